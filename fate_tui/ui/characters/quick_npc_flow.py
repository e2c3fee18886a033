"""NPCs in seconds (M on the Table and the Sheet): what kind, a name and what they are (each
rolled on a table when left blank), the skills they are good at, how many for a group, and
where they stand; the NPC is made by the rule set's quick rules and enters the scene in play
as one undoable step. Every rule is `fate_tui.rules.quick_npcs`'.

Also rolling on any table (Y): the GM's own tables in the campaign's `tables/` folder, then
fate-tui's for the rule set.

Awaited from a `@work` action of the screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import quick_npcs
from fate_tui.rules.ladder import signed
from fate_tui.rules.npc_tables import ASPECTS, NAMES
from fate_tui.rules.quick_npcs import QuickKind
from fate_tui.rules.sotc_minions import MINION_QUALITIES
from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.choose import Choice
from fate_tui.ui.shell.gm_app import gm_app

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen

NOWHERE = "-"


async def make(screen: CampaignScreen) -> str | None:
    """Ask for a quick NPC and make it; its id, or None when the GM cancelled."""
    app = gm_app(screen)
    ctl = screen.controller
    ladder = ctl.state.ruleset.ladder
    found, problems = quick_npcs.tables(ctl)
    for problem in problems[:3]:
        app.notify(problem.format(), severity="warning", markup=False)
    options = []
    for kind in QuickKind:
        form = quick_npcs.shape(ctl, kind)
        options.append(
            Choice(kind.value, quick_npcs.KIND_WORDS[kind], f"{form.advice} ({form.source})")
        )
    chosen = await asking.choose(app, "A quick NPC: what kind?", options)
    if chosen is None:
        return None
    kind = QuickKind(chosen)
    form = quick_npcs.shape(ctl, kind)
    names = next((t for t in found if t.gives == NAMES), None)
    hint = f"blank: roll on '{names.title}'" if names else ""
    name = await asking.text(app, "Name", placeholder=hint, allow_empty=names is not None)
    if name is None:
        return None
    name = name or quick_npcs.roll(ctl, NAMES, app.rng) or ""
    what = next((t for t in found if t.gives == ASPECTS), None)
    title = "What they are (their high concept)" if kind is QuickKind.MAIN else "What they are"
    hint = f"blank: roll on '{what.title}'" if what else "an aspect, e.g. Bored Guard"
    aspect = await asking.text(app, title, placeholder=hint, allow_empty=True)
    if aspect is None:
        return None
    aspect = aspect or quick_npcs.roll(ctl, ASPECTS, app.rng) or ""
    skills: tuple[str, ...] = ()
    quality = None
    if kind is QuickKind.MOOKS and ctl.state.ruleset.name == "sotc":
        picked = await asking.choose(
            app,
            "Their quality: their skill and each one's stress boxes (SOC L461)",
            [(str(q), ladder.label(q)) for q in MINION_QUALITIES],
        )
        if picked is None:
            return None
        quality = int(picked)
    if form.ratings:
        rated = ", ".join(ladder.label(r) for r in form.ratings)
        typed = await asking.text(
            app,
            f"Their skills, best first ({rated}); commas between",
            placeholder="Fight, Notice",
            allow_empty=True,
        )
        if typed is None:
            return None
        skills = tuple(s.strip() for s in typed.split(",") if s.strip())
    size = None
    if kind is QuickKind.MOOKS:
        typed = await asking.text(
            app, "How many in the group?", str(form.group_size), placeholder="4"
        )
        if typed is None:
            return None
        if not typed.isdigit() or int(typed) < 1:
            app.notify(
                f"'{typed}' is not a number of mooks (1 or more)", severity="error", markup=False
            )
            return None
        size = int(typed)
    zone = await _zone(screen)
    if zone is None:
        return None
    made: list[str] = []
    if screen.run_intent(
        lambda c: made.append(
            quick_npcs.make(
                c,
                kind,
                name,
                aspects=(aspect,) if aspect else (),
                skills=skills,
                group_size=size,
                quality=quality,
                zone=None if zone == NOWHERE else zone,
            )
        )
    ):
        npc = ctl.state.characters[made[0]]
        rated = ", ".join(f"{s} {signed(r)}" for s, r in npc.skills.items())
        app.notify(
            f"{quick_npcs.KIND_WORDS[kind]}: {npc.name}" + (f" ({rated})" if rated else ""),
            markup=False,
        )
        return made[0]
    return None


async def _zone(screen: CampaignScreen) -> str | None:
    """Where the NPC stands: a zone of the scene in play, NOWHERE when it has none (or the GM
    picks none), None when cancelled."""
    scene = screen.controller.state.current_scene
    if scene is None or not scene.zones:
        return NOWHERE
    options = [(zone.name, zone.name) for zone in scene.zones] + [(NOWHERE, "No zone yet")]
    return await asking.choose(gm_app(screen), f"Where in '{scene.title}'?", options)


async def roll_table(screen: CampaignScreen) -> str | None:
    """Roll on a table the GM picks; the entry rolled (shown), or None."""
    app = gm_app(screen)
    found, problems = quick_npcs.tables(screen.controller)
    for problem in problems[:3]:
        app.notify(problem.format(), severity="warning", markup=False)
    options = [
        Choice(str(i), t.title, f"{len(t.entries)} entries: {t.gives}") for i, t in enumerate(found)
    ]
    picked = await asking.choose(app, "Roll on which table?", options)
    if picked is None:
        return None
    table = found[int(picked)]
    entry = table.roll(app.rng)
    app.notify(f"{table.title}: {entry}", title="Rolled", markup=False)
    return entry
