"""Every dialog and window beside the table by the keyboard alone (#32): each opened as a person opens it,
the Tab chain walked from the first focus as the key walks it, and held to four things: every widget a
person can use is reached (one button of an exclusive group stands for the group: the arrows move in it);
the order is the order of reading (top to bottom, left to right, where the widgets are drawn); each stop
has a name a screen reader can say, in the person's language; the focus can be seen (the widget looks
different with it).  Then one real task per dialog with keys only, and the dialog closed or accepted by
keys: New game deals Differenzler, the statistics' filters and plots, the review's tricks and "Find a
better card", the rules' search, About's licences, the welcome, the school's lessons, the menus and the
score sheet.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

import pytest
from PySide6.QtCore import QRect, Qt, QTimer
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QScrollBar,
    QTabBar,
    QTextBrowser,
    QTextEdit,
    QWidget,
)

from jassdesk import i18n
from jassdesk.app.settings import Settings
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.rules import Game
from jassdesk.i18n.german import GERMAN

from .helpers import TIMEOUT
from .test_review_dialog import NAMES, spoiled_hand  # noqa: F401 - the review's hand with a clearly bad card

#: what a person works with: every such widget that is shown and enabled must be reached by Tab
USED = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit, QAbstractSlider, QAbstractItemView, QTabBar,
        QTextEdit, QPlainTextEdit, QGraphicsView)
#: widgets whose children are their own parts (a spin box's line edit, a line edit's clear button, a view's
#: viewport): the widget is the stop, not its parts
WHOLE = (QComboBox, QAbstractSpinBox, QLineEdit, QAbstractItemView, QTextEdit, QPlainTextEdit, QGraphicsView, QTabBar)
#: Qt's own parts that are no stop by design: a dock's title buttons (Ctrl+T shows and hides the sheet)
NO_STOP = ("QDockWidgetTitleButton",)
#: the most Tab presses a text browser may keep (it goes from link to link first, as a web page does)
LINKS = 120


# -- the keyboard, as a person presses it -------------------------------------------------------------

def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None, "nothing has the keyboard's focus"
    return widget


def press(key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier, times: int = 1) -> None:
    """A key pressed where the keyboard is: an open menu, else the focus (shortcuts and mnemonics first, as
    Qt does it)."""
    for _ in range(times):
        popup = QApplication.activePopupWidget()
        QTest.keyClick((popup.focusWidget() or popup) if popup is not None else focused(), key, modifiers)


def tab_to(widget: QWidget, most: int = 80) -> None:
    """Tab until ``widget`` has the focus (a widget Tab never reaches fails, instead of waiting for ever)."""
    for _ in range(most):
        if focused() is widget:
            return
        press(Qt.Key.Key_Tab)
    assert focused() is widget, f"Tab does not come to {describe(widget)}"


def alt(letter: str) -> None:
    """Alt and a letter: a mnemonic (a label's buddy, a button, a menu)."""
    press(getattr(Qt.Key, f"Key_{letter.upper()}"), Qt.KeyboardModifier.AltModifier)


def mnemonic(text: str) -> str | None:
    """The letter after "&" in a text ("&&" is a plain "&"), small."""
    match = re.search(r"&([^&])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


def plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


# -- what the Tab chain must reach --------------------------------------------------------------------

def _inside_whole(widget: QWidget, top: QWidget) -> bool:
    node = widget.parentWidget()
    while node is not None and node is not top:
        if isinstance(node, WHOLE):
            return True
        node = node.parentWidget()
    return False


def _takes_tab(widget: QWidget) -> bool:
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and widget.isVisible() and widget.isEnabled()


def _needs_scrolling(widget: QWidget) -> bool:
    """A scroll area whose content is longer than it shows and holds nothing Tab goes to: the area itself
    must be a stop, else the keys cannot scroll it."""
    if not isinstance(widget, QAbstractScrollArea) or isinstance(widget, WHOLE):
        return False
    if widget.verticalScrollBar().maximum() <= 0 and widget.horizontalScrollBar().maximum() <= 0:
        return False
    return not any(_takes_tab(w) for w in widget.viewport().findChildren(QWidget))


def used_widgets(scope: QWidget, custom: tuple[type, ...] = ()) -> list[QWidget]:
    """Every widget in ``scope`` a person can use now: shown, enabled, of a kind one works with (or one of
    ``custom``, painted widgets the dialog asks the person to use), or a scroll area to scroll."""
    top = scope.window()
    out = []
    for w in scope.findChildren(QWidget):
        if not w.isVisible() or not w.isEnabled() or w.window() is not top or _inside_whole(w, top):
            continue
        if isinstance(w, QScrollBar) or w.metaObject().className() in NO_STOP:
            continue
        if isinstance(w, USED + custom) or _needs_scrolling(w):
            out.append(w)
    return out


def group_of(widget: QWidget) -> list[QWidget]:
    """The buttons of an exclusive group ``widget`` is in (Tab stops at the checked one, the arrows move
    between them), else ``widget`` alone."""
    if isinstance(widget, QAbstractButton):
        group = widget.group()
        if group is not None and group.exclusive():
            return list(group.buttons())
        if widget.autoExclusive() and widget.parentWidget() is not None:
            return [b for b in widget.parentWidget().findChildren(QAbstractButton)
                    if b.autoExclusive() and type(b) is type(widget)]
    return [widget]


# -- walking the chain --------------------------------------------------------------------------------

class Walk:
    """The Tab chain from the focus of now round to it again: the stops in order, and each stop drawn just
    before Tab brought the focus to it and just after."""

    def __init__(self, stops: list[QWidget], before: dict[int, QImage], after: dict[int, QImage]) -> None:
        self.stops = stops
        self.before = before
        self.after = after

    def names(self) -> list[str]:
        return [describe(w) for w in self.stops]

    def unseen(self, shown_by_itself: tuple[type, ...] = ()) -> list[str]:
        """The stops that look the same with the focus as the moment before (a default button in Fusion
        looks focused all the time)."""
        return [describe(w) for w in self.stops if not isinstance(w, shown_by_itself)
                and self.before[id(w)] == self.after[id(w)]]


def tab_on() -> QWidget:
    """Tab, as often as a text browser keeps the focus for its links; the widget the focus goes to."""
    before = focused()
    for _ in range(LINKS):
        press(Qt.Key.Key_Tab)
        if focused() is not before:
            return focused()
        assert isinstance(before, QTextBrowser), f"Tab stays at {describe(before)}"
    raise AssertionError(f"Tab stays at {describe(before)} over {LINKS} presses")


def walk(max_stops: int = 120) -> Walk:
    """Press Tab where the focus is until it comes back to where it started; then once more round, each stop
    drawn before and after the Tab that brings the focus to it."""
    first = focused()
    stops = [first]
    while True:
        now = tab_on()
        if now is first:
            break
        assert now not in stops, (f"Tab goes round without coming back to {describe(first)}: "
                                  f"{[describe(w) for w in stops]} then {describe(now)} again")
        stops.append(now)
        assert len(stops) <= max_stops, "Tab never comes back"
    before: dict[int, QImage] = {}
    after: dict[int, QImage] = {}
    for k in range(len(stops)):
        coming = stops[(k + 1) % len(stops)]
        before[id(coming)] = coming.grab().toImage()
        assert tab_on() is coming, "the second round of Tab goes another way"
        after[id(coming)] = coming.grab().toImage()
    return Walk(stops, before, after)


def reading_box(widget: QWidget) -> QRect:
    """Where ``widget`` is drawn in its window, as if no scroll area were scrolled."""
    x = y = 0
    node = widget
    top = widget.window()
    while node is not None and node is not top:
        parent = node.parentWidget()
        area = parent.parentWidget() if parent is not None else None
        scrolled = isinstance(area, QAbstractScrollArea) and parent is area.viewport()
        if not scrolled:  # a scroll area's content lies at its top left; its own position is the scrolling
            x, y = x + node.x(), y + node.y()
        node = parent
    return QRect(x, y, widget.width(), widget.height())


def describe(widget: QWidget) -> str:
    box = reading_box(widget)
    return f"{type(widget).__name__} {spoken(widget)!r} at ({box.x()}, {box.y()})"


def out_of_order(stops: list[QWidget]) -> list[str]:
    """Each pair of stops Tab takes against the reading order: the chain is read as a ring from its top left
    stop; each next stop lies lower, or in the same row further right (a stop beside a tall one, as the
    score sheet beside the table, is in its row)."""
    if len(stops) < 2:
        return []
    boxes = [reading_box(w) for w in stops]
    start = min(range(len(stops)), key=lambda i: (boxes[i].top(), boxes[i].left()))
    ring = list(range(start, len(stops))) + list(range(start))
    wrong = []
    for a, b in zip(ring, ring[1:]):
        above, below = boxes[a], boxes[b]
        lower = below.top() >= above.bottom() - 4
        higher = below.bottom() <= above.top() + 4
        if higher or (not lower and below.left() < above.left() - 4):
            wrong.append(f"{describe(stops[a])} -> {describe(stops[b])}")
    return wrong


# -- names --------------------------------------------------------------------------------------------

def buddy_text(widget: QWidget) -> str:
    for label in widget.window().findChildren(QLabel):
        if label.buddy() is widget and label.text():
            return plain(label.text())
    return ""


def spoken(widget: QWidget) -> str:
    """What a screen reader says a stop is: its accessible name, else its label's text, else its own text
    (a combo box's current item or a field's content is its value, not its name)."""
    if widget.accessibleName():
        return widget.accessibleName()
    if buddy_text(widget):
        return buddy_text(widget)
    if isinstance(widget, QAbstractButton):
        return plain(widget.text())
    return ""


#: English texts the German table says otherwise: a German name among them was left in English
ENGLISH_ONLY = {plain(source) for source, text in GERMAN.items()
                if isinstance(text, str) and plain(text) != plain(source)}


def unnamed(stops: Iterable[QWidget], lang: str = "en") -> list[str]:
    """The stops without a name of words (a "▲" is not one), or, in German, with an English name."""
    wrong = []
    for w in stops:
        name = spoken(w)
        if not any(ch.isalpha() for ch in name):
            wrong.append(describe(w))
        elif lang == "de" and name in ENGLISH_ONLY:
            wrong.append(f"{describe(w)} is English")
    return wrong


# -- the four checks together -------------------------------------------------------------------------

def check_chain(scope: QWidget, custom: tuple[type, ...] = (), lang: str = "en",
                focus_shown_by_itself: tuple[type, ...] = ()) -> Walk:
    """Walk the Tab chain from the focus of now and hold it to the four rules; returns the walk.

    ``focus_shown_by_itself``: kinds whose focus another part of JassDesk draws (the game table's)."""
    chain = walk()
    reached = {id(w) for w in chain.stops}
    missed = [describe(w) for w in used_widgets(scope, custom)
              if not any(id(mate) in reached for mate in group_of(w))]
    assert not missed, f"not reached by Tab: {missed}; the chain: {chain.names()}"
    assert not out_of_order(chain.stops), f"against the reading order: {out_of_order(chain.stops)}"
    assert not unnamed(chain.stops, lang), f"no name a screen reader can say: {unnamed(chain.stops, lang)}"
    assert not chain.unseen(focus_shown_by_itself), f"the focus does not show: {chain.unseen(focus_shown_by_itself)}"
    return chain


def mnemonic_clashes(scope: QWidget) -> dict[str, list[str]]:
    """Letters that two shown labels, buttons or group boxes of ``scope`` claim with Alt (a clash makes
    Alt+letter only move the focus between them instead of doing what it says)."""
    claims: dict[str, list[str]] = {}
    for w in scope.findChildren(QWidget):
        if not w.isVisibleTo(scope):
            continue
        text = ""
        if isinstance(w, QLabel) and w.buddy() is not None:
            text = w.text()
        elif isinstance(w, QAbstractButton):
            text = w.text()
        elif isinstance(w, QGroupBox):
            text = w.title()
        letter = mnemonic(text)
        if letter:
            claims.setdefault(letter, []).append(text)
    return {k: v for k, v in claims.items() if len(v) > 1}


def menu_clashes(menu: QMenu) -> dict[str, list[str]]:
    claims: dict[str, list[str]] = {}
    for action in menu.actions():
        if not action.isSeparator() and action.isVisible() and mnemonic(action.text()):
            claims.setdefault(mnemonic(action.text()), []).append(action.text())
    return {k: v for k, v in claims.items() if len(v) > 1}


def speaking(lang: str) -> None:
    i18n.install(lang, QApplication.instance())


def wait_active(qtbot, window: QWidget) -> None:  # noqa: ANN001
    """Until ``window`` is the active window, with the keyboard's focus in it."""
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window and QApplication.focusWidget() is not None
                    and QApplication.focusWidget().window() is window, timeout=TIMEOUT)


def activate(qtbot, window: QWidget) -> None:  # noqa: ANN001
    window.show()
    window.activateWindow()
    wait_active(qtbot, window)


def in_modal(qtbot, open_it: Callable[[], object], drive: Callable[[QWidget], None]) -> None:  # noqa: ANN001
    """Open a modal dialog as the person does (``open_it`` returns when it closes) and ``drive`` it by
    keys while it is open; a failure closes it, so the test ends instead of waiting."""
    errors: list[BaseException] = []

    def run(tries: int = 200) -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            if tries:
                QTimer.singleShot(20, lambda: run(tries - 1))
            return
        try:
            wait_active(qtbot, dialog)
            drive(dialog)
        except BaseException as exc:  # noqa: BLE001 - re-raised below, once the dialog is closed
            errors.append(exc)
            if dialog.isVisible():
                dialog.reject()

    QTimer.singleShot(0, run)
    open_it()
    if errors:
        raise errors[0]


# == New game =========================================================================================

def choose_by_keys(combo: QComboBox, value: str) -> None:
    """Down (or Up) in a closed combo box until it shows ``value``, as a person chooses without opening it."""
    assert focused() is combo
    target = combo.findData(value)
    assert target >= 0
    while combo.currentIndex() != target:
        press(Qt.Key.Key_Down if combo.currentIndex() < target else Qt.Key.Key_Up)


def choose_in_list(combo: QComboBox, value: str) -> None:
    """F4 opens the combo box's list, the arrows go to ``value`` and Enter takes it: one step from the item
    shown to the one chosen, as a click in the list."""
    assert focused() is combo
    press(Qt.Key.Key_F4)
    assert QApplication.activePopupWidget() is not None and combo.view().isVisible()
    target = combo.findData(value)
    while (row := combo.view().currentIndex().row()) != target:
        press(Qt.Key.Key_Down if row < target else Qt.Key.Key_Up)
    press(Qt.Key.Key_Return)
    assert combo.currentIndex() == target and QApplication.activePopupWidget() is None


def test_new_game_is_chosen_and_dealt_by_keys_alone(qtbot, window):  # noqa: ANN001
    """Ctrl+N, Alt+G and the arrows to Differenzler, Alt+D: the table deals Differenzler."""
    from jassdesk.ui.new_game import NewGameDialog

    def deal_differenzler(dialog: QWidget) -> None:
        assert isinstance(dialog, NewGameDialog)
        assert focused() is dialog.game, "the keyboard starts at the game"
        alt("g")
        choose_by_keys(dialog.game, Game.DIFFERENZLER.value)
        assert dialog.current_game() is Game.DIFFERENZLER
        alt("d")  # Deal

    activate(qtbot, window)
    window.view.setFocus()
    in_modal(qtbot, lambda: press(Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier), deal_differenzler)
    assert window.controller.state is not None and window.controller.state.rules.game is Game.DIFFERENZLER
    assert window.sheet.title.text() == "Bids and penalties" and "Differenzler" in window.sheet.info.text()


@pytest.mark.parametrize("lang", ["en", "de"])
def test_new_game_tab_reaches_every_field_in_reading_order_in_every_game(qtbot, lang):  # noqa: ANN001
    from jassdesk.ui.new_game import NewGameDialog

    speaking(lang)
    try:
        dialog = NewGameDialog(Settings(language=lang, animation_speed="instant"), CardImageProvider())
        qtbot.addWidget(dialog)
        activate(qtbot, dialog)
        assert focused() is dialog.game
        check_chain(dialog, lang=lang)  # "Rules in detail" folded away
        alt("r")  # Rules in detail
        qtbot.waitUntil(lambda: dialog.details.isVisible())
        for game in (Game.SCHMAUS, Game.COIFFEUR, Game.DIFFERENZLER, Game.SCHIEBER):
            dialog.game.setFocus(Qt.FocusReason.TabFocusReason)
            choose_by_keys(dialog.game, game.value)
            qtbot.wait(10)  # the dialog is fitted to the other game's options
            check_chain(dialog, lang=lang)
            dialog.game.setFocus(Qt.FocusReason.TabFocusReason)
            assert not mnemonic_clashes(dialog), mnemonic_clashes(dialog)
    finally:
        speaking("en")


def test_new_game_goes_from_every_game_to_every_other_by_keys(qtbot):  # noqa: ANN001
    """Schmaus to Differenzler (chosen in the list: one step) once raised in a slot, Schmaus's rules refusing a
    number of hands: the crash dialog."""
    from jassdesk.ui.games import SETUPS
    from jassdesk.ui.new_game import NewGameDialog

    games = list(SETUPS)
    for first in games:
        for second in games:  # a dialog as it opens each time: what one game left behind is not there
            dialog = NewGameDialog(Settings(language="en"), CardImageProvider())
            qtbot.addWidget(dialog)
            activate(qtbot, dialog)
            dialog.game.setFocus()
            choose_in_list(dialog.game, first.value)
            choose_in_list(dialog.game, second.value)
            assert dialog.rules().game is second
            dialog.close()


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_new_game_each_alt_letter_once_and_escape_cancels(qtbot, lang):  # noqa: ANN001
    from jassdesk.ui.new_game import NewGameDialog

    speaking(lang)
    try:
        dialog = NewGameDialog(Settings(language=lang), CardImageProvider())
        qtbot.addWidget(dialog)
        activate(qtbot, dialog)
        dialog.show_details(True)
        for i in range(dialog.game.count()):
            dialog.game.setCurrentIndex(i)
            assert not mnemonic_clashes(dialog), mnemonic_clashes(dialog)
        with qtbot.waitSignal(dialog.rejected):
            press(Qt.Key.Key_Escape)
        assert dialog.config is None
    finally:
        speaking("en")


def test_new_game_enter_in_a_name_deals(qtbot):  # noqa: ANN001
    from jassdesk.ui.new_game import NewGameDialog

    dialog = NewGameDialog(Settings(language="en"), CardImageProvider())
    qtbot.addWidget(dialog)
    activate(qtbot, dialog)
    tab_to(dialog.names[1])
    QTest.keyClicks(focused(), "Marie")
    with qtbot.waitSignal(dialog.accepted):
        press(Qt.Key.Key_Return)
    assert dialog.config is not None and dialog.config.names[1].startswith("Marie")


# == Statistics ========================================================================================

@pytest.fixture
def statistics_db(tmp_path):  # noqa: ANN001, ANN201
    from jassdesk.storage.statistics import StatisticsDB

    from .test_statistics_dialog import play_partie

    db = StatisticsDB(tmp_path / "stats.sqlite3")
    for seed in range(3):
        play_partie(db, "schieber", ["person", "medium", "medium", "medium"], seed)
    for seed in range(2):
        play_partie(db, "schmaus", ["person", "expert"], 10 + seed)
    yield db
    db.close()


def open_statistics(qtbot, db):  # noqa: ANN001, ANN201
    from jassdesk.ui.statistics_dialog import StatisticsDialog

    dialog = StatisticsDialog(db)
    qtbot.addWidget(dialog)
    dialog.resize(900, 600)
    activate(qtbot, dialog)
    return dialog


@pytest.mark.parametrize("lang", ["en", "de"])
def test_statistics_tab_reaches_the_filters_the_plots_the_table_and_the_buttons(qtbot, statistics_db, lang):
    from jassdesk.ui.mistakes_plot import MistakesPlot
    from jassdesk.ui.statistics_dialog import TrendPlot

    speaking(lang)
    try:
        dialog = open_statistics(qtbot, statistics_db)
        assert focused() is dialog.game_combo
        chain = check_chain(dialog, custom=(TrendPlot, MistakesPlot), lang=lang)
        assert {dialog.plot, dialog.mistakes, dialog.table} <= set(chain.stops)
        assert not mnemonic_clashes(dialog), mnemonic_clashes(dialog)
    finally:
        speaking("en")


@pytest.mark.parametrize("lang", ["fr", "it"])
def test_statistics_each_alt_letter_once(qtbot, statistics_db, lang):  # noqa: ANN001
    speaking(lang)
    try:
        dialog = open_statistics(qtbot, statistics_db)
        assert not mnemonic_clashes(dialog), mnemonic_clashes(dialog)
    finally:
        speaking("en")


def test_statistics_filters_and_plots_by_keys(qtbot, statistics_db):  # noqa: ANN001
    """Alt+G and Down filter by game; Tab to the trend plot, whose arrows step through the Partien and say
    each as its tooltip does; Escape closes."""
    dialog = open_statistics(qtbot, statistics_db)
    alt("g")
    choose_by_keys(dialog.game_combo, "schmaus")
    assert dialog.tile_values["partien"].text() == "2"
    tab_to(dialog.plot)
    newest = dialog.plot.points[-1]
    assert dialog.plot.cursor_point() is newest
    assert dialog.plot.accessibleDescription() == dialog.plot.tooltip_for(newest)
    press(Qt.Key.Key_Home)
    assert dialog.plot.accessibleDescription().startswith("Partie 1 (")
    press(Qt.Key.Key_Right)
    assert dialog.plot.accessibleDescription().startswith("Partie 2 (")
    with qtbot.waitSignal(dialog.rejected):
        press(Qt.Key.Key_Escape)


def test_statistics_open_by_ctrl_i_with_the_keyboard_in_them(qtbot, window):  # noqa: ANN001
    activate(qtbot, window)
    window.view.setFocus()
    press(Qt.Key.Key_I, Qt.KeyboardModifier.ControlModifier)
    dialog = window.statistics_dialog
    assert dialog is not None and dialog.isVisible()
    wait_active(qtbot, dialog)
    press(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible())


# == Review ===========================================================================================

def open_review(qtbot, record, lang: str = "en"):  # noqa: ANN001, ANN201
    from jassdesk.app.review_service import ReviewController
    from jassdesk.engine.cards import Deck
    from jassdesk.ui.review_dialog import ReviewDialog

    reviews = ReviewController(worlds=80)
    dialog = ReviewDialog(reviews, record, 0, 0, NAMES, CardImageProvider(), lang, Deck.SWISS)
    qtbot.addWidget(dialog)
    dialog.resize(780, 560)
    activate(qtbot, dialog)
    return dialog, reviews


@pytest.fixture
def review(qtbot, spoiled_hand):  # noqa: ANN001, ANN201, F811
    record, _ = spoiled_hand
    dialog, reviews = open_review(qtbot, record)
    qtbot.waitUntil(lambda: dialog.review is not None, timeout=60000)
    yield dialog
    reviews.shutdown()


def test_review_tab_reaches_the_cards_the_steps_and_the_text(qtbot, review, spoiled_hand):  # noqa: ANN001, F811
    from jassdesk.ui.review_dialog import ReviewBoard

    _, (trick, _, _) = spoiled_hand
    review.go(trick + 1)  # a step with "Find a better card"
    review.board.setFocus(Qt.FocusReason.TabFocusReason)
    chain = check_chain(review, custom=(ReviewBoard,))
    assert chain.stops[:2] == [review.board, review.first_button]
    assert review.find_button in chain.stops and review.details_box in chain.stops


def test_review_in_german_names_every_stop(qtbot, spoiled_hand):  # noqa: ANN001, F811
    from jassdesk.ui.review_dialog import ReviewBoard

    record, _ = spoiled_hand
    speaking("de")
    try:
        dialog, reviews = open_review(qtbot, record, "de")
        try:
            dialog.go(2)
            check_chain(dialog, custom=(ReviewBoard,), lang="de")
        finally:
            reviews.shutdown()
    finally:
        speaking("en")


def test_review_steps_and_finds_a_better_card_by_keys(qtbot, review, spoiled_hand):  # noqa: ANN001, F811
    """The arrows step through the tricks wherever the focus is; "Find a better card" by Space gives the
    keyboard to the cards, the arrows move the ring over the legal ones, Enter picks; Escape closes."""
    _, (trick, bad, _) = spoiled_hand
    j = next(j for j in review.review.judgements if getattr(j.point.action, "card", None) == bad)
    review.forward_button.setFocus(Qt.FocusReason.TabFocusReason)
    press(Qt.Key.Key_End)
    assert review.index == len(review.steps) - 1
    press(Qt.Key.Key_Home)
    press(Qt.Key.Key_Right, times=trick + 1)
    assert review.index == trick + 1 and review.find_button.isVisible()
    tab_to(review.find_button)
    press(Qt.Key.Key_Space)
    assert focused() is review.board and review.picking is j
    assert "Left and Right" in review.details.text()
    press(Qt.Key.Key_Home)
    while review.board.chosen != int(j.better.card):
        before = review.board.chosen
        press(Qt.Key.Key_Right)
        assert review.board.chosen != before, "the ring does not reach the better card"
    assert review.index == trick + 1, "the arrows stepped the tricks instead of choosing a card"
    press(Qt.Key.Key_Return)
    assert "is the best choice" in review.details.text()
    press(Qt.Key.Key_Left)  # the tricks again, now that nothing is to be picked
    assert review.index == trick
    with qtbot.waitSignal(review.rejected):
        press(Qt.Key.Key_Escape)


# == The rules help and About ==========================================================================

@pytest.mark.parametrize("lang", ["en", "de"])
def test_rules_help_tab_order_names_and_search_by_keys(qtbot, lang):  # noqa: ANN001
    from jassdesk.ui.rules_help import RulesHelp

    speaking(lang)
    try:
        help_ = RulesHelp(Settings(language=lang), CardImageProvider())
        qtbot.addWidget(help_)
        activate(qtbot, help_)
        assert focused() is help_.find_field
        check_chain(help_, lang=lang)
        help_.browser.setFocus()
        press(Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
        assert focused() is help_.find_field
        QTest.keyClicks(focused(), "Bauer")
        assert help_.match_count() > 1
        first = help_.found.text()
        press(Qt.Key.Key_Return)
        assert help_.found.text() != first
        press(Qt.Key.Key_F3)
        with qtbot.waitSignal(help_.rejected):
            press(Qt.Key.Key_Escape)
    finally:
        speaking("en")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_about_by_the_help_menus_keys_and_its_licences_by_arrows(qtbot, window, lang):  # noqa: ANN001
    from jassdesk.ui.about import AboutDialog

    def read(dialog: QWidget) -> None:
        assert isinstance(dialog, AboutDialog)
        assert focused() is dialog.list
        check_chain(dialog, lang=lang)
        dialog.list.setFocus()
        shown = dialog.text.toPlainText()
        press(Qt.Key.Key_Down)
        assert dialog.text.toPlainText() != shown
        press(Qt.Key.Key_Escape)

    window.settings.set("language", lang)
    try:
        activate(qtbot, window)
        window.view.setFocus()
        alt(mnemonic(window.help_menu.title()))
        menu = QApplication.activePopupWidget()
        assert menu is window.help_menu
        about = next(a for a in menu.actions() if a.text().replace("&", "") in ("About JassDesk", "Über JassDesk"))
        in_modal(qtbot, lambda: press(getattr(Qt.Key, f"Key_{mnemonic(about.text()).upper()}")), read)
    finally:
        window.settings.set("language", "en")


# == The welcome and the school ==========================================================================

def test_welcome_round_in_reading_order_and_a_game_by_arrows_and_enter(qtbot, window):  # noqa: ANN001
    activate(qtbot, window)
    panel = window.show_welcome()
    qtbot.waitUntil(lambda: focused() is panel.play[Game.SCHIEBER])
    check_chain(panel.card)
    press(Qt.Key.Key_Down, times=2)
    assert focused() is panel.play[Game.COIFFEUR]
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.state is not None, timeout=TIMEOUT)
    assert window.controller.state.rules.game is Game.COIFFEUR and not window.welcome_open()


def test_school_lessons_by_keys_from_the_welcome(qtbot, window):  # noqa: ANN001
    """Up to "Learn Jass" and Enter; in the school Tab goes through the tiles in reading order, Enter opens
    the lesson; at a question Tab goes from the table to the guide's words, the cards to choose among and
    the buttons under them, and Enter on a card answers; Escape goes back to the list."""
    from jassdesk.ui.table.view import TableView

    from .school_helpers import past_the_sentences, wait_settled

    activate(qtbot, window)
    panel = window.show_welcome()
    qtbot.waitUntil(lambda: focused() is panel.play[Game.SCHIEBER])
    press(Qt.Key.Key_Up)
    assert focused() is panel.school
    press(Qt.Key.Key_Return)
    school = window.school
    assert school is not None and school.isVisible()
    wait_active(qtbot, school)
    qtbot.waitUntil(lambda: focused() is school.home.tiles["lesson_cards"])
    check_chain(school.home)
    tab_to(school.home.tiles["lesson_tricks-and-counting"])
    press(Qt.Key.Key_Return)
    assert school.stack.currentWidget() is school.table_page and focused() is school.view
    wait_settled(qtbot, school)
    past_the_sentences(qtbot, school)
    guide = school.guide
    qtbot.waitUntil(lambda: bool(guide.card_buttons) and all(b.isVisible() for b in guide.card_buttons),
                    timeout=TIMEOUT)
    school.view.setFocus(Qt.FocusReason.TabFocusReason)
    chain = check_chain(school.table_page, focus_shown_by_itself=(TableView,))
    assert chain.stops[1] is guide.scroll and chain.stops[2:2 + len(guide.card_buttons)] == guide.card_buttons
    right = next(b for b in guide.card_buttons if b.property("card") in
                 {int(c) for c in school.controller.exercise.step.answers})
    tab_to(right)
    press(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: guide.answer is not None and guide.answer.right, timeout=TIMEOUT)
    school.view.setFocus()
    press(Qt.Key.Key_Escape)
    assert school.stack.currentWidget() is school.home and focused().window() is school


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_school_menus_each_alt_letter_once(qtbot, lang):  # noqa: ANN001
    from .school_helpers import make_school

    speaking(lang)
    try:
        school = make_school(qtbot, Settings(animation_speed="instant", ai_pace_ms=0, language=lang))
        try:
            bar = [school.menu, school.help_menu]
            assert len({mnemonic(m.title()) for m in bar}) == len(bar)
            for menu in bar:
                assert not menu_clashes(menu), menu_clashes(menu)
        finally:
            school.shutdown()
    finally:
        speaking("en")


# == The main window: menus and score sheet =================================================================

@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_menus_each_alt_letter_once_in_every_language(qtbot, window, lang):  # noqa: ANN001
    """Every entry of the four menus has its letter, no letter twice in a menu (the decks and backs listed
    under View are chosen by the arrows)."""
    window.settings.set("language", lang)
    try:
        menus = [window.file_menu, window.game_menu, window.view_menu, window.help_menu]
        titles = [mnemonic(m.title()) for m in menus]
        assert None not in titles and len(set(titles)) == len(titles), [m.title() for m in menus]
        for menu in menus:
            lacking = [a.text() for a in menu.actions() if not a.isSeparator() and not mnemonic(a.text())]
            assert not lacking, f"{menu.title()}: no letter for {lacking}"
        for menu in menus + [window.deck_menu, window.back_menu]:
            assert not menu_clashes(menu), f"{menu.title()}: {menu_clashes(menu)}"
    finally:
        window.settings.set("language", "en")


def down_to(menu: QMenu, action: object) -> None:
    """Down in an open menu until ``action`` is the one lit (at most once round the menu)."""
    for _ in range(len(menu.actions()) + 1):
        if menu.activeAction() is action:
            return
        press(Qt.Key.Key_Down)
    assert menu.activeAction() is action, f"Down does not come to {action.text()!r}"


def test_menus_open_and_act_by_keys(qtbot, window):  # noqa: ANN001
    """Alt+V, the arrows into Deck and Enter choose the French cards; Alt+G, I opens the statistics."""
    activate(qtbot, window)
    window.view.setFocus()
    alt("v")
    assert QApplication.activePopupWidget() is window.view_menu
    down_to(window.view_menu, window.deck_menu.menuAction())
    press(Qt.Key.Key_Right)
    assert QApplication.activePopupWidget() is window.deck_menu
    french = [a.data() for a in window.deck_menu.actions()].index("french")
    down_to(window.deck_menu, window.deck_menu.actions()[french])
    press(Qt.Key.Key_Return)
    assert window.settings.face_set.value == "french"
    alt("g")
    press(Qt.Key.Key_I)
    assert window.statistics_dialog is not None and window.statistics_dialog.isVisible()
    window.statistics_dialog.reject()


def test_score_sheet_by_tab_and_its_board_by_arrows(qtbot, window):  # noqa: ANN001
    """From the table Tab goes to the sheet's view buttons and its table; Right turns it to the chalk board,
    which Tab then reaches and which says both halves' points."""
    from jassdesk.ui.chalkboard import Chalkboard
    from jassdesk.ui.table.view import TableView

    activate(qtbot, window)  # no Partie yet: while a choice is on the table, Tab walks its buttons
    qtbot.waitUntil(lambda: window.sheet.table_button.isVisible(), timeout=TIMEOUT)
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    chain = check_chain(window, focus_shown_by_itself=(TableView,))
    assert chain.stops == [window.view, window.sheet.table_button, window.sheet.table]
    window.sheet.table_button.setFocus(Qt.FocusReason.TabFocusReason)
    press(Qt.Key.Key_Right)
    assert focused() is window.sheet.board_button
    qtbot.waitUntil(lambda: window.sheet.board.isVisible())
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    chain = check_chain(window, custom=(Chalkboard,), focus_shown_by_itself=(TableView,))
    assert chain.stops == [window.view, window.sheet.board_button, window.sheet.board]
    assert window.sheet.board.accessibleName() == "Chalk board"


# == The small boxes: resume, crash, leave ================================================================

def saved_schmaus():  # noqa: ANN201
    from jassdesk.engine.record import GameRecord, new_state
    from jassdesk.engine.rules import Rules
    from jassdesk.storage.saved_games import SavedGame, Seat

    return SavedGame(GameRecord.of(new_state(Rules.schmaus(), 3)), (Seat("Anna", "person"), Seat("Vreni", "random")))


@pytest.mark.parametrize(("key", "continues"), [(Qt.Key.Key_Return, True), (Qt.Key.Key_Escape, False),
                                                 (Qt.Key.Key_N, False), (Qt.Key.Key_C, True)])
def test_resume_prompt_answers_by_enter_escape_and_its_letters(qtbot, key, continues):  # noqa: ANN001
    from jassdesk.ui.resume import ResumePrompt

    prompt = ResumePrompt(saved_schmaus())
    qtbot.addWidget(prompt)

    def answer(box: QWidget) -> None:
        assert focused() is prompt.continue_button
        check_chain(box)
        modifiers = Qt.KeyboardModifier.AltModifier if key in (Qt.Key.Key_N, Qt.Key.Key_C) else \
            Qt.KeyboardModifier.NoModifier
        press(key, modifiers)

    in_modal(qtbot, prompt.exec, answer)
    assert prompt.wants_continue() is continues


@pytest.mark.parametrize("lang", ["en", "de", "fr", "it"])
def test_resume_and_leave_questions_each_alt_letter_once(qtbot, lang):  # noqa: ANN001
    from jassdesk.ui.mainwindow import LeaveQuestion
    from jassdesk.ui.resume import ResumePrompt

    speaking(lang)
    try:
        for box in (ResumePrompt(saved_schmaus()), LeaveQuestion(False), LeaveQuestion(True)):
            qtbot.addWidget(box)
            box.show()
            assert not mnemonic_clashes(box), mnemonic_clashes(box)
            assert all(mnemonic(b.text()) for b in box.buttons())
    finally:
        speaking("en")


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Escape])
def test_crash_message_reads_and_closes_by_keys(qtbot, key):  # noqa: ANN001
    from jassdesk.ui.crash import ExceptionReporter

    reporter = ExceptionReporter(None)
    reporter._show("ValueError: boom")
    box = reporter.box
    assert isinstance(box, QMessageBox)  # it deletes itself once closed
    try:
        activate(qtbot, box)
        check_chain(box)
        press(key)
    except BaseException:
        box.close()
        raise
    finally:
        qtbot.waitUntil(lambda: reporter.box is None)  # closed and gone, while the reporter it tells still lives


def test_the_walk_tells_a_chain_against_the_reading_order(qtbot):  # noqa: ANN001
    """The checks themselves: a Tab order that jumps back up is said, with the pair."""
    from PySide6.QtWidgets import QPushButton, QVBoxLayout

    page = QWidget()
    qtbot.addWidget(page)
    buttons = [QPushButton(text) for text in ("One", "Two", "Three")]
    column = QVBoxLayout(page)
    for b in buttons:
        column.addWidget(b)
    QWidget.setTabOrder(buttons[0], buttons[2])
    QWidget.setTabOrder(buttons[2], buttons[1])
    activate(qtbot, page)
    buttons[0].setFocus(Qt.FocusReason.TabFocusReason)
    chain = walk()
    assert chain.stops == [buttons[0], buttons[2], buttons[1]]
    assert out_of_order(chain.stops) and "'Three'" in out_of_order(chain.stops)[0]
    assert reading_box(buttons[1]).top() > reading_box(buttons[0]).top()
