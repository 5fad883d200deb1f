"""The refusal sentences only Schmaus raises (``jassdesk/engine/schmaus.py``), in every language.

Placeholders and the sources of the French and Italian words: :mod:`jassdesk.engine.texts.shared`."""

from __future__ import annotations

REFUSALS: dict[str, dict[str, str]] = {
    "weis_too_late": {
        "en": "Weis may no longer be announced: the stock is used up and the last chance has passed.",
        "de": "Weisen ist nicht mehr erlaubt: der Stock ist aufgebraucht und die letzte Gelegenheit vorbei.",
        "fr": "Il n'est plus possible d'annoncer : le talon est épuisé et la dernière occasion est passée.",
        "it": "Non si può più annunciare: il tallone è esaurito e l'ultima occasione è passata.",
    },
    "weis_one_per_card": {
        "en": "Announce at most one Weis with each card you play.",
        "de": "Mit jeder gespielten Karte darf höchstens ein Weis gemeldet werden.",
        "fr": "Une annonce au plus avec chaque carte jouée.",
        "it": "Al massimo un saggio per ogni carta giocata.",
    },
    "weis_no_value": {
        "en": "{weis} cannot be announced in this game.",
        "de": "{weis} kann in diesem Spiel nicht gewiesen werden.",
        "fr": "Dans ce jeu, on ne peut pas annoncer {weis}.",
        "it": "In questo gioco non si può annunciare {weis}.",
    },
    "weis_not_upward": {
        "en": "You may only weis upward: {weis} is not higher than your {prev}, announced before.",
        "de": "Sie dürfen nur aufwärts weisen: {weis} ist nicht höher als Ihr früherer Weis {prev}.",
        "fr": "Vous ne pouvez annoncer qu'en montant : {weis} ne dépasse pas votre annonce précédente ({prev}).",
        "it": "Puoi annunciare solo al rialzo: {weis} non supera il tuo saggio precedente ({prev}).",
    },
    "six_not_held": {
        "en": "You do not hold the trump 6.",
        "de": "Sie haben den Trumpf-6 nicht.",
        "fr": "Vous n'avez pas le 6 d'atout.",
        "it": "Non hai il 6 di briscola.",
    },
    "six_too_late": {
        "en": "The trump 6 can be exchanged only while the stock holds at least two cards.",
        "de": "Der Trumpf-6 kann nur getauscht werden, solange der Stock mindestens zwei Karten hat.",
        "fr": "Le 6 d'atout ne peut être échangé que tant que le talon compte au moins deux cartes.",
        "it": "Il 6 di briscola si può scambiare solo finché il tallone ha almeno due carte.",
    },
}
