"""The table's look: its colours and how large its text is, one for the whole program.

The felt, the name plates, the buttons, the bubbles and the panels are painted by hand
(:mod:`jassdesk.ui.items`), so the application's palette does not reach them: they ask this module for
their colours (:func:`look`) and every font they use goes through :func:`text_scale` (``ui_font``), as
every widget's text goes through the application font.  Like the application's palette there is one
look at a time; :class:`Appearance` (:mod:`jassdesk.ui.appearance`) sets it from the settings and the
system and says so through :func:`notifier` so the table repaints and lays itself out again.

The high-contrast look follows what high-contrast themes do (black ground, white text and lines,
yellow for what is chosen or whose turn it is, cyan for the keyboard's focus): every text stands at a
contrast of at least 7:1 against what it is drawn on (WCAG AAA), lines are thicker, nothing is told by
a faint shade or a transparency alone, and the felt's weave and shadows are left out.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QColor


@dataclass(frozen=True)
class Look:
    """The colours of the hand-painted table; ``high_contrast`` also thickens lines and drops ornaments."""

    name: str
    high_contrast: bool
    # the felt: a radial gradient from the centre, a faint weave, an oval line round the trick
    felt_centre: QColor
    felt_middle: QColor
    felt_edge: QColor
    felt_weave: QColor | None
    felt_oval: QColor
    # the name plates and the mode badge
    plate_fill: QColor
    plate_border: QColor
    plate_text: QColor
    plate_quiet: QColor  # the AI level, the badge's title
    turn: QColor  # the ring round the plate whose turn it is, the points pill
    turn_glow: QColor | None
    dealer_marker: QColor
    vorhand_marker: QColor
    marker_text: QColor
    # the buttons on the felt
    button_top: QColor
    button_bottom: QColor
    chosen_top: QColor  # a primary or checked button
    chosen_bottom: QColor
    disabled_top: QColor
    disabled_bottom: QColor
    button_text: QColor
    chosen_text: QColor
    disabled_text: QColor
    button_quiet: QColor  # a button's subtitle
    button_border: QColor
    focus: QColor  # the keyboard's ring
    focus_width: float
    line_width: float  # the borders of buttons, bubbles and panels
    # the bubbles
    speech_fill: QColor
    speech_border: QColor
    warning_fill: QColor
    warning_border: QColor
    hint_fill: QColor
    hint_border: QColor
    bubble_text: QColor
    bubble_quiet: QColor
    link: QColor
    # the panels (hand summary, choices, last trick)
    panel_top: QColor
    panel_bottom: QColor
    panel_border: QColor
    panel_text: QColor
    panel_quiet: QColor
    panel_rule: QColor
    # the cards
    legal_outline: QColor
    dim: QColor
    shadow: QColor | None
    value_badge: QColor
    value_badge_hinted: QColor
    value_text: QColor
    hint_glow: QColor
    cut_refused: QColor


NORMAL = Look(
    name="normal", high_contrast=False,
    felt_centre=QColor("#1f7a45"), felt_middle=QColor("#156a3a"), felt_edge=QColor("#0b4325"),
    felt_weave=QColor(255, 255, 255, 6), felt_oval=QColor(255, 255, 255, 28),
    plate_fill=QColor(6, 32, 18, 215), plate_border=QColor(255, 255, 255, 60), plate_text=QColor("white"),
    plate_quiet=QColor("#b9d8c4"), turn=QColor("#f4c542"), turn_glow=QColor(244, 197, 66, 110),
    dealer_marker=QColor("#f4c542"), vorhand_marker=QColor("#7fd1ff"), marker_text=QColor("#1f1a14"),
    button_top=QColor("#fffdf6"), button_bottom=QColor("#efe6d2"), chosen_top=QColor("#ffe08a"),
    chosen_bottom=QColor("#e0a92a"), disabled_top=QColor("#b9b3a6"), disabled_bottom=QColor("#a29c90"),
    button_text=QColor("#1f1a14"), chosen_text=QColor("#1f1a14"), disabled_text=QColor("#55504a"),
    button_quiet=QColor("#6b5a3a"), button_border=QColor(60, 45, 25, 160), focus=QColor("#2f80ed"),
    focus_width=3.0, line_width=1.2,
    speech_fill=QColor("#fffaf0"), speech_border=QColor("#5b4a33"), warning_fill=QColor("#fff1f0"),
    warning_border=QColor("#c0392b"), hint_fill=QColor("#fff8dc"), hint_border=QColor("#c89b0c"),
    bubble_text=QColor("#1f1a14"), bubble_quiet=QColor("#6b5a3a"), link=QColor("#2f80ed"),
    panel_top=QColor("#fffdf7"), panel_bottom=QColor("#f3ead6"), panel_border=QColor("#8a6d3b"),
    panel_text=QColor("#1f1a14"), panel_quiet=QColor("#6b5a3a"), panel_rule=QColor("#d8c9a6"),
    legal_outline=QColor(255, 255, 255, 200), dim=QColor(10, 25, 18, 120), shadow=QColor(0, 0, 0, 70),
    value_badge=QColor(20, 60, 40, 225), value_badge_hinted=QColor("#a87800"), value_text=QColor("white"),
    hint_glow=QColor("#f4c542"), cut_refused=QColor("#e74c3c"),
)

_BLACK, _WHITE, _YELLOW, _CYAN = QColor("#000000"), QColor("#ffffff"), QColor("#ffff00"), QColor("#00ffff")

HIGH_CONTRAST = Look(
    name="high-contrast", high_contrast=True,
    felt_centre=_BLACK, felt_middle=_BLACK, felt_edge=_BLACK, felt_weave=None, felt_oval=QColor("#bdbdbd"),
    plate_fill=_BLACK, plate_border=_WHITE, plate_text=_WHITE, plate_quiet=_WHITE, turn=_YELLOW,
    turn_glow=None, dealer_marker=_YELLOW, vorhand_marker=_CYAN, marker_text=_BLACK,
    button_top=_BLACK, button_bottom=_BLACK, chosen_top=_YELLOW, chosen_bottom=_YELLOW,
    disabled_top=QColor("#262626"), disabled_bottom=QColor("#262626"), button_text=_WHITE, chosen_text=_BLACK,
    disabled_text=QColor("#c8c8c8"), button_quiet=_WHITE, button_border=_WHITE, focus=_CYAN,
    focus_width=4.0, line_width=2.5,
    speech_fill=_BLACK, speech_border=_WHITE, warning_fill=_BLACK, warning_border=QColor("#ff6e6e"),
    hint_fill=_BLACK, hint_border=_YELLOW, bubble_text=_WHITE, bubble_quiet=_WHITE, link=_CYAN,
    panel_top=_BLACK, panel_bottom=_BLACK, panel_border=_WHITE, panel_text=_WHITE, panel_quiet=_WHITE,
    panel_rule=_WHITE,
    legal_outline=_YELLOW, dim=QColor(0, 0, 0, 150), shadow=None,
    value_badge=_BLACK, value_badge_hinted=_BLACK, value_text=_YELLOW, hint_glow=_YELLOW,
    cut_refused=QColor("#ff6e6e"),
)

LOOKS = {NORMAL.name: NORMAL, HIGH_CONTRAST.name: HIGH_CONTRAST}


class _Notifier(QObject):
    """Says that the look or the text size changed: the table repaints and lays out again."""

    changed = Signal()


_state: dict[str, object] = {"look": NORMAL, "text_scale": 1.0, "still": False}
_notifier: list[_Notifier] = []


def look() -> Look:
    """The look in force."""
    return _state["look"]  # type: ignore[return-value]


def text_scale() -> float:
    """How much larger than designed the table's text is (the system's font size times the setting)."""
    return _state["text_scale"]  # type: ignore[return-value]


def still() -> bool:
    """Whether nothing on the table may move or blink (the person or the system asked for reduced motion)."""
    return _state["still"]  # type: ignore[return-value]


def px(size: float) -> int:
    """A designed pixel size (of a text, or of the box that holds one) at the text scale in force."""
    return round(size * text_scale())


def notifier() -> _Notifier:
    """The object whose ``changed`` signal says the look or the text scale changed."""
    if not _notifier:
        _notifier.append(_Notifier())
    return _notifier[0]


def set_look(new_look: Look, scale: float = 1.0, still_: bool = False) -> bool:
    """Put ``new_look``, the text ``scale`` and stillness in force; True (and ``changed`` emitted) if one changed."""
    scale = round(max(0.5, min(3.0, scale)), 3)
    if new_look is _state["look"] and scale == _state["text_scale"] and still_ == _state["still"]:
        return False
    _state["look"], _state["text_scale"], _state["still"] = new_look, scale, still_
    notifier().changed.emit()
    return True


def contrast_ratio(a: QColor, b: QColor) -> float:
    """WCAG 2's contrast ratio of two opaque colours (1 to 21)."""
    def luminance(c: QColor) -> float:
        def channel(v: float) -> float:
            return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF())
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
