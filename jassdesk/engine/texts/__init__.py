"""The engine's texts in every language, apart from its logic: what a refused action says.

A sentence lives with the game that raises its rule: :mod:`.shared` holds the rules shared engine code
(state, card play, actions) or several games raise, and the names of the decisions; each game's own
rules have their sentences in the game's module here (``schmaus.py`` for ``jassdesk/engine/schmaus.py``).
A new game adds its text module and one entry in :data:`GAME_REFUSALS`.  :data:`MESSAGES` is the merged
lookup :class:`~jassdesk.engine.refusal.Refusal` reads; a rule id in two tables is an error at import.
"""

from __future__ import annotations

from typing import Mapping

from . import coiffeur, differenzler, schieber, schmaus, shared

Texts = dict[str, dict[str, str]]  # id -> {language: text}

#: each game's own refusal sentences by the game's name (``Game.value``), in the order of the engine's game
#: registry (engine/games.py).  Names, not ``Game``: the texts are a leaf of the engine's imports.
GAME_REFUSALS: dict[str, Texts] = {
    "schieber": schieber.REFUSALS,
    "schmaus": schmaus.REFUSALS,
    "differenzler": differenzler.REFUSALS,
    "coiffeur": coiffeur.REFUSALS,
}


def merged(*tables: Mapping[str, dict[str, str]]) -> Texts:
    """One lookup of several text tables; an id in two of them is an error (one source per text)."""
    out: Texts = {}
    for table in tables:
        twice = out.keys() & table.keys()
        if twice:
            raise ValueError(f"text ids in two tables: {sorted(twice)}")
        out.update(table)
    return out


#: rule id -> its sentence per language, every game's
MESSAGES: Texts = merged(shared.REFUSALS, *GAME_REFUSALS.values())
DECISION_WORDS: Texts = shared.DECISION_WORDS

__all__ = ["DECISION_WORDS", "GAME_REFUSALS", "MESSAGES", "Texts", "merged"]
