"""``python -m jassdesk`` opens the table."""

from jassdesk.ui.app import main

if __name__ == "__main__":
    raise SystemExit(main())
