"""The table fits the screen: on an 800x600 and a 1280x800 screen every card of the person's hand,
every seat plate, the trick, the stock and the decision on offer lie inside the view, for both games."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSize

from ui.helpers import TIMEOUT, click_button, decide, person_decision, wait_for_person_or_summary
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.engine.actions import ChooseMode
from jassdesk.engine.cards import Rank, cards_in
from jassdesk.engine.modes import Mode
from jassdesk.engine.rules import Rules
from jassdesk.engine.actions import Decision
from jassdesk.ui.items import ButtonItem, PackItem, PanelItem

# (window size on that screen, score sheet shown): the window of an 800x600 screen is what is left
# of it under a panel or title bar; its score sheet may be folded away
SCREENS = {"800x600": (QSize(800, 560), True, "normal"), "800x600-no-sheet": (QSize(800, 560), False, "normal"),
           "800x600-large-cards": (QSize(800, 560), True, "large"), "1280x800": (QSize(1280, 760), True, "normal"),
           "1280x800-large-cards": (QSize(1280, 760), True, "large")}
GAMES = {"schieber": (Rules.schieber_swiss(), 3), "schmaus": (Rules.schmaus(), 1)}


def _visible_rect(window) -> QRectF:  # noqa: ANN001
    return window.view.mapToScene(window.view.viewport().rect()).boundingRect()


def _assert_all_visible(window, where: str, panels_clear: bool = True) -> None:  # noqa: ANN001
    scene = window.scene
    view = _visible_rect(window)
    things = [(f"card {it.card}", it) for it in scene.hands.get(PERSON, [])]
    things += [(f"plate {seat}", plate) for seat, plate in scene.plates.items()]
    things += [(f"trick card {it.card}", it) for _, it in scene.trick]
    things += [("stock", it) for it in scene.stock] + ([("trump card", scene.turned_item)] if scene.turned_item else [])
    things += [(f"button {b.text}", b) for b in scene.chips]
    things += [("panel", it) for it in scene.decision_items]
    things += [("last trick button", scene.last_trick_button)]
    for what, item in things:
        rect = item.mapRectToScene(QRectF(0, 0, *_size(item)))
        assert view.contains(rect), f"{where}: {what} {rect} is outside the view {view}"
    hand = [it.sceneBoundingRect() for it in scene.hands.get(PERSON, [])]
    for what, item in [("stock", it) for it in scene.stock] + [("trump card", scene.turned_item)]:
        if item is None:
            continue
        r = item.mapRectToScene(QRectF(0, 0, *_size(item)))
        assert not any(r.intersects(h) for h in hand), f"{where}: the {what} lies over the person's hand"
    # the plates cover no card of a hand, no other plate and not the trump badge
    cards = [it.mapRectToScene(it.card_rect()) for items in scene.hands.values() for it in items]
    plates = [(seat, p.mapRectToScene(QRectF(0, 0, p.w, p.h))) for seat, p in scene.plates.items()]
    b = scene.last_trick_button
    plates.append(("last trick button", b.mapRectToScene(QRectF(0, 0, b.w, b.h))))
    badge = scene.badge.mapRectToScene(QRectF(0, 0, scene.badge.w, scene.badge.h))
    chips = [b.mapRectToScene(QRectF(0, 0, b.w, b.h)) for b in scene.chips if b.parentItem() is None]
    if panels_clear:  # (with the score sheet open, 800x600 leaves no room beside a panel)
        chips += [p.mapRectToScene(QRectF(0, 0, p.w, p.h)) for p in scene.decision_items if isinstance(p, PanelItem)]
    for seat, r in plates:
        assert not any(r.intersects(c) for c in chips), f"{where}: a chip or a choice lies over plate {seat}"
        covered = [c for c in cards if r.intersects(c)]
        assert not covered, f"{where}: plate {seat} {r} lies over a card {covered}"
        assert not (scene.badge.isVisible() and r.intersects(badge)), f"{where}: plate {seat} lies over the badge"
        assert not any(r.intersects(o) for s, o in plates if s != seat), f"{where}: plate {seat} lies over another"


def _size(item) -> tuple[float, float]:  # noqa: ANN001
    if isinstance(item, PackItem):
        return item.span, item.card_w * 1.5
    if isinstance(item, ButtonItem) or hasattr(item, "w"):
        return item.w, item.h
    return item.width, item.height


@pytest.mark.parametrize("screen", SCREENS)
@pytest.mark.parametrize("game", GAMES)
def test_everything_is_visible_without_scrolling(qtbot, window, screen, game):  # noqa: ANN001
    size, sheet, cards = SCREENS[screen]
    rules, dealer = GAMES[game]
    window.settings.set("card_size", cards)
    window.setMinimumSize(QSize(0, 0))  # the window itself opens within the screen (the main window's job)
    window.dock.setVisible(sheet)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=TIMEOUT)
    n = rules.n_players
    window.start(GameConfig(rules, 12, ("Me", "Left", "Partner", "Right")[:n], (None,) + ("random",) * (n - 1),
                            dealer))
    seen = set()
    for _ in range(40):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            break
        d = person_decision(window)
        _assert_all_visible(window, f"{screen} {game} {d}", not (sheet and size.width() == 800))
        seen.add(d)
        decide(qtbot, window)
    assert Decision.PLAY in seen and Decision.CUT in seen


@pytest.mark.parametrize("screen", SCREENS)
def test_the_dealer_choice_is_visible(qtbot, window, screen):  # noqa: ANN001
    size, sheet, cards = SCREENS[screen]
    window.settings.set("card_size", cards)
    window.setMinimumSize(QSize(0, 0))
    window.dock.setVisible(sheet)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=TIMEOUT)
    window.start(GameConfig(Rules.schieber_seed(), 4, ("Me", "Left", "Partner", "Right"),
                            (None, "random", "random", "random")))  # the person draws the highest card
    wait_for_person_or_summary(qtbot, window)
    assert person_decision(window) is Decision.CHOOSE_DEALER
    _assert_all_visible(window, f"{screen} dealer choice", not (sheet and size.width() == 800))
    click_button(qtbot, window, window.scene.chips[0])


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_the_first_choices_keep_clear_of_the_side_plates_at_800x600(qtbot, window, lang):  # noqa: ANN001
    """A real 800x600 screen leaves the window about 800x580 (its title bar): the dealer choice, with its row
    of drawn cards, and the trump choice sit between the side seats' name plates."""
    from PySide6.QtCore import QRectF, QSizeF

    size = QSize(800, 580)
    window.setMinimumSize(QSize(0, 0))
    window.dock.setVisible(False)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=TIMEOUT)
    window.settings.set("language", lang)
    try:
        for expected, dealer in ((Decision.CHOOSE_DEALER, None), (Decision.CHOOSE_MODE, 3)):
            # seed 314: ties, six cards drawn, the person's the highest; dealer 3: the person makes trump
            window.start(GameConfig(Rules.schieber_seed(), 314, ("Me", "Left", "Partner", "Right"),
                                    (None, "random", "random", "random"), dealer))
            wait_for_person_or_summary(qtbot, window)
            while person_decision(window) is Decision.CUT:
                decide(qtbot, window)
                wait_for_person_or_summary(qtbot, window)
            assert person_decision(window) is expected
            scene = window.scene
            panel = next(b.parentItem() for b in scene.chips if b.parentItem() is not None)
            rect = panel.sceneBoundingRect().adjusted(10, 10, -10, -10)  # the panel without its shadow
            sides = [QRectF(p.pos(), QSizeF(p.w, p.h)) for seat, p in scene.plates.items()
                     if scene.side(seat) in ("left", "right")]
            assert not any(rect.intersects(r) for r in sides), (expected, rect, sides)
    finally:
        window.settings.set("language", "en")


@pytest.mark.parametrize("lang", ["it", "fr"])
def test_the_dealer_choice_buttons_lie_on_their_panel(qtbot, window, lang):  # noqa: ANN001
    """Few drawn cards make a narrow row; the buttons below them ("Do io le carte") widen the panel."""
    size = QSize(1280, 760)
    window.setMinimumSize(QSize(0, 0))
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=TIMEOUT)
    window.settings.set("language", lang)
    try:
        window.start(GameConfig(Rules.schieber_seed(), 4, ("Me", "Left", "Partner", "Right"),
                                (None, "random", "random", "random")))
        wait_for_person_or_summary(qtbot, window)
        assert person_decision(window) is Decision.CHOOSE_DEALER
        buttons = [b for b in window.scene.chips if b.parentItem() is not None]
        panel = buttons[0].parentItem()
        assert all(b.x() >= 0 and b.x() + b.w <= panel.w for b in buttons), \
            [(b.text, b.x(), b.w, panel.w) for b in buttons]
    finally:
        window.settings.set("language", "en")


def test_cards_grow_with_the_window_and_the_card_size_setting(qtbot, window):  # noqa: ANN001
    window.setMinimumSize(QSize(0, 0))
    widths = {}
    for size in (QSize(800, 560), QSize(1280, 760)):
        window.resize(size)
        qtbot.waitUntil(lambda: window.size() == size, timeout=TIMEOUT)
        for cards in ("small", "normal", "large"):
            window.settings.set("card_size", cards)
            widths[size.width(), cards] = window.scene.geo.cw
    assert widths[1280, "small"] < widths[1280, "normal"] < widths[1280, "large"]
    # on a small screen the normal cards are already the largest that fit: large cannot grow further
    assert widths[800, "small"] < widths[800, "normal"] <= widths[800, "large"]
    assert widths[800, "normal"] < widths[1280, "normal"]


@pytest.mark.parametrize("screen", ["800x600", "800x600-no-sheet", "1280x800"])
def test_the_chips_above_the_hand_are_visible_and_clear_of_the_plates(qtbot, window, screen):  # noqa: ANN001
    size, sheet, cards = SCREENS[screen]
    window.setMinimumSize(QSize(0, 0))
    window.dock.setVisible(sheet)
    window.resize(size)
    qtbot.waitUntil(lambda: window.size() == size, timeout=TIMEOUT)
    # Stöck announced by hand: a chip comes with the second card of the pair
    window.start(GameConfig(Rules.schieber_seed(stoeck_automatic=False), 2, ("Me", "Left", "Partner", "Right"),
                            (None, "random", "random", "random"), 3))
    seen = False
    for _ in range(60):
        wait_for_person_or_summary(qtbot, window)
        if window.scene.overlay is not None:
            break
        d = person_decision(window)
        if d is Decision.PLAY and window.scene.chips:
            _assert_all_visible(window, f"{screen} with chips", not (sheet and size.width() == 800))
            seen = True
        if d is Decision.CHOOSE_MODE:  # the trump of the person's King and Ober
            hand = cards_in(window.controller.shown_obs.hand)
            suit = next(s for s in range(4) if s * 9 + Rank.KOENIG in hand and s * 9 + Rank.OBER in hand)
            decide(qtbot, window, lambda a: a == ChooseMode(Mode(suit)))
            continue
        decide(qtbot, window)
    assert seen


def test_the_card_size_is_a_setting_of_the_settings_dialog_and_is_kept(qtbot, window):  # noqa: ANN001
    from PySide6.QtWidgets import QLabel

    from jassdesk.app.settings import Settings
    from jassdesk.ui.dialogs import SettingsDialog

    dlg = SettingsDialog(window.settings, window.provider)
    qtbot.addWidget(dlg)
    notes = [label.text() for label in dlg.findChildren(QLabel)]
    assert not any("this session" in text for text in notes)  # they are kept across runs
    before = window.scene.geo.cw
    dlg.card_size.setCurrentIndex(dlg.card_size.findData("small"))
    dlg.apply()
    assert window.settings.card_size.value == "small" and window.scene.geo.cw < before
    assert Settings.validate("card_size", "large") == "large"
    with pytest.raises(ValueError):
        Settings.validate("card_size", "huge")
    kept = Settings()
    kept.from_dict(window.settings.to_dict())
    assert kept.card_size.value == "small"
