"""Stunts usable once a scene or once a session: each use is counted in the scene file or in
campaign.toml's [current] table with the roll, a use past the limit is refused unless the GM
overrides it, undo takes the use back, and the count empties when the scene or session ends."""

from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters, rolls, scene_end, sessions
from fate_tui.campaign.roll.roll_session import RollSession
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.action_effects import Action
from fate_tui.rules.errors import RulesError

COMMISSION = "Art stunt 8"  # spirit-of-the-century-srd.txt L791: "Once per session ..."
IMOGEN = "imogen-vance"


@pytest.fixture
def brass(copy_campaign) -> Controller:
    return Controller(CampaignStore.load(copy_campaign("brass-leviathan")))


def _commission(ctl: Controller, **setup) -> RollSession:
    """Dr Vance rolls Resources; her Art stunt 8 offers Art in its place (L791)."""
    session = RollSession.start(ctl.state, IMOGEN).setup(skill="Resources", difficulty=1, **setup)
    assert COMMISSION in {s.name for s in session.stunts_for()}
    return session


def _apply(ctl: Controller, session: RollSession) -> None:
    rolls.apply_roll(ctl, replace(session.roll, dice=(0, 0, 0, 0)))


def test_sotc_L791_a_once_a_session_stunt_is_counted_in_campaign_toml_and_refused_again(brass):
    characters.add_stunt(brass, IMOGEN, COMMISSION)
    first = _commission(brass)
    assert first.used_up(first.stunts_for()[0]) is None
    _apply(brass, first.toggle_stunt(COMMISSION))
    text = (brass.root / "campaign.toml").read_text()
    assert '[current.stunts_used]\nimogen-vance = ["Art stunt 8"]' in text
    assert CampaignStore.load(brass.root).state.story.stunts_used == {IMOGEN: (COMMISSION,)}

    second = _commission(brass)
    assert second.used_up(second.stunts_for()[0]) == "session"
    with pytest.raises(RulesError, match="used once per session and was used in this session"):
        second.toggle_stunt(COMMISSION)
    # The GM overrides the limit: the roll goes through, and says so in the log.
    _apply(brass, second.toggle_stunt(COMMISSION, override=True))
    entries, _ = brass.log_entries()
    assert "Art stunt 8 used again (the GM allowed it past its limit)" in entries[-1].text
    assert brass.state.story.stunts_used[IMOGEN] == (COMMISSION, COMMISSION)

    brass.undo()
    brass.undo()
    assert CampaignStore.load(brass.root).state.story.stunts_used == {}
    assert "stunts_used" not in (brass.root / "campaign.toml").read_text()


def test_sotc_L791_the_session_s_count_empties_when_the_session_ends(brass):
    characters.add_stunt(brass, IMOGEN, COMMISSION)
    _apply(brass, _commission(brass).toggle_stunt(COMMISSION))
    scene_end.end(brass)
    sessions.end_session(brass, sessions.SessionEnd(advances={}))
    assert brass.state.story.stunts_used == {}
    assert "stunts_used" not in (brass.root / "campaign.toml").read_text()


def test_a_once_a_scene_stunt_on_the_sheet_is_counted_in_the_scene_file(ashen):
    # A stunt the GM writes `once_per_scene = true` on: the Drowned Hymnal's +2 on Lore.
    path = ashen / "characters" / "maren.toml"
    text = path.read_text()
    path.write_text(
        text.replace(
            'action = "create_advantage"\n',
            'action = "create_advantage"\nonce_per_scene = true\n',
            1,
        )
    )
    ctl = Controller(CampaignStore.load(ashen))
    hymnal = "Drowned Hymnal"
    session = RollSession.start(ctl.state, "maren").setup(
        skill="Lore", action=Action.CREATE_ADVANTAGE, difficulty=1
    )
    rolls.apply_roll(
        ctl,
        replace(session.toggle_stunt(hymnal).roll, dice=(1, 1, 0, 0)),
        rolls.Names(aspect="Salt Lines Everywhere"),
    )
    scene = ctl.state.current_scene
    assert scene.stunts_used == {"maren": (hymnal,)}
    assert (
        '[stunts_used]\nmaren = ["Drowned Hymnal"]'
        in (ashen / "scenes" / f"{scene.id}.toml").read_text()
    )
    again = RollSession.start(ctl.state, "maren").setup(
        skill="Lore", action=Action.CREATE_ADVANTAGE
    )
    assert again.used_up(again.stunts_for()[0]) == "scene"
    with pytest.raises(RulesError, match="once per scene"):
        again.toggle_stunt(hymnal)
    scene_end.end(ctl)
    ended = CampaignStore.load(ashen).state.scenes[scene.id]
    assert ended.stunts_used == {}


def test_a_hand_written_count_that_is_not_a_list_of_names_is_a_clear_problem(ashen):
    path = ashen / "campaign.toml"
    path.write_text(
        path.read_text().replace(
            'scene = "drowned-chapel"', 'scene = "drowned-chapel"\nstunts_used = { maren = 3 }', 1
        )
    )
    store = CampaignStore.load(ashen)
    found = [p for p in store.problems if p.key_path == "current.stunts_used.maren"]
    assert found and "expected a list" in found[0].message


def test_sotc_L918_custom_ride_s_device_is_once_a_session_its_driving_bonus_every_roll(brass):
    # L917: +1 driving the car, every roll; L918: "once per session, spend a fate point and
    # declare that the car has some extra device". The device is counted in [current]
    # stunts_used and charged a fate point with the roll; a second one is refused.
    characters.add_stunt(brass, IMOGEN, "Custom Ride")
    device = "Custom Ride: the car's extra device, declared (an oil slick, a speed boost...)"
    driving = "Custom Ride: driving your own car"
    points = brass.state.characters[IMOGEN].fate_points

    def drive() -> RollSession:
        return RollSession.start(brass.state, IMOGEN).setup(skill="Drive", difficulty=1)

    _apply(brass, drive().toggle_stunt(driving).toggle_stunt(device))
    assert brass.state.story.stunts_used == {IMOGEN: (device,)}
    assert brass.state.characters[IMOGEN].fate_points == points - 1
    again = drive()
    _apply(brass, again.toggle_stunt(driving))  # the bonus has no limit
    assert again.used_up(next(u for u in again.stunts_for() if u.name == device)) == "session"
    with pytest.raises(RulesError, match="once per session"):
        again.toggle_stunt(device)
    brass.undo()
    brass.undo()
    assert brass.state.story.stunts_used == {}
    assert brass.state.characters[IMOGEN].fate_points == points
