"""Why a move is good, in a player's words, from facts of the position.

A reason is a template id plus the cards, suits and numbers it names; the
sentence is rendered in the player's language and deck.  Each reason says
only what :mod:`jassdesk.ai.claims` proves from the observation (a master no
unseen card beats, a trick the opponents after me cannot take, trumps that
may still be out), so a hint never tells the person something false.  The
search's figure (:func:`figure`) is a detail line, and the runner-up's cost
(:func:`runner_up`) follows the reason.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from jassdesk.engine.actions import Action, Bid, ChooseDealer, ChooseMode, ChooseRow, Cut, ExchangeSix, Push
from jassdesk.engine.cards import CARDS, N_RANKS, SUIT_MASKS, Deck, Rank, cards_in, list_names, suit_name
from jassdesk.engine.coiffeur_table import CoiffeurRow
from jassdesk.engine.language import contract, join_and, text_in
from jassdesk.engine.modes import Mode
from jassdesk.engine.numbers import shown_number
from jassdesk.engine.observe import Observation
from jassdesk.engine.weis import stoeck_pair

from . import claims, knowledge

# id -> the sentence per language.  {card} and {cards} come with their article in French and Italian.
# French words: pli, atout, charger, entamer, annonce, Stöck, cinq de der, chibrer, donne (jassvalais.ch,
# bepopcorn.ch, fr.wikipedia.org "Jass"); Italian: presa, briscola, smazzata, saggio, mazza, mazziere, di
# mano, passare (swisslos.ch/it).  Sources in docs/translations.md.
TEMPLATES: dict[str, dict[str, str]] = {
    "draw_trumps": {
        "en": "Draw trumps: you hold {cards}, and the opponents may still have trumps.",
        "de": "Trumpf ziehen: Sie haben {cards}, und die Gegner können noch Trümpfe haben.",
        "fr": "Tirez les atouts : vous avez {cards}, et les adversaires peuvent encore en avoir.",
        "it": "Tira fuori le briscole: hai {cards}, e gli avversari possono averne ancora.",
    },
    "schmieren": {
        "en": "Your partner takes this trick: give him the {card} ({points} points).",
        "de": "Ihr Partner macht diesen Stich: schmieren Sie {card} ({points} Punkte).",
        "fr": "Votre partenaire fait ce pli : chargez-le avec {card} ({points} points).",
        "it": "Il tuo compagno fa questa presa: caricala con {card} ({points} punti).",
    },
    "take_trick": {
        "en": "Go for the trick with the {card}: it beats every card played so far ({points} points).",
        "de": "Gehen Sie mit {card} in Führung: sie schlägt alle bisher gespielten Karten ({points} Punkte).",
        "fr": "Prenez la main avec {card} : elle bat toutes les cartes jouées dans ce pli ({points} points).",
        "it": "Passa in testa con {card}: batte tutte le carte giocate finora ({points} punti).",
    },
    "take_trick_sure": {
        "en": "Take the trick with the {card}: nobody after you can beat it, and it is worth {points} points.",
        "de": "Stechen Sie mit {card}: niemand nach Ihnen kann sie schlagen, und der Stich ist {points} Punkte wert.",
        "fr": "Prenez le pli avec {card} : personne après vous ne peut la battre, et il vaut {points} points.",
        "it": "Fai la presa con {card}: nessuno dopo di te può batterla, e vale {points} punti.",
    },
    "take_last": {
        "en": "Take the trick with the {card}: it is the last one and brings 5 extra points.",
        "de": "Nehmen Sie den Stich mit {card}: es ist der letzte, er bringt 5 Punkte extra.",
        "fr": "Prenez le pli avec {card} : c'est le dernier, il rapporte le cinq de der.",
        "it": "Fai la presa con {card}: è l'ultima e porta 5 punti in più.",
    },
    "master_lead": {
        "en": "Lead the {card}: nobody can beat it any more.",
        "de": "Spielen Sie {card} aus: niemand kann sie mehr schlagen.",
        "fr": "Entamez avec {card} : c'est désormais la carte maîtresse.",
        "it": "Apri con {card}: ormai è la carta più alta.",
    },
    "follow_signal": {
        "en": "Answer your partner's lead: he showed strength in {suit}, so lead the {card}.",
        "de": "Spielen Sie {card} aus: Ihr Partner hat {suit} angezogen.",
        "fr": "Entamez avec {card} : votre partenaire a montré de la force à {suit}.",
        "it": "Apri con {card}: il tuo compagno ha mostrato forza a {suit}.",
    },
    "keep_stoeck": {
        "en": "Keep the {card}: your Stöck needs it.",
        "de": "Behalten Sie {card}: Ihr Stöck braucht sie.",
        "fr": "Gardez {card} : votre Stöck en a besoin.",
        "it": "Tieni {card}: serve alla tua mazza.",
    },
    "discard_low": {
        "en": "You cannot take this trick profitably: throw the {card}, it gives away the fewest points.",
        "de": "Diesen Stich machen Sie nicht günstig: werfen Sie {card} ab, das kostet am wenigsten.",
        "fr": "Vous ne ferez pas ce pli à bon compte : défaussez {card}, c'est ce qui coûte le moins.",
        "it": "Questa presa non ti conviene: scarta {card}, è la carta che regala meno punti.",
    },
    "lead_low": {
        "en": "Lead the {card}: it risks the fewest points and keeps your strong cards.",
        "de": "Spielen Sie {card} aus: das riskiert am wenigsten und schont Ihre guten Karten.",
        "fr": "Entamez avec {card} : c'est le moindre risque, et vos bonnes cartes restent en main.",
        "it": "Apri con {card}: così rischi meno punti e conservi le tue carte buone.",
    },
    "keep_weis": {
        "en": "It builds no Weis: keep the cards of your Weis together.",
        "de": "Sie gehört zu keinem Weis: halten Sie die Karten Ihrer Weise zusammen.",
        "fr": "Cette carte n'appartient à aucune annonce : gardez ensemble les cartes de vos annonces.",
        "it": "Questa carta non fa parte di nessun saggio: tieni insieme le carte dei tuoi saggi.",
    },
    "partner_safe": {
        "en": "Your partner takes this trick for sure: the {card} keeps your better cards for later.",
        "de": "Ihr Partner macht diesen Stich sicher: mit {card} bleiben Ihre besseren Karten für später.",
        "fr": "Votre partenaire fait ce pli à coup sûr : avec {card}, vos meilleures cartes restent pour plus tard.",
        "it": "Il tuo compagno fa di sicuro questa presa: con {card} tieni le carte migliori per dopo.",
    },
    "partner_ahead": {
        "en": "Your partner is ahead in this trick: the {card} leaves it to him.",
        "de": "Ihr Partner liegt in diesem Stich vorn: {card} lässt ihm den Stich.",
        "fr": "Votre partenaire mène ce pli : {card} le lui laisse.",
        "it": "Il tuo compagno è in testa in questa presa: {card} gliela lascia.",
    },
    "let_go": {
        "en": "Let this trick go: {points} points are not worth your {cards}.",
        "de": "Lassen Sie diesen Stich laufen: für {points} Punkte lohnt sich {cards} nicht.",
        "fr": "Laissez passer ce pli : {points} points ne valent pas {cards}.",
        "it": "Lascia andare questa presa: {points} punti non valgono {cards}.",
    },
    "discard_spare": {
        "en": "You cannot take this trick: the {card} is the card you can spare best.",
        "de": "Diesen Stich können Sie nicht machen: {card} können Sie am ehesten entbehren.",
        "fr": "Vous ne pouvez pas faire ce pli : {card} est la carte dont vous vous passez le mieux.",
        "it": "Questa presa non puoi farla: {card} è la carta di cui puoi fare a meno più facilmente.",
    },
    "verwerfen": {
        "en": "You cannot follow: discard the {card}, and your partner sees that you are not strong in {suit}.",
        "de": "Sie können nicht bedienen: verwerfen Sie {card}, so sieht Ihr Partner, dass Sie in {suit} nicht stark "
              "sind.",
        "fr": "Vous ne pouvez pas fournir : défaussez {card}, votre partenaire verra que vous n'êtes pas fort "
              "à {suit}.",
        "it": "Non puoi rispondere al colore: scarta {card}, il tuo compagno vedrà che non sei forte a {suit}.",
    },
    "master_suit": {
        "en": "Lead the {card}: it is the highest {suit} still out, only a trump can take it.",
        "de": "Spielen Sie {card} aus: sie ist die höchste {suit}-Karte im Spiel, nur ein Trumpf sticht sie.",
        "fr": "Entamez avec {card} : c'est la plus haute carte à {suit} encore en jeu, seul un atout peut la prendre.",
        "it": "Apri con {card}: è la carta più alta di {suit} ancora in gioco, solo una briscola può prenderla.",
    },
    "lead_singleton": {
        "en": "Lead your only {suit}, the {card}: afterwards you can trump {suit}.",
        "de": "Spielen Sie Ihre einzige {suit}-Karte aus, {card}: danach können Sie {suit} stechen.",
        "fr": "Entamez votre seule carte à {suit}, {card} : ensuite vous pourrez couper à {suit}.",
        "it": "Apri con la tua unica carta di {suit}, {card}: poi potrai tagliare a {suit}.",
    },
    "lead_short": {
        "en": "Lead from your short {suit}, the {card}: soon you can trump {suit}.",
        "de": "Spielen Sie Ihre kurze Farbe {suit} an, {card}: bald können Sie {suit} stechen.",
        "fr": "Entamez dans votre courte couleur à {suit}, {card} : bientôt vous pourrez couper à {suit}.",
        "it": "Apri nel tuo colore corto di {suit}, {card}: presto potrai tagliare a {suit}.",
    },
    "lead_long": {
        "en": "Lead from {suit}, your longest suit: the {card}.",
        "de": "Spielen Sie Ihre längste Farbe an, {suit}: {card}.",
        "fr": "Entamez dans votre plus longue couleur, {suit} : {card}.",
        "it": "Apri nel tuo colore più lungo, {suit}: {card}.",
    },
    "keep_bauer": {
        "en": "Keep {cards} back for the big tricks.",
        "de": "Halten Sie {cards} für die grossen Stiche zurück.",
        "fr": "Gardez {cards} pour les gros plis.",
        "it": "Tieni {cards} per le prese grosse.",
    },
    "keep_master": {
        "en": "Keep the {card} for later: it is still the highest card of its suit.",
        "de": "Behalten Sie {card} für später: sie ist noch die höchste Karte ihrer Farbe.",
        "fr": "Gardez {card} pour plus tard : c'est encore la plus haute carte de sa couleur.",
        "it": "Tieni {card} per dopo: è ancora la carta più alta del suo colore.",
    },
    "keep_six": {
        "en": "Keep the trump 6: it belongs to your Weis.",
        "de": "Behalten Sie den Trumpf-6: er gehört zu Ihrem Weis.",
        "fr": "Gardez le 6 d'atout : il fait partie de votre annonce.",
        "it": "Tieni il 6 di briscola: fa parte del tuo saggio.",
    },
    "weis_first": {
        "en": "Announce your Weis with this first card: {weis}.",
        "de": "Weisen Sie mit dieser ersten Karte: {weis}.",
        "fr": "Annoncez avec cette première carte : {weis}.",
        "it": "Annuncia con questa prima carta: {weis}.",
    },
    "best_plain": {
        "en": "The {card} does best of your cards.",
        "de": "{card} ist Ihre beste Karte.",
        "fr": "Meilleure carte : {card}.",
        "it": "La carta migliore è {card}.",
    },
    "runner_up": {
        "en": "The {card} would cost about {cost} points.",
        "de": "Mit {card} verlören Sie etwa {cost} Punkte.",
        "fr": "Avec {card}, vous perdriez environ {cost} points.",
        "it": "Con {card} perderesti circa {cost} punti.",
    },
    "runner_up_mode": {
        "en": "Choosing {mode} would cost about {cost} points.",
        "de": "{mode} anzusagen würde etwa {cost} Punkte kosten.",
        "fr": "Faire {mode} coûterait environ {cost} points.",
        "it": "Scegliere {mode} costerebbe circa {cost} punti.",
    },
    "runner_up_row": {
        "en": "Playing {mode} into the row {row} would cost about {cost} points.",
        "de": "{mode} in die Zeile {row} zu spielen würde etwa {cost} Punkte kosten.",
        "fr": "Jouer {mode} dans la ligne {row} coûterait environ {cost} points.",
        "it": "Giocare {mode} nella riga {row} costerebbe circa {cost} punti.",
    },
    "runner_up_push": {
        "en": "Pushing would cost about {cost} points.",
        "de": "Schieben würde etwa {cost} Punkte kosten.",
        "fr": "Chibrer coûterait environ {cost} points.",
        "it": "Passare costerebbe circa {cost} punti.",
    },
    "equal_cards": {
        "en": "Just as good: {cards}.",
        "de": "Genauso gut: {cards}.",
        "fr": "Aussi bonnes : {cards}.",
        "it": "Altrettanto buone: {cards}.",
    },
    "exact": {
        "en": "Solved exactly: with the {card} you take {value} points more than your opponent from here, whatever "
              "he does.",
        "de": "Exakt gelöst: mit {card} machen Sie von hier an {value} Punkte mehr als Ihr Gegner, was er auch tut.",
        "fr": "Calcul exact : avec {card}, vous faites d'ici la fin {value} points de plus que votre adversaire, "
              "quoi qu'il fasse.",
        "it": "Calcolo esatto: con {card} da qui in poi fai {value} punti più del tuo avversario, qualunque cosa "
              "faccia.",
    },
    "exact_behind": {
        "en": "Solved exactly: the {card} loses least; your opponent takes at most {value} points more than you "
              "from here.",
        "de": "Exakt gelöst: {card} verliert am wenigsten; Ihr Gegner macht von hier an höchstens {value} Punkte "
              "mehr als Sie.",
        "fr": "Calcul exact : {card} perd le moins ; votre adversaire fait d'ici la fin au plus {value} points de "
              "plus que vous.",
        "it": "Calcolo esatto: {card} perde meno di tutte; da qui in poi il tuo avversario fa al massimo {value} "
              "punti più di te.",
    },
    "best_average": {
        "en": "The {card} does best: over {worlds} simulated deals your side takes on average {value} points more "
              "than the other from here.",
        "de": "{card} ist am besten: über {worlds} simulierte Verteilungen macht Ihre Seite von hier an im Schnitt "
              "{value} Punkte mehr als die andere.",
        "fr": "Meilleur choix : {card} ; sur {worlds} donnes simulées, votre équipe fait en moyenne {value} points "
              "de plus que l'autre d'ici la fin.",
        "it": "La scelta migliore è {card}: su {worlds} smazzate simulate la tua squadra fa in media {value} punti "
              "più dell'altra da qui in poi.",
    },
    "best_average_behind": {
        "en": "The {card} costs least: over {worlds} simulated deals the other side takes on average only {value} "
              "points more than yours from here.",
        "de": "{card} kostet am wenigsten: über {worlds} simulierte Verteilungen macht die andere Seite von hier an "
              "im Schnitt nur {value} Punkte mehr als Ihre.",
        "fr": "Choix le moins coûteux : {card} ; sur {worlds} donnes simulées, l'autre équipe ne fait en moyenne "
              "que {value} points de plus que la vôtre d'ici la fin.",
        "it": "La scelta meno costosa è {card}: su {worlds} smazzate simulate l'altra squadra fa in media solo "
              "{value} punti più della tua da qui in poi.",
    },
    "only_card": {
        "en": "The {card} is your only legal card.",
        "de": "{card} ist Ihre einzige erlaubte Karte.",
        "fr": "Seule carte permise : {card}.",
        "it": "L'unica carta giocabile è {card}.",
    },
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
    "push": {
        "en": "Push: your best choice, {mode}, is too weak; your partner chooses.",
        "de": "Schieben: Ihre beste Wahl, {mode}, ist zu schwach; Ihr Partner sagt an.",
        "fr": "Chibrez : votre meilleur choix, {mode}, est trop faible ; votre partenaire fait atout.",
        "it": "Passa: la tua scelta migliore, {mode}, è troppo debole; sceglie il tuo compagno.",
    },
    "keep_six_search": {
        "en": "Keep the trump 6 here: over the simulated deals the exchange brings less than it costs.",
        "de": "Behalten Sie hier den Trumpf-6: in den simulierten Verteilungen bringt der Tausch weniger, als er kostet.",
        "fr": "Gardez ici le 6 d'atout : sur les donnes simulées, l'échange rapporte moins qu'il ne coûte.",
        "it": "Tieni qui il 6 di briscola: nelle distribuzioni simulate lo scambio rende meno di quanto costa.",
    },
    "exchange_six": {
        "en": "Exchange the trump 6 for the {card}: a higher trump for the lowest.",
        "de": "Tauschen Sie den Trumpf-6 gegen {card}: ein hoher Trumpf für den tiefsten.",
        "fr": "Échangez le 6 d'atout contre {card} : un atout plus fort pour le plus faible.",
        "it": "Scambia il 6 di briscola con {card}: una briscola alta al posto della più bassa.",
    },
    "cut": {
        "en": "Any cut is as good as another: the shuffle is fair.",
        "de": "Jedes Abheben ist gleich gut: gemischt wurde fair.",
        "fr": "Toutes les coupes se valent : le mélange est équitable.",
        "it": "Alzare qui o là non cambia nulla: le carte sono mescolate in modo equo.",
    },
    "choose_dealer": {
        "en": "Let the player before you deal: you become the Vorhand and choose the trump.",
        "de": "Lassen Sie Ihren Vordermann geben: Sie werden Vorhand und sagen an.",
        "fr": "Laissez donner le joueur qui vous précède : vous serez en main et ferez atout.",
        "it": "Lascia fare il mazziere al giocatore prima di te: sarai di mano e sceglierai la briscola.",
    },
    "choose_dealer_schmaus": {
        "en": "Let your opponent deal: you lead the first trick.",
        "de": "Lassen Sie den Gegner geben: Sie spielen zum ersten Stich aus.",
        "fr": "Laissez donner votre adversaire : vous entamerez le premier pli.",
        "it": "Lascia fare il mazziere all'avversario: aprirai tu la prima presa.",
    },
    "choose_dealer_differenzler": {
        "en": "Let the player before you deal: you lead the first trick.",
        "de": "Lassen Sie Ihren Vordermann geben: Sie spielen zum ersten Stich aus.",
        "fr": "Laissez donner le joueur qui vous précède : vous entamerez le premier pli.",
        "it": "Lascia fare il mazziere al giocatore prima di te: aprirai tu la prima presa.",
    },
    # Differenzler: "l'estimation" for the bid (docs/translations.md)
    "bid": {
        "en": "Bid {points}: about what you take when this hand is played out in simulations.",
        "de": "Sagen Sie {points} voraus: etwa so viele Punkte machen Sie, wenn dieses Spiel simuliert wird.",
        "fr": "Estimez {points} : c'est à peu près ce que vous faites quand cette donne est simulée.",
        "it": "Prevedi {points}: è circa quanto fai quando questa smazzata viene simulata.",
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
}

# Where a hand takes its tricks in Obenabe / Undenufe (choose_mode_slalom's {end}).
END_WORDS: dict[str, dict[str, str]] = {
    "top": {"en": "from the top", "de": "von oben", "fr": "par le haut", "it": "dall'alto"},
    "bottom": {"en": "from the bottom", "de": "von unten", "fr": "par le bas", "it": "dal basso"},
}


@dataclass(frozen=True)
class Reason:
    """A sentence waiting for a language and a deck."""

    template: str
    cards: tuple[int, ...] = ()
    card: int | None = None
    suit: int | None = None
    mode: Mode | None = None
    params: dict[str, Any] = field(default_factory=dict)
    extra: tuple["Reason", ...] = ()

    def text(self, lang: str = "en", deck: Deck = Deck.SWISS) -> str:
        template = text_in(TEMPLATES[self.template], lang)
        values: dict[str, Any] = {key: shown_number(value, lang) for key, value in self.params.items()}
        values["cards"] = list_names(self.cards, lang, deck)
        if self.card is not None:
            values["card"] = CARDS[self.card].phrase(lang, deck)
        if self.suit is not None:
            values["suit"] = suit_name(self.suit, lang, deck)
        if self.mode is not None:
            values["mode"] = self.mode.name_in(lang, deck)
        if "end" in values:
            values["end"] = text_in(END_WORDS[values["end"]], lang)
        if isinstance(values.get("weis"), tuple):
            values["weis"] = join_and((w.name(lang, deck) for w in values["weis"]), lang)
        elif "weis" in values and hasattr(values["weis"], "name"):
            values["weis"] = values["weis"].name(lang, deck)
        if "row" in values:  # a Coiffeur row, named in the player's language and deck
            values["row"] = values["row"].name_in(lang, deck)
        sentence = contract(template.format(**values), lang)
        for more in self.extra:
            sentence += " " + more.text(lang, deck)
        return sentence


def fmt_points(value: float) -> str:
    return f"{abs(value):.0f}"


# The templates that only report the search's figure: a detail line, never a reason a player would give.
FIGURE_TEMPLATES = frozenset({"exact", "exact_behind", "best_average", "best_average_behind", "choose_mode_search",
                              "mode_average", "best_plain"})
SCHMIEREN_POINTS = 3  # the least a card must be worth to be "given" to the partner's trick


def is_jass_reason(reason: Reason) -> bool:
    """Does the reason (or one of its additions) say something a player would say, beyond the figure?"""
    return reason.template not in FIGURE_TEMPLATES or any(is_jass_reason(r) for r in reason.extra)


def figure(card: int, value: float, worlds: int, exact: bool) -> Reason:
    """The search's figure for ``card``: the detail line under the reason."""
    if exact:
        return Reason("exact" if value >= 0 else "exact_behind", card=card, params={"value": fmt_points(value)})
    return Reason("best_average" if value >= 0 else "best_average_behind", card=card,
                  params={"value": fmt_points(value), "worlds": worlds})


def explain_card(obs: Observation, card: int, alternatives: list[int], weis_cards: int = 0) -> Reason:
    """The Jass reason for playing ``card`` here, with what it keeps (Stöck, Bauer and Nell, a Weis)."""
    if len(alternatives) == 1:
        return Reason("only_card", card=card)
    extra = _what_it_keeps(obs, card, alternatives, weis_cards)
    main = _follow_reason(obs, card, alternatives) if obs.trick else _lead_reason(obs, card, alternatives)
    if main is None:
        kept = [c for c in cards_in(obs.hand) if c != card and claims.top_of_suit(obs, c)
                and knowledge.outstanding_in_suit(obs, c // N_RANKS)]
        more = (Reason("keep_master", card=max(kept, key=lambda c: claims.points(obs, c))),) if kept else ()
        main = Reason("best_plain", card=card, extra=more)
    return Reason(main.template, main.cards, main.card, main.suit, main.mode, main.params, main.extra + extra)


def _what_it_keeps(obs: Observation, card: int, alternatives: list[int], weis_cards: int) -> tuple[Reason, ...]:
    extra: list[Reason] = []
    mode = obs.mode
    if mode is not None and mode < 4:
        king, ober = stoeck_pair(int(mode))
        if obs.hand >> king & 1 and obs.hand >> ober & 1 and card not in (king, ober) and \
                (king in alternatives or ober in alternatives):
            extra.append(Reason("keep_stoeck", card=king))
        kept = [c for c in claims.bauer_and_nell(obs) if c != card]
        if kept and any(c in alternatives for c in kept) and len(obs.hand_sizes) > 2 and obs.hand.bit_count() > 2:
            extra.append(Reason("keep_bauer", cards=tuple(kept)))
    if weis_cards and not weis_cards >> card & 1 and any(weis_cards >> c & 1 for c in alternatives):
        extra.append(Reason("keep_weis", card=card))
    return tuple(extra)


def _follow_reason(obs: Observation, card: int, alternatives: list[int]) -> Reason | None:
    pts = claims.points(obs, card)
    trick_points = knowledge.trick_points_so_far(obs) + pts
    if claims.wins_now(obs, card):
        if claims.safe_after(obs, card):
            if sum(obs.hand_sizes) == len(obs.hand_sizes) - len(obs.trick) and not obs.stock_size:
                return Reason("take_last", card=card)
            return Reason("take_trick_sure", card=card, params={"points": trick_points})
        return Reason("take_trick", card=card, params={"points": trick_points})
    if claims.partner_winning(obs):
        if claims.safe_after(obs, card):
            if pts >= SCHMIEREN_POINTS:
                return Reason("schmieren", card=card, params={"points": pts})
            return Reason("partner_safe", card=card)
        return Reason("partner_ahead", card=card)
    winners = [c for c in alternatives if claims.wins_now(obs, c)]
    if winners:
        cheapest_winner = knowledge.weakest_winner(winners, obs)
        return Reason("let_go", cards=(cheapest_winner,), params={"points": knowledge.trick_points_so_far(obs)})
    partner = knowledge.partner_of(obs, obs.seat)
    if partner is not None and not claims.can_follow(obs) and not claims.is_trump(obs, card) and \
            not _strong_in(obs, card // N_RANKS):
        return Reason("verwerfen", card=card, suit=card // N_RANKS)
    if pts == min(claims.points(obs, c) for c in alternatives):
        return Reason("discard_low", card=card)
    return Reason("discard_spare", card=card)


def _strong_in(obs: Observation, suit: int) -> bool:
    """Does the hand hold a card of ``suit`` worth 10 or more, or the highest one still out (then no Verwerfen)?"""
    return any(claims.points(obs, c) >= 10 or claims.top_of_suit(obs, c)
               for c in cards_in(obs.hand & SUIT_MASKS[suit]))


def _lead_reason(obs: Observation, card: int, alternatives: list[int]) -> Reason | None:
    suit = card // N_RANKS
    if claims.is_trump(obs, card) and claims.opponents_may_hold_trumps(obs):
        mine = [c for c in range(36) if obs.hand >> c & 1 and claims.is_trump(obs, c)]
        return Reason("draw_trumps", cards=tuple(mine))
    if claims.master(obs, card):
        return Reason("master_lead", card=card)
    if obs.mode is not None and obs.mode < 4 and not claims.is_trump(obs, card) and claims.top_of_suit(obs, card) \
            and knowledge.outstanding_in_suit(obs, suit):
        return Reason("master_suit", card=card, suit=suit)
    partner = knowledge.partner_of(obs, obs.seat)
    if partner is not None and not claims.is_trump(obs, card) and suit in knowledge.first_lead_suits(obs, partner):
        return Reason("follow_signal", card=card, suit=suit)
    if claims.points(obs, card) == min(claims.points(obs, c) for c in alternatives):
        return Reason("lead_low", card=card)
    if obs.mode is not None and obs.mode < 4 and not claims.is_trump(obs, card) and \
            claims.suit_length(obs.hand, suit) <= 2 and obs.hand & SUIT_MASKS[int(obs.mode)]:
        return Reason("lead_short" if claims.suit_length(obs.hand, suit) == 2 else "lead_singleton", card=card,
                      suit=suit)
    lengths = [claims.suit_length(obs.hand, s) for s in range(4) if not (obs.mode is not None and obs.mode == s)]
    if not claims.is_trump(obs, card) and claims.suit_length(obs.hand, suit) >= max(3, *lengths):
        return Reason("lead_long", card=card, suit=suit)
    return None


def runner_up(best_value: float, second: Action, second_value: float,
              rows: tuple[tuple[str, int], ...] = ()) -> Reason:
    """What the next best choice would cost (``rows``: the Coiffeur table, to name a row)."""
    cost = {"cost": f"{max(0.0, best_value - second_value):.0f}"}
    if isinstance(second, ChooseRow):
        return Reason("runner_up_row", mode=second.mode, params={**cost, "row": CoiffeurRow(*rows[second.row])})
    if isinstance(second, ChooseMode):
        return Reason("runner_up_mode", mode=second.mode, params=cost)
    if isinstance(second, Push):
        return Reason("runner_up_push", params=cost)
    return Reason("runner_up", card=int(second.card), params=cost)  # type: ignore[attr-defined]


def explain_mode(obs: Observation, action: Action, best_mode: Mode, value: float | None = None) -> Reason:
    """Why choose this mode (or push): the trumps held, or the sure tricks from the top or the bottom."""
    if isinstance(action, Push):
        return Reason("push", mode=best_mode)
    mode = action.mode  # type: ignore[attr-defined]
    if mode.is_trump_mode:
        trumps = [c for c in range(36) if obs.hand >> c & 1 and c // N_RANKS == mode]
        strong = [c for c in trumps if c % N_RANKS in (Rank.UNDER, Rank.NINE, Rank.AS, Rank.KOENIG)]
        if strong or len(trumps) >= 3:
            return Reason("choose_mode_trumps", cards=tuple(strong or trumps), mode=mode)
    else:
        undenufe = mode.trick_mode(0) == Mode.UNDENUFE  # Slalom and Guschti: the direction they start with
        tricks = sure_tricks(obs.hand, undenufe=undenufe)
        if tricks:
            return Reason("choose_mode_slalom", mode=mode,
                          params={"tricks": tricks, "end": "bottom" if undenufe else "top"})
    # the hand shows nothing to name: say what the search found
    return Reason("choose_mode_search", mode=mode, params={"value": f"{value or 0:+.0f}"})


def sure_tricks(hand: int, undenufe: bool) -> int:
    """Tricks the hand takes from the top (Obenabe) or the bottom (Undenufe) of each suit, whatever the others hold."""
    tricks = 0
    for suit in range(4):
        order = range(N_RANKS) if undenufe else range(N_RANKS - 1, -1, -1)
        for r in order:
            if hand >> (suit * N_RANKS + r) & 1:
                tricks += 1
            else:
                break
    return tricks


def explain_other(obs: Observation, action: Action, dealer_template: str = "choose_dealer") -> Reason:
    """Why a decision that is not a card nor a mode; the game names its reason for the dealer choice."""
    if isinstance(action, Cut):
        return Reason("cut")
    if isinstance(action, ChooseDealer):
        return Reason(dealer_template)
    if isinstance(action, ExchangeSix):
        return Reason("exchange_six", card=obs.turned)
    if isinstance(action, Bid):
        return Reason("bid", params={"points": action.points})
    return Reason("cut")


__all__ = ["FIGURE_TEMPLATES", "TEMPLATES", "Reason", "explain_card", "explain_mode", "explain_other", "figure",
           "is_jass_reason", "runner_up"]
