"""A big bad's options (fate-condensed-srd.txt L1313-1366) kept in its character file: written
and read back, bad values reported where they are, undo restoring the file."""

import tomllib
from dataclasses import replace

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import big_bad, conflicts
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.big_bad import ImmunityKind, ImmunityState, SuppressMode
from fate_tui.rules.character import Consequence
from fate_tui.rules.errors import RulesError
from fate_tui.rules.ruleset import Severity

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


def test_the_solo_and_suppression_sub_rules_round_trip_keeping_the_gms_keys(ashen):
    # L1354 (hits never reduced below 1) and L1356 (no stacking free invokes against it).
    _switch_on(ashen)
    path = ashen / DEACON
    written = "\n[big_bad]\n# the GM's note\nsolo = true\nwrath = 1  # a house rule\n"
    path.write_text(path.read_text(encoding="utf-8") + written, encoding="utf-8")
    ctl = Controller(CampaignStore.load(ashen))
    big_bad.set_hit_at_least_one(ctl, "drowned-deacon", True)
    big_bad.set_suppress_invokes(ctl, "drowned-deacon", SuppressMode.PLUS_ONE)
    big_bad.set_no_free_stacking(ctl, "drowned-deacon", True)
    text = path.read_text(encoding="utf-8")
    assert "# the GM's note\n" in text and "wrath = 1  # a house rule\n" in text
    table = tomllib.loads(text)["big_bad"]
    assert table["hit_at_least_one"] is True and table["no_free_stacking"] is True
    options = CampaignStore.load(ashen).state.characters["drowned-deacon"].big_bad
    assert options.solo and options.hit_at_least_one and options.no_free_stacking
    assert options.suppress_invokes is SuppressMode.PLUS_ONE
    lines = big_bad.summary(ctl.state, ctl.state.characters["drowned-deacon"])
    assert any("less stress from each hit (never below 1)" in line for line in lines)
    assert any("one free invoke a roll" in line for line in lines)
    # Switched off, the keys leave the file; the GM's own stay.
    big_bad.set_hit_at_least_one(ctl, "drowned-deacon", False)
    big_bad.set_no_free_stacking(ctl, "drowned-deacon", False)
    text = path.read_text(encoding="utf-8")
    assert "hit_at_least_one" not in text and "no_free_stacking" not in text
    assert "wrath = 1  # a house rule\n" in text


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


RISEN = 'name = "The Risen Deacon"\nkind = "major"\n\n[skills]\nFight = "Superb"\n'


def test_a_true_form_takes_the_field_carrying_consequences(ashen):
    # fate-condensed-srd.txt L1339: a big bad of two characters beaten one after the other;
    # L1341: the gentler reveal carries consequences, mild dismissed, the others one milder.
    _switch_on(ashen)
    (ashen / "characters" / "risen-deacon.toml").write_text(RISEN, encoding="utf-8")
    ctl = Controller(CampaignStore.load(ashen))
    hesper = ctl.state.characters["hesper-vane"]
    hurt = (
        Consequence("mild", Severity.MILD, "Singed Sleeve"),
        Consequence("moderate", Severity.MODERATE, "Cracked Mask"),
    )
    ctl.apply("hurt", characters=[replace(hesper, consequences=hurt)])
    with pytest.raises(RulesError, match="no true form"):
        big_bad.reveal_true_form(ctl, "hesper-vane")
    with pytest.raises(RulesError, match="another character"):
        big_bad.set_true_form(ctl, "hesper-vane", "hesper-vane")
    big_bad.set_true_form(ctl, "hesper-vane", "risen-deacon", carry=True)
    # L1339: the true form is freed when the old form is taken out, not before.
    with pytest.raises(RulesError, match="not taken out yet"):
        big_bad.reveal_true_form(ctl, "hesper-vane")
    hesper = ctl.state.characters["hesper-vane"]
    ctl.apply("out", characters=[replace(hesper, taken_out=True)])
    assert big_bad.true_form_of(ctl.state, "hesper-vane") == "risen-deacon"
    assert big_bad.reveal_true_form(ctl, "hesper-vane") == "risen-deacon"
    state = CampaignStore.load(ashen).state
    risen = state.characters["risen-deacon"]
    assert [(c.slot, c.aspect) for c in risen.consequences] == [("mild", "Cracked Mask")]
    assert "risen-deacon" not in state.current_scene.cast  # Hesper is not in this scene
    assert "carrying 'Cracked Mask'" in ctl.store.log_entries()[0][-1].text


def test_the_true_form_joins_the_old_forms_side_of_a_running_conflict(ashen):
    _switch_on(ashen)
    (ashen / "characters" / "risen-deacon.toml").write_text(RISEN, encoding="utf-8")
    ctl = Controller(CampaignStore.load(ashen))
    conflicts.start(ctl, {"Heroes": ["maren", "corvin"], "Drowned": ["drowned-deacon"]})
    big_bad.set_true_form(ctl, "drowned-deacon", "risen-deacon")
    deacon = ctl.state.characters["drowned-deacon"]
    scene, out = conflicts.knocked_out(ctl.state.current_scene, deacon)
    ctl.apply("out", characters=[out], scenes=[scene])
    big_bad.reveal_true_form(ctl, "drowned-deacon")
    scene = CampaignStore.load(ashen).state.current_scene
    assert scene.conflict.side_of("risen-deacon").name == "Drowned"
    assert scene.positions["risen-deacon"] == "Altar"  # where the old form stood
    assert "risen-deacon" in scene.conflict.members and scene.conflict.in_fight("risen-deacon")


def test_a_threat_map_is_kept_in_the_file_and_played_part_by_part(ctl, ashen):
    # L1360-1364: parts act on their own; a part guarding the heart must fall first.
    big_bad.add_threat_part(ctl, "drowned-deacon", "Drowned Heart")
    text = (ashen / DEACON).read_text(encoding="utf-8")
    assert '[[big_bad.threat]]\nname = "Drowned Heart"\nheart = true\n' in text  # as documented
    big_bad.add_threat_part(
        ctl, "drowned-deacon", "Choir of the Faithful", "Drowned Heart", "drowned-faithful"
    )
    written = tomllib.loads((ashen / DEACON).read_text(encoding="utf-8"))["big_bad"]["threat"]
    assert written == [
        {"name": "Drowned Heart", "heart": True, "guarded_by": ["Choir of the Faithful"]},
        {"name": "Choir of the Faithful", "character": "drowned-faithful"},
    ]
    with pytest.raises(RulesError, match="still guarded by 'Choir of the Faithful'"):
        big_bad.take_out_part(ctl, "drowned-deacon", "Drowned Heart")
    big_bad.take_out_part(ctl, "drowned-deacon", "choir of the faithful")
    big_bad.take_out_part(ctl, "drowned-deacon", "Drowned Heart")
    threat = CampaignStore.load(ashen).state.characters["drowned-deacon"].big_bad.threat
    assert threat.defeated and threat.zone("Choir of the Faithful").character == (
        "drowned-faithful"
    )
    assert "the big bad is defeated" in ctl.store.log_entries()[0][-1].text
    big_bad.clear_threat(ctl, "drowned-deacon")
    assert "big_bad" not in tomllib.loads((ashen / DEACON).read_text(encoding="utf-8"))


def test_a_threat_written_inline_becomes_tables_as_it_outgrows_its_line(ashen):
    # Earlier versions wrote a one-part threat as one inline line and kept that form as parts
    # were added; past the line width it moves to [[big_bad.threat]], comments and all.
    _switch_on(ashen)
    path = ashen / DEACON
    inline = (
        '\n[big_bad]\nmood = "wrathful"\n# heart first\n'
        'threat = [{ name = "Heart", heart = true, smell = "brine" }]  # the map\n'
    )
    path.write_text(path.read_text(encoding="utf-8") + inline, encoding="utf-8")
    ctl = Controller(CampaignStore.load(ashen))
    big_bad.add_threat_part(ctl, "drowned-deacon", "Choir of the Faithful", "Heart")
    text = path.read_text(encoding="utf-8")
    assert "threat = [" not in text
    assert 'mood = "wrathful"' in text  # a key fate-tui does not know is kept
    assert "# heart first\n[[big_bad.threat]]  # the map\n" in text
    assert tomllib.loads(text)["big_bad"]["threat"] == [
        {"name": "Heart", "heart": True, "smell": "brine", "guarded_by": ["Choir of the Faithful"]},
        {"name": "Choir of the Faithful"},
    ]
    ctl.undo()
    assert inline in path.read_text(encoding="utf-8")


def test_a_threat_map_without_a_heart_is_reported_at_its_key(ashen):
    _switch_on(ashen)
    path = ashen / DEACON
    bad = '\n[[big_bad.threat]]\nname = "Maw"\nguarded_by = ["Gullet"]\nwings = 2\n'
    path.write_text(path.read_text(encoding="utf-8") + bad, encoding="utf-8")
    found = {p.key_path: p.message for p in CampaignStore.load(ashen).problems if p.file == DEACON}
    assert "needs a heart" in found["big_bad.threat"]
    assert "unknown key" in found["big_bad.threat[0].wings"]


def test_a_true_form_or_part_naming_no_character_is_reported(ashen):
    _switch_on(ashen)
    path = ashen / DEACON
    bad = '\n[big_bad]\ntrue_form = "risen"\n[[big_bad.threat]]\nname = "Heart"\nheart = true\n'
    bad += 'character = "hart"\n'
    path.write_text(path.read_text(encoding="utf-8") + bad, encoding="utf-8")
    found = {p.key_path: p.message for p in CampaignStore.load(ashen).problems if p.file == DEACON}
    assert found["big_bad.true_form"] == "no character 'risen': expected characters/risen.toml"
    assert "no character 'hart'" in found["big_bad.threat[0].character"]
