"""Scenes: prepare them (aspects, zones, who stands where), start one, end the one in play."""

from __future__ import annotations

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import OptionList

from fate_tui.campaign.intents import scenes
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.scene import Scene
from fate_tui.ui.scene_ending import end_scene
from fate_tui.ui.screens.base import CampaignScreen
from fate_tui.ui.screens.scene_places import GRABS, KEEP, ScenePlaces, parse_counted
from fate_tui.ui.text import holders
from fate_tui.ui.widgets.key_footer import KeyFooter
from fate_tui.ui.widgets.scene_aspect_list import SceneAspectList
from fate_tui.ui.widgets.scene_cast_list import SceneCastList
from fate_tui.ui.widgets.scene_info import SceneInfo
from fate_tui.ui.widgets.scene_list import SceneList
from fate_tui.ui.widgets.status_line import StatusLine
from fate_tui.ui.widgets.zone_list import ZoneList

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
    "remove_zone": (ZoneList,),
    "move": (SceneCastList,),
    "send_out": (SceneCastList,),
}


class ScenesScreen(ScenePlaces, CampaignScreen):
    """The scene list on the left; the selected scene (prepared, in play or played) on the
    right. Every key acts on the selected scene, except ending: that is the scene in play."""

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

    def __init__(self, character_id: str | None = None) -> None:
        super().__init__()
        self.character_id = character_id
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

    def _needs_scene(self) -> Scene | None:
        if self.scene is None:
            self.notify("Prepare a scene first: press n", severity="warning")
        return self.scene

    # Scenes ------------------------------------------------------------------------------

    def action_new_scene(self) -> None:
        def create(title: str) -> None:
            created: list[str] = []
            if self.run_intent(lambda ctl: created.append(scenes.new_scene(ctl, title))):
                self.scene_id = created[0]
                self.refresh_state()

        self._ask("New scene: its title", create, placeholder="The Lighthouse at Low Tide")

    def action_rename_scene(self) -> None:
        if scene := self._needs_scene():
            self._ask(
                "Rename the scene",
                lambda title: self.run_intent(scenes.rename_scene, title, scene.id),
                scene.title,
            )

    def action_start(self) -> None:
        if scene := self._needs_scene():
            self.run_intent(scenes.start, scene.id)

    @work
    async def action_end_scene(self) -> None:
        await end_scene(self)

    def action_add_countdown(self) -> None:
        def add(text: str) -> None:
            name, boxes = parse_counted(text)
            self.run_intent(
                lambda ctl: scenes.add_countdown(ctl, Countdown(name, boxes or 0), scene.id)
            )

        if scene := self._needs_scene():
            self._ask("New countdown: name, boxes", add, placeholder="The Tide Comes In, 4")

    def action_back(self) -> None:
        self.app.pop_screen()

    # Situation aspects -------------------------------------------------------------------

    def action_add_aspect(self) -> None:
        if scene := self._needs_scene():
            self._ask_aspect(
                "New situation aspect: name, free invokes",
                lambda aspect: self.run_intent(scenes.add_aspect, aspect, scene.id),
            )

    def action_edit_aspect(self) -> None:
        name = self.query_one(SceneAspectList).selected
        if name is None or self.scene is None:
            return
        old = self.scene.aspect(name)

        def edit(text: str) -> None:
            new_name, count = parse_counted(text)
            count = len(old.free_invokes) if count is None else count
            same = count == len(old.free_invokes)
            keep = holders(old, self.app.name_of) if same else ""
            self._ask_holder(count, lambda who: self._edit_aspect(name, new_name, count, who), keep)

        value = f"{old.name}, {len(old.free_invokes)}"
        self._ask("Edit the aspect: name, free invokes", edit, value)

    def _edit_aspect(self, name: str, new_name: str, count: int, who: str) -> None:
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
        if isinstance(self.focused, ZoneList):
            zone, name = self.focused.zone, self.focused.zone_aspect
            found = [a for a in scene.zone(zone).aspects if a.name == name] if name else []
            aspect = found[0] if found else None
        else:
            name = self.query_one(SceneAspectList).selected
            aspect = scene.aspect(name) if name else None
        if aspect is None:
            self.notify("Highlight an aspect first", severity="warning")
            return
        self.run_intent(scenes.set_hidden, aspect.name, not aspect.hidden, scene.id)

    def action_remove_aspect(self) -> None:
        name = self.query_one(SceneAspectList).selected
        if name is not None:
            self.run_intent(scenes.remove_aspect, name, self.scene_id)
