"""Helping and defending: combining skills, full defense, multiple targets, minion groups."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.derived import rating
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.ladder import signed
from fate_tui.rules.ruleset import RuleSet, TeamworkCap

# --- Combining skills -----------------------------------------------------------------------


@dataclass(frozen=True)
class HelperVerdict:
    """Whether one helper added to the roll, and why (not)."""

    character_id: str
    counted: bool
    reason: str


@dataclass(frozen=True)
class Teamwork:
    """The leader's roll with help: rating + bonus is what the leader rolls."""

    leader: str
    leader_rating: int
    bonus: int
    verdicts: tuple[HelperVerdict, ...] = ()
    spends_actions: bool = True
    """Whether the helpers gave up their action for the exchange to help."""

    @property
    def helpers(self) -> tuple[str, ...]:
        """The helpers who added to the bonus."""
        return tuple(v.character_id for v in self.verdicts if v.counted)

    @property
    def total(self) -> int:
        return self.leader_rating + self.bonus

    @property
    def actions_given_up(self) -> tuple[str, ...]:
        """Helpers whose action this exchange went into the help."""
        return self.helpers if self.spends_actions else ()


def combine_skills(
    characters: Sequence[Character],
    skill: str,
    ruleset: RuleSet,
    *,
    leader: str | None = None,
    max_helpers: int | None = None,
) -> Teamwork:
    """Combine `skill` across `characters`: the leader rolls, each helper who qualifies adds
    the rule set's bonus, up to the rule set's cap.

    The leader is the highest-rated character unless given. `max_helpers` is the GM's limit
    for this roll (default: the rule set's `teamwork.max_helpers`, if any).
    """
    if not characters:
        raise RulesError("combining skills needs at least one character")
    rules = ruleset.teamwork
    ratings = {c.id: rating(c, skill, ruleset) for c in characters}
    if leader is None:
        leader = max(ratings, key=lambda cid: ratings[cid])
    elif leader not in ratings:
        raise RulesError(f"the leader {leader} is not among the characters combining {skill}")
    lead_rating = ratings[leader]
    cap = lead_rating if rules.cap is TeamworkCap.LEADER_RATING else None
    limit = max_helpers if max_helpers is not None else rules.max_helpers
    bonus = 0
    verdicts: list[HelperVerdict] = []
    for character in characters:
        if character.id == leader:
            continue
        helper_rating = ratings[character.id]
        counted = sum(1 for v in verdicts if v.counted)
        if rules.helper_min_rating is not None and helper_rating < rules.helper_min_rating:
            reason = (
                f"needs at least {ruleset.ladder.label(rules.helper_min_rating)} in {skill}, "
                f"has {ruleset.ladder.label(helper_rating)}"
            )
            verdicts.append(HelperVerdict(character.id, False, reason))
        elif limit is not None and counted >= limit:
            reason = f"the GM allows at most {limit} helper{'s' if limit != 1 else ''}"
            verdicts.append(HelperVerdict(character.id, False, reason))
        elif cap is not None and bonus >= cap:
            reason = f"the bonus is already at its cap, the leader's rating ({signed(cap)})"
            verdicts.append(HelperVerdict(character.id, False, reason))
        else:
            bonus += rules.per_helper
            if cap is not None:
                bonus = min(bonus, cap)
            verdicts.append(HelperVerdict(character.id, True, f"adds {signed(rules.per_helper)}"))
    return Teamwork(leader, lead_rating, bonus, tuple(verdicts), rules.helpers_give_up_action)


# --- Full defense ---------------------------------------------------------------------------


@dataclass(frozen=True)
class FullDefense:
    """A character who gave up their action to defend, until their next turn."""

    character_id: str
    bonus: int
    focus: str = "themselves"
    protecting: tuple[str, ...] = ()
    defended: bool = False
    """Whether any defend roll was made while on full defense."""


def declare_full_defense(
    character_id: str,
    ruleset: RuleSet,
    *,
    focus: str = "themselves",
    protecting: Sequence[str] = (),
) -> FullDefense:
    """Full defense: +bonus to every defend roll relevant to `focus` until the next turn.

    Condensed makes it an optional rule ('full_defense'). Defending others keeps the bonus
    only where the rule set says so (Core trades the bonus for protecting others).
    """
    rules = ruleset.defense
    if rules.full_defense_optional and not ruleset.uses("full_defense"):
        if "full_defense" in ruleset.optional_rules:
            raise RulesError("full defense is an optional rule; switch on 'full_defense' first")
        raise RulesError(f"{ruleset.title} has no full defense rule")
    others = tuple(p for p in protecting if p != character_id)
    bonus = rules.full_defense_bonus
    if others and not rules.protect_others_bonus:
        bonus = 0
    return FullDefense(character_id, bonus, focus, others)


def who_takes_the_hit(
    defense: FullDefense, protected: str, ruleset: RuleSet, *, take_it: bool
) -> str:
    """After a failed defend roll made on `protected`'s behalf: who absorbs the hit. Core
    (L520): the defender may choose to take it (`take_it`); otherwise `protected` does."""
    if protected not in defense.protecting:
        raise RulesError(f"{defense.character_id} is not defending {protected}")
    if not take_it:
        return protected
    if not ruleset.defense.protector_takes_hit:
        raise RulesError(f"in {ruleset.title} a defender cannot take the hit for someone else")
    return defense.character_id


def record_defend(defense: FullDefense) -> FullDefense:
    """Note that the character rolled to defend while on full defense."""
    return replace(defense, defended=True)


def earns_boost(defense: FullDefense, ruleset: RuleSet) -> bool:
    """At the character's next turn: whether an unused full defense gives a boost."""
    return ruleset.defense.unused_full_defense_boost and not defense.defended


# --- Multiple targets -----------------------------------------------------------------------


def even_split(total: int, targets: Sequence[str]) -> dict[str, int]:
    """A default split of a positive effort among targets, as even as possible (the first
    targets get the odd points)."""
    _check_splittable(total, len(targets))
    share, extra = divmod(total, len(targets))
    return {target: share + (1 if i < extra else 0) for i, target in enumerate(targets)}


def check_split(total: int, split: Mapping[str, int]) -> dict[str, int]:
    """Validate a proposed split effort: every share at least 1, the shares adding up to the
    total. Returns the split as a plain dict."""
    _check_splittable(total, len(split))
    low = [target for target, share in split.items() if share < 1]
    if low:
        raise RulesError(
            f"every target needs at least 1 point of effort ({', '.join(low)} "
            "would get less); leave a target out instead"
        )
    assigned = sum(split.values())
    if assigned != total:
        raise RulesError(
            f"the shares add up to {assigned} but the effort is {total}; assign exactly {total}"
        )
    return dict(split)


def zone_attack(total: int, targets: Sequence[str]) -> dict[str, int]:
    """A zone attack: every target in the zone, friend or foe, defends against the full total."""
    if not targets:
        raise RulesError("a zone attack needs at least one target in the zone")
    return dict.fromkeys(targets, total)


def targets_apart(
    positions: Mapping[str, str], targets: Sequence[str]
) -> dict[str, tuple[str, ...]]:
    """Where the targets of one attack stand when they are not all in one zone: each zone, in
    the order its first target was named, with the targets in it; empty when they share a
    zone. "All of the targets should occupy the same zone", yet "the GM may allow the
    occasional exception" (fate-condensed-srd.txt L1380): this tells, it never refuses.
    `positions` is the scene's character id -> zone; a target placed in no zone is left out,
    since the GM has not said where they stand."""
    zones: dict[str, tuple[str, ...]] = {}
    for target in targets:
        zone = positions.get(target)
        if zone is not None:
            zones[zone] = (*zones.get(zone, ()), target)
    return zones if len(zones) > 1 else {}


def _check_splittable(total: int, count: int) -> None:
    if count < 1:
        raise RulesError("splitting effort needs at least one target")
    if total < 1:
        raise RulesError(f"only a positive effort can be split; this one is {signed(total)}")
    if count > total:
        raise RulesError(
            f"an effort of {signed(total)} can reach at most {total} target"
            f"{'s' if total != 1 else ''} (at least 1 each), not {count}"
        )


# --- Minion groups (Spirit of the Century) --------------------------------------------------


def group_bonus(size: int, ruleset: RuleSet) -> int:
    """The bonus a group of `size` members gets to act and react (SotC: 2-3 +1, 4-6 +2,
    7-9 +3, 10+ +4)."""
    steps = ruleset.teamwork.group_bonus_steps
    if not steps:
        raise RulesError(f"{ruleset.title} has no group-size bonus for minions")
    if size < 1:
        raise InvalidValue(f"a group needs at least one member, not {size}")
    return max((bonus for at_least, bonus in steps if size >= at_least), default=0)


def own_group_bonus(character: Character, ruleset: RuleSet) -> int:
    """What a group of minions adds to every roll it makes as one character, acting or
    reacting, for the members still standing (SotC L463); 0 for anyone else, a group with no
    one standing, or a rule set without group bonuses. Contest, challenge and Roll dialog
    rolls all take it from here."""
    if character.kind is not CharacterKind.MOOK_GROUP or character.group_size < 1:
        return 0
    if not ruleset.teamwork.group_bonus_steps:
        return 0
    return group_bonus(character.group_size, ruleset)


def attached_bonus(minions: int, ruleset: RuleSet) -> int:
    """The bonus a named character gets with `minions` attached: the group size counts the
    leader too."""
    if minions < 0:
        raise InvalidValue(f"a number of minions cannot be negative ({minions})")
    return group_bonus(minions + 1, ruleset)
