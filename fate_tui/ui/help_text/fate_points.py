"""Invokes, compels and fate points: what they cost and give under the campaign's rules."""

from __future__ import annotations

from fate_tui.rules.ruleset import (
    FreeInvokeStacking,
    HostilePayout,
    RuleSet,
    StartingFatePoints,
)
from fate_tui.rules.wording import counted, either

_PAYOUT = {
    HostilePayout.AFTER_SCENE: "reaches that character once the scene is over",
    HostilePayout.END_OF_CONFLICT: "reaches that character at the end of the conflict "
    "(or of the scene, without one)",
    HostilePayout.TO_GM: "goes to the GM; only a player invoked by another player gets it, "
    "after the scene",
    HostilePayout.END_OF_EXCHANGE: "reaches that character at the end of the exchange",
}

_STACKING = {
    FreeInvokeStacking.UNLIMITED: "Free invokes stack: spend as many of one aspect's free "
    "invokes on a roll as you hold, alongside invokes of other aspects; a fate point "
    "invokes an aspect only once per roll and never on top of its free invokes.",
    FreeInvokeStacking.STYLE_PAIR: "Each aspect helps a roll only once, free or paid; the "
    "exception is the pair of free invokes from a success with style, which may go together.",
    FreeInvokeStacking.ONCE: "Each aspect helps a roll only once, free or paid.",
}


def invoke_lines(rules: RuleSet) -> tuple[str, ...]:
    invokes = rules.invokes
    uses = [f"+{invokes.bonus} to your roll"]
    if invokes.reroll:
        uses.append("a reroll of all four dice")
    if invokes.raise_difficulty:
        uses.append(f"+{invokes.bonus} to the opposition someone else faces")
    if invokes.ally_bonus:
        uses.append(f"+{invokes.bonus} to an ally's roll")
    lines = [
        "Invoke an aspect that fits the moment for " + either(uses) + ".",
        "Pay for it with a fate point, or use a free invoke: created or discovered advantages "
        "come with free invokes for whoever made them, and they can be passed to an ally.",
    ]
    if invokes.ally_bonus:
        lines.append(
            "In the Roll dialog, l has an ally in the scene (your side of the conflict, else "
            "PCs for a PC and NPCs for an NPC) invoke the highlighted aspect for "
            f"+{invokes.bonus} on the roll with their own fate point (an NPC's from the GM's "
            "pool); L spends a free invoke they hold."
        )
    if not invokes.boosts_paid:
        lines.append("A boost gives one free invoke and vanishes once used; it cannot be paid for.")
    lines.append(_STACKING[invokes.free_stacking])
    lines.append("An aspect is paid for with a fate point at most once per roll.")
    if invokes.max_free_per_roll is not None:
        count = invokes.max_free_per_roll
        lines.append(f"At most {count} free invoke{'s' * (count != 1)} on any one roll.")
    if invokes.plain_fate_point_bonus is not None:
        lines.append(
            f"A fate point spent on no aspect at all still gives +{invokes.plain_fate_point_bonus}"
            " (f in the Roll dialog, once the dice are in)."
        )
    lines.append(
        "Invoking an aspect on an opponent (a hostile invoke) pays them: the fate point "
        + _PAYOUT[invokes.hostile_payout]
        + "."
    )
    return tuple(lines)


def compel_lines(rules: RuleSet) -> tuple[str, ...]:
    compels, points = rules.compels, rules.fate_points
    lines = [
        "A compel: an aspect makes trouble for its character. Accept it and gain "
        f"{counted(compels.accept_gain, 'fate point')}; refuse it by paying "
        f"{counted(compels.refuse_cost, 'fate point')}. "
        "With no fate points you cannot refuse: the compel stands.",
    ]
    if len(compels.escalation) > 1:
        stakes = ", then ".join(str(n) for n in compels.escalation[1:])
        lines.append(
            f"Instead of taking a refusal, the GM may raise the stakes to {stakes} fate points; "
            "the player then accepts for that many or pays that many to refuse."
        )
    if compels.player_proposer_pays:
        lines.append(
            "The GM's compels cost the GM nothing. A player who compels someone else's "
            "character puts up one of their own fate points; compelling your own is free."
        )
    else:
        lines.append("Anyone at the table may propose a compel without paying for it.")
    if compels.offscreen:
        lines.append(
            "The GM may compel offscreen (a nemesis made the session's villain): pick "
            "'The GM, offscreen' as the proposer; the fate point is given at once, with no "
            "buy-out."
        )
    if compels.player_compel_of_npc_feeds_gm_pool:
        lines.append("A compel on an NPC is settled through the GM's pool.")
    refresh = f"Refresh: {points.refresh}"
    if points.refresh_equals_aspects:
        refresh = "Refresh: one per aspect"
    if points.stunt_refresh_cost:
        refresh += (
            f", minus {points.stunt_refresh_cost} per stunt beyond {points.free_stunts} "
            f"(never below {points.min_refresh})"
        )
    start = (
        "A PC starts play with their refresh"
        if points.starting is StartingFatePoints.REFRESH
        else "A PC starts play with one fate point per aspect"
    )
    lines.append(
        f"{refresh}. {start}; each new session tops them up to it (never down). The GM's pool "
        f"holds {points.gm_pool_per_pc} per PC in the scene, renewed every scene."
    )
    lines.append(
        "A stunt usable once a scene or once a session is counted when it is ticked on a "
        "roll (x in the Roll dialog): used, it is refused until the scene or session ends, "
        "unless the GM allows it again when asked."
    )
    if rules.characters.stunt_catalogue:
        lines.append(
            "Custom Ride's extra device is such a use (a fate point, once a session) offered "
            "on Drive rolls; its +1 driving the car is not. A fast-movement stunt offers its "
            "sprint bonus or, instead, less of it for an even footing in a race with a horse "
            "or a car."
        )
    return tuple(lines)
