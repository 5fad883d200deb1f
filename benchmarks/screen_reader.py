"""The table as a screen reader meets it, measured: one hand of each game played through AT-SPI alone.

``python benchmarks/screen_reader.py [--games schieber differenzler] [--seed 5]`` starts JassDesk under its own
Xvfb, session bus and AT-SPI bus (``tests/accessibility/atspi_session.py``; Debian: ``xvfb dbus at-spi2-core
python3-pyatspi``), and a reader outside the process plays the person's seat for one hand as a blind player
with Orca would: it reads the tree, presses a card the tree names playable (or, at a choice or a bid, the
first button on offer) by the Action interface, and listens to the announcements on the bus.  At each of the
person's turns it counts the interactive objects of the window (buttons, check boxes, sliders, menu items,
fields: what a person can use) and those of them with a name.  It prints per game: the named interactive
objects against all of them (issue #32's target: all), the announcements heard during the hand, and the
cards and choices taken by AT-SPI; the last line is ``accessibility: N of M interactive objects named``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests"))

from accessibility.atspi_session import AtSpiSession, Unavailable  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", default=["schieber", "differenzler"])
    parser.add_argument("--seed", default="5")
    parser.add_argument("--seconds", type=float, default=300.0, help="at most this long per hand")
    args = parser.parse_args(argv)
    named = total = 0
    for game in args.games:
        try:
            with AtSpiSession() as session:
                session.start_app("--game", game, "--seed", args.seed)
                session.wait_for_app(cards=9)
                hand = session.read("hand", str(args.seconds), timeout=args.seconds + 60)
        except Unavailable as missing:
            print(f"no AT-SPI session here: {missing}")
            return 2
        named += hand["named"]
        total += hand["interactive"]
        heard = hand["heard"]
        print(f"{game}: {hand['named']} of {hand['interactive']} interactive objects named (summed over the "
              f"person's turns); {len(heard)} announcements heard; {hand['cards']} cards and {hand['choices']} "
              f"choices taken through AT-SPI; hand {'ended' if hand['summary'] else 'NOT ended'}")
        for line in heard[:6]:
            print(f"    {line}")
        if not hand["summary"]:
            return 1
    print(f"accessibility: {named} of {total} interactive objects named")
    return 0 if named == total else 1


if __name__ == "__main__":
    raise SystemExit(main())
