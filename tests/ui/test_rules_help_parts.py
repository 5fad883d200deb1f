"""The rules help is assembled: per language a shared document, and each game's sections in its folder.

jassdesk/help/rules_<lang>.html holds what all games share and names the places of the games' parts
(``<!-- games: sections -->``); jassdesk/help/<game>/rules_<lang>.html holds that game's parts, put there
in the engine's registry order.
"""

from __future__ import annotations

import pathlib
import re

import pytest

from jassdesk.engine.games import STATE_CLASSES
from jassdesk.engine.rules import Game
from jassdesk.ui import rules_help
from jassdesk.ui.rules_help import HELP_LANGUAGES, game_parts, help_games, rules_source, section_ids

HELP = pathlib.Path(rules_help.__file__).resolve().parents[1] / "help"
SLOT = re.compile(r"<!-- games: ([a-z-]+) -->")


def test_the_help_has_a_folder_for_every_registered_game_and_no_other():
    assert help_games() == tuple(game.value for game in STATE_CLASSES)
    folders = {p.name for p in HELP.iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert folders == set(help_games())
    for game in help_games():
        assert {p.name for p in (HELP / game).glob("*.html")} == {f"rules_{lang}.html" for lang in HELP_LANGUAGES}


@pytest.mark.parametrize("lang", HELP_LANGUAGES)
def test_every_part_of_a_game_has_its_slot_and_every_slot_is_filled(lang):
    shared = (HELP / f"rules_{lang}.html").read_text(encoding="utf-8")
    slots = SLOT.findall(shared)
    assert len(slots) == len(set(slots)) and "sections" in slots and "contents" in slots
    for game in help_games():
        parts = game_parts(game, lang)
        assert set(parts) <= set(slots), game
        assert "sections" in parts and "contents" in parts, game
        assert set(parts) == set(game_parts(game, "en")), (game, "the same parts in every language")
    assembled = rules_source(lang)
    assert not SLOT.search(assembled) and "<!-- part:" not in assembled


@pytest.mark.parametrize("lang", HELP_LANGUAGES)
def test_each_game_s_sections_are_in_its_own_file_in_registry_order(lang):
    shared_ids = set(section_ids((HELP / f"rules_{lang}.html").read_text(encoding="utf-8")))
    assembled = section_ids(rules_source(lang))
    starts = []
    for game in help_games():
        own = section_ids(game_parts(game, lang)["sections"])
        assert game in own, f"{game}: its sections include the one named after the game"
        assert not set(own) & shared_ids
        starts.append(assembled.index(own[0]))
    assert starts == sorted(starts)
    links = set(re.findall(r'href="#([^"]+)"', "".join(game_parts(Game.SCHMAUS.value, lang).values())))
    assert {"schmaus", "six", "weis-schmaus"} <= links  # the contents list a game's sections from its own file


def test_a_part_without_a_slot_is_an_error(monkeypatch):
    real = rules_help.game_parts
    monkeypatch.setattr(rules_help, "game_parts",
                        lambda game, lang: {**real(game, lang), "nowhere": "<p>lost</p>\n"})
    with pytest.raises(ValueError, match="nowhere"):
        rules_source("en")
