"""The English forms Qt cannot take from the source text: the singular and plural of every ``%n`` text.

English is the source language, so every other text shows as written in the
code; but a source such as ``"%n hands"`` is the plural, and Qt shows it for 1
too unless this table gives the singular.  Format as in
:mod:`jassdesk.i18n.german`: ``(singular, plural)``.
"""

ENGLISH: dict[str, str | tuple[str, str]] = {
    # score sheet, New game dialog
    "%n hands": ("%n hand", "%n hands"),
    "points": ("point", "points"),
    "hands": ("hand", "hands"),
    # the table
    "Trick to %1 (%n points).": ("Trick to %1 (%n point).", "Trick to %1 (%n points)."),
    "Played over %n hands.": ("Played over %n hand.", "Played over %n hands."),
    "Target: %n points.": ("Target: %n point.", "Target: %n points."),
    "Weis for %1: %n points.": ("Weis for %1: %n point.", "Weis for %1: %n points."),
    "Weis for you: %n points.": ("Weis for you: %n point.", "Weis for you: %n points."),
    "Weis for your team: %n points.": ("Weis for your team: %n point.", "Weis for your team: %n points."),
    "Trick to you (%n points).": ("Trick to you (%n point).", "Trick to you (%n points)."),
    # statistics
    "Partien finished": ("Partie finished", "Partien finished"),
    "Hands recorded": ("Hand recorded", "Hands recorded"),
    "Matches made": ("Match made", "Matches made"),
    "Exported %n hands to %1.": ("Exported %n hand to %1.", "Exported %n hands to %1."),
    "Win rate over the last %n Partien": ("Win rate over the last Partie", "Win rate over the last %n Partien"),
    "Win rate over the last %n Partien: %1":
        ("Win rate over the last Partie: %1", "Win rate over the last %n Partien: %1"),
    "%n mixed": ("%n mixed", "%n mixed"),
    "%n Partien had AI players of different levels. Each is counted under the most common level among its AI "
    "players, on a tie the stronger one:":
        ("%n Partie had AI players of different levels. It is counted under the most common level among its AI "
         "players, on a tie the stronger one:",
         "%n Partien had AI players of different levels. Each is counted under the most common level among its "
         "AI players, on a tie the stronger one:"),
    # the review after a hand
    '%n inaccuracies': ('%n inaccuracy', '%n inaccuracies'),
    '%n mistakes': ('%n mistake', '%n mistakes'),
    '%n blunders': ('%n blunder', '%n blunders'),
    '%n hands reviewed': ('%n hand reviewed', '%n hands reviewed'),
    'about %n points given up.': ('about %n point given up.', 'about %n points given up.'),
    # the review's better line and the Schmaus stock (issue 30)
    "With the %1 this trick went to %2 (%n points).": ("With the %1 this trick went to %2 (%n point).",
                                                        "With the %1 this trick went to %2 (%n points)."),
    "With the %1 your side takes %n points fewer in these tricks.":
        ("With the %1 your side takes %n point fewer in these tricks.",
         "With the %1 your side takes %n points fewer in these tricks."),
    "With the %1 you take %n points fewer in these tricks.": ("With the %1 you take %n point fewer in these tricks.",
                                                              "With the %1 you take %n points fewer in these tricks."),
    "Stock: %n cards, the next %1.": ("Stock: %n card, the next %1.", "Stock: %n cards, the next %1."),
    # Differenzler (issue 15)
    'You have %1 of your %2 points: %n still to make.':
        ('You have %1 of your %2 points: %n still to make.',
         'You have %1 of your %2 points: %n still to make.'),
    'You have %1 points, %n over your bid of %2.':
        ('You have %1 points, %n over your bid of %2.',
         'You have %1 points, %n over your bid of %2.'),
    # Coiffeur: its table, choice, sheet and options; the direction of a Slalom or Guschti trick
    'Every row of both teams is played: %n rows each.': ('Every row of both teams is played: %n row each.', 'Every row of both teams is played: %n rows each.'),
    '%n rows': ('%n row', '%n rows'),
    'The Coiffeur table needs %n factors, whole numbers from 1 to 100.': ('The Coiffeur table needs %n factor, a whole number from 1 to 100.', 'The Coiffeur table needs %n factors, whole numbers from 1 to 100.'),
    # the Jasstafel as a chalk board (issue 29)
    '%1: %n points': ('%1: %n point', '%1: %n points'),
    '%n matches': ('%n match', '%n matches'),
    '%n Kontermatches': ('%n Kontermatch', '%n Kontermatches'),
    '%n free seats': ('%n free seat', '%n free seats'),
    'Waiting for %n friends to join.': ('Waiting for a friend to join.', 'Waiting for %n friends to join.'),
}
