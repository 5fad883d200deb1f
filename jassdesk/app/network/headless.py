"""``jassdesk --host``: a table hosted without a window, for a small home server or a terminal.

The same :class:`~.host.Host` as the window's, on a ``QCoreApplication`` (no display needed).  It prints the
table code and the addresses to connect to, logs the Partie (who joins and leaves, each hand's result) on the
standard error, announces the table on the local network (:mod:`.beacon`), keeps its autosave after every
action, and ends on Ctrl+C or SIGTERM with exit status 0, the autosave on disk; ``--resume`` goes on from it,
and the friends come back to their seats with their tokens.  When a Partie is over the table stays open and
deals the next one once every person at it has asked (Next Partie in his window).

    jassdesk --host --game schieber --seats person,medium,person,medium --port 47834 --code ABC123
    jassdesk --host --resume ~/.local/share/JassDesk/hosted/table-ABC123.jass
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from jassdesk.ai.levels import DEFAULT_LEVEL, level_names
from jassdesk.engine.games import GAMES, default_rules
from jassdesk.engine.rules import Game
from jassdesk.storage.errors import StorageError
from jassdesk.storage.paths import StoragePaths

from ..terminate import quit_on_terminate
from .address import addresses
from .beacon import Beacon
from .codes import new_table_code
from .config import DROP_GRACE_MS, PACE_MS, REJOIN_GRACE_MS, HostConfig
from .host import Host, resumed_config
from .host_save import HostedTable, load_hosted_table
from .ports import BEACON_PORT, TABLE_PORT
from .seating import PERSON

log = logging.getLogger("jassdesk.host")

PROG = "jassdesk --host"


def build_parser() -> argparse.ArgumentParser:
    games = [g.value for g in GAMES]
    seats = [PERSON, *level_names()]
    parser = argparse.ArgumentParser(
        prog=PROG, description="Host a table of Jass on the local network, without a window.",
        epilog=f"A firewall on this machine must let in the table's TCP port ({TABLE_PORT} unless --port) from the "
               f"local network; the players' machines must let in UDP broadcasts to port {BEACON_PORT} to find the "
               "table by its beacon (or they type its address).  With --resume the game, seats, names, code, seed, "
               "pace and drop level come from the file.")
    parser.add_argument("--host", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--game", choices=games, default=games[0], help=f"the game (default {games[0]})")
    parser.add_argument("--seats", default=None, metavar="WHO,WHO,...",
                        help=f"who plays each seat, in order: {', '.join(seats)} (default: a person at every seat)")
    parser.add_argument("--names", default=None, metavar="NAME,NAME,...",
                        help="the seats' names, in order (a person's own name replaces his seat's when he joins)")
    parser.add_argument("--port", type=int, default=TABLE_PORT, help=f"the TCP port (default {TABLE_PORT}; 0: any)")
    parser.add_argument("--address", default=None, help="listen on this address only (default: every interface)")
    parser.add_argument("--code", default=None, help="the table code (default: six random characters)")
    parser.add_argument("--name", default="", help="the table's name in the beacon")
    parser.add_argument("--seed", type=int, default=None, help="the deal's seed (default: random)")
    parser.add_argument("--pace", type=int, default=PACE_MS, metavar="MS",
                        help=f"the AI's pace, milliseconds after an action (default {PACE_MS})")
    parser.add_argument("--drop-level", choices=level_names(), default=DEFAULT_LEVEL,
                        help=f"the AI level that plays for a person away (default {DEFAULT_LEVEL})")
    parser.add_argument("--drop-grace", type=int, default=DROP_GRACE_MS, metavar="MS",
                        help=f"how long a dropped person's seat waits before the AI plays it (default {DROP_GRACE_MS})")
    parser.add_argument("--rejoin-grace", type=int, default=REJOIN_GRACE_MS, metavar="MS",
                        help="after --resume, how long the people's seats wait for them to rejoin "
                             f"(default {REJOIN_GRACE_MS})")
    parser.add_argument("--autosave", type=Path, default=None, metavar="PATH",
                        help="the autosave file (default: the data folder's hosted/table-CODE.jass; with --resume "
                             "the file resumed)")
    parser.add_argument("--resume", type=Path, default=None, metavar="PATH",
                        help="go on with the Partie of this autosave (its game, seats, code and tokens)")
    parser.add_argument("--beacon-port", type=int, default=BEACON_PORT, help=f"the beacon's UDP port "
                                                                             f"(default {BEACON_PORT})")
    parser.add_argument("--no-beacon", action="store_true", help="do not announce the table on the network")
    parser.add_argument("--lang", default="en", choices=["de", "en", "fr", "it"],
                        help="the language of the refusals' sentences sent to the clients (default en)")
    parser.add_argument("--verbose", action="store_true", help="log every connection")
    return parser


def config_from(args: argparse.Namespace) -> tuple[HostConfig, HostedTable | None]:
    """The host's config from the command line, and the autosave to go on from (ValueError, StorageError with
    a sentence)."""
    manners = dict(pace_ms=args.pace, drop_level=args.drop_level, drop_grace_ms=args.drop_grace,
                   rejoin_grace_ms=args.rejoin_grace, language=args.lang, table_name=args.name)
    if args.resume is not None:
        check_ports(args)
        table = load_hosted_table(args.resume)
        if table.over:
            raise ValueError(f"the Partie in {args.resume} is over: there is nothing to go on with")
        base = HostConfig(table.saved.record.rules, (), autosave=args.autosave or args.resume, **manners)
        config = resumed_config(table, base)
        return (replace(config, table_name=args.name) if args.name else config), table
    check_ports(args)
    rules = default_rules(Game(args.game))
    n = rules.n_players
    seats = tuple(s.strip() for s in args.seats.split(",")) if args.seats else (PERSON,) * n
    names = tuple(s.strip() for s in args.names.split(",")) if args.names else ()
    code = args.code or new_table_code()
    autosave = args.autosave or StoragePaths.default().data_dir / "hosted" / f"table-{code}.jass"
    return HostConfig(rules, seats, names, code, args.seed, autosave=autosave, **manners), None


def check_ports(args: argparse.Namespace) -> None:
    """ValueError with a sentence if a port of the command line is none (Qt would fail on it with a traceback)."""
    if not 0 <= args.port <= 65535:
        raise ValueError(f"the table's port is 0 (any free one) to 65535, not {args.port}")
    if not 1 <= args.beacon_port <= 65535:
        raise ValueError(f"the beacon's port is 1 to 65535, not {args.beacon_port}")


def autosave_problem(path: Path) -> str | None:
    """Why the autosave cannot be written at ``path`` (None if it can): a host without a window would otherwise
    play on and only log, after every action, that its Partie is not on disk."""
    folder = path.parent
    blocking = next((f for f in (folder, *folder.parents) if f.exists() and not f.is_dir()), None)
    if blocking is not None:
        return f"the autosave {path} cannot be written: {blocking} is a file, not a folder"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"the autosave {path} cannot be written: its folder cannot be made ({exc.strerror or exc})"
    if path.is_dir():
        return f"the autosave {path} is a folder"
    if not os.access(folder, os.W_OK | os.X_OK) or (path.exists() and not os.access(path, os.W_OK)):
        return f"the autosave {path} cannot be written (no permission)"
    return None


def main(argv: list[str]) -> int:
    """Host the table the command line describes until Ctrl+C or SIGTERM; the exit status."""
    args = build_parser().parse_args(argv)
    logging.basicConfig(stream=sys.stderr, level=logging.DEBUG if args.verbose else logging.INFO,
                        format="%(asctime)s %(levelname)s %(message)s")
    logging.getLogger("jassdesk").setLevel(logging.DEBUG if args.verbose else logging.INFO)
    try:
        config, resumed = config_from(args)
        problem = autosave_problem(config.autosave) if config.autosave is not None else None
        if problem:
            raise ValueError(problem)
    except (ValueError, StorageError) as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    app = QCoreApplication.instance() or QCoreApplication([sys.argv[0]])
    terminated = quit_on_terminate(app, lambda signum: log.info("signal %d: the table closes", signum))
    try:
        host = Host(config, resume=resumed)
        port = host.listen(args.port, args.address)
    except (ValueError, OSError) as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    beacon = None
    if not args.no_beacon:
        beacon = Beacon(host.announcement, port=args.beacon_port)
        beacon.start()
    host.joined.connect(lambda seat, name: log.info("%s sits at seat %d", name, seat))
    host.partieOver.connect(lambda winner: log.info("the next Partie is dealt once every person at the table asks "
                                                    "for it"))
    host.partieStarted.connect(lambda number: log.info("Partie %d is dealt", number))
    host.problem.connect(lambda message: log.error("the autosave failed: %s", message))
    print(f"JassDesk hosts a table of {host.rules.game.value}"
          + (" (going on from its autosave)" if resumed is not None else ""), flush=True)
    print(f"table code: {host.code}", flush=True)
    print(f"connect to: {', '.join(addresses(port, args.address))}", flush=True)
    print("seats: " + ", ".join(f"{s.name} ({s.kind.value}{', ' + s.level if s.level else ''})"
                                for s in host.seating), flush=True)
    print(f"autosave: {config.autosave}", flush=True)
    print("Ctrl+C ends the table; --resume with the autosave goes on with it.", flush=True)
    host.start()
    code = app.exec() if not terminated() else 0
    if beacon is not None:
        beacon.stop()
    host.close()
    print(f"the table {host.code} is closed; its Partie is in {config.autosave}", flush=True)
    return code


if __name__ == "__main__":  # python -m jassdesk.app.network.headless --game ...
    raise SystemExit(main(sys.argv[1:]))
