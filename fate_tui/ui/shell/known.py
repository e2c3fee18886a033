"""`known(value, what)`: a value the code knows is set where it reads it, as its type without
None, or a clear error naming what was missing.

Much of the GM's state is optional in general and set in the place that reads it: the running
conflict once a flow has checked there is one, the Roll dialog's roll while it is on screen,
the controller once a campaign is open. Reading it through `known` tells the type checker so
once, and a broken promise fails with the name of what was missing instead of an
`AttributeError` on None far from the cause.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")


class NotSet(LookupError):
    """A value the code counted on was not set: a bug in fate-tui, never the GM's input."""


def known(value: T | None, what: str) -> T:
    """`value`, which the caller knows is set; `what` names it for the error if it is not
    ("the running conflict")."""
    if value is None:
        raise NotSet(f"{what} is not set here")
    return value
