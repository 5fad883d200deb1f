"""Card pictures for the table: SVG card art rendered to cached ``QPixmap``\\ s.

The art lives in ``resources/cards``::

    resources/cards/swiss/{CODE}-{INDEX}.svg     Swiss faces (Rosen, Eicheln, Schilten, Schellen)
    resources/cards/french/{CODE}-{INDEX}.svg    French faces (hearts, diamonds, spades, clubs)
    resources/cards/french4/{CODE}-{INDEX}.svg   French faces in four colours
    resources/cards/backs/{NAME}.svg             card backs, chosen by file name ("blue", "red" ...)

``CODE`` is :attr:`jassdesk.engine.cards.Card.code` (``"H6"``, ``"DT"``,
``"SJ"`` ...) and ``INDEX`` the letters in the card's corner.  The index
follows the deck *and* the players' language (the French Jack is "B" for
Bube in German, "J" in English; the engine's ``INDEX_LABELS`` says which), so
a French court card exists once per index (``HJ-B.svg``, ``HJ-J.svg``) and the
provider picks the face for its :attr:`~CardImageProvider.language`.  Every
file is drawn on a 240 x 360 view box, so a card is always 2 wide to 3 high
(:data:`CARD_ASPECT`).

Why the renderers are lazy
    Parsing an SVG costs far more than keeping a parsed one; most sessions
    only ever show one face set and one back, so a :class:`QSvgRenderer` is
    built the first time a file is needed and then kept (there are at most
    36 x 3 faces plus a few backs, so that dictionary needs no bound).

Why the pixmap cache is keyed ``(face set, card, index, width, dpr)``
    Painting happens far more often than anything that changes a picture, so
    a paint must never render SVG.  What a finished pixmap depends on is
    exactly this:

    * the *face set* -- the same card index is a different picture in each
      set, and keeping it in the key (instead of clearing the cache on a
      switch) makes flipping back and forth in the settings dialog free;
      a back is keyed by its *back name* instead, since backs do not depend
      on the face set;
    * the *card* (its ``int`` identity, never a name, so Swiss and French
      naming cannot collide);
    * the *corner index* the language asks for ("B" or "J") -- the index,
      not the language, because languages that print the same letters share
      one picture (the whole Swiss deck, every French number card);
    * the *width in device-independent pixels* -- a layout asks for a width,
      the height always follows from the 2:3 aspect so it adds nothing;
    * the *device pixel ratio* -- the same logical width on a HiDPI screen
      needs more physical pixels, and the pixmap carries its dpr, so a
      pixmap made for one screen is wrong on another.  The dpr is rounded
      (to 1/1000) so float noise such as ``1.2500001`` does not make a new
      entry.

    A window resize asks for a new width on every step of the drag; without
    a bound those old sizes would pile up for ever, so the cache is an LRU
    of :data:`DEFAULT_CACHE_SIZE` pixmaps (36 faces x several sizes and
    screens fits easily; a drag only evicts sizes nobody shows any more).

All of this is GUI-thread code: ``QPixmap`` must be made there anyway.
"""

from __future__ import annotations

from collections import OrderedDict
from enum import Enum
from pathlib import Path
from typing import Hashable

from PySide6.QtCore import QByteArray, QObject, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from jassdesk.engine.cards import CARDS, Card, Deck

__all__ = [
    "BACKS_DIR",
    "CARD_ASPECT",
    "CARD_VIEWBOX",
    "DEFAULT_BACK",
    "DEFAULT_CACHE_SIZE",
    "FACE_SET_DECK",
    "CardArtError",
    "CardImageProvider",
    "FaceSet",
    "card_size",
    "default_cards_root",
]

CARD_VIEWBOX = QSize(240, 360)
#: Height / width of every card picture (faces and backs).
CARD_ASPECT = CARD_VIEWBOX.height() / CARD_VIEWBOX.width()
DEFAULT_CACHE_SIZE = 400
DEFAULT_BACK = "blue"
BACKS_DIR = "backs"


class FaceSet(str, Enum):
    """The face sets the art ships; the value is the folder name under ``resources/cards``."""

    SWISS = "swiss"
    FRENCH = "french"
    FRENCH4 = "french4"  # four-colour French: same names as French, other colours

    @property
    def deck(self) -> Deck:
        """The engine's deck naming for this face set (cards are named after it)."""
        return FACE_SET_DECK[self]

    @property
    def label(self) -> str:
        return _FACE_SET_LABELS[self]

    @classmethod
    def parse(cls, name: "FaceSet | str") -> "FaceSet":
        """``FaceSet("swiss")`` that raises a ``ValueError`` listing the valid names."""
        if isinstance(name, FaceSet):
            return name
        try:
            return cls(str(name).lower())
        except ValueError:
            valid = ", ".join(f.value for f in cls)
            raise ValueError(f"unknown face set {name!r}: expected one of {valid}") from None

    def __str__(self) -> str:  # "swiss", not "FaceSet.SWISS", in messages and file names
        return self.value


#: Which engine :class:`Deck` names the cards of a face set.
FACE_SET_DECK: dict[FaceSet, Deck] = {
    FaceSet.SWISS: Deck.SWISS,
    FaceSet.FRENCH: Deck.FRENCH,
    FaceSet.FRENCH4: Deck.FRENCH,
}

_FACE_SET_LABELS: dict[FaceSet, str] = {
    FaceSet.SWISS: "Swiss",
    FaceSet.FRENCH: "French",
    FaceSet.FRENCH4: "French (four colours)",
}


class CardArtError(RuntimeError):
    """A card picture could not be made; ``path`` names the file at fault."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.path = path


def default_cards_root() -> Path:
    """Where ``resources/cards`` is: inside the installed package, else next to it in a source checkout.

    An installed package carries the art as ``jassdesk/resources/cards`` (see
    pyproject.toml), and so does the PyInstaller bundle (packaging/build.py
    lays its data out like an installed package, and a frozen module's
    ``__file__`` points into the bundle); from a source checkout the art is
    at ``jassdesk/../resources/cards``.
    """
    package = Path(__file__).resolve().parents[1]
    installed = package / "resources" / "cards"
    if installed.is_dir():
        return installed
    return package.parent / "resources" / "cards"


def card_size(width: float) -> QSize:
    """The size of a card ``width`` px wide (height from the 2:3 aspect)."""
    w = _size_key(width, 1.0)[0]
    return QSize(w, round(w * CARD_ASPECT))


class CardImageProvider(QObject):
    """Maps (card, face set) and the chosen back to crisp, cached pixmaps.

    >>> provider = CardImageProvider()                # doctest: +SKIP
    >>> provider.pixmap(Card.from_code("HA"), 120, widget.devicePixelRatioF())  # doctest: +SKIP

    ``changed`` is emitted after :meth:`set_face_set`, :meth:`set_language`
    or :meth:`set_back` actually changed something; views repaint on it (their next
    :meth:`pixmap` call renders each card once for the new set).
    """

    changed = Signal()

    def __init__(
        self,
        root: Path | str | None = None,
        face_set: FaceSet | str = FaceSet.SWISS,
        back: str | None = None,
        cache_size: int = DEFAULT_CACHE_SIZE,
        parent: QObject | None = None,
        language: str = "en",
    ) -> None:
        super().__init__(parent)
        if cache_size < 1:
            raise ValueError(f"cache_size must be at least 1, got {cache_size}")
        self._root = Path(root) if root is not None else default_cards_root()
        self._face_set = FaceSet.parse(face_set)
        self._language = language
        self._cache_size = cache_size
        self._pixmaps: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._renderers: dict[Path, QSvgRenderer] = {}
        if back is None:
            backs = self.available_backs()
            back = DEFAULT_BACK if DEFAULT_BACK in backs or not backs else backs[0]
        self._back = back
        self._renders = 0  # how many SVG renders were done; for tests and diagnostics

    # -- configuration ---------------------------------------------------

    @property
    def root(self) -> Path:
        return self._root

    @property
    def face_set(self) -> FaceSet:
        return self._face_set

    @property
    def deck(self) -> Deck:
        """The engine deck naming that matches the current face set."""
        return self._face_set.deck

    @property
    def back(self) -> str:
        return self._back

    @property
    def language(self) -> str:
        """The players' language: it chooses the corner index of a French court card."""
        return self._language

    @property
    def aspect(self) -> float:
        """Height / width of a card picture (1.5)."""
        return CARD_ASPECT

    @staticmethod
    def card_size(width: int) -> QSize:
        return card_size(width)

    def set_face_set(self, name: FaceSet | str) -> None:
        face_set = FaceSet.parse(name)
        if face_set == self._face_set:
            return
        self._face_set = face_set
        self.changed.emit()

    def set_language(self, language: str) -> None:
        """Show the corner indices of ``language`` ("de": B/D/K, "en": J/Q/K on French cards)."""
        if language == self._language:
            return
        self._language = language
        self.changed.emit()

    def set_back(self, name: str) -> None:
        if name == self._back:
            return
        path = self.back_path(name)
        if not path.is_file():
            available = ", ".join(self.available_backs()) or "none"
            raise CardArtError(f"no card back {name!r}: {path} does not exist (available: {available})", path)
        self._back = name
        self.changed.emit()

    def available_face_sets(self) -> list[FaceSet]:
        """The face sets that have a folder of art, in :class:`FaceSet` order."""
        return [f for f in FaceSet if (self._root / f.value).is_dir()]

    def available_backs(self) -> list[str]:
        """Names of the backs (file names without ``.svg``), sorted."""
        folder = self._root / BACKS_DIR
        if not folder.is_dir():
            return []
        return sorted(p.stem for p in folder.glob("*.svg") if p.is_file())

    # -- file locations --------------------------------------------------

    def index_label(self, card: Card | int, face_set: FaceSet | str | None = None,
                    language: str | None = None) -> str:
        """The corner index ``card`` shows in a face set for a language (default: the current ones)."""
        face_set = self._face_set if face_set is None else FaceSet.parse(face_set)
        return _card(card).index_label(face_set.deck, self._language if language is None else language)

    def face_path(self, card: Card | int, face_set: FaceSet | str | None = None,
                  language: str | None = None) -> Path:
        """The file of ``card``'s face: ``{face set}/{code}-{index}.svg``."""
        face_set = self._face_set if face_set is None else FaceSet.parse(face_set)
        label = self.index_label(card, face_set, language)
        return self._root / face_set.value / f"{_card(card).code}-{label}.svg"

    def back_path(self, name: str | None = None) -> Path:
        name = self._back if name is None else name
        if not name or "/" in name or "\\" in name or name.startswith("."):
            raise CardArtError(f"invalid card back name {name!r}")
        return self._root / BACKS_DIR / f"{name}.svg"

    # -- pictures --------------------------------------------------------

    def pixmap(self, card: Card | int, width: int, dpr: float = 1.0) -> QPixmap:
        """The face of ``card`` in the current face set and language, ``width`` device-independent px wide.

        The pixmap has ``round(width * dpr)`` x ``round(1.5 * width * dpr)``
        physical pixels and carries ``dpr`` (pass the widget's
        ``devicePixelRatioF()``), so ``painter.drawPixmap(point, pixmap)``
        covers exactly ``card_size(width)`` and is sharp on any screen.  A
        fractional ``width`` is rounded to whole px.  Raises
        :class:`CardArtError` if the file is missing or broken.  Needs a
        ``QGuiApplication`` and the GUI thread, like every ``QPixmap``.
        """
        card = _card(card)
        key = ("face", self._face_set, int(card), self.index_label(card), *_size_key(width, dpr))
        return self._cached(key, lambda: self.face_path(card), width, dpr)

    def back_pixmap(self, width: int, dpr: float = 1.0) -> QPixmap:
        """The current back, ``width`` device-independent px wide."""
        key = ("back", self._back, *_size_key(width, dpr))
        return self._cached(key, self.back_path, width, dpr)

    def renderer(self, path: Path) -> QSvgRenderer:
        """The (lazily made, then kept) renderer for one SVG file.

        Raises :class:`CardArtError` naming the file if it is missing or is
        not an SVG that Qt can draw -- a blank card would hide the mistake.
        """
        renderer = self._renderers.get(path)
        if renderer is not None:
            return renderer
        try:
            data = path.read_bytes()
        except FileNotFoundError:
            raise CardArtError(f"card art file is missing: {path}", path) from None
        except OSError as exc:
            raise CardArtError(f"cannot read card art file {path}: {exc}", path) from exc
        renderer = QSvgRenderer(QByteArray(data), self)
        if not renderer.isValid():
            renderer.deleteLater()
            raise CardArtError(f"card art file is not a valid SVG: {path}", path)
        if renderer.viewBoxF().isEmpty():
            renderer.deleteLater()
            raise CardArtError(f"card art file has an empty view box: {path}", path)
        renderer.setAspectRatioMode(Qt.AspectRatioMode.KeepAspectRatio)
        self._renderers[path] = renderer
        return renderer

    def render_image(self, path: Path, width: int, dpr: float = 1.0) -> QImage:
        """Render one SVG file to a transparent ARGB image (no caching)."""
        size = _pixel_size(width, dpr)
        renderer = self.renderer(path)
        image = QImage(size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            renderer.render(painter, QRectF(0, 0, size.width(), size.height()))
        finally:
            painter.end()
        self._renders += 1
        return image

    # -- cache -----------------------------------------------------------

    @property
    def cache_size(self) -> int:
        return self._cache_size

    @property
    def cached_count(self) -> int:
        return len(self._pixmaps)

    @property
    def render_count(self) -> int:
        """SVG renders done so far (a cache hit does not count)."""
        return self._renders

    def clear_cache(self) -> None:
        """Drop all pixmaps and parsed renderers (e.g. after the art files changed)."""
        self._pixmaps.clear()
        for renderer in self._renderers.values():
            renderer.deleteLater()
        self._renderers.clear()

    def _cached(self, key: Hashable, path_of, width: int, dpr: float) -> QPixmap:
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
            return pixmap
        image = self.render_image(path_of(), width, dpr)
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(_size_key(width, dpr)[1])
        self._pixmaps[key] = pixmap
        while len(self._pixmaps) > self._cache_size:
            self._pixmaps.popitem(last=False)
        return pixmap


def _card(card: Card | int) -> Card:
    if isinstance(card, bool) or not isinstance(card, int):
        raise TypeError(f"expected a Card (int 0..35), got {card!r}")
    if not 0 <= card < len(CARDS):
        raise ValueError(f"card index must be 0..35, got {card!r}")
    return CARDS[int(card)]


def _size_key(width: float, dpr: float) -> tuple[int, float]:
    """Normalise a request: whole logical px (a layout's 87.6 is 88) and dpr to 1/1000."""
    if isinstance(width, bool) or not isinstance(width, (int, float)) or not round(width) >= 1:
        raise ValueError(f"card width must be at least 1 px, got {width!r}")
    if isinstance(dpr, bool) or not isinstance(dpr, (int, float)) or not dpr > 0:
        raise ValueError(f"device pixel ratio must be positive, got {dpr!r}")
    return int(round(width)), round(float(dpr), 3)


def _pixel_size(width: int, dpr: float) -> QSize:
    """Physical pixels for a card ``width`` logical px wide at ``dpr``."""
    width, dpr = _size_key(width, dpr)
    return QSize(max(1, round(width * dpr)), max(1, round(width * CARD_ASPECT * dpr)))
