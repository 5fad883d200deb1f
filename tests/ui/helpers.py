"""Driving the window as a person would: clicks on card items and table buttons, keys."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from jassdesk.app.game_config import PERSON
from jassdesk.engine.actions import Decision
from jassdesk.ui.items import ButtonItem, PackItem

TIMEOUT = 15000


def view_point(window, scene_point: QPointF):  # noqa: ANN001, ANN201
    return window.view.mapFromScene(scene_point)


def click_scene(qtbot, window, scene_point: QPointF) -> None:  # noqa: ANN001
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=view_point(window, scene_point))


def click_card(qtbot, window, item) -> None:  # noqa: ANN001
    """Click a card of the hand on its corner index (the part of a fanned card that is never covered)."""
    point = item.mapToScene(QPointF(item.width * 0.1, item.height * 0.18))
    click_scene(qtbot, window, point)


def click_button(qtbot, window, button: ButtonItem) -> None:  # noqa: ANN001
    click_scene(qtbot, window, button.mapToScene(QPointF(button.w / 2, button.h / 2)))


def person_decision(window) -> Decision | None:  # noqa: ANN001
    """The person's pending decision once the table has caught up, else None."""
    scene, c = window.scene, window.controller
    if scene._awaiting is None or scene._awaiting[0] != PERSON or not c.caught_up or scene.animating:
        return None
    if c.state.current_player != PERSON:
        return None
    return Decision(scene._awaiting[1])


def wait_for_person_or_summary(qtbot, window) -> None:  # noqa: ANN001
    qtbot.waitUntil(lambda: person_decision(window) is not None or window.scene.overlay is not None
                    or window.controller.state.is_over, timeout=TIMEOUT)


def decide(qtbot, window, mode_choice=None) -> Decision:  # noqa: ANN001
    """Take the person's pending decision with the mouse; returns what was decided."""
    scene = window.scene
    d = person_decision(window)
    assert d is not None
    if d is Decision.PLAY:
        legal = [it for it in scene.hands[PERSON] if it.legal]
        assert legal, "the table shows no legal card on the person's turn"
        click_card(qtbot, window, legal[0])
    elif d is Decision.CUT:
        pack = next(it for it in scene.decision_items if isinstance(it, PackItem))
        click_scene(qtbot, window, pack.mapToScene(QPointF(pack.x_of(18), 30)))
    elif d is Decision.CHOOSE_MODE:
        buttons = [b for b in scene.chips if getattr(b, "action", None) is not None]
        button = buttons[0] if mode_choice is None else next(b for b in buttons if mode_choice(b.action))
        click_button(qtbot, window, button)
    elif d is Decision.CHOOSE_DEALER:
        click_button(qtbot, window, scene.chips[0])
    elif d is Decision.BID:  # typed into the bid panel, Enter
        window.view.setFocus()
        qtbot.keyClicks(window.view, "40")
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
    return d


def play_hand(qtbot, window, max_steps: int = 200) -> dict:  # noqa: ANN001
    """Play until the hand summary (or the end of the Partie) shows; returns what the person decided."""
    seen: dict = {}
    for _ in range(max_steps):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None or window.controller.state.is_over:
            return seen
        before = len(window.controller.state.history)
        d = decide(qtbot, window)
        seen[d] = seen.get(d, 0) + 1
        assert len(window.controller.state.history) == before + 1, f"the click for {d} was not applied"
    raise AssertionError("the hand did not end")


def shown(controller, kind: type) -> list:  # noqa: ANN001
    """The events of ``kind`` the table shows from now on (a list that fills as they come)."""
    seen: list = []
    controller.eventShown.connect(lambda e: isinstance(e, kind) and seen.append(e))
    return seen
