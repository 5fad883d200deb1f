"""The hint sentences only Coiffeur's AI gives (``jassdesk/ai/coiffeur.py``), in every language.

Placeholders and the sources of the French and Italian words: :mod:`jassdesk.ai.texts.shared`."""

from __future__ import annotations

TEMPLATES: dict[str, dict[str, str]] = {
    # Coiffeur: {row} is the row with its factor ("Obenabe x5"), {points} the hand's expected points
    "choose_row": {
        # the search's figure for the row is the hint's detail line (mode_average), not said twice
        "en": "Play {mode} into the row {row}: your hand should take about {points} points.",
        "de": "Spielen Sie {mode} in die Zeile {row}: Ihre Hand macht etwa {points} Punkte.",
        "fr": "Jouez {mode} dans la ligne {row} : votre main devrait faire environ {points} points.",
        "it": "Gioca {mode} nella riga {row}: la tua mano dovrebbe fare circa {points} punti.",
    },
    "choose_row_high": {  # no open row of the team takes this mode at a higher factor
        "en": "Play {mode} into the row {row}: your hand should take about {points} points, and this is the "
              "highest factor still open for it.",
        "de": "Spielen Sie {mode} in die Zeile {row}: Ihre Hand macht etwa {points} Punkte, und das ist der "
              "höchste Faktor, der dafür noch offen ist.",
        "fr": "Jouez {mode} dans la ligne {row} : votre main devrait faire environ {points} points, et c'est le "
              "plus haut facteur encore ouvert pour ce genre.",
        "it": "Gioca {mode} nella riga {row}: la tua mano dovrebbe fare circa {points} punti, ed è il fattore "
              "più alto ancora aperto per questa modalità.",
    },
    "choose_row_low": {  # a higher open row takes the mode, and the hand is weaker than an ordinary one there
        "en": "Play {mode} into the row {row}: your hand should take about {points} points, fewer than an "
              "ordinary hand, so fill a low factor and keep the higher rows for stronger hands.",
        "de": "Spielen Sie {mode} in die Zeile {row}: Ihre Hand macht etwa {points} Punkte, weniger als eine "
              "gewöhnliche Hand; füllen Sie einen tiefen Faktor und lassen Sie die höheren Zeilen für stärkere "
              "Hände offen.",
        "fr": "Jouez {mode} dans la ligne {row} : votre main devrait faire environ {points} points, moins "
              "qu'une main ordinaire ; remplissez un petit facteur et gardez les lignes plus hautes pour de "
              "meilleures mains.",
        "it": "Gioca {mode} nella riga {row}: la tua mano dovrebbe fare circa {points} punti, meno di una mano "
              "normale; riempi un fattore basso e tieni le righe più alte per mani migliori.",
    },
    "choose_row_keep_joker": {  # a higher open Joker row takes the mode too: it stays free for any mode
        "en": "Play {mode} into the row {row}: your hand should take about {points} points, and the higher "
              "Joker stays open for a stronger hand in any mode.",
        "de": "Spielen Sie {mode} in die Zeile {row}: Ihre Hand macht etwa {points} Punkte, und der höhere "
              "Joker bleibt für eine stärkere Hand in jeder Spielart offen.",
        "fr": "Jouez {mode} dans la ligne {row} : votre main devrait faire environ {points} points, et le Joker "
              "plus haut reste ouvert pour une meilleure main, dans n'importe quel genre.",
        "it": "Gioca {mode} nella riga {row}: la tua mano dovrebbe fare circa {points} punti, e il Joker più "
              "alto resta aperto per una mano migliore, in qualsiasi modalità.",
    },
    "rows_last": {
        "en": "It is your team's last open row.",
        "de": "Es ist die letzte offene Zeile Ihres Teams.",
        "fr": "C'est la dernière ligne ouverte de votre équipe.",
        "it": "È l'ultima riga aperta della tua squadra.",
    },
    "rows_open": {  # {open} is at least 2
        "en": "Your team has {open} rows open.",
        "de": "Ihr Team hat noch {open} offene Zeilen.",
        "fr": "Votre équipe a encore {open} lignes ouvertes.",
        "it": "La tua squadra ha ancora {open} righe aperte.",
    },
    "row_must": {
        "en": "You may not push again, so you must choose.",
        "de": "Sie dürfen nicht mehr schieben, also müssen Sie wählen.",
        "fr": "Vous ne pouvez plus chibrer, vous devez donc choisir.",
        "it": "Non puoi più passare, quindi devi scegliere.",
    },
    "push_row": {
        "en": "Push: none of your team's open rows pays with this hand; the choice passes on.",
        "de": "Schieben: keine offene Zeile Ihres Teams lohnt sich mit dieser Hand; die Wahl geht weiter.",
        "fr": "Chibrez : aucune ligne ouverte de votre équipe ne rapporte avec cette main ; le choix passe au "
              "suivant.",
        "it": "Passa: nessuna riga aperta della tua squadra rende con questa mano; la scelta passa oltre.",
    },
}
