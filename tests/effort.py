"""How many cases the property and fuzz tests try.

`make test` must stay within its few minutes on 2 cores, so by default each of these tests
tries a fixed few cases (and, where Hypothesis is derandomised, always the same ones).
FATE_FUZZ_SCALE multiplies them: `FATE_FUZZ_SCALE=10 make test` tries ten times as many
(each fuzz trial has its own seed, so more trials only add new ones). The campaign property
tests also take FATE_PROPERTY_EXAMPLES, an exact count for each of them.
"""

import os

SCALE = float(os.environ.get("FATE_FUZZ_SCALE", "1"))


def tries(default: int) -> int:
    """`default` cases, times FATE_FUZZ_SCALE, and at least one."""
    return max(1, round(default * SCALE))


def property_examples(default: int) -> int:
    """A campaign property test's examples: FATE_PROPERTY_EXAMPLES if set, else `tries`."""
    exact = os.environ.get("FATE_PROPERTY_EXAMPLES")
    return int(exact) if exact else tries(default)
