"""The trump-choice benchmark pairs its plays: the same deal, the sides swapped, only the choice differs."""

import importlib.util
import sys
from pathlib import Path

import pytest

from jassdesk.engine.actions import ChooseMode, Push

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "trump_choice.py"
_spec = importlib.util.spec_from_file_location("trump_choice_benchmark", _PATH)
bench = importlib.util.module_from_spec(_spec)
sys.modules[_spec.name] = bench  # its dataclasses look their module up
_spec.loader.exec_module(bench)

from graf import PUSH_BELOW, graf_scores  # noqa: E402  (benchmarks/graf.py: the benchmark put it on the path)


def _pair(a: str, b: str, deal: int, play: str = "medium"):
    return [bench.play_deal((a, b, 3, deal, swapped, 20, play, 10, "standard")) for swapped in (False, True)]


@pytest.mark.parametrize("deal", [0, 1, 2])
def test_each_policy_decides_for_the_same_hand_once(deal):
    plain, swapped = _pair("graf", "random", deal)
    # the same Vorhand with the same cards decides first in both plays, once for A and once for B
    assert plain.deciders[0] == swapped.deciders[0]
    assert plain.a_chose != swapped.a_chose
    graf_play = plain if plain.a_chose else swapped
    scores = graf_scores(graf_play.deciders[0][1])
    best = max(scores, key=lambda m: (scores[m], -int(m)))
    assert graf_play.choices[0] == (Push() if scores[best] < PUSH_BELOW else ChooseMode(best))


@pytest.mark.parametrize("play", ["medium", "expert"])
def test_with_the_same_policy_on_both_sides_the_two_plays_mirror_each_other(play):
    """Only the choice differs between the plays: the same choosing policy gives the same hand twice."""
    for deal in (0, 1):
        plain, swapped = _pair("graf", "graf", deal, play)
        assert plain.choices == swapped.choices
        assert plain.result.points == swapped.result.points[::-1]


def test_the_summary_counts_same_choices_and_splits_equal_pairs_evenly():
    results = _pair("medium", "medium", 0) + _pair("medium", "medium", 1)
    summary = bench.summarize_choices(results, "medium", "medium")
    assert summary["share_a"] == 0.5 and summary["same_choice"] == 1.0
    assert summary["decision_time"]["A:medium"]["decisions"] >= 2  # the choices timed, not the cards


def test_the_policies_give_legal_decisions():
    for policy in bench.POLICIES:
        for result in _pair(policy, "graf", 4):
            assert result.choices  # a decision made, a hand played
            assert all(not isinstance(c, Push) for c in result.choices[1:])  # pushed once at most


def test_an_expert_position_is_searched_once_per_run_and_keeps_its_time():
    first, _ = _pair("expert", "graf", 5)
    searched = dict(bench._EXPERT_MEMO)
    again, _ = _pair("expert", "medium", 5)  # the Expert at the same seats with the same seeds
    assert bench._EXPERT_MEMO == searched
    assert first.choices == again.choices
    assert first.result.times["A:expert"] == again.result.times["A:expert"]  # the search's own time, reported


@pytest.mark.parametrize("deal", [0, 3])
def test_the_oracle_gets_in_the_real_play_the_best_outcome_of_any_mode(deal):
    """Fresh card players with the deal's seeds play as the real ones do: the mode the oracle keeps gives
    its team, in the play itself, the best card points any mode gives with these players."""
    from jassdesk.ai.arena import _make
    from jassdesk.engine.actions import Decision
    from jassdesk.engine.record import new_state
    from jassdesk.engine.rules import Game

    (result,) = [r for r in _pair("oracle", "graf", deal) if r.a_chose]
    seat = result.deciders[0][0]
    rules = bench.game_ai(Game.SCHIEBER).arena_presets["standard"](multipliers=False)
    state = new_state(rules, 3 * 1_000_003 + deal, start_dealer=deal % 4)
    cutters = [_make("medium", 3 * 7919 + deal * 13 + s, None, 10) for s in range(4)]
    while state.decision is not Decision.CHOOSE_MODE:  # the cut, by the seat's card player as in the play
        state.apply(cutters[state.current_player].choose(state.observation(state.current_player)))
    assert state.current_player == seat
    outcomes = {}
    for action in [a for a in state.legal_actions() if isinstance(a, ChooseMode)]:
        trial = state.copy()
        trial.apply(action)
        players = [_make("medium", 3 * 7919 + deal * 13 + s, None, 10) for s in range(4)]
        while trial.hand_no == 0 and not trial.is_over:
            trial.apply(players[trial.current_player].choose(trial.observation(trial.current_player)))
        points = trial.results[0].card_points
        outcomes[action] = points[seat % 2] - points[1 - seat % 2]
    assert result.choices[0] in outcomes and outcomes[result.choices[0]] == max(outcomes.values())
    a, b = result.result.points  # side A is the oracle's team
    assert a - b == max(outcomes.values())
