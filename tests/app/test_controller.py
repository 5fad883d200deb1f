"""The controller: the only place that applies actions; the models follow what the table shows."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QCoreApplication

from jassdesk.app.controller import GameController
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.app.models import CardRole, LegalRole, PlayersModel, sort_hand
from jassdesk.app.settings import Settings
from jassdesk.engine import events as ev
from jassdesk.engine.actions import Decision, Play
from jassdesk.engine.cards import cards_in
from jassdesk.engine.record import GameRecord
from jassdesk.engine.rules import Rules

TIMEOUT = 20000


def _config(rules, seed, dealer=None):  # noqa: ANN001, ANN202
    n = rules.n_players
    return GameConfig(rules, seed, ("P0", "P1", "P2", "P3")[:n], (None,) + ("random",) * (n - 1), dealer)


@pytest.fixture
def controller(qapp):  # noqa: ANN001, ANN201
    c = GameController(Settings(ai_pace_ms=0, language="en"))
    yield c
    c.shutdown()
    assert c.worker.active == 0 and not c.ai_process.running


def _play_partie(qtbot, c: GameController, seed: int) -> list:  # noqa: ANN001
    """Answer every decision of the person with a random legal action until the Partie ends."""
    rng = random.Random(seed)
    seen = []
    c.eventShown.connect(seen.append)
    for _ in range(5000):
        qtbot.waitUntil(lambda: c.state.is_over or (c.caught_up and c.state.current_player == PERSON),
                        timeout=TIMEOUT)
        if c.state.is_over:
            return seen
        obs = c.shown_obs
        # what the models show is the person's view of the engine at this moment
        assert c.hand_model.cards == sort_hand(cards_in(obs.hand))
        legal_cards = {a.card for a in obs.legal_actions if hasattr(a, "card")}
        assert {c.hand_model.index(i).data(CardRole) for i in range(c.hand_model.rowCount())
                if c.hand_model.index(i).data(LegalRole)} == legal_cards
        assert c.act(rng.choice(c.person_legal_actions())) is None
    raise AssertionError("the Partie did not end")


@pytest.mark.parametrize("rules", [Rules.schieber_swiss(target=400), Rules.schieber_seed(target=300),
                                   Rules.schmaus(target=300)], ids=["swiss", "seed", "schmaus"])
def test_a_whole_partie_headless(qtbot, controller, rules):  # noqa: ANN001
    controller.new_game(_config(rules, seed=5))
    seen = _play_partie(qtbot, controller, 5)
    state = controller.state
    assert state.is_over and isinstance(seen[-1], ev.PartieOver)
    sheet = controller.score_model
    assert sheet.totals == list(state.scores)
    assert [r.written for r in sheet.results] == [r.written for r in state.results]
    assert sheet.index(sheet.rowCount() - 1, 1).data() == state.scores[0]
    # everything the engine did was shown, in order, and the record replays
    assert GameRecord.of(state).replay().snapshot() == state.snapshot()
    assert controller.caught_up


def test_refused_action_emits_the_engines_reason_and_changes_nothing(qtbot, controller):  # noqa: ANN001
    controller.new_game(_config(Rules.schieber_seed(), seed=3, dealer=3))
    refused = []
    controller.refused.connect(lambda a, text: refused.append((a, text)))
    qtbot.waitUntil(lambda: controller.caught_up and controller.state.current_player == PERSON, timeout=TIMEOUT)
    state = controller.state
    assert state.decision is Decision.CUT
    before = state.snapshot()
    bad = Play(cards_in(controller.shown_obs.hand)[0]) if controller.shown_obs.hand else Play(0)
    refusal = controller.act(bad)
    assert refusal is not None
    assert refused == [(bad, refusal.message("en", controller.settings.deck))]
    assert state.snapshot() == before


def test_the_person_acts_only_on_turn(qtbot, controller):  # noqa: ANN001
    controller.new_game(_config(Rules.schieber_seed(), seed=3, dealer=0))  # seat 1 cuts
    refused = []
    controller.refused.connect(lambda a, text: refused.append(text))
    from jassdesk.engine.actions import Cut

    if controller.state.current_player != PERSON:
        assert controller.act(Cut(10)) is not None
        assert refused[-1] == "It is not your turn."


def test_a_new_game_drops_the_old_ai_answer(qtbot, controller):  # noqa: ANN001
    controller.new_game(_config(Rules.schieber_seed(), seed=1, dealer=0))  # AI seat 1 must cut now
    controller.new_game(_config(Rules.schieber_seed(), seed=2, dealer=3))  # the person cuts first
    qtbot.waitUntil(lambda: controller.caught_up and controller.state.current_player == PERSON, timeout=TIMEOUT)
    qtbot.wait(100)  # a late answer for the old Partie would arrive now
    assert controller.state.history == ()  # nothing of the old Partie was applied to the new one
    assert controller.state.seed == 2


class HoldingPresenter:
    """A table that takes its time: it reports each event only when told to."""

    def __init__(self, controller: GameController) -> None:
        self.controller = controller
        self.shown: list = []

    def present(self, event) -> bool:  # noqa: ANN001
        self.shown.append(event)
        return False

    def finish(self) -> None:
        self.controller.presented()


def test_events_wait_for_the_presenter_and_the_ai_waits_for_the_table(qtbot, controller):  # noqa: ANN001
    table = HoldingPresenter(controller)
    controller.presenter = table
    controller.new_game(_config(Rules.schieber_seed(), seed=4, dealer=0))  # seat 1 cuts (AI)
    assert len(table.shown) == 1 and isinstance(table.shown[0], ev.HandStarted)
    qtbot.wait(200)  # the AI has long decided, but the table is still busy: nothing is applied
    assert controller.state.history == ()
    for _ in range(50):
        table.finish()
        if len(controller.state.history) >= 1 and not controller.busy():
            break
        qtbot.wait(20)
    assert len(controller.state.history) >= 1
    kinds = [type(e).__name__ for e in table.shown]
    assert kinds[:3] == ["HandStarted", "PackCut", "CardsDealt"]


def test_players_model_markers(qtbot, controller):  # noqa: ANN001
    controller.new_game(_config(Rules.schieber_seed(), seed=4, dealer=3))
    pm = controller.players_model
    qtbot.waitUntil(lambda: controller.caught_up, timeout=TIMEOUT)
    assert pm.rowCount() == 4
    assert pm.index(3).data(PlayersModel.DealerRole) and not pm.index(0).data(PlayersModel.DealerRole)
    assert pm.index(0).data(PlayersModel.VorhandRole)  # clockwise: the person after the dealer
    assert pm.index(0).data(PlayersModel.TurnRole)  # the person cuts
    assert pm.index(1).data(PlayersModel.LevelRole) == "random"
    assert pm.index(2).data() == "P2"


def test_qt_app_is_core_or_gui(qapp):  # noqa: ANN001
    assert QCoreApplication.instance() is not None
