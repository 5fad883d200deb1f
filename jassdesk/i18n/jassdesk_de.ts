<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_CH">
<context>
    <name>Choices</name>
    <message>
        <location filename="../ui/table/choices.py" line="75" />
        <source>Your partner pushed: choose the trump</source>
        <translation>Ihr Partner hat geschoben: sagen Sie Trumpf an</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="76" />
        <source>Choose the trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="90" />
        <source>Schieben</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="91" />
        <source>partner chooses</source>
        <translation>Partner sagt an</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="92" />
        <source>Choose the trump or push it to your partner.</source>
        <translation>Sagen Sie Trumpf an oder schieben Sie zum Partner.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="109" />
        <source>Cut the pack: click where to cut</source>
        <translation>Abheben: klicken Sie, wo abgehoben wird</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="113" />
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="116" />
        <source>Your cut: click between two cards of the pack.</source>
        <translation>Sie heben ab: klicken Sie zwischen zwei Karten des Stapels.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="122" />
        <source>You drew the highest card: who deals?</source>
        <translation>Sie haben die höchste Karte gezogen: wer gibt?</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="128" />
        <source>I deal</source>
        <translation>Ich gebe</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="130" />
        <source>Choose who deals the first hand.</source>
        <translation>Bestimmen Sie, wer das erste Spiel gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="156" />
        <source>Announce Stöck</source>
        <translation>Stöck ansagen</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="161" />
        <source>Exchange the trump 6</source>
        <translation>Trumpf-6 tauschen</translation>
    </message>
    <message>
        <location filename="../ui/table/choices.py" line="167" />
        <source>Your turn: play a card.</source>
        <translation>Sie sind am Zug: spielen Sie eine Karte.</translation>
    </message>
</context>
<context>
    <name>Dialogs</name>
    <message>
        <location filename="../ui/dialogs.py" line="20" />
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="21" />
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="22" />
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="23" />
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="28" />
        <source>Swiss (Rosen, Eicheln, Schilten, Schellen)</source>
        <translation>Deutschschweizer Karten (Rosen, Eicheln, Schilten, Schellen)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="29" />
        <source>French (hearts, diamonds, spades, clubs)</source>
        <translation>Französische Karten (Herz, Ecken, Schaufel, Kreuz)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="30" />
        <source>French, four colours</source>
        <translation>Französische Karten, vierfarbig</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="34" />
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="35" />
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="36" />
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="286" />
        <location filename="../ui/dialogs.py" line="287" />
        <location filename="../ui/dialogs.py" line="291" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="298" />
        <location filename="../ui/dialogs.py" line="300" />
        <source>You (bottom):</source>
        <translation>Sie (unten):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="299" />
        <source>Opponent (top):</source>
        <translation>Gegner (oben):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="301" />
        <source>Left opponent:</source>
        <translation>Gegner links:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="302" />
        <source>Partner (top):</source>
        <translation>Partner (oben):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="303" />
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
        <location filename="../ui/table/shows.py" line="302" />
        <source>Trick to %1 (%n points).</source>
        <translation><numerusform>Stich an %1 (%n Punkt).</numerusform><numerusform>Stich an %1 (%n Punkte).</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="342" />
        <source>You exchange the trump 6 for %1.</source>
        <translation>Sie tauschen die Trumpf-6 gegen %1.</translation>
    </message>
    <message>
        <location filename="../ui/table/shows.py" line="343" />
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
        <location filename="../ui/table/hint_view.py" line="29" />
        <source>Hints are switched off (Settings).</source>
        <translation>Tipps sind ausgeschaltet (Einstellungen).</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="32" />
        <source>Hints are not available in this installation.</source>
        <translation>Tipps sind in dieser Installation nicht verfügbar.</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="35" />
        <source>A hint is given when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="39" />
        <source>Thinking about a hint…</source>
        <translation>Ein Tipp wird überlegt …</translation>
    </message>
    <message>
        <location filename="../ui/table/hint_view.py" line="65" />
        <location filename="../ui/table/hint_view.py" line="70" />
        <source>Hint: %1 — %2</source>
        <translation>Tipp: %1 — %2</translation>
    </message>
</context>
<context>
    <name>Keyboard</name>
    <message>
        <location filename="../ui/table/keys.py" line="56" />
        <source>Choose with the arrow keys, then press Enter.</source>
        <translation>Mit den Pfeiltasten wählen, dann Enter drücken.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="66" />
        <source>Cut at %1: Enter cuts.</source>
        <translation>Abheben bei %1: Enter hebt ab.</translation>
    </message>
    <message>
        <location filename="../ui/table/keys.py" line="75" />
        <source>Choose where to cut with the arrow keys, then press Enter.</source>
        <translation>Mit den Pfeiltasten wählen, wo abgehoben wird, dann Enter drücken.</translation>
    </message>
</context>
<context>
    <name>Launch</name>
    <message>
        <location filename="../ui/app.py" line="94" />
        <source>The last autosave could not be read: %1</source>
        <translation>Die letzte automatische Sicherung ist nicht lesbar: %1</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="109" />
        <source>Unfinished Partie</source>
        <translation>Unbeendete Partie</translation>
    </message>
    <message>
        <location filename="../ui/app.py" line="111" />
        <source>The unfinished Partie was kept as %1 (File &gt; Open).</source>
        <translation>Die unbeendete Partie wurde als %1 aufbewahrt (Datei &gt; Öffnen).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.py" line="159" />
        <source>The AI failed: %1</source>
        <translation>Die KI ist gescheitert: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="395" />
        <location filename="../ui/mainwindow.py" line="487" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="244" />
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="243" />
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="245" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="246" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="247" />
        <source>&amp;Deck</source>
        <translation>&amp;Kartenbild</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="248" />
        <source>Card &amp;back</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="249" />
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="250" />
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="251" />
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="252" />
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="253" />
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistik …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="254" />
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="255" />
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="256" />
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="257" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="258" />
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="259" />
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="260" />
        <source>&amp;About JassDesk</source>
        <translation>Ü&amp;ber JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="261" />
        <source>&amp;Score sheet</source>
        <translation>&amp;Jasstafel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="262" />
        <source>Score sheet</source>
        <translation>Jasstafel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="346" />
        <source>About JassDesk</source>
        <translation>Über JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="347" />
        <source>&lt;h3&gt;JassDesk&lt;/h3&gt;&lt;p&gt;The Swiss card game Jass — Schieber and Schmaus — offline, with AI players and hints.&lt;/p&gt;&lt;p&gt;Code: GPL-3.0-or-later. Card art: CC BY 4.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;JassDesk&lt;/h3&gt;&lt;p&gt;Das Schweizer Kartenspiel Jass — Schieber und Schmaus — offline, mit KI-Spielern und Tipps.&lt;/p&gt;&lt;p&gt;Code: GPL-3.0-or-later. Kartenbilder: CC BY 4.0.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="397" />
        <source>%1[*] — JassDesk</source>
        <translation>%1[*] — JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="411" />
        <source>JassDesk games (*%1);;All files (*)</source>
        <translation>JassDesk-Spiele (*%1);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="415" />
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="425" />
        <source>“%1” could not be opened.</source>
        <translation>«%1» konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="430" />
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="438" />
        <source>The saved Partie could not be continued.</source>
        <translation>Die gespeicherte Partie kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="454" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="454" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="456" />
        <source>Save the Partie</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="469" />
        <source>The Partie could not be saved as “%1”.</source>
        <translation>Die Partie konnte nicht als «%1» gespeichert werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="471" />
        <source>Saved to %1.</source>
        <translation>Gespeichert in %1.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="477" />
        <source>It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.</source>
        <translation>Sie wurde von einer neueren JassDesk-Version geschrieben. Aktualisieren Sie JassDesk, um sie zu öffnen; die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="480" />
        <source>It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.</source>
        <translation>Es ist kein JassDesk-Spiel, oder die Datei wurde beschädigt oder bearbeitet. Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="482" />
        <source>The file or its folder cannot be used.</source>
        <translation>Die Datei oder ihr Ordner kann nicht verwendet werden.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="489" />
        <source>Details: %1</source>
        <translation>Einzelheiten: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="499" />
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="502" />
        <source>JassDesk cannot save in its data folder.</source>
        <translation>JassDesk kann in seinem Datenordner nicht speichern.</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="503" />
        <source>You can go on playing, but the Partie will not be there after a crash, and the statistics may miss it.</source>
        <translation>Sie können weiterspielen, aber nach einem Absturz ist die Partie verloren, und der Statistik kann sie fehlen.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="52" />
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="57" />
        <source>Schieber (four players, two teams)</source>
        <translation>Schieber (vier Spieler, zwei Teams)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="58" />
        <source>Schmaus (two players, with a stock)</source>
        <translation>Schmaus (zwei Spieler, mit Stock)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="59" />
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="61" />
        <source>Rule &amp;preset:</source>
        <translation>&amp;Regelvorlage:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="64" />
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="67" />
        <source>May trump instead of following suit</source>
        <translation>Trumpfen statt Farbe angeben erlaubt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="68" />
        <source>The Bauer need not be played (Bauer exception)</source>
        <translation>Der Bauer muss nicht gespielt werden (Bauer-Ausnahme)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="69" />
        <source>Trumpfzwang: must trump when void in the led suit</source>
        <translation>Trumpfzwang: wer nicht angeben kann, muss trumpfen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="70" />
        <source>Under-trumping forbidden</source>
        <translation>Untertrumpfen verboten</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="71" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="72" />
        <source>Stöck announced automatically</source>
        <translation>Stöck automatisch ansagen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="73" />
        <source>Multipliers (Schilten/Schellen ×2, Obenabe/Undenufe ×3)</source>
        <translation>Multiplikatoren (Schilten/Schellen ×2, Obenabe/Undenufe ×3)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="74" />
        <source>Undenufe counts ×4</source>
        <translation>Undenufe zählt ×4</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="75" />
        <source>Whoever draws an As deals</source>
        <translation>Wer ein As zieht, gibt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="76" />
        <source>Klopfen: the cutter may knock (all agree)</source>
        <translation>Klopfen: der Abheber darf klopfen (alle einverstanden)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="86" />
        <source>Clockwise (Vorhand at the dealer's left)</source>
        <translation>Im Uhrzeigersinn (Vorhand links vom Geber)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="87" />
        <source>Counter-clockwise (Vorhand at the dealer's right)</source>
        <translation>Gegen den Uhrzeigersinn (Vorhand rechts vom Geber)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="89" />
        <source>Turn order:</source>
        <translation>Spielrichtung:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="94" />
        <source>Match bonus:</source>
        <translation>Matchbonus:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="99" />
        <source>to</source>
        <translation>auf</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="103" />
        <source> points</source>
        <translation> Punkte</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="104" />
        <source>or</source>
        <translation>oder</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="107" />
        <source> hands</source>
        <translation> Spiele</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="114" />
        <source>The Partie goes:</source>
        <translation>Die Partie geht:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="118" />
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="138" />
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="147" />
        <source>&amp;Deck:</source>
        <translation>&amp;Kartenbild:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="149" />
        <source>empty: a new random deal</source>
        <translation>leer: neu gemischt</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="150" />
        <source>&amp;Seed (to replay a deal):</source>
        <translation>&amp;Seed (um ein Spiel zu wiederholen):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="156" />
        <source>&amp;Deal</source>
        <translation>&amp;Geben</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="192" />
        <source>Seed rules (follow suit, no Weis)</source>
        <translation>Grundregeln (Farbe angeben, ohne Weis)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="193" />
        <source>Swiss standard (Weis, match +100, no under-trumping)</source>
        <translation>Schweizer Standard (Weis, Match +100, kein Untertrumpfen)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="196" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="263" />
        <location filename="../ui/dialogs.py" line="265" />
        <source>The seed must be a whole number.</source>
        <translation>Der Seed muss eine ganze Zahl sein.</translation>
    </message>
</context>
<context>
    <name>Overlays</name>
    <message>
        <location filename="../ui/table/overlays.py" line="69" />
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="71" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="73" />
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="75" />
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="77" />
        <source>Multiplier</source>
        <translation>Multiplikator</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="78" />
        <source>Written this hand</source>
        <translation>In diesem Spiel geschrieben</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="80" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="86" />
        <source>Hand %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="93" />
        <source>The hand ended early: a side reached the target.</source>
        <translation>Das Spiel endete vorzeitig: eine Seite hat das Ziel erreicht.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="94" />
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="95" />
        <source>Hand over. Continue when you are ready (Enter).</source>
        <translation>Spiel zu Ende. Weiter, wenn Sie bereit sind (Eingabe).</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="102" />
        <source>The Partie is drawn</source>
        <translation>Die Partie endet unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="108" />
        <source>Hands played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="109" />
        <source>Final score</source>
        <translation>Schlussstand</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/overlays.py" line="111" />
        <source>Played over %n hands.</source>
        <translation><numerusform>Gespielt über %n Spiel.</numerusform><numerusform>Gespielt über %n Spiele.</numerusform></translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/table/overlays.py" line="112" />
        <source>Target: %n points.</source>
        <translation><numerusform>Ziel: %n Punkt.</numerusform><numerusform>Ziel: %n Punkte.</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="113" />
        <source>Next Partie</source>
        <translation>Nächste Partie</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="114" />
        <source>New game…</source>
        <translation>Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="126" />
        <source>No trick has been played in this hand yet.</source>
        <translation>In diesem Spiel wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="130" />
        <source>Last trick — taken by %1</source>
        <translation>Letzter Stich — gemacht von %1</translation>
    </message>
    <message>
        <location filename="../ui/table/overlays.py" line="135" />
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
    <name>RulesDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="397" />
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="411" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="412" />
        <source>Four players in two teams; partners sit opposite. Each gets nine cards, dealt in packets of three. The Vorhand (after the dealer) names the trump — a suit, Obenabe (highest card wins, no trump) or Undenufe (lowest wins) — or pushes (schieben) the choice to the partner, who must then choose.</source>
        <translation>Vier Spieler in zwei Teams; die Partner sitzen einander gegenüber. Jeder erhält neun Karten, in Paketen zu drei gegeben. Die Vorhand (nach dem Geber) sagt Trumpf an — eine Farbe, Obenabe (die höchste Karte sticht, kein Trumpf) oder Undenufe (die tiefste sticht) — oder schiebt die Wahl dem Partner, der dann ansagen muss.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="416" />
        <source>Trump order: Under (Bauer, 20), 9 (Nell, 14), As (11), König (4), Ober (3), Banner (10), 8, 7, 6. Other suits: As 11, Banner 10, König 4, Ober 3, Under 2. The last trick adds 5: 157 points per hand.</source>
        <translation>Trumpfreihenfolge: Under (Bauer, 20), 9 (Nell, 14), As (11), König (4), Ober (3), Banner (10), 8, 7, 6. Andere Farben: As 11, Banner 10, König 4, Ober 3, Under 2. Der letzte Stich zählt 5 dazu: 157 Punkte pro Spiel.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="419" />
        <source>You must follow suit; the rule preset and options decide whether you may trump instead, whether the Bauer must be played and whether under-trumping is allowed. König and Ober of trump in one hand are Stöck (20 points).</source>
        <translation>Es muss Farbe angegeben werden; Regelvorlage und Optionen bestimmen, ob stattdessen getrumpft werden darf, ob der Bauer gespielt werden muss und ob Untertrumpfen erlaubt ist. König und Ober im Trumpf in einer Hand sind Stöck (20 Punkte).</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="422" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="423" />
        <source>Two players, nine cards each; the other 18 form the stock. The turned card under the stock sets trump. After each trick the winner draws first, then the other. While the stock lasts you may play any card; afterwards you must follow suit, and trump when you cannot. The trump 6 may be exchanged for the turned card.</source>
        <translation>Zwei Spieler, je neun Karten; die übrigen 18 bilden den Stock. Die aufgedeckte Karte unter dem Stock bestimmt Trumpf. Nach jedem Stich zieht zuerst der Gewinner, dann der andere. Solange der Stock reicht, darf jede Karte gespielt werden; danach muss Farbe angegeben und, wer nicht kann, getrumpft werden. Die Trumpf-6 darf gegen die aufgedeckte Karte getauscht werden.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="427" />
        <source>With each card you may announce one Weis (three in sequence 20, four 50, five 100, four of a kind 100, four Under 200), each higher than your last one. The first to reach the target wins.</source>
        <translation>Mit jeder Karte darf ein Weis angesagt werden (Dreiblatt 20, Vierblatt 50, Fünfblatt 100, vier Gleiche 100, vier Bauern 200), jeder höher als der vorige. Wer zuerst das Ziel erreicht, gewinnt.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="430" />
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="431" />
        <source>Click a card to play it; cards you may not play are dimmed and a click on one says why. Keys: arrows choose a card, Enter plays it, H asks for a hint, L shows the last trick.</source>
        <translation>Ein Klick auf eine Karte spielt sie; nicht erlaubte Karten sind abgedunkelt, und ein Klick darauf sagt warum. Tasten: Pfeile wählen eine Karte, Eingabe spielt sie, H gibt einen Tipp, L zeigt den letzten Stich.</translation>
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
        <location filename="../ui/table/schmaus.py" line="33" />
        <source>Weis: %1</source>
        <translation>Weis: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/schmaus.py" line="37" />
        <source>You win the Partie!</source>
        <translation>Sie gewinnen die Partie!</translation>
    </message>
    <message>
        <location filename="../ui/table/schmaus.py" line="38" />
        <source>%1 wins the Partie</source>
        <translation>%1 gewinnt die Partie</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/models.py" line="237" />
        <source>Hand</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/models.py" line="259" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../app/models.py" line="281" />
        <source>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</source>
        <translation>%1: Karten %2, Weis %3, Stöck %4, Match %5, ×%6 = %7</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="101" />
        <source>Jasstafel</source>
        <translation>Jasstafel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="107" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="107" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message numerus="yes">
        <location filename="../ui/mainwindow.py" line="108" />
        <source>%n hands</source>
        <translation><numerusform>%n Spiel</numerusform><numerusform>%n Spiele</numerusform></translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="109" />
        <source>to %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="110" />
        <source>%1 · Partie %2 · %3 · seed %4</source>
        <translation>%1 · Partie %2 · %3 · Seed %4</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../ui/table/seats.py" line="31" />
        <source>Your seat</source>
        <translation>Ihr Platz</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="32" />
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="32" />
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="32" />
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="33" />
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="34" />
        <source>AI: %1</source>
        <translation>KI: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="42" />
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="43" />
        <source>V</source>
        <comment>Vorhand marker</comment>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="49" />
        <source>%1 — dealer: %2, Vorhand: %3</source>
        <translation>%1 — Geber: %2, Vorhand: %3</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="50" />
        <location filename="../ui/table/seats.py" line="51" />
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="50" />
        <location filename="../ui/table/seats.py" line="51" />
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="52" />
        <source>Card points taken in this hand: %1</source>
        <translation>In diesem Spiel gemachte Kartenpunkte: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="56" />
        <source>Last trick (L)</source>
        <translation>Letzter Stich (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="110" />
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../ui/table/seats.py" line="110" />
        <source>Mode</source>
        <translation>Spielart</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="312" />
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="318" />
        <source>&amp;Deck:</source>
        <translation>&amp;Kartenbild:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="323" />
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rücken:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="328" />
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="330" />
        <source>Instant (no motion)</source>
        <translation>Sofort (ohne Bewegung)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="331" />
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="331" />
        <location filename="../ui/dialogs.py" line="358" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="332" />
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="335" />
        <source>&amp;Animations:</source>
        <translation>&amp;Animationen:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="350" />
        <source>AI &amp;pace (pause after each AI move):</source>
        <translation>KI-&amp;Tempo (Pause nach jedem KI-Zug):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="352" />
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="352" />
        <source>On request (H)</source>
        <translation>Auf Wunsch (H)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="353" />
        <source>Always shown</source>
        <translation>Immer anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="356" />
        <source>&amp;Hints:</source>
        <translation>&amp;Tipps:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="358" />
        <source>Small</source>
        <translation>Klein</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="359" />
        <source>Large</source>
        <translation>Gross</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="362" />
        <source>Card &amp;size:</source>
        <translation>Karten&amp;grösse:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="365" />
        <source>Settings apply at once and are kept for the next start.</source>
        <translation>Die Einstellungen gelten sofort und bleiben für den nächsten Start erhalten.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="374" />
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../app/statistics_model.py" line="42" />
        <source>All games</source>
        <extracomment>Qt.UserRole: the raw value of a cell (int, float or None; the game/level code in the first columns). "row" or "total" StatisticsDB.totals() of a database without a Partie</extracomment>
        <translation>Alle Spielarten</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="43" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="44" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="50" />
        <source>All levels</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="51" />
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="52" />
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="53" />
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="54" />
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="55" />
        <source>No AI</source>
        <translation>Ohne KI</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="166" />
        <source>Game</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="167" />
        <source>AI level</source>
        <translation>KI-Stufe</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="168" />
        <source>Partien</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="169" />
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="170" />
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="171" />
        <source>Hands</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="172" />
        <source>Ø points</source>
        <translation>Ø Punkte</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="173" />
        <source>Ø opp.</source>
        <translation>Ø Gegner</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="174" />
        <source>Matches</source>
        <translation>Matchs</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="175" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="178" />
        <source>The game played</source>
        <translation>Die gespielte Spielart</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="179" />
        <source>The AI level of the Partie: the most common level among the other players, on a tie the stronger one</source>
        <translation>Die KI-Stufe der Partie: die häufigste Stufe unter den anderen Spielern, bei Gleichstand die stärkere</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="182" />
        <source>Finished Partien</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="183" />
        <source>Partien won by your side</source>
        <translation>Von Ihrer Seite gewonnene Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="184" />
        <source>Share of the finished Partien won by your side</source>
        <translation>Anteil der beendeten Partien, die Ihre Seite gewonnen hat</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="185" />
        <source>Hands played, also in Partien not yet finished</source>
        <translation>Gespielte Spiele, auch in noch nicht beendeten Partien</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="186" />
        <source>Average points per hand written for your side</source>
        <translation>Durchschnittlich für Ihre Seite geschriebene Punkte pro Spiel</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="188" />
        <source>Average points per hand written for the opponents</source>
        <translation>Durchschnittlich für die Gegner geschriebene Punkte pro Spiel</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="190" />
        <source>Hands in which your side took every trick</source>
        <translation>Spiele, in denen Ihre Seite alle Stiche gemacht hat</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="191" />
        <source>Weis points announced by your side</source>
        <translation>Weispunkte Ihrer Seite</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="207" />
        <source>%1 won, %2 lost, %3 drawn</source>
        <translation>%1 gewonnen, %2 verloren, %3 unentschieden</translation>
    </message>
    <message>
        <location filename="../app/statistics_model.py" line="212" />
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
    <message>
        <location filename="../ui/statistics_dialog.py" line="591" />
        <source>Exported one hand to %1.</source>
        <translation>Ein Spiel nach %1 exportiert.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="592" />
        <source>Exported %1 hands to %2.</source>
        <translation>%1 Spiele nach %2 exportiert.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="594" />
        <source>The export failed.</source>
        <translation>Der Export ist fehlgeschlagen.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="596" />
        <source>The statistics were cleared.</source>
        <translation>Die Statistik wurde gelöscht.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="607" />
        <location filename="../ui/statistics_dialog.py" line="618" />
        <source>Export statistics</source>
        <translation>Statistik exportieren</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="608" />
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>CSV-Dateien (*.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="619" />
        <source>The statistics could not be exported:
%1</source>
        <translation>Die Statistik konnte nicht exportiert werden:
%1</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="630" />
        <location filename="../ui/statistics_dialog.py" line="640" />
        <source>Clear history</source>
        <translation>Verlauf löschen</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="631" />
        <source>Delete all recorded statistics?
Finished Partien: %1, hands: %2.
This cannot be undone; export them first to keep a copy.</source>
        <translation>Die ganze aufgezeichnete Statistik löschen?
Beendete Partien: %1, Spiele: %2.
Das kann nicht rückgängig gemacht werden; exportieren Sie sie vorher, um eine Kopie zu behalten.</translation>
    </message>
    <message>
        <location filename="../ui/statistics_dialog.py" line="641" />
        <source>The statistics could not be cleared:
%1</source>
        <translation>Die Statistik konnte nicht gelöscht werden:
%1</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../ui/table/scene.py" line="124" />
        <source>The hint failed: %1</source>
        <translation>Der Tipp ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="102" />
        <source>Last trick (L)</source>
        <translation>Letzter Stich (L)</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="445" />
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="445" />
        <source>%1's turn.</source>
        <translation>%1 ist am Zug.</translation>
    </message>
    <message>
        <location filename="../ui/table/scene.py" line="521" />
        <source>Why? The rule…</source>
        <translation>Warum? Die Regel …</translation>
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