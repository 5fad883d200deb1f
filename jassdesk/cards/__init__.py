"""Card pictures: SVG art from ``resources/cards`` turned into cached pixmaps.

See :mod:`jassdesk.cards.provider` for the provider and why its cache is keyed
as it is, and :mod:`jassdesk.cards.contact_sheet` for the review sheets in
``docs/``.  The package's names are the provider's, listed once there (its ``__all__``).
"""

from jassdesk.cards.provider import *  # noqa: F403
from jassdesk.cards.provider import __all__  # noqa: F401
