"""A big bad's ways to break the rules, from its NPC's sheet (the `big_bad` option): choose
which it uses, settle its immunity, push a minion into a hit. Every change runs one intent of
`fate_tui.campaign.intents.big_bad`. Run `edit_big_bad` from a `@work` action."""

from __future__ import annotations

from textual.screen import Screen

from fate_tui.campaign.intents import big_bad
from fate_tui.rules.big_bad import ImmunityKind, ImmunityState, SuppressMode
from fate_tui.rules.character import Character
from fate_tui.ui.dialogs import asking


def _menu(options) -> list[tuple[str, str]]:
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
    rows += [
        ("solo", "Solo bonus: " + ("on, switch off" if options.solo else "off, switch on")),
        (
            "amplified",
            "Amplified invokes: "
            + ("on, switch off" if options.amplified_invokes else "off, switch on"),
        ),
        ("suppress", "Invokes against it: +1 only, a reroll only, or as usual"),
    ]
    return rows


async def edit_big_bad(screen: Screen, character: Character) -> None:
    app = screen.app
    options = character.big_bad or big_bad.BigBadOptions()
    title = f"{character.name} as a big bad: which way to break the rules?"
    picked = await asking.choose(app, title, _menu(options))
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


async def _push(app, character: Character, minions: tuple[str, ...]) -> None:
    hit = await asking.text(app, f"The hit meant for {character.name} (shifts)", placeholder="3")
    if hit is None:
        return
    if not hit.strip().isdigit():
        app.notify(f"'{hit}' is not a number of shifts: write a whole number like 3")
        return
    minion = await asking.choose(app, "Which minion takes the hit?", [(m, m) for m in minions])
    if minion is not None:
        app.run_intent(big_bad.push_minion, character.id, int(hit), minion)
