<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="de_CH">
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
        <location filename="../ui/dialogs.py" line="282" />
        <location filename="../ui/dialogs.py" line="283" />
        <location filename="../ui/dialogs.py" line="287" />
        <source>You</source>
        <translation>Sie</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="294" />
        <location filename="../ui/dialogs.py" line="296" />
        <source>You (bottom):</source>
        <translation>Sie (unten):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="295" />
        <source>Opponent (top):</source>
        <translation>Gegner (oben):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="297" />
        <source>Left opponent:</source>
        <translation>Gegner links:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="298" />
        <source>Partner (top):</source>
        <translation>Partner (oben):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="299" />
        <source>Right opponent:</source>
        <translation>Gegner rechts:</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.py" line="134" />
        <source>The AI failed: %1</source>
        <translation>Die KI ist gescheitert: %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="207" />
        <source>JassDesk</source>
        <translation>JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="208" />
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="209" />
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="210" />
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="211" />
        <source>&amp;Deck</source>
        <translation>&amp;Kartenbild</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="212" />
        <source>Card &amp;back</source>
        <translation>Karten&amp;rücken</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="213" />
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="214" />
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="215" />
        <source>&amp;Last trick</source>
        <translation>&amp;Letzter Stich</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="216" />
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen …</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="217" />
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="218" />
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="219" />
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="220" />
        <source>&amp;About JassDesk</source>
        <translation>Ü&amp;ber JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="221" />
        <source>&amp;Score sheet</source>
        <translation>&amp;Jasstafel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="222" />
        <source>Score sheet</source>
        <translation>Jasstafel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="305" />
        <source>About JassDesk</source>
        <translation>Über JassDesk</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="306" />
        <source>&lt;h3&gt;JassDesk&lt;/h3&gt;&lt;p&gt;The Swiss card game Jass — Schieber and Schmaus — offline, with AI players and hints.&lt;/p&gt;&lt;p&gt;Code: GPL-3.0-or-later. Card art: CC BY 4.0.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;JassDesk&lt;/h3&gt;&lt;p&gt;Das Schweizer Kartenspiel Jass — Schieber und Schmaus — offline, mit KI-Spielern und Tipps.&lt;/p&gt;&lt;p&gt;Code: GPL-3.0-or-later. Kartenbilder: CC BY 4.0.&lt;/p&gt;</translation>
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
        <location filename="../ui/dialogs.py" line="191" />
        <source>Seed rules (follow suit, no Weis)</source>
        <translation>Grundregeln (Farbe angeben, ohne Weis)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="192" />
        <source>Swiss standard (Weis, match +100, no under-trumping)</source>
        <translation>Schweizer Standard (Weis, Match +100, kein Untertrumpfen)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="195" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="262" />
        <location filename="../ui/dialogs.py" line="264" />
        <source>The seed must be a whole number.</source>
        <translation>Der Seed muss eine ganze Zahl sein.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="386" />
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="400" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="401" />
        <source>Four players in two teams; partners sit opposite. Each gets nine cards, dealt in packets of three. The Vorhand (after the dealer) names the trump — a suit, Obenabe (highest card wins, no trump) or Undenufe (lowest wins) — or pushes (schieben) the choice to the partner, who must then choose.</source>
        <translation>Vier Spieler in zwei Teams; die Partner sitzen einander gegenüber. Jeder erhält neun Karten, in Paketen zu drei gegeben. Die Vorhand (nach dem Geber) sagt Trumpf an — eine Farbe, Obenabe (die höchste Karte sticht, kein Trumpf) oder Undenufe (die tiefste sticht) — oder schiebt die Wahl dem Partner, der dann ansagen muss.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="405" />
        <source>Trump order: Under (Bauer, 20), 9 (Nell, 14), As (11), König (4), Ober (3), Banner (10), 8, 7, 6. Other suits: As 11, Banner 10, König 4, Ober 3, Under 2. The last trick adds 5: 157 points per hand.</source>
        <translation>Trumpfreihenfolge: Under (Bauer, 20), 9 (Nell, 14), As (11), König (4), Ober (3), Banner (10), 8, 7, 6. Andere Farben: As 11, Banner 10, König 4, Ober 3, Under 2. Der letzte Stich zählt 5 dazu: 157 Punkte pro Spiel.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="408" />
        <source>You must follow suit; the rule preset and options decide whether you may trump instead, whether the Bauer must be played and whether under-trumping is allowed. König and Ober of trump in one hand are Stöck (20 points).</source>
        <translation>Es muss Farbe angegeben werden; Regelvorlage und Optionen bestimmen, ob stattdessen getrumpft werden darf, ob der Bauer gespielt werden muss und ob Untertrumpfen erlaubt ist. König und Ober im Trumpf in einer Hand sind Stöck (20 Punkte).</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="411" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="412" />
        <source>Two players, nine cards each; the other 18 form the stock. The turned card under the stock sets trump. After each trick the winner draws first, then the other. While the stock lasts you may play any card; afterwards you must follow suit, and trump when you cannot. The trump 6 may be exchanged for the turned card.</source>
        <translation>Zwei Spieler, je neun Karten; die übrigen 18 bilden den Stock. Die aufgedeckte Karte unter dem Stock bestimmt Trumpf. Nach jedem Stich zieht zuerst der Gewinner, dann der andere. Solange der Stock reicht, darf jede Karte gespielt werden; danach muss Farbe angegeben und, wer nicht kann, getrumpft werden. Die Trumpf-6 darf gegen die aufgedeckte Karte getauscht werden.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="416" />
        <source>With each card you may announce one Weis (three in sequence 20, four 50, five 100, four of a kind 100, four Under 200), each higher than your last one. The first to reach the target wins.</source>
        <translation>Mit jeder Karte darf ein Weis angesagt werden (Dreiblatt 20, Vierblatt 50, Fünfblatt 100, vier Gleiche 100, vier Bauern 200), jeder höher als der vorige. Wer zuerst das Ziel erreicht, gewinnt.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="419" />
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="420" />
        <source>Click a card to play it; cards you may not play are dimmed and a click on one says why. Keys: arrows choose a card, Enter plays it, H asks for a hint, L shows the last trick.</source>
        <translation>Ein Klick auf eine Karte spielt sie; nicht erlaubte Karten sind abgedunkelt, und ein Klick darauf sagt warum. Tasten: Pfeile wählen eine Karte, Eingabe spielt sie, H gibt einen Tipp, L zeigt den letzten Stich.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/models.py" line="227" />
        <source>Hand</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../app/models.py" line="249" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../app/models.py" line="271" />
        <source>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</source>
        <translation>%1: Karten %2, Weis %3, Stöck %4, Match %5, ×%6 = %7</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="88" />
        <source>Jasstafel</source>
        <translation>Jasstafel</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="94" />
        <source>Schieber</source>
        <translation>Schieber</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="94" />
        <source>Schmaus</source>
        <translation>Schmaus</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="95" />
        <source>%1 hands</source>
        <translation>%1 Spiele</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="96" />
        <source>to %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="97" />
        <source>%1 · Partie %2 · %3 · seed %4</source>
        <translation>%1 · Partie %2 · %3 · Seed %4</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="308" />
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="314" />
        <source>&amp;Deck:</source>
        <translation>&amp;Kartenbild:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="319" />
        <source>Card &amp;back:</source>
        <translation>Karten&amp;rücken:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="324" />
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="326" />
        <source>Instant (no motion)</source>
        <translation>Sofort (ohne Bewegung)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="327" />
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="327" />
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="328" />
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="331" />
        <source>&amp;Animations:</source>
        <translation>&amp;Animationen:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="346" />
        <source>AI &amp;pace (pause after each AI move):</source>
        <translation>KI-&amp;Tempo (Pause nach jedem KI-Zug):</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="348" />
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="348" />
        <source>On request (H)</source>
        <translation>Auf Wunsch (H)</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="349" />
        <source>Always shown</source>
        <translation>Immer anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="352" />
        <source>&amp;Hints:</source>
        <translation>&amp;Tipps:</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="355" />
        <source>Settings apply to this session.</source>
        <translation>Die Einstellungen gelten für diese Sitzung.</translation>
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="364" />
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <location filename="../ui/table.py" line="159" />
        <source>The hint failed: %1</source>
        <translation>Der Tipp ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="191" />
        <source>%1 &amp; %2</source>
        <translation>%1 &amp; %2</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="497" />
        <source>An As: %1 deals.</source>
        <translation>Ein As: %1 gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="501" />
        <source>Highest card: %1 chooses who deals.</source>
        <translation>Höchste Karte: %1 bestimmt, wer gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="507" />
        <source>%1 deals.</source>
        <translation>%1 gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="543" />
        <source>Hand %1: %2 deals, %3 cuts.</source>
        <translation>Spiel %1: %2 gibt, %3 hebt ab.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="552" />
        <source>Knocks.</source>
        <translation>Klopft.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="554" />
        <source>Cuts %1.</source>
        <translation>Hebt %1 ab.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="661" />
        <source>Trump is %1.</source>
        <translation>Trumpf ist %1.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="670" />
        <source>Schiebe! (over to %1)</source>
        <translation>Schiebe! (an %1)</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="708" />
        <source>Weis %1</source>
        <translation>Weis %1</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="712" />
        <location filename="../ui/table.py" line="1493" />
        <source>Stöck</source>
        <translation>Stöck</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="719" />
        <source>Stöck! +%1</source>
        <translation>Stöck! +%1</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="727" />
        <location filename="../ui/table.py" line="1132" />
        <location filename="../ui/table.py" line="1141" />
        <source>Weis: %1</source>
        <translation>Weis: %1</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="728" />
        <source>%1 write %2 Weis points.</source>
        <translation>%1 schreiben %2 Weispunkte.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="741" />
        <source>%1 takes the trick (%2 points).</source>
        <translation>%1 macht den Stich (%2 Punkte).</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="779" />
        <source>Exchanges the trump 6 for %1.</source>
        <translation>Tauscht die Trumpf-6 gegen %1.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="889" />
        <source>Your seat</source>
        <translation>Ihr Platz</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="890" />
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="890" />
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="890" />
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="891" />
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="892" />
        <source>AI: %1</source>
        <translation>KI: %1</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="899" />
        <source>D</source>
        <comment>dealer marker</comment>
        <translation>G</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="900" />
        <source>V</source>
        <comment>Vorhand marker</comment>
        <translation>V</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="904" />
        <source>%1 — dealer: %2, Vorhand: %3</source>
        <translation>%1 — Geber: %2, Vorhand: %3</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="905" />
        <location filename="../ui/table.py" line="906" />
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="905" />
        <location filename="../ui/table.py" line="906" />
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="935" />
        <source>Trump</source>
        <translation>Trumpf</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="935" />
        <source>Mode</source>
        <translation>Spielart</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="998" />
        <source>%1 is thinking…</source>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1052" />
        <source>Your partner pushed: choose the trump</source>
        <translation>Ihr Partner hat geschoben: sagen Sie Trumpf an</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1053" />
        <source>Choose the trump</source>
        <translation>Trumpf ansagen</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1071" />
        <source>Schieben</source>
        <translation>Schieben</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1073" />
        <source>partner chooses</source>
        <translation>Partner sagt an</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1076" />
        <source>Choose the trump or push it to your partner.</source>
        <translation>Sagen Sie Trumpf an oder schieben Sie zum Partner.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1091" />
        <source>Cut the pack: click where to cut</source>
        <translation>Abheben: klicken Sie, wo abgehoben wird</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1095" />
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1100" />
        <source>Your cut: click between two cards of the pack.</source>
        <translation>Sie heben ab: klicken Sie zwischen zwei Karten des Stapels.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1105" />
        <source>You drew the highest card: who deals?</source>
        <translation>Sie haben die höchste Karte gezogen: wer gibt?</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1109" />
        <source>I deal</source>
        <translation>Ich gebe</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1114" />
        <source>Choose who deals the first hand.</source>
        <translation>Bestimmen Sie, wer das erste Spiel gibt.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1147" />
        <source>Announce Stöck</source>
        <translation>Stöck ansagen</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1152" />
        <source>Exchange the trump 6</source>
        <translation>Trumpf-6 tauschen</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1163" />
        <source>Your turn: play a card.</source>
        <translation>Sie sind am Zug: spielen Sie eine Karte.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1338" />
        <source>Hints are switched off (Settings).</source>
        <translation>Tipps sind ausgeschaltet (Einstellungen).</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1341" />
        <source>Hints are not available in this installation.</source>
        <translation>Tipps sind in dieser Installation nicht verfügbar.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1344" />
        <source>A hint is given when it is your turn.</source>
        <translation>Einen Tipp gibt es, wenn Sie am Zug sind.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1348" />
        <source>Thinking about a hint…</source>
        <translation>Ein Tipp wird überlegt …</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1373" />
        <location filename="../ui/table.py" line="1379" />
        <source>Hint: %1 — %2</source>
        <translation>Tipp: %1 — %2</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1412" />
        <source>No trick has been played in this hand yet.</source>
        <translation>In diesem Spiel wurde noch kein Stich gespielt.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1420" />
        <source>Last trick — taken by %1</source>
        <translation>Letzter Stich — gemacht von %1</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1437" />
        <source>Last trick: %1.</source>
        <translation>Letzter Stich: %1.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1489" />
        <source>Card points</source>
        <translation>Kartenpunkte</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1491" />
        <source>Weis</source>
        <translation>Weis</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1495" />
        <source>Match</source>
        <translation>Match</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1497" />
        <source>Multiplier</source>
        <translation>Multiplikator</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1498" />
        <source>Written this hand</source>
        <translation>In diesem Spiel geschrieben</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1500" />
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1511" />
        <source>Hand %1</source>
        <translation>Spiel %1</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1518" />
        <source>The hand ended early: a side reached the target.</source>
        <translation>Das Spiel endete vorzeitig: eine Seite hat das Ziel erreicht.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1525" />
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1527" />
        <source>Hand over. Continue when you are ready (Enter).</source>
        <translation>Spiel zu Ende. Weiter, wenn Sie bereit sind (Eingabe).</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1543" />
        <source>The Partie is drawn</source>
        <translation>Die Partie endet unentschieden</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1545" />
        <source>You win the Partie!</source>
        <translation>Sie gewinnen die Partie!</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1546" />
        <source>You and %1 win the Partie!</source>
        <translation>Sie und %1 gewinnen die Partie!</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1548" />
        <source>%1 win the Partie</source>
        <translation>%1 gewinnen die Partie</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1552" />
        <source>Hands played</source>
        <translation>Gespielte Spiele</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1553" />
        <source>Final score</source>
        <translation>Schlussstand</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1555" />
        <source>Played over %1 hands.</source>
        <translation>Gespielt über %1 Spiele.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1556" />
        <source>Target: %1 points.</source>
        <translation>Ziel: %1 Punkte.</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1561" />
        <source>Next Partie</source>
        <translation>Nächste Partie</translation>
    </message>
    <message>
        <location filename="../ui/table.py" line="1562" />
        <source>New game…</source>
        <translation>Neues Spiel …</translation>
    </message>
</context>
</TS>