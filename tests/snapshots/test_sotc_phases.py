"""Spirit of the Century's five phases at 80x24: a group of three in phase four, the second
PC holding another's novel's card, its part half written and the live checks saying what is
still open.

Regenerate after an intended change with `pytest tests/snapshots --snapshot-update` and
look at the SVG before committing it.
"""

import random

from textual.widgets import Input

from fate_tui.cli import make_app
from fate_tui.ui.characters.sotc_phases import PhaseScreen
from tests.ui.conftest import bundled, loaded


def group_in_phase_four(ctl) -> None:
    """Three PCs through the first three phases, as the group run saves them."""
    from fate_tui.campaign.intents import sotc_phases as intents
    from fate_tui.rules import sotc_phases
    from fate_tui.rules.sotc_phases import Phase

    rng = random.Random(4)
    titles = {
        "drake-devlin": ("Drake Devlin and the Spider's Web!", "Cairo's silk merchants vanish."),
        "maggie-honor": ("Maggie Honor in... The Redemption Game", "A rigged election in Chicago."),
        "jack-stone": ("Jack Stone vs. the Iron Khan!", "Steel men march on Ulan Bator."),
    }
    aspects = {
        Phase.BACKGROUND: ("Senator's Restless Son", "Boarding-School Brawler"),
        Phase.WAR: ("Ace of the Lafayette Escadrille", "Shot Down Over Verdun"),
        Phase.NOVEL: ("Tangled in the Web", "Owes the Silk Guild"),
    }
    ids = intents.start_group(ctl, ["Drake Devlin", "Maggie Honor", "Jack Stone"])
    for phase in (Phase.BACKGROUND, Phase.WAR, Phase.NOVEL):
        for member_id in ids:
            member = ctl.state.characters[member_id]
            member = sotc_phases.with_phase_aspects(member, phase, aspects[phase])
            if phase is Phase.NOVEL:
                member = sotc_phases.with_novel(member, *titles[member_id])
            intents.save_phase(ctl, member, done=True, rng=rng)
    drake = ctl.state.characters["drake-devlin"]
    drake = sotc_phases.with_guest_role(drake, Phase.GUEST_STAR_1, "Flies the getaway plane.")
    drake = sotc_phases.with_phase_aspects(drake, Phase.GUEST_STAR_1, ["Never Lands Twice"])
    intents.save_phase(ctl, drake, done=True, rng=rng)


def test_sotc_phase_screen(snap_compare, tmp_path):
    folder = bundled(tmp_path, "brass-leviathan")

    async def ready(pilot):
        app = pilot.app
        await loaded(app, pilot)
        group_in_phase_four(app.controller)
        app.push_screen(PhaseScreen(random.Random(1)))
        await pilot.pause()
        await pilot.pause()
        app.screen.query_one("#phase-role", Input).value = "Maggie bribes the Khan's"
        app.screen.query_one("#phase-aspect-0", Input).value = "Knows a Fixer in Every Port"
        # A blinking cursor would be caught on or off by how busy the machine is.
        for field in app.screen.query(Input):
            field.cursor_blink = False
        await pilot.pause()
        app.clear_notifications()
        await pilot.pause()

    assert snap_compare(
        make_app(folder, watch_interval=None), terminal_size=(80, 24), run_before=ready
    )
