"""How a way of taking a hit names its consequence slots (`rules.plans`)."""


def test_condensed_L310_consequence_words_name_a_second_mild_slot():
    """Two mild slots must read apart in the absorb dialog: a stunt's extra slot by its name,
    the second mild slot of a Superb skill (fate-condensed-srd.txt L310) by its track."""
    from fate_tui.rules.plans import ConsequencePick, consequence_words
    from fate_tui.rules.ruleset import Severity
    from fate_tui.rules.rulesets import CONDENSED

    def words(slot: str) -> str:
        return consequence_words(ConsequencePick(slot, Severity.MILD, 2, "physical"), CONDENSED)

    assert words("mild") == "mild consequence (2)"
    assert words("mild (physical)") == "mild consequence (2, physical)"
    assert words("Tough as Rivets") == "mild consequence (2, Tough as Rivets)"
