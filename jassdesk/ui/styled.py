"""Style sheets that follow the look: their font sizes grow with the text size, their colours turn high-contrast.

The windows around the table (the welcome, the score sheet, the school, the statistics) are styled with Qt
style sheets written in the table's colours and in pixel font sizes, which neither the application font nor
its palette reach.  :func:`keep_styled` gives a widget its sheet through :func:`themed` and gives it again
whenever the look changes (:mod:`.look`), so "Larger text" and "High contrast" reach them too, at once.

In high contrast the sheet is rewritten as the high-contrast themes draw: every background black, every text
white, every border white (cyan on focus, yellow where the sheet marks what is checked or chosen), so each
text stands at 21:1; what a colour alone told (a right or wrong answer's green or red ground) is also said in
words, as the house asks of every colour.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QObject, Qt
from PySide6.QtWidgets import QWidget

from .look import look, notifier, px

BLACK, WHITE, YELLOW, CYAN = "#000000", "#ffffff", "#ffff00", "#00ffff"

_FONT_SIZE = re.compile(r"font-size:\s*(\d+(?:\.\d+)?)px")
_COLOUR = r"(?:#[0-9a-fA-F]{3,8}|rgba?\([^)]*\)|white|black|transparent)"
_GRADIENT = r"qlineargradient\([^;{}]*?\)\)?"
_RULE = re.compile(r"([^{}]+)\{([^{}]*)\}")


def scale_fonts(sheet: str) -> str:
    """Every ``font-size: Npx`` at the text size in force."""
    return _FONT_SIZE.sub(lambda m: f"font-size: {px(float(m.group(1)))}px", sheet)


def _high_contrast_rule(selectors: str, body: str) -> str:
    focus = ":focus" in selectors
    chosen = any(mark in selectors.lower() for mark in (":checked", "primary", ":selected", "::chunk", "::sub-page"))
    ground = YELLOW if chosen and not focus else BLACK
    text = BLACK if ground == YELLOW else WHITE
    line = CYAN if focus else YELLOW if chosen else WHITE

    def background(m: re.Match) -> str:
        value = m.group(2).strip()
        return f"{m.group(1)}: {'transparent' if value == 'transparent' else ground}"

    body = re.sub(r"(background(?:-color)?)\s*:\s*(" + _GRADIENT + r"|[^;]+)", background, body)
    body = re.sub(r"(?<![-\w])color\s*:\s*" + _COLOUR, f"color: {text}", body)
    body = re.sub(r"(border(?:-[a-z]+)*(?:-color)?)\s*:\s*([^;]*?)" + _COLOUR,
                  lambda m: f"{m.group(1)}: {m.group(2)}{'transparent' if 'transparent' in m.group(0) else line}",
                  body)
    body = re.sub(r"gridline-color\s*:\s*" + _COLOUR, f"gridline-color: {WHITE}", body)
    if ground == YELLOW and not re.search(r"(?<![-\w])color\s*:", body):
        body = body.rstrip() + f" color: {BLACK}; "  # a yellow ground's text is black, not the white around it
    return f"{selectors}{{{body}}}"


def high_contrast(sheet: str) -> str:
    """``sheet`` with every colour as a high-contrast theme has it (see the module's docstring)."""
    return _RULE.sub(lambda m: _high_contrast_rule(m.group(1), m.group(2)), sheet)


def themed(sheet: str) -> str:
    """``sheet`` in the look in force: its font sizes scaled, its colours high-contrast where that is on."""
    sheet = scale_fonts(sheet)
    return high_contrast(sheet) if look().high_contrast else sheet


class _Keeper(QObject):
    """Gives its widget (its parent) the sheet again at every change of the look; it goes with the widget."""

    def __init__(self, widget: QWidget, sheet: str) -> None:
        super().__init__(widget)
        self.widget = widget
        self.sheet = sheet
        notifier().changed.connect(self.apply)
        self.apply()

    def apply(self) -> None:
        self.widget.setStyleSheet(themed(self.sheet))


def keep_styled(widget: QWidget, sheet: str) -> None:
    """Style ``widget`` with ``sheet`` in the look in force, now and whenever the look changes."""
    for keeper in widget.findChildren(_Keeper, "", Qt.FindChildOption.FindDirectChildrenOnly):
        keeper.sheet = sheet  # a new sheet for a widget styled before: one keeper each
        keeper.apply()
        return
    _Keeper(widget, sheet)
