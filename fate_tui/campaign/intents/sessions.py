"""Between sessions: ending a session (milestones, recovery, fate points, the session's record)
and downtime. Ending an arc is in `arcs.py`; both apply advances the same way."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from datetime import date

from fate_tui.campaign import cleanup_report
from fate_tui.campaign.advance_text import advance_text
from fate_tui.campaign.controller import Controller
from fate_tui.campaign.files import SaveRefused
from fate_tui.campaign.intents import gadgets
from fate_tui.campaign.intents.common import character
from fate_tui.campaign.intents.scene_end import Cleanup
from fate_tui.campaign.state import LOG_DIR
from fate_tui.rules import recovery
from fate_tui.rules.advancement import Advance, apply_advance
from fate_tui.rules.campaign_life import advances_at, check_advance_at, has_downtime
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError
from fate_tui.rules.fate_points import session_start
from fate_tui.rules.ruleset import Period
from fate_tui.rules.scene import SceneStatus
from fate_tui.rules.sotc_gadgets import shapes_lapsing
from fate_tui.rules.story import SessionRecord
from fate_tui.rules.wording import possessive


@dataclass(frozen=True)
class SessionEnd:
    """What the GM decided at the end of a session."""

    summary: str = ""
    title: str = ""
    date: str = ""
    """ISO date (2026-11-20); empty: today."""
    advances: Mapping[str, Advance] = field(default_factory=dict)
    """PC id -> the advance the player picked (a PC left out takes none)."""
    back_to_back: bool = False
    """The next session follows with no time passing in the story (SotC recovers faster)."""
    refresh: bool = True
    """Fate points go up to refresh (SotC's GM may hold the refresh back at a cliffhanger)."""


def log_file(session: int) -> str:
    """The play log of a session, relative to the campaign folder."""
    return f"{LOG_DIR}/session-{session:02d}.toml"


def check_no_scene(ctl: Controller, ending: str) -> None:
    current = ctl.state.current_scene
    if current is not None and current.status is SceneStatus.ACTIVE:
        raise RulesError(f"'{current.title}' is still being played: end the scene before {ending}")


def apply_advances(
    ctl: Controller,
    characters: dict[str, Character],
    advances: Mapping[str, Advance],
    period: Period,
) -> list[str]:
    """Apply each PC's advance (all checked before anything is saved); their lines."""
    rules = ctl.state.ruleset
    lines = []
    for cid, advance in advances.items():
        who = character(ctl, cid)
        if who.kind.is_npc:
            raise RulesError(f"{who.name} is not a PC: NPCs change by the GM's hand, not advances")
        check_advance_at(rules, period, advance.kind)
        current = characters.get(cid, who)
        try:
            characters[cid] = apply_advance(current, rules, advance)
        except RulesError as error:
            raise RulesError(f"{possessive(who.name)} {advance.kind}: {error}") from None
        saved = (current.saved_skill_points, characters[cid].saved_skill_points)
        lines.append(advance_text(who.name, advance, saved))
    return lines


def scenes_played(ctl: Controller, session: int) -> tuple[str, ...]:
    """The scenes the session's play log shows something happening in, in order (a scene's
    end is logged once it is no longer in play, so its entry names it in its data)."""
    entries, _ = ctl.log_entries(session)
    named = [e.scene or e.data.get("scene") for e in entries]
    return tuple(dict.fromkeys(s for s in named if isinstance(s, str) and s))


def end_session(ctl: Controller, plan: SessionEnd) -> Cleanup:
    """End the session being played: each PC's advance, recovery clocks counting sessions,
    fate points up to at least refresh, the session's record in campaign.toml, and the next
    session's number. One undoable step; the lines go to the session's play log."""
    check_no_scene(ctl, "the session ends")
    rules = ctl.state.ruleset
    story = ctl.state.story
    number = max(story.current_session, 1)
    before = dict(ctl.state.characters)
    after = dict(before)
    advances = apply_advances(ctl, after, plan.advances, Period.SESSION)
    for cid, who in after.items():
        after[cid] = recovery.end_session(who, rules, back_to_back=plan.back_to_back)
    for cid, who in after.items():
        if not who.kind.is_npc:
            after[cid] = replace(who, fate_points=session_start(who, rules, refreshed=plan.refresh))
    # A universal gadget's shape lasts the session it was shaped in (L1000).
    reshaped = gadgets.session_ends(after, number)
    after.update(reshaped)
    recovered = cleanup_report.recovered(before, after)
    record = SessionRecord(
        number=number,
        title=plan.title.strip(),
        date=plan.date.strip() or date.today().isoformat(),
        arc=story.current_arc,
        summary=plan.summary.strip(),
        scenes=scenes_played(ctl, number),
        advances=tuple(advances),
        recovered=tuple(recovered),
        log=log_file(number),
    )
    kept = tuple(s for s in story.sessions if s.number != number)
    # Once-a-session stunts are ready again next session (`roll_limits`).
    new_story = replace(story, sessions=(*kept, record), current_session=number + 1, stunts_used={})
    changed = [c for cid, c in after.items() if c != before[cid]]
    lines = advances + cleanup_report.changes(before, after, after)
    for cid in reshaped:
        for gadget in shapes_lapsing(before[cid].gadgets, number):
            lines.append(
                f"{before[cid].name}'s universal gadget {gadget.name} loses its shape with the "
                "session; it is designed anew when next needed"
            )
    headline = f"Session {number} ends"
    # Everything about this session goes into its own log before the number moves on.
    ctl.note("session", headline, {"record": record.number})
    for line in lines:
        ctl.note("advancement" if line in advances else "recovery", line)
    try:
        ctl.apply(
            headline,
            log=("session", f"Session {number + 1} is next (session {number} is recorded)"),
            story=new_story,
            characters=changed,
        )
    except SaveRefused as error:
        ctl.note("session", f"Ending session {number} was not saved: {error}")
        raise
    return Cleanup(headline, tuple(lines))


def default_advances(ctl: Controller, period: Period) -> dict[str, Advance]:
    """Every PC's usual advance at the end of `period`, with no change picked yet."""
    kinds = advances_at(ctl.state.ruleset, period)
    if not kinds:
        return {}
    return {pc.id: Advance(kinds[0]) for pc in ctl.state.pcs}


def take_downtime(ctl: Controller) -> Cleanup:
    """Several hours of rest (Spirit of the Century): recovery waiting for downtime moves on
    for every character."""
    rules = ctl.state.ruleset
    if not has_downtime(rules):
        raise RulesError(
            f"{rules.title} has no downtime: recovery runs by scenes, sessions and arcs"
        )
    before = dict(ctl.state.characters)
    after = {cid: recovery.take_downtime(c, rules) for cid, c in before.items()}
    lines = cleanup_report.changes(before, after, after)
    headline = "Downtime: several hours of rest"
    changed = [c for cid, c in after.items() if c != before[cid]]
    ctl.apply(headline, log=("recovery", headline), characters=changed)
    for line in lines:
        ctl.note("recovery", line)
    return Cleanup(headline, tuple(lines or ["Nothing was waiting for downtime"]))


def check_advance(
    ctl: Controller, character_id: str, advance: Advance, period: Period
) -> tuple[Character, None] | tuple[None, str]:
    """(the character after `advance`, None) when the rules allow it at the end of `period`,
    or (None, the reason) when they do not. Nothing is saved."""
    rules = ctl.state.ruleset
    try:
        check_advance_at(rules, period, advance.kind)
        return apply_advance(character(ctl, character_id), rules, advance), None
    except RulesError as error:
        return None, str(error)
