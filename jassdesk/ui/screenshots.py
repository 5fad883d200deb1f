"""Screenshots for the README: ``python -m jassdesk.ui.screenshots``.

Opens the main window offscreen (unless a platform is set), plays into the
middle of a hand -- the person's decisions taken by the Medium AI through
the same ``controller.act`` a click uses -- and saves the window as

    docs/screenshot-schieber-swiss.png   docs/screenshot-schieber-french.png
    docs/screenshot-schmaus-swiss.png    docs/screenshot-schmaus-french.png

The Swiss pictures are taken in German, the French ones in English.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path


def _pump(app, seconds: float) -> None:  # noqa: ANN001
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.002)


def play_to_midgame(app, window, tricks: int, in_trick: int, timeout: float = 60.0) -> None:  # noqa: ANN001
    """Let the person's seat be played by an AI until ``tricks`` tricks are done and the person is on turn
    with ``in_trick`` cards already in the trick (or as close as the deal allows)."""
    from jassdesk.ai.levels import level_names, make_player
    from jassdesk.app.controller import PERSON
    from jassdesk.engine.state import Decision

    level = "medium" if "medium" in level_names() else level_names()[0]
    me = make_player(level, seed=1)
    c = window.controller
    scene = window.scene
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        _pump(app, 0.01)
        if scene.overlay is not None:
            scene.continue_hand()
            continue
        state = c.state
        if not (c.caught_up and not scene.animating and state.current_player == PERSON):
            continue
        if state.decision is Decision.PLAY and len(state.tricks) >= tricks and len(state.trick) >= in_trick:
            return
        c.act(me.choose(state.observation(PERSON)))
    raise TimeoutError("the game did not reach the middle of a hand")


def take(game: str, deck: str, out: Path, size: tuple[int, int] = (1280, 800), seed: int = 17,
         lang: str | None = None) -> Path:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from jassdesk.app.controller import GameConfig
    from jassdesk.app.settings import Settings
    from jassdesk.engine.rules import Game, Rules
    from jassdesk import i18n

    from .app import create_app
    from .mainwindow import MainWindow

    app = create_app([sys.argv[0]])
    lang = lang or ("de" if deck == "swiss" else "en")
    settings = Settings(animation_speed="instant", ai_pace_ms=0, language=lang, face_set=deck, hints="request")
    i18n.install(lang, app)
    import tempfile

    from jassdesk.storage.paths import StoragePaths

    # the pictures' Partien are not the developer's: their autosaves and statistics go to a throw-away folder
    window = MainWindow(settings, paths=StoragePaths.under(Path(tempfile.mkdtemp(prefix="jassdesk-shots-"))))
    window.resize(*size)
    window.show()
    _pump(app, 0.2)
    if Game(game) is Game.SCHIEBER:
        rules = Rules.schieber_swiss(multipliers=True)
        names = ("Anna", "Ueli", "Vreni", "Sepp") if lang == "de" else ("Anna", "Ueli", "Vreni", "Sepp")
        levels = (None, "random", "random", "random")
        config = GameConfig(rules, seed, names, levels, start_dealer=2)
        tricks, in_trick = 3, 2
    else:
        rules = Rules.schmaus()
        config = GameConfig(rules, seed, ("Anna", "Vreni"), (None, "random"), start_dealer=0)
        tricks, in_trick = 4, 1
    window.start(config)
    play_to_midgame(app, window, tricks, in_trick)
    _pump(app, 0.3)
    out.parent.mkdir(parents=True, exist_ok=True)
    window.grab().save(str(out))
    window.shutdown()
    window.deleteLater()
    _pump(app, 0.05)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", default=str(Path(__file__).resolve().parents[2] / "docs"))
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.split("x"))
    for game in ("schieber", "schmaus"):
        for deck in ("swiss", "french"):
            path = take(game, deck, Path(args.out) / f"screenshot-{game}-{deck}.png", (w, h))
            print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
