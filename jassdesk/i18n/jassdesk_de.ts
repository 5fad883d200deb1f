<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_CH">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ui/about.py" line="62" />
        <source>About JassDesk</source>
        <translation>Über JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="69" />
        <source>The Swiss card game Jass — Schieber, Schmaus, Coiffeur and Differenzler — offline, with AI players and hints.</source>
        <translation>Das Schweizer Kartenspiel Jass — Schieber, Schmaus, Coiffeur und Differenzler — offline, mit KI-Spielern und Tipps.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="71" />
        <source>Copyright © the JassDesk contributors. Free software under the GNU General Public License, version 3 or later; it comes with no warranty.</source>
        <translation>Copyright © die JassDesk-Mitwirkenden. Freie Software unter der GNU General Public License, Version 3 oder später; ohne jede Gewährleistung.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="89" />
        <source>Close</source>
        <translation>Schliessen</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="93" />
        <source>Licences of JassDesk and of the software it is built on:</source>
        <translation>Lizenzen von JassDesk und der Software, auf der es aufbaut:</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="103" />
        <source>JassDesk is free software: you may share and change it under the terms of the GNU General Public License as published by the Free Software Foundation, version 3 or (at your option) any later version. It comes WITHOUT ANY WARRANTY.</source>
        <translation>JassDesk ist freie Software: Sie dürfen es unter den Bedingungen der GNU General Public License, wie von der Free Software Foundation veröffentlicht, weitergeben und verändern, entweder Version 3 oder (nach Ihrer Wahl) jede spätere Version. Es wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="107" />
        <source>Card art — CC BY 4.0</source>
        <translation>Kartenbilder — CC BY 4.0</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="108" />
        <source>The card faces, the backs and the icon are original art made for JassDesk, licensed under Creative Commons Attribution 4.0 International: %1</source>
        <translation>Die Kartenbilder, die Rückseiten und das Symbol sind eigens für JassDesk gezeichnet und stehen unter der Lizenz Creative Commons Namensnennung 4.0 International: %1</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="113" />
        <source>Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser General Public License, version 3. Their source code: %1 and %2</source>
        <translation>Qt und Qt for Python (PySide6, Shiboken6) werden unverändert unter der GNU Lesser General Public License, Version 3, verwendet. Ihr Quellcode: %1 und %2</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="118" />
        <source>Python and its standard library are used under the Python Software Foundation License.</source>
        <translation>Python und seine Standardbibliothek werden unter der Python Software Foundation License verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="122" />
        <source>platformdirs finds the folders for the settings, the games and the log; MIT License.</source>
        <translation>platformdirs findet die Ordner für die Einstellungen, die Spiele und das Protokoll; MIT-Lizenz.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="124" />
        <source>DejaVu fonts</source>
        <translation>DejaVu-Schriften</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="125" />
        <source>The DejaVu Sans font is shipped for systems that have no font of their own (Bitstream Vera and Arev font licences).</source>
        <translation>Die Schrift DejaVu Sans wird für Systeme ohne eigene Schrift mitgeliefert (Schriftlizenzen von Bitstream Vera und Arev).</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="128" />
        <source>Other bundled software</source>
        <translation>Weitere mitgelieferte Software</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="129" />
        <source>What the installable bundle carries besides: PyInstaller's start-up program and, on Linux, libraries of the system it was built on.</source>
        <translation>Was das installierbare Paket sonst noch enthält: das Startprogramm von PyInstaller und unter Linux Bibliotheken des Systems, auf dem es gebaut wurde.</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <location filename="../ui/table/bid_panel.py" line="97" />
        <source>Bid</source>
        <extracomment>key -&gt; change of the bid, in the field and on the slider</extracomment>
        <translation>Voraussagen</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="100" />
        <source>Suggest</source>
        <translation>Vorschlag</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="101" />
        <source>The hint: what the Expert would bid, and why (H)</source>
        <translation>Der Tipp: was der Experte voraussagen würde, und warum (H)</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="102" />
        <source>%1 to %2 points</source>
        <translation>%1 bis %2 Punkte</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="105" />
        <source>How many points will you make? Type a number or move the slider, then press Enter.</source>
        <translation>Wie viele Punkte machen Sie? Zahl eintippen oder den Schieber bewegen, dann Eingabe drücken.</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="170" />
        <source>Type a number or move the slider first.</source>
        <translation>Zuerst eine Zahl eintippen oder den Schieber bewegen.</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <location filename="../ui/table/bid_panel.py" line="197" />
        <source>Your bid</source>
        <translation>Ihre Voraussage</translation>
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
        <translation>K</translation>
    </message>
    <message>
        <location filename="../ui/chalkboard.py" line="707" />
        <source>Chalk board</source>
        <translation>Kreidetafel</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chalkboard.py" line="716" />
        <source>%1: %n points</source>
        <translation><numerusform>%1: %n Punkt</numerusform><numerusform>%1: %n Punkte</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/chalkboard.py" line="717" />
        <source>%1 × 100, %2 × 50, %3 × 20, rest %4</source>
        <translation>%1 × 100, %2 × 50, %3 × 20, Rest %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chalkboard.py" line="722" />
        <source>%n matches</source>
        <translation><numerusform>%n Match</numerusform><numerusform>%n Matchs</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chalkboard.py" line="724" />
        <source>%n Kontermatches</source>
        <translation><numerusform>%n Kontermatch</numerusform><numerusform>%n Kontermatchs</numerusform></translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <location filename="../ui/table/choices.py" line="89" />
        <source>Your partner pushed: choose the trump</source>
        <translation>Ihr Partner hat geschoben: sagen Sie Trumpf an</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="89" />
        <source>Choose the trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="99" />
        <source>Schieben</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="100" />
        <source>partner chooses</source>
        <translation>Partner sagt an</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="102" />
        <source>Your partner pushed to you: choose the trump.</source>
        <translation>Ihr Partner hat zu Ihnen geschoben: sagen Sie Trumpf an.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="103" />
        <source>Choose the trump or push it to your partner.</source>
        <translation>Sagen Sie Trumpf an oder schieben Sie zum Partner.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="104" />
        <source>Choose the trump.</source>
        <translation>Sagen Sie Trumpf an.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="121" />
        <source>Cut the pack: click where to cut</source>
        <translation>Abheben: klicken Sie, wo abgehoben wird</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="125" />
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="128" />
        <source>Your cut: click between two cards of the pack.</source>
        <translation>Sie heben ab: klicken Sie zwischen zwei Karten des Stapels.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="134" />
        <source>You drew the highest card: who deals?</source>
        <translation>Sie haben die höchste Karte gezogen: wer gibt?</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="140" />
        <source>%1 (tie)</source>
        <translation>%1 (gleich hoch)</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="145" />
        <source>I deal</source>
        <translation>Ich gebe</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="147" />
        <source>Choose who deals the first hand.</source>
        <translation>Bestimmen Sie, wer das erste Spiel gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="173" />
        <source>Announce Stöck</source>
        <translation>Stöck ansagen</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="178" />
        <source>Exchange the trump 6</source>
        <translation>Trumpf-6 tauschen</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="184" />
        <source>Your turn: play a card.</source>
        <translation>Sie sind am Zug: spielen Sie eine Karte.</translation>
    </message>
</context>
<context>
    <name>CoiffeurTable</name>
    <message>
        <location filename="../ui/table/coiffeur.py" line="79" />
        <source>Everyone pushed: you must choose a row</source>
        <extracomment>a joker's modes in the order of the standard tables: Eicheln, Rosen, Schilten, Schellen, Obenabe, Undenufe</extracomment>
        <translation>Alle haben geschoben: Sie müssen eine Zeile wählen</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="80" />
        <source>Your partner pushed: choose a row</source>
        <translation>Ihr Partner hat geschoben: wählen Sie eine Zeile</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="82" />
        <source>Choose a row of your team</source>
        <translation>Wählen Sie eine Zeile Ihres Teams</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="95" />
        <source>any mode</source>
        <translation>jede Spielart</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="95" />
        <source>its start</source>
        <translation>Anfang wählen</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="96" />
        <source>Schieben</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="99" />
        <source>not any more</source>
        <translation>nicht mehr</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="101" />
        <source>partner chooses</source>
        <translation>Partner sagt an</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="101" />
        <source>next player</source>
        <translation>Nächster wählt</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="102" />
        <source>Choose a row of the Coiffeur table, or push.</source>
        <translation>Wählen Sie eine Zeile der Coiffeur-Tafel, oder schieben Sie.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="103" />
        <source>Choose a row of the Coiffeur table.</source>
        <translation>Wählen Sie eine Zeile der Coiffeur-Tafel.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="136" />
        <source>%1 ×%2: choose its mode</source>
        <translation>%1 ×%2: Spielart wählen</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="142" />
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="159" />
        <source>%1 ×%2: %3</source>
        <translation>%1 ×%2: %3</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="183" />
        <source>In Coiffeur only the team that chose the row writes: your team.</source>
        <translation>Im Coiffeur schreibt nur das Team, das die Zeile gewählt hat: Ihr Team.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="184" />
        <source>In Coiffeur only the team that chose the row writes: %1.</source>
        <translation>Im Coiffeur schreibt nur das Team, das die Zeile gewählt hat: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="190" />
        <source>Rows played</source>
        <translation>Gespielte Zeilen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/coiffeur.py" line="193" />
        <source>Every row of both teams is played: %n rows each.</source>
        <translation><numerusform>Jede Zeile beider Teams ist gespielt: je %n Zeile.</numerusform><numerusform>Jede Zeile beider Teams ist gespielt: je %n Zeilen.</numerusform></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/dialogs.py" line="18" />
        <source>Swiss (Rosen, Eicheln, Schilten, Schellen)</source>
        <translation>Deutschschweizer Karten (Rosen, Eicheln, Schilten, Schellen)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="19" />
        <source>French (hearts, diamonds, spades, clubs)</source>
        <translation>Französische Karten (Herz, Karo, Pik, Kreuz)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="20" />
        <source>French, four colours</source>
        <translation>Französische Karten, vierfarbig</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="24" />
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="25" />
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="26" />
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../ui/games/base.py" line="72" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="20" />
        <source>Differenzler</source>
        <translation>Differenzler</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="23" />
        <source>Differenzler (four players alone, bid your points)</source>
        <translation>Differenzler (vier Spieler allein, Punkte voraussagen)</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="27" />
        <source>Differenzler, 8 hands</source>
        <translation>Differenzler, 8 Spiele</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="28" />
        <source>As Swisslos plays it: hidden bids, the turned card fixes trump, the lowest total penalty wins</source>
        <translation>Wie bei Swisslos: verdeckte Voraussagen, die aufgedeckte Karte bestimmt den Trumpf, die wenigsten Strafpunkte gewinnen</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="32" />
        <source>Open bids with the exact bonus</source>
        <translation>Offene Voraussagen mit Bonus für genau</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="33" />
        <source>Bids in turn order, each seeing the earlier ones; 10 off the penalty for an exact bid</source>
        <translation>Voraussagen der Reihe nach, jeder sieht die früheren; 10 Strafpunkte weniger für eine genaue Voraussage</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="40" />
        <location filename="../ui/games/schieber.py" line="44" />
        <location filename="../ui/games/schmaus.py" line="29" />
        <source>You (bottom):</source>
        <translation>Sie (unten):</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="41" />
        <source>Left:</source>
        <translation>Links:</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="42" />
        <source>Across (top):</source>
        <translation>Gegenüber (oben):</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="43" />
        <source>Right:</source>
        <translation>Rechts:</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="17" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="20" />
        <source>Schmaus (two players, with a stock)</source>
        <translation>Schmaus (zwei Spieler, mit Stock)</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="23" />
        <source>Schmaus to 1000</source>
        <translation>Schmaus auf 1000</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="24" />
        <source>Free play while the stock lasts, Weis with every card, match +100</source>
        <translation>Freies Spiel, solange der Stock reicht, Weis mit jeder Karte, Match +100</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="30" />
        <source>Opponent (top):</source>
        <translation>Gegner (oben):</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="20" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="23" />
        <source>Schieber (four players, two teams)</source>
        <translation>Schieber (vier Spieler, zwei Teams)</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="27" />
        <source>Swiss standard to 1000</source>
        <translation>Schweizer Standard auf 1000</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="28" />
        <source>As most Swiss play it: Weis, match +100, you may trump instead of following suit, no under-trumping</source>
        <translation>Wie die meisten in der Schweiz spielen: Weis, Match +100, Trumpfen statt Farbe angeben erlaubt, kein Untertrumpfen</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="32" />
        <source>2500 with multipliers</source>
        <translation>2500 mit Multiplikatoren</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="33" />
        <source>Swiss standard to 2500 with the multipliers of the Swisslos tables</source>
        <translation>Schweizer Standard auf 2500 mit den Multiplikatoren der Swisslos-Tabellen</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="36" />
        <source>Simple Schieber (follow suit, no Weis)</source>
        <translation>Einfacher Schieber (Farbe angeben, ohne Weis)</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="37" />
        <source>The simplest rules to learn with: you must follow suit, no Weis, no match bonus</source>
        <translation>Die einfachsten Regeln zum Lernen: Farbe angeben, ohne Weis, ohne Matchbonus</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="45" />
        <source>Left opponent:</source>
        <translation>Gegner links:</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="46" />
        <source>Partner (top):</source>
        <translation>Partner (oben):</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="47" />
        <source>Right opponent:</source>
        <translation>Gegner rechts:</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="21" />
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="24" />
        <source>Coiffeur (four players, every row of the table)</source>
        <translation>Coiffeur (vier Spieler, jede Zeile der Tafel)</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="32" />
        <source>Coiffeur, 8 rows</source>
        <translation>Coiffeur, 8 Zeilen</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="33" />
        <source>The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6 and two jokers ×7, ×8</source>
        <translation>Die vier Farben ×1 bis ×4, Obenabe ×5, Undenufe ×6 und zwei Joker ×7, ×8</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="36" />
        <source>Coiffeur, 10 rows</source>
        <translation>Coiffeur, 10 Zeilen</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="37" />
        <source>The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 and two jokers ×9, ×10</source>
        <translation>Die vier Farben ×1 bis ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 und zwei Joker ×9, ×10</translation>
    </message>
</context>
<context>
    <name>DifferenzlerSheet</name>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="68" />
        <source>%1: bid %2, made %3, penalty %4</source>
        <extracomment>the points of a bid while its hand is played: not "…", which reads as a figure cut off ("45/…")</extracomment>
        <translation>%1: Voraussage %2, gemacht %3, Strafpunkte %4</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="94" />
        <source>Each cell: bid/points made → penalty. The lowest total penalty wins.</source>
        <translation>Jedes Feld: Voraussage/gemachte Punkte → Strafpunkte. Die wenigsten Strafpunkte gewinnen.</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="113" />
        <source>Total penalty</source>
        <translation>Strafpunkte total</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="119" />
        <source>%1: place %2, total penalty %3</source>
        <translation>%1: Platz %2, Strafpunkte total %3</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="140" />
        <source>Trump: %1</source>
        <translation>Trumpf: %1</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="146" />
        <source>Bids and penalties</source>
        <translation>Voraussagen und Strafpunkte</translation>
    </message>
</context>
<context>
    <name>DifferenzlerTable</name>
    <message>
        <location filename="../ui/table/differenzler.py" line="51" />
        <source>You win the Partie!</source>
        <translation>Sie gewinnen die Partie!</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="52" />
        <source>%1 wins the Partie</source>
        <translation>%1 gewinnt die Partie</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="73" />
        <source>Your bid. Bids so far: %1.</source>
        <translation>Ihre Voraussage. Bisherige Voraussagen: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="76" />
        <source>Your bid: how many points will you make?</source>
        <translation>Ihre Voraussage: Wie viele Punkte machen Sie?</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="82" />
        <source>I bid %1.</source>
        <translation>Ich sage %1 voraus.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="83" />
        <source>I have bid.</source>
        <translation>Ich habe vorausgesagt.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="87" />
        <source>You bid %1.</source>
        <translation>Sie sagen %1 voraus.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="94" />
        <source>Trump drawn at random: %1.</source>
        <translation>Trumpf zufällig gezogen: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="115" />
        <location filename="../ui/table/differenzler.py" line="122" />
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="121" />
        <source>Your points in this hand: %1</source>
        <translation>Ihre Punkte in diesem Spiel: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="125" />
        <source>bid %1</source>
        <translation>Voraussage %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="126" />
        <source>Bid %1; the others' points are not shown.</source>
        <translation>Voraussage %1; die Punkte der anderen sieht man nicht.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="128" />
        <source>bid ✓</source>
        <translation>Voraussage ✓</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="128" />
        <source>Has bid; the value is shown with the hand's result.</source>
        <translation>Hat vorausgesagt; die Zahl zeigt sich mit dem Ergebnis des Spiels.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/differenzler.py" line="134" />
        <source>You have %1 of your %2 points: %n still to make.</source>
        <translation><numerusform>Sie haben %1 Ihrer %2 Punkte: noch %n zu machen.</numerusform><numerusform>Sie haben %1 Ihrer %2 Punkte: noch %n zu machen.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="137" />
        <source>You have exactly your %1 points.</source>
        <translation>Sie haben genau Ihre %1 Punkte.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/differenzler.py" line="138" />
        <source>You have %1 points, %n over your bid of %2.</source>
        <translation><numerusform>Sie haben %1 Punkte, %n über Ihrer Voraussage von %2.</numerusform><numerusform>Sie haben %1 Punkte, %n über Ihrer Voraussage von %2.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="146" />
        <location filename="../ui/table/differenzler.py" line="154" />
        <source>Bids</source>
        <translation>Voraussagen</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="147" />
        <location filename="../ui/table/differenzler.py" line="155" />
        <source>Points made</source>
        <translation>Gemachte Punkte</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="148" />
        <location filename="../ui/table/differenzler.py" line="156" />
        <source>Penalty</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="149" />
        <location filename="../ui/table/differenzler.py" line="169" />
        <source>Total penalty</source>
        <translation>Strafpunkte total</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="165" />
        <source>You share the first place with %1</source>
        <translation>Sie teilen sich den ersten Platz mit %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="167" />
        <source>%1 share the first place</source>
        <translation>%1 teilen sich den ersten Platz</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="168" />
        <source>Place</source>
        <translation>Platz</translation>
    </message>
</context>
<context>
    <name>EventShows</name>
    <message>
        <location filename="../ui/table/shows.py" line="91" />
        <source>An As: you deal.</source>
        <translation>Ein As: Sie geben.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="92" />
        <source>An As: %1 deals.</source>
        <translation>Ein As: %1 gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="94" />
        <source>Highest card: you choose who deals.</source>
        <translation>Höchste Karte: Sie bestimmen, wer gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="95" />
        <source>Highest card: %1 chooses who deals.</source>
        <translation>Höchste Karte: %1 bestimmt, wer gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="117" />
        <source>Equal cards: everybody draws again (round %1).</source>
        <translation>Gleich hohe Karten: alle ziehen noch einmal (Runde %1).</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="132" />
        <source>You deal.</source>
        <translation>Sie geben.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="133" />
        <source>%1 deals.</source>
        <translation>%1 gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="171" />
        <source>Hand %1 — you deal, %2 cuts.</source>
        <translation>Spiel %1 — Sie geben, %2 hebt ab.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="172" />
        <source>Hand %1 — %2 deals, you cut.</source>
        <translation>Spiel %1 — %2 gibt, Sie heben ab.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="173" />
        <source>Hand %1 — dealer: %2, cut: %3.</source>
        <translation>Spiel %1 — Geber: %2, Abheben: %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="184" />
        <source>You knock.</source>
        <translation>Sie klopfen.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="184" />
        <source>Knocks.</source>
        <translation>Klopft.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="186" />
        <source>You cut at %1.</source>
        <translation>Sie heben %1 ab.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="186" />
        <source>Cuts %1.</source>
        <translation>Hebt %1 ab.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="274" />
        <source>Trump is %1, turned: your card.</source>
        <translation>Trumpf ist %1, aufgedeckt: Ihre Karte.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="275" />
        <source>Trump is %1, turned: %2's card.</source>
        <translation>Trumpf ist %1, aufgedeckt: die Karte von %2.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="302" />
        <source>Trump is %1.</source>
        <translation>Trumpf ist %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="307" />
        <source>Schiebe! (over to you)</source>
        <translation>Schiebe! (an Sie)</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="308" />
        <source>Schiebe! (over to %1)</source>
        <translation>Schiebe! (an %1)</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="346" />
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="353" />
        <source>Stöck! +%1</source>
        <translation>Stöck! +%1</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="363" />
        <source>Weis: %1</source>
        <translation>Weis: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="365" />
        <source>Weis for %1: %n points.</source>
        <translation><numerusform>Weis für %1: %n Punkt.</numerusform><numerusform>Weis für %1: %n Punkte.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="367" />
        <source>Weis for you: %n points.</source>
        <translation><numerusform>Weis für Sie: %n Punkt.</numerusform><numerusform>Weis für Sie: %n Punkte.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="369" />
        <source>Weis for your team: %n points.</source>
        <translation><numerusform>Weis für Ihr Team: %n Punkt.</numerusform><numerusform>Weis für Ihr Team: %n Punkte.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="387" />
        <source>Trick to you (%n points).</source>
        <translation><numerusform>Stich an Sie (%n Punkt).</numerusform><numerusform>Stich an Sie (%n Punkte).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="388" />
        <source>Trick to %1 (%n points).</source>
        <translation><numerusform>Stich an %1 (%n Punkt).</numerusform><numerusform>Stich an %1 (%n Punkte).</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="430" />
        <source>You exchange the trump 6 for %1.</source>
        <translation>Sie tauschen die Trumpf-6 gegen %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="431" />
        <source>Exchanges the trump 6 for %1.</source>
        <translation>Tauscht die Trumpf-6 gegen %1.</translation>
    </message>
</context>
<context>
    <name>ExceptionReporter</name>
    <message>
        <location filename="../ui/crash.py" line="63" />
        <source>the terminal (no log file could be opened)</source>
        <translation>das Terminal (keine Protokolldatei verfügbar)</translation>
    </message>
    <message>
        <location filename="../ui/crash.py" line="64" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/crash.py" line="65" />
        <source>Something went wrong inside JassDesk.</source>
        <translation>In JassDesk ist ein Fehler aufgetreten.</translation>
    </message>
    <message>
        <location filename="../ui/crash.py" line="67" />
        <source>The game goes on if it can. The details are written to %1; please include that file when you report the problem.</source>
        <translation>Das Spiel geht weiter, wenn möglich. Die Einzelheiten stehen in %1; bitte legen Sie diese Datei bei, wenn Sie den Fehler melden.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../ui/table/game_table.py" line="86" />
        <source>Card points</source>
        <extracomment>the turned trump card is the dealer's last card, shown in his hand until the first card is played (not the bottom of a stock beside the trick)</extracomment>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="88" />
        <source>Weis</source>
        <translation>Weis</translation>
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
        <translation>Multiplikator</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="95" />
        <source>Written this hand</source>
        <translation>In diesem Spiel geschrieben</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="96" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="107" />
        <source>The Partie is drawn</source>
        <translation>Die Partie endet unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="111" />
        <source>Final score</source>
        <translation>Schlussstand</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="140" />
        <source>Hands played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/game_table.py" line="144" />
        <source>Played over %n hands.</source>
        <translation><numerusform>Gespielt über %n Spiel.</numerusform><numerusform>Gespielt über %n Spiele.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/game_table.py" line="145" />
        <source>Target: %n points.</source>
        <translation><numerusform>Ziel: %n Punkt.</numerusform><numerusform>Ziel: %n Punkte.</numerusform></translation>
    </message>
</context>
<context>
    <name>HintView</name>
    <message>
        <location filename="../ui/table/hint_view.py" line="56" />
        <source>Hints are switched off (Settings).</source>
        <translation>Tipps sind ausgeschaltet (Einstellungen).</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="59" />
        <source>A hint is given when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="63" />
        <source>Thinking about a hint…</source>
        <translation>Ein Tipp wird überlegt …</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="76" />
        <location filename="../ui/table/hint_view.py" line="82" />
        <source>Hint: %1 — %2</source>
        <translation>Tipp: %1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="78" />
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../ui/table/keys.py" line="60" />
        <source>Choose with the arrow keys, then press Enter.</source>
        <translation>Mit den Pfeiltasten wählen, dann Enter drücken.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="70" />
        <source>Cut at %1: Enter cuts.</source>
        <translation>Abheben bei %1: Enter hebt ab.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="79" />
        <source>Choose where to cut with the arrow keys, then press Enter.</source>
        <translation>Mit den Pfeiltasten wählen, wo abgehoben wird, dann Enter drücken.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="100" />
        <source>%1 (dimmed cards skipped). %2</source>
        <translation>%1 (abgedunkelte Karten übersprungen). %2</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <location filename="../ui/app.py" line="249" />
        <source>Unfinished Partie</source>
        <translation>Unbeendete Partie</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="251" />
        <source>The unfinished Partie was kept as %1 (File &gt; Open).</source>
        <translation>Die unbeendete Partie wurde als %1 aufbewahrt (Datei &gt; Öffnen).</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="264" />
        <source>The settings file could not be read. It was moved aside as “%1”; the default settings are used.</source>
        <translation>Die Einstellungsdatei ist nicht lesbar. Sie wurde als «%1» beiseitegelegt; es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="267" />
        <source>The settings file could not be read; the default settings are used.</source>
        <translation>Die Einstellungsdatei ist nicht lesbar; es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="269" />
        <source>The autosave “%1” could not be read. It was moved aside as “%2”.</source>
        <translation>Die automatische Sicherung «%1» ist nicht lesbar. Sie wurde als «%2» beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="271" />
        <source>The autosave “%1” could not be read.</source>
        <translation>Die automatische Sicherung «%1» ist nicht lesbar.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="273" />
        <source>A new game has been dealt.</source>
        <translation>Ein neues Spiel wurde gegeben.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="276" />
        <source>Damaged files are kept for a look, in %1; JassDesk will not read them again.</source>
        <translation>Beschädigte Dateien bleiben zur Ansicht erhalten, in %1; JassDesk liest sie nicht mehr.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="277" />
        <source>JassDesk found a damaged file and started without it.</source>
        <translation>JassDesk hat eine beschädigte Datei gefunden und ohne sie gestartet.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="278" />
        <source>JassDesk found damaged files and started without them.</source>
        <translation>JassDesk hat beschädigte Dateien gefunden und ohne sie gestartet.</translation>
    </message>
</context>
<context>
    <name>LeaveQuestion</name>
    <message>
        <location filename="../ui/mainwindow.py" line="321" />
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="321" />
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="322" />
        <source>Leave the Partie in progress?</source>
        <translation>Die laufende Partie verlassen?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="323" />
        <source>It is kept among the saved games: File &gt; Open continues it later.</source>
        <translation>Sie wird bei den gespeicherten Spielen aufbewahrt: Datei &gt; Öffnen setzt sie später fort.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="324" />
        <source>&amp;Open the other game</source>
        <translation>Das andere Spiel ö&amp;ffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="325" />
        <source>&amp;Start the new game</source>
        <translation>Neues Spiel &amp;beginnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="326" />
        <source>&amp;Keep playing</source>
        <translation>&amp;Weiterspielen</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../app/level_labels.py" line="11" />
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="12" />
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="13" />
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="14" />
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="20" />
        <source>Plays any allowed card at random: a yardstick rather than an opponent.</source>
        <translation>Spielt irgendeine erlaubte Karte, zufällig: eher ein Massstab als ein Gegner.</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="22" />
        <source>Plays by simple habits (follows low, takes a rich trick) and often carelessly.</source>
        <translation>Spielt nach einfachen Gewohnheiten (gibt tief zu, sticht einen fetten Stich) und oft unachtsam.</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="24" />
        <source>Plays like a good club player: draws trumps, gives points to the partner's trick, reads the partner's signals.</source>
        <translation>Spielt wie ein guter Vereinsjasser: zieht die Trümpfe, schmiert den Stich des Partners, liest seine Zeichen.</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="27" />
        <source>Thinks each card through by playing the hand out in thousands of possible deals, about a second per card.</source>
        <translation>Überlegt jede Karte, indem er das Spiel in Tausenden möglicher Verteilungen zu Ende spielt, etwa eine Sekunde pro Karte.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.py" line="405" />
        <source>The AI failed: %1</source>
        <translation>Die KI ist gescheitert: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="839" />
        <location filename="../ui/mainwindow.py" line="936" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="502" />
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="381" />
        <source>The Expert's replay failed: %1</source>
        <translation>Das Nachspielen durch den Experten ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="501" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="503" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="504" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="505" />
        <source>&amp;Deck</source>
        <translation>&amp;Kartenbild</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="506" />
        <source>Card &amp;back</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="507" />
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="508" />
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="509" />
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="510" />
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="511" />
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="512" />
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="513" />
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="514" />
        <source>Re&amp;view a hand…</source>
        <translation>Spiel &amp;analysieren …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="515" />
        <source>Review a hand of a sa&amp;ved game…</source>
        <translation>Spiel aus einer ge&amp;speicherten Partie analysieren …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="516" />
        <source>&amp;Undo my last decision</source>
        <translation>Letzten Entscheid &amp;rückgängig machen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="517" />
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="518" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="519" />
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="520" />
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="521" />
        <source>&amp;About JassDesk</source>
        <translation>Ü&amp;ber JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="522" />
        <source>&amp;Score sheet</source>
        <translation>&amp;Jasstafel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="523" />
        <source>Score sheet</source>
        <translation>Jasstafel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="551" />
        <source>Undo is for practice games: start one with New game &gt; Practice game.</source>
        <translation>Rückgängig gibt es nur in Übungspartien: Neues Spiel &gt; Übungspartie.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="553" />
        <source>Nothing of yours to take back yet.</source>
        <translation>Noch nichts von Ihnen zurückzunehmen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="555" />
        <source>Take back your last decision and what the others played after it.</source>
        <translation>Nimmt Ihren letzten Entscheid zurück und was die anderen danach gespielt haben.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="572" />
        <source>Your last decision was taken back.</source>
        <translation>Ihr letzter Entscheid wurde zurückgenommen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="731" />
        <source>Unfinished Partie</source>
        <translation>Unbeendete Partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="733" />
        <source>The Partie in progress could not be kept.</source>
        <translation>Die laufende Partie konnte nicht aufbewahrt werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="733" />
        <source>It is still on the table.</source>
        <translation>Sie liegt weiterhin auf dem Tisch.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="736" />
        <source>The Partie in progress was kept as %1.</source>
        <translation>Die laufende Partie wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="962" />
        <source>The autosave does not work: after a crash this Partie cannot be continued (File &gt; Save as still works).</source>
        <translation>Die automatische Sicherung funktioniert nicht: nach einem Absturz kann diese Partie nicht fortgesetzt werden (Datei &gt; Speichern unter funktioniert weiterhin).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="963" />
        <source>the autosave</source>
        <translation>die automatische Sicherung</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="964" />
        <source>The statistics are not recorded: this Partie may be missing from them.</source>
        <translation>Die Statistik wird nicht geführt: diese Partie kann darin fehlen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="965" />
        <source>the statistics</source>
        <translation>die Statistik</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="966" />
        <source>The settings cannot be saved: changes last until JassDesk closes.</source>
        <translation>Die Einstellungen können nicht gespeichert werden: Änderungen gelten, bis JassDesk geschlossen wird.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="967" />
        <source>the settings</source>
        <translation>die Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="968" />
        <source>The log file cannot be written: problems are not recorded there.</source>
        <translation>Die Protokolldatei kann nicht geschrieben werden: Probleme werden dort nicht festgehalten.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="969" />
        <source>the log file</source>
        <translation>die Protokolldatei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="973" />
        <source>You can go on playing; still working: %1.</source>
        <translation>Sie können weiterspielen; weiterhin in Betrieb: %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="975" />
        <source>You can go on playing.</source>
        <translation>Sie können weiterspielen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="981" />
        <source>JassDesk cannot save everything.</source>
        <translation>JassDesk kann nicht alles speichern.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="841" />
        <source>%1[*] — JassDesk</source>
        <translation>%1[*] — JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="855" />
        <source>JassDesk games (*%1);;All files (*)</source>
        <translation>JassDesk-Spiele (*%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="859" />
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="869" />
        <location filename="../ui/mainwindow.py" line="872" />
        <source>“%1” could not be opened.</source>
        <translation>«%1» konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="879" />
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="887" />
        <source>The saved Partie could not be continued.</source>
        <translation>Die gespeicherte Partie kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="905" />
        <source>Save the Partie</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="918" />
        <source>The Partie could not be saved as “%1”.</source>
        <translation>Die Partie konnte nicht als «%1» gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="920" />
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="926" />
        <source>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</source>
        <translation>Sie wurde von einer neueren JassDesk-Version geschrieben. Aktualisieren Sie JassDesk, um sie zu öffnen; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="929" />
        <source>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</source>
        <translation>Es ist kein JassDesk-Spiel, oder die Datei wurde beschädigt oder bearbeitet. Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="931" />
        <source>The file or its folder cannot be used.</source>
        <translation>Die Datei oder ihr Ordner kann nicht verwendet werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="938" />
        <location filename="../ui/mainwindow.py" line="979" />
        <source>Details: %1</source>
        <translation>Einzelheiten: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="957" />
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>MistakesPlot</name>
    <message>
        <location filename="../ui/mistakes_plot.py" line="46" />
        <source>Partie %1: %2 mistakes and blunders, %3 inaccuracies per hand</source>
        <translation>Partie %1: %2 Fehler und Patzer, %3 Ungenauigkeiten pro Spiel</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mistakes_plot.py" line="50" />
        <source>%n hands reviewed</source>
        <translation><numerusform>%n Spiel analysiert</numerusform><numerusform>%n Spiele analysiert</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/mistakes_plot.py" line="77" />
        <source>Review: mistakes and blunders per hand</source>
        <translation>Analyse: Fehler und Patzer pro Spiel</translation>
    </message>
    <message>
        <location filename="../ui/mistakes_plot.py" line="83" />
        <source>No reviewed hand yet: every hand you finish is reviewed after it ends.</source>
        <translation>Noch kein Spiel analysiert: jedes Spiel, das Sie beenden, wird danach analysiert.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/new_game.py" line="75" />
        <source>New game</source>
        <extracomment>the person's default name in each language: a name still at one of them follows the language the yes/no options of RULES.md, in the order of the dialog's two columns (read row by row) the Coiffeur tables New game offers, by their rows' kinds (the factors are edited beside them) seats in the players box, as (row, column) of a 2x2 grid: you and your partner on the left</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="85" />
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="112" />
        <source>&amp;Rules in detail</source>
        <translation>&amp;Regeln im Einzelnen</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="113" />
        <source>Every rule option of this game, one by one</source>
        <translation>Jede Regel dieses Spiels einzeln</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="135" />
        <source>The code shown after a hand and on the score sheet: enter it to be dealt the same cards</source>
        <translation>Der Code, der nach einem Spiel und auf der Jasstafel steht: eingeben, um dieselben Karten zu erhalten</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="221" />
        <source>May trump instead of following suit</source>
        <translation>Trumpfen statt Farbe angeben erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="89" />
        <source>Rules:</source>
        <translation>Regeln:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="106" />
        <source>your own rules</source>
        <translation>eigene Regeln</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="146" />
        <source>&amp;Practice game (undo allowed)</source>
        <translation>Ü&amp;bungspartie (Rückgängig erlaubt)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="147" />
        <source>Ctrl+Z takes back your last decision, as often as you like; the statistics keep practice games apart</source>
        <translation>Ctrl+Z nimmt Ihren letzten Entscheid zurück, so oft Sie wollen; die Statistik führt Übungspartien getrennt</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="139" />
        <source>Deal &amp;code (optional):</source>
        <translation>Verteil&amp;code (freiwillig):</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="222" />
        <source>Bauer exception: need not be played</source>
        <translation>Bauer-Ausnahme: muss nicht angeben</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="223" />
        <source>Trumpfzwang: void in the led suit, must trump</source>
        <translation>Trumpfzwang: wer nicht angeben kann, muss trumpfen</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="224" />
        <source>Under-trumping forbidden</source>
        <translation>Untertrumpfen verboten</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="225" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="226" />
        <source>Stöck announced automatically</source>
        <translation>Stöck automatisch ansagen</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="227" />
        <source>Multipliers (×1 to ×3 by trump)</source>
        <translation>Multiplikatoren (×1 bis ×3 je nach Trumpf)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="228" />
        <source>Undenufe counts ×4</source>
        <translation>Undenufe zählt ×4</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="230" />
        <source>Klopfen: the cutter may knock</source>
        <translation>Klopfen: der Abheber darf klopfen</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="231" />
        <source>Open bids (in turn order)</source>
        <translation>Offene Voraussagen (der Reihe nach)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="232" />
        <source>Trump drawn at random</source>
        <translation>Trumpf zufällig gezogen</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="233" />
        <source>Exact bonus: 10 off for an exact bid</source>
        <translation>Bonus für genaue Voraussage: 10 Strafpunkte weniger</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="234" />
        <source>Slalom may be chosen (×3 with multipliers)</source>
        <translation>Slalom wählbar (×3 mit Multiplikatoren)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="235" />
        <source>Coiffeur: push to the partner only</source>
        <translation>Coiffeur: nur zum Partner schieben</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="236" />
        <source>Coiffeur: Stöck count</source>
        <translation>Coiffeur: Stöck zählen</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="239" />
        <source>When trump is led and the Bauer is your only trump, you may keep it</source>
        <translation>Wird Trumpf ausgespielt und ist der Bauer Ihr einziger Trumpf, dürfen Sie ihn behalten</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="240" />
        <source>Instead of cutting, the player who cuts may knock (everyone at the table agrees to it by choosing this)</source>
        <translation>Statt abzuheben darf der Abheber klopfen (mit dieser Wahl sind alle am Tisch einverstanden)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="242" />
        <source>After a non-trump lead was trumped, a lower trump may not be played unless you hold only trumps</source>
        <translation>Wurde eine Nicht-Trumpf-Farbe gestochen, darf kein tieferer Trumpf gespielt werden, ausser Sie haben nur noch Trümpfe</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="244" />
        <source>Each player bids in turn, the dealer last, seeing the bids before his; otherwise every bid stays hidden until the hand is over</source>
        <translation>Jeder sagt der Reihe nach voraus, der Geber zuletzt, und sieht die Voraussagen vor ihm; sonst bleibt jede Voraussage bis zum Ende des Spiels verdeckt</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="246" />
        <source>Trump is drawn at random instead of being fixed by the turned bottom card</source>
        <translation>Der Trumpf wird zufällig gezogen statt durch die aufgedeckte unterste Karte bestimmt</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="247" />
        <source>Slalom: Obenabe and Undenufe trick by trick, from the start the chooser names</source>
        <translation>Slalom: Obenabe und Undenufe Stich um Stich, ab dem Anfang, den der Ansager nennt</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="248" />
        <source>Off: pushing passes the choice round the table; on: to the partner, as in Schieber</source>
        <translation>Aus: Schieben gibt die Wahl reihum weiter; an: zum Partner, wie im Schieber</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="250" />
        <source>Stöck (20) count for the choosing team, times the row's factor</source>
        <translation>Stöck (20) zählen für das ansagende Team, mal dem Faktor der Zeile</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="259" />
        <source>Clockwise</source>
        <translation>Im Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="260" />
        <source>Counter-clockwise</source>
        <translation>Gegen den Uhrzeigersinn</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="261" />
        <source>Clockwise: the Vorhand sits at the dealer's left; counter-clockwise: at his right</source>
        <translation>Im Uhrzeigersinn: die Vorhand sitzt links vom Geber; gegen den Uhrzeigersinn: rechts von ihm</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="270" />
        <source>Coiffeur table:</source>
        <translation>Coiffeur-Tafel:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="280" />
        <source>or over</source>
        <translation>oder über</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="364" />
        <location filename="../ui/new_game.py" line="545" />
        <source>%n rows</source>
        <translation><numerusform>%n Zeile</numerusform><numerusform>%n Zeilen</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="369" />
        <source>factors:</source>
        <translation>Faktoren:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="382" />
        <source>The factor of each row, in this order: %1</source>
        <translation>Der Faktor jeder Zeile, in dieser Reihenfolge: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="391" />
        <source>The Coiffeur table needs %n factors, whole numbers from 1 to 100.</source>
        <translation><numerusform>Die Coiffeur-Tafel braucht %n Faktor, eine ganze Zahl von 1 bis 100.</numerusform><numerusform>Die Coiffeur-Tafel braucht %n Faktoren, ganze Zahlen von 1 bis 100.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="460" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="577" />
        <source>points</source>
        <translation><numerusform>Punkt</numerusform><numerusform>Punkte</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="578" />
        <source>hands</source>
        <translation><numerusform>Spiel</numerusform><numerusform>Spiele</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="586" />
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="589" />
        <source>%1 ×1, %2 ×2, Obenabe and Undenufe ×3; they multiply everything a hand scores</source>
        <translation>%1 ×1, %2 ×2, Obenabe und Undenufe ×3; sie vervielfachen alles, was ein Spiel zählt</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="633" />
        <source>A deal code has 15 letters and digits (the dashes do not count).</source>
        <translation>Ein Verteilcode hat 15 Buchstaben und Ziffern (die Striche zählen nicht).</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="634" />
        <source>“%1” does not occur in deal codes.</source>
        <translation>«%1» kommt in Verteilcodes nicht vor.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="635" />
        <source>This deal code has a typo: compare it character by character.</source>
        <translation>Dieser Verteilcode hat einen Tippfehler: vergleichen Sie ihn Zeichen für Zeichen.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="636" />
        <source>This is not a deal code of this version of JassDesk.</source>
        <translation>Das ist kein Verteilcode dieser JassDesk-Version.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="655" />
        <source>This deal code is for %1: choose that game or clear the code.</source>
        <translation>Dieser Verteilcode gilt für %1: Wählen Sie dieses Spiel oder löschen Sie den Code.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="266" />
        <source>Turn order:</source>
        <translation>Spielrichtung:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="268" />
        <source>Match bonus:</source>
        <translation>Matchbonus:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="276" />
        <source>to</source>
        <translation>auf</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="289" />
        <source>The Partie goes:</source>
        <translation>Die Partie geht:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="396" />
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="402" />
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="131" />
        <source>&amp;Deck:</source>
        <translation>&amp;Kartenbild:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="169" />
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="592" />
        <source>Whoever draws an %1 deals</source>
        <translation>Wer ein %1 zieht, gibt</translation>
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
        <translation>Ein anderes JassDesk-Fenster hat eine unbeendete Partie hinterlassen.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="50" />
        <source>Continue it here? If not, it is kept among the saved games (File &gt; Open).</source>
        <translation>Hier fortsetzen? Sonst wird sie bei den gespeicherten Spielen aufbewahrt (Datei &gt; Öffnen).</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="52" />
        <source>&amp;Continue it</source>
        <translation>&amp;Hier fortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="54" />
        <source>&amp;Keep it for later</source>
        <translation>Für &amp;später aufbewahren</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <location filename="../ui/table/overlays.py" line="188" />
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="111" />
        <source>Hand %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="119" />
        <source>The hand ended early: a side reached the target.</source>
        <translation>Das Spiel endete vorzeitig: eine Seite hat das Ziel erreicht.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="122" />
        <source>Deal code: %1</source>
        <translation>Verteilcode: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="127" />
        <location filename="../ui/table/overlays.py" line="197" />
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="128" />
        <source>Review</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="130" />
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="133" />
        <source>Expert in my seat</source>
        <translation>Experte an meinem Platz</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="137" />
        <source>Play this deal again with the Expert in your seat (same cards, same players around you) and compare the results</source>
        <translation>Diese Verteilung nochmals spielen, mit dem Experten an Ihrem Platz (dieselben Karten, dieselben Mitspieler), und die Ergebnisse vergleichen</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="143" />
        <source>Hand over. Continue when you are ready (Enter).</source>
        <translation>Spiel zu Ende. Weiter, wenn Sie bereit sind (Eingabe).</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="157" />
        <source>Deal code %1 copied: New game deals these cards again.</source>
        <translation>Verteilcode %1 kopiert: Neues Spiel verteilt diese Karten wieder.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="166" />
        <source>The Expert is playing your cards…</source>
        <translation>Der Experte spielt Ihre Karten …</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="170" />
        <source>The Expert is playing…</source>
        <translation>Der Experte spielt …</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="184" />
        <source>The same cards with the Expert in your seat</source>
        <translation>Dieselben Karten, der Experte an Ihrem Platz</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="185" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="185" />
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="187" />
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="189" />
        <source>Written for your side</source>
        <translation>Geschrieben für Ihre Seite</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="192" />
        <source>Written for the other side</source>
        <translation>Geschrieben für die andere Seite</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="194" />
        <source>Same deal, same dealer, the same players around you: only your seat was played by the Expert.</source>
        <translation>Gleiche Verteilung, gleicher Geber, dieselben Mitspieler: Nur Ihr Platz wurde vom Experten gespielt.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="198" />
        <source>Back to the hand</source>
        <translation>Zurück zum Spiel</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="204" />
        <source>Hand %1, the same cards: you %2, the Expert in your seat %3.</source>
        <translation>Spiel %1, dieselben Karten: Sie %2, der Experte an Ihrem Platz %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="220" />
        <source>Next Partie</source>
        <translation>Nächste Partie</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="221" />
        <source>New game…</source>
        <translation>Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="233" />
        <source>No trick has been played in this hand yet.</source>
        <translation>In diesem Spiel wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="237" />
        <source>Last trick — taken by you</source>
        <translation>Letzter Stich — von Ihnen gemacht</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="238" />
        <source>Last trick — taken by %1</source>
        <translation>Letzter Stich — gemacht von %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="244" />
        <source>Last trick: %1.</source>
        <translation>Letzter Stich: %1.</translation>
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
        <translation>Die unterbrochene Partie fortsetzen?</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="35" />
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="36" />
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="48" />
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="55" />
        <source>%1, hand %2</source>
        <translation>%1, Spiel %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="58" />
        <source>saved %1</source>
        <translation>gespeichert am %1</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <location filename="../ui/review_dialog.py" line="117" />
        <source>Your seat</source>
        <translation>Ihr Platz</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ui/review_dialog.py" line="267" />
        <source>Review of hand %1</source>
        <translation>Analyse von Spiel %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="269" />
        <source>Hand %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="270" />
        <source>Deal</source>
        <translation>Verteilung</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="271" />
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="272" />
        <source>Forward</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="273" />
        <source>Last trick</source>
        <translation>Letzter Stich</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="274" />
        <source>Find a better card</source>
        <translation>Bessere Karte suchen</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="275" />
        <source>Close</source>
        <translation>Schliessen</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="279" />
        <source>Judged by the points a choice gives up, over the deals you could not tell apart then (never the open hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond.</source>
        <translation>Beurteilt nach den Punkten, die eine Wahl verschenkt, über alle Verteilungen, die Sie damals nicht unterscheiden konnten (nie mit offenen Karten): Beste Wahl bis %1, Gut bis %2, Ungenauigkeit bis %3, Fehler bis %4, darüber Patzer.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="286" />
        <source>Best</source>
        <translation>Beste Wahl</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="286" />
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="287" />
        <source>Inaccuracy</source>
        <translation>Ungenauigkeit</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="287" />
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="288" />
        <source>Blunder</source>
        <translation>Patzer</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="288" />
        <source>Forced</source>
        <translation>Erzwungen</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="294" />
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="295" />
        <source>Announcement: %1</source>
        <translation>Ansage: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>Trump 6: %1</source>
        <translation>Trumpf-6: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>exchanged</source>
        <translation>getauscht</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>kept</source>
        <translation>behalten</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="300" />
        <source>Trump choice: %1</source>
        <translation>Trumpfwahl: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="301" />
        <source>Card: %1</source>
        <translation>Karte: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="319" />
        <source>You chose %1</source>
        <translation>Sie haben %1 gewählt</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="320" />
        <source>%1 chose %2</source>
        <translation>%1 hat %2 gewählt</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="322" />
        <source>You pushed, %1 chose %2</source>
        <translation>Sie haben geschoben, %1 hat %2 gewählt</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="324" />
        <source>%1 pushed, you chose %2</source>
        <translation>%1 hat geschoben, Sie haben %2 gewählt</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="325" />
        <source>%1 pushed, %2 chose %3</source>
        <translation>%1 hat geschoben, %2 hat %3 gewählt</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="336" />
        <source>the only legal choice.</source>
        <translation>die einzige erlaubte Wahl.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review_dialog.py" line="338" />
        <source>about %n points given up.</source>
        <translation><numerusform>etwa %n Punkt verschenkt.</numerusform><numerusform>etwa %n Punkte verschenkt.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="344" />
        <source>Which card would you play now? Click it among your cards.</source>
        <translation>Welche Karte würden Sie jetzt spielen? Klicken Sie sie in Ihren Karten an.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="353" />
        <source>Better: exchange the trump 6.</source>
        <translation>Besser: den Trumpf-6 tauschen.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="354" />
        <source>Better: keep the trump 6.</source>
        <translation>Besser: den Trumpf-6 behalten.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="358" />
        <source>Better: %1.</source>
        <translation>Besser: %1.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="372" />
        <source>The deal</source>
        <translation>Die Verteilung</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="374" />
        <source>Trick %1 of %2</source>
        <translation>Stich %1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="376" />
        <source>taken by you</source>
        <translation>von Ihnen gemacht</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="378" />
        <source>taken by %1</source>
        <translation>gemacht von %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="387" />
        <source>Your decisions are being judged…</source>
        <translation>Ihre Entscheide werden beurteilt …</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="391" />
        <source>No decision of yours here.</source>
        <translation>Hier hatten Sie nichts zu entscheiden.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="437" />
        <source>Your pick, %1, is the best choice.</source>
        <translation>Ihre Wahl, %1, ist die beste.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="439" />
        <source>Your pick, %1, would have been: %2.</source>
        <translation>Ihre Wahl, %1, wäre gewesen: %2.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="454" />
        <source>Judging your decisions: %1 of %2</source>
        <translation>Ihre Entscheide werden beurteilt: %1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="468" />
        <source>The review failed: %1</source>
        <translation>Die Analyse ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>Reviewing</name>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="60" />
        <source>%n inaccuracies</source>
        <extracomment>what a title bar takes besides its title: the window's icon, the buttons to minimize, maximize and close</extracomment>
        <translation><numerusform>%n Ungenauigkeit</numerusform><numerusform>%n Ungenauigkeiten</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="62" />
        <source>%n mistakes</source>
        <translation><numerusform>%n Fehler</numerusform><numerusform>%n Fehler</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="64" />
        <source>%n blunders</source>
        <translation><numerusform>%n Patzer</numerusform><numerusform>%n Patzer</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="66" />
        <source>Review: no inaccuracy, no mistake.</source>
        <translation>Analyse: keine Ungenauigkeit, kein Fehler.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="67" />
        <source>Review: %1.</source>
        <translation>Analyse: %1.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="127" />
        <source>Reviewing your decisions… %1 of %2</source>
        <translation>Ihre Entscheide werden analysiert … %1 von %2</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="158" />
        <location filename="../ui/reviewing.py" line="210" />
        <source>Review a hand</source>
        <translation>Spiel analysieren</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="159" />
        <source>No hand of this Partie is finished yet.</source>
        <translation>In dieser Partie ist noch kein Spiel fertig.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="167" />
        <location filename="../ui/reviewing.py" line="179" />
        <source>Review a saved game</source>
        <translation>Gespeicherte Partie analysieren</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="174" />
        <source>“%1” could not be opened.</source>
        <translation>«%1» konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="180" />
        <source>This Partie has no finished hand to review.</source>
        <translation>Diese Partie hat kein fertiges Spiel zum Analysieren.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="199" />
        <source>Hand %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="211" />
        <source>Which hand?</source>
        <translation>Welches Spiel?</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../ui/rules_help.py" line="230" />
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="231" />
        <source>Find in the rules (Ctrl+F)</source>
        <translation>In den Regeln suchen (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="232" />
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Shift+F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="233" />
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="303" />
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="305" />
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
</context>
<context>
    <name>SchieberTable</name>
    <message>
        <location filename="../ui/table/schieber.py" line="23" />
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="30" />
        <source>Weis %1</source>
        <translation>Weis %1</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="35" />
        <source>Weis: %1</source>
        <translation>Weis: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="40" />
        <source>You and %1 win the Partie!</source>
        <translation>Sie und %1 gewinnen die Partie!</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="41" />
        <source>%1 win the Partie</source>
        <translation>%1 gewinnen die Partie</translation>
    </message>
</context>
<context>
    <name>SchmausTable</name>
    <message>
        <location filename="../ui/table/schmaus.py" line="32" />
        <source>Weis: %1</source>
        <translation>Weis: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/schmaus.py" line="36" />
        <source>You win the Partie!</source>
        <translation>Sie gewinnen die Partie!</translation>
    </message>
    <message>
        <location filename="../ui/table/schmaus.py" line="37" />
        <source>%1 wins the Partie</source>
        <translation>%1 gewinnt die Partie</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/score_sheets/jasstafel.py" line="62" />
        <source>Hand</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="57" />
        <source>Row</source>
        <translation>Zeile</translation>
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
        <translation>Coiffeur-Tafel</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="119" />
        <source>Played as: %1</source>
        <translation>Gespielt als: %1</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="124" />
        <source>%1: still to be played</source>
        <translation>%1: noch zu spielen</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="126" />
        <source>%1: being played now</source>
        <translation>%1: wird jetzt gespielt</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="129" />
        <source>%1: %2 points × %3 = %4</source>
        <translation>%1: %2 Punkte × %3 = %4</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/jasstafel.py" line="106" />
        <source>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</source>
        <translation>%1: Karten %2, Weis %3, Stöck %4, Match %5, ×%6 = %7</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/base.py" line="53" />
        <source>Jasstafel</source>
        <extracomment>a row name's mode sign, drawn by the window between its factor and its name (a Mode: a suit's sign, or Obenabe's and Undenufe's arrows); None where the row has none the part of a row name that stays on a sheet too narrow for the whole of it ("×3"): with the sign beside it the row is still told apart from every other (Schellen from Schilten), where a cut name is not ("Sc…") the roles a sheet answers; a view asks each cell for a dozen more, each time it measures or paints, so every sheet's ``data`` turns those away first (a long Partie's sheet has hundreds of cells) the text alignments of the name column and of the figures, as the ints the view reads the totals per side or player as the sheet writes them (the hand summary reads these) the language and deck of the card and mode names on the sheet (see :meth:`set_naming`) the lines of text in a cell: a sheet of one-line rows is laid out without measuring every row</extracomment>
        <translation>Jasstafel</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/games/base.py" line="60" />
        <source>%n hands</source>
        <extracomment>the Rules fields of RULES.md the player may change for this game (the dialog greys the others out) whether a Partie may be played over a fixed number of hands instead of to a target whether a Partie goes to a target of points (a Coiffeur ends when its table is full) the numbers of hands a Partie may have (empty: any)</extracomment>
        <translation><numerusform>%n Spiel</numerusform><numerusform>%n Spiele</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/games/base.py" line="61" />
        <source>to %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="278" />
        <source>%1 · Partie %2 · %3</source>
        <extracomment>the size JassDesk opens at the first time, where the screen has room for it a screen whose available area, at 90%, is smaller than this gets all of it (the window opens maximized) in a window narrower than this the table needs the whole width: the score sheet folds away (Ctrl+T) the card art whose signs a sheet of modes shows before its row names (the window's; None: no signs)</extracomment>
        <translation>%1 · Partie %2 · %3</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="281" />
        <source>practice game</source>
        <translation>Übungspartie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="283" />
        <source>Deal code: %1</source>
        <translation>Verteilcode: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="305" />
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="305" />
        <source>Show the score sheet as a table of hands</source>
        <translation>Die Jasstafel als Tabelle der Spiele zeigen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="306" />
        <source>Board</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="306" />
        <source>Show the score sheet as a chalk board</source>
        <translation>Die Jasstafel als Kreidetafel zeigen</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/games/coiffeur.py" line="28" />
        <source>%n rows</source>
        <translation><numerusform>%n Zeile</numerusform><numerusform>%n Zeilen</numerusform></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../ui/table/seats.py" line="35" />
        <source>Your seat</source>
        <translation>Ihr Platz</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="36" />
        <source>AI: %1</source>
        <translation>KI: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="44" />
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="45" />
        <source>V</source>
        <comment>Vorhand marker</comment>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="53" />
        <source>%1 — dealer: %2, Vorhand: %3</source>
        <translation>%1 — Geber: %2, Vorhand: %3</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="54" />
        <location filename="../ui/table/seats.py" line="55" />
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="54" />
        <location filename="../ui/table/seats.py" line="55" />
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="157" />
        <source>This trick: %1</source>
        <translation>Dieser Stich: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="178" />
        <source>This trick is played %1</source>
        <translation>Dieser Stich wird %1 gespielt</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="49" />
        <source>Card points taken in this hand: %1</source>
        <translation>In diesem Spiel gemachte Kartenpunkte: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="59" />
        <source>Last trick (L)</source>
        <translation>Letzter Stich (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="70" />
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="71" />
        <source>Take back your last decision and what the others played after it (Ctrl+Z)</source>
        <translation>Nimmt Ihren letzten Entscheid zurück und was die anderen danach gespielt haben (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="72" />
        <source>Nothing of yours to take back yet</source>
        <translation>Noch nichts von Ihnen zurückzunehmen</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="149" />
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="149" />
        <source>Mode</source>
        <translation>Spielart</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="36" />
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="42" />
        <source>&amp;Deck:</source>
        <translation>&amp;Kartenbild:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="47" />
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rücken:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="52" />
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="54" />
        <source>Instant (no motion)</source>
        <translation>Sofort (ohne Bewegung)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="55" />
        <source>Fast</source>
        <translation>Schnell</translation>
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
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="59" />
        <source>&amp;Animations:</source>
        <translation>&amp;Animationen:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="74" />
        <source>AI &amp;pace (pause after each AI move):</source>
        <translation>KI-&amp;Tempo (Pause nach jedem KI-Zug):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="76" />
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="76" />
        <source>On request (H)</source>
        <translation>Auf Wunsch (H)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="77" />
        <source>Always shown</source>
        <translation>Immer anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="80" />
        <source>&amp;Hints:</source>
        <translation>&amp;Tipps:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="82" />
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="83" />
        <source>Large</source>
        <translation>Gross</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="86" />
        <source>Card &amp;size:</source>
        <translation>Karten&amp;grösse:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="89" />
        <source>Settings apply at once and are kept for the next start.</source>
        <translation>Die Einstellungen gelten sofort und bleiben für den nächsten Start erhalten.</translation>
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
        <translation>Alle Spielarten</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="55" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="56" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="57" />
        <source>Differenzler</source>
        <translation>Differenzler</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="58" />
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="64" />
        <source>All levels</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="66" />
        <source>No AI</source>
        <translation>Ohne KI</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="216" />
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="217" />
        <source>AI level</source>
        <translation>KI-Stufe</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="218" />
        <source>Partien</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="219" />
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="220" />
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="221" />
        <source>Hands</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="222" />
        <source>Ø points</source>
        <translation>Ø Punkte</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="223" />
        <source>Ø opp.</source>
        <translation>Ø Gegner</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="224" />
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="225" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="226" />
        <source>Ø penalty</source>
        <translation>Ø Strafpunkte</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="227" />
        <source>Exact</source>
        <translation>Genau</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="230" />
        <source>The game played</source>
        <translation>Die gespielte Spielart</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="231" />
        <source>The AI level of the Partie: the most common level among the other players, on a tie the stronger one</source>
        <translation>Die KI-Stufe der Partie: die häufigste Stufe unter den anderen Spielern, bei Gleichstand die stärkere</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="234" />
        <source>Finished Partien</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="235" />
        <source>Partien won by your side</source>
        <translation>Von Ihrer Seite gewonnene Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="236" />
        <source>Share of the finished Partien won by your side</source>
        <translation>Anteil der beendeten Partien, die Ihre Seite gewonnen hat</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="237" />
        <source>Hands played, also in Partien not yet finished</source>
        <translation>Gespielte Spiele, auch in noch nicht beendeten Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="238" />
        <source>Average points per hand written for your side</source>
        <translation>Durchschnittlich für Ihre Seite geschriebene Punkte pro Spiel</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="240" />
        <source>Average points per hand written for the opponents</source>
        <translation>Durchschnittlich für die Gegner geschriebene Punkte pro Spiel</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="242" />
        <source>Hands in which your side took every trick</source>
        <translation>Spiele, in denen Ihre Seite alle Stiche gemacht hat</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="243" />
        <source>Weis points announced by your side</source>
        <translation>Weispunkte Ihrer Seite</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="244" />
        <source>Differenzler: your average penalty per hand (the difference between bid and points; lower is better)</source>
        <translation>Differenzler: Ihre durchschnittlichen Strafpunkte pro Spiel (Unterschied zwischen Voraussage und Punkten; weniger ist besser)</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="247" />
        <source>Differenzler: hands you made exactly as bid</source>
        <translation>Differenzler: Spiele, die Sie genau wie vorausgesagt gemacht haben</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="264" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 gewonnen, %2 verloren, %3 unentschieden</translation>
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
        <translation><numerusform>%n gemischt</numerusform><numerusform>%n gemischt</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/statistics_model.py" line="292" />
        <source>%n Partien had AI players of different levels. Each is counted under the most common level among its AI players, on a tie the stronger one:</source>
        <translation><numerusform>%n Partie hatte KI-Spieler verschiedener Stufen. Sie zählt unter der häufigsten Stufe ihrer KI-Spieler, bei Gleichstand unter der stärkeren:</numerusform><numerusform>%n Partien hatten KI-Spieler verschiedener Stufen. Jede zählt unter der häufigsten Stufe ihrer KI-Spieler, bei Gleichstand unter der stärkeren:</numerusform></translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="296" />
        <source>%1: %2×</source>
        <translation>%1: %2×</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="721" />
        <source>Statistics</source>
        <extracomment>the table's densities, loosest first: the first whose columns fit the width is used (a narrow window gets a tighter table, never a cut one): (headers on two lines, levels on two lines, the table's own style)</extracomment>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="722" />
        <source>Your statistics</source>
        <translation>Ihre Statistik</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="723" />
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="724" />
        <source>AI &amp;level:</source>
        <translation>KI-St&amp;ufe:</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="902" />
        <source>Partien finished</source>
        <translation><numerusform>Beendete Partie</numerusform><numerusform>Beendete Partien</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="732" />
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="725" />
        <source>&amp;Practice games too</source>
        <translation>&amp;Übungspartien mitzählen</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="726" />
        <source>Count the practice games, where decisions could be taken back, in the figures and the trend (they are marked there)</source>
        <translation>Übungspartien, in denen Entscheide zurückgenommen werden konnten, in den Zahlen und im Verlauf mitzählen (dort markiert)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="732" />
        <source>Points per hand (opponents)</source>
        <translation>Punkte pro Spiel (Gegner)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="733" />
        <source>Weis points</source>
        <translation>Weispunkte</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="733" />
        <source>Ø penalty (exact bids)</source>
        <translation>Ø Strafpunkte (genaue)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="736" />
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exportieren …</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="737" />
        <source>Save every recorded hand as a CSV file for a spreadsheet</source>
        <translation>Jedes aufgezeichnete Spiel als CSV-Datei für eine Tabellenkalkulation speichern</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="738" />
        <source>C&amp;lear history…</source>
        <translation>Verlauf &amp;löschen …</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="739" />
        <source>Delete all recorded Partien and hands</source>
        <translation>Alle aufgezeichneten Partien und Spiele löschen</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="740" />
        <source>&amp;Close</source>
        <translation>S&amp;chliessen</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="741" />
        <source>The statistics are being written; the latest hands are not counted here yet.</source>
        <translation>Die Statistik wird gerade geschrieben; die letzten Spiele sind hier noch nicht gezählt.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="743" />
        <source>Another program is using the statistics file (a backup or sync tool, or a second JassDesk). The records wait and are written as soon as it is free; nothing is lost.</source>
        <translation>Ein anderes Programm benützt die Statistikdatei (eine Sicherung, ein Synchronisierungsprogramm oder ein zweites JassDesk). Die Einträge warten und werden geschrieben, sobald sie frei ist; nichts geht verloren.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="903" />
        <source>Hands recorded</source>
        <translation><numerusform>Aufgezeichnetes Spiel</numerusform><numerusform>Aufgezeichnete Spiele</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="904" />
        <source>Matches made</source>
        <translation><numerusform>Match gemacht</numerusform><numerusform>Matchs gemacht</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="906" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 gewonnen, %2 verloren, %3 unentschieden</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="956" />
        <source>Exported %n hands to %1.</source>
        <translation><numerusform>%n Spiel nach %1 exportiert.</numerusform><numerusform>%n Spiele nach %1 exportiert.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="958" />
        <source>The export failed.</source>
        <translation>Der Export ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="960" />
        <source>The statistics were cleared.</source>
        <translation>Die Statistik wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="971" />
        <location filename="../ui/statistics_dialog.py" line="982" />
        <source>Export statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="972" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="983" />
        <source>The statistics could not be exported:
%1</source>
        <translation>Die Statistik konnte nicht exportiert werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="995" />
        <location filename="../ui/statistics_dialog.py" line="999" />
        <location filename="../ui/statistics_dialog.py" line="1015" />
        <source>Clear history</source>
        <translation>Verlauf löschen</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="1000" />
        <source>Delete all recorded statistics?
Finished Partien: %1, hands: %2.
This cannot be undone; export them first to keep a copy.</source>
        <translation>Die ganze aufgezeichnete Statistik löschen?
Beendete Partien: %1, Spiele: %2.
Das kann nicht rückgängig gemacht werden; exportieren Sie sie vorher, um eine Kopie zu behalten.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="996" />
        <location filename="../ui/statistics_dialog.py" line="1016" />
        <source>The statistics could not be cleared:
%1</source>
        <translation>Die Statistik konnte nicht gelöscht werden:
%1</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../ui/table/scene.py" line="106" />
        <source>Last trick (L)</source>
        <translation>Letzter Stich (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="135" />
        <source>The hint failed: %1</source>
        <translation>Der Tipp ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="462" />
        <source>%1's turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="537" />
        <source>Why? The rule…</source>
        <translation>Warum? Die Regel …</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="462" />
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
</context>
<context>
    <name>TrendPlot</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <source>drawn</source>
        <extracomment>how long a read waits for the database before the window shows what it has (the GUI thread must not wait) how soon a read that found the database busy or not ready is tried again</extracomment>
        <translation>unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <location filename="../ui/statistics_dialog.py" line="333" />
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <location filename="../ui/statistics_dialog.py" line="334" />
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="123" />
        <source>Partie %1 (%2): %3</source>
        <translation>Partie %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="124" />
        <source>practice game</source>
        <translation>Übungspartie</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="125" />
        <source>%1 points per hand (opponents %2) in %3</source>
        <translation>%1 Punkte pro Spiel (Gegner %2) in %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="126" />
        <location filename="../ui/statistics_dialog.py" line="129" />
        <source>%n hands</source>
        <translation><numerusform>%n Spiel</numerusform><numerusform>%n Spiele</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="128" />
        <source>%1 penalty per hand, %2 exact bids, in %3</source>
        <translation>%1 Strafpunkte pro Spiel, %2 genaue Voraussagen, in %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="131" />
        <source>Win rate over the last %n Partien: %1</source>
        <translation><numerusform>Siegquote der letzten Partie: %1</numerusform><numerusform>Siegquote der letzten %n Partien: %1</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="134" />
        <source>AI: %1</source>
        <translation>KI: %1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="135" />
        <source>%1 (mixed levels, counted as %2)</source>
        <translation>%1 (gemischte Stufen, gezählt als %2)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="152" />
        <source>The statistics cannot be read</source>
        <translation>Die Statistik kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="153" />
        <source>No finished Partien yet</source>
        <translation>Noch keine beendeten Partien</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="159" />
        <source>Choose another game or AI level above.</source>
        <translation>Wählen Sie oben eine andere Spielart oder KI-Stufe.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="160" />
        <source>Finish a Partie to see your win rate and points per hand here.</source>
        <translation>Beenden Sie eine Partie, um hier Ihre Siegquote und Punkte pro Spiel zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="302" />
        <source>Partien, oldest to newest</source>
        <translation>Partien, von der ältesten zur neuesten</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="311" />
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="313" />
        <source>Points per hand</source>
        <translation>Punkte pro Spiel</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="313" />
        <source>Penalty per hand</source>
        <translation>Strafpunkte pro Spiel</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="330" />
        <source>Win rate over the last %n Partien</source>
        <translation><numerusform>Siegquote der letzten Partie</numerusform><numerusform>Siegquote der letzten %n Partien</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="331" />
        <source>Your penalty per hand</source>
        <translation>Ihre Strafpunkte pro Spiel</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="332" />
        <source>Your points per hand</source>
        <translation>Ihre Punkte pro Spiel</translation>
    </message>
</context>
<context>
    <name>WindowClaim</name>
    <message>
        <location filename="../ui/instance.py" line="162" />
        <source>JassDesk is already running with this folder; this window saves its Partie separately in %1.</source>
        <translation>JassDesk läuft bereits mit diesem Ordner; dieses Fenster speichert seine Partie getrennt in %1.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="164" />
        <source>Saving separately: %1</source>
        <translation>Getrennt gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="174" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="176" />
        <source>The other JassDesk window did not answer. Nothing is lost: the next start offers to continue both Partien.</source>
        <translation>Das andere JassDesk-Fenster hat nicht geantwortet. Nichts geht verloren: Der nächste Start bietet an, beide Partien fortzusetzen.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="241" />
        <source>Unfinished Partie</source>
        <translation>Unbeendete Partie</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="246" />
        <source>The other window's Partie was kept as %1 (File &gt; Open).</source>
        <translation>Die Partie des anderen Fensters wurde als %1 aufbewahrt (Datei &gt; Öffnen).</translation>
    </message>
</context>
</TS>