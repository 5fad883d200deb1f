"""Jass puzzles: end-of-hand positions whose goal the exact solver has checked, and a session to play one.

A puzzle is data (``jassdesk/school/puzzles/*.json``, see docs/school.md): a deal, the cards played so far,
the person's seat and a goal.  The position is rebuilt on the engine's own state (the games'
``from_position`` constructors, then every card played through ``apply``), so a puzzle can never show a
position the rules do not allow.  Every seat is then played with all hands open by the exact solver
(:mod:`jassdesk.ai.solver`): the goal must be what the person's side can force, no less and no more, and at
least one legal first card must miss it (a puzzle where any card works is no puzzle).

Goals (``kind``; the score the solver maximizes for the person and the others minimize):

* ``points``: the side's card points of the whole hand (the last trick's 5 included, no match bonus, no
  Weis) reach ``target``; Schmaus counts the person's own points.
* ``tricks``: the side takes ``target`` of the tricks still to play (the one in progress included).
* ``match``: the side takes every trick of the hand.  ``save``: the opponents do not.
* ``bid`` (Differenzler): the person's points end exactly on his bid.

What differs between the games (their presets and goals, their own fields such as the mode played, the
position's construction, which solver values the cards, whether seats count by side) is each game's own
module, a :class:`~jassdesk.school.puzzle_game.PuzzleGame` asked through the school's registry
(:mod:`jassdesk.school.games`); nothing here names a game.  Schieber and Coiffeur points, match and save
are valued by :class:`~jassdesk.ai.solver.SchieberEndgame`, Schmaus by
:func:`~jassdesk.ai.solver.solve_schmaus_endgame`; the solver module counts card points only, so trick
counts and Differenzler's single players (three against one) are searched exactly by
:func:`~jassdesk.ai.solver.exact_card_values` on the same legality and trick rules
(:mod:`jassdesk.engine.card_play`, :mod:`jassdesk.engine.modes`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from jassdesk.engine.actions import PLAY, Decision, Play
from jassdesk.engine.cards import CARDS, Card, Deck
from jassdesk.engine.language import LANGUAGES, text_in
from jassdesk.engine.refusal import IllegalAction
from jassdesk.engine.rules import Rules
from jassdesk.engine.state import GameState, hand_mask
from jassdesk.storage.errors import CorruptFileError
from jassdesk.storage.guarded_reader import (quoted, read_json, require_dict, require_int, require_list,
                                            require_str)

from .exercise import Feedback, Sentence
from .games import PUZZLE_GAMES, puzzle_game
from .puzzle_game import Goal, PuzzleGame, read_cards

FORMAT = 1
PUZZLE_DIR = Path(__file__).resolve().parent / "puzzles"
#: the games a puzzle file may name, in the engine's order (each game's presets and goals: its PuzzleGame)
GAMES: tuple[str, ...] = tuple(PUZZLE_GAMES)
MAX_PUZZLES_PER_FILE = 50
MAX_TEXT = 400
CLOSE_POINTS = 10  # "a few points short" for two stars (points and bid goals)

#: the school's own sentences (goal, progress); card and suit names never appear in them
TEXTS: dict[str, Sentence] = {
    "goal_points_side": {"de": "Ihre Seite macht in diesem Spiel mindestens {n} Punkte.",
                         "fr": "Votre équipe marque au moins {n} points dans cette donne.",
                         "it": "La tua squadra fa almeno {n} punti in questa smazzata.",
                         "en": "Your side makes at least {n} points in this hand."},
    "goal_points_you": {"de": "Sie machen in diesem Spiel mindestens {n} Punkte.",
                        "fr": "Vous marquez au moins {n} points dans cette donne.",
                        "it": "Fai almeno {n} punti in questa smazzata.",
                        "en": "You make at least {n} points in this hand."},
    "goal_tricks": {"de": "Ihre Seite macht mindestens {n} der letzten {m} Stiche.",
                    "fr": "Votre équipe fait au moins {n} des {m} derniers plis.",
                    "it": "La tua squadra fa almeno {n} delle ultime {m} prese.",
                    "en": "Your side takes at least {n} of the last {m} tricks."},
    "goal_tricks_all": {"de": "Ihre Seite macht alle {m} letzten Stiche.",
                        "fr": "Votre équipe fait chacun des {m} derniers plis.",
                        "it": "La tua squadra fa tutte le ultime {m} prese.",
                        "en": "Your side takes every one of the last {m} tricks."},
    "goal_match": {"de": "Ihre Seite macht alle Stiche: den Match.",
                   "fr": "Votre équipe fait tous les plis : le match.",
                   "it": "La tua squadra fa tutte le prese: il match.",
                   "en": "Your side takes every trick: the match."},
    "goal_save": {"de": "Verhindern Sie den Match: Ihre Seite macht mindestens einen Stich.",
                  "fr": "Empêchez le match : votre équipe fait au moins un pli.",
                  "it": "Evita il match: la tua squadra fa almeno una presa.",
                  "en": "Save the match: your side takes at least one trick."},
    "goal_bid": {"de": "Machen Sie genau Ihre Voraussage: {n} Punkte.",
                 "fr": "Réalisez exactement votre estimation : {n} points.",
                 "it": "Fai esattamente la tua previsione: {n} punti.",
                 "en": "Make your bid exactly: {n} points."},
    "guide_turn": {"de": "Ziel: {goal} Sie sind am Zug.", "fr": "Objectif : {goal} À vous de jouer.",
                   "it": "Obiettivo: {goal} Tocca a te.", "en": "Goal: {goal} Your card."},
    "guide_others": {"de": "Ziel: {goal} Die anderen spielen.", "fr": "Objectif : {goal} Les autres jouent.",
                     "it": "Obiettivo: {goal} Giocano gli altri.", "en": "Goal: {goal} The others play."},
    "still": {"de": "Noch möglich: {goal}", "fr": "Encore possible : {goal}", "it": "Ancora possibile: {goal}",
              "en": "Still possible: {goal}"},
    "lost": {"de": "Jetzt können die Gegner Sie aufhalten: {goal}",
             "fr": "Maintenant, les adversaires peuvent vous en empêcher : {goal}",
             "it": "Ora gli avversari possono impedirtelo: {goal}",
             "en": "Now the opponents can stop you: {goal}"},
    "met": {"de": "Gut gespielt: Ziel erreicht.", "fr": "Bien joué : objectif atteint.",
            "it": "Ben giocato: obiettivo raggiunto.", "en": "Well played: goal reached."},
    "missed": {"de": "Ziel verfehlt. Versuchen Sie es noch einmal oder nehmen Sie den Tipp.",
               "fr": "Objectif manqué. Réessayez ou demandez le conseil.",
               "it": "Obiettivo mancato. Riprova o chiedi il suggerimento.",
               "en": "Goal missed. Try again, or ask for the hint."},
}


@dataclass(frozen=True)
class Puzzle:
    """One puzzle as read from its file (the position is rebuilt by :meth:`start_state`)."""

    id: str
    game: str
    preset: str
    dealer: int
    deal: tuple[int, ...]  # the hands as dealt (masks, by seat)
    own: Any  # the game's own fields (mode, row, stock, bids...), as its PuzzleGame.read_own gives them
    played: tuple[int, ...]  # every card played before the position, in order
    hands: tuple[int, ...]  # each seat's remaining cards at the position (checked against the replay)
    seat: int
    goal: Goal
    title: Sentence
    hint: Sentence
    source: str  # the file it came from, for messages

    @property
    def puzzle_game(self) -> PuzzleGame:
        """The game's part of the puzzles (:mod:`jassdesk.school.games`): everything that differs by game."""
        return puzzle_game(self.game)

    def rules(self) -> Rules:
        return Rules.preset_named(self.preset)

    def start_state(self) -> GameState:
        """The position on the engine's state: the deal, then every card played so far through ``apply``."""
        state = _dealt_state(self)
        for card in self.played:
            if state.decision is not Decision.PLAY:
                raise CorruptFileError(f"{self.source}: puzzle {self.id}: played goes past the end of the hand")
            try:
                state.apply(PLAY[card])
            except IllegalAction as exc:
                raise CorruptFileError(f"{self.source}: puzzle {self.id}: played card {Card(card).code} is "
                                       f"not allowed there ({exc.refusal.message()})") from None
        if tuple(state.hands) != self.hands:
            raise CorruptFileError(f"{self.source}: puzzle {self.id}: hands do not match the deal minus the "
                                   f"cards played")
        return state

    @property
    def side_game(self) -> bool:
        """Are seats counted by side (Schieber, Coiffeur) rather than alone (Schmaus, Differenzler)?"""
        return self.puzzle_game.by_side

    def seen_from_person(self) -> "Puzzle":
        """The same puzzle with the person in seat 0, the seat the table draws at the bottom.

        A puzzle file may seat the person anywhere (the position is whatever the deal needs); the table
        always shows the person's seat 0 in front of him.  Every seat moves round by the person's seat:
        the hands, the dealer and the game's own seat fields (:meth:`PuzzleGame.own_seen_from`).  Turn
        order and the sides (seats two apart) are kept, so every card's exact value is unchanged
        (tests/school/test_puzzle_seats.py).
        """
        shift = self.seat
        if shift == 0:
            return self
        n = len(self.deal)

        def moved(by_seat: tuple[int, ...]) -> tuple[int, ...]:
            return tuple(by_seat[(s + shift) % n] for s in range(n))
        return replace(self, deal=moved(self.deal), hands=moved(self.hands), dealer=(self.dealer - shift) % n,
                       seat=0, own=self.puzzle_game.own_seen_from(self.own, shift))

    def goal_text(self, lang: str) -> str:
        kind = self.goal.kind
        if kind == "points":
            key = "goal_points_side" if self.side_game else "goal_points_you"
        else:
            key = "goal_" + kind
        tricks_left = (sum(h.bit_count() for h in self.hands) + _trick_cards(self)) // len(self.hands)
        if kind == "tricks" and self.goal.target == tricks_left:
            key = "goal_tricks_all"
        return text_in(TEXTS[key], lang).format(n=self.goal.target, m=tricks_left)


def _trick_cards(puzzle: Puzzle) -> int:
    """Cards of the trick in progress at the position."""
    per_trick = len(puzzle.hands)
    return len(puzzle.played) % per_trick


def _dealt_state(p: Puzzle) -> GameState:
    """The deal on the engine's state, built by the game's own module; a deal the game refuses is a damaged
    file."""
    try:
        return p.puzzle_game.dealt_state(p)
    except (ValueError, IllegalAction) as exc:
        raise CorruptFileError(f"{p.source}: puzzle {p.id}: the deal is not a position of {p.game} ({exc})") \
            from None


# -- reading ---------------------------------------------------------------------------------------

def _sentence(value: Any, what: str, source: str) -> Sentence:
    table = require_dict(value, what, source)
    out = {}
    for lang in LANGUAGES:
        text = require_str(table.get(lang), f"{what}.{lang}", source, MAX_TEXT).strip()
        if not text:
            raise CorruptFileError(f"{source}: {what}.{lang} is empty")
        out[lang] = text
    extra = set(table) - set(LANGUAGES)
    if extra:
        raise CorruptFileError(f"{source}: {what} has a language JassDesk does not know: {quoted(sorted(extra)[0])}")
    return out


def _choice(value: Any, what: str, source: str, allowed: tuple[str, ...]) -> str:
    text = require_str(value, what, source, 40)
    if text not in allowed:
        raise CorruptFileError(f"{source}: {what} must be one of {', '.join(allowed)}, not {quoted(text)}")
    return text


def parse_puzzle(data: Any, source: str, index: int) -> Puzzle:
    """One puzzle object of a file, every field checked before use (the position itself by the engine)."""
    where = f"puzzles[{index}]"
    d = require_dict(data, where, source)
    pid = require_str(d.get("id"), f"{where}.id", source, 60)
    if not pid or not all(c.isalnum() or c in "-_" for c in pid):
        raise CorruptFileError(f"{source}: {where}.id must be letters, digits, - and _, not {quoted(pid)}")
    where = f"puzzle {pid}"
    game = _choice(d.get("game"), f"{where}.game", source, GAMES)
    room = puzzle_game(game)
    preset = _choice(d.get("preset"), f"{where}.preset", source, room.presets)
    n_seats = room.seats
    dealer = require_int(d.get("dealer"), f"{where}.dealer", source, 0, n_seats - 1)
    deal_list = require_list(d.get("deal"), f"{where}.deal", source, n_seats)
    if len(deal_list) != n_seats:
        raise CorruptFileError(f"{source}: {where}.deal must be {n_seats} hands")
    deal = tuple(hand_mask(read_cards(h, f"{where}.deal[{s}]", source, 9)) for s, h in enumerate(deal_list))
    hands_list = require_list(d.get("hands"), f"{where}.hands", source, n_seats)
    if len(hands_list) != n_seats:
        raise CorruptFileError(f"{source}: {where}.hands must be {n_seats} hands")
    hands = tuple(hand_mask(read_cards(h, f"{where}.hands[{s}]", source)) for s, h in enumerate(hands_list))
    own = room.read_own(d, where, source)
    played = read_cards(d.get("played", ""), f"{where}.played", source)
    seat = require_int(d.get("seat"), f"{where}.seat", source, 0, n_seats - 1)
    g = require_dict(d.get("goal"), f"{where}.goal", source)
    kind = _choice(g.get("kind"), f"{where}.goal.kind", source, room.goals)
    target = require_int(g.get("target"), f"{where}.goal.target", source, 0, 257)
    if kind in ("match", "save") and target != 1:
        raise CorruptFileError(f"{source}: {where}.goal.target must be 1 for a {kind} goal")
    room.check_goal(kind, target, seat, own, where, source)
    return Puzzle(pid, game, preset, dealer, deal, own, played, hands, seat,
                  Goal(kind, target), _sentence(d.get("title"), f"{where}.title", source),
                  _sentence(d.get("hint"), f"{where}.hint", source), source)


def read_puzzle_file(path: Path) -> list[Puzzle]:
    """The puzzles of one file, read through the guarded reader: a damaged file is refused naming the field."""
    source = str(path)
    data = require_dict(read_json(Path(path)), "the file", source)
    if data.get("format") != FORMAT:
        raise CorruptFileError(f"{source}: format must be {FORMAT}, not {quoted(data.get('format'))}")
    items = require_list(data.get("puzzles"), "puzzles", source, MAX_PUZZLES_PER_FILE)
    return [parse_puzzle(item, source, i) for i, item in enumerate(items)]


def load_puzzles(folder: Path = PUZZLE_DIR) -> list[Puzzle]:
    """Every puzzle shipped, file by file in name order; two puzzles with one id are refused."""
    puzzles: list[Puzzle] = []
    seen: dict[str, str] = {}
    for path in sorted(Path(folder).glob("*.json")):
        for p in read_puzzle_file(path):
            if p.id in seen:
                raise CorruptFileError(f"{path}: puzzle id {p.id} is used twice (also in {seen[p.id]})")
            seen[p.id] = str(path)
            puzzles.append(p)
    return puzzles


# -- the exact values -------------------------------------------------------------------------------

def card_scores(puzzle: Puzzle, state: GameState, start_tricks: int) -> dict[int, int]:
    """The person's final score (higher is better) after each legal card of the player to move, every seat
    playing perfectly from then on.  ``start_tricks``: tricks played before the puzzle's position.

    The game's own module picks the solver that fits it and the goal (:meth:`PuzzleGame.card_scores`)."""
    return puzzle.puzzle_game.card_scores(puzzle, state, start_tricks)


def goal_met(goal: Goal, score: int) -> bool:
    """Does a final score reach the goal?  (Bid scores are minus the distance to the bid.)"""
    if goal.kind == "bid":
        return score == 0
    return score >= goal.target


def stars_for(goal: Goal, score: int) -> int:
    """3: goal met; 2: one trick or a few points (:data:`CLOSE_POINTS`) short; 1: tried.  A match or a save
    has no near miss."""
    if goal_met(goal, score):
        return 3
    if goal.kind == "tricks" and score == goal.target - 1:
        return 2
    if goal.kind == "points" and score >= goal.target - CLOSE_POINTS:
        return 2
    if goal.kind == "bid" and score >= -CLOSE_POINTS:
        return 2
    return 1


# -- the session -------------------------------------------------------------------------------------

def _sentence_of(key: str, **values: str) -> Sentence:
    return {lang: text_in(TEXTS[key], lang).format(**values) for lang in LANGUAGES}


class PuzzleSession:
    """A puzzle being played: the person's cards, the solver's best replies for every other seat.

    After each of the person's cards the answer says whether the goal can still be forced; a card the rules
    refuse is taken back with the engine's reason.  The last card's exact value is the outcome, which the
    stars measure (:func:`stars_for`).
    """

    def __init__(self, puzzle: Puzzle, played: tuple[int, ...] = (), deck: Deck = Deck.SWISS) -> None:
        self.puzzle = puzzle
        self.deck = deck  # the person's: the engine's reasons name the cards as he sees them
        self.id = puzzle.id
        self.seat = puzzle.seat
        self._state = puzzle.start_state()
        self._start_tricks = len(self._state.tricks)
        self._left = sum(h.bit_count() for h in self._state.hands)
        self._played: list[int] = []
        self._score: int | None = None
        for card in played:  # resuming: the same cards again, the person's and the replies alike
            self._apply(int(card))

    @classmethod
    def resume(cls, puzzle: Puzzle, snapshot: dict[str, Any], deck: Deck = Deck.SWISS) -> "PuzzleSession":
        """The session a :meth:`snapshot` describes (its puzzle must be ``puzzle``); ValueError for a snapshot
        that is not one of it (another puzzle, a card code unknown or not allowed there)."""
        if snapshot.get("puzzle") != puzzle.id:
            raise ValueError(f"the snapshot is of puzzle {quoted(snapshot.get('puzzle'))}, not {puzzle.id}")
        cards = snapshot.get("played")
        if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
            raise ValueError("the snapshot's played cards must be a list of card codes")
        return cls(puzzle, tuple(int(Card.from_code(c)) for c in cards), deck)

    def title(self, lang: str) -> str:
        return text_in(self.puzzle.title, lang)

    def hint(self, lang: str) -> str:
        return text_in(self.puzzle.hint, lang)

    @property
    def state(self) -> GameState:
        return self._state

    def guide(self, lang: str) -> str:
        if self.done:
            return text_in(TEXTS["met" if self.stars == 3 else "missed"], lang)
        key = "guide_turn" if self.waiting_for_person() else "guide_others"
        return text_in(TEXTS[key], lang).format(goal=self.puzzle.goal_text(lang))

    def waiting_for_person(self) -> bool:
        return not self.done and self._state.current_player == self.seat

    def advance(self) -> None:
        """The next seat that is not the person's plays the solver's best card for its side."""
        if self.done or self.waiting_for_person():
            return
        scores = self.card_values()
        partner = self.puzzle.side_game and self._state.current_player % 2 == self.seat % 2
        best = max(scores, key=lambda c: (scores[c] if partner else -scores[c], -c))
        self._apply(best, scores)

    def offer(self, action: Any) -> Feedback:
        refusal = self._refusal(action)
        if refusal is not None:
            return Feedback(False, refusal, taken_back=True)
        scores = self.card_values()
        card = int(action.card)
        self._apply(card, scores)
        still = goal_met(self.puzzle.goal, scores[card])
        if self.done:
            return Feedback(still, _sentence_of("met" if still else "missed"))
        goal = {lang: self.puzzle.goal_text(lang) for lang in LANGUAGES}
        key = "still" if still else "lost"
        # a card played is never taken back; it is "right" while the goal can still be forced
        return Feedback(still, {lang: text_in(TEXTS[key], lang).format(goal=goal[lang]) for lang in LANGUAGES})

    def _refusal(self, action: Any) -> Sentence | None:
        """Why the action is taken back, in every language (the engine's reason for a card the rules refuse),
        or None when it is played."""
        if self.done:
            return _sentence_of("met" if self.stars == 3 else "missed")
        if not self.waiting_for_person():
            return {lang: text_in(TEXTS["guide_others"], lang).format(goal=self.puzzle.goal_text(lang))
                    for lang in LANGUAGES}
        why = self._state.why(action)
        if why is not None:
            return {lang: why.message(lang, self.deck) for lang in LANGUAGES}
        if not isinstance(action, Play):  # allowed by the rules (the trump 6's exchange), but no puzzle's step
            return {lang: text_in(TEXTS["guide_turn"], lang).format(goal=self.puzzle.goal_text(lang))
                    for lang in LANGUAGES}
        return None

    @property
    def done(self) -> bool:
        return len(self._played) == self._left

    @property
    def score(self) -> int | None:
        """The outcome once the last card is played (the goal's score: see :func:`card_scores`), else None.

        The engine has then closed the hand: :attr:`state` waits for the next cut, and its last result
        holds the hand's points as written."""
        return self._score

    @property
    def stars(self) -> int:
        if self._score is None:
            return 0
        return stars_for(self.puzzle.goal, self._score)

    def snapshot(self) -> dict[str, Any]:
        return {"puzzle": self.id, "played": [CARDS[c].code for c in self._played]}

    def card_values(self) -> dict[int, int]:
        """Each legal card of the player to move: the person's final score after it, all seats then playing
        perfectly (the window's hint may show the best; :func:`goal_met` says which reach the goal)."""
        return card_scores(self.puzzle, self._state, self._start_tricks)

    def _apply(self, card: int, scores: dict[int, int] | None = None) -> None:
        last = len(self._played) + 1 == self._left
        if last:  # the last card's value is the outcome; taken before the engine closes the hand
            self._score = (scores if scores is not None else self.card_values())[card]
        self._state.apply(PLAY[card])
        self._played.append(card)
