def test_consequence_words_name_a_slot_beside_the_rule_sets_own():
    """Two mild slots must read apart in the absorb dialog: a stunt's extra slot by its name,
    the extra mild of a Superb skill (fate-condensed-srd.txt) by its track."""
    from fate_tui.rules.plans import ConsequencePick, consequence_words
    from fate_tui.rules.ruleset import Severity
    from fate_tui.rules.rulesets import CONDENSED

    def words(slot: str) -> str:
        return consequence_words(ConsequencePick(slot, Severity.MILD, 2, "physical"), CONDENSED)

    assert words("mild") == "mild consequence (2)"
    assert words("mild (physical)") == "mild consequence (2, physical)"
    assert words("Tough as Rivets") == "mild consequence (2, Tough as Rivets)"
