"""Card records (printed facts + Oracle text) -> ``CardDef`` values.

A *record* is the importers' plain-dict form of one card (see ``sources/records.py``):
``{"name", "layout", "faces": [{"name", "mana_cost", "type_line", "oracle_text",
"power", "toughness", "loyalty", "colors"}], "legalities"}``. The printed facts come from
the record; behaviour comes from compiling the Oracle text with the templates of
``abilities.py`` and ``effects.py``, into the same vocabulary the built-in pool uses.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from deckstats.cards import dsl
from deckstats.cards.dsl import Activated, mana_ability
from deckstats.cards.mana import ManaCostError, parse_mana_cost
from deckstats.cards.model import (
    NO_COLOR,
    NO_SUPERTYPE,
    NO_TYPE,
    CardDef,
    CardType,
    Color,
    Supertype,
    color_from_letter,
)
from deckstats.cards.oracle.abilities import compile_lines
from deckstats.cards.oracle.act_keywords import finish_overload
from deckstats.cards.oracle.counts import counted_pt
from deckstats.cards.oracle.crew import triggers_with_printed_pt, with_printed_pt
from deckstats.cards.oracle.text import normalize_text, original_units, split_lines
from deckstats.cards.oracle.withhold import withhold

_TYPES = {n.capitalize(): f for n, f in CardType.__members__.items()}
_TYPES["Tribal"] = CardType.KINDRED
_SUPERTYPES = {n.capitalize(): f for n, f in Supertype.__members__.items()}
_BASIC_TYPES = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


def parse_type_line(line: str) -> tuple[Supertype, CardType, tuple[str, ...]]:
    """Split a type line (CR 205) into supertypes, card types and subtypes.

    >>> parse_type_line("Legendary Creature — Goblin Warrior")[2]
    ('Goblin', 'Warrior')
    """
    left, _, right = line.replace(" - ", " — ").partition("—")
    supertypes = NO_SUPERTYPE
    types = NO_TYPE
    for word in left.split():
        if word in _SUPERTYPES:
            supertypes |= _SUPERTYPES[word]
        elif word in _TYPES:
            types |= _TYPES[word]
    return supertypes, types, tuple(right.split())


def _pt(value: Any) -> tuple[int | None, str | None]:
    if value is None or value == "":
        return None, None
    text = str(value)
    s = text.replace("*", "0").replace("+0", "").replace("-0", "").strip()
    if len(s) > 7:  # beyond any printed number (records.MAX_NUMBER): not a number
        return 0, text
    try:
        return (int(s) if s else 0), text
    except ValueError:
        return 0, text


def _colors(face: Mapping[str, Any], cost_colors: Color) -> Color:
    letters = face.get("colors")
    if letters is None:
        return cost_colors
    col = NO_COLOR
    for ch in letters:
        col |= color_from_letter(ch)
    return col


def _intrinsic_mana(subtypes: tuple[str, ...]) -> list[Activated]:
    """CR 305.6: a land with basic land types has "{T}: Add <colour>" for each."""
    colors = "".join(_BASIC_TYPES[t] for t in subtypes if t in _BASIC_TYPES)
    if not colors:
        return []
    return [mana_ability(colors, any_of=len(colors) > 1)]


def compile_face(face: Mapping[str, Any], *, source: str) -> CardDef:
    """Compile one face record into a ``CardDef``.

    Args:
        face: printed facts of the face (``name``, ``mana_cost``, ``type_line``,
            ``oracle_text``, ``power``, ``toughness``, ``loyalty``, ``colors``).
        source: ``"scryfall"`` or ``"mtgjson"``, stored on the result.
    """
    name = str(face["name"])
    text = str(face.get("oracle_text") or "")
    raw_cost = face.get("mana_cost") or ""
    try:
        cost = parse_mana_cost(raw_cost) if raw_cost else None
    except ManaCostError:
        cost = None
    supertypes, types, subtypes = parse_type_line(str(face.get("type_line") or ""))
    is_spell = bool(types & (CardType.INSTANT | CardType.SORCERY))
    normalized = normalize_text(text, name, bool(supertypes & Supertype.LEGENDARY))
    lines = split_lines(normalized)
    originals = original_units(text)
    if len(originals) != len(lines):
        originals = [line.replace("~", name) for line in lines]
    parts = compile_lines(lines, originals, is_spell=is_spell, name=name)
    finish_overload(parts, lines, originals)  # CR 702.96a (``oracle.act_keywords``)
    # A partial card may lose power, never gain it: what an unparsed cost or restriction
    # belongs to is withheld (``oracle.withhold``), once, here.
    withheld = withhold(
        parts, lines, originals, name=name, is_land=bool(types & CardType.LAND), is_spell=is_spell
    )
    abilities: list[Activated] = []
    if types & CardType.LAND:
        abilities.extend(_intrinsic_mana(subtypes))
    power, power_text = _pt(face.get("power"))
    toughness, toughness_text = _pt(face.get("toughness"))
    abilities.extend(with_printed_pt(parts.abilities, power, toughness))  # crew (CR 702.122a)
    loyalty_raw = face.get("loyalty")
    loyalty = (
        int(loyalty_raw)
        if loyalty_raw not in (None, "")
        and str(loyalty_raw).isascii()
        and str(loyalty_raw).isdigit()
        and len(str(loyalty_raw)) <= 7
        else None
    )
    unparsed = list(parts.unparsed)
    counted_pt(parts.facts, power, toughness, unparsed, name)  # "~ gets +1/+1 for each"
    return CardDef(
        name=name,
        cost=cost,
        types=types,
        supertypes=supertypes,
        subtypes=subtypes,
        power=power,
        toughness=toughness,
        power_text=power_text,
        toughness_text=toughness_text,
        loyalty=loyalty,
        colors=NO_COLOR if parts.colorless else _colors(face, cost.colors if cost else NO_COLOR),
        keywords=parts.keywords,
        spell=tuple(parts.spell),
        abilities=tuple(abilities),
        triggers=tuple(triggers_with_printed_pt(parts.triggers, power, toughness)),
        statics=tuple(parts.statics),
        etb_tapped=parts.etb_tapped,
        aura_target=parts.aura_target,
        text=text,
        source=source,
        unparsed=tuple(unparsed),
        costs=tuple(parts.costs),
        withheld=withheld,
        modifiers=tuple(parts.modifiers),
        **parts.facts,
        any_number="A deck can have any number of cards named" in text,
    )


_MULTI = {
    "split": dsl.split,
    "aftermath": dsl.split,
    "modal_dfc": dsl.mdfc,
    "adventure": dsl.adventure,
    "transform": dsl.transform,
    "flip": dsl.transform,
    "meld": dsl.transform,
}


def compile_record(record: Mapping[str, Any], *, source: str) -> CardDef:
    """Compile a whole card record; multi-faced cards keep the front face as the card.

    CR 709-712, 715: the front face (the left half of a split card, the creature of an
    adventurer) is what is cast by default; other faces are in ``faces``. Sentences the
    compiler could not handle on any face are listed in the front's ``unparsed``, so the
    card's coverage covers all its faces.
    """
    faces = [compile_face(f, source=source) for f in record["faces"]]
    front = faces[0]
    layout = str(record.get("layout") or "normal")
    if len(faces) < 2:
        from dataclasses import replace

        return replace(front, layout=layout) if layout != "normal" else front
    combine = _MULTI.get(layout, dsl.transform)
    card = combine(front, faces[1])
    from dataclasses import replace

    unparsed = tuple(front.unparsed) + tuple(
        f"{face.name}: {s}" for face in faces[1:] for s in face.unparsed
    )
    # Each face keeps its own ``withheld`` (the engine checks the face it casts); the card's
    # record names the other faces' entries too, for reports.
    withheld = tuple(front.withheld) + tuple(
        f"{face.name}: {w}" for face in faces[1:] for w in face.withheld
    )
    return replace(
        card, faces=tuple(faces[1:]), unparsed=unparsed, layout=layout, withheld=withheld
    )
