"""A rotating log file in the user's log directory."""

from __future__ import annotations

import logging
from logging.handlers import RotatingFileHandler
from pathlib import Path

from .guarded_reader import refuse_special_file

LOG_NAME = "jassdesk.log"


def setup_logging(log_dir: Path, level: int = logging.INFO) -> Path:
    """Send JassDesk's log to ``log_dir/jassdesk.log`` (1 MB, 3 old files kept); returns the file's path."""
    log_dir = Path(log_dir)
    log_dir.mkdir(parents=True, exist_ok=True)
    path = log_dir / LOG_NAME
    refuse_special_file(path)  # opening a named pipe to append would wait for a reader forever
    root = logging.getLogger("jassdesk")
    for handler in list(root.handlers):
        if isinstance(handler, RotatingFileHandler):
            root.removeHandler(handler)
            handler.close()
    handler = RotatingFileHandler(path, maxBytes=1_000_000, backupCount=3, encoding="utf-8")
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    root.setLevel(level)
    return path
