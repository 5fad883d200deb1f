<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en_GB">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ui/about.py" line="65" />
        <source>About JassDesk</source>
        <translation>About JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="72" />
        <source>The Swiss card game Jass — Schieber and Schmaus — offline, with AI players and hints.</source>
        <translation>The Swiss card game Jass — Schieber and Schmaus — offline, with AI players and hints.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="73" />
        <source>Copyright © the JassDesk contributors. Free software under the GNU General Public License, version 3 or later; it comes with no warranty.</source>
        <translation>Copyright © the JassDesk contributors. Free software under the GNU General Public License, version 3 or later; it comes with no warranty.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="94" />
        <source>Licences of JassDesk and of the software it is built on:</source>
        <translation>Licences of JassDesk and of the software it is built on:</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="104" />
        <source>JassDesk is free software: you may share and change it under the terms of the GNU General Public License as published by the Free Software Foundation, version 3 or (at your option) any later version. It comes WITHOUT ANY WARRANTY.</source>
        <translation>JassDesk is free software: you may share and change it under the terms of the GNU General Public License as published by the Free Software Foundation, version 3 or (at your option) any later version. It comes WITHOUT ANY WARRANTY.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="108" />
        <source>Card art — CC BY 4.0</source>
        <translation>Card art — CC BY 4.0</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="109" />
        <source>The card faces, the backs and the icon are original art made for JassDesk, licensed under Creative Commons Attribution 4.0 International: %1</source>
        <translation>The card faces, the backs and the icon are original art made for JassDesk, licensed under Creative Commons Attribution 4.0 International: %1</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="114" />
        <source>Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser General Public License, version 3. Their source code: %1 and %2</source>
        <translation>Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser General Public License, version 3. Their source code: %1 and %2</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="119" />
        <source>Python and its standard library are used under the Python Software Foundation License.</source>
        <translation>Python and its standard library are used under the Python Software Foundation License.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="123" />
        <source>platformdirs finds the folders for the settings, the games and the log; MIT License.</source>
        <translation>platformdirs finds the folders for the settings, the games and the log; MIT License.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="125" />
        <source>DejaVu fonts</source>
        <translation>DejaVu fonts</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="126" />
        <source>The DejaVu Sans font is shipped for systems that have no font of their own (Bitstream Vera and Arev font licences).</source>
        <translation>The DejaVu Sans font is shipped for systems that have no font of their own (Bitstream Vera and Arev font licences).</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="129" />
        <source>Other bundled software</source>
        <translation>Other bundled software</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="130" />
        <source>What the installable bundle carries besides: PyInstaller's start-up program and, on Linux, libraries of the system it was built on.</source>
        <translation>What the installable bundle carries besides: PyInstaller's start-up program and, on Linux, libraries of the system it was built on.</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <location filename="../ui/table/bid_panel.py" line="96" />
        <source>Bid</source>
        <extracomment>key -&gt; change of the bid, in the field and on the slider</extracomment>
        <translation>Bid</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="99" />
        <source>Suggest</source>
        <translation>Suggest</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="100" />
        <source>The hint: what the Expert would bid, and why (H)</source>
        <translation>The hint: what the Expert would bid, and why (H)</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="101" />
        <source>%1 to %2 points</source>
        <translation>%1 to %2 points</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="104" />
        <source>How many points will you make? Type a number or move the slider, then press Enter.</source>
        <translation>How many points will you make? Type a number or move the slider, then press Enter.</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="169" />
        <source>Type a number or move the slider first.</source>
        <translation>Type a number or move the slider first.</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <location filename="../ui/table/bid_panel.py" line="196" />
        <source>Your bid</source>
        <translation>Your bid</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <location filename="../ui/table/choices.py" line="87" />
        <source>Your partner pushed: choose the trump</source>
        <translation>Your partner pushed: choose the trump</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="88" />
        <source>Choose the trump</source>
        <translation>Choose the trump</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="98" />
        <source>Schieben</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="99" />
        <source>partner chooses</source>
        <translation>partner chooses</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="100" />
        <source>Choose the trump or push it to your partner.</source>
        <translation>Choose the trump or push it to your partner.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="117" />
        <source>Cut the pack: click where to cut</source>
        <translation>Cut the pack: click where to cut</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="121" />
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="124" />
        <source>Your cut: click between two cards of the pack.</source>
        <translation>Your cut: click between two cards of the pack.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="130" />
        <source>You drew the highest card: who deals?</source>
        <translation>You drew the highest card: who deals?</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="136" />
        <source>I deal</source>
        <translation>I deal</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="138" />
        <source>Choose who deals the first hand.</source>
        <translation>Choose who deals the first hand.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="164" />
        <source>Announce Stöck</source>
        <translation>Announce Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="169" />
        <source>Exchange the trump 6</source>
        <translation>Exchange the trump 6</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="175" />
        <source>Your turn: play a card.</source>
        <translation>Your turn: play a card.</translation>
    </message>
</context>
<context>
    <name>CoiffeurTable</name>
    <message>
        <location filename="../ui/table/coiffeur.py" line="77" />
        <source>Everyone pushed: you must choose a row</source>
        <extracomment>a joker's modes in the order of the standard tables: Eicheln, Rosen, Schilten, Schellen, Obenabe, Undenufe</extracomment>
        <translation>Everyone pushed: you must choose a row</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="78" />
        <source>Your partner pushed: choose a row</source>
        <translation>Your partner pushed: choose a row</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="80" />
        <source>Choose a row of your team</source>
        <translation>Choose a row of your team</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="93" />
        <source>any mode</source>
        <translation>any mode</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="93" />
        <source>its start</source>
        <translation>its start</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="94" />
        <source>Schieben</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="97" />
        <source>not any more</source>
        <translation>not any more</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="99" />
        <source>partner chooses</source>
        <translation>partner chooses</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="99" />
        <source>next player</source>
        <translation>next player</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="100" />
        <source>Choose a row of the Coiffeur table, or push.</source>
        <translation>Choose a row of the Coiffeur table, or push.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="101" />
        <source>Choose a row of the Coiffeur table.</source>
        <translation>Choose a row of the Coiffeur table.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="134" />
        <source>%1 ×%2: choose its mode</source>
        <translation>%1 ×%2: choose its mode</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="140" />
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="157" />
        <source>%1 ×%2: %3</source>
        <translation>%1 ×%2: %3</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="180" />
        <source>In Coiffeur only the team that chose the row writes: %1.</source>
        <translation>In Coiffeur only the team that chose the row writes: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="186" />
        <source>Rows played</source>
        <translation>Rows played</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/coiffeur.py" line="189" />
        <source>Every row of both teams is played: %n rows each.</source>
        <translation><numerusform>Every row of both teams is played: %n row each.</numerusform><numerusform>Every row of both teams is played: %n rows each.</numerusform></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/dialogs.py" line="17" />
        <source>Swiss (Rosen, Eicheln, Schilten, Schellen)</source>
        <translation>Swiss (Rosen, Eicheln, Schilten, Schellen)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="18" />
        <source>French (hearts, diamonds, spades, clubs)</source>
        <translation>French (hearts, diamonds, spades, clubs)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="19" />
        <source>French, four colours</source>
        <translation>French, four colours</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="23" />
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="24" />
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="25" />
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location filename="../ui/games/base.py" line="71" />
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
        <location filename="../app/score_sheets/differenzler.py" line="62" />
        <source>%1: bid %2, made %3, penalty %4</source>
        <translation>%1: bid %2, made %3, penalty %4</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="87" />
        <source>Each cell: bid/points made → penalty. The lowest total penalty wins.</source>
        <translation>Each cell: bid/points made → penalty. The lowest total penalty wins.</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="106" />
        <source>Total penalty</source>
        <translation>Total penalty</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="112" />
        <source>%1: place %2, total penalty %3</source>
        <translation>%1: place %2, total penalty %3</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="132" />
        <source>Trump: %1</source>
        <translation>Trump: %1</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="138" />
        <source>Bids and penalties</source>
        <translation>Bids and penalties</translation>
    </message>
</context>
<context>
    <name>DifferenzlerTable</name>
    <message>
        <location filename="../ui/table/differenzler.py" line="50" />
        <source>You win the Partie!</source>
        <translation>You win the Partie!</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="51" />
        <source>%1 wins the Partie</source>
        <translation>%1 wins the Partie</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="70" />
        <source>Your bid. Bids so far: %1.</source>
        <translation>Your bid. Bids so far: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="73" />
        <source>Your bid: how many points will you make?</source>
        <translation>Your bid: how many points will you make?</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="79" />
        <source>I bid %1.</source>
        <translation>I bid %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="80" />
        <source>I have bid.</source>
        <translation>I have bid.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="84" />
        <source>You bid %1.</source>
        <translation>You bid %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="91" />
        <source>Trump drawn at random: %1.</source>
        <translation>Trump drawn at random: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="112" />
        <location filename="../ui/table/differenzler.py" line="118" />
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="117" />
        <source>Your points in this hand: %1</source>
        <translation>Your points in this hand: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="120" />
        <source>bid %1</source>
        <translation>bid %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="121" />
        <source>Bid %1; the others' points are not shown.</source>
        <translation>Bid %1; the others' points are not shown.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="123" />
        <source>bid ✓</source>
        <translation>bid ✓</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="123" />
        <source>Has bid; the value is shown with the hand's result.</source>
        <translation>Has bid; the value is shown with the hand's result.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/differenzler.py" line="129" />
        <source>You have %1 of your %2 points: %n still to make.</source>
        <translation><numerusform>You have %1 of your %2 points: %n still to make.</numerusform><numerusform>You have %1 of your %2 points: %n still to make.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="132" />
        <source>You have exactly your %1 points.</source>
        <translation>You have exactly your %1 points.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/differenzler.py" line="133" />
        <source>You have %1 points, %n over your bid of %2.</source>
        <translation><numerusform>You have %1 points, %n over your bid of %2.</numerusform><numerusform>You have %1 points, %n over your bid of %2.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="141" />
        <location filename="../ui/table/differenzler.py" line="149" />
        <source>Bids</source>
        <translation>Bids</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="142" />
        <location filename="../ui/table/differenzler.py" line="150" />
        <source>Points made</source>
        <translation>Points made</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="143" />
        <location filename="../ui/table/differenzler.py" line="151" />
        <source>Penalty</source>
        <translation>Penalty</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="144" />
        <location filename="../ui/table/differenzler.py" line="162" />
        <source>Total penalty</source>
        <translation>Total penalty</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="160" />
        <source>%1 share the first place</source>
        <translation>%1 share the first place</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="161" />
        <source>Place</source>
        <translation>Place</translation>
    </message>
</context>
<context>
    <name>EventShows</name>
    <message>
        <location filename="../ui/table/shows.py" line="75" />
        <source>An As: you deal.</source>
        <translation>An As: you deal.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="76" />
        <source>An As: %1 deals.</source>
        <translation>An As: %1 deals.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="79" />
        <source>Highest card: you choose who deals.</source>
        <translation>Highest card: you choose who deals.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="80" />
        <source>Highest card: %1 chooses who deals.</source>
        <translation>Highest card: %1 chooses who deals.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="87" />
        <source>You deal.</source>
        <translation>You deal.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="88" />
        <source>%1 deals.</source>
        <translation>%1 deals.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="126" />
        <source>Hand %1 — dealer: %2, cut: %3.</source>
        <translation>Hand %1 — dealer: %2, cut: %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="136" />
        <source>You knock.</source>
        <translation>You knock.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="136" />
        <source>Knocks.</source>
        <translation>Knocks.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="138" />
        <source>You cut at %1.</source>
        <translation>You cut at %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="138" />
        <source>Cuts %1.</source>
        <translation>Cuts %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="226" />
        <source>Trump is %1, turned: your card.</source>
        <translation>Trump is %1, turned: your card.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="227" />
        <source>Trump is %1, turned: %2's card.</source>
        <translation>Trump is %1, turned: %2's card.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="254" />
        <source>Trump is %1.</source>
        <translation>Trump is %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="259" />
        <source>Schiebe! (over to %1)</source>
        <translation>Schiebe! (over to %1)</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="297" />
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="304" />
        <source>Stöck! +%1</source>
        <translation>Stöck! +%1</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="313" />
        <source>Weis: %1</source>
        <translation>Weis: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="314" />
        <source>Weis for %1: %n points.</source>
        <translation><numerusform>Weis for %1: %n point.</numerusform><numerusform>Weis for %1: %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="331" />
        <source>Trick to %1 (%n points).</source>
        <translation><numerusform>Trick to %1 (%n point).</numerusform><numerusform>Trick to %1 (%n points).</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="373" />
        <source>You exchange the trump 6 for %1.</source>
        <translation>You exchange the trump 6 for %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="374" />
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
        <location filename="../ui/table/game_table.py" line="85" />
        <source>Card points</source>
        <extracomment>the turned trump card is the dealer's last card, shown in his hand until the first card is played (not the bottom of a stock beside the trick)</extracomment>
        <translation>Card points</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="87" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="89" />
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="91" />
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="93" />
        <source>Multiplier</source>
        <translation>Multiplier</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="94" />
        <source>Written this hand</source>
        <translation>Written this hand</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="95" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="106" />
        <source>The Partie is drawn</source>
        <translation>The Partie is drawn</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="110" />
        <source>Final score</source>
        <translation>Final score</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="139" />
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/game_table.py" line="143" />
        <source>Played over %n hands.</source>
        <translation><numerusform>Played over %n hand.</numerusform><numerusform>Played over %n hands.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/game_table.py" line="144" />
        <source>Target: %n points.</source>
        <translation><numerusform>Target: %n point.</numerusform><numerusform>Target: %n points.</numerusform></translation>
    </message>
</context>
<context>
    <name>HintView</name>
    <message>
        <location filename="../ui/table/hint_view.py" line="38" />
        <source>Hints are switched off (Settings).</source>
        <translation>Hints are switched off (Settings).</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="41" />
        <source>A hint is given when it is your turn.</source>
        <translation>A hint is given when it is your turn.</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="45" />
        <source>Thinking about a hint…</source>
        <translation>Thinking about a hint…</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="71" />
        <location filename="../ui/table/hint_view.py" line="80" />
        <source>Hint: %1 — %2</source>
        <translation>Hint: %1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="77" />
        <source>Hint: %1</source>
        <translation>Hint: %1</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../ui/table/keys.py" line="55" />
        <source>Choose with the arrow keys, then press Enter.</source>
        <translation>Choose with the arrow keys, then press Enter.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="65" />
        <source>Cut at %1: Enter cuts.</source>
        <translation>Cut at %1: Enter cuts.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="74" />
        <source>Choose where to cut with the arrow keys, then press Enter.</source>
        <translation>Choose where to cut with the arrow keys, then press Enter.</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <location filename="../ui/app.py" line="229" />
        <source>Unfinished Partie</source>
        <translation>Unfinished Partie</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="231" />
        <source>The unfinished Partie was kept as %1 (File &gt; Open).</source>
        <translation>The unfinished Partie was kept as %1 (File &gt; Open).</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="244" />
        <source>The settings file could not be read. It was moved aside as “%1”; the default settings are used.</source>
        <translation>The settings file could not be read. It was moved aside as “%1”; the default settings are used.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="247" />
        <source>The settings file could not be read; the default settings are used.</source>
        <translation>The settings file could not be read; the default settings are used.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="249" />
        <source>The autosave “%1” could not be read. It was moved aside as “%2”.</source>
        <translation>The autosave “%1” could not be read. It was moved aside as “%2”.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="251" />
        <source>The autosave “%1” could not be read.</source>
        <translation>The autosave “%1” could not be read.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="253" />
        <source>A new game has been dealt.</source>
        <translation>A new game has been dealt.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="256" />
        <source>Damaged files are kept for a look, in %1; JassDesk will not read them again.</source>
        <translation>Damaged files are kept for a look, in %1; JassDesk will not read them again.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="257" />
        <source>JassDesk found a damaged file and started without it.</source>
        <translation>JassDesk found a damaged file and started without it.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="258" />
        <source>JassDesk found damaged files and started without them.</source>
        <translation>JassDesk found damaged files and started without them.</translation>
    </message>
</context>
<context>
    <name>LeaveQuestion</name>
    <message>
        <location filename="../ui/mainwindow.py" line="207" />
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="207" />
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="208" />
        <source>Leave the Partie in progress?</source>
        <translation>Leave the Partie in progress?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="209" />
        <source>It is kept among the saved games: File &gt; Open continues it later.</source>
        <translation>It is kept among the saved games: File &gt; Open continues it later.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="210" />
        <source>&amp;Open the other game</source>
        <translation>&amp;Open the other game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="211" />
        <source>&amp;Start the new game</source>
        <translation>&amp;Start the new game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="212" />
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
        <location filename="../ui/mainwindow.py" line="286" />
        <source>The AI failed: %1</source>
        <translation>The AI failed: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="708" />
        <location filename="../ui/mainwindow.py" line="805" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="383" />
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="262" />
        <source>The Expert's replay failed: %1</source>
        <translation>The Expert's replay failed: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="382" />
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="384" />
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="385" />
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="386" />
        <source>&amp;Deck</source>
        <translation>&amp;Deck</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="387" />
        <source>Card &amp;back</source>
        <translation>Card &amp;back</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="388" />
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="389" />
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="390" />
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="391" />
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="392" />
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="393" />
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="394" />
        <source>&amp;Last trick</source>
        <translation>&amp;Last trick</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="395" />
        <source>Re&amp;view a hand…</source>
        <translation>Re&amp;view a hand…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="396" />
        <source>Review a hand of a sa&amp;ved game…</source>
        <translation>Review a hand of a sa&amp;ved game…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="397" />
        <source>&amp;Undo my last decision</source>
        <translation>&amp;Undo my last decision</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="398" />
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="399" />
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="400" />
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="401" />
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="402" />
        <source>&amp;About JassDesk</source>
        <translation>&amp;About JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="403" />
        <source>&amp;Score sheet</source>
        <translation>&amp;Score sheet</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="404" />
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="432" />
        <source>Undo is for practice games: start one with New game &gt; Practice game.</source>
        <translation>Undo is for practice games: start one with New game &gt; Practice game.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="434" />
        <source>Nothing of yours to take back yet.</source>
        <translation>Nothing of yours to take back yet.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="436" />
        <source>Take back your last decision and what the others played after it.</source>
        <translation>Take back your last decision and what the others played after it.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="453" />
        <source>Your last decision was taken back.</source>
        <translation>Your last decision was taken back.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="604" />
        <source>Unfinished Partie</source>
        <translation>Unfinished Partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="606" />
        <source>The Partie in progress could not be kept.</source>
        <translation>The Partie in progress could not be kept.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="606" />
        <source>It is still on the table.</source>
        <translation>It is still on the table.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="609" />
        <source>The Partie in progress was kept as %1.</source>
        <translation>The Partie in progress was kept as %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="831" />
        <source>The autosave does not work: after a crash this Partie cannot be continued (File &gt; Save as still works).</source>
        <translation>The autosave does not work: after a crash this Partie cannot be continued (File &gt; Save as still works).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="832" />
        <source>the autosave</source>
        <translation>the autosave</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="833" />
        <source>The statistics are not recorded: this Partie may be missing from them.</source>
        <translation>The statistics are not recorded: this Partie may be missing from them.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="834" />
        <source>the statistics</source>
        <translation>the statistics</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="835" />
        <source>The settings cannot be saved: changes last until JassDesk closes.</source>
        <translation>The settings cannot be saved: changes last until JassDesk closes.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="836" />
        <source>the settings</source>
        <translation>the settings</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="837" />
        <source>The log file cannot be written: problems are not recorded there.</source>
        <translation>The log file cannot be written: problems are not recorded there.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="838" />
        <source>the log file</source>
        <translation>the log file</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="842" />
        <source>You can go on playing; still working: %1.</source>
        <translation>You can go on playing; still working: %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="844" />
        <source>You can go on playing.</source>
        <translation>You can go on playing.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="850" />
        <source>JassDesk cannot save everything.</source>
        <translation>JassDesk cannot save everything.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="710" />
        <source>%1[*] — JassDesk</source>
        <translation>%1[*] — JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="724" />
        <source>JassDesk games (*%1);;All files (*)</source>
        <translation>JassDesk games (*%1);;All files (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="728" />
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="738" />
        <location filename="../ui/mainwindow.py" line="741" />
        <source>“%1” could not be opened.</source>
        <translation>“%1” could not be opened.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="748" />
        <source>Opened %1.</source>
        <translation>Opened %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="756" />
        <source>The saved Partie could not be continued.</source>
        <translation>The saved Partie could not be continued.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="774" />
        <source>Save the Partie</source>
        <translation>Save the Partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="787" />
        <source>The Partie could not be saved as “%1”.</source>
        <translation>The Partie could not be saved as “%1”.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="789" />
        <source>Saved to %1.</source>
        <translation>Saved to %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="795" />
        <source>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</source>
        <translation>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="798" />
        <source>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</source>
        <translation>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="800" />
        <source>The file or its folder cannot be used.</source>
        <translation>The file or its folder cannot be used.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="807" />
        <location filename="../ui/mainwindow.py" line="848" />
        <source>Details: %1</source>
        <translation>Details: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="826" />
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
        <location filename="../ui/new_game.py" line="72" />
        <source>New game</source>
        <extracomment>the person's default name in each language: a name still at one of them follows the language the yes/no options of RULES.md, in the order of the dialog's two columns (read row by row) the Coiffeur tables New game offers, by their rows' kinds (the factors are edited beside them) seats in the players box, as (row, column) of a 2x2 grid: you and your partner on the left</extracomment>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="82" />
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="198" />
        <source>May trump instead of following suit</source>
        <translation>May trump instead of following suit</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="86" />
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="93" />
        <source>your own rules</source>
        <translation>your own rules</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="108" />
        <source>empty: a new deal</source>
        <translation>empty: a new deal</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="109" />
        <source>The number of a deal shown on the score sheet: enter it to play the same cards again</source>
        <translation>The number of a deal shown on the score sheet: enter it to play the same cards again</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="112" />
        <source>Deal &amp;number:</source>
        <translation>Deal &amp;number:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="122" />
        <source>&amp;Practice game (undo allowed)</source>
        <translation>&amp;Practice game (undo allowed)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="123" />
        <source>Ctrl+Z takes back your last decision, as often as you like; the statistics keep practice games apart</source>
        <translation>Ctrl+Z takes back your last decision, as often as you like; the statistics keep practice games apart</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="127" />
        <source>The code shown after a hand: enter it to be dealt the same cards</source>
        <translation>The code shown after a hand: enter it to be dealt the same cards</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="130" />
        <source>Deal &amp;code (optional):</source>
        <translation>Deal &amp;code (optional):</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="194" />
        <source>Rule options</source>
        <translation>Rule options</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="199" />
        <source>Bauer exception: need not be played</source>
        <translation>Bauer exception: need not be played</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="200" />
        <source>Trumpfzwang: void in the led suit, must trump</source>
        <translation>Trumpfzwang: void in the led suit, must trump</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="201" />
        <source>Under-trumping forbidden</source>
        <translation>Under-trumping forbidden</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="202" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="203" />
        <source>Stöck announced automatically</source>
        <translation>Stöck announced automatically</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="204" />
        <source>Multipliers (×1 to ×3 by trump)</source>
        <translation>Multipliers (×1 to ×3 by trump)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="205" />
        <source>Undenufe counts ×4</source>
        <translation>Undenufe counts ×4</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="207" />
        <source>Klopfen: the cutter may knock</source>
        <translation>Klopfen: the cutter may knock</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="208" />
        <source>Open bids (in turn order)</source>
        <translation>Open bids (in turn order)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="209" />
        <source>Trump drawn at random</source>
        <translation>Trump drawn at random</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="210" />
        <source>Exact bonus: 10 off for an exact bid</source>
        <translation>Exact bonus: 10 off for an exact bid</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="211" />
        <source>Slalom may be chosen (×3 with multipliers)</source>
        <translation>Slalom may be chosen (×3 with multipliers)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="212" />
        <source>Coiffeur: push to the partner only</source>
        <translation>Coiffeur: push to the partner only</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="213" />
        <source>Coiffeur: Stöck count</source>
        <translation>Coiffeur: Stöck count</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="216" />
        <source>When trump is led and the Bauer is your only trump, you may keep it</source>
        <translation>When trump is led and the Bauer is your only trump, you may keep it</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="217" />
        <source>Instead of cutting, the player who cuts may knock (everyone at the table agrees to it by choosing this)</source>
        <translation>Instead of cutting, the player who cuts may knock (everyone at the table agrees to it by choosing this)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="219" />
        <source>After a non-trump lead was trumped, a lower trump may not be played unless you hold only trumps</source>
        <translation>After a non-trump lead was trumped, a lower trump may not be played unless you hold only trumps</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="221" />
        <source>Each player bids in turn, the dealer last, seeing the bids before his; otherwise every bid stays hidden until the hand is over</source>
        <translation>Each player bids in turn, the dealer last, seeing the bids before his; otherwise every bid stays hidden until the hand is over</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="223" />
        <source>Trump is drawn at random instead of being fixed by the turned bottom card</source>
        <translation>Trump is drawn at random instead of being fixed by the turned bottom card</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="224" />
        <source>Slalom: Obenabe and Undenufe trick by trick, from the start the chooser names</source>
        <translation>Slalom: Obenabe and Undenufe trick by trick, from the start the chooser names</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="225" />
        <source>Off: pushing passes the choice round the table; on: to the partner, as in Schieber</source>
        <translation>Off: pushing passes the choice round the table; on: to the partner, as in Schieber</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="227" />
        <source>Stöck (20) count for the choosing team, times the row's factor</source>
        <translation>Stöck (20) count for the choosing team, times the row's factor</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="238" />
        <source>Clockwise</source>
        <translation>Clockwise</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="239" />
        <source>Counter-clockwise</source>
        <translation>Counter-clockwise</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="240" />
        <source>Clockwise: the Vorhand sits at the dealer's left; counter-clockwise: at his right</source>
        <translation>Clockwise: the Vorhand sits at the dealer's left; counter-clockwise: at his right</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="249" />
        <source>Coiffeur table:</source>
        <translation>Coiffeur table:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="256" />
        <source>or over</source>
        <translation>or over</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="278" />
        <location filename="../ui/new_game.py" line="446" />
        <source>%n rows</source>
        <translation><numerusform>%n row</numerusform><numerusform>%n rows</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="283" />
        <source>factors:</source>
        <translation>factors:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="296" />
        <source>The factor of each row, in this order: %1</source>
        <translation>The factor of each row, in this order: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="305" />
        <source>The Coiffeur table needs %n factors, whole numbers from 1 to 100.</source>
        <translation><numerusform>The Coiffeur table needs %n factor, a whole number from 1 to 100.</numerusform><numerusform>The Coiffeur table needs %n factors, whole numbers from 1 to 100.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="374" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="476" />
        <source>points</source>
        <translation><numerusform>point</numerusform><numerusform>points</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="477" />
        <source>hands</source>
        <translation><numerusform>hand</numerusform><numerusform>hands</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="485" />
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="488" />
        <source>%1 ×1, %2 ×2, Obenabe and Undenufe ×3; they multiply everything a hand scores</source>
        <translation>%1 ×1, %2 ×2, Obenabe and Undenufe ×3; they multiply everything a hand scores</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="532" />
        <source>A deal code has 15 letters and digits (the dashes do not count).</source>
        <translation>A deal code has 15 letters and digits (the dashes do not count).</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="533" />
        <source>“%1” does not occur in deal codes.</source>
        <translation>“%1” does not occur in deal codes.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="534" />
        <source>This deal code has a typo: compare it character by character.</source>
        <translation>This deal code has a typo: compare it character by character.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="535" />
        <source>This is not a deal code of this version of JassDesk.</source>
        <translation>This is not a deal code of this version of JassDesk.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="551" />
        <source>Enter a deal number or a deal code, not both.</source>
        <translation>Enter a deal number or a deal code, not both.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="554" />
        <source>This deal code is for %1: choose that game or clear the code.</source>
        <translation>This deal code is for %1: choose that game or clear the code.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="562" />
        <source>The deal number must be a whole number, or empty for a new deal.</source>
        <translation>The deal number must be a whole number, or empty for a new deal.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="245" />
        <source>Turn order:</source>
        <translation>Turn order:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="247" />
        <source>Match bonus:</source>
        <translation>Match bonus:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="252" />
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="265" />
        <source>The Partie goes:</source>
        <translation>The Partie goes:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="310" />
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="316" />
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="105" />
        <source>&amp;Deck:</source>
        <translation>&amp;Deck:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="152" />
        <source>&amp;Deal</source>
        <translation>&amp;Deal</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="491" />
        <source>Whoever draws an %1 deals</source>
        <translation>Whoever draws an %1 deals</translation>
    </message>
</context>
<context>
    <name>OtherWindowPrompt</name>
    <message>
        <location filename="../ui/instance.py" line="77" />
        <source>JassDesk</source>
        <extracomment>how often a request or an offer waiting for an open dialog to close looks again the longest the socket and the messages wait for the window's first paint (a window never painted)</extracomment>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="78" />
        <source>Another JassDesk window left a Partie unfinished.</source>
        <translation>Another JassDesk window left a Partie unfinished.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="80" />
        <source>Continue it here? If not, it is kept among the saved games (File &gt; Open).</source>
        <translation>Continue it here? If not, it is kept among the saved games (File &gt; Open).</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="82" />
        <source>&amp;Continue it</source>
        <translation>&amp;Continue it</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="84" />
        <source>&amp;Keep it for later</source>
        <translation>&amp;Keep it for later</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <location filename="../ui/table/overlays.py" line="158" />
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="81" />
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="89" />
        <source>The hand ended early: a side reached the target.</source>
        <translation>The hand ended early: a side reached the target.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="92" />
        <source>Deal code: %1</source>
        <translation>Deal code: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="97" />
        <location filename="../ui/table/overlays.py" line="167" />
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="98" />
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="100" />
        <source>Copy code</source>
        <translation>Copy code</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="103" />
        <source>Expert in my seat</source>
        <translation>Expert in my seat</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="107" />
        <source>Play this deal again with the Expert in your seat (same cards, same players around you) and compare the results</source>
        <translation>Play this deal again with the Expert in your seat (same cards, same players around you) and compare the results</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="113" />
        <source>Hand over. Continue when you are ready (Enter).</source>
        <translation>Hand over. Continue when you are ready (Enter).</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="127" />
        <source>Deal code %1 copied: New game deals these cards again.</source>
        <translation>Deal code %1 copied: New game deals these cards again.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="136" />
        <source>The Expert is playing your cards…</source>
        <translation>The Expert is playing your cards…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="140" />
        <source>The Expert is playing…</source>
        <translation>The Expert is playing…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="154" />
        <source>The same cards with the Expert in your seat</source>
        <translation>The same cards with the Expert in your seat</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="155" />
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="155" />
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="157" />
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="159" />
        <source>Written for your side</source>
        <translation>Written for your side</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="162" />
        <source>Written for the other side</source>
        <translation>Written for the other side</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="164" />
        <source>Same deal, same dealer, the same players around you: only your seat was played by the Expert.</source>
        <translation>Same deal, same dealer, the same players around you: only your seat was played by the Expert.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="168" />
        <source>Back to the hand</source>
        <translation>Back to the hand</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="174" />
        <source>Hand %1, the same cards: you %2, the Expert in your seat %3.</source>
        <translation>Hand %1, the same cards: you %2, the Expert in your seat %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="190" />
        <source>Next Partie</source>
        <translation>Next Partie</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="191" />
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="203" />
        <source>No trick has been played in this hand yet.</source>
        <translation>No trick has been played in this hand yet.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="207" />
        <source>Last trick — taken by %1</source>
        <translation>Last trick — taken by %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="213" />
        <source>Last trick: %1.</source>
        <translation>Last trick: %1.</translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <location filename="../ui/resume.py" line="31" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="32" />
        <source>Continue the Partie you left?</source>
        <translation>Continue the Partie you left?</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="34" />
        <source>&amp;Continue</source>
        <translation>&amp;Continue</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="35" />
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="47" />
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="54" />
        <source>%1, hand %2</source>
        <translation>%1, hand %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="57" />
        <source>saved %1</source>
        <translation>saved %1</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <location filename="../ui/review_dialog.py" line="108" />
        <source>Your seat</source>
        <translation>Your seat</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ui/review_dialog.py" line="257" />
        <source>Review of hand %1</source>
        <translation>Review of hand %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="261" />
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="262" />
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="263" />
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="264" />
        <source>Forward</source>
        <translation>Forward</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="265" />
        <source>Last trick</source>
        <translation>Last trick</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="266" />
        <source>Find a better card</source>
        <translation>Find a better card</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="267" />
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="270" />
        <source>Judged by the points a choice gives up, over the deals you could not tell apart then (never the open hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond.</source>
        <translation>Judged by the points a choice gives up, over the deals you could not tell apart then (never the open hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="277" />
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="277" />
        <source>Good</source>
        <translation>Good</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="278" />
        <source>Inaccuracy</source>
        <translation>Inaccuracy</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="278" />
        <source>Mistake</source>
        <translation>Mistake</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="279" />
        <source>Blunder</source>
        <translation>Blunder</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="279" />
        <source>Forced</source>
        <translation>Forced</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="285" />
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="286" />
        <source>Announcement: %1</source>
        <translation>Announcement: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="289" />
        <source>Trump 6: %1</source>
        <translation>Trump 6: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="289" />
        <source>exchanged</source>
        <translation>exchanged</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="289" />
        <source>kept</source>
        <translation>kept</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="291" />
        <source>Trump choice: %1</source>
        <translation>Trump choice: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="292" />
        <source>Card: %1</source>
        <translation>Card: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="297" />
        <source>chosen by %1</source>
        <translation>chosen by %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>pushed by %1, chosen by %2</source>
        <translation>pushed by %1, chosen by %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="310" />
        <source>the only legal choice.</source>
        <translation>the only legal choice.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review_dialog.py" line="312" />
        <source>about %n points given up.</source>
        <translation><numerusform>about %n point given up.</numerusform><numerusform>about %n points given up.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="318" />
        <source>Which card would you play now? Click it among your cards.</source>
        <translation>Which card would you play now? Click it among your cards.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="327" />
        <source>Better: exchange the trump 6.</source>
        <translation>Better: exchange the trump 6.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="328" />
        <source>Better: keep the trump 6.</source>
        <translation>Better: keep the trump 6.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="332" />
        <source>Better: %1.</source>
        <translation>Better: %1.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="346" />
        <source>The deal</source>
        <translation>The deal</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="348" />
        <source>Trick %1 of %2</source>
        <translation>Trick %1 of %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="350" />
        <source>taken by %1</source>
        <translation>taken by %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="359" />
        <source>Your decisions are being judged…</source>
        <translation>Your decisions are being judged…</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="363" />
        <source>No decision of yours here.</source>
        <translation>No decision of yours here.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="409" />
        <source>Your pick, %1, is the best choice.</source>
        <translation>Your pick, %1, is the best choice.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="411" />
        <source>Your pick, %1, would have been: %2.</source>
        <translation>Your pick, %1, would have been: %2.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="426" />
        <source>Judging your decisions: %1 of %2</source>
        <translation>Judging your decisions: %1 of %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="440" />
        <source>The review failed: %1</source>
        <translation>The review failed: %1</translation>
    </message>
</context>
<context>
    <name>Reviewing</name>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="40" />
        <source>%n inaccuracies</source>
        <translation><numerusform>%n inaccuracy</numerusform><numerusform>%n inaccuracies</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="42" />
        <source>%n mistakes</source>
        <translation><numerusform>%n mistake</numerusform><numerusform>%n mistakes</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="44" />
        <source>%n blunders</source>
        <translation><numerusform>%n blunder</numerusform><numerusform>%n blunders</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="46" />
        <source>Review: no inaccuracy, no mistake.</source>
        <translation>Review: no inaccuracy, no mistake.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="47" />
        <source>Review: %1.</source>
        <translation>Review: %1.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="105" />
        <source>Reviewing your decisions… %1 of %2</source>
        <translation>Reviewing your decisions… %1 of %2</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="134" />
        <location filename="../ui/reviewing.py" line="170" />
        <source>Review a hand</source>
        <translation>Review a hand</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="135" />
        <source>No hand of this Partie is finished yet.</source>
        <translation>No hand of this Partie is finished yet.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="143" />
        <location filename="../ui/reviewing.py" line="155" />
        <source>Review a saved game</source>
        <translation>Review a saved game</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="150" />
        <source>“%1” could not be opened.</source>
        <translation>“%1” could not be opened.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="156" />
        <source>This Partie has no finished hand to review.</source>
        <translation>This Partie has no finished hand to review.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="166" />
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="170" />
        <source>Which hand?</source>
        <translation>Which hand?</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../ui/rules_help.py" line="229" />
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="230" />
        <source>Find in the rules (Ctrl+F)</source>
        <translation>Find in the rules (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="231" />
        <source>Previous match (Shift+F3)</source>
        <translation>Previous match (Shift+F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="232" />
        <source>Next match (F3)</source>
        <translation>Next match (F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="302" />
        <source>Not found</source>
        <translation>Not found</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="304" />
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
</context>
<context>
    <name>SchieberTable</name>
    <message>
        <location filename="../ui/table/schieber.py" line="22" />
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="29" />
        <source>Weis %1</source>
        <translation>Weis %1</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="34" />
        <source>Weis: %1</source>
        <translation>Weis: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="39" />
        <source>You and %1 win the Partie!</source>
        <translation>You and %1 win the Partie!</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="40" />
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
        <location filename="../app/score_sheets/jasstafel.py" line="61" />
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="56" />
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="89" />
        <location filename="../app/score_sheets/jasstafel.py" line="78" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="95" />
        <source>Coiffeur table</source>
        <translation>Coiffeur table</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="106" />
        <source>Played as: %1</source>
        <translation>Played as: %1</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="111" />
        <source>%1: still to be played</source>
        <translation>%1: still to be played</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="113" />
        <source>%1: being played now</source>
        <translation>%1: being played now</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="116" />
        <source>%1: %2 points × %3 = %4</source>
        <translation>%1: %2 points × %3 = %4</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/jasstafel.py" line="100" />
        <source>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</source>
        <translation>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/base.py" line="49" />
        <source>Jasstafel</source>
        <extracomment>the roles a sheet answers; a view asks each cell for a dozen more, each time it measures or paints, so every sheet's ``data`` turns those away first (a long Partie's sheet has hundreds of cells) the text alignments of the name column and of the figures, as the ints the view reads the totals per side or player as the sheet writes them (the hand summary reads these) the language and deck of the card and mode names on the sheet (see :meth:`set_naming`) the lines of text in a cell: a sheet of one-line rows is laid out without measuring every row</extracomment>
        <translation>Jasstafel</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/games/base.py" line="59" />
        <source>%n hands</source>
        <extracomment>the Rules fields of RULES.md the player may change for this game (the dialog greys the others out) whether a Partie may be played over a fixed number of hands instead of to a target whether a Partie goes to a target of points (a Coiffeur ends when its table is full) the numbers of hands a Partie may have (empty: any)</extracomment>
        <translation><numerusform>%n hand</numerusform><numerusform>%n hands</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/games/base.py" line="60" />
        <source>to %1</source>
        <translation>to %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="192" />
        <source>%1 · Partie %2 · %3 · deal no. %4</source>
        <extracomment>the size JassDesk opens at the first time, where the screen has room for it a screen whose available area, at 90%, is smaller than this gets all of it (the window opens maximized) in a window narrower than this the table needs the whole width: the score sheet folds away (Ctrl+T)</extracomment>
        <translation>%1 · Partie %2 · %3 · deal no. %4</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="195" />
        <source>practice game</source>
        <translation>practice game</translation>
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
        <location filename="../ui/table/seats.py" line="34" />
        <source>Your seat</source>
        <translation>Your seat</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="35" />
        <source>AI: %1</source>
        <translation>AI: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="43" />
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>D</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="44" />
        <source>V</source>
        <comment>Vorhand marker</comment>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="52" />
        <source>%1 — dealer: %2, Vorhand: %3</source>
        <translation>%1 — dealer: %2, Vorhand: %3</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="53" />
        <location filename="../ui/table/seats.py" line="54" />
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="53" />
        <location filename="../ui/table/seats.py" line="54" />
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="156" />
        <source>This trick: %1</source>
        <translation>This trick: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="177" />
        <source>This trick is played %1</source>
        <translation>This trick is played %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="48" />
        <source>Card points taken in this hand: %1</source>
        <translation>Card points taken in this hand: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="58" />
        <source>Last trick (L)</source>
        <translation>Last trick (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="69" />
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="70" />
        <source>Take back your last decision and what the others played after it (Ctrl+Z)</source>
        <translation>Take back your last decision and what the others played after it (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="71" />
        <source>Nothing of yours to take back yet</source>
        <translation>Nothing of yours to take back yet</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="148" />
        <source>Trump</source>
        <translation>Trump</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="148" />
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="35" />
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="41" />
        <source>&amp;Deck:</source>
        <translation>&amp;Deck:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="46" />
        <source>Card &amp;back:</source>
        <translation>Card &amp;back:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="51" />
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="53" />
        <source>Instant (no motion)</source>
        <translation>Instant (no motion)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="54" />
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="54" />
        <location filename="../ui/dialogs.py" line="81" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="55" />
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="58" />
        <source>&amp;Animations:</source>
        <translation>&amp;Animations:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="73" />
        <source>AI &amp;pace (pause after each AI move):</source>
        <translation>AI &amp;pace (pause after each AI move):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="75" />
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="75" />
        <source>On request (H)</source>
        <translation>On request (H)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="76" />
        <source>Always shown</source>
        <translation>Always shown</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="79" />
        <source>&amp;Hints:</source>
        <translation>&amp;Hints:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="81" />
        <source>Small</source>
        <translation>Small</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="82" />
        <source>Large</source>
        <translation>Large</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="85" />
        <source>Card &amp;size:</source>
        <translation>Card &amp;size:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="88" />
        <source>Settings apply at once and are kept for the next start.</source>
        <translation>Settings apply at once and are kept for the next start.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="98" />
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../app/statistics_model.py" line="49" />
        <source>All games</source>
        <extracomment>Qt.UserRole: the raw value of a cell (int, float or None; the game/level code in the first columns). "row" or "total" StatisticsDB.totals() of a database without a Partie</extracomment>
        <translation>All games</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="50" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="51" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="52" />
        <source>Differenzler</source>
        <translation>Differenzler</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="53" />
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="59" />
        <source>All levels</source>
        <translation>All levels</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="61" />
        <source>No AI</source>
        <translation>No AI</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="211" />
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="212" />
        <source>AI level</source>
        <translation>AI level</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="213" />
        <source>Partien</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="214" />
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="215" />
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="216" />
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="217" />
        <source>Ø points</source>
        <translation>Ø points</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="218" />
        <source>Ø opp.</source>
        <translation>Ø opp.</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="219" />
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="220" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="221" />
        <source>Ø penalty</source>
        <translation>Ø penalty</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="222" />
        <source>Exact</source>
        <translation>Exact</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="225" />
        <source>The game played</source>
        <translation>The game played</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="226" />
        <source>The AI level of the Partie: the most common level among the other players, on a tie the stronger one</source>
        <translation>The AI level of the Partie: the most common level among the other players, on a tie the stronger one</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="229" />
        <source>Finished Partien</source>
        <translation>Finished Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="230" />
        <source>Partien won by your side</source>
        <translation>Partien won by your side</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="231" />
        <source>Share of the finished Partien won by your side</source>
        <translation>Share of the finished Partien won by your side</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="232" />
        <source>Hands played, also in Partien not yet finished</source>
        <translation>Hands played, also in Partien not yet finished</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="233" />
        <source>Average points per hand written for your side</source>
        <translation>Average points per hand written for your side</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="235" />
        <source>Average points per hand written for the opponents</source>
        <translation>Average points per hand written for the opponents</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="237" />
        <source>Hands in which your side took every trick</source>
        <translation>Hands in which your side took every trick</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="238" />
        <source>Weis points announced by your side</source>
        <translation>Weis points announced by your side</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="239" />
        <source>Differenzler: your average penalty per hand (the difference between bid and points; lower is better)</source>
        <translation>Differenzler: your average penalty per hand (the difference between bid and points; lower is better)</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="242" />
        <source>Differenzler: hands you made exactly as bid</source>
        <translation>Differenzler: hands you made exactly as bid</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="259" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 won, %2 lost, %3 drawn</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="266" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="273" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/statistics_model.py" line="274" />
        <source>%n mixed</source>
        <translation><numerusform>%n mixed</numerusform><numerusform>%n mixed</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/statistics_model.py" line="287" />
        <source>%n Partien had AI players of different levels. Each is counted under the most common level among its AI players, on a tie the stronger one:</source>
        <translation><numerusform>%n Partie had AI players of different levels. It is counted under the most common level among its AI players, on a tie the stronger one:</numerusform><numerusform>%n Partien had AI players of different levels. Each is counted under the most common level among its AI players, on a tie the stronger one:</numerusform></translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="291" />
        <source>%1: %2×</source>
        <translation>%1: %2×</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="591" />
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="592" />
        <source>Your statistics</source>
        <translation>Your statistics</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="593" />
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="594" />
        <source>AI &amp;level:</source>
        <translation>AI &amp;level:</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="762" />
        <source>Partien finished</source>
        <translation><numerusform>Partie finished</numerusform><numerusform>Partien finished</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="602" />
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="595" />
        <source>&amp;Practice games too</source>
        <translation>&amp;Practice games too</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="596" />
        <source>Count the practice games, where decisions could be taken back, in the figures and the trend (they are marked there)</source>
        <translation>Count the practice games, where decisions could be taken back, in the figures and the trend (they are marked there)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="602" />
        <source>Points per hand (opponents)</source>
        <translation>Points per hand (opponents)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="603" />
        <source>Weis points</source>
        <translation>Weis points</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="603" />
        <source>Ø penalty (exact bids)</source>
        <translation>Ø penalty (exact bids)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="606" />
        <source>&amp;Export CSV…</source>
        <translation>&amp;Export CSV…</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="607" />
        <source>Save every recorded hand as a CSV file for a spreadsheet</source>
        <translation>Save every recorded hand as a CSV file for a spreadsheet</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="608" />
        <source>C&amp;lear history…</source>
        <translation>C&amp;lear history…</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="609" />
        <source>Delete all recorded Partien and hands</source>
        <translation>Delete all recorded Partien and hands</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="610" />
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="611" />
        <source>The statistics are being written; the latest hands are not counted here yet.</source>
        <translation>The statistics are being written; the latest hands are not counted here yet.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="613" />
        <source>Another program is using the statistics file (a backup or sync tool, or a second JassDesk). The records wait and are written as soon as it is free; nothing is lost.</source>
        <translation>Another program is using the statistics file (a backup or sync tool, or a second JassDesk). The records wait and are written as soon as it is free; nothing is lost.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="763" />
        <source>Hands recorded</source>
        <translation><numerusform>Hand recorded</numerusform><numerusform>Hands recorded</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="764" />
        <source>Matches made</source>
        <translation><numerusform>Match made</numerusform><numerusform>Matches made</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="766" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 won, %2 lost, %3 drawn</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="779" />
        <source>Exported %n hands to %1.</source>
        <translation><numerusform>Exported %n hand to %1.</numerusform><numerusform>Exported %n hands to %1.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="781" />
        <source>The export failed.</source>
        <translation>The export failed.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="783" />
        <source>The statistics were cleared.</source>
        <translation>The statistics were cleared.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="794" />
        <location filename="../ui/statistics_dialog.py" line="805" />
        <source>Export statistics</source>
        <translation>Export statistics</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="795" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV files (*.csv);;All files (*)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="806" />
        <source>The statistics could not be exported:
%1</source>
        <translation>The statistics could not be exported:
%1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="818" />
        <location filename="../ui/statistics_dialog.py" line="822" />
        <location filename="../ui/statistics_dialog.py" line="838" />
        <source>Clear history</source>
        <translation>Clear history</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="823" />
        <source>Delete all recorded statistics?
Finished Partien: %1, hands: %2.
This cannot be undone; export them first to keep a copy.</source>
        <translation>Delete all recorded statistics?
Finished Partien: %1, hands: %2.
This cannot be undone; export them first to keep a copy.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="819" />
        <location filename="../ui/statistics_dialog.py" line="839" />
        <source>The statistics could not be cleared:
%1</source>
        <translation>The statistics could not be cleared:
%1</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../ui/table/scene.py" line="105" />
        <source>Last trick (L)</source>
        <translation>Last trick (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="134" />
        <source>The hint failed: %1</source>
        <translation>The hint failed: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="453" />
        <source>%1's turn.</source>
        <translation>%1's turn.</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="526" />
        <source>Why? The rule…</source>
        <translation>Why? The rule…</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="453" />
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
</context>
<context>
    <name>TrendPlot</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="109" />
        <source>drawn</source>
        <extracomment>how long a read waits for the database before the window shows what it has (the GUI thread must not wait) how soon a read that found the database busy or not ready is tried again</extracomment>
        <translation>drawn</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="109" />
        <location filename="../ui/statistics_dialog.py" line="319" />
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="109" />
        <location filename="../ui/statistics_dialog.py" line="320" />
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="110" />
        <source>Partie %1 (%2): %3</source>
        <translation>Partie %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="111" />
        <source>practice game</source>
        <translation>practice game</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="112" />
        <source>%1 points per hand (opponents %2) in %3</source>
        <translation>%1 points per hand (opponents %2) in %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="113" />
        <location filename="../ui/statistics_dialog.py" line="116" />
        <source>%n hands</source>
        <translation><numerusform>%n hand</numerusform><numerusform>%n hands</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="115" />
        <source>%1 penalty per hand, %2 exact bids, in %3</source>
        <translation>%1 penalty per hand, %2 exact bids, in %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="118" />
        <source>Win rate over the last %n Partien: %1</source>
        <translation><numerusform>Win rate over the last Partie: %1</numerusform><numerusform>Win rate over the last %n Partien: %1</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="121" />
        <source>AI: %1</source>
        <translation>AI: %1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <source>%1 (mixed levels, counted as %2)</source>
        <translation>%1 (mixed levels, counted as %2)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="139" />
        <source>The statistics cannot be read</source>
        <translation>The statistics cannot be read</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="140" />
        <source>No finished Partien yet</source>
        <translation>No finished Partien yet</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="146" />
        <source>Choose another game or AI level above.</source>
        <translation>Choose another game or AI level above.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="147" />
        <source>Finish a Partie to see your win rate and points per hand here.</source>
        <translation>Finish a Partie to see your win rate and points per hand here.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="288" />
        <source>Partien, oldest to newest</source>
        <translation>Partien, oldest to newest</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="297" />
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="299" />
        <source>Points per hand</source>
        <translation>Points per hand</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="299" />
        <source>Penalty per hand</source>
        <translation>Penalty per hand</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="316" />
        <source>Win rate over the last %n Partien</source>
        <translation><numerusform>Win rate over the last Partie</numerusform><numerusform>Win rate over the last %n Partien</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="317" />
        <source>Your penalty per hand</source>
        <translation>Your penalty per hand</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="318" />
        <source>Your points per hand</source>
        <translation>Your points per hand</translation>
    </message>
</context>
<context>
    <name>WindowClaim</name>
    <message>
        <location filename="../ui/instance.py" line="192" />
        <source>JassDesk is already running with this folder; this window saves its Partie separately in %1.</source>
        <translation>JassDesk is already running with this folder; this window saves its Partie separately in %1.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="194" />
        <source>Saving separately: %1</source>
        <translation>Saving separately: %1</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="204" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="206" />
        <source>The other JassDesk window did not answer. Nothing is lost: the next start offers to continue both Partien.</source>
        <translation>The other JassDesk window did not answer. Nothing is lost: the next start offers to continue both Partien.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="271" />
        <source>Unfinished Partie</source>
        <translation>Unfinished Partie</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="276" />
        <source>The other window's Partie was kept as %1 (File &gt; Open).</source>
        <translation>The other window's Partie was kept as %1 (File &gt; Open).</translation>
    </message>
</context>
</TS>