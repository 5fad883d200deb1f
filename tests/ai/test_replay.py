"""The same deal played again: from the state just after the deal, to that hand's result, the start left as it was."""

from __future__ import annotations

from jassdesk.ai.player import RandomPlayer
from jassdesk.ai.replay import expert_in_seat, play_out_hand, players_with_expert
from jassdesk.engine.deal_code import hand_start
from jassdesk.engine.games import new_state
from jassdesk.engine.rules import Rules


def dealt(rules: Rules, seed: int):  # noqa: ANN201
    state = new_state(rules, seed, start_dealer=1)
    return hand_start(state, tuple(state.legal_actions()[:1]), 0)


def test_a_hand_played_out_twice_by_the_same_players_ends_the_same_and_leaves_the_start_alone() -> None:
    start = dealt(Rules.schieber_swiss(), 8)
    before = start.snapshot()
    results = [play_out_hand(start, {s: RandomPlayer(seed=s) for s in range(4)}) for _ in range(2)]
    assert results[0] == results[1] and results[0].hand_no == 0
    assert sum(results[0].card_points) == 157
    assert start.snapshot() == before


def test_the_expert_takes_the_persons_seat_and_the_others_keep_their_levels() -> None:
    players = players_with_expert((None, "random", "beginner", "random"), {0: 1, 1: 2, 2: 3, 3: 4}, 0, budget=0.01)
    assert [p.level for p in players.values()] == ["expert", "random", "beginner", "random"]
    assert players[0].budget == 0.01
    result = expert_in_seat(dealt(Rules.schmaus(), 3), (None, "random"), {0: 1, 1: 2}, 0, budget=0.01)
    assert result.hand_no == 0 and result.complete
