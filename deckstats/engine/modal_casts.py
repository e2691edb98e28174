"""The casting choices of a modal spell (CR 700.2a, 601.2b): modes, then targets and X.

Split from ``engine.casting.spell_options``: every choice of modes (``engine.modes``:
"choose one or more", entwine when kicked) that can be paid, spree's per-mode costs
(CR 702.172a) and escalate's cost per mode beyond the first (CR 702.120a,
``engine.escalate``) included; each choice has its own targets.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from deckstats.cards.effects import Condition
from deckstats.engine.actions import CastSpell
from deckstats.engine.conditions import condition_holds
from deckstats.engine.escalate import escalate_of, escalate_ok, escalate_req, escalated_req
from deckstats.engine.info import effect_target_specs
from deckstats.engine.modes import entwined, mode_choices, spree_req
from deckstats.engine.targeting import enumerate_targets

if TYPE_CHECKING:
    from deckstats.cards.effects import Modal
    from deckstats.cards.model import CardDef
    from deckstats.engine.game import Game
    from deckstats.engine.info import CardInfo
    from deckstats.engine.mana import CostReq
    from deckstats.engine.payment import PayCheck
    from deckstats.engine.state import GameObject


def modal_casts(
    game: Game,
    pid: int,
    obj: GameObject,
    card: CardDef,
    info: CardInfo,
    cost: tuple[CostReq, PayCheck],
    xs: list[int],
    option: tuple[int, int, int],
) -> list[CastSpell]:
    """CR 700.2a, 601.2b: every legal cast of the modal ``card`` (``option``: face, alt, kicks)."""
    req, check = cost
    face, alt, kicks = option
    modal = info.modal
    assert modal is not None
    spell_specs = info.spell_specs
    esc = escalate_of(card) if card.costs else None
    out: list[CastSpell] = []
    more = bool(modal.more_if) and condition_holds(game, pid, Condition(modal.more_if))
    for modes in entwined(card, modal) if kicks else mode_choices(modal, more):
        if modal.costs and not check.ok(spree_req(req, modal, modes), 0):
            continue  # CR 702.172a: each chosen mode's additional cost is paid too
        if esc is not None and not (
            escalate_ok(game, pid, obj, esc, len(modes) - 1)
            and check.ok(escalate_req(req, esc, len(modes) - 1), 0)
        ):
            continue  # CR 702.120a: escalate, once per mode beyond the first
        specs = list(spell_specs)
        for m in modes:
            specs.extend(effect_target_specs(modal.modes[m]))
        for t in enumerate_targets(game, pid, specs, obj.oid):
            for x in xs:
                out.append(CastSpell(obj.oid, t, x, modes, face, alt, kicks))
    return out


def modal_req(req: CostReq, card: CardDef, modal: Modal, modes: tuple[int, ...]) -> CostReq:
    """CR 601.2f: the total cost with the chosen modes' spree and escalate costs."""
    if modal.costs:
        req = spree_req(req, modal, modes)  # CR 702.172a
    if card.costs:
        req = escalated_req(req, card, len(modes) - 1)  # CR 702.120a
    return req


__all__ = ["modal_casts", "modal_req"]
