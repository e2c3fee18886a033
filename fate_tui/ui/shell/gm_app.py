"""The GM's app, typed: `gm_app(node)` is `node.app` as the `FateApp` it is.

Textual types `node.app` as a plain `App`, so the GM's own attributes (`controller`,
`name_of`, `run_intent`, `readable`, `roll_dice`, ...) would reach the type checker as
unknown. Every screen, dialog and widget of the GM's app asks for the app here instead.
The players' app is another class (`PlayersApp`) and does not use this.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

if TYPE_CHECKING:
    from textual.dom import DOMNode

    # `fate_tui.ui.app` imports the screens, which import this module: the class is named
    # for the type checker only.
    from fate_tui.ui.app import FateApp


def gm_app(node: DOMNode) -> FateApp:
    """The app `node` runs in, which in the GM's ui is always a `FateApp`."""
    return cast("FateApp", node.app)
