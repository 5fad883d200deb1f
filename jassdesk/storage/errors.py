"""Storage errors carry a sentence for a person: what went wrong, and with which file."""

from __future__ import annotations


class StorageError(OSError):
    """A file could not be read or written; the message names the file and the problem."""


class CorruptFileError(StorageError):
    """The file exists but is not what it should be (truncated, edited, foreign)."""


class NewerFileError(StorageError):
    """Written by a newer JassDesk: this version neither reads nor overwrites it."""
