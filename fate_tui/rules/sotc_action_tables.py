"""Spirit of the Century's results, cast as the four actions' outcome tables.

Simple actions (overcome), maneuvers and assessments (create an advantage), attacks and
defenses, blocks (getting past one is an overcome against a character) and spin. Sources:
spirit-of-the-century-srd.txt L339 (meeting succeeds, no negative shifts), L382 (the
defender wins), L392 (a block needs a shift), L413 (stress equals shifts), L449-455
(maneuvers), L482-483 (defensive spin), L226-228 and L495-502 (free tags, assessment).
"""

from __future__ import annotations

from typing import Any

from fate_tui.rules.action_effects import (
    Action,
    ActionEffect,
    AspectTarget,
    OutcomeTables,
    Party,
    aspect_success,
)

E = ActionEffect
ACTOR = Party.ACTOR
NEW, KNOWN, UNKNOWN = AspectTarget.NEW, AspectTarget.KNOWN, AspectTarget.UNKNOWN


def _tag(words: str, *, created: bool = False, revealed: bool = False, **more: Any) -> E:
    """A Spirit of the Century success that brings an aspect into play with one free tag."""
    return aspect_success(words, ACTOR, created=created, revealed=revealed, **more)


_NO_NEW_TAG = E(
    False,
    "No free tag: one comes only with an aspect newly brought into play; tag it for a fate point.",
)

SOTC = OutcomeTables(
    "sotc",
    {
        (Action.OVERCOME, None): (
            E(False, "You fail, with no shifts."),
            E(True, "Meeting the difficulty succeeds, with no shifts to spend."),
            E(True, "You succeed; each shift buys less time, better quality or more subtlety."),
            E(True, "A significant success (3+ shifts): spend the shifts, with some flair."),
        ),
        (Action.CREATE_ADVANTAGE, NEW): (
            E(False, "The maneuver doesn't place an aspect."),
            _tag("The aspect is placed; your first tag of it is free.", created=True),
            _tag(
                "The temporary aspect is placed, first tag free; a target character may pay a "
                "fate point to refuse it.",
                created=True,
                avoidable_with_fate_point=True,
            ),
            _tag(
                "Placed with a free first tag, and with spin: enough for the GM to let it stick.",
                created=True,
                avoidable_with_fate_point=True,
                spin_to=ACTOR,
            ),
        ),
        (Action.CREATE_ADVANTAGE, KNOWN): (_NO_NEW_TAG,) * 4,
        (Action.CREATE_ADVANTAGE, UNKNOWN): (
            E(False, "The assessment finds nothing."),
            _tag("The aspect is revealed; tag it free, right away.", revealed=True),
            _tag("The aspect is revealed; tag it free, right away.", revealed=True),
            _tag("Revealed with a free tag, and with spin.", revealed=True, spin_to=ACTOR),
        ),
        (Action.ATTACK, None): (
            E(False, "The defender wins: the attack does nothing."),
            E(True, "The attack meets the defense: it connects for 0 stress.", deals_hit=True),
            E(True, "Stress equal to the shifts.", deals_hit=True),
            E(True, "Stress equal to the shifts: a significant hit.", deals_hit=True),
        ),
        (Action.DEFEND, None): (
            E(False, "You take stress equal to the attacker's shifts."),
            E(
                False,
                "The opposed action meets your defense: see its result.",
                uses_opposed_tie=True,
            ),
            E(True, "The action against you fails."),
            E(
                True,
                "The action fails and you gain spin: +1 or -1 on one roll of the next action.",
                spin_to=ACTOR,
            ),
        ),
    },
    needs_shift_when_opposed=frozenset({Action.CREATE_ADVANTAGE, Action.OVERCOME}),
)
