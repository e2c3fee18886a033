"""Taking harm: applying an absorption plan to a character, taking them out, and the extreme
consequence's rewrite of an aspect. `absorb.py` lists and ranks the plans."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace

from fate_tui.rules.absorb import absorb_options, next_sequential_slot
from fate_tui.rules.character import Character, CharacterKind, Consequence
from fate_tui.rules.derived import consequence_slots
from fate_tui.rules.errors import RulesError, did_you_mean
from fate_tui.rules.plans import AbsorbPlan
from fate_tui.rules.ruleset import ConsequenceMode, RuleSet, Severity
from fate_tui.rules.wording import possessive


def apply_plan(
    character: Character,
    plan: AbsorbPlan,
    ruleset: RuleSet,
    *,
    consequence_names: Mapping[str, str] | None = None,
    attacker: str | None = None,
    extreme_replaces: str | None = None,
) -> Character:
    """The character after absorbing a hit with `plan` (one of `absorb_options`).

    `consequence_names` gives each filled slot its aspect ({"mild": "Black Eye"}). The
    attacker gets one free invoke on each new consequence where the rule set says so. An
    extreme consequence marks `extreme_used`; `extreme_replaces` names the aspect it replaces
    (or call `replace_aspect_with_extreme` later).
    """
    if plan not in absorb_options(character, plan.hit, plan.track, ruleset):
        raise RulesError(
            f"{character.name} cannot absorb the hit that way any more (a box or slot it uses "
            "is taken, or it marks more than the hit needs); list the options again"
        )
    names = dict(consequence_names or {})
    new_consequences = []
    for pick in plan.consequences:
        aspect = names.get(pick.slot, "").strip()
        if not aspect:
            raise RulesError(
                f"name the {pick.severity} consequence {character.name} takes in the "
                f"'{pick.slot}' slot (an aspect such as 'Black Eye')"
            )
        holder = (attacker,) if attacker and ruleset.consequences.attacker_free_invoke else ()
        new_consequences.append(
            Consequence(pick.slot, pick.severity, aspect, holder, taken_this_conflict=True)
        )
    updated = replace(
        _mark_plan_boxes(character, plan),
        consequences=character.consequences + tuple(new_consequences),
        conditions_marked=_marked_conditions(character, plan),
        extreme_used=character.extreme_used or plan.uses_extreme,
    )
    if plan.mooks_taken_out:
        standing = max(character.group_size - plan.mooks_taken_out, 0)
        updated = replace(updated, group_size=standing, taken_out=standing == 0)
    if plan.uses_extreme and extreme_replaces is not None:
        updated = replace_aspect_with_extreme(updated, extreme_replaces)
    return updated


def write_consequence(
    character: Character,
    slot: str,
    aspect: str,
    ruleset: RuleSet,
    *,
    replaces: str | None = None,
) -> Character:
    """The character with consequence `aspect` written into `slot` by hand (the sheet), under
    the same rules as taking a hit: a filled slot's consequence is renamed, keeping its
    recovery; Spirit of the Century's consequences come in order, mild then moderate then
    severe (L423); an extreme consequence replaces the aspect `replaces` (never the high
    concept; Condensed L1164, Core L616)."""
    aspect = " ".join(aspect.split())
    if not aspect:
        raise RulesError("a consequence needs a name (an aspect such as 'Black Eye')")
    slots = consequence_slots(character, ruleset)
    found = next((s for s in slots if s.name == slot), None)
    if found is None:
        names = [s.name for s in slots]
        if not names:
            raise RulesError(f"{character.name} takes no consequences")
        raise RulesError(
            f"{character.name} has no '{slot}' consequence slot{did_you_mean(slot, names)}"
        )
    if found.filled is not None:
        old = found.filled.replaced_aspect
        if old is not None and old.name.lower() == aspect.lower():
            raise RulesError(
                f"an extreme consequence cannot be renamed back to the aspect it replaced, "
                f"'{old.name}'"
            )
        renamed = replace(found.filled, aspect=aspect)
        consequences = tuple(renamed if c is found.filled else c for c in character.consequences)
        return replace(character, consequences=consequences)
    if ruleset.consequences.mode is ConsequenceMode.SEQUENTIAL:
        due = next_sequential_slot(character, found.track or "", ruleset)
        if due is None:
            raise RulesError(
                f"{character.name} can take no more consequences: the next hit takes them out"
            )
        if due.name != found.name:
            raise RulesError(
                f"in {ruleset.title} the first consequence is mild, the second moderate and "
                f"later ones severe: {possessive(character.name)} next one goes in '{due.name}'"
            )
    extreme = found.severity is Severity.EXTREME
    if extreme and replaces is None:
        raise RulesError(
            f"an extreme consequence replaces one of {possessive(character.name)} aspects (not "
            "the high concept): say which"
        )
    if replaces is not None and not extreme:
        raise RulesError(f"only an extreme consequence replaces an aspect, not a {slot} one")
    new = Consequence(found.name, found.severity, aspect)
    updated = replace(
        character,
        consequences=(*character.consequences, new),
        extreme_used=character.extreme_used or extreme,
    )
    # Only an extreme consequence gets this far with an aspect to replace (checked above).
    return replace_aspect_with_extreme(updated, replaces) if replaces is not None else updated


def take_out(character: Character) -> Character:
    """The character taken out of the conflict (a whole mook group falls)."""
    if character.kind is CharacterKind.MOOK_GROUP:
        return replace(character, taken_out=True, group_size=0)
    return replace(character, taken_out=True)


def mark_boxes(character: Character, track: str, indices: Iterable[int]) -> Character:
    """The character with boxes `indices` of `track` marked."""
    wanted = frozenset(indices)
    if any(i < 0 for i in wanted):
        raise RulesError("stress box numbers start at 0")
    marked = dict(character.stress_marked)
    marked[track] = frozenset(marked.get(track, frozenset())) | wanted
    return replace(character, stress_marked=_without_empty(marked))


def clear_boxes(character: Character, track: str, indices: Iterable[int]) -> Character:
    """The character with boxes `indices` of `track` empty again (undoes `mark_boxes`)."""
    marked = dict(character.stress_marked)
    marked[track] = frozenset(marked.get(track, frozenset())) - frozenset(indices)
    return replace(character, stress_marked=_without_empty(marked))


def replace_aspect_with_extreme(character: Character, aspect_name: str) -> Character:
    """Take an extreme consequence into the character: it replaces `aspect_name` (never the
    high concept), which is kept on the consequence so it cannot be renamed back to it."""
    extreme = next((c for c in character.consequences if c.severity is Severity.EXTREME), None)
    if extreme is None:
        raise RulesError(f"{character.name} has no extreme consequence to replace an aspect with")
    if extreme.replaced_aspect is not None:
        raise RulesError(f"'{extreme.aspect}' already replaced '{extreme.replaced_aspect.name}'")
    old = character.aspect(aspect_name)
    if old is None:
        names = [a.name for a in character.aspects]
        raise RulesError(
            f"{character.name} has no aspect '{aspect_name}'{did_you_mean(aspect_name, names)}"
        )
    if old.role == "high concept":
        raise RulesError(
            f"an extreme consequence may not replace the high concept '{old.name}'; "
            "choose another aspect"
        )
    consequences = tuple(
        replace(c, replaced_aspect=old) if c is extreme else c for c in character.consequences
    )
    aspects = tuple(a for a in character.aspects if a is not old)
    return replace(character, aspects=aspects, consequences=consequences)


def _mark_plan_boxes(character: Character, plan: AbsorbPlan) -> Character:
    if plan.mooks_taken_out:
        # The mooks whose boxes filled are gone; the next one starts with empty boxes.
        character = replace(
            character,
            stress_marked=_without_empty({**character.stress_marked, plan.track: frozenset()}),
        )
    return mark_boxes(character, plan.track, plan.boxes) if plan.boxes else character


def _marked_conditions(character: Character, plan: AbsorbPlan) -> Mapping[str, int]:
    marked = dict(character.conditions_marked)
    for pick in plan.conditions:
        marked[pick.condition] = marked.get(pick.condition, 0) + pick.boxes
    return marked


def _without_empty(marked: Mapping[str, frozenset[int]]) -> dict[str, frozenset[int]]:
    return {track: boxes for track, boxes in marked.items() if boxes}
