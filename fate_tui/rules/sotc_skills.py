"""Spirit of the Century's 28 skills with their trappings, as data.

A trapping is a standard use of a skill (spirit-of-the-century-srd.txt L493). The SRD text
lost the trappings' headings, so each is named here after what it does; `line` is where its
rule is. `rule` names the function in `sotc_trappings.py` (or another rules module) that
carries its number or procedure, where it has one.
"""

from __future__ import annotations

from fate_tui.rules.skill_catalogue import SkillEntry, Trapping


def _t(name: str, summary: str, line: int, rule: str | None = None) -> Trapping:
    return Trapping(name, summary, line, rule)


SKILLS: tuple[SkillEntry, ...] = (
    SkillEntry(
        "Academics",
        "Book learning: history, literature, the soft sciences.",
        505,
        (
            _t("Answers", "Roll against the GM's difficulty to know something.", 507),
            _t(
                "Research",
                "A failed roll can be researched; the library's quality is the hardest "
                "question it answers, one step higher in its specialty.",
                511,
                "sotc_trappings.library_answers",
            ),
            _t("Mouthpiece", "Voice the GM's exposition, usually for a fate point.", 514),
            _t(
                "Declaring minor details",
                "A declaration: roll against the GM's difficulty; success makes the fact a "
                "temporary aspect, first tag free.",
                515,
                "aspects.Aspect.with_free_invokes",
            ),
            _t(
                "Languages",
                "One extra language per step above Mediocre.",
                519,
                "sotc_trappings.languages",
            ),
            _t(
                "Planting false information",
                "Academics modified by Deceit sets the difficulty; researchers below it find "
                "the lie first, three or more below may never find the truth.",
                521,
                "sotc_trappings.research_against_planted",
            ),
        ),
    ),
    SkillEntry(
        "Alertness",
        "Passive awareness; initiative in physical conflicts.",
        524,
        (
            _t(
                "Initiative",
                "Highest Alertness acts first in physical conflicts.",
                366,
                "turn_order.skill_order",
            ),
            _t("Noticing", "The GM calls for it to spot what nobody is looking for.", 525),
            _t(
                "Avoiding surprise",
                "Ambushed: a last Alertness roll against the attacker's Stealth; failing "
                "it, the first defense is at Mediocre.",
                526,
                "sotc_trappings.ambush",
            ),
        ),
    ),
    SkillEntry(
        "Art",
        "Painting, music, dance, writing: knowing, making and performing.",
        528,
        (
            _t("Art knowledge", "A knowledge skill like Academics, for art.", 530),
            _t("Composition", "Make art of a quality equal to the skill.", 531),
            _t(
                "Improvisation",
                "An improvised piece's quality is the roll for its scene, one step less "
                "each later scene.",
                532,
                "sotc_trappings.improvised_art_quality",
            ),
            _t(
                "Communication",
                "Writing is modified by Academics; public speaking is modified by Art.",
                533,
                "sotc_actions.combine",
            ),
            _t("Performance", "Put a broad mood aspect on the scene for the show.", 535),
            _t("Forgery", "Difficulty by the work's complexity; Deceit complements.", 537),
        ),
    ),
    SkillEntry(
        "Athletics",
        "Running, jumping, climbing: moving yourself.",
        540,
        (
            _t("Jumping", "A fixed difficulty to clear the distance.", 542),
            _t(
                "Sprinting",
                "A whole action: Athletics against Mediocre crosses zones and borders up "
                "to the shifts, at least one zone when there are no borders.",
                543,
                "movement.sprint_zones",
            ),
            _t("Climbing", "A GM difficulty; shifts may speed it.", 544),
            _t("Dodging", "Defends against physical attacks; goes well with full defense.", 545),
            _t("Falling", "Falls skip stress for a consequence by height (table missing).", 546),
        ),
        defends=True,
    ),
    SkillEntry(
        "Burglary",
        "Beating locks and alarms.",
        548,
        (
            _t(
                "Casing",
                "Assess a target's security for a hidden aspect, or declare a flaw; first +2 free.",
                549,
            ),
            _t("Infiltration", "Locks, alarms and safes against a difficulty.", 548),
        ),
    ),
    SkillEntry(
        "Contacting",
        "Finding things out by asking around.",
        552,
        (
            _t(
                "Unfamiliar ground",
                "Up to +4 to difficulties somewhere unfamiliar, one less per week there.",
                554,
                "sotc_trappings.unfamiliar_penalty",
            ),
            _t(
                "Gathering information",
                "As research, but people of enough access play the library.",
                555,
                "sotc_trappings.library_answers",
            ),
            _t("Getting the tip-off", "A social Alertness the GM calls for.", 557),
            _t("Rumours", "Plant a rumour; the roll is what tracing it back must beat.", 558),
        ),
    ),
    SkillEntry(
        "Deceit",
        "Lying by word or deed.",
        561,
        (
            _t("Deception", "A contest, or a social conflict with Deceit attacks.", 562),
            _t("Disguise", "Deceit opposes attempts to see through a disguise.", 563),
            _t(
                "False face",
                "Defend a read with Deceit modified by Rapport; winning feeds a false aspect.",
                564,
                "sotc_trappings.empathy_read",
            ),
            _t("Riposte", "Turn a social query into a Deceit attack.", 567),
        ),
        attacks=True,
    ),
    SkillEntry(
        "Drive",
        "Handling a motorcar, and chases.",
        569,
        (
            _t("Driving", "Drive restricts what is done from a car.", 570, "sotc_actions.combine"),
            _t("Chases", "Closing or opening the distance (GM rules missing).", 571),
        ),
    ),
    SkillEntry(
        "Empathy",
        "Reading people; initiative in social conflicts; defends against Deceit.",
        573,
        (
            _t(
                "Reading people",
                "Half an hour's interaction; Empathy against Rapport; one shift reveals an "
                "unknown aspect; at most as many aspects as the Empathy value (at least 1).",
                575,
                "sotc_trappings.empathy_read",
            ),
            _t(
                "Social initiative",
                "Highest Empathy acts first in social conflicts.",
                366,
                "turn_order.skill_order",
            ),
        ),
        defends=True,
    ),
    SkillEntry(
        "Endurance",
        "Keeping going through fatigue, injury, poison and disease.",
        577,
        (
            _t("Long efforts", "Restricts skills in long actions.", 579, "sotc_actions.combine"),
            _t(
                "Health",
                "Five Health boxes, +1 at Average-Fair, +2 at Good-Great, +3 at Superb-Fantastic.",
                581,
                "derived.stress_tracks",
            ),
        ),
    ),
    SkillEntry(
        "Engineering",
        "Machinery: building, repairing, unmaking.",
        587,
        (
            _t("Building", "Gadgets (the Gadgets and Gizmos chapter is missing).", 588),
            _t("Repair", "With tools and time, against a GM difficulty.", 589),
            _t("Demolition", "Maneuvers or indirect attacks on structures.", 590),
        ),
    ),
    SkillEntry(
        "Fists",
        "Fistfighting and martial arts; attacks and defends.",
        592,
        (_t("Brawling", "Attack and defend unarmed.", 592),),
        attacks=True,
        defends=True,
    ),
    SkillEntry(
        "Gambling",
        "Knowing how to gamble, and win.",
        594,
        (
            _t(
                "Finding a game",
                "Contacting complemented by Gambling, against the game's quality.",
                595,
                "sotc_trappings.find_game_difficulty",
            ),
            _t(
                "Stakes",
                "The pot is the game's quality; two steps higher at high stakes.",
                596,
                "sotc_trappings.pot",
            ),
        ),
    ),
    SkillEntry(
        "Guns",
        "Shooting; cannot defend.",
        598,
        (
            _t(
                "Range",
                "Two zones, three with a rifle.",
                598,
                "sotc_trappings.attack_range",
            ),
            _t("Other missiles", "Bows and the like at a small penalty, or renamed.", 599),
            _t("Gun lore", "A limited knowledge skill on arms.", 601),
        ),
        attacks=True,
    ),
    SkillEntry(
        "Intimidation",
        "Blatant social attacks, defended with Resolve.",
        604,
        (
            _t(
                "Position of power",
                "+1 against a defenceless target, +2 against a helpless one; an armed "
                "target defends at +1, a very secure one at +2 or more.",
                607,
                "sotc_trappings.intimidation_modifiers",
            ),
            _t("First contact", "A quick contest against Resolve to brush past.", 609),
        ),
        attacks=True,
    ),
    SkillEntry(
        "Investigation",
        "Deliberate searching and observation.",
        611,
        (
            _t("Searching", "Finding clues; slower and deeper than Alertness.", 612),
            _t("Assessment", "Uncover deep patterns and hidden aspects.", 612),
        ),
    ),
    SkillEntry(
        "Leadership",
        "Directing people and running organisations.",
        615,
        (
            _t("Organisation", "An organisation's default value for how organised it is.", 616),
            _t("Red tape", "Knowledge of laws, bribes and how organisations work.", 617),
            _t(
                "Command",
                "Leadership modifies minions' rolls; it takes the leader's action, and "
                "directed attached minions act as if detached.",
                618,
                "sotc_minions.directed_roll",
            ),
        ),
    ),
    SkillEntry(
        "Might",
        "Raw strength: lifting, breaking, moving others.",
        621,
        (
            _t("Force", "Modifies Fists and Weapons where force matters.", 622),
            _t("Wrestling", "A maneuver can switch a fight from Fists to Might.", 622),
            _t("Breaking things", "Against a difficulty (table missing).", 623),
            _t("Lifting", "Weight sets the difficulty (table missing).", 624),
            _t("Forcing movement", "Might attacks and defends to move people.", 381),
        ),
        attacks=True,
        defends=True,
    ),
    SkillEntry(
        "Mysteries",
        "The occult, mesmerism, the strange.",
        626,
        (
            _t("Arcane perception", "The GM may call for it like Alertness.", 628),
            _t("Mesmerism", "Willing subjects only: memories, calm.", 629),
            _t(
                "Arcane research",
                "As Academics research, in an Arcane Library.",
                633,
                "sotc_trappings.library_answers",
            ),
            _t(
                "Fortune telling",
                "Once per session, a declaration: a temporary aspect on the person for the "
                "adventure, or on every scene of it.",
                635,
                "sotc_trappings.check_fortune",
            ),
            _t("Artificing", "Artifacts, in an Arcane Workshop.", 636),
        ),
    ),
    SkillEntry(
        "Pilot",
        "Flying aircraft; Drive's trappings apply.",
        638,
        (_t("Flying", "As Drive, in the air.", 639),),
    ),
    SkillEntry(
        "Rapport",
        "Friendly talk, first impressions, the face shown to the world.",
        643,
        (
            _t("First impressions", "A quick roll on meeting someone.", 644),
            _t(
                "Closing down",
                "Defend a read openly at +2.",
                645,
                "sotc_trappings.read_defense",
            ),
            _t(
                "Opening up",
                "A failed read still reveals an aspect of the defender's choice.",
                647,
                "sotc_trappings.empathy_read",
            ),
        ),
        attacks=True,
        defends=True,
    ),
    SkillEntry(
        "Resolve",
        "Courage and willpower; defends against social attacks.",
        650,
        (
            _t("Resisting", "Defends against manipulation and fear.", 651),
            _t(
                "Composure",
                "Five Composure boxes, +1 at Average-Fair, +2 at Good-Great, +3 at "
                "Superb-Fantastic.",
                652,
                "derived.stress_tracks",
            ),
            _t("Initiative ties", "Higher Resolve breaks initiative ties.", 367),
        ),
        defends=True,
    ),
    SkillEntry(
        "Resources",
        "Wealth, possessions, workspaces.",
        658,
        (
            _t(
                "Organisation backing",
                "An organisation's resources act as Fair Resources.",
                659,
                "sotc_trappings.ORGANISATION_RESOURCES",
            ),
            _t(
                "Buying things",
                "Below your Resources freely; as much or more, roll against the cost; one "
                "Resources roll per scene.",
                661,
                "sotc_trappings.purchase",
            ),
            _t(
                "Possessions",
                "Anything two steps below Resources you probably own.",
                663,
                "sotc_trappings.probably_owns",
            ),
            _t(
                "Workspaces",
                "A free home workspace at Resources - 2 (specialised - 1); better ones cost "
                "quality + 2 (+ 1 specialised).",
                665,
                "sotc_trappings.home_workspace",
            ),
        ),
    ),
    SkillEntry(
        "Science",
        "Science! and medicine.",
        675,
        (
            _t(
                "Lab work",
                "Research, in a Lab.",
                676,
                "sotc_trappings.library_answers",
            ),
            _t("Medicine", "First aid and medicine (difficulties missing).", 677),
            _t(
                "Scientific declaration",
                "Declare a scientific explanation; acting on it tags it, first tag free.",
                679,
            ),
        ),
    ),
    SkillEntry(
        "Sleight of Hand",
        "Fine, quick hands: stage magic, pickpocketing.",
        682,
        (
            _t(
                "Pickpocketing",
                "A contest against Alertness at +2 unless distracted; observers roll "
                "Alertness without the +2.",
                683,
                "sotc_trappings.pickpocket",
            ),
            _t("Hiding in plain sight", "The roll sets the Investigation difficulty.", 684),
        ),
    ),
    SkillEntry(
        "Stealth",
        "Remaining unseen and unheard.",
        686,
        (
            _t("Hiding", "The roll is opposed by Alertness or Investigation.", 687),
            _t("Skulking", "Moving unseen, harder than hiding.", 688),
            _t(
                "Ambush",
                "The target's last Alertness roll; failing it, the first defense is at Mediocre.",
                689,
                "sotc_trappings.ambush",
            ),
        ),
    ),
    SkillEntry(
        "Survival",
        "Wilderness skills and animals.",
        691,
        (
            _t("Animals", "Stands in for social skills with animals.", 692),
            _t("Riding", "Riding animals, chases as Drive.", 693),
            _t(
                "Blinds",
                "On a Mediocre roll, a hide that lets Survival modify Stealth; lasts a day "
                "plus one per shift.",
                696,
                "sotc_trappings.blind_days",
            ),
            _t("Scrounging", "Find useful things in the wild.", 697),
        ),
    ),
    SkillEntry(
        "Weapons",
        "Fighting with weapons; attacks and defends.",
        699,
        (
            _t(
                "Throwing and reach",
                "Throw a small weapon one zone, or strike an adjacent zone with long reach.",
                700,
                "sotc_trappings.attack_range",
            ),
            _t("Weapon lore", "A limited knowledge skill on weapons and styles.", 701),
        ),
        attacks=True,
        defends=True,
    ),
)
