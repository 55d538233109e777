"""The retention rules as plain functions of segments (no `Log`): which leading segments each rule lets go."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest

from kraftpy.storage.log_retention import (
    RetentionRule,
    breaching_prefix,
    log_start_offset_rule,
    retention_size_rule,
    retention_time_rule,
)


@dataclass
class Seg:
    """What the rules read of a segment."""

    base_offset: int
    size: int
    largest_timestamp: int = 0


def segs(*specs: tuple[int, int, int]) -> list[Any]:
    return [Seg(base, size, ts) for base, size, ts in specs]


# three full segments [0,10) [10,20) [20,30) and an active one at 30 with data up to 35
LOG = segs((0, 100, 1_000), (10, 100, 2_000), (20, 100, 3_000), (30, 50, 4_000))
LEO = 35


def prefix(rule: RetentionRule | None, hwm: int = LEO, segments: list[Any] = LOG) -> int:
    assert rule is not None
    return breaching_prefix(segments, LEO, hwm, rule)


@pytest.mark.parametrize(
    ("retention_ms", "now", "expected"),
    [
        (1_500, 3_000, 1),  # only the first is older than 1.5 s
        (500, 3_000, 2),  # the third one's largest timestamp is 3 000: not older than 500 ms
        (500, 10_000, 4),  # all of them, the active segment included (the log rolls it first)
        (50_000, 10_000, 0),
    ],
)
def test_retention_time(retention_ms: int, now: int, expected: int) -> None:
    assert prefix(retention_time_rule(retention_ms, lambda: now)) == expected


def test_retention_time_unlimited_does_not_read_the_clock() -> None:
    def clock() -> int:
        raise AssertionError("read")

    assert retention_time_rule(-1, clock) is None


@pytest.mark.parametrize(
    ("retention_bytes", "expected"),
    [(350, 0), (250, 1), (150, 2), (50, 3), (0, 4)],
)
def test_retention_size_keeps_the_log_at_least_that_large(retention_bytes: int, expected: int) -> None:
    size = sum(s.size for s in LOG)  # 350
    rule = retention_size_rule(retention_bytes, size)
    if expected == 0:
        assert rule is None or prefix(rule) == 0
    else:
        assert prefix(rule) == expected


def test_retention_size_unlimited_or_not_reached() -> None:
    assert retention_size_rule(-1, 10_000) is None
    assert retention_size_rule(1_000, 999) is None


@pytest.mark.parametrize(("start", "expected"), [(0, 0), (9, 0), (10, 1), (25, 2), (30, 3), (35, 3)])
def test_log_start_offset_deletes_segments_wholly_below_it(start: int, expected: int) -> None:
    assert prefix(log_start_offset_rule(start)) == expected


def test_nothing_at_or_above_the_high_watermark_goes() -> None:
    everything = log_start_offset_rule(100)
    assert prefix(everything, hwm=0) == 0
    assert prefix(everything, hwm=19) == 1  # [10,20) reaches beyond it
    assert prefix(everything, hwm=20) == 2


def test_an_empty_active_segment_never_goes() -> None:
    rolled = segs((0, 100, 1_000), (10, 0, -1))
    rule = retention_time_rule(0, lambda: 10_000)
    assert rule is not None
    assert breaching_prefix(rolled, 10, 10, rule) == 1
