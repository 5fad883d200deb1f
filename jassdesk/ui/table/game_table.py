"""What the table does differently for one game, behind one small interface.

Each game has its module in this package (``schieber.py``, ``schmaus.py``, ``coiffeur.py``, ``differenzler.py``) with a
subclass of :class:`GameTable`; :mod:`.games` is the one registry that maps a game to it.  The shared
table code asks these methods and never names a particular game.  ``offer``, ``show``
and ``plate_points`` answer False or None for the games the shared table already shows as it is;
``hand_summary`` and ``partie_end`` give the Jasstafel's panels, which a game adjusts through the smaller
hooks after them or replaces whole (Differenzler's four players alone).  The hooks that need the table get it
as a :class:`~.stage.GameStage`, the little of it a game uses; a game's table never imports the scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import QObject

from jassdesk.engine.actions import Decision
from jassdesk.engine.cards import Deck
from jassdesk.engine.events import ModeChosen, PartieOver
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.scoring import HandResult
from jassdesk.i18n.numbers import counted, number

if TYPE_CHECKING:
    from .stage import GameStage


class GameTable(QObject):
    """A game's seats, sides, announcements and titles as the table shows them."""

    game: Game
    sides: tuple[str, ...] = ()  # the screen side of each seat, seats clockwise from the person
    back_ratio = 0.6  # an AI hand's back width, in the person's card widths
    #: the turned trump card is the dealer's last card, shown in his hand until the first card is played
    #: (not the bottom of a stock beside the trick)
    turned_in_dealers_hand = False

    def side_of(self, seat: int) -> int:
        """The side (0: the person's, 1: the other) a seat scores for."""
        raise NotImplementedError

    def side_name(self, names: Sequence[str], side: int) -> str:
        raise NotImplementedError

    def play_step(self, rules: Rules) -> int:
        """+1 or -1: the seat that plays after seat s is s + step."""
        raise NotImplementedError

    def weis_announced(self, weis: Sequence[Any], lang: str, deck: Deck) -> list[str]:
        """What a seat says when it announces Weis with its first card."""
        raise NotImplementedError

    def weis_chips(self, weis_sets: Sequence[tuple], lang: str, deck: Deck) -> list[tuple[str, tuple, bool]]:
        """The Weis the person may announce with a card, as (label, Weis set, checked at first) chips."""
        raise NotImplementedError

    def winner_title(self, winner: int, names: Sequence[str]) -> str:
        """The title of the Partie's end when ``winner`` (a side) has won."""
        raise NotImplementedError

    def side_count(self) -> int:
        """How many sides score (the score sheet's columns): two teams, or each player alone."""
        return len({self.side_of(seat) for seat in range(len(self.sides))})

    # -- what only some games have ---------------------------------------------------------

    def offer(self, decision: Decision, table: "GameStage") -> bool:
        """Offer the person a decision in the game's own way (True: Differenzler's bid, Coiffeur's rows), or
        leave it to the shared table's choices (False: the trump, the cut, the dealer, a card)."""
        return False

    def show(self, event: Any, table: "GameStage") -> bool | None:
        """Show an event of the game's own: True if shown at once, False if the animator reports it; None
        for an event the game has none of its own for."""
        return None

    def plate_points(self, table: "GameStage", seat: int) -> tuple[str, str] | None:
        """The points a seat's plate shows and the tooltip's line about them (None: the side's card points)."""
        return None

    def hand_summary(self, result: Any, table: "GameStage") -> tuple[tuple[str, ...], list[tuple[str, ...]]]:
        """The hand summary's header and lines; here the Jasstafel's, a column per side, which the hooks
        below (card points, multiplier) adjust for a game, and a game of its own kind replaces."""
        r = result
        lines = [(self.tr("Card points"), *self.card_points_cells(r, table.taken))]
        if any(r.weis):
            lines.append((self.tr("Weis"), *[number(v) for v in r.weis]))
        if any(r.stoeck):
            lines.append((self.tr("Stöck"), *[number(v) for v in r.stoeck]))
        if any(r.match):
            lines.append((self.tr("Match"), *[number(v) for v in r.match]))
        if r.multiplier > 1:
            lines.append((self.tr("Multiplier"), *self.multiplier_cells(r)))
        lines.append(("=" + self.tr("Written this hand"), *[number(v) for v in r.written]))
        lines.append(("=" + self.tr("Total"), *[number(v) for v in table.controller.score_model.totals]))
        return ("", table.side_name(0), table.side_name(1)), lines

    def comparison_lines(self, played: Any, expert: Any, side: int) -> list[tuple[str, ...]] | None:
        """The lines of "Expert in my seat" beside the person's result of the same deal (None: the card
        points and what each side wrote)."""
        return None

    def partie_end(self, event: Any, table: "GameStage") -> tuple[str, tuple[str, ...], list[tuple[str, ...]]]:
        """The Partie end's title, header and lines; here the winner and the sides' final scores."""
        if event.winner is None:
            title = self.tr("The Partie is drawn")
        else:
            title = self.winner_title(event.winner, table.controller.players_model.names)
        played = self.played_line(table.controller.rules, len(table.controller.score_model.results))
        lines = [played, ("=" + self.tr("Final score"), *[number(v) for v in event.scores])]
        return title, ("", table.side_name(0), table.side_name(1)), lines

    # -- what most games share; a game with its own choice or sheet says it differently -------------

    def mode_announced(self, e: ModeChosen, obs: Observation | None, lang: str, deck: Deck) -> str:
        """What the chooser says: the mode, and its multiplier where it has one."""
        text = e.mode.name_in(lang, deck)
        return text + f"  ×{e.multiplier}" if e.multiplier > 1 else text

    def hand_title(self, r: HandResult, lang: str, deck: Deck) -> str:
        """What the hand's summary says was played."""
        return r.mode.name_in(lang, deck) if r.mode is not None else ""

    def card_points_cells(self, r: HandResult, taken: Sequence[int]) -> tuple[str, ...]:
        """The summary's card points, one cell per side: what the hand's result counts (``taken``: what each
        side took in its tricks, as its plate showed)."""
        return tuple(number(v) for v in r.card_points)

    def multiplier_cells(self, r: HandResult) -> tuple[str, ...]:
        """The summary's multiplier line, one cell per side."""
        return (f"×{number(r.multiplier)}",) * 2

    def summary_note(self, r: HandResult, names: Sequence[str]) -> str:
        """A word under the hand's summary on how the game scores it ("" for none)."""
        return ""

    def played_line(self, rules: Rules, hands: int) -> tuple[str, ...]:
        """The Partie's end: what was played, one cell per side."""
        return (self.tr("Hands played"), number(hands), number(hands))

    def partie_footer(self, rules: Rules, e: PartieOver) -> str:
        """How the Partie went, under its final score."""
        return self.tr("Played over %n hands.", "", rules.hands) if rules.hands else \
            counted(self.tr("Target: %n points.", "", rules.target), rules.target)
