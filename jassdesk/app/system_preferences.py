"""What the operating system asks of every program: high contrast and reduced motion (#32).

The table's high-contrast look and its "no animations" follow the system's own setting where the system has
one, so a person who set it once for every program does not have to find it again in JassDesk.  This module
only *reads* that setting; the settings and the looks that use it live elsewhere.

:class:`SystemPreferences` asks a list of :class:`PreferenceSource` objects in order; each answers
``True``/``False`` or ``None`` ("I do not know"), and the first that knows wins.  None that knows: no.  When a
source notices a change, the answers are asked again and :attr:`SystemPreferences.changed` is emitted once if
either answer really changed.  The real sources, one list per platform (:func:`platform_sources`):

* **Qt** (:class:`QtSource`, everywhere): ``QStyleHints.accessibility().contrastPreference()`` and its
  ``contrastPreferenceChanged``.  Only ``HighContrast`` counts as an answer: ``NoPreference`` is also what Qt
  answers where its theme reads nothing (here: offscreen, and under xcb with the generic, gnome, kde and gtk3
  themes and no portal), so it is taken as "does not know" and the platform's own source below decides.  Qt 6.11 has no
  reduce-motion hint; Qt 6.12 adds ``motionPreference()`` (``ReducedMotion``), used when the binding has it.
  ``QApplication.isEffectEnabled(Qt.UI_General)`` is *not* used: it lives in QtWidgets (this layer has none),
  QApplication reads it once, from its platform theme's ``UiEffects`` hint, while it starts, and it says nothing
  reliable about motion -- on Windows Qt's theme takes it from ``SPI_GETUIEFFECTS`` (the system's own menu and
  tooltip effects; the accessibility switch for animation in a program's window is
  ``SPI_GETCLIENTAREAANIMATION``, read below), elsewhere it is a constant of the theme (0 in Qt's base theme):
  here, offscreen every ``Qt.UIEffect`` is False, and under xcb with the generic, gnome, kde and gtk3 themes
  ``UI_General`` and ``UI_AnimateMenu`` are False whatever the desktop would say.
* **Linux and the BSDs** (:class:`PortalSource`): the XDG desktop portal on the session bus,
  ``org.freedesktop.portal.Settings.ReadOne`` (the older ``Read`` where the portal has no ``ReadOne``) of
  ``org.freedesktop.appearance contrast`` (1: high contrast) and ``reduced-motion`` (1: reduce), with GNOME's
  keys behind them where the portal lacks those (``org.gnome.desktop.a11y.interface high-contrast``,
  ``org.gnome.desktop.interface enable-animations``: false means reduce motion); ``SettingChanged`` keeps them
  current.  Every call is asynchronous (a ``QDBusPendingCallWatcher``), so a portal that hangs, or is being
  started by the bus, never holds the window: its answers are "do not know" until they arrive (usually before
  the first paint), then ``changed`` is emitted.  No session bus address at all (``DBUS_SESSION_BUS_ADDRESS``
  unset and no ``$XDG_RUNTIME_DIR/bus``): the bus is not opened, since libdbus would then try to start one
  with ``dbus-launch``.
* **Windows** (:class:`WindowsSource`): ``SystemParametersInfoW`` with ``SPI_GETHIGHCONTRAST``
  (``HIGHCONTRASTW.dwFlags & HCF_HIGHCONTRASTON``) and ``SPI_GETCLIENTAREAANIMATION`` (FALSE: Windows'
  "Animation effects" are off, so reduce motion), read again every :data:`POLL_MS` (two calls of a few
  microseconds).
* **macOS** (:class:`MacSource`): ``NSWorkspace.sharedWorkspace`` 's
  ``accessibilityDisplayShouldIncreaseContrast`` and ``accessibilityDisplayShouldReduceMotion`` through the
  Objective-C runtime with ctypes (no PyObjC), read again every :data:`POLL_MS`.

No source raises out of this module: a missing bus, library or function, an error reply or an odd value means
"does not know", and the reason is logged once per source at debug level.

Measured here (Linux, offscreen, Python 3.11, PySide6 6.11.3, two shared cores; each the median of 20
constructions, each in a fresh process after its ``QGuiApplication``), ``SystemPreferences()`` with the real
sources takes 0.4 ms (0.35-0.54) with no session bus address (the portal is not asked), and 2.7 ms (2.3-3.1)
with a session bus on which no portal runs: 1.4 ms of it open the connection to the bus (on a GNOME desktop Qt's
own theme has opened it already), the rest sends the four calls, whose "no such service" replies come later in
the event loop.  Construct it after the ``QGuiApplication`` (Qt's hints belong to it) and in the GUI thread.
"""

from __future__ import annotations

import ctypes
import logging
import os
import stat
import sys
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from PySide6.QtCore import QObject, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication

try:
    from PySide6 import QtDBus
except ImportError:  # a binding built without QtDBus: the portal is not asked
    QtDBus = None  # type: ignore[assignment]

log = logging.getLogger(__name__)

#: the two questions, each the name of a PreferenceSource method
HIGH_CONTRAST = "high_contrast"
REDUCE_MOTION = "reduce_motion"
#: how they are named in :meth:`SystemPreferences.describe` (the log)
QUESTION_WORDS = {HIGH_CONTRAST: "high contrast", REDUCE_MOTION: "reduce motion"}

#: how often the Windows and macOS settings are read again (they have no notification this module can take
#: without a window procedure or an Objective-C block; two reads cost microseconds)
POLL_MS = 2000


class PreferenceSource(QObject):
    """One place that may know the system's preferences.

    Each answer is ``True``, ``False`` or ``None`` for "this source does not know" (its platform has no such
    setting, its bus is down, its answer has not arrived yet), so the next source may be asked.  A source
    emits :attr:`changed` when an answer may have changed; it never raises.
    """

    changed = Signal()
    #: names the source in :meth:`SystemPreferences.describe` (the log; never shown in the window)
    label = "source"

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._said: set[str] = set()

    def high_contrast(self) -> bool | None:
        return None

    def reduce_motion(self) -> bool | None:
        return None

    def answers(self) -> tuple[bool | None, bool | None]:
        return self.high_contrast(), self.reduce_motion()

    def _does_not_know(self, why: str, *args: object, key: str | None = None) -> None:
        """Log at debug level, once per source and reason (``key``, else ``why``), why it does not know: a
        poll or a stream of signals must not fill the log with the same sentence."""
        key = key or why
        if key not in self._said:
            self._said.add(key)
            log.debug("%s does not know: " + why, self.label, *args)


@dataclass(frozen=True)
class Answer:
    """One answer and who gave it (``source`` None: no source knew, so the answer is no)."""

    value: bool
    source: str | None

    def describe(self) -> str:
        return f"{'yes' if self.value else 'no'} ({self.source or 'no source knows'})"


class SystemPreferences(QObject):
    """What the operating system asks of every program: high contrast, reduced motion."""

    #: emitted once per change when either answer changes while running
    changed = Signal()

    def __init__(self, parent: QObject | None = None, sources: Sequence[PreferenceSource] | None = None) -> None:
        super().__init__(parent)
        self._failed: set[tuple[str, str]] = set()
        self._sources = list(sources) if sources is not None else platform_sources(self)
        for source in self._sources:
            source.changed.connect(self._ask_again)
        self._contrast = self._ask(HIGH_CONTRAST)
        self._motion = self._ask(REDUCE_MOTION)

    def high_contrast(self) -> bool:
        return self._contrast.value

    def reduce_motion(self) -> bool:
        return self._motion.value

    def describe(self) -> str:
        """One line for the log: each answer and the source it came from."""
        return (f"{QUESTION_WORDS[HIGH_CONTRAST]}: {self._contrast.describe()}, "
                f"{QUESTION_WORDS[REDUCE_MOTION]}: {self._motion.describe()}")

    def sources(self) -> list[PreferenceSource]:
        return list(self._sources)

    def _ask(self, question: str) -> Answer:
        for source in self._sources:
            value = self._answer_of(source, question)
            if value is not None:
                return Answer(value, source.label)
        return Answer(False, None)

    def _answer_of(self, source: PreferenceSource, question: str) -> bool | None:
        """The source's answer; one that raises or answers something other than a bool does not know."""
        try:
            value = getattr(source, question)()
        except Exception as error:  # noqa: BLE001 - a source must never break the window
            self._note_failure(source, question, "raised %r", error)
            return None
        if value is None or isinstance(value, bool):
            return value
        self._note_failure(source, question, "answered %r", value)
        return None

    def _note_failure(self, source: PreferenceSource, question: str, what: str, detail: object) -> None:
        if (source.label, question) not in self._failed:
            self._failed.add((source.label, question))
            log.debug("%s %s " + what + "; taken as not knowing", source.label, question, detail)

    def _ask_again(self) -> None:
        contrast, motion = self._ask(HIGH_CONTRAST), self._ask(REDUCE_MOTION)
        really = (contrast.value, motion.value) != (self._contrast.value, self._motion.value)
        self._contrast, self._motion = contrast, motion  # the source may move while the answer stays
        if really:
            log.debug("the system's preferences changed: %s", self.describe())
            self.changed.emit()


def platform_sources(parent: QObject | None = None, platform: str = sys.platform) -> list[PreferenceSource]:
    """The real sources of this platform, Qt first; one that cannot even be built is left out (and logged)."""
    kinds: list[Callable[[QObject | None], PreferenceSource]] = [QtSource]
    if platform == "win32":
        kinds.append(WindowsSource)
    elif platform == "darwin":
        kinds.append(MacSource)
    else:  # Linux and the BSDs: whatever runs a freedesktop session answers on its bus
        kinds.append(PortalSource)
    sources = []
    for kind in kinds:
        try:
            sources.append(kind(parent))
        except Exception as error:  # noqa: BLE001 - a source must never break the window
            log.debug("%s left out: %r", kind.__name__, error)
    return sources


# --- Qt ---------------------------------------------------------------------------------------------------------

class QtSource(PreferenceSource):
    """Qt's accessibility hints: high contrast (Qt 6.10+) and reduced motion (Qt 6.12+).

    Only the preference itself is an answer: Qt's ``NoPreference`` is also what a platform answers where Qt's
    theme reads nothing, so it leaves the question to the next source.  ``hints``: a stand-in for
    ``QAccessibilityHints`` (tests).
    """

    label = "Qt"

    def __init__(self, parent: QObject | None = None, hints: Any = None) -> None:
        super().__init__(parent)
        self._style_hints: Any = None  # kept: PySide deletes accessibility()'s wrapper with a temporary styleHints
        self._hints = hints if hints is not None else self._application_hints()
        if self._hints is None:
            return
        for name in ("contrastPreferenceChanged", "motionPreferenceChanged"):
            signal = getattr(self._hints, name, None)
            if signal is not None:
                signal.connect(self._hint_changed)

    def _application_hints(self) -> Any:
        app = QGuiApplication.instance()
        if not isinstance(app, QGuiApplication):
            self._does_not_know("no QGuiApplication yet (construct SystemPreferences after it)")
            return None
        try:
            self._style_hints = app.styleHints()
            return self._style_hints.accessibility()
        except (AttributeError, RuntimeError) as error:  # a Qt before 6.10, or the hints already gone
            self._does_not_know("no accessibility hints: %r", error)
            return None

    def _hint_changed(self, *_value: object) -> None:
        self.changed.emit()

    def high_contrast(self) -> bool | None:
        contrast = getattr(Qt, "ContrastPreference", None)
        if contrast is None:
            self._does_not_know("this Qt has no contrast preference (Qt 6.10 has)")
            return None
        preference = self._read("contrastPreference")
        return True if preference is not None and preference == contrast.HighContrast else None

    def reduce_motion(self) -> bool | None:
        motion = getattr(Qt, "MotionPreference", None)
        if motion is None:
            self._does_not_know("this Qt has no motion preference (Qt 6.12 has)")
            return None
        preference = self._read("motionPreference")
        return True if preference is not None and preference == motion.ReducedMotion else None

    def _read(self, name: str) -> object:
        if self._hints is None:
            return None
        try:
            return getattr(self._hints, name)()
        except (AttributeError, RuntimeError) as error:
            self._does_not_know("%s: %r", name, error, key=name)
            return None


# --- the XDG desktop portal (Linux, the BSDs) ---------------------------------------------------------------------

PORTAL_SERVICE = "org.freedesktop.portal.Desktop"
PORTAL_PATH = "/org/freedesktop/portal/desktop"
PORTAL_SETTINGS = "org.freedesktop.portal.Settings"
#: how long a portal call may take before it counts as "does not know": long, since the bus may be starting
#: the portal (it answers later, then ``changed`` is emitted); the window never waits for it
PORTAL_TIMEOUT_MS = 10_000
#: how deep a reply's variants are unwrapped (``Read`` wraps the value twice, ``ReadOne`` once)
MAX_VARIANT_DEPTH = 3
UNKNOWN_METHOD = "org.freedesktop.DBus.Error.UnknownMethod"


def _one_means_yes(value: object) -> bool | None:
    """The portal's ``contrast`` and ``reduced-motion``: uint32 0 (no preference) or 1 (high, reduce)."""
    if isinstance(value, bool) or not isinstance(value, int):
        return None
    return {0: False, 1: True}.get(value)


def _true_means_yes(value: object) -> bool | None:
    return value if isinstance(value, bool) else None


def _false_means_yes(value: object) -> bool | None:
    return (not value) if isinstance(value, bool) else None


@dataclass(frozen=True)
class PortalKey:
    """One setting the portal is asked for, which question it answers, and how its value reads."""

    namespace: str
    key: str
    question: str
    decode: Callable[[object], bool | None]


#: in the order they count: a question's first key the portal knows answers it
PORTAL_KEYS = (
    PortalKey("org.freedesktop.appearance", "contrast", HIGH_CONTRAST, _one_means_yes),
    PortalKey("org.gnome.desktop.a11y.interface", "high-contrast", HIGH_CONTRAST, _true_means_yes),
    PortalKey("org.freedesktop.appearance", "reduced-motion", REDUCE_MOTION, _one_means_yes),
    PortalKey("org.gnome.desktop.interface", "enable-animations", REDUCE_MOTION, _false_means_yes),
)


def session_bus_address_known(environ: Mapping[str, str] = os.environ) -> bool:
    """Whether a session bus can be found without starting one: its address in the environment, or the
    user's bus socket where systemd puts it (libdbus looks there, then falls back to ``dbus-launch``)."""
    if environ.get("DBUS_SESSION_BUS_ADDRESS"):
        return True
    runtime = environ.get("XDG_RUNTIME_DIR")
    if not runtime:
        return False
    try:
        return stat.S_ISSOCK(os.stat(os.path.join(runtime, "bus")).st_mode)
    except OSError:
        return False


def unwrap_variant(value: object) -> object:
    """A reply's value without its D-Bus variants (PySide hands each as a ``QDBusVariant``)."""
    for _ in range(MAX_VARIANT_DEPTH):
        if QtDBus is None or not isinstance(value, QtDBus.QDBusVariant):
            break
        value = value.variant()
    return value


class PortalSource(PreferenceSource):
    """The XDG desktop portal's settings on the session bus, asked asynchronously and followed by
    ``SettingChanged``.  ``connection``: the bus to ask (tests); by default the session bus, if it has an
    address."""

    label = "desktop portal"

    def __init__(self, parent: QObject | None = None, connection: Any = None,
                 timeout_ms: int = PORTAL_TIMEOUT_MS) -> None:
        super().__init__(parent)
        self._values: dict[PortalKey, bool | None] = {key: None for key in PORTAL_KEYS}
        self._pending: dict[Any, tuple[PortalKey, str]] = {}  # each watcher: the key and method it asks
        self._timeout_ms = timeout_ms
        self._connection = connection if connection is not None else self._session_bus()
        if self._connection is None:
            return
        if not self._connection.isConnected():
            self._does_not_know("no session bus: %s", self._connection.lastError().message())
            self._connection = None
            return
        subscribed = self._connection.connect(PORTAL_SERVICE, PORTAL_PATH, PORTAL_SETTINGS, "SettingChanged",
                                              self, "1_setting_changed(QDBusMessage)")
        if not subscribed:
            self._does_not_know("SettingChanged not subscribed (changes are not followed): %s",
                                self._connection.lastError().message())
        for key in PORTAL_KEYS:
            self._call(key, "ReadOne")

    def _session_bus(self) -> Any:
        if QtDBus is None:
            self._does_not_know("this PySide6 has no QtDBus")
            return None
        if not session_bus_address_known():
            self._does_not_know("no session bus address (DBUS_SESSION_BUS_ADDRESS, $XDG_RUNTIME_DIR/bus)")
            return None
        return QtDBus.QDBusConnection.sessionBus()

    def high_contrast(self) -> bool | None:
        return self._first_known(HIGH_CONTRAST)

    def reduce_motion(self) -> bool | None:
        return self._first_known(REDUCE_MOTION)

    def pending(self) -> int:
        """How many calls have not been answered yet (tests wait for 0)."""
        return len(self._pending)

    def _first_known(self, question: str) -> bool | None:
        return next((value for key, value in self._values.items()
                     if key.question == question and value is not None), None)

    def _call(self, key: PortalKey, method: str) -> None:
        message = QtDBus.QDBusMessage.createMethodCall(PORTAL_SERVICE, PORTAL_PATH, PORTAL_SETTINGS, method)
        message.setArguments([key.namespace, key.key])
        watcher = QtDBus.QDBusPendingCallWatcher(self._connection.asyncCall(message, self._timeout_ms), self)
        self._pending[watcher] = (key, method)
        watcher.finished.connect(self._replied)

    def _replied(self, watcher: Any) -> None:
        key, method = self._pending.pop(watcher)
        try:
            watcher.deleteLater()
            reply = watcher.reply()
            if reply.type() == QtDBus.QDBusMessage.MessageType.ErrorMessage:
                self._refused(key, method, reply.errorName(), reply.errorMessage())
                return
            arguments = reply.arguments()
            if len(arguments) != 1:
                self._does_not_know("%s %s answered %r", method, key.key, arguments, key=f"odd {key.key}")
                return
            self._store(key, arguments[0])
        except Exception as error:  # noqa: BLE001 - a reply must never break the window
            self._does_not_know("%s %s: %r", method, key.key, error, key=f"reply {key.key}")

    def _refused(self, key: PortalKey, method: str, name: str, text: str) -> None:
        if method == "ReadOne" and name == UNKNOWN_METHOD:  # a portal before ReadOne (version 2): Read
            self._call(key, "Read")
            return
        self._does_not_know("%s %s %s: %s %s", method, key.namespace, key.key, name, text, key=name)

    @Slot("QDBusMessage")
    def _setting_changed(self, message: Any) -> None:
        try:
            arguments = message.arguments()
            if len(arguments) != 3:
                self._does_not_know("SettingChanged with %r", arguments, key="odd signal")
                return
            namespace, name, value = arguments
            key = next((k for k in PORTAL_KEYS if (k.namespace, k.key) == (namespace, name)), None)
            if key is not None:  # the portal also says colour schemes, fonts ...: not asked for
                self._store(key, value)
        except Exception as error:  # noqa: BLE001 - a signal must never break the window
            self._does_not_know("SettingChanged: %r", error, key="signal")

    def _store(self, key: PortalKey, raw: object) -> None:
        value = key.decode(unwrap_variant(raw))
        if value is None:
            self._does_not_know("%s %s is %r", key.namespace, key.key, unwrap_variant(raw), key=f"odd {key.key}")
        before = self.answers()
        self._values[key] = value
        if self.answers() != before:
            self.changed.emit()


# --- read again now and then (Windows, macOS) ---------------------------------------------------------------------

class _PolledSource(PreferenceSource):
    """A source whose system has no notification this module can take: read at start, then every ``poll_ms``
    (:meth:`poll`), emitting ``changed`` when an answer differs."""

    def __init__(self, parent: QObject | None = None, poll_ms: int = POLL_MS) -> None:
        super().__init__(parent)
        self._answers: tuple[bool | None, bool | None] = (None, None)
        self._timer = QTimer(self)
        self._timer.setInterval(poll_ms)
        self._timer.timeout.connect(self.poll)

    def _start(self) -> None:
        self._answers = (None, None)
        self.poll()  # nobody listens yet: no one hears this first "change"
        self._timer.start()

    def high_contrast(self) -> bool | None:
        return self._answers[0]

    def reduce_motion(self) -> bool | None:
        return self._answers[1]

    def poll(self) -> None:
        try:
            answers = self._read()
        except Exception as error:  # noqa: BLE001 - a poll must never break the window
            self._does_not_know("reading raised %r", error, key="poll")
            answers = (None, None)
        if answers != self._answers:
            self._answers = answers
            self.changed.emit()

    def _read(self) -> tuple[bool | None, bool | None]:
        raise NotImplementedError


# --- Windows ------------------------------------------------------------------------------------------------------

SPI_GETHIGHCONTRAST = 0x0042
SPI_GETCLIENTAREAANIMATION = 0x1042
HCF_HIGHCONTRASTON = 0x00000001
#: BOOL SystemParametersInfoW(UINT uiAction, UINT uiParam, PVOID pvParam, UINT fWinIni)
SPI_RESTYPE = ctypes.c_int
SPI_ARGTYPES = (ctypes.c_uint, ctypes.c_uint, ctypes.c_void_p, ctypes.c_uint)

#: what :class:`WindowsSource` calls: ``SystemParametersInfoW`` or a stand-in with its arguments
SystemParametersInfo = Callable[[int, int, Any, int], int]


class HIGHCONTRASTW(ctypes.Structure):
    """winuser.h's ``HIGHCONTRASTW``: UINT cbSize, DWORD dwFlags, LPWSTR lpszDefaultScheme.  UINT and DWORD are
    32 bits on every Windows, hence ``c_uint32`` (not ``c_ulong``, 64 bits on Linux, where the layout is
    tested); the scheme's name is a pointer the system fills in and nobody reads here."""

    _fields_ = [("cbSize", ctypes.c_uint32), ("dwFlags", ctypes.c_uint32), ("lpszDefaultScheme", ctypes.c_void_p)]


def read_high_contrast(spi: SystemParametersInfo) -> bool | None:
    """Windows' high-contrast switch (Settings > Accessibility > Contrast themes); None if the call fails."""
    info = HIGHCONTRASTW(cbSize=ctypes.sizeof(HIGHCONTRASTW))
    if not spi(SPI_GETHIGHCONTRAST, ctypes.sizeof(HIGHCONTRASTW), ctypes.pointer(info), 0):
        return None
    return bool(info.dwFlags & HCF_HIGHCONTRASTON)


def read_reduce_motion(spi: SystemParametersInfo) -> bool | None:
    """Windows' "Animation effects" off (SPI_GETCLIENTAREAANIMATION FALSE) means reduce motion; None if the call
    fails."""
    animate = ctypes.c_int(1)  # a BOOL
    if not spi(SPI_GETCLIENTAREAANIMATION, 0, ctypes.pointer(animate), 0):
        return None
    return not animate.value


def windows_system_parameters_info(platform: str = sys.platform) -> SystemParametersInfo | None:
    """``user32.SystemParametersInfoW`` with its real prototype, from a user32 of our own (so nobody else's
    ``windll.user32`` prototypes are changed); None off Windows or if it cannot be loaded."""
    if platform != "win32":
        return None
    try:
        function = ctypes.WinDLL("user32", use_last_error=True).SystemParametersInfoW  # type: ignore[attr-defined]
    except (AttributeError, OSError) as error:
        log.debug("SystemParametersInfoW not loaded: %r", error)
        return None
    function.restype = SPI_RESTYPE
    function.argtypes = SPI_ARGTYPES
    return function


class WindowsSource(_PolledSource):
    """``SystemParametersInfoW``: the high-contrast flag and client-area animation.  ``spi``: a stand-in for
    the function (tests)."""

    label = "Windows"

    def __init__(self, parent: QObject | None = None, spi: SystemParametersInfo | None = None,
                 poll_ms: int = POLL_MS) -> None:
        super().__init__(parent, poll_ms)
        self._spi = spi if spi is not None else windows_system_parameters_info()
        if self._spi is None:
            self._does_not_know("SystemParametersInfoW is not there")
            return
        self._start()

    def _read(self) -> tuple[bool | None, bool | None]:
        return self._safely(read_high_contrast, "SPI_GETHIGHCONTRAST"), \
            self._safely(read_reduce_motion, "SPI_GETCLIENTAREAANIMATION")

    def _safely(self, read: Callable[[SystemParametersInfo], bool | None], what: str) -> bool | None:
        try:
            value = read(self._spi)
        except (OSError, ctypes.ArgumentError, TypeError, ValueError) as error:
            self._does_not_know("%s raised %r", what, error, key=what)
            return None
        if value is None:
            self._does_not_know("%s failed (error %s)", what, _last_error(), key=what)
        return value


def _last_error() -> int | None:
    """Windows' last error of this thread as ctypes kept it (``use_last_error``); None elsewhere."""
    get = getattr(ctypes, "get_last_error", None)
    return get() if get is not None else None


# --- macOS --------------------------------------------------------------------------------------------------------

INCREASE_CONTRAST = "accessibilityDisplayShouldIncreaseContrast"
REDUCE_MOTION_SELECTOR = "accessibilityDisplayShouldReduceMotion"
OBJC_LIBRARY = "/usr/lib/libobjc.A.dylib"
APPKIT_LIBRARY = "/System/Library/Frameworks/AppKit.framework/AppKit"


class Workspace:
    """``NSWorkspace.sharedWorkspace`` through the Objective-C runtime, asked for BOOL properties.

    ``objc_msgSend`` is called through one ctypes prototype per signature (id from (id, SEL), BOOL from
    (id, SEL), BOOL from (id, SEL, SEL)): on arm64 a message must be sent with the callee's exact prototype, and
    setting ``restype`` on the library's shared function would change it for every caller.
    """

    def __init__(self, objc: Any) -> None:
        objc.objc_getClass.restype = ctypes.c_void_p
        objc.objc_getClass.argtypes = [ctypes.c_char_p]
        objc.sel_registerName.restype = ctypes.c_void_p
        objc.sel_registerName.argtypes = [ctypes.c_char_p]
        self._objc = objc
        send = ctypes.cast(objc.objc_msgSend, ctypes.c_void_p).value
        self._send_id = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)(send)
        self._send_bool = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)(send)
        self._send_bool_sel = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)(send)
        workspace_class = objc.objc_getClass(b"NSWorkspace")
        if not workspace_class:
            raise OSError("no NSWorkspace class (AppKit not loaded)")
        self._workspace = self._send_id(workspace_class, self._selector("sharedWorkspace"))
        if not self._workspace:
            raise OSError("no shared NSWorkspace")

    @classmethod
    def load(cls, platform: str = sys.platform) -> Workspace | None:
        """The shared workspace, or None off macOS or if the runtime or AppKit cannot be loaded."""
        if platform != "darwin":
            return None
        import ctypes.util  # here, not at the top: it imports subprocess, which only macOS needs for this

        try:
            objc = ctypes.CDLL(ctypes.util.find_library("objc") or OBJC_LIBRARY)
            ctypes.CDLL(APPKIT_LIBRARY)  # NSWorkspace's class lives there (Qt's cocoa plugin has loaded it too)
            return cls(objc)
        except (AttributeError, OSError) as error:
            log.debug("NSWorkspace not reached: %r", error)
            return None

    def _selector(self, name: str) -> int:
        return self._objc.sel_registerName(name.encode("ascii"))

    def ask(self, name: str) -> bool | None:
        """The BOOL property ``name`` of the shared workspace; None if it does not answer to it."""
        selector = self._selector(name)
        if not self._send_bool_sel(self._workspace, self._selector("respondsToSelector:"), selector):
            return None
        return bool(self._send_bool(self._workspace, selector))


class MacSource(_PolledSource):
    """NSWorkspace's "Increase contrast" and "Reduce motion" (System Settings > Accessibility > Display).
    ``workspace``: anything with ``ask(property) -> bool | None`` (tests)."""

    label = "macOS"

    def __init__(self, parent: QObject | None = None, workspace: Any = None, poll_ms: int = POLL_MS) -> None:
        super().__init__(parent, poll_ms)
        self._workspace = workspace if workspace is not None else Workspace.load()
        if self._workspace is None:
            self._does_not_know("NSWorkspace is not there")
            return
        self._start()

    def _read(self) -> tuple[bool | None, bool | None]:
        return self._safely(INCREASE_CONTRAST), self._safely(REDUCE_MOTION_SELECTOR)

    def _safely(self, name: str) -> bool | None:
        try:
            value = self._workspace.ask(name)
        except (OSError, ctypes.ArgumentError, TypeError, ValueError) as error:
            self._does_not_know("%s raised %r", name, error, key=name)
            return None
        if value is None:
            self._does_not_know("NSWorkspace does not answer %s", name, key=name)
        return value
