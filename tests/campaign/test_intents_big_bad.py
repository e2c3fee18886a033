"""A big bad's options (fate-condensed-srd.txt L1313-1366) kept in its character file: written
and read back, bad values reported where they are, undo restoring the file."""

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import big_bad
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.big_bad import ImmunityKind, ImmunityState, SuppressMode
from fate_tui.rules.errors import RulesError

DEACON = "characters/drowned-deacon.toml"


def _switch_on(folder) -> None:
    path = folder / "campaign.toml"
    text = path.read_text(encoding="utf-8")
    on = 'options = ["extreme_consequences", "big_bad"]'
    path.write_text(text.replace('options = ["extreme_consequences"]', on), encoding="utf-8")


@pytest.fixture
def ctl(ashen) -> Controller:
    _switch_on(ashen)
    return Controller(CampaignStore.load(ashen))


def test_big_bad_options_round_trip_through_the_character_file(ctl, ashen):
    before = (ashen / DEACON).read_bytes()
    big_bad.set_immunity(ctl, "drowned-deacon", ImmunityKind.CHALLENGE)
    big_bad.set_minions(ctl, "drowned-deacon", ["Salt Warden", " ", "Drowned Faithful"])
    big_bad.set_amplified_invokes(ctl, "drowned-deacon", True)
    big_bad.set_suppress_invokes(ctl, "drowned-deacon", SuppressMode.REROLL_ONLY)
    big_bad.settle_immunity(ctl, "drowned-deacon", True)
    text = (ashen / DEACON).read_text(encoding="utf-8")
    assert text.startswith("#:schema ../.schemas/character.schema.json\n# A threat can be")
    assert "[big_bad]" in text
    options = CampaignStore.load(ashen).state.characters["drowned-deacon"].big_bad
    assert options.immunity.kind is ImmunityKind.CHALLENGE
    assert options.immunity.state is ImmunityState.VULNERABLE
    assert options.minions == ("Salt Warden", "Drowned Faithful")
    assert options.amplified_invokes and not options.solo
    assert options.suppress_invokes is SuppressMode.REROLL_ONLY
    for _ in range(5):
        ctl.undo()
    assert (ashen / DEACON).read_bytes() == before  # undo restores the file byte for byte


def test_a_pushed_minion_leaves_the_armor_and_refusals_are_clear(ctl):
    big_bad.set_minions(ctl, "drowned-deacon", ["Salt Warden"])
    assert big_bad.push_minion(ctl, "drowned-deacon", 2) == "Salt Warden"
    with pytest.raises(RulesError, match="no minion is left"):
        big_bad.push_minion(ctl, "drowned-deacon", 2)
    with pytest.raises(RulesError, match="no immunity to settle"):
        big_bad.settle_immunity(ctl, "drowned-deacon", True)
    with pytest.raises(RulesError, match="only an NPC"):
        big_bad.set_solo(ctl, "ansel", True)


def test_big_bad_options_refused_with_the_option_off(ashen):
    ctl = Controller(CampaignStore.load(ashen))
    with pytest.raises(RulesError, match="big_bad"):
        big_bad.set_solo(ctl, "drowned-deacon", True)


def test_bad_big_bad_values_are_reported_with_their_key_path(ashen):
    _switch_on(ashen)
    path = ashen / DEACON
    bad = '\n[big_bad]\nimmunity = "contset"\nminions = ["Goon", 3]\nsolo = "yes"\nwrath = 1\n'
    path.write_text(path.read_text(encoding="utf-8") + bad, encoding="utf-8")
    store = CampaignStore.load(ashen)
    found = {p.key_path: p.message for p in store.problems if p.file == DEACON}
    assert "did you mean 'contest'" in found["big_bad.immunity"]
    assert "expected text" in found["big_bad.minions[1]"]
    assert "expected true or false" in found["big_bad.solo"]
    assert "unknown key" in found["big_bad.wrath"]
