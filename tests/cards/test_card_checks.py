"""The checks used on the real art can fail: each is tried on generated bad cards.

A check that passes on everything proves nothing, so every rule of
test_card_art.py is run here on a card made to break it (and on one that
keeps it).
"""

from __future__ import annotations

import pytest

from card_images import (
    MIN_CORNER_INK,
    Pixels,
    clearly_different_pixels,
    content_fraction,
    corner_ink,
    corner_rank_clashes,
    qt_messages,
    self_containment_problems,
    synthetic_face,
)
from jassdesk.cards import CardImageProvider
from jassdesk.engine.cards import CARDS, N_RANKS

SVG = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 240 360">{}</svg>'
PAPER = '<rect width="240" height="360" rx="12" fill="#fff"/>'


@pytest.fixture
def render(qapp, tmp_path):
    provider = CardImageProvider(tmp_path)
    counter = iter(range(10**6))

    def render(svg: str, width: int = 60) -> Pixels:
        path = tmp_path / f"card{next(counter)}.svg"
        path.write_text(svg, encoding="utf-8")
        return Pixels.of(provider.render_image(path, width))

    return render


def test_corner_check_fails_without_index_and_passes_with_one(render):
    with_index = render(synthetic_face(0))
    without = render(synthetic_face(0, index=False))
    assert corner_ink(with_index) >= MIN_CORNER_INK
    assert corner_ink(without) < MIN_CORNER_INK  # the outline alone is not an index


def test_corner_check_is_not_fooled_by_a_frame(render):
    """An inner frame puts ink in the corner, but it is the same on every rank."""
    framed = {CARDS[i].code: render(synthetic_face(i, index=False, frame=True)) for i in range(N_RANKS)}
    assert all(corner_ink(px) >= MIN_CORNER_INK for px in framed.values())  # the ink count alone is fooled ...
    assert corner_rank_clashes(framed)  # ... the rank comparison is not
    indexed = {CARDS[i].code: render(synthetic_face(i, frame=True)) for i in range(N_RANKS)}
    assert corner_rank_clashes(indexed) == []


def test_corner_check_works_on_coloured_paper(render):
    card = render(synthetic_face(3, fill="#f3d9a0"))
    blank = render(synthetic_face(3, fill="#f3d9a0", index=False))
    assert corner_ink(card) >= MIN_CORNER_INK > corner_ink(blank)


def test_blank_and_badly_boxed_cards_are_caught(render):
    blank = render(SVG.format(PAPER))
    assert blank.coverage() > 0.9
    assert content_fraction(blank) < 0.01
    square = render('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">'
                    '<rect width="240" height="240" fill="#fff"/><circle cx="120" cy="120" r="60"/></svg>')
    assert square.coverage() < 0.9  # a square picture in a 2:3 box leaves bands
    assert render(synthetic_face(5)).coverage() > 0.9
    assert content_fraction(render(synthetic_face(5))) > 0.01


def test_near_duplicates_are_caught(render):
    a = render(synthetic_face(4))
    a_again = render(synthetic_face(4).replace("#fdfbf5", "#fcfbf5"))  # bit-different only
    b = render(synthetic_face(5))
    assert a.data != a_again.data
    assert clearly_different_pixels(a, a_again) == 0
    assert clearly_different_pixels(a, b) > 0.005 * 60 * 90


def test_qt_warnings_are_captured(render):
    with qt_messages() as messages:
        render(SVG.format('<rect width="240" height="360" fill="url(#nowhere)"/>'))
    assert any("nowhere" in text for _t, text in messages)
    with qt_messages() as messages:
        render(synthetic_face(1))
    assert messages == []


@pytest.mark.parametrize(
    "body, expected",
    [
        ('<text x="10" y="20">A</text>', "<text>"),
        ('<g><tspan>A</tspan></g>', "<tspan>"),
        ('<script>alert(1)</script>', "<script>"),
        ('<image href="data:image/png;base64,AAAA" width="10" height="10"/>', "<image>"),
        ('<use xlink:href="other.svg#pip"/>', "links outside"),
        ('<use href="https://example.org/x.svg#a"/>', "links outside"),
        ('<rect width="9" height="9" fill="url(pips.svg#g)"/>', "references outside"),
        ('<rect width="9" height="9" style="fill:url(http://x/y#g)"/>', "references outside"),
        ('<style>@import url(a.css);</style>', "@import"),
        ('<rect width="9" height="9" onclick="x()"/>', "event handler"),
        ("<!--" + "x" * 61_500 + "-->", "bytes"),
    ],
    ids=["text", "tspan", "script", "image", "xlink", "href", "url-attr", "url-style", "import", "onclick", "size"],
)
def test_self_containment_catches(tmp_path, body, expected):
    path = tmp_path / "bad.svg"
    path.write_text(SVG.format(PAPER + body), encoding="utf-8")
    problems = self_containment_problems(path)
    assert any(expected in p for p in problems), problems


def test_self_containment_accepts_internal_references(tmp_path):
    body = (
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>'
        '<path id="pip" d="M0 0h5v5z"/></defs>'
        '<use xlink:href="#pip" x="10"/><use href="#pip" x="20"/><rect width="9" height="9" fill="url(#g)"/>'
    )
    path = tmp_path / "good.svg"
    path.write_text(SVG.format(PAPER + body), encoding="utf-8")
    assert self_containment_problems(path) == []


def test_self_containment_wants_the_card_view_box(tmp_path):
    path = tmp_path / "wide.svg"
    path.write_text(SVG.format(PAPER).replace("0 0 240 360", "0 0 360 240"), encoding="utf-8")
    assert any("viewBox" in p for p in self_containment_problems(path))
