"""The character sheet's edits of harm: marking and clearing stress boxes, writing, treating
and clearing consequences. Mixed into SheetScreen with `SheetEdits`."""

from __future__ import annotations

from collections.abc import Callable

from fate_tui.campaign.intents import characters
from fate_tui.rules.derived import consequence_slots, stress_tracks
from fate_tui.rules.ruleset import Severity
from fate_tui.ui.dialogs.choose import Choose
from fate_tui.ui.dialogs.prompt import TextPrompt


class SheetHarmEdits:
    """Needs what `SheetEdits` gives: `_character`, `_act`, `_ask`, `_rules`, `highlighted`."""

    # Stress -----------------------------------------------------------------------------

    def action_mark_stress(self) -> None:
        self._box_choice(marked=False, track=self.highlighted("track"))

    def action_clear_stress(self) -> None:
        self._box_choice(marked=True, track=self.highlighted("track"))

    def _box_choice(self, *, marked: bool, track: str | None = None) -> None:
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
        intent = characters.clear_stress if marked else characters.mark_stress
        title = "Clear which stress box?" if marked else "Mark which stress box?"
        self._ask(Choose(title, options), lambda box: self._box(intent, box))

    def _toggle_box(self, track: str) -> None:
        character = self._character()
        state = next(t for t in stress_tracks(character, self._rules) if t.name == track)
        options = [
            (f"{track}:{i}", _box_label(state, i, v) + (": clear" if state.is_marked(i) else ""))
            for i, v in enumerate(state.boxes)
        ]

        def toggled(box: str) -> None:
            marked = state.is_marked(int(box.rpartition(":")[2]))
            self._box(characters.clear_stress if marked else characters.mark_stress, box)

        self._ask(Choose(f"Mark or clear a {track} box", options), toggled)

    def _box(self, intent: Callable, box: str) -> None:
        track, _, index = box.rpartition(":")
        self._act(intent, track, int(index))

    # Consequences -----------------------------------------------------------------------

    def action_consequence(self) -> None:
        character = self._character()
        if character is None:
            return
        slot = self.highlighted("slot")
        if slot is not None:
            self._write_consequence(slot)
            return
        slots = consequence_slots(character, self._rules)
        if not slots:
            self.notify(f"{character.name} takes no consequences", severity="warning")
            return
        options = [
            (s.name, f"{s.name.title()}: {s.filled.aspect if s.filled else 'free'}") for s in slots
        ]
        self._ask(Choose("Which consequence slot?", options), self._write_consequence)

    def _write_consequence(self, slot: str) -> None:
        character = self._character()
        current = character.consequence(slot)
        found = next((s for s in consequence_slots(character, self._rules) if s.name == slot), None)
        replaces_aspect = (
            current is None and found is not None and found.severity is Severity.EXTREME
        )

        def write(aspect: str) -> None:
            if not replaces_aspect:
                self._act(characters.set_consequence, slot, aspect)
                return
            # An extreme consequence takes the place of one aspect, never the high concept.
            options = [(a.name, a.name) for a in character.aspects if a.role != "high concept"]
            self._ask(
                Choose(f"'{aspect}' replaces which aspect?", options),
                lambda old: self._act(characters.set_consequence, slot, aspect, old),
            )

        self._ask(
            TextPrompt(
                f"{slot.capitalize()} consequence",
                value=current.aspect if current else "",
                placeholder="Twisted Ankle",
            ),
            write,
        )

    def action_recover(self) -> None:
        character = self._character()
        if character is None:
            return
        waiting = [c for c in character.consequences if not c.recovering]
        slot = self.highlighted("slot")
        if slot is not None and character.consequence(slot) is not None:
            self._treat(slot)
        elif not waiting:
            self.notify(f"{character.name} has no consequence waiting for recovery")
        else:
            options = [(c.slot, f"{c.slot.title()}: {c.aspect}") for c in waiting]
            self._ask(Choose("Which consequence begins to recover?", options), self._treat)

    def _treat(self, slot: str) -> None:
        old = self._character().consequence(slot).aspect
        self._ask(
            TextPrompt("Treatment worked. Rename the consequence? (Enter keeps it)", value=old),
            lambda new: self._act(characters.begin_recovery, slot, None if new == old else new),
        )


def _box_label(state, index: int, value: int) -> str:
    label = f"{state.name.title()} box {index + 1}"
    if any(v != 1 for v in state.boxes):
        label += f" ({value}-point)"
    return label + (" (marked)" if state.is_marked(index) else "")
