"""White/blue/black gold cards: Azorius, Orzhov, Dimir and Esper."""

from deckstats.cards.dsl import Activated, Cost, Triggered, creature, instant, planeswalker, sorcery
from deckstats.cards.effects import (
    Bounce,
    CounterSpell,
    Destroy,
    Dig,
    Discard,
    DrawCards,
    Exile,
    GainLife,
    LoseLife,
    Modal,
    Pump,
)
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.targets import (
    TARGET_CREATURE,
    TARGET_ENCHANTMENT,
    TARGET_NONCREATURE_SPELL,
    TARGET_NONLAND_PERMANENT,
    TARGET_PERMANENT,
    TARGET_PLAYER,
    TARGET_SPELL,
    Controller,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import DealsCombatDamageToPlayer, EntersBattlefield

# -- Azorius (white-blue) ----------------------------------------------------------------

ABSORB = instant(
    "Absorb",
    "{W}{U}{U}",
    effect=(CounterSpell(TARGET_SPELL), GainLife(3)),
    text="Counter target spell. You gain 3 life.",
)
DOVINS_VETO = instant(
    "Dovin's Veto",
    "{W}{U}",
    effect=CounterSpell(TARGET_NONCREATURE_SPELL),
    keywords=Keyword.CANT_BE_COUNTERED,
    text="This spell can't be countered.\nCounter target noncreature spell.",
)
SUPREME_VERDICT = sorcery(
    "Supreme Verdict",
    "{1}{W}{W}{U}",
    effect=Destroy(Ref.EACH_CREATURE),
    keywords=Keyword.CANT_BE_COUNTERED,
    text="This spell can't be countered.\nDestroy all creatures.",
)
SPHINXS_REVELATION = instant(
    "Sphinx's Revelation",
    "{X}{W}{U}{U}",
    effect=(GainLife("X"), DrawCards("X")),
    text="You gain X life and draw X cards.",
)
JUDGES_FAMILIAR = creature(
    "Judge's Familiar",
    "{W/U}",
    pt=(1, 1),
    subtypes=("Bird",),
    keywords=Keyword.FLYING,
    abilities=(
        Activated(
            Cost(sacrifice_self=True),
            (
                CounterSpell(
                    Target(
                        TargetKind.SPELL,
                        filter=Filter(card_type=CardType.INSTANT | CardType.SORCERY),
                    ),
                    unless_pay=1,
                ),
            ),
        ),
    ),
    text=(
        "Flying\nSacrifice Judge's Familiar: Counter target instant or sorcery spell unless "
        "its controller pays {1}."
    ),
)
TEFERI_HERO_OF_DOMINARIA = planeswalker(
    "Teferi, Hero of Dominaria",
    "{3}{W}{U}",
    loyalty=4,
    subtypes=("Teferi",),
    abilities=(
        Activated(
            Cost(loyalty=1),
            (DrawCards(1),),
            sorcery_speed=True,
            text=("+1: Draw a card. At the beginning of the next end step, untap up to two lands."),
        ),
    ),
    text=(
        "+1: Draw a card. At the beginning of the next end step, untap up to two lands.\n"
        "\u22123: Put target nonland permanent into its owner's library third from the top.\n"
        '\u22128: You get an emblem with "Whenever you draw a card, exile target permanent an '
        'opponent controls."'
    ),
    unparsed=(
        "At the beginning of the next end step, untap up to two lands.",
        "\u22123: Put target nonland permanent into its owner's library third from the top.",
        '\u22128: You get an emblem with "Whenever you draw a card, exile target permanent '
        'an opponent controls."',
    ),
)

# -- Orzhov (white-black) ----------------------------------------------------------------

VINDICATE = sorcery(
    "Vindicate", "{1}{W}{B}", effect=Destroy(TARGET_PERMANENT), text="Destroy target permanent."
)
ANGUISHED_UNMAKING = instant(
    "Anguished Unmaking",
    "{1}{W}{B}",
    effect=(Exile(TARGET_NONLAND_PERMANENT), LoseLife(3, Ref.YOU)),
    text="Exile target nonland permanent. You lose 3 life.",
)
UTTER_END = instant(
    "Utter End",
    "{2}{W}{B}",
    effect=Exile(TARGET_NONLAND_PERMANENT),
    text="Exile target nonland permanent.",
)
MORTIFY = instant(
    "Mortify",
    "{1}{W}{B}",
    effect=Destroy(Target(TargetKind.CREATURE | TargetKind.ENCHANTMENT)),
    text="Destroy target creature or enchantment.",
)
UNMAKE = instant(
    "Unmake",
    "{W/B}{W/B}{W/B}",
    effect=Exile(TARGET_CREATURE),
    text="Exile target creature.",
)
ZEALOUS_PERSECUTION = instant(
    "Zealous Persecution",
    "{W}{B}",
    effect=(
        Pump(1, 1, Ref.CREATURES_YOU_CONTROL),
        Pump(-1, -1, Ref.CREATURES_OPPONENTS_CONTROL),
    ),
    text=(
        "Until end of turn, creatures you control get +1/+1 and creatures your opponents "
        "control get -1/-1."
    ),
)

# -- Dimir (blue-black) ------------------------------------------------------------------

BALEFUL_STRIX = creature(
    "Baleful Strix",
    "{U}{B}",
    pt=(1, 1),
    types=CardType.ARTIFACT,
    subtypes=("Bird",),
    keywords=Keyword.FLYING | Keyword.DEATHTOUCH,
    triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(1),)),),
    text="Flying, deathtouch\nWhen Baleful Strix enters, draw a card.",
)
SHADOWMAGE_INFILTRATOR = creature(
    "Shadowmage Infiltrator",
    "{1}{U}{B}",
    pt=(1, 3),
    subtypes=("Human", "Wizard"),
    keywords=Keyword.FEAR,
    triggers=(Triggered(when=DealsCombatDamageToPlayer(), effect=(DrawCards(1),), optional=True),),
    text=(
        "Fear (This creature can't be blocked except by artifact creatures and/or black "
        "creatures.)\nWhenever Shadowmage Infiltrator deals combat damage to a player, you "
        "may draw a card."
    ),
)
AGONY_WARP = instant(
    "Agony Warp",
    "{U}{B}",
    effect=(Pump(-3, 0, TARGET_CREATURE), Pump(0, -3, TARGET_CREATURE)),
    text="Target creature gets -3/-0 until end of turn.\nTarget creature gets -0/-3 until end of turn.",
)
RECOIL = instant(
    "Recoil",
    "{1}{U}{B}",
    effect=(
        Bounce(TARGET_PERMANENT),
        Discard(1, Ref.TARGET_CONTROLLER, chooser=Controller.OPPONENT),
    ),
    text="Return target permanent to its owner's hand. Then that player discards a card.",
)

# -- Esper (white-blue-black) ------------------------------------------------------------

ESPER_CHARM = instant(
    "Esper Charm",
    "{W}{U}{B}",
    effect=Modal(
        (
            (Destroy(TARGET_ENCHANTMENT),),
            (DrawCards(2),),
            (Discard(2, TARGET_PLAYER, chooser=Controller.OPPONENT),),
        )
    ),
    text=(
        "Choose one \u2014\n\u2022 Destroy target enchantment.\n\u2022 Draw two cards.\n"
        "\u2022 Target player discards two cards."
    ),
)

# Dig puts the two cards not taken on the bottom; the card the Oracle exiles (playable this turn)
# goes to the bottom instead, so it is out of reach either way and the play option is ignored.
EXPRESSIVE_ITERATION = sorcery(
    "Expressive Iteration",
    "{U}{R}",
    effect=Dig(3, take=1, rest_to="bottom"),
    text=(
        "Look at the top three cards of your library. Put one of them into your hand, put one "
        "of them on the bottom of your library, and exile one of them. You may play the exiled "
        "card this turn."
    ),
    unparsed=("exile one of them. You may play the exiled card this turn.",),
)
