"""The JSON Schemas shipped for TOML editors agree with what fate-tui reads."""

import json
import tomllib
from functools import cache
from importlib import resources

import jsonschema
import pytest

from fate_tui.campaign.codec.character_reader import CHARACTER_KEYS
from fate_tui.campaign.codec.conflict_codec import CONFLICT_KEYS
from fate_tui.campaign.codec.countdown_codec import COUNTDOWN_KEYS
from fate_tui.campaign.codec.obstacle_codec import OBSTACLE_KEYS
from fate_tui.campaign.codec.scene_codec import SCENE_KEYS
from fate_tui.campaign.codec.story_codec import STORY_KEYS
from tests.campaign.conftest import CAMPAIGNS


def _schema(name: str) -> dict:
    path = resources.files("fate_tui.campaign") / "schemas" / f"{name}.schema.json"
    return json.loads(path.read_text())


@pytest.mark.parametrize(
    ("name", "keys"),
    [("campaign", STORY_KEYS), ("character", CHARACTER_KEYS), ("scene", SCENE_KEYS)],
)
def test_each_schema_lists_exactly_the_keys_fate_tui_reads(name, keys):
    assert set(_schema(name)["properties"]) == set(keys)


def test_countdown_and_conflict_schemas_match_the_readers():
    assert set(_schema("campaign")["$defs"]["countdown"]["properties"]) == set(COUNTDOWN_KEYS)
    assert set(_schema("scene")["properties"]["conflict"]["properties"]) == set(CONFLICT_KEYS)
    obstacle = _schema("scene")["properties"]["obstacles"]["items"]["properties"]
    assert set(obstacle) == set(OBSTACLE_KEYS)


def _files():
    for campaign in sorted(p for p in CAMPAIGNS.iterdir() if p.is_dir()):
        yield "campaign", campaign / "campaign.toml"
        for path in sorted((campaign / "characters").glob("*.toml")):
            yield "character", path
        for path in sorted((campaign / "scenes").glob("*.toml")):
            yield "scene", path


@cache
def _validator(kind: str):
    """The schema of `kind`, checked against its metaschema and compiled once per test
    process: `jsonschema.validate` does both for every file, some 80 ms each time."""
    schema = _schema(kind)
    validator = jsonschema.validators.validator_for(schema)
    validator.check_schema(schema)
    return validator(schema)


@pytest.mark.parametrize(("kind", "path"), list(_files()), ids=lambda v: str(v)[-40:])
def test_bundled_files_validate_against_the_schemas(kind, path):
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    error = jsonschema.exceptions.best_match(_validator(kind).iter_errors(_jsonable(data)))
    assert error is None, f"{path.name}: {error}"


def _jsonable(value):
    if isinstance(value, dict):
        return {k: _jsonable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if hasattr(value, "isoformat"):
        return value.isoformat()
    return value


def test_the_schema_offers_every_optional_rule():
    from fate_tui.rules.ruleset import CONDENSED_OPTIONS

    options = _schema("campaign")["properties"]["options"]["items"]["enum"]
    assert set(options) == set(CONDENSED_OPTIONS)


@pytest.mark.parametrize("campaign", sorted(p.name for p in CAMPAIGNS.iterdir() if p.is_dir()))
def test_bundled_campaigns_carry_the_current_schemas(campaign):
    """The examples' #:schema lines point at .schemas/; those copies must be up to date."""
    for name in ("campaign", "character", "scene"):
        copy = CAMPAIGNS / campaign / ".schemas" / f"{name}.schema.json"
        assert json.loads(copy.read_text()) == _schema(name), f"copy {copy.name} into {campaign}"


def test_the_draft_table_schema_lists_the_keys_fate_tui_reads():
    from fate_tui.campaign.codec.character_reader import DRAFT_KEYS

    assert set(_schema("character")["properties"]["draft"]["properties"]) == set(DRAFT_KEYS)
