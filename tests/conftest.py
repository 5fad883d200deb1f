"""Shared test set-up.  Qt tests run offscreen; the tests set this themselves."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
