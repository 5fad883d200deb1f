"""Jass lessons as data: the public face of the lesson modules, one concept each.

A lesson is one versioned JSON file in ``jassdesk/school/lessons/`` (docs/school.md, "Lessons"): a fixed
deal or several, the AI players' scripted moves, the guide's sentences around what the person is asked to
do, and free hands the person plays with the app's AI.  The parts:

* :mod:`.lesson_text`: placeholders (``{card:HA}``, ``{trump}``, ...) and :func:`render`;
* :mod:`.lesson_model`: :class:`Lesson` and its steps;
* :mod:`.lesson_format`: the file format (:data:`FORMAT`) and its reader (:func:`read_lesson`);
* :mod:`.lesson_game` and ``<game>_lesson.py``: each game's deals, asked through the registry;
* :mod:`.lesson_session`: :class:`LessonSession`, the lesson's :class:`~jassdesk.school.exercise.Exercise`;
* :mod:`.lesson_check`: :func:`check_lessons`.

This module only gathers their public names, so ``from jassdesk.school.lesson import ...`` keeps working.
"""

from __future__ import annotations

from .games import LESSON_STATE_CLASSES
from .lesson_check import check_lessons
from .lesson_format import (
    FORMAT,
    LESSON_DIR,
    MAX_PLAYED,
    MAX_STEPS,
    MAX_TEXT,
    RULE_OVERRIDES,
    lesson_files,
    load_lessons,
    read_lesson,
)
from .lesson_model import Deal, Expect, Free, Lesson, Question, Say, ScriptedPlay, Step
from .lesson_session import LESSON_OVER, NOT_YET, OTHERS_TURN, LessonSession, build_deal, stars_for, visible_cards
from .lesson_text import PLACEHOLDERS, placeholders, render, render_all

#: the games a lesson may be played in, with the engine's state class of each (the school's registry)
STATE_CLASSES = LESSON_STATE_CLASSES

__all__ = [
    "FORMAT", "LESSON_DIR", "LESSON_OVER", "MAX_PLAYED", "MAX_STEPS", "MAX_TEXT", "NOT_YET", "OTHERS_TURN",
    "PLACEHOLDERS", "RULE_OVERRIDES", "STATE_CLASSES", "Deal", "Expect", "Free", "Lesson", "LessonSession",
    "Question", "Say", "ScriptedPlay", "Step", "build_deal", "check_lessons", "lesson_files", "load_lessons",
    "placeholders", "read_lesson", "render", "render_all", "stars_for", "visible_cards",
]
