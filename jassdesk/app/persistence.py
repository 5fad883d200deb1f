"""Keep the session settings across runs: load them at start, save them whenever one changes.

The file side (atomic writes, damaged files kept aside, per-key fallback) is
:mod:`jassdesk.storage.settings_store`; this module only connects it to the
:class:`~jassdesk.app.settings.Settings` object.  Storage problems never stop
the game: they are logged and returned as sentences for the window to show.
Only the settings' own folder matters here: a data, log or autosave folder
that cannot be used costs those parts, never the settings.
"""

from __future__ import annotations

import logging
from typing import Callable

from jassdesk.storage.atomic import DamagedFile
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
        #: told each time the settings cannot be saved (the window says which part failed)
        self.on_problem: Callable[[str], None] | None = None

    def load(self) -> list[str]:
        """Apply the saved values; returns the warnings (bad values, a damaged file) for the person.

        A damaged file has been moved aside by then: :attr:`damaged` says where.
        """
        values, warnings = self.store.load(Settings.validate)
        self.settings.from_dict(values)
        self.problems.extend(warnings)
        return self.problems

    @property
    def damaged(self) -> DamagedFile | None:
        """The settings file the last load could not read (moved aside; the defaults are used), or None."""
        return self.store.damaged

    def watch(self) -> None:
        """From now on, save after every change."""
        self.settings.changed.connect(self._save)

    def _save(self, _key: str = "") -> None:
        try:
            self.store.save(self.settings.to_dict())
        except StorageError as exc:
            log.warning("settings not saved: %s", exc)
            self.problems.append(str(exc))
            if self.on_problem is not None:
                self.on_problem(str(exc))
