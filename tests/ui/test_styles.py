"""The one rule for styles (docs/architecture.md, Styles): a class's layout lives in its own
DEFAULT_CSS, every rule starting with its class name; app.tcss keeps only what spans the app.
App CSS outranks any DEFAULT_CSS, so a screen's rule left unscoped in app.tcss would win over
the screen's own."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import fate_tui.ui

UI = Path(fate_tui.ui.__file__).parent

SPANS_THE_APP = {"#status", ".dialog", ".dialog-title", ".dialog-hint", ".dialog-buttons"}
"""The ids and classes app.tcss may style: the status line several screens share and the
classes every dialog uses."""


def selectors(css: str) -> list[str]:
    """Each selector of each top-level rule, comments dropped; a nested rule (`&:focus`,
    `#character-search` inside `CharacterList { }`) is scoped by the rule around it."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    heads, head, depth = [], "", 0
    for char in css:
        if char == "{":
            if depth == 0:
                heads.append(head)
            depth += 1
        elif char == "}":
            depth -= 1
            head = ""
        elif depth == 0:
            head += char
    return [s.strip() for head in heads for s in head.split(",") if s.strip()]


def first_part(selector: str) -> str:
    return re.split(r"[\s>:]", selector, maxsplit=1)[0]


def test_app_tcss_styles_only_what_spans_the_app() -> None:
    for selector in selectors((UI / "app.tcss").read_text(encoding="utf-8")):
        first = re.split(r"(?=[.#])", first_part(selector))
        type_name, names = first[0], first[1:]
        if type_name:
            # A type spans the app: every ModalScreen, the too-small state.
            assert type_name in {"ModalScreen", "TooSmallNotice", "App"}, selector
        else:
            assert names[0] in SPANS_THE_APP, f"{selector}: belongs in its class's DEFAULT_CSS"


def default_css() -> list[tuple[Path, str, str]]:
    found = []
    for path in sorted(UI.rglob("*.py")):
        source = path.read_text(encoding="utf-8")
        if "DEFAULT_CSS" not in source:
            continue  # no class here sets it: parsing every module took most of the test
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.ClassDef):
                continue
            for item in node.body:
                if (
                    isinstance(item, ast.Assign)
                    and any(isinstance(t, ast.Name) and t.id == "DEFAULT_CSS" for t in item.targets)
                    and isinstance(item.value, ast.Constant)
                    and isinstance(item.value.value, str)
                ):
                    found.append((path, node.name, item.value.value))
    return found


def test_every_default_css_rule_starts_with_its_class_name() -> None:
    found = default_css()
    assert {name for _, name, _ in found} >= {"TableScreen", "RollDialog", "HelpScreen"}
    for path, name, css in found:
        for selector in selectors(css):
            first = re.split(r"(?=[.#])", first_part(selector))[0]
            assert first == name, f"{path.relative_to(UI)}: {name}: {selector!r}"
