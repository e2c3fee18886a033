"""Where fate-tui reaches past a library's public API, it says so here: every private attribute
it reads or patches, and every private member of a Textual (or Rich, or tomlkit) class it
overrides or shadows, is on one of the lists below with the reason. A private name may change
in any release, so upgrading a library means checking each of them (docs/architecture.md,
"Beyond Textual's public API"); a new one fails this test until it is named here.

test_private_imports.py checks the imports; this checks the attributes.
"""

from __future__ import annotations

import ast
import importlib
import inspect
from functools import cache
from pathlib import Path

import pytest

from tests.source_trees import parsed

ROOT = Path(__file__).resolve().parent.parent
SCANNED = ("fate_tui", "tests", "bench", "screenshots")
LIBRARIES = ("textual", "rich", "tomlkit")

# A private attribute fate-tui itself never defines, read or patched anywhere in the code, the
# tests or the benchmarks: name -> where and why.
READ = {
    "_rust_notify": (
        "watchfiles' Rust notifier (campaign/folder_events.py, and patched in "
        "tests/campaign/test_folder_events.py): the events alone, without watchfiles' own loop "
        "that wakes four times a second"
    ),
    "_line_cache": (
        "OptionList's wrapped lines (widgets/steady_options.py): forgotten when the width they "
        "were counted at changes"
    ),
    "_option_render_cache": "OptionList's rendered options: forgotten with the lines",
    "_show_hover_cursor": (
        "whether DataTable shows its hover cursor (widgets/row_cache.py): part of the key a "
        "cell's rendering is kept under, as in DataTable's own key"
    ),
    "_map": (
        "tomlkit's key -> body index of a container (tomltext/writeback_editor.py and "
        "writeback_layout.py): where a key is written, to edit it in place"
    ),
    "_insert_at": (
        "tomlkit's insertion at a body index (tomltext/writeback_layout.py): a new key goes "
        "after its table's last key, not after the comments heading the next table"
    ),
    "_parse_rules": (
        "Stylesheet's CSS parser, patched in tests/conftest.py to parse each CSS once per test "
        "process instead of once per app (tests only: the app parses once per run)"
    ),
    "_variables": "the Stylesheet's theme variables, part of that cache's key (tests only)",
    "_compositor_refresh": (
        "Screen's frame refresh, patched in tests/conftest.py so a headless app renders a frame "
        "only when a test reads the screen (tests only: the app renders every frame)"
    ),
    "_dirty_regions": "the regions a skipped frame would have drawn, cleared by that patch",
    "_dirty_widgets": "the widgets a skipped frame would have drawn, cleared by that patch",
    "_update_mouse_over": "the hover update a frame refresh ends with, kept by that patch",
    "_notifications": "the notifications an app has shown (tests only)",
    "_compositor": "the screen's drawn lines, as the GM sees them (tests only)",
    "_background_screens": (
        "the screens drawn behind a dialog, for the hostile walk's frame read straight from the "
        "compositor as Textual's own screenshot does (tests only)"
    ),
    "_clear_caches": (
        "counts OptionList forgetting its lines, what SteadyOptionList exists to avoid (tests only)"
    ),
    "_get_line": "OptionList's drawn line at a row (tests only)",
    "_post_message": (
        "a key press delivered as the terminal's driver does, timed to the repaint "
        "(bench/bench_startup.py)"
    ),
    "_wait_for_screen": "Pilot's wait for the screen to settle (bench/bench_startup.py)",
    "_on_timer_update": "the screen's repaint, forced to time it (bench/bench_startup.py)",
}

# The standard library's names that are public despite their underscore, wherever they are used.
PUBLIC = {
    # A named tuple's documented API.
    *("_replace", "_asdict", "_fields", "_make"),
    # argparse's type of what add_subparsers() returns, for annotations.
    "_SubParsersAction",
}

# A private member of a library class that a fate-tui subclass overrides or assigns:
# "module.Class.name" -> why.
OVERRIDDEN = {
    "fate_tui.ui.widgets.steady_options.SteadyOptionList._update_lines": (
        "OptionList counts an option's lines at one width and draws them at another when its "
        "scrollbar comes or goes: counted again at the width drawn"
    ),
    "fate_tui.ui.widgets.row_cache.CachedRowTable._render_cell": (
        "DataTable keeps a rendered cell under one table-wide count of updates, so a changed "
        "cell rendered its whole row through Rich again: kept under the cell's own count"
    ),
    "fate_tui.ui.screens.styled_once.StyledOnce._on_screen_resume": (
        "a screen's first resume skips restyling what was styled a moment ago as it mounted "
        "(3 ms of the Table's first frame, a second pass over a dialog's widgets)"
    ),
}


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _files() -> list[Path]:
    return [path for top in SCANNED for path in sorted((ROOT / top).rglob("*.py"))]


@cache
def _tree(path: Path) -> ast.Module:
    return parsed(path.read_text(encoding="utf-8"))


@cache
def _scan(path: Path) -> tuple[frozenset[str], frozenset[str]]:
    """The names a file defines, and the private names it reaches, in one walk of its tree:
    walking the hundred thousand lines scanned takes about a second each time."""
    defined: set[str] = set()
    reached: set[str] = set()
    for node in ast.walk(_tree(path)):
        name = _named(node)
        if name is not None:
            reached.add(name)
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            defined.add(node.name)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
            defined.add(node.id)
        elif _own_store(node):
            defined.add(node.attr)
        elif isinstance(node, ast.alias):
            defined.add(node.asname or node.name.split(".")[0])
        elif isinstance(node, ast.arg):
            defined.add(node.arg)
    return frozenset(defined), frozenset(reached)


def _defined_here() -> set[str]:
    """Every name the project itself defines: a private name outside it is a library's."""
    return {name for path in _files() for name in _scan(path)[0]}


def _own_store(node: ast.AST) -> bool:
    """`self._x = ...` or `cls._x = ...`: an attribute of the class being written."""
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.ctx, ast.Store)
        and isinstance(node.value, ast.Name)
        and node.value.id in ("self", "cls")
    )


def _named(node: ast.AST) -> str | None:
    """The private name `node` reaches: `x._name`, or `getattr(x, "_name")` and its kin."""
    if isinstance(node, ast.Attribute) and _private(node.attr):
        return node.attr
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id in ("getattr", "setattr", "hasattr", "delattr")
        and len(node.args) > 1
        and isinstance(node.args[1], ast.Constant)
        and isinstance(node.args[1].value, str)
        and _private(node.args[1].value)
    ):
        return node.args[1].value
    return None


@pytest.mark.long_running
def test_every_private_attribute_of_a_library_read_is_named_with_its_reason():
    own = _defined_here()
    found: dict[str, set[str]] = {}
    for path in _files():
        for name in _scan(path)[1] - own - PUBLIC:
            found.setdefault(name, set()).add(path.relative_to(ROOT).as_posix())
    new = {name: sorted(files) for name, files in found.items() if name not in READ}
    assert new == {}, "new: name each with its reason in READ"
    assert sorted(READ.keys() - found.keys()) == [], "no longer used: remove from READ"


def _class_members(node: ast.ClassDef) -> frozenset[str]:
    """The private names a class body defines: methods, class attributes, `self._x`."""
    names = set()
    for item in node.body:
        if isinstance(item, ast.FunctionDef | ast.AsyncFunctionDef):
            names.add(item.name)
        elif isinstance(item, ast.Assign):
            names |= {t.id for t in item.targets if isinstance(t, ast.Name)}
        elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
            names.add(item.target.id)
    names |= {n.attr for n in ast.walk(node) if _own_store(n)}
    return frozenset(name for name in names if _private(name))


@cache
def _classes_in(source: str) -> dict[str, ast.ClassDef]:
    tree = _tree(Path(source))
    return {n.name: n for n in ast.walk(tree) if isinstance(n, ast.ClassDef)}


@cache
def _members(source: str | None, name: str) -> frozenset[str]:
    """The private members of the class `name` in `source`, worked out only for the classes
    asked about (a library module holds many a fate-tui class never derives from)."""
    node = _classes_in(source).get(name) if source else None
    return _class_members(node) if node is not None else frozenset()


@cache
def _library_members(cls: type) -> frozenset[str]:
    members = {name for name in vars(cls) if _private(name)}
    return frozenset(members) | _members(inspect.getsourcefile(cls), cls.__name__)


def test_every_private_member_of_a_library_class_overridden_is_named_with_its_reason():
    # Shadowing one by accident is as fragile as overriding it on purpose: the app once kept
    # keys.toml's keymap in `_keymap`, the name Textual's App keeps its own in.
    found = set()
    for path in sorted((ROOT / "fate_tui").rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        classes = _classes_in(str(path))
        if not classes:
            continue
        loaded = importlib.import_module(module)
        for name in classes:
            cls = getattr(loaded, name, None)
            if not isinstance(cls, type):
                continue
            libraries = [b for b in cls.__mro__[1:] if b.__module__.split(".")[0] in LIBRARIES]
            for base in libraries:
                members = _members(str(path), name)
                found |= {f"{module}.{name}.{m}" for m in members & _library_members(base)}
            # A mixin of fate-tui's own (`StyledOnce`) overrides what the library class it is
            # mixed with defines.
            for mixin in cls.__mro__[1:]:
                if mixin.__module__.startswith("fate_tui.") and mixin not in libraries:
                    own = _members(inspect.getsourcefile(mixin), mixin.__name__)
                    for base in libraries:
                        found |= {
                            f"{mixin.__module__}.{mixin.__name__}.{m}"
                            for m in own & _library_members(base)
                        }
    assert sorted(found - OVERRIDDEN.keys()) == [], "new: name each with its reason"
    assert sorted(OVERRIDDEN.keys() - found) == [], "no longer overridden: remove it"
