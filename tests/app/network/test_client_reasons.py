"""A client says why its connection ended in the window's language: the host's common sentences (which travel in
the protocol's English) are worded anew, any other is quoted as the host wrote it."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from jassdesk import i18n
from jassdesk.app.network.client import Client


@pytest.fixture
def german(qapp):
    i18n.install("de", qapp)
    yield
    i18n.install("en", QApplication.instance())


def test_the_hosts_sentences_are_said_in_the_windows_language(german):
    client = Client("Vreni", "7KQ2MX")
    assert client.host_reason("the host has closed the table") == "der Gastgeber hat den Tisch geschlossen"
    assert client.host_reason("the table code 7KQ2MY is not this table's") == \
        "der Tischcode 7KQ2MY gehört nicht zu diesem Tisch"
    assert client.host_reason("the table is full: every person's seat is taken or kept for someone coming back") \
        .startswith("der Tisch ist voll")


def test_a_sentence_this_jassdesk_does_not_know_is_quoted_as_the_host_wrote_it(german):
    assert Client("Vreni", "7KQ2MX").host_reason("too many lines a second") == \
        "der Gastgeber hat die Verbindung beendet: too many lines a second"


def test_in_english_the_hosts_sentence_stays_as_it_was(qapp):
    assert Client("Vreni", "7KQ2MX").host_reason("the table code 7KQ2MY is not this table's") == \
        "the table code 7KQ2MY is not this table's"
