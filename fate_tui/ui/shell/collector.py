"""Python's cyclic garbage collector, paused while the app starts.

Starting the app builds a few hundred thousand objects (Textual's modules and fate-tui's, the
campaign, the first screens), almost none of them garbage, and the collector walks them again
and again while they are made: on the bundled campaign about an eighth of the CPU time from
the command to the drawn Table. So the command line pauses it before the app is built, and the
app turns it back on once the first screen the GM works in (the Table, or the campaign picker)
is drawn. What start-up built is then frozen (`gc.freeze`): it lives as long as the app, so
later collections need not walk it again; objects made from then on are collected as usual.
"""

from __future__ import annotations

import gc


def pause() -> None:
    """No cyclic collection until `resume` (the command line calls this before the app)."""
    gc.disable()


def resume() -> None:
    """Collect again, leaving out what start-up built. Does nothing when the collector was
    never paused (tests, other programs running the app), so their objects are never frozen."""
    if gc.isenabled():
        return
    gc.freeze()
    gc.enable()
