"""Triggered abilities (CR 603) of Oracle text: conditions and triggered lines.

``parse_condition`` reads "~ enters", "a creature you control attacks", "the beginning of
your upkeep" and the like into ``cards.triggers`` values (``TRIGGER_KINDS`` lists them);
``triggered_line`` compiles "When/Whenever/At <condition>, <effect>" and Saga chapters
(``chapter_line``, CR 714.2b). Called by ``compile_lines`` (``oracle/abilities.py``).
"""

from __future__ import annotations

import dataclasses
import re

from deckstats.cards import triggers as tg
from deckstats.cards.dsl import (
    Triggered,
)
from deckstats.cards.effects import (
    Effect,
    GrantTrigger,
    IfSourceTapped,
    MayDo,
)
from deckstats.cards.model import (
    CardType,
)
from deckstats.cards.oracle.body import parse_body
from deckstats.cards.oracle.etb_lines import state_condition
from deckstats.cards.oracle.event_bodies import event_effects, granted_condition, until_end_of_turn
from deckstats.cards.oracle.event_kinds import (
    batch_body,
    late_condition,
    once_late_condition,
    spell_quality,
)
from deckstats.cards.oracle.parts import Parts
from deckstats.cards.oracle.trigger_conditions import (
    _singular,
    from_graveyard,
    graveyard_body,
    graveyard_effects,
    group_filter,
    more_condition,
    returns_itself,
    spell_intervening_if,
    trigger_body,
)
from deckstats.cards.oracle.trigger_events import (
    damage_amount,
    event_condition,
    self_card_effects,
)
from deckstats.cards.targets import (
    NO_FILTER,
    Filter,
    Ref,
    Target,
)

# -- triggered abilities (CR 603) --------------------------------------------------------------

_STEPS = {
    "upkeep": tg.StepName.UPKEEP,
    "draw step": tg.StepName.DRAW,
    "precombat main phase": tg.StepName.PRECOMBAT_MAIN,
    "first main phase": tg.StepName.PRECOMBAT_MAIN,
    "end step": tg.StepName.END,
}
_WHOSE = {
    "your": Ref.YOU,
    "each": Ref.EACH_PLAYER,
    "each player's": Ref.EACH_PLAYER,
    "each opponent's": Ref.EACH_OPPONENT,
}
_SPELL_FILTERS = {
    "a spell": NO_FILTER,
    "a noncreature spell": Filter(not_type=CardType.CREATURE),
    "a creature spell": Filter(card_type=CardType.CREATURE),
    "an instant or sorcery spell": Filter(card_type=CardType.INSTANT | CardType.SORCERY),
    "an artifact spell": Filter(card_type=CardType.ARTIFACT),
    "an enchantment spell": Filter(card_type=CardType.ENCHANTMENT),
}
_SELF_EVENTS: dict[
    str, type[tg.EntersBattlefield] | type[tg.Attacks] | type[tg.Dies] | type[tg.LeavesBattlefield]
] = {
    "enters": tg.EntersBattlefield,
    "attacks": tg.Attacks,
    "dies": tg.Dies,
    "leaves the battlefield": tg.LeavesBattlefield,
}


_CASTERS = {
    "you cast": Ref.YOU,
    "a player casts": Ref.EACH_PLAYER,
    "an opponent casts": Ref.EACH_OPPONENT,
}


def _spell_filter(phrase: str) -> Filter | None:
    """Spell phrases ("a green spell", "a spell with mana value 3 or less") -> a filter."""
    flt = _SPELL_FILTERS.get(phrase)
    if flt is not None:
        return flt
    quality = spell_quality(phrase, _spell_filter)  # "a multicolored spell" (r40)
    if quality is not None:
        return quality
    mv = re.fullmatch(r"(an? .+? spell) with mana value (\d+) or greater", phrase)
    if mv and mv.group(1) != "a spell":
        # "an Eldrazi creature spell with mana value 7 or greater" (Kozilek's Return)
        base = _spell_filter(mv.group(1))
        return None if base is None else dataclasses.replace(base, min_mana_value=int(mv[2]))
    m = re.fullmatch(r"an? (.+?) spell|a spell with mana value (\d+) or (less|greater)", phrase)
    if not m:
        return None
    if m.group(2):
        if m.group(3) == "greater":
            return Filter(min_mana_value=int(m.group(2)))  # Up the Beanstalk
        return Filter(max_mana_value=int(m.group(2)))
    kinds = re.fullmatch(r"((?:[A-Z][a-z]+, )+)or ([A-Z][a-z]+)", m.group(1))
    if kinds:
        # "an Aura, Equipment, or Vehicle spell" (Sram): any of these subtypes
        return Filter(subtypes=(*kinds.group(1).rstrip(", ").split(", "), kinds.group(2)))
    from deckstats.cards.oracle.targets import card_filter

    return card_filter(m.group(1))


_DRAWERS = {"you": Ref.YOU, "an opponent": Ref.EACH_OPPONENT, "a player": Ref.EACH_PLAYER}


def _creature_group(words: str) -> Filter | None:
    """A creature group of a trigger: "creature", "Human", "Angel or Cleric" -> a filter."""
    if words == "creature":
        return Filter(card_type=CardType.CREATURE)
    if words == "artifact":  # "Whenever an artifact you control enters" (Kappa Cannoneer)
        return Filter(card_type=CardType.ARTIFACT)
    types = re.fullmatch(
        r"(creature|artifact|enchantment|land) or (creature|artifact|enchantment)", words
    )
    if types:  # "another creature or artifact you control" (Marionette Apprentice)
        return Filter(card_type=CardType[types[1].upper()] | CardType[types[2].upper()])
    m = re.fullmatch(r"([A-Z][a-z]+)(?: or ([A-Z][a-z]+))?", words)
    if m:
        return Filter(subtypes=tuple(g for g in m.groups() if g))
    return None


#: Who "deals combat damage to a player" for a trigger on another object (CR 510.3a).
_COMBAT_DAMAGE_WHO = {
    "equipped creature": Ref.ENCHANTED_OR_EQUIPPED,
    "enchanted creature": Ref.ENCHANTED_OR_EQUIPPED,
    "a creature you control": Ref.CREATURES_YOU_CONTROL,
}

#: Conditions of one fixed wording. Psychic Frog's "or planeswalker": attacking planeswalkers
#: is not modelled (engine/combat.py), so combat damage only ever reaches a player; valiant
#: (CR 603.2; engine.valiant).
_FIXED_CONDITIONS: dict[str, type[tg.DealsCombatDamageToPlayer] | type[tg.BecomesTarget]] = {
    "~ deals combat damage to a player": tg.DealsCombatDamageToPlayer,
    "~ deals combat damage to a player or planeswalker": tg.DealsCombatDamageToPlayer,
    "~ becomes the target of a spell or ability you control for the first time each turn": (
        tg.BecomesTarget
    ),
}

#: "~ attacks <the player with / while you have> the most life or tied": ``Attacks.most_life``.
_MOST_LIFE = {
    "~ attacks the player with the most life or tied for most life": Ref.DEFENDING_PLAYER,
    "~ attacks while you have the most life or are tied for most life": Ref.YOU,
}


def _draws(c: str) -> list[tg.TriggerCondition] | None:
    """CR 121.1, 603.2: "<who> draws a card", "<who> draws their second card each turn".

    "... except the first one they draw in each of their draw steps" (Orcish Bowmasters);
    the Nth card (Faerie Mastermind) triggers only on the drawer's Nth draw this turn.
    """
    m = re.fullmatch(
        r"(you|an opponent|a player) draws? a card"
        r"( except the first one they draw in each of their draw steps)?",
        c,
    )
    if m:
        return [tg.Draws(_DRAWERS[m.group(1)], skip_draw_step_first=bool(m.group(2)))]
    m = re.fullmatch(
        r"(you|an opponent|a player) draws? (?:their|your) (second|third|fourth) card each turn", c
    )
    if m:
        nth = {"second": 2, "third": 3, "fourth": 4}[m.group(2)]
        return [tg.Draws(_DRAWERS[m.group(1)], nth=nth)]
    return None


def parse_condition(text: str) -> list[tg.TriggerCondition] | None:
    """Parse a trigger condition ("~ attacks", "the beginning of your upkeep", ...)."""
    c = text.strip()
    both = re.fullmatch(r"~ enters and whenever (.+)", c)
    if both:
        # "When ~ enters and whenever an opponent draws a card ..." (Orcish Bowmasters)
        rest = parse_condition(both.group(1))
        return None if rest is None else [tg.EntersBattlefield(), *rest]
    drawn = _draws(c)
    if drawn is not None:
        return drawn
    m = re.fullmatch(
        r"~ (enters|attacks|dies|leaves the battlefield)"
        r"(?: or (enters|attacks|dies|leaves the battlefield))?",
        c,
    )
    if m:
        return [_SELF_EVENTS[e]() for e in m.groups() if e]
    if c in ("you gain life", "an opponent gains life", "a player gains life"):
        gainer = {"you": Ref.YOU, "an opponent": Ref.EACH_OPPONENT, "a player": Ref.EACH_PLAYER}
        return [tg.GainsLife(gainer[c.removesuffix(" gain life").removesuffix(" gains life")])]
    if c in ("you cast this spell", "you cast ~"):
        return [tg.CastSpell(Ref.SELF)]  # CR 601.2i, 603.2: a cast trigger of the spell itself
    fixed = _FIXED_CONDITIONS.get(c)
    if fixed is not None:
        return [fixed()]
    most = _MOST_LIFE.get(c)
    if most is not None:
        return [tg.Attacks(most_life=most)]  # CR 603.2 (Preacher of the Schism)
    if c.endswith(" deals combat damage to a player") and c[:-32] in _COMBAT_DAMAGE_WHO:
        # CR 510.3a, 603.2: the Swords (equipped creature), Enduring Curiosity (any of yours)
        return [tg.DealsCombatDamageToPlayer(_COMBAT_DAMAGE_WHO[c[:-32]])]
    m = re.fullmatch(
        r"(you cast|a player casts|an opponent casts) (?:your|their) "
        r"(first|second|third|fourth|fifth) (?:(noncreature|creature) )?spell each turn",
        c,
    )
    if m:
        # "Whenever you cast your second spell each turn" (flurry and friends).
        nth = ("first", "second", "third", "fourth", "fifth").index(m.group(2)) + 1
        if m.group(3):  # "their first noncreature spell each turn" (Esper Sentinel, CR 603.4)
            kind = Filter(card_type=CardType.CREATURE)
            if m.group(3) == "noncreature":
                kind = Filter(not_type=CardType.CREATURE)
            return [tg.CastSpell(_CASTERS[m.group(1)], kind, nth_matching=nth)]
        return [tg.CastSpell(_CASTERS[m.group(1)], NO_FILTER, nth=nth)]
    m = re.fullmatch(r"you cast or copy (an instant or sorcery spell|a spell)", c)
    if m:
        # Magecraft (an ability word): copies put on the stack trigger it too.
        return [tg.CastSpell(Ref.YOU, _SPELL_FILTERS[m.group(1)], or_copy=True)]
    m = re.fullmatch(r"(you cast|a player casts|an opponent casts) (.+)", c)
    if m:
        spells = _spell_filter(m.group(2))
        if spells is not None:
            return [tg.CastSpell(_CASTERS[m.group(1)], spells)]
    m = re.fullmatch(r"(another|an?) (.+?)( you control)? (enters|dies)", c)
    if m and m.group(2) != "land" and (m.group(4) == "enters" or m.group(2) != "artifact"):
        # "Whenever another Human you control enters" (Champion of the Parish), "Whenever a
        # creature dies" (Vein Ripper), "Whenever another creature dies" (CR 603.6a, 700.4).
        group = _creature_group(m.group(2))
        if group is not None:
            whose = Ref.YOU if m.group(3) else Ref.EACH_PLAYER
            other = m.group(1) == "another"
            if m.group(4) == "enters":
                return [tg.EntersBattlefield(whose, group, other=other)]
            if other and whose == Ref.YOU:
                return [tg.Dies(Ref.YOU, group, other=True)]  # Dies.other (issue 26)
            if other:
                whose = Ref.EACH_OTHER_CREATURE
            return [tg.Dies(whose, group)]
    if c in ("a land you control enters", "a land enters under your control"):
        return [tg.LandEnters()]
    m = re.fullmatch(r"a creature you control (enters|attacks|dies)", c)
    if m:
        flt = Filter(card_type=CardType.CREATURE)
        if m.group(1) == "enters":
            return [tg.EntersBattlefield(Ref.YOU, flt)]
        if m.group(1) == "attacks":
            return [tg.Attacks(Ref.YOU, flt)]
        return [tg.Dies(Ref.YOU, flt)]
    readers = (_step_condition, more_condition, event_condition, late_condition, state_condition)
    return next((got for read in readers if (got := read(c))), None)


def _step_condition(c: str) -> list[tg.TriggerCondition] | None:
    """The condition "at the beginning of <whose> <step>" (CR 503.1a, 513.1a)."""
    m = re.fullmatch(
        r"the beginning of (your|each|each player's|each opponent's) (upkeep|draw step|end step"
        r"|precombat main phase|first main phase)",
        c,
    )
    if m:
        return [tg.BeginningOfStep(_STEPS[m.group(2)], _WHOSE[m.group(1)])]
    if c == "the beginning of the end step":
        return [tg.BeginningOfStep(tg.StepName.END, Ref.EACH_PLAYER)]
    if c == "the beginning of combat on your turn":
        return [tg.BeginningOfStep(tg.StepName.BEGINNING_OF_COMBAT)]
    return None


#: "Each player" / "an opponent": the trigger's "they" / "that player" is the one who acted.
_ANY_OTHER = (Ref.EACH_PLAYER, Ref.EACH_OPPONENT)

_TRIGGER = re.compile(r"(?:[A-Z][\w' ]+ — )?(When|Whenever|At) (.+?), (.+)", re.DOTALL)


def _may(body: str, lead: str) -> tuple[str, bool]:
    """An optional trigger, "you may <effect>" with no "If you do" (CR 603.5): the effect."""
    if body.startswith(lead) and " If you do" not in body and " When you do" not in body:
        return body[len(lead) :], True
    return body, False


def triggered_line(line: str, parts: Parts) -> bool | None:
    """A line "When/Whenever/At <condition>, <effect>" (CR 603.1); ``None`` if not that shape."""
    line, grant = until_end_of_turn(line)  # High Tide: a trigger the spell gives (r39)
    if _two_triggers(line, parts):
        return True  # Sowing Mycospawn: two "When you cast this spell" sentences on one line
    m = _TRIGGER.fullmatch(line)
    if not m:
        return None
    cond, rest = m.group(2), m.group(3)
    once = rest.endswith(_ONCE)
    rest = rest.removesuffix(_ONCE)
    conditions, grant = _conditions(cond, once, grant)
    while conditions is None and ", " in rest:
        # a condition with commas: "you cast an Aura, Equipment, or Vehicle spell" (Sram)
        more, rest = rest.split(", ", 1)
        cond = f"{cond}, {more}"
        conditions, grant = _conditions(cond, once, grant)
    if conditions is None:
        return False
    conditions, rest = spell_intervening_if(conditions, rest)
    rest, in_graveyard = graveyard_body(rest)
    if in_graveyard:
        wrapped = from_graveyard(conditions)  # CR 113.6k: it works from the graveyard
        if wrapped is None:
            return False
        conditions = wrapped
    body, optional = _may(rest, "you may ")
    batched = batch_body(cond, body)  # Marauding Mako: one card at a time (r40)
    if batched is None:
        return False
    body = batched
    body, of_trigger = _triggering_controller(body, conditions)
    body = damage_amount(conditions, body)  # "you gain that much life" (Spirit Link)
    drawer = of_trigger or any(
        (isinstance(c, tg.Draws | tg.CastSpell | tg.Activates) and c.who in _ANY_OTHER)
        or (isinstance(c, tg.BeginningOfStep) and c.whose in (Ref.EACH_PLAYER, Ref.EACH_OPPONENT))
        for c in conditions
    )  # "they" / "that player": who drew, who cast the spell (Mai), whose step it is
    damaged = any(
        (isinstance(c, tg.DealsDamage) and c.to != "creature")
        or isinstance(c, tg.DealsCombatDamageToPlayer)  # CR 510.3a: "that player" was dealt it
        for c in conditions
    )
    if drawer or damaged:
        body = re.sub(r"^they ", "that player ", body)  # Sheoldred: the player who drew
        body = re.sub(r" to them\.$", " to that player.", body)  # Roiling Vortex
    if _about_another(conditions):
        named = _triggering_pronoun(body, conditions)
        if named is None:
            return False
        body = named
    elif body.startswith("it deals "):
        body = "~" + body[2:]  # the source's own trigger: "it" is the source (Inferno Titan)
    elif body.startswith("sacrifice it"):
        body = "sacrifice ~" + body[len("sacrifice it") :]  # the source (Dark Depths)
    elif body.startswith("attach it to "):
        body = "attach ~" + body[len("attach it") :]  # Embercleave: the Equipment itself
    elif body.startswith("you may have it deal "):
        body = "you may have ~" + body[len("you may have it") :]  # Plague Spitter
    effects = parse_body(body)
    if effects is None:
        effects = trigger_body(body)  # "choose one — • ..." (CR 700.2), Dark Confidant
    if effects is None and in_graveyard:
        effects = graveyard_effects(body)
    if effects is None:
        effects = self_card_effects(conditions, body)  # Narcomoeba
    if effects is None:
        effects = event_effects(conditions, body)  # Wild Growth, Vexing Bauble (r39)
    if effects is None:
        return False
    if drawer or damaged:
        effects = _drawing_player(effects, Ref.DEFENDING_PLAYER if damaged else None)
    effects = returns_itself(conditions, effects)
    for c in conditions:
        t = Triggered(c, tuple(effects), optional, once_each_turn=once or grant == "next")
        if grant:
            parts.spell.append(GrantTrigger(t))  # CR 603.7: for this turn (Glimpse of Nature)
        else:
            parts.triggers.append(t)
    return True


_TWO = re.compile(
    r"((?:When|Whenever|At) [^.]+?\.) ((?:When|Whenever|At) (?!you do\b).+)", re.DOTALL
)


def _two_triggers(line: str, parts: Parts) -> bool:
    """A line of two triggered abilities, one sentence each (CR 603.1): both, or neither."""
    m = _TWO.fullmatch(line)
    if not m:
        return False
    kept = (len(parts.triggers), len(parts.spell))
    if triggered_line(m.group(1), parts) and triggered_line(m.group(2), parts):
        return True
    del parts.triggers[kept[0] :], parts.spell[kept[1] :]
    return False


def _conditions(cond: str, once: bool, grant: str) -> tuple[list[tg.TriggerCondition] | None, str]:
    """The trigger's conditions, and whether a spell grants it ("this turn", "your next")."""
    conditions = parse_condition(cond) if not once else once_condition(cond)
    if conditions is not None:
        return conditions, grant
    return granted_condition(cond)


_ONCE = " This ability triggers only once each turn."


def once_condition(c: str) -> list[tg.TriggerCondition] | None:
    """The condition of a trigger that "triggers only once each turn" (CR 603.2).

    "one or more other Elves you control enter" (Elvish Warmaster): once each turn, the
    first of them to enter triggers it, the same as one batch of them.
    """
    m = re.fullmatch(
        r"one or more (other )?(.+?) you control(?: with power (\d+) or less)? enter", c
    )
    if m:
        first, _, more = m.group(2).partition(" ")
        group = group_filter(" ".join(w for w in (_singular(first), more) if w))
        if group is None:
            return None
        if m.group(3):  # Enduring Innocence: "with power 2 or less"
            group = dataclasses.replace(group, max_power=int(m.group(3)))
        return [tg.EntersBattlefield(Ref.YOU, group, other=bool(m.group(1)))]
    return once_late_condition(c) or parse_condition(c)


_THAT_CONTROLLER = re.compile(r"\bthat (?:creature|land|permanent)'s controller\b")


def _triggering_controller(body: str, conditions: list[tg.TriggerCondition]) -> tuple[str, bool]:
    """The player "that creature's / land's controller" names in a trigger (CR 603.2).

    Rampaging Ferocidon, Ankh of Mishra: the player who controls the object that entered
    (``Ref.TRIGGERING_PLAYER``, read from the triggering object), rewritten "that player".
    """
    if not _about_another(conditions) or not _THAT_CONTROLLER.search(body):
        return body, False
    return _THAT_CONTROLLER.sub("that player", body), True


#: "it" in a trigger about another object names that object (up to the first other noun).
_PRONOUN = re.compile(r"\b([Ii])t\b")
_OTHER_NOUN = re.compile(
    r"~|\btarget\b|\bequipped creature\b|\benchanted creature\b"
    r"|\bthe top card of your library\b"  # Rundvelt Hordemaster: "If it's a Goblin ..." (r40)
)


def _about_another(conditions: list[tg.TriggerCondition]) -> bool:
    """True if a condition's event names an object other than the source ("a creature enters")."""
    return any(
        isinstance(c, (tg.EntersBattlefield, tg.Attacks, tg.Dies, tg.LandEnters))
        and c.who != Ref.SELF
        for c in conditions
    )


def _triggering_pronoun(body: str, conditions: list[tg.TriggerCondition]) -> str | None:
    """Rewrite "it" as "that creature" where it names the triggering object (issue 26).

    In "Whenever a creature you control enters, put a +1/+1 counter on it" the pronoun is the
    creature that entered (CR 603.2, 608.2h), not the source; the sentence templates read
    "it" as ``Ref.SELF`` and "that creature" as ``Ref.TRIGGERING_OBJECT``. Only the pronouns
    before any other noun ("~", "target ...", "equipped creature") are rewritten: after one,
    "it" names that noun (Kappa Cannoneer: "put a +1/+1 counter on ~ and it can't be
    blocked"). A creature that died is no longer on the battlefield, so the engine has no
    object for "it" there: such a body returns ``None`` (not compiled) rather than naming
    the source.
    """
    cut = _OTHER_NOUN.search(body)
    head, tail = (body[: cut.start()], body[cut.start() :]) if cut else (body, "")
    if not _PRONOUN.search(head):
        return body
    if any(isinstance(c, tg.Dies) and c.who != Ref.SELF for c in conditions):
        return None
    return (
        _PRONOUN.sub(lambda m: "that creature" if m.group(1) == "i" else "That creature", head)
        + tail
    )


def _drawing_player(effects: list[Effect], ref: Ref | None = None) -> list[Effect]:
    """In a draw trigger, "that player" / "they" is the player who drew (CR 603.2).

    The sentence templates read "that player" as ``Ref.TARGET_CONTROLLER``; a draw trigger
    with no target has no such player, so it names ``Ref.TRIGGERING_PLAYER`` instead (or
    ``ref``: a damage trigger's player dealt damage is ``Ref.DEFENDING_PLAYER``).
    """
    ref = Ref.TRIGGERING_PLAYER if ref is None else ref
    out: list[Effect] = []
    for e in effects:
        if dataclasses.is_dataclass(e) and not any(
            isinstance(getattr(e, f.name), Target) for f in dataclasses.fields(e)
        ):
            changes: dict[str, object] = {
                f.name: ref
                for f in dataclasses.fields(e)
                if getattr(e, f.name) is Ref.TARGET_CONTROLLER
            }
            if isinstance(e, IfSourceTapped):  # Howling Mine's "if ~ is untapped, ..."
                changes["then"] = tuple(_drawing_player(list(e.then), ref))
            if isinstance(e, MayDo):  # Fecundity: "that player may draw a card" (r40)
                changes["effect"] = tuple(_drawing_player(list(e.effect), ref))
            if changes:
                e = dataclasses.replace(e, **changes)  # type: ignore[arg-type]
        out.append(e)
    return out


_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
_NUMERAL = r"(?:I|II|III|IV|V|VI|VII)"
_CHAPTER = re.compile(rf"({_NUMERAL}(?:, {_NUMERAL})*) — (.+)", re.DOTALL)


def chapter_line(line: str, parts: Parts) -> bool | None:
    """CR 714.2a-b: a Saga's chapter ability "II, III — <effect>" (one trigger per chapter).

    A chapter whose effect does not compile still becomes a trigger with no effect (and its
    text is reported unparsed): the Saga keeps its final chapter number (CR 714.2d), so it
    is sacrificed when the printed card says, never later; it loses that chapter only.
    """
    m = _CHAPTER.fullmatch(line)
    if not m:
        return None
    body, optional = _may(m.group(2), "You may ")
    if optional:
        body = body[0].upper() + body[1:]
    effects = parse_body(body)
    for numeral in m.group(1).split(", "):
        parts.triggers.append(
            Triggered(
                when=tg.Chapter(_ROMAN[numeral]),
                effect=tuple(effects or ()),
                optional=optional and effects is not None,
            )
        )
    return effects is not None


# -- static abilities (CR 604) ----------------------------------------------------------------
