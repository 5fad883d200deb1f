"""The table scene: it shows the Partie event by event and takes the person's choices.

:class:`TableScene` is the controller's *presenter*: for every event the controller hands it,
the handler for that event type (one table, :mod:`.shows`) builds the moves (card items to new
places, turned, faded) and the :class:`~.animator.Animator` plays them as one animation group;
when the group finishes the controller hands over the next event.  At speed *instant* the moves
are applied at once and the event counts as shown.

The scene wires the parts and is the one :class:`~.host.TableHost` they are typed against (no part
imports this module): the cards on the table are the felt's (:mod:`.felt`), where things go is the
layout's (:mod:`.layout`), what is offered the choices' (:mod:`.choices`), plates and badge the seats'
(:mod:`.seats`), panels and bubbles the overlays' (:mod:`.overlays`, :mod:`.bubbles`), hints the
hint view's (:mod:`.hint_view`), keys the keyboard's (:mod:`.keys`), and what differs between
games the game's own table (:mod:`.games`, seeing the table as a :class:`~.stage.GameStage`).

The scene never decides a rule: legal cards come from the hand model (the engine's
``legal_actions``), a click is turned into an action and handed to ``controller.act``, and a
refusal comes back with the engine's sentence.
"""

from __future__ import annotations

from typing import Any, Callable

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QPainter, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsScene, QWidget

from jassdesk.app.controller import GameController
from jassdesk.app.game_config import PERSON
from jassdesk.app.hint_service import HintController
from jassdesk.app.school_controller import GUIDE_ANSWER
from jassdesk.app.settings import HintMode, Settings
from jassdesk.cards.provider import CARD_ASPECT, CardImageProvider
from jassdesk.engine.actions import Decision, Play
from jassdesk.engine.cards import CARDS
from jassdesk.engine.modes import Mode
from jassdesk.engine.refusal import Refusal

from ..first_paint import after_first_paint
from ..items import BubbleItem, ButtonItem, CardItem, DirectionMark, ModeBadge, NamePlate, PanelItem
from ..look import look, notifier, px
from ..signs import clear_cache, mode_sign
from .animator import BASE_MS, Animator, Move
from .announcer import Announcer
from .bubbles import ACTED, AWAITING, Bubbles
from .choices import Choices
from .felt import Felt
from .game_table import GameTable
from .games import game_table
from .hint_view import HintView
from .keys import Keyboard
from .layout import Geometry, HandPlace, PackPlace, StockPlace, TrickPlace
from .overlays import Overlays
from .seats import Seats
from .shows import EventShows
from .table_words import TableWords
from .take_back import TakeBack

# refusals that no section of the rules explains (the school's guide answers a try with its own sentence)
NO_RULE = frozenset({"not_your_turn", "game_over", "wrong_decision", "foreign_action", "card_not_held", "dealer_seat",
                     GUIDE_ANSWER})


def _part_member(part: str, name: str) -> Any:
    """A member of one of the scene's parts, read and set as the scene's own."""
    return property(lambda self: getattr(getattr(self, part), name),
                    lambda self, value: setattr(getattr(self, part), name, value),
                    doc=f"The {part}'s ``{name}``.")


class TableScene(QGraphicsScene):
    """The animated table for one controller."""

    message = Signal(str)  # for the status bar
    newGameRequested = Signal()
    rules_requested = Signal(str)  # a refusal's rule id: show that rule in the rules help
    review_requested = Signal(int)  # the hand summary's "Review": the number of the hand to review
    undoRequested = Signal()  # the table's Undo button (practice games)

    def __init__(self, controller: GameController, provider: CardImageProvider, settings: Settings,
                 hints: HintController | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.provider = provider
        self.settings = settings
        self.hints = hints
        self.dpr = 1.0
        self.game_view: GameTable = game_table(None, self)
        self.geo = Geometry.of(1000, 700, self.game_view.back_ratio)
        self.felt = Felt(self, self._on_card_clicked, self._on_card_hover)  # the cards on the table
        self.plates: dict[int, NamePlate] = {}
        self.badge = ModeBadge()
        self.addItem(self.badge)
        self.badge.setVisible(False)
        self.direction_mark = DirectionMark()  # the direction of the trick in Slalom and Guschti
        self.addItem(self.direction_mark)
        self.words = TableWords(self, self.felt)  # the table in words, for a screen reader
        self.announcer = Announcer(self, self.words)
        self.overlays = Overlays(self)
        self.overlays.opened.connect(lambda panel: self.announcer.on_panel(panel.title, self.words.panel(panel)))
        self.speech = Bubbles(self)
        self.speech.said.connect(self.announcer.on_bubble)
        self.seats = Seats(self, self.overlays)
        self.choices = Choices(self, self.felt, self.seats, self.speech)
        self.animator = Animator(self, lambda: self.instant, controller.presented)
        self.take_back = TakeBack(self, lambda item: self.felt.lifted(item, item.base))
        self.hint_view = HintView(self, self.felt, self.choices)
        self.hint_view.shown.connect(lambda text: self.announcer.say(text, assertive=True))
        self.shows = EventShows(self, self.felt, self.choices, self.seats, self.overlays, self.speech, self.hint_view)
        self.keyboard = Keyboard(self, self.felt, self.choices, self.overlays, self.speech, self.announcer)
        self.focus_index = -1
        self.review_status: Callable[[int], str] = lambda hand_no: ""  # the summary's line on the hand's review
        self._awaiting: tuple[int, str] | None = None
        self.mode: Mode | None = None
        self.multiplier = 1
        self.dealer = -1
        self.taken = [0, 0]  # card points each side has taken in this hand
        self.last_trick_button = ButtonItem(self.tr("Last trick (L)"), None, None, (10, px(30)), kind="chip")
        self.last_trick_button.clicked.connect(self.toggle_last_trick)
        self.last_trick_button.setZValue(60)
        self.last_trick_button.setVisible(False)  # until a trick is over (Seats sizes and shows it)
        self.addItem(self.last_trick_button)
        # practice games: take back the last decision (the window's Undo action does the work)
        self.undo_button = ButtonItem("", None, None, (10, px(30)), kind="chip")
        self.undo_button.clicked.connect(self.undoRequested.emit)
        self.undo_button.setZValue(60)
        self.undo_button.setVisible(False)
        self.addItem(self.undo_button)
        self.replays: Any = None  # an ExpertReplay: the summary offers the Expert in the person's seat
        self.offers_review = True  # the hand summary offers the review (not in the school: no Partie to review)
        # the Partie end's second button, if not "New game…": its label (in the language then) and what it does
        self.other_game: tuple[Callable[[], str], Callable[[], None]] | None = None
        self.no_hints_note = ""  # why this window gives no hints, if it gives none (a table with friends)
        self.setBackgroundBrush(look().felt_middle)
        self._warm: list[Any] = []
        self._after_warm: Callable[[], None] | None = None
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_one)
        controller.presenter = self
        controller.gameStarted.connect(self._on_game_started)
        controller.awaiting.connect(self._on_awaiting)
        controller.thinking.connect(self.seats.on_thinking)
        controller.thought.connect(self.seats.on_thought)
        controller.players_model.dataChanged.connect(self.seats.update)
        controller.players_model.modelReset.connect(self.seats.update)
        controller.hand_model.dataChanged.connect(self._update_legal)
        provider.changed.connect(self._on_art_changed)
        settings.changed.connect(self._on_setting)
        notifier().changed.connect(self._on_look)
        if hints is not None:
            hints.ready.connect(self.hint_view.on_hint)
            hints.failed.connect(lambda m: self.message.emit(self.tr("The hint failed: %1").replace("%1", m)))

    # -- what the parts share ------------------------------------------------------------

    # the felt's piles and the hint view's hint, read and set through the scene (the window and tests do)
    hands = _part_member("felt", "hands")
    trick = _part_member("felt", "trick")
    stock = _part_member("felt", "stock")
    turned_item = _part_member("felt", "turned_item")
    pack_items = _part_member("felt", "pack_items")
    drawn_items = _part_member("felt", "drawn_items")
    shown_in_hand = _part_member("felt", "shown_in_hand")
    hint = _part_member("hint_view", "hint")
    hint_bubble = _part_member("hint_view", "bubble")

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
        return self.game_view.sides[seat]

    def layout_hand(self, seat: int) -> HandPlace:
        return HandPlace(self.geo, self.side(seat))

    def layout_trick(self) -> TrickPlace:
        return TrickPlace(self.geo)

    def layout_stock(self) -> StockPlace:
        return StockPlace(self.geo)

    def layout_pack(self) -> PackPlace:
        return PackPlace(self.geo, self.layout_hand(self.dealer).anchor() if self.dealer >= 0 else None)

    def ms(self, key: str) -> int:
        return 0 if self.controller.fast_forward else int(BASE_MS[key] * self.settings.animation_factor)

    @property
    def instant(self) -> bool:
        """No animation: the speed setting says so, or a resumed Partie is being replayed onto the table."""
        return self.settings.animation_factor == 0.0 or self.controller.fast_forward

    def seat_name(self, seat: int) -> str:
        names = self.controller.players_model.names
        return names[seat] if 0 <= seat < len(names) else "?"

    def side_name(self, side: int) -> str:
        return self.game_view.side_name(self.controller.players_model.names, side)

    def seat_after(self, leader: int, i: int) -> int:
        """Who plays the i-th card of a trick ``leader`` led."""
        return (leader + i * self.game_view.play_step(self.controller.rules)) % self.controller.n_players

    def card_name(self, card: int) -> str:
        return CARDS[card].name(self.lang, self.deck)

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
        size = self.settings.card_size
        return Geometry.of(w, h, self.game_view.back_ratio, size.factor, size.low_vision)

    def warm_pictures(self) -> None:
        """Render every picture the table will need at this size, one per idle moment.

        Faces are drawn ``cw`` wide in the person's hand and ``tw`` wide in the trick, backs ``tw``
        in the pack and ``bw`` in the other hands and the stock; rendering them ahead keeps the
        first deal from stalling a frame on SVG work.
        """
        self._warm = [(None, "tw"), (None, "bw"), *((c, "cw") for c in range(36)), "signs",
                      *((c, "tw") for c in range(36))]
        if not self._warm_timer.isActive():
            after_first_paint(self, self._start_warming)  # the window's first paint does not wait for them

    def _start_warming(self) -> None:
        if self._warm and not self._warm_timer.isActive():
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
        self.take_back.settle()
        self.felt.relayout()
        for item in self.items():
            if isinstance(item, CardItem):
                item.set_dpr(self.dpr)
        self.seats.place()
        self.seats.place_badge()
        self.choices.place()
        self.overlays.place()

    # -- items ------------------------------------------------------------------

    def remove(self, item: Any) -> None:
        if item is not None and item.scene() is self:
            self.removeItem(item)
        if item is not None:
            item.deleteLater()

    def clear_cards(self) -> None:
        """No card on the table; an empty hand per seat once a Partie is on (the controller has shown it)."""
        self.felt.clear(self.controller.n_players if self.controller.shown_obs is not None else None)

    # -- the Partie starts ---------------------------------------------------------

    def _on_game_started(self, config: Any) -> None:
        self.animator.stop()
        self.take_back.settle()
        self._after_warm = None
        if self.game_view.game is not self.controller.game:
            self.game_view.deleteLater()
            self.game_view = game_table(self.controller.game, self)
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
        self.taken = [0] * self.game_view.side_count()
        self.felt.shown_in_hand = None
        self.seats.update_badge()
        self.seats.update()
        self.relayout()

    # -- the presenter protocol ----------------------------------------------------

    def present(self, event: Any) -> bool:
        self.speech.passed(type(event))
        self.announcer.on_event(event)
        return self.shows.show(event)

    def run(self, moves: list[Move], finish: Callable[[], None] | None = None, hold: bool = False) -> bool:
        self.take_back.settle()  # a card the guide took back is home before the table moves it
        return self.animator.run(moves, finish, hold)

    def then(self, finish: Callable[[], None]) -> None:
        self.animator.then(finish)

    def stop_animation(self) -> None:
        """The window stops: no move runs, and nothing put off until the pictures are ready (the draw, the
        deal) is shown afterwards."""
        self.animator.stop()
        self.take_back.settle()
        self._after_warm = None

    def run_deferred(self, show: Callable[[], bool]) -> None:
        """Show something whose presentation was put off; report it done if it finished at once."""
        if show():
            self.controller.presented()

    def defer_until_warm(self, show: Callable[[], bool]) -> bool:
        """Put ``show`` off until the pictures of this size are rendered (True), or not (False: show now)."""
        if not self._warm or self.instant:
            return False
        self._after_warm = lambda: self.run_deferred(show)
        return True

    def awaited_decision(self) -> Decision | None:
        """The person's decision on offer, if it is the person's turn."""
        if self._awaiting is None or self._awaiting[0] != PERSON:
            return None
        return Decision(self._awaiting[1])

    def request_hint(self) -> None:
        self.hint_view.request()

    def key(self, key: int) -> bool:
        """A key pressed on the table (see :mod:`.keys`); True if it was used."""
        return self.keyboard.key(key)

    def continue_hand(self) -> None:
        """Close the hand summary and let the next hand be dealt (same as the Continue button)."""
        if self.overlay is None:
            return
        self.overlays.clear()
        self.seats.update_thinking()  # an AI still thinking about the next hand shows it again
        self.controller.presented()

    def next_partie(self) -> None:
        if self.controller.next_partie_waits:  # a hosted table deals once everyone asked: the end stays shown
            self.controller.next_partie()
            return
        self.overlays.clear()
        self.controller.next_partie()

    def toggle_last_trick(self) -> None:
        self.overlays.toggle_last_trick()

    # -- bubbles ----------------------------------------------------------------------

    def announce(self, seat: int, text: str, until: tuple, ms: int = 2400) -> None:
        """An AI's announcement as a speech bubble at its seat (until one of the moments ``until``); the
        person's own in the status bar."""
        if seat == PERSON:
            self.message.emit(text)
            self.announcer.say(text)
        else:
            self.speech.say(seat, text, until, ms)

    # -- the person's turn ---------------------------------------------------------------

    def _on_awaiting(self, seat: int, decision: str) -> None:
        self._awaiting = (seat, decision)
        self.speech.passed(AWAITING)
        self.hint_view.clear()  # a hint belongs to the decision it was asked for
        self.choices.clear()
        self.hint = None
        if seat != PERSON:
            self.apply_person_interactive()
            if seat >= 0:  # thinking only while its AI really thinks (its answer may be in already)
                text = self.tr("%1 is thinking…") if self.controller.thinking_seat == seat else self.tr("%1's turn.")
                self.message.emit(text.replace("%1", self.seat_name(seat)))
            return
        offers = {Decision.PLAY: self.choices.offer_play, Decision.CHOOSE_MODE: self.choices.offer_modes,
                  Decision.CUT: self.choices.offer_cut, Decision.CHOOSE_DEALER: self.choices.offer_dealer}
        offer = offers.get(Decision(decision))
        if not self.game_view.offer(Decision(decision), self) and offer is not None:  # the game's own first
            offer()
        self.apply_person_interactive()
        if Decision(decision) is Decision.PLAY:
            self.keyboard.settle_focus()  # the cursor is never left on a card that may not be played
        panel = next((it for it in self.choices.items if isinstance(it, PanelItem)), None)
        self.announcer.on_turn(Decision(decision), panel.title if panel is not None else "")
        if self.hints is not None and self.settings.hints is HintMode.ALWAYS:
            self.request_hint()

    def apply_person_interactive(self) -> None:
        items = self.felt.person_cards()
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
                item.setPos(self.felt.lifted(item, slot.pos))

    def _update_legal(self, *args: Any) -> None:
        if not self.animating:
            self.apply_person_interactive()

    # -- acting -----------------------------------------------------------------------

    def act(self, action: Any) -> None:
        offered = (list(self.choices.items), list(self.choices.chips))
        refusal = self.controller.act(action)
        if refusal is not None:
            self._show_refusal(action, refusal)
        else:
            self.speech.passed(ACTED)
            self.hint_view.clear()
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
        items = self.felt.person_cards()
        if not any(it.card == card for it in items):
            return
        self.focus_index = next(i for i, it in enumerate(items) if it.card == card)
        self.play_card(card)

    def _on_card_hover(self, card: int, on: bool) -> None:
        if self.animating or self.take_back.running:
            return
        for item in self.felt.person_cards():
            if item.card == card:
                item.setPos(self.felt.lifted(item, item.base))

    def _show_refusal(self, action: Any, refusal: Refusal) -> None:
        """The engine's reason in the status bar and in a bubble at the card (or the person's seat); a
        click on the bubble's "Why?" asks for the rule's section of the rules help."""
        text = self.controller.reason_text(refusal)
        self.message.emit(text)
        link = self.tr("Why? The rule…") if refusal.rule not in NO_RULE else ""
        item = next((it for it in self.felt.person_cards() if it.card == action.card), None) \
            if isinstance(action, Play) else None

        def bubble() -> None:
            if item is not None:
                r = item.sceneBoundingRect()
                b = self.speech.at_card(QPointF(r.center().x(), r.top() - 4), text, link)
            else:
                b = self.speech.say(PERSON, text, (ACTED, AWAITING), 3000, kind="warning", link=link)
            b.rule = refusal.rule
            if link:
                b.clicked.connect(lambda rule=refusal.rule: self.rules_requested.emit(rule))
        if item is not None and refusal.rule == GUIDE_ANSWER and item.legal:  # played, and taken back by the guide
            self._take_back(item, bubble)  # the bubble once the card is home, not over it on its way
        else:
            bubble()

    def _take_back(self, item: CardItem, home: Callable[[], None]) -> None:
        """The card sets out for its place in the trick and comes back to the hand, then ``home``."""
        slot = self.layout_trick().slot(self.side(PERSON), PERSON, len(self.felt.trick))
        centre = slot.pos + QPointF(slot.width / 2, slot.width * CARD_ASPECT / 2)
        towards = centre - QPointF(item.width / 2, item.width * CARD_ASPECT / 2)
        self.take_back.show(item, towards, 0 if self.instant else self.ms("play"), home)

    # -- settings and art ---------------------------------------------------------------------

    def _on_art_changed(self) -> None:
        clear_cache()
        self.warm_pictures()
        self.seats.update_badge()
        for item in self.items():
            item.update()
        if self._awaiting and self._awaiting[0] == PERSON and self.choices.items:
            self._on_awaiting(*self._awaiting)

    def _on_setting(self, key: str) -> None:
        if key == "language":
            self.seats.update()
            self.seats.update_badge()
            if self._awaiting and self._awaiting[0] == PERSON:
                self._on_awaiting(*self._awaiting)
        elif key == "face_set":
            self.seats.update_badge()
        elif key == "card_size":
            self.resize_to(self.geo.w, self.geo.h, self.dpr)
        self.update()

    def _on_look(self) -> None:
        """High contrast or a larger text: every item repaints, the plates, chips and panels grow or shrink
        with their text, and the table is laid out again round them."""
        self.setBackgroundBrush(look().felt_middle)
        self.badge.set_mode(None, "", "", 1)  # its height follows the text; the mode comes back below
        self.seats.update_badge()
        self.seats.update()
        self.resize_to(self.geo.w, self.geo.h, self.dpr)
        if self._awaiting and self._awaiting[0] == PERSON:
            self._on_awaiting(*self._awaiting)
        for item in self.items():
            item.update()
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:
        g = self.geo
        lk = look()
        grad = QRadialGradient(g.centre, max(g.w, g.h) * 0.75)
        grad.setColorAt(0.0, lk.felt_centre)
        grad.setColorAt(0.6, lk.felt_middle)
        grad.setColorAt(1.0, lk.felt_edge)
        painter.fillRect(rect, QBrush(grad))
        if lk.felt_weave is not None and not g.low_vision:  # a faint felt weave (not under cards for low vision)
            painter.setPen(QPen(lk.felt_weave, 1))
            step = 6
            y0 = int(rect.top()) - int(rect.top()) % step
            for y in range(y0, int(rect.bottom()) + step, step):
                painter.drawLine(QPointF(rect.left(), y), QPointF(rect.right(), y))
        # the play area: an oval line round the centre
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(lk.felt_oval, 2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(self.layout_trick().oval())
