"""The GM's settings that outlive a run: settings.toml in fate-tui's config folder.

    # ~/.config/fate-tui/settings.toml
    theme = "textual-light"   # the theme last chosen in the command palette

fate-tui writes the file itself when the GM picks a theme, changing only that line (comments
and anything else in the file stay). A file that cannot be read is reported in one message:
the app then starts with its defaults and never overwrites it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from fate_tui.campaign.user_folders import config_dir

SETTINGS_FILE = "settings.toml"


@dataclass(frozen=True)
class Settings:
    """The GM's settings that outlive a run (settings.toml): the theme last chosen."""

    theme: str | None = None
    """A Textual theme's name, or None for the default theme."""


def settings_file(folder: Path | None = None) -> Path:
    return (folder or config_dir()) / SETTINGS_FILE


def load_settings(folder: Path | None = None) -> tuple[Settings, str | None]:
    """(the settings, a problem to show or None): a broken file gives the defaults."""
    path = settings_file(folder)
    if not path.is_file():
        return Settings(), None
    import tomllib  # only when there is a file

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        return Settings(), f"{path}: {error}; using the default settings"
    theme = data.get("theme")
    if theme is not None and not isinstance(theme, str):
        return Settings(), f'{path}: theme must be a theme\'s name, like "textual-dark"'
    return Settings(theme=theme), None


def remember_theme(theme: str, folder: Path | None = None) -> str | None:
    """Write the theme into the settings file; a problem to show (the file is then left as it
    was), or None."""
    import tomlkit  # only when the GM picks a theme
    from tomlkit.exceptions import TOMLKitError

    from fate_tui.tomltext.atomic import atomic_write

    path = settings_file(folder)
    try:
        text = path.read_text(encoding="utf-8") if path.is_file() else ""
        document = tomlkit.parse(text)
    except (OSError, UnicodeDecodeError, TOMLKitError) as error:
        return f"{path} could not be read ({error}): the theme is not remembered; fix or remove it"
    document["theme"] = theme
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write(path, tomlkit.dumps(document).encode("utf-8"))
    except OSError as error:
        return f"Could not remember the theme in {path}: {error}"
    return None
