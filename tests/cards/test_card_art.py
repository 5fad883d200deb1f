"""The shipped SVG card art in resources/cards: complete, self-contained, renderable, distinct.

Every test here is marked ``real_art``.  The expected files are listed from
the engine's 36 cards (not from the folder), so a missing file is a
*failure* naming that file, never a silent skip.  ``pytest -m real_art``
runs just these; while the art is being drawn it doubles as a progress
report.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSize
from PySide6.QtSvg import QSvgRenderer

from card_images import (
    FACE_SET_NAMES,
    MIN_CORNER_INK,
    Pixels,
    clearly_different_pixels,
    content_fraction,
    corner_ink,
    corner_rank_clashes,
    qt_messages,
    self_containment_problems,
)
from jassdesk.cards import CardImageProvider, FaceSet, default_cards_root
from jassdesk.engine.cards import CARDS, INDEX_LABELS

pytestmark = pytest.mark.real_art

ROOT = default_cards_root()
REQUIRED_BACKS = ("blue", "red")
SIZES = (60, 240)
CHECK_WIDTH = 60  # corner-index check at a small, table-like size
COMPARE_WIDTH = 120  # look-alike check at the contact-sheet size
# Two faces must differ clearly in at least this share of their pixels at
# COMPARE_WIDTH.  Copies that differ only by rendering noise give ~0; the
# closest legitimate pair (same figure, different suit marks) gives ~0.5%.
MIN_FACE_DIFF = 0.0025


def _backs() -> list[str]:
    found = sorted(p.stem for p in (ROOT / "backs").glob("*.svg")) if (ROOT / "backs").is_dir() else []
    return sorted(set(found) | set(REQUIRED_BACKS))


def face_files(face_set: str) -> list[Path]:
    """Every face the game can show in ``face_set``: each card in each language's corner index."""
    provider = CardImageProvider(ROOT)
    paths = [provider.face_path(c, face_set, lang) for lang in INDEX_LABELS[FaceSet(face_set).deck] for c in CARDS]
    return list(dict.fromkeys(paths))


FACE_FILES = [pytest.param(path, id=f"{fs}/{path.stem}") for fs in FACE_SET_NAMES for path in face_files(fs)]
BACK_FILES = [pytest.param(ROOT / "backs" / f"{name}.svg", id=f"backs/{name}") for name in _backs()]


def require(path: Path) -> Path:
    if not path.is_file():
        pytest.fail(f"missing card art file: {path}", pytrace=False)
    return path


def require_deck(face_set: str) -> list[Path]:
    paths = face_files(face_set)
    missing = [p.name for p in paths if not p.is_file()]
    if missing:
        pytest.fail(f"{face_set}: {len(missing)} of {len(paths)} faces missing in {ROOT / face_set}: "
                    f"{' '.join(missing)}", pytrace=False)
    return paths


def test_no_face_file_is_left_over():
    """Every file of a face set is a face the game shows (a renamed index leaves no stale face)."""
    for face_set in FACE_SET_NAMES:
        shipped = {p.name for p in (ROOT / face_set).glob("*.svg")}
        assert shipped == {p.name for p in face_files(face_set)}, face_set


def test_at_least_two_backs():
    backs = _backs()
    missing = [name for name in REQUIRED_BACKS if not (ROOT / "backs" / f"{name}.svg").is_file()]
    assert not missing, f"required backs missing in {ROOT / 'backs'}: {missing}"
    assert len(backs) >= 2


@pytest.mark.parametrize("path", FACE_FILES + BACK_FILES)
def test_file_is_self_contained(path):
    problems = self_containment_problems(require(path))
    assert not problems, f"{path}: " + "; ".join(problems)


@pytest.mark.parametrize("path", FACE_FILES + BACK_FILES)
def test_file_parses_and_renders_without_qt_warnings(qapp, path):
    require(path)
    with qt_messages() as messages:
        renderer = QSvgRenderer(str(path))
        assert renderer.isValid(), f"Qt cannot parse {path}"
        provider = CardImageProvider(ROOT)
        images = {width: provider.render_image(path, width) for width in SIZES}
        del renderer
    assert not messages, f"Qt reported while loading/rendering {path}: " + " | ".join(m for _t, m in messages)
    for width, image in images.items():
        assert image.size() == QSize(width, width * 3 // 2)
        px = Pixels.of(image)
        # The picture fills its 2:3 box (a wrong view box or aspect leaves bands).
        assert px.coverage() >= 0.9, f"{path} at {width}px covers only {px.coverage():.0%} of the card"
        # ... and is not a blank or single-colour card.
        assert content_fraction(px) >= 0.01, f"{path} at {width}px looks blank"


def _renders(qapp, face_set: str, width: int = CHECK_WIDTH) -> dict[str, Pixels]:
    provider = CardImageProvider(ROOT, face_set=face_set)
    paths = require_deck(face_set)
    return {p.stem: Pixels.of(provider.render_image(p, width)) for p in paths}


@pytest.mark.parametrize("face_set", FACE_SET_NAMES)
def test_no_two_faces_look_alike(qapp, face_set):
    renders = _renders(qapp, face_set, COMPARE_WIDTH)
    exact: dict[bytes, str] = {}
    for code, px in renders.items():
        assert px.data not in exact, f"{face_set}: {code} renders exactly like {exact[px.data]}"
        exact[px.data] = code
    # Not just bit-different: clearly different in a visible number of pixels.
    minimum = int(MIN_FACE_DIFF * COMPARE_WIDTH * COMPARE_WIDTH * 3 // 2)
    codes = list(renders)
    alike = []
    for i, a in enumerate(codes):
        for b in codes[i + 1 :]:
            n = clearly_different_pixels(renders[a], renders[b])
            if n < minimum:
                alike.append(f"{a}/{b} ({n} px)")
    assert not alike, f"{face_set}: nearly identical faces at {COMPARE_WIDTH}px: {', '.join(alike)}"


@pytest.mark.parametrize("face_set", FACE_SET_NAMES)
def test_every_face_has_a_corner_index(qapp, face_set):
    renders = _renders(qapp, face_set)
    empty = {code: corner_ink(px) for code, px in renders.items() if corner_ink(px) < MIN_CORNER_INK}
    assert not empty, f"{face_set}: corner index region (nearly) empty at {CHECK_WIDTH}px: {empty}"
    clashes = corner_rank_clashes(renders)
    assert not clashes, f"{face_set}: same-looking corner indices on different ranks: {', '.join(clashes)}"
