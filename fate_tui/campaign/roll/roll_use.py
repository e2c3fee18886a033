"""A use on a roll: one of Spirit of the Century's trappings that carries a number (a library's
research, a purchase, a read, a picked pocket...) or a catalogue stunt's own procedure (a
sleep's difficulty, a preempted action's cost, a grapple's stress...).

Every use is a row of one table (`roll_trappings.TRAPPINGS`, `roll_stunt_procedures.
PROCEDURES`): the few questions its rule needs, what the answers set on the roll (the
difficulty, a bonus to the roll or to its opposition, fate points), and what the result says
once the dice are in. The numbers are the rules core's; this module only offers the uses that
fit a roll, keeps the GM's answers on it and says what they come to.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from functools import cache
from typing import TYPE_CHECKING

from fate_tui.campaign.roll import roll_limits
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.character import Character
from fate_tui.rules.derived import rating
from fate_tui.rules.errors import InvalidValue, RulesError
from fate_tui.rules.outcomes import Resolution
from fate_tui.rules.stunt_catalogue import EffectKind, find_stunt
from fate_tui.rules.stunt_limits import Per, record_use, times_used

if TYPE_CHECKING:
    from fate_tui.campaign.playlog import LogEntry
    from fate_tui.campaign.roll.roll_changes import RollChanges
    from fate_tui.campaign.roll.roll_model import Roll, RollSetup


ANY_SKILL = "*"
"""A use offered on a roll of any skill (a wound turned into motivation, L995)."""


class Ask:
    """The kinds of answer a question takes."""

    LADDER = "ladder"
    """A value on the ladder, typed as 2, +2 or Fair."""
    COUNT = "count"
    """A whole number from 0 (up to `Question.most`)."""
    CHOICE = "choice"
    """One of `Question.choices`; the answer is its index."""


@dataclass(frozen=True)
class Question:
    """One thing a use's rule needs to know from the GM (a library's quality, how many
    targets), asked in turn before the roll."""

    prompt: str
    kind: str = Ask.LADDER
    choices: tuple[str, ...] = ()
    most: int | None = None
    default: Callable[[Asked], int] | None = None
    """The answer offered first (the actor's own library, say); None: the first choice, 0."""
    from_log: Callable[[Asked, Sequence[LogEntry]], int | None] | None = None
    """The answer read from this session's play log, offered first where it finds one (the
    loss of the roll before, say); None found: `default`."""


@dataclass(frozen=True)
class Setting:
    """What a use's answers set on the roll."""

    difficulty: int | None = None
    """The difficulty the rule gives (None: the roll keeps its own)."""
    bonus: int = 0
    """On the roller's effort."""
    against: int = 0
    """On the opposition (a difficulty raised, a defender's bonus)."""
    fate_points: int = 0
    """What the use costs the roller, paid when the roll is applied."""
    forces_consequence: bool = False
    """The hit must be taken with a consequence, not boxes alone (or the target is taken out,
    or concedes): `sotc_stunt_rules.consequence_plans`."""
    note: str = ""


@dataclass(frozen=True)
class Asked:
    """A use's answers on one roll, with what its rule reads."""

    state: CampaignState
    roll: Roll
    actor: Character
    answers: tuple[int, ...]

    def rating(self, skill: str) -> int:
        return rating(self.actor, skill, self.state.ruleset)

    @property
    def other(self) -> Character | None:
        """Who the roll is against: its opponent, else its target."""
        return self.state.characters.get(self.roll.opponent or self.roll.target or "")

    def label(self, value: int) -> str:
        return self.state.ruleset.ladder.label(value)

    def used(self, key: str, per: Per = Per.SCENE) -> int:
        """How many times the actor's uses recorded in the scene (or the session) are `key`
        (`record`): earlier preempts, thumps, reads."""
        return times_used(roll_limits.used(self.state, self.actor.id, per), key)


@dataclass(frozen=True)
class Use:
    """One row of the table: a trapping of a skill or a stunt's procedure."""

    key: str
    """What the roll and the log record (`trapping.library`, `stunt.sleep`)."""
    name: str
    skills: tuple[str, ...]
    """The skills it is rolled with (a stunt's procedure: its stunt's skill when empty)."""
    line: str
    """Where the rule is, in spirit-of-the-century-srd.txt."""
    questions: tuple[Question, ...] = ()
    sets: Callable[[Asked], Setting] = field(default=lambda _: Setting())
    result: Callable[[Asked, Resolution], str] | None = None
    """What the roll's result comes to under the rule, once the dice are in."""
    changes: Callable[[Asked, Resolution, RollChanges], str] | None = None
    """What applying the roll changes in the files beyond the roll's own result."""
    limit: Callable[[Asked, Counts], None] | None = None
    """Refuses the use past the rule's limit (RulesError), given what the files count."""
    per_opponent: bool = False
    """Its uses are also counted against whom the roll is aimed at (once per opponent a fight,
    Crippling Blow L1025): recorded as `key>their id` in the scene."""
    fits: Callable[[CampaignState, Roll], bool] | None = None
    """Spirit of the Century: offered on any roll this says fits, whatever its skill (a
    leader's orders on a minion group's roll, `roll_orders`)."""


@dataclass(frozen=True)
class Counts:
    """What the actor did before this roll: their uses as the scene file and campaign.toml's
    `[current]` record them (`stunts_used`, which an undo takes back with the roll), and their
    rolls of a skill as the play log has them."""

    session_uses: int = 0
    """Their uses of this use this session."""
    scene_uses: int = 0
    """Their uses of it in this scene."""
    scene_rolls: int = 0
    """Their rolls of the roll's skill in this scene (Resources: one a scene, L661)."""
    opponent_uses: int = 0
    """Their uses of it in this scene against whom this roll is aimed at (`per_opponent`)."""
    exchange_uses: int = 0
    """Their uses of it in this exchange of the scene's running conflict, from the play log
    (Fists' stress to a thing doubled once an exchange, L1049)."""


@dataclass(frozen=True)
class Chosen:
    """The use the GM picked for a roll, with the answers given."""

    key: str
    answers: tuple[int, ...] = ()
    overridden: bool = False
    """The GM allows it past its limit on this roll."""


@dataclass(frozen=True)
class UseOnRoll:
    """What the chosen use comes to on this roll."""

    use: Use
    asked: Asked
    setting: Setting
    result: str = ""

    @property
    def words(self) -> str:
        """'Read someone: closing down, +2 on the defence': the use and what it set."""
        said = [self.setting.note] if self.setting.note else []
        if self.result:
            said.append(self.result)
        return f"{self.use.name}: {'; '.join(said)}" if said else self.use.name


@cache
def _table() -> dict[str, Use]:
    # The two tables read the rules core only; imported here so that each stays one concept.
    from fate_tui.campaign.roll.roll_orders import ORDERS
    from fate_tui.campaign.roll.roll_stunt_numbers import STUNT_NUMBERS
    from fate_tui.campaign.roll.roll_stunt_procedures import STUNT_PROCEDURES
    from fate_tui.campaign.roll.roll_trappings import TRAPPINGS

    return {use.key: use for use in (*TRAPPINGS, *STUNT_PROCEDURES, *STUNT_NUMBERS, *ORDERS)}


def find(key: str) -> Use:
    use = _table().get(key)
    if use is None:
        raise RulesError(f"no trapping or stunt procedure '{key}'")
    return use


def offered(state: CampaignState, roll: Roll) -> tuple[Use, ...]:
    """The uses that fit the roll: the trappings of its skill (Spirit of the Century's rule
    set only), and the procedures of the actor's catalogue stunts for that skill and the
    numbers they change (`roll_stunt_numbers`)."""
    actor = state.characters.get(roll.actor)
    if actor is None:
        return ()
    skill = roll.skill.lower()
    found: list[Use] = []
    if state.ruleset.name == "sotc":
        found += [
            u
            for u in _table().values()
            if u.key.startswith("trapping.") and skill in (s.lower() for s in u.skills)
        ]
        found += [u for u in _table().values() if u.fits is not None and u.fits(state, roll)]
    seen: set[str] = set()
    for stunt in actor.stunts:
        listed = find_stunt(state.ruleset, stunt.name)
        if listed is None:
            continue
        for effect in listed.effects:
            # A procedure is keyed by its name; a number another rule reads, by its kind.
            named = effect.detail if effect.kind is EffectKind.RULE else effect.kind.value
            use = _table().get(f"stunt.{named}")
            if use is None or use.key in seen:
                continue
            skills = use.skills or (listed.skill,)
            if ANY_SKILL in skills or skill in (s.lower() for s in skills):
                seen.add(use.key)
                found.append(use)
    return tuple(found)


def first_answers(
    state: CampaignState, roll: Roll, use: Use, entries: Sequence[LogEntry] = ()
) -> tuple[int, ...]:
    """The answers each question offers first: read from the play log `entries` where the
    question can, else its default."""
    asked = _asked(state, roll, ())
    firsts = []
    for question in use.questions:
        found = question.from_log(asked, entries) if question.from_log else None
        if found is None:
            found = question.default(asked) if question.default else 0
        firsts.append(found)
    return tuple(firsts)


def checked(use: Use, answers: tuple[int, ...]) -> tuple[int, ...]:
    """The answers, each within what its question allows; InvalidValue otherwise."""
    if len(answers) != len(use.questions):
        raise InvalidValue(f"{use.name} asks {len(use.questions)} question(s)")
    for question, answer in zip(use.questions, answers, strict=True):
        if question.kind == Ask.CHOICE and not 0 <= answer < len(question.choices):
            raise InvalidValue(f"{question.prompt}: pick one of {', '.join(question.choices)}")
        if question.kind == Ask.COUNT and answer < 0:
            raise InvalidValue(f"{question.prompt}: a number from 0")
        if question.kind == Ask.COUNT and question.most is not None and answer > question.most:
            raise InvalidValue(f"{question.prompt}: a number from 0 to {question.most}")
    return answers


def changes_for(state: CampaignState, roll: Roll, chosen: Chosen | None) -> RollSetup:
    """The roll's setup with `chosen` on it: the use, and the difficulty its rule gives (the
    roll is then against that difficulty, no longer a character). None: no use."""
    if chosen is None:
        return {"use": None}
    use = find(chosen.key)
    if use not in offered(state, roll):
        raise RulesError(f"{use.name} does not fit a {roll.skill} roll of this character")
    setting = use.sets(_asked(state, roll, checked(use, chosen.answers)))
    changes: RollSetup = {"use": chosen}
    if setting.difficulty is not None:
        changes |= {
            "difficulty": setting.difficulty,
            "opponent": None,
            "opponent_skill": None,
            "defence_chosen": False,
            "obstacle": None,
        }
    return changes


def on_roll(state: CampaignState, roll: Roll) -> UseOnRoll | None:
    """What the roll's use sets, before the dice; None when there is none, or when it no
    longer fits the roll (another skill was picked since)."""
    if roll.use is None:
        return None
    use = find(roll.use.key)
    if use not in offered(state, roll):
        return None
    asked = _asked(state, roll, checked(use, roll.use.answers))
    return UseOnRoll(use, asked, use.sets(asked))


def after_roll(used: UseOnRoll | None, resolution: Resolution) -> UseOnRoll | None:
    """The use with what the result comes to under its rule."""
    if used is None or used.use.result is None:
        return used
    return UseOnRoll(used.use, used.asked, used.setting, used.use.result(used.asked, resolution))


def check_limit(used: UseOnRoll, counts: Counts) -> None:
    """Refuse a use past its rule's limit, with what the files count, unless the GM allowed
    it on this roll."""
    chosen = used.asked.roll.use
    if used.use.limit is None or (chosen is not None and chosen.overridden):
        return
    try:
        used.use.limit(used.asked, counts)
    except RulesError as error:
        raise RulesError(f"{used.use.name}: {error}; the GM may allow it again (j)") from None


def refusal(state: CampaignState, roll: Roll, entries: Iterable[LogEntry]) -> str | None:
    """Why the roll's use is past its limit now (None: it is not, or it has none): asked when
    the GM picks it, so the override is offered then rather than when the roll is applied."""
    used = on_roll(state, roll)
    if used is None or used.use.limit is None:
        return None
    try:
        used.use.limit(used.asked, counts(entries, state, roll))
    except RulesError as error:
        return str(error)
    return None


def _asked(state: CampaignState, roll: Roll, answers: tuple[int, ...]) -> Asked:
    actor = state.characters.get(roll.actor)
    if actor is None:
        raise RulesError(f"no character '{roll.actor}'")
    return Asked(state, roll, actor, answers)


def counts(entries: Iterable[LogEntry], state: CampaignState, roll: Roll) -> Counts:
    """What the roll's actor did before: their uses of the roll's use this session and in this
    scene, and against the roll's target in this scene, as the files record them (`record`);
    their rolls of its skill in this scene, from this session's play log."""
    scene = state.current_scene.id if state.current_scene is not None else None
    exchange = _exchange(state)
    use_key = roll.use.key if roll.use is not None else None
    rolls = this_exchange = 0
    for entry in entries:
        if entry.kind != "roll" or entry.data.get("actor") != roll.actor:
            continue
        here = scene is not None and entry.scene == scene
        if use_key is not None and exchange is not None and entry.data.get("use") == use_key:
            this_exchange += here and entry.data.get("use_exchange") == exchange
        rolls += here and str(entry.data.get("skill", "")).lower() == roll.skill.lower()
    if roll.use is None:
        return Counts(scene_rolls=rolls)
    key, other = roll.use.key, roll.opponent or roll.target
    in_scene = roll_limits.used(state, roll.actor, Per.SCENE)
    in_session = roll_limits.used(state, roll.actor, Per.SESSION)
    return Counts(
        session_uses=times_used(in_session, key),
        scene_uses=times_used(in_scene, key),
        scene_rolls=rolls,
        opponent_uses=times_used(in_scene, against(key, other)) if other else 0,
        exchange_uses=this_exchange,
    )


def _exchange(state: CampaignState) -> int | None:
    """The exchange of the conflict running in the scene in play, if any."""
    from fate_tui.campaign.intents.common import running

    conflict = running(state.current_scene)
    return conflict.exchange if conflict is not None else None


def against(key: str, other: str) -> str:
    """How a use counted per opponent is recorded: `stunt.crippling_blow>octavia-strand`."""
    return f"{key}>{other}"


def record(edit: RollChanges, used: UseOnRoll | None) -> None:
    """Count the roll's use where its limits are read: in the scene file and in campaign.toml's
    `[current] stunts_used` (emptied when the scene or session ends), and against the roll's
    target for a use counted per opponent. Saved with the roll, so an undo takes it back."""
    if used is None:
        return
    roll, key = used.asked.roll, used.use.key
    in_scene = [key]
    other = roll.opponent or roll.target
    if used.use.per_opponent and other:
        in_scene.append(against(key, other))
    if edit.scene is not None:
        scene = edit.scene
        edit.scene = replace(scene, stunts_used=record_use(scene.stunts_used, roll.actor, in_scene))
    story = edit.story
    edit.story = replace(story, stunts_used=record_use(story.stunts_used, roll.actor, [key]))


def applied(edit: RollChanges, used: UseOnRoll | None, resolution: Resolution) -> list[str]:
    """What applying the roll changes because of its use, in words."""
    if used is None or used.use.changes is None:
        return []
    said = used.use.changes(used.asked, resolution, edit)
    return [said] if said else []


def data(used: UseOnRoll | None) -> dict[str, object]:
    """The use as the play log records it: its key, its answers, and whether the GM allowed it
    past its limit."""
    if used is None:
        return {}
    said: dict[str, object] = {"use": used.use.key, "use_answers": list(used.asked.answers)}
    chosen = used.asked.roll.use
    if chosen is not None and chosen.overridden:
        said["use_overridden"] = True
    exchange = _exchange(used.asked.state)
    if exchange is not None:
        said["use_exchange"] = exchange
    return said
