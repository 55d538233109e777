"""The report's drawing decisions that are plain functions (no Spark session)."""

from __future__ import annotations

import datetime as dt

from kraftpy.analytics.report import broker_bars

T0 = dt.datetime(2026, 11, 26, 12, 0, 0)


def at(seconds: float) -> dt.datetime:
    return T0 + dt.timedelta(seconds=seconds)


def event(broker: int, seconds: float, name: str) -> dict[str, object]:
    return {"broker_id": broker, "timestamp": at(seconds), "event": name}


def test_a_brokers_last_state_lasts_until_the_end_of_the_log() -> None:
    """Broker 3 fenced at 30 s (the newest broker event), the log going on until 60 s: its fenced bar runs to 60 s,
    and so do the others' unfenced bars (drawn to the newest broker event, the last state had no width)."""
    rows = [
        event(1, 1, "registered"),
        event(1, 2, "unfenced"),
        event(3, 1, "registered"),
        event(3, 2, "unfenced"),
        event(3, 30, "fenced"),
    ]
    bars = broker_bars(rows, log_end=at(60))
    assert (3, at(30), at(60), "#bbbbbb") in bars
    assert (1, at(2), at(60), "#55a868") in bars
    assert (3, at(2), at(30), "#55a868") in bars


def test_without_the_log_end_the_newest_event_ends_the_bars() -> None:
    rows = [event(1, 1, "registered"), event(1, 2, "unfenced"), event(2, 5, "controlled_shutdown")]
    bars = broker_bars(rows)
    assert (1, at(2), at(5), "#55a868") in bars
    assert all(until > start for _b, start, until, _c in bars)  # zero-width states are not drawn
    assert broker_bars([]) == []
