"""Refusals from the rules name characters by id; the GM reads their names."""

from fate_tui.cli import make_app
from fate_tui.rules.errors import RulesError
from fate_tui.ui.names import with_names
from tests.ui.conftest import choose, notifications, saved
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


async def test_run_intent_notifies_the_refusal_with_names(campaign):
    def refuse(ctl):
        raise RulesError("tamsin has no fate points, so cannot refuse: the compel stands")

    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open(app, pilot)
        assert app.run_intent(refuse) is False
        await pilot.pause()
        errors = notifications(app, "error")
        assert errors == ["Tamsin Reed has no fate points, so cannot refuse: the compel stands"]


async def test_a_compel_that_cannot_be_refused_names_the_character(campaign):
    app = make_app(campaign, watch_interval=None)
    async with app.run_test(size=(120, 40)) as pilot:
        await _open(app, pilot, "tamsin")
        await pilot.press("minus")  # Tamsin's last fate point
        await pilot.pause()
        await pilot.press("c")
        await choose(pilot, "Tide Rising Through the Floor Stones")
        await choose(pilot, "gm")
        refuse = app.screen.query_one("OptionList").get_option("refuse")
        assert "refusing costs 1 and Tamsin Reed holds 0" in str(refuse.prompt)
        assert _characters(campaign)["tamsin"].fate_points == 0


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
