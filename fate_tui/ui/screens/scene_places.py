"""The Scenes screen's keys for places and people: zones, their aspects and connections, who
is in the scene and where they stand. A mixin of ScenesScreen, with the prompts it shares."""

from __future__ import annotations

from collections.abc import Callable

from fate_tui.campaign.intents import scenes
from fate_tui.rules.aspects import Aspect
from fate_tui.ui.aspect_entry import ASPECT_PLACEHOLDER, parse_counted
from fate_tui.ui.character_order import character_choices, ordered
from fate_tui.ui.dialogs.choose import Choose
from fate_tui.ui.dialogs.confirm import Confirm
from fate_tui.ui.dialogs.prompt import TextPrompt
from fate_tui.ui.widgets.scene_cast_list import SceneCastList
from fate_tui.ui.widgets.zone_list import ZoneList

GRABS, KEEP, NOWHERE = "*", "=", "-"  # Choose ids that no character or zone id can be
__all__ = ["GRABS", "KEEP", "NOWHERE", "ScenePlaces", "parse_counted"]


class ScenePlaces:
    """Needs `scene`, `controller`, `run_intent` and Screen's `app`, `notify`, `query_one`."""

    # Asking ------------------------------------------------------------------------------

    def _ask(self, title: str, then: Callable[[str], None], value="", placeholder="") -> None:
        def answered(text: str | None) -> None:
            if text:
                then(text)

        self.app.push_screen(TextPrompt(title, value, placeholder), answered)

    def _choose(self, title: str, options: list, then: Callable[[str], None]) -> None:
        def chosen(key: str | None) -> None:
            if key is not None:
                then(key)

        self.app.push_screen(Choose(title, options), chosen)

    def _confirm(self, question: str, yes: str, then: Callable[[], None]) -> None:
        def answered(answer: bool | None) -> None:
            if answer:
                then()

        self.app.push_screen(Confirm(question, yes=yes), answered)

    def _ask_holder(self, count: int, then: Callable[[str], None], keep: str = "") -> None:
        """Who holds `count` free invokes: GRABS, KEEP (as they are) or a character id; the
        scene's cast first, then the PCs not in it yet."""
        if not count:
            then(GRABS)
            return
        options = [(KEEP, f"As they are: {keep}")] if keep else []
        options.append((GRABS, "Up for grabs"))
        state = self.controller.state
        among = dict.fromkeys([*self.scene.cast, *(pc.id for pc in state.pcs)])
        options += [(c.id, c.name) for c in ordered(state, among=among)]
        self._choose(f"Who holds the {count} free invoke{'s' * (count > 1)}?", options, then)

    def _ask_aspect(self, title: str, then: Callable[[Aspect], None]) -> None:
        """'Name, free invokes', then who holds them; gives the new aspect."""

        def named(text: str) -> None:
            name, count = parse_counted(text)
            count = count or 0

            def held(who: str) -> None:
                then(Aspect(name).with_free_invokes(count, None if who == GRABS else who))

            self._ask_holder(count, held)

        self._ask(title, named, placeholder=ASPECT_PLACEHOLDER)

    # Zones -------------------------------------------------------------------------------

    def _zone(self) -> str | None:
        zone = self.query_one(ZoneList).zone
        if zone is None:
            self.notify("Highlight a zone first (press z to add one)", severity="warning")
        return zone

    def action_add_zone(self) -> None:
        if scene := self._needs_scene():
            self._ask(
                "New zone: its name",
                lambda name: self.run_intent(scenes.add_zone, name, scene_id=scene.id),
                placeholder="Bell Tower",
            )

    def action_rename_zone(self) -> None:
        if zone := self._zone():
            self._ask(
                f"Rename the zone {zone}",
                lambda name: self.run_intent(scenes.rename_zone, zone, name, self.scene_id),
                zone,
            )

    def action_connect(self) -> None:
        if zone := self._zone():
            linked = (zone, *self.scene.zone(zone).connects)
            others = [(z.name, z.name) for z in self.scene.zones if z.name not in linked]
            if not others:
                self.notify(f"{zone} already connects to every other zone", severity="warning")
                return
            self._choose(
                f"Connect {zone} to",
                others,
                lambda other: self.run_intent(scenes.connect, zone, other, self.scene_id),
            )

    def action_disconnect(self) -> None:
        if zone := self._zone():
            linked = [(z, z) for z in self.scene.zone(zone).connects]
            if not linked:
                self.notify(f"{zone} connects to no zone", severity="warning")
                return
            self._choose(
                f"Disconnect {zone} from",
                linked,
                lambda other: self.run_intent(scenes.disconnect, zone, other, self.scene_id),
            )

    def action_add_zone_aspect(self) -> None:
        if zone := self._zone():
            self._ask_aspect(
                f"New aspect in {zone}: name, free invokes",
                lambda aspect: self.run_intent(scenes.add_zone_aspect, zone, aspect, self.scene_id),
            )

    def action_remove_zone(self) -> None:
        """Remove the highlighted zone aspect, or (after asking) the highlighted zone."""
        zones = self.query_one(ZoneList)
        zone, aspect = zones.zone, zones.zone_aspect
        if aspect is not None:
            self.run_intent(scenes.remove_zone_aspect, zone, aspect, self.scene_id)
        elif zone is not None:
            self._confirm(
                f"Remove the zone {zone}?\nWhoever stands there stays in the scene.",
                "Remove it",
                lambda: self.run_intent(scenes.remove_zone, zone, self.scene_id),
            )

    # Cast --------------------------------------------------------------------------------

    def action_bring_in(self) -> None:
        scene = self._needs_scene()
        if scene is None:
            return
        options = character_choices(self.controller.state, leave_out=scene.cast)
        if not options:
            self.notify("Everyone is already in the scene", severity="warning")
            return
        self._choose("Bring into the scene", options, self._place)

    def _place(self, who: str) -> None:
        scene = self.scene
        if not scene.zones:
            self.run_intent(scenes.bring_in, who, None, scene.id)
            return
        options = [(z.name, z.name) for z in scene.zones] + [(NOWHERE, "In no zone yet")]
        self._choose(
            f"Where does {self.app.name_of(who)} stand?",
            options,
            lambda zone: self.run_intent(
                scenes.bring_in, who, None if zone == NOWHERE else zone, scene.id
            ),
        )

    def action_send_out(self) -> None:
        who = self.query_one(SceneCastList).selected
        if who is not None:
            self.run_intent(scenes.send_out, who, self.scene_id)

    def action_move(self) -> None:
        who = self.query_one(SceneCastList).selected
        scene = self.scene
        if who is None or scene is None:
            return
        here = scene.positions.get(who)
        options = [(z.name, z.name) for z in scene.zones if z.name != here]
        if not options:
            self.notify("No other zone to move to: press z to add one", severity="warning")
            return
        self._choose(
            f"Move {self.app.name_of(who)} to",
            options,
            lambda zone: self.run_intent(scenes.move, who, zone, scene.id),
        )
