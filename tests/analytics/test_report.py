"""The report's plot data and drawing decisions, as plain functions (no Spark session): time axes in wall-clock
time over the log's life, counts per bin chosen from the span, empty plots collapsed into one line."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

from kraftpy.analytics.report import (
    Report,
    bin_width,
    broker_bars,
    brokers_plot,
    count_bins,
    elections_plot,
    quorum_plot,
    render,
    time_axis,
    under_min_isr_plot,
    worst_partitions_plot,
)

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


# ============================================================================================ plot data

# the cluster of the issue: it lived five minutes
START = int(dt.datetime(2026, 11, 26, 12, 0, 0, tzinfo=dt.UTC).timestamp() * 1000)
END = START + 5 * 60 * 1000


def test_time_axis_spans_the_log_in_wall_clock_time() -> None:
    axis = time_axis(START, END)
    assert (axis.start, axis.end) == (START, END)
    assert axis.labels == ["12:00", "12:01", "12:02", "12:03", "12:04", "12:05"]
    assert axis.ticks[0] == START and axis.ticks[-1] == END
    assert axis.label == "time (UTC) on 2026-11-26"
    # seconds for a short log, milliseconds for a very short one, dates for weeks
    short = time_axis(START + 1500, START + 21_500)
    assert short.labels == ["12:00:05", "12:00:10", "12:00:15", "12:00:20"]
    tiny = time_axis(START, START + 40)
    assert (tiny.start, tiny.end) == (START - 480, START + 520)  # one second around an instant
    assert tiny.labels == ["11:59:59.600", "11:59:59.800", "12:00:00.000", "12:00:00.200", "12:00:00.400"]
    weeks = time_axis(START, START + 20 * 86_400_000)
    assert weeks.labels == ["2026-12-03", "2026-12-10"] and weeks.label == "date (UTC)"  # weekly ticks
    assert len(weeks.ticks) <= 8
    across = time_axis(START + 10 * 3_600_000, START + 14 * 3_600_000)
    assert across.label == "time (UTC), 2026-11-26 22:00 to 2026-11-27 02:00"


def test_elections_are_counted_per_bin_chosen_from_the_span() -> None:
    axis = time_axis(START, END)
    width = bin_width(axis)
    assert width == 5000  # 60 bars at most over five minutes
    events = [(START + 1000, "elr"), (START + 1200, "clean"), (START + 4999, "elr"), (START + 90_000, "unclean")]
    plot = elections_plot(axis, count_bins(events, width), width)
    assert plot.empty is None and plot.axis == axis
    (panel,) = plot.panels
    assert panel.ylabel == "elections per 5 s" and panel.bin_ms == 5000
    bars = {b.label: (b.starts, b.counts) for b in panel.bars}
    assert bars == {"clean": ([START], [1]), "elr": ([START], [2]), "unclean": ([START + 90_000], [1])}
    assert [b.label for b in panel.bars] == ["clean", "elr", "unclean"]  # the legend's order
    assert [label for label, _c, _h in panel.legend] == ["clean", "elr", "unclean"]
    assert bin_width(time_axis(START, START + 86_400_000)) == 30 * 60 * 1000


def test_a_single_leader_change_spans_the_log_not_years() -> None:
    axis = time_axis(START, END)
    plot = quorum_plot(axis, [(START + 2000, 3000)])
    assert plot.axis is not None and plot.axis.end - plot.axis.start == 5 * 60 * 1000
    (panel,) = plot.panels
    assert panel.steps[0].times == [START + 2000] and panel.steps[0].values == [3000.0]
    assert panel.yticks == [(3000.0, "3000")]


def test_below_min_isr_levels_and_ongoing_intervals() -> None:
    axis = time_axis(START, END)
    plot = under_min_isr_plot(axis, [(START + 10_000, START + 70_000), (START + 20_000, None)])
    (panel,) = plot.panels
    (steps,) = panel.steps
    assert steps.times == [START, START + 10_000, START + 20_000, START + 70_000]
    assert steps.values == [0, 1, 2, 1]  # the ongoing one is still counted at the end of the log


def test_brokers_plot_lanes_run_to_the_end_of_the_log() -> None:
    ms = [
        {"broker_id": 1, "timestamp": START + 1000, "event": "registered", "shutdown": "first"},
        {"broker_id": 1, "timestamp": START + 2000, "event": "unfenced", "shutdown": None},
        {"broker_id": 1, "timestamp": START + 60_000, "event": "registered", "shutdown": "unclean"},
    ]
    plot = brokers_plot(time_axis(START, END), ms)
    (panel,) = plot.panels
    (lane,) = panel.lanes
    assert lane.label == "broker 1"
    assert lane.spans[-1] == (START + 60_000, END, "#bbbbbb")
    assert lane.points == [(START + 60_000, "x", "#c44e52")]


def test_empty_plots_collapse_into_one_line(tmp_path: Path) -> None:
    axis = time_axis(START, END)
    plots = [
        elections_plot(axis, [], 5000),
        under_min_isr_plot(axis, []),
        worst_partitions_plot(axis, []),
        brokers_plot(axis, []),
        quorum_plot(axis, []),
    ]
    assert [p.empty for p in plots] == [
        "no leader elections in the log",
        "no partition was ever below its min ISR",
        "no partition was ever below its min ISR",
        "no broker records in the log",
        "no raft leader changes in the segments",
    ]
    rep = Report("t", out_dir=str(tmp_path))
    for p in plots:
        rep.add_plot(p)
    rep.add_plot(quorum_plot(axis, [(START + 2000, 1)]))
    assert [name for _p, name in rep.plots] == [None] * 5 + ["quorum.png"]
    assert sorted(os.listdir(tmp_path)) == ["quorum.png"]
    page = render(rep)
    assert page.count('<p class="empty">') == 5 and page.count("<img ") == 1
    assert "<b>Leader elections by kind</b>: no leader elections in the log" in page


def test_a_caller_adds_a_section_of_its_own(tmp_path: Path) -> None:
    rep = Report("t", out_dir=str(tmp_path))
    rep.sections.append(("Tables", ["a"], [[1]], ""))
    rep.html.append("<section id='more'><h2>More</h2><p>x &lt; y</p></section>")
    page = render(rep)
    assert page.index("<h2>Tables</h2>") < page.index("<section id='more'>") < page.index("</body>")
