"""The Differenzler table (docs/rules.md section 10): four players each alone, the turned trump in the dealer's hand,
the bid on a panel of its own, and on the plates how far each player may see himself from his bid.

What a plate shows follows what the person may know: his own points of the hand and his bid ("48 of 60");
of the others, the bid once made (its value with open bids, only that it is made with hidden bids) and never
their points.  The hidden bids are revealed with the hand's result (the summary and the score sheet).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from jassdesk.app.game_config import PERSON
from jassdesk.engine.actions import ActionKind, Decision
from jassdesk.engine.cards import Deck
from jassdesk.engine.differenzler import BidMade, TrumpFixed, places
from jassdesk.engine.language import join_and
from jassdesk.engine.rules import Game, Rules
from jassdesk.i18n.numbers import number

from .bubbles import AWAITING
from .game_table import GameTable

if TYPE_CHECKING:
    from .stage import GameStage


class DifferenzlerTable(GameTable):
    game = Game.DIFFERENZLER
    sides = ("bottom", "left", "top", "right")
    back_ratio = 0.6
    turned_in_dealers_hand = True

    def side_of(self, seat: int) -> int:
        return seat  # each player alone

    def side_name(self, names: Sequence[str], side: int) -> str:
        return names[side]

    def play_step(self, rules: Rules) -> int:
        return rules.direction.step

    def weis_announced(self, weis: Sequence[Any], lang: str, deck: Deck) -> list[str]:
        return []  # no Weis in Differenzler

    def weis_chips(self, weis_sets: Sequence[tuple], lang: str, deck: Deck) -> list[tuple[str, tuple, bool]]:
        return []

    def winner_title(self, winner: int, names: Sequence[str]) -> str:
        if winner == PERSON:
            return self.tr("You win the Partie!")
        return self.tr("%1 wins the Partie").replace("%1", names[winner])

    # -- the bid -------------------------------------------------------------------------------

    def offer(self, decision: Decision, table: "GameStage") -> bool:
        if decision is not Decision.BID:
            return False
        bids = [a.points for a in table.controller.person_legal_actions() if a.kind is ActionKind.BID]
        if not bids:
            return False
        from .bid_panel import BidPanel  # its widgets load with the first bid, not with the window

        panel = BidPanel(table, min(bids), max(bids))
        panel.setZValue(600)
        table.addItem(panel)
        table.choices.items.append(panel)
        table.choices.place()
        panel.focus()
        obs = table.controller.shown_obs
        known = [(s, b) for s, b in enumerate(obs.bids if obs else ()) if s != PERSON and b is not None]
        if known:  # open bids: the ones before the person's, in the status bar too
            table.message.emit(self.tr("Your bid. Bids so far: %1.").replace(
                "%1", ", ".join(f"{table.seat_name(s)} {number(b)}" for s, b in known)))
        else:
            table.message.emit(self.tr("Your bid: how many points will you make?"))
        return True

    def show(self, event: Any, table: "GameStage") -> bool | None:
        if isinstance(event, BidMade):
            if event.seat != PERSON:
                text = self.tr("I bid %1.").replace("%1", number(event.points)) if event.points is not None \
                    else self.tr("I have bid.")
                table.announce(event.seat, text, (AWAITING,), 2200)
            else:
                table.choices.clear()
                table.message.emit(self.tr("You bid %1.").replace("%1", number(self._own_bid(table) or 0)))
            table.seats.update()
            return True
        if isinstance(event, TrumpFixed):
            table.mode = event.mode
            table.seats.update_badge()
            if event.card is None:  # drawn at random: no card names it
                table.message.emit(self.tr("Trump drawn at random: %1.").replace(
                    "%1", event.mode.name_in(table.lang, table.deck)))
            return True
        return None

    @staticmethod
    def _own_bid(table: "GameStage") -> int | None:
        obs = table.controller.shown_obs
        return obs.bids[PERSON] if obs is not None and len(obs.bids) > PERSON else None

    # -- the plates ------------------------------------------------------------------------------

    def plate_points(self, table: "GameStage", seat: int) -> tuple[str, str] | None:
        obs = table.controller.shown_obs
        bids = obs.bids if obs is not None and obs.bids else (None,) * 4
        has_bid = obs.has_bid if obs is not None and obs.has_bid else (False,) * 4
        over = obs is not None and (not any(has_bid) or obs.decision is Decision.GAME_OVER)
        if sum(table.taken) and over and obs.results:
            # tricks taken and nobody has bid, or the Partie over: the hand's result shows and all is public
            last = obs.results[-1]
            made, bid = last.card_points[seat], last.bids[seat]
            return (self.tr("%1 of %2").replace("%1", number(made)).replace("%2", number(bid)),
                    self.distance(made, bid) if seat == PERSON else "")
        if seat == PERSON:
            taken, bid = table.taken[PERSON], bids[PERSON]
            if bid is None:
                return (number(taken) if taken else "",
                        self.tr("Your points in this hand: %1").replace("%1", number(taken)))
            return (self.tr("%1 of %2").replace("%1", number(taken)).replace("%2", number(bid)),
                    self.distance(taken, bid))
        if bids[seat] is not None:
            return (self.tr("bid %1").replace("%1", number(bids[seat])),
                    self.tr("Bid %1; the others' points are not shown.").replace("%1", number(bids[seat])))
        if has_bid[seat]:
            return (self.tr("bid ✓"), self.tr("Has bid; the value is shown with the hand's result."))
        return ("", "")  # no bid yet; the others' points are never shown

    def distance(self, taken: int, bid: int) -> str:
        """How far the person is from his bid, in words."""
        if taken < bid:
            return self.tr("You have %1 of your %2 points: %n still to make.", "", bid - taken) \
                .replace("%1", number(taken)).replace("%2", number(bid))
        if taken == bid:
            return self.tr("You have exactly your %1 points.").replace("%1", number(bid))
        return self.tr("You have %1 points, %n over your bid of %2.", "", taken - bid) \
            .replace("%1", number(taken)).replace("%2", number(bid))

    # -- the hand's result and the Partie's end -------------------------------------------------

    def hand_summary(self, result: Any, table: "GameStage") -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
        names = table.controller.players_model.names
        totals = table.controller.score_model.totals
        lines = [(self.tr("Bids"), *[number(b) for b in result.bids]),
                 (self.tr("Points made"), *[number(p) for p in result.card_points]),
                 ("=" + self.tr("Penalty"), *[number(p) for p in result.written]),
                 ("=" + self.tr("Total penalty"), *[number(t) for t in totals])]
        return ("", *names), lines

    def comparison_lines(self, played: Any, expert: Any, side: int) -> list[tuple[str, ...]]:
        """Each alone, judged by the penalty: the person's and the Expert's bid, points and penalty."""
        return [(self.tr("Bids"), number(played.bids[side]), number(expert.bids[side])),
                (self.tr("Points made"), number(played.card_points[side]), number(expert.card_points[side])),
                ("=" + self.tr("Penalty"), number(played.written[side]), number(expert.written[side]))]

    def partie_end(self, event: Any, table: "GameStage") -> tuple[str, tuple[str, ...], list[tuple[str, ...]]]:
        names = table.controller.players_model.names
        ranks = places(tuple(event.scores))
        first = [s for s, r in enumerate(ranks) if r == 1]
        if len(first) == 1:
            title = self.winner_title(first[0], names)
        else:
            title = self.tr("You share the first place with %1").replace("%1", join_and(
                (names[s] for s in first if s != PERSON), table.lang)) if PERSON in first else \
                self.tr("%1 share the first place").replace("%1", ", ".join(names[s] for s in first))
        lines = [(self.tr("Place"), *[f"{number(r)}." for r in ranks]),
                 ("=" + self.tr("Total penalty"), *[number(v) for v in event.scores])]
        return title, ("", *names), lines
