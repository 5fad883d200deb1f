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
    "push_row": {
        "en": "Push: none of your team's open rows pays with this hand; the choice passes on.",
        "de": "Schieben: keine offene Zeile Ihres Teams lohnt sich mit dieser Hand; die Wahl geht weiter.",
        "fr": "Chibrez : aucune ligne ouverte de votre équipe ne rapporte avec cette main ; le choix passe au "
              "suivant.",
        "it": "Passa: nessuna riga aperta della tua squadra rende con questa mano; la scelta passa oltre.",
    },
}
