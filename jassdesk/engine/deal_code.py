"""Deal codes: a short text that names one hand's cards, to play the same deal again or pass it on.

A code holds what decides a hand's cards and how it is played: the rule preset
and its yes/no options and turn order, the Partie's seed, which of its deals
(hand number), the dealer and the cut.  The preset's numbers (target, number of
hands, match bonus, Coiffeur rows) are the preset's own: the cards and the rules
of play are the code's, the length of the Partie is not.

The form is meant for people: Crockford's base-32 alphabet (digits and letters
without I, L, O and U, so that nothing looks like something else; I and L read
as 1 and O as 0), read in any case, grouped by dashes that may be left out, and a
last check character (a weighted sum in GF(32)) that catches every single mistyped
character and every swap of two neighbours.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from .actions import Action, Decision
from .dealing import StartDeal, valid_cut_range
from .games import OWN_OPTIONS, option_value
from .rules import Direction, Preset, Rules
from .state import GameState

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUE = {c: i for i, c in enumerate(ALPHABET)} | {"O": 0, "I": 1, "L": 1}
FORMAT_VERSION = 0
#: the preset of a code, by number (never reorder: codes in the wild name them by these numbers)
PRESETS = (Preset.SEED, Preset.SWISS_STANDARD, Preset.SWISS_2500, Preset.SCHMAUS, Preset.DIFFERENZLER,
           Preset.COIFFEUR)
#: the yes/no options a code carries, one bit each (never reorder; new options go at the end)
FLAGS = ("ace_deals", "klopfen", "trump_instead_of_follow", "bauer_exception", "trumpfzwang", "undertrump_ban",
         "weis", "stoeck_automatic", "multipliers", "undenufe_x4", "slalom", "push_to_partner", "coiffeur_stoeck",
         "random_trump", "open_bids", "exact_bonus")
#: (field, bits), low bits first; the payload fills the code's data characters
LAYOUT = (("version", 2), ("preset", 3), ("flags", len(FLAGS)), ("direction", 1), ("seed", 32), ("hand", 8),
          ("dealer", 2), ("cut", 6))
DATA_CHARS = -(-sum(bits for _, bits in LAYOUT) // 5)
GROUP = 5

#: the games' own options among the flags: a code of a game without one carries its default (as when every
#: game's options were in one flat set), and decoding leaves it out
OWN_FLAGS = {name for name in FLAGS if name in OWN_OPTIONS}

assert all(f in {x.name for x in fields(Rules)} or f in OWN_FLAGS for f in FLAGS)


class DealCodeError(ValueError):
    """A text that is not a deal code; ``reason`` says why, for a sentence in the player's language:
    "length", "character" (``detail`` is the character), "checksum" (a typo) or "content"."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"not a deal code ({reason}{': ' + detail if detail else ''})")
        self.reason = reason
        self.detail = detail


@dataclass(frozen=True)
class DealCode:
    """One hand's deal: the rules it is played by, the seed, and the hand's number, dealer and cut."""

    rules: Rules
    seed: int
    dealer: int
    deal: StartDeal

    def text(self) -> str:
        """The code as it is shown: groups of five characters, the last ending with the check character."""
        return encode(self)


def deal_of(state: GameState) -> DealCode:
    """The deal code of the hand in progress in ``state`` (its cards must have been dealt)."""
    return DealCode(state.rules, state.seed, state.dealer, StartDeal(state.deal_no, state.cut))


def hand_start(initial: GameState, actions: tuple[Action, ...], hand_no: int) -> GameState:
    """The state just after hand ``hand_no`` of this Partie was dealt, replaying ``actions`` onto ``initial``
    (a fresh Partie, which it changes).  Raises ValueError if the Partie never dealt that hand."""
    state = initial
    i = 0
    while True:
        if state.hand_no == hand_no and state.decision not in (Decision.CUT, Decision.CHOOSE_DEALER):
            return state
        if i >= len(actions) or state.hand_no > hand_no:
            raise ValueError(f"hand {hand_no} was not dealt in this Partie")
        state.apply(actions[i])
        i += 1


def _payload(code: DealCode) -> int:
    rules = code.rules
    values = {
        "version": FORMAT_VERSION,
        "preset": PRESETS.index(rules.preset),
        "flags": sum(1 << i for i, name in enumerate(FLAGS) if option_value(rules, name)),
        "direction": int(rules.direction is Direction.COUNTERCLOCKWISE),
        "seed": code.seed, "hand": code.deal.hand, "dealer": code.dealer, "cut": code.deal.cut,
    }
    number, shift = 0, 0
    for name, bits in LAYOUT:
        value = values[name]
        if not 0 <= value < 1 << bits:
            raise ValueError(f"this deal has no code: its {name} {value} does not fit")
        number |= value << shift
        shift += bits
    return number


#: x^5 + x^2 + 1, a primitive polynomial: the powers of x run through all 31 non-zero values of GF(32)
_GF32_POLY = 0b100101


def _gf32_times_x(v: int) -> int:
    v <<= 1
    return v ^ _GF32_POLY if v & 32 else v


def _gf32_mul(a: int, b: int) -> int:
    product = 0
    while b:
        if b & 1:
            product ^= a
        a, b = _gf32_times_x(a), b >> 1
    return product


def _check_char(values: list[int]) -> int:
    """The data characters weighted by x, x^2, x^3, ... and summed in GF(32).

    A single wrong character changes the sum by its weight times the difference, never 0; two
    neighbours a, b swapped change it by x^i (1 + x) (a + b), never 0 either, and the same holds for
    the last data character swapped with the check character (x^n differs from 1 for n < 31).
    Luhn mod 32, used first, misses the swap of 0 and Z (both count the same doubled or not)."""
    total, weight = 0, 1
    for v in values:
        weight = _gf32_times_x(weight)
        total ^= _gf32_mul(weight, v)
    return total


def encode(code: DealCode) -> str:
    number = _payload(code)
    values = [(number >> (5 * i)) & 31 for i in range(DATA_CHARS)]
    chars = "".join(ALPHABET[v] for v in values + [_check_char(values)])
    return "-".join(chars[i:i + GROUP] for i in range(0, len(chars), GROUP))


def normalized(text: str) -> str:
    """The characters that count: dashes and spaces left out, upper case."""
    return "".join(c for c in text.upper() if c not in "- \t")


def decode(text: str) -> DealCode:
    """The deal a code names; :class:`DealCodeError` if it is not a valid code."""
    chars = normalized(text)
    if len(chars) != DATA_CHARS + 1:
        raise DealCodeError("length")
    bad = next((c for c in chars if c not in _VALUE), None)
    if bad is not None:
        raise DealCodeError("character", bad)
    values = [_VALUE[c] for c in chars]
    if _check_char(values[:-1]) != values[-1]:
        raise DealCodeError("checksum")
    number = sum(v << (5 * i) for i, v in enumerate(values[:-1]))
    fields_: dict[str, int] = {}
    for name, bits in LAYOUT:
        fields_[name] = number & ((1 << bits) - 1)
        number >>= bits
    if number or fields_["version"] != FORMAT_VERSION or fields_["preset"] >= len(PRESETS):
        raise DealCodeError("content")
    flags = {name: bool(fields_["flags"] >> i & 1) for i, name in enumerate(FLAGS)}
    direction = Direction.COUNTERCLOCKWISE if fields_["direction"] else Direction.CLOCKWISE
    try:
        rules = Rules.preset_named(PRESETS[fields_["preset"]].value)
        own = {f.name for f in fields(rules.options)}
        rules = replace(rules, direction=direction, **{k: v for k, v in flags.items() if k not in OWN_FLAGS})
        rules = rules.with_options(**{k: v for k, v in flags.items() if k in own})
        if fields_["dealer"] >= rules.n_players or (fields_["cut"] and fields_["cut"] not in valid_cut_range()):
            raise ValueError("dealer or cut out of range")
        return DealCode(rules, fields_["seed"], fields_["dealer"], StartDeal(fields_["hand"], fields_["cut"]))
    except ValueError:
        raise DealCodeError("content") from None

