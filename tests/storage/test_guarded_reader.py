"""Nothing in a file can stop JassDesk or freeze it: every finding of issue 10, each through the real readers."""

import json
import os
import threading
import time
from pathlib import Path

import pytest

from jassdesk.storage.atomic import remove_stale_temporaries
from jassdesk.storage.autosave import Autosaver
from jassdesk.storage.errors import CorruptFileError, StorageError
from jassdesk.storage.guarded_reader import MAX_BYTES, nesting_depth, read_json
from jassdesk.storage.saved_games import load_saved_game, parse_saved_game
from jassdesk.storage.settings_store import SettingsStore
from storage.test_storage import played, saved

DEEP = "[" * 100_000 + "]" * 100_000


def good_text() -> str:
    return saved(played(actions=30)).to_json()


def edited(change) -> str:  # noqa: ANN001
    data = json.loads(good_text())
    change(data)
    return json.dumps(data, allow_nan=True)


def with_raw(key_path: tuple[str, ...], raw: str) -> str:
    """The good save with one value replaced by raw JSON text (NaN, 1e400, a 400-digit number...)."""
    marker = "__RAW__"
    data = json.loads(good_text())
    target = data
    for key in key_path[:-1]:
        target = target[key]
    target[key_path[-1]] = marker
    return json.dumps(data).replace(f'"{marker}"', raw)


def _set(path, value):  # noqa: ANN001, ANN202
    def change(data) -> None:  # noqa: ANN001
        target = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


BAD_SAVES = {
    "saved_at 1e20": edited(_set(("saved_at",), 1e20)),
    "saved_at NaN": with_raw(("saved_at",), "NaN"),
    "saved_at Infinity": with_raw(("saved_at",), "Infinity"),
    "saved_at a huge integer": with_raw(("saved_at",), "1" + "0" * 400),
    "saved_at 1e400": with_raw(("saved_at",), "1e400"),
    "saved_at true": edited(_set(("saved_at",), True)),
    "deep nesting": DEEP,
    "deep nesting in extra": with_raw(("extra",), DEEP),
    "deep nesting as a name": with_raw(("seats",), "[" + DEEP + "]"),
    "partie 1.5": edited(_set(("extra", "partie"), 1.5)),
    "partie a list": edited(_set(("extra", "partie"), [1])),
    "partie an object": edited(_set(("extra", "partie"), {"n": 1})),
    "partie Infinity": with_raw(("extra", "partie"), "Infinity"),
    "partie text": edited(_set(("extra", "partie"), "2")),
    "partie true": edited(_set(("extra", "partie"), True)),
    "partie 0": edited(_set(("extra", "partie"), 0)),
    "stats row 2**70": edited(_set(("extra", "stats_partie"), 2**70)),
    "a name of 1,000,000 characters": edited(lambda d: d["seats"][1].update(name="x" * 1_000_000)),
    "a name of 25 characters": edited(lambda d: d["seats"][1].update(name="x" * 25)),
    "a name that is a number": edited(lambda d: d["seats"][1].update(name=7)),
    "a level of 10,000 characters": edited(lambda d: d["seats"][1].update(level="m" * 10_000)),
    "10^6 appended actions": edited(lambda d: d["game"]["actions"].extend(["HA"] * 1_000_000)),
    "an action that is a number": edited(lambda d: d["game"]["actions"].append(17)),
    "a seed of 10^30": edited(_set(("game", "seed"), 10**30)),
    "a target of 10^18": edited(lambda d: d["game"]["rules"].update(target=10**18)),
    "hands true": edited(lambda d: d["game"]["rules"].update(hands=True)),
    "extra a list": edited(_set(("extra",), [1, 2])),
    "seats an object": edited(_set(("seats",), {"name": "Anna"})),
    "a seat that is text": edited(lambda d: d["seats"].__setitem__(0, "Anna")),
    "not UTF-8": None,  # written as bytes below
}


def write_bad(tmp_path: Path, kind: str) -> Path:
    path = tmp_path / "bad.jass"
    if kind == "not UTF-8":
        path.write_bytes(good_text().encode("utf-8").replace(b"Anna", b"\xff\xfeAnna"))
    else:
        path.write_text(BAD_SAVES[kind], encoding="utf-8")
    return path


@pytest.mark.parametrize("kind", list(BAD_SAVES))
def test_a_damaged_save_is_refused_with_the_storage_error_quickly(tmp_path, kind):  # noqa: ANN001
    path = write_bad(tmp_path, kind)
    started = time.perf_counter()
    with pytest.raises(StorageError) as caught:
        load_saved_game(path)
    assert time.perf_counter() - started < 0.5
    message = str(caught.value)
    assert str(path) in message and len(message) < 400  # a sentence naming the file, not the file's content


@pytest.mark.parametrize("kind", list(BAD_SAVES))
def test_a_damaged_autosave_is_moved_aside_and_the_next_start_is_clean(tmp_path, kind):  # noqa: ANN001
    saver = Autosaver(tmp_path / "auto")
    saver.folder.mkdir()
    bad = write_bad(tmp_path, kind)
    os.replace(bad, saver.path(0))
    content = saver.path(0).read_bytes()
    latest, problems = saver.latest()
    assert latest is None and len(problems) == 1
    assert problems[0].kept == saver.folder / "autosave.jass.damaged-1"
    assert problems[0].kept.read_bytes() == content  # kept for a look, never destroyed
    assert Autosaver(tmp_path / "auto").latest() == (None, [])  # the next start is clean


def test_what_a_save_that_loads_holds_has_the_types_the_program_uses(tmp_path):  # noqa: ANN001
    path = tmp_path / "good.jass"
    path.write_text(good_text(), encoding="utf-8")
    game = load_saved_game(path)
    assert type(game.saved_at) is float and type(game.extra["partie"]) is int


def test_an_edit_that_still_replays_legally_loads():  # noqa: ANN001
    text = edited(lambda d: (d["seats"][1].update(name="Vreni"), d.update(saved_at=0)))
    game = parse_saved_game(text)
    assert game.seats[1].name == "Vreni" and game.saved_at == 0.0


def test_unknown_extra_keys_are_not_carried_into_the_program():
    game = parse_saved_game(edited(lambda d: d["extra"].update(future=[1, 2, 3])))
    assert game.extra == {"partie": 1}


def test_a_fifo_is_refused_at_once_without_blocking(tmp_path):  # noqa: ANN001
    fifo = tmp_path / "pipe.jass"
    os.mkfifo(fifo)
    outcome: list = []

    def read() -> None:
        try:
            load_saved_game(fifo)
        except StorageError as exc:
            outcome.append(exc)
    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(2)
    if reader.is_alive():  # unblock the reader so the test process can end, then fail
        with open(fifo, "w"):
            pass
        pytest.fail("reading a named pipe blocked")
    assert outcome and "named pipe" in str(outcome[0])


@pytest.mark.parametrize("path, words", [("/dev/zero", "device"), ("/dev/null", "device"), (".", "folder")])
def test_devices_and_folders_are_refused(tmp_path, path, words):  # noqa: ANN001
    with pytest.raises(StorageError, match=words):
        load_saved_game(tmp_path if path == "." else Path(path))


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path):  # noqa: ANN001
    big = tmp_path / "big.jass"
    big.write_text(" " * (MAX_BYTES + 1))
    with pytest.raises(CorruptFileError, match="too large"):
        load_saved_game(big)


def test_nesting_is_measured_outside_strings_without_recursion():
    assert nesting_depth('{"a": "[[[[[[", "b": [[1], {"c": "]]]\\"[["}]}') == 3
    assert nesting_depth(DEEP) == 100_000


@pytest.mark.parametrize("text", [DEEP, '{"format": "jassdesk-settings", "values": {"x": ' + DEEP + "}}",
                                  '{"format": "jassdesk-settings", "version": NaN, "values": {"ai_pace_ms": 300}}',
                                  '{"format": "jassdesk-settings", "version": 1, "values": {}, "k": 1e999}'],
                         ids=["deep", "deep value", "NaN version", "1e999 outside the values"])
def test_a_damaged_settings_file_is_moved_aside_and_defaults_are_used(tmp_path, text):  # noqa: ANN001
    path = tmp_path / "settings.json"
    path.write_text(text)
    store = SettingsStore(path)
    values, warnings = store.load(lambda k, v: v)
    assert values == {} and len(warnings) == 1 and "damaged-1" in warnings[0] and len(warnings[0]) < 600
    assert store.damaged.kept == tmp_path / "settings.json.damaged-1" and not path.exists()
    assert SettingsStore(path).load(lambda k, v: v) == ({}, [])  # the next start is clean


def test_a_long_invalid_setting_is_named_briefly(tmp_path):  # noqa: ANN001
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "jassdesk-settings", "version": 1, "values": {"back": "x" * 100_000}}))

    def validate(key, value):  # noqa: ANN001, ANN202
        raise ValueError(f"invalid card back {value!r}")
    values, warnings = SettingsStore(path).load(validate)
    assert values == {} and len(warnings) == 1 and len(warnings[0]) < 400


def test_read_json_refuses_long_integers_and_non_finite_numbers(tmp_path):  # noqa: ANN001
    for text in ("1" * 21, "NaN", "-Infinity", "[1e400]"):
        (tmp_path / "f.json").write_text(text)
        with pytest.raises(CorruptFileError):
            read_json(tmp_path / "f.json")
    (tmp_path / "f.json").write_text('{"a": [1, 2.5, "x"]}')
    assert read_json(tmp_path / "f.json") == {"a": [1, 2.5, "x"]}


# -- leftovers and the rotation --------------------------------------------------------------------

def test_a_rotation_always_leaves_the_newest_complete_save_in_place(tmp_path, monkeypatch):  # noqa: ANN001
    saver = Autosaver(tmp_path)
    first, second = saved(played(actions=10)), saved(played(actions=11))
    saver.save(first)
    # the process is killed after the rotation, before the next save is written
    monkeypatch.setattr("jassdesk.storage.autosave.save_game", lambda *a: (_ for _ in ()).throw(KeyboardInterrupt))
    with pytest.raises(KeyboardInterrupt):
        saver.save(second, rotate=True)
    assert load_saved_game(saver.path(0)).record == first.record  # still where the next start looks first
    assert load_saved_game(saver.path(1)).record == first.record


def test_temporary_files_older_than_the_process_are_removed(tmp_path):  # noqa: ANN001
    old = tmp_path / ".autosave.jass.abc123.tmp"
    old.write_text("half a save")
    os.utime(old, (time.time() - 60, time.time() - 60))
    running = tmp_path / ".autosave.jass.def456.tmp"  # another JassDesk writing right now
    running.write_text("being written")
    kept = tmp_path / "notes.tmp"  # not one of ours
    kept.write_text("mine")
    assert remove_stale_temporaries(tmp_path, older_than=time.time() - 30) == 1
    assert not old.exists() and running.exists() and kept.exists()
