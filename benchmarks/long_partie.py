"""How long does a long Partie take to open, resume and undo?  ``python benchmarks/long_partie.py``

For each game, Partien of 40, 1,000 and 3,000 actions (random legal actions
from a fixed seed; Coiffeur and Differenzler end sooner, so their longest is
the whole Partie, said in the output) are written as saved games and then,
in one window, timed from the request until the table has caught up and
painted:

* **open**: File > Open of the saved game (reading and checking the file, the
  replay, the table and the score sheet);
* **resume**: the autosave continued at start (``MainWindow.resume`` and the
  rotation of the autosave, as ``ui/app.py`` does after "Continue");
* **undo**: in a practice Partie, Ctrl+Z taking back the person's last decision
  (the Partie is rebuilt from its start up to that decision).

Each figure is the median of ``--repeat`` runs, the sizes taken in turns so
that a change in the machine's load touches all of them alike; the last
column is each median over the 40-action one of the same game (target: a
3,000-action Partie opens, resumes and undoes in at most 0.5 s and at most
5 times a 40-action one).  Runs offscreen unless ``QT_QPA_PLATFORM`` is set.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from jassdesk.engine.record import GameRecord, new_state  # noqa: E402
from jassdesk.engine.rules import Game, Rules  # noqa: E402
from jassdesk.engine.state import GameState  # noqa: E402

SIZES = (40, 1000, 3000)
#: each game's rules with room for a long Partie (Coiffeur and Differenzler end after their rows and hands)
LONG_RULES = {
    Game.SCHIEBER: lambda: Rules.schieber_swiss(target=10_000),
    Game.SCHMAUS: lambda: Rules.schmaus(target=10_000),
    Game.COIFFEUR: lambda: Rules.preset_named("coiffeur"),
    Game.DIFFERENZLER: lambda: Rules.differenzler(hands=16),
}


def long_partie(rules: Rules, actions: int, seed: int = 5) -> GameState:
    """A Partie of ``actions`` random legal actions (fewer if it ends first), reproducible from ``seed``."""
    state = new_state(rules, seed)
    rng = random.Random(seed)
    while len(state.history) < actions and not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def saved_game(state: GameState, practice: bool = False):  # noqa: ANN201
    from jassdesk.storage.saved_games import SavedGame, Seat

    names = ("You", "Anna", "Beat", "Cla")[:state.n_players]
    seats = tuple(Seat(name, "person" if s == 0 else "random") for s, name in enumerate(names))
    return SavedGame(GameRecord.of(state), seats, extra={"practice": True} if practice else {})


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(g.value for g in LONG_RULES))
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()

    from jassdesk.app.settings import Settings
    from jassdesk.storage.paths import StoragePaths
    from jassdesk.storage.saved_games import load_saved_game, save_game
    from jassdesk.ui.app import create_app
    from jassdesk.ui.mainwindow import MainWindow

    app = create_app([sys.argv[0]])
    folder = Path(tempfile.mkdtemp(prefix="jassdesk-long-"))
    window = MainWindow(Settings(animation_speed="normal", ai_pace_ms=0, language="en"),
                        paths=StoragePaths.under(folder))
    window.resize(1280, 800)
    window.show()
    app.processEvents()

    def settle() -> None:  # the table has caught up and painted
        while not window.controller.caught_up:
            app.processEvents()
        window.view.viewport().repaint()
        app.processEvents()

    def timed(work) -> float:  # noqa: ANN001
        t0 = time.perf_counter()
        work()
        settle()
        return time.perf_counter() - t0

    games = [Game(g) for g in args.games.split(",")]
    sizes = [int(n) for n in args.sizes.split(",")]
    print(f"{'game':<13}{'asked':>6}{'actions':>8}{'open s':>9}{'resume s':>10}{'undo s':>9}   "
          f"ratios to the first size (open / resume / undo)")
    for game in games:
        files = {}
        for n in sizes:
            state = long_partie(LONG_RULES[game](), n, args.seed)
            path = folder / f"{game.value}-{n}.jass"
            save_game(path, saved_game(state))
            practice = folder / f"{game.value}-{n}-practice.jass"
            save_game(practice, saved_game(state, practice=True))
            files[n] = (path, practice, len(state.history))
        times: dict[int, dict[str, list[float]]] = {n: {"open": [], "resume": [], "undo": []} for n in sizes}
        for _ in range(args.repeat):
            for n in sizes:
                path, practice, _ = files[n]
                times[n]["open"].append(timed(lambda: window.open_game(path)))
                saved = load_saved_game(path)

                def resume() -> None:
                    window.resume(saved, same_database=True)
                    window.keeper.autosave(rotate=True)

                times[n]["resume"].append(timed(resume))
                window.open_game(practice)
                settle()
                if window.controller.can_undo():
                    times[n]["undo"].append(timed(window.undo))
        base = {k: statistics.median(v) for k, v in times[sizes[0]].items() if v}
        for n in sizes:
            med = {k: statistics.median(v) if v else float("nan") for k, v in times[n].items()}
            ratios = " / ".join(f"{med[k] / base[k]:.2f}" if k in base and base[k] else "-" for k in med)
            print(f"{game.value:<13}{n:>6}{files[n][2]:>8}{med['open']:>9.3f}{med['resume']:>10.3f}"
                  f"{med['undo']:>9.3f}   {ratios}")
    window.shutdown()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
