"""Where campaigns live: the user's data folder and the examples bundled with fate-tui."""

from __future__ import annotations

import os
import shutil
import tomllib
from dataclasses import dataclass
from pathlib import Path

DATA_DIR_VARIABLE = "FATE_TUI_DATA_DIR"
BUNDLED = Path(__file__).resolve().parents[2] / "campaigns"


@dataclass(frozen=True)
class CampaignEntry:
    """A campaign folder as the list of campaigns shows it: its path, its name and rule set from
    campaign.toml, and whether it is a bundled example."""

    path: Path
    name: str
    rules: str
    bundled: bool


def data_dir(override: str | os.PathLike[str] | None = None) -> Path:
    """The user's campaign folder: `override`, else $FATE_TUI_DATA_DIR, else the platform's
    user data folder for fate-tui."""
    if override:
        return Path(override).expanduser()
    from_env = os.environ.get(DATA_DIR_VARIABLE)
    if from_env:
        return Path(from_env).expanduser()
    from platformdirs import user_data_dir

    return Path(user_data_dir("fate-tui"))


def bundled_dir() -> Path | None:
    """The bundled example campaigns, when fate-tui runs from its source folder."""
    return BUNDLED if BUNDLED.is_dir() else None


def list_campaigns(folder: Path, *, bundled: bool = False) -> list[CampaignEntry]:
    """The campaign folders directly inside `folder`, by name; unreadable ones still listed."""
    entries: list[CampaignEntry] = []
    if not folder.is_dir():
        return entries
    for child in sorted(folder.iterdir()):
        campaign_file = child / "campaign.toml"
        if not campaign_file.is_file():
            continue
        name, rules = child.name, "?"
        try:
            data = tomllib.loads(campaign_file.read_text(encoding="utf-8"))
            name = str(data.get("name", child.name))
            rules = str(data.get("rules", "condensed"))
        except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
            rules = "unreadable: run 'fate-tui check'"
        entries.append(CampaignEntry(child, name, rules, bundled))
    return entries


def example_named(name: str) -> Path | None:
    """The bundled example whose folder is called `name` ("ashen-coast"), if any."""
    examples = bundled_dir()
    if examples is None or "/" in name or "\\" in name or name in ("", ".", ".."):
        return None
    found = examples / name
    return found if (found / "campaign.toml").is_file() else None


def is_bundled(path: Path) -> bool:
    """Whether `path` is one of the examples shipped with fate-tui (never played in place)."""
    examples = bundled_dir()
    if examples is None:
        return False
    try:
        return path.resolve().parent == examples.resolve()
    except OSError:
        return False


def copy_target(source: Path, folder: Path) -> Path:
    """A free folder in `folder` named after `source` ("ashen-coast", "ashen-coast-2"...)."""
    from fate_tui.campaign.slugs import slugify

    taken = {child.name for child in folder.iterdir()} if folder.is_dir() else set()
    return folder / slugify(source.name, taken)


def copy_example(source: Path, folder: Path) -> Path:
    """Copy a bundled example into the GM's campaign folder and give the copy's path: play
    changes the copy, never the files shipped with fate-tui."""
    target = copy_target(source, folder)
    folder.mkdir(parents=True, exist_ok=True)
    shutil.copytree(source, target)
    return target


def all_campaigns(override: str | os.PathLike[str] | None = None) -> list[CampaignEntry]:
    """The user's campaigns, then the bundled examples."""
    found = list_campaigns(data_dir(override))
    examples = bundled_dir()
    if examples is not None:
        found.extend(list_campaigns(examples, bundled=True))
    return found
