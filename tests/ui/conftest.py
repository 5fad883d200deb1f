"""A main window at instant speed with random AI players, torn down cleanly."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from jassdesk.app.settings import Settings


@pytest.fixture
def settings():  # noqa: ANN201
    return Settings(animation_speed="instant", ai_pace_ms=0, language="en", hints="request")


@pytest.fixture
def window(qtbot, settings):  # noqa: ANN001, ANN201
    from jassdesk.ui.mainwindow import MainWindow

    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.setWindowState(Qt.WindowState.WindowNoState)  # the offscreen screen is small: a first start maximizes
    win.resize(1280, 800)
    win.reviewing.reviews.worlds = 6  # the review after each hand: a token search, on a thread, in tests
    win.reviewing.reviews.process = None
    win.show()
    qtbot.waitExposed(win)
    yield win
    win.shutdown()
    assert win.controller.worker.active == 0
