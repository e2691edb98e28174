"""More trigger conditions (CR 603) of Oracle text: zone changes, cycling, sacrifice, attacks.

``more_condition`` is the fallback of ``triggered.parse_condition``: it reads the
parameterised families that text of the metagame prints and the first parser does not:

- "~ is put into a graveyard from the battlefield" and "a <group> you control is put into a
  graveyard from the battlefield" (CR 700.4: the same event as "dies", for any permanent);
- "~ or another <group> [you control] enters / dies" (the source and every other object of
  the group, CR 603.6a, 603.10a) and "another <group> you control dies";
- "equipped / enchanted creature dies" (CR 603.10a: looks back at what it was attached to);
- "you cycle ~", "you cycle another card", "a player cycles a card", "you cycle or discard
  another card" (CR 702.29c-d);
- "you sacrifice a <group>", "you sacrifice another <group>", "a player sacrifices a
  <group>" (CR 701.21);
- "~ enters untapped" (Gingerbread Cabin, Dwarven Mine: CR 603.6a, checked as it enters);
- "you attack" and "you attack with <N> or more creatures" (CR 508.3d: once per combat,
  as attackers are declared);
- "<a cast condition> during your / an opponent's turn" (``CastSpell.during``);
- "~ blocks", "~ becomes blocked", "~ blocks or becomes blocked", "~ attacks or blocks"
  (CR 509.1: as blockers are declared).

Each returns a list of ``cards.triggers`` values, or ``None`` (not this shape: the
sentence stays unparsed).
"""

from __future__ import annotations

import dataclasses
import re

from deckstats.cards import triggers as tg
from deckstats.cards.effects import (
    Bounce,
    Effect,
    Exile,
    MayDo,
    Modal,
    OptionalCost,
    PutInLibrary,
    Reanimate,
    RevealTopMayTake,
)
from deckstats.cards.effects_riders import FreshModal
from deckstats.cards.model import CardType
from deckstats.cards.oracle.text import NUMBER, number
from deckstats.cards.targets import NO_FILTER, Filter, Ref

_GY = "is put into a graveyard from the battlefield"


def group_filter(words: str) -> Filter | None:
    """An object group of a trigger ("colorless creature", "Spirit", "Clue") -> a filter.

    Also "artifact with mana value 3 or greater" and "creature or planeswalker". ``None``
    when the words name nothing the filter vocabulary can say (a plain "permanent" is
    ``NO_FILTER``).
    """
    from deckstats.cards.oracle.targets import card_filter

    if words == "permanent":
        return NO_FILTER
    mv = re.fullmatch(r"(.+) with mana value (\d+) or (greater|less)", words)
    if mv:
        base = group_filter(mv.group(1))
        if base is None or base == NO_FILTER:
            return None
        n = int(mv.group(2))
        if mv.group(3) == "greater":
            return dataclasses.replace(base, min_mana_value=n)
        return dataclasses.replace(base, max_mana_value=n)
    pt = re.fullmatch(r"(\d+)/(\d+) (.+)", words)
    if pt:
        return None  # "a 1/1 creature": exact power and toughness are not in the vocabulary
    m = re.fullmatch(r"([A-Z][a-z]+)(?: or ([A-Z][a-z]+))?(?: creature)?", words)
    if m:
        return Filter(subtypes=tuple(g for g in m.groups() if g))
    if re.fullmatch(r"creature or planeswalker", words):
        return Filter(card_type=CardType.CREATURE | CardType.PLANESWALKER)
    flt = card_filter(words)
    if flt is None or not (flt.card_type or flt.subtypes):
        return None
    return flt


def _zone_change(c: str) -> list[tg.TriggerCondition] | None:
    """CR 700.4: "is put into a graveyard from the battlefield" is the "dies" event."""
    if c == f"~ {_GY}":
        return [tg.Dies()]
    if c == f"~ enters or {_GY}":
        return [tg.EntersBattlefield(), tg.Dies()]
    m = re.fullmatch(rf"an? (.+?) you control {_GY}", c)
    if m:
        flt = group_filter(m.group(1))
        return None if flt is None else [tg.Dies(Ref.YOU, flt)]
    return None


_WHOSE = {" you control": Ref.YOU, "": Ref.EACH_PLAYER}


def _self_or_another(c: str) -> list[tg.TriggerCondition] | None:
    """The "~ or another <group> [you control] enters/dies" family and "another ... dies"."""
    m = re.fullmatch(r"~ or another (nontoken )?(.+?)( you control)? (enters|dies)", c)
    if m and not (m.group(1) and m.group(4) == "enters"):
        flt = group_filter(m.group(2))
        if flt is None:
            return None
        whose = _WHOSE[m.group(3) or ""]
        if m.group(4) == "enters":
            return [tg.EntersBattlefield(), tg.EntersBattlefield(whose, flt, other=True)]
        return [tg.Dies(), tg.Dies(whose, flt, other=True, nontoken=bool(m.group(1)))]
    m = re.fullmatch(r"(?:a|another) nontoken (.+?) you control dies", c)
    if m:
        flt = group_filter(m.group(1))  # CR 111.1: a token is not a card
        other = c.startswith("another")
        return None if flt is None else [tg.Dies(Ref.YOU, flt, other=other, nontoken=True)]
    m = re.fullmatch(r"another (.+?) you control( with .+?)? (dies|enters)", c)
    if m:
        flt = group_filter(m.group(1) + (m.group(2) or ""))
        if flt is None:
            return None
        if m.group(3) == "enters":
            return [tg.EntersBattlefield(Ref.YOU, flt, other=True)]
        return [tg.Dies(Ref.YOU, flt, other=True)]
    m = re.fullmatch(r"an? (non-[A-Z][a-z]+ creature) you control dies", c)
    if m:  # "a non-Angel creature you control dies" (Archangel Avacyn; CR 700.4)
        flt = group_filter(m.group(1))
        return None if flt is None else [tg.Dies(Ref.YOU, flt)]
    if c in ("equipped creature dies", "enchanted creature dies"):
        return [tg.Dies(Ref.ENCHANTED_OR_EQUIPPED)]  # CR 603.10a: looks back in time
    m = re.fullmatch(r"one or more (other )?(\w+)( .+?)? you control die", c)
    if m:  # CR 603.2c: one event, one trigger, however many die together (Ajani)
        noun = m.group(2) if m.group(2) in ("nontoken",) else _singular(m.group(2))
        flt = group_filter(noun + (m.group(3) or ""))
        return None if flt is None else [tg.Dies(Ref.YOU, flt, other=bool(m.group(1)), batch=True)]
    return None


_CYCLERS: dict[str, tg.TriggerCondition] = {
    "you cycle ~": tg.Cycles(Ref.SELF),
    "you cycle another card": tg.Cycles(Ref.YOU, other=True),
    "you cycle a card": tg.Cycles(Ref.YOU),
    "a player cycles a card": tg.Cycles(Ref.EACH_PLAYER),
    "an opponent cycles a card": tg.Cycles(Ref.EACH_OPPONENT),
    "a creature you control explores": tg.Explores(Ref.YOU),  # CR 701.44 (Wildgrowth Walker)
}

_SACRIFICERS = {"you sacrifice": Ref.YOU, "a player sacrifices": Ref.EACH_PLAYER}


def _sacrifice(c: str) -> list[tg.TriggerCondition] | None:
    """CR 701.21: "you sacrifice [another] <group>", "a player sacrifices <group>"."""
    if c == "~ enters and when you sacrifice it":
        return [tg.EntersBattlefield(), tg.Sacrifices(Ref.SELF)]  # Carrot Cake
    m = re.fullmatch(r"(you sacrifice|a player sacrifices) (another|an?) (.+)", c)
    if not m:
        return None
    flt = group_filter(m.group(3))
    if flt is None:
        return None
    return [tg.Sacrifices(_SACRIFICERS[m.group(1)], flt, other=m.group(2) == "another")]


_DAMAGED = {"a player": "player", "an opponent": "opponent", "a creature": "creature"}
_DEALER = {"~": Ref.SELF, "enchanted creature": Ref.ENCHANTED_OR_EQUIPPED}
_DEALER["equipped creature"] = Ref.ENCHANTED_OR_EQUIPPED


def _damage(c: str) -> list[tg.TriggerCondition] | None:
    """CR 120.3: "<~ / enchanted creature> deals [combat] damage to <a player / ...>".

    To a player, an opponent or a creature (Hypnotic Specter, Thieving Magpie, Stinkweed Imp).
    """
    m = re.fullmatch(
        r"(~|enchanted creature|equipped creature) deals (combat )?damage to "
        r"(a player|an opponent|a creature)",
        c,
    )
    if not m:
        return None
    return [tg.DealsDamage(_DEALER[m.group(1)], _DAMAGED[m.group(3)], combat=bool(m.group(2)))]


def _singular(plural: str) -> str:
    """A creature type's singular: "Lizards" -> "Lizard", "Elves" -> "Elf"."""
    if plural.endswith("ves"):
        return plural[:-3] + "f"
    return plural[:-2] if plural.endswith(("ches", "shes", "xes")) else plural[:-1]


_TWO_EVENTS = re.compile(r"(.+) (enters|dies|attacks) or (enters|dies|attacks|becomes .+)")


def _two_events(c: str) -> list[tg.TriggerCondition] | None:
    """Two events of one subject ("another creature you control enters or dies")."""
    from deckstats.cards.oracle.triggered import parse_condition

    m = _TWO_EVENTS.fullmatch(c)
    if not m:
        return None
    first = parse_condition(f"{m.group(1)} {m.group(2)}")
    second = parse_condition(f"{m.group(1)} {m.group(3)}")
    return None if first is None or second is None else [*first, *second]


def _ninja_damage(c: str) -> list[tg.TriggerCondition] | None:
    """CR 510.3a: "a <creature type> you control deals combat damage to a player" (Ninjas)."""
    m = re.fullmatch(r"an? ([A-Z][a-z]+) you control deals combat damage to a player", c)
    if not m:
        return None
    return [tg.DealsCombatDamageToPlayer(Ref.CREATURES_YOU_CONTROL, Filter(subtypes=(m[1],)))]


def _opponents(c: str) -> list[tg.TriggerCondition] | None:
    """CR 700.4: "a creature an opponent controls dies" (an opponent's creature)."""
    m = re.fullmatch(r"an? (.+?) an opponent controls dies", c)
    flt = group_filter(m.group(1)) if m else None
    return None if flt is None else [tg.Dies(Ref.EACH_OPPONENT, flt)]


_BY = {
    "you control": Ref.YOU,
    "an opponent controls": Ref.EACH_OPPONENT,
    "": Ref.EACH_PLAYER,
}


def _targeted(c: str) -> list[tg.TriggerCondition] | None:
    """CR 115.1, 603.2: "~ becomes the target of a spell [or ability] [<whose>]".

    Whose: "you control", "an opponent controls" or anyone's (Thorn Lieutenant, Goldspan
    Dragon); valiant ("... for the first time each turn") is the first parser's.
    """
    if c == "you cast a spell that targets ~":
        # Heroic (an ability word, CR 207.2c): your spell targeting it as it is cast
        return [tg.BecomesTarget(Ref.YOU, spells_only=True, first_time=False)]
    m = re.fullmatch(
        r"(~|you or a permanent you control) becomes the target of a spell( or ability)?"
        r"(?: (you control|an opponent controls))?",
        c,
    )
    if not m:
        return None
    by = _BY[m.group(3) or ""]
    yours = m.group(1) != "~"  # Leovold (round 40): the player or any of their permanents
    return [tg.BecomesTarget(by, spells_only=not m.group(2), first_time=False, yours=yours)]


def _cast_during(c: str, whose: str) -> list[tg.TriggerCondition] | None:
    """A cast condition limited to whose turn it is (Brineborn Cutthroat: an opponent's)."""
    from deckstats.cards.oracle.triggered import parse_condition

    inner = parse_condition(c)
    casts = [w for w in inner or () if isinstance(w, tg.CastSpell) and not w.during]
    if not casts or len(casts) != len(inner or ()):
        return None
    return [dataclasses.replace(w, during=whose) for w in casts]


_BLOCKS: dict[str, tuple[tg.TriggerCondition, ...]] = {
    "~ blocks": (tg.Blocks(),),
    "~ becomes blocked": (tg.Blocks(blocked=True),),
    "~ blocks or becomes blocked": (tg.Blocks(), tg.Blocks(blocked=True)),
    "~ attacks or blocks": (tg.Attacks(), tg.Blocks()),
}


def more_condition(c: str) -> list[tg.TriggerCondition] | None:
    """The condition families of this module (see the module docstring), or ``None``."""
    for family in (
        _zone_change,
        _self_or_another,
        _sacrifice,
        _damage,
        _opponents,
        _two_events,
        _targeted,
        _ninja_damage,
    ):
        got = family(c)
        if got is not None:
            return got
    cyc = _CYCLERS.get(c)
    if cyc is not None:
        return [cyc]
    if c == "you cycle or discard another card":
        return [tg.Cycles(Ref.YOU, other=True, or_discard=True)]
    if c == "~ enters untapped":
        return [tg.EntersBattlefield(untapped=True)]
    during = re.fullmatch(r"(.+) during (your|an opponent's) turn", c)
    if during:
        return _cast_during(during.group(1), "yours" if during.group(2) == "your" else "opponents")
    blocks = _BLOCKS.get(c)
    if blocks is not None:
        return list(blocks)  # CR 509.1: Ichorclaw Myr, Rotting Giant
    if c == "you attack":
        return [tg.YouAttack()]
    m = re.fullmatch(rf"you attack with ({NUMBER}) or more creatures", c)
    n = number(m.group(1)) if m else None
    if isinstance(n, int):
        return [tg.YouAttack(at_least=n)]
    m = re.fullmatch(r"you attack with one or more ([A-Z][a-z]+s)", c)
    if m:
        # "one or more Lizards" (Hired Claw): a creature type, plural (CR 205.3m)
        return [tg.YouAttack(filter=Filter(subtypes=(_singular(m.group(1)),)))]
    m = re.fullmatch(r"you attack with one or more non-([A-Z][a-z]+) creatures", c)
    if m:  # "non-Gnome creatures" (Anim Pakal, Thousandth Moon; CR 205.3m)
        return [tg.YouAttack(filter=Filter(card_type=CardType.CREATURE, not_subtypes=(m[1],)))]
    return None


def returns_itself(conditions: list[tg.TriggerCondition], effects: list[Effect]) -> list[Effect]:
    """Rancor's "When ~ dies, return ~ to its owner's hand": the card in the graveyard.

    CR 400.7: the permanent that died is a new object in the graveyard; the sentence
    template reads "~" as ``Ref.SELF`` (the source, gone), so a lone ``Bounce(Ref.SELF)``
    of a self "dies" trigger names ``Ref.TRIGGERING_OBJECT``, which ``engine.events.on_dies``
    sets to the card it became (as for undying and persist).
    """
    if not (conditions and all(isinstance(c, tg.Dies) and c.who == Ref.SELF for c in conditions)):
        return effects
    if effects == [Bounce(Ref.SELF)]:
        return [Bounce(Ref.TRIGGERING_OBJECT)]
    if len(effects) == 1 and isinstance(effects[0], OptionalCost) and effects[0].exile == Ref.SELF:
        # "you may exile it. If you do, ..." (Academy Rector): the card in the graveyard
        return [dataclasses.replace(effects[0], exile=Ref.TRIGGERING_OBJECT)]
    if len(effects) == 1 and isinstance(effects[0], PutInLibrary) and effects[0].target == Ref.SELF:
        # "put it on the bottom of its owner's library" (Murderous Rider)
        return [dataclasses.replace(effects[0], target=Ref.TRIGGERING_OBJECT)]
    return effects


_MODAL = re.compile(
    r"choose (one|two|up to one)( that hasn't been chosen this turn)? —((?:\n• [^\n]+)+)"
)


_BOB = re.compile(
    r"reveal the top card of your library and put (?:that card|it) into your hand\. "
    r"You lose life equal to (?:its|that card's) mana value\."
)


def trigger_body(body: str) -> list[Effect] | None:
    """Whole trigger bodies the sentence templates miss: modes, Dark Confidant's reveal."""
    if _BOB.fullmatch(body):
        # CR 608.2h: the life lost is the revealed card's mana value
        return [RevealTopMayTake(Ref.YOU, NO_FILTER, lose_life_mana_value=True)]
    return modal_body(body)


def modal_body(body: str) -> list[Effect] | None:
    """A modal triggered ability: "When ~ enters, choose one — • A • B" (CR 700.2).

    Each mode must compile whole (else ``None``: the line stays unparsed). The engine's
    ``Modal`` of an ability picks the modes and their targets on resolution
    (``engine.resolve._modal``), as it does for modal activated abilities.
    """
    from deckstats.cards.oracle.body import parse_body  # paragraphs too ("If you do")

    m = _MODAL.fullmatch(body)
    if not m:
        return None
    modes: list[tuple[Effect, ...]] = []
    for bullet in m.group(3).strip().split("\n"):
        effects = parse_body(bullet.removeprefix("• ").strip())
        if effects is None:
            return None
        modes.append(tuple(effects))
    if m.group(1) == "up to one":  # Hullbreaker Horror: none or one mode (CR 700.2)
        return None if m.group(2) else [Modal(tuple(modes), choose=0, most=1)]
    modal = Modal(tuple(modes), choose=1 if m.group(1) == "one" else 2)
    return [FreshModal(modal)] if m.group(2) else [modal]  # Monument to Endurance


_FROM_GY = re.compile(
    r"\b(?:return|put|exile) ~ from your graveyard\b|^if ~ is in your graveyard, "
    r"|^if ~ is the only [a-z ]+ card in your graveyard, "  # Nether Spirit (round 40)
)
_GY_BATTLEFIELD = re.compile(
    r"(you may )?return ~ from your graveyard to the battlefield( tapped)?\.?", re.IGNORECASE
)


def graveyard_body(body: str) -> tuple[str, bool]:
    """CR 113.6k: a trigger whose effect moves ~ out of your graveyard works from there.

    Returns the body rewritten for the sentence templates ("return ~ from your graveyard
    to your hand" -> "return ~ to its owner's hand"; "if ~ is in your graveyard, " dropped:
    the trigger works only there) and whether it is such a trigger.
    """
    if not _FROM_GY.search(body):
        return body, False
    body = re.sub(r"^if ~ is in your graveyard, ", "", body)
    body = re.sub(
        r"\breturn (?:~|it)(?: from your graveyard)? to your hand",
        "return ~ to its owner's hand",
        body,
    )
    return body, True


def graveyard_effects(body: str) -> list[Effect] | None:
    """Poxwalkers' "[you may] return ~ from your graveyard to the battlefield [tapped]".

    Also Bridge from Below's "exile ~." (the card in the graveyard, CR 406.1; round 40).
    """
    if body == "exile ~.":
        return [Exile(Ref.SELF)]
    m = _GY_BATTLEFIELD.fullmatch(body)
    if not m:
        return None
    back: Effect = Reanimate(Ref.SELF, tapped=bool(m.group(2)))
    return [MayDo((back,))] if m.group(1) else [back]


_GY_EVENTS = (
    tg.EntersBattlefield,
    tg.CastSpell,
    tg.BeginningOfStep,
    tg.GainsLife,
    tg.LandEnters,
    tg.Dies,  # Bridge from Below (round 40)
)


def from_graveyard(conditions: list[tg.TriggerCondition]) -> list[tg.TriggerCondition] | None:
    """Wrap the events a graveyard trigger can have (``None``: one the engine cannot watch)."""
    out: list[tg.TriggerCondition] = []
    for c in conditions:
        if not isinstance(c, _GY_EVENTS) or getattr(c, "who", None) == Ref.SELF:
            return None
        out.append(tg.FromGraveyard(c))
    return out


def spell_intervening_if(
    conditions: list[tg.TriggerCondition], body: str
) -> tuple[list[tg.TriggerCondition], str]:
    """Poxwalkers' "Whenever you cast a spell, if its mana value is N or greater, ...".

    CR 603.4: the condition is checked as the spell is cast and on resolution; a spell's
    mana value does not change on the stack, so it is the spell filter's bound.
    """
    nth = re.match(r"if it's the (second|third) (creature) spell you cast this turn, ", body)
    if nth and all(isinstance(c, tg.CastSpell) and c.filter == NO_FILTER for c in conditions):
        # Vengevine: the spell cast must be the second creature spell of the turn (CR 603.4)
        kind = Filter(card_type=CardType.CREATURE)
        n = 2 if nth.group(1) == "second" else 3
        out_nth: list[tg.TriggerCondition] = [
            tg.CastSpell(c.who, kind, during=c.during, nth_matching=n)
            for c in conditions
            if isinstance(c, tg.CastSpell)
        ]
        return out_nth, body[nth.end() :]
    free = re.match(r"if no mana was spent to cast it, ", body)
    if free and all(isinstance(c, tg.CastSpell) for c in conditions):
        # Vexing Bauble, Roiling Vortex (CR 603.4): only a spell cast with no mana spent
        out_free = [
            dataclasses.replace(c, free=True) for c in conditions if isinstance(c, tg.CastSpell)
        ]
        return list(out_free), body[free.end() :]
    m = re.match(r"if its mana value is (\d+) or greater, ", body)
    if not m or not all(isinstance(c, tg.CastSpell) for c in conditions):
        return conditions, body
    out: list[tg.TriggerCondition] = []
    for c in conditions:
        assert isinstance(c, tg.CastSpell)
        bound = dataclasses.replace(c.filter, min_mana_value=int(m.group(1)))
        out.append(dataclasses.replace(c, filter=bound))
    return out, body[m.end() :]
