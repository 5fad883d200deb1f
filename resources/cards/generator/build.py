"""Regenerate every JassDesk card deck from the generator modules.

Run from the repository root (or anywhere):

    python resources/cards/generator/build.py

Writes resources/cards/swiss/, resources/cards/french/,
resources/cards/french4/ and resources/cards/backs/.  The drawing is standard
library only; the one thing read from the app is the engine's table of corner
indices (``jassdesk.engine.cards.INDEX_LABELS``, pure Python), so that the
letters drawn are exactly the ones the game names: a face is written once per
index its rank shows in some language (``HJ-B.svg``, ``HJ-J.svg``, ``HJ-V.svg``).
A deck's folder is emptied of faces first, so no face of an older table stays.
"""

from __future__ import annotations

import pathlib
import sys

HERE = pathlib.Path(__file__).resolve().parent
CARDS = HERE.parent
REPOSITORY = CARDS.parents[1]

# sibling modules import each other as plain top-level modules
for folder in (HERE, REPOSITORY):
    if str(folder) not in sys.path:
        sys.path.insert(0, str(folder))


def index_labels(deck) -> dict[str, list[str]]:  # noqa: ANN001
    """Rank code ("J") -> every corner index it shows in ``deck`` (["B", "J"])."""
    from jassdesk.engine.cards import RANK_CODES, index_labels_of

    return {RANK_CODES[rank]: labels for rank, labels in index_labels_of(deck).items()}


def _emptied(folder: pathlib.Path) -> pathlib.Path:
    for old in folder.glob("*.svg"):
        old.unlink()
    return folder


def main() -> int:
    import backs
    import french
    import swiss
    from jassdesk.engine.cards import Deck

    swiss.build(_emptied(CARDS / "swiss"), index_labels(Deck.SWISS))
    french.build(_emptied(CARDS / "french"), index_labels(Deck.FRENCH), palette=french.CLASSIC)
    french.build(_emptied(CARDS / "french4"), index_labels(Deck.FRENCH), palette=french.FOUR_COLOUR)
    backs.build(CARDS / "backs")
    for name in ("swiss", "french", "french4", "backs"):
        files = sorted((CARDS / name).glob("*.svg"))
        biggest = max((f.stat().st_size for f in files), default=0)
        print(f"{name}: {len(files)} files, largest {biggest} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
