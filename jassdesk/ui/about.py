"""Help > About: the version, JassDesk's licence, the card art's, and the licences of what it is built on.

A distributed PySide6 program must tell its users that Qt and Qt for Python are
used under the LGPL and where their source is, and pass on the notices of the
rest it ships (Python, platformdirs, the DejaVu fonts, the libraries in a
bundle).  The licence texts are files in ``jassdesk/licenses`` (and the card
art's ``LICENSE.md`` beside the art), shipped in the wheel and in the bundle, and
shown here as they are: legal texts stay in their original English, the
sentences around them follow the language.
"""

from __future__ import annotations

import html
import platform
from dataclasses import dataclass
from importlib import resources

import platformdirs
import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from jassdesk import __version__
from jassdesk.cards.provider import default_cards_root

from .focus_ring import show_focus
from .icon import app_icon

CARD_ART_LICENCE_URL = "https://creativecommons.org/licenses/by/4.0/"
QT_SOURCE_URL = "https://download.qt.io/official_releases/qt/"
PYSIDE_SOURCE_URL = "https://code.qt.io/cgit/pyside/pyside-setup.git/"


def licence_text(name: str) -> str:
    """A licence file of ``jassdesk/licenses`` as shipped."""
    return (resources.files("jassdesk") / "licenses" / name).read_text(encoding="utf-8")


@dataclass(frozen=True)
class Notice:
    """One entry of the dialog's list: who, under which licence, a sentence about it, the full texts."""

    title: str
    summary: str  # rich text, translated
    texts: tuple[str, ...]  # the licence texts, untranslated


class AboutDialog(QDialog):
    """Version and licences; the list on the left picks the licence shown on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About JassDesk"))
        self.setWindowIcon(app_icon())
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(64, 64))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.header = QLabel(
            f"<h2>JassDesk {html.escape(__version__)}</h2><p>"
            + self.tr("The Swiss card game Jass — Schieber, Schmaus, Coiffeur and Differenzler — offline, with AI "
                      "players and hints.")
            + "</p><p>" + self.tr("Copyright © the JassDesk contributors. Free software under the GNU General "
                                  "Public License, version 3 or later; it comes with no warranty.") + "</p>")
        self.header.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addWidget(self.header, 1)
        self.notices = self._notices()
        self.list = QListWidget()
        self.list.addItems([n.title for n in self.notices])
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setFixedWidth(self.list.sizeHintForColumn(0) + 2 * self.list.frameWidth() + 8)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        self.text.setAccessibleName(self.tr("Licence text"))
        show_focus(self.text)  # its frame looks the same with the focus as without
        self.list.currentRowChanged.connect(self._show)
        middle = QHBoxLayout()
        middle.addWidget(self.list)
        middle.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.button(QDialogButtonBox.StandardButton.Close).setText(self.tr("Close"))  # Swiss "Schliessen"
        buttons.rejected.connect(self.reject)
        show_focus(buttons.button(QDialogButtonBox.StandardButton.Close))  # the default: Fusion shows no focus
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        licences = QLabel(self.tr("Licences of JassDesk and of the software it is built on:"))
        licences.setBuddy(self.list)  # the list's name for a screen reader
        layout.addWidget(licences)
        layout.addLayout(middle, 1)
        layout.addWidget(buttons)
        self.list.setCurrentRow(0)
        self.resize(720, 520)

    def _notices(self) -> list[Notice]:
        link = '<a href="{0}">{0}</a>'.format
        return [
            Notice(f"JassDesk {__version__} — GPL-3.0+",
                   self.tr("JassDesk is free software: you may share and change it under the terms of the GNU "
                           "General Public License as published by the Free Software Foundation, version 3 or "
                           "(at your option) any later version. It comes WITHOUT ANY WARRANTY."),
                   (licence_text("GPL-3.0.txt"),)),
            Notice(self.tr("Card art — CC BY 4.0"),
                   self.tr("The card faces, the backs and the icon are original art made for JassDesk, licensed "
                           "under Creative Commons Attribution 4.0 International: %1").replace(
                       "%1", link(CARD_ART_LICENCE_URL)),
                   ((default_cards_root() / "LICENSE.md").read_text(encoding="utf-8"),)),
            Notice(f"Qt {qVersion()}, PySide6 {PySide6.__version__} — LGPL-3.0",
                   self.tr("Qt and Qt for Python (PySide6, Shiboken6) are used unmodified under the GNU Lesser "
                           "General Public License, version 3. Their source code: %1 and %2").replace(
                       "%1", link(QT_SOURCE_URL)).replace("%2", link(PYSIDE_SOURCE_URL)),
                   (licence_text("Qt-PySide6.txt"), licence_text("LGPL-3.0.txt"))),
            Notice(f"Python {platform.python_version()} — PSF",
                   self.tr("Python and its standard library are used under the Python Software Foundation "
                           "License."),
                   (licence_text("Python-PSF.txt"),)),
            Notice(f"platformdirs {platformdirs.__version__} — MIT",
                   self.tr("platformdirs finds the folders for the settings, the games and the log; MIT License."),
                   (licence_text("platformdirs-MIT.txt"),)),
            Notice(self.tr("DejaVu fonts"),
                   self.tr("The DejaVu Sans font is shipped for systems that have no font of their own "
                           "(Bitstream Vera and Arev font licences)."),
                   (licence_text("DejaVu-fonts.txt"),)),
            Notice(self.tr("Other bundled software"),
                   self.tr("What the installable bundle carries besides: PyInstaller's start-up program and, on "
                           "Linux, libraries of the system it was built on."),
                   (licence_text("bundled-libraries.txt"),)),
        ]

    def _show(self, row: int) -> None:
        if not 0 <= row < len(self.notices):
            return
        notice = self.notices[row]
        # pre-wrap: the texts' own line breaks, and long lines wrapped at the window's edge (no sideways scrolling)
        texts = "".join(f'<hr><pre style="white-space: pre-wrap">{html.escape(t)}</pre>' for t in notice.texts)
        self.text.setHtml(f"<p>{notice.summary}</p>{texts}")
