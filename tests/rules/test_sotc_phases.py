"""Spirit of the Century's five phases, made as a group (spirit-of-the-century-srd.txt
L96-116): the phases in order, the group waiting for its slowest member, the aspects each phase
gives, the novels' titles, the shuffled hand-out of the cards, and what `check` says."""

import random
from dataclasses import replace

import pytest

from fate_tui.rules import creation, sotc_phases
from fate_tui.rules.errors import RulesError
from fate_tui.rules.rulesets import SOTC
from fate_tui.rules.sotc_phases import GUEST_PHASES, Phase

SEATS = ["drake", "maggie", "jack"]


def group(step: str = "background"):
    return [
        replace(sotc_phases.new_member(cid, cid.capitalize(), seat), draft_step=step)
        for seat, cid in enumerate(SEATS, start=1)
    ]


def test_sotc_L96_L102_L106_L111_five_phases_in_the_texts_order():
    # spirit-of-the-century-srd.txt L96: five phases; L102 youth, L103 the Great War, L106 the
    # character's own novel, L110 the first guest star, L111 "phase five is identical".
    assert [p.number for p in sotc_phases.PHASES] == [1, 2, 3, 4, 5]
    assert list(sotc_phases.PHASE_ORDER) == [
        Phase.BACKGROUND,
        Phase.WAR,
        Phase.NOVEL,
        Phase.GUEST_STAR_1,
        Phase.GUEST_STAR_2,
    ]
    assert "(L102)" in sotc_phases.PHASES[0].allows
    assert "Great War" in sotc_phases.PHASES[1].title
    assert "(L106-109)" in sotc_phases.PHASES[2].allows
    assert "same book twice (L111)" in sotc_phases.PHASES[4].allows
    # L113-114: then the pyramid and five stunts, one PC at a time.
    assert sotc_phases.next_step(Phase.GUEST_STAR_2) == "skills"
    assert "(L113)" in creation.creation_steps(SOTC)[0].allows
    assert "5 stunts" in creation.creation_steps(SOTC)[1].allows
    assert creation.stunt_lines(SOTC) == 5


def test_sotc_L97_every_pc_goes_through_a_phase_before_the_next_starts():
    # spirit-of-the-century-srd.txt L97: "character creation is a group activity, done at the
    # same time": the group is in the earliest phase any member is in.
    members = group()
    members[0] = replace(members[0], draft_step="war")
    assert sotc_phases.group_phase(members) is Phase.BACKGROUND
    assert [c.id for c in sotc_phases.waiting_on(members, Phase.BACKGROUND)] == SEATS[1:]
    members = [replace(c, draft_step="war") for c in members]
    assert sotc_phases.group_phase(members) is Phase.WAR
    members = [replace(c, draft_step="skills") for c in members]
    assert sotc_phases.group_phase(members) is None


def test_members_are_the_phase_drafts_in_seat_order():
    members = list(reversed(group()))
    finished = replace(members[0], id="done", draft_step=None)
    assert [c.id for c in sotc_phases.members([*members, finished])] == SEATS


def test_sotc_L42_L138_an_aspect_or_two_each_phase_ten_in_all():
    # spirit-of-the-century-srd.txt L42: fate points equal the aspects, "usually ten";
    # L138: "your 10th aspect": two for each of the five phases.
    assert sotc_phases.ASPECTS_PER_PHASE * len(sotc_phases.PHASES) == len(
        SOTC.characters.aspect_slots
    )
    drake = group()[0]
    drake = sotc_phases.with_phase_aspects(drake, Phase.BACKGROUND, ["Son of a Senator", ""])
    drake = sotc_phases.with_phase_aspects(drake, Phase.WAR, ["Ace of the Lafayette", "Shot Down"])
    assert sotc_phases.phase_aspects(drake, Phase.BACKGROUND) == ["Son of a Senator"]
    assert sotc_phases.phase_aspects(drake, Phase.WAR) == ["Ace of the Lafayette", "Shot Down"]
    # Rewriting an earlier phase leaves the later ones where they are.
    drake = sotc_phases.with_phase_aspects(drake, Phase.BACKGROUND, ["Senator's Son", "Rich"])
    assert [a.name for a in drake.aspects] == [
        "Senator's Son",
        "Rich",
        "Ace of the Lafayette",
        "Shot Down",
    ]
    assert sotc_phases.record(drake).phase_aspects == (2, 2)
    assert all(a.owner == "drake" and not a.free_invokes for a in drake.aspects)


def test_sotc_L107_the_pulp_pattern_of_a_title():
    # spirit-of-the-century-srd.txt L107-108: the character's name, then vs., in or and, then
    # the adventurous thing, as the text's two examples of Diego MacKinnon and Drake Devlin.
    assert sotc_phases.follows_pattern("Diego MacKinnon and the Spider's Web", "Diego MacKinnon")
    assert sotc_phases.follows_pattern("Drake Devlin in... The Redemption Game", "Drake Devlin")
    assert sotc_phases.follows_pattern("Devlin vs. the Iron Khan!", "Drake Devlin")
    assert not sotc_phases.follows_pattern("The Redemption Game", "Drake Devlin")
    drake = sotc_phases.with_novel(group("novel")[0], "The Redemption Game", "")
    open_ = sotc_phases.phase_open(drake, Phase.NOVEL)
    assert any("pulp pattern" in line and "(L107)" in line for line in open_)
    assert any("blurb" in line for line in open_)


def test_sotc_L110_the_cards_are_titles_so_a_novel_needs_one_to_move_on():
    # spirit-of-the-century-srd.txt L110: the GM writes the book titles on index cards, so a
    # novel needs its title before the cards go round.
    drake = group("novel")[0]
    assert "(L110)" in sotc_phases.blocking_phase(drake, Phase.NOVEL)
    titled = sotc_phases.with_novel(drake, "Drake and the Web!", "Spiders.")
    assert sotc_phases.blocking_phase(titled, Phase.NOVEL) is None
    # A guest-star phase needs the card dealt.
    assert sotc_phases.blocking_phase(drake, Phase.GUEST_STAR_1) is not None


@pytest.mark.parametrize("seed", range(40))
def test_sotc_L110_L111_the_hand_out_never_gives_ones_own_novel_nor_a_book_twice(seed):
    # spirit-of-the-century-srd.txt L110: shuffled, handed out, "if a player gets his own
    # novel, he should trade index cards with the person to his right"; L111: "no character
    # can costar in the same book twice".
    rng = random.Random(seed)
    seats = ["a", "b", "c", "d"][: 3 + seed % 2]
    first = sotc_phases.hand_out(seats, {}, rng)
    assert sorted(first.values()) == sorted(seats)
    assert all(guest != owner for guest, owner in first.items())
    earlier = {guest: (owner,) for guest, owner in first.items()}
    second = sotc_phases.hand_out(seats, earlier, rng)
    assert sorted(second.values()) == sorted(seats)
    assert all(guest != owner and owner != first[guest] for guest, owner in second.items())


def test_the_hand_out_follows_the_injected_shuffle():
    assert sotc_phases.hand_out(SEATS, {}, random.Random(5)) == sotc_phases.hand_out(
        SEATS, {}, random.Random(5)
    )
    deals = {tuple(sotc_phases.hand_out(SEATS, {}, random.Random(s)).values()) for s in range(20)}
    assert len(deals) == 2  # both ways round the table of three


def test_sotc_L97_fewer_than_three_cannot_guest_star_twice():
    # spirit-of-the-century-srd.txt L97: "at least three players".
    with pytest.raises(RulesError, match="at least 3"):
        sotc_phases.hand_out(["a", "b"], {}, random.Random(1))


def test_sotc_L110_L111_may_costar():
    # spirit-of-the-century-srd.txt L110: never one's own novel; L111: never a book twice.
    assert not sotc_phases.may_costar("a", "a", ())
    assert not sotc_phases.may_costar("a", "b", ("b",))
    assert sotc_phases.may_costar("a", "c", ("b",))


def test_guest_roles_are_kept_per_phase():
    drake = group("guest-star-1")[0]
    drake = sotc_phases.with_guest_role(drake, Phase.GUEST_STAR_2, "Flies the getaway plane.")
    assert sotc_phases.guest_role(drake, Phase.GUEST_STAR_1) == ""
    assert sotc_phases.guest_role(drake, Phase.GUEST_STAR_2) == "Flies the getaway plane."
    assert "(L110)" in sotc_phases.phase_open(drake, Phase.GUEST_STAR_1)[-1]


def test_check_notes_what_the_group_leaves_open_and_wrong_cards():
    members = group("guest-star-2")
    drake, maggie, jack = members
    drake = replace(drake, draft_phases=replace(drake.draft_phases, guest_in=("drake",)))
    maggie = replace(maggie, draft_phases=replace(maggie.draft_phases, guest_in=("jack", "jack")))
    jack = replace(jack, draft_phases=replace(jack.draft_phases, guest_in=("nobody",)))
    notes = sotc_phases.group_notes({c.id: c for c in (drake, maggie, jack)})
    said = {(n.character_id, n.key): n.message for n in notes}
    assert "phase 5" in said[("drake", "draft.step")]
    assert "its own novel" in said[("drake", "draft.guest_in[0]")]
    assert "already costarred" in said[("maggie", "draft.guest_in[1]")]
    assert "no character 'nobody'" in said[("jack", "draft.guest_in[0]")]
    small = sotc_phases.group_notes({"drake": drake, "maggie": maggie})
    assert any("at least 3" in n.message for n in small)


def test_the_novels_are_summed_up_for_the_description():
    drake, maggie, jack = group("skills")
    drake = sotc_phases.with_novel(drake, "Drake Devlin and the Web!", "Spiders in Cairo.")
    maggie = sotc_phases.with_novel(maggie, "Maggie Honor vs. the Tide!", "")
    maggie = replace(maggie, draft_phases=replace(maggie.draft_phases, guest_in=("drake",)))
    maggie = sotc_phases.with_guest_role(maggie, Phase.GUEST_STAR_1, "Maggie cuts the web.")
    by_id = {c.id: c for c in (drake, maggie, jack)}
    assert sotc_phases.novel_summary(drake, by_id) == (
        "Drake Devlin and the Web! Spiders in Cairo. Maggie cuts the web."
    )
    assert sotc_phases.novel_summary(maggie, by_id) == (
        "Maggie Honor vs. the Tide! Guest star in Drake Devlin and the Web!"
    )


def test_a_finished_member_is_an_ordinary_character():
    drake = group("finish")[0]
    done = replace(drake, draft_step=None, draft_phases=None)
    assert sotc_phases.members([done]) == []
    assert GUEST_PHASES == (Phase.GUEST_STAR_1, Phase.GUEST_STAR_2)
