<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../ui/about.py" line="65" />
        <source>About JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="72" />
        <source>The Swiss card game Jass — Schieber and Schmaus — offline, with AI players and hints.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="73" />
        <source>Copyright © the JassDesk contributors. Free software under the GNU General Public License, version 3 or later; it comes with no warranty.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="94" />
        <source>Licences of JassDesk and of the software it is built on:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="104" />
        <source>JassDesk is free software: you may share and change it under the terms of the GNU General Public License as published by the Free Software Foundation, version 3 or (at your option) any later version. It comes WITHOUT ANY WARRANTY.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="108" />
        <source>Card art — CC BY 4.0</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="109" />
        <source>The card faces, the backs and the icon are original art made for JassDesk, licensed under Creative Commons Attribution 4.0 International: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="114" />
        <source>Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser General Public License, version 3. Their source code: %1 and %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="119" />
        <source>Python and its standard library are used under the Python Software Foundation License.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="123" />
        <source>platformdirs finds the folders for the settings, the games and the log; MIT License.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="125" />
        <source>DejaVu fonts</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="126" />
        <source>The DejaVu Sans font is shipped for systems that have no font of their own (Bitstream Vera and Arev font licences).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="129" />
        <source>Other bundled software</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/about.py" line="130" />
        <source>What the installable bundle carries besides: PyInstaller's start-up program and, on Linux, libraries of the system it was built on.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/dialogs.py" line="21" />
        <source>Random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="22" />
        <source>Beginner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="23" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="24" />
        <source>Expert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="29" />
        <source>Swiss (Rosen, Eicheln, Schilten, Schellen)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="30" />
        <source>French (hearts, diamonds, spades, clubs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="31" />
        <source>French, four colours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="35" />
        <source>Blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="36" />
        <source>Red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="37" />
        <source>Green</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="298" />
        <location filename="../ui/dialogs.py" line="299" />
        <location filename="../ui/dialogs.py" line="303" />
        <source>You</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="310" />
        <location filename="../ui/dialogs.py" line="312" />
        <source>You (bottom):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="311" />
        <source>Opponent (top):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="313" />
        <source>Left opponent:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="314" />
        <source>Partner (top):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="315" />
        <source>Right opponent:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ExceptionReporter</name>
    <message>
        <location filename="../ui/crash.py" line="63" />
        <source>the terminal (no log file could be opened)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/crash.py" line="64" />
        <source>JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/crash.py" line="65" />
        <source>Something went wrong inside JassDesk.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/crash.py" line="67" />
        <source>The game goes on if it can. The details are written to %1; please include that file when you report the problem.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <location filename="../ui/app.py" line="174" />
        <source>Unfinished Partie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/app.py" line="176" />
        <source>The unfinished Partie was kept as %1 (File &gt; Open).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/app.py" line="189" />
        <source>The settings file could not be read. It was moved aside as “%1”; the default settings are used.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/app.py" line="192" />
        <source>The settings file could not be read; the default settings are used.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/app.py" line="194" />
        <source>The autosave “%1” could not be read. It was moved aside as “%2”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/app.py" line="196" />
        <source>The autosave “%1” could not be read.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/app.py" line="198" />
        <source>A new game has been dealt.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/app.py" line="201" />
        <source>Damaged files are kept for a look, in %1; JassDesk will not read them again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/app.py" line="202" />
        <source>JassDesk found a damaged file and started without it.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/app.py" line="203" />
        <source>JassDesk found damaged files and started without them.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.py" line="165" />
        <source>The AI failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="410" />
        <location filename="../ui/mainwindow.py" line="502" />
        <source>JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="250" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="249" />
        <source>&amp;File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="251" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="252" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="253" />
        <source>&amp;Deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="254" />
        <source>Card &amp;back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="255" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="256" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="257" />
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="258" />
        <source>Save &amp;as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="259" />
        <source>S&amp;tatistics…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="260" />
        <source>&amp;Hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="261" />
        <source>&amp;Last trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="262" />
        <source>&amp;Settings…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="263" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="264" />
        <source>&amp;Full screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="265" />
        <source>&amp;Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="266" />
        <source>&amp;About JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="267" />
        <source>&amp;Score sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="268" />
        <source>Score sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="412" />
        <source>%1[*] — JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="426" />
        <source>JassDesk games (*%1);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="430" />
        <source>Open a saved game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="440" />
        <source>“%1” could not be opened.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="445" />
        <source>Opened %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="453" />
        <source>The saved Partie could not be continued.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="469" />
        <source>Schieber</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="469" />
        <source>Schmaus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="471" />
        <source>Save the Partie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="484" />
        <source>The Partie could not be saved as “%1”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="486" />
        <source>Saved to %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="492" />
        <source>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="495" />
        <source>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="497" />
        <source>The file or its folder cannot be used.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="504" />
        <location filename="../ui/mainwindow.py" line="539" />
        <source>Details: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="517" />
        <source>Not saved: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="522" />
        <source>The autosave does not work: after a crash this Partie cannot be continued (File &gt; Save as still works).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="523" />
        <source>the autosave</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="524" />
        <source>The statistics are not recorded: this Partie may be missing from them.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="525" />
        <source>the statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="526" />
        <source>The settings cannot be saved: changes last until JassDesk closes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="527" />
        <source>the settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="528" />
        <source>The log file cannot be written: problems are not recorded there.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="529" />
        <source>the log file</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="533" />
        <source>You can go on playing; still working: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="535" />
        <source>You can go on playing.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="541" />
        <source>JassDesk cannot save everything.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="53" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="58" />
        <source>Schieber (four players, two teams)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="59" />
        <source>Schmaus (two players, with a stock)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="60" />
        <source>&amp;Game:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="62" />
        <source>Rule &amp;preset:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="65" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="68" />
        <source>May trump instead of following suit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="69" />
        <source>The Bauer need not be played (Bauer exception)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="70" />
        <source>Trumpfzwang: must trump when void in the led suit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="71" />
        <source>Under-trumping forbidden</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="72" />
        <source>Weis</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="73" />
        <source>Stöck announced automatically</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="75" />
        <source>Undenufe counts ×4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="77" />
        <source>Klopfen: the cutter may knock (all agree)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="87" />
        <source>Clockwise (Vorhand at the dealer's left)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="88" />
        <source>Counter-clockwise (Vorhand at the dealer's right)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="90" />
        <source>Turn order:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="95" />
        <source>Match bonus:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="100" />
        <source>to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="104" />
        <source> points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="105" />
        <source>or</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="108" />
        <source> hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="115" />
        <source>The Partie goes:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="119" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="139" />
        <source>you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="150" />
        <source>&amp;Deck:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="152" />
        <source>empty: a new random deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="153" />
        <source>&amp;Seed (to replay a deal):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="159" />
        <source>&amp;Deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="194" />
        <source>Multipliers (%1/%2 ×2, Obenabe/Undenufe ×3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="197" />
        <source>Whoever draws an %1 deals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="204" />
        <source>Seed rules (follow suit, no Weis)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="205" />
        <source>Swiss standard (Weis, match +100, no under-trumping)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="208" />
        <source>Schmaus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="275" />
        <location filename="../ui/dialogs.py" line="277" />
        <source>The seed must be a whole number.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ResumePrompt</name>
    <message>
        <location filename="../ui/resume.py" line="30" />
        <source>JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/resume.py" line="31" />
        <source>Continue the Partie you left?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/resume.py" line="33" />
        <source>&amp;Continue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/resume.py" line="34" />
        <source>&amp;New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/resume.py" line="48" />
        <source>Schieber</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/resume.py" line="46" />
        <source>%1 &amp; %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/resume.py" line="52" />
        <source>Schmaus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/resume.py" line="57" />
        <source>%1, hand %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/resume.py" line="60" />
        <source>saved %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <location filename="../ui/rules_help.py" line="203" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="204" />
        <source>Find in the rules (Ctrl+F)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="205" />
        <source>Previous match (Shift+F3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="206" />
        <source>Next match (F3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="276" />
        <source>Not found</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/rules_help.py" line="278" />
        <source>%1 of %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/models.py" line="239" />
        <source>Hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/models.py" line="261" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/models.py" line="283" />
        <source>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="103" />
        <source>Jasstafel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="109" />
        <source>Schieber</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="109" />
        <source>Schmaus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="110" />
        <source>%1 hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="111" />
        <source>to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="112" />
        <source>%1 · Partie %2 · %3 · seed %4</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="324" />
        <source>Settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="330" />
        <source>&amp;Deck:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="335" />
        <source>Card &amp;back:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="340" />
        <source>&amp;Language:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="342" />
        <source>Instant (no motion)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="343" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="343" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="344" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="347" />
        <source>&amp;Animations:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="362" />
        <source>AI &amp;pace (pause after each AI move):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="364" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="364" />
        <source>On request (H)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="365" />
        <source>Always shown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="368" />
        <source>&amp;Hints:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="371" />
        <source>Settings apply to this session.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="380" />
        <source>%1 s</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../app/statistics_model.py" line="42" />
        <source>All games</source>
        <extracomment>Qt.UserRole: the raw value of a cell (int, float or None; the game/level code in the first columns). "row" or "total" StatisticsDB.totals() of a database without a Partie</extracomment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="43" />
        <source>Schieber</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="44" />
        <source>Schmaus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="50" />
        <source>All levels</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="51" />
        <source>Random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="52" />
        <source>Beginner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="53" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="54" />
        <source>Expert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="55" />
        <source>No AI</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="166" />
        <source>Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="167" />
        <source>AI level</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="168" />
        <source>Partien</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="169" />
        <source>Won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="170" />
        <source>Win rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="171" />
        <source>Hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="172" />
        <source>Ø points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="173" />
        <source>Ø opp.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="174" />
        <source>Matches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="175" />
        <source>Weis</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="178" />
        <source>The game played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="179" />
        <source>The AI level of the Partie: the most common level among the other players, on a tie the stronger one</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="182" />
        <source>Finished Partien</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="183" />
        <source>Partien won by your side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="184" />
        <source>Share of the finished Partien won by your side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="185" />
        <source>Hands played, also in Partien not yet finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="186" />
        <source>Average points per hand written for your side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="188" />
        <source>Average points per hand written for the opponents</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="190" />
        <source>Hands in which your side took every trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="191" />
        <source>Weis points announced by your side</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="207" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="212" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="502" />
        <source>Statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="503" />
        <source>Your statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="504" />
        <source>&amp;Game:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="505" />
        <source>AI &amp;level:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="510" />
        <source>Partien finished</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="510" />
        <source>Win rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="511" />
        <source>Hands played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="511" />
        <source>Points per hand (opponents)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="512" />
        <source>Matches</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="512" />
        <source>Weis points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="515" />
        <source>&amp;Export CSV…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="516" />
        <source>Save every recorded hand as a CSV file for a spreadsheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="517" />
        <source>C&amp;lear history…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="518" />
        <source>Delete all recorded Partien and hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="519" />
        <source>&amp;Close</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="578" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="591" />
        <source>Exported one hand to %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="592" />
        <source>Exported %1 hands to %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="594" />
        <source>The export failed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="596" />
        <source>The statistics were cleared.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="607" />
        <location filename="../ui/statistics_dialog.py" line="618" />
        <source>Export statistics</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="608" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="619" />
        <source>The statistics could not be exported:
%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="630" />
        <location filename="../ui/statistics_dialog.py" line="640" />
        <source>Clear history</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="631" />
        <source>Delete all recorded statistics?
Finished Partien: %1, hands: %2.
This cannot be undone; export them first to keep a copy.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="641" />
        <source>The statistics could not be cleared:
%1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../ui/table.py" line="159" />
        <source>The hint failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="192" />
        <source>%1 &amp; %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="498" />
        <source>An As: %1 deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="502" />
        <source>Highest card: %1 chooses who deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="508" />
        <source>%1 deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="544" />
        <source>Hand %1: %2 deals, %3 cuts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="553" />
        <source>Knocks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="555" />
        <source>Cuts %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="662" />
        <source>Trump is %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="671" />
        <source>Schiebe! (over to %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="709" />
        <source>Weis %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="713" />
        <location filename="../ui/table.py" line="1500" />
        <source>Stöck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="720" />
        <source>Stöck! +%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="728" />
        <location filename="../ui/table.py" line="1139" />
        <location filename="../ui/table.py" line="1148" />
        <source>Weis: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="729" />
        <source>%1 write %2 Weis points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="742" />
        <source>%1 takes the trick (%2 points).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="780" />
        <source>Exchanges the trump 6 for %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="894" />
        <source>Your seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="895" />
        <source>Random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="895" />
        <source>Beginner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="895" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="896" />
        <source>Expert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="897" />
        <source>AI: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="904" />
        <source>D</source>
        <comment>dealer marker</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="905" />
        <source>V</source>
        <comment>Vorhand marker</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="909" />
        <source>%1 — dealer: %2, Vorhand: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="910" />
        <location filename="../ui/table.py" line="911" />
        <source>yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="910" />
        <location filename="../ui/table.py" line="911" />
        <source>no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="940" />
        <source>Trump</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="940" />
        <source>Mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1005" />
        <source>%1 is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1059" />
        <source>Your partner pushed: choose the trump</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1060" />
        <source>Choose the trump</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1078" />
        <source>Schieben</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1080" />
        <source>partner chooses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1083" />
        <source>Choose the trump or push it to your partner.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1098" />
        <source>Cut the pack: click where to cut</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1102" />
        <source>Knock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1107" />
        <source>Your cut: click between two cards of the pack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1112" />
        <source>You drew the highest card: who deals?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1116" />
        <source>I deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1121" />
        <source>Choose who deals the first hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1154" />
        <source>Announce Stöck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1159" />
        <source>Exchange the trump 6</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1170" />
        <source>Your turn: play a card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1345" />
        <source>Hints are switched off (Settings).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1348" />
        <source>Hints are not available in this installation.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1351" />
        <source>A hint is given when it is your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1355" />
        <source>Thinking about a hint…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1380" />
        <location filename="../ui/table.py" line="1386" />
        <source>Hint: %1 — %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1419" />
        <source>No trick has been played in this hand yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1427" />
        <source>Last trick — taken by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1444" />
        <source>Last trick: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1496" />
        <source>Card points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1498" />
        <source>Weis</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1502" />
        <source>Match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1504" />
        <source>Multiplier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1505" />
        <source>Written this hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1507" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1518" />
        <source>Hand %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1525" />
        <source>The hand ended early: a side reached the target.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1532" />
        <source>Continue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1534" />
        <source>Hand over. Continue when you are ready (Enter).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1550" />
        <source>The Partie is drawn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1552" />
        <source>You win the Partie!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1553" />
        <source>You and %1 win the Partie!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1555" />
        <source>%1 wins the Partie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1556" />
        <source>%1 win the Partie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1560" />
        <source>Hands played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1561" />
        <source>Final score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1563" />
        <source>Played over %1 hands.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1564" />
        <source>Target: %1 points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1569" />
        <source>Next Partie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1570" />
        <source>New game…</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>TrendPlot</name>
    <message>
        <location filename="../ui/statistics_dialog.py" line="59" />
        <source>drawn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="59" />
        <location filename="../ui/statistics_dialog.py" line="259" />
        <source>won</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="59" />
        <location filename="../ui/statistics_dialog.py" line="260" />
        <source>lost</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="60" />
        <source>Partie %1 (%2): %3
%4 points per hand (opponents %5) over %6 hands
Win rate over the last %7 Partien: %8</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="78" />
        <source>The statistics cannot be read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="79" />
        <source>No finished Partien yet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="85" />
        <source>Choose another game or AI level above.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="86" />
        <source>Finish a Partie to see your win rate and points per hand here.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="230" />
        <source>Partien, oldest to newest</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="239" />
        <source>Win rate</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="241" />
        <source>Points per hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="257" />
        <source>Win rate over the last %1 Partien</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="258" />
        <source>Your points per hand</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>