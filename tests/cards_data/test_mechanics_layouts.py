"""Card layouts and cast-from-elsewhere costs (issue 26, point 4): real cards, real text.

Each test compiles a real card's Oracle text and plays it through the engine, citing the
rule. The 702.x keyword rules named here appear in the rules seeds by title only (their
text is not in the seeds): dash 702.109, plot 702.170, warp 702.185, madness 702.35,
foretell 702.143.
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.cards.costs import AlternativeCost
from deckstats.cards.model import Keyword
from deckstats.cards.oracle import compile_text
from deckstats.engine import Zone
from deckstats.engine.actions import CastSpell
from deckstats.engine.types import Step

_DASH_REMINDER = (
    " (You may cast this spell for its dash cost. If you do, it gains haste, and it's "
    "returned from the battlefield to its owner's hand at the beginning of the next end step.)"
)


def mardu_scout():
    return compile_text(
        "Mardu Scout",
        "{R}{R}",
        "Creature — Goblin Scout",
        "Dash {1}{R}" + _DASH_REMINDER,
        ("2", "1"),
    )


def ragavan():
    return compile_text(
        "Ragavan, Nimble Pilferer",
        "{R}",
        "Legendary Creature — Monkey Pirate",
        "Whenever Ragavan, Nimble Pilferer deals combat damage to a player, create a Treasure "
        "token and exile the top card of that player's library. Until end of turn, you may "
        "cast that card.\nDash {1}{R}" + _DASH_REMINDER,
        ("2", "1"),
    )


# -- dash (CR 702.109) ----------------------------------------------------------------------


def test_dash_compiles_to_an_alternative_cost():
    """CR 702.109a, 118.9: "Dash {1}{R}" is a cost paid rather than the mana cost."""
    for card in (mardu_scout(), ragavan()):
        assert card.costs == (AlternativeCost(mana=card.costs[0].mana, keyword="dash"),)
        assert card.costs[0].mana.text == "{1}{R}"
        assert card.keywords & Keyword.DASH
        assert not any("Dash" in s for s in card.unparsed)


def test_dashed_creature_has_haste_and_returns_at_the_end_step(scenario):
    """CR 702.109a: cast for its dash cost, Mardu Scout attacks the turn it enters (haste) and
    a delayed trigger returns it to its owner's hand at the beginning of the next end step."""
    s = scenario(goldfish=True)
    s.lands(P0, "Mountain", "Mountain")
    obj = s.hand(P0, mardu_scout())
    dash = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == obj.oid and a.alt]
    assert len(dash) == 1
    s.act(P0, dash[0])
    s.resolve()
    z = next(o for o in s.game.players[P0].battlefield if o.card.name == "Mardu Scout")
    assert s.game.keywords(z) & Keyword.HASTE
    assert s.game.views[P0].can_attack(z)
    assert all(o.tapped for o in s.game.players[P0].battlefield if o.info.is_land)
    # The end step: the delayed trigger goes on the stack and returns Mardu Scout.
    from deckstats.engine import events

    s.game.step = Step.END
    events.dash_end_step(s.game)
    assert s.game.stack and s.game.stack[-1].kind == "trigger"
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Mardu Scout"]
    assert s.names(P0, Zone.BATTLEFIELD).count("Mardu Scout") == 0


def test_creature_cast_normally_stays(scenario):
    """CR 702.109a: only the dash cost sets up the return; the {R}{R} cast has no haste."""
    s = scenario(goldfish=True)
    s.lands(P0, "Mountain", "Mountain")
    obj = s.hand(P0, mardu_scout())
    s.cast(P0, obj)
    s.resolve()
    z = next(o for o in s.game.players[P0].battlefield if o.card.name == "Mardu Scout")
    assert not s.game.keywords(z) & Keyword.HASTE
    assert s.game.dash_returns == []


def test_dash_return_in_a_real_turn(scenario):
    """CR 702.109a, 513.1: in a whole turn, the dashed creature attacks for 2, then is back
    in hand after the end step; the opponent's next turn does not bring it back."""
    from deckstats.players.goldfish import GoldfishAgent
    from deckstats.players.scripted import ScriptedAgent

    s = scenario(active=P1, goldfish=True, agents=(GoldfishAgent(), ScriptedAgent()))
    s.lands(P0, "Mountain", "Mountain")
    obj = s.hand(P0, mardu_scout())
    s.library(P0, "Mountain", "Mountain")
    s.library(P1, "Mountain", "Mountain")
    s.next_turn()  # P0's turn: the goldfish dashes Mardu Scout (2 damage now) rather than wait
    assert s.game.players[P1].life == 18
    assert s.zone(obj) is Zone.HAND


def test_dash_return_skips_a_permanent_that_left(scenario):
    """CR 400.7: a dashed permanent that left the battlefield is a new object: the
    delayed trigger does not find it (nothing returns from the graveyard)."""
    s = scenario(goldfish=True)
    s.lands(P0, "Mountain", "Mountain")
    obj = s.hand(P0, ragavan())
    dash = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == obj.oid and a.alt]
    s.act(P0, dash[0])
    s.resolve()
    rag = next(o for o in s.game.players[P0].battlefield if o.card.name.startswith("Ragavan"))
    s.game.move(rag, Zone.GRAVEYARD)
    from deckstats.engine import events

    events.dash_end_step(s.game)
    assert not s.game.stack
    assert s.names(P0, Zone.GRAVEYARD) == ["Ragavan, Nimble Pilferer"]
    assert P1 == 1


# -- channel (ability word, CR 207.2c; activated from the hand, CR 602) ----------------------


def otawara():
    return compile_text(
        "Otawara, Soaring City",
        None,
        "Legendary Land",
        "{T}: Add {U}.\nChannel — {3}{U}, Discard Otawara, Soaring City: Return target "
        "artifact, creature, enchantment, or planeswalker to its owner's hand. This ability "
        "costs {1} less to activate for each legendary creature you control.",
    )


def sokenzan():
    return compile_text(
        "Sokenzan, Crucible of Defiance",
        None,
        "Legendary Land",
        "{T}: Add {R}.\nChannel — {3}{R}, Discard Sokenzan, Crucible of Defiance: Create two "
        "1/1 colorless Spirit creature tokens. They gain haste until end of turn. This ability "
        "costs {1} less to activate for each legendary creature you control.",
    )


def _channel_actions(s, obj):
    from deckstats.engine.actions import HandAction

    return [a for a in s.legal(P0) if isinstance(a, HandAction) and a.oid == obj.oid]


def test_channel_compiles_with_its_cost_reduction():
    """CR 602.1, 207.2c: "Channel — {3}{U}, Discard ~: ..." is an ability of the card in
    hand; the legendary-creature reduction is part of it."""
    from deckstats.cards.costs import Channel
    from deckstats.cards.effects import Bounce, CreateToken

    for card in (otawara(), sokenzan()):
        assert card.unparsed == ()
        (ch,) = card.costs
        assert isinstance(ch, Channel) and ch.less_per_legend == 1
    assert isinstance(otawara().costs[0].effect[0], Bounce)
    make = sokenzan().costs[0].effect[0]
    assert isinstance(make, CreateToken) and make.count == 2
    assert make.token.keywords & Keyword.HASTE


def test_otawara_channel_bounces_a_creature_from_hand(scenario):
    """CR 602.2: pay {3}{U} and discard Otawara as costs; the ability returns the target
    creature to its owner's hand (CR 400.3); Otawara is in the graveyard."""
    s = scenario(goldfish=True)
    s.lands(P0, "Island", "Island", "Island", "Island")
    target = s.battlefield(
        P1, compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", ("2", "2"))
    )
    ota = s.hand(P0, otawara())
    acts = _channel_actions(s, ota)
    assert len(acts) == 1
    s.act(P0, acts[0])
    assert s.names(P0, Zone.GRAVEYARD) == ["Otawara, Soaring City"]
    s.resolve()
    assert s.zone(target) is Zone.HAND
    assert all(o.tapped for o in s.game.players[P0].battlefield)


def test_channel_costs_less_for_each_legendary_creature(scenario):
    """CR 601.2f via CR 602.2b: with two legendary creatures Otawara's channel costs {1}{U}; with
    three Islands but none, it cannot be activated."""
    s = scenario(goldfish=True)
    s.lands(P0, "Island", "Island")
    s.battlefield(P1, compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", ("2", "2")))
    ota = s.hand(P0, otawara())
    assert _channel_actions(s, ota) == []
    s.battlefield(
        P0,
        compile_text("Isamaru, Hound of Konda", "{W}", "Legendary Creature — Dog", "", ("2", "2")),
    )
    assert _channel_actions(s, ota) == []  # one legend: {2}{U}, two Islands
    s.battlefield(P0, ragavan())
    assert len(_channel_actions(s, ota)) == 1


def test_channel_needs_a_legal_target(scenario):
    """CR 601.2c via CR 602.2b: with nothing to return, Otawara's channel is not offered."""
    s = scenario(goldfish=True)
    s.lands(P0, "Island", "Island", "Island", "Island")
    ota = s.hand(P0, otawara())
    assert _channel_actions(s, ota) == []


def test_sokenzan_channel_makes_hasty_spirits(scenario):
    """Sokenzan's channel makes two 1/1 Spirits that can attack this turn (CR 302.6)."""
    s = scenario(goldfish=True)
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain")
    soke = s.hand(P0, sokenzan())
    s.act(P0, _channel_actions(s, soke)[0])
    s.resolve()
    spirits = [o for o in s.game.players[P0].battlefield if o.card.name == "Spirit"]
    assert len(spirits) == 2
    assert all(s.game.views[P0].can_attack(o) for o in spirits)


# -- transforming double-faced cards (CR 701.28, 712) ---------------------------------------


def _face(name, cost, type_line, text, pt=None):
    face = {"name": name, "mana_cost": cost or "", "type_line": type_line, "oracle_text": text}
    if pt:
        face["power"], face["toughness"] = pt
    return face


def delver():
    from deckstats.cards.oracle.compiler import compile_record

    return compile_record(
        {
            "name": "Delver of Secrets // Insectile Aberration",
            "layout": "transform",
            "faces": [
                _face(
                    "Delver of Secrets",
                    "{U}",
                    "Creature — Human Wizard",
                    "At the beginning of your upkeep, look at the top card of your library. You "
                    "may reveal that card. If an instant or sorcery card is revealed this way, "
                    "transform Delver of Secrets.",
                    ("1", "1"),
                ),
                _face(
                    "Insectile Aberration", None, "Creature — Human Insect", "Flying", ("3", "2")
                ),
            ],
        },
        source="scryfall",
    )


def test_delver_compiles_fully():
    """CR 701.28a: Delver's upkeep check is an IfTopCardIs whose effect transforms it."""
    from deckstats.cards.effects import IfTopCardIs, Transform
    from deckstats.cards.model import CardType

    card = delver()
    assert card.unparsed == ()
    (eff,) = card.triggers[0].effect
    assert isinstance(eff, IfTopCardIs)
    assert eff.filter.card_type == CardType.INSTANT | CardType.SORCERY
    assert eff.then == (Transform(),)


def _upkeep(s):
    from deckstats.engine import events

    s.game.step = Step.UPKEEP
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()


def test_delver_transforms_when_an_instant_is_on_top(scenario):
    """CR 701.28a, 712: the same permanent turns over: a 3/2 flyer (Insectile Aberration),
    with no new summoning sickness (it is not a new object)."""
    s = scenario(goldfish=True)
    d = s.battlefield(P0, delver())
    s.library(P0, "Lightning Bolt")
    _upkeep(s)
    assert d.zone is Zone.BATTLEFIELD and d.card.name == "Insectile Aberration"
    assert (s.game.power(d), s.game.toughness(d)) == (3, 2)
    assert s.game.keywords(d) & Keyword.FLYING
    assert s.game.views[P0].can_attack(d)
    assert s.names(P0, Zone.LIBRARY) == ["Lightning Bolt"]  # revealed, not drawn
    # CR 712 (not in seeds): in any other zone it is the whole card, front face up.
    s.game.move(d, Zone.GRAVEYARD)
    assert s.game.players[P0].graveyard[-1].card.name == "Delver of Secrets"


def test_delver_stays_when_a_land_is_on_top(scenario):
    """The check fails for a land: Delver stays a 1/1."""
    s = scenario(goldfish=True)
    d = s.battlefield(P0, delver())
    s.library(P0, "Island")
    _upkeep(s)
    assert d.card.name == "Delver of Secrets" and s.game.power(d) == 1


# -- split cards (CR 709), adventures (CR 715), modal double-faced cards (CR 712) -----------


def _record(name, layout, *faces):
    from deckstats.cards.oracle.compiler import compile_record

    return compile_record({"name": name, "layout": layout, "faces": list(faces)}, source="scryfall")


def fire_ice():
    return _record(
        "Fire // Ice",
        "split",
        _face(
            "Fire",
            "{1}{R}",
            "Instant",
            "Fire deals 2 damage divided as you choose among one or two targets.",
        ),
        _face("Ice", "{1}{U}", "Instant", "Tap target permanent.\nDraw a card."),
    )


def bonecrusher():
    return _record(
        "Bonecrusher Giant // Stomp",
        "adventure",
        _face(
            "Bonecrusher Giant",
            "{2}{R}",
            "Creature — Giant",
            "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 "
            "damage to that spell's controller.",
            ("4", "3"),
        ),
        _face(
            "Stomp",
            "{1}{R}",
            "Instant — Adventure",
            "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
        ),
    )


def pathway():
    return _record(
        "Needleverge Pathway // Pillarverge Pathway",
        "modal_dfc",
        _face("Needleverge Pathway", None, "Land", "{T}: Add {R}."),
        _face("Pillarverge Pathway", None, "Land", "{T}: Add {W}."),
    )


def test_split_card_mana_value_is_the_total_and_either_half_is_cast(scenario):
    """CR 709.4: off the stack a split card's mana value is its halves' total (Fire // Ice is
    4); CR 709.3: the caster chooses a half, which alone is the spell: Ice taps and draws."""
    card = fire_ice()
    assert card.mana_value == 4
    s = scenario(goldfish=True)
    s.lands(P0, "Island", "Island")
    s.library(P0, "Island")
    target = s.battlefield(P1, "Mountain")
    obj = s.hand(P0, card)
    halves = {a.face for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == obj.oid}
    assert halves == {1}  # only Ice: no red mana for Fire
    s.cast(P0, obj, [target], face=1)
    s.resolve()
    assert target.tapped
    assert s.names(P0, Zone.HAND) == ["Island"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Fire"]  # the card (named by its left half)
    assert s.game.players[P0].graveyard[0].card.mana_value == 4


def test_adventure_stomp_then_giant_from_exile(scenario):
    """CR 715.3: cast as Stomp (2 damage), it goes to exile on an adventure (CR 715.3d); later
    its owner casts Bonecrusher Giant from exile, not Stomp again."""
    s = scenario(goldfish=True)
    s.lands(P0, "Mountain", "Mountain", "Mountain", "Mountain", "Mountain")
    obj = s.hand(P0, bonecrusher())
    s.cast(P0, obj, [P1], face=1)
    s.resolve()
    assert s.game.players[P1].life == 18
    (exiled,) = s.game.players[P0].exile
    assert exiled.on_adventure
    acts = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == exiled.oid]
    assert acts and all(a.face == 0 for a in acts)
    s.act(P0, acts[0])
    s.resolve()
    assert "Bonecrusher Giant" in s.names(P0, Zone.BATTLEFIELD)


def test_mdfc_land_back_face_is_played_as_a_land(scenario):
    """CR 712 (modal double-faced): either face may be played as the land; Pillarverge
    Pathway (the back) taps for {W}."""
    from deckstats.engine.actions import PlayLand

    s = scenario(goldfish=True)
    obj = s.hand(P0, pathway())
    plays = [a for a in s.legal(P0) if isinstance(a, PlayLand) and a.oid == obj.oid]
    assert {a.back for a in plays} == {False, True}
    s.act(P0, next(a for a in plays if a.back))
    (land,) = s.game.players[P0].battlefield
    assert land.card.name == "Pillarverge Pathway"
    assert land.info.produces_mask == 1  # W


# -- evoke (CR 702.74) ------------------------------------------------------------------------


def mulldrifter():
    return compile_text(
        "Mulldrifter",
        "{4}{U}",
        "Creature — Elemental",
        "Flying\nWhen Mulldrifter enters, draw two cards.\nEvoke {2}{U} (You may cast this "
        "spell for its evoke cost. If you do, it's sacrificed when it enters.)",
        ("2", "2"),
    )


def test_evoked_mulldrifter_draws_two_then_is_sacrificed(scenario):
    """CR 702.74a: cast for {2}{U}, it enters, its draw trigger and the evoke sacrifice
    trigger both happen: two cards drawn, Mulldrifter in the graveyard."""
    card = mulldrifter()
    assert card.unparsed == ()
    assert card.costs[0].keyword == "evoke" and card.costs[0].mana.text == "{2}{U}"
    s = scenario(goldfish=True)
    s.lands(P0, "Island", "Island", "Island")
    s.library(P0, "Island", "Island", "Island")
    obj = s.hand(P0, card)
    acts = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == obj.oid]
    assert [a.alt for a in acts] == [1]  # three lands: only the evoke cost is payable
    s.act(P0, acts[0])
    s.resolve()
    assert s.names(P0, Zone.HAND) == ["Island", "Island"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Mulldrifter"]


# -- warp (CR 702.185) ------------------------------------------------------------------------


def quantum_riddler():
    return compile_text(
        "Quantum Riddler",
        "{3}{U}{U}",
        "Creature — Sphinx",
        "Flying\nWhen Quantum Riddler enters, draw a card.\nAs long as you have one or fewer "
        "cards in hand, if you would draw one or more cards, you draw that many cards plus one "
        "instead.\nWarp {1}{U} (You may cast this card from your hand for its warp cost. Exile "
        "this creature at the beginning of the next end step, then you may cast it from exile "
        "on a later turn.)",
        ("4", "6"),
    )


def test_warp_enters_then_is_exiled_and_cast_later(scenario):
    """Warp, CR 702.185a: cast for {1}{U}, Quantum Riddler enters (its draw trigger), is exiled at
    the beginning of the next end step, and may be cast from exile (its mana cost) later."""
    from deckstats.engine import events

    card = quantum_riddler()
    (warp,) = card.costs
    assert warp.keyword == "warp" and warp.mana.text == "{1}{U}"
    s = scenario(goldfish=True)
    s.lands(P0, "Island", "Island")
    s.library(P0, "Island", "Island")
    obj = s.hand(P0, card)
    acts = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == obj.oid]
    assert [a.alt for a in acts] == [1]
    s.act(P0, acts[0])
    s.resolve()
    assert "Quantum Riddler" in s.names(P0, Zone.BATTLEFIELD)
    # its enters trigger drew, with its own replacement (CR 614.11: an empty hand, one more)
    assert s.names(P0, Zone.HAND) == ["Island", "Island"]
    s.game.step = Step.END
    events.dash_end_step(s.game)
    s.resolve()
    assert s.names(P0, Zone.EXILE) == ["Quantum Riddler"]
    # A later turn: cast from exile for its mana cost (not the warp cost: that is from hand).
    s.game.step = Step.PRECOMBAT_MAIN
    s.game.turn += 2
    s.lands(P0, "Island", "Island", "Island")
    for o in s.game.players[P0].battlefield:
        o.tapped = False
    (exiled,) = s.game.players[P0].exile
    acts = [a for a in s.legal(P0) if isinstance(a, CastSpell) and a.oid == exiled.oid]
    assert acts and all(a.alt == 0 for a in acts)
    s.act(P0, acts[0])
    s.resolve()
    assert "Quantum Riddler" in s.names(P0, Zone.BATTLEFIELD)
    assert s.game.warp_exiles == []
