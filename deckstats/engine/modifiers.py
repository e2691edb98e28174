"""CR 601.2f, 602.5, 101.2: static abilities that change casting and activating.

The values are ``deckstats.cards.modifiers``; a permanent with any is kept in
``Game.modifier_sources`` while it is on the battlefield, so a game without such permanents
pays one list test per spell priced (``mana.spell_req``) and per action list. A spell's own
cost change ("This spell costs {1} less to cast for each artifact you control") is in
``CardInfo.self_mods`` and read only for that spell.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

from deckstats.cards.modifiers import (
    ActivationLock,
    CastLimit,
    CostChange,
    MinimumCost,
    PlayerShield,
    Protection,
    SorceryTimingOnly,
)
from deckstats.cards.targets import Ref
from deckstats.cards.top_plays import HandLock
from deckstats.engine.characteristics import COUNT_READER, card_matches, matches
from deckstats.engine.conditions import card_types_in_graveyard
from deckstats.engine.decisions import CARD_NAME, NO_NAME, Decision
from deckstats.engine.flags import (
    ARTIFACT,
    CREATURE,
    INSTANT_OR_SORCERY,
    TEMP_ARTIFACTS,
    TEMP_COLORLESS,
    TEMP_CREATURES,
)
from deckstats.engine.types import Zone

#: Enum members read by compiled code, as C statics (Python 3.11's EnumType.__getattr__
#: makes each ``Enum.MEMBER`` read from compiled code a slow attribute lookup).
_REF_EACH_OPPONENT: Final = Ref.EACH_OPPONENT
_REF_YOU: Final = Ref.YOU

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.cards.targets import Filter
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def _applies(who: Ref, source_controller: int, caster: int) -> bool:
    """Whether a modifier of ``source_controller``'s permanent concerns ``caster``."""
    if who == _REF_YOU:
        return caster == source_controller
    if who == _REF_EACH_OPPONENT:
        return caster != source_controller
    return True  # Ref.EACH_PLAYER


def count_matching(game: Game, pid: int, flt: Any) -> int:
    """The permanents ``pid`` controls that match ``flt`` ("for each artifact you control")."""
    return sum(1 for o in game.players[pid].battlefield if matches(game, o, flt))


_BASIC_TYPES: Final = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def basic_land_types(game: Game, pid: int) -> int:
    """Domain: the basic land types among lands ``pid`` controls (CR 305.6)."""
    seen = set()
    for o in game.players[pid].battlefield:
        if o.info.is_land:
            for t in o.card.subtypes:
                if t in _BASIC_TYPES:
                    seen.add(t)
    return len(seen)


def cost_changes(
    game: Game,
    pid: int,
    card: CardDef,
    self_mods: tuple[Any, ...],
    targets: tuple[tuple[int, ...], ...] | None = (),
) -> tuple[int, int]:
    """CR 601.2f: the net generic change and the minimum total for ``pid`` casting ``card``.

    Increases and reductions change the generic part: the net change is applied at once
    (a reduction never takes the generic part below zero, CR 601.2f). A minimum cost
    (Trinisphere, checked after them) raises the generic part until the total mana the
    cost can be paid with reaches it; X counts as 0 here (the engine prices X separately).
    ``mana.changed_req`` applies the pair to a cost. ``targets`` are the spell's chosen
    targets for "if it targets a permanent you control" (CR 601.2f, after CR 601.2c); ``None``
    asks for the least cost any choice of targets could give (the legal-action check).
    """
    delta = 0
    for m in self_mods:
        if isinstance(m, CostChange):
            if m.if_targets_yours is not None:  # This Town Ain't Big Enough
                n = 1 if targets is None else targets_yours(game, pid, targets, m.if_targets_yours)
            elif m.if_targets_spell is not None:  # Mystical Dispute
                n = 1 if targets is None else targets_spell(game, targets, m.if_targets_spell)
            elif m.count is not None:
                n = COUNT_READER[0](game, pid, m.count, card.name, None)  # Shadow of Mortality
            elif m.if_controls:
                n = int(all(count_matching(game, pid, f) for f in m.if_controls))  # Of One Mind
            elif m.if_opponent_lacks is not None:
                n = int(not count_matching(game, 1 - pid, m.if_opponent_lacks))  # Hagra Mauling
            elif m.domain:
                n = basic_land_types(game, pid)
            elif m.card_types:
                n = card_types_in_graveyard(game, pid)
            elif m.if_control is not None:
                n = 1 if count_matching(game, pid, m.if_control) else 0  # "if you control a"
            elif m.in_graveyard and m.per is not None:
                n = sum(1 for o in game.players[pid].graveyard if card_matches(o.card, m.per))
            else:
                n = 1 if m.per is None else count_matching(game, pid, m.per)
            delta += m.amount * n
    minimum = 0
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if isinstance(m, CostChange):
                if m.chosen_name and card.name != src.chosen_name:
                    continue  # Anointed Peacekeeper: only the chosen name is taxed
                if m.off_turn_only and game.active == pid:
                    continue  # Defense Grid: "except during its controller's turn"
                if _applies(m.who, src.controller, pid) and card_matches(card, m.spells):
                    n = 1 if m.per is None else count_matching(game, src.controller, m.per)
                    delta += m.amount * n
            elif isinstance(m, MinimumCost) and not (m.while_untapped and src.tapped):
                minimum = max(minimum, m.amount)
    return delta, minimum


def targets_yours(game: Game, pid: int, targets: tuple[tuple[int, ...], ...], flt: Filter) -> int:
    """1 if one of ``targets`` is a permanent ``pid`` controls matching ``flt``, else 0."""
    for group in targets:
        for oid in group:
            o = game.objects.get(oid)
            mine = o is not None and o.zone is Zone.BATTLEFIELD and o.controller == pid
            if mine and o is not None and matches(game, o, flt):
                return 1
    return 0


def targets_spell(game: Game, targets: tuple[tuple[int, ...], ...], flt: Filter) -> int:
    """1 if one of ``targets`` is a spell on the stack matching ``flt``, else 0."""
    for group in targets:
        for oid in group:
            o = game.objects.get(oid)
            if o is not None and o.zone is Zone.STACK and matches(game, o, flt):
                return 1
    return 0


def target_costed(self_mods: tuple[Any, ...]) -> bool:
    """Whether the spell's cost depends on its targets (``CostChange.if_targets_*``)."""
    return any(
        isinstance(m, CostChange)
        and (m.if_targets_yours is not None or m.if_targets_spell is not None)
        for m in self_mods
    )


def _lands(game: Game, pid: int) -> int:
    """The number of lands ``pid`` controls."""
    return sum(1 for o in game.players[pid].battlefield if o.info.is_land)


def cast_forbidden(
    game: Game, pid: int, card: CardDef, sorcery_timing: bool, zone: Zone = Zone.HAND
) -> bool:
    """CR 101.2: whether a "can't" of a permanent forbids ``pid`` to cast ``card`` now.

    ``CastLimit`` ("can't cast more than one spell each turn", Rule of Law) counts the
    spells ``pid`` cast this turn that match its filter; ``SorceryTimingOnly`` (Teferi, Time
    Raveler) forbids casting unless ``sorcery_timing`` (own main phase, empty stack).
    """
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if isinstance(m, CastLimit):
                if not _applies(m.who, src.controller, pid) or not card_matches(card, m.spells):
                    continue
                if m.chosen_name and card.name != src.chosen_name:
                    continue  # Meddling Mage: only the chosen name
                if m.during_your_turn and game.active != src.controller:
                    continue  # Voice of Victory: only during its controller's turn
                if m.with_x and (card.cost is None or not card.cost.x):
                    continue  # Gaddock Teeg: only spells with {X} in their mana costs
                if m.chosen_color or m.chosen_number:
                    continue  # Iona (Sanctum Prelate) before a choice (engine.chosen_color)
                if m.zones and zone.name.lower() not in m.zones:
                    continue  # Drannith Magistrate: only casts from outside the hand (``zone``)
                if m.above_lands and card.mana_value <= _lands(game, pid):
                    continue  # Lavinia: mana value above the caster's lands only
                p = game.players[pid]
                cast = p.cast_log[p.cast_mark :]
                n = sum(1 for _, c in cast if card_matches(c, m.spells))
                if n >= m.limit:
                    return True
            elif isinstance(m, HandLock):
                if zone is Zone.HAND and src.controller == pid:
                    return True  # CR 101.2: Experimental Frenzy (cards.top_plays)
            elif (
                isinstance(m, SorceryTimingOnly)
                and not sorcery_timing
                and _applies(m.who, src.controller, pid)
            ):
                return True
    return False


def activation_locked(game: Game, obj: GameObject, is_mana: bool) -> bool:
    """CR 602.5: whether an activated ability of ``obj`` can't be activated now.

    Null Rod locks artifacts' abilities, mana abilities included (CR 605.1a); Pithing Needle
    locks the abilities of sources with the name chosen as it entered, unless they're mana
    abilities.
    """
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if not isinstance(m, ActivationLock):
                continue
            if m.except_mana and is_mana:
                continue
            if m.chosen_name:
                if src.chosen_name and obj.card.name == src.chosen_name:
                    return True
            elif matches(game, obj, m.sources) and not (
                m.opponents and obj.controller == src.controller
            ):
                return True  # (Karn, the Great Creator: only its opponents' artifacts)
    return False


def name_options(game: Game, spells: bool = False) -> tuple[str, ...]:
    """CR 201.3: the card names worth choosing, from public information only.

    Names of cards with activated abilities (``spells``: of nonland cards, for "spells
    with the chosen name") on the battlefields, in graveyards and exiles and among the
    spells cast this game (they were revealed on the stack), sorted; the hidden hands and
    libraries are never read.
    """
    names: set[str] = set()
    for p in game.players:
        for zone in (p.battlefield, p.graveyard, p.exile):
            for o in zone:
                if (not o.info.is_land) if spells else bool(o.card.abilities):
                    names.add(o.card.name)
        for _, card in p.cast_log:
            if spells or card.abilities:
                names.add(card.name)
    return tuple(sorted(names)) if names else (NO_NAME,)


def names_spells(card: CardDef) -> bool:
    """Whether the card's chosen name restricts spells (Meddling Mage, Anointed Peacekeeper)."""
    return any(isinstance(m, (CastLimit, CostChange)) and m.chosen_name for m in card.modifiers)


def choose_name(game: Game, obj: GameObject, controller: int) -> None:
    """CR 607.2d: "As ~ enters, choose a card name": the controller picks one name."""
    options = name_options(game, names_spells(obj.card))
    name = (
        options[0]
        if len(options) == 1
        else game.ask(controller, Decision(CARD_NAME, options, source=obj.oid))
    )
    obj.chosen_name = str(name)
    if name:
        game.say(f"{obj.card.name}: chooses {name}")


def protected_from(obj: GameObject, source: CardDef) -> bool:
    """CR 702.16a: whether ``obj``'s printed protection covers a source like ``source``.

    The quality is the source's colours or card types; callers test ``Keyword.PROTECTION``
    first (or ``obj.temp_protection``: colours granted until end of turn).
    """
    if obj.temp_protection and int(source.colors) & obj.temp_protection:
        return True
    if obj.temp_protection & TEMP_ARTIFACTS and int(source.types) & ARTIFACT:
        return True  # "protection from artifacts" until end of turn (Apostle's Blessing)
    if obj.temp_protection & TEMP_CREATURES and int(source.types) & CREATURE:
        return True  # "protection from creatures" until end of turn (Seasoned Dungeoneer)
    if obj.temp_protection & TEMP_COLORLESS and not int(source.colors):
        return True  # "protection from colorless" (Giver of Runes; CR 105.2c)
    for m in obj.info.modifiers:
        if not isinstance(m, Protection):
            continue
        if m.spells_only and not int(source.types) & INSTANT_OR_SORCERY:
            continue
        if source.colors & m.colors or int(source.types) & int(m.types):
            return True
        if m.subtypes and any(source.has_subtype(t) for t in m.subtypes):
            return True  # "protection from Humans" (CR 205.3)
        if m.color_count:
            n = bin(int(source.colors)).count("1")  # CR 105.2b-c: mono- / multicoloured
            if n == 1 if m.color_count == 1 else n >= 2:
                return True
    return False


def player_untargetable(game: Game, pid: int, by: int) -> bool:
    """CR 702.11d, 702.18: "You have hexproof / shroud": can ``by`` not target player ``pid``?"""
    for src in game.modifier_sources:
        if src.controller != pid:
            continue
        for m in src.info.modifiers:
            if isinstance(m, PlayerShield) and (m.shroud or by != pid):
                if m.your_turn and game.active != pid:
                    continue  # "as long as it's your turn" (Gruul Spellbreaker)
                return True
    return False


def has_locks(game: Game) -> bool:
    """Whether a permanent on the battlefield has a cast or activation restriction."""
    for src in game.modifier_sources:
        for m in src.info.modifiers:
            if isinstance(m, (CastLimit, SorceryTimingOnly, ActivationLock, HandLock)):
                return True
    return False


__all__ = [
    "activation_locked",
    "cast_forbidden",
    "choose_name",
    "cost_changes",
    "count_matching",
    "has_locks",
    "name_options",
    "names_spells",
    "player_untargetable",
    "protected_from",
]
