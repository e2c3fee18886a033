"""What a character's stunts offer on one roll, and what the ones the GM ticks add up to.

A stunt changes a roll in a circumstance the rules cannot see ("when casing a location",
"when the lie holds a healthy dose of truth"), so every use is offered and the GM ticks the
ones that fit. Catalogue stunts (Spirit of the Century's) offer their roll effects: a bonus, a
skill rolled in place of another, a skill complementing the roll (+1 when it is the higher,
spirit-of-the-century-srd.txt L406), more stress on a hit, a bonus per tag. Any other stunt
offers the bonus written on the sheet, if its skill and action fit. A use may cost a fate
point each time (fate-condensed-srd.txt L381; spirit-of-the-century-srd.txt L706).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import combinations

from fate_tui.rules.action_effects import Action
from fate_tui.rules.character import Character, Stunt
from fate_tui.rules.derived import rating
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ladder import signed
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.sotc_actions import combine
from fate_tui.rules.stunt_catalogue import CatalogueStunt, Effect, EffectKind, find_stunt

ROLL_EFFECTS = (
    EffectKind.SKILL_BONUS,
    EffectKind.SKILL_INSTEAD,
    EffectKind.COMPLEMENT,
    EffectKind.HIT_BONUS,
    EffectKind.TAG_BONUS,
)

_ROLL_BONUS = (EffectKind.SKILL_BONUS, EffectKind.SKILL_INSTEAD)


@dataclass(frozen=True)
class StuntUse:
    """One way a stunt changes this roll."""

    name: str
    """Unique among the uses offered on a roll; what the roll records when it is ticked."""
    stunt: str
    """The stunt on the sheet."""
    bonus: int = 0
    uses: str | None = None
    """The skill rolled in place of the roll's skill."""
    hit: int = 0
    """More stress on a successful attack."""
    per_tag: int = 0
    """More on the roll for each aspect tagged on it."""
    fate_points: int = 0
    when: str = ""
    either: str = ""
    """Uses of one stunt with the same `either` are alternatives: at most one on a roll."""

    @property
    def label(self) -> str:
        parts = [self.name]
        if self.uses:
            parts.append(f"(rolls {self.uses}{' ' + signed(self.bonus) if self.bonus else ''})")
        elif self.bonus:
            parts.append(signed(self.bonus))
        if self.hit:
            parts.append(f"{signed(self.hit)} stress on a hit")
        if self.per_tag:
            parts.append(f"{signed(self.per_tag)} per tag")
        if self.fate_points:
            parts.append(f"[{self.fate_points} FP]")
        return " ".join(parts)


@dataclass(frozen=True)
class StuntsOnRoll:
    """What the ticked uses add up to."""

    bonus: int = 0
    skill: str | None = None
    """The skill rolled in place of the roll's own (None: its own)."""
    hit: int = 0
    fate_points: int = 0
    names: tuple[str, ...] = ()


def roll_uses(
    character: Character, ruleset: RuleSet, skill: str, action: Action
) -> tuple[StuntUse, ...]:
    """Every use the character's stunts offer on a `skill` roll for `action`."""
    found: list[StuntUse] = []
    seen: set[str] = set()
    for stunt in character.stunts:
        listed = find_stunt(ruleset, stunt.name)
        if listed is None:
            if _sheet_fits(stunt, skill, action):
                found.append(
                    StuntUse(stunt.name, stunt.name, stunt.bonus, fate_points=stunt.fate_point_cost)
                )
        elif listed.key not in seen:  # taken twice: its bonuses do not overlap (L730)
            seen.add(listed.key)
            found += _catalogue_uses(character, ruleset, stunt, listed, skill)
    return tuple(found)


def _sheet_fits(stunt: Stunt, skill: str, action: Action) -> bool:
    """A stunt written on the sheet with a bonus, or with a fate-point cost and the skill or
    action it is used with (a cost alone, like clearing a box, is not a roll's), naming no
    skill or action, or naming this one."""
    on_rolls = stunt.fate_point_cost and (stunt.skill or stunt.action)
    return bool(stunt.bonus or on_rolls) and (
        (stunt.skill is None or stunt.skill.lower() == skill.lower())
        and (stunt.action is None or stunt.action.replace(" ", "_").lower() == action.value)
    )


def _catalogue_uses(
    character: Character, ruleset: RuleSet, stunt: Stunt, listed: CatalogueStunt, skill: str
) -> list[StuntUse]:
    effects = [e for e in listed.effects if e.kind in ROLL_EFFECTS]
    uses: list[StuntUse] = []
    for effect in effects:
        if not _effect_fits(effect, skill):
            continue
        name = stunt.name if len(effects) == 1 else f"{stunt.name}: {effect.detail}"
        if any(u.name == name for u in uses):
            name = f"{name} ({len(uses) + 1})"
        bonus = effect.amount if effect.kind in _ROLL_BONUS else 0
        if effect.kind is EffectKind.COMPLEMENT:
            rated = rating(character, skill, ruleset)
            # The complementing skill may count higher (Scholar's field bonus, L730).
            helper = rating(character, effect.uses or "", ruleset) + effect.amount
            bonus = combine(rated, complement=[helper]).modifier
        uses.append(
            StuntUse(
                name,
                stunt.name,
                bonus=bonus,
                uses=effect.uses if effect.kind is EffectKind.SKILL_INSTEAD else None,
                hit=effect.amount if effect.kind is EffectKind.HIT_BONUS else 0,
                per_tag=effect.amount if effect.kind is EffectKind.TAG_BONUS else 0,
                fate_points=effect.point_cost,
                when=effect.detail,
                either=effect.either,
            )
        )
    return uses


def _effect_fits(effect: Effect, skill: str) -> bool:
    if effect.kind in (EffectKind.SKILL_INSTEAD, EffectKind.COMPLEMENT) and (
        (effect.uses or "").lower() == skill.lower()
    ):
        return False  # already rolling that skill
    return effect.skill is None or effect.skill.lower() == skill.lower()


def on_roll(uses: Iterable[StuntUse], chosen: Iterable[str], tags: int = 0) -> StuntsOnRoll:
    """What the uses named in `chosen` add up to on a roll with `tags` aspects tagged.
    Raises RulesError when two ticked uses each put a different skill in the roll's place, or
    when two ticked uses of one stunt are alternatives to each other."""
    wanted = set(chosen)
    picked = [u for u in uses if u.name in wanted]
    instead = [u for u in picked if u.uses]
    if len({u.uses for u in instead}) > 1:
        both = " and ".join(f"{u.name} ({u.uses})" for u in instead)
        raise RulesError(f"only one skill can be rolled in the roll's place: {both}")
    for first, second in combinations(picked, 2):
        if first.either and (first.stunt, first.either) == (second.stunt, second.either):
            raise RulesError(
                f"{first.stunt} gives one or the other on a roll: '{first.when}' or '{second.when}'"
            )
    return StuntsOnRoll(
        bonus=sum(u.bonus + u.per_tag * tags for u in picked),
        skill=instead[0].uses if instead else None,
        hit=sum(u.hit for u in picked),
        fate_points=sum(u.fate_points for u in picked),
        names=tuple(u.name for u in picked),
    )
