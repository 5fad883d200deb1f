"""The school's look: the table's panels (cream card, brown rim, gold primary button, blue focus ring).

The same colours as the welcome (:mod:`jassdesk.ui.welcome`) and the table's panels
(:class:`jassdesk.ui.items.PanelItem`), so the school reads as part of the table it teaches on.
"""

STARS_ON = "#d99a1e"
STARS_OFF = "#cdbf9f"

STYLE = """
QWidget#schoolHome, QWidget#schoolHomeInner { background: #145c34; }
QFrame#schoolCard, QFrame#guide { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffdf7,
                     stop:1 #f3ead6); border: 2px solid #8a6d3b; border-radius: 14px; }
QLabel { color: #1f1a14; background: transparent; }
QLabel#schoolTitle { font-size: 22px; font-weight: 600; }
QLabel#schoolSection { font-size: 17px; font-weight: 600; color: #3b2f1c; }
QLabel#schoolLine, QLabel#guideStep { font-size: 13px; color: #4a3c28; }
QLabel#guideTitle { font-size: 17px; font-weight: 600; }
QLabel#guideText { font-size: 15px; }
QLabel#guideAnswerRight { font-size: 14px; background: #e3f3df; border: 1px solid #6aa55f; border-radius: 8px;
                          padding: 6px; color: #173d12; }
QLabel#guideAnswerWrong { font-size: 14px; background: #fbe4dc; border: 1px solid #c0603f; border-radius: 8px;
                          padding: 6px; color: #5a1c08; }
QLabel#guideNote { font-size: 14px; background: #e4eefb; border: 1px solid #6f93c4; border-radius: 8px;
                  padding: 6px; color: #14284a; }
QLabel#guideStars { font-size: 26px; color: #d99a1e; }
QProgressBar { border: 1px solid #c9b68c; border-radius: 4px; background: #efe6d2; max-height: 8px; }
QProgressBar::chunk { background: #e0a92a; border-radius: 3px; }
QPushButton { color: #1f1a14; font-size: 14px; font-weight: 600; padding: 5px 12px; min-height: 28px;
              border: 1px solid rgba(60, 45, 25, 160); border-radius: 11px; text-align: center;
              background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #fffdf6, stop:1 #efe6d2); }
QPushButton:hover { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffffff, stop:1 #f6eedc); }
QPushButton:disabled { color: #9a8f7c; }
QPushButton#primary { border: 2px solid #f4c542;
              background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #ffe08a, stop:1 #e0a92a); }
QPushButton#tile { text-align: left; font-weight: 500; padding: 8px 12px; }
QPushButton#tileNext { text-align: left; font-weight: 500; padding: 8px 12px; border: 2px solid #f4c542; }
QPushButton:focus, QPushButton#primary:focus, QPushButton#tile:focus, QPushButton#tileNext:focus,
QToolButton:focus { border: 3px solid #2f80ed; outline: none; }
QToolButton { border: 1px solid rgba(60, 45, 25, 120); border-radius: 6px; background: #fffdf6; padding: 2px; }
QScrollArea { border: none; background: transparent; }
"""


def stars_text(stars: int, of: int = 3) -> str:
    """Stars as a person reads them at a glance: filled, then empty (★★☆)."""
    stars = max(0, min(of, stars))
    return "★" * stars + "☆" * (of - stars)
