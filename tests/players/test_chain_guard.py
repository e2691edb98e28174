"""The heuristic pilot does not aim Chain Lightning at a face that can copy it back.

CR 707.10c (``cards.unless_pays.CopyIfPays``): with {R}{R} open, the opponent would copy it
at us; a tournament player waits until they are tapped out, and still uses it as removal or
for lethal (``players.chain_guard``).
"""

from __future__ import annotations

from scenario import P0, P1

from deckstats.engine.actions import CastSpell
from deckstats.engine.view import PlayerView
from deckstats.players.chain_guard import copied_back, without_copied_back


def _position(scenario, opp_lands, tapped=False):
    s = scenario()
    s.lands(P0, "Mountain")
    s.lands(P1, *opp_lands, tapped=tapped)
    chain = s.hand(P0, "Chain Lightning")
    bolt = s.hand(P0, "Lightning Bolt")
    bears = s.battlefield(P1, "Grizzly Bears")
    return s, PlayerView(s.game, P0), chain, bolt, bears


def test_face_chain_into_open_red_is_dropped_removal_and_bolt_stay(scenario):
    _s, view, chain, bolt, bears = _position(scenario, ["Mountain", "Mountain"])
    face = CastSpell(chain.oid, ((P1,),))
    removal = CastSpell(chain.oid, ((bears.oid,),))
    bolt_face = CastSpell(bolt.oid, ((P1,),))
    assert copied_back(view, face)
    assert not copied_back(view, removal) and not copied_back(view, bolt_face)
    assert without_copied_back(view, [face, removal, bolt_face]) == [removal, bolt_face]


def test_tapped_out_or_without_red_the_face_chain_is_kept(scenario):
    for lands, tapped in ((["Mountain", "Mountain"], True), (["Island", "Mountain"], False)):
        _s, view, chain, _, _ = _position(scenario, lands, tapped)
        options = [CastSpell(chain.oid, ((P1,),))]
        assert without_copied_back(view, options) is options
