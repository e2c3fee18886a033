"""The reference for optional rules the campaign has switched on: scale, and the ways to break
the rules for big bads."""

from __future__ import annotations

from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.scale import (
    BONUS_AFTER_SUCCESS_PER_LEVEL,
    BONUS_BEFORE_ROLL_PER_LEVEL,
    DEFAULT_SCALE_LEVELS,
    FREE_INVOKES_PER_LEVEL,
)
from fate_tui.ui.help_text.sections import Row, Section


def optional_sections(rules: RuleSet) -> tuple[Section, ...]:
    sections = []
    if rules.uses("scale") or rules.uses("big_bad"):
        sections.append(Section("Scale", scale_lines(rules)))
    if rules.uses("big_bad"):
        sections.append(Section("Big bads", big_bad_lines()))
    if rules.uses("deck_of_fate"):
        sections.append(Section("The Deck of Fate", deck_lines()))
    return tuple(sections)


def deck_lines() -> tuple[str, ...]:
    return (
        "The app's dice are cards of the Deck of Fate: 81 cards, none drawn twice until the "
        "deck is used up and shuffled again. The cards not drawn yet are kept in deck.toml, "
        "so the deck carries on where it was when the campaign is opened again.",
        "A draw is saved at once and is not undone: undoing a roll does not put its card "
        "back. Edit deck.toml to stack the deck; a card written wrong is named with its line "
        "and the file is left alone.",
    )


def scale_lines(rules: RuleSet) -> tuple[str | Row, ...]:
    levels = ", ".join(DEFAULT_SCALE_LEVELS)
    only = (
        ""
        if rules.uses("scale")
        else " Scale itself is off here: a big bad scales up when you give it a level (S); "
        "every character without one acts on the lowest."
    )
    return (
        f"Levels, lowest first: {levels} (S on a sheet). Set against each other, the higher "
        "side gets one benefit per level of difference on every roll against the lower; the "
        "Roll dialog applies it (s picks which); contest exchanges (O) and challenge rolls (H) "
        f"give the higher side +1 per level before the roll.{only}",
        ("Before the roll", f"+{BONUS_BEFORE_ROLL_PER_LEVEL} per level to the effort."),
        ("After a success", f"+{BONUS_AFTER_SUCCESS_PER_LEVEL} per level, only if it succeeds."),
        (
            "On an advantage",
            f"{FREE_INVOKES_PER_LEVEL} more free invoke per level when it is created.",
        ),
        (
            "No roll",
            "a supernatural advantage nobody opposes is simply gained with a free invoke "
            "(u in the Roll dialog).",
        ),
    )


def big_bad_lines() -> tuple[str | Row, ...]:
    return (
        "One foe worth the whole group; choose its rule breaks with B on its sheet.",
        (
            "Immunity",
            "nothing touches it until the group beats a challenge or wins a contest: "
            "attacks on it are refused until you settle it (B).",
        ),
        ("Minion armor", "on defense it may succeed at a cost: a minion takes the hit."),
        (
            "True form",
            "taken out, it becomes another character (its harm may carry over): offered "
            "when a hit takes it out.",
        ),
        (
            "Solo",
            "a bonus like a whole group's teamwork on its rolls; each hit on it is smaller. "
            "The Roll dialog shows each rule break in play on a Big bad line.",
        ),
        ("Invokes", "its paid invokes grow with the foes it faces; theirs may be weakened."),
        ("Threat map", "its parts act on their own; the heart falls only once they have."),
    )
