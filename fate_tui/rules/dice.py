"""Fate dice, physical dice typed in by the GM, the d6 substitution and the Deck of Fate."""

from __future__ import annotations

import itertools
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING

from fate_tui.rules.errors import InvalidValue

if TYPE_CHECKING:
    from fate_tui.rules.ruleset import RuleSet

Faces = tuple[int, int, int, int]

_FACE_SYMBOLS = {"+": 1, "0": 0, "_": 0, "-": -1, "−": -1, "–": -1}
_SYMBOL_OF = {1: "+", 0: "0", -1: "-"}


def roll_dice(rng: random.Random) -> Faces:
    """Roll four Fate dice; each face is -1, 0 or +1 with equal chance."""
    return tuple(rng.choice((-1, 0, 1)) for _ in range(4))  # type: ignore[return-value]


def d6_to_fate(pip: int) -> int:
    """The d6 substitution every rule set agrees on: 1-2 is -, 3-4 is 0, 5-6 is +."""
    if not 1 <= pip <= 6:
        raise InvalidValue(f"a d6 shows 1 to 6, not {pip}")
    return -1 if pip <= 2 else (0 if pip <= 4 else 1)


def parse_dice(text: str) -> Faces:
    """Read the dice a player rolled at the table.

    Accepts four Fate faces ("+0-+", "++00", "+ 0 - +") or four d6 values ("3 5 1 6", "3516").
    """
    if not isinstance(text, str):
        raise InvalidValue(f"{text!r} is not dice: write four Fate faces like '+0-+'")
    cleaned = text.strip()
    compact = cleaned.replace(" ", "").replace(",", "")
    if len(compact) == 4 and all(ch in "123456" for ch in compact):
        return tuple(d6_to_fate(int(ch)) for ch in compact)  # type: ignore[return-value]
    faces = [ch for ch in cleaned.replace(",", "") if ch != " "]
    if len(faces) == 4 and all(ch in _FACE_SYMBOLS for ch in faces):
        return tuple(_FACE_SYMBOLS[ch] for ch in faces)  # type: ignore[return-value]
    raise InvalidValue(
        f"'{text}' is not four dice: write four Fate faces with + 0 - (like '+0-+') "
        "or four d6 values 1-6 (like '3516')"
    )


def parse_dice_of_sides(text: str, *, opposed: bool) -> tuple[Faces, Faces | None]:
    """Read the dice of an opposed roll typed in one go: four dice for the roller, then four
    for the opposition ("+0-+ -0+0", "3516 2245", "+0-+2245"); only four leave the
    opposition's to be rolled (None). Unopposed, only four."""
    if not isinstance(text, str):
        raise InvalidValue(f"{text!r} is not dice: write four Fate faces like '+0-+'")
    dice = [ch for ch in text if ch not in " ,"]
    wrong = sorted({ch for ch in dice if ch not in _FACE_SYMBOLS and ch not in "123456"})
    if wrong:
        raise InvalidValue(
            f"'{''.join(wrong)}' is not a die: write Fate faces with + 0 - or d6 values 1-6"
        )
    counts = (4, 8) if opposed else (4,)
    if len(dice) not in counts:
        wanted = "four dice, or eight with the opposition's" if opposed else "four dice"
        raise InvalidValue(f"{len(dice)} dice typed: write {wanted}")
    mine = parse_dice("".join(dice[:4]))
    theirs = parse_dice("".join(dice[4:])) if len(dice) == 8 else None
    return mine, theirs


def dice_symbols(faces: Faces) -> str:
    """'+0-+': the faces as a GM would write them."""
    return "".join(_SYMBOL_OF[face] for face in faces)


# Every arrangement of four faces appears once: 3**4 = 81 cards.
_ALL_CARDS: tuple[Faces, ...] = tuple(itertools.product((-1, 0, 1), repeat=4))  # type: ignore[arg-type]


@dataclass(frozen=True)
class DeckOfFate:
    """A Deck of Fate: 81 cards, one per arrangement of four dice, drawn without replacement.

    `remaining` holds the cards still in the deck, in draw order. An empty deck is reshuffled
    on the next draw, as at the table.
    """

    remaining: tuple[Faces, ...] = ()

    @classmethod
    def shuffled(cls, rng: random.Random) -> DeckOfFate:
        cards = list(_ALL_CARDS)
        rng.shuffle(cards)
        return cls(tuple(cards))

    def draw(self, rng: random.Random) -> tuple[Faces, DeckOfFate]:
        """The top card and the deck without it (reshuffling first if the deck is empty)."""
        deck = self if self.remaining else DeckOfFate.shuffled(rng)
        return deck.remaining[0], DeckOfFate(deck.remaining[1:])

    @property
    def size(self) -> int:
        return len(self.remaining)


DECK_SIZE = len(_ALL_CARDS)


def parse_card(text: object) -> Faces:
    """A card of the Deck of Fate written as the four dice it stands for ("+0-0"): the deck
    copies the spread of Fate Dice (fate-accelerated.txt L70), so only + 0 - are read, never
    d6 values."""
    if isinstance(text, str):
        faces = text.replace(" ", "")
        if len(faces) == 4 and all(ch in _FACE_SYMBOLS for ch in faces):
            return tuple(_FACE_SYMBOLS[ch] for ch in faces)  # type: ignore[return-value]
    shown = f"'{text}'" if isinstance(text, str) else repr(text)
    raise InvalidValue(
        f"{shown} is not a card: a card is four dice written with + 0 - (like '+0-0')"
    )


def pile_problem(cards: tuple[Faces, ...]) -> tuple[int, str] | None:
    """The first card a draw pile cannot hold, and why: the deck copies the spread of Fate
    Dice with each of the 81 arrangements of four dice once (`DeckOfFate`), so a card met
    twice is the mistake."""
    seen: set[Faces] = set()
    for index, card in enumerate(cards):
        if card in seen:
            return (
                index,
                f"'{dice_symbols(card)}' is in the pile twice; the deck holds each card once",
            )
        seen.add(card)
    return None


def table_dice(rules: RuleSet, rng: random.Random, deck: DeckOfFate) -> tuple[Faces, DeckOfFate]:
    """One roll of the table's dice under the campaign's optional rules: a card of the Deck of
    Fate (`deck_of_fate`), four six-sided dice read as Fate dice (`d6_dice`), or four Fate
    dice. Returns the faces and the deck after the draw."""
    if rules.uses("deck_of_fate"):
        return deck.draw(rng)
    if rules.uses("d6_dice"):
        return tuple(d6_to_fate(rng.randint(1, 6)) for _ in range(4)), deck  # type: ignore[return-value]
    return roll_dice(rng), deck
