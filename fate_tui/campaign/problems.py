"""The campaign's file error: the TOML layer's `TomlFileError`, as one fate-tui reports.

Problems themselves (`Problem`, where a key is written) are the TOML layer's; they are
re-exported here so the campaign code names one place for them.
"""

from __future__ import annotations

from fate_tui.rules.errors import FateError
from fate_tui.tomltext.problems import (
    KeyPath,
    PathPart,
    Problem,
    Severity,
    TomlFileError,
    line_text,
    locate_key,
    parse_key_path,
    scan_keys,
)

__all__ = [
    "CampaignFileError",
    "KeyPath",
    "PathPart",
    "Problem",
    "Severity",
    "TomlFileError",
    "as_campaign_error",
    "line_text",
    "locate_key",
    "parse_key_path",
    "scan_keys",
]


class CampaignFileError(TomlFileError, FateError):
    """Raised when campaign files cannot be used; carries every problem found."""


def as_campaign_error(error: TomlFileError) -> CampaignFileError:
    """`error` as the campaign's error, which the app reports like every FateError."""
    if isinstance(error, CampaignFileError):
        return error
    return CampaignFileError(error.problems)
