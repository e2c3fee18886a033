"""The work of `fate-tui roll` and `fate-tui odds` (their arguments are in dice.py)."""

from __future__ import annotations

import argparse
import json
import random
from fractions import Fraction

from fate_tui.commands.common import option, rating
from fate_tui.rules.dice import dice_symbols, parse_dice, roll_dice
from fate_tui.rules.ladder import signed
from fate_tui.rules.odds import Odds, odds_report
from fate_tui.rules.outcomes import OUTCOME_ORDER, Outcome, OutcomeModel, effort_of, resolve
from fate_tui.rules.outcomes import outcome_words as words_for
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.rulesets import get_ruleset


def run_roll(args: argparse.Namespace) -> int:
    ruleset = option(get_ruleset, args.rules, "--rules")
    skill = rating(ruleset, args.skill, "--skill")
    opposition = None if args.vs is None else rating(ruleset, args.vs, "--vs")
    if args.dice is not None:
        faces = option(parse_dice, args.dice, "--dice")
    else:
        faces = roll_dice(random.Random(args.seed))
    effort = effort_of(faces, skill, args.bonus)
    report: dict[str, object] = {
        "rules": ruleset.name,
        "dice": list(faces),
        "faces": dice_symbols(faces),
        "total": sum(faces),
        "skill": skill,
        "bonus": args.bonus,
        "effort": effort,
        "effort_label": ruleset.ladder.label(effort),
    }
    if opposition is not None:
        resolution = resolve(effort, opposition, ruleset)
        report |= {
            "opposition": opposition,
            "opposition_label": ruleset.ladder.label(opposition),
            "shifts": resolution.margin,
            "outcome": resolution.outcome.value,
        }
    if args.json:
        print(json.dumps(report))
        return 0
    print(f"Dice:    {' '.join(dice_symbols(faces))}  ({signed(sum(faces))})")
    parts = [f"{ruleset.ladder.label(skill)} skill", f"{signed(sum(faces))} dice"]
    if args.bonus:
        parts.append(f"{signed(args.bonus)} bonus")
    print(f"Effort:  {report['effort_label']}  = {', '.join(parts)}")
    if opposition is not None:
        print(f"Versus:  {report['opposition_label']}")
        print(f"Shifts:  {signed(resolution.margin)}")
        print(f"Outcome: {outcome_words(resolution.outcome, ruleset)}")
    return 0


def run_odds(args: argparse.Namespace) -> int:
    ruleset = option(get_ruleset, args.rules, "--rules")
    skill = rating(ruleset, args.skill, "--skill")
    opposed = args.opposed is not None
    flag = "--opposed" if opposed else "--vs"
    opposition = rating(ruleset, args.opposed if opposed else args.vs, flag)
    report = odds_report(skill, opposition, ruleset, bonus=args.bonus, opposed=opposed)
    if args.json:
        print(json.dumps(report.base.as_floats()))
        return 0
    against = "opposed by" if opposed else "vs difficulty"
    bonus = f" {signed(args.bonus)}" if args.bonus else ""
    print(
        f"{ruleset.ladder.label(skill)}{bonus} {against} {ruleset.ladder.label(opposition)} "
        f"({ruleset.title})"
    )
    _print_odds(report.base, ruleset)
    print(f"Success or better: {percent(report.base.at_least(Outcome.SUCCESS))}")
    step = ruleset.invokes.bonus
    for count, invoked in enumerate(report.with_invokes, start=1):
        label = f"with {count} more invoke{'s' if count > 1 else ''} ({signed(count * step)})"
        print(f"  {label + ':':<28}{percent(invoked.at_least(Outcome.SUCCESS))}")
    if report.with_reroll is not None:
        label = "with a reroll if short:"
        print(f"  {label:<28}{percent(report.with_reroll.at_least(Outcome.SUCCESS))}")
    return 0


def _print_odds(odds: Odds, ruleset: RuleSet) -> None:
    for outcome in OUTCOME_ORDER:
        if outcome is Outcome.TIE and ruleset.outcome_model is OutcomeModel.MEET_OR_BEAT:
            continue  # meeting the opposition is a success there: no ties to show
        print(f"  {outcome_words(outcome, ruleset) + ':':<28}{percent(odds.chance(outcome))}")


def outcome_words(outcome: Outcome, ruleset: RuleSet) -> str:
    return words_for(outcome, ruleset.outcome_model)


def percent(chance: Fraction) -> str:
    """'61.7%', but never rounds a possible result to 0% or a sure one to 100%."""
    if 0 < chance < Fraction(1, 2000):
        return "<0.1%"
    if Fraction(1999, 2000) < chance < 1:
        return ">99.9%"
    return f"{float(chance) * 100:.1f}%"
