"""The refusal sentences every game shares, and the names of the decisions, in every language.

A sentence belongs here when shared engine code (state, card play, actions) or more than one game
raises its rule; a rule only one game raises has its sentence in that game's text module."""

from __future__ import annotations

# rule id -> its sentence per language.  Placeholders: {cards} {card} {high} {suit} {weis} {prev} {min}
# {max} {decision} {kind}, {mode} and {row} (a Mode or a Coiffeur row, named in the player's language),
# and the ranks {koenig} {ober} named in the player's deck (König/Ober, King/Queen, roi/dame).  Cards come
# with their article in French and Italian ("l'as de cœur").
# French words: suivre la couleur, atout, bour, pli, annonce, Stöck, talon, chibrer, taper (jassvalais.ch,
# bepopcorn.ch, fr.wikipedia.org "Jass"); Italian: rispondere al seme, briscola, presa, saggio, mazza,
# mazziere, passare (swisslos.ch/it, Jass modalità Schieber).  Sources in docs/translations.md.
REFUSALS: dict[str, dict[str, str]] = {
    "game_over": {
        "en": "The Partie is over.",
        "de": "Die Partie ist beendet.",
        "fr": "La partie est terminée.",
        "it": "La partita è finita.",
    },
    "not_your_turn": {
        "en": "It is not your turn.",
        "de": "Sie sind nicht am Zug.",
        "fr": "Ce n'est pas votre tour.",
        "it": "Non è il tuo turno.",
    },
    "wrong_decision": {
        "en": "Now {decision}, not {kind}.",
        "de": "Jetzt gilt: {decision}, nicht {kind}.",
        "fr": "Maintenant, {decision}, pas {kind}.",
        "it": "Ora {decision}, non {kind}.",
    },
    "foreign_action": {
        "en": "This action does not exist in this game.",
        "de": "Diesen Zug gibt es in diesem Spiel nicht.",
        "fr": "Ce coup n'existe pas dans ce jeu.",
        "it": "Questa mossa non esiste in questo gioco.",
    },
    "dealer_seat": {
        "en": "Choose a player at the table: seat 1 to {max}.",
        "de": "Wählen Sie einen Spieler am Tisch: Platz 1 bis {max}.",
        "fr": "Choisissez un joueur à la table : place 1 à {max}.",
        "it": "Scegli un giocatore al tavolo: posto da 1 a {max}.",
    },
    "cut_range": {
        "en": "Cut between {min} and {max} cards: at least 3 lifted and at least 3 left.",
        "de": "Heben Sie zwischen {min} und {max} Karten ab: mindestens 3 abheben und 3 liegen lassen.",
        "fr": "Coupez entre {min} et {max} cartes : au moins 3 soulevées et au moins 3 laissées.",
        "it": "Alza tra {min} e {max} carte: almeno 3 alzate e almeno 3 lasciate.",
    },
    "knock_not_agreed": {
        "en": "Knocking was not agreed for this Partie: please cut.",
        "de": "Klopfen wurde für diese Partie nicht vereinbart: bitte abheben.",
        "fr": "Taper n'a pas été convenu pour cette partie : veuillez couper.",
        "it": "Bussare non è stato concordato per questa partita: alza il mazzo.",
    },
    "push_twice": {
        "en": "Your partner pushed to you: you must choose the mode yourself.",
        "de": "Ihr Partner hat geschoben: Sie müssen selbst ansagen.",
        "fr": "Votre partenaire vous a chibré : vous devez faire atout vous-même.",
        "it": "Il tuo compagno ha passato: devi scegliere tu la briscola.",
    },
    "card_not_held": {
        "en": "You do not hold {card}.",
        "de": "Sie haben {card} nicht in der Hand.",
        "fr": "Vous n'avez pas {card}.",
        "it": "Non hai {card}.",
    },
    "follow_suit": {
        "en": "You must follow suit: you hold {cards}.",
        "de": "Sie müssen Farbe angeben: Sie haben {cards}.",
        "fr": "Vous devez suivre la couleur : vous avez {cards}.",
        "it": "Devi rispondere al seme: hai {cards}.",
    },
    "follow_suit_or_trump": {
        "en": "You must follow suit or play a trump: you hold {cards}.",
        "de": "Sie müssen Farbe angeben oder trumpfen: Sie haben {cards}.",
        "fr": "Vous devez suivre la couleur ou jouer atout : vous avez {cards}.",
        "it": "Devi rispondere al seme o giocare briscola: hai {cards}.",
    },
    "play_bauer": {
        "en": "You must follow suit: your only trump is the Bauer ({card}), and it must be played.",
        "de": "Sie müssen Farbe angeben: Ihr einziger Trumpf ist der Bauer ({card}), er muss gespielt werden.",
        "fr": "Vous devez suivre la couleur : votre seul atout est le bour ({card}), et il doit être joué.",
        "it": "Devi rispondere al seme: la tua unica briscola è il Bauer ({card}), e va giocata.",
    },
    "trumpfzwang": {
        "en": "Trumpfzwang: you cannot follow {suit}, so you must play a trump: you hold {cards}.",
        "de": "Trumpfzwang: Sie können {suit} nicht angeben und müssen trumpfen: Sie haben {cards}.",
        "fr": "Atout obligatoire : vous ne pouvez pas fournir {suit}, vous devez donc jouer atout : vous avez {cards}.",
        "it": "Briscola obbligatoria: non puoi rispondere a {suit}, quindi devi giocare briscola: hai {cards}.",
    },
    "undertrump": {
        "en": "You may not under-trump: {card} is lower than {high}, already in this trick.",
        "de": "Untertrumpfen ist verboten: {card} ist tiefer als {high}, das schon im Stich liegt.",
        "fr": "Sous-couper est interdit : {card} ne bat pas {high}, déjà dans ce pli.",
        "it": "Vietato giocare una briscola più bassa: {card} non batte {high}, già in questa presa.",
    },
    "must_trump": {
        "en": "You cannot follow {suit}, so you must trump: you hold {cards}.",
        "de": "Sie können {suit} nicht angeben und müssen trumpfen: Sie haben {cards}.",
        "fr": "Vous ne pouvez pas fournir {suit}, vous devez donc jouer atout : vous avez {cards}.",
        "it": "Non puoi rispondere a {suit}, quindi devi giocare briscola: hai {cards}.",
    },
    "weis_off": {
        "en": "Weis is not played under these rules.",
        "de": "Nach diesen Regeln wird nicht gewiesen.",
        "fr": "Ces règles ne prévoient pas d'annonces.",
        "it": "Con queste regole non si annunciano saggi.",
    },
    "weis_not_held": {
        "en": "You do not hold {weis}.",
        "de": "Sie haben {weis} nicht in der Hand.",
        "fr": "Vous n'avez pas {weis}.",
        "it": "Non hai {weis}.",
    },
    "stoeck_automatic": {
        "en": "Stöck is announced automatically under these rules.",
        "de": "Stöck wird nach diesen Regeln automatisch angesagt.",
        "fr": "Avec ces règles, le Stöck est annoncé automatiquement.",
        "it": "Con queste regole la mazza si annuncia automaticamente.",
    },
    "stoeck_not_held": {
        "en": "Stöck needs {koenig} and {ober} of trump held together; announce it with the second of them.",
        "de": "Stöck verlangt {koenig} und {ober} des Trumpfs gleichzeitig in der Hand; angesagt wird er mit der "
              "zweiten Karte.",
        "fr": "Le Stöck, c'est {koenig} et {ober} d'atout en main ensemble ; annoncez-le en jouant le second "
              "des deux.",
        "it": "La mazza richiede {koenig} e {ober} di briscola in mano insieme; si annuncia giocando la seconda "
              "delle due.",
    },
    # A malformed action comes from a program (a wrong type given to the API), never from a click.
    "action_card_type": {
        "en": "A card is given as a card number from 0 to 35, not {got}.",
        "de": "Eine Karte wird als Kartennummer von 0 bis 35 angegeben, nicht {got}.",
        "fr": "Une carte se donne par son numéro, de 0 à 35, et non {got}.",
        "it": "Una carta si indica con il suo numero da 0 a 35, non {got}.",
    },
    "action_weis_type": {
        "en": "Weis are given as a tuple of Weis, not {got}.",
        "de": "Weise werden als Tupel von Weis angegeben, nicht {got}.",
        "fr": "Les annonces se donnent comme un tuple d'annonces, et non {got}.",
        "it": "I saggi si indicano come una tupla di saggi, non {got}.",
    },
    "action_stoeck_type": {
        "en": "Stöck is given as true or false, not {got}.",
        "de": "Stöck wird als wahr oder falsch angegeben, nicht {got}.",
        "fr": "Le Stöck se donne par vrai ou faux, et non {got}.",
        "it": "La mazza si indica con vero o falso, non {got}.",
    },
    "action_bid_type": {
        "en": "A bid is given as a whole number of points, not {got}.",
        "de": "Eine Voraussage wird als ganze Zahl von Punkten angegeben, nicht {got}.",
        "fr": "Une estimation se donne par un nombre entier de points, et non {got}.",
        "it": "Una previsione si indica con un numero intero di punti, non {got}.",
    },
    "action_mode_type": {
        "en": "A mode is given as a Mode, not {got}.",
        "de": "Eine Spielart wird als Mode angegeben, nicht {got}.",
        "fr": "Un genre de jeu se donne comme un Mode, et non {got}.",
        "it": "Una modalità di gioco si indica come un Mode, non {got}.",
    },
    "action_row_type": {
        "en": "A Coiffeur row is given as a whole number, not {got}.",
        "de": "Eine Coiffeur-Zeile wird als ganze Zahl angegeben, nicht {got}.",
        "fr": "Une ligne du Coiffeur se donne comme un nombre entier, et non {got}.",
        "it": "Una riga del Coiffeur si indica come un numero intero, non {got}.",
    },
}

# a decision (actions.Decision) or an action kind (actions.ActionKind) -> its words for {decision} and {kind}
DECISION_WORDS: dict[str, dict[str, str]] = {
    "choose_dealer": {
        "en": "the dealer is to be chosen",
        "de": "der Geber ist zu bestimmen",
        "fr": "il faut désigner le donneur",
        "it": "va scelto il mazziere",
    },
    "cut": {
        "en": "the pack is to be cut",
        "de": "es ist abzuheben",
        "fr": "il faut couper",
        "it": "va alzato il mazzo",
    },
    "knock": {
        "en": "knocking",
        "de": "Klopfen",
        "fr": "taper",
        "it": "bussare",
    },
    "choose_mode": {
        "en": "the trump is to be chosen",
        "de": "der Trumpf ist anzusagen",
        "fr": "il faut faire atout",
        "it": "va scelta la briscola",
    },
    "push": {
        "en": "pushing",
        "de": "Schieben",
        "fr": "chibrer",
        "it": "passare",
    },
    "play": {
        "en": "a card is to be played",
        "de": "eine Karte ist zu spielen",
        "fr": "il faut jouer une carte",
        "it": "va giocata una carta",
    },
    "exchange_six": {
        "en": "exchanging the trump 6",
        "de": "Tausch des Trumpf-6",
        "fr": "l'échange du 6 d'atout",
        "it": "lo scambio del 6 di briscola",
    },
    "choose_row": {  # a Coiffeur row (actions.ChooseRow)
        "en": "choosing a row",
        "de": "Wahl einer Zeile",
        "fr": "le choix d'une ligne",
        "it": "la scelta di una riga",
    },
    "bid": {
        "en": "a bid is to be made",
        "de": "eine Voraussage ist zu machen",
        "fr": "il faut donner une estimation",
        "it": "va fatta una previsione",
    },
    "game_over": {
        "en": "the Partie is over",
        "de": "die Partie ist beendet",
        "fr": "la partie est terminée",
        "it": "la partita è finita",
    },
}
