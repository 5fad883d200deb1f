"""Every game the engine plays has its AI room, found through the registry."""

from jassdesk.ai.games import GAME_AIS, game_ai
from jassdesk.engine.games import STATE_CLASSES
from jassdesk.engine.rules import Game


def test_every_engine_game_has_an_ai_room():
    assert set(GAME_AIS) == set(STATE_CLASSES) == set(Game)
    for game in Game:
        assert game_ai(game).game is game and STATE_CLASSES[game].game is game
