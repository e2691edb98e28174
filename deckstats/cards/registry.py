"""Name -> ``CardDef``: the built-in pool plus any imported card data.

Every ``CardDef`` bound at module level in ``deckstats/cards/pool/*.py`` is picked up.
Lookups are forgiving in the ways players paste names: case, accents (``Lim-Dûl``),
curly apostrophes, extra spaces, and the front face of a split or double-faced card
(``Fire // Ice``, ``Fire``, ``Delver of Secrets // Insectile Aberration``).
"""

from __future__ import annotations

import importlib
import pkgutil
import unicodedata
from collections.abc import Callable, Iterable, Iterator
from functools import cache

from deckstats.cards.errors import DeckstatsError
from deckstats.cards.model import CardDef
from deckstats.cards.suggest import NameIndex
from deckstats.cards.twins import compiled_twin


class UnknownCardError(DeckstatsError, LookupError):
    """A card name found in no source; ``suggestions`` holds close matches."""

    def __init__(self, name: str, suggestions: list[str]) -> None:
        self.name = name
        self.suggestions = suggestions
        hint = f" (did you mean {', '.join(repr(s) for s in suggestions)}?)" if suggestions else ""
        super().__init__(f"unknown card {name!r}{hint}")


class DuplicateCardError(DeckstatsError, ValueError):
    """Two definitions share one name."""


_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "`": "'", "\u00b4": "'"})
_LIGATURES = {"æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe"}


def normalize_name(name: str) -> str:
    """Return the lookup key of a card name: case-folded, accents and curly quotes removed.

    >>> normalize_name("Lim-Dûl\u2019s Vault")
    "lim-dul's vault"
    """
    s = name.translate(_APOSTROPHES)
    if s.isascii():  # the common case: no ligature, accent or dash to fold
        return " ".join(s.lower().split())
    for k, v in _LIGATURES.items():
        s = s.replace(k, v)
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    s = s.replace("\u2014", "-").replace("\u2013", "-")
    return " ".join(s.casefold().split())


def _face_keys(card: CardDef) -> list[str]:
    """All keys a card answers to: its name, full name, and each side of ``//``."""
    keys = [normalize_name(card.name)]
    if card.full_name:
        full = normalize_name(card.full_name)
        keys.append(full)
        keys.append(full.replace(" // ", "/").replace(" // ", " / "))
    return keys


class CardDB:
    """A card database: built-in definitions first, then fallbacks (imported data).

    Args:
        cards: the built-in definitions; duplicates raise ``DuplicateCardError``.
        fallbacks: callables ``name -> CardDef | None`` tried in order for names not
            built in (the imported Scryfall / MTGJSON index).
        fallback_names: callables returning candidate names for suggestions.
    """

    def __init__(
        self,
        cards: Iterable[CardDef],
        fallbacks: Iterable[Callable[[str], CardDef | None]] = (),
        fallback_names: Iterable[Callable[[], Iterable[str]]] = (),
    ) -> None:
        self._cards: dict[str, CardDef] = {}
        self._by_key: dict[str, CardDef] = {}
        for card in cards:
            if card.display_name in self._cards:
                raise DuplicateCardError(f"two definitions of {card.display_name!r}")
            self._cards[card.display_name] = card
            for key in _face_keys(card):
                self._by_key.setdefault(key, card)
        self._fallbacks = list(fallbacks)
        self._fallback_names = list(fallback_names)
        self._suggest: tuple[NameIndex, dict[str, str]] | None = None

    def __len__(self) -> int:
        return len(self._cards)

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self._cards.values())

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and self.get(name) is not None

    def builtin(self, name: str) -> CardDef | None:
        """Return the built-in definition of ``name``, or ``None``."""
        key = normalize_name(name)
        card = self._by_key.get(key)
        if card is None and "/" in key:
            front = key.split("/")[0].strip()
            card = self._by_key.get(front)
        return compiled_twin(card) if card is not None else None

    def get(self, name: str) -> CardDef | None:
        """Return the definition of ``name`` from any source, or ``None``.

        Imported card data wins (issue 26): the built-in definition is the offline
        fallback, used over an imported card of the same name only where it agrees with
        the imported printed facts and Oracle text, or where the imported text, worded
        otherwise, compiles no better (``builtin_agrees``).
        """
        card = self.builtin(name)
        for fb in self._fallbacks:
            imported = fb(name)
            if imported is not None:
                if card is None or not _same_card(card, imported):
                    if card is not None and not _exact(imported, name):
                        return card  # the name is the built-in card's, not this one's
                    card = self.builtin(imported.display_name)  # "Ice" -> Fire // Ice
                    if card is None or not _same_card(card, imported):
                        return imported
                return card if builtin_agrees(card, imported) else imported
        return card

    def resolve(self, name: str) -> CardDef:
        """Return the definition of ``name`` or raise ``UnknownCardError`` with suggestions."""
        card = self.get(name)
        if card is None:
            raise UnknownCardError(name, self.suggest(name))
        return card

    def suggest(self, name: str, n: int = 3) -> list[str]:
        """Return up to ``n`` known names close to ``name`` (for "did you mean").

        ``difflib``'s ratio (cutoff 0.7) over the candidates of a trigram index built on
        first use (``cards.suggest.NameIndex``): fast against tens of thousands of names.
        """
        if self._suggest is None:
            names = {normalize_name(c.display_name): c.display_name for c in self._cards.values()}
            for src in self._fallback_names:
                for other in src():
                    names.setdefault(normalize_name(other), other)
            self._suggest = (NameIndex(names), names)
        index, names = self._suggest
        return [names[h] for h in index.close(normalize_name(name), n=n, cutoff=0.7)]


def _exact(card: CardDef, name: str) -> bool:
    key = normalize_name(name)
    return key in _face_keys(card) or key == normalize_name(card.name)


def _same_card(a: CardDef, b: CardDef) -> bool:
    """Two definitions of one card (the same full name)."""
    return normalize_name(a.display_name) == normalize_name(b.display_name)


def _facts(face: CardDef) -> tuple[object, ...]:
    """A face's printed facts (CR 200.1): name, mana cost, type line, P/T, loyalty."""
    return (
        normalize_name(face.name),
        face.cost.text if face.cost is not None else None,
        face.types,
        face.supertypes,
        face.subtypes,
        face.power,
        face.toughness,
        face.loyalty,
    )


def _gaps(card: CardDef) -> int:
    return len(card.unparsed) + sum(len(f.unparsed) for f in card.faces if f.unparsed)


def builtin_agrees(builtin: CardDef, imported: CardDef) -> bool:
    """True when the built-in definition may stand for the imported card (issue 26).

    The printed facts of every face must be the imported ones, and the imported text,
    same wording or not, must compile no better than the built-in definition (as many
    sentences left out or more: a hand-written Ragavan keeps its dash). Otherwise the
    imported card, compiled from its own text, is used (a partial pool Wasteland gives
    way to its fully compiled import).
    """
    faces_b, faces_i = (builtin, *builtin.faces), (imported, *imported.faces)
    if len(faces_b) != len(faces_i):
        return False
    if any(_facts(b) != _facts(i) for b, i in zip(faces_b, faces_i, strict=True)):
        return False
    # The same wording or not, the hand-written definition stands unless the imported text
    # compiles with fewer sentences left out (Wasteland, Sheoldred: a partial pool card
    # whose text the compiler now simulates in full).
    return _gaps(imported) >= _gaps(builtin)


def _pool_cards() -> list[CardDef]:
    from deckstats.cards import pool

    cards: list[CardDef] = []
    seen: set[int] = set()
    for info in sorted(pkgutil.iter_modules(pool.__path__), key=lambda m: m.name):
        module = importlib.import_module(f"{pool.__name__}.{info.name}")
        for value in vars(module).values():
            if isinstance(value, CardDef) and not value.is_token and id(value) not in seen:
                seen.add(id(value))
                cards.append(value)
    return cards


@cache
def builtin_db() -> CardDB:
    """The built-in pool as a ``CardDB`` (loaded once per process)."""
    return CardDB(_pool_cards())


def default_db() -> CardDB:
    """The database commands and ``parse_decklist`` use when given none.

    The built-in pool, plus, when ``deckstats cards import`` has built a local index under
    ``$DECKSTATS_HOME``, that index as a fallback for names not built in (and as a source of
    "did you mean" suggestions). With no index this is ``builtin_db()``: one ``stat`` call.
    """
    from deckstats.cards.sources.index import index_path

    path = index_path()
    try:
        version = path.stat().st_mtime
    except OSError:
        return builtin_db()
    return _imported_db(str(path), version)


@cache
def _imported_db(path: str, version: float) -> CardDB:
    """The built-in pool with the index at ``path`` (file version ``version``) as fallback."""
    from functools import partial

    from deckstats.cards.sources.index import candidate_names, lookup

    return CardDB(
        builtin_db(),
        fallbacks=(partial(lookup, path=path),),
        fallback_names=(partial(candidate_names, path=path),),
    )


def all_cards() -> dict[str, CardDef]:
    """Every built-in card by its printed name."""
    return {c.display_name: c for c in builtin_db()}


def get_card(name: str) -> CardDef:
    """Return the built-in card ``name``; raise ``UnknownCardError`` if it is not built in."""
    db = builtin_db()
    card = db.builtin(name)
    if card is None:
        raise UnknownCardError(name, db.suggest(name))
    return card
