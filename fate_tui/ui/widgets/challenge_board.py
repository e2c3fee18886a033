"""The challenge board on the Table: each task with its skill, difficulty and who takes it,
each result with the cost or note the GM wrote, the boosts earned and the running summary.

At 80 columns the board is 46 cells wide: the challenge's name and the summary are a heading
that wraps (in the border title, a long name was cut, and the summary's end with it), the
title says only "Challenge" and the exchange, and the key to go on is in the bottom border."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.content import Content
from textual.widgets import Static

from fate_tui.campaign.state import CampaignState
from fate_tui.rules.outcomes import Outcome
from fate_tui.ui.text import FREE, HARM, MUTED, STRONG, WARNING, set_border, show_content
from fate_tui.ui.widgets.scrolling_text import ScrollingText, static_content

OUTCOME_STYLE = {
    Outcome.FAIL: HARM,
    Outcome.TIE: WARNING,
    Outcome.SUCCESS: FREE,
    Outcome.SUCCESS_WITH_STYLE: f"bold {FREE}",
}


class ChallengeBoard(ScrollingText):
    """Hidden while no challenge runs."""

    DEFAULT_CSS = """
    ChallengeBoard > .challenge-heading {
        width: 100%;
        height: auto;
    }
    """

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self._heading = Static(classes="challenge-heading")

    def compose(self) -> ComposeResult:
        yield self._heading
        yield from super().compose()

    @property
    def content(self) -> Content:
        """What the board shows: the heading (one line here, wrapped on screen), then one
        line per task, note and boost."""
        return Content("\n").join([static_content(self._heading), super().content])

    def show(self, state: CampaignState) -> None:
        scene = state.current_scene
        if scene is None or scene.challenge is None:
            self.display = False
            return
        # Imported once a challenge runs: the challenge intents bring in the rolls' rules.
        from fate_tui.campaign.intents.challenges import outcome_words, running, summary_words
        from fate_tui.campaign.names import short_name

        challenge = running(scene)
        self.display = challenge is not None
        if challenge is None:
            return
        ladder = state.ruleset.ladder

        def name_of(cid: str) -> str:
            # Short names ("Maren"): the board shares the bottom row with two other panels.
            return short_name(cid, state.characters, scene.cast)

        inside = f" · exchange {challenge.exchange}" if challenge.exchange else ""
        set_border(self, title=f"Challenge{inside}", subtitle="H: next")
        summary = summary_words(challenge, state.ruleset)
        heading = Content.assemble(
            (challenge.name, "bold"), (f": {summary}", f"bold {STRONG}")
        )  # the name is the GM's words: literal, never markup
        show_content(self._heading, heading)
        lines: list[Content] = []
        if not challenge.tasks:
            lines.append(Content.styled("No tasks yet: H then Enter adds one", MUTED))
        for number, task in enumerate(challenge.tasks, 1):
            how = task.skill or f"any {state.ruleset.characters.skill_word}"
            if task.result is not None:
                # What it was rolled with and against (a task open to any skill included),
                # short enough to stay in view at 80 columns.
                how = task.rolled_skill or how
                how += f" vs {ladder.label(task.result.opposition)}"
            elif task.difficulty is not None:
                how += f" vs {ladder.label(task.difficulty)}"
            who = name_of(task.attempted_by) if task.attempted_by else ""
            # What the GM needs at the table comes first (the result, or who takes it on),
            # then what it is rolled with and against, and the task's own words last: a line
            # too long for the panel is cut at its end, and the GM wrote those words.
            parts = [Content(f"{number}. ")]
            if task.result is not None:
                outcome = task.result.outcome
                said = (
                    "succeeds at a cost" if task.at_cost else outcome_words(state.ruleset, outcome)
                )
                style = WARNING if task.at_cost else OUTCOME_STYLE[outcome]
                parts.append(Content.styled(f"{who} {said}".strip(), style))
                parts.append(Content.styled(f" ({how}): ", MUTED))
            else:
                parts.append(Content.styled(f"{how}{f', {who}' if who else ''}: ", MUTED))
            parts.append(Content(task.description))
            lines.append(Content.assemble(*parts))
            if task.note:  # a cost or a consequence: its own line, never cut by the task's
                lines.append(Content.styled(f"   · {task.note}", MUTED))
        failed = [name_of(who) for who, ok in challenge.defended if not ok]
        if failed:
            lines.append(
                Content.styled(f"No challenge roll this exchange: {', '.join(failed)}", HARM)
            )
        if challenge.boosts:
            boosts = ", ".join(b.name for b in challenge.boosts)
            lines.append(Content.styled(f"Boosts: {boosts}", FREE))
        show_content(self._text, Content("\n").join(lines))
