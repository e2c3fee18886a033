"""The outcome tables of the four actions, one set per rule set (`RuleSet.action_tables`).

Each row lists fail, tie, success and success with style. Sources: Condensed "Overcome",
"Create an Advantage", "Attack", "Defend" (fate-condensed-srd.txt L469-553); Core "The Four
Actions" (fate-core-actions-and-conflicts.txt L73-195); Accelerated "Actions" and the 30-second
table (fate-accelerated.txt L98-188). Spirit of the Century's are in `sotc_action_tables.py`.
"""

from __future__ import annotations

from fate_tui.rules.action_effects import (
    Action,
    ActionEffect,
    AspectTarget,
    Cost,
    OutcomeTables,
    Party,
    aspect_success,
)
from fate_tui.rules.sotc_action_tables import SOTC

E = ActionEffect
ACTOR, OPPONENT = Party.ACTOR, Party.OPPONENT
NEW, KNOWN, UNKNOWN = AspectTarget.NEW, AspectTarget.KNOWN, AspectTarget.UNKNOWN


def _gain(count: int, words: str, *, created: bool = False, revealed: bool = False) -> E:
    """A success that leaves free invokes with the actor."""
    return aspect_success(
        words, ACTOR, count, created=created, revealed=revealed, style_pair=count == 2
    )


# Rows every four-outcome rule set words the same way.
_SUCCESS_OVERCOME = E(True, "You get what you were after, at no cost.")
_STYLE_OVERCOME = E(True, "You get what you were after, plus a boost.", boost_to=ACTOR)
_FAIL_ATTACK = E(False, "The attack misses, is parried or is shrugged off: no harm.")
_TIE_ATTACK = E(False, "No harm, but you gain a boost (a graze, a flinch).", boost_to=ACTOR)
_SUCCESS_ATTACK = E(True, "A hit worth the shifts you beat the defense by.", deals_hit=True)
_STYLE_ATTACK = E(
    True,
    "A hit worth your shifts; you may take one shift off it to gain a boost.",
    deals_hit=True,
    may_trade_shift_for_boost=True,
)
_SUCCESS_DEFEND = E(True, "You avoid the hit, or the action against you fails.")
_STYLE_DEFEND = E(True, "You avoid it, and gain a boost as you seize the moment.", boost_to=ACTOR)
_BOOST_INSTEAD = E(False, "No lasting aspect, but you gain a boost.", boost_to=ACTOR)
_NEW_SUCCESS = _gain(1, "You create the aspect, with one free invoke.", created=True)
_NEW_STYLE = _gain(2, "You create the aspect, with two free invokes.", created=True)
_KNOWN_ONE = _gain(1, "You gain one free invoke on the aspect.")
_KNOWN_TWO = _gain(2, "You gain two free invokes on the aspect.")
_REVEAL_ONE = _gain(1, "The aspect is revealed, with one free invoke for you.", revealed=True)
_REVEAL_TWO = _gain(2, "The aspect is revealed, with two free invokes for you.", revealed=True)


def _serious_cost_fail(cost_words: str, *others: E) -> E:
    return E(
        False,
        "You don't get past it.",
        alternatives=(E(True, cost_words, cost=Cost.MAJOR), *others),
    )


# Condensed's third kind of failure (fate-condensed-srd.txt L414-420): the character alone takes
# a hit, to absorb with stress or consequences, or another drawback; "harmful failure" and
# "success at the cost of harm" mix it with the other two.
_TAKE_A_HIT = E(
    False,
    "You take a hit (absorb it with stress or consequences) or another drawback; the GM may "
    "mix it with failure or with success.",
)


def _enemy_takes_it(words: str, *, created: bool = False, revealed: bool = False) -> E:
    """A failed create-an-advantage turned into success at a cost: the enemy's free invoke."""
    return aspect_success(words, OPPONENT, created=created, revealed=revealed, cost=Cost.MAJOR)


CONDENSED = OutcomeTables(
    "condensed",
    {
        (Action.OVERCOME, None): (
            _serious_cost_fail(
                "You get past it, but at a major cost (agreed with the GM).", _TAKE_A_HIT
            ),
            E(
                True,
                "You get past it at a minor cost: a tight spot, a boost for the enemy, or a hit.",
                cost=Cost.MINOR,
                alternatives=(
                    E(False, "You don't get past it, but gain a boost.", boost_to=ACTOR),
                ),
            ),
            _SUCCESS_OVERCOME,
            _STYLE_OVERCOME,
        ),
        (Action.CREATE_ADVANTAGE, NEW): (
            E(
                False,
                "The aspect isn't created.",
                alternatives=(
                    _enemy_takes_it(
                        "It is created, but the enemy holds its free invoke.", created=True
                    ),
                ),
            ),
            _BOOST_INSTEAD,
            _NEW_SUCCESS,
            _NEW_STYLE,
        ),
        (Action.CREATE_ADVANTAGE, KNOWN): (
            E(
                False,
                "The enemy gains a free invoke on the aspect.",
                free_invokes=1,
                free_invokes_to=OPPONENT,
            ),
            _KNOWN_ONE,
            _KNOWN_ONE,
            _KNOWN_TWO,
        ),
        (Action.CREATE_ADVANTAGE, UNKNOWN): (
            E(
                False,
                "You learn nothing.",
                alternatives=(
                    E(
                        False,
                        "The enemy reveals the aspect to take a free invoke on it.",
                        aspect_revealed=True,
                        free_invokes=1,
                        free_invokes_to=OPPONENT,
                    ),
                ),
            ),
            E(False, "You gain a boost; the aspect stays hidden.", boost_to=ACTOR),
            _REVEAL_ONE,
            _REVEAL_TWO,
        ),
        (Action.ATTACK, None): (_FAIL_ATTACK, _TIE_ATTACK, _SUCCESS_ATTACK, _STYLE_ATTACK),
        (Action.DEFEND, None): (
            E(False, "You take the hit, or the enemy's action succeeds as rolled."),
            E(False, "Use the tie result of the action you opposed.", uses_opposed_tie=True),
            _SUCCESS_DEFEND,
            _STYLE_DEFEND,
        ),
    },
)

_CORE_AND_FAE_OVERCOME = (
    _serious_cost_fail("You get past it, but at a serious cost."),
    E(True, "You get past it, at a minor cost.", cost=Cost.MINOR),
    _SUCCESS_OVERCOME,
    _STYLE_OVERCOME,
)
_CORE_AND_FAE_ATTACK = (_FAIL_ATTACK, _TIE_ATTACK, _SUCCESS_ATTACK, _STYLE_ATTACK)
_NO_BENEFIT = E(False, "No benefit; you may still invoke the aspect for a fate point.")
_CORE_AND_FAE_KNOWN = (_NO_BENEFIT, _KNOWN_ONE, _KNOWN_ONE, _KNOWN_TWO)

CORE = OutcomeTables(
    "core",
    {
        (Action.OVERCOME, None): _CORE_AND_FAE_OVERCOME,
        (Action.CREATE_ADVANTAGE, NEW): (
            E(
                False,
                "The aspect isn't created.",
                alternatives=(
                    E(False, "It is created, with no free invoke for anyone.", aspect_created=True),
                ),
            ),
            _BOOST_INSTEAD,
            _NEW_SUCCESS,
            _NEW_STYLE,
        ),
        (Action.CREATE_ADVANTAGE, KNOWN): _CORE_AND_FAE_KNOWN,
        (Action.CREATE_ADVANTAGE, UNKNOWN): (
            E(
                False,
                "No benefit; the aspect is revealed, and may be invoked for a fate point.",
                aspect_revealed=True,
                alternatives=(E(False, "No benefit; the GM keeps the aspect secret."),),
            ),
            _REVEAL_ONE,
            _REVEAL_ONE,
            _REVEAL_TWO,
        ),
        (Action.ATTACK, None): _CORE_AND_FAE_ATTACK,
        (Action.DEFEND, None): (
            E(False, "You suffer what you tried to prevent: the hit, or the advantage."),
            E(
                False,
                "You grant the opponent a boost (the same one its tie gives).",
                boost_to=OPPONENT,
            ),
            _SUCCESS_DEFEND,
            _STYLE_DEFEND,
        ),
    },
)

_FAE_NEW_OR_DISCOVER_FAIL = E(
    False,
    "The aspect isn't created or discovered.",
    alternatives=(
        _enemy_takes_it(
            "It is created or discovered, but an opponent holds its free invoke.", created=True
        ),
    ),
)

ACCELERATED = OutcomeTables(
    "accelerated",
    {
        (Action.OVERCOME, None): _CORE_AND_FAE_OVERCOME,
        (Action.CREATE_ADVANTAGE, NEW): (
            _FAE_NEW_OR_DISCOVER_FAIL,
            _BOOST_INSTEAD,
            _NEW_SUCCESS,
            _NEW_STYLE,
        ),
        (Action.CREATE_ADVANTAGE, KNOWN): _CORE_AND_FAE_KNOWN,
        # Discovering a hidden aspect: a tie counts as a success.
        (Action.CREATE_ADVANTAGE, UNKNOWN): (
            E(
                False,
                "The aspect isn't discovered.",
                alternatives=(
                    _enemy_takes_it(
                        "It is discovered, but an opponent holds its free invoke.", revealed=True
                    ),
                ),
            ),
            _REVEAL_ONE,
            _REVEAL_ONE,
            _REVEAL_TWO,
        ),
        (Action.ATTACK, None): _CORE_AND_FAE_ATTACK,
        (Action.DEFEND, None): (
            E(False, "You are on the receiving end of whatever the opponent's success gives."),
            E(False, "See the opponent's action for what its tie gives.", uses_opposed_tie=True),
            _SUCCESS_DEFEND,
            _STYLE_DEFEND,
        ),
    },
)


TABLES: dict[str, OutcomeTables] = {t.name: t for t in (CONDENSED, CORE, ACCELERATED, SOTC)}
