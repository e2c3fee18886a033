"""The code examples in the docs run, so the docs stay true."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
_BLOCK = re.compile(r"```python\n(.*?)```", re.DOTALL)
_FENCED = re.compile(r"^```.*?^```", re.DOTALL | re.MULTILINE)
_PATH = re.compile(r"`([\w.-]+(?:/[\w.-]*)+)`")  # `fate_tui/ui/app.py`, `fate_tui/rules/`
_LINK = re.compile(r"\]\(([^)#:\s]+)(?:#([^)]*))?\)")  # [text](guide.md#anchor), not URLs
PAGES = [ROOT / "README.md", ROOT / "CONTRIBUTING.md", *sorted(DOCS.glob("*.md"))]


def _blocks(name: str) -> list[str]:
    return _BLOCK.findall((DOCS / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("index", range(len(_blocks("rules-api.md"))))
def test_rules_api_example_runs(index):
    exec(compile(_blocks("rules-api.md")[index], f"rules-api.md block {index}", "exec"), {})


def test_worked_examples_page_is_built_from_the_tests():
    # Rebuild it with `python -m tests.worked_examples` after changing a rules test.
    from tests.worked_examples import PAGE, build

    assert PAGE.read_text(encoding="utf-8") == build()


def test_rules_coverage_lists_exactly_the_sotc_stunts_without_an_effect():
    # docs/rules-coverage.md names, with the reason, every catalogue stunt the rules core
    # applies nothing for; a stunt given an effect leaves the list.
    from fate_tui.rules.rulesets import SOTC

    text = (DOCS / "rules-coverage.md").read_text(encoding="utf-8")
    start = text.index("The catalogue stunts that carry no effect")
    listed = {int(n) for n in re.findall(r"L(\d+)", text[start : text.index("###", start)])}
    without = {s.line for s in SOTC.characters.stunt_catalogue if not s.effects}
    assert listed == without


def test_every_path_the_architecture_page_names_exists():
    # A module moved or renamed (the ui/ regrouping, say) fails here until the map follows it.
    # The planned layout sits in a code block, which is not checked.
    text = _FENCED.sub("", (DOCS / "architecture.md").read_text(encoding="utf-8"))
    paths = _PATH.findall(text)
    assert len(paths) > 40, "the page names its modules as `fate_tui/...` paths"
    assert [path for path in paths if not (ROOT / path).exists()] == []


def _anchors(page: Path) -> set[str]:
    """The anchors of a page's headings, as GitHub makes them."""
    headings = re.findall(r"^#+ (.+)$", _FENCED.sub("", page.read_text(encoding="utf-8")), re.M)
    return {re.sub(r"[^\w\- ]", "", h).strip().lower().replace(" ", "-") for h in headings}


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_link_between_the_pages_leads_somewhere(page):
    # The README's long feature list moved to docs/guide.md: a link left behind fails here.
    text = _FENCED.sub("", page.read_text(encoding="utf-8"))
    broken = []
    for target, anchor in _LINK.findall(text):
        found = page.parent / target
        if not found.exists() or (anchor and anchor not in _anchors(found)):
            broken.append(f"{target}#{anchor}" if anchor else target)
    assert broken == []
