"""The type checker's hold on the ui (docs/architecture.md, "The layers"): no ui module is
exempt from a kind of mypy error but the players' web server, for textual-serve's typing gaps;
a value the ui knows is set is read through `known`, which lets every value but None through
and names what was missing."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from fate_tui.ui.shell.known import NotSet, known

ROOT = Path(__file__).resolve().parent.parent
WEB_SERVER = "fate_tui.ui.players.web_server"
TEXTUAL_SERVE_GAPS = {"arg-type", "override", "return-value"}


def _exemptions() -> dict[str, set[str]]:
    """The kinds of error each ui module is exempt from ("*": all of them)."""
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    found: dict[str, set[str]] = {}
    for section in config["tool"]["mypy"].get("overrides", []):
        modules = section["module"]
        for module in [modules] if isinstance(modules, str) else modules:
            if not module.startswith("fate_tui.ui"):
                continue
            if section.get("ignore_errors"):
                found.setdefault(module, set()).add("*")
            found.setdefault(module, set()).update(section.get("disable_error_code", []))
    return {module: kinds for module, kinds in found.items() if kinds}


def test_no_ui_module_is_exempt_from_a_kind_of_error_but_the_web_server():
    assert _exemptions() == {WEB_SERVER: TEXTUAL_SERVE_GAPS}


def test_known_gives_back_every_value_that_is_set_even_a_falsy_one():
    assert known(0, "the shifts") == 0
    assert known("", "the name") == ""
    assert known((), "the cast") == ()


def test_known_names_what_was_missing():
    with pytest.raises(NotSet, match=r"^the running conflict is not set here$"):
        known(None, "the running conflict")
