"""Readable renderings of cards and deck summaries (``cards show``, ``deck check``).

Library code only: functions return strings, lists of lines and plain dataclasses; the
command line prints them. Nothing here changes a card. The phrase of one effect, trigger,
cost option or target is ``phrases.py``'s (re-exported here).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from deckstats.cards.effects import (
    AddMana,
    AddOneOf,
)
from deckstats.cards.mana_sources import count_sources, search_mask, source_mask
from deckstats.cards.model import (
    ALL_COLORS,
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
    "DeckSummary",
    "card_lines",
    "color_identity",
    "fetchable_colors",
    "keyword_names",
    "render_deck_check",
    "render_effect",
    "render_target",
    "render_trigger",
    "source_colors",
    "summarize",
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


def fetchable_colors(card: CardDef, library: Iterable[CardDef] | None = None) -> Color:
    """Return the colours a land-searching ability can find (fetch lands, Evolving Wilds).

    With ``library`` (the deck's cards), the answer is what the matching lands there
    produce: a Mountain-or-Forest fetch in a deck of Mountains finds only red. Without it,
    the basic land types in the filter give the colours (``Mountain`` -> red), and a
    filter naming no land type ("a basic land card") gives none. The rule is
    ``mana_sources.search_mask``'s.
    """
    return Color((search_mask(card, library) or 0) & int(ALL_COLORS))


def source_colors(card: CardDef, library: Iterable[CardDef] | None = None) -> Color:
    """Return the colours a land is a source of: what it taps for, plus what it can fetch.

    Non-land cards (and spells with a land back face) give none, so that the table counts
    lands only, as deck builders do; a Pathway counts for both faces. The rule is
    ``mana_sources.source_mask``'s, the one ``deck check`` and ``hands`` share.
    """
    return Color(source_mask(card, library) & int(ALL_COLORS))


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


# --------------------------------------------------------------------------------------
# Deck summaries
# --------------------------------------------------------------------------------------


@dataclass(frozen=True)
class DeckSummary:
    """What ``deck check`` shows about a list of cards.

    Attributes:
        cards: total number of cards.
        type_counts: cards per ``TYPE_GROUPS`` group (only groups present), display order.
        curve: nonland cards per mana-value bucket (``CURVE_BUCKETS``, all present).
        sources: lands that are a source of each colour (``W`` .. ``G``, and ``C`` for
            colourless), counted by ``mana_sources.count_sources``.
        coverage: ``(name, copies, status)`` per distinct card, status ``full`` or
            ``partial``.
    """

    cards: int
    type_counts: dict[str, int]
    curve: dict[str, int]
    sources: dict[str, int]
    coverage: list[tuple[str, int, str]] = field(default_factory=list)

    def as_dict(self) -> dict[str, Any]:
        """Return the summary as JSON-ready values."""
        return {
            "cards": self.cards,
            "types": dict(self.type_counts),
            "curve": dict(self.curve),
            "sources": dict(self.sources),
            "coverage": [{"card": n, "count": c, "status": s} for n, c, s in self.coverage],
        }


def summarize(
    entries: Iterable[tuple[int, CardDef]],
    coverage_only: Iterable[tuple[int, CardDef]] = (),
) -> DeckSummary:
    """Summarise ``(copies, card)`` pairs: type counts, curve, colour sources, coverage.

    Args:
        entries: the cards of the deck (main deck and commander).
        coverage_only: further cards listed only in the coverage (the sideboard).
    """
    pairs = list(entries)
    types: Counter[str] = Counter()
    curve = dict.fromkeys(CURVE_BUCKETS, 0)
    copies: Counter[str] = Counter()
    status: dict[str, str] = {}
    for n, card in pairs:
        types[type_group(card)] += n
        if not card.is_land:
            curve[CURVE_BUCKETS[min(card.mana_value, 7)]] += n
    for n, card in (*pairs, *coverage_only):
        copies[card.display_name] += n
        status[card.display_name] = card.coverage
    ordered = {g: types[g] for _, g in TYPE_GROUPS if types[g]}
    if types["other"]:
        ordered["other"] = types["other"]
    coverage = [(name, copies[name], status[name]) for name in copies]
    return DeckSummary(
        cards=sum(n for n, _ in pairs),
        type_counts=ordered,
        curve=curve,
        sources=count_sources(pairs),
        coverage=coverage,
    )


def render_deck_check(
    *,
    name: str,
    archetype: str,
    fmt: str,
    counts: tuple[int, int],
    summary: DeckSummary,
    problems: list[str],
    unknown: list[tuple[int, str]],
    unknown_in_deck: int = 0,
) -> list[str]:
    """Return the ``deck check`` text report.

    Args:
        name: the deck name (file stem).
        archetype: the first comment line, shown beside the name.
        fmt: the format validated against.
        counts: main-deck and sideboard sizes.
        summary: ``summarize()`` of the main deck.
        problems: validation problems, already formatted as ``file:line: message``.
        unknown: ``(copies, name as written)`` of lines naming no known card.
        unknown_in_deck: how many of those are in the main deck or command zone.
    """
    main, side = counts
    lines = [f"{name}  ({archetype})" if archetype else name]
    lines.append(f"format: {fmt}   main deck: {main}   sideboard: {side}")
    lines += ["", "Card types"]
    lines += [f"  {group:<14}{n:>3}" for group, n in summary.type_counts.items()]
    if unknown_in_deck:
        lines.append(f"  {'unknown':<14}{unknown_in_deck:>3}")
    lines += ["", "Mana curve (nonland cards)"]
    lines.append("  mana value " + "".join(f"{b:>4}" for b in CURVE_BUCKETS))
    lines.append("  cards      " + "".join(f"{summary.curve[b]:>4}" for b in CURVE_BUCKETS))
    lines += [
        "",
        "Colour sources (lands that tap for or can fetch each colour; C = colourless)",
    ]
    lines.append("  " + "   ".join(f"{c} {n}" for c, n in summary.sources.items()))
    statuses = Counter(s for _, _, s in summary.coverage)
    lines += [
        "",
        f"Card coverage: {statuses['full']} full, {statuses['partial']} partial, "
        f"{len(unknown)} unknown",
    ]
    width = max([len(n) for n, _, _ in summary.coverage] + [len(n) for _, n in unknown] + [4])
    lines += [f"  {c:>3}  {n:<{width}}  {s}" for n, c, s in summary.coverage]
    lines += [f"  {c:>3}  {n:<{width}}  unknown" for c, n in unknown]
    lines.append("")
    if problems:
        noun = "problem" if len(problems) == 1 else "problems"
        lines.append(f"Validation ({fmt}): {len(problems)} {noun}")
        lines += [f"  {p}" for p in problems]
    else:
        lines.append(f"Validation ({fmt}): valid")
    return lines
