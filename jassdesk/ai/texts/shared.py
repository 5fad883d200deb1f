"""The hint sentences every game shares, in every language.

A template belongs here when shared AI code (explain, hints, review, game_ai) or more than one game
gives its reason; a reason only one game's AI gives has its template in that game's text module."""

from __future__ import annotations

# id -> the sentence per language.  {card} and {cards} come with their article in French and Italian.
# French words: pli, atout, charger, entamer, annonce, Stöck, cinq de der, chibrer, donne (jassvalais.ch,
# bepopcorn.ch, fr.wikipedia.org "Jass"); Italian: presa, briscola, smazzata, saggio, mazza, mazziere, di
# mano, passare (swisslos.ch/it).  Sources in docs/translations.md.
TEMPLATES: dict[str, dict[str, str]] = {
    "draw_trumps": {
        "en": "Draw trumps with the {card}: {trumps} trumps are still out.",
        "de": "Ziehen Sie Trumpf mit {card}: {trumps} Trümpfe sind noch draussen.",
        "fr": "Tirez les atouts avec {card} : il reste {trumps} atouts dehors.",
        "it": "Tira le briscole con {card}: ci sono ancora {trumps} briscole fuori.",
    },
    "draw_trumps_big": {
        "en": "Draw trumps with the {card}: {trumps} trumps are still out, {named} among them.",
        "de": "Ziehen Sie Trumpf mit {card}: {trumps} Trümpfe sind noch draussen, darunter {named}.",
        "fr": "Tirez les atouts avec {card} : il reste {trumps} atouts dehors, dont {named}.",
        "it": "Tira le briscole con {card}: ci sono ancora {trumps} briscole fuori, tra cui {named}.",
    },
    "draw_trumps_one": {
        "en": "Draw the last trump with the {card}: only {named} is still out.",
        "de": "Ziehen Sie den letzten Trumpf mit {card}: nur noch {named} ist draussen.",
        "fr": "Tirez le dernier atout avec {card} : il ne reste dehors que {named}.",
        "it": "Tira l'ultima briscola con {card}: fuori c'è solo {named}.",
    },
    "partner_trump": {
        "en": "Your partner made trump: lead him a trump, the {card}.",
        "de": "Ihr Partner hat Trumpf gemacht: spielen Sie ihm Trumpf zu, {card}.",
        "fr": "Votre partenaire a fait atout : rejouez-lui atout, avec {card}.",
        "it": "Il tuo compagno ha scelto la briscola: giocagli briscola, con {card}.",
    },
    "defender_lead": {
        "en": "The other side made trump: leave the trumps to them and lead the {card}.",
        "de": "Die Gegner haben Trumpf gemacht: ziehen Sie keinen Trumpf, spielen Sie {card} aus.",
        "fr": "Les adversaires ont fait atout : ne tirez pas les atouts, entamez avec {card}.",
        "it": "Gli avversari hanno scelto la briscola: non tirare le briscole, apri con {card}.",
    },
    "answer_discard": {
        "en": "Your partner threw away {suit}: he is weak there, so lead the {card}.",
        "de": "Ihr Partner hat {suit} verworfen: dort ist er schwach, spielen Sie also {card} aus.",
        "fr": "Votre partenaire s'est défaussé à {suit} : il y est faible, entamez donc avec {card}.",
        "it": "Il tuo compagno ha scartato {suit}: lì è debole, quindi apri con {card}.",
    },
    "anziehen": {
        "en": "Lead the {card} low from your strong {suit}: it tells your partner where your strength is.",
        "de": "Ziehen Sie {suit} an mit {card}: so weiss Ihr Partner, wo Ihre Stärke liegt.",
        "fr": "Entamez petit à {suit}, votre couleur forte, avec {card} : votre partenaire saura où est votre "
              "force.",
        "it": "Apri basso a {suit}, il tuo colore forte, con {card}: il tuo compagno saprà dov'è la tua forza.",
    },
    "bank_ten": {
        "en": "Take the trick with the {card} now ({points} points): the {cards} is still out and would catch it "
              "later.",
        "de": "Nehmen Sie den Stich jetzt mit {card} ({points} Punkte): {cards} ist noch draussen und würde sie "
              "später fangen.",
        "fr": "Prenez le pli maintenant avec {card} ({points} points) : {cards} est encore dehors et la prendrait "
              "plus tard.",
        "it": "Fai subito la presa con {card} ({points} punti): {cards} è ancora fuori e la prenderebbe dopo.",
    },
    "let_go_trump": {
        "en": "Let this trick go: {points} points are not worth a trump, keep your {cards}.",
        "de": "Lassen Sie diesen Stich laufen: {points} Punkte sind keinen Trumpf wert, behalten Sie {cards}.",
        "fr": "Laissez passer ce pli : {points} points ne valent pas un atout, gardez {cards}.",
        "it": "Lascia andare questa presa: {points} punti non valgono una briscola, tieni {cards}.",
    },
    "let_go_empty": {
        "en": "Let this trick go: it holds no points yet, keep your {cards} for a richer one.",
        "de": "Lassen Sie diesen Stich laufen: er hat noch keine Punkte, behalten Sie {cards} für einen "
              "reicheren.",
        "fr": "Laissez passer ce pli : il ne vaut encore aucun point, gardez {cards} pour un pli plus riche.",
        "it": "Lascia andare questa presa: non vale ancora nessun punto, tieni {cards} per una più ricca.",
    },
    "row_factor": {
        "en": "In the row {row} these {points} points count {value}.",
        "de": "In der Zeile {row} zählen diese {points} Punkte {value}.",
        "fr": "Dans la ligne {row}, ces {points} points en valent {value}.",
        "it": "Nella riga {row} questi {points} punti ne valgono {value}.",
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
    "take_trick_cheap": {
        "en": "Go ahead in this trick with the {card}: it beats every card played so far and risks no points.",
        "de": "Gehen Sie mit {card} in Führung: sie schlägt alle bisher gespielten Karten und riskiert keine "
              "Punkte.",
        "fr": "Prenez la main avec {card} : elle bat toutes les cartes jouées dans ce pli et ne risque aucun point.",
        "it": "Passa in testa con {card}: batte tutte le carte giocate finora e non rischia punti.",
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
    "stoeck_now": {
        "en": "With the {card} your Stöck is complete: {points} points.",
        "de": "Mit {card} ist Ihr Stöck komplett: {points} Punkte.",
        "fr": "Avec {card}, votre Stöck est complet : {points} points.",
        "it": "Con {card} la tua mazza è completa: {points} punti.",
    },
    "discard_low": {
        "en": "You cannot take this trick: throw the {card}, it gives away the fewest points.",
        "de": "Diesen Stich können Sie nicht machen: werfen Sie {card} ab, das kostet am wenigsten.",
        "fr": "Vous ne pouvez pas faire ce pli : défaussez {card}, c'est ce qui coûte le moins.",
        "it": "Questa presa non puoi farla: scarta {card}, è la carta che regala meno punti.",
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
    "lead_drive": {
        "en": "Lead the {card}: only the {cards} is still higher, and this drives it out.",
        "de": "Spielen Sie {card} aus: nur noch {cards} ist höher, so holen Sie diese Karte heraus.",
        "fr": "Entamez avec {card} : une seule carte encore en jeu la bat, {cards}, et elle devra tomber.",
        "it": "Apri con {card}: una sola carta in gioco la batte ancora, {cards}, e così deve uscire.",
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
        "en": "Keep {roles} ({cards}) back for the big tricks.",
        "de": "Halten Sie {roles} ({cards}) für die grossen Stiche zurück.",
        "fr": "Gardez {roles} ({cards}) pour les gros plis.",
        "it": "Tieni {roles} ({cards}) per le prese grosse.",
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
    "best_plain": {
        "en": "The {card} does best of your cards.",
        "de": "{card} ist Ihre beste Karte.",
        "fr": "Meilleure carte : {card}.",
        "it": "La carta migliore è {card}.",
    },
    "all_equal": {
        "en": "Any card will do here: solved exactly, the rest of the hand goes the same way whatever you play "
              "(the {card}, say).",
        "de": "Hier ist jede Karte gleich gut: exakt gelöst, der Rest des Spiels läuft gleich, was Sie auch "
              "spielen (etwa {card}).",
        "fr": "Ici toutes les cartes se valent : calcul exact, la fin de la donne se joue de la même façon, quoi "
              "que vous jouiez (par exemple {card}).",
        "it": "Qui una carta vale l'altra: calcolo esatto, il resto della smazzata va allo stesso modo qualunque "
              "cosa giochi (per esempio {card}).",
    },
    "discard_singleton": {
        "en": "You cannot follow: throw your only {suit}, the {card}, and you can trump {suit} from now on.",
        "de": "Sie können nicht bedienen: werfen Sie Ihre einzige {suit}-Karte ab, {card}, dann können Sie {suit} "
              "von nun an stechen.",
        "fr": "Vous ne pouvez pas fournir : défaussez votre seule carte à {suit}, {card}, et vous pourrez désormais "
              "couper à {suit}.",
        "it": "Non puoi rispondere al colore: scarta la tua unica carta di {suit}, {card}, e d'ora in poi potrai "
              "tagliare a {suit}.",
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
    "every_deal": {
        "en": "Over all {worlds} deals the others may hold, each played out with open cards, your side takes on "
              "average {value} points more than the other from here with the {card}.",
        "de": "Über alle {worlds} Verteilungen, die die anderen halten können, jede offen zu Ende gespielt, macht "
              "Ihre Seite mit {card} von hier an im Schnitt {value} Punkte mehr als die andere.",
        "fr": "Sur les {worlds} donnes que les autres peuvent avoir, chacune jouée cartes ouvertes, votre équipe "
              "fait avec {card} en moyenne {value} points de plus que l'autre d'ici la fin.",
        "it": "Su tutte le {worlds} smazzate che gli altri possono avere, ognuna giocata a carte scoperte, con "
              "{card} la tua squadra fa in media {value} punti più dell'altra da qui in poi.",
    },
    "every_deal_behind": {
        "en": "Over all {worlds} deals the others may hold, each played out with open cards, the {card} costs "
              "least: the other side takes on average only {value} points more than yours from here.",
        "de": "Über alle {worlds} Verteilungen, die die anderen halten können, jede offen zu Ende gespielt, kostet "
              "{card} am wenigsten: die andere Seite macht von hier an im Schnitt nur {value} Punkte mehr als Ihre.",
        "fr": "Sur les {worlds} donnes que les autres peuvent avoir, chacune jouée cartes ouvertes, {card} coûte "
              "le moins : l'autre équipe ne fait en moyenne que {value} points de plus que la vôtre d'ici la fin.",
        "it": "Su tutte le {worlds} smazzate che gli altri possono avere, ognuna giocata a carte scoperte, {card} "
              "costa meno di tutte: l'altra squadra fa in media solo {value} punti più della tua da qui in poi.",
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
    "keep_six_search": {
        "en": "Keep the trump 6 here: over the simulated deals the exchange brings less than it costs.",
        "de": "Behalten Sie hier den Trumpf-6: in den simulierten Verteilungen bringt der Tausch weniger, als er "
              "kostet.",
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
    # Differenzler's bid, asked for by shared code (explain_other): "l'estimation" (docs/translations.md)
    "bid": {
        "en": "Bid {points}: in simulations of this hand you take more about as often as fewer.",
        "de": "Sagen Sie {points} voraus: in Simulationen dieses Spiels machen Sie etwa gleich oft mehr wie weniger.",
        "fr": "Estimez {points} : dans les simulations de cette donne, vous faites à peu près aussi souvent plus que "
              "moins.",
        "it": "Prevedi {points}: nelle simulazioni di questa smazzata fai più punti circa tanto spesso quanto meno.",
    },
}

# Where a hand takes its tricks in Obenabe / Undenufe (choose_mode_slalom's {end}).
END_WORDS: dict[str, dict[str, str]] = {
    "top": {"en": "from the top", "de": "von oben", "fr": "par le haut", "it": "dall'alto"},
    "bottom": {"en": "from the bottom", "de": "von unten", "fr": "par le bas", "it": "dal basso"},
}

# The trump Under and 9 by the names a Jass player gives them, where a sentence counts the trumps still out
# ({named}: "the Bauer, the Nell and the Rosen As among them"), as the subject; "card" is any other trump,
# with the article English needs (French and Italian card names bring theirs, German goes without).
TRUMP_ROLE_NAMES: dict[str, dict[str, str]] = {
    "bauer": {"en": "the Bauer", "de": "der Bauer", "fr": "le bour", "it": "il Bauer"},
    "nell": {"en": "the Nell", "de": "das Nell", "fr": "le nell", "it": "il Nell"},
    "card": {"en": "the {card}", "de": "{card}", "fr": "{card}", "it": "{card}"},
}
# The Bauer and the Nell kept in the hand (keep_bauer's {roles}: the object of "keep").
KEPT_ROLES: dict[str, dict[str, str]] = {
    "both": {"en": "the Bauer and the Nell", "de": "Bauer und Nell", "fr": "le bour et le nell",
             "it": "il Bauer e il Nell"},
    "bauer": {"en": "the Bauer", "de": "den Bauer", "fr": "le bour", "it": "il Bauer"},
    "nell": {"en": "the Nell", "de": "das Nell", "fr": "le nell", "it": "il Nell"},
}
