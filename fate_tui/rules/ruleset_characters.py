"""The rule-set settings for building characters and growing them: aspect slots, skills and
their starting shape, and the model of advancement. Part of `RuleSet` (ruleset.py)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from fate_tui.rules.skill_catalogue import SkillEntry
from fate_tui.rules.stunt_catalogue import CatalogueStunt


class SkillShapeKind(StrEnum):
    PYRAMID = "pyramid"
    """Exactly `counts` skills at each rating (the default shape of most rule sets)."""
    COLUMN = "column"
    """No rating step may hold more skills than the step below it."""
    DIAMOND = "diamond"
    """Exactly `counts`, a shape that narrows at the bottom too."""
    CUSTOM = "custom"
    """Exactly `counts`, whatever they are."""
    APPROACHES = "approaches"
    """Every approach rated, with exactly `counts` at each rating."""


@dataclass(frozen=True)
class SkillShape:
    """The shape a new PC's skills must take (a pyramid, columns, a diamond, set counts, or
    rated approaches): how many skills at each rating, and the highest starting rating."""

    kind: SkillShapeKind = SkillShapeKind.PYRAMID
    counts: tuple[tuple[int, int], ...] = ((4, 1), (3, 2), (2, 3), (1, 4))
    """(rating, how many skills) pairs, highest first."""
    cap: int = 4
    """The highest rating a PC may start with."""


@dataclass(frozen=True)
class CharacterRules:
    """How the rule set builds a character: its aspect slots, its skills (or approaches) and the
    shape a PC's ratings take, and the skill and stunt catalogues where its text has them."""

    aspect_slots: tuple[str, ...] = ("high concept", "trouble", "relationship", "free", "free")
    skills: tuple[str, ...] = ()
    skill_aliases: tuple[tuple[str, str], ...] = ()
    """Other names a GM may write for a skill: (alias, skill)."""
    uses_approaches: bool = False
    shape: SkillShape = field(default_factory=SkillShape)
    default_rating: int = 0
    """The rating of a skill not on the sheet."""
    minor_npc_max_stress: int = 3
    catalogue: tuple[SkillEntry, ...] = ()
    """The skills with their trappings, where the rule set describes them (SotC)."""
    stunt_catalogue: Sequence[CatalogueStunt] = ()
    """The stunts the rule set's text lists, with prerequisites and effects (SotC)."""

    @property
    def skill_word(self) -> str:
        """What the rule set calls what a character rolls: 'approach' in Accelerated (FAE
        L195), 'skill' elsewhere."""
        return "approach" if self.uses_approaches else "skill"


class AdvancementModel(StrEnum):
    MILESTONES_AND_BREAKTHROUGHS = "milestones_and_breakthroughs"
    CORE_MILESTONES = "core_milestones"
    """Minor, significant and major milestones."""


class AdvanceKind(StrEnum):
    """The advances a character makes; `AdvancementRules.model` says which a rule set has."""

    MILESTONE = "milestone"
    """Condensed: the end of every session."""
    BREAKTHROUGH = "breakthrough"
    """Condensed: the end of an arc."""
    MINOR = "minor milestone"
    SIGNIFICANT = "significant milestone"
    MAJOR = "major milestone"


@dataclass(frozen=True)
class AdvancementRules:
    """How characters advance: milestones and breakthroughs, or minor, significant and major
    milestones; whether the column rule holds; sessions in an arc; and any cap on skill ratings."""

    model: AdvancementModel = AdvancementModel.MILESTONES_AND_BREAKTHROUGHS
    column_rule: bool = True
    sessions_per_arc: int = 4
    skill_cap: int | None = None
    """The highest rating advancement may reach (None: no cap); a major milestone may go one
    step beyond it."""
