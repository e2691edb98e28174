"""Engine errors: an illegal agent answer, or a rules situation the engine cannot handle."""

from __future__ import annotations


class RulesError(Exception):
    """The engine met a rules situation it does not implement (e.g. an unknown Custom key)."""


class IllegalActionError(RulesError):
    """An agent answered a decision with something that is not a legal answer.

    The engine never fixes an illegal answer silently (ARCHITECTURE.md, Decisions).
    """
