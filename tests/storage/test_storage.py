"""Settings, saved games and autosave never lose data and explain every problem (statistics: test_statistics.py)."""

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jassdesk.engine.coiffeur_table import TEN_ROWS
from jassdesk.engine.record import GameRecord, new_state
from jassdesk.engine.rules import Rules
from jassdesk.storage.autosave import Autosaver
from jassdesk.storage.errors import CorruptFileError, NewerFileError, StorageError
from jassdesk.storage.saved_games import VERSION, SavedGame, Seat, load_saved_game, parse_saved_game, save_game
from jassdesk.storage.settings_store import SettingsStore

ROOT = Path(__file__).resolve().parents[2]


def played(rules=None, actions=40, seed=3):
    rules = rules or Rules.schieber_swiss()
    state = new_state(rules, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    return state


def saved(state):
    n = state.rules.n_players
    seats = tuple(Seat("Anna" if s == 0 else f"AI {s}", "person" if s == 0 else "medium") for s in range(n))
    return SavedGame(GameRecord.of(state), seats, extra={"partie": 1})


# -- settings -----------------------------------------------------------------

def validate(key, value):
    if key == "deck":
        if value not in ("swiss", "french"):
            raise ValueError("unknown deck")
        return value
    if key == "speed":
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError("not a number")
        return value
    raise KeyError(key)


def test_settings_round_trip_and_bad_values_fall_back_one_by_one(tmp_path):
    store = SettingsStore(tmp_path / "settings.json")
    store.save({"deck": "french", "speed": 3})
    assert SettingsStore(tmp_path / "settings.json").load(validate) == ({"deck": "french", "speed": 3}, [])
    data = json.loads((tmp_path / "settings.json").read_text())
    data["values"]["speed"] = "fast"
    data["values"]["future_option"] = [1, 2]
    (tmp_path / "settings.json").write_text(json.dumps(data))
    store = SettingsStore(tmp_path / "settings.json")
    values, warnings = store.load(validate)
    assert values == {"deck": "french"}
    assert len(warnings) == 1 and "speed" in warnings[0]
    store.save(values)  # the newer version's option survives
    assert json.loads((tmp_path / "settings.json").read_text())["values"]["future_option"] == [1, 2]


def test_damaged_settings_file_is_kept_not_destroyed(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    values, warnings = SettingsStore(path).load(validate)
    assert values == {} and "could not be read" in warnings[0]
    assert (tmp_path / "settings.json.damaged-1").read_text() == "{not json"


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.binary(max_size=200))
def test_random_settings_files_never_crash(tmp_path, blob):
    path = tmp_path / "settings.json"
    path.write_bytes(blob)
    values, _ = SettingsStore(path).load(validate)
    assert isinstance(values, dict)


# -- saved games ----------------------------------------------------------------

@pytest.mark.parametrize("rules", [Rules.schieber_swiss(), Rules.schieber_seed(stoeck_automatic=False),
                                   Rules.schmaus(), Rules.coiffeur(coiffeur_rows=TEN_ROWS, push_to_partner=True)],
                         ids=["swiss", "seed", "schmaus", "coiffeur"])
def test_saved_game_round_trip_replays_exactly(tmp_path, rules):
    state = played(rules, actions=120)
    save_game(tmp_path / "game.jass", saved(state))
    loaded = load_saved_game(tmp_path / "game.jass")
    assert loaded.replay().snapshot() == state.snapshot()
    assert loaded.seats[0] == Seat("Anna", "person")
    assert loaded.extra == {"partie": 1}


@pytest.mark.parametrize("mutate,error,words", [
    (lambda t: t[: len(t) // 2], CorruptFileError, "not valid JSON"),
    (lambda t: t.replace('"jassdesk-saved-game"', '"something"'), CorruptFileError, "not a JassDesk saved game"),
    (lambda t: t.replace(f'"version":{VERSION}', '"version":7', 1), NewerFileError, "newer JassDesk"),
    (lambda t: t.replace('"seats":[', '"seats":[{"name":"X","level":"medium"},', 1), CorruptFileError, "players"),
])
def test_foreign_truncated_edited_or_newer_files_get_a_clear_message(tmp_path, mutate, error, words):
    state = played()
    text = mutate(saved(state).to_json())
    path = tmp_path / "game.jass"
    path.write_text(text)
    with pytest.raises(error, match=words):
        load_saved_game(path)


def test_a_coiffeur_table_out_of_range_gets_a_clear_message(tmp_path):
    state = played(Rules.coiffeur(), actions=20)
    text = saved(state).to_json().replace('["JOKER",8]', '["JOKER",100000000000]', 1)
    path = tmp_path / "game.jass"
    path.write_text(text)
    with pytest.raises(CorruptFileError, match="Coiffeur factor"):
        load_saved_game(path)


def test_an_edited_action_is_named(tmp_path):
    state = played(actions=60)
    data = json.loads(saved(state).to_json())
    actions = data["game"]["actions"]
    i = next(i for i, a in enumerate(actions) if len(a) == 2 and i > 10)
    actions[i] = actions[i - 1]
    with pytest.raises(CorruptFileError, match=f"action {i + 1} "):
        parse_saved_game(json.dumps(data))


def test_a_newer_saved_game_is_never_overwritten(tmp_path):
    path = tmp_path / "game.jass"
    text = saved(played()).to_json().replace(f'"version":{VERSION}', '"version":9', 1)
    path.write_text(text)
    with pytest.raises(NewerFileError, match="not overwritten"):
        save_game(path, saved(played()))
    assert path.read_text() == text


def test_missing_and_unwritable_places_are_reported(tmp_path):
    with pytest.raises(StorageError, match="does not exist"):
        load_saved_game(tmp_path / "nothing.jass")
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        if os.access(locked, os.W_OK):
            pytest.skip("running as a user who can write anywhere (root)")
        with pytest.raises(StorageError, match="cannot write"):
            save_game(locked / "game.jass", saved(played()))
    finally:
        locked.chmod(0o700)


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=400))
def test_random_bytes_as_a_saved_game_get_an_error_not_a_crash(blob):
    try:
        parse_saved_game(blob.decode("utf-8", errors="replace"))
    except StorageError:
        pass


# -- autosave ---------------------------------------------------------------------

def test_autosave_keeps_earlier_generations_and_skips_a_damaged_one(tmp_path):
    saver = Autosaver(tmp_path, keep=2)
    states = [played(actions=n) for n in (10, 20, 30)]
    for s in states:
        saver.save(saved(s), rotate=True)
    latest, problems = saver.latest()
    assert latest.replay().snapshot() == states[-1].snapshot() and not problems
    saver.path(0).write_text("{broken")
    latest, problems = saver.latest()
    assert latest.replay().snapshot() == states[-2].snapshot()
    assert problems and "autosave.jass" in str(problems[0]) and "damaged-1" in str(problems[0])
    # the damaged file is kept aside, out of the way of the next rotation and of clear()
    assert (tmp_path / "autosave.jass.damaged-1").read_text() == "{broken"
    saver.save(saved(states[0]), rotate=True)
    saver.clear()
    assert (tmp_path / "autosave.jass.damaged-1").read_text() == "{broken"


KILL_SCRIPT = """
import random, sys
from jassdesk.engine.record import GameRecord, new_state
from jassdesk.engine.rules import Rules
from jassdesk.storage.autosave import Autosaver
from jassdesk.storage.saved_games import SavedGame, Seat
saver = Autosaver(sys.argv[1])
state = new_state(Rules.schmaus(), int(sys.argv[2]))
rng = random.Random(1)
seats = (Seat("Anna", "person"), Seat("AI", "expert"))
while True:
    if state.is_over:
        state = new_state(Rules.schmaus(), rng.randrange(1000))
    state.apply(rng.choice(state.legal_actions()))
    saver.save(SavedGame(GameRecord.of(state), seats), rotate=len(state.history) % 37 == 0)
    print(len(state.history), flush=True)
"""


def test_killing_the_process_while_it_autosaves_never_leaves_a_broken_save(tmp_path):
    script = tmp_path / "writer.py"
    script.write_text(KILL_SCRIPT)
    rng = random.Random(2)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for attempt in range(12):
        proc = subprocess.Popen([sys.executable, str(script), str(tmp_path / "auto"), str(attempt)],
                                stdout=subprocess.PIPE, env=env)
        first = proc.stdout.readline()  # it is writing
        assert first, "the writer did not start"
        time.sleep(rng.uniform(0.01, 0.25))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        latest, problems = Autosaver(tmp_path / "auto").latest()
        assert latest is not None and not problems, problems
        state = latest.replay()  # every action checked by the engine
        assert len(state.history) == len(latest.record.actions)
        leftovers = [p for p in (tmp_path / "auto").iterdir() if p.name.endswith(".tmp")]
        for p in leftovers:  # a temporary file may be left by a kill; it is never read
            p.unlink()


def test_logging_rotates_in_the_log_dir(tmp_path):
    import logging
    from jassdesk.storage.logs import setup_logging
    path = setup_logging(tmp_path / "logs")
    logging.getLogger("jassdesk.test").warning("hello %s", "log")
    for h in logging.getLogger("jassdesk").handlers:
        h.flush()
    assert "hello log" in path.read_text()
