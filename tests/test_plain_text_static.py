"""Campaign text is shown as plain text: a static look at fate_tui/ for the ways Textual and
Rich read a string as markup, so that a new screen cannot bring one back unnoticed.

Each pattern is a road by which a name such as '[link=file:///etc/passwd]' raised
MarkupError or '[@click=app.quit]' became a live span: markup asked for by name, text parsed
as markup explicitly, the fuzzy matcher's `highlight` (it parses the candidate), and a
border's title set from a formatted str (a border reads a str as markup: `set_border` in
fate_tui/ui/text.py and `plain` make it literal). The walk in tests/ui/test_hostile_walk.py
checks the same on the screens themselves."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "fate_tui"

RISKS = {
    "markup asked for": re.compile(r"\bmarkup\s*=\s*True"),
    "text parsed as markup": re.compile(r"\bfrom_markup\s*\(|\brender_str\s*\("),
    "Matcher.highlight parses its text as markup": re.compile(r"(?i)matcher\)?\.highlight\s*\("),
    "a border title from a formatted str": re.compile(
        r"\.border_(?:sub)?title\s*=\s*(?:f[\"']|[\"'][^\"']*[\"']\s*\+|str\()"
    ),
}


def found(pattern: re.Pattern[str]) -> list[str]:
    hits = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0]
            if pattern.search(code):
                hits.append(f"{path.relative_to(PACKAGE.parent)}:{number}: {line.strip()}")
    return hits


@pytest.mark.parametrize("risk", sorted(RISKS))
def test_no_campaign_text_is_read_as_markup(risk):
    assert found(RISKS[risk]) == []


@pytest.mark.parametrize(
    ("risk", "line"),
    [
        ("markup asked for", 'self.notify(f"Undid: {label}", markup=True)'),
        ("text parsed as markup", "Content.from_markup(name)"),
        ("Matcher.highlight parses its text as markup", "matcher.highlight(choice.label)"),
        ("a border title from a formatted str", 'box.border_title = f"Treatment of {who}"'),
    ],
)
def test_each_risk_is_seen_where_it_is(risk, line):
    assert RISKS[risk].search(line)
