"""How the engine's objects travel as JSON: actions, events, hand results, rules and observations.

Every ``encode_*`` gives plain JSON values (objects, lists, whole numbers, text, true/false/null) and every
``decode_*`` checks the type, the range and the length of each value before it builds the engine's object,
raising :class:`~jassdesk.net.checks.WireError` with the field's path; ``decode(encode(x)) == x`` for every
object the engine makes, with the same types (``Mode``, ``Decision``, ``Card``, ``Weis``), so a client holds
what the host's engine handed out.

* An **action** is its text code, the one the saved games write (:attr:`Action.code`, read by
  :meth:`Action.from_code`): ``"HA"``, ``"HA/W:H6+3/S"``, ``"MODE:OBE"``, ``"ROW:6:H"``, ``"BID:57"``.  Only the
  form the engine writes is read (``"ha"``, ``"BID:007"`` are refused), so one action has one line.
* A **card** is its number 0..35 (suit * 9 + rank), a **hand** or any set of cards a 36-bit mask, a **mode** its
  code (``"H"``, ``"OBE"``, ``"SLU"``), a **Weis** its code (``"H6+3"``, ``"4xJ"``).
* An **event** is an object ``{"type": "card_played", "seat": 1, ...}`` with the event's own field names
  (:data:`EVENT_TYPES` lists every event of every game, the games' own ones included).
* A **hand result** (one line of the score sheet) is a list in :class:`HandResult`'s field order, because a
  Partie's sheet may hold a hundred of them.
* The **rules** are :meth:`Rules.to_dict`, read by :meth:`Rules.from_dict` and then held to the network's bounds
  (:func:`check_rules_travel`).
* An **observation** is an object of its fields, a field at its default left out, without three of them:
  ``game`` (it is the rules' game), ``rules`` and ``results``.  The rules never change during a Partie and
  are sent once, when a client joins (the ``welcome``); the results grow by one with every hand, and every
  one of them is public and reaches the client anyway (in the ``HandScored`` event that writes it, or in a
  ``results`` message when it joins late), so an observation that carried them would repeat a growing score
  sheet in every message: in a long Partie each line would be many kB, for nothing new.  The observation
  carries only ``"results": n``, how many hand results it stands on, and the receiver supplies them from
  what it holds (``decode_observation(data, rules=..., results=...)``), refusing an observation that
  stands on results it has not received.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from enum import Enum
from functools import lru_cache
from typing import Any, Callable, NamedTuple

from jassdesk.engine.actions import Action, Bid, ChooseDealer, ChooseRow, Cut, Decision
from jassdesk.engine.cards import ALL_CARDS_MASK, N_CARDS
from jassdesk.engine.coiffeur import RowChosen, RowWritten
from jassdesk.engine.dealing import valid_cut_range
from jassdesk.engine.differenzler import BidMade, TrumpFixed
from jassdesk.engine.events import (
    CardPlayed,
    CardsDealt,
    DealerChosen,
    DealerDrawn,
    Event,
    HandScored,
    HandStarted,
    ModeChosen,
    PackCut,
    PartieOver,
    Pushed,
    SixExchanged,
    StockDrawn,
    StoeckWritten,
    TrickWon,
    WeisWritten,
)
from jassdesk.engine.games import option_value, state_class
from jassdesk.engine.modes import HAND_TOTAL, MODE_CODES, Mode
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import RULES_VERSION, Rules
from jassdesk.engine.scoring import HandResult
from jassdesk.engine.weis import Weis
from jassdesk.storage.guarded_reader import quoted

from .checks import (
    QUOTE,
    At,
    WireError,
    need_bool,
    need_canonical,
    need_choice,
    need_dict,
    need_int,
    need_keys,
    need_list,
    need_str,
)
from .limits import (
    MAX_ACTION_CODE,
    MAX_ACTIONS,
    MAX_BID,
    MAX_COIFFEUR_ROWS,
    MAX_DRAWS,
    MAX_FACTOR,
    MAX_HAND_CARDS,
    MAX_HANDS,
    MAX_HANDS_OPTION,
    MAX_MATCH_BONUS,
    MAX_PACKETS,
    MAX_POINTS,
    MAX_SEATS,
    MAX_TARGET,
    MAX_TRICKS,
    MAX_WEIS_CALLS,
    MAX_WEIS_PER_CALL,
)

__all__ = ["EVENT_TYPES", "Shape", "check_rules_travel", "decode_action", "decode_event", "decode_observation",
           "decode_result", "decode_rules", "decode_weis", "encode_action", "encode_event", "encode_observation",
           "encode_result", "encode_rules"]


@dataclass(frozen=True)
class Shape:
    """What the lengths and ranges of a table's values follow from: its seats, its sides and its Coiffeur rows."""

    players: int
    sides: int
    rows: int

    @staticmethod
    def of(rules: Rules) -> "Shape":
        return _shape_of(rules)

    @staticmethod
    def any() -> "Shape":
        """The widest table, for a value read before the rules are known (an action the host reads)."""
        return Shape(MAX_SEATS, MAX_SEATS, MAX_COIFFEUR_ROWS)


@lru_cache(maxsize=64)
def _shape_of(rules: Rules) -> Shape:
    return Shape(rules.n_players, max(state_class(rules.game).sides) + 1, len(option_value(rules, "coiffeur_rows")))


# -- the kinds of value, each encoded and checked one way ---------------------------------------------------

class Kind:
    """One kind of value: how it is written, and how it is read back and checked."""

    def encode(self, value: Any) -> Any:
        return value

    def decode(self, data: Any, at: At, shape: Shape) -> Any:  # pragma: no cover - every kind overrides
        raise NotImplementedError


class Int(Kind):
    def __init__(self, low: int | Callable[[Shape], int], high: int | Callable[[Shape], int]) -> None:
        self.low, self.high = low, high

    def encode(self, value: Any) -> Any:
        return int(value)

    def decode(self, data: Any, at: At, shape: Shape) -> int:
        low = self.low(shape) if callable(self.low) else self.low
        high = self.high(shape) if callable(self.high) else self.high
        if type(data) is int and low <= data <= high:  # the common case, without the error's machinery
            return data
        return need_int(data, at, low, high)


class Bool(Kind):
    def decode(self, data: Any, at: At, shape: Shape) -> bool:
        return need_bool(data, at)


class Nullable(Kind):
    """The value, or null."""

    def __init__(self, kind: Kind) -> None:
        self.kind = kind

    def encode(self, value: Any) -> Any:
        return None if value is None else self.kind.encode(value)

    def decode(self, data: Any, at: At, shape: Shape) -> Any:
        return None if data is None else self.kind.decode(data, at, shape)


class OneOf(Kind):
    """One of a few whole numbers (the turn order's step: 1 or -1)."""

    def __init__(self, *values: int) -> None:
        self.values = values

    def decode(self, data: Any, at: At, shape: Shape) -> int:
        if isinstance(data, bool) or not isinstance(data, int) or data not in self.values:
            raise at.error(f"must be one of {', '.join(map(str, self.values))}, not {quoted(data, QUOTE)}")
        return data


class Named(Kind):
    """An enum member by its value (a decision: ``"play"``)."""

    def __init__(self, enum: type[Enum]) -> None:
        self.enum = enum
        self.choices = {member.value: member for member in enum}

    def encode(self, value: Any) -> Any:
        return value.value

    def decode(self, data: Any, at: At, shape: Shape) -> Any:
        return need_choice(data, at, self.choices)


class ModeCode(Kind):
    CHOICES = {code: mode for mode, code in MODE_CODES.items()}

    def encode(self, value: Any) -> Any:
        return MODE_CODES[value]

    def decode(self, data: Any, at: At, shape: Shape) -> Mode:
        return need_choice(data, at, self.CHOICES)


class WeisCode(Kind):
    def encode(self, value: Any) -> Any:
        return value.code

    def decode(self, data: Any, at: At, shape: Shape) -> Weis:
        return decode_weis(data, at)


class ActionCode(Kind):
    def encode(self, value: Any) -> Any:
        return encode_action(value)

    def decode(self, data: Any, at: At, shape: Shape) -> Action:
        return decode_action(data, at=at, shape=shape)


class ResultList(Kind):
    def encode(self, value: Any) -> Any:
        return encode_result(value)

    def decode(self, data: Any, at: At, shape: Shape) -> HandResult:
        return _decode_result(data, at, shape)


Length = Callable[[Shape], tuple[int, ...]]


class ListOf(Kind):
    """A list of one kind, read back as a tuple: at most ``max_items`` long, or of one of ``lengths``."""

    def __init__(self, item: Kind, max_items: int | Callable[[Shape], int], lengths: Length | None = None) -> None:
        self.item, self.max_items, self.lengths = item, max_items, lengths

    def encode(self, value: Any) -> Any:
        return [self.item.encode(v) for v in value]

    def decode(self, data: Any, at: At, shape: Shape) -> tuple[Any, ...]:
        limit = self.max_items(shape) if callable(self.max_items) else self.max_items
        items = need_list(data, at, limit)
        if self.lengths is not None:
            allowed = self.lengths(shape)
            if len(items) not in allowed:
                raise at.error(f"must have {' or '.join(map(str, allowed))} entries, not {len(items)}")
        return tuple(self.item.decode(v, at.item(i), shape) for i, v in enumerate(items))


class Record(Kind):
    """A fixed list of values of different kinds, read back as a tuple: ``[seat, card]``."""

    def __init__(self, *kinds: Kind) -> None:
        self.kinds = kinds

    def encode(self, value: Any) -> Any:
        return [k.encode(v) for k, v in zip(self.kinds, value)]

    def decode(self, data: Any, at: At, shape: Shape) -> tuple[Any, ...]:
        items = need_list(data, at, len(self.kinds), length=len(self.kinds))
        return tuple(k.decode(v, at.item(i), shape) for i, (k, v) in enumerate(zip(self.kinds, items)))


def _players(shape: Shape) -> tuple[int, ...]:
    return (shape.players,)


def _sides(shape: Shape) -> tuple[int, ...]:
    return (shape.sides,)


def _players_or_none(shape: Shape) -> tuple[int, ...]:
    return (0, shape.players)


def _rows(shape: Shape) -> tuple[int, ...]:
    return (shape.rows,)


def _columns(shape: Shape) -> tuple[int, ...]:
    return (0, 2) if shape.rows else (0,)


SEAT = Int(0, lambda s: s.players - 1)
SEAT_OR_NOBODY = Int(-1, lambda s: s.players - 1)  # -1: nobody yet (no dealer, no declarer)
SIDE = Int(0, lambda s: s.sides - 1)
CARD = Int(0, N_CARDS - 1)
MASK = Int(0, ALL_CARDS_MASK)
BOOL = Bool()
MODE = ModeCode()
WEIS = WeisCode()
POINTS = Int(0, MAX_POINTS)
SIGNED_POINTS = Int(-MAX_POINTS, MAX_POINTS)  # Differenzler's penalty is -10 for an exact bid with the bonus
CARD_POINTS = Int(0, HAND_TOTAL)
FACTOR = Int(1, MAX_FACTOR)
HAND_NO = Int(0, MAX_HANDS)
ROW = Int(0, lambda s: max(s.rows - 1, 0))
BID = Int(0, MAX_BID)
PER_SEAT = _players
PER_SIDE = _sides


class CutKind(Int):
    def __init__(self) -> None:
        super().__init__(0, valid_cut_range().stop - 1)

    def decode(self, data: Any, at: At, shape: Shape) -> int:
        position = super().decode(data, at, shape)
        if position and position not in valid_cut_range():
            cuts = valid_cut_range()
            raise at.error(f"must be 0 (knocked) or {cuts.start} to {cuts.stop - 1}, not {position}")
        return position


CUT = CutKind()


# -- actions and Weis --------------------------------------------------------------------------------------

def encode_action(action: Action) -> str:
    """An action as its text code (``"HA/W:H6+3"``)."""
    return action.code


def decode_action(data: Any, *, at: At | None = None, shape: Shape | None = None) -> Action:
    """An action read from its code, in the one form the engine writes, its numbers in their ranges (a seat of the
    table, a cut the pack allows, a bid 0..157, a row of the table).  Whether it is legal now is the engine's to say."""
    at = at or At("an action")
    shape = shape or Shape.any()
    code = need_str(data, at, MAX_ACTION_CODE)
    try:
        action = Action.from_code(code)
    except (ValueError, TypeError) as exc:
        raise at.error(f"is no action: {quoted(str(exc), QUOTE * 2, bare=True)}") from None
    need_canonical(action, action.code, code, at)
    if isinstance(action, ChooseDealer):
        SEAT.decode(action.seat, at, shape)
    elif isinstance(action, Cut):
        cuts = valid_cut_range()
        if action.position not in cuts:
            raise at.error(f"cuts {action.position} cards: a cut lifts {cuts.start} to {cuts.stop - 1}")
    elif isinstance(action, Bid):
        BID.decode(action.points, at, shape)
    elif isinstance(action, ChooseRow):
        if not shape.rows:
            raise at.error("chooses a row, but this table has no rows")
        ROW.decode(action.row, at, shape)
    elif len(getattr(action, "weis", ())) > MAX_WEIS_PER_CALL:
        raise at.error(f"announces more than {MAX_WEIS_PER_CALL} Weis")
    return action


def decode_weis(data: Any, at: At) -> Weis:
    code = need_str(data, at, 8)
    try:
        weis = Weis.from_code(code)
    except (ValueError, TypeError):
        raise at.error(f"is no Weis: {quoted(code, QUOTE)}") from None
    return need_canonical(weis, weis.code, code, at)


# -- hand results ------------------------------------------------------------------------------------------

RESULT_KINDS: dict[str, Kind] = {
    "hand_no": HAND_NO, "dealer": SEAT, "mode": MODE, "multiplier": FACTOR,
    "card_points": ListOf(CARD_POINTS, MAX_SEATS, PER_SIDE), "weis": ListOf(POINTS, MAX_SEATS, PER_SIDE),
    "stoeck": ListOf(POINTS, MAX_SEATS, PER_SIDE), "match": ListOf(POINTS, MAX_SEATS, PER_SIDE),
    "written": ListOf(SIGNED_POINTS, MAX_SEATS, PER_SIDE), "complete": BOOL,
    "bids": ListOf(BID, MAX_SEATS, _players_or_none),
}
_RESULT_FIELDS = tuple(f.name for f in fields(HandResult))
assert tuple(RESULT_KINDS) == _RESULT_FIELDS, "every field of HandResult needs its kind here, in its order"


def encode_result(result: HandResult) -> list[Any]:
    """A hand result as a list in :class:`HandResult`'s field order."""
    return [RESULT_KINDS[name].encode(getattr(result, name)) for name in _RESULT_FIELDS]


def decode_result(data: Any, *, rules: Rules, at: At | None = None) -> HandResult:
    return _decode_result(data, at or At("a hand result"), Shape.of(rules))


def _decode_result(data: Any, at: At, shape: Shape) -> HandResult:
    items = need_list(data, at, len(_RESULT_FIELDS), length=len(_RESULT_FIELDS))
    values = [RESULT_KINDS[name].decode(v, at.item(i), shape) for i, (name, v) in enumerate(zip(_RESULT_FIELDS, items))]
    return HandResult(*values)


RESULT = ResultList()


# -- events ------------------------------------------------------------------------------------------------

class EventType(NamedTuple):
    """An event class, its name on the wire, and the kind of each of its fields."""

    name: str
    cls: type
    kinds: dict[str, Kind]


_SEAT_CARD = Record(SEAT, CARD)
_SEAT_WEIS = Record(SEAT, WEIS)

EVENT_TYPES: tuple[EventType, ...] = (
    EventType("dealer_drawn", DealerDrawn, {"draws": ListOf(_SEAT_CARD, MAX_DRAWS), "chooser": Nullable(SEAT),
                                            "dealer": Nullable(SEAT)}),
    EventType("dealer_chosen", DealerChosen, {"dealer": SEAT}),
    EventType("hand_started", HandStarted, {"hand_no": HAND_NO, "dealer": SEAT, "cutter": SEAT}),
    EventType("pack_cut", PackCut, {"seat": SEAT, "position": CUT}),
    EventType("cards_dealt", CardsDealt, {"dealer": SEAT, "order": ListOf(SEAT, MAX_SEATS, PER_SEAT),
                                          "packets": ListOf(Int(1, 9), MAX_PACKETS), "turned": Nullable(CARD)}),
    EventType("pushed", Pushed, {"seat": SEAT, "to": SEAT}),
    EventType("mode_chosen", ModeChosen, {"seat": SEAT, "mode": MODE, "multiplier": FACTOR}),
    EventType("card_played", CardPlayed, {"seat": SEAT, "card": CARD, "weis": ListOf(WEIS, MAX_WEIS_PER_CALL),
                                          "stoeck_announced": BOOL}),
    EventType("stoeck_written", StoeckWritten, {"seat": SEAT, "side": SIDE, "points": POINTS}),
    EventType("weis_written", WeisWritten, {"side": SIDE, "points": POINTS,
                                            "weis": ListOf(_SEAT_WEIS, MAX_WEIS_CALLS)}),
    EventType("trick_won", TrickWon, {"winner": SEAT, "leader": SEAT, "cards": ListOf(CARD, MAX_SEATS, PER_SEAT),
                                      "points": CARD_POINTS}),
    EventType("stock_drawn", StockDrawn, {"seat": SEAT, "remaining": Int(0, N_CARDS),
                                          "public_card": Nullable(CARD)}),
    EventType("six_exchanged", SixExchanged, {"seat": SEAT, "six": CARD, "taken": CARD}),
    EventType("hand_scored", HandScored, {"result": RESULT}),
    EventType("partie_over", PartieOver, {"winner": Nullable(SIDE),
                                          "scores": ListOf(SIGNED_POINTS, MAX_SEATS, PER_SIDE)}),
    # Differenzler's own
    EventType("trump_fixed", TrumpFixed, {"mode": MODE, "card": Nullable(CARD)}),
    EventType("bid_made", BidMade, {"seat": SEAT, "points": Nullable(BID)}),
    # Coiffeur's own
    EventType("row_chosen", RowChosen, {"seat": SEAT, "side": SIDE, "row": ROW, "factor": FACTOR}),
    EventType("row_written", RowWritten, {"side": SIDE, "row": ROW, "raw": POINTS, "written": POINTS}),
)
_EVENT_BY_CLASS = {t.cls: t for t in EVENT_TYPES}
_EVENT_BY_NAME = {t.name: t for t in EVENT_TYPES}
for _t in EVENT_TYPES:
    assert tuple(_t.kinds) == _t.cls._fields, f"{_t.cls.__name__}: every field needs its kind, in its order"
    assert issubclass(_t.cls, Event)


def encode_event(event: Event) -> dict[str, Any]:
    """An event as ``{"type": name, field: value, ...}``; WireError for an event with no wire form."""
    spec = _EVENT_BY_CLASS.get(type(event))
    if spec is None:
        raise WireError(f"the event {type(event).__name__} has no wire form")
    out: dict[str, Any] = {"type": spec.name}
    for name, value in zip(spec.cls._fields, event):  # type: ignore[call-overload]
        out[name] = spec.kinds[name].encode(value)
    return out


def decode_event(data: Any, *, rules: Rules, at: At | None = None) -> Event:
    """An event of the table played by ``rules``, every field checked."""
    at = at or At("an event")
    shape = Shape.of(rules)
    obj = need_dict(data, at)
    spec = need_choice(obj.get("type"), at.field("type"), _EVENT_BY_NAME)
    need_keys(obj, at, {"type", *spec.kinds})
    return spec.cls(*(kind.decode(obj[name], at.field(name), shape) for name, kind in spec.kinds.items()))


# -- rules -------------------------------------------------------------------------------------------------

def encode_rules(rules: Rules) -> dict[str, Any]:
    check_rules_travel(rules)
    return rules.to_dict()


def check_rules_travel(rules: Rules, at: At | None = None) -> None:
    """WireError naming the option if ``rules`` lie beyond what the network carries (:mod:`.limits`)."""
    at = at or At("the rules")
    need_int(rules.target, at.field("target"), 1, MAX_TARGET)
    if rules.hands is not None:
        need_int(rules.hands, at.field("hands"), 1, MAX_HANDS_OPTION)
    need_int(rules.match_bonus, at.field("match_bonus"), 0, MAX_MATCH_BONUS)
    rows = option_value(rules, "coiffeur_rows")  # another game's: the default rows, within bounds too
    need_list(list(rows), at.field("options.coiffeur_rows"), MAX_COIFFEUR_ROWS)
    for i, (_, factor) in enumerate(rows):
        need_int(factor, at.field("options.coiffeur_rows").item(i).item(1), 1, MAX_FACTOR)


def decode_rules(data: Any, *, at: At | None = None) -> Rules:
    """Rules as :meth:`Rules.to_dict` writes them (its current version only), within the network's bounds."""
    at = at or At("the rules")
    obj = need_dict(data, at)
    version = obj.get("version")
    if type(version) is not int or version != RULES_VERSION:
        raise at.field("version").error(f"must be {RULES_VERSION}, not {quoted(version, QUOTE)}")
    try:
        rules = Rules.from_dict(obj)
    except (ValueError, TypeError) as exc:  # the engine's sentence quotes a bad option whole: cut it short
        raise at.error(f"are not valid: {quoted(str(exc), QUOTE * 2, bare=True)}") from None
    check_rules_travel(rules, at)
    return rules


# -- observations ------------------------------------------------------------------------------------------

#: every field of an observation but ``game``, ``rules`` and ``results``, with its kind
OBSERVATION_KINDS: dict[str, Kind] = {
    "seat": SEAT, "decision": Named(Decision), "current_player": Nullable(SEAT), "dealer": SEAT_OR_NOBODY,
    "hand_no": HAND_NO, "hand": MASK, "hand_sizes": ListOf(Int(0, MAX_HAND_CARDS), MAX_SEATS, PER_SEAT),
    "mode": Nullable(MODE), "multiplier": FACTOR, "leader": SEAT_OR_NOBODY,
    "trick": ListOf(CARD, lambda s: s.players),
    "tricks": ListOf(Record(SEAT, ListOf(CARD, MAX_SEATS, PER_SEAT), SEAT), MAX_TRICKS),
    "known": ListOf(MASK, MAX_SEATS, PER_SEAT), "voids": ListOf(MASK, MAX_SEATS, PER_SEAT),
    "card_points": ListOf(CARD_POINTS, MAX_SEATS, PER_SIDE), "weis_points": ListOf(POINTS, MAX_SEATS, PER_SIDE),
    "stoeck_points": ListOf(POINTS, MAX_SEATS, PER_SIDE), "scores": ListOf(SIGNED_POINTS, MAX_SEATS, PER_SIDE),
    "winner": Nullable(SIDE), "legal_actions": ListOf(ActionCode(), MAX_ACTIONS),
    "draws": ListOf(_SEAT_CARD, MAX_DRAWS), "cut": Nullable(CUT), "sides": ListOf(SIDE, MAX_SEATS, PER_SEAT),
    "step": OneOf(1, -1),
    # Schieber
    "vorhand": SEAT_OR_NOBODY, "pushed": BOOL,
    "weis_announced": ListOf(Record(SEAT, ListOf(POINTS, MAX_WEIS_PER_CALL)), MAX_WEIS_CALLS),
    "weis_shown": ListOf(_SEAT_WEIS, MAX_WEIS_CALLS), "own_weis": ListOf(WEIS, MAX_WEIS_CALLS),
    "weis_side": Nullable(SIDE), "stoeck_pending": BOOL,
    # Schmaus
    "stock_size": Int(0, N_CARDS), "turned": Nullable(CARD), "trump_card": Nullable(CARD), "drawn": MASK,
    "weis_tricks": ListOf(Int(0, MAX_TRICKS - 1), MAX_WEIS_CALLS), "stoeck_in_trick": Nullable(SEAT),
    # Differenzler
    "bids": ListOf(Nullable(BID), MAX_SEATS, _players_or_none), "has_bid": ListOf(BOOL, MAX_SEATS, _players_or_none),
    # Coiffeur
    "coiffeur_cells": ListOf(ListOf(Nullable(POINTS), MAX_COIFFEUR_ROWS, _rows), 2, _columns),
    "coiffeur_modes": ListOf(ListOf(Nullable(MODE), MAX_COIFFEUR_ROWS, _rows), 2, _columns),
    "coiffeur_row": Nullable(ROW), "chooser": SEAT_OR_NOBODY, "first_chooser": SEAT_OR_NOBODY,
    "pushers": ListOf(SEAT, MAX_SEATS), "declarer": SEAT_OR_NOBODY, "stoeck_counts": BOOL,
}
FROM_CONTEXT = ("game", "rules", "results")  # not sent: the receiver supplies them
_OBS_FIELDS = {f.name: f for f in fields(Observation)}
assert set(OBSERVATION_KINDS) | set(FROM_CONTEXT) == set(_OBS_FIELDS), \
    f"every field of Observation needs its kind here: {sorted(set(_OBS_FIELDS) - set(OBSERVATION_KINDS))}"
_DEFAULTS = {name: f.default for name, f in _OBS_FIELDS.items() if f.default is not MISSING}
_REQUIRED = frozenset({"results"} | {name for name in OBSERVATION_KINDS if name not in _DEFAULTS})
_OPTIONAL = frozenset(name for name in OBSERVATION_KINDS if name in _DEFAULTS)


def _is_default(name: str, value: Any) -> bool:
    default = _DEFAULTS.get(name, MISSING)
    return default is not MISSING and type(value) is type(default) and value == default


def encode_observation(obs: Observation) -> dict[str, Any]:
    """An observation without its game, rules and results (``"results"``: how many it stands on); a field at its
    default is left out."""
    out: dict[str, Any] = {}
    for name, kind in OBSERVATION_KINDS.items():
        value = getattr(obs, name)
        if not _is_default(name, value):
            out[name] = kind.encode(value)
    out["results"] = len(obs.results)
    return out


def decode_observation(data: Any, *, rules: Rules, results: tuple[HandResult, ...],
                       at: At | None = None) -> Observation:
    """An observation of the table played by ``rules``; ``results`` are the hand results the receiver holds, of
    which the observation takes as many as it says it stands on (a WireError if it stands on more)."""
    at = at or At("an observation")
    shape = Shape.of(rules)
    obj = need_dict(data, at)
    need_keys(obj, at, _REQUIRED, _OPTIONAL)
    count = need_int(obj["results"], at.field("results"), 0, MAX_HANDS)
    if count > len(results):
        raise at.field("results").error(f"stands on {count} hand results, but only {len(results)} were received")
    values: dict[str, Any] = {"game": rules.game, "rules": rules, "results": tuple(results[:count])}
    for name, kind in OBSERVATION_KINDS.items():
        if name in obj:
            values[name] = kind.decode(obj[name], at.field(name), shape)
    return Observation(**values)
