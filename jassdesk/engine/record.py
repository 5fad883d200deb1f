"""(rules, seed, actions) <-> a compact, versioned JSON form.

A Partie is reproducible from its rules, its seed, the first dealer when it
did not start with the draw, and its actions, so that is all a record holds.
Reading one replays every action through the engine: a record that parses but
breaks a rule is refused with the number of the offending action.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from .actions import Action, quoted
from .dealing import StartDeal
from .games import new_state
from .refusal import IllegalAction
from .rules import Rules
from .state import GameState

FORMAT = "jassdesk-partie"
#: the newest format this version reads, and the one it writes.  2 added ``deal`` (a Partie begun at a deal code;
#: one without it was still written as 1); 3 writes the rules in their version-2 form, the game's own options in
#: ``rules.options`` (see :meth:`Rules.to_dict`), so that older versions refuse it, never misread it.  Every
#: earlier version is read: its flat rules are moved into that form by :meth:`Rules.from_dict`.
VERSION = 3


class RecordError(ValueError):
    """A record that cannot be read; the message names the problem for a person."""


class NewerVersionError(RecordError):
    """Written by a newer JassDesk: this version must neither read nor overwrite it."""


@dataclass(frozen=True)
class GameRecord:
    rules: Rules
    seed: int
    start_dealer: int | None
    actions: tuple[Action, ...]
    start_deal: StartDeal | None = None

    @staticmethod
    def of(state: GameState) -> "GameRecord":
        return GameRecord(state.rules, state.seed, state.start_dealer, state.history, state.start_deal)

    def fresh_state(self) -> GameState:
        """The Partie before its first action."""
        return new_state(self.rules, self.seed, self.start_dealer, self.start_deal)

    def replay(self) -> GameState:
        """The state after every action, each one checked by the engine."""
        state = self.fresh_state()
        for i, action in enumerate(self.actions):
            try:
                state.apply(action)
            except IllegalAction as exc:
                raise RecordError(f"action {i + 1} ({quoted(action.code, bare=True)}) is not allowed: {exc}") from None
        return state

    def to_dict(self) -> dict[str, Any]:
        data = {
            "format": FORMAT,
            "version": VERSION,
            "rules": self.rules.to_dict(),
            "seed": self.seed,
            "dealer": self.start_dealer,
            "actions": [a.code for a in self.actions],
        }
        if self.start_deal is not None:
            data["deal"] = {"hand": self.start_deal.hand, "cut": self.start_deal.cut}
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), ensure_ascii=False, separators=(",", ":"))

    @staticmethod
    def from_dict(data: Any) -> "GameRecord":
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("this is not a JassDesk game: the format marker is missing")
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool) or version < 1:
            raise RecordError(f"the game's format version {quoted(version)} is not valid")
        if version > VERSION:
            raise NewerVersionError(
                f"this game was saved by a newer JassDesk (format {version}; this version reads up to {VERSION})")
        missing = [k for k in ("rules", "seed", "actions") if k not in data]
        if missing:
            raise RecordError(f"the game is incomplete: {', '.join(missing)} missing")
        try:
            rules = Rules.from_dict(data["rules"])
        except (ValueError, TypeError) as exc:
            # the rules' own message quotes a bad option whole (its name, its value): cut it short
            raise RecordError(f"the game's rules are not valid: {quoted(str(exc), bare=True)}") from None
        seed = data["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError("the game's seed must be a whole number")
        dealer = data.get("dealer")
        if dealer is not None and (not isinstance(dealer, int) or isinstance(dealer, bool)
                                   or not 0 <= dealer < rules.n_players):
            raise RecordError(f"the first dealer {quoted(dealer)} is not a seat at this table")
        start_deal = None
        if data.get("deal") is not None:
            deal = data["deal"]
            hand, cut = (deal.get("hand"), deal.get("cut")) if isinstance(deal, dict) else (None, None)
            if not all(isinstance(v, int) and not isinstance(v, bool) for v in (hand, cut)):
                raise RecordError(f"the game's first deal {quoted(deal)} must name a hand and a cut")
            try:
                start_deal = StartDeal(hand, cut)  # type: ignore[arg-type]
            except ValueError:
                raise RecordError(f"the game's first deal {quoted(deal)} is not a deal of this game") from None
        codes = data["actions"]
        if not isinstance(codes, list):
            raise RecordError("the game's actions must be a list")
        actions = []
        for i, code in enumerate(codes):
            try:
                actions.append(Action.from_code(code))
            except ValueError as exc:
                raise RecordError(f"action {i + 1} cannot be read: {exc}") from None
        return GameRecord(rules, seed, dealer, tuple(actions), start_deal)

    @staticmethod
    def from_json(text: str | bytes) -> "GameRecord":
        try:
            data = json.loads(text)
        except (ValueError, UnicodeDecodeError) as exc:
            raise RecordError(f"the game file is not valid JSON ({quoted(str(exc), bare=True)})") from None
        return GameRecord.from_dict(data)


def load_game(text: str | bytes) -> GameState:
    """Parse and replay a saved game; :class:`RecordError` says what is wrong."""
    return GameRecord.from_json(text).replay()
