"""The review off the GUI thread: one decision at a time in the AI process (or a thread), with progress."""

from jassdesk.ai.levels import make_player
from jassdesk.ai.review import hand_record, review_record
from jassdesk.ai.search_pool import SearchPool
from jassdesk.app.aiprocess import AIProcess
from jassdesk.app.review_service import ReviewController
from jassdesk.engine.games import new_state
from jassdesk.engine.record import GameRecord
from jassdesk.engine.rules import Rules


def hands(n: int = 2) -> GameRecord:
    state = new_state(Rules.schieber_seed(), 11)
    players = [make_player("medium", seed=s) for s in range(4)]
    while len(state.results) < n:
        seat = state.current_player
        state.apply(players[seat].choose(state.observation(seat)))
    return GameRecord.of(state)


def test_the_ai_process_reviews_a_hand_decision_by_decision_as_in_one_go(qtbot):  # noqa: ANN001
    """With its search pool of one helper the AI process judges as a review in one go with such a pool does."""
    record = hands()
    proc = AIProcess(helpers=1)
    reviews = ReviewController(process=proc, worlds=12, seed=4)
    progress, ready = [], []
    reviews.progress.connect(lambda k, done, total: progress.append((done, total)))
    reviews.ready.connect(lambda k, r: ready.append((k, r)))
    key = reviews.request(record, 1, 0)
    assert key == (hand_record(record, 1), 0) and reviews.busy
    qtbot.waitUntil(lambda: bool(ready), timeout=60000)
    got_key, review = ready[0]
    assert got_key == key and not reviews.busy
    total = len(review.judgements)
    assert progress == [(k, total) for k in range(1, total + 1)]
    # the same verdicts and values as the review computed in one go with the same seed and number of processes
    with SearchPool(1) as pool:
        alone = review_record(record, 1, 0, worlds=12, seed=4, pool=pool)
    assert [(j.verdict, j.values) for j in review.judgements] == [(j.verdict, j.values) for j in alone.judgements]
    # asked again: answered at once from what was kept
    reviews.request(record, 1, 0)
    assert len(ready) == 2 and ready[1][1] is review
    proc.shutdown()
    reviews.shutdown()


def test_a_hand_asked_for_first_goes_before_the_queued_ones(qtbot):  # noqa: ANN001
    record = hands(3)
    reviews = ReviewController(worlds=4)
    order = []
    reviews.ready.connect(lambda k, r: order.append(k))
    first = reviews.request(record, 0, 0)  # in flight at once
    second = reviews.request(record, 1, 0)
    wanted = reviews.request(record, 2, 0, first=True)  # right after the decision in flight
    qtbot.waitUntil(lambda: len(order) == 3, timeout=60000)
    assert order == [first, wanted, second]
    reviews.shutdown()


def test_two_seats_of_one_hand_are_two_reviews(qtbot):  # noqa: ANN001
    """At a Partie of several people at one computer each person's decisions are reviewed on their own."""
    record = hands()
    reviews = ReviewController(worlds=4, seed=2)
    ready = []
    reviews.ready.connect(lambda k, r: ready.append((k, r)))
    first, second = reviews.request(record, 0, 0), reviews.request(record, 0, 1)
    assert first != second and first[0] == second[0]
    qtbot.waitUntil(lambda: len(ready) == 2, timeout=60000)
    by_key = dict(ready)
    assert by_key[first].seat == 0 and by_key[second].seat == 1
    reviews.shutdown()
