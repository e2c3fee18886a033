"""Fuzzing the campaign loader and store with mutated copies of the bundled campaigns.

Every mutation (of the bytes, of the TOML structure, the same data restyled, or a file or
folder swapped for a folder, a symlink in or out, a loop, a named pipe, a device or something
unreadable) must give a clean load or clean problems, never a traceback or a hang; every
problem must format and name its file; a syntax error must carry its line and column; a
file that still loads must survive a no-op save (nothing written), a real change (saved
once, reloaded equal, other keys untouched, CRLF kept) and undo (byte for byte). An open
campaign whose file is edited on disk reloads cleanly and keeps the last good value of a file
that no longer loads; one whose file is swapped reports it once, refuses to save over it and
writes nothing outside the folder.

Deterministic: every trial is driven by `random.Random(f"{SEED}:{campaign}:{kind}:{n}")`,
so a failure message names the seed that replays it (see `replay`). The bugs the fuzzing
found are kept as regression tests at the end of this file.
"""

from __future__ import annotations

import contextlib
import copy
import datetime as dt
import io
import json
import os
import random
import re
import shutil
import signal
import stat
import subprocess
import sys
import threading
import tomllib
import traceback
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
import tomlkit

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.loader import FOLDERS, list_files
from fate_tui.campaign.problems import Problem
from fate_tui.campaign.store import CampaignStore, SaveRefused
from fate_tui.cli import main
from fate_tui.rules import scene as scenes
from fate_tui.rules.aspects import Aspect, AspectKind
from fate_tui.rules.character import Character, Consequence, Stunt
from fate_tui.rules.countdown import Countdown, mark
from fate_tui.rules.ruleset import RuleSet, Severity
from fate_tui.rules.scene import Scene
from fate_tui.rules.story import SessionRecord, Story
from fate_tui.tomltext.tomlfile import MAX_DEPTH
from tests.campaign.conftest import CAMPAIGNS, snapshot
from tests.effort import sweep, tries

SEED = 20260415
CAMPAIGN_NAMES = sorted(p.name for p in CAMPAIGNS.iterdir() if (p / "campaign.toml").exists())
# Trials per campaign and mutation kind: the whole file is about 12 s of CPU time, most of it
# loading the whole campaign again for each trial. By default every kind of mutation is still
# tried on every bundled campaign, each trial on a file it picks at random (60 byte and 60
# structure edits across the four, 32 restyles, 40 reloads), and every bug the fuzzing found is
# kept as a regression test below; `FATE_FUZZ_SCALE=10` (tests/effort.py) searches for new
# ones, trying these trials and nine times as many more (each trial has its own seed, so a
# bigger scale only adds new ones).
TRIALS = {
    kind: tries(count)
    for kind, count in {"bytes": 15, "structure": 15, "restyle": 8, "reload": 10}.items()
} | {"swap": 4}
TRIAL_SECONDS = 30.0  # a trial takes some 10 ms; one that runs 30 s hangs, even when busy


@pytest.fixture(autouse=True, scope="module")
def _no_fsync():
    """Saves fsync every file for durability (test_crash_safety.py tests that); here it
    would only make each of the many saves slow, so it does nothing."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "fsync", lambda fd: None)
        yield


# --- the campaigns, copied once per module ------------------------------------------


@pytest.fixture(scope="module")
def workspace(tmp_path_factory) -> dict[str, Path]:
    root = tmp_path_factory.mktemp("fuzz")
    folders = {}
    for name in CAMPAIGN_NAMES:
        folders[name] = root / name
        shutil.copytree(CAMPAIGNS / name, folders[name])
    return folders


def originals(name: str) -> dict[str, bytes]:
    folder = CAMPAIGNS / name
    return {relpath: (folder / relpath).read_bytes() for relpath in list_files(folder)}


# --- byte-level mutations -----------------------------------------------------------

TOKENS = [
    b"\x00",
    b"\xff",
    b"\xc3",  # a lone UTF-8 lead byte
    b"\xed\xa0\x80",  # an encoded surrogate: invalid UTF-8
    b"\xef\xbb\xbf",  # a BOM in the middle
    b"\xe2\x80\xa8",  # U+2028 LINE SEPARATOR (str.splitlines splits on it, TOML does not)
    b"\xc2\x85",  # U+0085 NEXT LINE
    b"\x0c",
    b"\x0b",
    b"\x1c",
    b"\r",
    b"\r\n",
    b"\n",
    b"\t",
    b"[",
    b"]",
    b"[[",
    b"]]",
    b"{",
    b"}",
    b"=",
    b'"',
    b"'",
    b'"""',
    b"'''",
    b"\\",
    b"#",
    b",",
    b".",
    b" = 1\n",
    b"\n[skills]\n",
    b"\n[[zones]]\n",
    b"\n[[stunts]]\n",
    b"\n[current]\n",
    b'\nname = "Twice"\n',
    "🎲".encode(),
    "名".encode(),
    "e\u0301".encode(),
    b"99999999999999999999999999",
    b"-",
    b"+",
    b"inf",
    b"nan",
    b"1979-05-27T07:32:00Z",
    b"true",
]


def mutate_bytes(data: bytes, rng: random.Random) -> tuple[bytes, list[str]]:
    """One to three random byte-level edits; returns the result and what was done."""
    done = []
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        data, what = _one_byte_mutation(data, rng)
        done.append(what)
    return data, done


def _one_byte_mutation(data: bytes, rng: random.Random) -> tuple[bytes, str]:
    n = len(data)
    at = rng.randrange(n + 1)
    kind = rng.choice(
        [
            "flip",
            "insert",
            "token",
            "token",
            "delete",
            "truncate",
            "dup-line",
            "swap-lines",
            "del-line",
            "digits",
        ]
    )
    if kind == "flip" and n:
        at = min(at, n - 1)
        bit = 1 << rng.randrange(8)
        return data[:at] + bytes([data[at] ^ bit]) + data[at + 1 :], f"flip bit {bit} at {at}"
    if kind == "insert":
        junk = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        return data[:at] + junk + data[at:], f"insert {junk!r} at {at}"
    if kind == "token":
        token = rng.choice(TOKENS)
        return data[:at] + token + data[at:], f"insert {token!r} at {at}"
    if kind == "delete" and n:
        end = min(n, at + rng.randint(1, 16))
        return data[:at] + data[end:], f"delete bytes {at}:{end}"
    if kind == "truncate":
        return data[:at], f"truncate at {at}"
    lines = data.splitlines(keepends=True)
    if not lines:
        return data + b"x", "append x"
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    if kind == "dup-line":
        lines.insert(j, lines[i])
        return b"".join(lines), f"copy line {i + 1} before line {j + 1}"
    if kind == "swap-lines":
        lines[i], lines[j] = lines[j], lines[i]
        return b"".join(lines), f"swap lines {i + 1} and {j + 1}"
    if kind == "del-line":
        del lines[i]
        return b"".join(lines), f"delete line {i + 1}"
    # digits: change every number on one line
    new = re.sub(rb"\d+", lambda m: str(rng.choice([0, 9, 41, 999, 2**70])).encode(), lines[i])
    lines[i] = new
    return b"".join(lines), f"renumber line {i + 1}"


# --- TOML-structure-level mutations ---------------------------------------------------


def nested_list(depth: int) -> Any:
    value: Any = "deep"
    for _ in range(depth):
        value = [value]
    return value


def weird_value(rng: random.Random) -> Any:
    """A value of a random type and size, often not the one a key expects."""
    makers = [
        lambda: [],
        lambda: [1, "two", 3.5],
        lambda: ["", ""],
        lambda: [{"name": "Same"}, {"name": "Same"}],
        lambda: [["a"], ["b", ["c"]]],
        lambda: {},
        lambda: {"name": "Extra", "junk": [1, 2]},
        lambda: {"": 1, "a.b": 2},
        lambda: 2**63 - 1,
        lambda: -(2**63),
        lambda: 10**40,
        lambda: -1,
        lambda: -rng.randint(2, 10_000),
        lambda: 0,
        lambda: rng.randint(1, 60),
        lambda: "",
        lambda: "   ",
        lambda: nested_list(rng.choice([3, 30, MAX_DEPTH - 2, MAX_DEPTH - 1, MAX_DEPTH, 200])),
        lambda: 1.5,
        lambda: -0.0,
        lambda: float("nan"),
        lambda: float("inf"),
        lambda: 3.0,
        lambda: dt.date(2024, 2, 29),
        lambda: dt.datetime(1979, 5, 27, 7, 32, tzinfo=dt.UTC),
        lambda: dt.datetime(1979, 5, 27, 7, 32),
        lambda: dt.time(23, 59, 59),
        lambda: True,
        lambda: False,
        lambda: "x" * rng.choice([100, 5_000]),
        lambda: rng.choice(
            [
                "Great",
                "great (+4)",
                "+9",
                "Legendary (+8)",
                "-3",
                "Terrible",
                "+4",
                "++4",
                "4.0",
                "−2",
                "Good (+3",
                "Superb (+9)",
                "²",
                "٣",
                "+" + "9" * 5000,
                "Great (+" + "4" * 5000 + ")",
            ]
        ),
        lambda: rng.choice(
            [
                "../../etc/passwd",
                "/etc/passwd",
                "CON",
                "a/b",
                "..",
                "ruth",
                "Ruth",
                "ansel",
                "nave",
                "Nave",
                "mild",
                "physical",
            ]
        ),
        lambda: rng.choice(
            [
                "line\nbreak",
                "tab\there",
                "\u2028",
                "\x7f",
                "🎲🎲",
                "e\u0301",
                "\r",
                "'\"'''\"\"\"",
                "\\",
                "#not a comment",
                "名前",
            ]
        ),
    ]
    return rng.choice(makers)()


def paths_in(data: Any, prefix: tuple = ()) -> list[tuple]:
    """Every key path in `data` (keys of tables and indices of lists)."""
    found = []
    if isinstance(data, dict):
        items = data.items()
    elif isinstance(data, list):
        items = enumerate(data)
    else:
        return found
    for key, value in items:
        path = (*prefix, key)
        found.append(path)
        found.extend(paths_in(value, path))
    return found


REQUIRED = ("name", "title", "id", "aspect", "description", "rules", "boxes", "sides")


# Keys a person (or a paste) might write: each ends up in a problem's key path.
ODD_KEYS = [
    "",
    " ",
    "a.b",
    "a b",
    '"',
    "'",
    "[0]",
    "x[1]",
    "[",
    "]",
    "名前",
    "\u2028",
    "\t",
    "e\u0301",
    "#",
    "=",
    "[²]",
    "[" + "9" * 5000 + "]",
]


def typo(key: str, rng: random.Random) -> str:
    if len(key) >= 2 and rng.random() < 0.4:
        i = rng.randrange(len(key) - 1)
        return key[:i] + key[i + 1] + key[i] + key[i + 2 :]
    if rng.random() < 0.5:
        return rng.choice(ODD_KEYS)
    return rng.choice(
        [
            key.upper(),
            key.capitalize(),
            key + "s",
            key.replace("_", "-"),
            f" {key}",
            "skills",
            "approaches",
            "name",
            "zones",
            "aspects",
        ]
    )


def mutate_structure(text: str, rng: random.Random) -> tuple[str, list[str]] | None:
    """A structural edit of a valid TOML file, written back through tomlkit so the GM's
    comments stay; falls back to dumping plain data when tomlkit cannot apply it."""
    data = tomllib.loads(text)
    plain = copy.deepcopy(data)
    done: list[str] = []
    edits: list[tuple] = []
    for _ in range(rng.choice((1, 1, 2, 3))):
        edit = _structure_edit(plain, rng)
        if edit is not None:
            edits.append(edit)
            done.append(edit[-1])
    if not edits:
        return None
    if rng.random() < 0.2:
        return tomlkit.dumps(plain), [*done, "(dumped as plain TOML)"]
    try:
        document = tomlkit.parse(text.removeprefix("\ufeff"))
        for edit in edits:
            _apply_to_document(document, edit)
        return document.as_string(), done
    except Exception:  # tomlkit could not apply it in place: write the plain data instead
        return tomlkit.dumps(plain), [*done, "(dumped as plain TOML)"]


def _structure_edit(data: dict, rng: random.Random) -> tuple | None:
    """Apply one edit to `data` in place; return it as (action, path, arg, description)."""
    paths = paths_in(data)
    required = [p for p in paths if isinstance(p[-1], str) and p[-1] in REQUIRED]
    action = rng.choice(["replace", "replace", "replace", "delete", "rename", "add"])
    if action == "delete" and required and rng.random() < 0.5:
        path = rng.choice(required)
    elif action == "add":
        tables = [()] + [p for p in paths if isinstance(_get(data, p), dict)]
        table = rng.choice(tables)
        key = rng.choice(
            [
                "fate_points",
                "junk",
                "stress",
                "zones",
                "here",
                "free_invokes",
                "holder",
                "boost",
                "connects",
                "kind",
                "skills",
                "current",
                "arcs",
                *ODD_KEYS,
            ]
        )
        value = weird_value(rng)
        _get(data, table)[key] = value
        path = (*table, key)
        return ("set", path, value, f"add {'.'.join(map(str, path))} = {value!r:.60}")
    elif not paths:
        return None
    else:
        path = rng.choice(paths)
    parent = _get(data, path[:-1])
    last = path[-1]
    shown = ".".join(map(str, path))
    if action == "replace":
        value = weird_value(rng)
        parent[last] = value
        return ("set", path, value, f"set {shown} = {value!r:.60}")
    if action == "delete":
        del parent[last]
        return ("delete", path, None, f"delete {shown}")
    if action == "rename" and isinstance(last, str):
        new = typo(last, rng)
        if new in parent:
            return None
        parent[new] = parent.pop(last)
        return ("rename", path, new, f"rename {shown} -> {new!r}")
    return None


def _get(data: Any, path: tuple) -> Any:
    for part in path:
        data = data[part]
    return data


def _apply_to_document(document: Any, edit: tuple) -> None:
    action, path, arg, _ = edit
    parent = _get(document, path[:-1])
    last = path[-1]
    if action == "set":
        parent[last] = arg
    elif action == "delete":
        del parent[last]
    else:
        value = parent[last]
        del parent[last]
        parent[arg] = value


def duplicate_key_in_text(text: str, rng: random.Random) -> tuple[str, list[str]] | None:
    """Write a key (or a [table] header) a second time, as a person pasting a line would."""
    lines = text.splitlines(keepends=True)
    keyed = [i for i, line in enumerate(lines) if re.match(r"[ \t]*[\w\"'.-]+[ \t]*=", line)]
    headers = [i for i, line in enumerate(lines) if re.match(r"\[[^\[]", line)]
    if headers and rng.random() < 0.3:
        i = rng.choice(headers)
        lines.append("\n" + lines[i].rstrip("\r\n") + "\n")
        return "".join(lines), [f"repeat header on line {i + 1} at the end"]
    if not keyed:
        return None
    i = rng.choice(keyed)
    key = lines[i].split("=", 1)[0].strip()
    quoted = rng.choice([key, f'"{key}"', f"'{key}'"]) if '"' not in key else key
    again = rng.choice(["1", '"again"', "[]", "{}"])
    lines.insert(i + 1, f"{quoted} = {again}\n")
    return "".join(lines), [f"repeat key {key!r} after line {i + 1}"]


# --- the same data in another TOML style ---------------------------------------------


class Restyler:
    """Writes plain TOML data in a random, valid style: inline tables, [sections] or
    dotted keys, [[arrays of tables]] or inline arrays, literal or basic strings, signed or
    grouped numbers, comments and blank lines, LF or CRLF, with or without a BOM. The data
    read back is the same, so the values must be; saves must cope with every style."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.lines: list[str] = []

    def document(self, data: dict) -> str:
        if self.rng.random() < 0.3:
            self.lines.append("# restyled by the fuzz test")
        self.table((), data)
        newline = "\r\n" if self.rng.random() < 0.3 else "\n"
        bom = "\ufeff" if self.rng.random() < 0.1 else ""
        return bom + "\n".join(self.lines).replace("\n", newline) + newline

    def table(self, path: tuple[str, ...], data: dict) -> None:
        sections, plain = [], []
        for key, value in data.items():
            tables = isinstance(value, list) and value and all(isinstance(v, dict) for v in value)
            if (isinstance(value, dict) or tables) and self.rng.random() < 0.7:
                sections.append((key, value))
            else:
                plain.append((key, value))
        for key, value in plain:
            if isinstance(value, dict) and value and self.rng.random() < 0.4:
                for sub, item in self.dotted(value):
                    self.line(f"{self.key(key)}.{sub} = {self.value(item)}")
            else:
                self.line(f"{self.key(key)} = {self.value(value)}")
        for key, value in sections:
            full = (*path, key)
            header = ".".join(self.key(k) for k in full)
            if isinstance(value, dict):
                self.blank()
                self.lines.append(f"[{header}]")
                self.table(full, value)
            else:
                for element in value:
                    self.blank()
                    self.lines.append(f"[[{header}]]")
                    self.table(full, element)

    def dotted(self, data: dict) -> list[tuple[str, Any]]:
        out = []
        for key, value in data.items():
            if isinstance(value, dict) and value:
                out.extend((f"{self.key(key)}.{sub}", v) for sub, v in self.dotted(value))
            else:
                out.append((self.key(key), value))
        return out

    def blank(self) -> None:
        if self.rng.random() < 0.6:
            self.lines.append("")
        if self.rng.random() < 0.2:
            self.lines.append("# a comment the GM wrote")

    def line(self, text: str) -> None:
        if self.rng.random() < 0.15:
            text += "  # note"
        self.lines.append(text)

    def key(self, key: str) -> str:
        bare = re.fullmatch(r"[A-Za-z0-9_-]+", key) is not None
        if bare and self.rng.random() < 0.85:
            return key
        if "'" not in key and key.isprintable() and self.rng.random() < 0.5:
            return f"'{key}'"
        return tomlkit.string(key).as_string()

    def value(self, value: Any) -> str:
        rng = self.rng
        if isinstance(value, bool):
            return "true" if value else "false"
        if isinstance(value, int):
            if value >= 0 and rng.random() < 0.2:
                return rng.choice([f"+{value}", f"{value:_}", hex(value)])
            return str(value)
        if isinstance(value, str):
            return self.string(value)
        if isinstance(value, dict):
            items = [f"{k} = {self.value(v)}" for k, v in self.dotted(value)]
            return "{ " + ", ".join(items) + " }" if items else "{}"
        if isinstance(value, list):
            items = [self.value(v) for v in value]
            if items and rng.random() < 0.3:
                return "[\n" + "".join(f"  {item},\n" for item in items) + "]"
            return "[" + ", ".join(items) + "]"
        return tomlkit.item(value).as_string()

    def string(self, value: str) -> str:
        if "'" not in value and value.isprintable() and self.rng.random() < 0.4:
            return f"'{value}'"
        lines_ok = all(c == "\n" or c.isprintable() for c in value)
        if "\n" in value and lines_ok and "'''" not in value and self.rng.random() < 0.5:
            return "'''\n" + value + "'''"
        return tomlkit.string(value).as_string()


# --- the checks -----------------------------------------------------------------------


def value_of(store: CampaignStore, relpath: str) -> Any:
    stem = Path(relpath).stem
    if relpath == "campaign.toml":
        return store.state.story
    if relpath.startswith("characters/"):
        return store.state.characters.get(stem)
    return store.state.scenes.get(stem)


def commit_kwargs(relpath: str, value: Any) -> dict[str, Any]:
    if relpath == "campaign.toml":
        return {"story": value}
    if relpath.startswith("characters/"):
        return {"characters": [value]}
    return {"scenes": [value]}


def changed(relpath: str, value: Any, store: CampaignStore, rng: random.Random) -> tuple[Any, set]:
    """A real change to the value of `relpath`, and the top-level keys it may rewrite."""
    if relpath == "campaign.toml":
        new, keys = _story_change(value, rng)
        return (new, keys) if new != value else _story_change(value, random.Random(0))
    if relpath.startswith("characters/"):
        return _character_change(value, store.state.ruleset, rng)
    new, keys = _scene_change(value, rng)
    return (new, keys) if new != value else _scene_change(value, random.Random(1))


def _story_change(story: Story, rng: random.Random) -> tuple[Story, set]:
    pick = rng.randrange(5)
    if pick == 0:
        return replace(story, gm_carried=story.gm_carried + 1), {"gm"}
    if pick == 1:
        number = max((s.number for s in story.sessions), default=0) + 1
        session = SessionRecord(number, title="Fuzzed Session", scenes=("somewhere",))
        return replace(story, sessions=(*story.sessions, session)), {"sessions"}
    if pick == 2:
        aspect = Aspect("Fuzz Falls Like Rain", AspectKind.SETTING)
        return replace(story, setting_aspects=(*story.setting_aspects, aspect)), {"setting_aspects"}
    if pick == 3 and story.countdowns and story.countdowns[0].remaining:
        first = mark(story.countdowns[0])
        return replace(story, countdowns=(first, *story.countdowns[1:])), {"countdowns"}
    return replace(story, current_session=story.current_session + 1), {"current"}


def _character_change(character: Character, ruleset: RuleSet, rng: random.Random):
    pick = rng.randrange(7)
    if pick == 0 and character.skills:
        skill = rng.choice(sorted(character.skills))
        skills = {**character.skills, skill: character.skills[skill] + 1}
        return replace(character, skills=skills), {"skills", "approaches"}
    if pick == 1:
        unused = [s for s in ruleset.characters.skills if s not in character.skills]
        if unused:
            skills = {**character.skills, rng.choice(unused): 1}
            return replace(character, skills=skills), {"skills", "approaches"}
    if pick == 2:
        aspect = Aspect("Fuzzed Beyond Recognition", AspectKind.CHARACTER, owner=character.id)
        return replace(character, aspects=(*character.aspects, aspect)), {"aspects"}
    if pick == 3:
        stunt = Stunt("Fuzz Stunt", "+2 when I fuzz.", bonus=2)
        return replace(character, stunts=(*character.stunts, stunt)), {"stunts"}
    if pick == 4 and not character.consequence("moderate"):
        taken = Consequence("moderate", Severity.MODERATE, "Fuzzed Ribs", free_invokes=("x",))
        consequences = (*character.consequences, taken)
        return replace(character, consequences=consequences), {"consequences"}
    if pick == 5:
        return replace(character, notes=character.notes + "\nFuzzed."), {"notes"}
    return replace(character, fate_points=character.fate_points + 1), {"fate_points"}


def _scene_change(scene: Scene, rng: random.Random) -> tuple[Scene, set]:
    pick = rng.randrange(6)
    if pick == 0:
        aspect = Aspect("Fuzzing Everywhere", AspectKind.SITUATION, free_invokes=("x", None))
        return replace(scene, aspects=(*scene.aspects, aspect)), {"aspects"}
    if pick == 1 and not any(z.name.lower() == "fuzz yard" for z in scene.zones):
        connects = (scene.zones[0].name,) if scene.zones else ()
        return scenes.add_zone(scene, "Fuzz Yard", connects), {"zones"}
    if pick == 2 and scene.cast and scene.zones:
        who, where = rng.choice(scene.cast), rng.choice(scene.zones).name
        return scenes.place(scene, who, where), {"zones", "cast"}
    if pick == 3:
        clock = Countdown("Fuzz Clock", 4, marked=1, triggers=("each exchange",))
        return replace(scene, countdowns=(*scene.countdowns, clock)), {"countdowns"}
    if pick == 4:
        return replace(scene, title=scene.title + " (fuzzed)"), {"title"}
    return replace(scene, gm_pool=(scene.gm_pool or 0) + 1), {"gm_pool"}


def normalised(value: Any) -> Any:
    """The one documented normalisation: a scene's cast is stored as `cast` plus each zone's
    `here`, so its order after a reload follows the file, not the value saved."""
    if isinstance(value, Scene):
        return replace(value, cast=tuple(sorted(value.cast)))
    return value


def comparable(value: Any) -> Any:
    """`value` with NaN made equal to itself, so data holding `nan` can be compared."""
    if isinstance(value, float) and value != value:
        return "<nan>"
    if isinstance(value, dict):
        return {k: comparable(v) for k, v in value.items()}
    if isinstance(value, list):
        return [comparable(v) for v in value]
    return value


def without(data: dict, keys: set) -> dict:
    return {k: v for k, v in comparable(data).items() if k not in keys}


def tomllib_syntax_error(data: bytes) -> bool:
    """Whether the bytes are text that tomllib rejects as TOML (a syntax error)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return False
    if "\x00" in text:
        return False
    try:
        tomllib.loads(text.removeprefix("\ufeff"))
    except tomllib.TOMLDecodeError:
        return True
    except Exception:  # too deep, too long a number: other problems
        return False
    return False


def check_problems(store: CampaignStore, relpath: str, data: bytes) -> None:
    known = set(store.files)
    problems = store.problems
    for problem in problems:
        assert isinstance(problem, Problem)
        assert problem.severity in ("error", "warning")
        text = problem.format()
        assert isinstance(text, str) and text, problem
        assert problem.file in known, f"problem names no campaign file: {problem}"
        assert text.startswith(problem.file), text
        if problem.line is not None:
            assert problem.line >= 1, problem
        if problem.column is not None:
            assert problem.column >= 1, problem
    record = store.files[relpath]
    mine = [p for p in problems if p.file == relpath and p.severity == "error"]
    if record.broken:
        assert mine, f"{relpath} did not load but no error names it"
    if tomllib_syntax_error(data):
        assert mine, f"{relpath} has a TOML syntax error but no error names it"
        assert mine[0].line is not None and mine[0].column is not None, mine[0].format()
        lines = data.decode().removeprefix("\ufeff").split("\n")
        assert mine[0].line <= len(lines), mine[0].format()
        if mine[0].source_line is not None:
            assert mine[0].source_line == lines[mine[0].line - 1].rstrip("\r"), mine[0]
    elif record.readable and record.fingerprint is not None:
        lines = record.text.removeprefix("\ufeff").split("\n")
        for problem in record.meaning_problems:
            if problem.line is not None and problem.source_line is not None:
                shown = lines[problem.line - 1].rstrip("\r") if problem.line <= len(lines) else ""
                assert problem.source_line == shown, (
                    f"line {problem.line} shown as {problem.source_line!r}, is {shown!r}"
                )


def check_saves(
    store: CampaignStore, folder: Path, relpath: str, data: bytes, rng: random.Random
) -> None:
    """A file that loaded: a no-op save writes nothing, a real change reloads equal without
    touching other keys, and undo puts back every byte."""
    record = store.files[relpath]
    if record.broken:
        return
    value = value_of(store, relpath)
    assert value is not None, f"{relpath} loaded without errors but gave no value"
    path = folder / relpath
    change = store.commit("nothing", **commit_kwargs(relpath, value))
    assert change is None, f"a no-op save wrote {[f.relpath for f in change.files]}"
    assert path.read_bytes() == data, "a no-op save changed the file"
    new, keys = changed(relpath, value, store, rng)
    before_data = store.files[relpath].data
    change = store.commit("change", **commit_kwargs(relpath, new))
    assert change is not None and [f.relpath for f in change.files] == [relpath]
    reloaded = CampaignStore.load(folder)
    assert not reloaded.files[relpath].broken, "\n".join(
        p.format() for p in reloaded.files[relpath].problems
    )
    assert normalised(value_of(reloaded, relpath)) == normalised(new), (
        "the changed value did not reload equal"
    )
    after_data = reloaded.files[relpath].data
    assert without(after_data, keys) == without(before_data, keys), (
        f"keys other than {sorted(keys)} changed"
    )
    if crlf_only(data):
        assert crlf_only(path.read_bytes()), "a CRLF file got LF line ends"
    assert store.commit("again", **commit_kwargs(relpath, new)) is None, "saved twice"
    store.undo()
    assert path.read_bytes() == data, "undo did not restore the file's bytes"


def crlf_only(data: bytes) -> bool:
    return b"\r\n" in data and data.count(b"\n") == data.count(b"\r\n")


@contextlib.contextmanager
def time_limit(seconds: float):
    """Raise TimeoutError in a trial that runs longer than `seconds` (where the OS has
    interval timers): a hang is a failure too, not a frozen test run."""
    if (
        not hasattr(signal, "setitimer")
        or threading.current_thread() is not threading.main_thread()
    ):
        yield
        return

    def expired(signum, frame):
        raise TimeoutError(f"the trial took more than {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def shorten(text: str, width: int = 160) -> str:
    return text if len(text) <= width else text[: width - 1] + "…"


class Failures:
    """Collects failing trials so one run reports all of them, each with its replay seed."""

    def __init__(self) -> None:
        self.found: list[str] = []

    @contextlib.contextmanager
    def trial(self, seed: str, relpath: str, done: list[str], data: bytes = b""):
        try:
            with time_limit(TRIAL_SECONDS):
                yield
        except Exception as error:
            where = traceback.extract_tb(error.__traceback__)[-1]
            self.found.append(
                f"seed {seed!r} {relpath} after {[shorten(d, 80) for d in done]}: "
                f"{type(error).__name__}: {shorten(str(error), 600)} "
                f"(in {where.name}, {Path(where.filename).name}:{where.lineno})"
            )

    def check(self) -> None:
        assert not self.found, f"{len(self.found)} failing trials:\n" + "\n".join(self.found)


def run_trial(folder: Path, relpath: str, data: bytes, original: bytes, seed: str) -> None:
    path = folder / relpath
    path.write_bytes(data)
    try:
        store = CampaignStore.load(folder)
        check_problems(store, relpath, data)
        check_saves(store, folder, relpath, data, random.Random(seed + ":change"))
    finally:
        path.write_bytes(original)


def replay(seed: str, files: dict[str, bytes], kind: str) -> tuple[str, bytes, list[str]] | None:
    """The mutated file a seed makes: (relpath, bytes, what was done)."""
    rng = random.Random(seed)
    relpath = rng.choice(sorted(files))
    original = files[relpath]
    if kind == "bytes":
        data, done = mutate_bytes(original, rng)
        return relpath, data, done
    text = original.decode("utf-8")
    if kind == "restyle":
        return relpath, Restyler(rng).document(tomllib.loads(text)).encode("utf-8"), ["restyle"]
    made = duplicate_key_in_text(text, rng) if rng.random() < 0.1 else mutate_structure(text, rng)
    if made is None:
        return None
    mutated, done = made
    return relpath, mutated.encode("utf-8"), done


# --- the fuzz tests -------------------------------------------------------------------


@pytest.mark.parametrize("kind", ["bytes", "structure", "restyle"])
@pytest.mark.parametrize("name", CAMPAIGN_NAMES)
def test_mutated_campaign_files_load_cleanly(workspace, name, kind):
    folder = workspace[name]
    files = originals(name)
    failures = Failures()
    trials = TRIALS[kind]
    for n in range(trials):
        seed = f"{SEED}:{name}:{kind}:{n}"
        made = replay(seed, files, kind)
        if made is None:
            continue
        relpath, data, done = made
        with failures.trial(seed, relpath, done, data):
            run_trial(folder, relpath, data, files[relpath], seed)
    assert snapshot(folder) == snapshot(CAMPAIGNS / name), "a trial left a file changed"
    failures.check()


def write_later(path: Path, data: bytes) -> None:
    """Write `data` as an editor would a moment later: the file's mtime moves on even when
    the write falls in the same clock tick as the last read (the store trusts an unchanged
    size and mtime, as git does)."""
    before = path.stat().st_mtime_ns
    path.write_bytes(data)
    later = max(path.stat().st_mtime_ns, before + 1_000_000_000)
    os.utime(path, ns=(later, later))


def check_reload(store: CampaignStore, relpath: str, data: bytes, original: bytes) -> None:
    """A file of an open campaign is edited on disk (and then put back): reloading never
    raises, a file that no longer loads keeps its last good value, and putting the file
    back gives back the whole campaign."""
    if data == original:
        return
    good_state = store.state
    good_value = value_of(store, relpath)
    path = store.root / relpath
    write_later(path, data)
    try:
        assert store.changed_on_disk() == [relpath]
        assert store.reload() == [relpath]
        check_problems(store, relpath, data)
        if store.files[relpath].broken:
            assert value_of(store, relpath) == good_value, "the last good value was dropped"
    finally:
        write_later(path, original)
    assert store.changed_on_disk() == [relpath]
    assert store.reload() == [relpath]
    assert store.errors == [], [p.format() for p in store.errors]
    assert store.state == good_state, "putting the file back did not give the campaign back"


@pytest.mark.parametrize("name", CAMPAIGN_NAMES)
def test_files_edited_while_open_reload_cleanly_and_keep_the_last_good_values(workspace, name):
    folder = workspace[name]
    files = originals(name)
    store = CampaignStore.load(folder)
    failures = Failures()
    for n in range(TRIALS["reload"]):
        seed = f"{SEED}:{name}:reload:{n}"
        made = replay(seed, files, "bytes" if n % 2 else "structure")
        if made is None:
            continue
        relpath, data, done = made
        with failures.trial(seed, relpath, done, data):
            check_reload(store, relpath, data, files[relpath])
    assert snapshot(folder) == snapshot(CAMPAIGNS / name), "a trial left a file changed"
    failures.check()


# --- what stands where a file was: folders, links, pipes, devices, unreadable files ----

SWAPS = [("file", how) for how in ("folder", "link-to-folder", "fifo", "device", "loop")]
SWAPS += [("file", how) for how in ("dangling", "link-out", "link-in", "unreadable")]
SWAPS += [("folder", how) for how in ("link-out", "file", "unreadable")]


@contextlib.contextmanager
def unreadable(path: Path):
    """Opening or listing `path` fails with permission denied, as chmod 000 makes it for any
    user but root (the tests may run as root)."""
    real_open, real_scandir = os.open, os.scandir
    denied = os.path.abspath(path)

    def guarded_open(name, *args, **kwargs):
        if os.path.abspath(name) == denied:
            raise PermissionError(13, "Permission denied", str(name))
        return real_open(name, *args, **kwargs)

    def guarded_scandir(name="."):
        if os.path.abspath(name) == denied:
            raise PermissionError(13, "Permission denied", str(name))
        return real_scandir(name)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(os, "open", guarded_open)
        patch.setattr(os, "scandir", guarded_scandir)
        yield


def copy_any(source: Path, target: Path) -> None:
    (shutil.copytree if source.is_dir() else shutil.copy)(source, target)


def remove_any(path: Path) -> None:
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    elif os.path.lexists(path):
        path.unlink()


@contextlib.contextmanager
def swapped(folder: Path, relpath: str, how: str, outside: Path, rng: random.Random):
    """`relpath` (a file or a folder) replaced by `how` for the time of the block."""
    path = folder / relpath
    kept = outside.parent / f"{outside.name}-kept"
    shutil.move(path, kept)
    try:
        with contextlib.ExitStack() as stack:
            if how == "folder":
                path.mkdir()
            elif how == "file":
                path.write_text('name = "Not a Folder"\n')
            elif how == "unreadable":
                copy_any(kept, path)
                stack.enter_context(unreadable(path))
            elif how == "link-to-folder":
                path.symlink_to(".")
            elif how == "fifo":
                os.mkfifo(path)
            elif how == "device":
                try:  # a device in the folder itself needs root; a link to one will do
                    os.mknod(path, 0o600 | stat.S_IFCHR, os.makedev(1, 5))  # /dev/zero
                except (OSError, AttributeError):
                    path.symlink_to("/dev/zero")
            elif how == "loop":
                path.symlink_to(path.name)
            elif how == "dangling":
                path.symlink_to(f"gone-{path.name}")
            elif how == "link-out":
                copy_any(kept, outside / path.name)
                path.symlink_to(outside / path.name)
            elif how == "link-in":
                others = [p for p in list_files(folder) if "/" in p and p != relpath]
                other = folder / rng.choice(others)
                path.symlink_to(os.path.relpath(other, path.parent))
            yield
    finally:
        remove_any(path)
        shutil.move(kept, path)
        for leftover in outside.iterdir():
            remove_any(leftover)


def check_swap(folder: Path, relpath: str, how: str, outside: Path, rng: random.Random) -> None:
    """While the campaign is open, `relpath` is swapped for what is not its file or folder:
    the watcher reports it once, without raising, blocking or reading a device forever; a
    save over it is refused; `check` names it in one clear error; nothing lands outside."""
    ctl = Controller(CampaignStore.load(folder))
    value = value_of(ctl.store, relpath) if relpath not in FOLDERS else None
    with swapped(folder, relpath, how, outside, rng):
        outside_before = snapshot(outside)
        ctl.check_disk()
        assert ctl.check_disk() is None, "the same change was reported again"
        if value is not None and how not in ("unreadable", "link-in"):
            new, _ = changed(relpath, value, ctl.store, rng)
            with pytest.raises(SaveRefused):
                ctl.store.commit("change", **commit_kwargs(relpath, new))
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):
            status = main(["check", str(folder)])
        text = out.getvalue()
        assert "internal error" not in text and "Traceback" not in text, text
        if how != "link-in":  # a link to another file inside loads that file
            assert status == 1 and f"{relpath}" in text, text
        assert snapshot(outside) == outside_before, "something was written outside"


@pytest.fixture(scope="module")
def outside(tmp_path_factory) -> Path:
    return tmp_path_factory.mktemp("outside")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
@pytest.mark.parametrize("name", CAMPAIGN_NAMES)
def test_files_and_folders_swapped_for_links_pipes_devices_are_refused_cleanly(
    workspace, outside, name
):
    """Every swap in SWAPS is tried on some campaign: each campaign takes its share."""
    folder = workspace[name]
    files = sorted(originals(name))
    failures = Failures()
    first = CAMPAIGN_NAMES.index(name) * TRIALS["swap"]
    for n in range(first, first + TRIALS["swap"]):
        seed = f"{SEED}:{name}:swap:{n}"
        rng = random.Random(seed)
        what, how = SWAPS[n % len(SWAPS)]
        relpath = rng.choice(files if what == "file" else FOLDERS)
        with failures.trial(seed, relpath, [how]):
            check_swap(folder, relpath, how, outside, rng)
    assert snapshot(folder) == snapshot(CAMPAIGNS / name), "a trial left a file changed"
    failures.check()


# --- explicit hard cases ------------------------------------------------------------------


def load_with(folder: Path, relpath: str, data: bytes) -> CampaignStore:
    (folder / relpath).write_bytes(data)
    store = CampaignStore.load(folder)
    check_problems(store, relpath, data)
    return store


def errors_of(store: CampaignStore, relpath: str) -> list[Problem]:
    return [p for p in store.errors if p.file == relpath]


def assert_reported(store: CampaignStore, relpath: str, *words: str) -> Problem:
    """`relpath` did not load, and its first error says each of `words`."""
    found = errors_of(store, relpath)
    assert found, f"no error for {relpath}: {[p.format() for p in store.problems]}"
    assert store.files[relpath].broken
    text = found[0].format()
    assert text.startswith(relpath)
    for word in words:
        assert word in text, text
    return found[0]


CHARACTER = "characters/ansel.toml"
SCENE = "scenes/drowned-chapel.toml"


@pytest.mark.parametrize("relpath", ["campaign.toml", CHARACTER, SCENE])
def test_an_empty_file_is_an_error_naming_it(ashen, relpath):
    store = load_with(ashen, relpath, b"")
    assert_reported(store, relpath, "missing")


@pytest.mark.parametrize("relpath", ["campaign.toml", CHARACTER, SCENE])
def test_a_file_of_only_blank_lines_and_comments_is_an_error_naming_it(ashen, relpath):
    store = load_with(ashen, relpath, b"\n\n# nothing here yet\r\n   \t\n")
    assert_reported(store, relpath, "missing")


@pytest.mark.parametrize("relpath", ["campaign.toml", CHARACTER, SCENE])
def test_a_binary_file_is_an_error_naming_it(ashen, relpath):
    junk = random.Random(relpath).randbytes(4096)
    store = load_with(ashen, relpath, junk)
    assert_reported(store, relpath)


def test_binary_junk_without_nul_bytes_is_an_error(ashen):
    junk = bytes(b or 1 for b in random.Random(7).randbytes(4096))
    store = load_with(ashen, CHARACTER, junk)
    assert_reported(store, CHARACTER)


def test_a_png_saved_as_toml_is_an_error(ashen):
    png = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256))
    store = load_with(ashen, SCENE, png)
    assert_reported(store, SCENE)


def test_a_5_mb_file_is_refused_with_its_size(ashen):
    data = b'name = "Ansel"\nnotes = "' + b"x" * (5 * 1024 * 1024) + b'"\n'
    store = load_with(ashen, CHARACTER, data)
    assert_reported(store, CHARACTER, "too large")
    assert "ansel" not in store.state.characters


def test_a_large_file_under_the_limit_loads_and_saves(ashen):
    notes = ("The tide comes in. " * 50 + "\n") * 1000  # about 1 MB
    head, rest = (ashen / CHARACTER).read_bytes().split(b"\n", 1)
    data = head + f'\nnotes = """\n{notes}"""\n'.encode() + rest
    store = load_with(ashen, CHARACTER, data)
    assert errors_of(store, CHARACTER) == []
    ansel = store.state.characters["ansel"]
    assert ansel.notes == notes
    store.commit("fp", characters=[replace(ansel, fate_points=ansel.fate_points + 1)])
    assert CampaignStore.load(ashen).state.characters["ansel"].fate_points == ansel.fate_points + 1


@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 1000, 10_000])
def test_deeply_nested_arrays_are_an_error(ashen, depth):
    data = b'name = "Deep"\nnotes = ' + b"[" * depth + b"]" * depth + b"\n"
    store = load_with(ashen, CHARACTER, data)
    assert_reported(store, CHARACTER, "nested too deeply")


def test_deeply_nested_inline_tables_are_an_error(ashen):
    data = b'name = "Deep"\nx = ' + b"{a = " * 5000 + b"1" + b"}" * 5000 + b"\n"
    store = load_with(ashen, CHARACTER, data)
    assert_reported(store, CHARACTER)


def test_deeply_nested_table_headers_are_an_error(ashen):
    header = ".".join(["a"] * 2000)
    data = f'name = "Deep"\n[{header}]\nx = 1\n'.encode()
    store = load_with(ashen, CHARACTER, data)
    assert_reported(store, CHARACTER, "nested too deeply")


def test_unclosed_arrays_at_the_end_of_a_file_are_an_error(ashen):
    data = b'name = "Open"\naspects = ' + b"[" * 5000
    store = load_with(ashen, CHARACTER, data)
    assert_reported(store, CHARACTER)


def test_a_number_too_long_to_read_is_an_error_on_its_line(ashen):
    data = b'name = "Big"\nfate_points = ' + b"9" * 5000 + b"\n"
    store = load_with(ashen, CHARACTER, data)
    problem = assert_reported(store, CHARACTER)
    assert problem.line == 2


def test_negative_numbers_are_meaning_errors_on_their_lines(ashen):
    data = b'name = "Neg"\nfate_points = -1\nrefresh = -3\n[stress]\nphysical = -2\n'
    store = load_with(ashen, CHARACTER, data)
    found = {p.key_path: p.line for p in errors_of(store, CHARACTER)}
    assert found == {"fate_points": 2, "refresh": 3, "stress.physical": 5}


def test_integers_beyond_64_bits_load_and_save(ashen):
    """TOML says such integers must be refused; tomllib reads them, and so does fate-tui.
    At least they survive a save."""
    data = b'name = "Big"\nfate_points = 99999999999999999999999999\n'
    store = load_with(ashen, CHARACTER, data)
    check_saves(store, ashen, CHARACTER, data, random.Random(1))


def test_a_folder_named_like_a_character_file_is_an_error(ashen):
    (ashen / "characters" / "x.toml").mkdir()
    store = CampaignStore.load(ashen)
    check_problems(store, "characters/x.toml", b"")
    assert_reported(store, "characters/x.toml", "folder")
    assert store.state.characters.keys() >= {"ansel", "maren"}


def test_a_folder_named_campaign_toml_is_an_error(ashen):
    (ashen / "campaign.toml").unlink()
    (ashen / "campaign.toml").mkdir()
    store = CampaignStore.load(ashen)
    assert_reported(store, "campaign.toml", "folder")


def test_a_missing_campaign_toml_is_an_error(ashen):
    (ashen / "campaign.toml").unlink()
    store = CampaignStore.load(ashen)
    assert_reported(store, "campaign.toml", "campaign.toml")


def test_a_folder_that_does_not_exist_is_an_error(tmp_path):
    store = CampaignStore.load(tmp_path / "nowhere")
    assert_reported(store, "campaign.toml")


def test_a_file_where_the_characters_folder_should_be_is_survived(ashen):
    shutil.rmtree(ashen / "characters")
    (ashen / "characters").write_bytes(b"not a folder")
    store = CampaignStore.load(ashen)
    for problem in store.problems:
        assert problem.format()
    assert store.state.characters == {}


def test_a_symlink_out_of_the_campaign_is_refused(ashen, tmp_path):
    outside = tmp_path / "secret.toml"
    outside.write_text('name = "Secret"\n')
    (ashen / "characters" / "evil.toml").symlink_to(outside)
    store = CampaignStore.load(ashen)
    assert_reported(store, "characters/evil.toml", "outside")
    assert "evil" not in store.state.characters


def test_a_dangling_symlink_is_an_error(ashen):
    (ashen / "characters" / "ghost.toml").symlink_to(ashen / "nothing.toml")
    store = CampaignStore.load(ashen)
    assert_reported(store, "characters/ghost.toml")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_is_an_error_and_is_not_opened(ashen):
    os.mkfifo(ashen / "characters" / "pipe.toml")
    store = CampaignStore.load(ashen)
    assert_reported(store, "characters/pipe.toml")


@pytest.mark.parametrize("stem", ["Bad Name", "con", "ümlaut", "-dash", "a" * 70, "x..y"])
def test_files_whose_names_are_not_ids_are_errors(ashen, stem):
    relpath = f"characters/{stem}.toml"
    (ashen / relpath).write_text('name = "Bad"\n')
    store = CampaignStore.load(ashen)
    assert_reported(store, relpath)


def test_invalid_utf8_is_an_error_with_its_line_and_column(ashen):
    data = b'name = "Ansel"\nplayer = "T\xf6m"\n'
    store = load_with(ashen, CHARACTER, data)
    problem = assert_reported(store, CHARACTER, "UTF-8")
    assert (problem.line, problem.column) == (2, 12)


def test_latin1_comments_are_an_error(ashen):
    data = (ashen / CHARACTER).read_bytes() + "# café au lait\n".encode("latin-1")
    store = load_with(ashen, CHARACTER, data)
    assert_reported(store, CHARACTER, "UTF-8")


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be", "utf-32"])
def test_utf16_and_utf32_files_are_errors(ashen, encoding):
    data = (CAMPAIGNS / "ashen-coast" / CHARACTER).read_text().encode(encoding)
    store = load_with(ashen, CHARACTER, data)
    assert_reported(store, CHARACTER)


def test_duplicate_keys_are_a_syntax_error_on_the_second_one(ashen):
    data = b'name = "Ansel"\nkind = "pc"\nname = "Again"\n'
    store = load_with(ashen, CHARACTER, data)
    problem = assert_reported(store, CHARACTER)
    assert problem.line == 3


def test_a_duplicate_table_is_a_syntax_error(ashen):
    data = b'name = "Ansel"\n[skills]\nFight = 1\n[stress]\n[skills]\nShoot = 2\n'
    store = load_with(ashen, CHARACTER, data)
    problem = assert_reported(store, CHARACTER)
    assert problem.line == 5


@pytest.mark.parametrize("relpath", ["campaign.toml", CHARACTER, SCENE])
def test_a_bom_loads_and_saves_keeping_the_bom(ashen, relpath):
    original = (ashen / relpath).read_bytes()
    data = b"\xef\xbb\xbf" + original
    before = CampaignStore.load(ashen)
    store = load_with(ashen, relpath, data)
    assert store.errors == []
    assert value_of(store, relpath) == value_of(before, relpath)
    check_saves(store, ashen, relpath, data, random.Random(relpath))
    value = value_of(store, relpath)
    new, _ = changed(relpath, value, store, random.Random(3))
    store.commit("bom", **commit_kwargs(relpath, new))
    assert (ashen / relpath).read_bytes().startswith(b"\xef\xbb\xbf")
    assert b"\xef\xbb\xbf" not in (ashen / relpath).read_bytes()[3:]


def test_a_campaign_with_crlf_files_loads_and_saves_as_crlf(ashen):
    paths = list_files(ashen)
    before = CampaignStore.load(ashen)
    for relpath in paths:
        path = ashen / relpath
        path.write_bytes(path.read_bytes().replace(b"\n", b"\r\n"))
    crlf = snapshot(ashen)
    store = CampaignStore.load(ashen)
    assert store.problems == before.problems == []
    assert store.state == before.state
    state = store.state
    everything = {
        "story": state.story,
        "characters": state.characters.values(),
        "scenes": state.scenes.values(),
    }
    assert store.commit("nothing", **everything) is None
    assert snapshot(ashen) == crlf
    # A change to the first file of each kind by default (the story, a character and a scene
    # are each written by their own code), to every file with FATE_FULL_SWEEPS=1: each check
    # loads the whole campaign again.
    first = {relpath.split("/")[0]: relpath for relpath in reversed(paths)}
    changed_files = sweep(paths, sorted(first.values()))
    for n, relpath in enumerate(paths):
        if relpath not in changed_files:
            continue
        data = (ashen / relpath).read_bytes()
        check_saves(store, ashen, relpath, data, random.Random(n))
        new, _ = changed(relpath, value_of(store, relpath), store, random.Random(n))
        store.commit("crlf", **commit_kwargs(relpath, new))
        assert crlf_only((ashen / relpath).read_bytes()), relpath
    while store.undo():
        pass
    assert snapshot(ashen) == crlf


def test_a_file_with_mixed_line_ends_loads_and_saves(ashen):
    original = (ashen / CHARACTER).read_bytes()
    lines = original.split(b"\n")
    data = b"".join(line + (b"\r\n" if i % 2 else b"\n") for i, line in enumerate(lines[:-1]))
    store = load_with(ashen, CHARACTER, data)
    assert store.errors == []
    check_saves(store, ashen, CHARACTER, data, random.Random(5))


def test_a_file_with_no_final_newline_saves_a_change(ashen):
    data = (ashen / CHARACTER).read_bytes().rstrip(b"\n")
    store = load_with(ashen, CHARACTER, data)
    assert store.errors == []
    for n in range(7):
        check_saves(store, ashen, CHARACTER, data, random.Random(n))


def test_a_lone_carriage_return_is_a_syntax_error(ashen):
    data = b'name = "Ansel"\rkind = "pc"\n'
    store = load_with(ashen, CHARACTER, data)
    assert_reported(store, CHARACTER)


def test_control_characters_in_strings_are_a_syntax_error(ashen):
    data = b'name = "An\x07sel"\n'
    store = load_with(ashen, CHARACTER, data)
    problem = assert_reported(store, CHARACTER)
    assert problem.line == 1


def test_a_very_long_line_is_shown_as_a_window(ashen):
    data = b'name = "Ansel"\nnotes = "' + b"x" * 100_000 + b"\n"
    store = load_with(ashen, CHARACTER, data)
    problem = assert_reported(store, CHARACTER)
    assert len(problem.format()) < 1000


def test_a_broken_file_is_never_written(ashen):
    data = b'name = "Ansel"\nfate_points = [\n'
    store = load_with(ashen, CHARACTER, data)
    ansel = CampaignStore.load(CAMPAIGNS / "ashen-coast").state.characters["ansel"]
    with pytest.raises(SaveRefused):
        store.commit("over a broken file", characters=[ansel])
    assert (ashen / CHARACTER).read_bytes() == data


# --- bugs the fuzzing found (fixed; kept as regression tests) -------------------------


@pytest.mark.parametrize("key", ["[²]", "[" + "9" * 5000 + "]"], ids=["superscript", "long"])
def test_a_key_that_looks_like_an_index_is_reported_not_raised(ashen, key):
    """Found by the fuzzing (and fixed): parse_key_path called int() on '²' (a digit to
    str.isdigit, not to int) and on more than 4300 digits, so the load raised ValueError."""
    data = f'name = "Ansel"\n{json.dumps(key)} = 1\n'.encode()
    store = load_with(ashen, CHARACTER, data)
    assert [p for p in store.problems if p.file == CHARACTER and p.key_path == key]


@pytest.mark.parametrize(
    "rating", ['"+' + "9" * 5000 + '"', '"Great (+' + "4" * 5000 + ')"'], ids=["signed", "word"]
)
def test_a_rating_with_thousands_of_digits_is_reported_not_raised(ashen, rating):
    data = f'name = "Ansel"\n[skills]\nFight = {rating}\n'.encode()
    store = load_with(ashen, CHARACTER, data)
    assert [p for p in store.errors if p.file == CHARACTER and p.key_path == "skills.Fight"]


@pytest.mark.parametrize("separator", ["\u2028", "\u2029", "\x85"], ids=["ls", "ps", "nel"])
def test_the_offending_line_is_shown_after_a_line_separator_in_a_string(ashen, separator):
    """Found by the fuzzing (and fixed): lines were picked with str.splitlines(), which also
    breaks at U+2028, U+2029 and U+0085, so the line shown under a problem was the wrong one."""
    data = f'name = "Ansel"\nnotes = "one{separator}two"\nfate_points = -1\n'.encode()
    store = load_with(ashen, CHARACTER, data)
    (problem,) = [p for p in store.errors if p.key_path == "fate_points"]
    assert problem.line == 3
    assert problem.source_line == "fate_points = -1"


def test_a_too_long_number_is_shown_on_its_line_after_a_line_separator(ashen):
    data = ('name = "Ansel"\nnotes = "one\u2028two"\nfate_points = ' + "9" * 5000 + "\n").encode()
    store = load_with(ashen, CHARACTER, data)
    problem = assert_reported(store, CHARACTER)
    assert problem.line == 3
    assert problem.source_line is None or problem.source_line.startswith("fate_points = 999")


@pytest.mark.parametrize("written", ['""', '"   "', '": only text"'])
def test_a_blank_stunt_survives_a_save_of_the_stunts(ashen, written):
    data = f'name = "Ansel"\nstunts = [{written}, "Quick Hands: +2 to Burglary"]\n'.encode()
    store = load_with(ashen, CHARACTER, data)
    assert errors_of(store, CHARACTER) == []
    ansel = store.state.characters["ansel"]
    added = replace(ansel, stunts=(*ansel.stunts, Stunt("Lucky")))
    store.commit("a stunt", characters=[added])
    reloaded = CampaignStore.load(ashen)
    assert errors_of(reloaded, CHARACTER) == [], [p.format() for p in reloaded.errors]


def test_a_character_listed_twice_in_cast_can_be_placed_in_a_zone(ashen):
    data = b'title = "Twice"\ncast = ["ansel", "ansel"]\n\n[[zones]]\nname = "Here"\n'
    store = load_with(ashen, SCENE, data)
    scene = store.state.scenes["drowned-chapel"]
    store.commit("place", scenes=[scenes.place(scene, "ansel", "Here")])
    reloaded = CampaignStore.load(ashen)
    assert errors_of(reloaded, SCENE) == [], [p.format() for p in reloaded.errors]
    assert reloaded.state.scenes["drowned-chapel"].positions == {"ansel": "Here"}


def test_a_huge_skill_rating_loads_at_once(ashen):
    (ashen / CHARACTER).write_bytes(b'name = "Ansel"\n[skills]\nAcademics = 1000000000000\n')
    # In a child process, killed at the time limit: the loop cannot be interrupted cleanly.
    load = (
        "import sys; from fate_tui.campaign.store import CampaignStore; "
        "store = CampaignStore.load(sys.argv[1]); [p.format() for p in store.problems]"
    )
    root = Path(__file__).resolve().parents[2]
    subprocess.run([sys.executable, "-c", load, str(ashen)], cwd=root, check=True, timeout=5)
