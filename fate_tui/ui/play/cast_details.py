"""A cast row in full: what the Table's narrow columns cut (long consequences, every stress
box), shown on Enter."""

from __future__ import annotations

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character
from fate_tui.rules.derived import consequence_slots, stress_tracks
from fate_tui.rules.wording import counted


def details(character: Character, state: CampaignState) -> list[str]:
    """The lines the GM reads: standing, fate points, stress, consequences, aspects."""
    rules = state.ruleset
    lines: list[str] = []
    if character.taken_out:
        lines.append("TAKEN OUT of the scene")
    if character.cheated_death:
        lines.append("Cheated death off camera: back in a later scene")
    scene = state.current_scene
    zone = scene.positions.get(character.id) if scene else None
    if zone:
        lines.append(f"In {zone}")
    if not character.kind.is_npc or character.fate_points:
        lines.append(counted(character.fate_points, "fate point"))
    for track in stress_tracks(character, rules):
        marked = "".join("■" if track.is_marked(i) else "□" for i in range(len(track.boxes)))
        # A track named 'stress' (a minor NPC's, unified stress) is said once: "Stress □□□".
        name = track.name.title()
        named = name if track.name.lower().endswith("stress") else f"{name} stress"
        lines.append(f"{named} {marked} ({len(track.marked)} marked)")
    for slot in consequence_slots(character, rules):
        if slot.filled is None:
            lines.append(f"{slot.name.title()} consequence ({slot.value}): free")
        else:
            recovering = " (recovering)" if slot.filled.recovering else ""
            lines.append(f"{slot.name.title()} consequence: {slot.filled.aspect}{recovering}")
    for aspect in character.aspects:
        role = f"{aspect.role.replace('_', ' ').title()}: " if aspect.role else "Aspect: "
        lines.append(role + aspect.name)
    return lines
