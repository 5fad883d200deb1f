"""A puzzle seen from the person's chair (seat 0, the bottom of the table) is the same puzzle."""

from __future__ import annotations

import pytest

from jassdesk.engine.actions import Play
from jassdesk.engine.cards import CARDS
from jassdesk.school.puzzle import PuzzleSession, card_scores, load_puzzles

PUZZLES = load_puzzles()


@pytest.mark.parametrize("puzzle", [p for p in PUZZLES if p.seat != 0], ids=lambda p: p.id)
def test_every_card_keeps_its_exact_value_from_the_persons_chair(puzzle):
    turned = puzzle.seen_from_person()
    assert turned.seat == 0 and turned.id == puzzle.id
    state, seen = puzzle.start_state(), turned.start_state()
    assert seen.current_player == 0
    assert seen.hands[0] == state.hands[puzzle.seat]
    assert card_scores(turned, seen, len(seen.tricks)) == card_scores(puzzle, state, len(state.tricks))


def test_the_person_plays_the_turned_puzzle_to_the_same_outcome():
    puzzle = next(p for p in PUZZLES if p.seat == 3)
    sessions = [PuzzleSession(puzzle), PuzzleSession(puzzle.seen_from_person())]
    for session in sessions:
        while not session.done:
            if session.waiting_for_person():
                values = session.card_values()
                session.offer(_best_play(values))
            else:
                session.advance()
    assert sessions[0].score == sessions[1].score and sessions[0].stars == sessions[1].stars == 3
    assert [CARDS[c].code for c in sessions[0]._played] == [CARDS[c].code for c in sessions[1]._played]


def _best_play(values):
    """The person's best card (the lowest of equals, as the solver's replies choose)."""
    best = max(values.values())
    return Play(min(c for c, v in values.items() if v == best))
