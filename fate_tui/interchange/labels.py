"""The labels other apps' Fate sheets use, in every language Fari ships Fate templates for,
and what each one means on a fate-tui sheet.

Fari sheets are free-form blocks under free-form section titles, so the only way to know that
"Complicación" is a trouble or "KRAFTVOLL" is Forceful is the wording its own templates use.
Labels are compared folded (`fold`): no accents, no case, no numbering ("Stunt #2",
"prouesse n°1"), no HTML entities ("Stunts &amp; Extras").
"""

from __future__ import annotations

import html
import re
import unicodedata

from fate_tui.rules.ruleset import Severity

_NUMBERING = re.compile(r"\s*(#|n°|no\.?|nº)?\s*\d+\s*$")


def fold(label: str) -> str:
    """A label reduced to what identifies it: 'Proeza #1' -> 'proeza', 'Físico' -> 'fisico'."""
    text = html.unescape(label or "")
    text = unicodedata.normalize("NFKD", text)
    text = "".join(c for c in text if not unicodedata.combining(c)).casefold()
    text = text.replace("’", "'").replace("&", " & ")
    text = " ".join(text.split())
    return _NUMBERING.sub("", text).strip(" :'")


def word_set(words: str) -> frozenset[str]:
    return frozenset(fold(w) for w in words.split("|"))


# Section titles ------------------------------------------------------------------------------
# Only the sections whose blocks do not say what they are by their type need a title: aspects,
# stunts, notes. Skills, stress and fate points are known by their block type (Skill,
# SlotTracker, PointCounter); consequences by their block labels.

ASPECT_SECTIONS = word_set(
    "Aspects|Aspectos|Aspekte|Aspetti|Aspekty|Aspects du personnage|Character Aspects"
)
STUNT_WORDS = word_set(
    "Stunt|Stunts|Stunts & Extras|Proeza|Proezas|Proezas y Extras|Prouesse|Prouesses|"
    "Prouesses & Extras|Façanha|Façanhas|Façanhas & Extras|Talento|Talenti|"
    "Accessori & Talenti|Extras|Sztuczki|Triki"
)
NOTES_WORDS = word_set("Notes|Notas|Notizen|Note|Notatki|Notlar|Other|Otro|Sonstiges|Divers")

# Block labels -----------------------------------------------------------------------------

ASPECT_ROLES: dict[str, str] = {}
for _role, _words in (
    (
        "high concept",
        "High Concept|High Concept Aspect|Concepto Principal|Concepto|Konzept|Concetto Base|"
        "Concetto|Concept|Grand Concept|Conceito|Koncepcja|Koncepcja Postaci|Ana Fikir",
    ),
    (
        "trouble",
        "Trouble|Trouble Aspect|Complicación|Dilemma|Problema|Problème|Kłopot|Dert",
    ),
    (
        "relationship",
        "Relationship|Relación|Relazione|Relation|Relações|Relação|Zugehörigkeit/Aspekt|"
        "Zugehörigkeit|Beziehung|Relacja|İlişki",
    ),
):
    for _word in _words.split("|"):
        ASPECT_ROLES[fold(_word)] = _role

SEVERITIES: dict[str, Severity] = {}
for _severity, _words in (
    (Severity.MILD, "Mild|Leve|Leicht|Lieve|Légère|Légere|Suave|Łagodna|Hafif"),
    (Severity.MODERATE, "Moderate|Moderada|Mittel|Moderato|Modérée|Umiarkowana|Orta"),
    (Severity.SEVERE, "Severe|Grave|Schwer|Severa|Poważna|Ağır"),
    (Severity.EXTREME, "Extreme|Extrema|Extrem|Estrema|Extrême|Ekstremalna"),
):
    for _word in _words.split("|"):
        SEVERITIES[fold(_word)] = _severity
CONSEQUENCE_WORDS = word_set(
    "Consequences|Consecuencias|Konsequenzen|Conseguenze|Conséquences|Consequências|"
    "Konsekwencje|Sonuçlar"
)

# Stress tracks: the track names of fate-tui's rule sets.
STRESS_TRACKS: dict[str, str] = {}
for _track, _words in (
    ("physical", "Physical|Físico|Fisico|Körperlich|Physique|Fizyczny|Fiziksel"),
    ("mental", "Mental|Geistig|Mentale|Psychique|Mentalny|Zihinsel"),
    ("stress", "Stress|Estrés|Stresse|Estresse|Stres"),
):
    for _word in _words.split("|"):
        STRESS_TRACKS[fold(_word)] = _track
STRESS_SECTIONS = word_set("Stress|Estrés|Stresse|Estresse|Stres")

FATE_POINT_WORDS = word_set(
    "Fate Points|Fate Point|Puntos de Destino|Fate Punkte|Fate-Punkte|Punti Fate|Points Fate|"
    "Points de Destin|Pontos de Destino|Punkty Losu|Kader Puanları"
)
REFRESH_WORDS = word_set(
    "Refresh|Recuperación|Erholungsrate|Ricarica|Récupération|Recarga|Odświeżenie"
)

# Skills and approaches: the names Fari's translated templates give them -> fate-tui's names.
SKILL_NAMES: dict[str, str] = {}
for _skill, _words in (
    ("Academics", "Conocimiento Académico|Conocimientos|Akademisches Wissen"),
    ("Athletics", "Atletismo|Athletik|Atletica|Athlétisme|Atletismo"),
    ("Burglary", "Robar|Diebeskünste|Cambriolage|Roubo"),
    ("Contacts", "Contactos|Kontakte|Contatti|Relations|Contatos"),
    ("Crafts", "Máquinas|Handwerk|Ingegneria|Artisanat|Ofícios"),
    ("Deceive", "Engañar|Täuschung|Raggirare|Tromperie|Enganar"),
    ("Drive", "Conducir|Fahren|Guidare|Conduite|Condução|Dirigir"),
    ("Empathy", "Empatía|Empathie|Empatia"),
    ("Fight", "Pelear|Kämpfen|Combattere|Combat|Lutar"),
    ("Investigate", "Investigar|Nachforschung|Investigare|Enquête|Investigação"),
    ("Lore", "Saber|Wissen|Conoscenze|Érudition|Conhecimentos"),
    ("Notice", "Percepción|Wahrnehmung|Percezione|Perception|Percepção"),
    ("Physique", "Físico|Kraft|Fisico|Vigueur"),
    ("Provoke", "Provocar|Provozieren|Provocare|Provocation"),
    ("Rapport", "Carisma|Charisma|Influenzare|Relationnel|Comunicação"),
    ("Resources", "Recursos|Ressourcen|Risorse|Ressources"),
    ("Shoot", "Disparar|Schiessen|Schießen|Sparare|Tir|Atirar"),
    ("Stealth", "Sigilo|Heimlichkeit|Furtività|Discrétion|Furtividade"),
    ("Will", "Voluntad|Wille|Volontà|Volonté|Vontade"),
    ("Careful", "Soigneux|Cuidadoso|Sorgfältig|Attento"),
    ("Clever", "Astucieux|Esperto|Scharfsinnig|Ingenioso|Ingegnoso"),
    ("Flashy", "Flamboyant|Estiloso|Tollkühn|Llamativo|Appariscente"),
    ("Forceful", "Puissant|Forte|Kraftvoll|Vigoroso|Vigoroso"),
    ("Quick", "Rapide|Ágil|Flink|Rápido|Rapido"),
    ("Sneaky", "Sournois|Sorrateiro|Tückisch|Furtivo|Subdolo"),
):
    for _word in _words.split("|"):
        SKILL_NAMES[fold(_word)] = _skill


def aspect_role(label: str) -> str | None:
    """'Concepto Principal' -> 'high concept'; None for an aspect without a named role."""
    return ASPECT_ROLES.get(fold(label))


def severity(label: str) -> Severity | None:
    """'Leve' -> mild; also 'Mild (2)' and 'Mild Consequence'."""
    folded = fold(label)
    if folded in SEVERITIES:
        return SEVERITIES[folded]
    first = re.split(r"[\s(]", folded, maxsplit=1)[0]
    return SEVERITIES.get(first)


def is_stunt_label(label: str) -> bool:
    folded = fold(label)
    return folded in STUNT_WORDS or any(word in folded.split() for word in STUNT_WORDS)


def skill_name(label: str) -> str | None:
    """The English name of a translated skill or approach, or None when unknown."""
    return SKILL_NAMES.get(fold(label))
