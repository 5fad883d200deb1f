"""JassDesk: the Swiss card game Jass (Schieber and Schmaus) as a desktop application."""

__version__ = "0.1.0"
# the desktop id: the .desktop entry, the AppStream file, the Flatpak and the macOS bundle (packaging/) use it
APP_ID = "io.github.jassdesk.JassDesk"
