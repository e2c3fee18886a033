"""Matching the elements of an old list with those of its new version.

An edit should touch only the elements that changed, so the elements are
matched before anything is written:
1. equal elements are matched by a longest common subsequence, so an
   insertion or deletion in the middle shifts nothing else;
2. between two matched runs, a changed dict is matched with the new dict that
   shares most of its entries (the aspect whose free invokes changed keeps its
   name), and the remaining elements are matched in order (a renamed aspect is
   still the same aspect, and keeps its comment);
3. what is left was deleted or inserted.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable
from typing import Any

from fate_tui.tomltext.writeback_values import freeze, same

# (old index, new index): both set for a kept or changed element, one for a
# deleted (new None) or inserted (old None) one.
Pair = tuple[int | None, int | None]

# Above this many cells the quadratic matching of equal elements gives way to
# difflib's (faster, not always longest), and similar dicts are matched in order,
# so a huge list cannot stall a save.
_MAX_EQUAL_CELLS = 250_000
_MAX_SIMILAR_CELLS = 10_000


def align(old: list[Any], new: list[Any]) -> list[Pair]:
    """Every element of `old` and `new` once, in order, matched as in the module doc.

    Within a stretch of unmatched elements, deletions come before insertions.
    """
    start, end = 0, 0  # unchanged ends need no matching (a log grows at its end)
    while start < min(len(old), len(new)) and same(old[start], new[start]):
        start += 1
    limit = min(len(old), len(new)) - start
    while end < limit and same(old[-1 - end], new[-1 - end]):
        end += 1
    old_mid, new_mid = old[start : len(old) - end], new[start : len(new) - end]
    pairs: list[Pair] = [(i, i) for i in range(start)]
    i = j = 0
    for a, b in [*_equal_runs(old_mid, new_mid), (len(old_mid), len(new_mid))]:
        for x, y in _changed(old_mid[i:a], new_mid[j:b]):
            pairs.append(
                (None if x is None else x + i + start, None if y is None else y + j + start)
            )
        if a < len(old_mid):
            pairs.append((a + start, b + start))
        i, j = a + 1, b + 1
    pairs += [(len(old) - end + k, len(new) - end + k) for k in range(end)]
    return pairs


def _equal_runs(old: list[Any], new: list[Any]) -> list[tuple[int, int]]:
    """Index pairs of equal elements, a longest common subsequence where affordable."""
    if len(old) * len(new) > _MAX_EQUAL_CELLS:
        matcher = difflib.SequenceMatcher(
            None, [freeze(v) for v in old], [freeze(v) for v in new], autojunk=False
        )
        return [(a + k, b + k) for a, b, size in matcher.get_matching_blocks() for k in range(size)]
    ids: dict[Any, int] = {}
    old_ids = [ids.setdefault(freeze(v), len(ids)) for v in old]
    new_ids = [ids.setdefault(freeze(v), len(ids)) for v in new]
    return _best_pairs(len(old), len(new), lambda i, j: int(old_ids[i] == new_ids[j]))


def _changed(old: list[Any], new: list[Any]) -> list[Pair]:
    """Pairs for a stretch with no equal elements: similar dicts first, then in order."""
    similar = []
    if len(old) * len(new) <= _MAX_SIMILAR_CELLS:
        similar = _best_pairs(len(old), len(new), lambda i, j: _shared(old[i], new[j]))
    pairs: list[Pair] = []
    i = j = 0
    for a, b in [*similar, (len(old), len(new))]:
        count = min(a - i, b - j)
        pairs += [(i + k, j + k) for k in range(count)]
        pairs += [(k, None) for k in range(i + count, a)]
        pairs += [(None, k) for k in range(j + count, b)]
        if a < len(old):
            pairs.append((a, b))
        i, j = a + 1, b + 1
    return pairs


def _shared(a: Any, b: Any) -> int:
    """How many entries two dicts have in common (0 for anything else)."""
    if not isinstance(a, dict) or not isinstance(b, dict):
        return 0
    return sum(1 for key in a.keys() & b.keys() if same(a[key], b[key]))


def _best_pairs(n: int, m: int, weight: Callable[[int, int], int]) -> list[tuple[int, int]]:
    """The in-order pairing of range(n) with range(m) of greatest total weight.

    Only pairs of positive weight are made; with weights 0 and 1 this is a
    longest common subsequence.
    """
    best = [[0] * (m + 1) for _ in range(n + 1)]
    weights = [[weight(i, j) for j in range(m)] for i in range(n)]
    for i in range(n - 1, -1, -1):
        row, below, row_weights = best[i], best[i + 1], weights[i]
        for j in range(m - 1, -1, -1):
            value = max(below[j], row[j + 1])
            if row_weights[j] > 0:
                value = max(value, below[j + 1] + row_weights[j])
            row[j] = value
    pairs = []
    i = j = 0
    while i < n and j < m:
        if weights[i][j] > 0 and best[i][j] == best[i + 1][j + 1] + weights[i][j]:
            pairs.append((i, j))
            i, j = i + 1, j + 1
        elif best[i + 1][j] >= best[i][j + 1]:
            i += 1
        else:
            j += 1
    return pairs
