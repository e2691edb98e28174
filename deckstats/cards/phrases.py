"""One value of the card vocabulary as a short English phrase (``cards show``, ``deck check``).

``render_effect`` (``deal 3 damage to any target``), ``render_trigger`` (``when this
enters``), ``render_cost_option`` (``flashback {2}{R}``), ``render_target`` and
``render_filter``: each looks the value's class up in a table of phrase functions
(``_EFFECT_PHRASES``, ``_TRIGGER_PHRASES``, ``_COST_PHRASES``); a class without a phrase
falls back to ``Name(field=value, ...)``. ``describe.py`` puts them together into a
card's lines and a deck's summary.
"""

from __future__ import annotations

import dataclasses
import enum
from collections.abc import Callable, Iterable
from typing import Any

from deckstats.cards import effects as fx
from deckstats.cards import triggers as tg
from deckstats.cards.costs import AlternativeCost, Cycling, Flashback, Kicker, Suspend
from deckstats.cards.model import (
    COLOR_NAMES,
    COLOR_ORDER,
    CardDef,
    CardType,
    Keyword,
    Supertype,
    iter_colors,
)
from deckstats.cards.targets import ANY_TARGET, Controller, Filter, Ref, Target, TargetKind


def keyword_names(keywords: Keyword) -> list[str]:
    """Return the keyword flags as printed words (``["Flying", "First strike"]``)."""
    return [
        name.replace("_", " ").capitalize()
        for name, flag in Keyword.__members__.items()
        if keywords & flag
    ]


# --------------------------------------------------------------------------------------
# Effects as text
# --------------------------------------------------------------------------------------

_REF_TEXT = {
    Ref.SELF: "this",
    Ref.YOU: "you",
    Ref.EACH_OPPONENT: "each opponent",
    Ref.DEFENDING_PLAYER: "the defending player",
    Ref.EACH_PLAYER: "each player",
    Ref.EACH_CREATURE: "each creature",
    Ref.CREATURES_YOU_CONTROL: "creatures you control",
    Ref.CREATURES_OPPONENTS_CONTROL: "creatures your opponents control",
    Ref.TRIGGERING_OBJECT: "that object",
    Ref.ENCHANTED_OR_EQUIPPED: "the enchanted or equipped creature",
    Ref.TARGET_CONTROLLER: "its controller",
    Ref.EACH_OTHER_CREATURE: "each other creature",
}


def _flag_words(value: enum.Flag, enum_type: type[enum.Flag]) -> list[str]:
    return [n.lower() for n, f in enum_type.__members__.items() if value & f]


#: A filter's numeric bounds (``None``: no bound) and their words, in the order printed.
_FILTER_BOUNDS = (
    ("max_mana_value", "mana value {} or less"),
    ("min_power", "power {} or greater"),
    ("max_power", "power {} or less"),
)


def render_filter(flt: Filter) -> str:
    """Return a filter as words (``nonland permanent``, ``Mountain or Forest card``)."""
    words: list[str] = []
    if flt.tapped is not None:
        words.append("tapped" if flt.tapped else "untapped")
    if flt.attacking:
        words.append("attacking")
    words += _flag_words(flt.supertypes, Supertype)
    words += [f"non{COLOR_NAMES[c]}" for c in iter_colors(flt.not_colors)]
    if flt.colors:
        words.append(" or ".join(COLOR_NAMES[c] for c in iter_colors(flt.colors)))
    words += [f"non{w}" for w in _flag_words(flt.not_type, CardType)]
    if flt.subtypes:
        words.append(" or ".join(flt.subtypes))
    if flt.card_type:
        words.append(" or ".join(_flag_words(flt.card_type, CardType)))
    text = " ".join(words)
    bounds = ((getattr(flt, field), words) for field, words in _FILTER_BOUNDS)
    extras = [words.format(value) for value, words in bounds if value is not None]
    if extras:
        text = f"{text} with {' and '.join(extras)}".strip()
    return text


def render_target(spec: Target | Ref) -> str:
    """Return a target spec or reference as words (``any target``, ``target creature``)."""
    if isinstance(spec, Ref):
        return _REF_TEXT.get(spec, spec.name.lower())
    if spec == ANY_TARGET:
        return "any target"
    kinds = " or ".join(
        "spell" if k == "spell" else k.replace("_", " ")
        for k in _flag_words(spec.kinds, TargetKind)
    )
    flt = render_filter(spec.filter)
    noun = f"{flt} {kinds}".strip() if flt else kinds
    owner = {
        Controller.ANY: "",
        Controller.YOU: " you control",
        Controller.OPPONENT: " an opponent controls",
    }[spec.controller]
    if spec.kinds == TargetKind.PLAYER and spec.controller == Controller.OPPONENT:
        noun, owner = "opponent", ""
    count = ""
    if spec.count != 1 or spec.up_to:
        count = f"up to {spec.count} " if spec.up_to else f"{spec.count} "
    return f"{count}target {noun}{owner}"


def _amount(n: object) -> str:
    return str(n)


def _who_first(p: Ref) -> str:
    """``""`` for you, else ``"<player>: "`` (a prefix for "draw", "gain")."""
    return "" if p == Ref.YOU else f"{render_target(p)}: "


def _and(effects: Iterable[Any]) -> str:
    return " and ".join(render_effect(e) for e in effects)


def _add_one_of(eff: fx.AddOneOf) -> str:
    if eff.colors == COLOR_ORDER:
        return f"add {eff.amount} mana of any one color"
    n = eff.amount
    return "add " + " or ".join("{" + ch + "}" for ch in eff.colors) + (f" x{n}" if n != 1 else "")


def _create_token(eff: fx.CreateToken) -> str:
    tok, n = eff.token, eff.count
    pt = f"{tok.power}/{tok.toughness} " if tok.power is not None else ""
    state = " tapped" * eff.tapped + " and attacking" * eff.attacking
    return f"create {_amount(n)} {pt}{tok.name} token{'s' if n != 1 else ''}{state}"


def _pump(eff: fx.Pump) -> str:
    kw = eff.keywords
    gains = f" and gains {', '.join(keyword_names(kw)).lower()}" if kw else ""
    pt = f"{eff.power:+d}/{eff.toughness:+d}"
    return f"{render_target(eff.target)} gets {pt}{gains} until end of turn"


def _sacrifice(eff: fx.Sacrifice) -> str:
    what = eff.what
    if isinstance(what, Ref):
        thing = render_target(what)
    else:
        thing = f"{eff.count} {render_filter(what) or 'permanent'}"
    who = "sacrifice" if eff.player == Ref.YOU else f"{render_target(eff.player)} sacrifices"
    return f"{who} {thing}"


def _reveal_top_may_take(eff: fx.RevealTopMayTake) -> str:
    return (
        f"{render_target(eff.player)} reveals the top card of their library; "
        f"if it is a {render_filter(eff.take_if) or 'card'}, they put it into their hand"
    )


def _search_library(eff: fx.SearchLibrary) -> str:
    where = {
        "battlefield": "onto the battlefield",
        "hand": "into your hand",
        "graveyard": "into your graveyard",
    }
    dest = where.get(eff.to, "on top of your library") + " tapped" * eff.tapped
    kind = render_filter(eff.filter) or "card"
    cards = "card" if eff.count == 1 else "cards"
    return f"search your library for {eff.count} {kind} {cards}, put it {dest}, then shuffle"


def _counter_spell(eff: fx.CounterSpell) -> str:
    pay = eff.unless_pay
    unless = f" unless its controller pays {{{pay}}}" if pay is not None else ""
    where = {"exile": "exile it", "library": "put it on top", "hand": "return it"}
    instead = f" ({where[eff.to]} instead)" if eff.to in where else ""
    return f"counter {render_target(eff.target)}{unless}{instead}"


def _modal(eff: fx.Modal) -> str:
    parts = "; ".join(_and(mode) for mode in eff.modes)
    return f"choose {eff.choose} - {parts}"


def _conditional(eff: fx.Conditional) -> str:
    words = eff.condition.name.lower().replace("_", " ")
    out = f"if {words}: " + _and(eff.then)
    if eff.otherwise:
        out += "; otherwise " + _and(eff.otherwise)
    return out


def _deal_damage_each(eff: fx.DealDamageEach) -> str:
    kw_words = ""
    if eff.without:
        kw_words = " without " + ", ".join(keyword_names(eff.without)).lower()
    elif eff.with_keywords:
        kw_words = " with " + ", ".join(keyword_names(eff.with_keywords)).lower()
    creature_words = render_filter(eff.filter) + " " if eff.filter != Filter() else ""
    noun = f"each {creature_words}creature{kw_words}"
    if eff.creatures is False:
        noun = ""
    who = render_target(eff.players) if eff.players is not None else ""
    return f"deal {_amount(eff.amount)} damage to " + " and ".join(x for x in (noun, who) if x)


def _put_from_hand_on_top(eff: fx.PutFromHandOnTop) -> str:
    who = "put" if eff.player == Ref.YOU else f"{render_target(eff.player)} puts"
    return f"{who} {eff.count} card(s) from hand on top of the library"


def _if_kicked(eff: fx.IfKicked) -> str:
    """CR 702.33d: "if it was kicked"."""
    other = _and(eff.otherwise)
    return f"if kicked, {_and(eff.effect)}" + (f"; otherwise {other}" if other else "")


def _grant_flashback(eff: fx.GrantFlashback) -> str:
    """CR 702.34a: a granted flashback."""
    cost = eff.cost or "its mana cost"
    return f"{render_target(eff.target)} gains flashback ({cost}) until end of turn"


def _verb(verb: str) -> Callable[[Any], str]:
    """The phrase of an effect that is a verb and its target ("destroy target creature")."""
    return lambda e: f"{verb} {render_target(e.target)}"


#: One phrase function per effect class (``render_effect``); an effect without one falls
#: back to ``Name(field=value, ...)``.
_EFFECT_PHRASES: dict[type, Callable[[Any], str]] = {
    fx.DealDamage: lambda e: f"deal {_amount(e.amount)} damage to {render_target(e.to)}",
    fx.DrawCards: lambda e: (
        f"{_who_first(e.player)}draw {_amount(e.count)} card{'s' if e.count != 1 else ''}"
    ),
    fx.GainLife: lambda e: f"{_who_first(e.player)}gain {_amount(e.amount)} life",
    fx.LoseLife: lambda e: f"{render_target(e.player)} loses {_amount(e.amount)} life",
    fx.AddMana: lambda e: "add " + "".join("{" + ch + "}" for ch in e.symbols),
    fx.AddOneOf: _add_one_of,
    fx.CreateToken: _create_token,
    fx.Pump: _pump,
    fx.PutCounters: lambda e: (
        f"put {_amount(e.count)} {e.kind} counter(s) on {render_target(e.target)}"
    ),
    fx.Destroy: _verb("destroy"),
    fx.Exile: _verb("exile"),
    fx.Bounce: lambda e: f"return {render_target(e.target)} to its owner's hand",
    fx.Tap: _verb("tap"),
    fx.Untap: _verb("untap"),
    fx.AttachTo: _verb("attach to"),
    fx.Sacrifice: _sacrifice,
    fx.Fight: lambda e: f"{render_target(e.first)} fights {render_target(e.second)}",
    fx.RevealTopMayTake: _reveal_top_may_take,
    fx.Discard: lambda e: (
        f"{render_target(e.player)} discards {_amount(e.count)} card(s){' at random' * e.random}"
    ),
    fx.Mill: lambda e: f"{render_target(e.player)} mills {_amount(e.count)}",
    fx.Scry: lambda e: f"scry {e.count}",
    fx.Surveil: lambda e: f"surveil {e.count}",
    fx.SearchLibrary: _search_library,
    fx.CounterSpell: _counter_spell,
    fx.Dig: lambda e: f"look at the top {e.look}, take {e.take}, the rest to the {e.rest_to}",
    fx.Modal: _modal,
    fx.MayDo: lambda e: "you may " + _and(e.effect),
    fx.Custom: lambda e: f"[custom {e.key}: {e.reason}]",
    fx.Conditional: _conditional,
    fx.DealDamageEach: _deal_damage_each,
    fx.DealDamageDivided: lambda e: (
        f"deal {e.amount} damage divided as you choose among up to {render_target(e.to)}"
    ),
    fx.GainLifeFromPower: lambda e: (
        f"{render_target(e.player)} gains life equal to the target's power"
    ),
    fx.PutFromHandOnTop: _put_from_hand_on_top,
    fx.ReorderTop: lambda e: (
        f"look at the top {e.count} and put them back in any order"
        + ("; you may shuffle" if e.may_shuffle else "")
    ),
    fx.IfKicked: _if_kicked,
    fx.ForEachKick: lambda e: "for each time it was kicked, " + _and(e.effect),
    fx.GrantFlashback: _grant_flashback,
    fx.GrantFlashbackEach: lambda e: (
        f"each {render_filter(e.filter)} card in your graveyard gains flashback "
        f"({e.cost or 'its mana cost'}) until end of turn"
    ),
}


def render_effect(eff: Any) -> str:
    """Return one effect as a short English phrase (``deal 3 damage to any target``).

    Effects without a phrase of their own fall back to ``Name(field=value, ...)``.
    """
    phrase = _EFFECT_PHRASES.get(type(eff))
    return phrase(eff) if phrase is not None else _generic(eff)


def _cycling(opt: Cycling) -> str:
    kind = f"{opt.land_type.lower()}cycling" if opt.land_type else "cycling"
    parts = [opt.mana.text] if opt.mana is not None else []
    parts += [f"pay {opt.life} life"] if opt.life else []
    return f"{kind} {', '.join(parts)}"


def _alternative_cost(opt: AlternativeCost) -> str:
    if opt.action_mana is not None:  # plot (CR 702.170a): exiled for this, then cast free
        return f"{opt.keyword} {opt.action_mana.text}, then cast free on a later turn"
    parts = [opt.mana.text] if opt.mana is not None else []
    parts += [f"pay {opt.life} life"] if opt.life else []
    parts += [f"sacrifice {opt.sacrifice} {opt.sacrifice_type}"] if opt.sacrifice else []
    parts += [f"exile {opt.exile_from_hand} card(s) from hand"] if opt.exile_from_hand else []
    parts += [f"return {opt.return_to_hand} {opt.return_type}"] if opt.return_to_hand else []
    name = opt.keyword or "alternative cost"
    return f"{name}: {', '.join(parts) or 'free'}"


#: One phrase function per cost option class (``render_cost_option``).
_COST_PHRASES: dict[type, Callable[[Any], str]] = {
    Suspend: lambda o: f"suspend {o.time} {o.mana.text}",
    Kicker: lambda o: f"{'multikicker' if o.multi else 'kicker'} {o.mana.text}",
    Flashback: lambda o: (
        f"{'harmonize' if o.harmonize else 'flashback'} "
        f"{o.mana.text if o.mana is not None else '(its mana cost)'}"
    ),
    Cycling: _cycling,
    AlternativeCost: _alternative_cost,
}


def render_cost_option(opt: Any) -> str:
    """One cost option of ``CardDef.costs`` as a short phrase (``suspend 1 {R}``)."""
    phrase = _COST_PHRASES.get(type(opt))
    return phrase(opt) if phrase is not None else _generic(opt)


def _generic(value: Any) -> str:
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        parts = []
        for f in dataclasses.fields(value):
            v = getattr(value, f.name)
            if isinstance(v, Target | Ref):
                parts.append(f"{f.name}={render_target(v)}")
            elif isinstance(v, Filter):
                parts.append(f"{f.name}={render_filter(v) or 'any'}")
            elif isinstance(v, CardDef):
                parts.append(f"{f.name}={v.name}")
            else:
                parts.append(f"{f.name}={v!r}")
        return f"{type(value).__name__}({', '.join(parts)})"
    return repr(value)


def render_cost(cost: Any) -> str:
    """An activated ability's cost (``{2}, {T}, sacrifice this``)."""
    parts = []
    if cost.mana is not None:
        parts.append(str(cost.mana) or "{0}")
    if cost.tap:
        parts.append("{T}")
    if cost.loyalty is not None:
        parts.append(f"{cost.loyalty:+d}")
    if cost.life:
        parts.append(f"pay {cost.life} life")
    if cost.energy:
        parts.append("pay " + "{E}" * cost.energy)
    if cost.remove_counter:
        parts.append(f"remove a {cost.remove_counter} counter")
    if cost.discard:
        parts.append(f"discard {cost.discard}")
    if cost.sacrifice_self:
        parts.append("sacrifice this")
    return ", ".join(parts) or "(free)"


def _who(ref: Ref, flt: Filter, noun: str) -> str:
    """``this`` for ``Ref.SELF``, else ``a <filter> <noun> you control`` and the like."""
    if ref == Ref.SELF:
        return "this"
    words = render_filter(flt) if flt != Filter() else ""
    owner = {Ref.YOU: " you control", Ref.CREATURES_YOU_CONTROL: " you control"}.get(ref, "")
    return f"a {f'{words} ' if words else ''}{noun}{owner}"


def _when(who: Ref) -> str:
    return "when" if who == Ref.SELF else "whenever"


def _step(cond: tg.BeginningOfStep) -> str:
    owner = "your" if cond.whose == Ref.YOU else "each"
    return f"at the beginning of {owner} {cond.step.name.lower().replace('_', ' ')} step"


def _cast_spell(cond: tg.CastSpell) -> str:
    words = render_filter(cond.filter) if cond.filter != Filter() else ""
    caster = {Ref.EACH_PLAYER: "a player casts", Ref.EACH_OPPONENT: "an opponent casts"}
    return f"whenever {caster.get(cond.who, 'you cast')} a {f'{words} ' if words else ''}spell"


#: One phrase function per trigger condition class (``render_trigger``); the others fall
#: back to ``Name(field=value, ...)``.
_TRIGGER_PHRASES: dict[type, Callable[[Any], str]] = {
    tg.EntersBattlefield: lambda c: f"{_when(c.who)} {_who(c.who, c.filter, 'permanent')} enters",
    tg.Attacks: lambda c: f"whenever {_who(c.who, c.filter, 'creature')} attacks",
    tg.Dies: lambda c: f"{_when(c.who)} {_who(c.who, c.filter, 'creature')} dies",
    tg.DealsCombatDamageToPlayer: lambda c: (
        f"whenever {_who(c.who, Filter(), 'creature')} deals combat damage to a player"
    ),
    tg.BeginningOfStep: _step,
    tg.CastSpell: _cast_spell,
    tg.LeavesBattlefield: lambda c: (
        f"when {_who(c.who, Filter(), 'permanent')} leaves the battlefield"
    ),
    tg.LandEnters: lambda c: "whenever a land you control enters",
}


def render_trigger(cond: Any) -> str:
    """Return a trigger condition as words (``when this enters``, ``at the beginning of ...``)."""
    phrase = _TRIGGER_PHRASES.get(type(cond))
    return phrase(cond) if phrase is not None else _generic(cond)


def render_etb(etb: Any) -> str:
    """An enters-tapped rule (``enters tapped unless you control a Swamp``, CR 614.1c)."""
    conds = []
    if etb.unless_pay_life:
        conds.append(f"you pay {etb.unless_pay_life} life")
    if etb.unless_control and etb.unless_control_count > 1:
        n, kind = etb.unless_control_count, etb.unless_control[0]
        conds.append(f"you control {n} or more other {kind}")
    elif etb.unless_control:
        conds.append(f"you control a {' or a '.join(etb.unless_control)}")
    if etb.unless_basics_at_least is not None:
        conds.append(f"you control {etb.unless_basics_at_least} or more basic lands")
    if etb.unless_reveal:
        conds.append(f"you reveal a {' or '.join(etb.unless_reveal)} card")
    if etb.unless_turn_at_most is not None:
        conds.append(f"it is one of your first {etb.unless_turn_at_most} turns")
    if etb.unless_lands_at_most is not None:
        conds.append(f"you control {etb.unless_lands_at_most} or fewer other lands")
    if etb.unless_lands_at_least is not None:
        conds.append(f"you control {etb.unless_lands_at_least} or more other lands")
    return "enters tapped" + (f" unless {' or '.join(conds)}" if conds else "")
