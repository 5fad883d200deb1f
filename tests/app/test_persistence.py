"""Settings survive a restart; bad saved values fall back one by one; a damaged file is kept."""

import json

from jassdesk.app.persistence import SettingsPersistence
from jassdesk.app.settings import Settings
from jassdesk.storage.paths import StoragePaths


def test_settings_are_saved_on_change_and_restored_at_the_next_start(qapp, tmp_path):
    paths = StoragePaths.under(tmp_path)
    first = Settings()
    persistence = SettingsPersistence(first, paths)
    assert persistence.load() == []
    persistence.watch()
    first.set("face_set", "french")
    first.set("animation_speed", "fast")
    assert paths.settings_file.exists()
    second = Settings()
    assert SettingsPersistence(second, paths).load() == []
    assert second.face_set.value == "french"
    assert second.animation_speed.value == "fast"


def test_a_bad_saved_value_falls_back_alone(qapp, tmp_path):
    paths = StoragePaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text(json.dumps({"format": "jassdesk-settings", "version": 1, "values": {
        "face_set": "french", "animation_speed": "warp", "ai_pace_ms": 300}}))
    settings = Settings()
    problems = SettingsPersistence(settings, paths).load()
    assert settings.face_set.value == "french" and settings.ai_pace_ms == 300
    assert settings.animation_speed.value == Settings.DEFAULTS["animation_speed"]
    assert len(problems) == 1 and "animation_speed" in problems[0]


def test_a_damaged_settings_file_is_kept_and_reported(qapp, tmp_path):
    paths = StoragePaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    paths.settings_file.write_text("\x00garbage")
    settings = Settings()
    problems = SettingsPersistence(settings, paths).load()
    assert problems and "could not be read" in problems[0]
    assert (paths.config_dir / "settings.json.damaged-1").read_text() == "\x00garbage"
    assert settings.face_set.value == Settings.DEFAULTS["face_set"]


def test_the_last_tables_and_the_window_layout_round_trip_and_fall_back_alone(qapp, tmp_path):
    from jassdesk.app.game_config import GameConfig
    from jassdesk.engine.rules import Rules

    paths = StoragePaths.under(tmp_path)
    first = Settings()
    persistence = SettingsPersistence(first, paths)
    persistence.load()
    persistence.watch()
    rules = Rules.schieber_swiss()
    table = GameConfig(rules, None, ("Anna", "Ueli", "Vreni", "Sepp"), (None, "expert", "medium", "beginner"))
    first.set("table_schieber", table.to_table())
    first.set("last_game", "schmaus")
    first.set("window_geometry", "AdnQywADAAA=")
    second = Settings()
    assert SettingsPersistence(second, paths).load() == []
    remembered = GameConfig.remembered(second, None)
    assert remembered is None  # the last game was Schmaus, and no Schmaus table is kept
    from jassdesk.engine.rules import Game
    schieber = GameConfig.remembered(second, Game.SCHIEBER)
    assert schieber.rules == rules and schieber.names == table.names and schieber.levels == table.levels
    assert second.get("window_geometry") == "AdnQywADAAA="

    # an edited file: a table with an unknown level and rules of the wrong game fall back alone
    data = json.loads(paths.settings_file.read_text())
    data["values"]["table_schieber"]["levels"][1] = "grandmaster"
    data["values"]["table_schmaus"] = {"rules": rules.to_dict(), "names": ["a", "b"], "levels": [None, "medium"]}
    data["values"]["window_state"] = 17
    paths.settings_file.write_text(json.dumps(data))
    third = Settings()
    problems = SettingsPersistence(third, paths).load()
    assert third.get("table_schieber") is None and third.get("table_schmaus") is None
    assert third.get("window_geometry") == "AdnQywADAAA=" and third.get("last_game") == "schmaus"
    assert len(problems) == 3 and any("grandmaster" in p for p in problems)
