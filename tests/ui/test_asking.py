"""`asking.asks`: the one decorator of the actions that ask the GM something."""

from textual.app import App
from textual.widgets import Static

from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.confirm import Confirm


class Asks(App):
    def __init__(self) -> None:
        super().__init__()
        self.answers: list[bool] = []

    def compose(self):
        yield Static("the screen below")

    @asking.asks
    async def action_ask(self) -> None:
        self.answers.append(await asking.confirm(self, "Sure?"))


async def test_an_asking_action_started_twice_before_its_dialog_shows_asks_once():
    # Plain `@work` opened two dialogs, one over the other, and the GM answered twice.
    app = Asks()
    async with app.run_test() as pilot:
        app.action_ask()
        app.action_ask()
        await pilot.pause()
        assert [type(s) for s in app.screen_stack[1:]] == [Confirm]
        await pilot.press("y")
        await pilot.pause()
        assert len(app.screen_stack) == 1
        assert app.answers == [True]
