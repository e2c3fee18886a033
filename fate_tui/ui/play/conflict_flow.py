"""The GM's conflict commands on the Table, each a short run of questions: start a conflict
(framing, sides, who goes first), hand the turn on, concede, end it. The answers go to the
conflict intents; every rule is theirs.

Each function is awaited from a `@work` action of the screen, and asks through `asking`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from fate_tui.campaign.intents import conflicts, minions, sotc_conflict
from fate_tui.rules.character import CharacterKind
from fate_tui.rules.framing import Framing, framings
from fate_tui.rules.ruleset import TurnOrderMode
from fate_tui.rules.wording import mid_sentence, possessive, verb
from fate_tui.ui.character_order import ordered
from fate_tui.ui.dialogs import asking
from fate_tui.ui.dialogs.choose import Choice
from fate_tui.ui.play.scene_ending import offer_countdowns
from fate_tui.ui.shell.gm_app import gm_app
from fate_tui.ui.shell.known import known

if TYPE_CHECKING:
    from fate_tui.ui.screens.base import CampaignScreen

PCS, THEM, OUT = "pcs", "them", "out"
SOME, DONE = "some", "done"
SIDE_NAMES = {PCS: "The PCs", THEM: "Their opponents"}


async def start_or_end(screen: CampaignScreen) -> None:
    """C: start a conflict in the scene in play, or end the one running."""
    app = gm_app(screen)
    state = screen.controller.state
    scene = state.current_scene
    if scene is None:
        screen.notify("Start a scene first (n: Scenes)", severity="warning")
        return
    if conflicts.running(scene) is not None:
        await _end(screen)
        return
    kinds = framings(state.ruleset)
    kind: str | None = "physical"
    if kinds:  # only where the framing changes something under the rule set
        kind = await asking.choose(
            app, "Start a conflict: what kind?", [(f.name, framing_words(f)) for f in kinds]
        )
        if kind is None:
            return
    sides = await choose_sides(screen)
    if sides is None:
        return
    first = None
    if state.ruleset.turn_order.mode is TurnOrderMode.ELECTIVE:
        people = [cid for members in sides.values() for cid in members]
        first = await asking.choose(
            app, "Who goes first? (the table decides)", [(c, app.name_of(c)) for c in people]
        )
        if first is None:
            return
    screen.run_intent(conflicts.start, sides, mental=kind == "mental", first=first)


def framing_words(framing: Framing) -> str:
    """'Mental: turns by Empathy, hits on the mental track by default' (an attack that
    harms the mind or the body says where its own hit lands)."""
    said = []
    if framing.turn_order_skill:
        said.append(f"turns by {framing.turn_order_skill}")
    if framing.track:
        said.append(f"hits on the {framing.track} track by default")
    return f"{framing.name.capitalize()}: {', '.join(said)}"


async def choose_sides(
    screen: CampaignScreen, what: str = "conflict"
) -> dict[str, list[str]] | None:
    """The PCs against everyone else in the scene, or each character's side chosen, PCs first
    then NPCs in the one character order (for a conflict or a contest: `what` the characters
    are in, "conflict" or "contest"; "conflict" fits a mental one as well as a fight). A
    contest also offers one character against another: the GM types the first name to filter,
    then the second."""
    app = gm_app(screen)
    state = screen.controller.state
    # Asked once the C or O key found a scene in play.
    everyone = ordered(state, known(state.current_scene, "the scene in play").cast)
    # The taken out were removed from the scene (Condensed L812): no later conflict or
    # contest in it counts them in, nor a mook group with nobody left standing.
    gone = [c.id for c in everyone if c.out_of_scene]
    cast = [c.id for c in everyone if not c.out_of_scene]
    pcs = [cid for cid in cast if not state.characters[cid].kind.is_npc]
    others = [cid for cid in cast if state.characters[cid].kind.is_npc]

    def names(ids: list[str]) -> str:
        return ", ".join(app.name_of(c) for c in ids) or "nobody"

    title = "Sides"
    if gone:
        title += f" ({names(gone)}: out of the scene, not counted in)"
    options: list[tuple[str, str] | Choice] = [
        ("default", f"{names(pcs)} against {names(others)}"),
        ("pick", "Choose each character's side"),
    ]
    if pcs and len(others) > 1:
        # With bystanders in the scene (a captain, a steward), picking who fights the PCs
        # is a key per foe, not a question per character.
        options.insert(1, (SOME, f"The PCs against some of them: pick who ({len(others)})"))
    one_on_one = what == "contest" and len(cast) > 2
    if one_on_one:
        title += ": or one against another (type a name)"
        # The names go to the details, so a name typed to filter finds its own row first.
        everyone_words = f"{names(pcs)} against {names(others)}"
        options[0] = Choice("default", "The PCs against the NPCs", everyone_words)
        options += [(cid, f"{app.name_of(cid)} against...") for cid in cast]
    how = await asking.choose(app, title, options)
    if how is None:
        return None
    if how == "default":
        return {SIDE_NAMES[PCS]: pcs, SIDE_NAMES[THEM]: others}
    if how == SOME:
        foes = await _pick_foes(screen, others, what)
        return None if foes is None else {SIDE_NAMES[PCS]: pcs, SIDE_NAMES[THEM]: foes}
    if how in cast:
        against = await asking.choose(
            app,
            f"{app.name_of(how)} against whom? (type a name)",
            [(cid, app.name_of(cid)) for cid in cast if cid != how],
        )
        if against is None:
            return None
        return {app.name_of(how): [how], app.name_of(against): [against]}
    chosen: dict[str, list[str]] = {PCS: [], THEM: []}
    for cid in cast:
        side = await asking.choose(
            app,
            f"{app.name_of(cid)}: on which side?",
            [(PCS, "With the PCs"), (THEM, "Against the PCs"), (OUT, f"Not in the {what}")],
        )
        if side is None:
            return None
        if side != OUT:
            chosen[side].append(cid)
    return {SIDE_NAMES[key]: members for key, members in chosen.items()}


async def _pick_foes(screen: CampaignScreen, among: list[str], what: str) -> list[str] | None:
    """Who of `among` stands against the PCs: each picked in turn (again to take them back),
    until Done. None when cancelled."""
    app = gm_app(screen)
    foes: list[str] = []
    last: str | None = None
    while True:
        done = f"Done: the PCs against {', '.join(app.name_of(c) for c in foes) or 'nobody'}"
        marks = [(c, f"{'✓' if c in foes else ' '} {app.name_of(c)}") for c in among]
        picked = await asking.choose(
            app,
            f"Who is in the {what} against the PCs? (pick to add or remove)",
            [(DONE, done), *marks],
            highlight=last,
        )
        if picked is None:
            return None
        if picked == DONE:
            if foes:
                return foes
            screen.notify("Pick at least one who stands against the PCs", severity="warning")
            continue
        foes = [c for c in foes if c != picked] if picked in foes else [*foes, picked]
        foes.sort(key=among.index)
        last = picked


async def _end(screen: CampaignScreen) -> None:
    app, state = gm_app(screen), screen.controller.state
    # Asked only while one runs (`start_or_end`).
    conflict = known(conflicts.running(state.current_scene), "the running conflict")
    options = [("end", "End the conflict: pay concessions and hostile invokes now")]
    if not conflict.is_over:
        standing = " and ".join(mid_sentence(side.name) for side in conflict.sides_in_fight)
        options = [("force", f"End it anyway ({standing} still fighting): pay what is owed")]
    pairs = _attachable(screen, conflict)
    title = "End the conflict?"
    if pairs:
        options.append(("attach", "Attach minions to a leader (they take hits first)"))
        title = "The conflict: end it, or attach minions to a leader?"
    options.append(("keep", "Keep fighting"))
    # The GM pressed C to end it: Enter ends it (it kept fighting, and the GM wondered why).
    answer = await asking.choose(app, title, options)
    if answer in ("end", "force"):
        screen.run_intent(conflicts.end, force=answer == "force")
    elif answer == "attach":
        labels = [
            (
                f"{leader}|{group}",
                f"{app.name_of(group)} {verb(state.characters.get(group), 'attaches')} "
                f"to {app.name_of(leader)}",
            )
            for leader, group in pairs
        ]
        chosen = await asking.choose(app, "Which minions, to whom?", labels)
        if chosen is not None:
            leader, group = chosen.split("|")
            screen.run_intent(minions.attach, leader, group)


def _attachable(screen: CampaignScreen, conflict) -> list[tuple[str, str]]:
    """(leader, minion group) pairs on the same side that could attach (Spirit of the
    Century's minions, L468), where the rule set has them."""
    state = screen.controller.state
    if not state.ruleset.teamwork.group_bonus_steps:
        return []
    pairs = []
    for side in conflict.sides_in_fight:
        standing = [state.characters[m] for m in conflict.standing(side) if m in state.characters]
        groups = [c.id for c in standing if c.kind is CharacterKind.MOOK_GROUP]
        leaders = [c.id for c in standing if c.kind is not CharacterKind.MOOK_GROUP]
        pairs += [(leader, group) for leader in leaders for group in groups]
    return pairs


async def next_turn(screen: CampaignScreen) -> None:
    """>: the active character's turn is over; hand it on (the one who acted picks in
    elective order)."""
    app = gm_app(screen)
    state = screen.controller.state
    scene = state.current_scene
    conflict = conflicts.running(scene)
    if conflict is None or scene is None:  # a running conflict is in a scene
        screen.notify("No conflict is running: C starts one", severity="warning")
        return
    candidates = conflicts.next_candidates(scene, state.ruleset)
    exchange = conflict.exchange
    if state.ruleset.turn_order.mode is TurnOrderMode.SKILL or not candidates:
        if not screen.run_intent(conflicts.next_turn):
            return
        _say_who_is_next(screen)
    elif len(candidates) == 1:
        # Only one may go (the panel already names them): no picker to confirm it.
        if not screen.run_intent(conflicts.next_turn, candidates[0]):
            return
        _say_who_is_next(screen)
    else:
        active = scene.turn.active if scene.turn else None
        picker = app.name_of(active) if active else "The table"
        chosen = await asking.choose(
            app, f"{picker} picks who goes next", [(c, app.name_of(c)) for c in candidates]
        )
        if chosen is None:
            return
        screen.run_intent(conflicts.next_turn, chosen)
    after = conflicts.running(screen.controller.state.current_scene)
    if after is not None and after.exchange > exchange:
        await offer_countdowns(screen, "the exchange")


def _say_who_is_next(screen: CampaignScreen) -> None:
    """A notice naming who the turn went to without a picker ('Tamsin Reed acts next')."""
    log = gm_app(screen).recent_log
    if log:
        screen.notify(log[-1].text, title="Next turn")


async def concede(screen: CampaignScreen) -> None:
    """K: the highlighted character concedes, on terms the GM writes down."""
    app = gm_app(screen)
    who = screen.current_character_id
    # Only a taken-out PC may (so `who` is someone).
    if who is not None and sotc_conflict.may_demand_different_fate(screen.controller.state, who):
        await _different_fate(screen, who)
        return
    if conflicts.running(screen.controller.state.current_scene) is None:
        screen.notify("No conflict is running: C starts one", severity="warning")
        return
    if who is None:
        screen.notify("Highlight who concedes in the cast first", severity="warning")
        return
    terms = await asking.text(
        app, f"{app.name_of(who)} concedes: on what terms?", placeholder="Escapes, but…"
    )
    if terms is None:
        return
    if screen.controller.state.ruleset.concession.refused_offer_payout:
        refused = await _refused(screen, who)
        if refused is None or refused:
            return
    screen.run_intent(conflicts.concede, who, terms)


async def _different_fate(screen: CampaignScreen, who: str) -> None:
    """Spirit of the Century (L432): K on a PC who was taken out offers the override: all his
    fate points (at least one) for a way of losing more to his liking."""
    app = gm_app(screen)
    taker = screen.controller.state.characters[who]
    points = taker.fate_points
    yes = await asking.confirm(
        app,
        f"{app.name_of(who)} is taken out: spend all {points} fate point"
        f"{'s' * (points != 1)} to demand a different way of losing?",
        yes="Spend them all",
        no="Keep them",
    )
    if not yes:
        return
    wish = await asking.text(
        app, "How would they rather lose?", placeholder="Captured, not killed", allow_empty=True
    )
    if wish is not None:
        screen.run_intent(sotc_conflict.demand_different_fate, who, wish)


async def _refused(screen: CampaignScreen, who: str) -> bool | None:
    """Spirit of the Century (L433): the other side may turn a concession down; a reasonable
    offer refused moves a fate point from the refuser to the offerer. True when refused,
    None when the GM backs out."""
    app = gm_app(screen)
    # Asked only while one runs (`concede` checked).
    conflict = known(conflicts.running(screen.controller.state.current_scene), "the conflict")
    answer = await asking.choose(
        app,
        f"Does the other side take {possessive(app.name_of(who))} concession?",
        [
            ("take", "They take it: out on the offered terms"),
            ("reasonable", "Refused, though the GM deems it reasonable (+1 / -1 fate point)"),
            ("refused", "Refused: the fight goes on"),
        ],
    )
    if answer in (None, "take"):
        return None if answer is None else False
    mine = conflict.side_of(who)
    others = [m for s in conflict.sides if s is not mine for m in conflict.standing(s)]
    refuser = others[0] if len(others) == 1 else None
    if refuser is None:
        refuser = await asking.choose(app, "Who refuses it?", [(m, app.name_of(m)) for m in others])
        if refuser is None:
            return None
    screen.run_intent(conflicts.refuse_concession, who, refuser, reasonable=answer == "reasonable")
    return True


SELF = "-"  # an option id no character id can be


async def full_defense(screen: CampaignScreen) -> None:
    """D: the character whose turn it is goes on full defense, for themselves or protecting
    an ally still in the fight (asked only when there is one)."""
    app = gm_app(screen)
    state = screen.controller.state
    scene = state.current_scene
    conflict = conflicts.running(scene)
    turn = scene.turn if conflict is not None and scene is not None else None
    active = turn.active if turn else None
    early = screen.current_character_id
    if (
        sotc_conflict.applies(state.ruleset)
        and conflict is not None
        and turn is not None
        and early not in (None, active)
        and early in conflict.members
    ):
        # SotC L387: the highlighted character declares it before their turn, at the
        # exchange's start or when attacked (the intent says why not once they have acted).
        screen.run_intent(conflicts.full_defense, early=early)
        return
    allies: list[str] = []
    if conflict is not None and active is not None and active in conflict.members:
        side = conflict.side_of(active)
        allies = [m for m in side.members if m != active and conflict.in_fight(m)]
    if not allies or not conflicts.may_go_on_full_defense(state.ruleset):
        screen.run_intent(conflicts.full_defense)  # the intent says why it can't be
        return
    rules = state.ruleset.defense
    bonus = f"{rules.full_defense_bonus:+d}"
    if rules.protect_others_bonus:
        protect = f"defends for them at {bonus}"
    else:
        protect = "gives up the bonus to defend for them"
    if rules.protector_takes_hit:
        protect += "; may take a hit in their place"
    options = [(SELF, f"Themselves: {bonus} to defend")]
    options += [(a, f"Protecting {app.name_of(a)}: {protect}") for a in allies]
    title = f"{app.name_of(active)} goes on full defense"
    choice = await asking.choose(app, title, options)
    if choice is not None:
        screen.run_intent(conflicts.full_defense, () if choice == SELF else (choice,))
