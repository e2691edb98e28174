"""Plain-int bit flags the engine tests on its hot paths, each named after its card-model flag.

``cards.model.Keyword``, ``CardType`` and ``Color`` are ``IntFlag`` enums: readable, but a
test such as ``info.keywords & Keyword.HASTE`` builds an enum member at every call. The
engine stores keywords, types and colours as plain ints (``engine.info.CardInfo``), so it
tests them against these constants instead: each is ``int()`` of the enum member it names
(never a hand-written bit), and ``Final`` lets mypyc read it as a native int.

Where it sits: below every engine module (it imports only ``cards.model``); the modules
import the names they test (``from deckstats.engine.flags import HASTE``).
"""

from __future__ import annotations

from typing import Final

from deckstats.cards.model import CardType, Color, Keyword

# ------------------------------------------------------------------ keywords (CR 702)
FLYING: Final[int] = int(Keyword.FLYING)  # CR 702.9
REACH: Final[int] = int(Keyword.REACH)  # CR 702.17
HASTE: Final[int] = int(Keyword.HASTE)  # CR 702.10
VIGILANCE: Final[int] = int(Keyword.VIGILANCE)  # CR 702.20
DEFENDER: Final[int] = int(Keyword.DEFENDER)  # CR 702.3
MENACE: Final[int] = int(Keyword.MENACE)  # CR 702.110
FIRST_STRIKE: Final[int] = int(Keyword.FIRST_STRIKE)  # CR 702.7
DOUBLE_STRIKE: Final[int] = int(Keyword.DOUBLE_STRIKE)  # CR 702.4
TRAMPLE: Final[int] = int(Keyword.TRAMPLE)  # CR 702.19
DEATHTOUCH: Final[int] = int(Keyword.DEATHTOUCH)  # CR 702.2
LIFELINK: Final[int] = int(Keyword.LIFELINK)  # CR 702.15
RIOT: Final[int] = int(Keyword.RIOT)  # CR 702.136
INDESTRUCTIBLE: Final[int] = int(Keyword.INDESTRUCTIBLE)  # CR 702.12
HEXPROOF: Final[int] = int(Keyword.HEXPROOF)  # CR 702.11
SHROUD: Final[int] = int(Keyword.SHROUD)  # CR 702.18
INFECT: Final[int] = int(Keyword.INFECT)  # CR 702.90
FEAR: Final[int] = int(Keyword.FEAR)  # CR 702.36
INTIMIDATE: Final[int] = int(Keyword.INTIMIDATE)  # CR 702.13
SHADOW: Final[int] = int(Keyword.SHADOW)  # CR 702.28
PROTECTION: Final[int] = int(Keyword.PROTECTION)  # CR 702.16
CHANGELING: Final[int] = int(Keyword.CHANGELING)  # CR 702.73
CONVOKE: Final[int] = int(Keyword.CONVOKE)  # CR 702.51
DELVE: Final[int] = int(Keyword.DELVE)  # CR 702.66
IMPROVISE: Final[int] = int(Keyword.IMPROVISE)  # CR 702.126
AFFINITY: Final[int] = int(Keyword.AFFINITY)  # CR 702.41
CASCADE: Final[int] = int(Keyword.CASCADE)  # CR 702.85
STORM: Final[int] = int(Keyword.STORM)  # CR 702.40
UNBLOCKABLE: Final[int] = int(Keyword.UNBLOCKABLE)  # "can't be blocked", CR 509.1b
WITHER: Final[int] = int(Keyword.WITHER)  # CR 702.80
HORSEMANSHIP: Final[int] = int(Keyword.HORSEMANSHIP)  # CR 702.31
# Flags that are not keywords: printed restrictions kept with them (``Keyword``'s notes).
CANT_BLOCK: Final[int] = int(Keyword.CANT_BLOCK)  # CR 509.1a
CANT_BE_COUNTERED: Final[int] = int(Keyword.CANT_BE_COUNTERED)  # CR 101.2
ATTACKS_EACH_COMBAT: Final[int] = int(Keyword.ATTACKS_EACH_COMBAT)  # CR 508.1d
BLOCKS_ONLY_FLYERS: Final[int] = int(Keyword.BLOCKS_ONLY_FLYERS)  # CR 509.1b
CANT_ATTACK: Final[int] = int(Keyword.CANT_ATTACK)  # CR 508.1a

# Unions tested together.
#: Keywords that let other objects help pay a spell's cost (CR 702.51, 702.66, 702.126).
COST_HELP: Final[int] = CONVOKE | DELVE | IMPROVISE
#: Storm (CR 702.40) and cascade (CR 702.85): they put other spells on the stack as they are cast.
STORM_OR_CASCADE: Final[int] = STORM | CASCADE
#: Damage from these sources is dealt as -1/-1 counters to creatures (CR 120.3d, 702.80).
COUNTER_DAMAGE: Final[int] = INFECT | WITHER

# ------------------------------------------------------------ card types, colours
ARTIFACT: Final[int] = int(CardType.ARTIFACT)  # CR 301
#: ``GameObject.temp_protection`` bit (above the colours): "protection from artifacts" until
#: end of turn (CR 702.16a; Apostle's Blessing).
TEMP_ARTIFACTS: Final[int] = 1 << 8
#: ... and "protection from creatures" until end of turn (Seasoned Dungeoneer).
TEMP_CREATURES: Final[int] = 1 << 9
#: ``GameObject.temp_protection`` bit: "protection from colorless" until end of turn
#: (CR 702.16a, 105.2c; Giver of Runes).
TEMP_COLORLESS: Final[int] = 1 << 10
BATTLE: Final[int] = int(CardType.BATTLE)  # CR 310
CREATURE: Final[int] = int(CardType.CREATURE)  # CR 302
ENCHANTMENT: Final[int] = int(CardType.ENCHANTMENT)  # CR 303
LAND: Final[int] = int(CardType.LAND)  # CR 305
PLANESWALKER: Final[int] = int(CardType.PLANESWALKER)  # CR 306
#: The permanent card types (CR 110.4): artifact, battle, creature, enchantment, land,
#: planeswalker.
PERMANENT_TYPES: Final[int] = ARTIFACT | BATTLE | CREATURE | ENCHANTMENT | LAND | PLANESWALKER
#: Every card type bit (CR 205.2a, kindred included), in ``CardType`` order.
CARD_TYPES: Final[tuple[int, ...]] = tuple(int(t) for t in CardType)
#: Instant and sorcery: the spell card types (CR 304, 307).
INSTANT_OR_SORCERY: Final[int] = int(CardType.INSTANT) | int(CardType.SORCERY)
BLACK: Final[int] = int(Color.B)  # CR 105.1
