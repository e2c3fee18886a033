"""A conflict's framing (physical or mental) and the stress track a hit lands on, per rule set:
each test names the seed and line."""

from __future__ import annotations

import pytest

from fate_tui.rules.framing import Framing, framings, hit_is_mental, landing_track
from fate_tui.rules.overrides import apply_overrides
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, SOTC


def test_core_L496_L550_framing_orders_turns_and_picks_the_default_track():
    """fate-core-actions-and-conflicts.txt L496: Notice orders a physical conflict, Empathy a
    mental one; L550: two sets of stress boxes, physical and mental."""
    assert framings(CORE) == (
        Framing(False, "Notice", "physical"),
        Framing(True, "Empathy", "mental"),
    )


def test_fae_L284_one_track_but_the_framing_still_orders_the_turns():
    """fate-accelerated.txt L284: Quick orders a physical conflict, Careful a mental one; its
    single stress track takes every hit, so the framing names no track."""
    assert framings(ACCELERATED) == (Framing(False, "Quick", None), Framing(True, "Careful", None))


def test_sotc_L366_L416_alertness_or_empathy_and_health_or_composure():
    assert framings(SOTC) == (
        Framing(False, "Alertness", "health"),
        Framing(True, "Empathy", "composure"),
    )


def test_condensed_with_unified_stress_has_nothing_to_frame():
    """fate-condensed-srd.txt: elective turn order, and with unified stress one track: the
    framing changes nothing, so nobody is asked."""
    assert [f.track for f in framings(CONDENSED)] == ["physical", "mental"]
    unified = apply_overrides(CONDENSED, {"enabled_options": ["unified_stress"]})
    assert framings(unified) == ()


@pytest.mark.parametrize(
    ("ruleset", "attack", "framed_mental", "mental"),
    [
        (CONDENSED, "Provoke", False, True),  # CON L561: Provoke makes a mental attack
        (CONDENSED, "Fight", True, False),  # CON L558: Fight a physical one
        (CORE, "Provoke", False, True),  # COR L550: a mental hit checks a mental box
        (CORE, "Intimidation", False, True),  # COR L203: Intimidation attacks in a debate
        (CORE, "Shoot", True, False),
        (SOTC, "Intimidation", False, True),  # SOC L379: to scare
        (SOTC, "Rapport", False, True),  # SOC L380: to charm
        (SOTC, "Guns", True, False),  # SOC L377: to physically harm
        (SOTC, "Might", True, False),  # SOC L381: to force movement
        (ACCELERATED, "Forceful", True, True),  # approaches say nothing: the framing does
        (CORE, None, True, True),  # a hazard's attack: the framing
        (CORE, "Lore", False, False),
    ],
)
def test_the_attack_says_where_its_hit_lands_else_the_framing(
    ruleset, attack, framed_mental, mental
):
    assert hit_is_mental(ruleset, attack, mental_conflict=framed_mental) is mental


def test_the_landing_track_of_a_characters_tracks():
    assert landing_track(("health", "composure"), mental=True) == "composure"
    assert landing_track(("stress",), mental=True) == "stress"
    assert landing_track((), mental=False) is None
