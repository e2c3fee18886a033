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


# The rest of Fari's Fate templates (Fari 6.3.6, `character-templates/Fate Condensed/`,
# `Fate Core/` and `Fate Accelerated/`), labels as each file writes them.

CONDENSED_BOXES = ("1", "1", "1")

ES_CORE = Lang(
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
    ("1", "2"),
    "Consecuencias",
    ("Leve", "Moderada", "Grave"),
    "Habilidades",
    tuple(n for n in ES_CONDENSED.skill_names if n != "Conocimiento Académico"),
)
ES_ACCELERATED = Lang(
    "FateAccelerated",
    "Aspects",
    ("concepto principal", "complicación", "relación", "aspecto libre", "aspecto libre"),
    "proezas y extras",
    "proeza #{n}",
    "otro",
    "notas",
    "puntos de destino",
    "puntos de destino",
    "estrés",
    ("estrés",),
    ("1", "2", "3"),
    "consecuencias",
    ("leve", "moderada", "grave"),
    "estilos",
    ("cauto", "furtivo", "ingenioso", "llamativo", "rápido", "vigoroso"),
)
DE_CONDENSED = Lang(
    "FateCondensed",
    "Aspekte",
    ("Konzept", "Dilemma", "Beziehung", "Freier Aspekt", "FREIER ASPEKT"),
    "Stunts & Extras",
    "Stunt #{n}",
    "Weiteres",
    "Notizen",
    "Erholungsrate",
    "Fatepunkte",
    "Stress",
    ("Körperlich", "Geistig"),
    CONDENSED_BOXES,
    "Konsequenzen",
    ("Leichte", "Mittlere", "Schwere"),
    "Skills",
    (
        "Athletik",
        "Bildung",
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
        "Schießen",
        "Spezialwissen",
        "Täuschung",
        "Wahrnehmung",
        "Wille",
    ),
)
IT_CONDENSED = Lang(
    "FateCondensed",
    "Aspetti",
    ("Concetto", "Problema", "Relazione", "Altro Aspetto", "Altro Aspetto"),
    "Talenti & Extra",
    "Talento #{n}",
    "Altro",
    "Note",
    "Punti Fato",
    "Punti Fato",
    "Stress",
    ("Fisico", "Mentale"),
    CONDENSED_BOXES,
    "Conseguenze",
    ("Lieve", "Moderata", "Grave"),
    "Abilità",
    (
        "Artigianato",
        "Atletica",
        "Combattere",
        "Conoscenze",
        "Contatti",
        "Discrezione",
        "Empatia",
        "Fisico",
        "Furtività",
        "Guidare",
        "Influenzare",
        "Investigare",
        "Percezione",
        "Provocare",
        "Raggirare",
        "Risorse",
        "Sparare",
        "Volontà",
    ),
)
FR_CORE = Lang(
    "FateCore",
    "Aspects",
    ("CONCEPT", "PROBLèME", "Relation", "autre aspect", "autre aspect"),
    "prouesses &amp; Extras",
    "prouesse n°{n}",
    "divers",
    "Notes",
    "points fate",
    "Points fate",
    "Stress",
    ("Physique", "Mental"),
    ("1", "2"),
    "Conséquences",
    ("Légère", "Modérée", "grave"),
    "Compétences",
    (
        "Athlétisme",
        "cambriolage",
        "combat",
        "conduite",
        "Discrétion",
        "Empathie",
        "enquête",
        "érudition",
        "intimidation",
        "métiers",
        "observation",
        "Physique",
        "relations",
        "ressources",
        "sociabilité",
        "tir",
        "tromperie",
        "volonté",
    ),
)
PT_CONDENSED = Lang(
    "FateCore",
    "Aspectos",
    ("Conceito principal", "Dificuldade", "Relações", "aspecto", "aspecto"),
    "Façanhas &amp; extras",
    "Façanha  #{n}",
    "Outros",
    "Notas",
    "Pontos de destino",
    "pontos de destino",
    "Stress",
    ("Físico", "Mental"),
    ("1", "2"),
    "Consequências",
    ("suave", "Moderada", "Severa"),
    "perícias",
    (
        "Atletismo",
        "atirar",
        "comunicação",
        "condução",
        "Conhecimentos",
        "Contatos",
        "Empatia",
        "Enganar",
        "Estudos",
        "furtividade",
        "Investigar",
        "lutar",
        "Ofícios",
        "percepção",
        "Provocar",
        "Recursos",
        "Roubo",
        "vigor",
        "vontade",
    ),
)
_PL_SKILLS = (
    "Budowa",
    "empatia",
    "kontakty",
    "kradzież",
    "nauka",
    "oszustwo",
    "prowadzenie",
    "prowokacja",
    "relacje",
    "Rzemiosło",
    "Spostrzegawczość",
    "Sprawność",
    "Strzelanie",
    "Śledztwo",
    "Ukrywanie",
    "walka",
    "wiedza tajemna",
    "wola",
    "zasoby",
)
PL_CONDENSED = Lang(
    "FateCore",
    "Aspekty",
    ("Koncepcja ogólna", "Problem", "Relacja", "inny ASPEKT", "inny ASPEKT"),
    "Sztuczki i atuty",
    "sztuczka #{n}",
    "inne",
    "notatki",
    "punkty losu",
    "punkty losu",
    "Presja",
    ("fizyczna", "Umysłowa"),
    ("1", "2", "3"),
    "KOnsekwecje",
    ("Łagodna", "Umiarkowana", "Poważna"),
    "umiejętności",
    _PL_SKILLS,
)
PL_CORE = Lang(
    "FateCore",
    "Aspekty",
    ("Koncepcja ogólna", "Problem", "Aspekt #1", "ASPEKT #2", "ASPEKT #3"),
    "Sztuczki i atuty",
    "sztuczka #{n}",
    "inne",
    "notatki",
    "punkty losu",
    "punkty losu",
    "Presja",
    ("fizyczna", "Umysłowa"),
    ("1", "2"),
    "KOnsekwecje",
    ("Łagodna", "Umiarkowana", "Poważna"),
    "umiejętności",
    tuple("wiedza" if s == "wiedza tajemna" else s for s in _PL_SKILLS if s != "nauka"),
)
PL_ACCELERATED = Lang(
    "FateCore",
    "Aspekty",
    ("Koncepcja ogólna", "Problem", "Aspekt #1", "ASPEKT #2", "ASPEKT #3"),
    "Sztuczki i atuty",
    "sztuczka #{n}",
    "inne",
    "notatki",
    "punkty losu",
    "punkty losu",
    "Presja",
    ("Presja",),
    ("1", "2", "3"),
    "KOnsekwecje",
    ("Łagodna", "Umiarkowana", "Poważna"),
    "Postawy",
    ("Podstępna", "pomysłowa", "Siłowa", "szybka", "Uważna", "Widowiskowa"),
)
TR_CONDENSED = Lang(
    "FateCondensed",
    "Aspect'LER",
    ("High Concept", "Trouble (BELA)", "Relationship (İLİŞKİ)", "SERBEST Aspect", "SERBEST Aspect"),
    "Stunt'laR",
    "Stunt #{n}",
    "DİĞER",
    "NOTLAR",
    "Fate PUANLARI",
    "Fate PUANLARI",
    "Stress'ler",
    ("FİZİKSEl", "ZİHİNSEl"),
    CONDENSED_BOXES,
    "Consequence'LAR",
    ("Hafİf", "OrtAlama", "Ağır"),
    "Skill'LER (becerİler)",
    (
        "AkadeMİK",
        "ALDATMACA",
        "Atıcılık",
        "Bağlantılar",
        "Beden",
        "ÇEVİKLİK",
        "eMpaTİ",
        "Farkındalık",
        "GİZLİLİK",
        "Gözlem",
        "Hırsızlık",
        "İlİM",
        "İrade",
        "Kaynaklar ",
        "Kışkırtma",
        "Muhabbet",
        "Sürücülük",
        "Yakın dövüş",
        "Zanaat",
    ),
)

# Every Fate template Fari ships: (file under character-templates/, the Lang, the rule set).
FARI_TEMPLATES: dict[str, tuple[Lang, str]] = {
    "Fate Condensed/Fate Condensed.json": (EN_CONDENSED, "condensed"),
    "Fate Condensed/Fate Condensed (DE).json": (DE_CONDENSED, "condensed"),
    "Fate Condensed/Fate Condensed (ES).json": (ES_CONDENSED, "condensed"),
    "Fate Condensed/Fate Condensed (IT).json": (IT_CONDENSED, "condensed"),
    "Fate Condensed/Fate Condensed (PL).json": (PL_CONDENSED, "condensed"),
    "Fate Condensed/Fate Condensed (PT-BR).json": (PT_CONDENSED, "condensed"),
    "Fate Condensed/Fate Condensed (TR).json": (TR_CONDENSED, "condensed"),
    "Fate Core/Fate Core.json": (EN_CORE, "core"),
    "Fate Core/Fate Core (DE).json": (DE_CORE, "core"),
    "Fate Core/Fate Core (ES).json": (ES_CORE, "core"),
    "Fate Core/Fate Core (FR).json": (FR_CORE, "core"),
    "Fate Core/Fate Core (ITA).json": (IT_CORE, "core"),
    "Fate Core/Fate Core (PL).json": (PL_CORE, "core"),
    "Fate Accelerated/Fate Accelerated.json": (EN_ACCELERATED, "accelerated"),
    "Fate Accelerated/Fate Accelerated (ES).json": (ES_ACCELERATED, "accelerated"),
    "Fate Accelerated/Fate Accelerated (FR).json": (FR_ACCELERATED, "accelerated"),
    "Fate Accelerated/Fate Accelerated (PL).json": (PL_ACCELERATED, "accelerated"),
    "Fate Accelerated/Fate Accelerated (PT-BR).json": (PT_ACCELERATED, "accelerated"),
    "Fate Accelerated/FateAccelerated (DE).json": (DE_ACCELERATED, "accelerated"),
}


def general(
    name: str,
    *,
    approaches: dict[str, str] | None = None,
    skill_rows: dict[int, str] | None = None,
    aspects: tuple[str, ...] = (),
    stunts: tuple[str, ...] = (),
    consequences: tuple[str, str, str] = ("", "", ""),
    recovering: tuple[bool, bool, bool] = (False, False, False),
    marked: dict[int, tuple[int, ...]] | None = None,
    extras: str = "",
    description: str = "",
) -> Sheet:
    """A filled sheet of Fari's English "General" templates (`Fate Core/Fate Core General.json`
    and `Fate Accelerated/General.json`, version 6, group "Fate System - General Sheets"):
    Fate Core's skills as pyramid rows ("+4 Skills:", the skills written after the colon)
    unless `approaches` are given, unfilled stunts reading "description" in Accelerated's."""
    marked = marked or {}
    accelerated = approaches is not None
    values = list(aspects) + [""] * (5 - len(aspects))
    fate_points = {
        "type": "PointCounter",
        "label": "Fate Points",
        "value": "3",
        "meta": {"max": "3", "isMainPointCounter": False, "width": 0.33},
    }
    if accelerated:
        skills = [skill(label, value) for label, value in approaches.items()]
        tracks = [("Stress", ("1", "2", "3"))]
        stunt_blocks = [
            text(f"Stunt {n + 1}", v or "description")
            for n, v in enumerate(list(stunts) + [""] * (3 - len(stunts)))
        ]
    else:
        rows = skill_rows or {}
        skills = [skill(f"+{n} Skills: {rows.get(n, '')}".strip(), str(n)) for n in range(5, 0, -1)]
        skills.append(
            {"type": "PointCounter", "label": "Saved Skill Points", "value": "1", "meta": {}}
        )
        tracks = [("Physical Stress (Physique)", ("1", "2")), ("Mental Stress (Will)", ("1", "2"))]
        stunt_blocks = [
            text(f"Stunt #{n + 1}", v)
            for n, v in enumerate(list(stunts) + [""] * (3 - len(stunts)))
        ]
    sections = [
        FariSection("ID", "left", [text("Description", description), fate_points]),
        FariSection(
            "Aspects",
            "left",
            [
                text(label, value)
                for label, value in zip(
                    ("High Concept", "Trouble", "Aspect 1", "Aspect 2", "Aspect 3"),
                    values,
                    strict=True,
                )
            ],
        ),
        FariSection("Approaches" if accelerated else "Skills", "right", skills),
        FariSection(
            "Extras", "left", [{"type": "Text", "label": None, "value": extras, "meta": {}}]
        ),
        FariSection("Stunts", "right", stunt_blocks),
        FariSection(
            "Stress" if accelerated else "Stress Tracks",
            "left",
            [
                track(label, *((box, i in marked.get(t, ())) for i, box in enumerate(boxes)))
                for t, (label, boxes) in enumerate(tracks)
            ],
        ),
        FariSection(
            "Consequences",
            "right",
            [
                text(label, value, checked=checked)
                for label, value, checked in zip(
                    ("2: Mild", "4: Moderate", "6: Severe"), consequences, recovering, strict=True
                )
            ],
        ),
    ]
    return Sheet(name, sections, "Blank")


# Fate Core Official's default characters per language (its lang/*.json `baseDefaults`, FCO
# 4.7.14.8): the track names, the skills or approaches in FCO's order, and the aspect slots.


@dataclass(frozen=True)
class FcoDefaults:
    stress: tuple[str, ...]
    consequences: tuple[str, str, str]
    skills: tuple[str, ...]
    aspects: tuple[str, ...]
    category: str = "Combat"
    new_aspect: str = "New Aspect"
    stress_label: str = "escalating"


_FCO_CORE_EN = [
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
]
_FCO_CORE_DE = [
    "Athletik",
    "Diebeskunst",
    "Kontakte",
    "Handwerk",
    "Täuschung",
    "Fahren",
    "Empathie",
    "Kämpfen",
    "Nachforschung",
    "Wissen",
    "Wahrnehmung",
    "Kraft",
    "Provozieren",
    "Charisma",
    "Ressourcen",
    "Schießen",
    "Heimlichkeit",
    "Wille",
]
_FCO_CORE_ES = [
    "Atletismo",
    "Robar",
    "Contactos",
    "Máquinas",
    "Engañar",
    "Conducir",
    "Empatía",
    "Pelear",
    "Investigar",
    "Saber",
    "Percepción",
    "Físico",
    "Provocar",
    "Carisma",
    "Recursos",
    "Disparar",
    "Sigilo",
    "Voluntad",
]
_FCO_CORE_PB = [
    "Atletismo",
    "Roubo",
    "Contatos",
    "Ofícios",
    "Enganar",
    "Condução",
    "Empatia",
    "Lutar",
    "Investigar",
    "Conhecimentos",
    "Percepção",
    "Vigor",
    "Provocar",
    "Comunicação",
    "Recursos",
    "Atirar",
    "Furtividade",
    "Vontade",
]
_FCO_CORE_CS = [
    "Atletika",
    "Zlodějna",
    "Kontakty",
    "Řemesla",
    "Klamání",
    "Řízení",
    "Empatie",
    "Boj",
    "Vyšetřování",
    "Učenost",
    "Vnímání",
    "Kondice",
    "Provokace",
    "Přesvědčování",
    "Majetek",
    "Střelba",
    "Skrývání",
    "Vůle",
]
# FCO's Czech Condensed renames five of Core's skills.
_FCO_CONDENSED_CS = [
    "Znalosti",
    *_FCO_CORE_CS[:6],
    "Vhled",
    *_FCO_CORE_CS[7:9],
    "Mystika",
    *_FCO_CORE_CS[10:13],
    "Vztahy",
    "Zdroje",
    "Střelba",
    "Nenápadnost",
    "Vůle",
]

FCO_LANGUAGES: dict[tuple[str, str], FcoDefaults] = {
    ("en", "core"): FcoDefaults(
        ("Physical Stress", "Mental Stress"),
        ("Mild Consequence", "Moderate Consequence", "Severe Consequence"),
        tuple(_FCO_CORE_EN),
        ("High Concept", "Trouble", "First Adventure"),
    ),
    ("en", "condensed"): FcoDefaults(
        ("Physical Stress", "Mental Stress"),
        ("Mild Consequence", "Moderate Consequence", "Severe Consequence"),
        ("Academics", *_FCO_CORE_EN),
        ("High Concept", "Trouble", "Relationship"),
        stress_label="none",
    ),
    ("en", "accelerated"): FcoDefaults(
        ("Stress",),
        ("Mild Consequence", "Moderate Consequence", "Severe Consequence"),
        ("Careful", "Clever", "Flashy", "Forceful", "Quick", "Sneaky"),
        ("High Concept", "Trouble", "Other Aspect 1"),
    ),
    ("de", "core"): FcoDefaults(
        ("Physischer Stress", "Psychische Belastung"),
        ("Leichte Konsequenz", "Mittlere Konsequenz", "Schwere Konsequenz"),
        tuple(_FCO_CORE_DE),
        ("Konzept", "Dilemma", "Pfadkreuzung 1"),
        new_aspect="Neuer Aspekt",
    ),
    ("de", "condensed"): FcoDefaults(
        ("Physische Belastung", "Mental Stress"),
        ("Mild Consequence", "Moderate Consequence", "Schwere Folge"),
        ("Akademiker", "Leichtathletik", *_FCO_CORE_EN[1:]),
        ("High Concept", "Trouble", "Relationship"),
        new_aspect="Neuer Aspekt",
        stress_label="none",
    ),
    ("de", "accelerated"): FcoDefaults(
        ("Stress",),
        ("Mild Consequence", "Moderate Consequence", "Schwere Folge"),
        ("Sorgfältig", "Clever", "Flashy", "Forciert", "Quick", "Heimtückisch"),
        ("High Concept", "Trouble", "Other Aspect 1"),
        new_aspect="Neuer Aspekt",
    ),
    ("es", "core"): FcoDefaults(
        ("Estrés Físico", "Estrés Mental"),
        ("Consecuencia Leve", "Consecuencia Moderada", "Consecuencia Grave"),
        tuple(_FCO_CORE_ES),
        ("Concepto Principal", "Problema", "Aspecto 3"),
        new_aspect="Nuevo Aspecto",
    ),
    ("es", "condensed"): FcoDefaults(
        ("Estrés Físico", "Estrés Mental"),
        ("Consecuencia Leve", "Consecuencia Moderada", "Consecuencia Grave"),
        ("C. Académico", *_FCO_CORE_ES),
        ("Concepto Principal", "Problema", "Relación"),
        new_aspect="Nuevo Aspecto",
    ),
    ("es", "accelerated"): FcoDefaults(
        ("Estrés",),
        ("Consecuencia Leve", "Consecuencia Moderada", "Consecuencia Grave"),
        ("Cauto", "Ingenioso", "Llamativo", "Vigoroso", "Rápido", "Furtivo"),
        ("Concepto Principal", "Problema", "Aspecto 3"),
        new_aspect="Nuevo Aspecto",
    ),
    ("pb", "core"): FcoDefaults(
        ("Estresse físico", "Estresse mental"),
        ("Consequência suave", "Consequência moderada", "Consequência severa"),
        tuple(_FCO_CORE_PB),
        ("Conceito", "Dificuldade", "Primeira aventura"),
        category="Combate",
        new_aspect="Novo aspecto",
    ),
    ("pb", "condensed"): FcoDefaults(
        ("Estresse físico", "Estresse mental"),
        ("Consequência suave", "Consequência moderada", "Consequência severa"),
        ("Conhecimento acadêmico", *_FCO_CORE_PB),
        ("Conceito", "Dificuldade", "Relacionamento"),
        category="Combate",
        new_aspect="Novo aspecto",
        stress_label="none",
    ),
    ("pb", "accelerated"): FcoDefaults(
        ("Estresse",),
        ("Consequência suave", "Consequência moderada", "Consequência severa"),
        ("Cuidadoso", "Esperto", "Estiloso", "Poderoso", "Ágil", "Sorrateiro"),
        ("Conceito", "Dificuldade", "Outro aspecto 1"),
        category="Combate",
        new_aspect="Novo aspecto",
    ),
    # Czech (lang/cs.json, FCO 4.7.14.2 at commit 105ed5b8): Core names its mental track
    # "Mentání stres" (sic) and translates the box labels ("eskalující", "žádný").
    ("cs", "core"): FcoDefaults(
        ("Fyzický stres", "Mentání stres"),
        ("Mírný následek", "Střední následek", "Vážný následek"),
        tuple(_FCO_CORE_CS),
        ("Základní koncept", "Problém", "První dobrodružství"),
        category="Boj",
        new_aspect="Nový aspekt",
        stress_label="eskalující",
    ),
    ("cs", "condensed"): FcoDefaults(
        ("Fyzický stres", "Mentální stres"),
        ("Mírný následek", "Střední následek", "Vážný následek"),
        tuple(_FCO_CONDENSED_CS),
        ("Základní koncept", "Problém", "Vztah"),
        category="Boj",
        new_aspect="Nový aspekt",
        stress_label="žádný",
    ),
    ("cs", "accelerated"): FcoDefaults(
        ("Stres",),
        ("Mírný následek", "Střední následek", "Vážný následek"),
        ("Opatrně", "Chytře", "Oslnivě", "Rázně", "Rychle", "Lstivě"),
        ("Základní koncept", "Problém", "1. další aspekt"),
        category="Boj",
        new_aspect="Nový aspekt",
        stress_label="Eskalující",
    ),
}
