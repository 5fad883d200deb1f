"""Structure-aware fuzzing of the readers: a real save or settings file with one part replaced by something hostile.

Whatever the replacement (deep nesting, huge or non-finite numbers, a wrong type at any path,
long strings, bytes that are not UTF-8), the reader either returns values of the types the
program uses or raises the storage layer's own error -- never anything else.  Bounded to a few
seconds (the benchmark ``benchmarks/fuzz_files.py`` runs thousands).
"""

import json
import math
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jassdesk.app.settings import Settings
from jassdesk.storage.errors import StorageError
from jassdesk.storage.saved_games import SavedGame, load_saved_game
from jassdesk.storage.settings_store import SettingsStore
from storage.test_storage import played, saved

GOOD_SAVE = json.loads(saved(played(actions=60)).to_json())
GOOD_SETTINGS = {"format": "jassdesk-settings", "version": 1, "values": {
    "face_set": "french", "language": "de", "ai_pace_ms": 300, "animation_speed": "fast", "hints": "always",
    "table_schieber": {"rules": GOOD_SAVE["game"]["rules"], "names": ["Anna", "Ueli", "Vreni", "Sepp"],
                       "levels": [None, "random", "medium", "expert"]}}}


def paths_of(value, prefix=()):  # noqa: ANN001, ANN201
    """Every path into a JSON value (the value itself included)."""
    yield prefix
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths_of(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value[:8]):  # the first actions stand for all of them
            yield from paths_of(item, (*prefix, i))


SAVE_PATHS = list(paths_of(GOOD_SAVE))
SETTINGS_PATHS = list(paths_of(GOOD_SETTINGS))

RAW = "\u0000RAW\u0000"  # replaced by raw JSON text after dumping (NaN, 1e400, 100000 brackets...)
hostile = st.one_of(
    st.none(), st.booleans(),
    st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([2**63, -(2**63) - 1, 10**400, 1e20, -1e20, 1.5, -0.0, 1e-300]),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=40),
    st.integers(min_value=25, max_value=300_000).map(lambda n: "x" * n),
    st.lists(st.integers(), max_size=5), st.dictionaries(st.text(max_size=5), st.integers(), max_size=3),
    st.integers(min_value=10, max_value=60_000).map(lambda n: (RAW, "[" * n + "]" * n)),
    st.sampled_from([(RAW, "NaN"), (RAW, "Infinity"), (RAW, "-Infinity"), (RAW, "1e400"), (RAW, "9" * 5000)]),
)


def mutated(good: dict, path: tuple, value, drop: bool) -> str:  # noqa: ANN001
    data = json.loads(json.dumps(good))
    raw = None
    if isinstance(value, tuple):
        value, raw = RAW, value[1]
    if not path:
        data = value
    else:
        target = data
        for key in path[:-1]:
            target = target[key]
        if drop and isinstance(target, dict):
            del target[path[-1]]
        else:
            target[path[-1]] = value
    text = json.dumps(data, allow_nan=True)
    return text if raw is None else text.replace(json.dumps(RAW), raw)


def damaged_bytes(text: str, cut: int | None, garbage: bytes) -> bytes:
    data = text.encode("utf-8")
    if cut is not None:
        data = data[: cut % (len(data) + 1)]
    return data + garbage


fuzz = settings(max_examples=120, deadline=None, suppress_health_check=list(HealthCheck))


@fuzz
@given(path=st.sampled_from(SAVE_PATHS), value=hostile, drop=st.booleans(),
       cut=st.one_of(st.none(), st.integers(min_value=0)), garbage=st.sampled_from([b"", b"\xff", b"\xc3", b"]]"]))
def test_the_saved_game_reader_returns_checked_values_or_its_own_error(tmp_path_factory, path, value, drop, cut,
                                                                       garbage):  # noqa: ANN001
    file = Path(tmp_path_factory.mktemp("fuzz")) / "f.jass"
    file.write_bytes(damaged_bytes(mutated(GOOD_SAVE, path, value, drop), cut, garbage))
    try:
        game = load_saved_game(file)
    except StorageError as exc:
        assert str(file) in str(exc) and len(str(exc)) < 600
        return
    assert isinstance(game, SavedGame)
    assert type(game.saved_at) is float and math.isfinite(game.saved_at)
    assert all(type(v) is int for v in game.extra.values())
    assert all(type(s.name) is str and len(s.name) <= 24 for s in game.seats)
    game.replay()


@fuzz
@given(path=st.sampled_from(SETTINGS_PATHS), value=hostile, drop=st.booleans(),
       cut=st.one_of(st.none(), st.integers(min_value=0)), garbage=st.sampled_from([b"", b"\xff", b"}"]))
def test_the_settings_reader_returns_valid_values_or_moves_the_file_aside(tmp_path_factory, path, value, drop, cut,
                                                                         garbage):  # noqa: ANN001
    file = Path(tmp_path_factory.mktemp("fuzz")) / "settings.json"
    file.write_bytes(damaged_bytes(mutated(GOOD_SETTINGS, path, value, drop), cut, garbage))
    store = SettingsStore(file)
    values, warnings = store.load(Settings.validate)
    assert all(len(w) < 1200 for w in warnings)
    if store.damaged is not None:
        assert values == {} and store.damaged.kept is not None and not file.exists()
    target = Settings()
    target.from_dict(values)  # every value that came through is one the program accepts
    assert target.to_dict().keys() == Settings.DEFAULTS.keys()
