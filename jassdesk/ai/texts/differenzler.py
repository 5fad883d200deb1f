"""The hint sentences only Differenzler's AI gives (``jassdesk/ai/differenzler.py``), in every language.

Placeholders and the sources of the French and Italian words: :mod:`jassdesk.ai.texts.shared`."""

from __future__ import annotations

# French: "l'estimation" for the bid (docs/translations.md)
TEMPLATES: dict[str, dict[str, str]] = {
    "choose_dealer_differenzler": {
        "en": "Let the player before you deal: you lead the first trick.",
        "de": "Lassen Sie Ihren Vordermann geben: Sie spielen zum ersten Stich aus.",
        "fr": "Laissez donner le joueur qui vous précède : vous entamerez le premier pli.",
        "it": "Lascia fare il mazziere al giocatore prima di te: aprirai tu la prima presa.",
    },
    "bid_thumb": {
        "en": "Your trumps {cards} are worth about {trumps} with their tricks, your side aces and kings about "
              "{sides}: bid about {points}.",
        "de": "Ihre Trümpfe {cards} sind mit ihren Stichen etwa {trumps} wert, Ihre Asse und Könige der anderen "
              "Farben etwa {sides}: sagen Sie etwa {points} voraus.",
        "fr": "Vos atouts ({cards}) valent environ {trumps} avec leurs plis, vos as et rois des autres couleurs "
              "environ {sides} : estimez environ {points}.",
        "it": "Le tue briscole ({cards}) valgono circa {trumps} con le loro prese, i tuoi assi e re degli altri "
              "semi circa {sides}: prevedi circa {points}.",
    },
    "bid_take": {
        "en": "You have {have} of your {bid}: take this {points}-point trick with the {card}.",
        "de": "Sie haben {have} Ihrer {bid} Punkte: nehmen Sie diesen Stich zu {points} Punkten mit {card}.",
        "fr": "Vous avez {have} de vos {bid} : prenez ce pli de {points} points avec {card}.",
        "it": "Hai {have} dei tuoi {bid}: fai questa presa da {points} punti con {card}.",
    },
    "bid_duck": {
        "en": "You have {have} of your {bid}: stay under this trick with the {card}.",
        "de": "Sie haben {have} Ihrer {bid} Punkte: bleiben Sie mit {card} unter diesem Stich.",
        "fr": "Vous avez {have} de vos {bid} : restez sous ce pli avec {card}.",
        "it": "Hai {have} dei tuoi {bid}: resta sotto questa presa con {card}.",
    },
    "bid_average": {
        "en": "For your bid of {bid} the {card} does best: over {worlds} simulated deals you end on average "
              "{value} points from it.",
        "de": "Für Ihre Voraussage von {bid} ist {card} am besten: über {worlds} simulierte Verteilungen liegen Sie "
              "am Ende im Schnitt {value} Punkte daneben.",
        "fr": "Pour votre estimation de {bid}, le meilleur choix est {card} : sur {worlds} donnes simulées, vous "
              "finissez en moyenne à {value} points d'elle.",
        "it": "Per la tua previsione di {bid} la scelta migliore è {card}: su {worlds} smazzate simulate finisci in "
              "media a {value} punti da essa.",
    },
}
