"""CardImageProvider: caching, switching, sizes, errors and resource lookup.

Most tests run on a small synthetic art folder (so they test the provider,
not the art); ``test_real_art_cache_and_hidpi`` repeats the core contract on
the shipped files.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize

from jassdesk.cards import CardArtError, CardImageProvider, FaceSet, card_size, default_cards_root
from jassdesk.cards.provider import FACE_SET_DECK
from jassdesk.engine.cards import CARDS, Card, Deck

HA = Card.from_code("HA")
S6 = Card.from_code("S6")


@pytest.fixture
def provider(qapp, synthetic_root):
    return CardImageProvider(synthetic_root)


def test_face_sets_map_to_engine_decks():
    assert FaceSet.parse("swiss").deck is Deck.SWISS
    assert FaceSet.parse("FRENCH").deck is Deck.FRENCH
    assert FaceSet.FRENCH4.deck is Deck.FRENCH  # four colours, French names
    assert set(FACE_SET_DECK) == set(FaceSet)
    with pytest.raises(ValueError, match="french4"):
        FaceSet.parse("tarot")


def test_size_follows_the_two_by_three_aspect(provider):
    assert provider.aspect == 1.5
    assert card_size(120) == QSize(120, 180)
    assert provider.card_size(61) == QSize(61, 92)


def test_same_request_same_pixmap_and_switch_gives_another(provider, qtbot):
    first = provider.pixmap(HA, 80)
    again = provider.pixmap(HA, 80)
    assert again.cacheKey() == first.cacheKey()
    assert provider.render_count == 1

    with qtbot.waitSignal(provider.changed, timeout=1000):
        provider.set_face_set("french")
    assert provider.face_set is FaceSet.FRENCH
    french = provider.pixmap(HA, 80)
    assert french.cacheKey() != first.cacheKey()
    assert french.toImage() != first.toImage()

    # Back to Swiss: still cached, no new render.
    provider.set_face_set(FaceSet.SWISS)
    assert provider.pixmap(HA, 80).cacheKey() == first.cacheKey()
    assert provider.render_count == 2


def test_no_signal_when_nothing_changes(provider, qtbot):
    with qtbot.assertNotEmitted(provider.changed):
        provider.set_face_set("swiss")
        provider.set_back(provider.back)


def test_hidpi_pixmap_has_physical_pixels_and_dpr(provider):
    pm = provider.pixmap(S6, 100, 2.0)
    assert pm.size() == QSize(200, 300)
    assert pm.devicePixelRatio() == 2.0
    assert pm.deviceIndependentSize().toSize() == QSize(100, 150)
    assert provider.pixmap(S6, 100, 1.0).cacheKey() != pm.cacheKey()
    # Float noise in the dpr is the same entry.
    assert provider.pixmap(S6, 100, 2.0000001).cacheKey() == pm.cacheKey()
    frac = provider.pixmap(S6, 100, 1.25)
    assert frac.size() == QSize(125, 188)
    # A layout's fractional width is the same entry as the rounded one.
    assert provider.pixmap(S6, 99.6, 2.0).cacheKey() == pm.cacheKey()


def test_resize_costs_one_render_per_card_and_size(provider):
    for width in (70, 71, 72):
        for card in CARDS[:9]:
            provider.pixmap(card, width)
            provider.pixmap(card, width)  # the repaint
    assert provider.render_count == 27


def test_cache_is_bounded_lru(qapp, synthetic_root):
    provider = CardImageProvider(synthetic_root, cache_size=5)
    keys = [provider.pixmap(card, 40).cacheKey() for card in CARDS[:5]]
    provider.pixmap(CARDS[0], 40)  # touch: now the most recently used
    provider.pixmap(CARDS[5], 40)  # evicts CARDS[1], the least recently used
    assert provider.cached_count == 5
    assert provider.pixmap(CARDS[0], 40).cacheKey() == keys[0]
    renders = provider.render_count
    assert provider.pixmap(CARDS[1], 40).cacheKey() != keys[1]
    assert provider.render_count == renders + 1
    for width in range(20, 120):
        provider.pixmap(HA, width)
    assert provider.cached_count == 5


def test_backs(provider, qtbot):
    assert provider.available_backs() == ["blue", "red"]
    assert provider.back == "blue"
    blue = provider.back_pixmap(60)
    assert blue.size() == QSize(60, 90)
    assert provider.back_pixmap(60).cacheKey() == blue.cacheKey()
    with qtbot.waitSignal(provider.changed, timeout=1000):
        provider.set_back("red")
    red = provider.back_pixmap(60)
    assert red.cacheKey() != blue.cacheKey()
    assert red.toImage() != blue.toImage()
    # Backs do not depend on the face set.
    provider.set_face_set("french4")
    assert provider.back_pixmap(60).cacheKey() == red.cacheKey()
    with pytest.raises(CardArtError, match="green"):
        provider.set_back("green")
    assert provider.back == "red"
    with pytest.raises(CardArtError):
        provider.set_back("../swiss/HA")


def test_available_face_sets(provider, synthetic_root, tmp_path, qapp):
    assert provider.available_face_sets() == [FaceSet.SWISS, FaceSet.FRENCH, FaceSet.FRENCH4]
    empty = CardImageProvider(tmp_path / "nothing")
    assert empty.available_face_sets() == []
    assert empty.available_backs() == []


def test_missing_file_names_the_file(provider, synthetic_root):
    path = synthetic_root / "french" / "DT-10.svg"
    path.unlink()
    provider.set_face_set("french")
    with pytest.raises(CardArtError) as err:
        provider.pixmap(Card.from_code("DT"), 60)
    assert str(path) in str(err.value)
    assert "missing" in str(err.value)
    assert err.value.path == path


@pytest.mark.parametrize(
    "content",
    [b"", b"this is not svg", b"<svg xmlns='http://www.w3.org/2000/svg'><rect", b"<html><body/></html>"],
    ids=["empty", "text", "truncated", "html"],
)
def test_invalid_file_names_the_file(provider, synthetic_root, content):
    path = synthetic_root / "swiss" / "CK-K.svg"
    path.write_bytes(content)
    with pytest.raises(CardArtError) as err:
        provider.pixmap(Card.from_code("CK"), 60)
    assert str(path) in str(err.value)
    assert err.value.path == path


def test_bad_arguments(provider):
    with pytest.raises(ValueError):
        provider.pixmap(HA, 0)
    with pytest.raises(ValueError):
        provider.pixmap(HA, 60, 0.0)
    with pytest.raises(ValueError):
        provider.pixmap(36, 60)
    with pytest.raises(TypeError):
        provider.pixmap("HA", 60)  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        provider.pixmap(HA, "60")  # type: ignore[arg-type]
    with pytest.raises(ValueError):
        provider.pixmap(HA, 0.4)
    with pytest.raises(ValueError):
        provider.set_face_set("tarot")


def test_resources_next_to_the_package_in_a_checkout():
    # installed (and in the PyInstaller bundle) they are inside it: tests/test_packaging.py checks that layout
    repo = Path(__file__).resolve().parents[2]
    assert default_cards_root() == repo / "resources" / "cards"


@pytest.mark.real_art
def test_real_art_cache_and_hidpi(qapp):
    provider = CardImageProvider()
    for face_set in ("swiss", "french", "french4"):
        path = provider.face_path(HA, face_set)
        if not path.is_file():
            pytest.fail(f"missing card art file: {path}", pytrace=False)
    first = provider.pixmap(HA, 90)
    assert provider.pixmap(HA, 90).cacheKey() == first.cacheKey()
    provider.set_face_set("french")
    french = provider.pixmap(HA, 90)
    assert french.cacheKey() != first.cacheKey()
    provider.set_face_set("french4")
    assert provider.pixmap(HA, 90).cacheKey() not in (first.cacheKey(), french.cacheKey())
    hidpi = provider.pixmap(HA, 90, 2.0)
    assert hidpi.size() == QSize(180, 270)
    assert hidpi.devicePixelRatio() == 2.0
    assert hidpi.deviceIndependentSize().toSize() == QSize(90, 135)


def test_repaints_do_not_render_and_a_resize_renders_once(provider, qtbot):
    from PySide6.QtGui import QPainter
    from PySide6.QtWidgets import QWidget

    class Hand(QWidget):
        def paintEvent(self, event):
            painter = QPainter(self)
            x = 0
            for card in CARDS[:9]:
                painter.drawPixmap(x, 0, provider.pixmap(card, self.width() // 9, self.devicePixelRatioF()))
                x += self.width() // 9
            painter.end()

    hand = Hand()
    qtbot.addWidget(hand)
    hand.resize(450, 120)
    for _ in range(3):
        hand.grab()
    assert provider.render_count == 9
    hand.resize(540, 130)
    for _ in range(3):
        hand.grab()
    assert provider.render_count == 18
