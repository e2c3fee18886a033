"""Spirit of the Century's catalogue stunts whose numbers the rules core applies
(spirit-of-the-century-srd.txt L712-1361): the uses offered on a roll, the numbers other rules
read, and the stunts with a procedure of their own. Each row's id names the stunt's line."""

import pytest

from fate_tui.rules.action_effects import Action
from fate_tui.rules.character import Character, Stunt
from fate_tui.rules.errors import RulesError
from fate_tui.rules.rulesets import SOTC
from fate_tui.rules.stunt_uses import on_roll, roll_uses

CATALOGUE = SOTC.characters.stunt_catalogue


def hero(*stunts, **skills) -> Character:
    return Character("hero", "Hero", skills=skills, stunts=tuple(Stunt(s) for s in stunts))


ROLL_USES = [
    pytest.param(
        "Scholar",
        "skill_bonus",
        "Academics",
        1,
        None,
        0,
        id="L727 Scholar: +1 on Academics rolls, rolls in your field",
    ),
    pytest.param(
        "Scholar",
        "skill_bonus",
        "Academics",
        1,
        None,
        0,
        id="L727 Scholar: +1 on Academics rolls, your specialisation",
    ),
    pytest.param(
        "Scholar",
        "complement",
        "Burglary",
        2,
        "Academics",
        0,
        id=("L727 Scholar: Academics complements the roll, a social roll among your field"),
    ),
    pytest.param(
        "Academics stunt 7",
        "skill_instead",
        "Deceit",
        0,
        "Academics",
        0,
        id="L732 Academics stunt 7: Academics for Deceit, your field comes to bear",
    ),
    pytest.param(
        "Alertness stunt 8",
        "skill_instead",
        "Investigation",
        0,
        "Alertness",
        0,
        id=("L763 Alertness stunt 8: Alertness for Investigation, opening your senses to a place"),
    ),
    pytest.param(
        "Art stunt 1",
        "skill_instead",
        "Burglary",
        0,
        "Art",
        0,
        id="L768 Art stunt 1: Art for any skill, finding out who made something",
    ),
    pytest.param(
        "Art stunt 1",
        "skill_instead",
        "Empathy",
        0,
        "Art",
        0,
        id="L768 Art stunt 1: Art for Empathy, reading an artist through a work",
    ),
    pytest.param(
        "Virtuoso",
        "skill_bonus",
        "Art",
        1,
        None,
        0,
        id="L773 Virtuoso: +1 on Art rolls, performing your art form",
    ),
    pytest.param(
        "Virtuoso",
        "skill_bonus",
        "Art",
        1,
        None,
        0,
        id="L773 Virtuoso: +1 on Art rolls, your specialty",
    ),
    pytest.param(
        "Razor Tongue",
        "complement",
        "Burglary",
        0,
        "Art",
        0,
        id=("L778 Razor Tongue: Art complements the roll, a social roll with insults"),
    ),
    pytest.param(
        "Razor Tongue",
        "skill_bonus",
        "Intimidation",
        1,
        None,
        0,
        id=("L778 Razor Tongue: +1 on Intimidation rolls, insults complemented by Art"),
    ),
    pytest.param(
        "Art stunt 7",
        "skill_instead",
        "Deceit",
        0,
        "Art",
        0,
        id="L786 Art stunt 7: Art for Deceit, passing as someone you are not",
    ),
    pytest.param(
        "Art stunt 8",
        "skill_instead",
        "Resources",
        0,
        "Art",
        0,
        id=("L789 Art stunt 8: Art for Resources, a past commission (once a session)"),
    ),
    pytest.param(
        "Do You Know Who I Am?",
        "complement",
        "Rapport",
        0,
        "Art",
        0,
        id="L792 Do You Know Who I Am?: Art complements Rapport, using your name",
    ),
    pytest.param(
        "Do You Know Who I Am?",
        "complement",
        "Intimidation",
        0,
        "Art",
        0,
        id=("L792 Do You Know Who I Am?: Art complements Intimidation, using your name"),
    ),
    pytest.param(
        "Do You Know Who I Am?",
        "complement",
        "Deceit",
        0,
        "Art",
        0,
        id="L792 Do You Know Who I Am?: Art complements Deceit, using your name",
    ),
    pytest.param(
        "Do You Know Who I Am?",
        "complement",
        "Contacting",
        0,
        "Art",
        0,
        id=("L792 Do You Know Who I Am?: Art complements Contacting, using your name"),
    ),
    pytest.param(
        "Art stunt 10",
        "skill_instead",
        "Rapport",
        0,
        "Art",
        1,
        id="L795 Art stunt 10: Art for Rapport, your reputation is known, 1 FP",
    ),
    pytest.param(
        "Art stunt 10",
        "skill_instead",
        "Intimidation",
        0,
        "Art",
        1,
        id=("L795 Art stunt 10: Art for Intimidation, your reputation is known, 1 FP"),
    ),
    pytest.param(
        "Art stunt 10",
        "skill_instead",
        "Contacting",
        0,
        "Art",
        1,
        id="L795 Art stunt 10: Art for Contacting, your reputation is known, 1 FP",
    ),
    pytest.param(
        "Art stunt 10",
        "skill_instead",
        "Deceit",
        0,
        "Art",
        1,
        id="L795 Art stunt 10: Art for Deceit, your reputation is known, 1 FP",
    ),
    pytest.param(
        "Acrobat",
        "skill_bonus",
        "Athletics",
        2,
        None,
        0,
        id=("L802 Acrobat: +2 on Athletics rolls, a complex maneuver (difficulty two lower)"),
    ),
    pytest.param(
        "Acrobat",
        "skill_bonus",
        "Athletics",
        2,
        None,
        0,
        id="L802 Acrobat: +2 on Athletics rolls, a fall",
    ),
    pytest.param(
        "Athletics stunt 4",
        "skill_bonus",
        "Athletics",
        2,
        None,
        0,
        id=("L807 Athletics stunt 4: +2 on Athletics rolls, defending against knockback or a push"),
    ),
    pytest.param(
        "Athletics stunt 4",
        "skill_bonus",
        "Athletics",
        2,
        None,
        0,
        id="L807 Athletics stunt 4: +2 on Athletics rolls, escaping bonds",
    ),
    pytest.param(
        "Marathon Training",
        "skill_instead",
        "Endurance",
        0,
        "Athletics",
        0,
        id=("L810 Marathon Training: Athletics for Endurance, lengthy athletic activity"),
    ),
    pytest.param(
        "Marathon Training",
        "complement",
        "Endurance",
        0,
        "Athletics",
        0,
        id=("L810 Marathon Training: Athletics complements Endurance, any other Endurance roll"),
    ),
    pytest.param(
        "Fast as a Leopard",
        "skill_bonus",
        "Athletics",
        2,
        None,
        0,
        id="L812 Fast as a Leopard: +2 on Athletics rolls, a sprint",
    ),
    pytest.param(
        "Fast as a Leopard",
        "skill_bonus",
        "Athletics",
        0,
        None,
        0,
        id=(
            "L814 Fast as a Leopard: no bonus, a race with a mounted beast or a car, the +2 set"
            " aside for an even footing"
        ),
    ),
    pytest.param(
        "Athletics stunt 7",
        "skill_bonus",
        "Athletics",
        4,
        None,
        0,
        id="L815 Athletics stunt 7: +4 on Athletics rolls, a sprint",
    ),
    pytest.param(
        "Athletics stunt 7",
        "skill_bonus",
        "Athletics",
        2,
        None,
        0,
        id=(
            "L817 Athletics stunt 7: +2 on Athletics rolls, a race with a horse or a car, +2 for"
            " an even footing"
        ),
    ),
    pytest.param(
        "Athletics stunt 8",
        "skill_bonus",
        "Athletics",
        2,
        None,
        0,
        id="L818 Athletics stunt 8: +2 on Athletics rolls, a climb",
    ),
    pytest.param(
        "Athletics stunt 10",
        "skill_instead",
        "Survival",
        0,
        "Athletics",
        0,
        id=("L822 Athletics stunt 10: Athletics for Survival, a maneuver when riding"),
    ),
    pytest.param(
        "Burglary stunt 1",
        "skill_instead",
        "Investigation",
        0,
        "Burglary",
        0,
        id=(
            "L825 Burglary stunt 1: Burglary for Investigation, investigating a"
            " crime done with Burglary"
        ),
    ),
    pytest.param(
        "Burglary stunt 1",
        "skill_bonus",
        "Burglary",
        1,
        None,
        0,
        id=("L825 Burglary stunt 1: +1 on Burglary rolls, a crime like one you have done"),
    ),
    pytest.param(
        "Tripwire Sensibilities",
        "skill_instead",
        "Alertness",
        0,
        "Burglary",
        0,
        id=("L827 Tripwire Sensibilities: Burglary for Alertness, uncovering or avoiding a trap"),
    ),
    pytest.param(
        "Tripwire Sensibilities",
        "skill_instead",
        "Investigation",
        0,
        "Burglary",
        0,
        id=(
            "L827 Tripwire Sensibilities: Burglary for Investigation, uncovering or avoiding a trap"
        ),
    ),
    pytest.param(
        "Mental Blueprint",
        "skill_bonus",
        "Burglary",
        2,
        None,
        0,
        id="L834 Mental Blueprint: +2 on Burglary rolls, casing a location",
    ),
    pytest.param(
        "Contacting stunt 4",
        "skill_bonus",
        "Contacting",
        2,
        None,
        0,
        id=("L854 Contacting stunt 4: +2 on Contacting rolls, corroborating another contact"),
    ),
    pytest.param(
        "Contacting stunt 5",
        "skill_instead",
        "Leadership",
        0,
        "Contacting",
        0,
        id=("L856 Contacting stunt 5: Contacting for Leadership, a bureaucratic entanglement"),
    ),
    pytest.param(
        "Big Man",
        "skill_instead",
        "Resources",
        0,
        "Contacting",
        0,
        id="L860 Big Man: Contacting for Resources, what your field can provide",
    ),
    pytest.param(
        "Contacting stunt 8",
        "skill_bonus",
        "Rapport",
        2,
        None,
        0,
        id="L863 Contacting stunt 8: +2 on Rapport rolls, dealing with your field",
    ),
    pytest.param(
        "Contacting stunt 8",
        "skill_instead",
        "Rapport",
        0,
        "Contacting",
        0,
        id=("L863 Contacting stunt 8: Contacting for Rapport, a good reaction in your field"),
    ),
    pytest.param(
        "Big Name",
        "skill_bonus",
        "Rapport",
        2,
        None,
        0,
        id=("L866 Big Name: +2 on Rapport rolls, first dealing with someone who knows your name"),
    ),
    pytest.param(
        "Big Name",
        "skill_bonus",
        "Intimidation",
        2,
        None,
        0,
        id=(
            "L866 Big Name: +2 on Intimidation rolls, first dealing with someone"
            " who knows your name"
        ),
    ),
    pytest.param(
        "Contacting stunt 10",
        "skill_instead",
        "Rapport",
        0,
        "Contacting",
        1,
        id=("L869 Contacting stunt 10: Contacting for Rapport, your reputation is known, 1 FP"),
    ),
    pytest.param(
        "Contacting stunt 10",
        "skill_instead",
        "Intimidation",
        0,
        "Contacting",
        1,
        id=(
            "L869 Contacting stunt 10: Contacting for Intimidation, your reputation is known, 1 FP"
        ),
    ),
    pytest.param(
        "Contacting stunt 10",
        "skill_instead",
        "Deceit",
        0,
        "Contacting",
        1,
        id=("L869 Contacting stunt 10: Contacting for Deceit, your reputation is known, 1 FP"),
    ),
    pytest.param(
        "Contacting stunt 10",
        "skill_instead",
        "Leadership",
        0,
        "Contacting",
        1,
        id=("L869 Contacting stunt 10: Contacting for Leadership, your reputation is known, 1 FP"),
    ),
    pytest.param(
        "Contacting stunt 10",
        "skill_instead",
        "Resolve",
        0,
        "Contacting",
        1,
        id=("L869 Contacting stunt 10: Contacting for Resolve, your reputation is known, 1 FP"),
    ),
    pytest.param(
        "Con Man",
        "skill_instead",
        "Empathy",
        0,
        "Deceit",
        0,
        id="L875 Con Man: Deceit for Empathy, a read (weaknesses only)",
    ),
    pytest.param(
        "Deceit stunt 2",
        "skill_instead",
        "Gambling",
        0,
        "Deceit",
        0,
        id=("L879 Deceit stunt 2: Deceit for Gambling, cheating (caught if it fails)"),
    ),
    pytest.param(
        "Deceit stunt 9",
        "skill_instead",
        "Burglary",
        -2,
        "Deceit",
        1,
        id=("L904 Deceit stunt 9: Deceit -2 for any skill, a skill your persona would have, 1 FP"),
    ),
    pytest.param(
        "The Honest Lie",
        "skill_bonus",
        "Deceit",
        2,
        None,
        0,
        id=("L908 The Honest Lie: +2 on Deceit rolls, a lie with a hefty dose of truth"),
    ),
    pytest.param(
        "Takes One to Know One",
        "skill_instead",
        "Empathy",
        0,
        "Deceit",
        0,
        id=("L910 Takes One to Know One: Deceit for Empathy, telling whether someone lies"),
    ),
    pytest.param(
        "Custom Ride",
        "skill_bonus",
        "Drive",
        1,
        None,
        0,
        id="L916 Custom Ride: +1 on Drive rolls, driving your own car",
    ),
    pytest.param(
        "Custom Ride",
        "skill_bonus",
        "Drive",
        0,
        None,
        1,
        id=(
            "L918 Custom Ride: a fate point, the car's extra device, declared (an oil slick, a"
            " speed boost...)"
        ),
    ),
    pytest.param(
        "Drive stunt 3",
        "skill_instead",
        "Engineering",
        0,
        "Drive",
        0,
        id="L924 Drive stunt 3: Drive for Engineering, working on a car",
    ),
    pytest.param(
        "Drive stunt 3",
        "skill_instead",
        "Engineering",
        -1,
        "Drive",
        0,
        id=("L924 Drive stunt 3: Drive -1 for Engineering, working on another vehicle"),
    ),
    pytest.param(
        "Drive stunt 4",
        "skill_bonus",
        "Drive",
        1,
        None,
        0,
        id="L926 Drive stunt 4: +1 on Drive rolls, a driving maneuver in a chase",
    ),
    pytest.param(
        "Empathy stunt 3",
        "skill_instead",
        "Investigation",
        0,
        "Empathy",
        0,
        id=("L942 Empathy stunt 3: Empathy for Investigation, finding someone you have met"),
    ),
    pytest.param(
        "Empathy stunt 7",
        "skill_instead",
        "Intimidation",
        0,
        "Empathy",
        0,
        id=("L953 Empathy stunt 7: Empathy for Intimidation, provoking someone you have read"),
    ),
    pytest.param(
        "Endurance stunt 7",
        "skill_bonus",
        "Endurance",
        2,
        None,
        0,
        id=(
            "L981 Endurance stunt 7: +2 on Endurance rolls, an uncommon poison met"
            " for the first time"
        ),
    ),
    pytest.param(
        "Endurance stunt 7",
        "skill_bonus",
        "Endurance",
        6,
        None,
        0,
        id="L981 Endurance stunt 7: +6 on Endurance rolls, a poison met before",
    ),
    pytest.param(
        "Engineering stunt 4",
        "skill_bonus",
        "Engineering",
        1,
        None,
        0,
        id=("L1005 Engineering stunt 4: +1 on Engineering rolls, working on a weapon"),
    ),
    pytest.param(
        "Grease Monkey",
        "skill_bonus",
        "Engineering",
        1,
        None,
        0,
        id="L1008 Grease Monkey: +1 on Engineering rolls, working on a vehicle",
    ),
    pytest.param(
        "Mister Fix-It",
        "skill_bonus",
        "Engineering",
        1,
        None,
        0,
        id=("L1011 Mister Fix-It: +1 on Engineering rolls, a repair already at the fastest time"),
    ),
    pytest.param(
        "Dirty Fighter",
        "tag_bonus",
        "Fists",
        1,
        None,
        0,
        id=("L1020 Dirty Fighter: +1 per tag, tagging an opponent's aspect in a fight"),
    ),
    pytest.param(
        "Fists stunt 7",
        "skill_instead",
        "Weapons",
        0,
        "Fists",
        0,
        id="L1037 Fists stunt 7: Fists for Weapons, an improvised weapon",
    ),
    pytest.param(
        "Martial Arts",
        "skill_bonus",
        "Fists",
        1,
        None,
        0,
        id=("L1043 Martial Arts: +1 on any rolls, tagging the aspect your study placed"),
    ),
    pytest.param(
        "Fists stunt 11",
        "skill_instead",
        "Intimidation",
        0,
        "Fists",
        0,
        id=("L1050 Fists stunt 11: Fists for Intimidation, showing your fighting stance"),
    ),
    pytest.param(
        "Gambling stunt 5",
        "skill_instead",
        "Deceit",
        0,
        "Gambling",
        0,
        id="L1082 Gambling stunt 5: Gambling for Deceit, running a bluff",
    ),
    pytest.param(
        "Gambling stunt 5",
        "skill_instead",
        "Empathy",
        0,
        "Gambling",
        0,
        id="L1082 Gambling stunt 5: Gambling for Empathy, seeing through a bluff",
    ),
    pytest.param(
        "Gambling stunt 6",
        "skill_instead",
        "Resources",
        0,
        "Gambling",
        0,
        id=("L1084 Gambling stunt 6: Gambling for Resources, your winnings (once a session)"),
    ),
    pytest.param(
        "Players’ Club",
        "skill_instead",
        "Contacting",
        0,
        "Gambling",
        0,
        id="L1086 Players’ Club: Gambling for Contacting, any Contacting roll",
    ),
    pytest.param(
        "Guns stunt 2",
        "skill_instead",
        "Athletics",
        0,
        "Guns",
        0,
        id=("L1095 Guns stunt 2: Guns for Athletics, defending against a physical attack"),
    ),
    pytest.param(
        "Guns stunt 3",
        "skill_bonus",
        "Guns",
        1,
        None,
        0,
        id="L1098 Guns stunt 3: +1 on Guns rolls, aiming at a target",
    ),
    pytest.param(
        "Guns stunt 3",
        "skill_bonus",
        "Guns",
        2,
        None,
        0,
        id="L1098 Guns stunt 3: +2 on Guns rolls, aiming with a scope",
    ),
    pytest.param(
        "Guns stunt 4",
        "skill_bonus",
        "Guns",
        2,
        None,
        0,
        id="L1101 Guns stunt 4: +2 on Guns rolls, shooting an inanimate object",
    ),
    pytest.param(
        "Guns stunt 5",
        "skill_bonus",
        "Fists",
        2,
        None,
        0,
        id=(
            "L1103 Guns stunt 5: +2 on any rolls, defending against a maneuver to use up your shots"
        ),
    ),
    pytest.param(
        "Guns stunt 6",
        "skill_bonus",
        "Guns",
        3,
        None,
        0,
        id="L1107 Guns stunt 6: +3 on Guns rolls, your last shot",
    ),
    pytest.param(
        "Quick Draw",
        "skill_bonus",
        "Fists",
        2,
        None,
        0,
        id="L1111 Quick Draw: +2 on any rolls, a block against drawing your gun",
    ),
    pytest.param(
        "Gun-Crazy",
        "skill_instead",
        "Engineering",
        0,
        "Guns",
        0,
        id="L1120 Gun-Crazy: Guns for Engineering, working on guns",
    ),
    pytest.param(
        "Guns stunt 12",
        "skill_bonus",
        "Guns",
        1,
        None,
        0,
        id="L1123 Guns stunt 12: +1 on Guns rolls, with your special gun",
    ),
    pytest.param(
        "Guns stunt 13",
        "hit_bonus",
        "Guns",
        1,
        None,
        0,
        id="L1126 Guns stunt 13: +1 stress on a hit, firing two guns",
    ),
    pytest.param(
        "Guns stunt 13",
        "skill_bonus",
        "Fists",
        1,
        None,
        0,
        id="L1126 Guns stunt 13: +1 on any rolls, defending against losing a gun",
    ),
    pytest.param(
        "Intimidation stunt 1",
        "skill_bonus",
        "Intimidation",
        2,
        None,
        0,
        id=("L1131 Intimidation stunt 1: +2 on Intimidation rolls, making someone angry with you"),
    ),
    pytest.param(
        "Intimidation stunt 1",
        "complement",
        "Burglary",
        0,
        "Intimidation",
        0,
        id=(
            "L1131 Intimidation stunt 1: Intimidation complements the roll, the"
            " first exchange of what you provoked"
        ),
    ),
    pytest.param(
        "Intimidation stunt 3",
        "skill_instead",
        "Empathy",
        0,
        "Intimidation",
        0,
        id=(
            "L1136 Intimidation stunt 3: Intimidation for Empathy, getting"
            " information out of someone"
        ),
    ),
    pytest.param(
        "Intimidation stunt 3",
        "skill_instead",
        "Rapport",
        0,
        "Intimidation",
        0,
        id=(
            "L1136 Intimidation stunt 3: Intimidation for Rapport, getting"
            " information out of someone"
        ),
    ),
    pytest.param(
        "Intimidation stunt 4",
        "skill_instead",
        "Resolve",
        0,
        "Intimidation",
        0,
        id=(
            "L1140 Intimidation stunt 4: Intimidation for Resolve, defending"
            " against Rapport, Deceit or Empathy"
        ),
    ),
    pytest.param(
        "Scary",
        "skill_instead",
        "Resolve",
        0,
        "Intimidation",
        0,
        id="L1142 Scary: Intimidation for Resolve, resisting Intimidation",
    ),
    pytest.param(
        "Aura of Fear",
        "skill_bonus",
        "Intimidation",
        -2,
        None,
        1,
        id=(
            "L1148 Aura of Fear: -2 on Intimidation rolls, intimidating everyone in the scene, 1 FP"
        ),
    ),
    pytest.param(
        "Steely Gaze",
        "skill_bonus",
        "Fists",
        -2,
        None,
        0,
        id=("L1154 Steely Gaze: -2 on any rolls, defending against an interruption of a gaze"),
    ),
    pytest.param(
        "Intimidation stunt 11",
        "skill_bonus",
        "Intimidation",
        2,
        None,
        0,
        id=("L1160 Intimidation stunt 11: +2 on Intimidation rolls, Aura of Fear without its -2"),
    ),
    pytest.param(
        "Investigation stunt 3",
        "skill_instead",
        "Burglary",
        0,
        "Investigation",
        0,
        id=(
            "L1172 Investigation stunt 3: Investigation for any skill, your hunch"
            " proved right (one exchange)"
        ),
    ),
    pytest.param(
        "Investigation stunt 3",
        "skill_instead",
        "Burglary",
        0,
        "Empathy",
        0,
        id=(
            "L1172 Investigation stunt 3: Empathy for any skill, your hunch proved"
            " right (one exchange)"
        ),
    ),
    pytest.param(
        "Investigation stunt 4",
        "skill_bonus",
        "Investigation",
        2,
        None,
        0,
        id="L1176 Investigation stunt 4: +2 on Investigation rolls, reading lips",
    ),
    pytest.param(
        "Focused Senses",
        "skill_bonus",
        "Investigation",
        2,
        None,
        0,
        id=("L1178 Focused Senses: +2 on Investigation rolls, using your focused sense"),
    ),
    pytest.param(
        "Focused Senses",
        "skill_bonus",
        "Fists",
        -2,
        None,
        0,
        id=("L1178 Focused Senses: -2 on any rolls, any roll but Investigation while focused"),
    ),
    pytest.param(
        "Legal Eagle",
        "skill_bonus",
        "Leadership",
        2,
        None,
        0,
        id=("L1207 Legal Eagle: +2 on Leadership rolls, dealing with the law where you have lived"),
    ),
    pytest.param(
        "Leadership stunt 7",
        "skill_instead",
        "Resources",
        -2,
        "Leadership",
        0,
        id=("L1212 Leadership stunt 7: Leadership -2 for Resources, your organisation's money"),
    ),
    pytest.param(
        "Leadership stunt 8",
        "skill_instead",
        "Deceit",
        0,
        "Leadership",
        0,
        id=("L1214 Leadership stunt 8: Leadership for Deceit, posing as a minor functionary"),
    ),
    pytest.param(
        "Herculean Strength",
        "skill_bonus",
        "Might",
        2,
        None,
        0,
        id=("L1222 Herculean Strength: +2 on Might rolls, a weight-based task outside combat"),
    ),
    pytest.param(
        "Might stunt 2",
        "skill_bonus",
        "Might",
        4,
        None,
        0,
        id=("L1223 Might stunt 2: +4 on Might rolls, an attack on an inanimate target"),
    ),
    pytest.param(
        "Might stunt 3",
        "skill_bonus",
        "Might",
        2,
        None,
        0,
        id="L1226 Might stunt 3: +2 on Might rolls, breaking out of bonds or holds",
    ),
    pytest.param(
        "Might stunt 4",
        "skill_instead",
        "Athletics",
        0,
        "Might",
        0,
        id="L1229 Might stunt 4: Might for Athletics, moving or sprinting",
    ),
    pytest.param(
        "Wrestler",
        "skill_instead",
        "Fists",
        0,
        "Might",
        0,
        id="L1233 Wrestler: Might for Fists, any Fists roll",
    ),
    pytest.param(
        "Might stunt 7",
        "skill_bonus",
        "Might",
        1,
        None,
        0,
        id="L1239 Might stunt 7: +1 on Might rolls, a block by grabbing hold",
    ),
    pytest.param(
        "Mesmerist",
        "skill_bonus",
        "Mysteries",
        2,
        None,
        0,
        id="L1254 Mesmerist: +2 on Mysteries rolls, a willing target",
    ),
    pytest.param(
        "Mesmerist",
        "complement",
        "Burglary",
        0,
        "Mysteries",
        0,
        id=("L1254 Mesmerist: Mysteries complements the roll, helping someone remember"),
    ),
    pytest.param(
        "Hypnotic Speech",
        "skill_instead",
        "Rapport",
        0,
        "Mysteries",
        0,
        id=("L1257 Hypnotic Speech: Mysteries for Rapport, after minutes of calm talk"),
    ),
    pytest.param(
        "Hypnotic Speech",
        "skill_instead",
        "Deceit",
        0,
        "Mysteries",
        0,
        id=("L1257 Hypnotic Speech: Mysteries for Deceit, after minutes of calm talk"),
    ),
    pytest.param(
        "Mysteries stunt 9",
        "skill_instead",
        "Survival",
        0,
        "Mysteries",
        0,
        id=(
            "L1275 Mysteries stunt 9: Mysteries for Survival, finding medical supplies in the wild"
        ),
    ),
    pytest.param(
        "Mysteries stunt 9",
        "skill_instead",
        "Science",
        0,
        "Mysteries",
        0,
        id=("L1275 Mysteries stunt 9: Mysteries for Science, first aid or medical care"),
    ),
    pytest.param(
        "Mysteries stunt 10",
        "skill_instead",
        "Empathy",
        0,
        "Mysteries",
        0,
        id="L1278 Mysteries stunt 10: Mysteries for Empathy, a palm reading",
    ),
    pytest.param(
        "Mysteries stunt 11",
        "skill_bonus",
        "Mysteries",
        1,
        None,
        0,
        id=("L1281 Mysteries stunt 11: +1 on Mysteries rolls, rolls in your occult field"),
    ),
    pytest.param(
        "Mysteries stunt 11",
        "skill_bonus",
        "Mysteries",
        1,
        None,
        0,
        id="L1281 Mysteries stunt 11: +1 on Mysteries rolls, your specialisation",
    ),
    pytest.param(
        "Mysteries stunt 12",
        "skill_instead",
        "Investigation",
        0,
        "Mysteries",
        0,
        id=("L1284 Mysteries stunt 12: Mysteries for Investigation, the occult climate of a place"),
    ),
    pytest.param(
        "Mysteries stunt 12",
        "skill_instead",
        "Alertness",
        0,
        "Mysteries",
        0,
        id=("L1284 Mysteries stunt 12: Mysteries for Alertness, a supernatural surprise"),
    ),
    pytest.param(
        "Mysteries stunt 14",
        "skill_instead",
        "Resolve",
        0,
        "Mysteries",
        0,
        id=("L1294 Mysteries stunt 14: Mysteries for Resolve, struggling with a summoned spirit"),
    ),
    pytest.param(
        "Flying Ace",
        "skill_instead",
        "Guns",
        0,
        "Pilot",
        0,
        id="L1310 Flying Ace: Pilot for Guns, attacking in a dogfight",
    ),
    pytest.param(
        "Pilot stunt 5",
        "hit_bonus",
        "Fists",
        2,
        None,
        0,
        id=("L1312 Pilot stunt 5: +2 stress on a hit, attacking a flying target from above"),
    ),
    pytest.param(
        "Personal Aircraft",
        "skill_bonus",
        "Pilot",
        1,
        None,
        0,
        id="L1319 Personal Aircraft: +1 on Pilot rolls, flying your own aircraft",
    ),
    pytest.param(
        "Pilot stunt 9",
        "skill_instead",
        "Engineering",
        0,
        "Pilot",
        0,
        id="L1324 Pilot stunt 9: Pilot for Engineering, working on a plane",
    ),
    pytest.param(
        "Pilot stunt 9",
        "skill_instead",
        "Engineering",
        -1,
        "Pilot",
        0,
        id=("L1324 Pilot stunt 9: Pilot -1 for Engineering, working on another vehicle"),
    ),
    pytest.param(
        "Rapport stunt 4",
        "skill_bonus",
        "Rapport",
        2,
        None,
        0,
        id=("L1336 Rapport stunt 4: +2 on Rapport rolls, seduction of a receptive target"),
    ),
    pytest.param(
        "Rapport stunt 6",
        "skill_bonus",
        "Rapport",
        1,
        None,
        0,
        id="L1344 Rapport stunt 6: +1 on Rapport rolls, opening up to a read",
    ),
    pytest.param(
        "Rapport stunt 7",
        "skill_instead",
        "Contacting",
        0,
        "Rapport",
        0,
        id=("L1348 Rapport stunt 7: Rapport for Contacting, gathering information from someone"),
    ),
    pytest.param(
        "Rapport stunt 8",
        "skill_bonus",
        "Rapport",
        2,
        None,
        0,
        id=("L1350 Rapport stunt 8: +2 on Rapport rolls, calming someone not upset with you"),
    ),
]


@pytest.mark.parametrize(("stunt", "kind", "skill", "amount", "uses", "cost"), ROLL_USES)
def test_sotc_stunt_offered_on_the_roll(stunt, kind, skill, amount, uses, cost, request):
    # The Roll dialog offers the use on a roll of its skill; ticked, it changes the roll.
    # The row's id names the circumstance (after its comma): the use offered must be that one,
    # so two uses with the same numbers (Scholar's field and specialisation) are both checked.
    helper = uses or "Alertness"
    who = hero(stunt, **{skill: 2, helper: 4})
    offered = [u for u in roll_uses(who, SOTC, skill, Action.ATTACK) if u.stunt == stunt]
    if kind == "skill_bonus":
        found = [u for u in offered if u.bonus == amount and not (u.uses or u.hit or u.per_tag)]
    elif kind == "skill_instead":
        found = [u for u in offered if u.uses == uses and u.bonus == amount]
    elif kind == "complement":
        found = [u for u in offered if u.bonus == 1 and not u.uses]  # L406: the higher, +1
        weaker = hero(stunt, **{skill: 4, helper: 1})
        names = {u.name for u in found}
        assert {
            u.bonus for u in roll_uses(weaker, SOTC, skill, Action.ATTACK) if u.name in names
        } == {0}
    elif kind == "hit_bonus":
        found = [u for u in offered if u.hit == amount]
    else:
        found = [u for u in offered if u.per_tag == amount]
    row = request.node.callspec.id
    found = [u for u in found if f", {u.when}" in row]
    assert len(found) == 1, (row, offered)
    use = found[0]
    worked = on_roll(offered, [use.name], tags=2)
    assert worked.fate_points == cost == use.fate_points
    assert worked.skill == (uses if kind == "skill_instead" else None)
    assert worked.hit == (amount if kind == "hit_bonus" else 0)
    expected = {"tag_bonus": 2 * amount, "hit_bonus": 0, "complement": 1}.get(kind, amount)
    assert worked.bonus == expected
    assert use.name not in {u.name for u in roll_uses(hero(), SOTC, skill, Action.ATTACK)}


def test_sotc_L706_L730_two_skills_in_place_and_a_stunt_taken_twice():
    # L730: Scholar taken for two fields: its bonuses do not overlap, offered once.
    twice = roll_uses(hero("Scholar", "Scholar"), SOTC, "Academics", Action.OVERCOME)
    assert len([u for u in twice if u.stunt == "Scholar"]) == 2

    # L730: Academics complements social skills among the field as if two steps higher ("Good
    # Academics ... as if his Academics were Superb (Good+2)"); complementing gives +1 when the
    # complementing skill is the higher (L406).
    def scholarly(academics, rapport):
        who = hero("Scholar", Academics=academics, Rapport=rapport)
        return [u.bonus for u in roll_uses(who, SOTC, "Rapport", Action.OVERCOME)]

    assert scholarly(4, 4) == [1] and scholarly(3, 4) == [1] and scholarly(2, 4) == [0]
    # L768, L877: reading the artist through a work (Art for Empathy) and a con man's read
    # (Deceit for Empathy) are two skills; only one can be rolled in the roll's place.
    both = roll_uses(hero("Art stunt 1", "Con Man"), SOTC, "Empathy", Action.OVERCOME)
    with pytest.raises(RulesError, match="only one skill"):
        on_roll(both, [u.name for u in both if u.uses])
    # A stunt written by hand with a bonus and a fate-point cost (Condensed's rare stunts).
    own = Character("a", "A", stunts=(Stunt("Lucky", bonus=2, skill="Notice", fate_point_cost=1),))
    (lucky,) = roll_uses(own, SOTC, "Notice", Action.OVERCOME)
    assert on_roll([lucky], ["Lucky"]).fate_points == 1 and lucky.label == "Lucky +2 [1 FP]"
    assert roll_uses(own, SOTC, "Fists", Action.OVERCOME) == ()
    # A stunt with a fate-point cost and nothing tying it to a roll is not offered on one.
    apart = Character("b", "B", stunts=(Stunt("Shrug It Off", fate_point_cost=1),))
    assert roll_uses(apart, SOTC, "Fists", Action.OVERCOME) == ()


def test_sotc_L814_L817_the_sprint_s_bonus_or_an_even_footing_one_or_the_other():
    # L814: the +2 may be set aside "to be considered on an 'even footing' in a race with a
    # mounted beast or a car"; L817: "+4; you can reduce this to +2 and be considered on an
    # even footing with a horse or a car". The two are alternatives on one roll.
    who = hero("Fast as a Leopard", "Athletics stunt 7", Athletics=3)
    offered = roll_uses(who, SOTC, "Athletics", Action.OVERCOME)
    fast = {u.when: u.name for u in offered if u.stunt == "Athletics stunt 7"}
    full, footing = fast["a sprint"], fast["a race with a horse or a car, +2 for an even footing"]
    assert on_roll(offered, [full]).bonus == 4 and on_roll(offered, [footing]).bonus == 2
    with pytest.raises(RulesError, match="one or the other"):
        on_roll(offered, [full, footing])
    # Each stunt's choice is its own: Fast as a Leopard's even footing with stunt 7's.
    leopard = {u.when: u.name for u in offered if u.stunt == "Fast as a Leopard"}
    aside = leopard["a race with a mounted beast or a car, the +2 set aside for an even footing"]
    assert on_roll(offered, [aside, footing]).bonus == 2
