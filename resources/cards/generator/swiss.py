"""Generator for the Swiss-suited (deutschschweizer) Jass deck of JassDesk.

Draws the project's own vector art for the 36 cards and writes them as
self-contained SVG files named ``{SUIT}{RANK}-{INDEX}.svg`` (the corner index
comes from the engine's table, see build.py; the Swiss deck shows the same
letters U/O/K in every language):

* suits: ``H`` Rosen (roses), ``D`` Eicheln (acorns), ``S`` Schilten
  (shields), ``C`` Schellen (bells)
* ranks: ``6 7 8 9`` number cards, ``T`` Banner (the ten), ``J`` Under,
  ``Q`` Ober, ``K`` Koenig, ``A`` As

Only the Python standard library and the sibling module ``common`` (card
frame, corner indices, glyph outlines) are used.  The output uses only SVG
features that Qt's QSvgRenderer draws reliably: path, rect, circle, ellipse,
polygon, line, g with transform, linear/radial gradients, fill/stroke
attributes and opacity (no text, fonts, clip paths, masks, filters, patterns,
CSS or external references).

Run ``python resources/cards/generator/build.py`` to (re)generate the decks.
"""

from __future__ import annotations

import math
import pathlib
import sys

_HERE = pathlib.Path(__file__).resolve().parent
if str(_HERE) not in sys.path:
    sys.path.insert(0, str(_HERE))

import common  # noqa: E402  (sibling module, see sys.path above)

W = common.CARD_W
H = common.CARD_H
CX = W / 2
CY = H / 2

SUITS = "HDSC"
RANKS = "6789TJQKA"

OUT = "#2a1b10"          # outline colour used everywhere
BACKGROUND = "#fffaf0"   # warm card white
BORDER = "#6b5337"

# Per suit: (index colour, accent colour for ornaments, light tint)
SUIT_COLORS = {
    "C": ("#a06c00", "#b03a1e", "#fbeecb"),   # Schellen: gold / red
    "S": ("#b71c1c", "#1f3f8f", "#f6e0d8"),   # Schilten: red / blue
    "H": ("#c62828", "#2e7d32", "#f7e3e3"),   # Rosen: red / green
    "D": ("#6d4c1b", "#557a22", "#eee8d2"),   # Eicheln: brown / olive
}


# ---------------------------------------------------------------------------
# small helpers
# ---------------------------------------------------------------------------

n = common.fmt  # compact number formatting (one decimal, no trailing zeros), shared with the other decks


def pts(points) -> str:
    return " ".join(f"{n(x)},{n(y)}" for x, y in points)


def poly_path(points, close=True) -> str:
    d = "M" + " L".join(f"{n(x)},{n(y)}" for x, y in points)
    return d + ("Z" if close else "")


def put(fragment: str, cx: float, cy: float, size: float, rot: float = 0,
        flip: bool = False) -> str:
    """Place a fragment drawn in the unit box 0..100 centred at (cx, cy)."""
    s = size / 100.0
    sx = -s if flip else s
    t = f"translate({n(cx)},{n(cy)})"
    if rot:
        t += f" rotate({n(rot)})"
    t += f" scale({sx:.4g},{s:.4g}) translate(-50,-50)"
    return f'<g transform="{t}">{fragment}</g>'


def mirror_half(fragment: str) -> str:
    """The double-headed card: fragment plus its copy turned by 180 deg."""
    return (fragment + f'<g transform="rotate(180,{n(CX)},{n(CY)})">'
            + fragment + "</g>")


def chord_band(cx, cy, r, y1, y2, **attrs) -> str:
    """The part of a circle between the horizontal lines y1 < y2."""
    h1 = math.sqrt(max(r * r - (y1 - cy) ** 2, 0))
    h2 = math.sqrt(max(r * r - (y2 - cy) ** 2, 0))
    d = (f"M{n(cx - h1)},{n(y1)} L{n(cx + h1)},{n(y1)} "
         f"A{n(r)},{n(r)} 0 0 1 {n(cx + h2)},{n(y2)} "
         f"L{n(cx - h2)},{n(y2)} A{n(r)},{n(r)} 0 0 1 {n(cx - h1)},{n(y1)}Z")
    return path(d, **attrs)


def _attrs(attrs) -> str:
    out = []
    for k, v in attrs.items():
        if v is None:
            continue
        out.append(f'{k.rstrip("_").replace("_", "-")}="{v}"')
    return " ".join(out)


def path(d, **attrs) -> str:
    return f'<path d="{d}" {_attrs(attrs)}/>'


def circle(cx, cy, r, **attrs) -> str:
    return f'<circle cx="{n(cx)}" cy="{n(cy)}" r="{n(r)}" {_attrs(attrs)}/>'


def ellipse(cx, cy, rx, ry, **attrs) -> str:
    return (f'<ellipse cx="{n(cx)}" cy="{n(cy)}" rx="{n(rx)}" ry="{n(ry)}" '
            f'{_attrs(attrs)}/>')


def rect(x, y, w, h, **attrs) -> str:
    return (f'<rect x="{n(x)}" y="{n(y)}" width="{n(w)}" height="{n(h)}" '
            f'{_attrs(attrs)}/>')


def line(x1, y1, x2, y2, **attrs) -> str:
    return (f'<line x1="{n(x1)}" y1="{n(y1)}" x2="{n(x2)}" y2="{n(y2)}" '
            f'{_attrs(attrs)}/>')


def clip_line_to_ellipse(p, d, cx, cy, rx, ry, ymin=None, ymax=None):
    """Segment of the line p + t*d inside an ellipse (and a y range)."""
    px, py = (p[0] - cx) / rx, (p[1] - cy) / ry
    dx, dy = d[0] / rx, d[1] / ry
    a = dx * dx + dy * dy
    b = 2 * (px * dx + py * dy)
    c = px * px + py * py - 1
    disc = b * b - 4 * a * c
    if disc <= 0:
        return None
    sq = math.sqrt(disc)
    t0, t1 = (-b - sq) / (2 * a), (-b + sq) / (2 * a)
    for lim, sign in ((ymin, 1), (ymax, -1)):
        if lim is None:
            continue
        if d[1] == 0:
            if sign * (p[1] - lim) < 0:
                return None
            continue
        t = (lim - p[1]) / d[1]
        if sign * d[1] > 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t1 - t0 <= 0.5:
        return None
    return ((p[0] + t0 * d[0], p[1] + t0 * d[1]),
            (p[0] + t1 * d[0], p[1] + t1 * d[1]))


# ---------------------------------------------------------------------------
# gradients (one shared <defs> block per card)
# ---------------------------------------------------------------------------

DEFS = (
    '<radialGradient id="swBell" cx="0.38" cy="0.32" r="0.75">'
    '<stop offset="0" stop-color="#fff6c2"/>'
    '<stop offset="0.45" stop-color="#f3c53a"/>'
    '<stop offset="1" stop-color="#b07b12"/></radialGradient>'
    '<linearGradient id="swNut" x1="0" y1="0" x2="1" y2="0">'
    '<stop offset="0" stop-color="#f7d36a"/>'
    '<stop offset="0.55" stop-color="#dca231"/>'
    '<stop offset="1" stop-color="#a86f14"/></linearGradient>'
    '<linearGradient id="swCup" x1="0" y1="0" x2="0" y2="1">'
    '<stop offset="0" stop-color="#9a7b36"/>'
    '<stop offset="1" stop-color="#5c4a1c"/></linearGradient>'
    '<radialGradient id="swPetal" cx="0.5" cy="0.5" r="0.6">'
    '<stop offset="0" stop-color="#f0524a"/>'
    '<stop offset="1" stop-color="#b5161b"/></radialGradient>'
    '<linearGradient id="swMetal" x1="0" y1="0" x2="1" y2="0">'
    '<stop offset="0" stop-color="#8d9499"/>'
    '<stop offset="0.4" stop-color="#eef1f3"/>'
    '<stop offset="1" stop-color="#6d757b"/></linearGradient>'
    '<linearGradient id="swGold" x1="0" y1="0" x2="0" y2="1">'
    '<stop offset="0" stop-color="#fff0a0"/>'
    '<stop offset="0.5" stop-color="#f0bf2c"/>'
    '<stop offset="1" stop-color="#b7860f"/></linearGradient>'
    '<linearGradient id="swFlag" x1="0" y1="0" x2="1" y2="0">'
    '<stop offset="0" stop-color="#ffffff"/>'
    '<stop offset="0.5" stop-color="#fbf4df"/>'
    '<stop offset="1" stop-color="#e9dcb8"/></linearGradient>'
)


# ---------------------------------------------------------------------------
# suit signs, each drawn in the unit box 0..100
# ---------------------------------------------------------------------------

def sign_bell() -> str:
    """Schellen: a round golden hawk bell with band, slit and loop."""
    cx, cy, r = 50, 57, 36
    parts = [
        # loop on top
        circle(50, 14, 7.5, fill="none", stroke=OUT, stroke_width=6),
        circle(50, 14, 7.5, fill="none", stroke="#e2b12f", stroke_width=3),
        rect(44, 18, 12, 6, fill="#c9961c", stroke=OUT, stroke_width=2.5,
             rx=2),
        circle(cx, cy, r, fill="url(#swBell)", stroke=OUT, stroke_width=3.5),
        # red band with golden studs
        chord_band(cx, cy, r, 39, 52, fill="#b3261e", stroke=OUT,
                   stroke_width=2.5),
    ]
    for i in range(-3, 4):
        parts.append(circle(cx + i * 9.5, 45.5, 2.2, fill="#ffd866",
                            stroke="#7a1a10", stroke_width=0.8))
    # slit with round ends
    parts.append(path("M31,74 L69,74", stroke=OUT, stroke_width=5,
                      stroke_linecap="round", fill="none"))
    parts.append(circle(29, 74, 4.6, fill=OUT))
    parts.append(circle(71, 74, 4.6, fill=OUT))
    # highlight
    parts.append(ellipse(37, 32, 8, 4.5, fill="#ffffff", opacity=0.7,
                         transform="rotate(-35,37,32)"))
    return "".join(parts)


def sign_shield() -> str:
    """Schilten: heraldic shield, red chief, black bar, golden base."""
    top = "M16,12 Q33,18 50,12 Q67,18 84,12"
    parts = [
        # upper field (red)
        path(top + " L84,40 L16,40Z", fill="#d32f2f"),
        # bar (black) with golden studs
        rect(16, 40, 68, 14, fill="#1c1c1c"),
        # lower field (gold), pointed
        path("M16,54 L84,54 L84,58 Q84,82 50,96 Q16,82 16,58Z",
             fill="#f5c431"),
        # light sheen on the fields
        path("M21,21 Q24,22 27,22 L27,37 L21,37Z M21,58 L27,58 L27,84 "
             "Q22,78 21,64Z", fill="#ffffff", opacity=0.35),

    ]
    for x in (27, 50, 73):
        parts.append(circle(x, 47, 2.6, fill="#f5c431"))
    # outline
    parts.append(path(top + " L84,58 Q84,82 50,96 Q16,82 16,58Z",
                      fill="none", stroke=OUT, stroke_width=3.6,
                      stroke_linejoin="round"))
    parts.append(path("M16,40 L84,40 M16,54 L84,54", stroke=OUT,
                      stroke_width=2, fill="none"))
    return "".join(parts)


def _petal(cx, cy, ang, dist, r):
    """A rounded, slightly notched petal pointing away from (cx, cy)."""
    a = math.radians(ang)
    ux, uy = math.cos(a), math.sin(a)
    vx, vy = -uy, ux
    bx, by = cx + ux * dist * 0.15, cy + uy * dist * 0.15
    tip = dist + r * 0.95

    def P(along, side):
        return (cx + ux * along + vx * side, cy + uy * along + vy * side)

    b = (bx, by)
    l1, l2 = P(dist + r * 0.6, -r * 1.1), P(tip, -r * 0.75)
    notch = P(tip - r * 0.18, 0)
    r2, r1 = P(tip, r * 0.75), P(dist + r * 0.6, r * 1.1)
    return (f"M{n(b[0])},{n(b[1])} C{n(l1[0])},{n(l1[1])} {n(l2[0])},"
            f"{n(l2[1])} {n(notch[0])},{n(notch[1])} C{n(r2[0])},{n(r2[1])} "
            f"{n(r1[0])},{n(r1[1])} {n(b[0])},{n(b[1])}Z")


def sign_rose() -> str:
    """Rosen: five-petalled red rose with yellow centre and green sepals."""
    cx, cy = 50, 50
    sepals = []
    for i in range(5):
        a = math.radians(-90 + 36 + i * 72)
        ux, uy = math.cos(a), math.sin(a)
        vx, vy = -uy, ux
        tipx, tipy = cx + ux * 47, cy + uy * 47
        l = (cx + ux * 32 + vx * 15, cy + uy * 32 + vy * 15)
        r = (cx + ux * 32 - vx * 15, cy + uy * 32 - vy * 15)
        sepals.append(
            f"M{n(cx)},{n(cy)} Q{n(l[0])},{n(l[1])} {n(tipx)},{n(tipy)} "
            f"Q{n(r[0])},{n(r[1])} {n(cx)},{n(cy)}Z")
    parts = [path("".join(sepals), fill="#3f9a3a", stroke=OUT,
                  stroke_width=2.4, stroke_linejoin="round")]
    petals = "".join(f'<path d="{_petal(cx, cy, -90 + i * 72, 15, 20)}"/>'
                     for i in range(5))
    parts.append(f'<g fill="url(#swPetal)" stroke="{OUT}" stroke-width="2.6" '
                 f'stroke-linejoin="round">{petals}</g>')
    parts.append(path("".join(_petal(cx, cy, -90 + 36 + i * 72, 5, 11.5)
                              for i in range(5)),
                      fill="#ef6f64", stroke="#8c1014", stroke_width=1.8,
                      stroke_linejoin="round"))
    parts.append(circle(cx, cy, 8.5, fill="#f7c531", stroke=OUT,
                        stroke_width=2))
    dots = []
    for i in range(5):
        a = math.radians(-90 + i * 72)
        x, y = cx + math.cos(a) * 4.3, cy + math.sin(a) * 4.3
        dots.append(f"M{n(x - 1.5)},{n(y)} a1.5,1.5 0 1 0 3,0 "
                    f"a1.5,1.5 0 1 0 -3,0Z")
    parts.append(path("".join(dots), fill="#a4620e"))
    return "".join(parts)


def _oak_leaf(base, tip, width, lobes=4, samples=26):
    bx, by = base
    tx, ty = tip
    L = math.hypot(tx - bx, ty - by)
    ux, uy = (tx - bx) / L, (ty - by) / L
    vx, vy = -uy, ux
    upper, lower = [], []
    for i in range(samples + 1):
        t = i / samples
        env = math.sin(math.pi * min(1.0, t * 1.08)) ** 0.75 if t < 0.93 \
            else math.sin(math.pi * t) ** 0.75
        lobe = 0.62 + 0.38 * abs(math.sin(lobes * math.pi * t))
        w = width * env * lobe
        ax, ay = bx + ux * L * t, by + uy * L * t
        upper.append((ax + vx * w, ay + vy * w))
        lower.append((ax - vx * w, ay - vy * w))
    return poly_path(upper + lower[::-1])


def sign_acorn() -> str:
    """Eicheln: acorn (yellow-ochre nut, hatched cup) with an oak leaf."""
    parts = [
        # stem
        path("M42,84 Q44,93 52,97", stroke=OUT, stroke_width=6.5,
             fill="none", stroke_linecap="round"),
        path("M42,84 Q44,93 52,97", stroke="#7a5522", stroke_width=3.5,
             fill="none", stroke_linecap="round"),
        # leaf
        path(_oak_leaf((46, 86), (97, 30), 15), fill="#4f9a3a", stroke=OUT,
             stroke_width=2.4, stroke_linejoin="round"),
    ]
    veins = ["M48,84 L91,37"]
    for t, s in ((0.28, 1), (0.36, -1), (0.5, 1), (0.58, -1), (0.72, 1)):
        x0, y0 = 48 + 43 * t, 84 - 47 * t
        dx, dy = (9, 3) if s > 0 else (-3, -9)
        veins.append(f"M{n(x0)},{n(y0)} l{dx},{dy}")
    parts.append(path(" ".join(veins), stroke="#2c5e20", stroke_width=1.5,
                      fill="none", stroke_linecap="round"))
    # nut
    parts.append(path("M22,62 C20,34 32,12 42,5 C52,12 64,34 62,62Z",
                      fill="url(#swNut)", stroke=OUT, stroke_width=3,
                      stroke_linejoin="round"))
    parts.append(path("M31,52 C30,36 35,22 40,15", stroke="#fff3c4",
                      stroke_width=3, fill="none", stroke_linecap="round",
                      opacity=0.8))
    # cup
    cup = "M16,60 C16,78 26,87 42,87 C58,87 68,78 68,60 Q42,52 16,60Z"
    parts.append(path(cup, fill="url(#swCup)"))
    hatch = []
    for k in range(-6, 7):
        for d in ((1, 1), (1, -1)):
            p = (42 + k * 6.5, 72)
            seg = clip_line_to_ellipse(p, d, 42, 62, 24, 23.5, ymin=61)
            if seg:
                (x1, y1), (x2, y2) = seg
                hatch.append(f"M{n(x1)},{n(y1)} L{n(x2)},{n(y2)}")
    parts.append(path(" ".join(hatch), stroke="#3b2c0e", stroke_width=1.5,
                      fill="none", opacity=0.85))
    parts.append(path(cup, fill="none", stroke=OUT, stroke_width=3,
                      stroke_linejoin="round"))
    parts.append(path("M17,60 Q42,53 67,60", stroke="#c9a860",
                      stroke_width=2, fill="none"))
    return "".join(parts)


SIGNS = {"C": sign_bell, "S": sign_shield, "H": sign_rose, "D": sign_acorn}


def sign(suit: str) -> str:
    return SIGNS[suit]()


# ---------------------------------------------------------------------------
# court figures (drawn in the top half, y 0..180, then mirrored)
# ---------------------------------------------------------------------------

SKIN = "#f6d2b0"
SKIN_SHADE = "#c98f6a"
HX, HY = 118, 72          # head centre


def _sw(width):
    return {"stroke": OUT, "stroke_width": width, "stroke_linejoin": "round"}


def hair_back(style, color):
    x, y = HX, HY
    if style == "long":
        d = (f"M{x - 21},{y - 12} Q{x - 31},{y + 22} {x - 24},{y + 38} "
             f"L{x + 24},{y + 38} Q{x + 31},{y + 22} {x + 21},{y - 12}Z")
    elif style == "bob":
        d = (f"M{x - 21},{y - 12} Q{x - 27},{y + 10} {x - 22},{y + 20} "
             f"L{x + 22},{y + 20} Q{x + 27},{y + 10} {x + 21},{y - 12}Z")
    else:
        return ""
    return path(d, fill=color, **_sw(2.2))


def face(f):
    """Face with ears, eyes, brows, nose, cheeks, mouth, beard, mustache."""
    x, y = HX, HY
    hair = f.get("hair", "#6b4220")
    brow = f.get("brow", hair)
    out = [
        ellipse(x - 18, y + 3, 4.5, 6.5, fill=SKIN, **_sw(2)),
        ellipse(x + 18, y + 3, 4.5, 6.5, fill=SKIN, **_sw(2)),
        ellipse(x, y, 18.5, 22, fill=SKIN, **_sw(2.4)),
    ]
    if f.get("fringe", True):
        out.append(path(f"M{x - 18},{y - 4} Q{x - 19},{y - 21} {x},{y - 22} "
                        f"Q{x + 19},{y - 21} {x + 18},{y - 4} "
                        f"Q{x + 8},{y - 13} {x - 4},{y - 12} "
                        f"Q{x - 12},{y - 11} {x - 18},{y - 4}Z",
                        fill=hair, **_sw(1.8)))
    # eyes & brows
    for s in (-1, 1):
        ex = x + s * 7.5
        out.append(ellipse(ex, y - 1, 3.4, 2.6, fill="#ffffff",
                           stroke="#7a5a44", stroke_width=0.8))
        out.append(circle(ex + 0.6, y - 0.8, 2, fill="#2d4a6e"))
        out.append(circle(ex + 0.9, y - 1.3, 0.7, fill="#ffffff"))
        out.append(path(f"M{n(ex - 4.5 * s)},{y - 6} Q{n(ex)},{y - 9.5} "
                        f"{n(ex + 4.5 * s)},{y - 6.5}", stroke=brow,
                        stroke_width=2, fill="none", stroke_linecap="round"))
        out.append(circle(x + s * 11, y + 7, 4.2, fill="#ec8c80",
                          opacity=0.45))
    # nose
    out.append(path(f"M{x + 1},{y - 2} Q{x + 4.5},{y + 6} {x + 1},{y + 7.5} "
                    f"Q{x - 1},{y + 8} {x - 2.5},{y + 6.5}",
                    stroke=SKIN_SHADE, stroke_width=1.7, fill="none",
                    stroke_linecap="round"))
    beard = f.get("beard")
    bc = f.get("beard_color", hair)
    if beard == "full":
        out.append(path(f"M{x - 18},{y + 2} Q{x - 20},{y + 30} {x},{y + 38} "
                        f"Q{x + 20},{y + 30} {x + 18},{y + 2} "
                        f"Q{x + 13},{y + 16} {x},{y + 15} "
                        f"Q{x - 13},{y + 16} {x - 18},{y + 2}Z",
                        fill=bc, **_sw(2)))
        out.append(path(f"M{x - 8},{y + 24} Q{x - 4},{y + 30} {x - 5},{y + 34}"
                        f" M{x + 7},{y + 23} Q{x + 4},{y + 29} {x + 4},"
                        f"{y + 34}", stroke=OUT, stroke_width=1, fill="none",
                        opacity=0.5))
    elif beard == "long":
        out.append(path(f"M{x - 18},{y + 2} Q{x - 22},{y + 36} {x},{y + 52} "
                        f"Q{x + 22},{y + 36} {x + 18},{y + 2} "
                        f"Q{x + 13},{y + 16} {x},{y + 15} "
                        f"Q{x - 13},{y + 16} {x - 18},{y + 2}Z",
                        fill=bc, **_sw(2)))
        out.append(path(f"M{x - 9},{y + 25} Q{x - 6},{y + 36} {x - 3},{y + 45}"
                        f" M{x + 8},{y + 25} Q{x + 6},{y + 36} {x + 3},"
                        f"{y + 45} M{x},{y + 22} L{x},{y + 40}", stroke=OUT,
                        stroke_width=1, fill="none", opacity=0.45))
    elif beard == "pointed":
        out.append(path(f"M{x - 13},{y + 10} Q{x - 10},{y + 28} {x},{y + 40} "
                        f"Q{x + 10},{y + 28} {x + 13},{y + 10} "
                        f"Q{x},{y + 18} {x - 13},{y + 10}Z",
                        fill=bc, **_sw(1.8)))
    elif beard == "stubble":
        out.append(path(f"M{x - 16},{y + 8} Q{x - 12},{y + 24} {x},{y + 22} "
                        f"Q{x + 12},{y + 24} {x + 16},{y + 8} "
                        f"Q{x + 10},{y + 18} {x},{y + 18} "
                        f"Q{x - 10},{y + 18} {x - 16},{y + 8}Z",
                        fill=bc, opacity=0.3))
    # mouth
    if f.get("smile", True):
        out.append(path(f"M{x - 5},{y + 12.5} Q{x},{y + 16} {x + 5},{y + 12.5}",
                        stroke="#a8323a", stroke_width=2.2, fill="none",
                        stroke_linecap="round"))
    else:
        out.append(path(f"M{x - 4.5},{y + 13.5} L{x + 4.5},{y + 13.5}",
                        stroke="#a8323a", stroke_width=2.2, fill="none",
                        stroke_linecap="round"))
    if f.get("mustache"):
        out.append(path(f"M{x},{y + 9.5} Q{x - 7},{y + 6} {x - 14},{y + 12} "
                        f"Q{x - 8},{y + 12} {x},{y + 12} "
                        f"Q{x + 8},{y + 12} {x + 14},{y + 12} "
                        f"Q{x + 7},{y + 6} {x},{y + 9.5}Z",
                        fill=bc, stroke=OUT, stroke_width=1.4,
                        stroke_linejoin="round"))
    return "".join(out)


def hat(kind, c1, c2="#ffffff", c3="#f0c030"):
    x, y = HX, HY
    o = []
    if kind == "jester":
        # two floppy horns in motley colours, golden bells at the tips
        o.append(path(f"M{x - 20},{y - 8} Q{x - 24},{y - 30} {x - 48},{y - 44} "
                      f"Q{x - 30},{y - 50} {x - 6},{y - 24}Z", fill=c1,
                      **_sw(2.4)))
        o.append(path(f"M{x + 20},{y - 8} Q{x + 24},{y - 30} {x + 50},{y - 40} "
                      f"Q{x + 32},{y - 50} {x + 6},{y - 24}Z", fill=c2,
                      **_sw(2.4)))
        o.append(path(f"M{x - 21},{y - 6} Q{x - 22},{y - 30} {x},{y - 31} "
                      f"L{x},{y - 8} Q{x - 12},{y - 11} {x - 21},{y - 6}Z",
                      fill=c2, **_sw(2.4)))
        o.append(path(f"M{x + 21},{y - 6} Q{x + 22},{y - 30} {x},{y - 31} "
                      f"L{x},{y - 8} Q{x + 12},{y - 11} {x + 21},{y - 6}Z",
                      fill=c1, **_sw(2.4)))
        o.append(path(f"M{x - 22},{y - 6} Q{x},{y - 14} {x + 22},{y - 6}",
                      stroke=OUT, stroke_width=6, fill="none"))
        o.append(path(f"M{x - 22},{y - 6} Q{x},{y - 14} {x + 22},{y - 6}",
                      stroke=c3, stroke_width=3, fill="none"))
        for bx, by in ((x - 49, y - 44), (x + 51, y - 40)):
            o.append(circle(bx, by, 6, fill=c3, **_sw(2)))
            o.append(line(bx - 3, by + 1.5, bx + 3, by + 1.5, stroke=OUT,
                          stroke_width=1.5))
    elif kind == "beret":
        # flat, tilted beret with a large plume
        o.append(path(f"M{x + 8},{y - 30} Q{x + 22},{y - 66} {x + 56},{y - 58} "
                      f"Q{x + 48},{y - 54} {x + 50},{y - 48} "
                      f"Q{x + 40},{y - 50} {x + 40},{y - 42} "
                      f"Q{x + 30},{y - 44} {x + 20},{y - 26}Z", fill=c2,
                      **_sw(2)))
        o.append(path(f"M{x + 14},{y - 31} Q{x + 30},{y - 56} {x + 52},{y - 56}",
                      stroke=OUT, stroke_width=1.2, fill="none"))
        o.append(path(f"M{x - 30},{y - 14} Q{x - 28},{y - 36} {x + 2},{y - 38} "
                      f"Q{x + 32},{y - 38} {x + 32},{y - 18} "
                      f"Q{x},{y - 24} {x - 30},{y - 14}Z", fill=c1,
                      **_sw(2.4)))
        o.append(path(f"M{x - 24},{y - 12} Q{x},{y - 20} {x + 25},{y - 14}",
                      stroke=OUT, stroke_width=7, fill="none",
                      stroke_linecap="round"))
        o.append(path(f"M{x - 24},{y - 12} Q{x},{y - 20} {x + 25},{y - 14}",
                      stroke=c3, stroke_width=4, fill="none",
                      stroke_linecap="round"))
        o.append(circle(x + 12, y - 18, 3.2, fill="#ffffff", **_sw(1.2)))
    elif kind == "straw":
        o.append(ellipse(x, y - 13, 42, 9, fill=c1, **_sw(2.4)))
        o.append(path(f"M{x - 21},{y - 14} Q{x - 22},{y - 40} {x},{y - 41} "
                      f"Q{x + 22},{y - 40} {x + 21},{y - 14}Z", fill=c1,
                      **_sw(2.4)))
        o.append(path(f"M{x - 21},{y - 20} Q{x},{y - 25} {x + 21},{y - 20} "
                      f"L{x + 21},{y - 14} Q{x},{y - 19} {x - 21},{y - 14}Z",
                      fill=c2, **_sw(1.6)))
        o.append(path(f"M{x - 34},{y - 12} Q{x},{y - 6} {x + 34},{y - 12} "
                      f"M{x - 14},{y - 26} Q{x - 12},{y - 34} {x - 6},{y - 38}"
                      f" M{x + 6},{y - 27} Q{x + 8},{y - 34} {x + 12},{y - 36}",
                      stroke="#a07a2a", stroke_width=1.3, fill="none"))
        o.append(path(f"M{x + 16},{y - 22} q6,-12 14,-14 q-4,8 -14,14Z",
                      fill="#4f9a3a", **_sw(1.2)))
    elif kind == "cap":
        # messenger cap with turned-up brim and feather
        o.append(path(f"M{x - 6},{y - 30} Q{x - 26},{y - 56} {x - 44},{y - 54} "
                      f"Q{x - 26},{y - 44} {x - 14},{y - 26}Z", fill=c3,
                      **_sw(1.8)))
        o.append(path(f"M{x - 10},{y - 30} Q{x - 26},{y - 48} {x - 40},{y - 52}",
                      stroke=OUT, stroke_width=1, fill="none"))
        o.append(path(f"M{x - 20},{y - 12} Q{x - 22},{y - 42} {x + 4},{y - 42} "
                      f"Q{x + 26},{y - 40} {x + 22},{y - 12}Z", fill=c1,
                      **_sw(2.4)))
        o.append(path(f"M{x - 24},{y - 10} L{x - 22},{y - 22} "
                      f"Q{x},{y - 28} {x + 24},{y - 22} L{x + 26},{y - 10} "
                      f"Q{x},{y - 16} {x - 24},{y - 10}Z", fill=c2,
                      **_sw(2.2)))
    elif kind == "morion":
        o.append(path(f"M{x - 22},{y - 16} Q{x - 24},{y - 46} {x},{y - 47} "
                      f"Q{x + 24},{y - 46} {x + 22},{y - 16}Z",
                      fill="url(#swMetal)", **_sw(2.4)))
        o.append(path(f"M{x - 12},{y - 44} Q{x},{y - 62} {x + 12},{y - 44}Z",
                      fill="url(#swMetal)", **_sw(2.2)))
        o.append(path(f"M{x - 40},{y - 26} Q{x - 30},{y - 12} {x},{y - 14} "
                      f"Q{x + 30},{y - 12} {x + 40},{y - 26} "
                      f"Q{x + 34},{y - 16} {x},{y - 19} "
                      f"Q{x - 34},{y - 16} {x - 40},{y - 26}Z",
                      fill="url(#swMetal)", **_sw(2.2)))
        for dx in (-14, -5, 5, 14):
            o.append(circle(x + dx, y - 20, 1.5, fill="#f0c030",
                            stroke=OUT, stroke_width=0.6))
        if c1:
            o.append(path(f"M{x + 8},{y - 46} Q{x + 30},{y - 70} {x + 50},"
                          f"{y - 60} Q{x + 34},{y - 56} {x + 16},{y - 40}Z",
                          fill=c1, **_sw(1.8)))
    elif kind == "plumed":
        # Landsknecht hat: wide slashed beret with several feathers
        for i, col in enumerate((c2, c3, "#ffffff")):
            o.append(path(f"M{x + 4},{y - 36} q{n(20 + i * 8)},{n(-34 + i * 6)}"
                          f" {n(46 + i * 2)},{n(-20 + i * 10)} q-26,-2 "
                          f"{n(-36 - i * 3)},{n(26 - i * 4)}Z",
                          fill=col, **_sw(1.8)))
        o.append(path(f"M{x - 40},{y - 16} Q{x - 40},{y - 44} {x},{y - 46} "
                      f"Q{x + 40},{y - 44} {x + 40},{y - 16} "
                      f"Q{x},{y - 26} {x - 40},{y - 16}Z", fill=c1,
                      **_sw(2.4)))
        for dx in (-24, -8, 8, 24):
            o.append(path(f"M{x + dx - 3},{y - 24} Q{x + dx},{y - 36} "
                          f"{x + dx + 3},{y - 40}", stroke=c3,
                          stroke_width=3, fill="none",
                          stroke_linecap="round"))
        o.append(path(f"M{x - 34},{y - 15} Q{x},{y - 24} {x + 34},{y - 15}",
                      stroke=OUT, stroke_width=6, fill="none",
                      stroke_linecap="round"))
        o.append(path(f"M{x - 34},{y - 15} Q{x},{y - 24} {x + 34},{y - 15}",
                      stroke=c2, stroke_width=3, fill="none",
                      stroke_linecap="round"))
    elif kind == "fur":
        # burgher's hat: red top, broad fur brim
        o.append(path(f"M{x - 18},{y - 22} Q{x - 22},{y - 52} {x + 2},{y - 54} "
                      f"Q{x + 24},{y - 52} {x + 18},{y - 22}Z", fill=c1,
                      **_sw(2.4)))
        o.append(path(f"M{x - 8},{y - 50} Q{x - 4},{y - 34} {x - 6},{y - 26} "
                      f"M{x + 8},{y - 50} Q{x + 10},{y - 36} {x + 8},{y - 26}",
                      stroke=OUT, stroke_width=1, fill="none", opacity=0.5))
        o.append(path(f"M{x - 29},{y - 10} Q{x - 32},{y - 28} {x - 16},{y - 30} "
                      f"Q{x},{y - 33} {x + 16},{y - 30} "
                      f"Q{x + 32},{y - 28} {x + 29},{y - 10} "
                      f"Q{x},{y - 18} {x - 29},{y - 10}Z", fill=c2,
                      **_sw(2.4)))
        o.append(path(f"M{x - 22},{y - 16} l3,-8 M{x - 10},{y - 19} l2,-9 "
                      f"M{x + 2},{y - 20} l1,-9 M{x + 14},{y - 19} l-1,-9 "
                      f"M{x + 24},{y - 15} l-3,-8", stroke="#3a2616",
                      stroke_width=1.2, fill="none", opacity=0.6))
    elif kind == "crown":
        # crown: velvet cap, golden band, five points with pearls
        o.append(path(f"M{x - 20},{y - 22} Q{x - 20},{y - 50} {x},{y - 52} "
                      f"Q{x + 20},{y - 50} {x + 20},{y - 22}Z", fill=c1,
                      **_sw(2.2)))
        pts_ = [(x - 25, y - 14), (x - 27, y - 46), (x - 16, y - 30),
                (x - 8, y - 54), (x, y - 32), (x + 8, y - 54),
                (x + 16, y - 30), (x + 27, y - 46), (x + 25, y - 14)]
        o.append(path(poly_path(pts_) , fill="url(#swGold)", **_sw(2.4)))
        for px, py in ((x - 27, y - 46), (x - 8, y - 54), (x + 8, y - 54),
                       (x + 27, y - 46)):
            o.append(circle(px, py - 2, 3.4, fill="#fffbe8", **_sw(1.4)))
        o.append(path(f"M{x - 26},{y - 12} Q{x},{y - 19} {x + 26},{y - 12} "
                      f"L{x + 25},{y - 22} Q{x},{y - 29} {x - 25},{y - 22}Z",
                      fill="url(#swGold)", **_sw(2)))
        o.append(ellipse(x, y - 19, 4, 3.3, fill=c2, **_sw(1.2)))
        o.append(ellipse(x - 14, y - 18, 2.6, 2.4, fill=c3, **_sw(1)))
        o.append(ellipse(x + 14, y - 18, 2.6, 2.4, fill=c3, **_sw(1)))
    return "".join(o)


TORSO = ("M67,181 L69,136 Q70,110 100,103 L136,103 Q166,110 167,136 "
         "L169,181Z")


def torso(f):
    c1, c2 = f["coat"], f.get("coat2", f["coat"])
    style = f.get("style", "plain")
    o = [rect(109, 88, 18, 20, fill=SKIN, **_sw(2)),
         path(TORSO, fill=c1, **_sw(2.6))]
    if style == "motley":
        o.append(path("M118,103 L136,103 Q166,110 167,136 L169,181 L118,181Z",
                      fill=c2, **_sw(2.2)))
        for i, yy in enumerate((120, 138, 156)):
            o.append(circle(118, yy + 6, 3, fill="#f0c030", **_sw(1)))
    elif style == "stripes":
        for xx in (82, 96, 140, 154):
            o.append(rect(xx - 4, 112 if 84 < xx < 150 else 118, 8,
                          70 if 84 < xx < 150 else 64, fill=c2))
        o.append(rect(108, 104, 20, 78, fill=f.get("coat3", c2), **_sw(1.6)))
        o.append(path(TORSO, fill="none", **_sw(2.6)))
    elif style == "slashed":
        for xx in (84, 98, 138, 152):
            for yy in (122, 146):
                o.append(ellipse(xx, yy, 4.5, 9, fill=c2, **_sw(1.4)))
        o.append(rect(108, 104, 20, 78, fill=f.get("coat3", c1), **_sw(1.6)))
        for yy in (116, 132, 148, 164):
            o.append(circle(118, yy, 2.6, fill="#f0c030", **_sw(1)))
    elif style == "armor":
        o.append(path("M80,181 L82,122 Q118,112 154,122 L156,181Z",
                      fill="url(#swMetal)", **_sw(2.2)))
        o.append(path("M118,116 L118,181 M84,150 Q118,140 152,150",
                      stroke=OUT, stroke_width=1.4, fill="none", opacity=0.6))
        for xx in (90, 146):
            o.append(circle(xx, 128, 2, fill="#f0c030", **_sw(0.8)))
    elif style == "smock":
        o.append(path("M104,104 L118,134 L132,104Z", fill="#f4efe2",
                      **_sw(1.8)))
        o.append(path("M111,112 L125,112 M113,118 L123,118 M115,124 L121,124",
                      stroke="#8a5a2a", stroke_width=1.2, fill="none"))
        for xx in (86, 150):
            o.append(path(f"M{xx},{126} l0,46", stroke=OUT, stroke_width=1,
                          fill="none", opacity=0.4))
    elif style == "robe":
        # robe with ermine front and hem
        o.append(rect(104, 104, 28, 78, fill=c2, **_sw(1.8)))
        o.append(path("M106,116 L130,116 M106,132 L130,132 M106,148 L130,148 "
                      "M106,164 L130,164", stroke="#f0c030", stroke_width=2,
                      fill="none"))
        for (xa, xb) in ((94, 104), (132, 142)):
            o.append(rect(xa, 104, xb - xa, 78, fill="#fbfbf6", **_sw(1.6)))
            for k, yy in enumerate(range(114, 180, 14)):
                o.append(path(f"M{(xa + xb) / 2},{yy} l-1.6,4 l1.6,1.5 "
                              f"l1.6,-1.5Z", fill="#1a1a1a"))
    elif style == "coat":
        o.append(path("M100,104 L118,181 L136,104Z", fill=c2, **_sw(1.8)))
        for yy in (124, 142, 160):
            o.append(circle(118, yy, 2.4, fill="#f0c030",
                            **_sw(0.8)))
    # soft shading on the far side of the body
    o.append(path("M146,106 Q165,112 166,136 L168,181 L150,181 "
                  "Q154,140 146,106Z", fill="#000000", opacity=0.12))
    # belt
    if f.get("belt"):
        o.append(path("M68,164 Q118,172 168,164 L169,174 Q118,182 67,174Z",
                      fill=f["belt"], **_sw(1.8)))
        o.append(rect(111, 165, 14, 12, fill="none", stroke="#f0c030",
                      stroke_width=2.4, rx=2))
    # collar
    col = f.get("collar")
    if col == "ruff":
        for i in range(13):
            a = math.radians(180 + i * 15)
            o.append(circle(118 + math.cos(a) * 20, 104 + math.sin(a) * 4
                            + 3, 5.5, fill="#ffffff",
                            **_sw(1.3)))
    elif col == "flat":
        o.append(path("M96,104 Q118,100 140,104 L132,120 L118,110 L104,120Z",
                      fill="#ffffff", **_sw(1.8)))
    elif col == "ermine":
        o.append(path("M70,128 Q72,106 100,102 Q118,110 136,102 Q164,106 166,128"
                      " Q150,118 136,120 Q118,126 100,120 Q86,118 70,128Z",
                      fill="#fbfbf6", **_sw(2)))
        for xx, yy in ((80, 116), (92, 110), (144, 110), (156, 116),
                       (110, 114), (126, 114)):
            o.append(path(f"M{xx},{yy} l-1.6,4 l1.6,1.5 l1.6,-1.5Z",
                          fill="#1a1a1a"))
    elif col == "fur":
        o.append(path("M72,124 Q74,104 100,101 Q118,112 136,101 Q162,104 164,124"
                      " Q148,114 136,118 L118,134 L100,118 Q88,114 72,124Z",
                      fill="#7a5230", **_sw(2)))
    elif col == "gorget":
        o.append(path("M98,103 Q118,96 138,103 L140,114 Q118,122 96,114Z",
                      fill="url(#swMetal)", **_sw(1.8)))
    if f.get("chain"):
        d = []
        for i in range(15):
            t = i / 14
            xx = 92 + 52 * t
            yy = 108 + 30 * math.sin(math.pi * t)
            d.append(circle(xx, yy, 2.6, fill="#f0c030", **_sw(0.9)))
        o.extend(d)
        o.append(circle(118, 141, 6, fill="#f0c030", **_sw(1.3)))
        o.append(circle(118, 141, 2.5, fill="#c62828"))
    return "".join(o)


def sleeve(p0, p1, p2, color, cuff="#ffffff", dash=None):
    """Arm as a thick stroked curve ending in a cuff just before the hand."""
    dx, dy = p2[0] - p1[0], p2[1] - p1[1]
    L = math.hypot(dx, dy) or 1
    ux, uy = dx / L, dy / L
    e = (p2[0] - ux * 7, p2[1] - uy * 7)          # end of the sleeve
    d = f"M{n(p0[0])},{n(p0[1])} Q{n(p1[0])},{n(p1[1])} {n(e[0])},{n(e[1])}"
    o = [path(d, stroke=OUT, stroke_width=23, fill="none",
              stroke_linecap="round"),
         path(d, stroke=color, stroke_width=18, fill="none",
              stroke_linecap="round")]
    if dash:
        o.append(path(d, stroke=dash, stroke_width=14, fill="none",
                      stroke_dasharray="3.5,6.5"))
    ang = math.degrees(math.atan2(uy, ux))
    cx_, cy_ = e[0] - ux * 1, e[1] - uy * 1
    o.append(ellipse(cx_, cy_, 5, 11.5, fill=cuff, **_sw(2),
                     transform=f"rotate({n(ang)},{n(cx_)},{n(cy_)})"))
    return "".join(o)


def hand(p):
    return (circle(p[0], p[1], 7.5, fill=SKIN, **_sw(2))
            + path(f"M{n(p[0] - 3)},{n(p[1] - 4)} q3,2 6,0", stroke=SKIN_SHADE,
                   stroke_width=1.2, fill="none"))


# arm poses: shoulder, elbow control point, hand
LEFT_HIP = ((80, 118), (48, 150), (84, 166))
LEFT_PROP = ((80, 118), (54, 150), (80, 150))
RIGHT_LOW = ((156, 118), (192, 138), (176, 160))
RIGHT_HIGH = ((156, 116), (202, 110), (190, 66))
RIGHT_KING = ((156, 118), (204, 148), (186, 128))


def prop(kind, handp):
    x, y = handp
    o = []
    if kind == "marotte":     # jester's bauble on a stick
        o.append(path(f"M{x - 4},{y + 14} L{x - 6},{y - 64}", stroke=OUT,
                      stroke_width=5.5, fill="none", stroke_linecap="round"))
        o.append(path(f"M{x - 4},{y + 14} L{x - 6},{y - 64}",
                      stroke="#a0522d", stroke_width=3, fill="none",
                      stroke_linecap="round"))
        o.append(circle(x - 7, y - 70, 8, fill=SKIN, **_sw(1.8)))
        o.append(path(f"M{x - 15},{y - 72} l-6,-9 l10,2 l4,-6 l4,6 l10,-2 "
                      f"l-6,9Z", fill="#c62828", **_sw(1.4)))
    elif kind in ("halberd", "pitchfork", "spear", "scepter", "sword"):
        top = {"scepter": y - 76, "spear": y - 118}.get(kind, y - 98)
        if kind == "sword":
            top = y - 78
        bot = min(y + 30, 181)
        col = {"scepter": "url(#swGold)", "sword": "url(#swMetal)"}.get(
            kind, "#8a5a2a")
        w = 7 if kind == "sword" else 5
        o.append(path(f"M{x},{bot} L{x},{top}", stroke=OUT,
                      stroke_width=w + 3, fill="none", stroke_linecap="round"))
        o.append(rect(x - w / 2, top, w, bot - top, fill=col))
        if kind == "halberd":
            o.append(path(f"M{x},{top - 18} L{x + 3},{top} L{x - 3},{top}Z "
                          f"M{x + 1},{top + 2} Q{x + 20},{top + 2} {x + 18},"
                          f"{top + 22} Q{x + 10},{top + 14} {x + 1},{top + 16}Z "
                          f"M{x - 1},{top + 4} L{x - 13},{top + 2} "
                          f"L{x - 1},{top + 12}Z",
                          fill="url(#swMetal)", **_sw(1.8)))
        elif kind == "pitchfork":
            o.append(path(f"M{x - 10},{top - 22} L{x - 10},{top} "
                          f"Q{x - 10},{top + 6} {x},{top + 6} "
                          f"Q{x + 10},{top + 6} {x + 10},{top} L{x + 10},"
                          f"{top - 22} M{x},{top - 24} L{x},{top + 6}",
                          stroke=OUT, stroke_width=4.5, fill="none",
                          stroke_linecap="round"))
            o.append(path(f"M{x - 10},{top - 22} L{x - 10},{top} "
                          f"Q{x - 10},{top + 6} {x},{top + 6} "
                          f"Q{x + 10},{top + 6} {x + 10},{top} L{x + 10},"
                          f"{top - 22} M{x},{top - 24} L{x},{top + 6}",
                          stroke="#c7ccd0", stroke_width=2, fill="none",
                          stroke_linecap="round"))
        elif kind == "spear":
            o.append(path(f"M{x},{top - 22} L{x + 6},{top + 2} L{x},{top + 6} "
                          f"L{x - 6},{top + 2}Z", fill="url(#swMetal)",
                          **_sw(1.8)))
            o.append(path(f"M{x + 3},{top + 8} L{x + 26},{top + 12} "
                          f"L{x + 17},{top + 17} L{x + 26},{top + 22} "
                          f"L{x + 3},{top + 25}Z", fill="#1f3f8f",
                          **_sw(1.6)))
        elif kind == "scepter":
            o.append(circle(x, top - 7, 8, fill="url(#swGold)", **_sw(2)))
            o.append(path(f"M{x},{top - 24} L{x},{top - 14} M{x - 5},"
                          f"{top - 20} L{x + 5},{top - 20}", stroke=OUT,
                          stroke_width=2.6, fill="none"))
            o.append(rect(x - 6, top + 4, 12, 5, fill="url(#swGold)",
                          **_sw(1.4)))
        elif kind == "sword":
            o.append(path(f"M{x - 3.5},{top} L{x},{top - 14} L{x + 3.5},{top}",
                          fill="url(#swMetal)", **_sw(1.6)))
            o.append(rect(x - 14, y - 14, 28, 6, fill="url(#swGold)",
                          **_sw(1.6), rx=2))
            o.append(rect(x - 3, y - 8, 6, 16, fill="#5a3a1a", **_sw(1.4)))
            o.append(circle(x, y + 11, 4, fill="url(#swGold)", **_sw(1.4)))
    elif kind == "letter":
        o.append(path(f"M{x - 2},{y - 28} L{x + 22},{y - 22} L{x + 16},{y + 6} "
                      f"L{x - 8},{y}Z", fill="#fbf5e2", **_sw(2)))
        o.append(path(f"M{x - 2},{y - 28} L{x + 8},{y - 10} L{x + 22},{y - 22}",
                      stroke=OUT, stroke_width=1.4, fill="none"))
        o.append(circle(x + 8, y - 10, 4, fill="#c62828", **_sw(1)))
    return "".join(o)


def throne(c1):
    return (path("M64,181 L64,40 Q64,18 90,18 L146,18 Q172,18 172,40 "
                 "L172,181Z", fill=c1, **_sw(2.6))
            + path("M72,181 L72,44 Q72,26 92,26 L144,26 Q164,26 164,44 "
                   "L164,181", stroke="#f0c030", stroke_width=2.6,
                   fill="none")
            + circle(64, 36, 6, fill="url(#swGold)", **_sw(1.8))
            + circle(172, 36, 6, fill="url(#swGold)", **_sw(1.8)))


def figure(f, suit, rank):
    """Top half of a court card (the figure's upper body)."""
    o = []
    if rank == "K":
        o.append(throne(f.get("throne", "#7a1f2b")))
    else:
        col, accent, tint = SUIT_COLORS[suit]
        o.append(path("M58,181 L58,70 Q58,20 118,20 Q178,20 178,70 L178,181Z",
                      fill=tint, stroke=col, stroke_width=1.6))
        o.append(path("M64,181 L64,72 Q64,27 118,27 Q172,27 172,72 L172,181",
                      fill="none", stroke=col, stroke_width=0.8,
                      stroke_dasharray="2,3"))
    o.append(hair_back(f.get("hairstyle"), f.get("hair", "#6b4220")))
    o.append(torso(f))
    o.append(face(f))
    o.append(hat(f["hat"], *f.get("hat_colors", ("#c62828",))))
    sl = f.get("sleeve", f["coat"])
    dash = f.get("sleeve_dash")
    left = LEFT_PROP if f.get("prop") else LEFT_HIP
    right = {"J": RIGHT_LOW, "Q": RIGHT_HIGH, "K": RIGHT_KING}[rank]
    o.append(sleeve(*left, sl, f.get("cuff", "#ffffff"), dash))
    o.append(sleeve(*right, f.get("sleeve2", sl), f.get("cuff", "#ffffff"),
                    dash))
    if f.get("prop"):
        o.append(prop(f["prop"], left[2]))
    # the suit sign: Under low, Ober high, Koenig beside him
    if rank == "J":
        o.append(put(sign(suit), 186, 138, 50))
    elif rank == "Q":
        o.append(put(sign(suit), 192, 40, 50))
    else:
        o.append(put(sign(suit), 196, 98, 46))
    o.append(hand(left[2]))
    o.append(hand(right[2]))
    return "".join(o)


FIGURES = {
    # Schellen -------------------------------------------------------------
    ("C", "J"): dict(coat="#d32f2f", coat2="#f2c230", style="motley",
                     sleeve="#f2c230", sleeve2="#d32f2f", collar="ruff",
                     hat="jester", hat_colors=("#d32f2f", "#f2c230",
                                               "#f0c030"),
                     hair="#c27a2c", prop="marotte", belt=None,
                     cuff="#2e7d32"),
    ("C", "Q"): dict(coat="#2e6b3a", coat2="#e6b422", coat3="#f2d36b",
                     style="slashed", sleeve="#2e6b3a", sleeve_dash="#f2c230",
                     collar="flat", hat="beret",
                     hat_colors=("#1f1f1f", "#ffffff", "#f0c030"),
                     hair="#5a3418", hairstyle="bob", mustache=True,
                     beard="pointed", prop="sword"),
    ("C", "K"): dict(coat="#b71c1c", coat2="#f2c230", style="robe",
                     collar="ermine", sleeve="#b71c1c", hat="crown",
                     hat_colors=("#b71c1c", "#1f5fbf", "#2e7d32"),
                     hair="#7a4a22", hairstyle="bob", beard="full",
                     mustache=True, prop="scepter", throne="#1f3f8f"),
    # Schilten -------------------------------------------------------------
    ("S", "J"): dict(coat="#1f4f9f", coat2="#f4f1e6", coat3="#f2c230",
                     style="stripes", sleeve="#1f4f9f", collar="flat",
                     hat="cap", hat_colors=("#c62828", "#1f4f9f", "#ffffff"),
                     hair="#a8652a", hairstyle="bob", prop="letter",
                     belt="#6b4220"),
    ("S", "Q"): dict(coat="#c62828", style="armor", sleeve="#c62828",
                     sleeve_dash="#f2c230", collar="gorget", hat="morion",
                     hat_colors=("#c62828",), hair="#3a2616",
                     mustache=True, beard="stubble", prop="spear",
                     smile=False),
    ("S", "K"): dict(coat="#1f3f8f", coat2="#c62828", style="robe",
                     collar="ermine", sleeve="#1f3f8f", hat="crown",
                     hat_colors=("#c62828", "#2e7d32", "#c62828"),
                     hair="#d8d4cc", brow="#9a948a", hairstyle="long",
                     beard="long", mustache=True, prop="sword",
                     throne="#7a1f2b"),
    # Rosen ----------------------------------------------------------------
    ("H", "J"): dict(coat="#4f8a3a", style="smock", sleeve="#4f8a3a",
                     collar=None, hat="straw",
                     hat_colors=("#f0d27a", "#c62828"), hair="#b5762e",
                     beard="stubble", prop="pitchfork", belt="#8a5a2a",
                     cuff="#f4efe2"),
    ("H", "Q"): dict(coat="#a3161c", coat2="#3a2616", style="coat",
                     sleeve="#a3161c", sleeve_dash="#3a2616", collar="fur",
                     chain=True, hat="fur",
                     hat_colors=("#a3161c", "#6b4424"), hair="#6b4220",
                     beard="full", mustache=True),
    ("H", "K"): dict(coat="#2e6b3a", coat2="#c62828", style="robe",
                     collar="ermine", sleeve="#2e6b3a", hat="crown",
                     hat_colors=("#2e6b3a", "#c62828", "#1f5fbf"),
                     hair="#ece8e0", brow="#b0aaa0", hairstyle="long",
                     beard="pointed", mustache=True, prop="scepter",
                     throne="#a3161c"),
    # Eicheln --------------------------------------------------------------
    ("D", "J"): dict(coat="#8a5a2a", coat2="#f2c230", coat3="#f2c230",
                     style="stripes", sleeve="#8a5a2a",
                     sleeve_dash="#f2c230", collar="flat", hat="morion",
                     hat_colors=(None,), hair="#4a2e16", mustache=True,
                     prop="halberd", belt="#3a2616"),
    ("D", "Q"): dict(coat="#1f1f1f", coat2="#d32f2f", coat3="#f2c230",
                     style="slashed", sleeve="#d32f2f",
                     sleeve_dash="#f2c230", collar="ruff", hat="plumed",
                     hat_colors=("#d32f2f", "#f2c230", "#2e6b3a"),
                     hair="#8a4f1e", hairstyle="bob", beard="pointed",
                     mustache=True, prop="sword"),
    ("D", "K"): dict(coat="#5b2a6e", coat2="#f2c230", style="robe",
                     collar="ermine", sleeve="#5b2a6e", hat="crown",
                     hat_colors=("#5b2a6e", "#c62828", "#2e7d32"),
                     hair="#4a2e16", hairstyle="bob", beard="full",
                     mustache=True, prop="scepter", throne="#2e6b3a"),
}


def court(suit, rank):
    half = figure(FIGURES[(suit, rank)], suit, rank)
    body = mirror_half(half)
    # dividing line
    body += (rect(14, 178, 212, 4, fill="#f0c030", stroke=OUT,
                  stroke_width=1.6)
             + path(f"M{CX - 9},180 L{CX},173 L{CX + 9},180 L{CX},187Z",
                    fill=SUIT_COLORS[suit][0], **_sw(1.6)))
    return body


# ---------------------------------------------------------------------------
# ornaments
# ---------------------------------------------------------------------------

def sprig(cx, cy, scale, color, leaf="#5d8f3a", rot=0):
    """Small symmetric flourish: two curls and three leaves."""
    o = [path("M-22,4 C-18,-8 -6,-8 -4,0 C-3,5 -10,6 -11,1 "
              "M22,4 C18,-8 6,-8 4,0 C3,5 10,6 11,1",
              stroke=color, stroke_width=2.4, fill="none",
              stroke_linecap="round"),
         path("M0,-2 C-5,-8 -3,-16 0,-19 C3,-16 5,-8 0,-2Z", fill=leaf,
              stroke=OUT, stroke_width=1.1),
         path("M0,2 C-6,0 -10,6 -12,10 C-6,11 -2,8 0,2Z "
              "M0,2 C6,0 10,6 12,10 C6,11 2,8 0,2Z", fill=leaf,
              stroke=OUT, stroke_width=1.1),
         circle(0, 1, 3, fill=color, stroke=OUT, stroke_width=1)]
    t = f"translate({n(cx)},{n(cy)})"
    if rot:
        t += f" rotate({n(rot)})"
    t += f" scale({scale:.3g})"
    return f'<g transform="{t}">{"".join(o)}</g>'


def rosette(cx, cy, r, color, center="#f0c030"):
    o = []
    for i in range(4):
        a = math.radians(45 + i * 90)
        o.append(ellipse(cx + math.cos(a) * r * 0.55,
                         cy + math.sin(a) * r * 0.55, r * 0.42, r * 0.42,
                         fill=color, stroke=OUT, stroke_width=1))
    o.append(circle(cx, cy, r * 0.35, fill=center, stroke=OUT,
                    stroke_width=1))
    return "".join(o)


def side_numerals(label, color):
    """The value on the left and right edge, as on the traditional pack."""
    h = 24
    out = []
    for x in (28, W - 28):
        # both upright, so that a 6 never reads as a 9
        out.append(f'<path d="{common.glyph_path(label, x, CY - h / 2, h)}" '
                   f'fill="{color}"/>')
        out.append(sprig(x, CY - 24, 0.55, color))
        out.append(sprig(x, CY + 24, 0.55, color, rot=180))
    return "".join(out)


# ---------------------------------------------------------------------------
# number cards
# ---------------------------------------------------------------------------

PIPS = {
    "6": ([(88, 84), (152, 84), (88, 180), (152, 180), (88, 276),
           (152, 276)], 62),
    "7": ([(84, 84), (156, 84), (120, 136), (84, 196), (156, 196),
           (84, 284), (156, 284)], 56),
    "8": ([(88, 66), (152, 66), (88, 142), (152, 142), (88, 218),
           (152, 218), (88, 294), (152, 294)], 58),
    "9": ([(78, 84), (120, 84), (162, 84), (78, 180), (120, 180),
           (162, 180), (78, 276), (120, 276), (162, 276)], 48),
}

ORNAMENTS = {
    "6": [(120, 132), (120, 228)],
    "7": [(120, 240)],
    "8": [(120, 104), (120, 180), (120, 256)],
    "9": [(99, 132), (141, 132), (99, 228), (141, 228)],
}


def number_card(suit, rank):
    col, accent, tint = SUIT_COLORS[suit]
    pos, size = PIPS[rank]
    sg = sign(suit)
    o = [sprig(CX, 24, 0.8, accent), sprig(CX, H - 24, 0.8, accent, rot=180)]
    for x, y in ORNAMENTS[rank]:
        o.append(rosette(x, y, 6 if rank == "9" else 8, accent))
    o.append(side_numerals(rank, col))
    for x, y in pos:
        o.append(put(sg, x, y, size))
    return "".join(o)


# ---------------------------------------------------------------------------
# Banner (the ten)
# ---------------------------------------------------------------------------

def banner_card(suit):
    col, accent, tint = SUIT_COLORS[suit]
    sx = 74                  # staff
    x0, x1 = sx + 3, 206
    top0, hgt = 42, 208

    def wave(x):
        t = (x - x0) / (x1 - x0)
        return 9 * math.sin(t * 2 * math.pi) * (0.35 + 0.65 * t)

    def outline(inset):
        xs = [x0 + inset + (x1 - x0 - 2 * inset) * i / 24 for i in range(25)]
        top = [(x, top0 + inset + wave(x)) for x in xs]
        bot = [(x, top0 + hgt - inset + wave(x)) for x in reversed(xs)]
        return top + bot

    o = []
    # staff with golden finial and foot
    o.append(path(f"M{sx},{334} L{sx},{40}", stroke=OUT, stroke_width=9,
                  fill="none", stroke_linecap="round"))
    o.append(path(f"M{sx},{334} L{sx},{40}", stroke="#9a6a32",
                  stroke_width=5, fill="none", stroke_linecap="round"))
    o.append(path(f"M{sx - 1.2},{330} L{sx - 1.2},{44}", stroke="#d0a060",
                  stroke_width=1.4, fill="none"))
    o.append(path(f"M{sx},{8} L{sx + 7},{30} L{sx},{38} L{sx - 7},{30}Z",
                  fill="url(#swGold)", **_sw(2)))
    o.append(circle(sx, 40, 6, fill="url(#swGold)", **_sw(2)))
    # flag
    o.append(path(poly_path(outline(0)), fill="url(#swFlag)", **_sw(2.8)))
    o.append(path(poly_path(outline(9)), fill="none", stroke=accent,
                  stroke_width=7, stroke_linejoin="round"))
    o.append(path(poly_path(outline(14)), fill="none", stroke="#f0c030",
                  stroke_width=1.6, stroke_linejoin="round"))
    # soft folds
    for xf in (112, 168):
        o.append(path(poly_path([(xf - 8, top0 + 4 + wave(xf - 8)),
                                 (xf + 8, top0 + 4 + wave(xf + 8)),
                                 (xf + 8, top0 + hgt - 4 + wave(xf + 8)),
                                 (xf - 8, top0 + hgt - 4 + wave(xf - 8))]),
                      fill="#7a5a30", opacity=0.07))
    # fringe on the fly end
    fr = []
    for i in range(13):
        y = top0 + 6 + i * (hgt - 12) / 12 + wave(x1)
        fr.append(f"M{x1},{n(y)} l7,2")
    o.append(path(" ".join(fr), stroke="#c9961c", stroke_width=3,
                  fill="none", stroke_linecap="round"))
    # rings holding the flag
    for y in (top0 + 10, top0 + hgt / 2, top0 + hgt - 10):
        o.append(ellipse(sx, y, 6, 3, fill="none", stroke="#c9961c",
                         stroke_width=2.4))
    # golden cord with a tassel hanging from the finial
    o.append(path(f"M{sx + 3},{42} Q{sx - 14},{60} {sx - 12},{84}",
                  stroke=OUT, stroke_width=4, fill="none"))
    o.append(path(f"M{sx + 3},{42} Q{sx - 14},{60} {sx - 12},{84}",
                  stroke="#f0c030", stroke_width=2, fill="none"))
    o.append(circle(sx - 12, 87, 4, fill="url(#swGold)", **_sw(1.4)))
    o.append(path(f"M{sx - 15},{90} L{sx - 18},{108} L{sx - 6},{108} "
                  f"L{sx - 9},{90}Z", fill="url(#swGold)", **_sw(1.4)))
    o.append(path(f"M{sx - 15},{96} L{sx - 15},{106} M{sx - 12},{94} "
                  f"L{sx - 12},{106} M{sx - 9},{96} L{sx - 9},{106}",
                  stroke="#a07010", stroke_width=1, fill="none"))
    # the suit sign on the flag
    cxf = (x0 + x1) / 2 + 2
    o.append(put(sign(suit), cxf, top0 + hgt / 2 + wave(cxf), 120))
    # ground ornament
    o.append(sprig(138, 298, 1.5, accent))
    return "".join(o)


# ---------------------------------------------------------------------------
# As (two large suit signs)
# ---------------------------------------------------------------------------

def vine(x0, y0, x1, y1, cx, cy, leaf, stem, n_leaves=5, flip=1):
    o = [path(f"M{n(x0)},{n(y0)} Q{n(cx)},{n(cy)} {n(x1)},{n(y1)}",
              stroke=stem, stroke_width=2.6, fill="none",
              stroke_linecap="round")]
    for i in range(1, n_leaves + 1):
        t = i / (n_leaves + 1)
        bx = (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1
        by = (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1
        tx = 2 * (1 - t) * (cx - x0) + 2 * t * (x1 - cx)
        ty = 2 * (1 - t) * (cy - y0) + 2 * t * (y1 - cy)
        ang = math.degrees(math.atan2(ty, tx)) + (50 if i % 2 else -50) * flip
        o.append(f'<g transform="translate({n(bx)},{n(by)}) rotate({n(ang)})">'
                 + path("M0,0 C4,-5 11,-5 15,0 C11,5 4,5 0,0Z", fill=leaf,
                        stroke=OUT, stroke_width=1)
                 + "</g>")
    return "".join(o)


def ace_card(suit):
    col, accent, tint = SUIT_COLORS[suit]
    sg = sign(suit)
    o = []
    # halos behind the two signs
    for y in (102, 258):
        o.append(ellipse(CX, y, 64, 64, fill=tint, stroke=col,
                         stroke_width=1.6, opacity=0.9))
        o.append(ellipse(CX, y, 58, 58, fill="none", stroke=col,
                         stroke_width=0.8, stroke_dasharray="2,4"))
    # central ornament: crossing vines and a medallion
    for s in (-1, 1):
        o.append(vine(CX, 180, CX + s * 96, 150, CX + s * 60, 196, "#4f9a3a",
                      "#3b6b2a", 4, s))
        o.append(vine(CX, 180, CX + s * 96, 210, CX + s * 60, 164, "#4f9a3a",
                      "#3b6b2a", 4, -s))
    o.append(ellipse(CX, 180, 17, 13, fill="url(#swGold)", **_sw(2)))
    o.append(rosette(CX, 180, 9, accent))
    o.append(sprig(CX, 22, 0.9, accent))
    o.append(sprig(CX, H - 22, 0.9, accent, rot=180))
    o.append(put(sg, CX, 102, 118))
    o.append(put(sg, CX, 258, 118))
    return "".join(o)


# ---------------------------------------------------------------------------
# assembly
# ---------------------------------------------------------------------------

def card_body(suit, rank, label):
    if rank in PIPS:
        body = number_card(suit, rank)
    elif rank == "T":
        body = banner_card(suit)
    elif rank == "A":
        body = ace_card(suit)
    else:
        body = court(suit, rank)
    col = SUIT_COLORS[suit][0]
    return body + common.corner_indices(label, sign(suit), col)


def card(suit, rank, label) -> str:
    return common.card_svg(card_body(suit, rank, label), background=BACKGROUND,
                           border=BORDER, defs=DEFS)


def build(out_dir: pathlib.Path, index_labels: dict[str, list[str]]) -> None:
    """Write each face into *out_dir*: every card once per index in ``index_labels[rank]``."""
    out_dir = pathlib.Path(out_dir)
    for suit in SUITS:
        for rank in RANKS:
            for label in index_labels[rank]:
                common.write_svg(out_dir / common.face_file_name(suit + rank, label), card(suit, rank, label))
