"""``jassdesk``: create the application, load the translation, open the window and deal."""

from __future__ import annotations

import argparse
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

import jassdesk.app  # noqa: F401  (binding fixes before any window exists)
from jassdesk import APP_ID, __version__, i18n
from jassdesk.app.persistence import SettingsPersistence
from jassdesk.app.settings import Settings
from jassdesk.engine.rules import Game
from jassdesk.storage.logs import setup_logging
from jassdesk.storage.paths import StoragePaths

from . import smoke
from .about import app_icon
from .crash import ExceptionReporter
from .fallback_font import install_fallback_font

if TYPE_CHECKING:
    from .mainwindow import MainWindow

log = logging.getLogger(__name__)


def create_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    app.setApplicationName("JassDesk")
    app.setOrganizationName("JassDesk")
    app.setApplicationDisplayName("JassDesk")
    app.setDesktopFileName(APP_ID)  # Wayland matches the window to packaging/linux's .desktop entry by this
    app.setWindowIcon(app_icon())
    install_fallback_font(app)
    return app  # type: ignore[return-value]


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the AI process in a frozen (PyInstaller) build
    parser = argparse.ArgumentParser(prog="jassdesk", description="The Swiss card game Jass.")
    parser.add_argument("--game", choices=[g.value for g in Game], default=None,
                        help="start a new Partie of this game (default: the game last played)")
    parser.add_argument("--seed", type=int, default=None, help="replay a deal")
    parser.add_argument("--lang", choices=list(i18n.LANGUAGES), default=None)
    parser.add_argument("--deck", choices=["swiss", "french", "french4"], default=None)
    parser.add_argument("--new", action="store_true", help="do not offer to continue the last Partie")
    parser.add_argument("file", nargs="?", help="a saved game (.jass) to open")
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    # a bundle's self-test (packaging/smoke_test.py): AI players everywhere, N tricks, then quit; see smoke.py
    parser.add_argument("--smoke-test", type=int, default=0, metavar="TRICKS", help=argparse.SUPPRESS)
    args, qt_args = parser.parse_known_args(sys.argv[1:] if argv is None else argv)
    app = create_app([sys.argv[0], *qt_args])
    paths = StoragePaths.default() if not args.smoke_test else smoke.scratch_paths()
    log_path: Path | None = None
    try:
        log_path = setup_logging(paths.log_dir)
    except OSError as exc:  # no log file: the game still runs
        print(f"JassDesk: no log file ({exc})", file=sys.stderr)
    reporter = ExceptionReporter(log_path, app)
    reporter.install()
    settings = Settings(app)
    persistence = SettingsPersistence(settings, paths)
    problems = persistence.load()  # the command line below wins over the saved settings
    persistence.watch()
    if args.lang:
        settings.set("language", args.lang)
    if args.deck:
        settings.set("face_set", args.deck)
    i18n.install(settings.language, app)
    window = launch(settings, paths, game=Game(args.game) if args.game else None, seed=args.seed,
                    offer_resume=not (args.new or args.seed is not None or args.game or args.file
                                      or args.smoke_test),
                    file=Path(args.file) if args.file else None)
    for problem in problems:
        window.statusBar().showMessage(problem, 10_000)
    if args.smoke_test:
        smoke.SmokeTest(window, args.smoke_test, reporter).start()
    code = app.exec()
    window.shutdown()
    reporter.uninstall()
    return code


def launch(settings: Settings, paths: StoragePaths, game: Game | None = None, seed: int | None = None,
           offer_resume: bool = True, file: Path | None = None) -> "MainWindow":
    """Open the window and put a Partie on the table: the one left running (if the person wants it),
    a file named on the command line, or a new deal."""
    from .mainwindow import MainWindow
    from .resume import ResumePrompt, set_aside

    window = MainWindow(settings, paths=paths)
    window.show()
    autosaver = window.keeper.autosaver
    saved, damaged = autosaver.latest()
    for problem in damaged:
        log.warning("autosave skipped: %s", problem)
    if damaged and saved is None:  # kept on disk for a look; the person hears why nothing is offered
        window.statusBar().showMessage(QCoreApplication.translate(
            "Launch", "The last autosave could not be read: %1").replace("%1", damaged[0]), 15_000)
    if saved is not None and offer_resume:
        try:
            prompt = ResumePrompt(saved, window)
        except Exception:  # noqa: BLE001  (it loaded, so this is a bug; never lose the save over it)
            log.exception("cannot describe the autosave")
            prompt = None
        if prompt is not None:
            prompt.exec()
            if prompt.wants_continue():
                window.resume(saved, same_database=True)
                window.keeper.autosave(rotate=True)
                return window
    if saved is not None:  # not continued: kept among the saved games, never overwritten
        kept = set_aside(saved, autosaver, window.games_dir(), QCoreApplication.translate("Launch", "Unfinished Partie"))
        if kept is not None:
            window.statusBar().showMessage(QCoreApplication.translate(
                "Launch", "The unfinished Partie was kept as %1 (File > Open).").replace("%1", str(kept)), 15_000)
    if file is not None and window.open_game(file):
        return window
    window.start_default(game, seed)
    return window


if __name__ == "__main__":
    raise SystemExit(main())
