"""How long a newcomer takes through a lesson of the Jass school, at the table's normal speed.

``python benchmarks/school_lesson_time.py [LESSON] [--wpm 150] [--think 3]`` opens the school's window (on
the platform of the environment: under Xvfb with ``QT_QPA_PLATFORM=xcb`` as a person sees it), opens the
lesson by clicking its tile, and takes it through as a newcomer who reads every sentence the guide shows at
``--wpm`` words a minute, then looks ``--think`` seconds for the card before clicking it (the mouse on the
card's corner, a table button, the guide's card, or Enter for Continue).  The table runs at its normal
animation speed and AI pace, so the time includes every animation and the other players' moves.  It never
opens the rules help.  It prints the time reading, the time acting and waiting for the table, and the total
in minutes; issue #31 asks a newcomer through lesson 1 in under five minutes.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("lesson", nargs="?", default="cards", help="the lesson's id (default: cards, lesson 1)")
    parser.add_argument("--wpm", type=float, default=150.0, help="reading speed, words a minute")
    parser.add_argument("--think", type=float, default=3.0, help="seconds to find the card before a click")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--deck", default="swiss")
    parser.add_argument("--size", default="800x600")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from PySide6.QtCore import QPointF, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from jassdesk import i18n
    from jassdesk.app.settings import Settings
    from jassdesk.cards.provider import CardImageProvider
    from jassdesk.engine.actions import ActionKind, Play
    from jassdesk.school.lesson import Expect, Free, Question
    from jassdesk.ui.school.window import SchoolWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    settings = Settings(language=args.lang, face_set=args.deck)  # normal speed, the default AI pace
    i18n.install(args.lang, app)
    window = SchoolWindow(settings, CardImageProvider(face_set=settings.face_set))
    w, h = (int(v) for v in args.size.split("x"))
    window.resize(w, h)
    window.show()
    QTest.qWaitForWindowExposed(window)

    def wait(seconds: float) -> None:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            app.processEvents()
            time.sleep(0.005)

    def settled() -> bool:
        c, ex = window.controller, window.controller.exercise
        if window.scene.overlays.panel is not None:
            return getattr(window.scene.overlays.panel, "takes_keys", True)
        return c.caught_up and not window.scene.animating and (ex.done or c.reading or ex.waiting_for_person())

    def click_scene(point: QPointF) -> None:
        QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton, pos=window.view.mapFromScene(point))

    def take(action) -> None:  # noqa: ANN001
        if action.kind is ActionKind.PLAY:
            item = next((it for it in window.scene.felt.person_cards() if it.card == int(action.card)), None)
            if item is not None:
                click_scene(item.mapToScene(QPointF(item.width * 0.1, item.height * 0.18)))
                return
            button = next(b for b in window.guide.card_buttons if b.property("card") == int(action.card))
            QTest.mouseClick(button, Qt.MouseButton.LeftButton)
            return
        chip = next(b for b in window.scene.chips if getattr(b, "action", None) is not None
                    and b.action.code == action.code)
        click_scene(chip.mapToScene(QPointF(chip.w / 2, chip.h / 2)))

    key = f"lesson_{args.lesson}"
    tile = window.home.tiles[key]
    start = time.monotonic()
    QTest.mouseClick(tile, Qt.MouseButton.LeftButton)
    exercise = window.controller.exercise
    reading = 0.0
    read: set[str] = set()
    while not exercise.done:
        if time.monotonic() - start > 1800:
            raise SystemExit("the lesson did not end in 30 minutes")
        if not settled():
            wait(0.02)
            continue
        shown = window.guide.text.text() + " " + (window.guide.answer_label.text()
                                                  if window.guide.answer_label.isVisible() else "")
        if shown not in read:  # the person reads what is new before acting
            read.add(shown)
            seconds = len(shown.split()) / args.wpm * 60
            reading += seconds
            wait(seconds)
        if window.scene.overlays.panel is not None:
            QTest.keyClick(window.view, Qt.Key.Key_Return)
            continue
        if window.controller.reading:
            QTest.mouseClick(window.guide.continue_button, Qt.MouseButton.LeftButton)
            continue
        step = exercise.step
        wait(args.think)
        if isinstance(step, Question):
            take(Play(step.answers[0]))
        elif isinstance(step, Expect):
            take(step.right[0])
        elif isinstance(step, Free):
            legal = exercise.state.legal_actions()
            take(next((a for a in legal if a.kind is ActionKind.PLAY), legal[0]))
    total = time.monotonic() - start
    print(f"lesson {args.lesson}: {len(read)} texts read at {args.wpm:.0f} words/min, {args.think:.0f} s per card")
    print(f"reading {reading / 60:.1f} min, acting and the table {(total - reading) / 60:.1f} min")
    print(f"total {total / 60:.1f} min; stars {exercise.stars}")
    window.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
