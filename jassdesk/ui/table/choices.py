"""The person's decisions offered on the table: trump (or Schieben), the cut, who deals, and the
chips that go with a card (Weis, Stöck, the trump-6 exchange).

The choices come from the engine's legal actions only; a button holds its action and hands it
to the table, which hands it to the controller.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QRectF, QSizeF, Qt
from PySide6.QtGui import QFontMetricsF

from jassdesk.app.game_config import PERSON
from jassdesk.cards.provider import CARD_ASPECT
from jassdesk.engine.actions import ActionKind, Cut
from jassdesk.engine.cards import Deck, suit_name
from jassdesk.engine.modes import Mode

from ..items import ButtonItem, PackItem, PanelItem, ui_font
from ..signs import mode_sign
from .bubbles import AT_TABLE
from ..look import px, text_scale
from .layout import chip_h, chips_top
from .overlays import place_card_row

if TYPE_CHECKING:
    from .bubbles import Bubbles
    from .felt import Felt
    from .host import TableHost
    from .seats import Seats

MIN_CUT_STEP = 7.0
GRID_PAD = 14.0  # between a panel's edge and its buttons
CHIP_GAP = 6.0


def mode_label(mode: Mode, lang: str, deck: Deck) -> str:
    """A mode as a choice's button says it: the suit for a trump, the Swiss word for Obenabe and Undenufe,
    Slalom with its start."""
    if mode.is_trump_mode:
        return suit_name(int(mode), lang, deck)
    return mode.name_in(lang, deck) if mode.changes_direction else mode.name_in("de", deck)


class Choices(QObject):
    """The decision on offer: a panel (and the pack for the cut) or chips above the hand."""

    def __init__(self, table: "TableHost", felt: "Felt", seats: "Seats", speech: "Bubbles") -> None:
        super().__init__(table)
        self.table = table
        self.felt = felt  # the cards: the felt's pack hides while the cut's is offered; panels keep clear of the hands
        self.seats = seats  # panels and chips keep clear of the plates
        self.speech = speech
        self.after_place: Callable[[], None] = lambda: None  # the hint view follows the choice laid out anew
        self.items: list[Any] = []  # panels and the pack
        self.chips: list[ButtonItem] = []
        self.weis_choice: tuple = ()
        self.stoeck_chosen = False
        self.draws: list[tuple[int, str, bool]] = []  # the draw for the dealer, shown with the choice

    def clear(self) -> None:
        for it in self.items + self.chips:
            self.table.remove(it)
        self.draws = []
        self.items = []
        self.chips = []
        self.weis_choice = ()
        self.stoeck_chosen = False

    def add_panel(self, title: str) -> PanelItem:
        """A panel of the decision on offer (a game's own choice builds its panel with this too)."""
        panel = PanelItem(100, 100, title)
        self.table.addItem(panel)
        self.items.append(panel)
        return panel

    def add_button(self, label: str, action: Any, parent: Any = None, kind: str = "normal",
                size: tuple[float, float] = (150, 46)) -> ButtonItem:
        b = ButtonItem(label, None, parent, (size[0], px(size[1])), kind=kind)  # designed heights: text grows
        b.action = action
        b.clicked.connect(lambda a=action: self.table.act(a))
        self.chips.append(b)
        return b

    # -- what is offered ---------------------------------------------------------------

    def offer_modes(self) -> None:
        table = self.table
        legal = table.controller.person_legal_actions()
        modes = [a for a in legal if a.kind is ActionKind.CHOOSE_MODE]
        push = next((a for a in legal if a.kind is ActionKind.PUSH), None)
        obs = table.controller.shown_obs
        pushed = obs is not None and obs.pushed
        title = self.tr("Your partner pushed: choose the trump") if pushed else self.tr("Choose the trump")
        panel = self.add_panel(title)
        panel.setZValue(600)
        for a in modes:
            b = self.add_button(mode_label(a.mode, table.lang, table.deck), a, panel)
            b.icon = mode_sign(table.provider, a.mode.trick_mode(0), 26, table.dpr)  # Slalom: its first trick
            m = table.controller.rules.multiplier(a.mode)
            if m > 1:
                b.subtitle = f"×{m}"
        if push is not None:
            b = self.add_button(self.tr("Schieben"), push, panel)  # not the default: pushing cannot be undone
            b.subtitle = self.tr("partner chooses")
        # the status line says what the panel offers: pushing only while it is on it
        table.message.emit(self.tr("Your partner pushed to you: choose the trump.") if pushed else
                           self.tr("Choose the trump or push it to your partner.") if push is not None else
                           self.tr("Choose the trump."))
        self.place()

    def offer_cut(self) -> None:
        table = self.table
        legal = table.controller.person_legal_actions()
        cuts = {a.position for a in legal if a.kind is ActionKind.CUT}
        knock = next((a for a in legal if a.kind is ActionKind.KNOCK), None)
        for it in self.felt.pack_items:
            it.setVisible(False)
        g = table.geo
        pack = PackItem(table.provider, 36, g.bw, min(g.w * 0.8, 36 * 14 + g.bw))
        pack.dpr = table.dpr
        pack.allowed = cuts
        pack.cutAt.connect(lambda pos: table.act(Cut(pos)))
        table.addItem(pack)
        self.items.append(pack)
        panel = self.add_panel(self.tr("Cut the pack: click where to cut"))
        panel.setZValue(250)
        panel.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if knock is not None:
            b = self.add_button(self.tr("Knock"), knock, size=(140, 42))
            table.addItem(b)
            b.setZValue(700)
        table.message.emit(self.tr("Your cut: click between two cards of the pack."))
        self.place()

    def offer_dealer(self) -> None:
        table = self.table
        legal = table.controller.person_legal_actions()
        panel = self.add_panel(self.tr("You drew the highest card: who deals?"))
        panel.setZValue(600)
        obs = table.controller.shown_obs
        draws = tuple(obs.draws) if obs else ()
        drawers = len({seat for seat, _ in draws}) or 1
        last = len(draws) - drawers  # the cards before it were drawn in rounds that tied
        self.draws = [(card, table.seat_name(seat) if i >= last else self.tr("%1 (tie)").replace(
            "%1", table.seat_name(seat)), i >= last and seat == PERSON) for i, (seat, card) in enumerate(draws)]
        self.speech.drop(AT_TABLE)  # "everybody draws again": the panel's cards say it now
        for a in legal:
            if a.kind is ActionKind.CHOOSE_DEALER:
                label = self.tr("I deal") if a.seat == PERSON else table.seat_name(a.seat)
                self.add_button(label, a, panel, size=(150, 44))
        table.message.emit(self.tr("Choose who deals the first hand."))
        self.place()

    def offer_play(self) -> None:
        table = self.table
        legal = table.controller.person_legal_actions()
        weis_sets: list[tuple] = []
        stoeck = False
        exchange = None
        for a in legal:
            if a.kind is ActionKind.PLAY:
                if a.weis and a.weis not in weis_sets:
                    weis_sets.append(a.weis)
                stoeck = stoeck or a.stoeck
            elif a.kind is ActionKind.EXCHANGE_SIX:
                exchange = a
        if weis_sets:
            for label, ws, checked in table.game_view.weis_chips(weis_sets, table.lang, table.deck):
                b = ButtonItem(label, None, None, (10, chip_h()), checkable=True, kind="chip")
                b.checked = checked
                b.weis = ws
                if checked:
                    self.weis_choice = ws
                b.clicked.connect(lambda b=b: self._toggle_weis(b))
                self.chips.append(b)
        if stoeck:
            b = ButtonItem(self.tr("Announce Stöck"), None, None, (10, chip_h()), checkable=True, kind="chip")
            b.stoeck = True
            b.clicked.connect(lambda b=b: self._toggle_stoeck(b))
            self.chips.append(b)
        if exchange is not None:
            self.add_button(self.tr("Exchange the trump 6"), exchange, kind="primary", size=(10, 34))
        fm = QFontMetricsF(ui_font(13, True))
        for b in self.chips:
            b.set_size(fm.horizontalAdvance(b.text) + 34, chip_h())
            table.addItem(b)
            b.setZValue(700)
        table.message.emit(self.tr("Your turn: play a card."))
        self.place()

    def _toggle_weis(self, button: ButtonItem) -> None:
        if button.checked:
            for b in self.chips:
                if b is not button and hasattr(b, "weis"):
                    b.checked = False
                    b.update()
            self.weis_choice = button.weis
        else:
            self.weis_choice = ()

    def _toggle_stoeck(self, button: ButtonItem) -> None:
        self.stoeck_chosen = button.checked

    # -- keys -------------------------------------------------------------------------------

    def focused(self) -> ButtonItem | None:
        return next((b for b in self.chips if b.focused), None)

    def move_focus(self, d: int) -> bool:
        """Arrow keys and Tab walk the buttons; none is focused at first, so Enter alone does nothing."""
        if not self.chips:
            return False
        now = next((k for k, b in enumerate(self.chips) if b.focused), -1)
        i = (0 if d > 0 else len(self.chips) - 1) if now < 0 else (now + d) % len(self.chips)
        for k, b in enumerate(self.chips):
            b.set_focused(k == i)
        self.table.message.emit(self.chips[i].text)
        return True

    def unfocus(self) -> None:
        for b in self.chips:
            b.set_focused(False)

    def press_focused(self) -> bool:
        b = self.focused()
        if b is None:
            return False
        b.press()
        return True

    def pack(self) -> PackItem | None:
        return next((it for it in self.items if isinstance(it, PackItem)), None)

    # -- where it goes -------------------------------------------------------------------

    def chips_top(self) -> float:
        """The top of the lowest row of chips above the person's hand."""
        return chips_top(self.table.geo)

    def place(self) -> None:
        g = self.table.geo
        c = g.centre
        panels = [it for it in self.items if isinstance(it, PanelItem)]
        packs = [it for it in self.items if isinstance(it, PackItem)]
        buttons = [b for b in self.chips if b.parentItem() is not None]
        if panels and (buttons or packs):  # in the first room it fits: clear of the plates if it can be
            panel = panels[0]
            rooms = self.rooms()
            # clear of the plates first, with lower buttons if that is what it takes; else anywhere in the middle
            tries = [(room, h) for h in ((0.0,) if packs else (46.0, 40.0, 34.0)) for room in rooms[:-1]]
            for (max_w, top, bottom), button_h in [*tries, (rooms[-1], 0.0)]:
                inner_top = self._fill_pack(panel, packs[0], max_w) if packs else \
                    self._fill_grid(panel, buttons, max_w, button_h)
                if panel.h <= bottom - top:
                    break
            y = (top + bottom - panel.h) / 2 if panel.h <= bottom - top else g.mid_y - panel.h / 2
            panel.setPos(c.x() - panel.w / 2, max(4.0, min(y, g.h - panel.h - 4)))
            if packs:
                pack = packs[0]
                pack.setPos(c.x() - pack.span / 2, panel.y() + inner_top)
                for b in self.chips:
                    b.setPos(c.x() - b.w / 2, panel.y() + inner_top + pack.card_w * CARD_ASPECT + 36)

        for it in self.items:  # a panel of a game's own (the Differenzler bid) finds its room itself
            place_in = getattr(it, "place_in", None)
            if place_in is not None:
                place_in(self.rooms())

        free = [b for b in self.chips if b.parentItem() is None and not packs]
        if free:  # a centred flow of chips above the hand, between the plates beside it, rows growing upwards
            left, right = self._free_span(self.chips_top() - 2 * (chip_h() + CHIP_GAP), self.chips_top() + chip_h())
            limit = min(right - left, g.cw + 8 * g.step + 40)
            rows_: list[list[ButtonItem]] = [[]]
            width = 0.0
            for b in free:
                if b.w > limit:
                    b.set_size(limit, b.h)
                if rows_[-1] and width + 8 + b.w > limit:
                    rows_.append([])
                    width = 0.0
                width += (8 if rows_[-1] else 0) + b.w
                rows_[-1].append(b)
            y = self.chips_top()
            for row in rows_:
                total = sum(b.w for b in row) + 8 * (len(row) - 1)
                x = min(max((g.w - total) / 2, left), right - total)
                for b in row:
                    b.setPos(x, y)
                    x += b.w + 8
                y -= chip_h() + CHIP_GAP
        self.after_place()  # a hint follows its choice laid out anew

    def _fill_grid(self, panel: PanelItem, buttons: list[ButtonItem], max_w: float, button_h: float = 0.0) -> float:
        """The buttons in a grid on the panel (and the draw for the dealer above them), at most ``max_w``
        wide and ``button_h`` high if given; returns where the grid starts."""
        g = self.table.geo
        bh = px(46.0 if g.h > 520 and len(buttons) <= 8 else 42.0)  # Coiffeur's ten rows: a lower grid
        bh = min(bh, button_h) if button_h else bh
        k = text_scale()
        fm = QFontMetricsF(ui_font(min(17.0, bh * 0.38 / k), bold=True))
        sub = QFontMetricsF(ui_font(min(12.0, bh * 0.26 / k)))  # a subtitle ("×7 · any mode") is not cut either
        need = max(max(fm.horizontalAdvance(b.text), sub.horizontalAdvance(b.subtitle)) +
                   (72 if b.icon is not None else 32) for b in buttons)
        bw = max(90.0, need)
        cols = min(4, len(buttons))
        while cols > 1 and cols * bw + (cols - 1) * 10 + 2 * GRID_PAD > max_w:
            cols -= 1
        bw = min(bw, (max_w - 2 * GRID_PAD - (cols - 1) * 10) / cols)
        rows = math.ceil(len(buttons) / cols)
        grid_w = cols * bw + (cols - 1) * 10 + 2 * GRID_PAD
        grid_h = rows * bh + (rows - 1) * 10 + 6
        if self.draws:  # who drew what: the drawn cards with their players' names, above the buttons
            place_card_row(panel, self.table, self.draws, grid_h + 10, max_w, min_w=grid_w)
            top = panel.h - 14 - grid_h
        else:
            panel.fit(min(grid_w, max_w), max_w, grid_h)
            top = panel.body_top + 4
        for i, b in enumerate(buttons):
            b.set_size(bw, bh)
            r, k = divmod(i, cols)
            in_row = min(cols, len(buttons) - r * cols)
            x0 = (panel.w - (in_row * bw + (in_row - 1) * 10)) / 2
            b.setPos(x0 + k * (bw + 10), top + r * (bh + 10))
        return top

    def _fill_pack(self, panel: PanelItem, pack: PackItem, max_w: float) -> float:
        """The pack for the cut under the panel's title, at most ``max_w`` wide; returns where it starts."""
        g = self.table.geo
        pack.card_w = g.bw
        # a gap between two cards at least MIN_CUT_STEP wide, so the cut can be aimed
        pack.span = max(36 * MIN_CUT_STEP + g.bw, min(g.w * 0.8, max_w - 40, 36 * max(8.0, g.bw * 0.28) + g.bw))
        pack.prepareGeometryChange()
        pack_h = g.bw * CARD_ASPECT
        panel.fit(min(pack.span + 40, max_w), max_w, pack_h + 30)
        return panel.body_top + 26

    def rooms(self) -> list[tuple[float, float, float]]:
        """(width, top, bottom) of the places a choice panel may take, best first: between the side seats'
        plates, across the table below them, between them over the backs across the table, then anywhere
        in the middle."""
        table = self.table
        g = table.geo
        top = max([g.margin] + [table.layout_hand(seat).extent().bottom() + 6 for seat in self.felt.hands
                                if table.side(seat) == "top"])
        bottom = min([g.hand_y - 2 * g.lift] + [r.top() for r in self.seats.rects() if r.top() > g.mid_y]) - 6
        sides = [QRectF(p.pos(), QSizeF(p.w, p.h)) for seat, p in table.plates.items()
                 if table.side(seat) in ("left", "right")]
        edge = max([g.margin] + [min(r.right(), g.w - r.left()) + 6 for r in sides])
        below_sides = max([top] + [r.bottom() + 6 for r in sides])
        # over the backs of the hand across the table, but below its plate
        over_backs = max([g.margin] + [p.y() + p.h + 6 for seat, p in table.plates.items()
                                       if table.side(seat) == "top"])
        full = g.w - 2 * g.margin
        return [(g.w - 2 * edge, top, bottom), (full, below_sides, bottom), (g.w - 2 * edge, over_backs, bottom),
                (full, top, bottom)]

    def _free_span(self, top: float, bottom: float) -> tuple[float, float]:
        """The stretch of the width, between ``top`` and ``bottom``, that no plate or table button covers."""
        g = self.table.geo
        left, right = g.margin, g.w - g.margin
        for r in self.seats.rects():
            if r.bottom() < top or r.top() > bottom:
                continue
            if r.center().x() < g.w / 2:
                left = max(left, r.right() + 8)
            else:
                right = min(right, r.left() - 8)
        return left, right
