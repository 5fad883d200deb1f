"""What the table says aloud: the sentences a screen reader speaks while a game runs.

A sighted person follows the game by its moves and bubbles; a person who does not see it hears them.
The announcer gathers those moments in the order the table shows them (so speech and picture agree):
every bubble a seat or the table says, a card played and by whom, a trick taken with its points, a
refusal and its reason, the person's turn, a panel that opens (the hand's summary, the last trick).
Each goes out as :attr:`spoken` (the view turns it into Qt's accessibility announcement), polite, or
assertive where the person is to act or his action was refused.

What was said before a saved Partie was resumed (the table replays it at once) is not said again.
The last sentences are kept in :attr:`log` (the tests and ``benchmarks/accessibility.py`` read it).
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from jassdesk.app.game_config import PERSON

from .table_words import TableWords

if TYPE_CHECKING:
    from .host import TableHost

LOG_LENGTH = 400


class Announcer(QObject):
    """The table's spoken channel: :meth:`say` and the moments the scene reports."""

    spoken = Signal(str, bool)  # the sentence, assertive (the person is to act, or was refused)

    def __init__(self, table: "TableHost", words: TableWords) -> None:
        super().__init__(table)
        self.table = table
        self.words = words
        self.log: deque[tuple[str, bool]] = deque(maxlen=LOG_LENGTH)

    def say(self, text: str, assertive: bool = False) -> None:
        """Say ``text`` now (unless the table is replaying what was already said before a resume)."""
        controller = self.table.controller
        if not text or (controller.fast_forward and not controller.taking_back):
            return
        self.log.append((text, assertive))
        self.spoken.emit(text, assertive)

    def read(self, text: str) -> None:
        """A read-out the person asked for (a key): always said, and at once."""
        if text:
            self.log.append((text, True))
            self.spoken.emit(text, True)

    # -- moments --------------------------------------------------------------------------

    def on_event(self, event: Any) -> None:
        """An event the table begins to show: its sentence, where it has none in a bubble."""
        self.say(self.words.event_words(event) or "")

    def on_bubble(self, key: int, text: str, kind: str) -> None:
        """A bubble appeared: a seat's words with its name, the table's or a refusal's as they are."""
        if key < 0 or key == PERSON or kind == "warning":  # at a card, the table's, the person's own, a refusal
            self.say(text, assertive=kind == "warning")
            return
        self.say(self.tr("%1: %2").replace("%1", self.table.seat_name(key)).replace("%2", text))

    def on_turn(self, decision: Any, title: str) -> None:
        """The person is to act."""
        self.say(self.words.decision(decision, title), assertive=True)

    def on_panel(self, title: str, text: str) -> None:
        """A panel opened (the hand's summary, the Partie's end, the last trick): its title and rows."""
        self.say(f"{title}. {text}" if text else title, assertive=True)
