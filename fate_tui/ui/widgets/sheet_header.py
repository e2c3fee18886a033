"""The top of the sheet: who this is, fate points and refresh."""

from __future__ import annotations

from dataclasses import replace

from textual.content import Content
from textual.widgets import Static

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.derived import refresh
from fate_tui.rules.ruleset import RuleSet
from fate_tui.ui.text import HARM, KIND, MUTED, POINTS, SECRET, STRONG, pips

KIND_LABELS = {
    CharacterKind.PC: "PC",
    CharacterKind.MAJOR_NPC: "Major NPC",
    CharacterKind.MINOR_NPC: "Minor NPC",
    CharacterKind.MOOK_GROUP: "Mook group",
}


def kind_labels(ruleset: RuleSet) -> dict[CharacterKind, str]:
    """The kinds as the sheet names them, a group in the rule set's word ("Minion group")."""
    return KIND_LABELS | {CharacterKind.MOOK_GROUP: ruleset.wording.group_title}


class SheetHeader(Static):
    def show(self, character: Character | None, state: CampaignState) -> None:
        self.update(
            header(character, state)
            if character
            else Content("No characters yet: press N to create one")
        )


def header(character: Character, state: CampaignState) -> Content:
    rules = state.ruleset
    parts: list[str | tuple[str, str]] = [
        (character.name, STRONG),
        (f"  {kind_labels(rules)[character.kind]}", f"bold {KIND}"),
    ]
    if character.kind is CharacterKind.MOOK_GROUP:
        parts.append(f" · {character.group_size} standing")
    if character.player:
        parts.append(f" · played by {character.player}")
    parts.append((f" · {rules.title}", MUTED))
    if character.scale and (rules.uses("scale") or rules.uses("big_bad")):
        parts.append(f" · {character.scale} scale")
    if character.grit is not None:
        parts.append(f" · grit {character.grit}")
    elif character.kind.is_npc and rules.name == "sotc":
        parts.append((" · no grit (T)", MUTED))
    if character.draft_step is not None:
        # Still being made: the palette's "Continue making" opens it at this step.
        parts.append((f"  DRAFT ({character.draft_step})", f"bold {POINTS}"))
    if character.taken_out:
        parts.append(("  TAKEN OUT", f"bold {HARM}"))
    elif character.conceded:
        parts.append(("  CONCEDED", f"bold {POINTS}"))
    if character.cheated_death:
        # Death Defiance (SotC L980): D brings them back in a later scene.
        parts.append(("  CHEATED DEATH: back in a later scene (D)", f"bold {HARM}"))
    parts.append("\nFate points ")
    if character.kind.is_nameless:
        parts.append((str(character.fate_points), f"bold {POINTS}"))
        return Content.assemble(*parts)
    current = refresh(character, rules)
    parts += [
        (pips(character.fate_points, current), POINTS),
        (f" {character.fate_points}", f"bold {POINTS}"),
        "   Refresh ",
        (str(current), STRONG),
    ]
    if character.refresh is not None:
        derived = refresh(replace(character, refresh=None), rules)
        parts.append((f" (set by the GM; worked out: {derived})", SECRET))
    else:
        parts.append((" (worked out)", MUTED))
    return Content.assemble(*parts)
