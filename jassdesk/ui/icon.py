"""The application's icon, apart from the About dialog so that a start need not load that dialog."""

from __future__ import annotations

from importlib import resources

from PySide6.QtGui import QIcon


def app_icon() -> QIcon:
    return QIcon(str(resources.files("jassdesk") / "icons" / "jassdesk.svg"))
