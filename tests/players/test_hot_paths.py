"""The players' hot-path memos answer exactly as the plain computations (issue 32.4-5).

A matchup game asks the same questions of the same cards thousands of times: the
effects a cast targets with (``reading.targeted``), a modal cast's effects
(``reading.action_effects``), whether an effect harms its target (``reading.harmful``),
whether a deck has a storm card, and whether the heuristic wants priority now
(``timing.priority_wanted``). These tests pin the memos to the uncached answers over
every card of the built-in pool, and the priority hint's short cut to the steps where
it may say True.
"""

from __future__ import annotations

import pytest
from scenario import P0, P1, Scenario

from deckstats import _native
from deckstats.cards import effects as fx
from deckstats.cards import effects_hands as hx
from deckstats.cards import effects_library as lx
from deckstats.cards.model import CardDef, Keyword
from deckstats.cards.registry import builtin_db
from deckstats.cards.static_rules import DiscardChosen, SetLife
from deckstats.engine.info import card_info
from deckstats.engine.types import Step
from deckstats.players import reading, timing
from deckstats.players.heuristic import HeuristicAgent
from deckstats.players.profiles import PROFILES
from deckstats.players.storm import storm_deck


def _pool() -> list[CardDef]:
    return list(builtin_db())


def _modal_casts(card: CardDef) -> list[tuple[int, ...]]:
    """Every one-mode and two-mode choice of a modal card (ascending, CR 700.2)."""
    modal = card_info(card).modal
    if modal is None:
        return []
    n = len(modal.modes)
    return [(i,) for i in range(n)] + [(i, j) for i in range(n) for j in range(i + 1, n)]


def test_targeted_memo_answers_as_the_plain_walk_for_every_pool_card():
    """Every spell, trigger and modal choice of the pool: the memo's answer equals the
    uncached walk (the effects owning each target group, CR 601.2c) and is the same
    object on the second ask (no list rebuilt per cast option scored)."""
    checked = 0
    for card in _pool():
        effect_tuples = [card.spell] + [t.effect for t in card.triggers]
        effect_tuples += [reading.action_effects(card, m) for m in _modal_casts(card)]
        for effects in effect_tuples:
            first = reading.targeted(effects)
            assert first == reading._targeted(effects), card.name
            assert reading.targeted(effects) is first, card.name
            checked += 1
    assert checked > 500


def test_modal_action_effects_memo_equals_a_fresh_flattening():
    """CR 700.2: a modal cast's effects are the spell's other effects, then the chosen
    modes' effects in order; asked twice, the same tuple comes back."""
    modal_cards = [c for c in _pool() if card_info(c).modal is not None]
    assert len(modal_cards) >= 5
    for card in modal_cards:
        info = card_info(card)
        assert info.modal is not None
        for modes in _modal_casts(card):
            fresh = tuple(e for e in info.spell if e is not info.modal)
            for m in modes:
                fresh += info.modal.modes[m]
            got = reading.action_effects(card, modes)
            assert got == fresh, (card.name, modes)
            assert reading.action_effects(card, modes) is got, (card.name, modes)


def test_harmful_memo_by_type_matches_the_rule_for_every_pool_effect():
    """Every effect of the pool (modes and triggers too): ``harmful`` as the rule reads
    it, a shrinking pump or counters by the instance, the rest by type."""
    kinds = (
        fx.ExileGraveyard, fx.Mill, fx.DealDamage, fx.DealDamageDivided, fx.Destroy,
        fx.Exile, fx.ExileUntilLeaves, fx.Bounce, fx.Tap, fx.CounterSpell, fx.Discard,
        fx.LoseLife, fx.Fight, fx.PutInLibrary,
        fx.GainControl, SetLife, DiscardChosen, lx.ExileNamed, hx.HandToLibrary,
        hx.DiscardRevealed, hx.DiscardThen,
    )  # fmt: skip
    effects = []
    for card in _pool():
        effects += reading.flat_effects(card.spell)
        for t in card.triggers:
            effects += reading.flat_effects(t.effect)
    assert len(effects) > 300
    for eff in effects:
        if isinstance(eff, fx.Pump):
            want = eff.toughness < 0 or bool(eff.keywords & reading.CANT_BLOCK)
        elif isinstance(eff, fx.PutCounters):
            want = reading.shrinks(eff.kind)
        else:
            want = isinstance(eff, kinds)
        assert reading.harmful(eff) is want, eff


def test_storm_deck_reads_the_keyword_of_every_card():
    """CR 702.40a: a deck is a storm deck exactly when one of its cards has storm."""
    pool = _pool()
    storm = [c for c in pool if Keyword.STORM in c.keywords]
    plain = [c for c in pool if Keyword.STORM not in c.keywords]
    assert storm and plain
    assert storm_deck(plain) is False
    assert storm_deck(plain + storm[:1]) is True
    assert storm_deck(()) is False


@pytest.mark.skipif(_native.MODE != "pure", reason="patches a players function")
@pytest.mark.parametrize(
    "step",
    [Step.UPKEEP, Step.DRAW, Step.PRECOMBAT_MAIN, Step.BEGINNING_OF_COMBAT, Step.COMBAT_DAMAGE],
)
def test_priority_hint_does_not_read_the_cards_outside_its_steps(monkeypatch, step):
    """With an empty stack the hint says True only in the end step and the declare
    attackers and blockers steps (CR 508-509, 513): elsewhere it answers False without
    reading the hand, graveyard and exile (the hot case of every priority round)."""
    s = Scenario(active=P1, step=step, agents=(HeuristicAgent("aggro"), HeuristicAgent("aggro")))
    s.lands(P0, "Mountain")
    s.hand(P0, "Lightning Bolt")
    view = s.game.views[P0]

    def _read(_view):
        raise AssertionError("castable_facts read outside the hint's steps")

    monkeypatch.setattr(timing, "castable_facts", _read)
    assert timing.priority_wanted(view, PROFILES["aggro"]) is False


@pytest.mark.parametrize("step", [Step.END, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS])
def test_priority_hint_still_reads_the_cards_in_its_steps(step):
    """CR 513.1: in the opponent's end step a player holding Lightning Bolt (burn) still
    wants priority; with only a land in hand it does not (nothing to cast)."""
    s = Scenario(active=P1, step=step, agents=(HeuristicAgent("aggro"), HeuristicAgent("aggro")))
    s.lands(P0, "Mountain")
    s.battlefield(P1, "Grizzly Bears")
    prof = PROFILES["aggro"]
    assert timing.priority_wanted(s.game.views[P0], prof) is False
    s.hand(P0, "Lightning Bolt")
    s.game.players[P1].life = 3  # the Bolt is lethal: wanted in every one of these steps
    assert timing.priority_wanted(s.game.views[P0], prof) is True


def test_face_damage_counts_each_opponent_damage_once_per_cast():
    """Burn read per cast (CR 120.3): targeted damage at the opponent plus the untargeted
    "each opponent" damage (memoised per card), for every pool spell that deals any,
    equal to reading the spell's effects afresh."""
    from deckstats.cards.targets import Ref
    from deckstats.engine.actions import CastSpell
    from deckstats.players.burn import face_damage

    checked = 0
    for card in _pool():
        info = card_info(card)
        if info.modal is not None or not any(
            isinstance(e, fx.DealDamage | fx.DealDamageDivided) for e in info.spell
        ):
            continue
        owners = reading.targeted(info.spell)
        for x in (0, 3):
            a = CastSpell(100, tuple((P1,) for _ in owners), x)
            want = 0
            for eff in owners:
                if isinstance(eff, fx.DealDamage):
                    want += reading.amount(eff.amount, x)
                elif isinstance(eff, fx.DealDamageDivided):
                    want += 1
            for e in info.spell:
                if isinstance(e, fx.DealDamage) and e.to in (
                    Ref.EACH_OPPONENT,
                    Ref.DEFENDING_PLAYER,
                ):
                    want += reading.amount(e.amount, x)
            assert face_damage(card, a, P1) == want, card.name
            assert face_damage(card, a, P0) == want - sum(
                reading.amount(e.amount, x) if isinstance(e, fx.DealDamage) else 1
                for e in owners
                if isinstance(e, fx.DealDamage | fx.DealDamageDivided)
            ), card.name
            checked += 1
    assert checked >= 10


@pytest.mark.skipif(_native.MODE != "pure", reason="patches a players function")
def test_goldfish_asks_wasted_cast_once_per_card_x_and_face(monkeypatch):
    """``wasted_cast`` reads only the card, X and face of a cast: a pump spell's options
    (one per creature) are asked once, and the casts kept are the same, in order."""
    from deckstats.engine.actions import CastSpell
    from deckstats.players import goldfish

    asked: list[tuple[int, int, int]] = []

    def verdict(view: object, a: CastSpell) -> bool:
        asked.append((a.oid, a.x, a.face))
        return a.oid == 102  # the card with oid 102 is "wasted"

    monkeypatch.setattr(goldfish, "wasted_cast", verdict)
    casts = [
        CastSpell(101, ((201,),)),
        CastSpell(101, ((202,),)),
        CastSpell(102, ((201,),)),
        CastSpell(102, ((202,),)),
        CastSpell(101, ((201,),), x=1),
        CastSpell(101, face=1),
    ]
    kept = goldfish._not_wasted(None, casts)  # type: ignore[arg-type]
    assert kept == [casts[0], casts[1], casts[4], casts[5]]
    assert asked == [(101, 0, 0), (102, 0, 0), (101, 1, 0), (101, 0, 1)]


def test_storm_deck_question_on_runs_of_copies_is_the_same():
    """The goldfish asks ``storm_deck`` of its decklist without repeated copies: the same
    cards (a run of copies once, any later copy again), so the same answer."""
    from deckstats.players.goldfish import _distinct_runs

    pool = _pool()
    storm = next(c for c in pool if Keyword.STORM in c.keywords)
    a, b = _two(pool)
    deck = [a, a, a, b, b, a, storm, storm]
    assert _distinct_runs(deck) == [a, b, a, storm]
    assert _distinct_runs([]) == []
    assert storm_deck(_distinct_runs(deck)) is storm_deck(deck) is True
    assert storm_deck(_distinct_runs(deck[:6])) is storm_deck(deck[:6]) is False


def _two(pool: list[CardDef]) -> tuple[CardDef, CardDef]:
    """Two different cards of the pool without storm."""
    plain = [c for c in pool if Keyword.STORM not in c.keywords]
    return plain[0], plain[1]
