"""What characters are called, everywhere the GM reads about them: by name for the log and
the screens (`name_of`); in refusals from the rules, which name characters by id ("tamsin has
no fate points…": the rules only know ids); by the short name a table calls them by, on cards
short of room (`short_name`); as the holders of an aspect's free invokes (`holders`)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from typing import TYPE_CHECKING

from fate_tui.rules.aspects import Aspect
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.fate_points import GM
from fate_tui.rules.wording import possessive

if TYPE_CHECKING:
    from fate_tui.campaign.state import CampaignState


def name_of(state: CampaignState, who: str | None) -> str:
    """The name the GM reads for `who`: a character's name, "the GM" for the GM's pool, a
    hazard's own name on its turn, "nobody" for no one, and an unknown id as it is."""
    if who is None:
        return "nobody"
    if who == GM:
        return "the GM"
    found = state.characters.get(who)
    if found:
        return found.name
    from fate_tui.rules.obstacles import hazard_name  # a hazard's turn: rare, imported then

    return hazard_name(who) or who


def with_names(text: str, characters: Mapping[str, Character]) -> str:
    """`text` with every whole-word character id replaced by that character's name (and the
    GM's pool's holder id, "gm", by "the GM"). An id inside a longer word, id or file name
    ("characters/tamsin.toml") stays as it is; "salt-wardens's" becomes "Salt-Wardens'"."""
    names = {cid: c.name for cid, c in characters.items()}
    names.setdefault(GM, "the GM")
    ids = sorted((cid for cid in names if cid in text), key=len, reverse=True)
    if not ids:
        return text
    # Not part of a longer word or id, a path ("/tamsin") or a file name ("tamsin.toml").
    pattern = re.compile(
        r"(?<![\w./\\-])(" + "|".join(map(re.escape, ids)) + r")('s\b)?(?![\w-]|\.\w)"
    )

    def named(match: re.Match[str]) -> str:
        name = names[match.group(1)]
        if match.start() == 0 and name[0].islower():
            name = name[0].upper() + name[1:]  # "the GM has..." opens a sentence
        return possessive(name) if match.group(2) else name

    return pattern.sub(named, text)


class NamesById(Mapping[str, str]):
    """The characters' names by id, each looked up when asked for: a panel naming a few
    characters never walks them all (a campaign still opening decodes only those)."""

    def __init__(self, characters: Mapping[str, Character]) -> None:
        self._characters = characters

    def __getitem__(self, character_id: str) -> str:
        return self._characters[character_id].name

    def __iter__(self) -> Iterator[str]:
        return iter(self._characters)

    def __len__(self) -> int:
        return len(self._characters)


# Words before a name that say what someone is rather than who: honorifics, ranks, callings
# and the epithets of old-fashioned names ("Old Brannock"). Compared without a final dot.
_TITLE_WORDS = """
    abbess abbot admiral agent baron baroness bishop brother capt captain chief col colonel
    commander commodore constable count countess dame detective director doc doctor don dona
    dr duchess duke father frau friar general governor herr inspector judge king lady lord
    lieutenant lt madam madame mademoiselle major master miss mister mistress monsieur mother
    mr mrs ms mx officer old postmaster postmistress prince princess prior prioress prof
    professor queen rev reverend sergeant sgt sir sister steward young
"""
TITLES = frozenset(_TITLE_WORDS.split())
_ARTICLES = frozenset({"the", "a", "an"})
_NICKNAME = re.compile(r"[\"“‘]([^\"”’]+)[\"”’]")


def _plain(word: str) -> str:
    return word.lower().rstrip(".")


def _without_titles(name: str) -> list[str]:
    """The words of `name` after the titles and articles that open it."""
    words = name.split()
    while words and _plain(words[0]) in TITLES | _ARTICLES:
        words = words[1:]
    return words


def _shortest(name: str, group: bool = False) -> str:
    nickname = _NICKNAME.search(name)
    if nickname and nickname.group(1).strip():
        return nickname.group(1).strip()
    words = _without_titles(name)
    if not words:
        return name
    first = name.split()[0]
    if group or _plain(first) in _ARTICLES or words[0].endswith(("'s", "’s")):
        # "The Drowned Deacon", "Graves's Raiders", the group "Drowned Faithful": the last
        # word says who.
        return words[-1]
    return words[0]


def _is_group(character: Character) -> bool:
    return character.kind is CharacterKind.MOOK_GROUP


def short_name(character_id: str, characters: Mapping[str, Character], among: Iterable[str]) -> str:
    """The name a table calls `character_id` by, for cards short of room.

    The rule: a quoted nickname when the name has one ('Bartholomew "Brick" Okonedo' is
    Brick); otherwise the first word once the titles and honorifics that open the name are
    dropped (`TITLES`: "Dr Imogen Vance" is Imogen, "Captain Edda Marrow" Edda, "Sister
    Ilse" Ilse, "Old Brannock" Brannock); a name opening with an article or a possessive
    names by its last word ("The Drowned Deacon" is Deacon, "Graves's Raiders" Raiders), and
    so does a group of mooks, whose name is a plural ("Drowned Faithful" is Faithful). A
    name of titles only stays whole.

    The short name is unique among the characters `among` (the scene's cast): when another
    of them would get the same one (ignoring case), the name without its opening titles is
    used ("Imogen Vance"), and the whole name when even that is shared. An unknown id is
    shown as it is."""
    found = characters.get(character_id)
    if found is None:
        return character_id
    short = _shortest(found.name, _is_group(found))
    others = [characters[c] for c in set(among) if c != character_id and c in characters]
    if short.lower() not in {_shortest(o.name, _is_group(o)).lower() for o in others}:
        return short
    longer = " ".join(_without_titles(found.name)) or found.name
    if longer.lower() not in {" ".join(_without_titles(o.name)).lower() for o in others}:
        return longer
    return found.name


def holders(aspect: Aspect, name_of: Callable[[str], str]) -> str:
    """'Maren, Tamsin, up for grabs': who holds the aspect's free invokes, by `name_of`."""
    named = sorted({name_of(h) for h in aspect.free_invokes if h})
    up_for_grabs = sum(1 for h in aspect.free_invokes if h is None)
    parts = list(named)
    if up_for_grabs:
        parts.append("up for grabs")
    return ", ".join(parts)
