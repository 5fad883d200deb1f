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
    <name>Choices</name>
    <message>
        <location filename="../ui/table/choices.py" line="78" />
        <source>Your partner pushed: choose the trump</source>
        <translation>Your partner pushed: choose the trump</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="79" />
        <source>Choose the trump</source>
        <translation>Choose the trump</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="93" />
        <source>Schieben</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="94" />
        <source>partner chooses</source>
        <translation>partner chooses</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="95" />
        <source>Choose the trump or push it to your partner.</source>
        <translation>Choose the trump or push it to your partner.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="112" />
        <source>Cut the pack: click where to cut</source>
        <translation>Cut the pack: click where to cut</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="116" />
        <source>Knock</source>
        <translation>Knock</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="119" />
        <source>Your cut: click between two cards of the pack.</source>
        <translation>Your cut: click between two cards of the pack.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="125" />
        <source>You drew the highest card: who deals?</source>
        <translation>You drew the highest card: who deals?</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="131" />
        <source>I deal</source>
        <translation>I deal</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="133" />
        <source>Choose who deals the first hand.</source>
        <translation>Choose who deals the first hand.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="159" />
        <source>Announce Stöck</source>
        <translation>Announce Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="164" />
        <source>Exchange the trump 6</source>
        <translation>Exchange the trump 6</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="170" />
        <source>Your turn: play a card.</source>
        <translation>Your turn: play a card.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/dialogs.py" line="23" />
        <source>Swiss (Rosen, Eicheln, Schilten, Schellen)</source>
        <translation>Swiss (Rosen, Eicheln, Schilten, Schellen)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="24" />
        <source>French (hearts, diamonds, spades, clubs)</source>
        <translation>French (hearts, diamonds, spades, clubs)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="25" />
        <source>French, four colours</source>
        <translation>French, four colours</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="29" />
        <source>Blue</source>
        <translation>Blue</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="30" />
        <source>Red</source>
        <translation>Red</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="31" />
        <source>Green</source>
        <translation>Green</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="292" />
        <location filename="../ui/dialogs.py" line="293" />
        <location filename="../ui/dialogs.py" line="297" />
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="304" />
        <location filename="../ui/dialogs.py" line="306" />
        <source>You (bottom):</source>
        <translation>You (bottom):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="305" />
        <source>Opponent (top):</source>
        <translation>Opponent (top):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="307" />
        <source>Left opponent:</source>
        <translation>Left opponent:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="308" />
        <source>Partner (top):</source>
        <translation>Partner (top):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="309" />
        <source>Right opponent:</source>
        <translation>Right opponent:</translation>
    </message>
</context>
<context>
    <name>EventShows</name>
    <message>
        <location filename="../ui/table/shows.py" line="72" />
        <source>An As: you deal.</source>
        <translation>An As: you deal.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="73" />
        <source>An As: %1 deals.</source>
        <translation>An As: %1 deals.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="76" />
        <source>Highest card: you choose who deals.</source>
        <translation>Highest card: you choose who deals.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="77" />
        <source>Highest card: %1 chooses who deals.</source>
        <translation>Highest card: %1 chooses who deals.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="84" />
        <source>You deal.</source>
        <translation>You deal.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="85" />
        <source>%1 deals.</source>
        <translation>%1 deals.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="122" />
        <source>Hand %1 — dealer: %2, cut: %3.</source>
        <translation>Hand %1 — dealer: %2, cut: %3.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="132" />
        <source>You knock.</source>
        <translation>You knock.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="132" />
        <source>Knocks.</source>
        <translation>Knocks.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="134" />
        <source>You cut at %1.</source>
        <translation>You cut at %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="134" />
        <source>Cuts %1.</source>
        <translation>Cuts %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="228" />
        <source>Trump is %1.</source>
        <translation>Trump is %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="233" />
        <source>Schiebe! (over to %1)</source>
        <translation>Schiebe! (over to %1)</translation>
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
        <translation><numerusform>Weis for %1: %n point.</numerusform><numerusform>Weis for %1: %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="304" />
        <source>Trick to %1 (%n points).</source>
        <translation><numerusform>Trick to %1 (%n point).</numerusform><numerusform>Trick to %1 (%n points).</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="344" />
        <source>You exchange the trump 6 for %1.</source>
        <translation>You exchange the trump 6 for %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="345" />
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
    <name>HintView</name>
    <message>
        <location filename="../ui/table/hint_view.py" line="33" />
        <source>Hints are switched off (Settings).</source>
        <translation>Hints are switched off (Settings).</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="36" />
        <source>A hint is given when it is your turn.</source>
        <translation>A hint is given when it is your turn.</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="40" />
        <source>Thinking about a hint…</source>
        <translation>Thinking about a hint…</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="66" />
        <location filename="../ui/table/hint_view.py" line="74" />
        <source>Hint: %1 — %2</source>
        <translation>Hint: %1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="72" />
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
        <location filename="../ui/app.py" line="174" />
        <source>Unfinished Partie</source>
        <translation>Unfinished Partie</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="176" />
        <source>The unfinished Partie was kept as %1 (File &gt; Open).</source>
        <translation>The unfinished Partie was kept as %1 (File &gt; Open).</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="189" />
        <source>The settings file could not be read. It was moved aside as “%1”; the default settings are used.</source>
        <translation>The settings file could not be read. It was moved aside as “%1”; the default settings are used.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="192" />
        <source>The settings file could not be read; the default settings are used.</source>
        <translation>The settings file could not be read; the default settings are used.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="194" />
        <source>The autosave “%1” could not be read. It was moved aside as “%2”.</source>
        <translation>The autosave “%1” could not be read. It was moved aside as “%2”.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="196" />
        <source>The autosave “%1” could not be read.</source>
        <translation>The autosave “%1” could not be read.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="198" />
        <source>A new game has been dealt.</source>
        <translation>A new game has been dealt.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="201" />
        <source>Damaged files are kept for a look, in %1; JassDesk will not read them again.</source>
        <translation>Damaged files are kept for a look, in %1; JassDesk will not read them again.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="202" />
        <source>JassDesk found a damaged file and started without it.</source>
        <translation>JassDesk found a damaged file and started without it.</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="203" />
        <source>JassDesk found damaged files and started without them.</source>
        <translation>JassDesk found damaged files and started without them.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <location filename="../app/level_labels.py" line="10" />
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="11" />
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="12" />
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <location filename="../app/level_labels.py" line="13" />
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.py" line="167" />
        <source>The AI failed: %1</source>
        <translation>The AI failed: %1</translation>
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
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="251" />
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="253" />
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="254" />
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="255" />
        <source>&amp;Deck</source>
        <translation>&amp;Deck</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="256" />
        <source>Card &amp;back</source>
        <translation>Card &amp;back</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="257" />
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="258" />
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="259" />
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="260" />
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="261" />
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="262" />
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="263" />
        <source>&amp;Last trick</source>
        <translation>&amp;Last trick</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="264" />
        <source>&amp;Settings…</source>
        <translation>&amp;Settings…</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="265" />
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="266" />
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="267" />
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="268" />
        <source>&amp;About JassDesk</source>
        <translation>&amp;About JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="269" />
        <source>&amp;Score sheet</source>
        <translation>&amp;Score sheet</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="270" />
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="524" />
        <source>The autosave does not work: after a crash this Partie cannot be continued (File &gt; Save as still works).</source>
        <translation>The autosave does not work: after a crash this Partie cannot be continued (File &gt; Save as still works).</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="525" />
        <source>the autosave</source>
        <translation>the autosave</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="526" />
        <source>The statistics are not recorded: this Partie may be missing from them.</source>
        <translation>The statistics are not recorded: this Partie may be missing from them.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="527" />
        <source>the statistics</source>
        <translation>the statistics</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="528" />
        <source>The settings cannot be saved: changes last until JassDesk closes.</source>
        <translation>The settings cannot be saved: changes last until JassDesk closes.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="529" />
        <source>the settings</source>
        <translation>the settings</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="530" />
        <source>The log file cannot be written: problems are not recorded there.</source>
        <translation>The log file cannot be written: problems are not recorded there.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="531" />
        <source>the log file</source>
        <translation>the log file</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="535" />
        <source>You can go on playing; still working: %1.</source>
        <translation>You can go on playing; still working: %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="537" />
        <source>You can go on playing.</source>
        <translation>You can go on playing.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="543" />
        <source>JassDesk cannot save everything.</source>
        <translation>JassDesk cannot save everything.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="414" />
        <source>%1[*] — JassDesk</source>
        <translation>%1[*] — JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="428" />
        <source>JassDesk games (*%1);;All files (*)</source>
        <translation>JassDesk games (*%1);;All files (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="432" />
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="442" />
        <source>“%1” could not be opened.</source>
        <translation>“%1” could not be opened.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="447" />
        <source>Opened %1.</source>
        <translation>Opened %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="455" />
        <source>The saved Partie could not be continued.</source>
        <translation>The saved Partie could not be continued.</translation>
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
        <translation>Save the Partie</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="486" />
        <source>The Partie could not be saved as “%1”.</source>
        <translation>The Partie could not be saved as “%1”.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="488" />
        <source>Saved to %1.</source>
        <translation>Saved to %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="494" />
        <source>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</source>
        <translation>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="497" />
        <source>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</source>
        <translation>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="499" />
        <source>The file or its folder cannot be used.</source>
        <translation>The file or its folder cannot be used.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="506" />
        <location filename="../ui/mainwindow.py" line="541" />
        <source>Details: %1</source>
        <translation>Details: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="519" />
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="47" />
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="52" />
        <source>Schieber (four players, two teams)</source>
        <translation>Schieber (four players, two teams)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="53" />
        <source>Schmaus (two players, with a stock)</source>
        <translation>Schmaus (two players, with a stock)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="54" />
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="56" />
        <source>Rule &amp;preset:</source>
        <translation>Rule &amp;preset:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="59" />
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="62" />
        <source>May trump instead of following suit</source>
        <translation>May trump instead of following suit</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="63" />
        <source>The Bauer need not be played (Bauer exception)</source>
        <translation>The Bauer need not be played (Bauer exception)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="64" />
        <source>Trumpfzwang: must trump when void in the led suit</source>
        <translation>Trumpfzwang: must trump when void in the led suit</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="65" />
        <source>Under-trumping forbidden</source>
        <translation>Under-trumping forbidden</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="66" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="67" />
        <source>Stöck announced automatically</source>
        <translation>Stöck announced automatically</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="69" />
        <source>Undenufe counts ×4</source>
        <translation>Undenufe counts ×4</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="71" />
        <source>Klopfen: the cutter may knock (all agree)</source>
        <translation>Klopfen: the cutter may knock (all agree)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="81" />
        <source>Clockwise (Vorhand at the dealer's left)</source>
        <translation>Clockwise (Vorhand at the dealer's left)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="82" />
        <source>Counter-clockwise (Vorhand at the dealer's right)</source>
        <translation>Counter-clockwise (Vorhand at the dealer's right)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="84" />
        <source>Turn order:</source>
        <translation>Turn order:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="89" />
        <source>Match bonus:</source>
        <translation>Match bonus:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="94" />
        <source>to</source>
        <translation>to</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="98" />
        <source> points</source>
        <translation> points</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="99" />
        <source>or</source>
        <translation>or</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="102" />
        <source> hands</source>
        <translation> hands</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="109" />
        <source>The Partie goes:</source>
        <translation>The Partie goes:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="113" />
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="133" />
        <source>you</source>
        <translation>you</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="144" />
        <source>&amp;Deck:</source>
        <translation>&amp;Deck:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="146" />
        <source>empty: a new random deal</source>
        <translation>empty: a new random deal</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="147" />
        <source>&amp;Seed (to replay a deal):</source>
        <translation>&amp;Seed (to replay a deal):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="153" />
        <source>&amp;Deal</source>
        <translation>&amp;Deal</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="188" />
        <source>Multipliers (%1/%2 ×2, Obenabe/Undenufe ×3)</source>
        <translation>Multipliers (%1/%2 ×2, Obenabe/Undenufe ×3)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="191" />
        <source>Whoever draws an %1 deals</source>
        <translation>Whoever draws an %1 deals</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="198" />
        <source>Seed rules (follow suit, no Weis)</source>
        <translation>Seed rules (follow suit, no Weis)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="199" />
        <source>Swiss standard (Weis, match +100, no under-trumping)</source>
        <translation>Swiss standard (Weis, match +100, no under-trumping)</translation>
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
        <translation>The seed must be a whole number.</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <location filename="../ui/table/overlays.py" line="71" />
        <source>Card points</source>
        <translation>Card points</translation>
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
        <translation>Multiplier</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="80" />
        <source>Written this hand</source>
        <translation>Written this hand</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="82" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="88" />
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="95" />
        <source>The hand ended early: a side reached the target.</source>
        <translation>The hand ended early: a side reached the target.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="96" />
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="97" />
        <source>Hand over. Continue when you are ready (Enter).</source>
        <translation>Hand over. Continue when you are ready (Enter).</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="104" />
        <source>The Partie is drawn</source>
        <translation>The Partie is drawn</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="110" />
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="111" />
        <source>Final score</source>
        <translation>Final score</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/overlays.py" line="113" />
        <source>Played over %n hands.</source>
        <translation><numerusform>Played over %n hand.</numerusform><numerusform>Played over %n hands.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/overlays.py" line="114" />
        <source>Target: %n points.</source>
        <translation><numerusform>Target: %n point.</numerusform><numerusform>Target: %n points.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="115" />
        <source>Next Partie</source>
        <translation>Next Partie</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="116" />
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="128" />
        <source>No trick has been played in this hand yet.</source>
        <translation>No trick has been played in this hand yet.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="132" />
        <source>Last trick — taken by %1</source>
        <translation>Last trick — taken by %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="138" />
        <source>Last trick: %1.</source>
        <translation>Last trick: %1.</translation>
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
        <translation>Continue the Partie you left?</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="33" />
        <source>&amp;Continue</source>
        <translation>&amp;Continue</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="34" />
        <source>&amp;New game</source>
        <translation>&amp;New game</translation>
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
        <translation>%1, hand %2</translation>
    </message>
    <message>
        <location filename="../ui/resume.py" line="60" />
        <source>saved %1</source>
        <translation>saved %1</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../ui/rules_help.py" line="206" />
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="207" />
        <source>Find in the rules (Ctrl+F)</source>
        <translation>Find in the rules (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="208" />
        <source>Previous match (Shift+F3)</source>
        <translation>Previous match (Shift+F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="209" />
        <source>Next match (F3)</source>
        <translation>Next match (F3)</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="279" />
        <source>Not found</source>
        <translation>Not found</translation>
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="281" />
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
        <location filename="../app/models.py" line="236" />
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <location filename="../app/models.py" line="258" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../app/models.py" line="280" />
        <source>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</source>
        <translation>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</translation>
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
        <translation><numerusform>%n hand</numerusform><numerusform>%n hands</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="112" />
        <source>to %1</source>
        <translation>to %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="113" />
        <source>%1 · Partie %2 · %3 · seed %4</source>
        <translation>%1 · Partie %2 · %3 · seed %4</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../ui/table/seats.py" line="32" />
        <source>Your seat</source>
        <translation>Your seat</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="33" />
        <source>AI: %1</source>
        <translation>AI: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="41" />
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>D</translation>
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
        <translation>%1 — dealer: %2, Vorhand: %3</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="49" />
        <location filename="../ui/table/seats.py" line="50" />
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="49" />
        <location filename="../ui/table/seats.py" line="50" />
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="51" />
        <source>Card points taken in this hand: %1</source>
        <translation>Card points taken in this hand: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="55" />
        <source>Last trick (L)</source>
        <translation>Last trick (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="109" />
        <source>Trump</source>
        <translation>Trump</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="109" />
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="318" />
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="324" />
        <source>&amp;Deck:</source>
        <translation>&amp;Deck:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="329" />
        <source>Card &amp;back:</source>
        <translation>Card &amp;back:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="334" />
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="336" />
        <source>Instant (no motion)</source>
        <translation>Instant (no motion)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="337" />
        <source>Fast</source>
        <translation>Fast</translation>
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
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="341" />
        <source>&amp;Animations:</source>
        <translation>&amp;Animations:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="356" />
        <source>AI &amp;pace (pause after each AI move):</source>
        <translation>AI &amp;pace (pause after each AI move):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="358" />
        <source>Off</source>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="358" />
        <source>On request (H)</source>
        <translation>On request (H)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="359" />
        <source>Always shown</source>
        <translation>Always shown</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="362" />
        <source>&amp;Hints:</source>
        <translation>&amp;Hints:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="364" />
        <source>Small</source>
        <translation>Small</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="365" />
        <source>Large</source>
        <translation>Large</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="368" />
        <source>Card &amp;size:</source>
        <translation>Card &amp;size:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="371" />
        <source>Settings apply at once and are kept for the next start.</source>
        <translation>Settings apply at once and are kept for the next start.</translation>
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
        <translation>All games</translation>
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
        <translation>All levels</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="54" />
        <source>No AI</source>
        <translation>No AI</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="165" />
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="166" />
        <source>AI level</source>
        <translation>AI level</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="167" />
        <source>Partien</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="168" />
        <source>Won</source>
        <translation>Won</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="169" />
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="170" />
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="171" />
        <source>Ø points</source>
        <translation>Ø points</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="172" />
        <source>Ø opp.</source>
        <translation>Ø opp.</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="173" />
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="174" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="177" />
        <source>The game played</source>
        <translation>The game played</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="178" />
        <source>The AI level of the Partie: the most common level among the other players, on a tie the stronger one</source>
        <translation>The AI level of the Partie: the most common level among the other players, on a tie the stronger one</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="181" />
        <source>Finished Partien</source>
        <translation>Finished Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="182" />
        <source>Partien won by your side</source>
        <translation>Partien won by your side</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="183" />
        <source>Share of the finished Partien won by your side</source>
        <translation>Share of the finished Partien won by your side</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="184" />
        <source>Hands played, also in Partien not yet finished</source>
        <translation>Hands played, also in Partien not yet finished</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="185" />
        <source>Average points per hand written for your side</source>
        <translation>Average points per hand written for your side</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="187" />
        <source>Average points per hand written for the opponents</source>
        <translation>Average points per hand written for the opponents</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="189" />
        <source>Hands in which your side took every trick</source>
        <translation>Hands in which your side took every trick</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="190" />
        <source>Weis points announced by your side</source>
        <translation>Weis points announced by your side</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="206" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 won, %2 lost, %3 drawn</translation>
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
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="503" />
        <source>Your statistics</source>
        <translation>Your statistics</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="504" />
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="505" />
        <source>AI &amp;level:</source>
        <translation>AI &amp;level:</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="510" />
        <source>Partien finished</source>
        <translation>Partien finished</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="510" />
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="511" />
        <source>Hands played</source>
        <translation>Hands played</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="511" />
        <source>Points per hand (opponents)</source>
        <translation>Points per hand (opponents)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="512" />
        <source>Matches</source>
        <translation>Matches</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="512" />
        <source>Weis points</source>
        <translation>Weis points</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="515" />
        <source>&amp;Export CSV…</source>
        <translation>&amp;Export CSV…</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="516" />
        <source>Save every recorded hand as a CSV file for a spreadsheet</source>
        <translation>Save every recorded hand as a CSV file for a spreadsheet</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="517" />
        <source>C&amp;lear history…</source>
        <translation>C&amp;lear history…</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="518" />
        <source>Delete all recorded Partien and hands</source>
        <translation>Delete all recorded Partien and hands</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="519" />
        <source>&amp;Close</source>
        <translation>&amp;Close</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="578" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 won, %2 lost, %3 drawn</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/statistics_dialog.py" line="591" />
        <source>Exported %n hands to %1.</source>
        <translation><numerusform>Exported %n hand to %1.</numerusform><numerusform>Exported %n hands to %1.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="593" />
        <source>The export failed.</source>
        <translation>The export failed.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="595" />
        <source>The statistics were cleared.</source>
        <translation>The statistics were cleared.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="606" />
        <location filename="../ui/statistics_dialog.py" line="617" />
        <source>Export statistics</source>
        <translation>Export statistics</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="607" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV files (*.csv);;All files (*)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="618" />
        <source>The statistics could not be exported:
%1</source>
        <translation>The statistics could not be exported:
%1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="629" />
        <location filename="../ui/statistics_dialog.py" line="639" />
        <source>Clear history</source>
        <translation>Clear history</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="630" />
        <source>Delete all recorded statistics?
Finished Partien: %1, hands: %2.
This cannot be undone; export them first to keep a copy.</source>
        <translation>Delete all recorded statistics?
Finished Partien: %1, hands: %2.
This cannot be undone; export them first to keep a copy.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="640" />
        <source>The statistics could not be cleared:
%1</source>
        <translation>The statistics could not be cleared:
%1</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../ui/table/scene.py" line="99" />
        <source>Last trick (L)</source>
        <translation>Last trick (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="121" />
        <source>The hint failed: %1</source>
        <translation>The hint failed: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="439" />
        <source>%1's turn.</source>
        <translation>%1's turn.</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="512" />
        <source>Why? The rule…</source>
        <translation>Why? The rule…</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="439" />
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
</context>
<context>
    <name>TrendPlot</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="59" />
        <source>drawn</source>
        <translation>drawn</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="59" />
        <location filename="../ui/statistics_dialog.py" line="259" />
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="59" />
        <location filename="../ui/statistics_dialog.py" line="260" />
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="60" />
        <source>Partie %1 (%2): %3
%4 points per hand (opponents %5) over %6 hands
Win rate over the last %7 Partien: %8</source>
        <translation>Partie %1 (%2): %3
%4 points per hand (opponents %5) over %6 hands
Win rate over the last %7 Partien: %8</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="78" />
        <source>The statistics cannot be read</source>
        <translation>The statistics cannot be read</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="79" />
        <source>No finished Partien yet</source>
        <translation>No finished Partien yet</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="85" />
        <source>Choose another game or AI level above.</source>
        <translation>Choose another game or AI level above.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="86" />
        <source>Finish a Partie to see your win rate and points per hand here.</source>
        <translation>Finish a Partie to see your win rate and points per hand here.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="230" />
        <source>Partien, oldest to newest</source>
        <translation>Partien, oldest to newest</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="239" />
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="241" />
        <source>Points per hand</source>
        <translation>Points per hand</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="257" />
        <source>Win rate over the last %1 Partien</source>
        <translation>Win rate over the last %1 Partien</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="258" />
        <source>Your points per hand</source>
        <translation>Your points per hand</translation>
    </message>
</context>
</TS>