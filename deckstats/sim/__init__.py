"""Seeded game runner: configs, per-game seeds, records (STYLE.md 2.6-2.7)."""
