"""The journal of statistics records not yet in the database: kept in order, read back as hostile input,
written to the database exactly once."""

import json
import os
import sqlite3
import time

import pytest

from jassdesk.engine.modes import Mode
from jassdesk.engine.scoring import HandResult
from jassdesk.storage.statistics import (
    MIGRATIONS,
    OPS,
    SCHEMA_VERSION,
    StatisticsDB,
    finish_args,
    hand_args,
    new_partie_id,
    partie_args,
    review_args,
    rewind_args,
)
from jassdesk.storage.statistics_journal import (
    FORMAT,
    VERSION,
    JournalEntry,
    StatisticsJournal,
    check_entry,
    journal_path,
)


def hand(no, person=100, other=57, bids=()):
    return HandResult(hand_no=no, dealer=0, mode=Mode.OBENABE, multiplier=1, card_points=(person, other),
                      weis=(20, 0), stoeck=(0, 0), match=(0, 0), written=(person + 20, other), complete=True,
                      **({"bids": bids} if bids else {}))


def records(writer="a1", pid=None):
    """One of every operation, as the app makes them, numbered 1, 2, ... under ``writer``."""
    pid = pid or new_partie_id()
    ops = [("start_partie", partie_args(pid, "schieber", "swiss", {"target": 1000, "rows": [[1, 2]]},
                                        ["person", "medium", "medium", "medium"], 0, practice=True)),
           ("record_hand", hand_args(pid, hand(1), 0, 31.5)),
           ("record_hand", hand_args(pid, hand(2, 80, 77), 0, 20.0)),
           ("record_review", review_args(pid, 1, {"best": 5, "blunder": 1})),
           ("rewind_partie", rewind_args(pid, 1)),
           ("record_hand", hand_args(pid, hand(2, 60, 97), 0, 12.0)),
           ("finish_partie", finish_args(pid, (160, 117), 0, 0))]
    return pid, [JournalEntry(writer, i, op, args) for i, (op, args) in enumerate(ops, 1)]


def snapshot(db):
    return (db.conn.execute("SELECT id, game, preset, rules, levels, level, person_side, practice, finished, "
                            "score_person, score_other, won FROM partien ORDER BY id").fetchall(),
            db.conn.execute("SELECT partie_id, hand_no, mode, cards_person, cards_other, weis_person, written_person, "
                            "duration, bid_person FROM hands ORDER BY partie_id, hand_no").fetchall(),
            db.conn.execute("SELECT * FROM reviews ORDER BY partie_id, hand_no").fetchall())


def test_every_operation_goes_through_the_file_and_writes_what_the_direct_calls_write(tmp_path):
    pid, entries = records()
    journal = StatisticsJournal(journal_path(tmp_path / "stats.sqlite3"))
    assert journal.path.name == "stats.sqlite3.pending.json"  # SQLite's own journal is stats.sqlite3-journal
    assert {e.op for e in entries} == set(OPS) - {"clear"}
    assert journal.write(entries, set()) is None
    loaded, damaged = journal.load()
    assert damaged is None and loaded == entries  # the same records, in the same order
    via_journal = StatisticsDB(tmp_path / "stats.sqlite3")
    assert all(via_journal.apply_entry(e.writer, e.seq, e.op, e.args) for e in loaded)
    direct = StatisticsDB(tmp_path / "direct.sqlite3")
    for e in entries:
        direct._write(lambda conn, e=e: OPS[e.op](conn, **e.args))
    assert snapshot(via_journal) == snapshot(direct)
    parties, hands, reviews = snapshot(via_journal)
    assert [p[0] for p in parties] == [pid] and parties[0][7] == 1  # the app's id, the practice flag
    assert [(h[1], h[3]) for h in hands] == [(1, 100), (2, 60)]  # the rewind took hand 2 back, then it was played again
    assert [r[1] for r in reviews] == [1]
    assert via_journal.applied_through("a1") == len(entries) and via_journal.applied_through("b2") == 0
    journal.write([], set())
    assert journal.load()[0] == entries  # records this writer does not know as written are kept
    journal.write([], {e.key for e in entries})
    assert not journal.path.exists()  # nothing pending: no file


def test_a_record_written_before_a_kill_is_not_written_again(tmp_path):
    """Killed between the database's commit and the journal's truncation: the records come again at the next
    start.  Written again they would take back a hand recorded after them; their numbers say they are done."""
    db = StatisticsDB(tmp_path / "stats.sqlite3")
    pid, entries = records()
    for e in entries[:5]:  # up to the rewind to one hand
        assert db.apply_entry(e.writer, e.seq, e.op, e.args)
    later = hand_args(pid, hand(2, 90, 67), 0, 5.0)  # the next run records hand 2 again
    assert db.apply_entry("b2", 1, "record_hand", later)
    before = snapshot(db)
    assert [e for e in entries[:5] if db.apply_entry(e.writer, e.seq, e.op, e.args)] == []  # each one skipped
    assert snapshot(db) == before
    assert [h[3] for h in snapshot(db)[1]] == [100, 90]
    assert db.apply_entry(*entries[5].key, entries[5].op, entries[5].args)  # the first one not written goes in
    db.close()


def test_a_clear_keeps_what_the_journal_wrote(tmp_path):
    db = StatisticsDB(tmp_path / "stats.sqlite3")
    _, entries = records()
    for e in entries:
        db.apply_entry(e.writer, e.seq, e.op, e.args)
    assert db.apply_entry("a1", len(entries) + 1, "clear", {})
    assert db.is_empty()
    assert not any(db.apply_entry(e.writer, e.seq, e.op, e.args) for e in entries)  # not brought back
    assert db.is_empty()
    db.close()


def test_two_windows_share_the_file_without_losing_each_others_records(tmp_path):
    journal = StatisticsJournal(tmp_path / "x.pending.json")
    _, mine = records("a1")
    _, theirs = records("b2")
    journal.write(theirs[:3], set())  # the other window's records
    journal.write(mine[:2], set())
    assert [e.key for e in journal.load()[0]] == [e.key for e in theirs[:3] + mine[:2]]
    # this window wrote its two and one of theirs (it found it at start): those leave, the rest stays
    journal.write([], {mine[0].key, mine[1].key, theirs[0].key})
    assert [e.key for e in journal.load()[0]] == [theirs[1].key, theirs[2].key]


def valid_file():
    _, entries = records()
    return {"format": FORMAT, "version": 1, "entries": [e.to_json() for e in entries]}


def damage(kind, path):
    data = valid_file()
    first = data["entries"][1]
    if kind == "not json":
        path.write_text('{"format": "jassdesk-statistics-journal", "entr')
        return
    if kind == "binary":
        path.write_bytes(os.urandom(300) + b"\xff\xfe")
        return
    if kind == "deep":
        path.write_text("[" * 100_000 + "]" * 100_000)
        return
    if kind == "huge":
        path.write_text(" " * (5 * 1024 * 1024))
        return
    if kind == "pipe":
        os.mkfifo(path)
        return
    if kind == "folder":
        path.mkdir()
        return
    if kind == "foreign":
        data["format"] = "something-else"
    elif kind == "newer":
        data["version"] = VERSION + 1
    elif kind == "unknown op":
        first["op"] = "drop_tables"
    elif kind == "wrong type":
        first["args"]["cards"] = ["100", 57]
    elif kind == "out of range":
        first["args"]["partie_id"] = -3
    elif kind == "missing argument":
        del first["args"]["duration"]
    elif kind == "extra argument":
        first["args"]["sql"] = "DROP TABLE hands"
    elif kind == "bad writer":
        first["writer"] = "'; DROP TABLE hands; --"
    elif kind == "true as a number":
        first["args"]["multiplier"] = True
    elif kind == "huge number":
        first["args"]["hand_no"] = 10**30
    elif kind == "twice":
        data["entries"].append(first)
    elif kind == "bad label":
        data["entries"][3]["args"]["counts"]["genius"] = 1
    path.write_text(json.dumps(data))


KINDS = ["not json", "binary", "deep", "huge", "pipe", "folder", "foreign", "newer", "unknown op", "wrong type",
         "out of range", "missing argument", "extra argument", "bad writer", "true as a number", "huge number",
         "twice", "bad label"]


@pytest.mark.parametrize("kind", KINDS)
def test_a_damaged_journal_is_moved_aside_quickly_and_nothing_of_it_is_used(tmp_path, kind):
    path = tmp_path / "stats.sqlite3.pending.json"
    damage(kind, path)
    journal = StatisticsJournal(path)
    started = time.monotonic()
    entries, damaged = journal.load()
    assert time.monotonic() - started < 2
    assert entries == [] and damaged is not None and damaged.path == path
    assert damaged.kept == tmp_path / "stats.sqlite3.pending.json.damaged-1" and damaged.kept.exists()
    assert not path.exists()
    assert damaged.reason  # a sentence naming the file and what is wrong
    _, fresh = records()
    journal.write(fresh[:1], set())  # the next records go into a new file
    assert journal.load() == (fresh[:1], None)


def test_a_damaged_journal_found_while_writing_is_moved_aside_too(tmp_path):
    path = tmp_path / "j.pending.json"
    path.write_text("garbage")
    journal = StatisticsJournal(path)
    _, entries = records()
    damaged = journal.write(entries[:2], set())
    assert damaged is not None and damaged.kept.exists()
    assert journal.load() == (entries[:2], None)


def test_a_valid_entry_and_its_checks():
    _, entries = records()
    for i, e in enumerate(entries):
        assert check_entry(json.loads(json.dumps(e.to_json())), "test", i) == e
    with pytest.raises(Exception, match="whole number"):
        check_entry({**entries[1].to_json(), "seq": 1.5}, "test")


def test_temporaries_of_a_killed_journal_write_are_removed(tmp_path):
    path = tmp_path / "stats.sqlite3.pending.json"
    stale = tmp_path / ".stats.sqlite3.pending.json.abc.tmp"
    stale.write_text("half")
    os.utime(stale, (time.time() - 3600, time.time() - 3600))
    other = tmp_path / ".settings.json.abc.tmp"  # not the journal's: left alone
    other.write_text("half")
    os.utime(other, (time.time() - 3600, time.time() - 3600))
    assert StatisticsJournal(path).load() == ([], None)
    assert not stale.exists() and other.exists()


def test_partie_ids_rise_and_differ_and_stay_exact_in_json():
    ids = [new_partie_id() for _ in range(2000)]
    assert ids == sorted(ids) and len(set(ids)) == len(ids)
    assert all(0 < pid < 2**53 for pid in ids)


def _older_database(path, script: str) -> None:
    """A database with one Partie and one hand, taken back to an older schema by ``script``."""
    db = StatisticsDB(path)
    pid = db.start_partie("schmaus", "schmaus", {}, ["person", "expert"], 0)
    db.record_hand(pid, hand(1), 0, 3.0)
    db.close()
    conn = sqlite3.connect(path)
    conn.executescript(script)
    conn.close()


WITHOUT_PLAYER = "DROP INDEX partien_player; ALTER TABLE partien DROP COLUMN player;"


def test_a_version_5_database_gains_the_journals_table_and_keeps_its_data(tmp_path):
    path = tmp_path / "stats.sqlite3"
    _older_database(path, WITHOUT_PLAYER + " DROP TABLE journal_applied; PRAGMA user_version = 5;")
    assert "journal_applied" in MIGRATIONS[6]
    db = StatisticsDB(path)
    assert db.schema_version == SCHEMA_VERSION == 7
    assert db.totals()["hands"] == 1 and db.applied_through("x") == 0
    db.close()


def test_a_version_6_database_gains_whose_row_and_its_rows_stay_the_seat_0_persons(tmp_path):
    path = tmp_path / "stats.sqlite3"
    _older_database(path, WITHOUT_PLAYER + " PRAGMA user_version = 6;")
    db = StatisticsDB(path)
    assert db.schema_version == 7
    assert db.totals()["hands"] == 1 and db.players() == []
    db.close()


def test_a_reader_neither_creates_nor_migrates_nor_waits(tmp_path):
    from jassdesk.storage.statistics import DatabaseBusyError, DatabaseNotReadyError

    path = tmp_path / "stats.sqlite3"
    with pytest.raises(DatabaseNotReadyError):
        StatisticsDB(path, read_only=True)
    assert not path.exists()
    writer = StatisticsDB(path)
    writer.start_partie("schmaus", "schmaus", {}, ["person", "expert"], 0)
    lock = sqlite3.connect(path, isolation_level=None)
    lock.execute("BEGIN EXCLUSIVE")  # another program's write lock (WAL: readers go on)
    started = time.monotonic()
    reader = StatisticsDB(path, busy_timeout=0.02, read_only=True)
    assert not reader.is_empty() and reader.totals()["partien"] == 0
    assert time.monotonic() - started < 1
    with pytest.raises(Exception):
        reader.clear()  # query_only: this connection never writes
    with pytest.raises(DatabaseBusyError):
        StatisticsDB(path, busy_timeout=0.05).record_hand(1, hand(1), 0, 1.0)
    lock.execute("ROLLBACK")
    lock.close()
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 5")
    conn.commit()
    conn.close()
    with pytest.raises(DatabaseNotReadyError):  # the writer migrates, never the window
        StatisticsDB(path, read_only=True)
    reader.close()
    writer.close()


def test_a_version_1_record_of_a_partie_start_is_read_as_the_seat_0_persons(tmp_path):
    """Journals written before the hot seat's player column lack it: their Partien are the seat-0 person's."""
    args = partie_args(7, "schieber", "swiss", {}, ["person", "medium", "medium", "medium"], 0)
    del args["player"]
    entry = check_entry({"writer": "a1", "seq": 1, "op": "start_partie", "args": args}, "the journal")
    assert entry.args["player"] == ""


def test_another_persons_partie_is_written_under_his_name(tmp_path):
    db = StatisticsDB(tmp_path / "s.sqlite3")
    db.start_partie("schieber", "swiss", {}, ["person", "medium", "person", "medium"], 0, partie_id=1)
    db.start_partie("schieber", "swiss", {}, ["person", "medium", "person", "medium"], 0, partie_id=2, player="Vreni")
    db.record_hand(1, hand(0, 100, 57), 0, 30.0)
    db.record_hand(2, hand(0, 100, 57), 0, 30.0)
    db.finish_partie(1, (1000, 700), 0, 0)
    db.finish_partie(2, (1000, 700), 0, 0)
    assert db.players() == ["Vreni"]
    assert db.totals()["partien"] == 1 and db.totals(player="Vreni")["partien"] == 1
    assert db.totals(player="Sepp")["partien"] == 0
    assert [row["game"] for row in db.breakdown(player="Vreni")] == ["schieber"]
    db.close()
