"""``python -m deckstats`` runs the command line."""

from deckstats.cli import main

if __name__ == "__main__":
    main()
