"""The running conflict on the Table: its exchange, the turn order with who has acted, whose
turn it is and who may go next, and who is out of the fight; and the scene's obstacles with
the numbers to roll against (shown even while no conflict runs)."""

from __future__ import annotations

from collections import ChainMap
from collections.abc import Mapping

from textual.content import Content

from fate_tui.campaign.intents.common import running
from fate_tui.campaign.state import CampaignState
from fate_tui.rules.ruleset import TurnOrderMode
from fate_tui.rules.wording import possessive
from fate_tui.ui.text import HARM, MUTED, STRONG, set_border, show_content
from fate_tui.ui.widgets.scrolling_text import ScrollingText


class ConflictPanel(ScrollingText):
    """Hidden while no conflict runs and the scene has no obstacle."""

    def show(self, state: CampaignState) -> None:
        scene = state.current_scene
        conflict = running(scene)
        obstacles = scene.obstacles if scene is not None else ()
        self.display = conflict is not None or bool(obstacles)
        if not self.display:
            set_border(self, title="Obstacles")
            show_content(self, Content(""))
            return
        # Imported once the scene has a conflict or an obstacle: their rules come with them.
        from fate_tui.campaign.names import NamesById
        from fate_tui.rules.conflict import full_defense_of
        from fate_tui.rules.exchange_budget import ExchangeBudget, budget_words
        from fate_tui.rules.framing import framings
        from fate_tui.rules.obstacles import describe, hazard_name

        # Never walks every character. ChainMap writes only to its first map and reads any
        # mapping after it; typeshed asks every map to be mutable.
        characters = NamesById(state.characters)
        names: ChainMap[str, str] = ChainMap({}, characters)  # type: ignore[arg-type]
        lines = [Content(f"⚠ {describe(o, names)}") for o in obstacles]
        if conflict is None or scene is None:  # a running conflict is in a scene
            set_border(self, title="Obstacles")
            show_content(self, Content("\n").join(lines))
            return
        turn = scene.turn
        if turn is not None:
            hazards = [p for p in turn.participants if hazard_name(p) is not None]
            names.update({h: f"{hazard_name(h)} (hazard)" for h in hazards})
        title = f"Conflict · exchange {conflict.exchange}"
        if framings(state.ruleset):  # framed where the framing changes something
            title += " · mental" if conflict.mental else " · physical"
        set_border(self, title=title)
        skill = state.ruleset.turn_order.mode is TurnOrderMode.SKILL
        defends = ExchangeBudget(conflict.exchange, defended=conflict.defends)
        people = list(conflict.order or conflict.members) if skill else list(conflict.members)
        people += [m for m in conflict.members if m not in people]
        people += [p for p in (turn.participants if turn else ()) if p not in people]
        parts: list[Content] = []
        for cid in people:
            name = names.get(cid, cid)
            if cid in conflict.taken_out:
                parts.append(Content.styled(f"✗ {name}", f"strike {HARM}"))
            elif cid in conflict.conceded:
                parts.append(Content.styled(f"⚑ {name}", f"strike {MUTED}"))
            elif turn is not None and cid == turn.active:
                parts.append(Content.styled(f"▶ {name}", f"bold reverse {STRONG}"))
            elif not conflict.takes_turns(cid):
                # Attached minions act with their leader, never on their own (SotC L468).
                parts.append(Content.styled(f"↳ {name} (attached)", MUTED))
            elif turn is not None and cid in turn.acted:
                parts.append(Content.styled(f"✓ {name}", MUTED))
            else:
                parts.append(Content(f"· {name}"))
            group = conflict.minions_of(cid)
            if group is not None:
                parts[-1] = Content.assemble(parts[-1], (f" + {names.get(group, group)}", MUTED))
            parts[-1] = Content.assemble(parts[-1], *self._sotc_marks(state, conflict, cid, names))
            defense = full_defense_of(conflict, cid)
            if defense is not None:
                guard = f" full defense {defense.bonus:+d}" if defense.bonus else " full defense"
                if defense.protecting:
                    guard += " for " + ", ".join(names.get(p, p) for p in defense.protecting)
                parts[-1] = Content.assemble(parts[-1], (guard, STRONG))
            # Defending is free and unlimited: counted apart from the action (Condensed L750).
            defences = budget_words(defends, cid)
            if defences:
                parts[-1] = Content.assemble(parts[-1], (f" {defences}", MUTED))
        headline = self._headline(state, scene, conflict, skill, names)
        lines[:0] = [headline, Content("  ").join(parts)]
        show_content(self, Content("\n").join(lines))

    @staticmethod
    def _sotc_marks(state, conflict, cid: str, names: Mapping[str, str]) -> list[tuple[str, str]]:
        """Spirit of the Century: a held action (L388), a block protecting them (L390), grit
        reached (L437)."""
        from fate_tui.campaign.intents import sotc_conflict
        from fate_tui.rules.sotc_conflict import block_protecting

        if not sotc_conflict.applies(state.ruleset):
            return []
        marks = []
        if cid in conflict.held:
            marks.append((" holds (W)", STRONG))
        if cid in conflict.going_first:
            marks.append((" paid to go first (J)", STRONG))
        coming = sum(n for group, n in conflict.reinforcements if group == cid)
        if coming:
            marks.append((f" +{coming} next exchange (R)", STRONG))
        block = block_protecting(conflict, cid)
        if block is not None:
            whose = names.get(block.blocker, block.blocker)
            marks.append((f" blocked by {whose} {block.strength:+d}", STRONG))
        if sotc_conflict.offers_concession(state, cid):
            marks.append((" grit: offers to concede", HARM))
        return marks

    @staticmethod
    def _headline(state, scene, conflict, skill: bool, names: Mapping[str, str]) -> Content:
        """Whose turn it is and who may go next: the line the GM needs first."""
        from fate_tui.campaign.intents.conflicts import next_candidates
        from fate_tui.rules.obstacles import hazard_name

        if conflict.is_over:
            return Content.styled("One side is left standing: C then Enter ends it", f"bold {HARM}")
        turn = scene.turn
        active = turn.active if turn is not None else None
        after = next_candidates(scene, state.ruleset)
        if active is None:
            return ConflictPanel._nobody_active(turn, after, skill, names)
        now = Content.styled(f"{possessive(names.get(active, active))} turn", f"bold {STRONG}")
        if hazard_name(active) is not None:
            now = Content.assemble(now, (" (Z: its attack)", MUTED))
        if not after:
            return now
        new = turn is not None and not turn.waiting
        if skill or len(after) == 1:
            then = f"next: {names.get(after[0], after[0])}"
        else:
            then = f"{len(after)} may go next"
        return Content.assemble(
            now,
            ("  > ", f"bold {STRONG}"),
            (then + (", a new exchange" if new else ""), MUTED),
        )

    @staticmethod
    def _nobody_active(turn, after, skill: bool, names: Mapping[str, str]) -> Content:
        """Nobody's turn: the conflict has not begun, or whoever acted left it (conceded, taken
        out). In skill order the next in line acts; in elective order the table picks."""
        new = turn is not None and bool(turn.acted) and not turn.waiting
        if skill and after:
            who = names.get(after[0], after[0])
            then = " (a new exchange)" if new else ""
            return Content.assemble(
                (f"Next in turn order: {who}{then}", f"bold {STRONG}"),
                ("  > starts that turn", MUTED),
            )
        begun = turn is not None and (turn.acted or turn.exchange > 1)
        if not begun or new:
            picks = "The table picks who starts" + (" the new exchange" if new else "")
        else:
            picks = "The table picks who goes next"
        if not after:
            return Content.styled(picks, f"bold {STRONG}")
        then = (
            f"next: {names.get(after[0], after[0])}" if len(after) == 1 else f"{len(after)} may go"
        )
        return Content.assemble((picks, f"bold {STRONG}"), (f"  > {then}", MUTED))
