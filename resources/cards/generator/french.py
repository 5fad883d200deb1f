"""French-suited Jass deck (Herz, Karo, Pik, Kreuz; 6-10, Bube, Dame,
König, Ass) drawn as original vector art.

``build(out_dir, index_labels, palette=CLASSIC)`` writes the 36 cards as
``{SUIT}{RANK}-{INDEX}.svg`` (suits H D S C, ranks 6 7 8 9 T J Q K A), one
file per corner index a rank shows in some language: the court cards once
with B/D/K (German) and once with J/Q/K (English).  ``index_labels`` comes
from the engine's table (see build.py).  ``palette`` maps the suit letters
to their colour; ``FOUR_COLOUR`` is the four-colour variant.
"""

from __future__ import annotations

import math
import pathlib

from common import (CARD_H, CARD_W, card_svg, corner_indices, face_file_name, fmt,
                    mix, place, write_svg)

SUITS = "HDSC"
RANKS = "6789TJQKA"

RED = "#c8102e"
BLACK = "#1b1b1f"
CLASSIC = {"H": RED, "D": RED, "S": BLACK, "C": BLACK}
# Four colours: blue (not orange) for Karo, because orange and red are the
# pair most often confused with red-green colour vision deficiency; a blue-leaning
# green for Kreuz, which stays apart from the red for deuteranopes (ΔE 21 where
# the earlier #1a7f37 came to 15) and from the blue for tritanopes
# (tests/cards/test_colour_vision.py simulates all three deficiencies).
FOUR_COLOUR = {"H": RED, "D": "#1456b8", "S": BLACK, "C": "#008448"}

INK = "#2b2b2b"
GOLD = "#e3b341"
GOLD_D = "#9a6d12"
SKIN = "#f7dcc2"
SKIN_D = "#d9a98a"
CREAM = "#fffaf0"

# ---------------------------------------------------------------------------
# suit signs in the unit box 0..100

SIGN_D = {
    "H": ("M50 94C38 82 4 60 4 32C4 15 16 5 29 5C39 5 46 11 50 20"
          "C54 11 61 5 71 5C84 5 96 15 96 32C96 60 62 82 50 94Z"),
    "D": "M50 2C60 20 72 36 88 50C72 64 60 80 50 98C40 80 28 64 12 50C28 36 40 20 50 2Z",
    "S": ("M50 3C60 20 96 38 96 62C96 77 86 85 73 85C63 85 56 80 53 73"
          "C54 83 59 91 68 97L32 97C41 91 46 83 47 73C44 80 37 85 27 85"
          "C14 85 4 77 4 62C4 38 40 20 50 3Z"),
}


def sign(suit: str, color: str) -> str:
    """Suit sign fragment (unit box) filled with *color*."""
    if suit == "C":
        return (f'<g fill="{color}"><circle cx="50" cy="27" r="21.5"/>'
                f'<circle cx="26" cy="60" r="21.5"/><circle cx="74" cy="60" r="21.5"/>'
                f'<path d="M40 40L60 40L62 64L38 64Z"/>'
                f'<path d="M47 58C47 76 42 89 32 97L68 97C58 89 53 76 53 58Z"/></g>')
    return f'<path d="{SIGN_D[suit]}" fill="{color}"/>'


# ---------------------------------------------------------------------------
# number cards

PIP = 46
XL, XC, XR = 80, 120, 160


def _layout(rank):
    c3 = [72, 180, 288]
    c4 = [70, 140, 220, 290]
    if rank == "6":
        return [(x, y) for x in (XL, XR) for y in c3]
    if rank == "7":
        return [(x, y) for x in (XL, XR) for y in c3] + [(XC, 126)]
    if rank == "8":
        return [(x, y) for x in (XL, XR) for y in c3] + [(XC, 126), (XC, 234)]
    if rank == "9":
        return [(x, y) for x in (XL, XR) for y in c4] + [(XC, 180)]
    if rank == "T":
        return [(x, y) for x in (XL, XR) for y in c4] + [(XC, 105), (XC, 255)]
    raise ValueError(rank)


def number_card(suit, rank, color):
    s = sign(suit, color)
    body = []
    for x, y in _layout(rank):
        body.append(place(s, x, y, PIP, rotate=180 if y > 180 else 0))
    return "".join(body)


def ace_card(suit, color):
    light = mix(color, "#ffffff", 0.82)
    mid = mix(color, "#ffffff", 0.45)
    out = [f'<circle cx="120" cy="180" r="84" fill="{light}" stroke="{mid}" stroke-width="2"/>',
           f'<circle cx="120" cy="180" r="76" fill="none" stroke="{GOLD}" stroke-width="3"/>']
    # small ornaments around the ring: dots and four leaves
    for i in range(16):
        a = math.radians(i * 22.5 + 11.25)
        out.append(f'<circle cx="{fmt(120 + 84 * math.cos(a))}" cy="{fmt(180 + 84 * math.sin(a))}" '
                   f'r="2.6" fill="{mid}"/>')
    leaf = (f'<path d="M50 8C64 26 64 44 50 62C36 44 36 26 50 8Z" fill="{GOLD}" '
            f'stroke="{GOLD_D}" stroke-width="2"/><circle cx="50" cy="76" r="7" fill="{color}"/>')
    for ang in (0, 90, 180, 270):
        a = math.radians(ang - 90)
        out.append(place(leaf, 120 + 98 * math.cos(a), 180 + 98 * math.sin(a), 30, rotate=ang))
    out.append(place(sign(suit, color), 120, 180, 112))
    return "".join(out)


# ---------------------------------------------------------------------------
# court cards: double-headed busts

FX0, FX1, FY0, FY1 = 52, 188, 18, 342  # frame


def _p(d, fill, stroke=INK, sw=1.6, extra=""):
    st = f' stroke="{stroke}" stroke-width="{sw}" stroke-linejoin="round"' if stroke else ""
    return f'<path d="{d}" fill="{fill}"{st}{extra}/>'


def _line(d, stroke=INK, sw=1.6):
    return (f'<path d="{d}" fill="none" stroke="{stroke}" stroke-width="{sw}" '
            f'stroke-linecap="round" stroke-linejoin="round"/>')


def _face(kind, lip="#b8313e"):
    o = []
    o.append(f'<rect x="111" y="104" width="18" height="20" fill="{SKIN}" stroke="{INK}" stroke-width="1.6"/>')
    o.append(_p("M101 86C101 68 109 62 120 62C131 62 139 68 139 86C139 100 131 110 120 110"
                "C109 110 101 100 101 86Z", SKIN))
    # ears
    o.append(_p("M102 84C97 82 96 92 103 94", SKIN, sw=1.4))
    o.append(_p("M138 84C143 82 144 92 137 94", SKIN, sw=1.4))
    # brows, eyes, nose, cheeks, mouth
    o.append(_line("M107 80Q112 77 117 80", sw=1.6))
    o.append(_line("M123 80Q128 77 133 80", sw=1.6))
    o.append(f'<ellipse cx="112.5" cy="85" rx="2.6" ry="1.9" fill="{INK}"/>')
    o.append(f'<ellipse cx="127.5" cy="85" rx="2.6" ry="1.9" fill="{INK}"/>')
    o.append(_line("M120 84Q117 93 119.5 95Q121 96 123 94", sw=1.3))
    o.append(f'<circle cx="109" cy="94" r="4" fill="#e88a8a" opacity="0.35"/>')
    o.append(f'<circle cx="131" cy="94" r="4" fill="#e88a8a" opacity="0.35"/>')
    if kind == "Q":
        o.append(_p("M114 101Q120 98 126 101Q120 106 114 101Z", lip, stroke=None))
        o.append(_line("M108.5 85.5L106.5 84", sw=1.1))
        o.append(_line("M131.5 85.5L133.5 84", sw=1.1))
    elif kind == "J":
        o.append(_line("M115 101Q120 104 125 101", stroke=lip, sw=1.8))
    return "".join(o)


BODY = "M52 181L52 152C58 136 80 127 104 122L136 122C160 127 182 136 188 152L188 181Z"


def _garment(kind, suit, pal):
    main, light = pal["main"], pal["light"]
    o = [_p(BODY, main, stroke=None)]
    # shading at the sides
    o.append(_p("M52 181L52 152C58 137 80 128 104 122C86 132 70 148 66 181Z", "#000000",
                stroke=None, extra=' opacity="0.16"'))
    o.append(_p("M188 181L188 152C182 137 160 128 136 122C154 132 170 148 174 181Z", "#000000",
                stroke=None, extra=' opacity="0.16"'))
    if kind == "K":
        # cape border in gold, gold front panel with small suit signs, ermine collar
        o.append(_line("M58 174C64 150 84 138 100 134", stroke=GOLD, sw=4))
        o.append(_line("M182 174C176 150 156 138 140 134", stroke=GOLD, sw=4))
        for x, y in ((66, 158), (78, 146), (174, 158), (162, 146)):
            o.append(place(sign(suit, GOLD), x, y, 9))
        o.append(_p("M104 181L108 130L132 130L136 181Z", GOLD, sw=1.4))
        o.append(_line("M110 138L130 138M109 170L131 170", stroke=GOLD_D, sw=1.2))
        for y in (147, 161):
            o.append(place(sign(suit, main), 120, y, 11))
        o.append(_p("M96 122C104 132 136 132 144 122L152 127C140 144 100 144 88 127Z",
                    "#ffffff", sw=1.4))
        for x, y in ((97, 131), (109, 136), (120, 137), (131, 136), (143, 131)):
            o.append(f'<path d="M{x} {y - 3}L{x + 1.7} {y + 2}L{x - 1.7} {y + 2}Z" fill="{INK}"/>')
    elif kind == "Q":
        # puffed shoulders, bodice with diamonds, pearl necklace
        for sx in (1, -1):
            def X(v):
                return 120 + sx * (v - 120)
            o.append(_p(f"M{X(56)} 150C{X(62)} 136 {X(78)} 128 {X(94)} 126C{X(100)} 138 {X(96)} 154 "
                        f"{X(84)} 162C{X(72)} 166 {X(60)} 164 {X(53)} 160Z", light, sw=1.3))
            o.append(_line(f"M{X(66)} 138C{X(72)} 146 {X(74)} 154 {X(72)} 163"
                           f"M{X(80)} 131C{X(86)} 140 {X(88)} 150 {X(84)} 160", stroke=GOLD_D, sw=1))
        o.append(_p("M100 181L104 132Q120 146 136 132L140 181Z", light, sw=1.4))
        for row, y in enumerate((150, 161, 172)):
            for k in range(-2, 3):
                x = 120 + k * 8 + (4 if row % 2 else 0)
                if abs(x - 120) < 11 + row * 3:
                    o.append(f'<path d="M{x} {y - 4}L{x + 3} {y}L{x} {y + 4}L{x - 3} {y}Z" fill="{main}"/>')
        o.append(_line("M103 124Q120 142 137 124", stroke=GOLD, sw=2.2))
        for t in range(7):
            a = math.radians(20 + t * 23.3)
            o.append(f'<circle cx="{fmt(120 + 17 * math.cos(a))}" cy="{fmt(124 + 13 * math.sin(a))}" '
                     f'r="2.1" fill="#ffffff" stroke="{GOLD_D}" stroke-width="0.8"/>')
    else:  # J: doublet with striped front, gold hems, white collar
        for sx in (1, -1):
            def X(v):
                return 120 + sx * (v - 120)
            o.append(_line(f"M{X(56)} 158C{X(64)} 144 {X(80)} 136 {X(96)} 132", stroke=GOLD, sw=3))
            o.append(_line(f"M{X(54)} 168C{X(64)} 152 {X(82)} 144 {X(98)} 142", stroke=GOLD, sw=1.6))
        o.append(_p("M106 181L108 128L132 128L134 181Z", light, sw=1.4))
        for x in (113, 120, 127):
            o.append(_line(f"M{x} 132L{x} 178", stroke=main, sw=2.2))
        o.append(_p("M100 122L120 140L140 122L150 128L120 148L90 128Z", "#ffffff", sw=1.4))
        for y in (156, 168):
            o.append(f'<circle cx="120" cy="{y}" r="2.6" fill="{GOLD}" stroke="{GOLD_D}" stroke-width="0.8"/>')
    o.append(_line(BODY[:BODY.index("L188 181")], stroke=INK, sw=1.6))
    return "".join(o)


def _arm(x, y, sleeve, cuff, stripes=None):
    """Raised forearm from the bottom edge of the half, fist at (x, y)."""
    o = [_p(f"M{x - 12} 181L{x - 10} {y + 22}L{x + 10} {y + 22}L{x + 12} 181Z", sleeve)]
    if stripes:
        o.append(_line(f"M{x - 4} {y + 24}L{x - 4.5} 179M{x + 4} {y + 24}L{x + 4.5} 179",
                       stroke=stripes, sw=1.6))
    o.append(_p(f"M{x - 12} {y + 16}L{x + 12} {y + 16}L{x + 11} {y + 24}L{x - 11} {y + 24}Z",
                cuff, sw=1.3))
    o.append(_p(f"M{x - 9} {y + 4}C{x - 9} {y - 1} {x + 9} {y - 1} {x + 9} {y + 4}L{x + 9} {y + 12}"
                f"C{x + 9} {y + 17} {x - 9} {y + 17} {x - 9} {y + 12}Z", SKIN, sw=1.4))
    o.append(_line(f"M{x - 9} {y + 5.5}L{x + 3} {y + 5.5}M{x - 9} {y + 9.5}L{x + 3} {y + 9.5}"
                   f"M{x - 9} {y + 13.5}L{x + 2} {y + 13.5}", stroke=SKIN_D, sw=1.2))
    o.append(_line(f"M{x + 3} {y + 2}C{x + 6} {y + 4} {x + 6} {y + 10} {x + 4} {y + 14}",
                   stroke=SKIN_D, sw=1.2))
    return "".join(o)


def _jack(suit, pal):
    main, light, hair = pal["main"], pal["light"], pal["hair"]
    o = []
    # halberd behind the body, right side
    o.append(_line("M166 176L166 40", stroke="#6e4a2a", sw=5))
    o.append(_line("M166 176L166 40", stroke="#b08152", sw=2.4))
    o.append(_p("M166 24L171.5 44L160.5 44Z", "#dfe4ea", sw=1.4))
    o.append(_p("M168 48C182 44 188 58 184 72C178 65 172 64 168 67Z", "#dfe4ea", sw=1.4))
    o.append(_p("M164 50L153 55L164 60Z", "#dfe4ea", sw=1.4))
    o.append(_line("M163 46L169 46M163 69L169 69", stroke=GOLD_D, sw=2.4))
    o.append(_garment("J", suit, pal))
    # hair
    o.append(_p("M100 96C94 80 98 66 110 62L130 62C142 66 146 80 140 96C138 88 136 82 134 78"
                "L106 78C104 82 102 88 100 96Z", hair))
    o.append(_face("J"))
    # feather and cap
    o.append(_p("M108 62C104 46 92 30 64 22C68 30 66 38 74 46C80 52 90 56 100 66Z", CREAM, sw=1.4))
    o.append(_line("M104 62C98 48 86 34 66 24", stroke=GOLD_D, sw=1.3))
    o.append(_line("M88 37L80 42M95 45L86 51M81 31L74 35M100 53L93 58", stroke="#d9cdb4", sw=1.1))
    o.append(_p("M96 74C94 58 106 48 122 48C138 48 150 56 148 70C132 78 112 78 96 74Z", main))
    o.append(_p("M118 50C128 52 136 58 138 68", "none", stroke=light, sw=1.6))
    o.append(_p("M96 74C112 79 132 78 148 70L147 64C132 72 112 72 97 68Z", GOLD, sw=1.2))
    o.append(f'<circle cx="104" cy="66" r="3.4" fill="{GOLD}" stroke="{INK}" stroke-width="1"/>')
    # hand holding the halberd
    o.append(_arm(166, 142, light, GOLD, stripes=main))
    return "".join(o)


def _queen(suit, pal):
    main, light, hair = pal["main"], pal["light"], pal["hair"]
    o = []
    # veil and long hair behind
    o.append(_p("M92 130C84 100 86 60 120 50C154 60 156 100 148 130Z", CREAM, sw=1.4))
    o.append(_line("M96 118C92 96 94 72 110 60M144 118C148 96 146 72 130 60", stroke="#e7dcc6", sw=1.3))
    o.append(_p("M100 120C94 98 94 70 120 62C146 70 146 98 140 120C134 110 138 90 132 80"
                "L108 80C102 90 106 110 100 120Z", hair))
    o.append(_garment("Q", suit, pal))
    o.append(_face("Q"))
    # hair parted on the forehead
    o.append(_p("M101 84C100 68 110 62 120 62C130 62 140 68 139 84C134 74 126 70 120 72"
                "C114 70 106 74 101 84Z", hair))
    # small crown
    o.append(_p("M104 62L106 48L112 56L120 44L128 56L134 48L136 62Z", GOLD, sw=1.4))
    o.append(f'<circle cx="120" cy="43" r="2.6" fill="#ffffff" stroke="{INK}" stroke-width="1"/>')
    o.append(f'<circle cx="120" cy="57" r="2.6" fill="{main}"/>')
    o.append(f'<circle cx="111" cy="58.5" r="1.8" fill="{main}"/><circle cx="129" cy="58.5" r="1.8" fill="{main}"/>')
    # rose in the right hand
    flower = pal["flower"]
    o.append(_line("M162 150C164 130 160 116 164 100", stroke="#2f7d32", sw=2.6))
    o.append(_p("M163 124C172 116 180 118 182 122C176 126 170 128 163 124Z", "#3f9a43", sw=1.1))
    o.append(_p("M162 132C154 126 148 128 146 131C152 134 156 135 162 132Z", "#3f9a43", sw=1.1))
    for i in range(5):
        a = math.radians(-90 + i * 72)
        o.append(f'<circle cx="{fmt(164 + 8 * math.cos(a))}" cy="{fmt(94 + 8 * math.sin(a))}" r="7" '
                 f'fill="{flower}" stroke="{INK}" stroke-width="1.2"/>')
    o.append(f'<circle cx="164" cy="94" r="4.5" fill="{GOLD}" stroke="{INK}" stroke-width="1"/>')
    o.append(_arm(162, 146, light, "#ffffff"))
    return "".join(o)


def _king(suit, pal):
    main, dark, hair = pal["main"], pal["dark"], pal["hair"]
    o = []
    # sceptre behind, right side
    o.append(_line("M164 176L164 52", stroke=GOLD_D, sw=5.5))
    o.append(_line("M164 176L164 52", stroke=GOLD, sw=3))
    o.append(f'<circle cx="164" cy="44" r="9" fill="{GOLD}" stroke="{INK}" stroke-width="1.4"/>')
    o.append(_line("M164 35L164 25M159 29.5L169 29.5", stroke=INK, sw=2.4))
    o.append(_line("M156 44L172 44", stroke=GOLD_D, sw=1.4))
    # hair at the sides
    o.append(_p("M98 110C92 96 94 70 106 62L134 62C146 70 148 96 142 110Z", hair))
    o.append(_garment("K", suit, pal))
    o.append(_face("K"))
    # beard and moustache
    o.append(_p("M101 88C102 100 106 104 112 104C116 100 124 100 128 104C134 104 138 100 139 88"
                "C142 104 136 124 120 132C104 124 98 104 101 88Z", hair))
    o.append(_p("M110 101C114 96 118 96 120 98C122 96 126 96 130 101C126 100 123 101 120 102"
                "C117 101 114 100 110 101Z", hair, sw=1.2))
    o.append(_line("M116 108Q120 110 124 108", sw=1.2))
    o.append(_line("M113 116Q116 124 120 128M127 116Q124 124 120 128",
                   stroke=mix(hair, "#000000", 0.3), sw=1))
    # crown
    o.append(_p("M100 66L98 40L108 52L114 34L120 50L126 34L132 52L142 40L140 66Z", GOLD, sw=1.6))
    o.append(_p("M103 60L103 52L108 56L114 46L120 55L126 46L132 56L137 52L137 60Z", main,
                stroke=None, extra=' opacity="0.85"'))
    o.append(_p("M99 60L141 60L141 70L99 70Z", GOLD, sw=1.6))
    for x, c in ((108, "#ffffff"), (120, pal["gem"]), (132, "#ffffff")):
        o.append(f'<circle cx="{x}" cy="65" r="3" fill="{c}" stroke="{INK}" stroke-width="0.9"/>')
    for x, y in ((98, 40), (114, 34), (126, 34), (142, 40)):
        o.append(f'<circle cx="{x}" cy="{y}" r="2.8" fill="#ffffff" stroke="{INK}" stroke-width="1"/>')
    # hand on the sceptre (ermine cuff)
    o.append(_arm(164, 142, dark, "#ffffff"))
    return "".join(o)


HAIR = {
    "J": {"H": "#b5742c", "D": "#e0b35a", "S": "#4a3423", "C": "#8a5a2b"},
    "Q": {"H": "#e0b35a", "D": "#a8552a", "S": "#3b2a20", "C": "#c98b3c"},
    "K": {"H": "#cfcfcf", "D": "#8a5a2b", "S": "#9b9b9b", "C": "#6b4a2f"},
}


def court_card(suit, rank, color):
    dark_suit = sum(int(color[i:i + 2], 16) for i in (1, 3, 5)) < 200
    main = "#232a36" if dark_suit else color
    pal = {
        "main": main,
        "dark": mix(main, "#000000", 0.3),
        "light": mix(color, "#ffffff", 0.78) if not dark_suit else "#d9dde4",
        "hair": HAIR[rank][suit],
        "flower": color if not dark_suit else RED,
        "gem": color if not dark_suit else RED,
    }
    frame_fill = mix(color, "#ffffff", 0.93)
    half = {"J": _jack, "Q": _queen, "K": _king}[rank](suit, pal)
    half += place(sign(suit, color), 72, 97, 26)
    o = [f'<rect x="{FX0}" y="{FY0}" width="{FX1 - FX0}" height="{FY1 - FY0}" rx="6" '
         f'fill="{frame_fill}"/>',
         half,
         f'<g transform="rotate(180 {CARD_W // 2} {CARD_H // 2})">{half}</g>',
         f'<path d="M{FX0} 180L{FX1} 180" stroke="{INK}" stroke-width="2"/>',
         f'<rect x="{FX0}" y="{FY0}" width="{FX1 - FX0}" height="{FY1 - FY0}" rx="6" '
         f'fill="none" stroke="{INK}" stroke-width="2"/>']
    return "".join(o)


# ---------------------------------------------------------------------------

def card(suit: str, rank: str, label: str, palette=CLASSIC) -> str:
    """One face: the art of ``suit``/``rank`` with ``label`` as its corner index."""
    color = palette[suit]
    if rank in "6789T":
        body = number_card(suit, rank, color)
    elif rank == "A":
        body = ace_card(suit, color)
    else:
        body = court_card(suit, rank, color)
    body += corner_indices(label, sign(suit, color), color)
    return card_svg(body)


def build(out_dir: pathlib.Path, index_labels: dict[str, list[str]], palette=CLASSIC) -> None:
    """Write every face: each card once per index in ``index_labels[rank]``."""
    out_dir = pathlib.Path(out_dir)
    for s in SUITS:
        for r in RANKS:
            for label in index_labels[r]:
                write_svg(out_dir / face_file_name(s + r, label), card(s, r, label, palette))
