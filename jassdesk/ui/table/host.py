"""What the parts of the table may ask of it: the one interface they are typed against.

The parts (the cards on the felt, the choices, the seats, the overlays, the bubbles, the hints, the keys and
the events' shows) are wired by the table's scene, which is the one :class:`TableHost`; none of them imports
the scene.  A part that works with another is handed that part when the scene builds it (for instance the
shows get the felt, the choices, the seats, the overlays, the bubbles and the hint view); what all of them
share is here: the game's own table, the sizes, the timing and the animations, the names and places of the
seats, the fixtures on the felt (plates, badge, buttons), adding and removing items, and the person's turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Protocol

from .stage import GameStage

if TYPE_CHECKING:
    from PySide6.QtCore import QPointF, SignalInstance

    from jassdesk.app.hint_service import HintController
    from jassdesk.app.settings import Settings
    from jassdesk.engine.actions import Decision

    from ..items import ButtonItem, DirectionMark, ModeBadge
    from .animator import Move
    from .game_table import GameTable
    from .layout import HandPlace, PackPlace, StockPlace, TrickPlace


class TableHost(GameStage, Protocol):
    """The table as its parts see it: what a game sees (:class:`~.stage.GameStage`) and the rest they share."""

    settings: Settings
    hints: HintController | None
    game_view: GameTable  # the game's own table (replaced when a Partie of another game starts)
    multiplier: int
    dealer: int  # -1 before the dealer is known
    focus_index: int  # the keyboard's cursor in the person's hand (-1: none)
    badge: ModeBadge
    direction_mark: DirectionMark
    last_trick_button: ButtonItem
    undo_button: ButtonItem
    replays: Any  # the Expert in the person's seat, if the window offers it
    offers_review: bool  # the hand summary offers the review of the hand
    other_game: tuple[Callable[[], str], Callable[[], None]] | None  # the Partie end's second button, if not
    # "New game…" (a table over the network: leave it)
    no_hints_note: str  # why the window gives no hints ("" : it gives them, or the settings say why not)
    review_status: Callable[[int], str]  # the summary's line on the review of a hand

    @property
    def newGameRequested(self) -> SignalInstance: ...  # noqa: N802 (a signal)

    @property
    def rules_requested(self) -> SignalInstance: ...

    @property
    def review_requested(self) -> SignalInstance: ...

    @property
    def changed(self) -> SignalInstance:
        """The scene's: something on the table was drawn anew (the stand-ins of :mod:`.access` follow)."""
        ...

    def items(self) -> list[Any]:
        """Every item on the table (the scene's)."""
        ...

    # -- time and animation -----------------------------------------------------------------

    @property
    def instant(self) -> bool: ...

    def ms(self, key: str) -> int:
        """How long a move of kind ``key`` takes at the speed set (0 while a saved Partie is replayed)."""
        ...

    def run(self, moves: list[Move], finish: Callable[[], None] | None = None, hold: bool = False) -> bool:
        """Play the moves of an event; True if shown at once."""
        ...

    def then(self, finish: Callable[[], None]) -> None:
        """Run ``finish`` when the moves now running are over."""
        ...

    def defer_until_warm(self, show: Callable[[], bool]) -> bool: ...

    # -- items and places --------------------------------------------------------------------

    def remove(self, item: Any) -> None: ...

    def side(self, seat: int) -> str:
        """The screen side of a seat: bottom, left, top or right."""
        ...

    def seat_after(self, leader: int, i: int) -> int: ...

    def card_name(self, card: int) -> str: ...

    def center(self) -> QPointF: ...

    def layout_hand(self, seat: int) -> HandPlace: ...

    def layout_trick(self) -> TrickPlace: ...

    def layout_stock(self) -> StockPlace: ...

    def layout_pack(self) -> PackPlace: ...

    # -- the person's turn -------------------------------------------------------------------

    def awaited_decision(self) -> Decision | None: ...

    def apply_person_interactive(self) -> None:
        """The person's cards as the turn makes them: lifted and playable, or dimmed."""
        ...

    def play_card(self, card: int) -> None: ...

    def toggle_last_trick(self) -> None: ...

    def continue_hand(self) -> None: ...

    def next_partie(self) -> None: ...
