"""``jassdesk``: create the application, load the translation, open the window and deal."""

from __future__ import annotations

import argparse
import sys

from PySide6.QtWidgets import QApplication

import jassdesk.app  # noqa: F401  (binding fixes before any window exists)
from jassdesk import i18n
from jassdesk.app.persistence import SettingsPersistence
from jassdesk.app.settings import Settings
from jassdesk.engine.rules import Game
from jassdesk.storage.logs import setup_logging
from jassdesk.storage.paths import StoragePaths


def create_app(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance() or QApplication(argv if argv is not None else sys.argv)
    app.setApplicationName("JassDesk")
    app.setOrganizationName("JassDesk")
    app.setApplicationDisplayName("JassDesk")
    return app  # type: ignore[return-value]


def main(argv: list[str] | None = None) -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the AI process in a frozen (PyInstaller) build
    parser = argparse.ArgumentParser(prog="jassdesk", description="The Swiss card game Jass.")
    parser.add_argument("--game", choices=[g.value for g in Game], default=Game.SCHIEBER.value)
    parser.add_argument("--seed", type=int, default=None, help="replay a deal")
    parser.add_argument("--lang", choices=list(i18n.LANGUAGES), default=None)
    parser.add_argument("--deck", choices=["swiss", "french", "french4"], default=None)
    args, qt_args = parser.parse_known_args(sys.argv[1:] if argv is None else argv)
    app = create_app([sys.argv[0], *qt_args])
    settings = Settings(app)
    paths = StoragePaths.default()
    try:
        setup_logging(paths.log_dir)
    except OSError as exc:  # no log file: the game still runs
        print(f"JassDesk: no log file ({exc})", file=sys.stderr)
    persistence = SettingsPersistence(settings, paths)
    problems = persistence.load()  # the command line below wins over the saved settings
    persistence.watch()
    if args.lang:
        settings.set("language", args.lang)
    if args.deck:
        settings.set("face_set", args.deck)
    i18n.install(settings.language, app)
    from .mainwindow import MainWindow

    window = MainWindow(settings)
    window.show()
    for problem in problems:
        window.statusBar().showMessage(problem, 10_000)
    window.start_default(Game(args.game), args.seed)
    code = app.exec()
    window.shutdown()
    return code


if __name__ == "__main__":
    raise SystemExit(main())
