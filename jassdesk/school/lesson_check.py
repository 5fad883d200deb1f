"""The lessons' check: every lesson walked as a person answering right would, every move asked of the engine.

:func:`check_lessons` reads every lesson file (a refused file is that lesson's problem) and walks each one
on the engine's own state: every scripted move, every right and every wrong answer must be legal where it
stands, every ``expect`` must wait for the person and leave no legal action without a sentence, every
text must exist in four languages naming the same things and render in both decks.  A free step cannot
be walked with fixed answers (its moves are the person's and the AI's), so the steps after one must start
with a deal.  ``python -m jassdesk.school --check`` runs it (:mod:`jassdesk.school.check`).

Layer: the engine and the storage's guarded reader only; no Qt.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Iterable

from jassdesk.engine.actions import ActionKind
from jassdesk.engine.cards import Deck
from jassdesk.engine.language import LANGUAGES
from jassdesk.engine.state import GameState
from jassdesk.storage.errors import StorageError

from .exercise import Sentence
from .lesson_format import LESSON_DIR, lesson_files, read_lesson
from .lesson_model import Deal, Expect, Free, Lesson, Question, Say, ScriptedPlay, Step
from .lesson_session import build_deal, same_action, visible_cards
from .lesson_text import PLACEHOLDER, render

#: placeholder kinds that name the same thing (a language may need the article where another has none)
_SAME_THING = {"name": "card", "the_rank": "rank"}


def _named(text: str) -> list[str]:
    """What a sentence's placeholders name, whatever their article or capital: ``card:HA``, ``rank:J``."""
    out = []
    for found in PLACEHOLDER.finditer(text):
        kind = found.group(1).lower()
        out.append(_SAME_THING.get(kind, kind) + (f":{found.group(2).upper()}" if found.group(2) else ""))
    return sorted(out)


def _language_problems(text: Sentence, what: str) -> Iterable[str]:
    reference = _named(text["en"])
    for lang in LANGUAGES:
        if not text[lang].strip():
            yield f"{what} is empty in {lang}"
        elif re.search(r"[{}]", PLACEHOLDER.sub("", text[lang])):
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
            ([("no_weis", step.no_weis)] if step.no_weis else []) + \
            [(f"wrong[{i}]", t) for i, (_, t) in enumerate(step.wrong)]
    if isinstance(step, Question):
        return [("text", step.text), ("yes", step.yes), ("no", step.no)]
    if isinstance(step, Free):
        return [("text", step.text)]
    return []


def _expect_problems(state: GameState, step: Expect, what: str, seat: int) -> Iterable[str]:
    if state.current_player != seat:
        yield f"{what} waits for the person, but seat {state.current_player} is to play"
    full = step.announce
    for action in step.right:
        refusal = state.why(action)
        if refusal is not None:
            yield f"{what} calls {action.code} right, but the engine refuses it: {refusal.message()}"
        if full and not (action.kind is ActionKind.PLAY and action.weis):  # type: ignore[attr-defined]
            yield f"{what} asks for the Weis (announce), but its right {action.code} announces none"
    for actions, _ in step.wrong:
        for action in actions:
            refusal = state.why(action)
            if refusal is not None:
                yield f"{what} calls {action.code} wrong, but it is illegal (the engine answers): {refusal.message()}"
            if any(same_action(action, r, full) for r in step.right):
                yield f"{what} calls {action.code} both right and wrong"
    if step.no is None:
        listed = [*step.right, *(a for actions, _ in step.wrong for a in actions)]
        for action in state.legal_actions():
            covered = any(same_action(action, a, full) for a in listed) or \
                (full and any(same_action(action, r) for r in step.right))  # the right card: no_weis
            if not covered:
                yield f"{what} has no sentence (no) for the legal {action.code}"
                break


def _lesson_problems(lesson: Lesson) -> Iterable[str]:
    """Walk the lesson as a person answering right would, asking the engine at every step."""
    for i, step in enumerate(lesson.steps):
        for name, text in _texts_of(step):
            yield from _language_problems(text, f"steps[{i}].{name}")
    yield from _language_problems(lesson.title, "title")
    state: GameState | None = None
    free_at: int | None = None  # the free step the walk could not follow, until the next deal
    for i, step in enumerate(lesson.steps):
        what = f"steps[{i}]"
        if isinstance(step, Deal):
            free_at = None
            try:
                state = build_deal(lesson, step)
            except ValueError as exc:
                yield f"{what}: the engine refuses the deal ({exc})"
                return
            continue
        if free_at is not None:
            yield (f"{what} follows the free step steps[{free_at}], whose moves the check cannot know: the "
                   f"steps after a free step must start with a deal")
            return
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
            yield from _render_problems(step.yes, f"{what}.yes", state)
        elif isinstance(step, Question):
            seen = visible_cards(state, lesson.seat)
            for card in step.answers:
                if int(card) not in seen:
                    yield f"{what}: the answer {card.code} is not on the table nor in the person's hand"
        elif isinstance(step, Free):
            if state.is_over or not state.legal_actions():
                yield f"{what} is a free step where nothing is left to play"
            free_at = i


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
