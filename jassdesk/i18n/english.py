"""The English forms Qt cannot take from the source text: the singular and plural of every ``%n`` text.

English is the source language, so every other text shows as written in the
code; a plural text is written once with ``%n`` (``tr("%n hands", "", n)``) and
its two English forms live here, filled into ``jassdesk_en.ts``.
"""

ENGLISH: dict[str, str | tuple[str, str]] = {
    "Exported %n hands to %1.": ("Exported %n hand to %1.", "Exported %n hands to %1."),
    "%n hands": ("%n hand", "%n hands"),
    "Trick to %1 (%n points).": ("Trick to %1 (%n point).", "Trick to %1 (%n points)."),
    "Played over %n hands.": ("Played over %n hand.", "Played over %n hands."),
    "Target: %n points.": ("Target: %n point.", "Target: %n points."),
    "Weis for %1: %n points.": ("Weis for %1: %n point.", "Weis for %1: %n points."),
}
