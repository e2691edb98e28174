"""Trigger event kinds of round 40 (issue 26, trigger helper): discards, graveyard leaves.

``late_condition`` is the last fallback of ``triggered.parse_condition``:

- "you discard a card", "an opponent discards a card", "you discard one or more cards"
  (Marauding Mako): CR 701.9; cycling is a discard (CR 702.29a), so these are
  ``triggers.Cycles(or_discard=True)``, once per card discarded. A batch trigger ("one or
  more") with "that many" in its body gives the same total one card at a time:
  ``batch_body`` rewrites its "that many" as one (CR 603.2c, 608.2h).
- "a card leaves your graveyard [during your turn]" (Kishla Skimmer): CR 603.10a, a
  look-back trigger (``triggers.LeavesGraveyard``, ``during="yours"``).
- "a nontoken creature is put into your graveyard from the battlefield" (Bridge from Below,
  CR 700.4): ``triggers.Dies``; with "if ~ is in your graveyard" it works from there
  (``FromGraveyard(Dies)``, CR 113.6k; ``engine.graveyard_triggers.gy_on_dies``).
- "a token you control leaves the battlefield" (Nadier's Nightblade, CR 603.10a) and "one
  or more land cards are put into your graveyard from anywhere" once each turn (Sand Scout,
  CR 603.6a): other objects' zone changes (``engine.zone_watch``).

Each returns a list of ``cards.triggers`` values, or ``None`` (the sentence stays unparsed).

``spell_quality`` reads the spell phrases of cast triggers the first parser misses: "a
multicolored spell" (Aurora Eidolon, CR 105.2c), "a spell that's white, blue, black, or red"
(Questing Druid: any of those colours, CR 105.2), "a creature spell that has an Adventure"
(Edgewall Innkeeper, CR 715.2).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable

from deckstats.cards import triggers as tg
from deckstats.cards.counts import Count, IfCount
from deckstats.cards.effects import BottomThenDraw, Effect, GainControl, MayDo
from deckstats.cards.model import CardType, Color
from deckstats.cards.oracle.text import number
from deckstats.cards.oracle.trigger_conditions import _singular
from deckstats.cards.targets import NO_FILTER, Controller, Filter, Ref, Target, TargetKind

_PLAYERS = {"you": Ref.YOU, "an opponent": Ref.EACH_OPPONENT, "a player": Ref.EACH_PLAYER}
_DISCARD = re.compile(r"(you|an opponent|a player) discards? (a card|one or more cards)")
_LEAVES_GY = re.compile(
    r"(?:an? (?:(?P<quality>[\w ]+?) )?card leaves|(?P<batch>one or more) (?:(?P<many>[\w /]+?) )?"
    r"cards leave) (?P<whose>your|an opponent's) graveyard(?P<during> during your turn)?"
)


def _leaves_graveyard(c: str) -> list[tg.TriggerCondition] | None:
    """CR 603.10a: "a [<quality>] card leaves your graveyard [during your turn]".

    "One or more artifact and/or creature cards leave your graveyard" (Dredger's Insight,
    CR 603.2c): a batch, once per event (``LeavesGraveyard.batch``).
    """
    m = _LEAVES_GY.fullmatch(c)
    if not m:
        return None
    from deckstats.cards.oracle.targets import card_filter

    quality = m.group("quality") or m.group("many")
    if quality:
        quality = quality.replace(" and/or ", " or ").replace(" and ", " or ")
    flt = card_filter(quality) if quality else NO_FILTER
    if flt is None:
        return None
    who = Ref.YOU if m.group("whose") == "your" else Ref.EACH_OPPONENT
    during = "yours" if m.group("during") else ""
    return [tg.LeavesGraveyard(who, flt, during=during, batch=bool(m.group("batch")))]


_INTO_GY = re.compile(
    r"an? (nontoken )?(.+?) is put into (your|an opponent's) graveyard from the battlefield"
)


def _into_graveyard(c: str) -> list[tg.TriggerCondition] | None:
    """CR 700.4: a creature "is put into your / an opponent's graveyard from the battlefield".

    Bridge from Below: it dies; whose graveyard is its owner's (CR 400.3).
    """
    m = _INTO_GY.fullmatch(c)
    if not m:
        return None
    from deckstats.cards.oracle.trigger_conditions import group_filter

    flt = group_filter(m.group(2))
    if flt is None:
        return None
    who = Ref.YOU if m.group(3) == "your" else Ref.EACH_OPPONENT
    return [tg.Dies(who, flt, nontoken=bool(m.group(1)))]


_LEAVES = re.compile(r"an? (.+?) you control leaves the battlefield")
_ANYWHERE = re.compile(
    r"(?:an? (?P<one>[\w ]+?) card is|one or more (?P<more>[\w ]+?) cards are) put into your "
    r"graveyard from anywhere"
)


def _leaves(c: str) -> list[tg.TriggerCondition] | None:
    """CR 603.6c, 603.10a: "a token / <group> you control leaves the battlefield"."""
    m = _LEAVES.fullmatch(c)
    if not m:
        return None
    from deckstats.cards.oracle.trigger_conditions import group_filter

    flt = Filter(token=True) if m.group(1) == "token" else group_filter(m.group(1))
    return None if flt is None else [tg.LeavesBattlefield(Ref.YOU, flt)]


def _to_graveyard(c: str, once: bool) -> list[tg.TriggerCondition] | None:
    """CR 603.6a: "a land card is put into your graveyard from anywhere" (once per card).

    "One or more ... cards are" (a batch) reads the same only when the ability triggers
    once each turn (Sand Scout): the first card of a batch is then the batch.
    """
    m = _ANYWHERE.fullmatch(c)
    if not m or (m.group("more") and not once):
        return None
    from deckstats.cards.oracle.targets import card_filter

    quality = m.group("one") or m.group("more")
    flt = card_filter(quality)
    return None if flt is None else [tg.PutIntoGraveyard(Ref.YOU, filter=flt)]


_ACTIVATES = re.compile(
    r"(you|an opponent|a player) activates? an ability(?: of an? (.+?))? that isn't a mana ability"
)


def _activates(c: str) -> list[tg.TriggerCondition] | None:
    """CR 602.2: "an opponent activates an ability of a <quality> that isn't a mana ability".

    Harsh Mentor ("of an artifact, creature, or land"): ``triggers.Activates``.
    """
    m = _ACTIVATES.fullmatch(c)
    if not m:
        return None
    flt = NO_FILTER
    if m.group(2):
        from deckstats.cards.oracle.targets import card_filter

        got = card_filter(m.group(2))
        if got is None:
            return None
        flt = got
    return [tg.Activates(_PLAYERS[m.group(1)], flt)]


_CAST_STATE = re.compile(
    r"(?P<cast>.+? spell)(?: that has the same name as a card in your graveyard"
    r"| while ~ has (?P<n>\w+) or more (?P<kind>[a-z]+) counters on it)"
)


def _cast_state(c: str) -> list[tg.TriggerCondition] | None:
    """Pyromancer Ascension's cast triggers (CR 201.2, 122.1; checked as the spell is cast).

    "... that has the same name as a card in your graveyard"; "... while ~ has two or more
    quest counters on it".
    """
    m = _CAST_STATE.fullmatch(c)
    if not m:
        return None
    from deckstats.cards.oracle.triggered import parse_condition

    inner = parse_condition(m.group("cast")) or []
    casts = [w for w in inner if isinstance(w, tg.CastSpell)]
    if not casts or len(casts) != len(inner):
        return None
    out: list[tg.TriggerCondition] = []
    if m.group("n") is None:
        out.extend(dataclasses.replace(w, name_in_graveyard=True) for w in casts)
        return out
    n = number(m.group("n"))
    if not isinstance(n, int):
        return None
    kind = m.group("kind")
    out.extend(dataclasses.replace(w, counters_kind=kind, counters_at_least=n) for w in casts)
    return out


def once_late_condition(c: str) -> list[tg.TriggerCondition] | None:
    """A condition of a trigger that "triggers only once each turn" (CR 603.2), or ``None``."""
    return _to_graveyard(c, once=True)


def late_condition(c: str) -> list[tg.TriggerCondition] | None:
    """The condition families of this module (see the module docstring), or ``None``."""
    m = _DISCARD.fullmatch(c)
    if m:  # CR 701.9, 702.29a: any discard, cycling included, once per card
        return [tg.Cycles(_PLAYERS[m.group(1)], or_discard=True)]
    if BATCH_DAMAGE.fullmatch(c):  # CR 510.3a: per creature (``batch_body``: a status only)
        creatures = Filter(card_type=CardType.CREATURE)
        return [tg.DealsCombatDamageToPlayer(Ref.CREATURES_YOU_CONTROL, creatures)]
    if c == "one or more cards are put into exile from your library and/or your graveyard":
        return [tg.ExiledFromLibraryOrGraveyard(Ref.YOU)]  # CR 603.2c: Laelia (a batch)
    return (
        _leaves_graveyard(c)
        or _into_graveyard(c)
        or _leaves(c)
        or _to_graveyard(c, once=False)
        or _activates(c)
        or _cast_state(c)
    )


_THAT_MANY = re.compile(r"\bthat many ([+-]1/[+-]1|[a-z]+) counters\b")
#: "one or more creatures you control deal combat damage to one or more players [this turn]"
#: (Forth Eorlingas!): read once per creature, which is the same only for an effect that
#: gives a status (CR 724, 725: the monarch, the initiative): ``batch_body`` checks it.
BATCH_DAMAGE = re.compile(
    r"one or more creatures you control deal combat damage to (?:a player|one or more players)"
)
_IDEMPOTENT = ("you become the monarch.", "you take the initiative.")


def batch_body(cond: str, body: str) -> str | None:
    """A per-card reading of "one or more cards" with "that many": one each time (CR 603.2c).

    Marauding Mako: "Whenever you discard one or more cards, put that many +1/+1 counters
    on ~" triggers once per card discarded (``late_condition``), one counter each time.
    ``None`` for a batch trigger whose body is not "that many" counters: once per card
    would do it more often than once per batch (a partial card never gains power).
    """
    if BATCH_DAMAGE.fullmatch(cond.removesuffix(" this turn")):
        return body if body in _IDEMPOTENT else None
    if not _DISCARD.fullmatch(cond) or "one or more" not in cond:
        return body
    if not _THAT_MANY.search(body):
        return None
    return _THAT_MANY.sub(lambda m: f"a {m.group(1)} counter", body)


_COLOURS = {"white": Color.W, "blue": Color.U, "black": Color.B, "red": Color.R, "green": Color.G}
_THATS = re.compile(
    r"a spell that's ((?:(?:white|blue|black|red|green),? )*or (?:white|blue|black|red|green))"
)


def spell_quality(phrase: str, spells: Callable[[str], Filter | None]) -> Filter | None:
    """The spell phrases of the module docstring -> a filter (``spells``: the base phrase's)."""
    if phrase == "a multicolored spell":
        return Filter(multicolored=True)
    m = _THATS.fullmatch(phrase)
    if m:
        colours = Color(0)
        for word in re.findall(r"[a-z]+", m.group(1)):
            colours |= _COLOURS.get(word, Color(0))
        return Filter(colors=colours)
    m = re.fullmatch(r"(an? .+? spell) that has an Adventure", phrase)
    base = spells(m.group(1)) if m else None
    return None if base is None else dataclasses.replace(base, adventure=True)


def _conjugated(verb: str) -> str:
    """The third person of an effect's verb: "draw" -> "draws", "search" -> "searches"."""
    if verb == "have":
        return "has"
    return verb + "es" if verb.endswith(("s", "sh", "ch", "x")) else verb + "s"


def _that_player_may(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Fecundity: "that player may draw a card": that player decides (CR 603.5, 608.2d)."""
    from deckstats.cards.oracle.effects import parse_effects

    inner = parse_effects(f"that player {_conjugated(m.group(1))}{m.group(2)}")
    return (MayDo(tuple(inner), who=Ref.TARGET_CONTROLLER),) if inner else None


def _gives_itself(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Goblin Cadets: "target opponent gains control of it" (CR 613.1b: a layer 2 effect)."""
    controller = Controller.OPPONENT if m.group(1) == "opponent" else Controller.ANY
    return (GainControl(Ref.SELF, to=Target(TargetKind.PLAYER, controller)),)


def _if_counters_on_self(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Decree of Silence: "if there are three or more depletion counters on ~, sacrifice it".

    CR 608.2c, 122.1: the source's counters of that kind, read on resolution; "it" is ~.
    """
    from deckstats.cards.oracle.effects import parse_effects

    n = number(m.group(1) or m.group(3))
    then = parse_effects(re.sub(r"\bit\b", "~", m.group(5)))
    if not isinstance(n, int) or not then:
        return None
    kind = m.group(2) or m.group(4)
    count = Count("counters_on_self", counter=kind, text=f"{kind} counters on ~")
    return (IfCount(count, n, None, tuple(then)),)


def _only_card(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Nether Spirit: "if ~ is the only creature card in your graveyard, <effect>".

    CR 603.4, 608.2c: a graveyard trigger's source is in that graveyard (CR 113.6k), so it
    is the only such card when there is at most one; read on resolution.
    """
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.targets import card_filter

    flt = card_filter(m.group(1))
    then = parse_effects(m.group(2))
    if flt is None or not then:
        return None
    count = Count("graveyard", flt, text=f"{m.group(1)} cards in your graveyard")
    return (IfCount(count, None, 1, tuple(then)),)


def _different_names(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Field of the Dead: "if you control seven or more lands with different names, ...".

    CR 201.2, 603.4: the different names among those permanents, read on resolution.
    """
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.trigger_conditions import group_filter

    n = number(m.group(1))
    flt = group_filter(_singular(m.group(2)))
    then = parse_effects(m.group(3))
    if not isinstance(n, int) or flt is None or flt == NO_FILTER or not then:
        return None
    text = f"{m.group(2)} you control with different names"
    return (IfCount(Count("distinct_names", flt, text=text), n, None, tuple(then)),)


def _most_life_gains_control(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Wild Dogs: "... the player with the most life gains control of ~" (CR 613.1b).

    With two players: the opponent, when they have more life than its controller (the
    controller otherwise keeps it).
    """
    more = Count("opponent_more_life", text="an opponent has more life than you")
    return (IfCount(more, 1, None, (GainControl(Ref.SELF, to=Ref.EACH_OPPONENT),)),)


def _hand_to_bottom(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Teferi's Puzzle Box: the whole hand to the bottom, then as many cards drawn (CR 401.4)."""
    return (BottomThenDraw(0, whole_hand=True, player=Ref.TARGET_CONTROLLER),)


def _unless_entered(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Moon-Circuit Hacker: "<effect> unless ~ entered this turn" (CR 608.2c)."""
    from deckstats.cards.effects_trig40 import UnlessSourceEnteredThisTurn
    from deckstats.cards.oracle.effects import parse_effects

    inner = parse_effects(m.group(1))
    return (UnlessSourceEnteredThisTurn(tuple(inner)),) if inner else None


def _that_creature_deals(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Scourge of Valkas: "that creature deals X damage to any target" (CR 120.3)."""
    from deckstats.cards.effects import DealDamage
    from deckstats.cards.effects_trig40 import DamageFrom
    from deckstats.cards.oracle.effects import parse_effects

    got = parse_effects(f"~ deals {m.group(1)}")
    if not got or len(got) != 1 or not isinstance(got[0], DealDamage):
        return None
    return (DamageFrom(got[0].amount, got[0].to),)


_KIND = r"([+-]1/[+-]1|[a-z]+)"


def _impulse_if(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Rundvelt Hordemaster: "... If it's a <quality> card, you may cast that card ...".

    "Exile the top card of your library. If it's a Goblin creature card, you may cast that
    card until the end of your next turn." (CR 601.2: cast from exile.)
    """
    from deckstats.cards.effects import ExileTopPlayable
    from deckstats.cards.oracle.targets import card_filter

    flt = card_filter(m.group(1))
    if flt is None:
        return None
    play = m.group(2) == "play"
    return (ExileTopPlayable(1, next_turn=True, cast_only=not play, filter=flt),)


_REFS = {
    "equipped creature": Ref.ENCHANTED_OR_EQUIPPED,
    "enchanted creature": Ref.ENCHANTED_OR_EQUIPPED,
}


def _if_object_is(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Blade of the Bloodchief: "<effect>. If equipped creature is a Vampire, <more> instead"."""
    from deckstats.cards.effects_trig40 import IfObjectIs
    from deckstats.cards.oracle.effects import parse_effects
    from deckstats.cards.oracle.trigger_conditions import group_filter

    words = m.group(2).lower()
    base = parse_effects(m.group(1))
    more = parse_effects(re.sub(r"\bit\b", words, m.group(4)))
    flt = group_filter(m.group(3))
    if not base or not more or flt is None or flt == NO_FILTER:
        return None
    if any(isinstance(v, Target) for e in (*base, *more) for v in vars_of(e)):
        return None  # the branches share no target (none of their own)
    return (IfObjectIs(_REFS[words], flt, tuple(more), tuple(base)),)


def vars_of(e: Effect) -> list[object]:
    """The field values of an effect (a frozen dataclass)."""
    return [getattr(e, f.name) for f in dataclasses.fields(e)]


def _mana_per_counter(m: re.Match[str]) -> tuple[Effect, ...] | None:
    """Coalition Relic: its charge counters removed, one mana of any color for each."""
    from deckstats.cards.effects_trig40 import ManaPerRemovedCounter

    return (ManaPerRemovedCounter(m.group(1)),)


#: Paragraph templates (several sentences), tried by ``oracle.paragraphs`` (through
#: ``oracle.trigger_effects``).
PARAGRAPHS: list[tuple[str, Callable[[re.Match[str]], tuple[Effect, ...] | None]]] = [
    (
        r"exile the top card of your library\. if it's an? ([\w ]+?) card, you may (cast|play) "
        r"that card until the end of your next turn",
        _impulse_if,
    ),
    (
        r"(put an? [^.]+? on (?:equipped|enchanted) creature)\. if (equipped creature|enchanted "
        r"creature) is an? ([\w ]+?), ([^.]+?) instead",
        _if_object_is,
    ),
    (
        r"remove all ([a-z]+) counters from ~\. add one mana of any color for each \1 counter "
        r"removed this way",
        _mana_per_counter,
    ),
]

#: Sentence templates, tried by ``oracle.effects`` (through ``oracle.trigger_effects``).
TEMPLATES: list[tuple[str, Callable[[re.Match[str]], tuple[Effect, ...] | None]]] = [
    (r"that player may ([a-z]+)(| .+)", _that_player_may),
    (r"target (opponent|player) gains control of (?:it|~)", _gives_itself),
    (
        rf"if (?:there are (\w+) or more {_KIND} counters on ~|~ has (\w+) or more {_KIND} "
        r"counters on it), (.+)",
        _if_counters_on_self,
    ),
    (r"if ~ is the only ([a-z ]+?) card in your graveyard, (.+)", _only_card),
    (r"(.+) unless ~ entered(?: the battlefield)? this turn", _unless_entered),
    (r"that creature deals ((?:X|\d+) damage to .+)", _that_creature_deals),
    (
        r"if a player has more life than each other player, the player with the most life "
        r"gains control of ~",
        _most_life_gains_control,
    ),
    (
        r"that player puts the cards in their hand on the bottom of their library in any "
        r"order, then draws that many cards",
        _hand_to_bottom,
    ),
    (r"if you control (\w+) or more ([a-z]+) with different names, (.+)", _different_names),
]

__all__ = [
    "PARAGRAPHS",
    "TEMPLATES",
    "batch_body",
    "late_condition",
    "once_late_condition",
    "spell_quality",
]
