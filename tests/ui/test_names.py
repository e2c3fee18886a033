"""Refusals from the rules name characters by id; the GM reads their names. Cards short of
room use the short name a table calls a character by."""

from fate_tui.campaign.names import name_of, short_name, with_names
from fate_tui.cli import make_app
from fate_tui.rules.character import Character
from fate_tui.rules.errors import RulesError
from fate_tui.rules.fate_points import GM
from fate_tui.ui.widgets.aspect_cards import AspectCards
from tests.ui.conftest import bundled, choose, loaded, notifications, saved
from tests.ui.test_fate import _open


def _characters(campaign):
    return saved(campaign).characters


def test_whole_word_ids_become_names(campaign):
    characters = _characters(campaign)
    assert (
        with_names("tamsin has no fate points, so cannot refuse: the compel stands", characters)
        == "Tamsin Reed has no fate points, so cannot refuse: the compel stands"
    )
    assert with_names("'drowned-deacon' holds no free invoke", characters) == (
        "'The Drowned Deacon' holds no free invoke"
    )
    assert with_names("refusing costs 2 and maren has 1.", characters) == (
        "refusing costs 2 and Maren Holloway has 1."
    )


def test_ids_inside_words_paths_and_other_ids_stay(campaign):
    characters = _characters(campaign)
    for text in (
        "characters/tamsin.toml: line 3",
        "tamsins and ansel_2",
        "a tamsin-like id",
        "no character called Tamsin",  # only ids, as they are written
    ):
        assert with_names(text, characters) == text
    assert with_names("nothing to name", {}) == "nothing to name"


def test_the_log_the_roll_and_the_screens_name_everyone_alike(campaign):
    # One name_of for the roll's words, the intents, the players' view and the app: the
    # roll's own copy named a hazard by its turn id and the app's named the GM's pool "gm".
    state = saved(campaign)
    assert name_of(state, "tamsin") == "Tamsin Reed"
    assert name_of(state, GM) == "the GM"
    assert name_of(state, "hazard:Rising Tide") == "Rising Tide"
    assert name_of(state, None) == "nobody"
    assert name_of(state, "no-such-id") == "no-such-id"


async def test_refusals_and_a_compel_that_cannot_be_refused_name_the_character(campaign):
    def refuse(ctl):
        raise RulesError("tamsin has no fate points, so cannot refuse: the compel stands")

    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await _open(app, pilot)
        # run_intent notifies the refusal with names.
        assert app.run_intent(refuse) is False
        await pilot.pause()
        errors = notifications(app, "error")
        assert errors == ["Tamsin Reed has no fate points, so cannot refuse: the compel stands"]

        # A compel that cannot be refused names the character.
        table = screen.query_one("DataTable")
        table.move_cursor(row=table.get_row_index("tamsin"))
        await pilot.press("minus")  # Tamsin's last fate point
        await pilot.pause()
        await pilot.press("c")
        await choose(pilot, "Tide Rising Through the Floor Stones")
        await choose(pilot, "gm")
        refuse_option = app.screen.query_one("OptionList").get_option("refuse")
        assert "refusing costs 1 and Tamsin Reed holds 0" in str(refuse_option.prompt)
        assert _characters(campaign)["tamsin"].fate_points == 0


def _cast(*names: str) -> dict[str, Character]:
    return {f"c{i}": Character(f"c{i}", name) for i, name in enumerate(names)}


def test_short_names_skip_titles_and_take_a_quoted_nickname():
    """Bug: the aspect cards showed Dr Imogen Vance's free invoke as held by "Dr"."""
    cast = _cast(
        "Dr Imogen Vance",
        'Bartholomew "Brick" Okonedo',
        "Professor Octavia Strand",
        "Captain Augustus Hollis",
        "Sister Ilse",
        "Mrs. Beatrix Lowell",
        "Old Brannock",
        "The Drowned Deacon",
        "Tullio the Fence",
        "Captain",
    )
    shorts = [short_name(cid, cast, cast) for cid in cast]
    assert shorts == [
        "Imogen",
        "Brick",
        "Octavia",
        "Augustus",
        "Ilse",
        "Beatrix",
        "Brannock",
        "Deacon",
        "Tullio",
        "Captain",
    ]
    assert short_name("nobody", cast, cast) == "nobody"


def test_a_group_of_mooks_goes_by_the_last_word_of_its_name():
    """Bug: a free invoke held by the Drowned Faithful showed as "(Drowned)"."""
    from dataclasses import replace

    from fate_tui.rules.character import CharacterKind

    cast = _cast("Drowned Faithful", "Strand's Brass-Helmed Divers", "Salt-Wardens", "Old Pell")
    cast = {
        cid: replace(c, kind=CharacterKind.MOOK_GROUP, group_size=3) if cid != "c3" else c
        for cid, c in cast.items()
    }
    shorts = [short_name(cid, cast, cast) for cid in cast]
    assert shorts == ["Faithful", "Divers", "Salt-Wardens", "Pell"]


def test_short_names_stay_unique_among_the_cast():
    cast = _cast("Dr Imogen Vance", "Imogen Pike", "Lady Imogen Pike", "Jack Reed")
    assert short_name("c0", cast, cast) == "Imogen Vance"
    assert short_name("c1", cast, cast) == "Imogen Pike"
    assert short_name("c2", cast, cast) == "Lady Imogen Pike"
    assert short_name("c3", cast, cast) == "Jack"
    # Only the cast counts: out of it, Imogen is Imogen again.
    assert short_name("c0", cast, ["c0", "c3"]) == "Imogen"


async def test_the_scene_aspect_card_names_a_holder_without_their_title(tmp_path):
    campaign = bundled(tmp_path, "brass-leviathan")
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await loaded(app, pilot)
        cards = app.screen.query_one(AspectCards)
        index = cards.get_option_index("situation::Steam Valves Along Its Spine")
        words = str(cards.get_option_at_index(index).prompt)
        assert words.endswith("(Imogen)"), words


def test_a_group_of_nameless_npcs_is_shown_in_the_rule_sets_word():
    # Spirit of the Century calls them minions (spirit-of-the-century-srd.txt L459).
    from fate_tui.rules import get_ruleset
    from fate_tui.rules.character import CharacterKind
    from fate_tui.ui.character_order import kind_label
    from fate_tui.ui.widgets.sheet_header import kind_labels

    group = CharacterKind.MOOK_GROUP
    assert kind_label(group, get_ruleset("sotc")) == "minions"
    assert kind_labels(get_ruleset("sotc"))[group] == "Minion group"
    assert kind_label(group, get_ruleset("core")) == "mooks"
    assert kind_labels(get_ruleset("condensed"))[group] == "Mook group"
