"""The four-colour French deck under the common colour-vision deficiencies (issue 32): no two suits alike.

Each suit's colour is read from the deck's own card faces (the colour of its signs on the 7), simulated for
protanopia, deuteranopia and tritanopia with the matrices of Machado, Oliveira and Fernandes (2009, severity
1.0, applied in linear RGB, the usual standard for such simulations), and compared in CIELAB.  Every pair of
suits must stay at least ``APART`` (ΔE*ab) apart for every vision; colour is never the only cue besides (the
suit signs differ in shape, the corner index names the rank).
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from pathlib import Path

import pytest

DECK = Path(__file__).resolve().parents[2] / "resources" / "cards" / "french4"
SUITS = "HDSC"
APART = 20.0  # ΔE*ab: clearly different colours at a glance (about 2.3 is the smallest difference seen)

VISIONS = {
    "normal": ((1, 0, 0), (0, 1, 0), (0, 0, 1)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}


def suit_colour(suit: str) -> str:
    """The colour of a suit's signs: the fill used most on its 7 (the card's own white is the rest)."""
    fills = Counter(re.findall(r'fill="(#[0-9a-fA-F]{6})"', (DECK / f"{suit}7-7.svg").read_text()))
    return fills.most_common(1)[0][0]


def linear(hex_colour: str) -> tuple[float, ...]:
    def one(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4
    return tuple(one(int(hex_colour[i:i + 2], 16)) for i in (1, 3, 5))


def seen(rgb: tuple[float, ...], matrix) -> tuple[float, ...]:  # noqa: ANN001
    return tuple(min(1.0, max(0.0, sum(row[k] * rgb[k] for k in range(3)))) for row in matrix)


def lab(rgb: tuple[float, ...]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116
    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def distances(vision: str) -> dict[str, float]:
    colours = {s: lab(seen(linear(suit_colour(s)), VISIONS[vision])) for s in SUITS}
    return {a + b: math.dist(colours[a], colours[b]) for a, b in itertools.combinations(SUITS, 2)}


def test_the_four_suits_have_four_colours():
    assert len({suit_colour(s) for s in SUITS}) == 4


@pytest.mark.parametrize("vision", list(VISIONS))
def test_no_two_suits_become_alike(vision):
    apart = distances(vision)
    print(vision, {pair: round(d, 1) for pair, d in apart.items()})
    closest = min(apart, key=apart.get)
    assert apart[closest] >= APART, f"{vision}: {closest} only {apart[closest]:.1f} apart"


def test_the_simulation_tells_the_classic_red_pair_apart_from_a_blind_pair():
    """The check can fail: red and green of equal lightness become alike for a deuteranope."""
    red, green = lab(seen(linear("#c8102e"), VISIONS["deuteranopia"])), \
        lab(seen(linear("#5a6e00"), VISIONS["deuteranopia"]))
    assert math.dist(red, green) < APART
