"""Atomic saves: complete files only, permissions kept, newer edits never overwritten."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from fate_tui.tomltext import atomic
from fate_tui.tomltext.atomic import (
    ConflictError,
    atomic_write,
    fingerprint_of,
    write_if_unchanged,
)


def leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


def test_fingerprint_of_a_missing_file_is_none(tmp_path: Path) -> None:
    assert fingerprint_of(tmp_path / "nope.toml") is None


def test_atomic_write_creates_the_file_and_returns_its_fingerprint(tmp_path: Path) -> None:
    path = tmp_path / "ruth.toml"
    fingerprint = atomic_write(path, b"name = 'Ruth'\n")
    assert path.read_bytes() == b"name = 'Ruth'\n"
    assert fingerprint == fingerprint_of(path)
    assert fingerprint.size == 14
    assert leftovers(tmp_path) == []


def test_atomic_write_replaces_and_keeps_the_permission_bits(tmp_path: Path) -> None:
    path = tmp_path / "ruth.toml"
    path.write_bytes(b"old")
    path.chmod(0o640)
    atomic_write(path, b"new")
    assert path.read_bytes() == b"new"
    assert stat.S_IMODE(path.stat().st_mode) == 0o640


def test_a_new_file_gets_the_usual_permissions(tmp_path: Path) -> None:
    path = tmp_path / "new.toml"
    atomic_write(path, b"x")
    mask = os.umask(0)
    os.umask(mask)
    assert stat.S_IMODE(path.stat().st_mode) == 0o666 & ~mask


def test_a_symlink_is_written_through(tmp_path: Path) -> None:
    real = tmp_path / "real.toml"
    real.write_bytes(b"old")
    link = tmp_path / "link.toml"
    link.symlink_to(real)
    atomic_write(link, b"new")
    assert link.is_symlink()
    assert real.read_bytes() == b"new"


@pytest.mark.parametrize("failing", ["replace", "fsync"])
def test_a_failed_write_leaves_the_old_file_and_no_temp_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, failing: str
) -> None:
    path = tmp_path / "ruth.toml"
    path.write_bytes(b"old")

    def broken(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(atomic.os, failing, broken)
    with pytest.raises(OSError, match="No space left"):
        atomic_write(path, b"new")
    monkeypatch.undo()
    assert path.read_bytes() == b"old"
    assert leftovers(tmp_path) == []


def test_the_temp_file_is_hidden_and_named_after_the_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    real_replace = os.replace

    def spy(source: str, target: object) -> None:
        seen.append(Path(source).name)
        real_replace(source, target)  # type: ignore[arg-type]

    monkeypatch.setattr(atomic.os, "replace", spy)
    atomic_write(tmp_path / "ruth.toml", b"x")
    assert seen and seen[0].startswith(".ruth.toml.") and seen[0].endswith(".tmp")


def test_write_if_unchanged_writes_over_the_version_it_loaded(tmp_path: Path) -> None:
    path = tmp_path / "ruth.toml"
    loaded = atomic_write(path, b"v1")
    saved = write_if_unchanged(path, b"v2", loaded)
    assert path.read_bytes() == b"v2"
    assert saved == fingerprint_of(path)


def test_a_newer_edit_on_disk_is_never_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "ruth.toml"
    loaded = atomic_write(path, b"v1")
    path.write_bytes(b"edited in vim")
    with pytest.raises(ConflictError, match=r"characters/ruth\.toml: the file was changed"):
        write_if_unchanged(path, b"v2", loaded, display_name="characters/ruth.toml")
    assert path.read_bytes() == b"edited in vim"


def test_an_edit_of_the_same_size_is_caught_too(tmp_path: Path) -> None:
    path = tmp_path / "ruth.toml"
    loaded = atomic_write(path, b"Fight = 1")
    os.utime(path, ns=(0, loaded.mtime_ns))
    path.write_bytes(b"Fight = 2")
    os.utime(path, ns=(0, loaded.mtime_ns))  # same size, same time, other bytes
    with pytest.raises(ConflictError):
        write_if_unchanged(path, b"Fight = 3", loaded)


def test_a_touch_without_change_is_not_a_conflict(tmp_path: Path) -> None:
    path = tmp_path / "ruth.toml"
    loaded = atomic_write(path, b"v1")
    os.utime(path, ns=(1, 1))
    write_if_unchanged(path, b"v2", loaded)
    assert path.read_bytes() == b"v2"


def test_a_file_deleted_on_disk_is_not_recreated_silently(tmp_path: Path) -> None:
    path = tmp_path / "ruth.toml"
    loaded = atomic_write(path, b"v1")
    path.unlink()
    with pytest.raises(ConflictError, match="deleted"):
        write_if_unchanged(path, b"v2", loaded)
    assert not path.exists()


def test_expecting_no_file_creates_it_only_when_absent(tmp_path: Path) -> None:
    path = tmp_path / "new.toml"
    write_if_unchanged(path, b"v1", None)
    assert path.read_bytes() == b"v1"
    with pytest.raises(ConflictError, match="created"):
        write_if_unchanged(path, b"v2", None)
    assert path.read_bytes() == b"v1"
    assert leftovers(tmp_path) == []


def test_creation_works_where_hard_links_do_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def no_links(*args: object) -> None:
        raise OSError(1, "Operation not permitted")

    monkeypatch.setattr(atomic.os, "link", no_links)
    path = tmp_path / "new.toml"
    write_if_unchanged(path, b"v1", None)
    assert path.read_bytes() == b"v1"
    assert leftovers(tmp_path) == []


def test_a_fingerprint_reads_what_the_file_holds_not_the_whole_limit(tmp_path: Path) -> None:
    # Regression: reading `max_bytes + 1` made every fingerprint allocate 4 MiB for a 1 KB
    # file, which was nearly all of a small campaign's peak memory while loading.
    import tracemalloc

    path = tmp_path / "small.toml"
    path.write_bytes(b'name = "Ansel"\n' * 64)
    tracemalloc.start()
    try:
        assert fingerprint_of(path) is not None
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 256 * 1024


def test_read_bounded_reads_on_only_when_the_file_grew(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"x" * 10)
    with path.open("rb") as file:
        assert atomic.read_bounded(file, 4, 100) == b"x" * 10  # grew from 4 to 10 bytes
    with path.open("rb") as file:
        assert atomic.read_bounded(file, 10, 5) == b"x" * 6  # past the limit: limit + 1
