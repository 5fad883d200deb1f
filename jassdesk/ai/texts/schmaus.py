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

    # -- the stock phase: nobody must follow suit, the trick's winner draws first and leads next --
    "schmaus_take": {
        "en": "Take the trick with the {card}: {points} points, and you draw first from the stock.",
        "de": "Stechen Sie mit {card}: {points} Punkte, und Sie ziehen zuerst vom Stock.",
        "fr": "Prenez le pli avec {card} : {points} points, et vous tirez le premier du talon.",
        "it": "Fai la presa con {card}: {points} punti, e peschi per primo dal tallone.",
    },
    "schmaus_take_free": {
        "en": "Take the trick with the {card}: it gives no points away, and you draw first from the stock and "
              "lead the next trick.",
        "de": "Stechen Sie mit {card}: das gibt keine Punkte her, und Sie ziehen zuerst vom Stock und spielen zum "
              "nächsten Stich aus.",
        "fr": "Prenez le pli avec {card} : cela ne donne aucun point, et vous tirez le premier du talon et "
              "entamez le pli suivant.",
        "it": "Fai la presa con {card}: non regali punti, peschi per primo dal tallone e apri la presa successiva.",
    },
    "schmaus_let_go_master": {
        "en": "This trick is worth only {points} points: throw the {card} and keep the {cards}, the highest "
              "{suit} still out, for a richer trick.",
        "de": "Dieser Stich ist nur {points} Punkte wert: werfen Sie {card} ab und behalten Sie {cards}, die "
              "höchste {suit}-Karte im Spiel, für einen reicheren Stich.",
        "fr": "Ce pli ne vaut que {points} points : défaussez {card} et gardez {cards}, la plus haute carte à "
              "{suit} encore en jeu, pour un pli plus riche.",
        "it": "Questa presa vale solo {points} punti: scarta {card} e tieni {cards}, la carta più alta di {suit} "
              "ancora in gioco, per una presa più ricca.",
    },
    "schmaus_let_go_master_nothing": {
        "en": "This trick is worth nothing: throw the {card} and keep the {cards}, the highest {suit} still out, "
              "for a richer trick.",
        "de": "Dieser Stich ist nichts wert: werfen Sie {card} ab und behalten Sie {cards}, die höchste "
              "{suit}-Karte im Spiel, für einen reicheren Stich.",
        "fr": "Ce pli ne vaut rien : défaussez {card} et gardez {cards}, la plus haute carte à {suit} encore en "
              "jeu, pour un pli plus riche.",
        "it": "Questa presa non vale nulla: scarta {card} e tieni {cards}, la carta più alta di {suit} ancora in "
              "gioco, per una presa più ricca.",
    },
    "schmaus_let_go_trump": {
        "en": "This trick is worth only {points} points: throw the {card} and keep your trump, the {cards}, for a "
              "richer trick.",
        "de": "Dieser Stich ist nur {points} Punkte wert: werfen Sie {card} ab und behalten Sie Ihren Trumpf "
              "{cards} für einen reicheren Stich.",
        "fr": "Ce pli ne vaut que {points} points : défaussez {card} et gardez votre atout, {cards}, pour un pli "
              "plus riche.",
        "it": "Questa presa vale solo {points} punti: scarta {card} e tieni la tua briscola, {cards}, per una "
              "presa più ricca.",
    },
    "schmaus_let_go_trump_nothing": {
        "en": "This trick is worth nothing: throw the {card} and keep your trump, the {cards}, for a richer trick.",
        "de": "Dieser Stich ist nichts wert: werfen Sie {card} ab und behalten Sie Ihren Trumpf {cards} für einen "
              "reicheren Stich.",
        "fr": "Ce pli ne vaut rien : défaussez {card} et gardez votre atout, {cards}, pour un pli plus riche.",
        "it": "Questa presa non vale nulla: scarta {card} e tieni la tua briscola, {cards}, per una presa più "
              "ricca.",
    },
    "schmaus_let_go_plain": {
        "en": "This trick is worth only {points} points: throw the {card} rather than take it with the {cards}.",
        "de": "Dieser Stich ist nur {points} Punkte wert: werfen Sie {card} ab, statt ihn mit {cards} zu machen.",
        "fr": "Ce pli ne vaut que {points} points : défaussez {card} plutôt que de le prendre avec {cards}.",
        "it": "Questa presa vale solo {points} punti: scarta {card} invece di farla con {cards}.",
    },
    "schmaus_let_go_plain_nothing": {
        "en": "This trick is worth nothing: throw the {card} rather than take it with the {cards}.",
        "de": "Dieser Stich ist nichts wert: werfen Sie {card} ab, statt ihn mit {cards} zu machen.",
        "fr": "Ce pli ne vaut rien : défaussez {card} plutôt que de le prendre avec {cards}.",
        "it": "Questa presa non vale nulla: scarta {card} invece di farla con {cards}.",
    },
    "schmaus_let_go_weis": {
        "en": "Let this trick go with the {card}: the cards that could take it, {cards}, belong to your Weis.",
        "de": "Lassen Sie diesen Stich mit {card} laufen: die Karten, die ihn machen könnten, {cards}, gehören zu "
              "Ihrem Weis.",
        "fr": "Laissez passer ce pli avec {card} : les cartes qui pourraient le prendre, {cards}, font partie de "
              "votre annonce.",
        "it": "Lascia andare questa presa con {card}: le carte che potrebbero farla, {cards}, fanno parte del tuo "
              "saggio.",
    },
    "schmaus_let_go_trumps": {
        "en": "Let this trick go with the {card} ({points} points): only a trump of yours would take it, and "
              "trumps count once the stock is empty and suit must be followed.",
        "de": "Lassen Sie diesen Stich mit {card} laufen ({points} Punkte): nur ein Trumpf würde ihn machen, und "
              "Trümpfe zählen, sobald der Stock leer ist und bedient werden muss.",
        "fr": "Laissez passer ce pli avec {card} ({points} points) : seul un de vos atouts le prendrait, et les "
              "atouts comptent dès que le talon est vide et qu'il faut fournir.",
        "it": "Lascia andare questa presa con {card} ({points} punti): solo una tua briscola la farebbe, e le "
              "briscole contano quando il tallone è finito e bisogna rispondere al colore.",
    },
    "schmaus_give_unsafe": {
        "en": "Give up the {card} ({points} points) here: it is not the highest {suit}, a higher one is still "
              "out.",
        "de": "Geben Sie {card} ({points} Punkte) hier ab: sie ist nicht die höchste {suit}-Karte, eine höhere "
              "ist noch im Spiel.",
        "fr": "Lâchez ici {card} ({points} points) : ce n'est pas la plus haute carte à {suit}, une plus forte "
              "est encore en jeu.",
        "it": "Cedi qui {card} ({points} punti): non è la carta più alta di {suit}, una più alta è ancora in "
              "gioco.",
    },
    "schmaus_trump_lead": {
        "en": "Lead the {card}: only a higher trump can take it, and while the stock lasts nobody must follow "
              "suit.",
        "de": "Spielen Sie {card} aus: nur ein höherer Trumpf sticht sie, und solange der Stock reicht, muss "
              "niemand bedienen.",
        "fr": "Entamez avec {card} : seul un atout plus fort peut la prendre, et tant qu'il reste du talon, "
              "personne ne doit fournir.",
        "it": "Apri con {card}: solo una briscola più alta può prenderla, e finché dura il tallone nessuno deve "
              "rispondere al colore.",
    },
    "schmaus_lead_spare": {
        "en": "While the stock lasts nobody must follow suit: lead the {card}, neither a trump nor the highest "
              "{suit}, and kept for no Weis.",
        "de": "Solange der Stock reicht, muss niemand bedienen: spielen Sie {card} aus, weder Trumpf noch die "
              "höchste {suit}-Karte, und für keinen Weis gebraucht.",
        "fr": "Tant qu'il reste du talon, personne ne doit fournir : entamez avec {card}, ni atout ni plus haute "
              "carte à {suit}, et utile à aucune annonce.",
        "it": "Finché dura il tallone nessuno deve rispondere al colore: apri con {card}, né briscola né la carta "
              "più alta di {suit}, e non serve a nessun saggio.",
    },
    "schmaus_lead_risk": {
        "en": "While the stock lasts nobody must follow suit: leading the {card} risks only its own {points} "
              "points.",
        "de": "Solange der Stock reicht, muss niemand bedienen: mit {card} riskieren Sie nur ihre eigenen "
              "{points} Punkte.",
        "fr": "Tant qu'il reste du talon, personne ne doit fournir : entamer avec {card} ne risque que ses "
              "propres {points} points.",
        "it": "Finché dura il tallone nessuno deve rispondere al colore: aprire con {card} rischia solo i suoi "
              "{points} punti.",
    },
    "schmaus_stock_ends_short": {
        "en": "The stock ends in {tricks} tricks, then suit must be followed: shorten your {suit} now with the "
              "{card}, so that you may trump it then.",
        "de": "Der Stock reicht noch {tricks} Stiche, dann muss bedient werden: kürzen Sie jetzt {suit} mit "
              "{card}, damit Sie dann stechen können.",
        "fr": "Le talon s'épuise dans {tricks} plis, ensuite il faut fournir : raccourcissez maintenant {suit} "
              "avec {card}, pour pouvoir couper ensuite.",
        "it": "Il tallone finisce fra {tricks} prese, poi bisogna rispondere al colore: accorcia ora {suit} con "
              "{card}, per poter tagliare dopo.",
    },
    "schmaus_stock_ends_now_short": {
        "en": "The stock ends with this trick, then suit must be followed: shorten your {suit} now with the "
              "{card}, so that you may trump it then.",
        "de": "Mit diesem Stich ist der Stock leer, dann muss bedient werden: kürzen Sie jetzt {suit} mit "
              "{card}, damit Sie dann stechen können.",
        "fr": "Le talon s'épuise avec ce pli, ensuite il faut fournir : raccourcissez maintenant {suit} avec "
              "{card}, pour pouvoir couper ensuite.",
        "it": "Con questa presa il tallone finisce, poi bisogna rispondere al colore: accorcia ora {suit} con "
              "{card}, per poter tagliare dopo.",
    },
    # -- the end phase: every card outside the hand is the opponent's, and he must follow --
    "schmaus_end_trumps": {
        "en": "Lead the {card}: the opponent still holds {count} trumps, {cards}, and must follow suit.",
        "de": "Spielen Sie {card} aus: der Gegner hat noch {count} Trümpfe, {cards}, und muss bedienen.",
        "fr": "Entamez avec {card} : l'adversaire a encore {count} atouts, {cards}, et doit fournir.",
        "it": "Apri con {card}: l'avversario ha ancora {count} briscole, {cards}, e deve rispondere.",
    },
    "schmaus_end_last_trump": {
        "en": "Lead the {card}: the opponent's last trump, the {cards}, must fall.",
        "de": "Spielen Sie {card} aus: der letzte Trumpf des Gegners, {cards}, muss fallen.",
        "fr": "Entamez avec {card} : le dernier atout de l'adversaire, {cards}, doit tomber.",
        "it": "Apri con {card}: l'ultima briscola dell'avversario, {cards}, deve cadere.",
    },
}
