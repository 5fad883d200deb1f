"""The table read and played the way Orca reads it (issue 32): a JassDesk under Xvfb with the AT-SPI bus, a
reader outside the process walks its accessibility tree, finds the nine named cards of the hand, presses one
by the Action interface and reads it in the trick.

Skipped, with the reason, where the AT-SPI session cannot start (``.ci/run`` installs Xvfb, D-Bus,
at-spi2-core and python3-pyatspi, so it runs in CI).
"""

from __future__ import annotations

import pytest

from accessibility.atspi_session import AtSpiSession, Unavailable


@pytest.fixture(scope="module")
def session():  # noqa: ANN201
    try:
        with AtSpiSession() as running:
            running.start_app("--game", "schieber", "--seed", "5")
            running.wait_for_app(cards=9)
            yield running
    except Unavailable as missing:
        pytest.skip(f"no AT-SPI session here: {missing}")


def test_the_hand_is_nine_named_cards_and_one_is_played_by_its_action(session):
    tree = session.read("tree")
    cards = [n for n in tree if n["path"][-1:] == ["Your cards"] and n["role"] == "push button"]
    assert len(cards) == 9 and all(n["name"] and "Press" in n["actions"] for n in cards), cards
    plates = [n["name"] for n in tree if n["path"][-1:] == ["Players"]]
    assert len(plates) == 4 and any("AI: " in name for name in plates), plates
    played = session.read("play", "90", timeout=150)
    assert not played.get("timeout"), played
    assert len(played["hand"]) == 9
    assert played["trick"] == [f"You: {played['pressed']}"]  # the trick names the card, and who played it
    assert len(played["hand_after"]) == 8 and not any(name.startswith(played["pressed"] + ",")
                                                      or name == played["pressed"] for name in played["hand_after"])


def test_every_interactive_object_of_the_window_has_a_name(session):
    tree = session.read("tree")
    interactive = [n for n in tree if n["interactive"]]
    unnamed = [n for n in interactive if not n["name"].strip()]
    assert interactive and not unnamed, unnamed
