"""Trigger conditions and bodies of round 38 (issue 26, trigger helper).

``event_condition`` is the last fallback of ``triggered.parse_condition``:

- "~ is put into your graveyard from your library" (Narcomoeba, Gaea's Blessing, Creeping
  Chill; CR 603.6a: it triggers from the graveyard, its controller the card's owner):
  ``triggers.PutIntoGraveyard(from_library=True)``.

- "~ / enchanted creature deals damage" (Exalted Angel, Spirit Link, Armadillo Cloak) and "~
  is dealt damage" (Jackal Pup): ``triggers.DealsDamage(to="any")`` (``dealt``: the source
  is the recipient); their "that much" is the damage dealt (``damage_amount`` rewrites it as
  X, which ``engine.events_more`` sets as it triggers, CR 120.3).

- "a creature dealt damage by ~ this turn dies" (Sengir Vampire, Vampiric Dragon; CR 120.3):
  ``Dies(damaged_by_self=True)``;
- "a land enters" (Ankh of Mishra: any player's): ``LandEnters(Ref.EACH_PLAYER)``;
- "you play [another] land" (City of Traitors; CR 305.1): ``LandEnters(played=True)``.

``self_card_effects`` is a fallback of ``triggered.triggered_line`` for bodies about the
card itself where a trigger found it: Narcomoeba's "[you may] put it onto the battlefield"
(the card in the graveyard: ``Reanimate(Ref.SELF)``).
"""

from __future__ import annotations

import re

from deckstats.cards import triggers as tg
from deckstats.cards.effects import Effect, Reanimate
from deckstats.cards.model import CardType
from deckstats.cards.oracle.mana_triggers import mana_condition
from deckstats.cards.targets import Filter, Ref

_DEALERS = {
    "~": Ref.SELF,
    "enchanted creature": Ref.ENCHANTED_OR_EQUIPPED,
    "equipped creature": Ref.ENCHANTED_OR_EQUIPPED,
}


def event_condition(c: str) -> list[tg.TriggerCondition] | None:
    """The condition families above, or ``None``."""
    from deckstats.cards.oracle.triggered import parse_condition

    if c == "a land enters":
        return [tg.LandEnters(Ref.EACH_PLAYER)]  # any player's land (Ankh of Mishra)
    if c == "~ is put into your graveyard from your library":
        return [tg.PutIntoGraveyard(from_library=True)]
    m = re.fullmatch(r"(~|enchanted creature|equipped creature) deals (combat )?damage", c)
    if m:  # Umezawa's Jitte: "deals combat damage" (CR 510.2: once per combat damage step)
        return [tg.DealsDamage(_DEALERS[m.group(1)], "any", combat=bool(m.group(2)))]
    m = re.fullmatch(
        r"(another|an?) (.+?)( you control)? is put into a graveyard from the battlefield", c
    )
    if m:  # CR 700.4: "dies" means exactly this (Marionette Apprentice)
        return parse_condition(f"{m.group(1)} {m.group(2)}{m.group(3) or ''} dies")
    if c == "a creature dealt damage by ~ this turn dies":  # Sengir Vampire (CR 120.3)
        return [tg.Dies(Ref.EACH_PLAYER, Filter(card_type=CardType.CREATURE), damaged_by_self=True)]
    m = re.fullmatch(r"you play (a|another) land", c)
    if m:  # City of Traitors (CR 305.1): a land played, not one put onto the battlefield
        return [tg.LandEnters(Ref.YOU, played=True, other=m.group(1) == "another")]
    m = re.fullmatch(r"(you|an opponent|a player) loses? life", c)
    if m:  # Bloodthirsty Conqueror (CR 119.3): once per life-loss event
        loser = {"you": Ref.YOU, "an opponent": Ref.EACH_OPPONENT, "a player": Ref.EACH_PLAYER}
        return [tg.LosesLife(loser[m.group(1)])]
    if c == "~ is turned face up":  # CR 708.8 (Nantuko Vigilante)
        return [tg.TurnedFaceUp()]
    if c in ("this creature transforms into ~", "~ transforms into ~"):  # CR 701.27a (Avacyn)
        return [tg.TransformsInto()]
    if c == "~ is dealt damage":
        return [tg.DealsDamage(Ref.SELF, "any", dealt=True)]
    m = re.fullmatch(r"one or more (\+1/\+1|[a-z]+) counters are put on ~", c)
    if m:  # Basking Broodscale (CR 122.1): once per event, however many counters
        return [tg.CountersPut(m.group(1))]
    return mana_condition(c)  # CR 605.1b: "enchanted land is tapped for mana" (Wild Growth)


def damage_amount(conditions: list[tg.TriggerCondition], body: str) -> str:
    """The damage dealt (or life lost), for "that much" / "that many" of its trigger: its X."""
    if not any(
        (isinstance(c, tg.DealsDamage) and c.to == "any") or isinstance(c, tg.LosesLife)
        for c in conditions
    ):
        return body
    return re.sub(r"\bthat (?:much|many)\b", "X", body)


_ONTO = re.compile(r"put (?:it|~) onto the battlefield( tapped)?\.?")


def self_card_effects(conditions: list[tg.TriggerCondition], body: str) -> list[Effect] | None:
    """Narcomoeba: "put it onto the battlefield" of a trigger of the card in the graveyard."""
    if not conditions or not all(isinstance(c, tg.PutIntoGraveyard) for c in conditions):
        return None
    m = _ONTO.fullmatch(body)
    if not m:
        return None
    return [Reanimate(Ref.SELF, tapped=bool(m.group(1)))]
