"""The skill and approach names of the four games, and the other names Fate Core's seed texts
use for three of its skills. `rulesets.py` builds each rule set's `CharacterRules` from them."""

CONDENSED_SKILLS = (
    "Academics",
    "Athletics",
    "Burglary",
    "Contacts",
    "Crafts",
    "Deceive",
    "Drive",
    "Empathy",
    "Fight",
    "Investigate",
    "Lore",
    "Notice",
    "Physique",
    "Provoke",
    "Rapport",
    "Resources",
    "Shoot",
    "Stealth",
    "Will",
)

# Published Fate Core's 18 skills; the seed chapters use draft names for three of them.
CORE_SKILLS = tuple(skill for skill in CONDENSED_SKILLS if skill != "Academics")
CORE_ALIASES = (("Fighting", "Fight"), ("Intimidation", "Provoke"), ("Deceit", "Deceive"))

APPROACHES = ("Careful", "Clever", "Flashy", "Forceful", "Quick", "Sneaky")

SOTC_SKILLS = (
    "Academics",
    "Alertness",
    "Art",
    "Athletics",
    "Burglary",
    "Contacting",
    "Deceit",
    "Drive",
    "Empathy",
    "Endurance",
    "Engineering",
    "Fists",
    "Gambling",
    "Guns",
    "Intimidation",
    "Investigation",
    "Leadership",
    "Might",
    "Mysteries",
    "Pilot",
    "Rapport",
    "Resolve",
    "Resources",
    "Science",
    "Sleight of Hand",
    "Stealth",
    "Survival",
    "Weapons",
)
