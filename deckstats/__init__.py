"""deckstats: seeded Magic: The Gathering simulations and exact mana maths."""

__version__ = "0.1.0"
