"""The table in words: what a screen reader says about each thing drawn on the felt.

The table is painted (cards, plates, chips and panels are graphics items), so a person who does not see
it hears it through these sentences: the accessible names of :mod:`.access` and the announcements and
read-outs of :mod:`.announcer`.  Every sentence is built from what the table shows at that moment (the
card items, the plates, the chips) and from the engine's own words (card names, a refusal's reason), in
the person's language and deck, so the words never say more or other than the picture.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from jassdesk.app.game_config import PERSON
from jassdesk.engine.actions import Decision, Play
from jassdesk.engine.cards import CARDS
from jassdesk.i18n.numbers import number

if TYPE_CHECKING:
    from ..items import ButtonItem, CardItem, NamePlate, PanelItem
    from .felt import Felt
    from .host import TableHost


class TableWords(QObject):
    """Sentences about what the table ``table`` shows now; ``felt`` holds its cards."""

    def __init__(self, table: "TableHost", felt: "Felt") -> None:
        super().__init__(table)
        self.table = table
        self.felt = felt

    # -- one thing ---------------------------------------------------------------------------

    def hand_card(self, item: "CardItem") -> str:
        """A card of the person's hand: its name, trump or not, and at his card whether he may play it and
        else the engine's reason ("Jack of Clubs, trump, not playable: you must follow Hearts")."""
        table = self.table
        if item.card is None:
            return self.tr("A card face down")
        text = table.card_name(item.card)
        trump = table.mode.trump if table.mode is not None else None
        if trump is not None and CARDS[item.card].suit == trump:
            text = self.tr("%1, trump").replace("%1", text)
        if table.awaited_decision() is Decision.PLAY and table.controller.caught_up:
            refusal = table.controller.why(Play(item.card))
            if refusal is None:
                text = self.tr("%1, playable").replace("%1", text)
            else:
                text = self.tr("%1, not playable: %2").replace("%1", text).replace(
                    "%2", table.controller.reason_text(refusal))
        if item.hinted:
            text = self.tr("%1, the hint's card").replace("%1", text)
        return text

    def seat_card(self, seat: int, card: int | None) -> str:
        """A card someone put on the table: "Vreni: the Rosen As"; the person's own: "You: ..."."""
        name = self.table.card_name(card) if card is not None else self.tr("a card face down")
        who = self.tr("You") if seat == PERSON else self.table.seat_name(seat)
        return self.tr("%1: %2").replace("%1", who).replace("%2", name)

    def plate(self, seat: int, plate: "NamePlate") -> str:
        """A seat's name plate: name, AI level, dealer, Vorhand, on turn, the side's points of the hand."""
        parts = [plate.name or self.table.seat_name(seat)]
        if plate.level:
            parts.append(plate.level)
        if plate.dealer:
            parts.append(self.tr("dealer"))
        if plate.vorhand:
            parts.append(self.tr("Vorhand"))
        if plate.turn:
            parts.append(self.tr("to play") if seat != PERSON else self.tr("your turn"))
        if plate.points:
            parts.append(self.tr("%1 points in this hand").replace("%1", plate.points))
        return ", ".join(parts)

    def button(self, button: "ButtonItem") -> str:
        """A button drawn on the table: its label, its second line, checked or not where it toggles."""
        text = button.text
        if button.subtitle:
            text = f"{text}, {button.subtitle}"
        if button.checkable:
            text = self.tr("%1, chosen").replace("%1", text) if button.checked else \
                self.tr("%1, not chosen").replace("%1", text)
        return text

    def panel(self, panel: "PanelItem") -> str:
        """A panel's text (the hand's summary, the Partie's end, the last trick): its rows, line by line."""
        row = getattr(panel, "row", None)  # the last trick: (card, the seat's name, took it) left to right
        if row:
            return "; ".join(self.tr("%1: %2").replace("%1", name).replace("%2", self.table.card_name(card))
                             for card, name, _ in row)
        lines = []
        if panel.header:
            lines.append(", ".join(cell for cell in panel.header if cell))
        lines.extend(", ".join(cell.lstrip("=") for cell in row if cell) for row in panel.lines)  # "=": a sum row
        if panel.footer:
            lines.append(panel.footer)
        return ". ".join(line for line in lines if line)

    # -- read on request -----------------------------------------------------------------------

    def trick(self) -> str:
        """The trick so far and who is to play ("Trick: Vreni: the Rosen As. Your turn.")."""
        table = self.table
        cards = [self.seat_card(seat, item.card if item.face_up else None) for seat, item in self.felt.trick]
        text = self.tr("Trick: %1.").replace("%1", "; ".join(cards)) if cards else self.tr("No card in the trick.")
        if table.mode is not None:
            text += " " + self.tr("Played: %1.").replace("%1", table.mode.name_in(table.lang, table.deck))
        seat = table.controller.players_model.turn
        if seat == PERSON:
            text += " " + self.tr("Your turn.")
        elif seat is not None and seat >= 0:
            text += " " + self.tr("%1's turn.").replace("%1", table.seat_name(seat))
        return text

    def hand(self) -> str:
        """The person's cards, left to right, and which he may play now."""
        items = self.felt.person_cards()
        if not items:
            return self.tr("You hold no cards.")
        names = [self.table.card_name(it.card) for it in items if it.card is not None]
        text = self.tr("Your cards: %1.").replace("%1", ", ".join(names))
        if self.table.awaited_decision() is Decision.PLAY:
            playable = [self.table.card_name(it.card) for it in items if it.card is not None and it.legal]
            if len(playable) < len(names):
                text += " " + self.tr("You may play: %1.").replace("%1", ", ".join(playable))
        return text

    def score(self) -> str:
        """The sheet's totals by side, and the card points each side has taken in this hand."""
        table = self.table
        sheet = table.controller.score_model
        names = list(getattr(sheet, "side_names", []))
        totals = list(getattr(sheet, "totals", []))
        pairs = [f"{name} {number(total, lang=table.lang)}" for name, total in zip(names, totals)]
        text = self.tr("%1: %2.").replace("%1", sheet.title()).replace("%2", ", ".join(pairs)) if pairs else ""
        taken = [number(points, lang=table.lang) for points in table.taken]
        if any(table.taken):
            text += " " + self.tr("Card points in this hand: %1.").replace("%1", ", ".join(
                f"{table.side_name(side)} {points}" for side, points in enumerate(taken)))
        return text.strip() or self.tr("Nothing has been written yet.")

    def decision(self, decision: Decision, title: str) -> str:
        """Said when the person is to act: what he is to do."""
        if decision is Decision.PLAY:
            return self.tr("Your turn: play a card.")
        if title:
            return self.tr("Your turn: %1").replace("%1", title)
        return self.tr("Your turn.")

    def event_words(self, event: Any) -> str | None:
        """The sentence for an event the table shows without words of its own (a card, a trick)."""
        from jassdesk.engine import events as ev

        table = self.table
        if isinstance(event, ev.CardPlayed):
            name = table.card_name(event.card)
            return self.tr("You play %1.").replace("%1", name) if event.seat == PERSON else \
                self.tr("%1 plays %2.").replace("%1", table.seat_name(event.seat)).replace("%2", name)
        if isinstance(event, ev.TrickWon):
            points = number(event.points, lang=table.lang)
            return self.tr("You take the trick: %1 points.").replace("%1", points) if event.winner == PERSON else \
                self.tr("%1 takes the trick: %2 points.").replace("%1", table.seat_name(event.winner)).replace(
                    "%2", points)
        return None
