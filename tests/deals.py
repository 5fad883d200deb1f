"""Hand-built deals for engine tests: write the hands a test cares about, the rest is filled in."""

from jassdesk.engine.cards import CARDS, mask_of, parse_cards


def deal(*hands: str | None, n: int = 4, size: int = 9) -> list[int]:
    """Masks for ``n`` hands; hands given as None (or missing) get the remaining cards in order."""
    given = [mask_of(parse_cards(h)) if h else None for h in hands] + [None] * (n - len(hands))
    taken = 0
    for m in given:
        if m is not None:
            taken |= m
    rest = [c for c in CARDS if not taken >> c & 1]
    out = []
    for m in given:
        if m is None:
            m = mask_of(rest[:size])
            rest = rest[size:]
        out.append(m)
    return out


def leftover(*masks: int) -> list[int]:
    """Cards in none of the masks, in index order."""
    taken = 0
    for m in masks:
        taken |= m
    return [c for c in CARDS if not taken >> c & 1]


def cards(codes: str) -> list[int]:
    return [int(c) for c in parse_cards(codes)]


def mask(codes: str) -> int:
    return mask_of(parse_cards(codes))
