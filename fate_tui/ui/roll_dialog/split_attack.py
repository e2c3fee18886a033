"""An attack on several targets from the Roll dialog (A), once the attack is rolled in a
running conflict: split effort over the targets the GM picks, or a zone attack on everyone in
one zone; the shares (even by default, the GM may type their own), each target's defence
(rolled or typed), each hit through the absorb dialog in turn, then all of it applied at once.
The rules are `intents.split_attack`'s.

Targets standing in more than one zone (fate-condensed-srd.txt L1380: they should share one,
the GM allowing the occasional exception) or beyond the attack's reach (`rules.reach`, as for
one target) are warned of, never refused: under Done while picking, and in the title of the
prompt that follows the choice of targets (the shares, or a zone attack's defences).

Awaited from a `@work` action of the Roll dialog.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import conflicts, split_attack
from fate_tui.campaign.intents.rolls import Names
from fate_tui.campaign.roll.reach_words import reach_warning
from fate_tui.rules.derived import rating
from fate_tui.rules.dice import parse_dice
from fate_tui.rules.errors import FateError, RulesError
from fate_tui.rules.ladder import signed
from fate_tui.rules.wording import possessive
from fate_tui.ui.character_order import foes_first, ordered
from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.choose import Choice
from fate_tui.ui.play import harm_names
from fate_tui.ui.shell.gm_app import gm_app
from fate_tui.ui.shell.known import known

if TYPE_CHECKING:
    from fate_tui.ui.roll_dialog.roll import RollDialog

SPLIT, ZONE, DONE, ROLL, TYPE = "split", "zone", "done", "roll", "type"


async def attack(dialog: RollDialog) -> None:
    app = gm_app(dialog)
    session = dialog.rolling
    state, roll = session.state, session.roll
    try:
        total = split_attack.effort(state, roll)
    except FateError as error:
        dialog.say(app.readable(error))
        return
    how = await asking.choose(
        app,
        f"{possessive(app.name_of(roll.actor))} attack of {signed(total)} on several targets",
        [
            (SPLIT, "Split the effort among targets I pick (at least 1 each)"),
            (ZONE, "A zone attack: everyone in one zone, friend and foe alike"),
        ],
    )
    if how is None:
        return
    if how == SPLIT and total < 1:
        dialog.say(f"Only a positive total can be split; this attack's is {signed(total)}")
        return
    zone = None
    if how == ZONE:
        scene = known(state.current_scene, "the scene in play")  # `effort` checked the conflict
        zone = await asking.choose(app, "Which zone?", [(z.name, z.name) for z in scene.zones])
        if zone is None:
            return
        targets = split_attack.targets_in_zone(state, zone, roll.actor)
        if not targets:
            dialog.say(f"Nobody else is fighting in {zone}")
            return
    else:
        targets = await _pick_targets(dialog)
        if not targets:
            return
    shares = await _shares(dialog, total, targets, zone=zone is not None)
    if shares is None:
        return
    move = split_attack.SplitAttack(roll, shares, zone)
    warning = "" if zone is None else _warnings(dialog, targets)  # a split's is in its shares
    defences = await _defences(dialog, targets, warning)
    if defences is None:
        return
    try:
        struck = split_attack.outcomes(state, move, defences)
    except FateError as error:
        dialog.say(app.readable(error))
        return
    names: dict[str, Names] = {}
    boosts: dict[str, str] = {}
    for one in struck:
        if one.boost_to is not None:
            title = f"Name the boost {app.name_of(one.boost_to)} gains (against "
            text = await asking.text(app, title + f"{app.name_of(one.target)})")
            if not text:
                dialog.say("Not applied: the attack on several targets was called off")
                return
            boosts[one.target] = text
        if one.hit is None:
            continue
        dealer = one.stopped_by or app.name_of(roll.actor)
        named = await harm_names.absorb(app, state, one.hit, dealer)
        if named is None:
            dialog.say("Not applied: the attack on several targets was called off", error=False)
            return
        names[one.hit.taker] = named
    app.roll_memory.remember(state, roll)
    session_before, dialog.session = dialog.rolling, None
    if app.run_intent(split_attack.apply, move, defences, names, boosts):
        dialog.dismiss(None)
    else:
        dialog.session = session_before
        dialog.refresh_state()


async def _pick_targets(dialog: RollDialog) -> list[str]:
    """Toggle targets on and off until Done: those still fighting, in the order of the
    single target's picker (the attacker's foes first, side by side, then the rest)."""
    app = gm_app(dialog)
    state, roll = dialog.rolling.state, dialog.rolling.roll
    scene = state.current_scene
    conflict = known(conflicts.running(scene), "the running conflict")
    among = [c for c in conflict.members if conflicts.in_fight(scene, c)]
    fighting = [c.id for c in ordered(state, among=among, leave_out=[roll.actor])]
    foes, rest = foes_first(state, roll.actor, fighting)
    people = [*foes, *rest]
    chosen: list[str] = []
    picked = None
    while True:
        done = f"Done: attack {len(chosen)} target{'s' * (len(chosen) != 1)}"
        options: list[tuple[str, str] | Choice] = [Choice(DONE, done, _warnings(dialog, chosen))]
        options += [(c, f"{'✓ ' if c in chosen else '  '}{app.name_of(c)}") for c in people]
        title = "Attack whom? (pick to add or remove)"
        picked = await asking.choose(app, title, options, highlight=picked)
        if picked is None:
            return []
        if picked == DONE:
            if chosen:
                return chosen
            dialog.say("Pick at least one target")
            continue
        chosen = [c for c in chosen if c != picked] if picked in chosen else [*chosen, picked]


async def _shares(
    dialog: RollDialog, total: int, targets: list[str], *, zone: bool
) -> dict[str, int] | None:
    """The whole total for each in a zone attack; else the even split, or the GM's own."""
    app = gm_app(dialog)
    if zone:
        return split_attack.shares(total, targets, zone=True)
    try:
        even = split_attack.shares(total, targets)
    except RulesError as error:
        dialog.say(app.readable(error))
        return None
    who = ", ".join(app.name_of(t) for t in targets)
    value = " ".join(str(even[t]) for t in targets)
    warning = _warnings(dialog, targets)
    while True:
        title = _warned(f"Shares of {signed(total)} for {who} (at least 1 each)", warning)
        text = await asking.text(app, title, value=value)
        if text is None:
            return None
        try:
            typed = [int(part) for part in text.replace(",", " ").split()]
            return split_attack.shares(total, targets, typed=typed)
        except ValueError:
            dialog.say(f"Type whole numbers, one per target, e.g. '{value}'")
        except RulesError as error:
            dialog.say(app.readable(error))
        value = text


async def _defences(
    dialog, targets: list[str], warning: str = ""
) -> list[split_attack.Defence] | None:
    """Each target's defence with the skill they usually defend with: the app's dice, or the
    dice typed from the table; `warning` under the title."""
    app = gm_app(dialog)
    state, roll = dialog.rolling.state, dialog.rolling.roll
    skills = {t: split_attack.default_defence(state, roll, t) for t in targets}
    words = ", ".join(
        f"{app.name_of(t)} {s} {signed(rating(state.characters[t], s, state.ruleset))}"
        for t, s in skills.items()
    )
    how = await asking.choose(
        app,
        _warned(f"Defences: {words}", warning),
        [(ROLL, "Roll their dice"), (TYPE, "Type the dice rolled at the table")],
    )
    if how is None:
        return None
    defences = []
    for target, skill in skills.items():
        dice = app.roll_dice()
        while how == TYPE:
            text = await asking.text(app, f"{possessive(app.name_of(target))} dice ({skill})")
            if text is None:
                return None
            try:
                dice = parse_dice(text) if text.strip() else app.roll_dice()
                break
            except FateError as error:
                dialog.say(app.readable(error))
        armor = 0
        if state.ruleset.uses("weapon_armor"):
            title = f"{possessive(app.name_of(target))} Armor rating"
            typed = await asking.text(app, title, value="0", allow_empty=True)
            if typed is None:
                return None
            armor = int(typed) if typed.strip().isdigit() else 0
        defences.append(split_attack.Defence(target, skill, dice, armor))
    return defences


def _warned(title: str, warning: str) -> str:
    """A prompt's title with the warnings under it."""
    return f"{title}\n{warning}" if warning else title


def _warnings(dialog: RollDialog, targets: list[str]) -> str:
    """What the GM should know before attacking `targets`, a line each; "" when nothing.

    "! Apart: Altar: Maren Holloway, Drowned Deacon · Nave: Drowned Faithful; targets should
    share one zone, the GM may allow an exception" and "! Drowned Faithful beyond reach: Nave
    is 1 zone from Altar: Fight reaches only its own zone ...; the GM's call"."""
    app = gm_app(dialog)
    state, roll = dialog.rolling.state, dialog.rolling.roll
    lines = []
    apart = split_attack.apart(state, targets)
    if apart:
        where = " · ".join(
            f"{zone}: {', '.join(app.name_of(t) for t in who)}" for zone, who in apart.items()
        )
        lines.append(
            f"! Apart: {where}; targets should share one zone, the GM may allow an exception"
        )
    # Targets in one zone are out of reach alike: one line for all of them.
    beyond: dict[str, list[str]] = {}
    for target, far in split_attack.beyond_reach(state, roll, targets).items():
        beyond.setdefault(reach_warning(far), []).append(app.name_of(target))
    lines += [f"! {', '.join(who)} beyond reach: {said}" for said, who in beyond.items()]
    return "\n".join(lines)
