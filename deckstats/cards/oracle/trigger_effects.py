"""Effect sentences of the metagame's triggered abilities (issue 26, round 37 trigger helper).

Appended to the effect templates of ``oracle/effects.py`` (one sentence, lower-cased first
letter, ``~`` for the card's name):

- "sacrifice ~ unless you <action>" (CR 118.12), the drawbacks of old creatures and
  enchantments: "discard a card [at random]" (Masticore, Balduvian Horde), "sacrifice a
  creature" (Contamination), "return [another] <permanent> you control to its owner's hand"
  (Glint Hawk, Faerie Impostor), "exile a card from your graveyard" (Rotting Giant):
  ``effects_trig.SacrificeUnless``; and "sacrifice ~ unless it was kicked" (Skizzik,
  CR 702.33d: ``IfKicked`` with the sacrifice as the unkicked branch);
- "put a +1/+1 counter on each [other] <group> you control" (Thalia's Lieutenant, CR 122.1):
  ``effects_mass.PutCountersAll`` ("each creature you control" stays the older template's
  ``PutCounters`` on ``Ref.CREATURES_YOU_CONTROL``);
- "you create / mill / scry / sacrifice ..." (Sword of Body and Mind: "you create a 2/2 green
  Wolf creature token and that player mills ten cards"): the subject "you" is the
  controller, the same effect as the imperative;
- "untap all <permanents> you control" (Paradox Engine, Sword of Feast and Famine: CR
  701.26b, ``UntapPermanents``) and "creatures you control get +N/+N until end of turn.
  Untap those creatures." (Jeskai Ascendancy);
- "~ deals N damage to each opponent and each creature [and planeswalker] they control"
  (Goblin Chainwhirler; "..., where X is <count>": Cavalier of Flame): CR 120.3,
  ``DamageOpponentsPermanents``;
- "gain control of target <permanent> [until end of turn]" (Agent of Treachery) and the
  threaten paragraph "... until end of turn. Untap that <permanent>. It gains haste until end
  of turn." (Zealous Conscripts): CR 613.1b, ``GainControl``;
- "put a basic land / <Subtype> permanent card from your hand onto the battlefield [tapped]"
  (Elvish Pioneer, Goblin Lackey: ``PutFromHand``), "put target <kind> card from your
  graveyard on top of your library" (Mortuary Mire, Golgari Thug) and a dies trigger's "put
  it on the bottom of its owner's library" (Murderous Rider): ``PutInLibrary``;
- "~ / it gets +N/+N until end of turn for each other [attacking] <subtype> [you control]"
  (Goblin Piledriver, Muxus; CR 611.2c: counted as it resolves, the source not among them):
  ``counts.PumpPer`` with ``Count.other``;
- "each opponent loses X life, where X is your devotion to <colour>. You gain life equal to
  the life lost this way." (Gray Merchant of Asphodel; CR 700.5, 119.3: ``Count("devotion")``,
  the same X for both);
- "create <a token> and <a token>" (Wurmcoil Engine: two different tokens, CR 111.1);
- intervening "if" clauses on counts (CR 603.4, checked as it triggers and as it resolves):
  "if ~ has fewer than three +1/+1 counters on it" (Runaway Steam-Kin), "if ~ has N or more
  <kind> counters on it", "if you control at least five other Mountains" (Valakut, the
  Molten Pinnacle: "other" leaves out the Mountain that entered, so six in all), "if you
  gained [N or more] life this turn" (Resplendent Angel), "if a player lost N or more life
  this turn" (Knight of the Ebon Legion), and the trailing "draw a card if you've gained 3
  or more life this turn" (Haliya), "if an opponent controls more lands than you" (Land Tax),
  "... if an opponent has more life / cards in hand than you" (Beza): ``cards.counts.IfCount``;
- hand exile until the source leaves (CR 610.3): "target opponent reveals their hand[.] [and]
  you choose a nonland card from it. Exile that card [until ~ leaves the battlefield]."
  (Kitesail Freebooter, Tidehollow Sculler, Mesmeric Fiend: ``PARAGRAPHS``), and the linked
  "When ~ leaves the battlefield, return the exiled card to its owner's hand."
  (``linked_hand_return_line``): ``ExileFromHand(until_leaves=True)``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from deckstats.cards import effects as fx
from deckstats.cards.counts import Count, CountKind, IfCount
from deckstats.cards.dsl import Triggered
from deckstats.cards.hand_exile import ExileFromHand
from deckstats.cards.model import CardType, Color, Supertype
from deckstats.cards.oracle.groups import group_filter as team_filter
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.oracle.trigger_conditions import group_filter
from deckstats.cards.targets import NO_FILTER, Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import EntersBattlefield

Effects = tuple[fx.Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

_DISCARD = re.compile(rf"discard ({NUMBER}) cards?( at random)?")
_SACRIFICE = re.compile(r"sacrifice an? (.+)")
_RETURN = re.compile(r"return (an?|another) (.+?) you control to its owner's hand")
_EXILE = re.compile(rf"exile ({NUMBER}) cards? from your graveyard")


def _count(word: str) -> int | None:
    n = number(word)
    return n if isinstance(n, int) and n > 0 else None


def unless_action(action: str) -> fx.SacrificeUnless | None:
    """The action of "sacrifice ~ unless you <action>" (CR 118.12), or ``None``."""
    if m := _DISCARD.fullmatch(action):
        n = _count(m.group(1))
        return None if n is None else fx.SacrificeUnless(discard=n, at_random=bool(m.group(2)))
    if m := _EXILE.fullmatch(action):
        n = _count(m.group(1))
        return None if n is None else fx.SacrificeUnless(exile_from_graveyard=n)
    if m := _SACRIFICE.fullmatch(action):
        flt = group_filter(m.group(1))
        return None if flt is None or flt == NO_FILTER else fx.SacrificeUnless(sacrifice=flt)
    if m := _RETURN.fullmatch(action):
        flt = group_filter(m.group(2))
        if flt is None or flt == NO_FILTER:
            return None
        return fx.SacrificeUnless(bounce=flt, other=m.group(1) == "another")
    return None


def _sacrifice_unless(m: re.Match[str]) -> Effects | None:
    effect = unless_action(m.group(1))
    return None if effect is None else (effect,)


def _counters_each(m: re.Match[str]) -> Effects | None:
    n = _count(m.group(1))
    group = team_filter(m.group(4))
    if n is None or group is None or group[1] != Controller.YOU:
        return None
    other = bool(m.group(3))
    if group[0] == NO_FILTER and not other:
        return None  # "each creature you control": ``PutCounters`` on the Ref
    return (fx.PutCountersAll(n, m.group(2), group[0], other=other),)


_FEWER = re.compile(rf"~ has fewer than ({NUMBER}) ([+-]1/[+-]1|[a-z]+) counters on it")
_OR_MORE = re.compile(rf"~ has ({NUMBER}) or more ([+-]1/[+-]1|[a-z]+) counters on it")
_LIFE_THIS_TURN = re.compile(
    rf"(you|a player)(?:'ve| have)? (gained|lost) (?:({NUMBER}) or more )?life this turn"
)
_NOT_OWNED = re.compile(rf"you control ({NUMBER}) or more permanents you don't own")
_OPPONENT_MORE = re.compile(r"an opponent (?:controls|has) more (.+?) than you")


def _opponent_more(what: str, text: str) -> tuple[Count, int | None, int | None] | None:
    """The excess of "an opponent controls more lands / has more life / cards in hand"."""
    if what in ("life", "cards in hand"):
        kind: CountKind = "opponent_more_life" if what == "life" else "opponent_more_hand"
        return Count(kind, text=text), 1, None
    flt = group_filter(what.removesuffix("s"))
    if flt is None or flt == NO_FILTER:
        return None
    return Count("opponent_more_permanents", flt, text=text), 1, None


_OTHER_PERMANENTS = re.compile(rf"you control at least ({NUMBER}) other ([A-Z][a-z]+s)")


def _count_condition(text: str) -> tuple[Count, int | None, int | None] | None:
    """A count condition of an intervening "if" (CR 603.4) -> (count, least, most)."""
    if m := _FEWER.fullmatch(text):
        n = _count(m.group(1))
        counters = Count("counters_on_self", counter=m.group(2), text=text)
        return None if n is None else (counters, None, n - 1)
    if m := _OR_MORE.fullmatch(text):
        n = _count(m.group(1))
        counters = Count("counters_on_self", counter=m.group(2), text=text)
        return None if n is None else (counters, n, None)
    if m := _LIFE_THIS_TURN.fullmatch(text):
        n = _count(m.group(3) or "one")
        what: CountKind = "life_gained_turn" if m.group(1) == "you" else "most_life_lost_turn"
        return None if n is None else (Count(what, text=text), n, None)
    if m := _NOT_OWNED.fullmatch(text):
        n = _count(m.group(1))
        return None if n is None else (Count("permanents_not_owned", text=text), n, None)
    if m := _OPPONENT_MORE.fullmatch(text):
        return _opponent_more(m.group(1), text)
    if m := _OTHER_PERMANENTS.fullmatch(text):
        n = _count(m.group(1))
        flt = group_filter(m.group(2).removesuffix("s"))
        if n is None or flt is None or flt == NO_FILTER:
            return None
        return Count("permanents", flt, text=text), n + 1, None  # the one that entered too
    return None


def _if_count(m: re.Match[str], then: int = 2, cond: int = 1) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    condition = _count_condition(m.group(cond))
    effects = parse_effects(m.group(then)) if condition is not None else None
    if condition is None or not effects:
        return None
    return (IfCount(condition[0], condition[1], condition[2], effects),)


def _you_imperative(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    return parse_effects(m.group(1))


_UNTAP_KINDS = {
    "permanents": NO_FILTER,
    "nonland permanents": Filter(not_type=CardType.LAND),
    "lands": Filter(card_type=CardType.LAND),
    "artifacts": Filter(card_type=CardType.ARTIFACT),
}
_THEIR = {
    "creature and planeswalker": Filter(card_type=CardType.CREATURE | CardType.PLANESWALKER),
    "creature": Filter(card_type=CardType.CREATURE),
    "planeswalker": Filter(card_type=CardType.PLANESWALKER),
}


def _damage_opponents(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.counts import count_phrase

    amount: int | Count | None = None
    if m.group(1) == "X" and m.group(3):
        amount = count_phrase(m.group(3))
    elif m.group(1) != "X" and not m.group(3):
        amount = _count(m.group(1))
    if amount is None:
        return None
    return (fx.DamageOpponentsPermanents(amount, _THEIR[m.group(2)]),)


_NOT_PERMANENTS = TargetKind.PLAYER | TargetKind.SPELL | TargetKind.CARD_IN_GRAVEYARD


def _steal(phrase: str, until: bool, threaten: bool = False) -> Effects | None:
    from deckstats.cards.oracle.targets import parse_target

    spec = parse_target(phrase)
    if not isinstance(spec, Target) or spec.kinds & _NOT_PERMANENTS:
        return None
    return (fx.GainControl(spec, until, untap=threaten, haste=threaten),)


_NONPERMANENT = CardType.INSTANT | CardType.SORCERY


def _from_hand(m: re.Match[str]) -> Effects | None:
    if m.group(2):
        flt = Filter(subtypes=(m.group(2),), not_type=_NONPERMANENT)  # CR 110.4b
    else:
        flt = Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
    return (fx.PutFromHand(flt, tapped=bool(m.group(3))),)


def _graveyard_to_top(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.targets import parse_target

    spec = parse_target(m.group(1))
    if not isinstance(spec, Target) or spec.kinds != TargetKind.CARD_IN_GRAVEYARD:
        return None
    return (fx.PutInLibrary(spec),)


def _pump_per_other(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.counts import PumpPer

    if not re.fullmatch(r"[A-Z][a-z]+", m.group(4)):
        return None
    flt = Filter(subtypes=(m.group(4),), attacking=True if m.group(3) else None)
    where: CountKind = "permanents" if m.group(3) or m.group(5) else "all_permanents"
    count = Count(where, flt, text=m.group(0), other=True)
    return (PumpPer(count, int(m.group(1)), int(m.group(2)), Ref.SELF),)


def _two_tokens(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    first, second = parse_effects("create " + m.group(1)), parse_effects("create " + m.group(2))
    if not first or not second:
        return None
    if not all(isinstance(e, fx.CreateToken) for e in (*first, *second)):
        return None
    return (*first, *second)


_COLORS = {
    "white": Color.W,
    "blue": Color.U,
    "black": Color.B,
    "red": Color.R,
    "green": Color.G,
}


def _drain_devotion(color: str) -> Effects | None:
    """Gray Merchant: the life each opponent loses is X, gained back (two players)."""
    text = f"your devotion to {color}"
    devotion = Count("devotion", Filter(colors=_COLORS[color]), text=text)
    return (fx.LoseLife(devotion, Ref.EACH_OPPONENT), fx.GainLife(devotion, Ref.YOU))


def _trailing_if(m: re.Match[str]) -> Effects | None:
    return _if_count(m, then=1, cond=2)


TEMPLATES: list[tuple[str, Builder]] = [
    (
        r"create (an? [^,]+? tokens? with [a-z ]+) and (an? [^,]+? tokens? with [a-z ]+)",
        _two_tokens,
    ),
    (
        r"(?:~|it) gets \+(\d+)/\+(\d+) until end of turn for each other (attacking )?"
        r"([A-Za-z]+)( you control)?",
        _pump_per_other,
    ),
    (
        r"put an? (basic land|([A-Z][a-z]+) permanent) card from your hand onto the "
        r"battlefield( tapped)?",
        _from_hand,
    ),
    (r"put (target .+? card from your graveyard) on top of your library", _graveyard_to_top),
    (
        r"put it on (the bottom|top) of its owner's library",
        lambda m: (fx.PutInLibrary(Ref.SELF, bottom=m.group(1) == "the bottom"),),
    ),
    (
        r"gain control of (target .+?)( until end of turn)?",
        lambda m: _steal(m.group(1), bool(m.group(2))),
    ),
    (
        r"untap all (permanents|nonland permanents|lands|artifacts) you control",
        lambda m: (fx.UntapPermanents(_UNTAP_KINDS[m.group(1)]),),
    ),
    (
        rf"~ deals ({NUMBER}) damage to each opponent and each "
        r"(creature and planeswalker|creature|planeswalker) they control(?:, where X is (.+))?",
        _damage_opponents,
    ),
    (r"if (.+?), (.+)", _if_count),
    (
        r"(draw .+?|create .+?|you gain .+?) if (.+)",
        _trailing_if,
    ),
    (r"you ((?:create|mill|scry|surveil|sacrifice|untap|exile|search) .+)", _you_imperative),
    # Thalia's Lieutenant (CR 122.1)
    (
        rf"put ({NUMBER}) ([+-]\d+/[+-]\d+) counters? on each (other )?(.+? you control)",
        _counters_each,
    ),
    # Masticore, Glint Hawk, Faerie Impostor, Contamination (CR 118.12)
    (r"sacrifice (?:~|it) unless you (.+)", _sacrifice_unless),
    # Skizzik (CR 702.33d): kept only if it was kicked
    (
        r"sacrifice (?:~|it) unless it was kicked",
        lambda m: (fx.IfKicked((), (fx.Sacrifice(Ref.SELF),)),),
    ),
]


_REVEALERS = {
    "target opponent": Target(TargetKind.PLAYER, Controller.OPPONENT),
    "target player": Target(TargetKind.PLAYER),
}


def _hand_exile(m: re.Match[str]) -> Effects | None:
    """CR 701.20a, 406.3: reveal, you choose a card of the kind, it is exiled (until ...)."""
    from deckstats.cards.oracle.targets import card_filter

    flt = card_filter(m.group(2))
    if flt is None:
        return None
    return (ExileFromHand(_REVEALERS[m.group(1).lower()], flt, until_leaves=bool(m.group(3))),)


def _pump_and_untap(m: re.Match[str]) -> Effects | None:
    from deckstats.cards.oracle.effects import parse_effects

    pump = parse_effects(m.group(1))
    return None if pump is None else (*pump, fx.Untap(Ref.CREATURES_YOU_CONTROL))


#: Templates of several sentences (``oracle.paragraphs``; matched without case).
PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        r"each opponent loses X life, where X is your devotion to (white|blue|black|red|green)\. "
        r"you gain life equal to the life lost this way",
        lambda m: _drain_devotion(m.group(1).lower()),
    ),
    # Threaten (Zealous Conscripts, Act of Treason): CR 613.1b, 514.2
    (
        r"gain control of (target (?:creature|permanent|artifact or creature)) until end of "
        r"turn\. untap that (?:creature|permanent)\. it gains haste until end of turn",
        lambda m: _steal(m.group(1).lower(), True, threaten=True),
    ),
    # Jeskai Ascendancy: "those creatures" are the ones the pump named (CR 608.2c)
    (
        r"(creatures you control get \+\d+/\+\d+ until end of turn)\. untap those creatures",
        _pump_and_untap,
    ),
    (
        r"(target opponent|target player) reveals their hand(?:\. you| and you) choose an? "
        r"(.+?) card from it\. exile that card( until ~ leaves the battlefield)?",
        _hand_exile,
    ),
]

_RETURN_TO_HAND = "When ~ leaves the battlefield, return the exiled card to its owner's hand."


def linked_hand_return_line(line: str, triggers: list[Triggered]) -> bool:
    """Tidehollow Sculler's second trigger makes its first one's exile last until it leaves.

    "When ~ enters, ... Exile that card." then "When ~ leaves the battlefield, return the
    exiled card to its owner's hand." (CR 610.3, 607.2a: linked abilities) becomes the enters
    trigger with ``ExileFromHand(until_leaves=True)``. The wordings differ only if the
    source leaves before its enters trigger resolves (then the printed one exiles the card
    for good): weaker for the card's controller, never stronger.
    """
    if line != _RETURN_TO_HAND:
        return False
    for i, trig in enumerate(triggers):
        eff = trig.effect
        if (
            isinstance(trig.when, EntersBattlefield)
            and trig.when.who == Ref.SELF
            and len(eff) == 1
            and isinstance(eff[0], ExileFromHand)
            and not eff[0].until_leaves
        ):
            linked = ExileFromHand(eff[0].player, eff[0].filter, until_leaves=True)
            triggers[i] = Triggered(trig.when, (linked,), trig.optional, trig.text)
            return True
    return False


# Round 38's trigger sentences (``oracle.trigger_sentences``: Howling Mine, Ichorid, Kroxa),
# tried with these, first.
from deckstats.cards.oracle.trigger_sentences import TEMPLATES as _R38  # noqa: E402

TEMPLATES.extend(_R38)
from deckstats.cards.oracle.event_bodies import TEMPLATES as _R39  # noqa: E402

TEMPLATES.extend(_R39)  # round 39 (``oracle.event_bodies``)
from deckstats.cards.oracle.event_kinds import TEMPLATES as _R40  # noqa: E402

TEMPLATES.extend(_R40)  # round 40 (``oracle.event_kinds``)
from deckstats.cards.oracle.event_kinds import PARAGRAPHS as _R40_PARAGRAPHS  # noqa: E402

PARAGRAPHS.extend(_R40_PARAGRAPHS)
