"""The character sheet's edits: each asks what it needs with a dialog, then runs one intent
from `fate_tui.campaign.intents.characters` on the character shown. Mixed into SheetScreen."""

from __future__ import annotations

from collections.abc import Callable

from fate_tui.campaign.intents import characters, fate
from fate_tui.campaign.intents.characters import aspect_roles
from fate_tui.rules.character import Character
from fate_tui.rules.derived import rating
from fate_tui.rules.stunt_catalogue import blocking, offered_stunts
from fate_tui.ui.dialogs.choose import Choose
from fate_tui.ui.dialogs.confirm import Confirm
from fate_tui.ui.dialogs.long_text import LongTextPrompt
from fate_tui.ui.dialogs.prompt import TextPrompt
from fate_tui.ui.widgets.sheet_header import KIND_LABELS

ORDINARY = "-"
OWN_STUNT = "*own*"
ANOTHER_SKILL = "*another*"


class SheetEdits:
    """Needs `_character_id`, `highlighted(prefix)`, `run_intent`, `notify` and `app`."""

    _character_id: str | None

    # Helpers ----------------------------------------------------------------------------

    def _character(self) -> Character | None:
        character = self.controller.state.characters.get(self._character_id or "")
        if character is None:
            self.notify("No character shown: press N to create one", severity="warning")
        return character

    def _act(self, intent: Callable, *args) -> bool:
        return self.run_intent(intent, self._character_id, *args)

    def _ask(self, dialog, then: Callable) -> None:
        """Show a dialog; `then` gets its answer unless it was cancelled."""

        def answered(value) -> None:
            if value is not None and value is not False:
                then(value)

        self.app.push_screen(dialog, answered)

    @property
    def _rules(self):
        return self.controller.state.ruleset

    # Enter and Delete ---------------------------------------------------------------------

    def edit_item(self, item: str) -> None:
        kind, _, key = item.partition(":")
        edits = {
            "aspect": self._rewrite_aspect,
            "rung": lambda _: self.action_set_skill(),
            "stunt": self._edit_stunt,
            "track": self._toggle_box,
            "slot": self._write_consequence,
            "notes": lambda _: self.action_notes(),
        }
        if kind in edits and self._character() is not None:
            edits[kind](key)

    def remove_item(self, item: str) -> None:
        character = self._character()
        kind, _, key = item.partition(":")
        if character is None:
            return
        if kind == "aspect":
            name = character.aspects[int(key)].name
            self._ask(
                Confirm(f"Remove the aspect '{name}' from {character.name}?"),
                lambda _: self._act(characters.remove_aspect, name),
            )
        elif kind == "stunt":
            name = character.stunts[int(key)].name
            self._ask(
                Confirm(f"Remove the stunt '{name}' from {character.name}?"),
                lambda _: self._act(characters.remove_stunt, name),
            )
        elif kind == "slot" and character.consequence(key) is not None:
            aspect = character.consequence(key).aspect
            self._ask(
                Confirm(f"Clear the {key} consequence '{aspect}'?"),
                lambda _: self._act(characters.clear_consequence, key),
            )
        elif kind == "track":
            self._box_choice(marked=True, track=key)
        else:
            self.notify("Nothing to remove there", severity="warning")

    # Name, notes, fate points, new characters -------------------------------------------

    def action_rename(self) -> None:
        character = self._character()
        if character is not None:
            self._ask(
                TextPrompt("Rename", value=character.name),
                lambda name: self._act(characters.rename, name),
            )

    def action_notes(self) -> None:
        character = self._character()
        if character is not None:
            self._ask(
                LongTextPrompt(f"Notes on {character.name}", character.notes),
                lambda notes: self._act(characters.set_notes, notes),
            )

    def action_fate_point(self, amount: int) -> None:
        if self._character() is not None:
            self._act(fate.award, amount)

    def action_new_character(self) -> None:
        kinds = [(kind.value, label) for kind, label in KIND_LABELS.items()]

        def named(name: str) -> None:
            self._ask(
                Choose(f"What is {name}?", kinds), lambda kind: self.run_intent(_create, name, kind)
            )

        def _create(ctl, name: str, kind: str) -> None:
            new_id = characters.create_character(ctl, name, kind)
            self.show_character(new_id)
            self.notify(f"Created characters/{new_id}.toml")

        self._ask(TextPrompt("New character's name", placeholder="Sister Agathe"), named)

    # Aspects ----------------------------------------------------------------------------

    def _roles(self, character: Character, name: str) -> list[tuple[str, str]]:
        options = [(ORDINARY, "An ordinary aspect")]
        for role in aspect_roles(self._rules):
            holder = next((a for a in character.aspects if a.role == role), None)
            note = f" (instead of '{holder.name}')" if holder and holder.name != name else ""
            options.append((role, role.capitalize() + note))
        return options

    def action_add_aspect(self) -> None:
        character = self._character()
        if character is None:
            return

        def named(name: str) -> None:
            if not aspect_roles(self._rules):
                self._act(characters.add_aspect, name)
                return
            self._ask(
                Choose(f"'{name}' is", self._roles(character, name)),
                lambda role: self._act(
                    characters.add_aspect, name, None if role == ORDINARY else role
                ),
            )

        self._ask(TextPrompt(f"New aspect for {character.name}"), named)

    def action_aspect_role(self) -> None:
        character = self._character()
        if character is None:
            return
        if not aspect_roles(self._rules):
            self.notify(f"Aspects have no roles in {self._rules.title}", severity="warning")
            return

        def chosen(index: str) -> None:
            name = character.aspects[int(index)].name
            self._ask(
                Choose(f"'{name}' is", self._roles(character, name)),
                lambda role: self._act(
                    characters.set_aspect_role, name, None if role == ORDINARY else role
                ),
            )

        index = self.highlighted("aspect")
        if index is not None:
            chosen(index)
        elif character.aspects:
            options = [(str(i), a.name) for i, a in enumerate(character.aspects)]
            self._ask(Choose("Which aspect?", options), chosen)

    def _rewrite_aspect(self, index: str) -> None:
        old = self._character().aspects[int(index)].name
        self._ask(
            TextPrompt("Rewrite the aspect", value=old),
            lambda new: self._act(characters.set_aspect, old, new),
        )

    # Skills -----------------------------------------------------------------------------

    def action_set_skill(self) -> None:
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

        def chosen(skill: str) -> None:
            if skill == ANOTHER_SKILL:
                self._ask(TextPrompt(f"The {noun}'s name"), self._rate)
            else:
                self._rate(skill)

        self._ask(Choose(f"Rate which {noun} of {character.name}?", options), chosen)

    def _rate(self, skill: str) -> None:
        rules = self._rules
        current = rating(self._character(), skill, rules)
        self._ask(
            TextPrompt(
                f"{skill}: new rating",
                value=rules.ladder.name(current) or str(current),
                placeholder="Good, +3 or 3",
            ),
            lambda value: self._act(characters.set_skill, skill, value),
        )

    # Stunts -----------------------------------------------------------------------------

    def action_add_stunt(self) -> None:
        character = self._character()
        if character is None:
            return
        if self._rules.characters.stunt_catalogue:
            self._offer_catalogue(character)
            return
        self._write_stunt(character)

    def _offer_catalogue(self, character: Character) -> None:
        """The rule set lists its stunts: pick a skill, then one of its stunts, those whose
        prerequisites are met first; or write one of your own."""
        catalogue = self._rules.characters.stunt_catalogue
        # The character's best skills first: stunts usually go with them (SotC L706).
        skills = sorted(
            dict.fromkeys(s.skill for s in catalogue),
            key=lambda skill: -rating(character, skill, self._rules),
        )
        options = [
            (skill, f"{skill} ({rating_label(self._rules, character, skill)})") for skill in skills
        ]
        options.append((OWN_STUNT, "Write a stunt of your own"))

        def chosen_skill(skill: str) -> None:
            if skill == OWN_STUNT:
                self._write_stunt(character)
                return
            rows = []
            for stunt, problems in offered_stunts(character, self._rules, skill):
                blocked = blocking(problems)
                mark = "x" if blocked else "+"
                why = f"  [{'; '.join(blocked)}]" if blocked else ""
                rows.append((stunt.key, f"{mark} {stunt.title}: {stunt.summary}{why}"))
            self._ask(
                Choose(f"{skill} stunts for {character.name} (+ may take, x not yet)", rows),
                lambda key: self._act(characters.add_catalogue_stunt, key),
            )

        self._ask(Choose(f"New stunt for {character.name}: which skill?", options), chosen_skill)

    def _write_stunt(self, character: Character) -> None:
        def named(name: str) -> None:
            self._ask(
                LongTextPrompt(f"What '{name}' does"),
                lambda text: self._act(characters.add_stunt, name, text),
            )

        self._ask(TextPrompt(f"New stunt for {character.name}"), named)

    def _edit_stunt(self, index: str) -> None:
        old = self._character().stunts[int(index)]

        def named(name: str) -> None:
            self._ask(
                LongTextPrompt(f"What '{name}' does", old.text),
                lambda text: self._act(characters.edit_stunt, old.name, name, text),
            )

        self._ask(TextPrompt("The stunt's name", value=old.name), named)


def rating_label(rules, character: Character, skill: str) -> str:
    value = rating(character, skill, rules)
    return rules.ladder.name(value) or str(value)
