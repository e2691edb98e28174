"""What every effect resolver shares: the resolution context and its helpers (CR 608.2).

A spell or ability resolves by applying its effects in text order (CR 608.2c); each
resolver (``engine.resolve``, ``engine.effects_cards``, ``engine.effects_permanents``) is
handed one ``Ctx``: the game, the stack item, its controller and source, the chosen X
(CR 107.3) and a cursor over the chosen target groups, one per ``Target`` spec. A target
that is no longer legal is skipped (CR 608.2b); untargeted references ("you", "each
opponent", "creatures you control") are read on resolution (CR 115.10, ``ref_ids``); "its
controller" uses last known information (CR 608.2h). It also holds the helpers several
families and the casting code use: discarding (CR 701.9), removing a countered spell
from the stack (CR 701.6a) and "enters tapped [unless ...]" (CR 614.1c-d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from deckstats.cards import effects as fx
from deckstats.cards.counts import Count
from deckstats.cards.targets import Filter, Ref, Target
from deckstats.engine.characteristics import card_matches
from deckstats.engine.converge import colours_spent
from deckstats.engine.counts import count_value
from deckstats.engine.decisions import (
    DISCARD,
    PAY_LIFE,
    YES_NO,
    Decision,
)
from deckstats.engine.events_more import on_discard
from deckstats.engine.info import effect_target_specs
from deckstats.engine.rule_locks import enters_untapped
from deckstats.engine.state import StackItem
from deckstats.engine.targeting import is_legal_target
from deckstats.engine.types import FIRST_OBJECT_ID, Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_CREATURES_OPPONENTS_CONTROL: Final = Ref.CREATURES_OPPONENTS_CONTROL
_REF_CREATURES_YOU_CONTROL: Final = Ref.CREATURES_YOU_CONTROL
_REF_DEFENDING_PLAYER: Final = Ref.DEFENDING_PLAYER
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT
_REF_EACH_OTHER_CREATURE: Final = Ref.EACH_OTHER_CREATURE
_REF_EACH_PLAYER: Final = Ref.EACH_PLAYER
_REF_ENCHANTED_OR_EQUIPPED: Final = Ref.ENCHANTED_OR_EQUIPPED
_REF_FIRST_TARGET: Final = Ref.FIRST_TARGET
_REF_PERMANENTS_YOU_CONTROL: Final = Ref.PERMANENTS_YOU_CONTROL
_REF_SELF: Final = Ref.SELF
_REF_TARGET_CONTROLLER: Final = Ref.TARGET_CONTROLLER
_REF_TRIGGERING_OBJECT: Final = Ref.TRIGGERING_OBJECT
_REF_TRIGGERING_PLAYER: Final = Ref.TRIGGERING_PLAYER
_REF_YOU: Final = Ref.YOU

#: The qualities of the permanent sacrificed as a cost a ``Count`` may read (``item.sacrificed``).
SACRIFICED: Final = ("sacrificed_power", "sacrificed_toughness", "sacrificed_mana_value")

if TYPE_CHECKING:
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


class Ctx:
    """Per-resolution context: discarded after use, never stored on state.

    See ARCHITECTURE.md, State and speed.
    """

    __slots__ = (
        "controller",
        "cursor",
        "dealt",
        "dealt_player",
        "discarded",
        "game",
        "item",
        "lki_target",
        "lki_target_controller",
        "source",
        "specs",
        "x",
    )

    def __init__(self, game: Game, item: StackItem) -> None:
        self.game = game
        self.item = item
        self.controller = item.controller
        self.source = item.obj
        self.cursor = 0
        self.x = item.x
        #: Damage dealt so far by this resolution, and whether to a player ("this way").
        self.dealt = 0
        self.dealt_player = False
        #: The cards its ``Discard`` discarded ("the discarded card": Malcolm).
        self.discarded: tuple[GameObject, ...] = ()  # (no allocation per resolution)
        self.specs: list[Target] = []
        # CR 608.2h: last known information: "its controller" is read before effects move it.
        self.lki_target_controller: int | None = None
        self.lki_target: GameObject | None = None
        for group in item.targets:
            for t in group:
                if t < FIRST_OBJECT_ID:
                    self.lki_target_controller = t
                else:
                    o = game.objects.get(t)
                    if o is not None:
                        self.lki_target_controller = o.controller
                        self.lki_target = o
                break
            if group:
                break

    def amount(self, a: Any) -> int:
        """CR 107.3: an amount, with ``"X"`` read as the X chosen on casting.

        A ``Count`` (``cards.counts``) is read now, for the controller (CR 608.2h).
        """
        if type(a) is int:
            return a
        if a == "X":
            return self.x
        if isinstance(a, Count):
            if a.what == "x":  # the X chosen as it was cast (CR 107.3a; Toxic Deluge)
                x = self.x
                if a.half:  # "half X" (Hydroid Krasis: rounded down, CR 107.1a)
                    x = x // 2 if a.round_down else (x + 1) // 2
                return a.plus + a.times * x
            if a.what.startswith("target_"):
                return a.plus + a.times * self._target_quality(a.what)
            if a.what in SACRIFICED:  # CR 608.2h: the sacrificed permanent as it last existed
                got = self.item.sacrificed
                return a.plus + a.times * (got[SACRIFICED.index(a.what)] if got else 0)
            if a.what == "self_power":  # Mausoleum Wanderer (CR 608.2h)
                return a.plus + a.times * self._self_power()
            if a.what == "colors_spent":  # converge (CR 207.2c): the spell's own payment
                return a.plus + a.times * colours_spent(self.item)
            if a.what == "mana_spent":  # CR 601.2h: Memory Deluge
                return a.plus + a.times * self.item.mana_spent
            name = self.item.card.name
            return count_value(self.game, self.controller, a, name, self.source)
        return int(a)

    def _self_power(self) -> int:
        """The source's power: as sacrificed for the cost (LKI), else now on the battlefield."""
        got = self.item.sacrificed
        if got:
            return int(got[0])
        src = self.source
        return self.game.power(src) if src is not None and src.zone is Zone.BATTLEFIELD else 0

    def _target_quality(self, what: str) -> int:
        """CR 608.2h: the first target's power, toughness or mana value as it last existed."""
        o = self.lki_target
        if o is None:
            return 0
        if what == "target_controller_graveyard":  # "its controller's graveyard" (Drown)
            return len(self.game.players[o.controller].graveyard)
        if what == "target_power":
            return self.game.power(o)
        if what == "target_toughness":
            return self.game.toughness(o)
        return o.info.mana_value

    def ids(self, spec: Any) -> list[int]:
        """Resolve a target spec or reference to the ids it names now (CR 115.10, 608.2b)."""
        game = self.game
        if isinstance(spec, Target):
            i = self.cursor
            self.cursor = i + 1
            targets = self.item.targets
            group = targets[i] if i < len(targets) else ()
            src = self.source.oid if self.source is not None else 0
            return [t for t in group if is_legal_target(game, self.controller, spec, t, src)]
        return ref_ids(self, spec)

    def objs(self, spec: Any) -> list[GameObject]:
        """Like ``ids`` but only objects still on the battlefield."""
        out = []
        for t in self.ids(spec):
            if t >= FIRST_OBJECT_ID:
                o = self.game.objects.get(t)
                if o is not None and o.zone is Zone.BATTLEFIELD:
                    out.append(o)
        return out

    def players(self, spec: Any) -> list[int]:
        """Like ``ids`` but only players."""
        return [t for t in self.ids(spec) if t < FIRST_OBJECT_ID]

    def skip(self, effects: tuple[fx.Effect, ...]) -> None:
        """Advance past the target groups of effects that will not happen."""
        self.cursor += len(effect_target_specs(effects))


def ref_ids(ctx: Ctx, ref: Ref) -> list[int]:
    """CR 115.10: the players or objects an untargeted reference names on resolution."""
    game = ctx.game
    you = ctx.controller
    if ref == _REF_YOU:
        return [you]
    if ref == _REF_EACH_OPPONENT:
        return [1 - you]
    if ref == _REF_DEFENDING_PLAYER:
        return [ctx.item.defending]
    if ref == _REF_EACH_PLAYER:
        return [game.active, 1 - game.active]
    if ref == _REF_SELF:
        src = ctx.source
        return [src.oid] if src is not None and src.oid in game.objects else []
    if ref == _REF_TRIGGERING_OBJECT:
        o = ctx.item.trigger_obj
        return [o.oid] if o is not None and o.oid in game.objects else []
    if ref == _REF_FIRST_TARGET:
        return first_target(ctx)
    if ref == _REF_ENCHANTED_OR_EQUIPPED:
        src = ctx.source
        return [src.attached_to] if src is not None and src.attached_to else []
    if ref == _REF_TARGET_CONTROLLER:
        c = ctx.lki_target_controller
        return [] if c is None else [c]
    if ref == _REF_PERMANENTS_YOU_CONTROL:
        return [o.oid for o in game.players[you].battlefield]
    if ref == _REF_TRIGGERING_PLAYER:
        # The caster of the spell that triggered it; for "at the beginning of each
        # player's upkeep" (CR 503.1a), the active player.
        o = ctx.item.trigger_obj
        return [game.active] if o is None else [o.controller]
    out: list[int] = []
    for pid in (game.active, 1 - game.active):
        if ref == _REF_CREATURES_YOU_CONTROL and pid != you:
            continue
        if ref == _REF_CREATURES_OPPONENTS_CONTROL and pid == you:
            continue
        for o in game.players[pid].battlefield:
            if o.info.is_creature and not (ref == _REF_EACH_OTHER_CREATURE and o is ctx.source):
                out.append(o.oid)
    return out


def first_target(ctx: Ctx) -> list[int]:
    """A spell's "it" / "that creature" after "target creature": its first target, if legal.

    CR 115.10, 608.2b: the pronoun names the object chosen for the first ``Target`` spec;
    an illegal (or vanished) target is not affected.
    """
    groups = ctx.item.targets
    specs = effect_target_specs(ctx.item.effects)
    if not specs or not groups or not groups[0]:
        return []
    tid = groups[0][0]
    src = ctx.source.oid if ctx.source is not None else 0
    return [tid] if is_legal_target(ctx.game, ctx.controller, specs[0], tid, src) else []


def discard_cards(
    game: Game,
    pid: int,
    n: int,
    chooser: int,
    flt: Filter | None = None,
    at_random: bool = False,
    up_to: bool = False,
) -> list[GameObject]:
    """CR 701.9: ``pid`` discards ``n`` cards chosen by ``chooser`` (or at random).

    ``up_to``: "discard up to two cards" (any number from 0). Returns the discarded cards
    ("for each card discarded this way").
    """
    hand = game.players[pid].hand
    elig = [o for o in hand if flt is None or card_matches(o.card, flt)]
    n = min(n, len(elig))
    if n <= 0:
        return []
    if at_random:
        idx = game.engine_rng.choice(len(elig), size=n, replace=False)
        chosen = [elig[int(i)] for i in sorted(idx)]
    elif up_to:
        ids = game.ask(chooser, Decision(DISCARD, [o.oid for o in elig], False, 0, n, amount=n))
        chosen = [game.objects[i] for i in ids]
    else:
        chosen = choose_objects(game, chooser, DISCARD, elig, n)
    for o in chosen:
        discard_one(game, pid, o)
    return chosen


def discard_one(game: Game, pid: int, o: GameObject) -> None:
    """CR 701.9: ``pid`` discards the card ``o`` (madness and discard triggers apply)."""
    game.say(f"P{pid} discards {o.card.name}")
    game.discard_to(game, o)  # CR 702.35a: madness exiles it instead (``engine.madness``)
    on_discard(game, pid, o)  # "whenever you cycle or discard" (CR 701.9)


def choose_objects(
    game: Game, chooser: int, kind: str, elig: list[GameObject], n: int
) -> list[GameObject]:
    """``chooser`` picks exactly ``n`` of ``elig`` (a ``kind`` decision: discard, sacrifice).

    Asked only when there is a choice: with ``n == len(elig)`` all of them are taken.
    """
    if n == len(elig):
        return elig
    ids = game.ask(chooser, Decision(kind, [o.oid for o in elig], False, n, n, amount=n))
    return [game.objects[i] for i in ids]


def enter_by_effect(
    game: Game, obj: GameObject, pid: int, tapped: bool, controller: int | None = None
) -> GameObject | None:
    """An effect puts ``obj`` onto the battlefield; return the new object (CR 110.2, 400.7).

    Tapped when the effect says so, else its own "enters tapped" applies (CR 614.1c-d:
    a replacement of entering, whatever put it there); ``pid`` is whose lands count.
    """
    new = game.move(obj, Zone.BATTLEFIELD, controller=controller)
    if new is not None:
        if tapped and not (game.modifier_sources and enters_untapped(game, new)):
            new.tapped = True
        else:
            enters_tapped(game, pid, new)
    return new


def remove_spell(game: Game, oid: int, to: Zone) -> None:
    """CR 701.6a: a countered spell leaves the stack for ``to`` (exile if cast with flashback)."""
    for i, it in enumerate(game.stack):
        if it.obj is not None and it.obj.oid == oid and it.kind == "spell":
            del game.stack[i]
            game.say(f"{it.card.name} is countered")
            # CR 702.34a: a spell cast with flashback is exiled instead of going anywhere else.
            new = game.move(it.obj, Zone.EXILE if it.exile_after else to)
            if new is not None and new.zone is Zone.LIBRARY:
                game.players[new.owner].known_top += 1  # Memory Lapse: a known card on top
            return


def enters_tapped(game: Game, pid: int, obj: GameObject) -> None:
    """CR 614.1c-d: apply "enters tapped [unless ...]" (shock, check, fast, slow lands)."""
    et = obj.info.etb_tapped
    if et is None or obj.tapped:
        return  # already tapped (Root Maze, CR 614.12): no life paid, nothing revealed
    if game.modifier_sources and enters_untapped(game, obj):
        return  # CR 614.12, 616.1: Spelunking's replacement, applied last
    others = [o for o in game.players[pid].battlefield if o is not obj and o.info.is_land]
    if et.unless_pay_life:
        life = game.players[pid].life
        if life >= et.unless_pay_life and game.ask(
            pid, Decision(PAY_LIFE, YES_NO, source=obj.oid, amount=et.unless_pay_life)
        ):
            game.lose_life(pid, et.unless_pay_life, payment=True)
            game.say(f"pays {et.unless_pay_life} life for {obj.card.name}", pid)
            return
        obj.tapped = True
        return
    p = game.players[pid]
    if et.untapped((o.card for o in others), (o.card for o in p.hand), p.turns_taken):
        if et.unless_reveal:
            game.say(f"reveals a {' or '.join(et.unless_reveal)} card for {obj.card.name}", pid)
        return
    obj.tapped = True
