"""Stunts with what each costs in refresh, and the refresh they leave."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace

from textual.content import Content
from textual.widgets.option_list import Option

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, Stunt
from fate_tui.rules.derived import paid_stunts, refresh
from fate_tui.rules.skill_shape import Finding
from fate_tui.rules.stunt_limits import limit_of
from fate_tui.ui.text import KIND, MUTED, POINTS, SECRET, STRONG
from fate_tui.ui.widgets.sheet_section import SheetSection, finding_rows, hint_row


class SheetStunts(SheetSection):
    """One entry per stunt, id 'stunt:<index>', then the refresh they leave."""

    BORDER_TITLE = "Stunts"

    def rows(
        self, character: Character, state: CampaignState, findings: Sequence[Finding]
    ) -> Iterable[Option | None]:
        rules = state.ruleset
        for index, stunt in enumerate(character.stunts):
            if index:
                yield None  # a rule between stunts
            # What this stunt adds to the refresh spent, counted in the order they are written.
            before = replace(character, stunts=character.stunts[:index])
            after = replace(character, stunts=character.stunts[: index + 1])
            cost = paid_stunts(after, rules) - paid_stunts(before, rules)
            per = limit_of(stunt, rules)
            yield Option(stunt_entry(stunt, cost, per), id=f"stunt:{index}")
        if not character.stunts:
            yield hint_row("No stunts yet: press t to add one")
        if not character.kind.is_nameless:
            yield Option(refresh_line(character, state), disabled=True)
        yield from finding_rows(findings, "stunts", "refresh")


def stunt_entry(stunt: Stunt, cost: int, per: str | None = None) -> Content:
    """`per`: the stunt's once-a-scene or once-a-session limit, from the sheet or its
    catalogue text (`stunt_limits.limit_of`)."""
    details = []
    if stunt.bonus:
        details.append(f"+{stunt.bonus}" + (f" {stunt.skill}" if stunt.skill else ""))
    if stunt.action:
        details.append(stunt.action.replace("_", " "))
    if per:
        details.append(f"once per {per}")
    if stunt.fate_point_cost:
        details.append(f"{stunt.fate_point_cost} FP per use")
    return Content.assemble(
        (stunt.name, STRONG),
        ("  " + " · ".join(details), KIND) if details else "",
        (f"  {'free' if cost == 0 else f'-{cost} refresh'}", MUTED),
        "\n" + " ".join(stunt.text.split()) if stunt.text else "",
    )


def refresh_line(character: Character, state: CampaignState) -> Content:
    rules = state.ruleset
    paid = paid_stunts(character, rules)
    free = rules.fate_points.free_stunts
    parts: list[str | tuple[str, str]] = [
        ("Refresh ", STRONG),
        (str(refresh(character, rules)), f"bold {POINTS}"),
    ]
    if character.refresh is not None:
        derived = refresh(replace(character, refresh=None), rules)
        parts.append((f"  set by the GM (worked out: {derived})", SECRET))
    else:
        parts.append((f"  worked out: {free} stunts free, {paid} refresh spent", MUTED))
    return Content.assemble(*parts)
