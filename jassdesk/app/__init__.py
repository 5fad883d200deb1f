"""Qt glue without widgets: the game controller, the AI worker, the models and the session settings.

Nothing here imports ``QtWidgets``; the table and the dialogs in :mod:`jassdesk.ui`
read these models and listen to these signals.
"""

from . import qtcompat as _qtcompat  # noqa: F401  (PySide6 6.12 emit refcount fix, see there)
