<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="it_CH">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ui/about.py" line="62" />
        <source>About JassDesk</source>
        <translation>Informazioni su JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="69" />
        <source>The Swiss card game Jass — Schieber, Schmaus, Coiffeur and Differenzler — offline, with AI players and hints.</source>
        <translation>Lo jass, il gioco di carte svizzero — Schieber, Schmaus, Coiffeur e Differenzler — offline, con giocatori IA e suggerimenti.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="71" />
        <source>Copyright © the JassDesk contributors. Free software under the GNU General Public License, version 3 or later; it comes with no warranty.</source>
        <translation>Copyright © i contributori di JassDesk. Software libero sotto la GNU General Public License, versione 3 o successiva; senza alcuna garanzia.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="89" />
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="93" />
        <source>Licences of JassDesk and of the software it is built on:</source>
        <translation>Licenze di JassDesk e del software su cui si basa:</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="103" />
        <source>JassDesk is free software: you may share and change it under the terms of the GNU General Public License as published by the Free Software Foundation, version 3 or (at your option) any later version. It comes WITHOUT ANY WARRANTY.</source>
        <translation>JassDesk è software libero: puoi ridistribuirlo e modificarlo secondo i termini della GNU General Public License pubblicata dalla Free Software Foundation, versione 3 o (a tua scelta) qualsiasi versione successiva. È fornito SENZA ALCUNA GARANZIA.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="107" />
        <source>Card art — CC BY 4.0</source>
        <translation>Disegni delle carte — CC BY 4.0</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="108" />
        <source>The card faces, the backs and the icon are original art made for JassDesk, licensed under Creative Commons Attribution 4.0 International: %1</source>
        <translation>Le facce delle carte, i dorsi e l'icona sono disegni originali creati per JassDesk, con licenza Creative Commons Attribuzione 4.0 Internazionale: %1</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="113" />
        <source>Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser General Public License, version 3. Their source code: %1 and %2</source>
        <translation>Qt e Qt for Python (PySide6, Shiboken6) sono usati senza modifiche sotto la GNU Lesser General Public License, versione 3. Il loro codice sorgente: %1 e %2</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="118" />
        <source>Python and its standard library are used under the Python Software Foundation License.</source>
        <translation>Python e la sua libreria standard sono usati sotto la Python Software Foundation License.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="122" />
        <source>platformdirs finds the folders for the settings, the games and the log; MIT License.</source>
        <translation>platformdirs trova le cartelle per le impostazioni, le partite e il log; licenza MIT.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="124" />
        <source>DejaVu fonts</source>
        <translation>Caratteri DejaVu</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="125" />
        <source>The DejaVu Sans font is shipped for systems that have no font of their own (Bitstream Vera and Arev font licences).</source>
        <translation>Il carattere DejaVu Sans è fornito per i sistemi che non ne hanno uno proprio (licenze dei caratteri Bitstream Vera e Arev).</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="128" />
        <source>Other bundled software</source>
        <translation>Altro software incluso</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="129" />
        <source>What the installable bundle carries besides: PyInstaller's start-up program and, on Linux, libraries of the system it was built on.</source>
        <translation>Ciò che il pacchetto installabile contiene inoltre: il programma di avvio di PyInstaller e, su Linux, librerie del sistema su cui è stato creato.</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <location filename="../ui/table/bid_panel.py" line="97" />
        <source>Bid</source>
        <extracomment>key -&gt; change of the bid, in the field and on the slider</extracomment>
        <translation>Prevedi</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="100" />
        <source>Suggest</source>
        <translation>Suggerisci</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="101" />
        <source>The hint: what the Expert would bid, and why (H)</source>
        <translation>Il suggerimento: cosa prevederebbe l'Esperto, e perché (H)</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="102" />
        <source>%1 to %2 points</source>
        <translation>da %1 a %2 punti</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="105" />
        <source>How many points will you make? Type a number or move the slider, then press Enter.</source>
        <translation>Quanti punti farai? Scrivi un numero o sposta il cursore, poi premi Invio.</translation>
    </message>
    <message>
        <location filename="../ui/table/bid_panel.py" line="170" />
        <source>Type a number or move the slider first.</source>
        <translation>Prima scrivi un numero o sposta il cursore.</translation>
    </message>
</context>
<context>
    <name>BidPanel</name>
    <message>
        <location filename="../ui/table/bid_panel.py" line="197" />
        <source>Your bid</source>
        <translation>La tua previsione</translation>
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
        <translation>Lavagna col gesso</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chalkboard.py" line="716" />
        <source>%1: %n points</source>
        <translation><numerusform>%1: %n punto</numerusform><numerusform>%1: %n punti</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/chalkboard.py" line="717" />
        <source>%1 × 100, %2 × 50, %3 × 20, rest %4</source>
        <translation>%1 × 100, %2 × 50, %3 × 20, resto %4</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chalkboard.py" line="722" />
        <source>%n matches</source>
        <translation><numerusform>%n match</numerusform><numerusform>%n match</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/chalkboard.py" line="724" />
        <source>%n Kontermatches</source>
        <translation><numerusform>%n contromatch</numerusform><numerusform>%n contromatch</numerusform></translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <location filename="../ui/table/choices.py" line="89" />
        <source>Your partner pushed: choose the trump</source>
        <translation>Il tuo compagno ha passato: scegli la briscola</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="89" />
        <source>Choose the trump</source>
        <translation>Scegli la briscola</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="99" />
        <source>Schieben</source>
        <translation>Passare</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="100" />
        <source>partner chooses</source>
        <translation>sceglie il compagno</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="102" />
        <source>Your partner pushed to you: choose the trump.</source>
        <translation>Il tuo compagno ti ha passato la scelta: scegli la briscola.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="103" />
        <source>Choose the trump or push it to your partner.</source>
        <translation>Scegli la briscola o passa al tuo compagno.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="104" />
        <source>Choose the trump.</source>
        <translation>Scegli la briscola.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="121" />
        <source>Cut the pack: click where to cut</source>
        <translation>Alza il mazzo: fai clic dove alzare</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="125" />
        <source>Knock</source>
        <translation>Bussa</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="128" />
        <source>Your cut: click between two cards of the pack.</source>
        <translation>Tocca a te alzare: fai clic tra due carte del mazzo.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="134" />
        <source>You drew the highest card: who deals?</source>
        <translation>Hai la carta più alta: chi dà le carte?</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="140" />
        <source>%1 (tie)</source>
        <translation>%1 (pari)</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="145" />
        <source>I deal</source>
        <translation>Do io le carte</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="147" />
        <source>Choose who deals the first hand.</source>
        <translation>Scegli chi dà le carte nella prima smazzata.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="173" />
        <source>Announce Stöck</source>
        <translation>Annuncia la mazza</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="178" />
        <source>Exchange the trump 6</source>
        <translation>Scambia il 6 di briscola</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="184" />
        <source>Your turn: play a card.</source>
        <translation>Tocca a te: gioca una carta.</translation>
    </message>
</context>
<context>
    <name>CoiffeurTable</name>
    <message>
        <location filename="../ui/table/coiffeur.py" line="79" />
        <source>Everyone pushed: you must choose a row</source>
        <extracomment>a joker's modes in the order of the standard tables: Eicheln, Rosen, Schilten, Schellen, Obenabe, Undenufe</extracomment>
        <translation>Tutti hanno passato: devi scegliere una riga</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="80" />
        <source>Your partner pushed: choose a row</source>
        <translation>Il tuo compagno ha passato: scegli una riga</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="82" />
        <source>Choose a row of your team</source>
        <translation>Scegli una riga della tua squadra</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="95" />
        <source>any mode</source>
        <translation>ogni modalità</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="95" />
        <source>its start</source>
        <translation>scegli l'inizio</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="96" />
        <source>Schieben</source>
        <translation>Passare</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="99" />
        <source>not any more</source>
        <translation>non più</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="101" />
        <source>partner chooses</source>
        <translation>sceglie il compagno</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="101" />
        <source>next player</source>
        <translation>al prossimo</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="102" />
        <source>Choose a row of the Coiffeur table, or push.</source>
        <translation>Scegli una riga della tabella del Coiffeur, o passa.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="103" />
        <source>Choose a row of the Coiffeur table.</source>
        <translation>Scegli una riga della tabella del Coiffeur.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="136" />
        <source>%1 ×%2: choose its mode</source>
        <translation>%1 ×%2: scegli la modalità</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="142" />
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="159" />
        <source>%1 ×%2: %3</source>
        <translation>%1 ×%2: %3</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="183" />
        <source>In Coiffeur only the team that chose the row writes: your team.</source>
        <translation>Nel Coiffeur scrive solo la squadra che ha scelto la riga: la tua squadra.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="184" />
        <source>In Coiffeur only the team that chose the row writes: %1.</source>
        <translation>Nel Coiffeur scrive solo la squadra che ha scelto la riga: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/coiffeur.py" line="190" />
        <source>Rows played</source>
        <translation>Righe giocate</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/coiffeur.py" line="193" />
        <source>Every row of both teams is played: %n rows each.</source>
        <translation><numerusform>Tutte le righe delle due squadre sono giocate: %n riga ciascuna.</numerusform><numerusform>Tutte le righe delle due squadre sono giocate: %n righe ciascuna.</numerusform></translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/dialogs.py" line="18" />
        <source>Swiss (Rosen, Eicheln, Schilten, Schellen)</source>
        <translation>Carte svizzere tedesche (rose, ghiande, scudi, campanelli)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="19" />
        <source>French (hearts, diamonds, spades, clubs)</source>
        <translation>Carte francesi (cuori, quadri, picche, fiori)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="20" />
        <source>French, four colours</source>
        <translation>Carte francesi, quattro colori</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="24" />
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="25" />
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="26" />
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <location filename="../ui/games/base.py" line="72" />
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="20" />
        <source>Differenzler</source>
        <translation>Differenzler</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="23" />
        <source>Differenzler (four players alone, bid your points)</source>
        <translation>Differenzler (quattro giocatori da soli, prevedi i tuoi punti)</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="27" />
        <source>Differenzler, 8 hands</source>
        <translation>Differenzler, 8 smazzate</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="28" />
        <source>As Swisslos plays it: hidden bids, the turned card fixes trump, the lowest total penalty wins</source>
        <translation>Come da Swisslos: previsioni nascoste, la carta scoperta fissa la briscola, vince la penalità totale più bassa</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="32" />
        <source>Open bids with the exact bonus</source>
        <translation>Previsioni aperte con bonus per l'esatto</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="33" />
        <source>Bids in turn order, each seeing the earlier ones; 10 off the penalty for an exact bid</source>
        <translation>Previsioni a turno, ognuno vede le precedenti; 10 di penalità in meno per una previsione esatta</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="40" />
        <location filename="../ui/games/schieber.py" line="44" />
        <location filename="../ui/games/schmaus.py" line="29" />
        <source>You (bottom):</source>
        <translation>Tu (in basso):</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="41" />
        <source>Left:</source>
        <translation>A sinistra:</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="42" />
        <source>Across (top):</source>
        <translation>Di fronte (in alto):</translation>
    </message>
    <message>
        <location filename="../ui/games/differenzler.py" line="43" />
        <source>Right:</source>
        <translation>A destra:</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="17" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="20" />
        <source>Schmaus (two players, with a stock)</source>
        <translation>Schmaus (due giocatori, con tallone)</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="23" />
        <source>Schmaus to 1000</source>
        <translation>Schmaus a 1000</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="24" />
        <source>Free play while the stock lasts, Weis with every card, match +100</source>
        <translation>Gioco libero finché dura il tallone, saggi con ogni carta, match +100</translation>
    </message>
    <message>
        <location filename="../ui/games/schmaus.py" line="30" />
        <source>Opponent (top):</source>
        <translation>Avversario (in alto):</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="20" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="23" />
        <source>Schieber (four players, two teams)</source>
        <translation>Schieber (quattro giocatori, due squadre)</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="27" />
        <source>Swiss standard to 1000</source>
        <translation>Standard svizzero a 1000</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="28" />
        <source>As most Swiss play it: Weis, match +100, you may trump instead of following suit, no under-trumping</source>
        <translation>Come si gioca di solito in Svizzera: saggi, match +100, briscola anche potendo rispondere al seme, niente briscola più bassa</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="32" />
        <source>2500 with multipliers</source>
        <translation>2500 con moltiplicatori</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="33" />
        <source>Swiss standard to 2500 with the multipliers of the Swisslos tables</source>
        <translation>Standard svizzero a 2500 con i moltiplicatori delle tabelle Swisslos</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="36" />
        <source>Simple Schieber (follow suit, no Weis)</source>
        <translation>Schieber semplice (rispondere, senza saggi)</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="37" />
        <source>The simplest rules to learn with: you must follow suit, no Weis, no match bonus</source>
        <translation>Le regole più semplici per imparare: rispondere al seme, senza saggi, senza premio match</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="45" />
        <source>Left opponent:</source>
        <translation>Avversario a sinistra:</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="46" />
        <source>Partner (top):</source>
        <translation>Compagno (in alto):</translation>
    </message>
    <message>
        <location filename="../ui/games/schieber.py" line="47" />
        <source>Right opponent:</source>
        <translation>Avversario a destra:</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="21" />
        <source>Coiffeur</source>
        <translation>Coiffeur</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="24" />
        <source>Coiffeur (four players, every row of the table)</source>
        <translation>Coiffeur (quattro giocatori, ogni riga della tabella)</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="32" />
        <source>Coiffeur, 8 rows</source>
        <translation>Coiffeur, 8 righe</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="33" />
        <source>The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6 and two jokers ×7, ×8</source>
        <translation>I quattro semi da ×1 a ×4, Obenabe ×5, Undenufe ×6 e due joker ×7, ×8</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="36" />
        <source>Coiffeur, 10 rows</source>
        <translation>Coiffeur, 10 righe</translation>
    </message>
    <message>
        <location filename="../ui/games/coiffeur.py" line="37" />
        <source>The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 and two jokers ×9, ×10</source>
        <translation>I quattro semi da ×1 a ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 e due joker ×9, ×10</translation>
    </message>
</context>
<context>
    <name>DifferenzlerSheet</name>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="68" />
        <source>%1: bid %2, made %3, penalty %4</source>
        <extracomment>the points of a bid while its hand is played: not "…", which reads as a figure cut off ("45/…")</extracomment>
        <translation>%1: previsione %2, fatti %3, penalità %4</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="94" />
        <source>Each cell: bid/points made → penalty. The lowest total penalty wins.</source>
        <translation>Ogni casella: previsione/punti fatti → penalità. Vince la penalità totale più bassa.</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="113" />
        <source>Total penalty</source>
        <translation>Penalità totale</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="119" />
        <source>%1: place %2, total penalty %3</source>
        <translation>%1: posto %2, penalità totale %3</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="140" />
        <source>Trump: %1</source>
        <translation>Briscola: %1</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/differenzler.py" line="146" />
        <source>Bids and penalties</source>
        <translation>Previsioni e penalità</translation>
    </message>
</context>
<context>
    <name>DifferenzlerTable</name>
    <message>
        <location filename="../ui/table/differenzler.py" line="51" />
        <source>You win the Partie!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="52" />
        <source>%1 wins the Partie</source>
        <translation>%1 vince la partita</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="73" />
        <source>Your bid. Bids so far: %1.</source>
        <translation>La tua previsione. Previsioni finora: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="76" />
        <source>Your bid: how many points will you make?</source>
        <translation>La tua previsione: quanti punti farai?</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="82" />
        <source>I bid %1.</source>
        <translation>Prevedo %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="83" />
        <source>I have bid.</source>
        <translation>Ho fatto la mia previsione.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="87" />
        <source>You bid %1.</source>
        <translation>Prevedi %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="94" />
        <source>Trump drawn at random: %1.</source>
        <translation>Briscola estratta a caso: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="115" />
        <location filename="../ui/table/differenzler.py" line="122" />
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="121" />
        <source>Your points in this hand: %1</source>
        <translation>I tuoi punti in questa smazzata: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="125" />
        <source>bid %1</source>
        <translation>prevede %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="126" />
        <source>Bid %1; the others' points are not shown.</source>
        <translation>Previsione %1; i punti degli altri non si vedono.</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="128" />
        <source>bid ✓</source>
        <translation>previsto ✓</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="128" />
        <source>Has bid; the value is shown with the hand's result.</source>
        <translation>Ha fatto la previsione; il numero si vede con il risultato della smazzata.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/differenzler.py" line="134" />
        <source>You have %1 of your %2 points: %n still to make.</source>
        <translation><numerusform>Hai %1 dei tuoi %2 punti: ancora %n da fare.</numerusform><numerusform>Hai %1 dei tuoi %2 punti: ancora %n da fare.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="137" />
        <source>You have exactly your %1 points.</source>
        <translation>Hai esattamente i tuoi %1 punti.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/differenzler.py" line="138" />
        <source>You have %1 points, %n over your bid of %2.</source>
        <translation><numerusform>Hai %1 punti, %n oltre la tua previsione di %2.</numerusform><numerusform>Hai %1 punti, %n oltre la tua previsione di %2.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="146" />
        <location filename="../ui/table/differenzler.py" line="154" />
        <source>Bids</source>
        <translation>Previsioni</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="147" />
        <location filename="../ui/table/differenzler.py" line="155" />
        <source>Points made</source>
        <translation>Punti fatti</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="148" />
        <location filename="../ui/table/differenzler.py" line="156" />
        <source>Penalty</source>
        <translation>Penalità</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="149" />
        <location filename="../ui/table/differenzler.py" line="169" />
        <source>Total penalty</source>
        <translation>Penalità totale</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="165" />
        <source>You share the first place with %1</source>
        <translation>Condividi il primo posto con %1</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="167" />
        <source>%1 share the first place</source>
        <translation>%1 si dividono il primo posto</translation>
    </message>
    <message>
        <location filename="../ui/table/differenzler.py" line="168" />
        <source>Place</source>
        <translation>Posto</translation>
    </message>
</context>
<context>
    <name>EventShows</name>
    <message>
        <location filename="../ui/table/shows.py" line="91" />
        <source>An As: you deal.</source>
        <translation>Un asso: fai tu il mazziere.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="92" />
        <source>An As: %1 deals.</source>
        <translation>Un asso: %1 fa il mazziere.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="94" />
        <source>Highest card: you choose who deals.</source>
        <translation>Carta più alta: scegli tu il mazziere.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="95" />
        <source>Highest card: %1 chooses who deals.</source>
        <translation>Carta più alta: %1 sceglie il mazziere.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="117" />
        <source>Equal cards: everybody draws again (round %1).</source>
        <translation>Carte uguali: tutti pescano di nuovo (giro %1).</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="132" />
        <source>You deal.</source>
        <translation>Dai tu le carte.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="133" />
        <source>%1 deals.</source>
        <translation>%1 dà le carte.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="171" />
        <source>Hand %1 — you deal, %2 cuts.</source>
        <translation>Smazzata %1 — dai tu le carte, %2 alza.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="172" />
        <source>Hand %1 — %2 deals, you cut.</source>
        <translation>Smazzata %1 — %2 dà le carte, alzi tu.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="173" />
        <source>Hand %1 — dealer: %2, cut: %3.</source>
        <translation>Smazzata %1 — mazziere: %2, alza: %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="184" />
        <source>You knock.</source>
        <translation>Bussi.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="184" />
        <source>Knocks.</source>
        <translation>Bussa.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="186" />
        <source>You cut at %1.</source>
        <translation>Alzi a %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="186" />
        <source>Cuts %1.</source>
        <translation>Alza %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="274" />
        <source>Trump is %1, turned: your card.</source>
        <translation>La briscola è %1, scoperta: la tua carta.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="275" />
        <source>Trump is %1, turned: %2's card.</source>
        <translation>La briscola è %1, scoperta: la carta di %2.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="302" />
        <source>Trump is %1.</source>
        <translation>Briscola: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="307" />
        <source>Schiebe! (over to you)</source>
        <translation>Passo! (a te)</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="308" />
        <source>Schiebe! (over to %1)</source>
        <translation>Passo! (a %1)</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="346" />
        <source>Stöck</source>
        <translation>Mazza</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="353" />
        <source>Stöck! +%1</source>
        <translation>Mazza! +%1</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="363" />
        <source>Weis: %1</source>
        <translation>Saggio: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="365" />
        <source>Weis for %1: %n points.</source>
        <translation><numerusform>Saggi per %1: %n punto.</numerusform><numerusform>Saggi per %1: %n punti.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="367" />
        <source>Weis for you: %n points.</source>
        <translation><numerusform>Saggi per te: %n punto.</numerusform><numerusform>Saggi per te: %n punti.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="369" />
        <source>Weis for your team: %n points.</source>
        <translation><numerusform>Saggi per la tua squadra: %n punto.</numerusform><numerusform>Saggi per la tua squadra: %n punti.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="387" />
        <source>Trick to you (%n points).</source>
        <translation><numerusform>Presa per te (%n punto).</numerusform><numerusform>Presa per te (%n punti).</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="388" />
        <source>Trick to %1 (%n points).</source>
        <translation><numerusform>Presa per %1 (%n punto).</numerusform><numerusform>Presa per %1 (%n punti).</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="430" />
        <source>You exchange the trump 6 for %1.</source>
        <translation>Scambi il 6 di briscola con %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="431" />
        <source>Exchanges the trump 6 for %1.</source>
        <translation>Scambia il 6 di briscola con %1.</translation>
    </message>
</context>
<context>
    <name>ExceptionReporter</name>
    <message>
        <location filename="../ui/crash.py" line="63" />
        <source>the terminal (no log file could be opened)</source>
        <translation>il terminale (non è stato possibile aprire un file di log)</translation>
    </message>
    <message>
        <location filename="../ui/crash.py" line="64" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/crash.py" line="65" />
        <source>Something went wrong inside JassDesk.</source>
        <translation>Si è verificato un errore in JassDesk.</translation>
    </message>
    <message>
        <location filename="../ui/crash.py" line="67" />
        <source>The game goes on if it can. The details are written to %1; please include that file when you report the problem.</source>
        <translation>Il gioco continua, se possibile. I dettagli sono scritti in %1; allega quel file quando segnali il problema.</translation>
    </message>
</context>
<context>
    <name>GameTable</name>
    <message>
        <location filename="../ui/table/game_table.py" line="86" />
        <source>Card points</source>
        <extracomment>the turned trump card is the dealer's last card, shown in his hand until the first card is played (not the bottom of a stock beside the trick)</extracomment>
        <translation>Punti delle carte</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="88" />
        <source>Weis</source>
        <translation>Saggi</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="90" />
        <source>Stöck</source>
        <translation>Mazza</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="92" />
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="94" />
        <source>Multiplier</source>
        <translation>Moltiplicatore</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="95" />
        <source>Written this hand</source>
        <translation>Segnati in questa smazzata</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="96" />
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="107" />
        <source>The Partie is drawn</source>
        <translation>La partita finisce in parità</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="111" />
        <source>Final score</source>
        <translation>Punteggio finale</translation>
    </message>
    <message>
        <location filename="../ui/table/game_table.py" line="140" />
        <source>Hands played</source>
        <translation>Smazzate giocate</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/game_table.py" line="144" />
        <source>Played over %n hands.</source>
        <translation><numerusform>Giocata in %n smazzata.</numerusform><numerusform>Giocata in %n smazzate.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/game_table.py" line="145" />
        <source>Target: %n points.</source>
        <translation><numerusform>Obiettivo: %n punto.</numerusform><numerusform>Obiettivo: %n punti.</numerusform></translation>
    </message>
</context>
<context>
    <name>HintView</name>
    <message>
        <location filename="../ui/table/hint_view.py" line="56" />
        <source>Hints are switched off (Settings).</source>
        <translation>I suggerimenti sono disattivati (Impostazioni).</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="59" />
        <source>A hint is given when it is your turn.</source>
        <translation>Il suggerimento arriva quando tocca a te.</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="63" />
        <source>Thinking about a hint…</source>
        <translation>Sto cercando un suggerimento…</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="76" />
        <location filename="../ui/table/hint_view.py" line="82" />
        <source>Hint: %1 — %2</source>
        <translation>Suggerimento: %1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="78" />
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../ui/table/keys.py" line="60" />
        <source>Choose with the arrow keys, then press Enter.</source>
        <translation>Scegli con le frecce, poi premi Invio.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="70" />
        <source>Cut at %1: Enter cuts.</source>
        <translation>Alzare a %1: Invio alza.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="79" />
        <source>Choose where to cut with the arrow keys, then press Enter.</source>
        <translation>Scegli dove alzare con le frecce, poi premi Invio.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="100" />
        <source>%1 (dimmed cards skipped). %2</source>
        <translation>%1 (carte attenuate saltate). %2</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <location filename="../ui/app.py" line="249" />
        <source>Unfinished Partie</source>
        <translation>Partita non finita</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="251" />
        <source>The unfinished Partie was kept as %1 (File &gt; Open).</source>
        <translation>La partita non finita è stata conservata come %1 (File &gt; Apri).</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="264" />
        <source>The settings file could not be read. It was moved aside as “%1”; the default settings are used.</source>
        <translation>Il file delle impostazioni non è leggibile. È stato messo da parte come «%1»; si usano le impostazioni predefinite.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="267" />
        <source>The settings file could not be read; the default settings are used.</source>
        <translation>Il file delle impostazioni non è leggibile; si usano le impostazioni predefinite.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="269" />
        <source>The autosave “%1” could not be read. It was moved aside as “%2”.</source>
        <translation>Il salvataggio automatico «%1» non è leggibile. È stato messo da parte come «%2».</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="271" />
        <source>The autosave “%1” could not be read.</source>
        <translation>Il salvataggio automatico «%1» non è leggibile.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="273" />
        <source>A new game has been dealt.</source>
        <translation>Sono state date le carte per una nuova partita.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="276" />
        <source>Damaged files are kept for a look, in %1; JassDesk will not read them again.</source>
        <translation>I file danneggiati restano conservati per un controllo, in %1; JassDesk non li leggerà più.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="277" />
        <source>JassDesk found a damaged file and started without it.</source>
        <translation>JassDesk ha trovato un file danneggiato ed è partito senza usarlo.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="278" />
        <source>JassDesk found damaged files and started without them.</source>
        <translation>JassDesk ha trovato dei file danneggiati ed è partito senza usarli.</translation>
    </message>
</context>
<context>
    <name>LeaveQuestion</name>
    <message>
        <location filename="../ui/mainwindow.py" line="321" />
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="321" />
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="322" />
        <source>Leave the Partie in progress?</source>
        <translation>Lasciare la partita in corso?</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="323" />
        <source>It is kept among the saved games: File &gt; Open continues it later.</source>
        <translation>Resta tra le partite salvate: la riprendi più tardi con File &gt; Apri.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="324" />
        <source>&amp;Open the other game</source>
        <translation>&amp;Apri l'altra partita</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="325" />
        <source>&amp;Start the new game</source>
        <translation>&amp;Inizia la nuova partita</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="326" />
        <source>&amp;Keep playing</source>
        <translation>&amp;Continua a giocare</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../app/level_labels.py" line="11" />
        <source>Random</source>
        <translation>Casuale</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="12" />
        <source>Beginner</source>
        <translation>Principiante</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="13" />
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="14" />
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="20" />
        <source>Plays any allowed card at random: a yardstick rather than an opponent.</source>
        <translation>Gioca a caso una carta permessa: più un metro di paragone che un avversario.</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="22" />
        <source>Plays by simple habits (follows low, takes a rich trick) and often carelessly.</source>
        <translation>Gioca con abitudini semplici (risponde basso, prende una presa ricca) e spesso distrattamente.</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="24" />
        <source>Plays like a good club player: draws trumps, gives points to the partner's trick, reads the partner's signals.</source>
        <translation>Gioca come un buon giocatore di club: tira le briscole, carica la presa del compagno, legge i suoi segnali.</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="27" />
        <source>Thinks each card through by playing the hand out in thousands of possible deals, about a second per card.</source>
        <translation>Riflette su ogni carta giocando la smazzata fino in fondo in migliaia di distribuzioni possibili, circa un secondo per carta.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.py" line="405" />
        <source>The AI failed: %1</source>
        <translation>L'IA ha avuto un errore: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="501" />
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="502" />
        <source>&amp;Game</source>
        <translation>&amp;Gioco</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="503" />
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="504" />
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="505" />
        <source>&amp;Deck</source>
        <translation>&amp;Mazzo</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="506" />
        <source>Card &amp;back</source>
        <translation>&amp;Dorso delle carte</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="507" />
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="508" />
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="509" />
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="510" />
        <source>Save &amp;as…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="511" />
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="512" />
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="513" />
        <source>&amp;Last trick</source>
        <translation>&amp;Ultima presa</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="514" />
        <source>Re&amp;view a hand…</source>
        <translation>A&amp;nalizza una smazzata…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="515" />
        <source>Review a hand of a sa&amp;ved game…</source>
        <translation>Analizza una smazzata di una partita sal&amp;vata…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="516" />
        <source>&amp;Undo my last decision</source>
        <translation>&amp;Annulla la mia ultima decisione</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="517" />
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="518" />
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="519" />
        <source>&amp;Full screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="520" />
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="521" />
        <source>&amp;About JassDesk</source>
        <translation>&amp;Informazioni su JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="522" />
        <source>&amp;Score sheet</source>
        <translation>&amp;Lavagnetta</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="523" />
        <source>Score sheet</source>
        <translation>Lavagnetta</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="551" />
        <source>Undo is for practice games: start one with New game &gt; Practice game.</source>
        <translation>Annullare è possibile solo nelle partite di allenamento: Nuova partita &gt; Partita di allenamento.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="553" />
        <source>Nothing of yours to take back yet.</source>
        <translation>Ancora niente di tuo da annullare.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="555" />
        <source>Take back your last decision and what the others played after it.</source>
        <translation>Riprende la tua ultima decisione e ciò che gli altri hanno giocato dopo.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="572" />
        <source>Your last decision was taken back.</source>
        <translation>La tua ultima decisione è stata ripresa.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="731" />
        <source>Unfinished Partie</source>
        <translation>Partita non finita</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="733" />
        <source>The Partie in progress could not be kept.</source>
        <translation>Impossibile conservare la partita in corso.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="733" />
        <source>It is still on the table.</source>
        <translation>È ancora sul tavolo.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="736" />
        <source>The Partie in progress was kept as %1.</source>
        <translation>La partita in corso è stata conservata come %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="962" />
        <source>The autosave does not work: after a crash this Partie cannot be continued (File &gt; Save as still works).</source>
        <translation>Il salvataggio automatico non funziona: dopo un arresto anomalo questa partita non potrà essere ripresa (File &gt; Salva con nome funziona ancora).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="963" />
        <source>the autosave</source>
        <translation>il salvataggio automatico</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="964" />
        <source>The statistics are not recorded: this Partie may be missing from them.</source>
        <translation>Le statistiche non vengono registrate: questa partita potrebbe non comparirvi.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="965" />
        <source>the statistics</source>
        <translation>le statistiche</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="966" />
        <source>The settings cannot be saved: changes last until JassDesk closes.</source>
        <translation>Le impostazioni non possono essere salvate: le modifiche valgono fino alla chiusura di JassDesk.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="967" />
        <source>the settings</source>
        <translation>le impostazioni</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="968" />
        <source>The log file cannot be written: problems are not recorded there.</source>
        <translation>Il file di log non può essere scritto: i problemi non vi vengono registrati.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="969" />
        <source>the log file</source>
        <translation>il file di log</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="973" />
        <source>You can go on playing; still working: %1.</source>
        <translation>Puoi continuare a giocare; ancora in funzione: %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="975" />
        <source>You can go on playing.</source>
        <translation>Puoi continuare a giocare.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="981" />
        <source>JassDesk cannot save everything.</source>
        <translation>JassDesk non riesce a salvare tutto.</translation>
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
        <translation>La rigiocata dell'Esperto non è riuscita: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="841" />
        <source>%1[*] — JassDesk</source>
        <translation>%1[*] — JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="855" />
        <source>JassDesk games (*%1);;All files (*)</source>
        <translation>Partite JassDesk (*%1);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="859" />
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="869" />
        <location filename="../ui/mainwindow.py" line="872" />
        <source>“%1” could not be opened.</source>
        <translation>Impossibile aprire «%1».</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="879" />
        <source>Opened %1.</source>
        <translation>Aperto %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="887" />
        <source>The saved Partie could not be continued.</source>
        <translation>La partita salvata non può essere ripresa.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="905" />
        <source>Save the Partie</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="918" />
        <source>The Partie could not be saved as “%1”.</source>
        <translation>Impossibile salvare la partita come «%1».</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="920" />
        <source>Saved to %1.</source>
        <translation>Salvata in %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="926" />
        <source>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</source>
        <translation>È stato scritto da una versione più recente di JassDesk. Aggiorna JassDesk per aprirlo; il file resta com'è.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="929" />
        <source>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</source>
        <translation>Non è una partita JassDesk, oppure il file è stato danneggiato o modificato. Il file resta com'è.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="931" />
        <source>The file or its folder cannot be used.</source>
        <translation>Il file o la sua cartella non sono utilizzabili.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="938" />
        <location filename="../ui/mainwindow.py" line="979" />
        <source>Details: %1</source>
        <translation>Dettagli: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="957" />
        <source>Not saved: %1</source>
        <translation>Non salvato: %1</translation>
    </message>
</context>
<context>
    <name>MistakesPlot</name>
    <message>
        <location filename="../ui/mistakes_plot.py" line="46" />
        <source>Partie %1: %2 mistakes and blunders, %3 inaccuracies per hand</source>
        <translation>Partita %1: %2 errori ed errori gravi, %3 imprecisioni per smazzata</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mistakes_plot.py" line="50" />
        <source>%n hands reviewed</source>
        <translation><numerusform>%n smazzata analizzata</numerusform><numerusform>%n smazzate analizzate</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/mistakes_plot.py" line="77" />
        <source>Review: mistakes and blunders per hand</source>
        <translation>Analisi: errori ed errori gravi per smazzata</translation>
    </message>
    <message>
        <location filename="../ui/mistakes_plot.py" line="83" />
        <source>No reviewed hand yet: every hand you finish is reviewed after it ends.</source>
        <translation>Nessuna smazzata analizzata per ora: ogni smazzata finita viene analizzata alla fine.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/new_game.py" line="75" />
        <source>New game</source>
        <extracomment>the person's default name in each language: a name still at one of them follows the language the yes/no options of RULES.md, in the order of the dialog's two columns (read row by row) the Coiffeur tables New game offers, by their rows' kinds (the factors are edited beside them) seats in the players box, as (row, column) of a 2x2 grid: you and your partner on the left</extracomment>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="85" />
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="112" />
        <source>&amp;Rules in detail</source>
        <translation>&amp;Regole nel dettaglio</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="113" />
        <source>Every rule option of this game, one by one</source>
        <translation>Ogni opzione di regola di questo gioco, una per una</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="135" />
        <source>The code shown after a hand and on the score sheet: enter it to be dealt the same cards</source>
        <translation>Il codice mostrato dopo una smazzata e sulla lavagnetta: inseriscilo per ricevere le stesse carte</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="221" />
        <source>May trump instead of following suit</source>
        <translation>Briscola anche potendo rispondere al seme</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="89" />
        <source>Rules:</source>
        <translation>Regole:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="106" />
        <source>your own rules</source>
        <translation>le tue regole</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="146" />
        <source>&amp;Practice game (undo allowed)</source>
        <translation>Partita di &amp;allenamento (annullare permesso)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="147" />
        <source>Ctrl+Z takes back your last decision, as often as you like; the statistics keep practice games apart</source>
        <translation>Ctrl+Z riprende la tua ultima decisione, tutte le volte che vuoi; le statistiche tengono a parte le partite di allenamento</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="139" />
        <source>Deal &amp;code (optional):</source>
        <translation>&amp;Codice smazzata (facoltativo):</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="222" />
        <source>Bauer exception: need not be played</source>
        <translation>Eccezione del Bauer: non va giocato per forza</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="223" />
        <source>Trumpfzwang: void in the led suit, must trump</source>
        <translation>Briscola obbligatoria per chi non risponde al seme</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="224" />
        <source>Under-trumping forbidden</source>
        <translation>Vietato giocare una briscola più bassa</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="225" />
        <source>Weis</source>
        <translation>Saggi</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="226" />
        <source>Stöck announced automatically</source>
        <translation>Mazza annunciata automaticamente</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="227" />
        <source>Multipliers (×1 to ×3 by trump)</source>
        <translation>Moltiplicatori (da ×1 a ×3 secondo la briscola)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="228" />
        <source>Undenufe counts ×4</source>
        <translation>Undenufe vale ×4</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="230" />
        <source>Klopfen: the cutter may knock</source>
        <translation>Bussare: chi alza può bussare</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="231" />
        <source>Open bids (in turn order)</source>
        <translation>Previsioni aperte (a turno)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="232" />
        <source>Trump drawn at random</source>
        <translation>Briscola estratta a caso</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="233" />
        <source>Exact bonus: 10 off for an exact bid</source>
        <translation>Bonus esatto: 10 in meno per una previsione esatta</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="234" />
        <source>Slalom may be chosen (×3 with multipliers)</source>
        <translation>Slalom ammesso (×3 con i moltiplicatori)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="235" />
        <source>Coiffeur: push to the partner only</source>
        <translation>Coiffeur: passare solo al compagno</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="236" />
        <source>Coiffeur: Stöck count</source>
        <translation>Coiffeur: la mazza conta</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="239" />
        <source>When trump is led and the Bauer is your only trump, you may keep it</source>
        <translation>Quando esce briscola e il Bauer è la tua unica briscola, puoi tenerlo</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="240" />
        <source>Instead of cutting, the player who cuts may knock (everyone at the table agrees to it by choosing this)</source>
        <translation>Invece di alzare il mazzo, chi alza può bussare (scegliendo questa regola, tutto il tavolo è d'accordo)</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="242" />
        <source>After a non-trump lead was trumped, a lower trump may not be played unless you hold only trumps</source>
        <translation>Se su un altro seme è già stata giocata briscola, non puoi giocarne una più bassa, a meno di avere solo briscole</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="244" />
        <source>Each player bids in turn, the dealer last, seeing the bids before his; otherwise every bid stays hidden until the hand is over</source>
        <translation>Ognuno prevede a turno, il mazziere per ultimo, vedendo le previsioni precedenti; altrimenti ogni previsione resta nascosta fino alla fine della smazzata</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="246" />
        <source>Trump is drawn at random instead of being fixed by the turned bottom card</source>
        <translation>La briscola è estratta a caso invece di essere fissata dall'ultima carta scoperta</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="247" />
        <source>Slalom: Obenabe and Undenufe trick by trick, from the start the chooser names</source>
        <translation>Slalom: Obenabe e Undenufe presa dopo presa, dall'inizio annunciato</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="248" />
        <source>Off: pushing passes the choice round the table; on: to the partner, as in Schieber</source>
        <translation>Disattivata: passare dà la scelta al giocatore successivo; attivata: al compagno, come nello Schieber</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="250" />
        <source>Stöck (20) count for the choosing team, times the row's factor</source>
        <translation>La mazza (20) conta per la squadra che sceglie, moltiplicata per il fattore della riga</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="259" />
        <source>Clockwise</source>
        <translation>Orario</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="260" />
        <source>Counter-clockwise</source>
        <translation>Antiorario</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="261" />
        <source>Clockwise: the Vorhand sits at the dealer's left; counter-clockwise: at his right</source>
        <translation>Orario: il giocatore di mano siede a sinistra del mazziere; antiorario: alla sua destra</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="270" />
        <source>Coiffeur table:</source>
        <translation>Tabella del Coiffeur:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="280" />
        <source>or over</source>
        <translation>o in</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="364" />
        <location filename="../ui/new_game.py" line="545" />
        <source>%n rows</source>
        <translation><numerusform>%n riga</numerusform><numerusform>%n righe</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="369" />
        <source>factors:</source>
        <translation>fattori:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="382" />
        <source>The factor of each row, in this order: %1</source>
        <translation>Il fattore di ogni riga, in quest'ordine: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="391" />
        <source>The Coiffeur table needs %n factors, whole numbers from 1 to 100.</source>
        <translation><numerusform>La tabella del Coiffeur richiede %n fattore, un numero intero da 1 a 100.</numerusform><numerusform>La tabella del Coiffeur richiede %n fattori, numeri interi da 1 a 100.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="460" />
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="577" />
        <source>points</source>
        <translation><numerusform>punto</numerusform><numerusform>punti</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/new_game.py" line="578" />
        <source>hands</source>
        <translation><numerusform>smazzata</numerusform><numerusform>smazzate</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="586" />
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="589" />
        <source>%1 ×1, %2 ×2, Obenabe and Undenufe ×3; they multiply everything a hand scores</source>
        <translation>%1 ×1, %2 ×2, obenabe e undenufe ×3; moltiplicano tutto ciò che segna una smazzata</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="633" />
        <source>A deal code has 15 letters and digits (the dashes do not count).</source>
        <translation>Un codice smazzata ha 15 lettere e cifre (i trattini non contano).</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="634" />
        <source>“%1” does not occur in deal codes.</source>
        <translation>«%1» non compare nei codici smazzata.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="635" />
        <source>This deal code has a typo: compare it character by character.</source>
        <translation>Questo codice smazzata contiene un errore di battitura: confrontalo carattere per carattere.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="636" />
        <source>This is not a deal code of this version of JassDesk.</source>
        <translation>Questo non è un codice smazzata di questa versione di JassDesk.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="655" />
        <source>This deal code is for %1: choose that game or clear the code.</source>
        <translation>Questo codice smazzata vale per %1: scegli quel gioco o cancella il codice.</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="266" />
        <source>Turn order:</source>
        <translation>Senso di gioco:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="268" />
        <source>Match bonus:</source>
        <translation>Premio match:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="276" />
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="289" />
        <source>The Partie goes:</source>
        <translation>La partita va:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="396" />
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="402" />
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="131" />
        <source>&amp;Deck:</source>
        <translation>&amp;Mazzo:</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="169" />
        <source>&amp;Deal</source>
        <translation>&amp;Dai le carte</translation>
    </message>
    <message>
        <location filename="../ui/new_game.py" line="592" />
        <source>Whoever draws an %1 deals</source>
        <translation>Chi pesca un %1 fa il mazziere</translation>
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
        <translation>Un'altra finestra di JassDesk ha lasciato una partita non finita.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="50" />
        <source>Continue it here? If not, it is kept among the saved games (File &gt; Open).</source>
        <translation>Riprenderla qui? Altrimenti resta tra le partite salvate (File &gt; Apri).</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="52" />
        <source>&amp;Continue it</source>
        <translation>&amp;Riprendi qui</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="54" />
        <source>&amp;Keep it for later</source>
        <translation>&amp;Tienila per dopo</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <location filename="../ui/table/overlays.py" line="188" />
        <source>Card points</source>
        <translation>Punti delle carte</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="111" />
        <source>Hand %1</source>
        <translation>Smazzata %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="119" />
        <source>The hand ended early: a side reached the target.</source>
        <translation>La smazzata è finita prima: una squadra ha raggiunto l'obiettivo.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="122" />
        <source>Deal code: %1</source>
        <translation>Codice smazzata: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="127" />
        <location filename="../ui/table/overlays.py" line="197" />
        <source>Continue</source>
        <translation>Continua</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="128" />
        <source>Review</source>
        <translation>Analisi</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="130" />
        <source>Copy code</source>
        <translation>Copia il codice</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="133" />
        <source>Expert in my seat</source>
        <translation>L'Esperto al mio posto</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="137" />
        <source>Play this deal again with the Expert in your seat (same cards, same players around you) and compare the results</source>
        <translation>Rigioca questa smazzata con l'Esperto al tuo posto (stesse carte, stessi giocatori intorno a te) e confronta i risultati</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="143" />
        <source>Hand over. Continue when you are ready (Enter).</source>
        <translation>Smazzata finita. Continua quando sei pronto (Invio).</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="157" />
        <source>Deal code %1 copied: New game deals these cards again.</source>
        <translation>Codice smazzata %1 copiato: Nuova partita distribuisce di nuovo queste carte.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="166" />
        <source>The Expert is playing your cards…</source>
        <translation>L'Esperto gioca le tue carte…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="170" />
        <source>The Expert is playing…</source>
        <translation>L'Esperto gioca…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="184" />
        <source>The same cards with the Expert in your seat</source>
        <translation>Le stesse carte, l'Esperto al tuo posto</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="185" />
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="185" />
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="187" />
        <source>Played</source>
        <translation>Giocato</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="189" />
        <source>Written for your side</source>
        <translation>Segnato per la tua squadra</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="192" />
        <source>Written for the other side</source>
        <translation>Segnato per l'altra squadra</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="194" />
        <source>Same deal, same dealer, the same players around you: only your seat was played by the Expert.</source>
        <translation>Stessa smazzata, stesso mazziere, stessi giocatori intorno a te: solo il tuo posto è stato giocato dall'Esperto.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="198" />
        <source>Back to the hand</source>
        <translation>Torna alla smazzata</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="204" />
        <source>Hand %1, the same cards: you %2, the Expert in your seat %3.</source>
        <translation>Smazzata %1, stesse carte: tu %2, l'Esperto al tuo posto %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="220" />
        <source>Next Partie</source>
        <translation>Partita successiva</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="221" />
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="233" />
        <source>No trick has been played in this hand yet.</source>
        <translation>In questa smazzata non è ancora stata fatta nessuna presa.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="237" />
        <source>Last trick — taken by you</source>
        <translation>Ultima presa — fatta da te</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="238" />
        <source>Last trick — taken by %1</source>
        <translation>Ultima presa — fatta da %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="244" />
        <source>Last trick: %1.</source>
        <translation>Ultima presa: %1.</translation>
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
        <translation>Riprendere la partita interrotta?</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="35" />
        <source>&amp;Continue</source>
        <translation>&amp;Riprendi</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="36" />
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="48" />
        <source>%1 &amp; %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="55" />
        <source>%1, hand %2</source>
        <translation>%1, smazzata %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="58" />
        <source>saved %1</source>
        <translation>salvata il %1</translation>
    </message>
</context>
<context>
    <name>ReviewBoard</name>
    <message>
        <location filename="../ui/review_dialog.py" line="117" />
        <source>Your seat</source>
        <translation>Il tuo posto</translation>
    </message>
</context>
<context>
    <name>ReviewDialog</name>
    <message>
        <location filename="../ui/review_dialog.py" line="267" />
        <source>Review of hand %1</source>
        <translation>Analisi della smazzata %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="269" />
        <source>Hand %1</source>
        <translation>Smazzata %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="270" />
        <source>Deal</source>
        <translation>Distribuzione</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="271" />
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="272" />
        <source>Forward</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="273" />
        <source>Last trick</source>
        <translation>Ultima presa</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="274" />
        <source>Find a better card</source>
        <translation>Trova una carta migliore</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="275" />
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="279" />
        <source>Judged by the points a choice gives up, over the deals you could not tell apart then (never the open hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond.</source>
        <translation>Giudicato dai punti che una scelta regala, sulle distribuzioni che allora non potevi distinguere (mai a carte scoperte): Migliore fino a %1, Buona fino a %2, Imprecisione fino a %3, Errore fino a %4, oltre Errore grave.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="286" />
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="286" />
        <source>Good</source>
        <translation>Buona</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="287" />
        <source>Inaccuracy</source>
        <translation>Imprecisione</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="287" />
        <source>Mistake</source>
        <translation>Errore</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="288" />
        <source>Blunder</source>
        <translation>Errore grave</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="288" />
        <source>Forced</source>
        <translation>Forzata</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="294" />
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="295" />
        <source>Announcement: %1</source>
        <translation>Annuncio: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>Trump 6: %1</source>
        <translation>6 di briscola: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>exchanged</source>
        <translation>scambiato</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="298" />
        <source>kept</source>
        <translation>tenuto</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="300" />
        <source>Trump choice: %1</source>
        <translation>Scelta della briscola: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="301" />
        <source>Card: %1</source>
        <translation>Carta: %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="319" />
        <source>You chose %1</source>
        <translation>Hai scelto %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="320" />
        <source>%1 chose %2</source>
        <translation>%1 ha scelto %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="322" />
        <source>You pushed, %1 chose %2</source>
        <translation>Hai passato, %1 ha scelto %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="324" />
        <source>%1 pushed, you chose %2</source>
        <translation>%1 ha passato, hai scelto %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="325" />
        <source>%1 pushed, %2 chose %3</source>
        <translation>%1 ha passato, %2 ha scelto %3</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="336" />
        <source>the only legal choice.</source>
        <translation>l'unica scelta permessa.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/review_dialog.py" line="338" />
        <source>about %n points given up.</source>
        <translation><numerusform>circa %n punto regalato.</numerusform><numerusform>circa %n punti regalati.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="344" />
        <source>Which card would you play now? Click it among your cards.</source>
        <translation>Quale carta giocheresti ora? Cliccala tra le tue carte.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="353" />
        <source>Better: exchange the trump 6.</source>
        <translation>Meglio: scambiare il 6 di briscola.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="354" />
        <source>Better: keep the trump 6.</source>
        <translation>Meglio: tenere il 6 di briscola.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="358" />
        <source>Better: %1.</source>
        <translation>Meglio: %1.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="372" />
        <source>The deal</source>
        <translation>La distribuzione</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="374" />
        <source>Trick %1 of %2</source>
        <translation>Presa %1 di %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="376" />
        <source>taken by you</source>
        <translation>fatta da te</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="378" />
        <source>taken by %1</source>
        <translation>fatta da %1</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="387" />
        <source>Your decisions are being judged…</source>
        <translation>Le tue scelte sono in corso di analisi…</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="391" />
        <source>No decision of yours here.</source>
        <translation>Qui non hai scelto nulla.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="437" />
        <source>Your pick, %1, is the best choice.</source>
        <translation>La tua scelta, %1, è la migliore.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="439" />
        <source>Your pick, %1, would have been: %2.</source>
        <translation>La tua scelta, %1, sarebbe stata: %2.</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="454" />
        <source>Judging your decisions: %1 of %2</source>
        <translation>Analisi delle tue scelte: %1 di %2</translation>
    </message>
    <message>
        <location filename="../ui/review_dialog.py" line="468" />
        <source>The review failed: %1</source>
        <translation>L'analisi non è riuscita: %1</translation>
    </message>
</context>
<context>
    <name>Reviewing</name>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="60" />
        <source>%n inaccuracies</source>
        <extracomment>what a title bar takes besides its title: the window's icon, the buttons to minimize, maximize and close</extracomment>
        <translation><numerusform>%n imprecisione</numerusform><numerusform>%n imprecisioni</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="62" />
        <source>%n mistakes</source>
        <translation><numerusform>%n errore</numerusform><numerusform>%n errori</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/reviewing.py" line="64" />
        <source>%n blunders</source>
        <translation><numerusform>%n errore grave</numerusform><numerusform>%n errori gravi</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="66" />
        <source>Review: no inaccuracy, no mistake.</source>
        <translation>Analisi: nessuna imprecisione, nessun errore.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="67" />
        <source>Review: %1.</source>
        <translation>Analisi: %1.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="127" />
        <source>Reviewing your decisions… %1 of %2</source>
        <translation>Analisi delle tue scelte… %1 di %2</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="158" />
        <location filename="../ui/reviewing.py" line="210" />
        <source>Review a hand</source>
        <translation>Analizza una smazzata</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="159" />
        <source>No hand of this Partie is finished yet.</source>
        <translation>Nessuna smazzata di questa partita è ancora finita.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="167" />
        <location filename="../ui/reviewing.py" line="179" />
        <source>Review a saved game</source>
        <translation>Analizza una partita salvata</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="174" />
        <source>“%1” could not be opened.</source>
        <translation>Impossibile aprire «%1».</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="180" />
        <source>This Partie has no finished hand to review.</source>
        <translation>Questa partita non ha smazzate finite da analizzare.</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="199" />
        <source>Hand %1</source>
        <translation>Smazzata %1</translation>
    </message>
    <message>
        <location filename="../ui/reviewing.py" line="211" />
        <source>Which hand?</source>
        <translation>Quale smazzata?</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../ui/rules_help.py" line="230" />
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="231" />
        <source>Find in the rules (Ctrl+F)</source>
        <translation>Cerca nelle regole (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="232" />
        <source>Previous match (Shift+F3)</source>
        <translation>Risultato precedente (Maiusc+F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="233" />
        <source>Next match (F3)</source>
        <translation>Risultato successivo (F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="303" />
        <source>Not found</source>
        <translation>Non trovato</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="305" />
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
</context>
<context>
    <name>SchieberTable</name>
    <message>
        <location filename="../ui/table/schieber.py" line="23" />
        <source>%1 &amp; %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="30" />
        <source>Weis %1</source>
        <translation>Saggio %1</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="35" />
        <source>Weis: %1</source>
        <translation>Saggio: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="40" />
        <source>You and %1 win the Partie!</source>
        <translation>Tu e %1 vincete la partita!</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="41" />
        <source>%1 win the Partie</source>
        <translation>%1 vincono la partita</translation>
    </message>
</context>
<context>
    <name>SchmausTable</name>
    <message>
        <location filename="../ui/table/schmaus.py" line="32" />
        <source>Weis: %1</source>
        <translation>Saggio: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/schmaus.py" line="36" />
        <source>You win the Partie!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <location filename="../ui/table/schmaus.py" line="37" />
        <source>%1 wins the Partie</source>
        <translation>%1 vince la partita</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/score_sheets/jasstafel.py" line="62" />
        <source>Hand</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="57" />
        <source>Row</source>
        <translation>Riga</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="94" />
        <location filename="../app/score_sheets/jasstafel.py" line="84" />
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="100" />
        <source>Coiffeur table</source>
        <translation>Tabella del Coiffeur</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="119" />
        <source>Played as: %1</source>
        <translation>Giocata come: %1</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="124" />
        <source>%1: still to be played</source>
        <translation>%1: ancora da giocare</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="126" />
        <source>%1: being played now</source>
        <translation>%1: in gioco ora</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/coiffeur.py" line="129" />
        <source>%1: %2 points × %3 = %4</source>
        <translation>%1: %2 punti × %3 = %4</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/jasstafel.py" line="106" />
        <source>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</source>
        <translation>%1: carte %2, saggi %3, mazza %4, match %5, ×%6 = %7</translation>
    </message>
    <message>
        <location filename="../app/score_sheets/base.py" line="53" />
        <source>Jasstafel</source>
        <extracomment>a row name's mode sign, drawn by the window between its factor and its name (a Mode: a suit's sign, or Obenabe's and Undenufe's arrows); None where the row has none the part of a row name that stays on a sheet too narrow for the whole of it ("×3"): with the sign beside it the row is still told apart from every other (Schellen from Schilten), where a cut name is not ("Sc…") the roles a sheet answers; a view asks each cell for a dozen more, each time it measures or paints, so every sheet's ``data`` turns those away first (a long Partie's sheet has hundreds of cells) the text alignments of the name column and of the figures, as the ints the view reads the totals per side or player as the sheet writes them (the hand summary reads these) the language and deck of the card and mode names on the sheet (see :meth:`set_naming`) the lines of text in a cell: a sheet of one-line rows is laid out without measuring every row</extracomment>
        <translation>Lavagnetta</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/games/base.py" line="60" />
        <source>%n hands</source>
        <extracomment>the Rules fields of RULES.md the player may change for this game (the dialog greys the others out) whether a Partie may be played over a fixed number of hands instead of to a target whether a Partie goes to a target of points (a Coiffeur ends when its table is full) the numbers of hands a Partie may have (empty: any)</extracomment>
        <translation><numerusform>%n smazzata</numerusform><numerusform>%n smazzate</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/games/base.py" line="61" />
        <source>to %1</source>
        <translation>a %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="278" />
        <source>%1 · Partie %2 · %3</source>
        <extracomment>the size JassDesk opens at the first time, where the screen has room for it a screen whose available area, at 90%, is smaller than this gets all of it (the window opens maximized) in a window narrower than this the table needs the whole width: the score sheet folds away (Ctrl+T) the card art whose signs a sheet of modes shows before its row names (the window's; None: no signs)</extracomment>
        <translation>%1 · partita %2 · %3</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="281" />
        <source>practice game</source>
        <translation>partita di allenamento</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="283" />
        <source>Deal code: %1</source>
        <translation>Codice smazzata: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="305" />
        <source>Table</source>
        <translation>Tabella</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="305" />
        <source>Show the score sheet as a table of hands</source>
        <translation>Mostra la lavagnetta come tabella delle smazzate</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="306" />
        <source>Board</source>
        <translation>Lavagna</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="306" />
        <source>Show the score sheet as a chalk board</source>
        <translation>Mostra la lavagnetta scritta col gesso</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/games/coiffeur.py" line="28" />
        <source>%n rows</source>
        <translation><numerusform>%n riga</numerusform><numerusform>%n righe</numerusform></translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../ui/table/seats.py" line="35" />
        <source>Your seat</source>
        <translation>Il tuo posto</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="36" />
        <source>AI: %1</source>
        <translation>IA: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="44" />
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>M</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="45" />
        <source>V</source>
        <comment>Vorhand marker</comment>
        <translation>P</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="53" />
        <source>%1 — dealer: %2, Vorhand: %3</source>
        <translation>%1 — mazziere: %2, di mano: %3</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="54" />
        <location filename="../ui/table/seats.py" line="55" />
        <source>yes</source>
        <translation>sì</translation>
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
        <translation>Questa presa: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="178" />
        <source>This trick is played %1</source>
        <translation>Questa presa si gioca %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="49" />
        <source>Card points taken in this hand: %1</source>
        <translation>Punti delle carte presi in questa smazzata: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="59" />
        <source>Last trick (L)</source>
        <translation>Ultima presa (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="70" />
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="71" />
        <source>Take back your last decision and what the others played after it (Ctrl+Z)</source>
        <translation>Riprende la tua ultima decisione e ciò che gli altri hanno giocato dopo (Ctrl+Z)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="72" />
        <source>Nothing of yours to take back yet</source>
        <translation>Ancora niente di tuo da annullare</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="149" />
        <source>Trump</source>
        <translation>Briscola</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="149" />
        <source>Mode</source>
        <translation>Modalità</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="36" />
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="42" />
        <source>&amp;Deck:</source>
        <translation>&amp;Mazzo:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="47" />
        <source>Card &amp;back:</source>
        <translation>&amp;Dorso delle carte:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="52" />
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="54" />
        <source>Instant (no motion)</source>
        <translation>Istantanee (senza movimento)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="55" />
        <source>Fast</source>
        <translation>Veloci</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="55" />
        <location filename="../ui/dialogs.py" line="82" />
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="56" />
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="59" />
        <source>&amp;Animations:</source>
        <translation>&amp;Animazioni:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="74" />
        <source>AI &amp;pace (pause after each AI move):</source>
        <translation>&amp;Ritmo dell'IA (pausa dopo ogni mossa):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="76" />
        <source>Off</source>
        <translation>Disattivati</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="76" />
        <source>On request (H)</source>
        <translation>Su richiesta (H)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="77" />
        <source>Always shown</source>
        <translation>Sempre visibili</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="80" />
        <source>&amp;Hints:</source>
        <translation>&amp;Suggerimenti:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="82" />
        <source>Small</source>
        <translation>Piccole</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="83" />
        <source>Large</source>
        <translation>Grandi</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="86" />
        <source>Card &amp;size:</source>
        <translation>&amp;Dimensione delle carte:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="89" />
        <source>Settings apply at once and are kept for the next start.</source>
        <translation>Le impostazioni valgono subito e restano per il prossimo avvio.</translation>
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
        <translation>Tutti i giochi</translation>
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
        <translation>Tutti i livelli</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="66" />
        <source>No AI</source>
        <translation>Senza IA</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="216" />
        <source>Game</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="217" />
        <source>AI level</source>
        <translation>Livello dell'IA</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="218" />
        <source>Partien</source>
        <translation>Partite</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="219" />
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="220" />
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="221" />
        <source>Hands</source>
        <translation>Smazzate</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="222" />
        <source>Ø points</source>
        <translation>Ø punti</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="223" />
        <source>Ø opp.</source>
        <translation>Ø avv.</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="224" />
        <source>Matches</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="225" />
        <source>Weis</source>
        <translation>Saggi</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="226" />
        <source>Ø penalty</source>
        <translation>Ø penalità</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="227" />
        <source>Exact</source>
        <translation>Esatte</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="230" />
        <source>The game played</source>
        <translation>Il gioco giocato</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="231" />
        <source>The AI level of the Partie: the most common level among the other players, on a tie the stronger one</source>
        <translation>Il livello dell'IA della partita: il più frequente tra gli altri giocatori, a parità il più forte</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="234" />
        <source>Finished Partien</source>
        <translation>Partite finite</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="235" />
        <source>Partien won by your side</source>
        <translation>Partite vinte dalla tua squadra</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="236" />
        <source>Share of the finished Partien won by your side</source>
        <translation>Quota delle partite finite vinte dalla tua squadra</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="237" />
        <source>Hands played, also in Partien not yet finished</source>
        <translation>Smazzate giocate, anche in partite non ancora finite</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="238" />
        <source>Average points per hand written for your side</source>
        <translation>Punti segnati in media per smazzata dalla tua squadra</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="240" />
        <source>Average points per hand written for the opponents</source>
        <translation>Punti segnati in media per smazzata dagli avversari</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="242" />
        <source>Hands in which your side took every trick</source>
        <translation>Smazzate in cui la tua squadra ha fatto tutte le prese</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="243" />
        <source>Weis points announced by your side</source>
        <translation>Punti di saggi annunciati dalla tua squadra</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="244" />
        <source>Differenzler: your average penalty per hand (the difference between bid and points; lower is better)</source>
        <translation>Differenzler: la tua penalità media per smazzata (la differenza tra previsione e punti; meno è meglio)</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="247" />
        <source>Differenzler: hands you made exactly as bid</source>
        <translation>Differenzler: smazzate fatte esattamente come previsto</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="264" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 vinte, %2 perse, %3 pari</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="271" />
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="278" />
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/statistics_model.py" line="279" />
        <source>%n mixed</source>
        <translation><numerusform>%n mista</numerusform><numerusform>%n miste</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/statistics_model.py" line="292" />
        <source>%n Partien had AI players of different levels. Each is counted under the most common level among its AI players, on a tie the stronger one:</source>
        <translation><numerusform>%n partita aveva giocatori IA di livelli diversi. Conta al livello più frequente tra loro, a parità al più forte:</numerusform><numerusform>%n partite avevano giocatori IA di livelli diversi. Ognuna conta al livello più frequente tra loro, a parità al più forte:</numerusform></translation>
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
        <translation>Statistiche</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="722" />
        <source>Your statistics</source>
        <translation>Le tue statistiche</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="723" />
        <source>&amp;Game:</source>
        <translation>&amp;Gioco:</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="724" />
        <source>AI &amp;level:</source>
        <translation>&amp;Livello dell'IA:</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="902" />
        <source>Partien finished</source>
        <translation><numerusform>Partita finita</numerusform><numerusform>Partite finite</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="732" />
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="725" />
        <source>&amp;Practice games too</source>
        <translation>Anche le partite di &amp;allenamento</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="726" />
        <source>Count the practice games, where decisions could be taken back, in the figures and the trend (they are marked there)</source>
        <translation>Conta le partite di allenamento, in cui le decisioni si potevano riprendere, nelle cifre e nell'andamento (vi sono segnate)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="732" />
        <source>Points per hand (opponents)</source>
        <translation>Punti a smazzata (avv.)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="733" />
        <source>Weis points</source>
        <translation>Punti di saggi</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="733" />
        <source>Ø penalty (exact bids)</source>
        <translation>Ø penalità (esatte)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="736" />
        <source>&amp;Export CSV…</source>
        <translation>&amp;Esporta CSV…</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="737" />
        <source>Save every recorded hand as a CSV file for a spreadsheet</source>
        <translation>Salva ogni smazzata registrata in un file CSV per un foglio di calcolo</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="738" />
        <source>C&amp;lear history…</source>
        <translation>&amp;Cancella la cronologia…</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="739" />
        <source>Delete all recorded Partien and hands</source>
        <translation>Elimina tutte le partite e smazzate registrate</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="740" />
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="741" />
        <source>The statistics are being written; the latest hands are not counted here yet.</source>
        <translation>Le statistiche sono in corso di scrittura; le ultime smazzate non sono ancora contate qui.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="743" />
        <source>Another program is using the statistics file (a backup or sync tool, or a second JassDesk). The records wait and are written as soon as it is free; nothing is lost.</source>
        <translation>Un altro programma sta usando il file delle statistiche (un backup, uno strumento di sincronizzazione o un secondo JassDesk). I dati aspettano e vengono scritti appena è libero; non si perde nulla.</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="903" />
        <source>Hands recorded</source>
        <translation><numerusform>Smazzata registrata</numerusform><numerusform>Smazzate registrate</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="904" />
        <source>Matches made</source>
        <translation><numerusform>Match realizzato</numerusform><numerusform>Match realizzati</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="906" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 vinte, %2 perse, %3 pari</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="956" />
        <source>Exported %n hands to %1.</source>
        <translation><numerusform>Esportata %n smazzata in %1.</numerusform><numerusform>Esportate %n smazzate in %1.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="958" />
        <source>The export failed.</source>
        <translation>L'esportazione non è riuscita.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="960" />
        <source>The statistics were cleared.</source>
        <translation>Le statistiche sono state cancellate.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="971" />
        <location filename="../ui/statistics_dialog.py" line="982" />
        <source>Export statistics</source>
        <translation>Esporta le statistiche</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="972" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>File CSV (*.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="983" />
        <source>The statistics could not be exported:
%1</source>
        <translation>Impossibile esportare le statistiche:
%1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="995" />
        <location filename="../ui/statistics_dialog.py" line="999" />
        <location filename="../ui/statistics_dialog.py" line="1015" />
        <source>Clear history</source>
        <translation>Cancella la cronologia</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="1000" />
        <source>Delete all recorded statistics?
Finished Partien: %1, hands: %2.
This cannot be undone; export them first to keep a copy.</source>
        <translation>Eliminare tutte le statistiche registrate?
Partite finite: %1, smazzate: %2.
Non si può annullare; esportale prima per tenerne una copia.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="996" />
        <location filename="../ui/statistics_dialog.py" line="1016" />
        <source>The statistics could not be cleared:
%1</source>
        <translation>Impossibile cancellare le statistiche:
%1</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../ui/table/scene.py" line="106" />
        <source>Last trick (L)</source>
        <translation>Ultima presa (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="135" />
        <source>The hint failed: %1</source>
        <translation>Il suggerimento non è riuscito: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="462" />
        <source>%1's turn.</source>
        <translation>Tocca a %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="537" />
        <source>Why? The rule…</source>
        <translation>Perché? La regola…</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="462" />
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
</context>
<context>
    <name>TrendPlot</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <source>drawn</source>
        <extracomment>how long a read waits for the database before the window shows what it has (the GUI thread must not wait) how soon a read that found the database busy or not ready is tried again</extracomment>
        <translation>pari</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <location filename="../ui/statistics_dialog.py" line="333" />
        <source>won</source>
        <translation>vinta</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="122" />
        <location filename="../ui/statistics_dialog.py" line="334" />
        <source>lost</source>
        <translation>persa</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="123" />
        <source>Partie %1 (%2): %3</source>
        <translation>Partita %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="124" />
        <source>practice game</source>
        <translation>partita di allenamento</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="125" />
        <source>%1 points per hand (opponents %2) in %3</source>
        <translation>%1 punti per smazzata (avversari %2) in %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="126" />
        <location filename="../ui/statistics_dialog.py" line="129" />
        <source>%n hands</source>
        <translation><numerusform>%n smazzata</numerusform><numerusform>%n smazzate</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="128" />
        <source>%1 penalty per hand, %2 exact bids, in %3</source>
        <translation>%1 di penalità per smazzata, %2 previsioni esatte, in %3</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="131" />
        <source>Win rate over the last %n Partien: %1</source>
        <translation><numerusform>Percentuale di vittorie nell'ultima partita: %1</numerusform><numerusform>Percentuale di vittorie nelle ultime %n partite: %1</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="134" />
        <source>AI: %1</source>
        <translation>IA: %1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="135" />
        <source>%1 (mixed levels, counted as %2)</source>
        <translation>%1 (livelli misti, contata come %2)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="152" />
        <source>The statistics cannot be read</source>
        <translation>Le statistiche non sono leggibili</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="153" />
        <source>No finished Partien yet</source>
        <translation>Ancora nessuna partita finita</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="159" />
        <source>Choose another game or AI level above.</source>
        <translation>Scegli sopra un altro gioco o livello dell'IA.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="160" />
        <source>Finish a Partie to see your win rate and points per hand here.</source>
        <translation>Finisci una partita per vedere qui la tua percentuale di vittorie e i punti per smazzata.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="302" />
        <source>Partien, oldest to newest</source>
        <translation>Partite, dalla più vecchia alla più recente</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="311" />
        <source>Win rate</source>
        <translation>Percentuale di vittorie</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="313" />
        <source>Points per hand</source>
        <translation>Punti per smazzata</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="313" />
        <source>Penalty per hand</source>
        <translation>Penalità per smazzata</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="330" />
        <source>Win rate over the last %n Partien</source>
        <translation><numerusform>Percentuale di vittorie nell'ultima partita</numerusform><numerusform>Percentuale di vittorie nelle ultime %n partite</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="331" />
        <source>Your penalty per hand</source>
        <translation>La tua penalità per smazzata</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="332" />
        <source>Your points per hand</source>
        <translation>I tuoi punti per smazzata</translation>
    </message>
</context>
<context>
    <name>WindowClaim</name>
    <message>
        <location filename="../ui/instance.py" line="162" />
        <source>JassDesk is already running with this folder; this window saves its Partie separately in %1.</source>
        <translation>JassDesk è già aperto con questa cartella; questa finestra salva la sua partita a parte in %1.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="164" />
        <source>Saving separately: %1</source>
        <translation>Salvataggio a parte: %1</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="174" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="176" />
        <source>The other JassDesk window did not answer. Nothing is lost: the next start offers to continue both Partien.</source>
        <translation>L'altra finestra di JassDesk non ha risposto. Non si perde nulla: al prossimo avvio JassDesk proporrà di riprendere entrambe le partite.</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="241" />
        <source>Unfinished Partie</source>
        <translation>Partita non finita</translation>
    </message>
    <message>
        <location filename="../ui/instance.py" line="246" />
        <source>The other window's Partie was kept as %1 (File &gt; Open).</source>
        <translation>La partita dell'altra finestra è stata conservata come %1 (File &gt; Apri).</translation>
    </message>
</context>
</TS>