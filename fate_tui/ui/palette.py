"""The command palette's commands (Ctrl+P): every action a key runs where the GM is, each
character's sheet and each scene, matched as the GM types with Textual's fuzzy `Matcher`.

An action is shown with the key it has now: a key remapped in keys.toml shows there as it
does in the footer and on the Help screen.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.content import Content
from textual.fuzzy import Matcher

from fate_tui.safe_text import safe_text

Command = tuple[str, str, Callable[[], object]]
"""(what the GM reads, the help line under it, what choosing it does). What the GM reads may
be campaign text, shown as plain text; the palette reads a help line as markup, so a help line
holds only fate-tui's own words, keys and file names (which are slugs: no brackets)."""


class _Listed(Provider):
    """A provider of a fixed list of commands, matched on what the GM reads."""

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
                yield Hit(score, _highlighted(matcher, shown), command, text=shown, help=help_text)


def _highlighted(matcher: Matcher, shown: str) -> Content:
    """`shown` with the letters the query matched highlighted, as `Matcher.highlight` does,
    but as plain text: `highlight` reads its text as markup, and a character named
    '[link=https://x]...' broke the palette while '[@click=app.quit]...' made a live span."""
    content = Content(shown)
    _, offsets = matcher.fuzzy_search.match(matcher.query, shown)
    for offset in offsets:
        if not shown[offset].isspace():
            content = content.stylize(matcher.match_style, offset, offset + 1)
    return content


class KeyCommands(_Listed):
    """The actions bound to keys on the screen under the palette and in the app, with their
    keys as they are now."""

    def commands(self) -> Iterator[Command]:
        keys: dict[str, list[str]] = {}
        found = []
        for active in self.screen.active_bindings.values():
            binding = active.binding
            # fate-tui's own bindings have ids ("table.move"); Textual's scrolling keys do not.
            if not active.enabled or not binding.id or "." not in binding.id:
                continue
            if binding.id not in keys:
                keys[binding.id] = []
                found.append(active)
            keys[binding.id].append(self.app.get_key_display(binding))
        for active in found:
            binding = active.binding
            run = partial(self.app.run_action, binding.action, active.node)
            yield binding.description, f"{' '.join(keys[binding.id])} · {binding.id}", run
        # An action whose key another binding here takes still runs from the palette.
        for node in (self.screen, self.app):
            for binding in node.BINDINGS:
                if binding.id in keys or node.check_action(binding.action, ()) is False:
                    continue
                keys[binding.id] = []
                run = partial(self.app.run_action, binding.action, node)
                yield binding.description, f"no key here · {binding.id}", run


class CharacterCommands(_Listed):
    """Each character's sheet, PCs first."""

    def commands(self) -> Iterator[Command]:
        controller = getattr(self.app, "controller", None)
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
        controller = getattr(self.app, "controller", None)
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
        controller = getattr(self.app, "controller", None)
        if controller is None:
            return
        from fate_tui.rules.creation import supports
        from fate_tui.ui.creation import start_from_palette

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


PROVIDERS = (KeyCommands, CharacterCommands, SceneCommands, CreationCommands)
