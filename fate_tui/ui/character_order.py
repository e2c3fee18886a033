"""The one order characters come in, in every list and picker: the scene's cast first, then
the other PCs, then everyone else; PCs before NPCs and alphabetical within each group. A GM
finds a name where they found it last time."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.derived import stress_tracks
from fate_tui.rules.ruleset import RuleSet
from fate_tui.ui.dialogs.choose import Choice

KIND_LABEL = {
    CharacterKind.PC: "PC",
    CharacterKind.MAJOR_NPC: "major NPC",
    CharacterKind.MINOR_NPC: "minor NPC",
    CharacterKind.MOOK_GROUP: "mooks",
}
"""Kinds in the words the campaign files use (kind = "major", "minor", "mooks")."""


def kind_label(kind: CharacterKind, ruleset: RuleSet) -> str:
    """A kind as the GM reads it: a group of nameless NPCs in the rule set's own word
    ("minions" in Spirit of the Century), the others as the campaign files write them."""
    return ruleset.wording.group if kind is CharacterKind.MOOK_GROUP else KIND_LABEL[kind]


def order_key(character: Character, cast: Iterable[str]) -> tuple[int, bool, str]:
    group = 0 if character.id in cast else 1 if not character.kind.is_npc else 2
    return group, character.kind.is_npc, character.name.casefold()


def ordered(
    state: CampaignState, among: Iterable[str] | None = None, leave_out: Iterable[str] = ()
) -> list[Character]:
    """`among` (default: everyone) in the one order, without `leave_out`."""
    scene = state.current_scene
    cast = frozenset(scene.cast) if scene is not None else frozenset()
    skip = set(leave_out)
    ids = state.characters if among is None else among
    people = [state.characters[c] for c in ids if c in state.characters and c not in skip]
    return sorted(people, key=lambda c: order_key(c, cast))


def foes_first(state: CampaignState, actor: str, ids: Sequence[str]) -> tuple[list[str], list[str]]:
    """`ids` (in the one order) as an attack's target pickers list them: in the scene's
    running conflict, the foes of `actor` still fighting first, side by side; then everyone
    else, in the order given."""
    # Imported here: the Table orders its cast with this module, and its first frame does
    # not wait for the conflicts' flow (tests/test_start_imports.py).
    from fate_tui.campaign.intents import conflicts

    foes = conflicts.opponents(state.current_scene, actor)
    first = sorted((c for c in ids if c in foes), key=foes.index)
    return first, [c for c in ids if c not in foes]


def details(character: Character, state: CampaignState) -> str:
    """What a picker shows under the highlighted character."""
    scene = state.current_scene
    where = ""
    if scene is not None and character.id in scene.cast:
        zone = scene.positions.get(character.id)
        where = f" · in the scene{f' ({zone})' if zone else ''}"
    kind = kind_label(character.kind, state.ruleset)
    lines = [f"{kind}{where} · fate points {character.fate_points}"]
    if character.high_concept is not None:
        lines.append(character.high_concept.name)
    if character.skills:
        top = sorted(character.skills.items(), key=lambda item: -item[1])[:3]
        lines.append("  ".join(f"{name} {rating:+d}" for name, rating in top))
    tracks = stress_tracks(character, state.ruleset)
    marked = [f"{t.name} {len(t.marked)}/{len(t.boxes)} marked" for t in tracks if t.marked]
    if marked or character.taken_out:
        lines.append(("TAKEN OUT · " if character.taken_out else "") + " ".join(marked))
    return "\n".join(lines)


def character_choices(
    state: CampaignState, leave_out: Iterable[str] = (), suffix: str = ""
) -> list[Choice]:
    """Every character as a picker's choices, in the one order, with their details."""
    scene = state.current_scene
    cast = frozenset(scene.cast) if scene is not None else frozenset()
    choices = []
    for who in ordered(state, leave_out=leave_out):
        here = ", in the scene" if who.id in cast else ""
        label = f"{who.name}  ({kind_label(who.kind, state.ruleset)}{here}){suffix}"
        choices.append(Choice(who.id, label, details(who, state)))
    return choices
