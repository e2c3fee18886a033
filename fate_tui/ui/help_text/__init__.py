"""The help screen's text: a short rules reference for a campaign's rule set, and how to remap
keys. Pure text building from `RuleSet` values (no Textual), so every rule set and every
campaign override reads right; the wording is fate-tui's own.

The reference is built by topic: `actions` (outcomes and the four actions), `fate_points`
(invokes, compels, fate points), `harm` (stress, consequences, concession, recovery) and
`zones` (how far attacks reach), `creation` (making characters), with `words` shared by all of them.
"""

from __future__ import annotations

from fate_tui.rules.ruleset import RuleSet
from fate_tui.ui.help_text.actions import action_lines, outcome_lines
from fate_tui.ui.help_text.creation import creation_lines
from fate_tui.ui.help_text.exchange import exchange_lines
from fate_tui.ui.help_text.fate_points import compel_lines, invoke_lines
from fate_tui.ui.help_text.harm import (
    concession_lines,
    consequence_lines,
    recovery_lines,
    stress_lines,
)
from fate_tui.ui.help_text.optional import optional_sections
from fate_tui.ui.help_text.sections import Row, Section
from fate_tui.ui.help_text.zones import reach_lines

__all__ = ["Row", "Section", "keymap_help", "reference_text", "rules_reference"]


def rules_reference(rules: RuleSet) -> tuple[Section, ...]:
    """The reference, section by section, for `rules` as the campaign has it."""
    return (
        Section("Outcomes", outcome_lines(rules)),
        Section("The four actions", action_lines(rules)),
        Section("Invokes", invoke_lines(rules)),
        Section("Compels and fate points", compel_lines(rules)),
        Section("Stress", stress_lines(rules)),
        Section("Consequences", consequence_lines(rules)),
        Section("The exchange", exchange_lines(rules)),
        Section("Conceding and taken out", concession_lines(rules)),
        Section("Recovery", recovery_lines(rules)),
        Section("Zones and reach", reach_lines(rules)),
        *_creation_sections(rules),
        *_trapping_sections(rules),
        *optional_sections(rules),
    )


def _creation_sections(rules: RuleSet) -> tuple[Section, ...]:
    lines = creation_lines(rules)
    return (Section("Making characters", lines),) if lines else ()


def _trapping_sections(rules: RuleSet) -> tuple[Section, ...]:
    """Where the rule set describes its skills' trappings (SotC), one section of them."""
    lines: list[str | Row] = []
    for entry in rules.characters.catalogue:
        lines.append(f"{entry.name}: {entry.summary}")
        lines.extend((t.name, t.summary) for t in entry.trappings)
    if lines:
        lines.append(
            "j in the Roll dialog makes a roll under a trapping that carries a number (a "
            "library, a purchase, a read, a picked pocket, a blind, a fortune...) or under the "
            "actor's stunt with a procedure of its own, or whose number another rule reads "
            "(stress to a thing doubled, an explosion's force raised), or a leader's orders on "
            "a minion group's roll (his Leadership +1 or -1, L618): it asks what the rule "
            "needs and sets the difficulty or the modifiers. What the files already count is "
            "not asked (earlier preempts in the scene) or is offered as the answer (thumps, "
            "aspects read). One past its limit (once a scene, Crippling Blow once per "
            "opponent) is asked of the GM when picked. Death Defiance is offered in the "
            "absorb dialog when its owner would be taken out (D on the Sheet brings them "
            "back), and an attacker's Lethal Weapon and Fist of Death when their blow lands; "
            "Z on the Sheet shakes off a check mark."
        )
    return (Section("Skills and their trappings", tuple(lines)),) if lines else ()


def reference_text(rules: RuleSet) -> str:
    """The whole reference as plain text, headed by the rule set's name."""
    parts = [f"Rules reference: {rules.title}"]
    for section in rules_reference(rules):
        parts.append("")
        parts.append(section.title.upper())
        width = max((len(line[0]) for line in section.lines if isinstance(line, tuple)), default=0)
        for line in section.lines:
            if isinstance(line, tuple):
                label = f"{line[0]}:" if line[0] else ""
                line = f"  {label.ljust(width + 1)} {line[1]}"
            parts.append(line)
    return "\n".join(parts)


def keymap_help(config_file: str, example_id: str, example_key: str) -> tuple[str, ...]:
    """How to give a binding another key in keys.toml, with an example (on the Help screen, the
    highlighted key)."""
    return (
        f"Remap keys by their id in {config_file}:",
        "    [keys]",
        f'    "{example_id}" = "{example_key}"',
        '    "app.undo" = "u,backspace"',
        "Several keys: separate them with commas. Read when fate-tui starts; a mistake is "
        "reported and the default keys kept. Avoid keys terminals swallow: ctrl+s, ctrl+q, "
        "ctrl+z, ctrl+c.",
    )
