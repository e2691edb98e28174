"""The effect vocabulary: one rules test per effect class, and table coverage (ARCHITECTURE.md, Cards are data)."""

import pytest
from scenario import P0, P1

from deckstats.cards.effects import ALL_EFFECTS, Custom
from deckstats.engine import Zone
from deckstats.engine.errors import RulesError
from deckstats.engine.resolve import CUSTOM_RESOLVERS, RESOLVERS
from deckstats.players.evaluate import EVALUATORS, effect_value
from engine.cards import (
    BEARS,
    BOLT,
    CHARM,
    COUNTERS,
    DIG,
    DIVINATION,
    DRAIN,
    DURESS,
    EDICT,
    FOREST,
    GIANT,
    GROWTH,
    HEAL,
    HYPNO,
    ISLAND,
    MAYBE,
    MILL,
    MIND_ROT,
    MOUNTAIN,
    MURDER,
    PATH,
    PLAINS,
    PREY,
    PRISM,
    RAISE,
    RAMP,
    RITUAL,
    SCRY,
    SURVEIL,
    SWAMP,
    TAPPER,
    TUTOR,
    UNSUMMON,
    UNTAPPER,
    WEIRD,
)


def test_every_effect_has_a_resolver_and_an_evaluator():
    """ARCHITECTURE.md, Cards are data: resolve.py and evaluate.py both cover ALL_EFFECTS."""
    assert set(ALL_EFFECTS) <= set(RESOLVERS)
    assert set(ALL_EFFECTS) <= set(EVALUATORS)


def test_evaluator_returns_numbers():
    """Each evaluator gives a float for a typical instance."""
    assert effect_value(BOLT.spell[0]) == 3.0
    assert effect_value(Custom("k", "r")) == 1.0


def test_deal_damage(scenario):
    """CR 120.3: damage to a player causes life loss."""
    s = scenario()
    s.lands(P0, MOUNTAIN)
    s.cast(P0, s.hand(P0, BOLT), [P1])
    s.resolve()
    assert s.game.players[P1].life == 17
    assert s.game.players[P0].damage_dealt_turn == 3


def test_draw_cards(scenario):
    """CR 121.1: draw cards one at a time from the top."""
    s = scenario()
    s.library(P0, BEARS, FOREST, GIANT)
    s.lands(P0, ISLAND, ISLAND, ISLAND)
    s.cast(P0, s.hand(P0, DIVINATION))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears", "Forest"]


def test_gain_life(scenario):
    """CR 119.3: gain life."""
    s = scenario()
    s.lands(P0, PLAINS)
    s.cast(P0, s.hand(P0, HEAL))
    s.resolve()
    assert s.game.players[P0].life == 23


def test_lose_life(scenario):
    """CR 119.3: lose life (not damage)."""
    s = scenario()
    s.lands(P0, SWAMP)
    s.cast(P0, s.hand(P0, DRAIN))
    s.resolve()
    assert s.game.players[P1].life == 18 and s.game.players[P0].life == 22


def test_add_mana(scenario):
    """CR 106.4: a spell that adds mana (not a mana ability, CR 605.5)."""
    s = scenario()
    s.lands(P0, SWAMP)
    s.cast(P0, s.hand(P0, RITUAL))
    assert s.game.players[P0].pool == [0, 0, 0, 0, 0, 0]
    s.resolve()
    assert s.game.players[P0].pool[2] == 3


def test_add_one_of(scenario):
    """CR 106.1: add mana of a colour chosen from a list."""
    s = scenario()
    s.script(P0, ("color", "G"))
    s.cast(P0, s.hand(P0, PRISM))
    s.resolve()
    assert s.game.players[P0].pool[4] == 2


def test_create_token(scenario):
    """CR 111.1: create tokens."""
    s = scenario()
    s.lands(P0, PLAINS, PLAINS)
    s.cast(P0, s.hand(P0, RAISE))
    s.resolve()
    bf = s.game.players[P0].battlefield
    assert [o.card.name for o in bf if o.is_token] == ["Soldier", "Soldier"]


def test_pump(scenario):
    """CR 611.2: +3/+3 until end of turn."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, FOREST)
    s.cast(P0, s.hand(P0, GROWTH), [bear])
    s.resolve()
    assert (s.game.power(bear), s.game.toughness(bear)) == (5, 5)


def test_put_counters(scenario):
    """CR 122.1: +1/+1 counters."""
    s = scenario()
    bear = s.battlefield(P0, BEARS)
    s.lands(P0, FOREST)
    s.cast(P0, s.hand(P0, COUNTERS), [bear])
    s.resolve()
    assert s.game.power(bear) == 3 and bear.counter("+1/+1") == 1


def test_destroy(scenario):
    """CR 701.8: destroy."""
    s = scenario()
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, SWAMP, SWAMP, SWAMP)
    s.cast(P0, s.hand(P0, MURDER), [bear])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD


def test_exile(scenario):
    """CR 406: exile."""
    s = scenario()
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, PLAINS)
    s.cast(P0, s.hand(P0, PATH), [bear])
    s.resolve()
    assert s.names(P1, Zone.EXILE) == ["Grizzly Bears"]


def test_bounce(scenario):
    """CR 400.3: return to the owner's hand."""
    s = scenario()
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, ISLAND)
    s.cast(P0, s.hand(P0, UNSUMMON), [bear])
    s.resolve()
    assert s.names(P1, Zone.HAND) == ["Grizzly Bears"]


def test_tap_and_untap(scenario):
    """CR 701.26: tap and untap."""
    s = scenario()
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, PLAINS, FOREST)
    s.cast(P0, s.hand(P0, TAPPER), [bear])
    s.resolve()
    assert bear.tapped
    s.cast(P0, s.hand(P0, UNTAPPER), [bear])
    s.resolve()
    assert not bear.tapped


def test_discard_player_chooses(scenario):
    """CR 701.9: the discarding player chooses."""
    s = scenario()
    s.hand(P1, BEARS)
    keep = s.hand(P1, GIANT)
    s.hand(P1, FOREST)
    s.lands(P0, SWAMP, SWAMP, SWAMP)
    s.script(P1, ("discard", lambda v, d: tuple(o for o in d.options if o != keep.oid)))
    s.cast(P0, s.hand(P0, MIND_ROT), [P1])
    s.resolve()
    assert s.names(P1, Zone.HAND) == ["Hill Giant"]


def test_discard_caster_chooses(scenario):
    """CR 701.9: "you choose" discard (the caster picks)."""
    s = scenario()
    s.hand(P1, BEARS)
    s.hand(P1, GIANT)
    s.lands(P0, SWAMP, SWAMP, SWAMP)
    s.script(P0, ("discard", lambda v, d: (d.options[1],)))
    s.cast(P0, s.hand(P0, DURESS), [P1])
    s.resolve()
    assert s.names(P1, Zone.HAND) == ["Grizzly Bears"]


def test_discard_at_random(scenario):
    """CR 701.9: random discard uses the engine's stream."""
    s = scenario()
    s.hand(P1, BEARS)
    s.hand(P1, GIANT)
    s.lands(P0, SWAMP)
    s.cast(P0, s.hand(P0, HYPNO), [P1])
    s.resolve()
    assert len(s.game.players[P1].hand) == 1 and len(s.game.players[P1].graveyard) == 1


def test_mill(scenario):
    """CR 701.17: mill."""
    s = scenario()
    s.library(P1, BEARS, GIANT, FOREST)
    s.lands(P0, ISLAND)
    s.cast(P0, s.hand(P0, MILL), [P1])
    s.resolve()
    assert s.names(P1, Zone.GRAVEYARD) == ["Grizzly Bears", "Hill Giant"]


def test_scry(scenario):
    """CR 701.22: scry 2, one to the bottom."""
    s = scenario()
    top, _second, _third = s.library(P0, BEARS, GIANT, FOREST)
    s.lands(P0, ISLAND)
    s.script(P0, ("scry", (top.oid,)))
    s.cast(P0, s.hand(P0, SCRY))
    s.resolve()
    lib = s.game.players[P0].library
    assert lib[0].card is BEARS and lib[-1].card is GIANT


def test_surveil(scenario):
    """CR 701.25: surveil 2, one to the graveyard."""
    s = scenario()
    top, _, _ = s.library(P0, BEARS, GIANT, FOREST)
    s.lands(P0, ISLAND)
    s.script(P0, ("surveil", (top.oid,)))
    s.cast(P0, s.hand(P0, SURVEIL))
    s.resolve()
    assert s.names(P0, Zone.GRAVEYARD)[0] == "Grizzly Bears"


def test_search_library_to_battlefield_tapped(scenario):
    """CR 701.23: search for a basic land, put it onto the battlefield tapped, shuffle."""
    s = scenario()
    s.library(P0, BEARS, FOREST, GIANT)
    s.lands(P0, FOREST, FOREST)
    s.script(P0, ("search", lambda v, d: (d.options[0],)))
    s.cast(P0, s.hand(P0, RAMP))
    s.resolve()
    new = s.game.players[P0].battlefield[-1]
    assert new.card is FOREST and new.tapped
    assert len(s.game.players[P0].library) == 2


def test_search_library_to_hand(scenario):
    """CR 701.23: tutor to hand."""
    s = scenario()
    s.library(P0, BEARS, GIANT)
    s.lands(P0, SWAMP)
    s.script(
        P0,
        (
            "search",
            lambda v, d: tuple(o for o in d.options if v.obj(o).card is GIANT),
        ),
    )
    s.cast(P0, s.hand(P0, TUTOR))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Hill Giant"]


def test_sacrifice_edict(scenario):
    """CR 701.21: the targeted player sacrifices a creature of their choice."""
    s = scenario()
    s.battlefield(P1, BEARS)
    giant = s.battlefield(P1, GIANT)
    s.lands(P0, SWAMP, SWAMP)
    s.script(P1, ("sacrifice", (giant.oid,)))
    s.cast(P0, s.hand(P0, EDICT), [P1])
    s.resolve()
    assert s.names(P1, Zone.BATTLEFIELD) == ["Grizzly Bears"]


def test_dig(scenario):
    """Dig: look at the top 4, take one, the rest to the bottom."""
    s = scenario()
    cards = s.library(P0, BEARS, GIANT, FOREST, MOUNTAIN, SWAMP)
    s.lands(P0, ISLAND, ISLAND)
    s.script(P0, ("dig", (cards[1].oid,)))
    s.cast(P0, s.hand(P0, DIG))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Hill Giant"]
    assert s.game.players[P0].library[-1].card is SWAMP


def test_fight(scenario):
    """CR 701.14: each deals damage equal to its power to the other."""
    s = scenario()
    giant = s.battlefield(P0, GIANT)
    bear = s.battlefield(P1, BEARS)
    s.lands(P0, FOREST)
    s.cast(P0, s.hand(P0, PREY), [[giant], [bear]])
    s.resolve()
    assert s.zone(bear) is Zone.GRAVEYARD and giant.damage == 2


def test_modal_choose_mode_on_cast(scenario):
    """CR 700.2: the mode is chosen as the spell is cast."""
    s = scenario()
    s.lands(P0, MOUNTAIN, PLAINS)
    s.cast(P0, s.hand(P0, CHARM), [P1], modes=(0,))
    s.resolve()
    assert s.game.players[P1].life == 16


def test_may_do(scenario):
    """CR 603.5, 608.2d: "you may" is decided on resolution."""
    s = scenario()
    s.library(P0, BEARS, BEARS)
    s.lands(P0, ISLAND, ISLAND)
    s.script(P0, ("may", False))
    s.cast(P0, s.hand(P0, MAYBE))
    s.resolve()
    assert s.names(P0, Zone.HAND) == []
    s.script(P0, ("may", True))
    s.cast(P0, s.hand(P0, MAYBE))
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Grizzly Bears"]


def test_attach_to(scenario):
    """CR 701.3: equip attaches (covered with statics in test_triggers); attach moves the Equipment."""
    from engine.cards import SWORD

    s = scenario()
    a = s.battlefield(P0, BEARS)
    b = s.battlefield(P0, GIANT)
    sword = s.battlefield(P0, SWORD)
    s.lands(P0, MOUNTAIN, MOUNTAIN)
    s.activate(P0, sword, 0, [a])
    s.resolve()
    s.activate(P0, sword, 0, [b])
    s.resolve()
    assert sword.attached_to == b.oid and s.game.power(a) == 2 and s.game.power(b) == 5


def test_custom_unknown_key_raises(scenario):
    """ARCHITECTURE.md, Cards are data: a Custom effect with no registered resolver is a clear RulesError."""
    s = scenario()
    s.lands(P0, ISLAND)
    s.cast(P0, s.hand(P0, WEIRD))
    with pytest.raises(RulesError, match="no_such_key"):
        s.resolve()


def test_custom_registered_key(scenario):
    """Custom effects dispatch on their key through CUSTOM_RESOLVERS."""
    calls = []
    CUSTOM_RESOLVERS["no_such_key"] = lambda ctx, e: calls.append(ctx.controller)
    try:
        s = scenario()
        s.lands(P0, ISLAND)
        s.cast(P0, s.hand(P0, WEIRD))
        s.resolve()
        assert calls == [P0]
    finally:
        del CUSTOM_RESOLVERS["no_such_key"]
