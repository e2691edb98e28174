"""Reporters: write finished numbers to files; they never compute (STYLE.md 2.8)."""
