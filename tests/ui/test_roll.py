"""The Roll dialog through Textual's Pilot, and its plain-Python model (RollSession)."""

import random

import pytest

from fate_tui.campaign.controller import Controller
from fate_tui.campaign.intents import conflicts
from fate_tui.campaign.roll.roll_model import harm_track
from fate_tui.campaign.roll.roll_session import ACTIONS, RollSession
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import make_app
from fate_tui.rules.action_effects import Action
from fate_tui.rules.errors import RulesError
from fate_tui.rules.invokes import InvokeMode, Payment
from fate_tui.rules.odds import odds
from fate_tui.ui.play.absorb import AbsorbDialog
from fate_tui.ui.roll_dialog.invoke_list import InvokeList, row
from fate_tui.ui.roll_dialog.odds_bars import OddsBars
from fate_tui.ui.roll_dialog.roll import RollDialog
from fate_tui.ui.roll_dialog.roll_memory import RollMemory
from fate_tui.ui.screens.table import TableScreen
from tests.ui.conftest import (
    answer,
    bundled,
    choose,
    dialog_title,
    loaded,
    press,
    saved,
    screen_lines,
    type_dice,
)

HYMN = "Hymn Rising From Under the Altar"


def _files(folder):
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*.toml"))
        if "log" not in p.parts
    }


async def open_roll(pilot, actor: str, skill: str) -> RollDialog:
    """From the Table: r, then pick who rolls and the skill."""
    assert isinstance(pilot.app.screen, TableScreen)
    await press(pilot, "r")
    dialog = pilot.app.screen
    assert isinstance(dialog, RollDialog)
    await press(pilot, "c")
    await choose(pilot, actor)
    await press(pilot, "k")
    await choose(pilot, skill)
    return dialog


async def invoke(pilot, dialog: RollDialog, key: str, option_id: str) -> None:
    invokes = dialog.query_one(InvokeList)
    invokes.highlighted = invokes.get_option_index(option_id)
    await press(pilot, key)


def _forget_rolls(app) -> None:
    """The next step's roll starts as in a fresh app: the Roll dialog remembers each
    character's last choices within a scene, and a step must not begin from another's."""
    app.roll_memory = RollMemory()


async def _close(pilot) -> None:
    """Close the Roll dialog unapplied (a roll made is only noted in the log), back to the
    Table, its choices forgotten."""
    await press(pilot, "escape")
    assert isinstance(pilot.app.screen, TableScreen)
    _forget_rolls(pilot.app)


@pytest.mark.long_running
async def test_rolls_typed_rerolled_refused_and_invoked_then_closed_unapplied(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)

        # Typed physical dice and a typed difficulty; closed, the roll is only noted.
        before = _files(campaign)
        dialog = await open_roll(pilot, "maren", "Lore")
        await press(pilot, "d")
        await answer(pilot, "Good")
        assert dialog.session.roll.difficulty == 3
        await press(pilot, "p")
        await answer(pilot, "3516")  # 0 + - +: +1
        session = dialog.session
        assert session.roll.dice == (0, 1, -1, 1) and session.typed
        assert session.worked.resolution.effort == 5  # Lore Great + 1
        result = str(dialog.query_one("#roll-result").render())
        assert "SUCCESS, 2 SHIFTS" in result and "Superb (+5)" in result
        await press(pilot, "escape")
        assert isinstance(app.screen, TableScreen)
        assert _files(campaign) == before
        entries, _ = CampaignStore.load(campaign).log_entries()
        assert entries[-1].kind == "roll" and entries[-1].text.endswith("(not applied)")
        _forget_rolls(app)

        # Typed dice for both sides and a typed reroll.
        dialog = await open_roll(pilot, "corvin", "Fight")
        await press(pilot, "o")
        await choose(pilot, "drowned-deacon")
        await choose(pilot, "Fight")
        await press(pilot, "p")
        await type_dice(pilot, "--00", "+0-+")
        assert dialog.session.roll.opponent_dice == (1, 0, -1, 1)
        await invoke(pilot, dialog, "w", "corvin|Every Harbourmaster Knows My Face")
        await answer(pilot, "++++")
        roll = dialog.session.roll
        assert roll.dice == (1, 1, 1, 1) and roll.earlier_dice == ((-1, -1, 0, 0),)
        await press(pilot, "backspace")  # a reroll cannot be taken back
        assert "cannot be taken back" in str(dialog.query_one("#roll-message").render())
        await _close(pilot)

        # The opposition's dice left empty are rolled by the app. Bug: the actor's dice
        # typed and the opposition's left empty did nothing.
        app.rng = random.Random(7)
        dialog = await open_roll(pilot, "corvin", "Fight")
        await press(pilot, "o")
        await choose(pilot, "drowned-deacon")
        await choose(pilot, "Fight")
        await press(pilot, "p")
        await type_dice(pilot, "--00")  # the dialog says: empty, the app rolls them
        roll = dialog.session.roll
        assert roll.dice == (-1, -1, 0, 0)
        assert roll.opponent_dice is not None and len(roll.opponent_dice) == 4
        await _close(pilot)

        # Typed dice with the opposition left to the app. Bug: typing the actor's dice and
        # leaving the opposition's empty ("empty: the app rolls them") did nothing, and the
        # typed dice were lost.
        app.rng = random.Random(3)
        dialog = await open_roll(pilot, "corvin", "Fight")
        await press(pilot, "o")
        await choose(pilot, "drowned-deacon")
        await choose(pilot, "Fight")
        await press(pilot, "p")
        await type_dice(pilot, "+0-+")
        roll = dialog.session.roll
        assert roll.dice == (1, 0, -1, 1) and roll.opponent_dice is not None
        assert dialog.session.typed
        await _close(pilot)

        # The rules' refusal is shown.
        app.rng = random.Random(1)
        dialog = await open_roll(pilot, "maren", "Will")
        await press(pilot, "r")
        knife = "maren|A Knife Inside My Hymnal"
        await invoke(pilot, dialog, "i", knife)
        await invoke(pilot, dialog, "i", knife)
        assert len(dialog.session.roll.invokes) == 1
        assert "at most once per roll" in str(dialog.query_one("#roll-message").render())
        first = dialog.session.roll.dice
        await invoke(pilot, dialog, "W", f"|{HYMN}")  # a free reroll with the app's dice
        assert dialog.session.roll.earlier_dice == (first,)
        assert dialog.session.roll.invokes[-1].mode is InvokeMode.REROLL
        await _close(pilot)

        # `v` on an aspect with nothing free goes to the first boost. Found at the table:
        # reaching a boost took five arrows, and `v` on the wrong row only showed a toast.
        # `v` there highlights the first aspect with a free invoke, boosts first; `v` again
        # invokes it.
        dialog = await open_roll(pilot, "corvin", "Fight")
        await press(pilot, "p")
        await type_dice(pilot, "+000")
        invokes = dialog.query_one(InvokeList)
        invokes.highlighted = 0
        assert not dialog.session.free_for(invokes.selected)
        await press(pilot, "v")
        assert invokes.selected.aspect.name == "Deacon Off Balance"
        assert dialog.session.roll.invokes == ()
        await press(pilot, "v")
        assert [i.aspect for i in dialog.session.roll.invokes] == ["Deacon Off Balance"]
        await _close(pilot)

        # The invokes list calls the arc's aspects "scenario" as the players' view does (found
        # at the table: it said "setting"); the campaign's own setting aspects stay "setting".
        dialog = await open_roll(pilot, "corvin", "Fight")
        prompts = {str(o.prompt) for o in dialog.query_one(InvokeList).options}
        tithe = next(p for p in prompts if "The Tithe Ships Are Late" in p)
        ash = next(p for p in prompts if "Ash Falls Like Winter Snow" in p)
        assert "scenario" in tithe and "setting" not in tithe
        assert "setting" in ash


async def test_rolls_applied_with_invokes_an_advantage_and_a_boost_traded(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)

        # A roll with invokes, end to end, and one undo puts every file back.
        before = _files(campaign)
        app.rng = random.Random(4)
        dialog = await open_roll(pilot, "maren", "Fight")
        await press(pilot, "a")
        await choose(pilot, "2")  # attack, which asks whom at once
        await choose(pilot, "drowned-deacon")
        await press(pilot, "o")
        await choose(pilot, "drowned-deacon")
        await choose(pilot, "Fight")
        rules = app.controller.state.ruleset
        bars = dialog.query_one(OddsBars)
        assert bars._odds == odds(1, 3, rules, opposed=True)  # Average against Good, rolling

        await press(pilot, "r")
        roll = dialog.session.roll
        assert roll.dice == (-1, 0, -1, 1) and roll.opponent_dice == (0, 0, -1, -1)
        assert dialog.session.worked.resolution.effort == 0  # 0 against 1: a failure

        await invoke(pilot, dialog, "v", f"|{HYMN}")  # free invoke on the scene aspect
        await invoke(pilot, dialog, "i", "maren|A Knife Inside My Hymnal")  # paid
        worked = dialog.session.worked
        assert worked.resolution.effort == 4 and worked.effect.hit == 3
        assert "SUCCESS WITH STYLE, 3 SHIFTS" in str(dialog.query_one("#roll-result").render())

        await press(pilot, "enter")
        assert isinstance(app.screen, AbsorbDialog)  # the Deacon takes the hit his way
        await press(pilot, "enter")  # the recommended plan, highlighted
        assert isinstance(app.screen, TableScreen)
        state = saved(campaign)
        assert state.current_scene.aspect(HYMN).free_invokes == ("maren",)
        assert state.characters["maren"].fate_points == 2
        assert state.characters["drowned-deacon"].stress_marked == {"stress": frozenset({0, 1, 2})}
        entries, _ = CampaignStore.load(campaign).log_entries()
        assert entries[-1].kind == "roll" and "marks 3 stress boxes" in entries[-1].text

        await press(pilot, "u")
        assert _files(campaign) == before
        _forget_rolls(app)

        # Create an advantage makes a scene aspect with free invokes.
        dialog = await open_roll(pilot, "maren", "Lore")
        await press(pilot, "a")
        await choose(pilot, "1")  # create an advantage, against Fair
        await press(pilot, "p")
        await answer(pilot, "++00")  # Great + 2 against Fair: with style
        assert dialog.session.worked.effect.free_invokes == 2
        await press(pilot, "enter")
        await answer(pilot, "Every Name Has a Verse")
        assert isinstance(app.screen, TableScreen)
        aspect = saved(campaign).current_scene.aspect("Every Name Has a Verse")
        assert aspect.free_invokes == ("maren", "maren")
        _forget_rolls(app)

        # A boost used, and a shift traded for a new boost.
        dialog = await open_roll(pilot, "corvin", "Fight")
        await press(pilot, "a")
        await choose(pilot, "2")  # attack, which asks whom at once
        await choose(pilot, "drowned-deacon")  # aimed at the Deacon: his Fight defends
        assert dialog.session.roll.opponent_skill == "Fight"
        await press(pilot, "p")
        await type_dice(pilot, "+000", "-000")  # Fight +3 +1 against Good +3 -1
        await invoke(pilot, dialog, "v", "|Deacon Off Balance")  # Corvin's boost, free
        effect = dialog.session.worked.effect
        assert effect.may_trade_shift_for_boost and effect.hit == 4
        await press(pilot, "b")  # one shift fewer, and a boost
        assert dialog.session.worked.effect.hit == 3
        await press(pilot, "enter")
        await press(pilot, "enter")  # the Deacon absorbs the hit the recommended way
        await answer(pilot, "Deacon Reeling")
        assert isinstance(app.screen, TableScreen)
        state = saved(campaign)
        names = {a.name: a for a in state.current_scene.aspects}
        assert "Deacon Off Balance" not in names
        assert names["Deacon Reeling"].is_boost and names["Deacon Reeling"].free_invokes == (
            "corvin",
        )
        assert state.characters["drowned-deacon"].stress_marked == {"stress": frozenset({0, 1, 2})}


# The model on its own ------------------------------------------------------------------


@pytest.fixture
def state(campaign):
    return saved(campaign)


def test_the_session_odds_follow_the_setup(state):
    session = RollSession.start(state, "maren")
    assert session.roll.skill == "Lore"  # her best skill
    assert session.odds() == odds(4, 2, state.ruleset)
    session = session.with_difficulty("+5")
    assert session.odds() == odds(4, 5, state.ruleset)
    session = session.with_action(1).toggle_stunt("Drowned Hymnal")  # Lore, advantage: +2
    assert session.worked.stunt_bonus == 2
    assert session.odds() == odds(4, 5, state.ruleset, bonus=2)


def test_an_npcs_own_attack_skill_is_its_default_for_attacks(state):
    # Regression: the Drowned Deacon attacked with Fight (the rules table's) by default,
    # though his sheet gives him his own "Dragging the Living Under" at Great.
    deacon = RollSession.start(state, "drowned-deacon").with_action(2)
    assert deacon.roll.skill == "Dragging the Living Under"
    # It stands in for his Fight: Maren defends as against Fight (Athletics or Fight, L558),
    # not with her best skill, Lore.
    assert deacon.with_target("maren").roll.opponent_skill == "Fight"
    assert RollSession.start(state, "maren").with_action(2).roll.skill == "Fight"


@pytest.mark.parametrize(
    ("folder", "attacker", "target", "skills", "defences"),
    [
        # Condensed L558-L561: Fight or Athletics against Fight; Will against Provoke.
        ("ashen-coast", "corvin", "drowned-deacon", ("Fight", "Provoke"), ("Fight", "Will")),
        # Core: Athletics against Fight, Will against Provoke.
        (
            "glasshouse-heist",
            "greta-voss",
            "vesna-kade",
            ("Fight", "Provoke"),
            ("Athletics", "Will"),
        ),
        # Spirit of the Century L376-L381: Resolve against Intimidation; Fists, Weapons or
        # Athletics against Guns (Lucky: Great Athletics, Fair Fists).
        (
            "brass-leviathan",
            "octavia-strand",
            "lucky-donnelly",
            ("Intimidation", "Guns"),
            ("Resolve", "Athletics"),
        ),
        # Accelerated: any approach attacks and the defender defends with their own best
        # approach, whichever the attacker takes.
        (
            "windward-post",
            "ottoline-graves",
            "juno-brightwater",
            ("Forceful", "Flashy"),
            ("Quick", "Quick"),
        ),
    ],
)
def test_an_attacks_defence_follows_a_change_of_attack_skill_in_every_rule_set(
    tmp_path, folder, attacker, target, skills, defences
):
    # Regression: the target picked, a change of attack skill with `k` left the defence as it
    # was (Lucky defended a Guns attack with the Resolve that defends against Intimidation).
    state = saved(bundled(tmp_path, folder))
    first = RollSession.start(state, attacker).with_action(2).setup(skill=skills[0])
    first = first.with_target(target)
    assert first.roll.opponent_skill == defences[0]
    then = first.setup(skill=skills[1])
    assert (then.roll.opponent, then.roll.opponent_skill) == (target, defences[1])
    # And back again: the defence follows every change.
    assert then.setup(skill=skills[0]).roll.opponent_skill == defences[0]


def test_a_defence_the_gm_chose_by_hand_stays_when_the_attack_skill_changes(tmp_path):
    state = saved(bundled(tmp_path, "brass-leviathan"))
    session = RollSession.start(state, "octavia-strand").with_action(2)
    chosen = session.with_opponent("lucky-donnelly", "Fists")  # Against (`o`), by hand
    assert chosen.setup(skill="Guns").roll.opponent_skill == "Fists"
    # Aiming the attack again (`t`) gives the defence back to the rules.
    aimed = chosen.with_target("lucky-donnelly").setup(skill="Guns")
    assert aimed.roll.opponent_skill == "Athletics"
    # Another actor attacks with their own attack skill, and the defence follows it too.
    divers = aimed.with_actor("leviathan-divers")
    assert divers.roll.skill in ("Guns", "Weapons") and divers.roll.opponent_skill == "Athletics"


@pytest.mark.parametrize(
    ("mental", "expected"), [(None, "Intimidation"), (False, "Guns"), (True, "Intimidation")]
)
def test_an_npcs_default_attack_is_of_the_conflicts_kind(tmp_path, mental, expected):
    # Regression: Professor Strand attacked with Intimidation (Great, a social attack,
    # sotc L379) in a physical conflict, though she has Guns (Fair): the stress a conflict
    # deals is of its kind (sotc L416). Outside a conflict her best attack skill stays.
    folder = bundled(tmp_path, "brass-leviathan")
    if mental is not None:
        ctl = Controller(CampaignStore.load(folder))
        sides = {"Society": ["lucky-donnelly"], "Strand": ["octavia-strand"]}
        conflicts.start(ctl, sides, mental=mental)
    state = saved(folder)
    session = RollSession.start(state, "octavia-strand").with_action(2)
    assert session.roll.skill == expected


@pytest.mark.parametrize(
    ("mental", "defence", "track"),
    [(None, "Fight", "physical"), (False, "Fight", "physical"), (True, "Will", "mental")],
)
def test_an_npcs_own_attack_is_defended_as_an_attack_of_the_conflicts_kind(
    tmp_path, mental, defence, track
):
    # Regression: in a mental conflict the Deacon's "Dragging the Living Under" still stood
    # for his Fight, so Maren defended with Fight and the hit landed on her physical track.
    # The attack made in a conflict is of its kind: Will defends against a mental attack
    # (Condensed L562) and the hit lands on the mental track.
    folder = bundled(tmp_path, "ashen-coast")
    if mental is not None:
        ctl = Controller(CampaignStore.load(folder))
        sides = {"Chapel": ["maren"], "Drowned": ["drowned-deacon"]}
        conflicts.start(ctl, sides, mental=mental)
    state = saved(folder)
    deacon = RollSession.start(state, "drowned-deacon").with_action(2).with_target("maren")
    assert deacon.roll.skill == "Dragging the Living Under"
    assert deacon.roll.opponent_skill == defence
    assert harm_track(state, deacon.roll) == track
    # A change of attack skill and back: the defence follows the attack made each time.
    back = deacon.setup(skill="Fight").setup(skill="Dragging the Living Under")
    assert back.roll.opponent_skill == defence


@pytest.mark.parametrize("mental", [False, True])
def test_an_npcs_own_attack_in_a_mental_conflict_is_not_warned_of_as_out_of_reach(tmp_path, mental):
    # Regression: in a mental conflict the Deacon's "Dragging the Living Under" is defended
    # with Will as an attack on the mind, yet the Roll dialog warned that it reaches only its
    # own zone, as his Fight would. Attacks on the mind are not held to zones.
    from fate_tui.campaign.roll.roll_reach import beyond_reach

    folder = bundled(tmp_path, "ashen-coast")
    ctl = Controller(CampaignStore.load(folder))
    sides = {"Chapel": ["ansel"], "Drowned": ["drowned-deacon"]}
    conflicts.start(ctl, sides, mental=mental)
    state = saved(folder)
    # The Deacon at the Altar, Ansel in the Nave next to it.
    deacon = RollSession.start(state, "drowned-deacon").with_action(2).with_target("ansel")
    assert deacon.roll.skill == "Dragging the Living Under"
    out = beyond_reach(state, deacon.roll)
    assert (out is None) is mental


def test_teamwork_counts_helpers_by_the_rules(state):
    session = RollSession.start(state, "maren").setup(skill="Notice")
    session = session.toggle_helper("corvin").toggle_helper("pell")
    verdicts = {v.character_id: v.counted for v in session.worked.teamwork.verdicts}
    assert set(verdicts) == {"corvin", "pell"}
    assert session.worked.setup_bonus == session.worked.teamwork.bonus


def test_changing_the_setup_clears_the_dice(state):
    session = RollSession.start(state, "maren").roll_with(random.Random(2))
    assert session.roll.rolled
    assert not session.setup(skill="Will").roll.rolled
    assert session.setup(target="drowned-deacon").roll.rolled  # who it is aimed at: kept


def test_an_aspect_an_npc_placed_on_a_pc_is_listed_as_placed_not_as_the_pcs_own(state):
    # Regression: "Tangled in Weed and Rope", which the Drowned Faithful stuck on Ansel,
    # was listed among Ansel's own aspects when he rolled.
    tangled = "Tangled in Weed and Rope"
    ansel = RollSession.start(state, "ansel").rolled((0, 0, 0, 0), typed=True)
    options = ansel.invoke_options()
    wheres = [o.where for o in options]
    option = next(o for o in options if o.aspect.name == tangled)
    assert option.where == "placed" and wheres.index("placed") > wheres.index("own")
    assert all(o.aspect.kind.value == "character" for o in options if o.where == "own")
    text = str(row(ansel, option))
    assert "placed on Ansel Wick" in text and "own" not in text
    # The rules are as before: the free invoke is the Faithful's, not Ansel's; Ansel may
    # still pay to invoke it.
    assert ansel.free_for(option) == 0
    with pytest.raises(RulesError):
        ansel.with_invoke(option, InvokeMode.BONUS, Payment.FREE)
    assert ansel.with_invoke(option, InvokeMode.BONUS, Payment.FATE_POINT).worked.invokes
    # The Faithful attacking him see it on their target and use their free invoke.
    faithful = RollSession.start(state, "drowned-faithful").with_action(2).with_target("ansel")
    faithful = faithful.rolled((0, 0, 0, 0), (0, 0, 0, 0), typed=True)
    theirs = next(o for o in faithful.invoke_options() if o.aspect.name == tangled)
    assert theirs.where == "target" and faithful.free_for(theirs) == 1
    used = faithful.with_invoke(theirs, InvokeMode.BONUS, Payment.FREE)
    assert used.free_for(theirs) == 0 and used.roll.invokes[-1].hostile


def test_invokes_need_dice_and_a_reroll_needs_new_dice(state):
    session = RollSession.start(state, "maren")
    option = next(o for o in session.invoke_options() if o.aspect.name == HYMN)
    with pytest.raises(RulesError, match="roll first"):
        session.with_invoke(option, InvokeMode.BONUS, Payment.FREE)
    session = session.rolled((0, 0, 0, 0), typed=True)
    assert session.free_for(option) == 2
    session = session.with_invoke(option, InvokeMode.BONUS, Payment.FREE)
    assert session.free_for(option) == 1
    with pytest.raises(RulesError, match="new dice"):
        session.with_invoke(option, InvokeMode.REROLL, Payment.FREE)
    rerolled = session.with_invoke(option, InvokeMode.REROLL, Payment.FREE, (1, 1, 1, 1))
    assert rerolled.roll.earlier_dice == ((0, 0, 0, 0),)
    assert session.without_last_invoke().roll.invokes == ()


async def test_sotc_rolls_name_trappings_maneuvers_tracks_groups_and_defences(tmp_path):
    from fate_tui.ui.roll_dialog.roll_setup import RollSetup
    from tests.ui.conftest import option_prompts

    app = make_app(bundled(tmp_path, "brass-leviathan"), watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)

        # The rolled skill's trappings, such as Academics' Languages, are in view while
        # setting the roll up (spirit-of-the-century-srd.txt L493 and L519).
        dialog = await open_roll(pilot, "imogen-vance", "Academics")
        setup = str(dialog.query_one(RollSetup).render())
        assert "trappings: Answers, Research" in setup and "Languages" in setup
        await _close(pilot)

        # Creating an advantage is called a maneuver: Spirit of the Century's fights are
        # "attacks or maneuvers" (L373, L383), in the action line and the picker.
        dialog = await open_roll(pilot, "imogen-vance", "Academics")
        setup = str(dialog.query_one(RollSetup).render())
        assert "(1-4: overcome, maneuver, attack, defend)" in setup
        await press(pilot, "a")
        prompts = option_prompts(app)
        assert prompts["1"] == "a maneuver"
        assert prompts["5"] == "defend against a maneuver"
        assert "advantage" not in " ".join(prompts.values())
        await press(pilot, "escape")
        await _close(pilot)

        # A PC as the target shows the Health track. Regression: the Setup panel looked for
        # a "physical" track and crashed (Health and Composure, sotc L413).
        app.push_screen(RollDialog(character_id="octavia-strand"))
        await pilot.pause()
        dialog = app.screen
        assert dialog.change(
            lambda s: (
                s.with_action(2).setup(skill="Guns").with_opponent("brick-okonedo", "Athletics")
            )
        )
        await pilot.pause()
        assert "health track" in str(dialog.query_one("#roll-setup").render())
        await press(pilot, "m")  # the other track
        assert "composure track" in str(dialog.query_one("#roll-setup").render())
        await _close(pilot)

        # A minion group rolls with its size bonus. Regression: it rolled without it (L463:
        # four to six minions get +2); the Setup and the Result show it.
        app.push_screen(RollDialog(character_id="leviathan-divers"))
        await pilot.pause()
        dialog = app.screen
        assert dialog.change(lambda s: s.with_action(2).with_opponent("brick-okonedo", "Athletics"))
        await pilot.pause()
        assert "Weapons Fair (+2)  + group +2" in str(dialog.query_one("#roll-setup").render())
        await press(pilot, "p")
        await type_dice(pilot, "0000", "0000")
        result = str(dialog.query_one("#roll-result").render())
        assert "Weapons +2 + dice +0 + group +2 = Great (+4)" in result
        await _close(pilot)

        # Attack chosen from the action picker asks whom at once, as `3` does. Found in
        # play: from the `a` picker it left the target at '—', and the GM had to press `t`.
        app.push_screen(RollDialog(character_id="lucky-donnelly"))
        await pilot.pause()
        dialog = app.screen
        await press(pilot, "a")
        attack = next(i for i, (a, _, _) in enumerate(ACTIONS) if a is Action.ATTACK)
        await choose(pilot, str(attack))
        await choose(pilot, "octavia-strand")
        assert dialog.session.roll.action is Action.ATTACK
        assert dialog.session.roll.target == "octavia-strand"
        await _close(pilot)

        # `k` after the target rolls the defence against the new attack skill. Regression:
        # attack (3), Lucky as the target, then Guns with `k`: the harm moved to Health but
        # Lucky still defended with Resolve, the defence against Intimidation. A Guns attack
        # is dodged (sotc L377: Fists, Weapons or Athletics; Lucky's best is Great Athletics).
        app.push_screen(RollDialog(character_id="octavia-strand"))
        await pilot.pause()
        dialog = app.screen
        await press(pilot, "3")
        await choose(pilot, "lucky-donnelly")
        setup = str(dialog.query_one("#roll-setup").render())
        assert "Resolve Average (+1)" in setup and "composure track" in setup
        await press(pilot, "k")
        await choose(pilot, "Guns")
        setup = str(dialog.query_one("#roll-setup").render())
        assert "Athletics Great (+4)" in setup and "Resolve" not in setup
        assert "health track" in setup
        # Picked by hand with `o`, the defence stays through a change of skill.
        await press(pilot, "o")
        await choose(pilot, "lucky-donnelly")
        await choose(pilot, "Fists")
        await press(pilot, "k")
        await choose(pilot, "Intimidation")
        assert dialog.session.roll.opponent_skill == "Fists"


async def test_accelerated_roll_names_the_approach_not_the_skill(tmp_path):
    """Accelerated rolls approaches (FAE L195): the Setup line and both pickers say so."""
    app = make_app(bundled(tmp_path, "windward-post"), watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        await press(pilot, "r")
        dialog = app.screen
        await press(pilot, "c")
        await choose(pilot, "tobiah-quill")
        setup = str(dialog.query_one("#roll-setup").render())
        assert "k Approach " in setup and "Skill" not in setup
        await press(pilot, "k")
        assert dialog_title(app) == "Tobiah Quill: which approach?"
        await choose(pilot, "Quick")
        await press(pilot, "o")
        await choose(pilot, "ottoline-graves")
        assert dialog_title(app) == "Captain Ottoline Graves opposes with which approach?"


async def test_reach_warnings_in_a_conflict_and_the_invokes_list_at_80x24(campaign):
    from fate_tui.ui.roll_dialog.roll_result import RollResult
    from fate_tui.ui.roll_dialog.roll_setup import RollSetup

    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)

        # Square brackets jump the invokes list from kind to kind. Found at the table:
        # reaching a boost took five arrows. `]` jumps to the first aspect of the next kind
        # (own, boosts, the other side's, the scene's...), `[` back, wrapping round.
        dialog = await open_roll(pilot, "corvin", "Fight")
        invokes = dialog.query_one(InvokeList)
        kinds = [o.where for o in dialog.session.invoke_options()]
        firsts = [i for i, kind in enumerate(kinds) if i == 0 or kinds[i - 1] != kind]
        assert "boost" in kinds and len(firsts) >= 3
        invokes.highlighted = 0
        seen = []
        for _ in firsts:
            await press(pilot, "right_square_bracket")
            seen.append(invokes.highlighted)
        assert seen == [*firsts[1:], 0]
        await press(pilot, "left_square_bracket")
        assert invokes.highlighted == firsts[-1]
        # A boost is at most two keys from the top of the list (own, placed, boosts).
        invokes.highlighted = 0
        presses = 0
        while invokes.selected.where != "boost" and presses < len(firsts):
            await press(pilot, "right_square_bracket")
            presses += 1
        assert invokes.selected.where == "boost" and presses <= 2
        assert "jump by kind" in str(invokes.border_subtitle)
        await _close(pilot)

        # The reach warning leaves the result in view at 80x24. Found in play: the whole
        # warning took four lines of the Setup panel, and in a conflict the Result panel and
        # the invokes fell off the screen. The panel says it in a few words (Help's Zones and
        # reach says the rest).
        sides = {"The crew": ["corvin", "tamsin"], "The drowned": ["drowned-deacon"]}
        conflicts.start(app.controller, sides, first="corvin")
        app.push_screen(RollDialog(character_id="corvin"))  # Corvin stands in the Nave
        await pilot.pause()
        await press(pilot, "3")
        await choose(pilot, "drowned-deacon")  # at the Altar
        drawn = "\n".join(screen_lines(app))
        assert "! Reach   Altar, 1 zone away: Fight" in drawn
        assert "reaches only its own zone" in drawn
        result = app.screen.query_one(RollResult).region
        assert result.height > 0 and result.bottom <= 24 - 2  # above the footer, whole
        await _close(pilot)

        # An attack on someone in another zone warns that it is out of reach. Regression: in
        # a conflict, a Fight attack on someone in another zone went through without a word.
        # fate-condensed-srd.txt L718: anything outside your zone is usually beyond your
        # reach; L724: Shoot reaches adjacent zones, further only if they are clear. The
        # Setup names both zones and what the text allows; the GM may still roll it.
        await pilot.resize_terminal(120, 40)
        app.push_screen(RollDialog(character_id="corvin"))  # Corvin stands in the Nave
        await pilot.pause()
        dialog = app.screen
        await press(pilot, "3")
        await choose(pilot, "drowned-deacon")  # at the Altar
        setup = str(dialog.query_one(RollSetup).render())
        assert dialog.session.roll.skill == "Fight"
        assert "! Reach" in setup
        assert "Altar, 1 zone away: Fight reaches only its own zone" in setup
        # Shoot reaches the next zone: no warning.
        await press(pilot, "k")
        await choose(pilot, "Shoot")
        assert "Reach" not in str(dialog.query_one(RollSetup).render())
        # Someone in the Nave with him is within Fight's reach.
        await press(pilot, "k")
        await choose(pilot, "Fight")
        await press(pilot, "t")
        await choose(pilot, "drowned-faithful")
        assert "Reach" not in str(dialog.query_one(RollSetup).render())
        # From the Bell Tower, the Altar is two zones off, beyond Shoot's adjacent zones; the
        # GM goes ahead all the same and the hit lands.
        await press(pilot, "escape")
        app.push_screen(RollDialog(character_id="tamsin"))
        await pilot.pause()
        dialog = app.screen
        await press(pilot, "3")
        await choose(pilot, "drowned-deacon")
        await press(pilot, "k")
        await choose(pilot, "Shoot")
        setup = str(dialog.query_one(RollSetup).render())
        assert "Altar, 2 zones away: Shoot reaches the adjacent zones" in setup
        await press(pilot, "p")
        await type_dice(pilot, "++++", "----")
        await press(pilot, "enter")
        assert isinstance(app.screen, AbsorbDialog)


@pytest.mark.parametrize(
    ("folder", "actor", "skill", "target", "expected"),
    [
        # fate-core-actions-and-conflicts.txt L460: a zone is where you walk up and punch.
        (
            "glasshouse-heist",
            "vesna-kade",
            "Fight",
            "ilario-quist",
            "Ballroom is 1 zone from Gallery: Fight reaches only its own zone",
        ),
        # L682: the chapters give Shoot no range, so nothing is said.
        ("glasshouse-heist", "vesna-kade", "Shoot", "orrery-guards", None),
        # fate-accelerated.txt L265: any approach, another zone only with a reason.
        (
            "windward-post",
            "juno-brightwater",
            "Forceful",
            "ottoline-graves",
            "Kestrel's Deck is 1 zone from Open Sky: Forceful reaches another zone only nearby"
            " and with a reason to act at a distance",
        ),
        # spirit-of-the-century-srd.txt L598: a gun shoots two zones away, three with a rifle.
        ("brass-leviathan", "octavia-strand", "Guns", "imogen-vance", None),
        (
            "brass-leviathan",
            "octavia-strand",
            "Guns",
            "steward-pike",
            "Purser's Office is 3 zones from The Leviathan's Back: Guns shoots up to 2 zones"
            " away, one more with a rifle",
        ),
        # Intimidation scares (sotc L379): no zone stands in its way.
        ("brass-leviathan", "octavia-strand", "Intimidation", "steward-pike", None),
    ],
)
def test_each_rule_set_says_when_an_attack_is_out_of_reach(
    tmp_path, folder, actor, skill, target, expected
):
    from fate_tui.campaign.roll.reach_words import reach_warning
    from fate_tui.campaign.roll.roll_reach import beyond_reach

    state = CampaignStore.load(bundled(tmp_path, folder)).state
    session = RollSession.start(state, actor).with_action(2).setup(skill=skill)
    session = session.with_target(target)
    out = beyond_reach(state, session.roll)
    if expected is None:
        assert out is None
    else:
        assert out is not None and reach_warning(out).startswith(expected)


def test_the_sotc_weapons_reach_line_names_a_long_weapon_as_well_as_a_thrown_one(tmp_path):
    """Found in play: the Roll dialog's short line said Weapons 'reaches a zone away only
    thrown', but spirit-of-the-century-srd.txt L700 also lets a weapon with unusually long
    reach (a whip) strike the adjacent zone."""
    from fate_tui.campaign.roll.reach_words import reach_note
    from fate_tui.campaign.roll.roll_reach import beyond_reach

    state = CampaignStore.load(bundled(tmp_path, "brass-leviathan")).state
    session = RollSession.start(state, "lucky-donnelly").with_action(2).setup(skill="Weapons")
    out = beyond_reach(state, session.with_target("octavia-strand").roll)
    assert out is not None
    assert reach_note(out) == (
        "The Leviathan's Back, 1 zone away: Weapons reaches a zone away only thrown or long"
    )


async def test_a_refusal_shows_whole_at_80x24_with_the_result_and_invokes_in_view(
    campaign, monkeypatch
):
    """Found in play: at 80 columns the Roll dialog's message was cut, "... has no free invoke
    for Ansel W". It wraps, and the invokes list gives up a row for it: the Result panel and
    the highlighted aspect stay in view. The roll is worked out and drawn once as the dialog
    opens (its first resize drew it all again); a resize only puts the setup back once the
    terminal has room for it again."""
    from fate_tui.ui.roll_dialog.roll_result import RollResult

    shown: list[object] = []
    draw_invokes = InvokeList.show
    monkeypatch.setattr(
        InvokeList, "show", lambda self, s: (shown.append(s), draw_invokes(self, s))
    )

    # No free invoke anywhere for Ansel (else `v` goes to it): the candles' one goes.
    chapel = campaign / "scenes" / "drowned-chapel.toml"
    candles = '{ name = "Guttering Tallow Candles", free_invokes = 1 }'
    chapel.write_text(chapel.read_text().replace(candles, '"Guttering Tallow Candles"'))
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await loaded(app, pilot)
        app.push_screen(RollDialog(character_id="ansel"))
        await pilot.pause()
        dialog = app.screen
        assert len(shown) == 1 and dialog.query_one("#roll-top").display
        dialog.change(lambda s: s.rolled((-1, 1, -1, 0), typed=True))
        await pilot.pause()
        assert len(shown) == 2 and not dialog.query_one("#roll-top").display  # 24 rows: short
        invokes = dialog.query_one(InvokeList)
        aspect = "Corvin's Crew Is All the Family I Have Left"
        invokes.highlighted = invokes.get_option_index(f"ansel|{aspect}")
        await press(pilot, "v")  # his own aspect, with no free invoke on it
        message = f"'{aspect}' has no free invoke for Ansel Wick"
        assert str(dialog.query_one("#roll-message").render()) == message
        text = " ".join(" ".join(line.strip(" █").split()) for line in screen_lines(app))
        assert message in text
        result = dialog.query_one(RollResult).region
        assert result.bottom <= dialog.query_one("#roll-invokes").region.y
        assert invokes.region.bottom <= dialog.query_one("#roll-message").region.y
        assert dialog.query_one("#roll-message").region.bottom <= 23  # above the footer
        assert any(aspect in line for line in screen_lines(app))  # the highlighted row
        drawn = len(shown)
        await pilot.resize_terminal(120, 40)
        await pilot.pause()
        assert dialog.query_one("#roll-top").display  # room again: the setup comes back
        assert len(shown) == drawn  # the roll is not worked out again for a resize
