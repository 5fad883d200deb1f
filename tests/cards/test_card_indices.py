"""Corner indices follow the deck and the language; 6 and 9 are underlined.

The French court cards print the players' words (B/D/K in German, J/Q/K in
English and Italian, V/D/R in French), the Swiss deck U/O/K in every language.  The provider picks the face
by deck and language, and its cache keeps one picture per index, not per
language.  The real-art tests read the shipped files and the generator that
wrote them, so a wrong letter or a missing underline fails here by name.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from card_images import Pixels
from jassdesk.cards import CardImageProvider, FaceSet, default_cards_root
from jassdesk.engine.cards import CARDS, INDEX_LABELS, Card, Deck, Rank

GENERATOR = Path(__file__).resolve().parents[2] / "resources" / "cards" / "generator"
if str(GENERATOR) not in sys.path:
    sys.path.insert(0, str(GENERATOR))
import common  # noqa: E402  (the card art generator's drawing helpers)

HJ, HQ, HK, H6 = (Card.from_code(c) for c in ("HJ", "HQ", "HK", "H6"))
EXPECTED = {  # (face set, language) -> the court cards' letters
    ("swiss", "de"): "UOK", ("swiss", "en"): "UOK", ("swiss", "fr"): "UOK", ("swiss", "it"): "UOK",
    ("french", "de"): "BDK", ("french", "en"): "JQK", ("french", "fr"): "VDR", ("french", "it"): "JQK",
    ("french4", "de"): "BDK", ("french4", "en"): "JQK", ("french4", "fr"): "VDR", ("french4", "it"): "JQK",
}


def test_engine_table_names_the_indices_per_deck_and_language():
    assert [HJ.index_label(Deck.FRENCH, lang) for lang in ("de", "en")] == ["B", "J"]
    assert [HQ.index_label(Deck.FRENCH, lang) for lang in ("de", "en")] == ["D", "Q"]
    assert [HK.index_label(Deck.FRENCH, lang) for lang in ("de", "en")] == ["K", "K"]
    assert [HJ.index_label(Deck.SWISS, lang) for lang in ("de", "en")] == ["U", "U"]
    assert Card.from_code("ST").index_label(Deck.SWISS, "de") == "10"
    assert HJ.index_label(Deck.FRENCH, "de_CH") == "B"
    assert [c.index_label(Deck.FRENCH, "fr") for c in (HJ, HQ, HK)] == ["V", "D", "R"]  # valet, dame, roi
    assert [c.index_label(Deck.FRENCH, "it_CH") for c in (HJ, HQ, HK)] == ["J", "Q", "K"]
    assert HJ.index_label(Deck.FRENCH, "rm") == "J"  # a language without a row reads English
    for deck, by_language in INDEX_LABELS.items():
        assert set(by_language) == {"de", "en", "fr", "it"}, deck
        assert all(len(labels) == len(Rank) for labels in by_language.values())


@pytest.mark.parametrize("face_set, language", list(EXPECTED))
def test_provider_picks_the_face_with_the_language_s_index(qapp, synthetic_root, face_set, language):
    provider = CardImageProvider(synthetic_root, face_set=face_set, language=language)
    letters = EXPECTED[face_set, language]
    for card, letter in zip((HJ, HQ, HK), letters):
        assert provider.index_label(card) == letter
        assert provider.face_path(card).name == f"{card.code}-{letter}.svg"
    assert provider.face_path(H6).name == "H6-6.svg"


def test_switching_the_language_redraws_only_the_cards_whose_index_changes(qapp, qtbot, synthetic_root):
    provider = CardImageProvider(synthetic_root, face_set="french", language="de")
    german = {card: provider.pixmap(card, 60) for card in CARDS}
    with qtbot.waitSignal(provider.changed, timeout=1000):
        provider.set_language("en")
    renders = provider.render_count
    english = {card: provider.pixmap(card, 60) for card in CARDS}
    changed = {card.code for card in CARDS if english[card].cacheKey() != german[card].cacheKey()}
    assert changed == {s + r for s in "HDSC" for r in "JQ"}  # Bube/Dame become Jack/Queen; König stays K
    assert provider.render_count == renders + 8
    assert english[HJ].toImage() != german[HJ].toImage()
    provider.set_language("de")  # back: every picture still cached
    assert all(provider.pixmap(card, 60).cacheKey() == german[card].cacheKey() for card in CARDS)
    with qtbot.assertNotEmitted(provider.changed):
        provider.set_language("de")


def test_swiss_faces_are_the_same_in_every_language(qapp, synthetic_root):
    provider = CardImageProvider(synthetic_root, face_set="swiss", language="de")
    german = [provider.pixmap(card, 60).cacheKey() for card in CARDS]
    provider.set_language("en")
    assert [provider.pixmap(card, 60).cacheKey() for card in CARDS] == german


# -- the shipped art ---------------------------------------------------------------------------

def _label_outline(label: str) -> str:
    """The path data the generator writes for ``label`` in the top-left corner (as compacted on disk)."""
    height = common.UNDERLINED_LABEL_H if label in common.UNDERLINED else common.LABEL_H
    d = common.glyph_path(label, common.INDEX_CX, common.INDEX_TOP, height, "middle")
    return re.search(r'd="([^"]*)"', common.compact_svg(f'<path d="{d}"/>')).group(1)


@pytest.mark.real_art
@pytest.mark.parametrize("face_set, language", list(EXPECTED))
def test_shipped_court_cards_draw_the_language_s_letters(qapp, face_set, language):
    provider = CardImageProvider(default_cards_root(), face_set=face_set, language=language)
    all_letters = set("".join(EXPECTED.values()))
    for card, letter in zip((HJ, HQ, HK), EXPECTED[face_set, language]):
        for suit in "HDSC":
            card_ = Card.from_code(suit + card.code[1])
            text = provider.face_path(card_).read_text(encoding="utf-8")
            drawn = {other for other in all_letters if f'd="{_label_outline(other)}"' in text}
            assert drawn == {letter}, f"{face_set}/{language}: {card_.code} shows {drawn}, expected {letter}"


def _ink_run(px: Pixels, y: int, x0: int, x1: int) -> int:
    """The longest run of clearly dark-or-coloured pixels on row ``y`` between x0 and x1."""
    best = run = 0
    for x in range(x0, x1):
        r, g, b, a = px.at(x, y)
        ink = a >= 200 and min(r, g, b) < 170
        run = run + 1 if ink else 0
        best = max(best, run)
    return best


@pytest.mark.real_art
@pytest.mark.parametrize("face_set", [f.value for f in FaceSet])
def test_six_and_nine_are_underlined_in_both_corners(qapp, face_set):
    """A bar under the index of 6 and 9 (and of no other rank) so the upside-down corner reads right."""
    provider = CardImageProvider(default_cards_root(), face_set=face_set)
    bar_y = round(common.INDEX_TOP + common.UNDERLINED_LABEL_H + common.UNDERLINE_GAP + common.UNDERLINE_H / 2)
    width = common.CARD_W  # 1 px per card unit
    for card in CARDS:
        px = Pixels.of(provider.render_image(provider.face_path(card), width))
        top = _ink_run(px, bar_y, 4, 52)
        bottom = _ink_run(px, common.CARD_H - 1 - bar_y, common.CARD_W - 52, common.CARD_W - 4)
        if card.rank in (Rank.SIX, Rank.NINE):
            assert top >= 20 and bottom >= 20, f"{face_set}/{card.code}: no underline ({top}, {bottom} px)"
        else:
            assert top < 12 and bottom < 12, f"{face_set}/{card.code}: a bar under the index ({top}, {bottom} px)"
