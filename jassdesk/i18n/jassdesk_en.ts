<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_GB">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ui/about.py" line="62" />
        <source>About JassDesk</source>
        <translation>About JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="69" />
        <source>The Swiss card game Jass — Schieber, Schmaus, Coiffeur and Differenzler — offline, with AI players and hints.</source>
        <translation>The Swiss card game Jass — Schieber, Schmaus, Coiffeur and Differenzler — offline, with AI players and hints.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="71" />
        <source>Copyright © the JassDesk contributors. Free software under the GNU General Public License, version 3 or later; it comes with no warranty.</source>
        <translation>Copyright © the JassDesk contributors. Free software under the GNU General Public License, version 3 or later; it comes with no warranty.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="89" />
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="93" />
        <source>Licences of JassDesk and of the software it is built on:</source>
        <translation>Licences of JassDesk and of the software it is built on:</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="103" />
        <source>JassDesk is free software: you may share and change it under the terms of the GNU General Public License as published by the Free Software Foundation, version 3 or (at your option) any later version. It comes WITHOUT ANY WARRANTY.</source>
        <translation>JassDesk is free software: you may share and change it under the terms of the GNU General Public License as published by the Free Software Foundation, version 3 or (at your option) any later version. It comes WITHOUT ANY WARRANTY.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="107" />
        <source>Card art — CC BY 4.0</source>
        <translation>Card art — CC BY 4.0</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="108" />
        <source>The card faces, the backs and the icon are original art made for JassDesk, licensed under Creative Commons Attribution 4.0 International: %1</source>
        <translation>The card faces, the backs and the icon are original art made for JassDesk, licensed under Creative Commons Attribution 4.0 International: %1</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="113" />
        <source>Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser General Public License, version 3. Their source code: %1 and %2</source>
        <translation>Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser General Public License, version 3. Their source code: %1 and %2</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="118" />
        <source>Python and its standard library are used under the Python Software Foundation License.</source>
        <translation>Python and its standard library are used under the Python Software Foundation License.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="122" />
        <source>platformdirs finds the folders for the settings, the games and the log; MIT License.</source>
        <translation>platformdirs finds the folders for the settings, the games and the log; MIT License.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="124" />
        <source>DejaVu fonts</source>
        <translation>DejaVu fonts</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="125" />
        <source>The DejaVu Sans font is shipped for systems that have no font of their own (Bitstream Vera and Arev font licences).</source>
        <translation>The DejaVu Sans font is shipped for systems that have no font of their own (Bitstream Vera and Arev font licences).</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="128" />
        <source>Other bundled software</source>
        <translation>Other bundled software</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="129" />
        <source>What the installable bundle carries besides: PyInstaller's start-up program and, on Linux, libraries of the system it was built on.</source>
        <translation>What the installable bundle carries besides: PyInstaller's start-up program and, on Linux, libraries of the system it was built on.</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <location filename="../ui/table/bid_panel.py" line="97" />
        <source>Bid</source>
        <extracomment>key -&gt; change of the bid, in the field and on the slider</extracomment>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="100" />
        <source>Suggest</source>
        <translation>Suggest</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="101" />
        <source>The hint: what the Expert would bid, and why (H)</source>
        <translation>The hint: what the Expert would bid, and why (H)</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="102" />
        <source>%1 to %2 points</source>
        <translation>%1 to %2 points</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="105" />
        <source>How many points will you make? Type a number or move the slider, then press Enter.</source>
        <translation>How many points will you make? Type a number or move the slider, then press Enter.</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="170" />
        <source>Type a number or move the slider first.</source>
        <translation>Type a number or move the slider first.</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <location filename="../ui/table/bid_panel.py" line="197" />
        <source>Your bid</source>
        <translation>Your bid</translation>
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
        <translation>Chalk board</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chalkboard.py" line="716" />
        <source>%1: %n points</source>
        <translation><numerusform>%1: %n point</numerusform><numerusform>%1: %n points</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/chalkboard.py" line="717" />
        <source>%1 × 100, %2 × 50, %3 × 20, rest %4</source>
        <translation>%1 × 100, %2 × 50, %3 × 20, rest %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chalkboard.py" line="722" />
        <source>%n matches</source>
        <translation><numerusform>%n match</numerusform><numerusform>%n matches</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chalkboard.py" line="724" />
        <source>%n Kontermatches</source>
        <translation><numerusform>%n Kontermatch</numerusform><numerusform>%n Kontermatches</numerusform></translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <location filename="../ui/table/choices.py" line="89" />
        <source>Your partner pushed: choose the trump</source>
        <translation>Your partner pushed: choose the trump</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="89" />
        <source>Choose the trump</source>
        <translation>Choose the trump</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="99" />
        <source>Schieben</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="100" />
        <source>partner chooses</source>
        <translation>partner chooses</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="102" />
        <source>Your partner pushed to you: choose the trump.</source>
        <translation>Your partner pushed to you: choose the trump.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="103" />
        <source>Choose the trump or push it to your partner.</source>
        <translation>Choose the trump or push it to your partner.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="104" />
        <source>Choose the trump.</source>
        <translation>Choose the trump.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="121" />
        <source>Cut the pack: click where to cut</source>
        <translation>Cut the pack: click where to cut</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="125" />
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="128" />
        <source>Your cut: click between two cards of the pack.</source>
        <translation>Your cut: click between two cards of the pack.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="134" />
        <source>You drew the highest card: who deals?</source>
        <translation>You drew the highest card: who deals?</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="140" />
        <source>%1 (tie)</source>
        <translation>%1 (tie)</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="145" />
        <source>I deal</source>
        <translation>I deal</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="147" />
        <source>Choose who deals the first hand.</source>
        <translation>Choose who deals the first hand.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="173" />
        <source>Announce Stöck</source>
        <translation>Announce Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="178" />
        <source>Exchange the trump 6</source>
        <translation>Exchange the trump 6</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="184" />
        <source>Your turn: play a card.</source>
        <translation>Your turn: play a card.</translation>
    </message>
</context>
<context>
    <name>CoiffeurTable</name>
    <message>
        <location filename="../ui/table/coiffeur.py" line="79" />
        <source>Everyone pushed: you must choose a row</source>
        <extracomment>a joker's modes in the order of the standard tables: Eicheln, Rosen, Schilten, Schellen, Obenabe, Undenufe</extracomment>
        <translation>Everyone pushed: you must choose a row</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="80" />
        <source>Your partner pushed: choose a row</source>
        <translation>Your partner pushed: choose a row</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="82" />
        <source>Choose a row of your team</source>
        <translation>Choose a row of your team</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="95" />
        <source>any mode</source>
        <translation>any mode</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="95" />
        <source>its start</source>
        <translation>its start</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="96" />
        <source>Schieben</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="99" />
        <source>not any more</source>
        <translation>not any more</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="101" />
        <source>partner chooses</source>
        <translation>partner chooses</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="101" />
        <source>next player</source>
        <translation>next player</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="102" />
        <source>Choose a row of the Coiffeur table, or push.</source>
        <translation>Choose a row of the Coiffeur table, or push.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="103" />
        <source>Choose a row of the Coiffeur table.</source>
        <translation>Choose a row of the Coiffeur table.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="136" />
        <source>%1 ×%2: choose its mode</source>
        <translation>%1 ×%2: choose its mode</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="142" />
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="159" />
        <source>%1 ×%2: %3</source>
        <translation>%1 ×%2: %3</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="183" />
        <source>In Coiffeur only the team that chose the row writes: your team.</source>
        <translation>In Coiffeur only the team that chose the row writes: your team.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="184" />
        <source>In Coiffeur only the team that chose the row writes: %1.</source>
        <translation>In Coiffeur only the team that chose the row writes: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="190" />
        <source>Rows played</source>
        <translation>Rows played</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/coiffeur.py" line="193" />
        <source>Every row of both teams is played: %n rows each.</source>
        <translation><numerusform>Every row of both teams is played: %n row each.</numerusform><numerusform>Every row of both teams is played: %n rows each.</numerusform></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/dialogs.py" line="18" />
        <source>Swiss (Rosen, Eicheln, Schilten, Schellen)</source>
        <translation>Swiss (Rosen, Eicheln, Schilten, Schellen)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="19" />
        <source>French (hearts, diamonds, spades, clubs)</source>
        <translation>French (hearts, diamonds, spades, clubs)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="20" />
        <source>French, four colours</source>
        <translation>French, four colours</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="24" />
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="25" />
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="26" />
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location filename="../ui/games/base.py" line="72" />
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="20" />
        <source>Differenzler</source>
        <translation>Differenzler</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="23" />
        <source>Differenzler (four players alone, bid your points)</source>
        <translation>Differenzler (four players alone, bid your points)</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="27" />
        <source>Differenzler, 8 hands</source>
        <translation>Differenzler, 8 hands</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="28" />
        <source>As Swisslos plays it: hidden bids, the turned card fixes trump, the lowest total penalty wins</source>
        <translation>As Swisslos plays it: hidden bids, the turned card fixes trump, the lowest total penalty wins</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="32" />
        <source>Open bids with the exact bonus</source>
        <translation>Open bids with the exact bonus</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="33" />
        <source>Bids in turn order, each seeing the earlier ones; 10 off the penalty for an exact bid</source>
        <translation>Bids in turn order, each seeing the earlier ones; 10 off the penalty for an exact bid</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="40" />
        <location filename="../ui/games/schieber.py" line="44" />
        <location filename="../ui/games/schmaus.py" line="29" />
        <source>You (bottom):</source>
        <translation>You (bottom):</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="41" />
        <source>Left:</source>
        <translation>Left:</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="42" />
        <source>Across (top):</source>
        <translation>Across (top):</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="43" />
        <source>Right:</source>
        <translation>Right:</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="17" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="20" />
        <source>Schmaus (two players, with a stock)</source>
        <translation>Schmaus (two players, with a stock)</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="23" />
        <source>Schmaus to 1000</source>
        <translation>Schmaus to 1000</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="24" />
        <source>Free play while the stock lasts, Weis with every card, match +100</source>
        <translation>Free play while the stock lasts, Weis with every card, match +100</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="30" />
        <source>Opponent (top):</source>
        <translation>Opponent (top):</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="20" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="23" />
        <source>Schieber (four players, two teams)</source>
        <translation>Schieber (four players, two teams)</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="27" />
        <source>Swiss standard to 1000</source>
        <translation>Swiss standard to 1000</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="28" />
        <source>As most Swiss play it: Weis, match +100, you may trump instead of following suit, no under-trumping</source>
        <translation>As most Swiss play it: Weis, match +100, you may trump instead of following suit, no under-trumping</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="32" />
        <source>2500 with multipliers</source>
        <translation>2500 with multipliers</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="33" />
        <source>Swiss standard to 2500 with the multipliers of the Swisslos tables</source>
        <translation>Swiss standard to 2500 with the multipliers of the Swisslos tables</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="36" />
        <source>Simple Schieber (follow suit, no Weis)</source>
        <translation>Simple Schieber (follow suit, no Weis)</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="37" />
        <source>The simplest rules to learn with: you must follow suit, no Weis, no match bonus</source>
        <translation>The simplest rules to learn with: you must follow suit, no Weis, no match bonus</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="45" />
        <source>Left opponent:</source>
        <translation>Left opponent:</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="46" />
        <source>Partner (top):</source>
        <translation>Partner (top):</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="47" />
        <source>Right opponent:</source>
        <translation>Right opponent:</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="21" />
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="24" />
        <source>Coiffeur (four players, every row of the table)</source>
        <translation>Coiffeur (four players, every row of the table)</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="32" />
        <source>Coiffeur, 8 rows</source>
        <translation>Coiffeur, 8 rows</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="33" />
        <source>The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6 and two jokers ×7, ×8</source>
        <translation>The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6 and two jokers ×7, ×8</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="36" />
        <source>Coiffeur, 10 rows</source>
        <translation>Coiffeur, 10 rows</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="37" />
        <source>The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 and two jokers ×9, ×10</source>
        <translation>The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 and two jokers ×9, ×10</translation>
    </message>
</context>
<context>
    <name>DifferenzlerSheet</name>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="68" />
        <source>%1: bid %2, made %3, penalty %4</source>
        <extracomment>the points of a bid while its hand is played: not "…", which reads as a figure cut off ("45/…")</extracomment>
        <translation>%1: bid %2, made %3, penalty %4</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="94" />
        <source>Each cell: bid/points made → penalty. The lowest total penalty wins.</source>
        <translation>Each cell: bid/points made → penalty. The lowest total penalty wins.</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="113" />
        <source>Total penalty</source>
        <translation>Total penalty</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="119" />
        <source>%1: place %2, total penalty %3</source>
        <translation>%1: place %2, total penalty %3</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="140" />
        <source>Trump: %1</source>
        <translation>Trump: %1</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="146" />
        <source>Bids and penalties</source>
        <translation>Bids and penalties</translation>
    </message>
</context>
<context>
    <name>DifferenzlerTable</name>
    <message>
        <location filename="../ui/table/differenzler.py" line="51" />
        <source>You win the Partie!</source>
        <translation>You win the Partie!</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="52" />
        <source>%1 wins the Partie</source>
        <translation>%1 wins the Partie</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="73" />
        <source>Your bid. Bids so far: %1.</source>
        <translation>Your bid. Bids so far: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="76" />
        <source>Your bid: how many points will you make?</source>
        <translation>Your bid: how many points will you make?</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="82" />
        <source>I bid %1.</source>
        <translation>I bid %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="83" />
        <source>I have bid.</source>
        <translation>I have bid.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="87" />
        <source>You bid %1.</source>
        <translation>You bid %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="94" />
        <source>Trump drawn at random: %1.</source>
        <translation>Trump drawn at random: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="115" />
        <location filename="../ui/table/differenzler.py" line="122" />
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="121" />
        <source>Your points in this hand: %1</source>
        <translation>Your points in this hand: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="125" />
        <source>bid %1</source>
        <translation>bid %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="126" />
        <source>Bid %1; the others' points are not shown.</source>
        <translation>Bid %1; the others' points are not shown.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="128" />
        <source>bid ✓</source>
        <translation>bid ✓</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="128" />
        <source>Has bid; the value is shown with the hand's result.</source>
        <translation>Has bid; the value is shown with the hand's result.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/differenzler.py" line="134" />
        <source>You have %1 of your %2 points: %n still to make.</source>
        <translation><numerusform>You have %1 of your %2 points: %n still to make.</numerusform><numerusform>You have %1 of your %2 points: %n still to make.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="137" />
        <source>You have exactly your %1 points.</source>
        <translation>You have exactly your %1 points.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/differenzler.py" line="138" />
        <source>You have %1 points, %n over your bid of %2.</source>
        <translation><numerusform>You have %1 points, %n over your bid of %2.</numerusform><numerusform>You have %1 points, %n over your bid of %2.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="146" />
        <location filename="../ui/table/differenzler.py" line="154" />
        <source>Bids</source>
        <translation>Bids</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="147" />
        <location filename="../ui/table/differenzler.py" line="155" />
        <source>Points made</source>
        <translation>Points made</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="148" />
        <location filename="../ui/table/differenzler.py" line="156" />
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="149" />
        <location filename="../ui/table/differenzler.py" line="169" />
        <source>Total penalty</source>
        <translation>Total penalty</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="165" />
        <source>You share the first place with %1</source>
        <translation>You share the first place with %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="167" />
        <source>%1 share the first place</source>
        <translation>%1 share the first place</translation>
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
        <translation>An As: you deal.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="92" />
        <source>An As: %1 deals.</source>
        <translation>An As: %1 deals.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="94" />
        <source>Highest card: you choose who deals.</source>
        <translation>Highest card: you choose who deals.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="95" />
        <source>Highest card: %1 chooses who deals.</source>
        <translation>Highest card: %1 chooses who deals.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="117" />
        <source>Equal cards: everybody draws again (round %1).</source>
        <translation>Equal cards: everybody draws again (round %1).</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="132" />
        <source>You deal.</source>
        <translation>You deal.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="133" />
        <source>%1 deals.</source>
        <translation>%1 deals.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="171" />
        <source>Hand %1 — you deal, %2 cuts.</source>
        <translation>Hand %1 — you deal, %2 cuts.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="172" />
        <source>Hand %1 — %2 deals, you cut.</source>
        <translation>Hand %1 — %2 deals, you cut.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="173" />
        <source>Hand %1 — dealer: %2, cut: %3.</source>
        <translation>Hand %1 — dealer: %2, cut: %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="184" />
        <source>You knock.</source>
        <translation>You knock.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="184" />
        <source>Knocks.</source>
        <translation>Knocks.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="186" />
        <source>You cut at %1.</source>
        <translation>You cut at %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="186" />
        <source>Cuts %1.</source>
        <translation>Cuts %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="274" />
        <source>Trump is %1, turned: your card.</source>
        <translation>Trump is %1, turned: your card.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="275" />
        <source>Trump is %1, turned: %2's card.</source>
        <translation>Trump is %1, turned: %2's card.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="302" />
        <source>Trump is %1.</source>
        <translation>Trump is %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="307" />
        <source>Schiebe! (over to you)</source>
        <translation>Schiebe! (over to you)</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="308" />
        <source>Schiebe! (over to %1)</source>
        <translation>Schiebe! (over to %1)</translation>
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
        <translation><numerusform>Weis for %1: %n point.</numerusform><numerusform>Weis for %1: %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="367" />
        <source>Weis for you: %n points.</source>
        <translation><numerusform>Weis for you: %n point.</numerusform><numerusform>Weis for you: %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="369" />
        <source>Weis for your team: %n points.</source>
        <translation><numerusform>Weis for your team: %n point.</numerusform><numerusform>Weis for your team: %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="387" />
        <source>Trick to you (%n points).</source>
        <translation><numerusform>Trick to you (%n point).</numerusform><numerusform>Trick to you (%n points).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="388" />
        <source>Trick to %1 (%n points).</source>
        <translation><numerusform>Trick to %1 (%n point).</numerusform><numerusform>Trick to %1 (%n points).</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="430" />
        <source>You exchange the trump 6 for %1.</source>
        <translation>You exchange the trump 6 for %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="431" />
        <source>Exchanges the trump 6 for %1.</source>
        <translation>Exchanges the trump 6 for %1.</translation>
    </message>
</context>
<context>
    <name>ExceptionReporter</name>
    <message>
        <location filename="../ui/crash.py" line="63" />
        <source>the terminal (no log file could be opened)</source>
        <translation>the terminal (no log file could be opened)</translation>
    </message>
    <message>
        <location filename="../ui/crash.py" line="64" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/crash.py" line="65" />
        <source>Something went wrong inside JassDesk.</source>
        <translation>Something went wrong inside JassDesk.</translation>
    </message>
    <message>
        <location filename="../ui/crash.py" line="67" />
        <source>The game goes on if it can. The details are written to %1; please include that file when you report the problem.</source>
        <translation>The game goes on if it can. The details are written to %1; please include that file when you report the problem.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../ui/table/game_table.py" line="86" />
        <source>Card points</source>
        <extracomment>the turned trump card is the dealer's last card, shown in his hand until the first card is played (not the bottom of a stock beside the trick)</extracomment>
        <translation>Card points</translation>
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
        <translation>Multiplier</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="95" />
        <source>Written this hand</source>
        <translation>Written this hand</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="96" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="107" />
        <source>The Partie is drawn</source>
        <translation>The Partie is drawn</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="111" />
        <source>Final score</source>
        <translation>Final score</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="140" />
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/game_table.py" line="144" />
        <source>Played over %n hands.</source>
        <translation><numerusform>Played over %n hand.</numerusform><numerusform>Played over %n hands.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/game_table.py" line="145" />
        <source>Target: %n points.</source>
        <translation><numerusform>Target: %n point.</numerusform><numerusform>Target: %n points.</numerusform></translation>
    </message>
</context>
<context>
    <name>HintView</name>
    <message>
        <location filename="../ui/table/hint_view.py" line="56" />
        <source>Hints are switched off (Settings).</source>
        <translation>Hints are switched off (Settings).</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="59" />
        <source>A hint is given when it is your turn.</source>
        <translation>A hint is given when it is your turn.</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="63" />
        <source>Thinking about a hint…</source>
        <translation>Thinking about a hint…</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="76" />
        <location filename="../ui/table/hint_view.py" line="82" />
        <source>Hint: %1 — %2</source>
        <translation>Hint: %1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="78" />
        <source>Hint: %1</source>
        <translation>Hint: %1</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../ui/table/keys.py" line="60" />
        <source>Choose with the arrow keys, then press Enter.</source>
        <translation>Choose with the arrow keys, then press Enter.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="70" />
        <source>Cut at %1: Enter cuts.</source>
        <translation>Cut at %1: Enter cuts.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="79" />
        <source>Choose where to cut with the arrow keys, then press Enter.</source>
        <translation>Choose where to cut with the arrow keys, then press Enter.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="100" />
        <source>%1 (dimmed cards skipped). %2</source>
        <translation>%1 (dimmed cards skipped). %2</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <location filename="../ui/app.py" line="249" />
        <source>Unfinished Partie</source>
        <translation>Unfinished Partie</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="251" />
        <source>The unfinished Partie was kept as %1 (File &gt; Open).</source>
        <translation>The unfinished Partie was kept as %1 (File &gt; Open).</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="264" />
        <source>The settings file could not be read. It was moved aside as “%1”; the default settings are used.</source>
        <translation>The settings file could not be read. It was moved aside as “%1”; the default settings are used.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="267" />
        <source>The settings file could not be read; the default settings are used.</source>
        <translation>The settings file could not be read; the default settings are used.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="269" />
        <source>The autosave “%1” could not be read. It was moved aside as “%2”.</source>
        <translation>The autosave “%1” could not be read. It was moved aside as “%2”.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="271" />
        <source>The autosave “%1” could not be read.</source>
        <translation>The autosave “%1” could not be read.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="273" />
        <source>A new game has been dealt.</source>
        <translation>A new game has been dealt.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="276" />
        <source>Damaged files are kept for a look, in %1; JassDesk will not read them again.</source>
        <translation>Damaged files are kept for a look, in %1; JassDesk will not read them again.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="277" />
        <source>JassDesk found a damaged file and started without it.</source>
        <translation>JassDesk found a damaged file and started without it.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="278" />
        <source>JassDesk found damaged files and started without them.</source>
        <translation>JassDesk found damaged files and started without them.</translation>
    </message>
</context>
<context>
    <name>LeaveQuestion</name>
    <message>
        <location filename="../ui/mainwindow.py" line="321" />
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="321" />
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="322" />
        <source>Leave the Partie in progress?</source>
        <translation>Leave the Partie in progress?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="323" />
        <source>It is kept among the saved games: File &gt; Open continues it later.</source>
        <translation>It is kept among the saved games: File &gt; Open continues it later.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="324" />
        <source>&amp;Open the other game</source>
        <translation>&amp;Open the other game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="325" />
        <source>&amp;Start the new game</source>
        <translation>&amp;Start the new game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="326" />
        <source>&amp;Keep playing</source>
        <translation>&amp;Keep playing</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../app/level_labels.py" line="11" />
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="12" />
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="13" />
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="14" />
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="20" />
        <source>Plays any allowed card at random: a yardstick rather than an opponent.</source>
        <translation>Plays any allowed card at random: a yardstick rather than an opponent.</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="22" />
        <source>Plays by simple habits (follows low, takes a rich trick) and often carelessly.</source>
        <translation>Plays by simple habits (follows low, takes a rich trick) and often carelessly.</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="24" />
        <source>Plays like a good club player: draws trumps, gives points to the partner's trick, reads the partner's signals.</source>
        <translation>Plays like a good club player: draws trumps, gives points to the partner's trick, reads the partner's signals.</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="27" />
        <source>Thinks each card through by playing the hand out in thousands of possible deals, about a second per card.</source>
        <translation>Thinks each card through by playing the hand out in thousands of possible deals, about a second per card.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.py" line="405" />
        <source>The AI failed: %1</source>
        <translation>The AI failed: %1</translation>
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
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="381" />
        <source>The Expert's replay failed: %1</source>
        <translation>The Expert's replay failed: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="501" />
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="503" />
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="504" />
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="505" />
        <source>&amp;Deck</source>
        <translation>&amp;Deck</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="506" />
        <source>Card &amp;back</source>
        <translation>Card &amp;back</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="507" />
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="508" />
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="509" />
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="510" />
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="511" />
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="512" />
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="513" />
        <source>&amp;Last trick</source>
        <translation>&amp;Last trick</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="514" />
        <source>Re&amp;view a hand…</source>
        <translation>Re&amp;view a hand…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="515" />
        <source>Review a hand of a sa&amp;ved game…</source>
        <translation>Review a hand of a sa&amp;ved game…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="516" />
        <source>&amp;Undo my last decision</source>
        <translation>&amp;Undo my last decision</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="517" />
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="518" />
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="519" />
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="520" />
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="521" />
        <source>&amp;About JassDesk</source>
        <translation>&amp;About JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="522" />
        <source>&amp;Score sheet</source>
        <translation>&amp;Score sheet</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="523" />
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="551" />
        <source>Undo is for practice games: start one with New game &gt; Practice game.</source>
        <translation>Undo is for practice games: start one with New game &gt; Practice game.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="553" />
        <source>Nothing of yours to take back yet.</source>
        <translation>Nothing of yours to take back yet.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="555" />
        <source>Take back your last decision and what the others played after it.</source>
        <translation>Take back your last decision and what the others played after it.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="572" />
        <source>Your last decision was taken back.</source>
        <translation>Your last decision was taken back.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="731" />
        <source>Unfinished Partie</source>
        <translation>Unfinished Partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="733" />
        <source>The Partie in progress could not be kept.</source>
        <translation>The Partie in progress could not be kept.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="733" />
        <source>It is still on the table.</source>
        <translation>It is still on the table.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="736" />
        <source>The Partie in progress was kept as %1.</source>
        <translation>The Partie in progress was kept as %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="962" />
        <source>The autosave does not work: after a crash this Partie cannot be continued (File &gt; Save as still works).</source>
        <translation>The autosave does not work: after a crash this Partie cannot be continued (File &gt; Save as still works).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="963" />
        <source>the autosave</source>
        <translation>the autosave</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="964" />
        <source>The statistics are not recorded: this Partie may be missing from them.</source>
        <translation>The statistics are not recorded: this Partie may be missing from them.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="965" />
        <source>the statistics</source>
        <translation>the statistics</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="966" />
        <source>The settings cannot be saved: changes last until JassDesk closes.</source>
        <translation>The settings cannot be saved: changes last until JassDesk closes.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="967" />
        <source>the settings</source>
        <translation>the settings</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="968" />
        <source>The log file cannot be written: problems are not recorded there.</source>
        <translation>The log file cannot be written: problems are not recorded there.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="969" />
        <source>the log file</source>
        <translation>the log file</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="973" />
        <source>You can go on playing; still working: %1.</source>
        <translation>You can go on playing; still working: %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="975" />
        <source>You can go on playing.</source>
        <translation>You can go on playing.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="981" />
        <source>JassDesk cannot save everything.</source>
        <translation>JassDesk cannot save everything.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="841" />
        <source>%1[*] — JassDesk</source>
        <translation>%1[*] — JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="855" />
        <source>JassDesk games (*%1);;All files (*)</source>
        <translation>JassDesk games (*%1);;All files (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="859" />
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="869" />
        <location filename="../ui/mainwindow.py" line="872" />
        <source>“%1” could not be opened.</source>
        <translation>“%1” could not be opened.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="879" />
        <source>Opened %1.</source>
        <translation>Opened %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="887" />
        <source>The saved Partie could not be continued.</source>
        <translation>The saved Partie could not be continued.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="905" />
        <source>Save the Partie</source>
        <translation>Save the Partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="918" />
        <source>The Partie could not be saved as “%1”.</source>
        <translation>The Partie could not be saved as “%1”.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="920" />
        <source>Saved to %1.</source>
        <translation>Saved to %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="926" />
        <source>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</source>
        <translation>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="929" />
        <source>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</source>
        <translation>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="931" />
        <source>The file or its folder cannot be used.</source>
        <translation>The file or its folder cannot be used.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="938" />
        <location filename="../ui/mainwindow.py" line="979" />
        <source>Details: %1</source>
        <translation>Details: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="957" />
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
</context>
<context>
    <name>MistakesPlot</name>
    <message>
        <location filename="../ui/mistakes_plot.py" line="46" />
        <source>Partie %1: %2 mistakes and blunders, %3 inaccuracies per hand</source>
        <translation>Partie %1: %2 mistakes and blunders, %3 inaccuracies per hand</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mistakes_plot.py" line="50" />
        <source>%n hands reviewed</source>
        <translation><numerusform>%n hand reviewed</numerusform><numerusform>%n hands reviewed</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/mistakes_plot.py" line="77" />
        <source>Review: mistakes and blunders per hand</source>
        <translation>Review: mistakes and blunders per hand</translation>
    </message>
    <message>
        <location filename="../ui/mistakes_plot.py" line="83" />
        <source>No reviewed hand yet: every hand you finish is reviewed after it ends.</source>
        <translation>No reviewed hand yet: every hand you finish is reviewed after it ends.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/new_game.py" line="75" />
        <source>New game</source>
        <extracomment>the person's default name in each language: a name still at one of them follows the language the yes/no options of RULES.md, in the order of the dialog's two columns (read row by row) the Coiffeur tables New game offers, by their rows' kinds (the factors are edited beside them) seats in the players box, as (row, column) of a 2x2 grid: you and your partner on the left</extracomment>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="85" />
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="112" />
        <source>&amp;Rules in detail</source>
        <translation>&amp;Rules in detail</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="113" />
        <source>Every rule option of this game, one by one</source>
        <translation>Every rule option of this game, one by one</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="135" />
        <source>The code shown after a hand and on the score sheet: enter it to be dealt the same cards</source>
        <translation>The code shown after a hand and on the score sheet: enter it to be dealt the same cards</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="221" />
        <source>May trump instead of following suit</source>
        <translation>May trump instead of following suit</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="89" />
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="106" />
        <source>your own rules</source>
        <translation>your own rules</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="146" />
        <source>&amp;Practice game (undo allowed)</source>
        <translation>&amp;Practice game (undo allowed)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="147" />
        <source>Ctrl+Z takes back your last decision, as often as you like; the statistics keep practice games apart</source>
        <translation>Ctrl+Z takes back your last decision, as often as you like; the statistics keep practice games apart</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="139" />
        <source>Deal &amp;code (optional):</source>
        <translation>Deal &amp;code (optional):</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="222" />
        <source>Bauer exception: need not be played</source>
        <translation>Bauer exception: need not be played</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="223" />
        <source>Trumpfzwang: void in the led suit, must trump</source>
        <translation>Trumpfzwang: void in the led suit, must trump</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="224" />
        <source>Under-trumping forbidden</source>
        <translation>Under-trumping forbidden</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="225" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="226" />
        <source>Stöck announced automatically</source>
        <translation>Stöck announced automatically</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="227" />
        <source>Multipliers (×1 to ×3 by trump)</source>
        <translation>Multipliers (×1 to ×3 by trump)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="228" />
        <source>Undenufe counts ×4</source>
        <translation>Undenufe counts ×4</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="230" />
        <source>Klopfen: the cutter may knock</source>
        <translation>Klopfen: the cutter may knock</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="231" />
        <source>Open bids (in turn order)</source>
        <translation>Open bids (in turn order)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="232" />
        <source>Trump drawn at random</source>
        <translation>Trump drawn at random</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="233" />
        <source>Exact bonus: 10 off for an exact bid</source>
        <translation>Exact bonus: 10 off for an exact bid</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="234" />
        <source>Slalom may be chosen (×3 with multipliers)</source>
        <translation>Slalom may be chosen (×3 with multipliers)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="235" />
        <source>Coiffeur: push to the partner only</source>
        <translation>Coiffeur: push to the partner only</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="236" />
        <source>Coiffeur: Stöck count</source>
        <translation>Coiffeur: Stöck count</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="239" />
        <source>When trump is led and the Bauer is your only trump, you may keep it</source>
        <translation>When trump is led and the Bauer is your only trump, you may keep it</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="240" />
        <source>Instead of cutting, the player who cuts may knock (everyone at the table agrees to it by choosing this)</source>
        <translation>Instead of cutting, the player who cuts may knock (everyone at the table agrees to it by choosing this)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="242" />
        <source>After a non-trump lead was trumped, a lower trump may not be played unless you hold only trumps</source>
        <translation>After a non-trump lead was trumped, a lower trump may not be played unless you hold only trumps</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="244" />
        <source>Each player bids in turn, the dealer last, seeing the bids before his; otherwise every bid stays hidden until the hand is over</source>
        <translation>Each player bids in turn, the dealer last, seeing the bids before his; otherwise every bid stays hidden until the hand is over</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="246" />
        <source>Trump is drawn at random instead of being fixed by the turned bottom card</source>
        <translation>Trump is drawn at random instead of being fixed by the turned bottom card</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="247" />
        <source>Slalom: Obenabe and Undenufe trick by trick, from the start the chooser names</source>
        <translation>Slalom: Obenabe and Undenufe trick by trick, from the start the chooser names</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="248" />
        <source>Off: pushing passes the choice round the table; on: to the partner, as in Schieber</source>
        <translation>Off: pushing passes the choice round the table; on: to the partner, as in Schieber</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="250" />
        <source>Stöck (20) count for the choosing team, times the row's factor</source>
        <translation>Stöck (20) count for the choosing team, times the row's factor</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="259" />
        <source>Clockwise</source>
        <translation>Clockwise</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="260" />
        <source>Counter-clockwise</source>
        <translation>Counter-clockwise</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="261" />
        <source>Clockwise: the Vorhand sits at the dealer's left; counter-clockwise: at his right</source>
        <translation>Clockwise: the Vorhand sits at the dealer's left; counter-clockwise: at his right</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="270" />
        <source>Coiffeur table:</source>
        <translation>Coiffeur table:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="280" />
        <source>or over</source>
        <translation>or over</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="364" />
        <location filename="../ui/new_game.py" line="545" />
        <source>%n rows</source>
        <translation><numerusform>%n row</numerusform><numerusform>%n rows</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="369" />
        <source>factors:</source>
        <translation>factors:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="382" />
        <source>The factor of each row, in this order: %1</source>
        <translation>The factor of each row, in this order: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="391" />
        <source>The Coiffeur table needs %n factors, whole numbers from 1 to 100.</source>
        <translation><numerusform>The Coiffeur table needs %n factor, a whole number from 1 to 100.</numerusform><numerusform>The Coiffeur table needs %n factors, whole numbers from 1 to 100.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="460" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="577" />
        <source>points</source>
        <translation><numerusform>point</numerusform><numerusform>points</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="578" />
        <source>hands</source>
        <translation><numerusform>hand</numerusform><numerusform>hands</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="586" />
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="589" />
        <source>%1 ×1, %2 ×2, Obenabe and Undenufe ×3; they multiply everything a hand scores</source>
        <translation>%1 ×1, %2 ×2, Obenabe and Undenufe ×3; they multiply everything a hand scores</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="633" />
        <source>A deal code has 15 letters and digits (the dashes do not count).</source>
        <translation>A deal code has 15 letters and digits (the dashes do not count).</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="634" />
        <source>“%1” does not occur in deal codes.</source>
        <translation>“%1” does not occur in deal codes.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="635" />
        <source>This deal code has a typo: compare it character by character.</source>
        <translation>This deal code has a typo: compare it character by character.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="636" />
        <source>This is not a deal code of this version of JassDesk.</source>
        <translation>This is not a deal code of this version of JassDesk.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="655" />
        <source>This deal code is for %1: choose that game or clear the code.</source>
        <translation>This deal code is for %1: choose that game or clear the code.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="266" />
        <source>Turn order:</source>
        <translation>Turn order:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="268" />
        <source>Match bonus:</source>
        <translation>Match bonus:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="276" />
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="289" />
        <source>The Partie goes:</source>
        <translation>The Partie goes:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="396" />
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="402" />
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="131" />
        <source>&amp;Deck:</source>
        <translation>&amp;Deck:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="169" />
        <source>&amp;Deal</source>
        <translation>&amp;Deal</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="592" />
        <source>Whoever draws an %1 deals</source>
        <translation>Whoever draws an %1 deals</translation>
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
        <translation>Another JassDesk window left a Partie unfinished.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="50" />
        <source>Continue it here? If not, it is kept among the saved games (File &gt; Open).</source>
        <translation>Continue it here? If not, it is kept among the saved games (File &gt; Open).</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="52" />
        <source>&amp;Continue it</source>
        <translation>&amp;Continue it</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="54" />
        <source>&amp;Keep it for later</source>
        <translation>&amp;Keep it for later</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <location filename="../ui/table/overlays.py" line="188" />
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="111" />
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="119" />
        <source>The hand ended early: a side reached the target.</source>
        <translation>The hand ended early: a side reached the target.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="122" />
        <source>Deal code: %1</source>
        <translation>Deal code: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="127" />
        <location filename="../ui/table/overlays.py" line="197" />
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="128" />
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="130" />
        <source>Copy code</source>
        <translation>Copy code</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="133" />
        <source>Expert in my seat</source>
        <translation>Expert in my seat</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="137" />
        <source>Play this deal again with the Expert in your seat (same cards, same players around you) and compare the results</source>
        <translation>Play this deal again with the Expert in your seat (same cards, same players around you) and compare the results</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="143" />
        <source>Hand over. Continue when you are ready (Enter).</source>
        <translation>Hand over. Continue when you are ready (Enter).</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="157" />
        <source>Deal code %1 copied: New game deals these cards again.</source>
        <translation>Deal code %1 copied: New game deals these cards again.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="166" />
        <source>The Expert is playing your cards…</source>
        <translation>The Expert is playing your cards…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="170" />
        <source>The Expert is playing…</source>
        <translation>The Expert is playing…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="184" />
        <source>The same cards with the Expert in your seat</source>
        <translation>The same cards with the Expert in your seat</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="185" />
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="185" />
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="187" />
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="189" />
        <source>Written for your side</source>
        <translation>Written for your side</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="192" />
        <source>Written for the other side</source>
        <translation>Written for the other side</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="194" />
        <source>Same deal, same dealer, the same players around you: only your seat was played by the Expert.</source>
        <translation>Same deal, same dealer, the same players around you: only your seat was played by the Expert.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="198" />
        <source>Back to the hand</source>
        <translation>Back to the hand</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="204" />
        <source>Hand %1, the same cards: you %2, the Expert in your seat %3.</source>
        <translation>Hand %1, the same cards: you %2, the Expert in your seat %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="220" />
        <source>Next Partie</source>
        <translation>Next Partie</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="221" />
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="233" />
        <source>No trick has been played in this hand yet.</source>
        <translation>No trick has been played in this hand yet.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="237" />
        <source>Last trick — taken by you</source>
        <translation>Last trick — taken by you</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="238" />
        <source>Last trick — taken by %1</source>
        <translation>Last trick — taken by %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="244" />
        <source>Last trick: %1.</source>
        <translation>Last trick: %1.</translation>
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
        <translation>Continue the Partie you left?</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="35" />
        <source>&amp;Continue</source>
        <translation>&amp;Continue</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="36" />
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="48" />
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="55" />
        <source>%1, hand %2</source>
        <translation>%1, hand %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="58" />
        <source>saved %1</source>
        <translation>saved %1</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <location filename="../ui/review_dialog.py" line="117" />
        <source>Your seat</source>
        <translation>Your seat</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ui/review_dialog.py" line="267" />
        <source>Review of hand %1</source>
        <translation>Review of hand %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="269" />
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="270" />
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="271" />
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="272" />
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="273" />
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="274" />
        <source>Find a better card</source>
        <translation>Find a better card</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="275" />
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="279" />
        <source>Judged by the points a choice gives up, over the deals you could not tell apart then (never the open hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond.</source>
        <translation>Judged by the points a choice gives up, over the deals you could not tell apart then (never the open hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="286" />
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="286" />
        <source>Good</source>
        <translation>Good</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="287" />
        <source>Inaccuracy</source>
        <translation>Inaccuracy</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="287" />
        <source>Mistake</source>
        <translation>Mistake</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="288" />
        <source>Blunder</source>
        <translation>Blunder</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="288" />
        <source>Forced</source>
        <translation>Forced</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="294" />
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="295" />
        <source>Announcement: %1</source>
        <translation>Announcement: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>Trump 6: %1</source>
        <translation>Trump 6: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>exchanged</source>
        <translation>exchanged</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>kept</source>
        <translation>kept</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="300" />
        <source>Trump choice: %1</source>
        <translation>Trump choice: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="301" />
        <source>Card: %1</source>
        <translation>Card: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="319" />
        <source>You chose %1</source>
        <translation>You chose %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="320" />
        <source>%1 chose %2</source>
        <translation>%1 chose %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="322" />
        <source>You pushed, %1 chose %2</source>
        <translation>You pushed, %1 chose %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="324" />
        <source>%1 pushed, you chose %2</source>
        <translation>%1 pushed, you chose %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="325" />
        <source>%1 pushed, %2 chose %3</source>
        <translation>%1 pushed, %2 chose %3</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="336" />
        <source>the only legal choice.</source>
        <translation>the only legal choice.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review_dialog.py" line="338" />
        <source>about %n points given up.</source>
        <translation><numerusform>about %n point given up.</numerusform><numerusform>about %n points given up.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="344" />
        <source>Which card would you play now? Click it among your cards.</source>
        <translation>Which card would you play now? Click it among your cards.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="353" />
        <source>Better: exchange the trump 6.</source>
        <translation>Better: exchange the trump 6.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="354" />
        <source>Better: keep the trump 6.</source>
        <translation>Better: keep the trump 6.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="358" />
        <source>Better: %1.</source>
        <translation>Better: %1.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="372" />
        <source>The deal</source>
        <translation>The deal</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="374" />
        <source>Trick %1 of %2</source>
        <translation>Trick %1 of %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="376" />
        <source>taken by you</source>
        <translation>taken by you</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="378" />
        <source>taken by %1</source>
        <translation>taken by %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="387" />
        <source>Your decisions are being judged…</source>
        <translation>Your decisions are being judged…</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="391" />
        <source>No decision of yours here.</source>
        <translation>No decision of yours here.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="437" />
        <source>Your pick, %1, is the best choice.</source>
        <translation>Your pick, %1, is the best choice.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="439" />
        <source>Your pick, %1, would have been: %2.</source>
        <translation>Your pick, %1, would have been: %2.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="454" />
        <source>Judging your decisions: %1 of %2</source>
        <translation>Judging your decisions: %1 of %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="468" />
        <source>The review failed: %1</source>
        <translation>The review failed: %1</translation>
    </message>
</context>
<context>
    <name>Reviewing</name>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="60" />
        <source>%n inaccuracies</source>
        <extracomment>what a title bar takes besides its title: the window's icon, the buttons to minimize, maximize and close</extracomment>
        <translation><numerusform>%n inaccuracy</numerusform><numerusform>%n inaccuracies</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="62" />
        <source>%n mistakes</source>
        <translation><numerusform>%n mistake</numerusform><numerusform>%n mistakes</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="64" />
        <source>%n blunders</source>
        <translation><numerusform>%n blunder</numerusform><numerusform>%n blunders</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="66" />
        <source>Review: no inaccuracy, no mistake.</source>
        <translation>Review: no inaccuracy, no mistake.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="67" />
        <source>Review: %1.</source>
        <translation>Review: %1.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="127" />
        <source>Reviewing your decisions… %1 of %2</source>
        <translation>Reviewing your decisions… %1 of %2</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="158" />
        <location filename="../ui/reviewing.py" line="210" />
        <source>Review a hand</source>
        <translation>Review a hand</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="159" />
        <source>No hand of this Partie is finished yet.</source>
        <translation>No hand of this Partie is finished yet.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="167" />
        <location filename="../ui/reviewing.py" line="179" />
        <source>Review a saved game</source>
        <translation>Review a saved game</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="174" />
        <source>“%1” could not be opened.</source>
        <translation>“%1” could not be opened.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="180" />
        <source>This Partie has no finished hand to review.</source>
        <translation>This Partie has no finished hand to review.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="199" />
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="211" />
        <source>Which hand?</source>
        <translation>Which hand?</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../ui/rules_help.py" line="230" />
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="231" />
        <source>Find in the rules (Ctrl+F)</source>
        <translation>Find in the rules (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="232" />
        <source>Previous match (Shift+F3)</source>
        <translation>Previous match (Shift+F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="233" />
        <source>Next match (F3)</source>
        <translation>Next match (F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="303" />
        <source>Not found</source>
        <translation>Not found</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="305" />
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
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
        <translation>You and %1 win the Partie!</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="41" />
        <source>%1 win the Partie</source>
        <translation>%1 win the Partie</translation>
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
        <translation>You win the Partie!</translation>
    </message>
    <message>
        <location filename="../ui/table/schmaus.py" line="37" />
        <source>%1 wins the Partie</source>
        <translation>%1 wins the Partie</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/score_sheets/jasstafel.py" line="62" />
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="57" />
        <source>Row</source>
        <translation>Row</translation>
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
        <translation>Coiffeur table</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="119" />
        <source>Played as: %1</source>
        <translation>Played as: %1</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="124" />
        <source>%1: still to be played</source>
        <translation>%1: still to be played</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="126" />
        <source>%1: being played now</source>
        <translation>%1: being played now</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="129" />
        <source>%1: %2 points × %3 = %4</source>
        <translation>%1: %2 points × %3 = %4</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/jasstafel.py" line="106" />
        <source>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</source>
        <translation>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</translation>
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
        <translation><numerusform>%n hand</numerusform><numerusform>%n hands</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/games/base.py" line="61" />
        <source>to %1</source>
        <translation>to %1</translation>
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
        <translation>practice game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="283" />
        <source>Deal code: %1</source>
        <translation>Deal code: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="305" />
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="305" />
        <source>Show the score sheet as a table of hands</source>
        <translation>Show the score sheet as a table of hands</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="306" />
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="306" />
        <source>Show the score sheet as a chalk board</source>
        <translation>Show the score sheet as a chalk board</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/games/coiffeur.py" line="28" />
        <source>%n rows</source>
        <translation><numerusform>%n row</numerusform><numerusform>%n rows</numerusform></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../ui/table/seats.py" line="35" />
        <source>Your seat</source>
        <translation>Your seat</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="36" />
        <source>AI: %1</source>
        <translation>AI: %1</translation>
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
        <translation>V</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="53" />
        <source>%1 — dealer: %2, Vorhand: %3</source>
        <translation>%1 — dealer: %2, Vorhand: %3</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="54" />
        <location filename="../ui/table/seats.py" line="55" />
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="54" />
        <location filename="../ui/table/seats.py" line="55" />
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="157" />
        <source>This trick: %1</source>
        <translation>This trick: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="178" />
        <source>This trick is played %1</source>
        <translation>This trick is played %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="49" />
        <source>Card points taken in this hand: %1</source>
        <translation>Card points taken in this hand: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="59" />
        <source>Last trick (L)</source>
        <translation>Last trick (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="70" />
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="71" />
        <source>Take back your last decision and what the others played after it (Ctrl+Z)</source>
        <translation>Take back your last decision and what the others played after it (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="72" />
        <source>Nothing of yours to take back yet</source>
        <translation>Nothing of yours to take back yet</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="149" />
        <source>Trump</source>
        <translation>Trump</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="149" />
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="36" />
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="42" />
        <source>&amp;Deck:</source>
        <translation>&amp;Deck:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="47" />
        <source>Card &amp;back:</source>
        <translation>Card &amp;back:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="52" />
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="54" />
        <source>Instant (no motion)</source>
        <translation>Instant (no motion)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="55" />
        <source>Fast</source>
        <translation>Fast</translation>
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
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="59" />
        <source>&amp;Animations:</source>
        <translation>&amp;Animations:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="74" />
        <source>AI &amp;pace (pause after each AI move):</source>
        <translation>AI &amp;pace (pause after each AI move):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="76" />
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="76" />
        <source>On request (H)</source>
        <translation>On request (H)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="77" />
        <source>Always shown</source>
        <translation>Always shown</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="80" />
        <source>&amp;Hints:</source>
        <translation>&amp;Hints:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="82" />
        <source>Small</source>
        <translation>Small</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="83" />
        <source>Large</source>
        <translation>Large</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="86" />
        <source>Card &amp;size:</source>
        <translation>Card &amp;size:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="89" />
        <source>Settings apply at once and are kept for the next start.</source>
        <translation>Settings apply at once and are kept for the next start.</translation>
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
        <translation>All games</translation>
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
        <translation>All levels</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="66" />
        <source>No AI</source>
        <translation>No AI</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="216" />
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="217" />
        <source>AI level</source>
        <translation>AI level</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="218" />
        <source>Partien</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="219" />
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="220" />
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="221" />
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="222" />
        <source>Ø points</source>
        <translation>Ø points</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="223" />
        <source>Ø opp.</source>
        <translation>Ø opp.</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="224" />
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="225" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="226" />
        <source>Ø penalty</source>
        <translation>Ø penalty</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="227" />
        <source>Exact</source>
        <translation>Exact</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="230" />
        <source>The game played</source>
        <translation>The game played</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="231" />
        <source>The AI level of the Partie: the most common level among the other players, on a tie the stronger one</source>
        <translation>The AI level of the Partie: the most common level among the other players, on a tie the stronger one</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="234" />
        <source>Finished Partien</source>
        <translation>Finished Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="235" />
        <source>Partien won by your side</source>
        <translation>Partien won by your side</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="236" />
        <source>Share of the finished Partien won by your side</source>
        <translation>Share of the finished Partien won by your side</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="237" />
        <source>Hands played, also in Partien not yet finished</source>
        <translation>Hands played, also in Partien not yet finished</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="238" />
        <source>Average points per hand written for your side</source>
        <translation>Average points per hand written for your side</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="240" />
        <source>Average points per hand written for the opponents</source>
        <translation>Average points per hand written for the opponents</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="242" />
        <source>Hands in which your side took every trick</source>
        <translation>Hands in which your side took every trick</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="243" />
        <source>Weis points announced by your side</source>
        <translation>Weis points announced by your side</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="244" />
        <source>Differenzler: your average penalty per hand (the difference between bid and points; lower is better)</source>
        <translation>Differenzler: your average penalty per hand (the difference between bid and points; lower is better)</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="247" />
        <source>Differenzler: hands you made exactly as bid</source>
        <translation>Differenzler: hands you made exactly as bid</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="264" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 won, %2 lost, %3 drawn</translation>
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
        <translation><numerusform>%n mixed</numerusform><numerusform>%n mixed</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/statistics_model.py" line="292" />
        <source>%n Partien had AI players of different levels. Each is counted under the most common level among its AI players, on a tie the stronger one:</source>
        <translation><numerusform>%n Partie had AI players of different levels. It is counted under the most common level among its AI players, on a tie the stronger one:</numerusform><numerusform>%n Partien had AI players of different levels. Each is counted under the most common level among its AI players, on a tie the stronger one:</numerusform></translation>
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
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="722" />
        <source>Your statistics</source>
        <translation>Your statistics</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="723" />
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="724" />
        <source>AI &amp;level:</source>
        <translation>AI &amp;level:</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="902" />
        <source>Partien finished</source>
        <translation><numerusform>Partie finished</numerusform><numerusform>Partien finished</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="732" />
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="725" />
        <source>&amp;Practice games too</source>
        <translation>&amp;Practice games too</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="726" />
        <source>Count the practice games, where decisions could be taken back, in the figures and the trend (they are marked there)</source>
        <translation>Count the practice games, where decisions could be taken back, in the figures and the trend (they are marked there)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="732" />
        <source>Points per hand (opponents)</source>
        <translation>Points per hand (opponents)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="733" />
        <source>Weis points</source>
        <translation>Weis points</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="733" />
        <source>Ø penalty (exact bids)</source>
        <translation>Ø penalty (exact bids)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="736" />
        <source>&amp;Export CSV…</source>
        <translation>&amp;Export CSV…</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="737" />
        <source>Save every recorded hand as a CSV file for a spreadsheet</source>
        <translation>Save every recorded hand as a CSV file for a spreadsheet</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="738" />
        <source>C&amp;lear history…</source>
        <translation>C&amp;lear history…</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="739" />
        <source>Delete all recorded Partien and hands</source>
        <translation>Delete all recorded Partien and hands</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="740" />
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="741" />
        <source>The statistics are being written; the latest hands are not counted here yet.</source>
        <translation>The statistics are being written; the latest hands are not counted here yet.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="743" />
        <source>Another program is using the statistics file (a backup or sync tool, or a second JassDesk). The records wait and are written as soon as it is free; nothing is lost.</source>
        <translation>Another program is using the statistics file (a backup or sync tool, or a second JassDesk). The records wait and are written as soon as it is free; nothing is lost.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="903" />
        <source>Hands recorded</source>
        <translation><numerusform>Hand recorded</numerusform><numerusform>Hands recorded</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="904" />
        <source>Matches made</source>
        <translation><numerusform>Match made</numerusform><numerusform>Matches made</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="906" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 won, %2 lost, %3 drawn</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="956" />
        <source>Exported %n hands to %1.</source>
        <translation><numerusform>Exported %n hand to %1.</numerusform><numerusform>Exported %n hands to %1.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="958" />
        <source>The export failed.</source>
        <translation>The export failed.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="960" />
        <source>The statistics were cleared.</source>
        <translation>The statistics were cleared.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="971" />
        <location filename="../ui/statistics_dialog.py" line="982" />
        <source>Export statistics</source>
        <translation>Export statistics</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="972" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV files (*.csv);;All files (*)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="983" />
        <source>The statistics could not be exported:
%1</source>
        <translation>The statistics could not be exported:
%1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="995" />
        <location filename="../ui/statistics_dialog.py" line="999" />
        <location filename="../ui/statistics_dialog.py" line="1015" />
        <source>Clear history</source>
        <translation>Clear history</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="1000" />
        <source>Delete all recorded statistics?
Finished Partien: %1, hands: %2.
This cannot be undone; export them first to keep a copy.</source>
        <translation>Delete all recorded statistics?
Finished Partien: %1, hands: %2.
This cannot be undone; export them first to keep a copy.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="996" />
        <location filename="../ui/statistics_dialog.py" line="1016" />
        <source>The statistics could not be cleared:
%1</source>
        <translation>The statistics could not be cleared:
%1</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../ui/table/scene.py" line="106" />
        <source>Last trick (L)</source>
        <translation>Last trick (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="135" />
        <source>The hint failed: %1</source>
        <translation>The hint failed: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="462" />
        <source>%1's turn.</source>
        <translation>%1's turn.</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="537" />
        <source>Why? The rule…</source>
        <translation>Why? The rule…</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="462" />
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
</context>
<context>
    <name>TrendPlot</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <source>drawn</source>
        <extracomment>how long a read waits for the database before the window shows what it has (the GUI thread must not wait) how soon a read that found the database busy or not ready is tried again</extracomment>
        <translation>drawn</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <location filename="../ui/statistics_dialog.py" line="333" />
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <location filename="../ui/statistics_dialog.py" line="334" />
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="123" />
        <source>Partie %1 (%2): %3</source>
        <translation>Partie %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="124" />
        <source>practice game</source>
        <translation>practice game</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="125" />
        <source>%1 points per hand (opponents %2) in %3</source>
        <translation>%1 points per hand (opponents %2) in %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="126" />
        <location filename="../ui/statistics_dialog.py" line="129" />
        <source>%n hands</source>
        <translation><numerusform>%n hand</numerusform><numerusform>%n hands</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="128" />
        <source>%1 penalty per hand, %2 exact bids, in %3</source>
        <translation>%1 penalty per hand, %2 exact bids, in %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="131" />
        <source>Win rate over the last %n Partien: %1</source>
        <translation><numerusform>Win rate over the last Partie: %1</numerusform><numerusform>Win rate over the last %n Partien: %1</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="134" />
        <source>AI: %1</source>
        <translation>AI: %1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="135" />
        <source>%1 (mixed levels, counted as %2)</source>
        <translation>%1 (mixed levels, counted as %2)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="152" />
        <source>The statistics cannot be read</source>
        <translation>The statistics cannot be read</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="153" />
        <source>No finished Partien yet</source>
        <translation>No finished Partien yet</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="159" />
        <source>Choose another game or AI level above.</source>
        <translation>Choose another game or AI level above.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="160" />
        <source>Finish a Partie to see your win rate and points per hand here.</source>
        <translation>Finish a Partie to see your win rate and points per hand here.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="302" />
        <source>Partien, oldest to newest</source>
        <translation>Partien, oldest to newest</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="311" />
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="313" />
        <source>Points per hand</source>
        <translation>Points per hand</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="313" />
        <source>Penalty per hand</source>
        <translation>Penalty per hand</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="330" />
        <source>Win rate over the last %n Partien</source>
        <translation><numerusform>Win rate over the last Partie</numerusform><numerusform>Win rate over the last %n Partien</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="331" />
        <source>Your penalty per hand</source>
        <translation>Your penalty per hand</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="332" />
        <source>Your points per hand</source>
        <translation>Your points per hand</translation>
    </message>
</context>
<context>
    <name>WindowClaim</name>
    <message>
        <location filename="../ui/instance.py" line="162" />
        <source>JassDesk is already running with this folder; this window saves its Partie separately in %1.</source>
        <translation>JassDesk is already running with this folder; this window saves its Partie separately in %1.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="164" />
        <source>Saving separately: %1</source>
        <translation>Saving separately: %1</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="174" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="176" />
        <source>The other JassDesk window did not answer. Nothing is lost: the next start offers to continue both Partien.</source>
        <translation>The other JassDesk window did not answer. Nothing is lost: the next start offers to continue both Partien.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="241" />
        <source>Unfinished Partie</source>
        <translation>Unfinished Partie</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="246" />
        <source>The other window's Partie was kept as %1 (File &gt; Open).</source>
        <translation>The other window's Partie was kept as %1 (File &gt; Open).</translation>
    </message>
</context>
</TS>