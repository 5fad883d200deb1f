"""Find instructive end-of-hand positions with the exact solver and write them as puzzle files.

A tool, not the product: the JSON files under jassdesk/school/puzzles/ are the puzzles, and
``python -m jassdesk.school --check`` checks them whatever made them.  For each game this deals at
random (fixed seeds, so a run is repeatable), plays random legal cards up to the last few tricks, and
keeps a position when the person has a choice that matters: the solver's optimum is the goal, and at least
one legal card misses it.  Run: ``python tools/make_puzzles.py [game ...]`` (rewrites the files of the
games named, or all four).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from jassdesk.engine.actions import ChooseRow, Decision, Play  # noqa: E402
from jassdesk.engine.cards import CARDS, iter_cards  # noqa: E402
from jassdesk.engine.coiffeur import CoiffeurState  # noqa: E402
from jassdesk.engine.modes import MODE_CODES, Mode  # noqa: E402
from jassdesk.engine.rules import Rules  # noqa: E402
from jassdesk.school.check import check_puzzle  # noqa: E402
from jassdesk.school.puzzle import PUZZLE_DIR, card_scores, goal_met, parse_puzzle  # noqa: E402
from jassdesk.storage.errors import CorruptFileError  # noqa: E402

TITLES = {
    "points": {"de": "Mindestens {n} Punkte", "fr": "Au moins {n} points", "it": "Almeno {n} punti",
               "en": "At least {n} points"},
    "tricks": {"de": "{n} der letzten {m} Stiche", "fr": "{n} des {m} derniers plis",
               "it": "{n} delle ultime {m} prese", "en": "{n} of the last {m} tricks"},
    "tricks_all": {"de": "Alle letzten {m} Stiche", "fr": "Tous les {m} derniers plis",
                   "it": "Tutte le ultime {m} prese", "en": "All of the last {m} tricks"},
    "match": {"de": "Den Match holen", "fr": "Faire le match", "it": "Fare il match", "en": "Make the match"},
    "save": {"de": "Den Match verhindern", "fr": "Empêcher le match", "it": "Evitare il match",
             "en": "Save the match"},
    "bid": {"de": "Genau {n} Punkte", "fr": "Exactement {n} points", "it": "Esattamente {n} punti",
            "en": "Exactly {n} points"},
}
HINTS = {
    "trump": {"de": "Denken Sie an die Trümpfe, die noch draussen sind: Wer hat sie, und wann fallen sie?",
              "fr": "Pensez aux atouts encore en jeu : qui les tient, et quand tombent-ils ?",
              "it": "Pensa alle briscole ancora in gioco: chi le tiene, e quando cadono?",
              "en": "Think of the trumps still out: who holds them, and when do they fall?"},
    "hold": {"de": "Nicht sofort die stärkste Karte: Behalten Sie sie für den Stich, der sie braucht.",
             "fr": "Pas tout de suite la carte la plus forte : gardez-la pour le pli qui en a besoin.",
             "it": "Non subito la carta più forte: tienila per la presa che ne ha bisogno.",
             "en": "Not your strongest card at once: keep it for the trick that needs it."},
    "cash": {"de": "Zählen Sie, welche Ihrer Karten schon die höchsten sind, und nehmen Sie, was Ihnen gehört.",
             "fr": "Comptez lesquelles de vos cartes sont déjà maîtresses, et prenez ce qui est à vous.",
             "it": "Conta quali delle tue carte sono già le più alte, e prendi ciò che è tuo.",
             "en": "Count which of your cards are already the best, and take what is yours."},
    "count": {"de": "Zählen Sie die Punkte, die noch im Spiel sind: Welche Stiche müssen Sie machen, welche nicht?",
              "fr": "Comptez les points encore en jeu : quels plis devez-vous faire, et lesquels pas ?",
              "it": "Conta i punti ancora in gioco: quali prese devi fare, e quali no?",
              "en": "Count the points still in play: which tricks must you take, and which not?"},
}


def codes(mask_or_cards) -> str:
    cards = iter_cards(mask_or_cards) if isinstance(mask_or_cards, int) else mask_or_cards
    return " ".join(CARDS[c].code for c in cards)


def play_random(state, rng: random.Random, cards_to_play: int) -> list[int]:
    played = []
    for _ in range(cards_to_play):
        plays = [a for a in state.legal_actions() if isinstance(a, Play) and not a.weis and not a.stoeck]
        card = int(rng.choice(plays).card)
        state.apply(Play(card))
        played.append(card)
    return played


def shuffled(rng: random.Random) -> list[int]:
    cards = list(range(36))
    rng.shuffle(cards)
    return cards


def four_hands(rng: random.Random) -> list[int]:
    cards = shuffled(rng)
    return [sum(1 << c for c in cards[9 * s:9 * s + 9]) for s in range(4)]


def base_entry(pid: str, game: str, preset: str, dealer: int, deal: list[int]) -> dict:
    return {"id": pid, "game": game, "preset": preset, "dealer": dealer, "deal": [codes(h) for h in deal]}


def schieber_like(game: str, rng: random.Random) -> tuple[dict, object]:
    from jassdesk.engine.schieber import SchieberState
    deal, dealer = four_hands(rng), rng.randrange(4)
    if game == "schieber":
        rules = Rules.schieber_swiss()
        mode = rng.choice([Mode.TRUMP_ROSEN, Mode.TRUMP_EICHELN, Mode.TRUMP_SCHILTEN, Mode.TRUMP_SCHELLEN,
                           Mode.OBENABE, Mode.UNDENUFE])
        state = SchieberState.from_position(rules, deal, dealer, mode)
        entry = base_entry("", game, "swiss", dealer, deal)
        entry["mode"] = MODE_CODES[mode]
    else:
        rules = Rules.coiffeur()
        state = CoiffeurState.from_position(rules, deal, dealer)
        rows = [a for a in state.legal_actions() if isinstance(a, ChooseRow) and a.mode < 6]
        choice = rng.choice(rows)
        state.apply(choice)
        entry = base_entry("", game, "coiffeur", dealer, deal)
        entry.update(mode=MODE_CODES[choice.mode], row=choice.row)
    return entry, state


def differenzler(rng: random.Random, bids: list[int]) -> tuple[dict, object]:
    from jassdesk.engine.differenzler import DifferenzlerState
    deal, dealer = four_hands(rng), rng.randrange(4)
    trump = rng.choice(list(iter_cards(deal[dealer])))
    state = DifferenzlerState.from_position(Rules.differenzler(), deal, dealer, trump, tuple(bids))
    entry = base_entry("", "differenzler", "differenzler", dealer, deal)
    entry.update(trump_card=CARDS[trump].code, bids=bids)
    return entry, state


def schmaus(rng: random.Random) -> tuple[dict, object]:
    from jassdesk.engine.schmaus import SchmausState
    cards = shuffled(rng)
    deal = [sum(1 << c for c in cards[0:9]), sum(1 << c for c in cards[9:18])]
    dealer = rng.randrange(2)
    state = SchmausState.from_position(Rules.schmaus(), deal, cards[18:], dealer)
    entry = base_entry("", "schmaus", "schmaus", dealer, deal)
    entry["stock"] = codes(cards[18:])
    return entry, state


def hint_kind(puzzle, state, scores: dict[int, int]) -> str:
    best = max(scores.values())
    good = [c for c, v in scores.items() if v == best]
    if puzzle.goal.kind == "bid":
        return "count"
    trump = state.mode if state.mode is not None and int(state.mode) < 4 else None
    if trump is not None and all(c // 9 == trump for c in good):
        return "trump"
    hand = state.hands[puzzle.seat]
    if all(c != max(iter_cards(hand & (0x1FF << (c // 9 * 9)))) for c in good):
        return "hold"
    return "cash"


def finish(entry: dict, state, played: list[int], seat: int, kind: str, target: int, n: int):
    """The entry with its goal and texts, or None when the position is no puzzle."""
    left = sum(h.bit_count() for h in state.hands) + len(state.trick)
    tricks_left = left // len(state.hands)
    entry.update(id=f"{entry['game']}-{n:02d}", played=codes(played), hands=[codes(h) for h in state.hands],
                 seat=seat, goal={"kind": kind, "target": target})
    title = "tricks_all" if kind == "tricks" and target == tricks_left else kind
    entry["title"] = {lang: t.format(n=target, m=tricks_left) for lang, t in TITLES[title].items()}
    entry["hint"] = HINTS["count"]
    puzzle = parse_puzzle(entry, "generated", 0)
    return puzzle


def attempt(game: str, rng: random.Random, kind: str, index: int):
    if game == "schmaus":
        entry, state = schmaus(rng)
        played = play_random(state, rng, 2 * 9 + 2 * rng.choice([3, 4, 5]) + rng.randrange(2))
    elif game == "differenzler":
        entry, state = differenzler(rng, [0, 0, 0, 0])
        played = play_random(state, rng, 4 * (9 - rng.choice([3, 4])) + rng.randrange(3))
    else:
        entry, state = schieber_like(game, rng)
        played = play_random(state, rng, 4 * (9 - rng.choice([3, 4])) + rng.randrange(3))
    if state.decision is not Decision.PLAY:
        return None
    seat = state.current_player
    if len([c for c in iter_cards(state.legal_card_mask())]) < 2:
        return None
    if kind == "bid":
        # the bid must be one the person can still make exactly: try what the solver says he can reach
        have = state.card_pts[seat]
        for target in sorted(range(have, 158), key=lambda b: rng.random())[:12]:
            bids = [rng.randrange(20, 110) for _ in range(4)]
            bids[seat] = target
            entry["bids"] = bids
            try:
                puzzle = finish(dict(entry), state, played, seat, "bid", target, index)
            except (CorruptFileError, ValueError):  # a bid the engine does not take
                continue
            scores = card_scores(puzzle, puzzle.start_state(), len(state.tricks))
            if goal_met(puzzle.goal, max(scores.values())) and not all(
                    goal_met(puzzle.goal, v) for v in scores.values()):
                return finalize(puzzle, entry, state, scores, index)
        return None
    target = 1
    puzzle = finish(dict(entry), state, played, seat, kind, target, index)
    scores = card_scores(puzzle, state, len(state.tricks))
    best = max(scores.values())
    if kind in ("points", "tricks"):
        if kind == "tricks" and best == 0:
            return None
        puzzle = finish(dict(entry), state, played, seat, kind, best, index)
    elif not goal_met(puzzle.goal, best):
        return None
    if all(goal_met(puzzle.goal, v) for v in scores.values()):
        return None
    return finalize(puzzle, dict(entry, seat=seat), state, scores, index)


def finalize(puzzle, entry: dict, state, scores: dict[int, int], index: int) -> dict:
    data = {**entry}
    data.update(played=codes(puzzle.played), hands=[codes(h) for h in puzzle.hands], seat=puzzle.seat,
                goal={"kind": puzzle.goal.kind, "target": puzzle.goal.target}, title=puzzle.title,
                hint=HINTS[hint_kind(puzzle, state, scores)])
    data["id"] = f"{puzzle.game}-{index:02d}"
    return data


PLAN = {  # game -> goal kinds, one puzzle each, in order
    "schieber": ["tricks", "points", "match", "points", "tricks", "points", "points", "tricks", "tricks", "points",
                 "tricks", "match", "points", "tricks"],
    "coiffeur": ["points", "tricks", "save", "points", "match", "tricks"],
    "schmaus": ["points"] * 7,
    "differenzler": ["bid"] * 7,
}


def main(games: list[str]) -> None:
    """Rewrite the files of ``games`` (all four when none is named)."""
    for game, kinds in PLAN.items():
        if games and game not in games:
            continue
        rng = random.Random(f"jassdesk-puzzles-{game}")
        puzzles = []
        for index, kind in enumerate(kinds, start=1):
            for _ in range(4000):
                found = attempt(game, rng, kind, index)
                if found is None:
                    continue
                checked = parse_puzzle(found, game, 0)
                if check_puzzle(checked):
                    continue
                puzzles.append(found)
                break
            else:
                print(f"{game}: no {kind} puzzle found", file=sys.stderr)
        path = PUZZLE_DIR / f"{game}.json"
        path.write_text(json.dumps({"format": 1, "puzzles": puzzles}, ensure_ascii=False, indent=1) + "\n",
                        encoding="utf-8")
        print(f"{path}: {len(puzzles)} puzzles")


if __name__ == "__main__":
    main(sys.argv[1:])
