"""A property: whatever the GM does, and whichever names of the campaign folder lead outside
it through symlinks, no write ever lands outside the campaign's real root.

Every way the process can create, replace, move, delete or open a file for writing is watched
while a campaign is loaded and a run of intents (and undo, redo) is applied to it; each such
call's real target (symlinks resolved as the call would follow them) must be inside the
folder, and the files outside must keep their bytes."""

from __future__ import annotations

import builtins
import contextlib
import io
import os
import random
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import characters, fate, scenes
from fate_tui.campaign.store import CampaignStore
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.errors import FateError
from tests.campaign.conftest import CAMPAIGNS, snapshot
from tests.campaign.test_properties import SETTINGS, _no_fsync  # noqa: F401  (saves without fsync)
from tests.effort import tries

# Names of the folder that may lead outside; a symlink replaces each one chosen.
LINKS = (
    "campaign.toml",
    "characters",
    "characters/ansel.toml",
    "scenes",
    "scenes/drowned-chapel.toml",
    "log",
    "log/session-07.toml",
)
WRITE_FLAGS = os.O_WRONLY | os.O_RDWR | os.O_CREAT | os.O_TRUNC | os.O_APPEND


def _pc(ctl: Controller, rng: random.Random) -> str:
    ids = sorted(c.id for c in ctl.state.pcs)
    return rng.choice(ids) if ids else "ansel"


INTENTS: tuple[Callable[[Controller, random.Random], object], ...] = (
    lambda ctl, rng: fate.award(ctl, _pc(ctl, rng)),
    lambda ctl, rng: fate.spend(ctl, _pc(ctl, rng)),
    lambda ctl, rng: fate.gm_pool(ctl, 1),
    lambda ctl, rng: characters.rename(ctl, _pc(ctl, rng), f"Renamed {rng.randrange(99)}"),
    lambda ctl, rng: characters.create_character(ctl, f"Newcomer {rng.randrange(99)}"),
    lambda ctl, rng: characters.add_aspect(ctl, _pc(ctl, rng), f"Fresh {rng.randrange(99)}"),
    lambda ctl, rng: characters.mark_stress(ctl, _pc(ctl, rng), "physical", 1),
    lambda ctl, rng: scenes.new_scene(ctl, f"New Scene {rng.randrange(99)}"),
    lambda ctl, rng: scenes.add_aspect(
        ctl, Aspect(f"Smoke {rng.randrange(99)}", AspectKind.SITUATION)
    ),
    lambda ctl, rng: scenes.add_zone(ctl, f"Zone {rng.randrange(99)}"),
    lambda ctl, rng: ctl.undo(),
    lambda ctl, rng: ctl.redo(),
    lambda ctl, rng: ctl.check_disk(),
)


def link_out(root: Path, outside: Path, relpath: str) -> None:
    """Move `relpath` outside (a folder with its files; a file as an identical copy) and put
    a symlink to it in its place."""
    path = root / relpath
    target = outside / relpath.replace("/", "--")
    if path.exists():
        shutil.move(path, target)
    elif relpath.startswith("log/"):
        target.write_text("# not the campaign's\n")
    else:
        target.mkdir()
    path.parent.mkdir(exist_ok=True)
    path.symlink_to(target)


@contextlib.contextmanager
def watching_writes(seen: list[str]):
    """Record the real target of every call that may create, change or remove a file."""
    patch = contextlib.ExitStack()

    def real(path, follow: bool) -> str:
        path = os.fspath(path)
        if follow:
            return os.path.realpath(path)
        head, tail = os.path.split(os.path.abspath(path))
        return os.path.join(os.path.realpath(head), tail)

    def watch(module, name: str, *, follow: bool, when=lambda *a, **k: True, paths=(0,)):
        original = getattr(module, name)

        def watched(*args, **kwargs):
            if when(*args, **kwargs) and not kwargs.get("dir_fd"):
                seen.extend(real(args[i], follow) for i in paths if i < len(args))
            return original(*args, **kwargs)

        patch.enter_context(replaced(module, name, watched))

    def opens_for_writing(_path, flags, *a, **k) -> bool:
        return bool(flags & WRITE_FLAGS)

    def mode_writes(_file, mode="r", *a, **k) -> bool:
        return isinstance(_file, str | os.PathLike) and any(c in mode for c in "wax+")

    with patch:
        watch(os, "open", follow=True, when=opens_for_writing)
        watch(os, "replace", follow=False, paths=(0, 1))
        watch(os, "rename", follow=False, paths=(0, 1))
        watch(os, "mkdir", follow=False)
        watch(os, "makedirs", follow=False)
        watch(os, "unlink", follow=False)
        watch(os, "remove", follow=False)
        watch(os, "rmdir", follow=False)
        watch(os, "truncate", follow=True)
        watch(builtins, "open", follow=True, when=mode_writes)
        watch(io, "open", follow=True, when=mode_writes)
        yield


@contextlib.contextmanager
def replaced(module, name: str, value):
    original = getattr(module, name)
    setattr(module, name, value)
    try:
        yield
    finally:
        setattr(module, name, original)


@settings(SETTINGS, max_examples=tries(20))
@given(
    links=st.sets(st.sampled_from(LINKS)),
    steps=st.lists(
        st.tuples(st.integers(0, len(INTENTS) - 1), st.integers(0, 2**16)),
        min_size=1,
        max_size=8,
    ),
)
def test_no_intent_writes_outside_the_campaigns_real_root(links, steps):
    with tempfile.TemporaryDirectory() as tmp:
        root, outside = Path(tmp, "campaign"), Path(tmp, "outside")
        shutil.copytree(CAMPAIGNS / "ashen-coast", root)
        outside.mkdir()
        for relpath in sorted(links):  # a folder before the files in it
            if not any(relpath.startswith(f"{folder}/") for folder in links):
                link_out(root, outside, relpath)
        before = snapshot(outside)
        seen: list[str] = []
        with watching_writes(seen):
            ctl = Controller(CampaignStore.load(root))
            for index, seed in steps:
                with contextlib.suppress(FateError):  # refused, or not possible now
                    INTENTS[index](ctl, random.Random(seed))
        top = os.path.realpath(root)
        strays = [p for p in seen if p != top and not p.startswith(top + os.sep)]
        assert strays == [], f"written outside the campaign folder: {strays}"
        assert snapshot(outside) == before
