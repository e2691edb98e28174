"""The rules engine: public surface (docs/ENGINE_API.md).

>>> import numpy as np
>>> from deckstats.cards.dsl import basic_land
>>> from deckstats.players import get_agent
>>> mountain = basic_land("Mountain", "R")
>>> rngs = [np.random.default_rng(i) for i in range(5)]
>>> game = new_game(
...     decks=([mountain] * 60, []),
...     agents=(get_agent("goldfish"), get_agent("inert")),
...     engine_rng=rngs[0],
...     shuffle_rngs=(rngs[1], rngs[2]),
...     agent_rngs=(rngs[3], rngs[4]),
...     max_turns=3,
... )
>>> game.run().termination.value
'turn_limit'

How the modules import each other. Inside the engine, imports are at module level and
point one way (``tests/test_layers.py`` checks that they form no cycle, so the compiled
modules import in any order): ``types``, ``flags``, ``errors``, ``decisions``, ``info``,
``state`` at the bottom, then ``mana`` and ``payment`` (the payer), ``characteristics``
and ``targeting`` (CR 115), ``events``
(triggers), ``effect_ctx``, ``effects_cards`` and ``effects_permanents`` (the effect
resolvers by family), ``resolve`` (the effect interpreter), ``casting``, ``stack``, ``combat``,
``turn``, and ``game`` on top. The rule modules are handed the ``Game`` as an argument
and import its class only for type checking, so ``game`` can import them all.

One cycle is essential, and it is closed by the engine's only function-local import:
``mana`` and ``resolve`` call each other. The interpreter pays the costs effects ask for
(``resolve`` imports ``payment.find_payment`` and ``mana.pay``: "counter unless its
controller pays"), and paying taps mana abilities whose other effects happen at once as
they resolve (CR 605.3b), which is the interpreter's job: ``mana.pay`` imports
``resolve.resolve_effects`` inside the function, when a mana ability has such an effect.

A second cycle exists only in the eras with combat damage on the stack (2004 408.1g,
2008 200.8): ``combat`` gives priority through ``stack``, and ``stack`` resolves the
combat-damage object through ``combat.deal_combat_damage``; ``stack.resolve_top``
imports it inside the function, reached only when such an object is on the stack.

A third: a characteristic-defining power or toughness that counts objects by a filter
(``cards.counts.Count``: "equal to the number of Deserts you control plus ...") is read by
``characteristics.cda_count``, and the counting (``counts.count_value``) matches each object
through ``characteristics.matches``; ``cda_count`` imports it inside the function, reached
only for such a card.

A fourth: damage that a prevention shield redirects (CR 614.9: "the next time a source would
deal damage to you this turn, that damage is dealt to target creature instead") is dealt
again: ``damage.deal_damage`` asks ``shields.shielded``, which deals the redirected share
through ``damage.deal_damage``; ``shielded`` imports it inside the function, reached only
for a redirecting shield.

Outside the engine, one import is deferred, not for a cycle but for start-up: the
Undercity's rooms are compiled from their text by the Oracle compiler, whose templates cost
a few tenths of a second of CPU to load, so ``initiative.room_effects`` imports
``cards.oracle.body`` on first use. Importing the engine, the pilots and the runner loads
no part of the compiler (issue 32.2; ``tests/cli/test_startup_imports.py``).
"""

from __future__ import annotations

from deckstats.engine.actions import PASS, ActivateAbility, CastSpell, PassPriority, PlayLand
from deckstats.engine.decisions import Decision
from deckstats.engine.errors import IllegalActionError, RulesError
from deckstats.engine.game import Game
from deckstats.engine.mana import lands_in_play as _lands_in_play
from deckstats.engine.mana import mana_available as _mana_available
from deckstats.engine.result import GameResult, Termination
from deckstats.engine.rules import MODERN, RULESETS, RuleSet
from deckstats.engine.types import Step, Zone

#: Build a game ready to ``run()`` (see docs/ENGINE_API.md for every argument): the
#: ``Game`` constructor itself, under the name the API documents.
new_game = Game


def lands_in_play(game: Game, pid: int) -> int:
    """Number of lands ``pid`` controls."""
    return _lands_in_play(game, pid)


def mana_available(game: Game, pid: int) -> int:
    """Mana ``pid``'s permanents can produce in one turn, tapped or not."""
    return _mana_available(game, pid)


__all__ = [
    "MODERN",
    "PASS",
    "RULESETS",
    "ActivateAbility",
    "CastSpell",
    "Decision",
    "Game",
    "GameResult",
    "IllegalActionError",
    "PassPriority",
    "PlayLand",
    "RuleSet",
    "RulesError",
    "Step",
    "Termination",
    "Zone",
    "lands_in_play",
    "mana_available",
    "new_game",
]
