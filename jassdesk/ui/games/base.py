"""The interface of a game's part of the New game dialog."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from PySide6.QtCore import QCoreApplication

from jassdesk.engine.rules import Game, Preset, Rules
from jassdesk.i18n.numbers import number


@dataclass(frozen=True)
class PresetChoice:
    """A one-click rule preset: what it is called and the rules it stands for."""

    preset: Preset
    label: str
    tooltip: str
    make: Callable[[], Rules]

    def rules(self) -> Rules:
        return self.make()


class GameSetup:
    """One game's presets, rule options and seats.  Texts are read when asked for: the language may change."""

    game: Game
    #: the Rules fields of docs/rules.md the player may change for this game (the dialog greys the others out)
    options: tuple[str, ...] = ()
    #: whether a Partie may be played over a fixed number of hands instead of to a target
    ends_by_hands: bool = False
    #: whether a Partie goes to a target of points (a Coiffeur ends when its table is full)
    ends_by_target: bool = True
    #: the numbers of hands a Partie may have (empty: any)
    hand_counts: tuple[int, ...] = ()

    def allowed_hands(self, hands: int) -> int:
        """The number of hands nearest to ``hands`` that this game is played over."""
        return min(self.hand_counts, key=lambda k: (abs(k - hands), k)) if self.hand_counts else hands

    def title(self) -> str:
        """The game as New game offers it, with a word on how it is played."""
        raise NotImplementedError

    def name(self) -> str:
        """The game's name alone, as the score sheet, the resume question and a file name say it."""
        raise NotImplementedError

    def presets(self) -> list[PresetChoice]:
        """The one-click presets, the first one being what a new player starts with."""
        raise NotImplementedError

    def play_label(self) -> str:
        """The welcome panel's button that starts this game ("Play Schmaus")."""
        raise NotImplementedError

    def welcome_line(self) -> str:
        """The welcome panel's one line on what this game is, for someone who has never played it."""
        raise NotImplementedError

    def length(self, rules: Rules) -> str:
        """How long a Partie goes, as the score sheet says it ("to 1000", "12 hands")."""
        hands = rules.hands
        if hands:
            return QCoreApplication.translate("ScoreSheet", "%n hands", "", hands)
        return QCoreApplication.translate("ScoreSheet", "to %1").replace("%1", number(rules.target))

    def seat_titles(self) -> list[str]:
        """Where each seat sits, seat 0 being the person."""
        raise NotImplementedError

    def default_names(self) -> list[str]:
        raise NotImplementedError

    @staticmethod
    def you() -> str:
        return QCoreApplication.translate("Dialogs", "You")
