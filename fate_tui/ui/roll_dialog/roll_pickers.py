"""The Roll dialog's pickers and prompts: who acts, the skill, the action, the opposition, the
target, helpers, stunts, the aspect an advantage works on, and the names asked when applying.

Each function asks over the dialog (awaited: the dialog calls them from `@work` actions) and
moves its `RollSession` on through `dialog.change` when the GM answers.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fate_tui.campaign.intents import big_bad, conflicts, rolls
from fate_tui.campaign.roll import death_defiance, roll_fortune, roll_time
from fate_tui.campaign.roll.roll_model import aspects_in_play, character
from fate_tui.campaign.roll.roll_session import ACTIONS, RollSession, action_words
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.action_effects import Action, Party
from fate_tui.rules.derived import rating
from fate_tui.rules.dice import parse_dice
from fate_tui.rules.errors import FateError
from fate_tui.rules.fate_points import GM
from fate_tui.rules.invokes import InvokeMode, Payment
from fate_tui.rules.ladder import signed
from fate_tui.rules.obstacles import REMOVE_BLOCK_EXTRA, Block, Distraction, shielding
from fate_tui.rules.wording import possessive
from fate_tui.ui.character_order import character_choices, foes_first, ordered
from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.choose import Choice
from fate_tui.ui.dialogs.dice_prompt import DICE_HINT
from fate_tui.ui.play.absorb import AbsorbDialog, Absorbed
from fate_tui.ui.play.big_bad_edit import offer_true_form
from fate_tui.ui.play.harm_names import HarmNames, consequence_names
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.roll_dialog.roll import RollDialog

NOBODY = "-"


def character_options(state: CampaignState, leave_out: Sequence[str] = ()) -> list[Choice]:
    """Everyone, in the one character order, with their details."""
    return character_choices(state, leave_out)


def skill_options(state: CampaignState, actor: str) -> list[tuple[str, str]]:
    """(skill, label) pairs: the actor's rated skills first, best first, then the rest."""
    who = character(state, actor)
    rules = state.ruleset
    rated = sorted(who.skills, key=lambda name: -who.skills[name])
    others = [s for s in rules.characters.skills if s not in who.skills]
    return [(s, f"{s}  {rules.ladder.label(rating(who, s, rules))}") for s in [*rated, *others]]


async def actor(dialog: RollDialog) -> None:
    state = gm_app(dialog).loaded_controller.state
    cid = await asking.choose(gm_app(dialog), "Who rolls?", character_options(state))
    if cid is None:
        if dialog.session is None:
            dialog.dismiss(None)
    elif dialog.session is None:
        dialog.session = RollSession.start(
            state, cid, gm_app(dialog).roll_memory.recall(state, cid)
        )
        dialog.redraw()
    else:
        dialog.change(lambda s: s.with_actor(cid, likely_target(s.state, cid)))


async def skill(dialog: RollDialog) -> None:
    session = dialog.rolling
    who = gm_app(dialog).name_of(session.roll.actor)
    options = skill_options(session.state, session.roll.actor)
    word = session.state.ruleset.characters.skill_word
    chosen = await asking.choose(gm_app(dialog), f"{who}: which {word}?", options)
    if chosen is not None:
        dialog.change(lambda s: s.setup(skill=chosen))


async def action(dialog: RollDialog) -> None:
    ruleset = dialog.rolling.state.ruleset
    options = [(str(i), action_words(words, ruleset)) for i, (_, _, words) in enumerate(ACTIONS)]
    chosen = await asking.choose(gm_app(dialog), "Which action?", options)
    if chosen is not None and dialog.change(lambda s: s.with_action(int(chosen))):
        # As `1`-`4` do: an attack asks at once whom it is aimed at.
        if dialog.rolling.roll.action is Action.ATTACK:
            await target(dialog)


async def opposition(dialog: RollDialog) -> None:
    session = dialog.rolling
    options = [Choice("difficulty", "A difficulty on the ladder (type it)")]
    options += obstacle_options(session.state)
    for person in character_options(session.state, leave_out=[session.roll.actor]):
        options.append(person._replace(label=f"{person.label} rolls against it"))
    choice = await asking.choose(gm_app(dialog), "Against what?", options)
    if choice == "difficulty":
        await difficulty(dialog)
    elif choice is not None and choice.startswith(OBSTACLE):
        name, removing = choice.removeprefix(OBSTACLE), False
        if name.startswith(REMOVE):
            name, removing = name.removeprefix(REMOVE), True
        dialog.change(lambda s: s.with_obstacle(name, removing=removing))
    elif choice is not None:
        word = session.state.ruleset.characters.skill_word
        title = f"{gm_app(dialog).name_of(choice)} opposes with which {word}?"
        chosen = await asking.choose(gm_app(dialog), title, skill_options(session.state, choice))
        if chosen is not None:
            dialog.change(lambda x: x.with_opponent(choice, chosen))


OBSTACLE, REMOVE = "obstacle:", "remove:"  # option ids no character id can be


def obstacle_options(state: CampaignState) -> list[Choice]:
    """The scene's obstacles a roll can be against, with the difficulty each sets (Condensed
    L1210-1235): a hazard's rating, a block's rating to get past it and + 2 to remove it, a
    distraction's opposition when it has one."""
    scene = state.current_scene
    ladder = state.ruleset.ladder
    options = []
    for obstacle in scene.obstacles if scene is not None else ():
        if isinstance(obstacle, Distraction):
            if obstacle.opposition is not None:
                label = f"Deal with {obstacle.name}: {ladder.label(obstacle.opposition)}"
                options.append(Choice(OBSTACLE + obstacle.name, label))
            continue
        verb = "Get past" if isinstance(obstacle, Block) else "Overcome"
        label = f"{verb} {obstacle.name}: {ladder.label(obstacle.rating)}"
        options.append(Choice(OBSTACLE + obstacle.name, label))
        if isinstance(obstacle, Block):
            removal = ladder.label(obstacle.rating + REMOVE_BLOCK_EXTRA)
            label = f"Remove {obstacle.name}: {removal}"
            options.append(Choice(OBSTACLE + REMOVE + obstacle.name, label))
    return options


async def difficulty(dialog: RollDialog) -> None:
    current = signed(dialog.rolling.roll.difficulty)
    title = "Difficulty (2, +2 or Fair)"
    text = await asking.text(gm_app(dialog), title, value=current, placeholder="Fair")
    if text:
        dialog.change(lambda s: s.with_difficulty(text))


async def target(dialog: RollDialog) -> None:
    """Whom the roll is aimed at; the likeliest is highlighted: the one aimed at last, else
    the first of the other side in the scene. An attack's target defends."""
    session = dialog.rolling
    people = {c.id: c for c in character_options(session.state, leave_out=[session.roll.actor])}
    first, rest = foes_first(session.state, session.roll.actor, list(people))
    nobody = Choice(NOBODY, "Nobody: the scene itself")
    options = [*(people[c] for c in first), nobody, *(people[c] for c in rest)]
    likely = session.roll.target or likely_target(session.state, session.roll.actor)
    title = "Attack whom?" if session.roll.action is Action.ATTACK else "Aimed at whom?"
    cid = await asking.choose(gm_app(dialog), title, options, highlight=likely)
    if cid is not None and dialog.change(lambda s: s.with_target(None if cid == NOBODY else cid)):
        scene = session.state.current_scene
        block = shielding(scene.obstacles, cid) if scene is not None else None
        if block is not None:
            dialog.say(
                f"{block.name} shields {gm_app(dialog).name_of(cid)}: the roll must get past its "
                f"{session.state.ruleset.ladder.label(block.rating)} first",
                error=False,
            )


def likely_target(state: CampaignState, actor: str) -> str | None:
    """The first character in the scene on the other side from `actor`: the other side of
    the running conflict, else PCs against NPCs."""
    scene = state.current_scene
    me = state.characters.get(actor)
    if scene is None or me is None:
        return None
    foes = conflicts.opponents(scene, actor)
    if foes:
        return foes[0]
    for other in ordered(state, among=scene.cast, leave_out=[actor]):
        if other.kind.is_npc != me.kind.is_npc and not other.taken_out:
            return other.id
    return None


async def helpers(dialog: RollDialog) -> None:
    session = dialog.rolling
    options = [
        c._replace(label=f"{'✓ ' if c.id in session.roll.helpers else '  '}{c.label}")
        for c in character_options(session.state, leave_out=[session.roll.actor])
    ]
    cid = await asking.choose(gm_app(dialog), "Who helps? (pick to add or remove)", options)
    if cid is not None:
        dialog.change(lambda s: s.toggle_helper(cid))


async def stunt(dialog: RollDialog) -> None:
    session = dialog.rolling
    stunts = session.stunts_for()
    if not stunts:
        dialog.say(f"No stunt of {gm_app(dialog).name_of(session.roll.actor)} changes this roll")
        return
    spent = {s.name: session.used_up(s) for s in stunts}
    options = [
        (
            s.name,
            f"{'✓ ' if s.name in session.roll.stunts else '  '}{s.label}"
            + (f"  (once per {spent[s.name]}: used)" if spent[s.name] else ""),
        )
        for s in stunts
    ]
    title = "Which stunt applies? (pick to switch on or off)"
    name = await asking.choose(gm_app(dialog), title, options)
    if name is None:
        return
    per = spent[name]
    if per and name not in session.roll.stunts:
        question = (
            f"{name} is used once per {per}, and was used in this {per} already. "
            "Allow it again on this roll?"
        )
        if not await asking.confirm(gm_app(dialog), question, "Allow it (GM override)", "No"):
            return
    dialog.change(lambda s: s.toggle_stunt(name, override=bool(per)))


async def advantage_aspect(dialog: RollDialog) -> None:
    """A new aspect, or one in play (a hidden one is discovered)."""
    session = dialog.rolling
    known = [
        a
        for a in aspects_in_play(session.state, session.roll)
        if a.kind.value in ("situation", "zone", "character") and a.owner != session.roll.actor
    ]
    options = [("new", "A new aspect")]
    for index, aspect in enumerate(known):
        hidden = "?? hidden: " if aspect.hidden else ""
        on = f"  ({gm_app(dialog).name_of(aspect.owner)})" if aspect.owner else ""
        options.append((str(index), f"{hidden}{aspect.name}{on}"))
    choice = await asking.choose(gm_app(dialog), "Create an advantage on", options)
    if choice is not None:
        ref = None if choice == "new" else (known[int(choice)].name, known[int(choice)].owner)
        dialog.change(lambda s: s.setup(advantage_on=ref))


async def apply(dialog: RollDialog) -> None:
    """Ask how the defender absorbs a hit (if there is one) and the names the result needs,
    then apply it."""
    session = dialog.rolling
    try:
        needs = rolls.needs(session.state, session.roll)
    except FateError as error:
        dialog.say(gm_app(dialog).readable(error))
        return
    absorbed: Absorbed | None = None
    if needs.hit is not None and not await _protector_chooses(dialog, needs.hit):
        return
    session = dialog.rolling
    needs = rolls.needs(session.state, session.roll)
    if needs.hit is not None:
        name_of = gm_app(dialog).name_of
        attacker = name_of(needs.hit.attacker) if needs.hit.attacker else ""
        defiance = death_defiance.cost(session.state, needs.hit.taker)
        absorb = AbsorbDialog(
            session.state,
            needs.hit,
            name_of(needs.hit.taker),
            attacker,
            defiance=defiance,
            blows=True,
        )
        absorbed = await asking.answer(gm_app(dialog), absorb)
        if absorbed is None:
            dialog.say("Not applied yet: Enter to try again", error=False)
            return
    await _name_and_apply(dialog, needs, absorbed)


async def _protector_chooses(dialog: RollDialog, hit: rolls.Hit) -> bool:
    """Core L520: failing a defend roll made on someone else's behalf, the protector may take
    the hit themselves. Asks where the rule set allows it; False when the GM cancels."""
    session = dialog.rolling
    roll = session.roll
    scene = session.state.current_scene
    protector = roll.opponent
    if protector is None or protector == hit.taker:
        return True
    if conflicts.protector(scene, hit.taker) != protector:
        return True
    if not session.state.ruleset.defense.protector_takes_hit:
        return True
    name_of = gm_app(dialog).name_of
    title = f"{name_of(protector)} failed to defend {name_of(hit.taker)}: who takes the hit?"
    options = [
        (hit.taker, name_of(hit.taker)),
        (protector, f"{name_of(protector)}, in their place"),
    ]
    taker = await asking.choose(gm_app(dialog), title, options)
    if taker is None:
        dialog.say("Not applied yet: Enter to try again", error=False)
        return False
    if taker != hit.taker:
        dialog.change(lambda s: s.setup(target=taker, harm_track=None))
    return True


async def _name_and_apply(
    dialog: RollDialog, needs: rolls.Needs, absorbed: Absorbed | None
) -> None:
    """Ask for the names the result needs (the new aspect, the boost, each consequence the
    defender takes and the aspect an extreme one replaces), then apply it."""
    session = dialog.rolling
    name_of = gm_app(dialog).name_of
    questions: list[tuple[str, str]] = []
    if needs.aspect:
        questions.append(("aspect", "Name the new aspect"))
    if needs.boost:
        mine = needs.effect.boost_to is Party.ACTOR
        holder = session.roll.actor if mine else session.roll.other_side
        questions.append(("boost", f"Name the boost {name_of(holder)} gains"))
    answers: dict[str, str] = {}
    for key, title in questions:
        text = await asking.text(gm_app(dialog), title)
        if text is None:
            dialog.say("Not applied yet: Enter to try again", error=False)
            return
        answers[key] = text
    plan = absorbed.plan if absorbed is not None else None
    harm: HarmNames | None = HarmNames()
    if needs.hit is not None:
        harm = await consequence_names(gm_app(dialog), session.state, needs.hit.taker, plan)
    if harm is None:
        dialog.say("Not applied yet: Enter to try again", error=False)
        return
    taken_out = absorbed is not None and absorbed.taken_out
    fortune: tuple[str, str] | None = None
    if needs.fortune:
        fortune = await _fortune(dialog)
        if fortune is None:
            dialog.say("Not applied yet: Enter to try again", error=False)
            return
    names = rolls.Names(
        answers.get("aspect"),
        answers.get("boost"),
        harm.consequences,
        plan=plan,
        taken_out=taken_out,
        defied=absorbed.defied if absorbed is not None else 0,
        blow=absorbed.blow if absorbed is not None else None,
        extreme_replaces=harm.extreme_replaces,
        fortune=fortune[0] if fortune else None,
        fortune_on=fortune[1] if fortune else roll_fortune.GENERAL,
    )
    # Taken out (a plan of None) only ever follows a hit.
    taker = needs.hit.taker if needs.hit is not None else None
    reveal = taken_out and taker is not None and await offer_true_form(gm_app(dialog), taker)
    if dialog.applied(names) and reveal:
        gm_app(dialog).run_intent(big_bad.reveal_true_form, taker)


async def _fortune(dialog: RollDialog) -> tuple[str, str] | None:
    """A true fortune (SotC L635): its aspect, and the person it is about (the scene's
    cast first) or a general prediction; None when the GM cancels."""
    app = gm_app(dialog)
    state = dialog.rolling.state
    name = await asking.text(app, "A true fortune: name its aspect (it lasts the adventure)")
    if not name:
        return None
    scene = state.current_scene
    here = [c for c in state.characters if scene is not None and c in scene.cast]
    others = [c for c in state.characters if c not in here]
    options = [
        (roll_fortune.GENERAL, "A general prediction: an aspect on every scene of the arc"),
        *((cid, f"About {app.name_of(cid)}") for cid in (*here, *others)),
    ]
    target = await asking.choose(app, f"Who is '{name}' about?", options)
    return (name, target) if target is not None else None


async def ally_invoke(dialog: RollDialog, option, payment: Payment) -> None:
    """An ally of the roller invokes `option` for +2 on the roll, paying a fate point (their
    own, or the GM's pool for an NPC) or using a free invoke they hold. With one ally in the
    scene, they invoke; with several, the GM picks, the first holding a free invoke on the
    aspect highlighted for a free invoke."""
    session = dialog.rolling
    allies = session.allies()
    name_of = gm_app(dialog).name_of
    if not allies:
        dialog.say(f"Nobody in the scene is on {possessive(name_of(session.roll.actor))} side")
        return
    mode = InvokeMode.ALLY_BONUS
    who = allies[0]
    if len(allies) > 1:
        options = [Choice(cid, _ally_label(session, option, cid, name_of)) for cid in allies]
        holding_free = [cid for cid, _ in session.allies_holding(option)]
        likely = holding_free[0] if payment is Payment.FREE and holding_free else allies[0]
        how = "for free" if payment is Payment.FREE else "with a fate point"
        title = (
            f"Who invokes '{option.aspect.name}' {how} for +2 on "
            f"{possessive(name_of(session.roll.actor))} roll?"
        )
        chosen = await asking.choose(gm_app(dialog), title, options, highlight=likely)
        if chosen is None:
            return
        who = chosen
    dialog.change(lambda s: s.with_invoke(option, mode, payment, ally=who))


def _ally_label(session, option, ally: str, name_of) -> str:
    """An ally as the picker shows them: the fate points they would pay with and the free
    invokes they hold on the aspect."""
    holder, points = session.fate_points(ally)
    pool = "the GM's pool" if holder == GM else "fate points"
    free = session.free_for(option, InvokeMode.ALLY_BONUS, ally)
    held = f", {free} free here" if free else ""
    return f"{name_of(ally)}  ({points} {pool}{held})"


async def type_dice(dialog: RollDialog) -> None:
    """The dice rolled at the table; for an opposed roll, the opposition's too (left empty,
    the app rolls them)."""
    roll = dialog.rolling.roll
    name_of = gm_app(dialog).name_of
    mine = possessive(name_of(roll.actor)) + " dice"
    theirs = possessive(name_of(roll.opponent)) + " dice" if roll.opposed else None
    answer = await asking.dice(gm_app(dialog), mine, theirs)
    if answer is None:
        return
    dice, other = answer
    if not dialog.rolling.roll.opposed:
        dialog.change(lambda s: s.rolled(dice, typed=True))
        return
    other = other or gm_app(dialog).roll_dice()
    dialog.change(lambda s: s.rolled(dice, other, typed=True))


async def typed_reroll(dialog: RollDialog, option, mode, payment) -> None:
    """A reroll of physical dice: ask for the new faces."""
    text = await asking.text(gm_app(dialog), "The rerolled dice", placeholder=DICE_HINT)
    dice = _parse(dialog, text)
    if dice is not None:
        dialog.change(lambda s: s.with_invoke(option, mode, payment, dice))


def _parse(dialog: RollDialog, text: str | None):
    if not text:
        return None
    try:
        return parse_dice(text)
    except FateError as error:
        dialog.say(gm_app(dialog).readable(error))
        return None


async def gear(dialog: RollDialog) -> None:
    """The attacker's Weapon and the target's Armor (the `weapon_armor` option)."""
    roll = dialog.rolling.roll
    if not dialog.rolling.state.ruleset.uses("weapon_armor"):
        dialog.say("Weapon and Armor ratings are an optional rule: switch weapon_armor on")
        return
    from fate_tui.ui.play import block_gear_flow  # the scene's blocks as cover or as a weapon

    if await block_gear_flow.from_block(dialog):
        return
    title = "Weapon, then Armor (2 1: Weapon:2 against Armor:1)"
    text = await asking.text(gm_app(dialog), title, value=f"{roll.weapon} {roll.armor}")
    if text is None:
        return
    parts = text.replace(",", " ").split()
    if len(parts) > 2 or not all(p.isdigit() for p in parts):
        dialog.say(f"'{text}' is not two ratings: write the Weapon, then the Armor, like 2 1")
        return
    weapon, armor = ([int(p) for p in parts] + [0, 0])[:2]
    dialog.change(lambda s: s.setup(weapon=weapon, armor=armor))


async def base_time(dialog: RollDialog) -> None:
    """How long a simple success takes (the `time_shifts` option): the shifts say the rest."""
    roll = dialog.rolling.roll
    if not roll_time.times_tasks(dialog.rolling.state, roll):
        dialog.say("Time shifts are an optional rule for overcoming and creating advantages")
        return
    title = "How long with a simple success? (half, about one, a few or several of a unit)"
    text = await asking.text(
        gm_app(dialog), title, value=roll.base_time, placeholder="a few hours", allow_empty=True
    )
    if text is None:
        return
    try:
        written = roll_time.checked_time(text)
    except FateError as error:
        dialog.say(gm_app(dialog).readable(error))
        return
    dialog.change(lambda s: s.setup(base_time=written))
