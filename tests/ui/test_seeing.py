"""Seeing and moving (#32): the high-contrast look, larger text, the card sizes for low vision, reduced motion,
each as a person sets it (the settings dialog, by keys) or as the system asks, and what the table then shows."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from ui.helpers import TIMEOUT, click_card, decide, person_decision, wait_for_person_or_summary
from ui.test_table_fit import _assert_all_visible
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.app.settings import Settings
from jassdesk.engine.actions import Decision
from jassdesk.engine.rules import Rules
from jassdesk.ui.look import HIGH_CONTRAST, NORMAL, contrast_ratio, look, text_scale


class FakeSystem(QObject):
    """The system's preferences as a test sets them (the real ones: jassdesk.app.system_preferences)."""

    changed = Signal()

    def __init__(self, high_contrast: bool = False, reduce_motion: bool = False) -> None:
        super().__init__()
        self.hc, self.still = high_contrast, reduce_motion

    def high_contrast(self) -> bool:
        return self.hc

    def reduce_motion(self) -> bool:
        return self.still

    def set(self, high_contrast: bool | None = None, reduce_motion: bool | None = None) -> None:
        self.hc = self.hc if high_contrast is None else high_contrast
        self.still = self.still if reduce_motion is None else reduce_motion
        self.changed.emit()


def _pixel(window, scene_point: QPointF) -> QColor:  # noqa: ANN001
    image = window.view.viewport().grab().toImage()
    p = window.view.mapFromScene(scene_point)
    return image.pixelColor(round(p.x() * image.devicePixelRatio()), round(p.y() * image.devicePixelRatio()))


def _settle(qtbot, window) -> None:  # noqa: ANN001
    """Wait for the table to take the view's new size (a folded score sheet widens it at the next event)."""
    view = window.view.viewport()
    qtbot.wait(30)  # the main window lays its docks out at the next event
    qtbot.waitUntil(lambda: abs(window.scene.geo.w - view.width()) < 2 and abs(window.scene.geo.h - view.height()) < 2,
                    timeout=TIMEOUT)


def _start(qtbot, window, rules: Rules = None, seed: int = 12, dealer: int | None = 3) -> None:  # noqa: ANN001
    rules = rules or Rules.schieber_swiss()
    n = rules.n_players
    window.start(GameConfig(rules, seed, ("Me", "Left", "Partner", "Right")[:n], (None,) + ("random",) * (n - 1),
                            dealer))
    wait_for_person_or_summary(qtbot, window)


# -- the high-contrast look ----------------------------------------------------------------------------------

TEXT_ON_GROUND = ("plate_text/plate_fill", "plate_quiet/plate_fill", "button_text/button_top",
                  "chosen_text/chosen_top", "disabled_text/disabled_top", "button_quiet/button_top",
                  "bubble_text/speech_fill", "bubble_text/warning_fill", "bubble_text/hint_fill",
                  "bubble_quiet/speech_fill", "link/speech_fill", "panel_text/panel_top", "panel_quiet/panel_top",
                  "value_text/value_badge", "marker_text/dealer_marker", "marker_text/vorhand_marker",
                  "turn/plate_fill")
LINES_ON_FELT = ("focus/felt_middle", "turn/felt_middle", "legal_outline/felt_middle", "plate_border/felt_middle",
                 "panel_border/felt_middle", "felt_oval/felt_middle", "warning_border/felt_middle")


@pytest.mark.parametrize("pair", TEXT_ON_GROUND)
def test_every_text_of_the_high_contrast_table_stands_at_7_to_1(pair: str) -> None:
    fore, ground = (getattr(HIGH_CONTRAST, name) for name in pair.split("/"))
    assert contrast_ratio(fore, ground) >= 7.0, (pair, contrast_ratio(fore, ground))


@pytest.mark.parametrize("pair", LINES_ON_FELT)
def test_the_high_contrast_lines_stand_out_from_the_felt(pair: str) -> None:
    """Outlines, rings and the focus at 3:1 at least against the felt (WCAG's non-text contrast), most far more."""
    fore, ground = (getattr(HIGH_CONTRAST, name) for name in pair.split("/"))
    assert contrast_ratio(fore, ground) >= 3.0 * (2 if pair.startswith(("focus", "turn", "legal")) else 1), pair


# the statistics' plots (ui/plot_look.py): the texts at 7:1 against the plots' black ground, every line, bar and mark
# at 3:1 (WCAG's non-text contrast), most far more
PLOT_TEXTS = ("text", "quiet", "bars_text", "win_rate")
PLOT_MARKS = ("frame", "grid", "axis", "win_rate", "bars", "won", "lost", "drawn", "blunder", "mistake", "inaccuracy",
              "focus")


@pytest.mark.parametrize("name", PLOT_TEXTS)
def test_every_text_of_the_high_contrast_plots_stands_at_7_to_1(name: str) -> None:
    from jassdesk.ui.plot_look import HIGH_CONTRAST as PLOT

    ratio = contrast_ratio(getattr(PLOT, name), PLOT.ground)
    assert ratio >= 7.0, (name, ratio)


@pytest.mark.parametrize("name", PLOT_MARKS)
def test_the_high_contrast_plots_marks_stand_out_from_their_ground(name: str) -> None:
    from jassdesk.ui.plot_look import HIGH_CONTRAST as PLOT

    ratio = contrast_ratio(getattr(PLOT, name), PLOT.ground)
    assert ratio >= 3.0, (name, ratio)


def test_the_high_contrast_plots_are_black_white_and_told_by_more_than_colour() -> None:
    """Nothing told by a transparency (every colour opaque), the frame and axes and the win rate's line at least
    2.5 px like the table's lines, the focus as the table's (cyan, 4 px), the outcomes as shapes, Mistakes hatched;
    and the normal plots as they always were."""
    from PySide6.QtGui import QColor as C

    from jassdesk.ui.plot_look import HIGH_CONTRAST as PLOT
    from jassdesk.ui.plot_look import NORMAL as PLOT_NORMAL

    assert PLOT.ground == C("black") and PLOT.ground_top == C("black") and PLOT.text == C("white")
    assert PLOT.axis == C("white") and PLOT.frame == C("white")
    colours = [getattr(PLOT, name) for name in PLOT_TEXTS + PLOT_MARKS + ("mark_rim", "ground", "ground_top")]
    assert all(c.alpha() == 255 for c in colours) and PLOT.bar_alpha == PLOT.legend_bar_alpha == 255
    assert min(PLOT.frame_width, PLOT.axis_width, PLOT.tick_width, PLOT.win_rate_width) >= 2.5
    assert PLOT.focus == HIGH_CONTRAST.focus and PLOT.focus_width >= HIGH_CONTRAST.focus_width
    assert PLOT.shapes and PLOT.hatched and not PLOT_NORMAL.shapes and not PLOT_NORMAL.hatched
    assert (PLOT_NORMAL.win_rate.name(), PLOT_NORMAL.bars.name(), PLOT_NORMAL.won.name(), PLOT_NORMAL.lost.name(),
            PLOT_NORMAL.blunder.name(), PLOT_NORMAL.mistake.name(), PLOT_NORMAL.focus.name()) == \
        ("#f4c542", "#7fb89a", "#8ee59f", "#ff8a80", "#ff6b6b", "#ffa35c", "#f4c542")


def test_the_statistics_plots_repaint_when_the_look_changes(qtbot) -> None:  # noqa: ANN001
    """As the table does: a change of the look (Settings > Contrast, or the system's) paints both plots again in
    the new look at once, without the statistics window being touched."""
    from PySide6.QtCore import QEvent
    from PySide6.QtWidgets import QWidget

    from jassdesk.ui.look import set_look, still
    from jassdesk.ui.mistakes_plot import MistakesPlot
    from jassdesk.ui.plot_look import HIGH_CONTRAST as PLOT
    from jassdesk.ui.plot_look import NORMAL as PLOT_NORMAL
    from jassdesk.ui.plot_look import plot_look
    from jassdesk.ui.statistics_dialog import TrendPlot

    class Paints(QObject):
        def __init__(self) -> None:
            super().__init__()
            self.count: dict[QWidget, int] = {}

        def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                self.count[obj] = self.count.get(obj, 0) + 1
            return False

    before = (look(), text_scale(), still())
    paints = Paints()
    plots = [TrendPlot(), MistakesPlot()]
    for plot in plots:
        qtbot.addWidget(plot)
        plot.resize(400, 180)
        plot.show()
        qtbot.waitExposed(plot)
        plot.installEventFilter(paints)
    try:
        qtbot.wait(20)
        seen = {plot: paints.count.get(plot, 0) for plot in plots}
        set_look(HIGH_CONTRAST, before[1], before[2])
        assert plot_look() is PLOT
        qtbot.waitUntil(lambda: all(paints.count.get(plot, 0) > seen[plot] for plot in plots), timeout=TIMEOUT)
        for plot in plots:
            image = plot.grab().toImage()
            assert image.pixelColor(image.width() // 2, image.height() - 14) == QColor("black")
        seen = {plot: paints.count.get(plot, 0) for plot in plots}
        set_look(NORMAL, before[1], before[2])
        assert plot_look() is PLOT_NORMAL
        qtbot.waitUntil(lambda: all(paints.count.get(plot, 0) > seen[plot] for plot in plots), timeout=TIMEOUT)
    finally:
        set_look(*before)


# the review's board (ui/plot_look.py's ReviewLook) and the statistics table's total row: the names, the order marks,
# the verdicts' words at 7:1 against the board's black, the frames, outlines and rings at 3:1
REVIEW_TEXTS = ("name_text", "quiet", "winner", "best", "good", "inaccuracy", "mistake", "blunder", "forced")
REVIEW_MARKS = ("edge", "played", "pickable", "dim_outline", "focus", "winner", "best", "good", "inaccuracy",
                "mistake", "blunder", "forced")


@pytest.mark.parametrize("name", REVIEW_TEXTS)
def test_every_text_of_the_high_contrast_review_board_stands_at_7_to_1(name: str) -> None:
    from jassdesk.ui.plot_look import REVIEW_HIGH_CONTRAST as REVIEW

    ratio = contrast_ratio(getattr(REVIEW, name), REVIEW.ground)
    assert ratio >= 7.0, (name, ratio)


@pytest.mark.parametrize("name", REVIEW_MARKS)
def test_the_high_contrast_review_boards_marks_stand_out_from_its_ground(name: str) -> None:
    from jassdesk.ui.plot_look import REVIEW_HIGH_CONTRAST as REVIEW

    ratio = contrast_ratio(getattr(REVIEW, name), REVIEW.ground)
    assert ratio >= 3.0, (name, ratio)


def test_the_high_contrast_review_board_is_black_white_and_told_by_more_than_colour() -> None:
    """Black, white, yellow for the winner and what may be picked, cyan for the keyboard (4 px, the table's); lines
    2.5 px at least; the winner's mark framed and the verdicts written, a card not to be picked dashed; every colour
    opaque.  The normal board as it always was, and the total row yellow on black in high contrast only."""
    from PySide6.QtGui import QColor as C

    from jassdesk.ai.review import Verdict
    from jassdesk.ui.plot_look import HIGH_CONTRAST as PLOT
    from jassdesk.ui.plot_look import NORMAL as PLOT_NORMAL
    from jassdesk.ui.plot_look import REVIEW_HIGH_CONTRAST as REVIEW
    from jassdesk.ui.plot_look import REVIEW_NORMAL

    assert REVIEW.ground == C("black") and REVIEW.name_text == C("white") and REVIEW.edge == C("white")
    assert REVIEW.winner == REVIEW.pickable == C("#ffff00") and REVIEW.focus == HIGH_CONTRAST.focus == C("cyan")
    assert all(getattr(REVIEW, name).alpha() == 255 for name in REVIEW_TEXTS + REVIEW_MARKS + ("ground",))
    assert min(REVIEW.edge_width, REVIEW.winner_frame_width, REVIEW.played_width, REVIEW.pickable_width) >= 2.5
    assert min(REVIEW.card_focus_width, REVIEW.board_focus_width) >= HIGH_CONTRAST.focus_width
    assert REVIEW.verdict_names and REVIEW.dim_outline is not None
    # the verdicts the mistakes plot counts are drawn in its colours, in each look
    for review, plot in ((REVIEW, PLOT), (REVIEW_NORMAL, PLOT_NORMAL)):
        assert (review.verdict(Verdict.BLUNDER), review.verdict(Verdict.MISTAKE), review.verdict(Verdict.INACCURACY)) \
            == (plot.blunder, plot.mistake, plot.inaccuracy)
    assert not REVIEW_NORMAL.verdict_names and REVIEW_NORMAL.dim_outline is None
    assert not REVIEW_NORMAL.winner_frame_width
    assert [REVIEW_NORMAL.verdict(v).name() for v in Verdict] == \
        ["#8ee59f", "#c5e8a0", "#f4c542", "#ffa35c", "#ff6b6b", "#a9bdb2"]
    assert (REVIEW_NORMAL.ground.name(), REVIEW_NORMAL.name_text.name(), REVIEW_NORMAL.quiet.name(),
            REVIEW_NORMAL.winner.name(), REVIEW_NORMAL.focus.name()) == \
        ("#0f4429", "#f3f1e7", "#a9bdb2", "#f4c542", "#2f80ed")
    assert PLOT_NORMAL.total.name() == "#ffe08a" and PLOT.total == C("#ffff00")
    assert contrast_ratio(PLOT.total, PLOT.ground) >= 7.0


def test_high_contrast_chosen_in_the_settings_dialog_by_keys_paints_the_table_and_the_widgets(qtbot, window) -> None:  # noqa: ANN001
    from jassdesk.ui.dialogs import SettingsDialog

    _start(qtbot, window)
    felt = QPointF(window.scene.geo.w * 0.5, window.scene.geo.margin + 4)  # between the top hand's plate and the edge
    assert _pixel(window, felt).green() > 60  # green felt
    dlg = SettingsDialog(window.settings, window.provider, window)
    qtbot.addWidget(dlg)
    dlg.show()
    dlg.activateWindow()
    qtbot.waitUntil(dlg.isActiveWindow, timeout=TIMEOUT)
    try:
        QTest.keyClick(dlg, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)  # &Contrast
        assert dlg.focusWidget() is dlg.contrast
        while dlg.contrast.currentData() != "high":
            QTest.keyClick(dlg.contrast, Qt.Key.Key_Down)
        QTest.keyClick(dlg, Qt.Key.Key_Return)
        assert window.settings.contrast.value == "high" and look() is HIGH_CONTRAST
        qtbot.waitUntil(lambda: _pixel(window, felt) == QColor("black"), timeout=TIMEOUT)
        assert QApplication.palette().window().color() == QColor("black")
        assert QApplication.palette().windowText().color() == QColor("white")
        plate = window.scene.plates[PERSON]
        assert plate.mapRectToScene(QRectF(0, 0, plate.w, plate.h)).isValid()
        _assert_all_visible(window, "high contrast")
    finally:
        window.settings.set("contrast", "normal")
    assert look() is NORMAL and QApplication.palette().window().color() != QColor("black")


def test_as_the_system_asks_follows_its_high_contrast_and_reduce_motion_while_running(qtbot, window) -> None:  # noqa: ANN001
    system = FakeSystem()
    window.settings.set("animation_speed", "normal")
    window.settings.attach_system(system)
    seen: list[str] = []
    window.settings.changed.connect(seen.append)
    assert window.settings.contrast.value == "system" and look() is NORMAL
    assert not window.scene.instant
    system.set(high_contrast=True)
    assert seen == ["contrast"] and look() is HIGH_CONTRAST
    system.set(reduce_motion=True)
    assert seen == ["contrast", "motion"] and window.scene.instant and window.settings.animation_factor == 0.0
    system.set(reduce_motion=True)  # no change, no signal
    assert seen == ["contrast", "motion"]
    window.settings.set("contrast", "normal")  # the person's choice wins over the system's
    assert look() is NORMAL
    window.settings.set("motion", "full")
    assert not window.scene.instant
    system.set(high_contrast=False, reduce_motion=False)
    assert look() is NORMAL


def test_reduced_motion_plays_a_card_without_any_move(qtbot, window) -> None:  # noqa: ANN001
    window.settings.set("animation_speed", "slow")
    window.settings.set("motion", "reduced")
    _start(qtbot, window)
    while person_decision(window) is not Decision.PLAY:
        decide(qtbot, window)
        wait_for_person_or_summary(qtbot, window)
    item = next(it for it in window.scene.hands[PERSON] if it.legal)
    click_card(qtbot, window, item)
    assert not window.scene.animating  # the card is in the trick at once
    assert any(it is item for _, it in window.scene.trick)


# -- larger text -------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [QSize(800, 560), QSize(1280, 760)])
@pytest.mark.parametrize("game", ["schieber", "differenzler"])
def test_larger_text_grows_the_plates_chips_and_panels_and_everything_still_fits(qtbot, window, size, game) -> None:  # noqa: ANN001
    window.setMinimumSize(QSize(0, 0))
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=TIMEOUT)
    rules = Rules.schieber_swiss() if game == "schieber" else Rules.differenzler()
    _start(qtbot, window, rules)
    plate_h, font_pt = window.scene.plates[PERSON].h, QApplication.font().pointSizeF()
    window.settings.set("text_size", "larger")
    try:
        _settle(qtbot, window)
        assert text_scale() == pytest.approx(1.5)
        assert window.scene.plates[PERSON].h == pytest.approx(plate_h * 1.5, abs=1)
        assert QApplication.font().pointSizeF() == pytest.approx(font_pt * 1.5)
        seen = set()
        for _ in range(30):
            wait_for_person_or_summary(qtbot, window)
            if window.scene.overlay is not None:
                break
            d = person_decision(window)
            _settle(qtbot, window)
            _assert_all_visible(window, f"larger text {size} {game} {d}", size.width() > 800)
            seen.add(d)
            if d is Decision.PLAY and len(seen) > 1:
                break
            decide(qtbot, window)
        assert Decision.PLAY in seen
    finally:
        window.settings.set("text_size", "normal")
    assert text_scale() == 1.0 and QApplication.font().pointSizeF() == pytest.approx(font_pt)


# -- cards for low vision -------------------------------------------------------------------------------------


@pytest.mark.parametrize("size", [QSize(800, 560), QSize(1280, 760)])
def test_the_low_vision_sizes_make_the_cards_larger_and_lay_the_trick_clear(qtbot, window, size) -> None:  # noqa: ANN001
    window.setMinimumSize(QSize(0, 0))
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=TIMEOUT)
    _start(qtbot, window)
    normal = window.scene.geo.cw
    window.settings.set("card_size", "largest")
    assert window.scene.geo.low_vision and window.scene.geo.cw >= normal * 1.2, (normal, window.scene.geo.cw)
    for _ in range(40):  # play to the hand's last trick: the trick's cards never cover another card's index
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            break
        d = person_decision(window)
        _settle(qtbot, window)
        _assert_all_visible(window, f"low vision {size} {d}", size.width() > 800)
        trick = [it for _, it in window.scene.trick]
        for it in trick:
            assert it.rotation() == 0.0
            index = it.index_rect()
            above = [o for o in trick if o is not it and o.zValue() > it.zValue()]
            assert not any(o.mapRectToScene(o.card_rect()).intersects(index) for o in above), \
                f"{it.card}'s index is covered"
        decide(qtbot, window)
    window.settings.set("card_size", "normal")
    assert not window.scene.geo.low_vision


def test_the_settings_dialog_offers_the_seeing_settings_in_every_language(qtbot, window) -> None:  # noqa: ANN001
    from jassdesk.ui.dialogs import SettingsDialog

    try:
        for lang in ("de", "fr", "it", "en"):
            window.settings.set("language", lang)
            dlg = SettingsDialog(window.settings, window.provider, window)
            qtbot.addWidget(dlg)
            texts = [dlg.card_size.itemText(i) for i in range(dlg.card_size.count())]
            texts += [dlg.contrast.itemText(i) for i in range(dlg.contrast.count())]
            texts += [dlg.text_size.itemText(i) for i in range(dlg.text_size.count())]
            texts += [dlg.motion.itemText(i) for i in range(dlg.motion.count())]
            assert len(texts) == 5 + 3 + 3 + 3 and len(set(texts)) >= 12, texts
            if lang != "en":
                assert "High contrast" not in texts and "Reduced: nothing moves" not in texts, (lang, texts)
            dlg.deleteLater()
    finally:
        window.settings.set("language", "en")


def test_the_seeing_settings_are_checked_and_kept() -> None:
    for key, good, bad in (("contrast", "high", "loud"), ("text_size", "larger", "huge"),
                           ("motion", "reduced", "fast"), ("card_size", "largest", "giant")):
        assert Settings.validate(key, good) == good
        with pytest.raises(ValueError, match=bad):
            Settings.validate(key, bad)
    kept = Settings()
    kept.from_dict(Settings(contrast="high", text_size="large", motion="reduced", card_size="larger").to_dict())
    assert (kept.contrast.value, kept.text_size.value, kept.motion.value, kept.card_size.value) == \
        ("high", "large", "reduced", "larger")
    assert kept.high_contrast and kept.reduce_motion and kept.animation_factor == 0.0
