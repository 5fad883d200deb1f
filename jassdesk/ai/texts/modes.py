"""The sentences that explain a mode decision (a trump, Obenabe, Undenufe, Slalom, pushing), every language.

Asked for by :mod:`jassdesk.ai.explain_mode` and the hints' mode ranking; placeholders and the sources of
the French and Italian words: :mod:`jassdesk.ai.texts.shared`.
"""

from __future__ import annotations

TEMPLATES: dict[str, dict[str, str]] = {
    "choose_mode_trumps": {
        "en": "Choose {mode}: you hold {cards}.",
        "de": "Sagen Sie {mode} an: Sie haben {cards}.",
        "fr": "Faites {mode} : vous avez {cards}.",
        "it": "Scegli {mode}: hai {cards}.",
    },
    "choose_mode_slalom": {
        "en": "Choose {mode}: your hand takes tricks {end} ({tricks} sure ones).",
        "de": "Sagen Sie {mode} an: Ihre Hand sticht {end} ({tricks} sichere Stiche).",
        "fr": "Faites {mode} : votre main fait des plis {end} ({tricks} plis sûrs).",
        "it": "Scegli {mode}: la tua mano fa prese {end} ({tricks} prese sicure).",
    },
    "mode_average": {
        "en": "In simulated deals this choice brings your team {value} points on average.",
        "de": "In simulierten Verteilungen bringt diese Wahl Ihrem Team im Schnitt {value} Punkte.",
        "fr": "Dans les donnes simulées, ce choix rapporte en moyenne {value} points à votre équipe.",
        "it": "Nelle smazzate simulate questa scelta rende in media {value} punti alla tua squadra.",
    },
    "choose_mode_search": {
        # the figure is the hint's detail line (mode_average), not said twice
        "en": "Choose {mode}: it scores best for your team.",
        "de": "Sagen Sie {mode} an: das bringt Ihrem Team am meisten.",
        "fr": "Faites {mode} : c'est ce qui rapporte le plus à votre équipe.",
        "it": "Scegli {mode}: è ciò che rende di più alla tua squadra.",
    },
    "push": {
        "en": "Push: your best choice, {mode}, is too weak; your partner chooses.",
        "de": "Schieben: Ihre beste Wahl, {mode}, ist zu schwach; Ihr Partner sagt an.",
        "fr": "Chibrez : votre meilleur choix, {mode}, est trop faible ; votre partenaire fait atout.",
        "it": "Passa: la tua scelta migliore, {mode}, è troppo debole; sceglie il tuo compagno.",
    },
}
