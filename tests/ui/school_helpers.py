"""Driving the school's window as a person would: tiles and buttons clicked, cards clicked, keys pressed."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from jassdesk.app.game_config import PERSON
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.actions import ActionKind

TIMEOUT = 15000


def make_school(qtbot, settings, size=(1280, 800)):  # noqa: ANN001, ANN201
    from jassdesk.ui.school.window import SchoolWindow

    window = SchoolWindow(settings, CardImageProvider(face_set=settings.face_set))
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def click_scene(qtbot, window, scene_point: QPointF) -> None:  # noqa: ANN001
    qtbot.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(scene_point))


def card_item(window, card: int):  # noqa: ANN001, ANN201
    """The person's card item showing ``card`` (None if it is not in his hand on the table)."""
    return next((it for it in window.scene.felt.person_cards() if it.card == card), None)


def click_card(qtbot, window, card: int) -> None:  # noqa: ANN001
    """Click a card of the person's hand on its corner index (never covered by its neighbour)."""
    item = card_item(window, card)
    assert item is not None, f"card {card} is not in the person's hand on the table"
    click_scene(qtbot, window, item.mapToScene(QPointF(item.width * 0.1, item.height * 0.18)))


def click_chip(qtbot, window, matches) -> None:  # noqa: ANN001
    """Click the table's choice button (a mode, a push, a row, a Weis) whose action ``matches``."""
    chips = [b for b in window.scene.chips if getattr(b, "action", None) is not None and matches(b.action)]
    assert chips, "no button on the table offers that choice"
    button = chips[0]
    click_scene(qtbot, window, button.mapToScene(QPointF(button.w / 2, button.h / 2)))


def settled(window) -> bool:  # noqa: ANN001
    """The table shows the exercise as it is and waits for the person (or the exercise is over)."""
    c = window.controller
    exercise = c.exercise
    if exercise is None:
        return True
    if window.scene.overlays.panel is not None:
        return True
    if not c.caught_up or window.scene.animating:
        return False
    return exercise.done or c.reading or (exercise.waiting_for_person() and not _ai_turn(c))


def _ai_turn(controller) -> bool:  # noqa: ANN001
    member = getattr(controller.exercise, "ai_to_move", None)
    return bool(member()) if callable(member) else False


def wait_settled(qtbot, window) -> None:  # noqa: ANN001
    qtbot.waitUntil(lambda: settled(window), timeout=TIMEOUT)


def press(qtbot, window, key) -> None:  # noqa: ANN001
    window.view.setFocus()
    qtbot.keyClick(window.view, key)


def take(qtbot, window, action) -> None:  # noqa: ANN001
    """The person takes ``action`` with the mouse: a card clicked, or the table's button for it."""
    if action.kind is ActionKind.PLAY:
        if card_item(window, int(action.card)) is not None:
            click_card(qtbot, window, int(action.card))
        else:  # a card of the trick: the guide shows it to click
            button = next(b for b in window.guide.card_buttons if b.property("card") == int(action.card))
            qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        return
    if action.kind is ActionKind.BID:
        window.view.setFocus()
        qtbot.keyClicks(window.view, str(action.points))
        qtbot.keyClick(window.view, Qt.Key.Key_Return)
        return
    click_chip(qtbot, window, lambda a: a.code == action.code)


def seat_is_person(window) -> bool:  # noqa: ANN001
    return window.controller.state.current_player == PERSON


def close_summary(qtbot, window) -> None:  # noqa: ANN001
    """Enter on the hand's summary, once it takes keys (it waits a moment so an Enter meant for the last card
    does not close it unseen)."""
    panel = window.scene.overlays.panel
    qtbot.waitUntil(lambda: getattr(panel, "takes_keys", True), timeout=TIMEOUT)
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.scene.overlays.panel is not panel, timeout=TIMEOUT)


def open_tile(qtbot, window, key: str) -> None:  # noqa: ANN001
    """Click the list's tile of ``key`` and wait for the exercise on the table."""
    tile = window.home.tiles[key]
    window.home.ensureWidgetVisible(tile)
    qtbot.mouseClick(tile, Qt.MouseButton.LeftButton)
    assert window.stack.currentWidget() is window.table_page
    wait_settled(qtbot, window)


def past_the_sentences(qtbot, window) -> None:  # noqa: ANN001
    """Enter until the guide waits for the person's action."""
    while window.controller.reading:
        press(qtbot, window, Qt.Key.Key_Return)
        wait_settled(qtbot, window)


def settings_on_disk(paths):  # noqa: ANN001, ANN201
    """Settings read from and saved to ``paths`` as the app keeps them (a restart reads them again)."""
    from jassdesk.app.persistence import SettingsPersistence
    from jassdesk.app.settings import Settings

    settings = Settings(animation_speed="instant", ai_pace_ms=0, language="en")
    persistence = SettingsPersistence(settings, paths)
    assert persistence.load() == []
    persistence.watch()
    settings.persistence = persistence  # kept as long as the settings (the app's session keeps it so)
    return settings
