"""The base of every game's own options (``rules.options``), apart from :mod:`.rules`.

A game's options class lives in the game's own ``<game>_options`` module and
needs only this module, so that :mod:`.rules` can list every game's options
without importing the games' state machines (which import the rules).
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields
from typing import Any, Protocol

from .modes import Mode


class SharedRules(Protocol):
    """What a game's options may check of the shared options of :class:`~jassdesk.engine.rules.Rules`."""

    hands: int | None
    weis: bool
    match_bonus: int


@dataclass(frozen=True)
class GameOptions:
    """The options of one game only, reached as ``rules.options``.  A game's engine module subclasses it
    (frozen, so that a Rules stays hashable) in a module of its own, and
    :data:`jassdesk.engine.rules.OPTIONS_CLASSES` lists the subclass."""

    def check(self, rules: SharedRules) -> None:
        """Raise ValueError if these options, or the shared ones in ``rules``, cannot be played together."""

    def multiplier(self, mode: Mode) -> int:
        """What a hand played in ``mode`` counts times (1 unless the game has multipliers)."""
        return 1

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "GameOptions":
        """Each option checked: yes/no options must be true or false (:meth:`_read` reads the others)."""
        if not isinstance(data, dict):
            raise ValueError("a game's options must be a JSON object")
        known = {f.name: f for f in fields(cls)}
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(unknown)}")
        kwargs = {}
        for key, value in data.items():
            if isinstance(known[key].default, bool):
                if not isinstance(value, bool):
                    raise ValueError(f"rule option {key!r} must be true or false")
                kwargs[key] = value
            else:
                kwargs[key] = cls._read(key, value)
        return cls(**kwargs)

    @classmethod
    def _read(cls, key: str, value: Any) -> Any:  # pragma: no cover - a game with a non-yes/no option overrides it
        return value
