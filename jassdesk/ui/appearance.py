"""Puts the settings' look into force: high contrast, the text size and stillness, for the table and the widgets.

The table's hand-painted items read :mod:`.look`; the widgets read the application's font and palette.
:class:`Appearance` keeps the two agreeing: it listens to the settings (which follow the system's
high-contrast and reduce-motion preferences where the person left them "as the system"), scales the
system's font by the "larger text" setting, gives the widgets a high-contrast palette, and tells the table.

The system font the program started with is the base of every size: the table's designed pixel sizes
grow with it too (a person who set a larger font in the system gets a larger table text), against a
designed 13 px, the size of 9 to 10 pt on a desktop at 96 dpi.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QFont, QFontInfo, QPalette
from PySide6.QtWidgets import QApplication

from jassdesk.app.settings import Settings

from .look import HIGH_CONTRAST, NORMAL, set_look

DESIGNED_TEXT_PX = 13.0  # the system font size the table's texts were drawn for
MAX_TEXT_SCALE = 2.5
KEYS = ("contrast", "text_size", "motion")

# the application's font and palette as the system gave them, before any setting changed them
_base: dict[str, object] = {}


def _system_font(app: QApplication) -> QFont:
    if "font" not in _base:
        _base["font"] = QFont(app.font())
        _base["palette"] = QPalette(app.palette())
    return QFont(_base["font"])  # type: ignore[arg-type]


def _system_palette() -> QPalette:
    return QPalette(_base["palette"])  # type: ignore[arg-type]


def system_text_factor(font: QFont) -> float:
    """How much larger than designed the system's font is (1 at most desktops' defaults, never below)."""
    pixels = QFontInfo(font).pixelSize() or font.pixelSize()
    return max(1.0, pixels / DESIGNED_TEXT_PX) if pixels > 0 else 1.0


def high_contrast_palette() -> QPalette:
    """White on black, yellow for the selection and cyan for links, as the systems' high-contrast themes:
    every text at least 7:1 against its ground, the greyed texts too."""
    black, white, yellow, cyan = QColor("#000000"), QColor("#ffffff"), QColor("#ffff00"), QColor("#00ffff")
    grey = QColor("#a6a6a6")  # 8.7:1 on black
    p = QPalette()
    roles = QPalette.ColorRole
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled):
        disabled = group is QPalette.ColorGroup.Disabled
        text = grey if disabled else white
        for role, colour in ((roles.Window, black), (roles.WindowText, text), (roles.Base, black),
                             (roles.AlternateBase, QColor("#1a1a1a")), (roles.Text, text), (roles.Button, black),
                             (roles.ButtonText, text), (roles.BrightText, yellow), (roles.Highlight, yellow),
                             (roles.HighlightedText, black), (roles.Link, cyan), (roles.LinkVisited, cyan),
                             (roles.ToolTipBase, black), (roles.ToolTipText, white),
                             (roles.PlaceholderText, grey), (roles.Light, white), (roles.Midlight, grey),
                             (roles.Mid, grey), (roles.Dark, white), (roles.Shadow, white)):
            p.setColor(group, role, colour)
    return p


class Appearance(QObject):
    """The look, the text size and stillness the settings ask for, in force for the whole program."""

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        settings.changed.connect(self._on_setting)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)  # a theme change puts the system's palette back: ours goes on top again
        self.apply()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if event.type() == QEvent.Type.ThemeChange and watched is QApplication.instance():
            self.apply()
        return False

    def _on_setting(self, key: str) -> None:
        if key in KEYS:
            self.apply()

    @property
    def text_scale(self) -> float:
        """The table's text against its design: the system's font size times the setting."""
        app = QApplication.instance()
        factor = system_text_factor(_system_font(app)) if isinstance(app, QApplication) else 1.0
        return min(MAX_TEXT_SCALE, factor * self.settings.text_size.factor)

    def apply(self) -> None:
        """The settings' look on the table, their font and palette on the widgets."""
        app = QApplication.instance()
        high = self.settings.high_contrast
        if isinstance(app, QApplication):
            font = _system_font(app)
            k = self.settings.text_size.factor
            if font.pointSizeF() > 0:
                font.setPointSizeF(font.pointSizeF() * k)
            elif font.pixelSize() > 0:
                font.setPixelSize(round(font.pixelSize() * k))
            if app.font() != font:
                app.setFont(font)
            palette = high_contrast_palette() if high else _system_palette()
            if app.palette() != palette:
                app.setPalette(palette)
        set_look(HIGH_CONTRAST if high else NORMAL, self.text_scale, self.settings.reduce_motion)
