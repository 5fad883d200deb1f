"""Rule options and presets.

A preset is only a starting set of options; a Partie records the options it
was played with (see :mod:`jassdesk.engine.record`).  Every field here is a
row of RULES.md so that the new-game dialog can offer each of them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from enum import Enum
from typing import Any

from .coiffeur_table import EIGHT_ROWS, check_table
from .modes import Mode


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
    the interface calls SEED "Simple Schieber" (RULES.md section 4)."""

    SEED = "seed"
    SWISS_STANDARD = "swiss"
    SWISS_2500 = "swiss2500"
    SCHMAUS = "schmaus"
    DIFFERENZLER = "differenzler"
    COIFFEUR = "coiffeur"


DIFFERENZLER_LENGTHS = (4, 8, 12, 16)  # hands in a Differenzler Partie (RULES section 10), 8 by default

# Swisslos multipliers: Rosen/Eicheln x1, Schilten/Schellen x2, Obenabe/Undenufe x3.
SWISSLOS_MULTIPLIERS = {
    Mode.TRUMP_ROSEN: 1,
    Mode.TRUMP_EICHELN: 1,
    Mode.TRUMP_SCHILTEN: 2,
    Mode.TRUMP_SCHELLEN: 2,
    Mode.OBENABE: 3,
    Mode.UNDENUFE: 3,
}


@dataclass(frozen=True)
class Rules:
    """All options of one Partie.  Immutable so a state can share it freely."""

    game: Game = Game.SCHIEBER
    preset: Preset = Preset.SEED
    # general (RULES section 3)
    ace_deals: bool = False
    klopfen: bool = False
    # Schieber (RULES section 4)
    direction: Direction = Direction.CLOCKWISE
    trump_instead_of_follow: bool = False
    bauer_exception: bool = False
    trumpfzwang: bool = False
    undertrump_ban: bool = False
    weis: bool = False
    stoeck_automatic: bool = True
    match_bonus: int = 0
    multipliers: bool = False
    undenufe_x4: bool = False
    slalom: bool = False  # Schieber: Slalom-Obenabe/-Undenufe may be chosen too (RULES section 4)
    # Coiffeur (RULES section 9): the rows as (kind, factor), pushing to the partner instead of round the table
    coiffeur_rows: tuple[tuple[str, int], ...] = EIGHT_ROWS
    push_to_partner: bool = False
    coiffeur_stoeck: bool = True
    # the end of a Partie: a target, or a fixed number of hands (Schieber only)
    target: int = 1000
    hands: int | None = None
    # Differenzler (RULES section 10)
    random_trump: bool = False  # trump drawn at random instead of the turned bottom card
    open_bids: bool = False  # bids made in turn order, each seeing the earlier ones
    exact_bonus: bool = False  # 10 off the penalty for an exact bid

    def __post_init__(self) -> None:
        if self.target <= 0:
            raise ValueError(f"the target must be positive, got {self.target}")
        if self.hands is not None:
            if self.game is Game.SCHMAUS:
                raise ValueError("Schmaus is played to a target, not a number of hands")
            if self.hands <= 0:
                raise ValueError(f"the number of hands must be positive, got {self.hands}")
        if self.match_bonus < 0:
            raise ValueError("the match bonus cannot be negative")
        if self.game is Game.DIFFERENZLER:
            if self.hands not in DIFFERENZLER_LENGTHS:
                raise ValueError(f"a Differenzler Partie has {', '.join(map(str, DIFFERENZLER_LENGTHS))} hands, "
                                 f"not {self.hands}")
            if self.weis or self.match_bonus or self.multipliers:
                raise ValueError("Differenzler counts card points only: no Weis, match bonus or multipliers")
        check_table(self.coiffeur_rows)

    @property
    def n_players(self) -> int:
        return self.game.n_players

    def multiplier(self, mode: Mode) -> int:
        if not self.multipliers:
            return 1
        if mode == Mode.UNDENUFE and self.undenufe_x4:
            return 4
        return SWISSLOS_MULTIPLIERS.get(mode, 3)  # Slalom x3, whatever the Undenufe setting

    # -- presets -------------------------------------------------------------

    @staticmethod
    def schieber_seed(**overrides: Any) -> "Rules":
        """The seed text's Schieber: follow suit, no Weis, no match bonus."""
        return replace(Rules(game=Game.SCHIEBER, preset=Preset.SEED), **overrides)

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
        return replace(base, **overrides)

    @staticmethod
    def schieber_swiss_2500(**overrides: Any) -> "Rules":
        """Swiss standard with the Swisslos multipliers, to 2500 (the Schieber.ch and Swisslos tables)."""
        base = replace(Rules.schieber_swiss(), preset=Preset.SWISS_2500, multipliers=True, target=2500)
        return replace(base, **overrides)

    @staticmethod
    def schmaus(**overrides: Any) -> "Rules":
        """Schmaus (seed 000): free play while the stock lasts, progressive Weis, match +100."""
        base = Rules(game=Game.SCHMAUS, preset=Preset.SCHMAUS, weis=True, match_bonus=100)
        return replace(base, **overrides)

    @staticmethod
    def differenzler(**overrides: Any) -> "Rules":
        """Differenzler: each alone, 8 hands, trumping in with the Bauer exception, under-trumping allowed."""
        base = Rules(game=Game.DIFFERENZLER, preset=Preset.DIFFERENZLER, trump_instead_of_follow=True,
                     bauer_exception=True, hands=8)
        return replace(base, **overrides)

    @staticmethod
    def coiffeur(**overrides: Any) -> "Rules":
        """Coiffeur (RULES section 9): the Swiss standard play rules, the 8-row table, match +100, Stöck, no Weis."""
        base = Rules(game=Game.COIFFEUR, preset=Preset.COIFFEUR, trump_instead_of_follow=True, bauer_exception=True,
                     undertrump_ban=True, match_bonus=100)
        return replace(base, **overrides)

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
        out = asdict(self)
        for key, value in out.items():
            if isinstance(value, Enum):
                out[key] = value.value
        out["coiffeur_rows"] = [list(row) for row in self.coiffeur_rows]
        return out

    @staticmethod
    def from_dict(data: dict[str, Any]) -> "Rules":
        if not isinstance(data, dict):
            raise ValueError("rules must be a JSON object")
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
            elif key == "hands":
                if value is not None and (not isinstance(value, int) or isinstance(value, bool)):
                    raise ValueError("rule option 'hands' must be a whole number or null")
                kwargs[key] = value
            elif key == "coiffeur_rows":
                if not isinstance(value, list) or not all(isinstance(row, list) for row in value):
                    raise ValueError("rule option 'coiffeur_rows' must be a list of [row, factor] pairs")
                kwargs[key] = tuple(tuple(row) for row in value)
            elif key in ("target", "match_bonus"):
                if not isinstance(value, int) or isinstance(value, bool):
                    raise ValueError(f"rule option {key!r} must be a whole number")
                kwargs[key] = value
            else:
                if not isinstance(value, bool):
                    raise ValueError(f"rule option {key!r} must be true or false")
                kwargs[key] = value
        return Rules(**kwargs)
