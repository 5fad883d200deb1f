"""Dialogs: settings and rules, and the labels of decks, card backs and AI levels the windows share.

The New game dialog is :mod:`jassdesk.ui.new_game`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QSlider, \
    QTextBrowser, QVBoxLayout, QWidget

from jassdesk.app.settings import AnimationSpeed, HintMode, Settings
from jassdesk.cards.provider import CardImageProvider, FaceSet


def level_label(widget: QWidget, level: str) -> str:
    labels = {"random": QCoreApplication.translate("Dialogs", "Random"),
              "beginner": QCoreApplication.translate("Dialogs", "Beginner"),
              "medium": QCoreApplication.translate("Dialogs", "Medium"),
              "expert": QCoreApplication.translate("Dialogs", "Expert")}
    return labels.get(level, level.capitalize())


def face_set_label(widget: QWidget, face_set: FaceSet) -> str:
    return {FaceSet.SWISS: QCoreApplication.translate("Dialogs", "Swiss (Rosen, Eicheln, Schilten, Schellen)"),
            FaceSet.FRENCH: QCoreApplication.translate("Dialogs", "French (hearts, diamonds, spades, clubs)"),
            FaceSet.FRENCH4: QCoreApplication.translate("Dialogs", "French, four colours")}[face_set]


def back_label(widget: QWidget, name: str) -> str:
    names = {"blue": QCoreApplication.translate("Dialogs", "Blue"),
             "red": QCoreApplication.translate("Dialogs", "Red"),
             "green": QCoreApplication.translate("Dialogs", "Green")}
    return names.get(name, name.capitalize())


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
        self.language.addItem("Deutsch", "de")
        self.language.addItem("English", "en")
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
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        note = QLabel(self.tr("Settings apply to this session."))
        note.setStyleSheet("color: #666;")
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _pace_text(self, value: int) -> None:
        self.pace_label.setText(self.tr("%1 s").replace("%1", f"{value / 1000:.1f}"))

    def apply(self) -> None:
        s = self.settings
        s.set("face_set", self.deck.currentData())
        if self.back.currentData():
            s.set("back", self.back.currentData())
        s.set("animation_speed", self.speed.currentData())
        s.set("ai_pace_ms", self.pace.value())
        s.set("hints", self.hints.currentData())
        s.set("language", self.language.currentData())

    def _accept(self) -> None:
        self.apply()
        self.accept()


class RulesDialog(QDialog):
    """A short rule book of both games, in the current language."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.resize(640, 600)
        layout = QVBoxLayout(self)
        text = QTextBrowser()
        text.setOpenExternalLinks(False)
        text.setHtml(self.rules_html())
        layout.addWidget(text)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)

    def rules_html(self) -> str:
        parts = [
            "<h2>" + self.tr("Schieber") + "</h2>",
            "<p>" + self.tr("Four players in two teams; partners sit opposite. Each gets nine cards, dealt in "
                            "packets of three. The Vorhand (after the dealer) names the trump — a suit, Obenabe "
                            "(highest card wins, no trump) or Undenufe (lowest wins) — or pushes (schieben) the "
                            "choice to the partner, who must then choose.") + "</p>",
            "<p>" + self.tr("Trump order: Under (Bauer, 20), 9 (Nell, 14), As (11), König (4), Ober (3), "
                            "Banner (10), 8, 7, 6. Other suits: As 11, Banner 10, König 4, Ober 3, Under 2. "
                            "The last trick adds 5: 157 points per hand.") + "</p>",
            "<p>" + self.tr("You must follow suit; the rule preset and options decide whether you may trump "
                            "instead, whether the Bauer must be played and whether under-trumping is allowed. "
                            "König and Ober of trump in one hand are Stöck (20 points).") + "</p>",
            "<h2>" + self.tr("Schmaus") + "</h2>",
            "<p>" + self.tr("Two players, nine cards each; the other 18 form the stock. The turned card under "
                            "the stock sets trump. After each trick the winner draws first, then the other. "
                            "While the stock lasts you may play any card; afterwards you must follow suit, and "
                            "trump when you cannot. The trump 6 may be exchanged for the turned card.") + "</p>",
            "<p>" + self.tr("With each card you may announce one Weis (three in sequence 20, four 50, five 100, "
                            "four of a kind 100, four Under 200), each higher than your last one. The first to "
                            "reach the target wins.") + "</p>",
            "<h2>" + self.tr("At the table") + "</h2>",
            "<p>" + self.tr("Click a card to play it; cards you may not play are dimmed and a click on one says "
                            "why. Keys: arrows choose a card, Enter plays it, H asks for a hint, L shows the "
                            "last trick.") + "</p>",
        ]
        return "".join(parts)
