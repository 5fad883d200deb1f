"""The Jasstafel's chalk arithmetic: totals as strokes, and a board that grows hand by hand without wiping."""

from __future__ import annotations

import ast
import pathlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jassdesk.app.score_sheets import strokes
from jassdesk.app.score_sheets.strokes import (
    Board,
    board_after,
    boards_by_write,
    bundles,
    chooser_side,
    follow_writes,
    hand_writes,
    match_marks,
    side_writes,
    strokes_of,
)
from jassdesk.engine.modes import Mode
from jassdesk.engine.scoring import HandResult


@pytest.mark.parametrize("total, expected", [
    (0, Board()),
    (7, Board(rest=7)),
    (19, Board(rest=19)),
    (20, Board(twenties=1)),
    (45, Board(twenties=2, rest=5)),
    (50, Board(fifties=1)),
    (99, Board(fifties=1, twenties=2, rest=9)),
    (157, Board(hundreds=1, fifties=1, rest=7)),  # a hand's 157: one hundred, one fifty, 7 beside
    (257, Board(hundreds=2, fifties=1, rest=7)),  # a Match
    (771, Board(hundreds=7, fifties=1, twenties=1, rest=1)),  # a Match counted three times
])
def test_a_total_on_a_clean_board(total, expected):
    assert strokes_of(total) == expected
    assert expected.value == total


@given(st.integers(min_value=0, max_value=100_000))
def test_every_total_reads_back_with_a_rest_under_twenty(total):
    board = strokes_of(total)
    assert board.value == total
    assert 0 <= board.rest < 20 and board.fifties <= 1 and board.twenties <= 2


@given(st.lists(st.integers(min_value=0, max_value=3000), max_size=40))
def test_a_running_board_adds_up_and_never_wipes_a_stroke(writes):
    boards = boards_by_write(writes)
    assert len(boards) == len(writes)
    before = Board()
    for written, (board, points) in enumerate(zip(boards, writes), start=1):
        assert board.value == sum(writes[:written])  # what the board reads is what was written so far
        assert 0 <= board.rest < 20
        assert board.hundreds >= before.hundreds and board.fifties >= before.fifties \
            and board.twenties >= before.twenties  # strokes are only added; the rest is rewritten
        assert board == before.write(points)
        before = board
    assert board_after(writes) == (boards[-1] if boards else Board())


def test_the_rest_is_carried_into_the_next_write():
    # 157 leaves 7 beside the Z; 157 more: 7 + 157 = 164, one hundred, one fifty, rest 14; then 63:
    # 14 + 63 = 77, one fifty, one twenty, rest 7
    assert boards_by_write([157, 157, 63]) == [Board(1, 1, 0, 7), Board(2, 2, 0, 14), Board(2, 3, 1, 7)]
    # the same 377 written at once would be three hundreds, one fifty, one twenty: the board is its history
    assert strokes_of(377) == Board(3, 1, 1, 7)


@pytest.mark.parametrize("bad", [-1, 1.5, "20", True, None])
def test_nothing_but_a_whole_number_of_points_is_written(bad):
    with pytest.raises(ValueError):
        Board().write(bad)
    with pytest.raises(ValueError):
        strokes_of(bad)


def test_bundles_of_five():
    assert bundles(0) == [] and bundles(4) == [4] and bundles(5) == [5] and bundles(12) == [5, 5, 2]


def result(hand_no=0, dealer=0, mult=1, cards=(100, 57), weis=(0, 0), stoeck=(0, 0),  # noqa: ANN001, ANN201
           match=(0, 0)):  # noqa: ANN001
    written = tuple((c + w + s + m) * mult for c, w, s, m in zip(cards, weis, stoeck, match))
    return HandResult(hand_no, dealer, Mode.OBENABE, mult, cards, weis, stoeck, match, written, True)


def test_a_hand_writes_its_weis_and_stoeck_first_then_the_rest():
    r = result(mult=2, cards=(90, 67), weis=(50, 0), stoeck=(20, 0))
    assert hand_writes(r, 0) == (140, 180)  # (50 + 20) x 2 shown during the hand, then 90 x 2
    assert hand_writes(r, 1) == (134,)
    assert sum(hand_writes(r, 0)) == r.written[0]
    assert hand_writes(result(cards=(0, 157)), 0) == ()
    assert hand_writes(r, 0, shown=[40, 100]) == (40, 100, 180)  # how the Weis and Stöck were written
    assert hand_writes(r, 0, shown=[40]) == (140, 180)  # not adding up: one write


def test_the_hand_in_progress_keeps_its_strokes_when_it_is_scored():
    r = result(mult=3, cards=(77, 80), weis=(20, 0), stoeck=(0, 20))
    during = [board_after(side_writes([], side, [60])) for side in (0, 1)]  # the Weis, the Stöck, x3
    after = [board_after(side_writes([r], side)) for side in (0, 1)]
    for was, now in zip(during, after):
        assert now.hundreds >= was.hundreds and now.fifties >= was.fifties and now.twenties >= was.twenties


def test_the_weis_and_stoeck_of_a_hand_are_written_one_by_one_as_shown():
    # Schmaus: two Weis of 20 and Stöck in one hand, the rest 3 beside the Z before it
    earlier = result(cards=(143, 14), mult=1)  # 143: one hundred, 2 twenties, rest 3
    writes: list[int] = []
    boards = []
    for written in (20, 40, 60):  # what the hand in progress holds, Weis by Weis, then Stöck
        writes = follow_writes(writes, written)
        boards.append(board_after(side_writes([earlier], 0, writes)))
    assert writes == [20, 20, 20]
    assert [b.twenties for b in boards] == [3, 4, 5]  # a twenty each: none wiped (63 at once: a fifty)
    scored = result(hand_no=1, cards=(50, 107), weis=(40, 0), stoeck=(20, 0))
    final = board_after(side_writes([earlier, scored], 0, shown={1: writes}))
    assert final.twenties >= boards[-1].twenties and final.value == 143 + 110
    assert board_after(side_writes([earlier, scored], 0)).value == 143 + 110  # not seen: one write, same value
    assert follow_writes([20, 20], 20) == [20]  # taken back: what stands now, as one write
    assert follow_writes([20], 0) == []


hand_results = st.builds(
    lambda n, dealer, mult, a, weis, stoeck, match: result(n, dealer, mult, (a, 157 - a), weis, stoeck, match),
    st.integers(0, 40), st.integers(0, 3), st.sampled_from([1, 2, 3, 4]), st.integers(0, 157),
    st.tuples(st.sampled_from([0, 20, 50, 100, 150, 200, 300]), st.sampled_from([0, 20, 50, 100])),
    st.tuples(st.sampled_from([0, 20]), st.sampled_from([0, 20])),
    st.sampled_from([(0, 0), (100, 0), (0, 100)]))


@given(st.lists(hand_results, max_size=30), st.none() | st.tuples(st.integers(0, 900), st.integers(0, 900)))
@settings(max_examples=200)
def test_the_writes_of_a_side_add_up_to_its_total(results, current):
    for side in (0, 1):
        writes = side_writes(results, side, [current[side]] if current else ())
        total = sum(r.written[side] for r in results) + (current[side] if current else 0)
        assert sum(writes) == total
        assert board_after(writes).value == total
        assert all(w > 0 for w in writes)


def test_match_and_kontermatch():
    # dealer 0: seat 1 (side 1) is the Vorhand, so side 1 chose the mode
    chose = result(dealer=0, cards=(0, 157), match=(0, 100))
    konter = result(dealer=0, cards=(157, 0), match=(100, 0))
    assert chooser_side(0) == 1 and chooser_side(3) == 0
    assert match_marks([chose, konter], 1, chooses_mode=True) == ["match"]
    assert match_marks([chose, konter], 0, chooses_mode=True) == ["kontermatch"]
    assert match_marks([chose, konter], 0, chooses_mode=False) == ["match"]  # a turned trump (Schmaus)
    assert match_marks([result()], 0, chooses_mode=True) == []


def test_the_arithmetic_needs_no_qt():
    tree = ast.parse(pathlib.Path(strokes.__file__).read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any(name.startswith(("PySide6", "shiboken6", "jassdesk")) for name in imported), imported
