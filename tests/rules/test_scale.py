import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.action_effects import Action, Party, aspect_success
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.outcomes import Outcome
from fate_tui.rules.overrides import enable_options
from fate_tui.rules.rulesets import CONDENSED, CORE
from fate_tui.rules.scale import (
    DEFAULT_SCALE_LEVELS,
    ScaleBenefit,
    ScaleEdge,
    ScaleLadder,
    ScaleSide,
    SupernaturalAdvantage,
    apply_scale,
    level_difference,
    scale_after_roll,
    scale_before_roll,
    scale_benefits,
    scale_edge,
    scaled_with_more,
    supernatural_advantage,
    with_scale_invokes,
)

RULES = enable_options(CONDENSED, ["scale"])
LADDER = ScaleLadder()


def test_condensed_scale_levels_example_list():
    # fate-condensed-srd.txt L1271: the five example levels, lowest first.
    assert DEFAULT_SCALE_LEVELS == (
        "Mundane",
        "Supernatural",
        "Otherworldly",
        "Legendary",
        "Godlike",
    )
    assert level_difference(LADDER, "Godlike", "Mundane") == 4
    assert level_difference(LADDER, "supernatural", "Legendary") == -2


def test_condensed_scale_higher_side_only_benefits():
    # L1277: compare the sides' levels and determine who is higher, and by how many levels.
    assert scale_edge(LADDER, "Otherworldly", "Mundane", RULES) == ScaleEdge(ScaleSide.ACTOR, 2)
    below = scale_edge(LADDER, "Mundane", "Otherworldly", RULES)
    assert below == ScaleEdge(ScaleSide.OPPOSITION, 2)
    assert scale_edge(LADDER, "Mundane", "Mundane", RULES) is None


def test_condensed_scale_plus_one_per_level_before_the_roll():
    # L1281: +1 per level of difference to their action before the roll.
    roll = apply_scale(ScaleBenefit.BEFORE_ROLL, 2, effort=3, opposition=4, ruleset=RULES)
    assert roll.bonus == 2
    assert roll.resolution.effort == 5
    assert roll.resolution.outcome is Outcome.SUCCESS
    # It applies even when the roll then fails.
    failed = apply_scale("before_roll", 1, effort=0, opposition=4, ruleset=RULES)
    assert failed.bonus == 1 and failed.resolution.outcome is Outcome.FAIL


def test_condensed_scale_plus_two_per_level_after_a_successful_roll():
    # L1282: +2 per level of difference to the result after the roll, if the roll succeeds.
    roll = apply_scale(ScaleBenefit.AFTER_SUCCESS, 1, effort=5, opposition=4, ruleset=RULES)
    assert roll.bonus == 2
    assert roll.resolution.effort == 7
    assert roll.resolution.outcome is Outcome.SUCCESS_WITH_STYLE
    # A tie or a failure is not a success: no bonus.
    tie = apply_scale(ScaleBenefit.AFTER_SUCCESS, 3, effort=4, opposition=4, ruleset=RULES)
    assert tie.bonus == 0 and tie.resolution.outcome is Outcome.TIE


def test_condensed_scale_free_invoke_per_level_on_successful_advantage():
    # L1283: 1 additional free invoke per level on a successful create an advantage.
    roll = apply_scale(ScaleBenefit.FREE_INVOKES, 2, effort=6, opposition=3, ruleset=RULES)
    assert roll.extra_free_invokes == 2
    assert roll.bonus == 0
    failed = apply_scale(ScaleBenefit.FREE_INVOKES, 2, effort=2, opposition=3, ruleset=RULES)
    assert failed.extra_free_invokes == 0


def test_condensed_scale_supernatural_advantage_cases():
    # L1293-1299: unopposed -> no roll, one free invoke; on a target or impeded -> scale may
    # apply to the roll; otherwise roll without scale; the aspect grants scale later.
    unopposed = supernatural_advantage(SupernaturalAdvantage.UNOPPOSED, RULES)
    assert (unopposed.rolls, unopposed.free_invokes_without_roll) == (False, 1)
    assert supernatural_advantage("against_target", RULES).scale_on_roll
    assert supernatural_advantage("impeded", RULES).scale_on_roll
    otherwise = supernatural_advantage("otherwise", RULES)
    assert otherwise.rolls and not otherwise.scale_on_roll and otherwise.aspect_grants_scale


def test_scale_refused_when_switched_off_but_open_to_big_bads():
    with pytest.raises(RulesError, match="scale"):
        apply_scale(ScaleBenefit.BEFORE_ROLL, 1, 0, 0, CONDENSED)
    with pytest.raises(RulesError, match="not in Fate Core"):
        scale_edge(LADDER, "Godlike", "Mundane", CORE)
    # L1343-1345: a big bad may operate at a higher scale even if scale isn't in play.
    big_bads = enable_options(CONDENSED, ["big_bad"])
    assert apply_scale(ScaleBenefit.BEFORE_ROLL, 1, 0, 0, big_bads).bonus == 1


def test_custom_scale_ladder_and_errors():
    ladder = ScaleLadder(("Human", "Mech", "Kaiju"))
    assert level_difference(ladder, "kaiju", "Human") == 2
    assert ladder.name(1) == "Mech"
    with pytest.raises(InvalidValue, match="did you mean 'Kaiju'"):
        ladder.index("Kaiju!")
    with pytest.raises(InvalidValue, match="listed twice"):
        ScaleLadder(("Human", "human"))
    with pytest.raises(InvalidValue, match="at least one"):
        ScaleLadder(())
    with pytest.raises(InvalidValue, match="not a benefit"):
        apply_scale("sideways", 1, 0, 0, RULES)
    with pytest.raises(InvalidValue, match="0 or more"):
        apply_scale(ScaleBenefit.BEFORE_ROLL, -1, 0, 0, RULES)


@given(
    benefit=st.sampled_from(list(ScaleBenefit)),
    levels=st.integers(0, 6),
    effort=st.integers(-6, 12),
    opposition=st.integers(-2, 8),
)
def test_scale_benefits_are_monotonic_in_level_difference(benefit, levels, effort, opposition):
    lower = apply_scale(benefit, levels, effort, opposition, RULES)
    higher = apply_scale(benefit, levels + 1, effort, opposition, RULES)
    assert higher.bonus >= lower.bonus
    assert higher.extra_free_invokes >= lower.extra_free_invokes
    assert higher.resolution.effort >= lower.resolution.effort
    assert lower.resolution.effort >= effort  # scale never hurts the higher side


def test_condensed_scale_edge_names_the_higher_side_of_a_roll():
    # fate-condensed-srd.txt L1279: compare the sides' levels, determine who is higher and by
    # how many levels.
    edge = scale_edge(LADDER, "Mundane", "Otherworldly", RULES)
    assert (edge.side, edge.levels) == (ScaleSide.OPPOSITION, 2)
    assert scale_edge(LADDER, "Legendary", "Supernatural", RULES) == ScaleEdge(ScaleSide.ACTOR, 2)
    assert scale_edge(LADDER, "Mundane", "mundane", RULES) is None


def test_condensed_scale_free_invokes_only_on_the_higher_actors_advantage():
    # L1283: the free invokes go to "a successful create advantage action"; the opposition
    # only defends, so it chooses between the first two benefits (L1281-1282).
    actor = ScaleEdge(ScaleSide.ACTOR, 1)
    assert ScaleBenefit.FREE_INVOKES in scale_benefits(actor, Action.CREATE_ADVANTAGE)
    assert ScaleBenefit.FREE_INVOKES not in scale_benefits(actor, Action.ATTACK)
    them = ScaleEdge(ScaleSide.OPPOSITION, 1)
    assert ScaleBenefit.FREE_INVOKES not in scale_benefits(them, Action.CREATE_ADVANTAGE)
    with pytest.raises(RulesError, match="create an advantage"):
        scale_before_roll(actor, ScaleBenefit.FREE_INVOKES, Action.ATTACK, RULES)


def test_condensed_scale_on_a_roll_for_the_higher_actor():
    # L1281: +1 per level before the roll: known before the dice, so the odds can show it.
    edge = ScaleEdge(ScaleSide.ACTOR, 2)
    before = scale_before_roll(edge, "before_roll", Action.ATTACK, RULES)
    assert (before.actor_bonus, before.opposition_bonus) == (2, 0)
    rolled = scale_after_roll(before, effort=3, opposition=4, ruleset=RULES)
    assert rolled.resolution.effort == 5 and rolled.resolution.outcome is Outcome.SUCCESS
    # L1282: +2 per level after a successful roll, nothing before it.
    after = scale_before_roll(edge, "after_success", Action.ATTACK, RULES)
    assert after.bonus == 0
    hit = scale_after_roll(after, effort=5, opposition=4, ruleset=RULES)
    assert hit.bonus == 4 and hit.resolution.effort == 9
    assert scale_after_roll(after, effort=3, opposition=4, ruleset=RULES).bonus == 0
    # L1283: the free invokes are added to the advantage the actor created.
    invokes = scale_before_roll(edge, "free_invokes", Action.CREATE_ADVANTAGE, RULES)
    made = scale_after_roll(invokes, effort=5, opposition=3, ruleset=RULES)
    effect = aspect_success("created", Party.ACTOR, 1, created=True)
    assert with_scale_invokes(effect, made).free_invokes == 3
    failed = scale_after_roll(invokes, effort=1, opposition=3, ruleset=RULES)
    assert with_scale_invokes(effect, failed).free_invokes == 1


def test_condensed_scale_after_success_counts_again_with_one_more_invoke():
    # L1282: +2 per level only on a success, so one more invoke that turns a failure into a
    # success brings the +2s with it, and more opposition that turns it back takes them away.
    after = scale_before_roll(ScaleEdge(ScaleSide.ACTOR, 1), "after_success", Action.ATTACK, RULES)
    failed = scale_after_roll(after, effort=3, opposition=4, ruleset=RULES)
    now = failed.resolution
    assert now.effort == 3
    assert scaled_with_more(failed, now, 2, 0, RULES).effort == 7  # 3 + 2, then +2 for scale
    hit = scale_after_roll(after, effort=5, opposition=4, ruleset=RULES)
    assert scaled_with_more(hit, hit.resolution, 0, 2, RULES).effort == 5  # 5 fails against 6
    assert scaled_with_more(None, now, 2, 0, RULES).effort == 5


def test_condensed_scale_on_a_roll_for_the_higher_opposition():
    # L1279: the higher side benefits "on any rolled action against their lesser": when the
    # opposition rolls against a lesser actor, the bonus goes to the opposition's roll.
    edge = ScaleEdge(ScaleSide.OPPOSITION, 1)
    before = scale_before_roll(edge, "before_roll", Action.ATTACK, RULES)
    assert (before.actor_bonus, before.opposition_bonus) == (0, 1)
    tied = scale_after_roll(before, effort=4, opposition=3, ruleset=RULES)
    assert tied.resolution.outcome is Outcome.TIE and tied.resolution.opposition == 4
    # L1282: +2 only if the opposition's own roll succeeds (it beats the actor's).
    after = scale_before_roll(edge, "after_success", Action.ATTACK, RULES)
    beaten = scale_after_roll(after, effort=2, opposition=3, ruleset=RULES)
    assert beaten.opposition_bonus == 2 and beaten.resolution.margin == -3
    held = scale_after_roll(after, effort=3, opposition=3, ruleset=RULES)
    assert held.bonus == 0 and held.resolution.outcome is Outcome.TIE
