"""The engine's public API refuses actions of the wrong type with its own clear error, and changes nothing."""

import pytest

from jassdesk.engine.actions import ChooseMode, Play
from jassdesk.engine.cards import CARDS
from jassdesk.engine.record import new_state
from jassdesk.engine.refusal import IllegalAction, MalformedAction
from jassdesk.engine.rules import Rules


def at_first_card():  # noqa: ANN201
    state = new_state(Rules.schieber_swiss(), 4)
    while state.legal_actions() and not isinstance(state.legal_actions()[0], Play):
        state.apply(state.legal_actions()[0])
    return state


@pytest.mark.parametrize("make, expected", [
    (lambda: Play("HA"), "card number from 0 to 35, not 'HA'"),
    (lambda: Play(1.5), "card number from 0 to 35, not 1.5"),
    (lambda: Play(True), "card number from 0 to 35, not True"),
    (lambda: Play(36), "card number from 0 to 35, not 36"),
    (lambda: Play(CARDS[3], ("S6-8",)), "tuple of Weis, not ('S6-8',)"),
    (lambda: Play(CARDS[3], "S6-8"), "tuple of Weis, not 'S6-8'"),
    (lambda: Play(CARDS[3], (), "yes"), "true or false, not 'yes'"),
    (lambda: ChooseMode("H"), "as a Mode, not 'H'"),
], ids=["text", "float", "bool", "36", "weis text", "weis str", "stoeck text", "mode text"])
def test_wrong_types_are_refused_with_the_engines_error_and_the_state_is_unchanged(make, expected):  # noqa: ANN001
    state = at_first_card()
    before = state.snapshot()
    with pytest.raises(MalformedAction) as caught:
        state.apply(make())
    assert expected in str(caught.value)
    assert isinstance(caught.value, IllegalAction) and isinstance(caught.value, TypeError)
    assert caught.value.refusal.message("de").startswith(("Eine", "Weise", "Stöck"))
    assert state.snapshot() == before
    state.apply(state.legal_actions()[0])  # and the Partie goes on
