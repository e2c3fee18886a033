"""Spirit of the Century's PCs made as a group from the palette, by keys alone: three PCs
through the five phases (spirit-of-the-century-srd.txt L96-111) with the novels handed out for
the guest-star phases, then skills, stunts and refresh (L113-116); the files pass `check` and
save back byte for byte, and no draft shows in the players' view until finished."""

from __future__ import annotations

import io
import random
from contextlib import redirect_stdout

import pytest
from textual.widgets import Input

from fate_tui.campaign.players_view import players_view
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import main, make_app
from fate_tui.rules import sotc_phases
from fate_tui.rules.creation import StepKey
from fate_tui.rules.sotc_phases import Phase
from fate_tui.ui.characters.creation import CreationScreen
from fate_tui.ui.characters.sotc_phases import PhaseScreen
from tests.ui.conftest import bundled, loaded, press

NAMES = ("Drake Devlin", "Maggie Honor", "Jack Stone")
IDS = ("drake-devlin", "maggie-honor", "jack-stone")
NOVELS = {
    "drake-devlin": "Drake Devlin and the Spider's Web!",
    "maggie-honor": "Maggie Honor in... The Redemption Game!",
    "jack-stone": "Jack Stone vs. the Iron Khan!",
}
PYRAMIDS = {
    "drake-devlin": ("Pilot", "Guns, Athletics", "Alertness, Drive, Engineering"),
    "maggie-honor": ("Investigation", "Rapport, Contacting", "Deceit, Empathy, Art"),
    "jack-stone": ("Fists", "Might, Endurance", "Resolve, Intimidation, Survival"),
}
LOW = (
    "Stealth, Resources, Weapons, Burglary",
    "Science, Mysteries, Gambling, Leadership, Academics",
)


async def _fill(pilot, values: dict[str, str]) -> None:
    """Type each field's value (set on the Input, as typing long text would), then PgDn."""
    for input_id, value in values.items():
        pilot.app.screen.query_one(f"#{input_id}", Input).value = value
    await pilot.pause()
    await press(pilot, "pagedown")
    await pilot.pause()


async def _palette(pilot, words: str) -> None:
    await press(pilot, "ctrl+p")
    await pilot.press(*words)
    await pilot.pause()
    await press(pilot, "enter")
    await pilot.pause()


def _phase_fields(member_id: str, phase: Phase) -> dict[str, str]:
    number = sotc_phases.phase_info(phase).number
    fields = {
        "phase-aspect-0": f"{member_id} aspect {number}a",
        "phase-aspect-1": f"{member_id} aspect {number}b",
    }
    if phase is Phase.NOVEL:
        fields["phase-novel"] = NOVELS[member_id]
        fields["phase-story"] = f"The blurb of {member_id}'s novel."
    if phase in sotc_phases.GUEST_PHASES:
        fields["phase-role"] = f"{member_id} lends a hand in phase {number}."
    return fields


def _drafts_save_back_byte_for_byte(folder, drafted: bool) -> None:
    store = CampaignStore.load(folder)
    for member_id in IDS:
        path = folder / "characters" / f"{member_id}.toml"
        before = path.read_bytes()
        assert (b"[draft]" in before) is drafted
        assert store.commit("nothing", characters=[store.state.characters[member_id]]) is None
        assert path.read_bytes() == before


@pytest.mark.long_running
async def test_a_group_of_three_left_taken_up_again_and_through_the_five_phases(tmp_path, capsys):
    folder = bundled(tmp_path, "brass-leviathan")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        await _palette(pilot, "Make the group")
        app.screen.query_one(Input).value = ", ".join(NAMES)
        await press(pilot, "enter")
        await pilot.pause()
        # The group is left and taken up again, and drafts stay off the players' view.
        screen = app.screen
        assert isinstance(screen, PhaseScreen)
        assert (screen.phase, screen.member_id) == (Phase.BACKGROUND, IDS[0])
        await _fill(pilot, _phase_fields(IDS[0], Phase.BACKGROUND))
        app.screen.query_one("#phase-aspect-0", Input).value = "Half Written"
        await press(pilot, "escape")
        await pilot.pause()
        assert not isinstance(app.screen, PhaseScreen)
        view = players_view(app.controller.state)
        assert not {p.id for p in view.pcs} & set(IDS)
        with redirect_stdout(io.StringIO()) as written:  # the app holds stdout meanwhile
            assert main(["check", str(folder)]) == 0
        out = written.getvalue()
        assert "phase 1 (Background) of the group run" in out
        assert not [line for line in out.splitlines() if ": error:" in line]
        _drafts_save_back_byte_for_byte(folder, drafted=True)
        await _palette(pilot, "Continue making the group")
        screen = app.screen
        assert isinstance(screen, PhaseScreen)
        assert (screen.phase, screen.member_id) == (Phase.BACKGROUND, IDS[1])
        assert screen.query_one("#phase-aspect-0", Input).value == "Half Written"
        # PgUp takes the PC before back into the phase, what it wrote kept.
        await press(pilot, "pageup")
        await pilot.pause()
        assert app.screen.member_id == IDS[0]
        assert app.screen.query_one("#phase-aspect-0", Input).value == "drake-devlin aspect 1a"
        await press(pilot, "pagedown")  # on to the next PC, as written
        await pilot.pause()

        # Through the five phases (the first PC's first phase written above), skills and
        # stunts.
        state = app.controller.state
        for phase in sotc_phases.PHASE_ORDER:
            for member_id in IDS:
                if (phase, member_id) == (Phase.BACKGROUND, IDS[0]):
                    continue
                screen = app.screen
                assert isinstance(screen, PhaseScreen)
                # Every PC goes through a phase before the next starts (L97).
                assert (screen.phase, screen.member_id) == (phase, member_id)
                if phase in sotc_phases.GUEST_PHASES:
                    held = sotc_phases.novel_held(state.characters[member_id], phase)
                    card = str(screen.query_one("#phase-card").render())
                    assert NOVELS[held] in card
                await _fill(pilot, _phase_fields(member_id, phase))
                state = app.controller.state
        # The cards: never one's own novel, never the same book twice (L110-111).
        for member_id in IDS:
            guest_in = sotc_phases.record(state.characters[member_id]).guest_in
            assert len(guest_in) == 2
            assert member_id not in guest_in
            assert guest_in[0] != guest_in[1]
        for member_id in IDS:
            screen = app.screen
            assert isinstance(screen, CreationScreen)
            assert screen.step is StepKey.SKILLS
            top, great, good = PYRAMIDS[member_id]
            await _fill(
                pilot,
                {
                    "skill-5": top,
                    "skill-4": great,
                    "skill-3": good,
                    "skill-2": LOW[0],
                    "skill-1": LOW[1],
                },
            )
            assert app.screen.step is StepKey.STUNTS
            stunts = {f"stunt-{i}": f"Knack {i}: +1 when it counts" for i in range(5)}
            await _fill(pilot, stunts)
            assert app.screen.step is StepKey.FINISH
            description = app.screen.query_one("#detail-description", Input).value
            assert NOVELS[member_id] in description
            await _fill(pilot, {"detail-player": "Player of " + member_id})
        assert not isinstance(app.screen, (CreationScreen, PhaseScreen))
        state = app.controller.state
        for member_id in IDS:
            made = state.characters[member_id]
            assert made.draft_step is None
            assert len(made.aspects) == 10
            # Fate points start at the number of aspects (L42).
            assert made.fate_points == 10
    assert main(["check", str(folder)]) == 0
    out = capsys.readouterr().out
    assert not [line for line in out.splitlines() if ": error:" in line]
    _drafts_save_back_byte_for_byte(folder, drafted=False)


async def test_the_cards_are_dealt_with_the_injected_shuffle_and_a_lone_draft_goes_on(tmp_path):
    """The same seed deals the same cards: the shuffle is the screen's injected Random. A SotC
    draft outside any group (its `[draft]` written by hand) at the skills step is taken up
    from the palette on the step-by-step screen."""
    folder = bundled(tmp_path, "brass-leviathan")
    (folder / "characters" / "lone-wolf.toml").write_text(
        'name = "Lone Wolf"\n\n[draft]\nstep = "skills"\n'
    )
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        from fate_tui.campaign.intents import sotc_phases as intents

        app.run_intent(intents.start_group, NAMES)
        app.push_screen(PhaseScreen(random.Random(7)))
        await pilot.pause()
        for phase in sotc_phases.PHASE_ORDER[:3]:
            for member_id in IDS:
                await _fill(pilot, _phase_fields(member_id, phase))
        dealt = {
            c.id: sotc_phases.novel_held(c, Phase.GUEST_STAR_1)
            for c in intents.group(app.controller)
        }
        expected = sotc_phases.hand_out(list(IDS), {}, random.Random(7))
        assert dealt == expected

        # The hand-written draft, taken up from the palette.
        await press(pilot, "escape")
        await pilot.pause()
        assert not isinstance(app.screen, PhaseScreen)
        await _palette(pilot, "Continue making: Lone")
        screen = app.screen
        assert isinstance(screen, CreationScreen)
        assert screen.step is StepKey.SKILLS
        # Skills come first in SotC (the phases are the group's): PgUp goes nowhere.
        await press(pilot, "pageup")
        assert app.screen.step is StepKey.SKILLS
