"""A whole campaign as one Markdown document: for sharing with the players, or printing.

The GM's copy has everything. The players' copy (`players=True`) leaves out what the table
does not know yet: hidden aspects, countdowns not revealed, scenes still in preparation, every
GM note (the campaign's, the characters' and the scenes'), and the NPCs' sheets: an NPC the
table has met (in a scene that has begun) shows as the players' view shows them, by name,
aspects not hidden, and the stress and consequences inflicted; the others are left out.
"""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.export import character_markdown, known_npc_lines, md
from fate_tui.campaign.players_log import met_npcs, table_pcs
from fate_tui.campaign.players_view import npc_as_known
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.character import Character
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.scene import Scene, SceneStatus
from fate_tui.rules.wording import counted


def campaign_markdown(state: CampaignState, *, players: bool = False) -> str:
    story = state.story
    ruleset = state.ruleset
    lines = [f"# {md(story.name)}", ""]
    options = ", ".join(sorted(ruleset.enabled_options))
    lines += [f"*{ruleset.title}" + (f" · optional rules: {options}" if options else "") + "*", ""]
    lines += _setting(state, players)
    lines += _story(state)
    countdowns = [c for c in story.countdowns if c.revealed or not players]
    if countdowns:
        lines += ["## Countdowns", "", *(_countdown(c, players) for c in countdowns), ""]
    pcs = [c for c in state.characters.values() if not c.kind.is_npc]
    npcs = [c for c in state.characters.values() if c.kind.is_npc]
    if players:
        met = met_npcs(state)
        npcs = [c for c in npcs if c.id in met]
        # A PC still being made is the GM's until finished, as in the players' view.
        pcs = list(table_pcs(state))
    for title, characters in (("Player characters", pcs), ("NPCs", npcs)):
        if characters:
            lines += [f"## {title}", ""]
            for character in sorted(characters, key=lambda c: c.name.lower()):
                if players and character.kind.is_npc:
                    lines += _npc_as_met(state, character)
                else:
                    lines += _sheet(character, state, players)
    scenes = [s for s in state.scenes.values() if not (players and _unplayed(s))]
    if scenes:
        lines += ["## Scenes", ""]
        for scene in _in_story_order(scenes, state):
            lines += _scene(scene, state, players)
    return "\n".join(lines).rstrip() + "\n"


def _setting(state: CampaignState, players: bool) -> list[str]:
    story = state.story
    aspects = _visible(story.setting_aspects, players)
    lines = []
    if aspects or (story.notes.strip() and not players):
        lines += ["## Setting", ""]
        lines += [f"- {md(a.name)}" for a in aspects]
        if aspects:
            lines.append("")
        if story.notes.strip() and not players:
            lines += ["**GM notes:**", "", md(story.notes.strip()), ""]
    return lines


def _story(state: CampaignState) -> list[str]:
    story = state.story
    if not story.arcs and not story.sessions:
        return []
    lines = ["## The story so far", ""]
    titles = {arc.id: md(arc.title) for arc in story.arcs}
    for arc in story.arcs:
        current = " (current)" if arc.id == story.current_arc else ""
        lines += [f"### {md(arc.title)}{current}", "", f"*{arc.status.value}*", ""]
        lines += [f"- {md(a.name)}" for a in arc.aspects if not a.hidden]
        if arc.aspects:
            lines.append("")
    for session in sorted(story.sessions, key=lambda s: s.number):
        heading = f"### Session {session.number}"
        if session.title:
            heading += f": {md(session.title)}"
        details = [d for d in (md(session.date or ""), titles.get(session.arc or "", "")) if d]
        lines += [heading, ""]
        if details:
            lines += [f"*{' · '.join(str(d) for d in details)}*", ""]
        if session.summary.strip():
            lines += [md(session.summary.strip()), ""]
        played = [_scene_title(state, s) for s in session.scenes]
        if played:
            lines += [f"Scenes: {', '.join(played)}", ""]
    return lines


def _scene_title(state: CampaignState, scene_id: str) -> str:
    scene = state.scenes.get(scene_id)
    return md(scene.title if scene else scene_id)


def _countdown(countdown: Countdown, players: bool) -> str:
    track = "■" * countdown.marked + "□" * max(countdown.boxes - countdown.marked, 0)
    outcome = countdown.outcome if countdown.outcome_revealed or not players else ""
    return f"- **{md(countdown.name)}** {track}" + (f": {md(outcome)}" if outcome else "")


def _sheet(character: Character, state: CampaignState, players: bool) -> list[str]:
    if players:
        character = replace(
            character, notes="", aspects=tuple(a for a in character.aspects if not a.hidden)
        )
    sheet = character_markdown(character, state.ruleset)
    # The sheet's headings sit two levels down, under "Player characters" or "NPCs".
    return [("##" + line) if line.startswith("#") else line for line in sheet.splitlines()] + [""]


def _npc_as_met(state: CampaignState, character: Character) -> list[str]:
    """An NPC as the players' view shows them: no skills, stunts, fate points or notes."""
    person = npc_as_known(state, character.id)
    lines = [f"### {md(character.name)}", ""]
    lines += known_npc_lines(person) if person is not None else []
    return [*lines, ""] if len(lines) > 2 else lines


def _unplayed(scene: Scene) -> bool:
    return scene.status is SceneStatus.PREPARED


def _in_story_order(scenes: list[Scene], state: CampaignState) -> list[Scene]:
    """Scenes in the order sessions played them, then the others by title."""
    order: dict[str, int] = {}
    for session in sorted(state.story.sessions, key=lambda s: s.number):
        for scene_id in session.scenes:
            order.setdefault(scene_id, len(order))
    if state.story.current_scene:
        order.setdefault(state.story.current_scene, len(order))
    return sorted(scenes, key=lambda s: (order.get(s.id, len(order)), s.title.lower()))


def _scene(scene: Scene, state: CampaignState, players: bool) -> list[str]:
    current = " (in play)" if scene.id == state.story.current_scene else ""
    lines = [f"### {md(scene.title)}{current}", "", f"*{scene.status.value}*", ""]
    aspects = _visible(scene.aspects, players)
    if aspects:
        lines += ["**Aspects:**", "", *(f"- {_aspect(a)}" for a in aspects), ""]
    names = {cid: md(c.name) for cid, c in state.characters.items()}
    for zone in scene.zones:
        lines += [f"#### {md(zone.name)}", ""]
        zone_aspects = _visible(zone.aspects, players)
        lines += [f"- {_aspect(a)}" for a in zone_aspects]
        if zone.connects:
            lines.append(f"- Leads to: {md(', '.join(zone.connects))}")
        here = [names.get(cid, md(cid)) for cid in scene.in_zone(zone.name)]
        if here:
            lines.append(f"- Here: {', '.join(here)}")
        if zone.notes.strip() and not players:
            lines.append(f"- GM notes: {md(' '.join(zone.notes.split()))}")
        lines.append("")
    elsewhere = [names.get(cid, md(cid)) for cid in scene.cast if cid not in scene.positions]
    if elsewhere:
        lines += [f"**Also in the scene:** {', '.join(elsewhere)}", ""]
    countdowns = [c for c in scene.countdowns if c.revealed or not players]
    if countdowns:
        lines += [*(_countdown(c, players) for c in countdowns), ""]
    if scene.notes.strip() and not players:
        lines += ["**GM notes:**", "", md(scene.notes.strip()), ""]
    return lines


def _visible(aspects: tuple[Aspect, ...], players: bool) -> list[Aspect]:
    return [a for a in aspects if not (players and a.hidden)]


def _aspect(aspect: Aspect) -> str:
    extras = []
    if aspect.is_boost:
        extras.append("boost")
    elif aspect.free_invokes:
        count = len(aspect.free_invokes)
        extras.append(counted(count, "free invoke"))
    if aspect.hidden:
        extras.append("hidden")
    return md(aspect.name) + (f" *({', '.join(extras)})*" if extras else "")
