"""A character's gadgets and artifacts (Spirit of the Century, spirit-of-the-century-srd.txt
L170, L917-922, L997-1001, L1245-1253) in the character file, as `[[gadgets]]` tables:

```toml
[[gadgets]]
name = "The Hobo Harpoon"
kind = "personal gadget"      # personal gadget, universal gadget, personal artifact, rare artifact
improvements = ["craftsmanship: +1 to Weapons rolls", "upgrade: grappling",
                "additional capability: Grappling Hook"]
# dark_past = "Stolen From a Pharaoh's Tomb"    (a rare artifact's temporary aspect)
# session = 4     (a universal gadget: the session its shape is locked in for, L1000)
```

Each is read through the rules core's `sotc_gadgets.design`, so a gadget the rules refuse is a
problem with its key path.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from fate_tui.campaign.codec.fields import Fields
from fate_tui.rules.errors import FateError

if TYPE_CHECKING:  # read only for the sheets that have gadgets
    from fate_tui.rules.sotc_gadgets import Gadget, ImprovementPick

GADGET_KEYS = ("name", "kind", "improvements", "purchases", "dark_past", "session")


def read_gadgets(data: Mapping[str, Any], fields: Fields) -> tuple[Gadget, ...]:
    if "gadgets" not in data:
        return ()
    from fate_tui.rules.sotc_gadgets import design

    found = []
    for path, table in fields.tables(data, "gadgets", GADGET_KEYS):
        picks = []
        for index, text in enumerate(fields.text_list(table, "improvements", path)):
            try:
                picks.append(parse_improvement(text))
            except FateError as error:
                fields.error(f"{path}.improvements[{index}]", str(error))
        try:
            found.append(
                design(
                    fields.text(table, "name", "", path),
                    fields.text(table, "kind", "", path),
                    picks,
                    purchases=fields.integer(table, "purchases", 1, path, minimum=1),
                    dark_past=fields.text(table, "dark_past", "", path) or None,
                    session=fields.integer(table, "session", 0, path, minimum=1) or None,
                )
            )
        except FateError as error:
            fields.error(path, str(error))
    return tuple(found)


def parse_improvement(text: str) -> ImprovementPick:
    """'craftsmanship: +1 to Weapons rolls', 'upgrade: grappling'... as an improvement."""
    from fate_tui.rules.errors import parse_choice
    from fate_tui.rules.sotc_gadgets import Improvement, ImprovementPick

    kind, _, detail = text.partition(":")
    chosen = parse_choice(Improvement, kind.strip().lower(), "a gadget improvement")
    return ImprovementPick(chosen, detail.strip())


def improvement_text(pick: ImprovementPick) -> str:
    return f"{pick.kind.value}: {pick.detail}" if pick.detail else pick.kind.value


def gadget_to_toml(gadget: Gadget) -> dict[str, Any]:
    table: dict[str, Any] = {"name": gadget.name, "kind": gadget.kind.value}
    if gadget.improvements:
        table["improvements"] = [improvement_text(p) for p in gadget.improvements]
    if gadget.purchases != 1:
        table["purchases"] = gadget.purchases
    if gadget.dark_past:
        table["dark_past"] = gadget.dark_past
    if gadget.session is not None:
        table["session"] = gadget.session
    return table
