"""The XML scanner: MTGO ``.dek`` and Cockatrice ``.cod`` decks.

Chosen by ``deck.parse`` when the decoded text (``deck.decode``) starts with ``<``. The
document is read with ``expat`` (no document type declarations, so no entity expansion);
each card element becomes a ``deck.lines._CardLine`` of the ``_Scan`` that
``deck.parse`` resolves. The two formats are told apart by the root element.
"""

from __future__ import annotations

from xml.parsers import expat

from deckstats.deck.lines import _CardLine, _count_problem, _quantity, _Scan
from deckstats.deck.model import DecklistError, Problem

__all__: list[str] = []

#: Cockatrice ``<zone name="...">`` values and the section each holds.
_COD_ZONES = {"main": "main", "side": "sideboard", "sideboard": "sideboard", "tokens": "ignore"}


class _XmlReader:
    """The ``expat`` handlers of one document, and what they have read so far."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.scan = _Scan(explicit=True)
        self.parser = expat.ParserCreate(encoding="utf-8")
        self.stack: list[str] = []
        self.root: list[str] = []
        self.zone = "main"
        self.title: list[str] = []
        self.parser.StartElementHandler = self.start
        self.parser.EndElementHandler = self.end
        self.parser.CharacterDataHandler = self.chars

    def card(
        self, lineno: int, name: str, quantity: str, section: str, attr: tuple[str, str]
    ) -> None:
        """One card element: ``attr`` names its name and count attributes."""
        name = " ".join(name.split())
        quantity = quantity.strip()
        element = "Cards" if attr[0] == "Name" else "card"
        if not name:
            msg = f"<{element}> element without a {attr[0]}"
            self.scan.problems.append(Problem(self.source, lineno, msg))
            return
        count, problem = _quantity(quantity, name, f"{attr[1]}")
        if problem is None:
            problem = _count_problem(count, name, name)
        if problem:
            self.scan.problems.append(Problem(self.source, lineno, problem))
            return
        self.scan.cards.append(_CardLine(lineno, count, name, section, 0))

    def check_root(self, tag: str, lineno: int) -> None:
        """Refuse a document whose root is neither ``<Deck>`` nor ``<cockatrice_deck>``."""
        self.root.append(tag)
        if tag in ("Deck", "cockatrice_deck"):
            return
        if self.source.lower().endswith(".cod"):
            msg = f"not a Cockatrice .cod file (root element <{tag}>, expected "
            msg += "<cockatrice_deck>)"
        else:
            msg = f"not an MTGO .dek file (root element <{tag}>, expected <Deck>)"
        raise DecklistError(f"{self.source}:{lineno}: {msg}")

    def start(self, tag: str, attrs: dict[str, str]) -> None:
        """An opening tag: the root, an MTGO ``<Cards>``, a Cockatrice ``<zone>`` or ``<card>``."""
        lineno = self.parser.CurrentLineNumber
        self.stack.append(tag)
        if len(self.stack) == 1:
            self.check_root(tag, lineno)
            return
        if self.stack[0] == "Deck" and tag == "Cards":
            if attrs.get("CommandZone", "").strip().lower() == "true":
                section = "commander"
            elif attrs.get("Sideboard", "false").strip().lower() == "true":
                section = "sideboard"
            else:
                section = "main"
            name, quantity = attrs.get("Name") or "", attrs.get("Quantity") or ""
            self.card(lineno, name, quantity, section, ("Name", "Quantity"))
        elif self.stack[0] == "cockatrice_deck" and tag == "zone":
            word = (attrs.get("name") or "").strip().lower()
            if word not in _COD_ZONES:
                msg = f"unknown Cockatrice zone {word!r} (expected main, side or tokens)"
                self.scan.problems.append(Problem(self.source, lineno, msg))
            self.zone = _COD_ZONES.get(word, "ignore")
        elif self.stack[0] == "cockatrice_deck" and tag == "card":
            name, quantity = attrs.get("name") or "", attrs.get("number") or "1"
            self.card(lineno, name, quantity, self.zone, ("name", "number"))

    def end(self, tag: str) -> None:
        """A closing tag."""
        self.stack.pop()

    def chars(self, data: str) -> None:
        """Text: kept only inside a Cockatrice ``<deckname>``."""
        if self.stack and self.stack[-1] == "deckname" and self.stack[0] == "cockatrice_deck":
            self.title.append(data)


def _scan_xml(text: str, source: str) -> _Scan:
    """Read an XML deck: MTGO ``.dek`` or Cockatrice ``.cod``, told apart by the root element.

    MTGO: ``<Deck><Cards Quantity="4" Sideboard="false" Name="..."/></Deck>``
    (``CommandZone="true"`` for a commander). Cockatrice: ``<cockatrice_deck>`` with a
    ``<deckname>`` and ``<zone name="main">`` / ``"side"`` / ``"tokens"`` holding
    ``<card number="4" name="..."/>``; tokens are not part of the deck.
    """
    if "<!DOCTYPE" in text or "<!ENTITY" in text:
        raise DecklistError(
            f"{source}:1: malformed deck XML: document type declarations are not allowed"
        )
    reader = _XmlReader(source)
    try:
        reader.parser.Parse(text.lstrip("\ufeff").encode("utf-8"), True)
    except expat.ExpatError as exc:
        cod = reader.root[:1] == ["cockatrice_deck"] or source.lower().endswith(".cod")
        kind = ".cod" if cod else ".dek"
        raise DecklistError(
            f"{source}:{exc.lineno}: malformed {kind} XML: {expat.ErrorString(exc.code)}"
        ) from None
    reader.scan.title = " ".join("".join(reader.title).split())
    return reader.scan
