"""Work-around for a reference-counting bug of the Qt binding in use, applied once on import.

PySide6 6.12.0 on Python 3.11 returns ``None`` from every void method
(``QTimer.start``, ``beginResetModel``, ``processEvents`` ...) and ``True``
from ``SignalInstance.emit`` without taking a reference to it.  On 3.11
those singletons are ordinary refcounted objects, so each such call lowers
their count by one and a GUI session dies within minutes with "Fatal Python
error: none_dealloc" (or bool_dealloc).

Python 3.12 made these singletons *immortal* (their count never reaches
zero).  :func:`apply` does the same on an affected interpreter: it measures
the leak on throw-away objects, and only if there is one it raises the
counts of ``None``, ``True`` and ``False`` by 2**40, far more than a session
could ever drop.  A fixed binding or a newer Python is left untouched.
"""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QObject, QTimer, Signal

IMMORTAL_BOOST = 1 << 40
_applied = False


class _Probe(QObject):
    ping = Signal()


def binding_leaks() -> bool:
    """True if void methods or ``emit`` drop references to None / True (PySide6 6.12.0 on 3.11)."""
    timer = QTimer()
    probe = _Probe()
    none0, true0 = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(4):
        timer.stop()
        probe.ping.emit()
    leaked = (none0 - sys.getrefcount(None)) > 0 or (true0 - sys.getrefcount(True)) > 0
    return leaked


def _boost(obj: object) -> None:
    refcnt = ctypes.c_ssize_t.from_address(id(obj))
    refcnt.value += IMMORTAL_BOOST


def apply() -> bool:
    """Make None/True/False effectively immortal if this binding needs it; returns whether it did."""
    global _applied
    if _applied:
        return True
    if sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if not binding_leaks():
        return False
    for obj in (None, True, False):
        _boost(obj)
    _applied = True
    return True


apply()
