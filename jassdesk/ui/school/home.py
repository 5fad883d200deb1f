"""The school's front page: every lesson in its order and every puzzle by game, with the stars won.

Lichess's Learn keeps people going with small stages and one to three stars; so does this page.  Each
lesson is a tile with its number, its title and where the person stands (not started, half-way: "Continue
where you left off", done: its stars); the next lesson to take has the gold rim and the keyboard's focus,
so Enter starts it.  Puzzles follow by game, each a tile with its title and stars.  The page decides
nothing: a tile's click asks the window to open that entry.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QFrame, QGridLayout, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout,
                               QWidget)

from jassdesk.app.school_catalog import CatalogEntry, SchoolCatalog
from jassdesk.app.school_progress import SchoolProgress

from ..games import setup_for
from ..styled import keep_styled
from .style import STYLE, stars_text

#: tiles per row when the page is wide enough, else one
WIDE_COLUMNS = 2
WIDE_PAGE = 940


class SchoolHome(QScrollArea):
    """The list of lessons and puzzles; ``opened(key)`` when a tile is chosen."""

    opened = Signal(str)

    def __init__(self, catalog: SchoolCatalog, progress: SchoolProgress, lang: str,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("schoolHome")
        self.setWidgetResizable(True)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the tiles take one column instead
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # no stop of its own: Tab going down the tiles scrolls to them
        keep_styled(self, STYLE)
        self.catalog = catalog
        self.progress = progress
        self.lang = lang
        self.tiles: dict[str, QPushButton] = {}
        inner = QWidget(objectName="schoolHomeInner")
        self.setWidget(inner)
        outer = QVBoxLayout(inner)
        outer.setContentsMargins(16, 14, 16, 14)
        self.card = QFrame(objectName="schoolCard")
        self.card.setMaximumWidth(980)
        outer.addWidget(self.card, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(1)
        self.layout_ = QVBoxLayout(self.card)
        self.layout_.setContentsMargins(20, 14, 20, 16)
        self.layout_.setSpacing(8)
        self.title = QLabel(objectName="schoolTitle")
        self.intro = QLabel(objectName="schoolLine")
        self.intro.setWordWrap(True)
        self.total = QLabel(objectName="schoolLine")
        self.problems = QLabel(objectName="schoolLine")
        self.problems.setWordWrap(True)
        self.lessons_title = QLabel(objectName="schoolSection")
        self.lessons_grid = QGridLayout()
        self.puzzles_title = QLabel(objectName="schoolSection")
        self.puzzles_line = QLabel(objectName="schoolLine")
        self.puzzles_line.setWordWrap(True)
        for widget in (self.title, self.intro, self.total, self.problems, self.lessons_title):
            self.layout_.addWidget(widget)
        self.layout_.addLayout(self.lessons_grid)
        self.layout_.addWidget(self.puzzles_title)
        self.layout_.addWidget(self.puzzles_line)
        self.game_titles: dict[object, QLabel] = {}
        self.game_grids: dict[object, QGridLayout] = {}
        for game in catalog.puzzle_games():
            label = QLabel(objectName="schoolSection")
            grid = QGridLayout()
            self.layout_.addWidget(label)
            self.layout_.addLayout(grid)
            self.game_titles[game], self.game_grids[game] = label, grid
        for entry in catalog.lessons + catalog.puzzles:
            tile = QPushButton(self.card)
            tile.setObjectName("tile")
            tile.setAutoDefault(True)
            tile.setCursor(Qt.CursorShape.PointingHandCursor)
            tile.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            tile.clicked.connect(lambda _=False, key=entry.key: self.opened.emit(key))
            self.tiles[entry.key] = tile
        self._columns = 0
        self._place_tiles()
        self._order_keys()
        progress.changed.connect(self.refresh)
        self.retranslate()

    # -- texts ------------------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.title.setText(self.tr("Jass school"))
        self.intro.setText(self.tr("Learn Jass one idea at a time: each lesson deals the cards it needs and the "
                                   "guide beside the table says what to do. Then try the puzzles: the last "
                                   "tricks of a hand, checked card by card against the best play."))
        self.lessons_title.setText(self.tr("Lessons"))
        self.puzzles_title.setText(self.tr("Puzzles"))
        self.puzzles_line.setText(self.tr("Play the last cards of a hand to its goal. The hint (H) says what to "
                                          "look for."))
        for game, label in self.game_titles.items():
            label.setText(setup_for(game).name())  # type: ignore[arg-type]
        self.problems.setText("\n".join(self.tr("Not shipped in one piece: %1").replace("%1", p)
                                        for p in self.catalog.problems))
        self.problems.setVisible(bool(self.catalog.problems))
        self.refresh()

    def refresh(self) -> None:
        """Every tile's stars and state; the next lesson to take gets the gold rim."""
        entries = self.catalog.lessons + self.catalog.puzzles
        won = sum(self.progress.stars(e.key) for e in entries)
        self.total.setText(self.tr("Stars won: %1 of %2").replace("%1", str(won))
                           .replace("%2", str(3 * len(entries))))
        following = self.next_lesson()
        for entry in entries:
            tile = self.tiles[entry.key]
            tile.setObjectName("tileNext" if following is not None and entry.key == following.key else "tile")
            tile.setStyleSheet("")  # the object name's look anew
            text, state = self._tile_text(entry)
            tile.setText(text)
            tile.setAccessibleName(f"{self._tile_heading(entry)}: {entry.title(self.lang)}")
            tile.setAccessibleDescription(state)
            tile.setToolTip(state)

    def _tile_heading(self, entry: CatalogEntry) -> str:
        if entry.kind == "lesson":
            return self.tr("Lesson %1").replace("%1", str(entry.number))
        return self.tr("Puzzle %1").replace("%1", str(entry.number))

    def _tile_text(self, entry: CatalogEntry) -> tuple[str, str]:
        stars = self.progress.stars(entry.key)
        if stars:
            state = self.tr("Done: %1 of 3 stars").replace("%1", str(stars))
            mark = stars_text(stars)
        elif self.progress.place(entry.key) is not None:
            state = self.tr("Continue where you left off")
            mark = "▶ " + state
        else:
            state = self.tr("Not started yet")
            mark = stars_text(0)
        return f"{self._tile_heading(entry)} · {entry.title(self.lang)}\n{mark}", state

    def next_lesson(self) -> CatalogEntry | None:
        """The lesson to take next: the first one half-way or not done (None when every lesson is done)."""
        return next((e for e in self.catalog.lessons if not self.progress.done(e.key)), None)

    def focus_next(self) -> None:
        """The keyboard on the next lesson (else the first puzzle not done, else the first tile)."""
        following = self.next_lesson() or next((e for e in self.catalog.puzzles if not self.progress.done(e.key)),
                                               None)
        key = following.key if following is not None else next(iter(self.tiles), None)
        if key is not None:
            self.tiles[key].setFocus(Qt.FocusReason.OtherFocusReason)
            self.ensureWidgetVisible(self.tiles[key])

    # -- the layout -------------------------------------------------------------------------------

    def _order_keys(self) -> None:
        """Tab goes down the page as it reads: the lessons, then each game's puzzles under its title (the
        tiles are made in the catalog's order of the puzzles, which is not the page's order of the games)."""
        chain = [self.tiles[e.key] for e in self.catalog.lessons]
        for game in self.game_grids:
            chain += [self.tiles[e.key] for e in self.catalog.puzzles_of(game)]  # type: ignore[arg-type]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def _place_tiles(self) -> None:
        columns = WIDE_COLUMNS if self.width() >= WIDE_PAGE else 1
        if columns == self._columns:
            return
        self._columns = columns
        for i, entry in enumerate(self.catalog.lessons):
            self.lessons_grid.addWidget(self.tiles[entry.key], i // columns, i % columns)
        for game, grid in self.game_grids.items():
            for i, entry in enumerate(self.catalog.puzzles_of(game)):  # type: ignore[arg-type]
                grid.addWidget(self.tiles[entry.key], i // columns, i % columns)

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self._place_tiles()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
