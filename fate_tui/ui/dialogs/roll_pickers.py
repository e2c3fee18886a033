"""The Roll dialog's pickers and prompts: who acts, the skill, the action, the opposition, the
target, helpers, stunts, the aspect an advantage works on, and the names asked when applying.

Each function opens a Choose or TextPrompt over the dialog and moves its `RollSession` on
through `dialog.change` when the GM answers.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from fate_tui.campaign.intents import rolls
from fate_tui.campaign.intents.roll_model import aspects_in_play, character
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.action_effects import Action, Party
from fate_tui.rules.derived import rating
from fate_tui.rules.dice import parse_dice, roll_dice
from fate_tui.rules.errors import FateError
from fate_tui.rules.ladder import signed
from fate_tui.rules.wording import possessive
from fate_tui.ui.character_order import character_choices, ordered
from fate_tui.ui.dialogs.choose import Choice, Choose
from fate_tui.ui.dialogs.dice_prompt import DICE_HINT, DicePrompt
from fate_tui.ui.dialogs.prompt import TextPrompt
from fate_tui.ui.roll_session import ACTIONS, RollSession

NOBODY = "-"


def _choose(dialog, title: str, options: Sequence[tuple[str, str]], then: Callable) -> None:
    def chosen(value: str | None) -> None:
        if value is not None:
            then(value)

    dialog.app.push_screen(Choose(title, options), chosen)


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


def actor(dialog, first: bool = False) -> None:
    state = dialog.app.controller.state

    def chosen(cid: str | None) -> None:
        if cid is None:
            if dialog.session is None:
                dialog.dismiss(None)
            return
        if dialog.session is None:
            dialog.session = RollSession.start(state, cid)
            dialog._redraw()
        else:
            dialog.change(lambda s: s.with_actor(cid))

    dialog.app.push_screen(Choose("Who rolls?", character_options(state)), chosen)


def skill(dialog) -> None:
    session = dialog.session
    who = dialog.app.name_of(session.roll.actor)
    options = skill_options(session.state, session.roll.actor)
    _choose(
        dialog, f"{who}: which skill?", options, lambda s: dialog.change(lambda x: x.setup(skill=s))
    )


def action(dialog) -> None:
    options = [(str(i), words) for i, (_, _, words) in enumerate(ACTIONS)]
    _choose(
        dialog, "Which action?", options, lambda i: dialog.change(lambda s: s.with_action(int(i)))
    )


def opposition(dialog) -> None:
    session = dialog.session
    options = [Choice("difficulty", "A difficulty on the ladder (type it)")]
    for choice in character_options(session.state, leave_out=[session.roll.actor]):
        options.append(choice._replace(label=f"{choice.label} rolls against it"))

    def chosen(choice: str) -> None:
        if choice == "difficulty":
            difficulty(dialog)
            return
        who = dialog.app.name_of(choice)
        _choose(
            dialog,
            f"{who} opposes with which skill?",
            skill_options(session.state, choice),
            lambda s: dialog.change(lambda x: x.with_opponent(choice, s)),
        )

    _choose(dialog, "Against what?", options, chosen)


def difficulty(dialog) -> None:
    current = signed(dialog.session.roll.difficulty)

    def typed(text: str | None) -> None:
        if text:
            dialog.change(lambda s: s.with_difficulty(text))

    prompt = TextPrompt("Difficulty (2, +2 or Fair)", value=current, placeholder="Fair")
    dialog.app.push_screen(prompt, typed)


def target(dialog) -> None:
    """Whom the roll is aimed at; the likeliest is highlighted: the one aimed at last, else
    the first of the other side in the scene. An attack's target defends."""
    session = dialog.session
    options = [Choice(NOBODY, "Nobody: the scene itself")]
    options += character_options(session.state, leave_out=[session.roll.actor])

    def chosen(cid: str | None) -> None:
        if cid is not None:
            dialog.change(lambda s: s.with_target(None if cid == NOBODY else cid))

    likely = session.roll.target or likely_target(session.state, session.roll.actor)
    title = "Attack whom?" if session.roll.action is Action.ATTACK else "Aimed at whom?"
    dialog.app.push_screen(Choose(title, options, highlight=likely), chosen)


def likely_target(state: CampaignState, actor: str) -> str | None:
    """The first character in the scene on the other side from `actor` (PCs against NPCs)."""
    scene = state.current_scene
    me = state.characters.get(actor)
    if scene is None or me is None:
        return None
    for other in ordered(state, among=scene.cast, leave_out=[actor]):
        if other.kind.is_npc != me.kind.is_npc and not other.taken_out:
            return other.id
    return None


def helpers(dialog) -> None:
    session = dialog.session
    options = [
        c._replace(label=f"{'✓ ' if c.id in session.roll.helpers else '  '}{c.label}")
        for c in character_options(session.state, leave_out=[session.roll.actor])
    ]
    _choose(
        dialog,
        "Who helps? (pick to add or remove)",
        options,
        lambda cid: dialog.change(lambda s: s.toggle_helper(cid)),
    )


def stunt(dialog) -> None:
    session = dialog.session
    stunts = session.stunts_for()
    if not stunts:
        dialog._say(f"No stunt of {dialog.app.name_of(session.roll.actor)} gives a bonus here")
        return
    options = [
        (s.name, f"{'✓ ' if s.name in session.roll.stunts else '  '}{s.name} {signed(s.bonus)}")
        for s in stunts
    ]
    _choose(
        dialog,
        "Which stunt applies? (pick to switch on or off)",
        options,
        lambda name: dialog.change(lambda s: s.toggle_stunt(name)),
    )


def advantage_aspect(dialog) -> None:
    """A new aspect, or one in play (a hidden one is discovered)."""
    session = dialog.session
    known = [
        a
        for a in aspects_in_play(session.state, session.roll)
        if a.kind.value in ("situation", "zone", "character") and a.owner != session.roll.actor
    ]
    options = [("new", "A new aspect")]
    for index, aspect in enumerate(known):
        hidden = "?? hidden: " if aspect.hidden else ""
        on = f"  ({dialog.app.name_of(aspect.owner)})" if aspect.owner else ""
        options.append((str(index), f"{hidden}{aspect.name}{on}"))

    def chosen(choice: str) -> None:
        ref = None if choice == "new" else (known[int(choice)].name, known[int(choice)].owner)
        dialog.change(lambda s: s.setup(advantage_on=ref))

    _choose(dialog, "Create an advantage on", options, chosen)


def apply(dialog) -> None:
    """Ask for the names the result needs, then apply it."""
    session = dialog.session
    try:
        needs = rolls.needs(session.state, session.roll)
    except FateError as error:
        dialog._say(dialog.app.readable(error))
        return
    name_of = dialog.app.name_of
    questions: list[tuple[str, str]] = []
    if needs.aspect:
        questions.append(("aspect", "Name the new aspect"))
    if needs.boost:
        mine = needs.effect.boost_to is Party.ACTOR
        holder = session.roll.actor if mine else session.roll.other_side
        questions.append(("boost", f"Name the boost {name_of(holder)} gains"))
    taker = name_of(needs.hit.taker) if needs.hit else ""
    for slot, severity in needs.consequence_slots:
        questions.append((f"slot:{slot}", f"Name the {severity} consequence {taker} takes"))
    answers: dict[str, str] = {}

    def ask(index: int) -> None:
        if index == len(questions):
            consequences = {k[5:]: v for k, v in answers.items() if k.startswith("slot:")}
            names = rolls.Names(answers.get("aspect"), answers.get("boost"), consequences)
            dialog.applied(names)
            return
        key, title = questions[index]

        def answered(text: str | None) -> None:
            if text is None:
                dialog._say("Not applied yet: Enter to try again", error=False)
                return
            answers[key] = text
            ask(index + 1)

        dialog.app.push_screen(TextPrompt(title), answered)

    ask(0)


def type_dice(dialog) -> None:
    """The dice rolled at the table; for an opposed roll, the opposition's too (left empty,
    the app rolls them)."""
    roll = dialog.session.roll
    name_of = dialog.app.name_of
    theirs = possessive(name_of(roll.opponent)) + " dice" if roll.opposed else None

    def typed(answer: tuple[str, str] | None) -> None:
        if answer is None:
            return
        dice = _parse(dialog, answer[0])
        if dice is None:
            return
        if not dialog.session.roll.opposed:
            dialog.change(lambda s: s.rolled(dice, typed=True))
            return
        other = _parse(dialog, answer[1]) if answer[1] else roll_dice(dialog.app.rng)
        if other is not None:
            dialog.change(lambda s: s.rolled(dice, other, typed=True))

    mine = possessive(name_of(roll.actor)) + " dice"
    dialog.app.push_screen(DicePrompt(mine, theirs), typed)


def typed_reroll(dialog, option, mode, payment) -> None:
    """A reroll of physical dice: ask for the new faces."""

    def typed(text: str | None) -> None:
        dice = _parse(dialog, text)
        if dice is not None:
            dialog.change(lambda s: s.with_invoke(option, mode, payment, dice))

    dialog.app.push_screen(TextPrompt("The rerolled dice", placeholder=DICE_HINT), typed)


def _parse(dialog, text: str | None):
    if not text:
        return None
    try:
        return parse_dice(text)
    except FateError as error:
        dialog._say(dialog.app.readable(error))
        return None
