"""The hint sentences only Schieber's AI gives (``jassdesk/ai/schieber.py``), in every language.

Placeholders and the sources of the French and Italian words: :mod:`jassdesk.ai.texts.shared`."""

from __future__ import annotations

TEMPLATES: dict[str, dict[str, str]] = {
    "weis_first": {
        "en": "Announce your Weis with this first card: {weis}.",
        "de": "Weisen Sie mit dieser ersten Karte: {weis}.",
        "fr": "Annoncez avec cette première carte : {weis}.",
        "it": "Annuncia con questa prima carta: {weis}.",
    },
}
