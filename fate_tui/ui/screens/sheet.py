"""The character sheet: every part of a character under the campaign's rule set, editable in
place, with the list of all characters (and a search) to jump between sheets.

The highlighted line of the focused part is what Enter (edit) and Delete (remove) act on; the
other keys ask which aspect, skill, box or slot they mean when nothing is highlighted. Each
edit asks what it needs, then runs one intent from `fate_tui.campaign.intents.characters` on
the character shown.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.widgets import OptionList

from fate_tui.campaign.intents import characters, fate, sotc_conflict
from fate_tui.campaign.intents.characters import aspect_roles
from fate_tui.campaign.recovery_clock import clears_when
from fate_tui.campaign.roll import roll_scale
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character
from fate_tui.rules.creation import sheet_findings
from fate_tui.rules.creation import supports as supports_guided
from fate_tui.rules.derived import consequence_slots, rating, stress_tracks
from fate_tui.rules.ruleset import Severity
from fate_tui.rules.stunt_catalogue import blocking, offered_stunts
from fate_tui.ui.characters.creation import make_guided
from fate_tui.ui.characters.gm_override import override
from fate_tui.ui.dialogs import asking
from fate_tui.ui.play.big_bad_edit import edit_big_bad
from fate_tui.ui.screens.base import CampaignScreen
from fate_tui.ui.shell.known import known
from fate_tui.ui.widgets.character_list import GROUPS, CharacterList
from fate_tui.ui.widgets.key_footer import KeyFooter
from fate_tui.ui.widgets.sheet_aspects import SheetAspects
from fate_tui.ui.widgets.sheet_body import sheet_body
from fate_tui.ui.widgets.sheet_header import SheetHeader, kind_labels
from fate_tui.ui.widgets.sheet_section import SheetSection

ORDINARY = "-"
OWN_STUNT = "*own*"
ANOTHER_SKILL = "*another*"


class SheetScreen(CampaignScreen):
    # The layout lives here rather than in app.tcss, next to the screen it shapes.
    DEFAULT_CSS = """
    SheetScreen #sheet-main { height: 1fr; }
    SheetScreen.-narrow #character-list { display: none; }
    SheetScreen.-narrow.-searching #character-list { display: block; }
    SheetScreen #sheet-body { width: 1fr; }
    SheetScreen #sheet-header { height: auto; padding: 0 1; background: $panel; }
    SheetScreen #sheet-columns { height: 1fr; }
    SheetScreen #sheet-left, SheetScreen #sheet-right { width: 1fr; }
    SheetScreen #sheet-aspects, SheetScreen #sheet-skills, SheetScreen #sheet-harm {
        height: auto;
        max-height: 50%;
    }
    SheetScreen #sheet-stunts, SheetScreen #sheet-notes { height: 1fr; min-height: 4; }
    """
    AUTO_FOCUS = "#sheet-aspects"
    # Below 100 columns the character list folds away until it is wanted.
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    BINDINGS = [
        # A priority binding runs as the key arrives, so the letters typed right after "/"
        # (even in one burst, as from tmux or a paste) already go to the search box.
        Binding("slash", "search", "Search", id="sheet.search", priority=True, show=False),
        Binding("s", "characters", "Characters", id="sheet.characters", show=False),
        Binding("escape", "back", "Back", id="sheet.back", show=False),
        Binding("enter", "edit", "Edit", id="sheet.edit"),
        Binding("delete", "remove", "Remove", id="sheet.remove", show=False),
        Binding("a", "add_aspect", "Aspect", id="sheet.add_aspect"),
        Binding("h", "aspect_role", "Aspect role", id="sheet.aspect_role", show=False),
        Binding("k", "set_skill", "Skill", id="sheet.set_skill"),
        Binding("t", "add_stunt", "Stunt", id="sheet.add_stunt", show=False),
        Binding("x", "mark_stress", "Stress", id="sheet.mark_stress"),
        Binding("z", "clear_stress", "Clear stress", id="sheet.clear_stress", show=False),
        Binding("c", "consequence", "Consequence", id="sheet.consequence"),
        Binding("v", "recover", "Recover", id="sheet.recover", show=False),
        Binding("G", "gm_override", "GM override", id="sheet.gm_override", show=False),
        Binding("B", "big_bad", "Big bad", id="sheet.big_bad", show=False),
        Binding("S", "scale", "Scale", id="sheet.scale", show=False),
        Binding("T", "grit", "Grit", id="sheet.grit", show=False),
        Binding("C", "companion", "Companion", id="sheet.companion", show=False),
        Binding("g", "gadget", "Gadget", id="sheet.gadget", show=False),
        Binding("m", "minions", "Bring in minions", id="sheet.minions", show=False),
        Binding("Z", "shake_off", "Shake off a box", id="sheet.shake_off", show=False),
        Binding("D", "come_back", "Back from death", id="sheet.come_back", show=False),
        Binding("plus,equals_sign", "fate_point(1)", "+FP", id="sheet.fate_plus", show=False),
        Binding("minus", "fate_point(-1)", "-FP", id="sheet.fate_minus", show=False),
        Binding("o", "notes", "Notes", id="sheet.notes", show=False),
        Binding("R", "rename", "Rename", id="sheet.rename", show=False),
        Binding("N", "new_character", "New character", id="sheet.new_character", show=False),
        Binding("M", "quick_npc", "Quick NPC or mooks", id="sheet.quick_npc", show=False),
        Binding("I", "import_files", "Import files", id="sheet.import", show=False),
        Binding("X", "export_sheet", "Export sheet", id="sheet.export", show=False),
    ]

    def __init__(self, character_id: str | None = None, name: str | None = None) -> None:
        """Shows `character_id`, else the app's current character, else the first PC."""
        super().__init__(name=name)
        self._character_id = character_id

    def compose(self) -> ComposeResult:
        with Horizontal(id="sheet-main"):
            yield CharacterList(id="character-list")
            with Vertical(id="sheet-body"):
                yield from sheet_body(notes=True)
        yield KeyFooter()

    def refresh_state(self) -> None:
        state = self.controller.state
        if self._character_id not in state.characters:
            self._character_id = first_character(state)
        character = state.characters.get(self._character_id or "")
        findings = sheet_findings(character, state.ruleset) if character else []
        self.query_one(CharacterList).show(state, self._character_id)
        self.query_one(SheetHeader).show(character, state)
        for section in self.query(SheetSection):
            section.show(character, state, findings)

    @property
    def current_character_id(self) -> str | None:
        return self._character_id

    # The character list ----------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # A "/" typed in the search box is part of the search (the binding runs first, being
        # a priority one; refused, the key goes on to the box).
        return not (action == "search" and self.query_one(CharacterList).search.has_focus)

    def action_search(self) -> None:
        # Focus at once, not on the next message as `focus()` does (see the binding).
        self.add_class("-searching")
        self.set_focus(self.query_one(CharacterList).search)

    def action_characters(self) -> None:
        self.add_class("-searching")
        self.set_focus(self.query_one(CharacterList).options)

    def action_back(self) -> None:
        listing = self.query_one(CharacterList)
        if self.has_class("-searching") or listing.has_focus_within:
            self._leave_list()
        else:
            self.app.pop_screen()

    def on_character_list_picked(self, event: CharacterList.Picked) -> None:
        self.show_character(event.character_id)
        self._leave_list()

    def show_character(self, character_id: str) -> None:
        self._character_id = self.app.character = character_id
        self.refresh_state()

    def on_mount(self) -> None:
        if self._character_id is not None:  # asked for by name: it becomes the current one
            self.app.character = self._character_id

    def on_screen_resume(self) -> None:
        # The app's current character may have changed while the sheet was away.
        wanted = self.app.character
        characters = self.controller.state.characters
        if self._character_id is None:
            self._character_id = wanted
        elif wanted is not None and wanted != self._character_id and wanted in characters:
            self.show_character(wanted)

    def _leave_list(self) -> None:
        self.remove_class("-searching")
        self.query_one(CharacterList).search.value = ""
        self.set_focus(self.query_one(SheetAspects))

    # Enter and Delete on the highlighted line ------------------------------------------

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if isinstance(event.option_list, SheetSection) and event.option.id:
            event.stop()
            self.edit_item(event.option.id)

    def action_edit(self) -> None:
        item = self._focused_item()
        if item is not None:
            self.edit_item(item)

    def action_remove(self) -> None:
        item = self._focused_item()
        if item is None:
            self.notify(
                "Highlight an aspect, stunt, stress track or consequence", severity="warning"
            )
            return
        self.remove_item(item)

    def _focused_item(self) -> str | None:
        focused = self.focused
        return focused.selected if isinstance(focused, SheetSection) else None

    def highlighted(self, prefix: str) -> str | None:
        """The key of the focused line if it is a `prefix` line ('slot' -> 'mild')."""
        item = self._focused_item()
        if item is not None and item.startswith(prefix + ":"):
            return item.partition(":")[2]
        return None

    # Helpers ----------------------------------------------------------------------------

    def _character(self) -> Character | None:
        character = self.controller.state.characters.get(self._character_id or "")
        if character is None:
            self.notify("No character shown: press N to create one", severity="warning")
        return character

    def _shown(self) -> Character:
        """The character shown, for a step on one of its rows: the action that led there
        checked there is one (`_character`)."""
        return known(
            self.controller.state.characters.get(self._character_id or ""), "the character"
        )

    def _act(self, intent: Callable, *args) -> bool:
        return self.run_intent(intent, self._character_id, *args)

    @property
    def _rules(self):
        return self.controller.state.ruleset

    # Enter and Delete ---------------------------------------------------------------------

    @asking.asks
    async def edit_item(self, item: str) -> None:
        kind, _, key = item.partition(":")
        edits = {
            "aspect": self._rewrite_aspect,
            "rung": lambda _: self._set_skill(),
            "stunt": self._edit_stunt,
            "track": self._toggle_box,
            "slot": self._write_consequence,
            "notes": lambda _: self._notes(),
            "big_bad": lambda _: self._big_bad(),
            "companion": self._companion,
        }
        if kind in edits and self._character() is not None:
            await edits[kind](key)

    @asking.asks
    async def remove_item(self, item: str) -> None:
        character = self._character()
        kind, _, key = item.partition(":")
        if character is None:
            return
        if kind == "aspect":
            name = character.aspects[int(key)].name
            question = f"Remove the aspect '{name}' from {character.name}?"
            if await asking.confirm(self.app, question):
                self._act(characters.remove_aspect, name)
        elif kind == "stunt":
            name = character.stunts[int(key)].name
            question = f"Remove the stunt '{name}' from {character.name}?"
            if await asking.confirm(self.app, question):
                self._act(characters.remove_stunt, name)
        elif kind == "slot" and (taken := character.consequence(key)) is not None:
            aspect = taken.aspect
            if await asking.confirm(self.app, f"Clear the {key} consequence '{aspect}'?"):
                self._act(characters.clear_consequence, key)
        elif kind == "gadget":
            from fate_tui.campaign.intents import gadgets

            gadget = character.gadgets[int(key)]
            if gadgets.locked(self.controller, gadget):
                # L1000: locked in for the session; reshaping it now is the GM's override.
                question = (
                    f"{gadget.name} is a universal gadget locked in for the rest of the "
                    "session. Reshape it anyway (a GM override, logged)?"
                )
                if await asking.confirm(self.app, question, yes="Override"):
                    self._act(partial(gadgets.remove, override=True), gadget.name)
            elif await asking.confirm(self.app, f"Remove {gadget.name} from {character.name}?"):
                self._act(gadgets.remove, gadget.name)
        elif kind == "companion":
            from fate_tui.campaign.intents import companions

            name = character.companions[int(key)].name
            if await asking.confirm(
                self.app, f"Remove the companion {name} from {character.name}?"
            ):
                self._act(companions.remove, name)
        elif kind == "track":
            await self._box_choice(marked=True, track=key)
        else:
            self.notify("Nothing to remove there", severity="warning")

    # Name, notes, fate points, new characters -------------------------------------------

    @asking.asks
    async def action_rename(self) -> None:
        character = self._character()
        if character is not None:
            name = await asking.text(self.app, "Rename", value=character.name)
            if name:
                self._act(characters.rename, name)

    @asking.asks
    async def action_notes(self) -> None:
        await self._notes()

    async def _notes(self) -> None:
        character = self._character()
        if character is not None:
            notes = await asking.long_text(self.app, f"Notes on {character.name}", character.notes)
            if notes is not None:
                self._act(characters.set_notes, notes)

    @asking.asks
    async def action_import_files(self) -> None:
        from fate_tui.ui.characters.interchange_flow import import_files

        await import_files(self.app)

    @asking.asks
    async def action_export_sheet(self) -> None:
        from fate_tui.ui.characters.interchange_flow import export_to_file

        if self._character_id is None:
            self.notify("No character to export", severity="warning")
            return
        await export_to_file(self.app, self._character_id)

    def action_fate_point(self, amount: int) -> None:
        if self._character() is not None:
            self._act(fate.award, amount)

    @asking.asks
    async def action_new_character(self) -> None:
        name = await asking.text(self.app, "New character's name", placeholder="Sister Agathe")
        if not name:
            return
        labels = kind_labels(self.controller.state.ruleset)
        kinds = [(kind.value, label) for kind, label in labels.items()]
        kind = await asking.choose(self.app, f"What is {name}?", kinds)
        if kind is None:
            return
        if kind == "pc" and supports_guided(self.controller.state.ruleset):
            how = await asking.choose(
                self.app,
                f"How is {name} made?",
                [
                    ("guided", f"Step by step, as {self._rules.title} makes characters"),
                    ("blank", "A blank sheet to fill in here"),
                ],
            )
            if how is None:
                return
            if how == "guided":
                made = await make_guided(self.app, name)
                if made is not None and made in self.controller.state.characters:
                    self.show_character(made)
                return
        created: list[str] = []
        if self.run_intent(
            lambda ctl: created.append(characters.create_character(ctl, name, kind))
        ):
            self.show_character(created[0])
            self.notify(f"Created characters/{created[0]}.toml")

    @asking.asks
    async def action_quick_npc(self) -> None:
        from fate_tui.ui.characters import quick_npc_flow

        made = await quick_npc_flow.make(self)
        if made is not None:
            self.show_character(made)

    # Aspects ----------------------------------------------------------------------------

    def _roles(self, character: Character, name: str) -> list[tuple[str, str]]:
        options = [(ORDINARY, "An ordinary aspect")]
        for role in aspect_roles(self._rules):
            holder = next((a for a in character.aspects if a.role == role), None)
            note = f" (instead of '{holder.name}')" if holder and holder.name != name else ""
            options.append((role, role.capitalize() + note))
        return options

    async def _role(self, character: Character, name: str) -> str | None:
        """The role the GM gives the aspect `name`: ORDINARY, a role, or None (cancelled)."""
        return await asking.choose(self.app, f"'{name}' is", self._roles(character, name))

    @asking.asks
    async def action_add_aspect(self) -> None:
        character = self._character()
        if character is None:
            return
        name = await asking.text(self.app, f"New aspect for {character.name}")
        if not name:
            return
        if not aspect_roles(self._rules):
            self._act(characters.add_aspect, name)
            return
        role = await self._role(character, name)
        if role is not None:
            self._act(characters.add_aspect, name, None if role == ORDINARY else role)

    @asking.asks
    async def action_aspect_role(self) -> None:
        character = self._character()
        if character is None:
            return
        if not aspect_roles(self._rules):
            self.notify(f"Aspects have no roles in {self._rules.title}", severity="warning")
            return
        index = self.highlighted("aspect")
        if index is None and character.aspects:
            options = [(str(i), a.name) for i, a in enumerate(character.aspects)]
            index = await asking.choose(self.app, "Which aspect?", options)
        if index is None:
            return
        name = character.aspects[int(index)].name
        role = await self._role(character, name)
        if role is not None:
            self._act(characters.set_aspect_role, name, None if role == ORDINARY else role)

    async def _rewrite_aspect(self, index: str) -> None:
        old = self._shown().aspects[int(index)].name
        new = await asking.text(self.app, "Rewrite the aspect", value=old)
        if new:
            self._act(characters.set_aspect, old, new)

    # Skills -----------------------------------------------------------------------------

    @asking.asks
    async def action_set_skill(self) -> None:
        await self._set_skill()

    async def _set_skill(self) -> None:
        character = self._character()
        if character is None:
            return
        rules = self._rules
        names = list(rules.characters.skills)
        names += [s for s in character.skills if rules.skill_name(s) is None]
        options = [(s, f"{s:<14} {rules.ladder.label(rating(character, s, rules))}") for s in names]
        if character.kind.is_nameless or not rules.characters.skills:
            options.append((ANOTHER_SKILL, "Another skill…"))
        noun = "approach" if rules.characters.uses_approaches else "skill"
        title = f"Rate which {noun} of {character.name}?"
        skill = await asking.choose(self.app, title, options)
        if skill == ANOTHER_SKILL:
            skill = await asking.text(self.app, f"The {noun}'s name")
        if not skill:
            return
        current = rating(character, skill, rules)
        value = await asking.text(
            self.app,
            f"{skill}: new rating",
            value=rules.ladder.name(current) or str(current),
            placeholder="Good, +3 or 3",
        )
        if value:
            self._act(characters.set_skill, skill, value)

    # Stunts -----------------------------------------------------------------------------

    @asking.asks
    async def action_add_stunt(self) -> None:
        character = self._character()
        if character is None:
            return
        if self._rules.characters.stunt_catalogue:
            await self._offer_catalogue(character)
            return
        await self._write_stunt(character)

    async def _offer_catalogue(self, character: Character) -> None:
        """The rule set lists its stunts: pick a skill, then one of its stunts, those whose
        prerequisites are met first; or write one of your own."""
        catalogue = self._rules.characters.stunt_catalogue
        # The character's best skills first: stunts usually go with them (SotC L706).
        skills = sorted(
            dict.fromkeys(s.skill for s in catalogue),
            key=lambda skill: -rating(character, skill, self._rules),
        )
        options = [(skill, f"{skill} ({self._rating_label(character, skill)})") for skill in skills]
        options.append((OWN_STUNT, "Write a stunt of your own"))
        skill = await asking.choose(
            self.app, f"New stunt for {character.name}: which skill?", options
        )
        if skill is None:
            return
        if skill == OWN_STUNT:
            await self._write_stunt(character)
            return
        rows = []
        for stunt, problems in offered_stunts(character, self._rules, skill):
            blocked = blocking(problems)
            mark = "x" if blocked else "+"
            why = f"  [{'; '.join(blocked)}]" if blocked else ""
            rows.append((stunt.key, f"{mark} {stunt.title}: {stunt.summary}{why}"))
        title = f"{skill} stunts for {character.name} (+ may take, x not yet)"
        key = await asking.choose(self.app, title, rows)
        if key is not None:
            self._act(characters.add_catalogue_stunt, key)

    def _rating_label(self, character: Character, skill: str) -> str:
        value = rating(character, skill, self._rules)
        return self._rules.ladder.name(value) or str(value)

    async def _write_stunt(self, character: Character) -> None:
        name = await asking.text(self.app, f"New stunt for {character.name}")
        if not name:
            return
        text = await asking.long_text(self.app, f"What '{name}' does")
        if text is not None:
            self._act(characters.add_stunt, name, text)

    async def _edit_stunt(self, index: str) -> None:
        old = self._shown().stunts[int(index)]
        name = await asking.text(self.app, "The stunt's name", value=old.name)
        if not name:
            return
        text = await asking.long_text(self.app, f"What '{name}' does", old.text)
        if text is not None:
            self._act(characters.edit_stunt, old.name, name, text)

    # Stress -----------------------------------------------------------------------------

    @asking.asks
    async def action_mark_stress(self) -> None:
        await self._box_choice(marked=False, track=self.highlighted("track"))

    @asking.asks
    async def action_clear_stress(self) -> None:
        await self._box_choice(marked=True, track=self.highlighted("track"))

    async def _box_choice(self, *, marked: bool, track: str | None = None) -> None:
        """Pick an empty box to mark (or a marked one to clear), on `track` or any track."""
        character = self._character()
        if character is None:
            return
        options = []
        for state in stress_tracks(character, self._rules):
            if track is None or state.name == track:
                for index, value in enumerate(state.boxes):
                    if state.is_marked(index) == marked:
                        options.append((f"{state.name}:{index}", _box_label(state, index, value)))
        if not options:
            which = "marked" if marked else "empty"
            self.notify(f"{character.name} has no {which} stress box", severity="warning")
            return
        title = "Clear which stress box?" if marked else "Mark which stress box?"
        box = await asking.choose(self.app, title, options)
        if box is not None:
            self._box(characters.clear_stress if marked else characters.mark_stress, box)

    async def _toggle_box(self, track: str) -> None:
        character = self._shown()
        state = next(t for t in stress_tracks(character, self._rules) if t.name == track)
        options = [
            (f"{track}:{i}", _box_label(state, i, v) + (": clear" if state.is_marked(i) else ""))
            for i, v in enumerate(state.boxes)
        ]
        box = await asking.choose(self.app, f"Mark or clear a {track} box", options)
        if box is not None:
            marked = state.is_marked(int(box.rpartition(":")[2]))
            self._box(characters.clear_stress if marked else characters.mark_stress, box)

    def _box(self, intent: Callable, box: str) -> None:
        track, _, index = box.rpartition(":")
        self._act(intent, track, int(index))

    # Consequences -----------------------------------------------------------------------

    @asking.asks
    async def action_consequence(self) -> None:
        character = self._character()
        if character is None:
            return
        slot = self.highlighted("slot")
        if slot is None:
            slots = consequence_slots(character, self._rules)
            if not slots:
                self.notify(f"{character.name} takes no consequences", severity="warning")
                return
            options = [
                (s.name, f"{s.name.title()}: {s.filled.aspect if s.filled else 'free'}")
                for s in slots
            ]
            slot = await asking.choose(self.app, "Which consequence slot?", options)
        if slot is not None:
            await self._write_consequence(slot)

    async def _write_consequence(self, slot: str) -> None:
        character = self._shown()
        current = character.consequence(slot)
        found = next((s for s in consequence_slots(character, self._rules) if s.name == slot), None)
        aspect = await asking.text(
            self.app,
            f"{slot.capitalize()} consequence",
            value=current.aspect if current else "",
            placeholder="Twisted Ankle",
        )
        if not aspect:
            return
        if current is not None or found is None or found.severity is not Severity.EXTREME:
            self._act(characters.set_consequence, slot, aspect)
            return
        # An extreme consequence takes the place of one aspect, never the high concept.
        options = [(a.name, a.name) for a in character.aspects if a.role != "high concept"]
        old = await asking.choose(self.app, f"'{aspect}' replaces which aspect?", options)
        if old is not None:
            self._act(characters.set_consequence, slot, aspect, old)

    @asking.asks
    async def action_recover(self) -> None:
        character = self._character()
        if character is None:
            return
        from fate_tui.ui.characters.treatment_roll import treat  # the Roll dialog, on first use

        condition = self.highlighted("condition")
        if condition is not None:
            if condition in character.conditions_recovering:
                self.notify(f"'{condition}' is already recovering", markup=False)
            else:
                await treat(self, character.id, f"condition:{condition}")
            return
        waiting = [c for c in character.consequences if not c.recovering]
        slot = self.highlighted("slot")
        if slot is None or character.consequence(slot) is None:
            if not waiting:
                self.notify(f"{character.name} has no consequence waiting for recovery")
                return
            options = [(c.slot, f"{c.slot.title()}: {c.aspect}") for c in waiting]
            slot = await asking.choose(self.app, "Which consequence begins to recover?", options)
            if slot is None:
                return
        # Highlighted with a consequence, or chosen among those waiting.
        consequence = known(character.consequence(slot), "the consequence chosen")
        if consequence.recovering:
            when = clears_when(consequence, self.controller.state)
            self.notify(f"'{consequence.aspect}' is already {when}", markup=False)
            return
        await treat(self, character.id, slot)

    @asking.asks
    async def action_gm_override(self) -> None:
        character = self._character()
        if character is not None:
            await override(self, character)

    @asking.asks
    async def action_scale(self) -> None:
        character = self._character()
        if character is None:
            return
        if not roll_scale.in_play(self.controller.state):
            self.notify("Scale is an optional rule: switch scale on in the campaign view (A)")
            return
        levels = roll_scale.LADDER.levels
        now = character.scale or levels[0]
        options = [(level, level + ("  (now)" if level == now else "")) for level in levels]
        title = f"Which scale does {character.name} act on?"
        picked = await asking.choose(self.app, title, options, highlight=now)
        if picked is not None:
            self._act(characters.set_scale, picked)

    @asking.asks
    async def action_grit(self) -> None:
        """Spirit of the Century: an NPC's grit, the consequences he takes before he offers a
        concession (L437); the conflict panel and the hit's log line then say when."""
        character = self._character()
        if character is None:
            return
        if not sotc_conflict.applies(self._rules):
            self.notify(f"Grit is Spirit of the Century's; {self._rules.title} has none")
            return
        if not character.kind.is_npc:
            self.notify(f"{character.name} is a PC: grit is listed for NPCs only", markup=False)
            return
        options = [("none", "No grit: fights until taken out, or concedes at will")] + [
            (str(n), f"{n}: offers a concession after {n} consequence{'s' * (n != 1)}")
            for n in range(1, 5)
        ]
        now = "none" if character.grit is None else str(character.grit)
        title = f"Grit of {character.name} (usually 1 or 2)"
        picked = await asking.choose(self.app, title, options, highlight=now)
        if picked is not None:
            self._act(sotc_conflict.set_grit, None if picked == "none" else int(picked))

    @asking.asks
    async def action_companion(self) -> None:
        await self._companion(self.highlighted("companion"))

    async def _companion(self, index: str | None) -> None:
        """A new companion, or (on a companion's line) one more advance for it."""
        from fate_tui.ui.characters.sheet_companions import edit_companions

        character = self._character()
        if character is not None:
            await edit_companions(self, character, index)

    @asking.asks
    async def action_minions(self) -> None:
        from fate_tui.ui.characters.sheet_minions import bring_in_minions

        character = self._character()
        if character is not None:
            await bring_in_minions(self, character)

    @asking.asks
    async def action_shake_off(self) -> None:
        from fate_tui.ui.characters.sheet_stunt_procedures import shake_off

        character = self._character()
        if character is not None:
            await shake_off(self, character)

    @asking.asks
    async def action_come_back(self) -> None:
        from fate_tui.ui.characters.sheet_stunt_procedures import come_back

        character = self._character()
        if character is not None:
            await come_back(self, character)

    @asking.asks
    async def action_gadget(self) -> None:
        from fate_tui.ui.characters.sheet_gadgets import design_gadget

        character = self._character()
        if character is not None:
            await design_gadget(self, character)

    @asking.asks
    async def action_big_bad(self) -> None:
        await self._big_bad()

    async def _big_bad(self) -> None:
        character = self._character()
        if character is None:
            return
        if not self._rules.uses("big_bad"):
            self.notify("Big bads are an optional rule: switch big_bad on in the campaign view (A)")
        elif not character.kind.is_npc:
            self.notify(f"{character.name} is a PC: only an NPC can be a big bad")
        else:
            await edit_big_bad(self, character)


def first_character(state: CampaignState) -> str | None:
    """The first PC as the list shows them (by name), else the first character at all."""
    for kind, _ in GROUPS:
        group = sorted(
            (c for c in state.characters.values() if c.kind is kind), key=lambda c: c.name.lower()
        )
        if group:
            return group[0].id
    return None


def _box_label(state, index: int, value: int) -> str:
    label = f"{state.name.title()} box {index + 1}"
    if any(v != 1 for v in state.boxes):
        label += f" ({value}-point)"
    return label + (" (marked)" if state.is_marked(index) else "")
