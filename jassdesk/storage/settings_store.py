"""The settings file: one readable, versioned JSON file; bad values fall back one by one.

The values themselves are validated by the caller (the app's Settings
object knows what a valid deck or speed is); this module guarantees the file
side: a damaged file is kept aside rather than overwritten, keys this
version does not know (written by a newer JassDesk) are carried through a
save untouched, and each rejected value produces one warning.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Callable

from .atomic import atomic_write_text, preserve_copy, read_text
from .errors import StorageError

FORMAT = "jassdesk-settings"
VERSION = 1
log = logging.getLogger(__name__)


class SettingsStore:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._foreign: dict[str, Any] = {}

    def load(self, validate: Callable[[str, Any], Any]) -> tuple[dict[str, Any], list[str]]:
        """The valid values of the file and a warning for everything dropped.

        ``validate(key, value)`` returns the value to use or raises
        ``KeyError`` (unknown key) / ``ValueError`` (invalid value).
        """
        warnings: list[str] = []
        if not self.path.exists():
            return {}, warnings
        try:
            data = json.loads(read_text(self.path))
            if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("values"), dict):
                raise ValueError("not a JassDesk settings file")
        except (ValueError, StorageError) as exc:
            kept = preserve_copy(self.path, "damaged")
            message = f"the settings file {self.path} could not be read ({exc}); defaults are used"
            if kept:
                message += f", and the damaged file was kept as {kept.name}"
            warnings.append(message)
            log.warning(message)
            return {}, warnings
        version = data.get("version")
        if isinstance(version, int) and version > VERSION:
            warnings.append(f"the settings were written by a newer JassDesk (format {version}); "
                            "settings this version does not know are kept unchanged")
        values: dict[str, Any] = {}
        for key, value in data["values"].items():
            try:
                values[key] = validate(key, value)
            except KeyError:
                self._foreign[key] = value  # a newer version's setting: keep it for the next save
            except (ValueError, TypeError) as exc:
                message = f"setting {key!r} has an invalid value {value!r} ({exc}); the default is used"
                warnings.append(message)
                log.warning(message)
        return values, warnings

    def save(self, values: dict[str, Any]) -> None:
        data = {"format": FORMAT, "version": VERSION, "values": {**self._foreign, **values}}
        atomic_write_text(self.path, json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True) + "\n")
