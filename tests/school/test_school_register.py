"""The school speaks to the person as the rest of JassDesk does: German "Sie" (never "du" or "ihr"), Italian
"tu" and "la tua squadra" (never "la vostra coppia"), as the hints and the rules help do."""

from __future__ import annotations

import json
import re
from pathlib import Path

from jassdesk.school import puzzle

SCHOOL = Path(puzzle.__file__).resolve().parent
FAMILIAR_DE = re.compile(r"\b(du|dich|dir|dein\w*|euch|eure?\w*|ihr seid)\b", re.IGNORECASE)
PLURAL_IT = re.compile(r"\b(vostr\w+|coppia|voi)\b", re.IGNORECASE)


def sentences(value: object, lang: str) -> list[str]:
    """Every ``lang`` sentence nested in a lesson's or a puzzle's data."""
    if isinstance(value, dict):
        out = [value[lang]] if isinstance(value.get(lang), str) else []
        return out + [s for v in value.values() for s in sentences(v, lang)]
    if isinstance(value, list):
        return [s for v in value for s in sentences(v, lang)]
    return []


def school_texts(lang: str) -> list[str]:
    data = [json.loads(p.read_text(encoding="utf-8")) for folder in ("lessons", "puzzles")
            for p in sorted((SCHOOL / folder).glob("*.json"))]
    return sentences(data, lang) + sentences(puzzle.TEXTS, lang)


def test_the_german_school_says_sie():
    texts = school_texts("de")
    assert len(texts) > 100
    assert [t for t in texts if FAMILIAR_DE.search(t)] == []


def test_the_italian_school_says_tu():
    texts = school_texts("it")
    assert len(texts) > 100
    assert [t for t in texts if PLURAL_IT.search(t)] == []
