"""The hint sentences only Schmaus's AI gives (``jassdesk/ai/schmaus.py``), in every language.

Placeholders and the sources of the French and Italian words: :mod:`jassdesk.ai.texts.shared`."""

from __future__ import annotations

TEMPLATES: dict[str, dict[str, str]] = {
    "choose_dealer_schmaus": {
        "en": "Let your opponent deal: you lead the first trick.",
        "de": "Lassen Sie den Gegner geben: Sie spielen zum ersten Stich aus.",
        "fr": "Laissez donner votre adversaire : vous entamerez le premier pli.",
        "it": "Lascia fare il mazziere all'avversario: aprirai tu la prima presa.",
    },
    "weis_step": {
        "en": "Announce {weis} now: weis upward in small steps to write more of them.",
        "de": "Weisen Sie jetzt {weis}: in kleinen Schritten aufwärts weisen bringt mehr.",
        "fr": "Annoncez {weis} maintenant : annoncer en montant par petits pas en fait écrire davantage.",
        "it": "Annuncia ora {weis}: salire a piccoli passi ti fa segnare più saggi.",
    },
    "weis_last": {
        "en": "Last chance to weis: announce {weis}.",
        "de": "Letzte Gelegenheit zum Weisen: {weis}.",
        "fr": "Dernière occasion d'annoncer : {weis}.",
        "it": "Ultima occasione per annunciare: {weis}.",
    },
}
