"""The setup of a roll: who rolls which skill, the action, the opposition, the target, stunts
and helpers, each with the key that changes it."""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Static

from fate_tui.campaign.intents.conflicts import running
from fate_tui.campaign.intents.supernatural_advantage import offered
from fate_tui.campaign.names import name_of
from fate_tui.campaign.roll import (
    roll_assessment,
    roll_big_bad,
    roll_sotc_actions,
    roll_spin,
    roll_use,
)
from fate_tui.campaign.roll.reach_words import reach_note
from fate_tui.campaign.roll.roll_model import character, harm_track
from fate_tui.campaign.roll.roll_obstacles import shield_of
from fate_tui.campaign.roll.roll_reach import beyond_reach
from fate_tui.campaign.roll.roll_scale import scale_words
from fate_tui.campaign.roll.roll_session import ACTIONS, RollSession, action_words
from fate_tui.campaign.roll.roll_time import times_tasks
from fate_tui.rules.absorb import hit_track
from fate_tui.rules.action_effects import Action
from fate_tui.rules.fate_points import GM
from fate_tui.rules.ladder import signed
from fate_tui.rules.skill_catalogue import trappings_of
from fate_tui.rules.wording import possessive
from fate_tui.ui.text import MUTED, STRONG, WARNING, safe_content

LABEL_WIDTH = 8
"""The width of the labels' column, 'Target', 'Stunts'..."""


class RollSetup(Static):
    BORDER_TITLE = "Setup"

    def show(self, session: RollSession) -> None:
        state, roll, worked = session.state, session.roll, session.worked
        ladder = state.ruleset.ladder
        actor = character(state, roll.actor)
        # Accelerated rolls approaches (FAE L195): the line says so, and the labels widen to
        # keep a space after "Approach".
        word = state.ruleset.characters.skill_word.capitalize()
        width = max(LABEL_WIDTH, len(word) + 1)
        text: list[Content] = []

        def _line(key: str, label: str, value: str, extra: str = "") -> None:
            text.append(
                Content.assemble(
                    (f"{key} ", STRONG), (f"{label:<{width}}", MUTED), value, (extra, MUTED)
                )
            )

        def _note(words: str) -> None:
            text.append(Content.assemble((f"  {'':<{width}}", MUTED), (words, MUTED)))

        holder, points = session.fate_points(roll.actor)
        purse = "GM pool" if holder == GM else "fate points"
        _line("c", "Who", f"{actor.name}", f"  {purse} {points}")
        instead = f" (rolling {worked.stunts.skill})" if worked.stunts.skill else ""
        group = f"  + group {signed(worked.group)}" if worked.group else ""
        if worked.minions:
            group += f"  + attached minions {signed(worked.minions)}"
        _line("k", word, f"{roll.skill}{instead} {ladder.label(worked.rating)}", group)
        trappings = trappings_of(state.ruleset.characters.catalogue, roll.skill)
        names = ", ".join(t.name for t in trappings)
        fit = len(roll_use.offered(state, roll))
        if worked.use is not None:
            # The trapping or stunt procedure the roll is made under, and what it set.
            _line("j", "Use", worked.use.words, _use_numbers(worked.use.setting))
        elif fit:
            # On the trappings' own line: the setup keeps its height within 80x24.
            _line("j", "Use", f"trappings: {names}" if names else "—", f"  ({fit} fit)")
        elif trappings:
            _note(f"trappings: {names}")
        words = next(
            w
            for a, against, w in ACTIONS
            if a is roll.action and (against is roll.against or a is not Action.DEFEND)
        )
        advantage = state.ruleset.wording.advantage
        _line(
            "a",
            "Action",
            action_words(words, state.ruleset),
            f"  (1-4: overcome, {advantage}, attack, defend)",
        )
        if roll.obstacle is not None:
            how = "removing " if roll.removing else ""
            rated = ladder.label(worked.opposition)
            _line("o", "Against", f"{how}{roll.obstacle} {rated}")
        elif roll.opponent is None:
            _line("o", "Against", f"difficulty {ladder.label(roll.difficulty)}")
        else:
            who = name_of(state, roll.opponent)
            by_use = worked.use.setting.against if worked.use is not None else 0
            rated = ladder.label(worked.opposition - worked.opposition_group - by_use)
            opposing_group = worked.opposition_group
            _line(
                "o",
                "Against",
                f"{possessive(who)} {roll.opponent_skill} {rated}",
                f"  + group {signed(opposing_group)}" if opposing_group else "",
            )
        _line("t", "Target", name_of(state, roll.target) if roll.target else "—")
        out = beyond_reach(state, roll)
        if out is not None:
            # A warning, not a refusal: every text leaves reach to the GM in the end.
            text.append(
                Content.assemble(
                    ("! ", f"bold {WARNING}"),
                    (f"{'Reach':<{width}}", MUTED),
                    (reach_note(out), WARNING),
                )
            )
        shield = shield_of(state, roll)
        if shield is not None:
            rated = ladder.label(shield.rating)
            past = f"shielded by {shield.name}: the roll must reach {rated} first"
            _note(past)
        if roll.move_to is not None:
            _note(f"moves to {roll.move_to}")
        stunts = session.stunts_for()
        chosen = [s.label for s in stunts if s.name in roll.stunts]
        spare = len(stunts) - len(chosen)
        extra = f"  ({spare} more fit)" if spare else ("" if stunts else "  (none fit)")
        _line("x", "Stunts", ", ".join(chosen) or "—", extra)
        help_words = "—"
        if worked.teamwork is not None:
            help_words = ", ".join(
                f"{name_of(state, v.character_id)} {v.reason}" for v in worked.teamwork.verdicts
            )
        _line("h", "Help", help_words)
        if roll.action is Action.CREATE_ADVANTAGE:
            on = roll.advantage_on
            where = f"on {name_of(state, roll.target)}" if roll.target else "in the scene"
            _line("e", "Aspect", f"'{on[0]}'" if on else f"a new aspect {where}")
            if roll.long_assessment or roll_assessment.offered(state, roll):
                # L497: a free tag used in this scene, or the next when it takes longer.
                lasts = (
                    "longer than a scene: free tag lasts"
                    if roll.long_assessment
                    else "this scene (E: longer than one)"
                )
                _line("E", "Assess", lasts)
        scale = scale_words(state, roll, worked.scale)
        if scale:
            _line("s", "Scale", scale)
        spinner = roll_spin.held(state)
        if spinner is not None:
            used = f"{signed(roll.spin)} on this roll" if roll.spin else "not used (+1 or -1)"
            _line("S", "Spin", f"{possessive(name_of(state, spinner))}: {used}", "  gone after it")
        if worked.saved_spin:
            _note(f"spin saved up (Mix it Up): {signed(worked.saved_spin)} on this attack")
        for key, label, words in roll_sotc_actions.shown(state, roll, worked):
            _line(key, label, words)
        big_bad = roll_big_bad.shown(state, roll, worked.big_bad)
        if big_bad:
            _line(" ", "Big bad", big_bad)
        if offered(state, roll):
            _line(
                "u",
                "No roll",
                "supernatural, unopposed",
            )
        if times_tasks(state, roll):
            _line("T", "Time", roll.base_time or "—", "  (with a simple success)")
        if roll.action is Action.ATTACK and state.ruleset.uses("weapon_armor"):
            _line("g", "Gear", f"Weapon:{roll.weapon} against Armor:{roll.armor}")
        several = state.ruleset.teamwork.multiple_targets and roll.action is Action.ATTACK
        if several and roll.rolled and running(state.current_scene):
            _line("A", "Targets", "several: split effort or a zone attack")
        taker = roll.hit_taker
        if taker is not None and taker in state.characters:
            kind = harm_track(state, roll)
            track = hit_track(state.characters[taker], kind, state.ruleset).name
            _line("m", "Harm", f"on {possessive(name_of(state, taker))} {track} track")
        self.update(safe_content(Content("\n").join(text)))


def _use_numbers(setting: roll_use.Setting) -> str:
    """What a use adds to the roll and to its opposition, and what it costs."""
    said = []
    if setting.bonus:
        said.append(f"roll {signed(setting.bonus)}")
    if setting.against:
        said.append(f"against {signed(setting.against)}")
    if setting.fate_points:
        said.append(f"{setting.fate_points} FP")
    return f"  ({', '.join(said)})" if said else ""
