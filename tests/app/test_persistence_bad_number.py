"""A bad number in one saved setting costs that setting alone, and the next save keeps every other value."""

import json

from jassdesk.app.persistence import SettingsPersistence
from jassdesk.app.settings import Settings
from jassdesk.storage.paths import StoragePaths


def test_a_nan_in_one_setting_keeps_the_others_through_the_next_save(qapp, tmp_path):  # noqa: ANN001
    paths = StoragePaths.under(tmp_path)
    paths.config_dir.mkdir(parents=True)
    text = json.dumps({"format": "jassdesk-settings", "version": 1, "values": {
        "face_set": "french", "animation_speed": "fast", "ai_pace_ms": "__BAD__", "hints": "always"}})
    paths.settings_file.write_text(text.replace('"__BAD__"', "NaN"))
    settings = Settings()
    persistence = SettingsPersistence(settings, paths)
    problems = persistence.load()
    assert persistence.damaged is None and not list(paths.config_dir.glob("*.damaged-*"))
    assert (settings.face_set.value, settings.animation_speed.value, settings.hints.value) == \
        ("french", "fast", "always")
    assert settings.ai_pace_ms == Settings.DEFAULTS["ai_pace_ms"]
    assert len(problems) == 1 and "ai_pace_ms" in problems[0] and "NaN" in problems[0]
    persistence.watch()
    settings.set("card_size", "large")  # any change saves: the values kept, the bad one at its default
    written = json.loads(paths.settings_file.read_text())["values"]
    assert (written["face_set"], written["animation_speed"], written["hints"], written["card_size"]) == \
        ("french", "fast", "always", "large")
    assert written["ai_pace_ms"] == Settings.DEFAULTS["ai_pace_ms"]
    assert SettingsPersistence(Settings(), paths).load() == []  # the next start is clean
