"""The Deck of Fate's draw pile kept in deck.toml: each draw saves the pile without its card
(not an undo step, not a log entry), the next opening draws on from it, and a pile the GM
broke by hand is reported with its file, key and line and never written over."""

import random

import pytest

from fate_tui.campaign import deck_file
from fate_tui.campaign.controller import Controller
from fate_tui.campaign.files import SaveRefused
from fate_tui.campaign.intents import options
from fate_tui.campaign.read_only import open_read_only
from fate_tui.campaign.store import CampaignStore
from fate_tui.cli import main
from fate_tui.rules.dice import DECK_SIZE, DeckOfFate, dice_symbols


@pytest.fixture
def ctl(ashen) -> Controller:
    ctl = Controller(CampaignStore.load(ashen))
    options.set_option(ctl, "deck_of_fate", True)
    assert ctl.state.ruleset.uses("deck_of_fate")
    return ctl


def test_a_draw_saves_the_pile_and_the_next_opening_draws_on_from_it(ctl):
    undo_steps = len(ctl.store.undo_stack)
    entries = len(ctl.log_entries()[0])
    first = ctl.draw_dice(random.Random(3), DeckOfFate())
    dealt = DeckOfFate.shuffled(random.Random(3)).remaining
    assert first.faces == dealt[0] and first.warning is None
    pile = deck_file.read_pile(ctl.root)
    assert pile.deck.remaining == dealt[1:]
    text = (ctl.root / "deck.toml").read_text()
    assert (
        text.startswith("# The Deck of Fate's draw pile") and f'"{dice_symbols(dealt[1])}"' in text
    )
    # Not a step of the story: no undo step, no log entry.
    assert len(ctl.store.undo_stack) == undo_steps
    assert len(ctl.log_entries()[0]) == entries

    again = Controller(CampaignStore.load(ctl.root))
    second = again.draw_dice(random.Random(99), DeckOfFate())  # another seed: no reshuffle
    assert second.faces == dealt[1]
    assert deck_file.read_pile(ctl.root).deck.size == DECK_SIZE - 2


def test_undoing_a_change_does_not_put_a_drawn_card_back(ctl):
    ctl.draw_dice(random.Random(3), DeckOfFate())
    before = (ctl.root / "deck.toml").read_bytes()
    ctl.undo()  # the option switched on
    assert (ctl.root / "deck.toml").read_bytes() == before


def test_the_last_card_drawn_reshuffles_the_deck(ctl):
    last = DeckOfFate.shuffled(random.Random(1)).remaining[-1:]
    (ctl.root / "deck.toml").write_text(deck_file.pile_text(DeckOfFate(last)))
    assert ctl.draw_dice(random.Random(5), DeckOfFate()).faces == last[0]
    assert deck_file.read_pile(ctl.root).deck.size == 0
    ctl.draw_dice(random.Random(5), DeckOfFate())
    assert deck_file.read_pile(ctl.root).deck.size == DECK_SIZE - 1


@pytest.mark.parametrize(
    ("cards", "key", "says"),
    [
        ('["+0-0", "+0-x"]', "cards[1]", "'+0-x' is not a card"),
        ('["+0-0", "3516"]', "cards[1]", "'3516' is not a card"),
        ('["+0-0", "-000", "+0-0"]', "cards[2]", "'+0-0' is in the pile twice"),
        ('"+0-0"', "cards", "expected a list of cards"),
    ],
)
def test_a_pile_broken_by_hand_is_named_and_never_written_over(ctl, capsys, cards, key, says):
    path = ctl.root / "deck.toml"
    path.write_text(f"# my pile\n\ncards = {cards}\n")
    broken = path.read_bytes()
    drawn = ctl.draw_dice(random.Random(3), DeckOfFate())
    assert drawn.faces == DeckOfFate.shuffled(random.Random(3)).remaining[0]
    assert "did not read" in drawn.warning and "deck.toml:3" in drawn.warning
    assert says in drawn.warning
    assert path.read_bytes() == broken
    found = deck_file.problems(ctl.root)
    assert found[0].key_path == key and found[0].line == 3
    assert main(["check", str(ctl.root)]) == 1
    assert "deck.toml:3" in capsys.readouterr().out


def test_a_pile_edited_on_disk_between_reading_and_saving_is_not_written_over(ctl):
    pile = deck_file.read_pile(ctl.root)
    (ctl.root / "deck.toml").write_text(deck_file.pile_text(DeckOfFate.shuffled(random.Random(2))))
    edited = (ctl.root / "deck.toml").read_bytes()
    with pytest.raises(SaveRefused, match=r"deck\.toml"):
        ctl.store.keep("deck.toml", pile.raw, b"cards = []\n")
    assert (ctl.root / "deck.toml").read_bytes() == edited


def test_a_campaign_open_read_only_draws_without_writing(ctl):
    store = open_read_only(ctl.root, "another fate-tui holds it")
    drawn = Controller(store).draw_dice(random.Random(3), DeckOfFate())
    assert "Read-only" in drawn.warning
    assert drawn.deck.size == DECK_SIZE - 1
    assert not (ctl.root / "deck.toml").exists()
