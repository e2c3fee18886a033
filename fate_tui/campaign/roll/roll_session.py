"""The roll in progress, as the Roll dialog shows it: plain Python (no Textual), so it can be
tested on its own. Every step returns a new session; every number comes from the rules core
through `intents.roll_model`."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property
from typing import TypedDict, Unpack

from fate_tui.campaign.intents import conflicts
from fate_tui.campaign.names import name_of
from fate_tui.campaign.roll import roll_assessment, roll_limits, roll_spin
from fate_tui.campaign.roll.invoke_options import InvokeOption, invoke_options
from fate_tui.campaign.roll.roll_allies import allies
from fate_tui.campaign.roll.roll_model import (
    Roll,
    RollSetup,
    Worked,
    attack_made,
    character,
    conflict_kind,
    fitting_stunts,
    harm_track,
    holding,
    payer,
    work_out,
)
from fate_tui.campaign.roll.roll_reach import beyond_reach
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.action_effects import Action
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.derived import stress_tracks
from fate_tui.rules.dice import Faces, roll_dice
from fate_tui.rules.errors import FateError, RulesError
from fate_tui.rules.invokes import Invoke, InvokeMode, Payment
from fate_tui.rules.odds import Odds, OddsReport, odds, odds_report
from fate_tui.rules.outcomes import Resolution
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.scale import scaled_with_more
from fate_tui.rules.skill_uses import (
    attack_skill,
    defence_skill,
    own_attack_skill,
)
from fate_tui.rules.stunt_uses import StuntUse
from fate_tui.rules.wording import possessive

# (action, against) pairs the GM picks from, with their words.
ACTIONS = (
    (Action.OVERCOME, Action.ATTACK, "overcome"),
    (Action.CREATE_ADVANTAGE, Action.ATTACK, "create an advantage"),
    (Action.ATTACK, Action.ATTACK, "attack"),
    (Action.DEFEND, Action.ATTACK, "defend against an attack"),
    (Action.DEFEND, Action.OVERCOME, "defend against an overcome"),
    (Action.DEFEND, Action.CREATE_ADVANTAGE, "defend against an advantage"),
)


def action_words(words: str, ruleset: RuleSet) -> str:
    """An action of `ACTIONS` in the rule set's words: Spirit of the Century's maneuver for
    creating an advantage ("a maneuver", "defend against a maneuver")."""
    advantage = ruleset.wording.advantage
    if advantage == "advantage":
        return words
    article = "an" if advantage[0] in "aeiou" else "a"
    return words.replace("create an advantage", f"{article} {advantage}").replace(
        "an advantage", f"{article} {advantage}"
    )


SETUP_ONLY: tuple[str, ...] = (
    *("actor", "skill", "action", "against", "difficulty", "opponent", "opponent_skill"),
    *("helpers", "stunts", "limits_overridden", "obstacle", "removing", "move_to"),
)


def _remembered(last: Roll) -> RollSetup:
    """What the next roll of the same character in the same scene starts with."""
    return {
        "skill": last.skill,
        "action": last.action,
        "against": last.against,
        "difficulty": last.difficulty,
        "opponent": last.opponent,
        "opponent_skill": last.opponent_skill,
        "target": last.target,
        "defence_chosen": last.defence_chosen,
        "harm_track": last.harm_track,
        "weapon": last.weapon,
        "armor": last.armor,
    }


class _OddsTerms(TypedDict):
    """The terms `odds` and `odds_report` take beside the rating and the opposition."""

    bonus: int
    opposed: bool
    after_success: int


@dataclass(frozen=True)
class RollSession:
    """The roll in progress as the Roll dialog shows it: the campaign state it is rolled in, the
    roll as set up so far, and whether the actor's dice were typed in."""

    state: CampaignState
    roll: Roll
    typed: bool = False
    """The actor's dice were typed in (physical dice): a reroll asks for the new dice."""

    @classmethod
    def start(cls, state: CampaignState, actor: str, last: Roll | None = None) -> RollSession:
        """A new roll for `actor`. `last`, the actor's last roll in this scene, gives its
        choices again (action, skill, opposition), as far as the scene still allows them: an
        opponent taken out, gone or out of the running conflict (conceded) is dropped, and an
        attack on one's turn goes to the next foe standing."""
        session = cls(state, Roll(actor, best_skill(state, actor)))
        if last is None or last.actor != actor:
            return session._turn_in_conflict()
        choices = _remembered(last)
        opponent = state.characters.get(last.opponent or last.target or "")
        gone = (
            opponent is None
            or opponent.taken_out
            or bool(conflicts.out_of_fight(state.current_scene, opponent.id))
        )
        if gone:
            choices.update(
                {
                    "opponent": None,
                    "opponent_skill": None,
                    "target": None,
                    "harm_track": None,
                    "defence_chosen": False,
                }
            )
        try:
            session = session.setup(**choices)
        except FateError:
            return session
        return session._turn_in_conflict() if gone and last.action is Action.ATTACK else session

    def _turn_in_conflict(self) -> RollSession:
        """A fresh roll on the actor's turn in the running conflict: an attack with their
        attack skill on the first of the other side still fighting within the attack's reach
        (else the first of them), since that is what a turn in a conflict mostly is. The GM
        changes the action (1-4) or the target (t) as for any roll. Out of a conflict, or on
        someone else's turn, an overcome as before."""
        scene, actor = self.state.current_scene, self.roll.actor
        foes = conflicts.opponents(scene, actor)
        turn = scene.turn if scene is not None else None
        if not foes or (turn is not None and turn.active not in (None, actor)):
            return self
        attack = next(i for i, (action, *_) in enumerate(ACTIONS) if action is Action.ATTACK)
        try:
            attacking = self.with_action(attack)
            aimed = [attacking.with_target(foe) for foe in foes]
        except FateError:
            return self
        reached = (s for s in aimed if beyond_reach(self.state, s.roll) is None)
        return next(reached, aimed[0])

    @cached_property
    def worked(self) -> Worked:
        return work_out(self.state, self.roll)

    # Setup ---------------------------------------------------------------------------

    def setup(self, **changes: Unpack[RollSetup]) -> RollSession:
        """Change the setup; changing who rolls what clears the dice already rolled."""
        roll = replace(self.roll, **changes)
        if "skill" in changes and "harm_track" not in changes and roll.skill != self.roll.skill:
            # Another attack skill may hit another track (Provoke the mind): the rules say anew.
            roll = replace(roll, harm_track=None)
        if "opponent_skill" not in changes and (roll.skill, roll.actor) != (
            self.roll.skill,
            self.roll.actor,
        ):
            roll = self._defence_following(roll)
        if self.roll.rolled and any(k in SETUP_ONLY for k in changes):
            roll = replace(
                roll, dice=None, opponent_dice=None, earlier_dice=(), invokes=(), alternative=0
            )
        if "actor" in changes or "skill" in changes or "action" in changes:
            fits = {s.name for s in self.stunts_for(roll)}
            roll = replace(
                roll,
                stunts=tuple(s for s in roll.stunts if s in fits),
                limits_overridden=tuple(s for s in roll.limits_overridden if s in fits),
            )
        session = replace(self, roll=roll, typed=self.typed and roll.rolled)
        session.worked  # noqa: B018  (raises RulesError for a setup the rules refuse)
        return session

    def _defence_following(self, roll: Roll) -> Roll:
        """`roll` with its defence rolled against its attack skill: another attack skill is
        defended with another skill (a Guns attack with Athletics, Fists or Weapons, not the
        Resolve that defends against Intimidation, SotC L376-L381). A defence the GM picked
        by hand stays."""
        if roll.action is not Action.ATTACK or not roll.opponent or roll.defence_chosen:
            return roll
        if roll.opponent == roll.actor:
            return roll
        attack = attack_made(self.state, roll.actor, roll.skill)
        return replace(roll, opponent_skill=defence_for(self.state, roll.opponent, attack))

    def with_actor(self, actor: str, likely_target: str | None = None) -> RollSession:
        """Another character rolls, with the skill the action usually takes for them (their
        attack skill for an attack), else their best.

        A target who is now the roller, or on the roller's side in the running conflict, is
        no fair target (the Deacon would attack his own faithful): `likely_target`, the one
        the target picker would offer first, takes its place. An opposing character who is
        now the roller or an ally goes too, and an attack's defender follows its target."""
        roll = self.roll
        scene = self.state.current_scene

        def unfair(who: str | None) -> bool:
            return who is not None and (who == actor or conflicts.same_side(scene, actor, who))

        helpers = tuple(h for h in roll.helpers if h != actor)
        skill = usual_skill(self.state, actor, roll.action) or best_skill(self.state, actor)
        changes: RollSetup = {"actor": actor, "skill": skill, "helpers": helpers}
        retarget = unfair(roll.target)
        if retarget:
            changes.update({"target": None, "harm_track": None})
        if unfair(roll.opponent) or (retarget and roll.action is Action.ATTACK):
            changes.update({"opponent": None, "opponent_skill": None, "defence_chosen": False})
        session = self.setup(**changes)
        if retarget and likely_target is not None and likely_target != actor:
            session = session.with_target(likely_target)
        return session

    def with_action(self, index: int) -> RollSession:
        """The action, with the skill it usually takes for this actor (an attack skill for
        an attack) where the rule set says which."""
        action, against, _ = ACTIONS[index]
        skill = usual_skill(self.state, self.roll.actor, action) or self.roll.skill
        return self.setup(
            action=action, against=against, skill=skill, advantage_on=None, trade_shift=False
        )

    def with_target(self, target: str | None) -> RollSession:
        """Aim the roll at `target`. An attack is opposed by the target's defence, rolled
        (or typed) with the skill that defends against the attack."""
        if target is None or self.roll.action is not Action.ATTACK:
            return self.setup(target=target, harm_track=None)
        attack = attack_made(self.state, self.roll.actor, self.roll.skill)
        # Someone on full defense protecting the target defends on their behalf.
        defender = conflicts.protector(self.state.current_scene, target) or target
        skill = defence_for(self.state, defender, attack)
        return self.with_opponent(defender, skill, chosen=False).setup(target=target)

    def with_difficulty(self, text: str) -> RollSession:
        value = self.state.ruleset.ladder.parse(text)
        return self.setup(
            difficulty=value,
            opponent=None,
            opponent_skill=None,
            defence_chosen=False,
            obstacle=None,
        )

    def with_opponent(self, opponent: str, skill: str, *, chosen: bool = True) -> RollSession:
        """`opponent` rolls `skill` against the roll. `chosen`: the GM picked the skill by
        hand (Against), and it stays when the attack skill changes."""
        return self.setup(
            opponent=opponent,
            opponent_skill=skill,
            defence_chosen=chosen,
            target=opponent,
            harm_track=None,
            obstacle=None,
        )

    def with_obstacle(self, name: str, *, removing: bool = False) -> RollSession:
        """Roll against the scene's obstacle `name`: an overcome (or an advantage) at its
        rating; removing a block, an overcome at its rating + 2."""
        action = Action.OVERCOME if removing else self.roll.action
        if action not in (Action.OVERCOME, Action.CREATE_ADVANTAGE):
            action = Action.OVERCOME
        return self.setup(
            obstacle=name,
            removing=removing,
            action=action,
            opponent=None,
            opponent_skill=None,
            defence_chosen=False,
        )

    def toggle_helper(self, helper: str) -> RollSession:
        helpers = self.roll.helpers
        changed = (
            tuple(h for h in helpers if h != helper) if helper in helpers else (*helpers, helper)
        )
        return self.setup(helpers=changed)

    def toggle_stunt(self, name: str, *, override: bool = False) -> RollSession:
        """Tick or untick a stunt use; `override`: the GM allows it past its once-a-scene or
        once-a-session limit (`roll_limits`)."""
        stunts, overridden = self.roll.stunts, self.roll.limits_overridden
        if name in stunts:
            return self.setup(
                stunts=tuple(s for s in stunts if s != name),
                limits_overridden=tuple(s for s in overridden if s != name),
            )
        if override and name not in overridden:
            overridden = (*overridden, name)
        return self.setup(stunts=(*stunts, name), limits_overridden=overridden)

    def used_up(self, use: StuntUse) -> str | None:
        """'scene' or 'session' when `use` reached its limit there already, else None."""
        per = roll_limits.used_up(self.state, character(self.state, self.roll.actor), use)
        return None if per is None else str(per)

    def stunts_for(self, roll: Roll | None = None) -> tuple[StuntUse, ...]:
        roll = roll or self.roll
        actor = character(self.state, roll.actor)
        return fitting_stunts(actor, self.state.ruleset, roll.skill, roll.action)

    def next_track(self) -> RollSession:
        """Cycle the stress track a hit lands on through the taker's tracks."""
        taker = self.roll.hit_taker
        if taker is None:
            raise RulesError("this roll delivers no hit")
        names = [t.name for t in stress_tracks(character(self.state, taker), self.state.ruleset)]
        if len(names) < 2:
            raise RulesError(f"{character(self.state, taker).name} has only one stress track")
        current = harm_track(self.state, self.roll)
        index = names.index(current) + 1 if current in names else 0
        return self.setup(harm_track=names[index % len(names)])

    def next_spin(self) -> RollSession:
        """Cycle the held spin on this roll (SotC L483): unused, +1, -1. The dice stay: the
        spin's holder may use it once they are in."""
        directions = roll_spin.DIRECTIONS
        index = (directions.index(self.roll.spin) + 1) % len(directions)
        return self.setup(spin=directions[index])

    def toggle_long_assessment(self) -> RollSession:
        """Mark the assessment as taking longer than a scene, or not (SotC L497): its free
        tag may then be used in the scene that follows (`roll_assessment`)."""
        if not self.roll.long_assessment and not roll_assessment.offered(self.state, self.roll):
            raise RulesError(
                "a long assessment is an advantage created on a hidden aspect of the scene "
                "(Spirit of the Century): pick the aspect with e first"
            )
        return self.setup(long_assessment=not self.roll.long_assessment)

    def next_alternative(self) -> RollSession:
        count = self.worked.alternatives
        if not count:
            raise RulesError("the outcome table offers no other result here")
        return self.setup(alternative=(self.roll.alternative + 1) % (count + 1))

    # Odds ----------------------------------------------------------------------------

    def odds(self) -> Odds:
        """Before the roll: the chance of each outcome with the setup as it stands."""
        return odds(*self._odds_setup(), **self._odds_terms())

    def report(self) -> OddsReport:
        return odds_report(*self._odds_setup(), **self._odds_terms())

    def _odds_setup(self) -> tuple[int, int, RuleSet]:
        """The rating, what it is up against (scale included) and the rule set."""
        w = self.worked
        return w.rating, w.opposition + w.scale_against, self.state.ruleset

    def _odds_terms(self) -> _OddsTerms:
        w = self.worked
        return {
            "bonus": w.setup_bonus + w.scale_bonus,
            "opposed": self.roll.opposed,
            "after_success": self._after_success(),
        }

    def _after_success(self) -> int:
        """Scale's bonus to a successful result, when the actor holds it."""
        scale = self.worked.scale
        return scale.actor_after_success if scale is not None else 0

    def reroll_odds(self) -> Odds | None:
        """After the roll: the chances if the actor's dice were rolled again (the opposition's
        dice stay as they fell)."""
        resolution = self.worked.resolution
        if resolution is None or not self.state.ruleset.invokes.reroll:
            return None
        w = self.worked
        # Scale before the roll stays; +2 after a success counts only on a success.
        before = w.scale_bonus if w.scale and w.scale.benefit == "before_roll" else 0
        return odds(
            w.rating,
            resolution.opposition,
            self.state.ruleset,
            bonus=w.bonus + before,
            after_success=self._after_success(),
        )

    def with_bonus(self, bonus: int = 0, difficulty: int = 0) -> Resolution | None:
        """What the current roll would come to with `bonus` more (or the opposition with
        `difficulty` more)."""
        now = self.worked.resolution
        if now is None:
            return None
        return scaled_with_more(self.worked.scale, now, bonus, difficulty, self.state.ruleset)

    # Dice ----------------------------------------------------------------------------

    def rolled(
        self, dice: Faces, opponent_dice: Faces | None = None, *, typed: bool
    ) -> RollSession:
        if self.roll.opposed and opponent_dice is None:
            raise RulesError("the opposition rolls too: give its dice")
        roll = replace(
            self.roll, dice=dice, opponent_dice=opponent_dice if self.roll.opposed else None
        )
        session = replace(self, roll=roll, typed=typed)
        session.worked  # noqa: B018
        return session

    def roll_with(self, rng: random.Random) -> RollSession:
        return self.roll_with_dice(lambda: roll_dice(rng))

    def roll_with_dice(self, dice: Callable[[], Faces]) -> RollSession:
        """Roll the app's dice (`dice` gives four faces each call) for both sides."""
        mine = dice()
        theirs = dice() if self.roll.opposed else None
        return self.rolled(mine, theirs, typed=False)

    def restart(self) -> RollSession:
        """The same setup, dice, invokes and spin cleared (spin the scene may no longer
        hold: the roll is reset when the campaign changes under it), and what the dice
        decided: overflow taken instead of spin, shifts spent."""
        cleared = replace(
            self.roll,
            dice=None,
            opponent_dice=None,
            earlier_dice=(),
            invokes=(),
            alternative=0,
            spin=0,
            overflow=False,
            spent=(0, 0, 0),
        )
        return replace(self, roll=cleared, typed=False)

    # Invokes -------------------------------------------------------------------------

    def invoke_options(self) -> list[InvokeOption]:
        """Aspects the actor or the opposition could invoke, the actor's own first."""
        return invoke_options(self.state, self.roll)

    def invoker(self, mode: InvokeMode, ally: str | None = None) -> str:
        """Who invokes in `mode`: the roller for +2 or a reroll, the other side to raise the
        difficulty, `ally` for +2 to the roller's roll."""
        if mode in (InvokeMode.BONUS, InvokeMode.REROLL):
            return self.roll.actor
        if mode is InvokeMode.ALLY_BONUS:
            if ally is None:
                raise RulesError("say which ally invokes for the roller")
            return ally
        return self.roll.other_side

    def allies(self) -> tuple[str, ...]:
        """Who may invoke for +2 on this roll (`roll_allies`)."""
        return allies(self.state, self.roll)

    def free_for(
        self, option: InvokeOption, mode: InvokeMode = InvokeMode.BONUS, ally: str | None = None
    ) -> int:
        """Free invokes the invoker may still use on this aspect (after this roll's)."""
        aspect = self._after_invokes(option)
        return aspect.free_invokes_for(self.invoker(mode, ally)) if aspect is not None else 0

    def allies_holding(self, option: InvokeOption) -> list[tuple[str, int]]:
        """(ally, count) for each of the roller's allies holding free invokes of their own on
        this aspect (after this roll's invokes); those up for grabs are anyone's."""
        aspect = self._after_invokes(option)
        if aspect is None:
            return []
        held = [(ally, aspect.free_invokes.count(ally)) for ally in self.allies()]
        return [(ally, count) for ally, count in held if count]

    def _after_invokes(self, option: InvokeOption) -> Aspect | None:
        return next(
            (
                a
                for a in self.worked.invokes.aspects
                if a.name == option.aspect.name and a.owner == option.aspect.owner
            ),
            None,
        )

    def with_invoke(
        self,
        option: InvokeOption,
        mode: InvokeMode,
        payment: Payment,
        new_dice: Faces | None = None,
        ally: str | None = None,
    ) -> RollSession:
        """The roll with one more invoke; RulesError when the rules refuse it. A reroll needs
        `new_dice`: the dice rolled again; +2 to the roller's roll, the `ally` who invokes."""
        if not self.roll.rolled:
            raise RulesError("roll first: invokes come after the dice")
        who = self.invoker(mode, ally)
        if mode is InvokeMode.ALLY_BONUS and who not in self.allies():
            whose = possessive(name_of(self.state, self.roll.actor))
            raise RulesError(f"{name_of(self.state, who)} is not on {whose} side in this scene")
        # An ally's invoke works for the roller, against whoever opposes the roll.
        for_roller = mode in (InvokeMode.BONUS, InvokeMode.REROLL, InvokeMode.ALLY_BONUS)
        against = {self.roll.target, self.roll.opponent} if for_roller else {self.roll.actor}
        owner = option.aspect.owner
        hostile = owner is not None and owner != who and owner in against
        invoke = Invoke(option.aspect.name, who, mode, payment, hostile, owner)
        roll = replace(self.roll, invokes=(*self.roll.invokes, invoke))
        if mode is InvokeMode.REROLL:
            if new_dice is None:
                raise RulesError("a reroll needs the new dice")
            # The dice rerolled are in (a reroll is offered only after the roll).
            earlier = roll.earlier_dice if roll.dice is None else (*roll.earlier_dice, roll.dice)
            roll = replace(roll, dice=new_dice, earlier_dice=earlier)
        session = replace(self, roll=roll)
        session.worked  # noqa: B018
        return session

    def with_plain_fate_point(self) -> RollSession:
        """The roller spends a fate point on no aspect for the rule set's bonus (Spirit of the
        Century's +1, SOC L43); RulesError where the rule set has none, or before the dice."""
        if not self.roll.rolled:
            raise RulesError("roll first: a fate point's bonus comes after the dice")
        invoke = Invoke(None, self.roll.actor, InvokeMode.BONUS, Payment.FATE_POINT)
        session = replace(self, roll=replace(self.roll, invokes=(*self.roll.invokes, invoke)))
        session.worked  # noqa: B018
        return session

    def without_last_invoke(self) -> RollSession:
        if not self.roll.invokes:
            raise RulesError("no invoke to take back")
        if self.roll.invokes[-1].mode is InvokeMode.REROLL:
            raise RulesError("a reroll cannot be taken back: the dice were rolled again")
        return replace(self, roll=replace(self.roll, invokes=self.roll.invokes[:-1]))

    # Who pays ------------------------------------------------------------------------

    def fate_points(self, who: str) -> tuple[str, int]:
        """(payer, points left after this roll's invokes) for `who`."""
        holder = payer(self.state, who)
        spent = sum(
            n
            for w, n in self.worked.invokes.fate_points_spent.items()
            if payer(self.state, w) == holder
        )
        return holder, holding(self.state, holder) - spent


def usual_skill(state: CampaignState, actor: str, action: Action) -> str | None:
    """The skill `action` usually takes for `actor` (None: no rule says; keep the best). For
    an attack: the attack skill the sheet declares (a stunt for attacks, an own skill), else
    the best attack skill of the running conflict's kind (`attack_skill`)."""
    if action is not Action.ATTACK:
        return None
    who = character(state, actor)
    return own_attack_skill(who, state.ruleset) or attack_skill(
        state.ruleset.name, who.skills, mental=conflict_kind(state)
    )


def defence_for(state: CampaignState, defender: str, attack: str) -> str:
    """The skill `defender` rolls against `attack` (their best skill where no rule says)."""
    who = character(state, defender)
    return defence_skill(state.ruleset.name, attack, who.skills) or best_skill(state, defender)


def best_skill(state: CampaignState, actor: str) -> str:
    """The actor's highest-rated skill (the rule set's first skill if none is rated)."""
    who = character(state, actor)
    if who.skills:
        return max(who.skills, key=lambda name: who.skills[name])
    return state.ruleset.characters.skills[0] if state.ruleset.characters.skills else "Skill"


__all__ = ["ACTIONS", "InvokeOption", "RollSession", "action_words", "best_skill"]
