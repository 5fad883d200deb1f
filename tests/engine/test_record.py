"""The versioned JSON form of (rules, seed, actions), and clear errors for bad files."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from jassdesk.engine.actions import Action, ChooseMode, Cut, ExchangeSix, Knock, Play, Push, ChooseDealer
from jassdesk.engine.cards import Card
from jassdesk.engine.modes import Mode
from jassdesk.engine.record import VERSION, GameRecord, NewerVersionError, RecordError, load_game, new_state
from jassdesk.engine.rules import Rules
from jassdesk.engine.weis import Weis


def sample_game_json(actions=25):
    state = new_state(Rules.schieber_swiss(), 42)
    for _ in range(actions):
        state.apply(state.legal_actions()[0])
    return state, GameRecord.of(state).to_json()


def test_round_trip_and_exact_replay():
    state, text = sample_game_json()
    again = load_game(text)
    assert again.snapshot() == state.snapshot()
    data = json.loads(text)
    assert data["format"] == "jassdesk-partie" and data["version"] == VERSION


@pytest.mark.parametrize("action", [ChooseDealer(2), Cut(17), Knock(), ChooseMode(Mode.UNDENUFE), Push(),
                                    ExchangeSix(), Play(Card.from_code("HA")),
                                    Play(Card.from_code("H6"), (Weis.from_code("H6+3"), Weis.four(5)), True)])
def test_every_action_kind_has_a_code_that_round_trips(action):
    assert Action.from_code(action.code) == action


@pytest.mark.parametrize("text,message", [
    ("not json", "not valid JSON"),
    ("[]", "not a JassDesk game"),
    ('{"format": "something-else"}', "not a JassDesk game"),
    ('{"format": "jassdesk-partie", "version": 99, "rules": {}, "seed": 1, "actions": []}', "newer JassDesk"),
    ('{"format": "jassdesk-partie", "version": 1}', "incomplete"),
    ('{"format": "jassdesk-partie", "version": 1, "rules": {"game": "poker"}, "seed": 1, "actions": []}',
     "rules are not valid"),
    ('{"format": "jassdesk-partie", "version": 1, "rules": {"colour": true}, "seed": 1, "actions": []}',
     "unknown rule option"),
    ('{"format": "jassdesk-partie", "version": 1, "rules": {}, "seed": "x", "actions": []}', "seed"),
    ('{"format": "jassdesk-partie", "version": 1, "rules": {}, "seed": 1, "dealer": 7, "actions": []}',
     "first dealer"),
    ('{"format": "jassdesk-partie", "version": 1, "rules": {}, "seed": 1, "dealer": 0, "actions": ["ZZ"]}',
     "action 1 cannot be read"),
    ('{"format": "jassdesk-partie", "version": 1, "rules": {}, "seed": 1, "dealer": 0, "actions": ["HA"]}',
     r"action 1 \(HA\) is not allowed: Now the pack is to be cut"),
])
def test_bad_files_get_a_clear_error(text, message):
    with pytest.raises(RecordError, match=message):
        load_game(text)


def test_newer_version_is_its_own_error_type():
    with pytest.raises(NewerVersionError):
        GameRecord.from_json('{"format": "jassdesk-partie", "version": %d, "rules": {}, "seed": 1, "actions": []}'
                             % (VERSION + 1))


def test_an_edited_game_that_breaks_a_rule_names_the_action():
    state, text = sample_game_json(actions=30)
    data = json.loads(text)
    # replace a card play by a card from another player's hand
    index = next(i for i, code in enumerate(data["actions"]) if len(code) == 2 and i > 5)
    data["actions"][index] = data["actions"][index - 1]
    with pytest.raises(RecordError, match=f"action {index + 1} "):
        load_game(json.dumps(data))


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=300))
def test_random_bytes_never_crash(data):
    try:
        load_game(data)
    except RecordError:
        pass


@settings(max_examples=200, deadline=None)
@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                    lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
                    max_leaves=12))
def test_random_json_never_crashes(value):
    candidates = [value, {"format": "jassdesk-partie", "version": 1, "rules": value, "seed": 1, "actions": []},
                  {"format": "jassdesk-partie", "version": 1, "rules": {}, "seed": 1, "dealer": 0,
                   "actions": value}]
    for candidate in candidates:
        try:
            load_game(json.dumps(candidate))
        except RecordError:
            pass
