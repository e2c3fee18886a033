"""Scenes: prepare them (aspects, zones and their connections, who is in the scene and where
they stand), start one, end the one in play."""

from __future__ import annotations

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import OptionList

from fate_tui.campaign.intents import scenes
from fate_tui.campaign.names import holders
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.scene import Scene, border_between, is_height
from fate_tui.ui.character_order import character_choices, ordered
from fate_tui.ui.dialogs import asking
from fate_tui.ui.play.aspect_entry import ASPECT_PLACEHOLDER, parse_counted, removal_confirmed
from fate_tui.ui.play.bring_in_flow import bring_in
from fate_tui.ui.play.scene_ending import end_scene
from fate_tui.ui.screens.base import CampaignScreen
from fate_tui.ui.shell.known import known
from fate_tui.ui.widgets.key_footer import KeyFooter
from fate_tui.ui.widgets.scene_aspect_list import SceneAspectList
from fate_tui.ui.widgets.scene_cast_list import SceneCastList
from fate_tui.ui.widgets.scene_info import SceneInfo
from fate_tui.ui.widgets.scene_list import SceneList
from fate_tui.ui.widgets.status_line import StatusLine
from fate_tui.ui.widgets.zone_list import ZoneList

GRABS, KEEP, NOWHERE = "*", "=", "-"  # Choose ids that no character or zone id can be
# Keys that act on one panel: live, and shown in the footer, only while it has the focus.
PANEL = {
    "rename_scene": (SceneList,),
    "edit_aspect": (SceneAspectList,),
    "remove_aspect": (SceneAspectList,),
    "toggle_hidden": (SceneAspectList, ZoneList),
    "add_zone_aspect": (ZoneList,),
    "rename_zone": (ZoneList,),
    "connect": (ZoneList,),
    "disconnect": (ZoneList,),
    "border": (ZoneList,),
    "remove_zone": (ZoneList,),
    "move": (SceneCastList,),
    "send_out": (SceneCastList,),
}


class ScenesScreen(CampaignScreen):
    """The scene list on the left; the selected scene (prepared, in play or played) on the
    right. Every key acts on the selected scene, except ending: that is the scene in play."""

    # The layout lives here, next to the screen it shapes; app.tcss keeps what spans the app.
    DEFAULT_CSS = """
    ScenesScreen #scenes-body {
        height: 1fr;
    }

    ScenesScreen #scene-list {
        width: 1fr;
        max-width: 34;
        height: 100%;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }

    ScenesScreen #scene-detail {
        width: 3fr;
    }

    ScenesScreen #scene-info {
        height: auto;
        max-height: 30%;
    }

    ScenesScreen #scene-top {
        height: 2fr;
        min-height: 5;
    }

    ScenesScreen #scene-aspects {
        width: 1fr;
        height: 100%;
    }

    ScenesScreen #scene-cast {
        width: auto;
        max-width: 45%;
        height: 100%;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }

    ScenesScreen #scene-zones {
        height: 3fr;
        min-height: 5;
    }

    ScenesScreen #scene-list, ScenesScreen #scene-info, ScenesScreen #scene-aspects,
    ScenesScreen #scene-cast, ScenesScreen #scene-zones {
        border: round $primary-muted;
        border-title-color: $text-accent;
    }

    ScenesScreen #scene-list:focus, ScenesScreen #scene-info:focus,
    ScenesScreen #scene-aspects:focus, ScenesScreen #scene-cast:focus,
    ScenesScreen #scene-zones:focus {
        border: round $accent;
    }
    """

    AUTO_FOCUS = "#scene-list"
    BINDINGS = [
        Binding("n", "new_scene", "New scene", id="scenes.new"),
        # The scene panel says "p starts it"; ending is rarer: both stay off the footer.
        Binding("p", "start", "Start", id="scenes.start", show=False),
        Binding("x", "end_scene", "End scene", id="scenes.end", show=False),
        # Panel keys first, so the footer shows them next to the few screen-wide ones.
        Binding("c", "rename_scene", "Rename", id="scenes.rename"),
        Binding("c", "edit_aspect", "Edit", id="scenes.edit_aspect"),
        Binding("c", "rename_zone", "Rename", id="scenes.rename_zone"),
        Binding("a", "add_zone_aspect", "Zone aspect", id="scenes.add_zone_aspect"),
        Binding("h", "toggle_hidden", "Hide/reveal", id="scenes.toggle_hidden"),
        Binding("j", "connect", "Connect", id="scenes.connect"),
        Binding("d", "disconnect", "Disconnect", id="scenes.disconnect"),
        Binding("o", "border", "Border", id="scenes.border"),
        Binding("m", "move", "Move", id="scenes.move"),
        Binding("delete", "remove_aspect", "Remove", id="scenes.remove_aspect"),
        Binding("delete", "remove_zone", "Remove", id="scenes.remove_zone"),
        Binding("delete", "send_out", "Take out", id="scenes.send_out"),
        Binding("a", "add_aspect", "Aspect", id="scenes.add_aspect"),
        Binding("z", "add_zone", "Zone", id="scenes.add_zone"),
        Binding("b", "bring_in", "Bring in", id="scenes.bring_in"),
        Binding("k", "add_countdown", "Countdown", id="scenes.add_countdown", show=False),
        Binding("escape", "back", "Back", id="scenes.back", show=False),
    ]

    def __init__(self, name: str | None = None) -> None:
        super().__init__(name=name)
        self.scene_id: str | None = None

    def compose(self) -> ComposeResult:
        yield StatusLine(id="status")
        with Horizontal(id="scenes-body"):
            yield SceneList(id="scene-list")
            with Vertical(id="scene-detail"):
                yield SceneInfo(id="scene-info")
                with Horizontal(id="scene-top"):
                    yield SceneAspectList(id="scene-aspects")
                    yield SceneCastList(id="scene-cast")
                yield ZoneList(id="scene-zones")
        yield KeyFooter()

    def refresh_state(self) -> None:
        state = self.controller.state
        if self.scene_id not in state.scenes:
            self.scene_id = state.story.current_scene or next(iter(state.scenes), None)
        self.query_one(StatusLine).show(state)
        scene_list = self.query_one(SceneList)
        scene_list.show(state)
        if self.scene_id is not None:
            scene_list.select_key(self.scene_id)
        self._show_scene()

    def show_scene(self, scene_id: str) -> None:
        """Show this scene (once mounted, if the screen is not yet)."""
        self.scene_id = scene_id
        if self.is_mounted:
            self.refresh_state()

    def _show_scene(self) -> None:
        state, scene = self.controller.state, self.scene
        self.query_one(SceneInfo).show(state, scene)
        self.query_one(SceneAspectList).show(state, scene)
        self.query_one(SceneCastList).show(state, scene)
        self.query_one(ZoneList).show(state, scene)

    @on(OptionList.OptionHighlighted, "#scene-list")
    def _scene_highlighted(self, event: OptionList.OptionHighlighted) -> None:
        if event.option.id != self.scene_id and event.option.id in self.controller.state.scenes:
            self.scene_id = event.option.id
            self._show_scene()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "border" and not self.controller.state.ruleset.movement.has_borders:
            return False
        panels = PANEL.get(action)
        return panels is None or isinstance(self.focused, panels)

    @property
    def scene(self) -> Scene | None:
        return self.controller.state.scenes.get(self.scene_id) if self.scene_id else None

    @property
    def current_character_id(self) -> str | None:
        return self.query_one(SceneCastList).selected

    @property
    def current_file(self) -> str | None:
        return f"scenes/{self.scene_id}.toml" if self.scene_id else "campaign.toml"

    @property
    def scene_shown(self) -> Scene:
        """The scene shown, for what acts on its cast, aspects or zones: there are none to
        highlight without one."""
        return known(self.scene, "the scene shown")

    def _needs_scene(self) -> Scene | None:
        if self.scene is None:
            self.notify("Prepare a scene first: press n", severity="warning")
        return self.scene

    # Asking ------------------------------------------------------------------------------

    async def _ask_holder(self, count: int, keep: str = "") -> str | None:
        """Who holds `count` free invokes: GRABS, KEEP (as they are) or a character id; the
        scene's cast first, then the PCs not in it yet. None when cancelled."""
        if not count:
            return GRABS
        options = [(KEEP, f"As they are: {keep}")] if keep else []
        options.append((GRABS, "Up for grabs"))
        state = self.controller.state
        among = dict.fromkeys([*self.scene_shown.cast, *(pc.id for pc in state.pcs)])
        options += [(c.id, c.name) for c in ordered(state, among=among)]
        title = f"Who holds the {count} free invoke{'s' * (count > 1)}?"
        return await asking.choose(self.app, title, options)

    async def _ask_aspect(self, title: str) -> Aspect | None:
        """'Name, free invokes', then who holds them; gives the new aspect."""
        text = await asking.text(self.app, title, placeholder=ASPECT_PLACEHOLDER)
        if not text:
            return None
        name, count = parse_counted(text)
        who = await self._ask_holder(count or 0)
        if who is None:
            return None
        return Aspect(name).with_free_invokes(count or 0, None if who == GRABS else who)

    # Scenes ------------------------------------------------------------------------------

    @asking.asks
    async def action_new_scene(self) -> None:
        title = await asking.text(
            self.app, "New scene: its title", placeholder="The Lighthouse at Low Tide"
        )
        if not title:
            return
        created: list[str] = []
        if self.run_intent(lambda ctl: created.append(scenes.new_scene(ctl, title))):
            self.scene_id = created[0]
            self.refresh_state()

    @asking.asks
    async def action_rename_scene(self) -> None:
        if scene := self._needs_scene():
            title = await asking.text(self.app, "Rename the scene", scene.title)
            if title:
                self.run_intent(scenes.rename_scene, title, scene.id)

    def action_start(self) -> None:
        if scene := self._needs_scene():
            self.run_intent(scenes.start, scene.id)

    @asking.asks
    async def action_end_scene(self) -> None:
        await end_scene(self)

    @asking.asks
    async def action_add_countdown(self) -> None:
        if scene := self._needs_scene():
            text = await asking.text(
                self.app, "New countdown: name, boxes", placeholder="The Tide Comes In, 4"
            )
            if text:
                name, boxes = parse_counted(text)
                self.run_intent(
                    lambda ctl: scenes.add_countdown(ctl, Countdown(name, boxes or 0), scene.id)
                )

    def action_back(self) -> None:
        self.app.pop_screen()

    # Situation aspects -------------------------------------------------------------------

    @asking.asks
    async def action_add_aspect(self) -> None:
        if scene := self._needs_scene():
            aspect = await self._ask_aspect("New situation aspect: name, free invokes")
            if aspect is not None:
                self.run_intent(scenes.add_aspect, aspect, scene.id)

    @asking.asks
    async def action_edit_aspect(self) -> None:
        name = self.query_one(SceneAspectList).selected
        if name is None or self.scene is None:
            return
        old = self.scene.aspect(name)
        value = f"{old.name}, {len(old.free_invokes)}"
        text = await asking.text(self.app, "Edit the aspect: name, free invokes", value)
        if not text:
            return
        new_name, count = parse_counted(text)
        count = len(old.free_invokes) if count is None else count
        same = count == len(old.free_invokes)
        who = await self._ask_holder(count, holders(old, self.app.name_of) if same else "")
        if who is None:
            return
        self.run_intent(
            scenes.edit_aspect,
            name,
            new_name=new_name,
            free_invokes=None if who == KEEP else count,
            holder=None if who in (GRABS, KEEP) else who,
            scene_id=self.scene_id,
        )

    def action_toggle_hidden(self) -> None:
        scene = self.scene
        aspect = None
        if scene is None:
            pass  # no scene, no aspect to hide
        elif isinstance(self.focused, ZoneList):
            zone, name = self.focused.zone, self.focused.zone_aspect
            # A zone aspect highlighted is in the zone highlighted.
            found = [a for a in scene.zone(zone).aspects if a.name == name] if zone and name else []
            aspect = found[0] if found else None
        else:
            name = self.query_one(SceneAspectList).selected
            aspect = scene.aspect(name) if name else None
        if aspect is None or scene is None:
            self.notify("Highlight an aspect first", severity="warning")
            return
        self.run_intent(scenes.set_hidden, aspect.name, not aspect.hidden, scene.id)

    @asking.asks
    async def action_remove_aspect(self) -> None:
        name = self.query_one(SceneAspectList).selected
        if name is not None and await removal_confirmed(self.app, name):
            self.run_intent(scenes.remove_aspect, name, self.scene_id)

    # Zones -------------------------------------------------------------------------------

    def _zone(self) -> str | None:
        zone = self.query_one(ZoneList).zone
        if zone is None:
            self.notify("Highlight a zone first (press z to add one)", severity="warning")
        return zone

    @asking.asks
    async def action_add_zone(self) -> None:
        if scene := self._needs_scene():
            name = await asking.text(self.app, "New zone: its name", placeholder="Bell Tower")
            if name:
                self.run_intent(scenes.add_zone, name, scene_id=scene.id)

    @asking.asks
    async def action_rename_zone(self) -> None:
        if zone := self._zone():
            name = await asking.text(self.app, f"Rename the zone {zone}", zone)
            if name:
                self.run_intent(scenes.rename_zone, zone, name, self.scene_id)

    @asking.asks
    async def action_connect(self) -> None:
        if zone := self._zone():
            scene = self.scene_shown
            linked = (zone, *scene.zone(zone).connects)
            others = [(z.name, z.name) for z in scene.zones if z.name not in linked]
            if not others:
                self.notify(f"{zone} already connects to every other zone", severity="warning")
                return
            other = await asking.choose(self.app, f"Connect {zone} to", others)
            if other is not None:
                self.run_intent(scenes.connect, zone, other, self.scene_id)

    @asking.asks
    async def action_border(self) -> None:
        """Spirit of the Century: the border between the zone and one it connects to (L400-401),
        which moves and sprints across it pay."""
        zone = self._zone()
        scene = self.scene
        if zone is None or scene is None:
            return
        linked = [(z, z) for z in scene.zone(zone).connects]
        if not linked:
            self.notify(f"{zone} connects to no zone: connect it first (j)", severity="warning")
            return
        other = await asking.choose(self.app, f"Border between {zone} and", linked)
        if other is None:
            return
        now = border_between(scene, zone, other)
        values = [("0", "0: no border")] + [(str(n), f"{n}") for n in range(1, 5)]
        title = f"Border between {zone} and {other}: its value"
        value = await asking.choose(self.app, title, values, highlight=str(now))
        if value is None:
            return
        height = False
        if int(value):
            # Mighty Leap lowers a height's border by up to three (L821).
            was = "yes" if is_height(scene, zone, other) else "no"
            kinds = [("no", "No: a fence, debris, a crowd"), ("yes", "Yes: a climb or a drop")]
            kind = await asking.choose(self.app, "Is it a height?", kinds, highlight=was)
            if kind is None:
                return
            height = kind == "yes"
        self.run_intent(scenes.set_border, zone, other, int(value), self.scene_id, height=height)

    @asking.asks
    async def action_disconnect(self) -> None:
        if zone := self._zone():
            linked = [(z, z) for z in self.scene_shown.zone(zone).connects]
            if not linked:
                self.notify(f"{zone} connects to no zone", severity="warning")
                return
            other = await asking.choose(self.app, f"Disconnect {zone} from", linked)
            if other is not None:
                self.run_intent(scenes.disconnect, zone, other, self.scene_id)

    @asking.asks
    async def action_add_zone_aspect(self) -> None:
        if zone := self._zone():
            aspect = await self._ask_aspect(f"New aspect in {zone}: name, free invokes")
            if aspect is not None:
                self.run_intent(scenes.add_zone_aspect, zone, aspect, self.scene_id)

    @asking.asks
    async def action_remove_zone(self) -> None:
        """Remove the highlighted zone aspect, or (after asking) the highlighted zone."""
        zones = self.query_one(ZoneList)
        zone, aspect = zones.zone, zones.zone_aspect
        if aspect is not None:
            self.run_intent(scenes.remove_zone_aspect, zone, aspect, self.scene_id)
        elif zone is not None:
            question = f"Remove the zone {zone}?\nWhoever stands there stays in the scene."
            if await asking.confirm(self.app, question, "Remove it"):
                self.run_intent(scenes.remove_zone, zone, self.scene_id)

    # Cast --------------------------------------------------------------------------------

    @asking.asks
    async def action_bring_in(self) -> None:
        scene = self._needs_scene()
        if scene is None:
            return
        options = character_choices(self.controller.state, leave_out=scene.cast)
        if not options:
            self.notify("Everyone is already in the scene", severity="warning")
            return
        who = await asking.choose(self.app, "Bring into the scene", options)
        if who is None:
            return
        zone = None
        if scene.zones:
            zones = [(z.name, z.name) for z in scene.zones] + [(NOWHERE, "In no zone yet")]
            zone = await asking.choose(
                self.app, f"Where does {self.app.name_of(who)} stand?", zones
            )
            if zone is None:
                return
        await bring_in(self, who, None if zone in (None, NOWHERE) else zone, scene.id)

    def action_send_out(self) -> None:
        who = self.query_one(SceneCastList).selected
        if who is not None:
            self.run_intent(scenes.send_out, who, self.scene_id)

    @asking.asks
    async def action_move(self) -> None:
        who = self.query_one(SceneCastList).selected
        scene = self.scene
        if who is None or scene is None:
            return
        here = scene.positions.get(who)
        options = [(z.name, z.name) for z in scene.zones if z.name != here]
        if not options:
            self.notify("No other zone to move to: press z to add one", severity="warning")
            return
        zone = await asking.choose(self.app, f"Move {self.app.name_of(who)} to", options)
        if zone is not None:
            self.run_intent(scenes.move, who, zone, scene.id)
