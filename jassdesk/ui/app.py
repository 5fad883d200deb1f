"""``jassdesk``: create the application, load the translation, open the window and deal."""

from __future__ import annotations

import argparse
import logging
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

import jassdesk.app  # noqa: F401  (binding fixes before any window exists)
from jassdesk import APP_ID, __version__, i18n
from jassdesk.app.persistence import SettingsPersistence
from jassdesk.app.settings import Settings
from jassdesk.app.system_preferences import SystemPreferences
from jassdesk.app.terminate import quit_on_terminate
from jassdesk.engine.rules import Game
from jassdesk.storage.atomic import PROCESS_STARTED, DamagedFile, remove_stale_temporaries
from jassdesk.storage.logs import setup_logging
from jassdesk.storage.paths import StoragePaths
from jassdesk.storage.saved_games import SavedGame

from .crash import ExceptionReporter
from .fallback_font import install_fallback_font
from .games import SETUPS
from .icon import app_icon
from .welcome import welcome_due

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


def parse_args(argv: list[str] | None = None) -> tuple[argparse.Namespace, list[str]]:
    """JassDesk's own options, and the rest for Qt."""
    parser = argparse.ArgumentParser(prog="jassdesk", description="The Swiss card game Jass.")
    parser.add_argument("--game", choices=[g.value for g in SETUPS], default=None,
                        help="start a new Partie of this game (default: the game last played)")
    parser.add_argument("--seed", type=int, default=None, help="replay a deal")
    parser.add_argument("--lang", choices=list(i18n.LANGUAGES), default=None)
    parser.add_argument("--deck", choices=["swiss", "french", "french4"], default=None)
    parser.add_argument("--new", action="store_true", help="do not offer to continue the last Partie")
    parser.add_argument("--school", nargs="?", const="", default=None, metavar="EXERCISE",
                        help="open the Jass school (at a lesson or puzzle: lesson_cards, puzzle_schieber-01)")
    parser.add_argument("file", nargs="?", help="a saved game (.jass) to open")
    # with the path the AI's search takes: its compiled core, or pure Python where none was built
    from jassdesk.ai import fast_core

    parser.add_argument("--version", action="version",
                        version=f"%(prog)s {__version__}, AI search: {fast_core.path_name()}")
    # a bundle's self-test (packaging/smoke_test.py): AI players everywhere, N tricks, then quit; see smoke.py
    parser.add_argument("--smoke-test", type=int, default=0, metavar="TRICKS", help=argparse.SUPPRESS)
    return parser.parse_known_args(sys.argv[1:] if argv is None else argv)


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the AI process in a frozen (PyInstaller) build
    argv = sys.argv[1:] if argv is None else argv
    if "--host" in argv:  # a table hosted without a window (a home server): no display, no QApplication
        from jassdesk.app.network import headless

        return headless.main(argv)
    args, qt_args = parse_args(argv)
    if not display_found(qt_args):  # Qt would abort with a message about xcb plugins and libxcb-cursor0
        print("jassdesk: no display found to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
              "Start JassDesk from a desktop session, or set QT_QPA_PLATFORM (offscreen runs it without a "
              "window).", file=sys.stderr)
        return 2
    app = create_app([sys.argv[0], *qt_args])
    terminated = quit_on_terminate(app)
    folder = None
    if args.smoke_test:  # the bundle's self-test, loaded only then
        from . import smoke
    else:  # one window per user folder: a later start hands over to it (ui/instance.py)
        from .instance import claim

        folder = claim(args, StoragePaths.default())
        if folder.forwarded:
            return 0
    session = start(args, folder.paths if folder else smoke.scratch_paths())
    if folder is not None:
        folder.attach(session.window)
    if args.smoke_test:
        smoke.SmokeTest(session.window, args.smoke_test, session.reporter).start()
    code = app.exec() if not terminated() else 0  # a SIGTERM before the loop ran: end at once, as after it
    session.end()
    if folder is not None:
        folder.release()  # after the autosave is on disk
    return code


def display_found(qt_args: list[str], env: dict[str, str] | None = None, platform: str | None = None) -> bool:
    """Is there a display for the window?  Only Linux and the other X11/Wayland systems can lack one; there a
    window needs DISPLAY or WAYLAND_DISPLAY, unless Qt is told its platform (QT_QPA_PLATFORM, -platform)."""
    import os

    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if platform.startswith(("win", "darwin", "cygwin")):
        return True
    if env.get("QT_QPA_PLATFORM") or any(a == "-platform" or a.startswith("-platform=") for a in qt_args):
        return True
    return bool(env.get("DISPLAY") or env.get("WAYLAND_DISPLAY"))


@dataclass
class Session:
    """What a start sets up and the end takes down (the settings keep being saved while it lives)."""

    window: "MainWindow"
    reporter: ExceptionReporter
    persistence: SettingsPersistence

    def end(self) -> None:
        self.window.shutdown()
        self.reporter.uninstall()


def start(args: argparse.Namespace, paths: StoragePaths) -> Session:
    """Everything between creating the application and its event loop: the log, the settings, the window
    and the Partie on the table.

    Nothing in the user's folders can stop it: a damaged settings file or autosave is moved aside and
    said in one message, and a folder that cannot be used costs only its own part (said by
    :meth:`MainWindow.storage_problem`).
    """
    app = QApplication.instance()
    log_path: Path | None = None
    log_problem: str | None = None
    try:
        log_path = setup_logging(paths.log_dir)
    except OSError as exc:  # no log file: the game still runs
        log_problem = f"the log file in {paths.log_dir} cannot be written: {exc.strerror or exc}"
        print(f"JassDesk: {log_problem}", file=sys.stderr)
    reporter = ExceptionReporter(log_path, app)
    reporter.install()
    settings = Settings(app)
    system = SystemPreferences(app)  # high contrast and reduced motion "as the system asks" follow it
    settings.attach_system(system)
    system.changed.connect(lambda: log.info("the system asks: %s", system.describe()))
    log.info("the system asks: %s", system.describe())
    from jassdesk.ai import fast_core

    fast_core.log_path()
    persistence = SettingsPersistence(settings, paths)
    settings_existed = paths.settings_file.exists()  # else this is the first start: the welcome is due
    problems = persistence.load()  # the command line below wins over the saved settings
    persistence.watch()
    if args.lang:
        settings.set("language", args.lang)
    if args.deck:
        settings.set("face_set", args.deck)
    i18n.install(settings.language, app)
    damaged_settings = persistence.damaged
    # the command line names what to put on the table (--new, --game, a file, --seed): no question, no welcome
    left_to_us = not (args.new or args.seed is not None or args.game or args.file or args.smoke_test)
    window = launch(settings, paths, game=Game(args.game) if args.game else None, seed=args.seed,
                    offer_resume=left_to_us, file=Path(args.file) if args.file else None,
                    damaged_settings=damaged_settings,
                    welcome=left_to_us and welcome_due(settings, settings_existed))
    persistence.on_problem = lambda message: window.storage_problem("settings", message)
    if args.school is not None:
        window.open_school(args.school or None)
    if log_problem:
        window.storage_problem("logs", log_problem)
    if damaged_settings is None:  # else the message says it; here: single values fallen back to their default
        for problem in problems:
            window.statusBar().showMessage(problem, 10_000)
    return Session(window, reporter, persistence)


def launch(settings: Settings, paths: StoragePaths, game: Game | None = None, seed: int | None = None,
           offer_resume: bool = True, file: Path | None = None,
           damaged_settings: DamagedFile | None = None, welcome: bool = False) -> "MainWindow":
    """Open the window and put a Partie on the table: the one left running (if the person wants it),
    a file named on the command line, or a new deal.  With ``welcome`` (the settings say it is due,
    :func:`jassdesk.ui.welcome.welcome_due`) and no autosave at all, the table stays empty under the
    welcome panel instead, and the person's choice deals.

    Temporary files of writes killed midway (older than this process) are removed first; a damaged
    autosave is moved aside, and it and ``damaged_settings`` are said in one message once the
    Partie is on the table.
    """
    from .mainwindow import MainWindow

    for folder in (paths.autosave_dir, paths.config_dir, paths.saved_games_dir):
        remove_stale_temporaries(folder, PROCESS_STARTED)
    window = MainWindow(settings, paths=paths)
    window.show()
    saved, damaged = window.keeper.autosaver.latest()
    for problem in damaged:
        log.warning("autosave moved aside: %s", problem)
    if welcome and saved is None and not damaged:  # a newcomer: greeted, and asked what to play
        window.show_welcome()
    else:
        _put_partie_on_table(window, saved, game, seed, offer_resume, file)
    if damaged or damaged_settings:
        show_damaged_files(window, damaged, damaged_settings, new_game=saved is None)
    return window


def _put_partie_on_table(window: "MainWindow", saved: SavedGame | None, game: Game | None, seed: int | None,
                         offer_resume: bool, file: Path | None) -> None:
    from .mainwindow import table_can_show
    from .resume import ResumePrompt, set_aside

    autosaver = window.keeper.autosaver
    if saved is not None and offer_resume and table_can_show(saved):
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
                return
    if saved is not None:  # not continued: kept among the saved games, never overwritten
        kept = set_aside(saved, autosaver, window.games_dir(), QCoreApplication.translate("Launch", "Unfinished Partie"))
        if kept is not None:
            window.statusBar().showMessage(QCoreApplication.translate(
                "Launch", "The unfinished Partie was kept as %1 (File > Open).").replace("%1", str(kept)), 15_000)
    if file is not None and window.open_game(file):
        return
    window.start_default(game, seed)


def show_damaged_files(window: "MainWindow", autosaves: list[DamagedFile], settings: DamagedFile | None,
                       new_game: bool) -> None:
    """One message for every damaged file found at start: what was moved where, and what happens now."""
    translate = QCoreApplication.translate
    lines = []
    if settings is not None:
        lines.append(translate("Launch", "The settings file could not be read. It was moved aside as “%1”; the "
                                         "default settings are used.").replace("%1", settings.kept.name)
                     if settings.kept else
                     translate("Launch", "The settings file could not be read; the default settings are used."))
    for item in autosaves:
        lines.append(translate("Launch", "The autosave “%1” could not be read. It was moved aside as “%2”.")
                     .replace("%1", item.path.name).replace("%2", item.kept.name) if item.kept else
                     translate("Launch", "The autosave “%1” could not be read.").replace("%1", item.path.name))
    if autosaves and new_game:
        lines.append(translate("Launch", "A new game has been dealt."))
    damaged = [*([settings] if settings else []), *autosaves]
    folders = sorted({str(item.path.parent) for item in damaged})
    kept = translate("Launch", "Damaged files are kept for a look, in %1; JassDesk will not read them again.")
    headline = translate("Launch", "JassDesk found a damaged file and started without it.") if len(damaged) == 1 \
        else translate("Launch", "JassDesk found damaged files and started without them.")
    window._warn(headline,
                 "\n".join(lines) + "\n\n" + kept.replace("%1", ", ".join(folders)),
                 "\n".join(item.reason for item in damaged))


if __name__ == "__main__":
    raise SystemExit(main())
