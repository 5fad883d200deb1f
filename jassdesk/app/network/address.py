"""A host's address as a person types it (``192.168.1.20``, ``jass.local:5000``, ``[fe80::1]:7000``), and the
addresses a host tells its friends to connect to (the window's bar and ``jassdesk --host`` both show them)."""

from __future__ import annotations

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

from .ports import TABLE_PORT


def split_address(text: str, default_port: int = TABLE_PORT) -> tuple[str, int] | None:
    """``host`` or ``host:port`` (``[v6]:port`` for IPv6) as (host, port); None if it is no address."""
    text = text.strip()
    if not text or any(c.isspace() for c in text):
        return None
    host, port = text, default_port
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            return None
        host, rest = text[1:end], text[end + 1:]
        if rest:
            if not rest.startswith(":") or not rest[1:].isdigit():
                return None
            port = int(rest[1:])
    elif text.count(":") == 1:
        host, _, number = text.partition(":")
        if not number.isdigit():
            return None
        port = int(number)
    if not host or not 1 <= port <= 65535:
        return None
    return host, port


def addresses(port: int, listening: str | None = None) -> list[str]:
    """Where the clients may connect: the address listened on if one was given, else every IPv4 address of this
    machine, the loopback last."""
    if listening and QHostAddress(listening) not in (QHostAddress(QHostAddress.SpecialAddress.AnyIPv4),
                                                     QHostAddress(QHostAddress.SpecialAddress.AnyIPv6)):
        host = QHostAddress(listening)
        return [f"[{host.toString()}]:{port}" if host.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv6Protocol
                else f"{host.toString()}:{port}"]
    out = []
    for address in QNetworkInterface.allAddresses():
        if address.protocol() == QAbstractSocket.NetworkLayerProtocol.IPv4Protocol and not address.isLoopback():
            out.append(f"{address.toString()}:{port}")
    return out + [f"127.0.0.1:{port}"]
