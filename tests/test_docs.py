"""The code examples in the docs run, so the docs stay true."""

import re
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"
_BLOCK = re.compile(r"```python\n(.*?)```", re.DOTALL)


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
