"""Dialogs: a new game (game, preset, every rule option, players, deck, seed) and settings."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, \
    QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QRadioButton, QSlider, QSpinBox, \
    QVBoxLayout, QWidget

from jassdesk.ai.levels import level_names
from jassdesk.app.game_config import GameConfig
from jassdesk.app.level_labels import level_label
from jassdesk.app.settings import AnimationSpeed, CardSize, HintMode, Settings
from jassdesk.cards.provider import CardImageProvider, FaceSet
from jassdesk.engine.cards import Rank, Suit, rank_name, suit_name
from jassdesk.engine.rules import Direction, Game, Preset, Rules
from jassdesk.i18n import LANGUAGE_NAMES


def face_set_label(widget: QWidget, face_set: FaceSet) -> str:
    return {FaceSet.SWISS: QCoreApplication.translate("Dialogs", "Swiss (Rosen, Eicheln, Schilten, Schellen)"),
            FaceSet.FRENCH: QCoreApplication.translate("Dialogs", "French (hearts, diamonds, spades, clubs)"),
            FaceSet.FRENCH4: QCoreApplication.translate("Dialogs", "French, four colours")}[face_set]


def back_label(widget: QWidget, name: str) -> str:
    names = {"blue": QCoreApplication.translate("Dialogs", "Blue"),
             "red": QCoreApplication.translate("Dialogs", "Red"),
             "green": QCoreApplication.translate("Dialogs", "Green")}
    return names.get(name, name.capitalize())


class NewGameDialog(QDialog):
    """Game, rule preset and every option of RULES.md, target, players and AI levels, deck, seed."""

    BOOL_OPTIONS = ("trump_instead_of_follow", "bauer_exception", "trumpfzwang", "undertrump_ban", "weis",
                    "stoeck_automatic", "multipliers", "undenufe_x4", "ace_deals", "klopfen")
    SCHIEBER_ONLY = ("trump_instead_of_follow", "bauer_exception", "trumpfzwang", "undertrump_ban", "weis",
                     "multipliers", "undenufe_x4", "direction")

    def __init__(self, settings: Settings, provider: CardImageProvider, previous: GameConfig | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("NewGameDialog")
        layout = QVBoxLayout(self)
        top = QFormLayout()
        self.game = QComboBox()
        self.game.addItem(self.tr("Schieber (four players, two teams)"), Game.SCHIEBER.value)
        self.game.addItem(self.tr("Schmaus (two players, with a stock)"), Game.SCHMAUS.value)
        top.addRow(self.tr("&Game:"), self.game)
        self.preset = QComboBox()
        top.addRow(self.tr("Rule &preset:"), self.preset)
        layout.addLayout(top)

        rules_box = QGroupBox(self.tr("Rules"))
        grid = QGridLayout(rules_box)
        labels = {
            "trump_instead_of_follow": self.tr("May trump instead of following suit"),
            "bauer_exception": self.tr("The Bauer need not be played (Bauer exception)"),
            "trumpfzwang": self.tr("Trumpfzwang: must trump when void in the led suit"),
            "undertrump_ban": self.tr("Under-trumping forbidden"),
            "weis": self.tr("Weis"),
            "stoeck_automatic": self.tr("Stöck announced automatically"),
            "multipliers": "",  # these two name cards: _name_cards() words them in the chosen deck
            "undenufe_x4": self.tr("Undenufe counts ×4"),
            "ace_deals": "",
            "klopfen": self.tr("Klopfen: the cutter may knock (all agree)"),
        }
        self.checks: dict[str, QCheckBox] = {}
        for i, key in enumerate(self.BOOL_OPTIONS):
            box = QCheckBox(labels[key])
            box.setObjectName(key)
            self.checks[key] = box
            grid.addWidget(box, i // 2, i % 2)
        row = (len(self.BOOL_OPTIONS) + 1) // 2
        self.direction = QComboBox()
        self.direction.addItem(self.tr("Clockwise (Vorhand at the dealer's left)"), Direction.CLOCKWISE.value)
        self.direction.addItem(self.tr("Counter-clockwise (Vorhand at the dealer's right)"),
                               Direction.COUNTERCLOCKWISE.value)
        grid.addWidget(QLabel(self.tr("Turn order:")), row, 0)
        grid.addWidget(self.direction, row, 1)
        self.match_bonus = QSpinBox()
        self.match_bonus.setRange(0, 500)
        self.match_bonus.setSingleStep(50)
        grid.addWidget(QLabel(self.tr("Match bonus:")), row + 1, 0)
        grid.addWidget(self.match_bonus, row + 1, 1)
        end = QWidget()
        end_layout = QHBoxLayout(end)
        end_layout.setContentsMargins(0, 0, 0, 0)
        self.by_target = QRadioButton(self.tr("to"))
        self.target = QSpinBox()
        self.target.setRange(100, 10000)
        self.target.setSingleStep(100)
        self.target.setSuffix(self.tr(" points"))
        self.by_hands = QRadioButton(self.tr("or"))
        self.hands = QSpinBox()
        self.hands.setRange(1, 100)
        self.hands.setSuffix(self.tr(" hands"))
        group = QButtonGroup(self)
        group.addButton(self.by_target)
        group.addButton(self.by_hands)
        for w in (self.by_target, self.target, self.by_hands, self.hands):
            end_layout.addWidget(w)
        end_layout.addStretch(1)
        grid.addWidget(QLabel(self.tr("The Partie goes:")), row + 2, 0)
        grid.addWidget(end, row + 2, 1)
        layout.addWidget(rules_box)

        players = QGroupBox(self.tr("Players"))
        pgrid = QGridLayout(players)
        self.names: list[QLineEdit] = []
        self.levels: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        for seat in range(4):
            label = QLabel()
            name = QLineEdit()
            name.setMaxLength(24)
            level = QComboBox()
            for lv in level_names():
                level.addItem(level_label(lv), lv)
            self.seat_labels.append(label)
            self.names.append(name)
            self.levels.append(level)
            pgrid.addWidget(label, seat, 0)
            pgrid.addWidget(name, seat, 1)
            if seat > 0:
                pgrid.addWidget(level, seat, 2)
            else:
                you = QLabel(self.tr("you"))
                pgrid.addWidget(you, seat, 2)
        layout.addWidget(players)

        extra = QFormLayout()
        self.deck = QComboBox()
        for fs in provider.available_face_sets():
            self.deck.addItem(face_set_label(self, fs), fs.value)
        self.deck.setCurrentIndex(max(0, self.deck.findData(settings.face_set.value)))
        self.deck.currentIndexChanged.connect(self._name_cards)
        self._name_cards()
        extra.addRow(self.tr("&Deck:"), self.deck)
        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("empty: a new random deal"))
        extra.addRow(self.tr("&Seed (to replay a deal):"), self.seed)
        layout.addLayout(extra)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b3261e;")
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Deal"))
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.game.currentIndexChanged.connect(self._game_changed)
        self.preset.currentIndexChanged.connect(self._preset_changed)
        self.by_target.toggled.connect(self._end_changed)
        self._loading = False
        previous = previous or GameConfig.remembered(settings)
        self._previous = previous
        if previous is not None:
            self.game.setCurrentIndex(self.game.findData(previous.rules.game.value))
            self._game_changed()
            self._load_rules(previous.rules)
            for seat in range(4):
                if seat < len(previous.names) and previous.names[seat]:
                    self.names[seat].setText(previous.names[seat])
                if seat < len(previous.levels) and previous.levels[seat]:
                    idx = self.levels[seat].findData(previous.levels[seat])
                    if idx >= 0:
                        self.levels[seat].setCurrentIndex(idx)
        else:
            self._game_changed()
        self.config: GameConfig | None = None

    # -- behaviour -------------------------------------------------------------------------

    def current_game(self) -> Game:
        return Game(self.game.currentData())

    def _name_cards(self) -> None:
        """The options that name cards say them in the deck chosen here (Schilten or Pik, As or Ass)."""
        deck, lang = FaceSet(self.deck.currentData()).deck, self.settings.language
        self.checks["multipliers"].setText(
            self.tr("Multipliers (%1/%2 ×2, Obenabe/Undenufe ×3)")
            .replace("%1", suit_name(Suit.SCHILTEN, lang, deck)).replace("%2", suit_name(Suit.SCHELLEN, lang, deck)))
        self.checks["ace_deals"].setText(
            self.tr("Whoever draws an %1 deals").replace("%1", rank_name(Rank.AS, lang, deck)))

    def _game_changed(self) -> None:
        game = self.current_game()
        self.preset.blockSignals(True)
        self.preset.clear()
        if game is Game.SCHIEBER:
            self.preset.addItem(self.tr("Seed rules (follow suit, no Weis)"), Preset.SEED.value)
            self.preset.addItem(self.tr("Swiss standard (Weis, match +100, no under-trumping)"),
                                Preset.SWISS_STANDARD.value)
        else:
            self.preset.addItem(self.tr("Schmaus"), Preset.SCHMAUS.value)
        self.preset.blockSignals(False)
        n = game.n_players
        defaults = default_names(self, game)
        for seat in range(4):
            on = seat < n
            for w in (self.seat_labels[seat], self.names[seat], self.levels[seat]):
                w.setVisible(on)
            self.seat_labels[seat].setText(seat_title(self, game, seat))
            if not self.names[seat].text() or self.names[seat].text() in all_default_names(self):
                self.names[seat].setText(defaults[seat] if seat < len(defaults) else "")
        for key in self.SCHIEBER_ONLY:
            widget = self.direction if key == "direction" else self.checks[key]
            widget.setEnabled(game is Game.SCHIEBER)
        self.by_hands.setEnabled(game is Game.SCHIEBER)
        self._preset_changed()

    def _preset_changed(self) -> None:
        preset = self.preset.currentData()
        if preset is None:
            return
        self._load_rules(Rules.preset_named(preset))

    def _load_rules(self, rules: Rules) -> None:
        for key, box in self.checks.items():
            box.setChecked(bool(getattr(rules, key)))
        self.direction.setCurrentIndex(self.direction.findData(rules.direction.value))
        self.match_bonus.setValue(rules.match_bonus)
        self.target.setValue(rules.target)
        if rules.hands is not None:
            self.by_hands.setChecked(True)
            self.hands.setValue(rules.hands)
        else:
            self.by_target.setChecked(True)
        idx = self.preset.findData(rules.preset.value)
        if idx >= 0 and idx != self.preset.currentIndex():
            self.preset.blockSignals(True)
            self.preset.setCurrentIndex(idx)
            self.preset.blockSignals(False)
        self._end_changed()

    def _end_changed(self) -> None:
        self.target.setEnabled(self.by_target.isChecked())
        self.hands.setEnabled(self.by_hands.isChecked())

    def rules(self) -> Rules:
        game = self.current_game()
        base = Rules.preset_named(self.preset.currentData())
        values = {key: box.isChecked() for key, box in self.checks.items()}
        if game is Game.SCHMAUS:
            for key in self.SCHIEBER_ONLY:
                values.pop(key, None)
        values["match_bonus"] = self.match_bonus.value()
        values["target"] = self.target.value()
        values["hands"] = self.hands.value() if (self.by_hands.isChecked() and game is Game.SCHIEBER) else None
        if game is Game.SCHIEBER:
            values["direction"] = Direction(self.direction.currentData())
        return replace(base, **values)

    def build_config(self) -> GameConfig:
        rules = self.rules()
        text = self.seed.text().strip()
        seed = None
        if text:
            try:
                seed = int(text)
            except ValueError:
                raise ValueError(self.tr("The seed must be a whole number.")) from None
            if seed < 0:
                raise ValueError(self.tr("The seed must be a whole number.")) from None
        n = rules.n_players
        names = tuple(self.names[s].text().strip() or default_names(self, rules.game)[s] for s in range(n))
        levels = (None,) + tuple(self.levels[s].currentData() for s in range(1, n))
        return GameConfig(rules, seed, names, levels)

    def _accept(self) -> None:
        try:
            self.config = self.build_config()
        except ValueError as exc:
            self.error.setText(str(exc))
            return
        self.settings.set("face_set", self.deck.currentData())
        game = self.config.rules.game.value
        self.settings.set(f"table_{game}", self.config.to_table())
        self.settings.set("last_game", game)
        self.accept()


def default_names(widget: QWidget, game: Game) -> list[str]:
    if game is Game.SCHMAUS:
        return [QCoreApplication.translate("Dialogs", "You"), "Vreni"]
    return [QCoreApplication.translate("Dialogs", "You"), "Ueli", "Vreni", "Sepp"]


def all_default_names(widget: QWidget) -> set[str]:
    return {QCoreApplication.translate("Dialogs", "You"), "Ueli", "Vreni", "Sepp", "You", "Sie", "Du"}


def seat_title(widget: QWidget, game: Game, seat: int) -> str:
    if seat >= game.n_players:
        return ""
    if game is Game.SCHMAUS:
        return [QCoreApplication.translate("Dialogs", "You (bottom):"),
                QCoreApplication.translate("Dialogs", "Opponent (top):")][seat]
    return [QCoreApplication.translate("Dialogs", "You (bottom):"),
            QCoreApplication.translate("Dialogs", "Left opponent:"),
            QCoreApplication.translate("Dialogs", "Partner (top):"),
            QCoreApplication.translate("Dialogs", "Right opponent:")][seat]


class SettingsDialog(QDialog):
    """Deck, card back, language, animation speed, AI pace, hints; applied on OK."""

    def __init__(self, settings: Settings, provider: CardImageProvider, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Settings"))
        form = QFormLayout()
        self.deck = QComboBox()
        for fs in provider.available_face_sets():
            self.deck.addItem(face_set_label(self, fs), fs.value)
        self.deck.setCurrentIndex(max(0, self.deck.findData(settings.face_set.value)))
        form.addRow(self.tr("&Deck:"), self.deck)
        self.back = QComboBox()
        for name in provider.available_backs():
            self.back.addItem(back_label(self, name), name)
        self.back.setCurrentIndex(max(0, self.back.findData(settings.back)))
        form.addRow(self.tr("Card &back:"), self.back)
        self.language = QComboBox()
        for code, name in LANGUAGE_NAMES.items():  # each language in its own words, never translated
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        form.addRow(self.tr("&Language:"), self.language)
        self.speed = QComboBox()
        for speed, text in ((AnimationSpeed.INSTANT, self.tr("Instant (no motion)")),
                            (AnimationSpeed.FAST, self.tr("Fast")), (AnimationSpeed.NORMAL, self.tr("Normal")),
                            (AnimationSpeed.SLOW, self.tr("Slow"))):
            self.speed.addItem(text, speed.value)
        self.speed.setCurrentIndex(max(0, self.speed.findData(settings.animation_speed.value)))
        form.addRow(self.tr("&Animations:"), self.speed)
        pace = QWidget()
        pace_layout = QHBoxLayout(pace)
        pace_layout.setContentsMargins(0, 0, 0, 0)
        self.pace = QSlider(Qt.Orientation.Horizontal)
        self.pace.setRange(0, 2500)
        self.pace.setSingleStep(100)
        self.pace.setPageStep(250)
        self.pace.setValue(settings.ai_pace_ms)
        self.pace_label = QLabel()
        self.pace_label.setMinimumWidth(70)
        self.pace.valueChanged.connect(self._pace_text)
        self._pace_text(self.pace.value())
        pace_layout.addWidget(self.pace, 1)
        pace_layout.addWidget(self.pace_label)
        form.addRow(self.tr("AI &pace (pause after each AI move):"), pace)
        self.hints = QComboBox()
        for mode, text in ((HintMode.OFF, self.tr("Off")), (HintMode.ON_REQUEST, self.tr("On request (H)")),
                           (HintMode.ALWAYS, self.tr("Always shown"))):
            self.hints.addItem(text, mode.value)
        self.hints.setCurrentIndex(max(0, self.hints.findData(settings.hints.value)))
        form.addRow(self.tr("&Hints:"), self.hints)
        self.card_size = QComboBox()
        for size, text in ((CardSize.SMALL, self.tr("Small")), (CardSize.NORMAL, self.tr("Normal")),
                           (CardSize.LARGE, self.tr("Large"))):
            self.card_size.addItem(text, size.value)
        self.card_size.setCurrentIndex(max(0, self.card_size.findData(settings.card_size.value)))
        form.addRow(self.tr("Card &size:"), self.card_size)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        note = QLabel(self.tr("Settings apply at once and are kept for the next start."))
        note.setStyleSheet("color: #666;")
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _pace_text(self, value: int) -> None:
        seconds = QLocale().toString(value / 1000, "f", 1)  # "0,7" in French: the language's decimal mark
        self.pace_label.setText(self.tr("%1 s").replace("%1", seconds))

    def apply(self) -> None:
        s = self.settings
        s.set("face_set", self.deck.currentData())
        if self.back.currentData():
            s.set("back", self.back.currentData())
        s.set("animation_speed", self.speed.currentData())
        s.set("ai_pace_ms", self.pace.value())
        s.set("hints", self.hints.currentData())
        s.set("card_size", self.card_size.currentData())
        s.set("language", self.language.currentData())

    def _accept(self) -> None:
        self.apply()
        self.accept()
