"""`fate-tui new`: a fresh campaign folder that passes `check` and opens at once."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path

from fate_tui.campaign.slugs import slugify
from fate_tui.rules.errors import FateError
from fate_tui.rules.rulesets import get_ruleset
from fate_tui.tomltext.atomic import atomic_write

SCHEMA_NAMES = ("campaign", "character", "scene")

_CAMPAIGN_TEMPLATE = '''#:schema .schemas/campaign.schema.json
# {title} campaign, made by fate-tui. Every key is explained in fate-tui's
# docs/campaign-format.md; comments you write here are kept when fate-tui saves.
name = {name}
rules = "{rules}"            # condensed, core, accelerated or sotc
options = []{options_note}

# Aspects true for the whole campaign: its big issues.
setting_aspects = []

[current]
session = 1
scene = "opening-scene"

[[arcs]]
id = "first-arc"
title = "The First Arc"
status = "active"
aspects = []                 # scenario aspects, true for the whole arc

notes = """
Your notes: themes, threads to pull, what the players care about.
"""
'''

_SCENE_TEMPLATE = """#:schema ../.schemas/scene.schema.json
title = "Opening Scene"
status = "prepared"
# Situation aspects: write them as text, or as a table with free invokes:
# { name = "Thick Fog", free_invokes = 1 }
aspects = []

[[zones]]
name = "Here"
# connects = ["There"]       # zones one can move to; write each link once
# here = ["a-character-id"]  # who stands in this zone
"""

_OPTIONS_NOTE = {
    "condensed": "  # e.g. conditions, extreme_consequences, weapon_armor, full_defense",
    "core": "  # e.g. weapon_armor",
}


def create_campaign(path: Path, rules: str = "condensed", name: str | None = None) -> Path:
    """Create a campaign folder at `path`; refuse if anything is already there."""
    ruleset = get_ruleset(rules)
    if path.exists() and (not path.is_dir() or any(path.iterdir())):
        raise FateError(f"{path} already exists and is not an empty folder; choose a new path")
    title = name or path.name.replace("-", " ").replace("_", " ").title() or "New Campaign"
    path.mkdir(parents=True, exist_ok=True)
    for folder in ("characters", "scenes", "log", ".schemas"):
        (path / folder).mkdir(exist_ok=True)
    write_schemas(path / ".schemas")
    campaign = _CAMPAIGN_TEMPLATE.format(
        title=ruleset.title,
        name=json.dumps(title, ensure_ascii=False),
        rules=ruleset.name,
        options_note=_OPTIONS_NOTE.get(ruleset.name, ""),
    )
    atomic_write(path / "campaign.toml", campaign.encode("utf-8"))
    atomic_write(path / "scenes" / "opening-scene.toml", _SCENE_TEMPLATE.encode("utf-8"))
    return path


def write_schemas(folder: Path) -> None:
    """Copy the JSON Schemas beside a campaign so TOML editors complete and check keys."""
    folder.mkdir(parents=True, exist_ok=True)
    package = resources.files("fate_tui.campaign") / "schemas"
    for name in SCHEMA_NAMES:
        data = (package / f"{name}.schema.json").read_bytes()
        atomic_write(folder / f"{name}.schema.json", data)


def suggested_id(name: str, taken: set[str]) -> str:
    return slugify(name, taken)
