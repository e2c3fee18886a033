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
        yield from companion_rows(character, state)
        yield from gadget_rows(character, state)
        if (line := stunt_numbers(character, state)) is not None:
            yield Option(line, disabled=True)
        yield from finding_rows(findings, "stunts", "refresh", "companions", "gadgets")


def companion_rows(character: Character, state: CampaignState) -> Iterable[Option | None]:
    """A line per companion, id 'companion:<index>' (SotC L470-475), where the stunts give
    them or the sheet has them; a hint where the stunts give one and none is built yet."""
    if not character.companions and not _gives_companions(character, state):
        return
    from fate_tui.campaign.intents.companions import advances_left
    from fate_tui.rules.sotc_minions import companion_slot

    yield None
    for index, companion in enumerate(character.companions):
        advances = ", ".join(
            f"{a.kind.value}: {a.detail}" if a.detail else a.kind.value for a in companion.advances
        )
        gone = character.consequence(companion_slot(companion).name) is not None
        yield Option(
            Content.assemble(
                ("Companion ", MUTED),
                (companion.name, STRONG),
                (
                    f"  {companion.type.value}, {state.ruleset.ladder.label(companion.quality)}",
                    KIND,
                ),
                (f"  +1 in {' and '.join(companion.conflicts)} conflicts", MUTED),
                ("  (taken out)" if gone else "", SECRET),
                "\n" + advances if advances else "",
            ),
            id=f"companion:{index}",
        )
    left = advances_left(character, state.ruleset)
    if left > 0:
        yield hint_row(f"Companions: {left} advance{'s' * (left != 1)} left; press C")


def gadget_rows(character: Character, state: CampaignState) -> Iterable[Option | None]:
    """A line per gadget or artifact, id 'gadget:<index>', and a hint for the ones the
    stunts give that are not designed yet."""
    if not character.gadgets and not _gives(character, state, "gadget_allowances"):
        return
    from fate_tui.campaign.intents.gadgets import open_allowances

    yield None
    for index, gadget in enumerate(character.gadgets):
        picks = ", ".join(
            f"{p.kind.value}: {p.detail}" if p.detail else p.kind.value for p in gadget.improvements
        )
        yield Option(
            Content.assemble(
                ("Gadget ", MUTED),
                (gadget.name, STRONG),
                (f"  {gadget.kind.value}", KIND),
                (f"  shaped for session {gadget.session}" if gadget.session else "", MUTED),
                (f"  dark past: {gadget.dark_past}" if gadget.dark_past else "", SECRET),
                "\n" + picks if picks else "",
            ),
            id=f"gadget:{index}",
        )
    for allowance in open_allowances(character, state.ruleset):
        yield hint_row(f"{allowance.stunt}: a {allowance.what} to design; press g")


def stunt_numbers(character: Character, state: CampaignState) -> Content | None:
    """What Spirit of the Century's skills and stunts give the character beyond rolls, as the
    GM needs it at the table: languages (Academics, L519; Linguist, L714; every mainstream
    one, L717), a library always at
    hand (Walking Library, L719) and fortunes a session (L635, L1274)."""
    rules = state.ruleset
    if not rules.characters.stunt_catalogue or character.kind.is_nameless:
        return None
    from fate_tui.rules.stunt_effects import fortunes_per_session, languages_in_words, own_library

    parts = []
    if languages := languages_in_words(character, rules):
        parts.append(languages)
    library = own_library(character, rules, "Academics")
    if library is not None:
        parts.append(f"a library of {rules.ladder.label(library)} always at hand")
    if (fortunes := fortunes_per_session(character, rules)) > 1:
        parts.append(f"{fortunes} fortunes a session")
    if not parts:
        return None
    return Content.assemble(("Also ", MUTED), ("; ".join(parts), KIND))


def _gives(character: Character, state: CampaignState, allowances: str) -> bool:
    if not character.stunts or not state.ruleset.characters.stunt_catalogue:
        return False
    from fate_tui.rules import stunt_effects

    return bool(getattr(stunt_effects, allowances)(character, state.ruleset))


def _gives_companions(character: Character, state: CampaignState) -> bool:
    if not character.stunts or not state.ruleset.characters.stunt_catalogue:
        return False
    from fate_tui.rules.stunt_effects import companion_allowances

    return bool(companion_allowances(character, state.ruleset))


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
