"""The review after a hand, computed off the GUI thread with its progress, one decision at a time.

The decisions are found on the GUI thread (a replay of the record: a few
milliseconds); each is judged by :func:`jassdesk.ai.review.judge` in the AI's
child process (:class:`~jassdesk.app.aiprocess.AIProcess`), else on a worker
thread.  Only one decision is in flight at a time, so the AI players' own
requests wait at most one decision's search; the table never waits.  Reviews
are kept by the hand they review (the record up to the end of that hand) and
whose decisions they judge (the seat: a Partie of several people at one computer
reviews each), so the hand summary, the Game menu and the statistics share one
computation.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from jassdesk.engine.record import GameRecord

from .worker import thread_or_process

if TYPE_CHECKING:  # the review (and the AI it asks) loads with the first hand reviewed, not with the window
    from jassdesk.ai.review import DecisionPoint, HandReview, Judgement


def _review():  # noqa: ANN202
    import jassdesk.ai.review as review

    return review


#: what names a review: the record up to the end of the reviewed hand, and the seat whose decisions it judges
ReviewKey = tuple[GameRecord, int]


@dataclass
class _Job:
    key: ReviewKey
    hand_no: int
    seat: int
    points: list[DecisionPoint]
    judgements: list[Judgement] = field(default_factory=list)


class ReviewController(QObject):
    """Reviews hands one decision at a time; ``progress``, then ``ready`` with the :class:`HandReview`."""

    progress = Signal(object, int, int)  # key, decisions judged, decisions in the hand
    ready = Signal(object, object)  # key, HandReview
    failed = Signal(object, str)  # key, message

    def __init__(self, parent: QObject | None = None, process: Any = None,
                 worlds: int | None = None, seed: int = 1) -> None:
        super().__init__(parent)
        self._worlds = worlds
        self.seed = seed
        self.process = process
        self.worker = thread_or_process(self, process, self._done, self._error)
        self._queue: list[_Job] = []
        self._ticket: int | None = None
        self._results: dict[ReviewKey, HandReview] = {}

    @staticmethod
    def key_of(record: GameRecord, hand_no: int, seat: int) -> ReviewKey:
        """What names the review of ``seat``'s decisions in a finished hand: its Partie's record up to the end of
        that hand, and the seat."""
        return _review().hand_record(record, hand_no), seat

    def request(self, record: GameRecord, hand_no: int, seat: int, first: bool = False) -> ReviewKey:
        """Review hand ``hand_no`` of ``record`` for ``seat`` (at once with ``first``, else after the others
        asked for); returns the key its signals carry.  A hand reviewed already answers at once."""
        key = self.key_of(record, hand_no, seat)
        if key in self._results:
            self.ready.emit(key, self._results[key])
            return key
        job = next((j for j in self._queue if j.key == key), None)
        if job is None:
            review = _review()
            start, actions = review.hand_start(record, hand_no)
            job = _Job(key, hand_no, seat, review.decision_points(start, actions, seat))
            self._queue.append(job)
        if first and self._queue[0] is not job and self._ticket is None:
            self._queue.remove(job)
            self._queue.insert(0, job)
        elif first and self._queue[0] is not job:
            self._queue.remove(job)
            self._queue.insert(1, job)  # right after the decision in flight
        if self._ticket is None:
            self._next()
        return key

    def result(self, key: ReviewKey) -> HandReview | None:
        return self._results.get(key)

    def progress_of(self, key: ReviewKey) -> tuple[int, int] | None:
        """(judged, total) for a hand being reviewed, None if it is not."""
        job = next((j for j in self._queue if j.key == key), None)
        return (len(job.judgements), len(job.points)) if job is not None else None

    @property
    def worlds(self) -> int:
        """The worlds each decision is judged on (the review's default unless set)."""
        return self._worlds if self._worlds is not None else _review().DEFAULT_REVIEW_WORLDS

    @worlds.setter
    def worlds(self, value: int) -> None:
        self._worlds = value

    @property
    def busy(self) -> bool:
        return bool(self._queue)

    def _next(self) -> None:
        while self._queue:
            job = self._queue[0]
            if len(job.judgements) < len(job.points):
                point = job.points[len(job.judgements)]
                seed = _review().decision_seed(self.seed, point)
                if self.process is not None:
                    self._ticket = -self.process.review(point, self.worlds, seed)  # negative: the process's
                else:
                    worlds = self.worlds
                    judge = _review().judge
                    self._ticket = self.worker.submit(lambda: judge(point, worlds, seed))
                return
            self._finish(job)
        self._ticket = None

    def _finish(self, job: _Job) -> None:
        self._queue.remove(job)
        review = _review().HandReview(job.seat, tuple(job.judgements))
        self._results[job.key] = review
        self.ready.emit(job.key, review)

    def _done(self, ticket: int, judgement: object) -> None:
        if ticket != self._ticket or not self._queue:
            return
        self._ticket = None
        job = self._queue[0]
        job.judgements.append(judgement)  # type: ignore[arg-type]
        self.progress.emit(job.key, len(job.judgements), len(job.points))
        self._next()

    def _error(self, ticket: int, message: str) -> None:
        if ticket != self._ticket or not self._queue:
            return
        self._ticket = None
        job = self._queue.pop(0)
        self.failed.emit(job.key, message)
        self._next()

    def shutdown(self) -> None:
        self._queue.clear()
        self._ticket = None
        self.worker.shutdown()
