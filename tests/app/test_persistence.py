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
    paths.ensure()
    paths.settings_file.write_text(json.dumps({"format": "jassdesk-settings", "version": 1, "values": {
        "face_set": "french", "animation_speed": "warp", "ai_pace_ms": 300}}))
    settings = Settings()
    problems = SettingsPersistence(settings, paths).load()
    assert settings.face_set.value == "french" and settings.ai_pace_ms == 300
    assert settings.animation_speed.value == Settings.DEFAULTS["animation_speed"]
    assert len(problems) == 1 and "animation_speed" in problems[0]


def test_a_damaged_settings_file_is_kept_and_reported(qapp, tmp_path):
    paths = StoragePaths.under(tmp_path)
    paths.ensure()
    paths.settings_file.write_text("\x00garbage")
    settings = Settings()
    problems = SettingsPersistence(settings, paths).load()
    assert problems and "could not be read" in problems[0]
    assert (paths.config_dir / "settings.json.damaged-1").read_text() == "\x00garbage"
    assert settings.face_set.value == Settings.DEFAULTS["face_set"]
