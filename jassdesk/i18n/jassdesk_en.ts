<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
<context>
    <name>Choices</name>
    <message>
        <location filename="../ui/table/choices.py" line="75" />
        <source>Your partner pushed: choose the trump</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="76" />
        <source>Choose the trump</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="90" />
        <source>Schieben</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="91" />
        <source>partner chooses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="92" />
        <source>Choose the trump or push it to your partner.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="109" />
        <source>Cut the pack: click where to cut</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="113" />
        <source>Knock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="116" />
        <source>Your cut: click between two cards of the pack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="122" />
        <source>You drew the highest card: who deals?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="128" />
        <source>I deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="130" />
        <source>Choose who deals the first hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="156" />
        <source>Announce Stöck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="161" />
        <source>Exchange the trump 6</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="167" />
        <source>Your turn: play a card.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/dialogs.py" line="20" />
        <source>Random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="21" />
        <source>Beginner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="22" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="23" />
        <source>Expert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="28" />
        <source>Swiss (Rosen, Eicheln, Schilten, Schellen)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="29" />
        <source>French (hearts, diamonds, spades, clubs)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="30" />
        <source>French, four colours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="34" />
        <source>Blue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="35" />
        <source>Red</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="36" />
        <source>Green</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="286" />
        <location filename="../ui/dialogs.py" line="287" />
        <location filename="../ui/dialogs.py" line="291" />
        <source>You</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="298" />
        <location filename="../ui/dialogs.py" line="300" />
        <source>You (bottom):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="299" />
        <source>Opponent (top):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="301" />
        <source>Left opponent:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="302" />
        <source>Partner (top):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="303" />
        <source>Right opponent:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>EventShows</name>
    <message>
        <location filename="../ui/table/shows.py" line="72" />
        <source>An As: you deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="73" />
        <source>An As: %1 deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="76" />
        <source>Highest card: you choose who deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="77" />
        <source>Highest card: %1 chooses who deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="84" />
        <source>You deal.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="85" />
        <source>%1 deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="122" />
        <source>Hand %1 — dealer: %2, cut: %3.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="132" />
        <source>You knock.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="132" />
        <source>Knocks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="134" />
        <source>You cut at %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="134" />
        <source>Cuts %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="228" />
        <source>Trump is %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="233" />
        <source>Schiebe! (over to %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="270" />
        <source>Stöck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="277" />
        <source>Stöck! +%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="286" />
        <source>Weis: %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="287" />
        <source>Weis for %1: %n points.</source>
        <translation><numerusform>Weis for %1: %n point.</numerusform><numerusform>Weis for %1: %n points.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/shows.py" line="302" />
        <source>Trick to %1 (%n points).</source>
        <translation><numerusform>Trick to %1 (%n point).</numerusform><numerusform>Trick to %1 (%n points).</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="342" />
        <source>You exchange the trump 6 for %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="343" />
        <source>Exchanges the trump 6 for %1.</source>
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
    <name>HintView</name>
    <message>
        <location filename="../ui/table/hint_view.py" line="29" />
        <source>Hints are switched off (Settings).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="32" />
        <source>Hints are not available in this installation.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="35" />
        <source>A hint is given when it is your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="39" />
        <source>Thinking about a hint…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="65" />
        <location filename="../ui/table/hint_view.py" line="70" />
        <source>Hint: %1 — %2</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../ui/table/keys.py" line="56" />
        <source>Choose with the arrow keys, then press Enter.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="66" />
        <source>Cut at %1: Enter cuts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="75" />
        <source>Choose where to cut with the arrow keys, then press Enter.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <location filename="../ui/app.py" line="94" />
        <source>The last autosave could not be read: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/app.py" line="109" />
        <source>Unfinished Partie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/app.py" line="111" />
        <source>The unfinished Partie was kept as %1 (File &gt; Open).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.py" line="159" />
        <source>The AI failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="395" />
        <location filename="../ui/mainwindow.py" line="487" />
        <source>JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="244" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="243" />
        <source>&amp;File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="245" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="246" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="247" />
        <source>&amp;Deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="248" />
        <source>Card &amp;back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="249" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="250" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="251" />
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="252" />
        <source>Save &amp;as…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="253" />
        <source>S&amp;tatistics…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="254" />
        <source>&amp;Hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="255" />
        <source>&amp;Last trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="256" />
        <source>&amp;Settings…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="257" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="258" />
        <source>&amp;Full screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="259" />
        <source>&amp;Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="260" />
        <source>&amp;About JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="261" />
        <source>&amp;Score sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="262" />
        <source>Score sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="346" />
        <source>About JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="347" />
        <source>&lt;h3&gt;JassDesk&lt;/h3&gt;&lt;p&gt;The Swiss card game Jass — Schieber and Schmaus — offline, with AI players and hints.&lt;/p&gt;&lt;p&gt;Code: GPL-3.0-or-later. Card art: CC BY 4.0.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="397" />
        <source>%1[*] — JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="411" />
        <source>JassDesk games (*%1);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="415" />
        <source>Open a saved game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="425" />
        <source>“%1” could not be opened.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="430" />
        <source>Opened %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="438" />
        <source>The saved Partie could not be continued.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="454" />
        <source>Schieber</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="454" />
        <source>Schmaus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="456" />
        <source>Save the Partie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="469" />
        <source>The Partie could not be saved as “%1”.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="471" />
        <source>Saved to %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="477" />
        <source>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="480" />
        <source>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="482" />
        <source>The file or its folder cannot be used.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="489" />
        <source>Details: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="499" />
        <source>Not saved: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="502" />
        <source>JassDesk cannot save in its data folder.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="503" />
        <source>You can go on playing, but the Partie will not be there after a crash, and the statistics may miss it.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="52" />
        <source>New game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="57" />
        <source>Schieber (four players, two teams)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="58" />
        <source>Schmaus (two players, with a stock)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="59" />
        <source>&amp;Game:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="61" />
        <source>Rule &amp;preset:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="64" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="67" />
        <source>May trump instead of following suit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="68" />
        <source>The Bauer need not be played (Bauer exception)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="69" />
        <source>Trumpfzwang: must trump when void in the led suit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="70" />
        <source>Under-trumping forbidden</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="71" />
        <source>Weis</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="72" />
        <source>Stöck announced automatically</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="73" />
        <source>Multipliers (Schilten/Schellen ×2, Obenabe/Undenufe ×3)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="74" />
        <source>Undenufe counts ×4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="75" />
        <source>Whoever draws an As deals</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="76" />
        <source>Klopfen: the cutter may knock (all agree)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="86" />
        <source>Clockwise (Vorhand at the dealer's left)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="87" />
        <source>Counter-clockwise (Vorhand at the dealer's right)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="89" />
        <source>Turn order:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="94" />
        <source>Match bonus:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="99" />
        <source>to</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="103" />
        <source> points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="104" />
        <source>or</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="107" />
        <source> hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="114" />
        <source>The Partie goes:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="118" />
        <source>Players</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="138" />
        <source>you</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="147" />
        <source>&amp;Deck:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="149" />
        <source>empty: a new random deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="150" />
        <source>&amp;Seed (to replay a deal):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="156" />
        <source>&amp;Deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="192" />
        <source>Seed rules (follow suit, no Weis)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="193" />
        <source>Swiss standard (Weis, match +100, no under-trumping)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="196" />
        <source>Schmaus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="263" />
        <location filename="../ui/dialogs.py" line="265" />
        <source>The seed must be a whole number.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <location filename="../ui/table/overlays.py" line="69" />
        <source>Card points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="71" />
        <source>Weis</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="73" />
        <source>Stöck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="75" />
        <source>Match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="77" />
        <source>Multiplier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="78" />
        <source>Written this hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="80" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="86" />
        <source>Hand %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="93" />
        <source>The hand ended early: a side reached the target.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="94" />
        <source>Continue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="95" />
        <source>Hand over. Continue when you are ready (Enter).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="102" />
        <source>The Partie is drawn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="108" />
        <source>Hands played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="109" />
        <source>Final score</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../ui/table/overlays.py" line="111" />
        <source>Played over %n hands.</source>
        <translation><numerusform>Played over %n hand.</numerusform><numerusform>Played over %n hands.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/overlays.py" line="112" />
        <source>Target: %n points.</source>
        <translation><numerusform>Target: %n point.</numerusform><numerusform>Target: %n points.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="113" />
        <source>Next Partie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="114" />
        <source>New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="126" />
        <source>No trick has been played in this hand yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="130" />
        <source>Last trick — taken by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="135" />
        <source>Last trick: %1.</source>
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
    <name>RulesDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="397" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="411" />
        <source>Schieber</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="412" />
        <source>Four players in two teams; partners sit opposite. Each gets nine cards, dealt in packets of three. The Vorhand (after the dealer) names the trump — a suit, Obenabe (highest card wins, no trump) or Undenufe (lowest wins) — or pushes (schieben) the choice to the partner, who must then choose.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="416" />
        <source>Trump order: Under (Bauer, 20), 9 (Nell, 14), As (11), König (4), Ober (3), Banner (10), 8, 7, 6. Other suits: As 11, Banner 10, König 4, Ober 3, Under 2. The last trick adds 5: 157 points per hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="419" />
        <source>You must follow suit; the rule preset and options decide whether you may trump instead, whether the Bauer must be played and whether under-trumping is allowed. König and Ober of trump in one hand are Stöck (20 points).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="422" />
        <source>Schmaus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="423" />
        <source>Two players, nine cards each; the other 18 form the stock. The turned card under the stock sets trump. After each trick the winner draws first, then the other. While the stock lasts you may play any card; afterwards you must follow suit, and trump when you cannot. The trump 6 may be exchanged for the turned card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="427" />
        <source>With each card you may announce one Weis (three in sequence 20, four 50, five 100, four of a kind 100, four Under 200), each higher than your last one. The first to reach the target wins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="430" />
        <source>At the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="431" />
        <source>Click a card to play it; cards you may not play are dimmed and a click on one says why. Keys: arrows choose a card, Enter plays it, H asks for a hint, L shows the last trick.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SchieberTable</name>
    <message>
        <location filename="../ui/table/schieber.py" line="22" />
        <source>%1 &amp; %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="29" />
        <source>Weis %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="34" />
        <source>Weis: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="39" />
        <source>You and %1 win the Partie!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/schieber.py" line="40" />
        <source>%1 win the Partie</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SchmausTable</name>
    <message>
        <location filename="../ui/table/schmaus.py" line="33" />
        <source>Weis: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/schmaus.py" line="37" />
        <source>You win the Partie!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/schmaus.py" line="38" />
        <source>%1 wins the Partie</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/models.py" line="237" />
        <source>Hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/models.py" line="259" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/models.py" line="281" />
        <source>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="101" />
        <source>Jasstafel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="107" />
        <source>Schieber</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="107" />
        <source>Schmaus</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.py" line="108" />
        <source>%n hands</source>
        <translation><numerusform>%n hand</numerusform><numerusform>%n hands</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="109" />
        <source>to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="110" />
        <source>%1 · Partie %2 · %3 · seed %4</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../ui/table/seats.py" line="31" />
        <source>Your seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="32" />
        <source>Random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="32" />
        <source>Beginner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="32" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="33" />
        <source>Expert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="34" />
        <source>AI: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="42" />
        <source>D</source>
        <comment>dealer marker</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="43" />
        <source>V</source>
        <comment>Vorhand marker</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="49" />
        <source>%1 — dealer: %2, Vorhand: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="50" />
        <location filename="../ui/table/seats.py" line="51" />
        <source>yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="50" />
        <location filename="../ui/table/seats.py" line="51" />
        <source>no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="52" />
        <source>Card points taken in this hand: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="56" />
        <source>Last trick (L)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="110" />
        <source>Trump</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="110" />
        <source>Mode</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="312" />
        <source>Settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="318" />
        <source>&amp;Deck:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="323" />
        <source>Card &amp;back:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="328" />
        <source>&amp;Language:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="330" />
        <source>Instant (no motion)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="331" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="331" />
        <location filename="../ui/dialogs.py" line="358" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="332" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="335" />
        <source>&amp;Animations:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="350" />
        <source>AI &amp;pace (pause after each AI move):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="352" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="352" />
        <source>On request (H)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="353" />
        <source>Always shown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="356" />
        <source>&amp;Hints:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="358" />
        <source>Small</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="359" />
        <source>Large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="362" />
        <source>Card &amp;size:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="365" />
        <source>Settings apply at once and are kept for the next start.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="374" />
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
        <location filename="../ui/table/scene.py" line="124" />
        <source>The hint failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="102" />
        <source>Last trick (L)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="445" />
        <source>%1 is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="445" />
        <source>%1's turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="521" />
        <source>Why? The rule…</source>
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