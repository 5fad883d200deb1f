"""Helpers for the card tests: pixel analysis, Qt message capture, synthetic art.

Pixel work is plain Python over the bytes of an RGBA8888 image (no numpy: the
app does not depend on it).  The images are small (60 x 90 for the
per-pixel checks) so this stays fast.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import qInstallMessageHandler
from PySide6.QtGui import QImage, QPainter

from jassdesk.engine.cards import CARDS, N_RANKS, Deck, index_labels_of

FACE_SET_NAMES = ("swiss", "french", "french4")
MAX_FILE_BYTES = 60 * 1024
SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"

# "Clearly different" colours: some channel differs by at least this much.
# Anti-aliasing fringes of a light line stay below it; real ink does not.
INK_DELTA = 64
# Corner index region, as fractions of the card (top-left corner).
CORNER_W = 0.22
CORNER_H = 0.30
# Pixels this close to the card edge (fraction of the width) are ignored in
# the corner: the card's outline and rounded corner live there, not the index.
EDGE_BAND = 0.05
# A corner needs at least this many ink pixels at 60 px width.  An index
# glyph plus a suit mark is several times that; a stray frame corner is not
# enough on its own *and* is the same on every rank (see corner_rank_clashes).
MIN_CORNER_INK = 15
# Two corners of different ranks must differ in at least this many pixels.
MIN_CORNER_DIFF = 6


# -- Qt messages ----------------------------------------------------------


@contextmanager
def qt_messages():
    """Collect Qt's messages (warnings, criticals ...) as ``(type, text)`` pairs."""
    messages: list[tuple[object, str]] = []

    def handler(mode, context, text):
        messages.append((mode, text))

    previous = qInstallMessageHandler(handler)
    try:
        yield messages
    finally:
        qInstallMessageHandler(previous)


# -- pixels ---------------------------------------------------------------


@dataclass(frozen=True)
class Pixels:
    """An image as straight (not premultiplied) RGBA bytes."""

    width: int
    height: int
    data: bytes
    image: QImage = field(compare=False, repr=False)

    @classmethod
    def of(cls, image: QImage) -> "Pixels":
        rgba = image.convertToFormat(QImage.Format.Format_RGBA8888)
        w, h = rgba.width(), rgba.height()
        stride = rgba.bytesPerLine()
        raw = bytes(rgba.constBits())
        if stride == 4 * w:
            data = raw[: 4 * w * h]
        else:
            data = b"".join(raw[y * stride : y * stride + 4 * w] for y in range(h))
        return cls(w, h, data, image)

    def at(self, x: int, y: int) -> tuple[int, int, int, int]:
        i = 4 * (y * self.width + x)
        return tuple(self.data[i : i + 4])  # type: ignore[return-value]

    def region(self, x0: int, y0: int, x1: int, y1: int, step: int = 1):
        for y in range(y0, y1, step):
            for x in range(x0, x1, step):
                yield x, y, self.at(x, y)

    def coverage(self) -> float:
        """Fraction of pixels that are (mostly) opaque."""
        alpha = self.data[3::4]
        opaque = sum(1 for a in alpha if a >= 128)
        return opaque / (self.width * self.height)


def dominant_colour(pixels, alpha_min: int = 200) -> tuple[int, int, int]:
    """The most common colour (quantised to 16 levels) among opaque pixels."""
    counts: Counter = Counter()
    full: dict = {}
    for _x, _y, (r, g, b, a) in pixels:
        if a < alpha_min:
            continue
        q = (r >> 4, g >> 4, b >> 4)
        counts[q] += 1
        full.setdefault(q, (r, g, b))
    if not counts:
        return (0, 0, 0)
    return full[counts.most_common(1)[0][0]]


def differs(c1, c2, delta: int = INK_DELTA) -> bool:
    return max(abs(c1[0] - c2[0]), abs(c1[1] - c2[1]), abs(c1[2] - c2[2])) >= delta


def ink_count(px: Pixels, box: tuple[int, int, int, int], background=None, step: int = 1) -> int:
    """Opaque pixels in ``box`` that differ clearly from ``background`` (default: the box's dominant colour).

    With ``step`` > 1 only every step-th pixel of every step-th row is looked at.
    """
    if background is None:
        background = dominant_colour(px.region(*box, step))
    return sum(1 for _x, _y, (r, g, b, a) in px.region(*box, step) if a >= 200 and differs((r, g, b), background))


def content_fraction(px: Pixels) -> float:
    """Fraction of the card that is clearly not its dominant (paper) colour (sampled on a ~60 px grid)."""
    step = max(1, px.width // 60)
    box = (0, 0, px.width, px.height)
    samples = len(range(0, px.width, step)) * len(range(0, px.height, step))
    return ink_count(px, box, step=step) / samples


def corner_box(px: Pixels) -> tuple[int, int, int, int]:
    """The index corner (top-left 22% x 30%) without the outline band at the edges."""
    band = max(1, round(EDGE_BAND * px.width))
    return (band, band, round(CORNER_W * px.width), round(CORNER_H * px.height))


def corner_ink(px: Pixels) -> int:
    return ink_count(px, corner_box(px))


def corner_signature(px: Pixels) -> list[bool]:
    """Per pixel of the corner box: is it ink?  Used to compare corners of two cards."""
    box = corner_box(px)
    background = dominant_colour(px.region(*box))
    return [a >= 200 and differs((r, g, b), background) for _x, _y, (r, g, b, a) in px.region(*box)]


def corner_rank_clashes(corners_by_card: dict[str, Pixels]) -> list[str]:
    """Pairs of same-suit cards whose corners look the same (index missing or not rank-specific).

    ``corners_by_card`` maps card codes to their 60 px renders.  A corner with
    only a frame or outline in it passes an ink count but is the same on every
    rank of a suit; the rank index is what makes the corners differ.
    """
    clashes = []
    by_suit: dict[str, list[tuple[str, list[bool]]]] = {}
    for code, px in corners_by_card.items():
        by_suit.setdefault(code[0], []).append((code, corner_signature(px)))
    for cards in by_suit.values():
        for i, (code_a, sig_a) in enumerate(cards):
            for code_b, sig_b in cards[i + 1 :]:
                diff = sum(1 for a, b in zip(sig_a, sig_b) if a != b)
                if diff < MIN_CORNER_DIFF:
                    clashes.append(f"{code_a}/{code_b} (corners differ in {diff} px)")
    return clashes


def clearly_different_pixels(a: "Pixels", b: "Pixels", delta: int = INK_DELTA) -> int:
    """How many pixels of two same-sized images differ clearly in some colour channel.

    Qt does the per-pixel work (Difference composition gives |a - b| per
    channel; a transparent pixel against an opaque one counts as its full
    colour), then the bytes are thresholded with ``bytes.translate``: fast
    enough for 630 pairs of 120 px cards per deck without numpy.
    """
    assert (a.width, a.height) == (b.width, b.height)
    diff = a.image.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(diff)
    painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Difference)
    painter.drawImage(0, 0, b.image)
    painter.end()
    table = bytes(1 if i >= delta else 0 for i in range(256))
    flags = bytearray(bytes(diff.constBits())[: 4 * diff.width() * diff.height()].translate(table))
    flags[3::4] = bytes(len(flags) // 4)  # ignore the alpha byte of ARGB32 (little-endian BGRA)
    words = memoryview(bytes(flags)).cast("I").tolist()
    return len(words) - words.count(0)


# -- static SVG checks ----------------------------------------------------

_FORBIDDEN_ELEMENTS = {"text", "tspan", "textPath", "script", "image", "foreignObject"}
_URL_RE = re.compile(r"url\(\s*['\"]?([^)'\"]*)", re.I)


def self_containment_problems(path: Path) -> list[str]:
    """Why ``path`` is not a small, self-contained SVG (empty list: it is)."""
    problems = []
    data = path.read_bytes()
    if len(data) >= MAX_FILE_BYTES:
        problems.append(f"{len(data)} bytes (limit {MAX_FILE_BYTES})")
    if b"<!ENTITY" in data or b"<!DOCTYPE" in data:
        problems.append("has a DOCTYPE/ENTITY declaration")
    try:
        root = ET.fromstring(data)
    except ET.ParseError as exc:
        return problems + [f"not well-formed XML: {exc}"]
    if root.tag != f"{{{SVG_NS}}}svg":
        problems.append(f"root element is {root.tag!r}, not an SVG <svg>")
    viewbox = (root.get("viewBox") or "").replace(",", " ").split()
    try:
        numbers = [float(v) for v in viewbox]
    except ValueError:
        numbers = []
    if numbers != [0, 0, 240, 360]:
        problems.append(f"viewBox is {root.get('viewBox')!r}, expected '0 0 240 360'")
    for el in root.iter():
        tag = el.tag.split("}", 1)[-1] if isinstance(el.tag, str) else str(el.tag)
        if tag in _FORBIDDEN_ELEMENTS:
            problems.append(f"contains <{tag}>")
        for attr, value in el.attrib.items():
            name = attr.split("}", 1)[-1]
            if name == "href" and not value.startswith("#"):
                problems.append(f"<{tag}> links outside the file: {name}={value!r}")
            for target in _URL_RE.findall(value):
                if not target.startswith("#"):
                    problems.append(f"<{tag}> {name} references outside the file: url({target})")
            if name.startswith("on"):
                problems.append(f"<{tag}> has an event handler {name}")
        if tag == "style" and el.text:
            if "@import" in el.text:
                problems.append("<style> uses @import")
            for target in _URL_RE.findall(el.text):
                if not target.startswith("#"):
                    problems.append(f"<style> references outside the file: url({target})")
    return problems


# -- synthetic art (for tests that must not depend on the shipped art) ----

_SUIT_COLOURS = ("#c8102e", "#1b7f3a", "#1a3a8a", "#d89b00")


def synthetic_face(card_index: int, *, index: bool = True, frame: bool = False, fill: str = "#fdfbf5",
                   shift: int = 0) -> str:
    """A 240 x 360 card: outline, optional inner frame, optional corner index, rank-dependent pips.

    The "index" is made of bars (no <text>: the real art may not use fonts
    either): a suit-coloured block plus a rank-specific pattern of bars.
    """
    suit, rank = divmod(card_index, N_RANKS)
    colour = _SUIT_COLOURS[suit]
    parts = [
        f'<rect x="1.5" y="1.5" width="237" height="357" rx="14" fill="{fill}" stroke="#222" stroke-width="3"/>'
    ]
    if frame:
        parts.append('<rect x="14" y="14" width="212" height="332" fill="none" stroke="#333" stroke-width="4"/>')
    if index:
        for bit in range(4):  # rank number as 4 bars, on or off
            if (rank + 1) >> bit & 1:
                parts.append(f'<rect x="{18 + shift}" y="{22 + 10 * bit}" width="24" height="7" fill="{colour}"/>')
        parts.append(f'<rect x="{18 + shift}" y="{66 + 4 * suit}" width="22" height="22" fill="{colour}"/>')
    for i in range(rank + 1):  # pips: their count is the rank
        x, y = 80 + (i % 3) * 35, 110 + (i // 3) * 50
        parts.append(f'<circle cx="{x}" cy="{y}" r="{10 + 3 * suit}" fill="{colour}"/>')
    return (
        f'<svg xmlns="{SVG_NS}" viewBox="0 0 240 360" width="240" height="360">'
        + "".join(parts)
        + "</svg>"
    )


def synthetic_back(colour: str) -> str:
    return (
        f'<svg xmlns="{SVG_NS}" viewBox="0 0 240 360">'
        f'<rect x="1.5" y="1.5" width="237" height="357" rx="14" fill="{colour}" stroke="#fff" stroke-width="3"/>'
        f'<rect x="20" y="20" width="200" height="320" rx="8" fill="none" stroke="#fff" stroke-width="6"/>'
        "</svg>"
    )


def write_synthetic_art(root: Path) -> Path:
    """Write a complete (tiny) art folder: 3 x 36 faces (French court cards once per index) and two backs."""
    for n, face_set in enumerate(FACE_SET_NAMES):
        folder = root / face_set
        folder.mkdir(parents=True, exist_ok=True)
        labels = index_labels_of(Deck.SWISS if face_set == "swiss" else Deck.FRENCH)
        for card in CARDS:
            for k, label in enumerate(labels[card.rank]):
                # Shift the index per face set and per index so the faces differ pixel for pixel.
                (folder / f"{card.code}-{label}.svg").write_text(synthetic_face(int(card), shift=4 * n + 2 * k),
                                                                 encoding="utf-8")
    backs = root / "backs"
    backs.mkdir(parents=True, exist_ok=True)
    (backs / "blue.svg").write_text(synthetic_back("#1d4e9e"), encoding="utf-8")
    (backs / "red.svg").write_text(synthetic_back("#a3202a"), encoding="utf-8")
    return root
