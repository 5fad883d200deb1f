"""The statistics window: the right numbers in the table and tiles, filters, the plot, export and clear."""

from __future__ import annotations

import csv
import math
import random
from dataclasses import replace

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QFileDialog, QMessageBox

from jassdesk import i18n
from jassdesk.app.statistics_model import COLUMNS, KindRole, StatisticsTableModel, trend_points
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules
from jassdesk.storage.statistics import StatisticsDB
from jassdesk.ui.statistics_dialog import StatisticsDialog, TrendPlot


def play_partie(db: StatisticsDB, game: str, levels: list[str], seed: int, practice: bool = False) -> dict:
    """A whole Partie with random legal actions, recorded as the app does; returns what was recorded."""
    rules = Rules.schieber_seed(target=400) if game == "schieber" else Rules.schmaus(target=400)
    state = new_state(rules, seed, start_dealer=0)
    rng = random.Random(seed)
    pid = db.start_partie(game, rules.preset.value, rules.to_dict(), levels, 0, practice=practice)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    for result in state.results:
        db.record_hand(pid, result, person_side=0, duration=20.0)
    db.finish_partie(pid, state.scores, state.winner, person_side=0)
    return {"won": int(state.winner == 0), "hands": len(state.results),
            "points": [r.written[0] for r in state.results]}


@pytest.fixture
def filled(tmp_path):  # noqa: ANN001, ANN201
    """Three Schieber Partien against medium AIs, two Schmaus Partien against an expert."""
    db = StatisticsDB(tmp_path / "stats.sqlite3")
    played = {"schieber": [], "schmaus": []}
    for seed in range(3):
        played["schieber"].append(play_partie(db, "schieber", ["person", "medium", "medium", "medium"], seed))
    for seed in range(2):
        played["schmaus"].append(play_partie(db, "schmaus", ["person", "expert"], 10 + seed))
    yield db, played
    db.close()


@pytest.fixture
def dialog(qtbot, filled):  # noqa: ANN001, ANN201
    db, _ = filled
    dlg = StatisticsDialog(db)
    qtbot.addWidget(dlg)
    dlg.resize(900, 600)
    dlg.show()
    qtbot.waitExposed(dlg)
    return dlg


def cell(dlg: StatisticsDialog, row: int, key: str) -> str:
    model = dlg.table.model()
    return model.index(row, COLUMNS.index(key)).data()


def table_rows(dlg: StatisticsDialog) -> list[tuple[str, str]]:
    return [(cell(dlg, r, "game"), cell(dlg, r, "level")) for r in range(dlg.table.model().rowCount())]


def test_the_table_and_totals_show_the_recorded_numbers(dialog, filled):  # noqa: ANN001
    _, played = filled
    sch, sm = played["schieber"], played["schmaus"]
    assert table_rows(dialog) == [("Schieber", "Medium"), ("Schmaus", "Expert"), ("Total", "")]
    assert cell(dialog, 0, "partien") == "3" and cell(dialog, 1, "partien") == "2"
    assert cell(dialog, 0, "won") == str(sum(p["won"] for p in sch))
    assert cell(dialog, 1, "won") == str(sum(p["won"] for p in sm))
    assert cell(dialog, 0, "hands") == str(sum(p["hands"] for p in sch))
    points = [x for p in sch for x in p["points"]]
    assert cell(dialog, 0, "avg_points_person") == f"{sum(points) / len(points):.1f}"
    won = sum(p["won"] for p in sch + sm)
    assert cell(dialog, 2, "partien") == "5" and cell(dialog, 2, "won") == str(won)
    assert cell(dialog, 2, "win_rate") == f"{round(won / 5 * 100)}%"
    assert dialog.table.model().index(2, 0).data(KindRole) == "total"
    assert dialog.tile_values["partien"].text() == "5"
    assert dialog.tile_values["hands"].text() == str(sum(p["hands"] for p in sch + sm))
    assert dialog.tile_values["win_rate"].text() == f"{round(won / 5 * 100)}%"
    assert not dialog.plot.is_empty and len(dialog.plot.points) == 5
    headers = [dialog.table.model().headerData(c, Qt.Orientation.Horizontal) for c in range(len(COLUMNS))]
    assert headers[:5] == ["Game", "AI level", "Partien", "Won", "Win rate"]


def test_the_filters_change_table_tiles_and_plot(qtbot, dialog, filled):  # noqa: ANN001
    _, played = filled
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("schmaus"))
    assert table_rows(dialog) == [("Schmaus", "Expert")]  # one row: no total row
    assert cell(dialog, 0, "partien") == "2"
    assert dialog.tile_values["partien"].text() == "2"
    assert dialog.tile_values["hands"].text() == str(sum(p["hands"] for p in played["schmaus"]))
    assert len(dialog.plot.points) == 2
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData(None))
    dialog.level_combo.setCurrentIndex(dialog.level_combo.findData("medium"))
    assert table_rows(dialog) == [("Schieber", "Medium")]
    assert dialog.tile_values["partien"].text() == "3"
    dialog.level_combo.setCurrentIndex(dialog.level_combo.findData("beginner"))
    assert table_rows(dialog) == []
    assert dialog.tile_values["partien"].text() == "0" and dialog.tile_values["win_rate"].text() == "—"
    assert dialog.plot.is_empty and dialog.plot.filtered
    assert not dialog.plot.grab().isNull()
    # the buttons stay: the history itself is not empty
    assert dialog.export_button.isEnabled() and dialog.clear_button.isEnabled()


def test_practice_games_count_only_when_ticked_and_are_marked(qtbot, dialog, filled):  # noqa: ANN001
    db, played = filled
    play_partie(db, "schieber", ["person", "medium", "medium", "medium"], 99, practice=True)
    dialog.refresh()
    assert dialog.tile_values["partien"].text() == "5" and len(dialog.plot.points) == 5  # left out
    qtbot.mouseClick(dialog.practice_check, Qt.MouseButton.LeftButton)
    assert dialog.tile_values["partien"].text() == "6"
    assert [p.practice for p in dialog.plot.points] == [False] * 5 + [True]
    assert "practice game" in dialog.plot.tooltip_for(dialog.plot.points[-1])
    assert not dialog.plot.grab().isNull()


def test_export_writes_every_hand(qtbot, dialog, filled, tmp_path, monkeypatch):  # noqa: ANN001
    _, played = filled
    target = tmp_path / "out" / "jassdesk-statistics.csv"
    target.parent.mkdir()
    offered = {}

    def save_name(parent, caption, start, filters):  # noqa: ANN001, ANN202
        offered["start"] = start
        return str(target), filters.split(";;")[0]

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_name))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert offered["start"].endswith("jassdesk-statistics.csv")
    with open(target, newline="", encoding="utf-8") as f:
        rows = list(csv.DictReader(f))
    hands = sum(p["hands"] for ps in played.values() for p in ps)
    assert len(rows) == hands
    assert {r["game"] for r in rows} == {"schieber", "schmaus"}
    assert [int(r["written_person"]) for r in rows if r["partie"] == "1"] == played["schieber"][0]["points"]
    assert str(hands) in dialog.status.text() and str(target) in dialog.status.text()


def test_export_cancelled_or_failing(qtbot, dialog, tmp_path, monkeypatch):  # noqa: ANN001
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: ("", "")))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert dialog.status.text() == ""
    warnings = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text, *a: warnings.append(text)))
    missing = tmp_path / "no-such-folder" / "x.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(missing), "")))
    qtbot.mouseClick(dialog.export_button, Qt.MouseButton.LeftButton)
    assert len(warnings) == 1 and "could not be exported" in warnings[0] and "no-such-folder" in warnings[0]
    assert "failed" in dialog.status.text()
    assert not missing.exists()


def test_clear_asks_first(qtbot, dialog, filled, monkeypatch):  # noqa: ANN001
    db, _ = filled
    asked = []

    def answer(reply):  # noqa: ANN001, ANN202
        def question(parent, title, text, buttons, default):  # noqa: ANN001, ANN202
            asked.append(text)
            assert default == QMessageBox.StandardButton.No
            return reply
        return staticmethod(question)

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.No))
    qtbot.mouseClick(dialog.clear_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1 and "5" in asked[0]
    assert db.totals()["partien"] == 5 and dialog.table.model().rowCount() == 3 and not dialog.plot.is_empty

    monkeypatch.setattr(QMessageBox, "question", answer(QMessageBox.StandardButton.Yes))
    qtbot.mouseClick(dialog.clear_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 2
    assert db.totals()["partien"] == 0 and db.is_empty()
    assert dialog.table.model().rowCount() == 0
    assert dialog.plot.is_empty and dialog.plot.empty_message() == "No finished Partien yet"
    assert dialog.tile_values["partien"].text() == "0"
    assert "cleared" in dialog.status.text()
    assert not dialog.export_button.isEnabled() and not dialog.clear_button.isEnabled()
    assert not dialog.plot.grab().isNull()


def test_the_plot_paints_with_data_and_empty(qtbot, filled):  # noqa: ANN001
    db, _ = filled
    plot = TrendPlot()
    qtbot.addWidget(plot)
    plot.resize(700, 260)
    points = trend_points(db)
    assert [p.index for p in points] == [1, 2, 3, 4, 5]
    assert all(p.win_rate is not None and 0 <= p.win_rate <= 1 for p in points)
    plot.set_points(points)
    image = plot.grab().toImage()
    assert not image.isNull() and image.width() == 700
    plot.set_points([])
    assert plot.is_empty and not plot.grab().isNull()
    # many Partien and a tiny widget paint too
    many = [p for _ in range(80) for p in points]
    plot.set_points([replace(p, index=i + 1) for i, p in enumerate(many)])
    plot.resize(380, 170)
    assert not plot.grab().isNull()


def test_an_empty_database_and_a_path(qtbot, tmp_path):  # noqa: ANN001
    dlg = StatisticsDialog(tmp_path / "new" / "stats.sqlite3")
    qtbot.addWidget(dlg)
    dlg.resize(900, 600)
    dlg.show()
    assert dlg.plot.is_empty and dlg.table.model().rowCount() == 0
    assert dlg.tile_values["partien"].text() == "0"
    assert not dlg.clear_button.isEnabled() and not dlg.export_button.isEnabled()
    assert not dlg.grab().isNull()
    dlg.close()  # closes the database it opened ...
    assert dlg.db is None
    assert (tmp_path / "new" / "stats.sqlite3").exists()
    writer = StatisticsDB(tmp_path / "new" / "stats.sqlite3")  # ... the app records on its own connection
    play_partie(writer, "schmaus", ["person", "beginner"], 3)
    dlg.refresh()  # shown again: reopened, with the new Partie
    dlg.show()
    assert dlg.db is not None and dlg.tile_values["partien"].text() == "1"
    assert table_rows(dlg) == [("Schmaus", "Beginner")]
    dlg.close()
    writer.close()


def test_a_database_of_a_newer_version_is_shown_as_a_problem(qtbot, tmp_path):  # noqa: ANN001
    import sqlite3
    path = tmp_path / "stats.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    dlg = StatisticsDialog(path)
    qtbot.addWidget(dlg)
    dlg.show()
    assert dlg.db is None and "newer JassDesk" in dlg.error
    assert dlg.plot.is_empty and dlg.plot.empty_message() == "The statistics cannot be read"
    assert "newer JassDesk" in dlg.plot.empty_hint()
    assert not dlg.export_button.isEnabled() and not dlg.clear_button.isEnabled()
    assert not dlg.grab().isNull()
    dlg.close()
    assert path.read_bytes() == before


def test_a_language_change_retranslates(qtbot, dialog):  # noqa: ANN001
    dialog.game_combo.setItemText(0, "stale")
    dialog.export_button.setText("stale")
    from PySide6.QtCore import QCoreApplication
    QCoreApplication.sendEvent(dialog, QEvent(QEvent.Type.LanguageChange))
    assert dialog.game_combo.itemText(0) == "All games"
    assert dialog.export_button.text() == "&Export CSV…"


def test_the_model_alone(filled):  # noqa: ANN001
    db, played = filled
    model = StatisticsTableModel(db)
    assert model.rowCount() == 3 and model.columnCount() == len(COLUMNS)
    model.set_filter(game="schieber")
    assert model.rowCount() == 1 and model.totals["partien"] == 3
    assert model.index(0, COLUMNS.index("partien")).data(Qt.ItemDataRole.UserRole) == 3
    tip = model.index(0, COLUMNS.index("won")).data(Qt.ItemDataRole.ToolTipRole)
    wins = sum(p["won"] for p in played["schieber"])
    assert tip.startswith(f"{wins} won, {3 - wins} lost")
    assert model.headerData(COLUMNS.index("level"), Qt.Orientation.Horizontal, Qt.ItemDataRole.ToolTipRole)


def test_the_plot_explains_each_partie_in_a_tooltip(qtbot, dialog, filled):  # noqa: ANN001
    _, played = filled
    plot = dialog.plot
    plot.grab()  # paints: the plot area is known from then on
    area = plot._area
    assert area.width() > 0
    last = plot.point_at(area.right() - 1)
    assert last is not None and last.index == 5
    text = plot.tooltip_for(last)
    assert text.startswith("Partie 5") and ("won" in text or "lost" in text or "drawn" in text)
    assert plot.point_at(area.left() - 5) is None
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication
    pos = QPoint(int(area.left() + 2), int(area.center().y()))
    QApplication.sendEvent(plot, QHelpEvent(QEvent.Type.ToolTip, pos, plot.mapToGlobal(pos)))


def gold_pixels_on_row(plot: TrendPlot, y: float) -> int:
    """Gold (the win rate's colour) along one row of the painted plot, away from the data points."""
    from PySide6.QtGui import QColor

    image = plot.grab().toImage()
    count = 0
    area = plot._area
    for x in range(int(area.left()) + 2, int(area.right()) - 2):
        if any(abs(x - (area.left() + (i - 0.5) * area.width() / len(plot.points))) < 8
               for i in range(1, len(plot.points) + 1)):
            continue  # the dot of a Partie
        c = QColor(image.pixel(x, round(y)))
        if c.red() > 180 and c.green() > 150 and c.blue() < 140:
            count += 1
    return count


@pytest.fixture
def english(qtbot):  # noqa: ANN001, ANN201
    """English as the program installs it at start: its file holds the singular forms."""
    from PySide6.QtWidgets import QApplication

    i18n.install("en", QApplication.instance())


def test_one_finished_partie_draws_no_line_that_reads_as_a_win_rate(qtbot, tmp_path, english):  # noqa: ANN001
    """With one Partie the win rate is one dot; a gold dashed 50% guide looked like the result."""
    db = StatisticsDB(tmp_path / "one.sqlite3")
    play_partie(db, "schieber", ["person", "medium", "medium", "medium"], 3)
    dlg = StatisticsDialog(db)
    qtbot.addWidget(dlg)
    dlg.resize(900, 600)
    dlg.show()
    qtbot.waitExposed(dlg)
    plot = dlg.plot
    assert len(plot.points) == 1
    plot.grab()  # paints, and with it lays out the plot area
    middle = plot._area.bottom() - 0.5 * plot._area.height()
    assert gold_pixels_on_row(plot, middle) == 0
    assert "Win rate over the last Partie: " in plot.tooltip_for(plot.points[0])
    db.close()


def test_a_partie_with_mixed_levels_says_so(qtbot, tmp_path, english):  # noqa: ANN001
    db = StatisticsDB(tmp_path / "mixed.sqlite3")
    play_partie(db, "schieber", ["person", "expert", "beginner", "expert"], 1)
    play_partie(db, "schieber", ["person", "expert", "expert", "expert"], 2)
    dlg = StatisticsDialog(db)
    qtbot.addWidget(dlg)
    assert table_rows(dlg) == [("Schieber", "Expert (1 mixed)")]
    tip = dlg.table.model().index(0, COLUMNS.index("level")).data(Qt.ItemDataRole.ToolTipRole)
    assert "1 Partie had AI players of different levels" in tip and "Beginner, Expert, Expert: 1×" in tip
    first, second = dlg.plot.points
    assert "AI: Beginner, Expert, Expert (mixed levels, counted as Expert)" in dlg.plot.tooltip_for(first)
    assert "AI: Expert, Expert, Expert" in dlg.plot.tooltip_for(second) and "mixed" not in dlg.plot.tooltip_for(second)
    db.close()


# the Swiss conventions (CLDR): a point in de_CH and it_CH, a comma in fr_CH
@pytest.mark.parametrize("lang, text", [("en", "89.7"), ("de", "89.7"), ("fr", "89,7"), ("it", "89.7")])
def test_points_per_hand_have_the_language_s_decimal_mark(qapp, lang, text):  # noqa: ANN001
    from jassdesk.app.statistics_model import decimal

    i18n.install(lang, qapp)
    try:
        assert decimal(89.66) == text
    finally:
        i18n.install("en", qapp)


def test_the_review_labels_show_as_mistakes_per_hand_over_time(qtbot, filled):  # noqa: ANN001
    db, _ = filled
    series = db.partie_series()
    db.record_review(series[0]["id"], 0, {"best": 7, "mistake": 2, "forced": 1})
    db.record_review(series[-1]["id"], 0, {"best": 8, "inaccuracy": 1, "blunder": 1})
    db.record_review(series[-1]["id"], 1, {"best": 9, "forced": 1})
    dlg = StatisticsDialog(db)
    qtbot.addWidget(dlg)
    dlg.show()
    plot = dlg.mistakes
    assert [e["mistakes_per_hand"] for e in plot.series] == [2.0, 0.5]
    assert "0.5 mistakes and blunders" in plot.tooltip_for(plot.series[1])
    assert "2 hands reviewed" in plot.tooltip_for(plot.series[1])
    dlg.game_combo.setCurrentIndex(dlg.game_combo.findData("schmaus"))
    assert all(e["id"] in {s["id"] for s in db.partie_series(game="schmaus")} for e in dlg.mistakes.series)


def test_differenzler_shows_the_mean_penalty_and_the_exact_bids(qtbot, filled):  # noqa: ANN001
    db, _ = filled
    rules = Rules.differenzler(hands=4)
    state = new_state(rules, 5, start_dealer=0)
    rng = random.Random(5)
    pid = db.start_partie("differenzler", rules.preset.value, rules.to_dict(), ["person"] + ["medium"] * 3, 0)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    for result in state.results:
        db.record_hand(pid, result, person_side=0, duration=5.0)
    db.finish_partie(pid, state.scores, state.winner, person_side=0)
    penalties = [r.written[0] for r in state.results]
    exact = sum(r.bids[0] == r.card_points[0] for r in state.results)
    dlg = StatisticsDialog(db)
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitExposed(dlg)
    rows = {dlg.model.index(r, 0).data(): r for r in range(dlg.model.rowCount())}
    row = rows["Differenzler"]
    assert dlg.model.index(row, COLUMNS.index("avg_penalty")).data(Qt.ItemDataRole.UserRole) == \
        pytest.approx(sum(penalties) / len(penalties))
    assert dlg.model.index(row, COLUMNS.index("exact_hits")).data() == str(exact)
    assert dlg.model.index(rows["Schieber"], COLUMNS.index("exact_hits")).data() == ""  # no bids there
    assert dlg.tiles["bids"].isVisible() and dlg.tiles["weis"].isVisible()
    dlg.game_combo.setCurrentIndex(dlg.game_combo.findData("schieber"))
    assert not dlg.tiles["bids"].isVisible() and dlg.table.isColumnHidden(COLUMNS.index("avg_penalty"))
    dlg.game_combo.setCurrentIndex(dlg.game_combo.findData("differenzler"))
    assert dlg.game == "differenzler" and dlg.game_combo.currentText() == "Differenzler"
    assert dlg.tiles["bids"].isVisible() and not dlg.tiles["weis"].isVisible()  # no Weis in Differenzler
    assert dlg.table.isColumnHidden(COLUMNS.index("weis_points"))
    assert not dlg.table.isColumnHidden(COLUMNS.index("exact_hits"))
    point = trend_points(db, "differenzler")[-1]
    assert point.avg_penalty == pytest.approx(sum(penalties) / len(penalties)) and point.exact_hits == exact
    assert "penalty per hand" in dlg.plot.tooltip_for(point)
    assert dlg.plot.penalties and not dlg.tiles["avg_points"].isVisible()  # the bars are the penalty
    assert dlg.table.isColumnHidden(COLUMNS.index("avg_points_person"))


# -- a database another program holds: the window reads without waiting and says what is not written yet -----

def _record_partie(writer, seed: int) -> None:
    """A whole Schmaus Partie handed to the writer, as the recorder does it."""
    from jassdesk.storage.statistics import finish_args, hand_args, new_partie_id, partie_args

    rules = Rules.schmaus(target=400)
    state = new_state(rules, seed, start_dealer=0)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    pid = new_partie_id()
    writer.submit("start_partie", partie_args(pid, "schmaus", "schmaus", rules.to_dict(), ["person", "expert"], 0))
    for result in state.results:
        writer.submit("record_hand", hand_args(pid, result, 0, 10.0))
    writer.submit("finish_partie", finish_args(pid, state.scores, state.winner, 0))


def test_a_locked_database_is_read_at_once_and_pending_records_are_said(qtbot, tmp_path):  # noqa: ANN001
    import sqlite3
    import time

    from jassdesk.app.statistics_writer import StatisticsWriter

    path = tmp_path / "stats.sqlite3"
    db = StatisticsDB(path)
    play_partie(db, "schieber", ["person", "medium", "medium", "medium"], 1)
    db.close()
    writer = StatisticsWriter(path)  # the app's (the recorder's) writer of this file
    lock = sqlite3.connect(path, isolation_level=None)
    lock.execute("BEGIN EXCLUSIVE")  # a backup or sync tool, or a second JassDesk, holds the write lock
    try:
        _record_partie(writer, 4)
        started = time.monotonic()
        dlg = StatisticsDialog(path)  # as the main window opens it: by path
        qtbot.addWidget(dlg)
        dlg.show()
        qtbot.waitExposed(dlg)
        dlg.refresh()
        assert time.monotonic() - started < 1  # no busy timeout waited out on the GUI thread
        assert dlg.tile_values["partien"].text() == "1"  # what is written, read past the lock (WAL) ...
        assert dlg.pending and dlg.pending_note.isVisible()  # ... and said to be incomplete
        assert "being written" in dlg.pending_note.text()
        qtbot.wait(400)
        assert writer.pending > 0 and dlg.pending_note.isVisible()
    finally:
        lock.execute("ROLLBACK")
        lock.close()
    qtbot.waitUntil(lambda: not dlg.pending_note.isVisible(), timeout=10000)  # written: the note goes
    assert dlg.tile_values["partien"].text() == "2" and writer.pending == 0
    dlg.close()
    writer.close()


def test_clearing_waits_for_a_locked_database_without_holding_the_window(qtbot, tmp_path, monkeypatch):  # noqa: ANN001
    import sqlite3
    import time

    path = tmp_path / "stats.sqlite3"
    db = StatisticsDB(path)
    play_partie(db, "schmaus", ["person", "expert"], 2)
    db.close()
    dlg = StatisticsDialog(path)  # on its own: it writes through a writer of its own
    qtbot.addWidget(dlg)
    dlg.show()
    qtbot.waitUntil(lambda: dlg.clear_button.isEnabled(), timeout=5000)
    monkeypatch.setattr(QMessageBox, "question", staticmethod(lambda *a: QMessageBox.StandardButton.Yes))
    lock = sqlite3.connect(path, isolation_level=None)
    lock.execute("BEGIN EXCLUSIVE")
    try:
        started = time.monotonic()
        qtbot.mouseClick(dlg.clear_button, Qt.MouseButton.LeftButton)
        assert time.monotonic() - started < 1
        assert dlg.pending_note.isVisible() and "cleared" not in dlg.status.text()
    finally:
        lock.execute("ROLLBACK")
        lock.close()
    qtbot.waitUntil(lambda: "cleared" in dlg.status.text(), timeout=10000)
    assert dlg.tile_values["partien"].text() == "0" and not dlg.pending_note.isVisible()
    assert not dlg.clear_button.isEnabled()
    dlg.close()
    check = StatisticsDB(path)
    assert check.is_empty()
    check.close()


def test_a_statistics_failure_names_its_reason_once(qtbot, window):  # noqa: ANN001
    """The recorder used to wrap the database's sentence in its own: the details said the reason twice."""
    path = "/data/statistics.sqlite3"
    said = f"the statistics database {path} cannot be written: database is locked"
    window.storage_problem("statistics", f"the statistics database {path} cannot be written: {said}")
    info = window.error_box.informativeText()
    assert info.count("cannot be written") == 1 and info.count("database is locked") == 1
    assert "The statistics are not recorded" in info and said in info
    assert window.statusBar().currentMessage().count("cannot be written") == 1


# -- the plots in high contrast (#32) -------------------------------------------------------------------------------

def _near(a, b, tolerance: int = 40) -> bool:  # noqa: ANN001
    return all(abs(x - y) <= tolerance for x, y in zip(a.getRgb()[:3], b.getRgb()[:3]))


@pytest.fixture
def high_contrast(qapp):  # noqa: ANN001, ANN201
    """The high-contrast look in force for one test, the look before it put back after."""
    from jassdesk.ui.look import HIGH_CONTRAST, look, set_look, still, text_scale

    before = (look(), text_scale(), still())
    set_look(HIGH_CONTRAST, 1.0, before[2])
    yield
    set_look(*before)


def test_the_high_contrast_plots_are_black_and_tell_a_won_from_a_lost_by_shape(qtbot, high_contrast):  # noqa: ANN001
    """What a person sees: a black ground; a won Partie a disc and a lost one a square (a square fills its corners,
    a disc does not), not two colours alone; a bar's Mistakes hatched over its solid Blunders."""
    from PySide6.QtGui import QColor

    from jassdesk.app.statistics_model import TrendPoint
    from jassdesk.ui.mistakes_plot import MistakesPlot
    from jassdesk.ui.plot_look import HIGH_CONTRAST as PLOT
    from jassdesk.ui.plot_look import mark_radius

    outcomes = [1, 0, 1, 0, 1, 1, 0, 1]
    points = [TrendPoint(index=i, finished=1_700_000_000 + i * 86400, won=w, win_rate=0.25 + 0.5 * (i % 2),
                         rate_over=i, avg_points=50.0, avg_points_other=50.0, hands=8)
              for i, w in enumerate(outcomes, 1)]
    plot = TrendPlot()
    qtbot.addWidget(plot)
    plot.resize(700, 260)
    plot.set_points(points)
    image = plot.grab().toImage()
    area, n = plot._area, len(points)
    assert image.pixelColor(14, image.height() - 14) == QColor("black")  # the ground, inside the white frame
    assert image.pixelColor(round(area.left() + 3), round(area.top() + area.height() * 0.12)) == QColor("black")
    radius = mark_radius(area.width() / n, PLOT)
    inner = radius - PLOT.mark_rim_width / 2  # where a mark's fill ends and its black rim begins
    for pt in points:
        x = area.left() + (pt.index - 0.5) * area.width() / n
        y = area.bottom() - pt.win_rate * area.height()
        colour = PLOT.won if pt.won else PLOT.lost
        assert _near(image.pixelColor(int(x), int(y)), colour), pt.index
        # the pixels a square fills and a disc does not: in the corners of the mark's box, outside the disc
        corners = [image.pixelColor(px, py)
                   for px in range(math.floor(x - radius), math.ceil(x + radius) + 1)
                   for py in range(math.floor(y - radius), math.ceil(y + radius) + 1)
                   if max(abs(px + 0.5 - x), abs(py + 0.5 - y)) <= inner - 0.5
                   and math.hypot(px + 0.5 - x, py + 0.5 - y) >= inner + 0.5]
        assert len(corners) >= 3, (pt.index, radius)
        filled = sum(_near(c, colour) for c in corners)
        if pt.won:  # a disc
            assert filled == 0, (pt.index, filled, len(corners))
        else:  # a square
            assert filled == len(corners), (pt.index, filled, len(corners))

    mistakes = MistakesPlot()
    qtbot.addWidget(mistakes)
    mistakes.resize(600, 160)
    mistakes.set_series([{"id": i, "started": 0, "hands": 2, "blunder_per_hand": 0.5, "mistake_per_hand": 1.0,
                          "inaccuracy_per_hand": 0.0, "mistakes_per_hand": 1.5} for i in range(3)])
    image = mistakes.grab().toImage()
    area = mistakes._area
    assert not area.isEmpty()
    assert image.pixelColor(14, image.height() - 14) == QColor("black")
    x = area.left() + 0.5 * area.width() / 3
    blunder_y = area.bottom() - 0.5 / 1.5 * area.height() / 2
    mistake_y = area.bottom() - (0.5 + 0.5) / 1.5 * area.height()  # the middle of the Mistakes' part

    def across(y: float) -> list[QColor]:
        return [image.pixelColor(round(x) + dx, round(y)) for dx in range(-6, 7)]

    assert all(_near(c, PLOT.blunder) for c in across(blunder_y))  # solid
    hatch = across(mistake_y)
    assert any(_near(c, PLOT.mistake) for c in hatch) and any(c == QColor("black") for c in hatch)  # lines on black
    # the legend beside the title shows the same three marks, the Mistakes' swatch hatched (black inside it)
    band = [(px, py) for py in range(12, round(area.top()) - 4) for px in range(image.width() // 2, image.width() - 12)]
    for colour in (PLOT.blunder, PLOT.inaccuracy):
        assert any(_near(image.pixelColor(px, py), colour, 10) for px, py in band), colour.name()
    swatch = [(px, py) for px, py in band if _near(image.pixelColor(px, py), PLOT.mistake, 10)]
    assert swatch
    left, right = min(px for px, _ in swatch), max(px for px, _ in swatch)
    top, bottom = min(py for _, py in swatch), max(py for _, py in swatch)
    assert right - left >= 8 and bottom - top >= 8  # a swatch, not a speck of the text's edges
    assert any(image.pixelColor(px, py) == QColor("black")
               for px in range(left + 3, right - 2) for py in range(top + 3, bottom - 2))


def test_the_plots_keep_their_slate_and_colours_in_the_normal_look(qtbot, filled):  # noqa: ANN001
    """The normal look is the plots' own, as before the high-contrast one: the slate ground, the gold line."""
    from PySide6.QtGui import QColor

    from jassdesk.ui.look import look

    assert not look().high_contrast
    db, _ = filled
    plot = TrendPlot()
    qtbot.addWidget(plot)
    plot.resize(700, 260)
    plot.set_points(trend_points(db))
    image = plot.grab().toImage()
    assert image.pixelColor(14, image.height() - 6) == QColor("#1d2a25")


def test_the_total_row_is_gold_and_in_high_contrast_yellow(qtbot, dialog):  # noqa: ANN001
    """The total row's figures in the Jasstafel's gold, and in high contrast in the yellow of what stands out
    (ui/plot_look.py's ``total``), at once when the look changes."""
    from PySide6.QtGui import QColor

    from jassdesk.ui.look import HIGH_CONTRAST, look, set_look, still, text_scale

    model = dialog.table.model()
    total = model.index(model.rowCount() - 1, COLUMNS.index("partien"))
    assert total.data(KindRole) == "total"

    def shows(colour: str) -> bool:
        image = dialog.table.viewport().grab().toImage()
        rect = dialog.table.visualRect(total)
        return any(_near(image.pixelColor(x, y), QColor(colour), 8)
                   for x in range(rect.left(), rect.right()) for y in range(rect.top(), rect.bottom()))

    assert shows("#ffe08a") and not shows("#ffff00")
    before = (look(), text_scale(), still())
    try:
        set_look(HIGH_CONTRAST, before[1], before[2])
        qtbot.waitUntil(lambda: shows("#ffff00"), timeout=5000)
        assert not shows("#ffe08a")
    finally:
        set_look(*before)
    qtbot.waitUntil(lambda: shows("#ffe08a"), timeout=5000)
