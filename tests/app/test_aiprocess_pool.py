"""The AI process owns a search pool: its hints and reviews search with the helpers, its Expert players on one core
(leaving the other to the window), and no process outlives it."""

import os

import pytest

from jassdesk.ai.levels import make_player
from jassdesk.app.aiprocess import AIProcess
from jassdesk.engine.actions import Decision
from jassdesk.engine.games import new_state
from jassdesk.engine.rules import Rules

pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self"), reason="reads /proc")


def children(pid: int) -> list[int]:
    """The live child processes of ``pid``."""
    out = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        try:
            with open(f"/proc/{name}/stat") as f:
                state, ppid = f.read().rsplit(") ", 1)[1].split()[:2]
        except (OSError, IndexError):
            continue
        if int(ppid) == pid and state != "Z":
            out.append(int(name))
    return out


def alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(") ", 1)[1][0] != "Z"
    except FileNotFoundError:
        return False


def card_decision():  # noqa: ANN201
    state = new_state(Rules.schieber_swiss(), 9, start_dealer=3)
    medium = make_player("medium", seed=1)
    while state.decision is not Decision.PLAY:
        state.apply(medium.choose(state.observation(state.current_player)))
    return state.observation(state.current_player)


def long_review_point():  # noqa: ANN201
    """A card decision of a Medium hand, for a review request that searches long."""
    from jassdesk.ai.game_ai import legal_cards
    from jassdesk.ai.review import DecisionKind, decision_points, hand_start
    from positions import medium_hand

    start, actions = hand_start(medium_hand(Rules.schieber_swiss(), 3), 0)
    return next(p for p in decision_points(start, actions, 0)
                if p.kind is DecisionKind.CARD and len(legal_cards(p.obs)) > 1 and p.trick < 3)


def test_the_expert_answers_on_one_core_a_hint_with_the_pool_and_stopping_leaves_no_process(qtbot):  # noqa: ANN001
    obs = card_decision()
    proc = AIProcess(helpers=1)
    got = []
    proc.finished.connect(lambda t, r: got.append(r))
    proc.choose(("partie", 0), "expert", 3, obs)
    qtbot.waitUntil(lambda: bool(got), timeout=30000)
    assert got[0] in obs.legal_actions
    ai = proc._process.pid
    qtbot.wait(500)
    assert children(ai) == []  # the AI players search alone: no helper started for them
    proc.hint(obs, 0.5)
    qtbot.waitUntil(lambda: len(got) == 2, timeout=30000)
    qtbot.waitUntil(lambda: len(children(ai)) == 1, timeout=10000)  # the pool's helper, for the hint
    helper = children(ai)[0]
    proc.shutdown()
    assert not alive(ai)
    qtbot.waitUntil(lambda: not alive(helper), timeout=5000)


def test_an_ai_process_terminated_in_a_long_search_ends_its_helpers_too(qtbot):  # noqa: ANN001
    obs = card_decision()
    proc = AIProcess(helpers=1)
    got = []
    proc.finished.connect(lambda t, r: got.append(r))
    proc.hint(obs, 0.05)  # the first search starts the helper
    qtbot.waitUntil(lambda: bool(got), timeout=30000)
    ai = proc._process.pid
    qtbot.waitUntil(lambda: len(children(ai)) == 1, timeout=10000)
    helper = children(ai)[0]
    qtbot.wait(3000)  # the helper is ready
    proc.review(long_review_point(), 10**8, 1)  # a long search shared with the helper: terminated, not stopped
    qtbot.wait(500)
    proc.shutdown(timeout=0.5)
    qtbot.waitUntil(lambda: not alive(ai) and not alive(helper), timeout=5000)
