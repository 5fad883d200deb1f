"""The Differenzler score sheet: bid/points → penalty per player and hand, the totals, the leader, the places."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import Qt

from jassdesk.app.score_sheets import DifferenzlerSheetModel, score_sheet_for
from jassdesk.engine import events as ev
from jassdesk.engine.differenzler import BidMade
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Game
from jassdesk.engine.scoring import HandResult

ZEROS = (0,) * 4


def result(no: int, bids: tuple, made: tuple, penalties: tuple) -> HandResult:
    return HandResult(no, 0, Mode(1), 1, made, ZEROS, ZEROS, ZEROS, penalties, True, bids)


def obs(scores=ZEROS, results=(), bids=(None,) * 4, has_bid=(False,) * 4, mode=None):  # noqa: ANN001, ANN201
    return SimpleNamespace(scores=scores, results=results, bids=bids, has_bid=has_bid, mode=mode)


def cells(model: DifferenzlerSheetModel) -> list[list]:
    return [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(model.rowCount())]


def test_the_differenzler_sheet_is_the_games_own(qapp):  # noqa: ANN001
    assert score_sheet_for(Game.DIFFERENZLER) is DifferenzlerSheetModel
    model = DifferenzlerSheetModel()
    model.set_side_names(["Me", "Left", "Top", "Right"])
    assert model.columnCount() == 5
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(1, 5)] == ["Me", "Left", "Top", "Right"]
    assert model.title() == "Bids and penalties"


def test_hands_totals_leader_and_shared_places(qapp):  # noqa: ANN001
    model = DifferenzlerSheetModel()
    model.set_side_names(["Me", "Left", "Top", "Right"])
    model.reset(obs())
    assert cells(model) == [["Σ", "0", "0", "0", "0"]]  # no leader before a hand is scored
    model.on_event(ev.HandStarted(0, 0, 3), obs())
    # hidden bids: the person's own value, the others only that they have bid
    model.on_event(BidMade(1, None), obs(bids=(None,) * 4, has_bid=(False, True, False, False)))
    model.on_event(BidMade(0, None), obs(bids=(60, None, None, None), has_bid=(True, True, False, False)))
    assert cells(model)[0] == ["1.", "60/–", "✓", "", ""]
    first = result(0, (60, 30, 40, 27), (48, 30, 52, 27), (12, 0, 12, 0))
    model.on_event(ev.HandScored(first), obs(scores=(12, 0, 12, 0)))
    assert cells(model)[0] == ["1.", "60/48\n→ 12", "30/30\n→ 0", "40/52\n→ 12", "27/27\n→ 0"]
    assert cells(model)[-1] == ["Σ", "12", "★ 0", "12", "★ 0"]  # two leaders share the first place
    assert model.places == (3, 1, 3, 1) and model.leaders == [1, 3]
    second = result(1, (50, 20, 60, 27), (50, 30, 50, 27), (0, 10, 10, 0))
    model.on_event(ev.HandStarted(1, 1, 0), obs(scores=(12, 0, 12, 0)))
    model.on_event(ev.HandScored(second), obs(scores=(12, 10, 22, 0)))
    assert cells(model)[-1] == ["Σ", "12", "10", "22", "★ 0"]
    assert model.places == (3, 2, 4, 1) and model.totals == [12, 10, 22, 0]
    tip = model.index(1, 1).data(Qt.ItemDataRole.ToolTipRole)
    assert tip == "Me: bid 50, made 50, penalty 0"
    assert model.index(2, 4).data(Qt.ItemDataRole.ToolTipRole) == "Right: place 1, total penalty 0"
    assert model.index(2, 0).data(Qt.ItemDataRole.UserRole) == "total"
    model.on_event(ev.PartieOver(3, (12, 10, 22, 0)), obs(scores=(12, 10, 22, 0)))
    assert model.rowCount() == 3


def test_open_bids_are_on_the_sheet_as_they_are_made(qapp):  # noqa: ANN001
    model = DifferenzlerSheetModel()
    model.reset(obs())
    model.on_event(ev.HandStarted(0, 0, 3), obs())
    model.on_event(BidMade(1, 35), obs(bids=(None, 35, None, None), has_bid=(False, True, False, False)))
    assert cells(model)[0][1:] == ["", "35/–", "", ""]
