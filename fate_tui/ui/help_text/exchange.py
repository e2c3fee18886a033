"""A conflict's exchange: what each character may do in it, and (Spirit of the Century) the
procedures that change it: holding an action, a block protecting an ally, grit, Bounce Back,
supplemental actions, shifts spent, overflow and guessed aspects, with their keys."""

from __future__ import annotations

from fate_tui.rules.ruleset import RuleSet


def exchange_lines(rules: RuleSet) -> tuple[str, ...]:
    lines = [
        "Each exchange, every character takes one action and the move that comes with it; "
        "defending is free and unlimited (the conflict panel counts who defended).",
        "r on a character's turn opens the Roll dialog as an attack with their attack skill "
        "on the first foe still fighting within reach: t picks another target, 1-4 another "
        "action.",
    ]
    if rules.name != "sotc":
        return tuple(lines)
    lines += [
        "W on the Table: the character whose turn it is holds the action and the next in "
        "line acts; W again, once a turn is over, lets the holder take his turn then (never "
        "interrupting one). A held action never taken lapses with the exchange.",
        "D with someone highlighted who has not acted yet: they declare full defense before "
        "their turn (at the exchange's start, or when first attacked) and give up their action.",
        "B on the Table: the character whose turn it is blocks to protect an ally at the "
        "block strength rolled; until the exchange ends an attack on the ally meets the "
        "better of his defence and the block.",
        "Grit (T on an NPC's sheet, or grit = 1 in his file): once he has taken that many "
        "consequences in the conflict, the log and the conflict panel say he offers a "
        "concession (K).",
        "Bounce Back: a consequence from a physical hit recovers two steps faster on the "
        "time chart, applied as it is taken.",
        "In the Roll dialog: X takes a supplemental action with the roll (-1, -2 when "
        "complicated); $ spends an overcome's or an advantage's shifts on time, quality and "
        "subtlety; O takes a defence's shifts as overflow instead of spin, for a supplemental "
        "action, never an attack. An attack that takes its target out, or forces a named "
        "character to take a consequence, leaves its extra shifts as overflow.",
        "Sprint: a move further than one zone is an Athletics roll against Mediocre; its "
        "shifts are the zones it crosses, less each border's value on the way (m, then Roll "
        "for it). o on a zone of the Scenes screen sets the border between it and a zone it "
        "connects to, and whether it is a height; a one-zone move across it takes its value "
        "on top of the -1 (Unstoppable: two lower; Mighty Leap: a height three lower).",
        "K on a player taken out: spend all their fate points (at least one) to demand a "
        "different way of losing.",
        "G on the Table: the highlighted character spent a fate point to tag a guessed "
        "aspect; close reveals the hidden aspect and the tag stands, a plain miss gives the "
        "point back, a miss that tells a secret keeps it spent, a duped tagger's deceiver "
        "decides.",
    ]
    return tuple(lines)
