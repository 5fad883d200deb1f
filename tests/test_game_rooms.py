"""Each game lives in its own rooms: outside a game's own modules, no module names a particular game.

A module "names a game" when its text says ``Game.SCHIEBER``, ``Game.SCHMAUS``
(any ``Game.<NAME>``); it is that game's own room when its path names the game
(``engine/schmaus.py``, ``ai/schmaus_rollout.py``).  Each layer may keep one
registry that names games; shared code asks the registry instead of branching.

    python tests/test_game_rooms.py     # prints the figure, module by module
"""

from __future__ import annotations

import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1] / "jassdesk"
GAME_NAME = re.compile(r"\bGame\.([A-Z][A-Z_]+)\b")
REGISTRIES = {
    "engine/rules.py",  # the Game enum itself: the games' names, player counts and presets
    "ui/games/__init__.py",  # the window's registry: the games New game offers (the table's reads each class's game)
    "ui/screenshots.py",  # not play: the README's list of pictures, one staged scene per game
}


def modules_naming_other_games(root: pathlib.Path = ROOT) -> dict[str, list[str]]:
    """Module path (relative to jassdesk/) -> the games it names although its path does not name them."""
    out = {}
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        names = sorted({m.lower() for m in GAME_NAME.findall(path.read_text(encoding="utf-8"))})
        foreign = [g for g in names if g not in rel.lower()]
        if foreign:
            out[rel] = foreign
    return out


def test_only_the_registries_name_a_game():
    shared = set(modules_naming_other_games())
    assert shared <= REGISTRIES, f"modules that branch on a game outside its rooms: {sorted(shared - REGISTRIES)}"
    assert len(REGISTRIES) <= 3


def test_the_count_sees_a_module_that_names_a_game(tmp_path):
    (tmp_path / "ai").mkdir()
    (tmp_path / "ai" / "medium.py").write_text("if obs.game is Game.SCHMAUS:\n    pass\n")
    (tmp_path / "ai" / "schmaus.py").write_text("game = Game.SCHMAUS\n")
    assert modules_naming_other_games(tmp_path) == {"ai/medium.py": ["schmaus"]}


if __name__ == "__main__":
    found = modules_naming_other_games(pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT)
    for rel, games in found.items():
        print(f"  {rel:32} {', '.join(games)}")
    print(f"modules naming a game outside its rooms: {len(found)} (the registries allowed: {len(REGISTRIES)})")
