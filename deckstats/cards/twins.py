"""Compiled twins: a partial built-in card replaced by its own Oracle text, compiled.

The built-in pool (``deckstats/cards/pool``) predates much of the Oracle compiler: a card
written by hand with sentences left out (Wasteland without its land destruction, Path to
Exile without the basic land it gives) is "partial". Where the compiler now reads every
sentence of that card's own printed facts and Oracle text, ``CardDB.builtin`` returns the
compiled card instead (issue 26: fidelity), so an offline user, with no imported card
data, gets the full card. A twin is compiled once per card, on first use: start-up and
the per-game path pay nothing for it.

A few cards are never twinned (``NOT_TWINNED``): their text "compiles" only because the
compiler drops a sentence this engine does simulate, so the twin would be a partial card
that no longer says so. Each entry names the sentence. A partial card may lose power,
never gain it; a twin must also be honest about what it ignores.
"""

from __future__ import annotations

from deckstats.cards.model import CardDef

#: Cards kept in their hand-written form although their text compiles "in full": name ->
#: the sentence the compiler wrongly treats as changing nothing. The compiler reads "can't
#: be regenerated" as a no-op (``oracle.effects._NO_OPS``), but the engine has regeneration
#: shields (CR 701.19a, ``engine.regeneration.regenerate``) and no rule for "can't be regenerated"
#: (CR 701.19c), so the sentence stays listed as ignored.
NOT_TWINNED: dict[str, str] = {
    "Terminate": "It can't be regenerated.",
    "Incinerate": "A creature dealt damage this way can't be regenerated this turn.",
}

#: Partial built-in cards by id -> the card to use (the compiled twin, or the card itself).
_TWINS: dict[int, CardDef] = {}


def compiled_twin(card: CardDef) -> CardDef:
    """A partial hand-written pool card's compiled twin, when that simulates it fully.

    Returns ``card`` itself when it is already full, multi-faced (compiled by face),
    without Oracle text (nothing to compile: an empty text would "compile" in full), in
    ``NOT_TWINNED``, or when its text still leaves a sentence out.
    """
    if not card.unparsed or card.faces or not card.text.strip():
        return card
    twin = _TWINS.get(id(card))
    if twin is None:
        twin = _compile(card)
        _TWINS[id(card)] = twin
    return twin


def _compile(card: CardDef) -> CardDef:
    if card.name in NOT_TWINNED:
        return card
    from deckstats.cards.oracle import compile_text

    compiled = compile_text(
        card.name,
        card.cost.text if card.cost else None,
        card.type_line(),
        card.text,
        (card.power_text, card.toughness_text) if card.power_text is not None else None,
        loyalty=str(card.loyalty) if card.loyalty is not None else None,
        source=card.source,
    )
    return card if compiled.unparsed else compiled
