"""CR 103 and 500-514: starting the game and the turn structure.

The goldfish opponent's turns are begun and ended at once (no untap, draw or actions),
so turn counts stay those of a real game while costing nothing.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.engine import events
from deckstats.engine.animate import end_animation, end_next_turn_animations
from deckstats.engine.combat import run_combat
from deckstats.engine.costs import suspend_upkeep
from deckstats.engine.decisions import (
    BOTTOM,
    DISCARD,
    MAY,
    MULLIGAN,
    MULLIGAN_SCRY,
    YES_NO,
    Decision,
)
from deckstats.engine.delayed import fire as fire_delayed
from deckstats.engine.designations import monarch_end_step
from deckstats.engine.effects_trig import end_control_effects
from deckstats.engine.granted_triggers import expire_granted
from deckstats.engine.hand_size import max_hand_size
from deckstats.engine.info import CardInfo, card_info, printed_info
from deckstats.engine.initiative import initiative_upkeep
from deckstats.engine.result import Termination
from deckstats.engine.rule_locks import untap_permanents, upkeep_taxes
from deckstats.engine.stack import priority
from deckstats.engine.stat_effects import expire_pumps, reapply_pumps
from deckstats.engine.turn_rules import expire_turn_rules
from deckstats.engine.types import Step, Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import PlayerState


def start_game(game: Game) -> None:
    """CR 103.1-103.5: starting player, shuffled libraries, opening hands and mulligans."""
    if game.started:
        return
    game.started = True
    sp = game.starting_player_arg
    if sp is None:
        sp = int(game.engine_rng.integers(2))  # CR 103.1: a random method
    game.starting_player = sp
    infos: dict[int, CardInfo] = {}
    leylines = [False, False]
    for pid in (0, 1):
        p = game.players[pid]
        lib = p.library
        cost_options = False
        for card in game.decks[pid]:
            info = infos.get(id(card))
            if info is None:
                info = infos[id(card)] = card_info(card)
            if info.begins_on_battlefield:
                leylines[pid] = True
            if info.dredge:
                game.dredgers[pid] = True  # CR 702.52a: Game.draw checks its graveyard
            if info.cost_options:
                cost_options = True
            lib.append(game.new_object(card, pid, Zone.LIBRARY, False, info))
        # ``costs.deck_has_cost_options``, read from the infos.
        p.cost_options = cost_options
        game.shuffle_library(pid)  # CR 103.3
    for pid in (sp, 1 - sp):  # CR 103.5: starting player first
        if game.inert[pid] or not game.players[pid].library:
            continue
        mulligan(game, pid)
    for pid in (sp, 1 - sp):  # CR 103.6: opening-hand actions, starting player first
        if leylines[pid] and not game.inert[pid]:
            begin_with_leylines(game, pid)


def begin_with_leylines(game: Game, pid: int) -> None:
    """CR 103.6: Leylines in the opening hand may begin the game on the battlefield.

    "If ~ is in your opening hand, you may begin the game with it on the battlefield":
    after all mulligans, each such card the player chooses (a ``MAY`` decision per card)
    is put onto the battlefield. The game has not begun: nothing triggers on it entering.
    """
    p = game.players[pid]
    for obj in [o for o in p.hand if o.card.begins_on_battlefield]:
        if game.ask(pid, Decision(MAY, YES_NO, source=obj.oid)):
            game.say(f"P{pid} begins the game with {obj.card.name} on the battlefield")
            game.move(obj, Zone.BATTLEFIELD)


def mulligan(game: Game, pid: int) -> None:
    """The era's mulligan procedure (``RuleSet.mulligan``, engine/rules.py).

    ``london`` (CR 103.5): draw 7, then bottom N. ``paris`` (2008 101.4): draw one card
    fewer each time (6, 5, ... 0). ``vancouver`` (not in the rules sources): Paris, then
    scry 1 after keeping fewer than 7 (a ``MULLIGAN_SCRY`` decision).
    ``none`` (1997 §Game Setup): keep 7. Whether to keep is the player's ``MULLIGAN``
    decision in every procedure (``amount``: the mulligans taken; the hand kept has 7
    minus that many cards in every procedure). ``start_game`` lets the starting player
    take all of theirs first (2008 101.4).
    """
    p = game.players[pid]
    kind = game.rules.mulligan
    size = game.rules.hand_size
    shrink = kind == "paris" or kind == "vancouver"
    while True:
        n = p.mulligans
        draw = max(size - n, 0) if shrink else size
        game.draw(pid, draw)
        keep = _keeps(game, pid, n, draw)
        while not keep and _powder(game, pid):
            keep = _keeps(game, pid, n, draw)  # Serum Powder: a new hand, no mulligan taken
        if keep:
            break
        if game.record_log:
            game.log.append(f"P{pid} mulligans {', '.join(o.card.name for o in p.hand)}")
        for o in list(p.hand):
            game.move(o, Zone.LIBRARY)
        game.shuffle_library(pid)
        p.mulligans += 1
    n = p.mulligans
    if kind == "london" and n:
        k = min(n, len(p.hand))
        ids = game.ask(pid, Decision(BOTTOM, [o.oid for o in p.hand], False, k, k, amount=k))
        bottomed = []
        for oid in ids:
            o = game.objects[oid]
            p.hand.remove(o)
            del game.objects[oid]
            new = game.new_object(o.card, pid, Zone.LIBRARY)
            p.library.insert(0, new)
            bottomed.append(o.card.name)
        if game.record_log:
            game.log.append(f"P{pid} bottoms {', '.join(bottomed)}")
    elif kind == "vancouver" and n and p.library:
        # Vancouver (not in the rules sources): after keeping fewer than 7, scry 1.
        top = p.library[-1]
        if game.ask(pid, Decision(MULLIGAN_SCRY, [top.oid], False, 0, 1)):
            p.library.remove(top)
            p.library.insert(0, top)
            if game.record_log:
                game.log.append(f"P{pid} scries 1 to the bottom")
    if game.record_log:
        game.log.append(f"P{pid} keeps {len(p.hand)}: {', '.join(o.card.name for o in p.hand)}")


def _keeps(game: Game, pid: int, n: int, draw: int) -> bool:
    """The opening hand is recorded; whether the player keeps it (CR 103.5)."""
    p = game.players[pid]
    game.opening_hands[pid].append([o.card for o in p.hand])
    if game.rules.mulligan == "none" or n >= game.rules.hand_size or draw == 0:
        return True
    return bool(game.ask(pid, Decision(MULLIGAN, YES_NO, amount=n)))


def _powder(game: Game, pid: int) -> bool:
    """Serum Powder instead of a mulligan: exile the hand, draw that many (CR 103.5).

    "Any time you could mulligan and ~ is in your hand, you may exile all the cards from
    your hand, then draw that many cards." Asked (a ``MAY``) when the player would
    mulligan; the new hand is then kept or mulliganed as usual.
    """
    p = game.players[pid]
    powder = next((o for o in p.hand if o.card.mulligan_exile), None)
    if powder is None or not game.ask(pid, Decision(MAY, YES_NO, source=powder.oid)):
        return False
    k = len(p.hand)
    for o in list(p.hand):
        game.move(o, Zone.EXILE)
    game.say(f"P{pid} exiles their hand with {powder.card.name}")
    game.draw(pid, k)
    return True


def play_game(game: Game) -> None:
    """Start the game, then take turns until it ends (CR 103.8: the starting player first)."""
    start_game(game)
    game.active = game.starting_player
    while True:
        p0 = game.players[0]
        if p0.turns_taken >= game.max_turns and game.active == 0:
            game.end(None, Termination.TURN_LIMIT)
        take_turn(game)
        if game.active == 0 and p0.turns_taken >= game.max_turns:
            game.end(None, Termination.TURN_LIMIT)  # player 0's last allowed turn is over
        pass_turn(game)


def pass_turn(game: Game) -> None:
    """Who takes the next turn: the other player, or the active one again (CR 500.7).

    An extra turn comes right after the current one. The opponent's extra turns need no
    queue with two players: their next turn and their extra ones follow each other anyway.
    """
    cur = game.players[game.active]
    if cur.extra_turns:
        cur.extra_turns -= 1
        return
    game.active = 1 - game.active
    nxt = game.players[game.active]
    if nxt.skip_turns:  # CR 500.11: a skipped turn does not happen; the other player's does
        nxt.skip_turns -= 1
        game.say(f"P{game.active} skips a turn")
        game.active = 1 - game.active


def _expire_durations(game: Game, pid: int) -> None:
    """As ``pid``'s turn begins: rule changes, bonuses, animations that end (CR 611.2b)."""
    if game.modifier_sources:
        expire_turn_rules(game)  # (engine.turn_rules)
    if game.next_turn_pumps:
        expire_pumps(game)  # "until your next turn" bonuses (engine.stat_effects)
    if game.animated_until:
        end_next_turn_animations(game, pid)  # Karn, the Great Creator's +1


def _begin_main(game: Game, step: Step) -> None:
    """CR 505.1: a main phase begins; "at the beginning of your next main phase" (CR 603.7)."""
    game.enter_step(step)
    if game.delayed:
        fire_delayed(game, step)  # Mana Drain's mana (engine.delayed)


def _combat(game: Game, p: PlayerState) -> None:
    """CR 506-511: the combat phase, unless the player skips it (CR 500.11: Stonehorn)."""
    if p.skip_combats:
        p.skip_combats -= 1
        game.say(f"P{p.pid} skips a combat phase")
    else:
        run_combat(game)


def take_turn(game: Game) -> None:
    """CR 500.1: the five phases of one turn."""
    game.turn += 1
    game.n_resolved = 0
    pid = game.active
    p = game.players[pid]
    p.turns_taken += 1
    p.turn_started = game.turn
    p.protected = False  # "until your next turn" (The One Ring; CR 702.16)
    p.lands_played_turn = p.extra_lands_turn = 0  # CR 305.2: "this turn" bonuses end
    p.mana_spent_turn = p.damage_dealt_turn = 0
    for q in game.players:
        # "This turn" counts for both players (storm, CR 702.40a; cast limits, CR 101.2).
        q.spells_cast_turn = 0
        q.cast_mark = len(q.cast_log)
        q.life_gained_turn = q.life_lost_turn = 0
    game.players[0].lands_entered_turn = game.players[1].lands_entered_turn = 0
    _expire_durations(game, pid)  # CR 514.2, 611.2b: "this turn" / "until your next turn"
    if game.inert[pid]:
        return  # an inert goldfish's turn is begun and ended at once (no cleanup, no hook)
    game.turn_open = True
    if game.record_log:
        o = game.players[1 - pid]
        game.log.append(
            f"-- turn {game.turn} (P{pid}'s turn {p.turns_taken}); life P0 "
            f"{game.players[0].life} P1 {game.players[1].life}; hand {len(p.hand)}, "
            f"opponent hand {len(o.hand)}"
        )
    # CR 502: untap step (no priority).
    game.enter_step(Step.UNTAP)
    untap_permanents(game, pid)
    # CR 503: upkeep.
    game.enter_step(Step.UPKEEP)
    if game.modifier_sources:
        upkeep_taxes(game, pid)  # CR 118.12: Tabernacle, Kataki (engine.rule_locks)
    if game.delayed:
        fire_delayed(game, Step.UPKEEP)  # CR 603.7: "at the beginning of your next upkeep"
    if p.exile:
        suspend_upkeep(game, pid)  # CR 702.62a: time counters come off in upkeep
    initiative_upkeep(game)  # CR 725.2: the initiative's holder ventures
    events.on_step(game, Step.UPKEEP)
    priority(game)
    # CR 504: draw (CR 103.8: the starting player skips the first draw).
    if any(printed_info(o).skips_draw_step for o in p.battlefield):
        game.say("skips the draw step")  # CR 614.1b, 614.10: "Skip your draw step"
    else:
        game.enter_step(Step.DRAW)
        if not (game.turn == 1 and game.rules.play_first_skips_draw):
            game.draw(pid)
            if game.record_log and p.hand:
                game.say(f"draws {p.hand[-1].card.name}")
        events.on_step(game, Step.DRAW)
        priority(game)
    # CR 505: precombat main.
    _begin_main(game, Step.PRECOMBAT_MAIN)
    events.lore_step(game)  # CR 714.3b: a lore counter on each Saga (turn-based action)
    events.on_step(game, Step.PRECOMBAT_MAIN)
    priority(game)
    _combat(game, p)  # CR 506-511
    # CR 505: postcombat main.
    _begin_main(game, Step.POSTCOMBAT_MAIN)
    priority(game)
    # CR 513: end step.
    game.enter_step(Step.END)
    if game.delayed:
        fire_delayed(game, Step.END)  # CR 603.7: "at the beginning of the next end step"
    if game.dash_returns or game.warp_exiles:
        events.dash_end_step(game)  # CR 702.109a: dashed permanents return to hand
    if game.monarch >= 0:
        monarch_end_step(game)  # CR 724.2: the monarch draws a card
    events.on_step(game, Step.END)
    priority(game)
    cleanup(game)
    if game.record_log:
        game.log.append(
            f"   end of turn: life P0 {game.players[0].life} P1 {game.players[1].life}; "
            f"P{pid} spent {p.mana_spent_turn} mana, dealt {p.damage_dealt_turn} damage"
        )
    game.close_turn()


def cleanup(game: Game) -> None:
    """CR 514.1-514.2: discard to hand size, then remove damage and end-of-turn effects."""
    game.enter_step(Step.CLEANUP)
    pid = game.active
    p = game.players[pid]
    size = game.rules.hand_size
    if game.modifier_sources:
        size = max_hand_size(game, pid, size)  # CR 402.2 (Jin-Gitaxias, Reliquary Tower)
    excess = len(p.hand) - size
    if excess > 0:
        ids = game.ask(
            pid, Decision(DISCARD, [o.oid for o in p.hand], False, excess, excess, amount=excess)
        )
        for oid in ids:
            game.say(f"discards {game.objects[oid].card.name} to hand size")
            game.move(game.objects[oid], Zone.GRAVEYARD)
    game.sba_dirty = True  # toughness may drop when "until end of turn" boosts end
    for q in game.players:
        for obj in q.battlefield:
            obj.damage = 0
            obj.deathtouched = False
            obj.temp_power = 0
            obj.temp_toughness = 0
            obj.temp_keywords = 0
            obj.temp_protection = 0
            obj.regen_shields = 0  # CR 701.19a: a shield lasts this turn only
            if obj.animated and obj.oid not in game.animated_until:
                end_animation(game, obj)  # CR 514.2: "until end of turn" ends
    if game.control_until_cleanup:
        end_control_effects(game)  # CR 514.2: a threatened permanent goes back
    if game.next_turn_pumps:
        reapply_pumps(game)  # CR 611.2b: "until your next turn" (engine.stat_effects)
    if game.granted_triggers:
        expire_granted(game)  # CR 514.2: "this turn" triggers a spell gave end
    if game.delayed:
        fire_delayed(game, Step.CLEANUP)  # CR 603.7: "at the beginning of the next cleanup step"
    # CR 514.3a: SBAs or triggers during cleanup give priority and another cleanup step.
    if game.pending or game.stack:
        priority(game)
        cleanup(game)
