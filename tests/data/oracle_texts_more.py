"""More real Oracle texts (typed by us) with the form the Oracle compiler must produce.

The second part of the Oracle suite (issue #16, part 5), in the format of ``oracle_texts.py``:
each ``Case`` gives a card's printed facts and current Oracle text and the expected compiled
fields; fields not given must be empty, and ``unparsed`` lists the sentences the compiler
must report (and ignore), with the reason in a comment. Staples of Standard, Pioneer,
Modern, Legacy, Vintage and Pauper, 1990s constructed (Alpha to Fifth Edition) and commons
and uncommons of Limited sets; whole cycles (lands, mana rocks) where the compiler's
templates apply to every member.

``deckstats.cards.coverage.load_suite`` loads ``oracle_texts.py`` first, as the module
``oracle_texts``, so this file takes its ``Case`` and ``C`` from there.
"""

from __future__ import annotations

from oracle_texts import C, Case  # type: ignore[import-not-found]

from deckstats.cards.dsl import (
    Activated,
    Cost,
    EntersTapped,
    Static,
    Triggered,
    token,
)
from deckstats.cards.effects import (
    AddMana,
    AddOneOf,
    AttachTo,
    Bounce,
    CounterSpell,
    CreateToken,
    DealDamage,
    Destroy,
    Dig,
    Discard,
    DrawCards,
    Exile,
    Fight,
    GainLife,
    GrantLandwalk,
    LoseLife,
    Mill,
    Modal,
    Pump,
    PutCounters,
    Sacrifice,
    Scry,
    SearchLibrary,
    Surveil,
    Tap,
    Untap,
)
from deckstats.cards.mana import (
    parse_mana_cost,
)
from deckstats.cards.model import (
    CardType,
    Color,
    Keyword,
    Supertype,
)
from deckstats.cards.pool.tokens import (
    BIRD,
    DRAKE,
    GOBLIN,
    KNIGHT,
    SAPROLING,
    SERVO,
    SOLDIER,
    SPIRIT,
    THOPTER,
    TREASURE,
    VAMPIRE_LIFELINK,
    ZOMBIE,
)
from deckstats.cards.targets import (
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
    DealsDamage,
    Dies,
    EntersBattlefield,
    LandEnters,
    StepName,
)

CASES: list[Case] = [
    C(
        "Scryb Sprites",
        "{G}",
        "Creature — Faerie",
        "Flying",
        pt=("1", "1"),
        keywords=Keyword.FLYING,
    ),
    C("Obsianus Golem", "{6}", "Artifact Creature — Golem", "", pt=("4", "6")),
    C("Bog Imp", "{1}{B}", "Creature — Imp", "Flying", pt=("1", "1"), keywords=Keyword.FLYING),
    C(
        "Wall of Air",
        "{1}{U}{U}",
        "Creature — Wall",
        "Defender, flying",
        pt=("1", "5"),
        keywords=Keyword.FLYING | Keyword.DEFENDER,
    ),
    C(
        "Wall of Swords",
        "{3}{W}",
        "Creature — Wall",
        "Defender, flying",
        pt=("3", "5"),
        keywords=Keyword.FLYING | Keyword.DEFENDER,
    ),
    C("Ironroot Treefolk", "{4}{G}", "Creature — Treefolk", "", pt=("3", "5")),
    C("Hurloon Minotaur", "{1}{R}{R}", "Creature — Minotaur", "", pt=("2", "3")),
    C(
        "Goblin Balloon Brigade",
        "{R}",
        "Creature — Goblin Warrior",
        "{R}: Goblin Balloon Brigade gains flying until end of turn.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{R}")),
                effect=(Pump(power=0, toughness=0, target=Ref.SELF, keywords=Keyword.FLYING),),
            ),
        ),
    ),
    C(
        "Segovian Leviathan",
        "{4}{U}",
        "Creature — Leviathan",
        "Islandwalk",
        pt=("3", "3"),
        keywords=Keyword.LANDWALK,
    ),
    C(
        "Shanodin Dryads",
        "{G}",
        "Creature — Dryad",
        "Forestwalk",
        pt=("1", "1"),
        keywords=Keyword.LANDWALK,
    ),
    C("Durkwood Boars", "{4}{G}", "Creature — Boar", "", pt=("4", "4")),
    C(
        "Frozen Shade",
        "{2}{B}",
        "Creature — Shade",
        "{B}: Frozen Shade gets +1/+1 until end of turn.",
        pt=("0", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{B}")),
                effect=(Pump(power=1, toughness=1, target=Ref.SELF),),
            ),
        ),
    ),
    C(
        "Elvish Archers",
        "{1}{G}",
        "Creature — Elf Archer",
        "First strike",
        pt=("2", "1"),
        keywords=Keyword.FIRST_STRIKE,
    ),
    C(
        "Tundra Wolves",
        "{W}",
        "Creature — Wolf",
        "First strike",
        pt=("1", "1"),
        keywords=Keyword.FIRST_STRIKE,
    ),
    C(
        "Phantom Monster",
        "{3}{U}",
        "Creature — Illusion",
        "Flying",
        pt=("3", "3"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Killer Bees",
        "{1}{G}{G}",
        "Creature — Insect",
        "Flying\n{G}: Killer Bees gets +1/+1 until end of turn.",
        pt=("0", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{G}")),
                effect=(Pump(power=1, toughness=1, target=Ref.SELF),),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Armored Pegasus",
        "{1}{W}",
        "Creature — Pegasus",
        "Flying",
        pt=("1", "2"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Standing Troops",
        "{2}{W}",
        "Creature — Human Soldier",
        "Vigilance",
        pt=("1", "4"),
        keywords=Keyword.VIGILANCE,
    ),
    C(
        "Shivan Hellkite",
        "{5}{R}{R}",
        "Creature — Dragon",
        "Flying\n{1}{R}: Shivan Hellkite deals 1 damage to any target.",
        pt=("5", "5"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{R}")),
                effect=(
                    DealDamage(
                        amount=1,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    # not compiled: a trigger on creatures this one damaged that die this turn (no such event)
    C(
        "Sengir Vampire",
        "{3}{B}{B}",
        "Creature — Vampire",
        "Flying\nWhenever a creature dealt damage by Sengir Vampire this turn dies, put a +1/+1 counter on Sengir Vampire.",
        pt=("4", "4"),
        keywords=Keyword.FLYING,
        triggers=(
            Triggered(
                Dies(Ref.EACH_PLAYER, Filter(card_type=CardType.CREATURE), damaged_by_self=True),
                (PutCounters(1, Ref.SELF),),
            ),
        ),
    ),
    # round 42: forestwalk for an opponent's creature until your next upkeep (its drawback)
    C(
        "Erhnam Djinn",
        "{3}{G}",
        "Creature — Djinn",
        "At the beginning of your upkeep, target non-Wall creature an opponent controls gains forestwalk until your next upkeep.",
        pt=("4", "5"),
        triggers=(
            Triggered(
                BeginningOfStep(StepName.UPKEEP),
                (
                    GrantLandwalk(
                        Target(
                            TargetKind.CREATURE,
                            Controller.OPPONENT,
                            Filter(not_subtypes=("Wall",)),
                        ),
                        "Forest",
                    ),
                ),
            ),
        ),
    ),
    # not compiled: 'deals damage to an opponent' (any damage, not only combat) with a random discard
    C(
        "Hypnotic Specter",
        "{1}{B}{B}",
        "Creature — Specter",
        "Flying\nWhenever Hypnotic Specter deals damage to an opponent, that player discards a card at random.",
        pt=("2", "2"),
        keywords=Keyword.FLYING,
        # CR 120.3, 603.2: that player is the opponent dealt damage (issue 26, trigger helper)
        triggers=(
            Triggered(
                DealsDamage(Ref.SELF, "opponent"),
                (Discard(1, Ref.DEFENDING_PLAYER, random=True),),
            ),
        ),
    ),
    C(
        "Prodigal Sorcerer",
        "{2}{U}",
        "Creature — Human Wizard",
        "{T}: Prodigal Sorcerer deals 1 damage to any target.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(tap=True),
                effect=(
                    DealDamage(
                        amount=1,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
    ),
    C(
        "Royal Assassin",
        "{1}{B}{B}",
        "Creature — Human Assassin",
        "{T}: Destroy target tapped creature.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(tap=True),
                effect=(
                    Destroy(target=Target(kinds=TargetKind.CREATURE, filter=Filter(tapped=True))),
                ),
            ),
        ),
    ),
    C(
        "Icy Manipulator",
        "{4}",
        "Artifact",
        "{1}, {T}: Tap target artifact, creature, or land.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True),
                effect=(
                    Tap(
                        target=Target(
                            kinds=TargetKind.CREATURE | TargetKind.ARTIFACT | TargetKind.LAND
                        )
                    ),
                ),
            ),
        ),
    ),
    C(
        "Jayemdae Tome",
        "{4}",
        "Artifact",
        "{4}, {T}: Draw a card.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{4}"), tap=True), effect=(DrawCards(count=1),)
            ),
        ),
    ),
    C(
        "Millstone",
        "{2}",
        "Artifact",
        "{2}, {T}: Target player mills two cards.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}"), tap=True),
                effect=(Mill(count=2, player=Target(kinds=TargetKind.PLAYER)),),
            ),
        ),
    ),
    C(
        "Mind Twist",
        "{X}{B}",
        "Sorcery",
        "Target player discards X cards at random.",
        spell=(Discard(count="X", player=Target(kinds=TargetKind.PLAYER), random=True),),
    ),
    C(
        "Sinkhole",
        "{B}{B}",
        "Sorcery",
        "Destroy target land.",
        spell=(Destroy(target=Target(kinds=TargetKind.LAND)),),
    ),
    C(
        "Ice Storm",
        "{2}{G}",
        "Sorcery",
        "Destroy target land.",
        spell=(Destroy(target=Target(kinds=TargetKind.LAND)),),
    ),
    C(
        "Terror",
        "{1}{B}",
        "Instant",
        "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
        spell=(
            Destroy(
                target=Target(
                    kinds=TargetKind.CREATURE,
                    filter=Filter(not_type=CardType.ARTIFACT, not_colors=Color.B),
                )
            ),
        ),
    ),
    C(
        "Firebreathing",
        "{R}",
        "Enchantment — Aura",
        "Enchant creature\n{R}: Enchanted creature gets +1/+0 until end of turn.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{R}")),
                effect=(Pump(power=1, toughness=0, target=Ref.ENCHANTED_OR_EQUIPPED),),
            ),
        ),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Blessing",
        "{W}{W}",
        "Enchantment — Aura",
        "Enchant creature\n{W}: Enchanted creature gets +1/+1 until end of turn.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{W}")),
                effect=(Pump(power=1, toughness=1, target=Ref.ENCHANTED_OR_EQUIPPED),),
            ),
        ),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Fear",
        "{B}{B}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has fear. (It can't be blocked except by artifact creatures and/or black creatures.)",
        statics=(Static(keywords=Keyword.FEAR, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Flight",
        "{U}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has flying.",
        statics=(Static(keywords=Keyword.FLYING, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Mox Sapphire",
        "{0}",
        "Artifact",
        "{T}: Add {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="U"),)),),
    ),
    C(
        "Mox Jet",
        "{0}",
        "Artifact",
        "{T}: Add {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="B"),)),),
    ),
    C(
        "Mox Ruby",
        "{0}",
        "Artifact",
        "{T}: Add {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="R"),)),),
    ),
    C(
        "Mox Pearl",
        "{0}",
        "Artifact",
        "{T}: Add {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="W"),)),),
    ),
    C(
        "Mox Emerald",
        "{0}",
        "Artifact",
        "{T}: Add {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
    ),
    C(
        "Black Lotus",
        "{0}",
        "Artifact",
        "{T}, Sacrifice Black Lotus: Add three mana of any one color.",
        abilities=(
            Activated(
                cost=Cost(tap=True, sacrifice_self=True),
                effect=(AddOneOf(colors="WUBRG", amount=3),),
            ),
        ),
    ),
    C(
        "Demonic Tutor",
        "{1}{B}",
        "Sorcery",
        "Search your library for a card, put that card into your hand, then shuffle.",
        spell=(SearchLibrary(filter=Filter()),),
    ),
    C(
        "Su-Chi",
        "{4}",
        "Artifact Creature — Construct",
        "When Su-Chi dies, add {C}{C}{C}{C}.",
        pt=("4", "4"),
        triggers=(Triggered(when=Dies(), effect=(AddMana(symbols="CCCC"),)),),
    ),
    C(
        "Flame Javelin",
        "{2/R}{2/R}{2/R}",
        "Instant",
        "Flame Javelin deals 4 damage to any target.",
        spell=(
            DealDamage(
                amount=4,
                to=Target(
                    kinds=TargetKind.PLAYER
                    | TargetKind.CREATURE
                    | TargetKind.PLANESWALKER
                    | TargetKind.BATTLE
                ),
            ),
        ),
    ),
    C(
        "Dismember",
        "{1}{B/P}{B/P}",
        "Instant",
        "({B/P} can be paid with either {B} or 2 life.)\nTarget creature gets -5/-5 until end of turn.",
        spell=(Pump(power=-5, toughness=-5, target=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Infernal Grasp",
        "{1}{B}",
        "Instant",
        "Destroy target creature. You lose 2 life.",
        spell=(
            Destroy(target=Target(kinds=TargetKind.CREATURE)),
            LoseLife(amount=2, player=Ref.YOU),
        ),
    ),
    C(
        "Vraska's Contempt",
        "{2}{B}{B}",
        "Instant",
        "Exile target creature or planeswalker. You gain 2 life.",
        spell=(
            Exile(target=Target(kinds=TargetKind.CREATURE | TargetKind.PLANESWALKER)),
            GainLife(amount=2),
        ),
    ),
    C(
        "Murderous Cut",
        "{4}{B}",
        "Instant",
        "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nDestroy target creature.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE)),),
        keywords=Keyword.DELVE,
    ),
    C(
        "Smite the Monstrous",
        "{3}{W}",
        "Instant",
        "Destroy target creature with power 4 or greater.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE, filter=Filter(min_power=4))),),
    ),
    C(
        "Sunlance",
        "{W}",
        "Sorcery",
        "Sunlance deals 3 damage to target nonwhite creature.",
        spell=(
            DealDamage(
                amount=3, to=Target(kinds=TargetKind.CREATURE, filter=Filter(not_colors=Color.W))
            ),
        ),
    ),
    C(
        "Damnation",
        "{2}{B}{B}",
        "Sorcery",
        "Destroy all creatures. They can't be regenerated.",
        spell=(Destroy(target=Ref.EACH_CREATURE),),
    ),
    C(
        "Slagstorm",
        "{1}{R}{R}",
        "Sorcery",
        "Choose one —\n• Slagstorm deals 3 damage to each creature.\n• Slagstorm deals 3 damage to each player.",
        spell=(
            Modal(
                modes=(
                    (DealDamage(amount=3, to=Ref.EACH_CREATURE),),
                    (DealDamage(amount=3, to=Ref.EACH_PLAYER),),
                )
            ),
        ),
    ),
    C(
        "Krosan Grip",
        "{2}{G}",
        "Instant",
        "Split second (As long as this spell is on the stack, players can't cast spells or activate abilities that aren't mana abilities.)\nDestroy target artifact or enchantment.",
        spell=(Destroy(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)),),
        keywords=Keyword.SPLIT_SECOND,
    ),
    C(
        "Nature's Claim",
        "{G}",
        "Instant",
        "Destroy target artifact or enchantment. Its controller gains 4 life.",
        spell=(
            Destroy(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)),
            GainLife(amount=4, player=Ref.TARGET_CONTROLLER),
        ),
    ),
    C(
        "Thrashing Brontodon",
        "{1}{G}{G}",
        "Creature — Dinosaur",
        "{1}, Sacrifice Thrashing Brontodon: Destroy target artifact or enchantment.",
        pt=("3", "4"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), sacrifice_self=True),
                effect=(
                    Destroy(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)),
                ),
            ),
        ),
    ),
    C(
        "Abrade",
        "{1}{R}",
        "Instant",
        "Choose one —\n• Abrade deals 3 damage to target creature.\n• Destroy target artifact.",
        spell=(
            Modal(
                modes=(
                    (DealDamage(amount=3, to=Target(kinds=TargetKind.CREATURE)),),
                    (Destroy(target=Target(kinds=TargetKind.ARTIFACT)),),
                )
            ),
        ),
    ),
    C(
        "Anguished Unmaking",
        "{1}{W}{B}",
        "Instant",
        "Exile target nonland permanent. You lose 3 life.",
        spell=(
            Exile(target=Target(kinds=TargetKind.PERMANENT, filter=Filter(not_type=CardType.LAND))),
            LoseLife(amount=3, player=Ref.YOU),
        ),
    ),
    C(
        "Terminate",
        "{B}{R}",
        "Instant",
        "Destroy target creature. It can't be regenerated.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Dreadbore",
        "{B}{R}",
        "Sorcery",
        "Destroy target creature or planeswalker.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE | TargetKind.PLANESWALKER)),),
    ),
    C(
        "Bedevil",
        "{B}{B}{R}",
        "Instant",
        "Destroy target artifact, creature, or planeswalker.",
        spell=(
            Destroy(
                target=Target(
                    kinds=TargetKind.CREATURE | TargetKind.PLANESWALKER | TargetKind.ARTIFACT
                )
            ),
        ),
    ),
    C(
        "Putrefy",
        "{1}{B}{G}",
        "Instant",
        "Destroy target artifact or creature. It can't be regenerated.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE | TargetKind.ARTIFACT)),),
    ),
    C(
        "Mortify",
        "{1}{W}{B}",
        "Instant",
        "Destroy target creature or enchantment.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE | TargetKind.ENCHANTMENT)),),
    ),
    C(
        "Ravenous Bloodseeker",
        "{1}{R}",
        "Creature — Vampire Berserker",
        "Discard a card: Ravenous Bloodseeker gets +2/-2 until end of turn.",
        pt=("1", "3"),
        abilities=(
            Activated(cost=Cost(discard=1), effect=(Pump(power=2, toughness=-2, target=Ref.SELF),)),
        ),
    ),
    C(
        "Absorb",
        "{W}{U}{U}",
        "Instant",
        "Counter target spell. You gain 3 life.",
        spell=(
            CounterSpell(target=Target(kinds=TargetKind.SPELL)),
            GainLife(amount=3),
        ),
    ),
    C(
        "Red Elemental Blast",
        "{R}",
        "Instant",
        "Choose one —\n• Counter target blue spell.\n• Destroy target blue permanent.",
        spell=(
            Modal(
                modes=(
                    (
                        CounterSpell(
                            target=Target(kinds=TargetKind.SPELL, filter=Filter(colors=Color.U))
                        ),
                    ),
                    (
                        Destroy(
                            target=Target(kinds=TargetKind.PERMANENT, filter=Filter(colors=Color.U))
                        ),
                    ),
                )
            ),
        ),
    ),
    C(
        "Blue Elemental Blast",
        "{U}",
        "Instant",
        "Choose one —\n• Counter target red spell.\n• Destroy target red permanent.",
        spell=(
            Modal(
                modes=(
                    (
                        CounterSpell(
                            target=Target(kinds=TargetKind.SPELL, filter=Filter(colors=Color.R))
                        ),
                    ),
                    (
                        Destroy(
                            target=Target(kinds=TargetKind.PERMANENT, filter=Filter(colors=Color.R))
                        ),
                    ),
                )
            ),
        ),
    ),
    C(
        "Mental Note",
        "{U}",
        "Instant",
        "Mill two cards.\nDraw a card.",
        spell=(
            Mill(count=2),
            DrawCards(count=1),
        ),
    ),
    C(
        "Impulse",
        "{1}{U}",
        "Instant",
        "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.",
        spell=(Dig(look=4),),
    ),
    C(
        "Anticipate",
        "{1}{U}",
        "Instant",
        "Look at the top three cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.",
        spell=(Dig(look=3),),
    ),
    C("Tidings", "{3}{U}{U}", "Sorcery", "Draw four cards.", spell=(DrawCards(count=4),)),
    C(
        "Counsel of the Soratami",
        "{2}{U}",
        "Sorcery",
        "Draw two cards.",
        spell=(DrawCards(count=2),),
    ),
    C(
        "Catalog",
        "{2}{U}",
        "Instant",
        "Draw two cards, then discard a card.",
        spell=(
            DrawCards(count=2),
            Discard(count=1),
        ),
    ),
    C(
        "Sudden Shock",
        "{1}{R}",
        "Instant",
        "Split second\nSudden Shock deals 2 damage to any target.",
        spell=(
            DealDamage(
                amount=2,
                to=Target(
                    kinds=TargetKind.PLAYER
                    | TargetKind.CREATURE
                    | TargetKind.PLANESWALKER
                    | TargetKind.BATTLE
                ),
            ),
        ),
        keywords=Keyword.SPLIT_SECOND,
    ),
    C(
        "Jaya's Greeting",
        "{1}{R}",
        "Instant",
        "Jaya's Greeting deals 3 damage to target creature. Scry 1.",
        spell=(
            DealDamage(amount=3, to=Target(kinds=TargetKind.CREATURE)),
            Scry(count=1),
        ),
    ),
    C(
        "Strangle",
        "{R}",
        "Sorcery",
        "Strangle deals 3 damage to target creature or planeswalker. Scry 1.",
        spell=(
            DealDamage(amount=3, to=Target(kinds=TargetKind.CREATURE | TargetKind.PLANESWALKER)),
            Scry(count=1),
        ),
    ),
    C(
        "Thermo-Alchemist",
        "{1}{R}",
        "Creature — Human Shaman",
        "Defender\n{T}: Thermo-Alchemist deals 1 damage to each opponent.\nWhenever you cast an instant or sorcery spell, untap Thermo-Alchemist.",
        pt=("0", "3"),
        abilities=(
            Activated(cost=Cost(tap=True), effect=(DealDamage(amount=1, to=Ref.EACH_OPPONENT),)),
        ),
        triggers=(
            Triggered(
                when=CastSpell(filter=Filter(card_type=CardType.INSTANT | CardType.SORCERY)),
                effect=(Untap(target=Ref.SELF),),
            ),
        ),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Guttersnipe",
        "{2}{R}",
        "Creature — Goblin Shaman",
        "Whenever you cast an instant or sorcery spell, Guttersnipe deals 2 damage to each opponent.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=CastSpell(filter=Filter(card_type=CardType.INSTANT | CardType.SORCERY)),
                effect=(DealDamage(amount=2, to=Ref.EACH_OPPONENT),),
            ),
        ),
    ),
    C(
        "Firebrand Archer",
        "{1}{R}",
        "Creature — Human Archer",
        "Whenever you cast a noncreature spell, Firebrand Archer deals 1 damage to each opponent.",
        pt=("2", "1"),
        triggers=(
            Triggered(
                when=CastSpell(filter=Filter(not_type=CardType.CREATURE)),
                effect=(DealDamage(amount=1, to=Ref.EACH_OPPONENT),),
            ),
        ),
    ),
    C(
        "Electrostatic Field",
        "{1}{R}",
        "Creature — Wall",
        "Defender\nWhenever you cast an instant or sorcery spell, Electrostatic Field deals 1 damage to each opponent.",
        pt=("0", "4"),
        triggers=(
            Triggered(
                when=CastSpell(filter=Filter(card_type=CardType.INSTANT | CardType.SORCERY)),
                effect=(DealDamage(amount=1, to=Ref.EACH_OPPONENT),),
            ),
        ),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Tundra",
        None,
        "Land — Plains Island",
        "({T}: Add {W} or {U}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),),
    ),
    C(
        "Underground Sea",
        None,
        "Land — Island Swamp",
        "({T}: Add {U} or {B}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
    ),
    C(
        "Badlands",
        None,
        "Land — Swamp Mountain",
        "({T}: Add {B} or {R}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),),
    ),
    C(
        "Savannah",
        None,
        "Land — Forest Plains",
        "({T}: Add {G} or {W}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
    ),
    C(
        "Scrubland",
        None,
        "Land — Plains Swamp",
        "({T}: Add {W} or {B}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),),
    ),
    C(
        "Volcanic Island",
        None,
        "Land — Island Mountain",
        "({T}: Add {U} or {R}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),),
    ),
    C(
        "Bayou",
        None,
        "Land — Swamp Forest",
        "({T}: Add {B} or {G}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),),
    ),
    C(
        "Plateau",
        None,
        "Land — Mountain Plains",
        "({T}: Add {R} or {W}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),),
    ),
    C(
        "Tropical Island",
        None,
        "Land — Forest Island",
        "({T}: Add {G} or {U}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),),
    ),
    C(
        "Hallowed Fountain",
        None,
        "Land — Plains Island",
        "({T}: Add {W} or {U}.)\nAs Hallowed Fountain enters, you may pay 2 life. If you don't, it enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),),
        etb_tapped=EntersTapped(unless_pay_life=2),
    ),
    C(
        "Watery Grave",
        None,
        "Land — Island Swamp",
        "({T}: Add {U} or {B}.)\nAs Watery Grave enters, you may pay 2 life. If you don't, it enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        etb_tapped=EntersTapped(unless_pay_life=2),
    ),
    C(
        "Godless Shrine",
        None,
        "Land — Plains Swamp",
        "({T}: Add {W} or {B}.)\nAs Godless Shrine enters, you may pay 2 life. If you don't, it enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),),
        etb_tapped=EntersTapped(unless_pay_life=2),
    ),
    C(
        "Steam Vents",
        None,
        "Land — Island Mountain",
        "({T}: Add {U} or {R}.)\nAs Steam Vents enters, you may pay 2 life. If you don't, it enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),),
        etb_tapped=EntersTapped(unless_pay_life=2),
    ),
    C(
        "Overgrown Tomb",
        None,
        "Land — Swamp Forest",
        "({T}: Add {B} or {G}.)\nAs Overgrown Tomb enters, you may pay 2 life. If you don't, it enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),),
        etb_tapped=EntersTapped(unless_pay_life=2),
    ),
    C(
        "Sacred Foundry",
        None,
        "Land — Mountain Plains",
        "({T}: Add {R} or {W}.)\nAs Sacred Foundry enters, you may pay 2 life. If you don't, it enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),),
        etb_tapped=EntersTapped(unless_pay_life=2),
    ),
    C(
        "Breeding Pool",
        None,
        "Land — Forest Island",
        "({T}: Add {G} or {U}.)\nAs Breeding Pool enters, you may pay 2 life. If you don't, it enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),),
        etb_tapped=EntersTapped(unless_pay_life=2),
    ),
    C(
        "Arid Mesa",
        None,
        "Land",
        "{T}, Pay 1 life, Sacrifice Arid Mesa: Search your library for a Mountain or Plains card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, life=1, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(
                            card_type=CardType.LAND,
                            subtypes=(
                                "Mountain",
                                "Plains",
                            ),
                        ),
                        to="battlefield",
                    ),
                ),
            ),
        ),
    ),
    C(
        "Bloodstained Mire",
        None,
        "Land",
        "{T}, Pay 1 life, Sacrifice Bloodstained Mire: Search your library for a Swamp or Mountain card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, life=1, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(
                            card_type=CardType.LAND,
                            subtypes=(
                                "Swamp",
                                "Mountain",
                            ),
                        ),
                        to="battlefield",
                    ),
                ),
            ),
        ),
    ),
    C(
        "Marsh Flats",
        None,
        "Land",
        "{T}, Pay 1 life, Sacrifice Marsh Flats: Search your library for a Plains or Swamp card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, life=1, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(
                            card_type=CardType.LAND,
                            subtypes=(
                                "Plains",
                                "Swamp",
                            ),
                        ),
                        to="battlefield",
                    ),
                ),
            ),
        ),
    ),
    C(
        "Misty Rainforest",
        None,
        "Land",
        "{T}, Pay 1 life, Sacrifice Misty Rainforest: Search your library for a Forest or Island card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, life=1, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(
                            card_type=CardType.LAND,
                            subtypes=(
                                "Forest",
                                "Island",
                            ),
                        ),
                        to="battlefield",
                    ),
                ),
            ),
        ),
    ),
    C(
        "Polluted Delta",
        None,
        "Land",
        "{T}, Pay 1 life, Sacrifice Polluted Delta: Search your library for a Island or Swamp card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, life=1, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(
                            card_type=CardType.LAND,
                            subtypes=(
                                "Island",
                                "Swamp",
                            ),
                        ),
                        to="battlefield",
                    ),
                ),
            ),
        ),
    ),
    C(
        "Verdant Catacombs",
        None,
        "Land",
        "{T}, Pay 1 life, Sacrifice Verdant Catacombs: Search your library for a Swamp or Forest card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, life=1, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(
                            card_type=CardType.LAND,
                            subtypes=(
                                "Swamp",
                                "Forest",
                            ),
                        ),
                        to="battlefield",
                    ),
                ),
            ),
        ),
    ),
    C(
        "Windswept Heath",
        None,
        "Land",
        "{T}, Pay 1 life, Sacrifice Windswept Heath: Search your library for a Forest or Plains card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, life=1, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(
                            card_type=CardType.LAND,
                            subtypes=(
                                "Forest",
                                "Plains",
                            ),
                        ),
                        to="battlefield",
                    ),
                ),
            ),
        ),
    ),
    C(
        "Drowned Catacomb",
        None,
        "Land",
        "Drowned Catacomb enters tapped unless you control an Island or a Swamp.\n{T}: Add {U} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        etb_tapped=EntersTapped(
            unless_control=(
                "Island",
                "Swamp",
            )
        ),
    ),
    C(
        "Sunpetal Grove",
        None,
        "Land",
        "Sunpetal Grove enters tapped unless you control a Forest or a Plains.\n{T}: Add {G} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
        etb_tapped=EntersTapped(
            unless_control=(
                "Forest",
                "Plains",
            )
        ),
    ),
    C(
        "Isolated Chapel",
        None,
        "Land",
        "Isolated Chapel enters tapped unless you control a Plains or a Swamp.\n{T}: Add {W} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),),
        etb_tapped=EntersTapped(
            unless_control=(
                "Plains",
                "Swamp",
            )
        ),
    ),
    C(
        "Sulfur Falls",
        None,
        "Land",
        "Sulfur Falls enters tapped unless you control an Island or a Mountain.\n{T}: Add {U} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),),
        etb_tapped=EntersTapped(
            unless_control=(
                "Island",
                "Mountain",
            )
        ),
    ),
    C(
        "Woodland Cemetery",
        None,
        "Land",
        "Woodland Cemetery enters tapped unless you control a Swamp or a Forest.\n{T}: Add {B} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),),
        etb_tapped=EntersTapped(
            unless_control=(
                "Swamp",
                "Forest",
            )
        ),
    ),
    C(
        "Clifftop Retreat",
        None,
        "Land",
        "Clifftop Retreat enters tapped unless you control a Mountain or a Plains.\n{T}: Add {R} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),),
        etb_tapped=EntersTapped(
            unless_control=(
                "Mountain",
                "Plains",
            )
        ),
    ),
    C(
        "Hinterland Harbor",
        None,
        "Land",
        "Hinterland Harbor enters tapped unless you control a Forest or an Island.\n{T}: Add {G} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),),
        etb_tapped=EntersTapped(
            unless_control=(
                "Forest",
                "Island",
            )
        ),
    ),
    C(
        "Seachrome Coast",
        None,
        "Land",
        "Seachrome Coast enters tapped unless you control two or fewer other lands.\n{T}: Add {W} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),),
        etb_tapped=EntersTapped(unless_lands_at_most=2),
    ),
    C(
        "Darkslick Shores",
        None,
        "Land",
        "Darkslick Shores enters tapped unless you control two or fewer other lands.\n{T}: Add {U} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        etb_tapped=EntersTapped(unless_lands_at_most=2),
    ),
    C(
        "Blackcleave Cliffs",
        None,
        "Land",
        "Blackcleave Cliffs enters tapped unless you control two or fewer other lands.\n{T}: Add {B} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),),
        etb_tapped=EntersTapped(unless_lands_at_most=2),
    ),
    C(
        "Razorverge Thicket",
        None,
        "Land",
        "Razorverge Thicket enters tapped unless you control two or fewer other lands.\n{T}: Add {G} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
        etb_tapped=EntersTapped(unless_lands_at_most=2),
    ),
    C(
        "Concealed Courtyard",
        None,
        "Land",
        "Concealed Courtyard enters tapped unless you control two or fewer other lands.\n{T}: Add {W} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),),
        etb_tapped=EntersTapped(unless_lands_at_most=2),
    ),
    C(
        "Spirebluff Canal",
        None,
        "Land",
        "Spirebluff Canal enters tapped unless you control two or fewer other lands.\n{T}: Add {U} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),),
        etb_tapped=EntersTapped(unless_lands_at_most=2),
    ),
    C(
        "Blooming Marsh",
        None,
        "Land",
        "Blooming Marsh enters tapped unless you control two or fewer other lands.\n{T}: Add {B} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),),
        etb_tapped=EntersTapped(unless_lands_at_most=2),
    ),
    C(
        "Inspiring Vantage",
        None,
        "Land",
        "Inspiring Vantage enters tapped unless you control two or fewer other lands.\n{T}: Add {R} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),),
        etb_tapped=EntersTapped(unless_lands_at_most=2),
    ),
    C(
        "Botanical Sanctum",
        None,
        "Land",
        "Botanical Sanctum enters tapped unless you control two or fewer other lands.\n{T}: Add {G} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),),
        etb_tapped=EntersTapped(unless_lands_at_most=2),
    ),
    C(
        "Adarkar Wastes",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Add {W} or {U}. Adarkar Wastes deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="WU"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Underground River",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Add {U} or {B}. Underground River deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="UB"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Sulfurous Springs",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Add {B} or {R}. Sulfurous Springs deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="BR"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Brushland",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Add {G} or {W}. Brushland deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="GW"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Caves of Koilos",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Add {W} or {B}. Caves of Koilos deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="WB"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Shivan Reef",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Add {U} or {R}. Shivan Reef deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="UR"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Llanowar Wastes",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Add {B} or {G}. Llanowar Wastes deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="BG"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Battlefield Forge",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Add {R} or {W}. Battlefield Forge deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="RW"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Yavimaya Coast",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Add {G} or {U}. Yavimaya Coast deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="GU"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Temple of Enlightenment",
        None,
        "Land",
        "Temple of Enlightenment enters tapped.\nWhen Temple of Enlightenment enters, scry 1.\n{T}: Add {W} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Temple of Deceit",
        None,
        "Land",
        "Temple of Deceit enters tapped.\nWhen Temple of Deceit enters, scry 1.\n{T}: Add {U} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Temple of Malice",
        None,
        "Land",
        "Temple of Malice enters tapped.\nWhen Temple of Malice enters, scry 1.\n{T}: Add {B} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Temple of Abandon",
        None,
        "Land",
        "Temple of Abandon enters tapped.\nWhen Temple of Abandon enters, scry 1.\n{T}: Add {R} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RG"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Temple of Plenty",
        None,
        "Land",
        "Temple of Plenty enters tapped.\nWhen Temple of Plenty enters, scry 1.\n{T}: Add {G} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Temple of Silence",
        None,
        "Land",
        "Temple of Silence enters tapped.\nWhen Temple of Silence enters, scry 1.\n{T}: Add {W} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Temple of Epiphany",
        None,
        "Land",
        "Temple of Epiphany enters tapped.\nWhen Temple of Epiphany enters, scry 1.\n{T}: Add {U} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Temple of Malady",
        None,
        "Land",
        "Temple of Malady enters tapped.\nWhen Temple of Malady enters, scry 1.\n{T}: Add {B} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Temple of Mystery",
        None,
        "Land",
        "Temple of Mystery enters tapped.\nWhen Temple of Mystery enters, scry 1.\n{T}: Add {G} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Dismal Backwater",
        None,
        "Land",
        "Dismal Backwater enters tapped.\nWhen Dismal Backwater enters, you gain 1 life.\n{T}: Add {U} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Rugged Highlands",
        None,
        "Land",
        "Rugged Highlands enters tapped.\nWhen Rugged Highlands enters, you gain 1 life.\n{T}: Add {R} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RG"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Blossoming Sands",
        None,
        "Land",
        "Blossoming Sands enters tapped.\nWhen Blossoming Sands enters, you gain 1 life.\n{T}: Add {G} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Scoured Barrens",
        None,
        "Land",
        "Scoured Barrens enters tapped.\nWhen Scoured Barrens enters, you gain 1 life.\n{T}: Add {W} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Swiftwater Cliffs",
        None,
        "Land",
        "Swiftwater Cliffs enters tapped.\nWhen Swiftwater Cliffs enters, you gain 1 life.\n{T}: Add {U} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Jungle Hollow",
        None,
        "Land",
        "Jungle Hollow enters tapped.\nWhen Jungle Hollow enters, you gain 1 life.\n{T}: Add {B} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Wind-Scarred Crag",
        None,
        "Land",
        "Wind-Scarred Crag enters tapped.\nWhen Wind-Scarred Crag enters, you gain 1 life.\n{T}: Add {R} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Thornwood Falls",
        None,
        "Land",
        "Thornwood Falls enters tapped.\nWhen Thornwood Falls enters, you gain 1 life.\n{T}: Add {G} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Azorius Guildgate",
        None,
        "Land — Gate",
        "Azorius Guildgate enters tapped.\n{T}: Add {W} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Dimir Guildgate",
        None,
        "Land — Gate",
        "Dimir Guildgate enters tapped.\n{T}: Add {U} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Rakdos Guildgate",
        None,
        "Land — Gate",
        "Rakdos Guildgate enters tapped.\n{T}: Add {B} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Gruul Guildgate",
        None,
        "Land — Gate",
        "Gruul Guildgate enters tapped.\n{T}: Add {R} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RG"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Selesnya Guildgate",
        None,
        "Land — Gate",
        "Selesnya Guildgate enters tapped.\n{T}: Add {G} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Orzhov Guildgate",
        None,
        "Land — Gate",
        "Orzhov Guildgate enters tapped.\n{T}: Add {W} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Izzet Guildgate",
        None,
        "Land — Gate",
        "Izzet Guildgate enters tapped.\n{T}: Add {U} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Golgari Guildgate",
        None,
        "Land — Gate",
        "Golgari Guildgate enters tapped.\n{T}: Add {B} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Boros Guildgate",
        None,
        "Land — Gate",
        "Boros Guildgate enters tapped.\n{T}: Add {R} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Simic Guildgate",
        None,
        "Land — Gate",
        "Simic Guildgate enters tapped.\n{T}: Add {G} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Azorius Chancery",
        None,
        "Land",
        "Azorius Chancery enters tapped.\nWhen Azorius Chancery enters, return a land you control to its owner's hand.\n{T}: Add {W}{U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="WU"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Bounce(target=Target(kinds=TargetKind.LAND, controller=Controller.YOU)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Dimir Aqueduct",
        None,
        "Land",
        "Dimir Aqueduct enters tapped.\nWhen Dimir Aqueduct enters, return a land you control to its owner's hand.\n{T}: Add {U}{B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="UB"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Bounce(target=Target(kinds=TargetKind.LAND, controller=Controller.YOU)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Rakdos Carnarium",
        None,
        "Land",
        "Rakdos Carnarium enters tapped.\nWhen Rakdos Carnarium enters, return a land you control to its owner's hand.\n{T}: Add {B}{R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="BR"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Bounce(target=Target(kinds=TargetKind.LAND, controller=Controller.YOU)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Gruul Turf",
        None,
        "Land",
        "Gruul Turf enters tapped.\nWhen Gruul Turf enters, return a land you control to its owner's hand.\n{T}: Add {R}{G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="RG"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Bounce(target=Target(kinds=TargetKind.LAND, controller=Controller.YOU)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Selesnya Sanctuary",
        None,
        "Land",
        "Selesnya Sanctuary enters tapped.\nWhen Selesnya Sanctuary enters, return a land you control to its owner's hand.\n{T}: Add {G}{W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="GW"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Bounce(target=Target(kinds=TargetKind.LAND, controller=Controller.YOU)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Orzhov Basilica",
        None,
        "Land",
        "Orzhov Basilica enters tapped.\nWhen Orzhov Basilica enters, return a land you control to its owner's hand.\n{T}: Add {W}{B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="WB"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Bounce(target=Target(kinds=TargetKind.LAND, controller=Controller.YOU)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Izzet Boilerworks",
        None,
        "Land",
        "Izzet Boilerworks enters tapped.\nWhen Izzet Boilerworks enters, return a land you control to its owner's hand.\n{T}: Add {U}{R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="UR"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Bounce(target=Target(kinds=TargetKind.LAND, controller=Controller.YOU)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Golgari Rot Farm",
        None,
        "Land",
        "Golgari Rot Farm enters tapped.\nWhen Golgari Rot Farm enters, return a land you control to its owner's hand.\n{T}: Add {B}{G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="BG"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Bounce(target=Target(kinds=TargetKind.LAND, controller=Controller.YOU)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Simic Growth Chamber",
        None,
        "Land",
        "Simic Growth Chamber enters tapped.\nWhen Simic Growth Chamber enters, return a land you control to its owner's hand.\n{T}: Add {G}{U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="GU"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Bounce(target=Target(kinds=TargetKind.LAND, controller=Controller.YOU)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Shipwreck Marsh",
        None,
        "Land",
        "Shipwreck Marsh enters tapped unless you control two or more other lands.\n{T}: Add {U} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        etb_tapped=EntersTapped(unless_lands_at_least=2),
    ),
    C(
        "Haunted Ridge",
        None,
        "Land",
        "Haunted Ridge enters tapped unless you control two or more other lands.\n{T}: Add {B} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),),
        etb_tapped=EntersTapped(unless_lands_at_least=2),
    ),
    C(
        "Rockfall Vale",
        None,
        "Land",
        "Rockfall Vale enters tapped unless you control two or more other lands.\n{T}: Add {R} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RG"),)),),
        etb_tapped=EntersTapped(unless_lands_at_least=2),
    ),
    C(
        "Overgrown Farmland",
        None,
        "Land",
        "Overgrown Farmland enters tapped unless you control two or more other lands.\n{T}: Add {G} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
        etb_tapped=EntersTapped(unless_lands_at_least=2),
    ),
    C(
        "Shattered Sanctum",
        None,
        "Land",
        "Shattered Sanctum enters tapped unless you control two or more other lands.\n{T}: Add {W} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),),
        etb_tapped=EntersTapped(unless_lands_at_least=2),
    ),
    C(
        "Stormcarved Coast",
        None,
        "Land",
        "Stormcarved Coast enters tapped unless you control two or more other lands.\n{T}: Add {U} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),),
        etb_tapped=EntersTapped(unless_lands_at_least=2),
    ),
    C(
        "Deathcap Glade",
        None,
        "Land",
        "Deathcap Glade enters tapped unless you control two or more other lands.\n{T}: Add {B} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),),
        etb_tapped=EntersTapped(unless_lands_at_least=2),
    ),
    C(
        "Sundown Pass",
        None,
        "Land",
        "Sundown Pass enters tapped unless you control two or more other lands.\n{T}: Add {R} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),),
        etb_tapped=EntersTapped(unless_lands_at_least=2),
    ),
    C(
        "Dreamroot Cascade",
        None,
        "Land",
        "Dreamroot Cascade enters tapped unless you control two or more other lands.\n{T}: Add {G} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),),
        etb_tapped=EntersTapped(unless_lands_at_least=2),
    ),
    C(
        "Fiery Islet",
        None,
        "Land",
        "{T}, Pay 1 life: Add {U} or {R}.\n{1}, {T}, Sacrifice Fiery Islet: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True, life=1), effect=(AddOneOf(colors="UR"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Nurturing Peatland",
        None,
        "Land",
        "{T}, Pay 1 life: Add {B} or {G}.\n{1}, {T}, Sacrifice Nurturing Peatland: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True, life=1), effect=(AddOneOf(colors="BG"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Silent Clearing",
        None,
        "Land",
        "{T}, Pay 1 life: Add {W} or {B}.\n{1}, {T}, Sacrifice Silent Clearing: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True, life=1), effect=(AddOneOf(colors="WB"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Sunbaked Canyon",
        None,
        "Land",
        "{T}, Pay 1 life: Add {R} or {W}.\n{1}, {T}, Sacrifice Sunbaked Canyon: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True, life=1), effect=(AddOneOf(colors="RW"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Waterlogged Grove",
        None,
        "Land",
        "{T}, Pay 1 life: Add {G} or {U}.\n{1}, {T}, Sacrifice Waterlogged Grove: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True, life=1), effect=(AddOneOf(colors="GU"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Plains",
        None,
        "Basic Land — Plains",
        "({T}: Add {W}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="W"),)),),
    ),
    C(
        "Island",
        None,
        "Basic Land — Island",
        "({T}: Add {U}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="U"),)),),
    ),
    C(
        "Swamp",
        None,
        "Basic Land — Swamp",
        "({T}: Add {B}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="B"),)),),
    ),
    C(
        "Mountain",
        None,
        "Basic Land — Mountain",
        "({T}: Add {R}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="R"),)),),
    ),
    C(
        "Snow-Covered Plains",
        None,
        "Basic Snow Land — Plains",
        "({T}: Add {W}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="W"),)),),
    ),
    C(
        "Snow-Covered Swamp",
        None,
        "Basic Snow Land — Swamp",
        "({T}: Add {B}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="B"),)),),
    ),
    C(
        "Snow-Covered Mountain",
        None,
        "Basic Snow Land — Mountain",
        "({T}: Add {R}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="R"),)),),
    ),
    C(
        "Snow-Covered Forest",
        None,
        "Basic Snow Land — Forest",
        "({T}: Add {G}.)",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
    ),
    C(
        "Arcane Sanctum",
        None,
        "Land",
        "Arcane Sanctum enters tapped.\n{T}: Add {W}, {U}, or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WUB"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Jungle Shrine",
        None,
        "Land",
        "Jungle Shrine enters tapped.\n{T}: Add {R}, {G}, or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RGW"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Savage Lands",
        None,
        "Land",
        "Savage Lands enters tapped.\n{T}: Add {B}, {R}, or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BRG"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Seaside Citadel",
        None,
        "Land",
        "Seaside Citadel enters tapped.\n{T}: Add {G}, {W}, or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GWU"),)),),
        etb_tapped=EntersTapped(),
    ),
    C("Bear Cub", "{1}{G}", "Creature — Bear", "", pt=("2", "2")),
    C("Rumbling Baloth", "{2}{G}{G}", "Creature — Beast", "", pt=("4", "4")),
    C("Enormous Baloth", "{6}{G}", "Creature — Beast", "", pt=("7", "7")),
    C("Siege Mastodon", "{4}{W}", "Creature — Elephant", "", pt=("3", "5")),
    C("Onakke Ogre", "{2}{R}", "Creature — Ogre Warrior", "", pt=("4", "2")),
    C("Python", "{1}{B}{B}", "Creature — Snake", "", pt=("3", "2")),
    C(
        "Bog Raiders",
        "{2}{B}",
        "Creature — Zombie",
        "Swampwalk",
        pt=("2", "2"),
        keywords=Keyword.LANDWALK,
    ),
    C("Maritime Guard", "{1}{U}", "Creature — Merfolk Soldier", "", pt=("1", "3")),
    C("Horned Turtle", "{2}{U}", "Creature — Turtle", "", pt=("1", "4")),
    C(
        "Zephyr Sprite",
        "{U}",
        "Creature — Faerie",
        "Flying",
        pt=("1", "1"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Sentinel Spider",
        "{3}{G}{G}",
        "Creature — Spider",
        "Vigilance, reach",
        pt=("4", "4"),
        keywords=Keyword.REACH | Keyword.VIGILANCE,
    ),
    C(
        "Canopy Spider",
        "{1}{G}",
        "Creature — Spider",
        "Reach",
        pt=("1", "3"),
        keywords=Keyword.REACH,
    ),
    C(
        "Highland Game",
        "{1}{R}",
        "Creature — Elk",
        "When Highland Game dies, add {R}{R}.",
        pt=("2", "1"),
        triggers=(Triggered(when=Dies(), effect=(AddMana(symbols="RR"),)),),
    ),
    C(
        "Skyscanner",
        "{3}",
        "Artifact Creature — Thopter",
        "Flying\nWhen Skyscanner enters, draw a card.",
        pt=("1", "1"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(count=1),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Filigree Familiar",
        "{3}",
        "Artifact Creature — Fox",
        "When Filigree Familiar enters, you gain 2 life.\nWhen Filigree Familiar dies, draw a card.",
        pt=("2", "2"),
        triggers=(
            Triggered(when=EntersBattlefield(), effect=(GainLife(amount=2),)),
            Triggered(when=Dies(), effect=(DrawCards(count=1),)),
        ),
    ),
    C("Glory Seeker", "{1}{W}", "Creature — Human Soldier", "", pt=("2", "2")),
    C(
        "Porcelain Legionnaire",
        "{2}{W/P}",
        "Artifact Creature — Phyrexian Soldier",
        "({W/P} can be paid with either {W} or 2 life.)\nFirst strike",
        pt=("3", "1"),
        keywords=Keyword.FIRST_STRIKE,
    ),
    C(
        "Lyra Dawnbringer",
        "{3}{W}{W}",
        "Legendary Creature — Angel",
        "Flying, first strike, lifelink\nOther Angels you control get +1/+1 and have lifelink.",
        pt=("5", "5"),
        statics=(
            Static(
                power=1,
                toughness=1,
                keywords=Keyword.LIFELINK,
                filter=Filter(subtypes=("Angel",)),
                other=True,
            ),
        ),
        keywords=Keyword.FLYING | Keyword.FIRST_STRIKE | Keyword.LIFELINK,
    ),
    C(
        "Goblin Chieftain",
        "{1}{R}{R}",
        "Creature — Goblin",
        "Haste\nOther Goblin creatures you control get +1/+1 and have haste.",
        pt=("2", "2"),
        statics=(
            Static(
                power=1,
                toughness=1,
                keywords=Keyword.HASTE,
                filter=Filter(subtypes=("Goblin",)),
                other=True,
            ),
        ),
        keywords=Keyword.HASTE,
    ),
    C(
        "Borderland Marauder",
        "{1}{R}",
        "Creature — Human Warrior",
        "Whenever Borderland Marauder attacks, it gets +2/+0 until end of turn.",
        pt=("1", "2"),
        triggers=(
            Triggered(when=Attacks(), effect=(Pump(power=2, toughness=0, target=Ref.SELF),)),
        ),
    ),
    C(
        "Bloodrage Brawler",
        "{1}{R}",
        "Creature — Minotaur Warrior",
        "When Bloodrage Brawler enters, discard a card.",
        pt=("4", "3"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Discard(count=1),)),),
    ),
    C(
        "Pelakka Wurm",
        "{4}{G}{G}{G}",
        "Creature — Wurm",
        "Trample\nWhen Pelakka Wurm enters, you gain 7 life.\nWhen Pelakka Wurm dies, draw a card.",
        pt=("7", "7"),
        triggers=(
            Triggered(when=EntersBattlefield(), effect=(GainLife(amount=7),)),
            Triggered(when=Dies(), effect=(DrawCards(count=1),)),
        ),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Wood Elves",
        "{2}{G}",
        "Creature — Elf Scout",
        "When Wood Elves enters, search your library for a Forest card, put that card onto the battlefield, then shuffle.",
        pt=("1", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, subtypes=("Forest",)),
                        to="battlefield",
                    ),
                ),
            ),
        ),
    ),
    C(
        "Llanowar Visionary",
        "{2}{G}",
        "Creature — Elf Druid",
        "When Llanowar Visionary enters, draw a card.\n{T}: Add {G}.",
        pt=("2", "2"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(count=1),)),),
    ),
    C(
        "Leafkin Druid",
        "{1}{G}",
        "Creature — Elemental Druid",
        "{T}: Add {G}.",
        pt=("0", "3"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
    ),
    C(
        "Boreal Druid",
        "{1}{G}",
        "Snow Creature — Elf Druid",
        "{T}: Add {C}.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),),
    ),
    C(
        "Wild Cantor",
        "{R/G}",
        "Creature — Human Druid",
        "Sacrifice Wild Cantor: Add one mana of any color.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(sacrifice_self=True), effect=(AddOneOf(colors="WUBRG"),)),),
    ),
    C(
        "Solemn Simulacrum",
        "{4}",
        "Artifact Creature — Golem",
        "When Solemn Simulacrum enters, you may search your library for a basic land card, put that card onto the battlefield tapped, then shuffle.\nWhen Solemn Simulacrum dies, you may draw a card.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC),
                        to="battlefield",
                        tapped=True,
                    ),
                ),
                optional=True,
            ),
            Triggered(when=Dies(), effect=(DrawCards(count=1),), optional=True),
        ),
    ),
    C(
        "Lotus Cobra",
        "{1}{G}",
        "Creature — Snake",
        "Landfall — Whenever a land you control enters, add one mana of any color.",
        pt=("2", "1"),
        triggers=(Triggered(when=LandEnters(), effect=(AddOneOf(colors="WUBRG"),)),),
    ),
    C(
        "Territorial Scythecat",
        "{1}{G}",
        "Creature — Cat Beast",
        "Trample\nLandfall — Whenever a land you control enters, put a +1/+1 counter on Territorial Scythecat.",
        pt=("1", "1"),
        triggers=(Triggered(when=LandEnters(), effect=(PutCounters(count=1, target=Ref.SELF),)),),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Tarpan",
        "{G}",
        "Creature — Horse",
        "When Tarpan dies, you gain 1 life.",
        pt=("1", "1"),
        triggers=(Triggered(when=Dies(), effect=(GainLife(amount=1),)),),
    ),
    C(
        "Strip Mine",
        None,
        "Land",
        "{T}: Add {C}.\n{T}, Sacrifice Strip Mine: Destroy target land.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True, sacrifice_self=True),
                effect=(Destroy(target=Target(kinds=TargetKind.LAND)),),
            ),
        ),
    ),
    C(
        "Azorius Signet",
        "{2}",
        "Artifact",
        "{1}, {T}: Add {W}{U}.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddMana(symbols="WU"),)
            ),
        ),
    ),
    C(
        "Azorius Cluestone",
        "{3}",
        "Artifact",
        "{T}: Add {W} or {U}.\n{W}{U}, {T}, Sacrifice Azorius Cluestone: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{W}{U}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Azorius Locket",
        "{3}",
        "Artifact",
        "{T}: Add {W} or {U}.\n{W/U}{W/U}{W/U}{W/U}, {T}, Sacrifice Azorius Locket: Draw two cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),
            Activated(
                cost=Cost(
                    mana=parse_mana_cost("{W/U}{W/U}{W/U}{W/U}"), tap=True, sacrifice_self=True
                ),
                effect=(DrawCards(count=2),),
            ),
        ),
    ),
    C(
        "Dimir Signet",
        "{2}",
        "Artifact",
        "{1}, {T}: Add {U}{B}.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddMana(symbols="UB"),)
            ),
        ),
    ),
    C(
        "Dimir Cluestone",
        "{3}",
        "Artifact",
        "{T}: Add {U} or {B}.\n{U}{B}, {T}, Sacrifice Dimir Cluestone: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{U}{B}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Dimir Locket",
        "{3}",
        "Artifact",
        "{T}: Add {U} or {B}.\n{U/B}{U/B}{U/B}{U/B}, {T}, Sacrifice Dimir Locket: Draw two cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),
            Activated(
                cost=Cost(
                    mana=parse_mana_cost("{U/B}{U/B}{U/B}{U/B}"), tap=True, sacrifice_self=True
                ),
                effect=(DrawCards(count=2),),
            ),
        ),
    ),
    C(
        "Rakdos Signet",
        "{2}",
        "Artifact",
        "{1}, {T}: Add {B}{R}.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddMana(symbols="BR"),)
            ),
        ),
    ),
    C(
        "Rakdos Cluestone",
        "{3}",
        "Artifact",
        "{T}: Add {B} or {R}.\n{B}{R}, {T}, Sacrifice Rakdos Cluestone: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{B}{R}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Rakdos Locket",
        "{3}",
        "Artifact",
        "{T}: Add {B} or {R}.\n{B/R}{B/R}{B/R}{B/R}, {T}, Sacrifice Rakdos Locket: Draw two cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),
            Activated(
                cost=Cost(
                    mana=parse_mana_cost("{B/R}{B/R}{B/R}{B/R}"), tap=True, sacrifice_self=True
                ),
                effect=(DrawCards(count=2),),
            ),
        ),
    ),
    C(
        "Gruul Cluestone",
        "{3}",
        "Artifact",
        "{T}: Add {R} or {G}.\n{R}{G}, {T}, Sacrifice Gruul Cluestone: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RG"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{R}{G}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Gruul Locket",
        "{3}",
        "Artifact",
        "{T}: Add {R} or {G}.\n{R/G}{R/G}{R/G}{R/G}, {T}, Sacrifice Gruul Locket: Draw two cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RG"),)),
            Activated(
                cost=Cost(
                    mana=parse_mana_cost("{R/G}{R/G}{R/G}{R/G}"), tap=True, sacrifice_self=True
                ),
                effect=(DrawCards(count=2),),
            ),
        ),
    ),
    C(
        "Selesnya Signet",
        "{2}",
        "Artifact",
        "{1}, {T}: Add {G}{W}.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddMana(symbols="GW"),)
            ),
        ),
    ),
    C(
        "Selesnya Cluestone",
        "{3}",
        "Artifact",
        "{T}: Add {G} or {W}.\n{G}{W}, {T}, Sacrifice Selesnya Cluestone: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{G}{W}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Selesnya Locket",
        "{3}",
        "Artifact",
        "{T}: Add {G} or {W}.\n{G/W}{G/W}{G/W}{G/W}, {T}, Sacrifice Selesnya Locket: Draw two cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),
            Activated(
                cost=Cost(
                    mana=parse_mana_cost("{G/W}{G/W}{G/W}{G/W}"), tap=True, sacrifice_self=True
                ),
                effect=(DrawCards(count=2),),
            ),
        ),
    ),
    C(
        "Orzhov Signet",
        "{2}",
        "Artifact",
        "{1}, {T}: Add {W}{B}.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddMana(symbols="WB"),)
            ),
        ),
    ),
    C(
        "Orzhov Cluestone",
        "{3}",
        "Artifact",
        "{T}: Add {W} or {B}.\n{W}{B}, {T}, Sacrifice Orzhov Cluestone: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{W}{B}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Orzhov Locket",
        "{3}",
        "Artifact",
        "{T}: Add {W} or {B}.\n{W/B}{W/B}{W/B}{W/B}, {T}, Sacrifice Orzhov Locket: Draw two cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),
            Activated(
                cost=Cost(
                    mana=parse_mana_cost("{W/B}{W/B}{W/B}{W/B}"), tap=True, sacrifice_self=True
                ),
                effect=(DrawCards(count=2),),
            ),
        ),
    ),
    C(
        "Izzet Signet",
        "{2}",
        "Artifact",
        "{1}, {T}: Add {U}{R}.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddMana(symbols="UR"),)
            ),
        ),
    ),
    C(
        "Izzet Cluestone",
        "{3}",
        "Artifact",
        "{T}: Add {U} or {R}.\n{U}{R}, {T}, Sacrifice Izzet Cluestone: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{U}{R}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Izzet Locket",
        "{3}",
        "Artifact",
        "{T}: Add {U} or {R}.\n{U/R}{U/R}{U/R}{U/R}, {T}, Sacrifice Izzet Locket: Draw two cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),
            Activated(
                cost=Cost(
                    mana=parse_mana_cost("{U/R}{U/R}{U/R}{U/R}"), tap=True, sacrifice_self=True
                ),
                effect=(DrawCards(count=2),),
            ),
        ),
    ),
    C(
        "Golgari Signet",
        "{2}",
        "Artifact",
        "{1}, {T}: Add {B}{G}.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddMana(symbols="BG"),)
            ),
        ),
    ),
    C(
        "Golgari Cluestone",
        "{3}",
        "Artifact",
        "{T}: Add {B} or {G}.\n{B}{G}, {T}, Sacrifice Golgari Cluestone: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{B}{G}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Golgari Locket",
        "{3}",
        "Artifact",
        "{T}: Add {B} or {G}.\n{B/G}{B/G}{B/G}{B/G}, {T}, Sacrifice Golgari Locket: Draw two cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),
            Activated(
                cost=Cost(
                    mana=parse_mana_cost("{B/G}{B/G}{B/G}{B/G}"), tap=True, sacrifice_self=True
                ),
                effect=(DrawCards(count=2),),
            ),
        ),
    ),
    C(
        "Boros Signet",
        "{2}",
        "Artifact",
        "{1}, {T}: Add {R}{W}.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddMana(symbols="RW"),)
            ),
        ),
    ),
    C(
        "Boros Cluestone",
        "{3}",
        "Artifact",
        "{T}: Add {R} or {W}.\n{R}{W}, {T}, Sacrifice Boros Cluestone: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{R}{W}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Boros Locket",
        "{3}",
        "Artifact",
        "{T}: Add {R} or {W}.\n{R/W}{R/W}{R/W}{R/W}, {T}, Sacrifice Boros Locket: Draw two cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),
            Activated(
                cost=Cost(
                    mana=parse_mana_cost("{R/W}{R/W}{R/W}{R/W}"), tap=True, sacrifice_self=True
                ),
                effect=(DrawCards(count=2),),
            ),
        ),
    ),
    C(
        "Simic Signet",
        "{2}",
        "Artifact",
        "{1}, {T}: Add {G}{U}.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddMana(symbols="GU"),)
            ),
        ),
    ),
    C(
        "Simic Cluestone",
        "{3}",
        "Artifact",
        "{T}: Add {G} or {U}.\n{G}{U}, {T}, Sacrifice Simic Cluestone: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{G}{U}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Simic Locket",
        "{3}",
        "Artifact",
        "{T}: Add {G} or {U}.\n{G/U}{G/U}{G/U}{G/U}, {T}, Sacrifice Simic Locket: Draw two cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),
            Activated(
                cost=Cost(
                    mana=parse_mana_cost("{G/U}{G/U}{G/U}{G/U}"), tap=True, sacrifice_self=True
                ),
                effect=(DrawCards(count=2),),
            ),
        ),
    ),
    C(
        "Talisman of Progress",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{T}: Add {W} or {U}. Talisman of Progress deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="WU"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Talisman of Indulgence",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{T}: Add {B} or {R}. Talisman of Indulgence deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="BR"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Talisman of Impulse",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{T}: Add {R} or {G}. Talisman of Impulse deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="RG"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Talisman of Unity",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{T}: Add {G} or {W}. Talisman of Unity deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="GW"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Talisman of Hierarchy",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{T}: Add {W} or {B}. Talisman of Hierarchy deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="WB"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Talisman of Creativity",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{T}: Add {U} or {R}. Talisman of Creativity deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="UR"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Talisman of Resilience",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{T}: Add {B} or {G}. Talisman of Resilience deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="BG"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Talisman of Conviction",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{T}: Add {R} or {W}. Talisman of Conviction deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="RW"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Talisman of Curiosity",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{T}: Add {G} or {U}. Talisman of Curiosity deals 1 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="GU"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Marble Diamond",
        "{2}",
        "Artifact",
        "Marble Diamond enters tapped.\n{T}: Add {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="W"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Sky Diamond",
        "{2}",
        "Artifact",
        "Sky Diamond enters tapped.\n{T}: Add {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="U"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Charcoal Diamond",
        "{2}",
        "Artifact",
        "Charcoal Diamond enters tapped.\n{T}: Add {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="B"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Fire Diamond",
        "{2}",
        "Artifact",
        "Fire Diamond enters tapped.\n{T}: Add {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="R"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Moss Diamond",
        "{2}",
        "Artifact",
        "Moss Diamond enters tapped.\n{T}: Add {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Obelisk of Bant",
        "{3}",
        "Artifact",
        "{T}: Add {G}, {W}, or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GWU"),)),),
    ),
    C(
        "Obelisk of Esper",
        "{3}",
        "Artifact",
        "{T}: Add {W}, {U}, or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WUB"),)),),
    ),
    C(
        "Obelisk of Grixis",
        "{3}",
        "Artifact",
        "{T}: Add {U}, {B}, or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UBR"),)),),
    ),
    C(
        "Obelisk of Jund",
        "{3}",
        "Artifact",
        "{T}: Add {B}, {R}, or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BRG"),)),),
    ),
    C(
        "Obelisk of Naya",
        "{3}",
        "Artifact",
        "{T}: Add {R}, {G}, or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RGW"),)),),
    ),
    C(
        "Manalith",
        "{3}",
        "Artifact",
        "{T}: Add one mana of any color.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WUBRG"),)),),
    ),
    C(
        "Darksteel Ingot",
        "{3}",
        "Artifact",
        "Indestructible\n{T}: Add one mana of any color.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WUBRG"),)),),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Worn Powerstone",
        "{3}",
        "Artifact",
        "Worn Powerstone enters tapped.\n{T}: Add {C}{C}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="CC"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Thran Dynamo",
        "{4}",
        "Artifact",
        "{T}: Add {C}{C}{C}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="CCC"),)),),
    ),
    C(
        "Gilded Lotus",
        "{5}",
        "Artifact",
        "{T}: Add three mana of any one color.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WUBRG", amount=3),)),),
    ),
    C(
        "Sejiri Refuge",
        None,
        "Land",
        "Sejiri Refuge enters tapped.\nWhen Sejiri Refuge enters, you gain 1 life.\n{T}: Add {W} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Jwar Isle Refuge",
        None,
        "Land",
        "Jwar Isle Refuge enters tapped.\nWhen Jwar Isle Refuge enters, you gain 1 life.\n{T}: Add {U} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Akoum Refuge",
        None,
        "Land",
        "Akoum Refuge enters tapped.\nWhen Akoum Refuge enters, you gain 1 life.\n{T}: Add {B} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Kazandu Refuge",
        None,
        "Land",
        "Kazandu Refuge enters tapped.\nWhen Kazandu Refuge enters, you gain 1 life.\n{T}: Add {R} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RG"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Graypelt Refuge",
        None,
        "Land",
        "Graypelt Refuge enters tapped.\nWhen Graypelt Refuge enters, you gain 1 life.\n{T}: Add {G} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Arctic Treeline",
        None,
        "Snow Land — Forest Plains",
        "({T}: Add {G} or {W}.)\nArctic Treeline enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Glacial Floodplain",
        None,
        "Snow Land — Plains Island",
        "({T}: Add {W} or {U}.)\nGlacial Floodplain enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Highland Forest",
        None,
        "Snow Land — Mountain Forest",
        "({T}: Add {R} or {G}.)\nHighland Forest enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RG"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Ice Tunnel",
        None,
        "Snow Land — Island Swamp",
        "({T}: Add {U} or {B}.)\nIce Tunnel enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Rimewood Falls",
        None,
        "Snow Land — Forest Island",
        "({T}: Add {G} or {U}.)\nRimewood Falls enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Snowfield Sinkhole",
        None,
        "Snow Land — Plains Swamp",
        "({T}: Add {W} or {B}.)\nSnowfield Sinkhole enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Sulfurous Mire",
        None,
        "Snow Land — Swamp Mountain",
        "({T}: Add {B} or {R}.)\nSulfurous Mire enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Volatile Fjord",
        None,
        "Snow Land — Island Mountain",
        "({T}: Add {U} or {R}.)\nVolatile Fjord enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Woodland Chasm",
        None,
        "Snow Land — Swamp Forest",
        "({T}: Add {B} or {G}.)\nWoodland Chasm enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Alpine Meadow",
        None,
        "Snow Land — Mountain Plains",
        "({T}: Add {R} or {W}.)\nAlpine Meadow enters tapped.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Meticulous Archive",
        None,
        "Land — Plains Island",
        "({T}: Add {W} or {U}.)\nMeticulous Archive enters tapped.\nWhen Meticulous Archive enters, surveil 1.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Surveil(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Undercity Sewers",
        None,
        "Land — Island Swamp",
        "({T}: Add {U} or {B}.)\nUndercity Sewers enters tapped.\nWhen Undercity Sewers enters, surveil 1.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Surveil(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Raucous Theater",
        None,
        "Land — Swamp Mountain",
        "({T}: Add {B} or {R}.)\nRaucous Theater enters tapped.\nWhen Raucous Theater enters, surveil 1.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Surveil(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Commercial District",
        None,
        "Land — Mountain Forest",
        "({T}: Add {R} or {G}.)\nCommercial District enters tapped.\nWhen Commercial District enters, surveil 1.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RG"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Surveil(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Lush Portico",
        None,
        "Land — Forest Plains",
        "({T}: Add {G} or {W}.)\nLush Portico enters tapped.\nWhen Lush Portico enters, surveil 1.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Surveil(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Shadowy Backstreet",
        None,
        "Land — Plains Swamp",
        "({T}: Add {W} or {B}.)\nShadowy Backstreet enters tapped.\nWhen Shadowy Backstreet enters, surveil 1.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Surveil(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Thundering Falls",
        None,
        "Land — Island Mountain",
        "({T}: Add {U} or {R}.)\nThundering Falls enters tapped.\nWhen Thundering Falls enters, surveil 1.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Surveil(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Underground Mortuary",
        None,
        "Land — Swamp Forest",
        "({T}: Add {B} or {G}.)\nUnderground Mortuary enters tapped.\nWhen Underground Mortuary enters, surveil 1.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Surveil(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Elegant Parlor",
        None,
        "Land — Mountain Plains",
        "({T}: Add {R} or {W}.)\nElegant Parlor enters tapped.\nWhen Elegant Parlor enters, surveil 1.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Surveil(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Hedge Maze",
        None,
        "Land — Forest Island",
        "({T}: Add {G} or {U}.)\nHedge Maze enters tapped.\nWhen Hedge Maze enters, surveil 1.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Surveil(count=1),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Frontier Bivouac",
        None,
        "Land",
        "Frontier Bivouac enters tapped.\n{T}: Add {G}, {U}, or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GUR"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Mystic Monastery",
        None,
        "Land",
        "Mystic Monastery enters tapped.\n{T}: Add {U}, {R}, or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="URW"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Nomad Outpost",
        None,
        "Land",
        "Nomad Outpost enters tapped.\n{T}: Add {R}, {W}, or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RWB"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Opulent Palace",
        None,
        "Land",
        "Opulent Palace enters tapped.\n{T}: Add {B}, {G}, or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BGU"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Sandsteppe Citadel",
        None,
        "Land",
        "Sandsteppe Citadel enters tapped.\n{T}: Add {W}, {B}, or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WBG"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Mistvault Bridge",
        None,
        "Artifact Land",
        "Mistvault Bridge enters tapped.\nIndestructible\n{T}: Add {U} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        etb_tapped=EntersTapped(),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Drossforge Bridge",
        None,
        "Artifact Land",
        "Drossforge Bridge enters tapped.\nIndestructible\n{T}: Add {B} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),),
        etb_tapped=EntersTapped(),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Razortide Bridge",
        None,
        "Artifact Land",
        "Razortide Bridge enters tapped.\nIndestructible\n{T}: Add {W} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),),
        etb_tapped=EntersTapped(),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Rustvale Bridge",
        None,
        "Artifact Land",
        "Rustvale Bridge enters tapped.\nIndestructible\n{T}: Add {R} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),),
        etb_tapped=EntersTapped(),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Silverbluff Bridge",
        None,
        "Artifact Land",
        "Silverbluff Bridge enters tapped.\nIndestructible\n{T}: Add {U} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),),
        etb_tapped=EntersTapped(),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Slagwoods Bridge",
        None,
        "Artifact Land",
        "Slagwoods Bridge enters tapped.\nIndestructible\n{T}: Add {R} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RG"),)),),
        etb_tapped=EntersTapped(),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Tanglepool Bridge",
        None,
        "Artifact Land",
        "Tanglepool Bridge enters tapped.\nIndestructible\n{T}: Add {G} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),),
        etb_tapped=EntersTapped(),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Thornglint Bridge",
        None,
        "Artifact Land",
        "Thornglint Bridge enters tapped.\nIndestructible\n{T}: Add {G} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
        etb_tapped=EntersTapped(),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Goldmire Bridge",
        None,
        "Artifact Land",
        "Goldmire Bridge enters tapped.\nIndestructible\n{T}: Add {W} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),),
        etb_tapped=EntersTapped(),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Darkmoss Bridge",
        None,
        "Artifact Land",
        "Darkmoss Bridge enters tapped.\nIndestructible\n{T}: Add {B} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),),
        etb_tapped=EntersTapped(),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Ancient Den",
        None,
        "Artifact Land",
        "{T}: Add {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="W"),)),),
    ),
    C(
        "Seat of the Synod",
        None,
        "Artifact Land",
        "{T}: Add {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="U"),)),),
    ),
    C(
        "Vault of Whispers",
        None,
        "Artifact Land",
        "{T}: Add {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="B"),)),),
    ),
    C(
        "Great Furnace",
        None,
        "Artifact Land",
        "{T}: Add {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="R"),)),),
    ),
    C(
        "Tree of Tales",
        None,
        "Artifact Land",
        "{T}: Add {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
    ),
    C(
        "Faerie Seer",
        "{U}",
        "Creature — Faerie",
        "Flying\nWhen Faerie Seer enters, scry 2.",
        pt=("1", "1"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=2),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Inspiring Overseer",
        "{2}{W}",
        "Creature — Angel Cleric",
        "Flying\nWhen Inspiring Overseer enters, you gain 1 life and draw a card.",
        pt=("2", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    GainLife(amount=1),
                    DrawCards(count=1),
                ),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Aven Sentry",
        "{3}{W}",
        "Creature — Bird Soldier",
        "Flying",
        pt=("3", "2"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Attended Knight",
        "{2}{W}",
        "Creature — Human Knight",
        "First strike\nWhen Attended Knight enters, create a 1/1 white Soldier creature token.",
        pt=("2", "2"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(CreateToken(token=SOLDIER),)),),
        keywords=Keyword.FIRST_STRIKE,
    ),
    C(
        "Lone Missionary",
        "{1}{W}",
        "Creature — Kor Monk",
        "When Lone Missionary enters, you gain 4 life.",
        pt=("2", "1"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=4),)),),
    ),
    C("Sanctuary Cat", "{W}", "Creature — Cat", "", pt=("1", "2")),
    C(
        "Riverwheel Aerialists",
        "{5}{U}",
        "Creature — Djinn Monk",
        "Flying\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
        pt=("4", "5"),
        keywords=Keyword.FLYING | Keyword.PROWESS,
    ),
    C(
        "Jeskai Windscout",
        "{2}{U}",
        "Creature — Bird Scout",
        "Flying\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
        pt=("2", "1"),
        keywords=Keyword.FLYING | Keyword.PROWESS,
    ),
    C(
        "Snapping Drake",
        "{3}{U}",
        "Creature — Drake",
        "Flying",
        pt=("3", "2"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Sea Gate Oracle",
        "{2}{U}",
        "Creature — Human Wizard",
        "When Sea Gate Oracle enters, look at the top two cards of your library. Put one of them into your hand and the other on the bottom of your library.",
        pt=("1", "3"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Dig(look=2),)),),
    ),
    C(
        "Dead Weight",
        "{B}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets -2/-2.",
        statics=(Static(power=-2, toughness=-2, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Reave Soul",
        "{1}{B}",
        "Sorcery",
        "Destroy target creature with power 3 or less.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE, filter=Filter(max_power=3))),),
    ),
    C(
        "Eviscerate",
        "{3}{B}",
        "Sorcery",
        "Destroy target creature.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Pharika's Cure",
        "{B}{B}",
        "Instant",
        "Pharika's Cure deals 2 damage to target creature and you gain 2 life.",
        spell=(
            DealDamage(amount=2, to=Target(kinds=TargetKind.CREATURE)),
            GainLife(amount=2),
        ),
    ),
    C(
        "Vampire's Kiss",
        "{1}{B}",
        "Sorcery",
        "Target player loses 2 life and you gain 2 life.",
        spell=(
            LoseLife(amount=2, player=Target(kinds=TargetKind.PLAYER)),
            GainLife(amount=2),
        ),
    ),
    C(
        "Douse in Gloom",
        "{2}{B}",
        "Instant",
        "Douse in Gloom deals 2 damage to target creature and you gain 2 life.",
        spell=(
            DealDamage(amount=2, to=Target(kinds=TargetKind.CREATURE)),
            GainLife(amount=2),
        ),
    ),
    C(
        "Essence Drain",
        "{4}{B}",
        "Sorcery",
        "Essence Drain deals 3 damage to any target and you gain 3 life.",
        spell=(
            DealDamage(
                amount=3,
                to=Target(
                    kinds=TargetKind.PLAYER
                    | TargetKind.CREATURE
                    | TargetKind.PLANESWALKER
                    | TargetKind.BATTLE
                ),
            ),
            GainLife(amount=3),
        ),
    ),
    C(
        "Vulshok Morningstar",
        "{2}",
        "Artifact — Equipment",
        "Equipped creature gets +2/+2.\nEquip {2}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {2}",
            ),
        ),
        statics=(Static(power=2, toughness=2, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Leonin Scimitar",
        "{1}",
        "Artifact — Equipment",
        "Equipped creature gets +1/+1.\nEquip {1}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {1}",
            ),
        ),
        statics=(Static(power=1, toughness=1, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Accorder's Shield",
        "{0}",
        "Artifact — Equipment",
        "Equipped creature gets +0/+3 and has vigilance.\nEquip {3}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{3}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {3}",
            ),
        ),
        statics=(
            Static(toughness=3, keywords=Keyword.VIGILANCE, applies_to=Ref.ENCHANTED_OR_EQUIPPED),
        ),
    ),
    C(
        "Fireshrieker",
        "{3}",
        "Artifact — Equipment",
        "Equipped creature has double strike.\nEquip {2}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {2}",
            ),
        ),
        statics=(Static(keywords=Keyword.DOUBLE_STRIKE, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Trusty Machete",
        "{1}",
        "Artifact — Equipment",
        "Equipped creature gets +2/+1.\nEquip {2}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {2}",
            ),
        ),
        statics=(Static(power=2, toughness=1, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Bone Saw",
        "{0}",
        "Artifact — Equipment",
        "Equipped creature gets +1/+0.\nEquip {1}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {1}",
            ),
        ),
        statics=(Static(power=1, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Kitesail",
        "{1}",
        "Artifact — Equipment",
        "Equipped creature gets +1/+0 and has flying.\nEquip {2}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {2}",
            ),
        ),
        statics=(Static(power=1, keywords=Keyword.FLYING, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Spidersilk Net",
        "{0}",
        "Artifact — Equipment",
        "Equipped creature gets +0/+2 and has reach. (It can block creatures with flying.)\nEquip {2}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {2}",
            ),
        ),
        statics=(
            Static(toughness=2, keywords=Keyword.REACH, applies_to=Ref.ENCHANTED_OR_EQUIPPED),
        ),
    ),
    C(
        "Behemoth Sledge",
        "{1}{G}{W}",
        "Artifact — Equipment",
        "Equipped creature gets +2/+2 and has lifelink and trample.\nEquip {3}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{3}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {3}",
            ),
        ),
        statics=(
            Static(
                power=2,
                toughness=2,
                keywords=Keyword.TRAMPLE | Keyword.LIFELINK,
                applies_to=Ref.ENCHANTED_OR_EQUIPPED,
            ),
        ),
    ),
    C(
        "Sword of Vengeance",
        "{3}",
        "Artifact — Equipment",
        "Equipped creature gets +2/+0 and has first strike, vigilance, trample, and haste.\nEquip {3}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{3}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {3}",
            ),
        ),
        statics=(
            Static(
                power=2,
                keywords=Keyword.HASTE | Keyword.VIGILANCE | Keyword.FIRST_STRIKE | Keyword.TRAMPLE,
                applies_to=Ref.ENCHANTED_OR_EQUIPPED,
            ),
        ),
    ),
    C(
        "Gorgon Flail",
        "{2}",
        "Artifact — Equipment",
        "Equipped creature gets +1/+1 and has deathtouch.\nEquip {2}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {2}",
            ),
        ),
        statics=(
            Static(
                power=1,
                toughness=1,
                keywords=Keyword.DEATHTOUCH,
                applies_to=Ref.ENCHANTED_OR_EQUIPPED,
            ),
        ),
    ),
    C(
        "Warlord's Axe",
        "{3}",
        "Artifact — Equipment",
        "Equipped creature gets +3/+1.\nEquip {4}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{4}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {4}",
            ),
        ),
        statics=(Static(power=3, toughness=1, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Divine Favor",
        "{1}{W}",
        "Enchantment — Aura",
        "Enchant creature\nWhen Divine Favor enters, you gain 3 life.\nEnchanted creature gets +1/+3.",
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=3),)),),
        statics=(Static(power=1, toughness=3, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Feast of the Unicorn",
        "{3}{B}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +4/+0.",
        statics=(Static(power=4, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Shiv's Embrace",
        "{2}{R}{R}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+2 and has flying.\n{R}: Enchanted creature gets +1/+0 until end of turn.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{R}")),
                effect=(Pump(power=1, toughness=0, target=Ref.ENCHANTED_OR_EQUIPPED),),
            ),
        ),
        statics=(
            Static(
                power=2, toughness=2, keywords=Keyword.FLYING, applies_to=Ref.ENCHANTED_OR_EQUIPPED
            ),
        ),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Serra's Embrace",
        "{2}{W}{W}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+2 and has flying and vigilance.",
        statics=(
            Static(
                power=2,
                toughness=2,
                keywords=Keyword.FLYING | Keyword.VIGILANCE,
                applies_to=Ref.ENCHANTED_OR_EQUIPPED,
            ),
        ),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Spectral Flight",
        "{1}{U}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+2 and has flying.",
        statics=(
            Static(
                power=2, toughness=2, keywords=Keyword.FLYING, applies_to=Ref.ENCHANTED_OR_EQUIPPED
            ),
        ),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Weakness",
        "{B}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets -2/-1.",
        statics=(Static(power=-2, toughness=-1, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Lance",
        "{W}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has first strike.",
        statics=(Static(keywords=Keyword.FIRST_STRIKE, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Burrowing",
        "{R}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has mountainwalk. (It can't be blocked as long as defending player controls a Mountain.)",
        statics=(Static(keywords=Keyword.LANDWALK, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Web",
        "{G}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +0/+2 and has reach. (It can block creatures with flying.)",
        statics=(
            Static(toughness=2, keywords=Keyword.REACH, applies_to=Ref.ENCHANTED_OR_EQUIPPED),
        ),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Master of the Pearl Trident",
        "{U}{U}",
        "Creature — Merfolk",
        "Other Merfolk creatures you control get +1/+1 and have islandwalk. (They can't be blocked as long as defending player controls an Island.)",
        pt=("2", "2"),
        statics=(
            Static(
                power=1,
                toughness=1,
                keywords=Keyword.LANDWALK,
                filter=Filter(subtypes=("Merfolk",)),
                other=True,
            ),
        ),
    ),
    C(
        "Dictate of Heliod",
        "{3}{W}{W}",
        "Enchantment",
        "Flash\nCreatures you control get +2/+2.",
        statics=(Static(power=2, toughness=2),),
        keywords=Keyword.FLASH,
    ),
    C(
        "Veteran Armorsmith",
        "{1}{W}{W}",
        "Creature — Human Soldier",
        "Other Soldier creatures you control get +0/+1.",
        pt=("2", "3"),
        statics=(Static(toughness=1, filter=Filter(subtypes=("Soldier",)), other=True),),
    ),
    C(
        "Veteran Swordsmith",
        "{2}{W}",
        "Creature — Human Soldier",
        "Other Soldier creatures you control get +1/+0.",
        pt=("3", "2"),
        statics=(Static(power=1, filter=Filter(subtypes=("Soldier",)), other=True),),
    ),
    C(
        "Gaea's Anthem",
        "{1}{G}{G}",
        "Enchantment",
        "Creatures you control get +1/+1.",
        statics=(Static(power=1, toughness=1),),
    ),
    C(
        "Volcanic Dragon",
        "{4}{R}{R}",
        "Creature — Dragon",
        "Flying\nHaste",
        pt=("4", "4"),
        keywords=Keyword.FLYING | Keyword.HASTE,
    ),
    C("Elvish Warrior", "{G}{G}", "Creature — Elf Warrior", "", pt=("2", "3")),
    C(
        "Ravenous Rats",
        "{1}{B}",
        "Creature — Rat",
        "When Ravenous Rats enters, target opponent discards a card.",
        pt=("1", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Discard(
                        count=1,
                        player=Target(kinds=TargetKind.PLAYER, controller=Controller.OPPONENT),
                        chooser=Controller.OPPONENT,
                    ),
                ),
            ),
        ),
    ),
    C(
        "Liliana's Specter",
        "{1}{B}{B}",
        "Creature — Specter",
        "Flying\nWhen Liliana's Specter enters, each opponent discards a card.",
        pt=("2", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(), effect=(Discard(count=1, player=Ref.EACH_OPPONENT),)
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Blister Beetle",
        "{1}{B}",
        "Creature — Insect",
        "When Blister Beetle enters, target creature gets -1/-1 until end of turn.",
        pt=("1", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Pump(power=-1, toughness=-1, target=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
    ),
    C(
        "Nekrataal",
        "{2}{B}{B}",
        "Creature — Human Assassin",
        "First strike\nWhen Nekrataal enters, destroy target nonartifact, nonblack creature. That creature can't be regenerated.",
        pt=("2", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Destroy(
                        target=Target(
                            kinds=TargetKind.CREATURE,
                            filter=Filter(not_type=CardType.ARTIFACT, not_colors=Color.B),
                        )
                    ),
                ),
            ),
        ),
        keywords=Keyword.FIRST_STRIKE,
    ),
    C(
        "Fleshbag Marauder",
        "{2}{B}",
        "Creature — Zombie Warrior",
        "When Fleshbag Marauder enters, each player sacrifices a creature.",
        pt=("3", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Sacrifice(what=Filter(card_type=CardType.CREATURE), player=Ref.EACH_PLAYER),
                ),
            ),
        ),
    ),
    C(
        "Gurmag Swiftwing",
        "{1}{B}",
        "Creature — Bat",
        "Flying, first strike, haste",
        pt=("1", "2"),
        keywords=Keyword.FLYING | Keyword.HASTE | Keyword.FIRST_STRIKE,
    ),
    C(
        "Child of Night",
        "{1}{B}",
        "Creature — Vampire",
        "Lifelink",
        pt=("2", "1"),
        keywords=Keyword.LIFELINK,
    ),
    C(
        "Goblin Instigator",
        "{1}{R}",
        "Creature — Goblin Rogue",
        "When Goblin Instigator enters, create a 1/1 red Goblin creature token.",
        pt=("1", "1"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(CreateToken(token=GOBLIN),)),),
    ),
    C(
        "Beetleback Chief",
        "{2}{R}{R}",
        "Creature — Goblin Warrior",
        "When Beetleback Chief enters, create two 1/1 red Goblin creature tokens.",
        pt=("2", "2"),
        triggers=(
            Triggered(when=EntersBattlefield(), effect=(CreateToken(token=GOBLIN, count=2),)),
        ),
    ),
    C(
        "Fire Imp",
        "{2}{R}",
        "Creature — Imp",
        "When Fire Imp enters, it deals 2 damage to target creature.",
        pt=("2", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(DealDamage(amount=2, to=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
    ),
    C(
        "Kraul Warrior",
        "{1}{G}",
        "Creature — Insect Warrior",
        "{5}{G}: Kraul Warrior gets +3/+3 until end of turn.",
        pt=("2", "2"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{5}{G}")),
                effect=(Pump(power=3, toughness=3, target=Ref.SELF),),
            ),
        ),
    ),
    C("Nessian Courser", "{2}{G}", "Creature — Centaur Warrior", "", pt=("3", "3")),
    C("Grizzled Outrider", "{4}{G}", "Creature — Elf Warrior", "", pt=("5", "5")),
    C(
        "Woodland Mystic",
        "{1}{G}",
        "Creature — Elf Druid",
        "{T}: Add {G}.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
    ),
    C(
        "Druid of the Cowl",
        "{1}{G}",
        "Creature — Elf Druid",
        "{T}: Add {G}.",
        pt=("1", "3"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
    ),
    C("Vastwood Gorger", "{5}{G}", "Creature — Wurm", "", pt=("5", "6")),
    C("Axebane Stag", "{6}{G}", "Creature — Elk", "", pt=("6", "7")),
    C(
        "Garruk's Companion",
        "{G}{G}",
        "Creature — Beast",
        "Trample",
        pt=("3", "2"),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Rhox Pikemaster",
        "{2}{W}{W}",
        "Creature — Rhino Soldier",
        "First strike\nOther Soldier creatures you control have first strike.",
        pt=("3", "3"),
        statics=(
            Static(keywords=Keyword.FIRST_STRIKE, filter=Filter(subtypes=("Soldier",)), other=True),
        ),
        keywords=Keyword.FIRST_STRIKE,
    ),
    C(
        "Dragon's Claw",
        "{2}",
        "Artifact",
        "Whenever a player casts a red spell, you may gain 1 life.",
        triggers=(
            Triggered(
                when=CastSpell(who=Ref.EACH_PLAYER, filter=Filter(colors=Color.R)),
                effect=(GainLife(amount=1),),
                optional=True,
            ),
        ),
    ),
    C(
        "Angel's Feather",
        "{2}",
        "Artifact",
        "Whenever a player casts a white spell, you may gain 1 life.",
        triggers=(
            Triggered(
                when=CastSpell(who=Ref.EACH_PLAYER, filter=Filter(colors=Color.W)),
                effect=(GainLife(amount=1),),
                optional=True,
            ),
        ),
    ),
    C(
        "Pristine Talisman",
        "{3}",
        "Artifact",
        "{T}: Add {C}. You gain 1 life.",
        abilities=(
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddMana(symbols="C"),
                    GainLife(amount=1),
                ),
            ),
        ),
    ),
    C(
        "Chromatic Sphere",
        "{1}",
        "Artifact",
        "{1}, {T}, Sacrifice Chromatic Sphere: Add one mana of any color. Draw a card.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True, sacrifice_self=True),
                effect=(
                    AddOneOf(colors="WUBRG"),
                    DrawCards(count=1),
                ),
            ),
        ),
    ),
    C(
        "Ornithopter of Paradise",
        "{2}",
        "Artifact Creature — Thopter",
        "Flying\n{T}: Add one mana of any color.",
        pt=("0", "2"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WUBRG"),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Bottle Gnomes",
        "{3}",
        "Artifact Creature — Gnome",
        "Sacrifice Bottle Gnomes: You gain 3 life.",
        pt=("1", "3"),
        abilities=(Activated(cost=Cost(sacrifice_self=True), effect=(GainLife(amount=3),)),),
    ),
    C(
        "Yotian Soldier",
        "{3}",
        "Artifact Creature — Soldier",
        "Vigilance",
        pt=("1", "4"),
        keywords=Keyword.VIGILANCE,
    ),
    C(
        "Alloy Myr",
        "{3}",
        "Artifact Creature — Myr",
        "{T}: Add one mana of any color.",
        pt=("2", "2"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WUBRG"),)),),
    ),
    C(
        "Plague Myr",
        "{2}",
        "Artifact Creature — Phyrexian Myr",
        "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)\n{T}: Add {C}.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),),
        keywords=Keyword.INFECT,
    ),
    C(
        "Silver Myr",
        "{2}",
        "Artifact Creature — Myr",
        "{T}: Add {U}.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="U"),)),),
    ),
    C(
        "Gold Myr",
        "{2}",
        "Artifact Creature — Myr",
        "{T}: Add {W}.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="W"),)),),
    ),
    C(
        "Leaden Myr",
        "{2}",
        "Artifact Creature — Myr",
        "{T}: Add {B}.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="B"),)),),
    ),
    C(
        "Copper Myr",
        "{2}",
        "Artifact Creature — Myr",
        "{T}: Add {G}.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
    ),
    C(
        "Sylvan Ranger",
        "{1}{G}",
        "Creature — Elf Scout",
        "When Sylvan Ranger enters, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
        pt=("1", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
                    ),
                ),
                optional=True,
            ),
        ),
    ),
    C(
        "Borderland Ranger",
        "{2}{G}",
        "Creature — Human Scout",
        "When Borderland Ranger enters, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
                    ),
                ),
                optional=True,
            ),
        ),
    ),
    C(
        "Civic Wayfinder",
        "{2}{G}",
        "Creature — Elf Warrior Druid",
        "When Civic Wayfinder enters, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
                    ),
                ),
                optional=True,
            ),
        ),
    ),
    C(
        "Primal Huntbeast",
        "{3}{G}",
        "Creature — Beast",
        "Hexproof (This creature can't be the target of spells or abilities your opponents control.)",
        pt=("3", "3"),
        keywords=Keyword.HEXPROOF,
    ),
    C(
        "Nature's Lore",
        "{1}{G}",
        "Sorcery",
        "Search your library for a Forest card, put that card onto the battlefield, then shuffle.",
        spell=(
            SearchLibrary(
                filter=Filter(card_type=CardType.LAND, subtypes=("Forest",)), to="battlefield"
            ),
        ),
    ),
    C(
        "Three Visits",
        "{1}{G}",
        "Sorcery",
        "Search your library for a Forest card, put that card onto the battlefield, then shuffle.",
        spell=(
            SearchLibrary(
                filter=Filter(card_type=CardType.LAND, subtypes=("Forest",)), to="battlefield"
            ),
        ),
    ),
    C(
        "Sylvan Scrying",
        "{1}{G}",
        "Sorcery",
        "Search your library for a land card, reveal it, put it into your hand, then shuffle.",
        spell=(SearchLibrary(filter=Filter(card_type=CardType.LAND)),),
    ),
    C("Gigantosaurus", "{G}{G}{G}{G}{G}", "Creature — Dinosaur", "", pt=("10", "10")),
    C("Ancient Brontodon", "{6}{G}{G}", "Creature — Dinosaur", "", pt=("9", "9")),
    C("Panther Warriors", "{4}{G}", "Creature — Cat Warrior", "", pt=("6", "3")),
    C("Ashcoat Bear", "{1}{G}", "Creature — Bear", "Flash", pt=("2", "2"), keywords=Keyword.FLASH),
    C(
        "Pouncing Cheetah",
        "{2}{G}",
        "Creature — Cat",
        "Flash",
        pt=("3", "2"),
        keywords=Keyword.FLASH,
    ),
    C("Silvercoat Lion", "{1}{W}", "Creature — Cat", "", pt=("2", "2")),
    C("Dwarven Trader", "{R}", "Creature — Dwarf", "", pt=("1", "1")),
    C("Eager Cadet", "{W}", "Creature — Human Soldier", "", pt=("1", "1")),
    C("Norwood Ranger", "{G}", "Creature — Elf Scout", "", pt=("1", "2")),
    C("Cyclops of One-Eyed Pass", "{2}{R}{R}", "Creature — Cyclops", "", pt=("5", "2")),
    C(
        "Minotaur Skullcleaver",
        "{2}{R}",
        "Creature — Minotaur Berserker",
        "Haste\nWhen Minotaur Skullcleaver enters, it gets +2/+0 until end of turn.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(), effect=(Pump(power=2, toughness=0, target=Ref.SELF),)
            ),
        ),
        keywords=Keyword.HASTE,
    ),
    C(
        "Two-Headed Cerberus",
        "{1}{R}{R}",
        "Creature — Dog",
        "Double strike",
        pt=("1", "2"),
        keywords=Keyword.DOUBLE_STRIKE,
    ),
    C("Fugitive Wizard", "{U}", "Creature — Human Wizard", "", pt=("1", "1")),
    C("Armored Cancrix", "{4}{U}", "Creature — Crab", "", pt=("2", "5")),
    C("Yoked Ox", "{W}", "Creature — Ox", "", pt=("0", "4")),
    C("Goblin Roughrider", "{2}{R}", "Creature — Goblin Knight", "", pt=("3", "2")),
    C(
        "Bladetusk Boar",
        "{3}{R}",
        "Creature — Boar",
        "Intimidate (This creature can't be blocked except by artifact creatures and/or creatures that share a color with it.)",
        pt=("3", "2"),
        keywords=Keyword.INTIMIDATE,
    ),
    C(
        "Giant Scorpion",
        "{2}{B}",
        "Creature — Scorpion",
        "Deathtouch",
        pt=("1", "3"),
        keywords=Keyword.DEATHTOUCH,
    ),
    C(
        "Moaning Wall",
        "{2}{B}",
        "Creature — Zombie Wall",
        "Defender",
        pt=("0", "5"),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Plated Crusher",
        "{4}{G}{G}{G}",
        "Creature — Beast",
        "Trample, hexproof",
        pt=("7", "6"),
        keywords=Keyword.TRAMPLE | Keyword.HEXPROOF,
    ),
    C("Vorstclaw", "{4}{G}{G}", "Creature — Elemental Horror", "", pt=("7", "7")),
    C("Tolarian Scholar", "{2}{U}", "Creature — Human Wizard", "", pt=("2", "3")),
    C(
        "Aven Fisher",
        "{3}{U}",
        "Creature — Bird Soldier",
        "Flying\nWhen Aven Fisher dies, you may draw a card.",
        pt=("2", "2"),
        triggers=(Triggered(when=Dies(), effect=(DrawCards(count=1),), optional=True),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Doomed Dissenter",
        "{1}{B}",
        "Creature — Human",
        "When Doomed Dissenter dies, create a 2/2 black Zombie creature token.",
        pt=("1", "1"),
        triggers=(Triggered(when=Dies(), effect=(CreateToken(token=ZOMBIE),)),),
    ),
    C(
        "Tajuru Pathwarden",
        "{4}{G}",
        "Creature — Elf Warrior Ally",
        "Vigilance, trample",
        pt=("5", "4"),
        keywords=Keyword.VIGILANCE | Keyword.TRAMPLE,
    ),
    C(
        "Charging Monstrosaur",
        "{4}{R}",
        "Creature — Dinosaur Avatar",
        "Trample, haste",
        pt=("5", "5"),
        keywords=Keyword.HASTE | Keyword.TRAMPLE,
    ),
    C(
        "Furnace Whelp",
        "{2}{R}{R}",
        "Creature — Dragon",
        "Flying\n{R}: Furnace Whelp gets +1/+0 until end of turn.",
        pt=("2", "2"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{R}")),
                effect=(Pump(power=1, toughness=0, target=Ref.SELF),),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Dragon Hatchling",
        "{1}{R}",
        "Creature — Dragon",
        "Flying\n{R}: Dragon Hatchling gets +1/+0 until end of turn.",
        pt=("0", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{R}")),
                effect=(Pump(power=1, toughness=0, target=Ref.SELF),),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Aether Adept",
        "{1}{U}{U}",
        "Creature — Human Wizard",
        "When Aether Adept enters, return target creature to its owner's hand.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(), effect=(Bounce(target=Target(kinds=TargetKind.CREATURE)),)
            ),
        ),
    ),
    C(
        "Whitemane Lion",
        "{1}{W}",
        "Creature — Cat",
        "Flash\nWhen Whitemane Lion enters, return a creature you control to its owner's hand.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Bounce(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
            ),
        ),
        keywords=Keyword.FLASH,
    ),
    C(
        "Leonin Skyhunter",
        "{W}{W}",
        "Creature — Cat Knight",
        "Flying",
        pt=("2", "2"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Open Fire",
        "{2}{R}",
        "Instant",
        "Open Fire deals 3 damage to any target.",
        spell=(
            DealDamage(
                amount=3,
                to=Target(
                    kinds=TargetKind.PLAYER
                    | TargetKind.CREATURE
                    | TargetKind.PLANESWALKER
                    | TargetKind.BATTLE
                ),
            ),
        ),
    ),
    C(
        "Seal of Fire",
        "{R}",
        "Enchantment",
        "Sacrifice Seal of Fire: Seal of Fire deals 2 damage to any target.",
        abilities=(
            Activated(
                cost=Cost(sacrifice_self=True),
                effect=(
                    DealDamage(
                        amount=2,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
    ),
    C(
        "Flamewave Invoker",
        "{2}{R}",
        "Creature — Goblin Mutant",
        "{7}{R}: Flamewave Invoker deals 5 damage to target player or planeswalker.",
        pt=("2", "2"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{7}{R}")),
                effect=(
                    DealDamage(
                        amount=5, to=Target(kinds=TargetKind.PLAYER | TargetKind.PLANESWALKER)
                    ),
                ),
            ),
        ),
    ),
    C(
        "Vicious Hunger",
        "{B}{B}",
        "Sorcery",
        "Vicious Hunger deals 2 damage to target creature and you gain 2 life.",
        spell=(
            DealDamage(amount=2, to=Target(kinds=TargetKind.CREATURE)),
            GainLife(amount=2),
        ),
    ),
    C(
        "Read the Bones",
        "{2}{B}",
        "Sorcery",
        "Scry 2, then draw two cards. You lose 2 life.",
        spell=(
            Scry(count=2),
            DrawCards(count=2),
            LoseLife(amount=2, player=Ref.YOU),
        ),
    ),
    C(
        "Ambition's Cost",
        "{3}{B}",
        "Sorcery",
        "You draw three cards and you lose 3 life.",
        spell=(
            DrawCards(count=3),
            LoseLife(amount=3, player=Ref.YOU),
        ),
    ),
    C(
        "Painful Lesson",
        "{2}{B}",
        "Sorcery",
        "Target player draws two cards and loses 2 life.",
        spell=(
            DrawCards(count=2, player=Target(kinds=TargetKind.PLAYER)),
            LoseLife(amount=2, player=Target(kinds=TargetKind.PLAYER)),
        ),
    ),
    C(
        "Thoughtseize",
        "{B}",
        "Sorcery",
        "Target player reveals their hand. You choose a nonland card from it. That player discards that card. You lose 2 life.",
        spell=(
            Discard(
                count=1,
                player=Target(kinds=TargetKind.PLAYER),
                chooser=Controller.YOU,
                filter=Filter(not_type=CardType.LAND),
            ),
            LoseLife(amount=2, player=Ref.YOU),
        ),
    ),
    C(
        "Inquisition of Kozilek",
        "{B}",
        "Sorcery",
        "Target player reveals their hand. You choose a nonland card from it with mana value 3 or less. That player discards that card.",
        spell=(
            Discard(
                count=1,
                player=Target(kinds=TargetKind.PLAYER),
                chooser=Controller.YOU,
                filter=Filter(not_type=CardType.LAND, max_mana_value=3),
            ),
        ),
    ),
    C(
        "Distress",
        "{B}{B}",
        "Sorcery",
        "Target player reveals their hand. You choose a nonland card from it. That player discards that card.",
        spell=(
            Discard(
                count=1,
                player=Target(kinds=TargetKind.PLAYER),
                chooser=Controller.YOU,
                filter=Filter(not_type=CardType.LAND),
            ),
        ),
    ),
    C(
        "Ostracize",
        "{B}",
        "Sorcery",
        "Target opponent reveals their hand. You choose a creature card from it. That player discards that card.",
        spell=(
            Discard(
                count=1,
                player=Target(kinds=TargetKind.PLAYER, controller=Controller.OPPONENT),
                chooser=Controller.YOU,
                filter=Filter(card_type=CardType.CREATURE),
            ),
        ),
    ),
    C(
        "Remove Soul",
        "{1}{U}",
        "Instant",
        "Counter target creature spell.",
        spell=(
            CounterSpell(
                target=Target(kinds=TargetKind.SPELL, filter=Filter(card_type=CardType.CREATURE))
            ),
        ),
    ),
    C(
        "Countersquall",
        "{U}{B}",
        "Instant",
        "Counter target noncreature spell. Its controller loses 2 life.",
        spell=(
            CounterSpell(
                target=Target(kinds=TargetKind.SPELL, filter=Filter(not_type=CardType.CREATURE))
            ),
            LoseLife(amount=2, player=Ref.TARGET_CONTROLLER),
        ),
    ),
    C(
        "Void Snare",
        "{B}",
        "Sorcery",
        "Return target nonland permanent to its owner's hand.",
        spell=(
            Bounce(
                target=Target(kinds=TargetKind.PERMANENT, filter=Filter(not_type=CardType.LAND))
            ),
        ),
    ),
    C(
        "Disperse",
        "{1}{U}",
        "Instant",
        "Return target nonland permanent to its owner's hand.",
        spell=(
            Bounce(
                target=Target(kinds=TargetKind.PERMANENT, filter=Filter(not_type=CardType.LAND))
            ),
        ),
    ),
    C(
        "Foresee",
        "{3}{U}",
        "Sorcery",
        "Scry 4, then draw two cards.",
        spell=(
            Scry(count=4),
            DrawCards(count=2),
        ),
    ),
    C(
        "Opportunity",
        "{2}{U}{U}",
        "Instant",
        "Target player draws four cards.",
        spell=(DrawCards(count=4, player=Target(kinds=TargetKind.PLAYER)),),
    ),
    C(
        "Stroke of Genius",
        "{X}{2}{U}",
        "Instant",
        "Target player draws X cards.",
        spell=(DrawCards(count="X", player=Target(kinds=TargetKind.PLAYER)),),
    ),
    C(
        "Sift",
        "{3}{U}",
        "Sorcery",
        "Draw three cards, then discard a card.",
        spell=(
            DrawCards(count=3),
            Discard(count=1),
        ),
    ),
    C(
        "Glimpse the Unthinkable",
        "{U}{B}",
        "Sorcery",
        "Target player mills ten cards.",
        spell=(Mill(count=10, player=Target(kinds=TargetKind.PLAYER)),),
    ),
    C(
        "Tome Scour",
        "{U}",
        "Sorcery",
        "Target player mills five cards.",
        spell=(Mill(count=5, player=Target(kinds=TargetKind.PLAYER)),),
    ),
    C("Jace's Ingenuity", "{3}{U}{U}", "Instant", "Draw three cards.", spell=(DrawCards(count=3),)),
    C(
        "Predator's Strike",
        "{1}{G}",
        "Instant",
        "Target creature gets +3/+3 and gains trample until end of turn.",
        spell=(
            Pump(
                power=3,
                toughness=3,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.TRAMPLE,
            ),
        ),
    ),
    C(
        "Gather Courage",
        "{G}",
        "Instant",
        "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nTarget creature gets +2/+2 until end of turn.",
        spell=(Pump(power=2, toughness=2, target=Target(kinds=TargetKind.CREATURE)),),
        keywords=Keyword.CONVOKE,
    ),
    C(
        "Become Immense",
        "{5}{G}",
        "Instant",
        "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nTarget creature gets +6/+6 until end of turn.",
        spell=(Pump(power=6, toughness=6, target=Target(kinds=TargetKind.CREATURE)),),
        keywords=Keyword.DELVE,
    ),
    C(
        "Larger Than Life",
        "{1}{G}",
        "Sorcery",
        "Target creature gets +4/+4 and gains trample until end of turn.",
        spell=(
            Pump(
                power=4,
                toughness=4,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.TRAMPLE,
            ),
        ),
    ),
    C(
        "Pounce",
        "{1}{G}",
        "Instant",
        "Target creature you control fights target creature you don't control.",
        spell=(
            Fight(
                first=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU),
                second=Target(kinds=TargetKind.CREATURE, controller=Controller.OPPONENT),
            ),
        ),
    ),
    C(
        "Creeping Mold",
        "{2}{G}{G}",
        "Sorcery",
        "Destroy target artifact, enchantment, or land.",
        spell=(
            Destroy(
                target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT | TargetKind.LAND)
            ),
        ),
    ),
    C(
        "Solemn Offering",
        "{2}{W}",
        "Sorcery",
        "Destroy target artifact or enchantment. You gain 4 life.",
        spell=(
            Destroy(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)),
            GainLife(amount=4),
        ),
    ),
    C(
        "Seal of Cleansing",
        "{1}{W}",
        "Enchantment",
        "Sacrifice Seal of Cleansing: Destroy target artifact or enchantment.",
        abilities=(
            Activated(
                cost=Cost(sacrifice_self=True),
                effect=(
                    Destroy(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)),
                ),
            ),
        ),
    ),
    C(
        "Kill Shot",
        "{2}{W}",
        "Instant",
        "Destroy target attacking creature.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE, filter=Filter(attacking=True))),),
    ),
    C(
        "Triplicate Spirits",
        "{4}{W}{W}",
        "Sorcery",
        "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nCreate three 1/1 white Spirit creature tokens with flying.",
        spell=(CreateToken(token=SPIRIT, count=3),),
        keywords=Keyword.CONVOKE,
    ),
    C(
        "Midnight Haunting",
        "{2}{W}",
        "Instant",
        "Create two 1/1 white Spirit creature tokens with flying.",
        spell=(CreateToken(token=SPIRIT, count=2),),
    ),
    C(
        "Captain's Call",
        "{3}{W}",
        "Sorcery",
        "Create three 1/1 white Soldier creature tokens.",
        spell=(CreateToken(token=SOLDIER, count=3),),
    ),
    C(
        "Secure the Wastes",
        "{X}{W}",
        "Instant",
        "Create X 1/1 white Warrior creature tokens.",
        spell=(
            CreateToken(
                token=token("Warrior", pt=(1, 1), color="W", subtypes=("Warrior",)), count="X"
            ),
        ),
    ),
    C(
        "Call the Cavalry",
        "{3}{W}",
        "Sorcery",
        "Create two 2/2 white Knight creature tokens with vigilance.",
        spell=(CreateToken(token=KNIGHT, count=2),),
    ),
    C(
        "Flood Plain",
        None,
        "Land",
        "Flood Plain enters tapped.\n{T}, Sacrifice Flood Plain: Search your library for a Plains or Island card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(
                            card_type=CardType.LAND,
                            subtypes=(
                                "Plains",
                                "Island",
                            ),
                        ),
                        to="battlefield",
                    ),
                ),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Bad River",
        None,
        "Land",
        "Bad River enters tapped.\n{T}, Sacrifice Bad River: Search your library for an Island or Swamp card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(
                            card_type=CardType.LAND,
                            subtypes=(
                                "Island",
                                "Swamp",
                            ),
                        ),
                        to="battlefield",
                    ),
                ),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Grasslands",
        None,
        "Land",
        "Grasslands enters tapped.\n{T}, Sacrifice Grasslands: Search your library for a Forest or Plains card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(
                            card_type=CardType.LAND,
                            subtypes=(
                                "Forest",
                                "Plains",
                            ),
                        ),
                        to="battlefield",
                    ),
                ),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Mountain Valley",
        None,
        "Land",
        "Mountain Valley enters tapped.\n{T}, Sacrifice Mountain Valley: Search your library for a Mountain or Forest card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(
                            card_type=CardType.LAND,
                            subtypes=(
                                "Mountain",
                                "Forest",
                            ),
                        ),
                        to="battlefield",
                    ),
                ),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Rocky Tar Pit",
        None,
        "Land",
        "Rocky Tar Pit enters tapped.\n{T}, Sacrifice Rocky Tar Pit: Search your library for a Swamp or Mountain card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(
                            card_type=CardType.LAND,
                            subtypes=(
                                "Swamp",
                                "Mountain",
                            ),
                        ),
                        to="battlefield",
                    ),
                ),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Prismatic Vista",
        None,
        "Land",
        "{T}: Add {C}.\n{T}, Pay 1 life, Sacrifice Prismatic Vista: Search your library for a basic land card, put it onto the battlefield, then shuffle.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True, life=1, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC),
                        to="battlefield",
                    ),
                ),
            ),
        ),
    ),
    C(
        "Vulshok Sorcerer",
        "{1}{R}{R}",
        "Creature — Human Shaman",
        "Haste\n{T}: Vulshok Sorcerer deals 1 damage to any target.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(tap=True),
                effect=(
                    DealDamage(
                        amount=1,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
        keywords=Keyword.HASTE,
    ),
    C(
        "Cunning Sparkmage",
        "{2}{R}",
        "Creature — Human Shaman",
        "Haste\n{T}: Cunning Sparkmage deals 1 damage to any target.",
        pt=("0", "1"),
        abilities=(
            Activated(
                cost=Cost(tap=True),
                effect=(
                    DealDamage(
                        amount=1,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
        keywords=Keyword.HASTE,
    ),
    C(
        "Razorfoot Griffin",
        "{3}{W}",
        "Creature — Griffin",
        "Flying\nFirst strike",
        pt=("2", "2"),
        keywords=Keyword.FLYING | Keyword.FIRST_STRIKE,
    ),
    C(
        "Jeskai Student",
        "{1}{W}",
        "Creature — Human Monk",
        "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
        pt=("1", "3"),
        keywords=Keyword.PROWESS,
    ),
    C(
        "Fanatical Firebrand",
        "{R}",
        "Creature — Goblin Pirate",
        "Haste\n{T}, Sacrifice Fanatical Firebrand: It deals 1 damage to any target.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(tap=True, sacrifice_self=True),
                effect=(
                    DealDamage(
                        amount=1,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
        keywords=Keyword.HASTE,
    ),
    C(
        "Bloodfire Expert",
        "{2}{R}",
        "Creature — Efreet Monk",
        "Prowess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
        pt=("3", "1"),
        keywords=Keyword.PROWESS,
    ),
    C(
        "Radiant Fountain",
        None,
        "Land",
        "When Radiant Fountain enters, you gain 2 life.\n{T}: Add {C}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=2),)),),
    ),
    C(
        "Kabira Crossroads",
        None,
        "Land",
        "Kabira Crossroads enters tapped.\nWhen Kabira Crossroads enters, you gain 2 life.\n{T}: Add {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="W"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=2),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Zhalfirin Void",
        None,
        "Land",
        "When Zhalfirin Void enters, scry 1.\n{T}: Add {C}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=1),)),),
    ),
    C(
        "Unknown Shores",
        None,
        "Land",
        "{T}: Add {C}.\n{1}, {T}: Add one mana of any color.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddOneOf(colors="WUBRG"),)
            ),
        ),
    ),
    C(
        "Shimmering Grotto",
        None,
        "Land",
        "{T}: Add {C}.\n{1}, {T}: Add one mana of any color.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddOneOf(colors="WUBRG"),)
            ),
        ),
    ),
    C(
        "City of Brass",
        None,
        "Land",
        "{T}: Add one mana of any color. City of Brass deals 1 damage to you.",
        abilities=(
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="WUBRG"),
                    DealDamage(amount=1, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Mana Confluence",
        None,
        "Land",
        "{T}, Pay 1 life: Add one mana of any color.",
        abilities=(Activated(cost=Cost(tap=True, life=1), effect=(AddOneOf(colors="WUBRG"),)),),
    ),
    C(
        "Tarnished Citadel",
        None,
        "Land",
        "{T}: Add {C}.\n{T}: Add one mana of any color. Tarnished Citadel deals 3 damage to you.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(tap=True),
                effect=(
                    AddOneOf(colors="WUBRG"),
                    DealDamage(amount=3, to=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Warped Landscape",
        None,
        "Land",
        "{T}: Add {C}.\n{2}, {T}, Sacrifice Warped Landscape: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}"), tap=True, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC),
                        to="battlefield",
                        tapped=True,
                    ),
                ),
            ),
        ),
    ),
    C(
        "Khalni Garden",
        None,
        "Land",
        "Khalni Garden enters tapped.\nWhen Khalni Garden enters, create a 0/1 green Plant creature token.\n{T}: Add {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    CreateToken(token=token("Plant", pt=(0, 1), color="G", subtypes=("Plant",))),
                ),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Teetering Peaks",
        None,
        "Land",
        "Teetering Peaks enters tapped.\nWhen Teetering Peaks enters, target creature gets +2/+0 until end of turn.\n{T}: Add {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="R"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Pump(power=2, toughness=0, target=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Piranha Marsh",
        None,
        "Land",
        "Piranha Marsh enters tapped.\nWhen Piranha Marsh enters, target player loses 1 life.\n{T}: Add {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="B"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(LoseLife(amount=1, player=Target(kinds=TargetKind.PLAYER)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Mana Tithe",
        "{W}",
        "Instant",
        "Counter target spell unless its controller pays {1}.",
        spell=(CounterSpell(target=Target(kinds=TargetKind.SPELL), unless_pay=1),),
    ),
    C(
        "Languish",
        "{2}{B}{B}",
        "Sorcery",
        "All creatures get -4/-4 until end of turn.",
        spell=(Pump(power=-4, toughness=-4, target=Ref.EACH_CREATURE),),
    ),
    C(
        "Drown in Sorrow",
        "{1}{B}{B}",
        "Sorcery",
        "All creatures get -2/-2 until end of turn.",
        spell=(Pump(power=-2, toughness=-2, target=Ref.EACH_CREATURE),),
    ),
    C(
        "Cower in Fear",
        "{1}{B}{B}",
        "Instant",
        "Creatures your opponents control get -1/-1 until end of turn.",
        spell=(Pump(power=-1, toughness=-1, target=Ref.CREATURES_OPPONENTS_CONTROL),),
    ),
    C(
        "Shrivel",
        "{1}{B}",
        "Sorcery",
        "All creatures get -1/-1 until end of turn.",
        spell=(Pump(power=-1, toughness=-1, target=Ref.EACH_CREATURE),),
    ),
    C(
        "Infest",
        "{1}{B}{B}",
        "Sorcery",
        "All creatures get -2/-2 until end of turn.",
        spell=(Pump(power=-2, toughness=-2, target=Ref.EACH_CREATURE),),
    ),
    C(
        "Charge",
        "{W}",
        "Instant",
        "Creatures you control get +1/+1 until end of turn.",
        spell=(Pump(power=1, toughness=1, target=Ref.CREATURES_YOU_CONTROL),),
    ),
    C(
        "Solidarity",
        "{3}{W}",
        "Instant",
        "Creatures you control get +0/+5 until end of turn.",
        spell=(Pump(power=0, toughness=5, target=Ref.CREATURES_YOU_CONTROL),),
    ),
    C(
        "Wildsize",
        "{2}{G}",
        "Instant",
        "Target creature gets +2/+2 and gains trample until end of turn.\nDraw a card.",
        spell=(
            Pump(
                power=2,
                toughness=2,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.TRAMPLE,
            ),
            DrawCards(count=1),
        ),
    ),
    C(
        "Mighty Leap",
        "{1}{W}",
        "Instant",
        "Target creature gets +2/+2 and gains flying until end of turn.",
        spell=(
            Pump(
                power=2,
                toughness=2,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.FLYING,
            ),
        ),
    ),
    C(
        "Brute Strength",
        "{1}{R}",
        "Instant",
        "Target creature gets +3/+1 and gains trample until end of turn.",
        spell=(
            Pump(
                power=3,
                toughness=1,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.TRAMPLE,
            ),
        ),
    ),
    C(
        "Titan's Strength",
        "{R}",
        "Instant",
        "Target creature gets +3/+1 until end of turn. Scry 1.",
        spell=(
            Pump(power=3, toughness=1, target=Target(kinds=TargetKind.CREATURE)),
            Scry(count=1),
        ),
    ),
    C(
        "Infuriate",
        "{R}",
        "Instant",
        "Target creature gets +3/+2 until end of turn.",
        spell=(Pump(power=3, toughness=2, target=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Kindled Fury",
        "{R}",
        "Instant",
        "Target creature gets +1/+0 and gains first strike until end of turn.",
        spell=(
            Pump(
                power=1,
                toughness=0,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.FIRST_STRIKE,
            ),
        ),
    ),
    C(
        "Lightning Greaves",
        "{2}",
        "Artifact — Equipment",
        "Equipped creature has haste and shroud. (It can't be the target of spells or abilities.)\nEquip {0}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{0}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {0}",
            ),
        ),
        statics=(
            Static(keywords=Keyword.HASTE | Keyword.SHROUD, applies_to=Ref.ENCHANTED_OR_EQUIPPED),
        ),
    ),
    C(
        "Swiftfoot Boots",
        "{2}",
        "Artifact — Equipment",
        "Equipped creature has hexproof and haste. (It can't be the target of spells or abilities your opponents control, and it can attack and {T} no matter when it came under your control.)\nEquip {1}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {1}",
            ),
        ),
        statics=(
            Static(keywords=Keyword.HASTE | Keyword.HEXPROOF, applies_to=Ref.ENCHANTED_OR_EQUIPPED),
        ),
    ),
    C(
        "Shuko",
        "{1}",
        "Artifact — Equipment",
        "Equipped creature gets +1/+0.\nEquip {0}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{0}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {0}",
            ),
        ),
        statics=(Static(power=1, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Barbed Battlegear",
        "{3}",
        "Artifact — Equipment",
        "Equipped creature gets +4/-1.\nEquip {2}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {2}",
            ),
        ),
        statics=(Static(power=4, toughness=-1, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Vulshok Battlegear",
        "{5}",
        "Artifact — Equipment",
        "Equipped creature gets +3/+3.\nEquip {3}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{3}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {3}",
            ),
        ),
        statics=(Static(power=3, toughness=3, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Bladed Pinions",
        "{2}",
        "Artifact — Equipment",
        "Equipped creature has flying and first strike.\nEquip {2}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {2}",
            ),
        ),
        statics=(
            Static(
                keywords=Keyword.FLYING | Keyword.FIRST_STRIKE, applies_to=Ref.ENCHANTED_OR_EQUIPPED
            ),
        ),
    ),
    C(
        "Darksteel Axe",
        "{1}",
        "Artifact — Equipment",
        "Indestructible\nEquipped creature gets +2/+0.\nEquip {2}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {2}",
            ),
        ),
        statics=(Static(power=2, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        keywords=Keyword.INDESTRUCTIBLE,
    ),
    C(
        "Cobbled Wings",
        "{2}",
        "Artifact — Equipment",
        "Equipped creature has flying.\nEquip {1}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {1}",
            ),
        ),
        statics=(Static(keywords=Keyword.FLYING, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Neurok Hoversail",
        "{1}",
        "Artifact — Equipment",
        "Equipped creature has flying.\nEquip {2}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {2}",
            ),
        ),
        statics=(Static(keywords=Keyword.FLYING, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Horned Helm",
        "{2}",
        "Artifact — Equipment",
        "Equipped creature gets +1/+1 and has trample.\nEquip {1}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {1}",
            ),
        ),
        statics=(
            Static(
                power=1, toughness=1, keywords=Keyword.TRAMPLE, applies_to=Ref.ENCHANTED_OR_EQUIPPED
            ),
        ),
    ),
    C(
        "Merfolk Looter",
        "{1}{U}",
        "Creature — Merfolk Rogue",
        "{T}: Draw a card, then discard a card.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(tap=True),
                effect=(
                    DrawCards(count=1),
                    Discard(count=1),
                ),
            ),
        ),
    ),
    C(
        "Augury Owl",
        "{1}{U}",
        "Creature — Bird",
        "Flying\nWhen Augury Owl enters, scry 3.",
        pt=("1", "1"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=3),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Omenspeaker",
        "{1}{U}",
        "Creature — Human Wizard",
        "When Omenspeaker enters, scry 2.",
        pt=("1", "3"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=2),)),),
    ),
    C(
        "Judge's Familiar",
        "{W/U}",
        "Creature — Bird",
        "Flying\nSacrifice Judge's Familiar: Counter target instant or sorcery spell unless its controller pays {1}.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(sacrifice_self=True),
                effect=(
                    CounterSpell(
                        target=Target(
                            kinds=TargetKind.SPELL,
                            filter=Filter(card_type=CardType.INSTANT | CardType.SORCERY),
                        ),
                        unless_pay=1,
                    ),
                ),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Skinrender",
        "{2}{B}{B}",
        "Creature — Phyrexian Zombie",
        "When Skinrender enters, put three -1/-1 counters on target creature.",
        pt=("3", "3"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    PutCounters(count=3, target=Target(kinds=TargetKind.CREATURE), kind="-1/-1"),
                ),
            ),
        ),
    ),
    C(
        "Rampaging Baloths",
        "{4}{G}{G}",
        "Creature — Beast",
        "Trample\nLandfall — Whenever a land you control enters, you may create a 4/4 green Beast creature token.",
        pt=("6", "6"),
        triggers=(
            Triggered(
                when=LandEnters(),
                effect=(
                    CreateToken(token=token("Beast", pt=(4, 4), color="G", subtypes=("Beast",))),
                ),
                optional=True,
            ),
        ),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Grazing Gladehart",
        "{2}{G}",
        "Creature — Antelope",
        "Landfall — Whenever a land you control enters, you may gain 2 life.",
        pt=("2", "2"),
        triggers=(Triggered(when=LandEnters(), effect=(GainLife(amount=2),), optional=True),),
    ),
    C(
        "Akoum Hellhound",
        "{R}",
        "Creature — Elemental Dog",
        "Landfall — Whenever a land you control enters, Akoum Hellhound gets +2/+2 until end of turn.",
        pt=("0", "1"),
        triggers=(
            Triggered(when=LandEnters(), effect=(Pump(power=2, toughness=2, target=Ref.SELF),)),
        ),
    ),
    C(
        "Scythe Leopard",
        "{G}",
        "Creature — Cat",
        "Landfall — Whenever a land you control enters, Scythe Leopard gets +1/+1 until end of turn.",
        pt=("1", "1"),
        triggers=(
            Triggered(when=LandEnters(), effect=(Pump(power=1, toughness=1, target=Ref.SELF),)),
        ),
    ),
    C(
        "Snapping Gnarlid",
        "{1}{G}",
        "Creature — Beast",
        "Landfall — Whenever a land you control enters, Snapping Gnarlid gets +1/+1 until end of turn.",
        pt=("2", "2"),
        triggers=(
            Triggered(when=LandEnters(), effect=(Pump(power=1, toughness=1, target=Ref.SELF),)),
        ),
    ),
    C(
        "Valakut Predator",
        "{2}{R}",
        "Creature — Elemental",
        "Landfall — Whenever a land you control enters, Valakut Predator gets +2/+2 until end of turn.",
        pt=("3", "2"),
        triggers=(
            Triggered(when=LandEnters(), effect=(Pump(power=2, toughness=2, target=Ref.SELF),)),
        ),
    ),
    C(
        "Territorial Baloth",
        "{4}{G}",
        "Creature — Beast",
        "Landfall — Whenever a land you control enters, Territorial Baloth gets +2/+2 until end of turn.",
        pt=("4", "4"),
        triggers=(
            Triggered(when=LandEnters(), effect=(Pump(power=2, toughness=2, target=Ref.SELF),)),
        ),
    ),
    C(
        "Ondu Giant",
        "{3}{G}",
        "Creature — Giant Druid",
        "When Ondu Giant enters, you may search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
        pt=("2", "4"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC),
                        to="battlefield",
                        tapped=True,
                    ),
                ),
                optional=True,
            ),
        ),
    ),
    C(
        "Emeria Angel",
        "{2}{W}{W}",
        "Creature — Angel",
        "Flying\nLandfall — Whenever a land you control enters, you may create a 1/1 white Bird creature token with flying.",
        pt=("3", "3"),
        triggers=(Triggered(when=LandEnters(), effect=(CreateToken(token=BIRD),), optional=True),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Nimbus Wings",
        "{1}{W}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +1/+2 and has flying.",
        statics=(
            Static(
                power=1, toughness=2, keywords=Keyword.FLYING, applies_to=Ref.ENCHANTED_OR_EQUIPPED
            ),
        ),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Shadowmage Infiltrator",
        "{1}{U}{B}",
        "Creature — Human Wizard",
        "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)\nWhenever Shadowmage Infiltrator deals combat damage to a player, you may draw a card.",
        pt=("1", "3"),
        triggers=(
            Triggered(
                when=DealsCombatDamageToPlayer(), effect=(DrawCards(count=1),), optional=True
            ),
        ),
        keywords=Keyword.FEAR,
    ),
    C(
        "Scroll Thief",
        "{2}{U}",
        "Creature — Merfolk Rogue",
        "Whenever Scroll Thief deals combat damage to a player, draw a card.",
        pt=("1", "3"),
        triggers=(Triggered(when=DealsCombatDamageToPlayer(), effect=(DrawCards(count=1),)),),
    ),
    C(
        "Slither Blade",
        "{1}{U}",
        "Creature — Naga Rogue",
        "Slither Blade can't be blocked.",
        pt=("1", "2"),
        keywords=Keyword.UNBLOCKABLE,
    ),
    C(
        "Mist-Cloaked Herald",
        "{U}",
        "Creature — Merfolk Warrior",
        "Mist-Cloaked Herald can't be blocked.",
        pt=("1", "1"),
        keywords=Keyword.UNBLOCKABLE,
    ),
    C(
        "Triton Shorestalker",
        "{U}",
        "Creature — Merfolk Rogue",
        "Triton Shorestalker can't be blocked.",
        pt=("1", "1"),
        keywords=Keyword.UNBLOCKABLE,
    ),
    C(
        "Talrand, Sky Summoner",
        "{2}{U}{U}",
        "Legendary Creature — Merfolk Wizard",
        "Whenever you cast an instant or sorcery spell, create a 2/2 blue Drake creature token with flying.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=CastSpell(filter=Filter(card_type=CardType.INSTANT | CardType.SORCERY)),
                effect=(CreateToken(token=DRAKE),),
            ),
        ),
    ),
    C(
        "Murmuring Mystic",
        "{3}{U}",
        "Creature — Human Wizard",
        "Whenever you cast an instant or sorcery spell, create a 1/1 blue Bird Illusion creature token with flying.",
        pt=("1", "5"),
        triggers=(
            Triggered(
                when=CastSpell(filter=Filter(card_type=CardType.INSTANT | CardType.SORCERY)),
                effect=(
                    CreateToken(
                        token=token(
                            "Bird Illusion",
                            pt=(1, 1),
                            color="U",
                            subtypes=(
                                "Bird",
                                "Illusion",
                            ),
                            keywords=Keyword.FLYING,
                        )
                    ),
                ),
            ),
        ),
    ),
    C(
        "Beast Whisperer",
        "{2}{G}{G}",
        "Creature — Elf Druid",
        "Whenever you cast a creature spell, draw a card.",
        pt=("4", "3"),
        triggers=(
            Triggered(
                when=CastSpell(filter=Filter(card_type=CardType.CREATURE)),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Verduran Enchantress",
        "{1}{G}{G}",
        "Creature — Human Druid",
        "Whenever you cast an enchantment spell, you may draw a card.",
        pt=("0", "2"),
        triggers=(
            Triggered(
                when=CastSpell(filter=Filter(card_type=CardType.ENCHANTMENT)),
                effect=(DrawCards(count=1),),
                optional=True,
            ),
        ),
    ),
    C(
        "Argothian Enchantress",
        "{1}{G}",
        "Creature — Human Druid",
        "Shroud\nWhenever you cast an enchantment spell, draw a card.",
        pt=("0", "1"),
        triggers=(
            Triggered(
                when=CastSpell(filter=Filter(card_type=CardType.ENCHANTMENT)),
                effect=(DrawCards(count=1),),
            ),
        ),
        keywords=Keyword.SHROUD,
    ),
    C(
        "Enchantress's Presence",
        "{2}{G}",
        "Enchantment",
        "Whenever you cast an enchantment spell, draw a card.",
        triggers=(
            Triggered(
                when=CastSpell(filter=Filter(card_type=CardType.ENCHANTMENT)),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Mesa Enchantress",
        "{1}{W}{W}",
        "Creature — Human Druid",
        "Whenever you cast an enchantment spell, you may draw a card.",
        pt=("0", "2"),
        triggers=(
            Triggered(
                when=CastSpell(filter=Filter(card_type=CardType.ENCHANTMENT)),
                effect=(DrawCards(count=1),),
                optional=True,
            ),
        ),
    ),
    C(
        "Sylvan Caryatid",
        "{1}{G}",
        "Creature — Plant",
        "Defender, hexproof\n{T}: Add one mana of any color.",
        pt=("0", "3"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WUBRG"),)),),
        keywords=Keyword.DEFENDER | Keyword.HEXPROOF,
    ),
    C(
        "Jaddi Offshoot",
        "{G}",
        "Creature — Plant",
        "Defender\nLandfall — Whenever a land you control enters, you gain 1 life.",
        pt=("0", "3"),
        triggers=(Triggered(when=LandEnters(), effect=(GainLife(amount=1),)),),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Vine Trellis",
        "{1}{G}",
        "Creature — Plant Wall",
        "Defender\n{T}: Add {G}.",
        pt=("0", "4"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Llanowar Tribe",
        "{G}{G}{G}",
        "Creature — Elf Druid",
        "{T}: Add {G}{G}{G}.",
        pt=("3", "3"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="GGG"),)),),
    ),
    C(
        "Farhaven Elf",
        "{2}{G}",
        "Creature — Elf Druid",
        "When Farhaven Elf enters, you may search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
        pt=("1", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC),
                        to="battlefield",
                        tapped=True,
                    ),
                ),
                optional=True,
            ),
        ),
    ),
    C(
        "Greenweaver Druid",
        "{2}{G}",
        "Creature — Elf Druid",
        "{T}: Add {G}{G}.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="GG"),)),),
    ),
    C(
        "Meandering River",
        None,
        "Land",
        "Meandering River enters tapped.\n{T}: Add {W} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Submerged Boneyard",
        None,
        "Land",
        "Submerged Boneyard enters tapped.\n{T}: Add {U} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Cinder Barrens",
        None,
        "Land",
        "Cinder Barrens enters tapped.\n{T}: Add {B} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Timber Gorge",
        None,
        "Land",
        "Timber Gorge enters tapped.\n{T}: Add {R} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RG"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Tranquil Expanse",
        None,
        "Land",
        "Tranquil Expanse enters tapped.\n{T}: Add {G} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Forsaken Sanctuary",
        None,
        "Land",
        "Forsaken Sanctuary enters tapped.\n{T}: Add {W} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WB"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Highland Lake",
        None,
        "Land",
        "Highland Lake enters tapped.\n{T}: Add {U} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UR"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Foul Orchard",
        None,
        "Land",
        "Foul Orchard enters tapped.\n{T}: Add {B} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BG"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Stone Quarry",
        None,
        "Land",
        "Stone Quarry enters tapped.\n{T}: Add {R} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RW"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Woodland Stream",
        None,
        "Land",
        "Woodland Stream enters tapped.\n{T}: Add {G} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GU"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Abzan Banner",
        "{3}",
        "Artifact",
        "{T}: Add {W}, {B}, or {G}.\n{W}{B}{G}, {T}, Sacrifice Abzan Banner: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WBG"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{W}{B}{G}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Jeskai Banner",
        "{3}",
        "Artifact",
        "{T}: Add {U}, {R}, or {W}.\n{U}{R}{W}, {T}, Sacrifice Jeskai Banner: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="URW"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{U}{R}{W}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Sultai Banner",
        "{3}",
        "Artifact",
        "{T}: Add {B}, {G}, or {U}.\n{B}{G}{U}, {T}, Sacrifice Sultai Banner: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BGU"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{B}{G}{U}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Mardu Banner",
        "{3}",
        "Artifact",
        "{T}: Add {R}, {W}, or {B}.\n{R}{W}{B}, {T}, Sacrifice Mardu Banner: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RWB"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{R}{W}{B}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Temur Banner",
        "{3}",
        "Artifact",
        "{T}: Add {G}, {U}, or {R}.\n{G}{U}{R}, {T}, Sacrifice Temur Banner: Draw a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GUR"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{G}{U}{R}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Prophetic Prism",
        "{2}",
        "Artifact",
        "When Prophetic Prism enters, draw a card.\n{1}, {T}: Add one mana of any color.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddOneOf(colors="WUBRG"),)
            ),
        ),
        triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(count=1),)),),
    ),
    C(
        "Traveler's Amulet",
        "{1}",
        "Artifact",
        "{1}, Sacrifice Traveler's Amulet: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
                    ),
                ),
            ),
        ),
    ),
    C(
        "Wayfarer's Bauble",
        "{1}",
        "Artifact",
        "{2}, {T}, Sacrifice Wayfarer's Bauble: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}"), tap=True, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC),
                        to="battlefield",
                        tapped=True,
                    ),
                ),
            ),
        ),
    ),
    C(
        "Expedition Map",
        "{1}",
        "Artifact",
        "{2}, {T}, Sacrifice Expedition Map: Search your library for a land card, reveal it, put it into your hand, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}"), tap=True, sacrifice_self=True),
                effect=(SearchLibrary(filter=Filter(card_type=CardType.LAND)),),
            ),
        ),
    ),
    C(
        "Pilgrim's Eye",
        "{3}",
        "Artifact Creature — Thopter",
        "Flying\nWhen Pilgrim's Eye enters, you may search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
        pt=("1", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
                    ),
                ),
                optional=True,
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Hedron Archive",
        "{4}",
        "Artifact",
        "{T}: Add {C}{C}.\n{2}, {T}, Sacrifice Hedron Archive: Draw two cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="CC"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=2),),
            ),
        ),
    ),
    C(
        "Fountain of Renewal",
        "{1}",
        "Artifact",
        "At the beginning of your upkeep, you gain 1 life.\n{3}, Sacrifice Fountain of Renewal: Draw a card.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{3}"), sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
        triggers=(
            Triggered(when=BeginningOfStep(step=StepName.UPKEEP), effect=(GainLife(amount=1),)),
        ),
    ),
    C(
        "Executioner's Capsule",
        "{B}",
        "Artifact",
        "{1}{B}, {T}, Sacrifice Executioner's Capsule: Destroy target nonblack creature.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{B}"), tap=True, sacrifice_self=True),
                effect=(
                    Destroy(
                        target=Target(kinds=TargetKind.CREATURE, filter=Filter(not_colors=Color.B))
                    ),
                ),
            ),
        ),
    ),
    C(
        "Aether Spellbomb",
        "{1}",
        "Artifact",
        "{U}, Sacrifice Aether Spellbomb: Return target creature to its owner's hand.\n{1}, Sacrifice Aether Spellbomb: Draw a card.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{U}"), sacrifice_self=True),
                effect=(Bounce(target=Target(kinds=TargetKind.CREATURE)),),
            ),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Pyrite Spellbomb",
        "{1}",
        "Artifact",
        "{R}, Sacrifice Pyrite Spellbomb: It deals 2 damage to any target.\n{1}, Sacrifice Pyrite Spellbomb: Draw a card.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{R}"), sacrifice_self=True),
                effect=(
                    DealDamage(
                        amount=2,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Necrogen Spellbomb",
        "{1}",
        "Artifact",
        "{B}, Sacrifice Necrogen Spellbomb: Target player discards a card.\n{1}, Sacrifice Necrogen Spellbomb: Draw a card.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{B}"), sacrifice_self=True),
                effect=(
                    Discard(
                        count=1, player=Target(kinds=TargetKind.PLAYER), chooser=Controller.OPPONENT
                    ),
                ),
            ),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Sunbeam Spellbomb",
        "{1}",
        "Artifact",
        "{W}, Sacrifice Sunbeam Spellbomb: You gain 5 life.\n{1}, Sacrifice Sunbeam Spellbomb: Draw a card.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{W}"), sacrifice_self=True),
                effect=(GainLife(amount=5),),
            ),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), sacrifice_self=True),
                effect=(DrawCards(count=1),),
            ),
        ),
    ),
    C(
        "Jalum Tome",
        "{3}",
        "Artifact",
        "{2}, {T}: Draw a card, then discard a card.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}"), tap=True),
                effect=(
                    DrawCards(count=1),
                    Discard(count=1),
                ),
            ),
        ),
    ),
    C(
        "Mana Prism",
        "{3}",
        "Artifact",
        "{T}: Add {C}.\n{1}, {T}: Add one mana of any color.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddOneOf(colors="WUBRG"),)
            ),
        ),
    ),
    C(
        "Prismatic Lens",
        "{2}",
        "Artifact",
        "{T}: Add {C}.\n{1}, {T}: Add one mana of any color.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True), effect=(AddOneOf(colors="WUBRG"),)
            ),
        ),
    ),
    C(
        "Mana Geode",
        "{4}",
        "Artifact",
        "When Mana Geode enters, scry 1.\n{T}: Add one mana of any color.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WUBRG"),)),),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=1),)),),
    ),
    C(
        "Manakin",
        "{2}",
        "Artifact Creature — Construct",
        "{T}: Add {C}.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),),
    ),
    C(
        "Roc of Kher Ridges",
        "{3}{R}",
        "Creature — Bird",
        "Flying",
        pt=("3", "3"),
        keywords=Keyword.FLYING,
    ),
    C(
        "War Mammoth",
        "{3}{G}",
        "Creature — Elephant",
        "Trample",
        pt=("3", "3"),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Wall of Ice",
        "{2}{G}",
        "Creature — Wall",
        "Defender",
        pt=("0", "7"),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Wall of Fire",
        "{1}{R}{R}",
        "Creature — Wall",
        "Defender\n{R}: Wall of Fire gets +1/+0 until end of turn.",
        pt=("0", "5"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{R}")),
                effect=(Pump(power=1, toughness=0, target=Ref.SELF),),
            ),
        ),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Wall of Water",
        "{1}{U}{U}",
        "Creature — Wall",
        "Defender\n{U}: Wall of Water gets +1/+0 until end of turn.",
        pt=("0", "5"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{U}")),
                effect=(Pump(power=1, toughness=0, target=Ref.SELF),),
            ),
        ),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Wall of Spears",
        "{3}",
        "Artifact Creature — Wall",
        "Defender\nFirst strike",
        pt=("2", "3"),
        keywords=Keyword.DEFENDER | Keyword.FIRST_STRIKE,
    ),
    C("Scaled Wurm", "{7}{G}", "Creature — Wurm", "", pt=("7", "6")),
    C(
        "Anaba Bodyguard",
        "{3}{R}",
        "Creature — Minotaur",
        "First strike",
        pt=("2", "3"),
        keywords=Keyword.FIRST_STRIKE,
    ),
    C("Goblin Hero", "{2}{R}", "Creature — Goblin", "", pt=("2", "2")),
    C(
        "Bog Wraith",
        "{3}{B}",
        "Creature — Wraith",
        "Swampwalk",
        pt=("3", "3"),
        keywords=Keyword.LANDWALK,
    ),
    C("Vodalian Soldiers", "{1}{U}", "Creature — Merfolk Soldier", "", pt=("1", "2")),
    C("Viashino Warrior", "{3}{R}", "Creature — Viashino Warrior", "", pt=("4", "2")),
    C(
        "Sabretooth Tiger",
        "{2}{R}{R}",
        "Creature — Cat",
        "First strike",
        pt=("2", "1"),
        keywords=Keyword.FIRST_STRIKE,
    ),
    C(
        "Anaconda",
        "{3}{G}",
        "Creature — Snake",
        "Swampwalk",
        pt=("3", "3"),
        keywords=Keyword.LANDWALK,
    ),
    C("Trained Orgg", "{6}{R}", "Creature — Orgg", "", pt=("6", "6")),
    C(
        "Vulshok Berserker",
        "{3}{R}",
        "Creature — Human Berserker",
        "Haste",
        pt=("3", "2"),
        keywords=Keyword.HASTE,
    ),
    C(
        "Hollow Dogs",
        "{4}{B}",
        "Creature — Zombie Dog",
        "Whenever Hollow Dogs attacks, it gets +2/+0 until end of turn.",
        pt=("3", "3"),
        triggers=(
            Triggered(when=Attacks(), effect=(Pump(power=2, toughness=0, target=Ref.SELF),)),
        ),
    ),
    C(
        "Rock Badger",
        "{4}{R}",
        "Creature — Badger Beast",
        "Mountainwalk",
        pt=("3", "3"),
        keywords=Keyword.LANDWALK,
    ),
    C(
        "Mountain Goat",
        "{R}",
        "Creature — Goat",
        "Mountainwalk",
        pt=("1", "1"),
        keywords=Keyword.LANDWALK,
    ),
    C(
        "Dancing Scimitar",
        "{4}",
        "Artifact Creature — Spirit",
        "Flying",
        pt=("1", "5"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Benalish Knight",
        "{2}{W}",
        "Creature — Human Knight",
        "Flash\nFirst strike",
        pt=("2", "2"),
        keywords=Keyword.FIRST_STRIKE | Keyword.FLASH,
    ),
    C(
        "Longbow Archer",
        "{W}{W}",
        "Creature — Human Soldier Archer",
        "First strike\nReach",
        pt=("2", "2"),
        keywords=Keyword.REACH | Keyword.FIRST_STRIKE,
    ),
    C(
        "Ardent Militia",
        "{4}{W}",
        "Creature — Human Soldier",
        "Vigilance",
        pt=("2", "5"),
        keywords=Keyword.VIGILANCE,
    ),
    C("Knight Errant", "{1}{W}", "Creature — Human Knight", "", pt=("2", "2")),
    C(
        "Spiritual Guardian",
        "{3}{W}{W}",
        "Creature — Spirit",
        "When Spiritual Guardian enters, you gain 4 life.",
        pt=("3", "4"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=4),)),),
    ),
    C(
        "Venerable Monk",
        "{2}{W}",
        "Creature — Human Monk Cleric",
        "When Venerable Monk enters, you gain 2 life.",
        pt=("2", "2"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=2),)),),
    ),
    C(
        "Angelic Wall",
        "{1}{W}",
        "Creature — Wall",
        "Defender\nFlying",
        pt=("0", "4"),
        keywords=Keyword.FLYING | Keyword.DEFENDER,
    ),
    C(
        "Archangel",
        "{5}{W}{W}",
        "Creature — Angel",
        "Flying, vigilance",
        pt=("5", "5"),
        keywords=Keyword.FLYING | Keyword.VIGILANCE,
    ),
    C(
        "Dread Reaper",
        "{3}{B}{B}{B}",
        "Creature — Horror",
        "Flying\nWhen Dread Reaper enters, you lose 5 life.",
        pt=("6", "5"),
        triggers=(
            Triggered(when=EntersBattlefield(), effect=(LoseLife(amount=5, player=Ref.YOU),)),
        ),
        keywords=Keyword.FLYING,
    ),
    C("Muck Rats", "{B}", "Creature — Rat", "", pt=("1", "1")),
    C("Skeletal Crocodile", "{3}{B}", "Creature — Crocodile Skeleton", "", pt=("5", "1")),
    C("Foot Soldiers", "{3}{W}", "Creature — Human Soldier", "", pt=("2", "4")),
    C("Coral Eel", "{1}{U}", "Creature — Fish", "", pt=("2", "1")),
    C("Giant Octopus", "{3}{U}", "Creature — Octopus", "", pt=("3", "3")),
    C(
        "Owl Familiar",
        "{1}{U}",
        "Creature — Bird",
        "Flying\nWhen Owl Familiar enters, draw a card, then discard a card.",
        pt=("1", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    DrawCards(count=1),
                    Discard(count=1),
                ),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C("Alaborn Trooper", "{2}{W}", "Creature — Human Soldier", "", pt=("2", "3")),
    C("Highland Giant", "{2}{R}{R}", "Creature — Giant", "", pt=("3", "4")),
    C("Whiptail Wurm", "{6}{G}", "Creature — Wurm", "", pt=("8", "5")),
    C("Redwood Treefolk", "{4}{G}", "Creature — Treefolk", "", pt=("3", "6")),
    C(
        "Bull Hippo",
        "{3}{G}",
        "Creature — Hippo",
        "Islandwalk",
        pt=("3", "3"),
        keywords=Keyword.LANDWALK,
    ),
    C(
        "Elite Cat Warrior",
        "{2}{G}",
        "Creature — Cat Warrior",
        "Forestwalk",
        pt=("2", "3"),
        keywords=Keyword.LANDWALK,
    ),
    C(
        "Willow Dryad",
        "{G}",
        "Creature — Dryad",
        "Forestwalk",
        pt=("1", "1"),
        keywords=Keyword.LANDWALK,
    ),
    C(
        "Feral Shadow",
        "{2}{B}",
        "Creature — Nightstalker",
        "Flying",
        pt=("2", "1"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Krenko's Enforcer",
        "{1}{R}{R}",
        "Creature — Goblin Warrior",
        "Intimidate",
        pt=("2", "2"),
        keywords=Keyword.INTIMIDATE,
    ),
    C(
        "Griffin Sentinel",
        "{2}{W}",
        "Creature — Griffin",
        "Flying\nVigilance",
        pt=("1", "3"),
        keywords=Keyword.FLYING | Keyword.VIGILANCE,
    ),
    C(
        "Aven Skirmisher",
        "{W}",
        "Creature — Bird Warrior",
        "Flying",
        pt=("1", "1"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Assault Griffin",
        "{3}{W}",
        "Creature — Griffin",
        "Flying",
        pt=("3", "2"),
        keywords=Keyword.FLYING,
    ),
    C("Pillarfield Ox", "{3}{W}", "Creature — Ox", "", pt=("2", "4")),
    C("Chaplain's Blessing", "{W}", "Sorcery", "You gain 5 life.", spell=(GainLife(amount=5),)),
    C(
        "Angel of Mercy",
        "{4}{W}",
        "Creature — Angel",
        "Flying\nWhen Angel of Mercy enters, you gain 3 life.",
        pt=("3", "3"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=3),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Aven Cloudchaser",
        "{3}{W}",
        "Creature — Bird Soldier",
        "Flying\nWhen Aven Cloudchaser enters, destroy target enchantment.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Destroy(target=Target(kinds=TargetKind.ENCHANTMENT)),),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Guardians of Meletis",
        "{3}",
        "Artifact Creature — Golem",
        "Defender",
        pt=("0", "6"),
        keywords=Keyword.DEFENDER,
    ),
    C("Kraken Hatchling", "{U}", "Creature — Kraken", "", pt=("0", "4")),
    C(
        "Mind Sculpt",
        "{1}{U}",
        "Sorcery",
        "Target opponent mills seven cards.",
        spell=(
            Mill(count=7, player=Target(kinds=TargetKind.PLAYER, controller=Controller.OPPONENT)),
        ),
    ),
    C("Wishcoin Crab", "{3}{U}", "Creature — Crab", "", pt=("2", "5")),
    C("Thornhide Wolves", "{4}{G}", "Creature — Wolf", "", pt=("4", "5")),
    C(
        "Oakgnarl Warrior",
        "{3}{G}{G}",
        "Creature — Treefolk Warrior",
        "Vigilance, trample",
        pt=("5", "7"),
        keywords=Keyword.VIGILANCE | Keyword.TRAMPLE,
    ),
    C(
        "Crash of Rhinos",
        "{6}{G}{G}",
        "Creature — Rhino",
        "Trample",
        pt=("8", "4"),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Yavimaya Wurm",
        "{4}{G}{G}",
        "Creature — Wurm",
        "Trample",
        pt=("6", "4"),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Siege Wurm",
        "{5}{G}{G}",
        "Creature — Wurm",
        "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nTrample",
        pt=("5", "5"),
        keywords=Keyword.TRAMPLE | Keyword.CONVOKE,
    ),
    C(
        "Burglar Rat",
        "{1}{B}",
        "Creature — Rat",
        "When Burglar Rat enters, each opponent discards a card.",
        pt=("1", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(), effect=(Discard(count=1, player=Ref.EACH_OPPONENT),)
            ),
        ),
    ),
    C(
        "Fiery Intervention",
        "{4}{R}",
        "Sorcery",
        "Choose one —\n• Fiery Intervention deals 5 damage to target creature.\n• Destroy target artifact.",
        spell=(
            Modal(
                modes=(
                    (DealDamage(amount=5, to=Target(kinds=TargetKind.CREATURE)),),
                    (Destroy(target=Target(kinds=TargetKind.ARTIFACT)),),
                )
            ),
        ),
    ),
    C(
        "Esper Charm",
        "{W}{U}{B}",
        "Instant",
        "Choose one —\n• Destroy target enchantment.\n• Draw two cards.\n• Target player discards two cards.",
        spell=(
            Modal(
                modes=(
                    (Destroy(target=Target(kinds=TargetKind.ENCHANTMENT)),),
                    (DrawCards(count=2),),
                    (
                        Discard(
                            count=2,
                            player=Target(kinds=TargetKind.PLAYER),
                            chooser=Controller.OPPONENT,
                        ),
                    ),
                )
            ),
        ),
    ),
    C(
        "Didn't Say Please",
        "{1}{U}{U}",
        "Instant",
        "Counter target spell. Its controller mills three cards.",
        spell=(
            CounterSpell(target=Target(kinds=TargetKind.SPELL)),
            Mill(count=3, player=Ref.TARGET_CONTROLLER),
        ),
    ),
    C(
        "Convolute",
        "{2}{U}",
        "Instant",
        "Counter target spell unless its controller pays {4}.",
        spell=(CounterSpell(target=Target(kinds=TargetKind.SPELL), unless_pay=4),),
    ),
    C(
        "Undermine",
        "{U}{U}{B}",
        "Instant",
        "Counter target spell. Its controller loses 3 life.",
        spell=(
            CounterSpell(target=Target(kinds=TargetKind.SPELL)),
            LoseLife(amount=3, player=Ref.TARGET_CONTROLLER),
        ),
    ),
    C(
        "Bone to Ash",
        "{2}{U}{U}",
        "Instant",
        "Counter target creature spell.\nDraw a card.",
        spell=(
            CounterSpell(
                target=Target(kinds=TargetKind.SPELL, filter=Filter(card_type=CardType.CREATURE))
            ),
            DrawCards(count=1),
        ),
    ),
    C(
        "Skyhunter Patrol",
        "{2}{W}{W}",
        "Creature — Cat Knight",
        "Flying, first strike",
        pt=("2", "3"),
        keywords=Keyword.FLYING | Keyword.FIRST_STRIKE,
    ),
    C(
        "Seraph of Dawn",
        "{2}{W}{W}",
        "Creature — Angel",
        "Flying\nLifelink",
        pt=("2", "4"),
        keywords=Keyword.FLYING | Keyword.LIFELINK,
    ),
    C(
        "Glorious Charge",
        "{W}",
        "Instant",
        "Creatures you control get +1/+1 until end of turn.",
        spell=(Pump(power=1, toughness=1, target=Ref.CREATURES_YOU_CONTROL),),
    ),
    C(
        "Revoke Existence",
        "{1}{W}",
        "Sorcery",
        "Exile target artifact or enchantment.",
        spell=(Exile(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)),),
    ),
    C(
        "Serra Zealot",
        "{W}",
        "Creature — Human Soldier",
        "First strike",
        pt=("1", "1"),
        keywords=Keyword.FIRST_STRIKE,
    ),
    C(
        "Cloudreader Sphinx",
        "{4}{U}",
        "Creature — Sphinx",
        "Flying\nWhen Cloudreader Sphinx enters, scry 2.",
        pt=("3", "4"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=2),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Winds of Rebuke",
        "{1}{U}",
        "Sorcery",
        "Return target nonland permanent to its owner's hand. Each player mills two cards.",
        spell=(
            Bounce(
                target=Target(kinds=TargetKind.PERMANENT, filter=Filter(not_type=CardType.LAND))
            ),
            Mill(count=2, player=Ref.EACH_PLAYER),
        ),
    ),
    C(
        "Hoodwink",
        "{1}{U}",
        "Instant",
        "Return target artifact, enchantment, or land to its owner's hand.",
        spell=(
            Bounce(
                target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT | TargetKind.LAND)
            ),
        ),
    ),
    C(
        "Dark Banishing",
        "{2}{B}",
        "Instant",
        "Destroy target nonblack creature. It can't be regenerated.",
        spell=(
            Destroy(target=Target(kinds=TargetKind.CREATURE, filter=Filter(not_colors=Color.B))),
        ),
    ),
    C(
        "Highborn Ghoul",
        "{B}{B}",
        "Creature — Zombie",
        "Intimidate (This creature can't be blocked except by artifact creatures and/or creatures that share a color with it.)",
        pt=("2", "1"),
        keywords=Keyword.INTIMIDATE,
    ),
    C(
        "Bloodhunter Bat",
        "{3}{B}",
        "Creature — Bat",
        "Flying\nWhen Bloodhunter Bat enters, target player loses 2 life and you gain 2 life.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    LoseLife(amount=2, player=Target(kinds=TargetKind.PLAYER)),
                    GainLife(amount=2),
                ),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Throttle",
        "{4}{B}",
        "Instant",
        "Target creature gets -4/-4 until end of turn.",
        spell=(Pump(power=-4, toughness=-4, target=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Innocent Blood",
        "{B}",
        "Sorcery",
        "Each player sacrifices a creature.",
        spell=(Sacrifice(what=Filter(card_type=CardType.CREATURE), player=Ref.EACH_PLAYER),),
    ),
    C(
        "Smelt",
        "{R}",
        "Instant",
        "Destroy target artifact.",
        spell=(Destroy(target=Target(kinds=TargetKind.ARTIFACT)),),
    ),
    C(
        "Demolish",
        "{3}{R}",
        "Sorcery",
        "Destroy target artifact or land.",
        spell=(Destroy(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.LAND)),),
    ),
    C(
        "Heat Ray",
        "{X}{R}",
        "Instant",
        "Heat Ray deals X damage to target creature.",
        spell=(DealDamage(amount="X", to=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Spark Elemental",
        "{R}",
        "Creature — Elemental",
        "Trample, haste\nAt the beginning of the end step, sacrifice Spark Elemental.",
        pt=("3", "1"),
        triggers=(
            Triggered(
                when=BeginningOfStep(step=StepName.END, whose=Ref.EACH_PLAYER),
                effect=(Sacrifice(what=Ref.SELF),),
            ),
        ),
        keywords=Keyword.HASTE | Keyword.TRAMPLE,
    ),
    C(
        "Thornweald Archer",
        "{1}{G}",
        "Creature — Elf Archer",
        "Reach\nDeathtouch",
        pt=("2", "1"),
        keywords=Keyword.REACH | Keyword.DEATHTOUCH,
    ),
    C(
        "Stampeding Rhino",
        "{4}{G}",
        "Creature — Rhino",
        "Trample",
        pt=("4", "4"),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Hornet Queen",
        "{4}{G}{G}{G}",
        "Creature — Insect",
        "Flying\nDeathtouch\nWhen Hornet Queen enters, create four 1/1 green Insect creature tokens with flying and deathtouch.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    CreateToken(
                        token=token(
                            "Insect",
                            pt=(1, 1),
                            color="G",
                            subtypes=("Insect",),
                            keywords=Keyword.FLYING | Keyword.DEATHTOUCH,
                        ),
                        count=4,
                    ),
                ),
            ),
        ),
        keywords=Keyword.FLYING | Keyword.DEATHTOUCH,
    ),
    C(
        "Tangle Spider",
        "{4}{G}{G}",
        "Creature — Spider",
        "Flash\nReach",
        pt=("4", "5"),
        keywords=Keyword.REACH | Keyword.FLASH,
    ),
    C(
        "Boros Swiftblade",
        "{R}{W}",
        "Creature — Human Soldier",
        "Double strike",
        pt=("1", "2"),
        keywords=Keyword.DOUBLE_STRIKE,
    ),
    C(
        "Rhox War Monk",
        "{G}{W}{U}",
        "Creature — Rhino Monk",
        "Lifelink",
        pt=("3", "4"),
        keywords=Keyword.LIFELINK,
    ),
    C(
        "Baleful Strix",
        "{U}{B}",
        "Artifact Creature — Bird",
        "Flying, deathtouch\nWhen Baleful Strix enters, draw a card.",
        pt=("1", "1"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(count=1),)),),
        keywords=Keyword.FLYING | Keyword.DEATHTOUCH,
    ),
    C(
        "Boggart Ram-Gang",
        "{R/G}{R/G}{R/G}",
        "Creature — Goblin Warrior",
        "Haste\nWither (This deals damage to creatures in the form of -1/-1 counters.)",
        pt=("3", "3"),
        keywords=Keyword.HASTE | Keyword.WITHER,
    ),
    C(
        "Rakdos Shred-Freak",
        "{B/R}{B/R}",
        "Creature — Human Berserker",
        "Haste",
        pt=("2", "1"),
        keywords=Keyword.HASTE,
    ),
    C(
        "Call of the Conclave",
        "{G}{W}",
        "Sorcery",
        "Create a 3/3 green Centaur creature token.",
        spell=(CreateToken(token=token("Centaur", pt=(3, 3), color="G", subtypes=("Centaur",))),),
    ),
    C(
        "Advent of the Wurm",
        "{1}{G}{G}{W}",
        "Instant",
        "Create a 5/5 green Wurm creature token with trample.",
        spell=(
            CreateToken(
                token=token(
                    "Wurm", pt=(5, 5), color="G", subtypes=("Wurm",), keywords=Keyword.TRAMPLE
                )
            ),
        ),
    ),
    C(
        "Warleader's Helix",
        "{2}{R}{W}",
        "Instant",
        "Warleader's Helix deals 4 damage to any target and you gain 4 life.",
        spell=(
            DealDamage(
                amount=4,
                to=Target(
                    kinds=TargetKind.PLAYER
                    | TargetKind.CREATURE
                    | TargetKind.PLANESWALKER
                    | TargetKind.BATTLE
                ),
            ),
            GainLife(amount=4),
        ),
    ),
    C(
        "Agony Warp",
        "{U}{B}",
        "Instant",
        "Target creature gets -3/-0 until end of turn.\nTarget creature gets -0/-3 until end of turn.",
        spell=(
            Pump(power=-3, toughness=0, target=Target(kinds=TargetKind.CREATURE)),
            Pump(power=0, toughness=-3, target=Target(kinds=TargetKind.CREATURE)),
        ),
    ),
    C(
        "Goblin Rally",
        "{3}{R}{R}",
        "Sorcery",
        "Create four 1/1 red Goblin creature tokens.",
        spell=(CreateToken(token=GOBLIN, count=4),),
    ),
    C(
        "Hordeling Outburst",
        "{1}{R}{R}",
        "Sorcery",
        "Create three 1/1 red Goblin creature tokens.",
        spell=(CreateToken(token=GOBLIN, count=3),),
    ),
    C(
        "Sprout",
        "{G}",
        "Instant",
        "Create a 1/1 green Saproling creature token.",
        spell=(CreateToken(token=SAPROLING),),
    ),
    C(
        "Scatter the Seeds",
        "{3}{G}{G}",
        "Instant",
        "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nCreate three 1/1 green Saproling creature tokens.",
        spell=(CreateToken(token=SAPROLING, count=3),),
        keywords=Keyword.CONVOKE,
    ),
    C(
        "Servo Exhibition",
        "{1}{W}",
        "Sorcery",
        "Create two 1/1 colorless Servo artifact creature tokens.",
        spell=(CreateToken(token=SERVO, count=2),),
    ),
    C(
        "Revel of the Fallen God",
        "{3}{R}{R}{G}{G}",
        "Sorcery",
        "Create four 2/2 red and green Satyr creature tokens with haste.",
        spell=(
            CreateToken(
                token=token(
                    "Satyr", pt=(2, 2), color="RG", subtypes=("Satyr",), keywords=Keyword.HASTE
                ),
                count=4,
            ),
        ),
    ),
    C(
        "Soul Feast",
        "{3}{B}{B}",
        "Sorcery",
        "Target player loses 4 life and you gain 4 life.",
        spell=(
            LoseLife(amount=4, player=Target(kinds=TargetKind.PLAYER)),
            GainLife(amount=4),
        ),
    ),
    C(
        "Blood Pet",
        "{B}",
        "Creature — Thrull",
        "Sacrifice Blood Pet: Add {B}.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(sacrifice_self=True), effect=(AddMana(symbols="B"),)),),
    ),
    C("Gnarled Mass", "{1}{G}{G}", "Creature — Spirit", "", pt=("3", "3")),
    C("Lumengrid Warden", "{1}{U}", "Creature — Human Wizard", "", pt=("1", "3")),
    C("Gorilla Warrior", "{2}{G}", "Creature — Ape Warrior", "", pt=("3", "2")),
    C("Forest Bear", "{1}{G}", "Creature — Bear", "", pt=("2", "2")),
    C("Zombie Goliath", "{4}{B}", "Creature — Zombie Giant", "", pt=("4", "3")),
    C("Devoted Hero", "{W}", "Creature — Elf Soldier", "", pt=("1", "2")),
    C("Canyon Minotaur", "{3}{R}", "Creature — Minotaur Warrior", "", pt=("3", "3")),
    C("Ancient Crab", "{1}{U}{U}", "Creature — Crab", "", pt=("1", "5")),
    C("Fortress Crab", "{3}{U}", "Creature — Crab", "", pt=("1", "6")),
    C("Barbary Apes", "{1}{G}", "Creature — Ape", "", pt=("2", "2")),
    C(
        "Talruum Minotaur",
        "{2}{R}{R}",
        "Creature — Minotaur Berserker",
        "Haste",
        pt=("3", "3"),
        keywords=Keyword.HASTE,
    ),
    C("Flying Men", "{U}", "Creature — Human", "Flying", pt=("1", "1"), keywords=Keyword.FLYING),
    C(
        "Pearl Dragon",
        "{4}{W}{W}",
        "Creature — Dragon",
        "Flying\n{1}{W}: Pearl Dragon gets +0/+1 until end of turn.",
        pt=("4", "4"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{W}")),
                effect=(Pump(power=0, toughness=1, target=Ref.SELF),),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Ekundu Griffin",
        "{3}{W}",
        "Creature — Griffin",
        "Flying, first strike",
        pt=("2", "2"),
        keywords=Keyword.FLYING | Keyword.FIRST_STRIKE,
    ),
    C("Tusked Colossodon", "{4}{G}{G}", "Creature — Beast", "", pt=("6", "5")),
    C(
        "Sultai Scavenger",
        "{5}{B}",
        "Creature — Bird Warrior",
        "Delve (Each card you exile from your graveyard while casting this spell pays for {1}.)\nFlying",
        pt=("3", "3"),
        keywords=Keyword.FLYING | Keyword.DELVE,
    ),
    C("Traveling Philosopher", "{1}{W}", "Creature — Human Advisor", "", pt=("2", "2")),
    C("Borderland Minotaur", "{2}{R}{R}", "Creature — Minotaur Warrior", "", pt=("4", "3")),
    C(
        "Horizon Scholar",
        "{5}{U}",
        "Creature — Sphinx",
        "Flying\nWhen Horizon Scholar enters, scry 2.",
        pt=("4", "4"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=2),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Voyage's End",
        "{1}{U}",
        "Instant",
        "Return target creature to its owner's hand. Scry 1.",
        spell=(
            Bounce(target=Target(kinds=TargetKind.CREATURE)),
            Scry(count=1),
        ),
    ),
    C(
        "Sip of Hemlock",
        "{4}{B}{B}",
        "Sorcery",
        "Destroy target creature. Its controller loses 2 life.",
        spell=(
            Destroy(target=Target(kinds=TargetKind.CREATURE)),
            LoseLife(amount=2, player=Ref.TARGET_CONTROLLER),
        ),
    ),
    C(
        "Lash of the Whip",
        "{4}{B}",
        "Instant",
        "Target creature gets -4/-4 until end of turn. Scry 1.",
        spell=(
            Pump(power=-4, toughness=-4, target=Target(kinds=TargetKind.CREATURE)),
            Scry(count=1),
        ),
    ),
    C(
        "Asphyxiate",
        "{1}{B}{B}",
        "Sorcery",
        "Destroy target untapped creature.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE, filter=Filter(tapped=False))),),
    ),
    C(
        "Fade into Antiquity",
        "{2}{G}",
        "Sorcery",
        "Exile target artifact or enchantment.",
        spell=(Exile(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)),),
    ),
    C(
        "Battlewise Valor",
        "{1}{W}",
        "Instant",
        "Target creature gets +2/+2 until end of turn. Scry 1.",
        spell=(
            Pump(power=2, toughness=2, target=Target(kinds=TargetKind.CREATURE)),
            Scry(count=1),
        ),
    ),
    C(
        "Cavalry Drillmaster",
        "{1}{W}",
        "Creature — Human Knight",
        "When Cavalry Drillmaster enters, target creature gets +2/+0 and gains first strike until end of turn.",
        pt=("2", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Pump(
                        power=2,
                        toughness=0,
                        target=Target(kinds=TargetKind.CREATURE),
                        keywords=Keyword.FIRST_STRIKE,
                    ),
                ),
            ),
        ),
    ),
    C(
        "Daybreak Chaplain",
        "{1}{W}",
        "Creature — Human Cleric",
        "Lifelink",
        pt=("1", "3"),
        keywords=Keyword.LIFELINK,
    ),
    C(
        "Knightly Valor",
        "{4}{W}",
        "Enchantment — Aura",
        "Enchant creature\nWhen Knightly Valor enters, create a 2/2 white Knight creature token with vigilance.\nEnchanted creature gets +2/+2 and has vigilance.",
        triggers=(Triggered(when=EntersBattlefield(), effect=(CreateToken(token=KNIGHT),)),),
        statics=(
            Static(
                power=2,
                toughness=2,
                keywords=Keyword.VIGILANCE,
                applies_to=Ref.ENCHANTED_OR_EQUIPPED,
            ),
        ),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Gallant Cavalry",
        "{3}{W}",
        "Creature — Human Knight",
        "Vigilance\nWhen Gallant Cavalry enters, create a 2/2 white Knight creature token with vigilance.",
        pt=("2", "2"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(CreateToken(token=KNIGHT),)),),
        keywords=Keyword.VIGILANCE,
    ),
    C(
        "Aviation Pioneer",
        "{2}{U}",
        "Creature — Human Artificer",
        "When Aviation Pioneer enters, create a 1/1 colorless Thopter artifact creature token with flying.",
        pt=("1", "2"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(CreateToken(token=THOPTER),)),),
    ),
    C(
        "Wall of Mist",
        "{1}{U}",
        "Creature — Wall",
        "Defender",
        pt=("0", "5"),
        keywords=Keyword.DEFENDER,
    ),
    C("Bogstomper", "{4}{B}{B}", "Creature — Beast", "", pt=("6", "5")),
    C(
        "Infectious Horror",
        "{3}{B}",
        "Creature — Zombie Horror",
        "Whenever Infectious Horror attacks, each opponent loses 2 life.",
        pt=("2", "2"),
        triggers=(Triggered(when=Attacks(), effect=(LoseLife(amount=2),)),),
    ),
    C(
        "Skymarch Bloodletter",
        "{2}{B}",
        "Creature — Vampire Soldier",
        "Flying\nWhen Skymarch Bloodletter enters, target opponent loses 1 life and you gain 1 life.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    LoseLife(
                        amount=1,
                        player=Target(kinds=TargetKind.PLAYER, controller=Controller.OPPONENT),
                    ),
                    GainLife(amount=1),
                ),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Fiery Finish",
        "{4}{R}{R}",
        "Sorcery",
        "Fiery Finish deals 7 damage to target creature.",
        spell=(DealDamage(amount=7, to=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Hostile Minotaur",
        "{3}{R}",
        "Creature — Minotaur",
        "Haste",
        pt=("3", "3"),
        keywords=Keyword.HASTE,
    ),
    C(
        "Electrify",
        "{3}{R}",
        "Instant",
        "Electrify deals 4 damage to target creature.",
        spell=(DealDamage(amount=4, to=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Greenwood Sentinel",
        "{1}{G}",
        "Creature — Elf Scout",
        "Vigilance",
        pt=("2", "2"),
        keywords=Keyword.VIGILANCE,
    ),
    C(
        "Oakenform",
        "{2}{G}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +3/+3.",
        statics=(Static(power=3, toughness=3, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Vigilant Baloth",
        "{3}{G}{G}",
        "Creature — Beast",
        "Vigilance",
        pt=("5", "5"),
        keywords=Keyword.VIGILANCE,
    ),
    C(
        "Wildwood Patrol",
        "{2}{G}",
        "Creature — Centaur Scout",
        "Trample",
        pt=("4", "2"),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Explosive Apparatus",
        "{1}",
        "Artifact",
        "{3}, {T}, Sacrifice Explosive Apparatus: It deals 2 damage to any target.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{3}"), tap=True, sacrifice_self=True),
                effect=(
                    DealDamage(
                        amount=2,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
    ),
    C("Field Creeper", "{2}", "Artifact Creature — Scarecrow", "", pt=("2", "1")),
    C(
        "Marauder's Axe",
        "{2}",
        "Artifact — Equipment",
        "Equipped creature gets +2/+0.\nEquip {2}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {2}",
            ),
        ),
        statics=(Static(power=2, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Meteor Golem",
        "{7}",
        "Artifact Creature — Golem",
        "When Meteor Golem enters, destroy target nonland permanent an opponent controls.",
        pt=("3", "3"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Destroy(
                        target=Target(
                            kinds=TargetKind.PERMANENT,
                            controller=Controller.OPPONENT,
                            filter=Filter(not_type=CardType.LAND),
                        )
                    ),
                ),
            ),
        ),
    ),
    C(
        "Dawning Angel",
        "{4}{W}",
        "Creature — Angel",
        "Flying\nWhen Dawning Angel enters, you gain 4 life.",
        pt=("3", "3"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=4),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Show of Valor",
        "{1}{W}",
        "Instant",
        "Target creature gets +2/+4 until end of turn.",
        spell=(Pump(power=2, toughness=4, target=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Moat Piranhas",
        "{1}{U}",
        "Creature — Fish",
        "Defender",
        pt=("3", "3"),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Octoprophet",
        "{3}{U}",
        "Creature — Octopus",
        "When Octoprophet enters, scry 2.",
        pt=("3", "3"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Scry(count=2),)),),
    ),
    C(
        "Skeleton Archer",
        "{3}{B}",
        "Creature — Skeleton Archer",
        "When Skeleton Archer enters, it deals 1 damage to any target.",
        pt=("3", "3"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    DealDamage(
                        amount=1,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
    ),
    C(
        "Uncaged Fury",
        "{2}{R}",
        "Instant",
        "Target creature gets +1/+1 and gains double strike until end of turn.",
        spell=(
            Pump(
                power=1,
                toughness=1,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.DOUBLE_STRIKE,
            ),
        ),
    ),
    C(
        "Mammoth Spider",
        "{4}{G}",
        "Creature — Spider",
        "Reach",
        pt=("3", "5"),
        keywords=Keyword.REACH,
    ),
    C(
        "Ripscale Predator",
        "{4}{R}{R}",
        "Creature — Dinosaur",
        "Menace",
        pt=("6", "5"),
        keywords=Keyword.MENACE,
    ),
    C(
        "Alpine Watchdog",
        "{2}{W}",
        "Creature — Dog",
        "Vigilance",
        pt=("2", "2"),
        keywords=Keyword.VIGILANCE,
    ),
    C(
        "Concordia Pegasus",
        "{1}{W}",
        "Creature — Pegasus",
        "Flying",
        pt=("1", "3"),
        keywords=Keyword.FLYING,
    ),
    C("Staunch Shieldmate", "{W}", "Creature — Dwarf Soldier", "", pt=("1", "3")),
    C(
        "Valorous Steed",
        "{4}{W}",
        "Creature — Unicorn",
        "Vigilance\nWhen Valorous Steed enters, create a 2/2 white Knight creature token with vigilance.",
        pt=("3", "3"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(CreateToken(token=KNIGHT),)),),
        keywords=Keyword.VIGILANCE,
    ),
    C(
        "Teferi's Protege",
        "{2}{U}",
        "Creature — Human Wizard",
        "{1}{U}, {T}: Draw a card, then discard a card.",
        pt=("2", "3"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{U}"), tap=True),
                effect=(
                    DrawCards(count=1),
                    Discard(count=1),
                ),
            ),
        ),
    ),
    C(
        "Blood Glutton",
        "{4}{B}",
        "Creature — Vampire",
        "Lifelink",
        pt=("4", "3"),
        keywords=Keyword.LIFELINK,
    ),
    C(
        "Eliminate",
        "{1}{B}",
        "Instant",
        "Destroy target creature or planeswalker with mana value 3 or less.",
        spell=(
            Destroy(
                target=Target(
                    kinds=TargetKind.CREATURE | TargetKind.PLANESWALKER,
                    filter=Filter(max_mana_value=3),
                )
            ),
        ),
    ),
    C(
        "Finishing Blow",
        "{4}{B}",
        "Instant",
        "Destroy target creature or planeswalker.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE | TargetKind.PLANESWALKER)),),
    ),
    C(
        "Bone Pit Brute",
        "{4}{R}{R}",
        "Creature — Cyclops",
        "When Bone Pit Brute enters, target creature gets +4/+0 and gains trample until end of turn.",
        pt=("4", "5"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Pump(
                        power=4,
                        toughness=0,
                        target=Target(kinds=TargetKind.CREATURE),
                        keywords=Keyword.TRAMPLE,
                    ),
                ),
            ),
        ),
    ),
    C(
        "Burn Bright",
        "{2}{R}",
        "Instant",
        "Creatures you control get +2/+0 until end of turn.",
        spell=(Pump(power=2, toughness=0, target=Ref.CREATURES_YOU_CONTROL),),
    ),
    C(
        "Crash Through",
        "{R}",
        "Sorcery",
        "Creatures you control gain trample until end of turn.\nDraw a card.",
        spell=(
            Pump(power=0, toughness=0, target=Ref.CREATURES_YOU_CONTROL, keywords=Keyword.TRAMPLE),
            DrawCards(count=1),
        ),
    ),
    C(
        "Igneous Cur",
        "{1}{R}",
        "Creature — Elemental Dog",
        "{1}{R}: Igneous Cur gets +2/+0 until end of turn.",
        pt=("1", "2"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{R}")),
                effect=(Pump(power=2, toughness=0, target=Ref.SELF),),
            ),
        ),
    ),
    C(
        "Volcanic Geyser",
        "{X}{R}{R}",
        "Instant",
        "Volcanic Geyser deals X damage to any target.",
        spell=(
            DealDamage(
                amount="X",
                to=Target(
                    kinds=TargetKind.PLAYER
                    | TargetKind.CREATURE
                    | TargetKind.PLANESWALKER
                    | TargetKind.BATTLE
                ),
            ),
        ),
    ),
    C("Garruk's Gorehorn", "{4}{G}", "Creature — Beast", "", pt=("7", "3")),
    C(
        "Glare of Heresy",
        "{1}{W}",
        "Sorcery",
        "Exile target white permanent.",
        spell=(Exile(target=Target(kinds=TargetKind.PERMANENT, filter=Filter(colors=Color.W))),),
    ),
    C(
        "Shock Troops",
        "{3}{R}",
        "Creature — Human Soldier",
        "Sacrifice Shock Troops: It deals 2 damage to any target.",
        pt=("2", "2"),
        abilities=(
            Activated(
                cost=Cost(sacrifice_self=True),
                effect=(
                    DealDamage(
                        amount=2,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
    ),
    C(
        "Blisterstick Shaman",
        "{2}{R}",
        "Creature — Goblin Shaman",
        "When Blisterstick Shaman enters, it deals 1 damage to any target.",
        pt=("2", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    DealDamage(
                        amount=1,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
    ),
    C(
        "Bogardan Firefiend",
        "{2}{R}",
        "Creature — Elemental Spirit",
        "When Bogardan Firefiend dies, it deals 2 damage to target creature.",
        pt=("2", "1"),
        triggers=(
            Triggered(
                when=Dies(), effect=(DealDamage(amount=2, to=Target(kinds=TargetKind.CREATURE)),)
            ),
        ),
    ),
    C(
        "Flame-Kin Zealot",
        "{1}{R}{R}{W}",
        "Creature — Elemental Berserker",
        "When Flame-Kin Zealot enters, creatures you control get +1/+1 and gain haste until end of turn.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Pump(
                        power=1,
                        toughness=1,
                        target=Ref.CREATURES_YOU_CONTROL,
                        keywords=Keyword.HASTE,
                    ),
                ),
            ),
        ),
    ),
    C(
        "Kavu Climber",
        "{3}{G}{G}",
        "Creature — Kavu",
        "When Kavu Climber enters, draw a card.",
        pt=("3", "3"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(DrawCards(count=1),)),),
    ),
    C(
        "Jeskai Sage",
        "{1}{U}",
        "Creature — Human Monk",
        "Flash\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)\nWhen Jeskai Sage dies, draw a card.",
        pt=("1", "1"),
        triggers=(Triggered(when=Dies(), effect=(DrawCards(count=1),)),),
        keywords=Keyword.FLASH | Keyword.PROWESS,
    ),
    C(
        "Phyrexian Gargantua",
        "{4}{B}{B}",
        "Creature — Phyrexian Horror",
        "When Phyrexian Gargantua enters, you draw two cards and you lose 2 life.",
        pt=("4", "4"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    DrawCards(count=2),
                    LoseLife(amount=2, player=Ref.YOU),
                ),
            ),
        ),
    ),
    C(
        "Foul Imp",
        "{B}{B}",
        "Creature — Imp",
        "Flying\nWhen Foul Imp enters, you lose 2 life.",
        pt=("2", "2"),
        triggers=(
            Triggered(when=EntersBattlefield(), effect=(LoseLife(amount=2, player=Ref.YOU),)),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Eyeblight Assassin",
        "{2}{B}",
        "Creature — Elf Assassin",
        "When Eyeblight Assassin enters, target creature an opponent controls gets -1/-1 until end of turn.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Pump(
                        power=-1,
                        toughness=-1,
                        target=Target(kinds=TargetKind.CREATURE, controller=Controller.OPPONENT),
                    ),
                ),
            ),
        ),
    ),
    C(
        "Gifted Aetherborn",
        "{B}{B}",
        "Creature — Aetherborn Vampire",
        "Deathtouch, lifelink",
        pt=("2", "3"),
        keywords=Keyword.DEATHTOUCH | Keyword.LIFELINK,
    ),
    C(
        "Vampire of the Dire Moon",
        "{B}",
        "Creature — Vampire",
        "Deathtouch\nLifelink",
        pt=("1", "1"),
        keywords=Keyword.DEATHTOUCH | Keyword.LIFELINK,
    ),
    C(
        "Dread Shade",
        "{B}{B}{B}",
        "Creature — Shade",
        "{B}: Dread Shade gets +1/+1 until end of turn.",
        pt=("3", "3"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{B}")),
                effect=(Pump(power=1, toughness=1, target=Ref.SELF),),
            ),
        ),
    ),
    C(
        "Nantuko Shade",
        "{B}{B}",
        "Creature — Insect Shade",
        "{B}: Nantuko Shade gets +1/+1 until end of turn.",
        pt=("2", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{B}")),
                effect=(Pump(power=1, toughness=1, target=Ref.SELF),),
            ),
        ),
    ),
    C(
        "Inspiring Cleric",
        "{2}{W}",
        "Creature — Vampire Cleric",
        "When Inspiring Cleric enters, you gain 4 life.",
        pt=("3", "2"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=4),)),),
    ),
    C(
        "Shining Aerosaur",
        "{4}{W}",
        "Creature — Dinosaur",
        "Flying",
        pt=("3", "4"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Carrion Crow",
        "{2}{B}",
        "Creature — Zombie Bird",
        "Flying\nCarrion Crow enters tapped.",
        pt=("2", "2"),
        etb_tapped=EntersTapped(),
        keywords=Keyword.FLYING,
    ),
    C(
        "Akoum Boulderfoot",
        "{4}{R}{R}",
        "Creature — Giant Warrior",
        "When Akoum Boulderfoot enters, it deals 1 damage to any target.",
        pt=("4", "5"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    DealDamage(
                        amount=1,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
    ),
    C(
        "Howling Banshee",
        "{2}{B}{B}",
        "Creature — Spirit",
        "Flying\nWhen Howling Banshee enters, each player loses 3 life.",
        pt=("3", "3"),
        triggers=(
            Triggered(
                when=EntersBattlefield(), effect=(LoseLife(amount=3, player=Ref.EACH_PLAYER),)
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Flame Lash",
        "{3}{R}",
        "Instant",
        "Flame Lash deals 4 damage to any target.",
        spell=(
            DealDamage(
                amount=4,
                to=Target(
                    kinds=TargetKind.PLAYER
                    | TargetKind.CREATURE
                    | TargetKind.PLANESWALKER
                    | TargetKind.BATTLE
                ),
            ),
        ),
    ),
    C(
        "Bolt of Keranos",
        "{1}{R}{R}",
        "Sorcery",
        "Bolt of Keranos deals 3 damage to any target. Scry 1.",
        spell=(
            DealDamage(
                amount=3,
                to=Target(
                    kinds=TargetKind.PLAYER
                    | TargetKind.CREATURE
                    | TargetKind.PLANESWALKER
                    | TargetKind.BATTLE
                ),
            ),
            Scry(count=1),
        ),
    ),
    C("Pyretic Ritual", "{1}{R}", "Instant", "Add {R}{R}{R}.", spell=(AddMana(symbols="RRR"),)),
    C(
        "Hideous End",
        "{1}{B}{B}",
        "Instant",
        "Destroy target nonblack creature. Its controller loses 2 life.",
        spell=(
            Destroy(target=Target(kinds=TargetKind.CREATURE, filter=Filter(not_colors=Color.B))),
            LoseLife(amount=2, player=Ref.TARGET_CONTROLLER),
        ),
    ),
    C(
        "Unnerve",
        "{3}{B}",
        "Sorcery",
        "Each opponent discards two cards.",
        spell=(Discard(count=2, player=Ref.EACH_OPPONENT),),
    ),
    C(
        "Monstrous Growth",
        "{1}{G}",
        "Sorcery",
        "Target creature gets +4/+4 until end of turn.",
        spell=(Pump(power=4, toughness=4, target=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Sudden Strength",
        "{3}{G}",
        "Instant",
        "Target creature gets +3/+3 until end of turn.\nDraw a card.",
        spell=(
            Pump(power=3, toughness=3, target=Target(kinds=TargetKind.CREATURE)),
            DrawCards(count=1),
        ),
    ),
    C(
        "Colossal Might",
        "{R}{G}",
        "Instant",
        "Target creature gets +4/+2 and gains trample until end of turn.",
        spell=(
            Pump(
                power=4,
                toughness=2,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.TRAMPLE,
            ),
        ),
    ),
    C("Angel's Mercy", "{2}{W}{W}", "Instant", "You gain 7 life.", spell=(GainLife(amount=7),)),
    C(
        "Reprisal",
        "{1}{W}",
        "Instant",
        "Destroy target creature with power 4 or greater. It can't be regenerated.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE, filter=Filter(min_power=4))),),
    ),
    C(
        "Rebuke",
        "{2}{W}",
        "Instant",
        "Destroy target attacking creature.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE, filter=Filter(attacking=True))),),
    ),
    C(
        "Repel the Darkness",
        "{2}{W}",
        "Instant",
        "Tap up to two target creatures.\nDraw a card.",
        spell=(
            Tap(target=Target(kinds=TargetKind.CREATURE, count=2, up_to=True)),
            DrawCards(count=1),
        ),
    ),
    C(
        "Guardian Automaton",
        "{4}",
        "Artifact Creature — Construct",
        "When Guardian Automaton dies, you gain 3 life.",
        pt=("3", "3"),
        triggers=(Triggered(when=Dies(), effect=(GainLife(amount=3),)),),
    ),
    C(
        "Aerial Responder",
        "{1}{W}{W}",
        "Creature — Dwarf Soldier",
        "Flying, vigilance, lifelink",
        pt=("2", "3"),
        keywords=Keyword.FLYING | Keyword.VIGILANCE | Keyword.LIFELINK,
    ),
    C(
        "Serra's Guardian",
        "{4}{W}{W}",
        "Creature — Angel",
        "Flying\nVigilance\nOther creatures you control have vigilance.",
        pt=("5", "5"),
        statics=(Static(keywords=Keyword.VIGILANCE, other=True),),
        keywords=Keyword.FLYING | Keyword.VIGILANCE,
    ),
    C(
        "Mesa Unicorn",
        "{1}{W}",
        "Creature — Unicorn",
        "Lifelink",
        pt=("2", "2"),
        keywords=Keyword.LIFELINK,
    ),
    C("Oreskos Swiftclaw", "{1}{W}", "Creature — Cat Warrior", "", pt=("3", "1")),
    C("Hulking Devil", "{3}{R}", "Creature — Devil", "", pt=("5", "2")),
    C(
        "Blessed Light",
        "{4}{W}",
        "Instant",
        "Exile target creature or enchantment.",
        spell=(Exile(target=Target(kinds=TargetKind.CREATURE | TargetKind.ENCHANTMENT)),),
    ),
    C(
        "Deathbloom Thallid",
        "{2}{B}",
        "Creature — Fungus",
        "When Deathbloom Thallid dies, create a 1/1 green Saproling creature token.",
        pt=("3", "2"),
        triggers=(Triggered(when=Dies(), effect=(CreateToken(token=SAPROLING),)),),
    ),
    C("Yargle, Glutton of Urborg", "{4}{B}", "Legendary Creature — Frog Spirit", "", pt=("9", "3")),
    C(
        "Llanowar Envoy",
        "{2}{G}",
        "Creature — Elf Scout",
        "{1}{G}: Add one mana of any color.",
        pt=("1", "3"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{G}")), effect=(AddOneOf(colors="WUBRG"),)
            ),
        ),
    ),
    C(
        "Sickleslicer",
        "{3}",
        "Artifact — Equipment",
        "Equipped creature gets +2/+2.\nEquip {4}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{4}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {4}",
            ),
        ),
        statics=(Static(power=2, toughness=2, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Viridian Claw",
        "{2}",
        "Artifact — Equipment",
        "Equipped creature gets +1/+0 and has first strike.\nEquip {1}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {1}",
            ),
        ),
        statics=(
            Static(power=1, keywords=Keyword.FIRST_STRIKE, applies_to=Ref.ENCHANTED_OR_EQUIPPED),
        ),
    ),
    C(
        "Strider Harness",
        "{3}",
        "Artifact — Equipment",
        "Equipped creature gets +1/+1 and has haste.\nEquip {1}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {1}",
            ),
        ),
        statics=(
            Static(
                power=1, toughness=1, keywords=Keyword.HASTE, applies_to=Ref.ENCHANTED_OR_EQUIPPED
            ),
        ),
    ),
    C(
        "Goblin War Paint",
        "{R}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+2 and has haste.",
        statics=(
            Static(
                power=2, toughness=2, keywords=Keyword.HASTE, applies_to=Ref.ENCHANTED_OR_EQUIPPED
            ),
        ),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Mark of the Vampire",
        "{3}{B}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+2 and has lifelink.",
        statics=(
            Static(
                power=2,
                toughness=2,
                keywords=Keyword.LIFELINK,
                applies_to=Ref.ENCHANTED_OR_EQUIPPED,
            ),
        ),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Zephid's Embrace",
        "{2}{U}{U}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+2 and has flying and shroud.",
        statics=(
            Static(
                power=2,
                toughness=2,
                keywords=Keyword.FLYING | Keyword.SHROUD,
                applies_to=Ref.ENCHANTED_OR_EQUIPPED,
            ),
        ),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Indomitable Will",
        "{1}{W}",
        "Enchantment — Aura",
        "Flash\nEnchant creature\nEnchanted creature gets +1/+2.",
        statics=(Static(power=1, toughness=2, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        keywords=Keyword.FLASH,
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Epic Proportions",
        "{4}{G}{G}",
        "Enchantment — Aura",
        "Flash\nEnchant creature\nEnchanted creature gets +5/+5 and has trample.",
        statics=(
            Static(
                power=5, toughness=5, keywords=Keyword.TRAMPLE, applies_to=Ref.ENCHANTED_OR_EQUIPPED
            ),
        ),
        keywords=Keyword.FLASH,
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Goblin Mountaineer",
        "{R}",
        "Creature — Goblin",
        "Mountainwalk",
        pt=("1", "1"),
        keywords=Keyword.LANDWALK,
    ),
    C(
        "River Bear",
        "{3}{G}",
        "Creature — Bear",
        "Islandwalk",
        pt=("3", "3"),
        keywords=Keyword.LANDWALK,
    ),
    C(
        "Bayou Dragonfly",
        "{1}{G}",
        "Creature — Insect",
        "Flying, swampwalk",
        pt=("1", "1"),
        keywords=Keyword.FLYING | Keyword.LANDWALK,
    ),
    C(
        "Master Decoy",
        "{1}{W}",
        "Creature — Human Soldier",
        "{W}, {T}: Tap target creature.",
        pt=("1", "2"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{W}"), tap=True),
                effect=(Tap(target=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
    ),
    C(
        "Gideon's Lawkeeper",
        "{W}",
        "Creature — Human Soldier",
        "{W}, {T}: Tap target creature.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{W}"), tap=True),
                effect=(Tap(target=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
    ),
    C(
        "Goldmeadow Harrier",
        "{W}",
        "Creature — Kithkin Soldier",
        "{W}, {T}: Tap target creature.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{W}"), tap=True),
                effect=(Tap(target=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
    ),
    C(
        "Stern Proctor",
        "{U}{U}",
        "Creature — Human Wizard",
        "When Stern Proctor enters, return target artifact or enchantment to its owner's hand.",
        pt=("1", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Bounce(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)),),
            ),
        ),
    ),
    C(
        "Waterfront Bouncer",
        "{1}{U}",
        "Creature — Merfolk Spellshaper",
        "{U}, {T}, Discard a card: Return target creature to its owner's hand.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{U}"), tap=True, discard=1),
                effect=(Bounce(target=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
    ),
    C(
        "Icatian Priest",
        "{W}",
        "Creature — Human Cleric",
        "{1}{W}{W}: Target creature gets +1/+1 until end of turn.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{W}{W}")),
                effect=(Pump(power=1, toughness=1, target=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
    ),
    C(
        "Goblin Deathraiders",
        "{B}{R}",
        "Creature — Goblin Warrior",
        "Trample",
        pt=("3", "1"),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Desolate Lighthouse",
        None,
        "Land",
        "{T}: Add {C}.\n{1}{U}{R}, {T}: Draw a card, then discard a card.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{U}{R}"), tap=True),
                effect=(
                    DrawCards(count=1),
                    Discard(count=1),
                ),
            ),
        ),
    ),
    C(
        "Memorial to Glory",
        None,
        "Land",
        "Memorial to Glory enters tapped.\n{T}: Add {W}.\n{3}{W}, {T}, Sacrifice Memorial to Glory: Create two 1/1 white Soldier creature tokens.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="W"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{3}{W}"), tap=True, sacrifice_self=True),
                effect=(CreateToken(token=SOLDIER, count=2),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Memorial to Genius",
        None,
        "Land",
        "Memorial to Genius enters tapped.\n{T}: Add {U}.\n{4}{U}, {T}, Sacrifice Memorial to Genius: Draw two cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="U"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{4}{U}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=2),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Memorial to War",
        None,
        "Land",
        "Memorial to War enters tapped.\n{T}: Add {R}.\n{4}{R}, {T}, Sacrifice Memorial to War: Destroy target land.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="R"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{4}{R}"), tap=True, sacrifice_self=True),
                effect=(Destroy(target=Target(kinds=TargetKind.LAND)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Turntimber Grove",
        None,
        "Land",
        "Turntimber Grove enters tapped.\nWhen Turntimber Grove enters, target creature gets +1/+1 until end of turn.\n{T}: Add {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Pump(power=1, toughness=1, target=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Soaring Seacliff",
        None,
        "Land",
        "Soaring Seacliff enters tapped.\nWhen Soaring Seacliff enters, target creature gains flying until end of turn.\n{T}: Add {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="U"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Pump(
                        power=0,
                        toughness=0,
                        target=Target(kinds=TargetKind.CREATURE),
                        keywords=Keyword.FLYING,
                    ),
                ),
            ),
        ),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Highspire Mantis",
        "{2}{R}{W}",
        "Creature — Insect",
        "Flying, trample",
        pt=("3", "3"),
        keywords=Keyword.FLYING | Keyword.TRAMPLE,
    ),
    C(
        "Bear's Companion",
        "{2}{G}{U}{R}",
        "Creature — Human Warrior",
        "When Bear's Companion enters, create a 4/4 green Bear creature token.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    CreateToken(token=token("Bear", pt=(4, 4), color="G", subtypes=("Bear",))),
                ),
            ),
        ),
    ),
    C(
        "Debilitating Injury",
        "{1}{B}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets -2/-2.",
        statics=(Static(power=-2, toughness=-2, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Archers' Parapet",
        "{1}{G}",
        "Creature — Wall",
        "Defender\n{1}{B}, {T}: Each opponent loses 1 life.",
        pt=("0", "5"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{B}"), tap=True), effect=(LoseLife(amount=1),)
            ),
        ),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Awaken the Bear",
        "{2}{G}",
        "Instant",
        "Target creature gets +3/+3 and gains trample until end of turn.",
        spell=(
            Pump(
                power=3,
                toughness=3,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.TRAMPLE,
            ),
        ),
    ),
    C(
        "Waterwhirl",
        "{4}{U}{U}",
        "Instant",
        "Return up to two target creatures to their owners' hands.",
        spell=(Bounce(target=Target(kinds=TargetKind.CREATURE, count=2, up_to=True)),),
    ),
    C(
        "Scaldkin",
        "{3}{U}",
        "Creature — Elemental",
        "Flying\n{2}{R}, Sacrifice Scaldkin: Scaldkin deals 2 damage to any target.",
        pt=("2", "2"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}{R}"), sacrifice_self=True),
                effect=(
                    DealDamage(
                        amount=2,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Rakshasa's Secret",
        "{2}{B}",
        "Sorcery",
        "Target opponent discards two cards. Mill two cards.",
        spell=(
            Discard(
                count=2,
                player=Target(kinds=TargetKind.PLAYER, controller=Controller.OPPONENT),
                chooser=Controller.OPPONENT,
            ),
            Mill(count=2),
        ),
    ),
    C(
        "Coastal Tower",
        None,
        "Land",
        "Coastal Tower enters tapped.\n{T}: Add {W} or {U}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WU"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Salt Marsh",
        None,
        "Land",
        "Salt Marsh enters tapped.\n{T}: Add {U} or {B}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="UB"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Urborg Volcano",
        None,
        "Land",
        "Urborg Volcano enters tapped.\n{T}: Add {B} or {R}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="BR"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Shivan Oasis",
        None,
        "Land",
        "Shivan Oasis enters tapped.\n{T}: Add {R} or {G}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="RG"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Elfhame Palace",
        None,
        "Land",
        "Elfhame Palace enters tapped.\n{T}: Add {G} or {W}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="GW"),)),),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Sentinel Sliver",
        "{1}{W}",
        "Creature — Sliver",
        "Sliver creatures you control have vigilance.",
        pt=("2", "2"),
        statics=(Static(keywords=Keyword.VIGILANCE, filter=Filter(subtypes=("Sliver",))),),
    ),
    C(
        "Blur Sliver",
        "{2}{R}",
        "Creature — Sliver",
        "Sliver creatures you control have haste.",
        pt=("2", "2"),
        statics=(Static(keywords=Keyword.HASTE, filter=Filter(subtypes=("Sliver",))),),
    ),
    C(
        "Predatory Sliver",
        "{1}{G}",
        "Creature — Sliver",
        "Sliver creatures you control get +1/+1.",
        pt=("1", "1"),
        statics=(Static(power=1, toughness=1, filter=Filter(subtypes=("Sliver",))),),
    ),
    C(
        "Galerider Sliver",
        "{U}",
        "Creature — Sliver",
        "Sliver creatures you control have flying.",
        pt=("1", "1"),
        statics=(Static(keywords=Keyword.FLYING, filter=Filter(subtypes=("Sliver",))),),
    ),
    C(
        "Striking Sliver",
        "{R}",
        "Creature — Sliver",
        "Sliver creatures you control have first strike.",
        pt=("1", "1"),
        statics=(Static(keywords=Keyword.FIRST_STRIKE, filter=Filter(subtypes=("Sliver",))),),
    ),
    C(
        "Bonescythe Sliver",
        "{3}{W}",
        "Creature — Sliver",
        "Sliver creatures you control have double strike.",
        pt=("2", "2"),
        statics=(Static(keywords=Keyword.DOUBLE_STRIKE, filter=Filter(subtypes=("Sliver",))),),
    ),
    C(
        "Megantic Sliver",
        "{5}{G}",
        "Creature — Sliver",
        "Sliver creatures you control get +3/+3.",
        pt=("3", "3"),
        statics=(Static(power=3, toughness=3, filter=Filter(subtypes=("Sliver",))),),
    ),
    C(
        "Battering Sliver",
        "{5}{R}",
        "Creature — Sliver",
        "Sliver creatures you control have trample.",
        pt=("4", "4"),
        statics=(Static(keywords=Keyword.TRAMPLE, filter=Filter(subtypes=("Sliver",))),),
    ),
    C(
        "Steelform Sliver",
        "{2}{W}",
        "Creature — Sliver",
        "Sliver creatures you control get +0/+1.",
        pt=("2", "2"),
        statics=(Static(toughness=1, filter=Filter(subtypes=("Sliver",))),),
    ),
    C(
        "Syphon Sliver",
        "{2}{B}",
        "Creature — Sliver",
        "Sliver creatures you control have lifelink.",
        pt=("2", "2"),
        statics=(Static(keywords=Keyword.LIFELINK, filter=Filter(subtypes=("Sliver",))),),
    ),
    C(
        "Venom Sliver",
        "{1}{G}",
        "Creature — Sliver",
        "Sliver creatures you control have deathtouch.",
        pt=("1", "1"),
        statics=(Static(keywords=Keyword.DEATHTOUCH, filter=Filter(subtypes=("Sliver",))),),
    ),
    C(
        "Groundshaker Sliver",
        "{6}{G}",
        "Creature — Sliver",
        "Sliver creatures you control have trample.",
        pt=("5", "5"),
        statics=(Static(keywords=Keyword.TRAMPLE, filter=Filter(subtypes=("Sliver",))),),
    ),
    C(
        "Nyx-Fleece Ram",
        "{1}{W}",
        "Enchantment Creature — Sheep",
        "At the beginning of your upkeep, you gain 1 life.",
        pt=("0", "5"),
        triggers=(
            Triggered(when=BeginningOfStep(step=StepName.UPKEEP), effect=(GainLife(amount=1),)),
        ),
    ),
    C(
        "Dismiss",
        "{2}{U}{U}",
        "Instant",
        "Counter target spell.\nDraw a card.",
        spell=(
            CounterSpell(target=Target(kinds=TargetKind.SPELL)),
            DrawCards(count=1),
        ),
    ),
    C(
        "Vision Skeins",
        "{1}{U}",
        "Instant",
        "Each player draws two cards.",
        spell=(DrawCards(count=2, player=Ref.EACH_PLAYER),),
    ),
    C(
        "Siegecraft",
        "{3}{W}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+4.",
        statics=(Static(power=2, toughness=4, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C("Summit Prowler", "{2}{R}{R}", "Creature — Yeti", "", pt=("4", "3")),
    C(
        "Archers of Qarsi",
        "{5}{G}",
        "Creature — Naga Archer",
        "Defender\nReach",
        pt=("5", "2"),
        keywords=Keyword.REACH | Keyword.DEFENDER,
    ),
    C(
        "Whirlwind Adept",
        "{4}{U}",
        "Creature — Djinn Monk",
        "Hexproof\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)",
        pt=("4", "2"),
        keywords=Keyword.HEXPROOF | Keyword.PROWESS,
    ),
    C(
        "Coat with Venom",
        "{B}",
        "Instant",
        "Target creature gets +1/+2 and gains deathtouch until end of turn.",
        spell=(
            Pump(
                power=1,
                toughness=2,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.DEATHTOUCH,
            ),
        ),
    ),
    C(
        "Fate Forgotten",
        "{2}{W}",
        "Instant",
        "Exile target artifact or enchantment.",
        spell=(Exile(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)),),
    ),
    C(
        "Conifer Strider",
        "{3}{G}",
        "Creature — Elemental",
        "Hexproof",
        pt=("5", "1"),
        keywords=Keyword.HEXPROOF,
    ),
    C(
        "Custodian of the Trove",
        "{3}",
        "Artifact Creature — Golem",
        "Defender\nCustodian of the Trove enters tapped.",
        pt=("2", "5"),
        etb_tapped=EntersTapped(),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Territorial Hammerskull",
        "{2}{W}",
        "Creature — Dinosaur",
        "Whenever Territorial Hammerskull attacks, tap target creature an opponent controls.",
        pt=("2", "3"),
        triggers=(
            Triggered(
                when=Attacks(),
                effect=(
                    Tap(target=Target(kinds=TargetKind.CREATURE, controller=Controller.OPPONENT)),
                ),
            ),
        ),
    ),
    C(
        "Queen's Commission",
        "{2}{W}",
        "Sorcery",
        "Create two 1/1 white Vampire creature tokens with lifelink.",
        spell=(CreateToken(token=VAMPIRE_LIFELINK, count=2),),
    ),
    C(
        "Call to the Feast",
        "{2}{W}{B}",
        "Sorcery",
        "Create three 1/1 white Vampire creature tokens with lifelink.",
        spell=(CreateToken(token=VAMPIRE_LIFELINK, count=3),),
    ),
    C("Raptor Companion", "{1}{W}", "Creature — Dinosaur", "", pt=("3", "1")),
    C(
        "Grazing Whiptail",
        "{3}{G}",
        "Creature — Dinosaur",
        "Reach",
        pt=("3", "4"),
        keywords=Keyword.REACH,
    ),
    C(
        "Dire Fleet Hoarder",
        "{4}",
        "Artifact Creature — Construct",
        'When Dire Fleet Hoarder dies, create a Treasure token. (It\'s an artifact with "{T}, Sacrifice this token: Add one mana of any color.")',
        pt=("2", "1"),
        triggers=(Triggered(when=Dies(), effect=(CreateToken(token=TREASURE),)),),
    ),
    C(
        "Rummaging Goblin",
        "{2}{R}",
        "Creature — Goblin Rogue",
        "{T}, Discard a card: Draw a card.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(tap=True, discard=1), effect=(DrawCards(count=1),)),),
    ),
    C("Headwater Sentries", "{3}{U}", "Creature — Merfolk Warrior", "", pt=("2", "5")),
    C(
        "Hierophant's Chalice",
        "{3}",
        "Artifact",
        "When Hierophant's Chalice enters, target opponent loses 1 life and you gain 1 life.\n{T}: Add {C}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="C"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    LoseLife(
                        amount=1,
                        player=Target(kinds=TargetKind.PLAYER, controller=Controller.OPPONENT),
                    ),
                    GainLife(amount=1),
                ),
            ),
        ),
    ),
    C(
        "Vampire Revenant",
        "{3}{B}",
        "Creature — Vampire Spirit",
        "Flying",
        pt=("3", "1"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Contract Killing",
        "{3}{B}{B}",
        "Sorcery",
        'Destroy target creature. Create two Treasure tokens. (They\'re artifacts with "{T}, Sacrifice this token: Add one mana of any color.")',
        spell=(
            Destroy(target=Target(kinds=TargetKind.CREATURE)),
            CreateToken(token=TREASURE, count=2),
        ),
    ),
    C("Queen's Bay Soldier", "{1}{B}", "Creature — Vampire Soldier", "", pt=("2", "2")),
    C(
        "Moment of Craving",
        "{1}{B}",
        "Instant",
        "Target creature gets -2/-2 until end of turn. You gain 2 life.",
        spell=(
            Pump(power=-2, toughness=-2, target=Target(kinds=TargetKind.CREATURE)),
            GainLife(amount=2),
        ),
    ),
    C(
        "Gluttonous Zombie",
        "{4}{B}",
        "Creature — Zombie",
        "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)",
        pt=("3", "3"),
        keywords=Keyword.FEAR,
    ),
    C(
        "Wirewood Elf",
        "{1}{G}",
        "Creature — Elf Druid",
        "{T}: Add {G}.",
        pt=("1", "2"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
    ),
    C(
        "Severed Legion",
        "{1}{B}{B}",
        "Creature — Zombie",
        "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)",
        pt=("2", "2"),
        keywords=Keyword.FEAR,
    ),
    C(
        "Fangren Hunter",
        "{3}{G}{G}",
        "Creature — Beast",
        "Trample",
        pt=("4", "4"),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Skyhunter Prowler",
        "{2}{W}",
        "Creature — Cat Knight",
        "Flying, vigilance",
        pt=("2", "1"),
        keywords=Keyword.FLYING | Keyword.VIGILANCE,
    ),
    C(
        "Slagwurm Armor",
        "{8}",
        "Artifact — Equipment",
        "Equipped creature gets +0/+6.\nEquip {3}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{3}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {3}",
            ),
        ),
        statics=(Static(toughness=6, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C("Order of the Sacred Bell", "{3}{G}", "Creature — Human Monk", "", pt=("4", "3")),
    C(
        "Orochi Sustainer",
        "{1}{G}",
        "Creature — Snake Shaman",
        "{T}: Add {G}.",
        pt=("1", "1"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
    ),
    C(
        "Pull Under",
        "{5}{B}",
        "Instant — Arcane",
        "Target creature gets -5/-5 until end of turn.",
        spell=(Pump(power=-5, toughness=-5, target=Target(kinds=TargetKind.CREATURE)),),
    ),
    C("Lantern Kami", "{W}", "Creature — Spirit", "Flying", pt=("1", "1"), keywords=Keyword.FLYING),
    C(
        "Reach Through Mists",
        "{U}",
        "Instant — Arcane",
        "Draw a card.",
        spell=(DrawCards(count=1),),
    ),
    C("Wandering Ones", "{U}", "Creature — Spirit", "", pt=("1", "1")),
    C(
        "Priest of Gix",
        "{2}{B}",
        "Creature — Human Cleric Minion",
        "When Priest of Gix enters, add {B}{B}{B}.",
        pt=("2", "1"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(AddMana(symbols="BBB"),)),),
    ),
    C(
        "Voltaic Key",
        "{1}",
        "Artifact",
        "{1}, {T}: Untap target artifact.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}"), tap=True),
                effect=(Untap(target=Target(kinds=TargetKind.ARTIFACT)),),
            ),
        ),
    ),
    C(
        "Lava Hounds",
        "{2}{R}{R}",
        "Creature — Dog",
        "Haste\nWhen Lava Hounds enters, it deals 4 damage to you.",
        pt=("4", "4"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(DealDamage(amount=4, to=Ref.YOU),)),),
        keywords=Keyword.HASTE,
    ),
    C("Lowland Giant", "{2}{R}{R}", "Creature — Giant", "", pt=("4", "3")),
    C(
        "Razortooth Rats",
        "{2}{B}",
        "Creature — Rat",
        "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)",
        pt=("2", "1"),
        keywords=Keyword.FEAR,
    ),
    C(
        "Dakmor Lancer",
        "{4}{B}{B}",
        "Creature — Zombie Knight",
        "When Dakmor Lancer enters, destroy target nonblack creature.",
        pt=("3", "3"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Destroy(
                        target=Target(kinds=TargetKind.CREATURE, filter=Filter(not_colors=Color.B))
                    ),
                ),
            ),
        ),
    ),
    C(
        "Tidal Kraken",
        "{5}{U}{U}{U}",
        "Creature — Kraken",
        "Tidal Kraken can't be blocked.",
        pt=("6", "6"),
        keywords=Keyword.UNBLOCKABLE,
    ),
    C(
        "Wild Griffin",
        "{2}{W}",
        "Creature — Griffin",
        "Flying",
        pt=("2", "2"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Stormfront Pegasus",
        "{1}{W}",
        "Creature — Pegasus",
        "Flying",
        pt=("2", "1"),
        keywords=Keyword.FLYING,
    ),
    C("Trained Jackal", "{G}", "Creature — Jackal", "", pt=("1", "2")),
    C("Ogre Warrior", "{3}{R}", "Creature — Ogre Warrior", "", pt=("4", "3")),
    C(
        "Goblin Commando",
        "{4}{R}",
        "Creature — Goblin",
        "When Goblin Commando enters, it deals 2 damage to target creature.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(DealDamage(amount=2, to=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
    ),
    C(
        "Starlight Invoker",
        "{1}{W}",
        "Creature — Human Cleric Mutant",
        "{7}{W}: You gain 5 life.",
        pt=("1", "3"),
        abilities=(
            Activated(cost=Cost(mana=parse_mana_cost("{7}{W}")), effect=(GainLife(amount=5),)),
        ),
    ),
    C(
        "Mudbutton Torchrunner",
        "{2}{R}",
        "Creature — Goblin Warrior",
        "When Mudbutton Torchrunner dies, it deals 3 damage to any target.",
        pt=("1", "1"),
        triggers=(
            Triggered(
                when=Dies(),
                effect=(
                    DealDamage(
                        amount=3,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
    ),
    C(
        "Hillcomber Giant",
        "{2}{W}",
        "Creature — Giant Scout",
        "Mountainwalk",
        pt=("3", "1"),
        keywords=Keyword.LANDWALK,
    ),
    C("Axegrinder Giant", "{4}{R}{R}", "Creature — Giant Warrior", "", pt=("6", "4")),
    C(
        "Kinsbaile Skirmisher",
        "{1}{W}",
        "Creature — Kithkin Soldier",
        "When Kinsbaile Skirmisher enters, target creature gets +1/+1 until end of turn.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Pump(power=1, toughness=1, target=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
    ),
    C(
        "Wizened Cenn",
        "{W}{W}",
        "Creature — Kithkin Cleric",
        "Other Kithkin creatures you control get +1/+1.",
        pt=("2", "2"),
        statics=(Static(power=1, toughness=1, filter=Filter(subtypes=("Kithkin",)), other=True),),
    ),
    C(
        "Sentinels of Glen Elendra",
        "{3}{U}",
        "Creature — Faerie Soldier",
        "Flash\nFlying",
        pt=("2", "3"),
        keywords=Keyword.FLYING | Keyword.FLASH,
    ),
    C(
        "Plumeveil",
        "{W/U}{W/U}{W/U}",
        "Creature — Elemental",
        "Flash\nDefender, flying",
        pt=("4", "4"),
        keywords=Keyword.FLYING | Keyword.DEFENDER | Keyword.FLASH,
    ),
    C(
        "Wildslayer Elves",
        "{3}{G}",
        "Creature — Elf Warrior",
        "Wither (This deals damage to creatures in the form of -1/-1 counters.)",
        pt=("3", "3"),
        keywords=Keyword.WITHER,
    ),
    C(
        "Sickle Ripper",
        "{1}{B}",
        "Creature — Elemental Warrior",
        "Wither (This deals damage to creatures in the form of -1/-1 counters.)",
        pt=("2", "1"),
        keywords=Keyword.WITHER,
    ),
    C(
        "Scar",
        "{B/R}",
        "Instant",
        "Put a -1/-1 counter on target creature.",
        spell=(PutCounters(count=1, target=Target(kinds=TargetKind.CREATURE), kind="-1/-1"),),
    ),
    C(
        "Blightwidow",
        "{3}{G}",
        "Creature — Phyrexian Spider",
        "Reach\nInfect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)",
        pt=("2", "4"),
        keywords=Keyword.REACH | Keyword.INFECT,
    ),
    C(
        "Plague Stinger",
        "{1}{B}",
        "Creature — Phyrexian Insect Horror",
        "Flying\nInfect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)",
        pt=("1", "1"),
        keywords=Keyword.FLYING | Keyword.INFECT,
    ),
    C(
        "Cystbearer",
        "{2}{G}",
        "Creature — Phyrexian Beast",
        "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)",
        pt=("2", "3"),
        keywords=Keyword.INFECT,
    ),
    C(
        "Priests of Norn",
        "{2}{W}",
        "Creature — Phyrexian Cleric",
        "Vigilance\nInfect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form of poison counters.)",
        pt=("1", "4"),
        keywords=Keyword.VIGILANCE | Keyword.INFECT,
    ),
    C(
        "Spined Thopter",
        "{2}{U/P}",
        "Artifact Creature — Phyrexian Thopter",
        "({U/P} can be paid with either {U} or 2 life.)\nFlying",
        pt=("2", "1"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Pierce Strider",
        "{4}",
        "Artifact Creature — Construct",
        "When Pierce Strider enters, target opponent loses 3 life.",
        pt=("3", "3"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    LoseLife(
                        amount=3,
                        player=Target(kinds=TargetKind.PLAYER, controller=Controller.OPPONENT),
                    ),
                ),
            ),
        ),
    ),
    C(
        "Peace Strider",
        "{4}",
        "Artifact Creature — Construct",
        "When Peace Strider enters, you gain 3 life.",
        pt=("3", "3"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=3),)),),
    ),
    C(
        "Kemba's Skyguard",
        "{1}{W}{W}",
        "Creature — Cat Knight",
        "Flying\nWhen Kemba's Skyguard enters, you gain 2 life.",
        pt=("2", "2"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=2),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Darkslick Drake",
        "{2}{U}{U}",
        "Creature — Phyrexian Drake",
        "Flying\nWhen Darkslick Drake dies, draw a card.",
        pt=("2", "4"),
        triggers=(Triggered(when=Dies(), effect=(DrawCards(count=1),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Sky-Eel School",
        "{4}{U}{U}",
        "Creature — Fish",
        "Flying\nWhen Sky-Eel School enters, draw a card, then discard a card.",
        pt=("3", "3"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    DrawCards(count=1),
                    Discard(count=1),
                ),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Oculus",
        "{1}{U}",
        "Creature — Homunculus",
        "When Oculus dies, you may draw a card.",
        pt=("1", "1"),
        triggers=(Triggered(when=Dies(), effect=(DrawCards(count=1),), optional=True),),
    ),
    C(
        "Chapel Geist",
        "{1}{W}{W}",
        "Creature — Spirit",
        "Flying",
        pt=("2", "3"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Voiceless Spirit",
        "{2}{W}",
        "Creature — Spirit",
        "Flying, first strike",
        pt=("2", "1"),
        keywords=Keyword.FLYING | Keyword.FIRST_STRIKE,
    ),
    C("Moon Heron", "{3}{U}", "Creature — Bird", "Flying", pt=("3", "2"), keywords=Keyword.FLYING),
    C(
        "Brain Weevil",
        "{3}{B}",
        "Creature — Insect",
        "Intimidate (This creature can't be blocked except by artifact creatures and/or creatures that share a color with it.)\nSacrifice Brain Weevil: Target player discards two cards. Activate only as a sorcery.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(sacrifice_self=True),
                effect=(
                    Discard(
                        count=2, player=Target(kinds=TargetKind.PLAYER), chooser=Controller.OPPONENT
                    ),
                ),
                sorcery_speed=True,
            ),
        ),
        keywords=Keyword.INTIMIDATE,
    ),
    C(
        "Bala Ged Scorpion",
        "{3}{B}",
        "Creature — Scorpion",
        "When Bala Ged Scorpion enters, you may destroy target creature with power 1 or less.",
        pt=("2", "3"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Destroy(target=Target(kinds=TargetKind.CREATURE, filter=Filter(max_power=1))),
                ),
                optional=True,
            ),
        ),
    ),
    C(
        "Stomper Cub",
        "{3}{G}{G}",
        "Creature — Beast",
        "Trample",
        pt=("5", "3"),
        keywords=Keyword.TRAMPLE,
    ),
    C("Nema Siltlurker", "{4}{G}", "Creature — Lizard", "", pt=("3", "5")),
    C(
        "Kor Line-Slinger",
        "{1}{W}",
        "Creature — Kor Rebel",
        "{T}: Tap target creature with power 3 or less.",
        pt=("0", "1"),
        abilities=(
            Activated(
                cost=Cost(tap=True),
                effect=(Tap(target=Target(kinds=TargetKind.CREATURE, filter=Filter(max_power=3))),),
            ),
        ),
    ),
    C(
        "Affa Guard Hound",
        "{2}{W}",
        "Creature — Dog",
        "Flash\nWhen Affa Guard Hound enters, target creature gets +0/+3 until end of turn.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Pump(power=0, toughness=3, target=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
        keywords=Keyword.FLASH,
    ),
    C(
        "Bog Tatters",
        "{4}{B}",
        "Creature — Wraith",
        "Swampwalk",
        pt=("4", "2"),
        keywords=Keyword.LANDWALK,
    ),
    C("Warpath Ghoul", "{2}{B}", "Creature — Zombie", "", pt=("3", "2")),
    C(
        "Steadfast Guard",
        "{W}{W}",
        "Creature — Human Rebel",
        "Vigilance",
        pt=("2", "2"),
        keywords=Keyword.VIGILANCE,
    ),
    C(
        "Veteran Cavalier",
        "{W}{W}",
        "Creature — Human Knight",
        "Vigilance",
        pt=("2", "2"),
        keywords=Keyword.VIGILANCE,
    ),
    C(
        "War Priest of Thune",
        "{1}{W}",
        "Creature — Human Cleric",
        "When War Priest of Thune enters, you may destroy target enchantment.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Destroy(target=Target(kinds=TargetKind.ENCHANTMENT)),),
                optional=True,
            ),
        ),
    ),
    C(
        "Giant Crab",
        "{4}{U}",
        "Creature — Crab",
        "{U}: Giant Crab gains shroud until end of turn.",
        pt=("3", "3"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{U}")),
                effect=(Pump(power=0, toughness=0, target=Ref.SELF, keywords=Keyword.SHROUD),),
            ),
        ),
    ),
    C(
        "Wall of Tanglecord",
        "{2}",
        "Artifact Creature — Wall",
        "Defender\n{G}: Wall of Tanglecord gains reach until end of turn.",
        pt=("0", "6"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{G}")),
                effect=(Pump(power=0, toughness=0, target=Ref.SELF, keywords=Keyword.REACH),),
            ),
        ),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Wall of Vines",
        "{G}",
        "Creature — Plant Wall",
        "Defender, reach",
        pt=("0", "3"),
        keywords=Keyword.REACH | Keyword.DEFENDER,
    ),
    C(
        "Cathedral Sanctifier",
        "{W}",
        "Creature — Human Cleric",
        "When Cathedral Sanctifier enters, you gain 3 life.",
        pt=("1", "1"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=3),)),),
    ),
    C(
        "Ravenous Skirge",
        "{2}{B}",
        "Creature — Phyrexian Imp",
        "Flying\nWhenever Ravenous Skirge attacks, it gets +2/+0 until end of turn.",
        pt=("1", "1"),
        triggers=(
            Triggered(when=Attacks(), effect=(Pump(power=2, toughness=0, target=Ref.SELF),)),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Azure Drake",
        "{3}{U}",
        "Creature — Drake",
        "Flying",
        pt=("2", "4"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Mist Raven",
        "{2}{U}{U}",
        "Creature — Bird",
        "Flying\nWhen Mist Raven enters, return target creature to its owner's hand.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(), effect=(Bounce(target=Target(kinds=TargetKind.CREATURE)),)
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Tower Drake",
        "{2}{U}",
        "Creature — Drake",
        "Flying\n{W}: Tower Drake gets +0/+1 until end of turn.",
        pt=("2", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{W}")),
                effect=(Pump(power=0, toughness=1, target=Ref.SELF),),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Aven Flock",
        "{4}{W}",
        "Creature — Bird Soldier",
        "Flying\n{W}: Aven Flock gets +0/+1 until end of turn.",
        pt=("2", "3"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{W}")),
                effect=(Pump(power=0, toughness=1, target=Ref.SELF),),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Sky Ruin Drake",
        "{4}{U}",
        "Creature — Drake",
        "Flying",
        pt=("2", "5"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Natural Spring",
        "{3}{G}{G}",
        "Sorcery",
        "Target player gains 8 life.",
        spell=(GainLife(amount=8, player=Target(kinds=TargetKind.PLAYER)),),
    ),
    C(
        "Soothing Balm",
        "{1}{W}",
        "Instant",
        "Target player gains 5 life.",
        spell=(GainLife(amount=5, player=Target(kinds=TargetKind.PLAYER)),),
    ),
    C(
        "Fountain of Youth",
        "{0}",
        "Artifact",
        "{2}, {T}: You gain 1 life.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}"), tap=True), effect=(GainLife(amount=1),)
            ),
        ),
    ),
    C(
        "Demon's Horn",
        "{2}",
        "Artifact",
        "Whenever a player casts a black spell, you may gain 1 life.",
        triggers=(
            Triggered(
                when=CastSpell(who=Ref.EACH_PLAYER, filter=Filter(colors=Color.B)),
                effect=(GainLife(amount=1),),
                optional=True,
            ),
        ),
    ),
    C(
        "Kraken's Eye",
        "{2}",
        "Artifact",
        "Whenever a player casts a blue spell, you may gain 1 life.",
        triggers=(
            Triggered(
                when=CastSpell(who=Ref.EACH_PLAYER, filter=Filter(colors=Color.U)),
                effect=(GainLife(amount=1),),
                optional=True,
            ),
        ),
    ),
    C(
        "Wurm's Tooth",
        "{2}",
        "Artifact",
        "Whenever a player casts a green spell, you may gain 1 life.",
        triggers=(
            Triggered(
                when=CastSpell(who=Ref.EACH_PLAYER, filter=Filter(colors=Color.G)),
                effect=(GainLife(amount=1),),
                optional=True,
            ),
        ),
    ),
    C(
        "Carrion Ants",
        "{2}{B}{B}",
        "Creature — Insect",
        "{1}: Carrion Ants gets +1/+1 until end of turn.",
        pt=("0", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}")),
                effect=(Pump(power=1, toughness=1, target=Ref.SELF),),
            ),
        ),
    ),
    C(
        "Glacial Wall",
        "{2}{U}",
        "Creature — Wall",
        "Defender",
        pt=("0", "7"),
        keywords=Keyword.DEFENDER,
    ),
    C(
        "Lost Soul",
        "{1}{B}{B}",
        "Creature — Spirit Minion",
        "Swampwalk",
        pt=("2", "1"),
        keywords=Keyword.LANDWALK,
    ),
    C(
        "Mesa Falcon",
        "{1}{W}",
        "Creature — Bird",
        "Flying\n{1}{W}: Mesa Falcon gets +0/+1 until end of turn.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{W}")),
                effect=(Pump(power=0, toughness=1, target=Ref.SELF),),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Sea Spirit",
        "{4}{U}",
        "Creature — Elemental Spirit",
        "{U}: Sea Spirit gets +1/+0 until end of turn.",
        pt=("2", "3"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{U}")),
                effect=(Pump(power=1, toughness=0, target=Ref.SELF),),
            ),
        ),
    ),
    C(
        "Armor of Faith",
        "{W}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +1/+1.\n{W}: Enchanted creature gets +0/+1 until end of turn.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{W}")),
                effect=(Pump(power=0, toughness=1, target=Ref.ENCHANTED_OR_EQUIPPED),),
            ),
        ),
        statics=(Static(power=1, toughness=1, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Divine Transformation",
        "{2}{W}{W}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +3/+3.",
        statics=(Static(power=3, toughness=3, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Vitalizing Wind",
        "{8}{G}",
        "Instant",
        "Creatures you control get +7/+7 until end of turn.",
        spell=(Pump(power=7, toughness=7, target=Ref.CREATURES_YOU_CONTROL),),
    ),
    C(
        "Vulpine Goliath",
        "{4}{G}{G}",
        "Creature — Fox",
        "Trample",
        pt=("6", "5"),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Returned Centaur",
        "{3}{B}",
        "Creature — Zombie Centaur",
        "When Returned Centaur enters, target player mills four cards.",
        pt=("2", "4"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Mill(count=4, player=Target(kinds=TargetKind.PLAYER)),),
            ),
        ),
    ),
    C(
        "Insatiable Harpy",
        "{2}{B}{B}",
        "Creature — Harpy",
        "Flying\nLifelink",
        pt=("2", "2"),
        keywords=Keyword.FLYING | Keyword.LIFELINK,
    ),
    C(
        "Blood-Toll Harpy",
        "{2}{B}",
        "Creature — Harpy",
        "Flying\nWhen Blood-Toll Harpy enters, each player loses 1 life.",
        pt=("2", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(), effect=(LoseLife(amount=1, player=Ref.EACH_PLAYER),)
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Priest of Iroas",
        "{R}",
        "Creature — Human Cleric",
        "{3}{W}, Sacrifice Priest of Iroas: Destroy target enchantment.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{3}{W}"), sacrifice_self=True),
                effect=(Destroy(target=Target(kinds=TargetKind.ENCHANTMENT)),),
            ),
        ),
    ),
    C(
        "Messenger's Speed",
        "{R}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has trample and haste.",
        statics=(
            Static(keywords=Keyword.HASTE | Keyword.TRAMPLE, applies_to=Ref.ENCHANTED_OR_EQUIPPED),
        ),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Thassa's Bounty",
        "{5}{U}",
        "Sorcery",
        "Draw three cards. Target player mills three cards.",
        spell=(
            DrawCards(count=3),
            Mill(count=3, player=Target(kinds=TargetKind.PLAYER)),
        ),
    ),
    C(
        "Crackling Triton",
        "{2}{U}",
        "Creature — Merfolk Wizard",
        "{2}{R}, Sacrifice Crackling Triton: It deals 2 damage to any target.",
        pt=("2", "3"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}{R}"), sacrifice_self=True),
                effect=(
                    DealDamage(
                        amount=2,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
    ),
    C(
        "Jump",
        "{U}",
        "Instant",
        "Target creature gains flying until end of turn.",
        spell=(
            Pump(
                power=0,
                toughness=0,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.FLYING,
            ),
        ),
    ),
    C(
        "Viashino Spearhunter",
        "{2}{R}",
        "Creature — Viashino Warrior",
        "First strike",
        pt=("2", "1"),
        keywords=Keyword.FIRST_STRIKE,
    ),
    C("Kelinore Bat", "{2}{B}", "Creature — Bat", "Flying", pt=("2", "1"), keywords=Keyword.FLYING),
    C(
        "Fiery Hellhound",
        "{1}{R}{R}",
        "Creature — Elemental Dog",
        "{R}: Fiery Hellhound gets +1/+0 until end of turn.",
        pt=("2", "2"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{R}")),
                effect=(Pump(power=1, toughness=0, target=Ref.SELF),),
            ),
        ),
    ),
    C(
        "Kalonian Behemoth",
        "{5}{G}{G}",
        "Creature — Beast",
        "Shroud",
        pt=("9", "9"),
        keywords=Keyword.SHROUD,
    ),
    C(
        "Rod of Ruin",
        "{4}",
        "Artifact",
        "{3}, {T}: Rod of Ruin deals 1 damage to any target.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{3}"), tap=True),
                effect=(
                    DealDamage(
                        amount=1,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
    ),
    C(
        "Lifelink",
        "{W}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has lifelink.",
        statics=(Static(keywords=Keyword.LIFELINK, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Levitation",
        "{2}{U}{U}",
        "Enchantment",
        "Creatures you control have flying.",
        statics=(Static(keywords=Keyword.FLYING),),
    ),
    C(
        "Ur-Golem's Eye",
        "{4}",
        "Artifact",
        "{T}: Add {C}{C}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="CC"),)),),
    ),
    C(
        "Dreamstone Hedron",
        "{6}",
        "Artifact",
        "{T}: Add {C}{C}{C}.\n{3}, {T}, Sacrifice Dreamstone Hedron: Draw three cards.",
        abilities=(
            Activated(cost=Cost(tap=True), effect=(AddMana(symbols="CCC"),)),
            Activated(
                cost=Cost(mana=parse_mana_cost("{3}"), tap=True, sacrifice_self=True),
                effect=(DrawCards(count=3),),
            ),
        ),
    ),
    C(
        "Sisay's Ring",
        "{4}",
        "Artifact",
        "{T}: Add {C}{C}.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="CC"),)),),
    ),
    C(
        "Honed Khopesh",
        "{1}",
        "Artifact — Equipment",
        "Equipped creature gets +1/+1.\nEquip {2}",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(
                    AttachTo(target=Target(kinds=TargetKind.CREATURE, controller=Controller.YOU)),
                ),
                sorcery_speed=True,
                text="Equip {2}",
            ),
        ),
        statics=(Static(power=1, toughness=1, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
    ),
    C(
        "Renegade Map",
        "{1}",
        "Artifact",
        "{T}, Sacrifice Renegade Map: Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
        abilities=(
            Activated(
                cost=Cost(tap=True, sacrifice_self=True),
                effect=(
                    SearchLibrary(
                        filter=Filter(card_type=CardType.LAND, supertypes=Supertype.BASIC)
                    ),
                ),
            ),
        ),
    ),
    C(
        "Consulate Skygate",
        "{5}",
        "Artifact Creature — Wall",
        "Defender, flying",
        pt=("0", "4"),
        keywords=Keyword.FLYING | Keyword.DEFENDER,
    ),
    C(
        "Narnam Cobra",
        "{2}",
        "Artifact Creature — Snake",
        "{G}: Narnam Cobra gains deathtouch until end of turn.",
        pt=("2", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{G}")),
                effect=(Pump(power=0, toughness=0, target=Ref.SELF, keywords=Keyword.DEATHTOUCH),),
            ),
        ),
    ),
    C(
        "Snare Thopter",
        "{4}",
        "Artifact Creature — Thopter",
        "Flying, haste",
        pt=("3", "2"),
        keywords=Keyword.FLYING | Keyword.HASTE,
    ),
    C(
        "Onulet",
        "{3}",
        "Artifact Creature — Construct",
        "When Onulet dies, you gain 2 life.",
        pt=("2", "2"),
        triggers=(Triggered(when=Dies(), effect=(GainLife(amount=2),)),),
    ),
    C(
        "Dragon Engine",
        "{3}",
        "Artifact Creature — Construct",
        "{2}: Dragon Engine gets +1/+0 until end of turn.",
        pt=("1", "3"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}")),
                effect=(Pump(power=1, toughness=0, target=Ref.SELF),),
            ),
        ),
    ),
    C(
        "Wind Dancer",
        "{1}{U}",
        "Creature — Faerie",
        "Flying\n{T}: Target creature gains flying until end of turn.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(tap=True),
                effect=(
                    Pump(
                        power=0,
                        toughness=0,
                        target=Target(kinds=TargetKind.CREATURE),
                        keywords=Keyword.FLYING,
                    ),
                ),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Fighting Drake",
        "{2}{U}{U}",
        "Creature — Drake",
        "Flying",
        pt=("2", "4"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Cloudchaser Eagle",
        "{3}{W}",
        "Creature — Bird",
        "Flying\nWhen Cloudchaser Eagle enters, destroy target enchantment.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Destroy(target=Target(kinds=TargetKind.ENCHANTMENT)),),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Staunch Defenders",
        "{3}{W}{W}",
        "Creature — Wall",
        "Defender\nWhen Staunch Defenders enters, you gain 4 life.",
        pt=("0", "4"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(GainLife(amount=4),)),),
        keywords=Keyword.DEFENDER,
    ),
    C("Mist Leopard", "{3}{G}", "Creature — Cat", "Shroud", pt=("3", "2"), keywords=Keyword.SHROUD),
    C(
        "Sporemound",
        "{3}{G}{G}",
        "Creature — Fungus",
        "Landfall — Whenever a land you control enters, create a 1/1 green Saproling creature token.",
        pt=("3", "3"),
        triggers=(Triggered(when=LandEnters(), effect=(CreateToken(token=SAPROLING),)),),
    ),
    C(
        "Hedron Crab",
        "{U}",
        "Creature — Crab",
        "Landfall — Whenever a land you control enters, target player mills three cards.",
        pt=("0", "2"),
        triggers=(
            Triggered(
                when=LandEnters(), effect=(Mill(count=3, player=Target(kinds=TargetKind.PLAYER)),)
            ),
        ),
    ),
    C(
        "Windrider Eel",
        "{3}{U}{U}",
        "Creature — Fish",
        "Flying\nLandfall — Whenever a land you control enters, Windrider Eel gets +2/+2 until end of turn.",
        pt=("2", "2"),
        triggers=(
            Triggered(when=LandEnters(), effect=(Pump(power=2, toughness=2, target=Ref.SELF),)),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Caravan Hurda",
        "{4}{W}",
        "Creature — Giant",
        "Lifelink",
        pt=("1", "5"),
        keywords=Keyword.LIFELINK,
    ),
    C(
        "Cliff Threader",
        "{1}{W}",
        "Creature — Kor Scout",
        "Mountainwalk",
        pt=("2", "1"),
        keywords=Keyword.LANDWALK,
    ),
    C(
        "Zendikar Farguide",
        "{4}{G}",
        "Creature — Elemental",
        "Forestwalk",
        pt=("3", "3"),
        keywords=Keyword.LANDWALK,
    ),
    C(
        "Slaughter Cry",
        "{2}{R}",
        "Instant",
        "Target creature gets +3/+0 and gains first strike until end of turn.",
        spell=(
            Pump(
                power=3,
                toughness=0,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.FIRST_STRIKE,
            ),
        ),
    ),
    C(
        "Molten Ravager",
        "{2}{R}",
        "Creature — Elemental",
        "{R}: Molten Ravager gets +1/+0 until end of turn.",
        pt=("0", "4"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{R}")),
                effect=(Pump(power=1, toughness=0, target=Ref.SELF),),
            ),
        ),
    ),
    C(
        "Summoner's Bane",
        "{2}{U}{U}",
        "Instant",
        "Counter target creature spell. Create a 2/2 blue Illusion creature token.",
        spell=(
            CounterSpell(
                target=Target(kinds=TargetKind.SPELL, filter=Filter(card_type=CardType.CREATURE))
            ),
            CreateToken(token=token("Illusion", pt=(2, 2), color="U", subtypes=("Illusion",))),
        ),
    ),
    C(
        "Enlightened Ascetic",
        "{1}{W}",
        "Creature — Cat Monk",
        "When Enlightened Ascetic enters, you may destroy target enchantment.",
        pt=("1", "1"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Destroy(target=Target(kinds=TargetKind.ENCHANTMENT)),),
                optional=True,
            ),
        ),
    ),
    C(
        "Heavy Infantry",
        "{4}{W}",
        "Creature — Human Soldier",
        "When Heavy Infantry enters, tap target creature an opponent controls.",
        pt=("3", "4"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Tap(target=Target(kinds=TargetKind.CREATURE, controller=Controller.OPPONENT)),
                ),
            ),
        ),
    ),
    C(
        "Separatist Voidmage",
        "{3}{U}",
        "Creature — Human Wizard",
        "When Separatist Voidmage enters, you may return target creature to its owner's hand.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Bounce(target=Target(kinds=TargetKind.CREATURE)),),
                optional=True,
            ),
        ),
    ),
    C(
        "Watercourser",
        "{2}{U}",
        "Creature — Elemental",
        "{U}: Watercourser gets +1/-1 until end of turn.",
        pt=("2", "3"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{U}")),
                effect=(Pump(power=1, toughness=-1, target=Ref.SELF),),
            ),
        ),
    ),
    C(
        "Fetid Imp",
        "{2}{B}",
        "Creature — Imp",
        "Flying\n{B}: Fetid Imp gains deathtouch until end of turn.",
        pt=("1", "2"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{B}")),
                effect=(Pump(power=0, toughness=0, target=Ref.SELF, keywords=Keyword.DEATHTOUCH),),
            ),
        ),
        keywords=Keyword.FLYING,
    ),
    C(
        "Shambling Ghoul",
        "{1}{B}",
        "Creature — Zombie",
        "Shambling Ghoul enters tapped.",
        pt=("2", "3"),
        etb_tapped=EntersTapped(),
    ),
    C(
        "Weight of the Underworld",
        "{3}{B}",
        "Sorcery",
        "Target creature gets -3/-2 until end of turn.",
        spell=(Pump(power=-3, toughness=-2, target=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Bellows Lizard",
        "{R}",
        "Creature — Lizard",
        "{1}{R}: Bellows Lizard gets +1/+0 until end of turn.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{R}")),
                effect=(Pump(power=1, toughness=0, target=Ref.SELF),),
            ),
        ),
    ),
    C("Cobblebrute", "{3}{R}", "Creature — Elemental", "", pt=("5", "2")),
    C(
        "Volcanic Rambler",
        "{5}{R}",
        "Creature — Elemental",
        "{2}{R}: Volcanic Rambler deals 1 damage to target player or planeswalker.",
        pt=("6", "4"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{2}{R}")),
                effect=(
                    DealDamage(
                        amount=1, to=Target(kinds=TargetKind.PLAYER | TargetKind.PLANESWALKER)
                    ),
                ),
            ),
        ),
    ),
    C(
        "Caustic Caterpillar",
        "{G}",
        "Creature — Insect",
        "{1}{G}, Sacrifice Caustic Caterpillar: Destroy target artifact or enchantment.",
        pt=("1", "1"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{G}"), sacrifice_self=True),
                effect=(
                    Destroy(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)),
                ),
            ),
        ),
    ),
    C(
        "Conclave Naturalists",
        "{4}{G}",
        "Creature — Dryad",
        "When Conclave Naturalists enters, you may destroy target artifact or enchantment.",
        pt=("4", "4"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Destroy(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)),
                ),
                optional=True,
            ),
        ),
    ),
    C(
        "Hitchclaw Recluse",
        "{2}{G}",
        "Creature — Spider",
        "Reach",
        pt=("1", "4"),
        keywords=Keyword.REACH,
    ),
    C(
        "Leaf Gilder",
        "{1}{G}",
        "Creature — Elf Druid",
        "{T}: Add {G}.",
        pt=("2", "1"),
        abilities=(Activated(cost=Cost(tap=True), effect=(AddMana(symbols="G"),)),),
    ),
    C(
        "Skysnare Spider",
        "{4}{G}{G}",
        "Creature — Spider",
        "Vigilance\nReach",
        pt=("6", "6"),
        keywords=Keyword.REACH | Keyword.VIGILANCE,
    ),
    C(
        "Iroas's Champion",
        "{1}{R}{W}",
        "Creature — Human Soldier",
        "Double strike",
        pt=("2", "2"),
        keywords=Keyword.DOUBLE_STRIKE,
    ),
    C(
        "Gold-Forged Sentinel",
        "{5}",
        "Artifact Creature — Chimera",
        "Flying",
        pt=("4", "4"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Meteorite",
        "{5}",
        "Artifact",
        "When Meteorite enters, it deals 2 damage to any target.\n{T}: Add one mana of any color.",
        abilities=(Activated(cost=Cost(tap=True), effect=(AddOneOf(colors="WUBRG"),)),),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    DealDamage(
                        amount=2,
                        to=Target(
                            kinds=TargetKind.PLAYER
                            | TargetKind.CREATURE
                            | TargetKind.PLANESWALKER
                            | TargetKind.BATTLE
                        ),
                    ),
                ),
            ),
        ),
    ),
    C(
        "Lightning Javelin",
        "{3}{R}",
        "Sorcery",
        "Lightning Javelin deals 3 damage to any target. Scry 1.",
        spell=(
            DealDamage(
                amount=3,
                to=Target(
                    kinds=TargetKind.PLAYER
                    | TargetKind.CREATURE
                    | TargetKind.PLANESWALKER
                    | TargetKind.BATTLE
                ),
            ),
            Scry(count=1),
        ),
    ),
    C(
        "Reckless Scholar",
        "{2}{U}",
        "Creature — Human Wizard",
        "{T}: Target player draws a card, then discards a card.",
        pt=("2", "1"),
        abilities=(
            Activated(
                cost=Cost(tap=True),
                effect=(
                    DrawCards(count=1, player=Target(kinds=TargetKind.PLAYER)),
                    Discard(
                        count=1, player=Target(kinds=TargetKind.PLAYER), chooser=Controller.OPPONENT
                    ),
                ),
            ),
        ),
    ),
    C(
        "Invoke the Divine",
        "{2}{W}",
        "Instant",
        "Destroy target artifact or enchantment. You gain 4 life.",
        spell=(
            Destroy(target=Target(kinds=TargetKind.ARTIFACT | TargetKind.ENCHANTMENT)),
            GainLife(amount=4),
        ),
    ),
    C(
        "Fervent Strike",
        "{R}",
        "Instant",
        "Target creature gets +1/+0 and gains first strike and haste until end of turn.",
        spell=(
            Pump(
                power=1,
                toughness=0,
                target=Target(kinds=TargetKind.CREATURE),
                keywords=Keyword.HASTE | Keyword.FIRST_STRIKE,
            ),
        ),
    ),
    C(
        "Run Amok",
        "{1}{R}",
        "Instant",
        "Target attacking creature gets +3/+3 and gains trample until end of turn.",
        spell=(
            Pump(
                power=3,
                toughness=3,
                target=Target(kinds=TargetKind.CREATURE, filter=Filter(attacking=True)),
                keywords=Keyword.TRAMPLE,
            ),
        ),
    ),
    C("Primordial Wurm", "{4}{G}{G}", "Creature — Wurm", "", pt=("7", "6")),
    C(
        "Yavimaya Sapherd",
        "{2}{G}",
        "Creature — Fungus",
        "When Yavimaya Sapherd enters, create a 1/1 green Saproling creature token.",
        pt=("2", "2"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(CreateToken(token=SAPROLING),)),),
    ),
    C(
        "Pardic Wanderer",
        "{6}",
        "Artifact Creature — Golem",
        "Trample",
        pt=("5", "5"),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Herald of Faith",
        "{3}{W}{W}",
        "Creature — Angel",
        "Flying\nWhenever Herald of Faith attacks, you gain 2 life.",
        pt=("4", "3"),
        triggers=(Triggered(when=Attacks(), effect=(GainLife(amount=2),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Knight's Pledge",
        "{1}{W}",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature gets +2/+2.",
        statics=(Static(power=2, toughness=2, applies_to=Ref.ENCHANTED_OR_EQUIPPED),),
        aura_target=Target(kinds=TargetKind.CREATURE),
    ),
    C(
        "Take Vengeance",
        "{W}",
        "Sorcery",
        "Destroy target tapped creature.",
        spell=(Destroy(target=Target(kinds=TargetKind.CREATURE, filter=Filter(tapped=True))),),
    ),
    C(
        "Exclusion Mage",
        "{2}{U}",
        "Creature — Human Wizard",
        "When Exclusion Mage enters, return target creature an opponent controls to its owner's hand.",
        pt=("2", "2"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(
                    Bounce(
                        target=Target(kinds=TargetKind.CREATURE, controller=Controller.OPPONENT)
                    ),
                ),
            ),
        ),
    ),
    C(
        "Uncomfortable Chill",
        "{2}{U}",
        "Instant",
        "Creatures your opponents control get -2/-0 until end of turn.\nDraw a card.",
        spell=(
            Pump(power=-2, toughness=0, target=Ref.CREATURES_OPPONENTS_CONTROL),
            DrawCards(count=1),
        ),
    ),
    C(
        "Hired Blade",
        "{2}{B}",
        "Creature — Human Assassin",
        "Flash",
        pt=("3", "2"),
        keywords=Keyword.FLASH,
    ),
    C(
        "Strangling Spores",
        "{3}{B}",
        "Instant",
        "Target creature gets -3/-3 until end of turn.",
        spell=(Pump(power=-3, toughness=-3, target=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Two-Headed Zombie",
        "{3}{B}",
        "Creature — Zombie",
        "Menace",
        pt=("4", "2"),
        keywords=Keyword.MENACE,
    ),
    C(
        "Havoc Devils",
        "{5}{R}",
        "Creature — Devil",
        "Trample",
        pt=("4", "5"),
        keywords=Keyword.TRAMPLE,
    ),
    C(
        "Skyknight Legionnaire",
        "{1}{R}{W}",
        "Creature — Human Knight",
        "Flying, haste",
        pt=("2", "2"),
        keywords=Keyword.FLYING | Keyword.HASTE,
    ),
    C(
        "Frostburn Weird",
        "{U/R}{U/R}{U/R}{U/R}",
        "Creature — Weird",
        "{U/R}: Frostburn Weird gets +1/-1 until end of turn.",
        pt=("1", "4"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{U/R}")),
                effect=(Pump(power=1, toughness=-1, target=Ref.SELF),),
            ),
        ),
    ),
    C(
        "Sunspire Griffin",
        "{1}{W}{W}",
        "Creature — Griffin",
        "Flying",
        pt=("2", "3"),
        keywords=Keyword.FLYING,
    ),
    C(
        "Seller of Songbirds",
        "{2}{W}",
        "Creature — Human",
        "When Seller of Songbirds enters, create a 1/1 white Bird creature token with flying.",
        pt=("1", "2"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(CreateToken(token=BIRD),)),),
    ),
    C(
        "Runewing",
        "{3}{U}",
        "Creature — Bird",
        "Flying\nWhen Runewing dies, draw a card.",
        pt=("2", "2"),
        triggers=(Triggered(when=Dies(), effect=(DrawCards(count=1),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Voidwielder",
        "{4}{U}",
        "Creature — Human Wizard",
        "When Voidwielder enters, you may return target creature to its owner's hand.",
        pt=("1", "4"),
        triggers=(
            Triggered(
                when=EntersBattlefield(),
                effect=(Bounce(target=Target(kinds=TargetKind.CREATURE)),),
                optional=True,
            ),
        ),
    ),
    C(
        "Hover Barrier",
        "{2}{U}",
        "Creature — Illusion Wall",
        "Defender, flying",
        pt=("0", "6"),
        keywords=Keyword.FLYING | Keyword.DEFENDER,
    ),
    C(
        "Stealer of Secrets",
        "{2}{U}",
        "Creature — Human Rogue",
        "Whenever Stealer of Secrets deals combat damage to a player, draw a card.",
        pt=("2", "2"),
        triggers=(Triggered(when=DealsCombatDamageToPlayer(), effect=(DrawCards(count=1),)),),
    ),
    C(
        "Assassin's Strike",
        "{4}{B}{B}",
        "Sorcery",
        "Destroy target creature. Its controller discards a card.",
        spell=(
            Destroy(target=Target(kinds=TargetKind.CREATURE)),
            Discard(count=1, player=Ref.TARGET_CONTROLLER, chooser=Controller.OPPONENT),
        ),
    ),
    C(
        "Perilous Shadow",
        "{2}{B}{B}",
        "Creature — Shade",
        "{1}{B}: Perilous Shadow gets +2/+2 until end of turn.",
        pt=("0", "4"),
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{1}{B}")),
                effect=(Pump(power=2, toughness=2, target=Ref.SELF),),
            ),
        ),
    ),
    C(
        "Daggerdrome Imp",
        "{1}{B}",
        "Creature — Imp",
        "Flying\nLifelink",
        pt=("1", "1"),
        keywords=Keyword.FLYING | Keyword.LIFELINK,
    ),
    C(
        "Explosive Impact",
        "{5}{R}",
        "Instant",
        "Explosive Impact deals 5 damage to any target.",
        spell=(
            DealDamage(
                amount=5,
                to=Target(
                    kinds=TargetKind.PLAYER
                    | TargetKind.CREATURE
                    | TargetKind.PLANESWALKER
                    | TargetKind.BATTLE
                ),
            ),
        ),
    ),
    C(
        "Brushstrider",
        "{1}{G}",
        "Creature — Beast",
        "Vigilance",
        pt=("3", "1"),
        keywords=Keyword.VIGILANCE,
    ),
    C(
        "Towering Indrik",
        "{3}{G}",
        "Creature — Beast",
        "Reach",
        pt=("2", "4"),
        keywords=Keyword.REACH,
    ),
    C(
        "Rubbleback Rhino",
        "{4}{G}",
        "Creature — Rhino",
        "Hexproof",
        pt=("3", "4"),
        keywords=Keyword.HEXPROOF,
    ),
    C(
        "Wary Okapi",
        "{2}{G}",
        "Creature — Antelope",
        "Vigilance",
        pt=("3", "2"),
        keywords=Keyword.VIGILANCE,
    ),
    C(
        "Sworn Companions",
        "{3}{W}",
        "Sorcery",
        "Create two 1/1 white Soldier creature tokens with lifelink.",
        spell=(
            CreateToken(
                token=token(
                    "Soldier",
                    pt=(1, 1),
                    color="W",
                    subtypes=("Soldier",),
                    keywords=Keyword.LIFELINK,
                ),
                count=2,
            ),
        ),
    ),
    C(
        "Hunted Witness",
        "{W}",
        "Creature — Human",
        "When Hunted Witness dies, create a 1/1 white Soldier creature token with lifelink.",
        pt=("1", "1"),
        triggers=(
            Triggered(
                when=Dies(),
                effect=(
                    CreateToken(
                        token=token(
                            "Soldier",
                            pt=(1, 1),
                            color="W",
                            subtypes=("Soldier",),
                            keywords=Keyword.LIFELINK,
                        )
                    ),
                ),
            ),
        ),
    ),
    C(
        "Sinister Sabotage",
        "{1}{U}{U}",
        "Instant",
        "Counter target spell. Surveil 1. (Look at the top card of your library. You may put it into your graveyard.)",
        spell=(
            CounterSpell(target=Target(kinds=TargetKind.SPELL)),
            Surveil(count=1),
        ),
    ),
    C(
        "Unexplained Disappearance",
        "{1}{U}",
        "Instant",
        "Return target creature to its owner's hand. Surveil 1.",
        spell=(
            Bounce(target=Target(kinds=TargetKind.CREATURE)),
            Surveil(count=1),
        ),
    ),
    C(
        "Watcher in the Mist",
        "{3}{U}{U}",
        "Creature — Spirit",
        "Flying\nWhen Watcher in the Mist enters, surveil 2.",
        pt=("3", "4"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Surveil(count=2),)),),
        keywords=Keyword.FLYING,
    ),
    C(
        "Whisper Agent",
        "{1}{U/B}{U/B}",
        "Creature — Human Rogue",
        "Flash\nWhen Whisper Agent enters, surveil 1.",
        pt=("3", "2"),
        triggers=(Triggered(when=EntersBattlefield(), effect=(Surveil(count=1),)),),
        keywords=Keyword.FLASH,
    ),
    C(
        "Deadly Visit",
        "{3}{B}{B}",
        "Sorcery",
        "Destroy target creature. Surveil 2.",
        spell=(
            Destroy(target=Target(kinds=TargetKind.CREATURE)),
            Surveil(count=2),
        ),
    ),
    C(
        "Pitiless Gorgon",
        "{1}{B}{B}",
        "Creature — Gorgon",
        "Deathtouch",
        pt=("2", "1"),
        keywords=Keyword.DEATHTOUCH,
    ),
    C(
        "Hired Poisoner",
        "{B}",
        "Creature — Human Assassin",
        "Deathtouch",
        pt=("1", "1"),
        keywords=Keyword.DEATHTOUCH,
    ),
    C(
        "Command the Storm",
        "{4}{R}",
        "Instant",
        "Command the Storm deals 5 damage to target creature.",
        spell=(DealDamage(amount=5, to=Target(kinds=TargetKind.CREATURE)),),
    ),
    C(
        "Arboretum Elemental",
        "{7}{G}{G}",
        "Creature — Elemental",
        "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nHexproof",
        pt=("7", "5"),
        keywords=Keyword.HEXPROOF | Keyword.CONVOKE,
    ),
    C("Wild Ceratok", "{3}{G}", "Creature — Dinosaur", "", pt=("4", "3")),
    C(
        "Rosemane Centaur",
        "{3}{G}{W}",
        "Creature — Centaur Soldier",
        "Convoke (Your creatures can help cast this spell. Each creature you tap while casting this spell pays for {1} or one mana of that creature's color.)\nVigilance",
        pt=("4", "4"),
        keywords=Keyword.VIGILANCE | Keyword.CONVOKE,
    ),
    C(
        "Swiftblade Vindicator",
        "{R}{W}",
        "Creature — Human Soldier",
        "Double strike, vigilance, trample",
        pt=("1", "1"),
        keywords=Keyword.VIGILANCE | Keyword.DOUBLE_STRIKE | Keyword.TRAMPLE,
    ),
    C(
        "Silent Dart",
        "{1}",
        "Artifact",
        "{4}, {T}, Sacrifice Silent Dart: It deals 3 damage to target creature.",
        abilities=(
            Activated(
                cost=Cost(mana=parse_mana_cost("{4}"), tap=True, sacrifice_self=True),
                effect=(DealDamage(amount=3, to=Target(kinds=TargetKind.CREATURE)),),
            ),
        ),
    ),
]
