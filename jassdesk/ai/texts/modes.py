"""The sentences that explain a mode decision (a trump, Obenabe, Undenufe, Slalom, pushing), every language.

Asked for by :mod:`jassdesk.ai.explain_mode` and the hints' mode ranking; placeholders and the sources of
the French and Italian words: :mod:`jassdesk.ai.texts.shared`.  The choice comes first ("Choose Rosen trump:
you hold 4 trumps (...)"), then a few sentences of their own on what else the hand brings (the Bauer and
the Nell, the Stöck, a Weis in trumps, the side aces, a void); a Coiffeur row's reason uses the same
sentences after its row.  Bauer and Nell are "le bour", "le nell" in French and "il Bauer", "il Nell" in
Italian, "das Nell" in German (docs/translations.md, the rules help); a {trumps} or {tricks} count is at
least 2 where the sentence says it in the plural.
"""

from __future__ import annotations

TEMPLATES: dict[str, dict[str, str]] = {
    # -- the choice ------------------------------------------------------------------------------------------
    "choose_mode_trumps": {
        "en": "Choose {mode}: you hold {trumps} trumps ({cards}).",
        "de": "Sagen Sie {mode} an: Sie haben {trumps} Trümpfe ({cards}).",
        "fr": "Faites {mode} : vous avez {trumps} atouts ({cards}).",
        "it": "Scegli {mode}: hai {trumps} briscole ({cards}).",
    },
    "pushed_trumps": {
        "en": "Your partner pushed, so you must choose, and {mode} is the best of this hand: you hold {trumps} "
              "trumps ({cards}).",
        "de": "Ihr Partner hat geschoben, Sie müssen ansagen, und {mode} ist das Beste dieser Hand: Sie haben "
              "{trumps} Trümpfe ({cards}).",
        "fr": "Votre partenaire a chibré, à vous de choisir, et {mode} est le meilleur choix de cette main : "
              "vous avez {trumps} atouts ({cards}).",
        "it": "Il tuo compagno ha passato, devi scegliere tu, e {mode} è il meglio di questa mano: hai {trumps} "
              "briscole ({cards}).",
    },
    "choose_mode_slalom": {  # Obenabe or Undenufe with two sure tricks or more
        "en": "Choose {mode}: {tricks} sure tricks {end} ({cards}), and no trump can cut them.",
        "de": "Sagen Sie {mode} an: {tricks} sichere Stiche {end} ({cards}), und kein Trumpf kann sie stechen.",
        "fr": "Faites {mode} : {tricks} plis sûrs {end} ({cards}), et aucun atout ne peut les couper.",
        "it": "Scegli {mode}: {tricks} prese sicure {end} ({cards}), e nessuna briscola può tagliarle.",
    },
    "choose_mode_sure_one": {
        "en": "Choose {mode}: the {card} is a sure trick {end}, and no trump can cut it.",
        "de": "Sagen Sie {mode} an: {card} ist ein sicherer Stich {end}, und kein Trumpf kann ihn stechen.",
        "fr": "Faites {mode} : {card} est un pli sûr {end}, et aucun atout ne peut le couper.",
        "it": "Scegli {mode}: {card} è una presa sicura {end}, e nessuna briscola può tagliarla.",
    },
    "pushed_runs": {
        "en": "Your partner pushed, so you must choose, and {mode} is the best of this hand: {tricks} sure "
              "tricks {end} ({cards}), and no trump can cut them.",
        "de": "Ihr Partner hat geschoben, Sie müssen ansagen, und {mode} ist das Beste dieser Hand: {tricks} "
              "sichere Stiche {end} ({cards}), und kein Trumpf kann sie stechen.",
        "fr": "Votre partenaire a chibré, à vous de choisir, et {mode} est le meilleur choix de cette main : "
              "{tricks} plis sûrs {end} ({cards}), et aucun atout ne peut les couper.",
        "it": "Il tuo compagno ha passato, devi scegliere tu, e {mode} è il meglio di questa mano: {tricks} "
              "prese sicure {end} ({cards}), e nessuna briscola può tagliarle.",
    },
    "pushed_sure_one": {
        "en": "Your partner pushed, so you must choose, and {mode} is the best of this hand: the {card} is a "
              "sure trick {end}, and no trump can cut it.",
        "de": "Ihr Partner hat geschoben, Sie müssen ansagen, und {mode} ist das Beste dieser Hand: {card} ist "
              "ein sicherer Stich {end}, und kein Trumpf kann ihn stechen.",
        "fr": "Votre partenaire a chibré, à vous de choisir, et {mode} est le meilleur choix de cette main : "
              "{card} est un pli sûr {end}, et aucun atout ne peut le couper.",
        "it": "Il tuo compagno ha passato, devi scegliere tu, e {mode} è il meglio di questa mano: {card} è "
              "una presa sicura {end}, e nessuna briscola può tagliarla.",
    },
    "choose_mode_both_ends": {  # Slalom: the direction changes, a card unbeaten either way counts
        "en": "Choose {mode}: no card beats {cards} from the top or from the bottom.",
        "de": "Sagen Sie {mode} an: keine Karte schlägt {cards} von oben oder von unten.",
        "fr": "Faites {mode} : aucune carte ne bat {cards} par le haut ou par le bas.",
        "it": "Scegli {mode}: nessuna carta batte {cards} dall'alto o dal basso.",
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
        "en": "Push: this hand is too weak to choose, so your partner chooses.",
        "de": "Schieben: diese Hand ist zu schwach zum Ansagen, Ihr Partner sagt an.",
        "fr": "Chibrez : cette main est trop faible pour choisir, votre partenaire fait atout.",
        "it": "Passa: questa mano è troppo debole per scegliere, sceglie il tuo compagno.",
    },
    # -- what the hand brings, each a sentence of its own ------------------------------------------------------
    "hand_trumps": {
        "en": "You hold {trumps} trumps ({cards}).",
        "de": "Sie haben {trumps} Trümpfe ({cards}).",
        "fr": "Vous avez {trumps} atouts ({cards}).",
        "it": "Hai {trumps} briscole ({cards}).",
    },
    "hand_runs": {
        "en": "Sure tricks {end}: {tricks} ({cards}), and no trump can cut them.",
        "de": "Sichere Stiche {end}: {tricks} ({cards}), und kein Trumpf kann sie stechen.",
        "fr": "Plis sûrs {end} : {tricks} ({cards}), et aucun atout ne peut les couper.",
        "it": "Prese sicure {end}: {tricks} ({cards}), e nessuna briscola può tagliarle.",
    },
    "hand_both_ends": {
        "en": "No card beats {cards} from the top or from the bottom.",
        "de": "Keine Karte schlägt {cards} von oben oder von unten.",
        "fr": "Aucune carte ne bat {cards} par le haut ou par le bas.",
        "it": "Nessuna carta batte {cards} dall'alto o dal basso.",
    },
    "trump_bauer_nell": {
        "en": "The Bauer and the Nell ({cards}) are the two highest trumps.",
        "de": "Bauer und Nell ({cards}) sind die zwei höchsten Trümpfe.",
        "fr": "Le bour et le nell ({cards}) sont les deux plus hauts atouts.",
        "it": "Il Bauer e il Nell ({cards}) sono le due briscole più alte.",
    },
    "trump_bauer": {
        "en": "The Bauer ({card}) is the highest trump: no card can take it.",
        "de": "Der Bauer ({card}) ist der höchste Trumpf: keine Karte kann ihn schlagen.",
        "fr": "Le bour ({card}) est le plus haut atout : aucune carte ne peut le prendre.",
        "it": "Il Bauer ({card}) è la briscola più alta: nessuna carta può batterlo.",
    },
    "trump_nell": {
        "en": "You hold the Nell ({card}) but not the Bauer: keep the Nell back until the Bauer has fallen.",
        "de": "Sie haben das Nell ({card}), aber nicht den Bauer: halten Sie das Nell zurück, bis der Bauer "
              "gefallen ist.",
        "fr": "Vous avez le nell ({card}) mais pas le bour : gardez le nell jusqu'à ce que le bour soit tombé.",
        "it": "Hai il Nell ({card}) ma non il Bauer: tieni il Nell finché il Bauer non è caduto.",
    },
    "trump_stoeck": {
        "en": "With {cards} you also hold the Stöck: 20 points.",
        "de": "Mit {cards} haben Sie dazu den Stöck: 20 Punkte.",
        "fr": "Avec {cards}, vous avez aussi le Stöck : 20 points.",
        "it": "Con {cards} hai anche la mazza: 20 punti.",
    },
    "trump_weis": {
        "en": "Your Weis ({weis}) is in trumps: between equal Weis the trump one wins.",
        "de": "Ihr Weis ({weis}) ist in Trumpf: bei gleichem Weis gewinnt der Trumpf.",
        "fr": "Votre annonce ({weis}) est à l'atout, et à égalité l'annonce d'atout l'emporte.",
        "it": "Il tuo saggio ({weis}) è di briscola: a parità vince quello di briscola.",
    },
    "side_aces": {
        "en": "Besides the trumps you hold {cards}.",
        "de": "Neben dem Trumpf haben Sie {cards}.",
        "fr": "Hors atout, vous avez {cards}.",
        "it": "Fuori briscola hai {cards}.",
    },
    "trump_void": {
        "en": "You have no card in {suit}: you can trump it from the first round.",
        "de": "In {suit} haben Sie keine Karte: dort können Sie von Anfang an stechen.",
        "fr": "Vous n'avez aucune carte à {suit} : vous pouvez couper dès le premier tour.",
        "it": "Non hai carte di {suit}: puoi tagliare fin dal primo giro.",
    },
    # -- why a hand is too weak to choose ------------------------------------------------------------------------
    "push_no_bauer_nell": {
        "en": "No suit of three cards or more holds its Bauer or its Nell.",
        "de": "Keine Farbe mit drei oder mehr Karten hat ihren Bauer oder ihr Nell.",
        "fr": "Aucune couleur de trois cartes ou plus n'a son bour ou son nell.",
        "it": "Nessun colore di tre carte o più ha il suo Bauer o il suo Nell.",
    },
    "push_best_trump": {
        "en": "Even {mode} gives you only {trumps} trumps ({cards}).",
        "de": "Selbst {mode} gibt Ihnen nur {trumps} Trümpfe ({cards}).",
        "fr": "Même {mode} ne vous donne que {trumps} atouts ({cards}).",
        "it": "Anche {mode} ti dà solo {trumps} briscole ({cards}).",
    },
    "push_no_bauer": {
        "en": "{mode} would give you {trumps} trumps ({cards}), but not the Bauer.",
        "de": "{mode} gäbe Ihnen {trumps} Trümpfe ({cards}), aber nicht den Bauer.",
        "fr": "{mode} vous donnerait {trumps} atouts ({cards}), mais pas le bour.",
        "it": "{mode} ti darebbe {trumps} briscole ({cards}), ma non il Bauer.",
    },
    "push_runs": {
        "en": "Sure tricks from the top: {top}; from the bottom: {bottom}.",
        "de": "Sichere Stiche von oben: {top}; von unten: {bottom}.",
        "fr": "Plis sûrs par le haut : {top} ; par le bas : {bottom}.",
        "it": "Prese sicure dall'alto: {top}; dal basso: {bottom}.",
    },
    "push_no_runs": {
        "en": "No suit runs from the top or from the bottom.",
        "de": "Keine Farbe läuft von oben oder von unten.",
        "fr": "Aucune couleur ne tient par le haut ou par le bas.",
        "it": "Nessun colore regge dall'alto o dal basso.",
    },
}
