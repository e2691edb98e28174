"""Mana costs: ``"{2}{R}{R}"`` -> ``ManaCost``, mana value and colours.

CR 107.4 lists the mana symbols: generic numbers, the five coloured symbols, ``{C}``,
``{X}``, hybrid (``{R/G}``), monocoloured hybrid (``{2/W}``), Phyrexian (``{R/P}``, and
hybrid Phyrexian ``{G/U/P}``) and snow ``{S}``. Mana value is CR 202.3; colours come from
the cost (CR 105.2, 202.2).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from deckstats.cards.errors import DeckstatsError
from deckstats.cards.model import COLOR_ORDER, NO_COLOR, Color, color_from_letter


class ManaCostError(DeckstatsError, ValueError):
    """A mana-cost string that does not follow CR 107.4."""


_SYMBOL = re.compile(r"\{([^{}]*)\}")
# A set, not the string COLOR_ORDER: "" and "WU" are substrings of "WUBRG" but not letters.
_LETTERS = frozenset(COLOR_ORDER)


@dataclass(frozen=True, slots=True)
class ManaCost:
    """A parsed mana cost.

    Attributes:
        generic: the generic number (``{3}`` -> 3).
        pips: count of each coloured symbol in WUBRG order.
        colorless: count of ``{C}`` (CR 107.4c: must be paid with colourless mana).
        x: count of ``{X}`` (CR 107.3): 0 in mana value except on the stack.
        hybrid: each two-colour hybrid symbol as a ``(Color, Color)`` pair.
        twobrid: each ``{2/C}`` symbol's colour (pay the colour or two generic).
        phyrexian: each Phyrexian symbol's colours (pay the colour(s) or 2 life, CR 107.4f).
        snow: count of ``{S}`` (paid with mana from a snow source).
        text: the normalised cost string.
    """

    generic: int = 0
    pips: tuple[int, int, int, int, int] = (0, 0, 0, 0, 0)
    colorless: int = 0
    x: int = 0
    hybrid: tuple[tuple[Color, Color], ...] = ()
    twobrid: tuple[Color, ...] = ()
    phyrexian: tuple[Color, ...] = ()
    snow: int = 0
    text: str = ""
    mana_value: int = field(init=False, default=0, compare=False)
    colors: Color = field(init=False, default=NO_COLOR, compare=False)

    def __post_init__(self) -> None:
        # CR 202.3: each hybrid symbol counts its largest component; {2/W} counts 2,
        # Phyrexian symbols count 1, X counts 0.
        mv = (
            self.generic
            + sum(self.pips)
            + self.colorless
            + len(self.hybrid)
            + 2 * len(self.twobrid)
            + len(self.phyrexian)
            + self.snow
        )
        colors = NO_COLOR
        for letter, n in zip(COLOR_ORDER, self.pips, strict=True):
            if n:
                colors |= Color[letter]
        for a, b in self.hybrid:
            colors |= a | b
        for c in self.twobrid:
            colors |= c
        for c in self.phyrexian:
            colors |= c
        object.__setattr__(self, "mana_value", mv)
        object.__setattr__(self, "colors", colors)

    def pip_count(self, color: Color) -> int:
        """Return the number of plain coloured symbols of one colour."""
        return self.pips[COLOR_ORDER.index(color.name or "")]

    def colored_requirement(self) -> dict[Color, int]:
        """Return the minimum sources of each colour needed, counting plain pips only.

        Hybrid, two-brid and Phyrexian symbols can be paid another way, so they do not
        add a hard requirement (Karsten's convention for sources tables).
        """
        return {Color[c]: n for c, n in zip(COLOR_ORDER, self.pips, strict=True) if n}

    @property
    def is_free(self) -> bool:
        """True for a ``{0}`` cost."""
        return self.mana_value == 0 and not self.x

    def __str__(self) -> str:
        return self.text


def parse_mana_cost(text: str) -> ManaCost:
    """Parse a cost string such as ``"{2}{R}{R}"`` (CR 107.4).

    Accepts the Scryfall / MTGJSON spelling. An empty string is a cost of nothing
    (e.g. a land's printed cost); use ``None`` on the card for "no mana cost".

    >>> parse_mana_cost("{2}{R}{R}").mana_value
    4
    >>> parse_mana_cost("{R/G}{2/W}{B/P}").mana_value
    4

    Raises:
        ManaCostError: for anything outside CR 107.4, with the offending part named.
    """
    raw = text.strip()
    if not raw:
        return ManaCost(text="")
    pos = 0
    generic = 0
    pips = [0, 0, 0, 0, 0]
    colorless = x = snow = 0
    hybrid: list[tuple[Color, Color]] = []
    twobrid: list[Color] = []
    phyrexian: list[Color] = []
    parts: list[str] = []
    for m in _SYMBOL.finditer(raw):
        if m.start() != pos:
            raise ManaCostError(
                f"malformed mana cost {text!r}: unexpected {raw[pos : m.start()]!r} "
                f"(write symbols in braces, e.g. {{2}}{{R}})"
            )
        pos = m.end()
        sym = m.group(1).strip().upper()
        parts.append("{" + sym + "}")
        if not sym:
            raise ManaCostError(f"malformed mana cost {text!r}: empty symbol {{}}")
        if sym.isdigit():
            # ASCII digits only ("²" passes isdigit() but int() refuses it), and no more
            # than Gleemax's {1000000}: a 5,000-digit symbol is a malformed cost, not a
            # ValueError from int() (CR 107.1: any number, but none larger is printed).
            if not sym.isascii() or len(sym) > 7:
                raise ManaCostError(
                    f"malformed mana cost {_short(text)!r}: bad symbol {{{sym[:10]}}}"
                )
            generic += int(sym)
        elif sym in ("W", "U", "B", "R", "G"):
            pips[COLOR_ORDER.index(sym)] += 1
        elif sym == "C":
            colorless += 1
        elif sym == "X":
            x += 1
        elif sym in ("Y", "Z"):
            x += 1  # CR 107.3: Y and Z behave like X
        elif sym == "S":
            snow += 1
        elif "/" in sym:
            _slashed(sym, text, hybrid, twobrid, phyrexian)
        else:
            raise ManaCostError(f"malformed mana cost {text!r}: unknown symbol {{{sym}}}")
    if pos != len(raw):
        raise ManaCostError(
            f"malformed mana cost {text!r}: unexpected {raw[pos:]!r} "
            f"(write symbols in braces, e.g. {{2}}{{R}})"
        )
    return ManaCost(
        generic=generic,
        pips=(pips[0], pips[1], pips[2], pips[3], pips[4]),
        colorless=colorless,
        x=x,
        hybrid=tuple(hybrid),
        twobrid=tuple(twobrid),
        phyrexian=tuple(phyrexian),
        snow=snow,
        text="".join(parts),
    )


def _slashed(
    sym: str,
    text: str,
    hybrid: list[tuple[Color, Color]],
    twobrid: list[Color],
    phyrexian: list[Color],
) -> None:
    """A symbol with a slash: Phyrexian (CR 107.4f), hybrid and two-brid (CR 107.4e)."""
    halves = sym.split("/")
    if halves[-1] == "P":
        colors = halves[:-1]
        if not colors or len(colors) > 2 or any(c not in _LETTERS for c in colors):
            raise ManaCostError(f"malformed mana cost {text!r}: bad symbol {{{sym}}}")
        col = NO_COLOR
        for c in colors:
            col |= color_from_letter(c)
        phyrexian.append(col)
    elif len(halves) == 2 and halves[0] == "2" and halves[1] in _LETTERS:
        twobrid.append(color_from_letter(halves[1]))
    elif (
        len(halves) == 2
        and halves[0] in _LETTERS
        and halves[1] in _LETTERS
        and halves[0] != halves[1]
    ):
        hybrid.append((color_from_letter(halves[0]), color_from_letter(halves[1])))
    elif len(halves) == 2 and halves[0] == "C" and halves[1] in _LETTERS:
        # {C/W}: colourless-hybrid (pay {C} or the colour); counts as one mana.
        hybrid.append((NO_COLOR, color_from_letter(halves[1])))
    else:
        raise ManaCostError(f"malformed mana cost {text!r}: bad symbol {{{sym}}}")


def _short(text: str) -> str:
    """``text`` cut to 40 characters for a message."""
    return text if len(text) <= 40 else text[:37] + "..."
