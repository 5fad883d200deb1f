"""The refusal sentences are data beside the logic, each game's with its game (jassdesk/engine/texts/).

A rule only one game's module raises has its sentence in that game's text module; a rule shared code or
several games raise has it in the shared one; no rule has two.
"""

from __future__ import annotations

import ast
import pathlib
import sys

import pytest

from jassdesk.engine import refusal, texts
from jassdesk.engine.actions import ActionKind, Decision
from jassdesk.engine.games import STATE_CLASSES
from jassdesk.engine.texts import shared

ENGINE = pathlib.Path(refusal.__file__).resolve().parent


def strings_in(path: pathlib.Path) -> set[str]:
    """Every string constant of a module."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and isinstance(node.value, str)}


def game_modules() -> dict:
    return {game: pathlib.Path(sys.modules[cls.__module__].__file__).resolve() for game, cls in STATE_CLASSES.items()}


def raised_ids() -> tuple[set[str], dict]:
    """The rule ids shared code names, and those each game's module names."""
    games = game_modules()
    logic = [p for p in ENGINE.glob("*.py") if p not in games.values()]
    shared_ids = set().union(*(strings_in(p) for p in logic)) & set(refusal.MESSAGES)
    return shared_ids, {game: strings_in(path) & set(refusal.MESSAGES) for game, path in games.items()}


def test_every_registered_game_has_its_refusal_table_in_registry_order():
    assert list(texts.GAME_REFUSALS) == [game.value for game in STATE_CLASSES]


def test_no_rule_id_is_in_two_tables():
    tables = {"shared": shared.REFUSALS, **texts.GAME_REFUSALS}
    seen: dict[str, str] = {}
    twice = []
    for name, table in tables.items():
        for rule in table:
            if rule in seen:
                twice.append((rule, seen[rule], name))
            seen[rule] = name
    assert twice == []
    assert set(seen) == set(refusal.MESSAGES) and refusal.MESSAGES is texts.MESSAGES


def test_a_merge_refuses_an_id_twice():
    with pytest.raises(ValueError, match="follow_suit"):
        texts.merged(shared.REFUSALS, {"follow_suit": {"en": "again"}})


def test_each_game_s_table_holds_exactly_the_rules_only_its_module_raises():
    shared_ids, per_game = raised_ids()
    for game, ids in per_game.items():
        others = set().union(*(other for g, other in per_game.items() if g != game))
        own = ids - shared_ids - others
        assert set(texts.GAME_REFUSALS[game.value]) == own, game
    owned = set().union(*(set(t) for t in texts.GAME_REFUSALS.values()))
    assert set(shared.REFUSALS) == (shared_ids | set().union(*per_game.values())) - owned


def test_every_sentence_is_raised_somewhere():
    shared_ids, per_game = raised_ids()
    assert set(refusal.MESSAGES) - shared_ids - set().union(*per_game.values()) == set()


def test_every_decision_and_action_kind_has_its_words():
    """wrong_decision names the decision and the action tried ({decision}, {kind}): never a bare id."""
    kinds = {d.value for d in Decision} | {k.value for k in ActionKind}
    assert kinds - set(refusal.DECISION_WORDS) == set()
    message = refusal.Refusal("wrong_decision", params={"decision": "play", "kind": "choose_row"}).message("de")
    assert "choose_row" not in message and "Zeile" in message


def test_the_logic_module_holds_no_text_table():
    tree = ast.parse(pathlib.Path(refusal.__file__).read_text(encoding="utf-8"))
    assert not [node for node in ast.walk(tree) if isinstance(node, ast.Dict) and len(node.keys) > 3]


def test_the_texts_are_a_leaf_of_the_engine_s_imports():
    """Data only: the text modules import nothing of the engine but each other (no circle through them)."""
    for path in (ENGINE / "texts").glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom):
                assert node.level == 1 or node.module in ("__future__", "typing"), (path.name, node.module)
            assert not isinstance(node, ast.Import), path.name
