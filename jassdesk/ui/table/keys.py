"""The table by keys: everything the mouse does (cards, choices, the cut, chips, the last trick)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt

from jassdesk.app.game_config import PERSON
from jassdesk.engine.actions import Cut, Decision

if TYPE_CHECKING:
    from .scene import TableScene


class Keyboard(QObject):
    """Arrows and Tab choose, Enter or Space take the choice; nothing is taken by Enter alone."""

    def __init__(self, scene: "TableScene") -> None:
        super().__init__(scene)
        self.scene = scene

    def key(self, key: int) -> bool:
        """Everything the mouse does, by keys: arrows and Tab choose, Enter or Space take the choice."""
        scene = self.scene
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
        if key == Qt.Key.Key_H:
            scene.request_hint()
            return True
        if key == Qt.Key.Key_L:
            scene.toggle_last_trick()
            return True
        if key == Qt.Key.Key_Escape and scene.last_trick_panel is not None:
            scene.overlays.close_last_trick()
            return True
        if key == Qt.Key.Key_Question:  # the refusal's "Why?"
            rule = next((b.rule for b in scene.bubbles.values() if getattr(b, "rule", None) and b.link), None)
            if rule is not None:
                scene.rules_requested.emit(rule)
            return rule is not None
        if scene.overlay is not None:
            return enter and scene.overlays.press_default()
        decision = scene.awaited_decision()
        if decision is Decision.PLAY:
            return self._play_key(key, enter)
        if decision is Decision.CUT:
            return self._cut_key(key, enter)
        if decision in (Decision.CHOOSE_MODE, Decision.CHOOSE_DEALER):
            steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1, Qt.Key.Key_Backtab: -1,
                     Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Tab: 1}
            if key in steps:
                return scene.choices.move_focus(steps[key])
            if enter:
                if not scene.choices.press_focused():
                    scene.message.emit(self.tr("Choose with the arrow keys, then press Enter."))
                return True
        return False

    def _cut_key(self, key: int, enter: bool) -> bool:
        scene = self.scene
        pack = scene.choices.pack()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and pack is not None:
            scene.choices.unfocus()
            pack.move_split(-1 if key == Qt.Key.Key_Left else 1)
            scene.message.emit(self.tr("Cut at %1: Enter cuts.").replace("%1", str(pack.hover_pos)))
            return True
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Up, Qt.Key.Key_Down):
            return scene.choices.move_focus(1)
        if enter:
            if not scene.choices.press_focused():
                if pack is not None and pack.hover_pos is not None:
                    scene.act(Cut(pack.hover_pos))
                else:
                    scene.message.emit(self.tr("Choose where to cut with the arrow keys, then press Enter."))
            return True
        return False

    def _play_key(self, key: int, enter: bool) -> bool:
        scene = self.scene
        items = scene.hands.get(PERSON, [])
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right) and items:
            scene.choices.unfocus()
            if scene.focus_index < 0:
                legal = [i for i, it in enumerate(items) if it.legal]
                scene.focus_index = legal[0] if legal else 0
            else:
                d = -1 if key == Qt.Key.Key_Left else 1
                scene.focus_index = (scene.focus_index + d) % len(items)
            scene.apply_person_interactive()
            card = items[scene.focus_index].card
            if card is not None:
                scene.message.emit(scene.card_name(card))
            return True
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Tab, Qt.Key.Key_Backtab):  # to the chips (Weis, Stöck, exchange)
            return scene.choices.move_focus(-1 if key == Qt.Key.Key_Backtab else 1)
        if key == Qt.Key.Key_Down:
            scene.choices.unfocus()
            return True
        if enter:
            if scene.choices.press_focused():
                return True
            if 0 <= scene.focus_index < len(items):
                card = items[scene.focus_index].card
                if card is not None:
                    scene.play_card(card)
                return True
        return False
