"""The Jass engine: the single authority on the rules, pure Python.

A Partie is a state you ``apply`` actions to and ``undo`` them from, in the
spirit of python-chess and OpenSpiel.  Every game is a
:class:`~jassdesk.engine.state.GameState` subclass in its own module
(:mod:`~jassdesk.engine.schieber`, :mod:`~jassdesk.engine.schmaus`,
:mod:`~jassdesk.engine.differenzler`,
:mod:`~jassdesk.engine.coiffeur`), listed in
:mod:`~jassdesk.engine.games`:

>>> from jassdesk.engine import Decision, Play, Rules, new_state
>>> state = new_state(Rules.schieber_swiss(), seed=7, start_dealer=0)
>>> state.decision, state.current_player        # what is asked, and of whom
(<Decision.CUT: 'cut'>, 1)
>>> events = state.apply(state.legal_actions()[0])
>>> [type(e).__name__ for e in events]
['PackCut', 'CardsDealt']
>>> state.apply(state.legal_actions()[0])[0]    # the Vorhand chooses a mode
ModeChosen(seat=1, mode=<Mode.TRUMP_ROSEN: 0>, multiplier=1)
>>> state.why(Play(35)).message("en")           # None if legal, else the reason
'You do not hold Schellen As.'
>>> obs = state.observation(1)                   # only what seat 1 may know
>>> obs.decision is Decision.PLAY and bin(obs.hand).count("1")
9
>>> state.undo()
ChooseMode(mode=<Mode.TRUMP_ROSEN: 0>)
"""

from .actions import Action, Decision, Play
from .events import Event
from .games import new_state, state_class
from .observe import Observation
from .refusal import IllegalAction, Refusal
from .rules import Game, Rules
from .state import GameState

__all__ = ["Action", "Decision", "Event", "Game", "GameState", "IllegalAction", "Observation", "Play", "Refusal",
           "Rules", "new_state", "state_class"]
