"""Command line entry point (filled in by the CLI module)."""


def main(argv=None) -> int:
    return 0
