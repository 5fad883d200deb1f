"""Sentences about the person are written for the person, in all four languages.

A template that takes a seat's name got the person's plate name ("Sie", "Vous", "Tu") and read "Stich an
Sie" at best, "Presa per Tu", "Chibre ! (à Vous)" at worst.  Each such template has a person form; the
table uses it when the seat is the person's.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QCoreApplication

from jassdesk import i18n
from jassdesk.engine import events as ev
from jassdesk.engine.coiffeur_table import CoiffeurRow

LANGS = ("de", "en", "fr", "it")
YOU = {"de": "Sie", "en": "You", "fr": "Vous", "it": "Tu"}
NAMES = {lang: [you, "Anna", "Ueli", "Beat"] for lang, you in YOU.items()}


@pytest.fixture
def speaking(qapp):  # noqa: ANN001, ANN201
    yield lambda lang: i18n.install(lang, qapp)
    i18n.install("en", qapp)


PERSON_FORMS = {  # (context, source, n) -> the person form in each language
    ("EventShows", "Trick to you (%n points).", 3): {
        "de": "Stich an Sie (3 Punkte).", "en": "Trick to you (3 points).", "fr": "Pli pour vous (3 points).",
        "it": "Presa per te (3 punti)."},
    ("EventShows", "Weis for you: %n points.", 20): {
        "de": "Weis für Sie: 20 Punkte.", "en": "Weis for you: 20 points.",
        "fr": "Annonces pour vous\u00a0: 20 points.", "it": "Saggi per te: 20 punti."},
    ("EventShows", "Weis for your team: %n points.", 50): {
        "de": "Weis für Ihr Team: 50 Punkte.", "en": "Weis for your team: 50 points.",
        "fr": "Annonces pour votre équipe\u00a0: 50 points.", "it": "Saggi per la tua squadra: 50 punti."},
    ("EventShows", "Schiebe! (over to you)", None): {
        "de": "Schiebe! (an Sie)", "en": "Schiebe! (over to you)", "fr": "Chibre\u00a0! (à vous)",
        "it": "Passo! (a te)"},
    ("Overlays", "Last trick — taken by you", None): {
        "de": "Letzter Stich — von Ihnen gemacht", "en": "Last trick — taken by you",
        "fr": "Dernier pli — fait par vous", "it": "Ultima presa — fatta da te"},
}


def _translate(context: str, source: str, n: int | None) -> str:
    return QCoreApplication.translate(context, source, "", n) if n is not None else \
        QCoreApplication.translate(context, source)


@pytest.mark.parametrize("lang", LANGS)
def test_the_person_forms_of_the_table_in_every_language(speaking, lang):
    speaking(lang)
    for (context, source, n), forms in PERSON_FORMS.items():
        assert _translate(context, source, n) == forms[lang], source


@pytest.mark.parametrize("lang, said", [("de", "Sie teilen sich den ersten Platz mit Ueli"),
                                        ("en", "You share the first place with Ueli"),
                                        ("fr", "Vous partagez la première place avec Ueli"),
                                        ("it", "Condividi il primo posto con Ueli")])
def test_a_first_place_the_person_shares_is_said_to_the_person(qapp, speaking, lang, said):  # noqa: ANN001
    from jassdesk.ui.table.differenzler import DifferenzlerTable

    speaking(lang)
    scene = SimpleNamespace(lang=lang, controller=SimpleNamespace(players_model=SimpleNamespace(names=NAMES[lang])))
    title, _, _ = DifferenzlerTable().partie_end(ev.PartieOver(None, (12, 30, 12, 40)), scene)
    assert title == said


@pytest.mark.parametrize("lang, said", [("de", "Im Coiffeur schreibt nur das Team, das die Zeile gewählt hat: "
                                               "Ihr Team."),
                                        ("en", "In Coiffeur only the team that chose the row writes: your team."),
                                        ("fr", "Au Coiffeur, seule l'équipe qui a choisi la ligne marque\u00a0: "
                                               "votre équipe."),
                                        ("it", "Nel Coiffeur scrive solo la squadra che ha scelto la riga: la tua "
                                               "squadra.")])
def test_the_coiffeur_note_names_the_persons_team_for_the_person(qapp, speaking, lang, said):  # noqa: ANN001
    from jassdesk.ui.table.coiffeur import CoiffeurTable

    speaking(lang)
    table = CoiffeurTable()
    table.chosen = (0, CoiffeurRow("suit", 1))
    assert table.summary_note(None, NAMES[lang]) == said
    table.chosen = (1, CoiffeurRow("suit", 1))
    assert "Anna" in table.summary_note(None, NAMES[lang])
