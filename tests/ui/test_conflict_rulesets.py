"""A conflict in the rule sets that rank turns by skill (Core, Accelerated, Spirit of the
Century): started by keys, a mook group losing members, a PC absorbing a hit on the rule set's
own track, a concession paid at the end; and the same exchange and next actor after quitting
in the middle of it."""

import shutil
import tomllib

import pytest

from fate_tui.campaign.intents import options, scenes
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.ui.play.absorb import AbsorbDialog
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.screens.table import TableScreen
from fate_tui.ui.widgets.cast_table import CastTable
from fate_tui.ui.widgets.conflict_panel import ConflictPanel
from tests.ui.conftest import CAMPAIGNS, answer, choose, loaded, notifications, pick_sides, press

# campaign, scene in play, a PC, the mook group opposing them, the PC's harm track, whether a
# concession pays fate points (Spirit of the Century's does not: SotC L433-436)
CASES = [
    ("glasshouse-heist", "masked-ball", "vesna-kade", "orrery-guards", "physical", True),
    ("windward-post", "storm-front", "juno-brightwater", "graves-raiders", "stress", True),
    (
        "brass-leviathan",
        "cassiopeia-attacked",
        "lucky-donnelly",
        "leviathan-divers",
        "health",
        False,
    ),
]


def _conflict(folder, scene: str) -> dict:
    return tomllib.loads((folder / "scenes" / f"{scene}.toml").read_text())["conflict"]


def _faces(total: int) -> tuple[int, ...]:
    """Four Fate dice adding up to `total` (-4 to 4)."""
    sign = 1 if total >= 0 else -1
    return tuple(sign if i < abs(total) else 0 for i in range(4))


async def _open_attack(app, pilot, actor: str, target: str, shifts: int):
    """The Roll dialog: `actor` attacks `target` with their best skill, the dice giving a
    `shifts` hit."""
    app.push_screen(RollDialog(character_id=actor))
    await pilot.pause()
    dialog = app.screen
    dialog.change(lambda s: s.with_action(2))  # the attack may pick the actor's attack skill
    skill = dialog.session.roll.skill
    dialog.change(lambda s: s.with_opponent(target, skill))
    worked = dialog.session.worked  # ratings with a minion group's size bonus (SotC L463)
    gap = shifts - (worked.rating + worked.setup_bonus) + worked.opposition
    mine = max(-4, min(4, gap))
    dice, other = _faces(mine), _faces(mine - gap)
    assert dialog.change(lambda s: s.rolled(dice, other, typed=True))
    return dialog


async def _attack(app, pilot, actor: str, target: str, shifts: int) -> AbsorbDialog:
    """The attack applied: the absorb dialog it opens."""
    await _open_attack(app, pilot, actor, target, shifts)
    await press(pilot, "enter")
    assert isinstance(app.screen, AbsorbDialog)
    return app.screen


async def _to_the_table(pilot) -> None:
    while not isinstance(pilot.app.screen, TableScreen):
        await press(pilot, "escape")


@pytest.mark.parametrize(("name", "scene", "pc", "mooks", "track", "pays"), CASES)
async def test_a_skill_order_conflict_played_quit_and_reopened(
    tmp_path, name, scene, pc, mooks, track, pays
):
    folder = tmp_path / name
    shutil.copytree(CAMPAIGNS / name, folder)
    before = CampaignStore.load(folder).state
    group = before.characters[mooks].group_size
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "C")
        await choose(pilot, "physical")
        await choose(pilot, "default")  # skill order: nobody is asked who goes first
        conflict = _conflict(folder, scene)
        order = conflict["order"]
        assert conflict["active"] == order[0] and pc in order and mooks in order

        # The PC hits the mook group hard: members drop.
        absorb = await _attack(app, pilot, pc, mooks, 2)
        assert absorb._plans[0].mooks_taken_out > 0
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        left = CampaignStore.load(folder).state.characters[mooks].group_size
        assert 0 <= left < group

        # A one-shift hit on the PC lands on the rule set's own track.
        absorb = await _attack(app, pilot, mooks, pc, 1)
        assert absorb._hit.shifts == 1 and absorb._hit.track == track
        await press(pilot, "enter")
        while not isinstance(app.screen, TableScreen):
            await answer(pilot, "Winded")
        pc_file = tomllib.loads((folder / "characters" / f"{pc}.toml").read_text())
        assert pc_file["stress"][track] or pc_file.get("consequences")

        # Two turns pass, then the GM quits in the middle of the exchange.
        await press(pilot, "greater_than_sign")
        await press(pilot, "greater_than_sign")
        conflict = _conflict(folder, scene)
        assert conflict["active"] == order[2] and conflict["acted"] == order[:2]
        headline = str(app.screen.query_one(ConflictPanel).content)
        await app.action_quit()

    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        panel = app.screen.query_one(ConflictPanel)
        assert str(panel.content) == headline
        assert app.controller.state.current_scene.turn.active == order[2]

        # The PC concedes and the GM ends the conflict: the concession is paid.
        points = app.controller.state.characters[pc].fate_points
        cast = app.screen.query_one(CastTable)
        cast.focus()
        # The highlight follows the turn: the PC may sit above or below it.
        step = "down" if cast.get_row_index(pc) > cast.cursor_row else "up"
        while cast.selected != pc:
            await press(pilot, step)
        await press(pilot, "K")
        await answer(pilot, "We fall back")
        if not pays:  # SotC L433: the other side may refuse a concession; this one is taken
            await choose(pilot, "take")
        await press(pilot, "C")
        await choose(pilot, "force")  # the other PCs still stand: the GM ends it anyway
        assert _conflict(folder, scene)["ended"] is True
        after = CampaignStore.load(folder).state.characters[pc]
        harm = len(after.consequences) - len(before.characters[pc].consequences)
        assert after.fate_points == points + (1 + harm if pays else 0)


def _character_file(folder, cid: str) -> dict:
    return tomllib.loads((folder / "characters" / f"{cid}.toml").read_text())


def _ways(absorb: AbsorbDialog) -> list[str]:
    """The ways of taking the hit the absorb dialog offers, as the GM reads them."""
    return [str(option.prompt) for option in absorb.query_one("#absorb-options").options]


async def _take(pilot, way: str) -> None:
    """Choose the way of taking the hit that the absorb dialog shows as `way`, by keys."""
    index = next(i for i, text in enumerate(_ways(pilot.app.screen)) if text.startswith(way))
    for _ in range(index):
        await press(pilot, "down")
    await press(pilot, "enter")


@pytest.mark.draws_frames
async def test_the_absorb_dialog_footer_shows_its_own_keys_not_the_roll_dialogs(tmp_path):
    """Over the Roll dialog, the absorb dialog's footer lists Enter, o, Escape and Help (its
    own keys), none of the Roll dialog's (r, p, i...); Enter takes the highlighted way."""
    from fate_tui.ui.widgets.key_footer import KeyFooter

    folder = tmp_path / "glasshouse-heist"
    shutil.copytree(CAMPAIGNS / "glasshouse-heist", folder)
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        absorb = await _attack(app, pilot, "inspector-fey", "vesna-kade", 1)
        shown = {(key, words) for key, words, _action, _on in absorb.query_one(KeyFooter)._shown}
        assert shown == {
            ("question_mark", "Help"),
            ("enter", "Take it this way"),
            ("o", "Taken out"),
            ("escape", "Back to the roll"),
        }
        await press(pilot, "enter")
        assert isinstance(app.screen, TableScreen)
        assert CampaignStore.load(folder).state.characters["vesna-kade"].stress_marked


def _framing_labels(app) -> list[str]:
    """The options of the "what kind of conflict" question on top."""
    return [choice.label for choice in app.screen._choices]


async def test_fae_L284_the_framing_asks_only_what_it_changes_and_orders_the_turns(tmp_path):
    """Accelerated has one stress track: the question speaks of turn order (Quick or Careful,
    fate-accelerated.txt L284), not of tracks; Condensed with unified stress has nothing to
    frame and goes straight to the sides. L284: physical conflicts go by Quick, mental ones
    by Careful, highest first. Juno (Quick Good, Careful Mediocre), Wren (Quick Average,
    Careful Fair), Captain Graves (Quick Good, Careful Average) and the raiders (neither:
    Mediocre)."""
    from tests.ui.conftest import ashen_coast_with

    folder = tmp_path / "windward-post"
    shutil.copytree(CAMPAIGNS / "windward-post", folder)
    app = make_app(folder, watch_interval=None)

    async def start(kind: str, sides: dict[str, str]) -> list[str]:
        await press(pilot, "C")
        await choose(pilot, kind)
        await choose(pilot, "pick")
        await pick_sides(pilot, sides)
        return _conflict(folder, "storm-front")["order"]

    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "C")
        assert _framing_labels(app) == ["Physical: turns by Quick", "Mental: turns by Careful"]
        await press(pilot, "escape")

        physical = {"juno-brightwater": "pcs", "wren-okafor": "pcs", "graves-raiders": "them"}
        assert await start("physical", physical) == [
            "juno-brightwater",  # Quick +3
            "wren-okafor",  # Quick +1
            "graves-raiders",  # no Quick: +0
        ]
        await press(pilot, "C")
        await choose(pilot, "force")
        mental = {"juno-brightwater": "pcs", "wren-okafor": "pcs", "ottoline-graves": "them"}
        assert await start("mental", mental) == [
            "wren-okafor",  # Careful +2
            "ottoline-graves",  # Careful +1
            "juno-brightwater",  # Careful +0
        ]
        assert _conflict(folder, "storm-front")["active"] == "wren-okafor"

    app = make_app(ashen_coast_with(tmp_path, ["unified_stress"]), watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "C")
        assert str(app.screen.query_one(".dialog-title").render()) == "Sides"
        await choose(pilot, "default")
        await choose(pilot, "maren")
        assert app.screen.query_one(ConflictPanel).border_title == "Conflict · exchange 1"


async def test_core_provoke_boxes_a_concession_mid_turn_and_weapon_and_armor(tmp_path):
    """Core, glasshouse-heist, one evening: L550's Provoke on the mental track; L520's
    protector; L548's boxes, named alike in the absorb dialog and the log; the panel after
    the acting character concedes; Weapon and Armor switched on."""
    from fate_tui.campaign.intents import conflicts

    folder = tmp_path / "glasshouse-heist"
    shutil.copytree(CAMPAIGNS / "glasshouse-heist", folder)
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        # L550 (a bug): in a physical conflict a Provoke attack landed on the physical track
        # unless the GM pressed m. Core's Provoke attacks the mind (a mental hit checks a
        # mental box); the rules core says where it lands and m still moves it.
        await press(pilot, "C")
        assert _framing_labels(app) == [
            "Physical: turns by Notice, hits on the physical track by default",
            "Mental: turns by Empathy, hits on the mental track by default",
        ]
        await choose(pilot, "physical")
        await choose(pilot, "default")
        app.push_screen(RollDialog(character_id="ilario-quist"))
        await pilot.pause()
        dialog = app.screen
        assert dialog.change(
            lambda s: (
                s.with_action(2)
                .setup(skill="Provoke")
                .with_opponent("vesna-kade", "Will")
                .rolled((1, 0, 0, 0), (0, 0, 0, 0), typed=True)
            )
        )  # Provoke Good +3 +1 against Will Average +1: a 3-shift hit
        assert "mental track" in str(dialog.query_one("#roll-setup").render())
        await press(pilot, "enter")
        assert isinstance(app.screen, AbsorbDialog) and app.screen._hit.track == "mental"
        await press(pilot, "escape")  # back to the roll: the GM moves it to the body
        await press(pilot, "m")
        await press(pilot, "enter")
        assert app.screen._hit.track == "physical"
        await press(pilot, "enter")
        assert (
            CampaignStore.load(folder).state.characters["vesna-kade"].stress_marked.get("physical")
        )
        # Taken back, the hit and the conflict, for the boxes below.
        await press(pilot, "u")
        await press(pilot, "u")
        state = CampaignStore.load(folder).state
        assert not state.characters["vesna-kade"].stress_marked
        assert state.current_scene.conflict is None

        # L520: Vesna on full defense protecting Greta rolls Greta's defence; failing it, the
        # Roll dialog asks who takes the hit, and Vesna takes it.
        ctl = app.controller
        conflicts.start(ctl, {"Crew": ["vesna-kade", "greta-voss"], "Bank": ["ilario-quist"]})
        conflicts.next_turn(ctl)  # Quist (Notice Great) first; now Vesna
        conflicts.full_defense(ctl, ["greta-voss"])
        app.push_screen(RollDialog(character_id="ilario-quist"))
        await pilot.pause()
        dialog = app.screen
        dialog.change(lambda s: s.with_action(2).with_target("greta-voss"))
        assert dialog.session.roll.opponent == "vesna-kade"
        assert dialog.change(lambda s: s.rolled((1, 1, 0, 0), (-1, -1, 0, 0), typed=True))
        await press(pilot, "enter")
        await choose(pilot, "vesna-kade")
        assert isinstance(app.screen, AbsorbDialog) and app.screen._hit.taker == "vesna-kade"
        await press(pilot, "enter")
        while not isinstance(app.screen, TableScreen):
            await answer(pilot, "Took It For Greta")
        after = CampaignStore.load(folder).state.characters
        assert after["vesna-kade"].stress_marked or after["vesna-kade"].consequences
        assert not after["greta-voss"].stress_marked
        # Taken back, the hit and the conflict, for the boxes below.
        for _ in range(6):
            await press(pilot, "u")
            if ctl.state.current_scene.conflict is None:
                break
        state = CampaignStore.load(folder).state
        assert not state.characters["vesna-kade"].stress_marked
        assert len(state.characters["vesna-kade"].consequences) == 1  # her Stitched Palm
        assert state.current_scene.conflict is None

        # fate-core-actions-and-conflicts.txt L548: "check off a stress box with a value equal
        # to or greater than shift value of the hit (and only that stress box)". Vesna
        # (Physique Average: boxes 1, 2, 3) takes a 2-shift hit in her 3-point box; then a
        # 3-shift hit finds no box big enough, and boxes 1 and 2 may not add up to it: a
        # consequence takes it (her mild slot is already filled, so the moderate one).
        await _attack(app, pilot, "orrery-guards", "vesna-kade", 2)
        await _take(pilot, "physical box 3")
        assert isinstance(app.screen, TableScreen)
        assert _character_file(folder, "vesna-kade")["stress"] == {"physical": [3]}

        absorb = await _attack(app, pilot, "orrery-guards", "vesna-kade", 3)
        assert not any("box" in text for text in _ways(absorb))
        await press(pilot, "enter")
        await answer(pilot, "Bruised Ribs")
        vesna = _character_file(folder, "vesna-kade")
        assert vesna["stress"] == {"physical": [3]}
        harm = vesna["consequences"]
        assert harm["mild"]["aspect"] == "Stitched Palm" and harm["moderate"]["aspect"] == (
            "Bruised Ribs"
        )
        assert "severe" not in harm

        # L548 again: a checked box is named alike in the absorb dialog and the log. Aurelio
        # (mental boxes 1, 2, 3; the 2 already marked) takes a 3-shift mental hit in his
        # 3-point box: the dialog offers "mental box 3" and the log says he marks mental box
        # 3, not that he "takes 1 mental stress box".
        await pilot.resize_terminal(80, 24)
        dialog = await _open_attack(app, pilot, "ilario-quist", "aurelio-sand", 3)
        while dialog.session.roll.harm_track != "mental":
            await press(pilot, "m")
        await press(pilot, "enter")
        absorb = app.screen
        assert isinstance(absorb, AbsorbDialog)
        ways = [text.split("   ")[0] for text in _ways(absorb)]
        assert ways[0] == "mental box 3"
        assert not any(w.endswith((" box", " boxes")) or w.startswith("box") for w in ways)
        await press(pilot, "enter")
        assert _character_file(folder, "aurelio-sand")["stress"] == {"mental": [2, 3]}
        entries, _ = CampaignStore.load(folder).log_entries()
        assert entries[-1].text.endswith("Aurelio Sand marks mental box 3")

        # Skill order: the character whose turn it is concedes; the panel names who acts
        # next in the order (not "the table picks"), and > hands the turn to them.
        ctl = app.controller
        sides = {"Crew": ["vesna-kade", "greta-voss"], "Bank": ["ilario-quist", "orrery-guards"]}
        conflicts.start(ctl, sides)
        order = ctl.state.current_scene.conflict.order
        conflicts.next_turn(ctl)
        conflicts.concede(ctl, order[1], "Slips away")
        await pilot.pause()
        headline = str(app.screen.query_one(ConflictPanel).content).splitlines()[0]
        assert headline.startswith(f"Next in turn order: {app.name_of(order[2])}")
        assert "table picks" not in headline
        await press(pilot, "greater_than_sign")
        assert ctl.state.current_scene.turn.active == order[2]
        await press(pilot, "C")
        await choose(pilot, "force")
        assert _conflict(folder, "masked-ball")["ended"] is True

        # Condensed L1384-1390 (Core's own Weapon and Armor, switched on): Weapon:2 against
        # Armor:1 makes a 1-shift hit a 2-shift one; with the option off the key says so.
        await pilot.resize_terminal(120, 40)
        app.push_screen(RollDialog(character_id="inspector-fey"))
        await pilot.pause()
        await press(pilot, "g")
        assert any("switch weapon_armor on" in n for n in notifications(app))
        app.pop_screen()
        await pilot.pause()
        app.run_intent(options.set_option, "weapon_armor", True)
        dialog = await _open_attack(app, pilot, "inspector-fey", "vesna-kade", 1)
        await press(pilot, "g")
        await answer(pilot, "2 1")
        assert dialog.session.roll.weapon == 2 and dialog.session.worked.effect.hit == 2
        await press(pilot, "enter")
        assert isinstance(app.screen, AbsorbDialog) and app.screen._hit.shifts == 2


async def test_sotc_a_divers_fight_whole_hits_minions_and_stress_that_rolls_up(tmp_path):
    """Spirit of the Century, brass-leviathan, one fight: the absorb dialog's words for whole
    hits, free tags and minions; the divers' fight as the table would say it (L466); the C
    menu's offer to attach minions (L468); a hit nothing absorbs; stress rolling up (L418-423)."""
    from textual.widgets import Label, OptionList, Static

    from fate_tui.campaign.intents import conflicts
    from fate_tui.ui.dialogs.choose import Choose

    folder = tmp_path / "brass-leviathan"
    shutil.copytree(CAMPAIGNS / "brass-leviathan", folder)
    app = make_app(folder, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        # Spirit of the Century's own words reach the GM: a consequence soaks up the whole
        # hit (L422-423), so the absorb dialog gives it no shift count; the attacker gets no
        # free tag on a new consequence (free tags come with a maneuver, a declaration or an
        # assessment, L226-227; a consequence is tagged like any other aspect, L426), where
        # the dialog promised one; and the attack target picker labels a group of nameless
        # NPCs as minions (L459).
        dialog = await _open_attack(app, pilot, "octavia-strand", "lucky-donnelly", 2)
        await press(pilot, "t")
        labels = {o.id: str(o.prompt) for o in app.screen.query_one(OptionList).options}
        assert "(minions, in the scene)" in labels["leviathan-divers"]
        assert not any("mooks" in label for label in labels.values())
        await press(pilot, "escape")
        assert app.screen is dialog
        await press(pilot, "enter")
        absorb = app.screen
        assert isinstance(absorb, AbsorbDialog)
        ways = _ways(absorb)
        assert any(w.startswith("mild consequence (the whole hit)") for w in ways), ways
        assert not any("consequence (2)" in w for w in ways)
        hints = [str(s.render()) for s in absorb.query(".dialog-hint").results(Static)]
        assert not any("free" in hint for hint in hints), hints
        await _to_the_table(pilot)

        # L466: the C menu names the sides mid-sentence; the attack picker lists the foes
        # still fighting first; a 3-shift hit on Fair divers drops one and carries the
        # leftover shift to the next, and the group reads plural.
        await press(pilot, "C")
        await choose(pilot, "physical")
        await choose(pilot, "default")
        await press(pilot, "C")
        labels = {o.id: str(o.prompt) for o in app.screen.query_one(OptionList).options}
        assert labels["force"].startswith(
            "End it anyway (the PCs and their opponents still fighting)"
        )
        await press(pilot, "escape")
        dialog = await _open_attack(app, pilot, "lucky-donnelly", "leviathan-divers", 3)
        await press(pilot, "t")
        picked = [o.id for o in app.screen.query_one(OptionList).options]
        foes = conflicts.opponents(app.controller.state.current_scene, "lucky-donnelly")
        assert picked[: len(foes) + 1] == [*foes, "-"]  # "-": nobody, the scene itself
        await press(pilot, "escape")
        assert app.screen is dialog
        await press(pilot, "enter")
        absorb = app.screen
        assert isinstance(absorb, AbsorbDialog)
        assert _ways(absorb)[0].startswith(
            "1 of the group taken out, the next one marks 1 stress box"
        )
        await press(pilot, "enter")
        divers = _character_file(folder, "leviathan-divers")
        assert divers["group_size"] == 5 and divers["stress"] == {"stress": [1]}

        # L468: with minions and a leader on one side, C asks whether to end the conflict or
        # attach the minions, and its title says both; attaching is recorded. Minions attach
        # to a leader in their zone: Strand comes over to her divers.
        scenes.move(app.controller, "octavia-strand", "Promenade Deck")
        await press(pilot, "C")
        menu = app.screen
        assert isinstance(menu, Choose)
        title = str(menu.query_one(".dialog-title", Label).render())
        assert title == "The conflict: end it, or attach minions to a leader?"
        # The GM pressed C to end it: Enter ends it, even with both sides still fighting.
        assert menu.query_one(OptionList).highlighted_option.id == "force"
        await choose(pilot, "attach")
        leader, group = "octavia-strand", "leviathan-divers"
        await choose(pilot, f"{leader}|{group}")
        attached = _conflict(folder, "cassiopeia-attacked")["attached"]
        assert attached == [{"leader": leader, "minions": group}]
        await _to_the_table(pilot)
        await press(pilot, "C")  # the fight over: the hits below land outside a conflict
        await choose(pilot, "force")
        assert _conflict(folder, "cassiopeia-attacked")["ended"] is True

        # A minor NPC's one box cannot take an 8-shift hit; the absorb dialog offers only
        # taken out, without the hint about a new consequence's free invoke.
        await pilot.resize_terminal(120, 40)
        absorb = await _attack(app, pilot, "lucky-donnelly", "beatrix-lowell", 8)
        assert not absorb._plans
        title = str(absorb.query_one(".dialog-title").render())
        assert title == "Beatrix Lowell takes an 8-shift hit on the stress track"
        hints = " ".join(str(s.content) for s in absorb.query(".dialog-hint"))
        assert "free invoke" not in hints
        only = absorb.query_one("#absorb-options").highlighted_option.prompt
        assert str(only) == "Taken out: nothing left absorbs it"
        await _to_the_table(pilot)

        # L418: a hit marks the box of its size; L422: a hit on a marked box rolls up to the
        # next empty one. Lucky's 2nd Health box is marked: a 2-shift hit marks the 3rd.
        await _attack(app, pilot, "leviathan-divers", "lucky-donnelly", 2)
        await _take(pilot, "health box 3")
        assert _character_file(folder, "lucky-donnelly")["stress"] == {"health": [2, 3]}

        # L423: the first consequence is mild, the second moderate, each taking a whole hit:
        # Imogen already carries a mild one, so a hit past the end of her five boxes (L422)
        # takes her moderate one, whole. Beatrix's own skill stands for her Rapport, an
        # attack on the mind (L379): the GM puts this hit on Imogen's Health track with m.
        dialog = await _open_attack(app, pilot, "beatrix-lowell", "imogen-vance", 7)
        await press(pilot, "m")
        assert dialog.session.roll.harm_track == "health"
        await press(pilot, "enter")
        absorb = app.screen
        shown = [text.split("   ")[0] for text in _ways(absorb)]  # without "recommended"
        assert shown == ["moderate consequence (the whole hit)", "Taken out"]
        await press(pilot, "enter")
        await answer(pilot, "Singed Evening Gloves")
        imogen = _character_file(folder, "imogen-vance")
        harm = imogen["consequences"]
        assert harm["mild"] == "Ears Still Ringing From the Torpedo"
        assert harm["moderate"]["aspect"] == "Singed Evening Gloves" and "severe" not in harm
        assert "stress" not in imogen or not imogen["stress"].get("health")


def test_core_two_mild_slots_read_apart_in_the_absorb_dialog():
    """Bug: Greta Voss's stunt gives her an extra mild slot, and a 3-shift hit offered
    "physical box 1 + mild consequence (2)" twice, the GM unable to tell the slots apart."""
    from fate_tui.rules.absorb import absorb_options
    from fate_tui.ui.play.absorb import plan_words

    state = CampaignStore.load(CAMPAIGNS / "glasshouse-heist").state
    greta = state.characters["greta-voss"]
    words = [
        plan_words(p, state.ruleset) for p in absorb_options(greta, 3, "physical", state.ruleset)
    ]
    assert len(words) == len(set(words)), words
    assert "physical box 1 + mild consequence (2, Tough as Rivets)" in words
    assert "physical box 1 + mild consequence (2)" in words
