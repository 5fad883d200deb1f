"""Nothing cut at small sizes, in every language: the statistics table and its tiles at 800x600, the score
sheet at 800x600 (Ctrl+T), the Differenzler sheet during a hand, the review picker's title; the Coiffeur
rows on a narrow sheet told apart by their suit signs ("×3 [sign]", never "Sc…")."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QScreen
from PySide6.QtWidgets import QApplication, QComboBox, QStyleOptionViewItem

from ui.helpers import TIMEOUT
from jassdesk import i18n
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.app.score_sheets.base import SIGN_ROLE
from jassdesk.engine.actions import Decision
from jassdesk.engine.coiffeur_table import TEN_ROWS
from jassdesk.engine.games import new_state
from jassdesk.engine.modes import Mode
from jassdesk.engine.record import GameRecord
from jassdesk.engine.rules import Rules
from jassdesk.storage.statistics import StatisticsDB
from jassdesk.ui.reviewing import title_width
from jassdesk.ui.screen import fit_dialog
from jassdesk.ui.sheet_rows import row_name, sign_pixmap

LANGS = ["de", "fr", "it", "en"]
NAMES = ("Anna", "Ueli", "Vreni", "Sepp")
LEVELS = (None, "random", "random", "random")


@pytest.fixture
def lang(request):  # noqa: ANN001, ANN201
    app = QApplication.instance()
    i18n.install(request.param, app)
    yield request.param
    i18n.install("en", app)


@pytest.fixture
def screen(monkeypatch):  # noqa: ANN001, ANN201
    """Every screen has the available geometry the test sets."""
    area = QRect(0, 0, 800, 600)

    def set_area(width: int, height: int) -> QRect:
        area.setRect(0, 0, width, height)
        return QRect(area)

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(area))
    return set_area


def partie_in_hand(rules: Rules, seed: int, hands: int):  # noqa: ANN201
    """The engine played at random to the person's card in hand ``hands`` (0-based, the others scored)."""
    state = new_state(rules, seed, start_dealer=rules.n_players - 1)
    rng = random.Random(seed)
    while not (len(state.results) >= hands and state.decision is Decision.PLAY and state.current_player == PERSON):
        state.apply(rng.choice(state.legal_actions()))
    return state


def on_the_table(qtbot, window, rules: Rules, hands: int, seed: int = 5):  # noqa: ANN001, ANN201
    state = partie_in_hand(rules, seed, hands)
    n = rules.n_players
    window.controller.resume(GameConfig(rules, seed, NAMES[:n], LEVELS[:n]), GameRecord.of(state))
    qtbot.waitUntil(lambda: window.controller.caught_up, timeout=TIMEOUT)
    return state


def show_sheet(qtbot, window, size: QSize) -> None:  # noqa: ANN001
    window.setMinimumSize(QSize(0, 0))
    window.resize(size)
    qtbot.wait(50)
    if not window.dock.isVisible():
        window.actions_["sheet"].trigger()  # Ctrl+T: the person wants it
    qtbot.waitUntil(lambda: window.dock.isVisible() and window.sheet.table.columnWidth(0) > 0, timeout=TIMEOUT)
    qtbot.wait(50)  # the sheet is measured once per turn of the event loop


def cut_columns(table) -> list[str]:  # noqa: ANN001
    """The columns of the sheet narrower than their texts, and whether they all lie in the visible width."""
    model, header = table.model(), table.horizontalHeader()
    out = []
    for c in range(model.columnCount()):
        needs = max(table.sizeHintForColumn(c), header.sectionSizeHint(c))
        if table.columnWidth(c) < needs:
            out.append(f"column {c} ({model.headerData(c, 1)!r}): {table.columnWidth(c)} < {needs}")
    total = sum(table.columnWidth(c) for c in range(model.columnCount()))
    if total > table.viewport().width():
        out.append(f"the columns take {total}, the sheet shows {table.viewport().width()}")
    return out


# -- the statistics window -----------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def every_game_db(tmp_path_factory):  # noqa: ANN001, ANN201
    """Partien of all four games, some against AI players of mixed levels: every column of the table."""
    db = StatisticsDB(tmp_path_factory.mktemp("stats") / "statistics.sqlite3")
    games = [("schieber", Rules.schieber_swiss(target=600)), ("schmaus", Rules.schmaus(target=400)),
             ("differenzler", Rules.differenzler(hands=4)), ("coiffeur", Rules.coiffeur())]
    for i in range(8):
        game, rules = games[i % 4]
        n = rules.n_players
        levels = ["person"] + (["beginner", "medium", "expert"] if n == 4 and i % 2 else ["medium"] * (n - 1))
        state = new_state(rules, 300 + i, start_dealer=0)
        rng = random.Random(i)
        pid = db.start_partie(game, rules.preset.value, rules.to_dict(), levels, 0)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
        for result in state.results:
            db.record_hand(pid, result, person_side=0, duration=30.0)
        db.finish_partie(pid, state.scores, state.winner, person_side=0)
    yield db
    db.close()


@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_the_statistics_table_and_tiles_fit_800x600(qtbot, screen, every_game_db, lang):  # noqa: ANN001
    from jassdesk.ui.statistics_dialog import StatisticsDialog

    area = screen(800, 600)
    dlg = StatisticsDialog(every_game_db)
    qtbot.addWidget(dlg)
    fit_dialog(dlg, dlg.size())  # as the main window opens it
    dlg.show()
    qtbot.waitExposed(dlg)
    qtbot.wait(30)
    assert area.contains(dlg.frameGeometry())
    table = dlg.table
    shown = [c for c in range(table.model().columnCount()) if not table.isColumnHidden(c)]
    assert len(shown) == 12  # every column: the four games, matches, Weis and the bids
    assert table.columns_fit(), (lang, table.density, [table.horizontalHeader().sectionSize(c) for c in shown],
                                 table.viewport().width())
    assert table.horizontalScrollBar().maximum() == 0  # the last column is seen without scrolling
    for key, tile in dlg.tiles.items():  # "137.2 (1" was a cut figure
        if tile.isVisible():
            assert tile.width() >= tile.minimumSizeHint().width(), (lang, key)
            assert dlg.rect().contains(tile.geometry().translated(tile.parentWidget().pos())), (lang, key)
    # the wide window keeps the table as it was: one line per header where there is room
    dlg.resize(1200, 700)
    qtbot.wait(30)
    assert table.columns_fit() and table.density <= 1


# -- the score sheet ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS, indirect=True)
@pytest.mark.parametrize("deck", ["swiss", "french"])
def test_the_score_sheet_rows_fit_at_800x600(qtbot, window, lang, deck):  # noqa: ANN001
    """"1. carre…" in French at 800x600: every hand's mode and every side's figures show whole."""
    window.settings.set("language", lang)
    window.settings.set("face_set", deck)
    try:
        on_the_table(qtbot, window, Rules.schieber_swiss_2500(), 4)  # with multipliers: "3. Undenufe ×3"
        show_sheet(qtbot, window, QSize(800, 560))
        table = window.sheet.table
        qtbot.waitUntil(lambda: not cut_columns(table), timeout=2000)
        names = [table.model().index(r, 0).data() for r in range(table.model().rowCount())]
        assert len(names) >= 5 and not any("…" in str(n) for n in names)
    finally:
        window.settings.set("language", "en")
        window.settings.set("face_set", "swiss")


@pytest.mark.parametrize("lang", LANGS, indirect=True)
@pytest.mark.parametrize("size", [QSize(800, 560), QSize(1280, 760)])
def test_the_differenzler_sheet_during_a_hand_shows_every_cell_whole(qtbot, window, lang, size):  # noqa: ANN001
    window.settings.set("language", lang)
    try:
        on_the_table(qtbot, window, Rules.differenzler(open_bids=True), 2)
        show_sheet(qtbot, window, size)
        table = window.sheet.table
        model = table.model()
        current = model.rowCount() - 2  # the hand being played, above the totals
        cells = [model.index(current, c).data() for c in range(1, 5)]
        assert all(cell and "…" not in cell for cell in cells), cells  # "45/…" read as a cut figure
        assert all(cell.endswith("/–") for cell in cells), cells  # bid / the points still to come
        qtbot.waitUntil(lambda: not cut_columns(table), timeout=2000)
    finally:
        window.settings.set("language", "en")


@pytest.mark.parametrize("lang", LANGS, indirect=True)
def test_the_review_pickers_title_is_whole_at_800x600(qtbot, window, screen, lang):  # noqa: ANN001
    area = screen(800, 600)
    window.settings.set("language", lang)
    try:
        state = on_the_table(qtbot, window, Rules.schieber_swiss_2500(), 3)
        items = window.reviewing.hand_items(state.results)
        dialog = window.reviewing.hand_picker(items)
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert area.contains(dialog.frameGeometry())
        assert dialog.width() >= title_width(dialog), (lang, dialog.windowTitle(), dialog.width())
        combo = dialog.findChild(QComboBox)
        assert combo.currentText() == items[-1] and combo.count() == len(items)
        widest = max(combo.fontMetrics().horizontalAdvance(item) for item in items)
        assert combo.width() >= widest  # every hand reads whole
        dialog.reject()
    finally:
        window.settings.set("language", "en")


# -- the Coiffeur table on a narrow sheet -------------------------------------------------------------------


def _row_names(table, width: int) -> list:  # noqa: ANN001
    """What each row name cell shows at ``width``: (factor, sign, name)."""
    delegate = table.itemDelegate()
    model = table.model()
    out = []
    for row in range(model.rowCount() - 1):
        option = QStyleOptionViewItem()
        option.widget = table
        option.font = table.font()
        option.palette = table.palette()
        option.rect = QRect(0, 0, width, 24)
        out.append(row_name(delegate, option, model.index(row, 0))[0])
    return out


@pytest.mark.parametrize("deck", ["swiss", "french"])
def test_coiffeur_rows_on_a_narrow_sheet_keep_their_suit_signs(qtbot, window, deck):  # noqa: ANN001
    window.settings.set("face_set", deck)
    try:
        on_the_table(qtbot, window, Rules.coiffeur(coiffeur_rows=TEN_ROWS), 3)
        show_sheet(qtbot, window, QSize(1280, 760))
        table = window.sheet.table
        model = table.model()
        signs = [model.index(r, 0).data(SIGN_ROLE) for r in range(len(TEN_ROWS))]
        assert signs[:6] == [Mode.TRUMP_EICHELN, Mode.TRUMP_ROSEN, Mode.TRUMP_SCHILTEN, Mode.TRUMP_SCHELLEN,
                             Mode.OBENABE, Mode.UNDENUFE]
        assert signs[6:] == [None] * 4  # Slalom, Guschti and the jokers are played more ways than one
        # wide: factor, sign and the whole name
        wide = _row_names(table, 400)
        assert [r.name for r in wide] == [model.row_name(r).split("  ", 1)[1] for r in range(len(TEN_ROWS))]
        # narrow: the factor and the sign; no name cut to "Sc…", where Schellen and Schilten read alike
        narrow = _row_names(table, 60)
        for r, shown in enumerate(narrow[:6]):
            assert shown.short == f"×{TEN_ROWS[r][1]}" and shown.sign == signs[r] and shown.name == "", shown
        assert len({shown.sign for shown in narrow[:4]}) == 4
        assert all(r.name == "" or not r.name.endswith("…") or r.sign is None for r in narrow)
        # the signs are the deck's own, and Schellen's is not Schilten's
        provider = window.provider
        schilten, schellen = (sign_pixmap(provider, m, 14, 1.0).toImage() for m in
                              (Mode.TRUMP_SCHILTEN, Mode.TRUMP_SCHELLEN))
        assert schilten != schellen and not schilten.isNull()
        # and in the window, narrow as a person may drag it: the rows paint without a cut name
        window.dock.setFloating(True)
        window.dock.resize(200, 500)
        qtbot.wait(50)
        table.grab()
        for shown in _row_names(table, table.columnWidth(0) - 6)[:6]:
            assert shown.name == "" or shown.name in [model.row_name(r).split("  ", 1)[1] for r in range(10)]
    finally:
        window.dock.setFloating(False)
        window.settings.set("face_set", "swiss")
