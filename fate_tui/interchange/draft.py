"""A character read from another app, before it becomes a fate-tui Character.

Fari and Fate Core Official readers fill a `CharacterDraft` with what they found, each piece
with the source field it came from; `build` checks it against the campaign's rule set. The rule
set decides: a skill not on its list, a rating beyond its ladder, a consequence slot it does
not have, stress boxes or a refresh that differ from what it derives are reported as warnings
naming the source field. Nothing is silently fixed and nothing is dropped: what has no place on
a fate-tui sheet goes into the character's notes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace

from fate_tui.interchange import labels
from fate_tui.interchange.text import without_controls
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, CharacterKind, Consequence, ExtraSlot, Stunt
from fate_tui.rules.derived import (
    SlotState,
    consequence_slots,
    paid_stunts,
    refresh,
    refresh_before_minimum,
    stress_tracks,
    stunt_slots_of,
    track_rules,
)
from fate_tui.rules.errors import InvalidValue
from fate_tui.rules.ladder import signed
from fate_tui.rules.ruleset import RuleSet, Severity, StressMode
from fate_tui.rules.wording import counted

_ORDER = (Severity.MILD, Severity.MODERATE, Severity.SEVERE, Severity.EXTREME)


@dataclass
class SheetTrack:
    """A stress track as another app's sheet has it: its label, each box's value (where the
    sheet gives it) and whether it is marked, and the source field it came from."""

    label: str
    boxes: list[tuple[int | None, bool]]
    """(box value when the sheet says it, marked) per box."""
    where: str


@dataclass
class SheetConsequence:
    """A consequence as another app's sheet has it: its severity and aspect, whether it is
    recovering, the extra slot it fills, and the source field it came from."""

    severity: Severity
    aspect: str
    recovering: bool
    where: str
    label: str = ""
    elapsed: int = 0
    slot: str | None = None
    """The extra slot (from a stunt) it fills, by name."""


@dataclass
class CharacterDraft:
    """A character read from another app, each piece with the source field it came from, before
    `build` checks it against the campaign's rule set."""

    source: str
    """What the character came from, for the notes: 'Fari', 'Fate Core Official'."""
    source_id: str | None = None
    """The id the other app gave the character (Fari's `id`), to recognise a re-import."""
    name: str = ""
    kind: CharacterKind = CharacterKind.PC
    group_size: int = 1
    player: str | None = None
    description: str = ""
    notes: list[str] = field(default_factory=list)
    aspects: list[tuple[str | None, str, str]] = field(default_factory=list)
    """(role, aspect, where)."""
    skills: list[tuple[str, object, str]] = field(default_factory=list)
    """(name as written, rating as written, where)."""
    stunts: list[Stunt] = field(default_factory=list)
    fate_points: tuple[int, str] | None = None
    refresh: tuple[int, str] | None = None
    saved_skill_points: tuple[int, str] | None = None
    tracks: list[SheetTrack] = field(default_factory=list)
    consequences: list[SheetConsequence] = field(default_factory=list)
    extra_slots: list[ExtraSlot] = field(default_factory=list)
    unmapped: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    _warned: set[str] = field(default_factory=set)
    _kept: list[str] = field(default_factory=list)

    def warn(self, where: str, message: str) -> None:
        self.warnings.append(f"{where}: {message}" if where else message)
        self._warned.add(where)

    def keep(self, where: str, text: str) -> None:
        """Something with no place on a fate-tui sheet: it goes into the notes (and `build`
        names it in a warning, unless a warning about it already said so)."""
        text = text.strip()
        if text:
            self.unmapped.append(f"{where}: {text}" if where else text)
            self._kept.append(where)

    # Building --------------------------------------------------------------------------

    def build(self, character_id: str, ruleset: RuleSet) -> Character:
        self.remove_controls()
        aspects = self._aspects(character_id)
        skills = self._skills(ruleset)
        character = Character(
            id=character_id,
            name=self.name,
            kind=self.kind,
            aspects=tuple(aspects),
            skills=skills,
            stunts=tuple(self._stunts(ruleset)),
            fate_points=self.fate_points[0] if self.fate_points else 0,
            saved_skill_points=self.saved_skill_points[0] if self.saved_skill_points else 0,
            player=self.player or None,
            group_size=self.group_size,
            extra_slots=tuple(self.extra_slots),
            description=self.description.strip(),
        )
        character = self._with_stress(character, ruleset)
        character = self._with_consequences(character, ruleset)
        character = self._with_refresh(character, ruleset)
        unsaid = [w or "the sheet" for w in dict.fromkeys(self._kept) if w not in self._warned]
        if unsaid:
            self.warn(
                "",
                f"in the notes, with no place on a fate-tui sheet: {'; '.join(unsaid)}",
            )
        return replace(character, notes=self._notes())

    def remove_controls(self) -> None:
        """NUL, other control characters and bidi overrides are removed from what the sheet
        wrote, each removal said: they would hide or reorder text on screen."""

        def clean(text: str, where: str, *, lines: bool = False) -> str:
            cleaned, removed = without_controls(text, lines=lines)
            if removed:
                self.warn(
                    where,
                    f"{counted(removed, 'control or text-direction character')} "
                    f"removed ('{cleaned.strip()[:40]}')",
                )
            return cleaned

        self.name = clean(self.name, "name") or "Unnamed"
        self.player = clean(self.player, "player") if self.player else self.player
        self.description = clean(self.description, "description", lines=True)
        self.notes = [clean(n, "notes", lines=True) for n in self.notes]
        self.unmapped = [clean(u, "notes", lines=True) for u in self.unmapped]
        self.aspects = [(role, clean(text, where), where) for role, text, where in self.aspects]
        self.stunts = [
            replace(
                s,
                name=clean(s.name, f"stunt '{s.name}'"),
                text=clean(s.text, f"stunt '{s.name}'", lines=True),
            )
            for s in self.stunts
        ]
        self.consequences = [replace(c, aspect=clean(c.aspect, c.where)) for c in self.consequences]

    def _aspects(self, owner: str) -> list[Aspect]:
        taken: set[str] = set()
        aspects = []
        for role, text, where in self.aspects:
            if role in taken:
                self.warn(where, f"a second {role}; imported as an ordinary aspect")
                role = None
            if role:
                taken.add(role)
            aspects.append(Aspect(text, AspectKind.CHARACTER, owner=owner, role=role))
        # fate-tui lists the named aspects first, as its sheets do.
        order = {"high concept": 0, "trouble": 1, "relationship": 2}
        return sorted(aspects, key=lambda a: order.get(a.role or "", 3))

    def _skills(self, ruleset: RuleSet) -> dict[str, int]:
        word = "approach" if ruleset.characters.uses_approaches else "skill"
        approaches = ruleset.characters.uses_approaches
        # A PC has a rating in every approach ('check' says so); an NPC may leave some out.
        every_approach = approaches and self.kind is CharacterKind.PC
        skills: dict[str, int] = {}
        ladder = ruleset.ladder
        languages = self._sheet_languages(ruleset)
        for written, value, where in self.skills:
            name = ruleset.skill_name(written)
            translated = None if name else ruleset.skill_name(labels.skill_name(written) or "")
            if isinstance(value, str) and not value.strip():
                if not (every_approach and (name or translated)):
                    continue  # an empty box on the sheet: Mediocre, like every unlisted skill
                value = "0"  # an approach left empty: Mediocre, and every approach has one
            try:
                rating = ladder.parse(value.strip() if isinstance(value, str) else value)
            except InvalidValue as error:
                self.warn(where, f"{error}; kept in the notes")
                self.keep(where, f"{written} {value}")
                continue
            if translated and not labels.skill_languages(written) & languages:
                # One word of another language among the sheet's own skills: most likely a
                # skill of another game that happens to share it (Strands of Fate's
                # Perception), so it is read but said.
                spoken = " or ".join(
                    sorted(labels.LANGUAGES[code] for code in labels.skill_languages(written))
                )
                self.warn(
                    where,
                    f"'{written}' read as {translated} (its {spoken} name), though no other "
                    f"skill on the sheet is {spoken}; check it",
                )
            name = name or translated
            if name is None:
                if self.kind.is_nameless:
                    name = written.strip()
                else:
                    self.warn(
                        where,
                        f"'{written}' is not a{'n' * (word == 'approach')} {word} of "
                        f"{ruleset.title}; kept in the notes",
                    )
                    self.keep(where, f"{written} {ladder.label(rating)}")
                    continue
            if rating == 0 and not approaches:
                continue  # Mediocre, as every skill not listed
            if not ladder.lowest <= rating <= ladder.highest:
                self.warn(
                    where,
                    f"{name} {signed(rating)} is beyond {ruleset.title}'s ladder "
                    f"({signed(ladder.lowest)} to {signed(ladder.highest)}); kept as written",
                )
            if name in skills:
                self.warn(where, f"{name} is rated twice; the first rating is kept")
                continue
            skills[name] = rating
        if every_approach:
            missing = [a for a in ruleset.characters.skills if a not in skills]
            for approach in missing:
                skills[approach] = 0
            if missing:
                self.warn(
                    "approaches",
                    f"{', '.join(missing)} not on the sheet; Mediocre (+0), as every approach "
                    "needs a rating",
                )
        return skills

    def _sheet_languages(self, ruleset: RuleSet) -> set[str]:
        """The languages at least two of the sheet's skill labels are written in: the sheet's
        own language, known from its template's names."""
        counts: dict[str, int] = {}
        for written, _, _ in self.skills:
            if ruleset.skill_name(written):
                continue
            for language in labels.skill_languages(written):
                counts[language] = counts.get(language, 0) + 1
        return {language for language, count in counts.items() if count >= 2}

    def _stunts(self, ruleset: RuleSet) -> list[Stunt]:
        stunts = []
        for stunt in self.stunts:
            if stunt.skill is None:
                stunts.append(stunt)
                continue
            skill = ruleset.skill_name(stunt.skill) or ruleset.skill_name(
                labels.skill_name(stunt.skill) or ""
            )
            if skill is None and not self.kind.is_nameless:
                where = f"stunt '{stunt.name}'"
                self.warn(
                    where,
                    f"'{stunt.skill}' is not on {ruleset.title}'s list; the stunt is "
                    "kept without its skill",
                )
                self.keep(where, f"works with {stunt.skill}")
            own = stunt.skill if self.kind.is_nameless else None
            stunts.append(replace(stunt, skill=skill or own))
        return stunts

    def _with_stress(self, character: Character, ruleset: RuleSet) -> Character:
        names = [rule.name for rule in track_rules(ruleset)]
        if character.kind.is_nameless:
            return self._nameless_stress(character, ruleset, names)
        derived = {t.name: t.boxes for t in stress_tracks(character, ruleset)}
        sheet: dict[str, tuple[tuple[int, ...], frozenset[int], str]] = {}
        for track in self.tracks:
            name = _track_name(track.label, names)
            if name is None and len(names) == 1 and len(self.tracks) == 1:
                name = names[0]  # the rule set's only track, whatever the sheet calls it
            if name not in names or name in sheet:
                marks = " ".join(
                    f"[{'x' if marked else ' '}]{value or ''}" for value, marked in track.boxes
                )
                why = "a second track of that name" if name in sheet else "no such track"
                self.warn(
                    track.where,
                    f"stress track '{track.label}': {ruleset.title} has {why} "
                    f"({', '.join(names) or 'none'}); kept in the notes",
                )
                self.keep(track.where, f"{track.label} {marks}")
                continue
            marked = frozenset(i for i, (_, checked) in enumerate(track.boxes) if checked)
            sheet[name] = (_box_values(track, ruleset), marked, track.where)
        marked_all = {name: marked for name, (_, marked, _) in sheet.items() if marked}
        differ = [name for name, (boxes, _, _) in sheet.items() if derived.get(name) != boxes]
        if not differ:
            return replace(character, stress_marked=marked_all)
        overrides = {name: derived.get(name, ()) for name in names if name in derived}
        for name, (boxes, _, where) in sheet.items():
            overrides[name] = boxes
            if name in differ:
                expected = derived.get(name)
                given = _describe_boxes(boxes)
                self.warn(
                    where,
                    f"{given} where {ruleset.title} gives "
                    + (
                        f"{_describe_boxes(expected)} for this character"
                        if expected is not None
                        else "none to this kind of character"
                    )
                    + f"; kept as stress_boxes.{name} (delete it to use the rule set's)",
                )
        return replace(character, stress_marked=marked_all, stress_boxes=overrides)

    def _nameless_stress(
        self, character: Character, ruleset: RuleSet, names: list[str]
    ) -> Character:
        """Minor NPCs and mooks have the stress the GM gives them: every track as written."""
        boxes: dict[str, tuple[int, ...]] = {}
        marked: dict[str, frozenset[int]] = {}
        for track in self.tracks:
            name = _track_name(track.label, names) or labels.fold(track.label) or "stress"
            if name in boxes:
                self.warn(track.where, f"a second stress track '{track.label}'; in the notes")
                self.keep(track.where, f"{track.label}: {len(track.boxes)} boxes")
                continue
            boxes[name] = _box_values(track, ruleset)
            checked = frozenset(i for i, (_, on) in enumerate(track.boxes) if on)
            if checked:
                marked[name] = checked
        return replace(character, stress_boxes=boxes or None, stress_marked=marked)

    def _with_consequences(self, character: Character, ruleset: RuleSet) -> Character:
        slots = consequence_slots(character, ruleset, include_extreme=True)
        free = list(slots)
        taken: list[Consequence] = []
        for entry in sorted(self.consequences, key=lambda c: _ORDER.index(c.severity)):
            slot = _pick_slot(free, entry)
            if slot is None:
                have = ", ".join(s.name for s in slots) or "none"
                self.warn(
                    entry.where,
                    f"no free {entry.severity.value} consequence slot in {ruleset.title} for "
                    f"this character (slots: {have}); '{entry.aspect}' kept in the notes",
                )
                self.keep(entry.where, entry.aspect)
                continue
            free.remove(slot)
            taken.append(
                Consequence(
                    slot.name,
                    slot.severity,
                    entry.aspect,
                    recovering=entry.recovering,
                    recovery_elapsed=entry.elapsed,
                )
            )
        return replace(character, consequences=tuple(taken))

    def _with_refresh(self, character: Character, ruleset: RuleSet) -> Character:
        if self.refresh is None:
            return character
        written, where = self.refresh
        derived = refresh(character, ruleset)
        if written == derived:
            return character
        if character.kind.is_nameless:
            self.keep(where, f"refresh {written}")  # nameless NPCs have no refresh
            return character
        self.warn(
            where,
            f"refresh {written} where {ruleset.title} gives {derived}: "
            f"{refresh_reckoning(character, ruleset)}. Kept as refresh "
            "(delete it to use the rule set's)",
        )
        return replace(character, refresh=written)

    def _notes(self) -> str:
        parts = [n.strip() for n in self.notes if n and n.strip()]
        if self.unmapped:
            lines = "\n".join(f"- {line}" for line in self.unmapped)
            parts.append(f"From the {self.source} sheet, with no place on this one:\n{lines}")
        return "\n\n".join(parts)


# Spirit of the Century calls the two tracks of the later games health and composure.
_SAME_TRACK = {
    "physical": "health",
    "mental": "composure",
    "health": "physical",
    "composure": "mental",
}


def _track_name(label: str, names: list[str]) -> str | None:
    folded = labels.fold(label)
    synonym = labels.stress_track(label)
    for candidate in (folded, synonym, _SAME_TRACK.get(synonym or folded)):
        if candidate in names:
            return candidate
    return None


def _box_values(track: SheetTrack, ruleset: RuleSet) -> tuple[int, ...]:
    """The boxes' values: a box is worth one point where the rule set says so (a sheet's
    "1 2 3 4" then only numbers the boxes), else what its label says, else its place."""
    values = [value for value, _ in track.boxes]
    if ruleset.stress.mode is StressMode.ONE_POINT_BOXES:
        return (1,) * len(values)
    if all(isinstance(v, int) and v > 0 for v in values):
        return tuple(values)  # type: ignore[arg-type]
    return tuple(range(1, len(values) + 1))


def _describe_boxes(boxes: tuple[int, ...]) -> str:
    if all(v == 1 for v in boxes):
        return f"{len(boxes)} box{'es' * (len(boxes) != 1)}"
    return f"boxes {' '.join(str(v) for v in boxes)}"


def _pick_slot(free: Iterable[SlotState], entry: SheetConsequence) -> SlotState | None:
    if entry.slot is not None:
        return next((s for s in free if s.name == entry.slot), None)
    matching = [s for s in free if s.severity is entry.severity]
    if not matching:
        return None
    hint = labels.fold(entry.label)
    for slot in matching:
        if slot.track and slot.track in hint:
            return slot
    return matching[0]


def refresh_reckoning(character: Character, ruleset: RuleSet) -> str:
    """How the rule set's refresh comes out for this character, in words: "3, less 2 for
    2 stunt slots beyond the 3 free ('Iron Will' fills 2)"."""
    rules = ruleset.fate_points
    if rules.refresh_equals_aspects:
        parts = [f"{len(character.aspects)} for as many aspects"]
    else:
        parts = [str(rules.refresh)]
    if character.refresh_bonus:
        parts.append(f"{character.refresh_bonus:+d} from advancement")
    slots = sum(stunt_slots_of(s) for s in character.stunts)
    plural = "s" * (slots != 1)
    paid = paid_stunts(character, ruleset)
    if slots > rules.free_stunts:
        beyond = slots - rules.free_stunts
        parts.append(
            f"less {paid} for {counted(beyond, 'stunt slot')} beyond the {rules.free_stunts} free"
        )
    elif slots:
        parts.append(f"{slots} stunt slot{plural} of the {rules.free_stunts} free")
    costed = [
        f"'{s.name}' fills {s.refresh_cost}" for s in character.stunts if s.refresh_cost is not None
    ]
    if costed:
        parts[-1] += f" ({', '.join(costed)})"
    if refresh_before_minimum(character, ruleset) < rules.min_refresh:
        parts.append(f"but never below {rules.min_refresh}")
    return ", ".join(parts)
