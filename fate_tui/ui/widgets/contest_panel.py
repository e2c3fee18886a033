"""The contest tally on the Table: each side with what it wants and its victories, the last
exchange's efforts, the twists named, and the winner once there is one."""

from __future__ import annotations

from textual.content import Content

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.ladder import signed
from fate_tui.ui.text import EMPTY, FREE, FULL, HARM, MUTED, STRONG, set_border, show_content
from fate_tui.ui.widgets.scrolling_text import ScrollingText


class ContestPanel(ScrollingText):
    """Hidden while no contest runs."""

    def show(self, state: CampaignState) -> None:
        scene = state.current_scene
        if scene is None or scene.contest is None:
            self.display = False
            return
        # Imported once a contest runs: the contest intents bring in the rolls' rules.
        from fate_tui.campaign.intents.contests import running
        from fate_tui.campaign.names import short_name
        from fate_tui.rules.contest import win_words, winner

        contest = running(scene)
        self.display = contest is not None
        if contest is None:
            return
        ruleset = state.ruleset
        needed = contest.victories_needed or ruleset.contests.victories
        set_border(self, title=f"Contest · {win_words(ruleset, contest.victories_needed)}")
        won = winner(contest, ruleset)
        lines: list[Content] = []
        if won:
            lines.append(
                Content.styled(f"{won} win: O then Enter ends the contest", f"bold {HARM}")
            )
        elif contest.twists_owed:
            lines.append(
                Content.styled("A tie owes a twist: O then Enter names it", f"bold {HARM}")
            )
        else:
            number = len(contest.exchanges) + 1
            lines.append(
                Content.styled(f"Exchange {number}: O then Enter rolls it", f"bold {STRONG}")
            )
        last = contest.exchanges[-1] if contest.exchanges else None
        efforts = dict(last.efforts) if last else {}
        for side, wins in zip(contest.sides, contest.victories, strict=True):
            # One pip a victory the goal counts: "first to 2 victories" shows two pips,
            # and a side past it (a success with style's double victory) says its count.
            marks = FULL * min(wins, needed) + EMPTY * max(needed - wins, 0)
            if wins > needed:
                marks += f" {wins}"
            # Short names ("Brick, Lucky"), to leave the goal room.
            who = ", ".join(short_name(m, state.characters, scene.cast) for m in side.members)
            effort = efforts.get(side.name)
            parts = [
                Content.styled(f"{side.name} ", STRONG),
                Content.styled(marks, f"bold {FREE}"),
            ]
            if last is not None:
                rolled = "—" if effort is None else signed(effort)
                parts.append(Content.styled(f" last {rolled}", MUTED))
            if side.name in contest.forfeited:
                parts.append(Content.styled("  forfeits this roll", HARM))
            # Who is on the side before what they want: the line is cut at its end, and the
            # goal is the GM's own words.
            if who and who != side.name:
                parts.append(Content.styled(f"  ({who})", MUTED))
            if side.goal:
                parts.append(Content(f"  goal: {side.goal}"))
            lines.append(Content.assemble(*parts))
        if contest.twists:
            lines.append(Content.styled("Twists: " + ", ".join(contest.twists), MUTED))
        show_content(self, Content("\n").join(lines))
