"""Rule options and presets.

A preset is only a starting set of options; a Partie records the options it
was played with (see :mod:`jassdesk.engine.record`).  Every option is a row of
docs/rules.md so that the new-game dialog can offer each of them.

:class:`Rules` holds the options several games read (the card-play rules, Weis,
Stöck, the match bonus, the turn order, the end of a Partie) and, as
``rules.options``, the options of its own game: a :class:`GameOptions`
subclass defined in the game's own ``<game>_options`` module (``SchieberOptions``,
``CoiffeurOptions``, ...) and listed in :data:`OPTIONS_CLASSES`.  Those modules
need only :mod:`.game_options`, so the rules know every game's options without
importing the games' state machines.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from enum import Enum
from typing import Any

from .coiffeur_options import CoiffeurOptions
from .differenzler_options import DifferenzlerOptions
from .game_options import GameOptions
from .modes import Mode
from .schieber_options import SchieberOptions
from .schmaus_options import SchmausOptions


class Game(str, Enum):
    SCHIEBER = "schieber"
    SCHMAUS = "schmaus"
    DIFFERENZLER = "differenzler"
    COIFFEUR = "coiffeur"

    @property
    def n_players(self) -> int:
        return 2 if self is Game.SCHMAUS else 4

    @property
    def four_nines_points(self) -> int:
        """Vier Nell (four 9s): a Weis of 150 in the four-player games, no Weis in Schmaus."""
        return 0 if self is Game.SCHMAUS else 150


class Direction(str, Enum):
    """Turn order round the table.  Seats are numbered clockwise."""

    CLOCKWISE = "clockwise"  # seed 004: the Vorhand sits at the dealer's left
    COUNTERCLOCKWISE = "counterclockwise"  # common in Switzerland

    @property
    def step(self) -> int:
        return 1 if self is Direction.CLOCKWISE else -1


class Preset(str, Enum):
    """The named starting sets of options.  The values are written into saved games and statistics;
    the interface calls SEED "Simple Schieber" (docs/rules.md section 4)."""

    SEED = "seed"
    SWISS_STANDARD = "swiss"
    SWISS_2500 = "swiss2500"
    SCHMAUS = "schmaus"
    DIFFERENZLER = "differenzler"
    COIFFEUR = "coiffeur"


#: the version of :meth:`Rules.to_dict`'s form.  1 (no ``version`` key): every option flat in one object;
#: 2: the options several games read flat, the game's own ones in ``options``.
RULES_VERSION = 2


#: each game's own options: the class of ``rules.options`` (each defined in its game's ``<game>_options`` module)
OPTIONS_CLASSES: dict[Game, type[GameOptions]] = {
    Game.SCHIEBER: SchieberOptions,
    Game.SCHMAUS: SchmausOptions,
    Game.DIFFERENZLER: DifferenzlerOptions,
    Game.COIFFEUR: CoiffeurOptions,
}


def options_class(game: Game) -> type[GameOptions]:
    """The class of ``rules.options`` in rules for ``game``."""
    try:
        return OPTIONS_CLASSES[game]
    except KeyError:
        raise ValueError(f"no engine for the game {game!r}") from None


@dataclass(frozen=True)
class Rules:
    """All options of one Partie.  Immutable so a state can share it freely."""

    game: Game = Game.SCHIEBER
    preset: Preset = Preset.SEED
    # general (docs/rules.md section 3)
    ace_deals: bool = False
    klopfen: bool = False
    # the play (docs/rules.md section 4), read by every game that plays a Schieber's tricks
    direction: Direction = Direction.CLOCKWISE
    trump_instead_of_follow: bool = False
    bauer_exception: bool = False
    trumpfzwang: bool = False
    undertrump_ban: bool = False
    weis: bool = False
    stoeck_automatic: bool = True
    match_bonus: int = 0
    # the end of a Partie: a target, or a fixed number of hands
    target: int = 1000
    hands: int | None = None
    #: the game's own options (its :class:`GameOptions` subclass); None: the game's defaults
    options: GameOptions = field(default=None)  # type: ignore[assignment]

    def __post_init__(self) -> None:
        # an option named by its value ("counterclockwise") is taken as its member; anything else is refused
        # here, in a sentence, not later as an AttributeError in the middle of a deal
        for name, kind in (("game", Game), ("preset", Preset), ("direction", Direction)):
            value = getattr(self, name)
            if not isinstance(value, kind):
                try:
                    object.__setattr__(self, name, kind(value))
                except ValueError:
                    allowed = ", ".join(member.value for member in kind)
                    raise ValueError(f"{name} must be one of {allowed}, not {value!r}") from None
        cls = options_class(self.game)
        if self.options is None:
            object.__setattr__(self, "options", cls())
        elif type(self.options) is not cls:
            raise ValueError(f"{type(self.options).__name__} are not the options of {self.game.value}")
        if self.target <= 0:
            raise ValueError(f"the target must be positive, got {self.target}")
        if self.hands is not None and self.hands <= 0:
            raise ValueError(f"the number of hands must be positive, got {self.hands}")
        if self.match_bonus < 0:
            raise ValueError("the match bonus cannot be negative")
        self.options.check(self)

    @property
    def n_players(self) -> int:
        return self.game.n_players

    def multiplier(self, mode: Mode) -> int:
        return self.options.multiplier(mode)

    def with_options(self, **options: Any) -> "Rules":
        """These rules with some of the game's own options changed."""
        return replace(self, options=replace(self.options, **options))

    def changed(self, **changes: Any) -> "Rules":
        """These rules with ``changes``: shared options by name, the game's own ones by name too (or all of
        them at once as ``options``).  A name neither knows is a TypeError, as for :func:`dataclasses.replace`."""
        shared = {f.name for f in fields(Rules)}
        own = {k: changes.pop(k) for k in list(changes) if k not in shared}
        rules = replace(self, **changes)
        return rules.with_options(**own) if own else rules

    # -- presets -------------------------------------------------------------

    @staticmethod
    def _preset(base: "Rules", overrides: dict[str, Any]) -> "Rules":
        return base.changed(**overrides)

    @staticmethod
    def schieber_seed(**overrides: Any) -> "Rules":
        """The seed text's Schieber: follow suit, no Weis, no match bonus."""
        return Rules._preset(Rules(game=Game.SCHIEBER, preset=Preset.SEED), overrides)

    @staticmethod
    def schieber_swiss(**overrides: Any) -> "Rules":
        """Common Swiss practice: trump instead of following, under-trump ban, Weis, match +100."""
        base = Rules(
            game=Game.SCHIEBER,
            preset=Preset.SWISS_STANDARD,
            trump_instead_of_follow=True,
            bauer_exception=True,
            undertrump_ban=True,
            weis=True,
            match_bonus=100,
        )
        return Rules._preset(base, overrides)

    @staticmethod
    def schieber_swiss_2500(**overrides: Any) -> "Rules":
        """Swiss standard with the Swisslos multipliers, to 2500 (the Schieber.ch and Swisslos tables)."""
        base = Rules.schieber_swiss(preset=Preset.SWISS_2500, multipliers=True, target=2500)
        return Rules._preset(base, overrides)

    @staticmethod
    def schmaus(**overrides: Any) -> "Rules":
        """Schmaus (seed 000): free play while the stock lasts, progressive Weis, match +100."""
        base = Rules(game=Game.SCHMAUS, preset=Preset.SCHMAUS, weis=True, match_bonus=100)
        return Rules._preset(base, overrides)

    @staticmethod
    def differenzler(**overrides: Any) -> "Rules":
        """Differenzler: each alone, 8 hands, trumping in with the Bauer exception, under-trumping allowed."""
        base = Rules(game=Game.DIFFERENZLER, preset=Preset.DIFFERENZLER, trump_instead_of_follow=True,
                     bauer_exception=True, hands=overrides.pop("hands", 8))
        return Rules._preset(base, overrides)

    @staticmethod
    def coiffeur(**overrides: Any) -> "Rules":
        """Coiffeur (docs/rules.md section 9): the Swiss standard play rules, the 8-row table, match +100,
        Stöck, no Weis."""
        base = Rules(game=Game.COIFFEUR, preset=Preset.COIFFEUR, trump_instead_of_follow=True, bauer_exception=True,
                     undertrump_ban=True, match_bonus=100)
        return Rules._preset(base, overrides)

    @staticmethod
    def preset_named(name: str, **overrides: Any) -> "Rules":
        makers = {"seed": Rules.schieber_seed, "swiss": Rules.schieber_swiss, "standard": Rules.schieber_swiss,
                  "swiss2500": Rules.schieber_swiss_2500, "schmaus": Rules.schmaus,
                  "differenzler": Rules.differenzler, "coiffeur": Rules.coiffeur}
        try:
            return makers[name](**overrides)
        except KeyError:
            raise ValueError(f"unknown rule preset {name!r}: expected one of {', '.join(makers)}") from None

    # -- (de)serialisation -------------------------------------------------

    def to_dict(self) -> dict[str, Any]:
        """The form of :data:`RULES_VERSION`: the shared options flat, the game's own ones in ``options``."""
        out: dict[str, Any] = {"version": RULES_VERSION}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.value if isinstance(value, Enum) else value
        out["options"] = self.options.to_dict()
        return out

    @staticmethod
    def from_dict(data: dict[str, Any]) -> "Rules":
        """Rules of every version of :meth:`to_dict`: version 1 (no ``version``) had every game's options flat,
        the game's own ones are moved into ``options`` and those of other games (which it never read) dropped."""
        if not isinstance(data, dict):
            raise ValueError("rules must be a JSON object")
        data = dict(data)
        version = data.pop("version", 1)
        if version not in (1, RULES_VERSION):
            raise ValueError(f"the rules' version {version!r} is not one this JassDesk reads")
        try:
            game = Game(data.get("game", Game.SCHIEBER.value))
        except ValueError:
            raise ValueError(f"rule option 'game' has an unknown value {data.get('game')!r}") from None
        if version == 1:
            flat = {f.name for cls in OPTIONS_CLASSES.values() for f in fields(cls)}
            own = {f.name for f in fields(options_class(game))}
            moved = {key: data.pop(key) for key in list(data) if key in flat}
            for key, value in moved.items():
                if key not in own and not isinstance(value, (bool, list)):
                    raise ValueError(f"rule option {key!r} must be true or false")
            data["options"] = {key: value for key, value in moved.items() if key in own}
        known = {f.name: f for f in fields(Rules)}
        unknown = sorted(set(data) - set(known))
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(unknown)}")
        kwargs: dict[str, Any] = {}
        converters = {"game": Game, "preset": Preset, "direction": Direction}
        for key, value in data.items():
            if key in converters:
                try:
                    kwargs[key] = converters[key](value)
                except ValueError:
                    raise ValueError(f"rule option {key!r} has an unknown value {value!r}") from None
            elif key == "options":
                kwargs[key] = options_class(game).from_dict(value)
            elif key == "hands":
                if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                    raise ValueError("rule option 'hands' must be a whole number or null")
                kwargs[key] = value
            elif key in ("target", "match_bonus"):
                if not isinstance(value, int) or isinstance(value, bool):
                    raise ValueError(f"rule option {key!r} must be a whole number")
                kwargs[key] = value
            else:
                if not isinstance(value, bool):
                    raise ValueError(f"rule option {key!r} must be true or false")
                kwargs[key] = value
        return Rules(**kwargs)
