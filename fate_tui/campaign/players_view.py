"""What the players may see of the campaign: the scene in play as the table knows it.

`players_view` projects the loaded campaign onto plain values the players' screens draw. It
leaves out everything the GM keeps to themselves: hidden aspects, tracks not shown, the
GM's notes, NPC sheets (only their name, the aspects not hidden, and stress and
consequences once inflicted), a challenge's difficulties before the roll and the GM's notes
on tasks, the GM's fate points unless campaign.toml's `[players] show_gm_pool` says so, and
any line of the play log it cannot vouch for (`players_log`).

Every section is its own frozen value, so a screen redraws only the sections that changed.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, replace
from functools import partial

from fate_tui.campaign import names
from fate_tui.campaign.players_log import met_npcs, table_log, table_pcs
from fate_tui.campaign.playlog import LogEntry
from fate_tui.campaign.recovery_clock import clears_when
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, CharacterKind
from fate_tui.rules.contest import win_words, winner
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.derived import stress_tracks
from fate_tui.rules.ladder import signed
from fate_tui.rules.outcomes import outcome_words
from fate_tui.rules.scene import Scene, SceneStatus

UP_FOR_GRABS_WORDS = "up for grabs"
_PLACED = (AspectKind.SITUATION, AspectKind.BOOST)
"""Kinds of aspect that may be placed on someone (their `owner` is then shown)."""


@dataclass(frozen=True)
class AspectView:
    """An aspect as the players see it: its name, its free invokes and who holds them, and whom
    a situation aspect or boost is placed on."""

    name: str
    free_invokes: int = 0
    holders: tuple[str, ...] = ()
    """Who holds the free invokes, by name; 'up for grabs' for those nobody holds."""
    boost: bool = False
    on: str | None = None
    """The name of the character a situation aspect or boost is placed on."""


@dataclass(frozen=True)
class ZoneView:
    """A zone as the players see it: its aspects not hidden, who stands in it, and the zones one
    can move to from it."""

    name: str
    aspects: tuple[AspectView, ...] = ()
    here: tuple[str, ...] = ()
    """Names of who stands in the zone."""
    connects: tuple[str, ...] = ()


@dataclass(frozen=True)
class TrackView:
    """A stress track as the players see it: its box values and the boxes marked (an NPC's only
    once the table has hurt them)."""

    name: str
    boxes: tuple[int, ...]
    marked: frozenset[int] = frozenset()


@dataclass(frozen=True)
class ConsequenceView:
    """A consequence as the players see it: its slot and aspect, its free invokes, and how far
    it has come towards clearing."""

    slot: str
    aspect: str
    recovery: str
    """Where it stands on its way to clearing, in words."""
    free_invokes: int = 0


@dataclass(frozen=True)
class PersonView:
    """A PC in full (as the table sees their sheet's front), or an NPC as the scene shows."""

    id: str
    name: str
    is_pc: bool
    player: str | None = None
    aspects: tuple[AspectView, ...] = ()
    fate_points: int | None = None
    """A PC's fate points; None for an NPC (theirs are the GM's)."""
    stress: tuple[TrackView, ...] = ()
    consequences: tuple[ConsequenceView, ...] = ()
    conditions: tuple[tuple[str, int], ...] = ()
    """Conditions marked: (name, boxes marked)."""
    zone: str | None = None
    mooks: int | None = None
    """How many of a mook group still stand."""
    out: str = ""
    """'taken out' or 'conceded', when they are out of the scene's fight."""
    in_scene: bool = True
    """False for a PC the scene in play does not include (drawn on one line)."""


@dataclass(frozen=True)
class ConflictView:
    """The conflict in play as the players see it: the exchange, each side with who is still in
    the fight, whose turn it is, who has acted and who waits, and who is out."""

    exchange: int
    sides: tuple[tuple[str, tuple[str, ...]], ...]
    """(side, names of its members still in the fight)."""
    active: str | None = None
    acted: tuple[str, ...] = ()
    waiting: tuple[str, ...] = ()
    out: tuple[str, ...] = ()
    """Names of those taken out or who conceded, with how."""


@dataclass(frozen=True)
class ContestView:
    """The contest in play as the players see it: each side's victories and how many win, each
    exchange in words, the twists, and the winner once there is one."""

    sides: tuple[tuple[str, int], ...]
    """(side, victories)."""
    needed: int
    win: str
    """How the contest is won, in the rule set's words: 'first to 3 victories', or 'a lead of
    2 victories wins' where the rule set's win rule is a lead."""
    exchanges: tuple[str, ...] = ()
    twists: tuple[str, ...] = ()
    winner: str | None = None


@dataclass(frozen=True)
class TaskView:
    """A challenge's task as the players see it: what it is, the skill and who takes it on, and
    its result once rolled (never its difficulty before the roll)."""

    description: str
    skill: str | None = None
    who: str | None = None
    result: str | None = None
    """The roll and its outcome in words, once attempted."""


@dataclass(frozen=True)
class ChallengeView:
    """The challenge in play as the players see it: its tasks and the boosts earned on them."""

    name: str
    tasks: tuple[TaskView, ...] = ()
    boosts: tuple[AspectView, ...] = ()


@dataclass(frozen=True)
class CountdownView:
    """A countdown the GM has shown the players: its boxes and those marked, what marks the next
    box, and what it counts down to once the GM tells them."""

    name: str
    boxes: int
    marked: int
    triggers: tuple[str, ...] = ()
    outcome: str | None = None
    """What the track counts down to, once the GM told the players."""


@dataclass(frozen=True)
class Heading:
    """The top of the players' view: the campaign and its rules, the arc, session and scene in
    play, and the GM's fate points where the players may see them."""

    campaign: str
    rules: str
    arc: str | None = None
    session: int = 0
    scene: str | None = None
    """The title of the scene in play, or None when there is none."""
    scene_status: str = ""
    gm_pool: int | None = None
    """Shown only when the campaign lets the players see it."""


@dataclass(frozen=True)
class PlayersView:
    """Everything the players may see of the campaign: the heading, the setting, scenario and
    scene aspects, the zones, the PCs and NPCs, the conflict, contest or challenge in play, the
    countdowns shown, and the table's last log lines."""

    heading: Heading
    story_aspects: tuple[tuple[str, AspectView], ...] = ()
    """Setting and scenario aspects: (where from, aspect)."""
    scene_aspects: tuple[AspectView, ...] = ()
    zones: tuple[ZoneView, ...] = ()
    elsewhere: tuple[str, ...] = ()
    """Names of those in the scene who stand in no zone."""
    pcs: tuple[PersonView, ...] = ()
    npcs: tuple[PersonView, ...] = ()
    conflict: ConflictView | None = None
    contest: ContestView | None = None
    challenge: ChallengeView | None = None
    countdowns: tuple[CountdownView, ...] = ()
    log: tuple[str, ...] = ()


def players_view(state: CampaignState, log: Sequence[LogEntry] = ()) -> PlayersView:
    """Everything the players may see of `state`, and the last lines of `log` that concern
    the table and name nothing hidden."""
    story = state.story
    scene = state.current_scene
    playing = scene is not None and scene.status is not SceneStatus.PREPARED
    name_of = partial(names.name_of, state)
    arc = story.active_arc
    heading = Heading(
        campaign=story.name,
        rules=state.ruleset.title,
        arc=arc.title or arc.id if arc else None,
        session=story.current_session,
        scene=scene.title if scene else None,
        scene_status=scene.status.value if scene else "",
        gm_pool=scene.gm_pool if scene and story.players_see_gm_pool else None,
    )
    story_aspects = tuple(("setting", a) for a in _aspects(story.setting_aspects, name_of))
    if arc is not None:
        story_aspects += tuple(("scenario", a) for a in _aspects(arc.aspects, name_of))
    countdowns = tuple(_countdowns(story.countdowns))
    if not playing:
        # Between scenes the whole party is shown in full: no scene leaves anyone out.
        party = tuple(_person(state, c, None) for c in table_pcs(state))
        return PlayersView(
            heading, story_aspects, pcs=party, countdowns=countdowns, log=table_log(state, log)
        )
    assert scene is not None
    pcs = table_pcs(state)
    # A PC still being made is not shown anywhere, not even by name in a zone.
    unseen = {c.id for c in state.pcs} - {c.id for c in pcs}
    return PlayersView(
        heading=heading,
        story_aspects=story_aspects,
        scene_aspects=_aspects(scene.aspects, name_of),
        zones=tuple(
            ZoneView(
                zone.name,
                _aspects(zone.aspects, name_of),
                tuple(name_of(cid) for cid in scene.in_zone(zone.name) if cid not in unseen),
                zone.connects,
            )
            for zone in scene.zones
        ),
        elsewhere=tuple(
            name_of(cid) for cid in scene.cast if cid not in scene.positions and cid not in unseen
        ),
        # The scene's PCs first, then the rest of the party.
        pcs=tuple(sorted((_person(state, c, scene) for c in pcs), key=lambda p: not p.in_scene)),
        npcs=tuple(
            _person(state, state.characters[cid], scene)
            for cid in scene.cast
            if cid in state.characters and state.characters[cid].kind.is_npc
        ),
        conflict=_conflict(scene, name_of),
        contest=_contest(state, scene),
        challenge=_challenge(state, scene, name_of),
        countdowns=countdowns + tuple(_countdowns(scene.countdowns)),
        log=table_log(state, log),
    )


def player_sheet(state: CampaignState, character_id: str) -> Character | None:
    """A PC's whole sheet as their player may read it: no hidden aspect, no GM notes.
    None for an NPC, a draft (a PC still being made) or an unknown id."""
    character = state.characters.get(character_id)
    if character is None or character.kind is not CharacterKind.PC:
        return None
    if character.draft_step is not None and character not in table_pcs(state):
        return None
    return replace(character, aspects=tuple(a for a in character.aspects if not a.hidden), notes="")


def _aspects(aspects: Iterable[Aspect], name_of: Callable[[str], str]) -> tuple[AspectView, ...]:
    return tuple(_aspect(a, name_of) for a in aspects if not a.hidden)


def _aspect(aspect: Aspect, name_of: Callable[[str], str]) -> AspectView:
    named = sorted({name_of(h) for h in aspect.free_invokes if h})
    if any(h is None for h in aspect.free_invokes):
        named.append(UP_FOR_GRABS_WORDS)
    return AspectView(
        aspect.name,
        len(aspect.free_invokes),
        tuple(named),
        aspect.is_boost,
        name_of(aspect.owner) if aspect.owner and aspect.kind in _PLACED else None,
    )


def npc_as_known(state: CampaignState, character_id: str) -> PersonView | None:
    """An NPC as the players know them, wherever they are: their name, aspects not hidden,
    and stress and consequences once inflicted (what the view shows of an NPC in the scene).
    None for a PC, an unknown id, or an NPC the table has not met (`met_npcs`)."""
    character = state.characters.get(character_id)
    if character is None or not character.kind.is_npc:
        return None
    if character_id not in met_npcs(state):
        return None
    return _person(state, character, state.current_scene)


def _person(state: CampaignState, character: Character, scene: Scene | None) -> PersonView:
    rules = state.ruleset
    name_of = partial(names.name_of, state)
    is_pc = not character.kind.is_npc
    tracks = tuple(TrackView(t.name, t.boxes, t.marked) for t in stress_tracks(character, rules))
    if not is_pc:
        # An NPC's boxes show once the table has hurt them.
        tracks = tuple(t for t in tracks if t.marked)
    out = "taken out" if character.taken_out else "conceded" if character.conceded else ""
    return PersonView(
        id=character.id,
        name=character.name,
        is_pc=is_pc,
        player=character.player if is_pc else None,
        aspects=_aspects(character.aspects, name_of),
        fate_points=character.fate_points if is_pc else None,
        stress=tracks,
        consequences=tuple(
            ConsequenceView(c.slot, c.aspect, clears_when(c, state), len(c.free_invokes))
            for c in character.consequences
        ),
        conditions=tuple((n, m) for n, m in character.conditions_marked.items() if m),
        zone=scene.positions.get(character.id) if scene else None,
        # With no scene in play nobody is left out of one.
        in_scene=scene is None or character.id in scene.cast,
        mooks=character.group_size if character.kind is CharacterKind.MOOK_GROUP else None,
        out=out,
    )


def _conflict(scene: Scene, name_of: Callable[[str], str]) -> ConflictView | None:
    conflict = scene.conflict
    if conflict is None or conflict.ended:
        return None
    out = tuple(f"{name_of(c)} (taken out)" for c in conflict.taken_out) + tuple(
        f"{name_of(c)} (conceded)" for c in conflict.conceded
    )
    turn = scene.turn
    return ConflictView(
        exchange=turn.exchange if turn else conflict.exchange,
        sides=tuple(
            (side.name, tuple(name_of(m) for m in conflict.standing(side)))
            for side in conflict.sides
        ),
        active=name_of(turn.active) if turn and turn.active else None,
        acted=tuple(name_of(c) for c in turn.acted) if turn else (),
        waiting=tuple(name_of(c) for c in turn.waiting) if turn else (),
        out=out,
    )


def _contest(state: CampaignState, scene: Scene) -> ContestView | None:
    contest = scene.contest
    if contest is None:
        return None
    exchanges = []
    for record in contest.exchanges:
        rolls = ", ".join(
            f"{side} {signed(value)}" if value is not None else f"{side} did not roll"
            for side, value in record.efforts
        )
        if record.awarded:
            won = ", ".join(
                f"{side} +{count} victor{'ies' if count != 1 else 'y'}"
                for side, count in record.awarded
            )
        else:
            won = "a tie: a twist" if record.twist else "no victory"
        exchanges.append(f"Exchange {record.number}: {rolls}: {won}")
    return ContestView(
        sides=tuple(zip((s.name for s in contest.sides), contest.victories, strict=True)),
        needed=contest.victories_needed or state.ruleset.contests.victories,
        win=win_words(state.ruleset, contest.victories_needed),
        exchanges=tuple(exchanges),
        twists=contest.twists,
        winner=winner(contest, state.ruleset),
    )


def _challenge(
    state: CampaignState, scene: Scene, name_of: Callable[[str], str]
) -> ChallengeView | None:
    challenge = scene.challenge
    if challenge is None:
        return None
    ladder = state.ruleset.ladder
    tasks = []
    for task in challenge.tasks:
        result = None
        if task.result is not None:
            rolled = task.result
            outcome = outcome_words(rolled.outcome, state.ruleset.outcome_model)
            if task.at_cost:
                outcome = "success at a cost"
            against = ladder.label(rolled.opposition)
            result = f"{ladder.label(rolled.effort)} vs {against}: {outcome}"
        tasks.append(
            TaskView(
                task.description,
                task.rolled_skill or task.skill,  # what it was tackled with, once rolled
                name_of(task.attempted_by) if task.attempted_by else None,
                result,
            )
        )
    return ChallengeView(challenge.name, tuple(tasks), _aspects(challenge.boosts, name_of))


def _countdowns(countdowns: Iterable[Countdown]) -> Iterable[CountdownView]:
    for countdown in countdowns:
        if not countdown.revealed:
            continue
        yield CountdownView(
            countdown.name,
            countdown.boxes,
            countdown.marked,
            countdown.next_triggers,
            countdown.outcome if countdown.outcome_revealed and countdown.outcome else None,
        )
