"""The Textual interface: screens render the campaign's state and post intents; nothing here
edits a file or re-implements a rule."""
