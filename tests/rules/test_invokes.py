"""Invoking aspects: modes, stacking, payment, hostile payouts and boosts, per rule set."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from fate_tui.rules.aspects import Aspect, AspectKind, boost
from fate_tui.rules.errors import RulesError
from fate_tui.rules.fate_points import GM
from fate_tui.rules.invokes import (
    Invoke,
    InvokeMode,
    Payment,
    apply_invokes,
    check_invokes,
    clear_scene_aspects,
    drop_boosts,
)
from fate_tui.rules.outcomes import Outcome, resolve
from fate_tui.rules.payouts import Moment, PendingPayout, payout_totals, settle_payouts
from fate_tui.rules.ruleset import FreeInvokeStacking, HostilePayout
from fate_tui.rules.rulesets import ACCELERATED, CONDENSED, CORE, RULESETS, SOTC

FREE = Payment.FREE
BONUS, REROLL = InvokeMode.BONUS, InvokeMode.REROLL
RAISE, ALLY = InvokeMode.RAISE_DIFFICULTY, InvokeMode.ALLY_BONUS


def aspect(name, *holders, owner=None, kind=AspectKind.SITUATION, **more):
    return Aspect(name, kind, tuple(holders), owner=owner, **more)


# --- Fate Condensed ---------------------------------------------------------------------------


def test_condensed_invoking_aspects_the_same_aspect_only_once_with_fate_points():
    # fate-condensed-srd.txt L373: not the same aspect twice on a roll...
    lucky = aspect("Lucky Break")
    twice = [Invoke("Lucky Break", "ruth"), Invoke("Lucky Break", "ruth")]
    with pytest.raises(RulesError, match="at most once per roll"):
        check_invokes(CONDENSED, twice, [lucky], {"ruth": 3})


def test_condensed_L373_invoking_aspects_free_invokes_stack_on_one_aspect():
    # fate-condensed-srd.txt L373: ...except free invokes, as many as you like.
    cover = aspect("Behind Cover", "ruth", "ruth", "ruth")
    invokes = [Invoke("Behind Cover", "ruth", payment=FREE)] * 3
    result = apply_invokes(CONDENSED, invokes, [cover], {"ruth": 1})
    assert (result.bonus, result.fate_points_spent) == (6, {})
    assert result.aspects[0].free_invokes == ()


@pytest.mark.parametrize("ruleset", [CONDENSED, CORE], ids=["condensed", "core"])
def test_condensed_L373_the_exception_is_for_free_invokes_only(ruleset):
    # fate-condensed-srd.txt L373: the one exception to "not the same aspect multiple times"
    # is free invokes; a paid invoke on an aspect whose free invokes are already on the roll
    # is that aspect invoked twice (Core's stacking example, L767-771, stacks only free ones).
    cover = aspect("Behind Cover", "ruth", "ruth")
    for invokes in (
        [Invoke("Behind Cover", "ruth", payment=FREE)] * 2 + [Invoke("Behind Cover", "ruth")],
        [Invoke("Behind Cover", "ruth"), Invoke("Behind Cover", "ruth", payment=FREE)],
    ):
        with pytest.raises(RulesError, match="only free invokes of one aspect stack"):
            check_invokes(ruleset, invokes, [cover], {"ruth": 3})
    # A paid invoke on a different aspect beside them is fine.
    lucky = aspect("Lucky Break")
    both = [Invoke("Behind Cover", "ruth", payment=FREE)] * 2 + [Invoke("Lucky Break", "ruth")]
    assert apply_invokes(ruleset, both, [cover, lucky], {"ruth": 1}).bonus == 6


def test_condensed_invoking_aspects_modes():
    # fate-condensed-srd.txt L363 and L373: +2, a reroll, or +2 to someone else's difficulty;
    # L766: outside your turn, +2 to an ally's roll.
    scene = [aspect("Dark Alley"), aspect("Crumbling Wall"), aspect("Old Friends")]
    invokes = [
        Invoke("Dark Alley", "ruth", REROLL),
        Invoke("Crumbling Wall", "cultist", RAISE),
        Invoke("Old Friends", "charles", ALLY),
    ]
    fate_points = {"ruth": 1, "cultist": 1, "charles": 1}
    result = apply_invokes(CONDENSED, invokes, scene, fate_points, roller="ruth")
    assert (result.rerolls, result.difficulty_bonus, result.bonus) == (1, 2, 2)
    with pytest.raises(RulesError, match="ally"):
        check_invokes(
            CONDENSED, [Invoke("Old Friends", "charles")], scene, fate_points, roller="ruth"
        )


def test_condensed_hostile_invocations_pay_the_enemy_after_the_scene():
    # fate-condensed-srd.txt L628-630: the point goes to the enemy, usable after the scene;
    # free invokes pay nothing.
    reckless = aspect("Reckless", "ruth", owner="acolyte", kind=AspectKind.CHARACTER)
    paid = apply_invokes(
        CONDENSED, [Invoke("Reckless", "ruth", hostile=True)], [reckless], {"ruth": 1}
    )
    assert paid.payouts == (
        PendingPayout("acolyte", 1, HostilePayout.AFTER_SCENE, "hostile invokes"),
    )
    due, waiting = settle_payouts(paid.payouts, Moment.END_OF_CONFLICT)
    assert due == () and waiting == paid.payouts
    assert settle_payouts(paid.payouts, Moment.END_OF_SCENE) == (paid.payouts, ())
    free = apply_invokes(
        CONDENSED, [Invoke("Reckless", "ruth", payment=FREE, hostile=True)], [reckless], {}
    )
    assert free.payouts == () and free.fate_points_spent == {}


def test_condensed_boosts_are_free_once_then_gone():
    # fate-condensed-srd.txt L602-606.
    sights = boost("In My Sights", "ruth")
    with pytest.raises(RulesError, match="boost"):
        check_invokes(CONDENSED, [Invoke("In My Sights", "ruth")], [sights], {"ruth": 3})
    result = apply_invokes(CONDENSED, [Invoke("In My Sights", "ruth", payment=FREE)], [sights], {})
    assert result.aspects == () and result.bonus == 2
    with pytest.raises(RulesError, match="no free invoke for charles"):
        check_invokes(CONDENSED, [Invoke("In My Sights", "charles", payment=FREE)], [sights], {})


def test_condensed_boosts_never_outlive_the_scene():
    # fate-condensed-srd.txt L590 and L604.
    hc = aspect("Occult Librarian", owner="ethan", kind=AspectKind.CHARACTER)
    fire = aspect("On Fire")
    zone = aspect("Slippery Ice", kind=AspectKind.ZONE)
    jolt = boost("Off Balance", "ethan")
    wound = aspect("Gut Shot", owner="ethan", kind=AspectKind.CONSEQUENCE)
    assert drop_boosts([hc, fire, jolt]) == (hc, fire)
    assert clear_scene_aspects([hc, fire, zone, jolt, wound]) == (hc, wound)


def _boost_once_then_gone(ruleset) -> None:
    rocks = boost("Rocks on the Path", "pc")
    used = apply_invokes(ruleset, [Invoke("Rocks on the Path", "pc", payment=FREE)], [rocks], {})
    assert used.aspects == () and used.bonus == 2
    assert clear_scene_aspects([rocks]) == ()


def test_core_L19_an_invoke_adds_two_or_rerolls_the_dice():
    # fate-core-actions-and-conflicts.txt L19.
    rope = aspect("Frayed Rope")
    plus = apply_invokes(CORE, [Invoke("Frayed Rope", "pc")], [rope], {"pc": 1})
    assert plus.bonus == 2 and plus.fate_points_spent == {"pc": 1}
    again = apply_invokes(CORE, [Invoke("Frayed Rope", "pc", REROLL)], [rope], {"pc": 1})
    assert again.bonus == 0 and again.rerolls == 1


def test_core_L121_a_boost_is_invoked_once_for_free_then_goes_away():
    # fate-core-actions-and-conflicts.txt L121: a tie gives a boost, invoked once for free,
    # then gone.
    _boost_once_then_gone(CORE)


def test_accelerated_L382_L384_boosts_vanish_once_used_or_when_the_scene_ends():
    # fate-accelerated.txt L382: used once, then it vanishes; unused ones vanish at the end
    # of the scene.
    _boost_once_then_gone(ACCELERATED)


def test_condensed_turn_order_example_ruth_uses_cassandras_distracted():
    # fate-condensed-srd.txt L754: Cassandra creates Distracted, Ruth invokes it on her attack.
    distracted = aspect("Distracted", "cassandra", owner="acolyte").pass_free_invoke(
        "cassandra", "ruth"
    )
    result = apply_invokes(
        CONDENSED,
        [Invoke("Distracted", "ruth", payment=FREE)],
        [distracted],
        {"ruth": 0},
        roller="ruth",
    )
    assert result.bonus == 2 and result.fate_points_spent == {} and result.payouts == ()


def test_condensed_consequences_example_ghoul_invokes_hungry_for_flesh():
    # fate-condensed-srd.txt L838 and L1018: the GM pays from the pool to invoke the ghoul's
    # own aspect: +2, and nobody is owed anything.
    hungry = aspect("Hungry for Flesh", owner="ghoul", kind=AspectKind.CHARACTER)
    result = apply_invokes(CONDENSED, [Invoke("Hungry for Flesh", GM)], [hungry], {GM: 4})
    assert (result.bonus, result.fate_points_spent, result.payouts) == (2, {GM: 1}, ())


def test_hidden_aspects_must_be_revealed_before_invoking():
    secret = aspect("Secretly a Cultist", owner="butler", kind=AspectKind.CHARACTER, hidden=True)
    with pytest.raises(RulesError, match="hidden"):
        check_invokes(CONDENSED, [Invoke(secret.name, "ruth", hostile=True)], [secret], {"ruth": 1})
    check_invokes(CONDENSED, [Invoke(secret.name, "butler")], [secret], {"butler": 1})


def test_not_enough_fate_points_is_refused():
    scene = [aspect("Fog"), aspect("Rain")]
    with pytest.raises(RulesError, match="ruth has 1 fate point"):
        check_invokes(
            CONDENSED, [Invoke("Fog", "ruth"), Invoke("Rain", "ruth")], scene, {"ruth": 1}
        )


def test_unknown_aspect_names_get_a_suggestion():
    with pytest.raises(RulesError, match="did you mean 'On Fire'"):
        check_invokes(CONDENSED, [Invoke("On Fir", "ruth")], [aspect("On Fire")], {"ruth": 1})


# --- Fate Core (fate-core-actions-and-conflicts.txt) -----------------------------------------


def test_core_overcome_example_landon_pays_for_smashing():
    # L100-102: a fate point on his own aspect takes Good (+3) to Superb (+5).
    smashing = aspect("Smashing is Always An Option", owner="landon", kind=AspectKind.CHARACTER)
    result = apply_invokes(CORE, [Invoke(smashing.name, "landon")], [smashing], {"landon": 2})
    assert 3 + result.bonus == 5 and result.fate_points_spent == {"landon": 1}


def test_core_challenges_example_gm_invokes_hasty_work_boost():
    # L312 and L322: the GM's Hasty Work boost raises the ritual's difficulty from Good (+3) to
    # Superb (+5); Zird's Great (+4) Lore rolls +2, Fantastic (+6), a success. By the issue's
    # decision the boost is invoked for free, and it is gone afterwards.
    hasty = boost("Hasty Work", GM)
    result = apply_invokes(
        CORE, [Invoke("Hasty Work", GM, RAISE, FREE)], [hasty], {GM: 0}, roller="zird"
    )
    assert 3 + result.difficulty_bonus == 5 and result.aspects == ()
    assert resolve(4 + 2, 3 + result.difficulty_bonus, CORE).outcome is Outcome.SUCCESS


def test_core_contests_example_two_aspects_for_legendary():
    # L382-384: tied at Great (+4), two fate points on two different aspects: Legendary (+8).
    scene = [
        aspect("I've Got Zird's Back", owner="cynere", kind=AspectKind.CHARACTER),
        aspect("Magical Distortions"),
    ]
    invokes = [Invoke("I've Got Zird's Back", "cynere"), Invoke("Magical Distortions", "cynere")]
    result = apply_invokes(CORE, invokes, scene, {"cynere": 2})
    assert 4 + result.bonus == 8 and result.fate_points_spent == {"cynere": 2}
    assert result.payouts == ()


def test_core_ending_a_conflict_example_hostile_invokes_pay_at_the_end():
    # L735-739: a thug twice paid to invoke Ryan's Not the Face! (on two rolls): two fate
    # points at the end of the conflict; free invocations against Lily pay nothing.
    face = aspect("Not the Face!", owner="zird", kind=AspectKind.CHARACTER)
    owed = []
    for _ in range(2):
        owed += apply_invokes(CORE, [Invoke(face.name, GM, hostile=True)], [face], {GM: 2}).payouts
    off_balance = aspect("Off Balance", GM, owner="cynere")
    owed += apply_invokes(
        CORE, [Invoke("Off Balance", GM, payment=FREE, hostile=True)], [off_balance], {}
    ).payouts
    due, waiting = settle_payouts(owed, Moment.END_OF_EXCHANGE)
    assert due == () and len(waiting) == 2
    due, waiting = settle_payouts(owed, Moment.END_OF_CONFLICT)
    assert payout_totals(due) == {"zird": 2} and waiting == ()


def test_core_teamwork_example_flashy_distraction_plus_six():
    # L765-771: three free invocations passed to Landon, all on one attack: +6.
    distraction = aspect("Flashy Distraction", "cynere", "zird", "zird")
    for giver in ("cynere", "zird", "zird"):
        distraction = distraction.pass_free_invoke(giver, "landon")
    invokes = [Invoke("Flashy Distraction", "landon", payment=FREE)] * 3
    result = apply_invokes(CORE, invokes, [distraction], {}, roller="landon")
    assert result.bonus == 6 and result.fate_points_spent == {}


# --- Fate Accelerated (fate-accelerated.txt) ---------------------------------------------------


def test_accelerated_invoking_aspects_confront_buried_in_debris():
    # L409: a fate point on Buried in Debris raises the thug's difficulty by +2.
    debris = aspect("Buried in Debris", owner="thug")
    result = apply_invokes(
        ACCELERATED, [Invoke(debris.name, "pc", RAISE)], [debris], {"pc": 1}, roller="thug"
    )
    assert result.difficulty_bonus == 2 and result.fate_points_spent == {"pc": 1}


def test_accelerated_invoking_aspects_once_per_roll_except_the_style_pair():
    # L114, L412 and L416.
    plain = aspect("Pinned", "pc", "pc")
    twice = [Invoke("Pinned", "pc", payment=FREE)] * 2
    with pytest.raises(RulesError, match="only once"):
        check_invokes(ACCELERATED, twice, [plain], {})
    pair = aspect("Pinned", "pc", "pc", style_pair=True)
    result = apply_invokes(ACCELERATED, twice, [pair], {})
    assert result.bonus == 4 and not result.aspects[0].style_pair
    with pytest.raises(RulesError, match="only once"):
        check_invokes(
            ACCELERATED,
            [*twice, Invoke("Pinned", "pc")],
            [aspect("Pinned", "pc", "pc", "pc", style_pair=True)],
            {"pc": 1},
        )


def test_accelerated_pvp_hostile_invokes_pay_the_player_after_the_scene():
    # L394-398: the point goes to the GM, except against another player, who gets it once
    # the scene is over.
    rival = aspect("Hotheaded", owner="pc2", kind=AspectKind.CHARACTER)
    thug = aspect("Sluggish", owner="zombie", kind=AspectKind.CHARACTER)
    pcs = {"pc1", "pc2"}
    pvp = apply_invokes(
        ACCELERATED, [Invoke("Hotheaded", "pc1", hostile=True)], [rival], {"pc1": 1}, pcs=pcs
    )
    assert [(p.receiver, p.due) for p in pvp.payouts] == [("pc2", Moment.END_OF_SCENE)]
    npc = apply_invokes(
        ACCELERATED, [Invoke("Sluggish", "pc1", hostile=True)], [thug], {"pc1": 1}, pcs=pcs
    )
    assert npc.payouts == () and npc.fate_points_spent == {"pc1": 1}


# --- Spirit of the Century (spirit-of-the-century-srd.txt) ------------------------------------


def test_sotc_tagging_plus_two_or_reroll_only():
    # L224: a tag gives +2 or a re-roll.
    rigging = aspect("Rigging")
    check_invokes(SOTC, [Invoke("Rigging", "pc", REROLL)], [rigging], {"pc": 1})
    with pytest.raises(RulesError, match="Spirit of the Century has no invoke"):
        check_invokes(SOTC, [Invoke("Rigging", "pc", RAISE)], [rigging], {"pc": 1})


def test_sotc_same_aspect_never_twice_even_after_a_reroll():
    # L45 and L216: a re-roll is still the same roll.
    stubborn = aspect("Stubborn", "pc", owner="pc", kind=AspectKind.CHARACTER)
    invokes = [Invoke("Stubborn", "pc", REROLL, FREE), Invoke("Stubborn", "pc")]
    with pytest.raises(RulesError, match="only once"):
        check_invokes(SOTC, invokes, [stubborn], {"pc": 1})


def test_sotc_only_one_free_tag_per_roll():
    # L502: several assessed or declared aspects, one free tag per roll; pay for the others.
    scene = [aspect("Nervous", "pc", owner="mark"), aspect("In Debt", "pc", owner="mark")]
    both_free = [Invoke("Nervous", "pc", payment=FREE), Invoke("In Debt", "pc", payment=FREE)]
    with pytest.raises(RulesError, match="1 free invoke"):
        check_invokes(SOTC, both_free, scene, {"pc": 1})
    one_paid = [Invoke("Nervous", "pc", payment=FREE), Invoke("In Debt", "pc", hostile=True)]
    assert apply_invokes(SOTC, one_paid, scene, {"pc": 1}).bonus == 4


def test_sotc_tagging_pays_the_tagged_character_at_the_end_of_the_exchange():
    # L230.
    guilty = aspect("Guilty Conscience", owner="claudius", kind=AspectKind.CHARACTER)
    result = apply_invokes(
        SOTC, [Invoke(guilty.name, "hamlet", hostile=True)], [guilty], {"hamlet": 1}
    )
    due, _ = settle_payouts(result.payouts, Moment.END_OF_EXCHANGE)
    assert payout_totals(due) == {"claudius": 1}


def test_sotc_plain_fate_point_bonus():
    # L43 (the +1 is the published game's value).
    result = apply_invokes(SOTC, [Invoke(None, "pc"), Invoke(None, "pc")], [], {"pc": 2})
    assert result.bonus == 2 and result.fate_points_spent == {"pc": 2}
    with pytest.raises(RulesError, match="name an aspect"):
        check_invokes(CONDENSED, [Invoke(None, "pc")], [], {"pc": 1})


def test_sotc_L229_the_free_tag_may_be_passed_to_another_character():
    # L229: the player who introduced the aspect may pass his free tag to an ally, who then
    # tags it for free; whether the advantage can be "passed off" is the GM's call.
    off_balance = aspect("Off Balance", "pugilist", owner="thug").pass_free_invoke(
        "pugilist", "ally"
    )
    assert off_balance.free_invokes_for("ally") == 1
    assert off_balance.free_invokes_for("pugilist") == 0
    tagged = apply_invokes(
        SOTC, [Invoke("Off Balance", "ally", payment=FREE)], [off_balance], {"ally": 0}
    )
    assert tagged.bonus == 2 and not tagged.fate_points_spent.get("ally")
    with pytest.raises(RulesError, match="no free invoke"):
        off_balance.pass_free_invoke("pugilist", "ally")


# --- Properties ------------------------------------------------------------------------------

PEOPLE = ("pc", "ally", "npc", GM)
SCENE = (
    aspect("Mine", "pc", owner="pc", kind=AspectKind.CHARACTER),
    aspect("Theirs", "pc", "ally", owner="npc", kind=AspectKind.CHARACTER),
    aspect("Fog", None, "pc", "pc"),
    aspect("Pair", "pc", "pc", style_pair=True),
    boost("Edge", "pc"),
)


@st.composite
def invoke_lists(draw):
    """Mostly legal invokes by 'pc' (hostile only on the NPC's aspect), so that many pass."""
    invokes = []
    for _ in range(draw(st.integers(0, 6))):
        name = draw(st.sampled_from([a.name for a in SCENE]))
        invokes.append(
            Invoke(
                name,
                draw(st.sampled_from(("pc", "pc", "pc", "ally", GM))),
                draw(st.sampled_from((BONUS, BONUS, REROLL, RAISE, ALLY))),
                draw(st.sampled_from(list(Payment))),
                hostile=name == "Theirs" and draw(st.booleans()),
            )
        )
    return invokes


def _try(ruleset, invokes, fate_points):
    try:
        return apply_invokes(ruleset, invokes, SCENE, fate_points)
    except RulesError:
        return None


@given(st.sampled_from(sorted(RULESETS)), invoke_lists(), st.integers(0, 3))
def test_invoking_never_makes_fate_points_negative(name, invokes, points):
    fate_points = dict.fromkeys(PEOPLE, points)
    result = _try(RULESETS[name], invokes, fate_points)
    if result is not None:
        for invoker, spent in result.fate_points_spent.items():
            assert fate_points[invoker] - spent >= 0


@given(st.sampled_from(sorted(RULESETS)), invoke_lists())
def test_free_invokes_never_create_payouts(name, invokes):
    free_only = [Invoke(i.aspect, i.invoker, i.mode, FREE, i.hostile) for i in invokes]
    result = _try(RULESETS[name], free_only, {})
    if result is not None:
        assert result.payouts == () and result.fate_points_spent == {}


@given(st.sampled_from(sorted(RULESETS)), invoke_lists())
def test_stacking_limits_hold(name, invokes):
    ruleset = RULESETS[name]
    result = _try(ruleset, invokes, dict.fromkeys(PEOPLE, 9))
    if result is None:
        return
    paid = [i.aspect for i in invokes if i.payment is Payment.FATE_POINT]
    assert len(paid) == len(set(paid))
    free = [i.aspect for i in invokes if i.payment is FREE]
    if ruleset.invokes.max_free_per_roll is not None:
        assert len(free) <= ruleset.invokes.max_free_per_roll
    for used in set(paid):
        assert used not in free  # only free invokes of one aspect stack (CON L373)
    stacking = ruleset.invokes.free_stacking
    if stacking is not FreeInvokeStacking.UNLIMITED:
        for used in set(paid + free):
            count = (paid + free).count(used)
            pair = stacking is FreeInvokeStacking.STYLE_PAIR and used == "Pair" and used in free
            assert count == 1 or (count == 2 and pair)
    boosts_left = [a for a in result.aspects if a.is_boost]
    assert all(a.free_invokes for a in boosts_left)
