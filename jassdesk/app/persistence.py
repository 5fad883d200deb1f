"""Keep the session settings across runs: load them at start, save them whenever one changes.

The file side (atomic writes, damaged files kept aside, per-key fallback) is
:mod:`jassdesk.storage.settings_store`; this module only connects it to the
:class:`~jassdesk.app.settings.Settings` object.  Storage problems never stop
the game: they are logged and returned as sentences for the window to show.
"""

from __future__ import annotations

import logging

from jassdesk.storage.errors import StorageError
from jassdesk.storage.paths import StoragePaths
from jassdesk.storage.settings_store import SettingsStore

from .settings import Settings

log = logging.getLogger(__name__)


class SettingsPersistence:
    """Loads ``settings`` from the user's settings file and writes every change back."""

    def __init__(self, settings: Settings, paths: StoragePaths) -> None:
        self.settings = settings
        self.paths = paths
        self.store = SettingsStore(paths.settings_file)
        self.problems: list[str] = []

    def load(self) -> list[str]:
        """Apply the saved values; returns the warnings (bad values, a damaged file) for the person."""
        try:
            self.paths.ensure()
        except StorageError as exc:
            self.problems.append(f"{exc}; settings will not be kept")
            log.warning("%s", exc)
            return self.problems
        values, warnings = self.store.load(Settings.validate)
        self.settings.from_dict(values)
        self.problems.extend(warnings)
        return self.problems

    def watch(self) -> None:
        """From now on, save after every change."""
        self.settings.changed.connect(self._save)

    def _save(self, _key: str = "") -> None:
        try:
            self.store.save(self.settings.to_dict())
        except StorageError as exc:
            log.warning("settings not saved: %s", exc)
            self.problems.append(str(exc))
