"""Autosave after every action, statistics of every hand and Partie, and resuming a Partie exactly."""

from __future__ import annotations

import random
import threading
import time

import pytest

from jassdesk.app.controller import GameController
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.app.keeper import AutosaveWriter, PartieKeeper, config_of
from jassdesk.app.settings import Settings
from jassdesk.app.statistics_recorder import StatisticsRecorder
from jassdesk.engine.rules import Rules
from jassdesk.storage.autosave import Autosaver
from jassdesk.storage.paths import StoragePaths
from jassdesk.storage.statistics import StatisticsDB

TIMEOUT = 20000


def _config(rules, seed, dealer=None):  # noqa: ANN001, ANN202
    n = rules.n_players
    return GameConfig(rules, seed, ("Anna", "Ueli", "Vreni", "Sepp")[:n], (None,) + ("random",) * (n - 1), dealer)


@pytest.fixture
def table(qapp, tmp_path):  # noqa: ANN001, ANN201
    """A controller with its keeper and statistics recorder, as the main window wires them."""
    paths = StoragePaths.under(tmp_path)
    c = GameController(Settings(ai_pace_ms=0, language="en"))
    recorder = StatisticsRecorder(c, paths.statistics_db)
    keeper = PartieKeeper(c, Autosaver(paths.autosave_dir))
    keeper.extras.append(recorder.extra)
    yield c, keeper, recorder, paths
    c.shutdown()
    keeper.close()
    recorder.close()


def _person_moves(qtbot, c: GameController, rng: random.Random, n: int) -> None:  # noqa: ANN001
    for _ in range(n):
        qtbot.waitUntil(lambda: c.state.is_over or (c.caught_up and c.state.current_player == PERSON),
                        timeout=TIMEOUT)
        if c.state.is_over:
            return
        c.act(rng.choice(c.state.legal_actions()))


@pytest.mark.parametrize("rules", [Rules.schieber_swiss(), Rules.schmaus()], ids=["schieber", "schmaus"])
def test_every_action_is_autosaved_and_resumes_exactly(qtbot, table, rules):  # noqa: ANN001
    c, keeper, recorder, paths = table
    c.new_game(_config(rules, seed=17))
    _person_moves(qtbot, c, random.Random(1), 12)
    qtbot.waitUntil(lambda: c.caught_up and c.state.current_player == PERSON, timeout=TIMEOUT)  # AI seats wait
    assert keeper.writer.flush()
    saved, problems = keeper.autosaver.latest()
    assert not problems and saved is not None
    assert saved.record.actions == c.state.history  # the last action is on disk
    assert [s.name for s in saved.seats] == list(c.config.names)
    assert saved.seats[0].level == "person" and saved.seats[1].level == "random"
    assert saved.extra["stats_partie"] == recorder.partie_id

    other = GameController(Settings(ai_pace_ms=0, language="en"))
    try:
        other.resume(config_of(saved), saved.record, saved.extra["partie"])
        assert other.state.history == c.state.history
        assert other.state.observation(PERSON) == c.state.observation(PERSON)
        qtbot.waitUntil(lambda: other.caught_up and not other.fast_forward, timeout=TIMEOUT)
        assert other.hand_model.cards == c.hand_model.cards
        assert other.trick_model.plays == c.trick_model.plays and other.trick_model.last == c.trick_model.last
        # the sheet's totals: what is written (trick points are written when the hand is scored)
        assert other.score_model.totals == c.score_model.totals
        assert [r.written for r in other.score_model.results] == [r.written for r in c.state.results]
    finally:
        other.shutdown()


def test_hands_and_partien_are_recorded_from_the_persons_side(qtbot, table):  # noqa: ANN001
    c, keeper, recorder, paths = table
    rules = Rules.schieber_swiss()
    c.new_game(_config(Rules(**{**rules.__dict__, "target": 300}), seed=4))
    _person_moves(qtbot, c, random.Random(2), 400)
    assert c.state.is_over
    assert recorder.flush()  # the records are written on the recorder's thread
    db = StatisticsDB(paths.statistics_db)
    try:
        totals = db.totals()
        assert totals["partien"] == 1
        assert totals["hands"] == len(c.state.results)
        won = c.state.winner == 0
        assert totals["won"] == int(won)
        row = db.conn.execute("SELECT score_person, score_other, levels FROM partien").fetchone()
        assert (row[0], row[1]) == tuple(c.state.scores)
        assert "random" in row[2] and "person" in row[2]
    finally:
        db.close()
    assert keeper.writer.flush()
    saved, _ = keeper.autosaver.latest()
    assert saved is None  # a finished Partie is not offered to continue


def test_hands_rotate_the_autosave_generations(qtbot, table):  # noqa: ANN001
    c, keeper, recorder, paths = table
    c.new_game(_config(Rules.schmaus(), seed=9))
    _person_moves(qtbot, c, random.Random(3), 200)
    assert keeper.writer.flush()
    if not c.state.is_over:
        assert keeper.autosaver.path(1).exists()  # the start of the Partie (or of an earlier hand)


def test_the_writer_coalesces_and_keeps_a_rotation(tmp_path):  # noqa: ANN001
    """Saves asked for while one is written collapse into the newest; a rotation asked for is not dropped."""
    from jassdesk.engine.record import GameRecord, new_state
    from jassdesk.storage.saved_games import SavedGame, Seat

    gate = threading.Event()
    calls = []

    class SlowAutosaver(Autosaver):
        def save(self, game, rotate=False):  # noqa: ANN001, ANN202
            gate.wait(5)
            calls.append((len(game.record.actions), rotate))
            super().save(game, rotate)

    state = new_state(Rules.schmaus(), 1)
    rng = random.Random(1)
    games = []
    for _ in range(5):
        state.apply(rng.choice(state.legal_actions()))
        games.append(SavedGame(GameRecord.of(state), (Seat("a", "person"), Seat("b", "random"))))
    errors = []
    writer = AutosaveWriter(SlowAutosaver(tmp_path), errors.append)
    writer.save(games[0])
    time.sleep(0.1)  # the first save is being written (and waits at the gate)
    writer.save(games[1], rotate=True)
    writer.save(games[2])
    writer.save(games[3])
    gate.set()
    assert writer.flush()
    writer.close()
    assert calls == [(1, False), (4, True)]
    assert not errors


def test_a_failing_autosave_is_reported_and_the_game_goes_on(qtbot, table, tmp_path):  # noqa: ANN001
    c, keeper, recorder, paths = table
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    keeper.autosaver.folder = blocker / "autosave"  # cannot be created: a file is in the way
    problems = []
    keeper.problem.connect(problems.append)
    c.new_game(_config(Rules.schmaus(), seed=2))
    _person_moves(qtbot, c, random.Random(4), 3)
    keeper.writer.flush()
    qtbot.waitUntil(lambda: bool(problems), timeout=TIMEOUT)
    assert "not-a-folder" in problems[0]
    assert not c.state.is_over or c.state.history
