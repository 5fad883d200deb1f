"""The AI's Differenzler: bids as estimates of one's own points, and play to the bid."""

import pytest

from deals import deal
from jassdesk.ai.differenzler import DifferenzlerAI, bid_penalties, duck, play_to_bid, thumb_estimate
from jassdesk.ai.expert import ExpertPlayer
from jassdesk.ai.game_ai import legal_cards
from jassdesk.ai.levels import make_player
from jassdesk.engine.actions import PLAY, Bid, Decision
from jassdesk.engine.cards import Card
from jassdesk.engine.differenzler import DifferenzlerState
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules

C = Card.from_code
STRONG = "HJ H9 HA HK HQ SA SK CA DA"  # Rosen trump: Bauer, Nell, As, König, Ober and three side aces
WEAK = "H6 S6 S7 S8 C6 C7 C8 D6 D7"


def test_the_rule_of_thumb_values_trumps_sure_tricks_and_aces():
    strong = deal(STRONG)[0]
    weak = deal(WEAK)[0]
    assert thumb_estimate(strong, 0) > 100
    assert thumb_estimate(weak, 0) < 15
    assert thumb_estimate(strong, 0) > thumb_estimate(deal("HJ H9 HA S6 S7 S8 C6 C7 C8")[0], 0)


def best_bid(samples: list[int], exact_bonus: bool) -> int:
    """The Expert's bid over these sampled points: the least summed penalty, the lowest of equals."""
    penalties = bid_penalties(samples, exact_bonus)
    return min(penalties, key=lambda b: (penalties[b], b))


def test_the_best_bid_is_the_median_and_the_exact_bonus_favours_the_likeliest_value():
    assert best_bid([10, 20, 30, 70, 80], exact_bonus=False) == 30
    # with the bonus a value made three times in five beats the median of the rest
    assert best_bid([40, 40, 40, 90, 100], exact_bonus=True) == 40
    assert best_bid([0, 0, 0, 5], exact_bonus=True) == 0


@pytest.mark.parametrize("level", ["beginner", "medium", "expert"])
def test_a_strong_hand_bids_high_and_a_weak_hand_low(level):
    hands = deal(STRONG, WEAK)
    dealer = 2
    trump = next(c for c in range(9) if hands[dealer] >> c & 1)  # a Rosen of the dealer's hand: Rosen trump
    state = DifferenzlerState.from_position(Rules.differenzler(), hands, dealer=dealer, trump=trump)
    players = [ExpertPlayer(seed=1, budget=1000.0, max_worlds=40) if level == "expert" else make_player(level, seed=1)
               for _ in range(4)]
    bids = {}
    while state.decision is Decision.BID:
        seat = state.current_player
        action = players[seat].choose(state.observation(seat))
        assert isinstance(action, Bid) and 0 <= action.points <= 157
        bids[seat] = action.points
        state.apply(action)
    assert bids[0] > bids[1] + 40


def test_the_bid_does_not_depend_on_the_others_cards():
    bids = []
    for others in (WEAK, "H6 S6 S7 S8 C6 C7 C8 D6 DK"):  # seats 1..3 hold other cards, seat 0 the same
        state = DifferenzlerState.from_position(Rules.differenzler(random_trump=True), deal(STRONG, others),
                                                dealer=3, trump=0)
        bids.append(ExpertPlayer(seed=4, budget=1000.0, max_worlds=20).choose(state.observation(0)))
    assert bids[0] == bids[1]


def _position(bids, script):
    """Rosen trump, seat 0 deals, seat 1 leads; ``script`` plays cards before the decision looked at."""
    hands = deal("H6 H7 S6 S7 S8 C6 C7 C8 D6", "HJ H9 HA SA SK CA CK DA DK", "HK HQ HT ST SQ CT CQ DT DQ")
    state = DifferenzlerState.from_position(Rules.differenzler(open_bids=True), hands, dealer=0, trump=C("H6"),
                                            bids=bids)
    for code in script:
        state.apply(PLAY[C(code)])
    return state


def test_a_player_who_lacks_points_takes_the_trick_and_one_who_has_them_ducks():
    # seat 1 leads the Schilten As; seat 2 may take nothing (no trump over ... ) -> look at seat 3
    lacking = _position((0, 30, 0, 60), ["SA", "ST"])
    obs = lacking.observation(3)
    cards = legal_cards(obs)
    card = play_to_bid(obs, cards)
    assert card // 9 == 0, "lacking points, he trumps the rich trick"
    made = _position((0, 30, 0, 0), ["SA", "ST"])
    obs = made.observation(3)
    assert play_to_bid(obs, legal_cards(obs)) // 9 != 0, "with his points made (bid 0), he stays under the trick"
    assert duck(obs, legal_cards(obs)) == play_to_bid(obs, legal_cards(obs))


def test_a_card_that_helps_neither_goes_where_its_points_hurt_the_taker():
    """Seat 2 has his bid of 0 and stays under seat 1's Schilten As: the Banner if seat 1 is over his bid."""
    given = {}
    for taker_bid in (0, 157):
        state = _position((0, taker_bid, 0, 0), ["DA", "DT", "D7", "D6"])  # seat 1 takes 21 points
        state.apply(PLAY[C("SA")])  # and leads the Schilten As
        obs = state.observation(2)
        given[taker_bid] = play_to_bid(obs, legal_cards(obs))
    assert given[0] == C("ST"), "the Banner's 10 points to a taker already over his bid"
    assert given[157] == C("SQ"), "the Ober's 3 to a taker who still wants points"


def test_experts_beat_mediums_who_beat_beginners_over_rotated_seats():
    """A short rotated match (the arena's measure); the figures in the README come from longer runs."""
    from jassdesk.ai.arena import play_rotations, summarize_penalties
    results = [play_rotations(("differenzler", "standard", ("beginner", "medium", "beginner", "medium"), 7, d,
                               None, None)) for d in range(8)]
    summary = summarize_penalties(results)
    assert summary["medium"]["mean_penalty"] < summary["beginner"]["mean_penalty"]


def test_whole_partie_by_ai_players_ends_with_a_ranking():
    state = new_state(Rules.differenzler(hands=4), 2, start_dealer=0)
    players = [make_player(level, seed=s) for s, level in enumerate(["beginner", "medium", "medium", "random"])]
    while not state.is_over:
        seat = state.current_player
        state.apply(players[seat].choose(state.observation(seat)))
    assert len(state.results) == 4 and sorted(state.places)[0] == 1


def test_a_card_hint_says_how_the_card_serves_the_bid():
    lacking = _position((0, 30, 0, 60), ["SA", "ST"])
    reason = DifferenzlerAI().card_reason(lacking.observation(3), C("H8"), -5.0, 50)
    assert reason.text("en") == ("You need 60 more for your 60, 157 points are still out: go for this trick with the "
                                 "Rosen 8, it beats every card played so far (21 points).")
    assert reason.text("de").startswith("Ihnen fehlen noch 60 Punkte zu Ihren 60, 157 sind noch im Spiel: versuchen")
    made = _position((0, 30, 0, 0), ["SA", "ST"])
    assert DifferenzlerAI().card_reason(made.observation(3), C("S9"), -2.0, 50).text("en") == \
        "You have 0 of your 0: stay under this trick with the Schilten 9."
    lead = _position((30, 30, 30, 30), [])
    assert DifferenzlerAI().card_reason(lead.observation(1), C("SA"), -12.4, 80).text("en") == \
        ("You need 30 more for your 30, 157 points are still out: lead the Schilten As, the highest Schilten still "
         "out; only a trump can take it.")


def test_the_card_hints_figure_is_the_distance_from_the_bid():
    lead = _position((30, 30, 30, 30), [])
    figure = DifferenzlerAI().figure_reason(lead.observation(1), C("SA"), -12.4, 80, False)
    assert figure.text("en") == "Over 80 simulated deals the Schilten As ends on average 12 points from your bid of 30."
    assert "side" not in figure.text("en")


def test_a_bid_hint_names_what_the_trumps_and_the_aces_are_worth():
    from jassdesk.ai.hints import hint
    hands = deal(STRONG, WEAK)
    state = DifferenzlerState.from_position(Rules.differenzler(), hands, dealer=2, trump=C("H7"))
    while state.current_player != 0:
        state.apply(Bid(20))
    h = hint(state.observation(0), budget=0.05, seed=1)
    assert isinstance(h.best, Bid)
    text = h.reason("en")
    assert text.startswith("Your trumps Rosen Under, Rosen 9, Rosen As, Rosen König and Rosen Ober are worth about 100 "
                           "with their tricks, your side aces and kings about 31")  # 3 aces, a König beside
    assert text.endswith(f"bid {h.best.points}.")
    assert h.reason("de").startswith("Ihre Trümpfe Rosen-Under, Rosen-9, Rosen-As")
