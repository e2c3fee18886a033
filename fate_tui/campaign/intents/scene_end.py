"""Ending the scene in play: the rule set's cleanup, and a summary of everything it did."""

from __future__ import annotations

from dataclasses import dataclass, replace

from fate_tui.campaign import cleanup_report
from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import conflicts, contests
from fate_tui.campaign.intents.common import name_of, scene
from fate_tui.campaign.state import CampaignState
from fate_tui.rules import scene as rules_scene
from fate_tui.rules.aspects import AspectKind
from fate_tui.rules.character import Character
from fate_tui.rules.fate_points import GM, award
from fate_tui.rules.payouts import Moment, settle_payouts
from fate_tui.rules.recovery import end_scene as recover_after_scene
from fate_tui.rules.scene import Scene
from fate_tui.rules.story import Story
from fate_tui.rules.wording import counted, possessive


@dataclass(frozen=True)
class Cleanup:
    """What an end of a scene, session or arc did: a headline and one line per change."""

    headline: str
    lines: tuple[str, ...] = ()


def preview(ctl: Controller) -> Cleanup:
    """What ending the scene in play will do, before the GM confirms; nothing changes."""
    return _work_out(ctl)[0]


def end(ctl: Controller) -> Cleanup:
    """End the scene in play: boosts and free invokes go, stress clears and recovery clocks
    tick for everyone in it, fate points owed until after the scene are paid, and what the
    GM carries into the next scene's pool is set. Each thing it did is logged on its own
    line after the headline."""
    cleanup, story, closed, characters = _work_out(ctl)
    ctl.apply(
        cleanup.headline,
        log=("scene", cleanup.headline),
        data={"scene": closed.id, "summary": list(cleanup.lines)},
        story=story,
        scenes=[closed],
        characters=characters,
    )
    for line in cleanup.lines:
        ctl.note("scene", line)
    return cleanup


def _work_out(ctl: Controller) -> tuple[Cleanup, Story, Scene, list[Character]]:
    current = scene(ctl)
    rules = ctl.state.ruleset
    # A conflict or contest still running ends with its scene, as if the GM ended it first.
    ended, current, carried, first = _end_structured_play(ctl.state, current)
    due, waiting = settle_payouts(current.pending_payouts, Moment.END_OF_SCENE)
    before = {cid: ctl.state.characters[cid] for cid in current.cast if cid in ctl.state.characters}
    before |= ended
    characters = {
        cid: replace(recover_after_scene(c, rules), taken_out=False, conceded=False)
        for cid, c in before.items()
    }
    lines = first + cleanup_report.changes(before, characters, before, fate_points=False)
    story = ctl.state.story
    for payout in due:
        receiver = ctl.state.characters.get(payout.receiver)
        if payout.receiver == GM or (receiver is not None and receiver.kind.is_npc):
            # NPCs bring fate points they earned into the GM's pool of a later scene.
            carried += payout.amount
            lines.append(
                f"{possessive(name_of(ctl, payout.receiver))} {payout.amount} owed fate point(s) "
                "go to the GM's pool for the next scene"
            )
        elif receiver is not None:
            who = characters.get(payout.receiver, receiver)
            characters[payout.receiver] = replace(
                who, fate_points=award(who.fate_points, payout.amount)
            )
            lines.append(
                f"{receiver.name} is paid {payout.amount} owed fate point(s) "
                f"({who.fate_points} -> {characters[payout.receiver].fate_points})"
            )
    # Once-a-scene stunts are ready again in the next scene (`roll_limits`).
    closed = replace(rules_scene.close_scene(current), pending_payouts=waiting, stunts_used={})
    lines[len(first) : len(first)] = _scene_lines(current, closed)
    lines.append(
        "The next scene's GM pool: one fate point per PC in it"
        + (f", plus {carried} carried in" if carried else "")
    )
    paid = sum(p.amount for p in due)
    headline = f"The scene '{current.title}' ends" + (
        f"; {counted(paid, 'fate point')} paid out" if paid else ""
    )
    story = replace(story, current_scene=None, gm_carried=carried)
    return Cleanup(headline, tuple(lines)), story, closed, list(characters.values())


def _end_structured_play(
    state: CampaignState, current: Scene
) -> tuple[dict[str, Character], Scene, int, list[str]]:
    """End the scene's running conflict (its fate points paid as when a conflict ends) and
    contest: the characters it changed, the scene, the GM's carried points, and its lines."""
    ended: dict[str, Character] = {}
    carried = state.story.gm_carried
    lines: list[str] = []
    if conflicts.running(current) is not None:
        over = conflicts.ending(state, current, force=True)
        ended, current, carried = over.characters, over.scene, over.gm_carried
        lines.append(over.text)
    if current.contest is not None:
        lines.append(contests.ending_words(state, current.contest))
        current = replace(current, contest=None)
    return ended, current, carried, lines


def _scene_lines(before: Scene, after: Scene) -> list[str]:
    lines = []
    boosts = [a.name for a in before.aspects if a.kind is AspectKind.BOOST]
    if boosts:
        lines.append("Boosts gone: " + ", ".join(boosts))
    lasting = rules_scene.lasting_free_tags(before)
    unused = sum(
        len(a.free_invokes)
        for a in before.all_aspects
        if a.kind is not AspectKind.BOOST and a not in lasting
    )
    if unused:
        invokes = (
            "free invoke on the scene's aspects is"
            if unused == 1
            else ("free invokes on the scene's aspects are")
        )
        lines.append(f"{unused} unused {invokes} gone")
    for aspect in lasting:
        # SotC L497: an assessment longer than a scene keeps its free tag for the next one.
        lines.append(
            f"'{aspect.name}' was assessed at length: its free tag may be used in the scene "
            "that follows (keep the aspect there when asked)"
        )
    situation = [a.name for a in after.aspects]
    if situation:
        lines.append(
            "Situation aspects end with the scene (kept in its file as a record): "
            + ", ".join(situation)
        )
    return lines
