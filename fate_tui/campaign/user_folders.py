"""The GM's own folders outside any campaign: settings (keys.toml, settings.toml) in the
platform's config folder, and what fate-tui keeps between runs (each campaign's undo history)
in its state folder. Environment variables move them (tests, portable installs)."""

from __future__ import annotations

import os
from pathlib import Path

CONFIG_VARIABLE = "FATE_TUI_CONFIG_DIR"
STATE_VARIABLE = "FATE_TUI_STATE_DIR"


def config_dir() -> Path:
    override = os.environ.get(CONFIG_VARIABLE)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_config_dir  # only when needed: it is not free to import

    return Path(user_config_dir("fate-tui"))


def state_dir() -> Path:
    override = os.environ.get(STATE_VARIABLE)
    if override:
        return Path(override).expanduser()
    from platformdirs import user_state_dir

    return Path(user_state_dir("fate-tui"))
