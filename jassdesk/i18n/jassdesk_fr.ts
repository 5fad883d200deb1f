<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="fr_CH">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ui/about.py" line="62" />
        <source>About JassDesk</source>
        <translation>À propos de JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="69" />
        <source>The Swiss card game Jass — Schieber, Schmaus, Coiffeur and Differenzler — offline, with AI players and hints.</source>
        <translation>Le jass, le jeu de cartes suisse — chibre, Schmaus, Coiffeur et Différence — hors ligne, avec des joueurs IA et des conseils.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="71" />
        <source>Copyright © the JassDesk contributors. Free software under the GNU General Public License, version 3 or later; it comes with no warranty.</source>
        <translation>Copyright © les contributeurs de JassDesk. Logiciel libre sous la GNU General Public License, version 3 ou ultérieure ; sans aucune garantie.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="89" />
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="93" />
        <source>Licences of JassDesk and of the software it is built on:</source>
        <translation>Licences de JassDesk et des logiciels sur lesquels il repose :</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="103" />
        <source>JassDesk is free software: you may share and change it under the terms of the GNU General Public License as published by the Free Software Foundation, version 3 or (at your option) any later version. It comes WITHOUT ANY WARRANTY.</source>
        <translation>JassDesk est un logiciel libre : vous pouvez le redistribuer et le modifier selon les termes de la GNU General Public License telle que publiée par la Free Software Foundation, version 3 ou (à votre choix) toute version ultérieure. Il est fourni SANS AUCUNE GARANTIE.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="107" />
        <source>Card art — CC BY 4.0</source>
        <translation>Dessins des cartes — CC BY 4.0</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="108" />
        <source>The card faces, the backs and the icon are original art made for JassDesk, licensed under Creative Commons Attribution 4.0 International: %1</source>
        <translation>Les faces des cartes, les dos et l'icône sont des dessins originaux créés pour JassDesk, sous licence Creative Commons Attribution 4.0 International : %1</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="113" />
        <source>Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser General Public License, version 3. Their source code: %1 and %2</source>
        <translation>Qt et Qt for Python (PySide6, Shiboken6) sont utilisés sans modification sous la GNU Lesser General Public License, version 3. Leur code source : %1 et %2</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="118" />
        <source>Python and its standard library are used under the Python Software Foundation License.</source>
        <translation>Python et sa bibliothèque standard sont utilisés sous la Python Software Foundation License.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="122" />
        <source>platformdirs finds the folders for the settings, the games and the log; MIT License.</source>
        <translation>platformdirs trouve les dossiers des réglages, des parties et du journal ; licence MIT.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="124" />
        <source>DejaVu fonts</source>
        <translation>Polices DejaVu</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="125" />
        <source>The DejaVu Sans font is shipped for systems that have no font of their own (Bitstream Vera and Arev font licences).</source>
        <translation>La police DejaVu Sans est fournie pour les systèmes qui n'ont pas leur propre police (licences des polices Bitstream Vera et Arev).</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="128" />
        <source>Other bundled software</source>
        <translation>Autres logiciels fournis</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="129" />
        <source>What the installable bundle carries besides: PyInstaller's start-up program and, on Linux, libraries of the system it was built on.</source>
        <translation>Ce que le paquet installable contient en plus : le programme de démarrage de PyInstaller et, sous Linux, des bibliothèques du système sur lequel il a été construit.</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <location filename="../ui/table/bid_panel.py" line="97" />
        <source>Bid</source>
        <extracomment>key -&gt; change of the bid, in the field and on the slider</extracomment>
        <translation>Estimer</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="100" />
        <source>Suggest</source>
        <translation>Suggérer</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="101" />
        <source>The hint: what the Expert would bid, and why (H)</source>
        <translation>Le conseil : ce que l'Expert estimerait, et pourquoi (H)</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="102" />
        <source>%1 to %2 points</source>
        <translation>de %1 à %2 points</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="105" />
        <source>How many points will you make? Type a number or move the slider, then press Enter.</source>
        <translation>Combien de points ferez-vous ? Tapez un nombre ou déplacez le curseur, puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="170" />
        <source>Type a number or move the slider first.</source>
        <translation>Tapez d'abord un nombre ou déplacez le curseur.</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <location filename="../ui/table/bid_panel.py" line="197" />
        <source>Your bid</source>
        <translation>Votre estimation</translation>
    </message>
</context>
<context>
    <name>Chalkboard</name>
    <message>
        <location filename="../ui/chalkboard.py" line="706" />
        <source>M</source>
        <extracomment>handwriting faces tried for the names, in order (the system's own font, italic, when none is there) what each stroke kind stands for; a rest mark's value is the rest, a Match mark's nothing (its points are in the strokes) the board is at most this much higher than wide; the sheet's own background below it the room between two bundles of five, in stroke spacings the angle of a fifty's stroke to the diagonal (radians): the first falls across it, the second crosses the first, an X on the line how each side's Weis and Stöck were written in the hands seen being played: the hand's line on the sheet (0 the first) -&gt; the writes (a hand not seen, as before a restart: its Weis as one write)</extracomment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../ui/chalkboard.py" line="706" />
        <source>K</source>
        <translation>C</translation>
    </message>
    <message>
        <location filename="../ui/chalkboard.py" line="707" />
        <source>Chalk board</source>
        <translation>Ardoise</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chalkboard.py" line="716" />
        <source>%1: %n points</source>
        <translation><numerusform>%1 : %n point</numerusform><numerusform>%1 : %n points</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/chalkboard.py" line="717" />
        <source>%1 × 100, %2 × 50, %3 × 20, rest %4</source>
        <translation>%1 × 100, %2 × 50, %3 × 20, reste %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chalkboard.py" line="722" />
        <source>%n matches</source>
        <translation><numerusform>%n match</numerusform><numerusform>%n matchs</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chalkboard.py" line="724" />
        <source>%n Kontermatches</source>
        <translation><numerusform>%n contre-match</numerusform><numerusform>%n contre-matchs</numerusform></translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <location filename="../ui/table/choices.py" line="89" />
        <source>Your partner pushed: choose the trump</source>
        <translation>Votre partenaire a chibré : faites atout</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="89" />
        <source>Choose the trump</source>
        <translation>Faites atout</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="99" />
        <source>Schieben</source>
        <translation>Chibrer</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="100" />
        <source>partner chooses</source>
        <translation>le partenaire choisit</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="102" />
        <source>Your partner pushed to you: choose the trump.</source>
        <translation>Votre partenaire vous a chibré : faites atout.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="103" />
        <source>Choose the trump or push it to your partner.</source>
        <translation>Faites atout ou chibrez à votre partenaire.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="104" />
        <source>Choose the trump.</source>
        <translation>Faites atout.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="121" />
        <source>Cut the pack: click where to cut</source>
        <translation>Coupez : cliquez là où couper</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="125" />
        <source>Knock</source>
        <translation>Taper</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="128" />
        <source>Your cut: click between two cards of the pack.</source>
        <translation>À vous de couper : cliquez entre deux cartes du paquet.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="134" />
        <source>You drew the highest card: who deals?</source>
        <translation>Vous avez la carte la plus haute : qui donne ?</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="140" />
        <source>%1 (tie)</source>
        <translation>%1 (égalité)</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="145" />
        <source>I deal</source>
        <translation>Je donne</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="147" />
        <source>Choose who deals the first hand.</source>
        <translation>Choisissez qui donne la première donne.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="173" />
        <source>Announce Stöck</source>
        <translation>Annoncer Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="178" />
        <source>Exchange the trump 6</source>
        <translation>Échanger le 6 d'atout</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="184" />
        <source>Your turn: play a card.</source>
        <translation>À vous : jouez une carte.</translation>
    </message>
</context>
<context>
    <name>CoiffeurTable</name>
    <message>
        <location filename="../ui/table/coiffeur.py" line="79" />
        <source>Everyone pushed: you must choose a row</source>
        <extracomment>a joker's modes in the order of the standard tables: Eicheln, Rosen, Schilten, Schellen, Obenabe, Undenufe</extracomment>
        <translation>Tous ont chibré : vous devez choisir une ligne</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="80" />
        <source>Your partner pushed: choose a row</source>
        <translation>Votre partenaire a chibré : choisissez une ligne</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="82" />
        <source>Choose a row of your team</source>
        <translation>Choisissez une ligne de votre équipe</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="95" />
        <source>any mode</source>
        <translation>tout genre</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="95" />
        <source>its start</source>
        <translation>choisir le départ</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="96" />
        <source>Schieben</source>
        <translation>Chibrer</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="99" />
        <source>not any more</source>
        <translation>plus possible</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="101" />
        <source>partner chooses</source>
        <translation>le partenaire choisit</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="101" />
        <source>next player</source>
        <translation>au suivant</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="102" />
        <source>Choose a row of the Coiffeur table, or push.</source>
        <translation>Choisissez une ligne du tableau du Coiffeur, ou chibrez.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="103" />
        <source>Choose a row of the Coiffeur table.</source>
        <translation>Choisissez une ligne du tableau du Coiffeur.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="136" />
        <source>%1 ×%2: choose its mode</source>
        <translation>%1 ×%2 : choisissez le genre</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="142" />
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="159" />
        <source>%1 ×%2: %3</source>
        <translation>%1 ×%2 : %3</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="183" />
        <source>In Coiffeur only the team that chose the row writes: your team.</source>
        <translation>Au Coiffeur, seule l'équipe qui a choisi la ligne marque : votre équipe.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="184" />
        <source>In Coiffeur only the team that chose the row writes: %1.</source>
        <translation>Au Coiffeur, seule l'équipe qui a choisi la ligne marque : %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="190" />
        <source>Rows played</source>
        <translation>Lignes jouées</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/coiffeur.py" line="193" />
        <source>Every row of both teams is played: %n rows each.</source>
        <translation><numerusform>Toutes les lignes des deux équipes sont jouées : %n ligne chacune.</numerusform><numerusform>Toutes les lignes des deux équipes sont jouées : %n lignes chacune.</numerusform></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/dialogs.py" line="18" />
        <source>Swiss (Rosen, Eicheln, Schilten, Schellen)</source>
        <translation>Cartes suisses alémaniques (roses, glands, écussons, grelots)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="19" />
        <source>French (hearts, diamonds, spades, clubs)</source>
        <translation>Cartes françaises (cœur, carreau, pique, trèfle)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="20" />
        <source>French, four colours</source>
        <translation>Cartes françaises, quatre couleurs</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="24" />
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="25" />
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="26" />
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <location filename="../ui/games/base.py" line="72" />
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="20" />
        <source>Differenzler</source>
        <translation>Différence</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="23" />
        <source>Differenzler (four players alone, bid your points)</source>
        <translation>Différence (quatre joueurs seuls, estimez vos points)</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="27" />
        <source>Differenzler, 8 hands</source>
        <translation>Différence, 8 donnes</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="28" />
        <source>As Swisslos plays it: hidden bids, the turned card fixes trump, the lowest total penalty wins</source>
        <translation>Comme chez Swisslos : estimations cachées, la carte retournée fixe l'atout, la plus petite pénalité totale gagne</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="32" />
        <source>Open bids with the exact bonus</source>
        <translation>Estimations ouvertes avec bonus exact</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="33" />
        <source>Bids in turn order, each seeing the earlier ones; 10 off the penalty for an exact bid</source>
        <translation>Estimations à tour de rôle, chacun voit les précédentes ; 10 de pénalité en moins pour une estimation exacte</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="40" />
        <location filename="../ui/games/schieber.py" line="44" />
        <location filename="../ui/games/schmaus.py" line="29" />
        <source>You (bottom):</source>
        <translation>Vous (en bas) :</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="41" />
        <source>Left:</source>
        <translation>À gauche :</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="42" />
        <source>Across (top):</source>
        <translation>En face (en haut) :</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="43" />
        <source>Right:</source>
        <translation>À droite :</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="17" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="20" />
        <source>Schmaus (two players, with a stock)</source>
        <translation>Schmaus (deux joueurs, avec un talon)</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="23" />
        <source>Schmaus to 1000</source>
        <translation>Schmaus en 1000</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="24" />
        <source>Free play while the stock lasts, Weis with every card, match +100</source>
        <translation>Jeu libre tant qu'il reste du talon, annonces à chaque carte, match +100</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="30" />
        <source>Opponent (top):</source>
        <translation>Adversaire (en haut) :</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="20" />
        <source>Schieber</source>
        <translation>Chibre</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="23" />
        <source>Schieber (four players, two teams)</source>
        <translation>Chibre (quatre joueurs, deux équipes)</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="27" />
        <source>Swiss standard to 1000</source>
        <translation>Standard suisse en 1000</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="28" />
        <source>As most Swiss play it: Weis, match +100, you may trump instead of following suit, no under-trumping</source>
        <translation>Comme on le joue le plus souvent en Suisse : annonces, match +100, on peut couper au lieu de suivre, sans sous-couper</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="32" />
        <source>2500 with multipliers</source>
        <translation>2500 avec multiplicateurs</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="33" />
        <source>Swiss standard to 2500 with the multipliers of the Swisslos tables</source>
        <translation>Standard suisse en 2500 avec les multiplicateurs des tableaux Swisslos</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="36" />
        <source>Simple Schieber (follow suit, no Weis)</source>
        <translation>Chibre simple (suivre, sans annonces)</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="37" />
        <source>The simplest rules to learn with: you must follow suit, no Weis, no match bonus</source>
        <translation>Les règles les plus simples pour apprendre : suivre la couleur, sans annonces, sans prime de match</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="45" />
        <source>Left opponent:</source>
        <translation>Adversaire de gauche :</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="46" />
        <source>Partner (top):</source>
        <translation>Partenaire (en haut) :</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="47" />
        <source>Right opponent:</source>
        <translation>Adversaire de droite :</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="21" />
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="24" />
        <source>Coiffeur (four players, every row of the table)</source>
        <translation>Coiffeur (quatre joueurs, chaque ligne du tableau)</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="32" />
        <source>Coiffeur, 8 rows</source>
        <translation>Coiffeur, 8 lignes</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="33" />
        <source>The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6 and two jokers ×7, ×8</source>
        <translation>Les quatre couleurs ×1 à ×4, Obenabe ×5, Undenufe ×6 et deux jokers ×7, ×8</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="36" />
        <source>Coiffeur, 10 rows</source>
        <translation>Coiffeur, 10 lignes</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="37" />
        <source>The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 and two jokers ×9, ×10</source>
        <translation>Les quatre couleurs ×1 à ×4, Obenabe ×5, Undenufe ×6, zig-zag ×7, Guschti ×8 et deux jokers ×9, ×10</translation>
    </message>
</context>
<context>
    <name>DifferenzlerSheet</name>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="68" />
        <source>%1: bid %2, made %3, penalty %4</source>
        <extracomment>the points of a bid while its hand is played: not "…", which reads as a figure cut off ("45/…")</extracomment>
        <translation>%1 : estimation %2, faits %3, pénalité %4</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="94" />
        <source>Each cell: bid/points made → penalty. The lowest total penalty wins.</source>
        <translation>Chaque case : estimation/points faits → pénalité. La plus petite pénalité totale gagne.</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="113" />
        <source>Total penalty</source>
        <translation>Pénalité totale</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="119" />
        <source>%1: place %2, total penalty %3</source>
        <translation>%1 : place %2, pénalité totale %3</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="140" />
        <source>Trump: %1</source>
        <translation>Atout : %1</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="146" />
        <source>Bids and penalties</source>
        <translation>Estimations et pénalités</translation>
    </message>
</context>
<context>
    <name>DifferenzlerTable</name>
    <message>
        <location filename="../ui/table/differenzler.py" line="51" />
        <source>You win the Partie!</source>
        <translation>Vous gagnez la partie !</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="52" />
        <source>%1 wins the Partie</source>
        <translation>%1 gagne la partie</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="73" />
        <source>Your bid. Bids so far: %1.</source>
        <translation>Votre estimation. Estimations déjà faites : %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="76" />
        <source>Your bid: how many points will you make?</source>
        <translation>Votre estimation : combien de points ferez-vous ?</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="82" />
        <source>I bid %1.</source>
        <translation>J'estime %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="83" />
        <source>I have bid.</source>
        <translation>J'ai estimé.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="87" />
        <source>You bid %1.</source>
        <translation>Vous estimez %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="94" />
        <source>Trump drawn at random: %1.</source>
        <translation>Atout tiré au hasard : %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="115" />
        <location filename="../ui/table/differenzler.py" line="122" />
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="121" />
        <source>Your points in this hand: %1</source>
        <translation>Vos points dans cette donne : %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="125" />
        <source>bid %1</source>
        <translation>estime %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="126" />
        <source>Bid %1; the others' points are not shown.</source>
        <translation>Estimation %1 ; les points des autres ne sont pas montrés.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="128" />
        <source>bid ✓</source>
        <translation>estimé ✓</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="128" />
        <source>Has bid; the value is shown with the hand's result.</source>
        <translation>A estimé ; le nombre est montré avec le résultat de la donne.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/differenzler.py" line="134" />
        <source>You have %1 of your %2 points: %n still to make.</source>
        <translation><numerusform>Vous avez %1 de vos %2 points : encore %n à faire.</numerusform><numerusform>Vous avez %1 de vos %2 points : encore %n à faire.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="137" />
        <source>You have exactly your %1 points.</source>
        <translation>Vous avez exactement vos %1 points.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/differenzler.py" line="138" />
        <source>You have %1 points, %n over your bid of %2.</source>
        <translation><numerusform>Vous avez %1 points, %n de plus que votre estimation de %2.</numerusform><numerusform>Vous avez %1 points, %n de plus que votre estimation de %2.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="146" />
        <location filename="../ui/table/differenzler.py" line="154" />
        <source>Bids</source>
        <translation>Estimations</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="147" />
        <location filename="../ui/table/differenzler.py" line="155" />
        <source>Points made</source>
        <translation>Points faits</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="148" />
        <location filename="../ui/table/differenzler.py" line="156" />
        <source>Penalty</source>
        <translation>Pénalité</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="149" />
        <location filename="../ui/table/differenzler.py" line="169" />
        <source>Total penalty</source>
        <translation>Pénalité totale</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="165" />
        <source>You share the first place with %1</source>
        <translation>Vous partagez la première place avec %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="167" />
        <source>%1 share the first place</source>
        <translation>%1 partagent la première place</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="168" />
        <source>Place</source>
        <translation>Place</translation>
    </message>
</context>
<context>
    <name>EventShows</name>
    <message>
        <location filename="../ui/table/shows.py" line="91" />
        <source>An As: you deal.</source>
        <translation>Un as : c'est vous qui donnez.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="92" />
        <source>An As: %1 deals.</source>
        <translation>Un as : %1 donne.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="94" />
        <source>Highest card: you choose who deals.</source>
        <translation>Carte la plus haute : vous choisissez qui donne.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="95" />
        <source>Highest card: %1 chooses who deals.</source>
        <translation>Carte la plus haute : %1 choisit qui donne.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="117" />
        <source>Equal cards: everybody draws again (round %1).</source>
        <translation>Cartes égales : tout le monde tire à nouveau (tour %1).</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="132" />
        <source>You deal.</source>
        <translation>Vous donnez.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="133" />
        <source>%1 deals.</source>
        <translation>%1 donne.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="171" />
        <source>Hand %1 — you deal, %2 cuts.</source>
        <translation>Donne %1 — vous donnez, %2 coupe.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="172" />
        <source>Hand %1 — %2 deals, you cut.</source>
        <translation>Donne %1 — %2 donne, vous coupez.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="173" />
        <source>Hand %1 — dealer: %2, cut: %3.</source>
        <translation>Donne %1 — donneur : %2, coupe : %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="184" />
        <source>You knock.</source>
        <translation>Vous tapez.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="184" />
        <source>Knocks.</source>
        <translation>Tape.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="186" />
        <source>You cut at %1.</source>
        <translation>Vous coupez à %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="186" />
        <source>Cuts %1.</source>
        <translation>Coupe %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="274" />
        <source>Trump is %1, turned: your card.</source>
        <translation>L'atout est %1, retourné : votre carte.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="275" />
        <source>Trump is %1, turned: %2's card.</source>
        <translation>L'atout est %1, retourné : la carte de %2.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="302" />
        <source>Trump is %1.</source>
        <translation>Atout : %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="307" />
        <source>Schiebe! (over to you)</source>
        <translation>Chibre ! (à vous)</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="308" />
        <source>Schiebe! (over to %1)</source>
        <translation>Chibre ! (à %1)</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="346" />
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="353" />
        <source>Stöck! +%1</source>
        <translation>Stöck ! +%1</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="363" />
        <source>Weis: %1</source>
        <translation>Annonce : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="365" />
        <source>Weis for %1: %n points.</source>
        <translation><numerusform>Annonces pour %1 : %n point.</numerusform><numerusform>Annonces pour %1 : %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="367" />
        <source>Weis for you: %n points.</source>
        <translation><numerusform>Annonces pour vous : %n point.</numerusform><numerusform>Annonces pour vous : %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="369" />
        <source>Weis for your team: %n points.</source>
        <translation><numerusform>Annonces pour votre équipe : %n point.</numerusform><numerusform>Annonces pour votre équipe : %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="387" />
        <source>Trick to you (%n points).</source>
        <translation><numerusform>Pli pour vous (%n point).</numerusform><numerusform>Pli pour vous (%n points).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="388" />
        <source>Trick to %1 (%n points).</source>
        <translation><numerusform>Pli pour %1 (%n point).</numerusform><numerusform>Pli pour %1 (%n points).</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="430" />
        <source>You exchange the trump 6 for %1.</source>
        <translation>Vous échangez le 6 d'atout contre %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="431" />
        <source>Exchanges the trump 6 for %1.</source>
        <translation>Échange le 6 d'atout contre %1.</translation>
    </message>
</context>
<context>
    <name>ExceptionReporter</name>
    <message>
        <location filename="../ui/crash.py" line="63" />
        <source>the terminal (no log file could be opened)</source>
        <translation>le terminal (aucun fichier journal n'a pu être ouvert)</translation>
    </message>
    <message>
        <location filename="../ui/crash.py" line="64" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/crash.py" line="65" />
        <source>Something went wrong inside JassDesk.</source>
        <translation>Une erreur s'est produite dans JassDesk.</translation>
    </message>
    <message>
        <location filename="../ui/crash.py" line="67" />
        <source>The game goes on if it can. The details are written to %1; please include that file when you report the problem.</source>
        <translation>Le jeu continue si possible. Les détails sont écrits dans %1 ; veuillez joindre ce fichier si vous signalez le problème.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../ui/table/game_table.py" line="86" />
        <source>Card points</source>
        <extracomment>the turned trump card is the dealer's last card, shown in his hand until the first card is played (not the bottom of a stock beside the trick)</extracomment>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="88" />
        <source>Weis</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="90" />
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="92" />
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="94" />
        <source>Multiplier</source>
        <translation>Multiplicateur</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="95" />
        <source>Written this hand</source>
        <translation>Marqué dans cette donne</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="96" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="107" />
        <source>The Partie is drawn</source>
        <translation>La partie est nulle</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="111" />
        <source>Final score</source>
        <translation>Score final</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="140" />
        <source>Hands played</source>
        <translation>Donnes jouées</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/game_table.py" line="144" />
        <source>Played over %n hands.</source>
        <translation><numerusform>Jouée en %n donne.</numerusform><numerusform>Jouée en %n donnes.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/game_table.py" line="145" />
        <source>Target: %n points.</source>
        <translation><numerusform>But : %n point.</numerusform><numerusform>But : %n points.</numerusform></translation>
    </message>
</context>
<context>
    <name>HintView</name>
    <message>
        <location filename="../ui/table/hint_view.py" line="56" />
        <source>Hints are switched off (Settings).</source>
        <translation>Les conseils sont désactivés (Réglages).</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="59" />
        <source>A hint is given when it is your turn.</source>
        <translation>Un conseil est donné quand c'est votre tour.</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="63" />
        <source>Thinking about a hint…</source>
        <translation>Recherche d'un conseil…</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="76" />
        <location filename="../ui/table/hint_view.py" line="82" />
        <source>Hint: %1 — %2</source>
        <translation>Conseil : %1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="78" />
        <source>Hint: %1</source>
        <translation>Conseil : %1</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../ui/table/keys.py" line="60" />
        <source>Choose with the arrow keys, then press Enter.</source>
        <translation>Choisissez avec les flèches, puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="70" />
        <source>Cut at %1: Enter cuts.</source>
        <translation>Couper à %1 : Entrée coupe.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="79" />
        <source>Choose where to cut with the arrow keys, then press Enter.</source>
        <translation>Choisissez où couper avec les flèches, puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="100" />
        <source>%1 (dimmed cards skipped). %2</source>
        <translation>%1 (cartes grisées sautées). %2</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <location filename="../ui/app.py" line="249" />
        <source>Unfinished Partie</source>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="251" />
        <source>The unfinished Partie was kept as %1 (File &gt; Open).</source>
        <translation>La partie inachevée a été conservée sous %1 (Fichier &gt; Ouvrir).</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="264" />
        <source>The settings file could not be read. It was moved aside as “%1”; the default settings are used.</source>
        <translation>Le fichier des réglages est illisible. Il a été mis de côté sous « %1 » ; les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="267" />
        <source>The settings file could not be read; the default settings are used.</source>
        <translation>Le fichier des réglages est illisible ; les réglages par défaut sont utilisés.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="269" />
        <source>The autosave “%1” could not be read. It was moved aside as “%2”.</source>
        <translation>La sauvegarde automatique « %1 » est illisible. Elle a été mise de côté sous « %2 ».</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="271" />
        <source>The autosave “%1” could not be read.</source>
        <translation>La sauvegarde automatique « %1 » est illisible.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="273" />
        <source>A new game has been dealt.</source>
        <translation>Une nouvelle partie a été distribuée.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="276" />
        <source>Damaged files are kept for a look, in %1; JassDesk will not read them again.</source>
        <translation>Les fichiers endommagés sont conservés pour examen, dans %1 ; JassDesk ne les lira plus.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="277" />
        <source>JassDesk found a damaged file and started without it.</source>
        <translation>JassDesk a trouvé un fichier endommagé et a démarré sans lui.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="278" />
        <source>JassDesk found damaged files and started without them.</source>
        <translation>JassDesk a trouvé des fichiers endommagés et a démarré sans eux.</translation>
    </message>
</context>
<context>
    <name>LeaveQuestion</name>
    <message>
        <location filename="../ui/mainwindow.py" line="321" />
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="321" />
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="322" />
        <source>Leave the Partie in progress?</source>
        <translation>Quitter la partie en cours ?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="323" />
        <source>It is kept among the saved games: File &gt; Open continues it later.</source>
        <translation>Elle est gardée parmi les parties enregistrées : reprenez-la plus tard avec Fichier &gt; Ouvrir.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="324" />
        <source>&amp;Open the other game</source>
        <translation>&amp;Ouvrir l'autre partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="325" />
        <source>&amp;Start the new game</source>
        <translation>&amp;Commencer la nouvelle partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="326" />
        <source>&amp;Keep playing</source>
        <translation>Continuer à &amp;jouer</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../app/level_labels.py" line="11" />
        <source>Random</source>
        <translation>Hasard</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="12" />
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="13" />
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="14" />
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="20" />
        <source>Plays any allowed card at random: a yardstick rather than an opponent.</source>
        <translation>Joue au hasard une carte permise : un étalon plutôt qu'un adversaire.</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="22" />
        <source>Plays by simple habits (follows low, takes a rich trick) and often carelessly.</source>
        <translation>Joue selon des habitudes simples (fournit bas, prend un pli riche) et souvent distraitement.</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="24" />
        <source>Plays like a good club player: draws trumps, gives points to the partner's trick, reads the partner's signals.</source>
        <translation>Joue comme un bon joueur de club : tire les atouts, charge le pli du partenaire, lit ses signaux.</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="27" />
        <source>Thinks each card through by playing the hand out in thousands of possible deals, about a second per card.</source>
        <translation>Réfléchit à chaque carte en jouant la donne jusqu'au bout dans des milliers de distributions possibles, environ une seconde par carte.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.py" line="405" />
        <source>The AI failed: %1</source>
        <translation>L'IA a échoué : %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="501" />
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="502" />
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="503" />
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="504" />
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="505" />
        <source>&amp;Deck</source>
        <translation>&amp;Cartes</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="506" />
        <source>Card &amp;back</source>
        <translation>&amp;Dos des cartes</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="507" />
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="508" />
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="509" />
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="510" />
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="511" />
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="512" />
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="513" />
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="514" />
        <source>Re&amp;view a hand…</source>
        <translation>A&amp;nalyser une donne…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="515" />
        <source>Review a hand of a sa&amp;ved game…</source>
        <translation>Analyser une donne d'une partie en&amp;registrée…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="516" />
        <source>&amp;Undo my last decision</source>
        <translation>&amp;Annuler ma dernière décision</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="517" />
        <source>&amp;Settings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="518" />
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="519" />
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="520" />
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="521" />
        <source>&amp;About JassDesk</source>
        <translation>À &amp;propos de JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="522" />
        <source>&amp;Score sheet</source>
        <translation>&amp;Tableau des points</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="523" />
        <source>Score sheet</source>
        <translation>Tableau des points</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="551" />
        <source>Undo is for practice games: start one with New game &gt; Practice game.</source>
        <translation>L'annulation est réservée aux parties d'entraînement : Nouvelle partie &gt; Partie d'entraînement.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="553" />
        <source>Nothing of yours to take back yet.</source>
        <translation>Rien de votre part à annuler pour l'instant.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="555" />
        <source>Take back your last decision and what the others played after it.</source>
        <translation>Reprend votre dernière décision et ce que les autres ont joué ensuite.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="572" />
        <source>Your last decision was taken back.</source>
        <translation>Votre dernière décision a été reprise.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="731" />
        <source>Unfinished Partie</source>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="733" />
        <source>The Partie in progress could not be kept.</source>
        <translation>Impossible de garder la partie en cours.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="733" />
        <source>It is still on the table.</source>
        <translation>Elle reste sur la table.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="736" />
        <source>The Partie in progress was kept as %1.</source>
        <translation>La partie en cours a été gardée sous %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="962" />
        <source>The autosave does not work: after a crash this Partie cannot be continued (File &gt; Save as still works).</source>
        <translation>La sauvegarde automatique ne fonctionne pas : après un plantage, cette partie ne pourra pas être reprise (Fichier &gt; Enregistrer sous fonctionne toujours).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="963" />
        <source>the autosave</source>
        <translation>la sauvegarde automatique</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="964" />
        <source>The statistics are not recorded: this Partie may be missing from them.</source>
        <translation>Les statistiques ne sont pas tenues : cette partie risque d'y manquer.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="965" />
        <source>the statistics</source>
        <translation>les statistiques</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="966" />
        <source>The settings cannot be saved: changes last until JassDesk closes.</source>
        <translation>Les réglages ne peuvent pas être enregistrés : les modifications valent jusqu'à la fermeture de JassDesk.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="967" />
        <source>the settings</source>
        <translation>les réglages</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="968" />
        <source>The log file cannot be written: problems are not recorded there.</source>
        <translation>Le fichier journal ne peut pas être écrit : les problèmes n'y sont pas consignés.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="969" />
        <source>the log file</source>
        <translation>le fichier journal</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="973" />
        <source>You can go on playing; still working: %1.</source>
        <translation>Vous pouvez continuer à jouer ; ce qui fonctionne encore : %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="975" />
        <source>You can go on playing.</source>
        <translation>Vous pouvez continuer à jouer.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="981" />
        <source>JassDesk cannot save everything.</source>
        <translation>JassDesk ne peut pas tout enregistrer.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="839" />
        <location filename="../ui/mainwindow.py" line="936" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="381" />
        <source>The Expert's replay failed: %1</source>
        <translation>La donne rejouée par l'Expert a échoué : %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="841" />
        <source>%1[*] — JassDesk</source>
        <translation>%1[*] — JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="855" />
        <source>JassDesk games (*%1);;All files (*)</source>
        <translation>Parties JassDesk (*%1);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="859" />
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="869" />
        <location filename="../ui/mainwindow.py" line="872" />
        <source>“%1” could not be opened.</source>
        <translation>Impossible d'ouvrir « %1 ».</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="879" />
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="887" />
        <source>The saved Partie could not be continued.</source>
        <translation>La partie enregistrée ne peut pas être poursuivie.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="905" />
        <source>Save the Partie</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="918" />
        <source>The Partie could not be saved as “%1”.</source>
        <translation>Impossible d'enregistrer la partie sous « %1 ».</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="920" />
        <source>Saved to %1.</source>
        <translation>Enregistré dans %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="926" />
        <source>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</source>
        <translation>Il a été écrit par une version plus récente de JassDesk. Mettez JassDesk à jour pour l'ouvrir ; le fichier reste tel quel.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="929" />
        <source>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</source>
        <translation>Ce n'est pas une partie JassDesk, ou le fichier a été endommagé ou modifié. Le fichier reste tel quel.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="931" />
        <source>The file or its folder cannot be used.</source>
        <translation>Le fichier ou son dossier est inutilisable.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="938" />
        <location filename="../ui/mainwindow.py" line="979" />
        <source>Details: %1</source>
        <translation>Détails : %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="957" />
        <source>Not saved: %1</source>
        <translation>Non enregistré : %1</translation>
    </message>
</context>
<context>
    <name>MistakesPlot</name>
    <message>
        <location filename="../ui/mistakes_plot.py" line="46" />
        <source>Partie %1: %2 mistakes and blunders, %3 inaccuracies per hand</source>
        <translation>Partie %1 : %2 erreurs et gaffes, %3 imprécisions par donne</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mistakes_plot.py" line="50" />
        <source>%n hands reviewed</source>
        <translation><numerusform>%n donne analysée</numerusform><numerusform>%n donnes analysées</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/mistakes_plot.py" line="77" />
        <source>Review: mistakes and blunders per hand</source>
        <translation>Analyse : erreurs et gaffes par donne</translation>
    </message>
    <message>
        <location filename="../ui/mistakes_plot.py" line="83" />
        <source>No reviewed hand yet: every hand you finish is reviewed after it ends.</source>
        <translation>Aucune donne analysée pour l'instant : chaque donne terminée est analysée à la fin.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/new_game.py" line="75" />
        <source>New game</source>
        <extracomment>the person's default name in each language: a name still at one of them follows the language the yes/no options of RULES.md, in the order of the dialog's two columns (read row by row) the Coiffeur tables New game offers, by their rows' kinds (the factors are edited beside them) seats in the players box, as (row, column) of a 2x2 grid: you and your partner on the left</extracomment>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="85" />
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="112" />
        <source>&amp;Rules in detail</source>
        <translation>Détail des &amp;règles</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="113" />
        <source>Every rule option of this game, one by one</source>
        <translation>Chaque option de règle de ce jeu, une à une</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="135" />
        <source>The code shown after a hand and on the score sheet: enter it to be dealt the same cards</source>
        <translation>Le code affiché après une donne et sur le tableau des points : saisissez-le pour recevoir les mêmes cartes</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="221" />
        <source>May trump instead of following suit</source>
        <translation>On peut couper au lieu de suivre la couleur</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="89" />
        <source>Rules:</source>
        <translation>Règles :</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="106" />
        <source>your own rules</source>
        <translation>vos règles</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="146" />
        <source>&amp;Practice game (undo allowed)</source>
        <translation>Partie d'&amp;entraînement (annulation permise)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="147" />
        <source>Ctrl+Z takes back your last decision, as often as you like; the statistics keep practice games apart</source>
        <translation>Ctrl+Z reprend votre dernière décision, autant de fois que vous voulez ; les statistiques tiennent les parties d'entraînement à part</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="139" />
        <source>Deal &amp;code (optional):</source>
        <translation>C&amp;ode de donne (facultatif) :</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="222" />
        <source>Bauer exception: need not be played</source>
        <translation>Exception du bour : pas obligé de le jouer</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="223" />
        <source>Trumpfzwang: void in the led suit, must trump</source>
        <translation>Atout obligatoire : qui ne peut suivre doit couper</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="224" />
        <source>Under-trumping forbidden</source>
        <translation>Sous-couper interdit</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="225" />
        <source>Weis</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="226" />
        <source>Stöck announced automatically</source>
        <translation>Stöck annoncé automatiquement</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="227" />
        <source>Multipliers (×1 to ×3 by trump)</source>
        <translation>Multiplicateurs (×1 à ×3 selon l'atout)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="228" />
        <source>Undenufe counts ×4</source>
        <translation>Undenufe compte ×4</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="230" />
        <source>Klopfen: the cutter may knock</source>
        <translation>Taper : qui coupe peut taper</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="231" />
        <source>Open bids (in turn order)</source>
        <translation>Estimations ouvertes (à tour de rôle)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="232" />
        <source>Trump drawn at random</source>
        <translation>Atout tiré au hasard</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="233" />
        <source>Exact bonus: 10 off for an exact bid</source>
        <translation>Bonus exact : 10 de moins pour une estimation exacte</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="234" />
        <source>Slalom may be chosen (×3 with multipliers)</source>
        <translation>Zig-zag permis (×3 avec multiplicateurs)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="235" />
        <source>Coiffeur: push to the partner only</source>
        <translation>Coiffeur : chibrer au partenaire seulement</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="236" />
        <source>Coiffeur: Stöck count</source>
        <translation>Coiffeur : le Stöck compte</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="239" />
        <source>When trump is led and the Bauer is your only trump, you may keep it</source>
        <translation>Quand atout est demandé et que le bour est votre seul atout, vous pouvez le garder</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="240" />
        <source>Instead of cutting, the player who cuts may knock (everyone at the table agrees to it by choosing this)</source>
        <translation>Au lieu de couper, le joueur qui coupe peut taper (en choisissant cette règle, toute la table l'accepte)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="242" />
        <source>After a non-trump lead was trumped, a lower trump may not be played unless you hold only trumps</source>
        <translation>Quand une autre couleur a été coupée, on ne peut pas sous-couper, sauf si l'on n'a plus que des atouts</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="244" />
        <source>Each player bids in turn, the dealer last, seeing the bids before his; otherwise every bid stays hidden until the hand is over</source>
        <translation>Chacun estime à son tour, le donneur en dernier, en voyant les estimations d'avant ; sinon chaque estimation reste cachée jusqu'à la fin de la donne</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="246" />
        <source>Trump is drawn at random instead of being fixed by the turned bottom card</source>
        <translation>L'atout est tiré au hasard au lieu d'être fixé par la carte du dessous retournée</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="247" />
        <source>Slalom: Obenabe and Undenufe trick by trick, from the start the chooser names</source>
        <translation>Zig-zag : Obenabe et Undenufe pli après pli, depuis le départ annoncé</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="248" />
        <source>Off: pushing passes the choice round the table; on: to the partner, as in Schieber</source>
        <translation>Désactivé : chibrer passe le choix au joueur suivant ; activé : au partenaire, comme au Chibre</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="250" />
        <source>Stöck (20) count for the choosing team, times the row's factor</source>
        <translation>Le Stöck (20) compte pour l'équipe qui choisit, multiplié par le facteur de la ligne</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="259" />
        <source>Clockwise</source>
        <translation>Horaire</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="260" />
        <source>Counter-clockwise</source>
        <translation>Antihoraire</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="261" />
        <source>Clockwise: the Vorhand sits at the dealer's left; counter-clockwise: at his right</source>
        <translation>Horaire : la main est à gauche du donneur ; antihoraire : à sa droite</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="270" />
        <source>Coiffeur table:</source>
        <translation>Tableau du Coiffeur :</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="280" />
        <source>or over</source>
        <translation>ou en</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="364" />
        <location filename="../ui/new_game.py" line="545" />
        <source>%n rows</source>
        <translation><numerusform>%n ligne</numerusform><numerusform>%n lignes</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="369" />
        <source>factors:</source>
        <translation>facteurs :</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="382" />
        <source>The factor of each row, in this order: %1</source>
        <translation>Le facteur de chaque ligne, dans cet ordre : %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="391" />
        <source>The Coiffeur table needs %n factors, whole numbers from 1 to 100.</source>
        <translation><numerusform>Le tableau du Coiffeur demande %n facteur, un nombre entier de 1 à 100.</numerusform><numerusform>Le tableau du Coiffeur demande %n facteurs, des nombres entiers de 1 à 100.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="460" />
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="577" />
        <source>points</source>
        <translation><numerusform>point</numerusform><numerusform>points</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="578" />
        <source>hands</source>
        <translation><numerusform>donne</numerusform><numerusform>donnes</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="586" />
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="589" />
        <source>%1 ×1, %2 ×2, Obenabe and Undenufe ×3; they multiply everything a hand scores</source>
        <translation>%1 ×1, %2 ×2, Obenabe et Undenufe ×3 ; ils multiplient tout ce que marque une donne</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="633" />
        <source>A deal code has 15 letters and digits (the dashes do not count).</source>
        <translation>Un code de donne compte 15 lettres et chiffres (les tirets ne comptent pas).</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="634" />
        <source>“%1” does not occur in deal codes.</source>
        <translation>« %1 » n'apparaît pas dans les codes de donne.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="635" />
        <source>This deal code has a typo: compare it character by character.</source>
        <translation>Ce code de donne contient une faute de frappe : comparez-le caractère par caractère.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="636" />
        <source>This is not a deal code of this version of JassDesk.</source>
        <translation>Ce n'est pas un code de donne de cette version de JassDesk.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="655" />
        <source>This deal code is for %1: choose that game or clear the code.</source>
        <translation>Ce code de donne vaut pour ce jeu : %1. Choisissez-le ou effacez le code.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="266" />
        <source>Turn order:</source>
        <translation>Sens du jeu :</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="268" />
        <source>Match bonus:</source>
        <translation>Prime de match :</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="276" />
        <source>to</source>
        <translation>en</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="289" />
        <source>The Partie goes:</source>
        <translation>La partie se joue :</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="396" />
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="402" />
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="131" />
        <source>&amp;Deck:</source>
        <translation>&amp;Cartes :</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="169" />
        <source>&amp;Deal</source>
        <translation>&amp;Donner</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="592" />
        <source>Whoever draws an %1 deals</source>
        <translation>Qui tire un %1 donne</translation>
    </message>
</context>
<context>
    <name>OtherWindowPrompt</name>
    <message>
        <location filename="../ui/instance.py" line="47" />
        <source>JassDesk</source>
        <extracomment>how often a request or an offer waiting for an open dialog to close looks again</extracomment>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="48" />
        <source>Another JassDesk window left a Partie unfinished.</source>
        <translation>Une autre fenêtre de JassDesk a laissé une partie inachevée.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="50" />
        <source>Continue it here? If not, it is kept among the saved games (File &gt; Open).</source>
        <translation>La reprendre ici ? Sinon, elle est gardée parmi les parties enregistrées (Fichier &gt; Ouvrir).</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="52" />
        <source>&amp;Continue it</source>
        <translation>&amp;Reprendre ici</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="54" />
        <source>&amp;Keep it for later</source>
        <translation>&amp;Garder pour plus tard</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <location filename="../ui/table/overlays.py" line="188" />
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="111" />
        <source>Hand %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="119" />
        <source>The hand ended early: a side reached the target.</source>
        <translation>La donne s'est terminée plus tôt : une équipe a atteint le but.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="122" />
        <source>Deal code: %1</source>
        <translation>Code de donne : %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="127" />
        <location filename="../ui/table/overlays.py" line="197" />
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="128" />
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="130" />
        <source>Copy code</source>
        <translation>Copier le code</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="133" />
        <source>Expert in my seat</source>
        <translation>L'Expert à ma place</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="137" />
        <source>Play this deal again with the Expert in your seat (same cards, same players around you) and compare the results</source>
        <translation>Rejouer cette donne avec l'Expert à votre place (mêmes cartes, mêmes joueurs autour de vous) et comparer les résultats</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="143" />
        <source>Hand over. Continue when you are ready (Enter).</source>
        <translation>Donne terminée. Continuez quand vous êtes prêt (Entrée).</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="157" />
        <source>Deal code %1 copied: New game deals these cards again.</source>
        <translation>Code de donne %1 copié : Nouvelle partie redistribue ces cartes.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="166" />
        <source>The Expert is playing your cards…</source>
        <translation>L'Expert joue vos cartes…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="170" />
        <source>The Expert is playing…</source>
        <translation>L'Expert joue…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="184" />
        <source>The same cards with the Expert in your seat</source>
        <translation>Les mêmes cartes, l'Expert à votre place</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="185" />
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="185" />
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="187" />
        <source>Played</source>
        <translation>Joué</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="189" />
        <source>Written for your side</source>
        <translation>Marqué pour votre équipe</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="192" />
        <source>Written for the other side</source>
        <translation>Marqué pour l'autre équipe</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="194" />
        <source>Same deal, same dealer, the same players around you: only your seat was played by the Expert.</source>
        <translation>Même donne, même donneur, mêmes joueurs autour de vous : seule votre place a été jouée par l'Expert.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="198" />
        <source>Back to the hand</source>
        <translation>Retour à la donne</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="204" />
        <source>Hand %1, the same cards: you %2, the Expert in your seat %3.</source>
        <translation>Donne %1, mêmes cartes : vous %2, l'Expert à votre place %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="220" />
        <source>Next Partie</source>
        <translation>Partie suivante</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="221" />
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="233" />
        <source>No trick has been played in this hand yet.</source>
        <translation>Aucun pli n'a encore été joué dans cette donne.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="237" />
        <source>Last trick — taken by you</source>
        <translation>Dernier pli — fait par vous</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="238" />
        <source>Last trick — taken by %1</source>
        <translation>Dernier pli — fait par %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="244" />
        <source>Last trick: %1.</source>
        <translation>Dernier pli : %1.</translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <location filename="../ui/resume.py" line="32" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="33" />
        <source>Continue the Partie you left?</source>
        <translation>Reprendre la partie interrompue ?</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="35" />
        <source>&amp;Continue</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="36" />
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="48" />
        <source>%1 &amp; %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="55" />
        <source>%1, hand %2</source>
        <translation>%1, donne %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="58" />
        <source>saved %1</source>
        <translation>enregistrée le %1</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <location filename="../ui/review_dialog.py" line="117" />
        <source>Your seat</source>
        <translation>Votre place</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ui/review_dialog.py" line="267" />
        <source>Review of hand %1</source>
        <translation>Analyse de la donne %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="269" />
        <source>Hand %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="270" />
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="271" />
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="272" />
        <source>Forward</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="273" />
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="274" />
        <source>Find a better card</source>
        <translation>Trouver une meilleure carte</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="275" />
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="279" />
        <source>Judged by the points a choice gives up, over the deals you could not tell apart then (never the open hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond.</source>
        <translation>Jugé d'après les points qu'un choix laisse filer, sur les donnes que vous ne pouviez pas distinguer alors (jamais à jeu ouvert) : Meilleur jusqu'à %1, Bon jusqu'à %2, Imprécision jusqu'à %3, Erreur jusqu'à %4, Gaffe au-delà.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="286" />
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="286" />
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="287" />
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="287" />
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="288" />
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="288" />
        <source>Forced</source>
        <translation>Forcé</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="294" />
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="295" />
        <source>Announcement: %1</source>
        <translation>Annonce : %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>Trump 6: %1</source>
        <translation>6 d'atout : %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>exchanged</source>
        <translation>échangé</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>kept</source>
        <translation>gardé</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="300" />
        <source>Trump choice: %1</source>
        <translation>Choix de l'atout : %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="301" />
        <source>Card: %1</source>
        <translation>Carte : %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="319" />
        <source>You chose %1</source>
        <translation>Vous avez choisi %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="320" />
        <source>%1 chose %2</source>
        <translation>%1 a choisi %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="322" />
        <source>You pushed, %1 chose %2</source>
        <translation>Vous avez chibré, %1 a choisi %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="324" />
        <source>%1 pushed, you chose %2</source>
        <translation>%1 a chibré, vous avez choisi %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="325" />
        <source>%1 pushed, %2 chose %3</source>
        <translation>%1 a chibré, %2 a choisi %3</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="336" />
        <source>the only legal choice.</source>
        <translation>le seul choix permis.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review_dialog.py" line="338" />
        <source>about %n points given up.</source>
        <translation><numerusform>environ %n point perdu.</numerusform><numerusform>environ %n points perdus.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="344" />
        <source>Which card would you play now? Click it among your cards.</source>
        <translation>Quelle carte joueriez-vous maintenant ? Cliquez-la parmi vos cartes.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="353" />
        <source>Better: exchange the trump 6.</source>
        <translation>Mieux : échanger le 6 d'atout.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="354" />
        <source>Better: keep the trump 6.</source>
        <translation>Mieux : garder le 6 d'atout.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="358" />
        <source>Better: %1.</source>
        <translation>Mieux : %1.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="372" />
        <source>The deal</source>
        <translation>La donne</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="374" />
        <source>Trick %1 of %2</source>
        <translation>Pli %1 sur %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="376" />
        <source>taken by you</source>
        <translation>fait par vous</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="378" />
        <source>taken by %1</source>
        <translation>fait par %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="387" />
        <source>Your decisions are being judged…</source>
        <translation>Vos choix sont en cours d'analyse…</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="391" />
        <source>No decision of yours here.</source>
        <translation>Aucun choix de votre part ici.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="437" />
        <source>Your pick, %1, is the best choice.</source>
        <translation>Votre choix, %1, est le meilleur.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="439" />
        <source>Your pick, %1, would have been: %2.</source>
        <translation>Votre choix, %1, aurait été : %2.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="454" />
        <source>Judging your decisions: %1 of %2</source>
        <translation>Analyse de vos choix : %1 sur %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="468" />
        <source>The review failed: %1</source>
        <translation>L'analyse a échoué : %1</translation>
    </message>
</context>
<context>
    <name>Reviewing</name>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="60" />
        <source>%n inaccuracies</source>
        <extracomment>what a title bar takes besides its title: the window's icon, the buttons to minimize, maximize and close</extracomment>
        <translation><numerusform>%n imprécision</numerusform><numerusform>%n imprécisions</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="62" />
        <source>%n mistakes</source>
        <translation><numerusform>%n erreur</numerusform><numerusform>%n erreurs</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="64" />
        <source>%n blunders</source>
        <translation><numerusform>%n gaffe</numerusform><numerusform>%n gaffes</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="66" />
        <source>Review: no inaccuracy, no mistake.</source>
        <translation>Analyse : aucune imprécision, aucune erreur.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="67" />
        <source>Review: %1.</source>
        <translation>Analyse : %1.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="127" />
        <source>Reviewing your decisions… %1 of %2</source>
        <translation>Analyse de vos choix… %1 sur %2</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="158" />
        <location filename="../ui/reviewing.py" line="210" />
        <source>Review a hand</source>
        <translation>Analyser une donne</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="159" />
        <source>No hand of this Partie is finished yet.</source>
        <translation>Aucune donne de cette partie n'est encore terminée.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="167" />
        <location filename="../ui/reviewing.py" line="179" />
        <source>Review a saved game</source>
        <translation>Analyser une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="174" />
        <source>“%1” could not be opened.</source>
        <translation>Impossible d'ouvrir « %1 ».</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="180" />
        <source>This Partie has no finished hand to review.</source>
        <translation>Cette partie n'a aucune donne terminée à analyser.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="199" />
        <source>Hand %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="211" />
        <source>Which hand?</source>
        <translation>Quelle donne ?</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../ui/rules_help.py" line="230" />
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="231" />
        <source>Find in the rules (Ctrl+F)</source>
        <translation>Chercher dans les règles (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="232" />
        <source>Previous match (Shift+F3)</source>
        <translation>Résultat précédent (Maj+F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="233" />
        <source>Next match (F3)</source>
        <translation>Résultat suivant (F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="303" />
        <source>Not found</source>
        <translation>Introuvable</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="305" />
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
</context>
<context>
    <name>SchieberTable</name>
    <message>
        <location filename="../ui/table/schieber.py" line="23" />
        <source>%1 &amp; %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="30" />
        <source>Weis %1</source>
        <translation>Annonce %1</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="35" />
        <source>Weis: %1</source>
        <translation>Annonce : %1</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="40" />
        <source>You and %1 win the Partie!</source>
        <translation>Vous et %1 gagnez la partie !</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="41" />
        <source>%1 win the Partie</source>
        <translation>%1 gagnent la partie</translation>
    </message>
</context>
<context>
    <name>SchmausTable</name>
    <message>
        <location filename="../ui/table/schmaus.py" line="32" />
        <source>Weis: %1</source>
        <translation>Annonce : %1</translation>
    </message>
    <message>
        <location filename="../ui/table/schmaus.py" line="36" />
        <source>You win the Partie!</source>
        <translation>Vous gagnez la partie !</translation>
    </message>
    <message>
        <location filename="../ui/table/schmaus.py" line="37" />
        <source>%1 wins the Partie</source>
        <translation>%1 gagne la partie</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/score_sheets/jasstafel.py" line="62" />
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="57" />
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="94" />
        <location filename="../app/score_sheets/jasstafel.py" line="84" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="100" />
        <source>Coiffeur table</source>
        <translation>Tableau du Coiffeur</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="119" />
        <source>Played as: %1</source>
        <translation>Joué en : %1</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="124" />
        <source>%1: still to be played</source>
        <translation>%1 : encore à jouer</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="126" />
        <source>%1: being played now</source>
        <translation>%1 : en cours</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="129" />
        <source>%1: %2 points × %3 = %4</source>
        <translation>%1 : %2 points × %3 = %4</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/jasstafel.py" line="106" />
        <source>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</source>
        <translation>%1 : cartes %2, annonces %3, Stöck %4, match %5, ×%6 = %7</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/base.py" line="53" />
        <source>Jasstafel</source>
        <extracomment>a row name's mode sign, drawn by the window between its factor and its name (a Mode: a suit's sign, or Obenabe's and Undenufe's arrows); None where the row has none the part of a row name that stays on a sheet too narrow for the whole of it ("×3"): with the sign beside it the row is still told apart from every other (Schellen from Schilten), where a cut name is not ("Sc…") the roles a sheet answers; a view asks each cell for a dozen more, each time it measures or paints, so every sheet's ``data`` turns those away first (a long Partie's sheet has hundreds of cells) the text alignments of the name column and of the figures, as the ints the view reads the totals per side or player as the sheet writes them (the hand summary reads these) the language and deck of the card and mode names on the sheet (see :meth:`set_naming`) the lines of text in a cell: a sheet of one-line rows is laid out without measuring every row</extracomment>
        <translation>Tableau des points</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/games/base.py" line="60" />
        <source>%n hands</source>
        <extracomment>the Rules fields of RULES.md the player may change for this game (the dialog greys the others out) whether a Partie may be played over a fixed number of hands instead of to a target whether a Partie goes to a target of points (a Coiffeur ends when its table is full) the numbers of hands a Partie may have (empty: any)</extracomment>
        <translation><numerusform>%n donne</numerusform><numerusform>%n donnes</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/games/base.py" line="61" />
        <source>to %1</source>
        <translation>en %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="278" />
        <source>%1 · Partie %2 · %3</source>
        <extracomment>the size JassDesk opens at the first time, where the screen has room for it a screen whose available area, at 90%, is smaller than this gets all of it (the window opens maximized) in a window narrower than this the table needs the whole width: the score sheet folds away (Ctrl+T) the card art whose signs a sheet of modes shows before its row names (the window's; None: no signs)</extracomment>
        <translation>%1 · partie %2 · %3</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="281" />
        <source>practice game</source>
        <translation>partie d'entraînement</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="283" />
        <source>Deal code: %1</source>
        <translation>Code de donne : %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="305" />
        <source>Table</source>
        <translation>Tableau</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="305" />
        <source>Show the score sheet as a table of hands</source>
        <translation>Afficher le tableau des points comme une liste des donnes</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="306" />
        <source>Board</source>
        <translation>Ardoise</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="306" />
        <source>Show the score sheet as a chalk board</source>
        <translation>Afficher le tableau des points comme une ardoise à la craie</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/games/coiffeur.py" line="28" />
        <source>%n rows</source>
        <translation><numerusform>%n ligne</numerusform><numerusform>%n lignes</numerusform></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../ui/table/seats.py" line="35" />
        <source>Your seat</source>
        <translation>Votre place</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="36" />
        <source>AI: %1</source>
        <translation>IA : %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="44" />
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="45" />
        <source>V</source>
        <comment>Vorhand marker</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="53" />
        <source>%1 — dealer: %2, Vorhand: %3</source>
        <translation>%1 — donneur : %2, main : %3</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="54" />
        <location filename="../ui/table/seats.py" line="55" />
        <source>yes</source>
        <translation>oui</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="54" />
        <location filename="../ui/table/seats.py" line="55" />
        <source>no</source>
        <translation>non</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="157" />
        <source>This trick: %1</source>
        <translation>Ce pli : %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="178" />
        <source>This trick is played %1</source>
        <translation>Ce pli se joue %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="49" />
        <source>Card points taken in this hand: %1</source>
        <translation>Points des cartes faits dans cette donne : %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="59" />
        <source>Last trick (L)</source>
        <translation>Dernier pli (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="70" />
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="71" />
        <source>Take back your last decision and what the others played after it (Ctrl+Z)</source>
        <translation>Reprend votre dernière décision et ce que les autres ont joué ensuite (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="72" />
        <source>Nothing of yours to take back yet</source>
        <translation>Rien de votre part à annuler pour l'instant</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="149" />
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="149" />
        <source>Mode</source>
        <translation>Genre</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="36" />
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="42" />
        <source>&amp;Deck:</source>
        <translation>&amp;Cartes :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="47" />
        <source>Card &amp;back:</source>
        <translation>&amp;Dos des cartes :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="52" />
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="54" />
        <source>Instant (no motion)</source>
        <translation>Instantané (sans mouvement)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="55" />
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="55" />
        <location filename="../ui/dialogs.py" line="82" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="56" />
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="59" />
        <source>&amp;Animations:</source>
        <translation>&amp;Animations :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="74" />
        <source>AI &amp;pace (pause after each AI move):</source>
        <translation>&amp;Rythme de l'IA (pause après chaque coup) :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="76" />
        <source>Off</source>
        <translation>Désactivés</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="76" />
        <source>On request (H)</source>
        <translation>Sur demande (H)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="77" />
        <source>Always shown</source>
        <translation>Toujours affichés</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="80" />
        <source>&amp;Hints:</source>
        <translation>&amp;Conseils :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="82" />
        <source>Small</source>
        <translation>Petites</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="83" />
        <source>Large</source>
        <translation>Grandes</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="86" />
        <source>Card &amp;size:</source>
        <translation>&amp;Taille des cartes :</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="89" />
        <source>Settings apply at once and are kept for the next start.</source>
        <translation>Les réglages s'appliquent tout de suite et sont gardés pour le prochain démarrage.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="99" />
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../app/statistics_model.py" line="54" />
        <source>All games</source>
        <extracomment>Qt.UserRole: the raw value of a cell (int, float or None; the game/level code in the first columns). "row" or "total" StatisticsDB.totals() of a database without a Partie</extracomment>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="55" />
        <source>Schieber</source>
        <translation>Chibre</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="56" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="57" />
        <source>Differenzler</source>
        <translation>Différence</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="58" />
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="64" />
        <source>All levels</source>
        <translation>Tous les niveaux</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="66" />
        <source>No AI</source>
        <translation>Sans IA</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="216" />
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="217" />
        <source>AI level</source>
        <translation>Niveau de l'IA</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="218" />
        <source>Partien</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="219" />
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="220" />
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="221" />
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="222" />
        <source>Ø points</source>
        <translation>Ø points</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="223" />
        <source>Ø opp.</source>
        <translation>Ø adv.</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="224" />
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="225" />
        <source>Weis</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="226" />
        <source>Ø penalty</source>
        <translation>Ø pénalité</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="227" />
        <source>Exact</source>
        <translation>Exactes</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="230" />
        <source>The game played</source>
        <translation>Le jeu joué</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="231" />
        <source>The AI level of the Partie: the most common level among the other players, on a tie the stronger one</source>
        <translation>Le niveau de l'IA de la partie : le plus fréquent parmi les autres joueurs, à égalité le plus fort</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="234" />
        <source>Finished Partien</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="235" />
        <source>Partien won by your side</source>
        <translation>Parties gagnées par votre équipe</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="236" />
        <source>Share of the finished Partien won by your side</source>
        <translation>Part des parties terminées gagnées par votre équipe</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="237" />
        <source>Hands played, also in Partien not yet finished</source>
        <translation>Donnes jouées, y compris dans les parties non terminées</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="238" />
        <source>Average points per hand written for your side</source>
        <translation>Points marqués en moyenne par donne pour votre équipe</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="240" />
        <source>Average points per hand written for the opponents</source>
        <translation>Points marqués en moyenne par donne pour les adversaires</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="242" />
        <source>Hands in which your side took every trick</source>
        <translation>Donnes où votre équipe a fait tous les plis</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="243" />
        <source>Weis points announced by your side</source>
        <translation>Points d'annonces de votre équipe</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="244" />
        <source>Differenzler: your average penalty per hand (the difference between bid and points; lower is better)</source>
        <translation>Différence : votre pénalité moyenne par donne (l'écart entre estimation et points ; moins, c'est mieux)</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="247" />
        <source>Differenzler: hands you made exactly as bid</source>
        <translation>Différence : donnes faites exactement comme estimé</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="264" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 gagnées, %2 perdues, %3 nulles</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="271" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="278" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/statistics_model.py" line="279" />
        <source>%n mixed</source>
        <translation><numerusform>%n mixte</numerusform><numerusform>%n mixtes</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/statistics_model.py" line="292" />
        <source>%n Partien had AI players of different levels. Each is counted under the most common level among its AI players, on a tie the stronger one:</source>
        <translation><numerusform>%n partie avait des joueurs IA de niveaux différents. Elle est comptée au niveau le plus fréquent de ses joueurs IA, à égalité au plus fort :</numerusform><numerusform>%n parties avaient des joueurs IA de niveaux différents. Chacune est comptée au niveau le plus fréquent de ses joueurs IA, à égalité au plus fort :</numerusform></translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="296" />
        <source>%1: %2×</source>
        <translation>%1 : %2×</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="721" />
        <source>Statistics</source>
        <extracomment>the table's densities, loosest first: the first whose columns fit the width is used (a narrow window gets a tighter table, never a cut one): (headers on two lines, levels on two lines, the table's own style)</extracomment>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="722" />
        <source>Your statistics</source>
        <translation>Vos statistiques</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="723" />
        <source>&amp;Game:</source>
        <translation>&amp;Jeu :</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="724" />
        <source>AI &amp;level:</source>
        <translation>&amp;Niveau de l'IA :</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="902" />
        <source>Partien finished</source>
        <translation><numerusform>Partie terminée</numerusform><numerusform>Parties terminées</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="732" />
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="725" />
        <source>&amp;Practice games too</source>
        <translation>&amp;Parties d'entraînement incluses</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="726" />
        <source>Count the practice games, where decisions could be taken back, in the figures and the trend (they are marked there)</source>
        <translation>Compter les parties d'entraînement, où des décisions pouvaient être reprises, dans les chiffres et la tendance (elles y sont marquées)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="732" />
        <source>Points per hand (opponents)</source>
        <translation>Points par donne (adv.)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="733" />
        <source>Weis points</source>
        <translation>Points d'annonces</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="733" />
        <source>Ø penalty (exact bids)</source>
        <translation>Ø pénalité (exactes)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="736" />
        <source>&amp;Export CSV…</source>
        <translation>&amp;Exporter en CSV…</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="737" />
        <source>Save every recorded hand as a CSV file for a spreadsheet</source>
        <translation>Enregistrer chaque donne dans un fichier CSV pour un tableur</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="738" />
        <source>C&amp;lear history…</source>
        <translation>E&amp;ffacer l'historique…</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="739" />
        <source>Delete all recorded Partien and hands</source>
        <translation>Supprimer toutes les parties et donnes enregistrées</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="740" />
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="741" />
        <source>The statistics are being written; the latest hands are not counted here yet.</source>
        <translation>Les statistiques sont en cours d'écriture ; les dernières donnes ne sont pas encore comptées ici.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="743" />
        <source>Another program is using the statistics file (a backup or sync tool, or a second JassDesk). The records wait and are written as soon as it is free; nothing is lost.</source>
        <translation>Un autre programme utilise le fichier des statistiques (une sauvegarde, un outil de synchronisation ou un second JassDesk). Les données attendent et sont écrites dès qu'il est libre ; rien n'est perdu.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="903" />
        <source>Hands recorded</source>
        <translation><numerusform>Donne enregistrée</numerusform><numerusform>Donnes enregistrées</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="904" />
        <source>Matches made</source>
        <translation><numerusform>Match réussi</numerusform><numerusform>Matchs réussis</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="906" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 gagnées, %2 perdues, %3 nulles</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="956" />
        <source>Exported %n hands to %1.</source>
        <translation><numerusform>%n donne exportée dans %1.</numerusform><numerusform>%n donnes exportées dans %1.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="958" />
        <source>The export failed.</source>
        <translation>L'exportation a échoué.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="960" />
        <source>The statistics were cleared.</source>
        <translation>Les statistiques ont été effacées.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="971" />
        <location filename="../ui/statistics_dialog.py" line="982" />
        <source>Export statistics</source>
        <translation>Exporter les statistiques</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="972" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>Fichiers CSV (*.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="983" />
        <source>The statistics could not be exported:
%1</source>
        <translation>Impossible d'exporter les statistiques :
%1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="995" />
        <location filename="../ui/statistics_dialog.py" line="999" />
        <location filename="../ui/statistics_dialog.py" line="1015" />
        <source>Clear history</source>
        <translation>Effacer l'historique</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="1000" />
        <source>Delete all recorded statistics?
Finished Partien: %1, hands: %2.
This cannot be undone; export them first to keep a copy.</source>
        <translation>Supprimer toutes les statistiques enregistrées ?
Parties terminées : %1, donnes : %2.
C'est irréversible ; exportez-les d'abord pour en garder une copie.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="996" />
        <location filename="../ui/statistics_dialog.py" line="1016" />
        <source>The statistics could not be cleared:
%1</source>
        <translation>Impossible d'effacer les statistiques :
%1</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../ui/table/scene.py" line="106" />
        <source>Last trick (L)</source>
        <translation>Dernier pli (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="135" />
        <source>The hint failed: %1</source>
        <translation>Le conseil a échoué : %1</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="462" />
        <source>%1's turn.</source>
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="537" />
        <source>Why? The rule…</source>
        <translation>Pourquoi ? La règle…</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="462" />
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
</context>
<context>
    <name>TrendPlot</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <source>drawn</source>
        <extracomment>how long a read waits for the database before the window shows what it has (the GUI thread must not wait) how soon a read that found the database busy or not ready is tried again</extracomment>
        <translation>nulle</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <location filename="../ui/statistics_dialog.py" line="333" />
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <location filename="../ui/statistics_dialog.py" line="334" />
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="123" />
        <source>Partie %1 (%2): %3</source>
        <translation>Partie %1 (%2) : %3</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="124" />
        <source>practice game</source>
        <translation>partie d'entraînement</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="125" />
        <source>%1 points per hand (opponents %2) in %3</source>
        <translation>%1 points par donne (adversaires %2) sur %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="126" />
        <location filename="../ui/statistics_dialog.py" line="129" />
        <source>%n hands</source>
        <translation><numerusform>%n donne</numerusform><numerusform>%n donnes</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="128" />
        <source>%1 penalty per hand, %2 exact bids, in %3</source>
        <translation>%1 de pénalité par donne, %2 estimations exactes, en %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="131" />
        <source>Win rate over the last %n Partien: %1</source>
        <translation><numerusform>Taux de victoire sur la dernière partie : %1</numerusform><numerusform>Taux de victoire sur les %n dernières parties : %1</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="134" />
        <source>AI: %1</source>
        <translation>IA : %1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="135" />
        <source>%1 (mixed levels, counted as %2)</source>
        <translation>%1 (niveaux mixtes, comptée comme %2)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="152" />
        <source>The statistics cannot be read</source>
        <translation>Les statistiques sont illisibles</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="153" />
        <source>No finished Partien yet</source>
        <translation>Aucune partie terminée pour l'instant</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="159" />
        <source>Choose another game or AI level above.</source>
        <translation>Choisissez un autre jeu ou niveau d'IA ci-dessus.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="160" />
        <source>Finish a Partie to see your win rate and points per hand here.</source>
        <translation>Terminez une partie pour voir ici votre taux de victoire et vos points par donne.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="302" />
        <source>Partien, oldest to newest</source>
        <translation>Parties, de la plus ancienne à la plus récente</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="311" />
        <source>Win rate</source>
        <translation>Taux de victoire</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="313" />
        <source>Points per hand</source>
        <translation>Points par donne</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="313" />
        <source>Penalty per hand</source>
        <translation>Pénalité par donne</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="330" />
        <source>Win rate over the last %n Partien</source>
        <translation><numerusform>Taux de victoire sur la dernière partie</numerusform><numerusform>Taux de victoire sur les %n dernières parties</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="331" />
        <source>Your penalty per hand</source>
        <translation>Votre pénalité par donne</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="332" />
        <source>Your points per hand</source>
        <translation>Vos points par donne</translation>
    </message>
</context>
<context>
    <name>WindowClaim</name>
    <message>
        <location filename="../ui/instance.py" line="162" />
        <source>JassDesk is already running with this folder; this window saves its Partie separately in %1.</source>
        <translation>JassDesk est déjà ouvert avec ce dossier ; cette fenêtre enregistre sa partie à part dans %1.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="164" />
        <source>Saving separately: %1</source>
        <translation>Enregistrement à part : %1</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="174" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="176" />
        <source>The other JassDesk window did not answer. Nothing is lost: the next start offers to continue both Partien.</source>
        <translation>L'autre fenêtre de JassDesk n'a pas répondu. Rien n'est perdu : au prochain démarrage, JassDesk proposera de reprendre les deux parties.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="241" />
        <source>Unfinished Partie</source>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="246" />
        <source>The other window's Partie was kept as %1 (File &gt; Open).</source>
        <translation>La partie de l'autre fenêtre a été gardée sous %1 (Fichier &gt; Ouvrir).</translation>
    </message>
</context>
</TS>