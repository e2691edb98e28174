"""Effect sentences of Oracle text -> tuples of effect values (``effects.py``).

``parse_effects("~ deals 3 damage to any target")`` returns
``(DealDamage(3, ANY_TARGET),)``. Each template is a regular expression plus a builder;
a sentence no template covers returns ``None`` (reported as unparsed, never guessed).
Sentences joined by ", then", "and you ..." or "Then ..." are split and parsed part by part.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import cache
from typing import Literal

from deckstats.cards.effects import (
    Amass,
    Amount,
    BecomeMonarch,
    Bounce,
    Condition,
    Conditional,
    CounterSpell,
    CreateToken,
    DealDamage,
    DealDamageDivided,
    DealDamageEach,
    Destroy,
    Discard,
    DrawCards,
    Effect,
    Exile,
    ExileGraveyard,
    Fight,
    GainLife,
    GainLifeFromPower,
    GraveyardSwap,
    LoseLife,
    MayDo,
    Mill,
    Pump,
    PutCounters,
    PutFromHandOnTop,
    Reanimate,
    Sacrifice,
    Scry,
    SearchLibrary,
    Surveil,
    Tap,
    Untap,
)
from deckstats.cards.model import NO_KEYWORD, NO_TYPE, CardType, Keyword, Supertype
from deckstats.cards.oracle.add_mana import add_mana
from deckstats.cards.oracle.searches import PLURAL_DESTINATIONS, search_spec
from deckstats.cards.oracle.targets import card_filter, parse_target
from deckstats.cards.oracle.text import (
    NUMBER,
    granted_keywords,
    keyword_flags,
    number,
    split_sentences,
)
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind, TargetSpec

Effects = tuple[Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

NUM: str = rf"({NUMBER})"

#: Player subjects: "" (you), "you", "target player", "each opponent", ...
SUBJECTS: dict[str, TargetSpec] = {
    "": Ref.YOU,
    "you ": Ref.YOU,
    "target player ": Target(TargetKind.PLAYER),
    "target opponent ": Target(TargetKind.PLAYER, Controller.OPPONENT),
    "each player ": Ref.EACH_PLAYER,
    "each opponent ": Ref.EACH_OPPONENT,
    "that player ": Ref.TARGET_CONTROLLER,
    "its controller ": Ref.TARGET_CONTROLLER,
    # Blightning: the damaged player, or the controller of the damaged planeswalker
    "that player or that planeswalker's controller ": Ref.TARGET_CONTROLLER,
    "defending player ": Ref.DEFENDING_PLAYER,
}
_SUBJ = (
    r"(|you |target player |target opponent |each player |each opponent "
    r"|that player or that planeswalker's controller |that player |its controller "
    r"|defending player )"
)


def amount_of(word: str) -> Amount:
    """A number word or digit ("three", "3", "X") as an ``Amount``."""
    return number(word)


def _target(phrase: str) -> TargetSpec | None:
    return parse_target(phrase)


# -- builders -------------------------------------------------------------------------------


def _damage(m: re.Match[str]) -> Effects | None:
    to = _target(m.group(2))
    return None if to is None else (DealDamage(amount_of(m.group(1)), to),)


def _draw(m: re.Match[str]) -> Effects | None:
    return (DrawCards(amount_of(m.group(2)), SUBJECTS[m.group(1)]),)


def _damage_and_controller(m: re.Match[str]) -> Effects | None:
    to = _target(m.group(2))
    if to is None:
        return None
    return (
        DealDamage(amount_of(m.group(1)), to),
        DealDamage(amount_of(m.group(3)), Ref.TARGET_CONTROLLER),
    )


def _draw_lose(m: re.Match[str]) -> Effects | None:
    who = SUBJECTS[m.group(1)]
    return (DrawCards(amount_of(m.group(2)), who), LoseLife(amount_of(m.group(3)), who))


def _gain(m: re.Match[str]) -> Effects | None:
    return (GainLife(amount_of(m.group(2)), SUBJECTS[m.group(1)]),)


def _lose(m: re.Match[str]) -> Effects | None:
    return (LoseLife(amount_of(m.group(2)), SUBJECTS[m.group(1)]),)


def _discard(m: re.Match[str]) -> Effects | None:
    n = amount_of(m.group(2))
    who = SUBJECTS[m.group(1)]
    # The pool's convention: a targeted player discarding chooses the cards themselves.
    at_random = bool(m.group(3))
    chosen_by_them = isinstance(who, Target) or who is Ref.TARGET_CONTROLLER
    chooser = Controller.OPPONENT if chosen_by_them and not at_random else Controller.ANY
    return (Discard(n, who, chooser=chooser, random=at_random),)


def _mill(m: re.Match[str]) -> Effects | None:
    return (Mill(amount_of(m.group(2)), SUBJECTS[m.group(1)]),)


def _scry(m: re.Match[str]) -> Effects | None:
    n = amount_of(m.group(1))
    return (Scry(n),) if isinstance(n, int) else None


def surveil(m: re.Match[str]) -> Effects | None:
    """Surveil N (CR 701.25a)."""
    n = amount_of(m.group(1))
    return (Surveil(n),) if isinstance(n, int) else None


def _sacrifice(m: re.Match[str]) -> Effects | None:
    what = m.group(2)
    who = SUBJECTS[m.group(1)]
    if what == "~":
        return (Sacrifice(Ref.SELF, who),)
    kinds = {
        "creature": CardType.CREATURE,
        "land": CardType.LAND,
        "artifact": CardType.ARTIFACT,
        "enchantment": CardType.ENCHANTMENT,
        "permanent": NO_TYPE,
    }
    noun = re.fullmatch(r"(?:a|an) (creature|land|artifact|enchantment|permanent)", what)
    if noun is None:
        return None
    return (Sacrifice(Filter(card_type=kinds[noun.group(1)]), who),)


def _pump(m: re.Match[str]) -> Effects | None:
    who = _target(m.group(1))
    if who is None:
        return None
    kw = granted_keywords(m.group(4))
    if kw is None:
        return None
    return (Pump(int(m.group(2)), int(m.group(3)), who, kw),)


def _gains(m: re.Match[str]) -> Effects | None:
    who = _target(m.group(1))
    kw = keyword_flags(m.group(2))
    if who is None or kw is None:
        return None
    return (Pump(0, 0, who, kw),)


def _unblockable(m: re.Match[str]) -> Effects | None:
    """Compile "<creature> [gets +N/+M and] can't be blocked this turn" (Rogue's Passage).

    CR 509.1b: the creature has the evasion of ``Keyword.UNBLOCKABLE`` until end of turn,
    the same flag as a printed "~ can't be blocked", granted by a ``Pump``.
    """
    who = _target(m.group(1))
    if who is None:
        return None
    power = int(m.group(2)) if m.group(2) else 0
    toughness = int(m.group(3)) if m.group(3) else 0
    return (Pump(power, toughness, who, Keyword.UNBLOCKABLE),)


def _counters(m: re.Match[str]) -> Effects | None:
    on = _target(m.group(3))
    if on is None:
        return None
    return (PutCounters(amount_of(m.group(1)), on, m.group(2)),)


def _targeted(cls: type) -> Builder:
    def build(m: re.Match[str]) -> Effects | None:
        t = _target(m.group(1))
        return None if t is None else (cls(t),)

    return build


def _own_bounce(m: re.Match[str]) -> Effects | None:
    """Compile "Return a land you control to its owner's hand" (Karoos).

    Not targeted, but a ``Target`` restricted to your own permanents is the vocabulary's
    term for it (the built-in pool's convention; hexproof and shroud cannot matter for your
    own objects).
    """
    t = _target("target " + m.group(1).split(" ", 1)[1])
    return None if t is None else (Bounce(t),)


def _destroy_all(m: re.Match[str]) -> Effects | None:
    ref = {
        "creatures": Ref.EACH_CREATURE,
        "other creatures": Ref.EACH_OTHER_CREATURE,
        "creatures you don't control": Ref.CREATURES_OPPONENTS_CONTROL,
        "creatures your opponents control": Ref.CREATURES_OPPONENTS_CONTROL,
    }.get(m.group(1))
    return None if ref is None else (Destroy(ref),)


_ALL_CREATURES = {
    "creatures": Ref.EACH_CREATURE,
    "other creatures": Ref.EACH_OTHER_CREATURE,
    "creatures you control": Ref.CREATURES_YOU_CONTROL,
    "creatures you don't control": Ref.CREATURES_OPPONENTS_CONTROL,
    "creatures your opponents control": Ref.CREATURES_OPPONENTS_CONTROL,
}
_ALL_VERBS: dict[str, Callable[[Ref], Effect]] = {
    "tap": Tap,
    "untap": Untap,
    "exile": Exile,
    "return": Bounce,
}


def _all_creatures(m: re.Match[str]) -> Effects | None:
    """Compile "Tap all creatures your opponents control" and other mass verbs on creatures.

    Cryptic Command, "Untap all creatures you control", "Exile all creatures", "Return all
    creatures to their owners' hands" (Evacuation): untargeted, every matching creature on
    resolution (CR 115.10).
    """
    ref = _ALL_CREATURES.get(m.group(2))
    return None if ref is None else (_ALL_VERBS[m.group(1)](ref),)


def _counter(m: re.Match[str]) -> Effects | None:
    t = _target(m.group(1))
    stack_kinds = TargetKind.SPELL | TargetKind.ACTIVATED_ABILITY | TargetKind.TRIGGERED_ABILITY
    if t is None or not isinstance(t, Target) or not t.kinds & stack_kinds:
        return None
    unless: Amount | None = None
    if m.group(2):
        unless = "X" if m.group(2) == "X" else int(m.group(2))
    return (CounterSpell(t, unless),)


#: "If that spell is countered this way, <put it somewhere> instead of ..." (CR 701.6a).
_COUNTERED_TO: dict[str, Literal["graveyard", "exile", "library", "hand"]] = {
    "exile it": "exile",
    "put it on top of its owner's library": "library",
    "put it into its owner's hand": "hand",
}


def counter_instead(m: re.Match[str]) -> Effects | None:
    """Compile Dissipate / Memory Lapse / Remand: where the countered spell goes instead."""
    got = _counter(m)
    to = _COUNTERED_TO.get(m.group(3))
    if got is None or to is None or not isinstance(got[0], CounterSpell):
        return None
    return (replace(got[0], to=to),)


def _fight(m: re.Match[str]) -> Effects | None:
    a, b = _target(m.group(1)), _target(m.group(2))
    return None if a is None or b is None else (Fight(a, b),)


_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")


def _search(m: re.Match[str]) -> Effects | None:
    """Compile "Search your library for a basic land card / a Forest or Plains card, ..."."""
    what, dest = m.group(1), m.group(2)
    flt: Filter
    count = 1
    if what in ("a basic land card", "a basic land"):
        flt = Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
    elif what == "a land card":
        flt = Filter(card_type=CardType.LAND)
    elif what == "a land card with a basic land type":  # Boseiju (CR 305.6: any of the five)
        flt = Filter(card_type=CardType.LAND, subtypes=_LAND_TYPES)
    elif what == "a card":
        flt = Filter()
    elif what == "a creature card":
        flt = Filter(card_type=CardType.CREATURE)
    else:
        types = re.fullmatch(r"an? (\w+)(?:,? or an? (\w+))? card", what)
        if not types:
            types = re.fullmatch(r"an? (\w+) or (\w+) card", what)
        names = tuple(t for t in types.groups() if t) if types else ()
        if names and all(t in _LAND_TYPES for t in names):
            flt = Filter(card_type=CardType.LAND, subtypes=names)
        else:
            found = search_spec(what)  # colour / type / name phrases (oracle.searches)
            if found is None:
                return None
            flt, count = found
    dests = {
        "reveal it, put it into your hand": ("hand", False),
        "reveal that card, put it into your hand": ("hand", False),
        "put it into your hand": ("hand", False),
        "put that card into your hand": ("hand", False),
        "put it onto the battlefield": ("battlefield", False),
        "put that card onto the battlefield": ("battlefield", False),
        "put it onto the battlefield tapped": ("battlefield", True),
        "put that card onto the battlefield tapped": ("battlefield", True),
    }
    if count > 1:
        dests = PLURAL_DESTINATIONS
    if dest not in dests:
        return None
    to, tapped = dests[dest]
    return (SearchLibrary(flt, count=count, to=to, tapped=tapped),)  # type: ignore[arg-type]


def _tokens(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.tokens import parse_token

    count = amount_of(m.group(1))
    tok = parse_token(m.group(3))
    if tok is None:
        return None
    # "Create thirteen tapped 2/2 ... tokens" (Army of the Damned) or "... that are tapped"
    flags = (m.group(2) or "") + (m.group(4) or "")
    return (
        CreateToken(
            tok,
            count,
            tapped="tapped" in flags,
            attacking="attacking" in flags,
        ),
    )


_DIVIDED_AMONG = {"one or two": 2, "one, two, or three": 3}


def _divided(m: re.Match[str]) -> Effects | None:
    """CR 601.2d: "~ deals N damage divided as you choose among one or two targets"."""
    n = amount_of(m.group(1))
    if not isinstance(n, int):
        return None
    most = _DIVIDED_AMONG.get(m.group(2), n)  # "any number of targets": at most n of them
    kinds = TargetKind.PLAYER | TargetKind.CREATURE | TargetKind.PLANESWALKER | TargetKind.BATTLE
    return (DealDamageDivided(n, Target(kinds, count=most, divide=n)),)


def _damage_each(m: re.Match[str]) -> Effects | None:
    """Compile "~ deals N damage to each creature [without flying] and each player" (CR 120.1)."""
    without, with_kw, players = m.group(2), m.group(3), m.group(4)
    if not (without or with_kw or players):
        return None  # plain "each creature" stays DealDamage(n, Ref.EACH_CREATURE)
    kw_without = keyword_flags(without) if without else NO_KEYWORD
    kw_with = keyword_flags(with_kw) if with_kw else NO_KEYWORD
    if kw_without is None or kw_with is None:
        return None
    who = {"player": Ref.EACH_PLAYER, "opponent": Ref.EACH_OPPONENT, None: None}[players]
    return (
        DealDamageEach(
            amount_of(m.group(1)), without=kw_without, with_keywords=kw_with, players=who
        ),
    )


def _damage_that_player(m: re.Match[str]) -> Effects | None:
    """Compile "... deals N damage to that player": the player the trigger names (Eidolon)."""
    return (DealDamage(amount_of(m.group(1)), Ref.TRIGGERING_PLAYER),)


def _gain_from_power(m: re.Match[str]) -> Effects | None:
    return (GainLifeFromPower(Ref.YOU if m.group(1) == "you" else Ref.TARGET_CONTROLLER),)


def _from_graveyard(m: re.Match[str]) -> Effects | None:
    """Compile "return [another | up to N] target [<type>] card(s) from your graveyard ...".

    Gravedigger, Regrowth ("target card"), Archaeomancer ("target instant or sorcery card"),
    "up to two target creature cards": cards in your graveyard are targets (CR 115.1).
    """
    flt = card_filter(m.group(3).strip())
    if flt is None:
        return None
    count = 1
    if m.group(1):
        n = amount_of(m.group(2))
        if not isinstance(n, int):
            return None
        count = n
    elif m.group(3).strip() and m.group(4) == "cards":
        return None  # "target creature cards" without a count
    target = Target(
        TargetKind.CARD_IN_GRAVEYARD, Controller.YOU, flt, count=count, up_to=bool(m.group(1))
    )
    return (Bounce(target),)


def _put_back(m: re.Match[str]) -> Effects | None:
    n = amount_of(m.group(2))
    return None if not isinstance(n, int) else (PutFromHandOnTop(n, SUBJECTS[m.group(1)]),)


#: Condition phrases of "if <condition>, <effect>" (CR 603.4, 608.2c).
#: Condition -> the Oracle wordings of it (after "if" or "as long as"), ability words'.
CONDITION_TEXTS: dict[Condition, tuple[str, ...]] = {
    Condition.METALCRAFT: ("you control three or more artifacts",),
    Condition.DELIRIUM: (
        "there are four or more card types among cards in your graveyard",
        "four or more card types are among cards in your graveyard",
    ),
    Condition.THRESHOLD: (
        "seven or more cards are in your graveyard",
        "there are seven or more cards in your graveyard",
    ),
    Condition.REVOLT: (
        "a permanent left the battlefield under your control this turn",
        "a permanent you controlled left the battlefield this turn",
    ),
    Condition.RAID: ("you attacked this turn", "you attacked with a creature this turn"),
    Condition.FEROCIOUS: ("you control a creature with power 4 or greater",),
    Condition.DESCEND_4: ("there are four or more permanent cards in your graveyard",),
    Condition.DESCEND_8: ("there are eight or more permanent cards in your graveyard",),
    Condition.HELLBENT: ("you have no cards in hand",),
    Condition.OPPONENT_MORE_LANDS: ("an opponent controls more lands than you",),
    Condition.OPPONENT_LOST_LIFE: ("an opponent lost life this turn",),
    Condition.OPPONENT_TEN_LIFE: ("an opponent has 10 or less life",),
    Condition.GRAVEYARD_TWENTY: ("a graveyard has twenty or more cards in it",),
    Condition.DESCENDED: ("you descended this turn",),
}

_CONDITIONS = {
    "you had a land enter the battlefield under your control this turn": (
        Condition.LAND_ENTERED_THIS_TURN
    ),
    "no creatures are on the battlefield": Condition.NO_CREATURES_ON_BATTLEFIELD,
    # The ability-word conditions (their words after "if" / "as long as"; see CONDITION_TEXTS).
    **{text: cond for cond, texts in CONDITION_TEXTS.items() for text in texts},
}


def _if_condition(m: re.Match[str]) -> Effects | None:
    """Compile "if <condition>, <effect>" into a ``Conditional`` with no "otherwise"."""
    cond = _CONDITIONS.get(m.group(1))
    inner = parse_effects(m.group(2)) if cond is not None else None
    return None if cond is None or inner is None else (Conditional(cond, inner),)


_GRAVEYARDS: dict[str, TargetSpec] = {
    "target player's graveyard": Target(TargetKind.PLAYER),
    "target opponent's graveyard": Target(TargetKind.PLAYER, Controller.OPPONENT),
    "all graveyards": Ref.EACH_PLAYER,
    "each opponent's graveyard": Ref.EACH_OPPONENT,
    "your graveyard": Ref.YOU,
}


def _exile_graveyard(m: re.Match[str]) -> Effects | None:
    """Compile "Exile target player's graveyard" / "Exile all graveyards" (CR 406.1)."""
    who = _GRAVEYARDS.get(m.group(1))
    return None if who is None else (ExileGraveyard(who),)


def _reanimate(m: re.Match[str]) -> Effects | None:
    """Compile "Return target creature card from your graveyard to the battlefield [tapped]".

    Also "Put target creature card from a graveyard onto the battlefield under your
    control" (Reanimate) and "... with a -1/-1 counter on it" (Persist): CR 110.2a.
    """
    t = _target(m.group(1))
    if not isinstance(t, Target) or t.kinds != TargetKind.CARD_IN_GRAVEYARD:
        return None
    return (Reanimate(t, tapped=bool(m.group(2)), counter=m.group(3) or ""),)


def reanimate_life(m: re.Match[str]) -> Effects | None:
    """Reanimate: "... You lose life equal to its mana value" (CR 608.2h: as it last existed)."""
    got = _reanimate(m)
    if got is None or not isinstance(got[0], Reanimate):
        return None
    return (replace(got[0], lose_life_mana_value=True),)


def _amass(m: re.Match[str]) -> Effects | None:
    """CR 701.47: "amass Orcs 1" (the plural names the Army's creature type)."""
    n = amount_of(m.group(2))
    return (Amass(m.group(1), n),) if isinstance(n, int) else None


def _investigate() -> Effects | None:
    """CR 701.16a: "Investigate" means "Create a Clue token" (CR 111.10f)."""
    from deckstats.cards.oracle.tokens import parse_token

    clue = parse_token("Clue token")
    return None if clue is None else (CreateToken(clue),)


def _may(m: re.Match[str]) -> Effects | None:
    inner = parse_effects(m.group(1))
    return None if inner is None else (MayDo(inner),)


_TEMPLATES: list[tuple[str, Builder]] = [
    ("you become the monarch", lambda m: (BecomeMonarch(),)),  # CR 724.1 (cards.designations)
    # a trigger's object (Stinkweed Imp: the creature it dealt combat damage to; CR 603.2)
    ("destroy that creature", lambda m: (Destroy(Ref.TRIGGERING_OBJECT),)),
    (
        rf"~ deals {NUM} damage to (target creature|target planeswalker) and {NUM} damage to that "
        r"(?:creature|planeswalker)'s controller",
        _damage_and_controller,
    ),
    (
        rf"~ deals {NUM} damage divided as you choose among (one or two|one, two, or three|any "
        r"number of) targets",
        _divided,
    ),
    (
        rf"~ deals {NUM} damage to each creature(?: without (\w+)| with (\w+))?"
        r"(?: and each (player|opponent))?",
        _damage_each,
    ),
    (rf"~ deals {NUM} damage to that player", _damage_that_player),
    (
        r"(its controller|that creature's controller|you) gains? life equal to its power",
        _gain_from_power,
    ),
    (
        rf"return (?:(up to) {NUM} |another )?target ((?:[\w,]+ )*?)(cards?) from your graveyard "
        r"to your hand",
        _from_graveyard,
    ),
    (
        rf"{_SUBJ}puts? {NUM} cards? from (?:your|their) hand on top of (?:your|their) library"
        r"(?: in any order)?",
        _put_back,
    ),
    (rf"(?:~|it) deals {NUM} damage to (.+)", _damage),
    (rf"have (?:~|it) deal {NUM} damage to (.+)", _damage),
    (rf"{_SUBJ}draws? {NUM} cards? and loses? {NUM} life", _draw_lose),
    (rf"{_SUBJ}draws? {NUM} cards?", _draw),
    (rf"{_SUBJ}gains? {NUM} life", _gain),
    (rf"{_SUBJ}loses? {NUM} life", _lose),
    (rf"{_SUBJ}discards? {NUM} cards?( at random)?", _discard),
    (rf"{_SUBJ}mills? {NUM} cards?", _mill),
    (rf"{_SUBJ}sacrifices? (~|an? \w+)", _sacrifice),
    (rf"scry {NUM}", _scry),
    (rf"surveil {NUM}", surveil),
    (r"add (.+)", add_mana),
    (r"(.+?) (?:each )?gets? ([+-]\d+)/([+-]\d+)(?: and gains? (.+))? until end of turn", _pump),
    (r"until end of turn, (.+?) gets? ([+-]\d+)/([+-]\d+)(?: and gains? (.+))?", _pump),
    (r"(.+?) gains? (.+) until end of turn", _gains),
    (r"(.+?) (?:gets? ([+-]\d+)/([+-]\d+) and )?can't be blocked this turn", _unblockable),
    (rf"put {NUM} ([+-]\d+/[+-]\d+) counters? on (.+)", _counters),
    (r"destroy ((?:up to )?(?:\w+ )?(?:other )?target .+)", _targeted(Destroy)),
    (r"destroy all (.+)", _destroy_all),
    (r"(tap|untap|exile) all (.+)", _all_creatures),
    (r"(return) all (.+?) to their owners' hands", _all_creatures),
    (r"exile ((?:up to )?(?:\w+ )?(?:other )?target .+)", _targeted(Exile)),
    (
        r"return ((?:up to )?(?:\w+ )?(?:other )?target .+?) to (?:its|their) owners?'s? hands?",
        _targeted(Bounce),
    ),
    (r"return (an? .+? you control) to its owner's hand", _own_bounce),
    (r"return (~) to its owner's hand", _targeted(Bounce)),
    (r"tap (~)", _targeted(Tap)),
    (r"untap (~)", _targeted(Untap)),
    (r"tap ((?:up to )?(?:\w+ )?(?:other )?target .+)", _targeted(Tap)),
    (r"untap ((?:up to )?(?:\w+ )?(?:other )?target .+)", _targeted(Untap)),
    (r"counter (target .+?)(?: unless its controller pays \{(\d+|X)\})?", _counter),
    (r"(target .+?) fights (target .+|another target .+)", _fight),
    (
        r"search your library for (.+?), (.+?), then shuffle",
        _search,
    ),
    (
        rf"create {NUM} (tapped )?(.+? tokens?(?: with .+?)?)"
        r"(?: that(?: are|'s| is) (tapped and attacking|tapped|attacking))?",
        _tokens,
    ),
    # a named token (CR 111.4): "a tapped colorless land token named Everywhere that is ..."
    (rf"create {NUM} (tapped )?(.+? token named [A-Z].+)()", _tokens),
    (
        r"exile (target player's graveyard|target opponent's graveyard|all graveyards"
        r"|each opponent's graveyard|your graveyard)",
        _exile_graveyard,
    ),
    (
        r"(?:return|put) ((?:up to one )?target .+? from (?:a|your) graveyard) (?:to|onto) the "
        r"battlefield(?: under your control)?( tapped)?"
        r"(?: with an? ([+-]\d/[+-]\d) counter on it)?",
        _reanimate,
    ),
    (r"investigate", lambda m: _investigate()),
    (rf"amass ([A-Z]\w+?)s? {NUM}", _amass),
    (r"you may (.+)", _may),
    (r"if (.+?), (.+)", _if_condition),
    (
        r"each player exiles all creature cards from their graveyard, then sacrifices all "
        r"creatures they control, then puts all cards they exiled this way onto the "
        r"battlefield",
        lambda m: (GraveyardSwap(),),  # Living End, Living Death
    ),
]


@cache
def _compiled() -> list[tuple[re.Pattern[str], Builder]]:
    return [(re.compile(rx), b) for rx, b in _TEMPLATES]


#: Sentences that change nothing in this engine, which has no regeneration (CR 701.19).
_NO_OPS = re.compile(
    r"(?:they|it|that creature|a creature dealt damage this way) can't be regenerated"
    r"(?: this turn)?"
)


# The long tail's templates (``oracle.longtail``: energy, ...), tried after those above.
from deckstats.cards.oracle.longtail import TEMPLATES as _LONGTAIL_TEMPLATES  # noqa: E402

_TEMPLATES.extend(_LONGTAIL_TEMPLATES)

# Tutors (``oracle.tutors``: "Search your library for ..." beyond basic lands).
from deckstats.cards.oracle.tutors import TEMPLATES as _TUTOR_TEMPLATES  # noqa: E402

_TEMPLATES.extend(_TUTOR_TEMPLATES)

# Mass effects (``oracle.mass``: wraths by quality, land untaps, wheels).
from deckstats.cards.oracle.mass import TEMPLATES as _MASS_TEMPLATES  # noqa: E402

_TEMPLATES.extend(_MASS_TEMPLATES)

# Team pumps by group (``oracle.groups``: "Knights you control get +2/+1 until end of turn").
from deckstats.cards.oracle.groups import TEMPLATES as _GROUP_TEMPLATES  # noqa: E402

_TEMPLATES.extend(_GROUP_TEMPLATES)

# Planeswalkers' emblems with static abilities (``oracle.emblem_lines``, CR 114).
from deckstats.cards.oracle.emblem_lines import TEMPLATES as _EMBLEM_TEMPLATES  # noqa: E402

_TEMPLATES.extend(_EMBLEM_TEMPLATES)

# Modes of charms and commands (``oracle.mode_lines``: players' tokens, graveyards, ...).
from deckstats.cards.oracle.mode_lines import TEMPLATES as _MODE_TEMPLATES  # noqa: E402

_TEMPLATES.extend(_MODE_TEMPLATES)

# Real decks' sentences (``oracle.realdecks``), specific whole sentences: tried first.
from deckstats.cards.oracle.realdecks import TEMPLATES as _REALDECK_TEMPLATES  # noqa: E402

_TEMPLATES[:0] = _REALDECK_TEMPLATES

# Resolution-time mana-value checks (``oracle.mana_value_checks``: Fatal Push).
from deckstats.cards.oracle.mana_value_checks import TEMPLATES as _MV_TEMPLATES  # noqa: E402

_TEMPLATES[:0] = _MV_TEMPLATES

# Cheating permanents in from hands (``oracle.cheat_in``: Show and Tell).
from deckstats.cards.oracle.cheat_in import TEMPLATES as _CHEAT_TEMPLATES  # noqa: E402

_TEMPLATES[:0] = _CHEAT_TEMPLATES

# Escape's "sacrifice it unless it escaped" (``oracle.escape``).
from deckstats.cards.oracle.escape import TEMPLATES as _ESCAPE_TEMPLATES  # noqa: E402

_TEMPLATES[:0] = _ESCAPE_TEMPLATES

# The spell helper's templates (``oracle.spell_family``: counts, lists, X bounds, ...).
from deckstats.cards.oracle import spell_family as _spell  # noqa: E402

_TEMPLATES[:0] = _spell.FIRST
_TEMPLATES.extend(_spell.LAST)
from deckstats.cards.oracle.trigger_effects import TEMPLATES as _TRIG  # noqa: E402

_TEMPLATES[:0] = _TRIG  # the trigger helper's (``oracle.trigger_effects``)

# The zones helper's one-shot zone moves (``oracle.zone_moves``: Curfew, Peek, Gamble).
from deckstats.cards.oracle.zone_moves import TEMPLATES as _ZONE_TEMPLATES  # noqa: E402

_TEMPLATES.extend(_ZONE_TEMPLATES)

_SPLITS = [
    re.compile(r", then "),
    re.compile(r"\. then ", re.IGNORECASE),
    re.compile(
        r" and (?=you (?:gain|lose|draw|create|get|untap)|draw |scry |surveil |you may |create "
        r"|that player (?:mills|loses|discards) )"
    ),
    # "put a +1/+1 counter on ~ and it can't be blocked this turn" (Kappa Cannoneer): "it"
    # is ~ only when the first clause ended on ~.
    re.compile(r"(?<=on ~) and (?=it )"),
]


#: "Target player sacrifices a creature and loses 1 life", "you draw a card and gain 3 life".
_SAME_SUBJECT = re.compile(
    r"((?:target player|target opponent|each player|each opponent|that player|you) )(.+?) and "
    r"((?:loses?|gains?|draws?|discards?|mills?|sacrifices?) .+)"
)


_THIRD_PERSON_SUBJECT = re.compile(
    r"(?:target player|target opponent|each player|each opponent|that player) "
)
_THIRD_PERSON_VERB = re.compile(r"(?:loses|gains|draws|discards|mills|sacrifices) ")


def decap(s: str) -> str:
    """The sentence with its first letter lowercased (not "X ...")."""
    return s[0].lower() + s[1:] if s and s[0].isupper() and not s.startswith("X ") else s


def parse_effects(sentence: str) -> Effects | None:
    """Parse one effect sentence (without or with its final period) into effect values.

    Returns:
        The effects in text order, or ``None`` when no template covers the sentence.
    """
    s = decap(sentence.strip().rstrip("."))
    if s.startswith("then "):
        s = s[len("then ") :]
    if _NO_OPS.fullmatch(s):
        return ()
    for rx, build in _compiled():
        m = rx.fullmatch(s)
        if m:
            got = build(m)
            if got is not None:
                return got
    same_subject = _SAME_SUBJECT.fullmatch(s)
    if same_subject:
        subj, first, second = same_subject.groups()
        a, b = parse_effects(subj + first), parse_effects(subj + second)
        if a is not None and b is not None:
            return a + b
    for splitter in _SPLITS:
        parts = splitter.split(s, maxsplit=1)
        if len(parts) == 2:
            # "Target player draws a card, then discards a card": the subject carries over
            subject = _THIRD_PERSON_SUBJECT.match(parts[0])
            if subject and _THIRD_PERSON_VERB.match(parts[1]):
                parts[1] = subject.group(0) + parts[1]
            first, second = parse_effects(parts[0]), parse_effects(parts[1])
            if first is not None and second is not None:
                return first + second
    return None


def parse_sentences(text: str) -> list[Effect] | None:
    """Parse every sentence of ``text``; ``None`` if any is not covered (all or nothing)."""
    effects: list[Effect] = []
    for sentence in split_sentences(text):
        got = parse_effects(sentence)
        if got is None:
            return None
        effects.extend(got)
    return effects


# Tried after the above: the source's counters on resolution (``oracle.counter_checks``:
# depletion lands), library moves (``oracle.library_lines``: Balustrade Spy) and keyword
# actions of abilities (``oracle.act_effects``).
from deckstats.cards.oracle.act_effects import TEMPLATES as _ACT_TEMPLATES  # noqa: E402
from deckstats.cards.oracle.counter_checks import TEMPLATES as _COUNTER_TEMPLATES  # noqa: E402
from deckstats.cards.oracle.etb_lines import TEMPLATES as _ETB  # noqa: E402 (r40 etb)
from deckstats.cards.oracle.library_lines import TEMPLATES as _LIBRARY_TEMPLATES  # noqa: E402
from deckstats.cards.oracle.move_lines import TEMPLATES as _MOVE_TEMPLATES  # noqa: E402

_TEMPLATES.extend(_COUNTER_TEMPLATES + _LIBRARY_TEMPLATES + _ACT_TEMPLATES + _MOVE_TEMPLATES + _ETB)
