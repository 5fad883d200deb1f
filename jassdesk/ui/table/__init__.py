"""The table: the animated scene of the Partie and the view round it (see :mod:`.scene`)."""

from .scene import TableScene
from .view import TableView

__all__ = ["TableScene", "TableView"]
