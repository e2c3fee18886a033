"""Arcs: ending one (breakthroughs or the bigger milestones, recovery that waits for an arc,
the arc's record) and starting the next with its aspects."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from fate_tui.campaign import cleanup_report
from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.scene_end import Cleanup
from fate_tui.campaign.intents.sessions import apply_advances, check_no_scene
from fate_tui.campaign.slugs import slugify
from fate_tui.rules import recovery
from fate_tui.rules.advancement import Advance
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ruleset import Period
from fate_tui.rules.sotc_trappings import fortunes_end
from fate_tui.rules.story import Arc, ArcStatus, Story


@dataclass(frozen=True)
class ArcEnd:
    """What the GM decided at the end of an arc."""

    summary: str = ""
    advances: Mapping[str, Advance] = field(default_factory=dict)
    next_title: str = ""
    """The arc that starts now (empty: none yet); a planned arc of that title is used."""
    next_aspects: Sequence[str] = ()


def end_arc(ctl: Controller, plan: ArcEnd) -> Cleanup:
    """End the arc being played and, if named, start the next one. One undoable step."""
    check_no_scene(ctl, "the arc ends")
    story = ctl.state.story
    arc = story.active_arc
    if arc is None:
        raise RulesError("no arc is being played: start one first")
    rules = ctl.state.ruleset
    before = dict(ctl.state.characters)
    after = dict(before)
    advances = apply_advances(ctl, after, plan.advances, Period.ARC)
    for cid, who in after.items():
        after[cid] = recovery.end_arc(who, rules)
    # A true fortune's aspect on a person lasts the adventure (SotC L635); a general
    # prediction, a scenario aspect of the arc, ends with it.
    fortunes = []
    for cid, who in after.items():
        after[cid], gone = fortunes_end(who)
        fortunes += [f"{who.name}'s fortune '{name}' ends with the adventure" for name in gone]
    sessions = tuple(s.number for s in story.sessions if s.arc == arc.id)
    done = replace(arc, status=ArcStatus.DONE, summary=plan.summary.strip(), sessions=sessions)
    arcs = tuple(done if a.id == arc.id else a for a in story.arcs)
    new_story = replace(story, arcs=arcs, current_arc=None)
    lines = [*advances, *cleanup_report.changes(before, after, after), *fortunes]
    if plan.next_title.strip():
        new_story = _started(new_story, plan.next_title, plan.next_aspects)
        begun = new_story.active_arc
        assert begun is not None  # just started
        lines.append(f"The arc '{begun.title}' begins")
    headline = f"The arc '{arc.title}' ends"
    changed = [c for cid, c in after.items() if c != before[cid]]
    ctl.apply(headline, log=("session", headline), story=new_story, characters=changed)
    for line in lines:
        ctl.note("advancement" if line in advances else "recovery", line)
    return Cleanup(headline, tuple(lines))


def start_arc(ctl: Controller, title: str, aspects: Sequence[str] = ()) -> str:
    """Start an arc when none is being played; returns its id."""
    story = ctl.state.story
    if story.active_arc is not None:
        raise RulesError(f"the arc '{story.active_arc.title}' is being played: end it first")
    new_story = _started(story, title, aspects)
    begun = new_story.active_arc
    assert begun is not None  # just started
    text = f"The arc '{begun.title}' begins"
    ctl.apply(text, log=("session", text), story=new_story)
    return begun.id


def _started(story: Story, title: str, aspects: Sequence[str]) -> Story:
    cleaned = title.strip()
    if not cleaned:
        raise RulesError("an arc needs a title")
    written = tuple(Aspect(a.strip(), AspectKind.SCENARIO) for a in aspects if a.strip())
    planned = next(
        (
            a
            for a in story.arcs
            if a.status is ArcStatus.PLANNED and cleaned.lower() in (a.title.lower(), a.id)
        ),
        None,
    )
    if planned is not None:
        names = {a.name.lower() for a in planned.aspects}
        extra = tuple(a for a in written if a.name.lower() not in names)
        started = replace(planned, status=ArcStatus.ACTIVE, aspects=planned.aspects + extra)
        arcs = tuple(started if a is planned else a for a in story.arcs)
    else:
        arc_id = slugify(cleaned, {a.id for a in story.arcs})
        started = Arc(arc_id, cleaned, ArcStatus.ACTIVE, written)
        arcs = (*story.arcs, started)
    return replace(story, arcs=arcs, current_arc=started.id)
