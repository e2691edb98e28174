"""Reading a counted amount (``cards.counts.Count``) from the game (CR 107.3, 608.2h, 604.3).

"Draw a card for each Swamp you control", "~ deals damage equal to the number of Goblins
you control", domain (CR 305.6), "the number of card types among cards in your graveyard"
(CR 205.2a), a characteristic-defining power and toughness (CR 604.3, 208.2a). The effect
resolvers read it through ``Ctx.amount``; ``characteristics.cda_count`` reads it for a
characteristic-defining ability, in every zone.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Final

from deckstats.cards.counts import Count
from deckstats.cards.targets import NO_FILTER, Filter
from deckstats.engine.characteristics import COUNT_READER, card_matches, matches
from deckstats.engine.conditions import creatures_died
from deckstats.engine.modifiers import basic_land_types
from deckstats.engine.types import Zone

if TYPE_CHECKING:
    from deckstats.cards.mana import ManaCost
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject, PlayerState

#: The card type bits counted by "card types among cards" (CR 205.2a).
_TYPE_BITS: Final = (1, 2, 4, 8, 16, 32, 64, 128, 256)

#: A filter naming "~" without the name, and the name test done here (``Filter.name``).
_UNNAMED: dict[Filter, Filter] = {}


def _unnamed(f: Filter) -> Filter:
    got = _UNNAMED.get(f)
    if got is None:
        got = _UNNAMED[f] = replace(f, name="")
    return got


def _named(f: Filter, name: str) -> Filter:
    """``f`` with each of its ``any_of`` filters named ``"~"`` naming ``name`` (memoised)."""
    got = _NAMED.get((f, name))
    if got is None:
        alts = tuple(replace(g, name=name) if g.name == "~" else g for g in f.any_of)
        got = _NAMED[(f, name)] = replace(f, any_of=alts)
    return got


_NAMED: dict[tuple[Filter, str], Filter] = {}


def _cards(objs: list[GameObject], f: Filter, name: str) -> int:
    """How many of ``objs`` (cards outside the battlefield) match ``f``."""
    if f.name == "~":
        g = _unnamed(f)
        return sum(1 for o in objs if o.card.name == name and card_matches(o.card, g))
    if f.any_of and any(g.name == "~" for g in f.any_of):
        f = _named(f, name)  # "Oozes or cards named ~" (Slime Against Humanity)
    return sum(1 for o in objs if card_matches(o.card, f))


def _types(objs: list[GameObject]) -> int:
    seen = 0
    for o in objs:
        seen |= o.info.types
    return sum(1 for b in _TYPE_BITS if seen & b)


_COLOR_BITS: Final = (1, 2, 4, 8, 16)  # W U B R G, the order of ``ManaCost.pips``


def _devotion(cost: ManaCost | None, color: int) -> int:
    """CR 700.5: the symbols of ``color`` (a colour bit) in one mana cost."""
    if cost is None:
        return 0
    n = sum(p for p, bit in zip(cost.pips, _COLOR_BITS, strict=True) if bit & color)
    n += sum(1 for a, b in cost.hybrid if (int(a) | int(b)) & color)
    n += sum(1 for x in cost.twobrid if int(x) & color)
    return n + sum(1 for x in cost.phyrexian if int(x) & color)


def _self_counted(game: Game, c: Count, source: GameObject | None) -> int:
    """1 when ``c`` says "other" and the source is among the permanents it counted."""
    if not c.other or source is None or source.zone is not Zone.BATTLEFIELD:
        return 0
    f = _unnamed(c.filter) if c.filter.name == "~" else c.filter  # the source bears its name
    return 1 if matches(game, source, f) else 0


def _more(game: Game, opp: PlayerState, me: PlayerState, c: Count) -> int:
    """How many more permanents (of ``c.filter``), life or cards in hand ``opp`` has."""
    if c.what == "opponent_more_life":
        return opp.life - me.life
    if c.what == "opponent_more_hand":
        return len(opp.hand) - len(me.hand)
    mine = sum(1 for o in me.battlefield if matches(game, o, c.filter))
    return sum(1 for o in opp.battlefield if matches(game, o, c.filter)) - mine


def _number(game: Game, pid: int, c: Count, name: str, source: GameObject | None) -> int:
    """The counted number itself (before ``plus`` and ``times``)."""
    me = game.players[pid]
    what = c.what
    if what == "permanents":
        if c.filter.name == "~":  # "another creature named ~" (Faerie Miscreant)
            g = _unnamed(c.filter)
            n = sum(1 for o in me.battlefield if o.card.name == name and matches(game, o, g))
        else:
            n = sum(1 for o in me.battlefield if matches(game, o, c.filter))
        mine = source is not None and source.controller == pid
        return n - (_self_counted(game, c, source) if mine else 0)
    if what == "all_permanents":
        n = sum(1 for p in game.players for o in p.battlefield if matches(game, o, c.filter))
        return n - _self_counted(game, c, source)
    if what == "graveyard":
        return _cards(me.graveyard, c.filter, name)
    if what == "all_graveyards":
        return sum(_cards(p.graveyard, c.filter, name) for p in game.players)
    if what in ("exile", "exile_and_graveyard"):
        owned = [o for p in game.players for o in p.exile if o.owner == pid]
        n = _cards(owned, c.filter, name)
        return n + (_cards(me.graveyard, c.filter, name) if what == "exile_and_graveyard" else 0)
    if what == "types_in_graveyard":
        return _types(me.graveyard)
    if what == "types_in_all_graveyards":
        return _types([o for p in game.players for o in p.graveyard])
    if what == "basic_land_types":
        return basic_land_types(game, pid)
    if what == "hand":
        return len(me.hand)
    if what == "library":
        return len(me.library)
    if what == "all_hands":
        return sum(len(p.hand) for p in game.players)
    if what == "life":
        return me.life
    if what == "counters_on_self":
        counters = source.counters if source is not None else None
        return counters.get(c.counter, 0) if counters else 0
    if what == "spells_cast":
        if c.filter != NO_FILTER:  # "instant and sorcery spells you've cast this turn"
            return sum(
                1 for _t, card in me.cast_log[me.cast_mark :] if card_matches(card, c.filter)
            )
        return me.spells_cast_turn
    if what == "life_gained_turn":
        return me.life_gained_turn
    if what == "died_turn":
        return creatures_died(game)  # CR 700.4: Spymaster's Vault
    if what == "own_nontoken_died_turn":  # CR 700.4, 400.3: Caller of the Claw
        turn, n = game.nontoken_died[pid]
        return n if turn == game.turn else 0
    if what == "lands_played_turn":
        return me.lands_played_turn  # reset as each turn begins (CR 305.2)
    if what == "discarded_turn":  # "card you've cycled or discarded this turn" (Hollow One)
        return me.discarded[1] if me.discarded[0] == game.turn else 0
    if what == "life_lost_turn":
        return me.life_lost_turn  # Children of Korlis (CR 119.3)
    if what == "drawn_turn":  # CR 121.1: "the number of cards you've drawn this turn"
        return me.drawn_turn if me.drawn_on == game.turn else 0
    if what == "most_life_lost_turn":
        return max(p.life_lost_turn for p in game.players)
    if what == "devotion":
        return sum(_devotion(o.card.cost, int(c.filter.colors)) for o in me.battlefield)
    if what == "permanents_not_owned":
        return sum(1 for o in me.battlefield if o.owner != pid)
    if what in ("opponent_more_permanents", "opponent_more_life", "opponent_more_hand"):
        return max(_more(game, game.players[1 - pid], me, c), 0)
    if what == "total_power":  # Ghalta, Primal Hunger
        return sum(game.power(o) for o in me.battlefield if matches(game, o, c.filter))
    if what == "greatest_mana_value":
        values = [o.info.mana_value for o in me.battlefield if matches(game, o, c.filter)]
        return max(values, default=0)
    if what == "distinct_names":  # CR 201.2: Field of the Dead's lands with different names
        return len({o.card.name for o in me.battlefield if matches(game, o, c.filter)})
    return 0


def count_value(game: Game, pid: int, c: Count, name: str, source: GameObject | None = None) -> int:
    """The value of ``c`` for player ``pid`` now; ``name``: the source's name (for "~").

    ``source`` is the source object (its counters; as it last existed if it left, CR 608.2h).
    """
    n = _number(game, pid, c, name, source)
    if c.half:
        n = n // 2 if c.round_down else (n + 1) // 2  # "half ..., rounded up" (CR 107.1a)
    return c.plus + c.times * n


COUNT_READER.append(count_value)
