"""The footer every screen shows: Textual's, with the Help key first, so a narrow terminal
never hides it (the command palette key stays docked on the right)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.reactive import Reactive
from textual.screen import Screen
from textual.widgets import Footer

FIRST_ACTIONS = ("help", "app.help")
"""Actions whose keys come first, in this order (a modal dialog binds "app.help")."""


class KeyFooter(Footer):
    _shown: tuple | None = None
    """What the keys composed last show: (key, description, action, enabled) each."""
    _rebuild_pending = False
    """A rebuild is scheduled: it shows the keys as they are when it runs."""

    def _keys_to_show(self) -> tuple:
        return tuple(
            (binding.key, binding.description, binding.action, enabled)
            for (_, binding, enabled, _tooltip) in self.screen.active_bindings.values()
            if binding.show
        )

    def bindings_changed(self, screen: Screen) -> None:
        # Textual tells the footer whenever focus moves, and the footer rebuilds every key,
        # restyling each: most moves on a screen leave the same keys, so a GM's key press
        # would pay for a footer that looks the same. Rebuild only when what it shows changes,
        # and once for changes that come before the rebuild runs (a new screen's first focus
        # comes right after its first bindings: Textual would build the keys twice).
        self._bindings_ready = True
        if not screen.app.app_focus or not self.is_attached or screen is not self.screen:
            return
        if self._rebuild_pending:
            return
        if self._shown is not None and self._keys_to_show() == self._shown:
            return
        self._rebuild_pending = True
        self.call_after_refresh(self._rebuild)

    async def _rebuild(self) -> None:
        self._rebuild_pending = False
        await self.recompose()

    def compose(self) -> ComposeResult:
        if self._bindings_ready:
            self._shown = self._keys_to_show()
        keys = list(super().compose())
        for key in keys:
            # A footer key starts compact and is then bound to the footer's own style: each
            # step restyles it, twice per key each time the footer is built. Starting it in
            # the footer's style costs nothing.
            compact = getattr(type(key), "compact", None)
            if isinstance(compact, Reactive):
                key.set_reactive(compact, self.compact)
                key.set_class(self.compact, "-compact", update=False)
        # Footer's keys are its own (private) widget class: matched by their action.
        first = [
            key
            for action in FIRST_ACTIONS
            for key in keys
            if getattr(key, "action", None) == action
        ]
        yield from first
        yield from (key for key in keys if key not in first)
