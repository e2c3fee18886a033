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
from fate_tui.rules.action_effects import Party
from fate_tui.rules.derived import rating
from fate_tui.rules.dice import parse_dice, roll_dice
from fate_tui.rules.errors import FateError
from fate_tui.rules.ladder import signed
from fate_tui.rules.ruleset import Severity
from fate_tui.ui.dialogs.absorb import AbsorbDialog, Absorbed
from fate_tui.ui.dialogs.choose import Choose
from fate_tui.ui.dialogs.prompt import TextPrompt
from fate_tui.ui.roll_session import ACTIONS, RollSession

NOBODY = "-"
DICE_HINT = "+0-+ or 3516"


def _choose(dialog, title: str, options: Sequence[tuple[str, str]], then: Callable) -> None:
    def chosen(value: str | None) -> None:
        if value is not None:
            then(value)

    dialog.app.push_screen(Choose(title, options), chosen)


def character_options(state: CampaignState, leave_out: Sequence[str] = ()) -> list[tuple[str, str]]:
    """Everyone in the scene first, then the other PCs, then everyone else."""
    scene = state.current_scene
    cast = list(scene.cast) if scene is not None else []
    pcs = [c.id for c in state.pcs]
    ordered = dict.fromkeys([*cast, *pcs, *sorted(state.characters)])
    options = []
    for cid in ordered:
        who = state.characters.get(cid)
        if who is None or cid in leave_out:
            continue
        kind = "PC" if not who.kind.is_npc else "NPC"
        here = ", in the scene" if cid in cast else ""
        options.append((cid, f"{who.name}  ({kind}{here})"))
    return options


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
    options = [("difficulty", "A difficulty on the ladder (type it)")]
    for cid, label in character_options(session.state, leave_out=[session.roll.actor]):
        options.append((cid, f"{label} rolls against it"))

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
    session = dialog.session
    options = [(NOBODY, "Nobody: the scene itself")]
    options += character_options(session.state, leave_out=[session.roll.actor])

    def chosen(cid: str) -> None:
        dialog.change(lambda s: s.setup(target=None if cid == NOBODY else cid, harm_track=None))

    _choose(dialog, "Aimed at whom?", options, chosen)


def helpers(dialog) -> None:
    session = dialog.session
    options = [
        (cid, f"{'✓ ' if cid in session.roll.helpers else '  '}{label}")
        for cid, label in character_options(session.state, leave_out=[session.roll.actor])
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
    if needs.hit is None:
        _name_and_apply(dialog, needs, None)
        return
    name_of = dialog.app.name_of
    attacker = name_of(needs.hit.attacker) if needs.hit.attacker else ""

    def absorbed(choice: Absorbed | None) -> None:
        if choice is None:
            dialog._say("Not applied yet: Enter to try again", error=False)
        else:
            _name_and_apply(dialog, needs, choice)

    absorb = AbsorbDialog(session.state, needs.hit, name_of(needs.hit.taker), attacker)
    dialog.app.push_screen(absorb, absorbed)


def _name_and_apply(dialog, needs: rolls.Needs, absorbed: Absorbed | None) -> None:
    """Ask for the names the result needs (the new aspect, the boost, each consequence the
    defender takes and the aspect an extreme one replaces), then apply it."""
    session = dialog.session
    name_of = dialog.app.name_of
    questions: list[tuple[str, str]] = []
    if needs.aspect:
        questions.append(("aspect", "Name the new aspect"))
    if needs.boost:
        mine = needs.effect.boost_to is Party.ACTOR
        holder = session.roll.actor if mine else session.roll.other_side
        questions.append(("boost", f"Name the boost {name_of(holder)} gains"))
    plan = absorbed.plan if absorbed is not None else None
    taker = name_of(needs.hit.taker) if needs.hit else ""
    for pick in plan.consequences if plan is not None else ():
        questions.append(
            (f"slot:{pick.slot}", f"Name the {pick.severity} consequence {taker} takes")
        )
    extreme = plan is not None and any(p.severity is Severity.EXTREME for p in plan.consequences)
    answers: dict[str, str] = {}

    def done() -> None:
        consequences = {k[5:]: v for k, v in answers.items() if k.startswith("slot:")}
        names = rolls.Names(
            answers.get("aspect"),
            answers.get("boost"),
            consequences,
            plan=plan,
            taken_out=absorbed is not None and plan is None,
            extreme_replaces=answers.get("replaces"),
        )
        dialog.applied(names)

    def replaced() -> None:
        aspects = character(session.state, needs.hit.taker).aspects
        options = [(a.name, a.name) for a in aspects if a.role != "high concept"]

        def chosen(name: str) -> None:
            answers["replaces"] = name
            done()

        _choose(
            dialog, f"The extreme consequence replaces which of {taker}'s aspects?", options, chosen
        )

    def ask(index: int) -> None:
        if index == len(questions):
            replaced() if extreme else done()
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

    def mine(text: str | None) -> None:
        dice = _parse(dialog, text)
        if dice is None:
            return
        if not dialog.session.roll.opposed:
            dialog.change(lambda s: s.rolled(dice, typed=True))
            return
        who = dialog.app.name_of(dialog.session.roll.opponent)

        def theirs(text: str | None) -> None:
            if text is not None:
                other = _parse(dialog, text) if text else roll_dice(dialog.app.rng)
                if other is not None:
                    dialog.change(lambda s: s.rolled(dice, other, typed=True))

        title = f"{who}'s dice (empty: the app rolls them)"
        dialog.app.push_screen(TextPrompt(title, placeholder=DICE_HINT), theirs)

    prompt = TextPrompt("The dice rolled at the table", placeholder=DICE_HINT)
    dialog.app.push_screen(prompt, mine)


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
