"""The seats' name plates (name, AI level, dealer and Vorhand, the side's points of the hand, the
thinking dots), the trump badge and the last-trick button, each where it covers nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF
from PySide6.QtGui import QFontMetricsF

from jassdesk.app.game_config import PERSON
from jassdesk.app.level_labels import level_label
from jassdesk.engine.cards import suit_name
from jassdesk.engine.coiffeur_table import RowKind, kind_of
from jassdesk.engine.modes import Mode
from jassdesk.i18n.numbers import number

from ..items import NamePlate, ui_font
from ..signs import mode_sign
from .layout import FULL_HAND

if TYPE_CHECKING:
    from .scene import TableScene


class Seats(QObject):
    """Keeps the plates, the badge and the last-trick button up to date and in place."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(scene)
        self.scene = scene

    def _level_label(self, level: str | None) -> str:
        if level is None:
            return self.tr("Your seat")
        return self.tr("AI: %1").replace("%1", level_label(level))

    def update(self, *args: Any) -> None:
        scene = self.scene
        pm = scene.controller.players_model
        for seat, plate in scene.plates.items():
            if seat >= len(pm.names):
                continue
            plate.dealer_label = self.tr("D", "dealer marker")
            plate.vorhand_label = self.tr("V", "Vorhand marker")
            side = scene.game_view.side_of(seat)
            points, note = scene.game_view.plate_points(scene, seat) or (
                number(scene.taken[side]) if scene.taken[side] else "",
                self.tr("Card points taken in this hand: %1").replace("%1", number(scene.taken[side])))
            plate.set_state(name=pm.names[seat], level=self._level_label(pm.levels[seat]),
                            dealer=seat == pm.dealer, vorhand=seat == pm.vorhand, turn=seat == pm.turn,
                            thinking=self._thinks(seat), points=points)
            plate.setToolTip(self.tr("%1 — dealer: %2, Vorhand: %3").replace("%1", pm.names[seat])
                             .replace("%2", self.tr("yes") if seat == pm.dealer else self.tr("no"))
                             .replace("%3", self.tr("yes") if seat == pm.vorhand else self.tr("no"))
                             + ("\n" + note if note else ""))
        b = scene.last_trick_button
        b.setVisible(scene.controller.trick_model.last is not None)
        b.text = self.tr("Last trick (L)")
        b.set_size(QFontMetricsF(ui_font(13, True)).horizontalAdvance(b.text) + 30, 30)
        self.update_undo()
        scene.seats.place()

    def update_undo(self) -> None:
        """The Undo button shows in practice games only, greyed while there is nothing of the person's to undo."""
        u = self.scene.undo_button
        c = self.scene.controller
        u.setVisible(c.practice)
        u.enabled = c.can_undo()
        u.text = self.tr("Undo")
        u.setToolTip(self.tr("Take back your last decision and what the others played after it (Ctrl+Z)")
                     if u.enabled else self.tr("Nothing of yours to take back yet"))
        u.set_size(QFontMetricsF(ui_font(13, True)).horizontalAdvance(u.text) + 30, 30)

    def place(self) -> None:
        """Each plate beside its hand, at the first of its places that covers no hand, no plate placed
        before it and not the trump badge (the person's first, then across the table)."""
        scene = self.scene
        g = scene.geo
        taken = [scene.layout_hand(seat).extent(FULL_HAND) for seat in scene.plates]
        taken.append(QRectF(g.margin, g.margin, max(scene.badge.w, 190.0), scene.badge.h))
        order = sorted(scene.plates, key=lambda seat: ("bottom", "top", "left", "right").index(scene.side(seat)))
        places = [(scene.plates[seat], self._plate_places(seat, scene.plates[seat])) for seat in order]
        b = scene.last_trick_button
        e = scene.layout_hand(PERSON).extent(FULL_HAND)
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
        if scene.undo_button.isVisible():
            self._place_undo(e, taken, placed)

    def _place_undo(self, e: QRectF, taken: list[QRectF], placed: list[QRectF]) -> None:
        """The Undo button near the person: beside the hand, over or beside the person's plate, beside the
        last-trick button; never over a plate or a button, over a full hand's place only when nothing else is free."""
        scene = self.scene
        g = scene.geo
        u = scene.undo_button
        plate = scene.plates.get(PERSON)
        pr = QRectF(plate.pos(), QSizeF(plate.w, plate.h)) if plate is not None else QRectF(e.topLeft(), QSizeF())
        b = scene.last_trick_button
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
        items = [*self.scene.plates.values(), self.scene.last_trick_button, self.scene.undo_button]
        return [QRectF(it.pos(), QSizeF(it.w, it.h)) for it in items if it.isVisible()]

    def _plate_places(self, seat: int, plate: NamePlate) -> list[QPointF]:
        """Where the seat's plate may go, best first."""
        scene = self.scene
        g = scene.geo
        hand = scene.layout_hand(seat)
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

    def update_badge(self) -> None:
        scene = self.scene
        mode = scene.mode
        if mode is None:
            scene.badge.set_mode(None, "", "", 1)
            return
        title = self.tr("Trump") if mode.is_trump_mode else self.tr("Mode")
        name = mode.name_in("de", scene.deck)  # "Obenabe" / "Undenufe": the Swiss words in every language
        if mode.is_trump_mode:
            name = suit_name(int(mode), scene.lang, scene.deck)
        sign_mode = mode
        if mode.changes_direction:  # Slalom, Guschti: the sign is the direction of the trick being played
            sign_mode = self.trick_direction()
            name = RowKind(kind_of(mode)).name_in(scene.lang, scene.deck)
            title = self.tr("This trick: %1").replace("%1", sign_mode.name_in("de"))
        scene.badge.set_mode(mode_sign(scene.provider, sign_mode, 30, scene.dpr), title, name, scene.multiplier)
        scene.seats.place_badge()

    def trick_direction(self) -> Mode:
        """The direction (Obenabe or Undenufe) of the trick being played, as the engine says it."""
        scene = self.scene
        obs = scene.controller.shown_obs
        mode = scene.mode
        assert mode is not None
        return Mode(obs.trick_mode) if obs is not None and obs.mode == mode else mode.trick_mode(0)

    def update_direction(self) -> None:
        """The arrow beside the trick: shown while a mode that changes direction is played."""
        scene = self.scene
        mark = scene.direction_mark
        if scene.mode is None or not scene.mode.changes_direction:
            mark.set_direction(None, "")
            return
        direction = self.trick_direction()
        mark.set_direction(mode_sign(scene.provider, direction, 28, scene.dpr), direction.name_in("de"))
        mark.setToolTip(self.tr("This trick is played %1").replace("%1", direction.name_in(scene.lang)))
        self.place_direction()

    def place_direction(self) -> None:
        scene = self.scene
        oval = scene.layout_trick().oval()
        mark = scene.direction_mark
        mark.setPos(oval.left() - mark.w / 2, oval.center().y() - mark.h / 2)

    def place_badge(self) -> None:
        scene = self.scene
        scene.badge.setPos(scene.geo.margin, scene.geo.margin)
        self.update_direction()

    def _thinks(self, seat: int) -> bool:
        """The dots run on a plate while its AI thinks, not while the hand's summary (or the Partie's end)
        waits: the hand on the table is over, whatever the AI prepares for the next."""
        scene = self.scene
        return scene.controller.thinking_seat == seat and scene.overlay is None

    def update_thinking(self) -> None:
        for s, p in self.scene.plates.items():
            if p.thinking != self._thinks(s):
                p.set_state(thinking=self._thinks(s))

    def on_thinking(self, seat: int) -> None:
        """The dots run on a plate exactly while its AI thinks."""
        scene = self.scene
        for s, p in scene.plates.items():
            on = s == seat and scene.overlay is None
            if p.thinking != on:
                p.set_state(thinking=on)

    def on_thought(self, seat: int) -> None:
        scene = self.scene
        plate = scene.plates.get(seat)
        if plate is not None and plate.thinking:
            plate.set_state(thinking=False)
