"""Chain Lightning: the player it hits may pay {R}{R} to copy it (``cards.unless_pays.CopyIfPays``).

"Chain Lightning deals 3 damage to any target. Then that player or that permanent's
controller may pay {R}{R}. If the player does, they may copy this spell and may choose a
new target for that copy." CR 707.10: the copy is the paying player's; CR 707.10c: they may
choose new targets; CR 608.2h: "that permanent's controller" is read as it last existed;
CR 118.3: a player who cannot pay is not asked. Before this change the sentence was
ignored: the card was cast with no chance for its victim to copy it back (a partial card
that gained power).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards import get_card
from deckstats.cards.effects import CopyIfPays, DealDamage
from deckstats.cards.oracle.effects import parse_sentences
from deckstats.engine import Zone

TEXT = (
    "~ deals 3 damage to any target. Then that player or that permanent's controller may "
    "pay {R}{R}. If the player does, they may copy this spell and may choose a new target "
    "for that copy."
)


def _life(s, pid):
    return s.game.players[pid].life


def _untapped(s, pid):
    return sum(1 for o in s.game.players[pid].battlefield if o.info.is_land and not o.tapped)


def test_the_built_in_card_and_its_oracle_text_compile_in_full():
    card = get_card("Chain Lightning")
    assert not card.unparsed
    assert card.spell[1] == CopyIfPays("{R}{R}")
    got = parse_sentences(TEXT)
    assert got is not None and isinstance(got[0], DealDamage)
    assert got[1:] == [CopyIfPays("{R}{R}")]


def test_the_player_hit_pays_and_copies_it_back_at_the_caster(scenario):
    s = scenario()
    s.lands(P0, "Mountain")
    s.lands(P1, "Mountain", "Mountain")
    s.script(P1, ("pay_unless", True), ("targets", ((P0,),)))
    s.cast(P0, s.hand(P0, "Chain Lightning"), [P1])
    s.resolve()
    assert _life(s, P1) == 17 and _life(s, P0) == 17
    assert _untapped(s, P1) == 0  # {R}{R} paid
    assert ("pay_unless", True) in s.agents[P1].asked
    assert not s.game.stack


def test_declining_makes_no_copy(scenario):
    s = scenario()
    s.lands(P0, "Mountain")
    s.lands(P1, "Mountain", "Mountain")
    s.script(P1, ("pay_unless", False))
    s.cast(P0, s.hand(P0, "Chain Lightning"), [P1])
    s.resolve()
    assert _life(s, P1) == 17 and _life(s, P0) == 20
    assert _untapped(s, P1) == 2


def test_a_player_who_cannot_pay_is_not_asked(scenario):
    """CR 118.3: one Mountain cannot pay {R}{R}; an Island cannot pay red."""
    s = scenario()
    s.lands(P0, "Mountain")
    s.lands(P1, "Mountain", "Island")
    s.cast(P0, s.hand(P0, "Chain Lightning"), [P1])
    s.resolve()
    assert _life(s, P1) == 17 and _life(s, P0) == 20
    assert all(kind != "pay_unless" for kind, _ in s.agents[P1].asked)


def test_the_dead_creatures_controller_pays_and_the_chain_goes_back_and_forth(scenario):
    """The creature it killed was P1's (CR 608.2h): P1 copies it at P0, P0 copies that copy
    back at P1 (the copy has the same text), and P1, out of red mana, ends the chain."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain", "Mountain")
    s.lands(P1, "Mountain", "Mountain")
    giant = s.battlefield(P1, "Hill Giant")  # 3/3
    s.script(P1, ("pay_unless", True), ("targets", ((P0,),)))
    s.script(P0, ("pay_unless", True), ("targets", ((P1,),)))
    s.cast(P0, s.hand(P0, "Chain Lightning"), [giant])
    s.resolve()
    assert s.zone(giant) is Zone.GRAVEYARD
    assert _life(s, P0) == 17 and _life(s, P1) == 17
    assert _untapped(s, P0) == 0 and _untapped(s, P1) == 0
    assert all(kind != "pay_unless" for kind, _ in s.agents[P1].asked[1:])
