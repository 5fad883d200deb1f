<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en">
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
        <location filename="../ui/dialogs.py" line="282" />
        <location filename="../ui/dialogs.py" line="283" />
        <location filename="../ui/dialogs.py" line="287" />
        <source>You</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="294" />
        <location filename="../ui/dialogs.py" line="296" />
        <source>You (bottom):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="295" />
        <source>Opponent (top):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="297" />
        <source>Left opponent:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="298" />
        <source>Partner (top):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="299" />
        <source>Right opponent:</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../ui/mainwindow.py" line="134" />
        <source>The AI failed: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="207" />
        <source>JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="208" />
        <source>&amp;Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="209" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="210" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="211" />
        <source>&amp;Deck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="212" />
        <source>Card &amp;back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="213" />
        <source>&amp;New game…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="214" />
        <source>&amp;Hint</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="215" />
        <source>&amp;Last trick</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="216" />
        <source>&amp;Settings…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="217" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="218" />
        <source>&amp;Full screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="219" />
        <source>&amp;Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="220" />
        <source>&amp;About JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="221" />
        <source>&amp;Score sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="222" />
        <source>Score sheet</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="305" />
        <source>About JassDesk</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="306" />
        <source>&lt;h3&gt;JassDesk&lt;/h3&gt;&lt;p&gt;The Swiss card game Jass — Schieber and Schmaus — offline, with AI players and hints.&lt;/p&gt;&lt;p&gt;Code: GPL-3.0-or-later. Card art: CC BY 4.0.&lt;/p&gt;</source>
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
        <location filename="../ui/dialogs.py" line="191" />
        <source>Seed rules (follow suit, no Weis)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="192" />
        <source>Swiss standard (Weis, match +100, no under-trumping)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="195" />
        <source>Schmaus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="262" />
        <location filename="../ui/dialogs.py" line="264" />
        <source>The seed must be a whole number.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="386" />
        <source>Rules</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="400" />
        <source>Schieber</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="401" />
        <source>Four players in two teams; partners sit opposite. Each gets nine cards, dealt in packets of three. The Vorhand (after the dealer) names the trump — a suit, Obenabe (highest card wins, no trump) or Undenufe (lowest wins) — or pushes (schieben) the choice to the partner, who must then choose.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="405" />
        <source>Trump order: Under (Bauer, 20), 9 (Nell, 14), As (11), König (4), Ober (3), Banner (10), 8, 7, 6. Other suits: As 11, Banner 10, König 4, Ober 3, Under 2. The last trick adds 5: 157 points per hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="408" />
        <source>You must follow suit; the rule preset and options decide whether you may trump instead, whether the Bauer must be played and whether under-trumping is allowed. König and Ober of trump in one hand are Stöck (20 points).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="411" />
        <source>Schmaus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="412" />
        <source>Two players, nine cards each; the other 18 form the stock. The turned card under the stock sets trump. After each trick the winner draws first, then the other. While the stock lasts you may play any card; afterwards you must follow suit, and trump when you cannot. The trump 6 may be exchanged for the turned card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="416" />
        <source>With each card you may announce one Weis (three in sequence 20, four 50, five 100, four of a kind 100, four Under 200), each higher than your last one. The first to reach the target wins.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="419" />
        <source>At the table</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="420" />
        <source>Click a card to play it; cards you may not play are dimmed and a click on one says why. Keys: arrows choose a card, Enter plays it, H asks for a hint, L shows the last trick.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <location filename="../app/models.py" line="227" />
        <source>Hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/models.py" line="249" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/models.py" line="271" />
        <source>%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="88" />
        <source>Jasstafel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="94" />
        <source>Schieber</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="94" />
        <source>Schmaus</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="95" />
        <source>%1 hands</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="96" />
        <source>to %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/mainwindow.py" line="97" />
        <source>%1 · Partie %2 · %3 · seed %4</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../ui/dialogs.py" line="308" />
        <source>Settings</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="314" />
        <source>&amp;Deck:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="319" />
        <source>Card &amp;back:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="324" />
        <source>&amp;Language:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="326" />
        <source>Instant (no motion)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="327" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="327" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="328" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="331" />
        <source>&amp;Animations:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="346" />
        <source>AI &amp;pace (pause after each AI move):</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="348" />
        <source>Off</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="348" />
        <source>On request (H)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="349" />
        <source>Always shown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="352" />
        <source>&amp;Hints:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="355" />
        <source>Settings apply to this session.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/dialogs.py" line="364" />
        <source>%1 s</source>
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
        <location filename="../ui/table.py" line="191" />
        <source>%1 &amp; %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="497" />
        <source>An As: %1 deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="501" />
        <source>Highest card: %1 chooses who deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="507" />
        <source>%1 deals.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="543" />
        <source>Hand %1: %2 deals, %3 cuts.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="552" />
        <source>Knocks.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="554" />
        <source>Cuts %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="661" />
        <source>Trump is %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="670" />
        <source>Schiebe! (over to %1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="708" />
        <source>Weis %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="712" />
        <location filename="../ui/table.py" line="1493" />
        <source>Stöck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="719" />
        <source>Stöck! +%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="727" />
        <location filename="../ui/table.py" line="1132" />
        <location filename="../ui/table.py" line="1141" />
        <source>Weis: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="728" />
        <source>%1 write %2 Weis points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="741" />
        <source>%1 takes the trick (%2 points).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="779" />
        <source>Exchanges the trump 6 for %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="889" />
        <source>Your seat</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="890" />
        <source>Random</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="890" />
        <source>Beginner</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="890" />
        <source>Medium</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="891" />
        <source>Expert</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="892" />
        <source>AI: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="899" />
        <source>D</source>
        <comment>dealer marker</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="900" />
        <source>V</source>
        <comment>Vorhand marker</comment>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="904" />
        <source>%1 — dealer: %2, Vorhand: %3</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="905" />
        <location filename="../ui/table.py" line="906" />
        <source>yes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="905" />
        <location filename="../ui/table.py" line="906" />
        <source>no</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="935" />
        <source>Trump</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="935" />
        <source>Mode</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="998" />
        <source>%1 is thinking…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1052" />
        <source>Your partner pushed: choose the trump</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1053" />
        <source>Choose the trump</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1071" />
        <source>Schieben</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1073" />
        <source>partner chooses</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1076" />
        <source>Choose the trump or push it to your partner.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1091" />
        <source>Cut the pack: click where to cut</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1095" />
        <source>Knock</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1100" />
        <source>Your cut: click between two cards of the pack.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1105" />
        <source>You drew the highest card: who deals?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1109" />
        <source>I deal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1114" />
        <source>Choose who deals the first hand.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1147" />
        <source>Announce Stöck</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1152" />
        <source>Exchange the trump 6</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1163" />
        <source>Your turn: play a card.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1338" />
        <source>Hints are switched off (Settings).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1341" />
        <source>Hints are not available in this installation.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1344" />
        <source>A hint is given when it is your turn.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1348" />
        <source>Thinking about a hint…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1373" />
        <location filename="../ui/table.py" line="1379" />
        <source>Hint: %1 — %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1412" />
        <source>No trick has been played in this hand yet.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1420" />
        <source>Last trick — taken by %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1437" />
        <source>Last trick: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1489" />
        <source>Card points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1491" />
        <source>Weis</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1495" />
        <source>Match</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1497" />
        <source>Multiplier</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1498" />
        <source>Written this hand</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1500" />
        <source>Total</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1511" />
        <source>Hand %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1518" />
        <source>The hand ended early: a side reached the target.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1525" />
        <source>Continue</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1527" />
        <source>Hand over. Continue when you are ready (Enter).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1543" />
        <source>The Partie is drawn</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1545" />
        <source>You win the Partie!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1546" />
        <source>You and %1 win the Partie!</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1548" />
        <source>%1 win the Partie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1552" />
        <source>Hands played</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1553" />
        <source>Final score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1555" />
        <source>Played over %1 hands.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1556" />
        <source>Target: %1 points.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1561" />
        <source>Next Partie</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../ui/table.py" line="1562" />
        <source>New game…</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>