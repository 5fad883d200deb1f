"""The table's cards speak the players' language: switching it redraws the French court cards."""

from __future__ import annotations

from jassdesk.engine.cards import Card

HJ = Card.from_code("HJ")


def test_language_switch_gives_the_french_court_cards_their_letters(qtbot, window):  # noqa: ANN001
    window.settings.set("face_set", "french")
    assert window.provider.language == "en"
    assert window.provider.face_path(HJ).name == "HJ-J.svg"
    english = window.provider.pixmap(HJ, 80)
    with qtbot.waitSignal(window.provider.changed, timeout=1000):  # the table repaints on it
        window.settings.set("language", "de")
    assert window.provider.face_path(HJ).name == "HJ-B.svg"
    assert window.provider.pixmap(HJ, 80).toImage() != english.toImage()
    window.settings.set("language", "en")
