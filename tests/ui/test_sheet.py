"""The character sheet through Textual's Pilot: it shows a character, edits go through the
store into the character's file, and undo puts them back."""

import io
import shutil

from rich.console import Console
from textual.widgets import OptionList, TextArea

from fate_tui.cli import make_app
from fate_tui.rules.character import CharacterKind
from fate_tui.rules.derived import refresh
from fate_tui.ui.characters.treatment_roll import TreatmentRoll
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.widgets.character_list import CharacterList
from fate_tui.ui.widgets.sheet_aspects import SheetAspects
from fate_tui.ui.widgets.sheet_harm import SheetHarm
from fate_tui.ui.widgets.sheet_header import SheetHeader
from fate_tui.ui.widgets.sheet_skills import SheetSkills
from fate_tui.ui.widgets.sheet_stunts import SheetStunts
from tests.ui.conftest import CAMPAIGNS, answer, choose, loaded, notifications, saved


async def _open_sheet(app, pilot, character_id: str | None = None) -> SheetScreen:
    await loaded(app, pilot)
    if character_id is None:
        await pilot.press("s")
    else:
        app.push_screen(SheetScreen(character_id=character_id))
    await pilot.pause()
    assert isinstance(app.screen, SheetScreen)
    return app.screen


def _plain(renderable) -> str:
    console = Console(width=100, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


def _skill_lines(sheet: SheetScreen) -> list[str]:
    skills = sheet.query_one(SheetSkills)
    return [str(option.prompt) for option in skills.options if option.disabled]


async def test_s_on_the_table_opens_the_sheet_of_the_highlighted_character(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        sheet = await _open_sheet(app, pilot)
        assert sheet.current_character_id == "ansel"  # the cast's first row
        assert sheet.current_file == "characters/ansel.toml"
        header = str(sheet.query_one(SheetHeader).render())
        assert "Ansel Wick" in header and "Refresh 3" in header
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, SheetScreen)


async def test_without_a_character_the_sheet_shows_the_first_pc(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        app.push_screen(SheetScreen())
        await pilot.pause()
        assert app.screen.current_character_id == "ansel"


async def test_search_filters_the_list_and_enter_jumps_to_the_sheet(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        sheet = await _open_sheet(app, pilot)
        await pilot.press("slash")
        listing = sheet.query_one(CharacterList)
        assert listing.search.has_focus
        listing.search.value = "warden"
        await pilot.pause()
        assert [c.id for c in listing.matches()] == ["salt-wardens"]
        await pilot.press("enter")
        await pilot.pause()
        assert sheet.current_character_id == "salt-wardens"
        assert not listing.search.has_focus and listing.search.value == ""
        assert "Mook group" in str(sheet.query_one(SheetHeader).render())


async def test_the_list_groups_every_character_by_kind(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        sheet = await _open_sheet(app, pilot)
        options = sheet.query_one(CharacterList).options
        headings = [str(o.prompt) for o in options.options if o.disabled]
        assert headings == ["PCs (4)", "Major NPCs (2)", "Minor NPCs (4)", "Mook groups (2)"]
        # Arrowing to a character and pressing Enter shows them too.
        options.focus()
        options.highlighted = options.get_option_index("edda-marrow")
        await pilot.press("enter")
        await pilot.pause()
        assert sheet.current_character_id == "edda-marrow"


async def test_a_skill_changed_on_the_sheet_shows_a_shape_warning(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        sheet = await _open_sheet(app, pilot, "tamsin")
        assert _skill_lines(sheet) == []  # a legal pyramid
        # fate-condensed-srd.txt L916: no step holds more skills than the step below it.
        assert sheet.query_one(SheetSkills).border_subtitle == "pyramid · column rule kept"
        await pilot.press("k")
        await pilot.pause()
        await choose(pilot, "Athletics")
        await answer(pilot, "Great")
        assert saved(campaign).characters["tamsin"].skills["Athletics"] == 4
        warnings = _skill_lines(sheet)
        assert warnings and all(line.startswith(("⚠", "✖")) for line in warnings)
        # Two Greats over two Goods still make a column; a third Good over two Fairs does not.
        assert sheet.query_one(SheetSkills).border_subtitle == "pyramid · column rule kept"
        await pilot.press("k")
        await pilot.pause()
        await choose(pilot, "Contacts")
        await answer(pilot, "Good")
        assert sheet.query_one(SheetSkills).border_subtitle == "pyramid · column rule broken"


async def test_a_bad_rating_is_a_notification_and_changes_nothing(campaign):
    before = (campaign / "characters" / "tamsin.toml").read_bytes()
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open_sheet(app, pilot, "tamsin")
        told = []
        notify = app.notify
        app.notify = lambda message, **options: told.append(message) or notify(message, **options)
        await pilot.press("k")
        await pilot.pause()
        await choose(pilot, "Athletics")
        await answer(pilot, "Grate")
        assert any("'Grate' is not a rating" in message for message in told)
    assert (campaign / "characters" / "tamsin.toml").read_bytes() == before


async def test_marking_a_stress_box_reaches_the_file_and_undo_clears_it(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        sheet = await _open_sheet(app, pilot, "tamsin")
        await pilot.press("x")
        await pilot.pause()
        await choose(pilot, "physical:1")
        assert saved(campaign).characters["tamsin"].stress_marked == {"physical": {1}}
        assert "physical = [2]" in (campaign / "characters" / "tamsin.toml").read_text()
        harm = sheet.query_one(SheetHarm)
        assert "□■□" in _plain(harm.get_option("track:physical").prompt)
        await pilot.press("u")
        await pilot.pause()
        assert not saved(campaign).characters["tamsin"].stress_marked
        assert "□□□" in _plain(harm.get_option("track:physical").prompt)


async def test_enter_on_a_stress_track_toggles_a_box(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        sheet = await _open_sheet(app, pilot, "corvin")  # physical boxes 1 and 2 marked
        harm = sheet.query_one(SheetHarm)
        harm.focus()
        harm.highlighted = harm.get_option_index("track:physical")
        await pilot.press("enter")
        await pilot.pause()
        await choose(pilot, "physical:0")
        assert saved(campaign).characters["corvin"].stress_marked == {"physical": {1}}


async def test_adding_a_stunt_lowers_the_derived_refresh(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        sheet = await _open_sheet(app, pilot, "tamsin")
        await pilot.press("t")
        await pilot.pause()
        await answer(pilot, "Paper Alibi")
        app.screen.query_one(TextArea).text = "Use Deceive instead of Rapport\nwith officials."
        await pilot.press("ctrl+o")
        await pilot.pause()
        state = saved(campaign)
        tamsin = state.characters["tamsin"]
        assert tamsin.stunts[-1].name == "Paper Alibi"
        assert tamsin.stunts[-1].text == "Use Deceive instead of Rapport\nwith officials."
        assert refresh(tamsin, state.ruleset) == 2  # three stunts are free; the fourth costs one
        assert "Refresh 2" in str(sheet.query_one(SheetHeader).render())


async def test_a_consequence_written_then_treated_from_the_highlighted_slot(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        sheet = await _open_sheet(app, pilot, "tamsin")
        harm = sheet.query_one(SheetHarm)
        harm.focus()
        harm.highlighted = harm.get_option_index("slot:moderate")
        await pilot.press("c")
        await pilot.pause()
        await answer(pilot, "Cracked Rib")
        taken = saved(campaign).characters["tamsin"].consequence("moderate")
        assert taken.aspect == "Cracked Rib" and not taken.recovering
        assert harm.selected == "slot:moderate"
        # Treatment is an overcome in the Roll dialog (fate-condensed-srd.txt L872-884):
        # Ansel treats her at Great (+4); treating herself would be Fantastic (+6).
        await pilot.press("v")
        await pilot.pause()
        await choose(pilot, "ansel")
        roll = app.screen
        assert isinstance(roll, TreatmentRoll)
        assert roll.session.roll.actor == "ansel" and roll.session.roll.difficulty == 4
        await pilot.press("p")
        await answer(pilot, "++00")
        await pilot.press("enter")
        await answer(pilot, "Bound Rib")
        treated = saved(campaign).characters["tamsin"].consequence("moderate")
        assert treated.aspect == "Bound Rib" and treated.recovering
        harm_text = _plain(harm.get_option("slot:moderate").prompt)
        assert "clears at the end of session 8" in harm_text
        await pilot.press("delete")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert saved(campaign).characters["tamsin"].consequence("moderate") is None


async def test_aspects_added_as_trouble_and_removed(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open_sheet(app, pilot, "tamsin")
        await pilot.press("a")
        await pilot.pause()
        await answer(pilot, "Owes Brannock a Favour")
        await choose(pilot, "trouble")
        tamsin = saved(campaign).characters["tamsin"]
        assert tamsin.trouble.name == "Owes Brannock a Favour"
        assert (
            'trouble = "Owes Brannock a Favour"'
            in (campaign / "characters" / "tamsin.toml").read_text()
        )


async def test_fate_points_and_rename_from_the_sheet(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open_sheet(app, pilot, "tamsin")
        await pilot.press("plus")
        await pilot.pause()
        assert saved(campaign).characters["tamsin"].fate_points == 2
        await pilot.press("R")
        await pilot.pause()
        await answer(pilot, "Tam Reed")
        assert saved(campaign).characters["tamsin"].name == "Tam Reed"


async def test_creating_a_new_npc_writes_its_file_and_shows_it(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        sheet = await _open_sheet(app, pilot)
        await pilot.press("N")
        await pilot.pause()
        await answer(pilot, "Sister Agathe")
        await choose(pilot, "major")
        path = campaign / "characters" / "sister-agathe.toml"
        assert path.is_file()
        assert saved(campaign).characters["sister-agathe"].kind is CharacterKind.MAJOR_NPC
        assert sheet.current_character_id == "sister-agathe"
        # Undoing the creation removes the file; the sheet falls back to the first PC.
        await pilot.press("u")
        await pilot.pause()
        assert not path.exists()
        assert sheet.current_character_id == "ansel"


async def test_at_80_columns_the_list_folds_away_until_searched(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        sheet = await _open_sheet(app, pilot, "tamsin")
        listing = sheet.query_one(CharacterList)
        assert not listing.display or listing.region.width == 0
        await pilot.press("slash")
        await pilot.pause()
        assert listing.region.width > 0
        await pilot.press("escape")
        await pilot.pause()
        assert listing.region.width == 0
        assert isinstance(app.screen, SheetScreen)


async def test_enter_and_delete_act_on_the_highlighted_aspect_and_stunt(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        sheet = await _open_sheet(app, pilot, "tamsin")
        aspects = sheet.query_one(SheetAspects)
        assert aspects.has_focus  # the sheet opens on the aspects
        aspects.highlighted = aspects.get_option_index("aspect:4")  # Smells of Lamp-Oil and Ink
        await pilot.press("enter")
        await pilot.pause()
        await answer(pilot, "Smells of Ink and Ash")
        assert saved(campaign).characters["tamsin"].aspect("Smells of Ink and Ash")
        await pilot.press("h")
        await pilot.pause()
        await choose(pilot, "relationship")
        assert saved(campaign).characters["tamsin"].aspect("Smells of Ink and Ash").role == (
            "relationship"
        )
        await pilot.press("delete")
        await pilot.pause()
        await pilot.press("y")
        await pilot.pause()
        assert saved(campaign).characters["tamsin"].aspect("Smells of Ink and Ash") is None

        stunts = sheet.query_one(SheetStunts)
        stunts.focus()
        stunts.highlighted = stunts.get_option_index("stunt:1")
        await pilot.press("enter")
        await pilot.pause()
        await answer(pilot, "Every Fence on the Coast")
        await pilot.press("ctrl+o")  # keep the text as it was
        await pilot.pause()
        stunt = saved(campaign).characters["tamsin"].stunts[1]
        assert stunt.name == "Every Fence on the Coast" and "Contacts" in stunt.text
        await pilot.press("delete")
        await pilot.pause()
        await pilot.press("n")  # thought better of it
        await pilot.pause()
        assert len(saved(campaign).characters["tamsin"].stunts) == 3


async def test_notes_written_in_the_long_text_dialog(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open_sheet(app, pilot, "tamsin")
        await pilot.press("o")
        await pilot.pause()
        app.screen.query_one(TextArea).text = "Owes Pell three silver.\nHates boats."
        await pilot.press("ctrl+o")
        await pilot.pause()
        assert saved(campaign).characters["tamsin"].notes == "Owes Pell three silver.\nHates boats."
        await pilot.press("o")
        await pilot.pause()
        await pilot.press("escape")  # cancelled: nothing changes
        await pilot.pause()
        assert saved(campaign).characters["tamsin"].notes.startswith("Owes Pell")


async def test_sotc_sheet_offers_catalogue_stunts_by_skill_with_prerequisites(tmp_path):
    # spirit-of-the-century-srd.txt L709: stunts by skill; L721: Photographic Memory needs
    # Walking Library first. The sheet offers the skill's stunts, refuses the one whose
    # prerequisite is missing, and takes the entry-level one.
    folder = tmp_path / "brass"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", folder)
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open_sheet(app, pilot, "imogen-vance")
        await pilot.press("t")
        await pilot.pause()
        await choose(pilot, "Academics")
        offered = app.screen.query_one(OptionList)
        labels = [str(offered.get_option_at_index(i).prompt) for i in range(offered.option_count)]
        assert any(label.startswith("+ Walking Library") for label in labels)
        assert any(
            label.startswith("x Photographic Memory") and "needs Walking Library" in label
            for label in labels
        )
        await choose(pilot, "academics-4")  # Photographic Memory: refused
        assert "cannot take Photographic Memory: needs Walking Library" in " ".join(
            notifications(app)
        )
        assert saved(folder).characters["imogen-vance"].stunts[-1].name == "Cool Under Fire"
        await pilot.press("t")
        await pilot.pause()
        await choose(pilot, "Academics")
        await choose(pilot, "academics-3")
        taken = saved(folder).characters["imogen-vance"].stunts[-1]
        assert taken.name == "Walking Library" and "SRD line 719" in taken.text
