"""Generate a large, valid Fate Condensed campaign folder for the benchmarks.

The output follows docs/campaign-format.md and looks hand-written: comments, ratings in
several styles, aspects as strings and as tables, multi-line notes. The same arguments
(and seed) always produce the same bytes.

    python bench/generate_campaign.py OUT_DIR [--characters 500] [--scenes 300] [--sessions 20]

Characters are PCs (valid Condensed pyramids: one Great, two Good, three Fair, four
Average; five aspects; three or four stunts), major NPCs, minor NPCs and mook groups.
Scenes have 3-5 aspects and 2-4 zones whose `here` and `cast` name existing characters.
campaign.toml holds the arcs and one [[sessions]] record per session played, and
log/session-NN.toml holds that session's play log as fate_tui.campaign.playlog writes it
([[entries]] with at, scene, kind, text), so the folder has a realistic size.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from datetime import date, datetime, timedelta
from pathlib import Path

from fate_tui.rules.skill_lists import CONDENSED_SKILLS

SKILLS = CONDENSED_SKILLS
WORDS = {1: "Average", 2: "Fair", 3: "Good", 4: "Great", 5: "Superb"}
RATING_STYLES = ("number", "signed", "word", "both")
ACTIONS = ("overcome", "create_advantage", "attack", "defend")

FIRST_NAMES = (
    "Ada", "Bram", "Cass", "Dorran", "Edda", "Fenn", "Gale", "Hesper", "Isolde", "Jory",
    "Kestrel", "Linnet", "Marrow", "Nell", "Osric", "Pell", "Quill", "Rook", "Sable", "Tamsin",
    "Ulla", "Vesper", "Wenna", "Yorick", "Zeph", "Ansel", "Brisk", "Corra", "Dunstan", "Elva",
)  # fmt: skip
SURNAMES = (
    "Ashgrave", "Brine", "Cinder", "Drowe", "Emberly", "Fallow", "Gullwing", "Holloway",
    "Ironside", "Kettle", "Lantern", "Marsh", "Netley", "Oakum", "Pitch", "Quarry", "Reed",
    "Saltmarsh", "Tallow", "Undertow", "Vane", "Wick", "Wrack", "Yarrow",
)  # fmt: skip
PLAYERS = ("Anna", "Dev", "Jess", "Priya", "Tom", "Sam", "Lee", "Ravi", "Maya", "Noor")
ROLES = (
    "Smuggler Captain", "Disgraced Inquisitor", "Ash-Lung Physician", "Forger of Writs",
    "Salt-Church Novice", "Harbour Brawler", "Drowned-God Scholar", "Tithe-Ship Deserter",
    "Lamplighter Spy", "Reef Pilot", "Bone-Setter", "Bell-Ringer Turned Thief",
)  # fmt: skip
PLACES = (
    "Wrackhold", "Gullhaven", "the Cinder Reefs", "Saltmarsh", "the Lantern Market",
    "St Corra's", "the Ember Mount", "the Grey Quay", "Low Tide Causeway", "the Tithe Fleet",
)  # fmt: skip
TROUBLES = (
    "The Church Wants Me Back", "I Owe Brannock More Than Coin",
    "Every Harbourmaster Knows My Face",
    "I Can't Leave a Locked Thing Alone", "The Hymns Call Me at Night", "Too Proud to Run",
    "My Debts Have Debts", "Drink Remembers What I Forget",
)  # fmt: skip
ASPECT_BITS = (
    "Salt in My Veins", "Never Without a Lantern", "Knife Inside My Hymnal",
    "Reads Ash Like Scripture",
    "Every Cove From Here to the Reefs", "Hands White With Salt", "Calm as Still Water",
    "Iron Hook Where a Hand Was", "Smells of Lamp-Oil and Ink", "Keeps Two Logbooks",
    "Sworn to the Prioress", "Nobody Left on the Beach", "Owes the Deacon a Favour",
    "Scarred by the Ember Mount", "Speaks to Gulls", "Hears the Bells That Stopped",
)  # fmt: skip
SCENE_ASPECTS = (
    "Ash Falls Like Snow", "Knee-Deep Grey Water", "Crowded Stalls Under Grey Awnings",
    "Wardens Watching the Quay", "Choking Smoke", "Rotten Stairs", "Tide Rising Fast",
    "Guttering Tallow Candles", "Slick With Gut and Brine", "Pitch Dark and Flooded",
    "The Great Bell Hangs by a Thread", "Ledgers Stacked to the Ceiling", "Fog Off the Reefs",
    "Everyone Is Talking About the Fleet", "Pews Rotted to Splinters", "Nets Hung to Dry",
)  # fmt: skip
ZONE_NAMES = (
    "Quay", "Nave", "Altar", "Bell Tower", "Undercroft", "Fish Stalls", "Smokehouse Row",
    "Harbourmaster's Office", "Causeway", "Deck", "Hold", "Crow's Nest", "Cellar", "Rooftops",
)  # fmt: skip
SCENE_PLACES = (
    "the Drowned Chapel", "the Ash Market", "the Penitent", "Wrackhold Quay", "the Belfry",
    "Gullhaven Smokehouse", "the Scriptorium", "the Causeway", "Brannock's Office", "the Reefs",
)  # fmt: skip
SCENE_ACTIONS = (
    "Fire at", "Audience at", "Ambush on", "Night Crossing to", "Heist in", "Storm over",
    "Bargain at", "Chase through", "Funeral at", "Vigil in",
)  # fmt: skip
STUNT_NAMES = (
    "Hard About", "Boarding Hook", "Weather Eye", "Field Surgeon", "Post-Mortem",
    "Forged Within the Hour", "Church Locks Are All Alike", "Confessor's Silence",
    "Line of Salt", "Voice Over the Storm", "Deck Under Her Feet", "The Ledger Remembers",
    "Cold Grip", "Lantern Market Prices", "Bitter Tincture", "Eyes in the Fog",
)  # fmt: skip
CONSEQUENCES = (
    "Nasty Bite", "Cracked Ribs", "Lamp-Oil Burn", "Strapped-Up Ankle", "Ash in the Lungs",
    "Shaken Faith", "Broken Oar-Hand", "Half-Drowned", "Rope Burns", "Black Eye",
)  # fmt: skip
MOOK_GROUPS = (
    "Salt-Wardens", "Drowned Faithful", "Dock Thugs", "Tithe Sailors", "Reef Wreckers",
    "Chapel Acolytes", "Smokehouse Toughs", "Harbour Watch",
)  # fmt: skip
CUSTOM_SKILLS = (
    "Knowing Who Docked When", "Getting into Bar Fights", "Dragging the Living Under",
    "Haggling Over Fish", "Grasping From Under the Water", "Rowing All Night",
)  # fmt: skip
LOG_KINDS = ("roll", "invoke", "compel", "fate_point", "harm", "recovery", "advancement")


def q(text: str) -> str:
    """A TOML basic string (JSON's escapes are valid TOML ones)."""
    return json.dumps(text, ensure_ascii=False)


def q_list(items) -> str:
    return "[" + ", ".join(q(i) for i in items) + "]"


def slugify(text: str) -> str:
    out = "".join(c if c.isalnum() else "-" for c in text.lower())
    return "-".join(part for part in out.split("-") if part)


def rating(value: int, style: str) -> str:
    if style == "number":
        return str(value)
    if style == "signed":
        return q(f"+{value}")
    if style == "word":
        return q(WORDS[value])
    return q(f"{WORDS[value]} (+{value})")


def _kinds(count: int) -> list[str]:
    pcs = max(1, count // 25)
    majors = max(1, count * 3 // 20)
    mooks = max(1, count // 5)
    minors = max(0, count - pcs - majors - mooks)
    return (["pc"] * pcs + ["major"] * majors + ["minor"] * minors + ["mooks"] * mooks)[:count]


def _unique_id(base: str, used: set[str]) -> str:
    slug, n = base, 2
    while slug in used:
        slug, n = f"{base}-{n}", n + 1
    used.add(slug)
    return slug


def _stunt(rng: random.Random, skills: list[str], index: int) -> str:
    name = f"{rng.choice(STUNT_NAMES)} {'I' * (index + 1)}"
    lines = ["", "[[stunts]]", f"name = {q(name)}"]
    if rng.random() < 0.7:
        skill, action = rng.choice(skills), rng.choice(ACTIONS)
        verb = action.replace("_", " ")
        lines.append(f"text = {q(f'+2 when I use {skill} to {verb} at sea.')}")
        lines += ["bonus = 2", f"skill = {q(skill)}", f"action = {q(action)}"]
    else:
        lines += [
            'text = """',
            "Once per session, when an ally in my zone is hit, I can step in and take",
            'the hit myself, defending with Physique instead."""',
            "once_per_session = true",
        ]
    return "\n".join(lines)


def _pyramid(rng: random.Random, top: int) -> dict[str, int]:
    """A pyramid peaking at `top`: one at top, then 2, 3, 4... down to Average (+1)."""
    chosen = rng.sample(SKILLS, sum(range(1, top + 1)))
    out, at = {}, 0
    for width, value in enumerate(range(top, 0, -1), start=1):
        for skill in chosen[at : at + width]:
            out[skill] = value
        at += width
    return out


def _stress_boxes(physique: int) -> int:
    return 3 if physique == 0 else 4 if physique <= 2 else 6


def _character(rng: random.Random, char_id: str, name: str, kind: str, ids: list[str]) -> str:
    style = rng.choice(RATING_STYLES)
    lines = ["#:schema ../.schemas/character.schema.json"]
    if kind in ("pc", "major"):
        role = rng.choice(ROLES)
        lines += [
            f"# {name}: {'a player character' if kind == 'pc' else 'a major NPC'}.",
            f"name = {q(name)}",
            f"kind = {q(kind)}",
        ]
        if kind == "pc":
            lines.append(f"player = {q(rng.choice(PLAYERS))}")
        lines += [
            'description = """',
            f"A {role.lower()} from {rng.choice(PLACES)}, weathered by ash and salt.",
            f"Has not been home to {rng.choice(PLACES)} in {rng.randint(2, 20)} years.",
            '"""',
            "",
            f"high_concept = {q(f'{role} of {rng.choice(PLACES)}')}",
            f"trouble = {q(rng.choice(TROUBLES))}",
        ]
        other = rng.choice([i for i in ids if i != char_id] or [char_id])
        other_name = other.replace("-", " ").title()
        lines.append(f"relationship = {q(f'{other_name} Owes Me')}")
        lines.append(f"aspects = {q_list(rng.sample(ASPECT_BITS, 2))}")
        lines += ["", f"fate_points = {rng.randint(0, 5)}"]
        if kind == "major":
            lines += ['notes = """', "Wants the tithe paid. Fights through others.", '"""']
        skills = _pyramid(rng, 4 if kind == "pc" else rng.choice((4, 5)))
        lines += ["", "# Unlisted skills are Mediocre (+0).", "[skills]"]
        lines += [f"{skill} = {rating(value, style)}" for skill, value in skills.items()]
        for index in range(rng.choice((3, 3, 4)) if kind == "pc" else rng.randint(2, 4)):
            lines.append(_stunt(rng, list(skills), index))
        physique, will = skills.get("Physique", 0), skills.get("Will", 0)
        if rng.random() < 0.3:
            track, skill_value = rng.choice((("physical", physique), ("mental", will)))
            marked = sorted(rng.sample(range(1, _stress_boxes(skill_value) + 1), rng.randint(1, 2)))
            lines += ["", "# Marked this scene.", "[stress]", f"{track} = {marked}"]
        if rng.random() < 0.25:
            lines += ["", "[consequences]"]
            mild = rng.choice(CONSEQUENCES)
            lines.append(
                f"mild = {{ aspect = {q(mild)}, recovering = true, elapsed = {rng.randint(0, 1)} }}"
            )
            if rng.random() < 0.5:
                lines.append(f"moderate = {q(rng.choice(CONSEQUENCES) + ' (Again)')}")
        return "\n".join(lines) + "\n"
    # Minor NPCs and mook groups: a few lines, their own skill names allowed.
    count = rng.randint(1, 3)
    skills = {s: rng.randint(1, 3) for s in rng.sample(SKILLS, count)}
    if rng.random() < 0.5:
        skills[rng.choice(CUSTOM_SKILLS)] = rng.randint(2, 4)
    inline = ", ".join(f"{q(s) if ' ' in s else s} = {rating(v, style)}" for s, v in skills.items())
    lines += [f"name = {q(name)}", f"kind = {q(kind)}"]
    if kind == "mooks":
        lines.append(f"group_size = {rng.randint(2, 8)}            # still standing")
    lines += [
        f"aspects = {q_list(rng.sample(ASPECT_BITS, rng.randint(1, 2)))}",
        f"skills = {{ {inline} }}",
        f"stress_boxes = {rng.randint(1, 2) if kind == 'mooks' else rng.randint(0, 3)}",
    ]
    if rng.random() < 0.3:
        lines.append(f"stunts = [{q(rng.choice(STUNT_NAMES) + ': +2 when outnumbered.')}]")
    if rng.random() < 0.5:
        lines.append(f"notes = {q('Seen near ' + rng.choice(PLACES) + '.')}")
    return "\n".join(lines) + "\n"


def _aspect(rng: random.Random, name: str, cast: list[str]) -> str:
    roll = rng.random()
    if roll < 0.6 or not cast:
        return q(name)
    if roll < 0.75:
        return f"{{ name = {q(name)}, free_invokes = {rng.randint(1, 2)} }}"
    if roll < 0.85:
        return f"{{ name = {q(name)}, free_invokes = 1, holder = {q(rng.choice(cast))} }}"
    if roll < 0.93:
        return f"{{ name = {q(name)}, boost = true, holder = {q(rng.choice(cast))} }}"
    return f"{{ name = {q(name)}, hidden = true }}"


def _scene(rng: random.Random, title: str, status: str, ids: list[str]) -> str:
    people = rng.sample(ids, min(len(ids), rng.randint(2, 8)))
    names = rng.sample(SCENE_ASPECTS, rng.randint(3, 5))
    lines = [
        "#:schema ../.schemas/scene.schema.json",
        f"title = {q(title)}",
        f"status = {q(status)}               # prepared, active or ended",
    ]
    if status == "active":
        lines.append(f"gm_pool = {rng.randint(1, 5)}")
    lines.append("aspects = [")
    lines += [f"  {_aspect(rng, n, people)}," for n in names]
    lines += ["]"]
    zone_names = rng.sample(ZONE_NAMES, rng.randint(2, 4))
    placed = rng.randint(0, len(people))
    in_zones, off_stage = people[:placed], people[placed:]
    if off_stage:
        lines.append(f"cast = {q_list(off_stage)}     # in the scene, in no zone")
    lines += [
        'notes = """',
        f"If the crew wins here they learn where {rng.choice(PLACES)} keeps its ledgers.",
        '"""',
    ]
    if rng.random() < 0.2:
        boxes = rng.randint(3, 6)
        lines += [
            "",
            "[[countdowns]]",
            f"name = {q('The Tide Comes In')}",
            f"boxes = {boxes}",
            f"marked = {rng.randint(0, boxes - 1)}",
            'trigger = "each exchange"',
            f"revealed = {str(rng.random() < 0.5).lower()}",
        ]
    for index, zone in enumerate(zone_names):
        here = in_zones[index :: len(zone_names)]
        lines += ["", "[[zones]]", f"name = {q(zone)}"]
        zone_aspects = rng.sample(SCENE_ASPECTS, rng.randint(1, 2))
        lines.append("aspects = [" + ", ".join(_aspect(rng, a, people) for a in zone_aspects) + "]")
        if index + 1 < len(zone_names):
            lines.append(f"connects = {q_list([zone_names[index + 1]])}")
        if here:
            lines.append(f"here = {q_list(here)}")
    return "\n".join(lines) + "\n"


def _campaign(rng: random.Random, scene_ids: list[str], sessions: int, current: str) -> str:
    arcs = max(1, (sessions + 3) // 4)
    arc_ids = [f"arc-{n + 1:02d}" for n in range(arcs)]
    lines = [
        "#:schema .schemas/campaign.schema.json",
        "# A generated campaign for fate-tui's benchmarks (bench/generate_campaign.py).",
        'name = "The Long Grey Coast"',
        'rules = "condensed"',
        'options = ["extreme_consequences"]',
        "setting_aspects = [",
        '  "The Salt Church Keeps the Dead and the Ledgers",',
        '  "Ash Falls Like Winter Snow",',
        "]",
        'notes = """',
        "Generated for benchmarks. Every scene, character and log entry is made up.",
        '"""',
        "",
        "[current]",
        f"arc = {q(arc_ids[-1])}",
        f"session = {sessions + 1}",
        f"scene = {q(current)}",
        "",
        "[gm]",
        f"carried = {rng.randint(0, 2)}",
    ]
    for index, arc_id in enumerate(arc_ids):
        status = "active" if index == arcs - 1 else "done"
        lines += [
            "",
            "[[arcs]]",
            f"id = {q(arc_id)}",
            f"title = {q(f'{rng.choice(SCENE_ACTIONS)} {rng.choice(SCENE_PLACES)}')}",
            f"status = {q(status)}",
            f"aspects = {q_list(rng.sample(SCENE_ASPECTS, 2))}",
        ]
    per_session = max(1, len(scene_ids) // max(1, sessions))
    start = date(2025, 1, 3)
    for number in range(1, sessions + 1):
        played = scene_ids[(number - 1) * per_session : number * per_session]
        lines += [
            "",
            "[[sessions]]",
            f"number = {number}",
            f"title = {q(f'Session {number}: {rng.choice(SCENE_PLACES).title()}')}",
            f"date = {(start + timedelta(days=14 * (number - 1))).isoformat()}",
            f"arc = {q(arc_ids[min(arcs - 1, (number - 1) // 4)])}",
            'summary = """',
            f"The crew went to {rng.choice(PLACES)} and came back with less than they took.",
            '"""',
            f"scenes = {q_list(played)}",
        ]
    lines += [
        "",
        "[[countdowns]]",
        'name = "The Tithe Fleet Returns"',
        "boxes = 6",
        f"marked = {rng.randint(0, 5)}",
        'trigger = "each session the crew spends ashore"',
        "revealed = true",
    ]
    return "\n".join(lines) + "\n"


def _log(rng: random.Random, number: int, scene_ids: list[str], ids: list[str], n: int) -> str:
    start = datetime(2025, 1, 3, 19, 0) + timedelta(days=14 * (number - 1))
    # The header fate_tui.campaign.playlog writes when it starts a session's log.
    lines = [f"# The play log of session {number}, kept by fate-tui.", f"session = {number}"]
    for index in range(n):
        at = start + timedelta(seconds=60 * index + rng.randint(0, 59))
        who = rng.choice(ids)
        kind = rng.choice(LOG_KINDS)
        text = (
            f"{who} {kind.replace('_', ' ')}: {rng.choice(SCENE_ASPECTS)} ({rng.randint(-4, 8):+d})"
        )
        lines += [
            "",
            "[[entries]]",
            f"at = {at.isoformat()}",
            f"scene = {q(rng.choice(scene_ids))}",
            f"kind = {q(kind)}",
            f"text = {q(text)}",
        ]
    return "\n".join(lines) + "\n"


def generate(
    path: str | Path,
    characters: int = 500,
    scenes: int = 300,
    sessions: int = 20,
    *,
    log_entries: int = 200,
    seed: int = 20251,
) -> Path:
    """Write the campaign into `path` (created; must not hold a campaign already)."""
    if characters < 1 or scenes < 1 or sessions < 0:
        raise ValueError("need at least one character and one scene")
    rng = random.Random(seed)
    root = Path(path)
    for folder in ("characters", "scenes", "log"):
        (root / folder).mkdir(parents=True, exist_ok=True)
    used: set[str] = set()
    people: list[tuple[str, str, str]] = []
    for kind in _kinds(characters):
        if kind == "mooks":
            name = f"{rng.choice(MOOK_GROUPS)} of {rng.choice(PLACES)}"
        else:
            name = f"{rng.choice(FIRST_NAMES)} {rng.choice(SURNAMES)}"
        people.append((_unique_id(slugify(name), used), name, kind))
    ids = [p[0] for p in people]
    for char_id, name, kind in people:
        text = _character(rng, char_id, name, kind, ids)
        (root / "characters" / f"{char_id}.toml").write_text(text, encoding="utf-8")
    scene_used: set[str] = set()
    scene_ids = []
    for index in range(scenes):
        title = f"{rng.choice(SCENE_ACTIONS)} {rng.choice(SCENE_PLACES)}"
        scene_id = _unique_id(slugify(title), scene_used)
        status = (
            "active" if index == scenes - 1 else "ended" if index < scenes * 2 // 3 else "prepared"
        )
        (root / "scenes" / f"{scene_id}.toml").write_text(
            _scene(rng, title, status, ids), encoding="utf-8"
        )
        scene_ids.append(scene_id)
    (root / "campaign.toml").write_text(
        _campaign(rng, scene_ids, sessions, scene_ids[-1]), encoding="utf-8"
    )
    for number in range(1, sessions + 1):
        text = _log(rng, number, scene_ids, ids, log_entries)
        (root / "log" / f"session-{number:02d}.toml").write_text(text, encoding="utf-8")
    return root


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir", type=Path, help="folder to create (must not exist yet)")
    parser.add_argument("--characters", type=int, default=500)
    parser.add_argument("--scenes", type=int, default=300)
    parser.add_argument("--sessions", type=int, default=20)
    parser.add_argument("--log-entries", type=int, default=200, help="entries per session log")
    parser.add_argument("--seed", type=int, default=20251)
    args = parser.parse_args(argv)
    if args.out_dir.exists() and any(args.out_dir.iterdir()):
        parser.error(f"{args.out_dir} exists and is not empty")
    try:
        generate(
            args.out_dir,
            args.characters,
            args.scenes,
            args.sessions,
            log_entries=args.log_entries,
            seed=args.seed,
        )
    except ValueError as error:
        parser.error(str(error))
    print(
        f"wrote {args.out_dir}: {args.characters} characters, {args.scenes} scenes, "
        f"{args.sessions} sessions"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
