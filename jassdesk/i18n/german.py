"""The German texts of the user interface, by English source text (filled into ``jassdesk_de.ts``).

Card, suit, mode, Weis names and the rule refusals are not here: the engine
renders those in both languages itself.

A text that meets a number (``tr("%n hands", "", n)``) has a tuple of its
forms, singular first: ``"%n hands": ("%n Spiel", "%n Spiele")``; its English
forms are in :mod:`jassdesk.i18n.english`.
"""

GERMAN: dict[str, str | tuple[str, str]] = {
    # score sheet
    "Hand": "Spiel",
    "Total": "Total",
    "%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7": "%1: Karten %2, Weis %3, Stöck %4, Match %5, ×%6 = %7",
    "Jasstafel": "Jasstafel",
    "Schieber": "Schieber",
    "Schmaus": "Schmaus",
    "%n hands": ("%n Spiel", "%n Spiele"),
    "to %1": "auf %1",
    "%1 · Partie %2 · %3 · deal no. %4": "%1 · Partie %2 · %3 · Verteilung Nr. %4",
    # main window: files, statistics, problems
    "&File": "&Datei",
    "&Open…": "Ö&ffnen …",
    "&Save": "&Speichern",
    "Save &as…": "Speichern &unter …",
    "S&tatistics…": "S&tatistik …",
    "%1[*] — JassDesk": "%1[*] — JassDesk",
    "JassDesk games (*%1);;All files (*)": "JassDesk-Spiele (*%1);;Alle Dateien (*)",
    "Open a saved game": "Gespeichertes Spiel öffnen",
    "“%1” could not be opened.": "«%1» konnte nicht geöffnet werden.",
    "Opened %1.": "%1 geöffnet.",
    "The saved Partie could not be continued.": "Die gespeicherte Partie kann nicht fortgesetzt werden.",
    "Save the Partie": "Partie speichern",
    "The Partie could not be saved as “%1”.": "Die Partie konnte nicht als «%1» gespeichert werden.",
    "Saved to %1.": "Gespeichert in %1.",
    "It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.":
        "Sie wurde von einer neueren JassDesk-Version geschrieben. Aktualisieren Sie JassDesk, um sie zu öffnen; "
        "die Datei bleibt unverändert.",
    "It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.":
        "Es ist kein JassDesk-Spiel, oder die Datei wurde beschädigt oder bearbeitet. Die Datei bleibt unverändert.",
    "The file or its folder cannot be used.": "Die Datei oder ihr Ordner kann nicht verwendet werden.",
    "Details: %1": "Einzelheiten: %1",
    "Not saved: %1": "Nicht gespeichert: %1",
    "JassDesk cannot save in its data folder.": "JassDesk kann in seinem Datenordner nicht speichern.",
    "You can go on playing, but the Partie will not be there after a crash, and the statistics may miss it.":
        "Sie können weiterspielen, aber nach einem Absturz ist die Partie verloren, und der Statistik kann sie "
        "fehlen.",
    # continuing where the person stopped
    "Continue the Partie you left?": "Die unterbrochene Partie fortsetzen?",
    "&Continue": "&Fortsetzen",
    "&New game": "&Neues Spiel",
    "%1, hand %2": "%1, Spiel %2",
    "saved %1": "gespeichert am %1",
    "Unfinished Partie": "Unbeendete Partie",
    "The last autosave could not be read: %1": "Die letzte automatische Sicherung ist nicht lesbar: %1",
    "The unfinished Partie was kept as %1 (File > Open).":
        "Die unbeendete Partie wurde als %1 aufbewahrt (Datei > Öffnen).",
    # unexpected errors
    "the terminal (no log file could be opened)": "das Terminal (keine Protokolldatei verfügbar)",
    "Something went wrong inside JassDesk.": "In JassDesk ist ein Fehler aufgetreten.",
    "The game goes on if it can. The details are written to %1; please include that file when you report "
    "the problem.":
        "Das Spiel geht weiter, wenn möglich. Die Einzelheiten stehen in %1; bitte legen Sie diese Datei bei, "
        "wenn Sie den Fehler melden.",
    # main window
    "The AI failed: %1": "Die KI ist gescheitert: %1",
    "JassDesk": "JassDesk",
    "&Game": "&Spiel",
    "&View": "&Ansicht",
    "&Help": "&Hilfe",
    "&Deck": "&Kartenbild",
    "Card &back": "Karten&rücken",
    "&New game…": "&Neues Spiel …",
    "&Hint": "&Tipp",
    "&Last trick": "&Letzter Stich",
    "&Settings…": "&Einstellungen …",
    "&Quit": "&Beenden",
    "&Full screen": "&Vollbild",
    "&Rules": "&Regeln",
    "&About JassDesk": "Ü&ber JassDesk",
    "&Score sheet": "&Jasstafel",
    "Score sheet": "Jasstafel",
    "About JassDesk": "Über JassDesk",
    "<h3>JassDesk</h3><p>The Swiss card game Jass — Schieber and Schmaus — offline, with AI players and hints.</p>"
    "<p>Code: GPL-3.0-or-later. Card art: CC BY 4.0.</p>":
        "<h3>JassDesk</h3><p>Das Schweizer Kartenspiel Jass — Schieber und Schmaus — offline, mit KI-Spielern "
        "und Tipps.</p><p>Code: GPL-3.0-or-later. Kartenbilder: CC BY 4.0.</p>",
    # new game
    "New game": "Neues Spiel",
    "Schieber (four players, two teams)": "Schieber (vier Spieler, zwei Teams)",
    "Schmaus (two players, with a stock)": "Schmaus (zwei Spieler, mit Stock)",
    "&Game:": "&Spiel:",
    "Rules": "Regeln",
    "May trump instead of following suit": "Trumpfen statt Farbe angeben erlaubt",
    "Under-trumping forbidden": "Untertrumpfen verboten",
    "Weis": "Weis",
    "Stöck announced automatically": "Stöck automatisch ansagen",
    "Undenufe counts ×4": "Undenufe zählt ×4",
    "Whoever draws an As deals": "Wer ein As zieht, gibt",
    "Turn order:": "Spielrichtung:",
    "Match bonus:": "Matchbonus:",
    "to": "auf",
    "The Partie goes:": "Die Partie geht:",
    "Players": "Spieler",
    "you": "Sie",
    "&Deck:": "&Kartenbild:",
    "&Deal": "&Geben",
    "Rules:": "Regeln:",
    "Rule options": "Regeln im Einzelnen",
    "your own rules": "eigene Regeln",
    "Swiss standard to 1000": "Schweizer Standard auf 1000",
    "As most Swiss play it: Weis, match +100, you may trump instead of following suit, no under-trumping":
        "Wie die meisten in der Schweiz spielen: Weis, Match +100, Trumpfen statt Farbe angeben erlaubt, kein "
        "Untertrumpfen",
    "2500 with multipliers": "2500 mit Multiplikatoren",
    "Swiss standard to 2500 with the multipliers of the Swisslos tables":
        "Schweizer Standard auf 2500 mit den Multiplikatoren der Swisslos-Tabellen",
    "Simple Schieber (follow suit, no Weis)": "Einfacher Schieber (Farbe angeben, ohne Weis)",
    "The simplest rules to learn with: you must follow suit, no Weis, no match bonus":
        "Die einfachsten Regeln zum Lernen: Farbe angeben, ohne Weis, ohne Matchbonus",
    "Schmaus to 1000": "Schmaus auf 1000",
    "Free play while the stock lasts, Weis with every card, match +100":
        "Freies Spiel, solange der Stock reicht, Weis mit jeder Karte, Match +100",
    "Bauer exception: need not be played": "Bauer-Ausnahme: muss nicht angeben",
    "Trumpfzwang: void in the led suit, must trump": "Trumpfzwang: wer nicht angeben kann, muss trumpfen",
    "Multipliers (×1 to ×3 by trump)": "Multiplikatoren (×1 bis ×3 je nach Trumpf)",
    "Klopfen: the cutter may knock": "Klopfen: der Abheber darf klopfen",
    "When trump is led and the Bauer is your only trump, you may keep it":
        "Wird Trumpf ausgespielt und ist der Bauer Ihr einziger Trumpf, dürfen Sie ihn behalten",
    "Instead of cutting, the player who cuts may knock (everyone at the table agrees to it by choosing this)":
        "Statt abzuheben darf der Abheber klopfen (mit dieser Wahl sind alle am Tisch einverstanden)",
    "After a non-trump lead was trumped, a lower trump may not be played unless you hold only trumps":
        "Wurde eine Nicht-Trumpf-Farbe gestochen, darf kein tieferer Trumpf gespielt werden, ausser Sie haben "
        "nur noch Trümpfe",
    "Clockwise": "Im Uhrzeigersinn",
    "Counter-clockwise": "Gegen den Uhrzeigersinn",
    "Clockwise: the Vorhand sits at the dealer's left; counter-clockwise: at his right":
        "Im Uhrzeigersinn: die Vorhand sitzt links vom Geber; gegen den Uhrzeigersinn: rechts von ihm",
    "or over": "oder über",
    "points": ("Punkt", "Punkte"),
    "hands": ("Spiel", "Spiele"),
    "%1 and %2": "%1 und %2",
    "%1 ×1, %2 ×2, Obenabe and Undenufe ×3; they multiply everything a hand scores":
        "%1 ×1, %2 ×2, Obenabe und Undenufe ×3; sie vervielfachen alles, was ein Spiel zählt",
    "empty: a new deal": "leer: neu mischen",
    "Deal &number:": "Verteil&nummer:",
    "The number of a deal shown on the score sheet: enter it to play the same cards again":
        "Die Nummer einer Verteilung, wie sie die Jasstafel zeigt: eingeben, um dieselben Karten noch einmal "
        "zu spielen",
    "The deal number must be a whole number, or empty for a new deal.":
        "Die Verteilnummer muss eine ganze Zahl sein, oder leer für neu gemischte Karten.",
    # a running Partie is not replaced without asking
    "Leave the Partie in progress?": "Die laufende Partie verlassen?",
    "It is kept among the saved games: File > Open continues it later.":
        "Sie wird bei den gespeicherten Spielen aufbewahrt: Datei > Öffnen setzt sie später fort.",
    "&Open the other game": "Das andere Spiel ö&ffnen",
    "&Start the new game": "Neues Spiel &beginnen",
    "&Keep playing": "&Weiterspielen",
    "The Partie in progress could not be kept.": "Die laufende Partie konnte nicht aufbewahrt werden.",
    "It is still on the table.": "Sie liegt weiterhin auf dem Tisch.",
    "The Partie in progress was kept as %1.": "Die laufende Partie wurde als %1 aufbewahrt.",
    # dialogs helpers
    "Random": "Zufall",
    "Beginner": "Anfänger",
    "Medium": "Mittel",
    "Expert": "Experte",
    "Swiss (Rosen, Eicheln, Schilten, Schellen)": "Deutschschweizer Karten (Rosen, Eicheln, Schilten, Schellen)",
    "French (hearts, diamonds, spades, clubs)": "Französische Karten (Herz, Ecken, Schaufel, Kreuz)",
    "French, four colours": "Französische Karten, vierfarbig",
    "Blue": "Blau",
    "Red": "Rot",
    "Green": "Grün",
    "You": "Sie",
    "You (bottom):": "Sie (unten):",
    "Opponent (top):": "Gegner (oben):",
    "Left opponent:": "Gegner links:",
    "Partner (top):": "Partner (oben):",
    "Right opponent:": "Gegner rechts:",
    # rules dialog
    "Four players in two teams; partners sit opposite. Each gets nine cards, dealt in packets of three. The Vorhand "
    "(after the dealer) names the trump — a suit, Obenabe (highest card wins, no trump) or Undenufe (lowest wins) — "
    "or pushes (schieben) the choice to the partner, who must then choose.":
        "Vier Spieler in zwei Teams; die Partner sitzen einander gegenüber. Jeder erhält neun Karten, in Paketen zu "
        "drei gegeben. Die Vorhand (nach dem Geber) sagt Trumpf an — eine Farbe, Obenabe (die höchste Karte sticht, "
        "kein Trumpf) oder Undenufe (die tiefste sticht) — oder schiebt die Wahl dem Partner, der dann ansagen muss.",
    "Trump order: Under (Bauer, 20), 9 (Nell, 14), As (11), König (4), Ober (3), Banner (10), 8, 7, 6. Other suits: "
    "As 11, Banner 10, König 4, Ober 3, Under 2. The last trick adds 5: 157 points per hand.":
        "Trumpfreihenfolge: Under (Bauer, 20), 9 (Nell, 14), As (11), König (4), Ober (3), Banner (10), 8, 7, 6. "
        "Andere Farben: As 11, Banner 10, König 4, Ober 3, Under 2. Der letzte Stich zählt 5 dazu: 157 Punkte pro "
        "Spiel.",
    "You must follow suit; the rule preset and options decide whether you may trump instead, whether the Bauer must "
    "be played and whether under-trumping is allowed. König and Ober of trump in one hand are Stöck (20 points).":
        "Es muss Farbe angegeben werden; Regelvorlage und Optionen bestimmen, ob stattdessen getrumpft werden darf, "
        "ob der Bauer gespielt werden muss und ob Untertrumpfen erlaubt ist. König und Ober im Trumpf in einer Hand "
        "sind Stöck (20 Punkte).",
    "Two players, nine cards each; the other 18 form the stock. The turned card under the stock sets trump. After "
    "each trick the winner draws first, then the other. While the stock lasts you may play any card; afterwards you "
    "must follow suit, and trump when you cannot. The trump 6 may be exchanged for the turned card.":
        "Zwei Spieler, je neun Karten; die übrigen 18 bilden den Stock. Die aufgedeckte Karte unter dem Stock "
        "bestimmt Trumpf. Nach jedem Stich zieht zuerst der Gewinner, dann der andere. Solange der Stock reicht, "
        "darf jede Karte gespielt werden; danach muss Farbe angegeben und, wer nicht kann, getrumpft werden. Die "
        "Trumpf-6 darf gegen die aufgedeckte Karte getauscht werden.",
    "With each card you may announce one Weis (three in sequence 20, four 50, five 100, four of a kind 100, four "
    "Under 200), each higher than your last one. The first to reach the target wins.":
        "Mit jeder Karte darf ein Weis angesagt werden (Dreiblatt 20, Vierblatt 50, Fünfblatt 100, vier Gleiche "
        "100, vier Bauern 200), jeder höher als der vorige. Wer zuerst das Ziel erreicht, gewinnt.",
    "At the table": "Am Tisch",
    "Click a card to play it; cards you may not play are dimmed and a click on one says why. Keys: arrows choose a "
    "card, Enter plays it, H asks for a hint, L shows the last trick.":
        "Ein Klick auf eine Karte spielt sie; nicht erlaubte Karten sind abgedunkelt, und ein Klick darauf sagt "
        "warum. Tasten: Pfeile wählen eine Karte, Eingabe spielt sie, H gibt einen Tipp, L zeigt den letzten Stich.",
    # settings
    "Settings": "Einstellungen",
    "Card &back:": "Karten&rücken:",
    "&Language:": "&Sprache:",
    "Instant (no motion)": "Sofort (ohne Bewegung)",
    "Fast": "Schnell",
    "Normal": "Normal",
    "Slow": "Langsam",
    "&Animations:": "&Animationen:",
    "AI &pace (pause after each AI move):": "KI-&Tempo (Pause nach jedem KI-Zug):",
    "Off": "Aus",
    "On request (H)": "Auf Wunsch (H)",
    "Always shown": "Immer anzeigen",
    "&Hints:": "&Tipps:",
    "Settings apply to this session.": "Die Einstellungen gelten für diese Sitzung.",
    "%1 s": "%1 s",
    # table
    "The hint failed: %1": "Der Tipp ist fehlgeschlagen: %1",
    "%1 & %2": "%1 & %2",
    "An As: %1 deals.": "Ein As: %1 gibt.",
    "Highest card: %1 chooses who deals.": "Höchste Karte: %1 bestimmt, wer gibt.",
    "%1 deals.": "%1 gibt.",
    "Hand %1: %2 deals, %3 cuts.": "Spiel %1: %2 gibt, %3 hebt ab.",
    "Knocks.": "Klopft.",
    "Cuts %1.": "Hebt %1 ab.",
    "Trump is %1.": "Trumpf ist %1.",
    "Schiebe! (over to %1)": "Schiebe! (an %1)",
    "Stöck": "Stöck",
    "Stöck! +%1": "Stöck! +%1",
    "Weis: %1": "Weis: %1",
    "Weis %1": "Weis %1",
    "%1 write %2 Weis points.": "%1 schreiben %2 Weispunkte.",
    "%1 takes the trick (%2 points).": "%1 macht den Stich (%2 Punkte).",
    "Exchanges the trump 6 for %1.": "Tauscht die Trumpf-6 gegen %1.",
    "Your seat": "Ihr Platz",
    "AI: %1": "KI: %1",
    "D": "G",
    "V": "V",
    "%1 — dealer: %2, Vorhand: %3": "%1 — Geber: %2, Vorhand: %3",
    "yes": "ja",
    "no": "nein",
    "Trump": "Trumpf",
    "Mode": "Spielart",
    "%1 is thinking…": "%1 überlegt …",
    "Your partner pushed: choose the trump": "Ihr Partner hat geschoben: sagen Sie Trumpf an",
    "Choose the trump": "Trumpf ansagen",
    "Schieben": "Schieben",
    "partner chooses": "Partner sagt an",
    "Choose the trump or push it to your partner.": "Sagen Sie Trumpf an oder schieben Sie zum Partner.",
    "Cut the pack: click where to cut": "Abheben: klicken Sie, wo abgehoben wird",
    "Knock": "Klopfen",
    "Your cut: click between two cards of the pack.": "Sie heben ab: klicken Sie zwischen zwei Karten des Stapels.",
    "You drew the highest card: who deals?": "Sie haben die höchste Karte gezogen: wer gibt?",
    "I deal": "Ich gebe",
    "Choose who deals the first hand.": "Bestimmen Sie, wer das erste Spiel gibt.",
    "Announce Stöck": "Stöck ansagen",
    "Exchange the trump 6": "Trumpf-6 tauschen",
    "Your turn: play a card.": "Sie sind am Zug: spielen Sie eine Karte.",
    "Hints are switched off (Settings).": "Tipps sind ausgeschaltet (Einstellungen).",
    "Hints are not available in this installation.": "Tipps sind in dieser Installation nicht verfügbar.",
    "A hint is given when it is your turn.": "Einen Tipp gibt es, wenn Sie am Zug sind.",
    "Thinking about a hint…": "Ein Tipp wird überlegt …",
    "Hint: %1 — %2": "Tipp: %1 — %2",
    "No trick has been played in this hand yet.": "In diesem Spiel wurde noch kein Stich gespielt.",
    "Last trick — taken by %1": "Letzter Stich — gemacht von %1",
    "Last trick: %1.": "Letzter Stich: %1.",
    "Card points": "Kartenpunkte",
    "Match": "Match",
    "Multiplier": "Multiplikator",
    "Written this hand": "In diesem Spiel geschrieben",
    "Hand %1": "Spiel %1",
    "The hand ended early: a side reached the target.": "Das Spiel endete vorzeitig: eine Seite hat das Ziel erreicht.",
    "Continue": "Weiter",
    "Hand over. Continue when you are ready (Enter).": "Spiel zu Ende. Weiter, wenn Sie bereit sind (Eingabe).",
    "The Partie is drawn": "Die Partie endet unentschieden",
    "You win the Partie!": "Sie gewinnen die Partie!",
    "You and %1 win the Partie!": "Sie und %1 gewinnen die Partie!",
    "%1 win the Partie": "%1 gewinnen die Partie",
    "%1 wins the Partie": "%1 gewinnt die Partie",
    "Hands played": "Gespielte Spiele",
    "Final score": "Schlussstand",
    "Target: %1 points.": "Ziel: %1 Punkte.",
    "Played over %1 hands.": "Gespielt über %1 Spiele.",
    "Next Partie": "Nächste Partie",
    "New game…": "Neues Spiel …",
    # statistics window
    "All games": "Alle Spielarten",
    "All levels": "Alle Stufen",
    "No AI": "Ohne KI",
    "Game": "Spielart",
    "AI level": "KI-Stufe",
    "Partien": "Partien",
    "Won": "Gewonnen",
    "Win rate": "Siegquote",
    "Hands": "Spiele",
    "Ø points": "Ø Punkte",
    "Ø opp.": "Ø Gegner",
    "Matches": "Matchs",
    "The game played": "Die gespielte Spielart",
    "The AI level of the Partie: the most common level among the other players, on a tie the stronger one":
        "Die KI-Stufe der Partie: die häufigste Stufe unter den anderen Spielern, bei Gleichstand die stärkere",
    "Finished Partien": "Beendete Partien",
    "Partien won by your side": "Von Ihrer Seite gewonnene Partien",
    "Share of the finished Partien won by your side": "Anteil der beendeten Partien, die Ihre Seite gewonnen hat",
    "Hands played, also in Partien not yet finished": "Gespielte Spiele, auch in noch nicht beendeten Partien",
    "Average points per hand written for your side": "Durchschnittlich für Ihre Seite geschriebene Punkte pro Spiel",
    "Average points per hand written for the opponents":
        "Durchschnittlich für die Gegner geschriebene Punkte pro Spiel",
    "Hands in which your side took every trick": "Spiele, in denen Ihre Seite alle Stiche gemacht hat",
    "Weis points announced by your side": "Weispunkte Ihrer Seite",
    "%1 won, %2 lost, %3 drawn": "%1 gewonnen, %2 verloren, %3 unentschieden",
    "Statistics": "Statistik",
    "Your statistics": "Ihre Statistik",
    "AI &level:": "KI-St&ufe:",
    "Partien finished": ("Beendete Partie", "Beendete Partien"),
    "Hands recorded": ("Aufgezeichnetes Spiel", "Aufgezeichnete Spiele"),
    "Matches made": ("Match gemacht", "Matchs gemacht"),
    "Points per hand (opponents)": "Punkte pro Spiel (Gegner)",
    "Weis points": "Weispunkte",
    "&Export CSV…": "CSV &exportieren …",
    "Save every recorded hand as a CSV file for a spreadsheet":
        "Jedes aufgezeichnete Spiel als CSV-Datei für eine Tabellenkalkulation speichern",
    "C&lear history…": "Verlauf &löschen …",
    "Delete all recorded Partien and hands": "Alle aufgezeichneten Partien und Spiele löschen",
    "&Close": "S&chliessen",
    "Exported %n hands to %1.": ("%n Spiel nach %1 exportiert.", "%n Spiele nach %1 exportiert."),
    "The export failed.": "Der Export ist fehlgeschlagen.",
    "The statistics were cleared.": "Die Statistik wurde gelöscht.",
    "Export statistics": "Statistik exportieren",
    "CSV files (*.csv);;All files (*)": "CSV-Dateien (*.csv);;Alle Dateien (*)",
    "The statistics could not be exported:\n%1": "Die Statistik konnte nicht exportiert werden:\n%1",
    "Clear history": "Verlauf löschen",
    "Delete all recorded statistics?\nFinished Partien: %1, hands: %2.\n"
    "This cannot be undone; export them first to keep a copy.":
        "Die ganze aufgezeichnete Statistik löschen?\nBeendete Partien: %1, Spiele: %2.\n"
        "Das kann nicht rückgängig gemacht werden; exportieren Sie sie vorher, um eine Kopie zu behalten.",
    "The statistics could not be cleared:\n%1": "Die Statistik konnte nicht gelöscht werden:\n%1",
    "No finished Partien yet": "Noch keine beendeten Partien",
    "Choose another game or AI level above.": "Wählen Sie oben eine andere Spielart oder KI-Stufe.",
    "Finish a Partie to see your win rate and points per hand here.":
        "Beenden Sie eine Partie, um hier Ihre Siegquote und Punkte pro Spiel zu sehen.",
    "Partien, oldest to newest": "Partien, von der ältesten zur neuesten",
    "Points per hand": "Punkte pro Spiel",
    "Win rate over the last %n Partien": ("Siegquote der letzten Partie", "Siegquote der letzten %n Partien"),
    "Your points per hand": "Ihre Punkte pro Spiel",
    "won": "gewonnen",
    "lost": "verloren",
    "drawn": "unentschieden",
    "Partie %1 (%2): %3": "Partie %1 (%2): %3",
    "%1 points per hand (opponents %2) in %3": "%1 Punkte pro Spiel (Gegner %2) in %3",
    "Win rate over the last %n Partien: %1":
        ("Siegquote der letzten Partie: %1", "Siegquote der letzten %n Partien: %1"),
    "AI: %1": "KI: %1",
    "%1 (mixed levels, counted as %2)": "%1 (gemischte Stufen, gezählt als %2)",
    "%1 (%2)": "%1 (%2)",
    "%n mixed": ("%n gemischt", "%n gemischt"),
    "%n Partien had AI players of different levels. Each is counted under the most common level among its AI "
    "players, on a tie the stronger one:":
        ("%n Partie hatte KI-Spieler verschiedener Stufen. Sie zählt unter der häufigsten Stufe ihrer KI-Spieler, "
         "bei Gleichstand unter der stärkeren:",
         "%n Partien hatten KI-Spieler verschiedener Stufen. Jede zählt unter der häufigsten Stufe ihrer "
         "KI-Spieler, bei Gleichstand unter der stärkeren:"),
    "%1: %2×": "%1: %2×",
    "The statistics cannot be read": "Die Statistik kann nicht gelesen werden",
}
