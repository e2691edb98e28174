"""The base class of every user-facing error (bad input, not a bug).

The command line turns a ``DeckstatsError`` into one line on stderr and exit status 1.
Messages name the file and line where there is one: ``decks/burn.txt:12: ...``.
"""


class DeckstatsError(Exception):
    """An error in user input: a decklist, a card-data file, an option value."""
