"""The secrecy check: does the message a host sends a seat name a card of another hand that is neither played nor
shown?

The check reads the line as the client does (``decode_message``) and walks every field of the message by what
it says about cards, a table here that names each field of the observation and of every event (a field
added to either fails the check until it is named, so no new field escapes it):

* ``cards``: fields that place cards (the seat's hand, cards known in other hands, the trick, the legal
  actions, Weis shown, the turned card ...).  Every card they name must be the seat's own, played, shown
  or face up: never one of :func:`hidden_from`, the cards of other hands nobody has seen and the stock's.
* ``voids`` says which cards a seat cannot hold, so it names other seats' cards by nature: it must be the
  engine's own record of voids, made from the public play (a leak would be a void set from the hands).
* ``draws`` are the draw for the first dealer, cards of another pack: they must be the state's draws.
* ``none``: fields without cards (seats, points, modes); the bids are checked apart (a hidden bid is hidden
  information too).
"""

from __future__ import annotations

from jassdesk.engine.actions import Play
from jassdesk.engine.cards import cards_in
from jassdesk.engine.differenzler import BidMade
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game
from jassdesk.engine.state import GameState
from jassdesk.net import Direction, Events, TableContext, decode_message
from jassdesk.net.codec import EVENT_TYPES, FROM_CONTEXT

# -- what each field says about cards -------------------------------------------------------------------------


def _mask(value):
    return value


def _masks(value):
    out = 0
    for m in value:
        out |= m
    return out


def _card(value):
    return 0 if value is None else 1 << value


def _cards(value):
    out = 0
    for c in value:
        out |= 1 << c
    return out


def _tricks(value):
    return _masks(_cards(cards) for _, cards, _ in value)


def _weis(value):
    return _masks(w.mask for w in value)


def _seat_weis(value):
    return _masks(w.mask for _, w in value)


def _actions(value):
    out = 0
    for action in value:
        if isinstance(action, Play):
            out |= 1 << action.card | _weis(action.weis)
    return out


OBSERVATION_CARDS = {
    "hand": _mask, "known": _masks, "drawn": _mask, "trick": _cards, "tricks": _tricks, "legal_actions": _actions,
    "weis_shown": _seat_weis, "own_weis": _weis, "turned": _card, "trump_card": _card,
}
OBSERVATION_APART = {"voids", "draws", "bids"}
OBSERVATION_NONE = {
    "seat", "decision", "current_player", "dealer", "hand_no", "hand_sizes", "mode", "multiplier", "leader",
    "card_points", "weis_points", "stoeck_points", "scores", "winner", "cut", "sides", "step", "vorhand", "pushed",
    "weis_announced", "weis_side", "stoeck_pending", "stock_size", "weis_tricks", "stoeck_in_trick", "has_bid",
    "coiffeur_cells", "coiffeur_modes", "coiffeur_row", "chooser", "first_chooser", "pushers", "declarer",
    "stoeck_counts",
}
EVENT_CARDS = {
    "dealer_drawn": {"draws": "draws"},
    "cards_dealt": {"turned": _card},
    "card_played": {"card": _card, "weis": _weis},
    "weis_written": {"weis": _seat_weis},
    "trick_won": {"cards": _cards},
    "stock_drawn": {"public_card": _card},
    "six_exchanged": {"six": _card, "taken": _card},
    "trump_fixed": {"card": _card},
}


def check_the_table_is_complete() -> None:
    """Every field of the observation and of every event is named above."""
    named = set(OBSERVATION_CARDS) | OBSERVATION_APART | OBSERVATION_NONE | set(FROM_CONTEXT)
    fields = set(Observation.__dataclass_fields__)
    assert named == fields, f"name these observation fields in secrecy_check.py: {sorted(fields ^ named)}"
    assert not set(OBSERVATION_CARDS) & OBSERVATION_NONE
    for spec in EVENT_TYPES:
        for name in EVENT_CARDS.get(spec.name, {}):
            assert name in spec.kinds, f"{spec.name} has no field {name}"
    # an event field not in EVENT_CARDS is one without cards: check that by its kind's name being no card's
    for spec in EVENT_TYPES:
        for name, kind in spec.kinds.items():
            if name in EVENT_CARDS.get(spec.name, {}):
                continue
            assert not _could_hold_cards(kind), f"{spec.name}.{name} may hold cards: name it in EVENT_CARDS"


def _could_hold_cards(kind) -> bool:
    from jassdesk.net import codec

    if kind is codec.CARD or kind is codec.MASK or isinstance(kind, (codec.WeisCode, codec.ActionCode)):
        return True
    inner = [getattr(kind, "kind", None), getattr(kind, "item", None), *getattr(kind, "kinds", ())]
    return any(k is not None and _could_hold_cards(k) for k in inner)


# -- the check -------------------------------------------------------------------------------------------------


def hidden_from(state: GameState, seat: int) -> int:
    """The cards ``seat`` may not know: the other hands' cards that are not shown, and the stock's but the one
    lying face up under it."""
    hidden = 0
    for other in range(state.rules.n_players):
        if other != seat:
            hidden |= state.hands[other] & ~state.shown[other]
    turned = getattr(state, "turned", None) if state.rules.game is Game.SCHMAUS else None
    for card in getattr(state, "stock", ()):
        if card != turned:
            hidden |= 1 << card
    return hidden


def leaks(line: bytes, state: GameState, context: TableContext) -> list[str]:
    """What the events line a host sends ``context.seat`` tells that seat and should not: [] if nothing."""
    message = decode_message(line, Direction.TO_CLIENT, context)
    assert isinstance(message, Events)
    seat = context.seat
    obs = message.observation
    hidden = hidden_from(state, seat)
    found: list[str] = []

    def look(where: str, cards: int) -> None:
        if cards & hidden:
            found.append(f"{where} names {' '.join(c.code for c in cards_in(cards & hidden))}, hidden from seat {seat}")

    if obs.hand != state.hands[seat]:
        found.append(f"the observation's hand is not seat {seat}'s")
    for name, cards_of in OBSERVATION_CARDS.items():
        look(f"observation.{name}", cards_of(getattr(obs, name)))
    if obs.voids != state.voids:
        found.append("observation.voids are not the voids the play has shown")
    if obs.draws != state.draws:
        found.append("observation.draws are not the draw for the dealer")
    open_bids = getattr(state.rules.options, "open_bids", False)
    if not open_bids and any(b is not None for s, b in enumerate(obs.bids) if s != seat):
        found.append("observation.bids holds another seat's hidden bid")
    for i, event in enumerate(message.events):
        spec = next(t for t in EVENT_TYPES if type(event) is t.cls)
        for name, cards_of in EVENT_CARDS.get(spec.name, {}).items():
            value = getattr(event, name)
            if cards_of == "draws":
                if value != state.draws:
                    found.append(f"events[{i}].draws are not the draw for the dealer")
            else:
                look(f"events[{i}] ({spec.name}).{name}", cards_of(value))
        if isinstance(event, BidMade) and not open_bids and event.points is not None:
            found.append(f"events[{i}] (bid_made) tells a hidden bid")
    return found
