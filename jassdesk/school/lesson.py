"""Jass lessons as data: the lesson format, its reader, its check, and :class:`LessonSession`.

A lesson is one versioned JSON file in ``jassdesk/school/lessons/`` (docs/school.md, "Lessons"): a fixed
deal or several, the AI players' scripted cards, and the guide's sentences around what the person is asked
to do.  Nothing here is a rule: whether a card may be played is asked of the engine's state (``why`` and
``legal_actions``), and an illegal card is answered with the engine's own refusal, so a lesson can never
teach a rule the table does not play.  Card, suit and rank names reach a sentence only through
placeholders (``{card:HA}``, ``{suit:S}``, ``{rank:J}``) rendered with the person's language and deck,
so a lesson never depends on one deck's pictures.

Layer: this module uses ``jassdesk.engine`` and ``jassdesk.storage``'s guarded reader, never Qt.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable

from jassdesk.engine.actions import Action, ActionKind, Play
from jassdesk.engine.cards import (
    CARDS,
    RANK_CODES,
    SUIT_CODES,
    Card,
    Deck,
    Rank,
    Suit,
    rank_name,
    rank_phrase,
    suit_name,
)
from jassdesk.engine.language import LANGUAGES, contract, language
from jassdesk.engine.modes import LAST_TRICK_BONUS, Mode, trick_points
from jassdesk.engine.numbers import shown_number
from jassdesk.engine.rules import Game, Rules
from jassdesk.engine.state import GameState
from jassdesk.storage.errors import CorruptFileError, StorageError
from jassdesk.storage.guarded_reader import (
    quoted,
    read_json,
    require_dict,
    require_int,
    require_list,
    require_str,
)

from .exercise import Feedback, Sentence
from .games import LESSON_STATE_CLASSES

FORMAT = 1  # the lesson files' "format"; a reader of format 1 refuses any other
LESSON_DIR = Path(__file__).with_name("lessons")
MAX_STEPS = 200
MAX_TEXT = 600  # characters of one sentence in one language
MAX_PLAYED = 32  # cards played before a deal is shown (eight tricks)

#: the rule options a lesson may set on top of its preset (the rest stay the preset's)
RULE_OVERRIDES: dict[str, type] = {
    "weis": bool, "match_bonus": int, "trump_instead_of_follow": bool, "bauer_exception": bool,
    "undertrump_ban": bool, "trumpfzwang": bool, "stoeck_automatic": bool, "hands": int,
}
#: the games whose deals format 1 can describe, with the engine's state class of each (the school's registry)
STATE_CLASSES: dict[Game, type[GameState]] = LESSON_STATE_CLASSES

# -- placeholders -----------------------------------------------------------------------------------

_PLACEHOLDER = re.compile(r"\{([A-Za-z_]+)(?::([A-Za-z0-9]+))?\}")
_SUITS = {code: suit for suit, code in SUIT_CODES.items()}
_RANKS = {code: rank for rank, code in RANK_CODES.items()}
_SIDES = {"0": 0, "1": 1}


@dataclass(frozen=True)
class _Context:
    """What a placeholder is rendered from: the state the table shows, the language and the deck."""

    state: GameState
    lang: str
    deck: Deck


def _card(arg: str | None) -> Card:
    if arg is None:
        raise ValueError("a card placeholder needs a card code, e.g. {card:HA}")
    return Card.from_code(arg)


def _side(arg: str | None) -> int:
    if arg not in _SIDES:
        raise ValueError("a team placeholder needs the team 0 or 1, e.g. {points:0}")
    return _SIDES[arg]


def _suit(arg: str | None) -> Suit:
    if arg is None or arg.upper() not in _SUITS:
        raise ValueError(f"unknown suit code {quoted(arg)}: expected one of H D S C")
    return _SUITS[arg.upper()]


def _rank(arg: str | None) -> Rank:
    if arg is None or arg.upper() not in _RANKS:
        raise ValueError(f"unknown rank code {quoted(arg)}: expected one of 6 7 8 9 T J Q K A")
    return _RANKS[arg.upper()]


def _trump(ctx: _Context, arg: str | None) -> str:
    mode = getattr(ctx.state, "mode", None)
    if mode is None or not Mode(mode).is_trump_mode:
        raise ValueError("{trump} needs a deal with a trump suit")
    return suit_name(Mode(mode).trump, ctx.lang, ctx.deck)


def _last_trick_points(ctx: _Context, arg: str | None) -> str:
    tricks = getattr(ctx.state, "tricks", ())
    if not tricks:
        raise ValueError("{trick_points} needs a trick taken")
    index = len(tricks) - 1
    points = trick_points(ctx.state.trick_direction(index), tricks[-1][1])
    return str(shown_number(points + (LAST_TRICK_BONUS if index == 8 else 0), ctx.lang))


def _hand_total(ctx: _Context, arg: str | None) -> str:
    results = getattr(ctx.state, "results", ())
    if not results:
        raise ValueError("{hand:N} needs a hand scored")
    return str(shown_number(results[-1].raw_total[_side(arg)], ctx.lang))


#: placeholder kind -> its value in a context.  A kind written with a capital ("{Card:HA}") is the same
#: value with a capital first letter, for the start of a sentence.
PLACEHOLDERS: dict[str, Callable[[_Context, str | None], str]] = {
    "card": lambda ctx, arg: _card(arg).phrase(ctx.lang, ctx.deck),  # with its article: "l'as de cœur"
    "name": lambda ctx, arg: _card(arg).name(ctx.lang, ctx.deck),  # without: "as de cœur"
    "suit": lambda ctx, arg: suit_name(_suit(arg), ctx.lang, ctx.deck),
    "rank": lambda ctx, arg: rank_name(_rank(arg), ctx.lang, ctx.deck),
    "the_rank": lambda ctx, arg: rank_phrase(_rank(arg), ctx.lang, ctx.deck),  # "l'under", "le valet"
    "trump": _trump,
    "trick_points": _last_trick_points,  # the last trick taken, its 5 included when it was the ninth
    "points": lambda ctx, arg: str(shown_number(ctx.state.card_pts[_side(arg)], ctx.lang)),  # card points so far
    "score": lambda ctx, arg: str(shown_number(ctx.state.scores[_side(arg)], ctx.lang)),  # the written score
    "hand": _hand_total,  # the last hand's total for a team: cards, the last trick's 5, match, Weis, Stöck
}


def placeholders(text: str) -> list[str]:
    """The placeholders of a sentence as written (``"card:HA"``), in order."""
    return [m.group(0)[1:-1] for m in _PLACEHOLDER.finditer(text)]


def _check_placeholder(kind: str, arg: str | None) -> None:
    """Refuse an unknown placeholder or a bad code without a state (the reader's check)."""
    key = kind.lower()
    if key not in PLACEHOLDERS:
        raise ValueError(f"unknown placeholder {{{kind}}}: expected one of {', '.join(PLACEHOLDERS)}")
    if key in ("card", "name"):
        _card(arg)
    elif key == "suit":
        _suit(arg)
    elif key in ("rank", "the_rank"):
        _rank(arg)
    elif key in ("points", "score", "hand"):
        _side(arg)


def render(text: Sentence, lang: str, deck: Deck, state: GameState) -> str:
    """A sentence in ``lang`` with its placeholders filled from ``state`` in the person's deck."""
    ctx = _Context(state, language(lang), Deck(deck))
    template = text[ctx.lang]

    def fill(match: re.Match[str]) -> str:
        kind, arg = match.group(1), match.group(2)
        value = PLACEHOLDERS[kind.lower()](ctx, arg)
        return value[:1].upper() + value[1:] if kind[:1].isupper() else value

    return contract(_PLACEHOLDER.sub(fill, template), ctx.lang)  # "de écussons" -> "d'écussons"


def render_all(text: Sentence, deck: Deck, state: GameState) -> Sentence:
    """The sentence in every language, as a :class:`~jassdesk.school.exercise.Feedback` carries it."""
    return {lang: render(text, lang, deck, state) for lang in LANGUAGES}


# -- the lesson model -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Say:
    """The guide's sentence: the person reads it and goes on (:meth:`LessonSession.advance`)."""

    text: Sentence


@dataclass(frozen=True)
class Deal:
    """A fixed deal: every seat's nine cards, the dealer, the mode where fixed, the cards played before.

    ``played`` are action codes applied silently after the deal (tricks already behind the table when
    the lesson shows it, e.g. for a lesson on the last trick).
    """

    hands: tuple[tuple[Card, ...], ...]
    dealer: int
    mode: Mode | None
    scores: tuple[int, int]
    played: tuple[Action, ...]


@dataclass(frozen=True)
class ScriptedPlay:
    """An AI seat's scripted move, applied on :meth:`LessonSession.advance`; an optional sentence with it."""

    action: Action
    text: Sentence | None


@dataclass(frozen=True)
class Expect:
    """The person's action: what is right, and what the guide says to a right or a wrong-but-legal one.

    ``wrong`` holds sentences for particular wrong actions; ``no`` answers any other legal action that is
    not right (it may be left out only where every legal action is right or has its own sentence).  An
    illegal action is never answered here: the engine's refusal says why.
    """

    text: Sentence
    right: tuple[Action, ...]
    yes: Sentence
    no: Sentence | None
    wrong: tuple[tuple[tuple[Action, ...], Sentence], ...]


@dataclass(frozen=True)
class Question:
    """A question answered by clicking a card (offered as ``Play(card)``; the state is never changed).

    The cards the person may click are those he sees: the trick on the table (or the trick just taken
    when the table is empty) and his own hand.
    """

    text: Sentence
    answers: tuple[Card, ...]
    yes: Sentence
    no: Sentence


Step = Say | Deal | ScriptedPlay | Expect | Question


@dataclass(frozen=True)
class Lesson:
    """One lesson as read from its file."""

    id: str
    order: int
    game: Game
    preset: str
    overrides: dict[str, Any]
    seat: int
    title: Sentence
    steps: tuple[Step, ...]
    source: str

    def rules(self) -> Rules:
        return Rules.preset_named(self.preset, **self.overrides)


# -- the reader -------------------------------------------------------------------------------------

class _Reader:
    """Reads one lesson file's fields, every refusal naming the file and the field."""

    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, what: str, problem: str) -> CorruptFileError:
        return CorruptFileError(f"{self.source}: {what} {problem}")

    def sentence(self, value: Any, what: str) -> Sentence:
        table = require_dict(value, what, self.source)
        missing = [lang for lang in LANGUAGES if lang not in table]
        if missing:
            raise self.fail(what, f"has no text in {', '.join(missing)} (every sentence needs de, fr, it, en)")
        extra = [key for key in table if key not in LANGUAGES]
        if extra:
            raise self.fail(what, f"has a text in an unknown language {quoted(extra[0])}")
        out = {lang: require_str(table[lang], f"{what}.{lang}", self.source, MAX_TEXT) for lang in LANGUAGES}
        for lang, text in out.items():
            for found in _PLACEHOLDER.finditer(text):
                try:
                    _check_placeholder(found.group(1), found.group(2))
                except ValueError as exc:
                    raise self.fail(f"{what}.{lang}", str(exc)) from None
        return out

    def action(self, value: Any, what: str) -> Action:
        code = require_str(value, what, self.source, 60)
        try:
            return Action.from_code(code)
        except ValueError as exc:
            raise self.fail(what, f"is {exc}") from None

    def actions(self, value: Any, what: str, max_items: int = 36) -> tuple[Action, ...]:
        items = require_list(value, what, self.source, max_items)
        if not items:
            raise self.fail(what, "is empty")
        return tuple(self.action(item, f"{what}[{i}]") for i, item in enumerate(items))

    def card(self, value: Any, what: str) -> Card:
        code = require_str(value, what, self.source, 2)
        try:
            return Card.from_code(code)
        except ValueError as exc:
            raise self.fail(what, f"is not a card ({exc})") from None

    def hand(self, value: Any, what: str) -> tuple[Card, ...]:
        """Card codes separated by spaces ("HJ H9 HA ..."), as the puzzles write a hand."""
        items = require_str(value, what, self.source, 40).split()
        return tuple(self.card(item, f"{what} card {i + 1}") for i, item in enumerate(items))

    def deal(self, value: Any, what: str) -> Deal:
        data = require_dict(value, what, self.source)
        hands_data = require_list(data.get("hands"), f"{what}.hands", self.source, 4)
        if len(hands_data) != 4:
            raise self.fail(f"{what}.hands", f"has {len(hands_data)} hands (four seats)")
        hands = tuple(self.hand(h, f"{what}.hands[{i}]") for i, h in enumerate(hands_data))
        seen: dict[Card, int] = {}
        for seat, hand in enumerate(hands):
            if len(hand) != 9:
                raise self.fail(f"{what}.hands[{seat}]", f"has {len(hand)} cards (nine each)")
            for card in hand:
                if card in seen:
                    raise self.fail(f"{what}.hands[{seat}]", f"holds {card.code}, already in hands[{seen[card]}]")
                seen[card] = seat
        dealer = require_int(data.get("dealer", 0), f"{what}.dealer", self.source, 0, 3)
        mode = None
        if "mode" in data:
            code = require_str(data["mode"], f"{what}.mode", self.source, 4)
            try:
                mode = Mode.from_code(code)
            except ValueError as exc:
                raise self.fail(f"{what}.mode", f"is {exc}") from None
        scores_data = require_list(data.get("scores", [0, 0]), f"{what}.scores", self.source, 2)
        if len(scores_data) != 2:
            raise self.fail(f"{what}.scores", "must hold the two teams' scores")
        scores = tuple(require_int(s, f"{what}.scores[{i}]", self.source, 0, 100000)
                       for i, s in enumerate(scores_data))
        played: tuple[Action, ...] = ()
        if "played" in data:  # action codes separated by spaces, in the order they were played
            items = require_str(data["played"], f"{what}.played", self.source, MAX_PLAYED * 3).split()
            if len(items) > MAX_PLAYED:
                raise self.fail(f"{what}.played", f"has {len(items)} actions (at most {MAX_PLAYED})")
            played = tuple(self.action(a, f"{what}.played action {i + 1}") for i, a in enumerate(items))
        self.no_other_keys(data, what, {"hands", "dealer", "mode", "scores", "played"})
        return Deal(hands, dealer, mode, scores, played)  # type: ignore[arg-type]

    def no_other_keys(self, data: dict[str, Any], what: str, known: set[str]) -> None:
        for key in data:
            if key not in known:
                raise self.fail(what, f"has an unknown field {quoted(key)}")

    def step(self, value: Any, what: str) -> Step:
        data = require_dict(value, what, self.source)
        kinds = [key for key in ("say", "deal", "play", "expect", "question") if key in data]
        if len(kinds) != 1:
            raise self.fail(what, "must be exactly one of say, deal, play, expect, question")
        kind = kinds[0]
        where = f"{what}.{kind}"
        if kind == "say":
            self.no_other_keys(data, what, {"say"})
            return Say(self.sentence(data["say"], where))
        if kind == "deal":
            self.no_other_keys(data, what, {"deal"})
            return self.deal(data["deal"], where)
        if kind == "play":
            self.no_other_keys(data, what, {"play", "text"})
            text = self.sentence(data["text"], f"{what}.text") if "text" in data else None
            return ScriptedPlay(self.action(data["play"], where), text)
        body = require_dict(data[kind], where, self.source)
        self.no_other_keys(data, what, {kind})
        return self.expect(body, where) if kind == "expect" else self.question(body, where)

    def expect(self, body: dict[str, Any], where: str) -> Expect:
        self.no_other_keys(body, where, {"text", "right", "yes", "no", "wrong"})
        wrong = []
        for i, item in enumerate(require_list(body.get("wrong", []), f"{where}.wrong", self.source, 36)):
            entry = require_dict(item, f"{where}.wrong[{i}]", self.source)
            self.no_other_keys(entry, f"{where}.wrong[{i}]", {"actions", "text"})
            wrong.append((self.actions(entry.get("actions"), f"{where}.wrong[{i}].actions"),
                          self.sentence(entry.get("text"), f"{where}.wrong[{i}].text")))
        no = self.sentence(body["no"], f"{where}.no") if "no" in body else None
        return Expect(self.sentence(body.get("text"), f"{where}.text"),
                      self.actions(body.get("right"), f"{where}.right"),
                      self.sentence(body.get("yes"), f"{where}.yes"), no, tuple(wrong))

    def question(self, body: dict[str, Any], where: str) -> Question:
        self.no_other_keys(body, where, {"text", "answers", "yes", "no"})
        answers = require_list(body.get("answers"), f"{where}.answers", self.source, 36)
        if not answers:
            raise self.fail(f"{where}.answers", "is empty")
        return Question(self.sentence(body.get("text"), f"{where}.text"),
                        tuple(self.card(a, f"{where}.answers[{i}]") for i, a in enumerate(answers)),
                        self.sentence(body.get("yes"), f"{where}.yes"),
                        self.sentence(body.get("no"), f"{where}.no"))

    def rules(self, value: Any) -> tuple[str, dict[str, Any]]:
        data = require_dict(value, "rules", self.source)
        preset = require_str(data.get("preset"), "rules.preset", self.source, 20)
        overrides: dict[str, Any] = {}
        for key, item in data.items():
            if key == "preset":
                continue
            kind = RULE_OVERRIDES.get(key)
            if kind is None:
                raise self.fail("rules", f"has an option a lesson cannot set: {quoted(key)} "
                                         f"(one of {', '.join(RULE_OVERRIDES)})")
            if kind is bool:
                if not isinstance(item, bool):
                    raise self.fail(f"rules.{key}", "must be true or false")
                overrides[key] = item
            else:
                overrides[key] = require_int(item, f"rules.{key}", self.source, 0, 10000)
        try:
            Rules.preset_named(preset, **overrides)
        except (ValueError, TypeError) as exc:
            raise self.fail("rules", f"are not rules the engine plays ({exc})") from None
        return preset, overrides

    def lesson(self, data: Any) -> Lesson:
        data = require_dict(data, "the lesson", self.source)
        version = data.get("format")
        if version != FORMAT:
            raise self.fail("format", f"must be {FORMAT} (this JassDesk reads lesson format {FORMAT}), "
                                      f"not {quoted(version)}")
        self.no_other_keys(data, "the lesson", {"format", "id", "order", "game", "rules", "seat", "title",
                                                "steps"})
        lesson_id = require_str(data.get("id"), "id", self.source, 40)
        if not re.fullmatch(r"[a-z0-9][a-z0-9-]*", lesson_id):
            raise self.fail("id", "must be small letters, digits and dashes")
        game_name = require_str(data.get("game"), "game", self.source, 20)
        try:
            game = Game(game_name)
        except ValueError:
            raise self.fail("game", f"is not a game: {quoted(game_name)}") from None
        if game not in STATE_CLASSES:
            raise self.fail("game", f"{game.value} has no lesson deals in format {FORMAT} yet "
                                    f"(one of {', '.join(g.value for g in STATE_CLASSES)})")
        preset, overrides = self.rules(data.get("rules"))
        if Rules.preset_named(preset, **overrides).game is not game:
            raise self.fail("rules.preset", f"is not a preset of {game.value}")
        steps_data = require_list(data.get("steps"), "steps", self.source, MAX_STEPS)
        steps = tuple(self.step(s, f"steps[{i}]") for i, s in enumerate(steps_data))
        first_deal = next((i for i, s in enumerate(steps) if isinstance(s, Deal)), None)
        if first_deal is None:
            raise self.fail("steps", "hold no deal (a lesson shows at least one)")
        acting = next((i for i, s in enumerate(steps) if isinstance(s, (ScriptedPlay, Expect, Question))), None)
        if acting is not None and acting < first_deal:
            raise self.fail(f"steps[{acting}]", "acts before the first deal")
        return Lesson(lesson_id, require_int(data.get("order"), "order", self.source, 1, 1000), game, preset,
                      overrides, require_int(data.get("seat", 0), "seat", self.source, 0, 3),
                      self.sentence(data.get("title"), "title"), steps, self.source)


def read_lesson(path: Path) -> Lesson:
    """One lesson file through the guarded reader; :class:`CorruptFileError` names the file and the field."""
    return _Reader(str(path)).lesson(read_json(Path(path)))


def lesson_files(folder: Path = LESSON_DIR) -> list[Path]:
    return sorted(Path(folder).glob("*.json"))


def load_lessons(folder: Path = LESSON_DIR) -> list[Lesson]:
    """Every lesson of ``folder`` in its order (a damaged file raises, naming itself)."""
    return sorted((read_lesson(p) for p in lesson_files(folder)), key=lambda lesson: (lesson.order, lesson.id))


# -- the session ------------------------------------------------------------------------------------

def _same_action(a: Action, b: Action) -> bool:
    """A card answers a card whatever it announces with it (Weis, Stöck are the engine's to check)."""
    if a.kind is ActionKind.PLAY and b.kind is ActionKind.PLAY:
        return int(a.card) == int(b.card)  # type: ignore[attr-defined]
    return a.code == b.code


def _refusal_sentence(state: GameState, action: Action, deck: Deck) -> Sentence | None:
    refusal = state.why(action)
    if refusal is None:
        return None
    return {lang: refusal.message(lang, deck) for lang in LANGUAGES}


def build_deal(lesson: Lesson, deal: Deal) -> GameState:
    """The engine's state of a deal, its ``played`` cards applied (each checked by the engine)."""
    state = STATE_CLASSES[lesson.game].from_position(lesson.rules(), [list(h) for h in deal.hands],
                                                     dealer=deal.dealer, mode=deal.mode, scores=deal.scores)
    for action in deal.played:
        state.apply(action)
    return state


def visible_cards(state: GameState, seat: int) -> set[int]:
    """The cards a question may point at: the trick on the table, or the trick just taken, and the hand."""
    shown = set(state.trick) if state.trick else (set(state.tricks[-1][1]) if state.tricks else set())
    return shown | {c for c in CARDS if state.hands[seat] >> c & 1}


#: the answer to an action offered while the lesson is not waiting for one (a click during a sentence or
#: after the end): taken back, and no wrong try
NOT_YET: Sentence = {"de": "Noch nicht: Lesen Sie zuerst den Text, dann geht es weiter.",
                     "fr": "Pas encore : lisez d'abord ce que dit le guide, puis continuez.",
                     "it": "Non ancora: prima leggi cosa dice la guida, poi vai avanti.",
                     "en": "Not yet: read what the guide says first, then go on."}
LESSON_OVER: Sentence = {"de": "Die Lektion ist fertig.", "fr": "La leçon est terminée.",
                         "it": "La lezione è finita.", "en": "The lesson is over."}


def stars_for(wrong_tries: int) -> int:
    """A finished lesson's stars: 3 without a wrong try, 2 with one or two, 1 with more."""
    return 3 if wrong_tries == 0 else 2 if wrong_tries <= 2 else 1


class LessonSession:
    """A lesson in progress: the :class:`~jassdesk.school.exercise.Exercise` the school's window runs.

    The session stops at every step the window shows (a sentence, a scripted card, the person's turn);
    a deal is laid out as soon as it is reached.  ``deck`` is the person's deck for every card name.
    """

    def __init__(self, lesson: Lesson, deck: Deck = Deck.SWISS) -> None:
        self.lesson = lesson
        self.id = lesson.id
        self.seat = lesson.seat
        self.deck = Deck(deck)
        self.wrong_tries = 0
        self.moves: list[str] = []  # the person's right actions, in order: what a snapshot replays
        first = next(s for s in lesson.steps if isinstance(s, Deal))
        self._state = build_deal(lesson, first)
        self._index = 0
        self._shown: Sentence | None = None
        self._enter()

    # -- the Exercise face --

    def title(self, lang: str) -> str:
        return self.lesson.title[language(lang)]

    @property
    def state(self) -> GameState:
        return self._state

    @property
    def step(self) -> Step | None:
        """The step the session stands at (None when the lesson is done)."""
        return self.lesson.steps[self._index] if self._index < len(self.lesson.steps) else None

    @property
    def step_index(self) -> int:
        """Where the session stands in the lesson's steps (their number when it is done)."""
        return self._index

    def guide(self, lang: str) -> str:
        """The current step's sentence; a scripted card without one keeps the last sentence shown."""
        return "" if self._shown is None else render(self._shown, lang, self.deck, self._state)

    def waiting_for_person(self) -> bool:
        return isinstance(self.step, (Expect, Question))

    def advance(self) -> None:
        """Past a sentence or a scripted card; nothing while the person is to act or the lesson is done."""
        step = self.step
        if isinstance(step, ScriptedPlay):
            self._state.apply(step.action)
        elif not isinstance(step, Say):
            return
        self._index += 1
        self._enter()

    def offer(self, action: Action) -> Feedback:
        """The person's action: right (applied, the lesson goes on), wrong but legal or illegal (taken back).

        An action while the lesson is not waiting for one is taken back with :data:`NOT_YET` (or
        :data:`LESSON_OVER`) and is no wrong try.
        """
        step = self.step
        if isinstance(step, Question):
            return self._answer(step, action)
        if not isinstance(step, Expect):
            return Feedback(False, dict(LESSON_OVER if step is None else NOT_YET), taken_back=True)
        refused = _refusal_sentence(self._state, action, self.deck)
        if refused is not None:
            self.wrong_tries += 1
            return Feedback(False, refused, taken_back=True)
        if any(_same_action(action, r) for r in step.right):
            self._state.apply(action)
            self.moves.append(action.code)
            self._index += 1
            self._shown = step.yes
            feedback = Feedback(True, render_all(step.yes, self.deck, self._state))
            self._enter()
            return feedback
        self.wrong_tries += 1
        return Feedback(False, render_all(self._wrong_sentence(step, action), self.deck, self._state),
                        taken_back=True)

    @property
    def done(self) -> bool:
        return self._index >= len(self.lesson.steps)

    @property
    def stars(self) -> int:
        """0 until the lesson is finished, then :func:`stars_for` its wrong tries."""
        return stars_for(self.wrong_tries) if self.done else 0

    def snapshot(self) -> dict[str, Any]:
        """The lesson, the step, the wrong tries and the person's right actions: replayed by :meth:`restore`."""
        return {"format": FORMAT, "lesson": self.id, "step": self._index, "wrong": self.wrong_tries,
                "moves": list(self.moves)}

    @classmethod
    def restore(cls, lesson: Lesson, data: Any, deck: Deck = Deck.SWISS) -> "LessonSession":
        """The session a :meth:`snapshot` describes, replayed step by step from the start.

        A snapshot comes from the settings file: anything that does not fit this lesson (another lesson,
        an action the step does not take, a step past the end) raises :class:`StorageError` with a
        sentence, and the caller starts the lesson afresh.
        """
        source = f"the saved place in lesson {lesson.id}"
        data = require_dict(data, "the saved place", source)
        if data.get("format") != FORMAT or data.get("lesson") != lesson.id:
            raise StorageError(f"{source} belongs to another lesson or format")
        target = require_int(data.get("step"), "step", source, 0, len(lesson.steps))
        wrong = require_int(data.get("wrong"), "wrong", source, 0, 100000)
        moves = [require_str(m, f"moves[{i}]", source, 60)
                 for i, m in enumerate(require_list(data.get("moves"), "moves", source, MAX_STEPS))]
        session = cls(lesson, deck)
        pending = list(moves)
        while session._index < target:
            step = session.step
            if isinstance(step, (Say, ScriptedPlay)):
                session.advance()
                continue
            if isinstance(step, Question):  # the answer is the lesson's own: nothing to replay
                session.offer(Play(step.answers[0]))
                continue
            if not pending:
                raise StorageError(f"{source} lacks the person's action at step {session._index}")
            try:
                feedback = session.offer(Action.from_code(pending.pop(0)))
            except ValueError as exc:
                raise StorageError(f"{source} holds {exc}") from None
            if not feedback.right:
                raise StorageError(f"{source} holds an action step {session._index} does not take")
        if session._index != target or pending:
            raise StorageError(f"{source} does not fit the lesson's steps")
        session.wrong_tries = wrong
        return session

    # -- inside --

    def _enter(self) -> None:
        """Arrive at the current step: lay out deals at once, show the step's sentence if it has one (else
        the last one stays: the answer to the person's card while the AI players add theirs)."""
        while isinstance(self.step, Deal):
            self._state = build_deal(self.lesson, self.step)  # type: ignore[arg-type]
            self._index += 1
        text = getattr(self.step, "text", None)
        if text is not None:
            self._shown = text

    def _answer(self, step: Question, action: Action) -> Feedback:
        card = getattr(action, "card", None)
        if action.kind is ActionKind.PLAY and card is not None and int(card) in {int(a) for a in step.answers}:
            self._index += 1
            self._shown = step.yes
            feedback = Feedback(True, render_all(step.yes, self.deck, self._state))
            self._enter()
            return feedback
        self.wrong_tries += 1
        return Feedback(False, render_all(step.no, self.deck, self._state), taken_back=True)

    @staticmethod
    def _wrong_sentence(step: Expect, action: Action) -> Sentence:
        for actions, text in step.wrong:
            if any(_same_action(action, a) for a in actions):
                return text
        assert step.no is not None, "check_lessons refuses an expect step whose legal actions lack a sentence"
        return step.no


# -- the check --------------------------------------------------------------------------------------

#: placeholder kinds that name the same thing (a language may need the article where another has none)
_SAME_THING = {"name": "card", "the_rank": "rank"}


def _named(text: str) -> list[str]:
    """What a sentence's placeholders name, whatever their article or capital: ``card:HA``, ``rank:J``."""
    out = []
    for found in _PLACEHOLDER.finditer(text):
        kind = found.group(1).lower()
        out.append(_SAME_THING.get(kind, kind) + (f":{found.group(2).upper()}" if found.group(2) else ""))
    return sorted(out)


def _language_problems(text: Sentence, what: str) -> Iterable[str]:
    reference = _named(text["en"])
    for lang in LANGUAGES:
        if not text[lang].strip():
            yield f"{what} is empty in {lang}"
        elif re.search(r"[{}]", _PLACEHOLDER.sub("", text[lang])):
            yield f"{what} in {lang} has a brace that is no placeholder (written {{kind:code}}, e.g. {{card:HA}})"
        elif _named(text[lang]) != reference:
            yield f"{what} in {lang} names {_named(text[lang])}, in en {reference}"


def _render_problems(text: Sentence, what: str, state: GameState) -> Iterable[str]:
    """Render in every language and both decks: a placeholder the state cannot fill is a problem."""
    for deck in Deck:
        for lang in LANGUAGES:
            try:
                render(text, lang, deck, state)
            except (ValueError, KeyError, IndexError) as exc:
                yield f"{what} cannot be shown in {lang} ({exc})"
                return


def _texts_of(step: Step) -> list[tuple[str, Sentence]]:
    if isinstance(step, Say):
        return [("say", step.text)]
    if isinstance(step, ScriptedPlay):
        return [("text", step.text)] if step.text is not None else []
    if isinstance(step, Expect):
        return [("text", step.text), ("yes", step.yes)] + ([("no", step.no)] if step.no else []) + \
            [(f"wrong[{i}]", t) for i, (_, t) in enumerate(step.wrong)]
    if isinstance(step, Question):
        return [("text", step.text), ("yes", step.yes), ("no", step.no)]
    return []


def _expect_problems(state: GameState, step: Expect, what: str, seat: int) -> Iterable[str]:
    if state.current_player != seat:
        yield f"{what} waits for the person, but seat {state.current_player} is to play"
    for action in step.right:
        refusal = state.why(action)
        if refusal is not None:
            yield f"{what} calls {action.code} right, but the engine refuses it: {refusal.message()}"
    for actions, _ in step.wrong:
        for action in actions:
            refusal = state.why(action)
            if refusal is not None:
                yield f"{what} calls {action.code} wrong, but it is illegal (the engine answers): {refusal.message()}"
            if any(_same_action(action, r) for r in step.right):
                yield f"{what} calls {action.code} both right and wrong"
    if step.no is None:
        for action in state.legal_actions():
            listed = [*step.right, *(a for actions, _ in step.wrong for a in actions)]
            if not any(_same_action(action, a) for a in listed):
                yield f"{what} has no sentence (no) for the legal {action.code}"
                break


def _lesson_problems(lesson: Lesson) -> Iterable[str]:
    """Walk the lesson as a person answering right would, asking the engine at every step."""
    for i, step in enumerate(lesson.steps):
        for name, text in _texts_of(step):
            yield from _language_problems(text, f"steps[{i}].{name}")
    yield from _language_problems(lesson.title, "title")
    state: GameState | None = None
    for i, step in enumerate(lesson.steps):
        what = f"steps[{i}]"
        if isinstance(step, Deal):
            try:
                state = build_deal(lesson, step)
            except ValueError as exc:
                yield f"{what}: the engine refuses the deal ({exc})"
                return
            continue
        assert state is not None  # the reader refuses a lesson acting before its first deal
        for name, text in _texts_of(step):
            if not (isinstance(step, Expect) and name == "yes"):  # "yes" is shown after the action
                yield from _render_problems(text, f"{what}.{name}", state)
        if isinstance(step, ScriptedPlay):
            if state.current_player == lesson.seat:
                yield f"{what} plays for the person's seat {lesson.seat} (the person acts himself: expect)"
            refusal = state.why(step.action)
            if refusal is not None:
                yield f"{what}: the scripted {step.action.code} is illegal: {refusal.message()}"
                return
            state.apply(step.action)
        elif isinstance(step, Expect):
            problems = list(_expect_problems(state, step, what, lesson.seat))
            yield from problems
            if problems:
                return
            state.apply(step.right[0])
            for name, text in (("yes", step.yes),):
                yield from _render_problems(text, f"{what}.{name}", state)
        elif isinstance(step, Question):
            seen = visible_cards(state, lesson.seat)
            for card in step.answers:
                if int(card) not in seen:
                    yield f"{what}: the answer {card.code} is not on the table nor in the person's hand"


def check_lessons(folder: Path = LESSON_DIR) -> tuple[list[tuple[str, str]], int]:
    """(lesson id, problem) for every problem of every lesson in ``folder``, and how many were checked.

    A file the reader refuses is a problem named by its file name.  Every scripted move, every right and
    every wrong answer is asked of the engine in its position, every text must exist in four languages
    with the same placeholders and render in both decks, ids and orders must be unique.
    """
    problems: list[tuple[str, str]] = []
    lessons: list[Lesson] = []
    files = lesson_files(folder)
    for path in files:
        try:
            lessons.append(read_lesson(path))
        except StorageError as exc:
            problems.append((path.stem, str(exc)))
    ids: dict[str, str] = {}
    orders: dict[int, str] = {}
    for lesson in lessons:
        if lesson.id in ids:
            problems.append((lesson.id, f"the id is also {ids[lesson.id]}'s"))
        if lesson.order in orders:
            problems.append((lesson.id, f"the order {lesson.order} is also lesson {orders[lesson.order]}'s"))
        ids.setdefault(lesson.id, lesson.source)
        orders.setdefault(lesson.order, lesson.id)
        problems.extend((lesson.id, problem) for problem in _lesson_problems(lesson))
    return problems, len(files)
