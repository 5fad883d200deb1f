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
    # a bid as the parts a player adds up: the trumps, the side aces and kings, and what the simulated play of the
    # hand adds ("_more") or takes off ("_less"), {value} points, so that the parts make the bid proposed
    "bid_thumb": {
        "en": "Your trumps {cards} are worth about {trumps} with their tricks, your side aces and kings about "
              "{sides}: bid {points}.",
        "de": "Ihre Trümpfe {cards} sind mit ihren Stichen etwa {trumps} wert, Ihre Asse und Könige der anderen "
              "Farben etwa {sides}: sagen Sie {points} voraus.",
        "fr": "Vos atouts ({cards}) valent environ {trumps} avec leurs plis, vos as et rois des autres couleurs "
              "environ {sides} : estimez {points}.",
        "it": "Le tue briscole ({cards}) valgono circa {trumps} con le loro prese, i tuoi assi e re degli altri "
              "semi circa {sides}: prevedi {points}.",
    },
    "bid_thumb_more": {
        "en": "Your trumps {cards} are worth about {trumps} with their tricks, your side aces and kings about "
              "{sides}, and the simulated play of this hand takes {value} more: bid {points}.",
        "de": "Ihre Trümpfe {cards} sind mit ihren Stichen etwa {trumps} wert, Ihre Asse und Könige der anderen "
              "Farben etwa {sides}, und im simulierten Spiel machen Sie {value} mehr: sagen Sie {points} voraus.",
        "fr": "Vos atouts ({cards}) valent environ {trumps} avec leurs plis, vos as et rois des autres couleurs "
              "environ {sides}, et le jeu simulé de cette donne vous en rapporte {value} de plus : estimez {points}.",
        "it": "Le tue briscole ({cards}) valgono circa {trumps} con le loro prese, i tuoi assi e re degli altri "
              "semi circa {sides}, e il gioco simulato di questa smazzata ne porta {value} in più: prevedi {points}.",
    },
    "bid_thumb_less": {
        "en": "Your trumps {cards} are worth about {trumps} with their tricks, your side aces and kings about "
              "{sides}, but the simulated play of this hand takes {value} less: bid {points}.",
        "de": "Ihre Trümpfe {cards} sind mit ihren Stichen etwa {trumps} wert, Ihre Asse und Könige der anderen "
              "Farben etwa {sides}, doch im simulierten Spiel machen Sie {value} weniger: sagen Sie {points} voraus.",
        "fr": "Vos atouts ({cards}) valent environ {trumps} avec leurs plis, vos as et rois des autres couleurs "
              "environ {sides}, mais le jeu simulé de cette donne vous en rapporte {value} de moins : "
              "estimez {points}.",
        "it": "Le tue briscole ({cards}) valgono circa {trumps} con le loro prese, i tuoi assi e re degli altri "
              "semi circa {sides}, ma il gioco simulato di questa smazzata ne porta {value} in meno: prevedi {points}.",
    },
    "bid_sides": {
        "en": "You hold no trump; your aces and kings are worth about {sides}: bid {points}.",
        "de": "Sie haben keinen Trumpf; Ihre Asse und Könige sind etwa {sides} wert: sagen Sie {points} voraus.",
        "fr": "Vous n'avez pas d'atout ; vos as et rois valent environ {sides} : estimez {points}.",
        "it": "Non hai briscole; i tuoi assi e re valgono circa {sides}: prevedi {points}.",
    },
    "bid_sides_more": {
        "en": "You hold no trump; your aces and kings are worth about {sides}, and the simulated play of this hand "
              "takes {value} more: bid {points}.",
        "de": "Sie haben keinen Trumpf; Ihre Asse und Könige sind etwa {sides} wert, und im simulierten Spiel machen "
              "Sie {value} mehr: sagen Sie {points} voraus.",
        "fr": "Vous n'avez pas d'atout ; vos as et rois valent environ {sides}, et le jeu simulé de cette donne vous "
              "en rapporte {value} de plus : estimez {points}.",
        "it": "Non hai briscole; i tuoi assi e re valgono circa {sides}, e il gioco simulato di questa smazzata ne "
              "porta {value} in più: prevedi {points}.",
    },
    "bid_sides_less": {
        "en": "You hold no trump; your aces and kings are worth about {sides}, but the simulated play of this hand "
              "takes {value} less: bid {points}.",
        "de": "Sie haben keinen Trumpf; Ihre Asse und Könige sind etwa {sides} wert, doch im simulierten Spiel "
              "machen Sie {value} weniger: sagen Sie {points} voraus.",
        "fr": "Vous n'avez pas d'atout ; vos as et rois valent environ {sides}, mais le jeu simulé de cette donne "
              "vous en rapporte {value} de moins : estimez {points}.",
        "it": "Non hai briscole; i tuoi assi e re valgono circa {sides}, ma il gioco simulato di questa smazzata ne "
              "porta {value} in meno: prevedi {points}.",
    },
    # the card play, to the bid: {have} taken of the {bid}, {need} still to make, {out} points nobody has taken yet
    "bid_take_sure": {
        "en": "You need {need} more for your {bid}: take this trick with the {card}, you play last to it "
              "({points} points).",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}: nehmen Sie diesen Stich mit {card}, Sie spielen als "
              "Letzter dazu ({points} Punkte).",
        "fr": "Il vous manque {need} points pour vos {bid} : prenez ce pli avec {card}, vous jouez le dernier "
              "({points} points).",
        "it": "Ti mancano {need} punti per i tuoi {bid}: fai questa presa con {card}, giochi per ultimo "
              "({points} punti).",
    },
    "bid_take_sure_more": {
        "en": "You need {need} more for your {bid}, {out} points are still out: take this trick with the {card}, "
              "nobody after you can beat it (at least {points} points).",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}, {out} sind noch im Spiel: nehmen Sie diesen Stich mit "
              "{card}, niemand nach Ihnen kann ihn schlagen (mindestens {points} Punkte).",
        "fr": "Il vous manque {need} points pour vos {bid}, il en reste {out} en jeu : prenez ce pli avec {card}, "
              "personne après vous ne peut le battre (au moins {points} points).",
        "it": "Ti mancano {need} punti per i tuoi {bid}, ne restano {out} in gioco: fai questa presa con {card}, "
              "nessuno dopo di te può batterla (almeno {points} punti).",
    },
    "bid_take_try": {
        "en": "You need {need} more for your {bid}, {out} points are still out: go for this trick with the {card}, "
              "it beats every card played so far ({points} points).",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}, {out} sind noch im Spiel: versuchen Sie diesen Stich "
              "mit {card}, sie schlägt jede bisher gespielte Karte ({points} Punkte).",
        "fr": "Il vous manque {need} points pour vos {bid}, il en reste {out} en jeu : tentez ce pli avec {card}, "
              "elle bat toutes les cartes jouées jusqu'ici ({points} points).",
        "it": "Ti mancano {need} punti per i tuoi {bid}, ne restano {out} in gioco: tenta questa presa con {card}, "
              "batte tutte le carte giocate finora ({points} punti).",
    },
    "bid_take_closer": {
        "en": "You need {need} more for your {bid}: take this trick with the {card}; it brings you to {points}, "
              "closer to your bid than the {have} you have.",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}: nehmen Sie diesen Stich mit {card}; er bringt Sie auf "
              "{points}, näher an Ihre Voraussage als Ihre {have}.",
        "fr": "Il vous manque {need} points pour vos {bid} : prenez ce pli avec {card} ; il vous mène à {points}, "
              "plus près de votre estimation que vos {have}.",
        "it": "Ti mancano {need} punti per i tuoi {bid}: fai questa presa con {card}; ti porta a {points}, più "
              "vicino alla tua previsione dei tuoi {have}.",
    },
    "bid_forced_take": {
        "en": "Every card you hold takes this trick: the {card} gives it the fewest points ({points} with it).",
        "de": "Jede Ihrer Karten nimmt diesen Stich: {card} gibt ihm am wenigsten Punkte ({points} mit ihr).",
        "fr": "Chacune de vos cartes prend ce pli : {card} lui donne le moins de points ({points} avec elle).",
        "it": "Ogni tua carta fa questa presa: {card} le dà meno punti ({points} con essa).",
    },
    "bid_last_trick": {
        "en": "You have {have} of your {bid}: play the {card} now, on a trick of {points} points so far; kept, it "
              "would be your card to the last trick and its 5 points.",
        "de": "Sie haben {have} Ihrer {bid} Punkte: spielen Sie {card} jetzt, zu einem Stich von bisher {points} "
              "Punkten; behalten, wäre sie Ihre Karte zum letzten Stich und seinen 5 Punkten.",
        "fr": "Vous avez {have} de vos {bid} : jouez {card} maintenant, sur un pli de {points} points jusqu'ici ; "
              "gardée, elle serait votre carte pour le dernier pli et ses 5 points.",
        "it": "Hai {have} dei tuoi {bid}: gioca {card} ora, su una presa da {points} punti finora; tenuta, sarebbe "
              "la tua carta per l'ultima presa e i suoi 5 punti.",
    },
    "bid_spend_master": {
        "en": "You have {have} of your {bid}: spend the {card}, the highest {suit} still out, on this trick of "
              "{points} points so far, before it takes a richer one.",
        "de": "Sie haben {have} Ihrer {bid} Punkte: opfern Sie {card}, die höchste {suit}-Karte im Spiel, für diesen "
              "Stich zu bisher {points} Punkten, bevor sie einen reicheren nimmt.",
        "fr": "Vous avez {have} de vos {bid} : sacrifiez {card}, la plus haute carte à {suit} encore en jeu, pour ce "
              "pli de {points} points jusqu'ici, avant qu'elle n'en prenne un plus riche.",
        "it": "Hai {have} dei tuoi {bid}: sacrifica {card}, la carta più alta di {suit} ancora in gioco, per questa "
              "presa da {points} punti finora, prima che ne faccia una più ricca.",
    },
    "bid_duck": {
        "en": "You have {have} of your {bid}: stay under this trick with the {card}.",
        "de": "Sie haben {have} Ihrer {bid} Punkte: bleiben Sie mit {card} unter diesem Stich.",
        "fr": "Vous avez {have} de vos {bid} : restez sous ce pli avec {card}.",
        "it": "Hai {have} dei tuoi {bid}: resta sotto questa presa con {card}.",
    },
    "bid_shed": {
        "en": "You have {have} of your {bid}: throw the {card} on this trick it cannot take; kept, it could still "
              "take one later.",
        "de": "Sie haben {have} Ihrer {bid} Punkte: werfen Sie {card} auf diesen Stich, den sie nicht nimmt; "
              "behalten, könnte sie später noch einen nehmen.",
        "fr": "Vous avez {have} de vos {bid} : jetez {card} sur ce pli qu'elle ne prend pas ; gardée, elle pourrait "
              "encore en prendre un plus tard.",
        "it": "Hai {have} dei tuoi {bid}: scarta {card} su questa presa che non fa; tenuta, potrebbe farne ancora "
              "una più tardi.",
    },
    "bid_shed_near": {
        "en": "You need {need} more for your {bid}, and this trick is not yours: get rid of the {card}, it could "
              "still take one later.",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}, und diesen Stich nehmen Sie nicht: werden Sie "
              "{card} los, sie könnte später noch einen nehmen.",
        "fr": "Il vous manque {need} points pour vos {bid}, et ce pli n'est pas pour vous : débarrassez-vous de "
              "{card}, elle pourrait encore en prendre un plus tard.",
        "it": "Ti mancano {need} punti per i tuoi {bid}, e questa presa non è tua: liberati di {card}, potrebbe "
              "farne ancora una più tardi.",
    },
    "bid_duck_past": {
        "en": "You need only {need} more for your {bid}: taking this trick would bring you to at least {points}, "
              "past your bid; stay under it with the {card}.",
        "de": "Ihnen fehlen nur noch {need} Punkte zu Ihren {bid}: mit diesem Stich kämen Sie auf mindestens "
              "{points}, über Ihre Voraussage; bleiben Sie mit {card} darunter.",
        "fr": "Il ne vous manque que {need} points pour vos {bid} : ce pli vous mènerait à au moins {points}, "
              "au-delà de votre estimation ; restez dessous avec {card}.",
        "it": "Ti mancano solo {need} punti per i tuoi {bid}: questa presa ti porterebbe ad almeno {points}, oltre "
              "la tua previsione; resta sotto con {card}.",
    },
    "bid_save_winner": {
        "en": "You need {need} more for your {bid}, but this trick holds only {points} points so far: keep the "
              "{cards} for a trick that brings more, and play the {card}.",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}, doch dieser Stich hat bisher nur {points} Punkte: "
              "behalten Sie {cards} für einen Stich, der mehr bringt, und spielen Sie {card}.",
        "fr": "Il vous manque {need} points pour vos {bid}, mais ce pli n'en a que {points} jusqu'ici : gardez "
              "{cards} pour un pli qui rapporte plus, et jouez {card}.",
        "it": "Ti mancano {need} punti per i tuoi {bid}, ma questa presa ne ha solo {points} finora: tieni {cards} "
              "per una presa che porti di più, e gioca {card}.",
    },
    "bid_winner_unsafe": {
        "en": "You need {need} more for your {bid}, but a player after you may still beat even the {cards}: keep it "
              "for a surer trick and play the {card}.",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}, doch ein Spieler nach Ihnen kann selbst {cards} noch "
              "schlagen: behalten Sie sie für einen sichereren Stich und spielen Sie {card}.",
        "fr": "Il vous manque {need} points pour vos {bid}, mais un joueur après vous peut encore battre même "
              "{cards} : gardez-la pour un pli plus sûr et jouez {card}.",
        "it": "Ti mancano {need} punti per i tuoi {bid}, ma un giocatore dopo di te può ancora battere perfino "
              "{cards}: tienila per una presa più sicura e gioca {card}.",
    },
    "bid_cannot_take": {
        "en": "You need {need} more for your {bid} but cannot take this trick: give it the {card}, the fewest "
              "points, so that more of the {out} still out stay for you.",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}, doch diesen Stich nehmen Sie nicht: geben Sie ihm "
              "{card}, am wenigsten Punkte, damit mehr der {out} im Spiel für Sie bleiben.",
        "fr": "Il vous manque {need} points pour vos {bid}, mais ce pli n'est pas pour vous : donnez-lui {card}, le "
              "moins de points, pour que plus des {out} encore en jeu restent pour vous.",
        "it": "Ti mancano {need} punti per i tuoi {bid}, ma questa presa non è tua: dalle {card}, meno punti, perché "
              "più dei {out} ancora in gioco restino per te.",
    },
    "bid_discard_beaten": {
        "en": "You need {need} more for your {bid} but cannot take this trick: throw the {card}; with the {cards} "
              "still out above it, it is no sure trick later.",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}, doch diesen Stich nehmen Sie nicht: werfen Sie {card}; "
              "mit {cards} noch im Spiel ist sie später kein sicherer Stich.",
        "fr": "Il vous manque {need} points pour vos {bid}, mais ce pli n'est pas pour vous : jetez {card} ; avec "
              "{cards} encore en jeu au-dessus d'elle, elle ne fera pas de pli sûr plus tard.",
        "it": "Ti mancano {need} punti per i tuoi {bid}, ma questa presa non è tua: scarta {card}; con {cards} "
              "ancora in gioco sopra di essa, più tardi non è una presa sicura.",
    },
    "bid_void_suit": {
        "en": "You need {need} more for your {bid} but cannot take this trick: throw your only {suit}, the {card}; "
              "then you can trump {suit} for the points you need.",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}, doch diesen Stich nehmen Sie nicht: werfen Sie Ihre "
              "einzige {suit}-Karte, {card}; danach können Sie {suit} stechen und die Punkte holen, die Ihnen fehlen.",
        "fr": "Il vous manque {need} points pour vos {bid}, mais ce pli n'est pas pour vous : jetez votre seule carte "
              "à {suit}, {card} ; ensuite vous pourrez couper à {suit} pour les points qui vous manquent.",
        "it": "Ti mancano {need} punti per i tuoi {bid}, ma questa presa non è tua: scarta la tua unica carta "
              "di {suit}, {card}; poi potrai tagliare a {suit} per i punti che ti servono.",
    },
    "bid_feed": {
        "en": "The player taking this trick is already past his bid ({have} of {bid}): give him the {card}'s "
              "{points} points.",
        "de": "Wer diesen Stich nimmt, ist schon über seiner Voraussage ({have} von {bid}): geben Sie ihm die "
              "{points} Punkte von {card}.",
        "fr": "Le joueur qui prend ce pli a déjà dépassé son estimation ({have} sur {bid}) : donnez-lui les "
              "{points} points de {card}.",
        "it": "Chi fa questa presa ha già superato la sua previsione ({have} su {bid}): dagli i {points} punti "
              "di {card}.",
    },
    "bid_lead_master": {
        "en": "You need {need} more for your {bid}, {out} points are still out: lead the {card}, nobody can beat it.",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}, {out} sind noch im Spiel: spielen Sie {card} aus, "
              "niemand kann sie schlagen.",
        "fr": "Il vous manque {need} points pour vos {bid}, il en reste {out} en jeu : entamez {card}, personne ne "
              "peut la battre.",
        "it": "Ti mancano {need} punti per i tuoi {bid}, ne restano {out} in gioco: apri con {card}, nessuno può "
              "batterla.",
    },
    "bid_lead_top": {
        "en": "You need {need} more for your {bid}, {out} points are still out: lead the {card}, the highest {suit} "
              "still out; only a trump can take it.",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}, {out} sind noch im Spiel: spielen Sie {card} aus, die "
              "höchste {suit}-Karte im Spiel; nur ein Trumpf kann sie nehmen.",
        "fr": "Il vous manque {need} points pour vos {bid}, il en reste {out} en jeu : entamez {card}, la plus haute "
              "carte à {suit} encore en jeu ; seul un atout peut la prendre.",
        "it": "Ti mancano {need} punti per i tuoi {bid}, ne restano {out} in gioco: apri con {card}, la carta più alta "
              "di {suit} ancora in gioco; solo una briscola può prenderla.",
    },
    "bid_lead_low_keep": {
        "en": "You need {need} more for your {bid}: lead the {card}, it risks the fewest points, and keep {cards} "
              "for the tricks you need.",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}: spielen Sie {card} aus, sie riskiert am wenigsten "
              "Punkte, und behalten Sie {cards} für die Stiche, die Sie brauchen.",
        "fr": "Il vous manque {need} points pour vos {bid} : entamez {card}, elle risque le moins de points, et "
              "gardez {cards} pour les plis qu'il vous faut.",
        "it": "Ti mancano {need} punti per i tuoi {bid}: apri con {card}, rischia meno punti, e tieni {cards} "
              "per le prese che ti servono.",
    },
    "bid_lead_keep": {
        "en": "You need {need} more for your {bid}: lead the {card} and keep {cards} for the tricks you need; no card "
              "of the same suit still out ranks higher.",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}: spielen Sie {card} aus und behalten Sie {cards} für "
              "die Stiche, die Sie brauchen; keine Karte derselben Farbe im Spiel ist höher.",
        "fr": "Il vous manque {need} points pour vos {bid} : entamez {card} et gardez {cards} pour les plis qu'il "
              "vous faut ; aucune carte de la même couleur encore en jeu n'est plus haute.",
        "it": "Ti mancano {need} punti per i tuoi {bid}: apri con {card} e tieni {cards} per le prese che ti "
              "servono; nessuna carta dello stesso seme ancora in gioco è più alta.",
    },
    "bid_lead_low": {
        "en": "You need {need} more for your {bid}, but none of your cards is sure to take a trick it leads: lead "
              "the {card}, it risks the fewest points.",
        "de": "Ihnen fehlen noch {need} Punkte zu Ihren {bid}, doch keine Ihrer Karten nimmt sicher einen Stich, zu "
              "dem sie ausgespielt wird: spielen Sie {card} aus, sie riskiert am wenigsten Punkte.",
        "fr": "Il vous manque {need} points pour vos {bid}, mais aucune de vos cartes n'est sûre de prendre le pli "
              "qu'elle entame : entamez {card}, elle risque le moins de points.",
        "it": "Ti mancano {need} punti per i tuoi {bid}, ma nessuna tua carta è sicura di fare la presa che apre: "
              "apri con {card}, rischia meno punti.",
    },
    "bid_lead_under": {
        "en": "You have {have} of your {bid}: lead the {card}, cards that beat it are still out, so the trick can go "
              "to another player.",
        "de": "Sie haben {have} Ihrer {bid} Punkte: spielen Sie {card} aus, es sind noch Karten im Spiel, die sie "
              "schlagen, so kann der Stich an einen anderen gehen.",
        "fr": "Vous avez {have} de vos {bid} : entamez {card}, des cartes qui la battent sont encore en jeu, le pli "
              "peut donc aller à un autre joueur.",
        "it": "Hai {have} dei tuoi {bid}: apri con {card}, ci sono ancora carte in gioco che la battono, così la "
              "presa può andare a un altro giocatore.",
    },
    # the search's figure, the detail line (no sides: the figure is the distance from the bid)
    "bid_figure": {
        "en": "Over {worlds} simulated deals the {card} ends on average {value} points from your bid of {bid}.",
        "de": "Über {worlds} simulierte Verteilungen liegen Sie mit {card} am Ende im Schnitt {value} Punkte neben "
              "Ihrer Voraussage von {bid}.",
        "fr": "Sur {worlds} donnes simulées, avec {card} vous finissez en moyenne à {value} points de votre "
              "estimation de {bid}.",
        "it": "Su {worlds} smazzate simulate, con {card} finisci in media a {value} punti dalla tua previsione "
              "di {bid}.",
    },
    "bid_figure_bonus": {
        "en": "Over {worlds} simulated deals the {card} costs on average {value} penalty points for your bid of "
              "{bid}, the exact bid's bonus counted.",
        "de": "Über {worlds} simulierte Verteilungen kostet {card} im Schnitt {value} Strafpunkte für Ihre "
              "Voraussage von {bid}, den Bonus für die genaue Voraussage eingerechnet.",
        "fr": "Sur {worlds} donnes simulées, {card} coûte en moyenne {value} points de pénalité pour votre "
              "estimation de {bid}, le bonus de l'estimation exacte compris.",
        "it": "Su {worlds} smazzate simulate, {card} costa in media {value} punti di penalità per la tua previsione "
              "di {bid}, compreso il bonus della previsione esatta.",
    },
}
