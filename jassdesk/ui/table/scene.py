"""The table scene: it shows the Partie event by event and takes the person's choices.

:class:`TableScene` is the controller's *presenter*: for every event the controller hands it,
the handler for that event type (one table, :attr:`TableScene.handlers`) builds the moves
(card items to new places, turned, faded) and the :class:`~.animator.Animator` plays them as
one animation group; when the group finishes the controller hands over the next event.  At
speed *instant* the moves are applied at once and the event counts as shown.

Where things go is the layout's (:mod:`.layout`), what is offered the choices' (:mod:`.choices`),
panels and bubbles the overlays' (:mod:`.overlays`, :mod:`.bubbles`), and what differs between
games the game's own table (:mod:`.games`).

The scene never decides a rule: legal cards come from the hand model (the engine's
``legal_actions``), a click is turned into an action and handed to ``controller.act``, and a
refusal comes back with the engine's sentence.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QWidget

from jassdesk.app.controller import PERSON, GameController
from jassdesk.app.hints import HintController
from jassdesk.app.settings import HintMode, Settings
from jassdesk.cards.provider import CARD_ASPECT, CardImageProvider
from jassdesk.engine import events as ev
from jassdesk.engine.actions import ActionKind, Cut, Play
from jassdesk.engine.cards import CARDS, suit_name
from jassdesk.engine.modes import Mode
from jassdesk.engine.refusal import Refusal
from jassdesk.engine.state import Decision

from ..items import BubbleItem, ButtonItem, CardItem, ModeBadge, NamePlate, PanelItem, ui_font
from ..signs import clear_cache, mode_sign
from .animator import BASE_MS, Animator, Move
from .bubbles import ACTED, AWAITING, Bubbles
from .choices import Choices
from .game_table import GameTable
from .games import game_table
from .layout import FULL_HAND, Geometry, HandPlace, PackPlace, Slot, StockPlace, TrickPlace, toward
from .overlays import Overlays

# what ends a bubble besides its time (see bubbles.py)
DRAW_ENDS = (ev.DealerChosen, ev.HandStarted)  # who drew what, until the dealer is known
TRICK_ENDS = (ev.TrickWon, ev.HandStarted)  # what is said with a card, until the trick is taken
# refusals that no section of the rules explains
NO_RULE = frozenset({"not_your_turn", "game_over", "wrong_decision", "foreign_action", "card_not_held", "dealer_seat"})


class TableScene(QGraphicsScene):
    """The animated table for one controller."""

    message = Signal(str)  # for the status bar
    newGameRequested = Signal()
    rules_requested = Signal(str)  # a refusal's rule id: show that rule in the rules help
    hintAvailable = Signal(bool)

    person = PERSON

    def __init__(self, controller: GameController, provider: CardImageProvider, settings: Settings,
                 hints: HintController | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.provider = provider
        self.settings = settings
        self.hints = hints
        self.dpr = 1.0
        self.rules_table: GameTable = game_table(None, self)
        self.geo = Geometry.of(1000, 700, self.rules_table.back_ratio)
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
        self.choices = Choices(self)
        self.overlays = Overlays(self)
        self.speech = Bubbles(self)
        self.animator = Animator(self, lambda: self.instant, controller.presented)
        self.hint_bubble: BubbleItem | None = None
        self.focus_index = -1
        self.hint: Any = None
        self._awaiting: tuple[int, str] | None = None
        self.mode: Mode | None = None
        self.multiplier = 1
        self.dealer = -1
        self.taken = [0, 0]  # card points each side has taken in this hand
        self.last_trick_button = ButtonItem(self.tr("Last trick (L)"), None, None, (10, 30), kind="chip")
        self.last_trick_button.clicked.connect(self.toggle_last_trick)
        self.last_trick_button.setZValue(60)
        self.addItem(self.last_trick_button)
        self.handlers: dict[type, Callable[[Any], bool]] = {
            ev.DealerDrawn: self._show_dealer_drawn, ev.DealerChosen: self._show_dealer_chosen,
            ev.HandStarted: self._show_hand_started, ev.PackCut: self._show_pack_cut,
            ev.CardsDealt: self._show_cards_dealt, ev.Pushed: self._show_pushed,
            ev.ModeChosen: self._show_mode_chosen, ev.CardPlayed: self._show_card_played,
            ev.StoeckWritten: self._show_stoeck_written, ev.WeisWritten: self._show_weis_written,
            ev.TrickWon: self._show_trick_won, ev.StockDrawn: self._show_stock_drawn,
            ev.SixExchanged: self._show_six_exchanged, ev.HandScored: self._show_hand_scored,
            ev.PartieOver: self._show_partie_over,
        }
        self.setBackgroundBrush(QColor("#145c34"))
        self._warm: list[Any] = []
        self._after_warm: Callable[[], None] | None = None
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_one)
        controller.presenter = self
        controller.gameStarted.connect(self._on_game_started)
        controller.awaiting.connect(self._on_awaiting)
        controller.thinking.connect(self._on_thinking)
        controller.thought.connect(self._on_thought)
        controller.players_model.dataChanged.connect(self._update_plates)
        controller.players_model.modelReset.connect(self._update_plates)
        controller.hand_model.dataChanged.connect(self._update_legal)
        provider.changed.connect(self._on_art_changed)
        settings.changed.connect(self._on_setting)
        if hints is not None:
            hints.ready.connect(self._on_hint)
            hints.failed.connect(lambda m: self.message.emit(self.tr("The hint failed: %1").replace("%1", m)))

    # -- what the parts share ------------------------------------------------------------

    @property
    def lang(self) -> str:
        return self.settings.language

    @property
    def deck(self):  # noqa: ANN201
        return self.settings.deck

    @property
    def chips(self) -> list:
        """The buttons of the decision on offer."""
        return self.choices.chips

    @property
    def decision_items(self) -> list:
        """The panels (and the pack) of the decision on offer."""
        return self.choices.items

    @property
    def overlay(self) -> PanelItem | None:
        """The panel that waits for the person: the hand's summary or the Partie's end."""
        return self.overlays.panel

    @property
    def last_trick_panel(self) -> PanelItem | None:
        return self.overlays.last_trick

    @property
    def bubbles(self) -> dict[int, BubbleItem]:
        return self.speech.items

    @property
    def animating(self) -> bool:
        return self.animator.animating

    def side(self, seat: int) -> str:
        return self.rules_table.sides[seat]

    def layout_hand(self, seat: int) -> HandPlace:
        return HandPlace(self.geo, self.side(seat))

    def layout_trick(self) -> TrickPlace:
        return TrickPlace(self.geo)

    def layout_stock(self) -> StockPlace:
        return StockPlace(self.geo)

    def layout_pack(self) -> PackPlace:
        return PackPlace(self.geo, self.layout_hand(self.dealer).anchor() if self.dealer >= 0 else None)

    def ms(self, key: str) -> int:
        return 0 if self.controller.fast_forward else int(BASE_MS[key] * self.settings.animation_speed.factor)

    @property
    def instant(self) -> bool:
        """No animation: the speed setting says so, or a resumed Partie is being replayed onto the table."""
        return self.settings.animation_speed.factor == 0.0 or self.controller.fast_forward

    def seat_name(self, seat: int) -> str:
        names = self.controller.players_model.names
        return names[seat] if 0 <= seat < len(names) else "?"

    def side_name(self, side: int) -> str:
        return self.rules_table.side_name(self.controller.players_model.names, side)

    def seat_after(self, leader: int, i: int) -> int:
        """Who plays the i-th card of a trick ``leader`` led."""
        return (leader + i * self.rules_table.play_step(self.controller.rules)) % self.controller.n_players

    def card_name(self, card: int) -> str:
        return CARDS[card].name(self.lang, self.deck)

    def table_rect(self) -> QRectF:
        return self.geo.rect

    def center(self) -> QPointF:
        return self.geo.centre

    # -- size -------------------------------------------------------------------------------

    def resize_to(self, w: float, h: float, dpr: float) -> None:
        self.dpr = dpr
        self.setSceneRect(QRectF(0, 0, w, h))
        self.geo = self._geometry(w, h)
        self.relayout()
        self.warm_pictures()

    def _geometry(self, w: float, h: float) -> Geometry:
        return Geometry.of(w, h, self.rules_table.back_ratio, self.settings.card_size.factor)

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

    def relayout(self) -> None:
        """Put everything at its place for the current size (no animation; used on resize)."""
        self.animator.jump_to_end()  # the running move's end values are for the old size
        for seat, items in self.hands.items():
            for item, slot in zip(items, self.layout_hand(seat).slots(len(items))):
                self._put(item, slot)
                item.base = slot.pos
                if seat == PERSON:
                    item.setPos(self._lifted(item, slot.pos))
        trick = self.layout_trick()
        for i, (seat, item) in enumerate(self.trick):
            self._put(item, trick.slot(self.side(seat), seat, i))
        stock = self.layout_stock()
        for i, item in enumerate(self.stock):
            self._put(item, stock.slot(i))
        if self.turned_item is not None:
            self._put(self.turned_item, stock.turned_slot())
        pack = self.layout_pack()
        for i, item in enumerate(self.pack_items):
            self._put(item, pack.slot(i))
        for item in self.items():
            if isinstance(item, CardItem):
                item.set_dpr(self.dpr)
        self._place_plates()
        self._place_badge()
        self.choices.place()
        self.overlays.place()

    @staticmethod
    def _put(item: CardItem, slot: Slot) -> None:
        item.set_width(slot.width)
        item.setScale(1.0)
        item.setPos(slot.pos)
        item.setRotation(slot.rotation)

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
        self.animator.stop()
        self._after_warm = None
        if self.rules_table.game is not self.controller.game:
            self.rules_table.deleteLater()
            self.rules_table = game_table(self.controller.game, self)
        self.geo = self._geometry(self.geo.w, self.geo.h)
        self.choices.clear()
        self.overlays.clear()
        self.clear_cards()
        self.overlays.close_last_trick()
        self.speech.clear()
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
        self.taken = [0, 0]
        self._update_badge()
        self._update_plates()
        self.relayout()

    # -- the presenter protocol ----------------------------------------------------

    def present(self, event: Any) -> bool:
        self.speech.passed(type(event))
        handler = self.handlers.get(type(event))
        return True if handler is None else handler(event)

    def run(self, moves: list[Move], finish: Callable[[], None] | None = None, hold: bool = False) -> bool:
        return self.animator.run(moves, finish, hold)

    def stop_animation(self) -> None:
        self.animator.stop()

    def run_deferred(self, show: Callable[[], bool]) -> None:
        """Show something whose presentation was put off; report it done if it finished at once."""
        if show():
            self.controller.presented()

    # -- event handlers ----------------------------------------------------------

    def _show_dealer_drawn(self, e: ev.DealerDrawn) -> bool:
        self.clear_cards()
        c = self.center()
        moves = []
        counts: dict[int, int] = {}
        g = self.geo
        for i, (seat, card) in enumerate(e.draws):
            item = self.new_card(card, True, c)
            item.setZValue(100 + i)
            self.drawn_items.append(item)
            k = counts.get(seat, 0)
            counts[seat] = k + 1
            p = toward(c, self.layout_hand(seat).anchor(), 0.55)
            target = QPointF(p.x() + k * 18 - g.tw / 2, p.y() - g.tw * CARD_ASPECT / 2)
            moves.append(Move(item, target, 0.0, 1.0, i * self.ms("dealer"), self.ms("dealer")))
        if e.dealer is not None:
            text = self.tr("An As: you deal.") if e.dealer == PERSON else \
                self.tr("An As: %1 deals.").replace("%1", self.seat_name(e.dealer))
            self.speech.say(e.dealer, text, DRAW_ENDS, 2600)
        elif e.chooser is not None:
            text = self.tr("Highest card: you choose who deals.") if e.chooser == PERSON else \
                self.tr("Highest card: %1 chooses who deals.").replace("%1", self.seat_name(e.chooser))
            self.speech.say(e.chooser, text, DRAW_ENDS, 2600)
        return self.run(moves)

    def _show_dealer_chosen(self, e: ev.DealerChosen) -> bool:
        self.dealer = e.dealer
        self.message.emit(self.tr("You deal.") if e.dealer == PERSON else
                          self.tr("%1 deals.").replace("%1", self.seat_name(e.dealer)))
        return True

    def _show_hand_started(self, e: ev.HandStarted) -> bool:
        self.dealer = e.dealer
        self.mode = None
        self.multiplier = 1
        self.taken = [0, 0]
        self._update_badge()
        self._update_plates()
        self.overlays.close_last_trick()
        moves = [Move(it, opacity=0.0, duration=self.ms("trick")) for it in self.drawn_items]
        old = self.drawn_items
        self.drawn_items = []
        for items in self.hands.values():
            old.extend(items)
        old.extend(self.stock)
        if self.turned_item is not None:
            old.append(self.turned_item)
        self.stock, self.turned_item = [], None
        self.hands = {s: [] for s in range(self.controller.n_players)}
        # The pack is the 36 card items of this hand, face down in front of the dealer; the deal
        # hands them out (so dealing makes no new items: a frame of the deal only moves what is
        # already painted).
        pack = self.layout_pack()
        for i in range(36):
            item = self.new_card(None, False)
            item.setPos(pack.slot(i).pos)
            item.setZValue(200 + i)
            item.setOpacity(0.0)
            self.pack_items.append(item)
            moves.append(Move(item, opacity=1.0, duration=self.ms("trick")))

        def finish() -> None:
            for it in old:
                self.remove(it)
        self.message.emit(self.tr("Hand %1 — dealer: %2, cut: %3.").replace("%1", str(e.hand_no + 1)).replace(
            "%2", self.seat_name(e.dealer)).replace("%3", self.seat_name(e.cutter)))
        return self.run(moves, finish)

    def _show_pack_cut(self, e: ev.PackCut) -> bool:
        self.choices.clear()
        for it in self.pack_items:
            it.setVisible(True)
        if e.position == 0:
            self.announce(e.seat, self.tr("You knock.") if e.seat == PERSON else self.tr("Knocks."), (AWAITING,), 2200)
            return True
        cut = self.tr("You cut at %1.") if e.seat == PERSON else self.tr("Cuts %1.")
        self.announce(e.seat, cut.replace("%1", str(e.position)), (AWAITING,), 1600)
        if not self.pack_items:
            return True
        top = self.pack_items[len(self.pack_items) // 2:]
        a = self.layout_hand(e.seat).anchor()
        p = self.layout_pack().centre
        lifted = QPointF((a.x() - p.x()) * 0.25, (a.y() - p.y()) * 0.25)
        half = self.ms("cut") // 2
        if self.run([Move(it, it.pos() + lifted, duration=half) for it in top], None, hold=True):
            for it in top:  # instant
                it.setPos(it.pos() - lifted)
            return True

        def back() -> None:
            for i, it in enumerate(top):
                it.setZValue(150 + i)  # the lifted part goes under the rest
            self.run([Move(it, it.pos() - lifted, duration=half) for it in top])
        self.animator.then(back)
        return False

    def _show_cards_dealt(self, e: ev.CardsDealt) -> bool:
        self.choices.clear()
        if self._warm and not self.instant:
            # the pictures of this size are still being rendered: deal when they are ready, so no
            # frame of the deal waits for SVG work (a fraction of a second, once per size)
            self._after_warm = lambda: self.run_deferred(lambda: self._deal(e))
            return False
        return self._deal(e)

    def _deal(self, e: ev.CardsDealt) -> bool:
        n = self.controller.n_players
        person_cards = self.controller.hand_model.cards
        counts = {s: 0 for s in range(n)}
        self.hands = {s: [] for s in range(n)}
        pool = self.pack_items  # top of the pack last
        self.pack_items = []
        for it in pool:
            it.setVisible(True)
        centre = self.layout_pack().centre
        for packet in e.packets:
            for seat in e.order:
                for _ in range(packet):
                    i = counts[seat]
                    counts[seat] += 1
                    item = pool.pop() if pool else self.new_card(None, False, centre)
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
        moves = []
        for seat in range(n):
            slots = self.layout_hand(seat).slots(len(self.hands[seat]))
            for item, slot, d in zip(self.hands[seat], slots, order_delay[seat]):
                item.base = slot.pos
                moves.append(Move.to(item, slot, d, self.ms("deal") * 2))
        if e.turned is not None:
            self._make_stock(e.turned, moves, delay, pool)
            pool = []
            self.mode = Mode.of_trump(CARDS[e.turned].suit)
            self._update_badge()
        leftover = pool  # none in the games we know; kept tidy anyway
        moves += [Move(it, opacity=0.0, delay=delay, duration=self.ms("deal")) for it in leftover]

        def finish() -> None:
            for it in leftover:
                self.remove(it)
            self._apply_person_interactive()
        return self.run(moves, finish)

    def _make_stock(self, turned: int, moves: list[Move], delay: int, pool: list[CardItem]) -> None:
        """What is left of the pack becomes the stock; its bottom card is the turned trump."""
        stock = self.layout_stock()
        start = self.layout_pack().slot(0).pos
        self.turned_item = pool.pop(0) if pool else self.new_card(None, False)
        self.turned_item.set_face(turned, True)
        self.turned_item.setZValue(5)
        moves.append(Move.to(self.turned_item, stock.turned_slot(), delay, self.ms("deal") * 2))
        remaining = self.controller.shown_obs.stock_size if self.controller.shown_obs else 18
        for i in range(max(0, remaining - 1)):
            item = pool.pop() if pool else self.new_card(None, False)
            if item.scene() is None:
                item.setPos(start)
            item.setZValue(20 + i)
            self.stock.append(item)
            moves.append(Move.to(item, stock.slot(i), delay, self.ms("deal") * 2))
        self.message.emit(self.tr("Trump is %1.").replace("%1", self.card_name(turned)))

    def _show_pushed(self, e: ev.Pushed) -> bool:
        self.choices.clear()
        self.announce(e.seat, self.tr("Schiebe! (over to %1)").replace("%1", self.seat_name(e.to)), (ev.ModeChosen,),
                      2400)
        return True

    def _show_mode_chosen(self, e: ev.ModeChosen) -> bool:
        self.choices.clear()
        self.mode, self.multiplier = e.mode, e.multiplier
        self._update_badge()
        text = e.mode.name_in(self.lang, self.deck)
        if e.multiplier > 1:
            text += f"  ×{e.multiplier}"
        self.announce(e.seat, text, (ev.CardPlayed,), 2600)
        return True

    def _show_card_played(self, e: ev.CardPlayed) -> bool:
        self.choices.clear()
        self._clear_hint()
        hand = self.hands.get(e.seat, [])
        item = next((it for it in hand if it.card == e.card), None)
        if item is None and hand:
            item = hand[len(hand) // 2]
        if item is None:  # not on the table (a game resumed mid-hand): bring it in from the seat
            item = self.new_card(e.card, True, self.layout_hand(e.seat).anchor())
        else:
            hand.remove(item)
        item.set_face(e.card, True)
        item.set_interactive(False)
        item.set_flags(legal=False, dimmed=False, hinted=False, focused=False)
        item.value_text = ""
        item.setZValue(400 + len(self.trick))
        slot = self.layout_trick().slot(self.side(e.seat), e.seat, len(self.trick))
        self.trick.append((e.seat, item))
        moves = [Move.to(item, slot, 0, self.ms("play")), *self._relayout_moves(e.seat)]
        extras = self.rules_table.weis_announced(e.weis, self.lang, self.deck)
        if e.stoeck_announced:
            extras.append(self.tr("Stöck"))
        if extras:
            self.speech.say(e.seat, ", ".join(extras), TRICK_ENDS, 3000)
        return self.run(moves)

    def _show_stoeck_written(self, e: ev.StoeckWritten) -> bool:
        self.speech.say(e.seat, self.tr("Stöck! +%1").replace("%1", str(e.points)), TRICK_ENDS, 2600)
        return True

    def _show_weis_written(self, e: ev.WeisWritten) -> bool:
        by_seat: dict[int, list[str]] = {}
        for seat, w in e.weis:
            by_seat.setdefault(seat, []).append(w.name(self.lang, self.deck))
        for seat, names in by_seat.items():
            self.speech.say(seat, self.tr("Weis: %1").replace("%1", ", ".join(names)), TRICK_ENDS, 3200)
        self.message.emit(self.tr("Weis for %1: %n points.", "", e.points).replace("%1", self.side_name(e.side)))
        return True

    def _show_trick_won(self, e: ev.TrickWon) -> bool:
        """The winning card glows, then the winner's side gathers the trick to its seat."""
        slot = self.layout_trick().taken_slot(self.layout_hand(e.winner).anchor())
        items = [it for _, it in self.trick]
        for seat, it in self.trick:
            it.set_flags(hinted=seat == e.winner)
        self.trick = []
        pause, travel = self.ms("trick_pause"), self.ms("trick")
        moves = [Move(it, slot.pos + QPointF(i * 3, -i * 3), 0.0, delay=pause, duration=travel, width=slot.width)
                 for i, it in enumerate(items)]
        self.taken[self.rules_table.side_of(e.winner)] += e.points
        self.message.emit(self.tr("Trick to %1 (%n points).", "", e.points).replace("%1", self.seat_name(e.winner)))

        def finish() -> None:
            for it in items:
                self.remove(it)
            self._update_plates()
        return self.run(moves, finish)

    def _show_stock_drawn(self, e: ev.StockDrawn) -> bool:
        if e.public_card is not None and self.turned_item is not None:
            item = self.turned_item
            self.turned_item = None
        elif self.stock:
            item = self.stock.pop()
        else:
            item = self.new_card(None, False, self.layout_stock().point())
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

    def _show_six_exchanged(self, e: ev.SixExchanged) -> bool:
        text = self.tr("You exchange the trump 6 for %1.") if e.seat == PERSON else \
            self.tr("Exchanges the trump 6 for %1.")
        self.announce(e.seat, text.replace("%1", self.card_name(e.taken)), TRICK_ENDS, 2600)
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
            moves.append(Move.to(six_item, self.layout_stock().turned_slot(), 0, self.ms("exchange")))
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

    def _show_hand_scored(self, e: ev.HandScored) -> bool:
        self.choices.clear()
        if self.controller.fast_forward or not e.result.complete:
            # a hand of a resumed Partie, or one cut short by the target (the Partie's end follows at
            # once): its line is on the score sheet, no summary to confirm
            return True
        self.speech.clear()
        self.overlays.show_summary(e.result, self.continue_hand)
        return False  # the next hand waits for "Continue"

    def _show_partie_over(self, e: ev.PartieOver) -> bool:
        self.choices.clear()
        self.speech.clear()
        self.overlays.show_partie_end(e, self._next_partie, self.newGameRequested.emit)
        return True

    def continue_hand(self) -> None:
        """Close the hand summary and let the next hand be dealt (same as the Continue button)."""
        if self.overlay is None:
            return
        self.overlays.clear()
        self.controller.presented()

    def _next_partie(self) -> None:
        self.overlays.clear()
        self.controller.next_partie()

    def toggle_last_trick(self) -> None:
        self.overlays.toggle_last_trick()

    # -- hands ---------------------------------------------------------------------

    def _sort_person_items(self) -> None:
        order = self.controller.hand_model.cards
        items = self.hands.get(PERSON, [])
        items.sort(key=lambda it: order.index(it.card) if it.card in order else 99)

    def _relayout_moves(self, seat: int, duration: int | None = None) -> list[Move]:
        items = self.hands.get(seat, [])
        d = self.ms("relayout") if duration is None else duration
        moves = []
        for i, (item, slot) in enumerate(zip(items, self.layout_hand(seat).slots(len(items)))):
            item.base = slot.pos
            item.setZValue(10 + i)
            pos = self._lifted(item, slot.pos) if seat == PERSON else slot.pos
            moves.append(Move(item, pos, slot.rotation, 1.0, 0, d, width=slot.width))
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

    # -- name plates and the mode ---------------------------------------------------

    def _level_label(self, level: str | None) -> str:
        if level is None:
            return self.tr("Your seat")
        labels = {"random": self.tr("Random"), "beginner": self.tr("Beginner"), "medium": self.tr("Medium"),
                  "expert": self.tr("Expert")}
        return self.tr("AI: %1").replace("%1", labels.get(level, level.capitalize()))

    def _update_plates(self, *args: Any) -> None:
        pm = self.controller.players_model
        for seat, plate in self.plates.items():
            if seat >= len(pm.names):
                continue
            plate.dealer_label = self.tr("D", "dealer marker")
            plate.vorhand_label = self.tr("V", "Vorhand marker")
            side = self.rules_table.side_of(seat)
            plate.set_state(name=pm.names[seat], level=self._level_label(pm.levels[seat]),
                            dealer=seat == pm.dealer, vorhand=seat == pm.vorhand, turn=seat == pm.turn,
                            thinking=self.controller.thinking_seat == seat,
                            points=str(self.taken[side]) if self.taken[side] else "")
            plate.setToolTip(self.tr("%1 — dealer: %2, Vorhand: %3").replace("%1", pm.names[seat])
                             .replace("%2", self.tr("yes") if seat == pm.dealer else self.tr("no"))
                             .replace("%3", self.tr("yes") if seat == pm.vorhand else self.tr("no"))
                             + "\n" + self.tr("Card points taken in this hand: %1").replace(
                                 "%1", str(self.taken[side])))
        b = self.last_trick_button
        b.setVisible(self.controller.trick_model.last is not None)
        b.text = self.tr("Last trick (L)")
        b.set_size(QFontMetricsF(ui_font(13, True)).horizontalAdvance(b.text) + 30, 30)
        self._place_plates()

    def _place_plates(self) -> None:
        """Each plate beside its hand, at the first of its places that covers no hand, no plate placed
        before it and not the trump badge (the person's first, then across the table)."""
        g = self.geo
        taken = [self.layout_hand(seat).extent(FULL_HAND) for seat in self.plates]
        taken.append(QRectF(g.margin, g.margin, max(self.badge.w, 190.0), self.badge.h))
        order = sorted(self.plates, key=lambda seat: ("bottom", "top", "left", "right").index(self.side(seat)))
        places = [(self.plates[seat], self._plate_places(seat, self.plates[seat])) for seat in order]
        b = self.last_trick_button
        e = self.layout_hand(PERSON).extent(FULL_HAND)
        places.append((b, [QPointF(e.right() + 12, e.bottom() - b.h), QPointF(g.w - g.margin - b.w, g.margin),
                           QPointF(g.w - g.margin - b.w, g.hand_y - 2 * g.lift - b.h - 4)]))
        for item, points in places:
            candidates = [QRectF(p, QSizeF(item.w, item.h)) for p in points]
            inside = [r for r in candidates if g.rect.contains(r)]
            free = [r for r in inside if not any(r.intersects(t) for t in taken)]
            rect = (free or inside or candidates)[0]
            item.setPos(rect.topLeft())
            taken.append(rect)

    def _plate_places(self, seat: int, plate: NamePlate) -> list[QPointF]:
        """Where the seat's plate may go, best first."""
        g = self.geo
        hand = self.layout_hand(seat)
        e = hand.extent(FULL_HAND)
        pw, ph, gap = plate.w, plate.h, 12.0
        if hand.side == "bottom":
            above = g.hand_y - 2 * g.lift - ph - 4  # clear of a card lifted, hovered and focused
            return [QPointF(e.left() - pw - gap, e.bottom() - ph), QPointF(e.right() + gap, e.bottom() - ph),
                    QPointF(g.margin, above), QPointF(g.w - g.margin - pw, above)]
        if hand.side == "top":
            return [QPointF(e.right() + gap, g.margin + 4), QPointF(e.left() - gap - pw, g.margin + 4),
                    QPointF(g.w - g.margin - pw, g.margin + 4), QPointF(e.right() - pw, e.bottom() + 6),
                    QPointF(e.left(), e.bottom() + 6)]
        x = g.margin if hand.side == "left" else g.w - g.margin - pw
        return [QPointF(x, e.top() - ph - 10), QPointF(x, e.bottom() + 10)]

    def _update_badge(self) -> None:
        mode = self.mode
        if mode is None:
            self.badge.set_mode(None, "", "", 1)
            return
        title = self.tr("Trump") if mode.is_trump_mode else self.tr("Mode")
        name = mode.name_in("de", self.deck)  # "Obenabe" / "Undenufe": the Swiss words in every language
        if mode.is_trump_mode:
            name = suit_name(int(mode), self.lang, self.deck)
        self.badge.set_mode(mode_sign(self.provider, mode, 30, self.dpr), title, name, self.multiplier)
        self._place_badge()

    def _place_badge(self) -> None:
        self.badge.setPos(self.geo.margin, self.geo.margin)

    # -- bubbles ----------------------------------------------------------------------

    def announce(self, seat: int, text: str, until: tuple, ms: int = 2400) -> None:
        """An AI's announcement as a speech bubble at its seat (until one of the moments ``until``); the
        person's own in the status bar."""
        if seat == PERSON:
            self.message.emit(text)
        else:
            self.speech.say(seat, text, until, ms)

    def _on_thinking(self, seat: int) -> None:
        """The dots run on a plate exactly while its AI thinks."""
        for s, p in self.plates.items():
            if p.thinking != (s == seat):
                p.set_state(thinking=s == seat)

    def _on_thought(self, seat: int) -> None:
        plate = self.plates.get(seat)
        if plate is not None and plate.thinking:
            plate.set_state(thinking=False)

    # -- the person's turn ---------------------------------------------------------------

    def _on_awaiting(self, seat: int, decision: str) -> None:
        self._awaiting = (seat, decision)
        self.speech.passed(AWAITING)
        self._clear_hint()  # a hint belongs to the decision it was asked for
        self.choices.clear()
        self.hint = None
        if seat != PERSON:
            self._apply_person_interactive()
            if seat >= 0 and self.controller.thinking_seat == seat:
                self.message.emit(self.tr("%1 is thinking…").replace("%1", self.seat_name(seat)))
            return
        offers = {Decision.PLAY: self.choices.offer_play, Decision.CHOOSE_MODE: self.choices.offer_modes,
                  Decision.CUT: self.choices.offer_cut, Decision.CHOOSE_DEALER: self.choices.offer_dealer}
        offer = offers.get(Decision(decision))
        if offer is not None:
            offer()
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
        for item, slot in zip(items, self.layout_hand(PERSON).slots(len(items))):
            item.base = slot.pos
            if not self.animating:
                item.setPos(self._lifted(item, slot.pos))

    def _update_legal(self, *args: Any) -> None:
        if not self.animating:
            self._apply_person_interactive()

    def clear_decision(self) -> None:
        self.choices.clear()

    # -- acting -----------------------------------------------------------------------

    def act(self, action: Any) -> None:
        offered = (list(self.choices.items), list(self.choices.chips))
        refusal = self.controller.act(action)
        if refusal is not None:
            self._show_refusal(action, refusal)
        else:
            self.speech.passed(ACTED)
            self._clear_hint()
            # the answered choice goes; a new one offered meanwhile (instant speed) stays
            if (self.choices.items, self.choices.chips) == offered:
                self.choices.clear()

    def play_card(self, card: int) -> None:
        """The person plays ``card`` with the Weis / Stöck chosen on the chips."""
        weis = self.choices.weis_choice
        options, stoeck_ok = self.controller.play_options(card)
        if weis and weis not in options:
            weis = ()
        self.act(Play(card, tuple(weis), bool(self.choices.stoeck_chosen and stoeck_ok)))

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

    def _show_refusal(self, action: Any, refusal: Refusal) -> None:
        """The engine's reason in the status bar and in a bubble at the card (or the person's seat); a
        click on the bubble's "Why?" asks for the rule's section of the rules help."""
        text = self.controller.reason_text(refusal)
        self.message.emit(text)
        link = self.tr("Why? The rule…") if refusal.rule not in NO_RULE else ""
        item = next((it for it in self.hands.get(PERSON, []) if it.card == action.card), None) \
            if isinstance(action, Play) else None
        if item is not None:
            r = item.sceneBoundingRect()
            b = self.speech.at_card(QPointF(r.center().x(), r.top() - 4), text, link)
        else:
            b = self.speech.say(PERSON, text, (ACTED, AWAITING), 3000, kind="warning", link=link)
        b.rule = refusal.rule
        if link:
            b.clicked.connect(lambda rule=refusal.rule: self.rules_requested.emit(rule))

    # -- keyboard ------------------------------------------------------------------------

    def key(self, key: int) -> bool:
        """Everything the mouse does, by keys: arrows and Tab choose, Enter or Space take the choice."""
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if key == Qt.Key.Key_H:
            self.request_hint()
            return True
        if key == Qt.Key.Key_L:
            self.toggle_last_trick()
            return True
        if key == Qt.Key.Key_Escape and self.last_trick_panel is not None:
            self.overlays.close_last_trick()
            return True
        if key == Qt.Key.Key_Question:  # the refusal's "Why?"
            rule = next((b.rule for b in self.bubbles.values() if getattr(b, "rule", None) and b.link), None)
            if rule is not None:
                self.rules_requested.emit(rule)
            return rule is not None
        if self.overlay is not None:
            return enter and self.overlays.press_default()
        decision = Decision(self._awaiting[1]) if self._awaiting and self._awaiting[0] == PERSON else None
        if decision is Decision.PLAY:
            return self._play_key(key, enter)
        if decision is Decision.CUT:
            return self._cut_key(key, enter)
        if decision in (Decision.CHOOSE_MODE, Decision.CHOOSE_DEALER):
            steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Backtab: -1,
                     Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Tab: 1}
            if key in steps:
                return self.choices.move_focus(steps[key])
            if enter:
                if not self.choices.press_focused():
                    self.message.emit(self.tr("Choose with the arrow keys, then press Enter."))
                return True
        return False

    def _cut_key(self, key: int, enter: bool) -> bool:
        pack = self.choices.pack()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and pack is not None:
            self.choices.unfocus()
            pack.move_split(-1 if key == Qt.Key.Key_Left else 1)
            self.message.emit(self.tr("Cut at %1: Enter cuts.").replace("%1", str(pack.hover_pos)))
            return True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Up, Qt.Key.Key_Down):
            return self.choices.move_focus(1)
        if enter:
            if not self.choices.press_focused():
                if pack is not None and pack.hover_pos is not None:
                    self.act(Cut(pack.hover_pos))
                else:
                    self.message.emit(self.tr("Choose where to cut with the arrow keys, then press Enter."))
            return True
        return False

    def _play_key(self, key: int, enter: bool) -> bool:
        items = self.hands.get(PERSON, [])
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            self.choices.unfocus()
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
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Tab, Qt.Key.Key_Backtab):  # to the chips (Weis, Stöck, exchange)
            return self.choices.move_focus(-1 if key == Qt.Key.Key_Backtab else 1)
        if key == Qt.Key.Key_Down:
            self.choices.unfocus()
            return True
        if enter:
            if self.choices.press_focused():
                return True
            if 0 <= self.focus_index < len(items):
                card = items[self.focus_index].card
                if card is not None:
                    self.play_card(card)
                return True
        return False

    # -- hints --------------------------------------------------------------------------------

    def request_hint(self) -> None:
        if self.hints is None or self.settings.hints is HintMode.OFF:
            self.message.emit(self.tr("Hints are switched off (Settings)."))
            return
        if not self.hints.available():
            self.message.emit(self.tr("Hints are not available in this installation."))
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
            self.choices.weis_choice = best.weis
            line = self.tr("Hint: %1 — %2").replace("%1", self.card_name(best.card)).replace("%2", text)
        else:
            for b in self.chips:
                b.highlight = getattr(b, "action", None) == best
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
            b.place_at(QPointF(r.center().x(), r.top() - 40), g.rect)
        else:
            b.place_at(QPointF(g.w / 2, g.hand_y - g.lift - 50), g.rect)
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

    # -- settings and art ---------------------------------------------------------------------

    def _on_art_changed(self) -> None:
        clear_cache()
        self.warm_pictures()
        self._update_badge()
        for item in self.items():
            item.update()
        if self._awaiting and self._awaiting[0] == PERSON and self.choices.items:
            self._on_awaiting(*self._awaiting)

    def _on_setting(self, key: str) -> None:
        if key == "language":
            self._update_plates()
            self._update_badge()
            if self._awaiting and self._awaiting[0] == PERSON:
                self._on_awaiting(*self._awaiting)
        elif key == "face_set":
            self._update_badge()
        elif key == "card_size":
            self.resize_to(self.geo.w, self.geo.h, self.dpr)
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        g = self.geo
        grad = QRadialGradient(g.centre, max(g.w, g.h) * 0.75)
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
        painter.drawEllipse(self.layout_trick().oval())
