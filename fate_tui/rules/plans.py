"""Absorption plans as values: what a plan marks and fills, and the order that ranks plans
from cheapest to costliest. `absorb.py` lists the legal plans for a hit."""

from __future__ import annotations

from dataclasses import dataclass

from fate_tui.rules.ruleset import ConsequenceMode, RuleSet, Severity, StressMode
from fate_tui.rules.wording import counted

SEVERITY_RANK = {Severity.MILD: 1, Severity.MODERATE: 2, Severity.SEVERE: 3, Severity.EXTREME: 4}


@dataclass(frozen=True)
class ConsequencePick:
    """A consequence slot a plan fills."""

    slot: str
    severity: Severity
    absorbs: int
    for_track: str | None = None
    """The slot takes only hits on this track (the extra mild of a Superb Physique)."""


@dataclass(frozen=True)
class ConditionPick:
    """Boxes a plan marks on one condition."""

    condition: str
    severity: Severity
    boxes: int
    absorbs: int
    off_track: bool = False
    """A condition of the other column (a mental condition for a physical hit)."""


@dataclass(frozen=True)
class AbsorbPlan:
    """One way to absorb a hit of `hit` shifts on stress track `track`."""

    hit: int
    track: str
    boxes: tuple[int, ...] = ()
    """Indices of the boxes to mark on `track` (for mooks: on the mook left standing)."""
    box_shifts: int = 0
    """Shifts the boxes (and the mooks taken out) absorb."""
    consequences: tuple[ConsequencePick, ...] = ()
    conditions: tuple[ConditionPick, ...] = ()
    mooks_taken_out: int = 0

    @property
    def absorbed(self) -> int:
        harm = sum(p.absorbs for p in self.consequences) + sum(p.absorbs for p in self.conditions)
        return self.box_shifts + harm

    @property
    def wasted(self) -> int:
        """Shifts absorbed beyond the hit: what is left over."""
        return self.absorbed - self.hit

    @property
    def lasting_harm(self) -> int:
        """Consequences plus condition boxes the plan takes."""
        return len(self.consequences) + sum(p.boxes for p in self.conditions)

    @property
    def uses_extreme(self) -> bool:
        return any(p.severity is Severity.EXTREME for p in self.consequences)


def plan_cost(plan: AbsorbPlan) -> tuple[object, ...]:
    """The ordering behind `recommend_plan`, cheapest first:

    1. no extreme consequence (it rewrites the character, so it is the last resort);
    2. fewest consequences and condition boxes (stress is preferred to lasting harm);
    3. the mildest worst severity, then the mildest total severity;
    4. fewest wasted shifts;
    5. slots and conditions made for this kind of hit before general ones;
    6. fewest boxes marked, then leftmost boxes and slot names (so the order is total).
    """
    ranks = [SEVERITY_RANK[p.severity] for p in plan.consequences]
    ranks += [SEVERITY_RANK[p.severity] for p in plan.conditions for _ in range(p.boxes)]
    general = sum(1 for p in plan.consequences if p.for_track is None)
    off_track = sum(1 for p in plan.conditions if p.off_track)
    return (
        plan.uses_extreme,
        plan.lasting_harm,
        max(ranks, default=0),
        sum(ranks),
        plan.wasted,
        general + off_track,
        len(plan.boxes),
        plan.boxes,
        tuple(p.slot for p in plan.consequences),
        tuple((p.condition, p.boxes) for p in plan.conditions),
    )


def box_words(plan: AbsorbPlan, ruleset: RuleSet, *, mooks: bool = False) -> str:
    """The stress boxes a plan marks, the same words in the absorb dialog and in the log.
    One-point boxes are counted ("2 physical boxes"): any of them absorbs one shift. Boxes
    of different values are named by their number, which is their value ("mental box 3"):
    Core's hit marks one box of at least its size (fate-core L548), Spirit of the Century's
    the box of its size or the next one up (SotC L418, L422). A mook's boxes fill one shift
    each (SotC L466), so `mooks` counts them too."""
    count = len(plan.boxes)
    if mooks or ruleset.stress.mode is StressMode.ONE_POINT_BOXES:
        return counted(count, f"{plan.track} box", f"{plan.track} boxes")
    numbers = ", ".join(str(i + 1) for i in plan.boxes)
    return f"{plan.track} box{'es' * (count != 1)} {numbers}"


def consequence_words(pick: ConsequencePick, ruleset: RuleSet) -> str:
    """'mild consequence (2)': what the slot absorbs. In Spirit of the Century a consequence
    soaks up the whole hit, whatever its size (SotC L422-423). A slot other than the rule
    set's own of that severity (a stunt's extra slot, "mild (physical)") is named too, so two
    mild slots never read alike: 'mild consequence (2, Tough as Rivets)'."""
    absorbs = "the whole hit"
    if ruleset.consequences.mode is not ConsequenceMode.SEQUENTIAL:
        absorbs = str(pick.absorbs)
    if pick.slot != str(pick.severity):
        # "mild (physical)", the extra mild slot of a Superb skill, reads "physical" here.
        absorbs += ", " + pick.slot.removeprefix(f"{pick.severity} (").removesuffix(")")
    return f"{pick.severity} consequence ({absorbs})"
