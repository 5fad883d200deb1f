"""The Jass school's window: the list of lessons and puzzles, and the table with the guide beside it."""
