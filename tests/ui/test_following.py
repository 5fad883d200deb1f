"""Following the play: each trick card towards its player, the winner's side gathering the trick, the
points taken so far on the table, the last trick one click (or L) away with names, and panels whose
texts are never cut."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, QSize, Qt

from ui.helpers import TIMEOUT, click_button, decide, person_decision, shown, wait_for_person_or_summary
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.engine import events as ev
from jassdesk.engine.rules import Rules
from jassdesk.engine.actions import Decision
from jassdesk.ui.items import PanelItem

GAMES = {"schieber": (Rules.schieber_swiss(), 3), "schmaus": (Rules.schmaus(), 1)}


def _config(rules, seed, dealer):  # noqa: ANN001, ANN202
    n = rules.n_players
    return GameConfig(rules, seed, ("Me", "Left", "Partner", "Right")[:n], (None,) + ("random",) * (n - 1), dealer)


def _dot(a: QPointF, b: QPointF) -> float:
    return a.x() * b.x() + a.y() * b.y()


@pytest.mark.parametrize("game", GAMES)
def test_each_card_of_the_trick_lies_towards_its_player(qtbot, window, game):  # noqa: ANN001
    rules, dealer = GAMES[game]
    window.start(_config(rules, 21, dealer))
    checked = 0
    for _ in range(30):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            break
        scene = window.scene
        centre = scene.geo.centre
        for seat, item in scene.trick:
            towards_seat = scene.layout_hand(seat).anchor() - centre
            towards_card = item.sceneBoundingRect().center() - centre
            assert _dot(towards_card, towards_seat) > 0, f"seat {seat}'s card lies away from it"
            checked += 1
        decide(qtbot, window)
    assert checked >= 3


@pytest.mark.parametrize("game", GAMES)
def test_the_winner_gathers_the_trick_and_the_points_show_on_the_table(qtbot, window, game):  # noqa: ANN001
    rules, dealer = GAMES[game]
    scene = window.scene
    gathered: list = []  # (the trick won, the moves that showed it)
    present, run = scene.present, scene.animator.run
    now: list = [None]

    def presenting(event):  # noqa: ANN001, ANN202
        now[0] = event
        return present(event)

    def running(moves, finish=None, hold=False):  # noqa: ANN001, ANN202
        if isinstance(now[0], ev.TrickWon):
            gathered.append((now[0], list(moves)))
        return run(moves, finish, hold)
    scene.present, scene.animator.run = presenting, running
    window.controller.presenter = scene
    won = shown(window.controller, ev.TrickWon)
    window.start(_config(rules, 22, dealer))
    while len(won) < 3:
        wait_for_person_or_summary(qtbot, window)
        decide(qtbot, window)
    assert len(gathered) >= 3
    centre = scene.geo.centre
    for e, moves in gathered:
        # every card of the trick goes to the winner's side of the table
        assert len(moves) == rules.n_players
        towards_winner = scene.layout_hand(e.winner).anchor() - centre
        for m in moves:
            middle = m.pos + QPointF(m.item.width / 2, m.item.height / 2)  # scaled round its centre
            assert _dot(middle - centre, towards_winner) > 0.3 * _dot(towards_winner, towards_winner)
            assert m.opacity is None or m.opacity > 0  # gathered in sight, not faded away
    # the plates show what each side has taken in this hand
    taken = [0, 0]
    side_of = scene.game_view.side_of
    for e in won:
        taken[side_of(e.winner)] += e.points
    for seat, plate in scene.plates.items():
        assert plate.points == (str(taken[side_of(seat)]) if taken[side_of(seat)] else "")


def test_the_last_trick_is_one_click_away_with_names(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_swiss(), 8, 3))
    won = shown(window.controller, ev.TrickWon)
    while not won:
        wait_for_person_or_summary(qtbot, window)
        decide(qtbot, window)
    wait_for_person_or_summary(qtbot, window)
    scene = window.scene
    assert scene.last_trick_button.isVisible()
    click_button(qtbot, window, scene.last_trick_button)
    panel = scene.last_trick_panel
    assert panel is not None
    e = won[-1]
    seats = [scene.seat_after(e.leader, i) for i in range(4)]
    assert [it.card for it in panel.cards] == list(e.cards)
    assert [text for _, text in panel.captions] == [scene.seat_name(s) for s in seats]
    assert scene.seat_name(e.winner) in panel.title and panel.clipped() == []
    click_button(qtbot, window, scene.last_trick_button)
    assert scene.last_trick_panel is None


@pytest.mark.parametrize("size", [QSize(800, 560), QSize(1280, 760)], ids=["800x600", "1280x800"])
@pytest.mark.parametrize("lang", ["de", "en"])
def test_no_text_of_a_panel_is_cut(qtbot, window, size, lang):  # noqa: ANN001
    window.setMinimumSize(QSize(0, 0))
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=TIMEOUT)
    window.settings.set("language", lang)
    try:
        _no_text_is_cut(qtbot, window, lang)
    finally:
        window.settings.set("language", "en")  # the translator is the application's: leave English behind


def _no_text_is_cut(qtbot, window, lang: str) -> None:  # noqa: ANN001
    # the draw for the dealer, the last trick and the hand's summary
    window.start(GameConfig(Rules.schieber_swiss(), 4, ("Me", "Left", "Partner", "Right"),
                            (None, "random", "random", "random")))  # the person draws the highest card
    wait_for_person_or_summary(qtbot, window)
    assert person_decision(window) is Decision.CHOOSE_DEALER
    panel = window.scene.decision_items[0]
    assert panel.clipped() == [] and len(panel.cards) == len(window.controller.state.initial_events[0].draws)
    assert [text for _, text in panel.captions][-1] in ("Me", "Left", "Partner", "Right")
    for _ in range(200):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            break
        if window.controller.trick_model.last is not None and window.scene.last_trick_panel is None:
            window.view.setFocus()
            qtbot.keyClick(window.view, Qt.Key.Key_L)
            assert window.scene.last_trick_panel.clipped() == []
        decide(qtbot, window)
    summary = window.scene.overlay
    assert summary is not None and summary.clipped() == []
    assert summary.sceneBoundingRect().width() <= window.scene.geo.w
    labels = [row[0].lstrip("=") for row in summary.lines]
    assert ("geschrieben" if lang == "de" else "Written this hand") in " ".join(labels)


def test_a_panel_knows_when_its_text_does_not_fit(qapp):  # noqa: ANN001
    panel = PanelItem(100, 100, "Spiel 1")
    panel.header = ("", "Sie & Vreni", "Ueli & Sepp")
    panel.lines = [("=In diesem Spiel geschrieben", "157", "0")]
    panel.fit(120, 160)
    assert panel.clipped()
    panel.fit(120, 600)
    assert panel.clipped() == []


@pytest.mark.parametrize("lang, one, two", [("en", "1 hand", "2 hands"), ("de", "1 Spiel", "2 Spiele")])
def test_counts_take_the_plural_form_of_the_language(qapp, lang, one, two):  # noqa: ANN001
    from PySide6.QtCore import QCoreApplication

    from jassdesk import i18n

    try:
        assert i18n.install(lang)
        assert QCoreApplication.translate("ScoreSheet", "%n hands", "", 1) == one
        assert QCoreApplication.translate("ScoreSheet", "%n hands", "", 2) == two
        trick = QCoreApplication.translate("EventShows", "Trick to %1 (%n points).", "", 1)
        assert trick == {"en": "Trick to %1 (1 point).", "de": "Stich an %1 (1 Punkt)."}[lang]
    finally:
        i18n.install("en")


@pytest.mark.parametrize("lang, said", [("en", "Highest card: you choose who deals."),
                                        ("de", "Höchste Karte: Sie bestimmen, wer gibt.")])
def test_the_person_is_spoken_to_in_the_second_person(qtbot, window, lang, said):  # noqa: ANN001
    window.settings.set("language", lang)
    try:
        window.settings.set("animation_speed", "normal")  # the bubble stays while the draw is shown
        window.start(GameConfig(Rules.schieber_seed(), 4, ("Me", "Left", "Partner", "Right"),
                                (None, "random", "random", "random")))  # the person draws the highest card
        # the draw is shown once the table's pictures are ready (a new window renders them first)
        qtbot.waitUntil(lambda: PERSON in window.scene.bubbles, timeout=5000)
        assert window.scene.bubbles[PERSON].text == said
    finally:
        window.settings.set("language", "en")


def test_the_last_trick_stays_inside_the_table_when_the_window_shrinks(qtbot, window):  # noqa: ANN001
    window.setMinimumSize(QSize(0, 0))
    window.start(_config(Rules.schieber_swiss(), 8, 3))
    won = shown(window.controller, ev.TrickWon)
    while not won:
        wait_for_person_or_summary(qtbot, window)
        decide(qtbot, window)
    wait_for_person_or_summary(qtbot, window)
    window.scene.toggle_last_trick()
    size = QSize(800, 560)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=TIMEOUT)
    panel = window.scene.last_trick_panel
    view = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert view.contains(panel.sceneBoundingRect().adjusted(10, 10, -10, -10)) and panel.clipped() == []
