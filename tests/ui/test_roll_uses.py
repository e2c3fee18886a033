"""`j` in the Roll dialog: Spirit of the Century's trappings and catalogue stunts' own
procedures on a roll, driven by keys (spirit-of-the-century-srd.txt lines in each test)."""

import pytest

from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.sheet import SheetScreen
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.sheet_header import SheetHeader
from tests.ui.conftest import (
    answer,
    bundled,
    choose,
    dialog_title,
    loaded,
    notifications,
    option_prompts,
    press,
    saved,
    screen_lines,
    type_dice,
)

IMOGEN, LUCKY, OCTAVIA = "imogen-vance", "lucky-donnelly", "octavia-strand"


def _log(folder):
    entries, _ = CampaignStore.load(folder).log_entries()
    return entries[-1]


def _setup_text(dialog) -> str:
    return str(dialog.query_one("#roll-setup").render())


def _with_stunts(folder, cid, *names):
    """Write catalogue stunts on a character's sheet, as a GM would."""
    path = folder / "characters" / f"{cid}.toml"
    extra = "".join(f'\n[[stunts]]\nname = "{name}"\n' for name in names)
    path.write_text(path.read_text(encoding="utf-8") + extra, encoding="utf-8")


async def _roll(pilot, actor, skill) -> RollDialog:
    await press(pilot, "r")
    dialog = pilot.app.screen
    assert isinstance(dialog, RollDialog)
    await press(pilot, "c")
    await choose(pilot, actor)
    await press(pilot, "1")
    await press(pilot, "k")
    await choose(pilot, skill)
    return dialog


async def _library(app, pilot, folder) -> None:
    """L511: the library's quality is the hardest question it answers; L512: one step more in
    its specialty. The question's difficulty is the roll's."""
    dialog = await _roll(pilot, IMOGEN, "Academics")
    assert "fit" in _setup_text(dialog)
    await press(pilot, "j")
    assert dialog_title(app) == "Use which?"
    await choose(pilot, "trapping.library")
    await answer(pilot, "Good")  # the library
    await answer(pilot, "Great")  # the question
    assert dialog_title(app) == "In the library's specialty?"
    await choose(pilot, "1")
    assert dialog.session.roll.difficulty == 4
    assert "can answer it" in _setup_text(dialog)
    # The setup keeps the Result panel whole above the footer at 80x24.
    result = dialog.query_one("#roll-result").region
    assert result.height > 0 and result.bottom <= 24 - 2, "\n".join(screen_lines(app))
    await press(pilot, "p")
    await type_dice(pilot, "0000")
    assert "Use" in str(dialog.query_one("#roll-result").render())
    await press(pilot, "enter")
    assert isinstance(app.screen, TableScreen)
    entry = _log(folder)
    assert entry.data["use"] == "trapping.library"
    assert "Research in a library: a Good (+3) library in its specialty can" in entry.text
    assert "vs Great (+4)" in entry.text


async def _blind(app, pilot) -> None:
    """L696: a blind on a Mediocre roll lasts a day plus one per shift; a bad answer is asked
    again."""
    dialog = await _roll(pilot, LUCKY, "Survival")
    await press(pilot, "j")
    await choose(pilot, "trapping.blind")
    assert dialog.session.roll.difficulty == 0
    await press(pilot, "p")
    await type_dice(pilot, "++00")  # Average + 2 = Good: 3 shifts
    assert "the blind lasts 4 day(s)" in str(dialog.query_one("#roll-result").render())
    await press(pilot, "escape")
    assert isinstance(app.screen, TableScreen)

    dialog = await _roll(pilot, LUCKY, "Contacting")
    await press(pilot, "j")
    await choose(pilot, "trapping.unfamiliar")
    await answer(pilot, "lots")
    assert "'lots' is not a number" in str(dialog.query_one("#roll-message").render())
    assert dialog_title(app).startswith("How unfamiliar")  # asked again
    await answer(pilot, "9")
    await answer(pilot, "0")
    assert "0 to 4" in notifications(app, "error")[-1]
    assert dialog.session.roll.use is None


async def _fortune(app, pilot, folder) -> None:
    """L635: a true fortune's aspect goes on the person it is about for the adventure (asked
    when the roll is applied); once per session: the second is asked of the GM when picked,
    and without the GM's leave the roll is made without it; the first stays logged."""
    await _roll(pilot, IMOGEN, "Mysteries")
    await press(pilot, "j")
    await choose(pilot, "trapping.fortune")
    await answer(pilot, "Fair")
    await press(pilot, "p")
    await type_dice(pilot, "0000")
    await press(pilot, "enter")
    await answer(pilot, "Doomed to Betray His Friends")
    assert dialog_title(app) == "Who is 'Doomed to Betray His Friends' about?"
    await choose(pilot, LUCKY)
    (fortune,) = [a for a in saved(folder).characters[LUCKY].aspects if a.role == "fortune"]
    assert fortune.name == "Doomed to Betray His Friends"
    assert "until the adventure ends" in _log(folder).text
    assert isinstance(app.screen, TableScreen)
    dialog = await _roll(pilot, IMOGEN, "Mysteries")
    await press(pilot, "j")
    await choose(pilot, "trapping.fortune")
    await answer(pilot, "Fair")
    assert "the limit is 1" in dialog_title(app)
    await press(pilot, "n")
    assert dialog.session.roll.use is None
    assert _log(folder).data["use"] == "trapping.fortune"
    assert saved(folder).story.stunts_used[IMOGEN] == ("trapping.fortune",)


async def _read(app, pilot, folder) -> None:
    """L575: Empathy against the target's Rapport, a shift reveals an aspect; L645: closing
    down openly is Rapport at +2."""
    dialog = await _roll(pilot, IMOGEN, "Empathy")
    await press(pilot, "o")
    await choose(pilot, OCTAVIA)
    await choose(pilot, "Rapport")
    against = dialog.session.worked.opposition
    await press(pilot, "j")
    await choose(pilot, "trapping.read")
    await choose(pilot, "1")  # closing down
    await answer(pilot, "0")
    assert dialog.session.roll.opponent == OCTAVIA
    assert dialog.session.worked.opposition == against + 2
    await press(pilot, "p")
    await type_dice(pilot, "++++", "----")
    result = str(dialog.query_one("#roll-result").render())
    assert "one aspect they did not know" in result
    await press(pilot, "enter")
    assert "Read someone: closing down (+2)" in _log(folder).text


async def _to_the_table(pilot) -> None:
    while not isinstance(pilot.app.screen, TableScreen):
        await press(pilot, "escape")


@pytest.mark.long_running
async def test_trappings_on_a_roll_from_the_bundled_sheets(tmp_path):
    """The trappings of Spirit of the Century's skills on the bundled sheets (no stunt added),
    one roll after another in one evening."""
    folder = bundled(tmp_path, "brass-leviathan")
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await _blind(app, pilot)
        await _to_the_table(pilot)

        # A skill with no trapping or stunt procedure offers nothing.
        dialog = await _roll(pilot, LUCKY, "Pilot")
        await press(pilot, "j")
        assert isinstance(app.screen, RollDialog)
        assert "No trapping or stunt procedure" in str(dialog.query_one("#roll-message").render())
        await _to_the_table(pilot)

        await _fortune(app, pilot, folder)
        await _to_the_table(pilot)
        await _read(app, pilot, folder)
        await _to_the_table(pilot)

        # Death Defiance is not offered without the stunt.
        await press(pilot, "r")
        await press(pilot, "c")
        await choose(pilot, "brick-okonedo")
        await press(pilot, "3")
        await choose(pilot, LUCKY)
        await press(pilot, "p")
        await type_dice(pilot, "++++", "----")
        await press(pilot, "enter")
        prompts = [str(o.prompt) for o in app.screen.query_one("#absorb-options").options]
        assert not any("Death Defiance" in p for p in prompts)
        await _to_the_table(pilot)

        # The library, at 80x24: the Result panel stays whole above the footer.
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await _library(app, pilot, folder)


@pytest.mark.long_running
async def test_intimidation_a_place_gambling_a_stunts_procedure_and_death_defiance(tmp_path):
    """L607: +2 to intimidate someone helpless, +1 or more on a secure target's defence; L554:
    up to +4 on Contacting's difficulty somewhere unfamiliar, one less a week. L1076: Double or
    Nothing on a Gambling reroll says what the loss comes to. L1015: a good swift thump costs a
    fate point, Engineering against Mediocre plus one per earlier thump, and works an exchange
    per shift; written with a worksheet's detail after a colon, the stunt is still the
    catalogue's: its procedure is offered with its stunt and charges its fate point. L979:
    Death Defiance (Endurance stunt 6)."""
    folder = bundled(tmp_path, "brass-leviathan")
    _with_stunts(
        folder,
        LUCKY,
        "Gambling stunt 2",
        "Engineering stunt 7: The Spanner",
        "Endurance stunt 6",
        "Endurance stunt 3",
    )
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        dialog = await _roll(pilot, OCTAVIA, "Intimidation")
        bonus = dialog.session.worked.setup_bonus
        await press(pilot, "j")
        await choose(pilot, "trapping.intimidation")
        await choose(pilot, "2")  # completely helpless
        assert dialog.session.worked.setup_bonus == bonus + 2
        assert "roll +2" in _setup_text(dialog)
        await press(pilot, "escape")

        dialog = await _roll(pilot, LUCKY, "Contacting")
        against = dialog.session.worked.opposition
        await press(pilot, "j")
        await choose(pilot, "trapping.unfamiliar")
        await answer(pilot, "4")
        await answer(pilot, "1")
        assert dialog.session.worked.opposition == against + 3
        # Taken back: a plain roll again.
        await press(pilot, "j")
        await choose(pilot, "-")
        assert dialog.session.roll.use is None
        assert dialog.session.worked.opposition == against
        await press(pilot, "escape")

        dialog = await _roll(pilot, LUCKY, "Gambling")
        await press(pilot, "j")
        await choose(pilot, "stunt.double_or_nothing")
        await answer(pilot, "2")
        assert "both sides reroll" in _setup_text(dialog)
        await press(pilot, "p")
        await type_dice(pilot, "----")
        assert "takes a hit of 4 (twice the first loss)" in str(
            dialog.query_one("#roll-result").render()
        )
        await _to_the_table(pilot)

        # A stunt's procedure is offered with its stunt and charges its fate point.
        points = saved(folder).characters[LUCKY].fate_points
        dialog = await _roll(pilot, LUCKY, "Engineering")
        await press(pilot, "j")
        await choose(pilot, "stunt.thump")
        await answer(pilot, "1")
        assert dialog.session.roll.difficulty == 1
        assert "1 FP" in _setup_text(dialog)
        await press(pilot, "p")
        await type_dice(pilot, "0000")  # Good against Average: 2 shifts
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        assert saved(folder).characters[LUCKY].fate_points == points - 1
        text = _log(folder).text
        assert "it works for 2 exchange(s)" in text
        assert "pays 1 fate point for A good swift thump" in text
        await press(pilot, "u")  # undo
        assert saved(folder).characters[LUCKY].fate_points == points

        # Death Defiance is offered when taken out and costs half the fate points. L979: taken
        # out away from view, the character spends half their fate points, rounded up, and
        # survives; L980: back in a later scene (D on the Sheet). L970: a check mark shaken
        # off for a fate point, once a scene (Z on the Sheet).
        points = saved(folder).characters[LUCKY].fate_points
        app.push_screen(SheetScreen(character_id=LUCKY))
        await pilot.pause()
        await press(pilot, "Z")
        await choose(pilot, "1")  # health box 2, checked in the bundled file
        lucky = saved(folder).characters[LUCKY]
        assert not lucky.stress_marked.get("health") and lucky.fate_points == points - 1
        assert "shakes off health box 2 for a fate point" in _log(folder).text
        await press(pilot, "x")
        await choose(pilot, "health:0")
        await press(pilot, "Z")
        await choose(pilot, "0")
        assert "once a scene" in dialog_title(app)
        await press(pilot, "n")  # not allowed again: the box stays checked
        assert saved(folder).characters[LUCKY].stress_marked["health"] == {0}
        await press(pilot, "escape")
        points = saved(folder).characters[LUCKY].fate_points
        await press(pilot, "r")
        await press(pilot, "c")
        await choose(pilot, "brick-okonedo")
        await press(pilot, "3")
        await choose(pilot, LUCKY)
        await press(pilot, "p")
        await type_dice(pilot, "++++", "----")
        await press(pilot, "enter")
        assert "Death Defiance" in " ".join(
            str(o.prompt) for o in app.screen.query_one("#absorb-options").options
        )
        await choose(pilot, "defied")
        assert isinstance(app.screen, TableScreen)
        lucky = saved(folder).characters[LUCKY]
        assert lucky.taken_out
        assert lucky.fate_points == points - (points + 1) // 2
        assert f"cheats death off camera for {(points + 1) // 2} fate point" in _log(folder).text
        assert lucky.cheated_death
        # L980: back in a later scene, physical stress cleared, a single consequence (D).
        app.push_screen(SheetScreen(character_id=LUCKY))
        await pilot.pause()
        assert "CHEATED DEATH" in str(app.screen.query_one(SheetHeader).render())
        await press(pilot, "D")
        await choose(pilot, "mild")
        await answer(pilot, "Singed Eyebrows")
        lucky = saved(folder).characters[LUCKY]
        assert not lucky.cheated_death and not lucky.taken_out
        assert lucky.consequence("mild").aspect == "Singed Eyebrows"
        assert "is back, having cheated death" in _log(folder).text
        await press(pilot, "u")
        assert saved(folder).characters[LUCKY].cheated_death
        await press(pilot, "u")
        assert saved(folder).characters[LUCKY].fate_points == points
        assert not saved(folder).characters[LUCKY].cheated_death


async def _crippling_blow(pilot, *, allow: bool | None = None) -> None:
    await press(pilot, "r")
    await press(pilot, "c")
    await choose(pilot, LUCKY)
    await press(pilot, "3")
    await choose(pilot, IMOGEN)
    await press(pilot, "k")
    await choose(pilot, "Fists")
    await press(pilot, "j")
    await choose(pilot, "stunt.crippling_blow")
    if allow is not None:
        assert "used on Dr Imogen Vance in this scene" in dialog_title(pilot.app)
        await press(pilot, "y" if allow else "n")


@pytest.mark.long_running
async def test_stunts_that_change_a_number_a_leaders_orders_and_a_crippling_blow(tmp_path):
    """L1049: stress dealt with Fists to a non-character target is doubled; L1003-1004: charges
    set after studying the target add three to the explosion's force, hasty ones nothing.
    Offered only to the stunt's owner, on its skill. L618: orders on a minion group's roll.
    L1025: for a fate point, a Fists hit is taken as a consequence rather than a box,
    "once per opponent in a given fight scene": the second on the same target is asked of the
    GM, who may allow it (the log says so). L1067: Fist of Death fills the highest unchecked
    box; L1064: Lethal Weapon makes the consequence a step worse; each for a fate point."""
    folder = bundled(tmp_path, "brass-leviathan")
    _with_stunts(
        folder,
        LUCKY,
        "Martial Arts",
        "fists-10",
        "engineering-3",
        "Crippling Blow",
        "Fist of Death",
        "Lethal Weapon",
    )
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # Stunts that change another rule's number, and a leader's orders, are uses.
        dialog = await _roll(pilot, OCTAVIA, "Fists")
        await press(pilot, "j")
        assert "stunt.double_stress" not in option_prompts(app)
        await press(pilot, "escape", "escape")

        dialog = await _roll(pilot, LUCKY, "Fists")
        await press(pilot, "j")
        await choose(pilot, "stunt.double_stress")
        assert "against a thing, not a character" in _setup_text(dialog)
        await press(pilot, "d")
        await answer(pilot, "1")
        await press(pilot, "p")
        await type_dice(pilot, "++00")  # Fair +2, +2: 3 shifts over Average
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        entry = _log(folder)
        assert entry.data["use"] == "stunt.double_stress"
        assert "6 stress to it (3 doubled)" in entry.text

        dialog = await _roll(pilot, LUCKY, "Engineering")
        await press(pilot, "j")
        await choose(pilot, "stunt.force_bonus")
        await answer(pilot, "Good")
        await choose(pilot, "1")
        assert "the explosion's force is Fantastic (+6)" in dialog.session.worked.use.words
        await press(pilot, "j")
        await choose(pilot, "stunt.force_bonus")
        await answer(pilot, "Good")
        await choose(pilot, "0")
        assert "the explosion's force is Good (+3) (no bonus" in dialog.session.worked.use.words
        await press(pilot, "escape")

        # L618: a leader's Leadership modifies a minion group's roll, whatever its skill.
        dialog = await _roll(pilot, "leviathan-divers", "Guns")
        bonus = dialog.session.worked.setup_bonus
        await press(pilot, "j")
        await choose(pilot, "orders.leadership")
        await answer(pilot, "Good")
        assert dialog.session.worked.setup_bonus == bonus + 1
        assert "takes the leader's action" in dialog.session.worked.use.words
        await _to_the_table(pilot)

        # A crippling blow leaves only the ways with a consequence.
        # A plain blow, and Fist of Death fills the highest unchecked box instead.
        await press(pilot, "r", "c")
        await choose(pilot, LUCKY)
        await press(pilot, "3")
        await choose(pilot, IMOGEN)
        await press(pilot, "k")
        await choose(pilot, "Fists")
        await press(pilot, "p")
        await type_dice(pilot, "-000", "----")
        points = saved(folder).characters[LUCKY].fate_points
        await press(pilot, "enter")
        fist = option_prompts(app)["blow-0"]
        assert fist.startswith("Fist of Death: box 6 filled"), fist
        await choose(pilot, "blow-0")
        assert isinstance(app.screen, TableScreen)
        assert saved(folder).characters[IMOGEN].stress_marked["health"] == {5}
        assert saved(folder).characters[LUCKY].fate_points == points - 1
        assert "Fist of Death fills Dr Imogen Vance's health box 6" in _log(folder).text
        # Crippling Blow.
        await _crippling_blow(pilot)
        await press(pilot, "p")
        await type_dice(pilot, "+000", "----")
        await press(pilot, "enter")
        prompts = [str(o.prompt) for o in app.screen.query_one("#absorb-options").options]
        ways = [p for p in prompts if not p.startswith(("Taken out", "Fist of Death"))]
        assert ways and all("consequence" in p for p in ways)
        # Lethal Weapon makes her moderate consequence severe.
        lethal = [i for i, p in option_prompts(app).items() if "by Lethal Weapon" in p]
        await choose(pilot, lethal[0])
        await answer(pilot, "Cracked Ribs")
        assert isinstance(app.screen, TableScreen)
        text = _log(folder).text
        assert "pays 1 fate point for Crippling Blow" in text and "Cracked Ribs" in text
        assert "Lethal Weapon makes it severe for a fate point" in text
        assert saved(folder).characters[IMOGEN].consequence("severe").aspect == "Cracked Ribs"
        scene = saved(folder).current_scene
        assert f"stunt.crippling_blow>{IMOGEN}" in scene.stunts_used[LUCKY]
        # The same opponent again: refused unless the GM allows it.
        await _crippling_blow(pilot, allow=False)
        dialog = app.screen
        assert isinstance(dialog, RollDialog) and dialog.session.roll.use is None
        await press(pilot, "escape")
        await _crippling_blow(pilot, allow=True)
        assert app.screen.session.roll.use.overridden
        await press(pilot, "p")
        await type_dice(pilot, "+000", "----")
        await press(pilot, "enter")
        await choose(pilot, "out")  # no consequence left to take
        assert "Crippling Blow used again (the GM allowed it past its limit)" in _log(folder).text
