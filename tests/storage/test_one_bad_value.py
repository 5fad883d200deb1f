"""One bad value in a settings file costs that value alone; a message quotes a bad value briefly."""

import json

import pytest

from jassdesk.app.settings import Settings
from jassdesk.engine.actions import Action
from jassdesk.engine.record import GameRecord, RecordError
from jassdesk.storage.errors import CorruptFileError
from jassdesk.storage.guarded_reader import BadNumber, bad_number_in, parse_json, quoted
from jassdesk.storage.saved_games import load_saved_game, parse_saved_game
from jassdesk.storage.settings_store import SettingsStore
from storage.test_storage import played, saved

LONG = "x" * 250_000
#: every setting away from its default, as the program writes them (the table values are checked elsewhere)
GOOD = {"face_set": "french", "back": "red", "language": "fr", "animation_speed": "fast", "ai_pace_ms": 300,
        "hints": "always", "card_size": "large", "window_geometry": "AdnQyw==", "window_state": "AAAA",
        "last_game": "schmaus"}
#: the raw JSON text of each bad value
BAD = {"NaN": "NaN", "Infinity": "-Infinity", "1e999": "1e999", "a 30-digit integer": "1" * 30,
       "a 250,000-character string": json.dumps(LONG)}


def settings_file(path, bad_key: str, raw: str) -> None:  # noqa: ANN001
    values = {**GOOD, bad_key: "__BAD__"}
    text = json.dumps({"format": "jassdesk-settings", "version": 1, "values": values})
    path.write_text(text.replace('"__BAD__"', raw))


@pytest.mark.parametrize("bad_key", ["ai_pace_ms", "back", "table_schieber", "a_future_setting"])
@pytest.mark.parametrize("kind", list(BAD))
def test_one_bad_value_falls_back_alone_and_every_other_value_is_kept(tmp_path, kind, bad_key):  # noqa: ANN001
    path = tmp_path / "settings.json"
    settings_file(path, bad_key, BAD[kind])
    store = SettingsStore(path)
    values, warnings = store.load(Settings.validate)
    assert store.damaged is None and path.exists()  # not moved aside: the file is still the settings
    assert {k: v for k, v in values.items() if k != bad_key} == {k: v for k, v in GOOD.items() if k != bad_key}
    assert bad_key not in values
    carried = bad_key not in Settings.DEFAULTS and kind.startswith("a 250")  # a newer version's text setting: kept
    if carried:
        assert warnings == []
    else:
        assert len(warnings) == 1 and bad_key in warnings[0] and "default" in warnings[0]
        assert len(warnings[0]) < 300, warnings[0]
    # the next save (any change) writes every value kept, the bad one at its default
    settings = Settings()
    settings.from_dict(values)
    store.save(settings.to_dict())
    again, warnings = SettingsStore(path).load(Settings.validate)
    assert warnings == []
    assert {k: again[k] for k in GOOD if k != bad_key} == {k: v for k, v in GOOD.items() if k != bad_key}
    written = json.loads(path.read_text())["values"]
    if bad_key in Settings.DEFAULTS:
        assert written[bad_key] == Settings().get(bad_key)
    else:
        assert (written.get(bad_key) == LONG) if carried else bad_key not in written


def test_a_bad_number_deep_inside_a_value_refuses_that_value(tmp_path):  # noqa: ANN001
    path = tmp_path / "settings.json"
    settings_file(path, "table_schieber", '{"rules": {"game": "schieber", "target": NaN}, "names": [], "levels": []}')
    values, warnings = SettingsStore(path).load(Settings.validate)
    assert "table_schieber" not in values and values["face_set"] == "french"
    assert len(warnings) == 1 and "NaN is not a number JassDesk writes" in warnings[0]


@pytest.mark.parametrize("raw", ['"version": NaN', '"version": 1e999', '"version": ' + "9" * 30])
def test_a_bad_number_outside_the_values_still_refuses_the_file(tmp_path, raw):  # noqa: ANN001
    path = tmp_path / "settings.json"
    path.write_text('{"format": "jassdesk-settings", ' + raw + ', "values": {"face_set": "french"}}')
    store = SettingsStore(path)
    values, warnings = store.load(Settings.validate)
    assert values == {} and store.damaged is not None and "damaged-1" in warnings[0]


def test_the_parser_marks_bad_numbers_only_when_asked():
    text = '{"a": [1, NaN, 2.5], "b": 1e999, "c": ' + "1" * 30 + ', "d": -Infinity, "e": 7}'
    data = parse_json(text, "f", bad_numbers="mark")
    assert data["a"][0] == 1 and data["a"][2] == 2.5 and data["e"] == 7
    assert all(isinstance(x, BadNumber) for x in (data["a"][1], data["b"], data["c"], data["d"]))
    assert bad_number_in(data["a"]) is data["a"][1] and bad_number_in(data["e"]) is None
    assert "30 digits" not in data["c"].problem and "more than 20 digits" in data["c"].problem
    with pytest.raises(CorruptFileError, match="NaN is not a number"):
        parse_json(text, "f")  # saved games: as strict as before


# -- item 2: a message quotes a bad value briefly ---------------------------------------------------

def test_quoted_cuts_a_value_to_the_limit():
    assert quoted("HA") == "'HA'" and quoted(17) == "17" and quoted("a sentence", bare=True) == "a sentence"
    for value in (LONG, [LONG], {"k": LONG}, 10**100):
        text = quoted(value)
        assert len(text) <= 80 and text.endswith("…")
    assert len(quoted(LONG, 24, bare=True)) == 24


@pytest.mark.parametrize("key", ["back", "language", "face_set", "animation_speed", "hints", "card_size",
                                 "last_game", "window_state"])
def test_a_250000_character_setting_is_named_in_a_short_message(tmp_path, key):  # noqa: ANN001
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"format": "jassdesk-settings", "version": 1, "values": {key: LONG + "!"}}))
    values, warnings = SettingsStore(path).load(Settings.validate)
    assert key not in values or key == "language"  # a language is read from its first two letters ("xx": unknown)
    assert len(warnings) == 1 and len(warnings[0]) < 400, len(warnings[0])
    assert key in warnings[0] and "invalid value" in warnings[0]
    with pytest.raises(ValueError) as refused:
        Settings.validate(key, LONG + "!")
    assert len(str(refused.value)) < 200


def test_a_long_table_rule_is_named_in_a_short_message():
    table = {"rules": {"game": "schieber", "preset": LONG}, "names": ["a"] * 4, "levels": [None] * 4}
    with pytest.raises(ValueError) as refused:
        Settings.validate("table_schieber", table)
    assert len(str(refused.value)) < 200 and "preset" in str(refused.value)


def edited_save(change) -> str:  # noqa: ANN001
    data = json.loads(saved(played(actions=30)).to_json())
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize("what, change, names", [
    ("a player's name", lambda d: d["seats"][1].update(name=LONG), "the name of player 2"),
    ("a player's level", lambda d: d["seats"][1].update(level=LONG), "the level of player 2"),
    ("an action code", lambda d: d["game"]["actions"].__setitem__(3, LONG), "action 4"),
    ("an action code within the limit", lambda d: d["game"]["actions"].__setitem__(3, "Q" * 64), "action 4"),
    ("a rule's value", lambda d: d["game"]["rules"].update(preset=LONG), "preset"),
    ("a rule's name", lambda d: d["game"]["rules"].update({LONG: True}), "unknown rule option"),
    ("the first deal", lambda d: d["game"].update(deal={"hand": LONG, "cut": 0}), "first deal"),
    ("the first dealer", lambda d: d["game"].update(dealer=LONG), "first dealer"),
])
def test_a_saved_game_with_a_long_value_is_refused_in_a_short_message(tmp_path, what, change, names):  # noqa: ANN001
    path = tmp_path / "long.jass"
    path.write_text(edited_save(change))
    with pytest.raises(CorruptFileError) as refused:
        load_saved_game(path)
    message = str(refused.value)
    assert names in message and len(message) < len(str(path)) + 300, (what, message)


@pytest.mark.parametrize("code", [LONG, "HA/W:" + LONG, "DEAL:" + LONG, "HA/" + LONG])
def test_an_action_code_of_250000_characters_is_named_in_a_short_message(code):  # noqa: ANN001
    with pytest.raises(ValueError) as refused:
        Action.from_code(code)
    assert str(refused.value).startswith("not an action code: ") and len(str(refused.value)) < 250
    record = GameRecord.of(played(actions=10)).to_dict()
    record["actions"][2] = code
    with pytest.raises(RecordError) as refused:
        GameRecord.from_dict(record)
    assert "action 3 cannot be read" in str(refused.value) and len(str(refused.value)) < 300


def test_saved_games_stay_as_strict_about_numbers_as_before():
    text = edited_save(lambda d: d.update(saved_at="__BAD__")).replace('"__BAD__"', "NaN")
    with pytest.raises(CorruptFileError, match="NaN is not a number"):
        parse_saved_game(text)
