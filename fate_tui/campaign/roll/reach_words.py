"""The words for an attack whose target stands beyond its reach, as the Roll dialog shows
them: both zones, and what the rules text allows (`rules.reach` says which text and line)."""

from __future__ import annotations

from fate_tui.rules.reach import Further, OutOfReach
from fate_tui.rules.wording import counted

# What each text allows, in a few words: {skill} is the attack's skill (or approach), {zones}
# how far it reaches.
_ALLOWED = {
    # fate-condensed-srd.txt L718
    Further.EXTENDED: "{skill} reaches only its own zone unless something extends it (a gun,"
    " telekinesis)",
    # fate-condensed-srd.txt L724
    Further.CLEAR_ZONES: "{skill} reaches adjacent zones, further only if the zones are clear",
    # fate-core-actions-and-conflicts.txt L460
    Further.NOTHING_SAID: "{skill} reaches only its own zone, where you walk up and punch",
    # fate-accelerated.txt L265: the same for every approach
    Further.AT_A_DISTANCE: "{skill} reaches another zone only nearby and with a reason to act"
    " at a distance (a ranged weapon, a spell)",
    # spirit-of-the-century-srd.txt L700
    Further.THROWN_OR_LONG: "{skill} reaches its own zone, one zone away only thrown or with a"
    " long weapon (a whip)",
    # spirit-of-the-century-srd.txt L598
    Further.RIFLE: "{skill} shoots up to {zones} away, one more with a rifle",
    # spirit-of-the-century-srd.txt L362
    Further.TOUCH: "{skill} reaches only its own zone, where people touch",
}


# The same in fewer words, for the Roll dialog's Setup panel, a third of an 80-column
# terminal wide: the whole warning took four of its lines and pushed the roll's result out of
# view. Help's "Zones and reach" says the rest.
_SHORT = {
    Further.EXTENDED: "{skill} reaches only its own zone",
    Further.CLEAR_ZONES: "{skill} reaches the adjacent zones",
    Further.NOTHING_SAID: "{skill} reaches only its own zone",
    Further.AT_A_DISTANCE: "{skill} reaches nearby only with a reason",
    # L700 names both: a knife thrown, or a whip's "unusually long reach".
    Further.THROWN_OR_LONG: "{skill} reaches a zone away only thrown or long",
    Further.RIFLE: "{skill} shoots {zones} away, a rifle one more",
    Further.TOUCH: "{skill} reaches only its own zone",
}


def reach_note(out: OutOfReach) -> str:
    """'Altar, 1 zone away: Fight reaches only its own zone': the warning in a few words."""
    return _said(out, short=True)


def reach_warning(out: OutOfReach) -> str:
    """'Altar is 1 zone from Nave: Fight reaches only its own zone unless something extends it
    (a gun, telekinesis); the GM's call'."""
    return f"{_said(out, short=False)}; the GM's call"


def _said(out: OutOfReach, *, short: bool) -> str:
    """Where the target stands from the attacker, then what the text allows."""
    if out.distance is None:
        where = (
            f"{out.target_zone}, no way there"
            if short
            else f"no zones lead from {out.attacker_zone} to {out.target_zone}"
        )
    elif short:
        where = f"{out.target_zone}, {counted(out.distance, 'zone')} away"
    else:
        where = f"{out.target_zone} is {counted(out.distance, 'zone')} from {out.attacker_zone}"
    allowed = (_SHORT if short else _ALLOWED)[out.reach.further].format(
        skill=out.reach.skill, zones=counted(out.reach.zones, "zone")
    )
    return f"{where}: {allowed}"
