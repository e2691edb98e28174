"""1990s constructed staples: Old School 93/94 (Arabian Nights to The Dark) and the Fifth
Edition era (issue 16 part 5).

The Power Nine that the vocabulary expresses (the Moxen, Black Lotus, Ancestral Recall),
the Djinns and Efreets, the Knights, Demonic Tutor, Strip Mine and the Fifth Edition red
commons. Cards whose rules the engine lacks (an extra turn, land destruction of every land,
Balance, protection from a colour) keep their printed facts and list the ignored text in
``unparsed``. Written from the Oracle text.
"""

from deckstats.cards.cost_extra import CostExtra
from deckstats.cards.dsl import (
    TAP,
    Activated,
    Cost,
    Triggered,
    artifact,
    creature,
    enchantment,
    instant,
    land,
    mana_ability,
    sorcery,
)
from deckstats.cards.effects import (
    AddOneOf,
    Animate,
    DealDamage,
    Destroy,
    DrawCards,
    ExtraTurn,
    GainControl,
    GrantLandwalk,
    MassRemoval,
    Pump,
    PutCounters,
    PutFromHandOnTop,
    SearchLibrary,
)
from deckstats.cards.mana import parse_mana_cost
from deckstats.cards.model import CardDef, CardType, Color, Keyword
from deckstats.cards.modifiers import Protection
from deckstats.cards.targets import (
    ANY_TARGET,
    NO_FILTER,
    TARGET_LAND,
    TARGET_PLAYER,
    Controller,
    Filter,
    Ref,
    Target,
    TargetKind,
)
from deckstats.cards.triggers import BeginningOfStep, Blocks, Dies, StepName

# -- the Power Nine and friends ----------------------------------------------------------


def _mox(name: str, color: str) -> CardDef:
    return artifact(
        name,
        "{0}",
        abilities=(mana_ability(color),),
        text=f"{{T}}: Add {{{color}}}.",
    )


MOX_PEARL = _mox("Mox Pearl", "W")
MOX_SAPPHIRE = _mox("Mox Sapphire", "U")
MOX_JET = _mox("Mox Jet", "B")
MOX_RUBY = _mox("Mox Ruby", "R")
MOX_EMERALD = _mox("Mox Emerald", "G")

BLACK_LOTUS = artifact(
    "Black Lotus",
    "{0}",
    abilities=(Activated(Cost(tap=True, sacrifice_self=True), (AddOneOf("WUBRG", amount=3),)),),
    text="{T}, Sacrifice Black Lotus: Add three mana of any one color.",
)

ANCESTRAL_RECALL = instant(
    "Ancestral Recall",
    "{U}",
    effect=DrawCards(3, TARGET_PLAYER),
    text="Target player draws three cards.",
)

# CR 500.7: the controller takes the next turn too (``PlayerState.extra_turns``).
TIME_WALK = sorcery(
    "Time Walk",
    "{1}{U}",
    effect=ExtraTurn(),
    text="Take an extra turn after this one.",
)

DEMONIC_TUTOR = sorcery(
    "Demonic Tutor",
    "{1}{B}",
    effect=SearchLibrary(NO_FILTER, to="hand"),
    text="Search your library for a card, put that card into your hand, then shuffle.",
)

# -- lands ---------------------------------------------------------------------------------

STRIP_MINE = land(
    "Strip Mine",
    produce="C",
    abilities=(Activated(Cost(tap=True, sacrifice_self=True), (Destroy(TARGET_LAND),)),),
    text="{T}: Add {C}.\n{T}, Sacrifice Strip Mine: Destroy target land.",
)

_WORKER = ("Assembly-Worker",)
MISHRAS_FACTORY = land(
    "Mishra's Factory",
    produce="C",
    text=(
        "{T}: Add {C}.\n{1}: Mishra's Factory becomes a 2/2 Assembly-Worker artifact creature "
        "until end of turn. It's still a land.\n{T}: Target Assembly-Worker creature gets "
        "+1/+1 until end of turn."
    ),
    abilities=(
        Activated(Cost(mana=parse_mana_cost("{1}")), (Animate(2, 2, "", _WORKER, artifact=True),)),
        Activated(TAP, (Pump(1, 1, Target(TargetKind.CREATURE, filter=Filter(subtypes=_WORKER))),)),
    ),
)

LIBRARY_OF_ALEXANDRIA = land(
    "Library of Alexandria",
    produce="C",
    text=(
        "{T}: Add {C}.\n{T}: Draw a card. Activate only if you have exactly seven cards in hand."
    ),
    # CR 602.5b: "Activate only if" restricts the ability; the engine checks the hand size.
    abilities=(Activated(Cost(tap=True, extra=CostExtra(hand_exactly=7)), (DrawCards(1),)),),
)

# -- white ---------------------------------------------------------------------------------

WHITE_KNIGHT = creature(
    "White Knight",
    "{W}{W}",
    pt=(2, 2),
    subtypes=("Human", "Knight"),
    keywords=Keyword.FIRST_STRIKE | Keyword.PROTECTION,
    text="First strike\nProtection from black",
    modifiers=(Protection(colors=Color.B),),
)

ARMAGEDDON = sorcery(
    "Armageddon",
    "{3}{W}",
    text="Destroy all lands.",
    effect=(MassRemoval(TargetKind.LAND),),  # CR 701.8
)

BALANCE = sorcery(
    "Balance",
    "{1}{W}",
    text=(
        "Each player chooses a number of lands they control equal to the number of lands "
        "controlled by the player who controls the fewest, then sacrifices the rest. Players "
        "discard cards and sacrifice creatures the same way."
    ),
    unparsed=(
        "Each player chooses a number of lands they control equal to the number of lands "
        "controlled by the player who controls the fewest, then sacrifices the rest.",
        "Players discard cards and sacrifice creatures the same way.",
    ),
)

# -- blue ----------------------------------------------------------------------------------

SERENDIB_EFREET = creature(
    "Serendib Efreet",
    "{2}{U}",
    pt=(3, 4),
    subtypes=("Efreet",),
    keywords=Keyword.FLYING,
    triggers=(Triggered(BeginningOfStep(StepName.UPKEEP), (DealDamage(1, Ref.YOU),)),),
    text="Flying\nAt the beginning of your upkeep, Serendib Efreet deals 1 damage to you.",
)

PSIONIC_BLAST = instant(
    "Psionic Blast",
    "{2}{U}",
    effect=(DealDamage(4, ANY_TARGET), DealDamage(2, Ref.YOU)),
    text="Psionic Blast deals 4 damage to any target and 2 damage to you.",
)

# -- black ---------------------------------------------------------------------------------

JUZAM_DJINN = creature(
    "Juzam Djinn",
    "{2}{B}{B}",
    pt=(5, 5),
    subtypes=("Djinn",),
    triggers=(Triggered(BeginningOfStep(StepName.UPKEEP), (DealDamage(1, Ref.YOU),)),),
    text="At the beginning of your upkeep, Juzam Djinn deals 1 damage to you.",
)

SENGIR_VAMPIRE = creature(
    "Sengir Vampire",
    "{3}{B}{B}",
    pt=(4, 4),
    subtypes=("Vampire",),
    keywords=Keyword.FLYING,
    text=(
        "Flying\nWhenever a creature dealt damage by Sengir Vampire this turn dies, put a "
        "+1/+1 counter on Sengir Vampire."
    ),
    triggers=(
        Triggered(
            Dies(Ref.EACH_PLAYER, Filter(card_type=CardType.CREATURE), damaged_by_self=True),
            (PutCounters(1, Ref.SELF),),
        ),
    ),
)

BLACK_KNIGHT = creature(
    "Black Knight",
    "{B}{B}",
    pt=(2, 2),
    subtypes=("Human", "Knight"),
    keywords=Keyword.FIRST_STRIKE | Keyword.PROTECTION,
    text="First strike\nProtection from white",
    modifiers=(Protection(colors=Color.W),),
)

SINKHOLE = sorcery(
    "Sinkhole",
    "{B}{B}",
    effect=Destroy(TARGET_LAND),
    text="Destroy target land.",
)

# -- red -----------------------------------------------------------------------------------

FIRESLINGER = creature(
    "Fireslinger",
    "{1}{R}",
    pt=(1, 1),
    subtypes=("Human", "Spellshaper"),
    abilities=(Activated(TAP, (DealDamage(1, ANY_TARGET), DealDamage(1, Ref.YOU))),),
    text="{T}: Fireslinger deals 1 damage to any target and 1 damage to you.",
)

IRONCLAW_ORCS = creature(
    "Ironclaw Orcs",
    "{1}{R}",
    pt=(2, 2),
    subtypes=("Orc",),
    text="Ironclaw Orcs can't block creatures with power 2 or greater.",
    unparsed=("Ironclaw Orcs can't block creatures with power 2 or greater.",),
)

# CR 613.1b, 506.4: the target opponent takes it, out of combat (round 40's GainControl.to).
_CADETS_GIVEN = (GainControl(Ref.SELF, to=Target(TargetKind.PLAYER, Controller.OPPONENT)),)
GOBLIN_CADETS = creature(
    "Goblin Cadets",
    "{R}",
    pt=(2, 1),
    subtypes=("Goblin",),
    triggers=(
        Triggered(Blocks(), _CADETS_GIVEN),
        Triggered(Blocks(blocked=True), _CADETS_GIVEN),
    ),
    text=(
        "Whenever Goblin Cadets blocks or becomes blocked, target opponent gains control of "
        "it. (This removes Goblin Cadets from combat.)"
    ),
)

# -- green ---------------------------------------------------------------------------------

ERHNAM_DJINN = creature(
    "Erhnam Djinn",
    "{3}{G}",
    pt=(4, 5),
    subtypes=("Djinn",),
    triggers=(
        Triggered(
            BeginningOfStep(StepName.UPKEEP),
            (
                GrantLandwalk(
                    Target(
                        TargetKind.CREATURE, Controller.OPPONENT, Filter(not_subtypes=("Wall",))
                    ),
                    "Forest",
                ),
            ),
        ),
    ),
    text=(
        "At the beginning of your upkeep, target non-Wall creature an opponent controls gains "
        "forestwalk until your next upkeep."
    ),
)

# Modelled as its no-life branch: draw two more, then put two cards from hand back on top
# (any two cards, not only ones drawn this turn); paying 4 life to keep a card is ignored.
SYLVAN_LIBRARY = enchantment(
    "Sylvan Library",
    "{1}{G}",
    triggers=(
        Triggered(
            BeginningOfStep(StepName.DRAW),
            (DrawCards(2), PutFromHandOnTop(2)),
            optional=True,
        ),
    ),
    text=(
        "At the beginning of your draw step, you may draw two additional cards. If you do, "
        "choose two cards in your hand drawn this turn. For each of those cards, pay 4 life "
        "or put the card on top of your library."
    ),
    unparsed=("For each of those cards, pay 4 life or put the card on top of your library.",),
)
