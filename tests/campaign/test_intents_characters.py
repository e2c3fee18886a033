"""Character sheet intents: every edit lands in the character's file, the log and undo."""

import shutil

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.character import CharacterKind
from fate_tui.rules.derived import refresh
from fate_tui.rules.errors import FateError, RulesError
from fate_tui.rules.validation import validate_character
from tests.campaign.conftest import CAMPAIGNS, snapshot


@pytest.fixture
def ctl(ashen) -> Controller:
    return Controller(CampaignStore.load(ashen))


def _reloaded(ctl: Controller):
    return CampaignStore.load(ctl.store.root).state


def _last_log(ctl: Controller):
    entries, _ = ctl.store.log_entries()
    return entries[-1]


def test_rename_reaches_the_file_and_the_log(ctl):
    characters.rename(ctl, "tamsin", "Tamsin Reed-Holloway")
    assert _reloaded(ctl).characters["tamsin"].name == "Tamsin Reed-Holloway"
    entry = _last_log(ctl)
    assert entry.kind == "change" and "now called Tamsin Reed-Holloway" in entry.text
    with pytest.raises(RulesError, match="cannot be empty"):
        characters.rename(ctl, "tamsin", "   ")


def test_renaming_to_the_same_name_changes_and_logs_nothing(ctl):
    count = len(ctl.store.log_entries()[0])
    characters.rename(ctl, "tamsin", "Tamsin Reed")
    assert len(ctl.store.log_entries()[0]) == count
    assert not ctl.store.undo_stack


def test_aspects_added_rewritten_given_a_role_and_removed(ctl):
    characters.add_aspect(ctl, "tamsin", "Owes Brannock a Favour")
    tamsin = _reloaded(ctl).characters["tamsin"]
    assert tamsin.aspect("Owes Brannock a Favour").role is None
    characters.set_aspect(ctl, "tamsin", "owes brannock a favour", "Owes Brannock Two Favours")
    assert _reloaded(ctl).characters["tamsin"].aspect("Owes Brannock Two Favours")
    characters.set_aspect_role(ctl, "tamsin", "Owes Brannock Two Favours", "trouble")
    tamsin = _reloaded(ctl).characters["tamsin"]
    assert tamsin.trouble.name == "Owes Brannock Two Favours"
    # The old trouble stays on the sheet as an ordinary aspect.
    assert tamsin.aspect("I Can't Leave a Locked Thing Alone").role is None
    assert "is now the trouble" in _last_log(ctl).text
    characters.remove_aspect(ctl, "tamsin", "Smells of Lamp-Oil and Ink")
    assert _reloaded(ctl).characters["tamsin"].aspect("Smells of Lamp-Oil and Ink") is None


def test_aspect_mistakes_are_refused(ctl):
    with pytest.raises(RulesError, match="already has"):
        characters.add_aspect(ctl, "tamsin", "smells of lamp-oil and ink")
    with pytest.raises(RulesError, match="not an aspect role"):
        characters.add_aspect(ctl, "tamsin", "Anything", role="nemesis")
    with pytest.raises(RulesError, match="no aspect 'Smels"):
        characters.remove_aspect(ctl, "tamsin", "Smels of Lamp-Oil and Ink")


def test_a_new_aspect_as_high_concept_replaces_the_old_one(ctl):
    characters.add_aspect(ctl, "tamsin", "Master Forger", role="high concept")
    tamsin = _reloaded(ctl).characters["tamsin"]
    assert tamsin.high_concept.name == "Master Forger"
    assert tamsin.aspect("Forger and Fence of the Lantern Market").role is None


def test_set_skill_reads_ladder_words_and_the_pyramid_is_checked(ctl):
    characters.set_skill(ctl, "tamsin", "athletics", "Great")
    tamsin = _reloaded(ctl).characters["tamsin"]
    assert tamsin.skills["Athletics"] == 4
    assert "Athletics: Average (+1) -> Great (+4)" in _last_log(ctl).text
    findings = [f for f in validate_character(tamsin, ctl.state.ruleset) if f.part == "skills"]
    assert findings
    characters.set_skill(ctl, "tamsin", "Athletics", 1)
    assert _reloaded(ctl).characters["tamsin"].skills["Athletics"] == 1


def test_set_skill_refuses_bad_ratings_and_unknown_skills(ctl):
    with pytest.raises(FateError, match="not a rating"):
        characters.set_skill(ctl, "tamsin", "Athletics", "Grate")
    with pytest.raises(RulesError, match="not a skill"):
        characters.set_skill(ctl, "tamsin", "Sailing", 2)


def test_a_minor_npc_may_have_made_up_skills_and_mediocre_drops_a_skill(ctl):
    characters.set_skill(ctl, "brannock", "Counting Coins", "Fair")
    assert _reloaded(ctl).characters["brannock"].skills["Counting Coins"] == 2
    characters.set_skill(ctl, "tamsin", "Rapport", "Mediocre")
    assert "Rapport" not in _reloaded(ctl).characters["tamsin"].skills


def test_stunts_added_edited_and_removed_with_the_derived_refresh(ctl):
    rules = ctl.state.ruleset
    assert refresh(ctl.state.characters["tamsin"], rules) == 3
    characters.add_stunt(ctl, "tamsin", "Ink-Stained Alibi", "Use Deceive instead of Rapport.")
    tamsin = _reloaded(ctl).characters["tamsin"]
    assert tamsin.stunts[-1].text == "Use Deceive instead of Rapport."
    assert refresh(tamsin, rules) == 2
    assert _last_log(ctl).text.endswith("(refresh 2)")
    characters.edit_stunt(ctl, "tamsin", "Ink-Stained Alibi", "Paper Alibi")
    tamsin = _reloaded(ctl).characters["tamsin"]
    assert tamsin.stunts[-1].name == "Paper Alibi"
    assert tamsin.stunts[-1].text == "Use Deceive instead of Rapport."
    characters.remove_stunt(ctl, "tamsin", "paper alibi")
    assert refresh(_reloaded(ctl).characters["tamsin"], rules) == 3
    with pytest.raises(RulesError, match="already has the stunt"):
        characters.add_stunt(ctl, "tamsin", "Lantern Market Prices")


def test_stress_boxes_marked_and_cleared(ctl):
    characters.mark_stress(ctl, "tamsin", "physical", 1)
    assert _reloaded(ctl).characters["tamsin"].stress_marked["physical"] == {1}
    entry = _last_log(ctl)
    assert entry.kind == "harm" and "physical stress box 2" in entry.text
    with pytest.raises(RulesError, match="already marked"):
        characters.mark_stress(ctl, "tamsin", "physical", 1)
    with pytest.raises(RulesError, match="boxes 1 to"):
        characters.mark_stress(ctl, "tamsin", "physical", 9)
    with pytest.raises(RulesError, match="no 'spirit' stress track"):
        characters.mark_stress(ctl, "tamsin", "spirit", 0)
    characters.clear_stress(ctl, "tamsin", "physical", 1)
    assert not _reloaded(ctl).characters["tamsin"].stress_marked
    assert _last_log(ctl).kind == "recovery"
    with pytest.raises(RulesError, match="not marked"):
        characters.clear_stress(ctl, "tamsin", "physical", 1)


def test_consequences_written_renamed_treated_and_cleared(ctl):
    characters.set_consequence(ctl, "tamsin", "moderate", "Cracked Rib")
    taken = _reloaded(ctl).characters["tamsin"].consequence("moderate")
    assert taken.aspect == "Cracked Rib" and not taken.recovering
    assert _last_log(ctl).kind == "harm"
    characters.begin_recovery(ctl, "tamsin", "moderate", "Bound Rib")
    treated = _reloaded(ctl).characters["tamsin"].consequence("moderate")
    assert treated.aspect == "Bound Rib" and treated.recovering
    assert "begins to recover" in _last_log(ctl).text
    with pytest.raises(RulesError, match="already recovering"):
        characters.begin_recovery(ctl, "tamsin", "moderate")
    # Renaming a recovering consequence keeps its clock.
    characters.set_consequence(ctl, "tamsin", "mild", "Sore Ankle")
    ankle = _reloaded(ctl).characters["tamsin"].consequence("mild")
    assert ankle.aspect == "Sore Ankle" and ankle.recovering and ankle.recovery_elapsed == 1
    characters.clear_consequence(ctl, "tamsin", "moderate")
    assert _reloaded(ctl).characters["tamsin"].consequence("moderate") is None
    with pytest.raises(RulesError, match="no consequence in the 'moderate' slot"):
        characters.clear_consequence(ctl, "tamsin", "moderate")


def test_consequence_mistakes_are_refused(ctl):
    with pytest.raises(RulesError, match="takes no consequences"):
        characters.set_consequence(ctl, "brannock", "mild", "Black Eye")
    with pytest.raises(RulesError, match="no 'mld' consequence slot"):
        characters.set_consequence(ctl, "tamsin", "mld", "Black Eye")


def test_set_consequence_goes_through_the_rules_core_extreme_replaces_an_aspect(ctl):
    # fate-condensed-srd.txt L1164: an extreme consequence replaces one of your aspects
    # (never the high concept); the sheet must not just fill the free slot.
    with pytest.raises(RulesError, match="replaces one of Tamsin"):
        characters.set_consequence(ctl, "tamsin", "extreme", "Branded a Traitor")
    with pytest.raises(RulesError, match="high concept"):
        characters.set_consequence(
            ctl,
            "tamsin",
            "extreme",
            "Branded a Traitor",
            replaces="Forger and Fence of the Lantern Market",
        )
    characters.set_consequence(
        ctl, "tamsin", "extreme", "Branded a Traitor", replaces="Smells of Lamp-Oil and Ink"
    )
    tamsin = _reloaded(ctl).characters["tamsin"]
    assert tamsin.aspect("Smells of Lamp-Oil and Ink") is None
    assert tamsin.consequence("extreme").aspect == "Branded a Traitor" and tamsin.extreme_used
    assert "replacing the aspect 'Smells of Lamp-Oil and Ink'" in _last_log(ctl).text


def test_set_consequence_keeps_sotc_order_mild_moderate_severe(tmp_path):
    # spirit-of-the-century-srd.txt L423: the first consequence is mild, the second moderate,
    # any more severe. Imogen carries a mild one, so the next goes in 'moderate'.
    folder = tmp_path / "brass"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", folder)
    sotc = Controller(CampaignStore.load(folder))
    with pytest.raises(RulesError, match="next one goes in 'moderate'"):
        characters.set_consequence(sotc, "imogen-vance", "severe", "Shattered Nerves")
    characters.set_consequence(sotc, "imogen-vance", "moderate", "Shaking Hands")
    characters.set_consequence(sotc, "imogen-vance", "severe", "Shattered Nerves")
    assert _reloaded(sotc).characters["imogen-vance"].consequence("severe") is not None


def test_notes_written_and_cleared(ctl):
    characters.set_notes(ctl, "tamsin", "Owes Pell\nthree silver.\n")
    assert _reloaded(ctl).characters["tamsin"].notes == "Owes Pell\nthree silver."
    characters.set_notes(ctl, "tamsin", "")
    assert _reloaded(ctl).characters["tamsin"].notes == ""
    assert "cleared" in _last_log(ctl).text


def test_create_character_makes_a_file_with_a_unique_id(ctl):
    new_id = characters.create_character(ctl, "Sister Ilse", "major")
    assert new_id == "sister-ilse-2"
    assert (ctl.store.root / "characters" / "sister-ilse-2.toml").is_file()
    state = _reloaded(ctl)
    assert state.characters[new_id].kind is CharacterKind.MAJOR_NPC
    assert "New major NPC: Sister Ilse" in _last_log(ctl).text
    pc = characters.create_character(ctl, "Wenna", CharacterKind.PC)
    assert _reloaded(ctl).characters[pc].fate_points == 3  # Condensed's refresh
    with pytest.raises(RulesError, match="not a kind"):
        characters.create_character(ctl, "Someone", "villain")


def test_creating_a_character_is_undone_by_removing_its_file(ctl):
    new_id = characters.create_character(ctl, "Agathe", "minor")
    ctl.undo()
    assert not (ctl.store.root / "characters" / f"{new_id}.toml").exists()
    assert new_id not in ctl.state.characters


def test_every_character_intent_is_undoable_to_the_byte(ctl):
    before = snapshot(ctl.store.root)
    characters.set_skill(ctl, "corvin", "Will", "Good")
    characters.mark_stress(ctl, "corvin", "mental", 0)
    characters.add_stunt(ctl, "corvin", "Salt in the Wound")
    characters.set_consequence(ctl, "corvin", "mild", "Rope Burn")
    characters.set_notes(ctl, "corvin", "Knows about the logbook.")
    for _ in range(5):
        ctl.undo()
    after = snapshot(ctl.store.root)
    assert {k: v for k, v in after.items() if not k.startswith("log/")} == {
        k: v for k, v in before.items() if not k.startswith("log/")
    }


def test_catalogue_stunts_taken_with_prerequisites_bonus_and_fate_point_cost(tmp_path):
    # spirit-of-the-century-srd.txt L721: Photographic Memory requires Walking Library; L729:
    # Scholar gives +1 on Academics rolls in the field; L742: I'm On Top Of It costs a point.
    folder = tmp_path / "brass"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", folder)
    sotc = Controller(CampaignStore.load(folder))
    with pytest.raises(RulesError, match="cannot take Photographic Memory: needs Walking"):
        characters.add_catalogue_stunt(sotc, "imogen-vance", "academics-4")
    characters.add_catalogue_stunt(sotc, "imogen-vance", "Scholar")
    characters.add_catalogue_stunt(sotc, "imogen-vance", "I’m On Top Of It")
    stunts = _reloaded(sotc).characters["imogen-vance"].stunts
    scholar, quick = stunts[-2], stunts[-1]
    assert (scholar.name, scholar.bonus, scholar.skill) == ("Scholar", 1, "Academics")
    assert "SRD line 727" in scholar.text
    assert quick.fate_point_cost == 1
    with pytest.raises(RulesError, match="already taken"):
        characters.add_catalogue_stunt(sotc, "imogen-vance", "I’m On Top Of It")
