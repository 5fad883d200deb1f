"""The person's way through the school, kept in the settings: stars won and the place in each exercise.

Progress is one settings value (``school``), so it is saved with the settings file, read back through its
guarded reader and survives a restart: every lesson's and puzzle's best stars (1-3; a replay never takes
stars away), the saved place of an exercise left half-way (its ``snapshot()``, replayed by the session's
own ``restore``/``resume``, which refuses a place that no longer fits), and the exercise last opened.

A settings file is hostile input: :func:`validate_progress` keeps only well-formed entries and bounds
every size, so a damaged ``school`` value costs at worst the bad entries, never the settings file.
"""

from __future__ import annotations

import json
import re
from typing import Any

from PySide6.QtCore import QObject, Signal

MAX_ENTRIES = 500  # exercises with stars or a place (the school ships 10 lessons and some 40 puzzles)
MAX_PLACE_BYTES = 8_000  # one saved place, as JSON
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,59}")

EMPTY: dict[str, Any] = {"stars": {}, "places": {}, "last": ""}


def _is_id(value: Any) -> bool:
    return isinstance(value, str) and _ID.fullmatch(value) is not None


def validate_progress(value: Any) -> dict[str, Any]:
    """The school's progress as the settings keep it; a ``ValueError`` only for a value that is no table at
    all (the settings then keep the default).  Bad entries inside a table are dropped one by one."""
    if value is None:
        return {"stars": {}, "places": {}, "last": ""}
    if not isinstance(value, dict):
        raise ValueError("the school's progress is not a table")
    stars_in = value.get("stars") if isinstance(value.get("stars"), dict) else {}
    stars = {k: v for k, v in list(stars_in.items())[:MAX_ENTRIES]
             if _is_id(k) and isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 3}
    places_in = value.get("places") if isinstance(value.get("places"), dict) else {}
    places = {}
    for key, place in list(places_in.items())[:MAX_ENTRIES]:
        if _is_id(key) and isinstance(place, dict):
            try:
                if len(json.dumps(place)) <= MAX_PLACE_BYTES:
                    places[key] = place
            except (TypeError, ValueError):  # not JSON (a settings file holds only JSON: defensive)
                continue
    last = value.get("last") if _is_id(value.get("last")) else ""
    return {"stars": stars, "places": places, "last": last}


class SchoolProgress(QObject):
    """Stars and saved places by exercise id, read from and written to the settings' ``school`` value."""

    changed = Signal()

    def __init__(self, settings: Any, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        settings.changed.connect(lambda key: self.changed.emit() if key == "school" else None)

    def _value(self) -> dict[str, Any]:
        return self.settings.get("school")

    def _write(self, stars: dict[str, int] | None = None, places: dict[str, Any] | None = None,
               last: str | None = None) -> None:
        old = self._value()
        self.settings.set("school", {"stars": old["stars"] if stars is None else stars,
                                     "places": old["places"] if places is None else places,
                                     "last": old["last"] if last is None else last})

    def stars(self, exercise_id: str) -> int:
        """The best stars won in the exercise (0: never finished)."""
        return int(self._value()["stars"].get(exercise_id, 0))

    def done(self, exercise_id: str) -> bool:
        return self.stars(exercise_id) > 0

    def finish(self, exercise_id: str, stars: int) -> bool:
        """The exercise was finished with ``stars``; the best is kept and its saved place forgotten.
        True if that is a new best."""
        stars = max(1, min(3, int(stars)))
        best = self.stars(exercise_id)
        places = {k: v for k, v in self._value()["places"].items() if k != exercise_id}
        new = dict(self._value()["stars"])
        new[exercise_id] = max(best, stars)
        self._write(stars=new, places=places)
        return stars > best

    def place(self, exercise_id: str) -> dict[str, Any] | None:
        """Where the person left the exercise (a session's snapshot), or None."""
        return self._value()["places"].get(exercise_id)

    def keep_place(self, exercise_id: str, snapshot: dict[str, Any]) -> None:
        places = dict(self._value()["places"])
        places[exercise_id] = snapshot
        self._write(places=places, last=exercise_id)

    def forget_place(self, exercise_id: str) -> None:
        if exercise_id in self._value()["places"]:
            self._write(places={k: v for k, v in self._value()["places"].items() if k != exercise_id})

    @property
    def last(self) -> str:
        """The exercise opened last ("" for none)."""
        return self._value()["last"]

    def opened(self, exercise_id: str) -> None:
        self._write(last=exercise_id)

    def total_stars(self, exercise_ids: list[str]) -> int:
        return sum(self.stars(i) for i in exercise_ids)
