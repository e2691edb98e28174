"""When the heuristic player casts what: its main-phase filter and its instant-speed play.

In its main phase the heuristic plays lethal burn, then removal, then hands the
goldfish's mana plan only the spells the profile wants cast now (``main_phase_keep``).
Outside it (``instant_speed``): counterspells answer real threats only (a creature,
a removal spell at our creature, a big spell; a cantrip or a cycled card resolves),
combat tricks are cast after blocks when they change who dies, and the control
profile holds mana for its counterspells and casts instant removal and card draw in
the opponent's end step. ``wants_priority`` is the engine's speed hint mirroring it.

Layer: players.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.cards.model import CardDef, Keyword
from deckstats.engine.actions import PASS, ActivateAbility, CastSpell
from deckstats.engine.info import card_info
from deckstats.engine.types import Rng, Step
from deckstats.engine.view import PlayerView
from deckstats.players.activations import (
    abilities_wanted,
    answer_on_stack,
    ping_at_end_step,
    save_in_combat,
    shoot_attacker,
)
from deckstats.players.board import land_sweep_wins, sweep_value
from deckstats.players.burn import burn_face_now, face_only, lethal_burn
from deckstats.players.combat import trick
from deckstats.players.counters import counter, real_threat, tap_out_ok
from deckstats.players.facts import (
    R_BURN,
    R_COUNTER,
    R_CREATURE,
    R_DRAW,
    R_INSTANT,
    R_LAND_SWEEP,
    R_REMOVAL,
    R_SWEEP,
    R_TRICK,
    ability_facts,
    card_roles,
)
from deckstats.players.profiles import Profile
from deckstats.players.removal import best_removal
from deckstats.players.targeting import ability_ok, ok_targets
from deckstats.players.tricks import (
    aims_at_ours,
    attacker_removal,
    castable_facts,
    facing_lethal,
    flash_blocker,
    fog_before_blocks,
    fog_if_lethal,
    pump_for_lethal,
    save_from_burn,
)

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_KEYWORD_FLYING: Final = Keyword.FLYING
_KEYWORD_REACH: Final = Keyword.REACH

_HASTE: Final = int(Keyword.HASTE)
#: The roles of a creature with flash (or of an instant beside a creature): ``priority_wanted``.
_FLASH_CREATURE: Final = R_CREATURE | R_INSTANT


# ---------------------------------------------------------------------- main phase
def reserve(view: PlayerView) -> int:
    """Mana to keep open for the cheapest counterspell in hand (0 if none)."""
    best = 0
    for o in view.hand:
        if card_roles(o.card) & R_COUNTER:
            mv = o.card.mana_value
            if best == 0 or mv < best:
                best = mv
    if best and view.opponent_hand_size == 0:
        return 0
    return best


def does_nothing(card: CardDef) -> bool:
    """Whether casting ``card`` (its main face) does nothing the engine plays.

    An instant or sorcery with no effect (its text not compiled: Armageddon and Balance
    in the built-in pool list theirs as ``unparsed``), no modes, no other face and no
    trigger of its own (storm, cascade): cast, it resolves doing nothing (CR 608.2) and
    costs a card and a turn's mana. A pilot holds it; a permanent still does something.
    """
    info = card_info(card)
    return not (
        info.is_permanent or info.spell or info.modal is not None or card.faces or info.triggers
    )


def _cast_now(view: PlayerView, prof: Profile, a: CastSpell, held: int, avail: int) -> bool:
    """Whether the profile wants cast ``a`` in its main phase (mana ``held`` of ``avail``)."""
    o = view.obj(a.oid)
    if o is None:
        return False
    card = o.card
    if a.face == 0 and does_nothing(card):
        return False  # CR 608.2: it would resolve doing nothing, a card and mana lost
    r = card_roles(card)
    if r & (R_COUNTER | R_TRICK):
        return False
    if r & R_SWEEP and sweep_value(view, card) < 2.5:
        return False  # a board wipe that does not take more from them than from us
    if r & R_LAND_SWEEP and not land_sweep_wins(view):
        return False  # Armageddon only when our board wins the race without mana
    if (
        r & (R_REMOVAL | R_BURN)
        and not r & R_CREATURE
        and not (r & R_BURN and face_only(a) and burn_face_now(view, prof))
    ):
        return False
    if held and card.mana_value > avail - held and not tap_out_ok(view, card):
        return False  # control keeps its counterspell mana open
    if r & R_CREATURE and r & R_INSTANT and not o.info.keywords & _HASTE:
        return False  # flash (CR 702.8a): cast at the end of the opponent's turn instead
    # Control draws at the end of the opponent's turn instead.
    return not (r & R_INSTANT and prof.instant_removal_on_their_turn and r & R_DRAW)


def main_phase_keep(view: PlayerView, prof: Profile, options: Any) -> list[Any]:
    """The main-phase options the profile lets the goldfish's mana plan choose from."""
    keep: list[Any] = []
    held = reserve(view) if prof.hold_counters else 0
    avail = len(view.mana_units()) if held else 0
    for a in options:
        t = type(a)
        if t is CastSpell:
            if not _cast_now(view, prof, a, held, avail):
                continue
        elif t is ActivateAbility and (not ability_ok(view, a) or _idle_animation(view, a)):
            continue
        keep.append(a)
    return keep


def _idle_animation(view: PlayerView, a: ActivateAbility) -> bool:
    """Whether activation ``a`` animates a permanent that cannot attack this turn.

    Mishra's Factory, Mutavault: "becomes a creature until end of turn" is worth an
    attack. After combat, on a land that is tapped or has not been ours since the turn
    began (CR 302.6: it could not attack), or facing an untapped blocker that kills it
    and lives (an Erhnam Djinn in front of a 2/2 Factory), it only spends mana.
    """
    o = view.obj(a.oid)
    if o is None or o.info.is_creature:
        return False
    anim = ability_facts(o.info.abilities[a.index])[1]
    if anim is None:
        return False
    if view.step is not Step.PRECOMBAT_MAIN or o.tapped or view.is_sick(o):
        return True
    # a blocker that kills it and lives (CR 509.1, 510.1) keeps it home anyway
    flies = bool(int(anim.keywords) & int(_KEYWORD_FLYING))
    for b in view.opponent_battlefield:
        if not b.info.is_creature or b.tapped:
            continue
        if flies and not view.keywords(b) & (int(_KEYWORD_FLYING) | int(_KEYWORD_REACH)):
            continue
        if view.power(b) >= anim.toughness and view.toughness(b) - b.damage > anim.power:
            return True
    return False


# ---------------------------------------------------------------------- instant speed
#: The steps where ``priority_wanted`` may say True with an empty stack.
_HINT_STEPS: Final = (Step.END, Step.DECLARE_BLOCKERS, Step.DECLARE_ATTACKERS)


def priority_wanted(view: PlayerView, prof: Profile) -> bool:
    """Engine speed hint (``Agent``): False when ``instant_speed`` would pass now.

    It mirrors ``instant_speed`` case by case, from the roles of the cards this
    player could cast (hand, graveyard, exile) and the kinds of its permanents'
    abilities (``activations.abilities_wanted``), so skipping the ask changes no game
    (``tests/players/test_hidden_info.py`` plays games with hints on and off, and
    ``tests/engine/test_priority_hint.py`` asks the agent wherever the hint skips).
    """
    stacked = view.stack_size
    step = view.step
    if not stacked and step not in _HINT_STEPS:
        # the hint's hot case: both sides below say False whatever the cards and abilities
        # (``abilities_wanted`` wants a stack or one of the same three steps)
        return False
    return _spells_wanted(view, prof, stacked, step) or abilities_wanted(view)


def _spells_wanted(view: PlayerView, prof: Profile, stacked: int, step: Step) -> bool:
    """The spells' side of ``priority_wanted`` (the cards in hand, graveyard, exile).

    ``stacked``: the stack's size; ``step``: the current step (``priority_wanted`` read them).
    """
    if not stacked and step not in _HINT_STEPS:
        return False  # as below whatever the cards: skip reading them
    me = view.pid
    top = view.stack[-1] if stacked else None
    if top is not None and top.controller == me:
        return False  # our own spell or ability on top, whatever the cards (as below)
    roles, fog, reach = castable_facts(view)
    if not fog and not roles & (R_COUNTER | R_TRICK | R_BURN | R_REMOVAL | R_DRAW | R_CREATURE):
        return False
    if top is not None:
        return bool(roles & R_COUNTER) or (bool(roles & R_TRICK) and aims_at_ours(view, top))
    their_turn = view.active != me
    if step is Step.END and their_turn:
        return bool(roles & (R_BURN | R_REMOVAL | R_DRAW | R_CREATURE))
    burn_wins = reach >= view.opponent_life
    if step is Step.DECLARE_BLOCKERS:
        return bool(roles & R_TRICK) or burn_wins or (fog and their_turn)
    if step is Step.END:
        return burn_wins
    if step is Step.DECLARE_ATTACKERS and their_turn:
        if burn_wins:
            return True
        if roles & R_REMOVAL and prof.instant_removal_on_their_turn:
            return True
        # removal, a flash blocker (CR 702.8a) or a Fog (CR 615.1) to survive
        survive = roles & R_REMOVAL or fog or roles & _FLASH_CREATURE == _FLASH_CREATURE
        return bool(survive) and facing_lethal(view)
    return False


def _their_end_step(view: PlayerView, prof: Profile, options: Any, rng: Rng) -> Any:
    """The opponent's end step: lethal burn, removal, else draw or a flash creature."""
    lethal = lethal_burn(view, options, attack=False)
    if lethal is not None:
        return lethal
    removal = best_removal(view, prof, options, False, rng)
    if removal is not None:
        return removal
    ping = ping_at_end_step(view, options)
    return ping if ping is not None else end_step_spell(view, options)


def _on_the_stack(view: PlayerView, options: Any) -> Any:
    """The opponent's spell or ability on top: counter it or pump against it (CR 117.3c).

    A counterspell answers a real threat; a pump saves our creature it would kill.
    """
    top = view.stack[-1]
    if top.controller == view.pid:
        return PASS
    c = counter(view, options, top)
    if c is not None:
        return c
    save = save_from_burn(view, options, top)
    if save is None:
        save = answer_on_stack(view, options, top)
    return save if save is not None else PASS


def _after_blocks(view: PlayerView, options: Any, their_turn: bool) -> Any:
    """After blockers: Fog lethal damage (their attack), pump for lethal (ours), tricks."""
    act = fog_if_lethal(view, options) if their_turn else pump_for_lethal(view, options)
    if act is None:
        act = trick(view, options)
    return act if act is not None else save_in_combat(view, options)


def instant_speed(view: PlayerView, prof: Profile, options: Any, rng: Rng) -> Any:
    """Counter real threats, save our creatures, lethal burn, survive attacks, tricks."""
    if view.stack:
        return _on_the_stack(view, options)
    step = view.step
    their_turn = view.active != view.pid
    blocks = step is Step.DECLARE_BLOCKERS
    attacks = their_turn and step is Step.DECLARE_ATTACKERS
    if step is Step.END or blocks or attacks:
        lethal = lethal_burn(view, options, attack=False)
        if lethal is not None:
            return lethal  # the win now, before any combat damage
    if blocks:
        act = _after_blocks(view, options, their_turn)
        return act if act is not None else PASS
    if their_turn and step is Step.END:
        return _their_end_step(view, prof, options, rng)
    if attacks:
        removal = attacker_removal(view, prof, options, rng)
        if removal is None and prof.instant_removal_on_their_turn:
            removal = best_removal(view, prof, options, False, rng)
        if removal is not None:
            return removal
        act = flash_blocker(view, options)
        if act is None:
            act = fog_before_blocks(view, options)
        if act is None:
            act = shoot_attacker(view, options)
        if act is not None:
            return act
    return PASS


def end_step_spell(view: PlayerView, options: Any) -> Any:
    """Draw spells and flash creatures at the end of the opponent's turn.

    Only for their mana cost: an alternative cost (evoke, a pitch, CR 118.9) spends
    more than the end step is worth.
    """
    best: Any = None
    best_mv = -1
    for a in options:
        if type(a) is not CastSpell or a.alt:
            continue
        o = view.obj(a.oid)
        if o is None:
            continue
        r = card_roles(o.card)
        if (
            r & (R_DRAW | R_CREATURE)
            and not r & (R_COUNTER | R_REMOVAL | R_BURN)
            and o.card.mana_value + a.x > best_mv
            and not (a.x == 0 and o.card.cost is not None and o.card.cost.x)  # X=0: a blank
            and ok_targets(view, o.card, a)
        ):
            best, best_mv = a, o.card.mana_value + a.x  # the biggest X (Sphinx's Revelation)
    return best if best is not None else PASS


__all__ = [
    "counter",
    "end_step_spell",
    "instant_speed",
    "main_phase_keep",
    "priority_wanted",
    "real_threat",
    "reserve",
]
