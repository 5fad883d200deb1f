"""The table by keys: everything the mouse does (cards, choices, the cut, chips, the last trick), and the
read-outs for a person who does not see the table (R the trick, C the cards, S the score)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from jassdesk.engine.actions import Cut, Decision, Play
from jassdesk.i18n.numbers import number

if TYPE_CHECKING:
    from .announcer import Announcer
    from .bubbles import Bubbles
    from .choices import Choices
    from .felt import Felt
    from .host import TableHost
    from .overlays import Overlays


class Keyboard(QObject):
    """Arrows and Tab choose, Enter or Space take the choice; nothing is taken by Enter alone."""

    def __init__(self, table: "TableHost", felt: "Felt", choices: "Choices", overlays: "Overlays",
                 speech: "Bubbles", announcer: "Announcer") -> None:
        super().__init__(table)
        self.table = table
        self.announcer = announcer
        words = announcer.words
        self.read_outs = {Qt.Key.Key_R: words.trick, Qt.Key.Key_C: words.hand, Qt.Key.Key_S: words.score}
        self.felt = felt
        self.choices = choices
        self.overlays = overlays
        self.speech = speech
        self._passed: int | None = None  # the dimmed card the cursor last passed over

    def key(self, key: int) -> bool:
        """Everything the mouse does, by keys: arrows and Tab choose, Enter or Space take the choice."""
        table = self.table
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if key == Qt.Key.Key_H:
            table.request_hint()
            return True
        if key == Qt.Key.Key_L:
            table.toggle_last_trick()
            return True
        if key in self.read_outs:  # the trick, the cards or the score read aloud (and in the status line)
            text = self.read_outs[key]()
            table.message.emit(text)
            self.announcer.read(text)
            return True
        if key == Qt.Key.Key_Escape and self.overlays.last_trick is not None:
            self.overlays.close_last_trick()
            return True
        if key == Qt.Key.Key_Question:  # the refusal's "Why?"; else why the cards are dimmed
            rule = next((b.rule for b in self.speech.items.values() if getattr(b, "rule", None) and b.link), None)
            if rule is not None:
                table.rules_requested.emit(rule)
                return True
            return self._why_dimmed()
        if self.overlays.panel is not None:  # the summary or the Partie's end: Left/Right walk its buttons
            if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                return self.overlays.move_focus(-1 if key == Qt.Key.Key_Left else 1)
            return enter and self.overlays.press_default()
        decision = table.awaited_decision()
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
                    table.message.emit(self.tr("Choose with the arrow keys, then press Enter."))
                return True
        return False

    def _cut_key(self, key: int, enter: bool) -> bool:
        table = self.table
        pack = self.choices.pack()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and pack is not None:
            self.choices.unfocus()
            pack.move_split(-1 if key == Qt.Key.Key_Left else 1)
            table.message.emit(self.tr("Cut at %1: Enter cuts.").replace("%1", number(pack.hover_pos, lang=table.lang)))
            return True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Up, Qt.Key.Key_Down):
            return self.choices.move_focus(1)
        if enter:
            if not self.choices.press_focused():
                if pack is not None and pack.hover_pos is not None:
                    table.act(Cut(pack.hover_pos))
                else:
                    table.message.emit(self.tr("Choose where to cut with the arrow keys, then press Enter."))
            return True
        return False

    def _play_key(self, key: int, enter: bool) -> bool:
        table = self.table
        items = self.felt.person_cards()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            self.choices.unfocus()
            d = -1 if key == Qt.Key.Key_Left else 1
            start = table.focus_index
            table.focus_index = self._next_playable(items, start, d)
            table.apply_person_interactive()
            card = items[table.focus_index].card
            if card is not None:
                skipped = self._skipped(items, start, table.focus_index, d)
                self._passed = skipped if skipped is not None else self._passed
                text = table.card_name(card)
                # the screen reader hears the card itself from its focus (access.py); the reason the cards
                # passed over are dimmed is said besides
                if skipped is not None:  # the engine says why the cards passed over are dimmed
                    refusal = table.controller.why(Play(skipped))
                    if refusal is not None:
                        text = self.tr("%1 (dimmed cards skipped). %2").replace("%1", text).replace(
                            "%2", table.controller.reason_text(refusal))
                        self.announcer.say(text, assertive=False)
                table.message.emit(text)
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Tab, Qt.Key.Key_Backtab):  # to the chips (Weis, Stöck, exchange)
            return self.choices.move_focus(-1 if key == Qt.Key.Key_Backtab else 1)
        if key == Qt.Key.Key_Down:
            self.choices.unfocus()
            return True
        if enter:
            if self.choices.press_focused():
                return True
            if 0 <= table.focus_index < len(items):
                card = items[table.focus_index].card
                if card is not None:
                    table.play_card(card)
                return True
        return False

    def _why_dimmed(self) -> bool:
        """? at a card to play: the engine's reason at a dimmed card (the one the cursor last passed over), as a
        click on it gives; ? again opens its rule."""
        table = self.table
        if table.awaited_decision() is not Decision.PLAY:
            return False
        dimmed = [it.card for it in self.felt.person_cards() if it.dimmed and it.card is not None]
        card = self._passed if self._passed in dimmed else dimmed[0] if dimmed else None
        if card is None or table.controller.why(Play(card)) is None:
            return False
        table.act(Play(card))  # refused: the reason in a bubble at the card
        return True

    @staticmethod
    def _next_playable(items: list, start: int, d: int) -> int:
        """The next card from ``start`` in direction ``d`` that may be played (dimmed cards are passed over);
        the first (or last) playable card when no card has the cursor yet."""
        n = len(items)
        order = [(start + d * k) % n for k in range(1, n + 1)] if start >= 0 else \
            (list(range(n)) if d > 0 else list(range(n - 1, -1, -1)))
        return next((i for i in order if items[i].legal), order[0])

    @staticmethod
    def _skipped(items: list, start: int, end: int, d: int) -> int | None:
        """The first dimmed card the cursor passed over on its way from ``start`` to ``end``."""
        if start < 0 or start == end:
            return None
        i = (start + d) % len(items)
        while i != end:
            if items[i].dimmed and items[i].card is not None:
                return items[i].card
            i = (i + d) % len(items)
        return None

    def settle_focus(self) -> None:
        """At a new card to play, a cursor left on a card that may not be played goes to the nearest that may."""
        table = self.table
        items = self.felt.person_cards()
        if not 0 <= table.focus_index < len(items) or items[table.focus_index].legal:
            return
        legal = [i for i, it in enumerate(items) if it.legal]
        if legal:
            table.focus_index = min(legal, key=lambda i: (abs(i - table.focus_index), -i))
            table.apply_person_interactive()
