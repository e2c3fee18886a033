"""Keys the GM remaps in a settings file: keys.toml in fate-tui's config folder.

    # ~/.config/fate-tui/keys.toml
    [keys]
    "app.roll" = "ctrl+r"
    "table.move" = "v"

Each name is a binding id, shown on the help screen.
"""

from __future__ import annotations

import os
from pathlib import Path

CONFIG_VARIABLE = "FATE_TUI_CONFIG_DIR"


def config_dir() -> Path:
    override = os.environ.get(CONFIG_VARIABLE)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_config_dir

    return Path(user_config_dir("fate-tui"))


def load_keymap(folder: Path | None = None) -> tuple[dict[str, str], str | None]:
    """(binding id -> keys, a problem to show or None). A broken file never stops the app."""
    path = (folder or config_dir()) / "keys.toml"
    if not path.is_file():
        return {}, None
    import tomllib  # only when there is a file: most GMs have none

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        return {}, f"{path}: {error}; using the default keys"
    keys = data.get("keys", {})
    if not isinstance(keys, dict):
        return {}, f'{path}: [keys] must be a table of binding id = "key"; using the defaults'
    good = {k: v for k, v in keys.items() if isinstance(k, str) and isinstance(v, str)}
    if len(good) != len(keys):
        return good, f'{path}: every key in [keys] must be text like "ctrl+r"'
    return good, None
