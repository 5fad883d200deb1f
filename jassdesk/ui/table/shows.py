"""What the table shows for each event of the engine: one handler per event type, in one table.

Each handler builds the moves of the card items (to their places, from :mod:`.layout`) and has
the table's animator play them; it returns True when the event is shown at once, else the
animator reports to the controller when the moves are over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from PySide6.QtCore import QObject, QPointF, QTimer

from jassdesk.app.game_config import PERSON
from jassdesk.cards.provider import CARD_ASPECT
from jassdesk.engine import events as ev
from jassdesk.engine.cards import CARDS
from jassdesk.engine.modes import Mode
from jassdesk.i18n.numbers import counted, number

from ..items import CardItem
from .animator import Move
from .bubbles import AWAITING
from .layout import toward

if TYPE_CHECKING:
    from .bubbles import Bubbles
    from .choices import Choices
    from .felt import Felt
    from .hint_view import HintView
    from .host import TableHost
    from .overlays import Overlays
    from .seats import Seats

# what ends a bubble besides its time (see bubbles.py)
DRAW_ENDS = (ev.DealerChosen, ev.HandStarted)  # who drew what, until the dealer is known
TRICK_ENDS = (ev.TrickWon, ev.HandStarted)  # what is said with a card, until the trick is taken


class EventShows(QObject):
    """The handlers of the engine's events, by event type."""

    def __init__(self, table: "TableHost", felt: "Felt", choices: "Choices", seats: "Seats", overlays: "Overlays",
                 speech: "Bubbles", hint_view: "HintView") -> None:
        super().__init__(table)
        self.table = table
        self.felt = felt  # the cards, which the shows move between its piles
        self.choices = choices
        self.seats = seats
        self.overlays = overlays
        self.speech = speech
        self.hint_view = hint_view
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

    def show(self, event: Any) -> bool:
        """Show ``event``; True if that is already done."""
        handler = self.handlers.get(type(event))
        if handler is None:
            shown = self.table.game_view.show(event, self.table)
            return True if shown is None else shown
        return handler(event)

    def _show_dealer_drawn(self, e: ev.DealerDrawn) -> bool:
        # after the first paint and the pictures (a start's resizes would cut the draw short, unseen)
        return False if self.table.defer_until_warm(lambda: self._draw_for_dealer(e)) else self._draw_for_dealer(e)

    def _draw_for_dealer(self, e: ev.DealerDrawn) -> bool:
        table = self.table
        self.felt.clear(table.controller.n_players)
        c = table.center()
        moves = []
        counts: dict[int, int] = {}
        g = table.geo
        drawers = len({seat for seat, _ in e.draws}) or 1
        rounds = len(e.draws) // drawers  # after a tie everybody draws again
        step = table.ms("dealer")
        for i, (seat, card) in enumerate(e.draws):
            item = self.felt.new_card(card, True, c)
            item.setZValue(100 + i)
            self.felt.drawn_items.append(item)
            k = counts.get(seat, 0)
            counts[seat] = k + 1
            p = toward(c, table.layout_hand(seat).anchor(), 0.55)
            target = QPointF(p.x() + k * 18 - g.tw / 2, p.y() - g.tw * CARD_ASPECT / 2)
            moves.append(Move(item, target, 0.0, 1.0, i * step, step))
            if i // drawers < rounds - 1:  # a tied round's card greys as the next round is drawn
                moves.append(Move(item, opacity=0.5, delay=(i // drawers + 1) * drawers * step, duration=step))
        finish = None
        if rounds > 1:  # said on the table as each new round begins; the table holds a moment to read it
            finish = self._say_draw_again(rounds, drawers * step, list(self.felt.drawn_items))
            # a pause at the end (a move that changes nothing still waits out its delay)
            hold = len(e.draws) * step + 2 * table.ms("trick_pause")
            moves.append(Move(self.felt.drawn_items[-1], opacity=1.0, delay=hold))
        if e.dealer is not None:
            seat, text = e.dealer, (self.tr("An As: you deal.") if e.dealer == PERSON else
                                    self.tr("An As: %1 deals.").replace("%1", table.seat_name(e.dealer)))
        elif e.chooser is not None:
            seat, text = e.chooser, (self.tr("Highest card: you choose who deals.") if e.chooser == PERSON else
                                     self.tr("Highest card: %1 chooses who deals.").replace(
                                         "%1", table.seat_name(e.chooser)))
        else:
            seat, text = -1, ""
        if text and rounds > 1 and step > 0:  # after a tie: said once the last round's cards are down
            items = list(self.felt.drawn_items)
            QTimer.singleShot(len(e.draws) * step, table, lambda: items[0] in self.felt.drawn_items and
                              self.speech.say(seat, text, DRAW_ENDS, 2600))
        elif text:
            self.speech.say(seat, text, DRAW_ENDS, 2600)
        return table.run(moves, finish)

    def _say_draw_again(self, rounds: int, step: int, items: list) -> Callable[[], None]:
        """"Equal cards: everybody draws again (round 2)", in the middle of the table, as each round after the
        first begins (``step`` ms apart); returns what says the last round at once (the draw cut short)."""
        table = self.table
        left = list(range(2, rounds + 1))

        def say(round_no: int) -> None:
            if round_no not in left or not items or items[0] not in self.felt.drawn_items:
                return  # said already, or no longer this draw on the table
            del left[:left.index(round_no) + 1]
            text = self.tr("Equal cards: everybody draws again (round %1).").replace(
                "%1", number(round_no, lang=table.lang))
            self.speech.at_table(text, DRAW_ENDS)
            table.message.emit(text)
        for round_no in left[:]:
            delay = (round_no - 1) * step
            if delay <= 0:
                say(round_no)
            else:
                QTimer.singleShot(delay, table, lambda r=round_no: say(r))
        return lambda: say(rounds)

    def _show_dealer_chosen(self, e: ev.DealerChosen) -> bool:
        table = self.table
        table.dealer = e.dealer
        table.message.emit(self.tr("You deal.") if e.dealer == PERSON else
                           self.tr("%1 deals.").replace("%1", table.seat_name(e.dealer)))
        return True

    def _show_hand_started(self, e: ev.HandStarted) -> bool:
        table = self.table
        table.dealer = e.dealer
        table.mode = None
        table.multiplier = 1
        table.taken = [0] * table.game_view.side_count()
        self.felt.shown_in_hand = None
        self.seats.update_badge()
        self.seats.update()
        self.overlays.close_last_trick()
        moves = [Move(it, opacity=0.0, duration=table.ms("trick")) for it in self.felt.drawn_items]
        old = self.felt.gather_for_a_new_hand(table.controller.n_players)
        # The pack is the 36 card items of this hand, face down in front of the dealer; the deal
        # hands them out (so dealing makes no new items: a frame of the deal only moves what is
        # already painted).
        pack = table.layout_pack()
        for i in range(36):
            item = self.felt.new_card(None, False)
            item.setPos(pack.slot(i).pos)
            item.setZValue(200 + i)
            item.setOpacity(0.0)
            self.felt.pack_items.append(item)
            moves.append(Move(item, opacity=1.0, duration=table.ms("trick")))

        def finish() -> None:
            for it in old:
                table.remove(it)
        text = (self.tr("Hand %1 — you deal, %2 cuts.") if e.dealer == PERSON else
                self.tr("Hand %1 — %2 deals, you cut.") if e.cutter == PERSON else
                self.tr("Hand %1 — dealer: %2, cut: %3.")).replace("%1", number(e.hand_no + 1, lang=table.lang))
        others = [table.seat_name(s) for s in (e.dealer, e.cutter) if s != PERSON]
        table.message.emit(text.replace("%2", others[0]).replace("%3", others[-1]))
        return table.run(moves, finish)

    def _show_pack_cut(self, e: ev.PackCut) -> bool:
        table = self.table
        self.choices.clear()
        for it in self.felt.pack_items:
            it.setVisible(True)
        if e.position == 0:
            table.announce(e.seat, self.tr("You knock.") if e.seat == PERSON else self.tr("Knocks."), (AWAITING,), 2200)
            return True
        cut = self.tr("You cut at %1.") if e.seat == PERSON else self.tr("Cuts %1.")
        table.announce(e.seat, cut.replace("%1", number(e.position, lang=table.lang)), (AWAITING,), 1600)
        if not self.felt.pack_items:
            return True
        top = self.felt.pack_items[len(self.felt.pack_items) // 2:]
        a = table.layout_hand(e.seat).anchor()
        p = table.layout_pack().centre
        lifted = QPointF((a.x() - p.x()) * 0.25, (a.y() - p.y()) * 0.25)
        half = table.ms("cut") // 2
        if table.run([Move(it, it.pos() + lifted, duration=half) for it in top], None, hold=True):
            for it in top:  # instant
                it.setPos(it.pos() - lifted)
            return True

        def back() -> None:
            for i, it in enumerate(top):
                it.setZValue(150 + i)  # the lifted part goes under the rest
            table.run([Move(it, it.pos() - lifted, duration=half) for it in top])
        table.then(back)
        return False

    def _show_cards_dealt(self, e: ev.CardsDealt) -> bool:
        table = self.table
        self.choices.clear()
        # while the pictures of this size are still being rendered, the deal waits for them, so no
        # frame of the deal waits for SVG work (a fraction of a second, once per size)
        return False if table.defer_until_warm(lambda: self._deal(e)) else self._deal(e)

    def _deal(self, e: ev.CardsDealt) -> bool:
        table = self.table
        n = table.controller.n_players
        person_cards = table.controller.hand_model.cards
        counts = {s: 0 for s in range(n)}
        self.felt.hands = {s: [] for s in range(n)}
        pool = self.felt.pack_items  # top of the pack last
        self.felt.pack_items = []
        for it in pool:
            it.setVisible(True)
        centre = table.layout_pack().centre
        for packet in e.packets:
            for seat in e.order:
                for _ in range(packet):
                    i = counts[seat]
                    counts[seat] += 1
                    item = pool.pop() if pool else self.felt.new_card(None, False, centre)
                    if seat == PERSON:
                        item.set_face(person_cards[i] if i < len(person_cards) else None, True)
                    item.setZValue(10 + i)
                    self.felt.hands[seat].append(item)
        # where every card lands: its final slot in the full hand
        delay = 0
        order_delay: dict[int, list[int]] = {s: [] for s in range(n)}
        for packet in e.packets:
            for seat in e.order:
                for _ in range(packet):
                    order_delay[seat].append(delay)
                delay += table.ms("deal")
        moves = []
        for seat in range(n):
            slots = table.layout_hand(seat).slots(len(self.felt.hands[seat]))
            for item, slot, d in zip(self.felt.hands[seat], slots, order_delay[seat]):
                item.base = slot.pos
                moves.append(Move.to(item, slot, d, table.ms("deal") * 2))
        if e.turned is not None and table.game_view.turned_in_dealers_hand:
            self._turn_in_dealers_hand(e)
        elif e.turned is not None:
            self._make_stock(e.turned, moves, delay, pool)
            pool = []
        if e.turned is not None:
            table.mode = Mode.of_trump(CARDS[e.turned].suit)
            self.seats.update_badge()
        leftover = pool  # none in the games we know; kept tidy anyway
        moves += [Move(it, opacity=0.0, delay=delay, duration=table.ms("deal")) for it in leftover]

        def finish() -> None:
            for it in leftover:
                table.remove(it)
            table.apply_person_interactive()
        return table.run(moves, finish)

    def _turn_in_dealers_hand(self, e: ev.CardsDealt) -> None:
        """The turned bottom card is the dealer's last card: face up in his hand until the first card is
        played (in the person's own hand it is face up anyway)."""
        table = self.table
        hand = self.felt.hands.get(e.dealer, [])
        if e.dealer != PERSON and hand:
            hand[-1].set_face(e.turned, True)
            self.felt.shown_in_hand = hand[-1]
        text = self.tr("Trump is %1, turned: your card.") if e.dealer == PERSON else \
            self.tr("Trump is %1, turned: %2's card.").replace("%2", table.seat_name(e.dealer))
        table.message.emit(text.replace("%1", table.card_name(e.turned)))

    def _hide_turned_in_hand(self) -> None:
        """The first card is played: the turned card is the dealer's own again."""
        table = self.table
        item, self.felt.shown_in_hand = self.felt.shown_in_hand, None
        if item is not None and item.scene() is table and not self.felt.in_trick(item):
            item.set_face(None, False)

    def _make_stock(self, turned: int, moves: list[Move], delay: int, pool: list[CardItem]) -> None:
        """What is left of the pack becomes the stock; its bottom card is the turned trump."""
        table = self.table
        stock = table.layout_stock()
        start = table.layout_pack().slot(0).pos
        self.felt.turned_item = pool.pop(0) if pool else self.felt.new_card(None, False)
        self.felt.turned_item.set_face(turned, True)
        self.felt.turned_item.setZValue(5)
        moves.append(Move.to(self.felt.turned_item, stock.turned_slot(), delay, table.ms("deal") * 2))
        remaining = table.controller.shown_obs.stock_size if table.controller.shown_obs else 18
        for i in range(max(0, remaining - 1)):
            item = pool.pop() if pool else self.felt.new_card(None, False)
            if item.scene() is None:
                item.setPos(start)
            item.setZValue(20 + i)
            self.felt.stock.append(item)
            moves.append(Move.to(item, stock.slot(i), delay, table.ms("deal") * 2))
        table.message.emit(self.tr("Trump is %1.").replace("%1", table.card_name(turned)))

    def _show_pushed(self, e: ev.Pushed) -> bool:
        table = self.table
        self.choices.clear()
        text = self.tr("Schiebe! (over to you)") if e.to == PERSON else \
            self.tr("Schiebe! (over to %1)").replace("%1", table.seat_name(e.to))
        table.announce(e.seat, text, (ev.ModeChosen,), 2400)
        return True

    def _show_mode_chosen(self, e: ev.ModeChosen) -> bool:
        table = self.table
        self.choices.clear()
        table.mode, table.multiplier = e.mode, e.multiplier
        self.seats.update_badge()
        text = table.game_view.mode_announced(e, table.controller.shown_obs, table.lang, table.deck)
        table.announce(e.seat, text, (ev.CardPlayed,), 2600)
        return True

    def _show_card_played(self, e: ev.CardPlayed) -> bool:
        table = self.table
        self.choices.clear()
        self.hint_view.clear()
        hand = self.felt.hands.get(e.seat, [])
        item = next((it for it in hand if it.card == e.card), None)
        if self.felt.shown_in_hand is not None and item is not self.felt.shown_in_hand:
            self._hide_turned_in_hand()
        self.felt.shown_in_hand = None
        if item is None and hand:
            item = hand[len(hand) // 2]
        if item is None:  # not on the table (a game resumed mid-hand): bring it in from the seat
            item = self.felt.new_card(e.card, True, table.layout_hand(e.seat).anchor())
        else:
            hand.remove(item)
        item.set_face(e.card, True)
        item.set_interactive(False)
        item.set_flags(legal=False, dimmed=False, hinted=False, focused=False)
        item.value_text = ""
        place = table.layout_trick()
        item.setZValue(place.z(table.side(e.seat), len(self.felt.trick)))
        slot = place.slot(table.side(e.seat), e.seat, len(self.felt.trick))
        self.felt.trick.append((e.seat, item))
        moves = [Move.to(item, slot, 0, table.ms("play")), *self.felt.relayout_moves(e.seat)]
        extras = table.game_view.weis_announced(e.weis, table.lang, table.deck)
        if e.stoeck_announced:
            extras.append(self.tr("Stöck"))
        if extras:
            self.speech.say(e.seat, ", ".join(extras), TRICK_ENDS, 3000)
        return table.run(moves)

    def _show_stoeck_written(self, e: ev.StoeckWritten) -> bool:
        table = self.table
        said = self.tr("Stöck! +%1").replace("%1", number(e.points, lang=table.lang))
        self.speech.say(e.seat, said, TRICK_ENDS, 2600)
        return True

    def _show_weis_written(self, e: ev.WeisWritten) -> bool:
        table = self.table
        by_seat: dict[int, list[str]] = {}
        for seat, w in e.weis:
            by_seat.setdefault(seat, []).append(w.name(table.lang, table.deck))
        for seat, names in by_seat.items():
            self.speech.say(seat, self.tr("Weis: %1").replace("%1", ", ".join(names)), TRICK_ENDS, 3200)
        if e.side != table.game_view.side_of(PERSON):
            text = self.tr("Weis for %1: %n points.", "", e.points).replace("%1", table.side_name(e.side))
        elif table.game_view.side_count() == table.controller.n_players:  # Schmaus: the side is the person
            text = self.tr("Weis for you: %n points.", "", e.points)
        else:
            text = self.tr("Weis for your team: %n points.", "", e.points)
        table.message.emit(counted(text, e.points, table.lang))
        return True

    def _show_trick_won(self, e: ev.TrickWon) -> bool:
        """The winning card glows, then the winner's side gathers the trick to its seat."""
        table = self.table
        slot = table.layout_trick().taken_slot(table.layout_hand(e.winner).anchor())
        items = [it for _, it in self.felt.trick]
        for seat, it in self.felt.trick:
            it.set_flags(hinted=seat == e.winner)
        self.felt.trick = []
        pause, travel = table.ms("trick_pause"), table.ms("trick")
        centre = slot.pos + QPointF(slot.width / 2, slot.width * CARD_ASPECT / 2)
        # scaled, not given a new width: the cards go the next moment, a new width would render them anew
        moves = [Move(it, centre - QPointF(it.width / 2 - i * 3, it.height / 2 + i * 3), 0.0, delay=pause,
                      duration=travel, scale=slot.width / it.width) for i, it in enumerate(items)]
        table.taken[table.game_view.side_of(e.winner)] += e.points
        table.message.emit(self.tr("Trick to you (%n points).", "", e.points) if e.winner == PERSON else
                           self.tr("Trick to %1 (%n points).", "", e.points).replace("%1", table.seat_name(e.winner)))

        def finish() -> None:
            for it in items:
                table.remove(it)
            self.seats.update()
            if table.mode is not None and table.mode.changes_direction:  # the next trick's direction
                self.seats.update_badge()
        return table.run(moves, finish)

    def _show_stock_drawn(self, e: ev.StockDrawn) -> bool:
        table = self.table
        if e.public_card is not None and self.felt.turned_item is not None:
            item = self.felt.turned_item
            self.felt.turned_item = None
        elif self.felt.stock:
            item = self.felt.stock.pop()
        else:
            item = self.felt.new_card(None, False, table.layout_stock().point())
        if e.seat == PERSON:
            cards = table.controller.hand_model.cards
            held = {it.card for it in self.felt.hands[PERSON]}
            new = [c for c in cards if c not in held]
            item.set_face(new[0] if new else e.public_card, True)
        elif e.public_card is not None:
            item.set_face(e.public_card, True)
        else:
            item.set_face(None, False)
        item.setZValue(30)
        self.felt.hands.setdefault(e.seat, []).append(item)
        if e.seat == PERSON:
            self.felt.sort_person_items(table.controller.hand_model.cards)
        moves = self.felt.relayout_moves(e.seat, duration=table.ms("draw"))

        def finish() -> None:
            if e.seat != PERSON:
                item.set_face(None, False)
            table.apply_person_interactive()
        return table.run(moves, finish)

    def _show_six_exchanged(self, e: ev.SixExchanged) -> bool:
        table = self.table
        text = self.tr("You exchange the trump 6 for %1.") if e.seat == PERSON else \
            self.tr("Exchanges the trump 6 for %1.")
        table.announce(e.seat, text.replace("%1", table.card_name(e.taken)), TRICK_ENDS, 2600)
        hand = self.felt.hands.get(e.seat, [])
        six_item = next((it for it in hand if it.card == e.six), None)
        if six_item is None and hand:
            six_item = hand[len(hand) // 2]
        taken = self.felt.turned_item
        moves = []
        if six_item is not None:
            hand.remove(six_item)
            six_item.set_face(e.six, True)
            six_item.set_interactive(False)
            six_item.set_flags(legal=False, dimmed=False, hinted=False, focused=False)
            moves.append(Move.to(six_item, table.layout_stock().turned_slot(), 0, table.ms("exchange")))
        if taken is not None:
            taken.set_face(e.taken, True)
            hand.append(taken)
            if e.seat == PERSON:
                self.felt.sort_person_items(table.controller.hand_model.cards)
        self.felt.turned_item = six_item
        if six_item is not None:
            six_item.setZValue(5)
        moves += self.felt.relayout_moves(e.seat, duration=table.ms("exchange"))

        def finish() -> None:
            if taken is not None and e.seat != PERSON:
                taken.set_face(None, False)
            table.apply_person_interactive()
        return table.run(moves, finish)

    def _show_hand_scored(self, e: ev.HandScored) -> bool:
        table = self.table
        self.choices.clear()
        if table.controller.fast_forward or not e.result.complete:
            # a hand of a resumed Partie, or one cut short by the target (the Partie's end follows at
            # once): its line is on the score sheet, no summary to confirm
            return True
        self.speech.clear()
        self.overlays.show_summary(e.result, table.continue_hand)
        self.seats.update_thinking()  # the hand is over: no dots while its summary waits
        return False  # the next hand waits for "Continue"

    def _show_partie_over(self, e: ev.PartieOver) -> bool:
        table = self.table
        self.choices.clear()
        self.speech.clear()
        self.overlays.show_partie_end(e, table.next_partie, table.newGameRequested.emit)
        self.seats.update_thinking()
        return True
