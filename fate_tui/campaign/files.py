"""How the campaign reads and writes its files through the TOML layer.

The TOML layer (`fate_tui.tomltext`) knows nothing of fate-tui; here its errors become the
ones the app reports: a file that cannot be used is a `CampaignFileError`, a save that would
lose a newer edit is `SaveRefused`.
"""

from __future__ import annotations

import os

from fate_tui.campaign.problems import TomlFileError, as_campaign_error
from fate_tui.rules.errors import FateError
from fate_tui.tomltext import atomic, tomlfile
from fate_tui.tomltext.atomic import Fingerprint
from fate_tui.tomltext.tomlfile import TomlText


class SaveRefused(FateError):
    """A save that would lose something: a broken file, or a newer edit on disk."""


def read_toml(path: str | os.PathLike[str], display_name: str) -> TomlText:
    """`tomlfile.read_toml`, raising CampaignFileError."""
    try:
        return tomlfile.read_toml(path, display_name)
    except TomlFileError as error:
        raise as_campaign_error(error) from None


def write_if_unchanged(
    path: str | os.PathLike[str],
    data: bytes,
    expected: Fingerprint | None,
    *,
    display_name: str | None = None,
) -> Fingerprint:
    """`atomic.write_if_unchanged`, raising SaveRefused."""
    try:
        return atomic.write_if_unchanged(path, data, expected, display_name=display_name)
    except atomic.ConflictError as error:
        raise SaveRefused(str(error)) from None
