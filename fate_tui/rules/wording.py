"""A few English words every message shares: counts ("1 fate point", "2 scenes"), choices
("Fight, Shoot or Provoke"), possessives ("Maren's", "Salt-Wardens'") and names inside a
sentence ("the PCs"), so no message reads "1 fate points" or "Who rolls for The PCs?"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from fate_tui.rules.action_effects import Action

if TYPE_CHECKING:  # counts and possessives are needed before any character is built
    from fate_tui.rules.character import Character


ACTION_WORDS = {
    Action.OVERCOME: "overcome",
    Action.CREATE_ADVANTAGE: "create an advantage",
    Action.ATTACK: "attack",
    Action.DEFEND: "defend",
}
"""The four actions as the rules texts name them in a sentence ("rolls to create an
advantage"); a rule set's own word for an advantage is `RuleSet.wording.advantage`."""


def counted(count: int, noun: str, plural: str | None = None) -> str:
    """'1 fate point', '3 fate points', '0 scenes'."""
    many = plural if plural is not None else f"{noun}s"
    return f"{count} {noun if count == 1 else many}"


def either(options: Sequence[str]) -> str:
    """'a', 'a or b', 'a, b or c': a choice in a sentence; '' for none."""
    if len(options) <= 1:
        return "".join(options)
    return ", ".join(options[:-1]) + " or " + options[-1]


def possessive(name: str) -> str:
    """'Maren's'; a name ending in s takes the apostrophe alone: 'Salt-Wardens''."""
    return f"{name}'" if name.endswith(("s", "S")) else f"{name}'s"


_LEADING = ("The", "A", "An", "Their")
"""Words a name may open with that are written lower-case inside a sentence."""


def mid_sentence(name: str) -> str:
    """A name as it reads inside a sentence: 'The PCs' becomes 'the PCs' ("Who rolls for the
    PCs?"), 'Their opponents' 'their opponents'; any other name stays as written."""
    first, space, rest = name.partition(" ")
    return f"{first.lower()}{space}{rest}" if space and first in _LEADING else name


_IRREGULAR = {
    "is": "are",
    "has": "have",
    "does": "do",
    "goes": "go",
    "was": "were",
    "aches": "ache",
}

_SIBILANT_ES = ("ches", "shes", "sses", "xes", "zzes")
"""Endings whose -es is added to the stem ('attaches', 'pushes', 'passes', 'fixes'): the plural
drops the -es, not just the s ('attach', not 'attache')."""


def reads_plural(character: Character | None) -> bool:
    """Whether a character's name takes a plural verb: a mook group of more than one member
    ("the Divers attack"); a lone mook left standing, and everyone else, reads singular."""
    if character is None:
        return False
    from fate_tui.rules.character import CharacterKind

    return character.kind is CharacterKind.MOOK_GROUP and character.group_size > 1


def verb(character: Character | None, singular: str) -> str:
    """`singular` ('acts', 'takes', 'attaches', 'is') agreeing with `character`: 'act',
    'take', 'attach', 'are' for a group of several mooks (`reads_plural`)."""
    if not reads_plural(character):
        return singular
    return plural_verb(singular)


def plural_verb(singular: str) -> str:
    """The plural of a verb written in the singular: 'acts' 'act', 'moves' 'move', 'attaches'
    'attach', 'passes' 'pass', 'carries' 'carry', 'goes' 'go', 'has' 'have', 'is' 'are'."""
    if singular in _IRREGULAR:
        return _IRREGULAR[singular]
    if singular.endswith(_SIBILANT_ES):
        return singular[:-2]
    if singular.endswith("ies") and len(singular) > 4:
        return f"{singular[:-3]}y"
    return singular[:-1] if singular.endswith("s") else singular
