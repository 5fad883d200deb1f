"""Panels over the table: the hand's summary, the Partie's end and the last trick."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QRectF, QTimer
from PySide6.QtGui import QFontMetricsF

from jassdesk.cards.provider import CARD_ASPECT
from jassdesk.engine import events as ev

from ..items import ButtonItem, CardItem, PanelItem, ui_font

if TYPE_CHECKING:
    from .scene import TableScene


class Overlays(QObject):
    """The one panel that waits for the person (summary or Partie end), and the last trick."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(scene)
        self.scene = scene
        self.panel: PanelItem | None = None  # the summary or the Partie's end
        self.last_trick: PanelItem | None = None

    # -- the waiting panel ---------------------------------------------------------------

    def clear(self) -> None:
        if self.panel is not None:
            self.scene.remove(self.panel)
            self.panel = None

    def _show(self, panel: PanelItem, buttons: list[tuple[str, Callable[[], None], str]]) -> None:
        panel.setZValue(1100)
        self.scene.addItem(panel)
        self.panel = panel
        for text, fn, kind in buttons:
            b = ButtonItem(text, None, panel, (170, 44), kind=kind)
            b.set_size(max(170.0, QFontMetricsF(ui_font(17, True)).horizontalAdvance(text) + 32), 44)
            b.clicked.connect(fn)
            panel.buttons.append(b)
        self.place()

    def place(self) -> None:
        if self.last_trick is not None:
            place_card_row(self.last_trick, self.scene, self.last_trick.row)
        panel = self.panel
        if panel is None:
            return
        g = self.scene.geo
        panel.fit(min(340.0, g.w - 16), g.w - 16)
        panel.setPos(g.w / 2 - panel.w / 2, max(4.0, min(g.mid_y - panel.h / 2, g.h - panel.h - 4)))
        buttons = panel.buttons
        total = sum(b.w for b in buttons) + 12 * (len(buttons) - 1)
        x = (panel.w - total) / 2
        for b in buttons:
            b.setPos(x, panel.h - b.h - 18)
            x += b.w + 12

    def press_default(self) -> bool:
        """Enter on a panel: its first button."""
        buttons = self.panel.buttons if self.panel is not None else []
        if buttons:
            buttons[0].clicked.emit()
            return True
        return False

    def _summary_lines(self, r: Any) -> list[tuple[str, ...]]:
        lines = [(self.tr("Card points"), *[str(v) for v in r.card_points])]
        if any(r.weis):
            lines.append((self.tr("Weis"), *[str(v) for v in r.weis]))
        if any(r.stoeck):
            lines.append((self.tr("Stöck"), *[str(v) for v in r.stoeck]))
        if any(r.match):
            lines.append((self.tr("Match"), *[str(v) for v in r.match]))
        if r.multiplier > 1:
            lines.append((self.tr("Multiplier"), *self.scene.game_view.multiplier_cells(r)))
        lines.append(("=" + self.tr("Written this hand"), *[str(v) for v in r.written]))
        totals = self.scene.controller.score_model.totals
        lines.append(("=" + self.tr("Total"), *[str(v) for v in totals]))
        return lines

    def show_summary(self, r: Any, on_continue: Callable[[], None]) -> None:
        scene = self.scene
        self.clear()
        title = self.tr("Hand %1").replace("%1", str(r.hand_no + 1))
        if r.mode is not None:
            title += " — " + scene.game_view.hand_title(r, scene.lang, scene.deck)
        panel = PanelItem(100, 100, title)
        panel.header = ("", scene.side_name(0), scene.side_name(1))
        panel.lines = self._summary_lines(r)
        panel.footer = scene.game_view.summary_note(r, scene.controller.players_model.names)
        if not r.complete:
            panel.footer = self.tr("The hand ended early: a side reached the target.")
        self._show(panel, [(self.tr("Continue"), on_continue, "primary")])
        scene.message.emit(self.tr("Hand over. Continue when you are ready (Enter)."))

    def show_partie_end(self, e: ev.PartieOver, on_next: Callable[[], None],
                        on_new: Callable[[], None]) -> None:
        scene = self.scene
        self.clear()
        if e.winner is None:
            title = self.tr("The Partie is drawn")
        else:
            title = scene.game_view.winner_title(e.winner, scene.controller.players_model.names)
        panel = PanelItem(100, 100, title)
        panel.header = ("", scene.side_name(0), scene.side_name(1))
        results = scene.controller.score_model.results
        panel.lines = [scene.game_view.played_line(scene.controller.rules, len(results)),
                       ("=" + self.tr("Final score"), *[str(v) for v in e.scores])]
        rules = scene.controller.rules
        panel.footer = scene.game_view.partie_footer(rules, e)
        self._show(panel, [(self.tr("Next Partie"), on_next, "primary"),
                           (self.tr("New game…"), on_new, "normal")])
        scene.message.emit(title)

    # -- the last trick --------------------------------------------------------------------

    def toggle_last_trick(self) -> None:
        if self.last_trick is not None:
            self.close_last_trick()
            return
        scene = self.scene
        last = scene.controller.trick_model.last
        if last is None:
            scene.message.emit(self.tr("No trick has been played in this hand yet."))
            return
        leader, cards, winner = last
        seats = [scene.seat_after(leader, i) for i in range(len(cards))]
        panel = PanelItem(100, 100, self.tr("Last trick — taken by %1").replace("%1", scene.seat_name(winner)))
        panel.setZValue(950)
        scene.addItem(panel)
        panel.row = [(card, scene.seat_name(s), s == winner) for s, card in zip(seats, cards)]
        place_card_row(panel, scene, panel.row)
        self.last_trick = panel
        scene.message.emit(self.tr("Last trick: %1.").replace("%1", ", ".join(
            f"{scene.seat_name(seat)} {scene.card_name(card)}" for seat, card in zip(seats, cards))))
        QTimer.singleShot(6000, panel, lambda: self.last_trick is panel and self.close_last_trick())

    def close_last_trick(self) -> None:
        if self.last_trick is not None:
            self.scene.remove(self.last_trick)
            self.last_trick = None


def place_card_row(panel: PanelItem, scene: "TableScene", cards: list[tuple[int, str, bool]],
                   below: float = 0.0, max_w: float | None = None) -> float:
    """Cards in a row on ``panel``, each with its player's name under it (a glow on the marked ones);
    the panel fits round them, centred on the table.  Returns the height of the row."""
    g = scene.geo
    cw = g.tw * 0.62
    fm = QFontMetricsF(PanelItem.CAPTION_FONT())
    cols = [max(cw, fm.horizontalAdvance(name) + 4) for _, name, _ in cards]
    gap = 12.0
    row_w = sum(cols) + gap * (len(cols) - 1)
    row_h = cw * CARD_ASPECT + 6 + fm.height() + 4
    max_w = g.w - 16 if max_w is None else max_w
    panel.fit(min(row_w + 2 * PanelItem.PAD, max_w), max_w, row_h + below)
    if panel.w < row_w + 2 * PanelItem.PAD:  # a narrow table: the row is as wide as the panel allows
        k = (panel.w - 2 * PanelItem.PAD) / row_w
        cols = [c * k for c in cols]
        cw *= k
        gap *= k
        row_w = panel.w - 2 * PanelItem.PAD
        row_h = cw * CARD_ASPECT + 6 + fm.height() + 4
        panel.fit(panel.w, panel.w, row_h + below)
    for it in getattr(panel, "cards", []):  # laid out again (a new size): the row is made anew
        it.setParentItem(None)
        scene.remove(it)
    panel.cards = []
    panel.captions = []
    x = (panel.w - row_w) / 2
    y = panel.body_top + 4
    for (card, name, marked), col in zip(cards, cols):
        item = CardItem(scene.provider, card, cw, True, panel)
        item.set_dpr(scene.dpr)
        item.setPos(x + (col - cw) / 2, y)
        item.set_flags(hinted=marked)
        item.setToolTip(name)
        panel.cards.append(item)
        panel.captions.append((QRectF(x - 2, y + cw * CARD_ASPECT + 6, col + 4, fm.height() + 2), name))
        x += col + gap
    c = g.centre
    panel.setPos(c.x() - panel.w / 2, max(4.0, min(c.y() - panel.h / 2, g.h - panel.h - 4)))
    return row_h
