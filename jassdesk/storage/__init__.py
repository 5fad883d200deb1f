"""Settings, saved games, autosave, statistics and logs in the user's directories (platformdirs).

No Qt here: the app layer passes plain values in and gets plain values out,
so every guarantee (atomic writes, never overwriting a newer file, never
destroying data) is tested without a window.
"""
