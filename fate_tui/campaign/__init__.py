"""Campaign files: reading, checking and writing the TOML files of a campaign folder.

This layer turns files into rules values and back; it never imports Textual. The TOML work
that knows nothing of Fate (reading a file into values or one clear problem, the atomic saves
that never overwrite a newer edit, writing changed values back into the text the GM wrote)
lives below it, in ``fate_tui.tomltext`` (``atomic``, ``tomlfile``, ``writeback``);
``files`` reads and writes through it without leaving the campaign's real root, and
``problems`` re-exports its problems.

- ``codec`` reads and writes each kind of file (campaign.toml, characters, scenes) in the
  shape a GM writes; ``loader`` reads a whole folder, collecting every problem;
  ``first_look`` opens a large campaign in two steps.
- ``store`` holds the loaded state, saves changed values, undoes and redoes, and notices
  edits on disk (``watch``); ``undo_history`` keeps undo between runs.
- ``controller`` is the one path of change; ``intents`` are what a GM can do, each going
  through ``Controller.apply``; ``roll`` is the roll model they and the Roll dialog share (a
  roll being set up and resolved, its odds and the words it is logged in).
- ``playlog``, ``players_view`` and ``players_feed``, ``export``, ``create``, ``library``,
  ``settings`` and ``user_folders`` serve the log, the players' view, the command line and
  the GM's own folders.
"""
