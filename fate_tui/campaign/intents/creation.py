"""Making a PC step by step: starting a draft (a character file with a `[draft]` marker),
saving each step as it is left, and finishing it into an ordinary character. The steps and
their checks are the rules core's (fate_tui/rules/creation.py)."""

from __future__ import annotations

from dataclasses import replace

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents.common import character
from fate_tui.campaign.slugs import slugify
from fate_tui.rules import creation
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError


def start_draft(ctl: Controller, name: str) -> str:
    """A new PC draft with nothing but a name, at the first step; returns its id."""
    name = " ".join(name.split())
    if not name:
        raise RulesError("a character's name cannot be empty")
    creation.creation_steps(ctl.state.ruleset)  # says so if the rule set has other ways
    taken = ctl.taken_ids()
    draft = creation.new_draft(slugify(name, taken), name)
    text = f"Started making {name} (a draft PC)"
    ctl.apply(text, log=("change", text), data={"character": draft.id}, characters=[draft])
    return draft.id


def save_draft(ctl: Controller, draft: Character) -> None:
    """Save the draft as it stands (the step it is at included); nothing if unchanged."""
    before = character(ctl, draft.id)
    if before.draft_step is None:
        raise RulesError(f"{before.name} is already finished; edit the sheet instead")
    if draft == before:
        return
    name = " ".join(draft.name.split())
    if not name:
        raise RulesError("a character's name cannot be empty")
    draft = replace(draft, name=name)
    text = f"Draft of {name} saved at {draft.draft_step}"
    ctl.apply(text, log=("change", text), data={"character": draft.id}, characters=[draft])


def finish_draft(ctl: Controller, draft: Character) -> None:
    """Save the draft as an ordinary character; RulesError if its sheet still breaks a rule."""
    before = character(ctl, draft.id)
    if before.draft_step is None:
        raise RulesError(f"{before.name} is already finished")
    done = creation.finished(draft, ctl.state.ruleset)
    text = f"{done.name} is ready to play"
    ctl.apply(text, log=("change", text), data={"character": done.id}, characters=[done])


def drafts(ctl: Controller) -> list[Character]:
    """The characters still being made, by name."""
    found = [c for c in ctl.state.characters.values() if c.draft_step is not None]
    return sorted(found, key=lambda c: c.name.lower())
