"""Triggered abilities (CR 603): matching events to trigger conditions, APNAP stacking.

Events call the ``on_*`` functions, which scan only the permanents that have triggered
abilities (``game.trigger_sources``), so decks without triggers pay nothing. Triggered
abilities wait in ``game.pending`` and are put on the stack the next time a player
would receive priority, active player's first (CR 603.3b, 405.3: APNAP order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from deckstats.cards.dsl import Triggered
from deckstats.cards.effects import (
    Bounce,
    Condition,
    Conditional,
    IfCount,
    IfSourceTapped,
    MayDo,
    OptionalCost,
    PutInLibrary,
    Reanimate,
    WarpExile,
)
from deckstats.cards.targets import Filter, Ref
from deckstats.cards.triggers import (
    Attacks,
    BeginningOfStep,
    CastSpell,
    Chapter,
    DealsCombatDamageToPlayer,
    Dies,
    Draws,
    EntersBattlefield,
    GainsLife,
    LandEnters,
    StepName,
)
from deckstats.engine.characteristics import card_matches, matches, self_keywords
from deckstats.engine.conditions import condition_holds as _condition_holds
from deckstats.engine.counts import count_value
from deckstats.engine.decisions import TARGETS, Decision
from deckstats.engine.flags import RIOT, STORM_OR_CASCADE
from deckstats.engine.graveyard_triggers import (
    gy_on_cast,
    gy_on_dies,
    gy_on_etb,
    gy_on_gain_life,
    gy_on_step,
    nth_matching,
)
from deckstats.engine.info import effect_target_specs
from deckstats.engine.kinds import TypeIndex, listening, listening_any
from deckstats.engine.next_spell import next_spell_rider
from deckstats.engine.state import StackItem
from deckstats.engine.static_rules import entry_trigger_locked, riot
from deckstats.engine.targeting import enumerate_targets
from deckstats.engine.types import Step, Zone
from deckstats.engine.valiant import on_targeted

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_CONDITION_CAST_IT: Final = Condition.CAST_IT
_REF_CREATURES_OPPONENTS_CONTROL: Final = Ref.CREATURES_OPPONENTS_CONTROL
_REF_CREATURES_YOU_CONTROL: Final = Ref.CREATURES_YOU_CONTROL
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT
_REF_EACH_OTHER_CREATURE: Final = Ref.EACH_OTHER_CREATURE
_REF_EACH_PLAYER: Final = Ref.EACH_PLAYER
_REF_ENCHANTED_OR_EQUIPPED: Final = Ref.ENCHANTED_OR_EQUIPPED
_REF_SELF: Final = Ref.SELF
_REF_TRIGGERING_OBJECT: Final = Ref.TRIGGERING_OBJECT
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.cards.effects import Effect
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject

_NO_FILTER_TYPES: Final = (Ref.SELF,)
#: The conditions ``on_etb`` answers: "enters" and landfall (neither has subclasses).
_ENTERS: Final = (EntersBattlefield, LandEnters)


def _who_ok(who: Ref, src: GameObject, obj: GameObject) -> bool:
    """CR 603.2: does a trigger's subject ``who`` (of ``src``) cover the object ``obj``?"""
    if who == _REF_SELF:
        return src is obj
    if who in (_REF_YOU, _REF_CREATURES_YOU_CONTROL):
        return obj.controller == src.controller
    if who in (_REF_EACH_OPPONENT, _REF_CREATURES_OPPONENTS_CONTROL):
        return obj.controller != src.controller
    if who == _REF_EACH_OTHER_CREATURE:
        return src is not obj
    if who == _REF_ENCHANTED_OR_EQUIPPED:
        return src.attached_to == obj.oid  # "equipped creature deals combat damage" (Swords)
    return True


def _covers(game: Game, who: Ref, flt: Filter, src: GameObject, obj: GameObject) -> bool:
    """``who`` of ``src`` covers ``obj``, and ``obj`` matches ``flt`` unless it is the source."""
    return _who_ok(who, src, obj) and (who == _REF_SELF or matches(game, obj, flt))


def _add(game: Game, src: GameObject, trig: Triggered, about: GameObject | None) -> None:
    """CR 603.3: a triggered ability waits to be put on the stack (``Game.pending``)."""
    game.pending.append((src.controller, trig, src, about, 1 - src.controller))


def on_etb(game: Game, obj: GameObject) -> None:
    """CR 603.6a: "when/whenever ... enters" and landfall triggers for ``obj`` entering."""
    if obj.zone is not Zone.BATTLEFIELD:
        return  # CR 614.1a: it went elsewhere instead (Lake of the Dead unpaid)
    maybe_riot = obj.info.is_creature and (obj.info.keywords & RIOT or game.static_sources)
    if maybe_riot and game.keywords(obj) & RIOT:
        riot(game, obj)  # CR 702.136a (engine.static_rules)
    if game.modifier_sources and entry_trigger_locked(game, obj):
        return  # CR 603.2, 101.2: Torpor Orb
    if game.gy_trigger_cards:
        gy_on_etb(game, obj)  # CR 113.6k: cards in graveyards (Ovalchase Daredevil)
    if not game.trigger_sources:
        return
    is_land = obj.info.is_land
    for src in game.trigger_sources:
        for t, w in listening_any(src.info.triggers, _ENTERS):
            if type(w) is EntersBattlefield:
                if (
                    _who_ok(w.who, src, obj)
                    and (w.who == _REF_SELF or matches(game, obj, w.filter))
                    and not (w.other and obj is src)
                    and not (w.untapped and obj.tapped)
                ):
                    _add(game, src, t, obj)
            elif (
                is_land
                and type(w) is LandEnters
                and not w.played
                and (obj.controller == src.controller or w.who == _REF_EACH_PLAYER)
            ):
                _add(game, src, t, obj)


def on_land_played(game: Game, obj: GameObject) -> None:
    """A land was played (CR 305.1): its enters triggers, then "when you play a land" ones."""
    on_etb(game, obj)
    if game.trigger_sources:
        on_play_land(game, obj)


def on_play_land(game: Game, obj: GameObject) -> None:
    """CR 305.1, 603.2: "when you play [another] land" triggers (City of Traitors)."""
    for src in game.trigger_sources:
        for t, w in listening(src.info.triggers, LandEnters):
            if w.played and obj.controller == src.controller and not (w.other and obj is src):
                _add(game, src, t, obj)


def on_attack(game: Game, obj: GameObject, alone: bool = False) -> None:
    """CR 508.3a: "whenever ~ attacks" triggers; ``alone``: the only attacker (CR 506.5)."""
    if not game.trigger_sources:
        return
    for src in game.trigger_sources:
        for t, w in listening(src.info.triggers, Attacks):
            if (
                (alone or not w.alone)
                and _covers(game, w.who, w.filter, src, obj)
                and (w.most_life is None or _most_life(game, w.most_life, src.controller))
            ):
                _add(game, src, t, obj)


def _most_life(game: Game, who: Ref, you: int) -> bool:
    """CR 603.2: the player (the defending player or you) has the most life or is tied.

    Two players: the creature attacks the controller's opponent (a planeswalker's
    controller is that player too; the engine's attackers attack players).
    """
    lives = (game.players[you].life, game.players[1 - you].life)
    mine, theirs = lives if who == _REF_YOU else lives[::-1]
    return mine >= theirs


def _returns_self(t: Triggered) -> Reanimate | Bounce | PutInLibrary | OptionalCost | None:
    """Undying / persist (CR 702.93a, 702.79a): "return it" names the card in the graveyard.

    So does Rancor's "return ~ to its owner's hand" (``Bounce``, CR 400.7: the new object),
    Murderous Rider's "put it on the bottom of its owner's library" (``PutInLibrary``) and
    Academy Rector's "you may exile it. If you do, ..." (``OptionalCost.exile``).
    """
    e = t.effect[0] if len(t.effect) == 1 else None
    if isinstance(e, (Reanimate, Bounce, PutInLibrary)) and e.target == _REF_TRIGGERING_OBJECT:
        return e
    if isinstance(e, OptionalCost) and e.exile == _REF_TRIGGERING_OBJECT:
        return e
    return None


def on_dies(game: Game, old: GameObject, new: GameObject | None = None) -> None:
    """CR 700.4, 603.10a: "dies" triggers look back in time at the object that left.

    ``new`` is the card it became in the graveyard (CR 400.7): what undying and persist
    return. Their "if it had no <kind> counters on it" is an intervening if (CR 603.4)
    read from ``old``, the last known information.
    """
    for t, w in listening(old.info.triggers, Dies):
        if w.who == _REF_SELF:
            about = old
            back = _returns_self(t)
            if back is not None:
                if (
                    isinstance(back, Reanimate)
                    and back.unless_had_counter
                    and old.counters
                    and old.counters.get(back.counter)
                ):
                    continue
                if (
                    isinstance(back, Reanimate)
                    and back.if_was_creature
                    and not old.info.is_creature
                ):
                    continue  # CR 603.4: "if it was a creature" (the Enduring cycle)
                if new is None:
                    continue  # a token ceased to exist (CR 111.7): nothing to return
                about = new
            game.pending.append((old.controller, t, old, about, 1 - old.controller))
    if game.gy_trigger_cards:
        gy_on_dies(game, old)  # CR 113.6k: cards in graveyards (Bridge from Below)
    for src in game.trigger_sources:
        for t, w in listening(src.info.triggers, Dies):
            if (
                w.who != _REF_SELF
                and _who_ok(w.who, src, old)
                and card_matches(old.card, w.filter)
                and not (w.other and old is src)
                and not (w.nontoken and old.is_token)
                and (not w.damaged_by_self or damaged_by(game, old.oid, src.oid))
                and not (w.batch and _waiting(game, src, t))
            ):
                _add(game, src, t, old)


def _waiting(game: Game, src: GameObject, trig: Triggered) -> bool:
    """Whether ``src``'s ``trig`` already waits to go on the stack (CR 603.3).

    A "one or more ... die" trigger (CR 603.2c) triggers once for creatures that die
    together: they all die before anyone gets priority, so a second death of the same
    event finds the first one's trigger still pending.
    """
    return any(p[1] is trig and p[2] is src for p in game.pending)


def damaged_by(game: Game, oid: int, source: int) -> bool:
    """CR 120.3: whether ``source`` dealt damage to the creature ``oid`` this turn."""
    rec = game.damaged_by.get(oid)
    return rec is not None and rec[0] == game.turn and source in rec[1]


def on_leaves(game: Game, old: GameObject) -> None:
    """CR 603.6c, 603.10a: "when ~ leaves the battlefield" looks back in time at ``old``."""
    for t in old.info.ltb_triggers:
        game.pending.append((old.controller, t, old, old, 1 - old.controller))


def on_gain_life(game: Game, pid: int) -> None:
    """CR 119.9 (not in seeds): "whenever you / a player gains life" triggers, once per event."""
    if game.gy_trigger_cards:
        gy_on_gain_life(game, pid)  # CR 113.6k: cards in graveyards (Punishing Fire)
    for src in game.trigger_sources:
        for t, w in listening(src.info.triggers, GainsLife):
            if w.who == _REF_EACH_PLAYER or (w.who == _REF_YOU) == (src.controller == pid):
                _add(game, src, t, None)


def on_cast(game: Game, item: StackItem) -> None:
    """CR 601.2i: "whenever you cast" triggers (prowess, CR 702.108a).

    Also logs the spell in its caster's ``cast_log`` (the ``events`` table's casts).
    """
    caster = game.players[item.controller]
    caster.cast_log.append((caster.turns_taken, item.card))
    if caster.uncounterable_next:
        next_spell_rider(game, item)  # Mistrise Village (CR 101.2)
    obj = item.obj
    if obj is not None and (
        obj.info.keywords & STORM_OR_CASCADE
        or (obj.info.statics and self_keywords(game, obj) & STORM_OR_CASCADE)
    ):
        # Storm (CR 702.40a) and cascade (CR 702.85a) cast or copy spells themselves:
        # ``engine.copies``, reached through the game (it imports this module).
        game.cast_copies(game, item)
    if obj is not None and obj.info.cast_triggers:
        for t in obj.info.cast_triggers:
            if isinstance(t.when, CastSpell) and t.when.who == _REF_SELF:
                # "When you cast this spell, ..." (Kozilek, Ulamog; CR 601.2i, 603.2).
                game.pending.append((item.controller, t, obj, obj, 1 - item.controller))
    if game.gy_trigger_cards:
        gy_on_cast(game, item)  # CR 113.6k: cards in graveyards
    if not game.trigger_sources:
        return
    _cast_triggers(game, item, False)


def on_copy(game: Game, item: StackItem) -> None:
    """A copy of a spell was put on the stack (CR 707.10): "cast or copy" triggers only."""
    if game.trigger_sources:
        _cast_triggers(game, item, True)


def _cast_triggers(game: Game, item: StackItem, copied: bool) -> None:
    """CR 601.2i, 603.2: "whenever <a player> casts [or copies] a <filter> spell" triggers.

    ``copied``: a copy was put on the stack (CR 707.10), which only "cast or copy"
    triggers see; "your Nth spell each turn" triggers on that spell only.
    """
    card = item.card
    for src in game.trigger_sources:
        if not src.info.cast_triggers:
            continue
        for t in src.info.cast_triggers:
            w = t.when
            assert isinstance(w, CastSpell)
            if (copied and not w.or_copy) or w.who == _REF_SELF:
                continue  # Ref.SELF: "When you cast this spell" triggers only from the stack
            if w.who == _REF_YOU and item.controller != src.controller:
                continue
            if w.who == _REF_EACH_OPPONENT and item.controller == src.controller:
                continue
            if w.nth and (copied or game.players[item.controller].spells_cast_turn != w.nth):
                continue  # "your second spell each turn": only that spell triggers it
            if w.nth_matching and (copied or not nth_matching(game, item.controller, w)):
                continue  # "if it's the second creature spell you cast this turn"
            if w.during and (game.active == src.controller) != (w.during == "yours"):
                continue  # "during your turn" / "during an opponent's turn"
            if w.free and (copied or item.mana_spent):
                continue  # CR 603.4: "if no mana was spent to cast it" (Vexing Bauble)
            if (w.name_in_graveyard or w.counters_at_least) and not _ascension_ok(
                game, w, src, card
            ):
                continue  # Pyromancer Ascension (CR 201.2, 122.1)
            # Ref.EACH_PLAYER: "whenever a player casts" (Eidolon of the Great Revel).
            if card_matches(card, w.filter):
                _add(game, src, t, item.obj)


def _ascension_ok(game: Game, w: CastSpell, src: GameObject, card: CardDef) -> bool:
    """A card named as the spell in the source controller's graveyard; the source's counters."""
    if w.counters_at_least and src.counter(w.counters_kind) < w.counters_at_least:
        return False
    graveyard = game.players[src.controller].graveyard
    return not w.name_in_graveyard or any(o.card.name == card.name for o in graveyard)


def on_draw(game: Game, card: GameObject, first_in_draw_step: bool) -> None:
    """CR 121.1, 603.2: "whenever you / an opponent / a player draws a card" triggers.

    ``card`` is the card drawn (in its owner's hand): the trigger's "that player" / "they"
    is its controller (``Ref.TRIGGERING_PLAYER``). ``first_in_draw_step``: the draw is the
    first one in that player's own draw step (Orcish Bowmasters skips it).
    """
    drawer = card.controller
    for src in game.trigger_sources:
        for t, w in listening(src.info.triggers, Draws):
            if w.who == _REF_YOU and drawer != src.controller:
                continue
            if w.who == _REF_EACH_OPPONENT and drawer == src.controller:
                continue
            if w.skip_draw_step_first and first_in_draw_step:
                continue
            if w.nth and game.players[drawer].drawn_turn != w.nth:
                continue  # "draws their second card each turn" (Faerie Mastermind)
            _add(game, src, t, card)


def on_combat_damage_to_player(game: Game, obj: GameObject, player: int) -> None:
    """CR 510.3a: "whenever ~ deals combat damage to a player" triggers."""
    if not game.trigger_sources:
        return
    for src in game.trigger_sources:
        for t, w in listening(src.info.triggers, DealsCombatDamageToPlayer):
            if _covers(game, w.who, w.filter, src, obj):
                _add(game, src, t, obj)


_STEP_NAMES: Final = {
    Step.UPKEEP: StepName.UPKEEP,
    Step.DRAW: StepName.DRAW,
    Step.PRECOMBAT_MAIN: StepName.PRECOMBAT_MAIN,
    Step.BEGINNING_OF_COMBAT: StepName.BEGINNING_OF_COMBAT,
    Step.END: StepName.END,
}


def on_step(game: Game, step: Step) -> None:
    """CR 500.6: "at the beginning of [your] <step>" triggers."""
    name = _STEP_NAMES.get(step)
    if name is not None and game.gy_trigger_cards:
        gy_on_step(game, name)  # CR 113.6k: cards in graveyards (Squee, Goblin Nabob)
    if not game.trigger_sources:
        return
    if name is None:
        return
    for src in game.trigger_sources:
        for t, w in listening(src.info.triggers, BeginningOfStep):
            if w.step == name:
                if w.whose == _REF_YOU and src.controller != game.active:
                    continue
                if w.whose == _REF_EACH_OPPONENT and src.controller == game.active:
                    continue
                _add(game, src, t, None)


def add_lore(game: Game, saga: GameObject, n: int) -> None:
    """Put ``n`` lore counters on ``saga``; its chapter abilities trigger (CR 714.2b).

    A chapter ability triggers when the number of lore counters goes from fewer than its
    chapter number to at least it, so two counters at once trigger two chapters.
    """
    c = saga.counters
    if c is None:
        c = saga.counters = {}
    old = c.get("lore", 0)
    new = old + n
    c["lore"] = new
    game.sba_dirty = True  # CR 714.4 is checked against the new count
    for t, w in listening(saga.info.triggers, Chapter):
        if old < w.n <= new:
            game.pending.append((saga.controller, t, saga, None, 1 - saga.controller))


def lore_step(game: Game) -> None:
    """CR 714.3b: the active player puts a lore counter on each Saga they control.

    A turn-based action as their precombat main phase begins: it does not use the stack.
    """
    if not game.trigger_sources:
        return
    for src in list(game.trigger_sources):
        if src.info.final_chapter and src.controller == game.active:
            add_lore(game, src, 1)


def dash_end_step(game: Game) -> None:
    """CR 702.109a: dashed permanents return to their owner's hand at the next end step.

    A delayed triggered ability goes on the stack for each as the end step begins. A
    permanent that left the battlefield meanwhile is a new object: nothing returns.
    """
    returns: list[tuple[GameObject, Effect]] = [(o, _RETURN_SELF) for o in game.dash_returns]
    returns += [(o, _WARP_EXILE) for o in game.warp_exiles]  # CR 702.185a, the same way
    game.dash_returns = []
    game.warp_exiles = []
    for obj, eff in returns:
        if game.objects.get(obj.oid) is obj and obj.zone is Zone.BATTLEFIELD:
            sid = game.next_id
            game.next_id += 1
            item = StackItem(sid, "trigger", obj, obj.card, obj.controller, (eff,))
            game.stack.append(item)
            kind = "dash" if eff is _RETURN_SELF else "warp"
            game.say(f"{obj.card.name}'s delayed trigger ({kind})")


_RETURN_SELF: Final = Bounce(Ref.SELF)
_WARP_EXILE: Final = WarpExile()


def chapter_waiting(game: Game, saga: GameObject) -> bool:
    """CR 714.4: whether a chapter ability of ``saga`` has triggered and not left the stack."""
    for t in game.pending:
        if t[2] is saga and isinstance(t[1].when, Chapter):
            return True
    return any(item.kind == "trigger" and item.obj is saga for item in game.stack)


def condition_holds(game: Game, controller: int, cond: Condition) -> bool:
    """CR 608.2c, 603.4: check an "if" condition for ``controller`` now (``engine.conditions``)."""
    return _condition_holds(game, controller, cond)


def _intervening_if_false(
    game: Game, controller: int, trig: Triggered, src: GameObject | None = None
) -> bool:
    """CR 603.4: "When/Whenever/At ..., if <condition>, ..." does not trigger unless it holds."""
    eff = trig.effect
    if len(eff) != 1:
        return False
    e = eff[0]
    k = _INTERVENING.index(e)  # each isinstance below is tried only where it holds
    if k == 0 and isinstance(e, IfSourceTapped) and src is not None:
        return src.tapped != (not e.untapped)  # "if ~ is untapped" (Howling Mine)
    if k == 1 and isinstance(e, Conditional):
        if e.otherwise:
            return False
        if e.condition == _CONDITION_CAST_IT:
            return src is None or not src.was_cast  # "When ~ enters, if you cast it" (Deceit)
        return not condition_holds(game, controller, e.condition)
    if k == 2 and isinstance(e, IfCount):  # "if you control seven or more Plains" (cards.counts)
        name = src.card.name if src is not None else ""  # "named ~" (Faerie Miscreant)
        return not e.otherwise and not e.holds(count_value(game, controller, e.count, name, src))
    return False


#: The intervening-if wrappers ``_intervening_if_false`` reads (CR 603.4).
_INTERVENING: Final = TypeIndex(IfSourceTapped, Conditional, IfCount)


def _triggered_this_turn(game: Game, src: GameObject, trig: Triggered) -> bool:
    """CR 603.2: "This ability triggers only once each turn": True after the first time.

    Remembered per source object and ability (``Game.once_each_turn``), with the turn.
    """
    key = (src.oid, id(trig))
    if game.once_each_turn.get(key) == game.turn:
        return True
    game.once_each_turn[key] = game.turn
    return False


def _spell_x(game: Game, spell: GameObject) -> int:
    """CR 107.3, 601.2i: the X of the spell ``spell`` on the stack (0 if not found)."""
    for it in game.stack:
        if it.kind == "spell" and it.obj is spell:
            return it.x
    return 0


def put_triggers_on_stack(game: Game) -> None:
    """CR 603.3b, 405.3: put waiting triggered abilities on the stack in APNAP order.

    The active player's go on first (so they resolve last). Within one player's, the
    engine keeps the order they triggered in. Targets are chosen now (CR 603.3d); a
    trigger with no legal target is removed from the stack (CR 603.3d).
    """
    pending = game.pending
    game.pending = []
    order = [t for t in pending if t[0] == game.active] + [
        t for t in pending if t[0] != game.active
    ]
    for controller, trig, src, about, defending in order:
        if _intervening_if_false(game, controller, trig, src):
            continue
        if trig.once_each_turn and _triggered_this_turn(game, src, trig):
            continue
        effects = trig.effect if not trig.optional else (MayDo(trig.effect),)
        specs = effect_target_specs(effects)
        targets: tuple[tuple[int, ...], ...] = ()
        if specs:
            options = enumerate_targets(game, controller, specs, src.oid)
            if not options:
                continue
            if len(options) == 1:
                targets = options[0]
            else:
                targets = game.ask(controller, Decision(TARGETS, options, source=src.oid))
        sid = game.next_id
        game.next_id += 1
        item = StackItem(sid, "trigger", src, src.card, controller, effects, targets)
        item.trigger_obj = about
        item.defending = defending
        if about is src and src.zone is Zone.STACK:
            item.x = _spell_x(game, src)  # "When you cast this spell": its X (Hydroid Krasis)
        game.stack.append(item)
        if targets:
            on_targeted(game, item)  # valiant (CR 603.2)
        game.say(f"{src.card.name} triggers")
