"""Card pictures: SVG art from ``resources/cards`` turned into cached pixmaps.

See :mod:`jassdesk.cards.provider` for the provider and why its cache is keyed
as it is, and :mod:`jassdesk.cards.contact_sheet` for the review sheets in
``docs/``.
"""

from jassdesk.cards.provider import (
    CARD_ASPECT,
    DEFAULT_BACK,
    FACE_SET_DECK,
    CardArtError,
    CardImageProvider,
    FaceSet,
    card_size,
    default_cards_root,
)

__all__ = [
    "CARD_ASPECT",
    "DEFAULT_BACK",
    "FACE_SET_DECK",
    "CardArtError",
    "CardImageProvider",
    "FaceSet",
    "card_size",
    "default_cards_root",
]
