"""The report of the analytics job: PNG plots (matplotlib) and one static HTML page with summary tables.

Three steps, so that what a plot shows can be checked without drawing it:

1. *collect* (Spark): everything plotted is aggregated or bounded in Spark first (counts per time bin, the few
   worst partitions, row limits), times as UTC epoch milliseconds: the driver never collects a whole log;
2. *plot data* (plain functions of those rows: `time_axis`, `elections_plot`, `under_min_isr_plot`,
   `worst_partitions_plot`, `brokers_plot`, `quorum_plot`): a `Plot` says the time axis (the log's life, in
   wall-clock time, ticks labelled to fit its span), the bars (counts per bin, the bin width chosen from the span
   and named in the axis label), the step lines, the lanes, the legend; a plot with nothing to show is *collapsed*
   into one line of text (`Plot.empty`);
3. *drawing* (`draw`): one PNG per plot that is not collapsed, and the page (`render`).

``plots.json`` beside the page holds every plot's data. `write_report` (and the job's `run_job`) takes more
sections through ``extend``: functions that add plots (`Report.add_plot`), tables (`Report.sections`) or whole
sections they render themselves (`Report.html`, HTML fragments with their own PNGs in `Report.out_dir`) to the
report before the page is written.
"""

from __future__ import annotations

import datetime as dt
import html
import json
import logging
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
from matplotlib.lines import Line2D
from matplotlib.patches import Patch
from pyspark.sql import DataFrame, Window
from pyspark.sql import functions as F

__all__ = [
    "Bars",
    "Lane",
    "Panel",
    "Plot",
    "Report",
    "Steps",
    "TimeAxis",
    "bin_width",
    "brokers_plot",
    "count_bins",
    "draw",
    "elections_plot",
    "quorum_plot",
    "render",
    "time_axis",
    "under_min_isr_plot",
    "worst_partitions_plot",
    "write_report",
]

logger = logging.getLogger(__name__)

WORST = 5  # partitions in the ISR/ELR plot
MAX_POINTS = 5000  # rows per partition in the ISR/ELR plot
MAX_BINS = 60  # bars across a plot, at most
MAX_TICKS = 8  # labelled ticks on a time axis, at most
TABLE_ROWS = 20
KIND_COLORS = {
    "clean": "#4c72b0",
    "preferred": "#8da0cb",
    "elr": "#55a868",
    "last_known_leader": "#dd8452",
    "unclean_recovery": "#c44e52",
    "unclean": "#8c1c13",
    "unknown": "#999999",
}
SECOND = 1000
MINUTE = 60 * SECOND
HOUR = 60 * MINUTE
DAY = 24 * HOUR
# the steps of time axes and bins, in ms
NICE_STEPS = (
    1,
    2,
    5,
    10,
    20,
    50,
    100,
    200,
    500,
    SECOND,
    2 * SECOND,
    5 * SECOND,
    10 * SECOND,
    15 * SECOND,
    30 * SECOND,
    MINUTE,
    2 * MINUTE,
    5 * MINUTE,
    10 * MINUTE,
    15 * MINUTE,
    30 * MINUTE,
    HOUR,
    2 * HOUR,
    3 * HOUR,
    6 * HOUR,
    12 * HOUR,
    DAY,
    2 * DAY,
    7 * DAY,
    14 * DAY,
    30 * DAY,
    91 * DAY,
    365 * DAY,
)


# ================================================================================================ plot data


@dataclass
class TimeAxis:
    """Wall-clock time (UTC) from `start` to `end` (epoch ms): the life of the log."""

    start: int
    end: int
    ticks: list[int]
    labels: list[str]
    label: str


@dataclass
class Bars:
    """Counts per time bin of one series (stacked on the series before it): bins start at `starts` (ms)."""

    label: str
    color: str
    starts: list[int]
    counts: list[int]


@dataclass
class Steps:
    """A value over time, holding from each time (ms) until the next, the last until the axis' end."""

    label: str
    color: str
    times: list[int]
    values: list[float]
    fill: bool = False
    dashed: bool = False
    markers: bool = False


@dataclass
class Lane:
    """One row of coloured intervals (from, until, color) and point events (time, marker, color)."""

    label: str
    spans: list[tuple[int, int, str]] = field(default_factory=list)
    points: list[tuple[int, str, str]] = field(default_factory=list)


@dataclass
class Panel:
    title: str = ""
    ylabel: str = ""
    bars: list[Bars] = field(default_factory=list)
    bin_ms: int = 0
    steps: list[Steps] = field(default_factory=list)
    lanes: list[Lane] = field(default_factory=list)
    yticks: list[tuple[float, str]] = field(default_factory=list)
    legend: list[tuple[str, str, str]] = field(default_factory=list)  # (label, color, "patch"|"o"|"x"|"line")


@dataclass
class Plot:
    """One figure of the report: panels over one time axis, or (`empty` set) one line of text instead."""

    name: str  # the PNG's file name
    title: str
    caption: str
    axis: TimeAxis | None = None
    panels: list[Panel] = field(default_factory=list)
    empty: str | None = None


def _nice(span: int, most: int) -> int:
    """The smallest nice step that cuts `span` ms into at most `most` parts."""
    for step in NICE_STEPS:
        if span <= step * most:
            return step
    return NICE_STEPS[-1] * (span // (NICE_STEPS[-1] * most) + 1)


def _utc(ms: int) -> dt.datetime:
    return dt.datetime(1970, 1, 1, tzinfo=dt.UTC) + dt.timedelta(milliseconds=ms)


def _tick_label(ms: int, step: int) -> str:
    t = _utc(ms)
    if step >= DAY:
        return t.strftime("%Y-%m-%d")
    if step >= MINUTE:
        return t.strftime("%H:%M")
    if step >= SECOND:
        return t.strftime("%H:%M:%S")
    return t.strftime("%H:%M:%S.") + f"{t.microsecond // 1000:03d}"


def _duration(ms: int) -> str:
    """`ms` in words: ``250 ms``, ``10 s``, ``5 min``, ``2 h``, ``1 day``."""
    for unit, name in ((DAY, "day"), (HOUR, "h"), (MINUTE, "min"), (SECOND, "s")):
        if ms >= unit and ms % unit == 0:
            n = ms // unit
            return f"{n} {name}s" if name == "day" and n > 1 else f"{n} {name}"
    return f"{ms} ms"


def time_axis(start: int, end: int) -> TimeAxis:
    """The time axis of the log's life, `start` to `end` (epoch ms): at most `MAX_TICKS` ticks on nice
    multiples, labelled with what their step needs (dates, minutes, seconds or milliseconds); the axis label names
    the time zone and the dates it spans. A log of one instant gets one second around it."""
    if end < start:
        start, end = end, start
    if end - start < SECOND:
        middle = (start + end) // 2
        start, end = middle - SECOND // 2, middle + SECOND // 2
    step = _nice(end - start, MAX_TICKS)
    first = -(-start // step) * step
    ticks = list(range(first, end + 1, step))
    labels = [_tick_label(t, step) for t in ticks]
    a, b = _utc(start), _utc(end)
    if step >= DAY:
        label = "date (UTC)"
    elif a.date() == b.date():
        label = f"time (UTC) on {a:%Y-%m-%d}"
    else:
        label = f"time (UTC), {a:%Y-%m-%d %H:%M} to {b:%Y-%m-%d %H:%M}"
    return TimeAxis(start, end, ticks, labels, label)


def bin_width(axis: TimeAxis) -> int:
    """The width (ms) of the time bins of bar plots on `axis`: a nice step giving at most `MAX_BINS` bars."""
    return _nice(axis.end - axis.start, MAX_BINS)


def count_bins(events: Iterable[tuple[int, str]], width: int) -> list[tuple[int, str, int]]:
    """(bin start, series, count) of (time ms, series) events, bins aligned on multiples of `width` (what the
    report's Spark query computes, for small inputs)."""
    counts: dict[tuple[int, str], int] = {}
    for t, series in events:
        key = (t // width * width, series)
        counts[key] = counts.get(key, 0) + 1
    return sorted((b, k, n) for (b, k), n in counts.items())


def _kind_order(kind: str) -> int:
    return list(KIND_COLORS).index(kind) if kind in KIND_COLORS else len(KIND_COLORS)


def elections_plot(axis: TimeAxis, bins: Sequence[tuple[int, str, int]], width: int) -> Plot:
    """Leader elections per time bin, stacked by kind, from (bin start, kind, count) rows."""
    plot = Plot("elections.png", "Leader elections by kind", "Leader elections per time bin, by kind of election")
    if not bins:
        plot.empty = "no leader elections in the log"
        return plot
    panel = Panel(ylabel=f"elections per {_duration(width)}", bin_ms=width)
    for kind in sorted({k for _b, k, _n in bins}, key=lambda k: (_kind_order(k), k)):
        rows = sorted((b, n) for b, k, n in bins if k == kind)
        panel.bars.append(Bars(kind, KIND_COLORS.get(kind, "#777777"), [b for b, _ in rows], [n for _, n in rows]))
        panel.legend.append((kind, KIND_COLORS.get(kind, "#777777"), "patch"))
    plot.axis, plot.panels = axis, [panel]
    return plot


def under_min_isr_plot(axis: TimeAxis, intervals: Sequence[tuple[int, int | None]]) -> Plot:
    """The number of partitions below their min ISR over time, from (start, end) intervals in ms (end None: still
    below at the end of the log)."""
    plot = Plot(
        "under_min_isr.png",
        "Partitions below their min ISR (KIP-966's exposure)",
        "Partitions whose ISR was below the effective min ISR, over time",
    )
    if not intervals:
        plot.empty = "no partition was ever below its min ISR"
        return plot
    deltas: dict[int, int] = {}
    for start, end in intervals:
        deltas[start] = deltas.get(start, 0) + 1
        if end is not None:
            deltas[end] = deltas.get(end, 0) - 1
    times, levels, level = [axis.start], [0.0], 0
    for t in sorted(deltas):
        level += deltas[t]
        times.append(t)
        levels.append(float(level))
    panel = Panel(ylabel="partitions")
    panel.steps.append(Steps("below min ISR", "#c44e52", times, levels, fill=True))
    panel.legend.append(("partitions below min ISR", "#c44e52", "patch"))
    plot.axis, plot.panels = axis, [panel]
    return plot


def worst_partitions_plot(axis: TimeAxis, partitions: Sequence[dict[str, Any]]) -> Plot:
    """ISR and ELR sizes of the partitions longest below their min ISR: each item has ``name``, ``exposure_ms``,
    ``min_isr`` and ``points`` ((time ms, ISR size, ELR size), in time order)."""
    plot = Plot(
        "isr_elr_worst_partitions.png",
        "ISR and ELR of the partitions longest below their min ISR",
        "ISR and ELR sizes over time of the partitions longest below their min ISR",
    )
    if not partitions:
        plot.empty = "no partition was ever below its min ISR"
        return plot
    for p in partitions:
        pts = p["points"]
        times = [t for t, _i, _e in pts]
        panel = Panel(title=f"{p['name']}: {p['exposure_ms'] / 1000:.1f} s below min ISR", ylabel="replicas")
        panel.steps.append(Steps("ISR", "#4c72b0", times, [float(i) for _t, i, _e in pts]))
        panel.steps.append(Steps("ELR", "#55a868", times, [float(e) for _t, _i, e in pts]))
        if p.get("min_isr") is not None and times:
            panel.steps.append(Steps("min ISR", "#999999", [times[0]], [float(p["min_isr"])], dashed=True))
        panel.legend = [("ISR", "#4c72b0", "line"), ("ELR", "#55a868", "line"), ("min ISR", "#999999", "dashed")]
        plot.panels.append(panel)
    plot.axis = axis
    return plot


_BROKER_COLORS: dict[str, str | None] = {
    "unfenced": "#55a868",
    "fenced": "#bbbbbb",
    "controlled_shutdown": "#dd8452",
    "registered": "#bbbbbb",
    "unregistered": None,
}


def broker_bars(rows: Sequence[Any], log_end: Any = None) -> list[tuple[int, Any, Any, str]]:
    """(broker id, from, until, color) of each broker's states, from its events (rows with ``broker_id``,
    ``timestamp`` and ``event``, ordered by time per broker): a state lasts until the broker's next event, the
    last one until the end of the log (`log_end`, the newest record's time; else the newest event's)."""
    timed = [r for r in rows if r["timestamp"] is not None]
    if not timed:
        return []
    end = max(r["timestamp"] for r in timed)
    if log_end is not None and log_end > end:
        end = log_end
    bars: list[tuple[int, Any, Any, str]] = []
    for b in sorted({r["broker_id"] for r in timed}):
        events = [r for r in timed if r["broker_id"] == b]
        for cur, nxt in zip(events, [*events[1:], None]):
            color = _BROKER_COLORS.get(cur["event"])
            until = nxt["timestamp"] if nxt is not None else end
            if color is not None and until > cur["timestamp"]:
                bars.append((b, cur["timestamp"], until, color))
    return bars


def brokers_plot(axis: TimeAxis, rows: Sequence[dict[str, Any]]) -> Plot:
    """One lane per broker from its events (``broker_id``, ``timestamp`` in ms, ``event``, ``shutdown``, in time
    order per broker): its states as coloured spans until the end of the log, its re-registrations after a clean
    or unclean shutdown as marks."""
    plot = Plot("brokers.png", "Broker lifecycles", "Broker states over time, and restarts after a shutdown")
    timed = [r for r in rows if r["timestamp"] is not None]
    if not timed:
        plot.empty = "no broker records in the log"
        return plot
    lanes = {b: Lane(f"broker {b}") for b in sorted({r["broker_id"] for r in timed})}
    for b, start, until, color in broker_bars(timed, axis.end):
        lanes[b].spans.append((start, until, color))
    for r in timed:
        if r["event"] == "registered" and r.get("shutdown") in ("clean", "unclean"):
            unclean = r["shutdown"] == "unclean"
            lanes[r["broker_id"]].points.append(
                (r["timestamp"], "x" if unclean else "o", "#c44e52" if unclean else "#4c72b0")
            )
    panel = Panel(ylabel="", lanes=list(lanes.values()))
    panel.legend = [
        ("unfenced", "#55a868", "patch"),
        ("fenced", "#bbbbbb", "patch"),
        ("controlled shutdown", "#dd8452", "patch"),
        ("restart after a clean shutdown", "#4c72b0", "o"),
        ("restart after an unclean shutdown", "#c44e52", "x"),
    ]
    plot.axis, plot.panels = axis, [panel]
    return plot


def quorum_plot(axis: TimeAxis, changes: Sequence[tuple[int, int]]) -> Plot:
    """The metadata quorum's leader over time from (time ms, leader id) leader changes, each leader holding until
    the next change (the last until the end of the log)."""
    plot = Plot("quorum.png", "Metadata quorum leader", "Raft leader of the metadata quorum over time")
    if not changes:
        plot.empty = "no raft leader changes in the segments"
        return plot
    times = [t for t, _ in changes]
    leaders = [leader for _, leader in changes]
    panel = Panel(ylabel="leader (node id)")
    panel.steps.append(Steps("leader", "#4c72b0", times, [float(x) for x in leaders], markers=True))
    panel.yticks = [(float(x), str(x)) for x in sorted(set(leaders))]
    panel.legend = [("leader", "#4c72b0", "line"), ("leader change", "#4c72b0", "o")]
    plot.axis, plot.panels = axis, [panel]
    return plot


# ================================================================================================ drawing


def draw(plot: Plot, out_dir: str) -> str | None:
    """The PNG of `plot` in `out_dir` (its file name), or None for a collapsed plot."""
    if plot.empty is not None or plot.axis is None:
        return None
    axis = plot.axis
    heights = [max(1.2, 0.45 * len(p.lanes) + 0.4) if p.lanes else 1.8 for p in plot.panels]
    titled = sum(1 for p in plot.panels if p.title)
    # inches: the title above, the time axis below, between panels
    top, bottom, gap = (0.75 if titled else 0.5), 0.75, (0.55 if titled else 0.25)
    height = sum(heights) + top + bottom + gap * (len(heights) - 1)
    fig, axes = plt.subplots(
        len(plot.panels),
        1,
        figsize=(10, height),
        squeeze=False,
        sharex=True,
        gridspec_kw={"height_ratios": heights},
    )
    # fixed margins, so that the time axes of all plots line up on the page (legends go to the right)
    fig.subplots_adjust(
        left=0.1,
        right=0.74,
        top=1 - top / height,
        bottom=bottom / height,
        hspace=gap / (sum(heights) / len(heights)),
    )
    for ax, panel in zip((a[0] for a in axes), plot.panels):
        _draw_panel(ax, panel, axis)
    last = axes[-1][0]
    last.set_xlim(axis.start, axis.end)
    last.set_xticks(axis.ticks, axis.labels)
    last.set_xlabel(axis.label)
    fig.suptitle(plot.title, fontsize=11, y=1 - 0.12 / height, va="top")
    fig.savefig(os.path.join(out_dir, plot.name), dpi=100)
    plt.close(fig)
    return plot.name


def _draw_panel(ax: Any, panel: Panel, axis: TimeAxis) -> None:
    if panel.title:
        ax.set_title(panel.title, fontsize=9)
    bottoms: dict[int, int] = {}
    for bars in panel.bars:
        # matplotlib's stubs want float sequences; ints are fine
        ax.bar(
            bars.starts,  # type: ignore[arg-type]
            bars.counts,  # type: ignore[arg-type]
            width=panel.bin_ms * 0.9,
            bottom=[bottoms.get(b, 0) for b in bars.starts],  # type: ignore[arg-type]
            align="edge",
            color=bars.color,
            label=bars.label,
        )
        for b, n in zip(bars.starts, bars.counts):
            bottoms[b] = bottoms.get(b, 0) + n
    for st in panel.steps:
        times = [*st.times, axis.end]
        values = [*st.values, st.values[-1]]
        ax.step(times, values, where="post", color=st.color, linestyle="--" if st.dashed else "-", label=st.label)
        if st.fill:
            ax.fill_between(times, values, step="post", alpha=0.3, color=st.color)
        if st.markers:
            ax.plot(st.times, st.values, "o", color=st.color)
    for y, lane in enumerate(panel.lanes):
        for start, until, color in lane.spans:
            ax.barh(y, until - start, left=start, color=color, height=0.6)
        for t, marker, color in lane.points:
            ax.plot(t, y, marker=marker, color=color, markersize=9, linestyle="none")
    if panel.lanes:
        ax.set_yticks(range(len(panel.lanes)), [lane.label for lane in panel.lanes])
        ax.set_ylim(-0.6, len(panel.lanes) - 0.4)
    elif panel.yticks:
        ax.set_yticks([y for y, _ in panel.yticks], [t for _, t in panel.yticks])
        lo, hi = panel.yticks[0][0], panel.yticks[-1][0]
        ax.set_ylim(lo - 0.5, hi + 0.5)
    else:
        ax.set_ylim(bottom=0)
        ax.yaxis.get_major_locator().set_params(integer=True)
    if panel.ylabel:
        ax.set_ylabel(panel.ylabel)
    ax.set_axisbelow(True)
    ax.grid(axis="x", color="#eeeeee")
    if panel.legend:
        handles: list[Any] = []
        for label, color, how in panel.legend:
            if how == "patch":
                handles.append(Patch(color=color, label=label))
            elif how in ("line", "dashed"):
                handles.append(Line2D([], [], color=color, linestyle="--" if how == "dashed" else "-", label=label))
            else:
                handles.append(Line2D([], [], color=color, marker=how, linestyle="none", label=label))
        ax.legend(handles=handles, loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8, frameon=False)


# ================================================================================================ report


@dataclass
class Report:
    """What the page shows: the summary, the plots (drawn or collapsed), the tables."""

    title: str
    summary: list[tuple[str, str]] = field(default_factory=list)
    plots: list[tuple[Plot, str | None]] = field(default_factory=list)  # (plot, its PNG's name or None)
    sections: list[tuple[str, list[str], list[Sequence[Any]], str]] = field(default_factory=list)
    out_dir: str = ""
    # sections a caller renders itself (a heading, its plots, its tables), placed after the tables as they are:
    # the caller escapes what it puts in
    html: list[str] = field(default_factory=list)

    def add_plot(self, plot: Plot) -> None:
        """Draw `plot` (unless it is collapsed) into the report's directory and show it on the page."""
        self.plots.append((plot, draw(plot, self.out_dir)))


def write_report(
    out_dir: str,
    tables: dict[str, DataFrame],
    summary: list[tuple[str, str]],
    title: str = "kraftpy metadata log analytics",
    log_end: Any = None,
    log_start: Any = None,
    extend: Sequence[Callable[[Report], None]] = (),
) -> str:
    """Write the PNG plots, ``plots.json`` and ``index.html`` into `out_dir`; return the page's path.
    `log_start`/`log_end`: the oldest and newest record's time (datetime or epoch ms; else those of the records
    table), the span of every time axis. `extend`: functions adding more plots and sections to the report."""
    os.makedirs(out_dir, exist_ok=True)
    rep = Report(title, list(summary), out_dir=out_dir)
    axis = time_axis(*_log_span(tables["records"], log_start, log_end))
    rep.add_plot(_collect_elections(axis, tables["elections"]))
    rep.add_plot(_collect_under_min_isr(axis, tables["under_min_isr"]))
    rep.add_plot(_collect_worst_partitions(axis, tables["partition_history"], tables["under_min_isr"]))
    rep.add_plot(_collect_brokers(axis, tables["brokers"]))
    rep.add_plot(_collect_quorum(axis, tables["quorum"]))
    _sections(rep, tables)
    for add in extend:
        add(rep)
    with open(os.path.join(out_dir, "plots.json"), "w", encoding="utf-8") as f:
        json.dump([{**asdict(p), "file": name} for p, name in rep.plots], f, indent=1)
    path = os.path.join(out_dir, "index.html")
    with open(path, "w", encoding="utf-8") as f:
        f.write(render(rep))
    return path


# ================================================================================================ collect


def _ms(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, dt.datetime):
        if value.tzinfo is None:  # Spark hands timestamps over in the driver's local time
            value = value.astimezone()
        return int(value.timestamp() * 1000)
    return int(value)


def _millis(column: str) -> Any:
    return F.unix_millis(F.col(column))


def _log_span(records: DataFrame, log_start: Any, log_end: Any) -> tuple[int, int]:
    start, end = _ms(log_start), _ms(log_end)
    if start is None or end is None:
        row = records.agg(F.min(_millis("timestamp")).alias("lo"), F.max(_millis("timestamp")).alias("hi")).collect()[0]
        start = start if start is not None else row["lo"]
        end = end if end is not None else row["hi"]
    if start is None or end is None:  # no timestamps at all
        start = end = 0
    return int(start), int(end)


def _collect_elections(axis: TimeAxis, elections: DataFrame) -> Plot:
    width = bin_width(axis)
    t = _millis("timestamp")
    rows = (
        elections.where(F.col("timestamp").isNotNull())
        .groupBy((F.floor(t / F.lit(width)) * F.lit(width)).alias("bin"), "kind")
        .agg(F.count(F.lit(1)).alias("n"))
        .limit(100_000)
        .collect()
    )
    return elections_plot(axis, [(int(r["bin"]), r["kind"] or "unknown", int(r["n"])) for r in rows], width)


def _collect_under_min_isr(axis: TimeAxis, under: DataFrame) -> Plot:
    rows = (
        under.select(_millis("start").alias("s"), _millis("end").alias("e"))
        .where(F.col("s").isNotNull())
        .limit(100_000)
        .collect()
    )
    return under_min_isr_plot(axis, [(r["s"], r["e"]) for r in rows])


def _collect_worst_partitions(axis: TimeAxis, history: DataFrame, under: DataFrame) -> Plot:
    worst = (
        under.groupBy("topic_id", "partition")
        .agg(
            F.first("topic_name").alias("topic_name"),
            F.sum("duration_ms").alias("exposure"),
            F.max("effective_min_isr").alias("min_isr"),
        )
        .orderBy(F.desc("exposure"), "topic_name", "partition")
        .limit(WORST)
        .collect()
    )
    if not worst:
        return worst_partitions_plot(axis, [])
    cond = None
    for w in worst:
        c = (F.col("topic_id") == w["topic_id"]) & (F.col("partition") == w["partition"])
        cond = c if cond is None else cond | c
    assert cond is not None
    wn = Window.partitionBy("topic_id", "partition").orderBy(F.desc("log_offset"))
    rows = (
        history.where(cond & F.col("timestamp").isNotNull())
        .withColumn("_n", F.row_number().over(wn))
        .where(F.col("_n") <= MAX_POINTS)
        .select("topic_id", "partition", _millis("timestamp").alias("t"), "log_offset", "isr_size", "elr_size")
        .orderBy("topic_id", "partition", "log_offset")
        .collect()
    )
    partitions = []
    for w in worst:
        key = (w["topic_id"], w["partition"])
        pts = [(r["t"], r["isr_size"], r["elr_size"]) for r in rows if (r["topic_id"], r["partition"]) == key]
        partitions.append(
            {
                "name": f"{w['topic_name']}-{w['partition']}",
                "exposure_ms": int(w["exposure"] or 0),
                "min_isr": w["min_isr"],
                "points": pts,
            }
        )
    return worst_partitions_plot(axis, partitions)


def _collect_brokers(axis: TimeAxis, brokers: DataFrame) -> Plot:
    rows = (
        brokers.select("broker_id", _millis("timestamp").alias("timestamp"), "event", "shutdown", "log_offset")
        .orderBy("broker_id", "log_offset", "event")
        .limit(100_000)
        .collect()
    )
    return brokers_plot(axis, [r.asDict() for r in rows])


def _collect_quorum(axis: TimeAxis, quorum: DataFrame) -> Plot:
    rows = (
        quorum.where((F.col("event") == "leader_change") & F.col("timestamp").isNotNull())
        .select(_millis("timestamp").alias("t"), "leader_id")
        .orderBy("t")
        .limit(100_000)
        .collect()
    )
    return quorum_plot(axis, [(r["t"], r["leader_id"]) for r in rows])


# ============================================================================================== tables


def _sections(rep: Report, tables: dict[str, DataFrame]) -> None:
    under = tables["under_min_isr"]
    cols = [
        "topic_name",
        "partition",
        "start",
        "end",
        "duration_ms",
        "effective_min_isr",
        "min_isr_size",
        "max_elr_size",
        "min_electable",
        "leaderless",
    ]
    rows = under.orderBy(F.desc("duration_ms")).select(*cols).limit(TABLE_ROWS).collect()
    rep.sections.append(
        (
            "Longest intervals below min ISR",
            cols,
            [list(r) for r in rows],
            "ELR sizes during the interval: with ELR members, KIP-966 keeps a clean leader "
            "available; min_electable is the smallest ISR + ELR seen.",
        )
    )
    el = tables["elections"]
    counts = (
        el.groupBy("kind")
        .agg(F.count(F.lit(1)).alias("elections"), F.max("leaderless_ms").alias("longest_leaderless_ms"))
        .orderBy("kind")
        .collect()
    )
    rep.sections.append(
        ("Elections by kind", ["kind", "elections", "longest_leaderless_ms"], [list(r) for r in counts], "")
    )
    cols = [
        "timestamp",
        "topic_name",
        "partition",
        "kind",
        "leader",
        "prev_isr",
        "prev_elr",
        "prev_last_known_leader",
        "leaderless_ms",
    ]
    rows = (
        el.where(~F.col("kind").isin("clean", "preferred"))
        .orderBy(F.desc("log_offset"))
        .select(*cols)
        .limit(TABLE_ROWS)
        .collect()
    )
    rep.sections.append(("Latest elections outside the ISR", cols, [list(r) for r in rows], ""))
    cols = ["timestamp", "broker_id", "broker_epoch", "shutdown", "evidence"]
    rows = (
        tables["brokers"]
        .where(F.col("event") == "registered")
        .orderBy(F.desc("log_offset"))
        .select(*cols)
        .limit(TABLE_ROWS)
        .collect()
    )
    rep.sections.append(("Latest broker registrations", cols, [list(r) for r in rows], ""))
    q = tables["quorum"].where(F.col("event") == "leader_change")
    rows = (
        q.groupBy("leader_id")
        .agg(
            F.count(F.lit(1)).alias("elected"),
            F.max("raft_epoch").alias("last_epoch"),
            F.sum("tenure_ms").alias("total_tenure_ms"),
        )
        .orderBy("leader_id")
        .collect()
    )
    rep.sections.append(
        (
            "Metadata quorum leaders",
            ["leader_id", "elected", "last_epoch", "total_tenure_ms"],
            [list(r) for r in rows],
            "Tenure of the last leader runs to the end of the log.",
        )
    )
    damage = (
        tables["records"]
        .where(F.col("kind").isin("damage", "gap", "unknown"))
        .select("file", "position", "offset", "kind", "error")
        .limit(TABLE_ROWS)
        .collect()
    )
    rep.sections.append(
        (
            "Damage, gaps and undecodable records",
            ["file", "position", "offset", "kind", "error"],
            [list(r) for r in damage],
            "" if damage else "none",
        )
    )


# ================================================================================================ html

_CSS = """
body { font-family: sans-serif; margin: 2em; color: #222; max-width: 1100px; }
h1 { font-size: 1.5em; } h2 { font-size: 1.15em; margin-top: 1.6em; }
table { border-collapse: collapse; font-size: 0.85em; margin: 0.5em 0; }
td, th { border: 1px solid #ccc; padding: 3px 8px; text-align: left; vertical-align: top; }
th { background: #f0f0f0; } figure { margin: 1em 0; } img { max-width: 100%; border: 1px solid #ddd; }
figcaption, p.note { color: #555; font-size: 0.85em; }
p.empty { color: #555; margin: 0.4em 0; }
"""


def _cell(value: Any) -> str:
    if value is None:
        return ""
    if isinstance(value, dt.datetime):
        return value.isoformat(sep=" ", timespec="milliseconds")
    if isinstance(value, list):
        return "[" + ", ".join(str(v) for v in value) + "]"
    return str(value)


def render(rep: Report) -> str:
    """The page: summary, plots, tables; every value escaped."""
    e = html.escape
    parts = [
        "<!DOCTYPE html>",
        '<html lang="en"><head><meta charset="utf-8">',
        f"<title>{e(rep.title)}</title>",
        f"<style>{_CSS}</style></head><body>",
        f"<h1>{e(rep.title)}</h1>",
        "<table>",
    ]
    parts += [f"<tr><th>{e(k)}</th><td>{e(v)}</td></tr>" for k, v in rep.summary]
    parts.append("</table>")
    for plot, name in rep.plots:
        if name is None:
            parts.append(f'<p class="empty"><b>{e(plot.title)}</b>: {e(plot.empty or "nothing to show")}</p>')
        else:
            parts.append(
                f'<figure><img src="{e(name)}" alt="{e(plot.caption)}">'
                f"<figcaption>{e(plot.caption)}</figcaption></figure>"
            )
    for title, cols, rows, note in rep.sections:
        parts.append(f"<h2>{e(title)}</h2>")
        if note:
            parts.append(f'<p class="note">{e(note)}</p>')
        if rows:
            parts.append("<table><tr>" + "".join(f"<th>{e(c)}</th>" for c in cols) + "</tr>")
            parts += ["<tr>" + "".join(f"<td>{e(_cell(v))}</td>" for v in row) + "</tr>" for row in rows]
            parts.append("</table>")
    parts += rep.html
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
