"""The labels other apps' Fate sheets use, in every language Fari ships Fate templates for and
every language Fate Core Official ships, and what each one means on a fate-tui sheet.

Fari sheets are free-form blocks under free-form section titles, so the only way to know that
"Complicación" is a trouble or "KRAFTVOLL" is Forceful is the wording its own templates use.
Labels are compared folded (`fold`): no accents, no case, no numbering ("Stunt #2",
"prouesse n°1"), no HTML entities ("Stunts &amp; Extras").

The tables were checked against Fari 6.3.6 (`farirpgs/fari-app`,
`lib/domains/character/character-templates/`) and Fate Core Official 4.7.14.8
(`Sk1mble/fate-core-official`, `lang/*.json`; its Czech `lang/cs.json` at commit 105ed5b8,
version 4.7.14.2 of the Foundry 14 line); docs/import-export.md lists them and a test holds
the two together.
"""

from __future__ import annotations

import html
import re
import unicodedata

from fate_tui.rules.ruleset import Severity

# The versions the tables were checked against, as docs/import-export.md names them.
FARI_VERSION = "6.3.6"
FCO_VERSION = "4.7.14.8"
# FCO's Czech arrived on its Foundry 14 line, numbered apart from the 4.7.14.8 above.
FCO_CZECH_VERSION = "4.7.14.2"
FCO_CZECH_COMMIT = "105ed5b8c13614098e9723d12d4977ffd6f998c3"

_NUMBERING = re.compile(r"\s*(#|n°|no\.?|nº)?\s*\d+\s*$")
# Turkish adds its plural to an English word after an apostrophe: "Aspect'LER", "Stunt'laR".
_TURKISH_PLURAL = re.compile(r"'(ler|lar)\b")
_PARENTHESES = re.compile(r"\([^)]*\)")


def fold(label: str) -> str:
    """A label reduced to what identifies it: 'Proeza #1' -> 'proeza', 'Físico' -> 'fisico'."""
    text = html.unescape(label or "")
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold()
    # Turkish dotless i: 'ATICILIK' and 'Atıcılık' are one word.
    text = text.replace("’", "'").replace("&", " & ").replace("ı", "i")
    text = " ".join(text.split())
    return _NUMBERING.sub("", text).strip(" :'")


def title(label: str) -> str:
    """A section title or block label folded, without what a translation adds around the word:
    "Skill'LER (becerİler)" -> 'skill', 'Trouble (BELA)' -> 'trouble'."""
    text = _PARENTHESES.sub(" ", fold(label))
    return " ".join(_TURKISH_PLURAL.sub("", text).split()).strip(" :'")


def word_set(words: str) -> frozenset[str]:
    return frozenset(fold(w) for w in words.split("|"))


# Section titles ------------------------------------------------------------------------------
# Only the sections whose blocks do not say what they are by their type need a title: aspects,
# stunts, notes. Skills, stress and fate points are known by their block type (Skill,
# SlotTracker, PointCounter); consequences by their block labels.

ASPECT_SECTIONS = word_set(
    "Aspects|Aspect|Aspectos|Aspekte|Aspetti|Aspekty|Aspects du personnage|Character Aspects"
)
STUNT_WORDS = word_set(
    "Stunt|Stunts|Stunts & Extras|Proeza|Proezas|Proezas y Extras|Prouesse|Prouesses|"
    "Prouesses & Extras|Façanha|Façanhas|Façanhas & Extras|Talento|Talenti|"
    "Accessori & Talenti|Talenti & Extra|Sztuczki|Sztuczka|Sztuczki i atuty|Triki"
)
NOTES_WORDS = word_set("Notes|Notas|Notizen|Note|Notatki|Notlar|Other|Otro|Sonstiges|Divers")

# Block labels -----------------------------------------------------------------------------

ASPECT_ROLES: dict[str, str] = {}
for _role, _words in (
    (
        "high concept",
        "High Concept|High Concept Aspect|Concepto Principal|Concepto|Konzept|Concetto Base|"
        "Concetto|Concept|Grand Concept|Conceito|Conceito principal|Koncepcja|"
        "Koncepcja Postaci|Koncepcja ogólna|Ana Fikir|Základní koncept",
    ),
    (
        "trouble",
        "Trouble|Trouble Aspect|Complicación|Dilemma|Problema|Problème|Dificuldade|Problem|"
        "Kłopot|Dert|Bela",
    ),
    (
        "relationship",
        "Relationship|Relación|Relazione|Relation|Relações|Relação|Relacionamento|"
        "Zugehörigkeit/Aspekt|Zugehörigkeit|Beziehung|Relacja|İlişki|Vztah",
    ),
):
    for _word in _words.split("|"):
        ASPECT_ROLES[fold(_word)] = _role

SEVERITIES: dict[str, Severity] = {}
for _severity, _words in (
    (
        Severity.MILD,
        "Mild|Milde|Leve|Leicht|Leichte|Lieve|Légère|Légere|Suave|Łagodna|Hafif|Minor|Mírný",
    ),
    (
        Severity.MODERATE,
        "Moderate|Moderada|Mittel|Mittlere|Moderato|Moderata|Modérée|Umiarkowana|Orta|Ortalama|"
        "Střední",
    ),
    (Severity.SEVERE, "Severe|Grave|Schwer|Schwere|Severa|Poważna|Ağır|Vážný"),
    (Severity.EXTREME, "Extreme|Extrema|Extrem|Estrema|Extrême|Ekstremalna|Extrémní"),
):
    for _word in _words.split("|"):
        SEVERITIES[fold(_word)] = _severity
CONSEQUENCE_WORDS = word_set(
    "Consequences|Consequence|Consecuencias|Konsequenzen|Conseguenze|Conséquences|"
    "Consequências|Konsekwencje|Konsekwecje|Sonuçlar|Následky"
)

# Stress tracks: the track names of fate-tui's rule sets, and the words around them.
STRESS_TRACKS: dict[str, str] = {}
for _track, _words in (
    (
        "physical",
        "Physical|Físico|Física|Fisico|Körperlich|Körperlicher|Physique|Physischer|Physische|"
        "Fizyczny|Fizyczna|Fiziksel|Fyzický",
    ),
    (
        "mental",
        "Mental|Geistig|Geistiger|Mentale|Psychique|Psychische|Psychischer|Mentalny|"
        # "Mentání" is how FCO's Czech Core names its mental track (sic).
        "Umysłowy|Umysłowa|Zihinsel|Mentální|Mentání",
    ),
    ("stress", "Stress|Estrés|Stresse|Estresse|Stres|Belastung|Presja"),
):
    for _word in _words.split("|"):
        STRESS_TRACKS[fold(_word)] = _track
STRESS_WORDS = frozenset(word for word, track in STRESS_TRACKS.items() if track == "stress")
_TRACK_WORDS = word_set("Track|Tracks")

FATE_POINT_WORDS = word_set(
    "Fate Points|Fate Point|Puntos de Destino|Fate Punkte|Fate-Punkte|Fatepunkte|Punti Fate|"
    "Punti Fato|Points Fate|Points de Destin|Pontos de Destino|Punkty Losu|Kader Puanları|"
    "Fate Puanları"
)
REFRESH_WORDS = word_set(
    "Refresh|Recuperación|Erholungsrate|Ricarica|Récupération|Recarga|Odświeżenie"
)
SAVED_SKILL_POINTS = word_set("Saved Skill Points")

# Skills and approaches: the names each language's templates give them -> fate-tui's names.
# Keyed by language so that a lone word of another language on a sheet ("Perception" on a
# Strands of Fate sheet is French for Notice) is reported rather than silently read.
LANGUAGES = {
    "es": "Spanish",
    "de": "German",
    "it": "Italian",
    "fr": "French",
    "pt": "Brazilian Portuguese",
    "pl": "Polish",
    "tr": "Turkish",
    "cs": "Czech",
}
TRANSLATED_SKILLS: dict[str, dict[str, str]] = {
    "es": {
        "Academics": "Conocimiento Académico|C. Académico",
        "Athletics": "Atletismo",
        "Burglary": "Robar",
        "Contacts": "Contactos",
        "Crafts": "Máquinas",
        "Deceive": "Engañar",
        "Drive": "Conducir",
        "Empathy": "Empatía",
        "Fight": "Pelear",
        "Investigate": "Investigar",
        "Lore": "Saber",
        "Notice": "Percepción",
        "Physique": "Físico",
        "Provoke": "Provocar",
        "Rapport": "Carisma",
        "Resources": "Recursos",
        "Shoot": "Disparar",
        "Stealth": "Sigilo",
        "Will": "Voluntad",
        "Careful": "Cuidadoso|Cauto",
        "Clever": "Ingenioso",
        "Flashy": "Llamativo",
        "Forceful": "Vigoroso",
        "Quick": "Rápido",
        "Sneaky": "Furtivo",
    },
    "de": {
        "Academics": "Bildung|Akademisches Wissen|Akademiker",
        "Athletics": "Athletik|Leichtathletik",
        "Burglary": "Diebeskünste|Diebeskunst",
        "Contacts": "Kontakte",
        "Crafts": "Handwerk",
        "Deceive": "Täuschung",
        "Drive": "Fahren",
        "Empathy": "Empathie",
        "Fight": "Kämpfen",
        "Investigate": "Nachforschung",
        "Lore": "Wissen|Spezialwissen",
        "Notice": "Wahrnehmung",
        "Physique": "Kraft",
        "Provoke": "Provozieren",
        "Rapport": "Charisma",
        "Resources": "Ressourcen",
        "Shoot": "Schießen|Schiessen",
        "Stealth": "Heimlichkeit",
        "Will": "Wille",
        "Careful": "Sorgfältig",
        "Clever": "Scharfsinnig",
        "Flashy": "Tollkühn",
        "Forceful": "Kraftvoll|Forciert",
        "Quick": "Flink",
        "Sneaky": "Tückisch|Heimtückisch",
    },
    "it": {
        "Athletics": "Atletica",
        "Contacts": "Contatti",
        "Crafts": "Ingegneria|Artigianato",
        "Deceive": "Raggirare",
        "Drive": "Guidare",
        "Empathy": "Empatia",
        "Fight": "Combattere",
        "Investigate": "Investigare",
        "Lore": "Conoscenze",
        "Notice": "Percezione",
        "Physique": "Fisico",
        "Provoke": "Provocare",
        "Rapport": "Influenzare",
        "Resources": "Risorse",
        "Shoot": "Sparare",
        "Stealth": "Furtività",
        "Will": "Volontà",
        "Careful": "Attento",
        "Clever": "Ingegnoso",
        "Flashy": "Appariscente",
        "Forceful": "Vigoroso",
        "Quick": "Rapido",
        "Sneaky": "Subdolo",
    },
    "fr": {
        "Athletics": "Athlétisme",
        "Burglary": "Cambriolage",
        "Contacts": "Relations",
        "Crafts": "Artisanat|Métiers",
        "Deceive": "Tromperie",
        "Drive": "Conduite",
        "Empathy": "Empathie",
        "Fight": "Combat",
        "Investigate": "Enquête",
        "Lore": "Érudition",
        "Notice": "Perception|Observation",
        "Physique": "Vigueur",
        "Provoke": "Provocation|Intimidation",
        "Rapport": "Relationnel|Sociabilité",
        "Resources": "Ressources",
        "Shoot": "Tir",
        "Stealth": "Discrétion",
        "Will": "Volonté",
        "Careful": "Soigneux",
        "Clever": "Astucieux",
        "Flashy": "Flamboyant",
        "Forceful": "Puissant",
        "Quick": "Rapide",
        "Sneaky": "Sournois",
    },
    "pt": {
        "Academics": "Estudos|Conhecimento Acadêmico",
        "Athletics": "Atletismo",
        "Burglary": "Roubo",
        "Contacts": "Contatos",
        "Crafts": "Ofícios",
        "Deceive": "Enganar",
        "Drive": "Condução|Dirigir",
        "Empathy": "Empatia",
        "Fight": "Lutar",
        "Investigate": "Investigar|Investigação",
        "Lore": "Conhecimentos",
        "Notice": "Percepção",
        "Physique": "Vigor",
        "Provoke": "Provocar",
        "Rapport": "Comunicação",
        "Resources": "Recursos",
        "Shoot": "Atirar",
        "Stealth": "Furtividade",
        "Will": "Vontade",
        "Careful": "Cuidadoso",
        "Clever": "Esperto",
        "Flashy": "Estiloso",
        "Forceful": "Forte|Poderoso",
        "Quick": "Ágil",
        "Sneaky": "Sorrateiro",
    },
    "pl": {
        "Academics": "Nauka",
        "Athletics": "Sprawność",
        "Burglary": "Kradzież",
        "Contacts": "Kontakty",
        "Crafts": "Rzemiosło",
        "Deceive": "Oszustwo",
        "Drive": "Prowadzenie",
        "Empathy": "Empatia",
        "Fight": "Walka",
        "Investigate": "Śledztwo",
        "Lore": "Wiedza|Wiedza tajemna",
        "Notice": "Spostrzegawczość",
        "Physique": "Budowa",
        "Provoke": "Prowokacja",
        "Rapport": "Relacje",
        "Resources": "Zasoby",
        "Shoot": "Strzelanie",
        "Stealth": "Ukrywanie",
        "Will": "Wola",
        # Fari's Polish Accelerated names the approaches in the feminine (postać).
        "Careful": "Uważna|Uważny",
        "Clever": "Pomysłowa|Pomysłowy",
        "Flashy": "Widowiskowa|Widowiskowy",
        "Forceful": "Siłowa|Siłowy",
        "Quick": "Szybka|Szybki",
        "Sneaky": "Podstępna|Podstępny",
    },
    "tr": {
        "Academics": "Akademik",
        "Athletics": "Çeviklik",
        "Burglary": "Hırsızlık",
        "Contacts": "Bağlantılar",
        "Crafts": "Zanaat",
        "Deceive": "Aldatmaca",
        "Drive": "Sürücülük",
        "Empathy": "Empati",
        "Fight": "Yakın Dövüş",
        "Investigate": "Gözlem",
        "Lore": "İlim",
        "Notice": "Farkındalık",
        "Physique": "Beden",
        "Provoke": "Kışkırtma",
        "Rapport": "Muhabbet",
        "Resources": "Kaynaklar",
        "Shoot": "Atıcılık",
        "Stealth": "Gizlilik",
        "Will": "İrade",
    },
    # Fate Core Official's Czech defaults (Fari ships no Czech template): Core names Lore
    # "Učenost", Condensed calls Academics "Znalosti" and Lore "Mystika".
    "cs": {
        "Academics": "Znalosti",
        "Athletics": "Atletika",
        "Burglary": "Zlodějna",
        "Contacts": "Kontakty",
        "Crafts": "Řemesla",
        "Deceive": "Klamání",
        "Drive": "Řízení",
        "Empathy": "Empatie|Vhled",
        "Fight": "Boj",
        "Investigate": "Vyšetřování",
        "Lore": "Učenost|Mystika",
        "Notice": "Vnímání",
        "Physique": "Kondice",
        "Provoke": "Provokace",
        "Rapport": "Přesvědčování|Vztahy",
        "Resources": "Majetek|Zdroje",
        "Shoot": "Střelba",
        "Stealth": "Skrývání|Nenápadnost",
        "Will": "Vůle",
        "Careful": "Opatrně",
        "Clever": "Chytře",
        "Flashy": "Oslnivě",
        "Forceful": "Rázně",
        "Quick": "Rychle",
        "Sneaky": "Lstivě",
    },
}

SKILL_NAMES: dict[str, str] = {}
SKILL_LANGUAGES: dict[str, set[str]] = {}
for _language, _table in TRANSLATED_SKILLS.items():
    for _skill, _words in _table.items():
        for _word in _words.split("|"):
            _folded = fold(_word)
            if SKILL_NAMES.setdefault(_folded, _skill) != _skill:
                raise ValueError(f"'{_word}' means both {SKILL_NAMES[_folded]} and {_skill}")
            SKILL_LANGUAGES.setdefault(_folded, set()).add(_language)


def aspect_role(label: str) -> str | None:
    """'Concepto Principal' -> 'high concept'; None for an aspect without a named role."""
    return ASPECT_ROLES.get(fold(label)) or ASPECT_ROLES.get(title(label))


def severity(label: str) -> Severity | None:
    """'Leve' -> mild; also 'Mild (2)', 'Mild Consequence', '2: Mild', 'Consecuencia Leve' and
    'Wound: Minor (2)'."""
    folded = fold(label)
    if folded in SEVERITIES:
        return SEVERITIES[folded]
    words = re.split(r"[\s():/,-]+", folded)
    found = {SEVERITIES[word] for word in words if word in SEVERITIES}
    return found.pop() if len(found) == 1 else None


def stress_track(label: str) -> str | None:
    """The track a stress track's label names: 'physical', 'mental', or 'stress' for a track
    named only as stress ('Physical Stress (Physique)' -> 'physical', 'Psychische Belastung'
    -> 'mental', 'Presja' -> 'stress'); None for any other label."""
    words = title(label).split()
    named = [w for w in words if w not in STRESS_WORDS and w not in _TRACK_WORDS]
    if not named:
        return "stress" if words else None
    return STRESS_TRACKS.get(" ".join(named))


def is_stress_section(label: str) -> bool:
    """'Stress', 'Stress Tracks', "Stress'ler", 'Presja'."""
    words = title(label).split()
    return bool(words) and all(w in STRESS_WORDS or w in _TRACK_WORDS for w in words)


def is_stunt_label(label: str) -> bool:
    folded = title(label)
    return folded in STUNT_WORDS or any(word in folded.split() for word in STUNT_WORDS)


def is_aspect_section(label: str) -> bool:
    return title(label) in ASPECT_SECTIONS


def is_consequence_section(label: str) -> bool:
    return title(label) in CONSEQUENCE_WORDS


def skill_name(label: str) -> str | None:
    """The English name of a translated skill or approach, or None when unknown."""
    return SKILL_NAMES.get(fold(label))


def skill_languages(label: str) -> set[str]:
    """The languages whose templates name a skill so ('Empatia': Italian, Portuguese...)."""
    return SKILL_LANGUAGES.get(fold(label), set())
