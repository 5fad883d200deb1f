"""The desktop game: the main window, the animated table, dialogs and the translations' glue."""
