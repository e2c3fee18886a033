"""TOML text work that knows nothing of fate-tui's game: reading a file into values or one
clear problem, finding where a key is written, writing changed values back without touching
the rest of the text, and crash-safe saves.  Nothing here imports the rest of fate_tui."""
