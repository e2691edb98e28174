"""CR 607.2d, 614.12: a colour chosen as a permanent enters (Thriving lands).

``choose_color`` asks the controller (a ``COLOR`` decision; the goldfish names the colour
its hand needs most) among the colours ``CardDef.chooses_color`` allows, then gives the
object the characteristics of its card with each "or one mana of the chosen color" mana
ability (``AddOneOf(chosen=True)``) making the chosen colour too, and each shield "of the
chosen color" (``PreventNext.chosen_color``, Story Circle) of that colour. The object stays the
same; in every other zone it is its printed card again (``GameObject.full_card``).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from deckstats.cards.dsl import Activated
from deckstats.cards.effects import AddOneOf, Effect
from deckstats.cards.effects_act import PreventNext
from deckstats.cards.model import color_from_letter
from deckstats.cards.modifiers import CastLimit
from deckstats.cards.targets import Filter
from deckstats.engine.decisions import COLOR, Decision
from deckstats.engine.derived_cards import derived_card
from deckstats.engine.info import card_info

if TYPE_CHECKING:
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.state import GameObject


def with_chosen_color(card: CardDef, color: str) -> CardDef:
    """``card`` whose "chosen color" mana abilities also make ``color`` (made once)."""
    return derived_card(card, "colour:" + color, lambda c: _with_color(c, color))


def _with_color(card: CardDef, color: str) -> CardDef:
    abilities = []
    for ab in card.abilities:
        if isinstance(ab, Activated) and _has_chosen(ab.effect):
            ab = replace(ab, effect=_chosen(ab.effect, color))
        abilities.append(ab)
    triggers = tuple(
        replace(t, effect=_chosen(t.effect, color)) if _has_chosen(t.effect) else t
        for t in card.triggers
    )  # "adds an additional one mana of the chosen color" (Utopia Sprawl, CR 605.1b)
    color_filter = Filter(colors=color_from_letter(color))
    modifiers = tuple(
        replace(m, spells=color_filter, chosen_color=False)
        if isinstance(m, CastLimit) and m.chosen_color
        else m
        for m in card.modifiers
    )  # "Your opponents can't cast spells of the chosen color." (Iona, Shield of Emeria)
    return replace(card, abilities=tuple(abilities), modifiers=modifiers, triggers=triggers)


def _has_chosen(effects: tuple[Effect, ...]) -> bool:
    """Whether an effect adds "one mana of the chosen color" or names that colour."""
    return any(
        (isinstance(e, AddOneOf) and e.chosen) or (isinstance(e, PreventNext) and e.chosen_color)
        for e in effects
    )


def _chosen(effects: tuple[Effect, ...], color: str) -> tuple[Effect, ...]:
    """``effects`` whose "chosen color" mana is ``color`` too."""
    return tuple(
        AddOneOf("".join(dict.fromkeys(e.colors + color)), e.amount)
        if isinstance(e, AddOneOf) and e.chosen
        else replace(e, color=color, chosen_color=False)
        if isinstance(e, PreventNext) and e.chosen_color
        else e
        for e in effects
    )


def choose_color(game: Game, obj: GameObject, controller: int) -> None:
    """CR 607.2d: "As ~ enters, choose a color [other than ...]": the controller picks one."""
    card = obj.card
    excluded = card.chooses_color or ""
    options = tuple(c for c in "WUBRG" if c not in excluded)
    pick = str(game.ask(controller, Decision(COLOR, options, source=obj.oid)))
    if pick not in options:
        pick = options[0]
    derived = with_chosen_color(card, pick)
    obj.card = derived
    obj.full_card = card  # CR 400.7: elsewhere it is the printed card again
    obj.info = card_info(derived)  # same triggers, statics and modifiers: only mana changes
    game.say(f"{card.name}: chooses {pick}")


__all__ = ["choose_color", "with_chosen_color"]
