"""Seeded game runner: configs, per-game seeds, records (ARCHITECTURE.md, Determinism; Runs)."""
