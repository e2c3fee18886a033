"""Keys: the GM's keys.toml remaps bindings by id; every binding has an id, a description and
a command palette entry, and none uses a key terminals swallow."""

import importlib
import inspect
import os
import pkgutil
import re
from pathlib import Path

from textual.binding import Binding
from textual.dom import DOMNode

import fate_tui.ui
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.ui.shell.keymap import binding_ids, keymap_warning, load_keymap
from fate_tui.ui.widgets.cast_table import CastTable
from tests.ui.conftest import loaded, notifications

SWALLOWED = {"ctrl+s", "ctrl+q", "ctrl+z", "ctrl+c", "ctrl+h", "tab"}
BINDING_ID = re.compile(r"^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$")


def _write_keys(text: str) -> Path:
    folder = Path(os.environ["FATE_TUI_CONFIG_DIR"])
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "keys.toml"
    path.write_text(text, encoding="utf-8")
    return path


def _fate_points(campaign) -> int:
    return CampaignStore.load(campaign).state.characters["ansel"].fate_points


# Remapping ------------------------------------------------------------------------------


async def test_a_broken_keys_file_shows_a_warning_and_keeps_the_default_keys(campaign):
    path = _write_keys('[keys]\n"table.fate_plus" = "p\n')  # no closing quote
    before = _fate_points(campaign)
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        warnings = [n for n in app._notifications if n.severity == "warning"]
        assert len(warnings) == 1
        assert str(path) in warnings[0].message
        assert "using the default keys" in warnings[0].message
        app.screen.query_one(CastTable).focus()
        await pilot.press("plus")
        await pilot.pause()
        assert _fate_points(campaign) == before + 1


def test_keys_that_are_not_text_are_refused_and_the_others_kept(tmp_path):
    (tmp_path / "keys.toml").write_text('[keys]\n"app.roll" = "ctrl+r"\n"app.log" = 3\n')
    keymap, problem = load_keymap(tmp_path)
    assert keymap == {"app.roll": "ctrl+r"}
    assert "must be text" in problem


def test_keys_must_be_a_table(tmp_path):
    (tmp_path / "keys.toml").write_text('keys = "r"\n')
    keymap, problem = load_keymap(tmp_path)
    assert keymap == {} and "[keys] must be a table" in problem


def test_an_entry_outside_keys_is_warned_about_not_silently_ignored(tmp_path):
    """Found at the table: `"app.roll" = "ctrl+r"` written with no [keys] did nothing and said
    nothing."""
    (tmp_path / "keys.toml").write_text('"app.roll" = "ctrl+r"\n[keys]\n"table.move" = "v"\n')
    keymap, problem = load_keymap(tmp_path)
    assert keymap == {"table.move": "v"}
    assert "'app.roll' is not under [keys] and is ignored" in problem


def test_no_keys_file_is_no_problem(tmp_path):
    assert load_keymap(tmp_path) == ({}, None)


async def _warnings(app, pilot) -> list[str]:
    await loaded(app, pilot)
    await pilot.pause()
    return notifications(app, "warning")


async def test_ids_no_binding_has_are_warned_about_and_the_others_take_their_new_keys(campaign):
    # One keys.toml for both checks: two typing slips, and two ids that exist.
    path = _write_keys(
        '[keys]\n"table.fate_plus" = "p"\n"table.move" = "v"\n"tabel.move" = "v"\n"app.rol" = "x"\n'
    )
    before = _fate_points(campaign)
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        # Ids no binding has are warned about, with a "did you mean".
        warnings = await _warnings(app, pilot)
        assert len(warnings) == 1
        assert str(path) in warnings[0]
        assert "'tabel.move' (did you mean 'table.move'?)" in warnings[0]
        assert "'app.rol' (did you mean 'app.roll'?)" in warnings[0]
        assert "table.fate_plus" not in warnings[0]
        # A remapped binding id takes its new key: the ids that exist are remapped all the same.
        app.screen.query_one(CastTable).focus()
        await pilot.press("p")
        await pilot.pause()
        assert _fate_points(campaign) == before + 1
        await pilot.press("plus")  # the old key no longer does it
        await pilot.pause()
        assert _fate_points(campaign) == before + 1
        await pilot.press("v")
        await pilot.pause()
        assert type(app.screen).__name__ == "Choose"


async def test_every_keys_toml_problem_is_in_the_same_warning(campaign):
    _write_keys('[keys]\n"app.roll" = "ctrl+r"\n"app.log" = 3\n"app.lgo" = "y"\n')
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        warnings = await _warnings(app, pilot)
        assert len(warnings) == 1
        assert "must be text" in warnings[0]
        assert "'app.lgo' (did you mean 'app.log'?)" in warnings[0]


async def test_a_warning_keeps_the_brackets_of_keys(campaign):
    _write_keys('keys = "r"\n')  # read as markup, "[keys]" would vanish from the message
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        warnings = await _warnings(app, pilot)
        assert len(warnings) == 1 and "[keys] must be a table" in warnings[0]


async def test_known_ids_give_no_warning_and_a_remapped_app_binding_works(campaign):
    _write_keys(
        '[keys]\n"sheet.edit" = "o"\n"roll.apply" = "ctrl+j"\n"dialog.yes" = "j"\n'
        '"app.undo" = "ctrl+u"\n'
    )
    before = _fate_points(campaign)
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        # Known ids give no warning.
        assert await _warnings(app, pilot) == []
        # A remapped app binding works on every screen.
        app.screen.query_one(CastTable).focus()
        await pilot.press("plus")
        await pilot.pause()
        await pilot.press("ctrl+u")
        await pilot.pause()
        assert _fate_points(campaign) == before


def test_the_known_ids_are_every_declared_binding_id():
    declared = {binding.id for cls in _ui_classes() for binding in cls.BINDINGS}
    assert binding_ids() == declared
    assert {"app.quit", "table.move", "roll.apply", "help.close", "picker.open"} <= declared


def test_the_warning_joins_the_problems_and_names_the_file(tmp_path):
    known = {"app.roll", "app.log"}
    assert keymap_warning({"app.roll": "x"}, None, known, tmp_path) is None
    assert keymap_warning({}, "broken", known, tmp_path) == "broken"
    warning = keymap_warning({"app.roll": "x", "app.rolls": "y"}, "broken", known, tmp_path)
    assert warning == (
        f"broken\n{tmp_path / 'keys.toml'}: no binding has the id 'app.rolls' "
        "(did you mean 'app.roll'?): it is ignored (the help screen lists the ids)"
    )


# Every binding has an id and a palette entry -------------------------------------------


def _ui_classes() -> list[type]:
    """Every class in fate_tui.ui that declares its own BINDINGS."""
    found = []
    for module_info in pkgutil.walk_packages(fate_tui.ui.__path__, "fate_tui.ui."):
        module = importlib.import_module(module_info.name)
        for _, cls in inspect.getmembers(module, inspect.isclass):
            if cls.__module__ == module.__name__ and "BINDINGS" in vars(cls):
                found.append(cls)
    return found


def test_the_binding_classes_are_found():
    names = {cls.__name__ for cls in _ui_classes()}
    assert {"FateApp", "TableScreen", "PickerScreen", "Confirm"} <= names


def test_every_binding_has_an_id_a_description_and_a_usable_key():
    for cls in _ui_classes():
        assert issubclass(cls, DOMNode), cls
        for binding in cls.BINDINGS:
            where = f"{cls.__name__}: {binding!r}"
            assert isinstance(binding, Binding), where
            assert binding.id and BINDING_ID.match(binding.id), where
            assert binding.description, where
            assert not SWALLOWED & set(binding.key.split(",")), where
