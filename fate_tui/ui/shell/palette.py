"""The command palette's commands (Ctrl+P): every action a key runs where the GM is, each
character's sheet and each scene, matched as the GM types with Textual's fuzzy `Matcher`.

An action is shown with the key it has now: a key remapped in keys.toml shows there as it
does in the footer and on the Help screen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from functools import cache, partial
from typing import TYPE_CHECKING

from textual.binding import ActiveBinding, Binding, BindingType
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.content import Content
from textual.screen import Screen

from fate_tui.safe_text import safe_text
from fate_tui.ui.shell.known import known
from fate_tui.ui.text import matched

if TYPE_CHECKING:
    from fate_tui.ui.app import FateApp

Command = tuple[str, str, Callable[[], object]]
"""(what the GM reads, the help line under it, what choosing it does). What the GM reads may
be campaign text, shown as plain text; the palette reads a help line as markup, so a help line
holds only fate-tui's own words, keys and file names (which are slugs: no brackets)."""


class _Listed(Provider):
    """A provider of a fixed list of commands, matched on what the GM reads."""

    if TYPE_CHECKING:
        # The palette runs in the GM's app: its attributes are typed for the type checker only,
        # as the app's module imports this one.
        @property
        def app(self) -> FateApp: ...

    def commands(self) -> Iterator[Command]:
        raise NotImplementedError

    async def discover(self) -> Hits:
        for text, help_text, command in self.commands():
            shown = safe_text(text)
            yield DiscoveryHit(Content(shown), command, text=shown, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for text, help_text, command in self.commands():
            shown = safe_text(text)
            score = matcher.match(shown)
            if score > 0:
                yield Hit(score, matched(matcher, shown), command, text=shown, help=help_text)


class KeyCommands(_Listed):
    """The actions bound to keys on the screen under the palette and in the app, with their
    keys as they are now."""

    def commands(self) -> Iterator[Command]:
        keys: dict[str, list[str]] = {}
        found: list[tuple[str, ActiveBinding]] = []
        for active in self.screen.active_bindings.values():
            binding = active.binding
            # fate-tui's own bindings have ids ("table.move"); Textual's scrolling keys do not.
            if not active.enabled or not binding.id or "." not in binding.id:
                continue
            if binding.id not in keys:
                keys[binding.id] = []
                found.append((binding.id, active))
            keys[binding.id].append(self.app.get_key_display(binding))
        for binding_id, active in found:
            binding = active.binding
            run = partial(self.app.run_action, binding.action, active.node)
            yield binding.description, f"{' '.join(keys[binding_id])} · {binding_id}", run
        # An action whose key another binding here takes still runs from the palette.
        for node in (self.screen, self.app):
            for binding in _bindings(node.BINDINGS):
                if not binding.id or binding.id in keys:  # no id: nothing to name it by
                    continue
                if node.check_action(binding.action, ()) is False:
                    continue
                keys[binding.id] = []
                run = partial(self.app.run_action, binding.action, node)
                yield binding.description, f"no key here · {binding.id}", run


OTHER_SCREENS = ("table", "sheet", "scenes", "fate", "log", "players", "campaign", "end_session")
"""The screens whose keys the palette offers from anywhere (the Roll dialog's too)."""
WAYS_OUT = ("close", "back", "app.table", "table", "quit")
"""Actions that only leave a screen: nothing to offer from elsewhere."""
RULE_WORDS: dict[str, tuple[str, ...]] = {
    "roll.advantage": ("Create an advantage: put an aspect in play",),
    "roll.overcome": ("Overcome an obstacle",),
    "roll.attack": ("Attack: harm someone",),
    "roll.defend": ("Defend against an attack",),
    "sheet.consequence": ("Take a consequence (absorb a hit)",),
    "sheet.mark_stress": ("Mark stress (absorb a hit)",),
    "sheet.recover": ("Recover from a consequence",),
    "scenes.toggle_hidden": ("Reveal a hidden aspect, or hide one",),
    "app.campaign": ("Campaign view: arcs, downtime",),
    "app.end_session": ("End session: milestones and advances",),
    "campaign.end_arc": ("End arc: breakthroughs and the next arc",),
    "table.conflict": ("End the conflict",),
    "table.concede": ("Concede the conflict",),
}
"""The words of the rule texts (and the GM's) for an action, besides its key's label."""


class ElsewhereCommands(_Listed):
    """Every action of the other screens and of the Roll dialog: choosing one goes to its
    screen and runs it there. Each says its key there (as remapped in keys.toml) and comes
    with the words the rule texts use for it ("maneuver" in Spirit of the Century)."""

    def commands(self) -> Iterator[Command]:
        app = self.app
        if getattr(app, "controller", None) is None:
            return
        here = self.screen.name
        for name, screen_class in _screen_classes():
            if name == here:
                continue  # the keys of the screen shown: `KeyCommands`
            where = "Roll dialog" if name == "roll" else _PLACE_WORDS.get(name, name.title())
            for binding in _bindings(screen_class.BINDINGS):
                if not binding.id or binding.action in WAYS_OUT:
                    continue
                key = app.get_key_display(_remapped(app, binding))
                run = partial(_go_and_run, app, name, binding.action)
                help_text = f"{key} on the {where} · {binding.id}"
                yield f"{binding.description} ({where})", help_text, run
                for words in _rule_words(app, binding.id):
                    yield words, help_text, run
        for binding in _bindings(type(app).BINDINGS):  # the app's own words: "campaign view"
            for words in RULE_WORDS.get(binding.id or "", ()):
                run_there = partial(app.run_action, binding.action)
                key = app.get_key_display(_remapped(app, binding))
                yield words, f"{key} · {binding.id}", run_there


_PLACE_WORDS = {"end_session": "End of session", "fate": "Fate points", "log": "Log"}


@cache
def _screen_classes() -> tuple[tuple[str, type[Screen]], ...]:
    """(name, class) of each screen the palette reaches, imported on the palette's first use
    (the campaign is loaded: they are imported by now or cheap to import)."""
    from fate_tui.ui.roll_dialog.roll import RollDialog
    from fate_tui.ui.screens.table import TableScreen
    from fate_tui.ui.shell.navigation import FLOWS, PLACES

    found: list[tuple[str, type[Screen]]] = [("table", TableScreen)]
    for name in OTHER_SCREENS[1:]:
        # A factory makes the screen; its class is all the palette needs (made once).
        factory = known(PLACES.get(name) or FLOWS.get(name), f"the {name} screen's factory")
        found.append((name, type(factory())))
    return (*found, ("roll", RollDialog))


def _bindings(declared: Iterable[BindingType]) -> Iterator[Binding]:
    """The `Binding`s of a BINDINGS list: fate-tui and Textual's app and screens declare only
    those, never the short tuple form."""
    return (binding for binding in declared if isinstance(binding, Binding))


def _remapped(app: FateApp, binding: Binding) -> Binding:
    """The binding with the key keys.toml gives it, if any."""
    keys = getattr(app, "_keys_toml", None) or {}  # keys.toml, as the app loaded it
    if binding.id in keys:
        return replace(binding, key=keys[binding.id].split(",")[0])
    return binding


def _rule_words(app: FateApp, binding_id: str) -> tuple[str, ...]:
    words = RULE_WORDS.get(binding_id, ())
    if binding_id == "roll.advantage":
        own = app.loaded_controller.state.ruleset.wording.advantage
        if own != "advantage":  # Spirit of the Century's maneuver (SotC L383)
            words = (*words, f"{own.capitalize()}: create an advantage")
    return words


def _go_and_run(app: FateApp, name: str, action: str) -> None:
    """Bring up the screen `name` (or open the Roll dialog), then run `action` on it."""
    if name == "table":
        app.action_table()
    elif name == "roll":
        app.action_roll()
    else:
        app.show(name)
    app.call_after_refresh(lambda: app.run_action(action, app.screen))


class CharacterCommands(_Listed):
    """Each character's sheet, PCs first."""

    def commands(self) -> Iterator[Command]:
        controller = self.app.controller
        if controller is None:
            return
        characters = sorted(controller.state.characters.values(), key=lambda c: c.kind.is_npc)
        for character in characters:
            kind = "NPC" if character.kind.is_npc else "PC"
            open_sheet = partial(self.app.show, "sheet", character=character.id)
            yield f"Sheet: {character.name}", f"{kind} · characters/{character.id}.toml", open_sheet


class SceneCommands(_Listed):
    """Each scene, shown on the Scenes screen."""

    def commands(self) -> Iterator[Command]:
        controller = self.app.controller
        if controller is None:
            return
        from fate_tui.ui.widgets.scene_list import GROUPS  # the campaign is loaded by now

        for scene in controller.state.scenes.values():
            status = dict(GROUPS)[scene.status].lower()
            yield (
                f"Scene: {scene.title}",
                f"{status} · scenes/{scene.id}.toml",
                partial(self.app.show, "scenes", scene=scene.id),
            )


class CreationCommands(_Listed):
    """Making a PC step by step, and taking up each draft where it was left."""

    def commands(self) -> Iterator[Command]:
        controller = self.app.controller
        if controller is None:
            return
        from fate_tui.rules.creation import supports
        from fate_tui.ui.characters.creation import start_from_palette

        if controller.state.ruleset.name == "sotc":
            yield from self._phase_commands(controller)
            return
        if not supports(controller.state.ruleset):
            return
        title = controller.state.ruleset.title
        yield (
            "Make a PC step by step",
            f"the steps of {title}, saved as a draft",
            partial(start_from_palette, self.app),
        )
        drafts = [c for c in controller.state.characters.values() if c.draft_step]
        for draft in sorted(drafts, key=lambda c: c.name.lower()):
            yield (
                f"Continue making: {draft.name}",
                f"draft at {draft.draft_step} · characters/{draft.id}.toml",
                partial(start_from_palette, self.app, draft.id),
            )

    def _phase_commands(self, controller) -> Iterator[Command]:
        """Spirit of the Century's PCs are made together, in five phases (SotC L96-97)."""
        from fate_tui.rules import sotc_phases
        from fate_tui.ui.characters.sotc_phases import start_from_palette

        yield from self._lone_sotc_drafts(controller)
        group = sotc_phases.members(controller.state.characters.values())
        if not group:
            yield (
                "Make the group's PCs in five phases",
                "Spirit of the Century's phases, novels and guest stars, then skills and stunts",
                partial(start_from_palette, self.app, True),
            )
            return
        phase = sotc_phases.group_phase(group)
        where = (
            f"phase {sotc_phases.phase_info(phase).number}: {sotc_phases.phase_info(phase).title}"
            if phase is not None
            else "skills, stunts and finishing touches"
        )
        yield (
            "Continue making the group",
            f"{', '.join(c.name for c in group)} · {where}",
            partial(start_from_palette, self.app, False),
        )

    def _lone_sotc_drafts(self, controller) -> Iterator[Command]:
        """A SotC draft outside the group (its `[draft]` written by hand) at the skills, stunts
        or finishing step: taken up on the step-by-step screen."""
        from fate_tui.rules.creation import steps_of
        from fate_tui.ui.characters.creation import start_from_palette

        steps = {step.value for step in steps_of(controller.state.ruleset)}
        lone = [
            c
            for c in controller.state.characters.values()
            if c.draft_phases is None and c.draft_step in steps
        ]
        for draft in sorted(lone, key=lambda c: c.name.lower()):
            yield (
                f"Continue making: {draft.name}",
                f"draft at {draft.draft_step} · characters/{draft.id}.toml",
                partial(start_from_palette, self.app, draft.id),
            )


PROVIDERS = (KeyCommands, ElsewhereCommands, CharacterCommands, SceneCommands, CreationCommands)
