"""Differenzler's own options (docs/rules.md section 10): how the trump is found, open bids, the exact bonus."""

from __future__ import annotations

from dataclasses import dataclass

from .game_options import GameOptions, SharedRules

DIFFERENZLER_LENGTHS = (4, 8, 12, 16)  # hands in a Differenzler Partie (docs/rules.md section 10), 8 by default


@dataclass(frozen=True)
class DifferenzlerOptions(GameOptions):
    """Differenzler's own options (docs/rules.md section 10), ``rules.options`` of a Differenzler."""

    random_trump: bool = False  # trump drawn at random instead of the turned bottom card
    open_bids: bool = False  # bids made in turn order, each seeing the earlier ones
    exact_bonus: bool = False  # 10 off the penalty for an exact bid

    def check(self, rules: SharedRules) -> None:
        if rules.hands not in DIFFERENZLER_LENGTHS:
            raise ValueError(f"a Differenzler Partie has {', '.join(map(str, DIFFERENZLER_LENGTHS))} hands, "
                             f"not {rules.hands}")
        if rules.weis or rules.match_bonus:
            raise ValueError("Differenzler counts card points only: no Weis, match bonus or multipliers")
