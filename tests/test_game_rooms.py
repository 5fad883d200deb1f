"""Each game lives in its own rooms: outside a game's own modules, no module names a particular game.

A module "names a game" when its text says ``Game.SCHIEBER``, ``Game.SCHMAUS``
(any ``Game.<NAME>``); it is that game's own room when its path names the game
(``engine/schmaus.py``, ``ai/schmaus_rollout.py``).  Each layer may keep one
registry that names games; shared code asks the registry instead of branching.

    python tests/test_game_rooms.py     # prints the figure, module by module
"""

from __future__ import annotations

import ast
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


# -- the same, read by ast: a game's name as a string literal, and ``Game.X``, in code (not comments, docstrings)

#: a string literal that is a game's name, as ``Game.value`` spells it, in any case
GAME_LITERAL = re.compile(r"(schieber|schmaus|coiffeur|differenzler)", re.IGNORECASE)
#: the registries, where naming every game is their job (each layer's list of games, the Game enum and presets)
AST_REGISTRIES = {
    "engine/rules.py",  # the Game enum, its values, and the presets by name
    "engine/games.py",  # the engine's registry: each game's state class and options
    "ai/games.py",  # the AI's registry: each game's policies
    "ui/games/__init__.py",  # the window's registry: each game's part of New game
    "ui/screenshots.py",  # not play: the README's list of pictures, one staged scene per game
    "school/games.py",  # the school's registry: each game's puzzles (PuzzleGame) and the lessons' state classes
}
#: the places left today (issue 33), module -> how many: this list only shrinks.  Lower a count when a place
#: goes (the test says so); a new place is asked of a registry instead.
LEFT = {
    "ai/texts/__init__.py": 4,  # each game's explanation texts by the game's name
    "app/statistics_model.py": 8,  # game_label: each game's name, key and translated text (the app cannot ask ui/games)
    "engine/texts/__init__.py": 4,  # each game's refusal sentences by the game's name
    "i18n/french.py": 6,  # the games' names translated
    "i18n/german.py": 8,
    "i18n/italian.py": 8,
    "ui/rules_help.py": 2,  # help topics named after the game
}


def _docstrings(tree: ast.AST) -> set[int]:
    out = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                    and isinstance(first.value.value, str):
                out.add(id(first.value))
    return out


def game_names_in_code(root: pathlib.Path = ROOT) -> dict[str, list[tuple[int, str]]]:
    """Module path -> (line, what) for each game-name literal and ``Game.X`` in its code naming a game its path
    does not name; the registries are left out."""
    out: dict[str, list[tuple[int, str]]] = {}
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(root).as_posix()
        if rel in AST_REGISTRIES:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        docs = _docstrings(tree)
        found = []
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
                if GAME_LITERAL.fullmatch(node.value) and node.value.lower() not in rel.lower():
                    found.append((node.lineno, repr(node.value)))
            elif isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "Game" \
                    and node.attr.isupper() and node.attr.lower() not in rel.lower():
                found.append((node.lineno, f"Game.{node.attr}"))
        if found:
            out[rel] = sorted(found)
    return out


def test_no_new_place_names_a_game_outside_its_rooms():
    found = {rel: len(places) for rel, places in game_names_in_code().items()}
    new = {rel: game_names_in_code()[rel] for rel, n in found.items() if n > LEFT.get(rel, 0)}
    assert not new, f"name the game through a registry instead: {new}"
    gone = {rel: (n, found.get(rel, 0)) for rel, n in LEFT.items() if found.get(rel, 0) < n}
    assert not gone, f"places fixed: lower their counts in LEFT (allowed, found): {gone}"


def test_the_ast_count_sees_literals_and_game_members_but_not_docstrings(tmp_path):
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "panel.py").write_text(
        '"""About the Schieber."""\n# "schmaus" in a comment\n'
        'def f(game):\n    """Coiffeur."""\n    return game == "Differenzler" or game is Game.SCHMAUS, "a Schieber"\n')
    (tmp_path / "ui" / "schmaus.py").write_text('name = "schmaus"\ngame = Game.SCHMAUS\n')
    assert game_names_in_code(tmp_path) == {"ui/panel.py": [(5, "'Differenzler'"), (5, "Game.SCHMAUS")]}


def test_each_game_offers_the_options_it_has_and_no_other_games():
    """New game offers a game's own options (its options class, in the engine's registry) and shared ones only."""
    from dataclasses import fields

    from jassdesk.engine.games import GAMES, options_class
    from jassdesk.engine.rules import Rules
    from jassdesk.ui.games import SETUPS

    assert tuple(SETUPS) == GAMES
    shared = {f.name for f in fields(Rules)} - {"game", "preset", "options", "target", "hands"}
    for game, setup in SETUPS.items():
        own = {f.name for f in fields(options_class(game))}
        assert set(setup.options) <= shared | own, game
        assert own <= set(setup.options), game


if __name__ == "__main__":
    for rel, places in game_names_in_code().items():
        print(f"  {rel:32} {len(places):3}  " + ", ".join(f"{line}: {what}" for line, what in places[:6]))
    print(f"places naming a game outside its rooms and the registries: "
          f"{sum(map(len, game_names_in_code().values()))} (allowed today: {sum(LEFT.values())})")
    found = modules_naming_other_games(pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT)
    for rel, games in found.items():
        print(f"  {rel:32} {', '.join(games)}")
    print(f"modules naming a game outside its rooms: {len(found)} (the registries allowed: {len(REGISTRIES)})")
