"""Skills (or approaches) on the ladder, grouped by rating, with the shape rule's findings."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

from rich.table import Table
from rich.text import Text
from textual.widgets.option_list import Option

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character
from fate_tui.rules.skill_shape import Finding, column_rule_kept
from fate_tui.ui.widgets.sheet_section import SheetSection, finding_rows, hint_row


class SheetSkills(SheetSection):
    """One line per rung that holds a skill, id 'rung:<rating>'."""

    BORDER_TITLE = "Skills"

    def rows(
        self, character: Character, state: CampaignState, findings: Sequence[Finding]
    ) -> Iterable[Option]:
        rules = state.ruleset
        approaches = rules.characters.uses_approaches
        self.border_title = "Approaches" if approaches else "Skills"
        # Minor NPCs and mooks may rate anything: no shape rule applies to them.
        shaped = not character.kind.is_nameless
        subtitle = rules.characters.shape.kind.value if shaped else ""
        kept = column_rule_kept(character.skills, rules) if shaped else None
        if kept is not None:
            # At a glance; the findings below say which step is out of line.
            subtitle += " · column rule " + ("kept" if kept else "broken")
        self.border_subtitle = subtitle
        by_rating: dict[int, list[str]] = defaultdict(list)
        for skill, value in character.skills.items():
            by_rating[value].append(skill)
        if approaches:
            # Every approach has a rating, Mediocre or not.
            rated = {rules.skill_name(s) or s for s in character.skills}
            for approach in rules.characters.skills:
                if approach not in rated:
                    by_rating[rules.characters.default_rating].append(approach)
        width = max((len(rules.ladder.label(v)) for v in by_rating), default=0) + 1
        for value in sorted(by_rating, reverse=True):
            grid = Table.grid(padding=(0, 1))
            grid.add_column(width=width, no_wrap=True)
            grid.add_column(ratio=1)
            label = Text(rules.ladder.label(value) + ":", style="bold")
            grid.add_row(label, Text(", ".join(sorted(by_rating[value]))))
            yield Option(grid, id=f"rung:{value}")
        if not by_rating:
            yield hint_row("No skills yet: press k to rate one")
        yield from finding_rows(findings, "skills")
