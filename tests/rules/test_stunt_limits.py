"""Stunts usable once a scene or once a session (spirit-of-the-century-srd.txt, each test
naming its line; a stunt on the sheet says its own limit)."""

import pytest

from fate_tui.rules.character import Stunt
from fate_tui.rules.errors import RulesError
from fate_tui.rules.rulesets import CONDENSED, SOTC
from fate_tui.rules.stunt_limits import Per, check_use, limit_of, record_use, times_used


def test_sotc_L791_a_commission_in_place_of_resources_is_once_per_session():
    # "Once per session, you may use your Art skill instead of Resources"
    assert limit_of(Stunt("Art stunt 8"), SOTC) is Per.SESSION


def test_sotc_L1174_a_hunch_is_once_per_scene():
    # "Once per scene, you may make a guess about what the 'deal' is"
    assert limit_of(Stunt("Investigation stunt 3"), SOTC) is Per.SCENE


def test_sotc_L1150_aura_of_fear_is_once_per_scene_and_L1085_winnings_once_per_session():
    assert limit_of(Stunt("Aura of Fear"), SOTC) is Per.SCENE
    assert limit_of(Stunt("Gambling stunt 6"), SOTC) is Per.SESSION


def test_sotc_L918_custom_ride_s_device_is_once_a_session_its_driving_bonus_has_no_limit():
    # L918: "once per session, spend a fate point and declare that the car has some extra
    # device"; the bonus when driving (L917) is every roll.
    assert limit_of(Stunt("Custom Ride"), SOTC) is None
    assert limit_of(Stunt("Custom Ride"), SOTC, "driving your own car") is None
    device = "the car's extra device, declared (an oil slick, a speed boost...)"
    assert limit_of(Stunt("Custom Ride"), SOTC, device) is Per.SESSION


def test_a_stunt_on_the_sheet_says_its_own_limit():
    assert limit_of(Stunt("Line of Salt", once_per_session=True), CONDENSED) is Per.SESSION
    assert limit_of(Stunt("Hymn", once_per_scene=True), CONDENSED) is Per.SCENE
    assert limit_of(Stunt("Hymn", bonus=2), CONDENSED) is None


def test_a_use_past_its_limit_is_refused_unless_the_gm_overrides_it():
    used = record_use({}, "maren", ["Hymn"])
    assert used == {"maren": ("Hymn",)}
    assert times_used(used["maren"], "hymn") == 1
    check_use("Hymn", Per.SCENE, in_scene=(), in_session=used["maren"])  # another scene
    with pytest.raises(RulesError, match="once per scene and was used in this scene"):
        check_use("Hymn", Per.SCENE, in_scene=used["maren"], in_session=())
    check_use("Hymn", Per.SCENE, in_scene=used["maren"], in_session=(), override=True)
    check_use("Hymn", None, in_scene=used["maren"], in_session=used["maren"])
