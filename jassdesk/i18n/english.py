"""English plural forms: the source texts are English, but a text with a count (``tr("%n points", "", n)``)
needs its singular too.  Keyed by the source text: (singular, plural)."""

ENGLISH_PLURALS: dict[str, tuple[str, str]] = {
    "%n hands": ("%n hand", "%n hands"),
    "Trick to %1 (%n points).": ("Trick to %1 (%n point).", "Trick to %1 (%n points)."),
    "Played over %n hands.": ("Played over %n hand.", "Played over %n hands."),
    "Target: %n points.": ("Target: %n point.", "Target: %n points."),
    "Weis for %1: %n points.": ("Weis for %1: %n point.", "Weis for %1: %n points."),
}
