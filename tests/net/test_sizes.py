"""The limits fit the real messages with room: the largest line of random Partien of every game, the engine's worst
case, the largest welcome and results message, and the deepest nesting.  The figures of a larger run are
benchmarks/wire_sizes.py's, written in the docstring of jassdesk/net/limits.py."""

from __future__ import annotations

import pytest

from net.partien import RULES, play

from jassdesk.engine.rules import Rules
from jassdesk.engine.schmaus import SchmausState
from jassdesk.net import MAX_DEPTH, MAX_LINE_BYTES, Events, Results, SeatInfo, SeatKind, Welcome, encode_message
from jassdesk.net.limits import MAX_ACTIONS, MAX_COIFFEUR_ROWS, MAX_FACTOR, MAX_NAME, MAX_RESULTS_PER_MESSAGE
from jassdesk.storage.guarded_reader import nesting_depth


@pytest.mark.parametrize("name", sorted(RULES))
def test_the_largest_line_of_a_partie_is_less_than_half_the_limit(name):
    rules = RULES[name]
    largest = deepest = 0
    for step in play(rules, 2026):
        for message in step.messages:
            line = encode_message(message)  # refuses a line over the limit itself
            largest = max(largest, len(line))
            deepest = max(deepest, nesting_depth(line.decode("utf-8")))
    final = step.state
    for first in range(0, len(final.results), MAX_RESULTS_PER_MESSAGE):
        line = encode_message(Results(first, final.results[first:first + MAX_RESULTS_PER_MESSAGE]))
        largest = max(largest, len(line))
        deepest = max(deepest, nesting_depth(line.decode("utf-8")))
    assert largest < MAX_LINE_BYTES // 2, largest
    assert deepest <= MAX_DEPTH - 1, deepest  # the deepest real message nests 5: one level to spare


def test_the_engines_worst_case_fits_a_schmaus_hand_of_nine_in_sequence():
    rosen, rest = list(range(9)), list(range(9, 36))
    state = SchmausState.from_position(Rules.schmaus(), [rosen, rest[:9]], rest[9:], dealer=1)
    obs = state.observation(0)
    assert len(obs.legal_actions) == 9 * (1 + 28) <= MAX_ACTIONS
    assert len(encode_message(Events.for_seat(0, (), obs))) < MAX_LINE_BYTES // 2


def test_the_largest_welcome_and_results_fit():
    rows = tuple((kind, MAX_FACTOR) for kind in ("JOKER",) * MAX_COIFFEUR_ROWS)
    rules = Rules.coiffeur(coiffeur_rows=rows, target=10_000, match_bonus=500)
    seats = tuple(SeatInfo("\U0001F0A1" * MAX_NAME, SeatKind.PERSON) for _ in range(4))  # 4 bytes a character
    assert len(encode_message(Welcome(3, "x" * 64, rules, seats, 256))) < MAX_LINE_BYTES // 2
    results = [r for step in play(Rules.differenzler(hands=16), 5) for e in step.events
               if (r := getattr(e, "result", None)) is not None]
    line = encode_message(Results(0, tuple(results[:16]) * 2))
    assert len(line) < MAX_LINE_BYTES // 2, len(line)
