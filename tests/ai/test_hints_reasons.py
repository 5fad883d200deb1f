"""Every reason a hint gives is true of the position: hand-made positions per reason, and a property test.

The property test plays random Partien of Schieber, Coiffeur and Schmaus and,
at random moments, asks for the reason of every legal card (every card reason
has a check below, or the test fails); each claim is then checked against
the real deal (the hidden hands, which the hint never saw) and against other
deals consistent with what the seat has seen: "nobody can beat it" must hold
for every card still out, "your partner takes this trick" for every card the
opponents after me hold, and so on.
"""

from __future__ import annotations

import random

from deals import deal, mask
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from jassdesk.ai.explain import Reason, explain_card, is_jass_reason
from jassdesk.ai.explain_mode import explain_mode, sure_tricks
from jassdesk.ai.game_ai import legal_cards
from jassdesk.ai.hints import EQUAL_MARGIN, Hint, fits_reason, hint
from jassdesk.engine.actions import ActionKind, ChooseMode, Decision, Push
from jassdesk.engine.cards import N_RANKS, SUIT_MASKS, Card, Rank, cards_in
from jassdesk.engine.determinize import sample_world
from jassdesk.engine.modes import POINTS, STRENGTH, WIN_KEY, Mode
from jassdesk.engine.observe import Observation
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules
from jassdesk.engine.schieber import SchieberState

C = Card.from_code


def _all_reasons(reason: Reason) -> list[Reason]:
    return [reason] + [r for more in reason.extra for r in _all_reasons(more)]


def _seats_after(obs: Observation) -> list[int]:
    n = len(obs.hand_sizes)
    return [(obs.seat + obs.step * i) % n for i in range(1, n - len(obs.trick))]


def _trick_top(obs: Observation, cards: list[int]) -> tuple[int, int]:
    """(index in play order, card) of the card taking ``cards`` as a trick led by obs.leader."""
    keys = WIN_KEY[obs.trick_mode][cards[0] // N_RANKS]
    i = max(range(len(cards)), key=lambda k: keys[cards[k]])
    return i, cards[i]


def _seat_of(obs: Observation, index: int) -> int:
    return (obs.leader + obs.step * index) % len(obs.hand_sizes)


def check_claim(obs: Observation, card: int, reason: Reason, hands: list[int], stock: int,
                declarer: int | None = None) -> None:
    """Assert what ``reason`` says of playing ``card``, in a deal (``hands``, ``stock``) consistent with ``obs``
    (``declarer``: the seat seen choosing trump, None where nobody chose it)."""
    mode, me, tm = int(obs.mode), obs.seat, obs.trick_mode
    pts = POINTS[tm]
    n = len(obs.hand_sizes)
    partner = (me + 2) % 4 if n == 4 else None
    opponents = [s for s in range(n) if s != me and s != partner]
    outside = stock
    for s in range(n):
        if s != me:
            outside |= hands[s]
    legal = legal_cards(obs)
    t = reason.template
    trick = list(obs.trick)
    led = trick[0] // N_RANKS if trick else card // N_RANKS
    keys = WIN_KEY[tm][led]
    after = [s for s in _seats_after(obs) if s in opponents]
    wins = not trick or keys[card] > max(keys[c] for c in trick)
    if t in ("take_trick", "take_trick_cheap", "take_trick_sure", "take_last"):
        assert wins, t
    if t == "take_trick_cheap":
        assert sum(pts[c] for c in trick) + pts[card] == 0
    if t in ("take_trick_sure", "take_last"):
        assert all(keys[c] < keys[card] for s in after for c in cards_in(hands[s])), t
    if t == "take_last":
        assert obs.hand.bit_count() == 1 and not obs.stock_size
    if t in ("schmieren", "partner_safe", "partner_ahead"):
        i, top = _trick_top(obs, trick)
        assert _seat_of(obs, i) == partner and keys[card] < keys[top], t
        if t != "partner_ahead":  # "your partner takes this trick" whatever the opponents after me play
            assert all(keys[c] < keys[top] for s in after for c in cards_in(hands[s])), t
    if t == "schmieren":
        assert pts[card] >= 3 and reason.params["points"] == pts[card]
    if t in ("let_go", "let_go_trump", "let_go_empty"):
        (winner,) = reason.cards
        assert winner in legal and keys[winner] > max(keys[c] for c in trick) and not wins
        losers = [c for c in legal if keys[c] <= max(keys[x] for x in trick)]
        assert pts[card] < min(pts[c] for c in losers) + 10  # the duck gives no rich card away
        assert all(keys[c] >= keys[winner] for c in legal if keys[c] > max(keys[x] for x in trick))
        if t == "let_go_trump":
            assert winner // N_RANKS == mode and led != mode and reason.params["points"] == sum(pts[c] for c in trick)
        if t == "let_go_empty":
            assert sum(pts[c] for c in trick) == 0
        if t == "let_go":
            assert reason.params["points"] == sum(pts[c] for c in trick) > 0
    if t in ("discard_low", "discard_spare", "verwerfen"):
        assert not any(keys[c] > max(keys[x] for x in trick) for c in legal), t
    if t == "discard_singleton":
        suit = card // N_RANKS
        assert trick and not obs.hand & SUIT_MASKS[led] and mode < 4 and suit != mode and not obs.stock_size
        assert (obs.hand & SUIT_MASKS[suit]).bit_count() == 1 and obs.hand & SUIT_MASKS[mode]
        assert outside & SUIT_MASKS[suit]
    if t == "discard_low":
        assert pts[card] == min(pts[c] for c in legal)
    if t == "verwerfen":
        assert not obs.hand & SUIT_MASKS[led] and partner is not None
        mine = [c for c in cards_in(obs.hand) if c // N_RANKS == card // N_RANKS]
        assert all(pts[c] < 10 for c in mine)  # "not strong in that suit": no As, Banner (or 8, 6) of it held
        assert all(any(STRENGTH[tm][o] > STRENGTH[tm][c] for o in cards_in(outside) if o // N_RANKS == c // N_RANKS)
                   for c in mine)  # and none of them is the highest still out
        assert not (mode < 4 and card // N_RANKS == mode)
    if t == "master_lead":  # nobody can beat it any more
        assert not trick and all(keys[c] < keys[card] for c in cards_in(outside))
    if t == "master_suit":
        same = [c for c in cards_in(outside) if c // N_RANKS == card // N_RANKS]
        assert same and all(STRENGTH[tm][c] < STRENGTH[tm][card] for c in same)
    if t in ("draw_trumps", "draw_trumps_big", "draw_trumps_one", "partner_trump"):
        assert not trick and mode < 4 and card // N_RANKS == mode
        assert outside & SUIT_MASKS[mode]  # trumps are still out, in this deal too
    if t in ("draw_trumps", "draw_trumps_big", "draw_trumps_one"):
        assert declarer is None or declarer % 2 == me % 2 or n != 4  # never for a defender
        mine = [c for c in cards_in(obs.hand) if c // N_RANKS == mode]
        assert len(mine) >= 2 or all(STRENGTH[tm][c] < STRENGTH[tm][card] for c in cards_in(outside & SUIT_MASKS[mode]))
        out = [c for c in cards_in(outside & SUIT_MASKS[mode])]
        if t == "draw_trumps_one":
            assert list(reason.cards) == out
        else:
            assert reason.params["trumps"] == len(out) >= 2
            big = [c for c in out if c % N_RANKS in (Rank.UNDER, Rank.NINE, Rank.AS)]
            assert sorted(reason.cards) == sorted(big) and (t == "draw_trumps_big") == bool(big)
    if t == "partner_trump":
        assert declarer is not None and declarer == partner
    if t == "defender_lead":
        assert declarer is not None and declarer % 2 != me % 2 and card // N_RANKS != mode
        assert obs.hand & SUIT_MASKS[mode] and outside & SUIT_MASKS[mode]
    if t == "follow_signal":
        assert any(leader == partner and cards[0] // N_RANKS == card // N_RANKS for leader, cards, _ in obs.tricks)
        assert partner_may_hold(obs, partner, card // N_RANKS)
    if t == "answer_discard":
        suit = reason.suit
        assert suit != card // N_RANKS and card // N_RANKS != mode and suit != mode
        assert any(i > 0 and _seat_of_trick(obs, leader, i) == partner and c // N_RANKS == suit != cards[0] // N_RANKS
                   for leader, cards, _ in obs.tricks for i, c in enumerate(cards))
    if t == "anziehen":
        suit = card // N_RANKS
        mine = [c for c in cards_in(obs.hand) if c // N_RANKS == suit]
        assert not trick and suit != mode and len(mine) >= 3
        assert all(STRENGTH[tm][card] <= STRENGTH[tm][c] for c in mine)
        assert any(all(STRENGTH[tm][o] < STRENGTH[tm][c] for o in cards_in(outside) if o // N_RANKS == suit)
                   for c in mine if c != card)
    if t == "bank_ten":
        (catcher,) = reason.cards
        assert wins and pts[card] >= 10 and catcher // N_RANKS == card // N_RANKS
        assert outside >> catcher & 1 and STRENGTH[tm][catcher] > STRENGTH[tm][card]
        assert all(keys[c] < keys[card] for s in after for c in cards_in(hands[s]))
        assert reason.params["points"] == sum(pts[c] for c in trick) + pts[card]
    if t == "row_factor":
        row = reason.params["row"]
        assert obs.game.value == "coiffeur" and row.factor == obs.multiplier > 1
        assert tuple(row) == tuple(obs.rules.options.coiffeur_rows[obs.coiffeur_row])
        assert reason.params["value"] == reason.params["points"] * obs.multiplier
        assert reason.params["points"] in (sum(pts[c] for c in trick), sum(pts[c] for c in trick) + pts[card],
                                           pts[card])
    if t == "lead_drive":
        (higher,) = reason.cards
        same = [c for c in cards_in(outside) if c // N_RANKS == card // N_RANKS]
        assert not trick and not (mode < 4 and card // N_RANKS == mode) and outside >> higher & 1
        assert [c for c in same if STRENGTH[tm][c] > STRENGTH[tm][card]] == [higher]
    if t == "lead_low":
        assert not trick and pts[card] == min(pts[c] for c in legal)
    if t in ("lead_singleton", "lead_short"):
        length = 1 if t == "lead_singleton" else 2
        assert (obs.hand & SUIT_MASKS[card // N_RANKS]).bit_count() == length and obs.hand & SUIT_MASKS[mode]
        assert card // N_RANKS != mode and not obs.stock_size  # "soon you can trump": following is a duty
        assert outside & SUIT_MASKS[card // N_RANKS]  # and cards of the suit are still out
    if t == "lead_long":
        length = (obs.hand & SUIT_MASKS[card // N_RANKS]).bit_count()
        assert length >= 3 and all(length >= (obs.hand & SUIT_MASKS[s]).bit_count() for s in range(4) if s != mode)
    if t == "keep_stoeck":
        assert mode < 4 and obs.hand >> (mode * N_RANKS + Rank.KOENIG) & 1
        assert obs.hand >> (mode * N_RANKS + Rank.OBER) & 1
        assert card % N_RANKS not in (Rank.KOENIG, Rank.OBER) or card // N_RANKS != mode
    if t in ("keep_stoeck", "stoeck_now") and obs.game.value == "coiffeur":  # written for the choosing team only
        assert obs.rules.options.coiffeur_stoeck and declarer is not None and declarer % 2 == me % 2
    if t == "stoeck_now":
        king, ober = mode * N_RANKS + Rank.KOENIG, mode * N_RANKS + Rank.OBER
        assert mode < 4 and card in (king, ober) and obs.played_by[me] >> (king + ober - card) & 1
        assert reason.params["points"] == 20 * obs.multiplier
    if t == "keep_bauer":
        assert reason.cards and card not in reason.cards
        assert all(obs.hand >> c & 1 and c // N_RANKS == mode and c % N_RANKS in (Rank.UNDER, Rank.NINE)
                   for c in reason.cards)
    if t == "keep_master":
        kept = reason.card
        assert kept != card and obs.hand >> kept & 1
        same = [c for c in cards_in(outside) if c // N_RANKS == kept // N_RANKS]
        assert all(STRENGTH[tm][c] < STRENGTH[tm][kept] for c in same)
    if t in ("take_trick", "take_trick_sure"):
        assert reason.params["points"] == sum(pts[c] for c in trick) + pts[card]
    if t == "only_card":
        assert legal == [card]
    assert t in CHECKED, f"no check for the claims of {t}"


# every card reason explain_card gives, each checked above (a new one without a check fails the test)
CHECKED = frozenset({"take_trick", "take_trick_cheap", "take_trick_sure", "take_last", "bank_ten", "schmieren",
                     "partner_safe", "partner_ahead", "let_go", "let_go_trump", "let_go_empty", "discard_low",
                     "discard_spare", "verwerfen", "master_lead", "master_suit", "draw_trumps", "draw_trumps_big",
                     "draw_trumps_one", "partner_trump", "defender_lead", "follow_signal", "answer_discard",
                     "anziehen", "lead_low", "lead_singleton", "lead_short", "lead_long", "keep_stoeck",
                     "keep_bauer", "keep_master", "keep_weis", "row_factor", "only_card", "best_plain",
                     "stoeck_now", "discard_singleton", "lead_drive"})


def partner_may_hold(obs: Observation, partner: int, suit: int) -> bool:
    """Could the partner still hold ``suit``, as the seat knows it (not void there, a card of it unseen)?"""
    unseen_or_his = (obs.unseen & ~obs.voids[partner]) | obs.known[partner]
    return bool(unseen_or_his & SUIT_MASKS[suit])


def _seat_of_trick(obs: Observation, leader: int, index: int) -> int:
    return (leader + obs.step * index) % len(obs.hand_sizes)


def _check_world(obs: Observation, card: int, reason: Reason, hands: list[int], stock: int,
                 declarer: int | None = None) -> None:
    for r in _all_reasons(reason):
        check_claim(obs, card, r, hands, stock, declarer)


def _may_claims(obs: Observation, card: int, reason: Reason, rng: random.Random) -> None:
    """Claims of what may be: "the opponents may still have trumps" holds in some consistent deal."""
    if reason.template in ("draw_trumps", "draw_trumps_big", "draw_trumps_one", "partner_trump"):
        trumps = SUIT_MASKS[int(obs.mode)]
        opponents = [s for s in range(len(obs.hand_sizes)) if s % 2 != obs.seat % 2] \
            if len(obs.hand_sizes) == 4 else [1 - obs.seat]
        seen = False
        for _ in range(200):
            world = sample_world(obs, rng)
            stock = sum(1 << c for c in world.stock) if world.stock else 0
            if any(world.hands[s] & trumps for s in opponents) or stock & trumps:
                seen = True
                break
        assert seen, "draw trumps while no opponent can hold one"


GAME_RULES = {"schieber": Rules.schieber_swiss, "coiffeur": Rules.coiffeur, "schmaus": Rules.schmaus}


def played_to(game: str, seed: int, depth: int) -> tuple[object, int | None, random.Random]:
    """A random Partie of ``game`` played ``depth`` cards in, and the seat seen choosing trump (None: nobody)."""
    state = new_state(GAME_RULES[game](), seed)
    rng = random.Random(seed)
    moves, declarer = 0, None
    while not state.is_over and (state.decision is not Decision.PLAY or moves < depth):
        if state.decision is Decision.PLAY:
            moves += 1
        action = rng.choice(state.legal_actions())
        if action.kind in (ActionKind.CHOOSE_MODE, ActionKind.CHOOSE_ROW):
            declarer = state.current_player
        state.apply(action)
    return state, declarer, rng


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), game=st.sampled_from(sorted(GAME_RULES)), depth=st.integers(0, 40))
def test_every_reason_given_is_true_of_the_position(seed, game, depth):
    state, declarer, rng = played_to(game, seed, depth)
    if state.is_over:
        return
    obs = state.observation(state.current_player)
    legal = legal_cards(obs)
    stock = sum(1 << c for c in getattr(state, "stock", ()))
    worlds = [(list(state.hands), stock)]
    for _ in range(5):
        w = sample_world(obs, rng)
        worlds.append((list(w.hands), sum(1 << c for c in w.stock) if w.stock else 0))
    for card in legal:
        reason = explain_card(obs, card, legal)
        for hands, st_mask in worlds:
            _check_world(obs, card, reason, hands, st_mask, declarer)
        _may_claims(obs, card, reason, rng)


# -- hand-made positions, one per reason --------------------------------------------


def _schieber(hands: list[int | None], mode: Mode, plays: str = "", rules: Rules | None = None) -> SchieberState:
    state = SchieberState.from_position(rules or Rules.schieber_swiss(), deal(*hands), dealer=3, mode=mode)
    for code in plays.split():
        state.apply(next(a for a in state.legal_actions() if a.kind is ActionKind.PLAY and a.card == C(code)))
    return state


def _reason_for(state: SchieberState, code: str) -> Reason:
    obs = state.observation(state.current_player)
    return explain_card(obs, C(code), legal_cards(obs))


def test_schmieren_only_to_a_safe_trick():
    # Obenabe: seat 0 (my partner) leads the Schilten As, nothing can beat it: give him the Banner
    hands = ["SA S7 D6 D7 D8 C6 C7 C8 C9", "S6 S8 D9 DJ DQ DK DA CT CJ", "ST S9 H6 H7 H8 H9 HT HJ HQ", None]
    reason = _reason_for(_schieber(hands, Mode.OBENABE, "SA S6"), "ST")
    assert reason.template == "schmieren" and reason.params["points"] == 10
    assert "partner" in reason.text("en") and "schmieren" in reason.text("de")
    # he leads the König while the As is unseen: the trick is not safe, no schmieren, only "he is ahead"
    hands = ["SK S7 D6 D7 D8 C6 C7 C8 C9", "S6 S8 D9 DJ DQ DK DA CT CJ", "ST S9 H6 H7 H8 H9 HT HJ HQ", None]
    assert _reason_for(_schieber(hands, Mode.OBENABE, "SK S6"), "ST").template == "partner_ahead"
    # with Rosen trump the last player may be void in Schilten and trump: not safe either
    hands = ["SA S7 D6 D7 D8 C6 C7 C8 C9", "S6 S8 D9 DJ DQ DK DA CT CJ", "ST S9 H6 H7 H8 H9 HT HJ HQ", None]
    assert _reason_for(_schieber(hands, Mode.TRUMP_ROSEN, "SA S6"), "ST").template == "partner_ahead"


def test_master_means_no_card_out_beats_it():
    # Obenabe: the Schilten As leads, nobody can beat it; the Schilten König can be beaten by the As
    hands = ["SA SK D6 D7 D8 C6 C7 C8 C9", None, None, None]
    state = _schieber(hands, Mode.OBENABE)
    assert _reason_for(state, "SA").template == "master_lead"
    assert _reason_for(state, "SK").template == "master_lead"  # with the As in my own hand, the König is master too
    state = _schieber(["SK SQ D6 D7 D8 C6 C7 C8 C9", None, None, None], Mode.OBENABE)
    assert _reason_for(state, "SK").template not in ("master_lead", "master_suit")  # the As is out
    # with Rosen trump the Schilten As is only the highest Schilten: a trump can still take it
    state = _schieber(hands, Mode.TRUMP_ROSEN)
    reason = _reason_for(state, "SA")
    assert reason.template == "master_suit" and "only a trump" in reason.text("en")


def test_draw_trumps_only_while_opponents_may_hold_trumps():
    hands = ["HJ H9 HA D7 D8 C6 C7 C8 C9", None, None, None]
    reason = _reason_for(_schieber(hands, Mode.TRUMP_ROSEN), "HJ")
    assert reason.template == "draw_trumps" and reason.card == C("HJ") and reason.params["trumps"] == 6
    # with every trump in my hand there is nothing to draw
    reason = _reason_for(_schieber(["H6 H7 H8 H9 HT HJ HQ HK HA", None, None, None], Mode.TRUMP_ROSEN), "HJ")
    assert not reason.template.startswith("draw_trumps") and reason.template == "master_lead"


def test_the_plain_under_lead_keeps_bauer_and_nell_back_and_says_so():
    hands = ["HJ H9 HA DJ D8 C6 C7 C8 C9", None, None, None]
    reason = _reason_for(_schieber(hands, Mode.TRUMP_ROSEN), "DJ")
    kept = [r for r in _all_reasons(reason) if r.template == "keep_bauer"]
    assert kept and set(kept[0].cards) == {C("HJ"), C("H9")}
    assert is_jass_reason(reason)


def test_verwerfen_when_the_person_cannot_follow():
    # seat 0 leads Schellen, seat 1 takes with the As, seat 2 has no Schellen and no chance to win
    hands = ["C6 S7 D6 D7 D8 H6 H7 H8 H9", "CA S8 D9 DJ DQ DK DA CT CJ", "S6 S9 SJ HT HJ HQ HK HA DT", None]
    state = _schieber(hands, Mode.OBENABE, "C6 CA")
    reason = _reason_for(state, "S6")
    assert reason.template == "verwerfen" and reason.suit == C("S6") // N_RANKS
    # from Rosen, where the hand holds the As, a discard would say the wrong thing: no Verwerfen
    assert _reason_for(state, "HT").template != "verwerfen"


def test_answer_the_partners_lead():
    # Obenabe: seat 2 wins the first trick and leads Eicheln; seat 0 takes it with the Ober and answers in Eicheln
    hands = ["S7 DQ D8 DK C6 C7 C8 C9 H6", "S6 DT H7 H8 H9 HT HJ HQ HK", "SA D7 DA CA CK CQ CJ CT HA", None]
    state = _schieber(hands, Mode.OBENABE, "S7 S6 SA S8 D7 D9 DQ DT")
    assert state.current_player == 0
    reason = _reason_for(state, "D8")
    assert reason.template == "follow_signal" and reason.suit == C("D8") // N_RANKS
    assert "angezogen" in reason.text("de")


def test_choose_mode_names_the_trumps_held_and_push_says_too_weak():
    hands = ["HJ H9 HA HK D8 C6 C7 C8 C9", None, None, None]
    state = SchieberState.from_position(Rules.schieber_swiss(), deal(*hands), dealer=3)
    obs = state.observation(0)
    reason = explain_mode(obs, ChooseMode(Mode.TRUMP_ROSEN), Mode.TRUMP_ROSEN)
    assert reason.template == "choose_mode_trumps" and set(reason.cards) == {C("HJ"), C("H9"), C("HA"), C("HK")}
    assert explain_mode(obs, Push(), Mode.TRUMP_ROSEN).template == "push"
    assert sure_tricks(mask("SA SK SQ D6"), undenufe=False) == 3
    assert sure_tricks(mask("SA SK SQ D6"), undenufe=True) == 1


def test_the_hint_names_the_runner_up_with_its_cost_and_the_equal_cards():
    hands = ["HJ H9 HA DJ D8 C6 C7 C8 C9", None, None, None]
    obs = _schieber(hands, Mode.TRUMP_ROSEN).observation(0)
    h = hint(obs, budget=0.2, seed=4)
    best = h.ranked[0].value
    equal = [r for r in h.ranked[1:] if best - r.value < EQUAL_MARGIN]
    rest = [r for r in h.ranked[1:] if best - r.value >= EQUAL_MARGIN]
    text = h.reason("en")
    assert h.why.text("en") in text
    # the equal cards named are those the reason does not contradict
    fitting = {r.action.card for r in equal if fits_reason(obs, h.why, h.best.card, r.action.card)}
    named = set(h.alternatives.cards) if h.alternatives and h.alternatives.template == "equal_cards" else set()
    assert named == fitting and ("Just as good" in text) == bool(fitting)
    if rest:
        runner = rest[0]
        assert f"{Card(runner.action.card).phrase('en')} would cost about {best - runner.value:.0f} points" in text
    # the search's figure is a detail line, never the reason
    assert "simulated deals" in h.detail_text("en") and "simulated" not in text
    assert h.has_jass_reason


def test_the_trump_hint_has_a_reason_and_a_runner_up():
    hands = ["HJ H9 HA HK D8 C6 C7 C8 C9", None, None, None]
    state = SchieberState.from_position(Rules.schieber_swiss(), deal(*hands), dealer=3)
    h = hint(state.observation(0), budget=0.2, seed=2)
    assert isinstance(h, Hint) and h.has_jass_reason
    assert "would cost about" in h.reason("en") and h.detail_text("de")


def test_reasons_read_in_every_language_and_deck():
    hands = ["HJ H9 HA DJ D8 C6 C7 C8 C9", None, None, None]
    obs = _schieber(hands, Mode.TRUMP_ROSEN).observation(0)
    h = hint(obs, budget=0.05, seed=1)
    texts = {h.reason(lang, deck) for lang in ("de", "en", "fr", "it") for deck in (0, 1)}
    assert len(texts) == 8 and all("{" not in t for t in texts)


# -- Schmaus: the Weis and the trump 6 ------------------------------------------------


def _schmaus(h0: str, h1: str, turned: str) -> "SchmausState":
    """Seat 0 (the non-dealer) leads; the stock gets the rest with ``turned`` face up at its bottom."""
    from jassdesk.engine.schmaus import SchmausState
    rest = [c for c in range(36) if not (mask(h0) | mask(h1) | mask(turned)) >> c & 1]
    return SchmausState.from_position(Rules.schmaus(), [mask(h0), mask(h1)], rest + [C(turned)], dealer=1)


def test_the_schmaus_weis_hint_says_to_announce_upward():
    state = _schmaus("H6 H7 H8 H9 DA DK S6 S8 C7", "D6 D7 D8 ST SA C8 C9 CA HA", "CK")
    obs = state.observation(0)
    h = hint(obs, budget=0.2, seed=1)
    weis_reasons = [r for r in _all_reasons(h.why) if r.template in ("weis_step", "weis_last")]
    assert h.best.weis and weis_reasons and weis_reasons[0].params["weis"] == h.best.weis[0]
    assert "Announce" in h.reason("en") and h.has_jass_reason


def test_the_trump_six_is_exchanged_or_kept_for_its_weis_and_the_hint_says_which():
    state = _schmaus("C6 H7 H8 DA DK S6 S8 D6 HQ", "D7 D8 ST SA C7 C9 CA HA H9", "CK")
    h = hint(state.observation(0), budget=0.1, seed=1)
    assert h.why.template == "exchange_six" and h.why.card == C("CK")
    # with the 6 in a sequence (Schellen 6-7-8) the 6 stays, and the hint says why
    state = _schmaus("C6 C7 C8 DA DK S6 S8 D6 HQ", "D7 D8 ST SA C9 CT CA HA H9", "CK")
    obs = state.observation(0)
    h = hint(obs, budget=0.1, seed=1)
    assert h.best.kind is ActionKind.PLAY
    assert any(r.template == "keep_six" for r in _all_reasons(h.why))


@settings(max_examples=18, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), game=st.sampled_from(sorted(GAME_RULES)), depth=st.integers(0, 30))
def test_a_hint_names_its_runner_up_at_its_real_cost(seed, game, depth):
    rules = GAME_RULES[game]()
    state = new_state(rules, seed)
    rng = random.Random(seed)
    moves = 0
    while not state.is_over and (state.decision not in (Decision.PLAY, Decision.CHOOSE_MODE) or moves < depth):
        moves += state.decision is Decision.PLAY
        state.apply(rng.choice(state.legal_actions()))
    if state.is_over:
        return
    obs = state.observation(state.current_player)
    h = hint(obs, budget=0.01, seed=seed)
    if h.why.template == "all_equal":  # "any card will do": solved, and every card's value is the same
        assert h.exact and len({r.value for r in h.ranked}) == 1 and h.alternatives is None
    if len(h.ranked) < 2 or h.alternatives is None:
        return
    best = h.ranked[0].value
    values = {(a.card if a.kind is ActionKind.PLAY else a): h.value_of(a) for a in (r.action for r in h.ranked)}
    equal: set = set()
    for r in _all_reasons(h.alternatives):
        if r.template == "equal_cards":
            equal = set(r.cards)
            assert all(best - values[c] < EQUAL_MARGIN for c in r.cards)
            # never one the reason contradicts: it takes the trick the reason lets go, or gives clearly more away
            assert all(fits_reason(obs, h.why, h.best.card, c) for c in r.cards)
        if r.template.startswith("runner_up"):
            rows = getattr(obs.rules.options, "coiffeur_rows", ())
            named = {"runner_up": lambda: r.card, "runner_up_mode": lambda: ChooseMode(r.mode),
                     "runner_up_push": lambda: Push(),
                     "runner_up_row": lambda: next(a for a in values if getattr(a, "mode", None) == r.mode
                                                   and tuple(rows[a.row]) == tuple(r.params["row"]))}[r.template]()
            assert r.params["cost"] == f"{max(0.0, best - values[named]):.0f}"
            if h.best.kind is ActionKind.PLAY:
                beyond = [a.card for a in (x.action for x in h.ranked[1:]) if best - h.value_of(a) >= EQUAL_MARGIN]
                assert named == beyond[0]  # the first card that is not as good
            else:  # a mode or a row: the next in the ranking
                first = h.ranked[1].action
                assert named == first
