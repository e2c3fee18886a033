"""How many cases the property and fuzz tests try.

`make test` must stay within its few minutes on 2 cores, so by default each of these tests
tries a fixed few cases (and, where Hypothesis is derandomised, always the same ones).
FATE_FUZZ_SCALE multiplies them: `FATE_FUZZ_SCALE=10 make test` tries ten times as many
(each fuzz trial has its own seed, so more trials only add new ones). The campaign property
tests also take FATE_PROPERTY_EXAMPLES, an exact count for each of them. FATE_FULL_SWEEPS=1
runs every case of the sweeps that try a few of their cases by default (`sweep`).
"""

import os
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")

SCALE = float(os.environ.get("FATE_FUZZ_SCALE", "1"))


def tries(default: int) -> int:
    """`default` cases, times FATE_FUZZ_SCALE, and at least one."""
    return max(1, round(default * SCALE))


def property_examples(default: int) -> int:
    """A campaign property test's examples: FATE_PROPERTY_EXAMPLES if set, else `tries`."""
    exact = os.environ.get("FATE_PROPERTY_EXAMPLES")
    return int(exact) if exact else tries(default)


FULL_SWEEPS = os.environ.get("FATE_FULL_SWEEPS", "") not in ("", "0")


def sweep(every: Sequence[T], everyday: Sequence[T]) -> list[T]:
    """The cases of a sweep (over the bundled campaigns, rule sets, screen sizes, the points a
    save can fail at): `everyday` by default, `every` one with FATE_FULL_SWEEPS=1.

    `everyday` is chosen so that each rule or path the sweep guards is still met by default
    somewhere in the suite (each test that sweeps says how); the full sweep is for a change to
    what it covers."""
    chosen = every if FULL_SWEEPS else everyday
    return list(chosen)
