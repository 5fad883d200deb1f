"""The numbers a firewall and a network administrator need, in one place: the table's TCP port, the beacon's UDP
port, and how often the beacon speaks.

A host listens on :data:`TABLE_PORT` (TCP) unless told another port (``--port``; 0 lets the system choose), and
announces itself every :data:`BEACON_INTERVAL_MS` on :data:`BEACON_PORT` (UDP broadcast) for the tables a
:class:`~jassdesk.app.network.beacon.TableFinder` lists.  A firewall on the host must let the table's TCP port in
from the local network (the beacon only sends); one on a player's machine must let the beacon's UDP broadcasts in,
for the finder to hear them.  Nothing here goes beyond the local network (docs/network.md, "What a firewall must
allow").
"""

from __future__ import annotations

#: the host's listening port (TCP), by default: one above the beacon's, both outside IANA's well-known and the
#: registered ports that common LAN software uses
TABLE_PORT = 47834
#: the beacon's port (UDP broadcast): every host announces on it, every finder listens on it
BEACON_PORT = 47833
#: how often a host announces its table
BEACON_INTERVAL_MS = 2000
#: a table not heard for this long is dropped from the finder's list (five beacons missed)
FORGET_AFTER_MS = 10_000
