"""The German texts of the user interface, by English source text (filled into ``jassdesk_de.ts``).

Card, suit, mode, Weis names and the rule refusals are not here: the engine
renders those in every language itself.  Plural texts (``%n``) have a tuple
value (singular, plural).
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
    "JassDesk cannot save everything.": "JassDesk kann nicht alles speichern.",
    "The autosave does not work: after a crash this Partie cannot be continued (File > Save as still works).":
        "Die automatische Sicherung funktioniert nicht: nach einem Absturz kann diese Partie nicht fortgesetzt "
        "werden (Datei > Speichern unter funktioniert weiterhin).",
    "the autosave": "die automatische Sicherung",
    "The statistics are not recorded: this Partie may be missing from them.":
        "Die Statistik wird nicht geführt: diese Partie kann darin fehlen.",
    "the statistics": "die Statistik",
    "The settings cannot be saved: changes last until JassDesk closes.":
        "Die Einstellungen können nicht gespeichert werden: Änderungen gelten, bis JassDesk geschlossen wird.",
    "the settings": "die Einstellungen",
    "The log file cannot be written: problems are not recorded there.":
        "Die Protokolldatei kann nicht geschrieben werden: Probleme werden dort nicht festgehalten.",
    "the log file": "die Protokolldatei",
    "You can go on playing; still working: %1.": "Sie können weiterspielen; weiterhin in Betrieb: %1.",
    "You can go on playing.": "Sie können weiterspielen.",
    # continuing where the person stopped
    "Continue the Partie you left?": "Die unterbrochene Partie fortsetzen?",
    "&Continue": "&Fortsetzen",
    "&New game": "&Neues Spiel",
    "%1, hand %2": "%1, Spiel %2",
    "saved %1": "gespeichert am %1",
    "Unfinished Partie": "Unbeendete Partie",
    "JassDesk found a damaged file and started without it.":
        "JassDesk hat eine beschädigte Datei gefunden und ohne sie gestartet.",
    "JassDesk found damaged files and started without them.":
        "JassDesk hat beschädigte Dateien gefunden und ohne sie gestartet.",
    "The settings file could not be read. It was moved aside as “%1”; the default settings are used.":
        "Die Einstellungsdatei ist nicht lesbar. Sie wurde als «%1» beiseitegelegt; es gelten die "
        "Standardeinstellungen.",
    "The settings file could not be read; the default settings are used.":
        "Die Einstellungsdatei ist nicht lesbar; es gelten die Standardeinstellungen.",
    "The autosave “%1” could not be read. It was moved aside as “%2”.":
        "Die automatische Sicherung «%1» ist nicht lesbar. Sie wurde als «%2» beiseitegelegt.",
    "The autosave “%1” could not be read.": "Die automatische Sicherung «%1» ist nicht lesbar.",
    "A new game has been dealt.": "Ein neues Spiel wurde gegeben.",
    "Damaged files are kept for a look, in %1; JassDesk will not read them again.":
        "Beschädigte Dateien bleiben zur Ansicht erhalten, in %1; JassDesk liest sie nicht mehr.",
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
    # About and licences
    "The Swiss card game Jass — Schieber and Schmaus — offline, with AI players and hints.":
        "Das Schweizer Kartenspiel Jass — Schieber und Schmaus — offline, mit KI-Spielern und Tipps.",
    "Copyright © the JassDesk contributors. Free software under the GNU General Public License, version 3 or "
    "later; it comes with no warranty.":
        "Copyright © die JassDesk-Mitwirkenden. Freie Software unter der GNU General Public License, Version 3 "
        "oder später; ohne jede Gewährleistung.",
    "Licences of JassDesk and of the software it is built on:":
        "Lizenzen von JassDesk und der Software, auf der es aufbaut:",
    "JassDesk is free software: you may share and change it under the terms of the GNU General Public License "
    "as published by the Free Software Foundation, version 3 or (at your option) any later version. It comes "
    "WITHOUT ANY WARRANTY.":
        "JassDesk ist freie Software: Sie dürfen es unter den Bedingungen der GNU General Public License, wie von "
        "der Free Software Foundation veröffentlicht, weitergeben und verändern, entweder Version 3 oder (nach "
        "Ihrer Wahl) jede spätere Version. Es wird OHNE JEDE GEWÄHRLEISTUNG bereitgestellt.",
    "Card art — CC BY 4.0": "Kartenbilder — CC BY 4.0",
    "The card faces, the backs and the icon are original art made for JassDesk, licensed under Creative Commons "
    "Attribution 4.0 International: %1":
        "Die Kartenbilder, die Rückseiten und das Symbol sind eigens für JassDesk gezeichnet und stehen unter der "
        "Lizenz Creative Commons Namensnennung 4.0 International: %1",
    "Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser General Public License, "
    "version 3. Their source code: %1 and %2":
        "Qt und Qt for Python (PySide6, Shiboken6) werden unverändert unter der GNU Lesser General Public "
        "License, Version 3, verwendet. Ihr Quellcode: %1 und %2",
    "Python and its standard library are used under the Python Software Foundation License.":
        "Python und seine Standardbibliothek werden unter der Python Software Foundation License verwendet.",
    "platformdirs finds the folders for the settings, the games and the log; MIT License.":
        "platformdirs findet die Ordner für die Einstellungen, die Spiele und das Protokoll; MIT-Lizenz.",
    "DejaVu fonts": "DejaVu-Schriften",
    "The DejaVu Sans font is shipped for systems that have no font of their own (Bitstream Vera and Arev font "
    "licences).":
        "Die Schrift DejaVu Sans wird für Systeme ohne eigene Schrift mitgeliefert (Schriftlizenzen von "
        "Bitstream Vera und Arev).",
    "Other bundled software": "Weitere mitgelieferte Software",
    "What the installable bundle carries besides: PyInstaller's start-up program and, on Linux, libraries of "
    "the system it was built on.":
        "Was das installierbare Paket sonst noch enthält: das Startprogramm von PyInstaller und unter Linux "
        "Bibliotheken des Systems, auf dem es gebaut wurde.",
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
    "Whoever draws an %1 deals": "Wer ein %1 zieht, gibt",
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
    "French (hearts, diamonds, spades, clubs)": "Französische Karten (Herz, Karo, Pik, Kreuz)",
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
    # rules help (the rule book itself is jassdesk/help/rules_de.html)
    "Find in the rules (Ctrl+F)": "In den Regeln suchen (Ctrl+F)",
    "Previous match (Shift+F3)": "Vorheriger Treffer (Shift+F3)",
    "Next match (F3)": "Nächster Treffer (F3)",
    "Not found": "Nicht gefunden",
    "%1 of %2": "%1 von %2",
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
    "Settings apply at once and are kept for the next start.":
        "Die Einstellungen gelten sofort und bleiben für den nächsten Start erhalten.",
    "Card &size:": "Karten&grösse:",
    "Last trick (L)": "Letzter Stich (L)",
    "%1's turn.": "%1 ist am Zug.",
    "Why? The rule…": "Warum? Die Regel …",
    "Card points taken in this hand: %1": "In diesem Spiel gemachte Kartenpunkte: %1",
    "Choose with the arrow keys, then press Enter.": "Mit den Pfeiltasten wählen, dann Enter drücken.",
    "Cut at %1: Enter cuts.": "Abheben bei %1: Enter hebt ab.",
    "Choose where to cut with the arrow keys, then press Enter.":
        "Mit den Pfeiltasten wählen, wo abgehoben wird, dann Enter drücken.",
    "Small": "Klein",
    "Large": "Gross",
    "%1 s": "%1 s",
    # table
    "The hint failed: %1": "Der Tipp ist fehlgeschlagen: %1",
    "%1 & %2": "%1 & %2",
    "An As: %1 deals.": "Ein As: %1 gibt.",
    "Highest card: %1 chooses who deals.": "Höchste Karte: %1 bestimmt, wer gibt.",
    "%1 deals.": "%1 gibt.",
    "You deal.": "Sie geben.",
    "An As: you deal.": "Ein As: Sie geben.",
    "Highest card: you choose who deals.": "Höchste Karte: Sie bestimmen, wer gibt.",
    "Hand %1 — dealer: %2, cut: %3.": "Spiel %1 — Geber: %2, Abheben: %3.",
    "Knocks.": "Klopft.",
    "Cuts %1.": "Hebt %1 ab.",
    "You knock.": "Sie klopfen.",
    "You cut at %1.": "Sie heben %1 ab.",
    "Trump is %1.": "Trumpf ist %1.",
    "Schiebe! (over to %1)": "Schiebe! (an %1)",
    "Stöck": "Stöck",
    "Stöck! +%1": "Stöck! +%1",
    "Weis: %1": "Weis: %1",
    "Weis %1": "Weis %1",
    "Weis for %1: %n points.": ("Weis für %1: %n Punkt.", "Weis für %1: %n Punkte."),
    "Trick to %1 (%n points).": ("Stich an %1 (%n Punkt).", "Stich an %1 (%n Punkte)."),
    "Exchanges the trump 6 for %1.": "Tauscht die Trumpf-6 gegen %1.",
    "You exchange the trump 6 for %1.": "Sie tauschen die Trumpf-6 gegen %1.",
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
    "A hint is given when it is your turn.": "Einen Tipp gibt es, wenn Sie am Zug sind.",
    "Thinking about a hint…": "Ein Tipp wird überlegt …",
    "Hint: %1 — %2": "Tipp: %1 — %2",
    "Hint: %1": "Tipp: %1",
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
    "Target: %n points.": ("Ziel: %n Punkt.", "Ziel: %n Punkte."),
    "Played over %n hands.": ("Gespielt über %n Spiel.", "Gespielt über %n Spiele."),
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
    # Coiffeur: its table, choice, sheet and options; the direction of a Slalom or Guschti trick
    'Rows played': 'Gespielte Zeilen',
    '%1 ×%2: %3': '%1 ×%2: %3',
    'In Coiffeur only the team that chose the row writes: %1.': 'Im Coiffeur schreibt nur das Team, das die Zeile gewählt hat: %1.',
    'Everyone pushed: you must choose a row': 'Alle haben geschoben: Sie müssen eine Zeile wählen',
    'Your partner pushed: choose a row': 'Ihr Partner hat geschoben: wählen Sie eine Zeile',
    'Choose a row of your team': 'Wählen Sie eine Zeile Ihres Teams',
    'any mode': 'jede Spielart',
    'its start': 'Anfang wählen',
    'not any more': 'nicht mehr',
    'next player': 'Nächster wählt',
    'Choose a row of the Coiffeur table, or push.': 'Wählen Sie eine Zeile der Coiffeur-Tafel, oder schieben Sie.',
    'Choose a row of the Coiffeur table.': 'Wählen Sie eine Zeile der Coiffeur-Tafel.',
    '%1 ×%2: choose its mode': '%1 ×%2: Spielart wählen',
    'Back': 'Zurück',
    'Every row of both teams is played: %n rows each.': ('Jede Zeile beider Teams ist gespielt: je %n Zeile.', 'Jede Zeile beider Teams ist gespielt: je %n Zeilen.'),
    'Coiffeur': 'Coiffeur',
    'Coiffeur (four players, every row of the table)': 'Coiffeur (vier Spieler, jede Zeile der Tafel)',
    'Coiffeur, 8 rows': 'Coiffeur, 8 Zeilen',
    'The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6 and two jokers ×7, ×8': 'Die vier Farben ×1 bis ×4, Obenabe ×5, Undenufe ×6 und zwei Joker ×7, ×8',
    'Coiffeur, 10 rows': 'Coiffeur, 10 Zeilen',
    'The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 and two jokers ×9, ×10': 'Die vier Farben ×1 bis ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 und zwei Joker ×9, ×10',
    'Slalom may be chosen (×3 with multipliers)': 'Slalom wählbar (×3 mit Multiplikatoren)',
    'Coiffeur: push to the partner only': 'Coiffeur: nur zum Partner schieben',
    'Coiffeur: Stöck count': 'Coiffeur: Stöck zählen',
    'Slalom: Obenabe and Undenufe trick by trick, from the start the chooser names': 'Slalom: Obenabe und Undenufe Stich um Stich, ab dem Anfang, den der Ansager nennt',
    'Off: pushing passes the choice round the table; on: to the partner, as in Schieber': 'Aus: Schieben gibt die Wahl reihum weiter; an: zum Partner, wie im Schieber',
    "Stöck (20) count for the choosing team, times the row's factor": 'Stöck (20) zählen für das ansagende Team, mal dem Faktor der Zeile',
    'Coiffeur table:': 'Coiffeur-Tafel:',
    '%n rows': ('%n Zeile', '%n Zeilen'),
    'factors:': 'Faktoren:',
    'The factor of each row, in this order: %1': 'Der Faktor jeder Zeile, in dieser Reihenfolge: %1',
    'The Coiffeur table needs %n factors, whole numbers from 1 to 100.': ('Die Coiffeur-Tafel braucht %n Faktor, eine ganze Zahl von 1 bis 100.', 'Die Coiffeur-Tafel braucht %n Faktoren, ganze Zahlen von 1 bis 100.'),
    'Row': 'Zeile',
    'Coiffeur table': 'Coiffeur-Tafel',
    'Played as: %1': 'Gespielt als: %1',
    '%1: still to be played': '%1: noch zu spielen',
    '%1: being played now': '%1: wird jetzt gespielt',
    '%1: %2 points × %3 = %4': '%1: %2 Punkte × %3 = %4',
    'This trick: %1': 'Dieser Stich: %1',
    'This trick is played %1': 'Dieser Stich wird %1 gespielt',
}
