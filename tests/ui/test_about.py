"""Help > About: the version, JassDesk's licence, the card art's, and the third-party licences, in de and en."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import platformdirs
import PySide6
from PySide6.QtCore import Qt, QTimer, qVersion
from PySide6.QtWidgets import QApplication

from jassdesk import __version__
from jassdesk.ui.about import AboutDialog

ROOT = Path(__file__).resolve().parents[2]


def open_about(qtbot, window) -> dict[str, str]:  # noqa: ANN001
    """Help > About as a person opens it; every entry of the list clicked; what each shows."""
    seen: dict[str, str] = {}

    def read_and_close() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, AboutDialog) and w.isVisible())
        seen["title"] = dialog.windowTitle()
        seen["header"] = dialog.header.text()
        for row in range(dialog.list.count()):
            item = dialog.list.item(row)
            qtbot.mouseClick(dialog.list.viewport(), Qt.MouseButton.LeftButton,
                             pos=dialog.list.visualItemRect(item).center())
            seen[item.text()] = dialog.text.toPlainText()
        dialog.reject()

    about = next(a for a in window.help_menu.actions() if a.text().replace("&", "") in ("About JassDesk",
                                                                                      "Über JassDesk"))
    QTimer.singleShot(0, read_and_close)
    about.trigger()  # modal: returns once read_and_close has closed it
    return seen


def test_help_about_shows_the_version_and_every_licence(qtbot, window):  # noqa: ANN001
    seen = open_about(qtbot, window)
    assert seen["title"] == "About JassDesk"
    assert f"JassDesk {__version__}" in seen["header"] and "GNU General Public License" in seen["header"]
    texts = {title: text for title, text in seen.items() if title not in ("title", "header")}
    jassdesk = texts[f"JassDesk {__version__} — GPL-3.0+"]
    assert "GNU GENERAL PUBLIC LICENSE" in jassdesk and "Version 3, 29 June 2007" in jassdesk
    art = texts["Card art — CC BY 4.0"]
    assert "https://creativecommons.org/licenses/by/4.0/" in art and "artwork made for JassDesk" in art
    qt = texts[f"Qt {qVersion()}, PySide6 {PySide6.__version__} — LGPL-3.0"]
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in qt and "Version 3" in qt
    assert "https://download.qt.io/official_releases/qt/" in qt and "pyside-setup" in qt  # where the source is
    assert "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2" in next(t for k, t in texts.items() if k.startswith("Python"))
    assert "MIT License" in texts[f"platformdirs {platformdirs.__version__} — MIT"]
    assert "Bitstream Vera" in texts["DejaVu fonts"] and "Arev" in texts["DejaVu fonts"]
    assert "PyInstaller" in texts["Other bundled software"]


def test_help_about_in_german(qtbot, window):  # noqa: ANN001
    window.settings.set("language", "de")
    try:
        seen = open_about(qtbot, window)
    finally:
        window.settings.set("language", "en")  # the translator is the application's: leave English behind
    assert seen["title"] == "Über JassDesk"
    assert "Das Schweizer Kartenspiel Jass" in seen["header"] and f"JassDesk {__version__}" in seen["header"]
    assert "Ihr Quellcode" in next(t for k, t in seen.items() if k.startswith("Qt "))
    assert "Kartenbilder — CC BY 4.0" in seen and "DejaVu-Schriften" in seen
    assert "Lizenz Creative Commons Namensnennung 4.0" in seen["Kartenbilder — CC BY 4.0"]


def test_the_shipped_font_stands_in_when_the_system_has_none(tmp_path):
    """With a fontconfig that knows no font, the application draws with the DejaVu Sans it carries."""
    (tmp_path / "fonts.conf").write_text(
        f'<?xml version="1.0"?><fontconfig><cachedir>{tmp_path}/cache</cachedir></fontconfig>', encoding="utf-8")
    probe = ("from PySide6.QtGui import QFontInfo; from jassdesk.ui.app import create_app; "
             "app = create_app(['probe']); print(repr(QFontInfo(app.font()).family()))")
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen")
    with_fonts = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, text=True, timeout=60)
    bare = dict(env, FONTCONFIG_FILE=str(tmp_path / "fonts.conf"))
    without = subprocess.run([sys.executable, "-c", probe], env=bare, capture_output=True, text=True, timeout=60)
    assert without.returncode == 0, without.stderr
    assert without.stdout.strip() == "'DejaVu Sans'"
    assert with_fonts.stdout.strip() not in ("", "''")  # the system's own font, whatever it is
