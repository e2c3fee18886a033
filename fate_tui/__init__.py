"""fate-tui: a keyboard-driven Fate game-master screen for the terminal."""

__version__ = "0.1.0"
