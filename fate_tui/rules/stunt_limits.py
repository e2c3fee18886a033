"""Stunts usable once per scene or once per session, and the check that refuses another use.

A stunt on the sheet says its limit (`once_per_scene`, `once_per_session`). Spirit of the
Century's catalogue stunts say theirs in their text (`CATALOGUE_LIMITS`, each with its line
in spirit-of-the-century-srd.txt). Uses are counted by the name the roll records
(`stunt_uses.StuntUse.name`), in the scene for a scene's limit and in the session for a
session's; a use past the limit is refused unless the GM overrides it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from enum import StrEnum

from fate_tui.rules.character import Stunt
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.stunt_catalogue import find_stunt


class Per(StrEnum):
    """How often a stunt may be used."""

    SCENE = "scene"
    SESSION = "session"


CATALOGUE_LIMITS: Mapping[str, Per] = {
    "academics-5": Per.SCENE,  # Studied Recall, L725
    "academics-8": Per.SESSION,  # flashes of insight, L738
    "art-8": Per.SESSION,  # a past commission instead of Resources, L791
    "endurance-3": Per.SCENE,  # a check mark removed, L970
    "endurance-11": Per.SCENE,  # a wound turned into motivation, L995
    "gambling-2": Per.SCENE,  # Double or Nothing, L1076
    "gambling-6": Per.SESSION,  # winnings instead of Resources, L1085
    "gambling-8": Per.SESSION,  # a companion introduced on the fly, L1091
    "intimidation-7": Per.SCENE,  # Aura of Fear: every opponent at once, L1150
    "investigation-3": Per.SCENE,  # a hunch about what the deal is, L1174
    "mysteries-15": Per.SESSION,  # an omen requested, L1302
}
"""Catalogue stunts whose text limits them, by key. Aura of Menace (L1146) is once per scene
per target, which a count per scene cannot hold."""

USE_LIMITS: Mapping[tuple[str, str], Per] = {
    # Custom Ride's extra device, L918: "once per session, spend a fate point and declare that
    # the car has some extra device"; its +1 driving the car (L917) has no limit.
    ("drive-1", "the car's extra device, declared (an oil slick, a speed boost...)"): Per.SESSION,
}
"""One use of a catalogue stunt limited where the stunt's other uses are not, by the stunt's
key and the use's circumstance (`stunt_uses.StuntUse.when`)."""


def limit_of(stunt: Stunt, ruleset: RuleSet, when: str = "") -> Per | None:
    """How often `stunt` may be used: as the sheet says, else as its catalogue text says for
    the whole stunt or for its use in the circumstance `when`."""
    if stunt.once_per_scene:
        return Per.SCENE
    if stunt.once_per_session:
        return Per.SESSION
    listed = find_stunt(ruleset, stunt.name)
    if listed is None:
        return None
    return USE_LIMITS.get((listed.key, when)) or CATALOGUE_LIMITS.get(listed.key)


def times_used(used: Iterable[str], name: str) -> int:
    """How many of the recorded uses `used` are uses of `name` (any case)."""
    wanted = name.lower()
    return sum(1 for u in used if u.lower() == wanted)


def check_use(
    name: str,
    per: Per | None,
    *,
    in_scene: Iterable[str],
    in_session: Iterable[str],
    override: bool = False,
) -> None:
    """Refuse a use of the stunt use `name` past its limit, unless the GM overrides it.
    `in_scene` and `in_session` are the uses of the character recorded so far."""
    if per is None or override:
        return
    used = times_used(in_scene if per is Per.SCENE else in_session, name)
    if used:
        raise RulesError(
            f"{name} is used once per {per} and was used in this {per} already; "
            "the GM may allow it again (override)"
        )


def record_use(
    uses: Mapping[str, tuple[str, ...]], character_id: str, names: Iterable[str]
) -> dict[str, tuple[str, ...]]:
    """`uses` (character id -> the stunt uses recorded) with `names` added for the character."""
    added = tuple(names)
    updated = dict(uses)
    if added:
        updated[character_id] = (*updated.get(character_id, ()), *added)
    return updated
