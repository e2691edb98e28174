"""Readable renderings of cards (``cards show``; ``deck check``'s summary is ``deck.summary``).

Library code only: functions return strings, lists of lines and plain dataclasses; the
command line prints them. Nothing here changes a card. The phrase of one effect, trigger,
cost option or target is ``phrases.py``'s (re-exported here).
"""

from __future__ import annotations

from deckstats.cards.effects import (
    AddMana,
    AddOneOf,
)
from deckstats.cards.model import (
    COLOR_ORDER,
    NO_COLOR,
    CardDef,
    CardType,
    Color,
    color_letters,
)
from deckstats.cards.phrases import (
    keyword_names,
    render_cost,
    render_cost_option,
    render_effect,
    render_etb,
    render_filter,
    render_target,
    render_trigger,
)
from deckstats.cards.targets import Filter, Ref, Target

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
        out.append(f"{kind}: {render_cost(ab.cost)}: {effects}{speed}")
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
        out.append(render_etb(card.etb_tapped))
    if card.aura_target is not None and isinstance(card.aura_target, Target | Ref):
        out.append(f"enchant: {render_target(card.aura_target)}")
    for option in card.costs:
        out.append(f"cost: {render_cost_option(option)}")
    return out or ["(no abilities)"]
