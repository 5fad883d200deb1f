"""The settings file: one readable, versioned JSON file; bad values fall back one by one.

The values themselves are validated by the caller (the app's Settings
object knows what a valid deck or speed is); this module guarantees the file
side: a damaged file is kept aside rather than overwritten, keys this
version does not know (written by a newer JassDesk) are carried through a
save untouched, and each rejected value produces one warning.

A bad number (NaN, Infinity, 1e999, a 30-digit whole number) is a bad value
like any other: the guarded reader marks it (``bad_numbers="mark"``) instead of
refusing the file, and only the setting holding it falls back.  Before, one
such number refused the whole file and every setting went back to its default
(138 of 2,965 damaged settings files in ``benchmarks/fuzz_files.py 10000``).  The file
as a whole is still guarded as every file is (a regular file, its size, UTF-8,
its nesting), and a bad number outside ``values`` still refuses it.  The next
save writes the values kept, the bad one at its default.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Callable

from .atomic import DamagedFile, atomic_write_text, preserve_copy
from .errors import CorruptFileError, StorageError
from .guarded_reader import bad_number_in, quoted, read_json, require_str

FORMAT = "jassdesk-settings"
VERSION = 1
MAX_KEYS = 100
MAX_KEY_LENGTH = 64
log = logging.getLogger(__name__)


class SettingsStore:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._foreign: dict[str, Any] = {}
        #: the damaged settings file the last :meth:`load` found and moved aside (None: the file was fine)
        self.damaged: DamagedFile | None = None

    def load(self, validate: Callable[[str, Any], Any]) -> tuple[dict[str, Any], list[str]]:
        """The valid values of the file and a warning for everything dropped.

        ``validate(key, value)`` returns the value to use or raises
        ``KeyError`` (unknown key) / ``ValueError`` (invalid value).
        """
        warnings: list[str] = []
        self.damaged = None
        if not self.path.exists() and not self.path.is_symlink():
            return {}, warnings
        try:
            data = read_json(self.path, bad_numbers="mark")
            if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("values"), dict):
                raise CorruptFileError(f"{self.path} is not a JassDesk settings file")
            bad = bad_number_in([v for k, v in data.items() if k != "values"])
            if bad is not None:  # the file's own fields (the version): not one setting's value
                raise CorruptFileError(f"{self.path} is not a JassDesk file: it is not valid JSON ({bad.problem})")
            if len(data["values"]) > MAX_KEYS:
                raise CorruptFileError(f"{self.path} holds {len(data['values'])} settings (at most {MAX_KEYS})")
            for key in data["values"]:
                require_str(key, "the name of a setting", str(self.path), MAX_KEY_LENGTH)
        except StorageError as exc:
            kept = preserve_copy(self.path, "damaged")
            self.damaged = DamagedFile(self.path, kept, str(exc))
            message = f"the settings file {self.path} could not be read ({exc}); defaults are used"
            if kept:
                message += f", and the damaged file was kept as {kept.name}"
            warnings.append(message)
            log.warning(message)
            return {}, warnings
        version = data.get("version")
        if isinstance(version, int) and not isinstance(version, bool) and version > VERSION:
            warnings.append(f"the settings were written by a newer JassDesk (format {version}); "
                            "settings this version does not know are kept unchanged")
        values: dict[str, Any] = {}
        for key, value in data["values"].items():
            try:
                bad = bad_number_in(value)
                if bad is not None:  # never given to validate, never kept: it could not be written back
                    raise ValueError(bad.problem)
                values[key] = validate(key, value)
            except KeyError:
                self._foreign[key] = value  # a newer version's setting: keep it for the next save
            except (ValueError, TypeError, OverflowError) as exc:
                shown = "" if bad is not None else f" {quoted(value)}"
                message = (f"setting {quoted(key)} has an invalid value{shown} ({quoted(str(exc), 160, bare=True)}); "
                           "the default is used")
                warnings.append(message)
                log.warning(message)
        return values, warnings

    def save(self, values: dict[str, Any]) -> None:
        data = {"format": FORMAT, "version": VERSION, "values": {**self._foreign, **values}}
        atomic_write_text(self.path, json.dumps(data, indent=2, ensure_ascii=False, sort_keys=True) + "\n")
