"""Tables to roll a quick NPC's name and what they are on, one pair per rule set, in fate-tui's
own words: the three toolkits' tables lean towards any genre, Spirit of the Century's towards
its pulp 1920s. A GM's own tables (TOML files in the campaign's `tables/` folder) are read by
the campaign layer and rolled the same way."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from fate_tui.rules.errors import InvalidValue


@dataclass(frozen=True)
class RollTable:
    """A table to roll on: its title, what it gives ("names" or "aspects"), its entries."""

    title: str
    gives: str
    entries: tuple[str, ...]

    def roll(self, rng: random.Random) -> str:
        if not self.entries:
            raise InvalidValue(f"the table '{self.title}' has no entries to roll on")
        return self.entries[rng.randrange(len(self.entries))]


NAMES = "names"
ASPECTS = "aspects"
GIVES = (NAMES, ASPECTS)

_TOOLKIT_NAMES = (
    "Abel Crane",
    "Bryn Holloway",
    "Cass Mortlake",
    "Dara Venn",
    "Edric Sallow",
    "Fen Ashby",
    "Greta Kell",
    "Hollis Quarry",
    "Ida Marsh",
    "Jory Flint",
    "Kestrel Dunn",
    "Lio Farrow",
    "Mags Oldcastle",
    "Nim Harrow",
    "Oswin Teal",
    "Pru Gadd",
    "Quill Aster",
    "Rook Tamsin",
    "Sable Wren",
    "Tobin Reyes",
    "Una Coldwater",
    "Vik Sorrel",
    "Wynn Calder",
    "Yara Pike",
    "Zeb Morrow",
    "Ansa Thorne",
    "Brock Ember",
    "Cilla Moss",
    "Dov Lantern",
    "Esme Gallow",
)
_TOOLKIT_WHAT = (
    "Bored Guard Counting the Hours",
    "Nervous Clerk Who Saw Too Much",
    "Hired Muscle, Paid Weekly",
    "Zealot With Nothing to Lose",
    "Smuggler Who Owes Everyone",
    "Gossip of the Lower Market",
    "Veteran With a Bad Knee",
    "Thief Who Never Works Alone",
    "Bureaucrat Who Loves the Rules",
    "Street Kid Who Knows Every Alley",
    "Courier Who Reads the Letters",
    "Loyal to Whoever Pays",
    "Drunk, Loud and Surprisingly Strong",
    "Scholar in Over Their Head",
    "Priest of a Dying Faith",
    "Watchman Looking the Other Way",
    "Mercenary With a Code",
    "Fence With an Eye for Fakes",
    "Healer Who Asks No Questions",
    "Brawler Spoiling for a Fight",
    "Spy Behind a Friendly Face",
    "Dockhand Who Hears Everything",
    "Noble's Servant, Fiercely Proud",
    "Cultist Hearing Voices",
    "Tax Collector Nobody Likes",
    "Stablehand Who Knows the Roads",
    "Gambler on a Losing Streak",
    "Guide Who Has Seen Better Days",
    "Innkeeper Who Remembers Faces",
    "Duellist Out to Prove It",
)
_SOTC_NAMES = (
    "Mickey 'Two Bits' Malone",
    "Dr. Ernst Kessler",
    "Vera Lockhart",
    "Jimmy Quinn",
    "Colonel Ashcroft",
    "Lila Montague",
    "Sal Benedetto",
    "Professor Hattie Crane",
    "Big Otto Brandt",
    "Rosie Delacroix",
    "Tommy 'the Wrench' Kowalski",
    "Dame Agnes Fairweather",
    "Li Wen",
    "Captain Roderick Vane",
    "Frankie Dunn",
    "Madame Sokolova",
    "Eddie Banks",
    "Baroness von Hallen",
    "Nick 'the Greek' Pappas",
    "Dolores Vega",
    "Archie Pell",
    "Inspector Hugh Mallory",
    "Cora Blaine",
    "Hank Rourke",
    "Ingrid Sorensen",
    "Walter 'Doc' Hale",
    "Mae Callahan",
    "Rudy Falco",
    "Sister Philomena",
    "Teddy Marchbanks",
)
_SOTC_WHAT = (
    "Mob Heavy in a Cheap Suit",
    "Mad Scientist's Reluctant Assistant",
    "Ace Reporter Chasing a Scoop",
    "Fence in the Back of a Pawnshop",
    "Sky-Pirate With a Grudge",
    "Bootlegger With Friends in City Hall",
    "Jungle Guide Who Knows the Way Out",
    "Masked Cultist of the Serpent",
    "Cop on the Take",
    "Socialite With a Secret",
    "Hired Gun Off the Night Train",
    "Robot Built for Heavy Lifting",
    "Dockside Union Man",
    "Stage Magician Hiding Real Tricks",
    "Airship Steward Who Sees Everything",
    "Chauffeur Who Drives Too Fast",
    "Anarchist With a Satchel",
    "Museum Curator Out of His Depth",
    "Nightclub Singer Who Owes the Boss",
    "Ex-Doughboy Haunted by the War",
    "Gangland Accountant",
    "Double Agent of the Kaiser's Men",
    "Professor of Forbidden Things",
    "Ape Trained to Fight",
    "Ward Boss Who Buys Votes",
    "Deckhand Who Saw the Sea Monster",
    "Gun Moll With a Derringer",
    "Zeppelin Mechanic Covered in Grease",
    "Fortune Teller Who Gets It Right",
    "Newsie Who Knows Every Rumour",
)


def tables(ruleset_name: str) -> tuple[RollTable, RollTable]:
    """The name and the what-they-are tables fate-tui ships for a rule set."""
    if ruleset_name == "sotc":
        return (
            RollTable("Pulp names", NAMES, _SOTC_NAMES),
            RollTable("Pulp walk-ons", ASPECTS, _SOTC_WHAT),
        )
    return (
        RollTable("Names", NAMES, _TOOLKIT_NAMES),
        RollTable("Walk-ons: what they are", ASPECTS, _TOOLKIT_WHAT),
    )


def first_giving(found: Sequence[RollTable], gives: str) -> RollTable | None:
    """The first table in `found` that gives `gives` (the GM's own come before fate-tui's)."""
    return next((t for t in found if t.gives == gives and t.entries), None)
