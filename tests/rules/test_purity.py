"""The rules core stays pure: importing it must not pull in Textual or tomlkit."""

import subprocess
import sys


def test_rules_core_imports_nothing_outside_the_standard_library():
    code = (
        "import sys, fate_tui.rules\n"
        "import fate_tui.rules.rulesets\n"
        "import pkgutil, importlib\n"
        "for m in pkgutil.iter_modules(fate_tui.rules.__path__):\n"
        "    importlib.import_module('fate_tui.rules.' + m.name)\n"
        "bad = [m for m in ('textual', 'tomlkit', 'rich', 'platformdirs') if m in sys.modules]\n"
        "print(','.join(bad))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


def test_every_import_in_the_rules_core_is_of_the_standard_library_or_the_core():
    """The import-linter contract names the packages installed; this names every other one."""
    import ast
    from pathlib import Path

    import fate_tui.rules

    outside = []
    for path in Path(fate_tui.rules.__file__).parent.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module]
            else:
                continue
            for name in names:
                top = name.partition(".")[0]
                if top not in sys.stdlib_module_names and not name.startswith("fate_tui.rules"):
                    outside.append(f"{path.name}: {name}")
    assert outside == []


def test_every_name_the_rules_package_exports_resolves():
    import fate_tui.rules

    assert fate_tui.rules.__all__
    for name in fate_tui.rules.__all__:
        assert getattr(fate_tui.rules, name) is not None, name
