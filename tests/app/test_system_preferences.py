"""The system's preferences (#32): the first source that knows wins, ``changed`` only on a real change, and each
real source -- Qt, the desktop portal over a real (private) session bus, Windows and macOS through stand-ins for
their functions -- answers or says it does not know, without raising and without holding the window."""

from __future__ import annotations

import ctypes
import gc
import logging
import os
import shutil
import signal
import subprocess
import time
from itertools import count
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtDBus import QDBusConnection, QDBusMessage, QDBusVariant, QDBusVirtualObject

from jassdesk.app import system_preferences as sp
from jassdesk.app.system_preferences import (
    HCF_HIGHCONTRASTON,
    HIGHCONTRASTW,
    PORTAL_PATH,
    PORTAL_SERVICE,
    PORTAL_SETTINGS,
    SPI_ARGTYPES,
    SPI_GETCLIENTAREAANIMATION,
    SPI_GETHIGHCONTRAST,
    SPI_RESTYPE,
    MacSource,
    PortalSource,
    PreferenceSource,
    QtSource,
    SystemPreferences,
    WindowsSource,
    Workspace,
    platform_sources,
    session_bus_address_known,
    unwrap_variant,
)

APPEARANCE = "org.freedesktop.appearance"
GNOME_A11Y = "org.gnome.desktop.a11y.interface"
GNOME_INTERFACE = "org.gnome.desktop.interface"
#: how long a test waits for the bus (replies come in a few ms; the machine is shared)
BUS_WAIT_MS = 5000
#: what "without delay" means for a start with no bus: far under a frame, with room for a busy machine
NO_DELAY_S = 0.05


class FakeSource(PreferenceSource):
    """A source whose answers the test sets; :meth:`set` notifies like a real source, changed or not."""

    def __init__(self, label: str, high_contrast: bool | None = None, reduce_motion: bool | None = None) -> None:
        super().__init__()
        self.label = label
        self.answers_now: dict[str, Any] = {"high_contrast": high_contrast, "reduce_motion": reduce_motion}

    def high_contrast(self) -> bool | None:
        return self.answers_now["high_contrast"]

    def reduce_motion(self) -> bool | None:
        return self.answers_now["reduce_motion"]

    def set(self, **answers: Any) -> None:
        self.answers_now.update(answers)
        self.changed.emit()


class RaisingSource(PreferenceSource):
    label = "broken"

    def high_contrast(self) -> bool | None:
        raise RuntimeError("already deleted")

    def reduce_motion(self) -> bool | None:
        return 1  # type: ignore[return-value]  # not a bool: taken as not knowing


def emissions(prefs: SystemPreferences) -> list[int]:
    heard: list[int] = []
    prefs.changed.connect(lambda: heard.append(1))
    return heard


# --- the order and the signal -------------------------------------------------------------------------------------

def test_the_first_source_that_knows_wins_each_question(qapp):  # noqa: ANN001
    first = FakeSource("first", high_contrast=None, reduce_motion=True)
    second = FakeSource("second", high_contrast=True, reduce_motion=False)
    third = FakeSource("third", high_contrast=False, reduce_motion=None)
    prefs = SystemPreferences(sources=[first, second, third])
    assert prefs.high_contrast() is True and prefs.reduce_motion() is True
    assert prefs.describe() == "high contrast: yes (second), reduce motion: yes (first)"
    assert prefs.sources() == [first, second, third]


def test_when_no_source_knows_the_answer_is_no_and_says_so(qapp):  # noqa: ANN001
    prefs = SystemPreferences(sources=[FakeSource("a"), FakeSource("b")])
    assert (prefs.high_contrast(), prefs.reduce_motion()) == (False, False)
    assert prefs.describe() == "high contrast: no (no source knows), reduce motion: no (no source knows)"
    assert SystemPreferences(sources=[]).describe() == prefs.describe()


def test_a_false_answer_is_knowing_and_stops_the_search(qapp):  # noqa: ANN001
    prefs = SystemPreferences(sources=[FakeSource("Qt", high_contrast=False), FakeSource("portal", True, True)])
    assert prefs.describe() == "high contrast: no (Qt), reduce motion: yes (portal)"


def test_changed_is_emitted_once_on_a_real_change_and_never_on_a_non_change(qapp):  # noqa: ANN001
    first = FakeSource("first")
    second = FakeSource("second", high_contrast=False, reduce_motion=False)
    prefs = SystemPreferences(sources=[first, second])
    heard = emissions(prefs)

    second.set()  # a notification with nothing changed
    assert heard == []
    first.set(high_contrast=False)  # the source moves, the answer (no) stays
    assert heard == [] and prefs.describe().startswith("high contrast: no (first)")
    first.set(high_contrast=True)
    assert heard == [1] and prefs.high_contrast() is True
    second.set(high_contrast=False)  # a later source, while the first knows: no change
    assert heard == [1]
    first.set(high_contrast=None, reduce_motion=True)  # both answers change in one notification: one signal
    assert heard == [1, 1] and (prefs.high_contrast(), prefs.reduce_motion()) == (False, True)
    assert prefs.describe() == "high contrast: no (second), reduce motion: yes (first)"


def test_a_source_that_raises_or_answers_nonsense_does_not_know_and_is_logged_once(qapp, caplog):  # noqa: ANN001
    caplog.set_level(logging.DEBUG, logger=sp.__name__)
    fallback = FakeSource("fallback", high_contrast=True, reduce_motion=True)
    prefs = SystemPreferences(sources=[RaisingSource(), fallback])
    assert prefs.describe() == "high contrast: yes (fallback), reduce motion: yes (fallback)"
    fallback.set(high_contrast=False)
    fallback.set(high_contrast=True)
    broken = [r.getMessage() for r in caplog.records if r.getMessage().startswith("broken")]
    assert broken == ["broken high_contrast raised RuntimeError('already deleted'); taken as not knowing",
                      "broken reduce_motion answered 1; taken as not knowing"]


# --- Qt -----------------------------------------------------------------------------------------------------------

class FakeHints(QObject):
    """QAccessibilityHints as far as QtSource uses it."""

    contrastPreferenceChanged = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.contrast = Qt.ContrastPreference.NoPreference

    def contrastPreference(self) -> Qt.ContrastPreference:  # noqa: N802 - Qt's name
        return self.contrast

    def turn(self, contrast: Qt.ContrastPreference) -> None:
        self.contrast = contrast
        self.contrastPreferenceChanged.emit(contrast)


def test_qt_says_high_contrast_only_when_it_has_it_and_follows_its_signal(qapp):  # noqa: ANN001
    hints = FakeHints()
    source = QtSource(hints=hints)
    prefs = SystemPreferences(sources=[source, FakeSource("portal", high_contrast=False)])
    heard = emissions(prefs)
    assert source.high_contrast() is None  # NoPreference: the next source decides
    assert prefs.describe().startswith("high contrast: no (portal)")
    hints.turn(Qt.ContrastPreference.HighContrast)
    assert source.high_contrast() is True and prefs.high_contrast() is True and heard == [1]
    assert prefs.describe().startswith("high contrast: yes (Qt)")
    hints.turn(Qt.ContrastPreference.NoPreference)
    assert prefs.high_contrast() is False and heard == [1, 1]


def test_the_real_qt_source_reads_the_application_and_keeps_its_hints_alive(qapp, caplog):  # noqa: ANN001
    caplog.set_level(logging.DEBUG, logger=sp.__name__)
    source = QtSource()
    gc.collect()  # a styleHints() not kept would take accessibility()'s wrapper with it ("already deleted")
    assert source.high_contrast() is None  # offscreen, Qt's theme reads nothing: NoPreference
    assert not any("already deleted" in r.getMessage() for r in caplog.records)
    if not hasattr(Qt, "MotionPreference"):  # Qt 6.11: no motion hint; 6.12 has one
        assert source.reduce_motion() is None
        source.reduce_motion()
        assert [r.getMessage() for r in caplog.records].count(
            "Qt does not know: this Qt has no motion preference (Qt 6.12 has)") == 1


# --- the desktop portal on a real session bus ---------------------------------------------------------------------

class FakePortal(QDBusVirtualObject):
    """``org.freedesktop.portal.Settings`` at the portal's path: ReadOne (or, ``read_one=False``, only the older
    Read, whose value is a variant in a variant), NotFound for a key it lacks, or no answer at all
    (``answer=False``: a hung portal)."""

    def __init__(self, settings: dict[tuple[str, str], object], read_one: bool = True, answer: bool = True) -> None:
        super().__init__()
        self.settings = settings
        self.read_one = read_one
        self.answer = answer
        self.asked: list[tuple[str, ...]] = []

    def introspect(self, path: str) -> str:
        return ""

    def handleMessage(self, message: QDBusMessage, connection: QDBusConnection) -> bool:  # noqa: N802
        if message.interface() != PORTAL_SETTINGS or message.member() not in ("ReadOne", "Read"):
            return False
        self.asked.append((message.member(), *message.arguments()))
        if not self.answer:
            return True  # taken, never answered
        if message.member() == "ReadOne" and not self.read_one:
            connection.send(message.createErrorReply("org.freedesktop.DBus.Error.UnknownMethod", "no ReadOne"))
            return True
        namespace, key = message.arguments()
        if (namespace, key) not in self.settings:
            connection.send(message.createErrorReply("org.freedesktop.portal.Error.NotFound", "no such key"))
            return True
        value = QDBusVariant(self.settings[(namespace, key)])
        if message.member() == "Read":
            outer = QDBusVariant()
            outer.setVariant(value)  # setVariant nests (the constructor would flatten it)
            value = outer
        reply = message.createReply()
        reply.setArguments([value])  # createReply(list) would send one array argument
        connection.send(reply)
        return True


class Bus:
    """A private session bus (``dbus-daemon --fork``), ended by its PID; its connections by their names."""

    names = count()

    def __init__(self) -> None:
        daemon = shutil.which("dbus-daemon")
        if daemon is None:
            pytest.skip("dbus-daemon is not installed, so the portal cannot be tested on a real bus")
        try:
            done = subprocess.run([daemon, "--session", "--fork", "--print-address=1", "--print-pid=1"],
                                  capture_output=True, text=True, timeout=10, check=False)
        except (OSError, subprocess.TimeoutExpired) as error:
            pytest.skip(f"the D-Bus session bus did not start: {error!r}")
        lines = done.stdout.split()
        if done.returncode != 0 or len(lines) < 2 or not lines[1].isdigit():
            pytest.skip(f"the D-Bus session bus did not start: {done.stderr.strip()[-300:]}")
        self.address, self.pid = lines[0], int(lines[1])
        self.connections: list[str] = []
        self.portals: list[FakePortal] = []  # kept: a virtual object collected is a path unregistered
        self.services: list[QDBusConnection] = []

    def connect(self) -> QDBusConnection:
        name = f"jassdesk-test-{os.getpid()}-{next(self.names)}"
        self.connections.append(name)
        connection = QDBusConnection.connectToBus(self.address, name)
        assert connection.isConnected(), connection.lastError().message()
        return connection

    def serve(self, portal: FakePortal) -> QDBusConnection:
        service = self.connect()
        self.portals.append(portal)
        assert service.registerVirtualObject(PORTAL_PATH, portal)
        assert service.registerService(PORTAL_SERVICE)
        self.services.append(service)
        return service

    def close(self) -> None:
        """Unregister the fakes while they are alive, then close the connections, then end the daemon: a
        virtual object freed while its connection still holds it crashes Qt's D-Bus thread."""
        for service in self.services:
            service.unregisterService(PORTAL_SERVICE)
            service.unregisterObject(PORTAL_PATH)
        self.services.clear()
        for name in self.connections:
            QDBusConnection.disconnectFromBus(name)
        self.portals.clear()
        try:
            os.kill(self.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass


@pytest.fixture
def bus(qapp):  # noqa: ANN001, ANN201
    session = Bus()
    yield session
    session.close()


def setting_changed(service: QDBusConnection, namespace: str, key: str, value: object) -> None:
    message = QDBusMessage.createSignal(PORTAL_PATH, PORTAL_SETTINGS, "SettingChanged")
    message.setArguments([namespace, key, QDBusVariant(value)])
    assert service.send(message)


def answered(qtbot, source: PortalSource) -> None:  # noqa: ANN001
    qtbot.waitUntil(lambda: source.pending() == 0, timeout=BUS_WAIT_MS)


def test_the_portal_is_read_with_readone_and_gnome_keys_fill_what_it_lacks(qtbot, bus):  # noqa: ANN001
    portal = FakePortal({(APPEARANCE, "contrast"): 1, (GNOME_INTERFACE, "enable-animations"): False})
    bus.serve(portal)
    started = time.perf_counter()
    source = PortalSource(connection=bus.connect())
    prefs = SystemPreferences(sources=[source])
    assert time.perf_counter() - started < NO_DELAY_S  # the calls are sent, not waited for
    assert prefs.describe() == "high contrast: no (no source knows), reduce motion: no (no source knows)"
    heard = emissions(prefs)
    answered(qtbot, source)
    assert (source.high_contrast(), source.reduce_motion()) == (True, True)
    assert prefs.describe() == "high contrast: yes (desktop portal), reduce motion: yes (desktop portal)"
    assert len(heard) in (1, 2)  # each answer as its reply arrives (both may come in one turn of the loop)
    assert sorted(portal.asked) == sorted(("ReadOne", k.namespace, k.key) for k in sp.PORTAL_KEYS)


def test_the_portals_own_keys_come_before_gnomes(qtbot, bus):  # noqa: ANN001
    bus.serve(FakePortal({(APPEARANCE, "contrast"): 0, (APPEARANCE, "reduced-motion"): 0,
                          (GNOME_A11Y, "high-contrast"): True, (GNOME_INTERFACE, "enable-animations"): False}))
    source = PortalSource(connection=bus.connect())
    answered(qtbot, source)
    # the portal's own keys come first: their "no preference" is an answer, and GNOME's keys behind it do not count
    assert (source.high_contrast(), source.reduce_motion()) == (False, False)


def test_setting_changed_is_followed_and_only_a_change_is_signalled(qtbot, bus):  # noqa: ANN001
    service = bus.serve(FakePortal({(APPEARANCE, "contrast"): 0, (APPEARANCE, "reduced-motion"): 0}))
    source = PortalSource(connection=bus.connect())
    answered(qtbot, source)
    prefs = SystemPreferences(sources=[source])
    heard = emissions(prefs)
    setting_changed(service, APPEARANCE, "contrast", 1)
    qtbot.waitUntil(lambda: prefs.high_contrast(), timeout=BUS_WAIT_MS)
    assert heard == [1]
    setting_changed(service, APPEARANCE, "contrast", 1)  # the same again
    setting_changed(service, APPEARANCE, "color-scheme", 1)  # a key not asked for
    setting_changed(service, APPEARANCE, "reduced-motion", 1)  # then a real change: signals come in order
    qtbot.waitUntil(lambda: prefs.reduce_motion(), timeout=BUS_WAIT_MS)
    assert heard == [1, 1]
    assert prefs.describe() == "high contrast: yes (desktop portal), reduce motion: yes (desktop portal)"


def test_setting_changed_from_another_sender_than_the_portal_is_not_heard(qtbot, bus):  # noqa: ANN001
    gdbus = shutil.which("gdbus")
    if gdbus is None:
        pytest.skip("gdbus is not installed, so no other program can send on the bus")
    service = bus.serve(FakePortal({(APPEARANCE, "contrast"): 0}))
    source = PortalSource(connection=bus.connect())
    answered(qtbot, source)
    # --session, not --address: with an address gdbus never says Hello, and its signal comes from no one
    sent = subprocess.run([gdbus, "emit", "--session", "--object-path", PORTAL_PATH, "--signal",
                           f"{PORTAL_SETTINGS}.SettingChanged", f"'{APPEARANCE}'", "'contrast'", "<uint32 1>"],
                          env={**os.environ, "DBUS_SESSION_BUS_ADDRESS": bus.address},
                          capture_output=True, text=True, timeout=10, check=False)
    assert sent.returncode == 0, sent.stderr
    setting_changed(service, APPEARANCE, "reduced-motion", 1)  # the portal's own signal, sent after the other
    qtbot.waitUntil(lambda: source.reduce_motion() is True, timeout=BUS_WAIT_MS)
    qtbot.wait(200)  # the two senders' signals need not arrive in order: time for the stranger's to come
    assert source.high_contrast() is False  # the stranger's "contrast 1" was not taken


def test_an_older_portal_without_readone_is_asked_with_read(qtbot, bus):  # noqa: ANN001
    portal = FakePortal({(APPEARANCE, "reduced-motion"): 1}, read_one=False)
    bus.serve(portal)
    source = PortalSource(connection=bus.connect())
    answered(qtbot, source)
    assert (source.high_contrast(), source.reduce_motion()) == (None, True)
    assert ("Read", APPEARANCE, "reduced-motion") in portal.asked


def test_a_hung_portal_neither_holds_the_window_nor_answers(qtbot, bus, caplog):  # noqa: ANN001
    caplog.set_level(logging.DEBUG, logger=sp.__name__)
    portal = FakePortal({(APPEARANCE, "contrast"): 1}, answer=False)
    bus.serve(portal)
    started = time.perf_counter()
    source = PortalSource(connection=bus.connect(), timeout_ms=1000)
    assert time.perf_counter() - started < NO_DELAY_S
    qtbot.waitUntil(lambda: len(portal.asked) == len(sp.PORTAL_KEYS), timeout=BUS_WAIT_MS)
    assert source.pending() == len(sp.PORTAL_KEYS) and source.high_contrast() is None
    answered(qtbot, source)  # each call gives up after its timeout
    assert (source.high_contrast(), source.reduce_motion()) == (None, None)
    no_reply = [r for r in caplog.records if "org.freedesktop.DBus.Error.NoReply" in r.getMessage()]
    assert len(no_reply) == 1  # four calls timed out, said once


def test_a_bus_without_a_portal_does_not_know(qtbot, bus):  # noqa: ANN001
    source = PortalSource(connection=bus.connect())
    answered(qtbot, source)
    assert (source.high_contrast(), source.reduce_motion()) == (None, None)


def test_with_no_bus_at_all_the_portal_does_not_know_at_once(qapp, monkeypatch, tmp_path):  # noqa: ANN001
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))  # no bus socket there
    assert not session_bus_address_known()
    started = time.perf_counter()
    source = PortalSource()
    prefs = SystemPreferences(sources=[source])
    assert time.perf_counter() - started < NO_DELAY_S
    assert (source.high_contrast(), source.reduce_motion(), source.pending()) == (None, None, 0)
    assert prefs.describe() == "high contrast: no (no source knows), reduce motion: no (no source knows)"
    # an address whose bus is gone: not connected, at once
    started = time.perf_counter()
    gone = QDBusConnection.connectToBus(f"unix:path={tmp_path / 'gone'}", "jassdesk-test-gone")
    source = PortalSource(connection=gone)
    assert time.perf_counter() - started < NO_DELAY_S
    assert (source.high_contrast(), source.pending()) == (None, 0)
    QDBusConnection.disconnectFromBus("jassdesk-test-gone")


def test_the_session_bus_is_found_by_its_address_or_its_socket(tmp_path):  # noqa: ANN001
    assert session_bus_address_known({"DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1000/bus"})
    assert not session_bus_address_known({"DBUS_SESSION_BUS_ADDRESS": ""})
    assert not session_bus_address_known({"XDG_RUNTIME_DIR": str(tmp_path)})
    (tmp_path / "bus").write_text("")  # a file, not a socket
    assert not session_bus_address_known({"XDG_RUNTIME_DIR": str(tmp_path)})


def test_the_real_sources_start_within_a_few_milliseconds_with_no_portal(qapp, monkeypatch, tmp_path):  # noqa: ANN001
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    started = time.perf_counter()
    prefs = SystemPreferences()
    assert time.perf_counter() - started < NO_DELAY_S
    assert [s.label for s in prefs.sources()] == ["Qt", "desktop portal"]
    assert prefs.describe() == "high contrast: no (no source knows), reduce motion: no (no source knows)"


def test_portal_values_read_only_as_the_portal_writes_them():
    assert [sp._one_means_yes(v) for v in (0, 1, 2, True, "1", None)] == [False, True, None, None, None, None]
    assert [sp._false_means_yes(v) for v in (False, True, 0)] == [True, False, None]
    nested = QDBusVariant()
    nested.setVariant(QDBusVariant(1))
    assert unwrap_variant(nested) == 1 and unwrap_variant(QDBusVariant(False)) is False and unwrap_variant(7) == 7


# --- Windows ------------------------------------------------------------------------------------------------------

def test_highcontrastw_has_the_layout_of_winuser_h():
    pointer = ctypes.sizeof(ctypes.c_void_p)
    assert (HIGHCONTRASTW.cbSize.offset, HIGHCONTRASTW.dwFlags.offset) == (0, 4)
    assert HIGHCONTRASTW.lpszDefaultScheme.offset == 8  # the pointer is aligned at 8 on 64 bits, at 4+4 on 32
    assert ctypes.sizeof(HIGHCONTRASTW) == 8 + pointer  # 16 on 64-bit Windows, 12 on 32-bit


class FakeWindows:
    """SystemParametersInfoW as a real C function with its prototype (a ctypes callback), so the call goes
    through the same marshalling as on Windows: the struct's address arrives as a void pointer."""

    def __init__(self, flags: int = 0, animate: int = 1, works: bool = True) -> None:
        self.flags, self.animate, self.works = flags, animate, works
        self.calls: list[tuple[int, int]] = []
        self.function = ctypes.CFUNCTYPE(SPI_RESTYPE, *SPI_ARGTYPES)(self._answer)

    def _answer(self, action: int, param: int, pointer: int | None, winini: int) -> int:
        self.calls.append((action, param))
        if not self.works or pointer is None or winini != 0:
            return 0
        if action == SPI_GETHIGHCONTRAST:
            info = HIGHCONTRASTW.from_address(pointer)
            if param != ctypes.sizeof(HIGHCONTRASTW) or info.cbSize != ctypes.sizeof(HIGHCONTRASTW):
                return 0  # as Windows does when cbSize is wrong
            info.dwFlags = self.flags
            return 1
        if action == SPI_GETCLIENTAREAANIMATION:
            ctypes.c_int.from_address(pointer).value = self.animate
            return 1
        return 0


def test_windows_high_contrast_is_its_flag_and_reduce_motion_is_animation_off(qapp):  # noqa: ANN001
    windows = FakeWindows(flags=HCF_HIGHCONTRASTON | 0x2 | 0x4, animate=0)  # on, with "available" and hotkey
    source = WindowsSource(spi=windows.function)
    assert (source.high_contrast(), source.reduce_motion()) == (True, True)
    assert windows.calls == [(SPI_GETHIGHCONTRAST, ctypes.sizeof(HIGHCONTRASTW)), (SPI_GETCLIENTAREAANIMATION, 0)]
    windows.flags, windows.animate = 0x2 | 0x4, 1  # available but off; animations on
    source.poll()
    assert (source.high_contrast(), source.reduce_motion()) == (False, False)


def test_windows_polls_and_signals_only_a_change(qapp):  # noqa: ANN001
    windows = FakeWindows()
    source = WindowsSource(spi=windows.function, poll_ms=60_000)
    prefs = SystemPreferences(sources=[source])
    heard = emissions(prefs)
    assert prefs.describe() == "high contrast: no (Windows), reduce motion: no (Windows)"
    source.poll()
    assert heard == []
    windows.flags = HCF_HIGHCONTRASTON
    source.poll()
    source.poll()
    assert heard == [1] and prefs.describe() == "high contrast: yes (Windows), reduce motion: no (Windows)"


def test_windows_calls_that_fail_do_not_know(qapp, caplog):  # noqa: ANN001
    caplog.set_level(logging.DEBUG, logger=sp.__name__)
    source = WindowsSource(spi=FakeWindows(works=False).function)
    source.poll()
    assert (source.high_contrast(), source.reduce_motion()) == (None, None)
    said = [r.getMessage() for r in caplog.records if r.getMessage().startswith("Windows does not know")]
    assert len(said) == 2  # one per call, not one per poll

    def raising(*_args: object) -> int:
        raise OSError("access violation")

    source = WindowsSource(spi=raising)
    assert (source.high_contrast(), source.reduce_motion()) == (None, None)


def test_off_windows_there_is_no_system_parameters_info(qapp):  # noqa: ANN001
    assert sp.windows_system_parameters_info("linux") is None
    source = WindowsSource()
    assert (source.high_contrast(), source.reduce_motion()) == (None, None)


# --- macOS --------------------------------------------------------------------------------------------------------

class FakeWorkspace:
    def __init__(self, **properties: bool | None) -> None:
        self.properties = properties
        self.broken = False

    def ask(self, name: str) -> bool | None:
        if self.broken:
            raise ctypes.ArgumentError("a message sent with the wrong prototype")
        return self.properties.get(name)


def test_macos_reads_increase_contrast_and_reduce_motion(qapp):  # noqa: ANN001
    workspace = FakeWorkspace(accessibilityDisplayShouldIncreaseContrast=True,
                              accessibilityDisplayShouldReduceMotion=False)
    source = MacSource(workspace=workspace, poll_ms=60_000)
    prefs = SystemPreferences(sources=[source])
    heard = emissions(prefs)
    assert prefs.describe() == "high contrast: yes (macOS), reduce motion: no (macOS)"
    workspace.properties["accessibilityDisplayShouldReduceMotion"] = True
    source.poll()
    assert heard == [1] and prefs.reduce_motion() is True
    workspace.properties.clear()  # a macOS that does not answer to the selectors
    source.poll()
    assert (source.high_contrast(), source.reduce_motion()) == (None, None)
    workspace.properties["accessibilityDisplayShouldReduceMotion"] = True
    workspace.broken = True
    source.poll()
    assert (source.high_contrast(), source.reduce_motion()) == (None, None)


def test_off_macos_there_is_no_workspace(qapp):  # noqa: ANN001
    assert Workspace.load("linux") is None
    source = MacSource()
    assert (source.high_contrast(), source.reduce_motion()) == (None, None)


class FakeObjC:
    """The Objective-C runtime's three functions as real C functions (ctypes callbacks), so that Workspace's
    prototypes, the cast of objc_msgSend to an address and the selectors go through the same calls as on macOS.
    ``objc_msgSend`` takes three arguments; sent with two, the third register is unread garbage."""

    CLASS, WORKSPACE = 0x1000, 0x2000

    def __init__(self, has_workspace: bool = True, **properties: bool) -> None:
        self.has_workspace = has_workspace
        self.properties = properties
        self.numbers: dict[str, int] = {}
        self.objc_getClass = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_char_p)(self._class)
        self.sel_registerName = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_char_p)(self._selector)
        self.objc_msgSend = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p,
                                             ctypes.c_void_p)(self._send)

    def _class(self, name: bytes) -> int:
        return self.CLASS if name == b"NSWorkspace" and self.has_workspace else 0

    def _selector(self, name: bytes) -> int:
        return self.numbers.setdefault(name.decode(), 0x100 + len(self.numbers))

    def _name(self, selector: int | None) -> str | None:
        return next((name for name, number in self.numbers.items() if number == selector), None)

    def _send(self, receiver: int | None, selector: int | None, argument: int | None) -> int:
        name = self._name(selector)
        if receiver == self.CLASS and name == "sharedWorkspace":
            return self.WORKSPACE
        if receiver != self.WORKSPACE:
            return 0
        if name == "respondsToSelector:":
            return int(self._name(argument) in self.properties)
        return int(bool(self.properties.get(name or "")))


def test_the_workspace_sends_its_messages_through_the_objective_c_runtime():
    runtime = FakeObjC(accessibilityDisplayShouldIncreaseContrast=False, accessibilityDisplayShouldReduceMotion=True)
    workspace = Workspace(runtime)
    assert workspace.ask(sp.INCREASE_CONTRAST) is False
    assert workspace.ask(sp.REDUCE_MOTION_SELECTOR) is True
    assert workspace.ask("accessibilityDisplayShouldDifferentiateWithoutColor") is None  # not answered to
    with pytest.raises(OSError):  # no AppKit loaded: Workspace.load says so and returns None
        Workspace(FakeObjC(has_workspace=False))


# --- every platform ---------------------------------------------------------------------------------------------------

def test_each_platform_gets_qt_and_its_own_source_and_none_raises(qapp, monkeypatch, tmp_path):  # noqa: ANN001
    monkeypatch.delenv("DBUS_SESSION_BUS_ADDRESS", raising=False)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    for platform, own in (("linux", "desktop portal"), ("freebsd14", "desktop portal"), ("win32", "Windows"),
                          ("darwin", "macOS")):
        sources = platform_sources(platform=platform)
        assert [s.label for s in sources] == ["Qt", own]
        assert all(s.answers() == (None, None) for s in sources)  # here: offscreen, no bus, not that system
