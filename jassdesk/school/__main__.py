"""``python -m jassdesk.school --check``: check every lesson and puzzle (no window, no Qt)."""

from __future__ import annotations

import argparse
import sys

from .check import run_check


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m jassdesk.school",
                                     description="The Jass school's lessons and puzzles.")
    parser.add_argument("--check", action="store_true",
                        help="check every lesson and puzzle against the rules and the exact solver")
    args = parser.parse_args(argv)
    if not args.check:
        parser.print_help()
        return 2
    return run_check(sys.stdout)


if __name__ == "__main__":
    sys.exit(main())
