"""Regenerate the screenshots in this folder: `make screenshots` (or only some, by name:
`python screenshots/make_screenshots.py creation sotc-phases`).

Runs the app headless (Textual's Pilot) on a temporary copy of the bundled Ashen Coast
campaign, plays a few moves (so the play log has lines, the whole cast is in the scene, with
a long aspect, a long consequence and an NPC taken out), opens every screen that exists,
and saves an SVG of each at 120x40 (the Table, and the Table running a conflict, a conflict
with obstacles, a contest and a challenge, the absorb dialog after a hit, a PC made step
by step, and a Spirit of the Century group in its five phases on the bundled Brass
Leviathan, also at 80x24 and 160x50), then converts each SVG to PNG with rsvg-convert when
it is installed. The bundled campaigns are never changed, and no settings or campaigns of
yours are read.
"""

from __future__ import annotations

import asyncio
import importlib
import os
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
EXAMPLE = ROOT / "campaigns" / "ashen-coast"
SIZE = (120, 40)


@dataclass(frozen=True)
class Shot:
    name: str  # the file name, without extension
    title: str
    module: str  # where the screen lives, imported by name to see whether it exists yet
    cls: str
    action: str | None  # the app action that opens it on the Table (None: the Table itself)
    setup: str | None = None  # a function of this script that sets the Table up first
    campaign: str = "ashen-coast"  # the bundled campaign it is shot on


SHOTS = (
    Shot("table", "Table", "fate_tui.ui.screens.table", "TableScreen", None),
    Shot("sheet", "Sheet", "fate_tui.ui.screens.sheet", "SheetScreen", "sheet"),
    Shot("scenes", "Scenes", "fate_tui.ui.screens.scenes", "ScenesScreen", "scenes"),
    Shot("roll", "Roll", "fate_tui.ui.roll_dialog.roll", "RollDialog", "roll"),
    Shot("fate-points", "Fate points", "fate_tui.ui.screens.fate", "FatePointsScreen", "fate"),
    Shot("log", "Log", "fate_tui.ui.screens.log", "LogScreen", "log"),
    Shot("help", "Help", "fate_tui.ui.screens.help", "HelpScreen", "help"),
    Shot(
        "session-end",
        "End of session",
        "fate_tui.ui.screens.session_end",
        "SessionEndScreen",
        "end_session",
    ),
    Shot(
        "campaign",
        "Campaign",
        "fate_tui.ui.screens.campaign_view",
        "CampaignViewScreen",
        "campaign",
    ),
)
# The structured modes of play: the Table with a conflict (and one with obstacles), a
# contest, a challenge running; the absorb dialog a hit in the conflict opens.
CONFLICT_PANEL = ("fate_tui.ui.widgets.conflict_panel", "ConflictPanel")
PLAY = (
    Shot("conflict", "Conflict", *CONFLICT_PANEL, None, "run_conflict"),
    Shot("conflict-obstacles", "Conflict with obstacles", *CONFLICT_PANEL, None, "run_obstacles"),
    Shot("absorb", "Absorb", "fate_tui.ui.play.absorb", "AbsorbDialog", None, "run_absorb"),
    Shot(
        "contest",
        "Contest",
        "fate_tui.ui.widgets.contest_panel",
        "ContestPanel",
        None,
        "run_contest",
    ),
    Shot(
        "challenge",
        "Challenge",
        "fate_tui.ui.widgets.challenge_board",
        "ChallengeBoard",
        None,
        "run_challenge",
    ),
    Shot(
        "creation",
        "Making a PC",
        "fate_tui.ui.characters.creation",
        "CreationScreen",
        None,
        "run_creation",
    ),
    Shot(
        "sotc-phases",
        "Making a group in five phases",
        "fate_tui.ui.characters.sotc_phases",
        "PhaseScreen",
        None,
        "run_sotc_phases",
        campaign="brass-leviathan",
    ),
)
PICKER = Shot("picker", "Picker", "fate_tui.ui.screens.picker", "PickerScreen", None)
TABLE_SIZES = ((80, 24), (160, 50))
SIDES = {"The PCs": ["maren", "corvin"], "The drowned": ["drowned-deacon", "drowned-faithful"]}


async def run_conflict(app, pilot) -> None:
    from fate_tui.campaign.intents import conflicts

    app.run_intent(conflicts.start, SIDES, first="maren")
    app.run_intent(conflicts.next_turn, "drowned-deacon")


async def run_obstacles(app, pilot) -> None:
    """Condensed's optional obstacles: a hazard taking its turn, a block before a zone and a
    distraction with its repercussions."""
    from fate_tui.campaign.intents import conflicts, obstacles, options
    from fate_tui.rules.obstacles import Block, Distraction, Hazard, Repercussion

    app.run_intent(options.set_option, "obstacles", True)
    app.run_intent(conflicts.start, SIDES, first="maren")
    app.run_intent(obstacles.add, Hazard("The Flood Rises", 3, 2))
    app.run_intent(obstacles.add, Block("Rusted Portcullis", 2, zone="Undercroft"))
    leave = Repercussion("leave them", "they are swept into the undercroft")
    save = Repercussion("save them", "the Deacon slips away")
    orphans = Distraction(
        "Orphans on the Ledge", "Save them, or chase the Deacon?", (leave, save), 3
    )
    app.run_intent(obstacles.add, orphans)
    app.run_intent(conflicts.next_turn, "hazard:The Flood Rises")


async def run_absorb(app, pilot) -> None:
    """The Deacon's Fight hits Maren hard: every way she can take it."""
    from fate_tui.campaign.intents import conflicts
    from fate_tui.ui.roll_dialog.roll import RollDialog

    app.run_intent(conflicts.start, SIDES, first="drowned-deacon")
    app.push_screen(RollDialog(character_id="drowned-deacon"))
    await settle(app, pilot)
    app.screen.change(
        lambda s: (
            s.with_action(2)
            .with_opponent("maren", "Fight")
            .rolled((1, 1, 0, 0), (0, 0, 0, 0), typed=True)
        )
    )
    await pilot.press("enter")
    for _ in range(10):  # the Roll dialog's worker opens the absorb dialog
        await pilot.pause()


async def run_contest(app, pilot) -> None:
    from fate_tui.campaign.intents import contests
    from fate_tui.campaign.intents.table_roll import TableRoll
    from fate_tui.rules.contest import Side

    sides = [
        Side("The Cormorant", ("corvin",), "to reach the Shingle Bar first"),
        Side("The Wardens", ("salt-wardens",), "to run them aground"),
    ]
    app.run_intent(contests.start, sides)
    rolls = {
        "The Cormorant": TableRoll("corvin", "Drive", (1, 0, 0, -1)),
        "The Wardens": TableRoll("salt-wardens", "Drive", (1, 1, 1, 0)),
    }
    app.run_intent(contests.exchange, rolls)


async def run_challenge(app, pilot) -> None:
    from fate_tui.campaign.intents import challenges
    from fate_tui.campaign.intents.table_roll import TableRoll

    app.run_intent(challenges.start, "Get the reliquary out before the tide")
    app.run_intent(challenges.add_task, "Cross the flooded nave", "Athletics", 2, "maren")
    app.run_intent(challenges.add_task, "Pry the reliquary loose", "Physique", 3)
    app.run_intent(challenges.attempt, 0, TableRoll("maren", "Athletics", (1, 1, 1, 0)))


async def run_creation(app, pilot) -> None:
    """A PC made step by step, at the skills step with the pyramid half filled."""
    from dataclasses import replace

    from textual.widgets import Input

    from fate_tui.campaign.intents import creation as intents
    from fate_tui.rules import creation
    from fate_tui.ui.characters.creation import CreationScreen

    ctl = app.controller
    ruth = intents.start_draft(ctl, "Ruth Kincaid")
    aspects = ["Disgraced Harbour Pilot", "Owes the Wardens", "", "Knows Every Tide"]
    draft = creation.with_aspects(ctl.state.characters[ruth], ctl.state.ruleset, aspects)
    intents.save_draft(ctl, replace(draft, draft_step="skills"))
    app.push_screen(CreationScreen(ruth))
    await pilot.pause()
    app.screen.query_one("#skill-4", Input).value = "Notice, Fight"
    app.screen.query_one("#skill-3", Input).value = "Drive"
    app.clear_notifications()
    await pilot.pause()


async def run_sotc_phases(app, pilot) -> None:
    """Spirit of the Century's group of three in phase four: the second PC holds another's
    novel's card, its part half written."""
    import random

    from textual.widgets import Input

    from fate_tui.campaign.intents import sotc_phases as intents
    from fate_tui.rules import sotc_phases
    from fate_tui.rules.sotc_phases import Phase
    from fate_tui.ui.characters.sotc_phases import PhaseScreen

    ctl = app.controller
    rng = random.Random(4)
    titles = {
        "drake-devlin": ("Drake Devlin and the Spider's Web!", "Cairo's silk merchants vanish."),
        "maggie-honor": ("Maggie Honor in... The Redemption Game", "A rigged election in Chicago."),
        "jack-stone": ("Jack Stone vs. the Iron Khan!", "Steel men march on Ulan Bator."),
    }
    aspects = {
        Phase.BACKGROUND: ("Senator's Restless Son", "Boarding-School Brawler"),
        Phase.WAR: ("Ace of the Lafayette Escadrille", "Shot Down Over Verdun"),
        Phase.NOVEL: ("Tangled in the Web", "Owes the Silk Guild"),
    }
    ids = intents.start_group(ctl, ["Drake Devlin", "Maggie Honor", "Jack Stone"])
    for phase in (Phase.BACKGROUND, Phase.WAR, Phase.NOVEL):
        for member_id in ids:
            member = sotc_phases.with_phase_aspects(
                ctl.state.characters[member_id], phase, aspects[phase]
            )
            if phase is Phase.NOVEL:
                member = sotc_phases.with_novel(member, *titles[member_id])
            intents.save_phase(ctl, member, done=True, rng=rng)
    drake = ctl.state.characters["drake-devlin"]
    drake = sotc_phases.with_guest_role(drake, Phase.GUEST_STAR_1, "Flies the getaway plane.")
    drake = sotc_phases.with_phase_aspects(drake, Phase.GUEST_STAR_1, ["Never Lands Twice"])
    intents.save_phase(ctl, drake, done=True, rng=rng)
    app.push_screen(PhaseScreen(random.Random(1)))
    await pilot.pause()
    app.screen.query_one("#phase-role", Input).value = "Maggie bribes the Khan's"
    app.screen.query_one("#phase-aspect-0", Input).value = "Knows a Fixer in Every Port"
    app.clear_notifications()
    await pilot.pause()


def available(shot: Shot) -> bool:
    try:
        getattr(importlib.import_module(shot.module), shot.cls)
    except (ImportError, AttributeError) as error:
        print(f"skip {shot.title}: {shot.module}.{shot.cls} is not there ({error})")
        return False
    return True


async def settle(app, pilot) -> None:
    await app.workers.wait_for_complete()
    for _ in range(3):
        await pilot.pause()


def play_a_little(app) -> None:
    """A few moves of play, so the log and the Table show what a session looks like: the
    whole cast in the scene, a long aspect, a long consequence and an NPC taken out."""
    from fate_tui.campaign.intents import characters, fate, scenes
    from fate_tui.rules.aspects import UP_FOR_GRABS, Aspect

    everyone = app.controller.state.characters
    in_scene = app.controller.state.current_scene.cast
    moves = (
        (scenes.add_aspect, Aspect("Smoke in the Rafters", free_invokes=(UP_FOR_GRABS,))),
        (scenes.add_aspect, Aspect("The Whole Chapel Groans as the Tide Drags at Its Footings")),
        (fate.award, "tamsin", 1, "compel accepted: Strapped-Up Ankle"),
        (fate.gm_pool, -1, "the Deacon invokes Knee-Deep Grey Water"),
        (scenes.move, "ansel", "Altar"),
        *((scenes.bring_in, cid, "Nave") for cid in everyone if cid not in in_scene),
        (characters.set_consequence, "corvin", "mild", "Ribs Cracked on the Altar Rail"),
        (take_out, "sister-ilse"),
    )
    for intent, *args in moves:
        try:
            app.run_intent(intent, *args)
        except Exception as error:  # an intent changed its signature: shoot without it
            print(f"note: could not play {intent.__name__}{tuple(args)}: {error}")


def take_out(ctl, character_id: str) -> None:
    """An NPC taken out, as a conflict leaves them (the screenshots skip the fight)."""
    from dataclasses import replace

    out = replace(ctl.state.characters[character_id], taken_out=True)
    ctl.apply(f"{out.name} is taken out", characters=[out])


async def shoot(shot: Shot, work: Path, size: tuple[int, int], filename: str) -> Path:
    from textual.screen import ModalScreen

    from fate_tui.cli import make_app

    if shot is PICKER:
        from fate_tui.ui.screens import picker

        # The picker names the GM's folder: show the usual one rather than the temporary one.
        picker.data_dir = lambda: Path("~/.local/share/fate-tui")
        app = make_app(None, watch_interval=None)
    else:
        campaign = work / f"{filename}-campaign"
        shutil.copytree(ROOT / "campaigns" / shot.campaign, campaign)
        app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=size) as pilot:
        await settle(app, pilot)
        if shot is not PICKER and shot.campaign == EXAMPLE.name:
            play_a_little(app)
            await settle(app, pilot)
        if shot.action is not None:
            await app.run_action(shot.action)
            await settle(app, pilot)
        if shot.setup is not None:
            await globals()[shot.setup](app, pilot)
            if isinstance(app.screen, ModalScreen):
                # A dialog on top: the worker that opened it waits for its answer.
                for _ in range(3):
                    await pilot.pause()
            else:
                await settle(app, pilot)
        opened = type(app.screen).__name__
        if any(widget.display for widget in app.screen.query(shot.cls)):
            opened = shot.cls  # a panel on the Table, shown
        if opened != shot.cls:
            raise RuntimeError(f"{shot.title}: expected {shot.cls}, the app shows {opened}")
        app.save_screenshot(filename=f"{filename}.svg", path=str(HERE))
    return HERE / f"{filename}.svg"


def to_png(svg: Path) -> bool:
    converter = shutil.which("rsvg-convert")
    if converter is None:
        return False
    subprocess.run([converter, str(svg), "-o", str(svg.with_suffix(".png"))], check=True)
    return True


async def main(only: list[str]) -> int:
    """Every screenshot, or only those named (`make_screenshots.py creation sotc-phases`)."""
    HERE.mkdir(parents=True, exist_ok=True)  # save_screenshot needs its folder
    with tempfile.TemporaryDirectory(prefix="fate-tui-screenshots-") as tmp:
        work = Path(tmp)
        # No settings or campaigns of the person running this: an empty config folder, and a
        # data folder holding one campaign for the picker to list.
        os.environ["FATE_TUI_CONFIG_DIR"] = str(work / "config")
        os.environ["FATE_TUI_STATE_DIR"] = str(work / "state")
        os.environ["FATE_TUI_DATA_DIR"] = str(work / "campaigns")
        shutil.copytree(EXAMPLE, work / "campaigns" / EXAMPLE.name)
        plan: list[tuple[Shot, tuple[int, int], str]] = []
        for shot in (*SHOTS, *PLAY, PICKER):
            if only and shot.name not in only:
                continue
            if available(shot):
                plan.append((shot, SIZE, shot.name))
                if shot.name == "table" or shot in PLAY:
                    plan.extend(
                        (shot, size, f"{shot.name}-{size[0]}x{size[1]}") for size in TABLE_SIZES
                    )
        made = []
        for shot, size, filename in plan:
            svg = await shoot(shot, work, size, filename)
            made.append(svg)
            print(f"saved {svg.relative_to(ROOT)} ({shot.title}, {size[0]}x{size[1]})")
    converted = [svg for svg in made if to_png(svg)]
    if made and not converted:
        print(
            "PNGs not made: rsvg-convert is not installed. On Debian or Ubuntu: "
            "sudo apt-get install librsvg2-bin (macOS: brew install librsvg)"
        )
    elif converted:
        print(f"converted {len(converted)} SVGs to PNG with rsvg-convert")
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    sys.exit(asyncio.run(main(sys.argv[1:])))
