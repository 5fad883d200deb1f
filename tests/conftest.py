"""Shared test set-up.  Qt tests run offscreen; the tests set this themselves."""

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Settings, saved games and logs of anything the tests start go to a throw-away folder,
# never to the user's own JassDesk directories.
os.environ["JASSDESK_HOME"] = tempfile.mkdtemp(prefix="jassdesk-tests-")
