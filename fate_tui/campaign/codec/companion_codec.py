"""A character's companions (Spirit of the Century, spirit-of-the-century-srd.txt L470-475) in
the character file, as `[[companions]]` tables:

```toml
[[companions]]
name = "Sparky"
type = "sidekick"                         # sidekick, aide or assistant
advances = ["quality", "skilled: Gambling", "scope: mental", "independent"]
stunt = "Contact"                         # the stunt that gives it, which caps its advances
```

Each is read through the rules core's `sotc_minions.companion`, so a companion the rules refuse
(past Great, no name, an unknown type or advance) is a problem with its key path.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from fate_tui.campaign.codec.fields import Fields
from fate_tui.rules.errors import FateError

if TYPE_CHECKING:  # read only for the sheets that have companions
    from fate_tui.rules.sotc_minions import Advance, Companion

COMPANION_KEYS = ("name", "type", "quality", "advances", "stunt")


def read_companions(data: Mapping[str, Any], fields: Fields) -> tuple[Companion, ...]:
    if "companions" not in data:
        return ()
    from fate_tui.rules.sotc_minions import AVERAGE, companion

    found = []
    for path, table in fields.tables(data, "companions", COMPANION_KEYS):
        advances = []
        for index, text in enumerate(fields.text_list(table, "advances", path)):
            try:
                advances.append(parse_advance(text))
            except FateError as error:
                fields.error(f"{path}.advances[{index}]", str(error))
        quality = fields.integer(table, "quality", AVERAGE, path, minimum=1)
        try:
            found.append(
                companion(
                    fields.text(table, "name", "", path),
                    fields.text(table, "type", "", path),
                    advances,
                    base_quality=quality,
                    stunt=fields.text(table, "stunt", "", path),
                )
            )
        except FateError as error:
            fields.error(path, str(error))
    return tuple(found)


def parse_advance(text: str) -> Advance:
    """'quality', 'skilled: Gambling', 'scope: mental'... as an advance."""
    from fate_tui.rules.errors import parse_choice
    from fate_tui.rules.sotc_minions import Advance, AdvanceKind

    kind, _, detail = text.partition(":")
    return Advance(parse_choice(AdvanceKind, kind.strip(), "a companion's advance"), detail.strip())


def advance_text(advance: Advance) -> str:
    return f"{advance.kind.value}: {advance.detail}" if advance.detail else advance.kind.value


def companion_to_toml(companion: Companion) -> dict[str, Any]:
    from fate_tui.rules.sotc_minions import AVERAGE

    table: dict[str, Any] = {"name": companion.name, "type": companion.type.value}
    if companion.base_quality != AVERAGE:
        table["quality"] = companion.base_quality
    if companion.advances:
        table["advances"] = [advance_text(a) for a in companion.advances]
    if companion.stunt:
        table["stunt"] = companion.stunt
    return table
