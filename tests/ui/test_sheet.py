"""The character sheet through Textual's Pilot: it shows a character, edits go through the
store into the character's file, and undo puts them back."""

import io
import shutil

import pytest
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


async def _show(app, pilot, character_id: str) -> SheetScreen:
    """The sheet of `character_id`, opened from the Table (a sheet on top is closed first)."""
    while isinstance(app.screen, SheetScreen):
        app.pop_screen()
        await pilot.pause()
    app.push_screen(SheetScreen(character_id=character_id))
    await pilot.pause()
    assert isinstance(app.screen, SheetScreen)
    return app.screen


async def test_browsing_the_cast_from_the_sheet_and_adding_an_npc(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        # s on the Table opens the sheet of the highlighted character.
        sheet = await _open_sheet(app, pilot)
        assert sheet.current_character_id == "ansel"  # the cast's first row
        assert sheet.current_file == "characters/ansel.toml"
        header = str(sheet.query_one(SheetHeader).render())
        assert "Ansel Wick" in header and "Refresh 3" in header
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, SheetScreen)

        # Without a character the sheet shows the first PC.
        app.push_screen(SheetScreen())
        await pilot.pause()
        assert app.screen.current_character_id == "ansel"

        # Search filters the list and Enter jumps to the sheet.
        sheet = app.screen
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

        # The list groups every character by kind.
        options = sheet.query_one(CharacterList).options
        headings = [str(o.prompt) for o in options.options if o.disabled]
        assert headings == ["PCs (4)", "Major NPCs (2)", "Minor NPCs (4)", "Mook groups (2)"]
        # Arrowing to a character and pressing Enter shows them too.
        options.focus()
        options.highlighted = options.get_option_index("edda-marrow")
        await pilot.press("enter")
        await pilot.pause()
        assert sheet.current_character_id == "edda-marrow"

        # Creating a new NPC writes its file and shows it.
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

        # At 80 columns the list folds away until searched.
        await pilot.resize_terminal(80, 24)
        sheet = await _show(app, pilot, "tamsin")
        listing = sheet.query_one(CharacterList)
        assert not listing.display or listing.region.width == 0
        await pilot.press("slash")
        await pilot.pause()
        assert listing.region.width > 0
        await pilot.press("escape")
        await pilot.pause()
        assert listing.region.width == 0
        assert isinstance(app.screen, SheetScreen)


async def _skill_shape_warning(app, pilot, sheet: SheetScreen, campaign) -> None:
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


async def _consequence_written_then_treated(app, pilot, sheet: SheetScreen, campaign) -> None:
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


async def _enter_and_delete_on_aspect_and_stunt(app, pilot, sheet: SheetScreen, campaign) -> None:
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


@pytest.mark.long_running
async def test_editing_tamsins_sheet_from_aspects_to_harm_and_back_by_undo(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # Enter and Delete act on the highlighted aspect and stunt (the sheet freshly opened).
        sheet = await _show(app, pilot, "tamsin")
        await _enter_and_delete_on_aspect_and_stunt(app, pilot, sheet, campaign)

        # A skill changed on the sheet shows a shape warning.
        await _skill_shape_warning(app, pilot, sheet, campaign)

        # Marking a stress box reaches the file and undo clears it.
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

        # Adding a stunt lowers the derived refresh.
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

        # A consequence written then treated from the highlighted slot.
        await _consequence_written_then_treated(app, pilot, sheet, campaign)

        # Aspects added as trouble (and removed).
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

        # Notes written in the long text dialog.
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

        # Fate points and rename from the sheet.
        await pilot.press("plus")
        await pilot.pause()
        assert saved(campaign).characters["tamsin"].fate_points == 2
        await pilot.press("R")
        await pilot.pause()
        await answer(pilot, "Tam Reed")
        assert saved(campaign).characters["tamsin"].name == "Tam Reed"

        # Enter on a stress track toggles a box.
        sheet = await _show(app, pilot, "corvin")  # physical boxes 1 and 2 marked
        harm = sheet.query_one(SheetHarm)
        harm.focus()
        harm.highlighted = harm.get_option_index("track:physical")
        await pilot.press("enter")
        await pilot.pause()
        await choose(pilot, "physical:0")
        assert saved(campaign).characters["corvin"].stress_marked == {"physical": {1}}

        # A bad rating is a notification and changes nothing.
        await _show(app, pilot, "tamsin")
        before = (campaign / "characters" / "tamsin.toml").read_bytes()
        told = []
        notify = app.notify
        app.notify = lambda message, **options: told.append(message) or notify(message, **options)
        await pilot.press("k")
        await pilot.pause()
        await choose(pilot, "Athletics")
        await answer(pilot, "Grate")
        assert any("'Grate' is not a rating" in message for message in told)
    assert (campaign / "characters" / "tamsin.toml").read_bytes() == before


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
