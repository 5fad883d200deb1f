"""Fixtures for the card-art and card-provider tests.

Qt must run without a display, so the platform is chosen here, before any
test module imports PySide6.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# card_images.py sits next to this file; make it importable in any import mode.
_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)

import pytest  # noqa: E402

from card_images import qt_messages, write_synthetic_art  # noqa: E402


def pytest_configure(config):
    config.addinivalue_line(
        "markers",
        "real_art: needs the shipped SVG card art in resources/cards; fails (never skips) if a file is missing",
    )


@pytest.fixture
def qt_warnings():
    """Everything Qt reports through its message handler during the test."""
    with qt_messages() as messages:
        yield messages


@pytest.fixture
def synthetic_root(tmp_path):
    """A small, complete art folder made on the fly (independent of the real art)."""
    return write_synthetic_art(tmp_path / "cards")
