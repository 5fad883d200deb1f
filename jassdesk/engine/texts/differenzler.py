"""The refusal sentences only Differenzler raises (``jassdesk/engine/differenzler.py``), in every language.

Placeholders and the sources of the French and Italian words: :mod:`jassdesk.engine.texts.shared`."""

from __future__ import annotations

REFUSALS: dict[str, dict[str, str]] = {
    # Differenzler: "l'estimation" for the bid (docs/translations.md)
    "bid_range": {
        "en": "A bid is between 0 and 157.",
        "de": "Eine Voraussage liegt zwischen 0 und 157.",
        "fr": "Une estimation se situe entre 0 et 157.",
        "it": "Una previsione è compresa tra 0 e 157.",
    },
}
