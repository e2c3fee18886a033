"""fate-tui uses Textual's public API only: no module imports a private one (`textual._x`,
`textual.widgets._footer`), whose names may change in any release."""

import ast
from pathlib import Path

import fate_tui
from tests.source_trees import parsed

PACKAGE = Path(fate_tui.__file__).parent
LIBRARIES = ("textual", "rich", "tomlkit")


def _private(module: str) -> bool:
    parts = module.split(".")
    return parts[0] in LIBRARIES and any(p.startswith("_") for p in parts)


def test_no_module_imports_a_private_module_of_a_library():
    found = []
    for path in PACKAGE.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        # An import of a library names it: a module that never does is not parsed.
        if not any(library in source for library in LIBRARIES):
            continue
        for node in ast.walk(parsed(source)):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module]
            else:
                continue
            found += [f"{path.relative_to(PACKAGE)}: {name}" for name in names if _private(name)]
    assert found == []
