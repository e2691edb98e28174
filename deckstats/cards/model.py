"""The printed card: ``CardDef`` and the flag types it is made of.

A ``CardDef`` is immutable and shared by every game; what changes in play lives on
``engine.state.GameObject``. Colours, types, supertypes and keywords are ``IntFlag``
values so membership is a bit test (ARCHITECTURE.md, State and speed).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntFlag
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from deckstats.cards.clones import EntersAsCopy
    from deckstats.cards.costs import CostOption
    from deckstats.cards.counter_mods import CounterBonus
    from deckstats.cards.counts import Count
    from deckstats.cards.dsl import Ability, EntersTapped, Static, Triggered
    from deckstats.cards.effects import Effect
    from deckstats.cards.grants import Grant
    from deckstats.cards.mana import ManaCost
    from deckstats.cards.modifiers import Modifier
    from deckstats.cards.zone_facts import EnterInstead


class Color(IntFlag):
    """CR 105.1: the five colours. Colourless is the empty flag (CR 105.2c)."""

    W = 1
    U = 2
    B = 4
    R = 8
    G = 16


NO_COLOR = Color(0)
COLOR_ORDER = "WUBRG"
ALL_COLORS = Color.W | Color.U | Color.B | Color.R | Color.G
COLOR_NAMES = {
    Color.W: "white",
    Color.U: "blue",
    Color.B: "black",
    Color.R: "red",
    Color.G: "green",
}


def color_from_letter(letter: str) -> Color:
    """Return the colour of a mana letter (``"W"`` .. ``"G"``); raise ``ValueError`` otherwise."""
    try:
        return Color[letter.upper()]
    except KeyError:
        raise ValueError(f"not a colour letter: {letter!r}") from None


def color_letters(colors: Color) -> str:
    """Return the colours as letters in WUBRG order (``""`` for colourless)."""
    return "".join(c for c in COLOR_ORDER if colors & Color[c])


def iter_colors(colors: Color) -> list[Color]:
    """Return the single colours in ``colors`` in WUBRG order."""
    return [Color[c] for c in COLOR_ORDER if colors & Color[c]]


class CardType(IntFlag):
    """CR 300.1: card types."""

    ARTIFACT = 1
    BATTLE = 2
    CREATURE = 4
    ENCHANTMENT = 8
    INSTANT = 16
    LAND = 32
    PLANESWALKER = 64
    SORCERY = 128
    KINDRED = 256


NO_TYPE = CardType(0)
PERMANENT_TYPES = (
    CardType.ARTIFACT
    | CardType.BATTLE
    | CardType.CREATURE
    | CardType.ENCHANTMENT
    | CardType.LAND
    | CardType.PLANESWALKER
)


class Supertype(IntFlag):
    """CR 205.4: supertypes."""

    BASIC = 1
    LEGENDARY = 2
    SNOW = 4
    WORLD = 8
    ONGOING = 16


NO_SUPERTYPE = Supertype(0)


class Keyword(IntFlag):
    """CR 702: keyword abilities kept as bit flags.

    The engine implements the combat and casting keywords of CR 702 (ARCHITECTURE.md,
    Where the rules live); the rest are printed facts that coverage reports as such.
    """

    FLYING = 1 << 0
    REACH = 1 << 1
    HASTE = 1 << 2
    VIGILANCE = 1 << 3
    DEFENDER = 1 << 4
    MENACE = 1 << 5
    FIRST_STRIKE = 1 << 6
    DOUBLE_STRIKE = 1 << 7
    TRAMPLE = 1 << 8
    DEATHTOUCH = 1 << 9
    LIFELINK = 1 << 10
    INDESTRUCTIBLE = 1 << 11
    HEXPROOF = 1 << 12
    SHROUD = 1 << 13
    FLASH = 1 << 14
    PROWESS = 1 << 15
    INFECT = 1 << 16
    FEAR = 1 << 17
    INTIMIDATE = 1 << 18
    SHADOW = 1 << 19
    WARD = 1 << 20
    PROTECTION = 1 << 21
    CHANGELING = 1 << 22
    CONVOKE = 1 << 23
    DELVE = 1 << 24
    CASCADE = 1 << 25
    STORM = 1 << 26
    FLASHBACK = 1 << 27
    CYCLING = 1 << 28
    KICKER = 1 << 29
    LANDWALK = 1 << 30
    UNBLOCKABLE = 1 << 31
    AFFINITY = 1 << 32
    WITHER = 1 << 33
    TOXIC = 1 << 34
    EQUIP = 1 << 35
    ENCHANT = 1 << 36
    FLANKING = 1 << 37
    RAMPAGE = 1 << 38
    BANDING = 1 << 39
    HORSEMANSHIP = 1 << 40
    PHASING = 1 << 41
    ECHO = 1 << 42
    CUMULATIVE_UPKEEP = 1 << 43
    MADNESS = 1 << 44
    DASH = 1 << 45
    EVOKE = 1 << 46
    ESCAPE = 1 << 47
    MORPH = 1 << 48
    BUYBACK = 1 << 49
    SPLIT_SECOND = 1 << 50
    #: Not a keyword: "~ doesn't untap during your untap step" (CR 502.3), kept as a flag.
    DOESNT_UNTAP = 1 << 51
    #: Not a keyword: "~ can't block" (CR 509.1a: the defending player declares blockers
    #: among creatures that can block; Goblin Piker, Rimrock Knight), kept as a flag.
    CANT_BLOCK = 1 << 52
    #: Not a keyword: "This spell can't be countered" (CR 101.2: a spell or ability that
    #: counters it does nothing to it; Abrupt Decay, Supreme Verdict), kept as a flag.
    CANT_BE_COUNTERED = 1 << 53
    #: CR 702.126a: improvise (tap artifacts to pay generic mana).
    IMPROVISE = 1 << 54
    #: Not a keyword: "~ attacks each combat if able" (CR 508.1d: a requirement the
    #: attacking player must obey; Flamewake Phoenix, Dauthi Slayer), kept as a flag.
    ATTACKS_EACH_COMBAT = 1 << 55
    #: Not a keyword: "~ can block only creatures with flying" (CR 509.1b: a blocking
    #: restriction; Brazen Borrower, Cloud Sprite), kept as a flag.
    BLOCKS_ONLY_FLYERS = 1 << 56
    #: Not a keyword: "can't attack" (CR 508.1a: only creatures that can attack are
    #: declared; Pacifism's "Enchanted creature can't attack or block"), kept as a flag.
    #: (A high bit, clear of the flags other work adds after 56.)
    CANT_ATTACK = 1 << 61
    #: Riot (CR 702.136a): it enters with your choice of a +1/+1 counter or haste
    #: (``engine.static_rules.riot``; Rhythm of the Wild grants it). Bit 62: clear of others.
    RIOT = 1 << 62


NO_KEYWORD = Keyword(0)

#: Subtypes that are not creature types (CR 205.3g-j: artifact, enchantment, land and
#: other types). A changeling card is every creature type (CR 702.73a), never one of these.
_NON_CREATURE_WORDS = (
    "Aura Equipment Vehicle Saga Class Room Role Food Treasure Clue Blood Map Gold Powerstone "
    "Incubator Fortification Curse Shrine Cartouche Rune Background Case Attraction Contraption "
    "Plains Island Swamp Mountain Forest Wastes Gate Desert Cave Sphere Lair Locus Town Mine "
    "Tower Urza's Power-Plant"
)
NON_CREATURE_SUBTYPES = frozenset(_NON_CREATURE_WORDS.split())

#: Oracle spellings of keywords (lower case) -> flag; used by the Oracle compiler and importers.
KEYWORD_NAMES: dict[str, Keyword] = {
    name.lower().replace("_", " "): flag for name, flag in Keyword.__members__.items()
}
KEYWORD_NAMES.update(
    {
        "islandwalk": Keyword.LANDWALK,
        "swampwalk": Keyword.LANDWALK,
        "forestwalk": Keyword.LANDWALK,
        "mountainwalk": Keyword.LANDWALK,
        "plainswalk": Keyword.LANDWALK,
        "enchant": Keyword.ENCHANT,
        "equip": Keyword.EQUIP,
    }
)


@dataclass(frozen=True, slots=True)
class CardDef:
    """An immutable printed card (or token, or one face of a multi-faced card).

    Attributes:
        name: the English card name (CR 201.2); for a multi-faced card, the full
            ``"Front // Back"`` name lives in ``full_name`` and ``name`` is the face.
        cost: the mana cost, or ``None`` when the card has no mana cost (CR 118.6):
            lands, tokens and cards such as Ancestral Vision.
        types, supertypes, subtypes: the type line (CR 205).
        power, toughness: numbers for the engine; a ``*`` counts as 0 there and the
            printed text is kept in ``power_text`` / ``toughness_text``.
        colors: from the cost (CR 105.2, 202.2) unless a colour indicator says otherwise.
        keywords: keyword abilities as flags.
        spell: effects of an instant or sorcery, in text order (CR 608.2c).
        abilities: activated and mana abilities (CR 602, 605).
        triggers: triggered abilities (CR 603).
        statics: static abilities (CR 604).
        etb_tapped: how a permanent enters tapped, if it does (CR 614.1c-d).
        aura_target: for an Aura, what it can enchant (CR 303.4).
        faces: other faces of a split / DFC / adventure / MDFC card (CR 709-712, 715).
        layout: Scryfall-style layout name (``normal``, ``split``, ``modal_dfc``, ...).
        text: the Oracle text, for review and reports.
        source: ``builtin`` or the importer that produced it.
        unparsed: Oracle sentences the compiler could not turn into effects; a card with
            any is *partial* coverage.
        any_number: the text lets a deck have any number of copies (CR 100.2a).
        costs: alternative costs, kicker, flashback, suspend, cycling (``cards.costs``).
        modifiers: cost changes and casting / activation locks (``cards.modifiers``).
        chooses_name: "As ~ enters, choose a card name" (Pithing Needle, CR 607.2d).
    """

    name: str
    cost: ManaCost | None
    types: CardType
    supertypes: Supertype = NO_SUPERTYPE
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    power_text: str | None = None
    toughness_text: str | None = None
    loyalty: int | None = None
    colors: Color = NO_COLOR
    keywords: Keyword = NO_KEYWORD
    spell: tuple[Effect, ...] = ()
    abilities: tuple[Ability, ...] = ()
    triggers: tuple[Triggered, ...] = ()
    statics: tuple[Static, ...] = ()
    etb_tapped: EntersTapped | None = None
    aura_target: object | None = None
    faces: tuple[CardDef, ...] = ()
    layout: str = "normal"
    full_name: str = ""
    text: str = ""
    source: str = "builtin"
    unparsed: tuple[str, ...] = ()
    any_number: bool = False
    is_token: bool = False
    #: Cost options besides the mana cost (CR 118.9, 702.29/33/34/62/137), in text order.
    costs: tuple[CostOption, ...] = ()
    #: What an unparsed cost or restriction withholds (``oracle.withhold``, CR 601.2, 602.5):
    #: ``"spell"`` (this face is not cast), ``"ability: <line>"``, ``"enters untapped"``;
    #: other faces' entries prefixed ``"<face>: "``. Empty for a fully compiled card.
    withheld: tuple[str, ...] = ()
    #: Static abilities changing casting and activating (``cards.modifiers``): cost changes,
    #: a minimum cost, cast limits, sorcery-timing locks, activation locks (CR 601.2f, 602.5).
    modifiers: tuple[Modifier, ...] = ()
    #: Chosen as the permanent enters (CR 607.2d): "As ~ enters, choose a card name".
    chooses_name: bool = False
    #: "As ~ enters, choose a color [other than <colour>]" (Thriving lands; CR 607.2d): the
    #: colour letters it may not choose ("" for any colour), or ``None`` for no choice.
    chooses_color: str | None = None
    #: "As ~ enters, choose a creature type" (CR 607.2d; ``oracle.chosen_type``).
    chooses_type: bool = False
    #: "Each land is a Swamp in addition to its other land types" (Urborg; CR 305.6): the
    #: basic land types every land has too (``engine.land_adders``); with
    #: ``lands_also_yours`` only its controller's lands ("Lands you control are ...").
    lands_also_are: tuple[str, ...] = ()
    lands_also_yours: bool = False
    #: "If one or more +1/+1 counters would be put on a creature you control, that many
    #: plus one ... instead" (Hardened Scales; CR 614.1a; ``engine.counter_mods``).
    counter_bonus: CounterBonus | None = None
    #: "Nonbasic lands are Mountains." (Blood Moon, Magus of the Moon; CR 305.7): the basic
    #: land type every nonbasic land has while this is on the battlefield, or "".
    nonbasic_lands_are: str = ""
    #: Leylines (CR 103.6): "If ~ is in your opening hand, you may begin the game with it
    #: on the battlefield".
    begins_on_battlefield: bool = False
    #: Serum Powder: "Any time you could mulligan and ~ is in your hand, you may exile all
    #: the cards from your hand, then draw that many cards." (CR 103.5).
    mulligan_exile: bool = False
    #: "~ enters with N <kind> counters on it" (CR 614.1c, 122.6): ``(kind, N)``; N is an
    #: int or ``"X"`` (the X paid for it as a spell, CR 107.3m; 0 otherwise).
    enters_with: tuple[str, int | str | Count] | None = None
    #: "~ escapes with N <kind> counters on it" (CR 702.138d): ``(kind, N)`` added when it
    #: resolves as a spell cast with escape (Phoenix of Ash, Woe Strider).
    escapes_with: tuple[str, int] | None = None
    #: Rebound (CR 702.88a): cast from hand, it is exiled as it resolves and may be cast
    #: again, free, at the beginning of its controller's next upkeep.
    rebound: bool = False
    #: "Players can't gain life." (``"players"``) / "Your opponents can't gain life."
    #: (``"opponents"``) while on the battlefield (CR 119.7; ``engine.life_locks``), or "".
    no_life_gain: str = ""
    #: "Skip your draw step." (Yawgmoth's Bargain, Necropotence; CR 614.1b, 614.10): its
    #: controller's draw steps are skipped while it is on the battlefield (``engine.turn``).
    skips_draw_step: bool = False
    #: Dredge N (CR 702.52a): "If you would draw a card, you may mill N cards instead. If you
    #: do, return this card from your graveyard to your hand." 0 without dredge.
    dredge: int = 0
    #: "You may play an additional land on each of your turns" (CR 305.2): extra land plays
    #: its controller has while it is on the battlefield.
    extra_land_plays: int = 0
    #: A characteristic-defining power/toughness (CR 604.3, 208.2a): ``(count, p, t)``,
    #: power = the count + p, toughness = the count + t. ``count`` names what is counted:
    #: ``"types_in_all_graveyards"`` (Tarmogoyf), ``"lands_you_control"``,
    #: ``"creatures_you_control"``, ``"cards_in_hand"``, or a ``cards.counts.Count`` ("the
    #: number of instant and sorcery cards in your graveyard"). ``t`` is ``None`` when only
    #: the power is defined (Enigma Drake): the toughness stays the printed one.
    pt_cda: tuple[str | Count, int, int | None] | None = None
    #: A graveyard replacement (CR 614.1a): "If a card would be put into an opponent's
    #: graveyard from anywhere, exile it instead" (``"opponents"``: Leyline of the Void) or
    #: "a card or token ... into a graveyard" (``"all"``: Rest in Peace); else ``""``.
    graveyard_exile: str = ""
    #: "If ~ would enter, sacrifice a Swamp instead. If you do, put ~ onto the battlefield.
    #: If you don't, put it into its owner's graveyard." (CR 614.1a; ``cards.zone_facts``).
    enter_instead: EnterInstead | None = None
    #: "If ~ would be put into a graveyard from anywhere, reveal ~ and shuffle it into its
    #: owner's library instead" (Progenitus; CR 614.1a, 701.24).
    shuffle_instead: bool = False
    #: "If a nontoken creature would enter and it wasn't cast, exile it instead" while on
    #: the battlefield (Containment Priest; CR 614.1a).
    uncast_exile: bool = False
    #: "Play with the top card of your library revealed. You may play lands from the top of
    #: your library." while on the battlefield (Oracle of Mul Daya; CR 305.1, 401.5).
    lands_from_top: bool = False
    #: "You may have ~ enter as a copy of any creature on the battlefield[, except ...]"
    #: (Clone, Phyrexian Metamorph; CR 707.9, 614.1c; ``cards.clones``).
    enters_as_copy: EntersAsCopy | None = None
    #: Umbra armor (CR 702.89a): "If enchanted permanent would be destroyed, instead remove
    #: all damage from it and destroy this Aura." (``engine.umbra``).
    umbra_armor: bool = False
    #: Static abilities changing other permanents' abilities and types: "Enchanted land has
    #: "{T}: ..."", "Creatures lose all abilities." (``cards.grants.Grant``; ``engine.grants``).
    grants: tuple[Grant, ...] = ()
    # Derived once at construction: the engine reads these in its hot loop.
    mana_value: int = field(init=False, default=0, compare=False)
    produces: Color = field(init=False, default=NO_COLOR, compare=False)
    produces_colorless: bool = field(init=False, default=False, compare=False)
    #: False when the spell of this face is withheld: the engine never offers to cast it.
    castable: bool = field(init=False, default=True, compare=False)

    def __post_init__(self) -> None:
        from deckstats.cards.effects import AddMana, AddOneOf

        mv = self.cost.mana_value if self.cost else 0
        if self.layout in ("split", "aftermath") and self.faces:
            # CR 709.4: off the stack, a split card's mana value is its halves' total (on the
            # stack the cast half is the object's card, with its own mana value).
            mv += sum(f.mana_value for f in self.faces)
        object.__setattr__(self, "mana_value", mv)
        if self.unparsed and not self.withheld and self.source == "builtin":
            # A hand-written card listing a cost or restriction it leaves out (issue 26).
            from deckstats.cards.oracle.withhold import builtin_withheld

            withheld, tapped = builtin_withheld(self)
            object.__setattr__(self, "withheld", withheld)
            if tapped is not None:
                object.__setattr__(self, "etb_tapped", tapped)
        object.__setattr__(self, "castable", "spell" not in self.withheld)
        produced = NO_COLOR
        colorless = False
        for ability in self.abilities:
            for eff in ability.effect:
                if isinstance(eff, AddMana):
                    for ch in eff.symbols:
                        if ch == "C":
                            colorless = True
                        else:
                            produced |= color_from_letter(ch)
                elif isinstance(eff, AddOneOf):
                    for ch in eff.colors:
                        if ch == "C":
                            colorless = True
                        else:
                            produced |= color_from_letter(ch)
        object.__setattr__(self, "produces", produced)
        object.__setattr__(self, "produces_colorless", colorless)

    # -- type predicates (CR 205.2a) -------------------------------------------------
    def has_subtype(self, subtype: str) -> bool:
        """Whether the card has ``subtype``: printed, or any creature type for a changeling.

        CR 702.73a: changeling means "This object is every creature type", in every zone.
        """
        return subtype in self.subtypes or (
            bool(self.keywords & Keyword.CHANGELING) and subtype not in NON_CREATURE_SUBTYPES
        )

    @property
    def is_land(self) -> bool:
        """True for a land card (CR 305)."""
        return bool(self.types & CardType.LAND)

    @property
    def is_creature(self) -> bool:
        """True for a creature card (CR 302)."""
        return bool(self.types & CardType.CREATURE)

    @property
    def is_instant(self) -> bool:
        """True for an instant (CR 304)."""
        return bool(self.types & CardType.INSTANT)

    @property
    def is_sorcery(self) -> bool:
        """True for a sorcery (CR 307)."""
        return bool(self.types & CardType.SORCERY)

    @property
    def is_permanent(self) -> bool:
        """True for a permanent card (CR 110.4)."""
        return bool(self.types & PERMANENT_TYPES)

    @property
    def is_basic(self) -> bool:
        """True for a basic card such as a basic land (CR 205.4c)."""
        return bool(self.supertypes & Supertype.BASIC)

    @property
    def is_legendary(self) -> bool:
        """True for a legendary card (CR 205.4d)."""
        return bool(self.supertypes & Supertype.LEGENDARY)

    @property
    def display_name(self) -> str:
        """The full printed name (``"Fire // Ice"`` for split cards)."""
        return self.full_name or self.name

    @property
    def land_face(self) -> CardDef | None:
        """The face that can be played as a land: this one, or a land back face (CR 712.12)."""
        if self.is_land:
            return self
        if self.layout in ("modal_dfc",):
            for face in self.faces:
                if face.is_land:
                    return face
        return None

    @property
    def coverage(self) -> str:
        """``full`` when every Oracle sentence compiled, else ``partial``."""
        return "partial" if self.unparsed else "full"

    def type_line(self) -> str:
        """Return the type line as printed, e.g. ``Legendary Creature — Human Wizard``."""
        words = [n.capitalize() for n, f in Supertype.__members__.items() if self.supertypes & f]
        words += [n.capitalize() for n, f in CardType.__members__.items() if self.types & f]
        line = " ".join(words)
        return f"{line} — {' '.join(self.subtypes)}" if self.subtypes else line
