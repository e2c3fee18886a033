"""The subcommands of the `fate-tui` command line, one module per family."""
