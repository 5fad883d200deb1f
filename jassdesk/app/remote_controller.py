"""A table whose engine runs elsewhere: the controller of a seat at a hosted table (#34).

The window's table is drawn by the same scene, models and score sheet as a Partie at home; only where the
events come from differs.  :class:`RemoteController` is a :class:`~.controller.GameController` without a
state of its own: the host's ``events`` messages (the engine's events as this seat may see them and its
observation after them) feed the same queue the table is shown from, and the person's actions go to the host,
which applies or refuses them.  Everything is renumbered on the way in so that the person sits at seat 0, as
at home (:class:`~jassdesk.engine.viewpoint.Viewpoint`), and his actions back on the way out.

* The engine stays the one authority.  A card is dimmed and explained at once from the seat's observation
  alone (:func:`~jassdesk.engine.seen_refusal.why_seen`, the engine's own ``why``); whatever the host's engine
  then says wins: its refusal comes back as :attr:`refused` with its sentence.
* Between sending an action and hearing the host's answer nothing else can be sent (a second click is not a
  second action).
* What arrives in one burst (the hand in progress when joining or coming back, a slow network catching up)
  is shown at once, as a resumed Partie is at home; from then on each event is animated.
* The AI seats are played by the host; nothing here thinks.
* After a Partie's end, "Next Partie" asks the host for another (:meth:`next_partie`); the host deals it once
  every person at the table has asked, and its first ``events`` (decision 0 again, on no hand results) begin
  a new table here, as a new Partie does at home.
"""

from __future__ import annotations


from PySide6.QtCore import QObject, QTimer, Signal

from jassdesk.engine.actions import Action, Decision
from jassdesk.engine.observe import Observation
from jassdesk.engine.refusal import Refusal
from jassdesk.engine.rules import Rules
from jassdesk.engine.seen_refusal import why_seen
from jassdesk.engine.viewpoint import Viewpoint
from jassdesk.net.messages import Events, NextPartie, Refused, SeatInfo, SeatKind, Welcome

from .controller import GameController
from .game_config import PERSON, GameConfig
from .network.client import Client
from .settings import Settings

#: messages closer together than this after the last one are one burst, shown at once
BURST_MS = 60


class RemoteController(GameController):
    """The person's seat at a table hosted elsewhere, shown as a Partie at home is."""

    welcomed = Signal()  # the host took us in: the table is about to be shown
    seatsChanged = Signal(object)  # tuple[SeatInfo, ...], in the person's numbering
    phraseSaid = Signal(int, str)  # the seat (the person's numbering) and the phrase's key
    lost = Signal(str)  # the connection ended: the sentence why (the client's)
    waitingForNext = Signal(object)  # after asking for the next Partie: the names of the people not asked yet

    def __init__(self, client: Client, settings: Settings | None = None, parent: QObject | None = None) -> None:
        super().__init__(settings, parent)
        self.client = client
        client.setParent(self)
        self.view: Viewpoint | None = None
        self._rules: Rules | None = None
        self._obs: Observation | None = None  # the host's position, in the person's numbering
        self._decision = -1  # the host's decision number of that position
        self._sent: int | None = None  # the decision an action was sent for, until the host answers
        self.asked_next = False  # this person asked for the next Partie and waits for the others
        self._begun: set[int] = set()  # the Partien (by number) this table has begun (joining again continues one)
        self._wants_next: set[int] = set()  # the seats (the person's numbering) that asked for the next Partie
        self.seat_infos: tuple[SeatInfo, ...] = ()
        self._burst = QTimer(self)
        self._burst.setSingleShot(True)
        self._burst.timeout.connect(self._burst_over)
        client.welcomed.connect(self._on_welcome)
        client.eventsReceived.connect(self._on_events)
        client.refused.connect(self._on_refused)
        client.seatsChanged.connect(self._on_seats)
        client.phraseSaid.connect(self._on_phrase)
        client.disconnected.connect(self.lost)

    # -- what the table asks --------------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        assert self._rules is not None
        return self._rules

    @property
    def joined(self) -> bool:
        """Whether the host has taken this seat in (its rules and seats are known)."""
        return self._rules is not None

    @property
    def running(self) -> bool:
        return self._obs is not None

    def position(self) -> Observation:
        assert self._obs is not None
        return self._obs

    def seat_kind(self, seat: int) -> str | None:
        return self.seat_infos[seat].kind.value if seat < len(self.seat_infos) else None

    def seat_ai_level(self, seat: int) -> str | None:
        """The AI level that plays ``seat`` now, as the host says it (an AI's seat, a person's while he is away)."""
        return self.seat_infos[seat].level if seat < len(self.seat_infos) else None

    @property
    def persons(self) -> tuple[int, ...]:
        """The one person at this computer (the friends sit at theirs)."""
        return (PERSON,) if self._rules is not None else ()

    def seat_levels(self) -> tuple[str, ...]:
        """Who sits where, as statistics write it: "person" for every person at the table, else the AI level."""
        return tuple("person" if info.kind is not SeatKind.AI else (info.level or "") for info in self.seat_infos)

    def why(self, action: Action) -> Refusal | None:
        obs = self._obs
        if obs is None or obs.decision is Decision.GAME_OVER:
            return Refusal("game_over")
        if obs.current_player != PERSON or self._sent is not None:
            return Refusal("not_your_turn")
        if obs.decision is Decision.PLAY:
            return why_seen(obs, action)
        return None if action in obs.legal_actions else Refusal("foreign_action")

    def act(self, action: Action) -> Refusal | None:
        """Send ``action`` to the host if the engine (from what the seat sees) allows it, else :attr:`refused`."""
        refusal = self.why(action)
        if refusal is not None:
            self.refused.emit(action, self.reason_text(refusal))
            return refusal
        assert self.view is not None
        if not self.client.act(self.view.back(action)):  # the connection is gone: its loss is said next
            self.refused.emit(action, self.tr("The table cannot be reached: the action was not sent."))
            return None  # no rule refused it (the table would word one): nothing is on its way either
        self._sent = self._decision
        self.hand_model.clear_legal()
        self.accepted.emit(action)
        return None

    def person_legal_actions(self) -> list[Action]:
        obs = self._obs
        if obs is None or obs.current_player != PERSON or self._sent is not None:
            return []
        return list(obs.legal_actions)

    def is_person_turn(self) -> bool:
        obs = self._obs
        return obs is not None and obs.current_player == PERSON and self._sent is None

    def deal_code(self, hand_no: int) -> str:
        return ""  # the deal is the host's: its seed is not told to the clients

    def say(self, phrase: str) -> bool:
        return self.client.say(phrase)

    next_partie_waits = True

    def next_partie(self, seed: int | None = None) -> bool:  # type: ignore[override]
        """Ask the host for the next Partie (once this one is over); False: it is not dealt yet, the others are
        asked too (:attr:`waitingForNext` names who has not asked)."""
        obs = self._obs
        if obs is None or obs.decision is not Decision.GAME_OVER:
            return False
        if not self.asked_next and self.client.send(NextPartie()):
            self.asked_next = True
            self._wants_next.add(PERSON)
        self.waitingForNext.emit(self.not_asked_next())
        return False

    def not_asked_next(self) -> list[str]:
        """The people at the table who have not asked for the next Partie yet (the AI's seats never need to)."""
        return [info.name for k, info in enumerate(self.seat_infos)
                if info.kind is SeatKind.PERSON and k not in self._wants_next]

    def leave(self) -> None:
        self.client.leave()

    # -- what the host says ------------------------------------------------------------------------------------

    def _on_welcome(self, welcome: Welcome) -> None:
        self._rules = welcome.rules
        self.view = Viewpoint(welcome.rules, welcome.seat)
        self._obs = None
        self._sent = None
        self._on_seats(welcome.seats, announce=False)
        self.partie_no = welcome.partie
        n = welcome.rules.n_players
        names = tuple(info.name for info in self.seat_infos)
        levels: tuple[str | None, ...] = (None,) + ("",) * (n - 1)  # "": a player without a level
        self.config = GameConfig(welcome.rules, None, names, levels)
        self.welcomed.emit()

    def _on_events(self, message: Events) -> None:
        view = self.view
        if view is None:
            return
        events = [view.event(e) for e in message.events]
        obs = view.observation(message.observation)
        first = self._obs is None
        # the next Partie at this table: its first events come at decision 0 again, on no hand results
        new_partie = not first and self._obs.decision is Decision.GAME_OVER and message.decision < self._decision
        self._obs = obs
        self._decision = message.decision
        self._sent = None
        self._version += 1
        if first:  # the table begins at this position: as a resumed Partie does at home
            self.fast_forward = True
            self._show_from(obs, [(events, PERSON, obs)])  # (who acted only sets the AI's pace at home)
        elif new_partie:  # dealt as a new Partie is at home
            self.partie_no += 1
            self.asked_next, self._wants_next = False, set()
            self._queue.clear()
            self._presenting = False
            self._show_from(obs, [(events, PERSON, obs)])
        else:
            self._enqueue(events, PERSON, obs)
            if self._burst.isActive() or len(self._queue) > len(events) + 1:
                self.fast_forward = True  # a burst, or the table is behind: catch up at once
        self._burst.start(BURST_MS)
        # None where a Partie begins on this table (as at home: the statistics start its row; not again when the
        # person comes back to it); else the host's decision number, since the action itself stays on the host
        begins = (first or new_partie) and self.partie_no not in self._begun
        self._begun.add(self.partie_no)
        self.applied.emit(None if begins else message.decision, events)
        self._pump()

    def _burst_over(self) -> None:
        if self.fast_forward and self.caught_up:
            self.fast_forward = False

    def _on_refused(self, message: Refused) -> None:
        if self._sent is None or message.decision != self._sent:
            return  # an answer to an action no longer waited for
        self._sent = None
        self._awaited = None
        if message.code != "stale":
            try:
                text = Refusal(message.code).message(self.settings.language, self.settings.deck)
            except (KeyError, IndexError, ValueError):  # a rule (or its details) this JassDesk cannot word
                text = message.reason
            self.refused.emit(None, text)
        self._pump()

    def _on_seats(self, seats: tuple[SeatInfo, ...], announce: bool = True) -> None:
        if self.view is None:
            return
        # a seat nobody has taken yet is named by this window, in its language (the host's name for it is its own)
        self.seat_infos = tuple(SeatInfo(self.tr("Free seat"), info.kind) if info.kind is SeatKind.OPEN else info
                                for info in (seats[self.view.seat_from[k]] for k in range(len(seats))))
        if announce:
            self.players_model.set_names([info.name for info in self.seat_infos])
            self.seatsChanged.emit(self.seat_infos)

    def _on_phrase(self, seat: int, phrase: str) -> None:
        if self.view is not None:
            here = self.view.seat(seat)
            if phrase == "again" and self._obs is not None and self._obs.decision is Decision.GAME_OVER:
                self._wants_next.add(here)  # after the end, "again" is how the host says who asked for more
                if self.asked_next:
                    self.waitingForNext.emit(self.not_asked_next())
            self.phraseSaid.emit(here, phrase)

    # -- nothing of the engine's here -------------------------------------------------------------------------

    def _ask_ai(self) -> None:
        return  # the host plays the AI seats

    def new_game(self, config: GameConfig) -> None:  # pragma: no cover - the window offers no new deal here
        raise RuntimeError("a table hosted elsewhere deals its own Partie")

    def shutdown(self) -> None:
        self._burst.stop()
        if self.client.is_connected:
            self.client.leave()
        super().shutdown()
