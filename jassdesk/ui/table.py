"""The table: a QGraphicsScene that shows the Partie event by event, and the view around it.

:class:`TableScene` is the controller's *presenter*: for every event the
controller hands it, it builds the moves (card items to new places, turned,
faded) and plays them as one :class:`QParallelAnimationGroup` of
:class:`QPropertyAnimation` s; when the group finishes it tells the controller,
which then hands over the next event.  At speed *instant* the moves are
applied at once and the event counts as shown.

The scene never decides a rule: legal cards come from the hand model (the
engine's ``legal_actions``), a click is turned into an action and handed to
``controller.act``, and a refusal comes back with the engine's sentence.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable

from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPauseAnimation, QPointF, QPropertyAnimation, \
    QRectF, QSequentialAnimationGroup, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QGraphicsView, QWidget

from jassdesk.app.controller import PERSON, GameController
from jassdesk.app.hint_service import HintController
from jassdesk.app.level_labels import level_label
from jassdesk.app.settings import HintMode, Settings
from jassdesk.cards.provider import CARD_ASPECT, CardImageProvider
from jassdesk.engine import events as ev
from jassdesk.engine.actions import ActionKind, ChooseDealer, ChooseMode, Cut, Decision, ExchangeSix, Knock, Play, Push
from jassdesk.engine.cards import CARDS
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Game

from .items import INDEX_W, BubbleItem, ButtonItem, CardItem, ModeBadge, NamePlate, PackItem, PanelItem
from .signs import mode_sign, suit_sign

# Screen side of each seat.  Seats are numbered clockwise; seen from the person
# at the bottom, clockwise runs bottom -> left -> top -> right.
SIDES = {Game.SCHIEBER: ("bottom", "left", "top", "right"), Game.SCHMAUS: ("bottom", "top")}

PACK_STEP = 0.25  # px between two cards of the pack


class Width(float):
    """In a move, instead of a scale: the width the card has at the end of the move.

    Every place shows its cards at their own width (the hand ``cw``, other hands and the stock
    ``bw``, the trick ``tw``), drawn unscaled and so crisp.  A move between two places animates
    the scale round the card's centre and, once there, gives the item its new width at scale 1.
    The move's position is then the top-left corner of the card at that width.
    """

BASE_MS = {"play": 330, "relayout": 220, "deal": 170, "trick_pause": 700, "trick": 430, "draw": 320,
           "dealer": 420, "cut": 520, "exchange": 420, "hover": 90}


@dataclass
class Geometry:
    w: float
    h: float
    cw: float  # the person's card width
    step: float  # the person's fan step
    bw: float  # a back's width in an AI hand
    tw: float  # a card's width in the trick
    margin: float
    hand_y: float
    lift: float
    mid_y: float

    @property
    def ch(self) -> float:
        return self.cw * CARD_ASPECT

    @staticmethod
    def of(w: float, h: float, game: Game) -> "Geometry":
        cw = min(w * 0.9 / 5.2, h / 6.0)
        cw = max(40.0, min(cw, 128.0))
        margin = max(8.0, cw * 0.1)
        step = min(cw * 0.58, (w * 0.94 - cw) / 8)
        step = max(step, cw * INDEX_W + 3)
        bw = cw * (0.6 if game is Game.SCHIEBER else 0.7)
        tw = cw * 0.9
        lift = cw * 0.16
        hand_y = h - cw * CARD_ASPECT - margin
        top_bottom = margin + bw * CARD_ASPECT
        mid_y = (top_bottom + hand_y - lift) / 2
        return Geometry(w, h, cw, step, bw, tw, margin, hand_y, lift, mid_y)


class TableScene(QGraphicsScene):
    """The animated table for one controller."""

    message = Signal(str)  # for the status bar
    newGameRequested = Signal()
    hintAvailable = Signal(bool)

    def __init__(self, controller: GameController, provider: CardImageProvider, settings: Settings,
                 hints: HintController | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.provider = provider
        self.settings = settings
        self.hints = hints
        self.dpr = 1.0
        self.geo = Geometry.of(1000, 700, Game.SCHIEBER)
        self.game = Game.SCHIEBER
        self.hands: dict[int, list[CardItem]] = {}
        self.trick: list[tuple[int, CardItem]] = []
        self.stock: list[CardItem] = []
        self.turned_item: CardItem | None = None
        self.pack_items: list[CardItem] = []
        self.drawn_items: list[CardItem] = []
        self.plates: dict[int, NamePlate] = {}
        self.badge = ModeBadge()
        self.addItem(self.badge)
        self.badge.setVisible(False)
        self.decision_items: list[Any] = []
        self.chips: list[ButtonItem] = []
        self.weis_choice: tuple = ()
        self.stoeck_chosen = False
        self.overlay: PanelItem | None = None
        self.last_trick_panel: PanelItem | None = None
        self.hint_bubble: BubbleItem | None = None
        self.hint_button: ButtonItem | None = None
        self.bubbles: dict[int, BubbleItem] = {}
        self.focus_index = -1
        self.hint: Any = None
        self._anim: QParallelAnimationGroup | None = None
        self._after_anim: Callable[[], None] | None = None
        self._anim_hold = False
        self._settle: Callable[[], None] | None = None
        self._waiting_summary = False
        self._awaiting: tuple[int, str] | None = None
        self.mode: Mode | None = None
        self.multiplier = 1
        self.dealer = -1
        self.pack_count = 0
        self.setBackgroundBrush(QColor("#145c34"))
        self._warm: list[Any] = []
        self._after_warm: Callable[[], None] | None = None
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_one)
        controller.presenter = self
        controller.gameStarted.connect(self._on_game_started)
        controller.awaiting.connect(self._on_awaiting)
        controller.refused.connect(self._on_refused)
        controller.thinking.connect(self._on_thinking)
        controller.players_model.dataChanged.connect(self._update_plates)
        controller.players_model.modelReset.connect(self._update_plates)
        controller.hand_model.dataChanged.connect(self._update_legal)
        provider.changed.connect(self._on_art_changed)
        settings.changed.connect(self._on_setting)
        if hints is not None:
            hints.ready.connect(self._on_hint)
            hints.failed.connect(lambda m: self.message.emit(self.tr("The hint failed: %1").replace("%1", m)))

    # -- helpers ---------------------------------------------------------------

    @property
    def lang(self) -> str:
        return self.settings.language

    @property
    def deck(self):  # noqa: ANN201
        return self.settings.deck

    def side(self, seat: int) -> str:
        return SIDES[self.game][seat]

    def speed(self) -> float:
        return self.settings.animation_speed.factor

    def ms(self, key: str) -> int:
        return 0 if self.controller.fast_forward else int(BASE_MS[key] * self.speed())

    @property
    def instant(self) -> bool:
        """No animation: the speed setting says so, or a resumed Partie is being replayed onto the table."""
        return self.speed() == 0.0 or self.controller.fast_forward

    def seat_name(self, seat: int) -> str:
        names = self.controller.players_model.names
        return names[seat] if 0 <= seat < len(names) else "?"

    def side_name(self, side: int) -> str:
        if self.game is Game.SCHMAUS:
            return self.seat_name(side)
        return self.tr("%1 & %2").replace("%1", self.seat_name(side)).replace("%2", self.seat_name(side + 2))

    def card_name(self, card: int) -> str:
        return CARDS[card].name(self.lang, self.deck)

    def table_rect(self) -> QRectF:
        return QRectF(0, 0, self.geo.w, self.geo.h)

    # -- geometry ---------------------------------------------------------------

    def resize_to(self, w: float, h: float, dpr: float) -> None:
        self.dpr = dpr
        self.setSceneRect(QRectF(0, 0, w, h))
        self.geo = Geometry.of(w, h, self.game)
        self.relayout()
        self.warm_pictures()

    def warm_pictures(self) -> None:
        """Render every picture the table will need at this size, one per idle moment.

        Faces are drawn ``cw`` wide in the person's hand and ``tw`` wide in the trick, backs ``tw``
        in the pack and ``bw`` in the other hands and the stock; rendering them ahead keeps the
        first deal from stalling a frame on SVG work.
        """
        self._warm = [(None, "tw"), (None, "bw"), *((c, "cw") for c in range(36)), "signs",
                      *((c, "tw") for c in range(36))]
        if not self._warm_timer.isActive():
            self._warm_timer.start()

    def _warm_one(self) -> None:
        if not self._warm:
            self._warm_timer.stop()
            then, self._after_warm = self._after_warm, None
            if then is not None:
                then()
            return
        job = self._warm.pop(0)
        if isinstance(job, tuple):
            card, which = job
            width = {"cw": self.geo.cw, "bw": self.geo.bw}.get(which, self.geo.tw)
            probe = CardItem(self.provider, card, width, card is not None)
            probe.dpr = self.dpr
            probe.shadowed()  # the picture and its shadowed composition
        elif job == "signs":
            for mode in Mode:
                mode_sign(self.provider, mode, 30, self.dpr)
                mode_sign(self.provider, mode, 26, self.dpr)

    def center(self) -> QPointF:
        return QPointF(self.geo.w / 2, self.geo.mid_y)

    def seat_anchor(self, seat: int) -> QPointF:
        """A point at the seat's edge of the table (where its cards are)."""
        g = self.geo
        side = self.side(seat)
        if side == "bottom":
            return QPointF(g.w / 2, g.hand_y + g.ch / 2)
        if side == "top":
            return QPointF(g.w / 2, g.margin + g.bw * CARD_ASPECT / 2)
        if side == "left":
            return QPointF(g.margin + g.bw * CARD_ASPECT / 2, g.mid_y)
        return QPointF(g.w - g.margin - g.bw * CARD_ASPECT / 2, g.mid_y)

    def hand_slots(self, seat: int, n: int) -> list[tuple[QPointF, float, Width]]:
        """(top-left position, rotation, width) for each of n cards in the seat's hand."""
        g = self.geo
        side = self.side(seat)
        out = []
        if side == "bottom":  # the person's cards are items cw wide, shown unscaled (crisp)
            total = g.cw + g.step * max(0, n - 1)
            x0 = (g.w - total) / 2
            for i in range(n):
                out.append((QPointF(x0 + i * g.step, g.hand_y), 0.0, Width(g.cw)))
            return out
        s = Width(g.bw)
        bstep = g.bw * 0.24
        length = g.bw + bstep * max(0, n - 1)
        item_w, item_h = g.bw, g.bw * CARD_ASPECT
        if side == "top":
            x0 = (g.w - length) / 2
            cy = g.margin + g.bw * CARD_ASPECT / 2
            for i in range(n):
                cx = x0 + g.bw / 2 + i * bstep
                out.append((QPointF(cx - item_w / 2, cy - item_h / 2), 180.0, s))
            return out
        cx = self.seat_anchor(seat).x()
        y0 = g.mid_y - length / 2
        rot = 90.0 if side == "left" else -90.0
        for i in range(n):
            cy = y0 + g.bw / 2 + i * bstep
            out.append((QPointF(cx - item_w / 2, cy - item_h / 2), rot, s))
        return out

    def trick_slot(self, seat: int, index: int) -> tuple[QPointF, float]:
        g = self.geo
        c = self.center()
        th = g.tw * CARD_ASPECT
        side = self.side(seat)
        if self.game is Game.SCHMAUS:
            dx = {"bottom": -0.3, "top": 0.3}[side] * g.tw
            dy = {"bottom": 0.18, "top": -0.18}[side] * th
        else:
            dx = {"bottom": 0, "top": 0, "left": -0.62, "right": 0.62}[side] * g.tw
            dy = {"bottom": 0.3, "top": -0.3, "left": -0.02, "right": 0.02}[side] * th
        angle = ((seat * 37 + index * 11) % 13 - 6) * 0.9
        return QPointF(c.x() + dx - g.tw / 2, c.y() + dy - th / 2), angle

    def stock_point(self) -> QPointF:
        g = self.geo
        # beside the table: left of the centre, clear of the trick and of the person's fan
        return QPointF(max(g.margin + g.ch * 0.5, g.w / 2 - g.tw * 2.6), g.mid_y)

    def pack_point(self) -> QPointF:
        c = self.center()
        if self.dealer < 0:
            return c
        a = self.seat_anchor(self.dealer)
        return QPointF(c.x() + (a.x() - c.x()) * 0.45, c.y() + (a.y() - c.y()) * 0.45)

    # -- items ------------------------------------------------------------------

    def new_card(self, card: int | None, face_up: bool, at: QPointF | None = None) -> CardItem:
        item = CardItem(self.provider, card, self.geo.tw, face_up)
        item.set_dpr(self.dpr)
        item.clicked.connect(self._on_card_clicked)
        item.hovered.connect(self._on_card_hover)
        self.addItem(item)
        if at is not None:
            item.setPos(at - QPointF(self.geo.tw / 2, self.geo.tw * CARD_ASPECT / 2))
        return item

    def remove(self, item: Any) -> None:
        if item is not None and item.scene() is self:
            self.removeItem(item)
        if item is not None:
            item.deleteLater()

    def clear_cards(self) -> None:
        for items in self.hands.values():
            for it in items:
                self.remove(it)
        for _, it in self.trick:
            self.remove(it)
        for it in self.stock + self.pack_items + self.drawn_items:
            self.remove(it)
        self.remove(self.turned_item)
        self.turned_item = None
        self.hands = {s: [] for s in range(self.controller.n_players)} if self.controller.state else {}
        self.trick, self.stock, self.pack_items, self.drawn_items = [], [], [], []

    # -- the Partie starts ---------------------------------------------------------

    def _on_game_started(self, config: Any) -> None:
        self.stop_animation()
        self._after_warm = None
        self.game = self.controller.game
        self.geo = Geometry.of(self.geo.w, self.geo.h, self.game)
        self.clear_decision()
        self.clear_overlay()
        self.clear_cards()
        self._close_last_trick()
        for b in list(self.bubbles.values()):
            self.remove(b)
        self.bubbles.clear()
        for p in self.plates.values():
            self.remove(p)
        self.plates = {}
        for seat in range(self.controller.n_players):
            plate = NamePlate()
            self.addItem(plate)
            self.plates[seat] = plate
        self.mode = None
        self.multiplier = 1
        self.dealer = -1
        self.hint = None
        self._update_badge()
        self._update_plates()
        self.relayout()

    # -- the presenter protocol ----------------------------------------------------

    def present(self, event: Any) -> bool:
        handler = getattr(self, "_show_" + type(event).__name__, None)
        if handler is None:
            return True
        return handler(event)

    def run(self, moves: list[tuple], finish: Callable[[], None] | None = None, hold: bool = False) -> bool:
        """Play moves (item, pos, rotation, scale, opacity, delay ms, duration ms); True if done at once.

        ``None`` for pos/rotation/scale/opacity leaves that property alone.
        """
        resize_after = []
        converted = []
        for item, pos, rot, scale, opacity, delay, duration in moves:
            if isinstance(scale, Width):
                w0 = item.width
                k = float(scale) / w0
                if pos is None:
                    pos = item.pos() + QPointF(w0 / 2 * (1 - 1 / k), w0 * CARD_ASPECT / 2 * (1 - 1 / k))
                resize_after.append((item, float(scale), pos))
                pos = pos - QPointF(w0 / 2 * (1 - k), w0 * CARD_ASPECT / 2 * (1 - k))
                scale = k
            converted.append((item, pos, rot, scale, opacity, delay, duration))
        moves = converted

        def settle() -> None:
            for item, width, pos in resize_after:
                if item.scene() is self:
                    item.set_width(width)
                    item.setScale(1.0)
                    item.setPos(pos)
        if self.instant or not moves:
            for item, pos, rot, scale, opacity, _, _ in moves:
                if pos is not None:
                    item.setPos(pos)
                if rot is not None:
                    item.setRotation(rot)
                if scale is not None:
                    item.setScale(scale)
                if opacity is not None:
                    item.setOpacity(opacity)
            settle()
            if finish is not None:
                finish()
            return True
        group = QParallelAnimationGroup(self)
        # one (pause, parallel) pair per distinct start and length: a deal of 36 cards is 12 such
        # pairs, not 36, which keeps the Python work of starting a move small
        buckets: dict[tuple[int, int], QParallelAnimationGroup] = {}
        for item, pos, rot, scale, opacity, delay, duration in moves:
            key = (delay, duration)
            par = buckets.get(key)
            if par is None:
                if delay > 0:
                    seq = QSequentialAnimationGroup(group)
                    seq.addPause(delay)
                    par = QParallelAnimationGroup(seq)
                    seq.addAnimation(par)
                    group.addAnimation(seq)
                else:
                    par = QParallelAnimationGroup(group)
                    group.addAnimation(par)
                buckets[key] = par
            for prop, value, now in ((b"pos", pos, item.pos()), (b"rotation", rot, item.rotation()),
                                     (b"scale", scale, item.scale()), (b"opacity", opacity, item.opacity())):
                if value is None or value == now:
                    continue
                anim = QPropertyAnimation(item, prop, par)
                anim.setDuration(max(1, duration))
                anim.setEndValue(value)
                anim.setEasingCurve(QEasingCurve.Type.OutCubic)
                par.addAnimation(anim)
        self._settle = settle
        self._after_anim = finish
        self._anim = group
        self._anim_hold = hold
        group.finished.connect(self._anim_done)
        group.start()
        return False

    def _anim_done(self) -> None:
        finish, self._after_anim = self._after_anim, None
        group, self._anim = self._anim, None
        hold = self._anim_hold
        settle, self._settle = self._settle, None
        if group is not None:
            group.deleteLater()
        if settle is not None:
            settle()
        if finish is not None:
            finish()  # may start the next part of the same move (then that part reports)
        if not hold:
            self.controller.presented()

    def stop_animation(self) -> None:
        if self._anim is not None:
            group, self._anim = self._anim, None
            self._after_anim = None
            group.finished.disconnect(self._anim_done)
            group.stop()
            group.deleteLater()
            self._settle = None

    @property
    def animating(self) -> bool:
        return self._anim is not None

    # -- event handlers ----------------------------------------------------------

    def _show_DealerDrawn(self, e: ev.DealerDrawn) -> bool:
        self.clear_cards()
        c = self.center()
        moves = []
        counts: dict[int, int] = {}
        for i, (seat, card) in enumerate(e.draws):
            item = self.new_card(card, True, c)
            item.setZValue(100 + i)
            self.drawn_items.append(item)
            k = counts.get(seat, 0)
            counts[seat] = k + 1
            a = self.seat_anchor(seat)
            target = QPointF(c.x() + (a.x() - c.x()) * 0.55 + k * 18 - self.geo.tw / 2,
                             c.y() + (a.y() - c.y()) * 0.55 - self.geo.tw * CARD_ASPECT / 2)
            moves.append((item, target, 0.0, 1.0, 1.0, i * self.ms("dealer"), self.ms("dealer")))
        if e.dealer is not None:
            self.bubble(e.dealer, self.tr("An As: %1 deals.").replace("%1", self.seat_name(e.dealer)), 2600)
        elif e.chooser is not None:
            last_card = e.draws[-1][1] if e.draws else None
            del last_card
            self.bubble(e.chooser, self.tr("Highest card: %1 chooses who deals.").replace(
                "%1", self.seat_name(e.chooser)), 2600)
        return self.run(moves)

    def _show_DealerChosen(self, e: ev.DealerChosen) -> bool:
        self.dealer = e.dealer
        self.message.emit(self.tr("%1 deals.").replace("%1", self.seat_name(e.dealer)))
        return True

    def _show_HandStarted(self, e: ev.HandStarted) -> bool:
        self.dealer = e.dealer
        self.mode = None
        self.multiplier = 1
        self._update_badge()
        self._close_last_trick()
        moves = []
        for it in self.drawn_items:
            moves.append((it, None, None, None, 0.0, 0, self.ms("trick")))
        old = self.drawn_items
        self.drawn_items = []
        for items in self.hands.values():
            old.extend(items)
        old.extend(self.stock)
        if self.turned_item is not None:
            old.append(self.turned_item)
        self.stock, self.turned_item = [], None
        self.hands = {s: [] for s in range(self.controller.n_players)}
        # the pack, face down, in front of the dealer
        # The pack is the 36 card items of this hand, face down; the deal hands them out (so dealing
        # makes no new items: a frame of the deal only moves what is already painted).
        p = self.pack_point()
        self.pack_count = 36
        for i in range(36):
            item = self.new_card(None, False, p + QPointF(-i * PACK_STEP, -i * PACK_STEP))
            item.setZValue(200 + i)
            item.setOpacity(0.0)
            self.pack_items.append(item)
            moves.append((item, None, None, None, 1.0, 0, self.ms("trick")))

        def finish() -> None:
            for it in old:
                self.remove(it)
        self.message.emit(self.tr("Hand %1: %2 deals, %3 cuts.").replace("%1", str(e.hand_no + 1)).replace(
            "%2", self.seat_name(e.dealer)).replace("%3", self.seat_name(e.cutter)))
        return self.run(moves, finish)

    def _show_PackCut(self, e: ev.PackCut) -> bool:
        self.clear_decision()
        for it in self.pack_items:
            it.setVisible(True)
        if e.position == 0:
            self.announce(e.seat, self.tr("Knocks."), 2200)
            return True
        self.announce(e.seat, self.tr("Cuts %1.").replace("%1", str(e.position)), 1600)
        if not self.pack_items:
            return True
        top = self.pack_items[len(self.pack_items) // 2:]
        a = self.seat_anchor(e.seat)
        p = self.pack_point()
        lifted = QPointF((a.x() - p.x()) * 0.25, (a.y() - p.y()) * 0.25)
        moves = []
        half = self.ms("cut") // 2
        for it in top:
            moves.append((it, it.pos() + lifted, None, None, None, 0, half))
        first = self.run(moves, None, hold=True)
        if first:  # instant
            for it in top:
                it.setPos(it.pos() - lifted)
            return True

        def back() -> None:
            for i, it in enumerate(top):
                it.setZValue(150 + i)  # the lifted part goes under the rest
            self.run([(it, it.pos() - lifted, None, None, None, 0, half) for it in top])
        self._after_anim = back
        return False

    def _show_CardsDealt(self, e: ev.CardsDealt) -> bool:
        self.clear_decision()
        if self._warm and not self.instant:
            # the pictures of this size are still being rendered: deal when they are ready, so no
            # frame of the deal waits for SVG work (a fraction of a second, once per size)
            self._after_warm = lambda: self.run_deferred(lambda: self._deal(e))
            return False
        return self._deal(e)

    def run_deferred(self, show: Callable[[], bool]) -> None:
        """Show something whose presentation was put off; report it done if it finished at once."""
        if show():
            self.controller.presented()

    def _deal(self, e: ev.CardsDealt) -> bool:
        g = self.geo
        n = self.controller.n_players
        person_cards = self.controller.hand_model.cards
        p = self.pack_point()
        counts = {s: 0 for s in range(n)}
        self.hands = {s: [] for s in range(n)}
        moves = []
        pool = self.pack_items  # top of the pack last
        self.pack_items = []
        for it in pool:
            it.setVisible(True)
        for packet in e.packets:
            for seat in e.order:
                for _ in range(packet):
                    i = counts[seat]
                    counts[seat] += 1
                    item = pool.pop() if pool else self.new_card(None, False, p)
                    if seat == PERSON:
                        item.set_face(person_cards[i] if i < len(person_cards) else None, True)
                    item.setZValue(10 + i)
                    self.hands[seat].append(item)
        # where every card lands: its final slot in the full hand
        delay = 0
        order_delay: dict[int, list[int]] = {s: [] for s in range(n)}
        for packet in e.packets:
            for seat in e.order:
                for _ in range(packet):
                    order_delay[seat].append(delay)
                delay += self.ms("deal")
        for seat in range(n):
            slots = self.hand_slots(seat, len(self.hands[seat]))
            for item, (pos, rot, scale), d in zip(self.hands[seat], slots, order_delay[seat]):
                item.base = pos
                moves.append((item, pos, rot, scale, 1.0, d, self.ms("deal") * 2))
        if e.turned is not None:
            self._make_stock(e.turned, moves, delay, pool)
            pool = []
            self.mode = Mode.of_trump(CARDS[e.turned].suit)
            self._update_badge()
        leftover = pool  # none in the games we know; kept tidy anyway
        for it in leftover:
            moves.append((it, None, None, None, 0.0, delay, self.ms("deal")))

        def finish() -> None:
            for it in leftover:
                self.remove(it)
            self._apply_person_interactive()
        return self.run(moves, finish)

    def _make_stock(self, turned: int, moves: list, delay: int, pool: list[CardItem]) -> None:
        """What is left of the pack becomes the stock; its bottom card is the turned trump."""
        g = self.geo
        sp = self.stock_point()
        start = self.pack_point() - QPointF(g.tw / 2, g.tw * CARD_ASPECT / 2)
        self.turned_item = pool.pop(0) if pool else self.new_card(None, False)
        self.turned_item.set_face(turned, True)
        self.turned_item.setZValue(5)
        scale = Width(g.bw)
        moves.append((self.turned_item, self._turned_pos(), 90.0, scale, 1.0, delay, self.ms("deal") * 2))
        remaining = self.controller.shown_obs.stock_size if self.controller.shown_obs else 18
        for i in range(max(0, remaining - 1)):
            item = pool.pop() if pool else self.new_card(None, False)
            if item.scene() is None:
                item.setPos(start)
            item.setZValue(20 + i)
            self.stock.append(item)
            top_left = sp - QPointF(g.bw / 2, g.bw * CARD_ASPECT / 2) + QPointF(-i * 0.7, -i * 0.7)
            moves.append((item, top_left, 0.0, scale, 1.0, delay, self.ms("deal") * 2))
        self.message.emit(self.tr("Trump is %1.").replace("%1", self.card_name(turned)))

    def _turned_pos(self) -> QPointF:
        g = self.geo
        sp = self.stock_point()
        return sp - QPointF(g.bw / 2, g.bw * CARD_ASPECT / 2) + QPointF(g.bw * 0.55, 0)

    def _show_Pushed(self, e: ev.Pushed) -> bool:
        self.clear_decision()
        self.announce(e.seat, self.tr("Schiebe! (over to %1)").replace("%1", self.seat_name(e.to)), 2400)
        return True

    def _show_ModeChosen(self, e: ev.ModeChosen) -> bool:
        self.clear_decision()
        self.mode, self.multiplier = e.mode, e.multiplier
        self._update_badge()
        text = e.mode.name_in(self.lang, self.deck)
        if e.multiplier > 1:
            text += f"  ×{e.multiplier}"
        self.announce(e.seat, text, 2600)
        return True

    def _show_CardPlayed(self, e: ev.CardPlayed) -> bool:
        self.clear_decision()
        self._clear_hint()
        hand = self.hands.get(e.seat, [])
        item = None
        for it in hand:
            if it.card == e.card:
                item = it
                break
        if item is None and hand:
            item = hand[len(hand) // 2]
        if item is None:  # not on the table (a game resumed mid-hand): bring it in from the seat
            item = self.new_card(e.card, True, self.seat_anchor(e.seat))
        else:
            hand.remove(item)
        item.set_face(e.card, True)
        item.set_interactive(False)
        item.set_flags(legal=False, dimmed=False, hinted=False, focused=False)
        item.value_text = ""
        item.setZValue(400 + len(self.trick))
        pos, rot = self.trick_slot(e.seat, len(self.trick))
        self.trick.append((e.seat, item))
        moves = [(item, pos, rot, Width(self.geo.tw), 1.0, 0, self.ms("play"))]
        moves += self._relayout_moves(e.seat)
        if self.game is Game.SCHIEBER:  # announced with the first card as points; shown after the trick
            extras = [self.tr("Weis %1").replace("%1", str(w.points(Game.SCHIEBER))) for w in e.weis]
        else:
            extras = [w.name(self.lang, self.deck) for w in e.weis]
        if e.stoeck_announced:
            extras.append(self.tr("Stöck"))
        if extras:
            self.bubble(e.seat, ", ".join(extras), 3000)

        return self.run(moves)

    def _show_StoeckWritten(self, e: ev.StoeckWritten) -> bool:
        self.bubble(e.seat, self.tr("Stöck! +%1").replace("%1", str(e.points)), 2600)
        return True

    def _show_WeisWritten(self, e: ev.WeisWritten) -> bool:
        by_seat: dict[int, list[str]] = {}
        for seat, w in e.weis:
            by_seat.setdefault(seat, []).append(w.name(self.lang, self.deck))
        for seat, names in by_seat.items():
            self.bubble(seat, self.tr("Weis: %1").replace("%1", ", ".join(names)), 3200)
        self.message.emit(self.tr("%1 write %2 Weis points.").replace("%1", self.side_name(e.side)).replace(
            "%2", str(e.points)))
        return True

    def _show_TrickWon(self, e: ev.TrickWon) -> bool:
        a = self.seat_anchor(e.winner)
        c = self.center()
        target = QPointF(c.x() + (a.x() - c.x()) * 1.05 - self.geo.tw / 2,
                         c.y() + (a.y() - c.y()) * 1.05 - self.geo.tw * CARD_ASPECT / 2)
        items = [it for _, it in self.trick]
        self.trick = []
        pause = self.ms("trick_pause")
        moves = [(it, target, None, 0.6, 0.0, pause, self.ms("trick")) for it in items]
        self.message.emit(self.tr("%1 takes the trick (%2 points).").replace("%1", self.seat_name(e.winner))
                          .replace("%2", str(e.points)))

        def finish() -> None:
            for it in items:
                self.remove(it)
        return self.run(moves, finish)

    def _show_StockDrawn(self, e: ev.StockDrawn) -> bool:
        if e.public_card is not None and self.turned_item is not None:
            item = self.turned_item
            self.turned_item = None
        elif self.stock:
            item = self.stock.pop()
        else:
            item = self.new_card(None, False, self.stock_point())
        if e.seat == PERSON:
            cards = self.controller.hand_model.cards
            held = {it.card for it in self.hands[PERSON]}
            new = [c for c in cards if c not in held]
            item.set_face(new[0] if new else e.public_card, True)
        elif e.public_card is not None:
            item.set_face(e.public_card, True)
        else:
            item.set_face(None, False)
        item.setZValue(30)
        self.hands.setdefault(e.seat, []).append(item)
        if e.seat == PERSON:
            self._sort_person_items()
        moves = self._relayout_moves(e.seat, duration=self.ms("draw"))

        def finish() -> None:
            if e.seat != PERSON:
                item.set_face(None, False)
            self._apply_person_interactive()
        return self.run(moves, finish)

    def _show_SixExchanged(self, e: ev.SixExchanged) -> bool:
        self.bubble(e.seat, self.tr("Exchanges the trump 6 for %1.").replace("%1", self.card_name(e.taken)), 2600)
        hand = self.hands.get(e.seat, [])
        six_item = next((it for it in hand if it.card == e.six), None)
        if six_item is None and hand:
            six_item = hand[len(hand) // 2]
        taken = self.turned_item
        moves = []
        if six_item is not None:
            hand.remove(six_item)
            six_item.set_face(e.six, True)
            six_item.set_interactive(False)
            six_item.set_flags(legal=False, dimmed=False, hinted=False, focused=False)
            moves.append((six_item, self._turned_pos(), 90.0, Width(self.geo.bw), 1.0, 0, self.ms("exchange")))
        if taken is not None:
            taken.set_face(e.taken, True)
            hand.append(taken)
            if e.seat == PERSON:
                self._sort_person_items()
        self.turned_item = six_item
        if six_item is not None:
            six_item.setZValue(5)
        moves += self._relayout_moves(e.seat, duration=self.ms("exchange"))

        def finish() -> None:
            if taken is not None and e.seat != PERSON:
                taken.set_face(None, False)
            self._apply_person_interactive()
        return self.run(moves, finish)

    def _show_HandScored(self, e: ev.HandScored) -> bool:
        self.clear_decision()
        if self.controller.fast_forward or not e.result.complete:
            # a hand of a resumed Partie, or one cut short by the target (the Partie's end follows at
            # once): its line is on the score sheet, no summary to confirm
            return True
        self._show_summary(e.result)
        return False  # the next hand waits for "Continue"

    def _show_PartieOver(self, e: ev.PartieOver) -> bool:
        self.clear_decision()
        self._show_partie_end(e)
        return True

    # -- hands ---------------------------------------------------------------------

    def _sort_person_items(self) -> None:
        order = self.controller.hand_model.cards
        items = self.hands.get(PERSON, [])
        items.sort(key=lambda it: order.index(it.card) if it.card in order else 99)

    def _relayout_moves(self, seat: int, duration: int | None = None) -> list[tuple]:
        items = self.hands.get(seat, [])
        slots = self.hand_slots(seat, len(items))
        d = self.ms("relayout") if duration is None else duration
        moves = []
        for i, (item, (pos, rot, scale)) in enumerate(zip(items, slots)):
            item.base = pos
            item.setZValue(10 + i)
            moves.append((item, self._lifted(item, pos) if seat == PERSON else pos, rot, scale, 1.0, 0, d))
        return moves

    def _lifted(self, item: CardItem, base: QPointF) -> QPointF:
        lift = 0.0
        if item.legal:
            lift += self.geo.lift
        if item.hover and item.interactive:
            lift += self.geo.lift * 0.6
        if item.focused:
            lift += self.geo.lift * 0.4
        return QPointF(base.x(), base.y() - lift)

    def relayout(self) -> None:
        """Put everything at its place for the current size (no animation; used on resize)."""
        if self._anim is not None:
            # finish the running move first: its end values are for the old size
            self._anim.setCurrentTime(self._anim.totalDuration())
        for seat, items in self.hands.items():
            for item, (pos, rot, width) in zip(items, self.hand_slots(seat, len(items))):
                item.set_width(width)
                item.setScale(1.0)
                item.base = pos
                item.setPos(self._lifted(item, pos) if seat == PERSON else pos)
                item.setRotation(rot)
        for i, (seat, item) in enumerate(self.trick):
            pos, rot = self.trick_slot(seat, i)
            item.set_width(self.geo.tw)
            item.setScale(1.0)
            item.setPos(pos)
            item.setRotation(rot)
        g = self.geo
        for i, item in enumerate(self.stock):
            item.set_width(g.bw)
            item.setScale(1.0)
            item.setPos(self.stock_point() - QPointF(g.bw / 2, g.bw * CARD_ASPECT / 2) + QPointF(-i * 0.7, -i * 0.7))
        if self.turned_item is not None:
            self.turned_item.set_width(g.bw)
            self.turned_item.setScale(1.0)
            self.turned_item.setRotation(90)
            self.turned_item.setPos(self._turned_pos())
        for i, item in enumerate(self.pack_items):
            item.set_width(g.tw)
            item.setPos(self.pack_point() - QPointF(g.tw / 2 + i * PACK_STEP, g.tw * CARD_ASPECT / 2 + i * PACK_STEP))
        for item in self.items():
            if isinstance(item, CardItem):
                item.set_dpr(self.dpr)
        self._place_plates()
        self._place_badge()
        self._place_decision()
        self._place_overlay()

    # -- name plates and the mode ---------------------------------------------------

    def _level_label(self, level: str | None) -> str:
        if level is None:
            return self.tr("Your seat")
        return self.tr("AI: %1").replace("%1", level_label(level))

    def _update_plates(self, *args: Any) -> None:
        pm = self.controller.players_model
        for seat, plate in self.plates.items():
            if seat >= len(pm.names):
                continue
            plate.dealer_label = self.tr("D", "dealer marker")
            plate.vorhand_label = self.tr("V", "Vorhand marker")
            plate.set_state(name=pm.names[seat], level=self._level_label(pm.levels[seat]),
                            dealer=seat == pm.dealer, vorhand=seat == pm.vorhand, turn=seat == pm.turn,
                            thinking=plate.thinking and seat == pm.turn)
            plate.setToolTip(self.tr("%1 — dealer: %2, Vorhand: %3").replace("%1", pm.names[seat])
                             .replace("%2", self.tr("yes") if seat == pm.dealer else self.tr("no"))
                             .replace("%3", self.tr("yes") if seat == pm.vorhand else self.tr("no")))
        self._place_plates()

    def _place_plates(self) -> None:
        g = self.geo
        for seat, plate in self.plates.items():
            side = self.side(seat)
            if side == "bottom":
                total = g.cw + g.step * 8
                x0 = (g.w - total) / 2
                if x0 - plate.w - 12 >= g.margin:
                    plate.setPos(x0 - plate.w - 12, g.hand_y + g.ch - plate.h)
                else:
                    plate.setPos(g.margin, g.hand_y - g.lift - plate.h - 8)
            elif side == "top":
                length = g.bw + g.bw * 0.24 * 8
                plate.setPos(g.w / 2 + length / 2 + 14, g.margin + 4)
            elif side == "left":
                length = g.bw + g.bw * 0.24 * 8
                plate.setPos(g.margin, g.mid_y - length / 2 - plate.h - 10)
            else:
                length = g.bw + g.bw * 0.24 * 8
                plate.setPos(g.w - g.margin - plate.w, g.mid_y - length / 2 - plate.h - 10)

    def _update_badge(self) -> None:
        mode = self.mode
        if mode is None:
            self.badge.set_mode(None, "", "", 1)
            return
        title = self.tr("Trump") if mode.is_trump_mode else self.tr("Mode")
        name = mode.name_in("de", self.deck)  # "Obenabe" / "Undenufe": the Swiss words in every language
        if mode.is_trump_mode:
            from jassdesk.engine.cards import suit_name
            name = suit_name(int(mode), self.lang, self.deck)
        self.badge.set_mode(mode_sign(self.provider, mode, 30, self.dpr), title, name, self.multiplier)
        self._place_badge()

    def _place_badge(self) -> None:
        self.badge.setPos(self.geo.margin, self.geo.margin)

    # -- bubbles ----------------------------------------------------------------------

    def announce(self, seat: int, text: str, ms: int = 2400) -> None:
        """An AI's announcement as a speech bubble at its seat; the person's own in the status bar."""
        if seat == PERSON:
            self.message.emit(text)
        else:
            self.bubble(seat, text, ms)

    def bubble(self, seat: int, text: str, ms: int = 2400, kind: str = "speech") -> BubbleItem:
        if self.controller.fast_forward:
            ms = 1  # what was said before the save is not said again
        old = self.bubbles.pop(seat, None)
        if old is not None:
            self.remove(old)
        side = self.side(seat)
        tail = {"bottom": "down", "top": "up", "left": "left", "right": "right"}[side]
        b = BubbleItem(text, tail, kind=kind)
        self.addItem(b)
        g = self.geo
        a = self.seat_anchor(seat)
        if side == "bottom":  # above the row of chips, left of the centre so the trick stays visible
            tip = QPointF(g.w / 2 - g.tw * 1.2, self.chips_top() - 40 - 8)  # room for two rows of chips
        elif side == "top":
            tip = QPointF(a.x(), g.margin + g.bw * CARD_ASPECT + 8)
        elif side == "left":
            tip = QPointF(a.x() + g.bw * CARD_ASPECT / 2 + 8, a.y())
        else:
            tip = QPointF(a.x() - g.bw * CARD_ASPECT / 2 - 8, a.y())
        b.place_at(tip, self.table_rect())
        self.bubbles[seat] = b
        b.expire_after(ms, lambda: self.bubbles.get(seat) is b and self.bubbles.pop(seat, None))
        return b

    def _on_thinking(self, seat: int) -> None:
        plate = self.plates.get(seat)
        if plate is not None:
            plate.set_state(thinking=True)
        for s, p in self.plates.items():
            if s != seat and p.thinking:
                p.set_state(thinking=False)

    # -- the person's turn ---------------------------------------------------------------

    def _on_awaiting(self, seat: int, decision: str) -> None:
        self._awaiting = (seat, decision)
        for s, p in self.plates.items():
            if p.thinking and s != seat:
                p.set_state(thinking=False)
        self.clear_decision()
        self.hint = None
        if seat != PERSON:
            self._apply_person_interactive()
            if seat >= 0:
                self.message.emit(self.tr("%1 is thinking…").replace("%1", self.seat_name(seat)))
            return
        d = Decision(decision)
        if d is Decision.PLAY:
            self._offer_play()
        elif d is Decision.CHOOSE_MODE:
            self._offer_modes()
        elif d is Decision.CUT:
            self._offer_cut()
        elif d is Decision.CHOOSE_DEALER:
            self._offer_dealer()
        self._apply_person_interactive()
        if self.hints is not None and self.settings.hints is HintMode.ALWAYS:
            self.request_hint()

    def _apply_person_interactive(self) -> None:
        items = self.hands.get(PERSON, [])
        playing = (self._awaiting is not None and self._awaiting[0] == PERSON
                   and self._awaiting[1] == Decision.PLAY.value and self.controller.caught_up)
        hm = self.controller.hand_model
        if self.focus_index >= len(items):
            self.focus_index = len(items) - 1
        for i, item in enumerate(items):
            item.set_interactive(True)
            legal = playing and item.card is not None and hm.is_legal(item.card)
            item.set_flags(legal=legal, dimmed=playing and not legal, focused=(i == self.focus_index))
        for item, (pos, rot, scale) in zip(items, self.hand_slots(PERSON, len(items))):
            item.base = pos
            if not self.animating:
                item.setPos(self._lifted(item, pos))

    def _update_legal(self, *args: Any) -> None:
        if not self.animating:
            self._apply_person_interactive()

    def clear_decision(self) -> None:
        for it in self.decision_items + self.chips:
            self.remove(it)
        self.decision_items = []
        self.chips = []
        self.weis_choice = ()
        self.stoeck_chosen = False

    def _panel(self, title: str, w: float, h: float) -> PanelItem:
        panel = PanelItem(w, h, title)
        self.addItem(panel)
        self.decision_items.append(panel)
        return panel

    def _offer_modes(self) -> None:
        legal = self.controller.person_legal_actions()
        modes = [a for a in legal if a.kind is ActionKind.CHOOSE_MODE]
        push = next((a for a in legal if a.kind is ActionKind.PUSH), None)
        obs = self.controller.shown_obs
        title = self.tr("Your partner pushed: choose the trump") if obs is not None and obs.pushed else \
            self.tr("Choose the trump")
        panel = self._panel(title, 100, 100)
        panel.setZValue(600)
        for a in modes:
            sign = mode_sign(self.provider, a.mode, 26, self.dpr)
            if a.mode.is_trump_mode:
                from jassdesk.engine.cards import suit_name
                label = suit_name(int(a.mode), self.lang, self.deck)
            else:
                label = "Obenabe" if a.mode == Mode.OBENABE else "Undenufe"
            b = ButtonItem(label, sign, panel, (150, 46))
            b.action = a
            m = self.controller.rules.multiplier(a.mode)
            if m > 1:
                b.subtitle = f"×{m}"
            b.clicked.connect(lambda a=a: self._act(a))
            self.chips.append(b)
        if push is not None:
            b = ButtonItem(self.tr("Schieben"), None, panel, (150, 46), kind="primary")
            b.action = push
            b.subtitle = self.tr("partner chooses")
            b.clicked.connect(lambda a=push: self._act(a))
            self.chips.append(b)
        self.message.emit(self.tr("Choose the trump or push it to your partner."))
        self._place_decision()

    def _offer_cut(self) -> None:
        legal = self.controller.person_legal_actions()
        cuts = {a.position for a in legal if a.kind is ActionKind.CUT}
        knock = next((a for a in legal if a.kind is ActionKind.KNOCK), None)
        for it in self.pack_items:
            it.setVisible(False)
        pack = PackItem(self.provider, 36, self.geo.bw, min(self.geo.w * 0.8, 36 * 14 + self.geo.bw))
        pack.dpr = self.dpr
        pack.allowed = cuts
        pack.cutAt.connect(lambda pos: self._act(Cut(pos)))
        self.addItem(pack)
        self.decision_items.append(pack)
        panel = self._panel(self.tr("Cut the pack: click where to cut"), 100, 100)
        panel.setZValue(250)
        panel.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        if knock is not None:
            b = ButtonItem(self.tr("Knock"), None, None, (140, 42))
            self.addItem(b)
            b.setZValue(700)
            b.clicked.connect(lambda: self._act(Knock()))
            self.chips.append(b)
        self.message.emit(self.tr("Your cut: click between two cards of the pack."))
        self._place_decision()

    def _offer_dealer(self) -> None:
        legal = self.controller.person_legal_actions()
        panel = self._panel(self.tr("You drew the highest card: who deals?"), 100, 100)
        panel.setZValue(600)
        for a in legal:
            if a.kind is ActionKind.CHOOSE_DEALER:
                label = self.tr("I deal") if a.seat == PERSON else self.seat_name(a.seat)
                b = ButtonItem(label, None, panel, (150, 44))
                b.action = a
                b.clicked.connect(lambda a=a: self._act(a))
                self.chips.append(b)
        self.message.emit(self.tr("Choose who deals the first hand."))
        self._place_decision()

    def _offer_play(self) -> None:
        legal = self.controller.person_legal_actions()
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
            if self.game is Game.SCHIEBER:
                ws = weis_sets[0]
                b = ButtonItem(self.tr("Weis: %1").replace("%1", ", ".join(w.name(self.lang, self.deck) for w in ws)),
                               None, None, (10, 34), checkable=True, kind="chip")
                b.checked = True
                b.weis = ws
                self.weis_choice = ws
                b.clicked.connect(lambda b=b: self._toggle_weis(b))
                self.chips.append(b)
            else:
                for ws in weis_sets:
                    b = ButtonItem(self.tr("Weis: %1").replace("%1", ws[0].name(self.lang, self.deck)), None, None,
                                   (10, 34), checkable=True, kind="chip")
                    b.weis = ws
                    b.clicked.connect(lambda b=b: self._toggle_weis(b))
                    self.chips.append(b)
        if stoeck:
            b = ButtonItem(self.tr("Announce Stöck"), None, None, (10, 34), checkable=True, kind="chip")
            b.stoeck = True
            b.clicked.connect(lambda b=b: self._toggle_stoeck(b))
            self.chips.append(b)
        if exchange is not None:
            b = ButtonItem(self.tr("Exchange the trump 6"), None, None, (10, 34), kind="primary")
            b.action = exchange
            b.clicked.connect(lambda: self._act(ExchangeSix()))
            self.chips.append(b)
        for b in self.chips:
            from PySide6.QtGui import QFontMetricsF

            from .items import ui_font
            b.set_size(QFontMetricsF(ui_font(13, True)).horizontalAdvance(b.text) + 34, 34)
            self.addItem(b)
            b.setZValue(700)
        self.message.emit(self.tr("Your turn: play a card."))
        self._place_decision()

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

    def _place_decision(self) -> None:
        g = self.geo
        c = self.center()
        panels = [it for it in self.decision_items if isinstance(it, PanelItem)]
        packs = [it for it in self.decision_items if isinstance(it, PackItem)]
        buttons = [b for b in self.chips if b.parentItem() is not None]
        if panels and buttons:  # a choice panel with buttons in a grid
            panel = panels[0]
            from PySide6.QtGui import QFontMetricsF

            from .items import ui_font
            bh = 46.0 if g.h > 520 else 42.0
            fm = QFontMetricsF(ui_font(min(17.0, bh * 0.38), bold=True))
            need = max(fm.horizontalAdvance(b.text) + (72 if b.icon is not None else 32) for b in buttons)
            bw = max(110.0, need)
            cols = min(4, len(buttons))
            while cols > 1 and cols * bw + (cols - 1) * 10 + 40 > g.w - 2 * g.margin:
                cols -= 1
            bw = min(bw, (g.w - 2 * g.margin - 40 - (cols - 1) * 10) / cols)
            rows = math.ceil(len(buttons) / cols)
            w = cols * bw + (cols - 1) * 10 + 40
            title_w = QFontMetricsF(ui_font(20, True)).horizontalAdvance(panel.title) + 48
            w = min(max(w, title_w), g.w - 2 * g.margin)
            h = 60 + rows * bh + (rows - 1) * 10 + 20
            panel.set_size(w, h)
            panel.setPos(c.x() - w / 2, c.y() - h / 2)
            for i, b in enumerate(buttons):
                b.set_size(bw, bh)
                r, k = divmod(i, cols)
                in_row = min(cols, len(buttons) - r * cols)
                x0 = (w - (in_row * bw + (in_row - 1) * 10)) / 2
                b.setPos(x0 + k * (bw + 10), 60 + r * (bh + 10))
        if packs:
            pack = packs[0]
            pack.card_w = g.bw
            pack.span = min(g.w * 0.8, 36 * max(8.0, g.bw * 0.28) + g.bw)
            pack.prepareGeometryChange()
            pack.setPos(c.x() - pack.span / 2, c.y() - g.bw * CARD_ASPECT / 2 + 14)
            for panel in panels:
                panel.set_size(pack.span + 40, g.bw * CARD_ASPECT + 90)
                panel.setPos(c.x() - (pack.span + 40) / 2, c.y() - g.bw * CARD_ASPECT / 2 - 50)
            for b in self.chips:
                b.setPos(c.x() - b.w / 2, c.y() + g.bw * CARD_ASPECT / 2 + 46)
        free = [b for b in self.chips if b.parentItem() is None and not packs]
        if free:  # a centred flow of chips above the hand (within its width), rows growing upwards
            limit = min(g.w - 2 * g.margin, g.cw + 8 * g.step + 40)
            rows: list[list[ButtonItem]] = [[]]
            width = 0.0
            for b in free:
                if b.w > limit:
                    b.set_size(limit, b.h)
                if rows[-1] and width + 8 + b.w > limit:
                    rows.append([])
                    width = 0.0
                width += (8 if rows[-1] else 0) + b.w
                rows[-1].append(b)
            y = self.chips_top()
            for row in rows:
                total = sum(b.w for b in row) + 8 * (len(row) - 1)
                x = (g.w - total) / 2
                for b in row:
                    b.setPos(x, y)
                    x += b.w + 8
                y -= 34 + 6

    def chips_top(self) -> float:
        """The top of the lowest row of chips above the person's hand."""
        return self.geo.hand_y - self.geo.lift - 34 - 10

    # -- acting -----------------------------------------------------------------------

    def _act(self, action: Any) -> None:
        offered = (list(self.decision_items), list(self.chips))
        if self.controller.act(action) is None:
            # the answered choice goes; a new one offered meanwhile (instant speed) stays
            if (self.decision_items, self.chips) == offered:
                self.clear_decision()

    def play_card(self, card: int) -> None:
        """The person plays ``card`` with the Weis / Stöck chosen on the chips."""
        weis = self.weis_choice
        options, stoeck_ok = self.controller.play_options(card)
        if weis and weis not in options:
            weis = ()
        action = Play(card, tuple(weis), bool(self.stoeck_chosen and stoeck_ok))
        self._act(action)

    def _on_card_clicked(self, card: int) -> None:
        items = self.hands.get(PERSON, [])
        if not any(it.card == card for it in items):
            return
        self.focus_index = next(i for i, it in enumerate(items) if it.card == card)
        self.play_card(card)

    def _on_card_hover(self, card: int, on: bool) -> None:
        if self.animating:
            return
        for item in self.hands.get(PERSON, []):
            if item.card == card:
                item.setPos(self._lifted(item, item.base))

    def _on_refused(self, action: Any, text: str) -> None:
        self.message.emit(text)
        if isinstance(action, Play):
            item = next((it for it in self.hands.get(PERSON, []) if it.card == action.card), None)
            if item is not None:
                b = BubbleItem(text, "down", kind="warning", max_width=min(320.0, self.geo.w * 0.6))
                self.addItem(b)
                r = item.sceneBoundingRect()
                b.place_at(QPointF(r.center().x(), r.top() - 4), self.table_rect())
                old = self.bubbles.pop(-1, None)
                if old is not None:
                    self.remove(old)
                self.bubbles[-1] = b
                b.expire_after(3200, lambda: self.bubbles.get(-1) is b and self.bubbles.pop(-1, None))
                return
        self.bubble(PERSON, text, 3000, kind="warning")

    # -- keyboard ------------------------------------------------------------------------

    def key(self, key: int) -> bool:
        items = self.hands.get(PERSON, [])
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            if self.focus_index < 0:
                legal = [i for i, it in enumerate(items) if it.legal]
                self.focus_index = legal[0] if legal else 0
            else:
                d = -1 if key == Qt.Key.Key_Left else 1
                self.focus_index = (self.focus_index + d) % len(items)
            self._apply_person_interactive()
            card = items[self.focus_index].card
            if card is not None:
                self.message.emit(self.card_name(card))
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            if self.overlay is not None:
                return self._overlay_default()
            if 0 <= self.focus_index < len(items):
                card = items[self.focus_index].card
                if card is not None:
                    self.play_card(card)
                return True
            return False
        if key == Qt.Key.Key_H:
            self.request_hint()
            return True
        if key == Qt.Key.Key_L:
            self.toggle_last_trick()
            return True
        if key == Qt.Key.Key_Escape:
            if self.last_trick_panel is not None:
                self._close_last_trick()
                return True
        return False

    # -- hints --------------------------------------------------------------------------------

    def request_hint(self) -> None:
        if self.hints is None or self.settings.hints is HintMode.OFF:
            self.message.emit(self.tr("Hints are switched off (Settings)."))
            return
        if not self.controller.is_person_turn() or not self.controller.caught_up:
            self.message.emit(self.tr("A hint is given when it is your turn."))
            return
        obs = self.controller.state.observation(PERSON)
        if self.hints.request(obs):
            self.message.emit(self.tr("Thinking about a hint…"))

    def _on_hint(self, hint: Any, obs: Any) -> None:
        if not self.controller.is_person_turn() or obs is None or \
                obs.legal_actions != tuple(self.controller.person_legal_actions()):
            return  # the position changed meanwhile
        self._clear_hint()
        self.hint = hint
        best = hint.best
        text = hint.reason(self.lang, self.deck)
        if best.kind is ActionKind.PLAY:
            values: dict[int, float] = {}
            for r in hint.ranked:
                if r.action.kind is ActionKind.PLAY and r.action.card not in values:
                    values[r.action.card] = r.value
            for item in self.hands.get(PERSON, []):
                if item.card in values:
                    item.value_text = f"{values[item.card]:+.0f}"
                item.set_flags(hinted=item.card == best.card)
            # the recommended announcements go with the card
            for b in self.chips:
                if hasattr(b, "weis"):
                    b.checked = bool(best.weis) and b.weis == best.weis
                    b.update()
            self.weis_choice = best.weis
            line = self.tr("Hint: %1 — %2").replace("%1", self.card_name(best.card)).replace("%2", text)
        else:
            for b in self.chips:
                a = getattr(b, "action", None)
                b.highlight = a == best
                b.update()
            line = self.tr("Hint: %1 — %2").replace("%1", best.describe(self.lang, self.deck)).replace("%2", text)
        self.message.emit(line)
        g = self.geo
        b = BubbleItem(line, "down", kind="hint", max_width=min(420.0, g.w * 0.7))
        self.addItem(b)
        target = next((it for it in self.hands.get(PERSON, []) if best.kind is ActionKind.PLAY
                       and it.card == best.card), None)
        if target is not None:
            r = target.sceneBoundingRect()
            b.place_at(QPointF(r.center().x(), r.top() - 40), self.table_rect())
        else:
            b.place_at(QPointF(g.w / 2, g.hand_y - g.lift - 50), self.table_rect())
        self.hint_bubble = b

    def _clear_hint(self) -> None:
        if self.hint_bubble is not None:
            self.remove(self.hint_bubble)
            self.hint_bubble = None
        for item in self.hands.get(PERSON, []):
            if item.hinted or item.value_text:
                item.value_text = ""
                item.set_flags(hinted=False)
        if self.hints is not None:
            self.hints.cancel()

    # -- last trick -------------------------------------------------------------------------

    def toggle_last_trick(self) -> None:
        if self.last_trick_panel is not None:
            self._close_last_trick()
            return
        last = self.controller.trick_model.last
        if last is None:
            self.message.emit(self.tr("No trick has been played in this hand yet."))
            return
        leader, cards, winner = last
        g = self.geo
        n = len(cards)
        cw = g.tw * 0.8
        w = max(300.0, n * (cw + 12) + 40)
        h = cw * CARD_ASPECT + 110
        panel = PanelItem(w, h, self.tr("Last trick — taken by %1").replace("%1", self.seat_name(winner)))
        panel.setZValue(950)
        self.addItem(panel)
        c = self.center()
        panel.setPos(c.x() - w / 2, c.y() - h / 2)
        x = (w - (n * (cw + 12) - 12)) / 2
        panel.cards = []
        for i, card in enumerate(cards):
            seat = (leader + i * self._step()) % self.controller.n_players
            item = CardItem(self.provider, card, cw, True, panel)
            item.set_dpr(self.dpr)
            item.setPos(x + i * (cw + 12), 58)
            item.set_flags(hinted=seat == winner)
            item.setToolTip(self.seat_name(seat))
            panel.cards.append(item)
        panel.footer = ""
        self.last_trick_panel = panel
        self.message.emit(self.tr("Last trick: %1.").replace("%1", ", ".join(
            f"{self.seat_name((leader + i * self._step()) % self.controller.n_players)} {self.card_name(card)}"
            for i, card in enumerate(cards))))
        QTimer.singleShot(6000, panel, lambda: self.last_trick_panel is panel and self._close_last_trick())

    def _step(self) -> int:
        if self.game is Game.SCHIEBER:
            return self.controller.rules.direction.step
        return 1

    def _close_last_trick(self) -> None:
        if self.last_trick_panel is not None:
            self.remove(self.last_trick_panel)
            self.last_trick_panel = None

    # -- hand summary and Partie end --------------------------------------------------------

    def clear_overlay(self) -> None:
        if self.overlay is not None:
            self.remove(self.overlay)
            self.overlay = None

    def _overlay_buttons(self, panel: PanelItem, buttons: list[tuple[str, Callable[[], None], str]]) -> None:
        panel.buttons = []
        for text, fn, kind in buttons:
            b = ButtonItem(text, None, panel, (170, 44), kind=kind)
            b.clicked.connect(fn)
            panel.buttons.append(b)

    def _place_overlay(self) -> None:
        panel = self.overlay
        if panel is None:
            return
        c = self.center()
        w = min(panel.w, self.geo.w - 16)
        panel.set_size(w, panel.h)
        panel.setPos(c.x() - w / 2, max(4.0, min(c.y() - panel.h / 2, self.geo.h - panel.h - 4)))
        buttons = getattr(panel, "buttons", [])
        total = sum(b.w for b in buttons) + 12 * (len(buttons) - 1)
        x = (w - total) / 2
        for b in buttons:
            b.setPos(x, panel.h - b.h - 18)
            x += b.w + 12

    def _overlay_default(self) -> bool:
        buttons = getattr(self.overlay, "buttons", []) if self.overlay is not None else []
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
            lines.append((self.tr("Multiplier"), *[f"×{r.multiplier}"] * 2))
        lines.append(("=" + self.tr("Written this hand"), *[str(v) for v in r.written]))
        totals = self.controller.score_model.totals
        lines.append(("=" + self.tr("Total"), *[str(v) for v in totals]))
        return lines

    def _clear_bubbles(self) -> None:
        for b in list(self.bubbles.values()):
            self.remove(b)
        self.bubbles.clear()

    def _show_summary(self, r: Any) -> None:
        self.clear_overlay()
        self._clear_bubbles()
        title = self.tr("Hand %1").replace("%1", str(r.hand_no + 1))
        if r.mode is not None:
            title += " — " + r.mode.name_in(self.lang, self.deck)
        panel = PanelItem(min(460.0, self.geo.w - 16), 100, title)
        panel.header = ("", self.side_name(0), self.side_name(1))
        panel.lines = self._summary_lines(r)
        if not r.complete:
            panel.footer = self.tr("The hand ended early: a side reached the target.")
        panel.set_size(panel.w, 56 + 25 * (len(panel.lines) + 1) + (44 if panel.footer else 0) + 80)
        if panel.footer:
            panel.footer_y = panel.h
        panel.setZValue(1100)
        self.addItem(panel)
        self.overlay = panel
        self._overlay_buttons(panel, [(self.tr("Continue"), self._continue, "primary")])
        self._place_overlay()
        self.message.emit(self.tr("Hand over. Continue when you are ready (Enter)."))

    def _continue(self) -> None:
        if self.overlay is None:
            return
        self.clear_overlay()
        self.controller.presented()

    def continue_hand(self) -> None:
        """Close the hand summary and let the next hand be dealt (same as the Continue button)."""
        self._continue()

    def _show_partie_end(self, e: ev.PartieOver) -> None:
        self.clear_overlay()
        self._clear_bubbles()
        if e.winner is None:
            title = self.tr("The Partie is drawn")
        elif e.winner == 0:
            title = self.tr("You win the Partie!") if self.game is Game.SCHMAUS else \
                self.tr("You and %1 win the Partie!").replace("%1", self.seat_name(2))
        else:
            title = (self.tr("%1 wins the Partie") if self.game is Game.SCHMAUS else
                     self.tr("%1 win the Partie")).replace("%1", self.side_name(e.winner))
        panel = PanelItem(min(460.0, self.geo.w - 16), 100, title)
        panel.header = ("", self.side_name(0), self.side_name(1))
        results = self.controller.score_model.results
        panel.lines = [(self.tr("Hands played"), str(len(results)), str(len(results))),
                       ("=" + self.tr("Final score"), *[str(v) for v in e.scores])]
        rules = self.controller.rules
        panel.footer = self.tr("Played over %1 hands.").replace("%1", str(rules.hands)) if rules.hands else \
            self.tr("Target: %1 points.").replace("%1", str(rules.target))
        panel.set_size(panel.w, 56 + 25 * 3 + 44 + 80)
        panel.setZValue(1100)
        self.addItem(panel)
        self.overlay = panel
        self._overlay_buttons(panel, [(self.tr("Next Partie"), self._next_partie, "primary"),
                                      (self.tr("New game…"), self.newGameRequested.emit, "normal")])
        self._place_overlay()
        self.message.emit(title)

    def _next_partie(self) -> None:
        self.clear_overlay()
        self.controller.next_partie()

    # -- settings and art ---------------------------------------------------------------------

    def _on_art_changed(self) -> None:
        from .signs import clear_cache
        clear_cache()
        self.warm_pictures()
        self._update_badge()
        for item in self.items():
            item.update()
        if self._awaiting and self._awaiting[0] == PERSON and self.decision_items:
            self._on_awaiting(*self._awaiting)

    def _on_setting(self, key: str) -> None:
        if key == "language":
            self._update_plates()
            self._update_badge()
            if self._awaiting and self._awaiting[0] == PERSON:
                self._on_awaiting(*self._awaiting)
        elif key == "face_set":
            self._update_badge()
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        g = self.geo
        grad = QRadialGradient(QPointF(g.w / 2, g.mid_y), max(g.w, g.h) * 0.75)
        grad.setColorAt(0.0, QColor("#1f7a45"))
        grad.setColorAt(0.6, QColor("#156a3a"))
        grad.setColorAt(1.0, QColor("#0b4325"))
        painter.fillRect(rect, QBrush(grad))
        # a faint felt weave
        painter.setPen(QPen(QColor(255, 255, 255, 6), 1))
        step = 6
        y0 = int(rect.top()) - int(rect.top()) % step
        for y in range(y0, int(rect.bottom()) + step, step):
            painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        # the play area: an oval line round the centre
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 28), 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        c = self.center()
        painter.drawEllipse(c, g.tw * 1.9, g.tw * CARD_ASPECT * 1.05)


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

    def resizeEvent(self, event) -> None:  # noqa: ANN001
        super().resizeEvent(event)
        self.resetCachedContent()
        size = self.viewport().size()
        self.table.resize_to(size.width(), size.height(), self.devicePixelRatioF())
        self.setSceneRect(0, 0, size.width(), size.height())

    def paintEvent(self, event) -> None:  # noqa: ANN001
        super().paintEvent(event)
        self.painted = True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.table.key(event.key()):
            event.accept()
            return
        super().keyPressEvent(event)
