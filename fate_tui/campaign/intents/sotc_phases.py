"""Making Spirit of the Century's PCs as a group, phase by phase: starting the group (a draft
file each, seated in order), saving a member's phase, moving it on, and handing out the
novels' cards when a guest-star phase starts. The phases and their rules are the rules
core's (fate_tui/rules/sotc_phases.py)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character
from fate_tui.campaign.slugs import slugify
from fate_tui.rules import sotc_phases
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError
from fate_tui.rules.sotc_phases import GUEST_PHASES, Phase


def group(ctl: Controller) -> list[Character]:
    """The PCs being made in the five phases, in seat order."""
    return sotc_phases.members(ctl.state.characters.values())


def start_group(ctl: Controller, names: Sequence[str]) -> list[str]:
    """A draft for each name, seated in the order given, at the first phase; their ids."""
    if ctl.state.ruleset.name != "sotc":
        raise RulesError(f"{ctl.state.ruleset.title} has no five phases (Spirit of the Century)")
    if group(ctl):
        raise RulesError("a group is already being made: continue it from the palette")
    names = [" ".join(n.split()) for n in names if n.strip()]
    if len(names) < sotc_phases.GROUP_AT_LEAST:
        raise RulesError(
            f"the five phases are made by at least {sotc_phases.GROUP_AT_LEAST} players "
            f"together (SotC L97): {len(names)} named"
        )
    taken = ctl.taken_ids()
    drafts = []
    for seat, name in enumerate(names, start=1):
        character_id = slugify(name, taken)
        taken.add(character_id)
        drafts.append(sotc_phases.new_member(character_id, name, seat))
    text = f"Started making {', '.join(names)} in the five phases"
    ctl.apply(
        text, log=("change", text), data={"characters": [d.id for d in drafts]}, characters=drafts
    )
    return [d.id for d in drafts]


def save_phase(ctl: Controller, draft: Character, *, done: bool, rng: random.Random) -> None:
    """Save a member as written in the group's phase; `done` moves it on to the next. When the
    last member leaves a phase and a guest-star phase starts, its cards are handed out in the
    same change (L110-111)."""
    before = character(ctl, draft.id)
    members = group(ctl)
    phase = sotc_phases.group_phase(members)
    if phase is None or before.draft_step != phase.value:
        where = f"phase {sotc_phases.phase_info(phase).number}" if phase else "past the phases"
        raise RulesError(
            f"{before.name} is not in the phase the group is in ({where}): every PC goes "
            "through a phase before the next starts"
        )
    if done:
        stop = sotc_phases.blocking_phase(draft, phase)
        if stop:
            raise RulesError(stop)
        draft = replace(draft, draft_step=sotc_phases.next_step(phase))
    changed = {c.id: c for c in members}
    changed[draft.id] = draft
    dealt = _deal_if_due(list(changed.values()), rng)
    changed.update(dealt)
    told = _novels_told(list(changed.values()), phase)
    changed.update(told)
    others = [c for cid, c in changed.items() if cid != draft.id and (cid in dealt or cid in told)]
    saved = [c for c in (changed[draft.id], *others) if c != ctl.state.characters.get(c.id)]
    if not saved:
        return
    info = sotc_phases.phase_info(phase)
    text = (
        f"{draft.name} is through phase {info.number} ({info.title})"
        if done
        else f"{draft.name}'s phase {info.number} ({info.title}) saved"
    )
    if dealt:
        text += "; the novels are handed out"
    ctl.apply(text, log=("change", text), data={"character": draft.id}, characters=saved)


def _deal_if_due(members: list[Character], rng: random.Random) -> dict[str, Character]:
    """The members holding their cards, when every one is now in a guest-star phase whose
    cards are not dealt yet; nothing otherwise."""
    phase = sotc_phases.group_phase(members)
    if phase not in GUEST_PHASES or any(c.draft_step != phase.value for c in members):
        return {}
    index = GUEST_PHASES.index(phase)
    if any(len(sotc_phases.record(c).guest_in) > index for c in members):
        return {}
    members = sorted(members, key=lambda c: (sotc_phases.record(c).seat, c.name.lower(), c.id))
    seats = [c.id for c in members]
    earlier = {c.id: sotc_phases.record(c).guest_in for c in members}
    cards = sotc_phases.hand_out(seats, earlier, rng)
    return {c.id: sotc_phases.with_card(c, cards[c.id]) for c in members}


def _novels_told(members: list[Character], phase: Phase) -> dict[str, Character]:
    """When the last PC leaves the fifth phase, each one's novels written into its description
    (where it has none yet), so they outlast the drafts."""
    if phase is not GUEST_PHASES[-1] or sotc_phases.group_phase(members) is not None:
        return {}
    by_id = {c.id: c for c in members}
    return {
        c.id: replace(c, description=sotc_phases.novel_summary(c, by_id))
        for c in members
        if not c.description.strip() and sotc_phases.novel_summary(c, by_id)
    }


def go_back(ctl: Controller, draft_id: str) -> None:
    """Take a member that is through the group's phase back into it, to change what it wrote
    (possible only while the group has not moved on)."""
    before = character(ctl, draft_id)
    phase = sotc_phases.group_phase(group(ctl))
    if phase is None or before.draft_step != sotc_phases.next_step(phase):
        raise RulesError(f"{before.name} cannot go back: the group has moved on")
    back = replace(before, draft_step=phase.value)
    text = f"{before.name} back in phase {sotc_phases.phase_info(phase).number}"
    ctl.apply(text, log=("change", text), data={"character": draft_id}, characters=[back])
