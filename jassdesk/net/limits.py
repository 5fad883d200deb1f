"""The limits of the wire format: the protocol's version, the size of a line, and every bound a field is checked
against.

A peer is a stranger: every number it sends is checked against a bound here before it is used, so that
nothing it says can make a receiver allocate, loop or wait without limit.  The bounds are those of the
largest Partie the New game dialog can make (a target up to 10,000 points, up to 100 hands, a match bonus
up to 500, Coiffeur factors 1 to 100), with room to spare; a table beyond them cannot be played over the
network (:func:`jassdesk.net.codec.check_rules_travel` says which option is out of bounds).

What was measured (``python3 benchmarks/wire_sizes.py --partien 20``, seed 34: random legal actions, 20 Partien
for each of eleven sets of rules, 220 Partien: Schieber to 1000, to 2500 with multipliers, to 2500 without
them (up to 30 hands), Simple Schieber with manual Stöck and Slalom, counterclockwise with manual Stöck;
Schmaus, with manual Stöck; Coiffeur with 8 rows, with 10 rows, pushing to the partner, Weis and manual
Stöck; Differenzler with hidden bids, with open bids, random trump and the exact bonus; every seat's line
after every action, 395,906 events lines), in bytes, a line's newline included:

============  ======================  ===================  =====================  ============  ===========
game          events line: median     events line: largest observation: largest   event: largest results (32)
============  ======================  ===================  =====================  ============  ===========
Schieber      709                     1,119                760                    93            1,761
Schmaus       863                     1,965                1,625                  93            667
Coiffeur      971                     1,447                1,056                  91            1,156
Differenzler  790                     2,323                2,089                  136           782
============  ======================  ===================  =====================  ============  ===========

(an observation and an event alone: their JSON without the envelope; results: the largest ``results``
message, up to 32 hands; a Partie of Schmaus, Coiffeur or Differenzler has fewer, so theirs hold all.)  The
largest events line is Differenzler's bid, whose observation lists all 158 legal bids; Schmaus's is a first
trick with Weis, each card offered once per Weis.  An ``act`` is at most 63 bytes, a ``welcome`` at most 993
(the 10-row Coiffeur's rules, four names of 32 two-byte characters, a 64-character token).

The worst case the engine can make is larger than anything seen: a Schmaus hand of nine cards in sequence
announces any of its 28 sub-sequences with any card, 261 legal actions, a line of 3,530 bytes.  So
:data:`MAX_LINE_BYTES` is 8 KiB: more than twice that worst case and three times the largest line seen,
and still the "few kB" a host may hold for each connection without a thought.  No message grows with the
length of a Partie: the hand results travel once, in ``results`` messages of at most
:data:`MAX_RESULTS_PER_MESSAGE` hands, never inside the observation (see :mod:`jassdesk.net.codec`).
"""

from __future__ import annotations

from jassdesk.engine.modes import HAND_TOTAL

#: the version spoken; a peer speaking another one is refused with a sentence saying both versions.  2: the
#: next Partie at the same table (a client's ``next``, a Partie's first ``events`` at decision 0 again) and
#: the AI level of a seat the AI plays (``seats``' ``level``)
PROTOCOL_VERSION = 2
#: an AI level's name as a seat names it ("medium"): small letters, at most this long
MAX_LEVEL = 16
#: the Partien one table may deal one after the other
MAX_PARTIEN = 10_000
#: the longest line, its newline included
MAX_LINE_BYTES = 8 * 1024
#: how deep ``[`` and ``{`` may nest in a line: the deepest real message (an observation's tricks, a Coiffeur
#: table's rows inside the rules) nests 5 levels
MAX_DEPTH = 6

# -- the table ---------------------------------------------------------------------------------------------

MAX_SEATS = 4
MAX_TARGET = 10_000
MAX_HANDS_OPTION = 100
MAX_MATCH_BONUS = 500
MAX_COIFFEUR_ROWS = 12
MAX_FACTOR = 100  # a Coiffeur row's factor; Schieber's multipliers are at most 4
#: the most hands a Partie can have: to 10,000 points, the leading side takes at least half of 157 a hand
MAX_HANDS = 256
#: any total a side can write (a 12-row Coiffeur at factor 100 stays under 2 million)
MAX_POINTS = 10_000_000
#: the most actions a Partie can have (a Partie of 256 hands needs fewer than 12,000)
MAX_DECISION = 1_000_000

# -- a hand ------------------------------------------------------------------------------------------------

MAX_BID = HAND_TOTAL  # 157
MAX_TRICKS = 18  # Schmaus
MAX_HAND_CARDS = 36
#: the draw for the first dealer, (seat, card) pairs; each round of four ties with chance 0.16, so 16 rounds
#: (64 pairs) are exceeded once in 10**12 Partien
MAX_DRAWS = 64
#: legal actions in one observation: Differenzler's 158 bids, a Schmaus hand with a nine-card sequence (each card
#: with each of 28 Weis: 261), a little more with manual Stöck
MAX_ACTIONS = 320
MAX_WEIS_CALLS = 32  # Weis announcements in one hand (Schmaus: one per card in the first ten tricks)
MAX_WEIS_PER_CALL = 9
MAX_ACTION_CODE = 64  # characters; "HA/W:H6+3,4xJ/S" is 15
MAX_PACKETS = 9

# -- the people --------------------------------------------------------------------------------------------

MAX_NAME = 32  # characters (the New game dialog allows 24)
TABLE_CODE_LENGTHS = range(4, 17)
TOKEN_LENGTHS = range(16, 65)
MAX_REASON = 500  # characters of a refusal's or an error's sentence
MAX_REFUSAL_CODE = 48
MAX_EVENTS = 64  # events in one message (one action makes at most about ten)
MAX_RESULTS_PER_MESSAGE = 32
