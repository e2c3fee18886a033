"""Screens styled once as they first come into view, not twice."""

from __future__ import annotations

from textual import events


class StyledOnce:
    """Mixed into a screen, before its Textual base (`class Choose(StyledOnce, ModalScreen)`);
    a mixin rather than a Screen, so that no class comes between a screen and the Textual
    screen whose default CSS it takes (a ModalScreen's see-through background).

    Textual restyles a screen each time it comes into view, in case the app's classes or theme
    changed while it was hidden. The first time, its widgets were styled a moment before, as
    they were mounted: styling them all again cost the Table's first frame about 3 ms, and
    each dialog a second pass over its widgets as it opened. Later returns (a dialog closed
    over the screen) are restyled as Textual does. (Textual calls this handler as well
    as a screen's `on_screen_resume`, and before `Screen`'s own.)"""

    _resumed = False

    def _on_screen_resume(self, event: events.ScreenResume) -> None:
        if not self._resumed:
            self._resumed = True
            event.refresh_styles = False
