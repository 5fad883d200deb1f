"""JassDesk: the Swiss card game Jass (Schieber and Schmaus) as a desktop application."""

__version__ = "0.1.0"
