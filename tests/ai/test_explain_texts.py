"""The hint templates are data beside the logic, each game's with its game (jassdesk/ai/texts/).

A template only one game's AI gives (its modules ``ai/<game>.py``, ``ai/<game>_*.py``) lives in that game's
text module; one shared AI code or several games give lives in the shared one; none lives in two.
"""

from __future__ import annotations

import ast
import pathlib

from jassdesk.ai import explain, texts
from jassdesk.ai.games import GAME_AIS
from jassdesk.ai.texts import modes, shared
from jassdesk.engine.rules import Game

AI = pathlib.Path(explain.__file__).resolve().parent


def strings_in(path: pathlib.Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def given_ids() -> tuple[set[str], dict[Game, set[str]]]:
    """The template ids shared AI code names, and those each game's AI modules name."""
    modules = {game: [p for p in AI.glob("*.py") if p.stem == game.value or p.stem.startswith(game.value + "_")]
               for game in Game}
    theirs = {p for paths in modules.values() for p in paths}
    logic = [p for p in AI.glob("*.py") if p not in theirs]
    ids = set(explain.TEMPLATES)
    shared_ids = set().union(*(strings_in(p) for p in logic)) & ids
    return shared_ids, {game: set().union(*(strings_in(p) for p in paths)) & ids for game, paths in modules.items()}


def test_every_game_the_ai_plays_has_its_template_table_in_registry_order():
    assert list(texts.GAME_TEMPLATES) == [game.value for game in GAME_AIS]


def test_no_template_id_is_in_two_tables():
    tables = {"shared": shared.TEMPLATES, "modes": modes.TEMPLATES, **texts.GAME_TEMPLATES}
    seen: dict[str, str] = {}
    twice = []
    for name, table in tables.items():
        for template in table:
            if template in seen:
                twice.append((template, seen[template], name))
            seen[template] = name
    assert twice == []
    assert set(seen) == set(explain.TEMPLATES) and explain.TEMPLATES is texts.TEMPLATES
    assert explain.END_WORDS is shared.END_WORDS


def test_each_game_s_table_holds_exactly_the_templates_only_its_ai_gives():
    shared_ids, per_game = given_ids()
    for game, ids in per_game.items():
        others = set().union(*(other for g, other in per_game.items() if g != game))
        assert set(texts.GAME_TEMPLATES[game.value]) == ids - shared_ids - others, game
    owned = set().union(*(set(t) for t in texts.GAME_TEMPLATES.values()))
    given = shared_ids | set().union(*per_game.values())
    assert set(shared.TEMPLATES) == given - owned - set(modes.TEMPLATES)
    assert set(modes.TEMPLATES) <= given - owned  # a mode decision's sentences, given by shared or game code


def test_every_template_is_given_somewhere():
    shared_ids, per_game = given_ids()
    assert set(explain.TEMPLATES) - shared_ids - set().union(*per_game.values()) == set()


def test_the_logic_module_holds_no_text_table():
    tree = ast.parse(pathlib.Path(explain.__file__).read_text(encoding="utf-8"))
    assert not [node for node in ast.walk(tree) if isinstance(node, ast.Dict) and len(node.keys) > 3]
