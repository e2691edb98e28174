"""Gold and hybrid cards needed by the red, green and Jund decks (multicolor.py holds the rest).

Also two black cards of the Jund deck that black.py does not define.
"""

from deckstats.cards.dsl import Activated, Cost, Triggered, creature, instant, planeswalker, sorcery
from deckstats.cards.effects import (
    AddMana,
    Bounce,
    DealDamage,
    Destroy,
    Discard,
    GainLife,
    Modal,
    Pump,
    Sacrifice,
)
from deckstats.cards.model import CardType, Keyword
from deckstats.cards.targets import (
    ANY_TARGET,
    TARGET_ARTIFACT,
    TARGET_CREATURE,
    TARGET_NONLAND_PERMANENT,
    TARGET_PLAYER,
    TARGET_PLAYER_OR_PLANESWALKER,
    Controller,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import EntersBattlefield

# -- Boros (red-white) -------------------------------------------------------------------------

LIGHTNING_HELIX = instant(
    "Lightning Helix",
    cost="{R}{W}",
    effect=(DealDamage(3, ANY_TARGET), GainLife(3)),
    text="Lightning Helix deals 3 damage to any target and you gain 3 life.",
)

BOROS_CHARM = instant(
    "Boros Charm",
    cost="{R}{W}",
    effect=Modal(
        modes=(
            (DealDamage(4, TARGET_PLAYER_OR_PLANESWALKER),),
            (Pump(0, 0, Ref.PERMANENTS_YOU_CONTROL, keywords=Keyword.INDESTRUCTIBLE),),
            (Pump(0, 0, TARGET_CREATURE, keywords=Keyword.DOUBLE_STRIKE),),
        )
    ),
    text=(
        "Choose one —\n• Boros Charm deals 4 damage to target player or planeswalker.\n"
        "• Permanents you control gain indestructible until end of turn.\n"
        "• Target creature gains double strike until end of turn."
    ),
)

# -- Gruul (red-green) -------------------------------------------------------------------------

BURNING_TREE_EMISSARY = creature(
    "Burning-Tree Emissary",
    cost="{R/G}{R/G}",
    subtypes=("Human", "Shaman"),
    pt=(2, 2),
    triggers=(Triggered(when=EntersBattlefield(), effect=(AddMana("RG"),)),),
    text="When Burning-Tree Emissary enters, add {R}{G}.",
)

BLOODBRAID_ELF = creature(
    "Bloodbraid Elf",
    cost="{2}{R}{G}",
    subtypes=("Elf", "Berserker"),
    pt=(3, 2),
    keywords=Keyword.CASCADE | Keyword.HASTE,
    text=(
        "Cascade (When you cast this spell, exile cards from the top of your library until you "
        "exile a nonland card that costs less. You may cast it without paying its mana cost. "
        "Put the exiled cards on the bottom in a random order.)\nHaste"
    ),
)

# The +1 is kept as a loyalty-only ability so the loyalty count stays right; its effect
# (returning a land card from the graveyard) is listed as unparsed.
WRENN_AND_SIX = planeswalker(
    "Wrenn and Six",
    cost="{R}{G}",
    loyalty=3,
    subtypes=("Wrenn",),
    abilities=(
        Activated(cost=Cost(loyalty=1), effect=(), sorcery_speed=True),
        Activated(cost=Cost(loyalty=-1), effect=(DealDamage(1, ANY_TARGET),), sorcery_speed=True),
    ),
    unparsed=(
        "+1: Return up to one target land card from your graveyard to your hand.",
        '−7: You get an emblem with "Instant and sorcery cards in your graveyard have retrace."',
    ),
    text=(
        "+1: Return up to one target land card from your graveyard to your hand.\n−1: Wrenn and "
        'Six deals 1 damage to any target.\n−7: You get an emblem with "Instant and sorcery '
        'cards in your graveyard have retrace." (You may cast instant and sorcery cards from '
        "your graveyard by discarding a land card in addition to paying their other costs.)"
    ),
)

# -- Rakdos (black-red) ----------------------------------------------------------------------

KOLAGHANS_COMMAND = instant(
    "Kolaghan's Command",
    cost="{1}{B}{R}",
    effect=Modal(
        modes=(
            (
                Bounce(
                    Target(
                        TargetKind.CARD_IN_GRAVEYARD,
                        Controller.YOU,
                        Filter(card_type=CardType.CREATURE),
                    )
                ),
            ),
            (Discard(1, TARGET_PLAYER),),
            (Destroy(TARGET_ARTIFACT),),
            (DealDamage(2, ANY_TARGET),),
        ),
        choose=2,
    ),
    text=(
        "Choose two —\n• Return target creature card from your graveyard to your hand.\n"
        "• Target player discards a card.\n• Destroy target artifact.\n"
        "• Kolaghan's Command deals 2 damage to any target."
    ),
)

TERMINATE = instant(
    "Terminate",
    cost="{B}{R}",
    effect=Destroy(TARGET_CREATURE),
    unparsed=("It can't be regenerated.",),
    text="Destroy target creature. It can't be regenerated.",
)

FULMINATOR_MAGE = creature(
    "Fulminator Mage",
    cost="{1}{B/R}{B/R}",
    subtypes=("Elemental", "Shaman"),
    pt=(2, 2),
    unparsed=("Sacrifice Fulminator Mage: Destroy target nonbasic land.",),
    text="Sacrifice Fulminator Mage: Destroy target nonbasic land.",
)

# -- Golgari (black-green) ---------------------------------------------------------------------

MAELSTROM_PULSE = sorcery(
    "Maelstrom Pulse",
    cost="{1}{B}{G}",
    effect=Destroy(TARGET_NONLAND_PERMANENT),
    unparsed=("... and all other permanents with the same name as that permanent.",),
    text=(
        "Destroy target nonland permanent and all other permanents with the same name as that "
        "permanent."
    ),
)

ASSASSINS_TROPHY = instant(
    "Assassin's Trophy",
    cost="{B}{G}",
    effect=Destroy(Target(TargetKind.PERMANENT, Controller.OPPONENT)),
    unparsed=(
        "Its controller may search their library for a basic land card, put it onto the "
        "battlefield, then shuffle.",
    ),
    text=(
        "Destroy target permanent an opponent controls. Its controller may search their library "
        "for a basic land card, put it onto the battlefield, then shuffle."
    ),
)

# -- black cards the Jund deck needs ------------------------------------------------------------
# Defined here because black.py (another module's owner) has no definition yet; if black.py
# gains one, delete these (the registry raises DuplicateCardError on a second definition).

FATAL_PUSH = instant(
    "Fatal Push",
    cost="{B}",
    effect=Destroy(Target(TargetKind.CREATURE, filter=Filter(max_mana_value=2))),
    unparsed=(
        "Revolt — Destroy that creature if it has mana value 4 or less instead if a permanent "
        "left the battlefield under your control this turn.",
    ),
    text=(
        "Destroy target creature if it has mana value 2 or less.\nRevolt — Destroy that "
        "creature if it has mana value 4 or less instead if a permanent left the battlefield "
        "under your control this turn."
    ),
)

LILIANA_OF_THE_VEIL = planeswalker(
    "Liliana of the Veil",
    cost="{1}{B}{B}",
    loyalty=3,
    subtypes=("Liliana",),
    abilities=(
        Activated(cost=Cost(loyalty=1), effect=(Discard(1, Ref.EACH_PLAYER),), sorcery_speed=True),
        Activated(
            cost=Cost(loyalty=-2),
            effect=(Sacrifice(Filter(card_type=CardType.CREATURE), player=TARGET_PLAYER),),
            sorcery_speed=True,
        ),
    ),
    unparsed=(
        "−6: Separate all permanents target player controls into two piles. That player "
        "sacrifices all permanents in the pile of their choice.",
    ),
    text=(
        "+1: Each player discards a card.\n−2: Target player sacrifices a creature.\n−6: "
        "Separate all permanents target player controls into two piles. That player sacrifices "
        "all permanents in the pile of their choice."
    ),
)
