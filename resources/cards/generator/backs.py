"""Card backs in the traditional Swiss two-colour style (blue-and-white,
red-and-white, green-and-white): a white margin, a coloured field with a
white diamond lattice of small flowers, and a central medallion with an
edelweiss-like star.  Original vector art.

``build(out_dir)`` writes blue.svg, red.svg and green.svg.
"""

from __future__ import annotations

import math
import pathlib

from common import card_svg, fmt, mix, write_svg

BACKS = {
    "blue": "#1d4f9c",
    "red": "#b8182c",
    "green": "#1d6b3c",
}

WHITE = "#fffdf7"

# lattice area
LX0, LY0, LX1, LY1 = 22.0, 22.0, 218.0, 338.0
COLS, ROWS = 10, 16


def _clip(x0, y0, dx, dy):
    """Clip the infinite line (x0, y0) + t (dx, dy) to the lattice rect."""
    t0, t1 = -1e9, 1e9
    for p, q in ((-dx, x0 - LX0), (dx, LX1 - x0), (-dy, y0 - LY0), (dy, LY1 - y0)):
        if abs(p) < 1e-12:
            if q < 0:
                return None
            continue
        t = q / p
        if p < 0:
            t0 = max(t0, t)
        else:
            t1 = min(t1, t)
    if t0 >= t1:
        return None
    return (x0 + t0 * dx, y0 + t0 * dy, x0 + t1 * dx, y0 + t1 * dy)


def _lattice():
    w = (LX1 - LX0) / COLS
    h = (LY1 - LY0) / ROWS
    d = []
    for i in range(-ROWS - 2, COLS + ROWS + 2):
        x = LX0 + (i + 0.5) * w
        for dx in (w, -w):
            seg = _clip(x, LY0, dx, h)
            if seg and math.hypot(seg[2] - seg[0], seg[3] - seg[1]) > 0.5:
                d.append(f"M{fmt(seg[0])} {fmt(seg[1])}L{fmt(seg[2])} {fmt(seg[3])}")
    return "".join(d), w, h


def _flower(cx, cy, r):
    """Four-petal flower as compact (mostly relative) path data."""
    a = r * 0.42
    f, g = fmt(a), fmt(r - a)
    rr, r2 = fmt(r), fmt(2 * r)
    return (f"M{fmt(cx)} {fmt(cy - r)}q{f} {g} 0 {rr}q-{f} -{g} 0 -{rr}z"
            f"m0 {r2}q{f} -{g} 0 -{rr}q-{f} {g} 0 {rr}z"
            f"m-{rr} -{rr}q{g} -{f} {rr} 0q-{g} {f} -{rr} 0z"
            f"m{r2} 0q-{g} -{f} -{rr} 0q{g} {f} {rr} 0z")


def _star(cx, cy, r_out, r_in, n, rot=-90.0):
    pts = []
    for k in range(2 * n):
        r = r_out if k % 2 == 0 else r_in
        a = math.radians(rot + k * 180.0 / n)
        pts.append(f"{fmt(cx + r * math.cos(a))} {fmt(cy + r * math.sin(a))}")
    return "M" + "L".join(pts) + "Z"


def _edelweiss(cx, cy, r, color):
    """Star of ten woolly petals around a cluster of dots."""
    o = []
    petals = []
    for k in range(10):
        a = math.radians(-90 + k * 36)
        tip = (cx + r * math.cos(a), cy + r * math.sin(a))
        b1 = math.radians(-90 + k * 36 - 11)
        b2 = math.radians(-90 + k * 36 + 11)
        rb = r * 0.38
        p1 = (cx + rb * math.cos(b1), cy + rb * math.sin(b1))
        p2 = (cx + rb * math.cos(b2), cy + rb * math.sin(b2))
        c1 = (cx + r * 0.8 * math.cos(b1 - 0.12), cy + r * 0.8 * math.sin(b1 - 0.12))
        c2 = (cx + r * 0.8 * math.cos(b2 + 0.12), cy + r * 0.8 * math.sin(b2 + 0.12))
        petals.append(
            f"M{fmt(p1[0])} {fmt(p1[1])}Q{fmt(c1[0])} {fmt(c1[1])} {fmt(tip[0])} {fmt(tip[1])}"
            f"Q{fmt(c2[0])} {fmt(c2[1])} {fmt(p2[0])} {fmt(p2[1])}Z")
    o.append(f'<path d="{"".join(petals)}" fill="{WHITE}"/>')
    o.append(f'<circle cx="{fmt(cx)}" cy="{fmt(cy)}" r="{fmt(r * 0.36)}" fill="{WHITE}"/>')
    dots = []
    for k in range(7):
        rr = 0 if k == 0 else r * 0.2
        a = math.radians(k * 60)
        dots.append(f'<circle cx="{fmt(cx + rr * math.cos(a))}" cy="{fmt(cy + rr * math.sin(a))}" '
                    f'r="{fmt(r * 0.09)}" fill="{color}"/>')
    o.extend(dots)
    return "".join(o)


def back(color: str) -> str:
    dark = mix(color, "#000000", 0.25)
    o = [f'<rect x="12" y="12" width="216" height="336" rx="9" ry="9" fill="{color}"/>',
         f'<rect x="16.5" y="16.5" width="207" height="327" rx="6" ry="6" fill="none" '
         f'stroke="{WHITE}" stroke-width="2"/>']
    lat, w, h = _lattice()
    o.append(f'<path d="{lat}" fill="none" stroke="{WHITE}" stroke-width="1.3" opacity="0.9"/>')
    fl = []
    dots = []
    for j in range(ROWS):
        for i in range(COLS):
            cx = LX0 + (i + 0.5) * w
            cy = LY0 + (j + 0.5) * h
            fl.append(_flower(cx, cy, min(w, h) * 0.3))
    for j in range(1, ROWS):
        for i in range(1, COLS):
            cx = LX0 + i * w
            cy = LY0 + j * h
            dots.append(f"M{fmt(cx - 2)} {fmt(cy)}c0 -1.1 .9 -2 2 -2s2 .9 2 2s-.9 2 -2 2s-2 -.9 -2 -2z")
    o.append(f'<path d="{"".join(fl)}" fill="{WHITE}"/>')
    o.append(f'<path d="{"".join(dots)}" fill="{WHITE}"/>')
    # frame around the lattice
    o.append(f'<rect x="{LX0}" y="{LY0}" width="{LX1 - LX0}" height="{LY1 - LY0}" fill="none" '
             f'stroke="{WHITE}" stroke-width="1.6"/>')
    # central medallion
    o.append(f'<ellipse cx="120" cy="180" rx="50" ry="64" fill="{WHITE}"/>')
    o.append(f'<ellipse cx="120" cy="180" rx="45" ry="59" fill="{color}"/>')
    o.append(f'<ellipse cx="120" cy="180" rx="40" ry="54" fill="none" stroke="{WHITE}" '
             f'stroke-width="1.4"/>')
    ring = []
    for k in range(24):
        a = math.radians(k * 15)
        ring.append(f'<circle cx="{fmt(120 + 47.5 * math.cos(a))}" cy="{fmt(180 + 61.5 * math.sin(a))}" '
                    f'r="1.5" fill="{dark}"/>')
    o.extend(ring)
    o.append(_edelweiss(120, 180, 33, color))
    # small stars above and below the flower
    o.append(f'<path d="{_star(120, 134, 6, 2.4, 4)}{_star(120, 226, 6, 2.4, 4)}" fill="{WHITE}"/>')
    # corner ornaments on the white frame
    for cx, cy in ((22, 22), (218, 22), (22, 338), (218, 338)):
        o.append(f'<circle cx="{cx}" cy="{cy}" r="6" fill="{color}" stroke="{WHITE}" '
                 f'stroke-width="1.6"/><circle cx="{cx}" cy="{cy}" r="2.2" fill="{WHITE}"/>')
    return card_svg("".join(o), background=WHITE, border="#2b2b2b")


def build(out_dir: pathlib.Path) -> None:
    out_dir = pathlib.Path(out_dir)
    for name, color in BACKS.items():
        write_svg(out_dir / f"{name}.svg", back(color))


if __name__ == "__main__":
    import sys
    build(pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "backs"))
