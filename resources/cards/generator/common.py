"""Shared drawing helpers for the JassDesk card generators.

Standard library only.  Every card face and back is a self-contained SVG
document with ``viewBox="0 0 240 360"`` that Qt's QSvgRenderer (SVG Tiny 1.2)
draws reliably: only path, rect, circle, ellipse, polygon, line, g with
transform, gradients, fill/stroke attributes and opacity are used.  No fonts,
no <text>, no <use>, no clipPath/mask/filter/pattern/CSS.

Stable API (used by french.py, backs.py and swiss.py; signatures will not
change):

``CARD_W``, ``CARD_H``
    Card size in SVG user units (240 x 360).

``glyph_path(text, x, y, height, anchor="middle", weight=16.0) -> str``
    SVG path data ("d") drawing *text* as filled outlines with our own
    hand-designed bold sans-serif glyphs.  ``(x, y)``: *y* is the TOP edge of
    the glyph box (capital height box runs from y to y + height); *x* is the
    left edge, centre or right edge of the text for anchor ``"start"``,
    ``"middle"`` or ``"end"``.  *weight* is the stroke thickness in percent of
    the height (16 = bold).  Draw the result with
    ``<path d="..." fill="COLOR"/>`` (default nonzero fill rule).
    Supported: digits 0-9, A-Z, space, '-', '.'; unknown characters are drawn
    as blanks.

``glyph_width(text, height, weight=16.0) -> float``
    Advance width of *text* at *height*.

``card_svg(body, *, background="#fffdf7", border="#2b2b2b", defs="") -> str``
    Complete SVG document: rounded-rectangle card face with a border, then
    *body*.  *defs* (gradients etc.) is placed inside ``<defs>``.

``corner_indices(label, suit_sign, color) -> str``
    Rank label (via glyph_path) with a small suit sign below it in the
    top-left corner, and the same rotated by 180 degrees in the bottom-right
    corner.  The labels 6 and 9 are underlined (``UNDERLINED``).
    *suit_sign* is an SVG fragment drawing the sign in the unit box
    0..100 x 0..100 (with its own fill colours).  Everything stays inside the
    left 22 % of the card width so it is readable in a fanned hand.

``place(fragment, x, y, size, rotate=0, flip=False) -> str``
    Wraps a unit-box (0..100 x 0..100) fragment in a ``<g transform>`` so the
    box's CENTRE lands on (x, y) and the box is *size* units wide and high;
    *rotate* is in degrees (clockwise, about the centre); *flip* mirrors the
    fragment horizontally.

``face_file_name(code, label) -> str``
    The file of one face: the card's code and the corner index it shows
    (``"HJ-B.svg"``, ``"HJ-J.svg"``, ``"H6-6.svg"``).  A card whose index
    differs between languages has one file per index.

``write_svg(path, text)``
    Writes *text* compactly: whitespace between tags removed; numbers in
    attribute values rounded to 3 significant digits but at least one
    decimal (coordinates: one decimal), numbers in ``transform`` attributes
    (scale/rotate/matrix factors) to 4 significant digits, so nothing loses
    meaningful precision.  Creates parent folders.  The same writer is used
    for every deck (french, french4, backs, swiss).

Extra helpers: ``fmt`` (number formatting), ``poly_d`` (points -> path data),
``arc_points``, ``mix`` (colour mixing), ``INDEX_BOX`` (the corner area the
indices occupy).
"""

from __future__ import annotations

import math
import os
import pathlib
import re

CARD_W = 240
CARD_H = 360

# Corner index geometry (card units).  The label is LABEL_H high, its box
# top at INDEX_TOP; the suit sign of size INDEX_SIGN below it.
LABEL_H = 46.0
INDEX_CX = 26.0
INDEX_TOP = 12.0
INDEX_SIGN = 36.0
INDEX_MAX_W = 44.0
# (x0, y0, x1, y1) of the top-left index area; keep other drawing out of it.
INDEX_BOX = (0.0, 0.0, 53.0, 104.0)
# 6 and 9 turn into each other upside down: as on real cards their index is
# underlined, so the bottom-right 6 cannot be read as a 9.  The label is drawn
# a little shorter to make room for the bar above the suit sign.
UNDERLINED = frozenset({"6", "9"})
UNDERLINED_LABEL_H = 41.0
UNDERLINE_GAP = 3.5
UNDERLINE_H = 6.0


# ---------------------------------------------------------------------------
# small utilities

def fmt(v: float) -> str:
    """Format a number with at most one decimal, no trailing '.0'."""
    s = f"{v:.1f}"
    if s.endswith(".0"):
        s = s[:-2]
    if s == "-0":
        s = "0"
    return s


def poly_d(points, close: bool = True) -> str:
    """Path data for a polygon/polyline given as [(x, y), ...]."""
    out = []
    for i, (x, y) in enumerate(points):
        out.append(("M" if i == 0 else "L") + fmt(x) + " " + fmt(y))
    if close:
        out.append("Z")
    return "".join(out)


def arc_points(cx, cy, rx, ry, a0, a1, n=None):
    """Points on an ellipse from angle a0 to a1 (degrees, 0 = +x, 90 = +y
    i.e. downwards), interpolated linearly (so a0 > a1 runs backwards)."""
    if n is None:
        n = max(4, int(abs(a1 - a0) / 7.5))
    pts = []
    for i in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * i / n)
        pts.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return pts


def _hex(c):
    c = c.lstrip("#")
    if len(c) == 3:
        c = "".join(ch * 2 for ch in c)
    return tuple(int(c[i:i + 2], 16) for i in (0, 2, 4))


def mix(c1: str, c2: str, t: float) -> str:
    """Colour between c1 (t=0) and c2 (t=1), '#rrggbb'."""
    a, b = _hex(c1), _hex(c2)
    return "#" + "".join(
        f"{max(0, min(255, round(x + (y - x) * t))):02x}" for x, y in zip(a, b))


# ---------------------------------------------------------------------------
# stroke -> outline conversion (for the glyphs)

def _area(ring):
    s = 0.0
    n = len(ring)
    for i in range(n):
        x1, y1 = ring[i]
        x2, y2 = ring[(i + 1) % n]
        s += x1 * y2 - x2 * y1
    return s / 2.0


def _norm(dx, dy):
    ln = math.hypot(dx, dy)
    if ln == 0:
        return 0.0, 0.0
    return dx / ln, dy / ln


def _offset_sides(pts, half, closed):
    """Left and right offset point lists of a polyline (miter joins with a
    limit; bevel on the outer side of sharp corners)."""
    n = len(pts)
    left, right = [], []
    for i in range(n):
        px, py = pts[i]
        if closed:
            prev = pts[(i - 1) % n]
            nxt = pts[(i + 1) % n]
            din = _norm(px - prev[0], py - prev[1])
            dout = _norm(nxt[0] - px, nxt[1] - py)
        else:
            din = _norm(px - pts[i - 1][0], py - pts[i - 1][1]) if i > 0 else None
            dout = _norm(pts[i + 1][0] - px, pts[i + 1][1] - py) if i < n - 1 else None
            if din is None:
                din = dout
            if dout is None:
                dout = din
        n1 = (-din[1], din[0])
        n2 = (-dout[1], dout[0])
        mx, my = n1[0] + n2[0], n1[1] + n2[1]
        ml = math.hypot(mx, my)
        if ml < 1e-9:  # reversal; should not happen in our glyphs
            left.append((px + n2[0] * half, py + n2[1] * half))
            right.append((px - n2[0] * half, py - n2[1] * half))
            continue
        mx, my = mx / ml, my / ml
        cosh = mx * n1[0] + my * n1[1]
        length = half / max(cosh, 1e-6)
        cross = din[0] * dout[1] - din[1] * dout[0]
        if length <= 2.0 * half or abs(cross) < 1e-9:
            left.append((px + mx * length, py + my * length))
            right.append((px - mx * length, py - my * length))
        elif cross > 0:
            # turning towards the left normal: left is inner, right is outer
            left.append((px + mx * length, py + my * length))
            right.append((px - n1[0] * half, py - n1[1] * half))
            right.append((px - n2[0] * half, py - n2[1] * half))
        else:
            right.append((px - mx * length, py - my * length))
            left.append((px + n1[0] * half, py + n1[1] * half))
            left.append((px + n2[0] * half, py + n2[1] * half))
    return left, right


def stroke_outline(pts, width, closed=False):
    """Rings (lists of points) of the filled outline of a stroked polyline.
    All filled areas wind the same way, so several outlines combined in
    one path under the nonzero rule give their union."""
    half = width / 2.0
    clean = []
    for q in pts:
        if not clean or math.hypot(q[0] - clean[-1][0], q[1] - clean[-1][1]) > 1e-6:
            clean.append(q)
    if closed and len(clean) > 2 and math.hypot(
            clean[0][0] - clean[-1][0], clean[0][1] - clean[-1][1]) <= 1e-6:
        clean.pop()
    pts = clean
    left, right = _offset_sides(pts, half, closed)
    if not closed:
        ring = left + right[::-1]
        if _area(ring) > 0:
            ring.reverse()
        return [ring]
    a, b = left, right
    if abs(_area(a)) < abs(_area(b)):
        a, b = b, a
    if _area(a) > 0:
        a = a[::-1]
    if _area(b) < 0:
        b = b[::-1]
    return [a, b]


# ---------------------------------------------------------------------------
# glyphs: centre lines on a 100-high grid, stroke width 16 by default

def _A(cx, cy, rx, ry, a0, a1):
    return arc_points(cx, cy, rx, ry, a0, a1)


def _rot(strokes, w):
    return [([(w - x, 100 - y) for x, y in pts], c) for pts, c in strokes]


def _glyph_table():
    g = {}
    O = False  # open
    C = True   # closed
    g["0"] = (58, [(_A(29, 50, 21, 42, 0, 360)[:-1], C)])
    g["1"] = (38, [([(6, 26), (25, 8), (25, 92)], O)])
    g["2"] = (58, [(_A(29, 30, 21, 22, 195, 375) + [(9, 92), (51, 92)], O)])
    g["3"] = (58, [(_A(28, 29, 20, 21, 205, 450) + [(20, 50)], O),
                   ([(20, 50)] + _A(28, 71, 22, 21, 270, 515), O)])
    g["4"] = (62, [([(54, 66), (8, 66), (40, 8), (40, 92)], O)])
    g["5"] = (58, [([(48, 8), (14, 8), (11, 47)] + _A(28, 67, 22, 25, 244, 515), O)])
    six = [(_A(29, 67, 21, 25, 0, 360)[:-1], C),
           (_A(50, 66, 42, 58, 180, 256), O)]
    g["6"] = (58, six)
    g["9"] = (58, _rot(six, 58))
    g["7"] = (56, [([(8, 8), (48, 8), (20, 92)], O)])
    g["8"] = (58, [(_A(29, 28, 18, 20, 0, 360)[:-1], C),
                   (_A(29, 70, 21, 22, 0, 360)[:-1], C)])
    g["A"] = (66, [([(8, 92), (33, 8), (58, 92)], O), ([(18, 66), (48, 66)], O)])
    g["B"] = (61, [([(8, 8), (29, 8)] + _A(29, 28, 20, 20, 270, 450) + [(8, 48)], C),
                   ([(8, 48), (31, 48)] + _A(31, 70, 22, 22, 270, 450) + [(8, 92)], C)])
    g["C"] = (60, [(_A(34, 50, 26, 42, 320, 40), O)])
    g["D"] = (63, [([(8, 8), (22, 8)] + _A(22, 50, 33, 42, 270, 450) + [(8, 92)], C)])
    g["E"] = (54, [([(48, 8), (8, 8), (8, 92), (48, 92)], O), ([(8, 50), (42, 50)], O)])
    g["F"] = (52, [([(48, 8), (8, 8), (8, 92)], O), ([(8, 50), (42, 50)], O)])
    g["G"] = (64, [(_A(34, 50, 26, 42, 325, 30) + [(56.5, 54), (38, 54)], O)])
    g["H"] = (62, [([(8, 8), (8, 92)], O), ([(54, 8), (54, 92)], O), ([(8, 50), (54, 50)], O)])
    g["I"] = (16, [([(8, 8), (8, 92)], O)])
    g["J"] = (52, [([(42, 8), (42, 64)] + _A(25, 64, 17, 28, 0, 155), O)])
    g["K"] = (60, [([(8, 8), (8, 92)], O), ([(52, 8), (10, 58)], O), ([(25, 42), (54, 92)], O)])
    g["L"] = (50, [([(8, 8), (8, 92), (46, 92)], O)])
    g["M"] = (76, [([(8, 92), (8, 8), (38, 72), (68, 8), (68, 92)], O)])
    g["N"] = (64, [([(8, 92), (8, 8), (56, 92), (56, 8)], O)])
    g["O"] = (70, [(_A(35, 50, 27, 42, 0, 360)[:-1], C)])
    g["P"] = (58, [([(8, 92), (8, 8)], O),
                   ([(8, 8), (29, 8)] + _A(29, 30, 21, 22, 270, 450) + [(8, 52)], C)])
    g["Q"] = (70, [(_A(35, 50, 27, 42, 0, 360)[:-1], C), ([(38, 66), (62, 97)], O)])
    g["R"] = (60, [([(8, 92), (8, 8)], O),
                   ([(8, 8), (29, 8)] + _A(29, 30, 21, 22, 270, 450) + [(8, 52)], C),
                   ([(28, 52), (53, 92)], O)])
    g["S"] = (58, [(_A(29, 29, 20, 21, 335, 90) + _A(29, 71, 21, 21, 270, 525)[1:], O)])
    g["T"] = (58, [([(4, 8), (54, 8)], O), ([(29, 8), (29, 92)], O)])
    g["U"] = (62, [([(8, 8), (8, 60)] + _A(31, 60, 23, 32, 180, 0) + [(54, 8)], O)])
    g["V"] = (62, [([(6, 8), (31, 92), (56, 8)], O)])
    g["W"] = (88, [([(6, 8), (24, 92), (44, 30), (64, 92), (82, 8)], O)])
    g["X"] = (62, [([(8, 8), (54, 92)], O), ([(54, 8), (8, 92)], O)])
    g["Y"] = (62, [([(6, 8), (31, 50), (56, 8)], O), ([(31, 50), (31, 92)], O)])
    g["Z"] = (58, [([(8, 8), (50, 8), (8, 92), (50, 92)], O)])
    g["-"] = (40, [([(8, 56), (32, 56)], O)])
    g["."] = (20, [([(10, 84), (10, 92)], O)])
    g[" "] = (30, [])
    return g


_GLYPHS = _glyph_table()
_OUTLINE_CACHE = {}
_GAP = 9.0  # letter spacing, in units of height/100


def _glyph_rings(ch, weight):
    key = (ch, weight)
    if key not in _OUTLINE_CACHE:
        w, strokes = _GLYPHS.get(ch, _GLYPHS[" "])
        rings = []
        scale_w = weight / 16.0
        for pts, closed in strokes:
            rings.extend(stroke_outline(pts, 16.0 * scale_w, closed))
        _OUTLINE_CACHE[key] = (w, rings)
    return _OUTLINE_CACHE[key]


def glyph_width(text: str, height: float, weight: float = 16.0) -> float:
    """Advance width of *text* drawn *height* units high."""
    if not text:
        return 0.0
    total = sum(_GLYPHS.get(ch.upper(), _GLYPHS[" "])[0] for ch in text)
    total += _GAP * (len(text) - 1)
    return total * height / 100.0


def glyph_path(text: str, x: float, y: float, height: float,
               anchor: str = "middle", weight: float = 16.0) -> str:
    """Path data drawing *text* as filled outlines; see the module doc."""
    s = height / 100.0
    w = glyph_width(text, height)
    if anchor == "middle":
        x0 = x - w / 2.0
    elif anchor == "end":
        x0 = x - w
    else:
        x0 = x
    out = []
    pen = 0.0
    for ch in text:
        gw, rings = _glyph_rings(ch.upper(), weight)
        for ring in rings:
            out.append(poly_d([(x0 + (pen + px) * s, y + py * s) for px, py in ring]))
        pen += gw + _GAP
    return "".join(out)


# ---------------------------------------------------------------------------
# card documents and placement

SVG_HEAD = ('<svg xmlns="http://www.w3.org/2000/svg" version="1.2" '
            'baseProfile="tiny" width="240" height="360" viewBox="0 0 240 360">')
CARD_RX = 14


def card_svg(body: str, *, background: str = "#fffdf7", border: str = "#2b2b2b",
             defs: str = "") -> str:
    """Complete SVG document: rounded card face with border, then body."""
    parts = [SVG_HEAD]
    if defs:
        parts.append("<defs>" + defs + "</defs>")
    parts.append(f'<rect x="1.5" y="1.5" width="237" height="357" rx="{CARD_RX}" '
                 f'ry="{CARD_RX}" fill="{background}" stroke="{border}" '
                 f'stroke-width="2"/>')
    parts.append(body)
    parts.append("</svg>")
    return "".join(parts)


def place(fragment: str, x: float, y: float, size: float, rotate: float = 0,
          flip: bool = False) -> str:
    """Unit-box fragment centred on (x, y), size units wide/high."""
    s = size / 100.0
    t = f"translate({fmt(x)} {fmt(y)})"
    if rotate:
        t += f" rotate({fmt(rotate)})"
    if flip:
        t += f" scale({-s:.4g} {s:.4g})"
    else:
        t += f" scale({s:.4g})"
    t += " translate(-50 -50)"
    return f'<g transform="{t}">{fragment}</g>'


def corner_index_one(label: str, suit_sign: str, color: str) -> str:
    """The top-left index only (label + small sign; 6 and 9 underlined)."""
    height = UNDERLINED_LABEL_H if label in UNDERLINED else LABEL_H
    w = glyph_width(label, height)
    d = glyph_path(label, INDEX_CX, INDEX_TOP, height, "middle")
    if w > INDEX_MAX_W:
        k = INDEX_MAX_W / w
        lab = (f'<g transform="translate({fmt(INDEX_CX)} 0) scale({k:.4g} 1) '
               f'translate({fmt(-INDEX_CX)} 0)"><path d="{d}" fill="{color}"/></g>')
    else:
        lab = f'<path d="{d}" fill="{color}"/>'
    if label in UNDERLINED:
        bar_w = w + 6
        lab += (f'<rect x="{fmt(INDEX_CX - bar_w / 2)}" y="{fmt(INDEX_TOP + height + UNDERLINE_GAP)}" '
                f'width="{fmt(bar_w)}" height="{fmt(UNDERLINE_H)}" rx="1.5" fill="{color}"/>')
    sign = place(suit_sign, INDEX_CX, INDEX_TOP + LABEL_H + 8 + INDEX_SIGN / 2,
                 INDEX_SIGN)
    return lab + sign


def corner_indices(label: str, suit_sign: str, color: str) -> str:
    """Top-left index and the same rotated 180 degrees bottom-right."""
    one = corner_index_one(label, suit_sign, color)
    return (one + f'<g transform="rotate(180 {CARD_W // 2} {CARD_H // 2})">'
            + one + "</g>")


def face_file_name(code: str, label: str) -> str:
    """The file name of a face: card code and the index it shows (see the module doc)."""
    return f"{code}-{label}.svg"


# ---------------------------------------------------------------------------
# writing

# A number inside an attribute value: "12", "-3.25", ".9", "1e-05", "2.5E+3".
_NUM = re.compile(r"-?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?")
# One attribute: name="value".
_ATTR = re.compile(r'([A-Za-z_:][-\w:.]*)="([^"]*)"')
# Attributes whose values are never rounded (not numbers, or not ours to touch).
_KEEP_ATTRS = frozenset({"xmlns", "version", "baseProfile", "id", "href",
                         "xlink:href", "fill", "stroke", "stop-color", "color"})
# Significant digits kept: plain attribute numbers (coordinates, radii,
# stroke widths, opacities, gradient offsets) and transform factors.
SIG_PLAIN = 3
SIG_TRANSFORM = 4
_MAX_DECIMALS = 6


def round_number(text: str, sig: int = SIG_PLAIN) -> str:
    """Shortest spelling of the number *text* rounded to *sig* significant
    digits, but never to fewer than one decimal: |v| >= 10**(sig-1) keeps one
    decimal, smaller numbers keep *sig* significant digits (so with sig=3:
    123.456 -> 123.5, 12.345 -> 12.3, 1.2345 -> 1.23, 0.3456 -> 0.346,
    0.0123 -> 0.0123).  No exponent notation in the result; integers and
    numbers that already fit are returned unchanged (".9" stays ".9")."""
    v = float(text)
    if v == 0 or not math.isfinite(v):
        return "0" if v == 0 else text
    dec = sig - 1 - math.floor(math.log10(abs(v)))
    dec = max(1, min(_MAX_DECIMALS, dec))
    s = f"{v:.{dec}f}"
    if "." in s:
        s = s.rstrip("0").rstrip(".")
    if s in ("-0", ""):
        s = "0"
    # keep the original spelling when it is the same value and not longer
    if float(s) == v and len(text) <= len(s) and "e" not in text.lower():
        return text
    return s


def _round_attr(m) -> str:
    name, value = m.group(1), m.group(2)
    if name in _KEEP_ATTRS or name.startswith("xmlns") or "#" in value:
        return m.group(0)
    sig = SIG_TRANSFORM if name.lower().endswith("transform") else SIG_PLAIN
    value = _NUM.sub(lambda n: round_number(n.group(0), sig), value)
    return f'{name}="{value}"'


def compact_svg(text: str) -> str:
    """The compact form written by write_svg (see there)."""
    text = re.sub(r">\s+<", "><", text.strip())
    return _ATTR.sub(_round_attr, text) + "\n"


def write_svg(path, text: str) -> None:
    """Write compact SVG and create parent folders.

    Whitespace between tags is removed and every number in an attribute
    value is rounded to SIG_PLAIN (3) significant digits but at least one
    decimal (coordinates >= 10: one decimal, i.e. <= 0.05 units error;
    smaller numbers such as opacities, gradient offsets, stroke widths:
    <= 0.5 % relative error).  Numbers in transform attributes keep
    SIG_TRANSFORM (4) significant digits, so scale/rotate/matrix factors
    like scale(0.36) are never distorted.  Colours, ids and other
    non-numeric attributes are left alone."""
    p = pathlib.Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    with open(p, "w", encoding="utf-8", newline="\n") as f:
        f.write(compact_svg(text))


__all__ = [
    "CARD_W", "CARD_H", "INDEX_BOX", "glyph_path", "glyph_width", "card_svg",
    "corner_indices", "face_file_name", "place", "write_svg", "fmt", "poly_d", "arc_points",
    "mix", "stroke_outline", "compact_svg", "round_number",
]
