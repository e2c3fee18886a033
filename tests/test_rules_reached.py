"""Every public function of the rules core is reached from outside it (a screen, an intent,
an import or a command calls it, or a rules function that is itself reached does), or
docs/rules-coverage.md says why it is not, under "Rules code the table does not reach yet".

The walk reads the source, not a running app: a name used outside `fate_tui/rules/` is a
root, and a rules function, class or module-level value reached names everything its body
names. Names are matched by name alone, so a function sharing a name with one in use counts
as reached; the list errs towards saying too little, never too much.
"""

import ast
import re
from functools import cache
from pathlib import Path

from tests.source_trees import parsed

PACKAGE = Path(__file__).resolve().parents[1] / "fate_tui"
RULES = PACKAGE / "rules"
COVERAGE = PACKAGE.parent / "docs" / "rules-coverage.md"
SECTION = "## Rules code the table does not reach yet"


def _names(node: ast.AST) -> set[str]:
    found: set[str] = set()
    for child in ast.walk(node):
        if isinstance(child, ast.Name):
            found.add(child.id)
        elif isinstance(child, ast.Attribute):
            found.add(child.attr)
        elif isinstance(child, ast.alias):
            found.update({(child.asname or child.name).rsplit(".")[-1], child.name.rsplit(".")[-1]})
        elif isinstance(child, ast.Constant) and isinstance(child.value, str):
            # A function named by a string (a table of procedures looked up by name).
            if child.value.isidentifier():
                found.add(child.value)
    return found


@cache
def _rules_graph() -> tuple[dict[str, set[str]], frozenset[str]]:
    """What each top-level name of the rules core names, and its public functions.

    Worked out once per test process: parsing and walking the package takes about a second,
    and each test here asks for it."""
    graph: dict[str, set[str]] = {}
    public: set[str] = set()
    for path in sorted(RULES.rglob("*.py")):
        for statement in parsed(path.read_text(encoding="utf-8")).body:
            if isinstance(statement, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                graph.setdefault(statement.name, set()).update(_names(statement))
                if not isinstance(statement, ast.ClassDef) and not statement.name.startswith("_"):
                    public.add(f"{path.stem}.{statement.name}")
            elif isinstance(statement, ast.Assign | ast.AnnAssign):
                targets = (
                    statement.targets if isinstance(statement, ast.Assign) else [statement.target]
                )
                named = _names(statement.value) if statement.value else set()
                for target in targets:
                    for name in ast.walk(target):
                        if isinstance(name, ast.Name):
                            graph.setdefault(name.id, set()).update(named)
    return graph, frozenset(public)


@cache
def unreached() -> frozenset[str]:
    """The rules core's public functions nothing outside it reaches (once per process, as
    `_rules_graph`)."""
    graph, public = _rules_graph()
    roots: set[str] = set()
    for path in PACKAGE.rglob("*.py"):
        if RULES not in path.parents:
            roots |= _names(parsed(path.read_text(encoding="utf-8")))
    reached: set[str] = set()
    todo = [name for name in roots if name in graph]
    while todo:
        name = todo.pop()
        if name not in reached:
            reached.add(name)
            todo += [n for n in graph[name] if n in graph and n not in reached]
    return frozenset(q for q in public if q.split(".")[1] not in reached)


def documented() -> set[str]:
    text = COVERAGE.read_text(encoding="utf-8")
    assert SECTION in text, f"docs/rules-coverage.md has no section '{SECTION}'"
    section = text.split(SECTION, 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"`([a-z_0-9]+\.[a-z_0-9]+)`", section))


def test_every_rules_function_is_reached_or_documented_as_not_yet():
    missing = unreached() - documented()
    assert not missing, (
        "public rules functions nothing outside the rules core reaches, not listed in "
        f"docs/rules-coverage.md '{SECTION}' with the reason: {sorted(missing)}"
    )


def test_the_list_of_unreached_rules_code_names_only_unreached_functions():
    # When a screen starts calling one, it leaves the list.
    stale = documented() - unreached()
    assert not stale, f"reached now, or gone: take them off the list: {sorted(stale)}"


def test_the_walk_finds_reached_functions():
    # The walk itself: functions the screens and intents call are reached; the list holds
    # public functions only.
    _, public = _rules_graph()
    found = unreached()
    assert {"dice.roll_dice", "ladder.signed", "dice.parse_dice"} <= public
    assert not found & {"dice.roll_dice", "ladder.signed", "dice.parse_dice"}
    assert found <= public
