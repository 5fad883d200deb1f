"""Random Partien of every game, step by step, with the messages a host would send each seat."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Iterator

from jassdesk.engine.actions import Action
from jassdesk.engine.events import Event
from jassdesk.engine.games import new_state
from jassdesk.engine.rules import Direction, Rules
from jassdesk.engine.state import GameState
from jassdesk.net import Events

#: the rules the tests and benchmarks/wire_sizes.py play, by name: every game, presets and option variants
RULES: dict[str, Rules] = {
    "schieber_swiss": Rules.schieber_swiss(),
    "schieber_2500": Rules.schieber_swiss_2500(),
    "schieber_to_2500": Rules.schieber_swiss(target=2500),
    "schieber_simple_manual_stoeck": Rules.schieber_seed(stoeck_automatic=False, klopfen=True, ace_deals=True,
                                                         slalom=True),
    "schieber_counterclockwise": Rules.schieber_swiss(direction=Direction.COUNTERCLOCKWISE, stoeck_automatic=False),
    "schmaus": Rules.schmaus(),
    "schmaus_manual_stoeck": Rules.schmaus(stoeck_automatic=False, klopfen=True),
    "coiffeur": Rules.coiffeur(),
    "coiffeur_10_rows": Rules.coiffeur(coiffeur_rows=(("D", 1), ("H", 2), ("S", 3), ("C", 4), ("OBE", 5), ("UNE", 6),
                                                      ("SLALOM", 7), ("GUSCHTI", 8), ("JOKER", 9), ("JOKER", 10)),
                                       push_to_partner=True, weis=True, stoeck_automatic=False),
    "differenzler": Rules.differenzler(),
    "differenzler_open": Rules.differenzler(open_bids=True, exact_bonus=True, random_trump=True, hands=4),
}


@dataclass
class Step:
    """The state after an action (or at the start: ``action`` None), the events it made, and per seat the
    message a host sends that seat."""

    state: GameState
    action: Action | None
    actor: int | None
    events: tuple[Event, ...]
    messages: tuple[Events, ...]


def play(rules: Rules, seed: int, max_actions: int = 20000) -> Iterator[Step]:
    """A Partie of random legal actions (the choices seeded by ``seed`` too)."""
    state = new_state(rules, seed)
    rng = random.Random(seed * 7919 + 1)

    def step(action: Action | None, actor: int | None, events: tuple[Event, ...]) -> Step:
        decision = len(state.history)
        messages = tuple(Events.for_seat(decision, events, state.observation(s)) for s in range(rules.n_players))
        return Step(state, action, actor, events, messages)

    yield step(None, None, tuple(state.initial_events))
    for _ in range(max_actions):
        if state.is_over:
            return
        action = rng.choice(state.legal_actions())
        actor = state.current_player
        events = tuple(state.apply(action))
        yield step(action, actor, events)
    raise AssertionError("the Partie did not end")
