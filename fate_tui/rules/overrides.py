"""Campaign overrides of a rule set: a nested mapping applied field by field, with errors that
name the key path and say what is allowed."""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Mapping
from enum import Enum
from typing import Any

from fate_tui.rules.errors import InvalidOverride, InvalidValue, did_you_mean, one_of
from fate_tui.rules.ruleset import RuleSet

# Fields a campaign may not change: they identify the rule set rather than tune it (its
# wording is the book's own).
_FIXED = {"name", "title", "action_tables", "wording"}

# The range of every whole-number setting, by field name. A rating, a difficulty or a level
# of the ladder lies within the ladder's reach (the rules' ladders run from Terrible -2 or
# -4 to Legendary +8, and a campaign may extend them); counts of boxes, points, slots and
# helpers are small: the rules' own values are all under 10. Bounds keep a mistyped value
# (100000000 boxes) from stalling or exhausting the app.
_RATING = (-20, 20)
_SMALL = (0, 20)
_RANGES: dict[str, tuple[int, int]] = {
    "lowest": (-20, 0),
    "highest": (0, 20),
    "style_threshold": (1, 20),
    "bonus": (0, 20),
    "max_free_per_roll": _SMALL,
    "plain_fate_point_bonus": _SMALL,
    "accept_gain": _SMALL,
    "refuse_cost": _SMALL,
    "escalation": _SMALL,
    "refresh": (0, 50),
    "min_refresh": (0, 50),
    "free_stunts": (0, 50),
    "stunt_refresh_cost": _SMALL,
    "gm_pool_per_pc": _SMALL,
    "counts": _RATING,  # (rating, how many) pairs
    "cap": _RATING,
    "default_rating": _RATING,
    "minor_npc_max_stress": _SMALL,
    "base": _SMALL,
    "extra_mild_at": _RATING,
    "at_least": _RATING,
    "boxes": _SMALL,
    "extra_boxes": _SMALL,
    "value": (0, 40),
    "extra_mild_value": (0, 40),
    "extreme_value": (0, 40),
    "max_carried": _SMALL,
    "base_fate_points": _SMALL,
    "per_consequence": _SMALL,
    "mild_difficulty": _RATING,
    "moderate_difficulty": _RATING,
    "severe_difficulty": _RATING,
    "self_treatment_penalty": _SMALL,
    "severe_after_sessions": (0, 50),
    "mild_full_periods": _SMALL,
    "moderate_full_periods": _SMALL,
    "severe_full_periods": _SMALL,
    "sessions_per_arc": (1, 50),
    "skill_cap": _RATING,
    "per_helper": _SMALL,
    "helper_min_rating": _RATING,
    "max_helpers": _SMALL,
    "group_bonus_steps": _SMALL,
    "victories": (1, 20),
    "full_defense_bonus": _SMALL,
    "forgo_defense_difficulty": _RATING,
    "free_zones": _SMALL,
    "free_move_penalty": (-20, 0),
    # Spirit of the Century's catalogues: a stunt's bonus, how many of a kind it needs, how
    # often it may be taken, and the line of the rules text it cites.
    "amount": _RATING,
    "count": _SMALL,
    "point_cost": _SMALL,
    "min_taken": _SMALL,
    "max_taken": _SMALL,
    "line": (1, 1_000_000),
}
_OTHER = _RATING  # a whole-number setting added later without a range of its own


def apply_overrides(ruleset: RuleSet, overrides: Mapping[str, Any]) -> RuleSet:
    """`ruleset` with every value of `overrides` applied.

    `overrides` mirrors the rule set's fields: {"fate_points": {"refresh": 2},
    "characters": {"skills": [...]}, "enabled_options": ["conditions"]}. Raises InvalidOverride
    naming the key path of the first thing that is wrong.
    """
    updated: RuleSet = _apply(ruleset, overrides, "")
    unknown = updated.enabled_options - updated.optional_rules
    if unknown:
        name = sorted(unknown)[0]
        hint = did_you_mean(name, updated.optional_rules)
        allowed = one_of(sorted(updated.optional_rules)) or "none"
        raise InvalidOverride(
            "enabled_options",
            f"'{name}' is not an optional rule of {updated.title}{hint}; allowed: {allowed}",
        )
    return updated


def enable_options(ruleset: RuleSet, options: list[str] | tuple[str, ...]) -> RuleSet:
    """`ruleset` with the named optional rules switched on."""
    return apply_overrides(ruleset, {"enabled_options": list(options)})


def _apply(instance: Any, overrides: Mapping[str, Any], path: str) -> Any:
    if not isinstance(overrides, Mapping):
        raise InvalidOverride(path, f"expected a table of settings, got {_kind(overrides)}")
    fields = {f.name: f for f in dataclasses.fields(instance)}
    hints = typing.get_type_hints(type(instance))
    changes = {}
    for key, value in overrides.items():
        key_path = f"{path}.{key}" if path else key
        if not path and key in _FIXED:
            raise InvalidOverride(key_path, "cannot be changed: it identifies the rule set")
        if key not in fields:
            allowed = [name for name in fields if path or name not in _FIXED]
            hint = did_you_mean(key, allowed)
            raise InvalidOverride(key_path, f"unknown setting{hint}; allowed: {one_of(allowed)}")
        current = getattr(instance, key)
        changes[key] = _convert(value, hints[key], current, key_path)
    return dataclasses.replace(instance, **changes)


def _convert(value: Any, hint: Any, current: Any, path: str) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        (inner,) = [arg for arg in args if arg is not type(None)]
        return _convert(value, inner, current, path)
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        if current is not None and isinstance(value, Mapping):
            return _apply(current, value, path)
        return _build(hint, value, path)
    if hint is bool:
        if not isinstance(value, bool):
            raise InvalidOverride(path, f"expected true or false, got {_kind(value)}")
        return value
    if hint is int:
        low, high = _range(path)
        if isinstance(value, bool) or not isinstance(value, int):
            raise InvalidOverride(
                path, f"expected a whole number from {low} to {high}, got {_kind(value)}"
            )
        if not low <= value <= high:
            raise InvalidOverride(
                path, f"{value} is out of range; use a whole number from {low} to {high}"
            )
        return value
    if hint is str:
        if not isinstance(value, str):
            raise InvalidOverride(path, f"expected text, got {_kind(value)}")
        return value
    if isinstance(hint, type) and issubclass(hint, Enum):
        allowed = [member.value for member in hint]
        if value not in allowed:
            raise InvalidOverride(
                path,
                f"'{value}' is not allowed{did_you_mean(str(value), allowed)}; "
                f"use {one_of(allowed)}",
            )
        return hint(value)
    if origin is tuple and len(args) > 1 and args[1] is not Ellipsis:
        if not isinstance(value, list | tuple) or len(value) != len(args):
            raise InvalidOverride(path, f"expected a list of {len(args)} values")
        return tuple(
            _convert(item, arg, None, f"{path}[{i}]")
            for i, (item, arg) in enumerate(zip(value, args, strict=True))
        )
    if origin in (tuple, frozenset):
        if not isinstance(value, list | tuple | set | frozenset):
            raise InvalidOverride(path, f"expected a list, got {_kind(value)}")
        item_hint = args[0]
        items = [
            _convert(item, item_hint, None, f"{path}[{index}]") for index, item in enumerate(value)
        ]
        return frozenset(items) if origin is frozenset else tuple(items)
    raise InvalidOverride(path, "this setting cannot be overridden")


def _range(path: str) -> tuple[int, int]:
    """The allowed range of the setting at `path` ("stress.tracks[0].base[1]" -> "base")."""
    name = path.rsplit(".", 1)[-1].split("[", 1)[0]
    return _RANGES.get(name, _OTHER)


def _build(cls: type, value: Any, path: str) -> Any:
    """A new nested value (a stress track, a consequence slot) from a table."""
    if not isinstance(value, Mapping):
        raise InvalidOverride(path, f"expected a table, got {_kind(value)}")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    hints = typing.get_type_hints(cls)
    required = [
        name
        for name, f in fields.items()
        if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
    ]
    missing = [name for name in required if name not in value]
    if missing:
        raise InvalidOverride(path, f"missing {', '.join(repr(name) for name in missing)}")
    kwargs = {}
    for key, item in value.items():
        key_path = f"{path}.{key}"
        if key not in fields:
            hint = did_you_mean(key, fields)
            raise InvalidOverride(key_path, f"unknown setting{hint}; allowed: {one_of(fields)}")
        kwargs[key] = _convert(item, hints[key], None, key_path)
    try:
        return cls(**kwargs)
    except (InvalidValue, TypeError, ValueError) as error:
        raise InvalidOverride(path, str(error)) from None


def _kind(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true/false"
    if isinstance(value, int | float):
        return f"the number {value}"
    if isinstance(value, str):
        return f"the text '{value}'"
    if isinstance(value, list | tuple):
        return "a list"
    if isinstance(value, Mapping):
        return "a table"
    return type(value).__name__
