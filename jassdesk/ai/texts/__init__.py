"""The AI's hint texts in every language, apart from its logic: why a move is good.

A template lives with the game whose AI gives its reason: :mod:`.shared` holds the templates shared AI
code (explain, hints, review) or several games give, :mod:`.modes` those of a mode decision; each game's
own reasons have their templates in the game's module here (``schmaus.py`` for ``jassdesk/ai/schmaus.py``).  A new game adds its text module and
one entry in :data:`GAME_TEMPLATES`.  :data:`TEMPLATES` is the merged lookup
:class:`~jassdesk.ai.explain.Reason` reads; a template id in two tables is an error at import.
"""

from __future__ import annotations

from jassdesk.engine.texts import Texts, merged

from . import coiffeur, differenzler, modes, schieber, schmaus, shared

#: each game's own hint templates by the game's name (``Game.value``), in the order of the AI's game registry
#: (ai/games.py)
GAME_TEMPLATES: dict[str, Texts] = {
    "schieber": schieber.TEMPLATES,
    "schmaus": schmaus.TEMPLATES,
    "differenzler": differenzler.TEMPLATES,
    "coiffeur": coiffeur.TEMPLATES,
}

#: template id -> its sentence per language, every game's
TEMPLATES: Texts = merged(shared.TEMPLATES, modes.TEMPLATES, *GAME_TEMPLATES.values())
END_WORDS: Texts = shared.END_WORDS
TRUMP_ROLE_NAMES: Texts = shared.TRUMP_ROLE_NAMES
KEPT_ROLES: Texts = shared.KEPT_ROLES

__all__ = ["END_WORDS", "GAME_TEMPLATES", "KEPT_ROLES", "TEMPLATES", "TRUMP_ROLE_NAMES"]
