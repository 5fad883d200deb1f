"""Coiffeur at the table: a row chosen and a hand played by clicks, what the sheet and the choice show,
a refusal's reason, the direction of a Slalom trick."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from ui.helpers import TIMEOUT, click_button, click_card, person_decision, wait_for_person_or_summary
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.app.settings import Settings
from jassdesk.engine.actions import ActionKind, Decision, Push
from jassdesk.engine.coiffeur_table import TEN_ROWS
from jassdesk.engine.modes import Mode
from jassdesk.engine.record import GameRecord
from jassdesk.i18n.numbers import number
from jassdesk.engine.rules import Rules
from jassdesk.engine.games import new_state

OBENABE_ROW = 4  # Obenabe ×5 in both standard tables


def _config(rules: Rules, seed: int, start_dealer: int | None = 3) -> GameConfig:
    return GameConfig(rules, seed, ("Me", "Left", "Partner", "Right"), (None, "random", "random", "random"),
                      start_dealer)


def _row_buttons(window) -> dict[int, object]:  # noqa: ANN001
    """The choice panel's row buttons by row (a joker's opener counted by the row it opens)."""
    out = {}
    for b in window.scene.chips:
        action = getattr(b, "action", None)
        if action is not None and action.kind is ActionKind.CHOOSE_ROW:
            out[action.row] = b
    return out


def _play_cards_by_clicks(qtbot, window) -> int:  # noqa: ANN001
    """Click a legal card each time the person is to play, until the hand's summary shows."""
    clicks = 0
    for _ in range(60):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            return clicks
        assert person_decision(window) is Decision.PLAY
        legal = [it for it in window.scene.hands[PERSON] if it.legal]
        before = len(window.controller.state.history)
        click_card(qtbot, window, legal[-1])
        assert len(window.controller.state.history) == before + 1
        clicks += 1
    raise AssertionError("the hand did not end")


def _cut_by_click(qtbot, window) -> None:  # noqa: ANN001
    from ui.helpers import decide

    wait_for_person_or_summary(qtbot, window)
    if person_decision(window) is Decision.CUT:
        decide(qtbot, window)
        wait_for_person_or_summary(qtbot, window)


@pytest.mark.parametrize("face_set", ["swiss", "french"])
def test_a_coiffeur_hand_chosen_and_played_by_clicks(qtbot, window, face_set):  # noqa: ANN001
    window.settings.set("face_set", face_set)
    window.start(_config(Rules.coiffeur(), seed=7))  # the person is Vorhand: the choice is his
    _cut_by_click(qtbot, window)
    assert person_decision(window) is Decision.CHOOSE_MODE
    buttons = _row_buttons(window)
    # every open row of the team: the single-mode rows as buttons, the jokers as openers of their modes
    texts = [b.text for b in window.scene.chips]
    assert "Joker" in texts and "Schieben" in texts
    assert set(buttons) == {0, 1, 2, 3, 4, 5}
    assert buttons[OBENABE_ROW].subtitle == "×5"
    click_button(qtbot, window, buttons[OBENABE_ROW])
    state = window.controller.state
    assert state.row == OBENABE_ROW and state.mode is Mode.OBENABE
    assert window.scene.badge.text == "Obenabe" and window.scene.badge.multiplier == 5
    assert _play_cards_by_clicks(qtbot, window) == 9
    raw = state.cells[0][OBENABE_ROW]
    assert raw is not None
    model = window.controller.score_model
    assert model.title() == "Coiffeur table"
    assert model.index(OBENABE_ROW, 0).data() == "×5  Obenabe"
    assert model.index(OBENABE_ROW, 1).data() == (f"{raw}\u202f→\u202f{raw * 5}" if raw else "0")
    assert model.index(OBENABE_ROW, 2).data() == "–"  # the other team's Obenabe row is still open
    assert model.index(model.rowCount() - 1, 1).data() == raw * 5 == state.scores[0]
    summary = window.scene.overlay
    assert "Obenabe" in summary.title and "×5" in summary.title
    assert ("Multiplier", "×5", "–") in summary.lines
    taken = next(line for line in summary.lines if line[0] == "Card points")  # both teams' tricks, 157 in all
    assert int(taken[1]) + int(taken[2]) == 157 and int(taken[1]) == state.results[-1].card_points[0]


def _partie_until_the_person_chooses(rules: Rules, seed: int, rows: tuple[int, ...]):  # noqa: ANN202
    """A Partie played by the engine until the person is to choose a row and his team has played ``rows``."""
    state = new_state(rules, seed, 3)
    while True:
        legal = state.legal_actions()
        if state.decision is Decision.CHOOSE_MODE:
            team = state.current_player % 2
            own = [a for a in legal if a.kind is ActionKind.CHOOSE_ROW]
            wanted = [a for a in own if a.row in rows] if team == 0 else own
            if team == 0 and not wanted and all(state.cells[0][r] is not None for r in rows) \
                    and state.current_player == PERSON:
                return state
            state.apply((wanted or own)[0])
        else:
            state.apply(legal[0])


def test_the_choice_offers_only_the_open_rows_and_a_joker_its_modes(qtbot, window):  # noqa: ANN001
    # the person's team has played Rosen and Obenabe: only its other rows are offered
    state = _partie_until_the_person_chooses(Rules.coiffeur(), 3, (1, OBENABE_ROW))
    window.controller.resume(_config(Rules.coiffeur(), 3), GameRecord.of(state))
    wait_for_person_or_summary(qtbot, window)
    assert person_decision(window) is Decision.CHOOSE_MODE
    assert set(_row_buttons(window)) == {0, 2, 3, 5}
    joker = next(b for b in window.scene.chips if b.text == "Joker")
    from jassdesk.engine.actions import ChooseRow
    from jassdesk.ui.table.hint_view import offers

    assert offers(joker, ChooseRow(6, Mode.OBENABE))  # a hint for a joker's mode points at the joker
    click_button(qtbot, window, joker)
    modes = [b.action.mode for b in window.scene.chips if getattr(b, "action", None) is not None]
    assert set(modes) == set(Mode(m) for m in range(6))  # any trump, Obenabe or Undenufe; never Slalom
    assert window.scene.decision_items[0].title.startswith("Joker ×7")
    back = next(b for b in window.scene.chips if b.text == "Back")
    click_button(qtbot, window, back)
    assert set(_row_buttons(window)) == {0, 2, 3, 5}
    # the sheet shows the rows played and the ones still open
    model = window.controller.score_model
    assert model.index(1, 1).data(Qt.ItemDataRole.UserRole) in ("written", "zero")
    assert model.index(0, 1).data() == "–"


def test_when_all_have_pushed_the_push_button_gives_the_engines_reason(qtbot, window):  # noqa: ANN001
    state = new_state(Rules.coiffeur(), 9, 3)
    while state.decision is not Decision.CHOOSE_MODE:
        state.apply(state.legal_actions()[0])
    for _ in range(4):  # the person, then each player after him, pushes: the choice is back with the person
        state.apply(Push())
    assert state.current_player == PERSON and Push() not in state.legal_actions()
    window.controller.resume(_config(Rules.coiffeur(), 9), GameRecord.of(state))
    wait_for_person_or_summary(qtbot, window)
    panel = window.scene.decision_items[0]
    assert panel.title == "Everyone pushed: you must choose a row"
    push = next(b for b in window.scene.chips if b.text == "Schieben")
    assert not push.enabled
    click_button(qtbot, window, push)
    bubble = window.scene.bubbles[PERSON]
    assert bubble.text == "The choice came back to you: you must choose a row."
    assert bubble.rule == "must_choose"
    assert window.controller.state.current_player == PERSON  # nothing was applied
    bubble.clicked.emit()  # "Why? The rule…": the rules help at the Coiffeur's choice
    assert window.rules_help.isVisible()
    assert "coiffeur" in window.rules_help.browser.source().fragment() or \
        window.rules_help.browser.verticalScrollBar().value() > 0


def test_a_slalom_trick_shows_its_direction(qtbot, window):  # noqa: ANN001
    rules = Rules.coiffeur(coiffeur_rows=TEN_ROWS)
    window.start(_config(rules, seed=12))
    _cut_by_click(qtbot, window)
    slalom = next(b for b in window.scene.chips if b.text == "Slalom")
    click_button(qtbot, window, slalom)
    start = next(b for b in window.scene.chips if getattr(b, "action", None) is not None
                 and b.action.mode is Mode.SLALOM_OBENABE)
    click_button(qtbot, window, start)
    scene = window.scene
    assert scene.mode is Mode.SLALOM_OBENABE
    mark = scene.direction_mark
    assert mark.isVisible() and mark.text == "Obenabe"  # the first trick goes from the top down
    assert scene.badge.title == "This trick: Obenabe" and scene.badge.multiplier == 7
    wait_for_person_or_summary(qtbot, window)
    tricks = window.controller.state.tricks_won
    # play until the first trick is won: the second goes the other way
    while sum(window.controller.state.tricks_won) == sum(tricks) == 0:
        wait_for_person_or_summary(qtbot, window)
        click_card(qtbot, window, [it for it in scene.hands[PERSON] if it.legal][0])
    qtbot.waitUntil(lambda: not scene.animating and scene.direction_mark.text == "Undenufe", timeout=TIMEOUT)
    assert scene.badge.title == "This trick: Undenufe"


def test_schieber_offers_slalom_when_the_option_is_on(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.schieber_swiss(slalom=True), seed=11))
    _cut_by_click(qtbot, window)
    texts = [b.text for b in window.scene.chips]
    assert "Slalom (Obenabe first)" in texts and "Slalom (Undenufe first)" in texts


def test_coiffeur_sheet_model_open_zero_and_totals(qtbot):  # noqa: ANN001
    from jassdesk.app.score_sheets import CoiffeurSheetModel, score_sheet_for
    from jassdesk.engine.coiffeur import CoiffeurState

    assert score_sheet_for(Rules.coiffeur().game) is CoiffeurSheetModel
    state = CoiffeurState(Rules.coiffeur(), 1, 0)
    state.cells = ((None, 0, 83, None, None, None, None, None), (157, None, None, None, None, None, None, 20))
    state.scores = state._totals()
    model = CoiffeurSheetModel()
    model.set_side_names(["Me & Partner", "Left & Right"])
    model.reset(state.observation(0))
    text = [[model.index(r, c).data() for c in range(3)] for r in range(model.rowCount())]
    kinds = [[model.index(r, c).data(Qt.ItemDataRole.UserRole) for c in range(1, 3)] for r in range(8)]
    assert text[0] == ["×1  Eicheln", "–", "157\u202f→\u202f157"]
    assert text[1] == ["×2  Rosen", "0", "–"]
    assert text[2][1] == "83\u202f→\u202f249"
    assert text[7] == ["×8  Joker", "–", "20\u202f→\u202f160"]
    assert kinds[0] == ["open", "written"] and kinds[1] == ["zero", "open"]
    assert text[-1] == ["Total", 249, 317]
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Me\n& Partner"


def test_statistics_name_coiffeur_and_filter_by_it(qtbot, tmp_path):  # noqa: ANN001
    from jassdesk.app.statistics_model import game_label
    from jassdesk.storage.statistics import StatisticsDB
    from jassdesk.ui.statistics_dialog import StatisticsDialog

    assert game_label("coiffeur") == "Coiffeur"
    db = StatisticsDB(tmp_path / "stats.db")
    dialog = StatisticsDialog(db)
    qtbot.addWidget(dialog)
    assert dialog.game_combo.findData("coiffeur") >= 0
    assert dialog.game_combo.itemText(dialog.game_combo.findData("coiffeur")) == "Coiffeur"
    db.close()


def test_a_row_is_chosen_by_keys_and_a_joker_opens_by_keys(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.coiffeur(), seed=7))
    _cut_by_click(qtbot, window)
    scene = window.scene
    for _ in range(7):  # Right walks the buttons: Eicheln ... Undenufe, then the first joker
        assert scene.key(Qt.Key.Key_Right)
    assert scene.choices.focused().text == "Joker"
    assert scene.key(Qt.Key.Key_Return)  # opens the joker's modes
    assert scene.decision_items[0].title == "Joker ×7: choose its mode"
    scene.key(Qt.Key.Key_Right)
    chosen = scene.choices.focused().action
    assert scene.key(Qt.Key.Key_Return)
    state = window.controller.state
    assert state.row == 6 and state.mode is chosen.mode and state.decision is Decision.PLAY


def test_the_partie_ends_when_every_row_is_played_and_says_so(qtbot, window):  # noqa: ANN001
    from ui.helpers import decide

    rules = Rules.coiffeur()
    state = new_state(rules, 4, 3)
    while sum(cell is not None for column in state.cells for cell in column) < 15:
        state.apply(state.legal_actions()[0])
    window.controller.resume(_config(rules, 4), GameRecord.of(state))
    for _ in range(80):  # the last hand, by clicks where the person decides
        wait_for_person_or_summary(qtbot, window)
        overlay = window.scene.overlay
        if overlay is not None and len(overlay.buttons) == 2:
            break
        if overlay is not None:
            click_button(qtbot, window, overlay.buttons[0])
            continue
        decide(qtbot, window)
    end = window.scene.overlay
    final = window.controller.state
    assert final.is_over and end.lines[0] == ("Rows played", "8", "8")
    assert end.lines[1][1:] == tuple(number(v, lang="en") for v in final.scores)  # 3'095: the Swiss grouping
    assert end.footer == "Every row of both teams is played: 8 rows each."
    model = window.controller.score_model
    assert all(model.cell_kind(side, row) in ("written", "zero") for side in range(2) for row in range(8))


@pytest.mark.parametrize("lang", ["de", "fr", "it", "en"])
def test_a_sheet_shown_in_a_narrow_window_shows_every_row_name_whole(qtbot, window, lang):  # noqa: ANN001
    from jassdesk import i18n
    from PySide6.QtWidgets import QApplication

    i18n.install(lang, QApplication.instance())
    try:
        _narrow_sheet(qtbot, window)
    finally:
        i18n.install("en", QApplication.instance())


def _narrow_sheet(qtbot, window) -> None:  # noqa: ANN001
    # two rows written for the person's team, so the figures' columns are as wide as in a real Partie
    state = _partie_until_the_person_chooses(Rules.coiffeur(coiffeur_rows=TEN_ROWS), 3, (1, OBENABE_ROW))
    window.controller.resume(_config(Rules.coiffeur(coiffeur_rows=TEN_ROWS), 3), GameRecord.of(state))
    wait_for_person_or_summary(qtbot, window)
    window.resize(800, 600)
    qtbot.waitUntil(lambda: not window.dock.isVisible(), timeout=TIMEOUT)  # folded away at this width
    window.actions_["sheet"].trigger()  # View > Score sheet: the person wants it
    table = window.sheet.table
    qtbot.waitUntil(lambda: window.dock.isVisible() and table.columnWidth(0) > 0, timeout=TIMEOUT)
    names = [table.model().index(r, 0).data() for r in range(table.model().rowCount())]
    assert any("×6" in n for n in names)
    qtbot.waitUntil(lambda: table.columnWidth(0) >= table.sizeHintForColumn(0), timeout=TIMEOUT)
    assert window.dock.width() <= 0.37 * window.width()  # the table keeps the most of the window
    window.actions_["sheet"].trigger()
    assert not window.dock.isVisible()


def test_a_sheet_the_person_dragged_wider_keeps_its_width_when_the_figures_change(qtbot, window):  # noqa: ANN001
    window.start(_config(Rules.coiffeur(coiffeur_rows=TEN_ROWS), 3))
    wait_for_person_or_summary(qtbot, window)
    assert window.dock.isVisible()  # 1280 wide: the sheet is shown
    wide = window.dock.width() + 40  # the splitter dragged (the sheet may take up to 30% of the window)
    window.resizeDocks([window.dock], [wide], Qt.Orientation.Horizontal)
    qtbot.waitUntil(lambda: abs(window.dock.width() - wide) <= 2, timeout=TIMEOUT)
    window.controller.score_model.modelReset.emit()  # as after every hand
    qtbot.wait(50)
    assert abs(window.dock.width() - wide) <= 2
