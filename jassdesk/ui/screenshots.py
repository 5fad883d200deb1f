"""Screenshots for the README: ``python -m jassdesk.ui.screenshots``.

Opens the main window offscreen (unless a platform is set), plays into the
middle of a hand -- the person's decisions taken by the Medium AI through
the same ``controller.act`` a click uses -- and saves the window as

    docs/screenshot-schieber-swiss.png   docs/screenshot-schieber-french.png
    docs/screenshot-schmaus-swiss.png    docs/screenshot-schmaus-french.png
    docs/screenshot-coiffeur-swiss.png   docs/screenshot-coiffeur-french.png
    docs/screenshot-differenzler-swiss.png  docs/screenshot-differenzler-french.png
    docs/screenshot-statistics.png       (Partien played by the AI levels, recorded as the app does)
    docs/screenshot-new-game.png         (New game as a new player finds it, the Expert described)
    docs/screenshot-jasstafel-board.png  (a Schieber a few hands in, the Jasstafel as the chalk board)
    docs/screenshot-welcome.png          (the welcome of the first start, English, Swiss cards)
    docs/screenshot-school.png           (the Jass school's list, one lesson done, one half-way)
    docs/screenshot-school-lesson.png    (lesson 1 at its question, German, Swiss cards)
    docs/screenshot-school-puzzle.png    (a puzzle after a losing card, French, French cards, 800x600)
    docs/screenshot-high-contrast.png    docs/screenshot-high-contrast-800.png   (the high-contrast table)
    docs/screenshot-low-vision.png       docs/screenshot-low-vision-800.png      (the largest cards, large text)
    docs/screenshot-hot-seat.png         (two people at one computer: the cover between their turns, English)
    docs/screenshot-hot-seat-table-800.png  (the same Partie after the cover, from Vreni's chair, German, 800x600)
    docs/screenshot-network-host.png     (a table hosted here, German, Swiss cards: Vreni, a friend, across)
    docs/screenshot-network-join.png     (Vreni's window at Ueli's table, French, French cards, his phrase said)
    docs/screenshot-network-host-800.png (a hosted table at 800x600, Italian, four-colour French cards)

``--only NAME`` takes one of them again (``--only jasstafel-board``).

The Swiss pictures are taken in German, the French ones in English.  The window fits the screen it
opens on, so the README's 1280x800 pictures are taken on a screen of that size, e.g.
``xvfb-run -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb python -m jassdesk.ui.screenshots``
(the offscreen platform's screen is smaller).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path


def _pump(app, seconds: float) -> None:  # noqa: ANN001
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)


def _save_and_close(app, window, out: Path) -> Path:  # noqa: ANN001
    """Save the window as the picture ``out`` and close it (its AI process and timers with it)."""
    out.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(out))
    window.shutdown()
    window.deleteLater()
    _pump(app, 0.05)
    return out


def play_to_midgame(app, window, tricks: int, in_trick: int, timeout: float = 60.0) -> None:  # noqa: ANN001
    """Let the person's seat be played by an AI until ``tricks`` tricks are done and the person is on turn
    with ``in_trick`` cards already in the trick (or as close as the deal allows)."""
    from jassdesk.ai.levels import DEFAULT_LEVEL, make_player
    from jassdesk.app.game_config import PERSON
    from jassdesk.engine.actions import Decision

    me = make_player(DEFAULT_LEVEL, seed=1)
    c = window.controller
    scene = window.scene
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        _pump(app, 0.01)
        if scene.overlay is not None:
            scene.continue_hand()
            continue
        state = c.state
        if not (c.caught_up and not scene.animating and state.current_player == PERSON):
            continue
        if state.decision is Decision.PLAY and len(state.tricks) >= tricks and len(state.trick) >= in_trick:
            return
        c.act(me.choose(state.observation(PERSON)))
    raise TimeoutError("the game did not reach the middle of a hand")


def play_hands(app, window, hands: int, timeout: float = 240.0) -> None:  # noqa: ANN001
    """Let the Medium AI play the person's seat until ``hands`` hands are on the score sheet."""
    from jassdesk.ai.levels import DEFAULT_LEVEL, make_player
    from jassdesk.app.game_config import PERSON

    me = make_player(DEFAULT_LEVEL, seed=1)
    c, scene = window.controller, window.scene
    end = time.monotonic() + timeout
    while len(c.score_model.results) < hands:
        if time.monotonic() > end:
            raise TimeoutError(f"{hands} hands were not played in time")
        _pump(app, 0.01)
        if scene.overlay is not None:
            scene.continue_hand()
        elif c.caught_up and not scene.animating and c.state.current_player == PERSON and not c.state.is_over:
            c.act(me.choose(c.state.observation(PERSON)))


def _open_window(size: tuple[int, int], lang: str, deck: str, seeing: dict | None = None):  # noqa: ANN202
    """The application and a main window of ``size`` in ``lang`` with ``deck``, at instant speed, its Partien's
    autosaves and statistics in a throw-away folder (the pictures' Partien are not the developer's)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile

    from jassdesk import i18n
    from jassdesk.app.settings import Settings
    from jassdesk.storage.paths import StoragePaths

    from .app import create_app
    from .mainwindow import MainWindow

    app = create_app([sys.argv[0]])
    settings = Settings(animation_speed="instant", ai_pace_ms=0, language=lang, face_set=deck, hints="request",
                        **(seeing or {}))
    i18n.install(lang, app)
    window = MainWindow(settings, paths=StoragePaths.under(Path(tempfile.mkdtemp(prefix="jassdesk-shots-"))))
    window.resize(*size)
    window.show()
    _pump(app, 0.2)
    return app, window


def take(game: str, deck: str, out: Path, size: tuple[int, int] = (1280, 800), seed: int = 17,
         lang: str | None = None, seeing: dict | None = None) -> Path:
    """The table in the middle of a hand; ``seeing``: settings for the eyes (contrast, text and card size)."""
    from jassdesk.app.game_config import GameConfig
    from jassdesk.engine.rules import Game, Rules

    app, window = _open_window(size, lang or ("de" if deck == "swiss" else "en"), deck, seeing)
    lang = window.settings.language
    if Game(game) is Game.SCHIEBER:
        rules = Rules.schieber_swiss(multipliers=True)
        names = ("Anna", "Ueli", "Vreni", "Sepp") if lang == "de" else ("Anna", "Ueli", "Vreni", "Sepp")
        levels = (None, "medium", "medium", "medium")
        config = GameConfig(rules, seed, names, levels, start_dealer=2)
        tricks, in_trick = 3, 2
    elif Game(game) is Game.COIFFEUR:  # the 10-row table: the sheet shows its rows, Slalom and Guschti
        from jassdesk.engine.coiffeur_table import TEN_ROWS

        config = GameConfig(Rules.coiffeur(coiffeur_rows=TEN_ROWS), seed, ("Anna", "Ueli", "Vreni", "Sepp"),
                            (None, "medium", "medium", "medium"), start_dealer=2)
        tricks, in_trick = 3, 2
    elif Game(game) is Game.DIFFERENZLER:  # four alone: the bids on the plates, "48 of 60" on the person's
        config = GameConfig(Rules.differenzler(open_bids=True), seed, ("Anna", "Ueli", "Vreni", "Sepp"),
                            (None, "medium", "medium", "medium"), start_dealer=2)
        tricks, in_trick = 3, 2
    else:
        rules = Rules.schmaus()
        config = GameConfig(rules, seed, ("Anna", "Vreni"), (None, "medium"), start_dealer=0)
        tricks, in_trick = 4, 1
    window.start(config)
    play_to_midgame(app, window, tricks, in_trick)
    _pump(app, 0.3)
    return _save_and_close(app, window, out)


def take_hot_seat(out: Path, size: tuple[int, int] = (1280, 800), lang: str = "en", deck: str = "swiss",
                  covered: bool = True, seed: int = 17, timeout: float = 90.0) -> Path:
    """Anna and Vreni, partners at one computer, a few tricks into a Schieber: the cover that waits for Vreni
    (``covered``), or the table drawn from her chair once she has lifted it."""
    from jassdesk.ai.levels import DEFAULT_LEVEL, make_player
    from jassdesk.app.game_config import PERSON_LEVEL, GameConfig
    from jassdesk.engine.actions import Decision
    from jassdesk.engine.rules import Rules

    app, window = _open_window(size, lang, deck)
    c, scene, view = window.controller, window.scene, window.view
    window.start(GameConfig(Rules.schieber_swiss(), seed, ("Anna", "Ueli", "Vreni", "Sepp"),
                            (None, "medium", PERSON_LEVEL, "medium"), start_dealer=2))
    people = {seat: make_player(DEFAULT_LEVEL, seed=seat + 1) for seat in (0, 2)}
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        _pump(app, 0.01)
        state = c.state
        if view.covered:
            if view.cover.seat == 2 and len(state.tricks) >= 3 and covered:
                break
            view.cover._opened_at = 0.0  # the person named is there: the guard is long over
            view.cover.button.click()
        elif scene.overlay is not None:
            scene.continue_hand()
        elif c.caught_up and not scene.animating and c.is_person_turn():
            if not covered and c.viewer == 2 and len(state.tricks) >= 3 and state.decision is Decision.PLAY:
                break
            c.act(c.seat_view.action(people[c.viewer].choose(state.observation(c.viewer))))
    else:
        raise TimeoutError("the hot-seat Partie did not reach the picture's moment")
    _pump(app, 0.3)
    return _save_and_close(app, window, out)


def take_network(out: Path, size: tuple[int, int] = (1280, 800), lang: str = "de", deck: str = "swiss",
                 friend: bool = False, seed: int = 21, timeout: float = 90.0) -> Path:
    """A Schieber over the network on the loopback, a few tricks in: Ueli's window hosting the table (Vreni, a
    friend across, played by a bot; two AI players), or (``friend``) Vreni's window at the table Ueli hosts (Ueli
    played by a bot, who says a quick phrase).  Both are the windows a person has; the address shown is a
    documentation address (192.0.2.2)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from jassdesk import i18n
    from jassdesk.ai.levels import DEFAULT_LEVEL, make_player
    from jassdesk.app.network.client import BotClient, Client
    from jassdesk.app.network.config import HostConfig
    from jassdesk.app.network.host import Host
    from jassdesk.app.remote_controller import RemoteController
    from jassdesk.app.settings import Settings
    from jassdesk.cards.provider import CardImageProvider
    from jassdesk.engine.actions import Decision
    from jassdesk.engine.rules import Rules

    from .app import create_app
    from .network_dialogs import host_table
    from .network_window import NetworkTableWindow

    app = create_app([sys.argv[0]])
    settings = Settings(animation_speed="instant", ai_pace_ms=0, language=lang, face_set=deck)
    i18n.install(lang, app)
    provider = CardImageProvider(face_set=settings.face_set)
    provider.set_language(lang)
    config = HostConfig(Rules.schieber_swiss(), ("person", "medium", "person", "medium"), ("Ueli", "", "", ""),
                        seed=seed, table_name="Ueli's table", pace_ms=0, ai_helpers=0)
    address = "192.0.2.2:47834"
    if friend:
        host = Host(config)
        host.listen(0, "127.0.0.1")
        host.start()
        other = BotClient("Ueli", host.code, seat=0, seed=3)
        client = Client("Vreni", host.code, seat=2)
        window = NetworkTableWindow(RemoteController(client, settings), settings, provider, address=address)
        client.join("127.0.0.1", host.port)
    else:
        window = host_table(config, settings, provider, 0, beacon_port=0, address=address)
        host = window.host
        other = BotClient("Vreni", host.code, seat=2, seed=3)
    other.join("127.0.0.1", host.port)
    window.resize(*size)
    window.show()
    me = make_player(DEFAULT_LEVEL, seed=1)
    c, scene = window.controller, window.scene
    said = False
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        _pump(app, 0.01)
        if not (c.running and c.caught_up and not scene.animating and c.is_person_turn()):
            continue
        obs = c.position()
        if obs.decision is Decision.PLAY and len(obs.tricks) >= 3 and len(obs.trick) >= 2:
            if said or not friend:
                break
            other.say("well_played")
            said = True
            _pump(app, 0.4)
            continue
        c.act(me.choose(obs))
    else:
        raise TimeoutError("the table over the network did not reach the picture's moment")
    _pump(app, 0.3)
    out.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(out))
    window.close_quietly()
    if friend:
        host.close()
    _pump(app, 0.2)
    return out


def take_board(out: Path, size: tuple[int, int] = (1280, 800), seed: int = 23, hands: int = 8,
               lang: str = "de") -> Path:
    """A Schieber to 2500 with multipliers ``hands`` hands in (every seat played by the Medium AI), the person on
    turn in the next hand, and the score sheet shown as the chalk board of a Beiz."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile

    from jassdesk import i18n
    from jassdesk.app.game_config import GameConfig
    from jassdesk.app.settings import Settings
    from jassdesk.engine.rules import Rules
    from jassdesk.storage.paths import StoragePaths

    from .app import create_app
    from .mainwindow import MainWindow

    app = create_app([sys.argv[0]])
    settings = Settings(animation_speed="instant", ai_pace_ms=0, language=lang, face_set="swiss", hints="request",
                        sheet_view="board")
    i18n.install(lang, app)
    window = MainWindow(settings, paths=StoragePaths.under(Path(tempfile.mkdtemp(prefix="jassdesk-shots-"))))
    window.resize(*size)
    window.show()
    _pump(app, 0.2)
    config = GameConfig(Rules.schieber_swiss_2500(), seed, ("Anna", "Ueli", "Vreni", "Sepp"),
                        (None, "medium", "medium", "medium"), start_dealer=2)
    window.start(config)
    play_hands(app, window, hands)
    play_to_midgame(app, window, 2, 1)
    _pump(app, 0.3)
    return _save_and_close(app, window, out)


def take_new_game(out: Path, lang: str = "en") -> Path:
    """The New game dialog over the window as a new player finds it: Schieber's presets, the rules folded
    under "Rules in detail", the Expert chosen as the left opponent and said in a few words."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile

    from jassdesk import i18n
    from jassdesk.app.settings import Settings
    from jassdesk.storage.paths import StoragePaths

    from .app import create_app
    from .mainwindow import MainWindow
    from .new_game import NewGameDialog

    app = create_app([sys.argv[0]])
    settings = Settings(animation_speed="instant", ai_pace_ms=0, language=lang, face_set="swiss")
    i18n.install(lang, app)
    window = MainWindow(settings, paths=StoragePaths.under(Path(tempfile.mkdtemp(prefix="jassdesk-shots-"))))
    window.resize(1280, 800)
    window.show()
    _pump(app, 0.2)
    dialog = NewGameDialog(settings, window.provider, None, window)
    left = dialog.levels[1]
    left.setCurrentIndex(left.findData("expert"))
    dialog.show()
    _pump(app, 0.3)
    out.parent.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(out))
    dialog.reject()
    window.shutdown()
    window.deleteLater()
    _pump(app, 0.05)
    return out


def take_welcome(out: Path, size: tuple[int, int] = (1280, 800), lang: str = "en") -> Path:
    """The window as a first start opens it: the empty table under the welcome, "Play Schieber" focused."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    import tempfile

    from jassdesk import i18n
    from jassdesk.app.settings import Settings
    from jassdesk.storage.paths import StoragePaths

    from .app import create_app
    from .mainwindow import MainWindow

    app = create_app([sys.argv[0]])
    settings = Settings(animation_speed="instant", ai_pace_ms=0, language=lang, face_set="swiss")
    i18n.install(lang, app)
    window = MainWindow(settings, paths=StoragePaths.under(Path(tempfile.mkdtemp(prefix="jassdesk-shots-"))))
    window.resize(*size)
    window.show()
    window.show_welcome()
    _pump(app, 0.4)
    return _save_and_close(app, window, out)


def take_school(out: Path, entry: str | None, size: tuple[int, int] = (1280, 800), lang: str = "en",
                deck: str = "swiss", until_step: int = 0, wrong_first: bool = False) -> Path:
    """The Jass school's window: its list (``entry`` None), or a lesson driven to ``until_step`` with the right
    answers, or a puzzle after its first card (the worst one with ``wrong_first``: the guide's red answer)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from jassdesk import i18n
    from jassdesk.app.settings import Settings
    from jassdesk.cards.provider import CardImageProvider
    from jassdesk.engine.actions import Play

    from .app import create_app
    from .school.window import SchoolWindow

    app = create_app([sys.argv[0]])
    settings = Settings(animation_speed="instant", ai_pace_ms=0, language=lang, face_set=deck)
    i18n.install(lang, app)
    window = SchoolWindow(settings, CardImageProvider(face_set=settings.face_set))
    window.resize(*size)
    window.show()
    if entry is None:
        window.progress.finish("lesson_cards", 3)  # a newcomer one lesson in
        window.progress.keep_place("lesson_following-suit", {"format": 1, "lesson": "following-suit", "step": 0,
                                                             "wrong": 0, "moves": []})
        window.show_home()
    else:
        window.open_entry(entry)
        c, exercise = window.controller, window.controller.exercise
        end = time.monotonic() + 30
        while time.monotonic() < end and getattr(exercise, "step_index", 0) < until_step and not exercise.done:
            _pump(app, 0.01)  # the exercise may move on meanwhile (a scripted card): look again before acting
            if not c.caught_up or window.scene.overlays.panel is not None or exercise.step_index >= until_step:
                continue
            if c.reading:
                window.go_on()
            elif exercise.waiting_for_person():
                step = exercise.step
                c.act(Play(step.answers[0]) if hasattr(step, "answers") else step.right[0])
        if hasattr(exercise, "card_values"):
            values = exercise.card_values()
            pick = min if wrong_first else max
            target = pick(values.values())
            window.scene.act(Play(min(card for card, value in values.items() if value == target)))
    _pump(app, 1.0)
    return _save_and_close(app, window, out)


def take_statistics(out: Path, partien: int = 30, lang: str = "en") -> Path:
    """The statistics window over Partien really played by the AI levels (the person's seat by the Medium).

    The Partien are played by the engine directly (no table), a few hands
    each, and recorded through the same statistics database the app writes.
    """
    import random
    import tempfile
    import time
    from dataclasses import replace

    from jassdesk import i18n
    from jassdesk.ai.levels import level_names, make_player
    from jassdesk.engine import events as ev
    from jassdesk.engine.record import new_state
    from jassdesk.engine.rules import Rules
    from jassdesk.storage.statistics import StatisticsDB

    from .app import create_app
    from .statistics_dialog import StatisticsDialog

    app = create_app([sys.argv[0]])
    i18n.install(lang, app)
    db = StatisticsDB(Path(tempfile.mkdtemp(prefix="jassdesk-shots-")) / "statistics.sqlite3")
    rng = random.Random(4)
    for i in range(partien):
        game = "schieber" if i % 3 else "schmaus"
        rules = replace(Rules.schieber_swiss(), target=1000) if game == "schieber" else \
            replace(Rules.schmaus(), target=500)
        level = rng.choice(level_names()[:-1])  # every level but the Expert, who thinks for a while
        n = rules.n_players
        state = new_state(rules, 1000 + i)
        players = [make_player("medium" if s == 0 else level, seed=i * 10 + s) for s in range(n)]
        pid = db.start_partie(game, rules.preset.value, rules.to_dict(), ["person"] + [level] * (n - 1), 0)
        while not state.is_over:
            seat = state.current_player
            for e in state.apply(players[seat].choose(state.observation(seat))):
                if isinstance(e, ev.HandScored):
                    db.record_hand(pid, e.result, 0, 60.0 + rng.random() * 60)
        db.finish_partie(pid, state.scores, state.winner, 0)
    # spread the Partien over the last weeks, as a person would play them
    now = time.time()
    with db.conn:
        for k, (row_id,) in enumerate(db.conn.execute("SELECT id FROM partien ORDER BY id").fetchall()):
            t = now - (partien - k) * 86400 * 0.8
            db.conn.execute("UPDATE partien SET started = ?, finished = ? WHERE id = ?", (t - 1800, t, row_id))
    dialog = StatisticsDialog(db)
    dialog.resize(900, 600)
    dialog.show()
    _pump(app, 0.3)
    out.parent.mkdir(parents=True, exist_ok=True)
    dialog.grab().save(str(out))
    dialog.close()
    db.close()
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).resolve().parents[2] / "docs"))
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--only", help="take one picture again: schieber-swiss ... statistics, jasstafel-board, "
                                       "new-game, welcome, school, school-lesson, school-puzzle")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.split("x"))
    out = Path(args.out)
    shots = {f"{game}-{deck}": (lambda g=game, d=deck: take(g, d, out / f"screenshot-{g}-{d}.png", (w, h)))
             for game in ("schieber", "schmaus", "coiffeur", "differenzler") for deck in ("swiss", "french")}
    shots["statistics"] = lambda: take_statistics(out / "screenshot-statistics.png")
    shots["new-game"] = lambda: take_new_game(out / "screenshot-new-game.png")
    shots["jasstafel-board"] = lambda: take_board(out / "screenshot-jasstafel-board.png", (w, h))
    shots["welcome"] = lambda: take_welcome(out / "screenshot-welcome.png", (w, h))
    shots["school"] = lambda: take_school(out / "screenshot-school.png", None, (w, h))
    shots["school-lesson"] = lambda: take_school(out / "screenshot-school-lesson.png", "lesson_cards", (w, h), "de",
                                                 "swiss", until_step=18)
    shots["school-puzzle"] = lambda: take_school(out / "screenshot-school-puzzle.png", "puzzle_schieber-03",
                                                 (800, 600), "fr", "french", wrong_first=True)
    for name, seeing in (("high-contrast", {"contrast": "high"}),
                         ("low-vision", {"card_size": "largest", "text_size": "large"})):
        shots[name] = lambda n=name, s=seeing: take("schieber", "swiss", out / f"screenshot-{n}.png", (w, h),
                                                    seeing=s)
        shots[f"{name}-800"] = lambda n=name, s=seeing: take("schieber", "french", out / f"screenshot-{n}-800.png",
                                                             (800, 600), lang="fr" if n == "low-vision" else "it",
                                                             seeing=s)
    shots["hot-seat"] = lambda: take_hot_seat(out / "screenshot-hot-seat.png", (w, h))
    shots["network-host"] = lambda: take_network(out / "screenshot-network-host.png", (w, h))
    shots["network-join"] = lambda: take_network(out / "screenshot-network-join.png", (w, h), "fr", "french",
                                                 friend=True)
    shots["network-host-800"] = lambda: take_network(out / "screenshot-network-host-800.png", (800, 600), "it",
                                                     "french4")
    shots["hot-seat-table-800"] = lambda: take_hot_seat(out / "screenshot-hot-seat-table-800.png", (800, 600), "de",
                                                        "swiss", covered=False)
    if args.only is not None and args.only not in shots:
        parser.error(f"--only takes one of {', '.join(shots)}")
    for name, shot in shots.items():
        if args.only in (None, name):
            print(shot())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
