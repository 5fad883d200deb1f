"""The Italian texts of the user interface, by English source text (read by ``table_translator``).

Swiss Italian as Swisslos writes its Jass rules; card, suit, mode and Weis
names and the rule refusals are rendered by the engine itself.  The game words
and where they come from (docs/translations.md has the full list):

- briscola, mazziere, smazzata, presa, giocatore di mano, passare (the trump to
  the partner), obenabe and undenufe, and "mazza, saggio, presa" for Stöck,
  Weis and Stich (swisslos.ch/it, "Jass modalità Schieber");
- the Schieber keeps its name in Italian ("la modalità Schieber", Swisslos);
- alzare il mazzo for cutting, "chi dà le carte" (svizzeri.ch, "Jass: le
  coppie, chi dà le carte e chi comanda");
- the Jasstafel is the "lavagnetta" (villigercigars.com/it-ch, "Jass e sigari").

The player is addressed with "tu", as Italian games do.  Plural texts (``%n``)
have a tuple value (singular, plural).
"""

ITALIAN: dict[str, str | tuple[str, str]] = {
    # score sheet
    "Hand": "Smazzata",
    "Total": "Totale",
    "%1: cards %2, Weis %3, Stöck %4, match %5, ×%6 = %7": "%1: carte %2, saggi %3, mazza %4, match %5, ×%6 = %7",
    "Jasstafel": "Lavagnetta",
    "Schieber": "Schieber",
    "Schmaus": "Schmaus",
    "to %1": "a %1",
    '%1 · Partie %2 · %3': '%1 · partita %2 · %3',
    # main window: files, statistics, problems
    "&File": "&File",
    "&Open…": "&Apri…",
    "&Save": "&Salva",
    "Save &as…": "Salva &con nome…",
    "S&tatistics…": "S&tatistiche…",
    "%1[*] — JassDesk": "%1[*] — JassDesk",
    "JassDesk games (*%1);;All files (*)": "Partite JassDesk (*%1);;Tutti i file (*)",
    "Open a saved game": "Apri una partita salvata",
    "“%1” could not be opened.": "Impossibile aprire «%1».",
    "Opened %1.": "Aperto %1.",
    "The saved Partie could not be continued.": "La partita salvata non può essere ripresa.",
    "Save the Partie": "Salva la partita",
    "The Partie could not be saved as “%1”.": "Impossibile salvare la partita come «%1».",
    "Saved to %1.": "Salvata in %1.",
    "It was written by a newer version of JassDesk. Update JassDesk to open it; the file is left as it is.":
        "È stato scritto da una versione più recente di JassDesk. Aggiorna JassDesk per aprirlo; il file resta "
        "com'è.",
    "It is not a JassDesk game, or it has been damaged or edited. The file is left as it is.":
        "Non è una partita JassDesk, oppure il file è stato danneggiato o modificato. Il file resta com'è.",
    "The file or its folder cannot be used.": "Il file o la sua cartella non sono utilizzabili.",
    "Details: %1": "Dettagli: %1",
    "Not saved: %1": "Non salvato: %1",
    "JassDesk cannot save everything.": "JassDesk non riesce a salvare tutto.",
    "The autosave does not work: after a crash this Partie cannot be continued (File > Save as still works).":
        "Il salvataggio automatico non funziona: dopo un arresto anomalo questa partita non potrà essere ripresa "
        "(File > Salva con nome funziona ancora).",
    "the autosave": "il salvataggio automatico",
    "The statistics are not recorded: this Partie may be missing from them.":
        "Le statistiche non vengono registrate: questa partita potrebbe non comparirvi.",
    "the statistics": "le statistiche",
    "The settings cannot be saved: changes last until JassDesk closes.":
        "Le impostazioni non possono essere salvate: le modifiche valgono fino alla chiusura di JassDesk.",
    "the settings": "le impostazioni",
    "The log file cannot be written: problems are not recorded there.":
        "Il file di log non può essere scritto: i problemi non vi vengono registrati.",
    "the log file": "il file di log",
    "You can go on playing; still working: %1.": "Puoi continuare a giocare; ancora in funzione: %1.",
    "You can go on playing.": "Puoi continuare a giocare.",
    # continuing where the person stopped
    "Continue the Partie you left?": "Riprendere la partita interrotta?",
    "&Continue": "&Riprendi",
    "&New game": "&Nuova partita",
    "%1, hand %2": "%1, smazzata %2",
    "saved %1": "salvata il %1",
    "Unfinished Partie": "Partita non finita",
    "JassDesk found a damaged file and started without it.":
        "JassDesk ha trovato un file danneggiato ed è partito senza usarlo.",
    "JassDesk found damaged files and started without them.":
        "JassDesk ha trovato dei file danneggiati ed è partito senza usarli.",
    "The settings file could not be read. It was moved aside as “%1”; the default settings are used.":
        "Il file delle impostazioni non è leggibile. È stato messo da parte come «%1»; si usano le impostazioni "
        "predefinite.",
    "The settings file could not be read; the default settings are used.":
        "Il file delle impostazioni non è leggibile; si usano le impostazioni predefinite.",
    "The autosave “%1” could not be read. It was moved aside as “%2”.":
        "Il salvataggio automatico «%1» non è leggibile. È stato messo da parte come «%2».",
    "The autosave “%1” could not be read.": "Il salvataggio automatico «%1» non è leggibile.",
    "A new game has been dealt.": "Sono state date le carte per una nuova partita.",
    "Damaged files are kept for a look, in %1; JassDesk will not read them again.":
        "I file danneggiati restano conservati per un controllo, in %1; JassDesk non li leggerà più.",
    "The unfinished Partie was kept as %1 (File > Open).":
        "La partita non finita è stata conservata come %1 (File > Apri).",
    # a second JassDesk on the same folder (ui/instance.py)
    "Another JassDesk window left a Partie unfinished.":
        "Un'altra finestra di JassDesk ha lasciato una partita non finita.",
    "Continue it here? If not, it is kept among the saved games (File > Open).":
        "Riprenderla qui? Altrimenti resta tra le partite salvate (File > Apri).",
    "&Continue it": "&Riprendi qui",
    "&Keep it for later": "&Tienila per dopo",
    "JassDesk is already running with this folder; this window saves its Partie separately in %1.":
        "JassDesk è già aperto con questa cartella; questa finestra salva la sua partita a parte in %1.",
    "Saving separately: %1": "Salvataggio a parte: %1",
    "The other JassDesk window did not answer. Nothing is lost: the next start offers to continue both Partien.":
        "L'altra finestra di JassDesk non ha risposto. Non si perde nulla: al prossimo avvio JassDesk proporrà di "
        "riprendere entrambe le partite.",
    "The other window's Partie was kept as %1 (File > Open).":
        "La partita dell'altra finestra è stata conservata come %1 (File > Apri).",
    # unexpected errors
    "the terminal (no log file could be opened)": "il terminale (non è stato possibile aprire un file di log)",
    "Something went wrong inside JassDesk.": "Si è verificato un errore in JassDesk.",
    "The game goes on if it can. The details are written to %1; please include that file when you report "
    "the problem.":
        "Il gioco continua, se possibile. I dettagli sono scritti in %1; allega quel file quando segnali il "
        "problema.",
    # main window
    "The AI failed: %1": "L'IA ha avuto un errore: %1",
    "JassDesk": "JassDesk",
    "&Game": "&Gioco",
    "&View": "&Visualizza",
    "&Help": "&Aiuto",
    "&Deck": "&Mazzo",
    "Card &back": "&Dorso delle carte",
    "&New game…": "&Nuova partita…",
    "&Hint": "&Suggerimento",
    "&Last trick": "&Ultima presa",
    "&Settings…": "&Impostazioni…",
    "&Quit": "&Esci",
    "&Full screen": "Schermo &intero",
    "&Rules": "&Regole",
    "&About JassDesk": "&Informazioni su JassDesk",
    "&Score sheet": "&Lavagnetta",
    "Score sheet": "Lavagnetta",
    "About JassDesk": "Informazioni su JassDesk",
    # About and licences (the licence texts themselves stay in English)
    "The Swiss card game Jass — Schieber, Schmaus, Coiffeur and Differenzler — offline, with AI players and hints.":
        "Lo jass, il gioco di carte svizzero — Schieber, Schmaus, Coiffeur e Differenzler — offline, con giocatori "
        "IA e suggerimenti.",
    "Copyright © the JassDesk contributors. Free software under the GNU General Public License, version 3 or "
    "later; it comes with no warranty.":
        "Copyright © i contributori di JassDesk. Software libero sotto la GNU General Public License, versione 3 "
        "o successiva; senza alcuna garanzia.",
    "Licences of JassDesk and of the software it is built on:":
        "Licenze di JassDesk e del software su cui si basa:",
    "JassDesk is free software: you may share and change it under the terms of the GNU General Public License "
    "as published by the Free Software Foundation, version 3 or (at your option) any later version. It comes "
    "WITHOUT ANY WARRANTY.":
        "JassDesk è software libero: puoi ridistribuirlo e modificarlo secondo i termini della GNU General Public "
        "License pubblicata dalla Free Software Foundation, versione 3 o (a tua scelta) qualsiasi versione "
        "successiva. È fornito SENZA ALCUNA GARANZIA.",
    "Card art — CC BY 4.0": "Disegni delle carte — CC BY 4.0",
    "The card faces, the backs and the icon are original art made for JassDesk, licensed under Creative Commons "
    "Attribution 4.0 International: %1":
        "Le facce delle carte, i dorsi e l'icona sono disegni originali creati per JassDesk, con licenza Creative "
        "Commons Attribuzione 4.0 Internazionale: %1",
    "Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser General Public License, "
    "version 3. Their source code: %1 and %2":
        "Qt e Qt for Python (PySide6, Shiboken6) sono usati senza modifiche sotto la GNU Lesser General Public "
        "License, versione 3. Il loro codice sorgente: %1 e %2",
    "Python and its standard library are used under the Python Software Foundation License.":
        "Python e la sua libreria standard sono usati sotto la Python Software Foundation License.",
    "platformdirs finds the folders for the settings, the games and the log; MIT License.":
        "platformdirs trova le cartelle per le impostazioni, le partite e il log; licenza MIT.",
    "DejaVu fonts": "Caratteri DejaVu",
    "The DejaVu Sans font is shipped for systems that have no font of their own (Bitstream Vera and Arev font "
    "licences).":
        "Il carattere DejaVu Sans è fornito per i sistemi che non ne hanno uno proprio (licenze dei caratteri "
        "Bitstream Vera e Arev).",
    "Other bundled software": "Altro software incluso",
    "What the installable bundle carries besides: PyInstaller's start-up program and, on Linux, libraries of "
    "the system it was built on.":
        "Ciò che il pacchetto installabile contiene inoltre: il programma di avvio di PyInstaller e, su Linux, "
        "librerie del sistema su cui è stato creato.",
    # new game
    "New game": "Nuova partita",
    "Schieber (four players, two teams)": "Schieber (quattro giocatori, due squadre)",
    "Schmaus (two players, with a stock)": "Schmaus (due giocatori, con tallone)",
    "&Game:": "&Gioco:",
    "Rules": "Regole",
    "May trump instead of following suit": "Briscola anche potendo rispondere al seme",
    "Under-trumping forbidden": "Vietato giocare una briscola più bassa",
    "Weis": "Saggi",
    "Stöck announced automatically": "Mazza annunciata automaticamente",
    "Undenufe counts ×4": "Undenufe vale ×4",
    "Whoever draws an %1 deals": "Chi pesca un %1 fa il mazziere",
    "Turn order:": "Senso di gioco:",
    "Match bonus:": "Premio match:",
    "to": "a",
    "The Partie goes:": "La partita va:",
    "Players": "Giocatori",
    "you": "tu",
    "&Deck:": "&Mazzo:",
    "&Deal": "&Dai le carte",
    "Rules:": "Regole:",
    '&Rules in detail': '&Regole nel dettaglio',
    'Every rule option of this game, one by one': 'Ogni opzione di regola di questo gioco, una per una',
    "your own rules": "le tue regole",
    "Swiss standard to 1000": "Standard svizzero a 1000",
    "As most Swiss play it: Weis, match +100, you may trump instead of following suit, no under-trumping":
        "Come si gioca di solito in Svizzera: saggi, match +100, briscola anche potendo rispondere al seme, "
        "niente briscola più bassa",
    "2500 with multipliers": "2500 con moltiplicatori",
    "Swiss standard to 2500 with the multipliers of the Swisslos tables":
        "Standard svizzero a 2500 con i moltiplicatori delle tabelle Swisslos",
    "Simple Schieber (follow suit, no Weis)": "Schieber semplice (rispondere, senza saggi)",
    "The simplest rules to learn with: you must follow suit, no Weis, no match bonus":
        "Le regole più semplici per imparare: rispondere al seme, senza saggi, senza premio match",
    "Schmaus to 1000": "Schmaus a 1000",
    "Free play while the stock lasts, Weis with every card, match +100":
        "Gioco libero finché dura il tallone, saggi con ogni carta, match +100",
    "Bauer exception: need not be played": "Eccezione del Bauer: non va giocato per forza",
    "Trumpfzwang: void in the led suit, must trump": "Briscola obbligatoria per chi non risponde al seme",
    "Multipliers (×1 to ×3 by trump)": "Moltiplicatori (da ×1 a ×3 secondo la briscola)",
    "Klopfen: the cutter may knock": "Bussare: chi alza può bussare",
    "When trump is led and the Bauer is your only trump, you may keep it":
        "Quando esce briscola e il Bauer è la tua unica briscola, puoi tenerlo",
    "Instead of cutting, the player who cuts may knock (everyone at the table agrees to it by choosing this)":
        "Invece di alzare il mazzo, chi alza può bussare (scegliendo questa regola, tutto il tavolo è d'accordo)",
    "After a non-trump lead was trumped, a lower trump may not be played unless you hold only trumps":
        "Se su un altro seme è già stata giocata briscola, non puoi giocarne una più bassa, a meno di avere solo "
        "briscole",
    "Clockwise": "Orario",
    "Counter-clockwise": "Antiorario",
    "Clockwise: the Vorhand sits at the dealer's left; counter-clockwise: at his right":
        "Orario: il giocatore di mano siede a sinistra del mazziere; antiorario: alla sua destra",
    "or over": "o in",
    "points": ("punto", "punti"),
    "hands": ("smazzata", "smazzate"),
    "%1 and %2": "%1 e %2",
    "%1 ×1, %2 ×2, Obenabe and Undenufe ×3; they multiply everything a hand scores":
        "%1 ×1, %2 ×2, obenabe e undenufe ×3; moltiplicano tutto ciò che segna una smazzata",
    # undo and replay: practice games, deal codes, the Expert in the person's seat
    "The Expert's replay failed: %1": "La rigiocata dell'Esperto non è riuscita: %1",
    '&Undo my last decision': '&Annulla la mia ultima decisione',
    'Undo is for practice games: start one with New game > Practice game.': 'Annullare è possibile solo nelle partite di allenamento: Nuova partita > Partita di allenamento.',
    'Nothing of yours to take back yet.': 'Ancora niente di tuo da annullare.',
    'Take back your last decision and what the others played after it.': 'Riprende la tua ultima decisione e ciò che gli altri hanno giocato dopo.',
    'Your last decision was taken back.': 'La tua ultima decisione è stata ripresa.',
    '&Practice game (undo allowed)': 'Partita di &allenamento (annullare permesso)',
    'Ctrl+Z takes back your last decision, as often as you like; the statistics keep practice games apart': 'Ctrl+Z riprende la tua ultima decisione, tutte le volte che vuoi; le statistiche tengono a parte le partite di allenamento',
    'The code shown after a hand and on the score sheet: enter it to be dealt the same cards':
        'Il codice mostrato dopo una smazzata e sulla lavagnetta: inseriscilo per ricevere le stesse carte',
    'Deal &code (optional):': '&Codice smazzata (facoltativo):',
    'A deal code has 15 letters and digits (the dashes do not count).': 'Un codice smazzata ha 15 lettere e cifre (i trattini non contano).',
    '“%1” does not occur in deal codes.': '«%1» non compare nei codici smazzata.',
    'This deal code has a typo: compare it character by character.': 'Questo codice smazzata contiene un errore di battitura: confrontalo carattere per carattere.',
    'This is not a deal code of this version of JassDesk.': 'Questo non è un codice smazzata di questa versione di JassDesk.',
    'This deal code is for %1: choose that game or clear the code.': 'Questo codice smazzata vale per %1: scegli quel gioco o cancella il codice.',
    'Deal code: %1': 'Codice smazzata: %1',
    'Copy code': 'Copia il codice',
    'Expert in my seat': "L'Esperto al mio posto",
    'Play this deal again with the Expert in your seat (same cards, same players around you) and compare the results': "Rigioca questa smazzata con l'Esperto al tuo posto (stesse carte, stessi giocatori intorno a te) e confronta i risultati",
    'Deal code %1 copied: New game deals these cards again.': 'Codice smazzata %1 copiato: Nuova partita distribuisce di nuovo queste carte.',
    'The Expert is playing your cards…': "L'Esperto gioca le tue carte…",
    'The Expert is playing…': "L'Esperto gioca…",
    'The same cards with the Expert in your seat': "Le stesse carte, l'Esperto al tuo posto",
    'Played': 'Giocato',
    'Written for your side': 'Segnato per la tua squadra',
    'Written for the other side': "Segnato per l'altra squadra",
    'Same deal, same dealer, the same players around you: only your seat was played by the Expert.': "Stessa smazzata, stesso mazziere, stessi giocatori intorno a te: solo il tuo posto è stato giocato dall'Esperto.",
    'Back to the hand': 'Torna alla smazzata',
    'Hand %1, the same cards: you %2, the Expert in your seat %3.': "Smazzata %1, stesse carte: tu %2, l'Esperto al tuo posto %3.",
    'practice game': 'partita di allenamento',
    'Undo': 'Annulla',
    'Take back your last decision and what the others played after it (Ctrl+Z)': 'Riprende la tua ultima decisione e ciò che gli altri hanno giocato dopo (Ctrl+Z)',
    'Nothing of yours to take back yet': 'Ancora niente di tuo da annullare',
    '&Practice games too': 'Anche le partite di &allenamento',
    'Count the practice games, where decisions could be taken back, in the figures and the trend (they are marked there)': "Conta le partite di allenamento, in cui le decisioni si potevano riprendere, nelle cifre e nell'andamento (vi sono segnate)",
    # a running Partie is not replaced without asking
    "Leave the Partie in progress?": "Lasciare la partita in corso?",
    "It is kept among the saved games: File > Open continues it later.":
        "Resta tra le partite salvate: la riprendi più tardi con File\u00a0>\u00a0Apri.",
    "&Open the other game": "&Apri l'altra partita",
    "&Start the new game": "&Inizia la nuova partita",
    "&Keep playing": "&Continua a giocare",
    "The Partie in progress could not be kept.": "Impossibile conservare la partita in corso.",
    "It is still on the table.": "È ancora sul tavolo.",
    "The Partie in progress was kept as %1.": "La partita in corso è stata conservata come %1.",
    # dialogs helpers
    "Random": "Casuale",
    "%1: %2": "%1: %2",
    "Plays any allowed card at random: a yardstick rather than an opponent.": "Gioca a caso una carta permessa: più un metro di paragone che un avversario.",
    "Plays by simple habits (follows low, takes a rich trick) and often carelessly.": "Gioca con abitudini semplici (risponde basso, prende una presa ricca) e spesso distrattamente.",
    "Plays like a good club player: draws trumps, gives points to the partner's trick, reads the partner's signals.": "Gioca come un buon giocatore di club: tira le briscole, carica la presa del compagno, legge i suoi segnali.",
    "Thinks each card through by playing the hand out in thousands of possible deals, about a second per card.": "Riflette su ogni carta giocando la smazzata fino in fondo in migliaia di distribuzioni possibili, circa un secondo per carta.",
    "Beginner": "Principiante",
    "Medium": "Medio",
    "Expert": "Esperto",
    "Swiss (Rosen, Eicheln, Schilten, Schellen)": "Carte svizzere tedesche (rose, ghiande, scudi, campanelli)",
    "French (hearts, diamonds, spades, clubs)": "Carte francesi (cuori, quadri, picche, fiori)",
    "French, four colours": "Carte francesi, quattro colori",
    "Blue": "Blu",
    "Red": "Rosso",
    "Green": "Verde",
    "You": "Tu",
    "You (bottom):": "Tu (in basso):",
    "Opponent (top):": "Avversario (in alto):",
    "Left opponent:": "Avversario a sinistra:",
    "Partner (top):": "Compagno (in alto):",
    "Right opponent:": "Avversario a destra:",
    # rules help (the rule book itself is jassdesk/help/rules_it.html)
    "Find in the rules (Ctrl+F)": "Cerca nelle regole (Ctrl+F)",
    "Previous match (Shift+F3)": "Risultato precedente (Maiusc+F3)",
    "Next match (F3)": "Risultato successivo (F3)",
    "Not found": "Non trovato",
    "%1 of %2": "%1 di %2",
    # settings
    "Settings": "Impostazioni",
    "Card &back:": "&Dorso delle carte:",
    "&Language:": "&Lingua:",
    "Instant (no motion)": "Istantanee (senza movimento)",
    "Fast": "Veloci",
    "Normal": "Normali",
    "Slow": "Lente",
    "&Animations:": "&Animazioni:",
    "AI &pace (pause after each AI move):": "&Ritmo dell'IA (pausa dopo ogni mossa):",
    "Off": "Disattivati",
    "On request (H)": "Su richiesta (H)",
    "Always shown": "Sempre visibili",
    "&Hints:": "&Suggerimenti:",
    "%1 s": "%1 s",
    # table
    "The hint failed: %1": "Il suggerimento non è riuscito: %1",
    "%1 & %2": "%1 e %2",
    "An As: %1 deals.": "Un asso: %1 fa il mazziere.",
    "Highest card: %1 chooses who deals.": "Carta più alta: %1 sceglie il mazziere.",
    "%1 deals.": "%1 dà le carte.",
    "Knocks.": "Bussa.",
    "Cuts %1.": "Alza %1.",
    "Trump is %1.": "Briscola: %1.",
    "Schiebe! (over to %1)": "Passo! (a %1)",
    "Stöck": "Mazza",
    "Stöck! +%1": "Mazza! +%1",
    "Weis: %1": "Saggio: %1",
    "Weis %1": "Saggio %1",
    "Exchanges the trump 6 for %1.": "Scambia il 6 di briscola con %1.",
    "Your seat": "Il tuo posto",
    "AI: %1": "IA: %1",
    "D": "M",
    "V": "P",
    "%1 — dealer: %2, Vorhand: %3": "%1 — mazziere: %2, di mano: %3",
    "yes": "sì",
    "no": "no",
    "Trump": "Briscola",
    "Mode": "Modalità",
    "%1 is thinking…": "%1 sta pensando…",
    "Your partner pushed: choose the trump": "Il tuo compagno ha passato: scegli la briscola",
    "Choose the trump": "Scegli la briscola",
    "Schieben": "Passare",
    "partner chooses": "sceglie il compagno",
    "Choose the trump or push it to your partner.": "Scegli la briscola o passa al tuo compagno.",
    # issue 29: the status line of the choice, the draw for the dealer, the keys over dimmed cards
    'Your partner pushed to you: choose the trump.': 'Il tuo compagno ti ha passato la scelta: scegli la briscola.',
    'Choose the trump.': 'Scegli la briscola.',
    '%1 (tie)': '%1 (pari)',
    'Equal cards: everybody draws again (round %1).': 'Carte uguali: tutti pescano di nuovo (giro %1).',
    '%1 (dimmed cards skipped). %2': '%1 (carte attenuate saltate). %2',
    "Cut the pack: click where to cut": "Alza il mazzo: fai clic dove alzare",
    "Knock": "Bussa",
    "Your cut: click between two cards of the pack.": "Tocca a te alzare: fai clic tra due carte del mazzo.",
    "You drew the highest card: who deals?": "Hai la carta più alta: chi dà le carte?",
    "I deal": "Do io le carte",
    "Choose who deals the first hand.": "Scegli chi dà le carte nella prima smazzata.",
    "Announce Stöck": "Annuncia la mazza",
    "Exchange the trump 6": "Scambia il 6 di briscola",
    "Your turn: play a card.": "Tocca a te: gioca una carta.",
    "Hints are switched off (Settings).": "I suggerimenti sono disattivati (Impostazioni).",
    "A hint is given when it is your turn.": "Il suggerimento arriva quando tocca a te.",
    "Thinking about a hint…": "Sto cercando un suggerimento…",
    "Hint: %1 — %2": "Suggerimento: %1 — %2",
    "Hint: %1": "Suggerimento: %1",
    "No trick has been played in this hand yet.": "In questa smazzata non è ancora stata fatta nessuna presa.",
    "Last trick — taken by %1": "Ultima presa — fatta da %1",
    "Last trick: %1.": "Ultima presa: %1.",
    "Card points": "Punti delle carte",
    "Match": "Match",
    "Multiplier": "Moltiplicatore",
    "Written this hand": "Segnati in questa smazzata",
    "Hand %1": "Smazzata %1",
    "The hand ended early: a side reached the target.":
        "La smazzata è finita prima: una squadra ha raggiunto l'obiettivo.",
    "Continue": "Continua",
    "Hand over. Continue when you are ready (Enter).": "Smazzata finita. Continua quando sei pronto (Invio).",
    "The Partie is drawn": "La partita finisce in parità",
    "You win the Partie!": "Hai vinto la partita!",
    "You and %1 win the Partie!": "Tu e %1 vincete la partita!",
    "%1 win the Partie": "%1 vincono la partita",
    "%1 wins the Partie": "%1 vince la partita",
    "Hands played": "Smazzate giocate",
    "Final score": "Punteggio finale",
    "Next Partie": "Partita successiva",
    "New game…": "Nuova partita…",
    # statistics window
    "All games": "Tutti i giochi",
    "All levels": "Tutti i livelli",
    "No AI": "Senza IA",
    "Game": "Gioco",
    "AI level": "Livello dell'IA",
    "Partien": "Partite",
    "Won": "Vinte",
    "Win rate": "Percentuale di vittorie",
    "Hands": "Smazzate",
    "Ø points": "Ø punti",
    "Ø opp.": "Ø avv.",
    "Matches": "Match",
    "The game played": "Il gioco giocato",
    "The AI level of the Partie: the most common level among the other players, on a tie the stronger one":
        "Il livello dell'IA della partita: il più frequente tra gli altri giocatori, a parità il più forte",
    "Finished Partien": "Partite finite",
    "Partien won by your side": "Partite vinte dalla tua squadra",
    "Share of the finished Partien won by your side": "Quota delle partite finite vinte dalla tua squadra",
    "Hands played, also in Partien not yet finished": "Smazzate giocate, anche in partite non ancora finite",
    "Average points per hand written for your side": "Punti segnati in media per smazzata dalla tua squadra",
    "Average points per hand written for the opponents": "Punti segnati in media per smazzata dagli avversari",
    "Hands in which your side took every trick": "Smazzate in cui la tua squadra ha fatto tutte le prese",
    "Weis points announced by your side": "Punti di saggi annunciati dalla tua squadra",
    "%1 won, %2 lost, %3 drawn": "%1 vinte, %2 perse, %3 pari",
    "Statistics": "Statistiche",
    "Your statistics": "Le tue statistiche",
    "AI &level:": "&Livello dell'IA:",
    "Partien finished": ("Partita finita", "Partite finite"),
    "Hands recorded": ("Smazzata registrata", "Smazzate registrate"),
    "Matches made": ("Match realizzato", "Match realizzati"),
    "Points per hand (opponents)": "Punti a smazzata (avv.)",
    "Weis points": "Punti di saggi",
    "&Export CSV…": "&Esporta CSV…",
    "Save every recorded hand as a CSV file for a spreadsheet":
        "Salva ogni smazzata registrata in un file CSV per un foglio di calcolo",
    "C&lear history…": "&Cancella la cronologia…",
    "Delete all recorded Partien and hands": "Elimina tutte le partite e smazzate registrate",
    "&Close": "&Chiudi",
    "Exported %n hands to %1.": ("Esportata %n smazzata in %1.", "Esportate %n smazzate in %1."),
    "The export failed.": "L'esportazione non è riuscita.",
    "The statistics were cleared.": "Le statistiche sono state cancellate.",
    "Export statistics": "Esporta le statistiche",
    "CSV files (*.csv);;All files (*)": "File CSV (*.csv);;Tutti i file (*)",
    "The statistics could not be exported:\n%1": "Impossibile esportare le statistiche:\n%1",
    "Clear history": "Cancella la cronologia",
    "Delete all recorded statistics?\nFinished Partien: %1, hands: %2.\n"
    "This cannot be undone; export them first to keep a copy.":
        "Eliminare tutte le statistiche registrate?\nPartite finite: %1, smazzate: %2.\n"
        "Non si può annullare; esportale prima per tenerne una copia.",
    "The statistics could not be cleared:\n%1": "Impossibile cancellare le statistiche:\n%1",
    "The statistics are being written; the latest hands are not counted here yet.":
        "Le statistiche sono in corso di scrittura; le ultime smazzate non sono ancora contate qui.",
    "Another program is using the statistics file (a backup or sync tool, or a second JassDesk). The records "
    "wait and are written as soon as it is free; nothing is lost.":
        "Un altro programma sta usando il file delle statistiche (un backup, uno strumento di sincronizzazione o "
        "un secondo JassDesk). I dati aspettano e vengono scritti appena è libero; non si perde nulla.",
    "No finished Partien yet": "Ancora nessuna partita finita",
    "Choose another game or AI level above.": "Scegli sopra un altro gioco o livello dell'IA.",
    "Finish a Partie to see your win rate and points per hand here.":
        "Finisci una partita per vedere qui la tua percentuale di vittorie e i punti per smazzata.",
    "Partien, oldest to newest": "Partite, dalla più vecchia alla più recente",
    "Points per hand": "Punti per smazzata",
    "Win rate over the last %n Partien": ("Percentuale di vittorie nell'ultima partita",
                                          "Percentuale di vittorie nelle ultime %n partite"),
    "Your points per hand": "I tuoi punti per smazzata",
    "won": "vinta",
    "lost": "persa",
    "drawn": "pari",
    "Partie %1 (%2): %3": "Partita %1 (%2): %3",
    "%1 points per hand (opponents %2) in %3": "%1 punti per smazzata (avversari %2) in %3",
    "Win rate over the last %n Partien: %1":
        ("Percentuale di vittorie nell'ultima partita: %1", "Percentuale di vittorie nelle ultime %n partite: %1"),
    "%1 (mixed levels, counted as %2)": "%1 (livelli misti, contata come %2)",
    "%1 (%2)": "%1 (%2)",
    "%n mixed": ("%n mista", "%n miste"),
    "%n Partien had AI players of different levels. Each is counted under the most common level among its AI "
    "players, on a tie the stronger one:":
        ("%n partita aveva giocatori IA di livelli diversi. Conta al livello più frequente tra loro, a parità al "
         "più forte:",
         "%n partite avevano giocatori IA di livelli diversi. Ognuna conta al livello più frequente tra loro, a "
         "parità al più forte:"),
    "%1: %2×": "%1: %2×",
    "The statistics cannot be read": "Le statistiche non sono leggibili",
    # the table package (issue 11)
    'An As: you deal.': 'Un asso: fai tu il mazziere.',
    'Highest card: you choose who deals.': 'Carta più alta: scegli tu il mazziere.',
    'You deal.': 'Dai tu le carte.',
    'Hand %1 — dealer: %2, cut: %3.': 'Smazzata %1 — mazziere: %2, alza: %3.',
    'You knock.': 'Bussi.',
    'You cut at %1.': 'Alzi a %1.',
    'Weis for %1: %n points.': ('Saggi per %1: %n punto.', 'Saggi per %1: %n punti.'),
    'Trick to %1 (%n points).': ('Presa per %1 (%n punto).', 'Presa per %1 (%n punti).'),
    'Weis for you: %n points.': ('Saggi per te: %n punto.', 'Saggi per te: %n punti.'),
    'Weis for your team: %n points.': ('Saggi per la tua squadra: %n punto.', 'Saggi per la tua squadra: %n punti.'),
    'Trick to you (%n points).': ('Presa per te (%n punto).', 'Presa per te (%n punti).'),
    "Schiebe! (over to you)": "Passo! (a te)",
    "Hand %1 — you deal, %2 cuts.": "Smazzata %1 — dai tu le carte, %2 alza.",
    "Hand %1 — %2 deals, you cut.": "Smazzata %1 — %2 dà le carte, alzi tu.",
    "Last trick — taken by you": "Ultima presa — fatta da te",
    "In Coiffeur only the team that chose the row writes: your team.":
        "Nel Coiffeur scrive solo la squadra che ha scelto la riga: la tua squadra.",
    "You share the first place with %1": "Condividi il primo posto con %1",
    'You exchange the trump 6 for %1.': 'Scambi il 6 di briscola con %1.',
    'Choose with the arrow keys, then press Enter.': 'Scegli con le frecce, poi premi Invio.',
    'Cut at %1: Enter cuts.': 'Alzare a %1: Invio alza.',
    'Choose where to cut with the arrow keys, then press Enter.': 'Scegli dove alzare con le frecce, poi premi Invio.',
    'Played over %n hands.': ('Giocata in %n smazzata.', 'Giocata in %n smazzate.'),
    'Target: %n points.': ('Obiettivo: %n punto.', 'Obiettivo: %n punti.'),
    '%n hands': ('%n smazzata', '%n smazzate'),
    'Card points taken in this hand: %1': 'Punti delle carte presi in questa smazzata: %1',
    'Last trick (L)': 'Ultima presa (L)',
    'Small': 'Piccole',
    'Large': 'Grandi',
    'Card &size:': '&Dimensione delle carte:',
    'Settings apply at once and are kept for the next start.':
        'Le impostazioni valgono subito e restano per il prossimo avvio.',
    "%1's turn.": 'Tocca a %1.',
    'Why? The rule…': 'Perché? La regola…',
    # the review after a hand
    'Review': 'Analisi',
    'Re&view a hand…': 'A&nalizza una smazzata…',
    'Review a hand of a sa&ved game…': 'Analizza una smazzata di una partita sal&vata…',
    'Review a hand': 'Analizza una smazzata',
    'Review a saved game': 'Analizza una partita salvata',
    'No hand of this Partie is finished yet.': 'Nessuna smazzata di questa partita è ancora finita.',
    'This Partie has no finished hand to review.': 'Questa partita non ha smazzate finite da analizzare.',
    'Which hand?': 'Quale smazzata?',
    'Review: %1.': 'Analisi: %1.',
    'Review: no inaccuracy, no mistake.': 'Analisi: nessuna imprecisione, nessun errore.',
    'Reviewing your decisions… %1 of %2': 'Analisi delle tue scelte… %1 di %2',
    'You chose %1': 'Hai scelto %1',
    '%1 chose %2': '%1 ha scelto %2',
    'You pushed, %1 chose %2': 'Hai passato, %1 ha scelto %2',
    '%1 pushed, you chose %2': '%1 ha passato, hai scelto %2',
    '%1 pushed, %2 chose %3': '%1 ha passato, %2 ha scelto %3',
    'Review of hand %1': 'Analisi della smazzata %1',
    'Deal': 'Distribuzione',
    'Back': 'Indietro',
    'Forward': 'Avanti',
    'Last trick': 'Ultima presa',
    'Find a better card': 'Trova una carta migliore',
    'Close': 'Chiudi',
    'Judged by the points a choice gives up, over the deals you could not tell apart then (never the open hands): Best up to %1, Good up to %2, Inaccuracy up to %3, Mistake up to %4, Blunder beyond.': 'Giudicato dai punti che una scelta regala, sulle distribuzioni che allora non potevi distinguere (mai a carte scoperte): Migliore fino a %1, Buona fino a %2, Imprecisione fino a %3, Errore fino a %4, oltre Errore grave.',
    'Best': 'Migliore',
    'Good': 'Buona',
    'Inaccuracy': 'Imprecisione',
    'Mistake': 'Errore',
    'Blunder': 'Errore grave',
    'Forced': 'Forzata',
    'nothing': 'niente',
    'Announcement: %1': 'Annuncio: %1',
    'Trump 6: %1': '6 di briscola: %1',
    'exchanged': 'scambiato',
    'kept': 'tenuto',
    'Trump choice: %1': 'Scelta della briscola: %1',
    'Card: %1': 'Carta: %1',
    'the only legal choice.': "l'unica scelta permessa.",
    'Which card would you play now? Click it among your cards.': 'Quale carta giocheresti ora? Cliccala tra le tue carte.',
    'Better: %1.': 'Meglio: %1.',
    'The deal': 'La distribuzione',
    'Trick %1 of %2': 'Presa %1 di %2',
    'taken by %1': 'fatta da %1',
    'taken by you': 'fatta da te',
    'Your decisions are being judged…': 'Le tue scelte sono in corso di analisi…',
    'No decision of yours here.': 'Qui non hai scelto nulla.',
    'Your pick, %1, is the best choice.': 'La tua scelta, %1, è la migliore.',
    'Your pick, %1, would have been: %2.': 'La tua scelta, %1, sarebbe stata: %2.',
    'Judging your decisions: %1 of %2': 'Analisi delle tue scelte: %1 di %2',
    'The review failed: %1': "L'analisi non è riuscita: %1",
    'Partie %1: %2 mistakes and blunders, %3 inaccuracies per hand': 'Partita %1: %2 errori ed errori gravi, %3 imprecisioni per smazzata',
    'Review: mistakes and blunders per hand': 'Analisi: errori ed errori gravi per smazzata',
    'No reviewed hand yet: every hand you finish is reviewed after it ends.': 'Nessuna smazzata analizzata per ora: ogni smazzata finita viene analizzata alla fine.',
    'Better: exchange the trump 6.': 'Meglio: scambiare il 6 di briscola.',
    'Better: keep the trump 6.': 'Meglio: tenere il 6 di briscola.',
    '%n inaccuracies': ('%n imprecisione', '%n imprecisioni'),
    '%n mistakes': ('%n errore', '%n errori'),
    '%n blunders': ('%n errore grave', '%n errori gravi'),
    '%n hands reviewed': ('%n smazzata analizzata', '%n smazzate analizzate'),
    'about %n points given up.': ('circa %n punto regalato.', 'circa %n punti regalati.'),
    # the review's better line and the Schmaus stock (issue 30)
    "In the last four tricks each of those deals is solved exactly, every hand open in it.":
        "Nelle ultime quattro prese ognuna di queste smazzate è risolta esattamente, con tutte le carte scoperte.",
    "With the %1 this trick went to %2 (%n points).": ("Con %1 questa presa è andata a %2 (%n punto).",
                                                        "Con %1 questa presa è andata a %2 (%n punti)."),
    "With the %1 your side takes %n points fewer in these tricks.":
        ("Con %1 la vostra squadra fa %n punto in meno in queste prese.",
         "Con %1 la vostra squadra fa %n punti in meno in queste prese."),
    "With the %1 you take %n points fewer in these tricks.": ("Con %1 fai %n punto in meno in queste prese.",
                                                              "Con %1 fai %n punti in meno in queste prese."),
    "Stock: %n cards, the next %1.": ("Tallone: %n carta, la prossima %1.", "Tallone: %n carte, le prossime %1."),
    "each side's best play, every hand open": "il gioco migliore di ciascuna squadra, tutte le carte scoperte",
    "played on as club players would": "giocato come farebbero giocatori di club",
    "Line with %1 (%2):": "Seguito con %1 (%2):",
    "Turned up: %1.": "Carta girata: %1.",
    "The stock is used up.": "Il tallone è esaurito.",
    "Stock and turned card": "Tallone e carta girata",
    "Your decisions here": "Le tue decisioni qui",
    # Differenzler: the bid, the plates, the sheet, New game, statistics (issue 15)
    'Bid': 'Prevedi',
    'Bids': 'Previsioni',
    'Suggest': 'Suggerisci',
    'The hint: what the Expert would bid, and why (H)': "Il suggerimento: cosa prevederebbe l'Esperto, e perché (H)",
    '%1 to %2 points': 'da %1 a %2 punti',
    'How many points will you make? Type a number or move the slider, then press Enter.':
        'Quanti punti farai? Scrivi un numero o sposta il cursore, poi premi Invio.',
    'Type a number or move the slider first.': 'Prima scrivi un numero o sposta il cursore.',
    'Your bid': 'La tua previsione',
    'Your bid. Bids so far: %1.': 'La tua previsione. Previsioni finora: %1.',
    'Your bid: how many points will you make?': 'La tua previsione: quanti punti farai?',
    'I bid %1.': 'Prevedo %1.',
    'I have bid.': 'Ho fatto la mia previsione.',
    'You bid %1.': 'Prevedi %1.',
    'Trump drawn at random: %1.': 'Briscola estratta a caso: %1.',
    'Trump is %1, turned: your card.': 'La briscola è %1, scoperta: la tua carta.',
    "Trump is %1, turned: %2's card.": 'La briscola è %1, scoperta: la carta di %2.',
    'Your points in this hand: %1': 'I tuoi punti in questa smazzata: %1',
    'bid %1': 'prevede %1',
    "Bid %1; the others' points are not shown.": 'Previsione %1; i punti degli altri non si vedono.',
    'bid ✓': 'previsto ✓',
    "Has bid; the value is shown with the hand's result.":
        'Ha fatto la previsione; il numero si vede con il risultato della smazzata.',
    'You have %1 of your %2 points: %n still to make.':
        ('Hai %1 dei tuoi %2 punti: ancora %n da fare.',
         'Hai %1 dei tuoi %2 punti: ancora %n da fare.'),
    'You have exactly your %1 points.': 'Hai esattamente i tuoi %1 punti.',
    'You have %1 points, %n over your bid of %2.':
        ('Hai %1 punti, %n oltre la tua previsione di %2.',
         'Hai %1 punti, %n oltre la tua previsione di %2.'),
    'Points made': 'Punti fatti',
    'Penalty': 'Penalità',
    'Total penalty': 'Penalità totale',
    '%1 share the first place': '%1 si dividono il primo posto',
    'Place': 'Posto',
    '%1: bid %2, made %3, penalty %4': '%1: previsione %2, fatti %3, penalità %4',
    'Each cell: bid/points made → penalty. The lowest total penalty wins.':
        'Ogni casella: previsione/punti fatti → penalità. Vince la penalità totale più bassa.',
    '%1: place %2, total penalty %3': '%1: posto %2, penalità totale %3',
    'Trump: %1': 'Briscola: %1',
    'Bids and penalties': 'Previsioni e penalità',
    'Differenzler': 'Differenzler',
    'Differenzler (four players alone, bid your points)':
        'Differenzler (quattro giocatori da soli, prevedi i tuoi punti)',
    'Differenzler, 8 hands': 'Differenzler, 8 smazzate',
    'As Swisslos plays it: hidden bids, the turned card fixes trump, the lowest total penalty wins':
        ('Come da Swisslos: previsioni nascoste, la carta scoperta fissa la briscola, vince la penalità '
         'totale più bassa'),
    'Open bids with the exact bonus': "Previsioni aperte con bonus per l'esatto",
    'Bids in turn order, each seeing the earlier ones; 10 off the penalty for an exact bid':
        'Previsioni a turno, ognuno vede le precedenti; 10 di penalità in meno per una previsione esatta',
    'Left:': 'A sinistra:',
    'Across (top):': 'Di fronte (in alto):',
    'Right:': 'A destra:',
    'Open bids (in turn order)': 'Previsioni aperte (a turno)',
    'Trump drawn at random': 'Briscola estratta a caso',
    'Exact bonus: 10 off for an exact bid': 'Bonus esatto: 10 in meno per una previsione esatta',
    ('Each player bids in turn, the dealer last, seeing the bids before his; otherwise every bid stays '
     'hidden until the hand is over'):
        ('Ognuno prevede a turno, il mazziere per ultimo, vedendo le previsioni precedenti; altrimenti ogni '
         'previsione resta nascosta fino alla fine della smazzata'),
    'Trump is drawn at random instead of being fixed by the turned bottom card':
        "La briscola è estratta a caso invece di essere fissata dall'ultima carta scoperta",
    'Penalty per hand': 'Penalità per smazzata',
    'Your penalty per hand': 'La tua penalità per smazzata',
    'Ø penalty (exact bids)': 'Ø penalità (esatte)',
    '%1 penalty per hand, %2 exact bids, in %3': '%1 di penalità per smazzata, %2 previsioni esatte, in %3',
    'Ø penalty': 'Ø penalità',
    'Exact': 'Esatte',
    ('Differenzler: your average penalty per hand (the difference between bid and points; lower is '
     'better)'):
        ('Differenzler: la tua penalità media per smazzata (la differenza tra previsione e punti; meno è '
         'meglio)'),
    'Differenzler: hands you made exactly as bid': 'Differenzler: smazzate fatte esattamente come previsto',
    # Coiffeur: its table, choice, sheet and options; the direction of a Slalom or Guschti trick
    'Rows played': 'Righe giocate',
    '%1 ×%2: %3': '%1 ×%2: %3',
    'In Coiffeur only the team that chose the row writes: %1.': 'Nel Coiffeur scrive solo la squadra che ha scelto la riga: %1.',
    'Everyone pushed: you must choose a row': 'Tutti hanno passato: devi scegliere una riga',
    'Your partner pushed: choose a row': 'Il tuo compagno ha passato: scegli una riga',
    'Choose a row of your team': 'Scegli una riga della tua squadra',
    'any mode': 'ogni modalità',
    'its start': "scegli l'inizio",
    'not any more': 'non più',
    'next player': 'al prossimo',
    'Choose a row of the Coiffeur table, or push.': 'Scegli una riga della tabella del Coiffeur, o passa.',
    'Choose a row of the Coiffeur table.': 'Scegli una riga della tabella del Coiffeur.',
    '%1 ×%2: choose its mode': '%1 ×%2: scegli la modalità',
    'Every row of both teams is played: %n rows each.': ('Tutte le righe delle due squadre sono giocate: %n riga ciascuna.', 'Tutte le righe delle due squadre sono giocate: %n righe ciascuna.'),
    'Coiffeur': 'Coiffeur',
    'Coiffeur (four players, every row of the table)': 'Coiffeur (quattro giocatori, ogni riga della tabella)',
    'Coiffeur, 8 rows': 'Coiffeur, 8 righe',
    'The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6 and two jokers ×7, ×8': 'I quattro semi da ×1 a ×4, Obenabe ×5, Undenufe ×6 e due joker ×7, ×8',
    'Coiffeur, 10 rows': 'Coiffeur, 10 righe',
    'The four suits ×1 to ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 and two jokers ×9, ×10': 'I quattro semi da ×1 a ×4, Obenabe ×5, Undenufe ×6, Slalom ×7, Guschti ×8 e due joker ×9, ×10',
    'Slalom may be chosen (×3 with multipliers)': 'Slalom ammesso (×3 con i moltiplicatori)',
    'Coiffeur: push to the partner only': 'Coiffeur: passare solo al compagno',
    'Coiffeur: Stöck count': 'Coiffeur: la mazza conta',
    'Slalom: Obenabe and Undenufe trick by trick, from the start the chooser names': "Slalom: Obenabe e Undenufe presa dopo presa, dall'inizio annunciato",
    'Off: pushing passes the choice round the table; on: to the partner, as in Schieber': 'Disattivata: passare dà la scelta al giocatore successivo; attivata: al compagno, come nello Schieber',
    "Stöck (20) count for the choosing team, times the row's factor": 'La mazza (20) conta per la squadra che sceglie, moltiplicata per il fattore della riga',
    'Coiffeur table:': 'Tabella del Coiffeur:',
    '%n rows': ('%n riga', '%n righe'),
    'factors:': 'fattori:',
    'The factor of each row, in this order: %1': "Il fattore di ogni riga, in quest'ordine: %1",
    'The Coiffeur table needs %n factors, whole numbers from 1 to 100.': ('La tabella del Coiffeur richiede %n fattore, un numero intero da 1 a 100.', 'La tabella del Coiffeur richiede %n fattori, numeri interi da 1 a 100.'),
    'Row': 'Riga',
    'Coiffeur table': 'Tabella del Coiffeur',
    'Played as: %1': 'Giocata come: %1',
    '%1: still to be played': '%1: ancora da giocare',
    '%1: being played now': '%1: in gioco ora',
    '%1: %2 points × %3 = %4': '%1: %2 punti × %3 = %4',
    'This trick: %1': 'Questa presa: %1',
    'This trick is played %1': 'Questa presa si gioca %1',
    # the Jasstafel as a chalk board (issue 29)
    'Table': 'Tabella',
    'Board': 'Lavagna',
    'Show the score sheet as a table of hands': 'Mostra la lavagnetta come tabella delle smazzate',
    'Show the score sheet as a chalk board': 'Mostra la lavagnetta scritta col gesso',
    'Chalk board': 'Lavagna col gesso',
    'M': 'M',
    'K': 'C',
    '%1: %n points': ('%1: %n punto', '%1: %n punti'),
    '%1 × 100, %2 × 50, %3 × 20, rest %4': '%1 × 100, %2 × 50, %3 × 20, resto %4',
    '%n matches': ('%n match', '%n match'),
    '%n Kontermatches': ('%n contromatch', '%n contromatch'),
    # the welcome of the first start, Help > Welcome (issue 31)
    '&Welcome…': '&Benvenuto…',
    'Welcome to JassDesk': 'Benvenuto in JassDesk',
    "Jass is the card game of Switzerland. Choose what to play: the AI players take the other seats, and a "
    "hint (H) shows what they would play.":
        'Lo jass è il gioco di carte della Svizzera. Scegli a cosa giocare: i giocatori IA prendono gli '
        'altri posti, e un suggerimento (H) mostra cosa giocherebbero.',
    'This welcome opens again from Help > Welcome.': 'Questo benvenuto si riapre da Aiuto > Benvenuto.',
    'Play Schieber': 'Gioca a Schieber',
    'Play Schmaus': 'Gioca a Schmaus',
    'Play Coiffeur': 'Gioca a Coiffeur',
    'Play Differenzler': 'Gioca a Differenzler',
    'Four players in two teams: choose the trump or push it to your partner.':
        'Quattro giocatori in due squadre: scegli la briscola o passa al tuo compagno.',
    'Two players, with a stock to draw from after each trick.':
        'Due giocatori, con un tallone da cui si pesca dopo ogni presa.',
    'Two teams fill the table of rows, each row with its factor.':
        'Due squadre riempiono la tabella del Coiffeur, ogni riga con il suo fattore.',
    'Each player bids his points, then plays to make exactly that.':
        'Ogni giocatore prevede i suoi punti, poi gioca per farne esattamente tanti.',
    'Learn the rules': 'Impara le regole',
    'Learn the rules: %1': 'Impara le regole: %1',
    'Learn Jass': 'Impara lo jass',
    'Lessons and puzzles, from the first card on.': 'Lezioni e problemi, dalla prima carta.',
}
