"""Graf's point count (benchmarks/graf.py, the trump-choice benchmark's yardstick), checked on hands counted by hand
from his tables."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "benchmarks"))

from graf import PUSH_BELOW, graf_choice, graf_scores  # noqa: E402
from jassdesk.engine.actions import ChooseMode, Push
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Rules
from jassdesk.engine.schieber import SchieberState

from ..deals import deal, mask

R, E, S, C = (Mode.TRUMP_ROSEN, Mode.TRUMP_EICHELN, Mode.TRUMP_SCHILTEN, Mode.TRUMP_SCHELLEN)


@pytest.mark.parametrize("hand, expected", [
    # Rosen trump: Under 25 + 9 19 + As 15 + König 10; Eicheln As 9, Banner 1; Schellen Ober 5
    ("HJ H9 HA HK DA DT S6 S7 CQ", {R: 84, E: 44, S: 43, C: 35, Mode.OBENABE: 58, Mode.UNDENUFE: 34}),
    # low cards: Undenufe counts the 6s 11, the 7s 9, the 8 7
    ("H6 H8 D7 D9 ST SQ C6 C7 CK", {R: 23, E: 37, S: 20, C: 26, Mode.OBENABE: 28, Mode.UNDENUFE: 60}),
    # exactly the threshold with Rosen trump: 25 + 19 + 15 + 5, side Banners 1 each, Schellen Under 2
    ("HJ H9 HA H8 DT ST CJ D6 S6", {R: 68, E: 25, S: 25, C: 38, Mode.OBENABE: 43, Mode.UNDENUFE: 46}),
    # weak everywhere: Undenufe best with 48
    ("H7 HQ D8 DK S8 S9 C8 C9 CT", {R: 20, E: 21, S: 37, C: 42, Mode.OBENABE: 38, Mode.UNDENUFE: 48}),
])
def test_graf_scores_as_counted_by_hand(hand, expected):
    assert graf_scores(mask(hand)) == expected


def _vorhand_obs(hand: str, pushed: bool = False, partner: str | None = None):
    state = SchieberState.from_position(Rules.schieber_swiss(), deal(None, hand, None, partner),
                                        dealer=0)  # seat 1 is the Vorhand, seat 3 his partner
    if pushed:
        state.apply(Push())
    return state.observation(state.current_player)


def test_graf_chooses_the_best_count_or_pushes_below_68():
    assert PUSH_BELOW == 68
    assert graf_choice(_vorhand_obs("HJ H9 HA HK DA DT S6 S7 CQ")) == ChooseMode(R)
    assert graf_choice(_vorhand_obs("HJ H9 HA H8 DT ST CJ D6 S6")) == ChooseMode(R)  # 68 is enough
    assert graf_choice(_vorhand_obs("H6 H8 D7 D9 ST SQ C6 C7 CK")) == Push()  # Undenufe 60


def test_graf_pushed_to_takes_his_best_whatever_it_counts():
    obs = _vorhand_obs("H6 H8 D7 D9 ST SQ C6 C7 CK", pushed=True, partner="H7 HQ D8 DK S8 S9 C8 C9 CT")
    assert obs.seat == 3 and Push() not in obs.legal_actions
    assert graf_choice(obs) == ChooseMode(Mode.UNDENUFE)  # 48, below 68, but he must choose
