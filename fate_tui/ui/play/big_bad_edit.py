"""A big bad's ways to break the rules, from its NPC's sheet (the `big_bad` option): choose
which it uses, settle its immunity, push a minion into a hit. Every change runs one intent of
`fate_tui.campaign.intents.big_bad`. Run `edit_big_bad` from a `@work` action."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.screen import Screen

from fate_tui.campaign.intents import big_bad
from fate_tui.rules.big_bad import BigBadOptions, ImmunityKind, ImmunityState, SuppressMode
from fate_tui.rules.character import Character
from fate_tui.rules.wording import possessive
from fate_tui.ui.character_order import character_choices
from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.choose import Choice
from fate_tui.ui.shell.gm_app import gm_app
from fate_tui.ui.shell.known import known

if TYPE_CHECKING:
    from fate_tui.ui.app import FateApp

NONE = "-"


def _menu(options, names: dict[str, str], taken_out: bool) -> list[tuple[str, str]]:
    """The options to choose or use; revealing the true form only once it is taken out."""
    immunity = options.immunity
    rows = [
        ("challenge", "Immune until the group beats a challenge"),
        ("contest", "Immune until the group wins a contest (it escapes if it wins)"),
    ]
    if immunity is not None:
        if immunity.state is ImmunityState.IMMUNE:
            rows += [
                ("won", f"The group won the {immunity.kind.value}"),
                ("lost", f"The group lost the {immunity.kind.value}"),
            ]
        rows.append(("no_immunity", "No immunity"))
    rows.append(("minions", "Minions it may push into a hit (expendable armor)"))
    if options.minions:
        rows.append(("push", "Push a minion into a hit on its defense"))
    rows.append(("solo", "Solo bonus: " + _switch(options.solo)))
    if options.solo:
        rows.append(
            (
                "hit_floor",
                "Hits it reduces never drop below 1: " + _switch(options.hit_at_least_one),
            )
        )
    rows += [
        ("amplified", "Amplified invokes: " + _switch(options.amplified_invokes)),
        ("suppress", "Invokes against it: +1 only, a reroll only, or as usual"),
    ]
    if options.suppress_invokes is not None:
        rows.append(
            (
                "stacking",
                "No stacking free invokes against it: " + _switch(options.no_free_stacking),
            )
        )
    form = options.true_form
    rows.append(("true_form", "True form: " + (names.get(form, form) if form else "none")))
    if form and taken_out:
        rows.append(("reveal", f"Reveal its true form: {names.get(form, form)} takes the field"))
    if options.threat is None:
        rows.append(("part", "Threat map: name its heart, the part that must fall"))
    else:
        rows += [
            ("part", "Threat map: add a part"),
            ("part_out", "Threat map: a part is taken out"),
            ("no_threat", "Threat map: remove it"),
        ]
    return rows


def _switch(on: bool) -> str:
    return "on, switch off" if on else "off, switch on"


async def edit_big_bad(screen: Screen, character: Character) -> None:
    app = gm_app(screen)
    options = character.big_bad or BigBadOptions()
    title = f"{character.name} as a big bad: which way to break the rules?"
    names = {cid: who.name for cid, who in app.loaded_controller.state.characters.items()}
    picked = await asking.choose(app, title, _menu(options, names, character.taken_out))
    who = character.id
    if picked in ("challenge", "contest"):
        app.run_intent(big_bad.set_immunity, who, ImmunityKind(picked))
    elif picked == "no_immunity":
        app.run_intent(big_bad.set_immunity, who, None)
    elif picked in ("won", "lost"):
        app.run_intent(big_bad.settle_immunity, who, picked == "won")
    elif picked == "minions":
        written = ", ".join(options.minions)
        text = await asking.text(
            app, "Minions, separated by commas", written, "Goon, Other goon", allow_empty=True
        )
        if text is not None:
            app.run_intent(big_bad.set_minions, who, text.split(","))
    elif picked == "push":
        await _push(app, character, options.minions)
    elif picked == "solo":
        app.run_intent(big_bad.set_solo, who, not options.solo)
    elif picked == "hit_floor":
        app.run_intent(big_bad.set_hit_at_least_one, who, not options.hit_at_least_one)
    elif picked == "stacking":
        app.run_intent(big_bad.set_no_free_stacking, who, not options.no_free_stacking)
    elif picked == "amplified":
        app.run_intent(big_bad.set_amplified_invokes, who, not options.amplified_invokes)
    elif picked == "suppress":
        modes = [
            (SuppressMode.PLUS_ONE.value, "Invokes against it give only +1"),
            (SuppressMode.REROLL_ONLY.value, "Invokes against it give only a reroll"),
            ("usual", "Invokes against it work as usual"),
        ]
        mode = await asking.choose(app, "When it faces two or more foes", modes)
        if mode is not None:
            chosen = None if mode == "usual" else SuppressMode(mode)
            app.run_intent(big_bad.set_suppress_invokes, who, chosen)
    elif picked == "true_form":
        await _true_form(app, character)
    elif picked == "reveal":
        app.run_intent(big_bad.reveal_true_form, who)
    elif picked == "part":
        await _add_part(app, character, options.threat)
    elif picked == "part_out":
        threat = known(options.threat, "the threat map")  # offered when there is one
        parts = [(z.name, z.name) for z in threat.acting]
        part = await asking.choose(app, "Which part is taken out?", parts)
        if part is not None:
            app.run_intent(big_bad.take_out_part, who, part)
    elif picked == "no_threat":
        if await asking.confirm(app, f"Remove {possessive(character.name)} threat map?"):
            app.run_intent(big_bad.clear_threat, who)


async def offer_true_form(app: FateApp, character_id: str) -> bool:
    """Asked as a big bad with a true form is taken out: reveal it now (L1339)?"""
    form = big_bad.true_form_of(app.loaded_controller.state, character_id)
    if form is None:
        return False
    title = f"{app.name_of(character_id)} is taken out: reveal its true form, {app.name_of(form)}?"
    return await asking.confirm(app, title, yes="Reveal it", no="Not now")


async def _true_form(app: FateApp, character: Character) -> None:
    """Which character it becomes when taken out, and whether its consequences carry over."""
    state = app.loaded_controller.state
    pcs = [c.id for c in state.pcs]
    forms = [
        Choice(NONE, "No true form"),
        *character_choices(state, leave_out=[character.id, *pcs]),
    ]
    now = character.big_bad.true_form if character.big_bad else None
    title = f"Taken out, {character.name} reveals which true form?"
    form = await asking.choose(app, title, forms, highlight=now)
    if form is None:
        return
    if form == NONE:
        app.run_intent(big_bad.set_true_form, character.id, None)
        return
    carry = await asking.confirm(
        app,
        "Carry its consequences over to the true form (mild ones dismissed, moderate and "
        "severe one step milder)?",
        yes="Carry them",
        no="Fresh tracks",
    )
    app.run_intent(big_bad.set_true_form, character.id, form, carry)


async def _add_part(app: FateApp, character: Character, threat) -> None:
    """A part of the threat map: the first is its heart; later ones may guard a part."""
    title = "Its heart (the part that must fall)" if threat is None else "The part's name"
    name = await asking.text(app, title, placeholder="Boiler Heart" if threat is None else "Maw")
    if name is None:
        return
    guards = None
    if threat is not None:
        parts = [
            Choice(NONE, "None: it guards no other part"),
            *(Choice(z.name, z.name) for z in threat.acting),
        ]
        title = f"Which part can't be hit until {name} falls?"
        guards = await asking.choose(app, title, parts)
        if guards is None:
            return
    state = app.loaded_controller.state
    holders = [
        Choice(NONE, f"None: {possessive(character.name)} own sheet"),
        *character_choices(state, leave_out=[character.id, *(c.id for c in state.pcs)]),
    ]
    holder = await asking.choose(
        app, f"Whose sheet holds {possessive(name)} skills and stress?", holders
    )
    if holder is None:
        return
    app.run_intent(
        big_bad.add_threat_part,
        character.id,
        name,
        None if guards in (None, NONE) else guards,
        None if holder == NONE else holder,
    )


async def _push(app: FateApp, character: Character, minions: tuple[str, ...]) -> None:
    hit = await asking.text(app, f"The hit meant for {character.name} (shifts)", placeholder="3")
    if hit is None:
        return
    if not hit.strip().isdigit():
        app.notify(f"'{hit}' is not a number of shifts: write a whole number like 3")
        return
    minion = await asking.choose(app, "Which minion takes the hit?", [(m, m) for m in minions])
    if minion is not None:
        app.run_intent(big_bad.push_minion, character.id, int(hit), minion)
