"""A font for systems that have none: DejaVu Sans, shipped in ``jassdesk/fonts``.

A minimal Linux system (a container, a fresh server install with a desktop
added by hand) may have no font at all; Qt then draws every text as nothing,
and the game is unplayable without a word of warning.  The bundle and the
wheel carry DejaVu Sans (its licence is ``jassdesk/licenses/DejaVu-fonts.txt``),
and it is used only when the system's default font does not resolve to any
real font file, so a normal desktop keeps its own look.
"""

from __future__ import annotations

import logging
from importlib import resources

from PySide6.QtGui import QFont, QFontDatabase, QFontInfo, QGuiApplication

FAMILY = "DejaVu Sans"
FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")

log = logging.getLogger(__name__)


def install_fallback_font(app: QGuiApplication) -> bool:
    """Make DejaVu Sans the application font if the system offers no font; True if it had to."""
    if QFontInfo(app.font()).family():
        return False
    for name in FILES:
        if QFontDatabase.addApplicationFont(str(resources.files("jassdesk") / "fonts" / name)) < 0:
            log.warning("the fallback font %s could not be loaded", name)
    app.setFont(QFont(FAMILY))
    log.info("no system font found: using the shipped %s", FAMILY)
    return True
