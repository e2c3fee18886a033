"""Fari's Fate templates, as its `character-templates/` folder lays them out, per language.

Each `Lang` holds the labels one template uses (Fate Condensed in English and Spanish, Fate
Core in English, German and Italian, Fate Accelerated in English, French, Brazilian
Portuguese and German); `filled` builds a sheet from that template with a character's values.
"""

from __future__ import annotations

from dataclasses import dataclass

from tests.interchange.builders import FariSection, Sheet, link, points, skill, text, track


@dataclass(frozen=True)
class Lang:
    template: str
    aspects: str
    aspect_labels: tuple[str, ...]
    stunts: str
    stunt_label: str  # with {n}
    other: str
    notes: str
    fate_points_section: str
    fate_points: str
    stress: str
    tracks: tuple[str, ...]
    box_labels: tuple[str, ...]
    consequences: str
    severities: tuple[str, str, str]
    skills: str
    skill_names: tuple[str, ...]


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

EN_CONDENSED = Lang(
    "FateCondensed",
    "Aspects",
    ("High Concept", "Trouble", "Relationship", "Other Aspect", "Other Aspect"),
    "Stunts & Extras",
    "Stunt #{n}",
    "Other",
    "Notes",
    "Fate Points",
    "Fate Points",
    "Stress",
    ("Physical", "Mental"),
    ("1", "1", "1"),
    "Consequences",
    ("Mild", "Moderate", "Severe"),
    "Skills",
    CONDENSED_SKILLS,
)
EN_CORE = Lang(
    "FateCore",
    "Aspects",
    ("High Concept", "Trouble", "Relationship", "Other Aspect", "Other Aspect"),
    "Stunts & Extras",
    "Stunt #{n}",
    "Other",
    "Notes",
    "Fate Points",
    "Fate Points",
    "Stress",
    ("Physical", "Mental"),
    ("1", "2"),
    "Consequences",
    ("Mild", "Moderate", "Severe"),
    "Skills",
    CONDENSED_SKILLS[1:],
)
EN_ACCELERATED = Lang(
    "FateAccelerated",
    "Aspects",
    ("High Concept", "Trouble", "Relationship", "Other Aspect", "Other Aspect"),
    "Stunts & Extras",
    "Stunt #{n}",
    "Other",
    "Notes",
    "Fate Points",
    "Fate Points",
    "Stress",
    ("Stress",),
    ("1", "2", "3"),
    "Consequences",
    ("Mild", "Moderate", "Severe"),
    "Approaches",
    ("Careful", "Clever", "Forceful", "Flashy", "Quick", "Sneaky"),
)
ES_CONDENSED = Lang(
    "FateCore",
    "Aspectos",
    ("Concepto Principal", "Complicación", "Relación", "Aspecto Libre", "ASPECTO LIBRE"),
    "Proezas y Extras",
    "Proeza #{n}",
    "Otro",
    "Notas",
    "Puntos de Destino",
    "Puntos de Destino",
    "Estrés",
    ("Físico", "Mental"),
    ("1", "1", "1"),
    "Consecuencias",
    ("Leve", "Moderada", "Grave"),
    "Habilidades",
    (
        "Atletismo",
        "Carisma",
        "Conducir",
        "Conocimiento Académico",
        "Contactos",
        "Disparar",
        "Empatía",
        "Engañar",
        "Físico",
        "Investigar",
        "Máquinas",
        "Pelear",
        "Percepción",
        "Provocar",
        "Recursos",
        "Robar",
        "Saber",
        "Sigilo",
        "Voluntad",
    ),
)
DE_CORE = Lang(
    "FateCore",
    "Aspekte",
    ("Konzept", "Dilemma", "Zugehörigkeit/Aspekt", "Anderer Aspekt", "Anderer Aspekt"),
    "Stunts & Extras",
    "Stunt #{n}",
    "Sonstiges",
    "Notizen",
    "Fate Punkte",
    "Fate Punkte",
    "Stress",
    ("Körperlich", "Geistig"),
    ("1", "2"),
    "Konsequenzen",
    ("Leicht", "Mittel", "Schwer"),
    "Fertigkeiten",
    (
        "Athletik",
        "Charisma",
        "Diebeskünste",
        "Empathie",
        "Fahren",
        "Handwerk",
        "Heimlichkeit",
        "Kämpfen",
        "Kontakte",
        "Kraft",
        "Nachforschung",
        "Provozieren",
        "Ressourcen",
        "Schiessen",
        "Täuschung",
        "Wahrnehmung",
        "Wille",
        "Wissen",
    ),
)
IT_CORE = Lang(
    "FateCore",
    "ASPETTI",
    ("CONCETTO BASE", "PROBLEMA", "RELAZIONE", "ALTRI ASPETTI", "ALTRI ASPETTI"),
    "ACCESSORI &amp; TALENTI",
    "TALENTO #{n}",
    "ALTRO",
    "NOTE",
    "PUNTI FATE",
    "FATE POINTS",
    "STRESS",
    ("FISICO", "MENTALE"),
    ("1", "2"),
    "CONSEGUENZE",
    ("LIEVE", "MODERATO", "GRAVE"),
    "ABILITA'",
    (
        "INGEGNERIA",
        "ATLETICA",
        "COMBATTERE",
        "CONOSCENZE",
        "CONTATTI",
        "EMPATIA",
        "FISICO",
        "FURTIVITA'",
        "GUIDARE",
        "INFLUENZARE",
        "INVESTIGARE",
        "PERCEZIONE",
        "PROVOCARE",
        "RAGGIRARE",
        "RISORSE",
        "SPARARE",
        "VOLONTA'",
    ),
)
FR_ACCELERATED = Lang(
    "FateAccelerated",
    "Aspects",
    ("concept", "problème", "Relation", "autre Aspect", "autre Aspect"),
    "prouesses &amp; Extras",
    "prouesse n°{n}",
    "divers",
    "Notes",
    "points fate",
    "points fate",
    "Stress",
    ("Stress",),
    ("1", "2", "3"),
    "Conséquences",
    ("légère", "Modérée", "grave"),
    "Approches",
    ("astucieux", "flamboyant", "puissant", "rapide", "soigneux", "sournois"),
)
PT_ACCELERATED = Lang(
    "FateAccelerated",
    "Aspectos",
    ("Conceito", "Problema", "Relações", "aspecto", "aspecto"),
    "façanhas &amp; extras",
    "façanha #{n}",
    "outros",
    "Notas",
    "pontos de destino",
    "pontos de destino",
    "Stress",
    ("Stress",),
    ("1", "2", "3"),
    "Consequências",
    ("suave", "Moderada", "Severa"),
    "abordagens",
    ("Cuidadoso", "esperto", "forte", "estiloso", "ágil", "Sorrateiro"),
)
DE_ACCELERATED = Lang(
    "FateAccelerated",
    "ASPEKTE",
    ("KONZEPT", "DILEMMA", "ASPEKT", "ASPEKT", "ASPEKT"),
    "STUNTS & EXTRAS",
    "STUNT #{n}",
    "SONSTIGES",
    "NOTIZEN",
    "ERHOLUNGSRATE",
    "FATE-PUNKTE",
    "STRESS",
    ("STRESS",),
    ("1", "2", "3"),
    "KONSEQUENZEN",
    ("LEICHT", "MITTEL", "SCHWER"),
    "METHODEN",
    ("FLINK", "KRAFTVOLL", "SCHARFSINNIG", "SORGFÄLTIG", "TOLLKÜHN", "TÜCKISCH"),
)


def filled(
    lang: Lang,
    name: str,
    *,
    aspects: tuple[str, ...] = (),
    stunts: tuple[str, ...] = (),
    notes: str = "",
    fate_points: str = "3",
    refresh: str = "3",
    marked: dict[int, tuple[int, ...]] | None = None,
    consequences: tuple[str, str, str] = ("", "", ""),
    recovering: tuple[bool, bool, bool] = (False, False, False),
    ratings: dict[str, str] | None = None,
    extra_sections: tuple[FariSection, ...] = (),
    box_labels: tuple[str, ...] | None = None,
) -> Sheet:
    """A sheet of `lang`'s template with these values; `ratings` by the template's labels,
    `marked` by track index -> marked box indices, `box_labels` when the player added boxes
    to the template's."""
    marked = marked or {}
    boxes = box_labels or lang.box_labels
    ratings = ratings or {}
    aspect_values = list(aspects) + [""] * (len(lang.aspect_labels) - len(aspects))
    stunt_values = list(stunts) + [""] * (3 - len(stunts))
    sections = [
        FariSection(
            lang.aspects,
            "left",
            [
                text(label, value)
                for label, value in zip(lang.aspect_labels, aspect_values, strict=True)
            ],
            visible=True,
        ),
        FariSection(
            lang.stunts,
            "left",
            [text(lang.stunt_label.format(n=n + 1), v) for n, v in enumerate(stunt_values)],
        ),
        FariSection(lang.other, "left", [text(lang.notes, notes)]),
        FariSection(
            lang.fate_points_section, "left", [points(lang.fate_points, fate_points, refresh)]
        ),
        FariSection("Credits", "left", [link("Evil Hat Productions", "https://evilhat.com")]),
        FariSection(
            lang.stress,
            "right",
            [
                track(label, *((box, i in marked.get(t, ())) for i, box in enumerate(boxes)))
                for t, label in enumerate(lang.tracks)
            ],
        ),
        FariSection(
            lang.consequences,
            "right",
            [
                text(label, value, checked=checked)
                for label, value, checked in zip(
                    lang.severities, consequences, recovering, strict=True
                )
            ],
        ),
        FariSection(
            lang.skills,
            "right",
            [skill(label, ratings.get(label, "")) for label in lang.skill_names],
            visible=True,
        ),
        *extra_sections,
    ]
    return Sheet(name, sections, lang.template)
