"""Library moves of the metagame's long tail, round 38 (issue 26, helper ``zones``).

``TEMPLATES`` are appended to the sentence templates of ``oracle/effects.py``;
``PARAGRAPHS`` (several sentences) to ``oracle/paragraphs.py``'s. The card words ("a basic
land card", "an instant or sorcery card", "a creature card with mana value 2 or less") are
``oracle.digs.dig_filter``'s.

- "Target player reveals cards from the top of their library until they reveal a land
  card, then puts those cards into their graveyard." (Balustrade Spy, Undercity
  Informer): ``RevealUntil`` with the hit into the graveyard too (CR 701.20a);
- "Reveal cards from the top of your library until you reveal a basic land card. Put that
  card into your hand and all other cards revealed this way into your graveyard." (Hermit
  Druid), "... and the rest on the bottom of your library in a random order." (Page, Loose
  Leaf), "Put that card onto the battlefield and the rest on the bottom of your library in
  any order." (Recross the Paths): ``RevealUntil``;
- "Mill four cards. You may put a permanent card from among the cards milled this way into
  your hand." (Malevolent Rumble, Dredger's Insight), "Mill three cards. You may return a
  creature card with mana value 2 or less from among them to the battlefield." (Tyvar,
  Jubilant Brawler): ``MillTake`` (CR 701.17).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from deckstats.cards import effects as fx
from deckstats.cards import effects_library as lx
from deckstats.cards.effects_act import SearchByCount
from deckstats.cards.model import CardType, Supertype
from deckstats.cards.oracle import hand_lines as _hand
from deckstats.cards.oracle.counts import count_phrase, each_phrase
from deckstats.cards.oracle.digs import dig_filter
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import Controller, Filter, Ref, Target, TargetKind

Effects = tuple[fx.Effect, ...]
Builder = Callable[[re.Match[str]], Effects | None]

_PLAYERS = _hand.PLAYERS
_WHO = r"(|target player |target opponent |each player |each opponent )"
#: Where "that card" goes, and where the rest go.
_FOUND = {"into your hand": "hand", "onto the battlefield": "battlefield"}
_REST = r"(on the bottom of your library(?: in a random order| in any order)?|into your graveyard)"


def _until_graveyard(m: re.Match[str]) -> Effects | None:
    flt = dig_filter(m[2])
    if flt is None:
        return None
    return (lx.RevealUntil(flt, _PLAYERS[m[1].strip()], found_to="graveyard", rest_to="graveyard"),)


def _until_put(m: re.Match[str]) -> Effects | None:
    flt = dig_filter(m[1])
    if flt is None:
        return None
    rest = "graveyard" if "graveyard" in m[3] else "bottom"
    return (lx.RevealUntil(flt, found_to=_FOUND[m[2]], rest_to=rest),)  # type: ignore[arg-type]


def _mill_take(m: re.Match[str]) -> Effects | None:
    count = number(m[1])
    flt = dig_filter(m[4] + m[5])
    take = 1 if m[3] in ("a", "an") else number(m[3].removeprefix("up to "))
    if not isinstance(count, int) or not isinstance(take, int) or flt is None:
        return None
    optional = bool(m[2]) or m[3].startswith("up to ")
    to_battlefield = "battlefield" in m[6]
    return (lx.MillTake(count, flt, optional, take, to_battlefield),)


_NOT_BASIC = Filter(not_supertypes=Supertype.BASIC)  # "other than a basic land card"
_SHUFFLES = r"\. (?:then )?that player shuffles(?: their library)?"


def _surgical(m: re.Match[str]) -> Effects | None:
    flt = _NOT_BASIC if m[2] else Filter()
    if m[1]:
        kind = dig_filter(m[1].strip())
        if kind is None:
            return None
        flt = replace(kind, not_supertypes=flt.not_supertypes)
    return (lx.ExileNamed(Target(TargetKind.CARD_IN_GRAVEYARD, filter=flt)),)


def _lobotomy(m: re.Match[str]) -> Effects | None:
    flt = _NOT_BASIC if m[3] else Filter()
    return (lx.ExileNamed(_PLAYERS[m[1]], "hand", flt),)


def _echoes(m: re.Match[str]) -> Effects | None:
    flt = _NOT_BASIC if m[2] else Filter()
    return (lx.ExileNamed(_PLAYERS[m[1]], "graveyard", flt),)


_CONTROLLERS = {
    "": Controller.ANY,
    " an opponent controls": Controller.OPPONENT,
    " you don't control": Controller.OPPONENT,
}


def _bounce_spell_or_permanent(m: re.Match[str]) -> Effects | None:
    """Sink into Stupor, Venser: a spell goes to its owner's hand too (``engine`` Bounce)."""
    flt = Filter(not_type=CardType.LAND) if m[1] else Filter()
    kinds = TargetKind.SPELL | TargetKind.PERMANENT
    return (fx.Bounce(Target(kinds, _CONTROLLERS[m[2]], flt)),)


def _mana_count(m: re.Match[str]) -> Effects | None:
    """A spell's "Add {B} for each creature card in your graveyard" (not permanents')."""
    count = each_phrase(m[2])
    if count is None or count.what not in _CARD_COUNTS:
        return None
    return (lx.AddManaCount(m[1], count),)


_CARD_COUNTS = ("graveyard", "all_graveyards", "hand", "exile")


def _delayed_after(m: re.Match[str]) -> Effects | None:
    """Ideas Unbound: "Discard three cards at the beginning of the next end step" (CR 603.7)."""
    from deckstats.cards.oracle.effects import parse_effects

    got = parse_effects(m[1])
    if not got:
        return None
    when = m[2]
    step = "upkeep" if when.endswith("upkeep") else "end step"
    return (fx.DelayedTrigger(step, when.startswith("your"), got),)


def _bounded(what: str, rest: str, bound: str) -> Effects | None:
    """The search of ``what`` with ``rest`` ("put it into your hand"), bounded by a count."""
    from deckstats.cards.oracle.effects import parse_effects

    count = count_phrase(bound)
    got = parse_effects(f"search your library for {what}, {rest}, then shuffle")
    if count is None or not got or len(got) != 1 or not isinstance(got[0], fx.SearchLibrary):
        return None
    if got[0].filter.max_mana_value is not None or got[0].count != 1:
        return None
    return (SearchByCount(got[0], count, or_less=True),)


_SACRIFICE_SEARCH = re.compile(
    r"Search your library for (an? [\w ,]*?card) with mana value X or less, where X is (\d+) "
    r"plus (the sacrificed \w+'s mana value)\. Put that card (onto the battlefield|into your "
    r"hand), then shuffle\.( Exile ~\.)?"
)


def search_line(line: str, spell: list[fx.Effect]) -> bool:
    """Eldritch Evolution's line: a search bounded by N plus a sacrificed mana value.

    CR 701.23, 608.2h; then "Exile ~." (CR 608.2n, as ``abilities._sentences`` reads it).
    """
    m = _SACRIFICE_SEARCH.fullmatch(line)
    got = None if m is None else _bounded(m[1], f"put it {m[4]}", m[3])
    if m is None or not got or not isinstance(got[0], SearchByCount):
        return False
    count = got[0].count
    spell.append(replace(got[0], count=replace(count, plus=count.plus + int(m[2]))))
    if m[5]:
        spell.append(fx.Exile(Ref.SELF))
    return True


def _search_split(m: re.Match[str]) -> Effects | None:
    flt = dig_filter(m[1])
    return None if flt is None else (lx.SearchSplit(flt),)


#: "any number of target spells": at most this many (more never wait on a simulated stack).
ANY_NUMBER = 8


def _if_at_most(m: re.Match[str]) -> Effects | None:
    """The target checked against a count: "Destroy target ... if its toughness is ..."."""
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.follow_ups import _targets

    then = parse_effects(m[1])
    count = count_phrase(m[3])
    if not then or count is None or len(_targets(then)) != 1:
        return None
    return (lx.IfTargetAtMost(then, m[2], count),)  # type: ignore[arg-type]


def _that_creature_mv(m: re.Match[str]) -> Effects | None:
    """Lay Down Arms: "If that creature's mana value is 3 or less, <effect>" (CR 608.2h)."""
    from deckstats.cards.oracle.target_checks import _if_mana_value

    return _if_mana_value(m)


TEMPLATES: list[tuple[str, Builder]] = [
    (
        r"((?:destroy|exile|return) target [\w ,]+?) if its (power|toughness|mana value) is "
        r"less than or equal to (the number of [\w ,'~]+)",
        _if_at_most,
    ),
    (r"if that creature's mana value is (\d+) or (less|greater), (.+)", _that_creature_mv),
    (
        # Mindbreak Trap (CR 406.3, 115.1): exiled spells are not countered
        r"exile any number of target spells",
        lambda m: (fx.Exile(Target(TargetKind.SPELL, count=ANY_NUMBER, up_to=True)),),
    ),
    (
        # Beseech the Queen (CR 701.23, 608.2h)
        r"search your library for (an? [\w ,]*?card) with mana value less than or equal to "
        r"(the number of [\w ,']+?), (.+?), then shuffle",
        lambda m: _bounded(m[1], m[3], m[2]),
    ),
    (
        r"search your library for up to two ([\w ]+?) cards, reveal those cards, put one onto "
        r"the battlefield tapped and the other into your hand, then shuffle",
        _search_split,
    ),
    (
        # the effect first: the player's own actions only ("it" would name another object)
        r"((?:discard|draw|you lose|you gain|you draw|you discard) [\w ]+?) at the beginning of "
        r"(your next upkeep|the next end step)",
        _delayed_after,
    ),
    (r"add \{([WUBRGC])\} for each (.+)", _mana_count),
    (
        r"return target spell or (nonland )?permanent( an opponent controls| you don't control)?"
        r" to its owner's hand",
        _bounce_spell_or_permanent,
    ),
    (
        rf"{_WHO}reveals? cards from the top of (?:their|your) library until (?:they|you) "
        r"reveal an? ([\w ,/-]+?) card, then puts? (?:those cards|all cards revealed this way) "
        r"into (?:their|your) graveyard",
        _until_graveyard,
    ),
]


def _dig_back_on_top(m: re.Match[str]) -> Effects | None:
    look = number(m[1])
    flt = dig_filter(m[2])
    return None if not isinstance(look, int) or flt is None else (fx.Dig(look, 1, flt, "top"),)


def _grant_flashback(m: re.Match[str]) -> Effects | None:
    """Recoup: "Target sorcery card in your graveyard gains flashback ..." (CR 702.34a)."""
    flt = dig_filter(m[2])
    if flt is None:
        return None
    spec = Target(TargetKind.CARD_IN_GRAVEYARD, Controller.YOU, flt, up_to=bool(m[1]))
    return (fx.GrantFlashback(spec),)


def _dig_back(words: str, cond: str | None) -> Effects | None:
    """Gutless Plunderer's look (CR 401.3), under its raid condition if any (CR 603.4)."""
    from deckstats.cards.oracle.effects import _CONDITIONS

    look = number(words)
    if not isinstance(look, int):
        return None
    dig = (lx.DigOne(look, to="top", rest_to="graveyard"),)
    if cond is None:
        return dig
    condition = _CONDITIONS.get(cond)
    return None if condition is None else (fx.Conditional(condition, dig),)


def _dig_one(m: re.Match[str]) -> Effects | None:
    look = number(m["look"])
    flt = dig_filter(m["kind"])
    if not isinstance(look, int) or flt is None:
        return None
    bonus = (0, 0)
    if m["counters"]:
        got = number(m["counters"])
        if not isinstance(got, int):
            return None
        bonus = (got, int(m["mv"]))
    rest = "graveyard" if "graveyard" in m["rest"] else "bottom"
    return (
        lx.DigOne(look, flt, "battlefield", bool(m["tapped"]), bool(m["else"]), *bonus, rest),  # type: ignore[arg-type]
    )


PARAGRAPHS: list[tuple[str, Builder]] = [
    (
        # Infernal Tutor (CR 701.23, 201.2)
        r"reveal a card from your hand\. search your library for a card with the same name as "
        r"that card, reveal it, put it into your hand, then shuffle",
        lambda m: (lx.SearchSameName(),),
    ),
    (
        # Planar Genesis, Turntimber Symbiosis (CR 401.3, 110.2, 614.1c)
        rf"look at the top (?P<look>{NUMBER}) cards of your library\. you may put an? "
        r"(?P<kind>[\w ,/-]+?) card from among them onto the battlefield(?P<tapped> tapped)?\. "
        r"(?:(?P<else>if you don't, put a card from among them into your hand\. )|if that card "
        r"has mana value (?P<mv>\d+) or less, it enters with (?P<counters>\w+) additional "
        r"\+1/\+1 counters on it\. )?put the rest (?P<rest>on the bottom of your library in a "
        r"random order|into your graveyard)",
        _dig_one,
    ),
    (
        # Gutless Plunderer (CR 401.3)
        rf"(?:if ([\w ]+), )?look at the top ({NUMBER}) cards of your library\. you may put one "
        r"of (?:those cards|them) back on top of your library\. put the rest into your graveyard",
        lambda m: _dig_back(m[2], m[1]),
    ),
    (
        r"(up to one )?target ([\w ,/-]+?) card in your graveyard gains flashback until end of "
        r"turn\. the flashback cost is equal to (?:its|that card's|the card's) mana cost",
        _grant_flashback,
    ),
    (
        rf"look at the top ({NUMBER}) cards of your library\. you may reveal an? ([\w ,/-]+?) "
        r"card from among them and put it into your hand\. put the rest back on top of your "
        r"library in any order",
        _dig_back_on_top,
    ),
    (
        r"choose target ((?:\w+ )?)card (?:in|from) a graveyard( other than a basic land card)?\. "
        r"search its owner's graveyard, hand, and library for (?:any number of|all) cards with "
        rf"the same name as that card and exile them{_SHUFFLES}",
        _surgical,
    ),
    (
        r"(target player|target opponent) reveals (?:their|his or her) hand(,|\.) (?:then )?you "
        r"choose a (card other than a basic land card|nonland card|card) from it\. search that "
        r"player's graveyard, hand, and library for all cards with the same name as the chosen "
        rf"card and exile them{_SHUFFLES}",
        _lobotomy,
    ),
    (
        r"exile all cards from (target player|target opponent)'s graveyard( other than basic "
        r"land cards)?\. for each card exiled this way, search that player's library for all "
        rf"cards with the same name as that card and exile them{_SHUFFLES}",
        _echoes,
    ),
    (
        r"reveal cards from the top of your library until you reveal an? ([\w ,/-]+?) card\. "
        r"put that card (into your hand|onto the battlefield) and (?:the rest|all other cards "
        rf"revealed this way) {_REST}",
        _until_put,
    ),
    (
        rf"mill ({NUMBER}) cards\. (?:then )?(you may )?(?:put|return) (an?|up to \w+) "
        r"([\w ,/-]+?) cards?((?: with (?:mana value|power) \d+ or less)?) from among (?:the "
        r"cards milled this way|the milled cards|them) (into your hand|onto the battlefield"
        r"|to the battlefield)",
        _mill_take,
    ),
]

# Hand moves (``oracle.hand_lines``: Fire Prophecy, Blackmail, Windfall, Gerrard's Verdict).
TEMPLATES.extend(_hand.TEMPLATES)
PARAGRAPHS.extend(_hand.PARAGRAPHS)

# By a chosen name, and clash (``oracle.named_lines``: Spoils of the Vault, Unmoored Ego,
# Recross the Paths), round 40.
from deckstats.cards.oracle.named_lines import PARAGRAPHS as _NAMED_PARAGRAPHS  # noqa: E402

PARAGRAPHS.extend(_NAMED_PARAGRAPHS)
