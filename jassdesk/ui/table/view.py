"""The view round the table scene: the scene always fills it; keys go to the scene."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent, QPainter
from PySide6.QtWidgets import QGraphicsView, QWidget

from .access import TableAccess
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
        self.setAccessibleName(self.tr("The Jass table"))
        self.setAccessibleDescription(self.tr("Left and Right choose a card, Enter plays it; R reads the trick, C "
                                              "your cards, S the score, L the last trick, H gives a hint."))  # the table's things for a screen reader, and its announcements

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
