"""The New game dialog: the game, its one-click rule presets, its rule options behind "Rules in detail",
the players, the deck and a deal code.

What differs between the games (presets, the options that apply and their order, seats) comes from
:mod:`jassdesk.ui.games`; the dialog shows the chosen game's options only.
"""

from __future__ import annotations

from dataclasses import fields, replace

from PySide6.QtCore import QSize, Qt, QTimer
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from jassdesk.ai.levels import level_names
from jassdesk.app.game_config import PERSON_LEVEL, GameConfig
from jassdesk.app.level_labels import level_description, level_label
from jassdesk.app.settings import Settings
from jassdesk.cards.provider import CardImageProvider, FaceSet
from jassdesk.engine.cards import Rank, Suit, rank_name, suit_name
from jassdesk.engine.coiffeur_table import EIGHT_ROWS, TEN_ROWS, RowKind
from jassdesk.engine.deal_code import DealCodeError, decode
from jassdesk.engine.games import OWN_OPTIONS, option_value
from jassdesk.engine.rules import Direction, Game, Rules
from jassdesk.i18n.french import FRENCH
from jassdesk.i18n.german import GERMAN
from jassdesk.i18n.italian import ITALIAN
from jassdesk.storage.saved_games import MAX_COIFFEUR_FACTOR

from .dialogs import face_set_label
from .focus_ring import show_focus
from .games import SETUPS, GameSetup, default_names, setup_for
from .screen import available_geometry, fit_dialog, frame_extra
from .styled import keep_styled

#: the person's default name in each language: a name still at one of them follows the language
YOU_IN_EVERY_LANGUAGE = {"You", "Sie", "Du"} | {str(table.get("You", "You")) for table in (GERMAN, FRENCH, ITALIAN)}

#: the yes/no options of docs/rules.md: the shared ones of Rules, then each game's own (the engine's registry); each
#: game's setup gives the ones it offers and their order in the dialog's two columns
BOOL_OPTIONS = tuple(f.name for f in fields(Rules) if isinstance(f.default, bool)) + tuple(
    name for name, default in OWN_OPTIONS.items() if isinstance(default, bool))
#: the Coiffeur tables New game offers, by their rows' kinds (the factors are edited beside them)
COIFFEUR_LAYOUTS = (EIGHT_ROWS, TEN_ROWS)
#: seats in the players box, as (row, column) of a 2x2 grid: you and your partner on the left
SEAT_CELLS = {0: (0, 0), 2: (1, 0), 1: (0, 1), 3: (1, 1)}


class NewGameDialog(QDialog):
    """The game and its presets first; the game's own rule options behind "Rules in detail"; the end of the
    Partie, players and AI levels, deck, deal code."""

    def __init__(self, settings: Settings, provider: CardImageProvider, previous: GameConfig | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("NewGameDialog")
        body = QWidget()
        layout = QVBoxLayout(body)
        layout.setContentsMargins(0, 0, 4, 0)

        top = QGridLayout()
        self.game = QComboBox()
        for game, setup in SETUPS.items():
            self.game.addItem(setup.title(), game.value)
        game_label = QLabel(self.tr("&Game:"))
        game_label.setBuddy(self.game)
        top.addWidget(game_label, 0, 0)
        top.addWidget(self.game, 0, 1)
        top.addWidget(QLabel(self.tr("Rules:")), 1, 0)
        self.preset_row = QHBoxLayout()
        self.preset_row.setSpacing(6)
        top.addLayout(self.preset_row, 1, 1)
        # what the preset chosen stands for, in a sentence (its tooltip): no option needs to be read first
        self.preset_about = QLabel()
        self.preset_about.setObjectName("presetDescription")
        self.preset_about.setWordWrap(True)
        # its sentence wraps to the dialog's width instead of widening the dialog
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.preset_about.setSizePolicy(policy)
        keep_styled(self.preset_about, "QLabel { color: #555; }")
        top.addWidget(self.preset_about, 2, 1)
        top.setColumnStretch(1, 1)
        layout.addLayout(top)
        self.preset_buttons: list[QPushButton] = []  # down: the options are this preset's (none: own rules)
        self.own_rules = QLabel(self.tr("your own rules"))
        keep_styled(self.own_rules, "QLabel { color: #666; font-style: italic; }")

        # the rule options, folded away: a newcomer picks a preset, who knows the rules opens them
        self.details_button = QToolButton()
        self.details_button.setObjectName("rulesInDetail")
        self.details_button.setText(self.tr("&Rules in detail"))
        self.details_button.setToolTip(self.tr("Every rule option of this game, one by one"))
        self.details_button.setCheckable(True)
        self.details_button.setAutoRaise(True)
        self.details_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.details_button.setArrowType(Qt.ArrowType.RightArrow)
        self.details_button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        layout.addWidget(self.details_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.details = self._rules_box()
        self.details.setVisible(False)
        layout.addWidget(self.details)
        layout.addWidget(self._players_box())

        extra = QHBoxLayout()
        self.deck = QComboBox()
        for fs in provider.available_face_sets():
            self.deck.addItem(face_set_label(self, fs), fs.value)
        self.deck.setCurrentIndex(max(0, self.deck.findData(settings.face_set.value)))
        self.deck.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        deck_label = QLabel(self.tr("Dec&k:"))  # Alt+D is "Deal"
        deck_label.setBuddy(self.deck)
        self.deal_code = QLineEdit()
        self.deal_code.setPlaceholderText("XXXXX-XXXXX-XXXXX")
        self.deal_code.setToolTip(self.tr("The code shown after a hand and on the score sheet: enter it to be "
                                          "dealt the same cards"))
        self.deal_code.setMaxLength(40)
        self.deal_code.setMinimumWidth(150)
        code_label = QLabel(self.tr("Deal &code (optional):"))
        code_label.setBuddy(self.deal_code)
        for w in (deck_label, self.deck):
            extra.addWidget(w)
        layout.addLayout(extra)

        learning = QHBoxLayout()
        self.practice = QCheckBox(self.tr("&Practice game (undo allowed)"))
        self.practice.setToolTip(self.tr("Ctrl+Z takes back your last decision, as often as you like; the "
                                         "statistics keep practice games apart"))
        learning.addWidget(self.practice)
        learning.addSpacing(12)
        learning.addWidget(code_label)
        learning.addWidget(self.deal_code, 1)
        layout.addLayout(learning)
        layout.addStretch(1)

        self.scroll = QScrollArea()
        # no stop of its own for Tab: the focus going down the fields scrolls it to them
        self.scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.scroll.setWidget(body)
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        outer = QVBoxLayout(self)
        outer.addWidget(self.scroll, 1)
        self.error = QLabel()
        keep_styled(self.error, "QLabel { color: #b3261e; }")
        self.error.setWordWrap(True)
        self.error.hide()
        outer.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Deal"))
        show_focus(self.buttons.button(QDialogButtonBox.StandardButton.Ok))  # the default: Fusion shows no focus
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)

        self._preset_rules: Rules | None = None  # the preset last clicked or loaded: the base of rules()
        self._levels_set: set[int] = set()  # seats whose AI level a config or the person chose
        self._loading = False  # options are being set from a preset: not the person's own rules yet
        self._placed = False  # sized and placed for the screen (at the first show)
        for key in BOOL_OPTIONS:
            self.checks[key].toggled.connect(self._options_changed)
        for w in (self.match_bonus, self.target, self.hands):
            w.valueChanged.connect(self._options_changed)
        self.direction.currentIndexChanged.connect(self._options_changed)
        self.by_target.toggled.connect(self._end_changed)
        self.hands.editingFinished.connect(lambda: self.hands.setValue(self.setup().allowed_hands(self.hands.value())))
        self.deck.currentIndexChanged.connect(self._deck_changed)
        for seat, level in self.levels.items():
            level.activated.connect(lambda _i, s=seat: self._levels_set.add(s))
            level.highlighted.connect(lambda i, box=level: self._describe_level_at(box, i))

        previous = previous or GameConfig.remembered(settings)
        self._fill_levels(settings, previous)
        if previous is not None:
            self.game.setCurrentIndex(self.game.findData(previous.rules.game.value))
            self._game_changed()
            self._load_rules(previous.rules)
            for seat, name in enumerate(previous.names[:4]):
                if name and name not in YOU_IN_EVERY_LANGUAGE:  # "You" is said in today's language
                    self.names[seat].setText(name)
        else:
            self._game_changed()
        # a table of the person's own rules is shown with its rules: they are what he chose last time
        self.show_details(not any(b.isChecked() for b in self.preset_buttons))
        self.details_button.toggled.connect(self.show_details)
        self.practice.setChecked(previous is not None and previous.practice)
        self.game.currentIndexChanged.connect(self._game_changed)
        self.deal_code.textChanged.connect(self._code_changed)
        self._deck_changed()
        self._describe_level(self.levels[1])  # the first opponent's: every game has him
        self.config: GameConfig | None = None
        self.game.setFocus(Qt.FocusReason.OtherFocusReason)  # the keyboard starts where the dialog does

    # -- building ----------------------------------------------------------------------------

    def _rules_box(self) -> QGroupBox:
        """Every rule option's widget; :meth:`_lay_out_options` puts the chosen game's in the box."""
        box = QGroupBox()
        box.setObjectName("ruleOptions")
        grid = QGridLayout(box)
        grid.setVerticalSpacing(4)
        self.options_grid = grid
        labels = {
            "trump_instead_of_follow": self.tr("May trump instead of following suit"),
            "bauer_exception": self.tr("Bauer exception: need not be played"),
            "trumpfzwang": self.tr("Trumpfzwang: void in the led suit, must trump"),
            "undertrump_ban": self.tr("Under-trumping forbidden"),
            "weis": self.tr("Weis"),
            "stoeck_automatic": self.tr("Stöck announced automatically"),
            "multipliers": self.tr("Multipliers (×1 to ×3 by trump)"),
            "undenufe_x4": self.tr("Undenufe counts ×4"),
            "ace_deals": "",  # names a card: _deck_changed() words it in the chosen deck (As or Ace)
            "klopfen": self.tr("Klopfen: the cutter may knock"),
            "open_bids": self.tr("Open bids (in turn order)"),
            "random_trump": self.tr("Trump drawn at random"),
            "exact_bonus": self.tr("Exact bonus: 10 off for an exact bid"),
            "slalom": self.tr("Slalom may be chosen (×3 with multipliers)"),
            "push_to_partner": self.tr("Coiffeur: push to the partner only"),
            "coiffeur_stoeck": self.tr("Coiffeur: Stöck count"),
        }
        tips = {
            "bauer_exception": self.tr("When trump is led and the Bauer is your only trump, you may keep it"),
            "klopfen": self.tr("Instead of cutting, the player who cuts may knock (everyone at the table agrees to "
                               "it by choosing this)"),
            "undertrump_ban": self.tr("After a non-trump lead was trumped, a lower trump may not be played unless "
                                      "you hold only trumps"),
            "open_bids": self.tr("Each player bids in turn, the dealer last, seeing the bids before his; "
                                 "otherwise every bid stays hidden until the hand is over"),
            "random_trump": self.tr("Trump is drawn at random instead of being fixed by the turned bottom card"),
            "slalom": self.tr("Slalom: Obenabe and Undenufe trick by trick, from the start the chooser names"),
            "push_to_partner": self.tr("Off: pushing passes the choice round the table; on: to the partner, as "
                                       "in Schieber"),
            "coiffeur_stoeck": self.tr("Stöck (20) count for the choosing team, times the row's factor"),
        }
        self.checks: dict[str, QCheckBox] = {}
        for key in BOOL_OPTIONS:
            check = QCheckBox(labels[key], box)
            check.setObjectName(key)
            check.setToolTip(tips.get(key, ""))
            self.checks[key] = check
        self.direction = QComboBox()
        self.direction.addItem(self.tr("Clockwise"), Direction.CLOCKWISE.value)
        self.direction.addItem(self.tr("Counter-clockwise"), Direction.COUNTERCLOCKWISE.value)
        self.direction.setToolTip(self.tr("Clockwise: the Vorhand sits at the dealer's left; counter-clockwise: at "
                                          "his right"))
        self.match_bonus = QSpinBox()
        self.match_bonus.setRange(0, 500)
        self.match_bonus.setSingleStep(50)
        self.direction_label = QLabel(self.tr("Turn order:"), box)
        self.direction_label.setBuddy(self.direction)
        self.match_bonus_label = QLabel(self.tr("Match bonus:"), box)
        self.match_bonus_label.setBuddy(self.match_bonus)
        self.coiffeur_label = QLabel(self.tr("Coiffeur table:"), box)
        self.coiffeur_row = QWidget(box)
        self.coiffeur_row.setLayout(self._coiffeur_table_row())
        self.coiffeur_label.setBuddy(self.coiffeur_layout)
        self.end_row = QWidget(box)
        end = QHBoxLayout(self.end_row)
        end.setContentsMargins(0, 0, 0, 0)
        self.by_target = QRadioButton(self.tr("to"))
        self.target = QSpinBox()
        self.target.setRange(100, 10000)
        self.target.setSingleStep(100)
        self.by_hands = QRadioButton(self.tr("or over"))
        self.hands = QSpinBox()
        self.hands.setRange(1, 100)
        # the radio button beside each says "to" or "or over": a screen reader needs what the number is
        self.target.setAccessibleName(self.tr("Points to play to"))
        self.hands.setAccessibleName(self.tr("Hands to play"))
        group = QButtonGroup(self)
        group.addButton(self.by_target)
        group.addButton(self.by_hands)
        for w in (self.by_target, self.target, self.by_hands, self.hands):
            end.addWidget(w)
        end.addStretch(1)
        self.end_label = QLabel(self.tr("The Partie goes:"), box)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)
        self.target.valueChanged.connect(self._number_suffixes)
        self.hands.valueChanged.connect(self._number_suffixes)
        return box

    def _lay_out_options(self, setup: GameSetup) -> None:
        """The box holds the options of ``setup``'s game alone, in the order its setup gives them: the check
        boxes in two columns, then the turn order and match bonus, the end of the Partie, the Coiffeur table."""
        grid = self.options_grid
        while grid.count():  # the other game's: the widgets stay in the box, hidden below
            grid.takeAt(0)
        shown = [key for key in setup.options if key in self.checks]
        for key, check in self.checks.items():
            check.setVisible(key in shown)
            check.setEnabled(key in shown)
        for i, key in enumerate(shown):
            grid.addWidget(self.checks[key], i // 2, (i % 2) * 2, 1, 2)
        row, col = (len(shown) + 1) // 2, 0
        for label, widget, key in ((self.direction_label, self.direction, "direction"),
                                   (self.match_bonus_label, self.match_bonus, "match_bonus")):
            on = key in setup.options
            for w in (label, widget):
                w.setVisible(on)
                w.setEnabled(on)
            if on:
                grid.addWidget(label, row, col)
                grid.addWidget(widget, row, col + 1)
                col += 2
        row += 1 if col else 0
        rows = ((self.end_label, self.end_row, setup.ends_by_target or setup.ends_by_hands),
                (self.coiffeur_label, self.coiffeur_row, "coiffeur_rows" in setup.options))
        for label, widget, on in rows:
            label.setVisible(on)
            widget.setVisible(on)
            if on:
                grid.addWidget(label, row, 0)
                grid.addWidget(widget, row, 1, 1, 3)
                row += 1
        # the end: a target, a number of hands, or the choice of both (a lone choice needs no radio button)
        self.by_target.setVisible(setup.ends_by_target)
        self.target.setVisible(setup.ends_by_target)
        self.by_hands.setVisible(setup.ends_by_target and setup.ends_by_hands)
        self.hands.setVisible(setup.ends_by_hands)
        for w in (self.coiffeur_layout, self.coiffeur_factors):
            w.setEnabled("coiffeur_rows" in setup.options)

    def show_details(self, on: bool = True) -> None:
        """Open (or fold away) the rule options under "Rules in detail"; the dialog grows or shrinks to fit."""
        self.details_button.setChecked(on)
        self.details_button.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        if self.details.isHidden() == (not on):
            return
        self.details.setVisible(on)
        if self.isVisible():
            QTimer.singleShot(0, self._refit)

    def _refit(self) -> None:
        fit_dialog(self)
        if self.details.isVisible():
            self.scroll.ensureWidgetVisible(self.details_button, 0, 0)

    def shown_options(self) -> list[str]:
        """The rule options the dialog offers for the chosen game (shown once "Rules in detail" is open)."""
        widgets = {**self.checks, "direction": self.direction, "match_bonus": self.match_bonus,
                   "coiffeur_rows": self.coiffeur_row}
        return [key for key, w in widgets.items() if w.isVisibleTo(self.details)]

    def _coiffeur_table_row(self) -> QHBoxLayout:
        """The rows of the Coiffeur table (8 or 10) and their factors, editable as a line of numbers."""
        line = QHBoxLayout()
        line.setContentsMargins(0, 0, 0, 0)
        self.coiffeur_layout = QComboBox()
        for layout in COIFFEUR_LAYOUTS:
            self.coiffeur_layout.addItem(self.tr("%n rows", "", len(layout)), [kind for kind, _ in layout])
        self.coiffeur_factors = QLineEdit()
        self.coiffeur_factors.setPlaceholderText("1 2 3 4 5 6 7 8")
        self.coiffeur_layout.currentIndexChanged.connect(self._coiffeur_layout_changed)
        self.coiffeur_factors.textChanged.connect(self._options_changed)
        label = QLabel(self.tr("factors:"))
        label.setBuddy(self.coiffeur_factors)
        for w in (self.coiffeur_layout, label, self.coiffeur_factors):
            line.addWidget(w)
        return line

    def _coiffeur_layout_changed(self) -> None:
        """Another table: its standard factors, and the rows named in the factors' tooltip."""
        kinds = self.coiffeur_layout.currentData() or []
        standard = next((t for t in COIFFEUR_LAYOUTS if [k for k, _ in t] == kinds), None)
        if standard is not None and not self._loading:
            self.coiffeur_factors.setText(" ".join(str(f) for _, f in standard))
        lang = self.settings.language
        self.coiffeur_factors.setToolTip(self.tr("The factor of each row, in this order: %1").replace(
            "%1", ", ".join(RowKind(k).name_in(lang) for k in kinds)))
        self._options_changed()

    def coiffeur_rows(self) -> tuple[tuple[str, int], ...]:
        """The table as set: each row's kind with its factor; ``ValueError`` naming what is wrong."""
        kinds = self.coiffeur_layout.currentData() or []
        words = self.coiffeur_factors.text().split()
        if len(words) != len(kinds) or not all(w.isdigit() and 1 <= int(w) <= MAX_COIFFEUR_FACTOR for w in words):
            raise ValueError(self.tr("The Coiffeur table needs %n factors, whole numbers from 1 to 100.", "",
                                     len(kinds)))
        return tuple((kind, int(w)) for kind, w in zip(kinds, words))

    def _players_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Players"))
        grid = QGridLayout(box)
        grid.setVerticalSpacing(4)
        self.names: list[QLineEdit] = []
        self.levels: dict[int, QComboBox] = {}  # the AI seats' levels (seat 0 is the person)
        self.seat_labels: list[QLabel] = []
        self.you = QLabel(self.tr("you"))
        for seat in range(4):
            label, name = QLabel(), QLineEdit()
            name.setMaxLength(24)
            name.setMinimumWidth(90)
            label.setBuddy(name)
            self.seat_labels.append(label)
            self.names.append(name)
            row, col = SEAT_CELLS[seat]
            grid.addWidget(label, row, col * 3)
            grid.addWidget(name, row, col * 3 + 1)
            if seat == 0:
                grid.addWidget(self.you, row, col * 3 + 2)
                continue
            level = QComboBox()  # every widget made here is in the layout: none may show as a window of its own
            for lv in (*level_names(), PERSON_LEVEL):  # an AI level, or a person at this computer (hot seat)
                if lv == PERSON_LEVEL:
                    level.insertSeparator(level.count())  # the AI levels above, the person apart
                level.addItem(level_label(lv), lv)
                level.setItemData(level.count() - 1, level_description(lv), Qt.ItemDataRole.ToolTipRole)
            level.currentIndexChanged.connect(lambda _i, box=level: self._describe_level(box))
            self.levels[seat] = level
            grid.addWidget(level, row, col * 3 + 2)
        # how the level last chosen plays: a person picks an opponent by what it does, not by its name
        self.level_about = QLabel()
        self.level_about.setWordWrap(True)
        self.level_about.setObjectName("levelDescription")
        grid.addWidget(self.level_about, max(r for r, _c in SEAT_CELLS.values()) + 1, 0, 1, 6)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(4, 1)
        grid.setColumnMinimumWidth(3, 8)
        return box

    def _describe_level(self, box: QComboBox) -> None:
        """Say in a few words how the level chosen in ``box`` plays."""
        self._describe_level_at(box, box.currentIndex())

    def _fill_levels(self, settings: Settings, previous: GameConfig | None) -> None:
        """Each seat starts at the level last chosen for it in either game, else the default level."""
        default = GameConfig.default(Rules.schmaus()).level_of(1)
        for level in self.levels.values():
            level.setCurrentIndex(max(0, level.findData(default)))
        current = previous.rules.game if previous is not None else None
        others = [g for g in SETUPS if g is not current]
        configs = [GameConfig.remembered(settings, g) for g in others] + [previous]
        for config in configs:
            if config is None:
                continue
            for seat in range(1, min(4, len(config.levels))):
                idx = self.levels[seat].findData(config.levels[seat]) if config.levels[seat] else -1
                if idx >= 0:
                    self.levels[seat].setCurrentIndex(idx)
                    self._levels_set.add(seat)

    # -- behaviour -------------------------------------------------------------------------

    def _describe_level_at(self, box: QComboBox, index: int) -> None:
        """While the person runs through a level list, describe the one under the pointer or the keys."""
        level = box.itemData(index)
        if level:
            self.level_about.setText(self.tr("%1: %2").replace("%1", level_label(level))
                                     .replace("%2", level_description(level)))

    def current_game(self) -> Game:
        return Game(self.game.currentData())

    def setup(self) -> GameSetup:
        return setup_for(self.current_game())

    def _game_changed(self) -> None:
        setup = self.setup()
        # the widgets are set for the new game before its rules are loaded: what they say on the way (a
        # number of hands under the last game's rules, which Schmaus refuses) is nobody's choice yet
        self._loading = True
        self._build_presets(setup)
        titles, defaults = setup.seat_titles(), setup.default_names()
        own_default = {n for s in SETUPS.values() for n in s.default_names()} | YOU_IN_EVERY_LANGUAGE
        for seat in range(4):
            on = seat < len(titles)
            for w in (self.seat_labels[seat], self.names[seat], self.levels.get(seat)):
                if w is not None:
                    w.setVisible(on)
            if not on:
                continue
            self.seat_labels[seat].setText(titles[seat])
            if seat in self.levels:  # the level's box has no label of its own: a screen reader says whose
                self.levels[seat].setAccessibleName(self.tr("%1: who plays").replace("%1", _seat(titles[seat])))
            if not self.names[seat].text() or self.names[seat].text() in own_default:
                self.names[seat].setText(defaults[seat])
            if seat > 1 and seat not in self._levels_set and self.levels[1].currentData() != PERSON_LEVEL:
                self.levels[seat].setCurrentIndex(self.levels[1].currentIndex())  # a seat nobody set plays as
                # the first opponent does (an AI of his level; a person beside him is chosen seat by seat)
        self._lay_out_options(setup)
        self.by_target.setEnabled(setup.ends_by_target)
        self.by_hands.setEnabled(setup.ends_by_hands)
        counts = setup.hand_counts or (1, 100)
        self.hands.setRange(min(counts), max(counts))
        self.hands.setSingleStep(counts[1] - counts[0] if len(counts) > 2 else 1)
        self.hands.setEnabled(setup.ends_by_hands and self.by_hands.isChecked())
        self._loading = False
        self._load_rules(setup.presets()[0].rules())
        self._fix_tab_order()
        if self.isVisible():  # the other game has other seats and options: fit its size once laid out
            QTimer.singleShot(0, lambda: fit_dialog(self))

    def _fix_tab_order(self) -> None:
        """Tab goes down the dialog as it reads: the game, its presets, "Rules in detail" and the options, the
        players, the deck, practice and the deal code beside it, the buttons (the presets are made anew for
        each game, so the order of making is not the order of reading)."""
        chain: list[QWidget] = [self.game, *self.preset_buttons, self.details_button]
        chain += [self.checks[key] for key in self.setup().options if key in self.checks]
        chain += [self.direction, self.match_bonus, self.by_target, self.target, self.by_hands, self.hands,
                  self.coiffeur_layout, self.coiffeur_factors]
        for seat in range(4):  # as the players box reads, row by row
            chain.append(self.names[seat])
            if seat in self.levels:
                chain.append(self.levels[seat])
        chain += [self.deck, self.practice, self.deal_code, *self.buttons.buttons()]
        for first, second in zip(chain, chain[1:]):
            QWidget.setTabOrder(first, second)

    def _build_presets(self, setup: GameSetup) -> None:
        while self.preset_row.count():  # the other game's buttons, the label and the stretch
            widget = self.preset_row.takeAt(0).widget()
            if isinstance(widget, QPushButton):
                widget.hide()  # gone at once, out of the Tab chain too; deleted when the event loop comes round
                widget.deleteLater()
        self.preset_buttons = []
        for choice in setup.presets():
            button = QPushButton(choice.label)
            button.setCheckable(True)
            button.setToolTip(choice.tooltip)
            button.setAutoDefault(False)
            button.setProperty("preset", choice.preset.value)
            button.clicked.connect(lambda _c=False, ch=choice: self._load_rules(ch.rules()))
            self.preset_buttons.append(button)
            self.preset_row.addWidget(button)
        self.preset_row.addWidget(self.own_rules)
        self.preset_row.addStretch(1)

    def preset_button(self, preset: str) -> QPushButton:
        """The button of the preset with this value ("swiss", "swiss2500", "seed", "schmaus")."""
        return next(b for b in self.preset_buttons if b.property("preset") == preset)

    def _load_rules(self, rules: Rules) -> None:
        self._preset_rules = Rules.preset_named(rules.preset.value)
        self._loading = True
        for key, check in self.checks.items():
            check.setChecked(bool(option_value(rules, key)))
        self.direction.setCurrentIndex(self.direction.findData(rules.direction.value))
        self.match_bonus.setValue(rules.match_bonus)
        table = option_value(rules, "coiffeur_rows")
        kinds = [kind for kind, _ in table]
        if self.coiffeur_layout.findData(kinds) < 0:  # a house table: its rows as they are
            self.coiffeur_layout.addItem(self.tr("%n rows", "", len(kinds)), kinds)
        self.coiffeur_layout.setCurrentIndex(self.coiffeur_layout.findData(kinds))
        self.coiffeur_factors.setText(" ".join(str(f) for _, f in table))
        self.target.setValue(rules.target)
        if rules.hands is not None:
            self.by_hands.setChecked(True)
            self.hands.setValue(rules.hands)
        else:
            self.by_target.setChecked(True)
        self._loading = False
        self._end_changed()

    def _options_changed(self) -> None:
        if self._loading:
            return
        rules = self.rules()
        matched = None
        for button, choice in zip(self.preset_buttons, self.setup().presets()):
            same = _same_options(rules, choice.rules())
            button.setChecked(same)
            matched = matched or (choice if same else None)
        self.own_rules.setVisible(matched is None)
        self.preset_about.setText(matched.tooltip if matched is not None else "")
        self.preset_about.setVisible(matched is not None)

    def _end_changed(self) -> None:
        self.target.setEnabled(self.by_target.isChecked() and self.setup().ends_by_target)
        self.hands.setEnabled(self.by_hands.isChecked() and self.setup().ends_by_hands)
        self._number_suffixes()
        self._options_changed()

    def _number_suffixes(self) -> None:
        self.target.setSuffix(" " + self.tr("points", "", self.target.value()))
        self.hands.setSuffix(" " + self.tr("hands", "", self.hands.value()))

    def _deck_changed(self) -> None:
        """The options that name cards say them as the chosen deck calls them (Schilten or Pik, As or Ass)."""
        deck = FaceSet(self.deck.currentData() or self.settings.face_set.value).deck
        lang = self.settings.language

        def pair(a: Suit, b: Suit) -> str:
            return self.tr("%1 and %2").replace("%1", suit_name(a, lang, deck)).replace("%2", suit_name(b, lang, deck))

        self.checks["multipliers"].setToolTip(
            self.tr("%1 ×1, %2 ×2, Obenabe and Undenufe ×3; they multiply everything a hand scores")
            .replace("%1", pair(Suit.ROSEN, Suit.EICHELN)).replace("%2", pair(Suit.SCHILTEN, Suit.SCHELLEN)))
        self.checks["ace_deals"].setText(
            self.tr("Whoever draws an %1 deals").replace("%1", rank_name(Rank.AS, lang, deck)))

    def rules(self) -> Rules:
        setup = self.setup()
        base = self._preset_rules or setup.presets()[0].rules()
        values: dict[str, object] = {key: check.isChecked() for key, check in self.checks.items()
                                     if key in setup.options}
        if "direction" in setup.options:
            values["direction"] = Direction(self.direction.currentData())
        if "coiffeur_rows" in setup.options:
            try:
                values["coiffeur_rows"] = self.coiffeur_rows()
            except ValueError:  # being typed: the dialog says what is wrong when the deal is asked for
                pass
        values["match_bonus"] = self.match_bonus.value()
        values["target"] = self.target.value()
        over_hands = self.by_hands.isChecked() or not setup.ends_by_target  # a game without a target: always
        values["hands"] = setup.allowed_hands(self.hands.value()) if (over_hands and setup.ends_by_hands) else None
        has = {f.name for f in fields(Rules)} | {f.name for f in fields(base.options)}
        rules = base.changed(**{k: v for k, v in values.items() if k in has})  # a game just left: its own
        for choice in setup.presets():  # the rules of a preset are filed under that preset
            if _same_options(rules, choice.rules()):
                return choice.rules()
        return rules

    def _code_changed(self, text: str) -> None:
        """A valid code sets the game and the rules it was played by (the person sees what will be played)."""
        try:
            code = decode(text)
        except DealCodeError:
            return
        index = self.game.findData(code.rules.game.value)
        if index < 0:
            return
        if index != self.game.currentIndex():
            self.game.setCurrentIndex(index)
        self._load_rules(code.rules)
        self.error.hide()

    def code_error(self, error: DealCodeError) -> str:
        """Why a deal code was refused, in the person's words."""
        texts = {
            "length": self.tr("A deal code has 15 letters and digits (the dashes do not count)."),
            "character": self.tr("“%1” does not occur in deal codes.").replace("%1", error.detail),
            "checksum": self.tr("This deal code has a typo: compare it character by character."),
            "content": self.tr("This is not a deal code of this version of JassDesk."),
        }
        return texts[error.reason]

    def build_config(self) -> GameConfig:
        """What the dialog says, as a GameConfig: a new deal, or the deal of the code typed (its seed, hand,
        dealer and cut); ``ValueError`` with the sentence that says what is wrong."""
        if "coiffeur_rows" in self.setup().options:
            self.coiffeur_rows()  # a table that cannot be played is said, not dealt
        rules = self.rules()
        practice = self.practice.isChecked()
        code_text = self.deal_code.text().strip()
        if code_text:
            try:
                code = decode(code_text)
            except DealCodeError as exc:
                raise ValueError(self.code_error(exc)) from None
            if code.rules.game is not rules.game:
                name = setup_for(code.rules.game).name() if code.rules.game in SETUPS else code.rules.game.value
                raise ValueError(self.tr("This deal code is for %1: choose that game or clear the code.")
                                 .replace("%1", name))
            config = self._config(rules, code.seed, practice)
            return replace(config, start_dealer=code.dealer, start_deal=code.deal)
        return self._config(rules, None, practice)  # a new deal

    def _config(self, rules: Rules, seed: int | None, practice: bool) -> GameConfig:
        n = rules.n_players
        defaults = default_names(rules.game)
        names = tuple(self.names[s].text().strip() or defaults[s] for s in range(n))
        levels = (None,) + tuple(self.levels[s].currentData() for s in range(1, n))
        config = GameConfig(rules, seed, names, levels, practice=practice)
        persons = config.persons(n)
        if len(persons) > 1:  # the table says whose turn it is by name: each person needs his own
            named = [names[s] for s in persons]
            if any(name in YOU_IN_EVERY_LANGUAGE for name in named) or len(set(named)) < len(named):
                self.names[next(s for s in persons if names[s] in YOU_IN_EVERY_LANGUAGE or
                                named.count(names[s]) > 1)].setFocus(Qt.FocusReason.OtherFocusReason)
                raise ValueError(self.tr("Several people play at this computer: give each of them a name of his "
                                         "own, by which the table says whose turn it is."))
        return config

    def _accept(self) -> None:
        try:
            self.config = self.build_config()
        except ValueError as exc:
            self.error.setText(str(exc))
            self.error.show()
            # the message takes room: the dialog grows where the screen allows, and the field in question stays
            # in view
            field = self.focusWidget()
            QTimer.singleShot(0, lambda: (fit_dialog(self), field is not None and
                                          self.scroll.ensureWidgetVisible(field)))
            return
        self.settings.set("face_set", self.deck.currentData())
        game = self.config.rules.game.value
        self.settings.set(f"table_{game}", self.config.to_table())
        self.settings.set("last_game", game)
        self.accept()

    # -- size ----------------------------------------------------------------------------------

    def sizeHint(self) -> QSize:
        """Everything without a scroll bar at the width the screen allows; :func:`fit_dialog` makes it smaller
        on a small screen.  The sentences that wrap (the preset's, the level's) are as tall as that width makes
        them."""
        body = self.scroll.widget()
        body.ensurePolished()
        margins = self.layout().contentsMargins()
        frame = frame_extra(self)
        room = available_geometry(self.parentWidget() or self).width() - frame.width() - margins.left() \
            - margins.right() - 2
        inner = body.sizeHint()
        width = max(min(inner.width(), room), body.minimumSizeHint().width())
        height = body.heightForWidth(width) if body.hasHeightForWidth() else inner.height()
        rest = self.layout().sizeHint().height() - self.scroll.sizeHint().height()
        return QSize(width + margins.left() + margins.right() + 2, max(height, inner.height()) + max(rest, 0) + 2)

    def showEvent(self, event: QShowEvent) -> None:
        if not self._placed:
            self._placed = True
            fit_dialog(self)
        super().showEvent(event)


def _seat(title: str) -> str:
    """A seat's title without the colon of its label ("Left opponent:" -> "Left opponent")."""
    return title.rstrip(": \u00a0")


def _same_options(a: Rules, b: Rules) -> bool:
    """The same rules, whatever preset either is filed under."""
    return all(getattr(a, f.name) == getattr(b, f.name) for f in fields(Rules) if f.name != "preset")
