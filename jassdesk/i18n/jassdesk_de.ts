<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_CH">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ui/about.py" line="65" />
        <source>About JassDesk</source>
        <translation>Über JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="72" />
        <source>The Swiss card game Jass — Schieber and Schmaus — offline, with AI players and hints.</source>
        <translation>Das Schweizer Kartenspiel Jass — Schieber und Schmaus — offline, mit KI-Spielern und Tipps.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="73" />
        <source>Copyright © the JassDesk contributors. Free software under the GNU General Public License, version 3 or later; it comes with no warranty.</source>
        <translation>Copyright © die JassDesk-Mitwirkenden. Freie Software unter der GNU General Public License, Version 3 oder später; ohne jede Gewährleistung.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="94" />
        <source>Licences of JassDesk and of the software it is built on:</source>
        <translation>Lizenzen von JassDesk und der Software, auf der es aufbaut:</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="104" />
        <source>JassDesk is free software: you may share and change it under the terms of the GNU General Public License as published by the Free Software Foundation, version 3 or (at your option) any later version. It comes WITHOUT ANY WARRANTY.</source>
        <translation>JassDesk ist freie Software: Sie dürfen es unter den Bedingungen der GNU General Public License, wie von der Free Software Foundation veröffentlicht, weitergeben und verändern, entweder Version 3 oder (nach Ihrer Wahl) jede spätere Version. Es wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="108" />
        <source>Card art — CC BY 4.0</source>
        <translation>Kartenbilder — CC BY 4.0</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="109" />
        <source>The card faces, the backs and the icon are original art made for JassDesk, licensed under Creative Commons Attribution 4.0 International: %1</source>
        <translation>Die Kartenbilder, die Rückseiten und das Symbol sind eigens für JassDesk gezeichnet und stehen unter der Lizenz Creative Commons Namensnennung 4.0 International: %1</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="114" />
        <source>Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser General Public License, version 3. Their source code: %1 and %2</source>
        <translation>Qt und Qt for Python (PySide6, Shiboken6) werden unverändert unter der GNU Lesser General Public License, Version 3, verwendet. Ihr Quellcode: %1 und %2</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="119" />
        <source>Python and its standard library are used under the Python Software Foundation License.</source>
        <translation>Python und seine Standardbibliothek werden unter der Python Software Foundation License verwendet.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="123" />
        <source>platformdirs finds the folders for the settings, the games and the log; MIT License.</source>
        <translation>platformdirs findet die Ordner für die Einstellungen, die Spiele und das Protokoll; MIT-Lizenz.</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="125" />
        <source>DejaVu fonts</source>
        <translation>DejaVu-Schriften</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="126" />
        <source>The DejaVu Sans font is shipped for systems that have no font of their own (Bitstream Vera and Arev font licences).</source>
        <translation>Die Schrift DejaVu Sans wird für Systeme ohne eigene Schrift mitgeliefert (Schriftlizenzen von Bitstream Vera und Arev).</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="129" />
        <source>Other bundled software</source>
        <translation>Weitere mitgelieferte Software</translation>
    </message>
    <message>
        <location filename="../ui/about.py" line="130" />
        <source>What the installable bundle carries besides: PyInstaller's start-up program and, on Linux, libraries of the system it was built on.</source>
        <translation>Was das installierbare Paket sonst noch enthält: das Startprogramm von PyInstaller und unter Linux Bibliotheken des Systems, auf dem es gebaut wurde.</translation>
    </message>
</context>
<context>
    <name>Choices</name>
    <message>
        <location filename="../ui/table/choices.py" line="78" />
        <source>Your partner pushed: choose the trump</source>
        <translation>Ihr Partner hat geschoben: sagen Sie Trumpf an</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="79" />
        <source>Choose the trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="93" />
        <source>Schieben</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="94" />
        <source>partner chooses</source>
        <translation>Partner sagt an</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="95" />
        <source>Choose the trump or push it to your partner.</source>
        <translation>Sagen Sie Trumpf an oder schieben Sie zum Partner.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="112" />
        <source>Cut the pack: click where to cut</source>
        <translation>Abheben: klicken Sie, wo abgehoben wird</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="116" />
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="119" />
        <source>Your cut: click between two cards of the pack.</source>
        <translation>Sie heben ab: klicken Sie zwischen zwei Karten des Stapels.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="125" />
        <source>You drew the highest card: who deals?</source>
        <translation>Sie haben die höchste Karte gezogen: wer gibt?</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="131" />
        <source>I deal</source>
        <translation>Ich gebe</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="133" />
        <source>Choose who deals the first hand.</source>
        <translation>Bestimmen Sie, wer das erste Spiel gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="159" />
        <source>Announce Stöck</source>
        <translation>Stöck ansagen</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="164" />
        <source>Exchange the trump 6</source>
        <translation>Trumpf-6 tauschen</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="170" />
        <source>Your turn: play a card.</source>
        <translation>Sie sind am Zug: spielen Sie eine Karte.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/dialogs.py" line="23" />
        <source>Swiss (Rosen, Eicheln, Schilten, Schellen)</source>
        <translation>Deutschschweizer Karten (Rosen, Eicheln, Schilten, Schellen)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="24" />
        <source>French (hearts, diamonds, spades, clubs)</source>
        <translation>Französische Karten (Herz, Karo, Pik, Kreuz)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="25" />
        <source>French, four colours</source>
        <translation>Französische Karten, vierfarbig</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="29" />
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="30" />
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="31" />
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="292" />
        <location filename="../ui/dialogs.py" line="293" />
        <location filename="../ui/dialogs.py" line="297" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="304" />
        <location filename="../ui/dialogs.py" line="306" />
        <source>You (bottom):</source>
        <translation>Sie (unten):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="305" />
        <source>Opponent (top):</source>
        <translation>Gegner (oben):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="307" />
        <source>Left opponent:</source>
        <translation>Gegner links:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="308" />
        <source>Partner (top):</source>
        <translation>Partner (oben):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="309" />
        <source>Right opponent:</source>
        <translation>Gegner rechts:</translation>
    </message>
</context>
<context>
    <name>EventShows</name>
    <message>
        <location filename="../ui/table/shows.py" line="72" />
        <source>An As: you deal.</source>
        <translation>Ein As: Sie geben.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="73" />
        <source>An As: %1 deals.</source>
        <translation>Ein As: %1 gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="76" />
        <source>Highest card: you choose who deals.</source>
        <translation>Höchste Karte: Sie bestimmen, wer gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="77" />
        <source>Highest card: %1 chooses who deals.</source>
        <translation>Höchste Karte: %1 bestimmt, wer gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="84" />
        <source>You deal.</source>
        <translation>Sie geben.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="85" />
        <source>%1 deals.</source>
        <translation>%1 gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="122" />
        <source>Hand %1 — dealer: %2, cut: %3.</source>
        <translation>Spiel %1 — Geber: %2, Abheben: %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="132" />
        <source>You knock.</source>
        <translation>Sie klopfen.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="132" />
        <source>Knocks.</source>
        <translation>Klopft.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="134" />
        <source>You cut at %1.</source>
        <translation>Sie heben %1 ab.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="134" />
        <source>Cuts %1.</source>
        <translation>Hebt %1 ab.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="228" />
        <source>Trump is %1.</source>
        <translation>Trumpf ist %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="233" />
        <source>Schiebe! (over to %1)</source>
        <translation>Schiebe! (an %1)</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="270" />
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="277" />
        <source>Stöck! +%1</source>
        <translation>Stöck! +%1</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="286" />
        <source>Weis: %1</source>
        <translation>Weis: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="287" />
        <source>Weis for %1: %n points.</source>
        <translation><numerusform>Weis für %1: %n Punkt.</numerusform><numerusform>Weis für %1: %n Punkte.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="304" />
        <source>Trick to %1 (%n points).</source>
        <translation><numerusform>Stich an %1 (%n Punkt).</numerusform><numerusform>Stich an %1 (%n Punkte).</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="344" />
        <source>You exchange the trump 6 for %1.</source>
        <translation>Sie tauschen die Trumpf-6 gegen %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="345" />
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
    <name>HintView</name>
    <message>
        <location filename="../ui/table/hint_view.py" line="33" />
        <source>Hints are switched off (Settings).</source>
        <translation>Tipps sind ausgeschaltet (Einstellungen).</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="36" />
        <source>A hint is given when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="40" />
        <source>Thinking about a hint…</source>
        <translation>Ein Tipp wird überlegt …</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="66" />
        <location filename="../ui/table/hint_view.py" line="74" />
        <source>Hint: %1 — %2</source>
        <translation>Tipp: %1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="72" />
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../ui/table/keys.py" line="55" />
        <source>Choose with the arrow keys, then press Enter.</source>
        <translation>Mit den Pfeiltasten wählen, dann Enter drücken.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="65" />
        <source>Cut at %1: Enter cuts.</source>
        <translation>Abheben bei %1: Enter hebt ab.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="74" />
        <source>Choose where to cut with the arrow keys, then press Enter.</source>
        <translation>Mit den Pfeiltasten wählen, wo abgehoben wird, dann Enter drücken.</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <location filename="../ui/app.py" line="174" />
        <source>Unfinished Partie</source>
        <translation>Unbeendete Partie</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="176" />
        <source>The unfinished Partie was kept as %1 (File &gt; Open).</source>
        <translation>Die unbeendete Partie wurde als %1 aufbewahrt (Datei &gt; Öffnen).</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="189" />
        <source>The settings file could not be read. It was moved aside as “%1”; the default settings are used.</source>
        <translation>Die Einstellungsdatei ist nicht lesbar. Sie wurde als «%1» beiseitegelegt; es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="192" />
        <source>The settings file could not be read; the default settings are used.</source>
        <translation>Die Einstellungsdatei ist nicht lesbar; es gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="194" />
        <source>The autosave “%1” could not be read. It was moved aside as “%2”.</source>
        <translation>Die automatische Sicherung «%1» ist nicht lesbar. Sie wurde als «%2» beiseitegelegt.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="196" />
        <source>The autosave “%1” could not be read.</source>
        <translation>Die automatische Sicherung «%1» ist nicht lesbar.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="198" />
        <source>A new game has been dealt.</source>
        <translation>Ein neues Spiel wurde gegeben.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="201" />
        <source>Damaged files are kept for a look, in %1; JassDesk will not read them again.</source>
        <translation>Beschädigte Dateien bleiben zur Ansicht erhalten, in %1; JassDesk liest sie nicht mehr.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="202" />
        <source>JassDesk found a damaged file and started without it.</source>
        <translation>JassDesk hat eine beschädigte Datei gefunden und ohne sie gestartet.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="203" />
        <source>JassDesk found damaged files and started without them.</source>
        <translation>JassDesk hat beschädigte Dateien gefunden und ohne sie gestartet.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../app/level_labels.py" line="10" />
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="11" />
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="12" />
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="13" />
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.py" line="167" />
        <source>The AI failed: %1</source>
        <translation>Die KI ist gescheitert: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="412" />
        <location filename="../ui/mainwindow.py" line="504" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="252" />
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="251" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="253" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="254" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="255" />
        <source>&amp;Deck</source>
        <translation>&amp;Kartenbild</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="256" />
        <source>Card &amp;back</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="257" />
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="258" />
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="259" />
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="260" />
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="261" />
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="262" />
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="263" />
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="264" />
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="265" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="266" />
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="267" />
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="268" />
        <source>&amp;About JassDesk</source>
        <translation>Ü&amp;ber JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="269" />
        <source>&amp;Score sheet</source>
        <translation>&amp;Jasstafel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="270" />
        <source>Score sheet</source>
        <translation>Jasstafel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="524" />
        <source>The autosave does not work: after a crash this Partie cannot be continued (File &gt; Save as still works).</source>
        <translation>Die automatische Sicherung funktioniert nicht: nach einem Absturz kann diese Partie nicht fortgesetzt werden (Datei &gt; Speichern unter funktioniert weiterhin).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="525" />
        <source>the autosave</source>
        <translation>die automatische Sicherung</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="526" />
        <source>The statistics are not recorded: this Partie may be missing from them.</source>
        <translation>Die Statistik wird nicht geführt: diese Partie kann darin fehlen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="527" />
        <source>the statistics</source>
        <translation>die Statistik</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="528" />
        <source>The settings cannot be saved: changes last until JassDesk closes.</source>
        <translation>Die Einstellungen können nicht gespeichert werden: Änderungen gelten, bis JassDesk geschlossen wird.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="529" />
        <source>the settings</source>
        <translation>die Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="530" />
        <source>The log file cannot be written: problems are not recorded there.</source>
        <translation>Die Protokolldatei kann nicht geschrieben werden: Probleme werden dort nicht festgehalten.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="531" />
        <source>the log file</source>
        <translation>die Protokolldatei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="535" />
        <source>You can go on playing; still working: %1.</source>
        <translation>Sie können weiterspielen; weiterhin in Betrieb: %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="537" />
        <source>You can go on playing.</source>
        <translation>Sie können weiterspielen.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="543" />
        <source>JassDesk cannot save everything.</source>
        <translation>JassDesk kann nicht alles speichern.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="414" />
        <source>%1[*] — JassDesk</source>
        <translation>%1[*] — JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="428" />
        <source>JassDesk games (*%1);;All files (*)</source>
        <translation>JassDesk-Spiele (*%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="432" />
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="442" />
        <source>“%1” could not be opened.</source>
        <translation>«%1» konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="447" />
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="455" />
        <source>The saved Partie could not be continued.</source>
        <translation>Die gespeicherte Partie kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="471" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="471" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="473" />
        <source>Save the Partie</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="486" />
        <source>The Partie could not be saved as “%1”.</source>
        <translation>Die Partie konnte nicht als «%1» gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="488" />
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="494" />
        <source>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</source>
        <translation>Sie wurde von einer neueren JassDesk-Version geschrieben. Aktualisieren Sie JassDesk, um sie zu öffnen; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="497" />
        <source>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</source>
        <translation>Es ist kein JassDesk-Spiel, oder die Datei wurde beschädigt oder bearbeitet. Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="499" />
        <source>The file or its folder cannot be used.</source>
        <translation>Die Datei oder ihr Ordner kann nicht verwendet werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="506" />
        <location filename="../ui/mainwindow.py" line="541" />
        <source>Details: %1</source>
        <translation>Einzelheiten: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="519" />
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="47" />
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="52" />
        <source>Schieber (four players, two teams)</source>
        <translation>Schieber (vier Spieler, zwei Teams)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="53" />
        <source>Schmaus (two players, with a stock)</source>
        <translation>Schmaus (zwei Spieler, mit Stock)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="54" />
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="56" />
        <source>Rule &amp;preset:</source>
        <translation>&amp;Regelvorlage:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="59" />
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="62" />
        <source>May trump instead of following suit</source>
        <translation>Trumpfen statt Farbe angeben erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="63" />
        <source>The Bauer need not be played (Bauer exception)</source>
        <translation>Der Bauer muss nicht gespielt werden (Bauer-Ausnahme)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="64" />
        <source>Trumpfzwang: must trump when void in the led suit</source>
        <translation>Trumpfzwang: wer nicht angeben kann, muss trumpfen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="65" />
        <source>Under-trumping forbidden</source>
        <translation>Untertrumpfen verboten</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="66" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="67" />
        <source>Stöck announced automatically</source>
        <translation>Stöck automatisch ansagen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="69" />
        <source>Undenufe counts ×4</source>
        <translation>Undenufe zählt ×4</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="71" />
        <source>Klopfen: the cutter may knock (all agree)</source>
        <translation>Klopfen: der Abheber darf klopfen (alle einverstanden)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="81" />
        <source>Clockwise (Vorhand at the dealer's left)</source>
        <translation>Im Uhrzeigersinn (Vorhand links vom Geber)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="82" />
        <source>Counter-clockwise (Vorhand at the dealer's right)</source>
        <translation>Gegen den Uhrzeigersinn (Vorhand rechts vom Geber)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="84" />
        <source>Turn order:</source>
        <translation>Spielrichtung:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="89" />
        <source>Match bonus:</source>
        <translation>Matchbonus:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="94" />
        <source>to</source>
        <translation>auf</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="98" />
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="99" />
        <source>or</source>
        <translation>oder</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="102" />
        <source> hands</source>
        <translation> Spiele</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="109" />
        <source>The Partie goes:</source>
        <translation>Die Partie geht:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="113" />
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="133" />
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="144" />
        <source>&amp;Deck:</source>
        <translation>&amp;Kartenbild:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="146" />
        <source>empty: a new random deal</source>
        <translation>leer: neu gemischt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="147" />
        <source>&amp;Seed (to replay a deal):</source>
        <translation>&amp;Seed (um ein Spiel zu wiederholen):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="153" />
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="188" />
        <source>Multipliers (%1/%2 ×2, Obenabe/Undenufe ×3)</source>
        <translation>Multiplikatoren (%1/%2 ×2, Obenabe/Undenufe ×3)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="191" />
        <source>Whoever draws an %1 deals</source>
        <translation>Wer ein %1 zieht, gibt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="198" />
        <source>Seed rules (follow suit, no Weis)</source>
        <translation>Grundregeln (Farbe angeben, ohne Weis)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="199" />
        <source>Swiss standard (Weis, match +100, no under-trumping)</source>
        <translation>Schweizer Standard (Weis, Match +100, kein Untertrumpfen)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="202" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="269" />
        <location filename="../ui/dialogs.py" line="271" />
        <source>The seed must be a whole number.</source>
        <translation>Der Seed muss eine ganze Zahl sein.</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <location filename="../ui/table/overlays.py" line="71" />
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="73" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="75" />
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="77" />
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="79" />
        <source>Multiplier</source>
        <translation>Multiplikator</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="80" />
        <source>Written this hand</source>
        <translation>In diesem Spiel geschrieben</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="82" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="88" />
        <source>Hand %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="95" />
        <source>The hand ended early: a side reached the target.</source>
        <translation>Das Spiel endete vorzeitig: eine Seite hat das Ziel erreicht.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="96" />
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="97" />
        <source>Hand over. Continue when you are ready (Enter).</source>
        <translation>Spiel zu Ende. Weiter, wenn Sie bereit sind (Eingabe).</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="104" />
        <source>The Partie is drawn</source>
        <translation>Die Partie endet unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="110" />
        <source>Hands played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="111" />
        <source>Final score</source>
        <translation>Schlussstand</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/overlays.py" line="113" />
        <source>Played over %n hands.</source>
        <translation><numerusform>Gespielt über %n Spiel.</numerusform><numerusform>Gespielt über %n Spiele.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/overlays.py" line="114" />
        <source>Target: %n points.</source>
        <translation><numerusform>Ziel: %n Punkt.</numerusform><numerusform>Ziel: %n Punkte.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="115" />
        <source>Next Partie</source>
        <translation>Nächste Partie</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="116" />
        <source>New game…</source>
        <translation>Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="128" />
        <source>No trick has been played in this hand yet.</source>
        <translation>In diesem Spiel wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="132" />
        <source>Last trick — taken by %1</source>
        <translation>Letzter Stich — gemacht von %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="138" />
        <source>Last trick: %1.</source>
        <translation>Letzter Stich: %1.</translation>
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <location filename="../ui/resume.py" line="30" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="31" />
        <source>Continue the Partie you left?</source>
        <translation>Die unterbrochene Partie fortsetzen?</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="33" />
        <source>&amp;Continue</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="34" />
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="48" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="46" />
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="52" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="57" />
        <source>%1, hand %2</source>
        <translation>%1, Spiel %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="60" />
        <source>saved %1</source>
        <translation>gespeichert am %1</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../ui/rules_help.py" line="206" />
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="207" />
        <source>Find in the rules (Ctrl+F)</source>
        <translation>In den Regeln suchen (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="208" />
        <source>Previous match (Shift+F3)</source>
        <translation>Vorheriger Treffer (Shift+F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="209" />
        <source>Next match (F3)</source>
        <translation>Nächster Treffer (F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="279" />
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="281" />
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
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
        <translation>Sie und %1 gewinnen die Partie!</translation>
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="40" />
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
        <location filename="../app/models.py" line="236" />
        <source>Hand</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/models.py" line="258" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../app/models.py" line="280" />
        <source>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</source>
        <translation>%1: Karten %2, Weis %3, Stöck %4, Match %5, ×%6 = %7</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="104" />
        <source>Jasstafel</source>
        <translation>Jasstafel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="110" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="110" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.py" line="111" />
        <source>%n hands</source>
        <translation><numerusform>%n Spiel</numerusform><numerusform>%n Spiele</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="112" />
        <source>to %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="113" />
        <source>%1 · Partie %2 · %3 · seed %4</source>
        <translation>%1 · Partie %2 · %3 · Seed %4</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../ui/table/seats.py" line="32" />
        <source>Your seat</source>
        <translation>Ihr Platz</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="33" />
        <source>AI: %1</source>
        <translation>KI: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="41" />
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="42" />
        <source>V</source>
        <comment>Vorhand marker</comment>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="48" />
        <source>%1 — dealer: %2, Vorhand: %3</source>
        <translation>%1 — Geber: %2, Vorhand: %3</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="49" />
        <location filename="../ui/table/seats.py" line="50" />
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="49" />
        <location filename="../ui/table/seats.py" line="50" />
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="51" />
        <source>Card points taken in this hand: %1</source>
        <translation>In diesem Spiel gemachte Kartenpunkte: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="55" />
        <source>Last trick (L)</source>
        <translation>Letzter Stich (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="109" />
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="109" />
        <source>Mode</source>
        <translation>Spielart</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="318" />
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="324" />
        <source>&amp;Deck:</source>
        <translation>&amp;Kartenbild:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="329" />
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rücken:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="334" />
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="336" />
        <source>Instant (no motion)</source>
        <translation>Sofort (ohne Bewegung)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="337" />
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="337" />
        <location filename="../ui/dialogs.py" line="364" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="338" />
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="341" />
        <source>&amp;Animations:</source>
        <translation>&amp;Animationen:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="356" />
        <source>AI &amp;pace (pause after each AI move):</source>
        <translation>KI-&amp;Tempo (Pause nach jedem KI-Zug):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="358" />
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="358" />
        <source>On request (H)</source>
        <translation>Auf Wunsch (H)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="359" />
        <source>Always shown</source>
        <translation>Immer anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="362" />
        <source>&amp;Hints:</source>
        <translation>&amp;Tipps:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="364" />
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="365" />
        <source>Large</source>
        <translation>Gross</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="368" />
        <source>Card &amp;size:</source>
        <translation>Karten&amp;grösse:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="371" />
        <source>Settings apply at once and are kept for the next start.</source>
        <translation>Die Einstellungen gelten sofort und bleiben für den nächsten Start erhalten.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="381" />
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../app/statistics_model.py" line="44" />
        <source>All games</source>
        <extracomment>Qt.UserRole: the raw value of a cell (int, float or None; the game/level code in the first columns). "row" or "total" StatisticsDB.totals() of a database without a Partie</extracomment>
        <translation>Alle Spielarten</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="45" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="46" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="52" />
        <source>All levels</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="54" />
        <source>No AI</source>
        <translation>Ohne KI</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="165" />
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="166" />
        <source>AI level</source>
        <translation>KI-Stufe</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="167" />
        <source>Partien</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="168" />
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="169" />
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="170" />
        <source>Hands</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="171" />
        <source>Ø points</source>
        <translation>Ø Punkte</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="172" />
        <source>Ø opp.</source>
        <translation>Ø Gegner</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="173" />
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="174" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="177" />
        <source>The game played</source>
        <translation>Die gespielte Spielart</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="178" />
        <source>The AI level of the Partie: the most common level among the other players, on a tie the stronger one</source>
        <translation>Die KI-Stufe der Partie: die häufigste Stufe unter den anderen Spielern, bei Gleichstand die stärkere</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="181" />
        <source>Finished Partien</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="182" />
        <source>Partien won by your side</source>
        <translation>Von Ihrer Seite gewonnene Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="183" />
        <source>Share of the finished Partien won by your side</source>
        <translation>Anteil der beendeten Partien, die Ihre Seite gewonnen hat</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="184" />
        <source>Hands played, also in Partien not yet finished</source>
        <translation>Gespielte Spiele, auch in noch nicht beendeten Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="185" />
        <source>Average points per hand written for your side</source>
        <translation>Durchschnittlich für Ihre Seite geschriebene Punkte pro Spiel</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="187" />
        <source>Average points per hand written for the opponents</source>
        <translation>Durchschnittlich für die Gegner geschriebene Punkte pro Spiel</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="189" />
        <source>Hands in which your side took every trick</source>
        <translation>Spiele, in denen Ihre Seite alle Stiche gemacht hat</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="190" />
        <source>Weis points announced by your side</source>
        <translation>Weispunkte Ihrer Seite</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="206" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 gewonnen, %2 verloren, %3 unentschieden</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="211" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="502" />
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="503" />
        <source>Your statistics</source>
        <translation>Ihre Statistik</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="504" />
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="505" />
        <source>AI &amp;level:</source>
        <translation>KI-St&amp;ufe:</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="510" />
        <source>Partien finished</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="510" />
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="511" />
        <source>Hands played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="511" />
        <source>Points per hand (opponents)</source>
        <translation>Punkte pro Spiel (Gegner)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="512" />
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="512" />
        <source>Weis points</source>
        <translation>Weispunkte</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="515" />
        <source>&amp;Export CSV…</source>
        <translation>CSV &amp;exportieren …</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="516" />
        <source>Save every recorded hand as a CSV file for a spreadsheet</source>
        <translation>Jedes aufgezeichnete Spiel als CSV-Datei für eine Tabellenkalkulation speichern</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="517" />
        <source>C&amp;lear history…</source>
        <translation>Verlauf &amp;löschen …</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="518" />
        <source>Delete all recorded Partien and hands</source>
        <translation>Alle aufgezeichneten Partien und Spiele löschen</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="519" />
        <source>&amp;Close</source>
        <translation>S&amp;chliessen</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="578" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 gewonnen, %2 verloren, %3 unentschieden</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="591" />
        <source>Exported %n hands to %1.</source>
        <translation><numerusform>%n Spiel nach %1 exportiert.</numerusform><numerusform>%n Spiele nach %1 exportiert.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="593" />
        <source>The export failed.</source>
        <translation>Der Export ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="595" />
        <source>The statistics were cleared.</source>
        <translation>Die Statistik wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="606" />
        <location filename="../ui/statistics_dialog.py" line="617" />
        <source>Export statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="607" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="618" />
        <source>The statistics could not be exported:
%1</source>
        <translation>Die Statistik konnte nicht exportiert werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="629" />
        <location filename="../ui/statistics_dialog.py" line="639" />
        <source>Clear history</source>
        <translation>Verlauf löschen</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="630" />
        <source>Delete all recorded statistics?
Finished Partien: %1, hands: %2.
This cannot be undone; export them first to keep a copy.</source>
        <translation>Die ganze aufgezeichnete Statistik löschen?
Beendete Partien: %1, Spiele: %2.
Das kann nicht rückgängig gemacht werden; exportieren Sie sie vorher, um eine Kopie zu behalten.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="640" />
        <source>The statistics could not be cleared:
%1</source>
        <translation>Die Statistik konnte nicht gelöscht werden:
%1</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../ui/table/scene.py" line="99" />
        <source>Last trick (L)</source>
        <translation>Letzter Stich (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="121" />
        <source>The hint failed: %1</source>
        <translation>Der Tipp ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="439" />
        <source>%1's turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="512" />
        <source>Why? The rule…</source>
        <translation>Warum? Die Regel …</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="439" />
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
</context>
<context>
    <name>TrendPlot</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="59" />
        <source>drawn</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="59" />
        <location filename="../ui/statistics_dialog.py" line="259" />
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="59" />
        <location filename="../ui/statistics_dialog.py" line="260" />
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="60" />
        <source>Partie %1 (%2): %3
%4 points per hand (opponents %5) over %6 hands
Win rate over the last %7 Partien: %8</source>
        <translation>Partie %1 (%2): %3
%4 Punkte pro Spiel (Gegner %5) in %6 Spielen
Siegquote der letzten %7 Partien: %8</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="78" />
        <source>The statistics cannot be read</source>
        <translation>Die Statistik kann nicht gelesen werden</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="79" />
        <source>No finished Partien yet</source>
        <translation>Noch keine beendeten Partien</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="85" />
        <source>Choose another game or AI level above.</source>
        <translation>Wählen Sie oben eine andere Spielart oder KI-Stufe.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="86" />
        <source>Finish a Partie to see your win rate and points per hand here.</source>
        <translation>Beenden Sie eine Partie, um hier Ihre Siegquote und Punkte pro Spiel zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="230" />
        <source>Partien, oldest to newest</source>
        <translation>Partien, von der ältesten zur neuesten</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="239" />
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="241" />
        <source>Points per hand</source>
        <translation>Punkte pro Spiel</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="257" />
        <source>Win rate over the last %1 Partien</source>
        <translation>Siegquote der letzten %1 Partien</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="258" />
        <source>Your points per hand</source>
        <translation>Ihre Punkte pro Spiel</translation>
    </message>
</context>
</TS>