"""Staples of today's Standard, Pioneer, Modern, Legacy, Pauper and recent Limited archetypes
(issue 16 part 5): the cards the common decks of those formats need to run with no download.

Each definition is as complete as the effect vocabulary allows; sentences it cannot express
are listed in ``unparsed`` (coverage reports the card as partial). Sagas are modelled up to
chapter I, which triggers as the Saga enters (CR 714.2b, 714.3a): the later chapters and the
sacrifice are listed as ignored. Written from the Oracle text.
"""

from deckstats.cards.cost_extra import CostExtra
from deckstats.cards.costs import CONTROL_PREFIX, AlternativeCost, Cycling, Flashback, Ninjutsu
from deckstats.cards.counts import Count
from deckstats.cards.dsl import (
    Activated,
    Cost,
    Static,
    Triggered,
    adventure,
    artifact,
    creature,
    enchantment,
    equipment,
    instant,
    land,
    mana_ability,
    planeswalker,
    sorcery,
    transform,
)
from deckstats.cards.effects import (
    Bounce,
    CantGainLife,
    Condition,
    CounterSpell,
    CreateRole,
    CreateToken,
    DealDamage,
    DealDamageDivided,
    Destroy,
    Dig,
    Discard,
    DrawCards,
    Exile,
    GainLife,
    GainLifeFromPower,
    MayDo,
    Modal,
    OptionalCost,
    Pump,
    PumpPerCount,
    PutCounters,
    PutFromHand,
    Sacrifice,
    SacrificeUnless,
    Scry,
    SearchLibrary,
    Transform,
    Untap,
)
from deckstats.cards.effects_hands import DiscardThen
from deckstats.cards.effects_riders import DamageEachPlayerCount, IfPlayerDealtDamage
from deckstats.cards.effects_tokens import CopyToken
from deckstats.cards.effects_trig40 import UnlessSourceEnteredThisTurn
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardDef, CardType, Color, Keyword, Supertype
from deckstats.cards.pool.tokens import BIRD, BLOOD, GOBLIN_SHAMAN_TREASURE
from deckstats.cards.targets import (
    ANY_TARGET,
    TARGET_CREATURE,
    TARGET_SPELL,
    Controller,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import (
    Attacks,
    CastSpell,
    Chapter,
    DealsCombatDamageToPlayer,
    EntersBattlefield,
    YouAttack,
)

_ALL_COLORS = Color.W | Color.U | Color.B | Color.R | Color.G

# -- tokens used here (not registered: tokens are never deck cards) ----------------------


# -- white ---------------------------------------------------------------------------------

# "up to one other target creature": never Solitude itself (``Target.other``, CR 115.1).
SOLITUDE = creature(
    "Solitude",
    "{3}{W}{W}",
    pt=(3, 2),
    subtypes=("Elemental", "Incarnation"),
    keywords=Keyword.FLASH | Keyword.LIFELINK | Keyword.EVOKE,
    triggers=(
        Triggered(
            EntersBattlefield(),
            (Exile(Target(TargetKind.CREATURE, up_to=True, other=True)), GainLifeFromPower()),
        ),
    ),
    costs=(AlternativeCost(exile_from_hand=1, exile_color=Color.W, keyword="evoke"),),
    text=(
        "Flash\nLifelink\nWhen Solitude enters, exile up to one other target creature. That "
        "creature's controller gains life equal to its power.\nEvoke—Exile a white card from "
        "your hand."
    ),
)

GLINT_HAWK = creature(
    "Glint Hawk",
    "{W}",
    pt=(2, 2),
    subtypes=("Bird",),
    keywords=Keyword.FLYING,
    triggers=(  # CR 118.12: kept only by returning an artifact
        Triggered(
            EntersBattlefield(),
            (SacrificeUnless(bounce=Filter(card_type=CardType.ARTIFACT)),),
        ),
    ),
    text=(
        "Flying\nWhen Glint Hawk enters, sacrifice it unless you return an artifact you "
        "control to its owner's hand."
    ),
)

GUARDIAN_OF_THE_GUILDPACT = creature(
    "Guardian of the Guildpact",
    "{3}{W}",
    pt=(2, 3),
    subtypes=("Spirit",),
    keywords=Keyword.PROTECTION,
    text="Protection from monocolored",
    unparsed=("Protection from monocolored",),
)

JOURNEY_TO_NOWHERE = enchantment(
    "Journey to Nowhere",
    "{1}{W}",
    triggers=(Triggered(EntersBattlefield(), (Exile(TARGET_CREATURE),)),),
    text=(
        "When Journey to Nowhere enters, exile target creature.\nWhen Journey to Nowhere "
        "leaves the battlefield, return the exiled card to the battlefield under its owner's "
        "control."
    ),
    unparsed=(
        "When Journey to Nowhere leaves the battlefield, return the exiled card to the "
        "battlefield under its owner's control.",
    ),
)

PRISMATIC_STRANDS = instant(
    "Prismatic Strands",
    "{2}{W}",
    text=(
        "Prevent all damage that sources of the color of your choice would deal this turn.\n"
        "Flashback—Tap an untapped white creature you control. (You may cast this card from "
        "your graveyard for its flashback cost. Then exile it.)"
    ),
    unparsed=(
        "Prevent all damage that sources of the color of your choice would deal this turn.",
        "Flashback—Tap an untapped white creature you control.",
    ),
)

BATTLE_SCREECH = sorcery(
    "Battle Screech",
    "{2}{W}{W}",
    effect=CreateToken(BIRD, 2),
    # CR 702.34a, 118.3: flashback by tapping three untapped white creatures.
    keywords=Keyword.FLASHBACK,
    costs=(
        Flashback(
            parse_mana_cost("{0}"),
            tap=Filter(card_type=CardType.CREATURE, colors=Color.W),
            tap_count=3,
        ),
    ),
    text=(
        "Create two 1/1 white Bird creature tokens with flying.\nFlashback—Tap three untapped "
        "white creatures you control. (You may cast this card from your graveyard for its "
        "flashback cost. Then exile it.)"
    ),
)

RALLY_THE_PEASANTS = instant(
    "Rally the Peasants",
    "{2}{W}",
    effect=Pump(2, 0, Ref.CREATURES_YOU_CONTROL),
    keywords=Keyword.FLASHBACK,
    costs=(Flashback(parse_mana_cost("{2}{R}")),),
    text=(
        "Creatures you control get +2/+0 until end of turn.\nFlashback {2}{R} (You may cast "
        "this card from your graveyard for its flashback cost. Then exile it.)"
    ),
)

# -- blue ----------------------------------------------------------------------------------

BRAZEN_BORROWER = adventure(
    creature(
        "Brazen Borrower",
        "{1}{U}{U}",
        pt=(3, 1),
        subtypes=("Faerie", "Rogue"),
        keywords=Keyword.FLASH | Keyword.FLYING,
        text="Flash\nFlying\nBrazen Borrower can block only creatures with flying.",
        unparsed=("Brazen Borrower can block only creatures with flying.",),
    ),
    instant(
        "Petty Theft",
        "{1}{U}",
        effect=Bounce(
            Target(TargetKind.PERMANENT, Controller.OPPONENT, filter=Filter(not_type=CardType.LAND))
        ),
        text="Return target nonland permanent an opponent controls to its owner's hand.",
    ),
)

SPELL_SNARE = instant(
    "Spell Snare",
    "{U}",
    text="Counter target spell with mana value 2.",
    unparsed=("Counter target spell with mana value 2.",),
)

STIFLE = instant(
    "Stifle",
    "{U}",
    text="Counter target activated or triggered ability. (Mana abilities can't be targeted.)",
    unparsed=("Counter target activated or triggered ability.",),
)

# The countered spell goes to its owner's graveyard: the replacement is ignored.
REMAND = instant(
    "Remand",
    "{1}{U}",
    effect=(CounterSpell(TARGET_SPELL), DrawCards(1)),
    text=(
        "Counter target spell. If that spell is countered this way, put it into its owner's "
        "hand instead of into that player's graveyard.\nDraw a card."
    ),
    unparsed=(
        "If that spell is countered this way, put it into its owner's hand instead of into "
        "that player's graveyard.",
    ),
)

MEMORY_LAPSE = instant(
    "Memory Lapse",
    "{1}{U}",
    effect=CounterSpell(TARGET_SPELL),
    text=(
        "Counter target spell. If that spell is countered this way, put it on top of its "
        "owner's library instead of into that player's graveyard."
    ),
    unparsed=(
        "If that spell is countered this way, put it on top of its owner's library instead "
        "of into that player's graveyard.",
    ),
)

PTERAMANDER = creature(
    "Pteramander",
    "{U}",
    pt=(1, 1),
    subtypes=("Salamander", "Drake"),
    keywords=Keyword.FLYING,
    text=(
        "Flying\n{7}{U}: Adapt 4. This ability costs {1} less to activate for each instant "
        "and sorcery card in your graveyard. (If this creature has no +1/+1 counters on it, "
        "put four +1/+1 counters on it.)"
    ),
    unparsed=(
        "{7}{U}: Adapt 4. This ability costs {1} less to activate for each instant and "
        "sorcery card in your graveyard.",
    ),
)

# CR 702.49a ninjutsu; the discard unless it entered this turn (round 40, CR 608.2c).
MOON_CIRCUIT_HACKER = creature(
    "Moon-Circuit Hacker",
    "{1}{U}",
    pt=(2, 1),
    subtypes=("Human", "Ninja"),
    costs=(Ninjutsu(parse_mana_cost("{U}")),),
    triggers=(
        Triggered(
            DealsCombatDamageToPlayer(),
            (OptionalCost((UnlessSourceEnteredThisTurn((Discard(1),)),), draw=1),),
        ),
    ),
    text=(
        "Ninjutsu {U} ({U}, Return an unblocked attacker you control to hand: Put this card "
        "onto the battlefield from your hand tapped and attacking.)\nWhenever Moon-Circuit "
        "Hacker deals combat damage to a player, you may draw a card. If you do, discard a "
        "card unless Moon-Circuit Hacker entered the battlefield this turn."
    ),
)

# -- black ---------------------------------------------------------------------------------

# The "if you control a Swamp" condition of the alternative cost is not checked.
SNUFF_OUT = instant(
    "Snuff Out",
    "{3}{B}",
    effect=Destroy(Target(TargetKind.CREATURE, filter=Filter(not_colors=Color.B))),
    costs=(AlternativeCost(life=4, condition=CONTROL_PREFIX + "Swamp"),),
    text=(
        "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.\n"
        "Destroy target nonblack creature. It can't be regenerated."
    ),
)

CUT_DOWN = instant(
    "Cut Down",
    "{B}",
    effect=Destroy(Target(TargetKind.CREATURE, filter=Filter(max_total_pt=5))),
    text="Destroy target creature with total power and toughness 5 or less.",
)

BITTER_TRIUMPH = instant(
    "Bitter Triumph",
    "{1}{B}",
    effect=Destroy(Target(TargetKind.CREATURE | TargetKind.PLANESWALKER)),
    text=(
        "As an additional cost to cast this spell, discard a card or pay 3 life.\nDestroy "
        "target creature or planeswalker."
    ),
    unparsed=("As an additional cost to cast this spell, discard a card or pay 3 life.",),
)

SHEOLDRED_THE_APOCALYPSE = creature(
    "Sheoldred, the Apocalypse",
    "{2}{B}{B}",
    pt=(4, 5),
    subtypes=("Phyrexian", "Praetor"),
    supertypes=Supertype.LEGENDARY,
    keywords=Keyword.DEATHTOUCH,
    text=(
        "Deathtouch\nWhenever you draw a card, you gain 2 life.\nWhenever an opponent draws a "
        "card, they lose 2 life."
    ),
    unparsed=(
        "Whenever you draw a card, you gain 2 life.",
        "Whenever an opponent draws a card, they lose 2 life.",
    ),
)

# Modes 2 and 3 are not expressible; mode 4 lets the opponent choose the creature.
GIXS_COMMAND = sorcery(
    "Gix's Command",
    "{3}{B}{B}",
    effect=Modal(
        modes=(
            (PutCounters(2, Target(TargetKind.CREATURE, up_to=True)),),
            (),
            (),
            (Sacrifice(Filter(card_type=CardType.CREATURE), player=Ref.EACH_OPPONENT),),
        ),
        choose=2,
    ),
    text=(
        "Choose two —\n• Put two +1/+1 counters on up to one creature. It gains lifelink until "
        "end of turn.\n• Destroy each creature with power 2 or less.\n• Return up to two "
        "creature cards from your graveyard to your hand.\n• Each opponent sacrifices a "
        "creature with the greatest power among creatures that player controls."
    ),
    unparsed=(
        "It gains lifelink until end of turn.",
        "Destroy each creature with power 2 or less.",
        "Return up to two creature cards from your graveyard to your hand.",
        "with the greatest power among creatures that player controls",
    ),
)

ORCISH_BOWMASTERS = creature(
    "Orcish Bowmasters",
    "{1}{B}",
    pt=(1, 1),
    subtypes=("Orc", "Archer"),
    keywords=Keyword.FLASH,
    triggers=(Triggered(EntersBattlefield(), (DealDamage(1, ANY_TARGET),)),),
    text=(
        "Flash\nWhen Orcish Bowmasters enters and whenever an opponent draws a card except the "
        "first one they draw in each of their draw steps, Orcish Bowmasters deals 1 damage to "
        "any target. Then amass Orcs 1."
    ),
    unparsed=(
        "whenever an opponent draws a card except the first one they draw in each of their "
        "draw steps",
        "Then amass Orcs 1.",
    ),
)

# -- red -----------------------------------------------------------------------------------

FURY = creature(
    "Fury",
    "{3}{R}{R}",
    pt=(3, 3),
    subtypes=("Elemental", "Incarnation"),
    keywords=Keyword.DOUBLE_STRIKE | Keyword.EVOKE,
    triggers=(
        Triggered(
            EntersBattlefield(),
            (
                DealDamageDivided(
                    4, Target(TargetKind.CREATURE | TargetKind.PLANESWALKER, count=4, divide=4)
                ),
            ),
        ),
    ),
    costs=(AlternativeCost(exile_from_hand=1, exile_color=Color.R, keyword="evoke"),),
    text=(
        "Double strike\nWhen Fury enters, it deals 4 damage divided as you choose among any "
        "number of target creatures and/or planeswalkers.\nEvoke—Exile a red card from your "
        "hand."
    ),
)

PRICE_OF_PROGRESS = instant(
    "Price of Progress",
    "{1}{R}",
    # CR 120.3, 608.2h: each player's own nonbasic lands, counted for that player
    effect=DamageEachPlayerCount(
        Count(
            "permanents",
            Filter(card_type=CardType.LAND, not_supertypes=Supertype.BASIC),
            times=2,
            text="twice the number of nonbasic lands you control",
        )
    ),
    text=(
        "Price of Progress deals damage to each player equal to twice the number of nonbasic "
        "lands that player controls."
    ),
)

PLAY_WITH_FIRE = instant(
    "Play with Fire",
    "{R}",
    # CR 608.2c: the scry only if a player was dealt damage this way
    effect=(DealDamage(2, ANY_TARGET), IfPlayerDealtDamage((Scry(1),))),
    text="Play with Fire deals 2 damage to any target. If a player is dealt damage this way, scry 1.",
)

GRAPESHOT = sorcery(
    "Grapeshot",
    "{1}{R}",
    effect=DealDamage(1, ANY_TARGET),
    keywords=Keyword.STORM,
    text=(
        "Grapeshot deals 1 damage to any target.\nStorm (When you cast this spell, copy it for "
        "each spell cast before it this turn. You may choose new targets for the copies.)"
    ),
)

RECKLESS_CHARGE = sorcery(
    "Reckless Charge",
    "{R}",
    effect=Pump(3, 0, TARGET_CREATURE, Keyword.HASTE),
    keywords=Keyword.FLASHBACK,
    costs=(Flashback(parse_mana_cost("{2}{R}")),),
    text=(
        "Target creature gets +3/+0 and gains haste until end of turn.\nFlashback {2}{R} (You "
        "may cast this card from your graveyard for its flashback cost. Then exile it.)"
    ),
)


#: The Monster Role token (CR 303.7, 111.10): "Enchant creature / Enchanted creature gets
#: +1/+1 and has trample." Written here, not compiled at import: loading the built-in pool
#: must not load the Oracle compiler (issue 32.2). tests/cards_data/test_r37_fid.py checks
#: it is the card the compiler makes of that text (``oracle.token_keywords.role_token``).
MONSTER_ROLE = CardDef(
    name="Monster Role",
    cost=None,
    types=CardType.ENCHANTMENT,
    subtypes=("Aura", "Role"),
    statics=(
        Static(
            power=1, toughness=1, keywords=Keyword.TRAMPLE, applies_to=Ref.ENCHANTED_OR_EQUIPPED
        ),
    ),
    aura_target=Target(kinds=TargetKind.CREATURE),
    text="Enchant creature\nEnchanted creature gets +1/+1 and has trample.",
    is_token=True,
)


MONSTROUS_RAGE = instant(
    "Monstrous Rage",
    "{R}",
    # CR 303.7: the Role, an Aura token compiled from its text (oracle.token_keywords).
    effect=(Pump(2, 0, TARGET_CREATURE), CreateRole(MONSTER_ROLE)),
    text=(
        "Target creature gets +2/+0 until end of turn. Create a Monster Role token attached "
        "to it. (If you control another Role on it, put that one into the graveyard. "
        "Enchanted creature gets +1/+1 and has trample.)"
    ),
)

HEARTFIRE_HERO = creature(
    "Heartfire Hero",
    "{R}",
    pt=(1, 1),
    subtypes=("Mouse", "Soldier"),
    text=(
        "Valiant — Whenever Heartfire Hero becomes the target of a spell or ability you "
        "control for the first time each turn, put a +1/+1 counter on it.\nWhen Heartfire "
        "Hero dies, it deals damage equal to its power to each opponent."
    ),
    unparsed=(
        "Valiant — Whenever Heartfire Hero becomes the target of a spell or ability you "
        "control for the first time each turn, put a +1/+1 counter on it.",
        "When Heartfire Hero dies, it deals damage equal to its power to each opponent.",
    ),
)

EMBERHEART_CHALLENGER = creature(
    "Emberheart Challenger",
    "{1}{R}",
    pt=(2, 2),
    subtypes=("Mouse", "Warrior"),
    keywords=Keyword.HASTE | Keyword.PROWESS,
    text=(
        "Haste\nProwess\nValiant — Whenever Emberheart Challenger becomes the target of a "
        "spell or ability you control for the first time each turn, exile the top card of "
        "your library. Until end of turn, you may play that card."
    ),
    unparsed=(
        "Valiant — Whenever Emberheart Challenger becomes the target of a spell or ability "
        "you control for the first time each turn, exile the top card of your library. Until "
        "end of turn, you may play that card.",
    ),
)

# The attack trigger is modelled for Hired Claw's own attacks (it is a Lizard); other
# Lizards attacking without it are not seen.
HIRED_CLAW = creature(
    "Hired Claw",
    "{R}",
    pt=(1, 2),
    subtypes=("Lizard", "Mercenary"),
    triggers=(
        Triggered(
            YouAttack(1, Filter(subtypes=("Lizard",))),
            (DealDamage(1, Target(TargetKind.PLAYER, Controller.OPPONENT)),),
        ),
    ),
    abilities=(
        Activated(
            Cost(
                mana=parse_mana_cost("{1}{R}"),
                extra=CostExtra(once_per_turn=True, condition=Condition.OPPONENT_LOST_LIFE),
            ),
            (PutCounters(1, Ref.SELF),),
        ),
    ),
    text=(
        "Whenever you attack with one or more Lizards, Hired Claw deals 1 damage to target "
        "opponent.\n{1}{R}: Put a +1/+1 counter on Hired Claw. Activate only if an opponent "
        "lost life this turn and only once each turn."
    ),
)

SLICKSHOT_SHOW_OFF = creature(
    "Slickshot Show-Off",
    "{1}{R}",
    pt=(1, 2),
    subtypes=("Bird", "Wizard"),
    keywords=Keyword.FLYING | Keyword.HASTE,
    triggers=(
        Triggered(CastSpell(filter=Filter(not_type=CardType.CREATURE)), (Pump(2, 0, Ref.SELF),)),
    ),
    text=(
        "Flying, haste\nWhenever you cast a noncreature spell, Slickshot Show-Off gets +2/+0 "
        "until end of turn.\nPlot {1}{R} (You may pay {1}{R} and exile this card from your "
        "hand. Cast it as a sorcery on a later turn without paying its mana cost. Plot only "
        "as a sorcery.)"
    ),
    costs=(AlternativeCost(keyword="plot", action_mana=parse_mana_cost("{1}{R}")),),
)

KUMANO_FACES_KAKKAZAN = transform(
    enchantment(
        "Kumano Faces Kakkazan",
        "{R}",
        subtypes=("Saga",),
        triggers=(Triggered(EntersBattlefield(), (DealDamage(1, Ref.EACH_OPPONENT),)),),
        text=(
            "(As this Saga enters and after your draw step, add a lore counter. Sacrifice "
            "after III.)\nI — Kumano Faces Kakkazan deals 1 damage to each opponent and each "
            "planeswalker they control.\nII — When you cast your next creature spell this "
            "turn, that creature enters with an additional +1/+1 counter on it.\nIII — Exile "
            "this Saga, then return it to the battlefield transformed under your control."
        ),
        unparsed=(
            "(As this Saga enters and after your draw step, add a lore counter. Sacrifice "
            "after III.)",
            "and each planeswalker they control",
            "II — When you cast your next creature spell this turn, that creature enters with "
            "an additional +1/+1 counter on it.",
            "III — Exile this Saga, then return it to the battlefield transformed under your "
            "control.",
        ),
    ),
    creature(
        "Etching of Kumano",
        None,
        pt=(2, 2),
        types=CardType.ENCHANTMENT,
        subtypes=("Human", "Shaman"),
        color="R",
        keywords=Keyword.HASTE,
        text=(
            "Haste\nIf a creature dealt damage this turn by a source you controlled would die, "
            "exile it instead."
        ),
        unparsed=(
            "If a creature dealt damage this turn by a source you controlled would die, exile "
            "it instead.",
        ),
    ),
)

# -- green ---------------------------------------------------------------------------------

ANCIENT_STIRRINGS = sorcery(
    "Ancient Stirrings",
    "{G}",
    effect=Dig(5, filter=Filter(not_colors=_ALL_COLORS)),
    text=(
        "Look at the top five cards of your library. You may reveal a colorless card from "
        "among them and put it into your hand. Then put the rest on the bottom of your "
        "library in any order."
    ),
)

_TITAN_SEARCH = (SearchLibrary(Filter(card_type=CardType.LAND), 2, "battlefield", tapped=True),)

PRIMEVAL_TITAN = creature(
    "Primeval Titan",
    "{4}{G}{G}",
    pt=(6, 6),
    subtypes=("Giant",),
    keywords=Keyword.TRAMPLE,
    triggers=(
        Triggered(EntersBattlefield(), _TITAN_SEARCH, optional=True),
        Triggered(Attacks(), _TITAN_SEARCH, optional=True),
    ),
    text=(
        "Trample\nWhenever Primeval Titan enters or attacks, you may search your library for "
        "up to two land cards, put them onto the battlefield tapped, then shuffle."
    ),
)

NIMBLE_MONGOOSE = creature(
    "Nimble Mongoose",
    "{G}",
    pt=(1, 1),
    subtypes=("Mongoose",),
    keywords=Keyword.SHROUD,
    statics=(Static(2, 2, applies_to=Ref.SELF, condition=int(Condition.THRESHOLD)),),
    text=(
        "Shroud\nThreshold — Nimble Mongoose gets +2/+2 as long as seven or more cards are in "
        "your graveyard."
    ),
)

DRYAD_ARBOR = creature(
    "Dryad Arbor",
    None,
    pt=(1, 1),
    types=CardType.LAND,
    subtypes=("Forest", "Dryad"),
    color="G",
    abilities=(mana_ability("G"),),
    text=(
        "(Dryad Arbor isn't a spell, it's affected by summoning sickness, and it has "
        '"{T}: Add {G}.")'
    ),
)

# -- multicolour ---------------------------------------------------------------------------


BLOODTITHE_HARVESTER = creature(
    "Bloodtithe Harvester",
    "{B}{R}",
    pt=(3, 2),
    subtypes=("Vampire",),
    triggers=(Triggered(EntersBattlefield(), (CreateToken(BLOOD),)),),
    # CR 608.2h: -X/-X with X twice the Blood tokens its controller has as it resolves.
    abilities=(
        Activated(
            cost=Cost(tap=True, sacrifice_self=True),
            effect=(PumpPerCount(-2, -2, TARGET_CREATURE, "subtype:Blood"),),
            sorcery_speed=True,
        ),
    ),
    text=(
        "When Bloodtithe Harvester enters, create a Blood token. (It's an artifact "
        'with "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.")\n{T}, '
        "Sacrifice Bloodtithe Harvester: Target creature gets -X/-X until end of turn, where X "
        "is twice the number of Blood tokens you control. Activate only as a sorcery."
    ),
)

_OTHER_NONLEGENDARY_YOURS = Target(
    TargetKind.CREATURE,
    Controller.YOU,
    Filter(not_supertypes=Supertype.LEGENDARY),
    other=True,
)

FABLE_OF_THE_MIRROR_BREAKER = transform(
    enchantment(
        "Fable of the Mirror-Breaker",
        "{2}{R}",
        subtypes=("Saga",),
        # CR 714.2b: chapter abilities; II: "up to two" includes none (CR 701.9, 608.2c).
        triggers=(
            Triggered(Chapter(1), (CreateToken(GOBLIN_SHAMAN_TREASURE),)),
            Triggered(Chapter(2), (DiscardThen(2, up_to=True, per=(DrawCards(1),)),)),
            Triggered(Chapter(3), (Transform(exile_return=True),)),
        ),
        text=(
            "(As this Saga enters and after your draw step, add a lore counter. Sacrifice "
            'after III.)\nI — Create a 2/2 red Goblin Shaman creature token with "Whenever '
            'this creature attacks, create a Treasure token."\nII — You may discard up to two '
            "cards. If you do, draw that many cards.\nIII — Exile this Saga, then return it to "
            "the battlefield transformed under your control."
        ),
    ),
    creature(
        "Reflection of Kiki-Jiki",
        None,
        pt=(2, 2),
        types=CardType.ENCHANTMENT,
        subtypes=("Goblin", "Shaman"),
        color="R",
        # CR 707.2, 702.10: a hasty token copy, sacrificed at the next end step (CR 603.7)
        abilities=(
            Activated(
                Cost(mana=parse_mana_cost("{1}"), tap=True),
                (CopyToken(_OTHER_NONLEGENDARY_YOURS, haste=True, at_end_step="sacrifice"),),
            ),
        ),
        text=(
            "{1}, {T}: Create a token that's a copy of another target nonlegendary creature "
            "you control, except it has haste. Sacrifice it at the beginning of the next end "
            "step."
        ),
    ),
)

TEFERI_TIME_RAVELER = planeswalker(
    "Teferi, Time Raveler",
    "{1}{W}{U}",
    loyalty=4,
    subtypes=("Teferi",),
    abilities=(
        Activated(
            Cost(loyalty=1),
            (),
            sorcery_speed=True,
            text="+1: Until your next turn, you may cast sorcery spells as though they had flash.",
        ),
        Activated(
            Cost(loyalty=-3),
            (
                Bounce(
                    Target(
                        TargetKind.ARTIFACT | TargetKind.CREATURE | TargetKind.ENCHANTMENT,
                        up_to=True,
                    )
                ),
                DrawCards(1),
            ),
            sorcery_speed=True,
            text=(
                "\u22123: Return up to one target artifact, creature, or enchantment to its "
                "owner's hand. Draw a card."
            ),
        ),
    ),
    text=(
        "Each opponent can cast spells only any time they could cast a sorcery.\n+1: Until "
        "your next turn, you may cast sorcery spells as though they had flash.\n\u22123: "
        "Return up to one target artifact, creature, or enchantment to its owner's hand. Draw "
        "a card."
    ),
    unparsed=(
        "Each opponent can cast spells only any time they could cast a sorcery.",
        "Until your next turn, you may cast sorcery spells as though they had flash.",
    ),
)

# Cast from hand it is always sacrificed (escape is not modelled): 3 life and a card.
_URO_VALUE = (GainLife(3), DrawCards(1))

URO_TITAN_OF_NATURES_WRATH = creature(
    "Uro, Titan of Nature's Wrath",
    "{1}{G}{U}",
    pt=(6, 6),
    subtypes=("Elder", "Giant"),
    supertypes=Supertype.LEGENDARY,
    triggers=(
        Triggered(EntersBattlefield(), (Sacrifice(Ref.SELF),)),
        Triggered(EntersBattlefield(), _URO_VALUE),
        Triggered(Attacks(), _URO_VALUE),
    ),
    text=(
        "When Uro enters, sacrifice it unless it escaped.\nWhenever Uro enters or attacks, you "
        "gain 3 life and draw a card, then you may put a land card from your hand onto the "
        "battlefield.\nEscape—{G}{G}{U}{U}, Exile five other cards from your graveyard. (You "
        "may cast this card from your graveyard for its escape cost.)"
    ),
    unparsed=(
        "unless it escaped",
        "then you may put a land card from your hand onto the battlefield",
        "Escape—{G}{G}{U}{U}, Exile five other cards from your graveyard.",
    ),
)

ATARKAS_COMMAND = instant(
    "Atarka's Command",
    "{R}{G}",
    effect=Modal(
        modes=(
            (CantGainLife(Ref.EACH_OPPONENT),),  # CR 119.7 (engine.life_locks)
            (DealDamage(3, Ref.EACH_OPPONENT),),
            (MayDo((PutFromHand(Filter(card_type=CardType.LAND)),)),),
            (Pump(1, 1, Ref.CREATURES_YOU_CONTROL, Keyword.REACH),),
        ),
        choose=2,
    ),
    text=(
        "Choose two —\n• Your opponents can't gain life this turn.\n• Atarka's Command deals 3 "
        "damage to each opponent.\n• You may put a land card from your hand onto the "
        "battlefield.\n• Creatures you control get +1/+1 and gain reach until end of turn."
    ),
)

# -- colourless ----------------------------------------------------------------------------

MISHRAS_BAUBLE = artifact(
    "Mishra's Bauble",
    "{0}",
    text=(
        "{T}, Sacrifice Mishra's Bauble: Look at the top card of target player's library. Draw "
        "a card at the beginning of the next turn's upkeep."
    ),
    unparsed=(
        "{T}, Sacrifice Mishra's Bauble: Look at the top card of target player's library. "
        "Draw a card at the beginning of the next turn's upkeep.",
    ),
)

# CR 603.6, 701.26b: the permanent that entered tapped is untapped (oracle.realdecks).
AMULET_OF_VIGOR = artifact(
    "Amulet of Vigor",
    "{1}",
    triggers=(
        Triggered(EntersBattlefield(Ref.YOU, Filter(tapped=True)), (Untap(Ref.TRIGGERING_OBJECT),)),
    ),
    text="Whenever a permanent you control enters tapped, untap it.",
)

LIGHTNING_GREAVES = equipment(
    "Lightning Greaves",
    "{2}",
    equip="{0}",
    statics=(
        Static(keywords=Keyword.HASTE | Keyword.SHROUD, applies_to=Ref.ENCHANTED_OR_EQUIPPED),
    ),
    text=(
        "Whenever a creature enters under your control, you may attach Lightning Greaves to "
        "it.\nEquipped creature has haste and shroud.\nEquip {0}"
    ),
    unparsed=(
        "Whenever a creature enters under your control, you may attach Lightning Greaves to it.",
    ),
)

ASH_BARRENS = land(
    "Ash Barrens",
    produce="C",
    keywords=Keyword.CYCLING,
    costs=(Cycling(parse_mana_cost("{1}"), land_type="basic land"),),
    text=(
        "{T}: Add {C}.\nBasic landcycling {1} ({1}, Discard this card: Search your library for "
        "a basic land card, reveal it, put it into your hand, then shuffle.)"
    ),
)
