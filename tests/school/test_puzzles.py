"""The puzzles: read through the guarded reader, rebuilt on the engine, played against the exact solver."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from jassdesk.engine.actions import PLAY
from jassdesk.engine.card_play import SchieberFlags
from jassdesk.engine.cards import iter_cards
from jassdesk.school.puzzle import (CLOSE_POINTS, GAMES, PUZZLE_DIR, Goal, PuzzleSession, card_scores, goal_met,
                                    load_puzzles, read_puzzle_file, stars_for)
from jassdesk.ai.solver import exact_card_values
from jassdesk.storage.errors import CorruptFileError

PUZZLES = load_puzzles()
BY_ID = {p.id: p for p in PUZZLES}


def raw(path: Path = PUZZLE_DIR / "schieber.json") -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def write(tmp_path: Path, data: object, name: str = "p.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_at_least_thirty_puzzles_over_the_four_games_and_the_goal_kinds():
    assert len(PUZZLES) >= 30
    assert {p.game for p in PUZZLES} == set(GAMES)
    assert {p.goal.kind for p in PUZZLES} >= {"points", "tricks", "match", "save", "bid"}


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_every_position_is_the_one_the_deal_and_the_cards_played_give(puzzle):
    state = puzzle.start_state()
    assert tuple(state.hands) == puzzle.hands
    assert state.current_player == puzzle.seat
    cards_left = [h.bit_count() for h in state.hands]
    assert max(cards_left) - min(cards_left) <= 1  # the trick in progress: those before the person have played


# -- the reader refuses a damaged file, naming the file and the field ---------------------------------

def test_a_file_of_another_format_is_refused(tmp_path):
    data = raw()
    data["format"] = 2
    with pytest.raises(CorruptFileError, match=r"p\.json: format must be 1"):
        read_puzzle_file(write(tmp_path, data))


def test_a_bad_card_code_names_the_puzzle_and_the_hand(tmp_path):
    data = raw()
    data["puzzles"][0]["deal"][1] = "H6 XX"
    with pytest.raises(CorruptFileError, match=r"puzzle schieber-01\.deal\[1\]: unknown card code 'XX'"):
        read_puzzle_file(write(tmp_path, data))


def test_a_title_missing_a_language_is_refused(tmp_path):
    data = raw()
    del data["puzzles"][0]["title"]["it"]
    with pytest.raises(CorruptFileError, match=r"title\.it must be text"):
        read_puzzle_file(write(tmp_path, data))


def test_hands_that_do_not_follow_from_the_deal_are_refused(tmp_path):
    data = raw()
    hands = data["puzzles"][0]["hands"]
    hands[0], hands[1] = hands[1], hands[0]
    puzzle = read_puzzle_file(write(tmp_path, data))[0]
    with pytest.raises(CorruptFileError, match="hands do not match the deal minus the cards played"):
        puzzle.start_state()


def test_a_played_card_the_rules_refuse_is_named(tmp_path):
    data = raw()
    entry = data["puzzles"][0]
    played = entry["played"].split()
    played[0], played[1] = played[1], played[0]  # the second seat's card played by the first
    entry["played"] = " ".join(played)
    puzzle = read_puzzle_file(write(tmp_path, data))[0]
    with pytest.raises(CorruptFileError, match=r"schieber-01: played card \w\w is not allowed there"):
        puzzle.start_state()


def test_a_deal_holding_a_card_twice_is_refused(tmp_path):
    data = raw()
    deal = data["puzzles"][0]["deal"]
    deal[1] = " ".join([deal[0].split()[0]] + deal[1].split()[1:])
    puzzle = read_puzzle_file(write(tmp_path, data))[0]
    with pytest.raises(CorruptFileError, match="is not a position of schieber"):
        puzzle.start_state()


def test_a_file_that_is_not_json_is_refused(tmp_path):
    path = tmp_path / "broken.json"
    path.write_text('{"format": 1, "puzzles": [', encoding="utf-8")
    with pytest.raises(CorruptFileError, match="broken.json is not a JassDesk file"):
        read_puzzle_file(path)


def test_two_puzzles_with_one_id_are_refused(tmp_path):
    write(tmp_path, raw(), "a.json")
    write(tmp_path, raw(), "b.json")
    with pytest.raises(CorruptFileError, match="schieber-01 is used twice"):
        load_puzzles(tmp_path)


# -- the session -------------------------------------------------------------------------------------

def play(session: PuzzleSession, pick) -> list:
    """Drive a session to its end: ``pick(values)`` chooses the person's card; the answers are returned."""
    answers = []
    while not session.done:
        if session.waiting_for_person():
            answers.append(session.offer(PLAY[pick(session.card_values())]))
        else:
            session.advance()
    return answers


def best(values: dict[int, int]) -> int:
    return max(values, key=lambda c: (values[c], -c))


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_the_solvers_line_meets_every_goal_for_three_stars(puzzle):
    session = PuzzleSession(puzzle)
    answers = play(session, best)
    assert session.stars == 3
    assert all(a.right and not a.taken_back for a in answers)
    goal = puzzle.goal_text("en")
    assert all(a.text["en"] in (f"Still possible: {goal}", "Well played: goal reached.") for a in answers)
    assert session.guide("en") == "Well played: goal reached."


def failing_card(session: PuzzleSession) -> int:
    values = session.card_values()
    return min(c for c, v in values.items() if not goal_met(session.puzzle.goal, v))


@pytest.mark.parametrize("puzzle", PUZZLES, ids=[p.id for p in PUZZLES])
def test_a_first_card_that_misses_is_told_and_costs_the_third_star(puzzle):
    session = PuzzleSession(puzzle)
    first = session.offer(PLAY[failing_card(session)])
    goal = puzzle.goal_text("en")
    if not session.done:
        assert first.text["en"] == f"Now the opponents can stop you: {goal}"
        assert first.text["de"].startswith("Jetzt können die Gegner Sie aufhalten: ")
    play(session, best)
    assert session.stars in (1, 2)
    assert session.guide("en") == "Goal missed. Try again, or ask for the hint."


def puzzle_with_an_illegal_card():
    for puzzle in PUZZLES:
        state = puzzle.start_state()
        illegal = state.hands[puzzle.seat] & ~state.legal_card_mask()
        if illegal:
            return puzzle, next(iter(iter_cards(illegal)))
    raise AssertionError("no shipped puzzle where the person holds a card he may not play")


def test_an_illegal_card_is_taken_back_with_the_engines_reason():
    puzzle, card = puzzle_with_an_illegal_card()
    session = PuzzleSession(puzzle)
    before = session.state.snapshot()
    answer = session.offer(PLAY[card])
    assert answer.taken_back and not answer.right
    assert answer.text["en"] == session.state.why(PLAY[card]).message("en")
    assert set(answer.text) == {"de", "fr", "it", "en"}
    assert session.state.snapshot() == before
    assert session.waiting_for_person()


def test_the_others_play_the_same_replies_every_time():
    puzzle = BY_ID["schieber-01"]
    first, second = PuzzleSession(puzzle), PuzzleSession(puzzle)
    play(first, best)
    play(second, best)
    assert first.snapshot() == second.snapshot()


def test_a_snapshot_resumes_the_puzzle_where_it_was():
    puzzle = next(p for p in PUZZLES if p.game == "differenzler")
    session = PuzzleSession(puzzle)
    session.offer(PLAY[best(session.card_values())])
    while not session.waiting_for_person() and not session.done:
        session.advance()
    snap = json.loads(json.dumps(session.snapshot()))
    resumed = PuzzleSession.resume(puzzle, snap)
    assert resumed.state.snapshot() == session.state.snapshot()
    assert resumed.waiting_for_person() == session.waiting_for_person()
    with pytest.raises(ValueError, match="not " + puzzle.id):
        PuzzleSession.resume(puzzle, {"puzzle": "another", "played": []})
    with pytest.raises(ValueError, match="unknown card code"):
        PuzzleSession.resume(puzzle, {"puzzle": puzzle.id, "played": ["ZZ"]})
    held_by_another = next(iter(iter_cards(session.state.hands[(puzzle.seat + 1) % 4])))
    with pytest.raises(ValueError):
        PuzzleSession.resume(puzzle, {"puzzle": puzzle.id, "played": [held_by_another.code]})


def test_the_guide_states_the_goal_in_each_language():
    session = PuzzleSession(BY_ID["differenzler-01"])
    target = BY_ID["differenzler-01"].goal.target
    assert session.guide("en") == f"Goal: Make your bid exactly: {target} points. Your card."
    assert session.guide("fr").startswith("Objectif : Réalisez exactement votre estimation")
    assert session.title("it") == BY_ID["differenzler-01"].title["it"]


def test_stars_by_how_close_the_person_came():
    points = Goal("points", 60)
    assert [stars_for(points, s) for s in (60, 75, 60 - CLOSE_POINTS, 60 - CLOSE_POINTS - 1)] == [3, 3, 2, 1]
    tricks = Goal("tricks", 3)
    assert [stars_for(tricks, s) for s in (3, 2, 1)] == [3, 2, 1]
    bid = Goal("bid", 70)
    assert [stars_for(bid, s) for s in (0, -4, -CLOSE_POINTS - 1)] == [3, 2, 1]
    assert [stars_for(Goal("match", 1), s) for s in (1, 0)] == [3, 1]
    assert PuzzleSession(PUZZLES[0]).stars == 0


# -- the values agree with the solver module and with what the engine writes -----------------------------

SIDE_POINTS = [p for p in PUZZLES if p.side_game]


@pytest.mark.parametrize("puzzle", SIDE_POINTS, ids=[p.id for p in SIDE_POINTS])
def test_the_puzzle_search_and_the_solver_modules_endgame_agree_on_points(puzzle):
    """exact_card_values (tricks, Differenzler) and SchieberEndgame (points) value one position alike."""
    state = puzzle.start_state()
    side = puzzle.seat % 2
    as_points = dataclasses.replace(puzzle, goal=Goal("points", 0))
    solver = card_scores(as_points, state, len(state.tricks))
    searched = exact_card_values(list(state.hands), state.leader, tuple(state.trick), int(state.mode),
                                 SchieberFlags.of(state.rules), state.step, lambda s: s % 2 == side,
                                 lambda tricks, pts: state.card_pts[side] + pts)
    assert searched == solver


OUTCOMES = [p for p in PUZZLES if p.goal.kind in ("points", "bid")]


@pytest.mark.parametrize("puzzle", OUTCOMES, ids=[p.id for p in OUTCOMES])
def test_the_outcome_is_what_the_engine_writes_for_the_hand(puzzle):
    session = PuzzleSession(puzzle)
    play(session, best)
    written = session.state.results[-1].card_points
    mine = written[puzzle.seat % 2] if puzzle.side_game else written[puzzle.seat]
    if puzzle.goal.kind == "bid":
        assert mine == puzzle.goal.target and session.score == 0
    else:
        assert mine == session.score == puzzle.goal.target


MATCHES = [p for p in PUZZLES if p.goal.kind in ("match", "save")]


@pytest.mark.parametrize("puzzle", MATCHES, ids=[p.id for p in MATCHES])
def test_a_match_goal_is_the_match_the_engine_writes(puzzle):
    """The solver's line makes (or stops) the match the engine scores; a missing first card does not."""
    side = puzzle.seat % 2
    wanted = side if puzzle.goal.kind == "match" else 1 - side
    session = PuzzleSession(puzzle)
    play(session, best)
    assert (session.state.results[-1].match[wanted] > 0) == (puzzle.goal.kind == "match")
    missed = PuzzleSession(puzzle)
    missed.offer(PLAY[failing_card(missed)])
    play(missed, best)
    assert (missed.state.results[-1].match[wanted] > 0) == (puzzle.goal.kind == "save")
    assert missed.stars == 1


def test_an_action_that_is_no_card_is_taken_back_with_the_engines_reason():
    from jassdesk.engine.actions import Bid
    session = PuzzleSession(BY_ID["schieber-01"])
    answer = session.offer(Bid(40))
    assert answer.taken_back and not answer.right
    assert answer.text["en"] == session.state.why(Bid(40)).message("en")
    assert session.waiting_for_person()


def test_a_card_offered_while_the_others_play_is_taken_back():
    puzzle = BY_ID["schieber-01"]
    session = PuzzleSession(puzzle)
    session.offer(PLAY[best(session.card_values())])
    if session.waiting_for_person():
        pytest.skip("the person leads again at once")
    other = next(iter(iter_cards(session.state.hands[session.state.current_player])))
    answer = session.offer(PLAY[other])
    assert answer.taken_back
    assert answer.text["en"] == f"Goal: {puzzle.goal_text('en')} The others play."
