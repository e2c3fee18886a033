"""The campaign as rules values: what the store loads and every screen reads."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

from fate_tui.campaign.first_look import DecodedCharacters
from fate_tui.campaign.slugs import check_slug
from fate_tui.rules.character import Character
from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.scene import Scene
from fate_tui.rules.story import Story


@dataclass(frozen=True)
class CampaignState:
    """The campaign as rules values: campaign.toml's story and rule set, and every character and
    scene by id."""

    story: Story
    characters: Mapping[str, Character] = field(default_factory=dict)
    scenes: Mapping[str, Scene] = field(default_factory=dict)

    @property
    def ruleset(self) -> RuleSet:
        return self.story.ruleset

    @property
    def current_scene(self) -> Scene | None:
        scene_id = self.story.current_scene
        return self.scenes.get(scene_id) if scene_id else None

    @cached_property
    def pcs(self) -> tuple[Character, ...]:
        # Worked out once per state (the cast asks at every change, and a large campaign
        # has hundreds of characters to walk); `with_characters` hands them on.
        characters = self.characters
        # While a campaign opens, only the files that may hold a PC are decoded to find them.
        ids = characters.may_be_pcs() if isinstance(characters, DecodedCharacters) else characters
        found = (characters.get(character_id) for character_id in ids)
        return tuple(c for c in found if c is not None and not c.kind.is_npc)

    def with_characters(
        self, story: Story, changed: Mapping[str, Character], scenes: Mapping[str, Scene]
    ) -> CampaignState:
        """This state with `story`, `scenes` and the characters of `changed` (by id) put in.
        The PCs already found are handed on when no character of `changed` is new or moves
        between PC and NPC: a fate point does not walk the whole campaign again."""
        characters = dict(self.characters)
        characters.update(changed)
        new = CampaignState(story, characters, scenes)
        known = self.__dict__.get("pcs")
        if known is None or isinstance(self.characters, DecodedCharacters):
            return new
        by_id = {c.id: c for c in known}
        for character_id, character in changed.items():
            before = self.characters.get(character_id)
            if before is None or before.kind.is_npc != character.kind.is_npc:
                return new
            if character_id in by_id:
                by_id[character_id] = character
        new.__dict__["pcs"] = tuple(by_id.values())
        return new


# Where each kind of value lives, relative to the campaign folder.
CAMPAIGN_FILE = "campaign.toml"
DECK_FILE = "deck.toml"
"""The Deck of Fate's draw pile (`deck_file`): state saved at each draw, never undone."""
CHARACTERS_DIR = "characters"
SCENES_DIR = "scenes"
LOG_DIR = "log"


def character_path(character_id: str) -> str:
    return f"{CHARACTERS_DIR}/{character_id}.toml"


def scene_path(scene_id: str) -> str:
    return f"{SCENES_DIR}/{scene_id}.toml"


_LOG_FILE = re.compile(r"session-[0-9]{2,6}\.toml")


def campaign_file_refusal(relpath: object) -> str | None:
    """Why `relpath` is not one of the files fate-tui itself reads and writes in a campaign
    folder (campaign.toml, deck.toml, characters/ID.toml, scenes/ID.toml,
    log/session-NN.toml), or None when it is one. Every write checks it, so nothing else in
    the folder (a `.git` folder, a map, a hook) is ever written or deleted, whatever a path
    came from."""
    if not isinstance(relpath, str):
        return "a file's path must be text"
    if not relpath:
        return "the path is empty"
    if "\0" in relpath:
        return "the path holds a NUL character"
    if relpath in (CAMPAIGN_FILE, DECK_FILE):
        return None
    folder, slash, name = relpath.partition("/")
    allowed = "campaign.toml, deck.toml, characters/ID.toml, scenes/ID.toml or log/session-NN.toml"
    if not slash or "/" in name or "\\" in relpath:
        return f"it is not a campaign file ({allowed})"
    if folder == LOG_DIR:
        return None if _LOG_FILE.fullmatch(name) else f"it is not a play log ({allowed})"
    if folder not in (CHARACTERS_DIR, SCENES_DIR) or not name.endswith(".toml"):
        return f"it is not a campaign file ({allowed})"
    try:
        check_slug(name.removesuffix(".toml"), "file name")
    except InvalidValue as error:
        return str(error)
    return None
