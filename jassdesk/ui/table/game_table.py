"""What the table does differently for one game, behind one small interface.

Each game has its module in this package (``schieber.py``, ``schmaus.py``) with a subclass of
:class:`GameTable`; :mod:`.games` is the one registry that maps a game to it.  The shared table
code asks these methods and never names a particular game.
"""

from __future__ import annotations

from typing import Any, Sequence

from PySide6.QtCore import QObject

from jassdesk.engine.cards import Deck
from jassdesk.engine.rules import Game, Rules


class GameTable(QObject):
    """A game's seats, sides, announcements and titles as the table shows them."""

    game: Game
    sides: tuple[str, ...] = ()  # the screen side of each seat, seats clockwise from the person
    back_ratio = 0.6  # an AI hand's back width, in the person's card widths

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
