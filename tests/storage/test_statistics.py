"""Statistics: every hand and Partie in SQLite, with migrations that keep the data and never touch a newer file."""

import csv
import json
import random
import os
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from jassdesk.engine.modes import Mode
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules
from jassdesk.engine.scoring import HandResult
from jassdesk.storage.errors import NewerFileError, StorageError
from jassdesk.storage.statistics import MIGRATIONS, SCHEMA_VERSION, StatisticsDB, partie_level


def finished_partie(rules, seed):
    state = new_state(rules, seed, start_dealer=0)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def hand(no, person=100, other=57, weis=(0, 0), match=(0, 0), multiplier=1):
    written = ((person + weis[0] + match[0]) * multiplier, (other + weis[1] + match[1]) * multiplier)
    return HandResult(hand_no=no, dealer=0, mode=Mode.OBENABE, multiplier=multiplier, card_points=(person, other),
                      weis=weis, stoeck=(0, 0), match=match, written=written, complete=True)


def test_statistics_round_trip_totals_trend_and_csv(tmp_path):
    db = StatisticsDB(tmp_path / "stats.sqlite3")
    assert db.schema_version == SCHEMA_VERSION
    wins = 0
    for seed in range(4):
        state = finished_partie(Rules.schieber_seed(target=500), seed)
        pid = db.start_partie("schieber", "seed", state.rules.to_dict(), ["person", "medium", "medium", "medium"], 0)
        for result in state.results:
            db.record_hand(pid, result, person_side=0, duration=30.0)
        db.finish_partie(pid, state.scores, state.winner, person_side=0)
        wins += state.winner == 0
    totals = db.totals()
    assert totals["partien"] == 4 and totals["won"] == wins and totals["lost"] == 4 - wins
    assert totals["hands"] > 0
    assert db.totals(game="schmaus")["partien"] == 0
    assert db.totals(level="medium")["partien"] == 4
    assert db.totals(level="expert")["partien"] == 0
    assert len(db.trend()) == 4
    rows = db.export_csv(tmp_path / "stats.csv")
    assert rows == totals["hands"]
    assert (tmp_path / "stats.csv").read_text().startswith("partie,game")
    db.clear()
    assert db.totals()["partien"] == 0
    db.close()
    reopened = StatisticsDB(tmp_path / "stats.sqlite3")
    assert reopened.schema_version == SCHEMA_VERSION
    reopened.close()


def test_recording_a_hand_twice_counts_it_once(tmp_path):
    db = StatisticsDB(tmp_path / "stats.sqlite3")
    pid = db.start_partie("schmaus", "schmaus", {}, ["person", "beginner"], 0)
    db.record_hand(pid, hand(1, 100, 57), person_side=0, duration=20.0)
    db.record_hand(pid, hand(2, 40, 117), person_side=0, duration=25.0)
    # the app crashed after hand 2 and the resumed game records it again, now with another duration
    db.record_hand(pid, hand(2, 40, 117), person_side=0, duration=26.0)
    totals = db.totals()
    assert totals["hands"] == 2
    assert totals["avg_points_person"] == pytest.approx(70.0)
    assert totals["duration"] == pytest.approx(46.0)
    assert db.export_csv(tmp_path / "x.csv") == 2
    db.close()


def test_the_person_side_is_kept_when_the_person_plays_on_side_one(tmp_path):
    db = StatisticsDB(tmp_path / "stats.sqlite3")
    pid = db.start_partie("schieber", "seed", {}, ["medium", "person", "medium", "medium"], 1)
    db.record_hand(pid, hand(1, 100, 57, match=(0, 0)), person_side=1, duration=1.0)
    db.finish_partie(pid, (100, 57), winner=0, person_side=1)
    totals = db.totals()
    assert totals["avg_points_person"] == 57 and totals["avg_points_other"] == 100
    assert totals["won"] == 0 and totals["lost"] == 1
    db.close()


def test_partie_exists_and_is_empty(tmp_path):
    db = StatisticsDB(tmp_path / "stats.sqlite3")
    assert db.is_empty()
    pid = db.start_partie("schieber", "seed", {}, ["person", "random", "random", "random"], 0)
    assert db.partie_exists(pid) and not db.is_empty()
    assert not db.partie_exists(pid + 1)
    db.clear()
    assert not db.partie_exists(pid) and db.is_empty()
    db.close()


@pytest.mark.parametrize("levels, expected", [
    (["person", "medium", "medium", "medium"], "medium"),
    (["person", "beginner", "expert", "expert"], "expert"),  # two expert opponents, a beginner partner
    (["person", "expert", "beginner", "beginner"], "beginner"),  # the most common level wins
    (["person", "random", "medium", "expert"], "expert"),  # all different: the strongest
    (["beginner", "person"], "beginner"),
    (["person"], ""),
    ('["person", "medium"]', "medium"),
    ("not json", ""),
])
def test_the_level_of_a_partie(levels, expected):
    assert partie_level(levels) == expected


def test_breakdown_and_series_by_game_and_level(tmp_path):
    db = StatisticsDB(tmp_path / "stats.sqlite3")
    plan = [("schieber", "medium", True, [(120, 37), (80, 77)]),
            ("schieber", "medium", False, [(20, 137)]),
            ("schieber", "expert", False, [(0, 257)]),
            ("schmaus", "beginner", True, [(100, 57), (90, 67), (150, 7)])]
    for game, level, won, hands in plan:
        levels = ["person", level] if game == "schmaus" else ["person", level, level, level]
        pid = db.start_partie(game, "seed", {}, levels, 0)
        for i, (p, o) in enumerate(hands, 1):
            db.record_hand(pid, hand(i, p, o, weis=(20, 0), match=(100, 0) if p == 150 else (0, 0)), 0, 10.0)
        db.finish_partie(pid, (1000, 0) if won else (0, 1000), 0 if won else 1, 0)
    unfinished = db.start_partie("schieber", "seed", {}, ["person", "medium", "medium", "medium"], 0)
    db.record_hand(unfinished, hand(1, 50, 107), 0, 5.0)

    rows = db.breakdown()
    assert [(r["game"], r["level"]) for r in rows] == [("schieber", "medium"), ("schieber", "expert"),
                                                       ("schmaus", "beginner")]
    medium = rows[0]
    assert medium["partien"] == 2 and medium["won"] == 1 and medium["win_rate"] == 0.5
    assert medium["hands"] == 4  # the unfinished Partie's hand counts: every finished hand is recorded
    assert medium["weis_points"] == 60  # 20 in each hand of the finished Partien
    schmaus = rows[2]
    assert schmaus["partien"] == 1 and schmaus["won"] == 1 and schmaus["matches"] == 1
    assert schmaus["avg_points_person"] == pytest.approx((120 + 110 + 270) / 3)
    assert [r["game"] for r in db.breakdown(game="schmaus")] == ["schmaus"]
    assert [r["level"] for r in db.breakdown(level="expert")] == ["expert"]

    series = db.partie_series()
    assert [s["won"] for s in series] == [1, 0, 0, 1]
    assert [s["hands"] for s in series] == [2, 1, 1, 3]
    assert series[0]["avg_points_person"] == pytest.approx((140 + 100) / 2)
    assert all(s["finished"] >= s["started"] for s in series)
    assert [s["game"] for s in db.partie_series(game="schieber")] == ["schieber"] * 3
    assert db.partie_series(level="random") == []
    db.close()


def make_v1(path):
    conn = sqlite3.connect(path)
    conn.executescript(MIGRATIONS[1])
    conn.execute("PRAGMA user_version = 1")
    conn.execute("INSERT INTO partien (id, game, preset, rules, levels, person_side, started, finished, "
                 "score_person, score_other, won) VALUES (7, 'schieber', 'seed', '{}', ?, 0, 1.0, 2.0, 1000, 800, 1)",
                 (json.dumps(["person", "beginner", "expert", "expert"]),))
    conn.execute("INSERT INTO partien (id, game, preset, rules, levels, person_side, started) "
                 "VALUES (8, 'schmaus', 'schmaus', '{}', ?, 0, 3.0)", (json.dumps(["person", "random"]),))
    for hand_no, written in ((1, 100), (2, 60), (2, 70), (3, 90)):  # hand 2 recorded twice (crash and resume)
        conn.execute("INSERT INTO hands (partie_id, hand_no, mode, multiplier, cards_person, cards_other, "
                     "weis_person, weis_other, stoeck_person, stoeck_other, match_person, match_other, "
                     "written_person, written_other, duration, finished) "
                     "VALUES (7, ?, 'OBENABE', 1, ?, 0, 0, 0, 0, 0, 0, 0, ?, 0, 10.0, 2.0)",
                     (hand_no, written, written))
    conn.commit()
    conn.close()


def test_a_version_1_database_migrates_and_keeps_its_data(tmp_path):
    path = tmp_path / "stats.sqlite3"
    make_v1(path)
    db = StatisticsDB(path)
    assert db.schema_version == SCHEMA_VERSION
    totals = db.totals()
    assert totals["partien"] == 1 and totals["won"] == 1
    assert totals["hands"] == 3  # the duplicate is gone, the later copy kept
    assert totals["avg_points_person"] == pytest.approx((100 + 70 + 90) / 3)
    assert db.partie_exists(7) and db.partie_exists(8)
    # the Schmaus Partie was left before its first hand: no line of its own
    assert [(r["game"], r["level"]) for r in db.breakdown()] == [("schieber", "expert")]
    db.record_hand(7, hand(3, 95, 62), person_side=0, duration=3.0)  # now idempotent
    assert db.totals()["hands"] == 3
    with pytest.raises(StorageError):  # the UNIQUE index exists
        db._write(lambda conn: conn.execute(
            "INSERT INTO hands (partie_id, hand_no, mode, multiplier, cards_person, cards_other, "
            "weis_person, weis_other, stoeck_person, stoeck_other, match_person, match_other, "
            "written_person, written_other, duration, finished) "
            "VALUES (7, 1, 'OBENABE', 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)"))
    db.close()
    again = StatisticsDB(path)  # opening a current database changes nothing
    assert again.schema_version == SCHEMA_VERSION and again.totals()["hands"] == 3
    again.close()


def test_a_failing_migration_leaves_the_previous_version(tmp_path, monkeypatch):
    path = tmp_path / "stats.sqlite3"
    make_v1(path)
    monkeypatch.setitem(MIGRATIONS, 2, MIGRATIONS[2] + "\nTHIS IS NOT SQL;")
    with pytest.raises(StorageError, match="cannot be opened"):
        StatisticsDB(path)
    conn = sqlite3.connect(path)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == 1
    assert conn.execute("SELECT COUNT(*) FROM hands").fetchone()[0] == 4
    assert "level" not in [row[1] for row in conn.execute("PRAGMA table_info(partien)")]
    conn.close()
    monkeypatch.undo()
    assert StatisticsDB(path).schema_version == SCHEMA_VERSION


def test_statistics_from_a_newer_version_are_left_untouched(tmp_path):
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE future (x)")
    conn.execute("INSERT INTO future VALUES (1)")
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 3}")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(NewerFileError, match="newer JassDesk"):
        StatisticsDB(path)
    assert path.read_bytes() == before


def test_a_file_that_is_no_database_is_reported(tmp_path):
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"definitely not sqlite" * 100)
    with pytest.raises(StorageError, match="cannot be opened"):
        StatisticsDB(path)
    assert path.read_bytes().startswith(b"definitely not sqlite")


def test_export_csv_rows_and_a_write_error(tmp_path):
    db = StatisticsDB(tmp_path / "stats.sqlite3")
    pid = db.start_partie("schmaus", "schmaus", {}, ["person", "expert"], 0)
    for i in (1, 2):
        db.record_hand(pid, hand(i, 100, 57), 0, 12.5)
    assert db.export_csv(tmp_path / "out.csv") == 2
    with open(tmp_path / "out.csv", newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    assert [r["hand"] for r in rows] == ["1", "2"]
    assert rows[0]["level"] == "expert" and rows[0]["written_person"] == "100"
    with pytest.raises(StorageError, match="cannot write"):
        db.export_csv(tmp_path / "missing-dir" / "out.csv")
    db.close()


# -- concurrency: the recorder writes while the statistics window reads, a second JassDesk, a busy machine ----

WRITER = """
import sys
from types import SimpleNamespace
from jassdesk.storage.statistics import StatisticsDB
db = StatisticsDB(sys.argv[1])
for n in range(int(sys.argv[2])):
    pid = db.start_partie("schieber", "swiss", {}, ["person", "medium"], 0)
    for h in range(1, 4):
        db.record_hand(pid, SimpleNamespace(hand_no=h, mode="OBENABE", multiplier=1, card_points=(90, 67),
                       weis=(0, 0), stoeck=(0, 0), match=(0, 0), written=(90, 67)), 0, 1.0)
    db.finish_partie(pid, (270, 201), 0, 0)
"""


def test_a_read_in_progress_does_not_hold_up_the_recorder(tmp_path):
    """The statistics window in the middle of a read (a read transaction open) while a hand is recorded.

    Before WAL, the reader's lock made the write wait for the whole busy timeout and then fail with
    "database is locked" -- on a busy machine the reader is slow, and the recorder failed.
    """
    path = tmp_path / "stats.sqlite3"
    recorder, window = StatisticsDB(path), StatisticsDB(path)
    pid = recorder.start_partie("schieber", "swiss", {}, ["person", "medium"], 0)
    window.conn.execute("BEGIN")
    assert window.conn.execute("SELECT COUNT(*) FROM partien").fetchone()[0] == 1  # the read holds its snapshot
    started = time.monotonic()
    recorder.record_hand(pid, hand(1, 100, 57), person_side=0, duration=1.0)
    recorder.finish_partie(pid, (100, 57), 0, 0)
    assert time.monotonic() - started < 2
    window.conn.execute("COMMIT")
    assert window.totals()["hands"] == 1 and window.totals()["partien"] == 1
    recorder.close()
    window.close()


def test_writers_in_threads_and_processes_at_once_lose_nothing(tmp_path):
    """Two JassDesk processes and three threads (each with its own connection) write while a fourth reads."""
    path = tmp_path / "stats.sqlite3"
    StatisticsDB(path).close()
    script = tmp_path / "writer.py"
    script.write_text(WRITER)
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])}
    processes = [subprocess.Popen([sys.executable, str(script), str(path), "25"], env=env) for _ in range(2)]
    errors: list[str] = []
    done = threading.Event()

    def write() -> None:
        db = None
        try:
            db = StatisticsDB(path)
            for _ in range(25):
                pid = db.start_partie("schmaus", "schmaus", {}, ["person", "expert"], 0)
                for h in range(1, 4):
                    db.record_hand(pid, hand(h, 80, 77), person_side=0, duration=1.0)
                db.finish_partie(pid, (240, 231), 0, 0)
        except Exception as exc:  # noqa: BLE001
            errors.append(str(exc))
        finally:
            if db is not None:
                db.close()

    def read() -> None:
        db = None
        try:
            db = StatisticsDB(path)
            while not done.is_set():
                db.totals()
                db.breakdown()
        except Exception as exc:  # noqa: BLE001
            errors.append(str(exc))
        finally:
            if db is not None:
                db.close()
    writers = [threading.Thread(target=write) for _ in range(3)]
    reader = threading.Thread(target=read)
    for t in (*writers, reader):
        t.start()
    for t in writers:
        t.join()
    assert all(p.wait(timeout=60) == 0 for p in processes)
    done.set()
    reader.join()
    assert errors == []
    db = StatisticsDB(path)
    totals = db.totals()
    assert totals["partien"] == 5 * 25 and totals["hands"] == 5 * 25 * 3
    db.close()


def test_a_database_replaced_under_the_recorder_is_reopened(tmp_path):
    """A sync or backup tool replaces the file: the next write goes to the file now in place
    (it used to fail with "attempt to write a readonly database" for the rest of the session)."""
    path = tmp_path / "stats.sqlite3"
    db = StatisticsDB(path)
    db.start_partie("schieber", "swiss", {}, ["person", "medium"], 0)
    db.close()
    copy = tmp_path / "copy.sqlite3"
    copy.write_bytes(path.read_bytes())
    recorder = StatisticsDB(path)
    os.replace(copy, path)
    pid = recorder.start_partie("schieber", "swiss", {}, ["person", "medium"], 0)
    recorder.record_hand(pid, hand(1, 100, 57), person_side=0, duration=1.0)
    recorder.close()
    db = StatisticsDB(path)
    assert db.totals()["hands"] == 1 and not db.is_empty()
    db.close()


def test_a_named_pipe_as_the_database_is_refused_without_blocking(tmp_path):
    path = tmp_path / "stats.sqlite3"
    os.mkfifo(path)
    with pytest.raises(StorageError, match="named pipe"):
        StatisticsDB(path)


def make_v2(path):
    """A version-2 database as JassDesk wrote it before the review: two Partien with their hands."""
    make_v1(path)
    conn = sqlite3.connect(path)
    conn.executescript("BEGIN;\n" + MIGRATIONS[2].replace("jassdesk_partie_level(levels)", "'expert'")
                       + "\nPRAGMA user_version = 2;\nCOMMIT;")
    conn.close()


def test_a_version_2_database_gains_the_reviews_and_keeps_its_data(tmp_path):
    path = tmp_path / "stats.sqlite3"
    make_v2(path)
    db = StatisticsDB(path)
    assert db.schema_version == SCHEMA_VERSION
    totals = db.totals()
    assert totals["partien"] == 1 and totals["hands"] == 3 and totals["won"] == 1
    assert db.partie_exists(7) and db.partie_exists(8)
    assert db.review_series() == []  # the old hands were never reviewed
    db.record_review(7, 1, {"best": 6, "good": 1, "mistake": 1, "forced": 2})
    db.record_review(7, 2, {"best": 5, "inaccuracy": 2, "blunder": 1, "forced": 1})
    db.record_review(7, 2, {"best": 5, "inaccuracy": 2, "blunder": 2, "forced": 1})  # reviewed again: replaced
    (row,) = db.review_series()
    assert row["id"] == 7 and row["hands"] == 2
    assert row["mistake"] == 1 and row["blunder"] == 2 and row["inaccuracy"] == 2
    assert row["mistakes_per_hand"] == pytest.approx(1.5)
    assert db.review_series(game="schmaus") == []
    db.close()
    again = StatisticsDB(path)
    assert again.totals()["hands"] == 3 and len(again.review_series()) == 1
    again.clear()
    assert again.review_series() == []
    again.close()


def test_a_version_2_database_gains_the_practice_flag_and_keeps_its_data(tmp_path):
    path = tmp_path / "stats.sqlite3"
    make_v1(path)
    conn = sqlite3.connect(path)
    conn.create_function("jassdesk_partie_level", 1, partie_level)
    conn.executescript(f"BEGIN;\n{MIGRATIONS[2]}\nPRAGMA user_version = 2;\nCOMMIT;")
    conn.close()
    db = StatisticsDB(path)
    assert db.schema_version == SCHEMA_VERSION
    assert db.totals()["partien"] == 1 and db.totals()["hands"] == 3  # nothing lost, nothing counted as practice
    assert [s["practice"] for s in db.partie_series()] == [False]
    db.close()


def test_practice_partien_are_marked_left_out_unless_asked_for_and_can_be_rewound(tmp_path):
    db = StatisticsDB(tmp_path / "stats.sqlite3")
    levels = ["person", "medium", "medium", "medium"]
    real = db.start_partie("schieber", "seed", {}, levels, 0)
    practice = db.start_partie("schieber", "seed", {}, levels, 0, practice=True)
    for pid in (real, practice):
        for no in range(3):
            db.record_hand(pid, hand(no), person_side=0, duration=1.0)
        db.finish_partie(pid, (1000, 500), 0, 0)
    assert db.totals()["partien"] == 1 and db.totals()["hands"] == 3
    assert db.totals(practice=True)["partien"] == 2 and db.totals(practice=True)["hands"] == 6
    assert [s["practice"] for s in db.partie_series(practice=True)] == [False, True]
    assert db.breakdown()[0]["partien"] == 1 and db.breakdown(practice=True)[0]["partien"] == 2
    db.rewind_partie(practice, 1)  # taken back into the second hand: one hand stays, the Partie is open again
    assert db.totals(practice=True)["hands"] == 4 and db.totals(practice=True)["partien"] == 1
    assert db.partie_exists(practice)
    db.close()


def differenzler_hand(no, bid, made, penalty):
    """A Differenzler hand from the person's seat (0): his bid, points and penalty; the others made the rest."""
    return HandResult(hand_no=no, dealer=0, mode=Mode(0), multiplier=1, card_points=(made, 157 - made, 0, 0),
                      weis=(0,) * 4, stoeck=(0,) * 4, match=(0,) * 4, written=(penalty, 5, 9, 12), complete=True,
                      bids=(bid, 60, 40, 30))


def test_a_version_2_database_gets_the_bids_and_keeps_its_data(tmp_path):
    path = tmp_path / "stats.sqlite3"
    make_v1(path)
    conn = sqlite3.connect(path)
    conn.create_function("jassdesk_partie_level", 1, partie_level)
    conn.executescript("BEGIN;\n" + MIGRATIONS[2] + "\nPRAGMA user_version = 2;\nCOMMIT;")
    before = conn.execute("SELECT * FROM hands ORDER BY id").fetchall()
    conn.close()
    db = StatisticsDB(path)
    assert db.schema_version == SCHEMA_VERSION
    after = db.conn.execute("SELECT * FROM hands ORDER BY id").fetchall()
    assert [row[:-1] for row in after] == before and all(row[-1] is None for row in after)
    assert db.totals()["bid_hands"] == 0 and db.totals()["avg_penalty"] is None
    db.close()


def test_differenzler_hands_give_the_mean_penalty_and_the_exact_bids(tmp_path):
    db = StatisticsDB(tmp_path / "stats.sqlite3")
    pid = db.start_partie("differenzler", "differenzler", {}, ["person", "medium", "medium", "medium"], 0)
    db.record_hand(pid, differenzler_hand(0, 60, 60, 0), person_side=0, duration=1.0)
    db.record_hand(pid, differenzler_hand(1, 50, 38, 12), person_side=0, duration=1.0)
    db.record_hand(pid, differenzler_hand(2, 0, 0, 0), person_side=0, duration=1.0)
    db.finish_partie(pid, (12, 15, 27, 36), 0, 0)
    other = db.start_partie("schieber", "swiss", {}, ["person", "medium", "medium", "medium"], 0)
    db.record_hand(other, hand(0), person_side=0, duration=1.0)
    totals = db.totals(game="differenzler")
    assert totals["bid_hands"] == 3 and totals["exact_hits"] == 2
    assert totals["avg_penalty"] == pytest.approx(4.0)
    assert db.totals(game="schieber")["bid_hands"] == 0
    series = db.partie_series(game="differenzler")
    assert [(s["avg_penalty"], s["exact_hits"]) for s in series] == [(pytest.approx(4.0), 2)]
    db.close()
