"""One name and one number for a deal: the score sheet shows the deal code of the hand on the table, the one
its summary shows and New game takes; no seed, no "deal no." anywhere a person looks."""

from __future__ import annotations

import random

from ui.helpers import TIMEOUT, decide, person_decision, play_hand, wait_for_person_or_summary
from jassdesk.app.game_config import PERSON, GameConfig
from jassdesk.engine.actions import Decision
from jassdesk.engine.deal_code import decode
from jassdesk.engine.games import new_state
from jassdesk.engine.record import GameRecord
from jassdesk.engine.rules import Rules
from jassdesk.ui.new_game import NewGameDialog

SEED = 561015813
NAMES = ("Me", "Left", "Partner", "Right")
LEVELS = (None, "random", "random", "random")


def info(window) -> str:  # noqa: ANN001
    return window.sheet.info.text()


def test_the_sheet_shows_the_deal_code_its_summary_shows(qtbot, window):  # noqa: ANN001
    window.start(GameConfig(Rules.schieber_swiss(), SEED, NAMES, LEVELS, start_dealer=3))  # the person cuts
    wait_for_person_or_summary(qtbot, window)
    assert person_decision(window) is Decision.CUT
    assert window.sheet.deal_code() == "" and "Deal code" not in info(window)  # not dealt yet: no code
    assert str(SEED) not in info(window) and "deal no" not in info(window)
    decide(qtbot, window)  # the cut: the cards are dealt
    qtbot.waitUntil(lambda: window.sheet.deal_code() != "", timeout=TIMEOUT)
    code = window.sheet.deal_code()
    assert code == window.controller.deal_code(0) and f"Deal code: {code}" in info(window)
    play_hand(qtbot, window)
    panel = window.scene.overlay
    assert panel.deal_code == code and code in panel.footer  # the summary's code is the sheet's
    assert f"Deal code: {code}" in info(window) and str(SEED) not in info(window)
    # the next hand: its own code once it is dealt
    window.scene.continue_hand()
    qtbot.waitUntil(lambda: window.sheet.deal_code() not in ("", code), timeout=TIMEOUT)
    assert window.sheet.deal_code() == window.controller.deal_code(1)
    assert f"Deal code: {window.sheet.deal_code()}" in info(window)
    # the code typed into New game deals that hand again, and the sheet names it by the same code
    later = window.sheet.deal_code()
    dlg = NewGameDialog(window.settings, window.provider, None, window)
    qtbot.addWidget(dlg)
    dlg.deal_code.setText(later)
    dlg._accept()
    assert dlg.config is not None and dlg.config.start_deal == decode(later).deal
    window.start(dlg.config)
    qtbot.waitUntil(lambda: window.sheet.deal_code() == later, timeout=TIMEOUT)
    assert f"Deal code: {later}" in info(window)


def _partie_in_hand(rules: Rules, seed: int, hands: int):  # noqa: ANN202
    """The engine, played at random to the person's card in hand ``hands`` (0-based)."""
    state = new_state(rules, seed, start_dealer=rules.n_players - 1)
    rng = random.Random(seed)
    while not (len(state.results) >= hands and state.decision is Decision.PLAY and state.current_player == PERSON):
        state.apply(rng.choice(state.legal_actions()))
    return state


def test_a_resumed_partie_shows_the_code_of_its_hand_in_progress(qtbot, window):  # noqa: ANN001
    for rules in (Rules.schieber_swiss(), Rules.differenzler(), Rules.schmaus()):
        state = _partie_in_hand(rules, 21, 2)
        n = rules.n_players
        window.controller.resume(GameConfig(rules, 21, NAMES[:n], LEVELS[:n]), GameRecord.of(state))
        qtbot.waitUntil(lambda: window.controller.caught_up, timeout=TIMEOUT)
        assert state.hand_no == 2
        code = window.controller.deal_code(state.hand_no)
        assert code and window.sheet.deal_code() == code and f"Deal code: {code}" in info(window)
        assert "deal no" not in info(window)
