"""The panels of the players' view: each draws one section of `PlayersView` and redraws only
when that section changed."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from textual.content import Content
from textual.widgets import Static

from fate_tui.campaign.players_view import (
    AspectView,
    ChallengeView,
    ConflictView,
    ContestView,
    CountdownView,
    Heading,
    PersonView,
    PlayersView,
    ZoneView,
)
from fate_tui.ui.text import (
    FREE,
    HARM,
    KIND,
    MUTED,
    PEOPLE,
    POINTS,
    STRONG,
    boxes,
    muted,
    pips,
    safe_content,
    shown,
)

Part = str | tuple[str, str] | Content


class PlayersPanel(Static):
    """One bordered panel. `section` picks its part of the view, `draw` turns it into text;
    `show` redraws only when the part differs from what is on screen. An empty part shows
    `empty`, or hides the panel with `hide_when_empty`."""

    def __init__(
        self,
        section: Callable[[PlayersView], Any],
        draw: Callable[[Any], Content],
        *,
        title: str,
        empty: str = "",
        hide_when_empty: bool = False,
        id: str | None = None,
    ) -> None:
        super().__init__(id=id, classes="players-panel")
        self._section, self._draw = section, draw
        self.border_title = title
        self._empty, self._hide = empty, hide_when_empty
        self._shown: Any = object()
        self.draws = 0
        """How many times this panel was redrawn (the benchmark and tests read it)."""

    def show(self, view: PlayersView) -> bool:
        """Redraw from `view` if this panel's part changed; returns whether it did."""
        part = self._section(view)
        if part == self._shown:
            return False
        self._shown = part
        self.draws += 1
        if not part:
            self.display = not self._hide
            self.update(muted(self._empty))
        else:
            self.display = True
            self.update(safe_content(self._draw(part)))
        return True


# What each panel draws --------------------------------------------------------------------


def heading(head: Heading) -> Content:
    parts: list[Part] = [(head.campaign, STRONG), (f"  {head.rules}", MUTED)]
    if head.arc:
        parts.append(f" · {head.arc}")
    if head.session:
        parts.append(f" · Session {head.session}")
    if head.scene is None:
        parts.append(("  ·  No scene in play", MUTED))
    else:
        parts += ["  ·  Scene: ", (head.scene, f"bold {PEOPLE}")]
        if head.scene_status == "prepared":
            parts.append(("  (about to begin)", MUTED))
        elif head.scene_status == "ended":
            parts.append(("  (ended)", MUTED))
    if head.gm_pool is not None:
        parts += ["  ·  GM pool ", (pips(head.gm_pool), f"bold {POINTS}"), f" {head.gm_pool}"]
    return Content.assemble(*parts)


def aspect_line(aspect: AspectView) -> Content:
    parts: list[Part] = [("▌", POINTS if aspect.boost else "$accent"), (shown(aspect.name), STRONG)]
    if aspect.boost:
        parts.append((" (boost)", POINTS))
    if aspect.on:
        parts.append((f" on {aspect.on}", PEOPLE))
    if aspect.free_invokes:
        glyph = "◇" if aspect.boost else "◆"
        parts += [(f"  {glyph * aspect.free_invokes}", f"bold {FREE}")]
        parts.append((f" free: {', '.join(aspect.holders)}", MUTED))
    return Content.assemble(*parts)


def scene_aspects(view: tuple) -> Content:
    scene, story = view
    lines = [aspect_line(a) for a in scene]
    if story:
        if lines:
            lines.append(Content(""))
        lines += [Content.assemble(aspect_line(a), (f"  {where}", MUTED)) for where, a in story]
    return Content("\n").join(lines)


def zones(view: tuple) -> Content:
    zone_list, elsewhere = view
    lines: list[Content] = []
    for zone in zone_list:
        lines.append(zone_line(zone))
    if elsewhere:
        lines.append(Content.assemble(("Somewhere in the scene: ", STRONG), ", ".join(elsewhere)))
    return Content("\n").join(lines)


def zone_line(zone: ZoneView) -> Content:
    parts: list[Part] = [(f"[{zone.name}]", f"bold {KIND}")]
    if zone.here:
        parts += ["  ", (", ".join(zone.here), PEOPLE)]
    for aspect in zone.aspects:
        parts += ["\n  ", aspect_line(aspect)]
    if zone.connects:
        parts.append((f"\n  → {', '.join(zone.connects)}", MUTED))
    return Content.assemble(*parts)


def people(persons: tuple[PersonView, ...]) -> Content:
    """Those in the scene in full; PCs elsewhere on one line each."""
    here = [person(p) for p in persons if p.in_scene]
    away = [away_line(p) for p in persons if not p.in_scene]
    if away:
        here.append(Content.assemble(("Not in this scene", STRONG), "\n", Content("\n").join(away)))
    return Content("\n\n").join(here)


def away_line(who: PersonView) -> Content:
    parts: list[Part] = [(who.name, STRONG)]
    if who.player:
        parts.append((f" ({who.player})", MUTED))
    if who.fate_points is not None:
        parts += ["  FP ", (str(who.fate_points), POINTS)]
    for track in who.stress:
        if track.marked:
            parts += [f"  {track.name.title()} ", boxes(track)]
    for consequence in who.consequences:
        parts += ["  ", (f"{consequence.slot.title()}: ", HARM), consequence.aspect]
    return Content.assemble(*parts)


def person(who: PersonView) -> Content:
    parts: list[Part] = [(who.name, STRONG)]
    if who.mooks is not None:
        parts.append(f" ×{who.mooks}")
    if who.player:
        parts.append((f" ({who.player})", MUTED))
    if who.zone:
        parts.append((f"  [{who.zone}]", KIND))
    if who.out:
        parts.append((f"  {who.out.upper()}", f"bold {HARM}"))
    if who.fate_points is not None:
        parts += ["\n  Fate points ", (pips(who.fate_points), POINTS), f" {who.fate_points}"]
    for aspect in who.aspects:
        parts += ["\n  ", aspect_line(aspect)]
    if who.stress:
        parts.append("\n  ")
        for index, track in enumerate(who.stress):
            if index:
                parts.append("  ")
            parts += [f"{track.name.title()} ", boxes(track)]
    for consequence in who.consequences:
        parts += [
            "\n  ",
            (f"{consequence.slot.title()}: ", HARM),
            (consequence.aspect, STRONG),
            (f"  {'◆' * consequence.free_invokes}", FREE) if consequence.free_invokes else "",
            (f"  {consequence.recovery}", MUTED),
        ]
    for name, marked in who.conditions:
        parts += ["\n  ", (f"{name} ", HARM), ("■" * marked, f"bold {HARM}")]
    return Content.assemble(*parts)


def play(view: tuple) -> Content:
    conflict, contest, challenge = view
    blocks = []
    if conflict is not None:
        blocks.append(conflict_text(conflict))
    if contest is not None:
        blocks.append(contest_text(contest))
    if challenge is not None:
        blocks.append(challenge_text(challenge))
    return Content("\n\n").join(blocks)


def conflict_text(conflict: ConflictView) -> Content:
    parts: list[Part] = [("Conflict", STRONG), f" · exchange {conflict.exchange}"]
    if conflict.active:
        parts += ["\n  Acting now: ", (conflict.active, f"bold {PEOPLE}")]
    if conflict.acted:
        parts.append((f"\n  Acted: {', '.join(conflict.acted)}", MUTED))
    if conflict.waiting:
        parts.append(f"\n  Still to act: {', '.join(conflict.waiting)}")
    for side, members in conflict.sides:
        parts += ["\n  ", (side, KIND), f": {', '.join(members) or 'nobody left standing'}"]
    if conflict.out:
        parts.append((f"\n  Out: {', '.join(conflict.out)}", HARM))
    return Content.assemble(*parts)


def contest_text(contest: ContestView) -> Content:
    parts: list[Part] = [("Contest", STRONG), f" · {contest.win}"]
    for side, victories in contest.sides:
        # As many pips as the goal counts; the number says any victory past it.
        shown = pips(min(victories, contest.needed), contest.needed)
        parts += ["\n  ", (side, KIND), " ", (shown, f"bold {FREE}")]
        parts.append(f" {victories}")
    for line in contest.exchanges[-3:]:
        parts.append((f"\n  {line}", MUTED))
    for twist in contest.twists:
        parts += ["\n  Twist: ", (twist, STRONG)]
    if contest.winner:
        parts += ["\n  ", (f"{contest.winner} won the contest", f"bold {FREE}")]
    return Content.assemble(*parts)


def challenge_text(challenge: ChallengeView) -> Content:
    parts: list[Part] = [("Challenge: ", STRONG), (challenge.name, STRONG)]
    for task in challenge.tasks:
        mark = "✔" if task.result else "·"
        parts += [f"\n  {mark} ", task.description]
        if task.skill:
            parts.append((f" ({task.skill})", MUTED))
        if task.who:
            parts.append((f" {task.who}", PEOPLE))
        if task.result:
            parts.append((f": {task.result}", FREE))
    for aspect in challenge.boosts:
        parts += ["\n  ", aspect_line(aspect)]
    return Content.assemble(*parts)


def countdowns(tracks: tuple[CountdownView, ...]) -> Content:
    lines = []
    for track in tracks:
        filled = f"bold {HARM}" if track.marked == track.boxes else HARM
        parts: list[Part] = [
            (track.name, STRONG),
            "  ",
            ("■" * track.marked, filled),
            "□" * (track.boxes - track.marked),
            f" {track.marked}/{track.boxes}",
        ]
        if track.triggers:
            parts.append((f"\n  marks on: {'; '.join(track.triggers)}", MUTED))
        if track.outcome:
            parts += ["\n  then: ", (track.outcome, "italic")]
        lines.append(Content.assemble(*parts))
    return Content("\n").join(lines)


def log_lines(lines: tuple[str, ...]) -> Content:
    # Newest first, as on the GM's Table.
    return Content("\n").join(Content(line) for line in reversed(lines))


def panels() -> list[PlayersPanel]:
    """Every panel of the players' view, in the order they are laid out."""
    return [
        PlayersPanel(
            lambda v: (
                (v.scene_aspects, v.story_aspects) if v.scene_aspects or v.story_aspects else ()
            ),
            scene_aspects,
            title="Aspects",
            empty="No aspects in play",
            id="players-aspects",
        ),
        PlayersPanel(
            lambda v: (v.zones, v.elsewhere) if v.zones or v.elsewhere else (),
            zones,
            title="Zones",
            empty="No zones",
            hide_when_empty=True,
            id="players-zones",
        ),
        PlayersPanel(
            lambda v: (
                (v.conflict, v.contest, v.challenge)
                if (v.conflict or v.contest or v.challenge)
                else None
            ),
            play,
            title="In play",
            hide_when_empty=True,
            id="players-play",
        ),
        PlayersPanel(
            lambda v: v.countdowns,
            countdowns,
            title="Countdowns",
            hide_when_empty=True,
            id="players-countdowns",
        ),
        PlayersPanel(lambda v: v.pcs, people, title="The party", empty="No PCs", id="players-pcs"),
        PlayersPanel(
            lambda v: v.npcs,
            people,
            title="Also here",
            hide_when_empty=True,
            id="players-npcs",
        ),
        PlayersPanel(
            lambda v: v.log,
            log_lines,
            title="Lately",
            empty="Nothing rolled yet this session",
            id="players-log",
        ),
    ]
