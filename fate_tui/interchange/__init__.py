"""Bringing a table in and taking it out: Fari and Fate Core Official (Foundry VTT) imports,
and exports to Fari, Markdown and a printable HTML sheet.

Headless: nothing here imports Textual. Reading other apps' files never writes anything;
`importer` writes through the campaign store for the command line, `in_app` through the
controller for the app (one undoable change in the play log).
"""
