"""The Help reference's section on making characters where the text makes them its own way:
Spirit of the Century's five phases, made as a group, and the steps after them."""

from __future__ import annotations

from fate_tui.rules import creation, sotc_phases
from fate_tui.rules.ruleset import RuleSet
from fate_tui.ui.help_text.sections import Row


def creation_lines(rules: RuleSet) -> tuple[str | Row, ...]:
    """Spirit of the Century's five phases and the steps after them, each with what the text
    allows; nothing for the other rule sets (their steps say so on the step-by-step screen)."""
    if rules.name != "sotc":
        return ()
    lines: list[str | Row] = [
        "Made as a group ('Make the group's PCs in five phases' in the palette): every PC "
        "goes through a phase before the next starts; PgDn: this PC is through."
    ]
    lines.extend((f"{p.number}. {p.title}", p.allows) for p in sotc_phases.PHASES)
    lines.append(
        "The cards: the titles shuffled and handed out; whoever holds their own novel trades "
        "with the person to their right, and in phase five no one costars in a book twice. "
        "Then, PC by PC:"
    )
    lines.extend((step.title, step.allows) for step in creation.creation_steps(rules))
    lines.append(
        "On the Sheet: a stunt whose skill is below Average is warned of, and the stunts' "
        "numbers are said (the languages Academics and its stunts give, every mainstream one "
        "with the follow-up stunt; a library; fortunes a session). g designs a gadget a "
        "stunt gives; a universal gadget is locked in for the session it is shaped in (Delete "
        "reshapes it only as a GM override) and cleared when the session ends. C builds a "
        "companion from the stunt that gives it, with no more advances than that stunt allows "
        "one companion (a contact three, nine at most with more purchases)."
    )
    return tuple(lines)
