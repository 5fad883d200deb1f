"""The inference from the trump choice (ai/experimental, off by default): a world's likelihood under the model of
the choice, and the draw."""

import random
import subprocess
import sys
from dataclasses import replace

import pytest

from jassdesk.ai import schieber as schieber_ai
from jassdesk.ai.experimental import SILENT_WEIS_KEEP, draw_world, schieber_choice_likelihood, silent_weis_likelihood
from jassdesk.ai.expert import ExpertPlayer
from jassdesk.ai.games import game_ai
from jassdesk.engine.actions import ChooseMode, Push
from jassdesk.engine.cards import mask_of, parse_cards
from jassdesk.engine.determinize import World, sample_world
from jassdesk.engine.modes import Mode
from jassdesk.engine.record import new_state
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.schieber import SchieberState
from jassdesk.engine.weis import maximal_weis

STRONG_ROSEN = "HJ H9 HA HK H6 DA SA C6 C7"  # the Under, the Nell and the As of Rosen: a Rosen hand
NO_ROSEN = "D6 D7 D8 S6 S7 S8 C8 C9 CT"  # not a Rosen in it, nothing high


def rosen_chosen(vorhand_hand: str, other: str):
    """Rosen named by the Vorhand holding ``vorhand_hand``; the observation of the player after him."""
    rest = [c for c in parse_cards("H6 H7 H8 H9 HT HJ HQ HK HA D6 D7 D8 D9 DT DJ DQ DK DA "
                                   "S6 S7 S8 S9 ST SJ SQ SK SA C6 C7 C8 C9 CT CJ CQ CK CA")
            if c not in parse_cards(vorhand_hand) and c not in parse_cards(other)]
    probe = SchieberState.from_position(Rules.schieber_swiss(), [vorhand_hand, other, rest[:9], rest[9:]],
                                        dealer=3)
    assert probe.vorhand == 0
    state = SchieberState.from_position(Rules.schieber_swiss(), [vorhand_hand, other, rest[:9], rest[9:]], dealer=3,
                                        mode=Mode.TRUMP_ROSEN)
    return state


def test_a_world_that_gives_the_trump_chooser_his_trumps_is_likelier_than_one_without():
    state = rosen_chosen(STRONG_ROSEN, NO_ROSEN)
    obs = state.observation(1)  # before the first card: every hand still holds nine
    likelihood = schieber_choice_likelihood(obs)
    assert likelihood is not None
    true_world = World(tuple(state.hands))
    swapped = list(state.hands)
    swapped[0], swapped[2] = swapped[2], swapped[0]  # the Vorhand gets his partner's cards instead
    assert likelihood(true_world) > 5 * likelihood(World(tuple(swapped)))
    assert 0 < likelihood(World(tuple(swapped))) < likelihood(true_world) <= 1


def test_the_chooser_is_judged_by_his_hand_at_the_choice_even_after_he_has_played_from_it():
    state = rosen_chosen(STRONG_ROSEN, NO_ROSEN)
    before = schieber_choice_likelihood(state.observation(1))(World(tuple(state.hands)))
    state.apply(next(a for a in state.legal_actions()))  # the Vorhand leads: eight cards left
    after = schieber_choice_likelihood(state.observation(1))(World(tuple(state.hands)))
    assert after == pytest.approx(before)


def test_nobody_learns_from_his_own_choice_and_nothing_is_known_before_the_mode():
    state = rosen_chosen(STRONG_ROSEN, NO_ROSEN)
    assert schieber_choice_likelihood(state.observation(0)) is None  # the Vorhand chose himself
    fresh = new_state(Rules.schieber_swiss(), 4)
    assert schieber_choice_likelihood(fresh.observation(fresh.current_player)) is None


def test_after_a_push_both_the_pusher_and_the_partner_who_named_the_mode_are_judged():
    state = new_state(Rules.schieber_swiss(), 11)
    while state.decision.name != "CHOOSE_MODE":
        state.apply(state.legal_actions()[0])
    vorhand = state.current_player
    state.apply(Push())
    state.apply(ChooseMode(Mode.OBENABE))
    opponent = (vorhand + 1) % 4
    obs = state.observation(opponent)
    likelihood = schieber_choice_likelihood(obs)
    assert likelihood is not None
    # the pusher: a world that hands him the partner's strong Obenabe cards makes a push less likely
    rng = random.Random(2)
    values = [likelihood(sample_world(obs, rng)) for _ in range(50)]
    assert all(0 <= v <= 1 for v in values) and len(set(values)) > 10
    assert schieber_choice_likelihood(state.observation((vorhand + 2) % 4)) is not None  # judges the pusher


def test_draw_world_keeps_worlds_by_their_likelihood():
    state = rosen_chosen(STRONG_ROSEN, NO_ROSEN)
    state.apply(next(a for a in state.legal_actions()))
    obs = state.observation(1)
    rng = random.Random(5)
    from jassdesk.engine.cards import Card
    buur = int(Card.from_code("HJ"))
    # keep only worlds that give the Vorhand the Rosen Under (he played it, or holds it)
    only_buur = lambda w: 1.0 if (w.hands[0] | obs.played_by[0]) >> buur & 1 else 0.0  # noqa: E731
    assert all((draw_world(obs, rng, only_buur).hands[0] | obs.played_by[0]) >> buur & 1 for _ in range(30))
    assert draw_world(obs, random.Random(3), None) == sample_world(obs, random.Random(3))


def test_the_expert_draws_its_worlds_through_the_choice_model_when_it_is_on(monkeypatch):
    state = rosen_chosen(STRONG_ROSEN, NO_ROSEN)
    state.apply(next(a for a in state.legal_actions()))
    obs = state.observation(1)
    asked = []

    def counting(o, rng, likelihood=None):
        asked.append(likelihood)
        return sample_world(o, rng)

    monkeypatch.setattr("jassdesk.ai.experimental.draw_world", counting)
    monkeypatch.setattr("jassdesk.ai.expert.sample_world", counting)
    monkeypatch.setattr(schieber_ai, "CHOICE_INFERENCE", True)
    ExpertPlayer.searching(20, seed=1).choose(obs)
    assert len(asked) == 20 and all(a is not None for a in asked)
    asked.clear()
    monkeypatch.setattr(schieber_ai, "CHOICE_INFERENCE", False)
    monkeypatch.setattr(schieber_ai, "WEIS_INFERENCE", False)
    # off: plain sampled worlds, no likelihood (on the Python path, where each draw can be counted; the compiled
    # core samples the same worlds itself, tests/ai/test_fast_core.py)
    ExpertPlayer.searching(20, seed=1, fast=False).choose(obs)
    assert len(asked) == 20 and all(a is None for a in asked)


def test_with_every_reading_off_the_players_never_load_the_experimental_module():
    """The switches are off by default: a whole hand of every level, hints included, runs without
    jassdesk.ai.experimental (a fresh interpreter, so no other test's import counts)."""
    code = """if True:
        import sys
        from jassdesk.ai.hints import hint
        from jassdesk.ai.levels import make_player
        from jassdesk.engine.games import new_state
        from jassdesk.engine.rules import Rules
        for rules in (Rules.schieber_swiss(), Rules.coiffeur()):
            state = new_state(rules, 3)
            players = [make_player(level, seed=s) for s, level in enumerate(("beginner", "medium", "expert", "medium"))]
            for p in players:
                if hasattr(p, "budget"):
                    p.budget, p.max_worlds, p.choice_worlds = float("inf"), 8, 4
            hint(state.observation(state.current_player), worlds=8)
            while state.hand_no == 0 and not state.is_over:
                state.apply(players[state.current_player].choose(state.observation(state.current_player)))
        assert "jassdesk.ai.experimental" not in sys.modules, "loaded"
    """
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr


def test_coiffeur_rows_are_not_judged_by_the_schieber_model(monkeypatch):
    monkeypatch.setattr(schieber_ai, "CHOICE_INFERENCE", True)
    state = new_state(Rules.coiffeur(), 3)
    while state.mode is None:
        state.apply(state.legal_actions()[0])
    obs = state.observation((state.current_player + 1) % 4)
    assert game_ai(Game.SCHIEBER).world_likelihood(obs) is not None or int(obs.mode) > Mode.UNDENUFE
    assert game_ai(Game.COIFFEUR).world_likelihood(obs) is None


# -- silence about Weis ---------------------------------------------------------------------------------------

NO_WEIS = "HJ H9 HA DK D6 SA SQ C6 C8"  # no three in sequence, no four of a rank
WITH_RUN = "H6 H7 H8 DA S6 S9 C7 CT CK"  # Rosen 6-7-8: a Dreiblatt


def silent_vorhand(vorhand_hand: str = NO_WEIS, other: str = WITH_RUN) -> SchieberState:
    """Rosen trump; the Vorhand (seat 0) has led his first card without announcing anything."""
    state = rosen_chosen(vorhand_hand, other)
    lead = next(a for a in state.legal_actions() if not a.weis)
    state.apply(lead)
    return state


def test_a_world_giving_a_silent_player_a_weis_is_kept_only_rarely():
    state = silent_vorhand()
    obs = state.observation(1)
    likelihood = silent_weis_likelihood(obs)
    assert likelihood is not None
    assert likelihood(World(tuple(state.hands))) == 1.0
    # the Vorhand's eight cards traded for eight of seat 1's, Rosen 6-7-8 among them: a Weis he kept quiet
    run = set(parse_cards("H6 H7 H8"))
    given = [c for c in parse_cards(WITH_RUN) if c in run] + [c for c in parse_cards(WITH_RUN) if c not in run][:5]
    hands = list(state.hands)
    hands[0] = mask_of(given)
    hands[1] = (state.hands[0] | state.hands[1]) & ~hands[0]
    assert hands[0].bit_count() == 8 and hands[1].bit_count() == 9
    assert likelihood(World(tuple(hands))) == SILENT_WEIS_KEEP


def test_no_one_is_judged_for_silence_before_his_first_card_after_announcing_or_with_weis_off():
    state = rosen_chosen(NO_WEIS, WITH_RUN)
    assert silent_weis_likelihood(state.observation(1)) is None  # no one has played yet
    state.apply(next(a for a in state.legal_actions() if not a.weis))
    state.apply(next(a for a in state.legal_actions() if a.weis))  # seat 1 announces his Dreiblatt
    likelihood = silent_weis_likelihood(state.observation(2))
    assert likelihood(World(tuple(state.hands))) == 1.0  # seat 1 holds the Weis he announced: no penalty
    assert silent_weis_likelihood(state.observation(0)) is None  # seat 0's silence is his own
    hands = [NO_WEIS, WITH_RUN, *_rest(NO_WEIS, WITH_RUN)]
    off = SchieberState.from_position(replace(Rules.schieber_swiss(), weis=False), hands, dealer=3,
                                      mode=Mode.TRUMP_ROSEN)
    off.apply(off.legal_actions()[0])
    assert silent_weis_likelihood(off.observation(1)) is None


def _rest(*hands: str) -> list[list[int]]:
    held = {c for h in hands for c in parse_cards(h)}
    rest = [c for c in range(36) if c not in held]
    return [rest[:9], rest[9:]]


def test_the_expert_draws_worlds_where_the_silent_players_hold_no_weis(monkeypatch):
    monkeypatch.setattr(schieber_ai, "WEIS_INFERENCE", True)
    state = silent_vorhand()
    obs = state.observation(1)
    likelihood = game_ai(Game.SCHIEBER).world_likelihood(obs)
    rng = random.Random(5)
    led = obs.played_by[0]
    plain = sum(bool(maximal_weis(sample_world(obs, rng).hands[0] | led, Game.SCHIEBER)) for _ in range(400))
    kept = sum(bool(maximal_weis(draw_world(obs, rng, likelihood).hands[0] | led, Game.SCHIEBER))
               for _ in range(400))
    assert plain > 60  # plain deals give him a Weis about one time in four
    assert kept < plain / 4
