"""Where JassDesk keeps its files: the user's config, data and log directories.

``JASSDESK_HOME`` overrides all three (tests and portable installs point it
at one folder).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs


APP_NAME = "JassDesk"


@dataclass(frozen=True)
class StoragePaths:
    config_dir: Path
    data_dir: Path
    log_dir: Path

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
        return self.data_dir / "autosave"

    @property
    def saved_games_dir(self) -> Path:
        return self.data_dir / "games"

    @property
    def statistics_db(self) -> Path:
        return self.data_dir / "statistics.sqlite3"
