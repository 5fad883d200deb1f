"""The French texts of the user interface, by English source text (read by ``table_translator``).

Swiss French as Romand players speak it at the table; card, suit, mode and
Weis names and the rule refusals are rendered by the engine itself.  The game
words and where they come from (docs/translations.md has the full list):

- chibre for the Schieber, chibrer for pushing the trump to the partner
  (fr.wikipedia.org/wiki/Jass: "le chibre ... jeu à quatre joueurs formant deux
  équipes de deux joueurs");
- atout, donne, pli, donneur, couper, taper (not cutting), Nell, bour(g), match,
  the deal's 157 points (jassvalais.ch/regles-du-jass);
- annonces for Weis, Stöck, cinq de der (bepopcorn.ch, "Règle 36 cartes");
- Obenabe and Undenufe stay Swiss German (fr.wikipedia.org/wiki/Jass:
  "le oben-abe", "le unden-ufe"), written as Swisslos writes them.

Plural texts (``%n``) have a tuple value (singular, plural); French uses the
singular for 0 and 1.

The table is written with ordinary spaces before ``: ; ! ?`` and inside
``« »``; :func:`_typeset` makes them non-breaking, so a line never starts with
a colon or leaves a lone "«" at its end (as a damaged file's name did in the
start-up message).
"""

import re

_SPACE_BEFORE = re.compile(r" ([:;!?»])")


def _typeset(text: str) -> str:
    """French typography: a non-breaking space before ``: ; ! ? »`` and after ``«``."""
    return _SPACE_BEFORE.sub("\u00a0\\1", text).replace("« ", "«\u00a0")


_TABLE: dict[str, str | tuple[str, str]] = {
    # score sheet
    "Hand": "Donne",
    "Total": "Total",
    "%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7":
        "%1 : cartes %2, annonces %3, Stöck %4, match %5, ×%6 = %7",
    "Jasstafel": "Tableau des points",
    "Schieber": "Chibre",
    "Schmaus": "Schmaus",
    "to %1": "en %1",
    '%1 · Partie %2 · %3': '%1 · partie %2 · %3',
    # main window: files, statistics, problems
    "&File": "&Fichier",
    "&Open…": "&Ouvrir…",
    "&Save": "&Enregistrer",
    "Save &as…": "Enregistrer &sous…",
    "S&tatistics…": "S&tatistiques…",
    "%1[*] — JassDesk": "%1[*] — JassDesk",
    "JassDesk games (*%1);;All files (*)": "Parties JassDesk (*%1);;Tous les fichiers (*)",
    "Open a saved game": "Ouvrir une partie enregistrée",
    "“%1” could not be opened.": "Impossible d'ouvrir « %1 ».",
    "Opened %1.": "%1 ouvert.",
    "The saved Partie could not be continued.": "La partie enregistrée ne peut pas être poursuivie.",
    "Save the Partie": "Enregistrer la partie",
    "The Partie could not be saved as “%1”.": "Impossible d'enregistrer la partie sous « %1 ».",
    "Saved to %1.": "Enregistré dans %1.",
    "It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.":
        "Il a été écrit par une version plus récente de JassDesk. Mettez JassDesk à jour pour l'ouvrir ; le "
        "fichier reste tel quel.",
    "It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.":
        "Ce n'est pas une partie JassDesk, ou le fichier a été endommagé ou modifié. Le fichier reste tel quel.",
    "The file or its folder cannot be used.": "Le fichier ou son dossier est inutilisable.",
    "Details: %1": "Détails : %1",
    "Not saved: %1": "Non enregistré : %1",
    "JassDesk cannot save everything.": "JassDesk ne peut pas tout enregistrer.",
    "The autosave does not work: after a crash this Partie cannot be continued (File > Save as still works).":
        "La sauvegarde automatique ne fonctionne pas : après un plantage, cette partie ne pourra pas être "
        "reprise (Fichier > Enregistrer sous fonctionne toujours).",
    "the autosave": "la sauvegarde automatique",
    "The statistics are not recorded: this Partie may be missing from them.":
        "Les statistiques ne sont pas tenues : cette partie risque d'y manquer.",
    "the statistics": "les statistiques",
    "The settings cannot be saved: changes last until JassDesk closes.":
        "Les réglages ne peuvent pas être enregistrés : les modifications valent jusqu'à la fermeture de "
        "JassDesk.",
    "the settings": "les réglages",
    "The log file cannot be written: problems are not recorded there.":
        "Le fichier journal ne peut pas être écrit : les problèmes n'y sont pas consignés.",
    "the log file": "le fichier journal",
    "You can go on playing; still working: %1.": "Vous pouvez continuer à jouer ; ce qui fonctionne encore : %1.",
    "You can go on playing.": "Vous pouvez continuer à jouer.",
    # continuing where the person stopped
    "Continue the Partie you left?": "Reprendre la partie interrompue ?",
    "&Continue": "&Reprendre",
    "&New game": "&Nouvelle partie",
    "%1, hand %2": "%1, donne %2",
    "saved %1": "enregistrée le %1",
    "Unfinished Partie": "Partie inachevée",
    "JassDesk found a damaged file and started without it.":
        "JassDesk a trouvé un fichier endommagé et a démarré sans lui.",
    "JassDesk found damaged files and started without them.":
        "JassDesk a trouvé des fichiers endommagés et a démarré sans eux.",
    "The settings file could not be read. It was moved aside as “%1”; the default settings are used.":
        "Le fichier des réglages est illisible. Il a été mis de côté sous « %1 » ; les réglages par défaut "
        "sont utilisés.",
    "The settings file could not be read; the default settings are used.":
        "Le fichier des réglages est illisible ; les réglages par défaut sont utilisés.",
    "The autosave “%1” could not be read. It was moved aside as “%2”.":
        "La sauvegarde automatique « %1 » est illisible. Elle a été mise de côté sous « %2 ».",
    "The autosave “%1” could not be read.": "La sauvegarde automatique « %1 » est illisible.",
    "A new game has been dealt.": "Une nouvelle partie a été distribuée.",
    "Damaged files are kept for a look, in %1; JassDesk will not read them again.":
        "Les fichiers endommagés sont conservés pour examen, dans %1 ; JassDesk ne les lira plus.",
    "The unfinished Partie was kept as %1 (File > Open).":
        "La partie inachevée a été conservée sous %1 (Fichier > Ouvrir).",
    # a second JassDesk on the same folder (ui/instance.py)
    "Another JassDesk window left a Partie unfinished.": "Une autre fenêtre de JassDesk a laissé une partie inachevée.",
    "Continue it here? If not, it is kept among the saved games (File > Open).":
        "La reprendre ici ? Sinon, elle est gardée parmi les parties enregistrées (Fichier > Ouvrir).",
    "&Continue it": "&Reprendre ici",
    "&Keep it for later": "&Garder pour plus tard",
    "JassDesk is already running with this folder; this window saves its Partie separately in %1.":
        "JassDesk est déjà ouvert avec ce dossier ; cette fenêtre enregistre sa partie à part dans %1.",
    "Saving separately: %1": "Enregistrement à part : %1",
    "The other JassDesk window did not answer. Nothing is lost: the next start offers to continue both Partien.":
        "L'autre fenêtre de JassDesk n'a pas répondu. Rien n'est perdu : au prochain démarrage, JassDesk proposera "
        "de reprendre les deux parties.",
    "The other window's Partie was kept as %1 (File > Open).":
        "La partie de l'autre fenêtre a été gardée sous %1 (Fichier > Ouvrir).",
    # unexpected errors
    "the terminal (no log file could be opened)": "le terminal (aucun fichier journal n'a pu être ouvert)",
    "Something went wrong inside JassDesk.": "Une erreur s'est produite dans JassDesk.",
    "The game goes on if it can. The details are written to %1; please include that file when you report "
    "the problem.":
        "Le jeu continue si possible. Les détails sont écrits dans %1 ; veuillez joindre ce fichier si vous "
        "signalez le problème.",
    # main window
    "The AI failed: %1": "L'IA a échoué : %1",
    "JassDesk": "JassDesk",
    "&Game": "&Jeu",
    "&View": "&Affichage",
    "&Help": "Aid&e",
    "&Deck": "&Cartes",
    "Card &back": "&Dos des cartes",
    "&New game…": "&Nouvelle partie…",
    "&Hint": "&Conseil",
    "&Last trick": "&Dernier pli",
    "&Settings…": "&Réglages…",
    "&Quit": "&Quitter",
    "&Full screen": "&Plein écran",
    "&Rules": "&Règles",
    "&About JassDesk": "À &propos de JassDesk",
    "&Score sheet": "&Tableau des points",
    "Score sheet": "Tableau des points",
    "About JassDesk": "À propos de JassDesk",
    # About and licences (the licence texts themselves stay in English)
    "The Swiss card game Jass — Schieber, Schmaus, Coiffeur and Differenzler — offline, with AI players and hints.":
        "Le jass, le jeu de cartes suisse — chibre, Schmaus, Coiffeur et Différence — hors ligne, avec des joueurs IA "
        "et des conseils.",
    "Copyright © the JassDesk contributors. Free software under the GNU General Public License, version 3 or "
    "later; it comes with no warranty.":
        "Copyright © les contributeurs de JassDesk. Logiciel libre sous la GNU General Public License, version 3 "
        "ou ultérieure ; sans aucune garantie.",
    "Licences of JassDesk and of the software it is built on:":
        "Licences de JassDesk et des logiciels sur lesquels il repose :",
    "JassDesk is free software: you may share and change it under the terms of the GNU General Public License "
    "as published by the Free Software Foundation, version 3 or (at your option) any later version. It comes "
    "WITHOUT ANY WARRANTY.":
        "JassDesk est un logiciel libre : vous pouvez le redistribuer et le modifier selon les termes de la GNU "
        "General Public License telle que publiée par la Free Software Foundation, version 3 ou (à votre choix) "
        "toute version ultérieure. Il est fourni SANS AUCUNE GARANTIE.",
    "Card art — CC BY 4.0": "Dessins des cartes — CC BY 4.0",
    "The card faces, the backs and the icon are original art made for JassDesk, licensed under Creative Commons "
    "Attribution 4.0 International: %1":
        "Les faces des cartes, les dos et l'icône sont des dessins originaux créés pour JassDesk, sous licence "
        "Creative Commons Attribution 4.0 International : %1",
    "Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser General Public License, "
    "version 3. Their source code: %1 and %2":
        "Qt et Qt for Python (PySide6, Shiboken6) sont utilisés sans modification sous la GNU Lesser General "
        "Public License, version 3. Leur code source : %1 et %2",
    "Python and its standard library are used under the Python Software Foundation License.":
        "Python et sa bibliothèque standard sont utilisés sous la Python Software Foundation License.",
    "platformdirs finds the folders for the settings, the games and the log; MIT License.":
        "platformdirs trouve les dossiers des réglages, des parties et du journal ; licence MIT.",
    "DejaVu fonts": "Polices DejaVu",
    "The DejaVu Sans font is shipped for systems that have no font of their own (Bitstream Vera and Arev font "
    "licences).":
        "La police DejaVu Sans est fournie pour les systèmes qui n'ont pas leur propre police (licences des "
        "polices Bitstream Vera et Arev).",
    "Other bundled software": "Autres logiciels fournis",
    "What the installable bundle carries besides: PyInstaller's start-up program and, on Linux, libraries of "
    "the system it was built on.":
        "Ce que le paquet installable contient en plus : le programme de démarrage de PyInstaller et, sous "
        "Linux, des bibliothèques du système sur lequel il a été construit.",
    # new game
    "New game": "Nouvelle partie",
    "Schieber (four players, two teams)": "Chibre (quatre joueurs, deux équipes)",
    "Schmaus (two players, with a stock)": "Schmaus (deux joueurs, avec un talon)",
    "&Game:": "&Jeu :",
    "Rules": "Règles",
    "May trump instead of following suit": "On peut couper au lieu de suivre la couleur",
    "Under-trumping forbidden": "Sous-couper interdit",
    "Weis": "Annonces",
    "Stöck announced automatically": "Stöck annoncé automatiquement",
    "Undenufe counts ×4": "Undenufe compte ×4",
    "Whoever draws an %1 deals": "Qui tire un %1 donne",
    "Turn order:": "Sens du jeu :",
    "Match bonus:": "Prime de match :",
    "to": "en",
    "The Partie goes:": "La partie se joue :",
    "Players": "Joueurs",
    "you": "vous",
    "&Deck:": "&Cartes :",
    "&Deal": "&Donner",
    "Rules:": "Règles :",
    '&Rules in detail': 'Détail des &règles',
    'Every rule option of this game, one by one': 'Chaque option de règle de ce jeu, une à une',
    "your own rules": "vos règles",
    "Swiss standard to 1000": "Standard suisse en 1000",
    "As most Swiss play it: Weis, match +100, you may trump instead of following suit, no under-trumping":
        "Comme on le joue le plus souvent en Suisse : annonces, match +100, on peut couper au lieu de suivre, "
        "sans sous-couper",
    "2500 with multipliers": "2500 avec multiplicateurs",
    "Swiss standard to 2500 with the multipliers of the Swisslos tables":
        "Standard suisse en 2500 avec les multiplicateurs des tableaux Swisslos",
    "Simple Schieber (follow suit, no Weis)": "Chibre simple (suivre, sans annonces)",
    "The simplest rules to learn with: you must follow suit, no Weis, no match bonus":
        "Les règles les plus simples pour apprendre : suivre la couleur, sans annonces, sans prime de match",
    "Schmaus to 1000": "Schmaus en 1000",
    "Free play while the stock lasts, Weis with every card, match +100":
        "Jeu libre tant qu'il reste du talon, annonces à chaque carte, match +100",
    "Bauer exception: need not be played": "Exception du bour : pas obligé de le jouer",
    "Trumpfzwang: void in the led suit, must trump": "Atout obligatoire : qui ne peut suivre doit couper",
    "Multipliers (×1 to ×3 by trump)": "Multiplicateurs (×1 à ×3 selon l'atout)",
    "Klopfen: the cutter may knock": "Taper : qui coupe peut taper",
    "When trump is led and the Bauer is your only trump, you may keep it":
        "Quand atout est demandé et que le bour est votre seul atout, vous pouvez le garder",
    "Instead of cutting, the player who cuts may knock (everyone at the table agrees to it by choosing this)":
        "Au lieu de couper, le joueur qui coupe peut taper (en choisissant cette règle, toute la table l'accepte)",
    "After a non-trump lead was trumped, a lower trump may not be played unless you hold only trumps":
        "Quand une autre couleur a été coupée, on ne peut pas sous-couper, sauf si l'on n'a plus que des atouts",
    "Clockwise": "Horaire",
    "Counter-clockwise": "Antihoraire",
    "Clockwise: the Vorhand sits at the dealer's left; counter-clockwise: at his right":
        "Horaire : la main est à gauche du donneur ; antihoraire : à sa droite",
    "or over": "ou en",
    "points": ("point", "points"),
    "hands": ("donne", "donnes"),
    "%1 and %2": "%1 et %2",
    "%1 ×1, %2 ×2, Obenabe and Undenufe ×3; they multiply everything a hand scores":
        "%1 ×1, %2 ×2, Obenabe et Undenufe ×3 ; ils multiplient tout ce que marque une donne",
    # undo and replay: practice games, deal codes, the Expert in the person's seat
    "The Expert's replay failed: %1": "La donne rejouée par l'Expert a échoué : %1",
    '&Undo my last decision': '&Annuler ma dernière décision',
    'Undo is for practice games: start one with New game > Practice game.': "L'annulation est réservée aux parties d'entraînement : Nouvelle partie > Partie d'entraînement.",
    'Nothing of yours to take back yet.': "Rien de votre part à annuler pour l'instant.",
    'Take back your last decision and what the others played after it.': 'Reprend votre dernière décision et ce que les autres ont joué ensuite.',
    'Your last decision was taken back.': 'Votre dernière décision a été reprise.',
    '&Practice game (undo allowed)': "Partie d'&entraînement (annulation permise)",
    'Ctrl+Z takes back your last decision, as often as you like; the statistics keep practice games apart': "Ctrl+Z reprend votre dernière décision, autant de fois que vous voulez ; les statistiques tiennent les parties d'entraînement à part",
    'The code shown after a hand and on the score sheet: enter it to be dealt the same cards':
        'Le code affiché après une donne et sur le tableau des points : saisissez-le pour recevoir les mêmes cartes',
    'Deal &code (optional):': 'C&ode de donne (facultatif) :',
    'A deal code has 15 letters and digits (the dashes do not count).': 'Un code de donne compte 15 lettres et chiffres (les tirets ne comptent pas).',
    '“%1” does not occur in deal codes.': "« %1 » n'apparaît pas dans les codes de donne.",
    'This deal code has a typo: compare it character by character.': 'Ce code de donne contient une faute de frappe : comparez-le caractère par caractère.',
    'This is not a deal code of this version of JassDesk.': "Ce n'est pas un code de donne de cette version de JassDesk.",
    'This deal code is for %1: choose that game or clear the code.': 'Ce code de donne vaut pour ce jeu : %1. Choisissez-le ou effacez le code.',
    'Deal code: %1': 'Code de donne : %1',
    'Copy code': 'Copier le code',
    'Expert in my seat': "L'Expert à ma place",
    'Play this deal again with the Expert in your seat (same cards, same players around you) and compare the results': "Rejouer cette donne avec l'Expert à votre place (mêmes cartes, mêmes joueurs autour de vous) et comparer les résultats",
    'Deal code %1 copied: New game deals these cards again.': 'Code de donne %1 copié : Nouvelle partie redistribue ces cartes.',
    'The Expert is playing your cards…': "L'Expert joue vos cartes…",
    'The Expert is playing…': "L'Expert joue…",
    'The same cards with the Expert in your seat': "Les mêmes cartes, l'Expert à votre place",
    'Played': 'Joué',
    'Written for your side': 'Marqué pour votre équipe',
    'Written for the other side': "Marqué pour l'autre équipe",
    'Same deal, same dealer, the same players around you: only your seat was played by the Expert.': "Même donne, même donneur, mêmes joueurs autour de vous : seule votre place a été jouée par l'Expert.",
    'Back to the hand': 'Retour à la donne',
    'Hand %1, the same cards: you %2, the Expert in your seat %3.': "Donne %1, mêmes cartes : vous %2, l'Expert à votre place %3.",
    'practice game': "partie d'entraînement",
    'Undo': 'Annuler',
    'Take back your last decision and what the others played after it (Ctrl+Z)': 'Reprend votre dernière décision et ce que les autres ont joué ensuite (Ctrl+Z)',
    'Nothing of yours to take back yet': "Rien de votre part à annuler pour l'instant",
    '&Practice games too': "&Parties d'entraînement incluses",
    'Count the practice games, where decisions could be taken back, in the figures and the trend (they are marked there)': "Compter les parties d'entraînement, où des décisions pouvaient être reprises, dans les chiffres et la tendance (elles y sont marquées)",
    # a running Partie is not replaced without asking
    "Leave the Partie in progress?": "Quitter la partie en cours ?",
    "It is kept among the saved games: File > Open continues it later.":
        "Elle est gardée parmi les parties enregistrées : reprenez-la plus tard avec Fichier\u00a0>\u00a0Ouvrir.",
    "&Open the other game": "&Ouvrir l'autre partie",
    "&Start the new game": "&Commencer la nouvelle partie",
    "&Keep playing": "Continuer à &jouer",
    "The Partie in progress could not be kept.": "Impossible de garder la partie en cours.",
    "It is still on the table.": "Elle reste sur la table.",
    "The Partie in progress was kept as %1.": "La partie en cours a été gardée sous %1.",
    # dialogs helpers
    "Random": "Hasard",
    "%1: %2": "%1 : %2",
    "Plays any allowed card at random: a yardstick rather than an opponent.": "Joue au hasard une carte permise : un étalon plutôt qu'un adversaire.",
    "Plays by simple habits (follows low, takes a rich trick) and often carelessly.": "Joue selon des habitudes simples (fournit bas, prend un pli riche) et souvent distraitement.",
    "Plays like a good club player: draws trumps, gives points to the partner's trick, reads the partner's signals.": "Joue comme un bon joueur de club : tire les atouts, charge le pli du partenaire, lit ses signaux.",
    "Thinks each card through by playing the hand out in thousands of possible deals, about a second per card.": "Réfléchit à chaque carte en jouant la donne jusqu'au bout dans des milliers de distributions possibles, environ une seconde par carte.",
    "Beginner": "Débutant",
    "Medium": "Moyen",
    "Expert": "Expert",
    "Swiss (Rosen, Eicheln, Schilten, Schellen)": "Cartes suisses alémaniques (roses, glands, écussons, grelots)",
    "French (hearts, diamonds, spades, clubs)": "Cartes françaises (cœur, carreau, pique, trèfle)",
    "French, four colours": "Cartes françaises, quatre couleurs",
    "Blue": "Bleu",
    "Red": "Rouge",
    "Green": "Vert",
    "You": "Vous",
    "You (bottom):": "Vous (en bas) :",
    "Opponent (top):": "Adversaire (en haut) :",
    "Left opponent:": "Adversaire de gauche :",
    "Partner (top):": "Partenaire (en haut) :",
    "Right opponent:": "Adversaire de droite :",
    # rules help (the rule book itself is jassdesk/help/rules_fr.html)
    "Find in the rules (Ctrl+F)": "Chercher dans les règles (Ctrl+F)",
    "Previous match (Shift+F3)": "Résultat précédent (Maj+F3)",
    "Next match (F3)": "Résultat suivant (F3)",
    "Not found": "Introuvable",
    "%1 of %2": "%1 sur %2",
    # settings
    "Settings": "Réglages",
    "Card &back:": "&Dos des cartes :",
    "&Language:": "&Langue :",
    "Instant (no motion)": "Instantané (sans mouvement)",
    "Fast": "Rapide",
    "Normal": "Normal",
    "Slow": "Lent",
    "&Animations:": "&Animations :",
    "AI &pace (pause after each AI move):": "&Rythme de l'IA (pause après chaque coup) :",
    "Off": "Désactivés",
    "On request (H)": "Sur demande (H)",
    "Always shown": "Toujours affichés",
    "&Hints:": "&Conseils :",
    "%1 s": "%1 s",
    # table
    "The hint failed: %1": "Le conseil a échoué : %1",
    "%1 & %2": "%1 et %2",
    "An As: %1 deals.": "Un as : %1 donne.",
    "Highest card: %1 chooses who deals.": "Carte la plus haute : %1 choisit qui donne.",
    "%1 deals.": "%1 donne.",
    "Knocks.": "Tape.",
    "Cuts %1.": "Coupe %1.",
    "Trump is %1.": "Atout : %1.",
    "Schiebe! (over to %1)": "Chibre ! (à %1)",
    "Stöck": "Stöck",
    "Stöck! +%1": "Stöck ! +%1",
    "Weis: %1": "Annonce : %1",
    "Weis %1": "Annonce %1",
    "Exchanges the trump 6 for %1.": "Échange le 6 d'atout contre %1.",
    "Your seat": "Votre place",
    "AI: %1": "IA : %1",
    "D": "D",
    "V": "M",
    "%1 — dealer: %2, Vorhand: %3": "%1 — donneur : %2, main : %3",
    "yes": "oui",
    "no": "non",
    "Trump": "Atout",
    "Mode": "Genre",
    "%1 is thinking…": "%1 réfléchit…",
    "Your partner pushed: choose the trump": "Votre partenaire a chibré : faites atout",
    "Choose the trump": "Faites atout",
    "Schieben": "Chibrer",
    "partner chooses": "le partenaire choisit",
    "Choose the trump or push it to your partner.": "Faites atout ou chibrez à votre partenaire.",
    # issue 29: the status line of the choice, the draw for the dealer, the keys over dimmed cards
    'Your partner pushed to you: choose the trump.': 'Votre partenaire vous a chibré : faites atout.',
    'Choose the trump.': 'Faites atout.',
    '%1 (tie)': '%1 (égalité)',
    'Equal cards: everybody draws again (round %1).': 'Cartes égales : tout le monde tire à nouveau (tour %1).',
    '%1 (dimmed cards skipped). %2': '%1 (cartes grisées sautées). %2',
    "Cut the pack: click where to cut": "Coupez : cliquez là où couper",
    "Knock": "Taper",
    "Your cut: click between two cards of the pack.": "À vous de couper : cliquez entre deux cartes du paquet.",
    "You drew the highest card: who deals?": "Vous avez la carte la plus haute : qui donne ?",
    "I deal": "Je donne",
    "Choose who deals the first hand.": "Choisissez qui donne la première donne.",
    "Announce Stöck": "Annoncer Stöck",
    "Exchange the trump 6": "Échanger le 6 d'atout",
    "Your turn: play a card.": "À vous : jouez une carte.",
    "Hints are switched off (Settings).": "Les conseils sont désactivés (Réglages).",
    "A hint is given when it is your turn.": "Un conseil est donné quand c'est votre tour.",
    "Thinking about a hint…": "Recherche d'un conseil…",
    "Hint: %1 — %2": "Conseil : %1 — %2",
    "Hint: %1": "Conseil : %1",
    "No trick has been played in this hand yet.": "Aucun pli n'a encore été joué dans cette donne.",
    "Last trick — taken by %1": "Dernier pli — fait par %1",
    "Last trick: %1.": "Dernier pli : %1.",
    "Card points": "Points des cartes",
    "Match": "Match",
    "Multiplier": "Multiplicateur",
    "Written this hand": "Marqué dans cette donne",
    "Hand %1": "Donne %1",
    "The hand ended early: a side reached the target.":
        "La donne s'est terminée plus tôt : une équipe a atteint le but.",
    "Continue": "Continuer",
    "Hand over. Continue when you are ready (Enter).": "Donne terminée. Continuez quand vous êtes prêt (Entrée).",
    "The Partie is drawn": "La partie est nulle",
    "You win the Partie!": "Vous gagnez la partie !",
    "You and %1 win the Partie!": "Vous et %1 gagnez la partie !",
    "%1 win the Partie": "%1 gagnent la partie",
    "%1 wins the Partie": "%1 gagne la partie",
    "Hands played": "Donnes jouées",
    "Final score": "Score final",
    "Next Partie": "Partie suivante",
    "New game…": "Nouvelle partie…",
    # statistics window
    "All games": "Tous les jeux",
    "All levels": "Tous les niveaux",
    "No AI": "Sans IA",
    "Game": "Jeu",
    "AI level": "Niveau de l'IA",
    "Partien": "Parties",
    "Won": "Gagnées",
    "Win rate": "Taux de victoire",
    "Hands": "Donnes",
    "Ø points": "Ø points",
    "Ø opp.": "Ø adv.",
    "Matches": "Matchs",
    "The game played": "Le jeu joué",
    "The AI level of the Partie: the most common level among the other players, on a tie the stronger one":
        "Le niveau de l'IA de la partie : le plus fréquent parmi les autres joueurs, à égalité le plus fort",
    "Finished Partien": "Parties terminées",
    "Partien won by your side": "Parties gagnées par votre équipe",
    "Share of the finished Partien won by your side": "Part des parties terminées gagnées par votre équipe",
    "Hands played, also in Partien not yet finished": "Donnes jouées, y compris dans les parties non terminées",
    "Average points per hand written for your side": "Points marqués en moyenne par donne pour votre équipe",
    "Average points per hand written for the opponents":
        "Points marqués en moyenne par donne pour les adversaires",
    "Hands in which your side took every trick": "Donnes où votre équipe a fait tous les plis",
    "Weis points announced by your side": "Points d'annonces de votre équipe",
    "%1 won, %2 lost, %3 drawn": "%1 gagnées, %2 perdues, %3 nulles",
    "Statistics": "Statistiques",
    "Your statistics": "Vos statistiques",
    "AI &level:": "&Niveau de l'IA :",
    "Partien finished": ("Partie terminée", "Parties terminées"),
    "Hands recorded": ("Donne enregistrée", "Donnes enregistrées"),
    "Matches made": ("Match réussi", "Matchs réussis"),
    "Points per hand (opponents)": "Points par donne (adv.)",
    "Weis points": "Points d'annonces",
    "&Export CSV…": "&Exporter en CSV…",
    "Save every recorded hand as a CSV file for a spreadsheet":
        "Enregistrer chaque donne dans un fichier CSV pour un tableur",
    "C&lear history…": "E&ffacer l'historique…",
    "Delete all recorded Partien and hands": "Supprimer toutes les parties et donnes enregistrées",
    "&Close": "&Fermer",
    "Exported %n hands to %1.": ("%n donne exportée dans %1.", "%n donnes exportées dans %1."),
    "The export failed.": "L'exportation a échoué.",
    "The statistics were cleared.": "Les statistiques ont été effacées.",
    "Export statistics": "Exporter les statistiques",
    "CSV files (*.csv);;All files (*)": "Fichiers CSV (*.csv);;Tous les fichiers (*)",
    "The statistics could not be exported:\n%1": "Impossible d'exporter les statistiques :\n%1",
    "Clear history": "Effacer l'historique",
    "Delete all recorded statistics?\nFinished Partien: %1, hands: %2.\n"
    "This cannot be undone; export them first to keep a copy.":
        "Supprimer toutes les statistiques enregistrées ?\nParties terminées : %1, donnes : %2.\n"
        "C'est irréversible ; exportez-les d'abord pour en garder une copie.",
    "The statistics could not be cleared:\n%1": "Impossible d'effacer les statistiques :\n%1",
    "The statistics are being written; the latest hands are not counted here yet.":
        "Les statistiques sont en cours d'écriture ; les dernières donnes ne sont pas encore comptées ici.",
    "Another program is using the statistics file (a backup or sync tool, or a second JassDesk). The records "
    "wait and are written as soon as it is free; nothing is lost.":
        "Un autre programme utilise le fichier des statistiques (une sauvegarde, un outil de synchronisation ou "
        "un second JassDesk). Les données attendent et sont écrites dès qu'il est libre ; rien n'est perdu.",
    "No finished Partien yet": "Aucune partie terminée pour l'instant",
    "Choose another game or AI level above.": "Choisissez un autre jeu ou niveau d'IA ci-dessus.",
    "Finish a Partie to see your win rate and points per hand here.":
        "Terminez une partie pour voir ici votre taux de victoire et vos points par donne.",
    "Partien, oldest to newest": "Parties, de la plus ancienne à la plus récente",
    "Points per hand": "Points par donne",
    "Win rate over the last %n Partien": ("Taux de victoire sur la dernière partie",
                                          "Taux de victoire sur les %n dernières parties"),
    "Your points per hand": "Vos points par donne",
    "won": "gagnée",
    "lost": "perdue",
    "drawn": "nulle",
    "Partie %1 (%2): %3": "Partie %1 (%2) : %3",
    "%1 points per hand (opponents %2) in %3": "%1 points par donne (adversaires %2) sur %3",
    "Win rate over the last %n Partien: %1":
        ("Taux de victoire sur la dernière partie : %1", "Taux de victoire sur les %n dernières parties : %1"),
    "%1 (mixed levels, counted as %2)": "%1 (niveaux mixtes, comptée comme %2)",
    "%1 (%2)": "%1 (%2)",
    "%n mixed": ("%n mixte", "%n mixtes"),
    "%n Partien had AI players of different levels. Each is counted under the most common level among its AI "
    "players, on a tie the stronger one:":
        ("%n partie avait des joueurs IA de niveaux différents. Elle est comptée au niveau le plus fréquent de "
         "ses joueurs IA, à égalité au plus fort :",
         "%n parties avaient des joueurs IA de niveaux différents. Chacune est comptée au niveau le plus fréquent "
         "de ses joueurs IA, à égalité au plus fort :"),
    "%1: %2×": "%1 : %2×",
    "The statistics cannot be read": "Les statistiques sont illisibles",
    # the table package (issue 11)
    'An As: you deal.': "Un as : c'est vous qui donnez.",
    'Highest card: you choose who deals.': 'Carte la plus haute : vous choisissez qui donne.',
    'You deal.': 'Vous donnez.',
    'Hand %1 — dealer: %2, cut: %3.': 'Donne %1 — donneur : %2, coupe : %3.',
    'You knock.': 'Vous tapez.',
    'You cut at %1.': 'Vous coupez à %1.',
    'Weis for %1: %n points.': ('Annonces pour %1 : %n point.', 'Annonces pour %1 : %n points.'),
    'Trick to %1 (%n points).': ('Pli pour %1 (%n point).', 'Pli pour %1 (%n points).'),
    'Weis for you: %n points.': ('Annonces pour vous : %n point.', 'Annonces pour vous : %n points.'),
    'Weis for your team: %n points.': ('Annonces pour votre équipe : %n point.',
                                       'Annonces pour votre équipe : %n points.'),
    'Trick to you (%n points).': ('Pli pour vous (%n point).', 'Pli pour vous (%n points).'),
    "Schiebe! (over to you)": "Chibre ! (à vous)",
    "Hand %1 — you deal, %2 cuts.": "Donne %1 — vous donnez, %2 coupe.",
    "Hand %1 — %2 deals, you cut.": "Donne %1 — %2 donne, vous coupez.",
    "Last trick — taken by you": "Dernier pli — fait par vous",
    "In Coiffeur only the team that chose the row writes: your team.":
        "Au Coiffeur, seule l'équipe qui a choisi la ligne marque : votre équipe.",
    "You share the first place with %1": "Vous partagez la première place avec %1",
    'You exchange the trump 6 for %1.': "Vous échangez le 6 d'atout contre %1.",
    'Choose with the arrow keys, then press Enter.': 'Choisissez avec les flèches, puis appuyez sur Entrée.',
    'Cut at %1: Enter cuts.': 'Couper à %1 : Entrée coupe.',
    'Choose where to cut with the arrow keys, then press Enter.':
        'Choisissez où couper avec les flèches, puis appuyez sur Entrée.',
    'Played over %n hands.': ('Jouée en %n donne.', 'Jouée en %n donnes.'),
    'Target: %n points.': ('But : %n point.', 'But : %n points.'),
    '%n hands': ('%n donne', '%n donnes'),
    'Card points taken in this hand: %1': 'Points des cartes faits dans cette donne : %1',
    'Last trick (L)': 'Dernier pli (L)',
    'Small': 'Petites',
    'Large': 'Grandes',
    'Card &size:': '&Taille des cartes :',
    # seeing and moving: contrast, text size, motion (#32)
    "Normal contrast": "Contraste normal",
    "Normal text": "Normal",
    "Very large (for low vision)": "Très grandes (pour malvoyants)",
    "Largest (for low vision)": "Les plus grandes (pour malvoyants)",
    "high contrast": "contraste élevé",
    "normal": "normal",
    "As the system asks (now: %1)": "Comme le système le demande (maintenant : %1)",
    "High contrast": "Contraste élevé",
    "&Contrast:": "C&ontraste :",
    "Large text": "Grand",
    "Larger text": "Plus grand",
    "&Text size:": "Ta&ille du texte :",
    "reduced": "réduit",
    "cards move": "les cartes bougent",
    "Reduced: nothing moves": "Réduit : rien ne bouge",
    "Cards move at the animation speed": "Les cartes bougent à la vitesse des animations",
    "&Motion:": "&Mouvement :",
    'Settings apply at once and are kept for the next start.':
        "Les réglages s'appliquent tout de suite et sont gardés pour le prochain démarrage.",
    "%1's turn.": 'À %1 de jouer.',
    'Why? The rule…': 'Pourquoi ? La règle…',
    # the review after a hand
    'Review': 'Analyse',
    'Re&view a hand…': 'A&nalyser une donne…',
    'Review a hand of a sa&ved game…': "Analyser une donne d'une partie en&registrée…",
    'Review a hand': 'Analyser une donne',
    'Review a saved game': 'Analyser une partie enregistrée',
    'No hand of this Partie is finished yet.': "Aucune donne de cette partie n'est encore terminée.",
    'This Partie has no finished hand to review.': "Cette partie n'a aucune donne terminée à analyser.",
    'Which hand?': 'Quelle donne ?',
    'Review: %1.': 'Analyse : %1.',
    'Review: no inaccuracy, no mistake.': 'Analyse : aucune imprécision, aucune erreur.',
    'Reviewing your decisions… %1 of %2': 'Analyse de vos choix… %1 sur %2',
    'You chose %1': 'Vous avez choisi %1',
    '%1 chose %2': '%1 a choisi %2',
    'You pushed, %1 chose %2': 'Vous avez chibré, %1 a choisi %2',
    '%1 pushed, you chose %2': '%1 a chibré, vous avez choisi %2',
    '%1 pushed, %2 chose %3': '%1 a chibré, %2 a choisi %3',
    'Review of hand %1': 'Analyse de la donne %1',
    'Deal': 'Donne',
    'Back': 'Retour',
    'Forward': 'Suivant',
    'Last trick': 'Dernier pli',
    'Find a better card': 'Trouver une meilleure carte',
    'Close': 'Fermer',
    'Judged by the points a choice gives up, over the deals you could not tell apart then (never the open hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond.': "Jugé d'après les points qu'un choix laisse filer, sur les donnes que vous ne pouviez pas distinguer alors (jamais à jeu ouvert) : Meilleur jusqu'à %1, Bon jusqu'à %2, Imprécision jusqu'à %3, Erreur jusqu'à %4, Gaffe au-delà.",
    'Best': 'Meilleur',
    'Good': 'Bon',
    'Inaccuracy': 'Imprécision',
    'Mistake': 'Erreur',
    'Blunder': 'Gaffe',
    'Forced': 'Forcé',
    'nothing': 'rien',
    'Announcement: %1': 'Annonce : %1',
    'Trump 6: %1': "6 d'atout : %1",
    'exchanged': 'échangé',
    'kept': 'gardé',
    'Trump choice: %1': "Choix de l'atout : %1",
    'Card: %1': 'Carte : %1',
    'the only legal choice.': 'le seul choix permis.',
    'Which card would you play now? Click it among your cards.': 'Quelle carte joueriez-vous maintenant ? Cliquez-la parmi vos cartes.',
    'Better: %1.': 'Mieux : %1.',
    'The deal': 'La donne',
    'Trick %1 of %2': 'Pli %1 sur %2',
    'taken by %1': 'fait par %1',
    'taken by you': 'fait par vous',
    'Your decisions are being judged…': "Vos choix sont en cours d'analyse…",
    'No decision of yours here.': 'Aucun choix de votre part ici.',
    'Your pick, %1, is the best choice.': 'Votre choix, %1, est le meilleur.',
    'Your pick, %1, would have been: %2.': 'Votre choix, %1, aurait été : %2.',
    'Judging your decisions: %1 of %2': 'Analyse de vos choix : %1 sur %2',
    'The review failed: %1': "L'analyse a échoué : %1",
    'Partie %1: %2 mistakes and blunders, %3 inaccuracies per hand': 'Partie %1 : %2 erreurs et gaffes, %3 imprécisions par donne',
    'Review: mistakes and blunders per hand': 'Analyse : erreurs et gaffes par donne',
    'No reviewed hand yet: every hand you finish is reviewed after it ends.': "Aucune donne analysée pour l'instant : chaque donne terminée est analysée à la fin.",
    'Better: exchange the trump 6.': "Mieux : échanger le 6 d'atout.",
    'Better: keep the trump 6.': "Mieux : garder le 6 d'atout.",
    '%n inaccuracies': ('%n imprécision', '%n imprécisions'),
    '%n mistakes': ('%n erreur', '%n erreurs'),
    '%n blunders': ('%n gaffe', '%n gaffes'),
    '%n hands reviewed': ('%n donne analysée', '%n donnes analysées'),
    'about %n points given up.': ('environ %n point perdu.', 'environ %n points perdus.'),
    # the review's better line and the Schmaus stock (issue 30)
    "In the last four tricks each of those deals is solved exactly, every hand open in it.":
        "Dans les quatre derniers plis, chacune de ces donnes est résolue exactement, toutes les cartes ouvertes.",
    "With the %1 this trick went to %2 (%n points).": ("Avec %1, ce pli est allé à %2 (%n point).",
                                                        "Avec %1, ce pli est allé à %2 (%n points)."),
    "With the %1 your side takes %n points fewer in these tricks.":
        ("Avec %1, votre équipe fait %n point de moins dans ces plis.",
         "Avec %1, votre équipe fait %n points de moins dans ces plis."),
    "With the %1 you take %n points fewer in these tricks.": ("Avec %1, vous faites %n point de moins dans ces plis.",
                                                              "Avec %1, vous faites %n points de moins dans ces plis."),
    "Stock: %n cards, the next %1.": ("Talon : %n carte, la suivante %1.", "Talon : %n cartes, les suivantes %1."),
    "each side's best play, every hand open": "le meilleur jeu de chaque équipe, toutes les cartes ouvertes",
    "played on as club players would": "joué comme le feraient des joueurs de club",
    "Line with %1 (%2):": "Suite avec %1 (%2) :",
    "Turned up: %1.": "Carte retournée : %1.",
    "The stock is used up.": "Le talon est épuisé.",
    "Stock and turned card": "Talon et carte retournée",
    "Your decisions here": "Vos décisions ici",
    # Differenzler: the bid, the plates, the sheet, New game, statistics (issue 15)
    'Bid': 'Estimer',
    'Bids': 'Estimations',
    'Suggest': 'Suggérer',
    'The hint: what the Expert would bid, and why (H)': "Le conseil : ce que l'Expert estimerait, et pourquoi (H)",
    '%1 to %2 points': 'de %1 à %2 points',
    'How many points will you make? Type a number or move the slider, then press Enter.':
        'Combien de points ferez-vous ? Tapez un nombre ou déplacez le curseur, puis appuyez sur Entrée.',
    'Type a number or move the slider first.': "Tapez d'abord un nombre ou déplacez le curseur.",
    'Your bid': 'Votre estimation',
    'Your bid. Bids so far: %1.': 'Votre estimation. Estimations déjà faites : %1.',
    'Your bid: how many points will you make?': 'Votre estimation : combien de points ferez-vous ?',
    'I bid %1.': "J'estime %1.",
    'I have bid.': "J'ai estimé.",
    'You bid %1.': 'Vous estimez %1.',
    'Trump drawn at random: %1.': 'Atout tiré au hasard : %1.',
    'Trump is %1, turned: your card.': "L'atout est %1, retourné : votre carte.",
    "Trump is %1, turned: %2's card.": "L'atout est %1, retourné : la carte de %2.",
    'Your points in this hand: %1': 'Vos points dans cette donne : %1',
    'bid %1': 'estime %1',
    "Bid %1; the others' points are not shown.": 'Estimation %1 ; les points des autres ne sont pas montrés.',
    'bid ✓': 'estimé ✓',
    "Has bid; the value is shown with the hand's result.":
        'A estimé ; le nombre est montré avec le résultat de la donne.',
    'You have %1 of your %2 points: %n still to make.':
        ('Vous avez %1 de vos %2 points : encore %n à faire.',
         'Vous avez %1 de vos %2 points : encore %n à faire.'),
    'You have exactly your %1 points.': 'Vous avez exactement vos %1 points.',
    'You have %1 points, %n over your bid of %2.':
        ('Vous avez %1 points, %n de plus que votre estimation de %2.',
         'Vous avez %1 points, %n de plus que votre estimation de %2.'),
    'Points made': 'Points faits',
    'Penalty': 'Pénalité',
    'Total penalty': 'Pénalité totale',
    '%1 share the first place': '%1 partagent la première place',
    'Place': 'Place',
    '%1: bid %2, made %3, penalty %4': '%1 : estimation %2, faits %3, pénalité %4',
    'Each cell: bid/points made → penalty. The lowest total penalty wins.':
        'Chaque case : estimation/points faits → pénalité. La plus petite pénalité totale gagne.',
    '%1: place %2, total penalty %3': '%1 : place %2, pénalité totale %3',
    'Trump: %1': 'Atout : %1',
    'Bids and penalties': 'Estimations et pénalités',
    'Differenzler': 'Différence',
    'Differenzler (four players alone, bid your points)': 'Différence (quatre joueurs seuls, estimez vos points)',
    'Differenzler, 8 hands': 'Différence, 8 donnes',
    'As Swisslos plays it: hidden bids, the turned card fixes trump, the lowest total penalty wins':
        ("Comme chez Swisslos : estimations cachées, la carte retournée fixe l'atout, la plus petite "
         'pénalité totale gagne'),
    'Open bids with the exact bonus': 'Estimations ouvertes avec bonus exact',
    'Bids in turn order, each seeing the earlier ones; 10 off the penalty for an exact bid':
        ('Estimations à tour de rôle, chacun voit les précédentes ; 10 de pénalité en moins pour une '
         'estimation exacte'),
    'Left:': 'À gauche :',
    'Across (top):': 'En face (en haut) :',
    'Right:': 'À droite :',
    'Open bids (in turn order)': 'Estimations ouvertes (à tour de rôle)',
    'Trump drawn at random': 'Atout tiré au hasard',
    'Exact bonus: 10 off for an exact bid': 'Bonus exact : 10 de moins pour une estimation exacte',
    ('Each player bids in turn, the dealer last, seeing the bids before his; otherwise every bid stays '
     'hidden until the hand is over'):
        ("Chacun estime à son tour, le donneur en dernier, en voyant les estimations d'avant ; sinon chaque "
         "estimation reste cachée jusqu'à la fin de la donne"),
    'Trump is drawn at random instead of being fixed by the turned bottom card':
        "L'atout est tiré au hasard au lieu d'être fixé par la carte du dessous retournée",
    'Penalty per hand': 'Pénalité par donne',
    'Your penalty per hand': 'Votre pénalité par donne',
    'Ø penalty (exact bids)': 'Ø pénalité (exactes)',
    '%1 penalty per hand, %2 exact bids, in %3': '%1 de pénalité par donne, %2 estimations exactes, en %3',
    'Ø penalty': 'Ø pénalité',
    'Exact': 'Exactes',
    ('Differenzler: your average penalty per hand (the difference between bid and points; lower is '
     'better)'):
        ("Différence : votre pénalité moyenne par donne (l'écart entre estimation et points ; moins, c'est "
         'mieux)'),
    'Differenzler: hands you made exactly as bid': 'Différence : donnes faites exactement comme estimé',
    # Coiffeur: its table, choice, sheet and options; the direction of a Slalom or Guschti trick
    'Rows played': 'Lignes jouées',
    '%1 ×%2: %3': '%1 ×%2 : %3',
    'In Coiffeur only the team that chose the row writes: %1.': "Au Coiffeur, seule l'équipe qui a choisi la ligne marque : %1.",
    'Everyone pushed: you must choose a row': 'Tous ont chibré : vous devez choisir une ligne',
    'Your partner pushed: choose a row': 'Votre partenaire a chibré : choisissez une ligne',
    'Choose a row of your team': 'Choisissez une ligne de votre équipe',
    'any mode': 'tout genre',
    'its start': 'choisir le départ',
    'not any more': 'plus possible',
    'next player': 'au suivant',
    'Choose a row of the Coiffeur table, or push.': 'Choisissez une ligne du tableau du Coiffeur, ou chibrez.',
    'Choose a row of the Coiffeur table.': 'Choisissez une ligne du tableau du Coiffeur.',
    '%1 ×%2: choose its mode': '%1 ×%2 : choisissez le genre',
    'Every row of both teams is played: %n rows each.': ('Toutes les lignes des deux équipes sont jouées : %n ligne chacune.', 'Toutes les lignes des deux équipes sont jouées : %n lignes chacune.'),
    'Coiffeur': 'Coiffeur',
    'Coiffeur (four players, every row of the table)': 'Coiffeur (quatre joueurs, chaque ligne du tableau)',
    'Coiffeur, 8 rows': 'Coiffeur, 8 lignes',
    'The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6 and two jokers ×7, ×8': 'Les quatre couleurs ×1 à ×4, Obenabe ×5, Undenufe ×6 et deux jokers ×7, ×8',
    'Coiffeur, 10 rows': 'Coiffeur, 10 lignes',
    'The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 and two jokers ×9, ×10': 'Les quatre couleurs ×1 à ×4, Obenabe ×5, Undenufe ×6, zig-zag ×7, Guschti ×8 et deux jokers ×9, ×10',
    'Slalom may be chosen (×3 with multipliers)': 'Zig-zag permis (×3 avec multiplicateurs)',
    'Coiffeur: push to the partner only': 'Coiffeur : chibrer au partenaire seulement',
    'Coiffeur: Stöck count': 'Coiffeur : le Stöck compte',
    'Slalom: Obenabe and Undenufe trick by trick, from the start the chooser names': 'Zig-zag : Obenabe et Undenufe pli après pli, depuis le départ annoncé',
    'Off: pushing passes the choice round the table; on: to the partner, as in Schieber': 'Désactivé : chibrer passe le choix au joueur suivant ; activé : au partenaire, comme au Chibre',
    "Stöck (20) count for the choosing team, times the row's factor": "Le Stöck (20) compte pour l'équipe qui choisit, multiplié par le facteur de la ligne",
    'Coiffeur table:': 'Tableau du Coiffeur :',
    '%n rows': ('%n ligne', '%n lignes'),
    'factors:': 'facteurs :',
    'The factor of each row, in this order: %1': 'Le facteur de chaque ligne, dans cet ordre : %1',
    'The Coiffeur table needs %n factors, whole numbers from 1 to 100.': ('Le tableau du Coiffeur demande %n facteur, un nombre entier de 1 à 100.', 'Le tableau du Coiffeur demande %n facteurs, des nombres entiers de 1 à 100.'),
    'Row': 'Ligne',
    'Coiffeur table': 'Tableau du Coiffeur',
    'Played as: %1': 'Joué en : %1',
    '%1: still to be played': '%1 : encore à jouer',
    '%1: being played now': '%1 : en cours',
    '%1: %2 points × %3 = %4': '%1 : %2 points × %3 = %4',
    'This trick: %1': 'Ce pli : %1',
    'This trick is played %1': 'Ce pli se joue %1',
    # the Jasstafel as a chalk board (issue 29)
    'Table': 'Tableau',
    'Board': 'Ardoise',
    'Show the score sheet as a table of hands': 'Afficher le tableau des points comme une liste des donnes',
    'Show the score sheet as a chalk board': "Afficher le tableau des points comme une ardoise à la craie",
    'Chalk board': 'Ardoise',
    'M': 'M',
    'K': 'C',
    '%1: %n points': ('%1 : %n point', '%1 : %n points'),
    '%1 × 100, %2 × 50, %3 × 20, rest %4': '%1 × 100, %2 × 50, %3 × 20, reste %4',
    '%n matches': ('%n match', '%n matchs'),
    '%n Kontermatches': ('%n contre-match', '%n contre-matchs'),
    # the welcome of the first start, Help > Welcome (issue 31)
    '&Welcome…': '&Bienvenue…',
    'Welcome to JassDesk': 'Bienvenue dans JassDesk',
    "Jass is the card game of Switzerland. Choose what to play: the AI players take the other seats, and a "
    "hint (H) shows what they would play.":
        "Le jass est le jeu de cartes de la Suisse. Choisissez à quoi jouer : les joueurs IA prennent les "
        "autres places, et un conseil (H) montre ce qu'ils joueraient.",
    'This welcome opens again from Help > Welcome.': "Cet accueil s'ouvre à nouveau depuis Aide > Bienvenue.",
    'Play Schieber': 'Jouer au chibre',
    'Play Schmaus': 'Jouer au Schmaus',
    'Play Coiffeur': 'Jouer au Coiffeur',
    'Play Differenzler': 'Jouer à la Différence',
    'Four players in two teams: choose the trump or push it to your partner.':
        'Quatre joueurs en deux équipes : faites atout ou chibrez à votre partenaire.',
    'Two players, with a stock to draw from after each trick.':
        "Deux joueurs, avec un talon où l'on tire une carte après chaque pli.",
    'Two teams fill the table of rows, each row with its factor.':
        'Deux équipes remplissent le tableau du Coiffeur, chaque ligne avec son facteur.',
    'Each player bids his points, then plays to make exactly that.':
        'Chaque joueur estime ses points, puis joue pour en faire exactement autant.',
    'Learn the rules': 'Apprendre les règles',
    'Learn the rules: %1': 'Apprendre les règles : %1',
    'Learn Jass': 'Apprendre le jass',
    'Lessons and puzzles, from the first card on.': 'Des leçons et des problèmes, dès la première carte.',
    # the Jass school (ui/school)
    'Choose a card with the arrow keys (or click it), then press Enter.': 'Choisissez une carte avec les flèches (ou cliquez dessus), puis appuyez sur Entrée.',
    'Continue (Enter)': 'Continuer (Entrée)',
    'Hint (H)': 'Conseil (H)',
    'Start again': 'Recommencer',
    'Lessons and puzzles': 'Leçons et problèmes',
    'The guide': 'Le guide',
    'Step %1 of %2': 'Étape %1 sur %2',
    '%1 of 3 stars': '%1 étoile(s) sur 3',
    'Jass &school: lessons and puzzles…': 'É&cole de jass : leçons et problèmes…',
    'Jass school': 'École de jass',
    'Learn Jass one idea at a time: each lesson deals the cards it needs and the guide beside the table says what to do. Then try the puzzles: the last tricks of a hand, checked card by card against the best play.': "Apprenez le jass une idée à la fois : chaque leçon distribue les cartes dont elle a besoin et le guide à côté de la table dit quoi faire. Essayez ensuite les problèmes : les derniers plis d'une donne, vérifiés carte par carte avec le meilleur jeu.",
    'Lessons': 'Leçons',
    'Puzzles': 'Problèmes',
    'Play the last cards of a hand to its goal. The hint (H) says what to look for.': "Jouez les dernières cartes d'une donne jusqu'à l'objectif. Le conseil (H) dit à quoi faire attention.",
    'Not shipped in one piece: %1': 'Livré incomplet : %1',
    'Stars won: %1 of %2': 'Étoiles gagnées : %1 sur %2',
    'Lesson %1': 'Leçon %1',
    'Puzzle %1': 'Problème %1',
    'Done: %1 of 3 stars': 'Réussi : %1 étoile(s) sur 3',
    'Continue where you left off': 'Reprendre là où vous vous êtes arrêté',
    'Not started yet': 'Pas encore commencé',
    'Jass school — JassDesk': 'École de jass — JassDesk',
    '&School': 'É&cole',
    '&All lessons and puzzles': '&Toutes les leçons et tous les problèmes',
    '&Start again': '&Recommencer',
    '&Close the school': "&Fermer l'école",
    'This exercise has changed since you left it: it starts from the beginning.': "Cet exercice a changé depuis que vous l'avez quitté : il recommence depuis le début.",
    'Next lesson': 'Leçon suivante',
    'Next puzzle': 'Problème suivant',
    '%1 puzzle %2': 'Problème de %1 %2',
    "Read the guide's sentence again: it says what to look at.": 'Relisez la phrase du guide : elle dit à quoi faire attention.',
    'Done: %1 of 3 stars.': 'Réussi : %1 étoile(s) sur 3.',
    'A new best.': 'Un nouveau record.',
    'Partner': 'Partenaire',
    'Opponent': 'Adversaire',
    # issue 32: the table in words, for a screen reader
    'The trick': 'Le pli',
    'Your cards': 'Vos cartes',
    'Choices': 'Choix',
    'Panel': 'Panneau',
    'Value': 'Valeur',
    'A card face down': 'Une carte face cachée',
    '%1, trump': '%1, atout',
    '%1, playable': '%1, jouable',
    '%1, not playable: %2': '%1, non jouable : %2',
    "%1, the hint's card": '%1, la carte du conseil',
    'a card face down': 'une carte face cachée',
    'dealer': 'donneur',
    'Vorhand': 'main',
    'to play': 'à jouer',
    'your turn': 'à vous',
    '%1 points in this hand': '%1 points dans cette donne',
    '%1, chosen': '%1, choisi',
    '%1, not chosen': '%1, non choisi',
    'Trick: %1.': 'Pli : %1.',
    'No card in the trick.': 'Aucune carte dans le pli.',
    'Played: %1.': 'On joue : %1.',
    'Your turn.': 'À vous.',
    'You hold no cards.': "Vous n'avez pas de cartes.",
    'Your cards: %1.': 'Vos cartes : %1.',
    'You may play: %1.': 'Vous pouvez jouer : %1.',
    '%1: %2.': '%1 : %2.',
    'Card points in this hand: %1.': 'Points de cartes dans cette donne : %1.',
    'Nothing has been written yet.': "Rien n'est encore marqué.",
    'Your turn: %1': 'À vous : %1',
    'You play %1.': 'Vous jouez %1.',
    '%1 plays %2.': '%1 joue %2.',
    'You take the trick: %1 points.': 'Vous faites le pli : %1 points.',
    'Your bid in points': 'Votre estimation en points',
    'The Jass table': 'La table de jass',
    'Left and Right choose a card, Enter plays it; R reads the trick, C your cards, S the score, L the last trick, H gives a hint.': 'Gauche et Droite choisissent une carte, Entrée la joue ; R lit le pli, C vos cartes, S le score, L le dernier pli, H donne un conseil.',
    '%1 takes the trick: %2 points.': '%1 fait le pli : %2 points.',
    # keyboard through the dialogs (#32)
    'Dec&k:': '&Cartes :',
    'Points to play to': 'Points à atteindre',
    'Hands to play': 'Nombre de donnes',
    '%1: AI level': "%1 : niveau de l'IA",
    'Win rate and points per hand, Partie by Partie': 'Taux de victoire et points par donne, partie par partie',
    'Statistics by game and AI level': "Statistiques par jeu et niveau de l'IA",
    'Clea&r history…': "Effacer l'histo&rique…",
    "Every player's cards": 'Les cartes de tous les joueurs',
    'Or choose it with Left and Right and press Enter.': 'Ou choisissez-la avec Gauche et Droite et appuyez sur Entrée.',
    'Find in the rules': 'Chercher dans les règles',
    'Previous match': 'Résultat précédent',
    'Next match': 'Résultat suivant',
    'Licence text': 'Texte de la licence',
    'Stat&istics…': 'Stat&istiques…',
    'Review a hand of a saved &game…': "Analyser une donne d'une partie enre&gistrée…",
    'What the guide says': 'Ce que dit le guide',
}

FRENCH: dict[str, str | tuple[str, str]] = {
    source: (_typeset(text[0]), _typeset(text[1])) if isinstance(text, tuple) else _typeset(text)
    for source, text in _TABLE.items()
}
