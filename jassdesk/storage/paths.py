"""Where JassDesk keeps its files: the user's config, data and log directories.

``JASSDESK_HOME`` overrides all three (tests and portable installs point it
at one folder).

Two JassDesk windows on one folder must not write one autosave: the first
start owns the folder (its lock, :attr:`StoragePaths.lock_file`) and autosave
slot 1, ``data/autosave/``; a second start that cannot hand over to the first
saves in a slot of its own, ``data/autosave-2/`` and so on, each guarded by a
lock file of its own (see :mod:`jassdesk.app.single_instance`).
"""

from __future__ import annotations

import os
from dataclasses import dataclass, replace
from pathlib import Path

import platformdirs


APP_NAME = "JassDesk"
#: the autosave slot of the window that owns the folder; a second window on the same folder gets 2, 3 ...
FIRST_SLOT = 1


def autosave_folder_name(slot: int) -> str:
    """``autosave`` for the first slot, ``autosave-2`` for the second ...: the first keeps the name older
    versions used, so their autosave is found."""
    return "autosave" if slot == FIRST_SLOT else f"autosave-{slot}"


def autosave_slot_of(name: str) -> int | None:
    """The slot a folder name in the data directory belongs to (``autosave-3`` -> 3), None if it is none."""
    if name == "autosave":
        return FIRST_SLOT
    prefix, _, number = name.partition("-")
    if prefix == "autosave" and number.isdigit() and number == str(int(number)) and int(number) > FIRST_SLOT:
        return int(number)
    return None


@dataclass(frozen=True)
class StoragePaths:
    config_dir: Path
    data_dir: Path
    log_dir: Path
    #: which autosave folder this window writes (FIRST_SLOT unless another window already runs on the folder)
    autosave_slot: int = FIRST_SLOT

    @staticmethod
    def default() -> "StoragePaths":
        home = os.environ.get("JASSDESK_HOME")
        if home:
            return StoragePaths.under(Path(home))
        return StoragePaths(Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
                            Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
                            Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)))

    @staticmethod
    def under(root: Path) -> "StoragePaths":
        return StoragePaths(root / "config", root / "data", root / "logs")

    @property
    def settings_file(self) -> Path:
        return self.config_dir / "settings.json"

    @property
    def autosave_dir(self) -> Path:
        return self.data_dir / autosave_folder_name(self.autosave_slot)

    def with_autosave_slot(self, slot: int) -> "StoragePaths":
        """The same folders, saving the running Partie in autosave slot ``slot``."""
        return replace(self, autosave_slot=slot)

    @property
    def lock_file(self) -> Path:
        """The lock of this window's autosave slot; the first slot's is the lock on the whole folder."""
        if self.autosave_slot == FIRST_SLOT:
            return self.data_dir / "jassdesk.lock"
        return self.data_dir / f"{autosave_folder_name(self.autosave_slot)}.lock"

    @property
    def saved_games_dir(self) -> Path:
        return self.data_dir / "games"

    @property
    def statistics_db(self) -> Path:
        return self.data_dir / "statistics.sqlite3"
