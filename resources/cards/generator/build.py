"""Regenerate every JassDesk card deck from the generator modules.

Run from the repository root (or anywhere):

    python resources/cards/generator/build.py

Writes resources/cards/french/, resources/cards/french4/,
resources/cards/backs/ and, when resources/cards/generator/swiss.py exists
and exposes ``build(out_dir)``, resources/cards/swiss/.  Standard library only.
"""

from __future__ import annotations

import importlib
import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
CARDS = HERE.parent

# sibling modules import each other as plain top-level modules
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))


def main() -> int:
    import backs
    import french

    done = []
    french.build(CARDS / "french", palette=french.CLASSIC)
    done.append("french")
    french.build(CARDS / "french4", palette=french.FOUR_COLOUR)
    done.append("french4")
    backs.build(CARDS / "backs")
    done.append("backs")
    if (HERE / "swiss.py").exists():
        swiss = importlib.import_module("swiss")
        if hasattr(swiss, "build"):
            swiss.build(CARDS / "swiss")
            done.append("swiss")
    for name in done:
        files = sorted((CARDS / name).glob("*.svg"))
        biggest = max((f.stat().st_size for f in files), default=0)
        print(f"{name}: {len(files)} files, largest {biggest} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
