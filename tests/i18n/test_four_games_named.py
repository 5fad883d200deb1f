"""About and the rules' introduction name the four games JassDesk offers, in every language.

About said "Schieber and Schmaus", and the rules' introduction left Coiffeur out, in all four languages.
The names are the ones the statistics window and New game use for the games in that language.
"""

from __future__ import annotations

import re

import pytest

from jassdesk import i18n
from jassdesk.i18n import numbers  # noqa: F401  (i18n.numbers.current_language)
from jassdesk.app.statistics_model import game_label
from jassdesk.ui.rules_help import rules_source

GAMES = ("schieber", "schmaus", "coiffeur", "differenzler")
LANGS = ("de", "en", "fr", "it")


@pytest.fixture
def speaking(qapp):  # noqa: ANN001, ANN201
    yield lambda lang: i18n.install(lang, qapp)
    i18n.install("en", qapp)


def names_in(lang: str) -> list[str]:
    """The four games as ``lang`` (the installed language) names them ("Chibre", "Différence" in French)."""
    assert i18n.numbers.current_language() == lang
    return [game_label(game) for game in GAMES]


@pytest.mark.parametrize("lang", LANGS)
def test_about_names_the_four_games(qtbot, speaking, lang):  # noqa: ANN001
    from jassdesk.ui.about import AboutDialog

    speaking(lang)
    about = AboutDialog()
    qtbot.addWidget(about)
    header = about.header.text()
    names = names_in(lang)
    assert len(set(names)) == 4
    missing = [name for name in names if name.lower() not in header.lower()]
    assert not missing, (missing, header)
    assert "Schieber and Schmaus" not in header


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_introduction_names_the_four_games(speaking, lang):
    speaking(lang)
    source = rules_source(lang)
    intro = source.split('name="intro"', 1)[1].split("</p>", 1)[0]
    named = re.findall(r"<b>([^<]+)</b>", intro)  # each game in bold where the introduction presents it
    names = names_in(lang)
    missing = [name for name in names if name.lower() not in (n.lower() for n in named)]
    assert not missing, (missing, named)
    for name in names:  # and each has its section further on
        assert f'<a href="#{GAMES[names.index(name)]}">' in source
