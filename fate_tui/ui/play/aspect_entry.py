"""How a GM types a new aspect anywhere in fate-tui ("On Fire" or "On Fire, 2": two free
invokes), and how removing one is asked first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.ui.dialogs import asking

if TYPE_CHECKING:
    from textual.app import App

ASPECT_PLACEHOLDER = "On Fire, 2"
"""Shown in every new-aspect prompt: a name, and optionally a comma and free invokes."""


def parse_counted(text: str) -> tuple[str, int | None]:
    """ "On Fire, 2" -> ("On Fire", 2); without a trailing number the count is None."""
    name, comma, tail = text.rpartition(",")
    if comma and tail.strip().isdigit():
        return name.strip(), int(tail)
    return text.strip(), None


async def removal_confirmed(app: App, name: str) -> bool:
    """Ask before an aspect goes: one key (Delete) would otherwise lose its name and its free
    invokes. y or Enter removes it; u undoes it afterwards too."""
    question = f"Remove the aspect '{name}'? (u undoes it)"
    return await asking.confirm(app, question, yes="Remove", no="Keep")
