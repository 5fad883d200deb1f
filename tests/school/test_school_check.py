"""``python -m jassdesk.school --check``: every puzzle's goal is the exact solver's optimum, or the build fails."""

from __future__ import annotations

import dataclasses
import io
import json
import os
import re
import subprocess
import sys
from pathlib import Path

from jassdesk.engine.actions import PLAY
from jassdesk.engine.cards import CARDS
from jassdesk.school.check import check_puzzle, run_check
from jassdesk.school.puzzle import PUZZLE_DIR, PuzzleSession, card_scores, load_puzzles

ROOT = Path(__file__).resolve().parents[2]


def shipped(name: str = "schieber.json") -> dict:
    return json.loads((PUZZLE_DIR / name).read_text(encoding="utf-8"))


def folder_with(tmp_path: Path, entry: dict) -> Path:
    (tmp_path / "one.json").write_text(json.dumps({"format": 1, "puzzles": [entry]}), encoding="utf-8")
    return tmp_path


def no_lessons() -> tuple[list[tuple[str, str]], int]:
    return [], 0


def test_every_shipped_puzzle_passes_the_check():
    """The build's guard: a puzzle whose goal is not the solver's optimum fails here."""
    problems = [problem for puzzle in load_puzzles() for problem in check_puzzle(puzzle)]
    assert problems == []


def test_the_command_checks_everything_and_ends_with_its_line():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "jassdesk.school", "--check"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    last = done.stdout.strip().splitlines()[-1]
    match = re.fullmatch(r"school: (\d+) lessons, (\d+) puzzles, all checked", last)
    assert match, last
    assert int(match.group(2)) == len(load_puzzles())


def test_a_goal_below_the_optimum_is_refused(tmp_path):
    entry = next(p for p in shipped()["puzzles"] if p["goal"]["kind"] == "points")
    entry["goal"]["target"] -= 1
    out = io.StringIO()
    assert run_check(out, folder_with(tmp_path, entry), no_lessons) == 1
    assert (f"puzzle {entry['id']}: the goal asks for {entry['goal']['target']} points, but the best play of "
            f"every seat gives {entry['goal']['target'] + 1}: the goal must be the solver's optimum") in out.getvalue()
    assert "all checked" not in out.getvalue()


def test_a_goal_above_the_optimum_is_refused(tmp_path):
    entry = next(p for p in shipped()["puzzles"] if p["goal"]["kind"] == "tricks")
    entry["goal"]["target"] += 1
    out = io.StringIO()
    assert run_check(out, folder_with(tmp_path, entry), no_lessons) == 1
    assert "the goal must be the solver's optimum" in out.getvalue()


def test_a_bid_that_cannot_be_made_exactly_is_refused(tmp_path):
    entry = next(p for p in shipped("differenzler.json")["puzzles"] if p["goal"]["kind"] == "bid")
    seat = entry["seat"]
    entry["bids"][seat] = entry["goal"]["target"] = 157  # every point of the hand: never reachable so late
    out = io.StringIO()
    assert run_check(out, folder_with(tmp_path, entry), no_lessons) == 1
    assert "the goal (bid) cannot be forced" in out.getvalue()


def test_a_position_where_every_card_works_is_no_puzzle(tmp_path):
    """The last trick: the person has one card, so it cannot fail."""
    puzzle = next(p for p in load_puzzles() if p.id == "schieber-01")
    session = PuzzleSession(puzzle)
    while session.state.hands[0].bit_count() > 1 or len(session.state.trick) > 0:
        values = session.card_values()
        card = max(values, key=lambda c: (values[c], -c))
        if session.waiting_for_person():
            session.offer(PLAY[card])
        else:
            session.advance()
    state = session.state
    seat = state.current_player
    last = dataclasses.replace(puzzle, seat=seat)
    target = max(card_scores(dataclasses.replace(last, goal=dataclasses.replace(puzzle.goal, kind="points")),
                             state, len(state.tricks)).values())
    entry = next(p for p in shipped()["puzzles"] if p["id"] == puzzle.id)
    entry.update(played=" ".join([entry["played"], *session.snapshot()["played"]]).strip(),
                 hands=[" ".join(CARDS[c].code for c in range(36) if h >> c & 1) for h in state.hands],
                 seat=seat, goal={"kind": "points", "target": target})
    out = io.StringIO()
    assert run_check(out, folder_with(tmp_path, entry), no_lessons) == 1
    assert "reaches the goal: a puzzle needs a card that fails" in out.getvalue()


def test_a_damaged_file_stops_the_check_with_its_message(tmp_path):
    (tmp_path / "bad.json").write_text('{"format": 1, "puzzles": 3}', encoding="utf-8")
    out = io.StringIO()
    assert run_check(out, tmp_path, no_lessons) == 1
    assert "bad.json: puzzles must be a list" in out.getvalue()


def test_a_lesson_problem_fails_the_check_before_the_puzzles():
    out = io.StringIO()
    assert run_check(out, PUZZLE_DIR, lambda: ([("cards", "step 2 plays a card the rules refuse")], 1)) == 1
    assert out.getvalue() == "lesson cards: step 2 plays a card the rules refuse\n"


def test_the_check_counts_the_lessons_it_is_given():
    out = io.StringIO()
    assert run_check(out, PUZZLE_DIR, lambda: ([], 7)) == 0
    assert out.getvalue().splitlines()[-1] == f"school: 7 lessons, {len(load_puzzles())} puzzles, all checked"


def test_the_puzzle_modules_stay_below_the_window():
    """The school's layer: engine <- ai <- school <- app/ui; no Qt, no app, no ui (tests/test_layering.py
    does not list the school yet)."""
    import ast
    forbidden = ("PySide6", "jassdesk.app", "jassdesk.ui")
    for name in ("puzzle.py", "check.py", "__main__.py", "__init__.py"):
        tree = ast.parse((ROOT / "jassdesk" / "school" / name).read_text(encoding="utf-8"))
        modules = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
        modules |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module}
        assert not [m for m in modules if m.split(".")[0] == "PySide6" or m.startswith(forbidden)], name


def test_a_coiffeur_match_for_the_team_that_did_not_choose_is_refused(tmp_path):
    """Coiffeur writes only the choosing team: the defenders can save a match, never make one."""
    entry = next(p for p in shipped("coiffeur.json")["puzzles"] if p["goal"]["kind"] == "save")
    entry["goal"] = {"kind": "match", "target": 1}
    out = io.StringIO()
    assert run_check(out, folder_with(tmp_path, entry), no_lessons) == 1
    assert "only the team that chose the row writes a match" in out.getvalue()
