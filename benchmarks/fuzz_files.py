"""Can any file stop JassDesk or freeze it?  ``python benchmarks/fuzz_files.py N``

Writes N damaged saved games and settings files, made from real ones (Partien
played through the engine by the Random AI to their end or cut off midway,
settings as the program writes them), and opens each through the program's own
path: a save through ``load_saved_game``, then what the window does with it
(``config_of``, the replay, the Partie number, the date); a settings file
through ``SettingsStore.load(Settings.validate)``, then ``Settings.from_dict``
and the remembered table of each game.

The damage is structure-aware (a hostile value at a random path of the JSON:
deep nesting, huge and non-finite numbers, wrong types, long strings; a key
removed; up to 10^6 actions appended; a player renamed) and byte-level (cut,
bytes flipped, bytes that are not UTF-8, garbage appended, padded to the size
limit), plus a few named pipes, folders and empty files.

Prints: files tried, crashes (any exception but the storage layer's own
error), calls over 2 s, clear refusals, files that opened, the slowest call,
and the slowest call among files up to the size limit.  Target: 0 crashes
and 0 calls over 2 s; every file up to the size limit refused or opened in
under 0.5 s.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from dataclasses import replace
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from jassdesk.app.controller import GameConfig  # noqa: E402
from jassdesk.app.keeper import config_of  # noqa: E402
from jassdesk.app.settings import Settings  # noqa: E402
from jassdesk.engine.record import GameRecord, new_state  # noqa: E402
from jassdesk.engine.rules import Game, Rules  # noqa: E402
from jassdesk.storage.errors import StorageError  # noqa: E402
from jassdesk.storage.guarded_reader import MAX_BYTES  # noqa: E402
from jassdesk.storage.saved_games import SavedGame, Seat, load_saved_game  # noqa: E402
from jassdesk.storage.settings_store import SettingsStore  # noqa: E402

HANG_S = 20  # a call still running after this is stopped and counted (over 2 s)


def real_saves(rng: random.Random) -> list[str]:
    """Saves of real Partien: Schieber and Schmaus, short and long targets, finished and cut off midway."""
    out = []
    for k, rules in enumerate([Rules.schieber_swiss(), Rules.schmaus(), replace(Rules.schieber_swiss(), target=3000),
                               replace(Rules.schmaus(), target=2500), Rules.schieber_seed()]):
        state = new_state(rules, 100 + k)
        stop = rng.choice([20, 150, 10**9])
        while not state.is_over and len(state.history) < stop:
            state.apply(rng.choice(state.legal_actions()))
        n = rules.n_players
        seats = tuple(Seat(["Anna", "Ueli", "Vreni", "Sepp"][s], "person" if s == 0 else rng.choice(
            ["random", "beginner", "medium", "expert"])) for s in range(n))
        out.append(SavedGame(GameRecord.of(state), seats, extra={"partie": k + 1, "stats_partie": 7 + k}).to_json())
    return out


def real_settings(folder: Path) -> list[str]:
    """Settings files as the program writes them (defaults, and with both tables and a window layout)."""
    out = []
    for variant in range(2):
        settings = Settings(language="de" if variant else "en")
        if variant:
            settings.set("face_set", "french")
            settings.set("window_geometry", "AdnQywADAAAAAAAAAAAAAAAAA" * 8)
            for game, rules in (("schieber", Rules.schieber_swiss()), ("schmaus", Rules.schmaus())):
                n = rules.n_players
                settings.set(f"table_{game}", GameConfig(rules, None, ("Anna", "Ueli", "Vreni", "Sepp")[:n],
                                                         (None,) + ("medium",) * (n - 1)).to_table())
        store = SettingsStore(folder / f"real-{variant}.json")
        store.save(settings.to_dict())
        out.append(store.path.read_text(encoding="utf-8"))
    return out


# -- the damage ---------------------------------------------------------------------------------------------

def hostile(rng: random.Random) -> tuple[Any, str | None]:
    """A value to put somewhere, or (None, raw JSON text) for what json.dumps cannot write."""
    choice = rng.randrange(14)
    if choice == 0:
        n = rng.choice([20, 1000, 100_000])
        return None, "[" * n + "]" * n
    if choice == 1:
        n = rng.choice([20, 1000, 50_000])
        return None, '{"a":' * n + "1" + "}" * n
    if choice == 2:
        return None, rng.choice(["NaN", "Infinity", "-Infinity", "1e400", "-1e999", "9" * rng.choice([30, 5000])])
    if choice == 3:
        return rng.choice([1e20, -1e20, 2**63, 2**64 + 1, 10**30, -(2**70), 1.5, -1, 0, 1e-300]), None
    if choice == 4:
        return rng.choice([True, False, None]), None
    if choice == 5:
        return "x" * rng.choice([25, 1000, 100_000, 1_000_000, 5_000_000]), None
    if choice == 6:
        return rng.choice(["", "HA", "MODE:X", "DEAL:99", "CUT:-1", "ä" * 30, "\u0000", "\ud7ff" * 3]), None
    if choice == 7:
        return rng.choice([[], [1, 2], ["HA"] * 3, [[["x"]]]]), None
    if choice == 8:
        return rng.choice([{}, {"partie": 1}, {"format": "jassdesk-partie"}]), None
    if choice == 9:
        return rng.randrange(-10, 10**6), None
    if choice == 10:
        return rng.uniform(-1e6, 1e6), None
    if choice == 11:
        return rng.choice(["schieber", "schmaus", "swiss", "french", "de", "en", "expert", "person"]), None
    if choice == 12:
        return {"k" * rng.randrange(1, 200): list(range(rng.randrange(50)))}, None
    return [None] * rng.choice([5, 1000]), None


def paths_of(value: Any, prefix: tuple = ()) -> list[tuple]:
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out += paths_of(item, (*prefix, key))
    elif isinstance(value, list):
        for i in sorted(random.Random(len(value)).sample(range(len(value)), min(len(value), 6))):
            out += paths_of(value[i], (*prefix, i))
    return out


MARK = "\u0000RAW\u0000"


def structure_damage(rng: random.Random, text: str) -> bytes:
    data = json.loads(text)
    for _ in range(rng.choice([1, 1, 1, 2, 3])):
        path = rng.choice(paths_of(data))
        value, raw = hostile(rng)
        value = MARK if raw is not None else value
        if not path:
            data = value
            continue
        target = data
        try:
            for key in path[:-1]:
                target = target[key]
            if rng.random() < 0.15 and isinstance(target, dict):
                target.pop(path[-1], None)
            else:
                target[path[-1]] = value
        except (KeyError, IndexError, TypeError):
            continue
        if raw is not None:
            out = json.dumps(data, allow_nan=True).replace(json.dumps(MARK), raw, 1)
            return out.encode("utf-8", "surrogatepass")
    return json.dumps(data, allow_nan=True).encode("utf-8", "surrogatepass")


def save_specific_damage(rng: random.Random, text: str) -> bytes:
    data = json.loads(text)
    kind = rng.randrange(4)
    if kind == 0:  # appended actions, from a few to 10^6
        data["game"]["actions"] += [rng.choice(data["game"]["actions"] or ["HA"])] * rng.choice(
            [1, 10, 1000, 100_000, 1_000_000])
    elif kind == 1:  # an action changed or removed
        actions = data["game"]["actions"]
        if actions:
            i = rng.randrange(len(actions))
            if rng.random() < 0.5:
                del actions[i]
            else:
                actions[i] = rng.choice(actions)
    elif kind == 2:  # a player renamed (a legal edit) or given a long name
        data["seats"][rng.randrange(len(data["seats"]))]["name"] = rng.choice(
            ["Vreni", "Ueli der Knecht", "x" * 24, "x" * 25, "y" * 1_000_000])
    else:  # the rules edited
        rules = data["game"]["rules"]
        key = rng.choice(list(rules))
        rules[key] = rng.choice([True, False, 0, 1, 500, 10**9, "x", None, 2.5])
    return json.dumps(data).encode()


def byte_damage(rng: random.Random, text: str) -> bytes:
    data = bytearray(text.encode("utf-8"))
    kind = rng.randrange(5)
    if kind == 0:
        return bytes(data[: rng.randrange(len(data) + 1)])
    if kind == 1:
        for _ in range(rng.randrange(1, 20)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return bytes(data)
    if kind == 2:
        i = rng.randrange(len(data) + 1)
        return bytes(data[:i]) + rng.choice([b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x00"]) + bytes(data[i:])
    if kind == 3:
        return bytes(data) + bytes(rng.randrange(256) for _ in range(rng.randrange(1, 100)))
    return bytes(data) + b" " * (MAX_BYTES - len(data) + rng.choice([-1, 0, 1]))  # at the size limit


def make_file(rng: random.Random, folder: Path, i: int, saves: list[str], settings: list[str]) -> tuple[Path, str]:
    is_save = rng.random() < 0.7
    path = folder / (f"f{i}.jass" if is_save else f"f{i}.json")
    special = rng.random()
    if special < 0.004:
        os.mkfifo(path)
    elif special < 0.007:
        path.mkdir()
    elif special < 0.010:
        path.write_bytes(b"")
    else:
        base = rng.choice(saves if is_save else settings)
        damage = rng.random()
        if damage < 0.5:
            content = structure_damage(rng, base)
        elif damage < 0.7 and is_save:
            content = save_specific_damage(rng, base)
        else:
            content = byte_damage(rng, base)
        path.write_bytes(content)
    return path, "save" if is_save else "settings"


# -- opening them as the program does ---------------------------------------------------------------------

def open_save(path: Path) -> str:
    game = load_saved_game(path)
    config_of(game)
    game.replay()
    int(game.extra.get("partie", 1) or 1)
    time.localtime(game.saved_at or time.time())
    return "opened"


def open_settings(path: Path) -> str:
    store = SettingsStore(path)
    values, _ = store.load(Settings.validate)
    settings = Settings()
    settings.from_dict(values)
    for game in Game:
        GameConfig.remembered(settings, game)
    return "refused" if store.damaged is not None else "opened"


class Hang(Exception):
    pass


def _alarm(signum: int, frame: Any) -> None:
    raise Hang()


def timed(call: Callable[[Path], str], path: Path) -> tuple[str, float, str]:
    signal.signal(signal.SIGALRM, _alarm)
    signal.alarm(HANG_S)
    started = time.perf_counter()
    try:
        outcome, detail = call(path), ""
    except StorageError as exc:
        outcome, detail = "refused", str(exc)
    except Hang:
        outcome, detail = "hang", ""
    except Exception:  # noqa: BLE001  (what the benchmark counts)
        outcome, detail = "crash", traceback.format_exc(limit=3)
    finally:
        signal.alarm(0)
    return outcome, time.perf_counter() - started, detail


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("n", type=int, nargs="?", default=1000, help="how many damaged files (default 1000)")
    parser.add_argument("--seed", type=int, default=10)
    args = parser.parse_args()
    logging.getLogger("jassdesk").addHandler(logging.NullHandler())  # the warnings of every refusal: not here
    logging.getLogger("jassdesk").propagate = False
    with tempfile.TemporaryDirectory(prefix="jassdesk-fuzz-") as name:
        return fuzz(args.n, args.seed, Path(name))


def fuzz(n: int, seed: int, folder: Path) -> int:
    rng = random.Random(seed)
    saves, settings = real_saves(rng), real_settings(folder)
    counts: Counter[str] = Counter()
    over_2s: list[tuple[float, Path]] = []
    slowest = (0.0, "", "")
    slowest_within_limit = (0.0, "", "")
    crashes: list[tuple[Path, str]] = []
    started = time.perf_counter()
    for i in range(n):
        path, kind = make_file(rng, folder, i, saves, settings)
        size = path.stat().st_size if path.is_file() else 0
        outcome, seconds, detail = timed(open_save if kind == "save" else open_settings, path)
        counts[outcome] += 1
        if outcome == "crash":
            crashes.append((path, detail))
        if seconds > 2 or outcome == "hang":
            over_2s.append((seconds, path))
        entry = (seconds, f"{kind} {path.name} ({size} bytes, {outcome})", detail[:160])
        slowest = max(slowest, entry)
        if size <= MAX_BYTES:
            slowest_within_limit = max(slowest_within_limit, entry)
        if path.is_fifo() or path.is_dir():
            (path.rmdir if path.is_dir() else path.unlink)()
        elif path.exists():
            path.unlink()
        for leftover in folder.glob(f"f{i}.json.damaged-*"):
            leftover.rmdir() if leftover.is_dir() else leftover.unlink()
    total = time.perf_counter() - started
    print(f"files tried:          {n} (seed {seed}; {total:.1f} s in all)")
    print(f"crashes:              {counts['crash']}")
    print(f"calls over 2 s:       {len(over_2s)}")
    print(f"clear refusals:       {counts['refused']}")
    print(f"files that opened:    {counts['opened']}")
    print(f"slowest call:         {slowest[0] * 1000:.0f} ms, {slowest[1]}")
    print(f"slowest up to the size limit ({MAX_BYTES} bytes): {slowest_within_limit[0] * 1000:.0f} ms, "
          f"{slowest_within_limit[1]}")
    for path, detail in crashes[:5]:
        print(f"\ncrash on {path}:\n{detail}")
    for seconds, path in over_2s[:5]:
        print(f"over 2 s: {path} ({seconds:.1f} s)")
    return 1 if crashes or over_2s else 0


if __name__ == "__main__":
    raise SystemExit(main())
