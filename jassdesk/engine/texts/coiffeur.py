"""The refusal sentences only Coiffeur raises (``jassdesk/engine/coiffeur.py``), in every language.

Placeholders and the sources of the French and Italian words: :mod:`jassdesk.engine.texts.shared`."""

from __future__ import annotations

REFUSALS: dict[str, dict[str, str]] = {
    # Coiffeur (docs/rules.md section 9): {row} is the row's name with its factor, {mode} a mode's name
    "row_played": {
        "en": "This row is already played: {row}.",
        "de": "Diese Zeile ist schon gespielt: {row}.",
        "fr": "Cette ligne est déjà jouée : {row}.",
        "it": "Questa riga è già giocata: {row}.",
    },
    "row_unknown": {
        "en": "The Coiffeur table of this Partie has no row {row}.",
        "de": "Die Coiffeur-Tafel dieser Partie hat keine Zeile {row}.",
        "fr": "Le tableau du Coiffeur de cette partie n'a pas de ligne {row}.",
        "it": "La tabella del Coiffeur di questa partita non ha la riga {row}.",
    },
    "row_mode": {
        "en": "{mode} cannot be played into the row {row}.",
        "de": "{mode} kann nicht in die Zeile {row} gespielt werden.",
        "fr": "{mode} ne peut pas être joué dans la ligne {row}.",
        "it": "{mode} non si può giocare nella riga {row}.",
    },
    "no_open_row": {
        "en": "Your team has no open {mode} row.",
        "de": "Ihr Team hat keine offene Zeile {mode}.",
        "fr": "Votre équipe n'a plus de ligne {mode} ouverte.",
        "it": "La tua squadra non ha più una riga {mode} aperta.",
    },
    "name_the_row": {
        "en": "Name the row too: {mode} can be played into {row}.",
        "de": "Nennen Sie auch die Zeile: {mode} kann in {row} gespielt werden.",
        "fr": "Nommez aussi la ligne : {mode} peut être joué dans {row}.",
        "it": "Indica anche la riga: {mode} si può giocare in {row}.",
    },
    "must_choose": {
        "en": "The choice came back to you: you must choose a row.",
        "de": "Die Wahl ist zu Ihnen zurückgekommen: Sie müssen eine Zeile wählen.",
        "fr": "Le choix vous est revenu : vous devez choisir une ligne.",
        "it": "La scelta è tornata a te: devi scegliere una riga.",
    },
}
