"""Decisions the engine asks agents, and the cheap validation of their answers.

See ARCHITECTURE.md, Decisions.

A ``Decision`` names its ``kind`` (a short string also written to the decision log),
the ``options`` and how many of them to pick. ``pick_one`` decisions are answered with
one option; choose-N decisions with a tuple of distinct options whose length lies in
``[min_n, max_n]``. ``Game.ask`` calls ``validate``; an illegal answer raises
``IllegalActionError``.
"""

from __future__ import annotations

from typing import Any, Final

from deckstats.engine.errors import IllegalActionError

# Decision kinds (the strings are part of the decision log).
PRIORITY: Final = "priority"  # options: legal actions incl. PASS (CR 117)
MULLIGAN: Final = "mulligan"  # options: (True, False): True keeps the hand (CR 103.5)
BOTTOM: Final = "bottom"  # choose exactly n hand cards to put on the bottom (CR 103.5)
ATTACKERS: Final = "attackers"  # choose any subset of the creatures able to attack (CR 508.1)
BLOCKERS: Final = "blockers"  # choose (blocker, attacker) pairs (CR 509.1)
TARGETS: Final = "targets"  # pick one target assignment for a triggered ability (CR 603.3d)
DISCARD: Final = "discard"  # choose exactly n cards to discard (CR 701.9)
SCRY: Final = "scry"  # choose any of the looked-at cards to put on the bottom (CR 701.22)
# The Vancouver mulligan's scry 1 (not in the rules sources; engine/turn.py): options are
# the top card of the library; answer () to leave it on top, (oid,) to bottom it.
MULLIGAN_SCRY: Final = "mulligan_scry"
SURVEIL: Final = "surveil"  # choose any of the looked-at cards to put in the graveyard (CR 701.25)
SEARCH: Final = "search"  # choose up to n matching cards (CR 701.23)
DIG: Final = "dig"  # choose up to n matching cards to put into hand
SACRIFICE: Final = "sacrifice"  # choose exactly n permanents to sacrifice (CR 701.21)
MAY: Final = "may"  # options (True, False): do the optional effect (CR 603.5)
#: options (True, False): put the nonland card an explore revealed into the graveyard (CR 701.44a)
EXPLORE_MILL: Final = "explore_mill"
PAY_LIFE: Final = (
    "pay_life"  # options (True, False): pay life so a land enters untapped (CR 614.1c)
)
PAY_UNLESS: Final = "pay_unless"  # options (True, False): pay to stop a "counter unless" (CR 701.6)
PUT_BACK: Final = "put_back"  # choose exactly n hand cards to put on top, last on top (Brainstorm)
ORDER: Final = "order"  # order all the looked-at cards, top first (Ponder)
SHUFFLE: Final = "shuffle"  # options (True, False): shuffle the library (Ponder, CR 701.24)
COLOR: Final = "color"  # pick a colour letter for "add one mana of any colour" (CR 106.1)
# Pick one division of a blocked attacker's combat damage: a tuple of
# ``(recipient_id, amount)`` pairs, amounts > 0, blockers in declaration order, then the
# defending player (its id is its pid, 0 or 1) for trample (CR 510.1c-d, 702.19b-c).
# ``options[0]`` is the automatic split (see ``combat.damage_options``).
DAMAGE: Final = "damage_assignment"
LEGEND: Final = "legend"  # pick the oid of the legendary permanent to keep (CR 704.5j)
# Pick one ``payment.Payment`` for a cost; asked only of agents with ``chooses_payment``
# (CR 601.2g-h); ``options[0]`` is the automatic payer's choice.
PAYMENT: Final = "payment"
# Pick one card name (a string) for "As ~ enters, choose a card name" (CR 201.3, 607.2d).
# The options are the names of cards with activated abilities in public zones (both
# battlefields, graveyards and exiles, the spells each player cast), sorted; ``NO_NAME``
# when there is none: the name of no card in this game.
CARD_NAME: Final = "card_name"
# Pick up to one permanent (an oid) for "You may have ~ enter as a copy of ..." (CR 707.9);
# () enters as itself (``engine.clones``).
COPY: Final = "copy"
# Choose any of another player's looked-at top cards (oids) to put on the bottom of their
# library (Jace, the Mind Sculptor's +2; ``engine.stat_effects``).
FATESEAL: Final = "fateseal"
NO_NAME: Final = ""

YES_NO: Final = (True, False)


class Decision:
    """One question to one agent.

    Attributes:
        kind: one of the kind strings above.
        options: the legal choices (a list or tuple).
        pick_one: True when the answer is one option; else a tuple of options.
        min_n, max_n: bounds on the size of a choose-N answer.
        source: id of the object the decision is about (0 if none).
        amount: a number the decision is about (cards to bottom, life to pay, ...).
        canon: for priority decisions, maps a copy of a card in hand to the id of the
            equivalent copy named in ``options`` (equivalent actions are listed once).
    """

    __slots__ = ("amount", "canon", "kind", "max_n", "min_n", "options", "pick_one", "source")

    def __init__(
        self,
        kind: str,
        options: Any,
        pick_one: bool = True,
        min_n: int = 0,
        max_n: int = 0,
        source: int = 0,
        amount: int = 0,
        canon: dict[int, int] | None = None,
    ) -> None:
        self.canon = canon
        self.kind = kind
        self.options = options
        self.pick_one = pick_one
        self.min_n = min_n
        self.max_n = max_n
        self.source = source
        self.amount = amount

    def __repr__(self) -> str:
        return f"Decision({self.kind}, {len(self.options)} options)"


def validate(decision: Decision, answer: Any) -> None:
    """Raise ``IllegalActionError`` unless ``answer`` is a legal answer to ``decision``."""
    options = decision.options
    if decision.pick_one:
        if answer not in options and not _canonical_ok(decision, answer):
            raise IllegalActionError(
                f"{decision.kind}: {answer!r} is not one of the {len(options)} legal options"
            )
        return
    if not isinstance(answer, tuple):
        raise IllegalActionError(f"{decision.kind}: answer must be a tuple, got {answer!r}")
    n = len(answer)
    if n < decision.min_n or n > decision.max_n:
        raise IllegalActionError(
            f"{decision.kind}: must choose {decision.min_n}..{decision.max_n}, got {n}"
        )
    if n > 1 and len(set(answer)) != n:
        raise IllegalActionError(f"{decision.kind}: duplicate choices in {answer!r}")
    for a in answer:
        if a not in options:
            raise IllegalActionError(f"{decision.kind}: {a!r} is not a legal choice")


def _canonical_ok(decision: Decision, answer: Any) -> bool:
    """An answer naming a copy of a listed card is the listed option (``canon`` map).

    Legal actions list one copy of each card in hand; an answer with another copy's
    id is accepted when it is otherwise equal to an option.
    """
    canon = decision.canon
    if not canon:
        return False
    oid = getattr(answer, "oid", None)
    rep = canon.get(oid) if oid is not None else None
    if rep is None:
        return False
    with_oid = getattr(answer, "with_oid", None)
    return with_oid is not None and with_oid(rep) in decision.options
