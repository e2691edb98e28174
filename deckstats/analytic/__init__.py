"""The analytic lane: exact mana maths and a vectorised numpy hand sampler.

Imports only ``deckstats.cards`` and ``deckstats.deck`` (ARCHITECTURE.md, Layers).
"""
