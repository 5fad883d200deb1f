"""The Coiffeur table: Schieber's seats and teams, with the choice of a row of the Coiffeur table.

The choice shows the rows of the chooser's team still open (the engine's legal ``ChooseRow`` actions),
each with its factor; a joker row or a Slalom or Guschti row opens its modes (or starts) in a second
step.  Pushing is offered while the engine allows it; when the choice has come back and it does not,
the push button stays on the panel, greyed: a click on it shows the engine's reason.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from PySide6.QtCore import QRectF, QSizeF

from jassdesk.app.game_config import PERSON
from jassdesk.engine.actions import ActionKind, Decision, Push
from jassdesk.engine.cards import Deck
from jassdesk.engine.coiffeur_table import CoiffeurRow, RowKind
from jassdesk.engine.events import ModeChosen, PartieOver
from jassdesk.engine.modes import Mode
from jassdesk.engine.observe import Observation
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.scoring import HandResult
from jassdesk.i18n.numbers import number

from ..items import ButtonItem
from ..look import px
from ..signs import mode_sign
from .choices import mode_label
from .schieber import SchieberTable

if TYPE_CHECKING:
    from .stage import GameStage


#: a joker's modes in the order of the standard tables: Eicheln, Rosen, Schilten, Schellen, Obenabe, Undenufe
TABLE_ORDER = {Mode.TRUMP_EICHELN: 0, Mode.TRUMP_ROSEN: 1}


def capitalised(text: str) -> str:
    """"Carreau" on a button, as a heading says it (French suit names are written small)."""
    return text[:1].upper() + text[1:]


def row_of(rules: Rules, row: int) -> CoiffeurRow:
    """Row ``row`` of the Partie's Coiffeur table."""
    kind, factor = rules.options.coiffeur_rows[row]
    return CoiffeurRow(kind, factor)


class CoiffeurTable(SchieberTable):
    game = Game.COIFFEUR

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.opened_row: int | None = None  # the joker (or Slalom, Guschti) row whose modes are on offer
        self.chosen: tuple[int, CoiffeurRow] | None = None  # the side that chose this hand's row, and the row

    def offer(self, decision: Decision, table: "GameStage") -> bool:
        """The choice of a mode is the choice of a row of the team's table."""
        return decision is Decision.CHOOSE_MODE and self._offer_rows(table)

    def _offer_rows(self, table: "GameStage") -> bool:
        choices = table.choices
        controller = table.controller
        legal = controller.person_legal_actions()
        rows: dict[int, list[Any]] = {}
        for a in legal:
            if a.kind is ActionKind.CHOOSE_ROW:
                rows.setdefault(a.row, []).append(a)
        if self.opened_row not in rows:
            self.opened_row = None
        push = next((a for a in legal if a.kind is ActionKind.PUSH), None)
        obs = controller.shown_obs
        if self.opened_row is not None:
            self._offer_modes_of(table, self.opened_row, rows[self.opened_row])
            return True
        if obs is not None and obs.pushers and push is None:
            title = self.tr("Everyone pushed: you must choose a row") if not controller.rules.options.push_to_partner \
                else self.tr("Your partner pushed: choose a row")
        else:
            title = self.tr("Choose a row of your team")
        panel = choices.add_panel(title)
        panel.setZValue(600)
        for r, actions in rows.items():
            row = row_of(controller.rules, r)
            label = capitalised(RowKind(row.kind).name_in(table.lang, table.deck))
            if len(actions) == 1:
                b = choices.add_button(label, actions[0], panel)
                b.icon = mode_sign(table.provider, actions[0].mode, 26, table.dpr)
                b.subtitle = f"×{row.factor}"
            else:  # a joker, Slalom or Guschti row: its modes in a second step
                b = self._opener(table, label, r, panel)
                b.opens = tuple(actions)  # a hint recommending one of its modes points at it
                b.subtitle = f"×{row.factor} · " + (self.tr("any mode") if len(actions) > 2 else self.tr("its start"))
        b = choices.add_button(self.tr("Schieben"), push or Push(), panel)  # not the default: pushing cannot be undone
        if push is None:
            b.enabled = False  # the engine says why, when clicked
            b.subtitle = self.tr("not any more")
        else:
            to_partner = controller.rules.options.push_to_partner
            b.subtitle = self.tr("partner chooses") if to_partner else self.tr("next player")
        table.message.emit(self.tr("Choose a row of the Coiffeur table, or push.") if push is not None
                           else self.tr("Choose a row of the Coiffeur table."))
        self._place_clear_of_the_plates(table)
        return True

    @staticmethod
    def _place_clear_of_the_plates(table: "GameStage") -> None:
        """Up to ten rows and push: where the grid with the rows' signs would cover a name plate (a small
        table), the buttons go without their signs, narrower, so the grid fits between the plates."""
        choices = table.choices
        choices.place()
        panel = choices.items[0]
        plates = [QRectF(p.pos(), QSizeF(p.w, p.h)) for p in table.plates.values()]
        covered = any(QRectF(panel.pos(), QSizeF(panel.w, panel.h)).intersects(r) for r in plates)
        if covered and any(b.icon is not None for b in choices.chips):
            for b in choices.chips:
                b.icon = None
            choices.place()

    def _opener(self, table: "GameStage", label: str, row: int, panel: Any) -> ButtonItem:
        """A button that opens the modes of a row with more than one (a joker, Slalom, Guschti)."""
        b = ButtonItem(label, None, panel, (150, px(46)))
        b.clicked.connect(lambda: self._open(table, row))
        table.choices.chips.append(b)
        return b

    def _open(self, table: "GameStage", row: int | None) -> None:
        self.opened_row = row
        table.choices.clear()
        self._offer_rows(table)

    def _offer_modes_of(self, table: "GameStage", r: int, actions: list[Any]) -> None:
        choices = table.choices
        row = row_of(table.controller.rules, r)
        name = capitalised(RowKind(row.kind).name_in(table.lang, table.deck))
        title = self.tr("%1 ×%2: choose its mode").replace("%1", name).replace("%2", str(row.factor))
        panel = choices.add_panel(title)
        panel.setZValue(600)
        for a in sorted(actions, key=lambda a: TABLE_ORDER.get(a.mode, int(a.mode))):  # as the table lists them
            b = choices.add_button(capitalised(mode_label(a.mode, table.lang, table.deck)), a, panel)
            b.icon = mode_sign(table.provider, a.mode.trick_mode(0), 26, table.dpr)
        back = ButtonItem(self.tr("Back"), None, panel, (150, px(46)))
        back.clicked.connect(lambda: self._open(table, None))
        choices.chips.append(back)
        table.message.emit(title)
        self._place_clear_of_the_plates(table)

    def mode_announced(self, e: ModeChosen, obs: Observation | None, lang: str, deck: Deck) -> str:
        """"Obenabe ×5", or for a joker "Joker ×7: Rosen trump"; the row is kept for the hand's summary."""
        self.opened_row = None
        if obs is None or obs.coiffeur_row is None:
            self.chosen = None
            return super().mode_announced(e, obs, lang, deck)
        self.chosen = (e.seat % 2, row_of(obs.rules, obs.coiffeur_row))
        return self._row_and_mode(self.chosen[1], e.mode, lang, deck)

    def _row_and_mode(self, row: CoiffeurRow, mode: Mode, lang: str, deck: Deck) -> str:
        if len(row.modes) > 2:  # a joker: the row and what it is played as
            return self.tr("%1 ×%2: %3").replace("%1", RowKind(row.kind).name_in(lang, deck)) \
                .replace("%2", str(row.factor)).replace("%3", mode.name_in(lang, deck))
        return f"{mode.name_in(lang, deck)}  ×{row.factor}"

    def hand_title(self, r: HandResult, lang: str, deck: Deck) -> str:
        """"Rosen ×2", "Joker ×7: Obenabe": the row the hand was played into."""
        if self.chosen is None:
            return super().hand_title(r, lang, deck)
        return self._row_and_mode(self.chosen[1], r.mode, lang, deck)

    def card_points_cells(self, r: HandResult, taken: Sequence[int]) -> tuple[str, ...]:
        """What each team took, although only the chooser's points are written: a team that took 124 and
        writes nothing sees both (the note under the summary says why)."""
        return tuple(number(v) for v in taken)

    def multiplier_cells(self, r: HandResult) -> tuple[str, ...]:
        """The factor in the chooser's column only: the other team writes nothing this hand."""
        side = self.chosen[0] if self.chosen is not None else None
        return tuple(f"×{r.multiplier}" if s == side else "–" for s in range(2))

    def summary_note(self, r: HandResult, names: Sequence[str]) -> str:
        if self.chosen is None:
            return ""
        if self.chosen[0] == self.side_of(PERSON):
            return self.tr("In Coiffeur only the team that chose the row writes: your team.")
        return self.tr("In Coiffeur only the team that chose the row writes: %1.").replace(
            "%1", self.side_name(names, self.chosen[0]))

    def played_line(self, rules: Rules, hands: int) -> tuple[str, ...]:
        """At the end every row of both teams is played: each team's rows, not the hands of both."""
        rows = number(len(rules.options.coiffeur_rows))
        return (self.tr("Rows played"), rows, rows)

    def partie_footer(self, rules: Rules, e: PartieOver) -> str:
        return self.tr("Every row of both teams is played: %n rows each.", "", len(rules.options.coiffeur_rows))
