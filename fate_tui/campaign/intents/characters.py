"""Editing character sheets: names, aspects, skills, stunts, stress, consequences, notes, and
creating new characters. Each function works out the new character with the rules core and
saves it through `Controller.apply` as one undoable, logged step."""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character
from fate_tui.campaign.roll import roll_scale
from fate_tui.campaign.slugs import slugify
from fate_tui.rules import harm, recovery, stunt_catalogue
from fate_tui.rules.advancement_edits import set_skill as write_rating
from fate_tui.rules.advancement_edits import skill_named
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, CharacterKind, Stunt
from fate_tui.rules.derived import (
    TrackState,
    rating,
    refresh,
    starting_fate_points,
    stress_track,
    stress_tracks,
)
from fate_tui.rules.errors import RulesError, did_you_mean
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.stunt_catalogue import EffectKind
from fate_tui.rules.wording import possessive

# Aspect slots any aspect may fill; every other slot name is a role (high concept, trouble...).
_OPEN_SLOTS = ("free", "phase")

KIND_NAMES = {
    CharacterKind.PC: "PC",
    CharacterKind.MAJOR_NPC: "major NPC",
    CharacterKind.MINOR_NPC: "minor NPC",
    CharacterKind.MOOK_GROUP: "mook group",
}


def aspect_roles(ruleset: RuleSet) -> tuple[str, ...]:
    """The aspect roles a sheet has under `ruleset` (high concept, trouble, relationship...)."""
    slots = ruleset.characters.aspect_slots
    return tuple(dict.fromkeys(s for s in slots if s not in _OPEN_SLOTS))


def _save(
    ctl: Controller, before: Character, after: Character, text: str, kind: str = "change"
) -> None:
    if after == before:
        return
    ctl.apply(text, log=(kind, text), data={"character": after.id}, characters=[after])


def _named(text: str, what: str) -> str:
    cleaned = " ".join(text.split())
    if not cleaned:
        raise RulesError(f"{what} cannot be empty")
    return cleaned


# Creating and naming ----------------------------------------------------------------------


def create_character(ctl: Controller, name: str, kind: CharacterKind | str = "pc") -> str:
    """A new character with nothing but a name; returns its id (made from the name, unique
    among the campaign's characters and files)."""
    name = _named(name, "a character's name")
    try:
        kind = CharacterKind(kind)
    except ValueError:
        choices = ", ".join(k.value for k in CharacterKind)
        raise RulesError(f"'{kind}' is not a kind of character; use one of {choices}") from None
    taken = ctl.taken_ids()
    new = Character(slugify(name, taken), name, kind)
    if kind is CharacterKind.PC:
        new = replace(new, fate_points=starting_fate_points(new, ctl.state.ruleset))
    text = f"New {KIND_NAMES[kind]}: {name}"
    ctl.apply(text, log=("change", text), data={"character": new.id}, characters=[new])
    return new.id


def rename(ctl: Controller, character_id: str, name: str) -> None:
    before = character(ctl, character_id)
    name = _named(name, "a character's name")
    _save(ctl, before, replace(before, name=name), f"{before.name} is now called {name}")


def set_scale(ctl: Controller, character_id: str, level: str) -> None:
    """The level of scale the character acts on (fate-condensed-srd.txt L1271-1277), with the
    `scale` option or a big bad scaled up (L1343-1345)."""
    if not roll_scale.in_play(ctl.state):
        ctl.state.ruleset.require("scale", "a character's scale")
    before = character(ctl, character_id)
    name = roll_scale.LADDER.name(level)
    _save(ctl, before, replace(before, scale=name), f"{before.name} acts on the {name} scale")


def set_notes(ctl: Controller, character_id: str, notes: str) -> None:
    before = character(ctl, character_id)
    notes = notes.strip()
    text = f"Notes on {before.name} {'rewritten' if notes else 'cleared'}"
    _save(ctl, before, replace(before, notes=notes), text)


# Aspects ------------------------------------------------------------------------------------


def _aspect(current: Character, name: str) -> Aspect:
    found = current.aspect(name)
    if found is None:
        names = [a.name for a in current.aspects]
        raise RulesError(f"{current.name} has no aspect '{name}'{did_you_mean(name, names)}")
    return found


def _check_role(role: str | None, ruleset: RuleSet) -> None:
    if role is not None and role not in aspect_roles(ruleset):
        roles = ", ".join(aspect_roles(ruleset)) or "none"
        raise RulesError(f"'{role}' is not an aspect role in {ruleset.title} (roles: {roles})")


def _with_role(aspects: tuple[Aspect, ...], target: Aspect, role: str | None) -> tuple[Aspect, ...]:
    """The aspects with `target` given `role`; whoever held that role before loses it (a
    sheet has one high concept, one trouble, one relationship)."""
    return tuple(
        replace(a, role=role)
        if a is target
        else (replace(a, role=None) if role and a.role == role else a)
        for a in aspects
    )


def add_aspect(ctl: Controller, character_id: str, name: str, role: str | None = None) -> None:
    before = character(ctl, character_id)
    name = _named(name, "an aspect's name")
    _check_role(role, ctl.state.ruleset)
    if before.aspect(name) is not None:
        raise RulesError(f"{before.name} already has the aspect '{name}'")
    new = Aspect(name, AspectKind.CHARACTER, owner=before.id)
    aspects = _with_role((*before.aspects, new), new, role)
    what = f" as {role}" if role else ""
    _save(
        ctl,
        before,
        replace(before, aspects=aspects),
        f"{before.name} gains the aspect '{name}'{what}",
    )


def set_aspect(ctl: Controller, character_id: str, old_name: str, new_name: str) -> None:
    """Rewrite an aspect, keeping its role and free invokes."""
    before = character(ctl, character_id)
    old = _aspect(before, old_name)
    new_name = _named(new_name, "an aspect's name")
    clash = before.aspect(new_name)
    if clash is not None and clash is not old:
        raise RulesError(f"{before.name} already has the aspect '{new_name}'")
    aspects = tuple(replace(a, name=new_name) if a is old else a for a in before.aspects)
    text = f"{possessive(before.name)} aspect '{old.name}' is now '{new_name}'"
    _save(ctl, before, replace(before, aspects=aspects), text)


def set_aspect_role(ctl: Controller, character_id: str, name: str, role: str | None) -> None:
    """Make an aspect the high concept, trouble... (None: an ordinary aspect)."""
    before = character(ctl, character_id)
    target = _aspect(before, name)
    _check_role(role, ctl.state.ruleset)
    aspects = _with_role(before.aspects, target, role)
    what = f"the {role}" if role else "an ordinary aspect"
    text = f"{before.name}: '{target.name}' is now {what}"
    _save(ctl, before, replace(before, aspects=aspects), text)


def remove_aspect(ctl: Controller, character_id: str, name: str) -> None:
    before = character(ctl, character_id)
    target = _aspect(before, name)
    aspects = tuple(a for a in before.aspects if a is not target)
    text = f"{before.name} loses the aspect '{target.name}'"
    _save(ctl, before, replace(before, aspects=aspects), text)


# Skills -------------------------------------------------------------------------------------


def set_skill(ctl: Controller, character_id: str, skill: str, value: int | str) -> None:
    """Set a skill (or approach) to a rating written as 3, "+3", "Good" or "Good (+3)"."""
    before = character(ctl, character_id)
    rules = ctl.state.ruleset
    new_rating = rules.ladder.parse(value)
    if before.kind.is_nameless and rules.skill_name(skill) is None:
        # Minor NPCs may have made-up skills ("Knowing Who Docked When").
        name = _named(skill, "a skill's name")
    else:
        name = skill_named(skill, rules)
    old_rating = rating(before, name, rules)
    skills = dict(before.skills)
    write_rating(skills, name, new_rating, rules)
    text = (
        f"{possessive(before.name)} {name}: {rules.ladder.label(old_rating)} -> "
        f"{rules.ladder.label(new_rating)}"
    )
    _save(ctl, before, replace(before, skills=skills), text)


# Stunts -------------------------------------------------------------------------------------


def _stunt(current: Character, name: str) -> Stunt:
    lowered = name.strip().lower()
    found = next((s for s in current.stunts if s.name.lower() == lowered), None)
    if found is None:
        names = [s.name for s in current.stunts]
        raise RulesError(f"{current.name} has no stunt '{name}'{did_you_mean(name, names)}")
    return found


def _refresh_note(after: Character, ruleset: RuleSet) -> str:
    return f" (refresh {refresh(after, ruleset)})"


def add_stunt(ctl: Controller, character_id: str, name: str, text: str = "") -> None:
    before = character(ctl, character_id)
    name = _named(name, "a stunt's name")
    if any(s.name.lower() == name.lower() for s in before.stunts):
        raise RulesError(f"{before.name} already has the stunt '{name}'")
    after = replace(before, stunts=(*before.stunts, Stunt(name, text.strip())))
    note = _refresh_note(after, ctl.state.ruleset)
    _save(ctl, before, after, f"{before.name} gains the stunt '{name}'{note}")


def add_catalogue_stunt(ctl: Controller, character_id: str, key: str) -> None:
    """Take a stunt from the rule set's catalogue, once its prerequisites are met (taken again
    where the catalogue allows it)."""
    before = character(ctl, character_id)
    ruleset = ctl.state.ruleset
    stunt = stunt_catalogue.get_stunt(ruleset, key)
    problems = stunt_catalogue.blocking(stunt_catalogue.unmet_requirements(before, stunt, ruleset))
    if problems:
        raise RulesError(f"{before.name} cannot take {stunt.title}: {'; '.join(problems)}")
    text = f"{stunt.summary} ({stunt.skill}, SRD line {stunt.line})"
    bonus = next((e for e in stunt.effects if e.kind is EffectKind.SKILL_BONUS), None)
    taken = Stunt(
        stunt.title,
        text,
        fate_point_cost=1 if stunt.fate_point_cost else 0,
        bonus=bonus.amount if bonus else 0,
        skill=bonus.skill if bonus else stunt.skill,
    )
    after = replace(before, stunts=(*before.stunts, taken))
    note = _refresh_note(after, ruleset)
    _save(ctl, before, after, f"{before.name} gains the stunt '{stunt.title}'{note}")


def edit_stunt(
    ctl: Controller, character_id: str, old_name: str, name: str, text: str | None = None
) -> None:
    """Rename a stunt and (unless `text` is None) rewrite its text; its cost and bonus stay."""
    before = character(ctl, character_id)
    old = _stunt(before, old_name)
    name = _named(name, "a stunt's name")
    if name.lower() != old.name.lower() and any(
        s.name.lower() == name.lower() for s in before.stunts
    ):
        raise RulesError(f"{before.name} already has the stunt '{name}'")
    new = replace(old, name=name, text=old.text if text is None else text.strip())
    stunts = tuple(new if s is old else s for s in before.stunts)
    what = f"'{old.name}' is now '{name}'" if name != old.name else f"'{name}' is rewritten"
    _save(ctl, before, replace(before, stunts=stunts), f"{possessive(before.name)} stunt {what}")


def remove_stunt(ctl: Controller, character_id: str, name: str) -> None:
    before = character(ctl, character_id)
    old = _stunt(before, name)
    after = replace(before, stunts=tuple(s for s in before.stunts if s is not old))
    note = _refresh_note(after, ctl.state.ruleset)
    _save(ctl, before, after, f"{before.name} drops the stunt '{old.name}'{note}")


# Stress -------------------------------------------------------------------------------------


def _box(ctl: Controller, current: Character, track: str, box: int) -> TrackState:
    found = stress_track(current, track, ctl.state.ruleset)
    if found is None:
        names = [t.name for t in stress_tracks(current, ctl.state.ruleset)]
        held = ", ".join(names) or "none"
        raise RulesError(f"{current.name} has no '{track}' stress track (tracks: {held})")
    if not 0 <= box < len(found.boxes):
        raise RulesError(
            f"{possessive(current.name)} {track} track has boxes 1 to {len(found.boxes)}, "
            f"not {box + 1}"
        )
    return found


def mark_stress(ctl: Controller, character_id: str, track: str, box: int) -> None:
    """Mark stress box `box` (counted from 0) of `track`."""
    before = character(ctl, character_id)
    if _box(ctl, before, track, box).is_marked(box):
        raise RulesError(f"{possessive(before.name)} {track} box {box + 1} is already marked")
    after = harm.mark_boxes(before, track, [box])
    _save(ctl, before, after, f"{before.name} marks {track} stress box {box + 1}", "harm")


def clear_stress(ctl: Controller, character_id: str, track: str, box: int) -> None:
    """Empty stress box `box` (counted from 0) of `track`."""
    before = character(ctl, character_id)
    if not _box(ctl, before, track, box).is_marked(box):
        raise RulesError(f"{possessive(before.name)} {track} box {box + 1} is not marked")
    after = harm.clear_boxes(before, track, [box])
    _save(ctl, before, after, f"{before.name} clears {track} stress box {box + 1}", "recovery")


# Consequences -------------------------------------------------------------------------------


def set_consequence(
    ctl: Controller, character_id: str, slot: str, aspect: str, replaces: str | None = None
) -> None:
    """Write a consequence into a slot through the rules core: a filled slot's consequence is
    renamed, keeping its recovery; a new one follows the rule set's order (SotC: mild, then
    moderate, then severe); an extreme one replaces the aspect `replaces`."""
    before = character(ctl, character_id)
    after = harm.write_consequence(before, slot, aspect, ctl.state.ruleset, replaces=replaces)
    old = before.consequence(slot)
    new = after.consequence(slot)
    assert new is not None  # just written there
    if old is not None:
        text = f"{possessive(before.name)} {slot} consequence '{old.aspect}' is now '{new.aspect}'"
        _save(ctl, before, after, text)
        return
    text = f"{before.name} takes a {slot} consequence: {new.aspect}"
    if replaces is not None:
        text += f", replacing the aspect '{replaces}'"
    _save(ctl, before, after, text, "harm")


def clear_consequence(ctl: Controller, character_id: str, slot: str) -> None:
    before = character(ctl, character_id)
    old = recovery.consequence_in(before, slot)
    after = replace(before, consequences=tuple(c for c in before.consequences if c is not old))
    text = f"{possessive(before.name)} {slot} consequence '{old.aspect}' is cleared"
    _save(ctl, before, after, text, "recovery")


def begin_recovery(
    ctl: Controller, character_id: str, slot: str, new_name: str | None = None
) -> None:
    """Treatment succeeded: the consequence (renamed if `new_name` is given) starts its
    clock."""
    before = character(ctl, character_id)
    old = recovery.consequence_in(before, slot)
    after = recovery.begin_recovery(before, slot, new_name)
    recovering = after.consequence(slot)
    assert recovering is not None  # begin_recovery refuses an empty slot
    renamed = recovering.aspect
    what = f"'{old.aspect}'" + (f", now '{renamed}'," if renamed != old.aspect else "")
    text = f"{possessive(before.name)} {slot} consequence {what} begins to recover"
    _save(ctl, before, after, text, "recovery")
