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
