"""The session settings: one QObject every view listens to.

Persisting them across runs is the storage layer's job; it can read and write
:meth:`Settings.to_dict` / :meth:`Settings.from_dict` and nothing else needs to
change.  Every setter emits :attr:`Settings.changed` with the key that changed,
and only when the value really changed.
"""

from __future__ import annotations

from enum import Enum
from typing import Any

from PySide6.QtCore import QLocale, QObject, Signal

from jassdesk.cards.provider import DEFAULT_BACK, FaceSet
from jassdesk.engine.cards import Deck
from jassdesk.engine.language import LANGUAGES
from jassdesk.engine.rules import Game
from jassdesk.storage.guarded_reader import quoted

from .school_progress import validate_progress


class AnimationSpeed(str, Enum):
    """How long the table's moves take; ``INSTANT`` shows the end of every move at once."""

    INSTANT = "instant"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def factor(self) -> float:
        return {"instant": 0.0, "fast": 0.55, "normal": 1.0, "slow": 1.7}[self.value]


class CardSize(str, Enum):
    """How large the cards are, relative to the largest that fit the window (they always fit).

    The two sizes for low vision also change how the table is laid out (:mod:`jassdesk.ui.table.layout`):
    the other players' hands shrink to small heaps, the trick lies straight, so the person's cards and
    the trick can take the room.
    """

    SMALL = "small"
    NORMAL = "normal"
    LARGE = "large"
    LARGER = "larger"
    LARGEST = "largest"

    @property
    def factor(self) -> float:
        return {"small": 0.85, "normal": 1.0, "large": 1.2, "larger": 1.45, "largest": 1.75}[self.value]

    @property
    def low_vision(self) -> bool:
        """The sizes that lay the table out for low vision."""
        return self in (CardSize.LARGER, CardSize.LARGEST)


class Contrast(str, Enum):
    """The table's look: as the system asks (high contrast where its setting is on), or always one of two."""

    SYSTEM = "system"
    HIGH = "high"
    NORMAL = "normal"


class TextSize(str, Enum):
    """How large every text of the program is, on top of the system's font size."""

    NORMAL = "normal"
    LARGE = "large"
    LARGER = "larger"

    @property
    def factor(self) -> float:
        return {"normal": 1.0, "large": 1.25, "larger": 1.5}[self.value]


class Motion(str, Enum):
    """Whether cards move: as the system asks (its "reduce motion" setting), always still, or as the speed says."""

    SYSTEM = "system"
    REDUCED = "reduced"
    FULL = "full"


class HintMode(str, Enum):
    OFF = "off"
    ON_REQUEST = "request"
    ALWAYS = "always"


class SheetView(str, Enum):
    """How the Jasstafel beside the table is shown: the table of hands, or the chalk board of the Beiz."""

    TABLE = "table"
    BOARD = "board"


class Welcome(str, Enum):
    """Where a person is with the welcome panel of the first start (:mod:`jassdesk.ui.welcome`).

    ``NEW``: never shown (a fresh folder shows it; a folder already in use, whose settings lack the key,
    does not).  ``SHOWN``: on screen and nothing chosen yet, so a window closed over it shows it again
    at the next start.  ``DONE``: a game was chosen; only Help > Welcome shows it from now on.
    """

    NEW = "new"
    SHOWN = "shown"
    DONE = "done"


MAX_NAME = 24
MAX_BACK_NAME = 64  # the art's backs are named by a word or two
MAX_NETWORK_TEXT = 255  # a name at a network table (the host cuts it to 24), or a host's address


def _validate_table(game: str, value: Any) -> dict[str, Any] | None:
    """A remembered table: rules the engine accepts for ``game``, a name and a known AI level per seat."""
    if value is None:
        return None
    from jassdesk.ai.levels import level_names
    from jassdesk.engine.rules import Rules

    if not isinstance(value, dict):
        raise ValueError("not a table of players and rules")
    try:
        rules = Rules.from_dict(value.get("rules"))
    except (ValueError, TypeError) as exc:  # it names the bad rule and quotes its value whole: cut it short
        raise ValueError(f"the rules are not valid: {quoted(str(exc), bare=True)}") from None
    if rules.game.value != game:
        raise ValueError(f"the rules are for {rules.game.value}, not {game}")
    n = rules.n_players
    names = value.get("names")
    if not isinstance(names, list) or len(names) != n or not all(isinstance(x, str) for x in names):
        raise ValueError(f"expected {n} names")
    levels = value.get("levels")
    known = set(level_names())
    known.add("person")  # a person at this computer (game_config.PERSON_LEVEL, which imports this module)
    if not isinstance(levels, list) or len(levels) != n or \
            not all(lv is None or lv in known for lv in levels[1:]):
        raise ValueError(f"expected {n} AI levels or persons out of {', '.join(sorted(known))}")
    return {"rules": rules.to_dict(), "names": [x.strip()[:MAX_NAME] for x in names],
            "levels": [None] + list(levels[1:])}


def _member(kind: type[Enum], value: Any, what: str) -> str:
    """The value of ``kind``'s member ``value``; a ``ValueError`` quoting ``value`` briefly (the enum's own
    message quotes it whole, of whatever length the file held)."""
    try:
        return kind(value).value
    except ValueError:
        expected = ", ".join(str(member.value) for member in kind)
        raise ValueError(f"unknown {what} {quoted(value)}: expected one of {expected}") from None


def system_language() -> str:
    """The system's language if JassDesk speaks it (German, French, Italian, English), else English.

    The locale's own language decides first, then the user's preferred languages in order; Swiss German
    ("gsw") reads German.
    """
    system = QLocale.system()
    for name in (system.name(), *system.uiLanguages()):
        code = name[:2].lower()
        if name.lower().startswith("gsw"):
            code = "de"
        if code in LANGUAGES:
            return code
    return "en"


class Settings(QObject):
    """Deck, card back, language, animation speed, AI pace, hints and card size, kept across runs."""

    changed = Signal(str)  # the key that changed

    DEFAULTS: dict[str, Any] = {
        "face_set": FaceSet.SWISS.value,
        "back": DEFAULT_BACK,
        "language": None,  # None: the system language
        "animation_speed": AnimationSpeed.NORMAL.value,
        "ai_pace_ms": 700,
        "hints": HintMode.ON_REQUEST.value,
        "card_size": CardSize.NORMAL.value,
        # seeing and moving: high contrast and reduced motion follow the system unless chosen here
        "contrast": Contrast.SYSTEM.value,
        "text_size": TextSize.NORMAL.value,
        "motion": Motion.SYSTEM.value,
        # the Jasstafel as a table of hands (the exact figures, a new player's default) or a chalk board
        "sheet_view": SheetView.TABLE.value,
        # the window as it was left (base64 of QMainWindow.saveGeometry / saveState); "" for the default
        "window_geometry": "",
        "window_state": "",
        # the last table of each game (rules, names, AI levels) and the game last played: the defaults
        # of the next new game
        "last_game": next(iter(Game)).value,
        **{f"table_{game.value}": None for game in Game},
        # the welcome panel of the first start: never shown, on screen without a choice, or done with
        "welcome": Welcome.NEW.value,
        # the school: stars won and the place in each lesson or puzzle left half-way (school_progress.py)
        "school": {"stars": {}, "places": {}, "last": ""},
        # a table over the network: the name shown to the friends, and the host's address last typed
        "network_name": "",
        "network_address": "",
    }

    def __init__(self, parent: QObject | None = None, **values: Any) -> None:
        super().__init__(parent)
        self._system: Any = None  # the system's preferences (jassdesk.app.system_preferences), once attached
        self._effective = (False, False)
        self._values: dict[str, Any] = dict(self.DEFAULTS)
        self._values["language"] = system_language()
        for key, value in values.items():
            self.set(key, value)

    # -- generic access ----------------------------------------------------

    def get(self, key: str) -> Any:
        return self._values[key]

    def set(self, key: str, value: Any) -> None:
        if key not in self.DEFAULTS:
            raise KeyError(f"unknown setting {quoted(key)}")
        value = self._validate(key, value)
        if self._values.get(key) == value:
            return
        self._values[key] = value
        self.changed.emit(key)

    @classmethod
    def validate(cls, key: str, value: Any) -> Any:
        """The value to use for ``key``; ``KeyError`` for an unknown key, ``ValueError`` for a bad value.

        The storage layer's settings file calls this for every value it reads.
        """
        if key not in cls.DEFAULTS:
            raise KeyError(f"unknown setting {quoted(key)}")
        return cls._validate(key, value)

    @staticmethod
    def _validate(key: str, value: Any) -> Any:
        if key == "face_set":
            return _member(FaceSet, str(value).lower() if isinstance(value, str) else value, "deck")
        if key == "back":  # a name of the art's backs folder (the window keeps its own back for an unknown one)
            if not isinstance(value, str) or not value or len(value) > MAX_BACK_NAME:
                raise ValueError(f"invalid card back {quoted(value)}")
            return value
        if key == "language":
            if value is None:
                return system_language()
            lang = str(value)[:2].lower()
            if lang not in LANGUAGES:
                raise ValueError(f"unknown language {quoted(value)}: expected one of {', '.join(LANGUAGES)}")
            return lang
        if key == "animation_speed":
            return _member(AnimationSpeed, value, "animation speed")
        if key == "ai_pace_ms":
            if isinstance(value, bool) or not isinstance(value, (int, float)) or not 0 <= value <= 5000:
                raise ValueError(f"the AI pace must be 0..5000 ms, got {quoted(value)}")
            return int(value)
        if key == "hints":
            return _member(HintMode, value, "hint mode")
        if key == "card_size":
            return _member(CardSize, value, "card size")
        if key == "contrast":
            return _member(Contrast, value, "contrast")
        if key == "text_size":
            return _member(TextSize, value, "text size")
        if key == "motion":
            return _member(Motion, value, "motion")
        if key == "sheet_view":
            return _member(SheetView, value, "score sheet view")
        if key in ("window_geometry", "window_state"):
            if not isinstance(value, str) or len(value) > 20_000:
                raise ValueError("not a saved window layout")
            return value
        if key == "last_game":
            return _member(Game, value, "game")
        if key == "welcome":
            return _member(Welcome, value, "welcome state")
        if key == "school":
            return validate_progress(value)
        if key in ("network_name", "network_address"):
            if not isinstance(value, str) or len(value) > MAX_NETWORK_TEXT or not value.isprintable():
                raise ValueError(f"not a name or an address: {quoted(value)}")
            return value.strip()
        if key.startswith("table_") and key in Settings.DEFAULTS:
            return _validate_table(key.split("_", 1)[1], value)
        return value  # pragma: no cover

    def to_dict(self) -> dict[str, Any]:
        return dict(self._values)

    def from_dict(self, data: dict[str, Any]) -> None:
        """Load values (unknown keys and invalid values are skipped, so an old file still loads)."""
        for key, value in data.items():
            if key in self.DEFAULTS:
                try:
                    self.set(key, value)
                except (ValueError, KeyError):
                    pass

    # -- typed properties ----------------------------------------------------

    def table(self, game: str) -> dict[str, Any] | None:
        """The last table of ``game`` ("schieber"/"schmaus"): rules (as a dict), names and AI levels."""
        return self._values.get(f"table_{game}")

    @property
    def face_set(self) -> FaceSet:
        return FaceSet(self._values["face_set"])

    @property
    def deck(self) -> Deck:
        return self.face_set.deck

    @property
    def back(self) -> str:
        return self._values["back"]

    @property
    def language(self) -> str:
        return self._values["language"]

    @property
    def animation_speed(self) -> AnimationSpeed:
        return AnimationSpeed(self._values["animation_speed"])

    @property
    def ai_pace_ms(self) -> int:
        return self._values["ai_pace_ms"]

    @property
    def hints(self) -> HintMode:
        return HintMode(self._values["hints"])

    @property
    def card_size(self) -> CardSize:
        return CardSize(self._values["card_size"])

    @property
    def contrast(self) -> Contrast:
        return Contrast(self._values["contrast"])

    @property
    def text_size(self) -> TextSize:
        return TextSize(self._values["text_size"])

    @property
    def motion(self) -> Motion:
        return Motion(self._values["motion"])

    # -- what the system asks --------------------------------------------------------

    def attach_system(self, system: Any) -> None:
        """Follow ``system`` (a :class:`~jassdesk.app.system_preferences.SystemPreferences`) where a setting
        says "as the system": when its answer changes, ``changed`` is emitted with "contrast" or "motion"."""
        self._system = system
        self._effective = (self.high_contrast, self.reduce_motion)
        system.changed.connect(self._on_system_changed)

    def _on_system_changed(self) -> None:
        before, self._effective = self._effective, (self.high_contrast, self.reduce_motion)
        if before[0] != self._effective[0]:
            self.changed.emit("contrast")
        if before[1] != self._effective[1]:
            self.changed.emit("motion")

    @property
    def system_high_contrast(self) -> bool:
        return bool(self._system is not None and self._system.high_contrast())

    @property
    def system_reduce_motion(self) -> bool:
        return bool(self._system is not None and self._system.reduce_motion())

    @property
    def high_contrast(self) -> bool:
        """Whether the table is drawn in high contrast: chosen, or the system asks and nothing else was chosen."""
        contrast = self.contrast
        return contrast is Contrast.HIGH or (contrast is Contrast.SYSTEM and self.system_high_contrast)

    @property
    def reduce_motion(self) -> bool:
        """Whether nothing moves: chosen, or the system asks and nothing else was chosen."""
        motion = self.motion
        return motion is Motion.REDUCED or (motion is Motion.SYSTEM and self.system_reduce_motion)

    @property
    def animation_factor(self) -> float:
        """How long the table's moves take against their designed time; 0 for none at all (each move
        shows its end at once): the speed setting, or 0 where motion is reduced."""
        return 0.0 if self.reduce_motion else self.animation_speed.factor

    @property
    def sheet_view(self) -> SheetView:
        return SheetView(self._values["sheet_view"])

    @property
    def welcome(self) -> Welcome:
        return Welcome(self._values["welcome"])
