"""Panels over the table: the hand's summary, the Partie's end and the last trick."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QRectF, QTimer, Signal
from PySide6.QtGui import QFontMetricsF, QGuiApplication

from jassdesk.cards.provider import CARD_ASPECT
from jassdesk.app.game_config import PERSON
from jassdesk.engine import events as ev
from jassdesk.i18n.numbers import number

from ..items import ButtonItem, CardItem, PanelItem, ui_font
from ..look import px

if TYPE_CHECKING:
    from .host import TableHost

KEY_DELAY_MS = 900  # how long a waiting panel is on screen before it takes keys


class Overlays(QObject):
    """The one panel that waits for the person (summary or Partie end), and the last trick."""

    opened = Signal(object)  # a panel is on the table now (the announcer says it)

    def __init__(self, table: "TableHost") -> None:
        super().__init__(table)
        self.table = table
        self.panel: PanelItem | None = None  # the summary or the Partie's end
        self.summary_hand: int | None = None  # the hand the summary on show is about
        self._summary_footer = ""
        self.last_trick: PanelItem | None = None

    # -- the waiting panel ---------------------------------------------------------------

    def clear(self) -> None:
        if self.panel is not None:
            self.table.remove(self.panel)
            self.panel = None
        self.summary_hand = None

    def _show(self, panel: PanelItem, buttons: list[tuple[str, Callable[[], None], str]]) -> None:
        panel.setZValue(1100)
        self.table.addItem(panel)
        self.panel = panel
        for text, fn, kind in buttons:
            b = ButtonItem(text, None, panel, (170, px(44)), kind=kind)
            b.set_size(max(170.0, QFontMetricsF(ui_font(17, True)).horizontalAdvance(text) + 32), px(44))
            b.clicked.connect(fn)
            panel.buttons.append(b)
        self.place()
        self.opened.emit(panel)
        # keys only once the panel has been on screen a moment (an Enter meant for the last card does not
        # close it unseen); then its first button shows the keyboard's ring: what Enter presses
        panel.takes_keys = False
        QTimer.singleShot(KEY_DELAY_MS, panel, lambda: self._take_keys(panel))

    def _take_keys(self, panel: PanelItem) -> None:
        if panel is not self.panel:
            return
        panel.takes_keys = True
        if panel.buttons and not any(b.focused for b in panel.buttons):
            panel.buttons[0].set_focused(True)

    def place(self) -> None:
        if self.last_trick is not None:
            place_card_row(self.last_trick, self.table, self.last_trick.row)
        panel = self.panel
        if panel is None:
            return
        g = self.table.geo
        room = g.w - 16 - 20  # the panel's shadow reaches 10 px beyond each side
        panel.fit(min(340.0, room), room)
        panel.setPos(g.w / 2 - panel.w / 2, max(4.0, min(g.mid_y - panel.h / 2, g.h - panel.h - 4)))
        y = panel.h - 18 - panel.buttons_height()
        for row in panel.button_rows():
            total = sum(b.w for b in row) + panel.BUTTON_GAP * (len(row) - 1)
            x = (panel.w - total) / 2
            for b in row:
                b.setPos(x, y)
                x += b.w + panel.BUTTON_GAP
            y += max(b.h for b in row) + 10

    def press_default(self) -> bool:
        """Enter on a panel: the button with the keyboard's ring (the first at first), once the panel takes keys;
        before that the key is swallowed, so nothing is pressed unseen."""
        panel = self.panel
        if panel is None or not panel.buttons:
            return False
        focused = next((b for b in panel.buttons if b.focused), None)
        if getattr(panel, "takes_keys", True) and focused is not None and focused.enabled:
            focused.clicked.emit()
        return True

    def move_focus(self, d: int) -> bool:
        """Arrows and Tab walk the panel's buttons (once it takes keys)."""
        panel = self.panel
        if panel is None or not panel.buttons or not getattr(panel, "takes_keys", True):
            return panel is not None
        buttons = panel.buttons
        now = next((k for k, b in enumerate(buttons) if b.focused), 0)
        i = (now + d) % len(buttons)
        for k, b in enumerate(buttons):
            b.set_focused(k == i)
        self.table.message.emit(buttons[i].text)
        return True

    def show_summary(self, r: Any, on_continue: Callable[[], None]) -> None:
        """The hand's lines, its deal code (copyable) and, with a replay service, the Expert in the person's seat."""
        table = self.table
        self.clear()
        title = self.tr("Hand %1").replace("%1", number(r.hand_no + 1, lang=table.lang))
        if r.mode is not None:
            title += " — " + table.game_view.hand_title(r, table.lang, table.deck)
        panel = PanelItem(100, 100, title)
        panel.header, panel.lines = table.game_view.hand_summary(r, table)
        note = table.game_view.summary_note(r, table.controller.players_model.names)
        notes = [note] if note else []
        if not r.complete:
            notes.append(self.tr("The hand ended early: a side reached the target."))
        code = table.controller.deal_code(r.hand_no)
        if code:
            notes.append(self.tr("Deal code: %1").replace("%1", code))
        self._summary_footer = "\n".join(notes)
        panel.result = r
        panel.deal_code = code
        hand_no = r.hand_no
        buttons = [(self.tr("Continue"), on_continue, "primary")]
        if table.offers_review:
            buttons.append((self.tr("Review"), lambda: table.review_requested.emit(hand_no), "normal"))
        if code:
            buttons.append((self.tr("Copy code"), lambda: self.copy_code(code), "normal"))
        replays = table.replays
        if replays is not None:
            buttons.append((self.tr("Expert in my seat"), lambda: self.replay_with_expert(r), "normal"))
        self._show(panel, buttons)
        if replays is not None:
            expert = panel.buttons[-1]
            expert.setToolTip(self.tr("Play this deal again with the Expert in your seat (same cards, same "
                                      "players around you) and compare the results"))
            if replays.pending:
                self._mark_replaying(expert)
        self.summary_hand = hand_no
        self.update_review_line()
        table.message.emit(self.tr("Hand over. Continue when you are ready (Enter)."))

    def update_review_line(self) -> None:
        """The summary's footer: how the review of its hand stands (being judged, or the labels counted)."""
        panel = self.panel
        if panel is None or self.summary_hand is None:
            return
        line = self.table.review_status(self.summary_hand)
        panel.footer = "\n".join(t for t in (self._summary_footer, line) if t)
        self.place()
        panel.update()

    def copy_code(self, code: str) -> None:
        QGuiApplication.clipboard().setText(code)
        self.table.message.emit(self.tr("Deal code %1 copied: New game deals these cards again.").replace("%1", code))

    def replay_with_expert(self, played: Any) -> None:
        replays = self.table.replays
        if replays is None or replays.pending:
            return
        replays.request(played)
        if self.panel is not None and self.panel.buttons:
            self._mark_replaying(self.panel.buttons[-1])
        self.table.message.emit(self.tr("The Expert is playing your cards…"))

    def _mark_replaying(self, button: ButtonItem) -> None:
        button.enabled = False
        button.text = self.tr("The Expert is playing…")
        button.set_size(max(170.0, QFontMetricsF(ui_font(17, True)).horizontalAdvance(button.text) + 32), px(44))
        self.place()

    def show_comparison(self, played: Any, expert: Any, on_continue: Callable[[], None]) -> bool:
        """Both results of the same deal side by side, if the person still waits at that hand's summary (True);
        else (False) the caller says it in the status bar."""
        panel = self.panel
        if panel is None or getattr(panel, "result", None) is not played:
            return False
        table = self.table
        side = self._person_side()
        on_summary = lambda: self.show_summary(played, on_continue)  # noqa: E731
        self.clear()
        comparison = PanelItem(100, 100, self.tr("The same cards with the Expert in your seat"))
        comparison.header = ("", self.tr("You"), self.tr("Expert"))
        own = table.game_view.comparison_lines(played, expert, side)
        comparison.lines = [(self.tr("Played"), self.mode_name(played.mode), self.mode_name(expert.mode)), *(own or [
            (self.tr("Card points"), number(played.card_points[side]), number(expert.card_points[side])),
            ("=" + self.tr("Written for your side"), number(played.written[side]), number(expert.written[side])),
        ])]
        if own is None and len(played.written) == 2:  # one other side: what it made against you, and the Expert
            comparison.lines.append((self.tr("Written for the other side"), number(played.written[1 - side]),
                                     number(expert.written[1 - side])))
        comparison.footer = self.tr("Same deal, same dealer, the same players around you: only your seat was "
                                    "played by the Expert.")
        comparison.result = played
        self._show(comparison, [(self.tr("Continue"), on_continue, "primary"),
                                (self.tr("Back to the hand"), on_summary, "normal")])
        table.message.emit(self.comparison_text(played, expert))
        return True

    def comparison_text(self, played: Any, expert: Any) -> str:
        side = self._person_side()
        return self.tr("Hand %1, the same cards: you %2, the Expert in your seat %3.") \
            .replace("%1", number(played.hand_no + 1)).replace("%2", number(played.written[side])) \
            .replace("%3", number(expert.written[side]))

    def _person_side(self) -> int:
        """The side the person scores for, in the person's view the controller shows."""
        obs = self.table.controller.shown_obs
        return obs.sides[PERSON] if obs is not None else self.table.game_view.side_of(PERSON)

    def mode_name(self, mode: Any) -> str:
        return "—" if mode is None else mode.name_in(self.table.lang, self.table.deck)

    def show_partie_end(self, e: ev.PartieOver, on_next: Callable[[], None],
                        on_new: Callable[[], None]) -> None:
        table = self.table
        self.clear()
        title, header, lines = table.game_view.partie_end(e, table)
        panel = PanelItem(100, 100, title)
        panel.header, panel.lines = header, lines
        rules = table.controller.rules
        panel.footer = table.game_view.partie_footer(rules, e)
        other = table.other_game
        self._show(panel, [(self.tr("Next Partie"), on_next, "primary"),
                           (other[0](), other[1], "normal") if other is not None else
                           (self.tr("New game…"), on_new, "normal")])
        table.message.emit(title)

    def wait_for_next(self, names: list[str]) -> None:
        """The end's "Next Partie" was asked for at a table of friends: it says whom the table waits for."""
        panel = self.panel
        if panel is None or not panel.buttons:
            return
        button = panel.buttons[0]
        button.enabled = False
        button.text = self.tr("Waiting for %1…").replace("%1", ", ".join(names)) if names else \
            self.tr("Dealing the next Partie…")
        button.set_size(max(170.0, QFontMetricsF(ui_font(17, True)).horizontalAdvance(button.text) + 32), px(44))
        self.place()
        self.table.message.emit(button.text)

    # -- the last trick --------------------------------------------------------------------

    def toggle_last_trick(self) -> None:
        if self.last_trick is not None:
            self.close_last_trick()
            return
        table = self.table
        last = table.controller.trick_model.last
        if last is None:
            table.message.emit(self.tr("No trick has been played in this hand yet."))
            return
        leader, cards, winner = last
        seats = [table.seat_after(leader, i) for i in range(len(cards))]
        panel = PanelItem(100, 100, self.tr("Last trick — taken by you") if winner == PERSON else
                          self.tr("Last trick — taken by %1").replace("%1", table.seat_name(winner)))
        panel.setZValue(950)
        table.addItem(panel)
        panel.row = [(card, table.seat_name(s), s == winner) for s, card in zip(seats, cards)]
        place_card_row(panel, table, panel.row)
        self.last_trick = panel
        self.opened.emit(panel)
        table.message.emit(self.tr("Last trick: %1.").replace("%1", ", ".join(
            f"{table.seat_name(seat)} {table.card_name(card)}" for seat, card in zip(seats, cards))))
        QTimer.singleShot(6000, panel, lambda: self.last_trick is panel and self.close_last_trick())

    def close_last_trick(self) -> None:
        if self.last_trick is not None:
            self.table.remove(self.last_trick)
            self.last_trick = None


def place_card_row(panel: PanelItem, table: "TableHost", cards: list[tuple[int, str, bool]],
                   below: float = 0.0, max_w: float | None = None, min_w: float = 0.0) -> float:
    """Cards in a row on ``panel``, each with its player's name under it (a glow on the marked ones);
    the panel fits round them (at least ``min_w`` wide: what goes below them), centred on the table.
    Returns the height of the row."""
    g = table.geo
    cw = g.tw * 0.62
    fm = QFontMetricsF(PanelItem.CAPTION_FONT())
    cols = [max(cw, fm.horizontalAdvance(name) + 4) for _, name, _ in cards]
    gap = 12.0
    row_w = sum(cols) + gap * (len(cols) - 1)
    row_h = cw * CARD_ASPECT + 6 + fm.height() + 4
    max_w = g.w - 16 if max_w is None else max_w
    panel.fit(min(max(row_w + 2 * PanelItem.PAD, min_w), max_w), max_w, row_h + below)
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
        table.remove(it)
    panel.cards = []
    panel.captions = []
    x = (panel.w - row_w) / 2
    y = panel.body_top + 4
    for (card, name, marked), col in zip(cards, cols):
        item = CardItem(table.provider, card, cw, True, panel)
        item.set_dpr(table.dpr)
        item.setPos(x + (col - cw) / 2, y)
        item.set_flags(hinted=marked)
        item.setToolTip(name)
        panel.cards.append(item)
        panel.captions.append((QRectF(x - 2, y + cw * CARD_ASPECT + 6, col + 4, fm.height() + 2), name))
        x += col + gap
    c = g.centre
    panel.setPos(c.x() - panel.w / 2, max(4.0, min(c.y() - panel.h / 2, g.h - panel.h - 4)))
    return row_h
