"""A GM override from the sheet: any change an advance could make (skills, stunts, aspects,
the high concept, a point of refresh), made outside a milestone with no advance's limits and
flagged as a GM override in the log. Run `override` from a `@work` action."""

from __future__ import annotations

from textual.screen import Screen

from fate_tui.campaign.intents import advancement
from fate_tui.rules.character import Character
from fate_tui.ui.characters.advance_picks import ask_change, edit_options
from fate_tui.ui.dialogs import asking
from fate_tui.ui.shell.gm_app import gm_app

REFRESH_UP, REFRESH_DOWN = "refresh_up", "refresh_down"


def override_options(rules) -> list[tuple[str, str]]:
    return [
        *edit_options(rules),
        ("raise", "Raise a skill one step"),
        ("high_concept", "Rewrite the high concept"),
        (REFRESH_UP, "One more point of refresh"),
        (REFRESH_DOWN, "One point of refresh less"),
    ]


async def override(screen: Screen, character: Character) -> None:
    app = gm_app(screen)
    rules = app.loaded_controller.state.ruleset
    title = f"GM override for {character.name} (logged as such): which change?"
    kind = await asking.choose(app, title, override_options(rules))
    if kind is None:
        return
    change: advancement.Override | None
    if kind in (REFRESH_UP, REFRESH_DOWN):
        change = advancement.RefreshStep(1 if kind == REFRESH_UP else -1)
    else:
        change = await ask_change(app, kind, character, rules)
    if change is not None:
        app.run_intent(advancement.override, character.id, change)
