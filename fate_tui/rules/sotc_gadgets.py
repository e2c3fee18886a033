"""Spirit of the Century's gadgets and artifacts as far as the SRD text keeps them.

The "Gadgets and Gizmos" chapter is missing from the text. What survives: a Personal Gadget
has three improvements and the stunt may be taken again for more gadgets or more improvements
on one (spirit-of-the-century-srd.txt L998); a Universal Gadget is designed on the fly with
two improvements and stays as designed for the session, then is shaped anew (L1000); a
Personal Artifact works as a gadget but artifacts cannot be combined (L1246-1247); a Rare
Artifact is designed on the fly with three improvements, may be combined, and brings a
temporary "dark past" aspect unless a fate point is paid (L1250-1253). The improvement
kinds are those the sample character's Hobo Harpoon and the Custom Ride stunt name (L170,
L917-918).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from fate_tui.rules.errors import InvalidValue, RulesError, parse_choice

CRAFTSMANSHIP_BONUS = 1
"""Craftsmanship: +1 on the gadget's rolls (the harpoon's "+1 to Weapons rolls", L170)."""
UPGRADE_BONUS = 2
"""Upgrade: +2 in one narrow use (the harpoon's "+2 bonus when using it to grapple", L170)."""


class Improvement(StrEnum):
    CRAFTSMANSHIP = "craftsmanship"
    UPGRADE = "upgrade"
    ADDITIONAL_CAPABILITY = "additional capability"
    ALTERNATE_USAGE = "alternate usage"
    MINIATURIZATION = "miniaturization"
    FUTURIZATION = "futurization"


class GadgetKind(StrEnum):
    PERSONAL_GADGET = "personal gadget"
    UNIVERSAL_GADGET = "universal gadget"
    PERSONAL_ARTIFACT = "personal artifact"
    RARE_ARTIFACT = "rare artifact"


IMPROVEMENTS = {
    GadgetKind.PERSONAL_GADGET: 3,
    GadgetKind.UNIVERSAL_GADGET: 2,
    GadgetKind.PERSONAL_ARTIFACT: 3,
    GadgetKind.RARE_ARTIFACT: 3,
}
"""Improvements one purchase of each stunt gives."""

COMBINES = frozenset({GadgetKind.PERSONAL_GADGET, GadgetKind.RARE_ARTIFACT})
"""Kinds whose purchases may be pooled into one more potent device."""


@dataclass(frozen=True)
class ImprovementPick:
    """One improvement of a gadget or artifact: its kind (craftsmanship, upgrade...) and what it
    does."""

    kind: Improvement
    detail: str = ""
    """What it does: "+1 to Weapons rolls", "Grappling Hook"..."""


@dataclass(frozen=True)
class Gadget:
    """A gadget or artifact as designed: its kind, its improvements, how many purchases of its
    stunt it pools, and a rare artifact's dark past."""

    name: str
    kind: GadgetKind
    improvements: tuple[ImprovementPick, ...]
    purchases: int = 1
    dark_past: str | None = None
    """A rare artifact's temporary aspect (None: none, or bought off with a fate point)."""
    session: int | None = None
    """A universal gadget's session: the one it was shaped in, its shape locked in until that
    session ends (L1000). None: not shaped in play (written by hand)."""

    def bonus(self, narrow_use: bool = False) -> int:
        """The gadget's bonus on a roll it fits: +1 per craftsmanship, and +2 per upgrade
        when the roll is the upgrade's narrow use."""
        crafted = sum(1 for i in self.improvements if i.kind is Improvement.CRAFTSMANSHIP)
        upgraded = sum(1 for i in self.improvements if i.kind is Improvement.UPGRADE)
        return crafted * CRAFTSMANSHIP_BONUS + (upgraded * UPGRADE_BONUS if narrow_use else 0)


def design(
    name: str,
    kind: GadgetKind | str,
    improvements: Sequence[ImprovementPick | tuple[str, str] | str],
    *,
    purchases: int = 1,
    dark_past: str | None = None,
    session: int | None = None,
) -> Gadget:
    """A gadget or artifact with its improvements, checked against what its stunt gives
    (`purchases` times the stunt pooled into this one device, where the kind allows it);
    `session`: the session a universal gadget is shaped in."""
    kind = parse_choice(GadgetKind, kind, "a kind of gadget")
    if not name.strip():
        raise InvalidValue("a gadget needs a name")
    if purchases < 1:
        raise InvalidValue("a gadget comes from at least one purchase of its stunt")
    if purchases > 1 and kind not in COMBINES:
        raise RulesError(f"a {kind}'s stunts cannot be combined into one device; make another")
    picks = tuple(_pick(p) for p in improvements)
    allowed = IMPROVEMENTS[kind] * purchases
    if len(picks) > allowed:
        raise RulesError(f"'{name}' has {len(picks)} improvements; its stunts give {allowed}")
    if dark_past is not None and kind is not GadgetKind.RARE_ARTIFACT:
        raise RulesError("only a rare artifact comes with a dark past")
    if session is not None and kind is not GadgetKind.UNIVERSAL_GADGET:
        raise RulesError("only a universal gadget is shaped for a session")
    if session is not None and session < 1:
        raise InvalidValue(f"a session number starts at 1, not {session}")
    return Gadget(name.strip(), kind, picks, purchases, dark_past, session)


def locked_in(gadget: Gadget, session: int) -> bool:
    """Whether the gadget's shape is fixed: a universal gadget shaped in `session`, the session
    in play ("Once defined, the gadget is locked in for the remainder of the session", L1000)."""
    return gadget.kind is GadgetKind.UNIVERSAL_GADGET and gadget.session == session


def check_reshape(gadget: Gadget, session: int, *, override: bool = False) -> None:
    """Refuse to reshape (remove to design again) a gadget locked in for the session in play,
    unless the GM overrides it."""
    if locked_in(gadget, session) and not override:
        raise RulesError(
            f"{gadget.name} is a universal gadget shaped in session {session}: it is locked in "
            "for the rest of the session; the GM may allow reshaping it (override)"
        )


def shapes_lapsing(gadgets: Sequence[Gadget], session: int) -> tuple[Gadget, ...]:
    """The universal gadgets whose shape ends with `session` (shaped in it or before): the
    next session shapes them anew on the fly (L1000)."""
    return tuple(
        g
        for g in gadgets
        if g.kind is GadgetKind.UNIVERSAL_GADGET and g.session is not None and g.session <= session
    )


def _pick(value: ImprovementPick | tuple[str, str] | str) -> ImprovementPick:
    if isinstance(value, ImprovementPick):
        return value
    kind, detail = (value, "") if isinstance(value, str) else value
    return ImprovementPick(parse_choice(Improvement, kind, "a gadget improvement"), detail)
