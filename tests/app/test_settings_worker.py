"""The session settings, the worker thread, the AI process, hints and the translations."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from jassdesk import i18n
from jassdesk.app.aiprocess import AIProcess
from jassdesk.app.hint_service import HintController
from jassdesk.app.settings import AnimationSpeed, HintMode, Settings
from jassdesk.app.worker import Worker
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules


def test_settings_validate_and_signal_only_changes(qapp):  # noqa: ANN001
    s = Settings(language="en")
    changed = []
    s.changed.connect(changed.append)
    s.set("face_set", "french")
    s.set("face_set", "french")
    s.set("animation_speed", "instant")
    assert changed == ["face_set", "animation_speed"]
    assert s.animation_speed is AnimationSpeed.INSTANT and s.animation_speed.factor == 0
    assert s.deck.name == "FRENCH"
    with pytest.raises(ValueError):
        s.set("ai_pace_ms", -1)
    with pytest.raises(ValueError):
        s.set("language", "rm")  # Romansh: not (yet) one of the four
    s.set("language", "fr_CH")
    assert s.language == "fr"
    with pytest.raises(KeyError):
        s.set("colour", "red")
    assert Settings.validate("face_set", "FRENCH") == "french"
    with pytest.raises(KeyError):
        Settings.validate("colour", "red")
    with pytest.raises(ValueError):
        Settings.validate("hints", "sometimes")
    data = s.to_dict()
    t = Settings()
    t.from_dict({**data, "unknown": 1, "hints": "nonsense"})
    assert t.face_set == s.face_set and t.animation_speed == s.animation_speed
    assert t.hints is HintMode.ON_REQUEST  # the invalid value was skipped


def test_worker_reports_on_the_gui_thread_and_shuts_down(qtbot):  # noqa: ANN001
    w = Worker()
    got, errors = [], []
    w.finished.connect(lambda t, r: got.append((t, r)))
    w.error.connect(lambda t, m: errors.append((t, m)))
    t1 = w.submit(lambda: 6 * 7)
    t2 = w.submit(lambda: 1 / 0)
    qtbot.waitUntil(lambda: bool(got and errors), timeout=5000)
    assert got == [(t1, 42)]
    assert errors[0][0] == t2 and "ZeroDivisionError" in errors[0][1]
    w.shutdown()
    assert w.active == 0
    with pytest.raises(RuntimeError):
        w.submit(lambda: 1)


def _position():  # noqa: ANN202
    from jassdesk.ai.levels import make_player

    state = new_state(Rules.schieber_seed(), 9, start_dealer=3)
    p = make_player("random", 1)
    while state.decision.value != "play":
        state.apply(p.choose(state.observation(state.current_player)))
    return state


def test_ai_process_answers_and_ends(qtbot):  # noqa: ANN001
    state = _position()
    proc = AIProcess()
    got = []
    proc.finished.connect(lambda t, r: got.append((t, r)))
    ticket = proc.choose(("partie", 0), "random", 3, state.observation(state.current_player))
    qtbot.waitUntil(lambda: bool(got), timeout=30000)
    assert got[0][0] == ticket and got[0][1] in state.legal_actions()
    assert proc.running
    proc.shutdown()
    assert not proc.running


def test_hint_controller_runs_the_real_hint_off_the_gui_thread(qtbot):  # noqa: ANN001
    state = _position()
    obs = state.observation(state.current_player)
    hints = HintController(budget=0.1)
    got = []
    hints.ready.connect(lambda h, o: got.append((h, o)))
    assert hints.request(obs)
    qtbot.waitUntil(lambda: bool(got), timeout=30000)
    hint, answered = got[0]
    assert answered is obs
    assert hint.best in obs.legal_actions
    assert hint.reason("de", 0) and hint.reason("en", 0)
    assert {r.action for r in hint.ranked} <= set(obs.legal_actions)
    hints.shutdown()


def test_translations_ship_and_load(qapp):  # noqa: ANN001
    assert set(i18n.TABLES) == set(i18n.LANGUAGES)  # every entry answered: tests/i18n
    try:
        assert i18n.install("de")
        assert QCoreApplication.translate("MainWindow", "&Game") == "&Spiel"
        assert QCoreApplication.translate("Choices", "Choose the trump") == "Trumpf ansagen"
        assert QCoreApplication.translate("ScoreSheet", "Hand") == "Spiel"
        assert QCoreApplication.translate("Levels", "Random") == "Zufall"
    finally:
        i18n.install("en")
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
