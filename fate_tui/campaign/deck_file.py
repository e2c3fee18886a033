"""The Deck of Fate's draw pile kept in the campaign (deck.toml), so a card drawn stays drawn
when fate-tui starts again, until the deck is used up and reshuffled.

A draw is not a step of the story: the pile is saved at once, never undone and never logged
(`CampaignStore.keep`); undoing a roll does not put its card back, as at the table. The GM may
edit the file: each card is checked, and a pile that does not read is reported with its file,
key and line, and never overwritten (the draw then comes from a deck shuffled in memory).
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fate_tui.campaign.files import SaveRefused, read_toml
from fate_tui.campaign.problems import CampaignFileError, Problem, line_text, locate_key
from fate_tui.campaign.state import DECK_FILE
from fate_tui.rules.dice import (
    DeckOfFate,
    Faces,
    dice_symbols,
    parse_card,
    pile_problem,
    table_dice,
)
from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.ruleset import RuleSet

if TYPE_CHECKING:  # the store draws through the controller, which holds it
    from fate_tui.campaign.store import CampaignStore

HEADER = (
    "# The Deck of Fate's draw pile, kept by fate-tui (the deck_of_fate option): the cards not\n"
    "# drawn yet, the next card first, each written as the four dice it stands for (+ 0 -).\n"
    "# fate-tui rewrites this file at every draw. Delete it, or empty the list, to shuffle a\n"
    "# whole deck at the next draw.\n"
)
_PER_LINE = 9


@dataclass(frozen=True)
class Pile:
    """The pile as read: the deck, and the file's exact bytes (None: no file yet)."""

    deck: DeckOfFate
    raw: bytes | None


def read_pile(root: os.PathLike[str] | str) -> Pile:
    """The draw pile in deck.toml; no file is an empty pile (shuffled at the next draw).
    CampaignFileError names the file, the key and the line of a card that is not one."""
    path = os.path.join(root, DECK_FILE)
    if not os.path.lexists(path):
        return Pile(DeckOfFate(), None)
    read = read_toml(path, DECK_FILE)
    problems: list[Problem] = []
    for key in read.data:
        if key != "cards":
            problems.append(_problem(read.text, key, f"unknown key '{key}'; deck.toml holds cards"))
    listed = read.data.get("cards", [])
    if not isinstance(listed, list):
        problems.append(_problem(read.text, "cards", 'expected a list of cards ["+0-0", ...]'))
        listed = []
    cards: list[Faces] = []
    for index, text in enumerate(listed):
        try:
            cards.append(parse_card(text))
        except InvalidValue as error:
            problems.append(_problem(read.text, f"cards[{index}]", str(error)))
    if not problems and (twice := pile_problem(tuple(cards))) is not None:
        index, message = twice
        problems.append(_problem(read.text, f"cards[{index}]", message))
    if problems:
        raise CampaignFileError(problems)
    return Pile(DeckOfFate(tuple(cards)), read.text.encode("utf-8"))


def pile_text(deck: DeckOfFate) -> str:
    """deck.toml as fate-tui writes it."""
    cards = [f'"{dice_symbols(card)}"' for card in deck.remaining]
    if not cards:
        return HEADER + "cards = []\n"
    rows = [", ".join(cards[i : i + _PER_LINE]) for i in range(0, len(cards), _PER_LINE)]
    return HEADER + "cards = [\n" + "".join(f"  {row},\n" for row in rows) + "]\n"


def draw(
    store: CampaignStore, rules: RuleSet, rng: random.Random, fallback: DeckOfFate
) -> DrawResult:
    """One roll of the table's dice; with the Deck of Fate on, its card comes from the pile in
    deck.toml and the pile without it is saved (not undone). `fallback` is the pile in memory,
    drawn from when deck.toml does not read or cannot be written."""
    if not rules.uses("deck_of_fate"):
        faces, _ = table_dice(rules, rng, fallback)
        return DrawResult(faces, fallback)
    try:
        pile = read_pile(store.root)
    except CampaignFileError as error:
        faces, deck = table_dice(rules, rng, fallback)
        return DrawResult(faces, deck, warning=_not_kept(error))
    faces, deck = table_dice(rules, rng, pile.deck)
    try:
        store.keep(DECK_FILE, pile.raw, pile_text(deck).encode("utf-8"))
    except SaveRefused as error:
        return DrawResult(faces, deck, warning=f"The Deck of Fate's pile was not saved: {error}")
    return DrawResult(faces, deck)


@dataclass(frozen=True)
class DrawResult:
    """One draw: the faces, the pile after it, and what the GM should hear (a pile that did
    not read or was not saved)."""

    faces: Faces
    deck: DeckOfFate
    """The pile after the draw, kept in memory as the fallback for the next."""
    warning: str | None = None


def problems(root: os.PathLike[str] | str) -> list[Problem]:
    """What is wrong with deck.toml, for `check` and the opening's report."""
    try:
        read_pile(root)
    except CampaignFileError as error:
        return list(error.problems)
    return []


def _not_kept(error: CampaignFileError) -> str:
    first = error.problems[0].format().splitlines()[0]
    return f"The Deck of Fate's pile did not read, so this card came from a fresh shuffle: {first}"


def _problem(text: str, key_path: str, message: str) -> Problem:
    where = locate_key(text, key_path)
    line, column = where if where else (None, None)
    source = line_text(text, line) if line else None
    return Problem("error", DECK_FILE, line, column, key_path, message, source)
