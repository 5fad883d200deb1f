"""Why an action is not allowed: a rule id plus the cards involved.

The engine answers every illegal action with a :class:`Refusal` instead of a
bare ``False`` so that a learner is told the rule ("You must follow suit: you
hold Rosen-8 and Rosen-König").  The sentence is rendered on demand in the
player's language and deck, because the deck setting must never change the
engine's state; the UI may also translate by :attr:`Refusal.rule`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .cards import CARDS, Deck, Rank, list_names, rank_name, suit_name
from .language import contract, join_and, text_in
from .numbers import shown_number

# rule id -> its sentence per language.  Placeholders: {cards} {card} {high} {suit} {weis} {prev} {min}
# {max} {decision} {kind}, {mode} and {row} (a Mode or a Coiffeur row, named in the player's language),
# and the ranks {koenig} {ober} named in the player's deck (König/Ober, King/Queen, roi/dame).  Cards come
# with their article in French and Italian ("l'as de cœur").
# French words: suivre la couleur, atout, bour, pli, annonce, Stöck, talon, chibrer, taper (jassvalais.ch,
# bepopcorn.ch, fr.wikipedia.org "Jass"); Italian: rispondere al seme, briscola, presa, saggio, mazza,
# mazziere, passare (swisslos.ch/it, Jass modalità Schieber).  Sources in docs/translations.md.
MESSAGES: dict[str, dict[str, str]] = {
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
    "slalom_off": {
        "en": "Slalom is not played in this Partie: the option is off.",
        "de": "Slalom wird in dieser Partie nicht gespielt: die Option ist aus.",
        "fr": "Le zig-zag n'est pas joué dans cette partie : l'option est désactivée.",
        "it": "In questa partita non si gioca lo Slalom: l'opzione è disattivata.",
    },
    "guschti_coiffeur_only": {
        "en": "Guschti is only played as a row of the Coiffeur.",
        "de": "Guschti wird nur als Zeile des Coiffeurs gespielt.",
        "fr": "Le Guschti ne se joue que comme ligne du Coiffeur.",
        "it": "Il Guschti si gioca solo come riga del Coiffeur.",
    },
    # Coiffeur (RULES section 9): {row} is the row's name with its factor, {mode} a mode's name
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
    "weis_first_card": {
        "en": "Weis is announced with your first card only.",
        "de": "Weisen können Sie nur mit Ihrer ersten Karte.",
        "fr": "Les annonces se font avec votre première carte seulement.",
        "it": "Il saggio si annuncia solo con la prima carta.",
    },
    "weis_all_or_none": {
        "en": "Announce all your Weis or none: you hold {weis}.",
        "de": "Weisen Sie alle Ihre Weise oder keinen: Sie haben {weis}.",
        "fr": "Faites toutes vos annonces ou aucune : vous avez {weis}.",
        "it": "Annuncia tutti i tuoi saggi o nessuno: hai {weis}.",
    },
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
    "weis_not_held": {
        "en": "You do not hold {weis}.",
        "de": "Sie haben {weis} nicht in der Hand.",
        "fr": "Vous n'avez pas {weis}.",
        "it": "Non hai {weis}.",
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
    # Differenzler: "l'estimation" for the bid (docs/translations.md)
    "bid_range": {
        "en": "A bid is between 0 and 157.",
        "de": "Eine Voraussage liegt zwischen 0 und 157.",
        "fr": "Une estimation se situe entre 0 et 157.",
        "it": "Una previsione è compresa tra 0 e 157.",
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


@dataclass(frozen=True)
class Refusal:
    """The reason an action is illegal: which rule, and the cards it concerns."""

    rule: str
    cards: tuple[int, ...] = ()
    card: int | None = None
    high: int | None = None
    suit: int | None = None
    weis: Any = None  # a Weis, or a tuple of Weis
    prev: Any = None
    params: dict[str, Any] = field(default_factory=dict)

    def message(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        template = text_in(MESSAGES[self.rule], lang)
        values: dict[str, Any] = {key: shown_number(value, lang) for key, value in self.params.items()}
        values["cards"] = list_names(self.cards, lang, deck)
        values["koenig"] = rank_name(Rank.KOENIG, lang, deck)
        values["ober"] = rank_name(Rank.OBER, lang, deck)
        if self.card is not None:
            values["card"] = CARDS[self.card].phrase(lang, deck)
        if self.high is not None:
            values["high"] = CARDS[self.high].phrase(lang, deck)
        if self.suit is not None:
            values["suit"] = suit_name(self.suit, lang, deck)
        if self.weis is not None:
            weis = self.weis if isinstance(self.weis, tuple) else (self.weis,)
            values["weis"] = join_and((w.name(lang, deck) for w in weis), lang)
        if self.prev is not None:
            values["prev"] = self.prev.name(lang, deck)
        for key, value in values.items():  # a mode or a Coiffeur row, named in the player's language
            if hasattr(value, "name_in"):
                values[key] = value.name_in(lang, deck)
        for key in ("decision", "kind"):
            if key in values and values[key] in DECISION_WORDS:
                values[key] = text_in(DECISION_WORDS[values[key]], lang)
        return contract(template.format(**values), lang)

    def __str__(self) -> str:
        return self.message()


class IllegalAction(ValueError):
    """Raised by ``apply`` for an action the rules refuse; the state is unchanged."""

    def __init__(self, refusal: Refusal) -> None:
        super().__init__(refusal.message())
        self.refusal = refusal


class MalformedAction(IllegalAction, TypeError):
    """An action built from values of the wrong type (a card as text, a Weis as text, ``True`` as a card).

    Raised when such an action is made, so it never reaches a state; the message names what was expected.
    """
