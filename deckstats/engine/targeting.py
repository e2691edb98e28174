"""CR 115: targets. Which players and objects a target spec may choose, and every choice.

Casting and activating (CR 601.2c), putting triggered abilities on the stack (CR 603.3d)
and resolving (CR 608.2b) all ask the same two questions: ``is_legal_target`` and
``enumerate_targets``. Target specs are compiled once to plain ints (``CSpec``).
"""

from __future__ import annotations

from itertools import combinations, product
from typing import TYPE_CHECKING, Final

from deckstats.cards.targets import Controller, Target, TargetKind
from deckstats.engine.characteristics import CFilter, card_matches, compile_filter, matches_compiled
from deckstats.engine.flags import (
    ARTIFACT,
    BATTLE,
    CREATURE,
    ENCHANTMENT,
    HEXPROOF,
    LAND,
    PLANESWALKER,
    PROTECTION,
    SHROUD,
)
from deckstats.engine.memo import IdMemo
from deckstats.engine.modifiers import player_untargetable
from deckstats.engine.protection import protected
from deckstats.engine.static_rules import shielded
from deckstats.engine.types import FIRST_OBJECT_ID, Zone

if TYPE_CHECKING:
    from deckstats.engine.game import Game


#: Each permanent ``TargetKind`` and the card type it asks for (CR 115.1: "target
#: creature", "target artifact", ...).
_KIND_TYPES: Final = (
    (TargetKind.CREATURE, CREATURE),
    (TargetKind.PLANESWALKER, PLANESWALKER),
    (TargetKind.BATTLE, BATTLE),
    (TargetKind.ARTIFACT, ARTIFACT),
    (TargetKind.ENCHANTMENT, ENCHANTMENT),
    (TargetKind.LAND, LAND),
)


def _kind_mask(kinds: TargetKind) -> int:
    """The card-type bits a ``TargetKind`` allows (creature, planeswalker, artifact, ...)."""
    m = 0
    for k, t in _KIND_TYPES:
        if kinds & k:
            m |= t
    return m


class CSpec:
    """A ``Target`` compiled to plain ints for the hot loop.

    ``kinds`` is the ``TargetKind`` bits (players, permanents by type, spells, cards in
    graveyards, abilities); ``type_mask`` the card types its permanent kinds accept;
    ``controller`` whose objects (any, yours, an opponent's: CR 115.1 "target creature
    you control"); ``objects`` whether any permanent kind is allowed at all; ``cfilter``
    the compiled ``filter`` (``characteristics.compile_filter``).
    """

    __slots__ = (
        "cfilter",
        "controller",
        "count",
        "divide",
        "filter",
        "kinds",
        "objects",
        "other",
        "type_mask",
        "up_to",
    )

    def __init__(self, spec: Target) -> None:
        self.kinds = int(spec.kinds)
        self.other = spec.other
        self.type_mask = _kind_mask(spec.kinds)
        self.controller = int(spec.controller)
        self.filter = spec.filter
        self.cfilter: CFilter = compile_filter(spec.filter)
        self.objects = bool(self.kinds & _PERMANENT_KINDS)
        self.other = spec.other
        self.count = spec.count
        self.up_to = spec.up_to
        self.divide = spec.divide


_PERMANENT_KINDS: Final = int(
    ~(TargetKind.PLAYER | TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD) & 1023
)
_PLAYER: Final = int(TargetKind.PLAYER)
_PERMANENT: Final = int(TargetKind.PERMANENT)
_SPELL: Final = int(TargetKind.SPELL)
_GRAVE: Final = int(TargetKind.CARD_IN_GRAVEYARD)
_ACTIVATED: Final = int(TargetKind.ACTIVATED_ABILITY)
_TRIGGERED: Final = int(TargetKind.TRIGGERED_ABILITY)
_ABILITY: Final = _ACTIVATED | _TRIGGERED


def _ability_ok(game: Game, kinds: int, sid: int, whose: int = 0, you: int = 0) -> bool:
    """CR 113.7, 701.6b: ``sid`` is an activated / triggered ability on the stack.

    ``whose``: a ``Controller`` value ("you don't control": Nimble Obstructionist).
    """
    for item in game.stack:
        if item.sid == sid and item.kind in ("ability", "trigger"):
            if (whose == _OPP and item.controller == you) or (
                whose == _YOU and item.controller != you
            ):
                return False
            return bool(kinds & (_TRIGGERED if item.kind == "trigger" else _ACTIVATED))
    return False


# ``Controller`` and ``TargetKind`` values as plain ints, for the compiled hot loop.
_YOU: Final = int(Controller.YOU)
_OPP: Final = int(Controller.OPPONENT)
_SPECS: IdMemo[Target, CSpec] = IdMemo(CSpec)


def compile_spec(spec: Target) -> CSpec:
    """Return the cached compiled form of a target spec."""
    return _SPECS.get(spec)


def is_legal_target(game: Game, controller: int, spec: Target, tid: int, source: int = 0) -> bool:
    """CR 115, 608.2b: is ``tid`` a legal choice for ``spec`` now?"""
    return _legal(game, controller, compile_spec(spec), tid, source)


def _legal(game: Game, controller: int, c: CSpec, tid: int, source: int) -> bool:
    """``is_legal_target`` with the spec compiled (``_candidates`` asks it per object)."""
    kinds = c.kinds
    if tid < FIRST_OBJECT_ID:
        if not kinds & _PLAYER or game.players[tid].protected:
            return False  # CR 702.16: protection from everything: no spell or ability targets
        if game.modifier_sources and player_untargetable(game, tid, controller):
            return False  # "You have hexproof" (CR 702.11d)
        if c.controller == _YOU:
            return tid == controller
        if c.controller == _OPP:
            return tid != controller
        return True
    obj = game.objects.get(tid)
    if obj is None:
        return bool(kinds & _ABILITY) and _ability_ok(game, kinds, tid, c.controller, controller)
    zone = obj.zone
    if tid == source and (zone is Zone.STACK or c.other):
        return False  # CR 115.5: a spell can't target itself; "another target" (Target.other)
    if zone is Zone.BATTLEFIELD:
        if not kinds & _PERMANENT and not (obj.info.types & c.type_mask):
            return False
        kw = game.keywords(obj)
        if kw & SHROUD or (kw & HEXPROOF and obj.controller != controller):
            return False
        if source and (
            obj.info.keywords & PROTECTION or obj.temp_protection or game.static_sources
        ):
            src = game.objects.get(source)
            if src is not None and protected(game, obj, src.card, src.controller):
                return False  # CR 702.16b: can't be the target of a source with the quality
        if source and obj.info.modifiers and shielded(game, obj, source, controller):
            return False  # CR 115.4: "can't be the target of nongreen spells" (Thrun)
    elif zone is Zone.STACK:
        if not kinds & _SPELL:
            return False
    elif zone is Zone.GRAVEYARD:
        if not kinds & _GRAVE:
            return False
        # "from your graveyard": a card in a graveyard is its owner's (CR 404.1).
        if (c.controller == _YOU and obj.owner != controller) or (
            c.controller == _OPP and obj.owner == controller
        ):
            return False
        return card_matches(obj.card, c.filter)
    else:
        return False
    if c.controller == _YOU and obj.controller != controller:
        return False
    if c.controller == _OPP and obj.controller == controller:
        return False
    if zone is Zone.STACK:
        return card_matches(obj.card, c.filter)
    return matches_compiled(game, obj, c.cfilter)


def _candidates(game: Game, controller: int, spec: Target, source: int) -> list[int]:
    """CR 115.1, 601.2c: every id ``spec`` could target now (players first, opponent first).

    Objects are filtered by kind, zone, controller and ``Filter``, then by hexproof,
    shroud and protection against the source (CR 702.11b, 702.18a, 702.16b).
    """
    return _compiled_candidates(game, controller, compile_spec(spec), source)


def _compiled_candidates(game: Game, controller: int, c: CSpec, source: int) -> list[int]:
    """``_candidates`` with the spec compiled (``enumerate_targets`` keeps the ``CSpec``)."""
    out: list[int] = []
    kinds = c.kinds
    if kinds & _PLAYER:
        # Opponent first: the usual target of damage (cheap tie-breaks for agents).
        for pid in (1 - controller, controller):
            if _legal(game, controller, c, pid, source):
                out.append(pid)
    if c.objects:
        tm = c.type_mask
        anyperm = kinds & _PERMANENT
        for pid in (1 - controller, controller):
            for obj in game.players[pid].battlefield:
                if (anyperm or obj.info.types & tm) and _legal(
                    game, controller, c, obj.oid, source
                ):
                    out.append(obj.oid)
    if kinds & _SPELL:
        for item in game.stack:
            o = item.obj
            if (
                item.kind == "spell"
                and o is not None
                and o.oid != source
                and _legal(game, controller, c, o.oid, source)
            ):
                out.append(o.oid)
    if kinds & _ABILITY:
        for item in game.stack:
            if item.kind in ("ability", "trigger") and _ability_ok(
                game, kinds, item.sid, c.controller, controller
            ):
                out.append(item.sid)
    if kinds & _GRAVE:
        for pid in (controller, 1 - controller):
            for obj in game.players[pid].graveyard:
                if _legal(game, controller, c, obj.oid, source):
                    out.append(obj.oid)
    return out


def _compositions(total: int, parts: int) -> list[tuple[int, ...]]:
    """Every way to write ``total`` as ``parts`` positive ints, in order."""
    if parts == 1:
        return [(total,)]
    out: list[tuple[int, ...]] = []
    for first in range(1, total - parts + 2):
        for rest in _compositions(total - first, parts - 1):
            out.append((first, *rest))
    return out


def candidates(game: Game, controller: int, spec: Target, source: int) -> list[int]:
    """Every id ``spec`` could target now (``_candidates``; for ``engine.divided_x``)."""
    return _candidates(game, controller, spec, source)


def divisions(cands: list[int], most: int, amount: int) -> list[tuple[int, ...]]:
    """CR 601.2d: every division of ``amount`` among one to ``most`` distinct candidates.

    A division is a tuple holding each chosen target once per point it receives, so
    ``(1, 1)`` is 2 to player 1. Each chosen target receives at least 1.
    """
    out: list[tuple[int, ...]] = []
    if amount < 0:  # an X not chosen yet (engine.divided_x): one point to one target
        return [(c,) for c in cands]
    for k in range(1, min(most, len(cands), amount) + 1):
        for combo in combinations(cands, k):
            for shares in _compositions(amount, k):
                group: list[int] = []
                for t, n in zip(combo, shares, strict=True):
                    group.extend([t] * n)
                out.append(tuple(group))
    return out


def enumerate_targets(
    game: Game, controller: int, specs: list[Target], source: int = 0
) -> list[tuple[tuple[int, ...], ...]]:
    """CR 601.2c: every legal assignment of targets to ``specs`` (one tuple per spec).

    Returns ``[]`` when some spec cannot be satisfied; ``[()]`` when there are no specs.
    """
    if not specs:
        return [()]
    per_spec: list[list[tuple[int, ...]]] = []
    other = False
    for spec in specs:
        c = compile_spec(spec)
        cands = _compiled_candidates(game, controller, c, source)
        n = c.count
        other = other or c.other
        choices: list[tuple[int, ...]] = []
        if c.divide:
            choices = divisions(cands, n, c.divide)
        elif c.up_to:
            for k in range(min(n, len(cands)), -1, -1):
                choices.extend(combinations(cands, k))
        elif len(cands) >= n:
            choices.extend(combinations(cands, n))
        if not choices:
            return []
        per_spec.append(choices)
    if len(per_spec) == 1:
        return [(c,) for c in per_spec[0]]
    combos = list(product(*per_spec))
    if other:
        combos = [c for c in combos if _distinct(specs, c)]
    return combos


def _distinct(specs: list[Target], combo: tuple[tuple[int, ...], ...]) -> bool:
    """CR 115.3: an "other" target is none of the targets chosen for earlier specs."""
    for i, spec in enumerate(specs):
        if spec.other and i:
            before = {t for group in combo[:i] for t in group}
            if any(t in before for t in combo[i]):
                return False
    return True


def fmt_targets(game: Game, targets: tuple[tuple[int, ...], ...]) -> str:
    """The log's " targeting A, B" suffix: player ``P0``/``P1`` or object names."""
    names = []
    for group in targets:
        for t in group:
            if t < FIRST_OBJECT_ID:
                names.append(f"P{t}")
            else:
                o = game.objects.get(t)
                names.append(o.card.name if o is not None else f"#{t}")
    return f" targeting {', '.join(names)}" if names else ""
