"""The refusal sentences only Schieber raises (``jassdesk/engine/schieber.py``), in every language.

Placeholders and the sources of the French and Italian words: :mod:`jassdesk.engine.texts.shared`."""

from __future__ import annotations

REFUSALS: dict[str, dict[str, str]] = {
    "slalom_off": {
        "en": "Slalom is not played in this Partie: the option is off.",
        "de": "Slalom wird in dieser Partie nicht gespielt: die Option ist aus.",
        "fr": "Le zig-zag n'est pas joué dans cette partie : l'option est désactivée.",
        "it": "In questa partita non si gioca lo Slalom: l'opzione è disattivata.",
    },
    "guschti_coiffeur_only": {
        "en": "Guschti is only played as a row of the Coiffeur.",
        "de": "Guschti wird nur als Zeile des Coiffeurs gespielt.",
        "fr": "Le Guschti ne se joue que comme ligne du Coiffeur.",
        "it": "Il Guschti si gioca solo come riga del Coiffeur.",
    },
    "weis_first_card": {
        "en": "Weis is announced with your first card only.",
        "de": "Weisen können Sie nur mit Ihrer ersten Karte.",
        "fr": "Les annonces se font avec votre première carte seulement.",
        "it": "Il saggio si annuncia solo con la prima carta.",
    },
    "weis_all_or_none": {
        "en": "Announce all your Weis or none: you hold {weis}.",
        "de": "Weisen Sie alle Ihre Weise oder keinen: Sie haben {weis}.",
        "fr": "Faites toutes vos annonces ou aucune : vous avez {weis}.",
        "it": "Annuncia tutti i tuoi saggi o nessuno: hai {weis}.",
    },
}
