"""How the campaign reads and writes its files: through the TOML layer, and never outside
the campaign's real root.

A campaign folder is shared, synced, unpacked from archives and edited by other programs,
so any name in it may be a symlink.  Before every write each folder on the way and the file
itself are resolved; a write that would land outside the folder's real root, or through a
symlink that now leads elsewhere than the file fate-tui loaded, is refused with a message
naming the file.  A check and the write after it are a few system calls apart; guarding
that window would need locks no editor honours.

The TOML layer (`fate_tui.tomltext`) knows nothing of fate-tui; here its errors become the
ones the app reports: a file that cannot be used is a `CampaignFileError`, a save that would
lose a newer edit or leave the folder is `SaveRefused`.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from fate_tui.campaign.problems import TomlFileError, as_campaign_error
from fate_tui.campaign.state import campaign_file_refusal
from fate_tui.rules.errors import FateError
from fate_tui.tomltext import atomic, tomlfile
from fate_tui.tomltext.atomic import Fingerprint
from fate_tui.tomltext.tomlfile import TomlText


class SaveRefused(FateError):
    """A save that would lose something (a broken file, a newer edit on disk) or leave the
    campaign folder; nothing was written."""


def real_path(path: str | os.PathLike[str]) -> str:
    """Where `path` really leads, symlinks resolved as far as they go (a loop or a dangling
    link stops the resolving; it never raises)."""
    try:
        return os.path.realpath(path)
    except (OSError, ValueError, RuntimeError):
        return os.path.abspath(path)


def is_inside(root: str | os.PathLike[str], path: str | os.PathLike[str]) -> bool:
    """Whether `path`, resolved, is `root`'s real folder or inside it."""
    return _within(real_path(root), real_path(path))


def _within(top: str, real: str) -> bool:
    """Whether the resolved path `real` is the resolved folder `top` or inside it."""
    return real == top or real.startswith(top.rstrip(os.sep) + os.sep)


def read_toml(path: str | os.PathLike[str], display_name: str) -> TomlText:
    """`tomlfile.read_toml`, raising CampaignFileError."""
    try:
        return tomlfile.read_toml(path, display_name)
    except TomlFileError as error:
        raise as_campaign_error(error) from None


def writable_path(root: Path, relpath: str, loaded_from: str | None = None) -> Path:
    """The path to write campaign file `relpath` at, once it is safe to.

    Every folder on the way is resolved and must stay inside `root`'s real folder (a missing
    one is created there); the file itself, when something is at its name, must resolve
    inside too, and to `loaded_from` (the real path it was loaded through), or, for a file
    fate-tui did not load, not be a symlink at all.  Only the campaign's own files are ever
    written (`campaign_file_refusal`), whoever names them.  Raises SaveRefused naming
    `relpath`.
    """
    refusal = campaign_file_refusal(relpath)
    if refusal is not None:
        raise SaveRefused(
            f"{relpath!r} is not a file fate-tui writes ({refusal}), so nothing was saved"
        )
    top = real_path(root)
    folder = Path(root)
    for part in relpath.split("/")[:-1]:
        folder = folder / part
        if not os.path.lexists(folder):
            with contextlib.suppress(FileExistsError):
                try:
                    os.mkdir(folder)
                except OSError as error:
                    raise SaveRefused(
                        f"{relpath}: the folder '{part}' cannot be created ({error.strerror}); "
                        "nothing was saved"
                    ) from None
        if not _within(top, real_path(folder)):
            raise SaveRefused(
                f"{relpath}: the folder '{part}' leads outside the campaign folder; fate-tui "
                "does not write there, so nothing was saved"
            )
        if not os.path.isdir(folder):
            raise SaveRefused(f"{relpath}: '{part}' is not a folder, so nothing was saved")
    target = Path(root, relpath)
    if os.path.lexists(target):
        # Resolved once for both checks: each resolving looks at every folder on the way, and
        # a save checks its files twice (`change_set`), at every key that changes something.
        real = real_path(target)
        if not _within(top, real):
            raise SaveRefused(
                f"{relpath} leads outside the campaign folder; fate-tui does not write there, "
                "so nothing was saved"
            )
        if loaded_from is None and os.path.islink(target):
            raise SaveRefused(
                f"{relpath} is a symlink fate-tui did not load; it does not write through it, "
                "so nothing was saved"
            )
        if loaded_from is not None and real != loaded_from:
            raise SaveRefused(
                f"{relpath} now leads to another file than the one fate-tui loaded (a symlink "
                "was changed); reload it before saving"
            )
    return target


def write_if_unchanged(
    root: Path,
    relpath: str,
    data: bytes,
    expected: Fingerprint | None,
    loaded_from: str | None = None,
) -> Fingerprint:
    """Write `data` as `relpath` while it still is the version `expected` (None: while it does
    not exist), inside the campaign folder only; SaveRefused otherwise."""
    path = writable_path(root, relpath, loaded_from)
    try:
        return atomic.write_if_unchanged(path, data, expected, display_name=relpath)
    except atomic.ConflictError as error:
        raise SaveRefused(str(error)) from None
    except OSError as error:
        message = f"{relpath} cannot be written ({error.strerror or error}); nothing was saved"
        raise SaveRefused(message) from None


def remove(root: Path, relpath: str, loaded_from: str | None = None) -> None:
    """Delete campaign file `relpath` (a missing one is fine), inside the campaign folder."""
    path = writable_path(root, relpath, loaded_from)
    try:
        path.unlink(missing_ok=True)
    except OSError as error:
        raise SaveRefused(f"{relpath} cannot be deleted ({error.strerror})") from None
