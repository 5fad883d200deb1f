"""Read a running JassDesk through AT-SPI, as Orca does (run by a Python that has pyatspi, Debian's
``python3-pyatspi``; the tests' own interpreter may not).  Prints one JSON object on stdout.

``atspi_reader.py tree``: every object of the app's windows that is showing, with role, name, whether it
acts; ``atspi_reader.py play SECONDS``: waits (a choice on offer at the person's turn taken by its first button)
until one of the person's cards is named playable, presses it by the Action interface, and waits until the
trick names it. """

from __future__ import annotations

import json
import sys
import time

import pyatspi

INTERACTIVE = {"push button", "toggle button", "check box", "radio button", "slider", "spin button", "combo box",
               "menu item", "page tab", "text", "link"}


def app():  # noqa: ANN201
    desktop = pyatspi.Registry.getDesktop(0)
    for candidate in desktop:
        if candidate is not None and candidate.name.lower().startswith("jassdesk"):
            return candidate
    return None


class Seen:
    """One object as read at one moment (the table changes under the reader: read once, then used)."""

    def __init__(self, path: tuple, node, role: str, name: str, enabled: bool, actions: list[str]) -> None:  # noqa: ANN001
        self.path, self.node, self.role, self.name, self.enabled, self.actions = path, node, role, name, enabled, actions


def walk(node, path=(), out=None):  # noqa: ANN001, ANN201
    """Every showing object below ``node``, read once (an object gone while walking is left out)."""
    out = [] if out is None else out
    try:
        count = node.childCount
    except Exception:  # noqa: BLE001 - an object gone while walking
        return out
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
            if child is None:
                continue
            states = child.getState()
            if not states.contains(pyatspi.STATE_SHOWING):
                continue
            role, name = child.getRoleName(), child.name
            try:
                action = child.queryAction()
                actions = [action.getName(k) for k in range(action.nActions)]
            except NotImplementedError:
                actions = []
            seen = Seen(path, child, role, name, states.contains(pyatspi.STATE_ENABLED), actions)
        except Exception:  # noqa: BLE001
            continue
        out.append(seen)
        walk(child, path + (name,), out)
    return out


def describe(seen: Seen) -> dict:
    return {"path": list(seen.path), "role": seen.role, "name": seen.name, "actions": seen.actions,
            "interactive": seen.role in INTERACTIVE and (bool(seen.actions) or seen.role in {"text", "slider",
                                                                                             "spin button"})}


def tree() -> list[dict]:
    target = app()
    return [] if target is None else [describe(seen) for seen in walk(target)]


def in_group(nodes: list[Seen], group: str) -> list[Seen]:
    return [seen for seen in nodes if seen.path and seen.path[-1] == group]


def press(seen: Seen) -> bool:
    """Its Press action (False: it went before it could be pressed)."""
    try:
        seen.node.queryAction().doAction(seen.actions.index("Press") if "Press" in seen.actions else 0)
    except Exception:  # noqa: BLE001
        return False
    return True


def look() -> dict:
    """The table as AT-SPI shows it now: the groups' children by name, and the buttons outside them."""
    target = app()
    if target is None:
        return {}
    nodes = walk(target)
    table_groups = ("Players", "The trick", "Your cards")
    groups = {name: in_group(nodes, name) for name in table_groups}
    other = [n for n in nodes if n.role == "push button" and n.path and n.path[-1] not in table_groups
             and len(n.path) >= 3 and "Last trick" not in n.name]  # a choice on offer or a panel's buttons
    return {"groups": groups, "buttons": other, "nodes": nodes}


def bid(seen: dict) -> bool:
    """At a bid: the slider set by its Value interface (a quarter of its range), then the Bid button."""
    sliders = [n for n in seen["nodes"] if n.role == "slider" and len(n.path) >= 3 and n.path[-1] == "Your bid"]
    if not sliders:
        return False
    try:
        value = sliders[0].node.queryValue()
        value.currentValue = value.minimumValue + (value.maximumValue - value.minimumValue) // 4
    except Exception:  # noqa: BLE001 - gone meanwhile
        return False
    time.sleep(0.5)
    button = [n for n in look().get("buttons", []) if n.name == "Bid" and n.enabled]
    return bool(button) and press(button[0])


def play_one(seconds: float) -> dict:
    """Until the person may play: a choice on offer is taken by its first button; then one card is pressed."""
    end = time.monotonic() + seconds
    pressed_choices = []
    while time.monotonic() < end:
        seen = look()
        if not seen:
            time.sleep(0.3)
            continue
        cards = [n for n in seen["groups"]["Your cards"] if n.role == "push button"]
        playable = [n for n in cards if n.name.endswith(", playable")]
        if playable:
            names = [n.name for n in cards]
            card = playable[0].name.rsplit(", playable", 1)[0].removesuffix(", trump")
            group = next((n for n in seen["nodes"] if n.name == "The trick"), None)
            press(playable[0])
            # only the trick's group, often: the trick may be complete and taken a moment after the card
            trick = wait_for(lambda: [name for name in names_below(group) if name == f"You: {card}"], 15, 0.05)
            after = [n.name for n in look().get("groups", {}).get("Your cards", [])]
            return {"hand": names, "pressed": card, "trick": trick or [], "hand_after": after,
                    "choices": pressed_choices}
        enabled = [n for n in seen["buttons"] if n.enabled]
        if enabled and any("your turn" in n.name for n in seen["groups"]["Players"]):
            pressed_choices.append(enabled[0].name)
            press(enabled[0])
            time.sleep(1.0)
            continue
        time.sleep(0.3)
    return {"timeout": True, "choices": pressed_choices}


def play_hand(seconds: float) -> dict:
    """Every card of the person for one hand (choices taken by their first button), until the summary; the
    interactive objects seen at each of his turns (named and all) and the announcements heard meanwhile."""
    heard: list[str] = []

    def on_event(event) -> None:  # noqa: ANN001
        if "announcement" in str(event.type).lower():
            heard.append(str(event.any_data))

    pyatspi.Registry.registerEventListener(on_event, "object:announcement")
    end = time.monotonic() + seconds
    cards, named, total, choices = 0, 0, 0, 0
    try:
        while time.monotonic() < end:
            pyatspi.Registry.pumpQueuedEvents()
            seen = look()
            if not seen:
                time.sleep(0.3)
                continue
            if any(n.name == "Continue" for n in seen["buttons"]):  # the hand's summary
                break
            hand = [n for n in seen["groups"]["Your cards"] if n.role == "push button"]
            playable = [n for n in hand if n.name.endswith(", playable")]
            enabled = [n for n in seen["buttons"] if n.enabled]
            turn = any("your turn" in n.name for n in seen["groups"]["Players"])
            if playable or (enabled and turn):
                interactive = [describe(n) for n in seen["nodes"]]
                interactive = [d for d in interactive if d["interactive"]]
                named += sum(1 for d in interactive if d["name"].strip())
                total += len(interactive)
            if playable:
                cards += press(playable[0])
                time.sleep(0.8)
            elif turn and bid(seen):
                choices += 1
                time.sleep(0.8)
            elif enabled and turn:
                choices += press(enabled[0])
                time.sleep(0.8)
            else:
                time.sleep(0.3)
    finally:
        pyatspi.Registry.pumpQueuedEvents()
        pyatspi.Registry.deregisterEventListener(on_event, "object:announcement")
    return {"cards": cards, "choices": choices, "named": named, "interactive": total, "heard": heard,
            "summary": time.monotonic() < end}


def wait_for(predicate, seconds: float, every: float = 0.2):  # noqa: ANN001, ANN201
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(every)
    return None


def names_below(seen: Seen | None) -> list[str]:
    """The names of an object's children now ([] if it is gone)."""
    if seen is None:
        return []
    try:
        return [seen.node.getChildAtIndex(i).name for i in range(seen.node.childCount)]
    except Exception:  # noqa: BLE001
        return []


def main() -> None:
    command = sys.argv[1]
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 60.0
    if command == "tree":
        print(json.dumps(tree()))
        return
    if command == "hand":
        print(json.dumps(play_hand(seconds)))
        return
    if command == "play":
        print(json.dumps(play_one(seconds)))
        return
    raise SystemExit(f"unknown command {command}")


if __name__ == "__main__":
    main()
