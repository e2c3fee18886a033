"""The help screen's rules reference follows the campaign's RuleSet values."""

import ast
from pathlib import Path

import pytest

from fate_tui.rules import apply_overrides, get_ruleset
from fate_tui.ui import help_text
from fate_tui.ui.help_text import keymap_help, reference_text, rules_reference


def _flat(text: str) -> str:
    """The text with every run of spaces and line breaks as one space."""
    return " ".join(text.split())


SECTIONS = [
    "Outcomes",
    "The four actions",
    "Invokes",
    "Compels and fate points",
    "Stress",
    "Consequences",
    "The exchange",
    "Conceding and taken out",
    "Recovery",
    "Zones and reach",
]


@pytest.mark.parametrize("name", ["condensed", "core", "accelerated", "sotc"])
def test_every_rule_set_has_every_section_and_names_itself(name):
    rules = get_ruleset(name)
    trappings = ["Skills and their trappings"] if rules.characters.catalogue else []
    making = ["Making characters"] if name == "sotc" else []
    assert [s.title for s in rules_reference(rules)] == SECTIONS + making + trappings
    text = _flat(reference_text(rules))
    assert text.startswith(f"Rules reference: {rules.title}")
    for action in ("Overcome:", "Create advantage:", "Attack:", "Defend:"):
        assert action in text
    assert "cannot refuse" in text  # refusing a compel at 0


def test_condensed_one_point_boxes_stacking_free_invokes_and_treatment():
    text = _flat(reference_text(get_ruleset("condensed")))
    assert "Tie: exactly equal" in text and "Success with style: 3 or more" in text
    assert "Every stress box absorbs one shift" in text
    assert "Physical (grows with Physique): 3 boxes; 4 boxes from Average (+1)" in text
    assert "Free invokes stack" in text
    assert "once the scene is over" in text  # hostile invokes pay after the scene
    assert "mild (2), moderate (4), severe (6)" in text
    assert "Conceding earns 1 fate point, plus 1 per consequence" in text
    assert "Mild: treat against Fair (+2)" in text
    assert "Extreme" not in text  # an optional rule, off by default
    assert "escalat" not in text and "raise the stakes" not in text


def test_condensed_options_switched_on_change_the_text():
    rules = apply_overrides(
        get_ruleset("condensed"),
        {"enabled_options": ["extreme_consequences", "unified_stress", "conditions"]},
    )
    text = _flat(reference_text(rules))
    assert "Extreme (8)" in text and "breakthrough" in text
    assert "Stress (grows with Physique or Will): 6 boxes" in text
    assert "Physical (grows" not in text
    assert "Hurt / Scared: 1 box(es)" in text


def test_condensed_scale_and_big_bads_are_explained_once_switched_on():
    # fate-condensed-srd.txt L1279-1283: one benefit per level; L1313-1366: the rule breaks.
    rules = apply_overrides(get_ruleset("condensed"), {"enabled_options": ["scale", "big_bad"]})
    titles = [s.title for s in rules_reference(rules)]
    assert titles[-2:] == ["Scale", "Big bads"]
    text = _flat(reference_text(rules))
    assert "Mundane, Supernatural, Otherworldly, Legendary, Godlike" in text
    assert "+2 per level, only if it succeeds" in text and "Threat map" in text
    only_big_bads = apply_overrides(get_ruleset("condensed"), {"enabled_options": ["big_bad"]})
    # L1345: a big bad may scale up even if scale is not in play; the Help says what the app
    # does then: whoever has a level (S) counts, everyone else acts on the lowest.
    help_text = _flat(reference_text(only_big_bads))
    assert "a big bad scales up when you give it a level (S)" in help_text
    assert "Here only big bads scale up" not in help_text


def test_sotc_help_lists_every_skill_with_its_trappings():
    # spirit-of-the-century-srd.txt L493: each skill's trappings, its standard uses.
    text = _flat(reference_text(get_ruleset("sotc")))
    assert "Academics: Book learning" in text and "Languages: One extra language per step" in text
    assert "Trappings" not in _flat(reference_text(get_ruleset("condensed")))


def test_core_stress_clears_when_the_conflict_is_over():
    # fate-core-actions-and-conflicts.txt L729.
    text = _flat(reference_text(get_ruleset("core")))
    assert "All stress clears once the conflict is over" in text


def test_core_marks_one_valued_box_and_pays_hostile_invokes_after_the_conflict():
    text = _flat(reference_text(get_ruleset("core")))
    assert "Mark at most one box per hit" in text
    assert "[1][2]; [1][2][3] from Average (+1)" in text
    assert "at the end of the conflict" in text
    assert "Extreme (8): once between major milestones" in text


def test_accelerated_style_pair_and_no_treatment_roll():
    text = _flat(reference_text(get_ruleset("accelerated")))
    assert "pair of free invokes from a success with style" in text
    assert "Stress: [1][2][3]." in text
    assert "goes to the GM" in text
    assert "No roll: recovery starts" in text
    assert "treat against" not in text


def test_sotc_meet_or_beat_spin_roll_up_sequential_and_escalation():
    text = _flat(reference_text(get_ruleset("sotc")))
    assert "Meeting the opposition is enough" in text and "spin" in text
    assert "Met:" in text and "Tie:" not in text
    assert "rolls up to the next empty box" in text
    assert "Health (grows with Endurance): [1][2][3][4][5]" in text
    assert "They come in order: mild, then moderate, then severe" in text
    assert "No one carries more than 3 consequences" in text
    assert "raise the stakes to 2, then 3 fate points" in text
    assert "At most 1 free invoke on any one roll" in text
    assert "still gives +1" in text
    assert "at the end of the exchange" in text
    assert "downtime" in text and "one step milder" in text
    assert "Conceding earns" not in text  # SotC pays nothing for conceding


def test_overrides_reach_the_text():
    rules = apply_overrides(
        get_ruleset("core"),
        {"compels": {"escalation": [1, 2]}, "invokes": {"free_stacking": "once"}},
    )
    text = _flat(reference_text(rules))
    assert "raise the stakes to 2 fate points" in text
    assert "Each aspect helps a roll only once, free or paid." in text


def test_keymap_help_names_the_file_and_shows_an_example():
    lines = keymap_help("/home/gm/.config/fate-tui/keys.toml", "table.move", "v")
    text = "\n".join(lines)
    assert "/home/gm/.config/fate-tui/keys.toml" in text
    assert "[keys]" in text and '"table.move" = "v"' in text


def test_help_text_is_pure():
    """Every module of the help text imports only the rules core (and its own modules)."""
    allowed = ("fate_tui.rules", "fate_tui.ui.help_text", "__future__", "dataclasses")
    files = sorted(Path(help_text.__file__).parent.glob("*.py"))
    assert len(files) > 1
    for path in files:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        modules = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
        modules |= {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
        assert all(m.startswith(allowed) for m in modules), path


def test_every_help_text_module_stays_small():
    for path in Path(help_text.__file__).parent.glob("*.py"):
        assert len(path.read_text(encoding="utf-8").splitlines()) < 300, path


def test_the_attackers_free_use_of_a_new_consequence_is_named_as_the_rule_set_names_it():
    # Spirit of the Century gives none: a free tag comes with a maneuver, a declaration or an
    # assessment (spirit-of-the-century-srd.txt L226-227), a consequence is tagged like any
    # other aspect (L426).
    sotc = _flat(reference_text(get_ruleset("sotc")))
    assert "Whoever inflicted it" not in sotc
    assert "anyone can invoke or compel it while it lasts" in sotc
    core = _flat(reference_text(get_ruleset("core")))
    assert "Whoever inflicted it gets a free invoke on it." in core


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("condensed", "Shoot: adjacent zones, further if the zones are clear enough"),
        ("core", "Fight: your own zone"),
        ("accelerated", "in nearby zones only with a reason to act at a distance"),
        ("sotc", "Guns: two zones away, three with a rifle"),
    ],
)
def test_every_rule_set_says_how_far_attacks_reach_and_that_the_roll_dialog_warns(name, words):
    text = _flat(reference_text(get_ruleset(name)))
    assert words in text
    assert "The Roll dialog shows a Reach line when an attack's target stands beyond" in text


def test_sotc_help_says_might_reaches_only_its_own_zone_as_the_reach_line_judges_it():
    """Found in play: the Reach line warns a Might attack (to force movement, L381; a hold,
    L622) that reaches only its own zone, yet Help's "Zones and reach" named only Fists,
    Weapons and Guns among the attacks on the body."""
    text = _flat(reference_text(get_ruleset("sotc")))
    assert "Might: your own zone: a hold or a shove touches" in text


@pytest.mark.parametrize("name", ["condensed", "core", "accelerated", "sotc"])
def test_the_help_says_an_attack_on_several_targets_warns_when_they_stand_apart(name):
    # fate-condensed-srd.txt L1380: all of the targets should occupy the same zone, the GM
    # allowing the occasional exception; only Condensed has the rule for several targets.
    text = _flat(reference_text(get_ruleset(name)))
    said = "An attack on several targets (A in the Roll dialog) should have them all in one zone"
    assert (said in text) == (name == "condensed")
    if name == "condensed":
        assert "any stands beyond its reach, it says who stands where" in text


def test_the_sotc_reference_walks_the_five_phases_and_the_cards():
    # spirit-of-the-century-srd.txt L96-111: five phases as a group; the cards never one's own
    # novel (L110), never the same book twice (L111); then skills (L113) and stunts (L114).
    text = _flat(reference_text(get_ruleset("sotc")))
    assert "MAKING CHARACTERS" in text
    for phase in ("1. Background", "2. The Great War", "3. The novel", "5. Guest star again"):
        assert phase in text
    assert "person to their right" in text and "twice" in text
    assert "(L113)" in text and "(L114)" in text


def test_sotc_help_says_where_its_exchange_procedures_are_reached():
    text = _flat(reference_text(get_ruleset("sotc")))
    assert "W on the Table: the character whose turn it is holds the action" in text
    assert "B on the Table: the character whose turn it is blocks to protect an ally" in text
    assert "Grit (T on an NPC's sheet, or grit = 1 in his file)" in text
    assert "Bounce Back: a consequence from a physical hit recovers two steps faster" in text
    assert "X takes a supplemental action with the roll" in text
    assert "declare full defense before their turn" in text
    assert "Sprint: a move further than one zone is an Athletics roll" in text
    assert "K on a player taken out: spend all their fate points" in text
    assert "O takes a defence's shifts as overflow instead of spin" in text
    assert "G on the Table: the highlighted character spent a fate point" in text
    condensed = _flat(reference_text(get_ruleset("condensed")))
    assert "defending is free and unlimited" in condensed
    assert "W on the Table" not in condensed


def test_the_exchange_says_a_roll_on_ones_turn_opens_as_an_attack():
    from fate_tui.rules.rulesets import CONDENSED
    from fate_tui.ui.help_text.exchange import exchange_lines

    assert any("opens the Roll dialog as an attack" in line for line in exchange_lines(CONDENSED))
