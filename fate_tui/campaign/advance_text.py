"""An advance (or a GM override) in words, for the log and the session record."""

from __future__ import annotations

from fate_tui.rules.advancement import (
    Advance,
    BuyStunt,
    Change,
    ClearConsequence,
    RaiseSkill,
    RenameExtreme,
    ReplaceSkill,
    RewriteAspect,
    RewriteHighConcept,
    RewriteStunt,
    StartRecovery,
    SwapSkills,
)


def change_text(change: Change) -> str:
    if isinstance(change, SwapSkills):
        return f"swaps {change.first} and {change.second}"
    if isinstance(change, ReplaceSkill):
        return f"replaces {change.old} with {change.new}"
    if isinstance(change, RewriteStunt):
        return f"rewrites the stunt '{change.old}' as '{change.new.name}'"
    if isinstance(change, BuyStunt):
        return f"buys the stunt '{change.stunt.name}'"
    if isinstance(change, RewriteAspect):
        return f"rewrites '{change.old}' as '{change.new}'"
    if isinstance(change, RewriteHighConcept):
        return f"rewrites the high concept as '{change.new}'"
    if isinstance(change, StartRecovery):
        renamed = f" as '{change.new_name}'" if change.new_name else ""
        return f"starts the recovery of the {change.slot} consequence{renamed}"
    if isinstance(change, ClearConsequence):
        return f"clears the {change.slot} consequence"
    if isinstance(change, RaiseSkill):
        return f"raises {change.skill} one step"
    if isinstance(change, RenameExtreme):
        return f"renames the extreme consequence '{change.new_name}'"
    return str(change)


def advance_text(name: str, advance: Advance, saved: tuple[int, int] = (0, 0)) -> str:
    """'Maren, milestone: swaps Fight and Notice; raises Will one step'. `saved`: the skill
    points saved for later before and after the advance; a point the advance gives and the
    player keeps is said (it goes into the file as `saved_skill_points`), so the GM sees it."""
    parts = [change_text(c) for c in advance.changes]
    if advance.power_up_refresh:
        parts.append("gains a point of refresh")
    if advance.power_up_skill:
        parts.append("gains a second skill step")
    before, after = saved
    if after > before:
        kept = after - before
        points = "a skill point" if kept == 1 else f"{kept} skill points"
        parts.append(f"saves {points} for later ({after} saved)")
    body = "; ".join(parts) if parts else "no change taken"
    return f"{name}, {advance.kind}: {body}"
