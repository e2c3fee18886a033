"""Working copies of the values one roll changes (the scene, characters, the story), so that
everything a roll does is saved together as one undo step."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from fate_tui.campaign.roll.roll_model import character, holding, payer
from fate_tui.campaign.state import CampaignState
from fate_tui.rules import scene as rules_scene
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError
from fate_tui.rules.fate_points import GM, FatePointChange, apply_changes
from fate_tui.rules.payouts import PendingPayout
from fate_tui.rules.scene import Scene
from fate_tui.rules.story import Story

Key = tuple[str, str | None]


def key_of(aspect: Aspect) -> Key:
    return aspect.name.lower(), aspect.owner


class RollChanges:
    """The scene, characters and story as a roll leaves them."""

    def __init__(self, state: CampaignState) -> None:
        self.state = state
        self.scene: Scene | None = state.current_scene
        self.story: Story = state.story
        self.characters: dict[str, Character] = {}

    # Reading and writing -------------------------------------------------------------

    def character(self, character_id: str) -> Character:
        return self.characters.get(character_id) or character(self.state, character_id)

    def put(self, updated: Character) -> None:
        self.characters[updated.id] = updated

    def need_scene(self, doing: str) -> Scene:
        if self.scene is None:
            raise RulesError(f"{doing} needs a scene in play: start one first")
        return self.scene

    @property
    def scenes(self) -> list[Scene]:
        if self.scene is None or self.scene == self.state.current_scene:
            return []
        return [self.scene]

    @property
    def changed_story(self) -> Story | None:
        return self.story if self.story != self.state.story else None

    # Aspects -------------------------------------------------------------------------

    def update_aspects(self, updated: Mapping[Key, Aspect | None]) -> None:
        """Replace each aspect named by a key wherever it lives (None: it is gone, like a
        used boost)."""
        if not updated:
            return
        self._update_scene(updated)
        for owner in {owner for _, owner in updated if owner in self.state.characters}:
            if owner is not None:  # None is the campaign's own aspects, never a character
                self._update_character(owner, updated)
        if any(owner is None for _, owner in updated):
            self._update_story(updated)

    def _update_scene(self, updated: Mapping[Key, Aspect | None]) -> None:
        if self.scene is None:
            return
        zones = tuple(replace(z, aspects=_updated(z.aspects, updated)) for z in self.scene.zones)
        self.scene = replace(self.scene, aspects=_updated(self.scene.aspects, updated), zones=zones)

    def _update_character(self, owner: str, updated: Mapping[Key, Aspect | None]) -> None:
        who = self.character(owner)
        consequences = tuple(
            replace(c, free_invokes=new.free_invokes)
            if (new := updated.get((c.aspect.lower(), owner))) is not None
            else c
            for c in who.consequences
        )
        aspects = _updated(who.aspects, updated)
        if consequences != who.consequences or aspects != who.aspects:
            self.put(replace(who, aspects=aspects, consequences=consequences))

    def _update_story(self, updated: Mapping[Key, Aspect | None]) -> None:
        story = self.story
        arcs = tuple(replace(a, aspects=_updated(a.aspects, updated)) for a in story.arcs)
        self.story = replace(
            story, setting_aspects=_updated(story.setting_aspects, updated), arcs=arcs
        )

    def add_scene_aspect(self, aspect: Aspect) -> None:
        scene = self.need_scene(f"putting '{aspect.name}' in play")
        self.scene = rules_scene.add_aspect(scene, aspect)

    # Fate points ----------------------------------------------------------------------

    def spend(self, spent: Mapping[str, int]) -> None:
        """Invokers (and a stunt's user) pay their fate points: PCs from their own, NPCs
        from the GM's pool."""
        changes = [
            FatePointChange(payer(self.state, who), -n, "invokes and stunts")
            for who, n in spent.items()
            if n
        ]
        holders = {c.holder for c in changes}
        now = {h: self._holding(h) for h in holders}
        for holder, points in apply_changes(now, changes).items():
            if holder == GM:
                scene = self.need_scene("spending the GM's pool")
                self.scene = replace(scene, gm_pool=points)
            else:
                self.put(replace(self.character(holder), fate_points=points))

    def _holding(self, holder: str) -> int:
        if holder == GM:
            return (self.scene.gm_pool or 0) if self.scene is not None else 0
        if holder in self.characters:
            return self.characters[holder].fate_points
        return holding(self.state, holder)

    def owe(self, payouts: tuple[PendingPayout, ...]) -> None:
        """Hostile invokes' fate points wait on the scene until they fall due."""
        if payouts:
            scene = self.need_scene("a hostile invoke's payout")
            self.scene = replace(scene, pending_payouts=scene.pending_payouts + payouts)


def _updated(
    aspects: tuple[Aspect, ...], updated: Mapping[Key, Aspect | None]
) -> tuple[Aspect, ...]:
    result = []
    for aspect in aspects:
        key = key_of(aspect)
        if key not in updated:
            result.append(aspect)
        elif (replacement := updated[key]) is not None:
            result.append(replacement)
    return tuple(result)
