"""Work put off until the first paint runs once, after it, and never for an owner that is gone."""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QObject
from PySide6.QtWidgets import QLabel

from jassdesk.ui import first_paint


def test_work_waits_for_the_first_paint_and_is_dropped_with_its_owner(qtbot, monkeypatch):  # noqa: ANN001
    monkeypatch.setattr(first_paint, "_watcher", None)  # as in a new application: nothing painted yet
    done: list[str] = []
    kept, gone = QObject(), QObject()
    first_paint.after_first_paint(kept, lambda: done.append("kept"))
    first_paint.after_first_paint(gone, lambda: done.append("gone"))
    shiboken6.delete(gone)  # a window closed before anything painted
    qtbot.wait(10)
    assert done == []  # nothing has painted yet
    label = QLabel("painted")
    qtbot.addWidget(label)
    label.show()
    qtbot.waitUntil(lambda: done == ["kept"], timeout=2000)
    # once painted, later work runs at the next turn of the event loop, and not for a deleted owner
    late = QObject()
    first_paint.after_first_paint(late, lambda: done.append("late"))
    other = QObject()
    first_paint.after_first_paint(other, lambda: done.append("other"))
    shiboken6.delete(other)
    qtbot.waitUntil(lambda: "late" in done, timeout=2000)
    qtbot.wait(20)
    assert done == ["kept", "late"]
