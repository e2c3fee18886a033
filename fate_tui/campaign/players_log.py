"""The play log as the players may read it: the lines the players' view ("Lately") and the
served view show.

It is a positive list, as the panels are: a line is shown only when fate-tui can vouch for
everything in it. It must be of a kind that concerns the table (a roll, an invoke, a compel,
a fate point, harm, a conflict's concession, taken out or end); everyone it concerns, by the
ids its structured data carries and by the names its text holds, must be someone the table
knows (a PC, or an NPC met in a scene that has begun); a line that moves fate points must say
whose in its data, and they must all be PCs' (the GM's pool only where campaign.toml shows it
to the players); and it must name nothing hidden. A conflict's line says in its data whose
fate points it tells of, and is read without those of NPCs (and of the GM's pool where it is
hidden). Any other line is left out.

A roll an NPC makes or opposes is told from its data, as the panels would: who did what,
the effort against the opposition and the outcome, then what came of it; never the NPC's
skill, its rating or the invokes' details that the GM's line gives.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from fate_tui.campaign.playlog import LogEntry
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.aspects import Aspect
from fate_tui.rules.character import Character
from fate_tui.rules.creation import played_as_drafts
from fate_tui.rules.fate_points import GM
from fate_tui.rules.outcomes import Outcome, outcome_words
from fate_tui.rules.scene import SceneStatus

TABLE_LOG_KINDS = frozenset({"roll", "invoke", "compel", "fate_point", "harm", "conflict"})
"""Play-log entries that concern the table: rolls and their outcomes, invokes, compels,
fate points, harm taken, and a conflict's concessions, those taken out and its end."""
CONCEDE = "concede"
TAKEN_OUT = "taken out"
CONFLICT_END = "end"
CONFLICT_EVENTS = frozenset({CONCEDE, TAKEN_OUT, CONFLICT_END})
"""The conflict entries the players read (its turns are on the conflict's panel)."""
PAID_IN = "; fate points: "
"""How the end of a conflict's line brings in the fate points it pays."""
LOG_LINES = 8
FATE_POINT_KINDS = frozenset({"fate_point", "compel"})
"""Entries whose whole point is fate points changing hands."""
_FATE_POINT_WORDS = "fate point"
NOT_APPLIED = " (not applied)"
"""How the log ends a roll the GM noted without applying it."""


def table_log(
    state: CampaignState, log: Sequence[LogEntry], lines: int = LOG_LINES
) -> tuple[str, ...]:
    """The last `lines` entries of `log` the players may read (see the module's rules)."""
    judge = _Judge(state)
    kept: list[str] = []
    for entry in reversed(log):
        if judge.shows(entry):
            kept.append(judge.words(entry))
            if len(kept) == lines:
                break
    return tuple(reversed(kept))


def conflict_data(
    event: str, who: str | None, paid: Sequence[tuple[str, str]] = (), *, paid_in: str = ""
) -> dict[str, Any]:
    """The play-log data of a conflict's `event` (concede, taken out, end): whom it is about,
    and the fate points its line tells of, as (whose: a character's id or the GM, the exact
    words), joined by ", " after `paid_in` in the line. The players' log leaves out the words
    of those whose fate points are not theirs to know."""
    data: dict[str, Any] = {"event": event}
    if who is not None:
        data["who"] = who
    if paid:
        data["paid"] = [{"who": whose, "words": words} for whose, words in paid]
        data["paid_in"] = paid_in
    return data


def met_npcs(state: CampaignState) -> frozenset[str]:
    """The ids of the NPCs the table has met: those in the cast of a scene that has begun
    (the scene in play, or one played before)."""
    return frozenset(
        cid
        for scene in state.scenes.values()
        if scene.status is not SceneStatus.PREPARED
        for cid in scene.cast
        if cid in state.characters and state.characters[cid].kind.is_npc
    )


def table_pcs(state: CampaignState) -> tuple[Character, ...]:
    """The PCs the players know: every finished one, and a draft only where it is played as
    it is, with its blanks open (Fate Condensed's Character Creation As You Play, L1140),
    in a scene that has begun. A PC still being made stays the GM's until finished."""
    playable = played_as_drafts(state.ruleset)
    in_play = frozenset(
        cid
        for scene in state.scenes.values()
        if scene.status is not SceneStatus.PREPARED
        for cid in scene.cast
    )
    return tuple(c for c in state.pcs if c.draft_step is None or (playable and c.id in in_play))


def known_to_table(state: CampaignState) -> frozenset[str]:
    """The ids of everyone the players know: the PCs at the table and the NPCs they have
    met."""
    return frozenset(c.id for c in table_pcs(state)) | met_npcs(state)


def hidden_words(state: CampaignState) -> frozenset[str]:
    """Lower-cased names of everything hidden from the players: aspects, countdowns not
    shown, and the outcomes of tracks whose meaning is still the GM's."""
    story = state.story
    aspects: list[Aspect] = list(story.setting_aspects)
    for arc in story.arcs:
        aspects.extend(arc.aspects)
    for scene in state.scenes.values():
        aspects.extend(scene.all_aspects)
    for character in state.characters.values():
        aspects.extend(character.aspects)
    words = {a.name.lower() for a in aspects if a.hidden}
    countdowns = list(story.countdowns)
    for scene in state.scenes.values():
        countdowns.extend(scene.countdowns)
    for countdown in countdowns:
        if not countdown.revealed:
            words.add(countdown.name.lower())
        if countdown.outcome and not (countdown.revealed and countdown.outcome_revealed):
            words.add(countdown.outcome.lower())
    return frozenset(w for w in words if w)


class _Judge:
    """What a log line may say to the players, worked out once for a whole log."""

    def __init__(self, state: CampaignState) -> None:
        self.known = known_to_table(state)
        self.pcs = frozenset(c.id for c in table_pcs(state))
        self.characters = frozenset(state.characters)
        self.pool_shown = state.story.players_see_gm_pool
        self.ruleset = state.ruleset
        self.npcs = frozenset(c.id for c in state.characters.values() if c.kind.is_npc)
        self.secrets = hidden_words(state)
        # Names of those the table does not know, and of every NPC (whose fate points are
        # the GM's), lower-cased; a name is never matched inside a longer word.
        self.strangers = tuple(
            c.name.lower() for c in state.characters.values() if c.id not in self.known and c.name
        )
        self.npc_names = tuple(
            c.name.lower() for c in state.characters.values() if c.kind.is_npc and c.name
        )

    def shows(self, entry: LogEntry) -> bool:
        if entry.kind not in TABLE_LOG_KINDS:
            return False
        if entry.kind == "conflict":
            told = self._paid_shown(entry.text, entry.data)
            if entry.data.get("event") not in CONFLICT_EVENTS or told is None:
                return False
            # Judged as the players would read it: without the payments not theirs to know.
            lowered = told.lower()
        else:
            lowered = entry.text.lower()
        if any(secret in lowered for secret in self.secrets):
            return False
        if any(_names(lowered, name) for name in self.strangers):
            return False
        if any(cid in self.characters and cid not in self.known for cid in _ids(entry.data)):
            return False
        if entry.kind in FATE_POINT_KINDS:
            return self._fate_points_shown(entry.data)
        return not self._npc_fate_points(lowered)

    def words(self, entry: LogEntry) -> str:
        """The line as the players read it: the GM's own words, but for a roll an NPC makes
        or opposes (see the module), and a conflict's line without the fate points of NPCs
        (or of the GM's pool where it is not shown)."""
        data = entry.data
        if entry.kind == "conflict":
            return self._paid_shown(entry.text, data) or ""
        npcs_rolled = [data.get(key) for key in ("actor", "opponent")]
        if entry.kind != "roll" or not any(who in self.npcs for who in npcs_rolled):
            return entry.text
        effort, opposition, outcome = (data.get(k) for k in ("effort", "opposition", "outcome"))
        clauses = entry.text.split("; ")
        heading = clauses[0].split(": ", 1)[0]
        kept = NOT_APPLIED if entry.text.endswith(NOT_APPLIED) else ""
        try:
            words = outcome_words(Outcome(str(outcome)), self.ruleset.outcome_model)
        except ValueError:
            return heading + kept
        if not (isinstance(effort, int) and isinstance(opposition, int)):
            return heading + kept
        ladder = self.ruleset.ladder
        told = f"{heading}: {ladder.label(effort)} vs {ladder.label(opposition)}: {words}"
        # What came of it, after the roll itself and its invokes (which name the skills).
        rest = [c for c in clauses[1:] if not c.startswith("invoked ") and " = " not in c]
        return "; ".join([told, *rest]).removesuffix(NOT_APPLIED) + kept

    def _fate_points_shown(self, data: Mapping[str, Any]) -> bool:
        """A fate point or compel entry shows only when its data says whose points moved (or
        whom a compel is on), and they are all PCs' (or the GM's pool where it is shown)."""
        changes = data.get("changes")
        if isinstance(changes, list) and changes:
            holders = [c.get("who") if isinstance(c, Mapping) else None for c in changes]
            return all(self._holder_shown(h) for h in holders)
        if "gm_pool" in data:
            return self.pool_shown
        target = data.get("target")
        return isinstance(target, str) and target in self.pcs

    def _paid_shown(self, text: str, data: Mapping[str, Any]) -> str | None:
        """`text` with only the payments (`conflict_data`) the players may know of; None when
        it tells of others' payments that cannot be taken out of it as logged (the line or
        its data edited by hand)."""
        paid = data.get("paid")
        if paid is None:
            return text
        if not isinstance(paid, list):
            return None
        parts = [(p.get("who"), p.get("words")) for p in paid if isinstance(p, Mapping)]
        if len(parts) != len(paid) or not all(isinstance(w, str) and w for _, w in parts):
            return None
        if all(self._holder_shown(who) for who, _ in parts):
            return text
        paid_in = data.get("paid_in", "")
        paid_in = paid_in if isinstance(paid_in, str) else ""
        told = paid_in + ", ".join(str(words) for _, words in parts)
        if told not in text:
            return None
        shown = [str(words) for who, words in parts if self._holder_shown(who)]
        return text.replace(told, paid_in + ", ".join(shown) if shown else "", 1)

    def _holder_shown(self, holder: Any) -> bool:
        return holder in self.pcs or (holder == GM and self.pool_shown)

    def _npc_fate_points(self, lowered: str) -> bool:
        """Whether a part of the line ("...; Grimsalt is owed 1 fate point") tells of an NPC's
        fate points, or of the GM's pool where it is hidden."""
        for clause in lowered.split(";"):
            clause = clause.strip()
            if _FATE_POINT_WORDS not in clause:
                continue
            if clause.startswith(("the gm", "gm ")) and not self.pool_shown:
                return True
            if any(clause.startswith(name) for name in self.npc_names):
                return True
        return False


def _names(lowered: str, name: str) -> bool:
    """Whether the lower-cased `name` stands in `lowered` as a whole name (not inside a
    longer word)."""
    start = lowered.find(name)
    while start != -1:
        end = start + len(name)
        before = lowered[start - 1] if start else " "
        after = lowered[end] if end < len(lowered) else " "
        if not before.isalnum() and not after.isalnum():
            return True
        start = lowered.find(name, start + 1)
    return False


def _ids(data: Any) -> Iterable[str]:
    """Every text value anywhere in a log entry's data: the ids of whom it concerns among
    them."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, Mapping):
        for value in data.values():
            yield from _ids(value)
    elif isinstance(data, list | tuple):
        for value in data:
            yield from _ids(value)
