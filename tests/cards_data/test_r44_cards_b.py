"""Round 44 (helper ``cards``), part two: Standard and Pioneer staples made full.

Each card: its compiled value (nothing left unparsed), then a built position where the
engine plays the sentence by the rule it cites, drawbacks and restrictions included.
"""

from __future__ import annotations

from scenario import P0, P1
from test_mechanics_layouts import _face, _record

from deckstats.cards.effects import (
    DelayedTrigger,
    Discard,
    DrawCards,
)
from deckstats.cards.effects_mana import AddManaFor
from deckstats.cards.effects_oneshot import CastDiscardedFree, SacrificePile
from deckstats.cards.effects_zones import ExileTopPlayable
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Ref, TargetKind
from deckstats.cards.triggers import Dies, TransformsInto, YouAttack
from deckstats.engine import Zone, delayed, events
from deckstats.engine.actions import ActivateAbility, HandAction
from deckstats.engine.types import Step

# -- Three Tree City: mana counted from the creatures of the chosen type (CR 607.2d) -------


def _three_tree_city():
    return compile_text(
        "Three Tree City",
        None,
        "Legendary Land",
        "As Three Tree City enters, choose a creature type.\n{T}: Add {C}.\n{2}, {T}: Choose a "
        "color. Add an amount of mana of that color equal to the number of creatures you "
        "control of the chosen type.",
    )


def test_three_tree_city_compiles():
    """CR 607.2d, 106.1: the type is chosen as it enters; the mana counts that type."""
    card = _three_tree_city()
    assert card.unparsed == () and card.withheld == () and card.chooses_type
    (add,) = card.abilities[1].effect
    assert isinstance(add, AddManaFor) and add.colors == "WUBRG" and not add.combination


def test_three_tree_city_adds_one_mana_per_creature_of_the_chosen_type(scenario):
    """CR 607.2d, 106.1, 605.3b: Bears chosen (two Grizzly Bears), the Hill Giant not counted."""
    s = scenario()
    s.lands(P0, "Mountain", "Mountain")
    s.battlefield(P0, "Grizzly Bears")
    s.battlefield(P0, "Grizzly Bears")
    s.battlefield(P0, "Hill Giant")
    city = s.play_land(P0, s.hand(P0, _three_tree_city()))
    assert city is not None
    s.activate(P0, city, 1)
    pool = s.game.players[P0].pool
    assert sum(pool) == 2 and max(pool) == 2  # two mana, all of one colour
    assert city.tapped


# -- Vivi Ornitier: mana as much as its power, on your turn, once each turn (CR 602.5b) ----


def _vivi():
    return compile_text(
        "Vivi Ornitier",
        "{1}{U}{R}",
        "Legendary Creature — Wizard",
        "{0}: Add X mana in any combination of {U} and/or {R}, where X is Vivi Ornitier's "
        "power. Activate only during your turn and only once each turn.\nWhenever you cast a "
        "noncreature spell, put a +1/+1 counter on Vivi Ornitier and it deals 1 damage to each "
        "opponent.",
        pt=("0", "3"),
    )


def _vivi_acts(s, pid, vivi):
    return [a for a in s.legal(pid) if isinstance(a, ActivateAbility) and a.oid == vivi.oid]


def test_vivi_ornitier_compiles():
    """CR 602.5b: the restrictions are read with the mana ability."""
    card = _vivi()
    assert card.unparsed == () and card.withheld == ()
    (ab,) = card.abilities
    assert ab.cost.extra.once_per_turn and ab.cost.extra.your_turn
    (add,) = ab.effect
    assert isinstance(add, AddManaFor) and add.self_power and add.colors == "UR"


def test_vivi_adds_its_power_in_blue_and_red_once_on_your_turn(scenario):
    """CR 208.3, 605.3b, 602.5b: power 2: two mana of U/R; not twice; not on their turn."""
    s = scenario()
    vivi = s.battlefield(P0, _vivi())
    vivi.counters = {"+1/+1": 2}
    s.act(P0, _vivi_acts(s, P0, vivi)[0])
    pool = s.game.players[P0].pool
    assert sum(pool) == 2 and pool[1] + pool[3] == 2  # blue and/or red only
    assert _vivi_acts(s, P0, vivi) == []  # only once each turn
    theirs = scenario(active=P1)
    other = theirs.battlefield(P0, _vivi())
    other.counters = {"+1/+1": 2}
    assert _vivi_acts(theirs, P0, other) == []  # only during your turn


# -- Bonehoard Dracosaur: results of the impulse draw (CR 608.2c) ----------------------------


def _dracosaur():
    return compile_text(
        "Bonehoard Dracosaur",
        "{3}{R}{R}",
        "Creature — Dinosaur Dragon",
        "Flying, first strike\nAt the beginning of your upkeep, exile the top two cards of your "
        "library. You may play them this turn. If you exiled a land card this way, create a 3/1 "
        "red Dinosaur creature token. If you exiled a nonland card this way, create a Treasure "
        "token.",
        pt=("5", "5"),
    )


def _upkeep(s):
    s.game.enter_step(Step.UPKEEP)
    events.on_step(s.game, Step.UPKEEP)
    s.resolve()


def _tokens(s, pid):
    return sorted(o.card.name for o in s.game.players[pid].battlefield if o.is_token)


def test_bonehoard_dracosaur_compiles():
    """CR 608.2c: each "If you exiled a ... card this way" is a branch of the exile."""
    card = _dracosaur()
    assert card.unparsed == () and card.withheld == ()
    (exile,) = card.triggers[0].effect
    assert isinstance(exile, ExileTopPlayable) and exile.count == 2 and not exile.next_turn
    assert [len(then) for _, then in exile.if_exiled] == [1, 1]


def test_dracosaur_land_and_nonland_make_a_dinosaur_and_a_treasure(scenario):
    """CR 608.2c, 601.2: a land and a spell exiled: both playable this turn; both tokens."""
    s = scenario(step=Step.UNTAP)
    s.battlefield(P0, _dracosaur())
    s.library(P0, "Island", "Lightning Bolt", "Forest")
    _upkeep(s)
    assert sorted(s.names(P0, Zone.EXILE)) == ["Island", "Lightning Bolt"]
    assert all(o.playable_until == s.game.turn for o in s.game.players[P0].exile)
    assert _tokens(s, P0) == ["Dinosaur", "Treasure"]
    dino = next(o for o in s.game.players[P0].battlefield if o.card.name == "Dinosaur")
    assert (s.game.power(dino), s.game.toughness(dino)) == (3, 1)


def test_dracosaur_two_lands_make_no_treasure(scenario):
    """CR 608.2c: no nonland card exiled: only the Dinosaur (one, not one per land)."""
    s = scenario(step=Step.UNTAP)
    s.battlefield(P0, _dracosaur())
    s.library(P0, "Island", "Forest", "Lightning Bolt")
    _upkeep(s)
    assert _tokens(s, P0) == ["Dinosaur"]


# -- Anim Pakal, Thousandth Moon: attacks with non-Gnomes (CR 508.1) ------------------------


def _anim_pakal():
    return compile_text(
        "Anim Pakal, Thousandth Moon",
        "{1}{R}{W}",
        "Legendary Creature — Human Soldier",
        "Whenever you attack with one or more non-Gnome creatures, put a +1/+1 counter on Anim "
        "Pakal, Thousandth Moon, then create X 1/1 colorless Gnome artifact creature tokens "
        "that are tapped and attacking, where X is the number of +1/+1 counters on Anim Pakal.",
        pt=("1", "2"),
    )


def _gnomes(s, pid):
    return [o for o in s.game.players[pid].battlefield if o.card.name == "Gnome"]


def test_anim_pakal_compiles():
    """CR 508.1: the trigger reads the attackers; X is read after the counter (CR 608.2h)."""
    card = _anim_pakal()
    assert card.unparsed == () and card.withheld == ()
    (trigger,) = card.triggers
    assert isinstance(trigger.when, YouAttack) and trigger.when.filter.not_subtypes == ("Gnome",)


def test_anim_pakal_makes_attacking_gnomes_for_its_counters(scenario):
    """CR 508.1, 508.4, 122.1: a non-Gnome attacks: a counter, then one tapped attacking Gnome."""
    s = scenario()
    pakal = s.battlefield(P0, _anim_pakal())
    bears = s.battlefield(P0, "Grizzly Bears")
    s.script(P0, ("attackers", (bears.oid,)))
    s.combat()
    assert pakal.counters == {"+1/+1": 1}
    (gnome,) = _gnomes(s, P0)
    assert gnome.tapped
    assert s.game.players[P1].life == 17  # the Bears' 2 and the attacking Gnome's 1


def test_anim_pakal_ignores_an_attack_by_gnomes_only(scenario):
    """CR 508.1: "one or more non-Gnome creatures": Gnomes alone don't trigger it."""
    s = scenario()
    pakal = s.battlefield(P0, _anim_pakal())
    gnome = s.battlefield(P0, _anim_pakal().triggers[0].effect[1].token)
    s.script(P0, ("attackers", (gnome.oid,)))
    s.combat()
    assert not pakal.counters and len(_gnomes(s, P0)) == 1


# -- Liliana of the Veil's −6: two piles, one sacrificed (CR 700.3, 701.21a) ---------------


def _liliana():
    return compile_text(
        "Liliana of the Veil",
        "{1}{B}{B}",
        "Legendary Planeswalker — Liliana",
        "+1: Each player discards a card.\n−2: Target player sacrifices a creature.\n−6: "
        "Separate all permanents target player controls into two piles. That player sacrifices "
        "all permanents in the pile of their choice.",
        loyalty="3",
    )


def test_liliana_of_the_veil_compiles():
    """CR 700.3, 701.21a: the −6 is compiled, aimed at a player."""
    card = _liliana()
    assert card.unparsed == () and card.withheld == ()
    (piles,) = card.abilities[2].effect
    assert isinstance(piles, SacrificePile) and piles.player.kinds == TargetKind.PLAYER


def test_liliana_ultimate_sacrifices_one_pile(scenario):
    """CR 700.3, 701.21a, 606.3: −6 with six loyalty: the opponent loses one pile, keeps one.

    The piles are as even as the separating player can make them; the player keeps the
    pile worth more; each permanent is in exactly one pile; P0's own board is untouched.
    """
    s = scenario()
    lili = s.battlefield(P0, _liliana())
    lili.counters = {"loyalty": 6}
    mine = s.battlefield(P0, "Grizzly Bears")
    theirs = [
        s.battlefield(P1, "Hill Giant"),
        s.battlefield(P1, "Grizzly Bears"),
        *s.lands(P1, "Swamp", "Swamp"),
    ]
    s.activate(P0, lili, 2, [P1])
    s.resolve()
    gone = [o for o in theirs if s.zone(o) is Zone.GRAVEYARD]
    kept = [o for o in theirs if s.zone(o) is Zone.BATTLEFIELD]
    assert gone and kept and len(gone) + len(kept) == 4
    assert kept == [theirs[0]]  # Hill Giant alone vs Bears and two Swamps: it keeps the Giant
    assert s.zone(mine) is Zone.BATTLEFIELD
    assert s.zone(lili) is Zone.GRAVEYARD  # 6 - 6 loyalty (CR 704.5i)


# -- Archangel Avacyn: a delayed transform and a "transforms into" trigger (CR 603.7, 701.27)


def _avacyn():
    return _record(
        "Archangel Avacyn // Avacyn, the Purifier",
        "transform",
        _face(
            "Archangel Avacyn",
            "{3}{W}{W}",
            "Legendary Creature — Angel",
            "Flash\nFlying, vigilance\nWhen Archangel Avacyn enters, creatures you control gain "
            "indestructible until end of turn.\nWhen a non-Angel creature you control dies, "
            "transform Archangel Avacyn at the beginning of the next upkeep.",
            ("4", "4"),
        ),
        _face(
            "Avacyn, the Purifier",
            None,
            "Legendary Creature — Angel",
            "Flying\nWhen this creature transforms into Avacyn, the Purifier, it deals 3 damage "
            "to each other creature and each opponent.",
            ("6", "5"),
        ),
    )


def _next_upkeep(s):
    s.game.active, s.game.turn = P1, s.game.turn + 1
    s.game.enter_step(Step.UPKEEP)
    delayed.fire(s.game, Step.UPKEEP)
    s.resolve()


def test_archangel_avacyn_compiles():
    """CR 603.7, 701.27a: a delayed transform; the back face's "transforms into" trigger."""
    card = _avacyn()
    assert card.unparsed == () and card.withheld == ()
    dies = card.triggers[1]
    assert isinstance(dies.when, Dies) and dies.when.filter.not_subtypes == ("Angel",)
    (later,) = dies.effect
    assert isinstance(later, DelayedTrigger) and later.step == "upkeep" and not later.yours
    (back,) = card.faces[0].triggers
    assert isinstance(back.when, TransformsInto)


def test_avacyn_transforms_at_the_next_upkeep_and_deals_three(scenario):
    """CR 603.7c, 701.27a, 120.3: a non-Angel of yours dies; at the next upkeep (anyone's) it
    transforms; then 3 damage to each other creature and each opponent, not to you."""
    s = scenario()
    avacyn = s.battlefield(P0, _avacyn())
    bears = s.battlefield(P0, "Grizzly Bears")
    giant = s.battlefield(P1, "Hill Giant")
    s.game.destroy(bears)
    s.resolve()
    assert avacyn.card.name == "Archangel Avacyn"  # not yet: at the next upkeep
    _next_upkeep(s)
    assert avacyn.card.name == "Avacyn, the Purifier"
    assert s.zone(giant) is Zone.GRAVEYARD and s.zone(avacyn) is Zone.BATTLEFIELD
    assert s.game.players[P1].life == 17 and s.game.players[P0].life == 20


def test_avacyn_transforms_once_for_two_deaths(scenario):
    """CR 701.27f: two delayed triggers; the second finds it transformed and does nothing.

    An Angel of yours dying triggers nothing ("non-Angel").
    """
    s = scenario()
    avacyn = s.battlefield(P0, _avacyn())
    angel = s.battlefield(P0, compile_text("Angel", "{W}", "Creature — Angel", "", pt=("1", "1")))
    s.game.destroy(angel)
    s.resolve()
    assert not s.game.delayed
    for _ in range(2):
        s.game.destroy(s.battlefield(P0, "Grizzly Bears"))
    s.resolve()
    assert len(s.game.delayed) == 2
    _next_upkeep(s)
    assert avacyn.card.name == "Avacyn, the Purifier"
    assert s.game.players[P1].life == 17  # one transformation, one trigger


# -- Boseiju, Who Endures: channel removal with its price for the victim (CR 701.8, 701.23) --


def _boseiju():
    return compile_text(
        "Boseiju, Who Endures",
        None,
        "Legendary Land",
        "{T}: Add {G}.\nChannel — {1}{G}, Discard Boseiju, Who Endures: Destroy target "
        "artifact, enchantment, or nonbasic land an opponent controls. That player may search "
        "their library for a land card with a basic land type, put it onto the battlefield, "
        "then shuffle. This ability costs {1} less to activate for each legendary creature you "
        "control.",
    )


def test_boseiju_compiles():
    """CR 602.1, 701.8, 701.23: the channel ability, the victim's search included."""
    card = _boseiju()
    assert card.unparsed == () and card.withheld == ()
    (ch,) = card.costs
    assert ch.less_per_legend == 1 and len(ch.effect) == 2


def test_boseiju_destroys_a_nonbasic_land_and_its_controller_fetches(scenario):
    """CR 205.4a, 701.8, 701.23: only the nonbasic land (not the basic Forest) is a target;
    it is destroyed and its controller puts a land with a basic land type onto the
    battlefield (untapped)."""
    s = scenario()
    s.lands(P0, "Forest", "Forest")
    nonbasic = s.battlefield(P1, compile_text("Vault", None, "Land", "{T}: Add {C}."))
    basic = s.battlefield(P1, "Forest")
    s.library(P1, "Island", "Swamp")
    boseiju = s.hand(P0, _boseiju())
    acts = [a for a in s.legal(P0) if isinstance(a, HandAction) and a.oid == boseiju.oid]
    assert len(acts) == 1
    s.act(P0, acts[0])
    s.resolve()
    assert s.zone(nonbasic) is Zone.GRAVEYARD and s.zone(basic) is Zone.BATTLEFIELD
    lands = [o for o in s.game.players[P1].battlefield if o.card.name in ("Island", "Swamp")]
    assert len(lands) == 1 and not lands[0].tapped
    assert s.names(P0, Zone.GRAVEYARD) == ["Boseiju, Who Endures"]


# -- Malcolm, Alluring Scoundrel: chorus counters, a loot, a free cast at four (CR 118.9) ----


def _malcolm():
    return compile_text(
        "Malcolm, Alluring Scoundrel",
        "{1}{U}",
        "Legendary Creature — Siren Pirate",
        "Flash\nFlying\nWhenever Malcolm, Alluring Scoundrel deals combat damage to a player, "
        "put a chorus counter on it. Draw a card, then discard a card. If there are four or "
        "more chorus counters on Malcolm, you may cast the discarded card without paying its "
        "mana cost.",
        pt=("2", "1"),
    )


_DIVINATION = compile_text("Divination", "{2}{U}", "Sorcery", "Draw two cards.")


def test_malcolm_compiles():
    """CR 122.1, 701.9, 608.2c: the counter, the loot, the free cast at four counters."""
    card = _malcolm()
    assert card.unparsed == () and card.withheld == ()
    put, draw, discard, check = card.triggers[0].effect
    assert isinstance(draw, DrawCards) and isinstance(discard, Discard)
    assert put.kind == "chorus" and put.target == Ref.SELF
    assert check.least == 4 and isinstance(check.then[0], CastDiscardedFree)


def _malcolm_hits(s, counters):
    malcolm = s.battlefield(P0, _malcolm())
    malcolm.counters = {"chorus": counters}
    s.library(P0, "Island", "Island", "Island")
    div = s.hand(P0, _DIVINATION)
    s.script(P0, ("attackers", (malcolm.oid,)), ("discard", (div.oid,)), ("may", True))
    s.combat()
    s.resolve()
    return malcolm


def test_malcolm_casts_the_discarded_card_free_at_four_counters(scenario):
    """CR 118.9: the fourth counter: the discarded Divination is cast for free (two cards)."""
    s = scenario()
    malcolm = _malcolm_hits(s, 3)
    assert malcolm.counters == {"chorus": 4}
    assert s.names(P0, Zone.HAND) == ["Island", "Island", "Island"]  # 1 looted + 2 drawn
    assert s.names(P0, Zone.GRAVEYARD) == ["Divination"]  # cast, then resolved
    assert s.game.players[P1].life == 18


def test_malcolm_below_four_counters_only_loots(scenario):
    """CR 608.2c: with three counters after this one, the discarded card stays there."""
    s = scenario()
    malcolm = _malcolm_hits(s, 2)
    assert malcolm.counters == {"chorus": 3}
    assert s.names(P0, Zone.HAND) == ["Island"]
    assert s.names(P0, Zone.GRAVEYARD) == ["Divination"]
