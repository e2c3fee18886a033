"""The exact chance of each outcome of a roll, as bars with percentages."""

from __future__ import annotations

from collections.abc import Sequence

from rich.text import Text
from textual.widget import Widget

from fate_tui.rules.ladder import signed
from fate_tui.rules.odds import Odds, OddsReport
from fate_tui.rules.outcomes import OUTCOME_ORDER

_LABELS = {"fail": "fail", "tie": "tie", "success": "success", "success_with_style": "style"}
_STYLE_CLASS = {
    "fail": "odds-bars--fail",
    "tie": "odds-bars--tie",
    "success": "odds-bars--success",
    "success_with_style": "odds-bars--style",
}


def percent(chance) -> str:
    return f"{float(chance) * 100:5.1f}%"


def report_notes(report: OddsReport, bonus: int) -> list[str]:
    """How invokes or a reroll would change the chance of at least a success."""
    parts = [
        f"{signed(bonus * n)}: {percent(o.at_least('success')).strip()}"
        for n, o in enumerate(report.with_invokes, 1)
    ]
    if report.with_reroll is not None:
        parts.append(f"reroll: {percent(report.with_reroll.at_least('success')).strip()}")
    return ["Success or better with " + " · ".join(parts)]


class OddsBars(Widget):
    """A bar per outcome (fail, tie, success, style), a title, and notes under the bars."""

    COMPONENT_CLASSES = {*_STYLE_CLASS.values(), "odds-bars--note", "odds-bars--title"}
    DEFAULT_CSS = """
    OddsBars { height: auto; }
    OddsBars > .odds-bars--fail { color: $error; }
    OddsBars > .odds-bars--tie { color: $warning; }
    OddsBars > .odds-bars--success { color: $success; }
    OddsBars > .odds-bars--style { color: $primary; }
    OddsBars > .odds-bars--note { color: $text-muted; }
    OddsBars > .odds-bars--title { text-style: bold; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._odds: Odds | None = None
        self._title = ""
        self._notes: tuple[str, ...] = ()

    def show(self, odds: Odds | None, title: str = "", notes: Sequence[str] = ()) -> None:
        self._odds, self._title, self._notes = odds, title, tuple(notes)
        self.refresh(layout=True)

    def render(self) -> Text:
        text = Text()
        if self._title:
            text.append(self._title, self.get_component_rich_style("odds-bars--title"))
        if self._odds is not None:
            width = max(8, self.size.width - 18)
            for outcome in OUTCOME_ORDER:
                chance = self._odds.chance(outcome)
                filled = round(float(chance) * width)
                style = self.get_component_rich_style(_STYLE_CLASS[outcome.value])
                text.append(f"\n{_LABELS[outcome.value]:<8} ")
                text.append("█" * filled, style)
                text.append(
                    "░" * (width - filled), self.get_component_rich_style("odds-bars--note")
                )
                text.append(f" {percent(chance)}")
        for note in self._notes:
            text.append(f"\n{note}", self.get_component_rich_style("odds-bars--note"))
        return text
