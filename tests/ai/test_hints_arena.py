"""Hints rank the legal actions and explain the best in both languages; the arena runs end to end."""

import json
import random

from jassdesk.ai import arena
from jassdesk.ai.hints import card_values, hint
from jassdesk.engine.actions import ActionKind, Decision
from jassdesk.engine.cards import Deck
from jassdesk.engine.coiffeur_table import TEN_ROWS
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Rules


def test_hint_for_every_decision_kind_is_legal_and_explained():
    for rules in (Rules.schieber_swiss(), Rules.schmaus(), Rules.differenzler(), Rules.coiffeur(coiffeur_rows=TEN_ROWS)):
        state = new_state(rules, 8)
        rng = random.Random(1)
        kinds = set()
        while not state.is_over and state.hand_no == 0:
            obs = state.observation(state.current_player)
            h = hint(obs, budget=0.02, seed=3)
            assert h.best in obs.legal_actions
            assert h.ranked[0].action == h.best
            en, de = h.reason("en", Deck.SWISS), h.reason("de", Deck.FRENCH)
            assert en and de and en != de
            if state.decision is Decision.PLAY:
                playable = {int(a.card) for a in obs.legal_actions if a.kind is ActionKind.PLAY}
                assert set(card_values(h)) == playable
            kinds.add(state.decision)
            state.apply(rng.choice(state.legal_actions()))
        assert Decision.PLAY in kinds


def test_hint_prefers_the_partner_trick_schmieren():
    """The partner's As takes the trick for sure (the last player must follow): give him the Banner."""
    from deals import deal
    from jassdesk.engine.actions import PLAY
    from jassdesk.engine.cards import Card
    from jassdesk.engine.modes import Mode
    from jassdesk.engine.schieber import SchieberState
    hands = deal("SA S7 D6 D7 D8 C6 C7 C8 C9",     # seat 0 leads the As, partner of seat 2
                 "S6 S8 D9 DJ DQ DK DA CT CJ",     # seat 1
                 "ST S9 H6 H7 H8 H9 HT HJ HQ",     # seat 2: Banner or 9 of Schilten
                 None)                            # seat 3 holds SJ SQ SK: must follow, cannot trump
    state = SchieberState.from_position(Rules.schieber_seed(), hands, dealer=3, mode=Mode.TRUMP_ROSEN)
    state.apply(PLAY[Card.from_code("SA")])  # seat 0 leads the As
    state.apply(PLAY[Card.from_code("S6")])  # seat 1 follows
    obs = state.observation(2)
    h = hint(obs, budget=0.3, seed=1)
    assert h.best.card == Card.from_code("ST")
    assert "partner" in h.reason("en")


def test_arena_smoke(capsys):
    code = arena.main(["--game", "schieber", "--preset", "seed", "--a", "medium", "--b", "random",
                       "--deals", "6", "--duplicate", "--seed", "3", "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["hands"] == 12 and out["deals"] == 6
    assert abs(out["share_a"] + out["share_b"] - 1) < 1e-9
    assert out["share_a_ci95"][0] <= out["share_a"] <= out["share_a_ci95"][1]
    assert out["points"]["A"] + out["points"]["B"] == 12 * 157
    assert "A:medium" in out["decision_time"]


def test_arena_schmaus_smoke(capsys):
    code = arena.main(["--game", "schmaus", "--a", "expert", "--b", "medium", "--deals", "1", "--budget", "0.01"])
    assert code == 0
    assert "expert" in capsys.readouterr().out


def test_arena_differenzler_rotates_the_levels_over_the_seats(capsys):
    code = arena.main(["--game", "differenzler", "--levels", "beginner,medium,expert,random", "--deals", "2",
                       "--worlds", "4", "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)["by_level"]
    assert set(out) == {"beginner", "medium", "expert", "random"}
    for row in out.values():
        assert row["deals"] == 2 and row["ci95"][0] <= row["mean_penalty"] <= row["ci95"][1]


def test_arena_differenzler_plays_every_level_at_every_seat_of_the_same_deal():
    result = arena.play_rotations(("differenzler", "standard", ("medium", "random", "random", "random"), 1, 0,
                                   None, None))
    assert len(result.penalties["medium"]) == 4 and len(result.penalties["random"]) == 12


def test_arena_plays_coiffeur_as_whole_partien_measured_by_the_table(capsys):
    code = arena.main(["--game", "coiffeur", "--a", "medium", "--b", "random", "--deals", "2", "--duplicate",
                       "--seed", "4", "--json"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert out["deals"] == 2 and out["hands"] == 4  # two Partien, each played twice with the teams swapped
    assert out["partien_won"]["A"] + out["partien_won"]["B"] <= 4
    assert out["points"]["A"] > 2000 and out["points"]["B"] > 2000  # 16 rows of 8 factors each, both teams
    assert out["share_a_ci95"][0] <= out["share_a"] <= out["share_a_ci95"][1]


def test_a_long_match_shows_its_share_so_far_on_the_progress_line(capsys):
    from jassdesk.ai.arena import DealResult, run_jobs, share_so_far

    def play(deal: int) -> DealResult:
        return DealResult(deal, False, (100, 57), (100, 57), {})

    results = run_jobs(play, list(range(4)), 1, "A vs B: ", so_far=share_so_far)
    assert len(results) == 4
    assert "A 63.7% so far" in capsys.readouterr().err  # 400 of 628 points
    assert share_so_far([]) == "no points yet"
