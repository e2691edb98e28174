"""Readable renderings of cards (``cards show``; ``deck check``'s summary is ``deck.summary``).

Library code only: functions return strings, lists of lines and plain dataclasses; the
command line prints them. Nothing here changes a card.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from deckstats.cards.costs import AlternativeCost, Cycling, Flashback, Kicker, Suspend
from deckstats.cards.effects import (
    AddMana,
    AddOneOf,
    AttachTo,
    Bounce,
    Conditional,
    CounterSpell,
    CreateToken,
    Custom,
    DealDamage,
    DealDamageDivided,
    DealDamageEach,
    Destroy,
    Dig,
    Discard,
    DrawCards,
    Exile,
    Fight,
    ForEachKick,
    GainLife,
    GainLifeFromPower,
    GrantFlashback,
    IfKicked,
    LoseLife,
    MayDo,
    Mill,
    Modal,
    Pump,
    PutCounters,
    PutFromHandOnTop,
    ReorderTop,
    RevealTopMayTake,
    Sacrifice,
    Scry,
    SearchLibrary,
    Surveil,
    Tap,
    Untap,
)
from deckstats.cards.model import (
    COLOR_NAMES,
    COLOR_ORDER,
    NO_COLOR,
    CardDef,
    CardType,
    Color,
    Keyword,
    Supertype,
    color_letters,
    iter_colors,
)
from deckstats.cards.targets import ANY_TARGET, Controller, Filter, Ref, Target, TargetKind
from deckstats.cards.triggers import (
    Attacks,
    BeginningOfStep,
    CastSpell,
    DealsCombatDamageToPlayer,
    Dies,
    EntersBattlefield,
    LandEnters,
    LeavesBattlefield,
)

__all__ = [
    "CURVE_BUCKETS",
    "TYPE_GROUPS",
    "card_lines",
    "color_identity",
    "keyword_names",
    "render_effect",
    "render_target",
    "render_trigger",
    "type_group",
]

#: Groups for "counts by card type", in display order; a card counts in the first that fits.
TYPE_GROUPS: tuple[tuple[CardType, str], ...] = (
    (CardType.LAND, "lands"),
    (CardType.CREATURE, "creatures"),
    (CardType.PLANESWALKER, "planeswalkers"),
    (CardType.BATTLE, "battles"),
    (CardType.INSTANT, "instants"),
    (CardType.SORCERY, "sorceries"),
    (CardType.ARTIFACT, "artifacts"),
    (CardType.ENCHANTMENT, "enchantments"),
)

#: Mana-curve columns: mana values 0..6 and 7 or more (CR 202.3).
CURVE_BUCKETS: tuple[str, ...] = ("0", "1", "2", "3", "4", "5", "6", "7+")


def type_group(card: CardDef) -> str:
    """Return the group a card is counted in (``lands``, ``creatures``, ...) or ``other``.

    An artifact creature is a creature and an artifact land is a land: the first group of
    ``TYPE_GROUPS`` that the card has wins.
    """
    for flag, group in TYPE_GROUPS:
        if card.types & flag:
            return group
    return "other"


def keyword_names(keywords: Keyword) -> list[str]:
    """Return the keyword flags as printed words (``["Flying", "First strike"]``)."""
    return [
        name.replace("_", " ").capitalize()
        for name, flag in Keyword.__members__.items()
        if keywords & flag
    ]


def _mana_symbol_colors(card: CardDef) -> Color:
    """Colours of the mana symbols in a card's mana abilities ("Add {R} or {G}").

    "One mana of any color" names no symbol, so it adds none (Birds of Paradise is green,
    Command Tower colourless).
    """
    found = NO_COLOR
    for ability in card.abilities:
        for eff in ability.effect:
            letters = ""
            if isinstance(eff, AddMana):
                letters = eff.symbols
            elif isinstance(eff, AddOneOf) and eff.colors != COLOR_ORDER:
                letters = eff.colors
            for ch in letters:
                if ch in COLOR_ORDER:
                    found |= Color[ch]
    return found


def color_identity(card: CardDef) -> Color:
    """CR 903.4, approximately: colours, cost colours and mana symbols of mana abilities.

    Mana symbols elsewhere in the rules text are not read, so this can under-count.
    """
    ident = NO_COLOR
    for face in (card, *card.faces):
        ident |= face.colors | _mana_symbol_colors(face)
        if face.cost is not None:
            ident |= face.cost.colors
    return ident


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
    extras = []
    if flt.max_mana_value is not None:
        extras.append(f"mana value {flt.max_mana_value} or less")
    if flt.min_power is not None:
        extras.append(f"power {flt.min_power} or greater")
    if flt.max_power is not None:
        extras.append(f"power {flt.max_power} or less")
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


def render_effect(eff: Any) -> str:
    """Return one effect as a short English phrase (``deal 3 damage to any target``).

    Effects without a phrase of their own fall back to ``Name(field=value, ...)``.
    """
    match eff:
        case DealDamage(amount=a, to=t):
            return f"deal {_amount(a)} damage to {render_target(t)}"
        case DrawCards(count=n, player=p):
            who = "" if p == Ref.YOU else f"{render_target(p)}: "
            return f"{who}draw {_amount(n)} card{'s' if n != 1 else ''}"
        case GainLife(amount=a, player=p):
            who = "" if p == Ref.YOU else f"{render_target(p)}: "
            return f"{who}gain {_amount(a)} life"
        case LoseLife(amount=a, player=p):
            return f"{render_target(p)} loses {_amount(a)} life"
        case AddMana(symbols=s):
            return "add " + "".join("{" + ch + "}" for ch in s)
        case AddOneOf(colors=c, amount=n):
            if c == COLOR_ORDER:
                return f"add {n} mana of any one color"
            return "add " + " or ".join("{" + ch + "}" for ch in c) + (f" x{n}" if n != 1 else "")
        case CreateToken(token=tok, count=n, tapped=tapped, attacking=attacking):
            pt = f"{tok.power}/{tok.toughness} " if tok.power is not None else ""
            state = " tapped" * tapped + " and attacking" * attacking
            return f"create {_amount(n)} {pt}{tok.name} token{'s' if n != 1 else ''}{state}"
        case Pump(power=p, toughness=t, target=tg, keywords=kw):
            gains = f" and gains {', '.join(keyword_names(kw)).lower()}" if kw else ""
            return f"{render_target(tg)} gets {p:+d}/{t:+d}{gains} until end of turn"
        case PutCounters(count=n, target=tg, kind=kind):
            return f"put {_amount(n)} {kind} counter(s) on {render_target(tg)}"
        case Destroy(target=tg) | Exile(target=tg) | Bounce(target=tg):
            verb = {"Destroy": "destroy", "Exile": "exile", "Bounce": "return"}[type(eff).__name__]
            tail = " to its owner's hand" if isinstance(eff, Bounce) else ""
            return f"{verb} {render_target(tg)}{tail}"
        case Tap(target=tg) | Untap(target=tg) | AttachTo(target=tg):
            verb = {"Tap": "tap", "Untap": "untap", "AttachTo": "attach to"}[type(eff).__name__]
            return f"{verb} {render_target(tg)}"
        case Sacrifice(what=what, player=p, count=n):
            if isinstance(what, Ref):
                thing = render_target(what)
            else:
                thing = f"{n} {render_filter(what) or 'permanent'}"
            who = "sacrifice" if p == Ref.YOU else f"{render_target(p)} sacrifices"
            return f"{who} {thing}"
        case Fight(first=a, second=b):
            return f"{render_target(a)} fights {render_target(b)}"
        case RevealTopMayTake(player=p, take_if=flt):
            return (
                f"{render_target(p)} reveals the top card of their library; "
                f"if it is a {render_filter(flt) or 'card'}, they put it into their hand"
            )
        case Discard(count=n, player=p, random=rnd):
            return f"{render_target(p)} discards {_amount(n)} card(s){' at random' * rnd}"
        case Mill(count=n, player=p):
            return f"{render_target(p)} mills {_amount(n)}"
        case Scry(count=n):
            return f"scry {n}"
        case Surveil(count=n):
            return f"surveil {n}"
        case SearchLibrary(filter=flt, count=n, to=to, tapped=tapped):
            where = {"battlefield": "onto the battlefield", "hand": "into your hand"}
            dest = where.get(to, "on top of your library") + " tapped" * tapped
            kind = render_filter(flt) or "card"
            cards = "card" if n == 1 else "cards"
            return f"search your library for {n} {kind} {cards}, put it {dest}, then shuffle"
        case CounterSpell(target=tg, unless_pay=pay, to=to):
            unless = f" unless its controller pays {{{pay}}}" if pay is not None else ""
            where = {"exile": "exile it", "library": "put it on top", "hand": "return it"}
            instead = f" ({where[to]} instead)" if to in where else ""
            return f"counter {render_target(tg)}{unless}{instead}"
        case Dig(look=look, take=take, rest_to=rest):
            return f"look at the top {look}, take {take}, the rest to the {rest}"
        case Modal(modes=modes, choose=n):
            parts = "; ".join(" and ".join(render_effect(e) for e in mode) for mode in modes)
            return f"choose {n} - {parts}"
        case MayDo(effect=effs):
            return "you may " + " and ".join(render_effect(e) for e in effs)
        case Custom(key=key, reason=reason):
            return f"[custom {key}: {reason}]"
        case Conditional(condition=cond, then=then, otherwise=other):
            words = cond.name.lower().replace("_", " ")
            out = f"if {words}: " + " and ".join(render_effect(e) for e in then)
            if other:
                out += "; otherwise " + " and ".join(render_effect(e) for e in other)
            return out
        case DealDamageEach(amount=a, filter=flt, without=wo, with_keywords=wk, players=p):
            kw_words = ""
            if wo:
                kw_words = " without " + ", ".join(keyword_names(wo)).lower()
            elif wk:
                kw_words = " with " + ", ".join(keyword_names(wk)).lower()
            creature_words = render_filter(flt) + " " if flt != Filter() else ""
            noun = f"each {creature_words}creature{kw_words}"
            if eff.creatures is False:
                noun = ""
            who = render_target(p) if p is not None else ""
            return f"deal {_amount(a)} damage to " + " and ".join(x for x in (noun, who) if x)
        case DealDamageDivided(amount=a, to=t):
            return f"deal {a} damage divided as you choose among up to {render_target(t)}"
        case GainLifeFromPower(player=p):
            return f"{render_target(p)} gains life equal to the target's power"
        case PutFromHandOnTop(count=n, player=p):
            who = "put" if p == Ref.YOU else f"{render_target(p)} puts"
            return f"{who} {n} card(s) from hand on top of the library"
        case ReorderTop(count=n, may_shuffle=shuffle):
            return f"look at the top {n} and put them back in any order" + (
                "; you may shuffle" if shuffle else ""
            )
    return _render_cost_effect(eff)


def _render_cost_effect(eff: Any) -> str:
    """Effects of the cost-option vocabulary (CR 702.33d, 702.34a)."""
    if isinstance(eff, IfKicked):
        kicked = " and ".join(render_effect(e) for e in eff.effect)
        other = " and ".join(render_effect(e) for e in eff.otherwise)
        return f"if kicked, {kicked}" + (f"; otherwise {other}" if other else "")
    if isinstance(eff, ForEachKick):
        return "for each time it was kicked, " + " and ".join(render_effect(e) for e in eff.effect)
    if isinstance(eff, GrantFlashback):
        cost = eff.cost or "its mana cost"
        return f"{render_target(eff.target)} gains flashback ({cost}) until end of turn"
    return _generic(eff)


def render_cost_option(opt: Any) -> str:
    """One cost option of ``CardDef.costs`` as a short phrase (``suspend 1 {R}``)."""
    if isinstance(opt, Suspend):
        return f"suspend {opt.time} {opt.mana.text}"
    if isinstance(opt, Kicker):
        return f"{'multikicker' if opt.multi else 'kicker'} {opt.mana.text}"
    if isinstance(opt, Flashback):
        return f"flashback {opt.mana.text if opt.mana is not None else '(its mana cost)'}"
    if isinstance(opt, Cycling):
        kind = f"{opt.land_type.lower()}cycling" if opt.land_type else "cycling"
        parts = [opt.mana.text] if opt.mana is not None else []
        parts += [f"pay {opt.life} life"] if opt.life else []
        return f"{kind} {', '.join(parts)}"
    if isinstance(opt, AlternativeCost):
        parts = [opt.mana.text] if opt.mana is not None else []
        parts += [f"pay {opt.life} life"] if opt.life else []
        parts += [f"sacrifice {opt.sacrifice} {opt.sacrifice_type}"] if opt.sacrifice else []
        parts += [f"exile {opt.exile_from_hand} card(s) from hand"] if opt.exile_from_hand else []
        parts += [f"return {opt.return_to_hand} {opt.return_type}"] if opt.return_to_hand else []
        name = opt.keyword or "alternative cost"
        return f"{name}: {', '.join(parts) or 'free'}"
    return _generic(opt)


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


def _render_cost(cost: Any) -> str:
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


def render_trigger(cond: Any) -> str:
    """Return a trigger condition as words (``when this enters``, ``at the beginning of ...``)."""
    match cond:
        case EntersBattlefield(who=who, filter=flt):
            return (
                f"{'when' if who == Ref.SELF else 'whenever'} {_who(who, flt, 'permanent')} enters"
            )
        case Attacks(who=who, filter=flt):
            return f"whenever {_who(who, flt, 'creature')} attacks"
        case Dies(who=who, filter=flt):
            return f"{'when' if who == Ref.SELF else 'whenever'} {_who(who, flt, 'creature')} dies"
        case DealsCombatDamageToPlayer(who=who):
            return f"whenever {_who(who, Filter(), 'creature')} deals combat damage to a player"
        case BeginningOfStep(step=step, whose=whose):
            owner = "your" if whose == Ref.YOU else "each"
            return f"at the beginning of {owner} {step.name.lower().replace('_', ' ')} step"
        case CastSpell(who=who, filter=flt):
            words = render_filter(flt) if flt != Filter() else ""
            caster = {Ref.EACH_PLAYER: "a player casts", Ref.EACH_OPPONENT: "an opponent casts"}
            return f"whenever {caster.get(who, 'you cast')} a {f'{words} ' if words else ''}spell"
        case LeavesBattlefield(who=who):
            return f"when {_who(who, Filter(), 'permanent')} leaves the battlefield"
        case LandEnters():
            return "whenever a land you control enters"
    return _generic(cond)


def _render_etb(etb: Any) -> str:
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


def _pt(card: CardDef) -> str | None:
    if card.power is None and card.power_text is None:
        return None
    p = card.power_text if card.power_text is not None else str(card.power)
    t = card.toughness_text if card.toughness_text is not None else str(card.toughness)
    return f"{p}/{t}"


def card_lines(card: CardDef) -> list[str]:
    """Return ``cards show`` output for one card: printed facts, then compiled abilities."""
    lines = [card.display_name]
    cost = card.cost if card.cost is not None and str(card.cost) else "-"
    type_line = card.type_line()
    if card.layout in ("split", "aftermath") and card.faces:
        # CR 709.2: a split card has two sets of characteristics; show both halves
        halves = (card, *card.faces)
        cost = " // ".join(str(f.cost) if f.cost is not None else "-" for f in halves)
        type_line = " // ".join(f.type_line() for f in halves)
    lines.append(f"  cost:      {cost}")
    lines.append(f"  type:      {type_line}")
    pt = _pt(card)
    if pt:
        lines.append(f"  P/T:       {pt}")
    if card.loyalty is not None:
        lines.append(f"  loyalty:   {card.loyalty}")
    lines.append(f"  colors:    {color_letters(card.colors) or 'colorless'}")
    if card.keywords:
        lines.append(f"  keywords:  {', '.join(keyword_names(card.keywords))}")
    source = "built-in" if card.source == "builtin" else f"imported ({card.source})"
    lines.append(f"  source:    {source}")
    lines.append(f"  coverage:  {card.coverage}")
    if card.text:
        lines.append("  oracle:")
        lines += [f"    {t}" for t in card.text.splitlines()]
    lines.append("  compiled:")
    lines += [f"    {line}" for line in compiled_lines(card)]
    for face in card.faces:
        face_cost = f"{face.cost}, " if face.cost is not None and str(face.cost) else ""
        lines.append(f"  face: {face.name} ({face_cost}{face.type_line()})")
        lines += [f"    oracle: {t}" for t in face.text.splitlines() if face.text != card.text]
        lines += [f"    {line}" for line in compiled_lines(face)]
    if card.unparsed:
        lines.append("  not compiled:")
        lines += [f"    {t}" for t in card.unparsed]
    if card.withheld:
        # issue 26: what an uncompiled cost or restriction keeps from being offered
        lines.append("  withheld (never offered):")
        lines += [f"    {w}" for w in card.withheld]
    return lines


def compiled_lines(card: CardDef) -> list[str]:
    """Return the compiled behaviour of a card: spell, abilities, triggers, statics, ETB."""
    out = []
    if card.spell:
        out.append("spell: " + "; ".join(render_effect(e) for e in card.spell))
    for ab in card.abilities:
        kind = "mana ability" if ab.is_mana_ability else "ability"
        speed = " (sorcery speed)" if ab.sorcery_speed else ""
        effects = "; ".join(render_effect(e) for e in ab.effect)
        out.append(f"{kind}: {_render_cost(ab.cost)}: {effects}{speed}")
    for tr in card.triggers:
        opt = " (optional)" if tr.optional else ""
        effects = "; ".join(render_effect(e) for e in tr.effect)
        out.append(f"trigger: {render_trigger(tr.when)}: {effects}{opt}")
    for st in card.statics:
        gains = f" and {', '.join(keyword_names(st.keywords)).lower()}" if st.keywords else ""
        who = render_target(st.applies_to)
        flt = f" ({render_filter(st.filter)})" if st.filter != Filter() else ""
        other = " other" if st.other else ""
        out.append(f"static:{other} {who}{flt} get {st.power:+d}/{st.toughness:+d}{gains}")
    if card.etb_tapped is not None:
        out.append(_render_etb(card.etb_tapped))
    if card.aura_target is not None and isinstance(card.aura_target, Target | Ref):
        out.append(f"enchant: {render_target(card.aura_target)}")
    for option in card.costs:
        out.append(f"cost: {render_cost_option(option)}")
    return out or ["(no abilities)"]
