"""A long Partie opens, resumes and is taken back exactly as it was played, and tells the views once.

The table shows a resumed Partie from the deal of the hand in progress, and the models start from that
deal's observation (``GameController._replay``): the hands before it never pass through the models event
by event.  These tests hold that shortcut to the slow way: a Partie played in the window, hand after
hand, and models fed every event one by one.
"""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.app.models import HandModel, PlayersModel, TrickModel
from jassdesk.app.score_sheets import score_sheet_for
from jassdesk.app.settings import Settings
from jassdesk.engine.actions import ActionKind
from jassdesk.engine.record import GameRecord
from jassdesk.engine.rules import Game
from jassdesk.storage.paths import StoragePaths
from jassdesk.storage.saved_games import load_saved_game, save_game
from jassdesk.storage.statistics import StatisticsDB
from jassdesk.ui.mainwindow import MainWindow

from .helpers import TIMEOUT, decide, person_decision, wait_for_person_or_summary

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "long_partie.py"
_spec = importlib.util.spec_from_file_location("long_partie_benchmark", _PATH)
bench = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = bench
_spec.loader.exec_module(bench)

ROLES = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.UserRole)


def _window(qtbot, paths: StoragePaths) -> MainWindow:  # noqa: ANN001
    window = MainWindow(Settings(animation_speed="instant", ai_pace_ms=0, language="en", hints="request"),
                        paths=paths)
    qtbot.addWidget(window)
    window.setWindowState(Qt.WindowState.WindowNoState)
    window.resize(1280, 800)
    window.reviewing.reviews.worlds = 6
    window.reviewing.reviews.process = None
    window.show()
    qtbot.waitExposed(window)
    return window


def _sheet(model) -> list:  # noqa: ANN001
    return [[model.index(r, c).data(role) for c in range(model.columnCount()) for role in ROLES]
            for r in range(model.rowCount())]


def _what_the_person_sees(window: MainWindow) -> dict:
    scene, c = window.scene, window.controller
    return {
        "hand": [it.card for it in scene.hands[PERSON]],
        "legal": [it.card for it in scene.hands[PERSON] if it.legal],
        "others": {s: len(items) for s, items in scene.hands.items() if s != PERSON},
        "trick": [(s, it.card) for s, it in scene.trick],
        "stock": len(scene.stock),
        "plates": {s: (p.name, p.dealer, p.vorhand, p.turn, p.points) for s, p in scene.plates.items()},
        "mode": scene.mode, "taken": list(scene.taken),
        "sheet": _sheet(c.score_model), "totals": list(c.score_model.totals),
        "last_trick": c.trick_model.last,
        "record": c.record(), "engine": c.state.snapshot(),
    }


def _play_hands(qtbot, window: MainWindow, hands: int) -> None:  # noqa: ANN001
    """The person clicks the first legal choice, hand after hand, to a decision in hand ``hands + 1``."""
    c = window.controller
    for _ in range(200 * (hands + 1)):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            window.scene.continue_hand()
            continue
        if c.state.hand_no >= hands and c.state.results:
            break
        before = len(c.state.history)
        decide(qtbot, window)
        assert len(c.state.history) > before, f"the click for {person_decision(window)} was not applied"
    else:
        raise AssertionError(f"hand {hands + 1} was not reached")
    qtbot.waitUntil(lambda: person_decision(window) is not None, timeout=TIMEOUT)


@pytest.mark.parametrize("game", list(bench.LONG_RULES))
def test_a_partie_played_over_several_hands_resumes_exactly_as_it_was(qtbot, tmp_path, game):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    window = _window(qtbot, paths)
    rules = bench.LONG_RULES[game]()
    n = rules.n_players
    window.start(GameConfig(rules, 31, ("You", "Anna", "Beat", "Cla")[:n], (None,) + ("random",) * (n - 1),
                            start_dealer=n - 1))
    _play_hands(qtbot, window, 3)
    played = _what_the_person_sees(window)
    hands_recorded = len(window.controller.state.results)
    window.close()
    assert window.keeper.writer.flush()

    again = _window(qtbot, paths)  # as the next start does after "Continue"
    again.resume(load_saved_game(again.keeper.autosaver.path(0)), same_database=True)
    qtbot.waitUntil(lambda: person_decision(again) is not None, timeout=TIMEOUT)
    assert _what_the_person_sees(again) == played
    again.close()
    db = StatisticsDB(paths.statistics_db)  # the hands before the resume were recorded once, not again
    assert db.totals(game.value)["hands"] == hands_recorded
    db.close()


def _fed_one_by_one(record: GameRecord, config: GameConfig) -> dict:
    """What the models hold when every event of the record is shown one at a time, as when it was played."""
    state = record.fresh_state()
    hand, trick, players = HandModel(), TrickModel(), PlayersModel()
    sheet = score_sheet_for(record.rules.game)()
    obs = state.observation(PERSON)
    hand.reset(obs), trick.reset(obs), sheet.reset(obs), players.reset(config, obs)

    def show(events, obs) -> None:  # noqa: ANN001
        for e in events:
            for model in (hand, trick, sheet, players):
                model.on_event(e, obs)

    show(state.initial_events, obs)
    for action in record.actions:
        events = state.apply(action)
        show(events, state.observation(PERSON))
    obs = state.observation(PERSON)
    hand.set_legal(obs)
    players.set_turn(state.current_player)
    return {"cards": hand.cards, "legal": hand.legal_mask, "trick": trick.plays, "last": trick.last,
            "sheet": _sheet(sheet), "totals": list(sheet.totals),
            "players": (players.dealer, players.vorhand, players.turn, players.counts)}


@pytest.mark.parametrize("game", list(bench.LONG_RULES))
def test_a_long_partie_opens_as_if_every_event_had_been_shown_and_tells_the_views_once(  # noqa: ANN001
        qtbot, tmp_path, game):
    state = bench.long_partie(bench.LONG_RULES[game](), 3000, seed=8)
    assert len(state.history) == 3000 or state.is_over  # Coiffeur and Differenzler end sooner
    path = tmp_path / "long.jass"
    save_game(path, bench.saved_game(state))
    window = _window(qtbot, StoragePaths.under(tmp_path / "home"))
    c = window.controller
    resets, changes = [], []
    sheet_resets = []

    def watch(model) -> None:  # noqa: ANN001
        model.modelReset.connect(lambda: resets.append(model))
        model.dataChanged.connect(lambda *_: changes.append(model))

    for model in (c.hand_model, c.trick_model, c.players_model):
        watch(model)
    c.scoreModelChanged.connect(lambda m: m.modelReset.connect(lambda: sheet_resets.append(m)))
    c.score_model.modelReset.connect(lambda: sheet_resets.append(c.score_model))

    assert window.open_game(path)
    qtbot.waitUntil(lambda: c.caught_up, timeout=TIMEOUT)
    # a handful of resets: the start, the one batch of the finished hands, the hand in progress (its deal,
    # mode and Weis) -- not one per event of the thousands replayed
    print(f"{game.value}: {len(state.history)} actions, sheet resets {len(sheet_resets)}, "
          f"other models' resets and changes {len(resets) + len(changes)}")
    assert len(sheet_resets) <= 12
    assert len(resets) + len(changes) <= 250

    expected = _fed_one_by_one(GameRecord.of(state), window.controller.config)
    assert {"cards": c.hand_model.cards, "legal": c.hand_model.legal_mask, "trick": c.trick_model.plays,
            "last": c.trick_model.last, "sheet": _sheet(c.score_model), "totals": list(c.score_model.totals),
            "players": (c.players_model.dealer, c.players_model.vorhand, c.players_model.turn,
                        c.players_model.counts)} == expected
    # and the table shows the hand in progress as the engine has it
    obs = c.state.observation(PERSON)
    assert sorted(it.card for it in window.scene.hands[PERSON]) == sorted(
        card for card in range(36) if obs.hand >> card & 1)
    assert [it.card for _, it in window.scene.trick] == list(obs.trick)


def test_undo_to_the_start_of_a_long_practice_partie_rebuilds_it_from_its_record(qtbot, tmp_path):  # noqa: ANN001
    game = Game.SCHIEBER
    state = bench.long_partie(bench.LONG_RULES[game](), 1200, seed=3)
    path = tmp_path / "practice.jass"
    save_game(path, bench.saved_game(state, practice=True))
    window = _window(qtbot, StoragePaths.under(tmp_path / "home"))
    assert window.open_game(path)
    c = window.controller
    qtbot.waitUntil(lambda: person_decision(window) is not None, timeout=TIMEOUT)
    history = c.state.history
    point = c.undo_point()
    assert point is not None and point > 1000
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: person_decision(window) is not None and len(c.state.history) == point, timeout=TIMEOUT)
    assert c.state.history == history[:point]
    expected = _fed_one_by_one(GameRecord.of(c.state), c.config)
    assert _sheet(c.score_model) == expected["sheet"] and c.hand_model.cards == expected["cards"]
    # the person takes a different card and the Partie goes on from there
    legal = [a for a in c.state.legal_actions() if a.kind is ActionKind.PLAY]
    if legal:
        assert c.act(random.Random(1).choice(legal)) is None
