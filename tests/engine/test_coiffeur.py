"""The Coiffeur state machine on hand-built positions (RULES section 9)."""

import pytest
from deals import cards

from jassdesk.engine.actions import Action, ChooseMode, ChooseRow, Decision, Push
from jassdesk.engine.coiffeur import CoiffeurState, RowChosen, RowWritten
from jassdesk.engine.coiffeur_table import EIGHT_ROWS, TEN_ROWS
from jassdesk.engine.events import HandScored, ModeChosen, PartieOver, Pushed, StoeckWritten, WeisWritten
from jassdesk.engine.games import new_state
from jassdesk.engine.modes import BASE_MODES, STRENGTH, Mode
from jassdesk.engine.refusal import IllegalAction
from jassdesk.engine.rules import Rules

OBE_ROW, UNE_ROW, ROSEN_ROW, JOKER_ROW = 4, 5, 1, 6
OPEN8 = (None,) * 8
# Seat 1 (the Vorhand of dealer 0) holds every Rosen: in Obenabe or Rosen trump he takes all nine tricks.
WHOLE_SUITS = ["S6 S7 S8 S9 ST SJ SQ SK SA", "H6 H7 H8 H9 HT HJ HQ HK HA",
               "D6 D7 D8 D9 DT DJ DQ DK DA", "C6 C7 C8 C9 CT CJ CQ CK CA"]
MIXED = ["H9 HJ D9 DJ S9 SJ C9 CJ CT", "H6 HA D6 DA S6 SA C6 CA HT",
         "H7 HK D7 DK S7 SK C7 CK DT", "H8 HQ D8 DQ S8 SQ C8 CQ ST"]


def position(hands=MIXED, dealer=0, cells=None, **options) -> CoiffeurState:
    return CoiffeurState.from_position(Rules.coiffeur(**options), [cards(h) for h in hands], dealer=dealer,
                                       cells=cells)


def filled(n_open: int, rows: int = 8, value: int = 50) -> tuple:
    """A column with only its last ``n_open`` rows open."""
    return (value,) * (rows - n_open) + (None,) * n_open


def play_hand(state: CoiffeurState) -> list:
    events = []
    hand = state.hand_no
    while state.decision is Decision.PLAY and state.hand_no == hand and not state.is_over:
        events += state.apply(state.legal_actions()[0])
    return events


def test_the_tables_are_options_and_the_eight_rows_are_the_default():
    assert Rules.coiffeur().options.coiffeur_rows == EIGHT_ROWS
    assert [f for _, f in EIGHT_ROWS] == list(range(1, 9)) and [f for _, f in TEN_ROWS] == list(range(1, 11))
    house = Rules.coiffeur(coiffeur_rows=(("OBE", 3), ("JOKER", 1)))
    assert Rules.from_dict(house.to_dict()) == house
    assert house.to_dict()["options"]["coiffeur_rows"] == [["OBE", 3], ["JOKER", 1]]
    with pytest.raises(ValueError, match="unknown Coiffeur row 'TRUMP'"):
        Rules.coiffeur(coiffeur_rows=(("TRUMP", 2),))
    with pytest.raises(ValueError, match="positive"):
        Rules.coiffeur(coiffeur_rows=(("OBE", 0),))
    state = new_state(house, 3, start_dealer=0)
    assert state.cells == ((None, None), (None, None))


def test_the_choice_offers_every_open_row_and_a_joker_any_mode_but_slalom_and_guschti():
    state = position()
    assert state.decision is Decision.CHOOSE_MODE and state.current_player == 1 == state.first_chooser
    legal = state.legal_actions()
    assert [a for a in legal if isinstance(a, ChooseRow) and a.row == JOKER_ROW] == [ChooseRow(6, m)
                                                                                     for m in BASE_MODES]
    assert ChooseRow(OBE_ROW, Mode.OBENABE) in legal and Push() in legal
    assert len(legal) == 6 + 2 * 6 + 1
    ten = position(coiffeur_rows=TEN_ROWS).legal_actions()
    assert ChooseRow(6, Mode.SLALOM_OBENABE) in ten and ChooseRow(6, Mode.SLALOM_UNDENUFE) in ten
    assert ChooseRow(7, Mode.GUSCHTI_UNDENUFE) in ten and ChooseRow(8, Mode.SLALOM_OBENABE) not in ten


def test_row_choice_refusals_name_the_row_in_the_players_language_and_deck():
    state = position(cells=((None,) * 8, (None,) * 4 + (80,) + (None,) * 3))
    before = state.snapshot()
    refusal = state.why(ChooseRow(OBE_ROW, Mode.OBENABE))
    assert refusal.message() == "This row is already played: Obenabe x5."
    assert refusal.message("de") == "Diese Zeile ist schon gespielt: Obenabe x5."
    with pytest.raises(IllegalAction):
        state.apply(ChooseRow(OBE_ROW, Mode.OBENABE))
    assert state.snapshot() == before
    assert state.why(ChooseRow(0, Mode.OBENABE)).message() == \
        "Obenabe (top down) cannot be played into the row Eicheln x1."
    assert state.why(ChooseRow(ROSEN_ROW, Mode.TRUMP_ROSEN)) is None
    assert state.why(ChooseRow(JOKER_ROW, Mode.SLALOM_OBENABE)).rule == "row_mode"
    assert state.why(ChooseRow(8, Mode.OBENABE)).message("fr") == \
        "Le tableau du Coiffeur de cette partie n'a pas de ligne 9."
    # a mode said without its row: the open row that would take it
    assert state.why(ChooseMode(Mode.UNDENUFE)).message() == "Name the row too: Undenufe (bottom up) can be " \
        "played into Undenufe x6."
    assert state.why(ChooseMode(Mode.OBENABE)).message("it") == \
        "Indica anche la riga: Obenabe (dall'alto) si può giocare in Joker x7."


def test_your_team_has_no_open_row_for_that_mode():
    column = (10, 10, 10, 10, 80, None, 10, 10)  # Obenabe and both jokers played
    state = position(cells=((None,) * 8, column))
    refusal = state.why(ChooseMode(Mode.OBENABE))
    assert refusal.rule == "no_open_row"
    assert refusal.message() == "Your team has no open Obenabe row."
    assert refusal.message("de") == "Ihr Team hat keine offene Zeile Obenabe."
    assert position(cells=((None,) * 8, (None,) + (10,) * 7)).why(ChooseMode(Mode.TRUMP_ROSEN)).message(
        "en") == "Your team has no open Rosen row."


def test_pushing_goes_round_the_table_and_the_first_chooser_must_choose():
    state = position()
    events = []
    for seat, to in ((1, 2), (2, 3), (3, 0)):
        assert state.current_player == seat
        events += state.apply(Push())
    assert [e for e in events if isinstance(e, Pushed)] == [Pushed(1, 2), Pushed(2, 3), Pushed(3, 0)]
    assert state.current_player == 0 and not state.must_choose
    state.apply(Push())
    assert state.current_player == 1 and state.must_choose  # the choice came back to the first chooser
    assert Push() not in state.legal_actions()
    assert state.why(Push()).message() == "The choice came back to you: you must choose a row."


def test_a_player_of_the_other_team_chooses_from_his_own_rows_and_leads():
    state = position(cells=((None,) * 8, (None,) * 4 + (80,) + (None,) * 3))
    state.apply(Push())  # seat 1 (his Obenabe row is played) pushes to seat 2, whose column is open
    assert state.current_player == 2
    assert state.why(ChooseRow(OBE_ROW, Mode.OBENABE)) is None
    events = state.apply(ChooseRow(OBE_ROW, Mode.OBENABE))
    assert ModeChosen(2, Mode.OBENABE, 5) in events and RowChosen(2, 0, OBE_ROW, 5) in events
    assert state.decision is Decision.PLAY and state.current_player == 2 == state.leader  # the chooser leads
    assert state.observation(0).chooser == 2 and state.observation(3).coiffeur_row == OBE_ROW


def test_players_whose_team_has_no_open_row_are_skipped():
    full = (50,) * 8
    state = position(cells=(full, (None,) * 8))
    assert state.current_player == 1
    state.apply(Push())
    assert state.current_player == 3  # seat 2's team has nothing left to choose
    state.apply(Push())
    assert state.current_player == 1 and state.must_choose  # seat 0 skipped too; back to the first chooser
    # the Vorhand's own team is full: the first player who can choose is the next one
    state = position(dealer=0, cells=((None,) * 8, full))
    assert state.first_chooser == 2 == state.current_player
    events = state.apply(Push()) + state.apply(Push())
    assert [e for e in events if isinstance(e, Pushed)] == [Pushed(2, 0), Pushed(0, 2)]
    assert state.current_player == 2 and state.must_choose


def test_push_to_partner_option_passes_once():
    state = position(push_to_partner=True)
    state.apply(Push())
    assert state.current_player == 3 and state.must_choose
    assert state.why(Push()).message() == "Your partner pushed to you: you must choose the mode yourself."
    state.apply(ChooseRow(UNE_ROW, Mode.UNDENUFE))
    assert state.leader == 3 == state.current_player


def test_only_the_choosing_team_scores_times_the_factor():
    state = position()
    state.apply(ChooseRow(UNE_ROW, Mode.UNDENUFE))
    events = play_hand(state)
    raw = state.cells[1][UNE_ROW]
    assert raw is not None and state.cells[0] == OPEN8
    assert [e for e in events if isinstance(e, RowWritten)] == [RowWritten(1, UNE_ROW, raw, raw * 6)]
    result = [e for e in events if isinstance(e, HandScored)][0].result
    assert result.multiplier == 6 and result.written == (0, raw * 6)
    assert result.card_points[0] == 0 and result.card_points[1] == raw  # no match, no Stöck in Undenufe
    assert state.scores == (0, raw * 6)
    assert state.hand_no == 1 and state.dealer == 1 and state.decision is Decision.CUT


def test_the_match_adds_one_hundred_before_the_factor():
    state = position(WHOLE_SUITS)
    state.apply(ChooseRow(OBE_ROW, Mode.OBENABE))
    play_hand(state)
    assert state.cells[1][OBE_ROW] == 257
    assert state.scores == (0, 257 * 5)


def test_stoeck_counts_for_the_choosing_team_only_and_is_an_option():
    # seat 1 chooses Rosen trump and holds König and Ober of Rosen (MIXED: no, seat 2 holds HK, seat 3 HQ)
    hands = ["H9 HJ D9 DJ S9 SJ C9 CJ CT", "HK HQ D6 DA S6 SA C6 CA HT",
             "H7 H6 D7 DK S7 SK C7 CK DT", "H8 HA D8 DQ S8 SQ C8 CQ ST"]
    for stoeck in (True, False):
        state = position(hands, coiffeur_stoeck=stoeck)
        state.apply(ChooseRow(ROSEN_ROW, Mode.TRUMP_ROSEN))
        events = play_hand(state)
        written = [e for e in events if isinstance(e, StoeckWritten)]
        assert written == ([StoeckWritten(1, 1, 20)] if stoeck else [])
        result = state.results[0]
        assert state.cells[1][ROSEN_ROW] == result.card_points[1] + result.match[1] + (20 if stoeck else 0)
    # the other team's Stöck is not written: seat 2 holds them, seat 1 chooses
    other = ["H9 HJ D9 DJ S9 SJ C9 CJ CT", "H7 H6 D6 DA S6 SA C6 CA HT",
             "HK HQ D7 DK S7 SK C7 CK DT", "H8 HA D8 DQ S8 SQ C8 CQ ST"]
    state = position(other)
    state.apply(ChooseRow(ROSEN_ROW, Mode.TRUMP_ROSEN))
    events = play_hand(state)
    assert not [e for e in events if isinstance(e, StoeckWritten)]
    assert state.cells[0] == OPEN8 and state.results[0].stoeck == (0, 0)


def test_stoeck_counts_even_when_the_choosing_team_takes_no_trick():
    # seat 1 chooses Rosen with König and Ober of Rosen; seat 2 holds every other Rosen and two As
    hands = ["D6 D7 D8 D9 DT DJ DQ DK DA", "HK HQ S6 S7 S8 C6 C7 C8 C9",
             "H6 H7 H8 H9 HT HJ HA SA CA", "S9 ST SJ SQ SK CT CJ CQ CK"]
    state = position(hands)
    state.apply(ChooseRow(ROSEN_ROW, Mode.TRUMP_ROSEN))
    strength = STRENGTH[Mode.TRUMP_ROSEN]
    while state.decision is Decision.PLAY:  # the choosing team plays its weakest card, the others their strongest
        pick = min if state.current_player % 2 == 1 else max
        state.apply(pick(state.legal_actions(), key=lambda a: (strength[a.card], a.card)))
    result = state.results[0]
    assert result.card_points == (0, 0) and result.stoeck == (0, 20)
    assert state.cells[1][ROSEN_ROW] == 20 and state.scores == (0, 40)


def test_a_row_played_for_nothing_is_filled_with_zero():
    state = position(WHOLE_SUITS, dealer=3)  # seat 0 (all Schilten) chooses; seat 1 holds every Rosen
    assert state.current_player == 0
    state.apply(ChooseRow(ROSEN_ROW, Mode.TRUMP_ROSEN))
    play_hand(state)
    assert state.cells[0][ROSEN_ROW] == 0 and state.cells[1] == OPEN8  # 0, not open
    assert state.observation(2).coiffeur_cells[0][ROSEN_ROW] == 0


def test_the_partie_ends_when_every_row_of_both_teams_is_filled():
    cells = ((60,) * 8, (60,) * 7 + (None,))
    state = position(WHOLE_SUITS, cells=cells)
    assert state.scores == (60 * 36, 60 * 28)
    assert state.legal_actions() == [*(ChooseRow(7, m) for m in BASE_MODES), Push()]  # the last row, or push
    state.apply(ChooseRow(7, Mode.OBENABE))
    events = play_hand(state)
    assert state.is_over and state.cells[1][7] == 257
    assert state.scores == (60 * 36, 60 * 28 + 257 * 8)
    assert events[-1] == PartieOver(1, state.scores) and state.winner == 1


def test_equal_totals_are_a_draw():
    # team 1's last row (x8) takes 257 with the match: 2056, exactly team 0's total
    state = position(WHOLE_SUITS, cells=((0,) * 7 + (257,), (0,) * 7 + (None,)))
    state.apply(ChooseRow(7, Mode.OBENABE))
    events = play_hand(state)
    assert state.is_over and state.scores == (2056, 2056)
    assert state.winner is None and events[-1] == PartieOver(None, (2056, 2056))


def test_a_refused_action_changes_nothing_and_actions_round_trip_their_codes():
    state = position()
    before = state.snapshot()
    for action in (ChooseRow(OBE_ROW, Mode.SLALOM_OBENABE), ChooseRow(-1, Mode.OBENABE), ChooseMode(Mode.OBENABE)):
        assert state.why(action) is not None
        with pytest.raises(IllegalAction):
            state.apply(action)
        assert state.snapshot() == before
    for action in state.legal_actions():
        assert Action.from_code(action.code) == action
    assert ChooseRow(6, Mode.GUSCHTI_UNDENUFE).code == "ROW:6:GUU"
    assert ChooseRow(6, Mode.TRUMP_ROSEN).describe("de") == "Trumpf Rosen in Zeile 7"


# seat 1 holds 6-7-8 of Rosen, seat 2 7-8-9 of Eicheln: the higher Weis depends on the direction
WEIS_DEAL = ["HT HK DJ DK S8 SK CT CJ C8", "H6 H7 H8 DA ST SQ CK C6 C9",
             "D7 D8 D9 HA HJ SJ S6 CA C7", "H9 HQ D6 DT DQ S7 S9 SA CQ"]


@pytest.mark.parametrize("mode, row, written", [(Mode.UNDENUFE, UNE_ROW, 20), (Mode.OBENABE, OBE_ROW, 0)])
def test_weis_as_an_option_is_written_only_if_the_choosing_team_holds_the_highest(mode, row, written):
    state = position(WEIS_DEAL, weis=True)
    state.apply(ChooseRow(row, mode))
    events = []
    while state.decision is Decision.PLAY:
        legal = state.legal_actions()
        events += state.apply(next((a for a in legal if a.weis), legal[0]))
    result = state.results[0]
    assert result.weis == (0, written)
    assert [e.side for e in events if isinstance(e, WeisWritten)] == ([1] if written else [])
    assert state.cells[1][row] == result.card_points[1] + written + result.match[1]
    assert state.cells[0] == OPEN8


def test_a_damaged_table_in_a_file_gets_a_short_clear_error():
    """Found by the saved-game fuzzer: the error quoted a 418-character row name whole."""
    data = Rules.coiffeur().to_dict()
    data["options"]["coiffeur_rows"][7][0] = "x" * 418
    with pytest.raises(ValueError, match="unknown Coiffeur row 'xxx") as caught:
        Rules.from_dict(data)
    assert len(str(caught.value)) < 200  # the name cut at 40 characters
    data["options"]["coiffeur_rows"] = [[["OBE"], 2]]
    with pytest.raises(ValueError, match="unknown Coiffeur row"):
        Rules.from_dict(data)
