"""Hints on the table: asked for the person's decision, shown as a bubble and on the cards or buttons.

The bubble says one sentence, the reason a player would give; under it, in smaller type, what the
alternatives would cost.  What the reason adds (a Weis, a card kept) and the search's figure are in
its tooltip.  The keyboard's cursor goes to the recommended card or button, so H then Enter takes
the hint.  The hint goes with the decision it answers, and follows its panel when that changes.
"""

from __future__ import annotations

from dataclasses import replace
from html import escape
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QPointF, Signal
from PySide6.QtWidgets import QToolTip

from jassdesk.app.settings import HintMode
from jassdesk.engine.actions import ActionKind
from jassdesk.i18n.numbers import number

from ..items import BubbleItem, PackItem

if TYPE_CHECKING:
    from .choices import Choices
    from .felt import Felt
    from .host import TableHost


def offers(button: Any, action: Any) -> bool:
    """The button takes ``action``, or opens a second step that offers it (a Coiffeur joker's modes)."""
    return getattr(button, "action", None) == action or action in getattr(button, "opens", ())


def hint_texts(hint: Any, lang: str, deck: Any) -> tuple[str, str, str, str]:
    """The hint's parts as the table shows them: (the sentence, its detail line, what the reason adds,
    the search's figure).  The sentence is the reason alone; the detail line what the alternatives would
    cost (else what the reason adds)."""
    why = hint.why
    extra = tuple(getattr(why, "extra", ()))
    sentence = replace(why, extra=()).text(lang, deck) if extra else why.text(lang, deck)
    adds = " ".join(r.text(lang, deck) for r in extra)
    alternatives = hint.alternatives.text(lang, deck) if hint.alternatives is not None else ""
    return sentence, alternatives or adds, adds if alternatives else "", hint.detail_text(lang, deck)


class HintView(QObject):
    """The hint of the decision on offer; it goes with that decision."""

    shown = Signal(str)  # a hint's sentences, as the bubble says them (the announcer reads them out)

    def __init__(self, table: "TableHost", felt: "Felt", choices: "Choices") -> None:
        super().__init__(table)
        self.table = table
        self.felt = felt  # the person's cards: the hinted one in gold, with the values
        self.choices = choices  # the buttons of the choice: the hinted one in gold
        self.hint: Any = None  # the hint on show
        self.bubble: BubbleItem | None = None  # its bubble
        choices.after_place = self.refresh  # a hint follows its choice laid out anew

    def request(self) -> None:
        table = self.table
        if table.hints is None and table.no_hints_note:  # the window gives none, and says why
            table.message.emit(table.no_hints_note)
            return
        if table.hints is None or table.settings.hints is HintMode.OFF:
            table.message.emit(self.tr("Hints are switched off (Settings)."))
            return
        if not table.controller.is_person_turn() or not table.controller.caught_up:
            table.message.emit(self.tr("A hint is given when it is your turn."))
            return
        obs = table.controller.shown_obs  # caught up at the person's turn: the person's view now
        if table.hints.request(obs):
            table.message.emit(self.tr("Thinking about a hint…"))

    def on_hint(self, hint: Any, obs: Any) -> None:
        table = self.table
        if not table.controller.is_person_turn() or obs is None or \
                obs.legal_actions != tuple(table.controller.person_legal_actions()):
            return  # the position changed meanwhile
        self.clear()
        self.hint = hint
        best = hint.best
        sentence, _, adds, _ = hint_texts(hint, table.lang, table.deck)
        said = sentence + (" " + adds if adds else "")
        if best.kind is ActionKind.PLAY:
            line = self.tr("Hint: %1 — %2").replace("%1", table.card_name(best.card)).replace("%2", said)
        elif best.kind in (ActionKind.CHOOSE_MODE, ActionKind.PUSH):  # the reason names the mode or the push
            line = self.tr("Hint: %1").replace("%1", said)
        else:  # named as its button says it ("Sepp"), else as the engine does
            button = next((b for b in self.choices.chips if offers(b, best) and b.text), None)
            what = button.text if button is not None else best.describe(table.lang, table.deck)
            line = self.tr("Hint: %1 — %2").replace("%1", what).replace("%2", said)
        taker = next((it for it in self.choices.items if hasattr(it, "take_hint")), None)
        if taker is not None:  # a choice of the game's own shows the hint itself (the Differenzler bid)
            table.message.emit(line)
            taker.take_hint(best, hint.reason(table.lang, table.deck))
            return
        self._mark(hint, focus=True)
        table.message.emit(line)
        self._place_bubble(hint)

    def refresh(self) -> None:
        """The choice on offer was laid out anew (a second step, another size): the hint goes with it."""
        table = self.table
        hint = self.hint
        if hint is None or hint.best not in table.controller.person_legal_actions():
            return
        if hint.best.kind is not ActionKind.PLAY:  # the cards keep their marks; a panel's new buttons get them
            # the cursor goes to the hinted button of a panel laid out anew (a joker's modes), nowhere else: a
            # cut the person moved since stays
            chips = self.choices.chips
            self._mark(hint, focus=any(offers(b, hint.best) for b in chips) and not any(b.focused for b in chips))
        self._place_bubble(hint)

    def _mark(self, hint: Any, focus: bool) -> None:
        """The recommended card or button in gold (the cards with their values), and the keyboard's cursor
        on it if ``focus``: Enter then takes the hint."""
        table = self.table
        best = hint.best
        if best.kind is ActionKind.PLAY:
            values: dict[int, float] = {}
            for r in hint.ranked:
                if r.action.kind is ActionKind.PLAY and r.action.card not in values:
                    values[r.action.card] = r.value
            items = self.felt.person_cards()
            for item in items:
                if item.card in values:
                    item.value_text = number(values[item.card], sign=True, lang=table.lang)
                item.set_flags(hinted=item.card == best.card)
            # the recommended announcements go with the card
            for b in self.choices.chips:
                if hasattr(b, "weis"):
                    b.checked = bool(best.weis) and b.weis == best.weis
                    b.update()
            self.choices.weis_choice = best.weis
            if focus:
                self.choices.unfocus()
                table.focus_index = next((i for i, it in enumerate(items) if it.card == best.card), table.focus_index)
                table.apply_person_interactive()
            return
        for b in self.choices.chips:
            b.highlight = offers(b, best)
            b.update()
        if not focus:
            return
        button = next((b for b in self.choices.chips if offers(b, best)), None)
        if button is not None:
            for b in self.choices.chips:
                b.set_focused(b is button)
        elif best.kind is ActionKind.CUT:  # the pack's split where the hint cuts: Enter cuts there
            pack = next((it for it in self.choices.items if isinstance(it, PackItem)), None)
            if pack is not None:
                self.choices.unfocus()
                pack.hover_pos = best.position
                pack.update()

    def _place_bubble(self, hint: Any) -> None:
        """The bubble at the recommended card (above the hand and its chips) or button (above its panel,
        leaving the hand and the choice in sight)."""
        table = self.table
        if self.bubble is not None:
            table.remove(self.bubble)
            self.bubble = None
        best = hint.best
        sentence, detail, adds, figure = hint_texts(hint, table.lang, table.deck)
        g = table.geo
        width = min(400.0, g.w * 0.6)
        target = next((it for it in self.felt.person_cards() if best.kind is ActionKind.PLAY
                       and it.card == best.card), None)
        button = next((c for c in self.choices.chips if offers(c, best)), None)
        panel = button.parentItem() if button is not None else None
        pack = next((it for it in self.choices.items if isinstance(it, PackItem)), None)
        if target is not None:  # above the recommended card, clear of the chips over the hand
            b = BubbleItem(sentence, "down", kind="hint", max_width=width, detail=detail)
            r = target.sceneBoundingRect()
            top = min(r.top(), self.choices.chips_top()) if any(c.parentItem() is None for c in self.choices.chips) \
                else r.top()
            b.place_at(QPointF(r.center().x(), top - 4), g.rect)
        elif button is not None:
            b = self._beside_the_choice(button, panel, sentence, detail, width)
        elif pack is not None and best.kind is ActionKind.CUT:  # under the cut's panel, at the hint's split
            b = BubbleItem(sentence, "up", kind="hint", max_width=width, detail=detail)
            below = max((it.sceneBoundingRect().bottom() for it in self.choices.items),
                        default=pack.sceneBoundingRect().bottom())
            b.place_at(QPointF(pack.mapToScene(QPointF(pack.x_of(best.position), 0)).x(), below + 4), g.rect)
        else:
            b = BubbleItem(sentence, "down", kind="hint", max_width=width, detail=detail)
            b.place_at(QPointF(g.w / 2, g.hand_y - g.lift - 50), g.rect)
        # the whole hint and the search's figure, wrapped (rich text) as a tooltip
        b.setToolTip("".join(f"<p>{escape(t, quote=False)}</p>" for t in (
            " ".join(t for t in (sentence, adds, detail) if t), figure) if t))
        b.setZValue(900)  # under a refusal's bubble
        table.addItem(b)
        self.bubble = b
        self.shown.emit(" ".join(t for t in (sentence, adds) if t))

    def _beside_the_choice(self, button: Any, panel: Any, sentence: str, detail: str, width: float) -> BubbleItem:
        """The bubble of a button's hint: above its panel (or chip), pointing down at it; else below the panel,
        above the hand; else, no room for either, below the button itself."""
        g = self.table.geo
        r = button.sceneBoundingRect()
        box = panel.sceneBoundingRect() if panel is not None else r
        hand_top = min((it.sceneBoundingRect().top() for it in self.felt.person_cards()), default=g.h)
        for w in (width, min(560.0, g.w - 40)):  # wider is lower
            b = BubbleItem(sentence, "down", kind="hint", max_width=w, detail=detail)
            if box.top() - b.box.height() - 14 >= g.margin:
                b.place_at(QPointF(r.center().x(), box.top() - 2), g.rect)
                return b
            b = BubbleItem(sentence, "up", kind="hint", max_width=w, detail=detail)
            if box.bottom() + b.box.height() + 18 <= hand_top:
                b.place_at(QPointF(r.center().x(), box.bottom() + 4), g.rect)
                return b
        b = BubbleItem(sentence, "up", kind="hint", max_width=width, detail=detail)
        b.place_at(QPointF(r.center().x(), r.bottom() + 4), g.rect)
        return b

    def clear(self) -> None:
        table = self.table
        self.hint = None
        if self.bubble is not None:
            if QToolTip.isVisible() and self.bubble.isUnderMouse():
                QToolTip.hideText()  # its tooltip goes with it
            table.remove(self.bubble)
            self.bubble = None
        for item in self.felt.person_cards():
            if item.hinted or item.value_text:
                item.value_text = ""
                item.set_flags(hinted=False)
        for b in self.choices.chips:
            if b.highlight:
                b.highlight = False
                b.update()
        if table.hints is not None:
            table.hints.cancel()
