"""The seats' name plates (name, AI level, dealer and Vorhand, the side's points of the hand, the
thinking dots), the trump badge and the last-trick button, each where it covers nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF
from PySide6.QtGui import QFontMetricsF

from jassdesk.app.game_config import PERSON, PERSON_LEVEL
from jassdesk.app.level_labels import level_label
from jassdesk.engine.cards import suit_name
from jassdesk.engine.coiffeur_table import RowKind, kind_of
from jassdesk.engine.modes import Mode
from jassdesk.i18n.numbers import number

from ..items import NamePlate, ui_font
from ..look import px
from ..signs import mode_sign
from .layout import FULL_HAND

if TYPE_CHECKING:
    from .host import TableHost
    from .overlays import Overlays


class Seats(QObject):
    """Keeps the plates, the badge and the last-trick button up to date and in place."""

    def __init__(self, table: "TableHost", overlays: "Overlays") -> None:
        super().__init__(table)
        self.table = table
        self.overlays = overlays  # no thinking dots while a panel waits for the person

    def _level_label(self, seat: int, level: str | None) -> str:
        """The plate's second line: the person's seat, an AI's level, or (a seat the school plays, which has
        no level) who the player is to the person."""
        if level is None:
            return self.tr("Your seat")
        if level == PERSON_LEVEL:  # another person sharing this computer (a hot-seat Partie)
            return self.tr("At this computer")
        kind = self.table.controller.seat_kind(seat)  # a table over the network: who plays the seat now
        if kind == "ai":
            ai_level = self.table.controller.seat_ai_level(seat)
            return self.tr("AI: %1").replace("%1", level_label(ai_level)) if ai_level else self.tr("AI player")
        if kind == "open":
            return self.tr("Waiting to join")
        if kind == "dropped":
            return self.tr("Away: the AI plays")
        if not level:
            view = self.table.game_view
            team = view.side_count() == 2 and view.side_of(seat) == view.side_of(PERSON)
            return self.tr("Partner") if team else self.tr("Opponent")
        return self.tr("AI: %1").replace("%1", level_label(level))

    def update(self, *args: Any) -> None:
        table = self.table
        pm = table.controller.players_model
        for seat, plate in table.plates.items():
            if seat >= len(pm.names):
                continue
            plate.dealer_label = self.tr("D", "dealer marker")
            plate.vorhand_label = self.tr("V", "Vorhand marker")
            side = table.game_view.side_of(seat)
            points, note = table.game_view.plate_points(table, seat) or (
                number(table.taken[side]) if table.taken[side] else "",
                self.tr("Card points taken in this hand: %1").replace("%1", number(table.taken[side])))
            plate.set_state(name=pm.names[seat], level=self._level_label(seat, pm.levels[seat]),
                            dealer=seat == pm.dealer, vorhand=seat == pm.vorhand, turn=seat == pm.turn,
                            thinking=self._thinks(seat), points=points)
            plate.setToolTip(self.tr("%1 — dealer: %2, Vorhand: %3").replace("%1", pm.names[seat])
                             .replace("%2", self.tr("yes") if seat == pm.dealer else self.tr("no"))
                             .replace("%3", self.tr("yes") if seat == pm.vorhand else self.tr("no"))
                             + ("\n" + note if note else ""))
        b = table.last_trick_button
        b.setVisible(table.controller.trick_model.last is not None)
        b.text = self.tr("Last trick (L)")
        b.set_size(QFontMetricsF(ui_font(13, True)).horizontalAdvance(b.text) + 30, px(30))
        self.update_undo()
        self.place()

    def update_undo(self) -> None:
        """The Undo button shows in practice games only, greyed while there is nothing of the person's to undo."""
        u = self.table.undo_button
        c = self.table.controller
        u.setVisible(c.practice)
        u.enabled = c.can_undo()
        u.text = self.tr("Undo")
        u.setToolTip(self.tr("Take back your last decision and what the others played after it (Ctrl+Z)")
                     if u.enabled else self.tr("Nothing of yours to take back yet"))
        u.set_size(QFontMetricsF(ui_font(13, True)).horizontalAdvance(u.text) + 30, px(30))

    def place(self) -> None:
        """Each plate beside its hand, at the first of its places that covers no hand, no plate placed
        before it and not the trump badge (the person's first, then across the table)."""
        table = self.table
        g = table.geo
        taken = [table.layout_hand(seat).extent(FULL_HAND) for seat in table.plates]
        taken.append(QRectF(g.margin, g.margin, max(table.badge.w, 190.0), table.badge.h))
        order = sorted(table.plates, key=lambda seat: ("bottom", "top", "left", "right").index(table.side(seat)))
        places = [(table.plates[seat], self._plate_places(seat, table.plates[seat])) for seat in order]
        b = table.last_trick_button
        e = table.layout_hand(PERSON).extent(FULL_HAND)
        places.append((b, [QPointF(e.right() + 12, e.bottom() - b.h), QPointF(g.w - g.margin - b.w, g.margin),
                           QPointF(g.w - g.margin - b.w, g.hand_y - 2 * g.lift - b.h - 4)]))
        placed: list[QRectF] = []  # the plates and buttons placed (the hands' extents are for full hands)
        for item, points in places:
            candidates = [QRectF(p, QSizeF(item.w, item.h)) for p in points]
            inside = [r for r in candidates if g.rect.contains(r)]
            free = [r for r in inside if not any(r.intersects(t) for t in taken)]
            rect = (free or inside or candidates)[0]
            item.setPos(rect.topLeft())
            taken.append(rect)
            placed.append(rect)
        if table.undo_button.isVisible():
            self._place_undo(e, taken, placed)

    def _place_undo(self, e: QRectF, taken: list[QRectF], placed: list[QRectF]) -> None:
        """The Undo button near the person: beside the hand, over or beside the person's plate, beside the
        last-trick button; never over a plate or a button, over a full hand's place only when nothing else is free."""
        table = self.table
        g = table.geo
        u = table.undo_button
        plate = table.plates.get(PERSON)
        pr = QRectF(plate.pos(), QSizeF(plate.w, plate.h)) if plate is not None else QRectF(e.topLeft(), QSizeF())
        b = table.last_trick_button
        br = QRectF(b.pos(), QSizeF(b.w, b.h))
        points = [QPointF(e.left() - 12 - u.w, e.bottom() - u.h), QPointF(pr.left(), pr.top() - u.h - 8),
                  QPointF(pr.right() + 12, pr.bottom() - u.h), QPointF(pr.left(), pr.bottom() + 8),
                  QPointF(br.left() - 12 - u.w, br.top()), QPointF(br.right() - u.w, br.top() - u.h - 8),
                  QPointF(g.margin, g.h - g.margin - u.h)]
        candidates = [QRectF(p, QSizeF(u.w, u.h)) for p in points]
        inside = [r for r in candidates if g.rect.contains(r)]
        free = [r for r in inside if not any(r.intersects(t) for t in taken)]
        clear = [r for r in inside if not any(r.intersects(t) for t in placed)]
        u.setPos((free or clear or inside or candidates)[0].topLeft())

    def rects(self) -> list[QRectF]:
        """Where the plates and the last-trick button are (the chips keep clear of them)."""
        items = [*self.table.plates.values(), self.table.last_trick_button, self.table.undo_button]
        return [QRectF(it.pos(), QSizeF(it.w, it.h)) for it in items if it.isVisible()]

    def _plate_places(self, seat: int, plate: NamePlate) -> list[QPointF]:
        """Where the seat's plate may go, best first."""
        table = self.table
        g = table.geo
        hand = table.layout_hand(seat)
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
        inward = e.right() + gap if hand.side == "left" else e.left() - gap - pw  # beside the hand, towards the trick
        return [QPointF(x, e.top() - ph - 10), QPointF(x, e.bottom() + 10), QPointF(inward, e.top()),
                QPointF(inward, e.bottom() - ph)]

    def update_badge(self) -> None:
        table = self.table
        mode = table.mode
        if mode is None:
            table.badge.set_mode(None, "", "", 1)
            return
        title = self.tr("Trump") if mode.is_trump_mode else self.tr("Mode")
        name = mode.name_in("de", table.deck)  # "Obenabe" / "Undenufe": the Swiss words in every language
        if mode.is_trump_mode:
            name = suit_name(int(mode), table.lang, table.deck)
        sign_mode = mode
        if mode.changes_direction:  # Slalom, Guschti: the sign is the direction of the trick being played
            sign_mode = self.trick_direction()
            name = RowKind(kind_of(mode)).name_in(table.lang, table.deck)
            title = self.tr("This trick: %1").replace("%1", sign_mode.name_in("de"))
        table.badge.set_mode(mode_sign(table.provider, sign_mode, px(30), table.dpr), title, name, table.multiplier)
        self.place_badge()

    def trick_direction(self) -> Mode:
        """The direction (Obenabe or Undenufe) of the trick being played, as the engine says it."""
        table = self.table
        obs = table.controller.shown_obs
        mode = table.mode
        assert mode is not None
        return Mode(obs.trick_mode) if obs is not None and obs.mode == mode else mode.trick_mode(0)

    def update_direction(self) -> None:
        """The arrow beside the trick: shown while a mode that changes direction is played."""
        table = self.table
        mark = table.direction_mark
        if table.mode is None or not table.mode.changes_direction:
            mark.set_direction(None, "")
            return
        direction = self.trick_direction()
        mark.set_direction(mode_sign(table.provider, direction, 28, table.dpr), direction.name_in("de"))
        mark.setToolTip(self.tr("This trick is played %1").replace("%1", direction.name_in(table.lang)))
        self.place_direction()

    def place_direction(self) -> None:
        table = self.table
        oval = table.layout_trick().oval()
        mark = table.direction_mark
        mark.setPos(oval.left() - mark.w / 2, oval.center().y() - mark.h / 2)

    def place_badge(self) -> None:
        table = self.table
        table.badge.setPos(table.geo.margin, table.geo.margin)
        self.update_direction()

    def _thinks(self, seat: int) -> bool:
        """The dots run on a plate while its AI thinks, not while the hand's summary (or the Partie's end)
        waits: the hand on the table is over, whatever the AI prepares for the next."""
        table = self.table
        return table.controller.thinking_seat == seat and self.overlays.panel is None

    def update_thinking(self) -> None:
        for s, p in self.table.plates.items():
            if p.thinking != self._thinks(s):
                p.set_state(thinking=self._thinks(s))

    def on_thinking(self, seat: int) -> None:
        """The dots run on a plate exactly while its AI thinks."""
        table = self.table
        for s, p in table.plates.items():
            on = s == seat and self.overlays.panel is None
            if p.thinking != on:
                p.set_state(thinking=on)

    def on_thought(self, seat: int) -> None:
        table = self.table
        plate = table.plates.get(seat)
        if plate is not None and plate.thinking:
            plate.set_state(thinking=False)
