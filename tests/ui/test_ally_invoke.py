"""An ally's invoke for +2 on someone else's roll, in the Roll dialog (`l` paying a fate point,
`L` using a free invoke the ally holds): fate-condensed-srd.txt L766, "Outside of your turn,
you may invoke an aspect to add a bonus to someone else's roll"."""

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import conflicts
from fate_tui.campaign.roll.roll_session import RollSession
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.rules.errors import RulesError
from fate_tui.rules.invokes import InvokeMode, Payment
from fate_tui.rules.rulesets import CONDENSED, SOTC
from fate_tui.ui.help_text.fate_points import invoke_lines
from fate_tui.ui.play.absorb import AbsorbDialog
from fate_tui.ui.roll_dialog.invoke_list import InvokeList, row
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.table import TableScreen
from tests.ui.conftest import (
    bundled,
    choose,
    dialog_title,
    loaded,
    option_prompts,
    press,
    saved,
    type_dice,
)

ALLY = InvokeMode.ALLY_BONUS
BOOST = "Deacon Off Balance"  # Corvin's boost in the Drowned Chapel
TIDE = "Tide Rising Through the Floor Stones"


def _files(folder):
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*.toml"))
        if "log" not in p.parts
    }


def _option(session: RollSession, name: str):
    return next(o for o in session.invoke_options() if o.aspect.name == name)


async def _maren_attacks_the_deacon(pilot) -> RollDialog:
    """r, Maren, Fight, attack the Deacon, and the dice typed in: 0000 against 0000."""
    app = pilot.app
    assert isinstance(app.screen, TableScreen)
    await press(pilot, "r")
    dialog = app.screen
    await press(pilot, "c")
    await choose(pilot, "maren")
    await press(pilot, "3")
    await choose(pilot, "drowned-deacon")
    await press(pilot, "k")
    await choose(pilot, "Fight")
    await press(pilot, "p")
    await type_dice(pilot, "0000", "0000")
    assert dialog.session.roll.rolled
    return dialog


async def _highlight(pilot, dialog: RollDialog, name: str) -> None:
    invokes = dialog.query_one(InvokeList)
    invokes.highlighted = invokes.get_option_index(f"|{name}")  # a scene aspect: no owner
    await pilot.pause()


async def test_allies_invoke_by_keys_paid_and_free_logged_undone_and_alone_in_a_conflict(
    campaign,
):
    before = _files(campaign)
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        dialog = await _maren_attacks_the_deacon(pilot)
        effort = dialog.session.worked.resolution.effort
        # The boost Corvin holds is his to spend on Maren's roll: the list says so.
        boost = _option(dialog.session, BOOST)
        assert "Corvin Ashgrave: 1 free" in str(row(dialog.session, boost))

        await _highlight(pilot, dialog, BOOST)
        await press(pilot, "L")
        assert "for free for +2 on Maren" in dialog_title(app)
        prompts = option_prompts(app)
        assert set(prompts) == {"corvin", "ansel", "tamsin"}  # the PCs in the scene
        assert "1 free here" in prompts["corvin"]
        await press(pilot, "enter")  # Corvin, highlighted as the one holding it
        assert dialog.session.roll.invokes[-1].invoker == "corvin"
        assert dialog.session.worked.resolution.effort == effort + 2

        await _highlight(pilot, dialog, TIDE)
        await press(pilot, "l")
        await choose(pilot, "tamsin")  # she pays her one fate point
        invokes = dialog.session.roll.invokes
        assert [(i.invoker, i.mode, i.payment) for i in invokes] == [
            ("corvin", ALLY, Payment.FREE),
            ("tamsin", ALLY, Payment.FATE_POINT),
        ]
        assert dialog.session.worked.resolution.effort == effort + 4

        await press(pilot, "enter")
        if isinstance(app.screen, AbsorbDialog):
            await press(pilot, "enter")  # the Deacon takes the hit the recommended way
        assert isinstance(app.screen, TableScreen)
        state = saved(campaign)
        assert state.characters["tamsin"].fate_points == 0
        assert state.characters["maren"].fate_points == 3  # Maren paid nothing
        assert BOOST not in [a.name for a in state.current_scene.aspects]  # used, gone
        entries, _ = CampaignStore.load(campaign).log_entries()
        text = entries[-1].text
        assert f"'{BOOST}' +2 to an ally (free) by Corvin Ashgrave" in text
        assert f"'{TIDE}' +2 to an ally (fate point) by Tamsin" in text

        await press(pilot, "u")
        assert _files(campaign) == before

        # With one ally fighting beside the roller, the ally keys ask nobody (the conflict's
        # start forgets Maren's last choices: her roll is set up anew).
        ctl = app.controller
        # A conflict: Maren and Corvin against the drowned; Ansel and Tamsin stay out of it.
        sides = {"The crew": ["maren", "corvin"], "The drowned": ["drowned-deacon"]}
        conflicts.start(ctl, sides, first="maren")
        await pilot.pause()
        dialog = await _maren_attacks_the_deacon(pilot)
        assert dialog.session.allies() == ("corvin",)
        await _highlight(pilot, dialog, BOOST)
        await press(pilot, "L")
        assert app.screen is dialog  # no picker: Corvin invokes
        assert dialog.session.roll.invokes[-1].invoker == "corvin"


async def test_no_ally_key_where_the_rule_set_has_no_such_invoke(tmp_path):
    """Spirit of the Century has no invoke for an ally's +2 (its tags help the tagger's own
    roll, SOC L224): `l` and `L` are not offered, and the rules refuse it."""
    app = make_app(bundled(tmp_path, "brass-leviathan"), watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "r")
        dialog = app.screen
        assert isinstance(dialog, RollDialog)
        if dialog.session is None:
            await press(pilot, "enter")
        await press(pilot, "p")
        await type_dice(pilot, "0000")
        assert dialog.session.roll.rolled
        assert dialog.check_action("invoke_ally", ("free",)) is False
        assert dialog.session.allies() == ()
        before = dialog.session.roll.invokes
        await press(pilot, "L")
        assert dialog.session.roll.invokes == before


@pytest.fixture
def state(campaign):
    return saved(campaign)


def test_an_npcs_ally_pays_from_the_gms_pool(state):
    """The Deacon attacks Corvin; the Drowned Faithful (an NPC in the scene) invokes for him,
    paying from the GM's pool."""
    session = RollSession.start(state, "drowned-deacon").with_action(2).with_target("corvin")
    session = session.rolled((0, 0, 0, 0), (0, 0, 0, 0), typed=True)
    assert "drowned-faithful" in session.allies()
    assert not {"maren", "corvin", "ansel", "tamsin"} & set(session.allies())
    option = _option(session, TIDE)
    used = session.with_invoke(option, ALLY, Payment.FATE_POINT, ally="drowned-faithful")
    assert used.worked.invokes.bonus == 2
    assert used.fate_points("drowned-faithful") == ("gm", state.current_scene.gm_pool - 1)


def test_an_ally_invoking_the_targets_aspect_is_hostile_and_pays_the_target(state):
    session = RollSession.start(state, "maren").with_action(2).with_target("drowned-deacon")
    session = session.rolled((0, 0, 0, 0), (0, 0, 0, 0), typed=True)
    theirs = next(o for o in session.invoke_options() if o.where == "target")
    used = session.with_invoke(theirs, ALLY, Payment.FATE_POINT, ally="tamsin")
    assert used.roll.invokes[-1].hostile
    assert [p.receiver for p in used.worked.invokes.payouts] == ["drowned-deacon"]


def test_only_an_ally_may_invoke_for_the_roller_and_only_with_what_they_hold(state):
    session = RollSession.start(state, "maren").with_action(2).with_target("drowned-deacon")
    option = _option(session, BOOST)
    with pytest.raises(RulesError, match="roll first"):
        session.with_invoke(option, ALLY, Payment.FREE, ally="corvin")
    session = session.rolled((0, 0, 0, 0), (0, 0, 0, 0), typed=True)
    # The target is no ally; neither is an NPC of the other side.
    for foe in ("drowned-deacon", "drowned-faithful"):
        with pytest.raises(RulesError, match="not on Maren Holloway's side"):
            session.with_invoke(option, ALLY, Payment.FATE_POINT, ally=foe)
    with pytest.raises(RulesError, match="which ally"):
        session.with_invoke(option, ALLY, Payment.FREE)
    # Ansel holds no free invoke on Corvin's boost, and a boost is never paid for.
    with pytest.raises(RulesError, match="no free invoke for ansel"):
        session.with_invoke(option, ALLY, Payment.FREE, ally="ansel")
    with pytest.raises(RulesError, match="boost"):
        session.with_invoke(option, ALLY, Payment.FATE_POINT, ally="ansel")
    # Tamsin has one fate point: she cannot pay twice.
    tide = session.with_invoke(_option(session, TIDE), ALLY, Payment.FATE_POINT, ally="tamsin")
    with pytest.raises(RulesError, match="tamsin has 1 fate point"):
        tide.with_invoke(_option(session, HYMN_ASPECT), ALLY, Payment.FATE_POINT, ally="tamsin")


HYMN_ASPECT = "Hymn Rising From Under the Altar"


def test_in_a_conflict_allies_are_the_roller_s_side_still_fighting(campaign):
    ctl = Controller(CampaignStore.load(campaign))
    sides = {
        "The crew": ["maren", "corvin", "ansel"],
        "The drowned": ["drowned-deacon", "drowned-faithful"],
        "Tamsin": ["tamsin"],
    }
    conflicts.start(ctl, sides, first="maren")
    session = RollSession.start(ctl.state, "maren").with_action(2).with_target("drowned-deacon")
    assert session.allies() == ("corvin", "ansel")  # Tamsin fights on her own side
    conflicts.concede(ctl, "ansel", "Crawls out of the water")
    session = RollSession.start(ctl.state, "maren").with_action(2).with_target("drowned-deacon")
    assert session.allies() == ("corvin",)


def test_help_says_where_an_allys_invoke_is_made_where_the_rule_set_has_it():
    condensed = " ".join(invoke_lines(CONDENSED))
    assert "l has an ally in the scene" in condensed and "L spends a free invoke" in condensed
    assert "l has an ally" not in " ".join(invoke_lines(SOTC))
