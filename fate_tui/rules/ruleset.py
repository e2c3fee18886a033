"""Rule sets as data: every difference between Condensed, Core, Accelerated and SotC.

A `RuleSet` is a frozen value. Functions elsewhere in the rules core read its fields and never
test the rule set's name, so a campaign can start from one and override any value (see
`overrides.py`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from functools import lru_cache

from fate_tui.rules.errors import RulesError
from fate_tui.rules.ladder import Ladder
from fate_tui.rules.outcomes import OutcomeModel
from fate_tui.rules.ruleset_characters import (
    AdvanceKind,
    AdvancementModel,
    AdvancementRules,
    CharacterRules,
    SkillShape,
    SkillShapeKind,
)
from fate_tui.rules.ruleset_harm import (
    BoxStep,
    ConcessionRules,
    ConditionRow,
    ConsequenceMode,
    ConsequenceRules,
    ConsequenceSlotRule,
    Period,
    RecoveryRules,
    Severity,
    StressMode,
    StressRules,
    StressTrackRule,
)

# The settings of characters and of harm live in their own modules; every name stays
# importable from here, the one place callers look for rule-set vocabulary.
__all__ = [
    "CONDENSED_OPTIONS",
    "DICE_OPTIONS",
    "AdvanceKind",
    "AdvancementModel",
    "AdvancementRules",
    "BoxStep",
    "CharacterRules",
    "CompelRules",
    "ConcessionRules",
    "ConditionRow",
    "ConsequenceMode",
    "ConsequenceRules",
    "ConsequenceSlotRule",
    "ContestAdvantageFailure",
    "ContestRules",
    "ContestWinRule",
    "DefenseRules",
    "DiceRules",
    "FatePointRules",
    "FreeInvokeStacking",
    "HostilePayout",
    "InvokeRules",
    "MovementRules",
    "Period",
    "RecoveryRules",
    "RuleSet",
    "Severity",
    "SkillShape",
    "SkillShapeKind",
    "StartingFatePoints",
    "StressMode",
    "StressRules",
    "StressTrackRule",
    "TeamworkCap",
    "TeamworkRules",
    "TurnOrderMode",
    "TurnOrderRules",
    "Wording",
]


class TurnOrderMode(StrEnum):
    ELECTIVE = "elective"
    """Condensed: whoever acts picks who goes next ('popcorn')."""
    SKILL = "skill"
    """Highest skill first, with tie-breakers."""


class HostilePayout(StrEnum):
    """When the fate point paid to invoke someone else's aspect reaches them."""

    AFTER_SCENE = "after_scene"
    END_OF_CONFLICT = "end_of_conflict"
    TO_GM = "to_gm"
    """Accelerated: the point goes to the GM; only players invoked by another player get it,
    after the scene."""
    END_OF_EXCHANGE = "end_of_exchange"


class FreeInvokeStacking(StrEnum):
    """How many free invokes of one aspect may go on one roll."""

    UNLIMITED = "unlimited"
    STYLE_PAIR = "style_pair"
    """Accelerated: once per roll, except the two from a create-an-advantage with style."""
    ONCE = "once"


class TeamworkCap(StrEnum):
    LEADER_RATING = "leader_rating"
    NONE = "none"
    GM = "gm"
    """Accelerated: the GM sets the limit (`teamwork.max_helpers`)."""


class ContestWinRule(StrEnum):
    FIRST_TO = "first_to"
    LEAD_OF = "lead_of"


class ContestAdvantageFailure(StrEnum):
    """What a failed create-an-advantage costs a side in a contest."""

    FORFEIT_OR_FREE_INVOKE = "forfeit_or_free_invoke"
    FORFEIT = "forfeit"
    NONE = "none"


class StartingFatePoints(StrEnum):
    REFRESH = "refresh"
    ASPECT_COUNT = "aspect_count"


@dataclass(frozen=True)
class DiceRules:
    """Which dice a table may use in place of Fate dice under the rule set: four six-sided dice,
    or a Deck of Fate."""

    d6_substitute: bool = True
    deck_of_fate: bool = True


@dataclass(frozen=True)
class InvokeRules:
    """What invoking an aspect does: +2 or a reroll, raising someone's difficulty or helping an
    ally; how free invokes stack on one roll; and when the fate point paid to invoke someone
    else's aspect reaches them."""

    bonus: int = 2
    reroll: bool = True
    raise_difficulty: bool = True
    ally_bonus: bool = True
    free_stacking: FreeInvokeStacking = FreeInvokeStacking.UNLIMITED
    max_free_per_roll: int | None = None
    """SotC allows only one free tag on one roll; None means no limit."""
    hostile_payout: HostilePayout = HostilePayout.AFTER_SCENE
    plain_fate_point_bonus: int | None = None
    """SotC: a fate point spent on no aspect gives this bonus; None where the rule set has none."""
    boosts_paid: bool = False
    """Whether a boost may be invoked with a fate point (no rule set allows it)."""


@dataclass(frozen=True)
class CompelRules:
    """What a compel pays and costs: the fate point for accepting it, the cost of refusing it
    (rising with each refusal in Spirit of the Century), and who pays when a player proposes
    one."""

    accept_gain: int = 1
    refuse_cost: int = 1
    escalation: tuple[int, ...] = (1,)
    """SotC escalates a refused compel to 2 then 3 fate points."""
    player_proposer_pays: bool = True
    player_compel_of_npc_feeds_gm_pool: bool = False
    offscreen: bool = False
    """SotC L250: the GM may compel "offscreen" (a nemesis as the session's villain), giving
    the fate point with no buy-out."""


@dataclass(frozen=True)
class FatePointRules:
    """Refresh and fate points: a PC's refresh and its minimum, the free stunts and the refresh
    each further stunt costs, the fate points a PC starts with, and the GM's pool for each PC in
    a scene."""

    refresh: int = 3
    min_refresh: int = 1
    free_stunts: int = 3
    stunt_refresh_cost: int = 1
    starting: StartingFatePoints = StartingFatePoints.REFRESH
    refresh_equals_aspects: bool = False
    gm_pool_per_pc: int = 1


@dataclass(frozen=True)
class TurnOrderRules:
    """Who acts when in a conflict: elective order (whoever acts picks who goes next) or by
    skill, with the skills and tie-breakers for physical and mental conflicts."""

    mode: TurnOrderMode = TurnOrderMode.ELECTIVE
    physical_skill: str | None = None
    mental_skill: str | None = None
    physical_tiebreak: tuple[str, ...] = ()
    mental_tiebreak: tuple[str, ...] = ()
    group_npcs: bool = False
    """Core and Accelerated: by default all NPCs act in the slot of the GM's best NPC."""


@dataclass(frozen=True)
class TeamworkRules:
    """Teamwork: what each helper adds to the leader's roll, who may help and how far the bonus
    goes, what helping costs the helper, and the bonus a group of minions gets for its size."""

    per_helper: int = 1
    helper_min_rating: int | None = 1
    """Helpers need at least this rating in the skill (None: any helper counts)."""
    cap: TeamworkCap = TeamworkCap.LEADER_RATING
    max_helpers: int | None = None
    helpers_give_up_action: bool = True
    """Helping with a combined skill uses the helper's action for the exchange (Condensed
    L764, Accelerated L191; Core's text does not say, so it follows suit)."""
    multiple_targets: bool = False
    """One roll against several targets: split effort or a zone attack (Condensed
    L1368-1382; the other texts have no such rule)."""
    group_bonus_steps: tuple[tuple[int, int], ...] = ()
    """SotC minion groups: (from this many members, this bonus) pairs, smallest first;
    empty where the rule set has no group-size bonus."""


@dataclass(frozen=True)
class ContestRules:
    """How a contest is won: the victories needed and how they count, what succeeding with style
    and a tie give, and what a failed create-an-advantage costs a side."""

    victories: int = 3
    win_rule: ContestWinRule = ContestWinRule.FIRST_TO
    style_double_needs_sole_style: bool = True
    twist_on_tie: bool = True
    advantage_failure: ContestAdvantageFailure = ContestAdvantageFailure.FORFEIT_OR_FREE_INVOKE


@dataclass(frozen=True)
class DefenseRules:
    """Full defense and defending: the bonus full defense gives and whether it is an optional
    rule, the boost an unused full defense gives, defending someone else, and choosing not to
    defend."""

    full_defense_bonus: int = 2
    full_defense_optional: bool = True
    unused_full_defense_boost: bool = True
    protect_others_bonus: bool = True
    """Whether full defense on behalf of others keeps its bonus (Core: it does not)."""
    protector_takes_hit: bool = False
    """Core: failing a defend roll made for someone else lets you take the hit yourself."""
    forgo_defense_difficulty: int | None = None
    """Core: a target who chooses not to defend is attacked against this (Mediocre)."""


@dataclass(frozen=True)
class MovementRules:
    """Moving between zones: how many zones the move that comes with an action covers, and what
    that move costs the action (Spirit of the Century: -1)."""

    free_zones: int = 1
    free_move_penalty: int = 0
    """SotC: a move is a supplemental action, -1 to the main roll."""

    @property
    def has_borders(self) -> bool:
        """Whether zones may have borders: they add to a move's penalty (SotC L400-401), so
        only a rule set whose moves carry one has them."""
        return self.free_move_penalty != 0


@dataclass(frozen=True)
class Wording:
    """The rule set's own words for what every rule set has, so the GM reads the terms of the
    book at the table: Spirit of the Century calls a group of nameless NPCs minions (SotC
    L459), the invoke that comes free with a new aspect a free tag (SotC L228) and creating an
    advantage a maneuver (SotC L383)."""

    group: str = "mooks"
    """A group of nameless NPCs, in the plural ("mooks", "minions")."""
    group_title: str = "Mook group"
    """One such group, as a label ("Mook group", "Minion group")."""
    free_invoke: str = "free invoke"
    """The invoke a new aspect comes with ("free invoke", "free tag")."""
    advantage: str = "advantage"
    """The action that puts an aspect in play, as a noun: "create an advantage" is an
    advantage; Spirit of the Century's is a maneuver (SotC L373, L383)."""


CONDENSED_OPTIONS = frozenset(
    {
        "conditions",
        "conditions_separated",
        "scale",
        "time_shifts",
        "weapon_armor",
        "obstacles",
        "extreme_consequences",
        "big_bad",
        "faster_contests",
        "full_defense",
        "severe_after_sessions",
        "unified_stress",
        "d6_dice",
        "deck_of_fate",
    }
)
DICE_OPTIONS = frozenset({"d6_dice", "deck_of_fate"})
"""The dice a table may use in place of Fate dice, where the rule set allows them."""


@dataclass(frozen=True)
class RuleSet:
    """A Fate rule set as data (Condensed, Core, Accelerated or Spirit of the Century): its
    ladder, dice and outcome tables and every rule the rules core reads, with the optional rules
    it offers and those switched on."""

    name: str
    title: str
    ladder: Ladder = field(default_factory=Ladder)
    dice: DiceRules = field(default_factory=DiceRules)
    outcome_model: OutcomeModel = OutcomeModel.FOUR_OUTCOMES
    style_threshold: int = 3
    action_tables: str = "condensed"
    """Which outcome tables of `actions.py` apply: condensed, core, accelerated or sotc."""
    invokes: InvokeRules = field(default_factory=InvokeRules)
    compels: CompelRules = field(default_factory=CompelRules)
    fate_points: FatePointRules = field(default_factory=FatePointRules)
    characters: CharacterRules = field(default_factory=CharacterRules)
    stress: StressRules = field(default_factory=StressRules)
    consequences: ConsequenceRules = field(default_factory=ConsequenceRules)
    concession: ConcessionRules = field(default_factory=ConcessionRules)
    recovery: RecoveryRules = field(default_factory=RecoveryRules)
    advancement: AdvancementRules = field(default_factory=AdvancementRules)
    turn_order: TurnOrderRules = field(default_factory=TurnOrderRules)
    teamwork: TeamworkRules = field(default_factory=TeamworkRules)
    contests: ContestRules = field(default_factory=ContestRules)
    defense: DefenseRules = field(default_factory=DefenseRules)
    movement: MovementRules = field(default_factory=MovementRules)
    wording: Wording = field(default_factory=Wording)
    optional_rules: frozenset[str] = frozenset()
    """Optional rules this rule set offers; a campaign switches them on by name."""
    enabled_options: frozenset[str] = frozenset()
    """Optional rules switched on (a subset of `optional_rules`)."""

    def uses(self, option: str) -> bool:
        """Whether the optional rule `option` is switched on."""
        return option in self.enabled_options

    def require(self, option: str, doing: str) -> None:
        """Raise RulesError unless the optional rule `option` is switched on; `doing` names
        what was asked for ("a hazard's attack")."""
        if self.uses(option):
            return
        if option not in self.optional_rules:
            raise RulesError(f"{doing} needs the optional rule '{option}', not in {self.title}")
        # Named as the GM writes it: the `options` line of campaign.toml (the campaign
        # screen, A, rewrites that line too).
        raise RulesError(
            f"{doing} needs the optional rule '{option}'; add it to options = [...] in "
            "campaign.toml, or switch it on in the campaign screen (A)"
        )

    def skill_name(self, name: str) -> str | None:
        """The canonical name of a skill or approach written by a GM, or None if unknown."""
        names = _skill_names(self.characters.skills, self.characters.skill_aliases)
        return names.get(name.strip().lower())


@lru_cache(maxsize=64)
def _skill_names(skills: tuple[str, ...], aliases: tuple[tuple[str, str], ...]) -> dict[str, str]:
    """Lower-cased names to canonical ones: a skill before an alias, the first one written
    before a later one (a check of 100,000 skills looks each up once, not in a list)."""
    names = {alias.lower(): skill for alias, skill in reversed(aliases)}
    names.update({skill.lower(): skill for skill in reversed(skills)})
    return names
