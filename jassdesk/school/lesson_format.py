"""The lesson file format (``"format": 1``) and its reader: every refusal names the file and the field.

A lesson is one versioned JSON file in ``jassdesk/school/lessons/`` (docs/school.md, "Lessons"), read
through the storage's guarded reader (``read_json`` and the ``require_*`` helpers), so a damaged or hostile
file is refused with a sentence and never half read.  The fields every deal has are read here; a game's
own deal fields are read by the game's :class:`~jassdesk.school.lesson_game.LessonGame`, asked through the
registry, so this module names no game.

Layer: the engine and the storage's guarded reader only; no Qt.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from jassdesk.engine.actions import Action
from jassdesk.engine.cards import Card
from jassdesk.engine.language import LANGUAGES
from jassdesk.engine.rules import Game, Rules
from jassdesk.storage.errors import CorruptFileError
from jassdesk.storage.guarded_reader import quoted, read_json, require_dict, require_int, require_list, require_str

from .exercise import Sentence
from .games import LESSON_GAMES
from .lesson_game import LessonGame
from .lesson_model import ACTING_STEPS, Deal, Expect, Free, Lesson, Question, Say, ScriptedPlay, Step
from .lesson_text import PLACEHOLDER, check_placeholder

FORMAT = 1  # the lesson files' "format"; a reader of format 1 refuses any other
LESSON_DIR = Path(__file__).with_name("lessons")
MAX_STEPS = 200
MAX_TEXT = 600  # characters of one sentence in one language
MAX_PLAYED = 40  # actions played before a deal is shown (eight tricks of four, the mode or bids too)
HAND_SIZE = 9  # every game's hands are dealt nine cards

#: the rule options a lesson may set on top of its preset (the rest stay the preset's)
RULE_OVERRIDES: dict[str, type] = {
    "weis": bool, "match_bonus": int, "trump_instead_of_follow": bool, "bauer_exception": bool,
    "undertrump_ban": bool, "trumpfzwang": bool, "stoeck_automatic": bool, "hands": int,
}
#: the fields every deal has; the game's own (:attr:`LessonGame.own_fields`) come on top
SHARED_DEAL_FIELDS = frozenset({"hands", "dealer", "played"})
STEP_KINDS = ("say", "deal", "play", "expect", "question", "free")


class _Reader:
    """Reads one lesson file's fields, every refusal naming the file and the field."""

    def __init__(self, source: str) -> None:
        self.source = source
        self.game: LessonGame | None = None  # known once the lesson's "game" is read

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
            for found in PLACEHOLDER.finditer(text):
                try:
                    check_placeholder(found.group(1), found.group(2))
                except ValueError as exc:
                    raise self.fail(f"{what}.{lang}", str(exc)) from None
        return out

    def flag(self, data: dict[str, Any], key: str, what: str) -> bool:
        value = data.get(key, False)
        if not isinstance(value, bool):
            raise self.fail(f"{what}.{key}", "must be true or false")
        return value

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
        assert self.game is not None  # the lesson's game is read before its steps
        seats = self.game.seats
        data = require_dict(value, what, self.source)
        self.no_other_keys(data, what, SHARED_DEAL_FIELDS | self.game.own_fields)
        hands_data = require_list(data.get("hands"), f"{what}.hands", self.source, seats)
        if len(hands_data) != seats:
            raise self.fail(f"{what}.hands", f"has {len(hands_data)} hands (one per seat: {seats})")
        hands = tuple(self.hand(h, f"{what}.hands[{i}]") for i, h in enumerate(hands_data))
        seen: dict[Card, int] = {}
        for seat, hand in enumerate(hands):
            if len(hand) != HAND_SIZE:
                raise self.fail(f"{what}.hands[{seat}]", f"has {len(hand)} cards (nine each)")
            for card in hand:
                if card in seen:
                    raise self.fail(f"{what}.hands[{seat}]", f"holds {card.code}, already in hands[{seen[card]}]")
                seen[card] = seat
        dealer = require_int(data.get("dealer", 0), f"{what}.dealer", self.source, 0, seats - 1)
        played: tuple[Action, ...] = ()
        if "played" in data:  # action codes separated by spaces, in the order they were played
            items = require_str(data["played"], f"{what}.played", self.source, MAX_PLAYED * 8).split()
            if len(items) > MAX_PLAYED:
                raise self.fail(f"{what}.played", f"has {len(items)} actions (at most {MAX_PLAYED})")
            played = tuple(self.action(a, f"{what}.played action {i + 1}") for i, a in enumerate(items))
        own = self.game.read_own(data, what, self.source)
        return Deal(hands, dealer, own, played)

    def no_other_keys(self, data: dict[str, Any], what: str, known: set[str] | frozenset[str]) -> None:
        for key in data:
            if key not in known:
                raise self.fail(what, f"has an unknown field {quoted(key)}")

    def step(self, value: Any, what: str) -> Step:
        data = require_dict(value, what, self.source)
        kinds = [key for key in STEP_KINDS if key in data]
        if len(kinds) != 1:
            raise self.fail(what, f"must be exactly one of {', '.join(STEP_KINDS)}")
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
        if kind == "free":
            self.no_other_keys(body, where, {"text", "hints"})
            return Free(self.sentence(body.get("text"), f"{where}.text"), self.flag(body, "hints", where))
        return self.expect(body, where) if kind == "expect" else self.question(body, where)

    def expect(self, body: dict[str, Any], where: str) -> Expect:
        self.no_other_keys(body, where, {"text", "right", "yes", "no", "wrong", "announce", "no_weis"})
        wrong = []
        for i, item in enumerate(require_list(body.get("wrong", []), f"{where}.wrong", self.source, 36)):
            entry = require_dict(item, f"{where}.wrong[{i}]", self.source)
            self.no_other_keys(entry, f"{where}.wrong[{i}]", {"actions", "text"})
            wrong.append((self.actions(entry.get("actions"), f"{where}.wrong[{i}].actions"),
                          self.sentence(entry.get("text"), f"{where}.wrong[{i}].text")))
        no = self.sentence(body["no"], f"{where}.no") if "no" in body else None
        announce = self.flag(body, "announce", where)
        if announce and "no_weis" not in body:
            raise self.fail(where, "asks for the Weis (announce) but has no sentence for a card without it "
                                   "(no_weis)")
        if "no_weis" in body and not announce:
            raise self.fail(f"{where}.no_weis", "is a sentence for a missing Weis, but the step does not ask "
                                                "for one (announce)")
        no_weis = self.sentence(body["no_weis"], f"{where}.no_weis") if announce else None
        return Expect(self.sentence(body.get("text"), f"{where}.text"),
                      self.actions(body.get("right"), f"{where}.right"),
                      self.sentence(body.get("yes"), f"{where}.yes"), no, tuple(wrong), announce, no_weis)

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

    def lesson_game(self, data: dict[str, Any]) -> Game:
        game_name = require_str(data.get("game"), "game", self.source, 20)
        try:
            game = Game(game_name)
        except ValueError:
            raise self.fail("game", f"is not a game: {quoted(game_name)}") from None
        if game not in LESSON_GAMES:
            raise self.fail("game", f"{game.value} has no lesson deals in format {FORMAT} yet "
                                    f"(one of {', '.join(g.value for g in LESSON_GAMES)})")
        self.game = LESSON_GAMES[game]
        return game

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
        game = self.lesson_game(data)
        preset, overrides = self.rules(data.get("rules"))
        if Rules.preset_named(preset, **overrides).game is not game:
            raise self.fail("rules.preset", f"is not a preset of {game.value}")
        seat = require_int(data.get("seat", 0), "seat", self.source, 0, game.n_players - 1)
        steps_data = require_list(data.get("steps"), "steps", self.source, MAX_STEPS)
        steps = tuple(self.step(s, f"steps[{i}]") for i, s in enumerate(steps_data))
        first_deal = next((i for i, s in enumerate(steps) if isinstance(s, Deal)), None)
        if first_deal is None:
            raise self.fail("steps", "hold no deal (a lesson shows at least one)")
        acting = next((i for i, s in enumerate(steps) if isinstance(s, ACTING_STEPS)), None)
        if acting is not None and acting < first_deal:
            raise self.fail(f"steps[{acting}]", "acts before the first deal")
        return Lesson(lesson_id, require_int(data.get("order"), "order", self.source, 1, 1000), game, preset,
                      overrides, seat, self.sentence(data.get("title"), "title"), steps, self.source)


def read_lesson(path: Path) -> Lesson:
    """One lesson file through the guarded reader; :class:`CorruptFileError` names the file and the field."""
    return _Reader(str(path)).lesson(read_json(Path(path)))


def lesson_files(folder: Path = LESSON_DIR) -> list[Path]:
    """The lesson files of ``folder``, by name (the check reads each, whatever its order)."""
    return sorted(Path(folder).glob("*.json"))


def load_lessons(folder: Path = LESSON_DIR) -> list[Lesson]:
    """Every lesson of ``folder`` in its order (a damaged file raises, naming itself)."""
    return sorted((read_lesson(p) for p in lesson_files(folder)), key=lambda lesson: (lesson.order, lesson.id))
