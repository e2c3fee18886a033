"""Characters: PCs, major and minor NPCs, and mook groups, as immutable values."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING

from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.ruleset import Severity

if TYPE_CHECKING:  # big_bad.py and sotc_minions.py build on Character
    from fate_tui.rules.big_bad import BigBadOptions
    from fate_tui.rules.sotc_gadgets import Gadget
    from fate_tui.rules.sotc_minions import Companion
    from fate_tui.rules.sotc_phases import PhaseRecord


class CharacterKind(StrEnum):
    PC = "pc"
    MAJOR_NPC = "major"
    MINOR_NPC = "minor"
    MOOK_GROUP = "mooks"

    @property
    def is_npc(self) -> bool:
        return self is not CharacterKind.PC

    @property
    def is_nameless(self) -> bool:
        """Minor NPCs and mook groups: no consequences, and stress only if the GM writes it."""
        return self in (CharacterKind.MINOR_NPC, CharacterKind.MOOK_GROUP)


@dataclass(frozen=True)
class Stunt:
    """A stunt on a character's sheet: its name and text, the refresh it costs and the fate
    points each use costs, and the bonus it gives on the rolls it fits."""

    name: str
    text: str = ""
    refresh_cost: int | None = None
    """None: the rule set's usual cost once the free stunts are used up."""
    fate_point_cost: int = 0
    """Rare strong stunts cost a fate point each time they are used."""
    bonus: int = 0
    """A '+2 when...' stunt's bonus, offered on rolls it fits."""
    skill: str | None = None
    action: str | None = None
    once_per_session: bool = False
    once_per_scene: bool = False
    """Usable once a scene (or, above, a session): `stunt_limits` counts the uses."""


@dataclass(frozen=True)
class Consequence:
    """A consequence a character carries: an aspect in one of their consequence slots."""

    slot: str
    """The slot it fills: 'mild', 'moderate', 'severe', 'extreme', or an extra slot's name."""
    severity: Severity
    aspect: str
    free_invokes: tuple[str | None, ...] = ()
    recovering: bool = False
    """Treatment succeeded (Core marks this with a star); the clock towards clearing runs."""
    recovery_elapsed: int = 0
    """Ends of its clearing period (scene, session, ...) passed since recovery began; the
    first one closes the period recovery began in, later ones are full periods."""
    clears_as: Severity | None = None
    """Recovers on the timing of this severity instead of its own (SotC back-to-back
    sessions step consequences down); None: its own severity."""
    taken_this_conflict: bool = False
    replaced_aspect: Aspect | None = None
    """An extreme consequence: the aspect it replaced (it may not be renamed back to it)."""

    def as_aspect(self, owner: str) -> Aspect:
        return Aspect(self.aspect, AspectKind.CONSEQUENCE, self.free_invokes, owner=owner)


@dataclass(frozen=True)
class ExtraSlot:
    """A consequence slot beyond the rule set's usual ones (from a stunt, or Superb Physique)."""

    name: str
    severity: Severity
    value: int
    track: str | None = None
    """Only for hits on this stress track (physical, mental), or None for any."""


@dataclass(frozen=True)
class Character:
    """A character's sheet (a PC, a major or minor NPC, or a group of mooks): aspects, skills,
    stunts, fate points and refresh, stress, consequences, and what the optional rules add."""

    id: str
    name: str
    kind: CharacterKind = CharacterKind.PC
    aspects: tuple[Aspect, ...] = ()
    skills: Mapping[str, int] = field(default_factory=dict)
    stunts: tuple[Stunt, ...] = ()
    fate_points: int = 0
    refresh: int | None = None
    """Set only when the GM overrides the derived refresh."""
    stress_marked: Mapping[str, frozenset[int]] = field(default_factory=dict)
    """Per track name, the indices of the marked boxes."""
    stress_boxes: Mapping[str, tuple[int, ...]] | None = None
    """Set only when the GM overrides the derived boxes (minor NPCs, custom tracks)."""
    consequences: tuple[Consequence, ...] = ()
    extra_slots: tuple[ExtraSlot, ...] = ()
    has_consequences: bool = True
    """Minor NPCs and mooks take no consequences."""
    conditions_marked: Mapping[str, int] = field(default_factory=dict)
    """With the conditions option: boxes marked per condition name."""
    group_size: int = 1
    """Mook groups: how many mooks are still standing."""
    player: str | None = None
    description: str = ""
    notes: str = ""
    saved_skill_points: int = 0
    refresh_bonus: int = 0
    """Refresh gained through advancement (breakthroughs, major milestones)."""
    conditions_recovering: Mapping[str, int] = field(default_factory=dict)
    """With the conditions option: conditions whose recovery began, with the ends of their
    clearing period passed since (as Consequence.recovery_elapsed)."""
    extreme_used: bool = False
    """An extreme consequence was taken since the last breakthrough (or major milestone)."""
    taken_out: bool = False
    conceded: bool = False
    cheated_death: bool = False
    """Spirit of the Century: taken out off camera with death cheated (Death Defiance, L978-980)
    and not back yet; they re-enter play in a later scene with their physical stress cleared
    and a single consequence (`sotc_stunt_rules.back_from_death`)."""
    scale: str | None = None
    """With the scale option (or big bads): the level this character acts on, None: the lowest."""
    companions: tuple[Companion, ...] = ()
    """Spirit of the Century: companions the character's stunts give (SOC L470-475); each
    is +1 in its kind of conflict and one more consequence, the companion taken out."""
    gadgets: tuple[Gadget, ...] = ()
    """Spirit of the Century: gadgets and artifacts the character's stunts give, as designed
    (SOC L170, L917-922, L997-1001, L1245-1253)."""
    big_bad: BigBadOptions | None = None
    """With the big_bad option: the ways to break the rules this NPC uses."""
    grit: int | None = None
    """Spirit of the Century: how many consequences this NPC takes in a conflict before
    offering a concession, usually 1 or 2 (L437); None: not listed."""
    draft_step: str | None = None
    """A PC still being made: the creation step its maker left off at (creation.py); None
    for a finished character."""
    draft_phases: PhaseRecord | None = None
    """A Spirit of the Century PC made in the five phases with its group: its seat, novel and
    guest-star parts (sotc_phases.py); None otherwise."""

    @property
    def out_of_scene(self) -> bool:
        """Taken out, or a mook group with nobody left standing: "removed from the scene"
        (Condensed L812), so no later conflict, contest or challenge in it counts them in."""
        return self.taken_out or (self.kind is CharacterKind.MOOK_GROUP and self.group_size < 1)

    @property
    def high_concept(self) -> Aspect | None:
        return next((a for a in self.aspects if a.role == "high concept"), None)

    @property
    def trouble(self) -> Aspect | None:
        return next((a for a in self.aspects if a.role == "trouble"), None)

    def aspect(self, name: str) -> Aspect | None:
        lowered = name.lower()
        return next((a for a in self.aspects if a.name.lower() == lowered), None)

    def consequence(self, slot: str) -> Consequence | None:
        return next((c for c in self.consequences if c.slot == slot), None)
