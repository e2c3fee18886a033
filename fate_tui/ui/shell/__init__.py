"""The app's shell: what every screen stands in rather than what it shows (the terminal and its
signals, the too-small notice, the warm-up thread, theme and key memory, navigation, the command
palette, the collector, the plain-text line filter, and how campaign and folder changes reach
the screens).
"""
