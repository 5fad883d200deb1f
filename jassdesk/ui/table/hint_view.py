"""Hints on the table: asked for the person's decision, shown as a bubble and on the cards or buttons.

The bubble says the recommendation with its reason and what the runner-up would cost; the search's
figure follows on a line of its own, as a detail.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF

from jassdesk.app.game_config import PERSON
from jassdesk.app.settings import HintMode
from jassdesk.engine.actions import ActionKind

from ..items import BubbleItem

if TYPE_CHECKING:
    from .scene import TableScene


def offers(button: Any, action: Any) -> bool:
    """The button takes ``action``, or opens a second step that offers it (a Coiffeur joker's modes)."""
    return getattr(button, "action", None) == action or action in getattr(button, "opens", ())


class HintView(QObject):
    """The hint of the decision on offer; it goes with that decision."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(scene)
        self.scene = scene

    def request(self) -> None:
        scene = self.scene
        if scene.hints is None or scene.settings.hints is HintMode.OFF:
            scene.message.emit(self.tr("Hints are switched off (Settings)."))
            return
        if not scene.controller.is_person_turn() or not scene.controller.caught_up:
            scene.message.emit(self.tr("A hint is given when it is your turn."))
            return
        obs = scene.controller.state.observation(PERSON)
        if scene.hints.request(obs):
            scene.message.emit(self.tr("Thinking about a hint…"))

    def on_hint(self, hint: Any, obs: Any) -> None:
        scene = self.scene
        if not scene.controller.is_person_turn() or obs is None or \
                obs.legal_actions != tuple(scene.controller.person_legal_actions()):
            return  # the position changed meanwhile
        scene.hint_view.clear()
        scene.hint = hint
        best = hint.best
        text = hint.reason(scene.lang, scene.deck)
        if best.kind is ActionKind.PLAY:
            values: dict[int, float] = {}
            for r in hint.ranked:
                if r.action.kind is ActionKind.PLAY and r.action.card not in values:
                    values[r.action.card] = r.value
            for item in scene.hands.get(PERSON, []):
                if item.card in values:
                    item.value_text = f"{values[item.card]:+.0f}"
                item.set_flags(hinted=item.card == best.card)
            # the recommended announcements go with the card
            for b in scene.chips:
                if hasattr(b, "weis"):
                    b.checked = bool(best.weis) and b.weis == best.weis
                    b.update()
            scene.choices.weis_choice = best.weis
            line = self.tr("Hint: %1 — %2").replace("%1", scene.card_name(best.card)).replace("%2", text)
        else:
            for b in scene.chips:
                b.highlight = offers(b, best)
                b.update()
            if best.kind in (ActionKind.CHOOSE_MODE, ActionKind.PUSH):  # the reason names the mode or the push
                line = self.tr("Hint: %1").replace("%1", text)
            else:
                action = best.describe(scene.lang, scene.deck)
                line = self.tr("Hint: %1 — %2").replace("%1", action).replace("%2", text)
        scene.message.emit(line)
        taker = next((it for it in scene.choices.items if hasattr(it, "take_hint")), None)
        if taker is not None:  # a choice of the game's own shows the hint itself (the Differenzler bid)
            taker.take_hint(best, text)
            return
        detail = hint.detail_text(scene.lang, scene.deck)  # the search's figure, under the reason
        g = scene.geo
        bubble_text = line + "\n" + detail if detail else line
        target = next((it for it in scene.hands.get(PERSON, []) if best.kind is ActionKind.PLAY
                       and it.card == best.card), None)
        button = next((c for c in scene.chips if offers(c, best)), None)
        width = min(460.0, g.w * 0.7)
        if target is not None:  # above the recommended card
            b = BubbleItem(bubble_text, "down", kind="hint", max_width=width)
            r = target.sceneBoundingRect()
            b.place_at(QPointF(r.center().x(), r.top() - 40), g.rect)
        elif button is not None:  # below the recommended button, leaving the choice in sight
            b = BubbleItem(bubble_text, "up", kind="hint", max_width=width)
            r = button.sceneBoundingRect()
            b.place_at(QPointF(r.center().x(), r.bottom() + 4), g.rect)
        else:
            b = BubbleItem(bubble_text, "down", kind="hint", max_width=width)
            b.place_at(QPointF(g.w / 2, g.hand_y - g.lift - 50), g.rect)
        scene.addItem(b)
        scene.hint_bubble = b

    def clear(self) -> None:
        scene = self.scene
        if scene.hint_bubble is not None:
            scene.remove(scene.hint_bubble)
            scene.hint_bubble = None
        for item in scene.hands.get(PERSON, []):
            if item.hinted or item.value_text:
                item.value_text = ""
                item.set_flags(hinted=False)
        if scene.hints is not None:
            scene.hints.cancel()
