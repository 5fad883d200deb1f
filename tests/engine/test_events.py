"""Everything ``apply`` reports is an :class:`Event` and public."""

import random

import pytest

from jassdesk.engine.events import Event
from jassdesk.engine.games import new_state
from jassdesk.engine.rules import Rules


@pytest.mark.parametrize("rules", [Rules.schieber_swiss(), Rules.schmaus()], ids=lambda r: r.game.value)
def test_every_event_of_a_partie_is_an_event(rules):
    rng = random.Random(3)
    state = new_state(rules, 3)
    kinds = {type(e) for e in state.initial_events}
    assert all(isinstance(e, Event) for e in state.initial_events)
    for _ in range(400):
        if state.is_over:
            break
        events = state.apply(rng.choice(state.legal_actions()))
        assert events and all(isinstance(e, Event) for e in events)
        kinds |= {type(e) for e in events}
    assert len(kinds) >= 6 and not isinstance((1, 2), Event)
