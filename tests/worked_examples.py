"""Builds docs/worked-examples.md from the rules tests, so the page cannot drift from them.

Every test in tests/rules/ whose name starts with a rule set (test_condensed_..., test_core_...,
test_accelerated_..., test_sotc_...) and that names lines of its seed text, in its name
(test_sotc_L423_...) or in its comments ("fate-core-actions-and-conflicts.txt L729"), is a
row: the lines, what the test checks (its first comment), and the test. Run
`python -m tests.worked_examples` to rewrite the page; tests/test_docs.py checks it is current.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RULES_TESTS = ROOT / "tests" / "rules"
PAGE = ROOT / "docs" / "worked-examples.md"

SEEDS = (
    ("condensed", "Fate Condensed", "fate-condensed-srd.txt"),
    ("core", "Fate Core (two chapters)", "fate-core-actions-and-conflicts.txt"),
    ("accelerated", "Fate Accelerated (excerpt)", "fate-accelerated.txt"),
    ("sotc", "Spirit of the Century", "spirit-of-the-century-srd.txt"),
)
_LINE = re.compile(r"\bL(\d+)(?:-(\d+))?\b")
_NAME_LINE = re.compile(r"_L(\d+)")
_SEED_FILES = re.compile(r"[\w-]+\.txt:?\s*")
_LEAD = re.compile(r"^(?:\(?L\d+(?:-\d+)?\)?(?:,| and)?\s*)+(?:\([^)]*\))?:?\s*")


def _comments(source: list[str], node: ast.FunctionDef) -> list[str]:
    lines = source[node.lineno - 1 : node.end_lineno]
    return [line.strip()[1:].strip() for line in lines if line.strip().startswith("#")]


def _param_rows(tree: ast.Module, node: ast.FunctionDef, seed: str, path: Path):
    """A table-driven test: each `pytest.param(..., id="L123 ...")` row of its parametrize
    table is a row of its own, named by its id."""
    tables = {
        target.id: statement.value
        for statement in tree.body
        if isinstance(statement, ast.Assign)
        for target in statement.targets
        if isinstance(target, ast.Name)
    }
    for decorator in node.decorator_list:
        if not (isinstance(decorator, ast.Call) and "parametrize" in ast.unparse(decorator.func)):
            continue
        table = decorator.args[1] if len(decorator.args) > 1 else None
        if isinstance(table, ast.Name):
            table = tables.get(table.id)
        for row in getattr(table, "elts", ()):
            ident = next((k.value for k in getattr(row, "keywords", ()) if k.arg == "id"), None)
            if not isinstance(ident, ast.Constant) or not _LINE.match(str(ident.value)):
                continue
            refs = {int(a): f"L{a}-{b}" if b else f"L{a}" for a, b in _LINE.findall(ident.value)}
            words = _LEAD.sub("", ident.value).strip()
            shown = ", ".join(refs[n] for n in sorted(refs))
            yield seed, min(refs), shown, words, f"{path.name}::{node.name}[{ident.value}]", False


def _rows(path: Path):
    source = path.read_text(encoding="utf-8")
    lines = source.splitlines()
    tree = ast.parse(source)
    for node in tree.body:
        if not isinstance(node, ast.FunctionDef) or not node.name.startswith("test_"):
            continue
        seed = next((key for key, _, _ in SEEDS if node.name.startswith(f"test_{key}_")), None)
        if seed is None:
            continue
        yield from _param_rows(tree, node, seed, path)
        comments = _comments(lines, node)
        refs: dict[int, str] = {int(n): f"L{n}" for n in _NAME_LINE.findall(node.name)}
        for comment in comments:
            for start, end in _LINE.findall(comment):
                refs.setdefault(int(start), f"L{start}-{end}" if end else f"L{start}")
        if not refs:
            continue
        words = " ".join(comments).split(". ")[0] if comments else ""
        words = _LEAD.sub("", _SEED_FILES.sub("", words)).strip().rstrip(".:")
        words = words.removeprefix("and ").strip()
        if len(words) < 8 or words[0] in ",;.":  # a fragment left between line numbers
            words = _humane(node.name, seed)
        xfail = any("xfail" in ast.unparse(d) for d in node.decorator_list)
        shown = ", ".join(refs[n] for n in sorted(refs))
        yield seed, min(refs), shown, words, f"{path.name}::{node.name}", xfail


def _humane(name: str, seed: str) -> str:
    words = re.sub(r"(?:^|_)L\d+", "", name[len(f"test_{seed}_") :]).replace("_", " ").strip()
    return words[:1].upper() + words[1:]


def build() -> str:
    rows = [row for path in sorted(RULES_TESTS.glob("test_*.py")) for row in _rows(path)]
    out = [
        "# Worked examples and rules of the seed texts, and the tests that check them",
        "",
        "This page is generated from the tests (`python -m tests.worked_examples`); a test in",
        "`tests/rules/` appears here when its name starts with a rule set and it names the seed",
        "lines it checks. A row means the mechanic is modelled by the rules core and the test",
        "works it through; passages that are not modelled, and why, are listed in",
        "[rules-coverage.md](rules-coverage.md). `file::name` is a pytest node id under",
        "`tests/rules/`.",
        "",
        "## Counts",
        "",
        "| Seed | Tests naming its lines |",
        "|---|---|",
    ]
    for key, title, _ in SEEDS:
        out.append(f"| {title} | {sum(1 for r in rows if r[0] == key)} |")
    for key, title, filename in SEEDS:
        out += ["", f"## {title} (`{filename}`)", "", "| Lines | What the test checks | Test |"]
        out.append("|---|---|---|")
        for _, _, lines, words, node, xfail in sorted(
            (r for r in rows if r[0] == key), key=lambda r: (r[1], r[4])
        ):
            mark = " (**xfail**)" if xfail else ""
            words = words.replace("|", "\\|")
            out.append(f"| {lines} | {words} | `{node}`{mark} |")
    return "\n".join(out) + "\n"


def main() -> int:
    PAGE.write_text(build(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
