"""The exact chance of each outcome of a roll, as bars with percentages."""

from __future__ import annotations

from collections.abc import Sequence

from textual.content import Content
from textual.widget import Widget

from fate_tui.rules.ladder import signed
from fate_tui.rules.odds import Odds, OddsReport
from fate_tui.rules.outcomes import OUTCOME_ORDER, Outcome, OutcomeModel

_LABELS = {"fail": "fail", "tie": "tie", "success": "success", "success_with_style": "style"}
# Spirit of the Century has no tie, and calls 3+ shifts a significant success.
_MEET_OR_BEAT_LABELS = {**_LABELS, "success_with_style": "signif."}
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
    OddsBars > .odds-bars--note { color: $foreground-muted; }
    OddsBars > .odds-bars--title { text-style: bold; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self._odds: Odds | None = None
        self._title = ""
        self._notes: tuple[str, ...] = ()
        self._model = OutcomeModel.FOUR_OUTCOMES

    def show(
        self,
        odds: Odds | None,
        title: str = "",
        notes: Sequence[str] = (),
        model: OutcomeModel = OutcomeModel.FOUR_OUTCOMES,
    ) -> None:
        self._odds, self._title, self._notes, self._model = odds, title, tuple(notes), model
        self.refresh(layout=True)

    def render(self) -> Content:
        # Styles starting with "." are this widget's component classes (styled above).
        parts: list[str | tuple[str, str]] = []
        if self._title:
            parts.append((self._title, ".odds-bars--title"))
        if self._odds is not None:
            width = max(8, self.size.width - 18)
            meet_or_beat = self._model is OutcomeModel.MEET_OR_BEAT
            labels = _MEET_OR_BEAT_LABELS if meet_or_beat else _LABELS
            for outcome in OUTCOME_ORDER:
                if meet_or_beat and outcome is Outcome.TIE:
                    continue
                chance = self._odds.chance(outcome)
                filled = round(float(chance) * width)
                parts += [
                    f"\n{labels[outcome.value]:<8} ",
                    ("█" * filled, f".{_STYLE_CLASS[outcome.value]}"),
                    ("░" * (width - filled), ".odds-bars--note"),
                    f" {percent(chance)}",
                ]
        parts += [(f"\n{note}", ".odds-bars--note") for note in self._notes]
        return Content.assemble(*parts)
