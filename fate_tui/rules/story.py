"""The story around the scenes: the campaign, its arcs and its sessions."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import StrEnum

from fate_tui.rules.aspects import Aspect
from fate_tui.rules.countdown import Countdown
from fate_tui.rules.ruleset import RuleSet
from fate_tui.rules.rulesets import CONDENSED


class ArcStatus(StrEnum):
    PLANNED = "planned"
    ACTIVE = "active"
    DONE = "done"


@dataclass(frozen=True)
class Arc:
    """An arc: a story of a few sessions (Core's and Accelerated's scenario), with its scenario
    aspects and, once it is done, what happened and the sessions it took."""

    id: str
    title: str
    status: ArcStatus = ArcStatus.PLANNED
    aspects: tuple[Aspect, ...] = ()
    """Scenario aspects: true for the whole arc."""
    notes: str = ""
    summary: str = ""
    """What happened, written by the GM when the arc ends."""
    sessions: tuple[int, ...] = ()
    """The numbers of the sessions played in it, recorded when it ends."""


@dataclass(frozen=True)
class SessionRecord:
    """A session as campaign.toml records it when it ends: its number, title, date and arc, the
    scenes played, who advanced and what recovered at its end, and its play log."""

    number: int
    title: str = ""
    date: str = ""
    arc: str | None = None
    summary: str = ""
    scenes: tuple[str, ...] = ()
    advances: tuple[str, ...] = ()
    """Who advanced how at its end, one line each."""
    recovered: tuple[str, ...] = ()
    """What recovered at its end, one line each."""
    log: str = ""
    """The play-log file of the session, relative to the campaign folder."""


@dataclass(frozen=True)
class Story:
    """Everything campaign.toml holds: the campaign's name, rules and story so far."""

    name: str
    ruleset: RuleSet = CONDENSED
    setting_aspects: tuple[Aspect, ...] = ()
    arcs: tuple[Arc, ...] = ()
    sessions: tuple[SessionRecord, ...] = ()
    current_arc: str | None = None
    current_session: int = 0
    current_scene: str | None = None
    stunts_used: Mapping[str, tuple[str, ...]] = field(default_factory=dict)
    """Character id -> the stunt uses limited to once a session (or scene) that they used in
    the session in play (`stunt_limits`), one name per use; emptied when the session ends."""
    countdowns: tuple[Countdown, ...] = ()
    gm_carried: int = 0
    """Fate points the GM carries into the next scene's pool (concessions, hostile invokes,
    a compel that ended the scene)."""
    players_see_gm_pool: bool = False
    """The players' view shows the GM's fate points left in the scene."""
    notes: str = ""

    def arc(self, arc_id: str) -> Arc | None:
        return next((a for a in self.arcs if a.id == arc_id), None)

    @property
    def active_arc(self) -> Arc | None:
        return self.arc(self.current_arc) if self.current_arc else None
