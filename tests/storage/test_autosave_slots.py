"""Autosave slots: a window that saves apart writes autosave-2/ ..., found and handed over at the next start."""

from pathlib import Path

import pytest

from jassdesk.storage.autosave import Autosaver, other_slots
from jassdesk.storage.errors import StorageError
from jassdesk.storage.paths import FIRST_SLOT, StoragePaths, autosave_folder_name, autosave_slot_of


def test_slot_names_and_their_paths(tmp_path):
    paths = StoragePaths.under(tmp_path)
    assert paths.autosave_slot == FIRST_SLOT
    assert paths.autosave_dir == tmp_path / "data" / "autosave"  # where older versions saved
    second = paths.with_autosave_slot(2)
    assert second.autosave_dir == tmp_path / "data" / "autosave-2"
    assert (second.config_dir, second.data_dir, second.log_dir) == (paths.config_dir, paths.data_dir, paths.log_dir)
    assert paths.lock_file == tmp_path / "data" / "jassdesk.lock"
    assert second.lock_file == tmp_path / "data" / "autosave-2.lock"
    for slot in (1, 2, 3, 10, 99):
        assert autosave_slot_of(autosave_folder_name(slot)) == slot
    for name in ("autosave-1", "autosave-02", "autosave-x", "autosave-", "autosaves", "games", "autosave-2.lock"):
        assert autosave_slot_of(name) is None


def test_other_slots_are_the_folders_of_second_windows(tmp_path):
    for name in ("autosave", "autosave-3", "autosave-2", "autosave-x", "games"):
        (tmp_path / name).mkdir()
    (tmp_path / "autosave-4").write_text("a file, not a slot")
    assert other_slots(tmp_path) == [2, 3]
    assert other_slots(tmp_path / "missing") == []


def _write(saver: Autosaver, generations: int) -> None:
    saver.folder.mkdir(parents=True, exist_ok=True)
    for generation in range(generations):
        saver.path(generation).write_text(f"generation {generation}")


def test_a_slot_moves_whole_into_an_empty_first_slot(tmp_path):
    source, target = Autosaver(tmp_path / "autosave-2"), Autosaver(tmp_path / "autosave")
    assert not source.has_saves() and source.newest_time() == 0.0
    _write(source, 3)
    (source.folder / "autosave.jass.damaged-1").write_text("kept for a look")
    assert source.has_saves() and source.newest_time() > 0
    source.move_to(target)
    assert [target.path(g).read_text() for g in range(3)] == [f"generation {g}" for g in range(3)]
    assert not source.has_saves()
    assert (source.folder / "autosave.jass.damaged-1").exists()  # not a generation: it stays


def test_a_slot_is_never_moved_over_saves(tmp_path):
    source, target = Autosaver(tmp_path / "autosave-2"), Autosaver(tmp_path / "autosave")
    _write(source, 1)
    _write(target, 1)
    with pytest.raises(StorageError):
        source.move_to(target)
    assert Path(source.path(0)).read_text() == Path(target.path(0)).read_text() == "generation 0"
