"""Real Oracle texts (typed by us) with the form the Oracle compiler must produce.

Each ``Case`` gives a card's printed facts and Oracle text, and the expected compiled
fields; fields not given must be empty. ``unparsed`` lists the sentences the compiler must
report (and ignore); a case without it must compile in full. Both the current ("enters")
and the older ("enters the battlefield") wordings appear.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, NamedTuple

from deckstats.cards.cost_extra import CostExtra
from deckstats.cards.costs import (
    SPECTACLE,
    AdditionalCost,
    AlternativeCost,
    Cycling,
    Flashback,
    Kicker,
    Suspend,
)
from deckstats.cards.counts import Count
from deckstats.cards.dsl import (
    ALWAYS_TAPPED,
    TAP,
    Activated,
    Cost,
    EntersTapped,
    Static,
    Triggered,
    token,
)
from deckstats.cards.effects import (
    AddMana,
    AddManaFor,
    AddOneOf,
    Animate,
    AttachTo,
    Bounce,
    Condition,
    Conditional,
    CopyIfPays,
    CounterSpell,
    CreateToken,
    DealDamage,
    DealDamageDivided,
    DealDamageEach,
    Destroy,
    Dig,
    Discard,
    DrawCards,
    Exile,
    ExileIfDiesThisTurn,
    ExileUntilLeaves,
    ExtraLandPlay,
    Fight,
    ForEachKick,
    GainLife,
    GainLifeFromPower,
    GrantFlashback,
    IfKicked,
    IfSourceTapped,
    LoseLife,
    MassRemoval,
    Mill,
    Modal,
    Pump,
    PumpAll,
    PutCounters,
    PutFromHand,
    PutFromHandOnTop,
    ReorderTop,
    ReturnAllFromGraveyard,
    RevealTopMayTake,
    RevealTopPut,
    RevealTopToHand,
    Sacrifice,
    SacrificeUnless,
    Scry,
    SearchLibrary,
    Surveil,
    Tap,
    Untap,
)
from deckstats.cards.effects_act import AddOneAmong, LookAtTop
from deckstats.cards.effects_stat import ExileLibraryShuffleHand, Fateseal
from deckstats.cards.effects_trig40 import DamageFrom
from deckstats.cards.emblems import GetEmblem
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardType, Color, Keyword, Supertype
from deckstats.cards.oracle.keywords import EXALTED, UNDYING
from deckstats.cards.oracle.trigger_keywords import EXTORT, VANISHING
from deckstats.cards.pool.tokens import (
    ELEMENTAL_RED,
    FAERIE_ROGUE,
    GOBLIN,
    SOLDIER,
    SPIRIT,
    ZOMBIE,
)
from deckstats.cards.targets import (
    ANY_TARGET,
    TARGET_ARTIFACT,
    TARGET_ARTIFACT_OR_ENCHANTMENT,
    TARGET_CREATURE,
    TARGET_CREATURE_OPPONENT_CONTROLS,
    TARGET_CREATURE_OR_PLANESWALKER,
    TARGET_CREATURE_SPELL,
    TARGET_CREATURE_YOU_CONTROL,
    TARGET_NONCREATURE_SPELL,
    TARGET_NONLAND_PERMANENT,
    TARGET_OPPONENT,
    TARGET_PERMANENT,
    TARGET_PLAYER,
    TARGET_PLAYER_OR_PLANESWALKER,
    TARGET_SPELL,
    Controller,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import (
    Attacks,
    BeginningOfStep,
    CastSpell,
    DealsCombatDamageToPlayer,
    Dies,
    EntersBattlefield,
    GainsLife,
    LandEnters,
    LeavesBattlefield,
    StepName,
)


class Case(NamedTuple):
    """One Oracle text and its expected compiled form."""

    name: str
    cost: str | None
    type_line: str
    text: str
    pt: tuple[str, str] | None = None
    expect: dict[str, Any] = {}  # noqa: RUF012
    loyalty: str | None = None


def C(name, cost, type_line, text, pt=None, loyalty=None, **expect):  # noqa: N802
    return Case(name, cost, type_line, text, pt, expect, loyalty)


def mana(cost: str) -> Cost:
    return Cost(mana=parse_mana_cost(cost))


def tap_add(symbols: str) -> Activated:
    return Activated(TAP, (AddMana(symbols),))


def tap_one_of(colors: str) -> Activated:
    return Activated(TAP, (AddOneOf(colors),))


def equip(cost: str) -> Activated:
    return Activated(mana(cost), (AttachTo(TARGET_CREATURE_YOU_CONTROL),), True, f"Equip {cost}")


def etb(*effects, optional=False):
    return (Triggered(EntersBattlefield(), tuple(effects), optional),)


def fetch(*types):
    return Activated(
        Cost(tap=True, life=1, sacrifice_self=True),
        (SearchLibrary(Filter(card_type=CardType.LAND, subtypes=types), to="battlefield"),),
    )


BASIC = Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
EQUIPPED = Ref.ENCHANTED_OR_EQUIPPED
SELF = Ref.SELF
YOU = Ref.YOU
FLY = Keyword.FLYING
UPKEEP = BeginningOfStep(StepName.UPKEEP)
NONCREATURE = CastSpell(filter=Filter(not_type=CardType.CREATURE))
INSTANT_SORCERY = CastSpell(filter=Filter(card_type=CardType.INSTANT | CardType.SORCERY))
TARGET_PW_PLAYER = TARGET_PLAYER_OR_PLANESWALKER
NONBLACK = Target(TargetKind.CREATURE, filter=Filter(not_colors=parse_mana_cost("{B}").colors))
NONARTIFACT = Target(TargetKind.CREATURE, filter=Filter(not_type=CardType.ARTIFACT))
PW_PLAYER = TARGET_PW_PLAYER
MONK = token("Monk", pt=(1, 1), color="W", subtypes=("Monk",), keywords=Keyword.PROWESS)
ART_SOLDIER = token(
    "Soldier", pt=(1, 1), types=CardType.ARTIFACT | CardType.CREATURE, subtypes=("Soldier",)
)
BEAST = token("Beast", pt=(3, 3), color="G", subtypes=("Beast",))
HUMAN = token("Human", pt=(1, 1), color="W", subtypes=("Human",))

CASES: list[Case] = [
    # -- damage ------------------------------------------------------------------------------
    C(
        "Lightning Bolt",
        "{R}",
        "Instant",
        "Lightning Bolt deals 3 damage to any target.",
        spell=(DealDamage(3, ANY_TARGET),),
    ),
    C(
        "Shock",
        "{R}",
        "Instant",
        "Shock deals 2 damage to any target.",
        spell=(DealDamage(2, ANY_TARGET),),
    ),
    C(
        "Lightning Strike",
        "{1}{R}",
        "Instant",
        "Lightning Strike deals 3 damage to any target.",
        spell=(DealDamage(3, ANY_TARGET),),
    ),
    C(
        "Searing Spear",
        "{1}{R}",
        "Instant",
        "Searing Spear deals 3 damage to any target.",
        spell=(DealDamage(3, ANY_TARGET),),
    ),
    C(
        "Volcanic Hammer",
        "{1}{R}",
        "Sorcery",
        "Volcanic Hammer deals 3 damage to any target.",
        spell=(DealDamage(3, ANY_TARGET),),
    ),
    C(
        "Lava Spike",
        "{R}",
        "Sorcery — Arcane",
        "Lava Spike deals 3 damage to target player or planeswalker.",
        spell=(DealDamage(3, PW_PLAYER),),
    ),
    C(
        "Lava Axe",
        "{4}{R}",
        "Sorcery",
        "Lava Axe deals 5 damage to target player or planeswalker.",
        spell=(DealDamage(5, PW_PLAYER),),
    ),
    C(
        "Flame Slash",
        "{R}",
        "Sorcery",
        "Flame Slash deals 4 damage to target creature.",
        spell=(DealDamage(4, TARGET_CREATURE),),
    ),
    C(
        "Pyroclasm",
        "{1}{R}",
        "Sorcery",
        "Pyroclasm deals 2 damage to each creature.",
        spell=(DealDamage(2, Ref.EACH_CREATURE),),
    ),
    C(
        "Flame Rift",
        "{1}{R}",
        "Sorcery",
        "Flame Rift deals 4 damage to each player.",
        spell=(DealDamage(4, Ref.EACH_PLAYER),),
    ),
    C(
        "Lightning Helix",
        "{R}{W}",
        "Instant",
        "Lightning Helix deals 3 damage to any target and you gain 3 life.",
        spell=(DealDamage(3, ANY_TARGET), GainLife(3)),
    ),
    C(
        "Magma Jet",
        "{1}{R}",
        "Instant",
        "Magma Jet deals 2 damage to any target. Scry 2.",
        spell=(DealDamage(2, ANY_TARGET), Scry(2)),
    ),
    C(
        "Spark Jolt",
        "{R}",
        "Instant",
        "Spark Jolt deals 1 damage to any target. Scry 1.",
        spell=(DealDamage(1, ANY_TARGET), Scry(1)),
    ),
    C(
        "Stoke the Flames",
        "{2}{R}{R}",
        "Instant",
        "Convoke (Your creatures can help cast this spell. Each creature you tap while casting "
        "this spell pays for {1} or one mana of that creature's color.)\n"
        "Stoke the Flames deals 4 damage to any target.",
        keywords=Keyword.CONVOKE,
        spell=(DealDamage(4, ANY_TARGET),),
    ),
    C(
        "Chain Lightning",
        "{R}",
        "Sorcery",
        "Chain Lightning deals 3 damage to any target. Then that player or that permanent's "
        "controller may pay {R}{R}. If the player does, they may copy this spell and may choose "
        "a new target for that copy.",
        spell=(DealDamage(3, ANY_TARGET), CopyIfPays("{R}{R}")),
    ),
    C(
        "Rift Bolt",
        "{2}{R}",
        "Sorcery",
        "Suspend 1—{R} (Rather than cast this card from your hand, you may pay {R} and exile it "
        "with a time counter on it. At the beginning of your upkeep, remove a time counter. When "
        "the last is removed, you may cast it without paying its mana cost.)\n"
        "Rift Bolt deals 3 damage to any target.",
        spell=(DealDamage(3, ANY_TARGET),),
        costs=(Suspend(1, parse_mana_cost("{R}")),),
    ),
    C(
        "Skewer the Critics",
        "{2}{R}",
        "Sorcery",
        "Spectacle {R} (You may cast this spell for its spectacle cost rather than its mana cost "
        "if an opponent lost life this turn.)\nSkewer the Critics deals 3 damage to any target.",
        spell=(DealDamage(3, ANY_TARGET),),
        costs=(AlternativeCost(parse_mana_cost("{R}"), condition=SPECTACLE, keyword="spectacle"),),
    ),
    C(
        "Incinerate",
        "{1}{R}",
        "Instant",
        "Incinerate deals 3 damage to any target. A creature dealt damage this way can't be "
        "regenerated this turn.",
        spell=(DealDamage(3, ANY_TARGET),),
    ),
    C(
        "Roast",
        "{1}{R}",
        "Sorcery",
        "Roast deals 5 damage to target creature without flying.",
        spell=(
            DealDamage(5, Target(TargetKind.CREATURE, filter=Filter(not_keywords=Keyword.FLYING))),
        ),
    ),
    C(
        "Electrolyze",
        "{1}{U}{R}",
        "Instant",
        "Electrolyze deals 2 damage divided as you choose among one or two targets.\nDraw a card.",
        spell=(DealDamageDivided(2, Target(ANY_TARGET.kinds, count=2, divide=2)), DrawCards(1)),
    ),
    C(
        "Anger of the Gods",
        "{1}{R}{R}",
        "Sorcery",
        "Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this way "
        "would die this turn, exile it instead.",
        spell=(DealDamage(3, Ref.EACH_CREATURE), ExileIfDiesThisTurn(damaged=True)),
    ),
    C(
        "Blightning",
        "{1}{B}{R}",
        "Sorcery",
        "Blightning deals 3 damage to target player or planeswalker. That player or that "
        "planeswalker's controller discards two cards.",
        spell=(
            DealDamage(3, PW_PLAYER),
            Discard(2, Ref.TARGET_CONTROLLER, chooser=Controller.OPPONENT),
        ),
    ),
    # -- card draw, selection ---------------------------------------------------------------
    C("Divination", "{2}{U}", "Sorcery", "Draw two cards.", spell=(DrawCards(2),)),
    C("Concentrate", "{2}{U}{U}", "Sorcery", "Draw three cards.", spell=(DrawCards(3),)),
    C("Harmonize", "{2}{G}{G}", "Sorcery", "Draw three cards.", spell=(DrawCards(3),)),
    C("Opt", "{U}", "Instant", "Scry 1.\nDraw a card.", spell=(Scry(1), DrawCards(1))),
    C("Preordain", "{U}", "Sorcery", "Scry 2, then draw a card.", spell=(Scry(2), DrawCards(1))),
    C("Serum Visions", "{U}", "Sorcery", "Draw a card. Scry 2.", spell=(DrawCards(1), Scry(2))),
    C(
        "Ancestral Recall",
        "{U}",
        "Instant",
        "Target player draws three cards.",
        spell=(DrawCards(3, TARGET_PLAYER),),
    ),
    C(
        "Night's Whisper",
        "{1}{B}",
        "Sorcery",
        "You draw two cards and you lose 2 life.",
        spell=(DrawCards(2), LoseLife(2, YOU)),
    ),
    C(
        "Sign in Blood",
        "{B}{B}",
        "Sorcery",
        "Target player draws two cards and loses 2 life.",
        spell=(DrawCards(2, TARGET_PLAYER), LoseLife(2, TARGET_PLAYER)),
    ),
    C(
        "Careful Study",
        "{U}",
        "Sorcery",
        "Draw two cards, then discard two cards.",
        spell=(DrawCards(2), Discard(2)),
    ),
    C(
        "Faithless Looting",
        "{R}",
        "Sorcery",
        "Draw two cards, then discard two cards.\nFlashback {2}{R} (You may cast this card from "
        "your graveyard for its flashback cost. Then exile it.)",
        keywords=Keyword.FLASHBACK,
        spell=(DrawCards(2), Discard(2)),
        costs=(Flashback(parse_mana_cost("{2}{R}")),),
    ),
    C(
        "Think Twice",
        "{1}{U}",
        "Instant",
        "Draw a card.\nFlashback {2}{U} (You may cast this card from your graveyard for its "
        "flashback cost. Then exile it.)",
        keywords=Keyword.FLASHBACK,
        spell=(DrawCards(1),),
        costs=(Flashback(parse_mana_cost("{2}{U}")),),
    ),
    C(
        "Treasure Cruise",
        "{7}{U}",
        "Sorcery",
        "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\n"
        "Draw three cards.",
        keywords=Keyword.DELVE,
        spell=(DrawCards(3),),
    ),
    C(
        "Brainstorm",
        "{U}",
        "Instant",
        "Draw three cards, then put two cards from your hand on top of your library in any order.",
        spell=(DrawCards(3), PutFromHandOnTop(2)),
    ),
    C(
        "Tormenting Voice",
        "{1}{R}",
        "Sorcery",
        "As an additional cost to cast this spell, discard a card.\nDraw two cards.",
        spell=(DrawCards(2),),
        costs=(AdditionalCost(discard=1),),
    ),
    C(
        "Revitalize",
        "{1}{W}",
        "Instant",
        "You gain 3 life.\nDraw a card.",
        spell=(GainLife(3), DrawCards(1)),
    ),
    C("Sacred Nectar", "{1}{W}", "Sorcery", "You gain 4 life.", spell=(GainLife(4),)),
    C(
        "Pressure Point",
        "{1}{W}",
        "Instant",
        "Tap target creature.\nDraw a card.",
        spell=(Tap(TARGET_CREATURE), DrawCards(1)),
    ),
    C(
        "Sleight of Hand",
        "{U}",
        "Sorcery",
        "Look at the top two cards of your library. Put one of them into your hand and the other "
        "on the bottom of your library.",
        spell=(Dig(2),),
    ),
    C(
        "Discovery",
        "{1}{U}",
        "Sorcery",
        "Surveil 2, then draw a card.",
        spell=(Surveil(2), DrawCards(1)),
    ),
    C(
        "Thought Scour",
        "{U}",
        "Instant",
        "Target player mills two cards.\nDraw a card.",
        spell=(Mill(2, TARGET_PLAYER), DrawCards(1)),
    ),
    C(
        "Mind Rot",
        "{2}{B}",
        "Sorcery",
        "Target player discards two cards.",
        spell=(Discard(2, TARGET_PLAYER, chooser=Controller.OPPONENT),),
    ),
    C(
        "Hymn to Tourach",
        "{B}{B}",
        "Sorcery",
        "Target player discards two cards at random.",
        spell=(Discard(2, TARGET_PLAYER, random=True),),
    ),
    C(
        "Duress",
        "{B}",
        "Sorcery",
        "Target opponent reveals their hand. You choose a noncreature, nonland card from it. "
        "That player discards that card.",
        spell=(
            Discard(
                1,
                TARGET_OPPONENT,
                chooser=Controller.YOU,
                filter=Filter(not_type=CardType.CREATURE | CardType.LAND),
            ),
        ),
    ),
    # -- counters, bounce ---------------------------------------------------------------------
    C(
        "Counterspell",
        "{U}{U}",
        "Instant",
        "Counter target spell.",
        spell=(CounterSpell(TARGET_SPELL),),
    ),
    C(
        "Cancel",
        "{1}{U}{U}",
        "Instant",
        "Counter target spell.",
        spell=(CounterSpell(TARGET_SPELL),),
    ),
    C(
        "Mana Leak",
        "{1}{U}",
        "Instant",
        "Counter target spell unless its controller pays {3}.",
        spell=(CounterSpell(TARGET_SPELL, 3),),
    ),
    C(
        "Spell Pierce",
        "{U}",
        "Instant",
        "Counter target noncreature spell unless its controller pays {2}.",
        spell=(CounterSpell(TARGET_NONCREATURE_SPELL, 2),),
    ),
    C(
        "Negate",
        "{1}{U}",
        "Instant",
        "Counter target noncreature spell.",
        spell=(CounterSpell(TARGET_NONCREATURE_SPELL),),
    ),
    C(
        "Essence Scatter",
        "{1}{U}",
        "Instant",
        "Counter target creature spell.",
        spell=(CounterSpell(TARGET_CREATURE_SPELL),),
    ),
    C(
        "Dissolve",
        "{1}{U}{U}",
        "Instant",
        "Counter target spell. Scry 1.",
        spell=(CounterSpell(TARGET_SPELL), Scry(1)),
    ),
    C(
        "Exclude",
        "{2}{U}",
        "Instant",
        "Counter target creature spell.\nDraw a card.",
        spell=(CounterSpell(TARGET_CREATURE_SPELL), DrawCards(1)),
    ),
    C(
        "Dispel",
        "{U}",
        "Instant",
        "Counter target instant spell.",
        spell=(CounterSpell(Target(TargetKind.SPELL, filter=Filter(card_type=CardType.INSTANT))),),
    ),
    C(
        "Remand",
        "{1}{U}",
        "Instant",
        "Counter target spell. If that spell is countered this way, put it into its owner's hand "
        "instead of into that player's graveyard.\nDraw a card.",
        spell=(CounterSpell(TARGET_SPELL, to="hand"), DrawCards(1)),
    ),
    C(
        "Unsummon",
        "{U}",
        "Instant",
        "Return target creature to its owner's hand.",
        spell=(Bounce(TARGET_CREATURE),),
    ),
    C(
        "Boomerang",
        "{U}{U}",
        "Instant",
        "Return target permanent to its owner's hand.",
        spell=(Bounce(TARGET_PERMANENT),),
    ),
    C(
        "Vapor Snag",
        "{U}",
        "Instant",
        "Return target creature to its owner's hand. Its controller loses 1 life.",
        spell=(Bounce(TARGET_CREATURE), LoseLife(1, Ref.TARGET_CONTROLLER)),
    ),
    C(
        "Into the Roil",
        "{1}{U}",
        "Instant",
        "Kicker {1}{U} (You may pay an additional {1}{U} as you cast this spell.)\nReturn target "
        "nonland permanent to its owner's hand. If this spell was kicked, draw a card.",
        keywords=Keyword.KICKER,
        spell=(Bounce(TARGET_NONLAND_PERMANENT), IfKicked((DrawCards(1),))),
        costs=(Kicker(parse_mana_cost("{1}{U}")),),
    ),
    # -- removal ----------------------------------------------------------------------------
    C(
        "Murder",
        "{1}{B}{B}",
        "Instant",
        "Destroy target creature.",
        spell=(Destroy(TARGET_CREATURE),),
    ),
    C(
        "Doom Blade",
        "{1}{B}",
        "Instant",
        "Destroy target nonblack creature.",
        spell=(Destroy(NONBLACK),),
    ),
    C(
        "Go for the Throat",
        "{1}{B}",
        "Instant",
        "Destroy target nonartifact creature.",
        spell=(Destroy(NONARTIFACT),),
    ),
    C(
        "Hero's Downfall",
        "{1}{B}{B}",
        "Instant",
        "Destroy target creature or planeswalker.",
        spell=(Destroy(TARGET_CREATURE_OR_PLANESWALKER),),
    ),
    C(
        "Naturalize",
        "{1}{G}",
        "Instant",
        "Destroy target artifact or enchantment.",
        spell=(Destroy(TARGET_ARTIFACT_OR_ENCHANTMENT),),
    ),
    C(
        "Disenchant",
        "{1}{W}",
        "Instant",
        "Destroy target artifact or enchantment.",
        spell=(Destroy(TARGET_ARTIFACT_OR_ENCHANTMENT),),
    ),
    C(
        "Shatter",
        "{1}{R}",
        "Instant",
        "Destroy target artifact.",
        spell=(Destroy(TARGET_ARTIFACT),),
    ),
    C(
        "Vindicate",
        "{1}{W}{B}",
        "Sorcery",
        "Destroy target permanent.",
        spell=(Destroy(TARGET_PERMANENT),),
    ),
    C(
        "Day of Judgment",
        "{2}{W}{W}",
        "Sorcery",
        "Destroy all creatures.",
        spell=(Destroy(Ref.EACH_CREATURE),),
    ),
    C(
        "Wrath of God",
        "{2}{W}{W}",
        "Sorcery",
        "Destroy all creatures. They can't be regenerated.",
        spell=(Destroy(Ref.EACH_CREATURE),),
    ),
    C(
        "Cast Down",
        "{1}{B}",
        "Instant",
        "Destroy target nonlegendary creature.",
        spell=(
            Destroy(Target(TargetKind.CREATURE, filter=Filter(not_supertypes=Supertype.LEGENDARY))),
        ),
    ),
    C(
        "Swords to Plowshares",
        "{W}",
        "Instant",
        "Exile target creature. Its controller gains life equal to its power.",
        spell=(Exile(TARGET_CREATURE), GainLifeFromPower(Ref.TARGET_CONTROLLER)),
    ),
    C(
        "Banishing Light",
        "{2}{W}",
        "Enchantment",
        "When Banishing Light enters, exile target nonland permanent an opponent controls until "
        "Banishing Light leaves the battlefield.",
        triggers=etb(
            ExileUntilLeaves(
                Target(TargetKind.PERMANENT, Controller.OPPONENT, Filter(not_type=CardType.LAND))
            )
        ),
    ),
    C(
        "Journey to Nowhere",
        "{1}{W}",
        "Enchantment",
        "When Journey to Nowhere enters, exile target creature.\nWhen Journey to Nowhere leaves "
        "the battlefield, return the exiled card to the battlefield under its owner's control.",
        triggers=etb(ExileUntilLeaves(TARGET_CREATURE)),
    ),
    C(
        "Ravenous Chupacabra",
        "{2}{B}{B}",
        "Creature — Beast Horror",
        "When Ravenous Chupacabra enters, destroy target creature an opponent controls.",
        pt=("2", "2"),
        triggers=etb(Destroy(TARGET_CREATURE_OPPONENT_CONTROLS)),
    ),
    C(
        "Prey Upon",
        "{G}",
        "Sorcery",
        "Target creature you control fights target creature you don't control.",
        spell=(Fight(TARGET_CREATURE_YOU_CONTROL, TARGET_CREATURE_OPPONENT_CONTROLS),),
    ),
    # -- tokens, pump, counters, life -------------------------------------------------------
    C(
        "Raise the Alarm",
        "{1}{W}",
        "Instant",
        "Create two 1/1 white Soldier creature tokens.",
        spell=(CreateToken(SOLDIER, 2),),
    ),
    C(
        "Dragon Fodder",
        "{1}{R}",
        "Sorcery",
        "Create two 1/1 red Goblin creature tokens.",
        spell=(CreateToken(GOBLIN, 2),),
    ),
    C(
        "Krenko's Command",
        "{1}{R}",
        "Sorcery",
        "Create two 1/1 red Goblin creature tokens.",
        spell=(CreateToken(GOBLIN, 2),),
    ),
    C(
        "Spectral Procession",
        "{2/W}{2/W}{2/W}",
        "Sorcery",
        "Create three 1/1 white Spirit creature tokens with flying.",
        spell=(CreateToken(SPIRIT, 3),),
    ),
    C(
        "Lingering Souls",
        "{2}{W}",
        "Sorcery",
        "Create two 1/1 white Spirit creature tokens with flying.\nFlashback {1}{B} (You may cast "
        "this card from your graveyard for its flashback cost. Then exile it.)",
        keywords=Keyword.FLASHBACK,
        spell=(CreateToken(SPIRIT, 2),),
        costs=(Flashback(parse_mana_cost("{1}{B}")),),
    ),
    C(
        "Army of the Damned",
        "{5}{B}{B}{B}",
        "Sorcery",
        "Create thirteen tapped 2/2 black Zombie creature tokens.\nFlashback {7}{B}{B}{B}",
        keywords=Keyword.FLASHBACK,
        costs=(Flashback(parse_mana_cost("{7}{B}{B}{B}")),),
        spell=(CreateToken(ZOMBIE, 13, tapped=True),),
    ),
    C(
        "Giant Growth",
        "{G}",
        "Instant",
        "Target creature gets +3/+3 until end of turn.",
        spell=(Pump(3, 3, TARGET_CREATURE),),
    ),
    C(
        "Brute Force",
        "{R}",
        "Instant",
        "Target creature gets +3/+3 until end of turn.",
        spell=(Pump(3, 3, TARGET_CREATURE),),
    ),
    C(
        "Titanic Growth",
        "{1}{G}",
        "Instant",
        "Target creature gets +4/+4 until end of turn.",
        spell=(Pump(4, 4, TARGET_CREATURE),),
    ),
    C(
        "Mutagenic Growth",
        "{G/P}",
        "Instant",
        "({G/P} can be paid with either {G} or 2 life.)\nTarget creature gets +2/+2 until end of "
        "turn.",
        spell=(Pump(2, 2, TARGET_CREATURE),),
    ),
    C(
        "Ranger's Guile",
        "{G}",
        "Instant",
        "Target creature you control gets +1/+1 and gains hexproof until end of turn.",
        spell=(Pump(1, 1, TARGET_CREATURE_YOU_CONTROL, Keyword.HEXPROOF),),
    ),
    C(
        "Sure Strike",
        "{1}{R}",
        "Instant",
        "Target creature gets +3/+0 and gains first strike until end of turn.",
        spell=(Pump(3, 0, TARGET_CREATURE, Keyword.FIRST_STRIKE),),
    ),
    C(
        "Dauntless Onslaught",
        "{2}{W}",
        "Instant",
        "Up to two target creatures each get +2/+2 until end of turn.",
        spell=(Pump(2, 2, Target(TargetKind.CREATURE, count=2, up_to=True)),),
    ),
    C(
        "Disfigure",
        "{B}",
        "Instant",
        "Target creature gets -2/-2 until end of turn.",
        spell=(Pump(-2, -2, TARGET_CREATURE),),
    ),
    C(
        "Trumpet Blast",
        "{2}{R}",
        "Instant",
        "Attacking creatures get +2/+0 until end of turn.",
        spell=(PumpAll(2, 0, Filter(attacking=True)),),
    ),
    C(
        "Battlegrowth",
        "{G}",
        "Instant",
        "Put a +1/+1 counter on target creature.",
        spell=(PutCounters(1, TARGET_CREATURE),),
    ),
    C(
        "Dromoka's Gift",
        "{4}{G}",
        "Instant",
        "Put four +1/+1 counters on target creature.",
        spell=(PutCounters(4, TARGET_CREATURE),),
    ),
    C(
        "Sovereign's Bite",
        "{1}{B}",
        "Sorcery",
        "Target player loses 3 life and you gain 3 life.",
        spell=(LoseLife(3, TARGET_PLAYER), GainLife(3)),
    ),
    C(
        "Bump in the Night",
        "{B}",
        "Sorcery",
        "Target opponent loses 3 life.\nFlashback {5}{R} (You may cast this card from your "
        "graveyard for its flashback cost. Then exile it.)",
        keywords=Keyword.FLASHBACK,
        spell=(LoseLife(3, TARGET_OPPONENT),),
        costs=(Flashback(parse_mana_cost("{5}{R}")),),
    ),
    C("Dark Ritual", "{B}", "Instant", "Add {B}{B}{B}.", spell=(AddMana("BBB"),)),
    C("Seething Song", "{2}{R}", "Instant", "Add {R}{R}{R}{R}{R}.", spell=(AddMana("RRRRR"),)),
    C(
        "Rampant Growth",
        "{1}{G}",
        "Sorcery",
        "Search your library for a basic land card, put that card onto the battlefield tapped, "
        "then shuffle.",
        spell=(SearchLibrary(BASIC, to="battlefield", tapped=True),),
    ),
    C(
        "Lay of the Land",
        "{G}",
        "Sorcery",
        "Search your library for a basic land card, reveal it, put it into your hand, then "
        "shuffle.",
        spell=(SearchLibrary(BASIC, to="hand"),),
    ),
    C(
        "Explore",
        "{1}{G}",
        "Sorcery",
        "You may play an additional land this turn.\nDraw a card.",
        spell=(ExtraLandPlay(1), DrawCards(1)),
    ),
    # -- modal spells -----------------------------------------------------------------------
    C(
        "Izzet Charm",
        "{U}{R}",
        "Instant",
        "Choose one —\n• Counter target noncreature spell unless its controller pays {2}.\n"
        "• Izzet Charm deals 2 damage to target creature.\n"
        "• Draw two cards, then discard two cards.",
        spell=(
            Modal(
                (
                    (CounterSpell(TARGET_NONCREATURE_SPELL, 2),),
                    (DealDamage(2, TARGET_CREATURE),),
                    (DrawCards(2), Discard(2)),
                )
            ),
        ),
    ),
    C(
        "Funeral Charm",
        "{B}",
        "Instant",
        "Choose one —\n• Target player discards a card.\n"
        "• Target creature gets +2/-1 until end of turn.\n"
        "• Target creature gains swampwalk until end of turn.",
        spell=(
            Modal(
                (
                    (Discard(1, TARGET_PLAYER, chooser=Controller.OPPONENT),),
                    (Pump(2, -1, TARGET_CREATURE),),
                    (Pump(0, 0, TARGET_CREATURE, Keyword.LANDWALK),),
                )
            ),
        ),
    ),
    C(
        "Boros Charm",
        "{R}{W}",
        "Instant",
        "Choose one —\n• Boros Charm deals 4 damage to target player or planeswalker.\n"
        "• Permanents you control gain indestructible until end of turn.\n"
        "• Target creature gains double strike until end of turn.",
        spell=(
            Modal(
                (
                    (DealDamage(4, TARGET_PLAYER_OR_PLANESWALKER),),
                    (Pump(0, 0, Ref.PERMANENTS_YOU_CONTROL, Keyword.INDESTRUCTIBLE),),
                    (Pump(0, 0, TARGET_CREATURE, Keyword.DOUBLE_STRIKE),),
                )
            ),
        ),
    ),
    # -- creatures: vanilla and keywords ----------------------------------------------------
    C("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2")),
    C("Savannah Lions", "{W}", "Creature — Cat", "", pt=("2", "1")),
    C("Hill Giant", "{3}{R}", "Creature — Giant", "", pt=("3", "3")),
    C("Memnite", "{0}", "Artifact Creature — Construct", "", pt=("1", "1")),
    C(
        "Serra Angel",
        "{3}{W}{W}",
        "Creature — Angel",
        "Flying, vigilance",
        pt=("4", "4"),
        keywords=FLY | Keyword.VIGILANCE,
    ),
    C("Air Elemental", "{3}{U}{U}", "Creature — Elemental", "Flying", pt=("4", "4"), keywords=FLY),
    C("Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", pt=("0", "2"), keywords=FLY),
    C(
        "Giant Spider",
        "{3}{G}",
        "Creature — Spider",
        "Reach",
        pt=("2", "4"),
        keywords=Keyword.REACH,
    ),
    C(
        "Typhoid Rats",
        "{B}",
        "Creature — Rat",
        "Deathtouch",
        pt=("1", "1"),
        keywords=Keyword.DEATHTOUCH,
    ),
    C(
        "Monastery Swiftspear",
        "{R}",
        "Creature — Human Monk",
        "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until "
        "end of turn.)",
        pt=("1", "2"),
        keywords=Keyword.HASTE | Keyword.PROWESS,
    ),
    C(
        "Stormchaser Mage",
        "{U}{R}",
        "Creature — Human Wizard",
        "Flying, haste\nProwess",
        pt=("1", "3"),
        keywords=FLY | Keyword.HASTE | Keyword.PROWESS,
    ),
    C(
        "Vault Skirge",
        "{1}{B/P}",
        "Artifact Creature — Phyrexian Bat",
        "Flying\nLifelink",
        pt=("1", "1"),
        keywords=FLY | Keyword.LIFELINK,
    ),
    C(
        "Vampire Nighthawk",
        "{1}{B}{B}",
        "Creature — Vampire Shaman",
        "Flying\nDeathtouch\nLifelink",
        pt=("2", "3"),
        keywords=FLY | Keyword.DEATHTOUCH | Keyword.LIFELINK,
    ),
    C(
        "Mantis Rider",
        "{U}{R}{W}",
        "Creature — Human Monk",
        "Flying, vigilance, haste",
        pt=("3", "3"),
        keywords=FLY | Keyword.VIGILANCE | Keyword.HASTE,
    ),
    C(
        "Phantom Warrior",
        "{1}{U}{U}",
        "Creature — Illusion Warrior",
        "Phantom Warrior can't be blocked.",
        pt=("2", "2"),
        keywords=Keyword.UNBLOCKABLE,
    ),
    C(
        "Gurmag Angler",
        "{6}{B}",
        "Creature — Zombie Fish",
        "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)",
        pt=("5", "5"),
        keywords=Keyword.DELVE,
    ),
    C(
        "Baneslayer Angel",
        "{3}{W}{W}",
        "Creature — Angel",
        "Flying, first strike, lifelink, protection from Demons and from Dragons",
        pt=("5", "5"),
        # protection from the Demon and Dragon subtypes (CR 702.16a; issue 26, ``act``)
        keywords=FLY | Keyword.FIRST_STRIKE | Keyword.LIFELINK | Keyword.PROTECTION,
    ),
    C(
        "Soltari Priest",
        "{W}{W}",
        "Creature — Soltari Cleric",
        "Protection from red\nShadow (This creature can block or be blocked by only creatures "
        "with shadow.)",
        pt=("2", "1"),
        keywords=Keyword.PROTECTION | Keyword.SHADOW,
    ),
    C(
        "Silhana Ledgewalker",
        "{1}{G}",
        "Creature — Elf Rogue",
        "Hexproof (This creature can't be the target of spells or abilities your opponents "
        "control.)\nSilhana Ledgewalker can't be blocked except by creatures with flying.",
        pt=("1", "1"),
        keywords=Keyword.HEXPROOF,
    ),
    C(
        "Goblin Piker",
        "{1}{R}",
        "Creature — Goblin Warrior",
        "Goblin Piker can't block.",
        pt=("2", "1"),
        keywords=Keyword.CANT_BLOCK,
    ),
    # -- creatures: mana, activated -----------------------------------------------------------
    C(
        "Llanowar Elves",
        "{G}",
        "Creature — Elf Druid",
        "{T}: Add {G}.",
        pt=("1", "1"),
        abilities=(tap_add("G"),),
    ),
    C(
        "Elvish Mystic",
        "{G}",
        "Creature — Elf Druid",
        "{T}: Add {G}.",
        pt=("1", "1"),
        abilities=(tap_add("G"),),
    ),
    C(
        "Avacyn's Pilgrim",
        "{G}",
        "Creature — Human Monk",
        "{T}: Add {W}.",
        pt=("1", "1"),
        abilities=(tap_add("W"),),
    ),
    C(
        "Birds of Paradise",
        "{G}",
        "Creature — Bird",
        "Flying\n{T}: Add one mana of any color.",
        pt=("0", "1"),
        keywords=FLY,
        abilities=(tap_one_of("WUBRG"),),
    ),
    C(
        "Noble Hierarch",
        "{G}",
        "Creature — Human Druid",
        "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until "
        "end of turn.)\n{T}: Add {G}, {W}, or {U}.",
        pt=("0", "1"),
        abilities=(tap_one_of("GWU"),),
        triggers=(EXALTED,),
    ),
    C(
        "Prodigal Pyromancer",
        "{2}{R}",
        "Creature — Human Wizard",
        "{T}: Prodigal Pyromancer deals 1 damage to any target.",
        pt=("1", "1"),
        abilities=(Activated(TAP, (DealDamage(1, ANY_TARGET),)),),
    ),
    C(
        "Mogg Fanatic",
        "{R}",
        "Creature — Goblin",
        "Sacrifice Mogg Fanatic: It deals 1 damage to any target.",
        pt=("1", "1"),
        abilities=(Activated(Cost(sacrifice_self=True), (DealDamage(1, ANY_TARGET),)),),
    ),
    C(
        "Sakura-Tribe Elder",
        "{1}{G}",
        "Creature — Snake Shaman",
        "Sacrifice Sakura-Tribe Elder: Search your library for a basic land card, put that card "
        "onto the battlefield tapped, then shuffle.",
        pt=("1", "1"),
        abilities=(
            Activated(
                Cost(sacrifice_self=True), (SearchLibrary(BASIC, to="battlefield", tapped=True),)
            ),
        ),
    ),
    C(
        "Shivan Dragon",
        "{4}{R}{R}",
        "Creature — Dragon",
        "Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.",
        pt=("5", "5"),
        keywords=FLY,
        abilities=(Activated(mana("{R}"), (Pump(1, 0, SELF),)),),
    ),
    C(
        "Spectral Sailor",
        "{U}",
        "Creature — Spirit Pirate",
        "Flash\nFlying\n{3}{U}: Draw a card.",
        pt=("1", "1"),
        keywords=Keyword.FLASH | FLY,
        abilities=(Activated(mana("{3}{U}"), (DrawCards(1),)),),
    ),
    C(
        "Blinding Mage",
        "{1}{W}",
        "Creature — Human Wizard",
        "{W}, {T}: Tap target creature.",
        pt=("1", "2"),
        abilities=(
            Activated(Cost(mana=parse_mana_cost("{W}"), tap=True), (Tap(TARGET_CREATURE),)),
        ),
    ),
    C(
        "Seasoned Hallowblade",
        "{1}{W}",
        "Creature — Human Warrior",
        "Discard a card: Tap Seasoned Hallowblade. It gains indestructible until end of turn.",
        pt=("3", "1"),
        abilities=(
            Activated(Cost(discard=1), (Tap(SELF), Pump(0, 0, SELF, Keyword.INDESTRUCTIBLE))),
        ),
    ),
    C(
        "Arbor Elf",
        "{G}",
        "Creature — Elf Druid",
        "{T}: Untap target Forest.",
        pt=("1", "1"),
        abilities=(
            Activated(TAP, (Untap(Target(TargetKind.LAND, filter=Filter(subtypes=("Forest",)))),)),
        ),
    ),
    # -- creatures: triggers ------------------------------------------------------------------
    C(
        "Wall of Omens",
        "{1}{W}",
        "Creature — Wall",
        "Defender\nWhen Wall of Omens enters, draw a card.",
        pt=("0", "4"),
        keywords=Keyword.DEFENDER,
        triggers=etb(DrawCards(1)),
    ),
    C(
        "Wall of Blossoms",
        "{1}{G}",
        "Creature — Plant Wall",
        "Defender\nWhen Wall of Blossoms enters the battlefield, draw a card.",
        pt=("0", "4"),
        keywords=Keyword.DEFENDER,
        triggers=etb(DrawCards(1)),
    ),
    C(
        "Elvish Visionary",
        "{1}{G}",
        "Creature — Elf Shaman",
        "When Elvish Visionary enters, draw a card.",
        pt=("1", "1"),
        triggers=etb(DrawCards(1)),
    ),
    C(
        "Cloudkin Seer",
        "{2}{U}",
        "Creature — Elemental Wizard",
        "Flying\nWhen Cloudkin Seer enters the battlefield, draw a card.",
        pt=("2", "1"),
        keywords=FLY,
        triggers=etb(DrawCards(1)),
    ),
    C(
        "Man-o'-War",
        "{2}{U}",
        "Creature — Jellyfish",
        "When Man-o'-War enters, return target creature to its owner's hand.",
        pt=("2", "2"),
        triggers=etb(Bounce(TARGET_CREATURE)),
    ),
    C(
        "Flametongue Kavu",
        "{3}{R}",
        "Creature — Kavu",
        "When Flametongue Kavu enters, it deals 4 damage to target creature.",
        pt=("4", "2"),
        triggers=etb(DealDamage(4, TARGET_CREATURE)),
    ),
    C(
        "Sparkmage Apprentice",
        "{1}{R}",
        "Creature — Human Wizard",
        "When Sparkmage Apprentice enters the battlefield, it deals 1 damage to any target.",
        pt=("1", "1"),
        triggers=etb(DealDamage(1, ANY_TARGET)),
    ),
    C(
        "Siege Rhino",
        "{1}{W}{B}{G}",
        "Creature — Rhino",
        "Trample\nWhen Siege Rhino enters, each opponent loses 3 life and you gain 3 life.",
        pt=("4", "5"),
        keywords=Keyword.TRAMPLE,
        triggers=etb(LoseLife(3, Ref.EACH_OPPONENT), GainLife(3)),
    ),
    C(
        "Vampire Sovereign",
        "{3}{B}{B}",
        "Creature — Vampire",
        "Flying\nWhen Vampire Sovereign enters, target opponent loses 3 life and you gain 3 life.",
        pt=("3", "4"),
        keywords=FLY,
        triggers=etb(LoseLife(3, TARGET_OPPONENT), GainLife(3)),
    ),
    C(
        "Mystic Snake",
        "{1}{G}{U}{U}",
        "Creature — Snake",
        "Flash\nWhen Mystic Snake enters, counter target spell.",
        pt=("2", "2"),
        keywords=Keyword.FLASH,
        triggers=etb(CounterSpell(TARGET_SPELL)),
    ),
    C(
        "Kor Skyfisher",
        "{1}{W}",
        "Creature — Kor Soldier",
        "Flying\nWhen Kor Skyfisher enters, return a permanent you control to its owner's hand.",
        pt=("2", "3"),
        keywords=FLY,
        triggers=etb(Bounce(Target(TargetKind.PERMANENT, Controller.YOU))),
    ),
    C(
        "Thragtusk",
        "{4}{G}",
        "Creature — Beast",
        "When Thragtusk enters, you gain 5 life.\nWhenever Thragtusk leaves the battlefield, "
        "create a 3/3 green Beast creature token.",
        pt=("5", "3"),
        triggers=(*etb(GainLife(5)), Triggered(LeavesBattlefield(), (CreateToken(BEAST),))),
    ),
    C(
        "Mulldrifter",
        "{4}{U}",
        "Creature — Elemental",
        "Flying\nWhen Mulldrifter enters, draw two cards.\nEvoke {2}{U} (You may cast this spell "
        "for its evoke cost. If you do, it's sacrificed when it enters.)",
        pt=("2", "2"),
        keywords=FLY | Keyword.EVOKE,
        triggers=etb(DrawCards(2)),
        costs=(AlternativeCost(parse_mana_cost("{2}{U}"), keyword="evoke"),),
    ),
    C(
        "Doomed Traveler",
        "{W}",
        "Creature — Human Soldier",
        "When Doomed Traveler dies, create a 1/1 white Spirit creature token with flying.",
        pt=("1", "1"),
        triggers=(Triggered(Dies(), (CreateToken(SPIRIT),)),),
    ),
    C(
        "Perilous Myr",
        "{2}",
        "Artifact Creature — Phyrexian Myr",
        "When Perilous Myr dies, it deals 2 damage to any target.",
        pt=("1", "1"),
        triggers=(Triggered(Dies(), (DealDamage(2, ANY_TARGET),)),),
    ),
    C(
        "Festering Goblin",
        "{B}",
        "Creature — Zombie Goblin",
        "When Festering Goblin dies, target creature gets -1/-1 until end of turn.",
        pt=("1", "1"),
        triggers=(Triggered(Dies(), (Pump(-1, -1, TARGET_CREATURE),)),),
    ),
    C(
        "Goblin Arsonist",
        "{R}",
        "Creature — Goblin Shaman",
        "When Goblin Arsonist dies, you may have it deal 1 damage to any target.",
        pt=("1", "1"),
        triggers=(Triggered(Dies(), (DealDamage(1, ANY_TARGET),), optional=True),),
    ),
    C(
        "Soltari Trooper",
        "{1}{W}",
        "Creature — Soltari Soldier",
        "Shadow (This creature can block or be blocked by only creatures with shadow.)\n"
        "Whenever Soltari Trooper attacks, it gets +1/+1 until end of turn.",
        pt=("1", "1"),
        keywords=Keyword.SHADOW,
        triggers=(Triggered(Attacks(), (Pump(1, 1, SELF),)),),
    ),
    C(
        "Skyknight Vanguard",
        "{R}{W}",
        "Creature — Human Soldier Knight",
        "Flying\nWhenever Skyknight Vanguard attacks, create a 1/1 white Soldier creature token "
        "that's tapped and attacking.",
        pt=("1", "2"),
        keywords=FLY,
        triggers=(Triggered(Attacks(), (CreateToken(SOLDIER, 1, tapped=True, attacking=True),)),),
    ),
    C(
        "Goblin Guide",
        "{R}",
        "Creature — Goblin Scout",
        "Haste\nWhenever Goblin Guide attacks, defending player reveals the top card of their "
        "library. If it's a land card, that player puts it into their hand.",
        pt=("2", "2"),
        keywords=Keyword.HASTE,
        triggers=(
            Triggered(
                Attacks(),
                (RevealTopMayTake(Ref.DEFENDING_PLAYER, Filter(card_type=CardType.LAND)),),
            ),
        ),
    ),
    C(
        "Slith Firewalker",
        "{R}{R}",
        "Creature — Slith",
        "Haste\nWhenever Slith Firewalker deals combat damage to a player, put a +1/+1 counter "
        "on it.",
        pt=("1", "1"),
        keywords=Keyword.HASTE,
        triggers=(Triggered(DealsCombatDamageToPlayer(), (PutCounters(1, SELF),)),),
    ),
    C(
        "Young Pyromancer",
        "{1}{R}",
        "Creature — Human Shaman",
        "Whenever you cast an instant or sorcery spell, create a 1/1 red Elemental creature token.",
        pt=("2", "1"),
        triggers=(Triggered(INSTANT_SORCERY, (CreateToken(ELEMENTAL_RED),)),),
    ),
    C(
        "Monastery Mentor",
        "{2}{W}",
        "Creature — Human Monk",
        "Prowess\nWhenever you cast a noncreature spell, create a 1/1 white Monk creature token "
        "with prowess.",
        pt=("2", "2"),
        keywords=Keyword.PROWESS,
        triggers=(Triggered(NONCREATURE, (CreateToken(MONK),)),),
    ),
    C(
        "Third Path Iconoclast",
        "{U}{R}",
        "Creature — Human Wizard",
        "Whenever you cast a noncreature spell, create a 1/1 colorless Soldier artifact creature "
        "token.",
        pt=("2", "1"),
        triggers=(Triggered(NONCREATURE, (CreateToken(ART_SOLDIER),)),),
    ),
    C(
        "Kiln Fiend",
        "{3}{R}",
        "Creature — Elemental Beast",
        "Whenever you cast an instant or sorcery spell, Kiln Fiend gets +3/+0 until end of turn.",
        pt=("3", "3"),
        triggers=(Triggered(INSTANT_SORCERY, (Pump(3, 0, SELF),)),),
    ),
    C(
        "Juzám Djinn",
        "{2}{B}{B}",
        "Creature — Djinn",
        "At the beginning of your upkeep, Juzám Djinn deals 1 damage to you.",
        pt=("5", "5"),
        triggers=(Triggered(UPKEEP, (DealDamage(1, YOU),)),),
    ),
    C(
        "Serendib Efreet",
        "{2}{U}",
        "Creature — Efreet",
        "Flying\nAt the beginning of your upkeep, Serendib Efreet deals 1 damage to you.",
        pt=("3", "4"),
        keywords=FLY,
        triggers=(Triggered(UPKEEP, (DealDamage(1, YOU),)),),
    ),
    C(
        "Ball Lightning",
        "{R}{R}{R}",
        "Creature — Elemental",
        "Trample\nHaste\nAt the beginning of the end step, sacrifice Ball Lightning.",
        pt=("6", "1"),
        keywords=Keyword.TRAMPLE | Keyword.HASTE,
        triggers=(Triggered(BeginningOfStep(StepName.END, Ref.EACH_PLAYER), (Sacrifice(SELF),)),),
    ),
    C(
        "Dark Confidant",
        "{1}{B}",
        "Creature — Human Wizard",
        "At the beginning of your upkeep, reveal the top card of your library and put that card "
        "into your hand. You lose life equal to its mana value.",
        pt=("2", "1"),
        triggers=(Triggered(UPKEEP, (RevealTopToHand(),)),),
    ),
    C(
        "Steppe Lynx",
        "{W}",
        "Creature — Cat",
        "Landfall — Whenever a land you control enters, Steppe Lynx gets +2/+2 until end of turn.",
        pt=("0", "1"),
        triggers=(Triggered(LandEnters(), (Pump(2, 2, SELF),)),),
    ),
    C(
        "Plated Geopede",
        "{1}{R}",
        "Creature — Insect",
        "First strike\nLandfall — Whenever a land enters the battlefield under your control, "
        "Plated Geopede gets +2/+2 until end of turn.",
        pt=("1", "1"),
        keywords=Keyword.FIRST_STRIKE,
        triggers=(Triggered(LandEnters(), (Pump(2, 2, SELF),)),),
    ),
    C(
        "Tarmogoyf",
        "{1}{G}",
        "Creature — Lhurgoyf",
        "Tarmogoyf's power is equal to the number of card types among cards in all graveyards and "
        "its toughness is equal to that number plus 1.",
        pt=("*", "1+*"),
    ),
    C(
        "Benalish Marshal",
        "{W}{W}{W}",
        "Creature — Human Knight",
        "Other creatures you control get +1/+1.",
        pt=("3", "3"),
        statics=(Static(1, 1, other=True),),
    ),
    C(
        "Goblin King",
        "{1}{R}{R}",
        "Creature — Goblin",
        "Other Goblins get +1/+1 and have mountainwalk.",
        pt=("2", "2"),
        statics=(
            Static(
                1,
                1,
                applies_to=Ref.EACH_CREATURE,
                filter=Filter(subtypes=("Goblin",)),
                other=True,
                landwalk="Mountain",
            ),
        ),
    ),
    C(
        "Elvish Archdruid",
        "{1}{G}{G}",
        "Creature — Elf Druid",
        "Other Elf creatures you control get +1/+1.\n{T}: Add {G} for each Elf you control.",
        pt=("2", "2"),
        statics=(Static(1, 1, filter=Filter(subtypes=("Elf",)), other=True),),
        # CR 106.1, 605.1a: counted mana (issue 26, ``act``)
        abilities=(Activated(TAP, (AddManaFor(Filter(subtypes=("Elf",)), symbol="G"),)),),
    ),
    C(
        "Lord of the Undead",
        "{1}{B}{B}",
        "Creature — Zombie",
        "Other Zombies you control get +1/+1.\n{1}{B}, {T}: Return target Zombie card from your "
        "graveyard to your hand.",
        pt=("2", "2"),
        statics=(Static(1, 1, filter=Filter(subtypes=("Zombie",)), other=True),),
        abilities=(
            Activated(
                Cost(mana=parse_mana_cost("{1}{B}"), tap=True),
                (
                    Bounce(
                        Target(
                            TargetKind.CARD_IN_GRAVEYARD,
                            Controller.YOU,
                            Filter(subtypes=("Zombie",)),
                        )
                    ),
                ),
            ),
        ),
    ),
    # -- enchantments, artifacts ------------------------------------------------------------
    C(
        "Glorious Anthem",
        "{1}{W}{W}",
        "Enchantment",
        "Creatures you control get +1/+1.",
        statics=(Static(1, 1),),
    ),
    C(
        "Honor of the Pure",
        "{1}{W}",
        "Enchantment",
        "White creatures you control get +1/+1.",
        statics=(Static(1, 1, filter=Filter(colors=parse_mana_cost("{W}").colors)),),
    ),
    C(
        "Intangible Virtue",
        "{W}",
        "Enchantment",
        "Creature tokens you control get +1/+1 and have vigilance.",
        statics=(Static(1, 1, Keyword.VIGILANCE, filter=Filter(token=True)),),
    ),
    C(
        "Phyrexian Arena",
        "{1}{B}{B}",
        "Enchantment",
        "At the beginning of your upkeep, you draw a card and you lose 1 life.",
        triggers=(Triggered(UPKEEP, (DrawCards(1), LoseLife(1, YOU))),),
    ),
    C(
        "Bitterblossom",
        "{1}{B}",
        "Kindred Enchantment — Faerie",
        "At the beginning of your upkeep, you lose 1 life and create a 1/1 black Faerie Rogue "
        "creature token with flying.",
        triggers=(Triggered(UPKEEP, (LoseLife(1, YOU), CreateToken(FAERIE_ROGUE))),),
    ),
    C(
        "Goblin Assault",
        "{2}{R}",
        "Enchantment",
        "At the beginning of your upkeep, create a 1/1 red Goblin creature token with haste.\n"
        "Goblin creatures attack each combat if able.",
        triggers=(
            Triggered(
                UPKEEP,
                (
                    CreateToken(
                        token(
                            "Goblin",
                            pt=(1, 1),
                            color="R",
                            subtypes=("Goblin",),
                            keywords=Keyword.HASTE,
                        )
                    ),
                ),
            ),
        ),
        statics=(
            Static(
                0,
                0,
                Keyword.ATTACKS_EACH_COMBAT,
                applies_to=Ref.EACH_CREATURE,
                filter=Filter(subtypes=("Goblin",)),
            ),
        ),
    ),
    C(
        "Holy Strength",
        "{W}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +1/+2.",
        aura_target=TARGET_CREATURE,
        statics=(Static(1, 2, applies_to=EQUIPPED),),
    ),
    C(
        "Unholy Strength",
        "{B}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+1.",
        aura_target=TARGET_CREATURE,
        statics=(Static(2, 1, applies_to=EQUIPPED),),
    ),
    C(
        "Arcane Flight",
        "{U}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has flying.",
        aura_target=TARGET_CREATURE,
        statics=(Static(keywords=FLY, applies_to=EQUIPPED),),
    ),
    C(
        "Pacifism",
        "{1}{W}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature can't attack or block.",
        aura_target=TARGET_CREATURE,
        statics=(
            Static(
                keywords=Keyword.CANT_ATTACK | Keyword.CANT_BLOCK,
                applies_to=Ref.ENCHANTED_OR_EQUIPPED,
            ),
        ),
    ),
    C(
        "Rancor",
        "{G}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+0 and has trample.\nWhen Rancor is put "
        "into a graveyard from the battlefield, return Rancor to its owner's hand.",
        aura_target=TARGET_CREATURE,
        statics=(Static(2, 0, Keyword.TRAMPLE, applies_to=EQUIPPED),),
        # CR 700.4, 400.7: "put into a graveyard from the battlefield" is the dies event; the
        # card returned is the new object in the graveyard (issue 26, trigger helper).
        triggers=(Triggered(Dies(), (Bounce(Ref.TRIGGERING_OBJECT),)),),
    ),
    C(
        "Bonesplitter",
        "{1}",
        "Artifact — Equipment",
        "Equipped creature gets +2/+0.\nEquip {1}",
        statics=(Static(2, 0, applies_to=EQUIPPED),),
        abilities=(equip("{1}"),),
    ),
    C(
        "Short Sword",
        "{1}",
        "Artifact — Equipment",
        "Equipped creature gets +1/+1.\nEquip {1} ({1}: Attach to target creature you control. "
        "Equip only as a sorcery.)",
        statics=(Static(1, 1, applies_to=EQUIPPED),),
        abilities=(equip("{1}"),),
    ),
    C(
        "Loxodon Warhammer",
        "{3}",
        "Artifact — Equipment",
        "Equipped creature gets +3/+0 and has trample and lifelink.\nEquip {3}",
        statics=(Static(3, 0, Keyword.TRAMPLE | Keyword.LIFELINK, applies_to=EQUIPPED),),
        abilities=(equip("{3}"),),
    ),
    C(
        "Adventuring Gear",
        "{1}",
        "Artifact — Equipment",
        "Landfall — Whenever a land you control enters, equipped creature gets +2/+2 until end of "
        "turn.\nEquip {1}",
        triggers=(Triggered(LandEnters(), (Pump(2, 2, EQUIPPED),)),),
        abilities=(equip("{1}"),),
    ),
    C("Sol Ring", "{1}", "Artifact", "{T}: Add {C}{C}.", abilities=(tap_add("CC"),)),
    C(
        "Mind Stone",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{1}, {T}, Sacrifice Mind Stone: Draw a card.",
        abilities=(
            tap_add("C"),
            Activated(
                Cost(mana=parse_mana_cost("{1}"), tap=True, sacrifice_self=True), (DrawCards(1),)
            ),
        ),
    ),
    C(
        "Talisman of Dominance",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{T}: Add {U} or {B}. Talisman of Dominance deals 1 damage to you.",
        abilities=(tap_add("C"), Activated(TAP, (AddOneOf("UB"), DealDamage(1, YOU)))),
    ),
    C(
        "Arcane Signet",
        "{2}",
        "Artifact",
        "{T}: Add one mana of any color in your commander's color identity.",
        # CR 106.5, 903.4: no commander in these games: mana of an undefined type is none
        abilities=(Activated(TAP, (AddOneAmong("none"),)),),
    ),
    C(
        "Howling Mine",
        "{2}",
        "Artifact",
        "At the beginning of each player's draw step, if Howling Mine is untapped, that player "
        "draws an additional card.",
        triggers=(
            Triggered(
                BeginningOfStep(StepName.DRAW, Ref.EACH_PLAYER),
                (IfSourceTapped((DrawCards(1, Ref.TRIGGERING_PLAYER),), untapped=True),),
            ),
        ),
    ),
    # -- planeswalkers ------------------------------------------------------------------------
    C(
        "Garruk Wildspeaker",
        "{2}{G}{G}",
        "Legendary Planeswalker — Garruk",
        "+1: Untap two target lands.\n−1: Create a 3/3 green Beast creature token.\n−4: Creatures "
        "you control get +3/+3 and gain trample until end of turn.",
        loyalty="3",
        abilities=(
            Activated(Cost(loyalty=1), (Untap(Target(TargetKind.LAND, count=2)),), True),
            Activated(Cost(loyalty=-1), (CreateToken(BEAST),), True),
            Activated(
                Cost(loyalty=-4), (Pump(3, 3, Ref.CREATURES_YOU_CONTROL, Keyword.TRAMPLE),), True
            ),
        ),
    ),
    C(
        "Jace Beleren",
        "{1}{U}{U}",
        "Legendary Planeswalker — Jace",
        "+2: Each player draws a card.\n−1: Target player draws a card.\n−10: Target player "
        "mills twenty cards.",
        loyalty="3",
        abilities=(
            Activated(Cost(loyalty=2), (DrawCards(1, Ref.EACH_PLAYER),), True),
            Activated(Cost(loyalty=-1), (DrawCards(1, TARGET_PLAYER),), True),
            Activated(Cost(loyalty=-10), (Mill(20, TARGET_PLAYER),), True),
        ),
    ),
    # -- lands --------------------------------------------------------------------------------
    C("Forest", None, "Basic Land — Forest", "({T}: Add {G}.)", abilities=(tap_add("G"),)),
    C(
        "Snow-Covered Island",
        None,
        "Basic Snow Land — Island",
        "({T}: Add {U}.)",
        abilities=(tap_add("U"),),
    ),
    C("Wastes", None, "Basic Land", "{T}: Add {C}.", abilities=(tap_add("C"),)),
    C(
        "Taiga",
        None,
        "Land — Mountain Forest",
        "({T}: Add {R} or {G}.)",
        abilities=(tap_one_of("RG"),),
    ),
    C(
        "Stomping Ground",
        None,
        "Land — Mountain Forest",
        "({T}: Add {R} or {G}.)\nAs Stomping Ground enters, you may pay 2 life. If you don't, it "
        "enters tapped.",
        abilities=(tap_one_of("RG"),),
        etb_tapped=EntersTapped(unless_pay_life=2),
    ),
    C(
        "Temple Garden",
        None,
        "Land — Forest Plains",
        "({T}: Add {G} or {W}.)\nAs Temple Garden enters the battlefield, you may pay 2 life. If "
        "you don't, it enters the battlefield tapped.",
        abilities=(tap_one_of("GW"),),
        etb_tapped=EntersTapped(unless_pay_life=2),
    ),
    C(
        "Wooded Foothills",
        None,
        "Land",
        "{T}, Pay 1 life, Sacrifice Wooded Foothills: Search your library for a Mountain or Forest "
        "card, put it onto the battlefield, then shuffle.",
        abilities=(fetch("Mountain", "Forest"),),
    ),
    C(
        "Flooded Strand",
        None,
        "Land",
        "{T}, Pay 1 life, Sacrifice Flooded Strand: Search your library for a Plains or Island "
        "card, put it onto the battlefield, then shuffle.",
        abilities=(fetch("Plains", "Island"),),
    ),
    C(
        "Evolving Wilds",
        None,
        "Land",
        "{T}, Sacrifice Evolving Wilds: Search your library for a basic land card, put it onto "
        "the battlefield tapped, then shuffle.",
        abilities=(
            Activated(
                Cost(tap=True, sacrifice_self=True),
                (SearchLibrary(BASIC, to="battlefield", tapped=True),),
            ),
        ),
    ),
    C(
        "Rootbound Crag",
        None,
        "Land",
        "Rootbound Crag enters tapped unless you control a Mountain or a Forest.\n{T}: Add {R} or "
        "{G}.",
        abilities=(tap_one_of("RG"),),
        etb_tapped=EntersTapped(unless_control=("Mountain", "Forest")),
    ),
    C(
        "Glacial Fortress",
        None,
        "Land",
        "Glacial Fortress enters the battlefield tapped unless you control a Plains or an Island.\n"
        "{T}: Add {W} or {U}.",
        abilities=(tap_one_of("WU"),),
        etb_tapped=EntersTapped(unless_control=("Plains", "Island")),
    ),
    C(
        "Copperline Gorge",
        None,
        "Land",
        "Copperline Gorge enters tapped unless you control two or fewer other lands.\n{T}: Add {R} "
        "or {G}.",
        abilities=(tap_one_of("RG"),),
        etb_tapped=EntersTapped(unless_lands_at_most=2),
    ),
    C(
        "Deserted Beach",
        None,
        "Land",
        "Deserted Beach enters tapped unless you control two or more other lands.\n{T}: Add {W} or "
        "{U}.",
        abilities=(tap_one_of("WU"),),
        etb_tapped=EntersTapped(unless_lands_at_least=2),
    ),
    C(
        "Karplusan Forest",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Add {R} or {G}. Karplusan Forest deals 1 damage to you.",
        abilities=(tap_add("C"), Activated(TAP, (AddOneOf("RG"), DealDamage(1, YOU)))),
    ),
    C(
        "Temple of Triumph",
        None,
        "Land",
        "Temple of Triumph enters tapped.\nWhen Temple of Triumph enters, scry 1.\n{T}: Add {R} or "
        "{W}.",
        etb_tapped=ALWAYS_TAPPED,
        triggers=etb(Scry(1)),
        abilities=(tap_one_of("RW"),),
    ),
    C(
        "Tranquil Cove",
        None,
        "Land",
        "Tranquil Cove enters the battlefield tapped.\nWhen Tranquil Cove enters the battlefield, "
        "you gain 1 life.\n{T}: Add {W} or {U}.",
        etb_tapped=ALWAYS_TAPPED,
        triggers=etb(GainLife(1)),
        abilities=(tap_one_of("WU"),),
    ),
    C(
        "Boros Garrison",
        None,
        "Land",
        "Boros Garrison enters tapped.\nWhen Boros Garrison enters, return a land you control to "
        "its owner's hand.\n{T}: Add {R}{W}.",
        etb_tapped=ALWAYS_TAPPED,
        triggers=etb(Bounce(Target(TargetKind.LAND, Controller.YOU))),
        abilities=(tap_add("RW"),),
    ),
    C(
        "Crumbling Necropolis",
        None,
        "Land",
        "Crumbling Necropolis enters tapped.\n{T}: Add {U}, {B}, or {R}.",
        etb_tapped=ALWAYS_TAPPED,
        abilities=(tap_one_of("UBR"),),
    ),
    C(
        "Ancient Tomb",
        None,
        "Land",
        "{T}: Add {C}{C}. Ancient Tomb deals 2 damage to you.",
        abilities=(Activated(TAP, (AddMana("CC"), DealDamage(2, YOU))),),
    ),
    C(
        "Horizon Canopy",
        None,
        "Land",
        "{T}, Pay 1 life: Add {G} or {W}.\n{1}, {T}, Sacrifice Horizon Canopy: Draw a card.",
        abilities=(
            Activated(Cost(tap=True, life=1), (AddOneOf("GW"),)),
            Activated(
                Cost(mana=parse_mana_cost("{1}"), tap=True, sacrifice_self=True), (DrawCards(1),)
            ),
        ),
    ),
    C(
        "Darksteel Citadel",
        None,
        "Artifact Land",
        "Indestructible\n{T}: Add {C}.",
        keywords=Keyword.INDESTRUCTIBLE,
        abilities=(tap_add("C"),),
    ),
    C(
        "Dryad Arbor",
        None,
        "Land Creature — Forest Dryad",
        "(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has \"{T}: Add "
        '{G}.")',
        pt=("1", "1"),
        abilities=(tap_add("G"),),
    ),
    C(
        "Wasteland",
        None,
        "Land",
        "{T}: Add {C}.\n{T}, Sacrifice Wasteland: Destroy target nonbasic land.",
        abilities=(
            tap_add("C"),
            Activated(
                Cost(tap=True, sacrifice_self=True),
                (Destroy(Target(TargetKind.LAND, filter=Filter(not_supertypes=Supertype.BASIC))),),
            ),
        ),
    ),
    C(
        "Mutavault",
        None,
        "Land",
        "{T}: Add {C}.\n{1}: Mutavault becomes a 2/2 creature with all creature types until end of "
        "turn. It's still a land.",
        abilities=(
            tap_add("C"),
            # a creature land (oracle.animate_lines): "all creature types" is changeling's
            Activated(
                Cost(mana=parse_mana_cost("{1}")),
                (Animate(2, 2, keywords=Keyword.CHANGELING),),
            ),
        ),
    ),
    C(
        "Rogue's Passage",
        None,
        "Land",
        "{T}: Add {C}.\n{4}, {T}: Target creature can't be blocked this turn.",
        abilities=(
            tap_add("C"),
            Activated(
                Cost(mana=parse_mana_cost("{4}"), tap=True),
                (Pump(0, 0, TARGET_CREATURE, Keyword.UNBLOCKABLE),),
            ),
        ),
    ),
    C(
        "Kazandu Valley",
        None,
        "Land",
        "Kazandu Valley enters tapped.\n{T}: Add {G}.",
        etb_tapped=ALWAYS_TAPPED,
        abilities=(tap_add("G"),),
    ),
    C(
        "Heart's Desire",
        "{G}",
        "Sorcery — Adventure",
        "Create a 1/1 white Human creature token.",
        spell=(CreateToken(HUMAN),),
    ),
    C(
        "Boulder Rush",
        "{R}",
        "Instant — Adventure",
        "Target creature gets +2/+0 until end of turn.",
        spell=(Pump(2, 0, TARGET_CREATURE),),
    ),
    C(
        "Rimrock Knight",
        "{1}{R}",
        "Creature — Dwarf Knight",
        "Rimrock Knight can't block.",
        pt=("3", "1"),
        keywords=Keyword.CANT_BLOCK,
    ),
    C(
        "Ice",
        "{1}{U}",
        "Instant",
        "Tap target permanent.\nDraw a card.",
        spell=(Tap(TARGET_PERMANENT), DrawCards(1)),
    ),
    C(
        "Zombie Apocalypse",
        "{3}{B}{B}{B}",
        "Sorcery",
        "Return all Zombie creature cards from your graveyard to the battlefield tapped, then "
        "destroy all Humans.",
        spell=(
            ReturnAllFromGraveyard(Filter(card_type=CardType.CREATURE, subtypes=("Zombie",)), True),
            MassRemoval(TargetKind.CREATURE, Filter(subtypes=("Human",))),
        ),
    ),
    C(
        "Gravedigger",
        "{3}{B}",
        "Creature — Zombie",
        "When Gravedigger enters, you may return target creature card from your graveyard to your "
        "hand.",
        pt=("2", "2"),
        triggers=etb(
            Bounce(
                Target(
                    TargetKind.CARD_IN_GRAVEYARD,
                    Controller.YOU,
                    Filter(card_type=CardType.CREATURE),
                )
            ),
            optional=True,
        ),
    ),
    C(
        "Diregraf Ghoul",
        "{B}",
        "Creature — Zombie",
        "Diregraf Ghoul enters tapped.",
        pt=("2", "2"),
        etb_tapped=ALWAYS_TAPPED,
    ),
    C(
        "Cryptbreaker",
        "{B}",
        "Creature — Zombie",
        "{1}{B}, {T}, Discard a card: Create a 2/2 black Zombie creature token.\nTap three "
        "untapped Zombies you control: You draw a card and you lose 1 life.",
        pt=("1", "1"),
        abilities=(
            Activated(
                Cost(mana=parse_mana_cost("{1}{B}"), tap=True, discard=1), (CreateToken(ZOMBIE),)
            ),
            # CR 118.3: tapping three untapped Zombies is the cost (issue 26, ``act``)
            Activated(
                Cost(extra=CostExtra(tap_filter=Filter(subtypes=("Zombie",)), tap_count=3)),
                (DrawCards(1), LoseLife(1, Ref.YOU)),
            ),
        ),
    ),
    C(
        "Ajani's Welcome",
        "{W}",
        "Enchantment",
        "Whenever a creature you control enters, you gain 1 life.",
        triggers=(
            Triggered(
                EntersBattlefield(Ref.YOU, Filter(card_type=CardType.CREATURE)), (GainLife(1),)
            ),
        ),
    ),
    C(
        "Elvish Pioneer",
        "{G}",
        "Creature — Elf Druid",
        "When Elvish Pioneer enters, you may put a basic land card from your hand onto the "
        "battlefield tapped.",
        pt=("1", "1"),
        # CR 305.4: not a land play (issue 26, round 37: compiled, more faithful)
        triggers=etb(
            PutFromHand(Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC), tapped=True),
            optional=True,
        ),
    ),
    C(
        "Coiling Oracle",
        "{G}{U}",
        "Creature — Snake Elf Druid",
        "When Coiling Oracle enters, reveal the top card of your library. If it's a land card, "
        "put it onto the battlefield. Otherwise, put that card into your hand.",
        pt=("1", "1"),
        # CR 701.20a, 110.2: the top card, a land onto the battlefield (issue 26, round 39)
        triggers=etb(RevealTopPut(Filter(card_type=CardType.LAND))),
    ),
    C(
        "Faerie Impostor",
        "{U}",
        "Creature — Faerie Rogue",
        "Flying\nWhen Faerie Impostor enters, sacrifice it unless you return another creature you "
        "control to its owner's hand.",
        pt=("2", "1"),
        keywords=FLY,
        # CR 118.12: kept only by returning another creature (issue 26, round 37)
        triggers=etb(SacrificeUnless(bounce=Filter(card_type=CardType.CREATURE), other=True)),
    ),
    C(
        "Cavern Harpy",
        "{U}{B}",
        "Creature — Harpy Beast",
        "Flying\nWhen Cavern Harpy enters, return a blue or black creature you control to its "
        "owner's hand.\nPay 1 life: Return Cavern Harpy to its owner's hand.",
        pt=("2", "1"),
        keywords=FLY,
        triggers=etb(
            Bounce(Target(TargetKind.CREATURE, Controller.YOU, Filter(colors=Color.U | Color.B)))
        ),
        abilities=(Activated(Cost(life=1), (Bounce(SELF),)),),
    ),
    C(
        "Gift of Orzhova",
        "{1}{W/B}{W/B}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +1/+1 and has flying and lifelink.",
        aura_target=TARGET_CREATURE,
        statics=(Static(1, 1, FLY | Keyword.LIFELINK, applies_to=EQUIPPED),),
    ),
    C(
        "Hidden Herbalists",
        "{2}{G}",
        "Creature — Human Druid",
        "Revolt — When Hidden Herbalists enters, if a permanent you controlled left the "
        "battlefield this turn, add {G}{G}.",
        pt=("2", "2"),
        triggers=(
            Triggered(EntersBattlefield(), (Conditional(Condition.REVOLT, (AddMana("GG"),)),)),
        ),
    ),
    C(
        "Sungrace Pegasus",
        "{1}{W}",
        "Creature — Pegasus",
        "Flying\nLifelink (Damage dealt by this creature also causes you to gain that much life.)",
        pt=("1", "2"),
        keywords=FLY | Keyword.LIFELINK,
    ),
    C(
        "Raging Goblin",
        "{R}",
        "Creature — Goblin Berserker",
        "Haste (This creature can attack and {T} as soon as it comes under your control.)",
        pt=("1", "1"),
        keywords=Keyword.HASTE,
    ),
    C(
        "Lightning Elemental",
        "{3}{R}",
        "Creature — Elemental",
        "Haste",
        pt=("4", "1"),
        keywords=Keyword.HASTE,
    ),
    C(
        "Ember Hauler",
        "{R}{R}",
        "Creature — Goblin",
        "{1}, Sacrifice Ember Hauler: It deals 2 damage to any target.",
        pt=("2", "2"),
        abilities=(
            Activated(
                Cost(mana=parse_mana_cost("{1}"), sacrifice_self=True), (DealDamage(2, ANY_TARGET),)
            ),
        ),
    ),
    C(
        "Vampire Lacerator",
        "{B}",
        "Creature — Vampire Warrior",
        "At the beginning of your upkeep, you lose 1 life unless an opponent has 10 or less life.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                BeginningOfStep(StepName.UPKEEP),
                (Conditional(Condition.OPPONENT_TEN_LIFE, (), (LoseLife(1, Ref.YOU),)),),
            ),
        ),
    ),
    C(
        "Healer's Hawk",
        "{W}",
        "Creature — Bird",
        "Flying, lifelink",
        pt=("1", "1"),
        keywords=FLY | Keyword.LIFELINK,
    ),
    C("Wind Drake", "{2}{U}", "Creature — Drake", "Flying", pt=("2", "2"), keywords=FLY),
    C(
        "Nettle Sentinel",
        "{G}",
        "Creature — Elf Warrior",
        "Nettle Sentinel doesn't untap during your untap step.\nWhenever you cast a green spell, "
        "you may untap Nettle Sentinel.",
        pt=("2", "2"),
        keywords=Keyword.DOESNT_UNTAP,
        triggers=(Triggered(CastSpell(filter=Filter(colors=Color.G)), (Untap(SELF),), True),),
    ),
]

# -- more common variants of the issue's templates ------------------------------------------
CASES += [
    C(
        "Zap",
        "{2}{R}",
        "Instant",
        "Zap deals 1 damage to any target.\nDraw a card.",
        spell=(DealDamage(1, ANY_TARGET), DrawCards(1)),
    ),
    C(
        "Tarfire",
        "{R}",
        "Kindred Instant — Goblin",
        "Tarfire deals 2 damage to any target.",
        spell=(DealDamage(2, ANY_TARGET),),
    ),
    C(
        "Lightning Blast",
        "{3}{R}",
        "Instant",
        "Lightning Blast deals 4 damage to any target.",
        spell=(DealDamage(4, ANY_TARGET),),
    ),
    C(
        "Healing Hands",
        "{2}{W}",
        "Sorcery",
        "Target player gains 4 life.\nDraw a card.",
        spell=(GainLife(4, TARGET_PLAYER), DrawCards(1)),
    ),
    C(
        "Inspiration",
        "{3}{U}",
        "Instant",
        "Target player draws two cards.",
        spell=(DrawCards(2, TARGET_PLAYER),),
    ),
    C(
        "Grasp of Darkness",
        "{B}{B}",
        "Instant",
        "Target creature gets -4/-4 until end of turn.",
        spell=(Pump(-4, -4, TARGET_CREATURE),),
    ),
    C(
        "Last Gasp",
        "{1}{B}",
        "Instant",
        "Target creature gets -3/-3 until end of turn.",
        spell=(Pump(-3, -3, TARGET_CREATURE),),
    ),
    C(
        "Erase",
        "{W}",
        "Instant",
        "Exile target enchantment.",
        spell=(Exile(Target(TargetKind.ENCHANTMENT)),),
    ),
    C(
        "Unmake",
        "{W/B}{W/B}{W/B}",
        "Instant",
        "Exile target creature.",
        spell=(Exile(TARGET_CREATURE),),
    ),
    C(
        "Stone Rain",
        "{2}{R}",
        "Sorcery",
        "Destroy target land.",
        spell=(Destroy(Target(TargetKind.LAND)),),
    ),
    C(
        "Repulse",
        "{2}{U}",
        "Instant",
        "Return target creature to its owner's hand.\nDraw a card.",
        spell=(Bounce(TARGET_CREATURE), DrawCards(1)),
    ),
    C(
        "Force Spike",
        "{U}",
        "Instant",
        "Counter target spell unless its controller pays {1}.",
        spell=(CounterSpell(TARGET_SPELL, 1),),
    ),
    C(
        "Quench",
        "{1}{U}",
        "Instant",
        "Counter target spell unless its controller pays {2}.",
        spell=(CounterSpell(TARGET_SPELL, 2),),
    ),
    C(
        "Annul",
        "{U}",
        "Instant",
        "Counter target artifact or enchantment spell.",
        spell=(
            CounterSpell(
                Target(
                    TargetKind.SPELL,
                    filter=Filter(card_type=CardType.ARTIFACT | CardType.ENCHANTMENT),
                )
            ),
        ),
    ),
    C(
        "Essence Capture",
        "{2}{U}{U}",
        "Instant",
        "Counter target creature spell. Put a +1/+1 counter on up to one target creature you "
        "control.",
        spell=(
            CounterSpell(TARGET_CREATURE_SPELL),
            PutCounters(1, Target(TargetKind.CREATURE, Controller.YOU, up_to=True)),
        ),
    ),
    C(
        "Disdainful Stroke",
        "{1}{U}",
        "Instant",
        "Counter target spell with mana value 4 or greater.",
        spell=(CounterSpell(Target(TargetKind.SPELL, filter=Filter(min_mana_value=4))),),
    ),
    C(
        "Acidic Slime",
        "{3}{G}{G}",
        "Creature — Ooze",
        "Deathtouch\nWhen Acidic Slime enters, destroy target artifact, enchantment, or land.",
        pt=("2", "2"),
        keywords=Keyword.DEATHTOUCH,
        triggers=etb(
            Destroy(Target(TargetKind.ARTIFACT | TargetKind.ENCHANTMENT | TargetKind.LAND))
        ),
    ),
    C(
        "Reclamation Sage",
        "{2}{G}",
        "Creature — Elf Shaman",
        "When Reclamation Sage enters, you may destroy target artifact or enchantment.",
        pt=("2", "1"),
        triggers=etb(Destroy(TARGET_ARTIFACT_OR_ENCHANTMENT), optional=True),
    ),
    C(
        "Centaur Healer",
        "{1}{G}{W}",
        "Creature — Centaur Cleric",
        "When Centaur Healer enters, you gain 3 life.",
        pt=("3", "3"),
        triggers=etb(GainLife(3)),
    ),
    C(
        "Bloodbraid Elf",
        "{2}{R}{G}",
        "Creature — Elf Berserker",
        "Cascade (When you cast this spell, exile cards from the top of your library until you "
        "exile a nonland card that costs less. You may cast it without paying its mana cost. Put "
        "the exiled cards on the bottom in a random order.)\nHaste",
        pt=("3", "2"),
        keywords=Keyword.CASCADE | Keyword.HASTE,
    ),
    C(
        "Viashino Pyromancer",
        "{1}{R}",
        "Creature — Lizard Wizard",
        "When Viashino Pyromancer enters, it deals 2 damage to target player or planeswalker.",
        pt=("2", "1"),
        triggers=etb(DealDamage(2, PW_PLAYER)),
    ),
    C(
        "Thrill-Kill Assassin",
        "{1}{B}",
        "Creature — Human Assassin",
        "Deathtouch",
        pt=("1", "2"),
        keywords=Keyword.DEATHTOUCH,
    ),
    C(
        "Sprite Dragon",
        "{U}{R}",
        "Legendary Creature — Faerie Dragon",
        "Flying, haste\nWhenever you cast a noncreature spell, put a +1/+1 counter on Sprite "
        "Dragon.",
        pt=("1", "1"),
        keywords=FLY | Keyword.HASTE,
        triggers=(Triggered(NONCREATURE, (PutCounters(1, SELF),)),),
    ),
    C(
        "Ajani's Pridemate",
        "{1}{W}",
        "Creature — Cat Soldier",
        "Whenever you gain life, put a +1/+1 counter on Ajani's Pridemate.",
        pt=("2", "2"),
        triggers=(Triggered(GainsLife(), (PutCounters(1, Ref.SELF),)),),
    ),
    C("Leatherback Baloth", "{G}{G}{G}", "Creature — Beast", "", pt=("4", "5")),
    C("Watchwolf", "{G}{W}", "Creature — Wolf", "", pt=("3", "3")),
    C("Elite Vanguard", "{W}", "Creature — Human Soldier", "", pt=("2", "1")),
    C(
        "Phyrexian Rager",
        "{2}{B}",
        "Creature — Phyrexian Horror",
        "When Phyrexian Rager enters, you draw a card and you lose 1 life.",
        pt=("3", "2"),
        triggers=etb(DrawCards(1), LoseLife(1, YOU)),
    ),
    C(
        "Dusk Legion Zealot",
        "{1}{B}",
        "Creature — Vampire Soldier",
        "When Dusk Legion Zealot enters the battlefield, you draw a card and you lose 1 life.",
        pt=("1", "1"),
        triggers=etb(DrawCards(1), LoseLife(1, YOU)),
    ),
    C(
        "Burning-Tree Emissary",
        "{R/G}{R/G}",
        "Creature — Elemental",
        "When Burning-Tree Emissary enters, add {R}{G}.",
        pt=("2", "2"),
        triggers=etb(AddMana("RG")),
    ),
    C(
        "Palladium Myr",
        "{3}",
        "Artifact Creature — Myr",
        "{T}: Add {C}{C}.",
        pt=("2", "2"),
        abilities=(tap_add("CC"),),
    ),
    C(
        "Iron Myr",
        "{3}",
        "Artifact Creature — Myr",
        "{T}: Add {R}.",
        pt=("1", "1"),
        abilities=(tap_add("R"),),
    ),
    C(
        "Lotus Petal",
        "{0}",
        "Artifact",
        "{T}, Sacrifice Lotus Petal: Add one mana of any color.",
        abilities=(Activated(Cost(tap=True, sacrifice_self=True), (AddOneOf("WUBRG"),)),),
    ),
    C(
        "Gruul Signet",
        "{2}",
        "Artifact",
        "{1}, {T}: Add {R}{G}.",
        abilities=(Activated(Cost(mana=parse_mana_cost("{1}"), tap=True), (AddMana("RG"),)),),
    ),
    C(
        "Elves of Deep Shadow",
        "{G}",
        "Creature — Elf Druid",
        "{T}: Add {B}. Elves of Deep Shadow deals 1 damage to you.",
        pt=("1", "1"),
        abilities=(Activated(TAP, (AddMana("B"), DealDamage(1, YOU))),),
    ),
    C(
        "Fyndhorn Elves",
        "{G}",
        "Creature — Elf Druid",
        "{T}: Add {G}.",
        pt=("1", "1"),
        abilities=(tap_add("G"),),
    ),
    C(
        "Goblin Fireslinger",
        "{R}",
        "Creature — Goblin Warrior",
        "{T}: Goblin Fireslinger deals 1 damage to target player or planeswalker.",
        pt=("1", "1"),
        abilities=(Activated(TAP, (DealDamage(1, PW_PLAYER),)),),
    ),
    C(
        "Bloodfell Caves",
        None,
        "Land",
        "Bloodfell Caves enters tapped.\nWhen Bloodfell Caves enters, you gain 1 life.\n{T}: Add "
        "{B} or {R}.",
        etb_tapped=ALWAYS_TAPPED,
        triggers=etb(GainLife(1)),
        abilities=(tap_one_of("BR"),),
    ),
    C(
        "Scalding Tarn",
        None,
        "Land",
        "{T}, Pay 1 life, Sacrifice Scalding Tarn: Search your library for an Island or Mountain "
        "card, put it onto the battlefield, then shuffle.",
        abilities=(fetch("Island", "Mountain"),),
    ),
    C(
        "Blood Crypt",
        None,
        "Land — Swamp Mountain",
        "({T}: Add {B} or {R}.)\nAs Blood Crypt enters, you may pay 2 life. If you don't, it "
        "enters tapped.",
        abilities=(tap_one_of("BR"),),
        etb_tapped=EntersTapped(unless_pay_life=2),
    ),
    C(
        "Dragonskull Summit",
        None,
        "Land",
        "Dragonskull Summit enters tapped unless you control a Swamp or a Mountain.\n{T}: Add {B} "
        "or {R}.",
        abilities=(tap_one_of("BR"),),
        etb_tapped=EntersTapped(unless_control=("Swamp", "Mountain")),
    ),
    C(
        "Terramorphic Expanse",
        None,
        "Land",
        "{T}, Sacrifice Terramorphic Expanse: Search your library for a basic land card, put it "
        "onto the battlefield tapped, then shuffle.",
        abilities=(
            Activated(
                Cost(tap=True, sacrifice_self=True),
                (SearchLibrary(BASIC, to="battlefield", tapped=True),),
            ),
        ),
    ),
    C(
        "Guildless Commons",
        None,
        "Land",
        "Guildless Commons enters tapped.\nWhen Guildless Commons enters, return a land you "
        "control to its owner's hand.\n{T}: Add {C}{C}.",
        etb_tapped=ALWAYS_TAPPED,
        triggers=etb(Bounce(Target(TargetKind.LAND, Controller.YOU))),
        abilities=(tap_add("CC"),),
    ),
    C(
        "Crystal Vein",
        None,
        "Land",
        "{T}: Add {C}.\n{T}, Sacrifice Crystal Vein: Add {C}{C}.",
        abilities=(tap_add("C"), Activated(Cost(tap=True, sacrifice_self=True), (AddMana("CC"),))),
    ),
    C(
        "Vivid Crag",
        None,
        "Land",
        "Vivid Crag enters tapped with two charge counters on it.\n{T}: Add {R}.\n{T}, Remove a "
        "charge counter from Vivid Crag: Add one mana of any color.",
        # CR 614.1c, 118.3: it enters tapped with two charge counters, each pays for any colour.
        abilities=(
            tap_add("R"),
            Activated(Cost(tap=True, remove_counter="charge"), (AddOneOf("WUBRG"),)),
        ),
        etb_tapped=ALWAYS_TAPPED,
    ),
    C(
        "Blossoming Defense",
        "{G}",
        "Instant",
        "Target creature you control gets +2/+2 and gains hexproof until end of turn.",
        spell=(Pump(2, 2, TARGET_CREATURE_YOU_CONTROL, Keyword.HEXPROOF),),
    ),
    C(
        "Rally of Wings",
        "{1}{W}",
        "Instant",
        "Untap all creatures you control. Creatures you control with flying get +2/+2 until end "
        "of turn.",
        spell=(
            Untap(Ref.CREATURES_YOU_CONTROL),
            PumpAll(2, 2, Filter(keywords=Keyword.FLYING), Controller.YOU),
        ),
    ),
    C(
        "Overrun",
        "{2}{G}{G}{G}",
        "Sorcery",
        "Creatures you control get +3/+3 and gain trample until end of turn.",
        spell=(Pump(3, 3, Ref.CREATURES_YOU_CONTROL, Keyword.TRAMPLE),),
    ),
    C(
        "Goblin War Strike",
        "{R}",
        "Sorcery",
        "Goblin War Strike deals damage to target player or planeswalker equal to the number of "
        "Goblins you control.",
        spell=(
            DealDamage(
                Count("permanents", Filter(subtypes=("Goblin",))),
                TARGET_PLAYER_OR_PLANESWALKER,
            ),
        ),
    ),
    C(
        "Consume Spirit",
        "{X}{1}{B}",
        "Sorcery",
        "Spend only black mana on X.\nConsume Spirit deals X damage to any target and you gain X "
        "life.",
        spell=(DealDamage("X", ANY_TARGET), GainLife("X")),
        unparsed=("Spend only black mana on X.",),
    ),
    C(
        "Blaze",
        "{X}{R}",
        "Sorcery",
        "Blaze deals X damage to any target.",
        spell=(DealDamage("X", ANY_TARGET),),
    ),
    C(
        "Stream of Life",
        "{X}{G}",
        "Sorcery",
        "Target player gains X life.",
        spell=(GainLife("X", TARGET_PLAYER),),
    ),
]

CASES += [
    C(
        "Tithe Drinker",
        "{W}{B}",
        "Creature — Vampire",
        "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 "
        "life and you gain that much life.)\nLifelink",
        pt=("2", "1"),
        keywords=Keyword.LIFELINK,
        triggers=(EXTORT,),
    ),
    C(
        "Kraul Harpooner",
        "{1}{G}",
        "Creature — Insect Warrior",
        "Reach\nWhen Kraul Harpooner enters, choose up to one target creature with flying you "
        "don't control. Kraul Harpooner gets +X/+0 until end of turn, where X is the number of "
        "card types among cards in your graveyard, then you may have Kraul Harpooner fight that "
        "creature.",
        pt=("3", "2"),
        keywords=Keyword.REACH,
        unparsed=(
            "When Kraul Harpooner enters, choose up to one target creature with flying you "
            "don't control. Kraul Harpooner gets +X/+0 until end of turn, where X is the "
            "number of card types among cards in your graveyard, then you may have Kraul "
            "Harpooner fight that creature.",
        ),
    ),
    C(
        "Cruel Edict",
        "{1}{B}",
        "Sorcery",
        "Target opponent sacrifices a creature.",
        spell=(Sacrifice(Filter(card_type=CardType.CREATURE), TARGET_OPPONENT),),
    ),
    C(
        "Diabolic Edict",
        "{1}{B}",
        "Instant",
        "Target player sacrifices a creature.",
        spell=(Sacrifice(Filter(card_type=CardType.CREATURE), TARGET_PLAYER),),
    ),
    C(
        "Geth's Verdict",
        "{B}{B}",
        "Instant",
        "Target player sacrifices a creature and loses 1 life.",
        spell=(
            Sacrifice(Filter(card_type=CardType.CREATURE), TARGET_PLAYER),
            LoseLife(1, TARGET_PLAYER),
        ),
    ),
    C(
        "Lava Coil",
        "{1}{R}",
        "Sorcery",
        "Lava Coil deals 4 damage to target creature. If that creature would die this turn, exile "
        "it instead.",
        spell=(DealDamage(4, TARGET_CREATURE), ExileIfDiesThisTurn()),
    ),
    C(
        "Shivan Fire",
        "{R}",
        "Instant",
        "Kicker {4} (You may pay an additional {4} as you cast this spell.)\nShivan Fire deals 2 "
        "damage to target creature. If this spell was kicked, it deals 4 damage instead.",
        keywords=Keyword.KICKER,
        spell=(
            IfKicked(
                (DealDamage(4, TARGET_CREATURE),), otherwise=(DealDamage(2, TARGET_CREATURE),)
            ),
        ),
        costs=(Kicker(parse_mana_cost("{4}")),),
    ),
    C(
        "Arc Trail",
        "{1}{R}",
        "Sorcery",
        "Arc Trail deals 2 damage to any target and 1 damage to any other target.",
        spell=(DealDamage(2, ANY_TARGET), DealDamage(1, replace(ANY_TARGET, other=True))),
    ),
    C(
        "Fling",
        "{1}{R}",
        "Instant",
        "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage "
        "equal to the sacrificed creature's power to any target.",
        costs=(AdditionalCost(sacrifice=1, sacrifice_types=CardType.CREATURE),),
        spell=(DealDamage(Count("sacrificed_power"), ANY_TARGET),),
    ),
    C(
        "Rolling Thunder",
        "{X}{R}{R}",
        "Sorcery",
        "Rolling Thunder deals X damage divided as you choose among any number of targets.",
        # X divided, at most three targets (oracle.divided, engine.divided_x; round 39)
        spell=(DealDamageDivided(0, replace(ANY_TARGET, count=3, divide=-1), 1),),
    ),
]

CASES += [
    C(
        "Chandra's Outrage",
        "{2}{R}{R}",
        "Instant",
        "Chandra's Outrage deals 4 damage to target creature and 2 damage to that creature's "
        "controller.",
        spell=(DealDamage(4, TARGET_CREATURE), DealDamage(2, Ref.TARGET_CONTROLLER)),
    ),
    C(
        "Cone of Flame",
        "{3}{R}{R}",
        "Sorcery",
        "Cone of Flame deals 1 damage to any target, 2 damage to another target, and 3 damage to "
        "a third target.",
        spell=(
            DealDamage(1, ANY_TARGET),
            DealDamage(2, replace(ANY_TARGET, other=True)),
            DealDamage(3, replace(ANY_TARGET, other=True)),
        ),
    ),
    C(
        "Giant Strength",
        "{R}{R}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+2.",
        aura_target=TARGET_CREATURE,
        statics=(Static(2, 2, applies_to=EQUIPPED),),
    ),
    C(
        "Scourge of Valkas",
        "{2}{R}{R}{R}",
        "Creature — Dragon",
        "Flying\nWhenever Scourge of Valkas or another Dragon you control enters, it deals X "
        "damage to any target, where X is the number of Dragons you control.\n{R}: Scourge of "
        "Valkas gets +1/+0 until end of turn.",
        pt=("4", "4"),
        keywords=FLY,
        abilities=(Activated(mana("{R}"), (Pump(1, 0, SELF),)),),
        # CR 120.3: the Dragon that entered deals the damage (issue 26, round 40, trig)
        triggers=tuple(
            Triggered(
                when,
                (
                    DamageFrom(
                        Count("permanents", Filter(subtypes=("Dragon",))),
                        ANY_TARGET,
                    ),
                ),
            )
            for when in (
                EntersBattlefield(),
                EntersBattlefield(Ref.YOU, Filter(subtypes=("Dragon",)), other=True),
            )
        ),
    ),
    C(
        "Fervent Champion",
        "{R}",
        "Creature — Human Knight",
        "First strike, haste\nWhenever Fervent Champion attacks, another target attacking Knight "
        "you control gets +1/+0 until end of turn.\nEquip abilities you activate that target "
        "Fervent Champion cost {3} less to activate.",
        pt=("1", "1"),
        keywords=Keyword.FIRST_STRIKE | Keyword.HASTE,
        triggers=(
            Triggered(
                Attacks(),
                (
                    Pump(
                        1,
                        0,
                        Target(
                            TargetKind.PERMANENT,
                            Controller.YOU,
                            Filter(subtypes=("Knight",), attacking=True),
                            other=True,
                        ),
                    ),
                ),
            ),
        ),
        unparsed=(
            "Equip abilities you activate that target Fervent Champion cost {3} less to activate.",
        ),
    ),
    C(
        "Chrome Mox",
        "{0}",
        "Artifact",
        "Imprint — When Chrome Mox enters, you may exile a nonartifact, nonland card from your "
        "hand.\n{T}: Add one mana of any of the exiled card's colors.",
        unparsed=(
            "Imprint — When Chrome Mox enters, you may exile a nonartifact, nonland card "
            "from your hand.",
            "{T}: Add one mana of any of the exiled card's colors.",
        ),
    ),
    C(
        "Young Wolf",
        "{G}",
        "Creature — Wolf",
        "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the "
        "battlefield under its owner's control with a +1/+1 counter on it.)",
        pt=("1", "1"),
        triggers=(UNDYING,),
    ),
]

# -- vanilla and keyword-only creatures (the most common Oracle texts) ----------------------
CASES += [
    C("Runeclaw Bear", "{1}{G}", "Creature — Bear", "", pt=("2", "2")),
    C("Balduvian Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2")),
    C("Craw Wurm", "{4}{G}{G}", "Creature — Wurm", "", pt=("6", "4")),
    C("Gray Ogre", "{2}{R}", "Creature — Ogre", "", pt=("2", "2")),
    C("Earth Elemental", "{3}{R}{R}", "Creature — Elemental", "", pt=("4", "5")),
    C("Fire Elemental", "{3}{R}{R}", "Creature — Elemental", "", pt=("5", "4")),
    C("Water Elemental", "{3}{U}{U}", "Creature — Elemental", "", pt=("5", "4")),
    C("Merfolk of the Pearl Trident", "{U}", "Creature — Merfolk", "", pt=("1", "1")),
    C("Scathe Zombies", "{2}{B}", "Creature — Zombie", "", pt=("2", "2")),
    C("Walking Corpse", "{1}{B}", "Creature — Zombie", "", pt=("2", "2")),
    C("Pearled Unicorn", "{2}{W}", "Creature — Unicorn", "", pt=("2", "2")),
    C("Border Guard", "{2}{W}", "Creature — Human Soldier", "", pt=("1", "3")),
    C("Trained Armodon", "{1}{G}{G}", "Creature — Elephant", "", pt=("3", "3")),
    C("Nessian Asp", "{4}{G}", "Creature — Snake", "", pt=("4", "5")),
    C("Centaur Courser", "{2}{G}", "Creature — Centaur Warrior", "", pt=("3", "3")),
    C("Alpine Grizzly", "{2}{G}", "Creature — Bear", "", pt=("4", "2")),
    C("Woolly Thoctar", "{R}{G}{W}", "Creature — Beast", "", pt=("5", "4")),
    C("Kalonian Tusker", "{G}{G}", "Creature — Beast", "", pt=("3", "3")),
    C("Bronze Sable", "{2}", "Artifact Creature — Sable", "", pt=("2", "1")),
    C("Phyrexian Walker", "{0}", "Artifact Creature — Phyrexian Construct", "", pt=("0", "3")),
    C("Suntail Hawk", "{W}", "Creature — Bird", "Flying", pt=("1", "1"), keywords=FLY),
    C("Storm Crow", "{1}{U}", "Creature — Bird", "Flying", pt=("1", "2"), keywords=FLY),
    C("Mahamoti Djinn", "{4}{U}{U}", "Creature — Djinn", "Flying", pt=("5", "6"), keywords=FLY),
    C("Vampire Bats", "{B}", "Creature — Bat", "Flying", pt=("0", "1"), keywords=FLY),
    C("Dusk Imp", "{2}{B}", "Creature — Imp", "Flying", pt=("2", "1"), keywords=FLY),
    C(
        "Goblin Sky Raider",
        "{2}{R}",
        "Creature — Goblin Warrior",
        "Flying",
        pt=("1", "2"),
        keywords=FLY,
    ),
    C(
        "Vigilant Martyr",
        "{W}",
        "Creature — Human Cleric",
        "Vigilance",
        pt=("2", "1"),
        keywords=Keyword.VIGILANCE,
    ),
    C("Raging Cougar", "{2}{R}", "Creature — Cat", "Haste", pt=("3", "2"), keywords=Keyword.HASTE),
    C("Hasty Ogre", "{3}{R}", "Creature — Ogre", "Haste", pt=("4", "3"), keywords=Keyword.HASTE),
    C(
        "Youthful Knight",
        "{1}{W}",
        "Creature — Human Knight",
        "First strike",
        pt=("2", "1"),
        keywords=Keyword.FIRST_STRIKE,
    ),
    C(
        "Skyhunter Skirmisher",
        "{1}{W}",
        "Creature — Cat Knight",
        "Flying, double strike",
        pt=("1", "1"),
        keywords=FLY | Keyword.DOUBLE_STRIKE,
    ),
    C(
        "Ridgetop Raptor",
        "{3}{R}",
        "Creature — Dinosaur Beast",
        "Double strike",
        pt=("2", "1"),
        keywords=Keyword.DOUBLE_STRIKE,
    ),
    C(
        "Colossal Dreadmaw",
        "{4}{G}{G}",
        "Creature — Dinosaur",
        "Trample",
        pt=("6", "6"),
        keywords=Keyword.TRAMPLE,
    ),
    C("Spined Wurm", "{4}{G}", "Creature — Wurm", "", pt=("5", "4")),
    C(
        "Deadly Recluse",
        "{1}{G}",
        "Creature — Spider",
        "Reach\nDeathtouch",
        pt=("1", "2"),
        keywords=Keyword.REACH | Keyword.DEATHTOUCH,
    ),
    C(
        "Sedge Scorpion",
        "{G}",
        "Creature — Scorpion",
        "Deathtouch",
        pt=("1", "1"),
        keywords=Keyword.DEATHTOUCH,
    ),
    C(
        "Daggerback Basilisk",
        "{2}{G}",
        "Creature — Basilisk",
        "Deathtouch",
        pt=("2", "2"),
        keywords=Keyword.DEATHTOUCH,
    ),
    C(
        "Wall of Stone",
        "{1}{R}{R}",
        "Creature — Wall",
        "Defender",
        pt=("0", "8"),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Wall of Wood",
        "{G}",
        "Creature — Plant Wall",
        "Defender",
        pt=("0", "3"),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Gladecover Scout",
        "{G}",
        "Creature — Elf Scout",
        "Hexproof (This creature can't be the target of spells or abilities your opponents control.)",
        pt=("1", "1"),
        keywords=Keyword.HEXPROOF,
    ),
    C(
        "Darksteel Myr",
        "{3}",
        "Artifact Creature — Myr",
        "Indestructible",
        pt=("0", "1"),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Boggart Brute",
        "{2}{R}",
        "Creature — Goblin Warrior",
        "Menace (This creature can't be blocked except by two or more creatures.)",
        pt=("3", "2"),
        keywords=Keyword.MENACE,
    ),
    C(
        "Ambush Viper",
        "{1}{G}",
        "Creature — Snake",
        "Flash\nDeathtouch",
        pt=("2", "1"),
        keywords=Keyword.FLASH | Keyword.DEATHTOUCH,
    ),
    C(
        "Glistener Elf",
        "{G}",
        "Creature — Phyrexian Elf Warrior",
        "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)",
        pt=("1", "1"),
        keywords=Keyword.INFECT,
    ),
    C(
        "Blighted Agent",
        "{1}{U}",
        "Creature — Phyrexian Human Rogue",
        "Infect\nBlighted Agent can't be blocked.",
        pt=("1", "1"),
        keywords=Keyword.INFECT | Keyword.UNBLOCKABLE,
    ),
    C(
        "Soltari Foot Soldier",
        "{W}",
        "Creature — Soltari Soldier",
        "Shadow (This creature can block or be blocked by only creatures with shadow.)",
        pt=("1", "1"),
        keywords=Keyword.SHADOW,
    ),
    C(
        "Lightning Angel",
        "{1}{R}{W}{U}",
        "Creature — Angel",
        "Flying, vigilance, haste",
        pt=("3", "4"),
        keywords=FLY | Keyword.VIGILANCE | Keyword.HASTE,
    ),
    C(
        "Zephyr Falcon",
        "{1}{U}",
        "Creature — Bird",
        "Flying, vigilance",
        pt=("1", "1"),
        keywords=FLY | Keyword.VIGILANCE,
    ),
    C(
        "Knight of Meadowgrain",
        "{W}{W}",
        "Creature — Kithkin Knight",
        "First strike\nLifelink",
        pt=("2", "2"),
        keywords=Keyword.FIRST_STRIKE | Keyword.LIFELINK,
    ),
    C(
        "Ajani's Sunstriker",
        "{W}{W}",
        "Creature — Cat Cleric",
        "Lifelink",
        pt=("2", "2"),
        keywords=Keyword.LIFELINK,
    ),
    C(
        "Fencing Ace",
        "{1}{W}",
        "Creature — Human Soldier",
        "Double strike",
        pt=("1", "1"),
        keywords=Keyword.DOUBLE_STRIKE,
    ),
    C(
        "Rotting Regisaur",
        "{2}{B}",
        "Creature — Zombie Dinosaur",
        "At the beginning of your upkeep, discard a card.",
        pt=("7", "6"),
        triggers=(Triggered(UPKEEP, (Discard(1),)),),
    ),
]

CASES += [
    C(
        "Befuddle",
        "{2}{U}",
        "Instant",
        "Target creature gets -4/-0 until end of turn.\nDraw a card.",
        spell=(Pump(-4, 0, TARGET_CREATURE), DrawCards(1)),
    ),
    C(
        "Feral Invocation",
        "{2}{G}",
        "Enchantment — Aura",
        "Flash\nEnchant creature\nEnchanted creature gets +2/+2.",
        keywords=Keyword.FLASH,
        aura_target=TARGET_CREATURE,
        statics=(Static(2, 2, applies_to=EQUIPPED),),
    ),
    C(
        "Angelic Blessing",
        "{2}{W}",
        "Sorcery",
        "Target creature gets +3/+3 and gains flying until end of turn.",
        spell=(Pump(3, 3, TARGET_CREATURE, FLY),),
    ),
    C(
        "Inspired Charge",
        "{2}{W}{W}",
        "Instant",
        "Creatures you control get +2/+1 until end of turn.",
        spell=(Pump(2, 1, Ref.CREATURES_YOU_CONTROL),),
    ),
    C(
        "Rush of Adrenaline",
        "{R}",
        "Instant",
        "Target creature gets +2/+1 and gains trample until end of turn.",
        spell=(Pump(2, 1, TARGET_CREATURE, Keyword.TRAMPLE),),
    ),
    C(
        "Moment of Heroism",
        "{1}{W}",
        "Instant",
        "Target creature gets +2/+2 and gains lifelink until end of turn.",
        spell=(Pump(2, 2, TARGET_CREATURE, Keyword.LIFELINK),),
    ),
    C(
        "Aggressive Urge",
        "{1}{G}",
        "Instant",
        "Target creature gets +1/+1 until end of turn.\nDraw a card.",
        spell=(Pump(1, 1, TARGET_CREATURE), DrawCards(1)),
    ),
    C(
        "Hunt the Weak",
        "{3}{G}",
        "Sorcery",
        "Put a +1/+1 counter on target creature you control. Then that creature fights target "
        "creature you don't control.",
        spell=(
            PutCounters(1, TARGET_CREATURE_YOU_CONTROL),
            Fight(Ref.FIRST_TARGET, TARGET_CREATURE_OPPONENT_CONTROLS),
        ),
    ),
]

CASES += [
    C(
        "Gut Shot",
        "{R/P}",
        "Instant",
        "({R/P} can be paid with either {R} or 2 life.)\nGut Shot deals 1 damage to any target.",
        spell=(DealDamage(1, ANY_TARGET),),
    ),
    C("Mons's Goblin Raiders", "{R}", "Creature — Goblin", "", pt=("1", "1")),
    C("Coral Merfolk", "{1}{U}", "Creature — Merfolk", "", pt=("2", "1")),
]

# -- cost options (issue 16 part 4): CR 118.9, 702.29, 702.33, 702.34, 702.62, 702.137 ----------
CASES += [
    C(
        "Fireblast",
        "{4}{R}{R}",
        "Instant",
        "You may sacrifice two Mountains rather than pay this spell's mana cost.\n"
        "Fireblast deals 4 damage to any target.",
        spell=(DealDamage(4, ANY_TARGET),),
        costs=(AlternativeCost(sacrifice=2, sacrifice_type="Mountain"),),
    ),
    C(
        "Force of Will",
        "{3}{U}{U}",
        "Instant",
        "You may pay 1 life and exile a blue card from your hand rather than pay this spell's mana "
        "cost.\nCounter target spell.",
        spell=(CounterSpell(TARGET_SPELL),),
        costs=(AlternativeCost(life=1, exile_from_hand=1, exile_color=Color.U),),
    ),
    C(
        "Daze",
        "{1}{U}",
        "Instant",
        "You may return an Island you control to its owner's hand rather than pay this spell's "
        "mana cost.\nCounter target spell unless its controller pays {1}.",
        spell=(CounterSpell(TARGET_SPELL, unless_pay=1),),
        costs=(AlternativeCost(return_to_hand=1, return_type="Island"),),
    ),
    C(
        "Snapcaster Mage",
        "{1}{U}",
        "Creature — Human Wizard",
        "Flash\nWhen Snapcaster Mage enters, target instant or sorcery card in your graveyard "
        "gains flashback until end of turn. The flashback cost is equal to its mana cost. (You "
        "may cast that card from your graveyard for its flashback cost. Then exile it.)",
        pt=("2", "1"),
        keywords=Keyword.FLASH,
        triggers=(
            Triggered(
                EntersBattlefield(),
                (
                    GrantFlashback(
                        Target(
                            TargetKind.CARD_IN_GRAVEYARD,
                            Controller.YOU,
                            Filter(card_type=CardType.INSTANT | CardType.SORCERY),
                        )
                    ),
                ),
            ),
        ),
    ),
    C(
        "Vines of Vastwood",
        "{G}",
        "Instant",
        "Kicker {G} (You may pay an additional {G} as you cast this spell.)\nChoose target "
        "creature. Spells your opponents control can't target that creature this turn. If this "
        "spell was kicked, that creature gets +4/+4 until end of turn.",
        keywords=Keyword.KICKER,
        spell=(
            IfKicked(
                (Pump(4, 4, TARGET_CREATURE, keywords=Keyword.HEXPROOF),),
                otherwise=(Pump(0, 0, TARGET_CREATURE, keywords=Keyword.HEXPROOF),),
            ),
        ),
        costs=(Kicker(parse_mana_cost("{G}")),),
    ),
    C(
        "Gnarlid Pack",
        "{1}{G}",
        "Creature — Beast",
        "Multikicker {1}{G} (You may pay an additional {1}{G} any number of times as you cast "
        "this spell.)\nGnarlid Pack enters with a +1/+1 counter on it for each time it was kicked.",
        pt=("2", "2"),
        keywords=Keyword.KICKER,
        triggers=(Triggered(EntersBattlefield(), (ForEachKick((PutCounters(1, Ref.SELF),)),)),),
        costs=(Kicker(parse_mana_cost("{1}{G}"), multi=True),),
    ),
    C(
        "Firebolt",
        "{R}",
        "Sorcery",
        "Firebolt deals 2 damage to any target.\nFlashback {4}{R} (You may cast this card from "
        "your graveyard for its flashback cost. Then exile it.)",
        keywords=Keyword.FLASHBACK,
        spell=(DealDamage(2, ANY_TARGET),),
        costs=(Flashback(parse_mana_cost("{4}{R}")),),
    ),
    C(
        "Ancient Grudge",
        "{1}{R}",
        "Instant",
        "Destroy target artifact.\nFlashback {G} (You may cast this card from your graveyard for "
        "its flashback cost. Then exile it.)",
        keywords=Keyword.FLASHBACK,
        spell=(Destroy(TARGET_ARTIFACT),),
        costs=(Flashback(parse_mana_cost("{G}")),),
    ),
    C(
        "Forgotten Cave",
        None,
        "Land",
        "Forgotten Cave enters tapped.\n{T}: Add {R}.\nCycling {R} ({R}, Discard this card: Draw "
        "a card.)",
        keywords=Keyword.CYCLING,
        etb_tapped=ALWAYS_TAPPED,
        abilities=(Activated(TAP, (AddMana("R"),)),),
        costs=(Cycling(parse_mana_cost("{R}")),),
    ),
    C(
        "Lórien Revealed",
        "{3}{U}{U}",
        "Sorcery",
        "Draw three cards.\nIslandcycling {1} ({1}, Discard this card: Search your library for an "
        "Island card, reveal it, put it into your hand, then shuffle.)",
        keywords=Keyword.CYCLING,
        spell=(DrawCards(3),),
        costs=(Cycling(parse_mana_cost("{1}"), land_type="Island"),),
    ),
]

# Trigger and effect mechanics (issue #16 part 4): landfall conditions, "a player casts",
# divided damage, each creature and each player, card selection, loyalty abilities.
_PP = Target(TargetKind.PLAYER | TargetKind.PLANESWALKER)
_OPP_CREATURE = Target(TargetKind.CREATURE, Controller.OPPONENT)
CASES += [
    C(
        "Searing Blaze",
        "{R}{R}",
        "Instant",
        "Choose target player or planeswalker and target creature that player or that "
        "planeswalker's controller controls. Searing Blaze deals 1 damage to that player or "
        "planeswalker and 1 damage to that creature.\nLandfall — If you had a land enter the "
        "battlefield under your control this turn, Searing Blaze deals 3 damage to that player or "
        "planeswalker and 3 damage to that creature instead.",
        spell=(
            Conditional(
                Condition.LAND_ENTERED_THIS_TURN,
                (DealDamage(3, _PP), DealDamage(3, _OPP_CREATURE)),
                (DealDamage(1, _PP), DealDamage(1, _OPP_CREATURE)),
            ),
        ),
    ),
    C(
        "Eidolon of the Great Revel",
        "{R}{R}",
        "Enchantment Creature — Spirit",
        "Whenever a player casts a spell with mana value 3 or less, Eidolon of the Great Revel "
        "deals 2 damage to that player.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                CastSpell(Ref.EACH_PLAYER, Filter(max_mana_value=3)),
                (DealDamage(2, Ref.TRIGGERING_PLAYER),),
            ),
        ),
    ),
    C(
        "Kor Firewalker",
        "{W}{W}",
        "Creature — Kor Soldier",
        "Protection from red\nWhenever a player casts a red spell, you may gain 1 life.",
        pt=("2", "2"),
        keywords=Keyword.PROTECTION,
        triggers=(
            Triggered(CastSpell(Ref.EACH_PLAYER, Filter(colors=Color.R)), (GainLife(1),), True),
        ),
    ),
    C(
        "Forked Bolt",
        "{R}",
        "Sorcery",
        "Forked Bolt deals 2 damage divided as you choose among one or two targets.",
        spell=(DealDamageDivided(2, Target(ANY_TARGET.kinds, count=2, divide=2)),),
    ),
    C(
        "Earthquake",
        "{X}{R}",
        "Sorcery",
        "Earthquake deals X damage to each creature without flying and each player.",
        spell=(DealDamageEach("X", without=Keyword.FLYING, players=Ref.EACH_PLAYER),),
    ),
    C(
        "Hurricane",
        "{X}{G}",
        "Sorcery",
        "Hurricane deals X damage to each creature with flying and each player.",
        spell=(DealDamageEach("X", with_keywords=Keyword.FLYING, players=Ref.EACH_PLAYER),),
    ),
    C(
        "Pestilence",
        "{2}{B}{B}",
        "Enchantment",
        "{B}: Pestilence deals 1 damage to each creature and each player.\nAt the beginning of the "
        "end step, if no creatures are on the battlefield, sacrifice Pestilence.",
        abilities=(Activated(mana("{B}"), (DealDamageEach(1, players=Ref.EACH_PLAYER),)),),
        triggers=(
            Triggered(
                BeginningOfStep(StepName.END, Ref.EACH_PLAYER),
                (Conditional(Condition.NO_CREATURES_ON_BATTLEFIELD, (Sacrifice(SELF),)),),
            ),
        ),
    ),
    C(
        "Chittering Rats",
        "{1}{B}{B}",
        "Creature — Phyrexian Rat",
        "When Chittering Rats enters, target opponent puts a card from their hand on top of their "
        "library.",
        pt=("2", "2"),
        triggers=etb(PutFromHandOnTop(1, TARGET_OPPONENT)),
    ),
    C(
        "Arc Lightning",
        "{2}{R}",
        "Sorcery",
        "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.",
        spell=(DealDamageDivided(3, Target(ANY_TARGET.kinds, count=3, divide=3)),),
    ),
    C(
        "Volcanic Fallout",
        "{1}{R}{R}",
        "Instant",
        "This spell can't be countered.\nVolcanic Fallout deals 2 damage to each creature and each "
        "player.",
        spell=(DealDamageEach(2, players=Ref.EACH_PLAYER),),
        keywords=Keyword.CANT_BE_COUNTERED,
    ),
    C(
        "Raise Dead",
        "{B}",
        "Sorcery",
        "Return target creature card from your graveyard to your hand.",
        spell=(
            Bounce(
                Target(
                    TargetKind.CARD_IN_GRAVEYARD,
                    Controller.YOU,
                    Filter(card_type=CardType.CREATURE),
                )
            ),
        ),
    ),
    C(
        "Jace, the Mind Sculptor",
        "{2}{U}{U}",
        "Legendary Planeswalker — Jace",
        "+2: Look at the top card of target player's library. You may put that card on the bottom "
        "of that player's library.\n0: Draw three cards, then put two cards from your hand on top "
        "of your library in any order.\n−1: Return target creature to its owner's hand.\n−12: "
        "Exile all cards from target player's library, then that player shuffles their hand into "
        "their library.",
        loyalty="3",
        abilities=(
            # Round 39 (``oracle.stat_lines``): the +2 and the −12 compile (more faithful).
            Activated(
                Cost(loyalty=2),
                (LookAtTop(TARGET_PLAYER), Fateseal(Ref.FIRST_TARGET)),
                True,
            ),
            Activated(Cost(loyalty=0), (DrawCards(3), PutFromHandOnTop(2)), True),
            Activated(Cost(loyalty=-1), (Bounce(TARGET_CREATURE),), True),
            Activated(Cost(loyalty=-12), (ExileLibraryShuffleHand(TARGET_PLAYER),), True),
        ),
    ),
    C(
        "Sulfuric Vortex",
        "{1}{R}{R}",
        "Enchantment",
        "At the beginning of each player's upkeep, Sulfuric Vortex deals 2 damage to that player.\n"
        "If a player would gain life, that player gains no life instead.",
        triggers=(
            Triggered(
                BeginningOfStep(StepName.UPKEEP, Ref.EACH_PLAYER),
                (DealDamage(2, Ref.TRIGGERING_PLAYER),),
            ),
        ),
    ),
    C(
        "Aven Riftwatcher",
        "{2}{W}",
        "Creature — Bird Rebel Soldier",
        "Flying\nVanishing 3\nWhen Aven Riftwatcher enters or leaves the battlefield, you gain 2 "
        "life.",
        pt=("2", "3"),
        keywords=Keyword.FLYING,
        triggers=(VANISHING, *etb(GainLife(2)), Triggered(LeavesBattlefield(), (GainLife(2),))),
    ),
    C(
        "Ponder",
        "{U}",
        "Sorcery",
        "Look at the top three cards of your library, then put them back in any order. You may "
        "shuffle.\nDraw a card.",
        spell=(ReorderTop(3, may_shuffle=True), DrawCards(1)),
    ),
    C(
        "Pillage",
        "{1}{R}{R}",
        "Sorcery",
        "Destroy target artifact or land. It can't be regenerated.",
        spell=(Destroy(Target(TargetKind.ARTIFACT | TargetKind.LAND)),),
    ),
    C(
        "Kolaghan's Command",
        "{1}{B}{R}",
        "Instant",
        "Choose two —\n• Return target creature card from your graveyard to your hand.\n• Target "
        "player discards a card.\n• Destroy target artifact.\n• Kolaghan's Command deals 2 "
        "damage to any target.",
        spell=(
            Modal(
                (
                    (
                        Bounce(
                            Target(
                                TargetKind.CARD_IN_GRAVEYARD,
                                Controller.YOU,
                                Filter(card_type=CardType.CREATURE),
                            )
                        ),
                    ),
                    (Discard(1, TARGET_PLAYER, chooser=Controller.OPPONENT),),
                    (Destroy(TARGET_ARTIFACT),),
                    (DealDamage(2, ANY_TARGET),),
                ),
                choose=2,
            ),
        ),
    ),
    C(
        "Chandra, Torch of Defiance",
        "{2}{R}{R}",
        "Legendary Planeswalker — Chandra",
        "+1: Exile the top card of your library. You may cast that card. If you don't, Chandra, "
        "Torch of Defiance deals 2 damage to each opponent.\n+1: Add {R}{R}.\n−3: Chandra, Torch "
        'of Defiance deals 4 damage to target creature.\n−7: You get an emblem with "Whenever '
        'you cast a spell, this emblem deals 5 damage to any target."',
        loyalty="4",
        abilities=(
            Activated(Cost(loyalty=1), (AddMana("RR"),), True),
            Activated(Cost(loyalty=-3), (DealDamage(4, TARGET_CREATURE),), True),
            # CR 114.4: an emblem's triggered ability (round 39, ``oracle.emblem_lines``)
            Activated(
                Cost(loyalty=-7),
                (GetEmblem((), (), (Triggered(CastSpell(), (DealDamage(5, ANY_TARGET),)),)),),
                True,
            ),
        ),
        unparsed=(
            "+1: Exile the top card of your library. You may cast that card. If you don't, "
            "Chandra, Torch of Defiance deals 2 damage to each opponent.",
        ),
    ),
]

CASES += [
    C(
        "Gush",
        "{4}{U}",
        "Instant",
        "You may return two Islands you control to their owner's hand rather than pay this spell's "
        "mana cost.\nDraw two cards.",
        spell=(DrawCards(2),),
        costs=(AlternativeCost(return_to_hand=2, return_type="Island"),),
    ),
]

CASES += [
    C(
        "Burst Lightning",
        "{R}",
        "Instant",
        "Kicker {4} (You may pay an additional {4} as you cast this spell.)\nBurst Lightning deals "
        "2 damage to any target. If this spell was kicked, it deals 4 damage instead.",
        keywords=Keyword.KICKER,
        spell=(IfKicked((DealDamage(4, ANY_TARGET),), otherwise=(DealDamage(2, ANY_TARGET),)),),
        costs=(Kicker(parse_mana_cost("{4}")),),
    ),
    C(
        "Goblin Bushwhacker",
        "{R}",
        "Creature — Goblin Warrior",
        "Kicker {R} (You may pay an additional {R} as you cast this spell.)\nWhen Goblin "
        "Bushwhacker enters, if it was kicked, creatures you control get +1/+0 and gain haste "
        "until end of turn.",
        pt=("1", "1"),
        keywords=Keyword.KICKER,
        triggers=(
            Triggered(
                EntersBattlefield(),
                (IfKicked((Pump(1, 0, Ref.CREATURES_YOU_CONTROL, keywords=Keyword.HASTE),)),),
            ),
        ),
        costs=(Kicker(parse_mana_cost("{R}")),),
    ),
]

CASES += [
    C(
        "Street Wraith",
        "{3}{B}{B}",
        "Creature — Wraith",
        "Swampwalk\nCycling—Pay 2 life. (Pay 2 life, Discard this card: Draw a card.)",
        pt=("3", "4"),
        keywords=Keyword.LANDWALK | Keyword.CYCLING,
        costs=(Cycling(None, life=2),),
    ),
]

CASES += [
    C(
        "Ancestral Vision",
        None,
        "Sorcery",
        "Suspend 4—{U} (Rather than cast this card from your hand, pay {U} and exile it with four "
        "time counters on it. At the beginning of your upkeep, remove a time counter. When you "
        "remove the last, cast it without paying its mana cost.)\nTarget player draws three cards.",
        spell=(DrawCards(3, TARGET_PLAYER),),
        costs=(Suspend(4, parse_mana_cost("{U}")),),
    ),
]

CASES += [
    C(
        "Deep Analysis",
        "{3}{U}",
        "Sorcery",
        "Target player draws two cards.\nFlashback—{1}{U}, Pay 3 life. (You may cast this card "
        "from your graveyard for its flashback cost. Then exile it.)",
        keywords=Keyword.FLASHBACK,
        spell=(DrawCards(2, TARGET_PLAYER),),
        costs=(Flashback(parse_mana_cost("{1}{U}"), life=3),),
    ),
]
