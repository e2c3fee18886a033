"""A rule set's stunt catalogue as data: each stunt's skill, prerequisites and the effects the
rules core applies for it, and the checks and lookups built on them.

Spirit of the Century has one (`sotc_stunt_catalogue.py`). A character's stunt counts as a
catalogue stunt when its name matches one (any case); a stunt taken several times is written
several times on the sheet.
"""

from __future__ import annotations

import importlib
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from typing import TYPE_CHECKING, overload

from fate_tui.rules.errors import InvalidValue, did_you_mean

if TYPE_CHECKING:
    from fate_tui.rules.character import Character
    from fate_tui.rules.ruleset import RuleSet


class RequirementKind(StrEnum):
    STUNT = "stunt"
    """One of `names` is taken."""
    OTHER_STUNTS = "other_stunts"
    """`count` other stunts of `skill` are taken."""
    SKILL_RATING = "skill_rating"
    """`skill` is rated `count` or better."""
    ASPECT = "aspect"
    """An aspect the GM judges (`text`); the check reports it rather than deciding it."""


@dataclass(frozen=True)
class Requirement:
    """A prerequisite for taking a catalogue stunt: another stunt, other stunts of its skill, a
    skill rating, or an aspect the GM judges (`kind` says which)."""

    kind: RequirementKind
    names: tuple[str, ...] = ()
    skill: str | None = None
    count: int = 0
    text: str = ""


class EffectKind(StrEnum):
    # Offered on a roll in the Roll dialog (`stunt_uses.py`); the GM ticks the circumstance.
    SKILL_BONUS = "skill_bonus"
    """+amount to `skill` rolls (any skill when None) when `detail` applies. A difficulty
    lowered by n is the same as +n on the roll: the shifts come out the same."""
    SKILL_INSTEAD = "skill_instead"
    """Roll `uses` (plus amount) in place of `skill` (any skill when None) when `detail`
    applies."""
    COMPLEMENT = "complement"
    """`uses` (counted `amount` higher) complements `skill` rolls (any skill when None) when
    `detail` applies: +1 when it is the higher (spirit-of-the-century-srd.txt L406)."""
    HIT_BONUS = "hit_bonus"
    """+amount stress on a successful `skill` attack (any skill when None) when `detail`
    applies."""
    TAG_BONUS = "tag_bonus"
    """+amount on the roll for each aspect tagged (+2 invoke) on it, when `detail` applies."""
    # Read by the rules functions that use them (`stunt_effects.py`, `sotc_stunt_rules.py`).
    INITIATIVE = "initiative"
    """+amount to the skill used for initiative."""
    STRESS_BOXES = "stress_boxes"
    """+amount boxes on stress track `detail`."""
    EXTRA_CONSEQUENCE = "extra_consequence"
    """One more consequence of severity `detail` on track `skill` (a stress track name)."""
    ROLL_DOWN = "roll_down"
    """Stress on track `detail` rolls down to the next empty lower box before rolling up."""
    FILL_LOWER = "fill_lower"
    """A hit on track `detail` that would roll up may fill lower boxes totalling it."""
    LANGUAGES = "languages"
    MAINSTREAM_LANGUAGES = "mainstream_languages"
    """Reads and speaks every mainstream language; the language slots go to unusual ones."""
    LIBRARY = "library"
    """Always has a library of quality equal to `skill`."""
    FORTUNES = "fortunes"
    """Predictions per session."""
    COMPEL_ESCALATION = "compel_escalation"
    """Compels on `detail` aspects start at `amount` fate points."""
    FULL_DEFENSE_BONUS = "full_defense_bonus"
    """+amount more on full defense with `skill`."""
    OUTNUMBERED_DEFENSE = "outnumbered_defense"
    """+amount to `skill` defense when outnumbered."""
    MINION_STRESS = "minion_stress"
    """+amount stress on a successful hit against two or more minions."""
    SURPRISE_FULL_DEFENSE = "surprise_full_defense"
    """May take full defense when ambushed, even surprised."""
    NEVER_SURPRISED = "never_surprised"
    ACTS_WHEN_AMBUSHED = "acts_when_ambushed"
    """The ambush rules do not apply: he acts freely in the first exchange."""
    DENY_SPIN = "deny_spin"
    """Opponents defending against this character's attacks gain no spin."""
    GADGET = "gadget"
    """A gadget or artifact with `amount` improvements (`detail`: its kind)."""
    COMPANION = "companion"
    """A companion with `amount` advances (`detail`: what it is)."""
    COMPANION_ADVANCES = "companion_advances"
    """`amount` more advances for existing companions."""
    MINIONS = "minions"
    """Minions on hand (`amount` upgrades)."""
    INITIATIVE_SKILL = "initiative_skill"
    """`skill` may be used for initiative (`detail`: when; empty: always)."""
    FASTER = "faster"
    """`skill` work of kind `detail` takes `amount` steps less on the time table."""
    NO_SUPPLEMENTAL_PENALTY = "no_supplemental_penalty"
    """No -1 for the supplemental action `detail`."""
    BORDER_REDUCTION = "border_reduction"
    """Borders (and blocks to movement) of kind `detail` ('any', 'height') `amount` lower."""
    RANGE = "range"
    """`skill` attacks reach `amount` more zones."""
    DENY_FULL_DEFENSE = "deny_full_defense"
    """Opponents' full defense against this character's `skill` attacks gives no bonus."""
    NO_NUMBERS_BONUS = "no_numbers_bonus"
    """Attackers get no bonus for outnumbering this character."""
    SAVED_SPIN = "saved_spin"
    """Spin from defenses is saved up for the next attack."""
    NO_UNFAMILIARITY = "no_unfamiliarity"
    """No penalty for unfamiliar places on `skill` rolls."""
    FORCE_BONUS = "force_bonus"
    """+amount to the force of `detail` (explosives set with time to study the target)."""
    DOUBLE_STRESS = "double_stress"
    """Stress dealt to `detail` (not characters) is doubled."""
    RULE = "rule"
    """A procedure of its own with numbers, in `sotc_stunt_rules.py` (`detail`: its name)."""


@dataclass(frozen=True)
class Effect:
    """One thing a catalogue stunt does that the rules core applies, such as +amount to a
    skill's rolls when `detail` applies or more boxes on a stress track; `kind` says which and
    how the other fields read."""

    kind: EffectKind
    amount: int = 0
    skill: str | None = None
    detail: str = ""
    uses: str | None = None
    """SKILL_INSTEAD: the skill rolled in place of `skill`."""
    point_cost: int = 0
    """Fate points this use of the stunt costs each time."""
    either: str = ""
    """Uses of one stunt with the same `either` are alternatives: one of them on a roll (the
    sprint's full bonus, or less of it for an even footing with a horse or a car)."""


@dataclass(frozen=True)
class CatalogueStunt:
    """A stunt as the rule set's text lists it: its skill, what it does in words, the
    prerequisites for taking it, the effects the rules core applies for it, and how many times
    it may be taken."""

    key: str
    """Unique and stable: the skill and the stunt's place in its chapter ('academics-3')."""
    skill: str
    line: int
    """Where the stunt begins in the rule set's text."""
    summary: str
    name: str | None = None
    """The stunt's name where the text gives it; None where the text lost it."""
    requirements: tuple[Requirement, ...] = ()
    effects: tuple[Effect, ...] = ()
    fate_point_cost: bool = False
    """Using it costs a fate point (some or every time)."""
    repeatable: bool = False
    min_taken: int = 1
    max_taken: int | None = None

    @property
    def title(self) -> str:
        """The name, or '<skill> stunt <n>' where the text lost it."""
        if self.name:
            return self.name
        number = self.key.rsplit("-", 1)[-1]
        return f"{self.skill} stunt {number}"


class CatalogueOnDemand(Sequence[CatalogueStunt]):
    """A rule set's catalogue, built from the module `module` (its `STUNTS`) when first read.

    Building Spirit of the Century's catalogue takes about 11 ms, a twentieth of opening a
    campaign, and a campaign of any other rule set never reads it: the rule sets are all
    defined when the rules core loads, so the catalogue waits until someone asks for it.
    """

    def __init__(self, module: str) -> None:
        self.module = module

    @cached_property
    def stunts(self) -> tuple[CatalogueStunt, ...]:
        return tuple(importlib.import_module(self.module).STUNTS)

    @cached_property
    def by_name(self) -> dict[str, CatalogueStunt]:
        """The stunts by every name `find_stunt` accepts, built once: a sheet's stunts are
        looked up at each check, absorb and roll, and walking the 400 stunts for each name was
        a large part of a key's work on a Spirit of the Century campaign."""
        return names_index(self.stunts)

    @cached_property
    def by_key(self) -> dict[str, CatalogueStunt]:
        return {s.key: s for s in self.stunts}

    @overload
    def __getitem__(self, index: int) -> CatalogueStunt: ...
    @overload
    def __getitem__(self, index: slice) -> tuple[CatalogueStunt, ...]: ...
    def __getitem__(self, index: int | slice) -> CatalogueStunt | tuple[CatalogueStunt, ...]:
        return self.stunts[index]

    def __len__(self) -> int:
        return len(self.stunts)

    def __iter__(self) -> Iterator[CatalogueStunt]:
        return iter(self.stunts)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, CatalogueOnDemand):
            return self.module == other.module
        return isinstance(other, tuple) and self.stunts == other

    def __hash__(self) -> int:
        return hash(self.module)

    def __repr__(self) -> str:
        return f"CatalogueOnDemand({self.module!r})"


def catalogue_of(ruleset: RuleSet) -> Sequence[CatalogueStunt]:
    return ruleset.characters.stunt_catalogue


def find_stunt(ruleset: RuleSet, name: str) -> CatalogueStunt | None:
    """The catalogue stunt called `name` (its name, title or key, any case), or None.

    A name written as the character worksheets write it, with a colon, is found too: the
    stunt's detail after its name ("Personal Gadget: The Hobo Harpoon"), or the skill before
    it ("Engineering: Jury-Rig"), as Spirit of the Century's sample character lists them
    (spirit-of-the-century-srd.txt L168)."""
    found = _named(ruleset, name)
    if found is None and ":" in name:
        before, after = name.split(":", 1)
        found = _named(ruleset, before) or _named(ruleset, after)
    return found


def stunt_with_procedure(who: Character, ruleset: RuleSet, procedure: str) -> str | None:
    """The name (as the sheet writes it) of `who`'s catalogue stunt whose rule is `procedure`
    (a `sotc_stunt_rules` procedure), if they have one."""
    for stunt in who.stunts:
        listed = find_stunt(ruleset, stunt.name)
        if listed is not None and any(
            e.kind is EffectKind.RULE and e.detail == procedure for e in listed.effects
        ):
            return stunt.name
    return None


def names_index(stunts: Iterable[CatalogueStunt]) -> dict[str, CatalogueStunt]:
    """Each stunt under its title, key and name as `_plain` writes them; where two stunts
    share one, the first in the catalogue's order has it."""
    index: dict[str, CatalogueStunt] = {}
    for stunt in stunts:
        for form in (_plain(stunt.title), stunt.key, _plain(stunt.name or "")):
            if form:
                index.setdefault(form, stunt)
    return index


def _by_name(ruleset: RuleSet) -> dict[str, CatalogueStunt]:
    catalogue = catalogue_of(ruleset)
    if isinstance(catalogue, CatalogueOnDemand):
        return catalogue.by_name
    return names_index(catalogue)  # a rule set's own (short) tuple


def _by_key(ruleset: RuleSet) -> dict[str, CatalogueStunt]:
    catalogue = catalogue_of(ruleset)
    if isinstance(catalogue, CatalogueOnDemand):
        return catalogue.by_key
    return {s.key: s for s in catalogue}


def _named(ruleset: RuleSet, name: str) -> CatalogueStunt | None:
    wanted = _plain(name)
    if not wanted:
        return None
    return _by_name(ruleset).get(wanted)


def _plain(name: str) -> str:
    # The text's names keep its typographic apostrophe ("I’m On Top Of It"); a GM types ' .
    return name.strip().lower().replace("\u2019", "'")


def get_stunt(ruleset: RuleSet, name: str) -> CatalogueStunt:
    found = find_stunt(ruleset, name)
    if found is None:
        hint = did_you_mean(name, [s.title for s in catalogue_of(ruleset)])
        raise InvalidValue(f"'{name}' is not in {ruleset.title}'s stunt catalogue{hint}")
    return found


def taken(character: Character, ruleset: RuleSet) -> Counter[str]:
    """How many times the character took each catalogue stunt, by key."""
    counts: Counter[str] = Counter()
    for stunt in character.stunts:
        found = find_stunt(ruleset, stunt.name)
        if found is not None:
            counts[found.key] += 1
    return counts


def effects_of(
    character: Character, ruleset: RuleSet, kind: EffectKind
) -> Iterator[tuple[CatalogueStunt, Effect]]:
    """Every effect of `kind` the character's catalogue stunts give, once per purchase."""
    by_key = _by_key(ruleset)
    for key, times in taken(character, ruleset).items():
        stunt = by_key[key]
        for effect in stunt.effects:
            if effect.kind is kind:
                for _ in range(times):
                    yield stunt, effect


def effect_total(
    character: Character,
    ruleset: RuleSet,
    kind: EffectKind,
    *,
    skill: str | None = None,
    detail: str | None = None,
) -> int:
    """The summed amount of the character's effects of `kind` (for `skill` / `detail`)."""
    return sum(
        effect.amount
        for _, effect in effects_of(character, ruleset, kind)
        if (skill is None or effect.skill == skill) and (detail is None or effect.detail == detail)
    )


def has_effect(character: Character, ruleset: RuleSet, kind: EffectKind, detail: str = "") -> bool:
    return any(
        not detail or effect.detail == detail for _, effect in effects_of(character, ruleset, kind)
    )


def unmet_requirements(
    character: Character, stunt: CatalogueStunt, ruleset: RuleSet, *, holding: bool = False
) -> tuple[str, ...]:
    """What stops the character taking `stunt` (one more time), in words; empty when nothing
    does. With `holding`, the character already has it on the sheet: what is wrong with that.
    Aspect requirements are reported for the GM to judge."""
    from fate_tui.rules.derived import rating

    counts = taken(character, ruleset)
    by_key = _by_key(ruleset)
    problems: list[str] = []
    for need in stunt.requirements:
        if need.kind is RequirementKind.STUNT:
            have = {by_key[k].title.lower() for k in counts}
            if not any(name.lower() in have for name in need.names):
                problems.append("needs " + " or ".join(need.names))
        elif need.kind is RequirementKind.OTHER_STUNTS:
            others = sum(
                n for k, n in counts.items() if by_key[k].skill == need.skill and k != stunt.key
            )
            if others < need.count:
                problems.append(
                    f"needs {need.count} other {need.skill} stunt{'s' if need.count > 1 else ''}"
                    f" (has {others})"
                )
        elif need.kind is RequirementKind.SKILL_RATING:
            have_rating = rating(character, need.skill or "", ruleset)
            if have_rating < need.count:
                label = ruleset.ladder.label(need.count)
                problems.append(f"needs {need.skill} of {label} or better")
        else:
            problems.append(f"the GM checks: {need.text}")
    already = counts.get(stunt.key, 0) - (1 if holding else 0)
    limit = stunt.max_taken if stunt.max_taken is not None else (None if stunt.repeatable else 1)
    if limit is not None and already >= limit:
        problems.append("already taken" if limit == 1 else f"taken {limit} times, the most allowed")
    return tuple(problems)


def blocking(problems: tuple[str, ...]) -> tuple[str, ...]:
    """The problems that rule a stunt out (the GM's aspect checks do not)."""
    return tuple(p for p in problems if not p.startswith("the GM checks"))


def offered_stunts(
    character: Character, ruleset: RuleSet, skill: str | None = None
) -> tuple[tuple[CatalogueStunt, tuple[str, ...]], ...]:
    """The catalogue's stunts (of `skill`, or all), each with what stops the character taking
    it; those the character may take first."""
    rows = [
        (stunt, unmet_requirements(character, stunt, ruleset))
        for stunt in catalogue_of(ruleset)
        if skill is None or stunt.skill.lower() == skill.lower()
    ]
    return tuple(sorted(rows, key=lambda row: (bool(blocking(row[1])), row[0].skill, row[0].line)))


def undertaken(character: Character, ruleset: RuleSet) -> tuple[str, ...]:
    """Catalogue stunts the character holds fewer times than the stunt requires (a stunt
    that must be taken two or three times)."""
    by_key = _by_key(ruleset)
    return tuple(
        f"{by_key[key].title} must be taken at least {by_key[key].min_taken} times"
        for key, times in taken(character, ruleset).items()
        if times < by_key[key].min_taken
    )
