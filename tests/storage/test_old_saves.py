"""Saves of every earlier format still open, the same Partie (issue 33: the game's own options in rules.options).

The files in ``fixtures/`` were written by the code before the change (``fixtures/make_v1_fixtures.py``): a
saved game of each preset (saved-game format 1, records 1 and 2, every option flat in the rules), the rules of
each as they were stored in settings and statistics, and deal codes with what they decoded to.
"""

from __future__ import annotations

import json
from dataclasses import fields
from pathlib import Path

import pytest

from jassdesk.engine.deal_code import FLAGS, DealCode, decode, encode
from jassdesk.engine.dealing import StartDeal
from jassdesk.engine.games import GAMES, options_class
from jassdesk.engine.record import VERSION as RECORD_VERSION
from jassdesk.engine.rules import RULES_VERSION, Rules
from jassdesk.storage.saved_games import VERSION, load_saved_game, parse_saved_game, save_game

FIXTURES = Path(__file__).parent / "fixtures"
EXPECTED = json.loads((FIXTURES / "expected-v1.json").read_text(encoding="utf-8"))
OLD_RULES = json.loads((FIXTURES / "rules-v1.json").read_text(encoding="utf-8"))
CODES = json.loads((FIXTURES / "deal-codes-v0.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_a_game_saved_before_opens_and_replays_the_same(name: str, tmp_path: Path) -> None:
    old = FIXTURES / f"v1-{name}.jass"
    assert '"options"' not in old.read_text(encoding="utf-8")  # the flat form, as it was written
    game = load_saved_game(old)
    state = game.replay()
    expected = EXPECTED[name]
    assert len(state.history) == expected["actions"] and list(state.scores) == expected["scores"]
    assert state.hand_no == expected["hand_no"]
    assert type(state.rules.options) is options_class(state.rules.game)
    # written again in the newest form, it reads back the same
    path = tmp_path / "again.jass"
    save_game(path, game)
    text = path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["version"] == VERSION and data["game"]["version"] == RECORD_VERSION
    assert data["game"]["rules"]["version"] == RULES_VERSION and "options" in data["game"]["rules"]
    again = parse_saved_game(text)
    assert again.record == game.record and again.replay().snapshot() == state.snapshot()


def test_the_fixtures_hold_every_game() -> None:
    assert {Rules.from_dict(r).game for r in OLD_RULES.values()} == set(GAMES)


@pytest.mark.parametrize("name", sorted(OLD_RULES))
def test_flat_rules_move_into_the_games_options(name: str) -> None:
    flat = OLD_RULES[name]
    rules = Rules.from_dict(flat)
    own = {f.name for f in fields(rules.options)}
    for key, value in flat.items():
        if key in own:
            got = getattr(rules.options, key)
            assert (list(map(list, got)) if key == "coiffeur_rows" else got) == value
        elif key in {f.name for f in fields(Rules)}:
            assert getattr(rules, key) == value or getattr(rules, key).value == value
    assert Rules.from_dict(rules.to_dict()) == rules


def test_a_bad_value_of_another_games_old_option_is_still_refused() -> None:
    flat = dict(OLD_RULES["seed"], push_to_partner="yes")
    with pytest.raises(ValueError, match="push_to_partner"):
        Rules.from_dict(flat)


def test_rules_of_a_newer_form_are_refused() -> None:
    with pytest.raises(ValueError, match="version"):
        Rules.from_dict(dict(Rules.schmaus().to_dict(), version=RULES_VERSION + 1))


@pytest.mark.parametrize("entry", CODES, ids=[c["name"] for c in CODES])
def test_an_old_deal_code_decodes_as_before(entry: dict) -> None:
    code = decode(entry["code"])
    assert code.rules == Rules.from_dict(entry["decoded"])
    deal = StartDeal(entry["hand"], entry["cut"])
    assert (code.seed, code.dealer, code.deal) == (entry["seed"], entry["dealer"], deal)


@pytest.mark.parametrize("entry", CODES, ids=[c["name"] for c in CODES])
def test_rules_give_the_code_they_gave_before(entry: dict) -> None:
    """Unless the old rules set an option of another game (which no game read): that one is gone."""
    rules = Rules.from_dict(entry["rules"])
    flat = entry["rules"]
    own_or_shared = {f.name for f in fields(Rules)} | {f.name for f in fields(rules.options)}
    foreign = [k for k in FLAGS if k not in own_or_shared and flat[k] != _default(k)]
    text = encode(DealCode(rules, entry["seed"], entry["dealer"], StartDeal(entry["hand"], entry["cut"])))
    if foreign:
        assert decode(text).rules == decode(entry["code"]).rules  # the same deal and rules all the same
    else:
        assert text == entry["code"]


def _default(name: str) -> bool:
    return next(f.default for game in GAMES for f in fields(options_class(game)) if f.name == name)
