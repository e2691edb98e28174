"""Counted amounts: numbers a spell or ability reads from the game as it resolves.

"~ deals damage equal to the number of Goblins you control" (Goblin War Strike), "Draw a
card for each ...", "X is the number of basic land types among lands you control"
(domain), "~'s power is equal to the number of instant and sorcery cards in your
graveyard" (a characteristic-defining ability, CR 604.3). A ``Count`` stands where an
effect's ``Amount`` is an ``int`` or ``"X"``; the engine reads it on resolution (CR 608.2h:
the number is determined once, as the effect is applied) or, for a characteristic-defining
power and toughness, whenever the value is needed (CR 604.3, 208.2a).

The value is ``plus + times * <the counted number>`` (with ``half``: half the number,
rounded up, first: "half your life, rounded up"); ``what`` names the number:

- ``"permanents"``: permanents the player controls matching ``filter`` ("Swamps you
  control", "snow permanents you control", "artifacts you control"); ``"all_permanents"``:
  every player's ("Elves on the battlefield");
- ``"graveyard"`` / ``"all_graveyards"``: cards matching ``filter`` in the player's
  graveyard / in every graveyard ("cards named ~ in all graveyards": ``filter.name`` is
  ``"~"``, the source's own name);
- ``"exile"`` / ``"exile_and_graveyard"``: cards matching ``filter`` the player owns in exile
  (and in their graveyard);
- ``"types_in_graveyard"`` / ``"types_in_all_graveyards"``: card types among those cards
  (CR 205.2a; delirium counts the same);
- ``"basic_land_types"``: basic land types among lands the player controls (domain,
  CR 305.6);
- ``"hand"`` / ``"all_hands"`` / ``"library"``: cards in the player's hand / in every hand /
  in the player's library;
- ``"life"``: the player's life total (CR 119.1);
- ``"greatest_mana_value"``: the greatest mana value among permanents the player controls
  (``filter``), 0 without one;
- ``"spells_cast"``: spells the player has cast this turn (CR 601.2i: once cast);
- ``"counters_on_self"``: ``counter`` counters on the source ("for each burden counter on
  The One Ring"; a "dies" trigger reads the creature as it last existed, CR 608.2h);
- ``"target_power"`` / ``"target_toughness"`` / ``"target_mana_value"``: that quality of a
  spell's first target as it last existed ("You lose life equal to that creature's
  toughness", Vendetta; CR 608.2h), read by the resolution context;
- ``"life_gained_turn"``: life the player gained this turn (CR 119.3, 119.9);
  ``"most_life_lost_turn"``: the most life any one player lost this turn ("if a player lost
  4 or more life this turn");
- ``"opponent_more_permanents"`` / ``"opponent_more_life"`` / ``"opponent_more_hand"``: how
  many more permanents matching ``filter`` / life / cards in hand the opponent has than the
  player (0 if not more: "if an opponent controls more lands than you", Land Tax);
- ``"permanents_not_owned"``: permanents the player controls but doesn't own (Agent of
  Treachery, CR 108.3);
- ``"sacrificed_power"`` / ``"sacrificed_toughness"`` / ``"sacrificed_mana_value"``: that
  quality of the permanent sacrificed to pay the spell's or ability's cost, as it last
  existed ("damage equal to the sacrificed creature's power", Fling; CR 608.2h), read by
  the resolution context;
- ``"total_power"``: the total power of the creatures the player controls matching
  ``filter`` (Ghalta, Primal Hunger; "attacking creatures you control": Azorius Charm);
- ``"devotion"``: the player's devotion to the colour of ``filter.colors`` (CR 700.5: the
  mana symbols of that colour, hybrid and Phyrexian ones included, among the mana costs of
  the permanents they control; Gray Merchant of Asphodel).

- ``"died_turn"``: creatures that died this turn, anyone's (CR 700.4; Spymaster's Vault);
- ``"life_lost_turn"``: life the player lost this turn ("the life you've lost this turn",
  Children of Korlis; CR 119.3);
- ``"sacrificed_power"`` / ``"sacrificed_toughness"`` / ``"sacrificed_mana_value"``: that
  quality of the permanent sacrificed to pay the cost of this spell or ability, as it last
  existed on the battlefield (CR 608.2h; "the sacrificed creature's power": Fling, Altar of
  Dementia, Birthing Pod), read by the resolution context.

- ``"drawn_turn"``: cards the player has drawn this turn (CR 121.1; Slice and Dice);
- ``"colors_spent"``: the colours of mana spent to cast the spell (converge, CR 207.2c;
  Prismatic Ending), read by the resolution context from the spell's payment;
  ``"mana_spent"``: the amount of mana spent to cast it (CR 601.2h; Memory Deluge).
- ``"self_power"``: the source's power ("~'s power", Mausoleum Wanderer), as it last existed
  when it was sacrificed to pay the cost (CR 608.2h), read by the resolution context.
- ``"distinct_names"``: the different names among the permanents the player controls
  matching ``filter`` ("seven or more lands with different names": Field of the Dead;
  CR 201.2).
- ``"discarded_turn"``: cards the player cycled or discarded this turn (Hollow One; CR
  701.9, 702.29a); ``"lands_played_turn"``: lands the player played this turn (Fastbond:
  "if it wasn't the first land you played this turn", CR 305.2);
  ``"target_controller_graveyard"``: cards in the graveyard of the first target's controller
  ("the number of cards in its controller's graveyard", Drown in the Loch; CR 608.2h).
- ``"own_nontoken_died_turn"``: nontoken creatures put into the player's graveyard from the
  battlefield this turn (Caller of the Claw; CR 700.4, 400.3: its owner's graveyard).

The player is the controller of the spell, ability or permanent.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from deckstats.cards.effects_mass import PumpAll
from deckstats.cards.model import NO_KEYWORD, Keyword
from deckstats.cards.targets import NO_FILTER, Filter, TargetSpec

CountKind = Literal[
    "permanents",
    "all_permanents",
    "graveyard",
    "all_graveyards",
    "exile",
    "exile_and_graveyard",
    "types_in_graveyard",
    "types_in_all_graveyards",
    "basic_land_types",
    "hand",
    "library",
    "all_hands",
    "life",
    "greatest_mana_value",
    "spells_cast",
    "counters_on_self",
    "target_power",
    "target_toughness",
    "target_mana_value",
    "life_gained_turn",
    "most_life_lost_turn",
    "opponent_more_permanents",
    "opponent_more_life",
    "opponent_more_hand",
    "permanents_not_owned",
    "devotion",
    "life_lost_turn",
    "sacrificed_power",
    "sacrificed_toughness",
    "sacrificed_mana_value",
    "total_power",
    "x",
    "colors_spent",
    "mana_spent",
    "distinct_names",
    "died_turn",
    "drawn_turn",
    "discarded_turn",
    "lands_played_turn",
    "target_controller_graveyard",
    "self_power",
    "own_nontoken_died_turn",
]


@dataclass(frozen=True, slots=True)
class Count:
    """``plus + times * (the number named by what and filter)``, read on resolution.

    ``text`` keeps the Oracle words for descriptions; it takes no part in equality.
    """

    what: CountKind
    filter: Filter = NO_FILTER
    plus: int = 0
    times: int = 1
    text: str = field(default="", compare=False)
    half: bool = False
    #: With ``half``: rounded down instead ("half X ... Round down each time.", Hydroid Krasis).
    round_down: bool = False
    counter: str = ""
    #: "each other Goblin you control" (Goblin Piledriver): the source itself is not counted.
    other: bool = False

    def __str__(self) -> str:
        return self.text or self.what


@dataclass(frozen=True, slots=True)
class PumpPer:
    """+``power``/+``toughness`` until end of turn for each ``count`` (CR 611.2, 608.2h).

    "Target creature gets -1/-1 until end of turn for each Swamp you control" (Defile),
    "creatures you control gain trample and get +X/+X until end of turn, where X is the
    number of creatures you control" (Craterhoof Behemoth: +1/+1 per). The count is read
    once as the effect resolves; ``target`` is the pumped creature (a ``Target`` or a
    ``Ref``) or, with ``group`` (a ``PumpAll`` of the per-count numbers), every creature
    the group names (CR 611.2c: fixed as it resolves).
    """

    count: Count
    power: int
    toughness: int
    target: TargetSpec | None = None
    keywords: Keyword = NO_KEYWORD
    group: PumpAll | None = None


@dataclass(frozen=True, slots=True)
class IfCount:
    """An "if <a count> is at least / at most N" branch checked on resolution (CR 608.2c).

    "Then if you control three or more Deserts, create two ... tokens" (Hour of Promise),
    "If you control four or fewer lands, search ..." (Edge of Autumn), "if you control a
    black permanent" (at least one), "if you have 10 or less life". ``least`` / ``most``
    bound the count (``None``: no bound); ``then`` and ``otherwise`` share their targets,
    declared by ``then`` (as ``effects.Conditional``).
    """

    count: Count
    least: int | None
    most: int | None
    then: tuple[Any, ...]
    otherwise: tuple[Any, ...] = ()

    def holds(self, n: int) -> bool:
        """Whether the counted ``n`` meets the bounds."""
        return (self.least is None or n >= self.least) and (self.most is None or n <= self.most)
