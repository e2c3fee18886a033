"""A rule set's skills described as data: what each skill is for and its trappings (its
standard uses, some with numbers or procedures). Spirit of the Century has one
(`sotc_skills.py`); the other rule sets describe no trappings.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Trapping:
    """A trapping: a standard use of a skill, the rule for using it in certain specific
    circumstances (spirit-of-the-century-srd.txt L493); some carry a number or a procedure."""

    name: str
    summary: str
    line: int
    """Where the rule is in the rule set's text."""
    rule: str | None = None
    """'module.name' in the rules core applying its numbers; None for a narrative trapping."""


@dataclass(frozen=True)
class SkillEntry:
    """One skill as the rule set's text describes it: what it is for, its trappings, and whether
    it is used to attack or to defend."""

    name: str
    summary: str
    line: int
    trappings: tuple[Trapping, ...]
    attacks: bool = False
    defends: bool = False


def trappings_of(catalogue: tuple[SkillEntry, ...], name: str) -> tuple[Trapping, ...]:
    """The trappings of skill `name`; empty when the catalogue does not describe it."""
    lowered = name.strip().lower()
    return next((e.trappings for e in catalogue if e.name.lower() == lowered), ())
