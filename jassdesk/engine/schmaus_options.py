"""Schmaus's own options: none, but a Schmaus checks the shared ones."""

from __future__ import annotations

from dataclasses import dataclass

from .game_options import GameOptions, SharedRules


@dataclass(frozen=True)
class SchmausOptions(GameOptions):
    """Schmaus has no options of its own; ``rules.options`` of a Schmaus checks the shared ones."""

    def check(self, rules: SharedRules) -> None:
        if rules.hands is not None:
            raise ValueError("Schmaus is played to a target, not a number of hands")
