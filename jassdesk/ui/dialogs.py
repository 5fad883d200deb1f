"""Dialogs: settings, and the labels of decks and card backs the windows share.

The New game dialog is :mod:`jassdesk.ui.new_game`; the AI levels' labels are :mod:`jassdesk.app.level_labels`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QSlider, \
    QVBoxLayout, QWidget

from jassdesk.app.settings import AnimationSpeed, CardSize, Contrast, HintMode, Motion, Settings, TextSize
from jassdesk.cards.provider import CardImageProvider, FaceSet
from jassdesk.i18n import LANGUAGE_NAMES
from jassdesk.i18n.numbers import number

from .styled import keep_styled


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
    """Deck, card back, language, animation speed, AI pace, hints, card size, contrast, text size and motion;
    applied on OK."""

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
                           (CardSize.LARGE, self.tr("Large")),
                           (CardSize.LARGER, self.tr("Very large (for low vision)")),
                           (CardSize.LARGEST, self.tr("Largest (for low vision)"))):
            self.card_size.addItem(text, size.value)
        self.card_size.setCurrentIndex(max(0, self.card_size.findData(settings.card_size.value)))
        form.addRow(self.tr("Card &size:"), self.card_size)
        self._add_seeing_rows(form)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        note = QLabel(self.tr("Settings apply at once and are kept for the next start."))
        keep_styled(note, "QLabel { color: #666; }")
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def _add_seeing_rows(self, form: QFormLayout) -> None:
        """Contrast, text size and motion: the first and the last say what the system asks now."""
        s = self.settings
        self.contrast = QComboBox()
        now = self.tr("high contrast") if s.system_high_contrast else self.tr("normal")
        for contrast, text in ((Contrast.SYSTEM, self.tr("As the system asks (now: %1)").replace("%1", now)),
                               (Contrast.HIGH, self.tr("High contrast")), (Contrast.NORMAL, self.tr("Normal contrast"))):
            self.contrast.addItem(text, contrast.value)
        self.contrast.setCurrentIndex(max(0, self.contrast.findData(s.contrast.value)))
        form.addRow(self.tr("&Contrast:"), self.contrast)
        self.text_size = QComboBox()
        for size, text in ((TextSize.NORMAL, self.tr("Normal text")), (TextSize.LARGE, self.tr("Large text")),
                           (TextSize.LARGER, self.tr("Larger text"))):
            self.text_size.addItem(text, size.value)
        self.text_size.setCurrentIndex(max(0, self.text_size.findData(s.text_size.value)))
        form.addRow(self.tr("&Text size:"), self.text_size)
        self.motion = QComboBox()
        now = self.tr("reduced") if s.system_reduce_motion else self.tr("cards move")
        for motion, text in ((Motion.SYSTEM, self.tr("As the system asks (now: %1)").replace("%1", now)),
                             (Motion.REDUCED, self.tr("Reduced: nothing moves")),
                             (Motion.FULL, self.tr("Cards move at the animation speed"))):
            self.motion.addItem(text, motion.value)
        self.motion.setCurrentIndex(max(0, self.motion.findData(s.motion.value)))
        form.addRow(self.tr("&Motion:"), self.motion)

    def _pace_text(self, value: int) -> None:
        seconds = number(value / 1000, 1)  # "0,7" in French: the language's decimal mark
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
        s.set("contrast", self.contrast.currentData())
        s.set("text_size", self.text_size.currentData())
        s.set("motion", self.motion.currentData())
        s.set("language", self.language.currentData())

    def _accept(self) -> None:
        self.apply()
        self.accept()
