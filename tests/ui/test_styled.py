"""The style sheets round the table follow the look (#32): larger text scales their font sizes, high contrast
rewrites their colours to black, white, yellow and cyan, and a widget styled once follows every change."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QLabel

from jassdesk.ui.look import HIGH_CONTRAST, NORMAL, set_look
from jassdesk.ui.school.style import STYLE as SCHOOL
from jassdesk.ui.styled import high_contrast, keep_styled, scale_fonts, themed
from jassdesk.ui.welcome import STYLE as WELCOME

HC_COLOURS = {"#000000", "#ffffff", "#ffff00", "#00ffff"}


@pytest.fixture
def restore_look():  # noqa: ANN201
    yield
    set_look(NORMAL, 1.0)


@pytest.mark.parametrize("sheet", [WELCOME, SCHOOL], ids=["welcome", "school"])
def test_high_contrast_leaves_only_the_four_colours(sheet: str) -> None:
    out = high_contrast(sheet)
    colours = set(re.findall(r"#[0-9a-fA-F]{6}\b", out))
    assert colours <= HC_COLOURS, colours - HC_COLOURS
    assert "rgba(" not in out and "qlineargradient" not in out
    for rule in re.findall(r"\{([^{}]*)\}", out):  # a yellow ground never keeps a white text
        if "background: #ffff00" in rule:
            assert "color: #000000" in rule, rule


def test_font_sizes_scale_with_the_text(restore_look) -> None:  # noqa: ANN001
    set_look(NORMAL, 1.5)
    assert scale_fonts("QLabel { font-size: 14px; } QPushButton { font-size: 13px; }") == \
        "QLabel { font-size: 21px; } QPushButton { font-size: 20px; }"


def test_a_widget_styled_once_follows_each_change_of_the_look(qtbot, restore_look) -> None:  # noqa: ANN001
    label = QLabel("Jass")
    qtbot.addWidget(label)
    keep_styled(label, "QLabel { color: #4a3c28; background: #fffdf7; font-size: 14px; }")
    assert label.styleSheet() == "QLabel { color: #4a3c28; background: #fffdf7; font-size: 14px; }"
    set_look(HIGH_CONTRAST, 1.25)
    assert label.styleSheet() == "QLabel { color: #ffffff; background: #000000; font-size: 18px; }"
    keep_styled(label, "QLabel { color: #123456; }")  # styled again: one keeper, the new sheet
    assert label.styleSheet() == themed("QLabel { color: #123456; }") == "QLabel { color: #ffffff; }"
    set_look(NORMAL, 1.0)
    assert label.styleSheet() == "QLabel { color: #123456; }"
