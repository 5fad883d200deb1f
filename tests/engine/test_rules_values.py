"""Rules built with an option named by its value take its member; any other value is refused when the rules are
made, in a sentence naming the allowed values (it was an AttributeError in the middle of the first deal)."""

from __future__ import annotations

import pytest

from jassdesk.engine.games import new_state
from jassdesk.engine.rules import Direction, Game, Preset, Rules


def test_an_option_named_by_its_value_is_its_member_and_the_partie_is_dealt():
    rules = Rules(game="schieber", preset=Preset.SEED.value, direction="counterclockwise")
    assert rules.game is Game.SCHIEBER and rules.direction is Direction.COUNTERCLOCKWISE
    assert rules == Rules(direction=Direction.COUNTERCLOCKWISE)
    state = new_state(rules, 1)
    assert state.step == -1


@pytest.mark.parametrize("field, value, allowed", [
    ("direction", "sideways", "clockwise, counterclockwise"),
    ("game", "poker", "schieber, schmaus, differenzler, coiffeur"),
    ("direction", 1, "clockwise, counterclockwise"),
])
def test_another_value_is_refused_with_the_allowed_ones(field, value, allowed):
    with pytest.raises(ValueError, match=f"{field} must be one of {allowed}, not {value!r}"):
        Rules(**{field: value})
