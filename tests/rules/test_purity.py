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
