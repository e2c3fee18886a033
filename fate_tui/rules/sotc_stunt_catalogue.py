"""Spirit of the Century's stunts as data (spirit-of-the-century-srd.txt L712-1361).

Built from the SRD text, which lost most stunt names (each shows as `<quote>`): a stunt has a
name here only where the text gives it, in another stunt's prerequisite or a cross-reference;
the others are titled '<skill> stunt <n>'. `summary` is the stunt's opening sentence in the
SRD. Effects are the numbers the rules core applies (`stunt_catalogue.EffectKind`); stunts
without one are narrative or GM-judged. The text ends inside the Resolve stunts, so the stunts
of Resources, Science, Sleight of Hand, Stealth, Survival and Weapons are missing.
"""

from __future__ import annotations

from fate_tui.rules.stunt_catalogue import (
    CatalogueStunt,
    Effect,
    EffectKind,
    Requirement,
    RequirementKind,
)

STUNTS: tuple[CatalogueStunt, ...] = (
    CatalogueStunt(
        key="academics-1",
        skill="Academics",
        line=713,
        summary=(
            "Normally, someone may only speak a number of additional languages "
            "equivalent to the value of his Academics skill."
        ),
        name="Linguist",
        effects=(Effect(EffectKind.LANGUAGES, 5),),
        repeatable=True,
    ),
    CatalogueStunt(
        key="academics-2",
        skill="Academics",
        line=715,
        summary=(
            'There is no "mainstream" earthly language you cannot read or speak - '
            "no need to pick your languages."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Linguist",)),),
        effects=(Effect(EffectKind.MAINSTREAM_LANGUAGES),),
    ),
    CatalogueStunt(
        key="academics-3",
        skill="Academics",
        line=719,
        summary=(
            "The character's prodigious reading has paid off in spades, and he is "
            "able to recall minute details from even the most obscure literary "
            "works."
        ),
        name="Walking Library",
        effects=(
            Effect(EffectKind.LIBRARY, skill="Academics"),
            Effect(EffectKind.FASTER, 1, skill="Academics", detail="research in a real library"),
        ),
    ),
    CatalogueStunt(
        key="academics-4",
        skill="Academics",
        line=720,
        summary="If you've read it, you remember it.",
        name="Photographic Memory",
        requirements=(Requirement(RequirementKind.STUNT, names=("Walking Library",)),),
        effects=(
            Effect(
                EffectKind.FASTER, 2, skill="Academics", detail="research in what you have read"
            ),
        ),
    ),
    CatalogueStunt(
        key="academics-5",
        skill="Academics",
        line=723,
        summary="Your photographic memory extends outside of books.",
        name="Studied Recall",
        requirements=(Requirement(RequirementKind.STUNT, names=("Photographic Memory",)),),
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="studied_recall"),),
    ),
    CatalogueStunt(
        key="academics-6",
        skill="Academics",
        line=727,
        summary="Your character is a respected authority in a specific academic field.",
        name="Scholar",
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                1,
                skill="Academics",
                detail="rolls in your field",
            ),
            Effect(EffectKind.SKILL_BONUS, 1, skill="Academics", detail="your specialisation"),
            Effect(
                EffectKind.FASTER, 1, skill="Academics", detail="research in your specialisation"
            ),
            # L730: "considered elevated by these bonuses": Good Academics complements as if
            # Superb (Good+2), the field's +1 and the specialisation's +1 together.
            Effect(
                EffectKind.COMPLEMENT, 2, uses="Academics", detail="a social roll among your field"
            ),
        ),
        repeatable=True,
    ),
    CatalogueStunt(
        key="academics-7",
        skill="Academics",
        line=732,
        summary=(
            "Your area of knowledge is so advanced, there's usually no one around "
            "who can tell if you're making things up."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Scholar",)),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Deceit",
                uses="Academics",
                detail="your field comes to bear",
            ),
        ),
    ),
    CatalogueStunt(
        key="academics-8",
        skill="Academics",
        line=735,
        summary=(
            "Your specialized knowledge gives you flashes of insight into all manner of things."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Scholar",)),),
        effects=(Effect(EffectKind.RULE, detail="flashes_of_insight"),),
    ),
    CatalogueStunt(
        key="alertness-1",
        skill="Alertness",
        line=741,
        summary=(
            "You may spend a fate point to go first in an exchange, regardless of your initiative."
        ),
        name="I’m On Top Of It",
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="on_top_of_it"),),
    ),
    CatalogueStunt(
        key="alertness-2",
        skill="Alertness",
        line=744,
        summary=(
            "The character's senses are so keyed into minute changes that he is "
            "able to respond more quickly to new details."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("I’m On Top Of It",)),),
        effects=(Effect(EffectKind.INITIATIVE, 1),),
        repeatable=True,
    ),
    CatalogueStunt(
        key="alertness-3",
        skill="Alertness",
        line=747,
        summary=(
            "The character's always watching for his opponents to try to get "
            "something past him, and can cut that option off, even when he fails in"
            " his primary..."
        ),
        name="Ready for Anything",
        requirements=(Requirement(RequirementKind.STUNT, names=("I’m On Top Of It",)),),
        effects=(Effect(EffectKind.DENY_SPIN),),
    ),
    CatalogueStunt(
        key="alertness-4",
        skill="Alertness",
        line=750,
        summary=(
            "Normally, a character who has held his action cannot interrupt "
            "another's action at all; he must allow the action to finish before "
            "acting."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Ready for Anything",)),),
        fate_point_cost=True,
    ),
    CatalogueStunt(
        key="alertness-5",
        skill="Alertness",
        line=755,
        summary=(
            "The character maintains a quick and easy awareness of ambushes and "
            "other nasty surprises - perhaps preternaturally, perhaps simply due to"
            " finely..."
        ),
        name="Danger Sense",
        effects=(Effect(EffectKind.SURPRISE_FULL_DEFENSE),),
    ),
    CatalogueStunt(
        key="alertness-6",
        skill="Alertness",
        line=757,
        summary=(
            "The character is never surprised; he may always take a full defensive "
            "action when ambushed, and his base defense is never reduced to "
            "Mediocre by..."
        ),
        name="Saw It Coming",
        requirements=(Requirement(RequirementKind.STUNT, names=("Danger Sense",)),),
        effects=(Effect(EffectKind.NEVER_SURPRISED),),
    ),
    CatalogueStunt(
        key="alertness-7",
        skill="Alertness",
        line=760,
        summary=(
            "Not only is the character never surprised, he is never forced onto a "
            "defensive footing by an ambush."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Saw It Coming",)),),
        effects=(Effect(EffectKind.NEVER_SURPRISED), Effect(EffectKind.ACTS_WHEN_AMBUSHED)),
    ),
    CatalogueStunt(
        key="alertness-8",
        skill="Alertness",
        line=763,
        summary=(
            "The character has tuned his Alertness to the point where, if he takes "
            "a normal Investigation length of time to open his senses to a "
            "location, he..."
        ),
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Alertness", count=2),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Investigation",
                uses="Alertness",
                detail="opening your senses to a place",
            ),
        ),
    ),
    CatalogueStunt(
        key="art-1",
        skill="Art",
        line=768,
        summary=("The artist is always examining the world for the creative hand at work."),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill=None,
                uses="Art",
                detail="finding out who made something",
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Empathy",
                uses="Art",
                detail="reading an artist through a work",
            ),
        ),
    ),
    CatalogueStunt(
        key="art-2",
        skill="Art",
        line=773,
        summary=(
            "The character is a master of some specific form of art - painting, "
            "composition, singing, conducting or playing music, or the like."
        ),
        name="Virtuoso",
        effects=(
            Effect(EffectKind.SKILL_BONUS, 1, skill="Art", detail="performing your art form"),
            Effect(EffectKind.SKILL_BONUS, 1, skill="Art", detail="your specialty"),
            Effect(EffectKind.FASTER, 1, skill="Art", detail="works of art"),
        ),
    ),
    CatalogueStunt(
        key="art-3",
        skill="Art",
        line=775,
        summary=(
            "Whenever the artist uses his art to place an aspect on the scene, the "
            "aspect remains in place in any subsequent scenes involving the "
            "audience, up..."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Virtuoso",)),),
    ),
    CatalogueStunt(
        key="art-4",
        skill="Art",
        line=778,
        summary=(
            "The artist has a way with words, and knows how to craft the most exquisite insults."
        ),
        name="Razor Tongue",
        effects=(
            Effect(
                EffectKind.COMPLEMENT, skill=None, uses="Art", detail="a social roll with insults"
            ),
            Effect(
                EffectKind.SKILL_BONUS,
                1,
                skill="Intimidation",
                detail="insults complemented by Art",
            ),
        ),
    ),
    CatalogueStunt(
        key="art-5",
        skill="Art",
        line=780,
        summary=(
            "The artist's skill at satire is so profound as to take the whole audience with him."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Razor Tongue",)),),
    ),
    CatalogueStunt(
        key="art-6",
        skill="Art",
        line=783,
        summary="The artist's works cannot be ignored.",
        requirements=(Requirement(RequirementKind.STUNT, names=("Virtuoso",)),),
        effects=(Effect(EffectKind.RULE, detail="halved_distraction"),),
    ),
    CatalogueStunt(
        key="art-7",
        skill="Art",
        line=786,
        summary=(
            "Normally, acting is somewhat obvious for what it is, meant for a stage"
            " and not elsewhere, but with this stunt, the character's talent is "
            "natural..."
        ),
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Art", count=1),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Deceit",
                uses="Art",
                detail="passing as someone you are not",
            ),
        ),
    ),
    CatalogueStunt(
        key="art-8",
        skill="Art",
        line=789,
        summary=(
            "Your works and performances are heavily sought out, and there are "
            "those who will pay handsomely for it."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Virtuoso",)),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Resources",
                uses="Art",
                detail="a past commission (once a session)",
            ),
        ),
    ),
    CatalogueStunt(
        key="art-9",
        skill="Art",
        line=792,
        summary="Your widespread name and your art are interlinked as one.",
        name="Do You Know Who I Am?",
        requirements=(Requirement(RequirementKind.STUNT, names=("Virtuoso",)),),
        effects=(
            Effect(EffectKind.COMPLEMENT, skill="Rapport", uses="Art", detail="using your name"),
            Effect(
                EffectKind.COMPLEMENT, skill="Intimidation", uses="Art", detail="using your name"
            ),
            Effect(EffectKind.COMPLEMENT, skill="Deceit", uses="Art", detail="using your name"),
            Effect(EffectKind.COMPLEMENT, skill="Contacting", uses="Art", detail="using your name"),
        ),
    ),
    CatalogueStunt(
        key="art-10",
        skill="Art",
        line=795,
        summary=(
            "Your reputation as an artist is so well known that it occasionally "
            "covers up for your social shortcomings."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Do You Know Who I Am?",)),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Rapport",
                uses="Art",
                detail="your reputation is known",
                point_cost=1,
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Intimidation",
                uses="Art",
                detail="your reputation is known",
                point_cost=1,
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Contacting",
                uses="Art",
                detail="your reputation is known",
                point_cost=1,
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Deceit",
                uses="Art",
                detail="your reputation is known",
                point_cost=1,
            ),
        ),
        fate_point_cost=True,
    ),
    CatalogueStunt(
        key="athletics-1",
        skill="Athletics",
        line=800,
        summary=(
            "You can fit into and through spaces and shapes that no normal human readily can."
        ),
    ),
    CatalogueStunt(
        key="athletics-2",
        skill="Athletics",
        line=802,
        summary="You are able to perform any number of impressive acrobatic feats.",
        name="Acrobat",
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill="Athletics",
                detail="a complex maneuver (difficulty two lower)",
            ),
            Effect(EffectKind.SKILL_BONUS, 2, skill="Athletics", detail="a fall"),
        ),
    ),
    CatalogueStunt(
        key="athletics-3",
        skill="Athletics",
        line=804,
        summary=(
            "The character can skip effortlessly down sheer surfaces without harm, "
            "allowing him to safely fall great distances."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Acrobat",)),),
    ),
    CatalogueStunt(
        key="athletics-4",
        skill="Athletics",
        line=807,
        summary=(
            "You gain a +2 to all attempts to defend against knockback or push "
            "attacks, as well as any attempts to escape from bonds."
        ),
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Athletics", count=1),),
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill="Athletics",
                detail="defending against knockback or a push",
            ),
            Effect(EffectKind.SKILL_BONUS, 2, skill="Athletics", detail="escaping bonds"),
        ),
    ),
    CatalogueStunt(
        key="athletics-5",
        skill="Athletics",
        line=810,
        summary=(
            "You know how to conserve your energy when undergoing lengthy athletic "
            "activity (long-distance running, multi-day climbs, etc)."
        ),
        name="Marathon Training",
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Endurance",
                uses="Athletics",
                detail="lengthy athletic activity",
            ),
            Effect(
                EffectKind.COMPLEMENT,
                skill="Endurance",
                uses="Athletics",
                detail="any other Endurance roll",
            ),
        ),
    ),
    CatalogueStunt(
        key="athletics-6",
        skill="Athletics",
        line=812,
        summary="You are incredibly fast on your feet.",
        name="Fast as a Leopard",
        requirements=(Requirement(RequirementKind.STUNT, names=("Marathon Training",)),),
        effects=(
            Effect(
                EffectKind.SKILL_BONUS, 2, skill="Athletics", detail="a sprint", either="sprint"
            ),
            Effect(
                EffectKind.SKILL_BONUS,
                0,
                skill="Athletics",
                detail="a race with a mounted beast or a car, the +2 set aside for an even footing",
                either="sprint",
            ),
        ),
    ),
    CatalogueStunt(
        key="athletics-7",
        skill="Athletics",
        line=815,
        summary="You are simply, astonishingly fast.",
        requirements=(Requirement(RequirementKind.STUNT, names=("Fast as a Leopard",)),),
        effects=(
            Effect(
                EffectKind.SKILL_BONUS, 4, skill="Athletics", detail="a sprint", either="sprint"
            ),
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill="Athletics",
                detail="a race with a horse or a car, +2 for an even footing",
                either="sprint",
            ),
            Effect(EffectKind.NO_SUPPLEMENTAL_PENALTY, detail="moving one zone"),
        ),
    ),
    CatalogueStunt(
        key="athletics-8",
        skill="Athletics",
        line=818,
        summary="The character can climb surfaces he oughtn't be able to.",
        fate_point_cost=True,
        effects=(Effect(EffectKind.SKILL_BONUS, 2, skill="Athletics", detail="a climb"),),
    ),
    CatalogueStunt(
        key="athletics-9",
        skill="Athletics",
        line=820,
        summary="The character's leaping ability borders on the superhuman.",
        effects=(Effect(EffectKind.BORDER_REDUCTION, 3, detail="height"),),
    ),
    CatalogueStunt(
        key="athletics-10",
        skill="Athletics",
        line=822,
        summary=(
            "The character can use Athletics instead of Survival for all maneuvers "
            "when riding horses or other riding animals."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Survival",
                uses="Athletics",
                detail="a maneuver when riding",
            ),
        ),
    ),
    CatalogueStunt(
        key="burglary-1",
        skill="Burglary",
        line=825,
        summary=(
            "You have an acute understanding of what it takes to burglarize a "
            "place, and can investigate such crimes from the perspective of the "
            "criminal..."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Investigation",
                uses="Burglary",
                detail="investigating a crime done with Burglary",
            ),
            Effect(
                EffectKind.SKILL_BONUS, 1, skill="Burglary", detail="a crime like one you have done"
            ),
        ),
    ),
    CatalogueStunt(
        key="burglary-2",
        skill="Burglary",
        line=827,
        summary=(
            "You've run into enough traps that you've developed an instinct for avoiding them."
        ),
        name="Tripwire Sensibilities",
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Alertness",
                uses="Burglary",
                detail="uncovering or avoiding a trap",
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Investigation",
                uses="Burglary",
                detail="uncovering or avoiding a trap",
            ),
        ),
    ),
    CatalogueStunt(
        key="burglary-3",
        skill="Burglary",
        line=829,
        summary=(
            "Whenever you're running a burglarizing operation, you operate on very "
            "precise internal clock."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Tripwire Sensibilities",)),),
        effects=(
            Effect(
                EffectKind.INITIATIVE_SKILL,
                skill="Burglary",
                detail="while a burglary goes to plan",
            ),
        ),
    ),
    CatalogueStunt(
        key="burglary-4",
        skill="Burglary",
        line=832,
        summary=(
            "The character's skill with improvisation when bypassing a lock or "
            "similar contrivance is improved, so long as he has something that "
            "could pass as..."
        ),
        effects=(
            Effect(
                EffectKind.FASTER, 1, skill="Burglary", detail="defeating a lock with proper tools"
            ),
        ),
    ),
    CatalogueStunt(
        key="burglary-5",
        skill="Burglary",
        line=834,
        summary=(
            "You're highly skilled at visualizing the whole of a target based on just a part of it."
        ),
        name="Mental Blueprint",
        effects=(Effect(EffectKind.SKILL_BONUS, 2, skill="Burglary", detail="casing a location"),),
    ),
    CatalogueStunt(
        key="burglary-6",
        skill="Burglary",
        line=836,
        summary=(
            '<quote> When the character is casing a location (see "Casing", page '
            "XX), he normally reveals or declares only one aspect about the "
            "location, in..."
        ),
        requirements=(
            Requirement(RequirementKind.STUNT, names=("Mental Blueprint",)),
            Requirement(RequirementKind.OTHER_STUNTS, skill="Burglary", count=1),
        ),
        effects=(Effect(EffectKind.RULE, detail="casing_aspects"),),
    ),
    CatalogueStunt(
        key="contacting-1",
        skill="Contacting",
        line=842,
        summary=(
            "At the time your character takes this stunt, you must define a "
            "specific contact, with a name, a brief sentence about the contact's "
            "personality,..."
        ),
        name="Contact",
        effects=(Effect(EffectKind.COMPANION, 3, detail="contact"),),
        repeatable=True,
    ),
    CatalogueStunt(
        key="contacting-2",
        skill="Contacting",
        line=844,
        summary=(
            "When you select this stunt, you may spread three additional advances "
            "out amongst your existing contacts, creating unusually talented "
            "companions."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Contact",)),),
        effects=(
            Effect(
                EffectKind.COMPANION_ADVANCES,
                3,
                detail="contacts (at most 6 more, 9 in all, per contact)",
            ),
        ),
        repeatable=True,
    ),
    CatalogueStunt(
        key="contacting-3",
        skill="Contacting",
        line=847,
        summary=(
            "The character can choose from a large number of companions available "
            "to him when he needs them."
        ),
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Contacting", count=1),),
        effects=(Effect(EffectKind.COMPANION, 2, detail="companion revealed when needed"),),
        repeatable=True,
    ),
    CatalogueStunt(
        key="contacting-4",
        skill="Contacting",
        line=854,
        summary="Sometimes it's not who you know, but who the people you know, know.",
        effects=(
            Effect(EffectKind.FASTER, 1, skill="Contacting", detail="any Contacting roll"),
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill="Contacting",
                detail="corroborating another contact",
            ),
        ),
    ),
    CatalogueStunt(
        key="contacting-5",
        skill="Contacting",
        line=856,
        summary=(
            "The character is able to navigate bureaucracies easily, not because he"
            " understands them, but because he knows people embedded in the "
            "bureaucracy..."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Leadership",
                uses="Contacting",
                detail="a bureaucratic entanglement",
            ),
        ),
    ),
    CatalogueStunt(
        key="contacting-6",
        skill="Contacting",
        line=858,
        summary="The character's travels have taken him to every corner of the globe.",
        effects=(Effect(EffectKind.NO_UNFAMILIARITY, skill="Contacting"),),
    ),
    CatalogueStunt(
        key="contacting-7",
        skill="Contacting",
        line=860,
        summary=(
            "When selecting this stunt, the player picks a specific field "
            "(Criminal, Business, Politics, Espionage and Occult are the most "
            "common); this stunt..."
        ),
        name="Big Man",
        repeatable=True,
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Resources",
                uses="Contacting",
                detail="what your field can provide",
            ),
        ),
    ),
    CatalogueStunt(
        key="contacting-8",
        skill="Contacting",
        line=863,
        summary=(
            "Whenever dealing with members of your chosen field, you put out all "
            "the right signals, say all the right things."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Big Man",)),),
        effects=(
            Effect(EffectKind.SKILL_BONUS, 2, skill="Rapport", detail="dealing with your field"),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Rapport",
                uses="Contacting",
                detail="a good reaction in your field",
            ),
        ),
    ),
    CatalogueStunt(
        key="contacting-9",
        skill="Contacting",
        line=866,
        summary=(
            "You're so well known that an awareness of your name has crossed over "
            "into other areas as well."
        ),
        name="Big Name",
        requirements=(Requirement(RequirementKind.STUNT, names=("Big Man",)),),
        fate_point_cost=True,
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill="Rapport",
                detail="first dealing with someone who knows your name",
            ),
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill="Intimidation",
                detail="first dealing with someone who knows your name",
            ),
        ),
    ),
    CatalogueStunt(
        key="contacting-10",
        skill="Contacting",
        line=869,
        summary=(
            "Your reputation has reached great proportions, and people are willing "
            "to believe all sorts of things about you."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Big Name",)),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Rapport",
                uses="Contacting",
                detail="your reputation is known",
                point_cost=1,
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Intimidation",
                uses="Contacting",
                detail="your reputation is known",
                point_cost=1,
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Deceit",
                uses="Contacting",
                detail="your reputation is known",
                point_cost=1,
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Leadership",
                uses="Contacting",
                detail="your reputation is known",
                point_cost=1,
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Resolve",
                uses="Contacting",
                detail="your reputation is known",
                point_cost=1,
            ),
        ),
        fate_point_cost=True,
    ),
    CatalogueStunt(
        key="deceit-1",
        skill="Deceit",
        line=875,
        summary=(
            "You are a bona fide confidence man, and that lets you get a read on people, easy."
        ),
        name="Con Man",
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Empathy",
                uses="Deceit",
                detail="a read (weaknesses only)",
            ),
        ),
    ),
    CatalogueStunt(
        key="deceit-2",
        skill="Deceit",
        line=879,
        summary=(
            "The character is adept at cheating, so much so that he may use his "
            "Deceit skill instead of Gambling whenever he chooses."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Con Man",)),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Gambling",
                uses="Deceit",
                detail="cheating (caught if it fails)",
            ),
        ),
    ),
    CatalogueStunt(
        key="deceit-3",
        skill="Deceit",
        line=883,
        summary=(
            "You've got this guy completely suckered - or at least, if he's on to "
            "you, he's rich enough that he doesn't care."
        ),
        name="Sucker",
        requirements=(Requirement(RequirementKind.STUNT, names=("Con Man",)),),
        effects=(Effect(EffectKind.COMPANION, 2, detail="sucker (Fair, Skilled: Resources)"),),
    ),
    CatalogueStunt(
        key="deceit-4",
        skill="Deceit",
        line=888,
        summary="You hit it big - this guy's loaded.",
        requirements=(Requirement(RequirementKind.STUNT, names=("Sucker",)),),
        effects=(Effect(EffectKind.COMPANION_ADVANCES, 1, detail="sucker"),),
    ),
    CatalogueStunt(
        key="deceit-5",
        skill="Deceit",
        line=891,
        summary=(
            "Normally, a character cannot create a disguise that will stand up to "
            "intense scrutiny (see page XX)."
        ),
        name="Clever Disguise",
    ),
    CatalogueStunt(
        key="deceit-6",
        skill="Deceit",
        line=893,
        summary=(
            "Deceit can be used to convince people you are someone you aren't - but"
            " usually only in a general sense."
        ),
        name="Mimicry",
        requirements=(Requirement(RequirementKind.STUNT, names=("Clever Disguise",)),),
        effects=(Effect(EffectKind.RULE, detail="mimicry_study"),),
    ),
    CatalogueStunt(
        key="deceit-7",
        skill="Deceit",
        line=897,
        summary=(
            "The character can convincingly pass himself off as nearly anyone with "
            "a little time and preparation."
        ),
        name="Master of Disguise",
        requirements=(
            Requirement(RequirementKind.STUNT, names=("Mimicry",)),
            Requirement(RequirementKind.STUNT, names=("Clever Disguise",)),
        ),
        fate_point_cost=True,
    ),
    CatalogueStunt(
        key="deceit-8",
        skill="Deceit",
        line=901,
        summary=(
            "While the character is disguised (see Master of Disguise) he may make "
            "a single Investigation roll against at target of Mediocre."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Master of Disguise",)),),
        effects=(Effect(EffectKind.RULE, detail="infiltration"),),
    ),
    CatalogueStunt(
        key="deceit-9",
        skill="Deceit",
        line=904,
        summary=(
            "You inhabit your disguises so completely that you can actually fully "
            "inhabit another persona and unlock hidden skills and knowledge you "
            "don't..."
        ),
        requirements=(
            Requirement(RequirementKind.STUNT, names=("Master of Disguise",)),
            Requirement(RequirementKind.SKILL_RATING, skill="Deceit", count=4),
        ),
        fate_point_cost=True,
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                -2,
                skill=None,
                uses="Deceit",
                detail="a skill your persona would have",
                point_cost=1,
            ),
        ),
    ),
    CatalogueStunt(
        key="deceit-10",
        skill="Deceit",
        line=908,
        summary="The best lies are the ones that contain a healthy dose of truth.",
        name="The Honest Lie",
        effects=(
            Effect(
                EffectKind.SKILL_BONUS, 2, skill="Deceit", detail="a lie with a hefty dose of truth"
            ),
        ),
    ),
    CatalogueStunt(
        key="deceit-11",
        skill="Deceit",
        line=910,
        summary=(
            "As an accomplished liar, you're especially able to figure out when "
            "someone else is lying as well."
        ),
        name="Takes One to Know One",
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Empathy",
                uses="Deceit",
                detail="telling whether someone lies",
            ),
        ),
    ),
    CatalogueStunt(
        key="deceit-12",
        skill="Deceit",
        line=912,
        summary=(
            'Whenever the character is the target of an Empathy "read", and decides'
            " to put a false face forward (see page XX), and wins the contest, he "
            "not..."
        ),
        requirements=(
            Requirement(RequirementKind.STUNT, names=("The Honest Lie", "Takes One to Know One")),
        ),
    ),
    CatalogueStunt(
        key="drive-1",
        skill="Drive",
        line=916,
        summary=(
            "You've been gripped by the American fascination with the automobile "
            "early on, and have one car in particular that you take special care "
            "of."
        ),
        name="Custom Ride",
        effects=(
            Effect(EffectKind.GADGET, 1, detail="custom car (craftsmanship)"),
            Effect(EffectKind.SKILL_BONUS, 1, skill="Drive", detail="driving your own car"),
            Effect(
                EffectKind.SKILL_BONUS,
                0,
                skill="Drive",
                detail="the car's extra device, declared (an oil slick, a speed boost...)",
                point_cost=1,
            ),
        ),
        fate_point_cost=True,
    ),
    CatalogueStunt(
        key="drive-2",
        skill="Drive",
        line=919,
        summary="You have a one-of-a-kind vehicle.",
        name="Prototype",
        requirements=(Requirement(RequirementKind.STUNT, names=("Custom Ride",)),),
        effects=(Effect(EffectKind.GADGET, 3, detail="prototype car"),),
    ),
    CatalogueStunt(
        key="drive-3",
        skill="Drive",
        line=924,
        summary=(
            "Your character may not understand the broader aspects of engineering "
            "devices and such, but when it comes to cars, he knows them inside and "
            "out."
        ),
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Drive", count=2),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Engineering",
                uses="Drive",
                detail="working on a car",
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                -1,
                skill="Engineering",
                uses="Drive",
                detail="working on another vehicle",
            ),
        ),
    ),
    CatalogueStunt(
        key="drive-4",
        skill="Drive",
        line=926,
        summary="You're good at keeping your car in one piece.",
        effects=(
            Effect(
                EffectKind.SKILL_BONUS, 1, skill="Drive", detail="a driving maneuver in a chase"
            ),
        ),
    ),
    CatalogueStunt(
        key="drive-5",
        skill="Drive",
        line=928,
        summary=("Driving while doing some other action normally results in a -1 penalty."),
        name="Defensive Driving",
        effects=(Effect(EffectKind.NO_SUPPLEMENTAL_PENALTY, detail="driving"),),
    ),
    CatalogueStunt(
        key="drive-6",
        skill="Drive",
        line=930,
        summary=("Somehow, no matter how crazy you drive, you always seem to pull it off."),
        requirements=(Requirement(RequirementKind.STUNT, names=("Defensive Driving",)),),
    ),
    CatalogueStunt(
        key="drive-7",
        skill="Drive",
        line=933,
        summary=(
            "The character is the bane of curbside markets and rickety struts holding up awnings."
        ),
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Drive", count=1),),
        effects=(
            Effect(
                EffectKind.DOUBLE_STRESS, skill="Drive", detail="the surroundings, when driving"
            ),
        ),
    ),
    CatalogueStunt(
        key="empathy-1",
        skill="Empathy",
        line=937,
        summary=(
            "The character is so aware of the social currents in a situation that "
            "he is able to see something of what's coming before it arrives."
        ),
        name="Ebb and Flow",
        fate_point_cost=True,
    ),
    CatalogueStunt(
        key="empathy-2",
        skill="Empathy",
        line=939,
        summary=(
            "You are so tuned into social situations that you may act quickly and "
            "decisively to shape the situation to your liking."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Ebb and Flow",)),),
        effects=(Effect(EffectKind.INITIATIVE, 2, detail="social"),),
    ),
    CatalogueStunt(
        key="empathy-3",
        skill="Empathy",
        line=942,
        summary=(
            "Your understanding of people you've met is sufficiently strong that it"
            " gives you an easy sense of how to find them."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Investigation",
                uses="Empathy",
                detail="finding someone you have met",
            ),
        ),
    ),
    CatalogueStunt(
        key="empathy-4",
        skill="Empathy",
        line=944,
        summary=(
            "The world is full of lies and liars, and your character is always on "
            "the lookout for them."
        ),
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Empathy", count=1),),
    ),
    CatalogueStunt(
        key="empathy-5",
        skill="Empathy",
        line=948,
        summary=(
            "Normally, to use empathy to get a read on someone it requires at least"
            " a few minutes of conversation, if not more (see page XX)."
        ),
        effects=(Effect(EffectKind.FASTER, 2, skill="Empathy", detail="a read"),),
    ),
    CatalogueStunt(
        key="empathy-6",
        skill="Empathy",
        line=950,
        summary=(
            "You have an instinct for going right to the heart of a person and "
            "finding out what matters most to them."
        ),
    ),
    CatalogueStunt(
        key="empathy-7",
        skill="Empathy",
        line=953,
        summary=(
            "Your skill at reading people makes you adept at provoking a strong "
            "emotional response if you're trying to get them angry, depressed, or "
            "something..."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Intimidation",
                uses="Empathy",
                detail="provoking someone you have read",
            ),
        ),
    ),
    CatalogueStunt(
        key="empathy-8",
        skill="Empathy",
        line=955,
        summary=(
            "Once you get an insight into someone, you may try to look much deeper "
            "than one normally can."
        ),
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Empathy", count=2),),
    ),
    CatalogueStunt(
        key="endurance-1",
        skill="Endurance",
        line=963,
        summary="The character may spend fate points to keep standing.",
        fate_point_cost=True,
    ),
    CatalogueStunt(
        key="endurance-2",
        skill="Endurance",
        line=966,
        summary=("The character can push through incredible pain in order to reach his goal."),
        name="Feel the Burn",
        effects=(Effect(EffectKind.EXTRA_CONSEQUENCE, 1, skill="health", detail="moderate"),),
    ),
    CatalogueStunt(
        key="endurance-3",
        skill="Endurance",
        line=968,
        summary=(
            "The character is able to lessen the effects of physical injury thanks "
            "to his incredible stamina."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Feel the Burn",)),),
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="shake_it_off"),),
    ),
    CatalogueStunt(
        key="endurance-4",
        skill="Endurance",
        line=971,
        summary=(
            "Normally, someone who has not gotten a regular night's sleep takes a "
            "consequence indicating his lack of rest, which cannot be removed save "
            "with..."
        ),
        effects=(Effect(EffectKind.RULE, detail="sleep"),),
    ),
    CatalogueStunt(
        key="endurance-5",
        skill="Endurance",
        line=975,
        summary=(
            "The character heals faster than the norm, which has the effect of "
            "reducing the severity of consequences resulting from physical injury."
        ),
        name="Bounce Back",
        effects=(
            Effect(
                EffectKind.FASTER,
                2,
                skill="Endurance",
                detail="recovering from a physical consequence",
            ),
        ),
    ),
    CatalogueStunt(
        key="endurance-6",
        skill="Endurance",
        line=977,
        summary=(
            "If the character is ever taken out away from the view of other "
            "characters and death appears imminent, certain, or absolute, (such as "
            "from dropping..."
        ),
        effects=(Effect(EffectKind.RULE, detail="death_defiance"),),
        fate_point_cost=True,
    ),
    CatalogueStunt(
        key="endurance-7",
        skill="Endurance",
        line=981,
        summary=(
            "Whether through natural aptitude or careful exposure and development, "
            "the character is quite simply immune to most common poisons, and "
            "terribly..."
        ),
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Endurance", count=1),),
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill="Endurance",
                detail="an uncommon poison met for the first time",
            ),
            Effect(EffectKind.SKILL_BONUS, 6, skill="Endurance", detail="a poison met before"),
        ),
    ),
    CatalogueStunt(
        key="endurance-8",
        skill="Endurance",
        line=985,
        summary=(
            "When the character takes a hit which would roll up, he may instead "
            "choose to fill in any number of lower wound boxes that total the value"
            " of the hit."
        ),
        name="One Hit To The Body",
        effects=(Effect(EffectKind.FILL_LOWER, detail="health"),),
    ),
    CatalogueStunt(
        key="endurance-9",
        skill="Endurance",
        line=987,
        summary=(
            "This character just doesn't feel pain and can take more punishment than a lesser man."
        ),
        name="Thick Skinned",
        requirements=(Requirement(RequirementKind.STUNT, names=("One Hit To The Body",)),),
        effects=(Effect(EffectKind.STRESS_BOXES, 1, detail="health"),),
    ),
    CatalogueStunt(
        key="endurance-10",
        skill="Endurance",
        line=990,
        summary="The character's physical injuries roll down rather than up.",
        requirements=(Requirement(RequirementKind.STUNT, names=("Thick Skinned",)),),
        effects=(Effect(EffectKind.ROLL_DOWN, detail="health"),),
    ),
    CatalogueStunt(
        key="endurance-11",
        skill="Endurance",
        line=993,
        summary=(
            "Once per scene, the character may turn a wound he has taken into pure motivation."
        ),
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Endurance", count=2),),
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="wound_motivation"),),
    ),
    CatalogueStunt(
        key="engineering-1",
        skill="Engineering",
        line=997,
        summary=(
            "You have a personal gadget based on an existing (or potentially "
            "existing) piece of technology, with three improvements."
        ),
        name="Personal Gadget",
        effects=(Effect(EffectKind.GADGET, 3, detail="personal gadget"),),
        repeatable=True,
    ),
    CatalogueStunt(
        key="engineering-2",
        skill="Engineering",
        line=999,
        summary=(
            "A universal gadget is, essentially, a personal gadget that you may "
            "design on the fly, in the middle of a situation, as if your character "
            "happened..."
        ),
        name="Universal Gadget",
        effects=(Effect(EffectKind.GADGET, 2, detail="universal gadget"),),
        repeatable=True,
    ),
    CatalogueStunt(
        key="engineering-3",
        skill="Engineering",
        line=1002,
        summary="The character is an expert with explosives.",
        effects=(
            Effect(EffectKind.FORCE_BONUS, 3, detail="charges set after studying the target"),
        ),
    ),
    CatalogueStunt(
        key="engineering-4",
        skill="Engineering",
        line=1005,
        summary="You have an innate knack for crafting weaponry.",
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Engineering", count=1),),
        effects=(
            Effect(EffectKind.SKILL_BONUS, 1, skill="Engineering", detail="working on a weapon"),
            Effect(EffectKind.FASTER, 1, skill="Engineering", detail="working on a weapon"),
        ),
    ),
    CatalogueStunt(
        key="engineering-5",
        skill="Engineering",
        line=1008,
        summary=(
            'If it has an engine and wings, propellers, or wheels, you "get" it, '
            "intuitively and completely."
        ),
        name="Grease Monkey",
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Engineering", count=1),),
        effects=(
            Effect(EffectKind.SKILL_BONUS, 1, skill="Engineering", detail="working on a vehicle"),
            Effect(EffectKind.FASTER, 1, skill="Engineering", detail="working on a vehicle"),
        ),
    ),
    CatalogueStunt(
        key="engineering-6",
        skill="Engineering",
        line=1011,
        summary=(
            "The character's talented at getting things repaired under time-critical circumstances."
        ),
        name="Mister Fix-It",
        effects=(
            Effect(EffectKind.FASTER, 2, skill="Engineering", detail="a repair"),
            Effect(
                EffectKind.SKILL_BONUS,
                1,
                skill="Engineering",
                detail="a repair already at the fastest time",
            ),
        ),
    ),
    CatalogueStunt(
        key="engineering-7",
        skill="Engineering",
        line=1013,
        summary=("Sometimes a bunch of repairs can get short-handed with a good swift thump."),
        requirements=(Requirement(RequirementKind.STUNT, names=("Mister Fix-It",)),),
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="thump"),),
    ),
    CatalogueStunt(
        key="fists-1",
        skill="Fists",
        line=1017,
        summary=(
            "You're at home in any big old burly brawl, with multiple opponents and"
            " ideally some beer in you."
        ),
        name="Brawler",
        effects=(
            Effect(EffectKind.OUTNUMBERED_DEFENSE, 1, skill="Fists"),
            Effect(EffectKind.MINION_STRESS, 1),
        ),
    ),
    CatalogueStunt(
        key="fists-2",
        skill="Fists",
        line=1020,
        summary=(
            "Your character has a talent for fighting dirty and is experienced in "
            "pulling all manner of tricks in order to get the upper hand on his "
            "opponents."
        ),
        name="Dirty Fighter",
        requirements=(Requirement(RequirementKind.STUNT, names=("Brawler",)),),
        effects=(
            Effect(EffectKind.TAG_BONUS, 1, detail="tagging an opponent's aspect in a fight"),
        ),
    ),
    CatalogueStunt(
        key="fists-3",
        skill="Fists",
        line=1023,
        summary=(
            "When you injure an opponent with your Fists, you may spend a fate "
            "point to force the target to take a consequence rather than check off "
            "a box."
        ),
        name="Crippling Blow",
        requirements=(Requirement(RequirementKind.STUNT, names=("Dirty Fighter",)),),
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="crippling_blow"),),
    ),
    CatalogueStunt(
        key="fists-4",
        skill="Fists",
        line=1026,
        summary=(
            "Your character has a specific attack which he has honed to devastating perfection."
        ),
        requirements=(
            Requirement(RequirementKind.STUNT, names=("Crippling Blow", "Fist of Death")),
        ),
    ),
    CatalogueStunt(
        key="fists-5",
        skill="Fists",
        line=1031,
        summary="Overwhelming odds are your bread and butter.",
        name="Mix it Up",
        requirements=(Requirement(RequirementKind.STUNT, names=("Brawler",)),),
        effects=(Effect(EffectKind.SAVED_SPIN),),
    ),
    CatalogueStunt(
        key="fists-6",
        skill="Fists",
        line=1034,
        summary="You are a one-man army; the odds don't matter to you.",
        requirements=(Requirement(RequirementKind.STUNT, names=("Mix it Up",)),),
        effects=(Effect(EffectKind.NO_NUMBERS_BONUS),),
    ),
    CatalogueStunt(
        key="fists-7",
        skill="Fists",
        line=1037,
        summary=(
            "The character is skilled in the use of improvised weapons, and may use"
            " Fists instead of the Weapons skill when using an improvised weapon."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Brawler",)),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Weapons",
                uses="Fists",
                detail="an improvised weapon",
            ),
        ),
    ),
    CatalogueStunt(
        key="fists-8",
        skill="Fists",
        line=1040,
        summary=(
            "Swinging wildly and with force, the character strikes at an opponent "
            "over and over again, wearing down his defense with each blow."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Brawler",)),),
        effects=(Effect(EffectKind.DENY_FULL_DEFENSE, skill="Fists"),),
    ),
    CatalogueStunt(
        key="fists-9",
        skill="Fists",
        line=1043,
        summary=(
            "Your training in the martial practices of the Far East have honed your"
            " abilities with your Fists into a finely disciplined form that is "
            "part..."
        ),
        name="Martial Arts",
        effects=(
            Effect(
                EffectKind.SKILL_BONUS, 1, skill=None, detail="tagging the aspect your study placed"
            ),
        ),
    ),
    CatalogueStunt(
        key="fists-10",
        skill="Fists",
        line=1047,
        summary=(
            "You are able to focus the force of your blows into a concentrated, "
            "small area that is devastating to solid materials."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Martial Arts",)),),
        effects=(
            Effect(
                EffectKind.DOUBLE_STRESS,
                skill="Fists",
                detail="a non-character target, once an exchange",
            ),
        ),
    ),
    CatalogueStunt(
        key="fists-11",
        skill="Fists",
        line=1050,
        summary=(
            "As a trained fighter, you are able to adopt a stance that makes it "
            "unequivocally clear how capable you are of handing someone his ass."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Martial Arts",)),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Intimidation",
                uses="Fists",
                detail="showing your fighting stance",
            ),
        ),
    ),
    CatalogueStunt(
        key="fists-12",
        skill="Fists",
        line=1053,
        summary=(
            "You are able to leap through the air, leading with a powerful kick "
            "that can lay an unsuspecting opponent out."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Martial Arts",)),),
        effects=(Effect(EffectKind.RULE, detail="flying_kick"),),
    ),
    CatalogueStunt(
        key="fists-13",
        skill="Fists",
        line=1056,
        summary=(
            "Whenever you mount a full defense, you gain an additional +1 to your "
            "Fists rolls, for a potent total defense bonus of +3."
        ),
        name="Flow Like Water",
        requirements=(Requirement(RequirementKind.STUNT, names=("Martial Arts",)),),
        effects=(Effect(EffectKind.FULL_DEFENSE_BONUS, 1, skill="Fists"),),
    ),
    CatalogueStunt(
        key="fists-14",
        skill="Fists",
        line=1059,
        summary=(
            "You have a flexible martial arts style that allows you to turn an "
            "opponent's force against himself."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Flow Like Water",)),),
    ),
    CatalogueStunt(
        key="fists-15",
        skill="Fists",
        line=1062,
        summary=(
            "Your martial skill is dedicated to dishing out punishment, and your "
            "hands are practically illegal in most civilized countries."
        ),
        name="Lethal Weapon",
        requirements=(Requirement(RequirementKind.STUNT, names=("Martial Arts",)),),
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="lethal_weapon"),),
    ),
    CatalogueStunt(
        key="fists-16",
        skill="Fists",
        line=1065,
        summary=(
            "By concentrating your force into a powerful blow, you may devastate "
            "even the most potent of opponents."
        ),
        name="Fist of Death",
        requirements=(Requirement(RequirementKind.STUNT, names=("Lethal Weapon",)),),
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="fist_of_death"),),
    ),
    CatalogueStunt(
        key="gambling-1",
        skill="Gambling",
        line=1070,
        summary=(
            "As a gambling man, the character is rarely able to turn down a bet or "
            "an opportunity to take a risk."
        ),
        name="Gambling Man",
        requirements=(
            Requirement(
                RequirementKind.ASPECT, text="one or more compellable aspects related to gambling"
            ),
        ),
        effects=(Effect(EffectKind.COMPEL_ESCALATION, 2, detail="gambling"),),
    ),
    CatalogueStunt(
        key="gambling-2",
        skill="Gambling",
        line=1073,
        summary=(
            "When it comes to head to head conflict, the character's skill at "
            "gambling and taking risks is paramount."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Gambling Man",)),),
        effects=(Effect(EffectKind.RULE, detail="double_or_nothing"),),
    ),
    CatalogueStunt(
        key="gambling-3",
        skill="Gambling",
        line=1077,
        summary=(
            "On games of pure chance, like roulette, where a character could not "
            "normally roll a skill to affect the outcome, the character may use "
            "his..."
        ),
        requirements=(
            Requirement(RequirementKind.STUNT, names=("Gambling Man",)),
            Requirement(RequirementKind.OTHER_STUNTS, skill="Gambling", count=1),
        ),
    ),
    CatalogueStunt(
        key="gambling-4",
        skill="Gambling",
        line=1079,
        summary=(
            "Whenever gambling with NPCs, the player may ask that the GM roll the "
            "NPC's Gambling in advance."
        ),
    ),
    CatalogueStunt(
        key="gambling-5",
        skill="Gambling",
        line=1082,
        summary=(
            "The character's experience with Gambling gives him an occasional "
            "insight into other parts of life."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Deceit",
                uses="Gambling",
                detail="running a bluff",
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Empathy",
                uses="Gambling",
                detail="seeing through a bluff",
            ),
        ),
    ),
    CatalogueStunt(
        key="gambling-6",
        skill="Gambling",
        line=1084,
        summary="The character wins more than he loses, and is often flush with cash.",
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Resources",
                uses="Gambling",
                detail="your winnings (once a session)",
            ),
        ),
    ),
    CatalogueStunt(
        key="gambling-7",
        skill="Gambling",
        line=1086,
        summary=(
            "You've played in so many games, and in so many places, that it's rare "
            "that you can't find someone who knows you."
        ),
        name="Players’ Club",
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Gambling", count=1),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Contacting",
                uses="Gambling",
                detail="any Contacting roll",
            ),
        ),
    ),
    CatalogueStunt(
        key="gambling-8",
        skill="Gambling",
        line=1089,
        summary=(
            "Once per session, you may introduce a companion character into a "
            "scene, on the fly, as suits the convenience of the moment."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Players’ Club",)),),
        effects=(Effect(EffectKind.COMPANION, 2, detail="gambling buddy (Skilled: Gambling)"),),
    ),
    CatalogueStunt(
        key="guns-1",
        skill="Guns",
        line=1093,
        summary=(
            "For whatever reason, you're always able to take shots at a greater "
            "distance than you should be."
        ),
        effects=(Effect(EffectKind.RANGE, 1, skill="Guns"),),
    ),
    CatalogueStunt(
        key="guns-2",
        skill="Guns",
        line=1095,
        summary=(
            "The character is light on his feet with a gun in his hand, able to "
            "keep the gunplay going while evading attempts to harm him."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Athletics",
                uses="Guns",
                detail="defending against a physical attack",
            ),
        ),
    ),
    CatalogueStunt(
        key="guns-3",
        skill="Guns",
        line=1098,
        summary=(
            "Taking slow and careful aim can be done as a maneuver, placing an "
            'aspect on your target (such as "In My Sights").'
        ),
        effects=(
            Effect(EffectKind.SKILL_BONUS, 1, skill="Guns", detail="aiming at a target"),
            Effect(EffectKind.SKILL_BONUS, 2, skill="Guns", detail="aiming with a scope"),
        ),
    ),
    CatalogueStunt(
        key="guns-4",
        skill="Guns",
        line=1101,
        summary=(
            "Your character gains +2 on the roll for any Guns action that involves "
            "shooting an inanimate object."
        ),
        effects=(
            Effect(EffectKind.SKILL_BONUS, 2, skill="Guns", detail="shooting an inanimate object"),
        ),
    ),
    CatalogueStunt(
        key="guns-5",
        skill="Guns",
        line=1103,
        summary=(
            "Normally, reloading your guns is considered a part of the normal ebb "
            "and flow of combat and doesn't become an issue until something happens"
            " to..."
        ),
        fate_point_cost=True,
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill=None,
                detail="defending against a maneuver to use up your shots",
            ),
        ),
    ),
    CatalogueStunt(
        key="guns-6",
        skill="Guns",
        line=1107,
        summary="That last bullet has a kind of magic to it.",
        effects=(Effect(EffectKind.SKILL_BONUS, 3, skill="Guns", detail="your last shot"),),
    ),
    CatalogueStunt(
        key="guns-7",
        skill="Guns",
        line=1109,
        summary=("Your character is skilled at laying down a scathing hail of suppressive fire."),
        effects=(Effect(EffectKind.RULE, detail="suppressive_fire"),),
    ),
    CatalogueStunt(
        key="guns-8",
        skill="Guns",
        line=1111,
        summary=(
            "This allows a character to bring his gun or guns to his hand so fast "
            "it's as if by magic."
        ),
        name="Quick Draw",
        effects=(
            Effect(EffectKind.NO_SUPPLEMENTAL_PENALTY, detail="drawing a gun"),
            Effect(
                EffectKind.SKILL_BONUS, 2, skill=None, detail="a block against drawing your gun"
            ),
        ),
    ),
    CatalogueStunt(
        key="guns-9",
        skill="Guns",
        line=1113,
        summary=(
            "The character and his gun are as one; the thought to take aim and fire"
            " is the same as the action."
        ),
        name="Lightning Hands",
        requirements=(Requirement(RequirementKind.STUNT, names=("Quick Draw",)),),
        effects=(Effect(EffectKind.INITIATIVE_SKILL, skill="Guns"),),
    ),
    CatalogueStunt(
        key="guns-10",
        skill="Guns",
        line=1116,
        summary=(
            "Once per exchange, between or before other characters' actions, the "
            "character may spend a fate point to preempt the usual turn order and "
            "act next."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Lightning Hands",)),),
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="preempt"),),
    ),
    CatalogueStunt(
        key="guns-11",
        skill="Guns",
        line=1120,
        summary=(
            "The character's so thoroughly into the modern phenomenon of "
            "gunsmithing that he's developed a focused talent for working on the "
            "things."
        ),
        name="Gun-Crazy",
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Engineering",
                uses="Guns",
                detail="working on guns",
            ),
        ),
    ),
    CatalogueStunt(
        key="guns-12",
        skill="Guns",
        line=1123,
        summary="You have one special gun that you hold above all others.",
        requirements=(Requirement(RequirementKind.STUNT, names=("Gun-Crazy",)),),
        effects=(
            Effect(EffectKind.GADGET, 3, detail="special gun (craftsmanship and two more)"),
            Effect(EffectKind.SKILL_BONUS, 1, skill="Guns", detail="with your special gun"),
            Effect(EffectKind.FASTER, 4, skill="Engineering", detail="repairing your special gun"),
        ),
    ),
    CatalogueStunt(
        key="guns-13",
        skill="Guns",
        line=1126,
        summary=("Normally, shooting with two guns just looks cool without providing a bonus."),
        effects=(
            Effect(EffectKind.HIT_BONUS, 1, skill="Guns", detail="firing two guns"),
            Effect(EffectKind.SKILL_BONUS, 1, skill=None, detail="defending against losing a gun"),
        ),
    ),
    CatalogueStunt(
        key="intimidation-1",
        skill="Intimidation",
        line=1131,
        summary=(
            "Intimidation gives you a real talent for scaring people, but sometimes"
            " fear isn't an option."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill="Intimidation",
                detail="making someone angry with you",
            ),
            Effect(
                EffectKind.COMPLEMENT,
                skill=None,
                uses="Intimidation",
                detail="the first exchange of what you provoked",
            ),
        ),
    ),
    CatalogueStunt(
        key="intimidation-2",
        skill="Intimidation",
        line=1134,
        summary="The character exudes menace far in excess of his capability to act.",
        name="Subtle Menace",
        effects=(Effect(EffectKind.RULE, detail="subtle_menace"),),
    ),
    CatalogueStunt(
        key="intimidation-3",
        skill="Intimidation",
        line=1136,
        summary="It's hard not to talk to this character.",
        requirements=(Requirement(RequirementKind.STUNT, names=("Subtle Menace",)),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Empathy",
                uses="Intimidation",
                detail="getting information out of someone",
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Rapport",
                uses="Intimidation",
                detail="getting information out of someone",
            ),
        ),
    ),
    CatalogueStunt(
        key="intimidation-4",
        skill="Intimidation",
        line=1140,
        summary=(
            "It's difficult to try to manipulate someone when you're constantly "
            "reminded of how scary they are."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Resolve",
                uses="Intimidation",
                detail="defending against Rapport, Deceit or Empathy",
            ),
        ),
    ),
    CatalogueStunt(
        key="intimidation-5",
        skill="Intimidation",
        line=1142,
        summary=(
            "This character is just someone you don't want to cross, and that's "
            "clear even to other intimidating folks."
        ),
        name="Scary",
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Resolve",
                uses="Intimidation",
                detail="resisting Intimidation",
            ),
        ),
    ),
    CatalogueStunt(
        key="intimidation-6",
        skill="Intimidation",
        line=1143,
        summary=("Characters with an Aura of Menace are the terror of all those who oppose them."),
        name="Aura of Menace",
        requirements=(Requirement(RequirementKind.STUNT, names=("Scary",)),),
        fate_point_cost=True,
    ),
    CatalogueStunt(
        key="intimidation-7",
        skill="Intimidation",
        line=1148,
        summary=(
            "The character's intimidating appearance and attitude is potent, making"
            " him able to intimidate entire crowds."
        ),
        name="Aura of Fear",
        requirements=(Requirement(RequirementKind.STUNT, names=("Aura of Menace",)),),
        fate_point_cost=True,
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                -2,
                skill="Intimidation",
                detail="intimidating everyone in the scene",
                point_cost=1,
            ),
            Effect(EffectKind.RULE, detail="aura_of_fear"),
        ),
    ),
    CatalogueStunt(
        key="intimidation-8",
        skill="Intimidation",
        line=1151,
        summary=(
            "The character makes a promise (really, a threat) to a target, and "
            "makes an attack using Intimidation."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Scary",)),),
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="psychological_consequence"),),
    ),
    CatalogueStunt(
        key="intimidation-9",
        skill="Intimidation",
        line=1154,
        summary="Your character's unflinching gaze can lock an opponent in place.",
        name="Steely Gaze",
        requirements=(Requirement(RequirementKind.STUNT, names=("Scary",)),),
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                -2,
                skill=None,
                detail="defending against an interruption of a gaze",
            ),
        ),
    ),
    CatalogueStunt(
        key="intimidation-10",
        skill="Intimidation",
        line=1157,
        summary=(
            "Your character's gaze is so terrifying that those faced with it can "
            "end up paralyzed with fear."
        ),
        name="Fearsome Gaze",
        requirements=(Requirement(RequirementKind.STUNT, names=("Steely Gaze",)),),
    ),
    CatalogueStunt(
        key="intimidation-11",
        skill="Intimidation",
        line=1160,
        summary=(
            "Your character is a master of the terrifying, and can have an entire "
            "room cowering within moments."
        ),
        requirements=(
            Requirement(RequirementKind.STUNT, names=("Aura of Fear",)),
            Requirement(RequirementKind.STUNT, names=("Fearsome Gaze",)),
        ),
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill="Intimidation",
                detail="Aura of Fear without its -2",
            ),
            Effect(EffectKind.RULE, detail="aura_of_fear"),
        ),
    ),
    CatalogueStunt(
        key="investigation-1",
        skill="Investigation",
        line=1165,
        summary=(
            "The character has a strong visual memory, and whenever he revisits a "
            "place where he has used Investigation before, he may make an immediate"
            " use of..."
        ),
        name="Scene of the Crime",
    ),
    CatalogueStunt(
        key="investigation-2",
        skill="Investigation",
        line=1167,
        summary=(
            "Your character's visual memory is so strong that with a little "
            "concentration, he can revisit any place he's been to in his memory in "
            "exacting detail."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Scene of the Crime",)),),
        fate_point_cost=True,
    ),
    CatalogueStunt(
        key="investigation-3",
        skill="Investigation",
        line=1172,
        summary="Sometimes your guesses play out to great advantage.",
        requirements=(
            Requirement(RequirementKind.OTHER_STUNTS, skill="Investigation", count=1),
            Requirement(RequirementKind.OTHER_STUNTS, skill="Empathy", count=1),
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill=None,
                uses="Investigation",
                detail="your hunch proved right (one exchange)",
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill=None,
                uses="Empathy",
                detail="your hunch proved right (one exchange)",
            ),
        ),
    ),
    CatalogueStunt(
        key="investigation-4",
        skill="Investigation",
        line=1176,
        summary=(
            "<quote> The character may use Investigation to eavesdrop on "
            "conversations he can only see."
        ),
        effects=(Effect(EffectKind.SKILL_BONUS, 2, skill="Investigation", detail="reading lips"),),
    ),
    CatalogueStunt(
        key="investigation-5",
        skill="Investigation",
        line=1178,
        summary=(
            "The character is skilled at concentrating on one of his senses to the "
            "exclusion of all others."
        ),
        name="Focused Senses",
        repeatable=True,
        effects=(
            Effect(
                EffectKind.SKILL_BONUS, 2, skill="Investigation", detail="using your focused sense"
            ),
            Effect(
                EffectKind.SKILL_BONUS,
                -2,
                skill=None,
                detail="any roll but Investigation while focused",
            ),
        ),
    ),
    CatalogueStunt(
        key="investigation-6",
        skill="Investigation",
        line=1181,
        summary=(
            "When paying attention, the character's senses operate at a profound "
            "level of focus, allowing him to pick up on details that, very simply, "
            "no one..."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Focused Senses",)),),
    ),
    CatalogueStunt(
        key="investigation-7",
        skill="Investigation",
        line=1187,
        summary=(
            "The character is able to investigate a location much more quickly than"
            " others, while still being very thorough."
        ),
        effects=(Effect(EffectKind.FASTER, 1, skill="Investigation", detail="any Investigation"),),
    ),
    CatalogueStunt(
        key="leadership-1",
        skill="Leadership",
        line=1191,
        summary=(
            "Taking this stunt is an explicit indication that you are a member of "
            "some manner of global conspiracy; it's probably worth making sure you "
            "have an..."
        ),
        effects=(
            Effect(EffectKind.COMPANION, 1, detail="functionary called on the fly"),
            Effect(EffectKind.COMPANION, 2, detail="mover and shaker (Independent)"),
        ),
    ),
    CatalogueStunt(
        key="leadership-2",
        skill="Leadership",
        line=1195,
        summary=(
            "You have a single, exceptional companion, well equipped to handle "
            "leadership duties in your stead."
        ),
        effects=(
            Effect(
                EffectKind.COMPANION,
                2,
                detail="lieutenant (Fair, Independent, Skilled: Leadership)",
            ),
        ),
        min_taken=2,
        max_taken=3,
    ),
    CatalogueStunt(
        key="leadership-3",
        skill="Leadership",
        line=1199,
        summary="You have minions - lots of them.",
        name="Minions",
        effects=(Effect(EffectKind.MINIONS, 3),),
        repeatable=True,
    ),
    CatalogueStunt(
        key="leadership-4",
        skill="Leadership",
        line=1203,
        summary="During a fight, you may spend a fate point to call in reinforcements.",
        requirements=(Requirement(RequirementKind.STUNT, names=("Minions",)),),
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="reinforcements"),),
    ),
    CatalogueStunt(
        key="leadership-5",
        skill="Leadership",
        line=1207,
        summary=(
            "You are very-well acquainted with the law in any place you've spent a "
            "significant amount of time, and are skilled at exploiting loopholes in"
            " it."
        ),
        name="Legal Eagle",
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill="Leadership",
                detail="dealing with the law where you have lived",
            ),
            Effect(EffectKind.FASTER, 1, skill="Leadership", detail="legal paperwork"),
        ),
    ),
    CatalogueStunt(
        key="leadership-6",
        skill="Leadership",
        line=1209,
        summary=(
            "Your exposure to international law is so extensive that you're at ease"
            " in any situation involving legal wrangling, wherever you are."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Legal Eagle",)),),
    ),
    CatalogueStunt(
        key="leadership-7",
        skill="Leadership",
        line=1212,
        summary=("You head an organization that is profitable and generates some of its own cash."),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                -2,
                skill="Resources",
                uses="Leadership",
                detail="your organisation's money",
            ),
        ),
    ),
    CatalogueStunt(
        key="leadership-8",
        skill="Leadership",
        line=1214,
        summary=(
            "You're skilled at seeing the shape of an organization from the "
            "underside, and in organizations of sufficient size, you can easily "
            "convince anyone..."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Deceit",
                uses="Leadership",
                detail="posing as a minor functionary",
            ),
        ),
    ),
    CatalogueStunt(
        key="leadership-9",
        skill="Leadership",
        line=1216,
        summary=(
            "Whether or not you lead it, you are like the spider at the center of a"
            " web regarding any organization of which you are a part."
        ),
        name="Center of the Web",
        effects=(
            Effect(EffectKind.FASTER, 1, skill="Leadership", detail="news of your organisation"),
        ),
    ),
    CatalogueStunt(
        key="leadership-10",
        skill="Leadership",
        line=1218,
        summary=(
            "First, this stunt steps up the intensity of your Center of the Web "
            "stunt - information flows your way a total of two time increments "
            "faster."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Center of the Web",)),),
        effects=(
            Effect(EffectKind.FASTER, 1, skill="Leadership", detail="news of your organisation"),
        ),
        fate_point_cost=True,
    ),
    CatalogueStunt(
        key="might-1",
        skill="Might",
        line=1222,
        summary="The character is incredibly strong, capable of lifting great weights.",
        name="Herculean Strength",
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill="Might",
                detail="a weight-based task outside combat",
            ),
        ),
    ),
    CatalogueStunt(
        key="might-2",
        skill="Might",
        line=1223,
        summary=("The character is capable of landing powerful blows with hammer-like force."),
        requirements=(Requirement(RequirementKind.STUNT, names=("Herculean Strength",)),),
        effects=(
            Effect(
                EffectKind.SKILL_BONUS, 4, skill="Might", detail="an attack on an inanimate target"
            ),
        ),
    ),
    CatalogueStunt(
        key="might-3",
        skill="Might",
        line=1226,
        summary=(
            "If you are physically restrained in some fashion - be it by chains or "
            "a mob of people - you receive a +2 bonus to your Might in your efforts"
            " to..."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_BONUS, 2, skill="Might", detail="breaking out of bonds or holds"
            ),
        ),
    ),
    CatalogueStunt(
        key="might-4",
        skill="Might",
        line=1229,
        summary=(
            "Once in motion, this character is very difficult to stop due to his "
            "sheer muscular force."
        ),
        requirements=(
            Requirement(RequirementKind.STUNT, names=("Herculean Strength",)),
            Requirement(RequirementKind.OTHER_STUNTS, skill="Might", count=1),
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Athletics",
                uses="Might",
                detail="moving or sprinting",
            ),
            Effect(EffectKind.BORDER_REDUCTION, 2, detail="any"),
        ),
    ),
    CatalogueStunt(
        key="might-5",
        skill="Might",
        line=1233,
        summary="The character is a trained wrestler.",
        name="Wrestler",
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Might", count=1),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD, 0, skill="Fists", uses="Might", detail="any Fists roll"
            ),
        ),
    ),
    CatalogueStunt(
        key="might-6",
        skill="Might",
        line=1236,
        summary=("You know how to apply your strength in a fight to take people off their feet."),
        requirements=(Requirement(RequirementKind.STUNT, names=("Wrestler",)),),
    ),
    CatalogueStunt(
        key="might-7",
        skill="Might",
        line=1239,
        summary=(
            "Whenever you perform an action block (see page XX) by personally "
            "grabbing hold of someone, you do so at +1."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Wrestler",)),),
        effects=(
            Effect(EffectKind.SKILL_BONUS, 1, skill="Might", detail="a block by grabbing hold"),
            Effect(EffectKind.RULE, detail="grapple"),
        ),
    ),
    CatalogueStunt(
        key="mysteries-1",
        skill="Mysteries",
        line=1243,
        summary=(
            "The character is capable of using Mysteries to improve artifacts "
            "(mystic gadgets, essentially) in the same fashion that Engineering "
            "does, albeit..."
        ),
    ),
    CatalogueStunt(
        key="mysteries-2",
        skill="Mysteries",
        line=1245,
        summary="An artifact is a magical item or device that does...",
        name="Personal Artifact",
        effects=(Effect(EffectKind.GADGET, 3, detail="personal artifact"),),
        repeatable=True,
    ),
    CatalogueStunt(
        key="mysteries-3",
        skill="Mysteries",
        line=1248,
        summary=(
            "You may introduce an artifact that you design on-the-fly, in a fashion"
            " similar to the Universal Gadget stunt (see page XX)."
        ),
        name="Rare Artifact",
        effects=(Effect(EffectKind.GADGET, 3, detail="rare artifact"),),
        fate_point_cost=True,
        repeatable=True,
    ),
    CatalogueStunt(
        key="mysteries-4",
        skill="Mysteries",
        line=1254,
        summary=(
            "The character is adept at using his Mysteries skill as described under"
            " Mesmerism (page XX)."
        ),
        name="Mesmerist",
        effects=(
            Effect(EffectKind.SKILL_BONUS, 2, skill="Mysteries", detail="a willing target"),
            Effect(EffectKind.FASTER, 1, skill="Mysteries", detail="putting someone into a trance"),
            Effect(
                EffectKind.COMPLEMENT,
                skill=None,
                uses="Mysteries",
                detail="helping someone remember",
            ),
        ),
    ),
    CatalogueStunt(
        key="mysteries-5",
        skill="Mysteries",
        line=1257,
        summary=(
            "When interacting with others socially, you are able to weave the "
            "patterns and methods of mesmerism into your words, potentially putting"
            " someone..."
        ),
        name="Hypnotic Speech",
        requirements=(Requirement(RequirementKind.STUNT, names=("Mesmerist",)),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Rapport",
                uses="Mysteries",
                detail="after minutes of calm talk",
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Deceit",
                uses="Mysteries",
                detail="after minutes of calm talk",
            ),
        ),
    ),
    CatalogueStunt(
        key="mysteries-6",
        skill="Mysteries",
        line=1261,
        summary=(
            "Whenever you have someone in a full trance, you may plant false "
            "memories, or remove existing memories."
        ),
        name="Mind’s Shadow",
        requirements=(Requirement(RequirementKind.STUNT, names=("Mesmerist",)),),
    ),
    CatalogueStunt(
        key="mysteries-7",
        skill="Mysteries",
        line=1265,
        summary=(
            "You are able to place even unwilling subjects into a hypnotic trance "
            "by using Mysteries as an out-and-out attack."
        ),
        requirements=(
            Requirement(RequirementKind.STUNT, names=("Hypnotic Speech",)),
            Requirement(RequirementKind.STUNT, names=("Mind’s Shadow",)),
        ),
        effects=(Effect(EffectKind.RULE, detail="enthrall"),),
    ),
    CatalogueStunt(
        key="mysteries-8",
        skill="Mysteries",
        line=1273,
        summary=("The character is unusually adept at predicting the shape of future events."),
        effects=(Effect(EffectKind.FORTUNES, 2),),
    ),
    CatalogueStunt(
        key="mysteries-9",
        skill="Mysteries",
        line=1275,
        summary=(
            "You have specialized in non-traditional medicine to such an extent "
            "that it is many ways superior to modern medicine - even if most might "
            "scoff or..."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Survival",
                uses="Mysteries",
                detail="finding medical supplies in the wild",
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Science",
                uses="Mysteries",
                detail="first aid or medical care",
            ),
        ),
    ),
    CatalogueStunt(
        key="mysteries-10",
        skill="Mysteries",
        line=1278,
        summary=(
            "Using palm reading or other techniques of personal examination (such "
            "as phrenology and aura consultation), you may make a single Mysteries "
            "roll as..."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Empathy",
                uses="Mysteries",
                detail="a palm reading",
            ),
        ),
    ),
    CatalogueStunt(
        key="mysteries-11",
        skill="Mysteries",
        line=1281,
        summary="The character is respected authority in a specific occult field.",
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                1,
                skill="Mysteries",
                detail="rolls in your occult field",
            ),
            Effect(EffectKind.SKILL_BONUS, 1, skill="Mysteries", detail="your specialisation"),
            Effect(
                EffectKind.FASTER, 1, skill="Mysteries", detail="research in your specialisation"
            ),
        ),
        repeatable=True,
    ),
    CatalogueStunt(
        key="mysteries-12",
        skill="Mysteries",
        line=1284,
        summary=(
            "You are open to the strange and paranormal - though sometimes that "
            "means letting in the Unpleasant Things from the Darkness and other "
            "such nuisances."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Investigation",
                uses="Mysteries",
                detail="the occult climate of a place",
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Alertness",
                uses="Mysteries",
                detail="a supernatural surprise",
            ),
            Effect(
                EffectKind.INITIATIVE_SKILL, skill="Mysteries", detail="against otherworldly forces"
            ),
        ),
    ),
    CatalogueStunt(
        key="mysteries-13",
        skill="Mysteries",
        line=1290,
        summary="You have a companion with three advances (as described on page XX).",
        name="Psychic",
        effects=(Effect(EffectKind.COMPANION, 3, detail="psychic companion (Independent)"),),
        fate_point_cost=True,
        max_taken=2,
    ),
    CatalogueStunt(
        key="mysteries-14",
        skill="Mysteries",
        line=1294,
        summary=(
            "Given time to prepare and perform the ritual, the character may "
            "perform a real, functioning séance to try to call out to spirits dead "
            "or never living."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Psychic",)),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Resolve",
                uses="Mysteries",
                detail="struggling with a summoned spirit",
            ),
        ),
    ),
    CatalogueStunt(
        key="mysteries-15",
        skill="Mysteries",
        line=1299,
        summary=("There are patterns to things that are not always obvious, even to the wise."),
        requirements=(Requirement(RequirementKind.STUNT, names=("Psychic",)),),
    ),
    CatalogueStunt(
        key="pilot-1",
        skill="Pilot",
        line=1304,
        summary=(
            "This pilot can squeeze his plane through places where it has no business fitting."
        ),
    ),
    CatalogueStunt(
        key="pilot-2",
        skill="Pilot",
        line=1306,
        summary="The skies are an open map in the character's mind.",
    ),
    CatalogueStunt(
        key="pilot-3",
        skill="Pilot",
        line=1308,
        summary=(
            "Whether in dead of night or during a storm, your character's piloting "
            "skills remain true."
        ),
    ),
    CatalogueStunt(
        key="pilot-4",
        skill="Pilot",
        line=1310,
        summary=(
            "The character is a skilled combat pilot, and may use his Pilot skill "
            "to attack in a dogfight, assuming the plane is suitably armed."
        ),
        name="Flying Ace",
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Guns",
                uses="Pilot",
                detail="attacking in a dogfight",
            ),
        ),
    ),
    CatalogueStunt(
        key="pilot-5",
        skill="Pilot",
        line=1312,
        summary=(
            "The character's combat flight experience makes him a deadly force when"
            " he gets the upper hand."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Flying Ace",)),),
        effects=(
            Effect(
                EffectKind.HIT_BONUS, 2, skill=None, detail="attacking a flying target from above"
            ),
        ),
    ),
    CatalogueStunt(
        key="pilot-6",
        skill="Pilot",
        line=1316,
        summary=(
            "The character has a great instinct for crash-landing planes, and is "
            "able to walk away from even the most catastrophic-seeming landings."
        ),
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Pilot", count=2),),
        effects=(Effect(EffectKind.RULE, detail="death_defiance"),),
    ),
    CatalogueStunt(
        key="pilot-7",
        skill="Pilot",
        line=1319,
        summary=("You have a personal aircraft that you own or have the exclusive right to fly."),
        name="Personal Aircraft",
        effects=(
            Effect(EffectKind.GADGET, 1, detail="personal aircraft (craftsmanship)"),
            Effect(EffectKind.SKILL_BONUS, 1, skill="Pilot", detail="flying your own aircraft"),
        ),
    ),
    CatalogueStunt(
        key="pilot-8",
        skill="Pilot",
        line=1321,
        summary="Identical to the Prototype Car stunt (on page XX), but for your plane.",
        requirements=(Requirement(RequirementKind.STUNT, names=("Personal Aircraft",)),),
        effects=(Effect(EffectKind.GADGET, 3, detail="prototype aircraft"),),
    ),
    CatalogueStunt(
        key="pilot-9",
        skill="Pilot",
        line=1324,
        summary=(
            "Your character may not understand the broader aspects of engineering "
            "devices and such, but when it comes to planes, he knows them inside "
            "and out."
        ),
        requirements=(Requirement(RequirementKind.OTHER_STUNTS, skill="Pilot", count=2),),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Engineering",
                uses="Pilot",
                detail="working on a plane",
            ),
            Effect(
                EffectKind.SKILL_INSTEAD,
                -1,
                skill="Engineering",
                uses="Pilot",
                detail="working on another vehicle",
            ),
        ),
    ),
    CatalogueStunt(
        key="rapport-1",
        skill="Rapport",
        line=1328,
        summary=(
            "You're adept at making first impressions - sometimes you might not "
            "improve the preconceived attitude someone holds towards you, but you "
            "can at..."
        ),
    ),
    CatalogueStunt(
        key="rapport-2",
        skill="Rapport",
        line=1332,
        summary=(
            "For a fate point, you can make a steadfast friend in a place you've "
            "never been, given a chance for five minutes of conversation."
        ),
        fate_point_cost=True,
    ),
    CatalogueStunt(
        key="rapport-3",
        skill="Rapport",
        line=1334,
        summary=(
            "The character's mastery of etiquette leaves him comfortable, and even "
            "glib, in any situation."
        ),
    ),
    CatalogueStunt(
        key="rapport-4",
        skill="Rapport",
        line=1336,
        summary=(
            "You're adept at catching the eye of the opposite sex, and keeping it "
            "once you've got it."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_BONUS, 2, skill="Rapport", detail="seduction of a receptive target"
            ),
        ),
    ),
    CatalogueStunt(
        key="rapport-5",
        skill="Rapport",
        line=1338,
        summary="It's not that you're a good liar - possibly far from it.",
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="fast_talk"),),
    ),
    CatalogueStunt(
        key="rapport-6",
        skill="Rapport",
        line=1344,
        summary=(
            "You're a regular stand up guy with no secrets, at least so far as anyone can tell."
        ),
        effects=(
            Effect(EffectKind.SKILL_BONUS, 1, skill="Rapport", detail="opening up to a read"),
        ),
    ),
    CatalogueStunt(
        key="rapport-7",
        skill="Rapport",
        line=1348,
        summary=(
            "Smaller parts of a larger truth can contain a blueprint of the whole -"
            " and as a skilled conversationalist, you are adept at pulling the "
            "larger..."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_INSTEAD,
                0,
                skill="Contacting",
                uses="Rapport",
                detail="gathering information from someone",
            ),
        ),
    ),
    CatalogueStunt(
        key="rapport-8",
        skill="Rapport",
        line=1350,
        summary=(
            "You're adept at stepping into a bad situation and dialing it down to "
            "something more reasonable."
        ),
        effects=(
            Effect(
                EffectKind.SKILL_BONUS,
                2,
                skill="Rapport",
                detail="calming someone not upset with you",
            ),
        ),
    ),
    CatalogueStunt(
        key="resolve-1",
        skill="Resolve",
        line=1353,
        summary=(
            "While most characters with Resolve can keep things together under "
            "stress, for your character it is second nature, allowing him to regain"
            " his..."
        ),
        name="Smooth Recovery",
        effects=(Effect(EffectKind.EXTRA_CONSEQUENCE, 1, skill="composure", detail="moderate"),),
    ),
    CatalogueStunt(
        key="resolve-2",
        skill="Resolve",
        line=1355,
        summary=(
            "The character is so at ease in times of social stress that nothing "
            "seems to dent his calm regard of the situation."
        ),
        requirements=(Requirement(RequirementKind.STUNT, names=("Smooth Recovery",)),),
        fate_point_cost=True,
        effects=(Effect(EffectKind.RULE, detail="composure_recovery"),),
    ),
    CatalogueStunt(
        key="resolve-3",
        skill="Resolve",
        line=1359,
        summary=("When possible, the character's composure stress track rolls down instead of up."),
        requirements=(Requirement(RequirementKind.STUNT, names=("Smooth Recovery",)),),
        effects=(Effect(EffectKind.ROLL_DOWN, detail="composure"),),
    ),
)
