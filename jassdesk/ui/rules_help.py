"""The rules help (F1): the rule book written for players, searchable, with the cards of the chosen deck.

The text is HTML shipped with the package, because a rule book is prose a
translator edits as a whole, not a heap of ``tr()`` fragments: per language one
document of what all games share (``jassdesk/help/rules_de.html``,
``rules_en.html``) and each game's own sections in the game's folder
(``jassdesk/help/schmaus/rules_de.html``).  :func:`rules_source` puts the games'
parts into the shared document where it names them (``<!-- games: sections -->``
takes each game's ``<!-- part: sections -->``), the games in the order of the
engine's registry; a new game adds its folder.  Each section starts with
``<a name="id">``; the ids are the same in every language, so a refusal can
open "its" section whatever the language (:data:`REFUSAL_SECTIONS`, keyed by
the engine's rule ids).

The text names cards through placeholders filled from the engine's naming
table (``{{under}}``, ``{{rosen}}``, ``{{as_pl}}``, ``{{card:H6}}``), so it says
Bube with the French deck and Under with the Swiss one, as every other text of
the game does; ``<img src="card:HJ">`` shows the card as the provider draws it
for the current deck and language.  A change of either redraws the help.
"""

from __future__ import annotations

import re
from importlib import resources

from PySide6.QtCore import QEvent, QObject, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import QColor, QKeySequence, QShortcut, QTextCharFormat, QTextCursor, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTextBrowser,
    QTextEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from jassdesk.app.settings import Settings
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.cards import Card, Deck, Rank, Suit, rank_name, rank_phrase, rank_plural, suit_name
from jassdesk.engine.games import STATE_CLASSES
from jassdesk.engine.language import contract
from jassdesk.i18n.numbers import number

from .focus_ring import show_focus
from .screen import fit_dialog
from .styled import keep_styled

HELP_LANGUAGES = ("de", "en", "fr", "it")
CARD_SCHEME = "card"
CARD_WIDTH = 46  # a row of nine cards fits the help's width with room to spare

# The engine's refusal rule ids (engine/refusal.py) -> the section that explains the rule.
REFUSAL_SECTIONS: dict[str, str] = {
    "game_over": "scoring",
    "not_your_turn": "table",
    "wrong_decision": "table",
    "foreign_action": "table",
    "card_not_held": "table",
    "dealer_seat": "dealing",
    "cut_range": "cut",
    "knock_not_agreed": "cut",
    "push_twice": "trump-choice",
    "follow_suit": "following",
    "follow_suit_or_trump": "following",
    "play_bauer": "bauer",
    "trumpfzwang": "trumpfzwang",
    "undertrump": "undertrump",
    "must_trump": "schmaus-play",
    "weis_off": "weis",
    "weis_not_held": "weis",
    "weis_first_card": "weis-schieber",
    "weis_all_or_none": "weis-schieber",
    "weis_too_late": "weis-schmaus",
    "weis_one_per_card": "weis-schmaus",
    "weis_no_value": "weis-schmaus",
    "weis_not_upward": "weis-schmaus",
    "stoeck_automatic": "stoeck",
    "stoeck_not_held": "stoeck",
    "six_not_held": "six",
    "six_too_late": "six",
    "bid_range": "differenzler-bids",
    "slalom_off": "slalom",
    "guschti_coiffeur_only": "slalom",
    "row_played": "coiffeur-choice",
    "row_unknown": "coiffeur",
    "row_mode": "coiffeur",
    "no_open_row": "coiffeur-choice",
    "name_the_row": "coiffeur-choice",
    "must_choose": "coiffeur-choice",
    # A malformed action comes from a program, never from a click; its nearest section is the table.
    "action_card_type": "table",
    "action_weis_type": "table",
    "action_stoeck_type": "table",
    "action_mode_type": "table",
    "action_bid_type": "table",
    "action_row_type": "table",
}

_SECTION = re.compile(r'<a name="([^"]+)"></a>')
_SLOT = re.compile(r"^<!-- games: ([a-z-]+) -->\n", re.MULTILINE)  # in the shared document
_PART = re.compile(r"^<!-- part: ([a-z-]+) -->\n", re.MULTILINE)  # in a game's file
_PLACEHOLDER = re.compile(r"\{\{([a-z_]+|card:[A-Z0-9]{2})\}\}")
_CARD_PICTURE = re.compile(r'src="card:([A-Z0-9]{2})"')
_RANK_KEYS = {"banner": Rank.BANNER, "under": Rank.UNDER, "ober": Rank.OBER, "koenig": Rank.KOENIG, "as": Rank.AS}


def help_language(lang: str) -> str:
    """The help's language for the interface language (English for a language the help is not written in)."""
    return lang[:2] if lang[:2] in HELP_LANGUAGES else "en"


def _help_file(folder: str | None, lang: str) -> str:
    help_folder = resources.files("jassdesk") / "help"
    path = (help_folder / folder if folder else help_folder) / f"rules_{help_language(lang)}.html"
    return path.read_text(encoding="utf-8")


def help_games() -> tuple[str, ...]:
    """The games whose sections the help shows, in the engine's registry order (each a folder of jassdesk/help)."""
    return tuple(game.value for game in STATE_CLASSES)


def game_parts(game: str, lang: str) -> dict[str, str]:
    """A game's parts of the help in ``lang``, by the name of the slot each fills (the comment heading the
    file is not part of any)."""
    pieces = _PART.split(_help_file(game, lang))
    return dict(zip(pieces[1::2], pieces[2::2]))


def rules_source(lang: str) -> str:
    """The help document of ``lang`` as shipped, the games' parts in place, placeholders unfilled."""
    shared = _help_file(None, lang)
    parts = [game_parts(game, lang) for game in help_games()]
    unplaced = {name for game in parts for name in game} - set(_SLOT.findall(shared))
    if unplaced:
        raise ValueError(f"the rules help has no slot for the parts {sorted(unplaced)}")
    return _SLOT.sub(lambda slot: "".join(game.get(slot.group(1), "") for game in parts), shared)


def section_ids(html: str) -> list[str]:
    """The section anchors of a help document, in order."""
    return _SECTION.findall(html)


def section_for_refusal(rule: str) -> str | None:
    """The help section that explains a refused action's rule (None: the start of the help)."""
    return REFUSAL_SECTIONS.get(rule)


def card_names(lang: str, deck: Deck) -> dict[str, str]:
    """What the placeholders of the help say in ``lang`` with ``deck``: ``{{under}}``, ``{{under_pl}}`` and,
    for French and Italian sentences, ``{{the_under}}`` with its article."""
    names = {suit.name.lower(): suit_name(suit, lang, deck) for suit in Suit}
    for key, rank in _RANK_KEYS.items():
        names[key] = rank_name(rank, lang, deck)
        names[f"{key}_pl"] = rank_plural(rank, lang, deck)
        names[f"the_{key}"] = rank_phrase(rank, lang, deck)
    return names


def fill_names(html: str, lang: str, deck: Deck) -> str:
    """The document with every ``{{placeholder}}`` replaced; an unknown one is an error, never shown raw."""
    names = card_names(lang, deck)

    def name(match: re.Match) -> str:
        key = match.group(1)
        if key.startswith("card:"):
            return Card.from_code(key[5:]).name(lang, deck)
        if key not in names:
            raise KeyError(f"unknown placeholder {{{{{key}}}}} in the rules help")
        return names[key]

    return contract(_PLACEHOLDER.sub(name, html), lang)  # "de le valet" -> "du valet", "di l'asso" -> "dell'asso"


def rules_html(lang: str, deck: Deck) -> str:
    return fill_names(rules_source(lang), lang, deck)


def pictured_cards(html: str) -> list[Card]:
    """The cards a document shows as pictures (``<img src="card:HJ">``)."""
    return [Card.from_code(code) for code in dict.fromkeys(_CARD_PICTURE.findall(html))]


class _RulesBrowser(QTextBrowser):
    """A text browser that draws ``card:`` pictures with the card provider."""

    def __init__(self, provider: CardImageProvider, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.provider = provider

    def loadResource(self, kind: int, url: QUrl):  # noqa: ANN201
        if url.scheme() == CARD_SCHEME and kind == QTextDocument.ResourceType.ImageResource.value:
            card = Card.from_code(url.path())
            return self.provider.pixmap(card, CARD_WIDTH, self.devicePixelRatioF()).toImage()
        return super().loadResource(kind, url)


class RulesHelp(QDialog):
    """The rule book beside the table: a find field (Ctrl+F, F3), the document, a Close button."""

    def __init__(self, settings: Settings, provider: CardImageProvider, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RulesHelp")
        self.settings = settings
        self.provider = provider
        self.find_field = QLineEdit()
        self.find_field.setObjectName("rulesFind")
        self.find_field.setClearButtonEnabled(True)
        self.previous_button = QToolButton()
        self.previous_button.setText("▲")
        self.next_button = QToolButton()
        self.next_button.setText("▼")
        self.found = QLabel()
        self.found.setMinimumWidth(90)
        self.browser = _RulesBrowser(provider)
        self.browser.setOpenLinks(True)
        self.browser.setOpenExternalLinks(False)
        show_focus(self.browser)  # its frame looks the same with the focus as without
        bar = QHBoxLayout()
        bar.addWidget(self.find_field, 1)
        bar.addWidget(self.previous_button)
        bar.addWidget(self.next_button)
        bar.addWidget(self.found)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        show_focus(buttons.button(QDialogButtonBox.StandardButton.Close))  # the default: Fusion shows no focus
        layout = QVBoxLayout(self)
        layout.addLayout(bar)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)

        self._matches: list[QTextCursor] = []
        self._current = -1
        self.find_field.textChanged.connect(self._search)
        self.find_field.installEventFilter(self)  # Enter: next match, Shift+Enter: the previous one
        self.next_button.clicked.connect(self.find_next)
        self.previous_button.clicked.connect(self.find_previous)
        QShortcut(QKeySequence.StandardKey.Find, self, self.focus_find)
        QShortcut(QKeySequence.StandardKey.FindNext, self, self.find_next)
        QShortcut(QKeySequence.StandardKey.FindPrevious, self, self.find_previous)

        # a change of language or deck redraws the help once, after the provider has followed the setting
        self._reload = QTimer(self, singleShot=True, interval=0)
        self._reload.timeout.connect(self.load)
        settings.changed.connect(self._on_setting)
        provider.changed.connect(self._reload.start)
        fit_dialog(self, QSize(760, 720))  # or less on a small screen, inside it, over the window
        self.load()

    # -- content -----------------------------------------------------------------------------

    def _on_setting(self, key: str) -> None:
        if key in ("language", "face_set"):
            self._reload.start()

    def load(self) -> None:
        """(Re)read the document in the current language and deck, keeping the place and the search."""
        self.setWindowTitle(self.tr("Rules"))
        self.find_field.setPlaceholderText(self.tr("Find in the rules (Ctrl+F)"))
        self.previous_button.setToolTip(self.tr("Previous match (Shift+F3)"))
        self.next_button.setToolTip(self.tr("Next match (F3)"))
        # what a screen reader says for each: a placeholder is no name, and "▲" is not a word
        self.find_field.setAccessibleName(self.tr("Find in the rules"))
        self.previous_button.setAccessibleName(self.tr("Previous match"))
        self.next_button.setAccessibleName(self.tr("Next match"))
        self.browser.setAccessibleName(self.tr("Rules"))
        scroll = self.browser.verticalScrollBar()
        ratio = scroll.value() / scroll.maximum() if scroll.maximum() else 0.0
        self.browser.setHtml(rules_html(self.settings.language, self.settings.deck))
        scroll.setValue(round(ratio * scroll.maximum()))
        self._search(self.find_field.text(), jump=False)

    def show_section(self, section: str | None) -> None:
        """Scroll to a section (by id), or to the start for None."""
        if section:
            self.browser.scrollToAnchor(section)
        else:
            self.browser.verticalScrollBar().setValue(0)

    # -- search ------------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.find_field and event.type() == QEvent.Type.KeyPress and \
                event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._step(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
            return True
        return super().eventFilter(watched, event)

    def focus_find(self) -> None:
        self.find_field.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.find_field.selectAll()

    def match_count(self) -> int:
        return len(self._matches)

    def _search(self, text: str, jump: bool = True) -> None:
        """Highlight every match of ``text`` (ignoring case) and go to the first one."""
        self._matches = []
        document = self.browser.document()
        if text:
            cursor = document.find(text)
            while not cursor.isNull():
                self._matches.append(cursor)
                cursor = document.find(text, cursor)
        self._current = 0 if self._matches else -1
        self._show_matches(jump)

    def find_next(self) -> None:
        self._step(1)

    def find_previous(self) -> None:
        self._step(-1)

    def _step(self, direction: int) -> None:
        if not self._matches:
            return
        self._current = (self._current + direction) % len(self._matches)
        self._show_matches(True)

    def _show_matches(self, jump: bool) -> None:
        every = QTextCharFormat()
        every.setBackground(QColor("#fff0a0"))
        current = QTextCharFormat()
        current.setBackground(QColor("#ffb347"))
        selections = []
        for i, cursor in enumerate(self._matches):
            selection = QTextEdit.ExtraSelection()
            selection.cursor = cursor
            selection.format = current if i == self._current else every
            selections.append(selection)
        self.browser.setExtraSelections(selections)
        text = self.find_field.text()
        if not text:
            self.found.setText("")
        elif not self._matches:
            self.found.setText(self.tr("Not found"))
        else:
            self.found.setText(self.tr("%1 of %2").replace("%1", number(self._current + 1))
                               .replace("%2", number(len(self._matches))))
        keep_styled(self.found, "QLabel { color: #b3261e; }" if text and not self._matches else "")
        if jump and self._current >= 0:
            cursor = QTextCursor(self._matches[self._current])
            cursor.clearSelection()
            self.browser.setTextCursor(cursor)
            # the match a third down the page, with the text before it in view, not at the very bottom edge
            bar = self.browser.verticalScrollBar()
            bar.setValue(bar.value() + self.browser.cursorRect(cursor).top() - self.browser.viewport().height() // 3)
