"""The four rule sets fate-tui ships, and finding one by name.

Values the seed texts leave unsaid come from the published games; docs/rules-coverage.md marks
each of them.
"""

from __future__ import annotations

from fate_tui.rules.errors import InvalidValue, did_you_mean, one_of
from fate_tui.rules.ladder import Ladder
from fate_tui.rules.outcomes import OutcomeModel
from fate_tui.rules.ruleset import (
    CONDENSED_OPTIONS,
    DICE_OPTIONS,
    AdvanceKind,
    AdvancementModel,
    AdvancementRules,
    BoxStep,
    CharacterRules,
    CompelRules,
    ConcessionRules,
    ConditionRow,
    ConsequenceMode,
    ConsequenceRules,
    ConsequenceSlotRule,
    ContestAdvantageFailure,
    ContestRules,
    DefenseRules,
    DiceRules,
    FatePointRules,
    FreeInvokeStacking,
    HostilePayout,
    InvokeRules,
    MovementRules,
    Period,
    RecoveryRules,
    RuleSet,
    Severity,
    SkillShape,
    SkillShapeKind,
    StartingFatePoints,
    StressMode,
    StressRules,
    StressTrackRule,
    TeamworkCap,
    TeamworkRules,
    TurnOrderMode,
    TurnOrderRules,
    Wording,
)
from fate_tui.rules.skill_lists import (
    APPROACHES,
    CONDENSED_SKILLS,
    CORE_ALIASES,
    CORE_SKILLS,
    SOTC_SKILLS,
)
from fate_tui.rules.sotc_skills import SKILLS as SOTC_SKILL_CATALOGUE
from fate_tui.rules.stunt_catalogue import CatalogueOnDemand

_PYRAMID_GREAT = SkillShape(SkillShapeKind.PYRAMID, ((4, 1), (3, 2), (2, 3), (1, 4)), cap=4)

_PHYSICAL_AND_MENTAL = (("physical", "Physique"), ("mental", "Will"))


def _tracks(
    named_by_skill: tuple[tuple[str, str], ...],
    base: tuple[int, ...],
    steps: tuple[BoxStep, ...],
    extra_mild_at: int | None = None,
) -> tuple[StressTrackRule, ...]:
    """One stress track per (name, skill) pair, all growing alike (as each game's tracks do)."""
    return tuple(
        StressTrackRule(name, skill, base, steps, extra_mild_at) for name, skill in named_by_skill
    )


_CONDITIONS = (
    ConditionRow("Hurt", "Scared", 1, Severity.MILD),
    ConditionRow("Injured", "Shaken", 2, Severity.MODERATE),
    ConditionRow("Wounded", "Demoralized", 3, Severity.SEVERE),
)

CONDENSED = RuleSet(
    name="condensed",
    title="Fate Condensed",
    ladder=Ladder(-4, 8),
    action_tables="condensed",
    # The GM spends a compel's point from the pool, or carries it in if the compel ended the
    # scene (fate-condensed-srd.txt L1066, L1070).
    compels=CompelRules(player_compel_of_npc_feeds_gm_pool=True),
    characters=CharacterRules(skills=CONDENSED_SKILLS, shape=_PYRAMID_GREAT),
    stress=StressRules(
        mode=StressMode.ONE_POINT_BOXES,
        tracks=_tracks(
            _PHYSICAL_AND_MENTAL,
            (1, 1, 1),
            (BoxStep(1, (1, 1, 1, 1)), BoxStep(3, (1,) * 6)),
            extra_mild_at=5,
        ),
        # One track for every kind of harm: three more boxes, lengthened by the higher of
        # Physique or Will (fate-condensed-srd.txt L321).
        unified_track=StressTrackRule(
            "stress",
            "Physique",
            (1,) * 6,
            (BoxStep(1, (1,) * 7), BoxStep(3, (1,) * 9)),
            extra_mild_at=5,
            also_skills=("Will",),
        ),
    ),
    consequences=ConsequenceRules(conditions=_CONDITIONS),
    recovery=RecoveryRules(severe_after_sessions=4),
    teamwork=TeamworkRules(multiple_targets=True),
    optional_rules=CONDENSED_OPTIONS,
)

CORE = RuleSet(
    name="core",
    title="Fate Core",
    ladder=Ladder(-2, 8),
    dice=DiceRules(d6_substitute=True, deck_of_fate=True),
    action_tables="core",
    # The seed's challenge example invokes a boost to raise a roll's difficulty (L322);
    # +2 to an ally's roll is the published game's "pass a +2 benefit".
    invokes=InvokeRules(
        raise_difficulty=True,
        ally_bonus=True,
        hostile_payout=HostilePayout.END_OF_CONFLICT,
    ),
    characters=CharacterRules(
        aspect_slots=("high concept", "trouble", "free", "free", "free"),
        skills=CORE_SKILLS,
        skill_aliases=CORE_ALIASES,
        shape=_PYRAMID_GREAT,
    ),
    stress=StressRules(
        mode=StressMode.ONE_VALUED_BOX,
        tracks=_tracks(
            _PHYSICAL_AND_MENTAL,
            (1, 2),
            (BoxStep(1, (1, 2, 3)), BoxStep(3, (1, 2, 3, 4))),
            extra_mild_at=5,
        ),
        # "erase the check in all your stress boxes" once the conflict is over (L729).
        clears=Period.CONFLICT,
    ),
    consequences=ConsequenceRules(extreme_is_optional=False, extreme_resets_at=AdvanceKind.MAJOR),
    recovery=RecoveryRules(severe_clears=Period.ARC, severe_full_periods=1),
    advancement=AdvancementRules(model=AdvancementModel.CORE_MILESTONES, skill_cap=4),
    turn_order=TurnOrderRules(
        mode=TurnOrderMode.SKILL,
        physical_skill="Notice",
        mental_skill="Empathy",
        physical_tiebreak=("Athletics", "Physique"),
        mental_tiebreak=("Rapport", "Will"),
        group_npcs=True,
    ),
    teamwork=TeamworkRules(cap=TeamworkCap.NONE),
    contests=ContestRules(advantage_failure=ContestAdvantageFailure.FORFEIT),
    defense=DefenseRules(
        full_defense_optional=False,
        unused_full_defense_boost=False,
        forgo_defense_difficulty=0,
        protect_others_bonus=False,
        protector_takes_hit=True,
    ),
    optional_rules=frozenset({"weapon_armor"}) | DICE_OPTIONS,
)

ACCELERATED = RuleSet(
    name="accelerated",
    title="Fate Accelerated",
    ladder=Ladder(-2, 8),
    action_tables="accelerated",
    invokes=InvokeRules(
        free_stacking=FreeInvokeStacking.STYLE_PAIR, hostile_payout=HostilePayout.TO_GM
    ),
    compels=CompelRules(player_compel_of_npc_feeds_gm_pool=True),
    characters=CharacterRules(
        aspect_slots=("high concept", "trouble", "free", "free", "free"),
        skills=APPROACHES,
        uses_approaches=True,
        shape=SkillShape(SkillShapeKind.APPROACHES, ((3, 1), (2, 2), (1, 2), (0, 1)), cap=3),
        minor_npc_max_stress=3,
    ),
    stress=StressRules(
        mode=StressMode.ONE_VALUED_BOX,
        tracks=(StressTrackRule("stress", None, (1, 2, 3)),),
    ),
    consequences=ConsequenceRules(extreme_value=None),
    recovery=RecoveryRules(
        treatment_roll=False, moderate_clears=Period.SESSION, mild_full_periods=0
    ),
    advancement=AdvancementRules(
        model=AdvancementModel.CORE_MILESTONES, column_rule=False, skill_cap=5
    ),
    turn_order=TurnOrderRules(
        mode=TurnOrderMode.SKILL,
        physical_skill="Quick",
        mental_skill="Careful",
        group_npcs=True,
    ),
    teamwork=TeamworkRules(helper_min_rating=None, cap=TeamworkCap.GM, max_helpers=2),
    contests=ContestRules(
        style_double_needs_sole_style=False, advantage_failure=ContestAdvantageFailure.NONE
    ),
    defense=DefenseRules(full_defense_optional=True, unused_full_defense_boost=False),
    optional_rules=DICE_OPTIONS,
)

SOTC = RuleSet(
    name="sotc",
    title="Spirit of the Century",
    ladder=Ladder(-2, 8),
    dice=DiceRules(d6_substitute=True, deck_of_fate=False),
    outcome_model=OutcomeModel.MEET_OR_BEAT,
    action_tables="sotc",
    invokes=InvokeRules(
        raise_difficulty=False,
        ally_bonus=False,
        free_stacking=FreeInvokeStacking.ONCE,
        max_free_per_roll=1,
        hostile_payout=HostilePayout.END_OF_EXCHANGE,
        plain_fate_point_bonus=1,
    ),
    compels=CompelRules(escalation=(1, 2, 3), player_proposer_pays=False, offscreen=True),
    fate_points=FatePointRules(
        refresh=10,
        free_stunts=5,
        stunt_refresh_cost=0,
        starting=StartingFatePoints.ASPECT_COUNT,
        refresh_equals_aspects=True,
    ),
    characters=CharacterRules(
        aspect_slots=("phase",) * 10,
        skills=SOTC_SKILLS,
        shape=SkillShape(SkillShapeKind.PYRAMID, ((5, 1), (4, 2), (3, 3), (2, 4), (1, 5)), cap=5),
        catalogue=SOTC_SKILL_CATALOGUE,
        stunt_catalogue=CatalogueOnDemand("fate_tui.rules.sotc_stunt_catalogue"),
    ),
    stress=StressRules(
        mode=StressMode.ROLL_UP,
        tracks=_tracks(
            (("health", "Endurance"), ("composure", "Resolve")),
            (1, 2, 3, 4, 5),
            (
                BoxStep(1, (1, 2, 3, 4, 5, 6)),
                BoxStep(3, (1, 2, 3, 4, 5, 6, 7)),
                BoxStep(5, (1, 2, 3, 4, 5, 6, 7, 8)),
            ),
        ),
        mook_overflow=True,  # L466
    ),
    consequences=ConsequenceRules(
        mode=ConsequenceMode.SEQUENTIAL,
        slots=(
            ConsequenceSlotRule("mild", Severity.MILD, 0),
            ConsequenceSlotRule("moderate", Severity.MODERATE, 0),
            ConsequenceSlotRule("severe", Severity.SEVERE, 0),
        ),
        extreme_value=None,
        max_carried=3,
        # Free tags come only with a maneuver, a declaration or an assessment (L226-227); a
        # consequence is tagged "like any other aspect" (L426), for a fate point.
        attacker_free_invoke=False,
    ),
    concession=ConcessionRules(
        base_fate_points=0,
        per_consequence=0,
        timing="when taking a consequence",
        refused_offer_payout=True,
        taken_out_override=True,
    ),
    recovery=RecoveryRules(
        treatment_roll=False,
        moderate_clears=Period.DOWNTIME,
        severe_clears=Period.ARC,
        back_to_back_step_down=True,
        mild_full_periods=0,
        moderate_full_periods=0,
    ),
    advancement=AdvancementRules(model=AdvancementModel.CORE_MILESTONES, column_rule=False),
    turn_order=TurnOrderRules(
        mode=TurnOrderMode.SKILL,
        physical_skill="Alertness",
        mental_skill="Empathy",
        physical_tiebreak=("Resolve",),
        mental_tiebreak=("Resolve",),
    ),
    teamwork=TeamworkRules(
        cap=TeamworkCap.NONE, group_bonus_steps=((2, 1), (4, 2), (7, 3), (10, 4))
    ),
    contests=ContestRules(advantage_failure=ContestAdvantageFailure.NONE),
    defense=DefenseRules(full_defense_optional=False, unused_full_defense_boost=False),
    movement=MovementRules(free_zones=1, free_move_penalty=-1),
    wording=Wording(
        group="minions", group_title="Minion group", free_invoke="free tag", advantage="maneuver"
    ),
    # No Deck of Fate in Spirit of the Century (seed L28 names only the d6 substitute).
    optional_rules=frozenset({"d6_dice"}),
)

RULESETS: dict[str, RuleSet] = {rs.name: rs for rs in (CONDENSED, CORE, ACCELERATED, SOTC)}
DEFAULT_RULESET = "condensed"

_ALIASES = {
    "fate condensed": "condensed",
    "fate core": "core",
    "fae": "accelerated",
    "fate accelerated": "accelerated",
    "spirit of the century": "sotc",
    "soc": "sotc",
}


def get_ruleset(name: str = DEFAULT_RULESET) -> RuleSet:
    """The rule set called `name` (condensed, core, accelerated or sotc)."""
    key = name.strip().lower()
    key = _ALIASES.get(key, key)
    if key in RULESETS:
        return RULESETS[key]
    hint = did_you_mean(name, RULESETS)
    raise InvalidValue(f"unknown rule set '{name}'{hint}; use {one_of(RULESETS)}")
