"""The changes an advance may make to a character sheet, and what each kind of advance allows.

`advancement.apply_advance` checks a list of these against the kind's `Grant`.
"""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.rules.character import Stunt
from fate_tui.rules.ruleset import AdvanceKind, Severity


# The lateral changes of the milestone list: an advance allows one of them.
@dataclass(frozen=True)
class SwapSkills:
    """Switch the ratings of two skills (or approaches)."""

    first: str
    second: str


@dataclass(frozen=True)
class ReplaceSkill:
    """Replace an Average (+1) skill with one not on the sheet."""

    old: str
    new: str


@dataclass(frozen=True)
class RewriteStunt:
    """Rewrite one stunt: the stunt called `old` becomes `new`."""

    old: str
    new: Stunt


@dataclass(frozen=True)
class BuyStunt:
    """A new stunt, paid with refresh once the free stunts are used up."""

    stunt: Stunt


@dataclass(frozen=True)
class RewriteAspect:
    """Rewrite any aspect except the high concept."""

    old: str
    new: str


# The growth the bigger advances add.
@dataclass(frozen=True)
class RewriteHighConcept:
    """Rewrite the character's high concept, if the player cares to."""

    new: str


@dataclass(frozen=True)
class StartRecovery:
    """Begin the recovery of a consequence without a roll, renaming it."""

    slot: str
    new_name: str | None = None


@dataclass(frozen=True)
class ClearConsequence:
    """Clear a consequence that was already recovering (Condensed breakthrough)."""

    slot: str


@dataclass(frozen=True)
class RaiseSkill:
    """Spend one skill point: one step up for a skill, even from Mediocre (+0) to Average."""

    skill: str


@dataclass(frozen=True)
class RenameExtreme:
    """Rename the extreme consequence, which stays on the sheet as an aspect."""

    new_name: str


Change = (
    SwapSkills
    | ReplaceSkill
    | RewriteStunt
    | BuyStunt
    | RewriteAspect
    | RewriteHighConcept
    | StartRecovery
    | ClearConsequence
    | RaiseSkill
    | RenameExtreme
)
LATERAL = (SwapSkills, ReplaceSkill, RewriteStunt, BuyStunt, RewriteAspect)


@dataclass(frozen=True)
class Grant:
    """What one kind of advance allows."""

    skill_points: int = 0
    refresh: int = 0
    high_concept: bool = False
    start_recovery: frozenset[Severity] = frozenset()
    clear_recovering: frozenset[Severity] = frozenset()
    beyond_cap: bool = False
    power_ups: bool = False


_SERIOUS = frozenset({Severity.MODERATE, Severity.SEVERE})
GRANTS = {
    # Condensed, seed L890-918.
    AdvanceKind.MILESTONE: Grant(),
    AdvanceKind.BREAKTHROUGH: Grant(
        skill_points=1,
        high_concept=True,
        start_recovery=_SERIOUS,
        clear_recovering=_SERIOUS,
        power_ups=True,
    ),
    # Published Fate Core: each includes the ones below it.
    AdvanceKind.MINOR: Grant(start_recovery=frozenset({Severity.MODERATE})),
    AdvanceKind.SIGNIFICANT: Grant(skill_points=1, start_recovery=_SERIOUS),
    AdvanceKind.MAJOR: Grant(
        skill_points=1, refresh=1, high_concept=True, start_recovery=_SERIOUS, beyond_cap=True
    ),
}
