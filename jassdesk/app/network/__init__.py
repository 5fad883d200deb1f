"""Playing over the local network (issue #34): the host, its beacon, the client, and the host without a window.

Built on the wire format (:mod:`jassdesk.net`) with Qt's network module (no widgets):

* :mod:`.host`: :class:`~.host.Host`, a table served over TCP (``QTcpServer``): the engine, the seats, the AI,
  the autosave; :mod:`.connection` the guards on one client's connection; :mod:`.seating` who sits where and
  what happens to a person's seat while he is away; :mod:`.ai_seats` the AI off the event loop;
  :mod:`.host_save` the autosave a host goes on from; :mod:`.config` what a host is started with;
  :mod:`.codes` the table code and the reconnect tokens.
* :mod:`.beacon`: :class:`~.beacon.Beacon` (the host's UDP broadcast) and :class:`~.beacon.TableFinder`.
* :mod:`.client`: :class:`~.client.Client` (``QTcpSocket``, everything by signals) and
  :class:`~.client.BotClient`.
* :mod:`.headless`: ``jassdesk --host``, the same host from the command line.
* :mod:`.ports`: the port numbers and the beacon's timing, in one place; :mod:`.loop_watch` measures the event
  loop's gaps.

The protocol and what a firewall must allow: docs/network.md.
"""
