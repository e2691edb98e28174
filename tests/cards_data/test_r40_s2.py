"""Issue 26, sprint helper ``s2`` (round 40): near-miss sentences of the corpus.

Each test compiles a real card's real Oracle text, checks the compiled value, and plays it
through the engine, citing the rule: protection from creatures until end of turn and "It
explores." (Seasoned Dungeoneer; CR 702.16, 701.44), the next spell that can't be countered
(Mistrise Village; CR 101.2).
"""

from __future__ import annotations

from scenario import P0, P1, Scenario

from deckstats.cards.effects import Explore
from deckstats.cards.effects_s2 import (
    EachPlayerReanimates,
    NextSpellUncounterable,
    ProtectionFromCreatures,
    TargetDealsManaValue,
)
from deckstats.cards.model import Keyword
from deckstats.cards.oracle import compile_text
from deckstats.cards.targets import Ref
from deckstats.engine.combat import can_block
from deckstats.engine.types import Zone

BEARS = compile_text("Grizzly Bears", "{1}{G}", "Creature — Bear", "", pt=("2", "2"))
COUNTERSPELL = compile_text("Counterspell", "{U}{U}", "Instant", "Counter target spell.")

# -- protection from creatures, then it explores (CR 702.16, 701.44) ---------------------------

DUNGEONEER = compile_text(
    "Seasoned Dungeoneer",
    "{3}{W}",
    "Creature — Human Warrior",
    "When Seasoned Dungeoneer enters, you take the initiative.\nWhenever you attack, target "
    "attacking Cleric, Rogue, Warrior, or Wizard gains protection from creatures until end of "
    "turn. It explores.",
    pt=("3", "4"),
)
ROGUE = compile_text("Rogue", "{1}{B}", "Creature — Human Rogue", "", pt=("2", "2"))


def test_seasoned_dungeoneer_protects_and_explores() -> None:
    """CR 702.16 (Protection): the attacking Rogue can't be blocked by creatures (CR 702.16e)
    and takes no damage from them; CR 701.44 (Explore): it explores (a nonland card: a +1/+1
    counter), then deals 3 damage unblocked."""
    assert DUNGEONEER.unparsed == ()
    trigger = DUNGEONEER.triggers[1]
    explore, prot = trigger.effect
    assert isinstance(explore, Explore)
    assert explore.target.filter.subtypes == ("Cleric", "Rogue", "Warrior", "Wizard")
    assert prot == ProtectionFromCreatures(Ref.FIRST_TARGET)
    s = Scenario()
    s.battlefield(P0, DUNGEONEER, sick=False)
    rogue = s.battlefield(P0, ROGUE, sick=False)
    s.library(P0, BEARS)
    wall = s.battlefield(P1, BEARS)
    s.script(P0, ("attackers", (rogue.oid,)))  # the trigger's one legal target is taken
    s.script(P0, ("explore_mill", True))  # CR 701.44a: the revealed card to the graveyard
    s.script(P1, ("blockers", ()))
    s.combat()
    assert rogue.counter("+1/+1") == 1
    assert not can_block(s.game, wall, rogue)
    assert s.game.players[P1].life == 17
    assert "Grizzly Bears" in s.names(P0, Zone.GRAVEYARD)
    assert s.agents[P0].script == []  # every scripted answer was asked for


def test_protection_from_creatures_ends_in_cleanup() -> None:
    """CR 702.16 (Protection), CR 514.2 (Cleanup Step): the protection lasts until the cleanup step."""
    s = Scenario()
    s.battlefield(P0, DUNGEONEER, sick=False)
    rogue = s.battlefield(P0, ROGUE, sick=False)
    wall = s.battlefield(P1, BEARS)
    s.script(P0, ("attackers", (rogue.oid,)), ("targets", lambda v, d: ((rogue.oid,),)))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert not can_block(s.game, wall, rogue)
    s.cleanup()
    assert can_block(s.game, wall, rogue)


# -- the next spell you cast this turn can't be countered (CR 101.2) ---------------------------

MISTRISE = compile_text(
    "Mistrise Village",
    None,
    "Land",
    "If you control two or more other lands, Mistrise Village enters tapped.\n{T}: Add {U}.\n"
    "{U}, {T}: The next spell you cast this turn can't be countered.",
)


def test_mistrise_village_keeps_the_next_spell_from_being_countered() -> None:
    """CR 101.2 ("can't" wins): the next spell cast after the ability resolves can't be
    countered: the Counterspell does nothing; the spell after it can be countered again."""
    assert MISTRISE.unparsed == ()
    assert MISTRISE.abilities[1].effect == (NextSpellUncounterable(),)
    s = Scenario()
    village = s.battlefield(P0, MISTRISE)
    s.lands(P0, "Island", "Forest", "Forest", "Forest", "Forest")
    s.lands(P1, "Island", "Island", "Island", "Island")
    s.activate(P0, village, 1)
    s.resolve()
    s.cast(P0, s.hand(P0, BEARS))
    s.cast(P1, s.hand(P1, COUNTERSPELL), targets=[s.game.stack[-1].obj])
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.BATTLEFIELD)
    assert "Counterspell" in s.names(P1, Zone.GRAVEYARD)
    s.cast(P0, s.hand(P0, BEARS))
    s.cast(P1, s.hand(P1, COUNTERSPELL), targets=[s.game.stack[-1].obj])
    s.resolve()
    assert "Grizzly Bears" in s.names(P0, Zone.GRAVEYARD)


# -- a token's quoted blocking restriction (CR 509.1b) -----------------------------------------

EMISSARY = compile_text(
    "Pinnacle Emissary",
    "{1}{U}{R}",
    "Artifact Creature — Robot",
    "Whenever you cast an artifact spell, create a 1/1 colorless Drone artifact creature token "
    'with flying and "This token can block only creatures with flying."\nWarp {U/R} (You may '
    "cast this card from your hand for its warp cost. Exile this creature at the beginning of "
    "the next end step, then you may cast it from exile on a later turn.)",
    pt=("3", "3"),
)
ORNITHOPTER = compile_text(
    "Ornithopter", "{0}", "Artifact Creature — Thopter", "Flying", pt=("0", "2")
)


def test_pinnacle_emissary_drone_blocks_only_flyers() -> None:
    """CR 509.1b (Declare Blockers Step: blocking restrictions): the Drone made as an
    artifact spell is cast has flying and can block only creatures with flying."""
    assert EMISSARY.unparsed == ()
    (make,) = EMISSARY.triggers[0].effect
    assert make.token.keywords & Keyword.BLOCKS_ONLY_FLYERS and make.token.keywords & Keyword.FLYING
    s = Scenario()
    s.battlefield(P0, EMISSARY)
    s.cast(P0, s.hand(P0, ORNITHOPTER))
    s.resolve()
    (drone,) = [o for o in s.game.players[P0].battlefield if o.card.name == "Drone"]
    bears = s.battlefield(P1, BEARS)
    bird = s.battlefield(P1, ORNITHOPTER)
    assert not can_block(s.game, drone, bears)
    assert can_block(s.game, drone, bird)


# -- the defending player's graveyard (CR 506.2) -----------------------------------------------

HIVE = compile_text(
    "Hive of the Eye Tyrant",
    None,
    "Land",
    "If you control two or more other lands, Hive of the Eye Tyrant enters tapped.\n{T}: Add "
    "{B}.\n{3}{B}: Until end of turn, Hive of the Eye Tyrant becomes a 3/3 black Beholder "
    'creature with menace and "Whenever this creature attacks, exile target card from '
    "defending player's graveyard.\" It's still a land.",
)


def test_hive_of_the_eye_tyrant_exiles_from_the_defenders_graveyard() -> None:
    """CR 506.2 (Declare Attackers Step: the defending player), CR 611.2 (continuous effects): the animated Hive
    attacks; its quoted trigger exiles the card in the defending player's graveyard (its own
    graveyard's card is no legal target)."""
    assert HIVE.unparsed == ()
    s = Scenario()
    hive = s.battlefield(P0, HIVE, sick=False)
    s.lands(P0, "Swamp", "Swamp", "Swamp", "Swamp")
    mine = s.graveyard(P0, BEARS)
    theirs = s.graveyard(P1, BEARS)
    s.activate(P0, hive, 1)
    s.resolve()
    hive.tapped = False  # the payer may tap the Hive for its own {B}; it attacks here
    s.script(P0, ("attackers", (hive.oid,)), ("targets", lambda v, d: ((theirs.oid,),)))
    s.script(P1, ("blockers", ()))
    s.combat()
    assert s.names(P1, Zone.GRAVEYARD) == [] and s.zone(mine) is Zone.GRAVEYARD
    assert s.game.players[P1].life == 17


# -- each player's reanimation (CR 101.4) ------------------------------------------------------

EXHUME = compile_text(
    "Exhume",
    "{1}{B}",
    "Sorcery",
    "Each player puts a creature card from their graveyard onto the battlefield.",
)
TITAN = compile_text("Archon", "{7}{B}", "Creature — Titan", "", pt=("7", "7"))


def test_exhume_each_player_puts_a_creature_onto_the_battlefield() -> None:
    """CR 101.4 (simultaneous choices: active player first), CR 110.2: P0 chooses its Archon
    among two creature cards, P1 its only creature card (not its land); each enters under
    its owner's control."""
    assert EXHUME.unparsed == ()
    (eff,) = EXHUME.spell
    assert isinstance(eff, EachPlayerReanimates)
    s = Scenario()
    s.lands(P0, "Swamp", "Swamp")
    s.graveyard(P0, BEARS)
    archon = s.graveyard(P0, TITAN)
    s.graveyard(P1, "Forest")
    s.graveyard(P1, BEARS)
    s.script(P0, ("dig", lambda v, d: (archon.oid,)))
    s.cast(P0, s.hand(P0, EXHUME))
    s.resolve()
    assert s.names(P0, Zone.BATTLEFIELD).count("Archon") == 1
    assert "Grizzly Bears" in s.names(P0, Zone.GRAVEYARD)
    assert "Grizzly Bears" in s.names(P1, Zone.BATTLEFIELD)
    assert s.names(P1, Zone.GRAVEYARD) == ["Forest"]


# -- the destroyed artifact deals the damage (CR 608.2h) ---------------------------------------

TINKERER = compile_text(
    "Goblin Tinkerer",
    "{1}{R}",
    "Creature — Goblin Artificer",
    "{R}, {T}: Destroy target artifact. That artifact deals damage equal to its mana value to "
    "Goblin Tinkerer.",
    pt=("1", "2"),
)
ROCK = compile_text("Mind Stone", "{2}", "Artifact", "{T}: Add {C}.")
STAR = compile_text("Bauble", "{1}", "Artifact", "")


def test_goblin_tinkerer_takes_the_artifacts_mana_value_in_damage() -> None:
    """CR 608.2h (last known information), CR 120.3 (damage): the destroyed Bauble (mana value
    1) deals 1 damage to Goblin Tinkerer, which survives; the Mind Stone (2) kills it."""
    assert TINKERER.unparsed == ()
    assert TINKERER.abilities[0].effect[1] == TargetDealsManaValue(Ref.SELF)
    s = Scenario()
    tinkerer = s.battlefield(P0, TINKERER, sick=False)
    s.lands(P0, "Mountain", "Mountain")
    star = s.battlefield(P1, STAR)
    rock = s.battlefield(P1, ROCK)
    s.activate(P0, tinkerer, 0, targets=[star])
    s.resolve()
    assert s.zone(star) is not Zone.BATTLEFIELD and tinkerer.damage == 1
    tinkerer.tapped = False  # CR 302.6: a second activation, as if on a later turn
    tinkerer.damage = 0
    s.activate(P0, tinkerer, 0, targets=[rock])
    s.resolve()
    assert "Mind Stone" in s.names(P1, Zone.GRAVEYARD)
    assert "Goblin Tinkerer" in s.names(P0, Zone.GRAVEYARD)
