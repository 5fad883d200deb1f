"""Two to four people at one computer (#34, hot seat): the controller shows one of them at the bottom of the
table, covers it when another's turn comes, and draws the hand in progress from the next one's chair.

Checked on the models, as the table shows them: at every decision the hand shown is the hand of the person on
turn and of no one else, the position is the engine's view of that seat renumbered (the viewer at seat 0), the
score sheet counts from his side, and the Partie played this way is the engine's own, record for record."""

from __future__ import annotations

import random

import pytest

from jassdesk.app.controller import GameController
from jassdesk.app.game_config import PERSON, PERSON_LEVEL, GameConfig
from jassdesk.app.keeper import config_of, seats_of
from jassdesk.app.models import CardRole, sort_hand
from jassdesk.app.settings import Settings
from jassdesk.engine.actions import Decision
from jassdesk.engine.cards import cards_in
from jassdesk.engine.record import GameRecord, new_state
from jassdesk.engine.rules import Rules
from jassdesk.engine.viewpoint import Viewpoint
from jassdesk.storage.saved_games import SavedGame, Seat, parse_saved_game

TIMEOUT = 20000
NAMES = ("Ueli", "Vreni", "Sepp", "Anna")


def _config(rules: Rules, seed: int, persons: tuple[int, ...], practice: bool = False) -> GameConfig:
    n = rules.n_players
    levels = tuple(None if s == PERSON else PERSON_LEVEL if s in persons else "random" for s in range(n))
    return GameConfig(rules, seed, NAMES[:n], levels, 0, practice)


@pytest.fixture
def controller(qapp):  # noqa: ANN001, ANN201
    c = GameController(Settings(ai_pace_ms=0, language="en"))
    yield c
    c.shutdown()


class People:
    """The people at the computer, as the window would be: a cover asked for is lifted by the person named."""

    def __init__(self, c: GameController) -> None:
        self.c = c
        self.covers: list[tuple[int, str]] = []
        c.handOver.connect(lambda seat, name, on_turn: self.covers.append((seat, name)) if on_turn else None)

    def settled(self) -> bool:
        c = self.c
        return c.state.is_over or (c.caught_up and (c.handing_to is not None or c.is_person_turn()))

    def check_the_table(self) -> None:
        """What the table shows is the viewer's and his alone, in his numbering."""
        c = self.c
        state, viewer = c.state, c.viewer
        view = Viewpoint(state.rules, viewer)
        assert c.shown_obs == view.observation(state.observation(viewer))
        own = sort_hand(cards_in(state.observation(viewer).hand))
        assert [c.hand_model.index(i).data(CardRole) for i in range(c.hand_model.rowCount())] == own
        assert c.players_model.names[0] == c.config.names[viewer]
        assert c.players_model.levels[0] is None


def _play(qtbot, c: GameController, people: People, seed: int, decisions: int = 10_000) -> int:  # noqa: ANN001
    """Every person's decisions answered at random, each at the screen when his turn comes; the covers lifted.
    Returns how many times the computer changed hands."""
    rng = random.Random(seed)
    handed = 0
    for _ in range(decisions):
        qtbot.waitUntil(people.settled, timeout=TIMEOUT)
        if c.state.is_over:
            return handed
        if c.handing_to is not None:
            seat = c.handing_to
            assert c.is_person_seat(seat) and seat != c.viewer
            assert people.covers[-1] == (seat, c.config.names[seat])
            assert not c.person_legal_actions() and not c.is_person_turn()  # nothing is offered under the cover
            assert c.take_seat(seat)
            handed += 1
            qtbot.waitUntil(lambda: c.caught_up and c.is_person_turn(), timeout=TIMEOUT)
        assert c.state.current_player == c.viewer
        people.check_the_table()
        assert c.act(rng.choice(c.person_legal_actions())) is None
    return handed


def test_two_partners_share_the_computer_and_each_sees_only_his_own_hand(qtbot, controller):  # noqa: ANN001
    c = controller
    people = People(c)
    c.new_game(_config(Rules.schieber_swiss(target=300), seed=11, persons=(0, 2)))
    handed = _play(qtbot, c, people, seed=11)
    assert handed >= 10  # partners alternate many times a hand
    assert {seat for seat, _name in people.covers} == {0, 2}
    state = c.state
    assert GameRecord.of(state).replay().snapshot() == state.snapshot()
    side = 0 if c.viewer in (0, 2) else 1
    assert c.score_model.totals == [state.scores[side], state.scores[1 - side]]


def test_opponents_at_one_computer_see_the_sheet_from_their_own_side(qtbot, controller):  # noqa: ANN001
    c = controller
    people = People(c)
    c.new_game(_config(Rules.schieber_swiss(hands=2), seed=4, persons=(0, 1)))
    for _ in range(200):  # until seat 1 is at the bottom after a hand was scored
        qtbot.waitUntil(people.settled, timeout=TIMEOUT)
        if c.state.results and c.viewer == 1 and c.is_person_turn():
            break
        _play(qtbot, c, people, seed=4, decisions=1)
    assert c.viewer == 1 and c.state.results
    people.check_the_table()
    written = [sum(r.written[side] for r in c.state.results) for side in (0, 1)]
    assert c.score_model.totals == [written[1], written[0]]  # his side first


def test_four_people_bid_and_play_a_differenzler_hand_each_in_his_turn(qtbot, controller):  # noqa: ANN001
    c = controller
    people = People(c)
    c.new_game(_config(Rules.differenzler(hands=4), seed=8, persons=(0, 1, 2, 3)))
    handed = _play(qtbot, c, people, seed=8)
    assert handed >= 4 * 36  # every card and every bid is another person's
    assert {seat for seat, _name in people.covers} == {0, 1, 2, 3}
    assert c.state.is_over


def test_a_single_person_is_never_covered_and_sits_at_seat_0(qtbot, controller):  # noqa: ANN001
    c = controller
    people = People(c)
    c.new_game(_config(Rules.schieber_swiss(hands=1), seed=2, persons=(0,)))
    assert _play(qtbot, c, people, seed=2) == 0
    assert not people.covers and c.viewer == PERSON and c.seat_view.identity


def test_a_person_who_is_not_on_turn_cannot_take_the_seat(qtbot, controller):  # noqa: ANN001
    c = controller
    c.new_game(_config(Rules.schieber_swiss(), seed=3, persons=(0, 2)))
    assert not c.take_seat(1)  # an AI's seat
    assert not c.take_seat(0)  # already at the bottom
    assert c.viewer == 0


def test_undo_takes_back_only_the_viewers_own_decision_before_another_person_decides(qtbot, controller):  # noqa: ANN001
    c = controller
    people = People(c)
    c.new_game(_config(Rules.schieber_swiss(), seed=5, persons=(0, 2), practice=True))
    qtbot.waitUntil(people.settled, timeout=TIMEOUT)
    _play(qtbot, c, people, seed=5, decisions=1)
    qtbot.waitUntil(people.settled, timeout=TIMEOUT)
    if c.handing_to is None:  # the same person again: his decision can be taken back
        assert c.can_undo()
    else:  # the next person waits: his partner's decision before stays as it is once he has decided
        seat = c.handing_to
        c.take_seat(seat)
        qtbot.waitUntil(lambda: c.caught_up and c.is_person_turn(), timeout=TIMEOUT)
        assert not c.can_undo()  # nothing of his own yet, and his partner's is his partner's
        rng = random.Random(1)
        c.act(rng.choice(c.person_legal_actions()))
        qtbot.waitUntil(people.settled, timeout=TIMEOUT)
        if c.viewer == seat and c.is_person_turn():
            assert c.can_undo()


def test_a_saved_hot_seat_partie_keeps_who_is_a_person(qtbot, controller):  # noqa: ANN001
    c = controller
    c.new_game(_config(Rules.schieber_swiss(), seed=9, persons=(0, 3)))
    saved = SavedGame(c.record(), seats_of(c.config, c.n_players))
    assert [s.level for s in saved.seats] == ["person", "random", "random", "person"]
    back = config_of(parse_saved_game(saved.to_json()))
    assert back.persons(4) == (0, 3)
    assert back.level_of(1) == "random" and back.level_of(3) is None
    assert GameConfig.from_table(back.to_table()).persons(4) == (0, 3)


def test_a_seat_with_an_unknown_level_plays_at_the_default_not_as_a_person(qtbot, controller):  # noqa: ANN001
    saved = SavedGame(GameRecord.of(new_state(Rules.schieber_swiss(), 1)),
                      (Seat("A", "person"), Seat("B", "grandmaster"), Seat("C", "random"), Seat("D", "person")))
    config = config_of(saved)
    assert config.persons(4) == (0, 3)
    assert config.level_of(1) not in (None, PERSON_LEVEL)


def test_the_first_decision_of_another_person_is_covered_before_anything_is_shown_to_him(qtbot, controller):  # noqa: ANN001
    """Seat 3 cuts the first hand of a Partie dealt by seat 2 (the cutter is the dealer's right-hand player):
    the first thing the computer asks is the cover for seat 3's person."""
    c = controller
    people = People(c)
    c.new_game(GameConfig(Rules.schieber_swiss(), 12, NAMES, (None, "random", "random", PERSON_LEVEL), 2))
    qtbot.waitUntil(people.settled, timeout=TIMEOUT)
    assert c.state.decision is Decision.CUT and c.state.current_player == 3
    assert people.covers == [(3, "Anna")] and c.handing_to == 3 and c.viewer == 0
    assert c.players_model.turn == 3  # the plates say whose turn it is, seen from seat 0
    assert c.take_seat(3)
    qtbot.waitUntil(lambda: c.caught_up and c.is_person_turn(), timeout=TIMEOUT)
    assert c.players_model.turn == 0 and c.players_model.names[0] == "Anna"  # now Anna sits at the bottom
    assert c.players_model.names[1:] == ["Ueli", "Vreni", "Sepp"]  # and the others round her, in turn order


def test_a_resumed_hot_seat_partie_is_covered_before_it_is_drawn(qtbot, controller):  # noqa: ANN001
    """The cover comes before gameStarted: for the person on turn, else (an AI on turn) for the last person who
    decided, saying it is not his turn."""
    c = controller
    people = People(c)
    c.new_game(_config(Rules.schieber_swiss(), seed=5, persons=(0, 2)))
    for _ in range(100):  # until an AI is on turn right after a person played a card
        _play(qtbot, c, people, seed=5, decisions=1)
        if c.state.decision is Decision.PLAY and not c.is_person_seat(c.state.current_player):
            break
    last = c.state.history and c._actors[-1]
    assert c.is_person_seat(last) and not c.is_person_seat(c.state.current_player)
    order: list[tuple] = []
    c.handOver.connect(lambda seat, name, on_turn: order.append(("cover", seat, on_turn)))
    c.gameStarted.connect(lambda *_: order.append(("drawn",)))
    c.resume(c.config, c.record())
    assert order[:2] == [("cover", last, False), ("drawn",)]
    assert c.viewer == last and c.handing_to == last and not c.is_person_turn()
    assert c.take_seat(last) and c.handing_to is None  # the same person: uncovered, nothing drawn again
    qtbot.waitUntil(lambda: c.caught_up and (c.is_person_turn() or c.handing_to is not None), timeout=TIMEOUT)


@pytest.mark.parametrize("rules", [Rules.schmaus(target=300), Rules.coiffeur()], ids=["schmaus", "coiffeur"])
def test_every_seat_a_person_in_the_other_games(qtbot, controller, rules):  # noqa: ANN001
    """Schmaus's two (the stock, the turned trump) and Coiffeur's four (the rows), each seeing only his own."""
    c = controller
    people = People(c)
    n = rules.n_players
    c.new_game(_config(rules, seed=6, persons=tuple(range(n))))
    handed = _play(qtbot, c, people, seed=6, decisions=60)
    assert handed >= 20 and {seat for seat, _name in people.covers} == set(range(n))
