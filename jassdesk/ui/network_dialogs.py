"""Host a table on the local network, or join one (#34): the two dialogs and what they open.

*Host a table*: the game (played by the rules last chosen for it in New game), the name shown to the friends,
who plays each other seat (a friend, or an AI level), the table's name and port.  The table opens at once: the
host runs in this JassDesk (jassdesk/app/network/host.py), announces itself on the network, and this window's
person takes seat 0 through a client connection of his own, like everyone else.  The table code and the
address are shown on the table's window, to be told to the friends.

*Join a table*: the tables heard on the network are listed (their beacons: name, game, free seats); picking one
fills in its address, or an address is typed (another subnet, a VPN).  With the code and a name the person
joins; the dialog stays open with the host's reason if the host refuses (a wrong code, a full table).
"""

from __future__ import annotations

import logging
from dataclasses import replace
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QRegularExpression, Qt, QTimer, Signal
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from jassdesk.ai.levels import DEFAULT_LEVEL, level_names
from jassdesk.app.game_config import GameConfig
from jassdesk.app.level_labels import level_label
from jassdesk.app.network.beacon import Beacon, FoundTable, TableFinder
from jassdesk.app.network.client import Client
from jassdesk.app.network.codes import new_table_code
from jassdesk.app.network.config import AI_NAMES, HostConfig, name_problem
from jassdesk.app.network.host import Host, resumed_config
from jassdesk.app.network.host_save import HostedTable, load_hosted_table
from jassdesk.app.network.address import addresses, split_address
from jassdesk.app.network.ports import BEACON_PORT, TABLE_PORT
from jassdesk.app.network.seating import PERSON
from jassdesk.app.remote_controller import RemoteController
from jassdesk.app.settings import Settings
from jassdesk.cards.provider import CardImageProvider
from jassdesk.engine.games import GAMES, default_rules
from jassdesk.engine.rules import Game
from jassdesk.net.messages import TABLE_CODE_ALPHABET
from jassdesk.storage.errors import StorageError

from .games import default_names, setup_for
from .network_window import NetworkTableWindow
from .screen import fit_dialog

log = logging.getLogger(__name__)

FRIEND = PERSON  # a seat kept for a friend (the host's config calls it a person's seat)
_CODE = QRegularExpression(f"[{TABLE_CODE_ALPHABET}{TABLE_CODE_ALPHABET.lower()}]{{0,16}}")


def _row(form: QFormLayout, field: QWidget) -> QLabel:
    """A row of ``form``: a label (its text set when the dialog is worded) whose Alt letter reaches ``field``."""
    label = QLabel(field.parentWidget())
    label.setBuddy(field)
    form.addRow(label, field)
    return label


def _name_field(settings: Settings, parent: QWidget) -> QLineEdit:
    field = QLineEdit(parent)
    field.setMaxLength(24)
    field.setText(settings.get("network_name") or "")
    return field


def saved_tables(folder: Path) -> list[tuple[Path, HostedTable]]:
    """The hosted tables' autosaves in ``folder`` that a host can go on with (not over), newest first; a file
    that cannot be read is left out (and logged): it is never changed here."""
    found: list[tuple[float, Path, HostedTable]] = []
    try:
        paths = sorted(folder.glob("table-*.jass"))
    except OSError:
        return []
    for path in paths:
        if path.stem.count(".") or not path.is_file():  # table-CODE.1.jass: a hand's earlier copy
            continue
        try:
            table = load_hosted_table(path)
            if table.over:
                continue
            found.append((path.stat().st_mtime, path, table))
        except (StorageError, OSError, ValueError) as exc:
            log.info("the hosted table %s is not offered: %s", path, exc)
    return [(path, table) for _, path, table in sorted(found, key=lambda t: -t[0])]


def saved_table_line(widget: QWidget, table: HostedTable) -> str:
    """A saved table as the Host dialog offers it: its name, its game, the hand it is at."""
    game = setup_for(table.saved.record.rules.game).name()
    return widget.tr("Go on: %1 — %2, hand %3 (code %4)").replace("%1", table.name or table.code) \
        .replace("%2", game).replace("%3", str(table.hands_played + 1)).replace("%4", table.code)


class HostDialog(QDialog):
    """The table to open: the game, the seats, the names; :meth:`config` once accepted."""

    def __init__(self, settings: Settings, parent: QWidget | None = None, saved_dir: Path | None = None) -> None:
        """``saved_dir``: where the hosted tables' autosaves are; those not over are offered to go on with."""
        super().__init__(parent)
        self.setObjectName("hostDialog")
        self.settings = settings
        self.code = new_table_code()
        self.saved_tables = saved_tables(saved_dir) if saved_dir is not None else []
        outer = QVBoxLayout(self)
        form = QFormLayout()
        self.table_choice = QComboBox(self)  # a new table, or one of the saved tables to go on with
        self.table_choice.addItem("", None)
        for path, table in self.saved_tables:
            self.table_choice.addItem("", str(path))
        self.table_choice_label = _row(form, self.table_choice)
        self.table_choice_label.setVisible(bool(self.saved_tables))
        self.table_choice.setVisible(bool(self.saved_tables))
        self.game_combo = QComboBox(self)
        for game in GAMES:
            self.game_combo.addItem(setup_for(game).name(), game.value)
        last = settings.get("last_game")
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(last)))
        self.game_label = _row(form, self.game_combo)
        self.name_field = _name_field(settings, self)
        self.name_label = _row(form, self.name_field)
        self.table_field = QLineEdit(self)
        self.table_field.setMaxLength(40)
        self.table_label = _row(form, self.table_field)
        self.port_field = QSpinBox(self)
        self.port_field.setRange(1024, 65535)
        self.port_field.setValue(TABLE_PORT)
        self.port_label = _row(form, self.port_field)
        outer.addLayout(form)
        self.seats_box = QGroupBox(self)
        self.seats_grid = QGridLayout(self.seats_box)
        outer.addWidget(self.seats_box)
        self.seat_labels: list[QLabel] = []
        self.seat_combos: list[QComboBox] = []
        self.note = QLabel(self)
        self.note.setWordWrap(True)
        self.note.setObjectName("hostNote")
        outer.addWidget(self.note)
        self.problem = QLabel(self)
        self.problem.setWordWrap(True)
        self.problem.setObjectName("hostProblem")
        self.problem.setVisible(False)
        outer.addWidget(self.problem)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self._try_accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self.game_combo.currentIndexChanged.connect(lambda *_: self._build_seats())
        self.table_choice.currentIndexChanged.connect(lambda *_: self._choice_changed())
        self.name_field.textChanged.connect(lambda *_: self._suggest_table_name())
        self._table_name_touched = False
        self.table_field.textEdited.connect(lambda *_: setattr(self, "_table_name_touched", True))
        self._build_seats()
        self.retranslate()
        self._suggest_table_name()
        self.setMinimumWidth(480)
        fit_dialog(self)

    @property
    def game(self) -> Game:
        return Game(self.game_combo.currentData())

    @property
    def resume(self) -> HostedTable | None:
        """The saved table chosen to go on with, if one is."""
        k = self.table_choice.currentIndex()
        return self.saved_tables[k - 1][1] if k > 0 else None

    def _choice_changed(self) -> None:
        """A saved table brings its game, seats, names and code; only the port stays to choose."""
        table = self.resume
        for widget in (self.game_combo, self.table_field, *self.seat_combos):
            widget.setEnabled(table is None)
        if table is not None:
            self.game_combo.setCurrentIndex(self.game_combo.findData(table.saved.record.rules.game.value))
            self.table_field.setText(table.name)
            for combo, seat in zip(self.seat_combos, table.saved.seats[1:]):
                combo.setCurrentIndex(max(0, combo.findData(seat.level)))
            self.name_field.setText(table.saved.seats[0].name)
        self.retranslate()

    def _build_seats(self) -> None:
        for widget in (*self.seat_labels, *self.seat_combos):
            self.seats_grid.removeWidget(widget)
            widget.deleteLater()
        self.seat_labels, self.seat_combos = [], []
        setup = setup_for(self.game)
        titles = setup.seat_titles()
        for seat in range(1, len(titles)):
            label, combo = QLabel(titles[seat], self.seats_box), QComboBox(self.seats_box)
            combo.addItem(self.tr("A friend"), FRIEND)
            for level in level_names():
                combo.addItem(self.tr("AI: %1").replace("%1", level_label(level)), level)
            # the seat across (the partner in a game of four, the opponent in a game of two) a friend's, the
            # others the AI's
            combo.setCurrentIndex(0 if seat == len(titles) // 2 else max(0, combo.findData(DEFAULT_LEVEL)))
            label.setBuddy(combo)
            self.seats_grid.addWidget(label, seat - 1, 0)
            self.seats_grid.addWidget(combo, seat - 1, 1)
            self.seat_labels.append(label)
            self.seat_combos.append(combo)

    def _suggest_table_name(self) -> None:
        if not self._table_name_touched:
            name = self.name_field.text().strip()
            self.table_field.setText(self.tr("%1's table").replace("%1", name) if name else self.tr("JassDesk table"))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Host a table on the network"))
        self.game_label.setText(self.tr("&Game:"))
        self.name_label.setText(self.tr("&Your name:"))
        self.table_label.setText(self.tr("&Table name:"))
        self.port_label.setText(self.tr("&Port:"))
        self.seats_box.setTitle(self.tr("Who plays the other seats"))
        self.table_choice_label.setText(self.tr("T&able:"))
        self.table_choice.setItemText(0, self.tr("A new table"))
        for k, (path, table) in enumerate(self.saved_tables, start=1):
            self.table_choice.setItemText(k, saved_table_line(self, table))
        self.note.setText(self.tr("Your friends join with the table code %1 from JassDesk on the same network "
                                  "(Game > Join a table on the network…). A friend's seat waits for him; if he drops out, the "
                                  "AI plays it until he is back.").replace("%1", self.resume.code if self.resume
                                                                           else self.code))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Open the table"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))

    def config(self) -> HostConfig:
        table = self.resume
        if table is not None:  # the saved table's game, seats, names and code; its manners kept
            base = HostConfig(table.saved.record.rules, (), language=self.settings.language)
            return resumed_config(table, base)
        remembered = GameConfig.remembered(self.settings, self.game)  # the rules New game last used for it
        rules = remembered.rules if remembered is not None else default_rules(self.game)
        seats = (FRIEND, *(combo.currentData() for combo in self.seat_combos))
        mine = self.name_field.text().strip()
        pool = [n for n in dict.fromkeys((*default_names(self.game)[1:], *AI_NAMES)) if n.casefold() != mine.casefold()]
        names = (mine, *("" if who == FRIEND else pool[s - 1] for s, who in enumerate(seats[1:], start=1)))
        return HostConfig(rules, seats, names, self.code, table_name=self.table_field.text().strip(),
                          language=self.settings.language)

    def _try_accept(self) -> None:
        name = self.name_field.text().strip()
        problems = [] if name else [self.tr("Type the name your friends will see on your plate.")]
        if name and name_problem(name):
            problems.append(self.tr("Your name cannot hold control characters."))
        if FRIEND not in (c.currentData() for c in self.seat_combos):
            problems.append(self.tr("Keep at least one seat for a friend (else play a Partie at home: Game > New "
                                    "game)."))
        if problems:
            self.problem.setText(" ".join(problems))
            self.problem.setVisible(True)
            return
        self.settings.set("network_name", name)
        self.settings.set("last_game", self.game.value)
        self.accept()


class JoinDialog(QDialog):
    """The tables found on the network, or an address; the code and the name; :attr:`joined` once the host
    took us in (the dialog then closes)."""

    joined = Signal(object)  # the table's window, shown

    def __init__(self, settings: Settings, make_window: Callable[[RemoteController, str], NetworkTableWindow],
                 finder: TableFinder | None = None, parent: QWidget | None = None) -> None:
        """``make_window``: the table's window for a controller and the address joined, made (hidden) before the
        connection opens, so that it shows the table from the host's first message on."""
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.settings = settings
        self.finder = finder
        self.make_window = make_window
        self.window_: NetworkTableWindow | None = None
        self.controller: RemoteController | None = None
        outer = QVBoxLayout(self)
        self.found_label = QLabel(self)
        outer.addWidget(self.found_label)
        self.found = QListWidget(self)
        self.found.setMinimumHeight(110)
        self.found_label.setBuddy(self.found)
        outer.addWidget(self.found)
        form = QFormLayout()
        self.address_field = QLineEdit(self)
        self.address_field.setText(settings.get("network_address") or "")
        self.address_label = _row(form, self.address_field)
        self.code_field = QLineEdit(self)
        self.code_field.setValidator(QRegularExpressionValidator(_CODE, self))
        self.code_field.textEdited.connect(lambda text: self.code_field.setText(text.upper()))
        self.code_label = _row(form, self.code_field)
        self.name_field = _name_field(settings, self)
        self.name_label = _row(form, self.name_field)
        outer.addLayout(form)
        self.status = QLabel(self)
        self.status.setObjectName("joinStatus")
        self.status.setWordWrap(True)
        outer.addWidget(self.status)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.accepted.connect(self.join)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        self.found.currentItemChanged.connect(self._picked)
        self.found.itemActivated.connect(lambda *_: self.code_field.setFocus())
        if finder is not None:
            finder.tablesChanged.connect(self._show_tables)
        self.retranslate()
        self._show_tables(finder.tables() if finder is not None else [])
        self.setMinimumWidth(520)
        fit_dialog(self)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Join a table on the network"))
        self.found_label.setText(self.tr("&Tables found on this network:"))
        self.address_label.setText(self.tr("&Address:"))
        self.address_field.setPlaceholderText(self.tr("the host's address, e.g. 192.168.1.20"))
        self.code_label.setText(self.tr("Table &code:"))
        self.code_field.setPlaceholderText(self.tr("as the host's window shows it"))
        self.name_label.setText(self.tr("&Your name:"))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("&Join"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))

    def _show_tables(self, tables: list[FoundTable]) -> None:
        current = self.found.currentItem()
        keep = current.data(Qt.ItemDataRole.UserRole) if current is not None else None
        self.found.clear()
        for table in tables:
            a = table.announcement
            try:
                game = setup_for(Game(a.game)).name()
            except ValueError:
                game = a.game
            free = len(a.free)
            seats = self.tr("%n free seats", "", free) if free else self.tr("no free seat")
            text = self.tr("%1 — %2, %3 — %4").replace("%1", a.name).replace("%2", game).replace("%3", seats) \
                .replace("%4", f"{table.address}:{table.port}")
            if not a.compatible:
                text += " " + self.tr("(another version of JassDesk)")
            item = QListWidgetItem(text, self.found)
            item.setData(Qt.ItemDataRole.UserRole, f"{table.address}:{table.port}")
            if not a.compatible or not free:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            if item.data(Qt.ItemDataRole.UserRole) == keep:
                self.found.setCurrentItem(item)
        if not tables:
            item = QListWidgetItem(self.tr("No table heard yet. JassDesk listens while this window is open; a "
                                           "table elsewhere is joined by its address."), self.found)
            item.setFlags(Qt.ItemFlag.NoItemFlags)

    def _picked(self, item: QListWidgetItem | None, *_: object) -> None:
        if item is not None and item.data(Qt.ItemDataRole.UserRole):
            self.address_field.setText(item.data(Qt.ItemDataRole.UserRole))

    def _say(self, text: str, problem: bool = False) -> None:
        self.status.setText(text)
        self.status.setProperty("problem", problem)

    def join(self) -> None:
        """Connect with what the fields say; the dialog closes once the host has taken us in."""
        where = split_address(self.address_field.text())
        code = self.code_field.text().strip().upper()
        name = self.name_field.text().strip()
        if where is None:
            self._say(self.tr("Type the host's address (as its table window shows it), or pick a table above."), True)
            self.address_field.setFocus()
            return
        if len(code) < 4:
            self._say(self.tr("Type the table code the host gave you."), True)
            self.code_field.setFocus()
            return
        if not name or name_problem(name):
            self._say(self.tr("Type the name the others will see on your plate."), True)
            self.name_field.setFocus()
            return
        self.settings.set("network_name", name)
        self.settings.set("network_address", self.address_field.text().strip())
        self._drop_window()
        client = Client(name, code)
        controller = RemoteController(client, self.settings)
        self.controller = controller
        self.window_ = self.make_window(controller, self.address_field.text().strip())
        controller.welcomed.connect(self._welcomed)
        controller.lost.connect(self._refused)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(False)
        self._say(self.tr("Connecting to %1…").replace("%1", f"{where[0]}:{where[1]}"))
        client.join(*where)

    def _welcomed(self) -> None:
        controller, window = self.controller, self.window_
        assert controller is not None and window is not None
        controller.welcomed.disconnect(self._welcomed)
        controller.lost.disconnect(self._refused)
        self.controller = self.window_ = None
        window.present()
        self.joined.emit(window)
        self.accept()

    def _refused(self, reason: str) -> None:
        self._say(self.tr("The table could not be joined: %1.").replace("%1", reason), True)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(True)
        QTimer.singleShot(0, self._drop_window)

    def _drop_window(self) -> None:
        window, self.window_, self.controller = self.window_, None, None
        if window is not None:
            window.discard()

    def reject(self) -> None:
        self._drop_window()
        super().reject()


# -- opening the table windows ----------------------------------------------------------------------------------

def host_table(config: HostConfig, settings: Settings, provider: CardImageProvider, port: int,
               parent: QWidget | None = None, beacon_port: int = BEACON_PORT, address: str = "",
               autosave_dir: Path | None = None, resume: HostedTable | None = None) -> NetworkTableWindow:
    """Open the table of ``config`` on ``port`` (OSError if it is taken), announce it, and seat this window's
    person at seat 0 through a client of his own; the table's window.  With ``autosave_dir`` the host keeps its
    autosave there, named by the table code (``jassdesk --host --resume FILE`` goes on with it).  With
    ``resume`` (and its :func:`resumed_config`) the Partie of that autosave goes on: this window's person takes
    seat 0 back with its token, and the friends come back to theirs with their own."""
    if autosave_dir is not None and config.autosave is None:
        config = replace(config, autosave=autosave_dir / f"table-{config.code}.jass")
    host = Host(config, resume=resume)
    listening = host.listen(port)
    beacon = Beacon(host.announcement, port=beacon_port)
    try:
        beacon.start()
    except OSError as exc:  # the table is still joined by its address
        log.warning("the table is not announced on the network: %s", exc)
    token = resume.tokens[0] if resume is not None else None
    client = Client(config.names[0], host.code, token=token, seat=None if token else 0)
    controller = RemoteController(client, settings)
    shown = address or _first_address(listening)
    window = NetworkTableWindow(controller, settings, provider, host=host, beacon=beacon, address=shown,
                                parent=parent)
    host.start()
    client.join("127.0.0.1", listening)
    return window


def _first_address(port: int) -> str:
    found = addresses(port)
    return found[0] if found else f"127.0.0.1:{port}"


def window_maker(settings: Settings, provider: CardImageProvider,
                 parent: QWidget | None = None) -> Callable[[RemoteController, str], NetworkTableWindow]:
    """What the Join dialog makes its table's window with."""
    return lambda controller, address: NetworkTableWindow(controller, settings, provider, address=address,
                                                          parent=parent)
