"""Unit tests of the Oracle compiler's pieces: text preparation, targets, costs, triggers."""

from __future__ import annotations

import pytest

from deckstats.cards.dsl import Cost
from deckstats.cards.effects import DealDamage, Discard, DrawCards, MayDo
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Keyword, Supertype
from deckstats.cards.oracle import compile_text, parse_effects, parse_type_line
from deckstats.cards.oracle.activated import parse_cost
from deckstats.cards.oracle.targets import parse_target
from deckstats.cards.oracle.text import normalize_text, split_sentences
from deckstats.cards.oracle.triggered import parse_condition
from deckstats.cards.targets import ANY_TARGET, Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import Attacks, BeginningOfStep, EntersBattlefield, StepName


def test_normalize_text_self_references_and_reminders():
    text = (
        "Flying (This creature can't be blocked except by creatures with flying or reach.)\n"
        "When Ragavan, Nimble Pilferer enters the battlefield, Ragavan deals 1 damage to you.\n"
        "Whenever this creature attacks, draw a card."
    )
    got = normalize_text(text, "Ragavan, Nimble Pilferer")
    assert got.splitlines() == [
        "Flying",
        "When ~ enters, ~ deals 1 damage to you.",
        "Whenever ~ attacks, draw a card.",
    ]


def test_split_sentences_keeps_quoted_abilities_whole():
    s = 'Create a token with "{T}: Add {C}. Then scry 1." Draw a card.'
    assert split_sentences(s) == [
        'Create a token with "{T}: Add {C}. Then scry 1."',
        "Draw a card.",
    ]


def test_type_line():
    assert parse_type_line("Legendary Snow Artifact Creature — Golem Construct") == (
        Supertype.LEGENDARY | Supertype.SNOW,
        CardType.ARTIFACT | CardType.CREATURE,
        ("Golem", "Construct"),
    )
    assert parse_type_line("Tribal Instant — Goblin")[1] == CardType.KINDRED | CardType.INSTANT


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("any target", ANY_TARGET),
        ("target creature an opponent controls", Target(TargetKind.CREATURE, Controller.OPPONENT)),
        ("up to two target creatures", Target(TargetKind.CREATURE, count=2, up_to=True)),
        (
            "target nonartifact, nonblack creature",
            Target(
                TargetKind.CREATURE,
                filter=Filter(not_type=CardType.ARTIFACT, not_colors=parse_mana_cost("{B}").colors),
            ),
        ),
        (
            "target creature with power 4 or greater",
            Target(TargetKind.CREATURE, filter=Filter(min_power=4)),
        ),
        ("each opponent", Ref.EACH_OPPONENT),
        (
            "target creature without flying",
            Target(TargetKind.CREATURE, filter=Filter(not_keywords=Keyword.FLYING)),
        ),
        (
            "target nonlegendary creature",
            Target(TargetKind.CREATURE, filter=Filter(not_supertypes=Supertype.LEGENDARY)),
        ),
        ("target creature with a +1/+1 counter on it", None),
    ],
)
def test_parse_target(phrase, expected):
    assert parse_target(phrase) == expected


def test_parse_cost():
    assert parse_cost("{1}, {T}, Pay 2 life, Sacrifice ~") == Cost(
        mana=parse_mana_cost("{1}"), tap=True, life=2, sacrifice_self=True
    )
    assert parse_cost("-3") == Cost(loyalty=-3)
    assert parse_cost("{T}, Exile ~ from your graveyard") is None


def test_parse_condition():
    assert parse_condition("~ enters or attacks") == [EntersBattlefield(), Attacks()]
    assert parse_condition("the beginning of each opponent's upkeep") == [
        BeginningOfStep(StepName.UPKEEP, Ref.EACH_OPPONENT)
    ]
    # an event the engine does not watch stays unrecognised ("becomes the target of a
    # spell" is BecomesTarget since issue 26's trigger families)
    assert parse_condition("~ becomes monstrous") is None


def test_enters_or_attacks_makes_two_triggers():
    card = compile_text(
        "Test Beast",
        "{2}{G}",
        "Creature — Beast",
        "Whenever Test Beast enters or attacks, you gain 2 life.",
        ("3", "3"),
    )
    assert [t.when for t in card.triggers] == [EntersBattlefield(), Attacks()]


def test_you_may_in_a_spell_is_may_do():
    assert parse_effects("You may draw a card.") == (MayDo((DrawCards(1),)),)


def test_x_amounts():
    assert parse_effects("Blaze deals X damage to any target.".replace("Blaze", "~")) == (
        DealDamage("X", ANY_TARGET),
    )


def test_unrecognised_sentences_are_never_guessed():
    card = compile_text(
        "Odd Card",
        "{1}{U}",
        "Sorcery",
        "Draw a card. Exchange control of two target creatures. Scry 1.",
    )
    assert card.spell == (DrawCards(1), parse_effects("Scry 1")[0])
    assert card.unparsed == ("Exchange control of two target creatures.",)
    assert card.coverage == "partial"


@pytest.mark.parametrize(
    "text",
    [
        "Untapped creatures you control get +0/+2.",  # Castle
        "Attacking creatures you control get +1/+0.",  # Orcish Oriflamme
        "Nontoken creatures you control get +1/+1 and have vigilance.",  # Always Watching
        "Artifact creatures you control get +1/+1.",
    ],
)
def test_anthem_qualities_are_not_creature_subtypes(text):
    # these once compiled to Filter(subtypes=("Untapped",)) etc., a subtype no creature has;
    # issue 26 (oracle.static_conditions) reads them as qualities (CR 109.2, 111.1)
    card = compile_text("Anthem", "{2}{W}", "Enchantment", text)
    assert card.unparsed == ()
    (static,) = card.statics
    assert static.filter.subtypes == ()
    expected = {
        "Untapped": Filter(tapped=False),
        "Attacking": Filter(attacking=True),
        "Nontoken": Filter(token=False),
        "Artifact": Filter(card_type=CardType.ARTIFACT),
    }[text.split()[0]]
    assert static.filter == expected


def test_then_clause_keeps_a_player_subject():
    # Reckless Scholar: the targeted player discards, not the controller
    assert parse_effects("Target player draws a card, then discards a card.") == (
        DrawCards(1, Target(TargetKind.PLAYER)),
        Discard(1, Target(TargetKind.PLAYER), chooser=Controller.OPPONENT),
    )
    # no subject: the controller draws and discards (Careful Study)
    assert parse_effects("Draw two cards, then discard two cards.") == (DrawCards(2), Discard(2))


@pytest.mark.parametrize(
    ("name", "text", "reported"),
    [
        (
            "Spidery Grasp",
            "Untap target creature. It gets +2/+4 and gains reach until end of turn.",
            "It gets +2/+4 and gains reach until end of turn.",
        ),
        (
            "Puncture Bolt",
            "Puncture Bolt deals 1 damage to target creature. Put a -1/-1 counter "
            "on that creature.",
            "Put a -1/-1 counter on that creature.",
        ),
    ],
)
def test_spell_pronouns_are_not_the_spell_itself(name, text, reported):
    # "it"/"that creature" in an instant means its target; it once compiled to Ref.SELF or
    # Ref.TRIGGERING_OBJECT (a spell is no permanent and has no trigger), and was reported;
    # it is now the spell's first target, Ref.FIRST_TARGET (oracle.follow_ups, CR 115.10)
    card = compile_text(name, "{2}{G}", "Instant", text)
    assert card.unparsed == ()
    assert len(card.spell) == 2
    second = card.spell[1]
    fields = [getattr(second, f) for f in second.__dataclass_fields__]
    assert Ref.FIRST_TARGET in fields
    assert Ref.SELF not in fields and Ref.TRIGGERING_OBJECT not in fields
