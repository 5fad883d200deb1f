"""The view round the table scene: the scene always fills it; keys go to the scene."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsView, QWidget

from .access import TableAccess
from .hand_over import HandOverCover
from .scene import TableScene


class TableView(QGraphicsView):
    """The view: the scene always fills it; keys go to the scene's keyboard handling."""

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt is drawn once per size
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(480, 400)
        self.setMouseTracking(True)
        self.painted = False
        self.access = TableAccess(self, scene, scene.felt, scene.overlays, scene.announcer)
        # between two people's turns at one computer (a hot-seat Partie) the table lies under a cover
        self.cover = HandOverCover(self, lambda text: self.access.announce(text, assertive=True))
        self.cover.shown.connect(self._uncovered)
        controller = scene.controller
        controller.handOver.connect(self._cover)
        controller.gameStarted.connect(lambda *_: controller.handing_to is None and self._uncover())
        self.setAccessibleName(self.tr("The Jass table"))
        self.setAccessibleDescription(self.tr("Left and Right choose a card, Enter plays it; R reads the trick, C "
                                              "your cards, S the score, L the last trick, H gives a hint."))  # the table's things for a screen reader, and its announcements

    # -- the cover between two people's turns ---------------------------------------------------------------

    def _cover(self, seat: int, name: str, on_turn: bool) -> None:
        self.table.hint_view.clear()
        self.access.set_covered(True)
        self.cover.open(seat, name, on_turn)
        self.table.message.emit(self.cover.title.text())  # the last person's words (a hint, a reason) go

    def _uncover(self) -> None:
        if self.cover.isVisible():
            self.cover.close_cover()
        if self.access.covered:
            self.access.set_covered(False)

    def _uncovered(self, seat: int) -> None:
        """The person named is at the screen: the table turns to his chair and takes the keys again."""
        self._uncover()
        self.table.controller.take_seat(seat)
        self.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def covered(self) -> bool:
        return self.cover.isVisible()

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self.resetCachedContent()
        size = self.viewport().size()
        self.table.resize_to(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(0, 0, size.width(), size.height())

    def paintEvent(self, event) -> None:  # noqa: ANN001
        super().paintEvent(event)
        self.painted = True

    def focusNextPrevChild(self, next: bool) -> bool:  # noqa: A002
        # Tab walks the buttons of the choice on the table (the scene's keys), not out of the view
        return False if self.table.chips else super().focusNextPrevChild(next)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.table.key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)
