"""The report of the analytics job: PNG plots (matplotlib) and one static HTML page with summary tables.

Everything plotted is aggregated or bounded in Spark first (time buckets, the few worst partitions, row limits):
the driver never collects a whole log.
"""

from __future__ import annotations

import datetime as dt
import html
import logging
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.dates as mdates
import matplotlib.pyplot as plt
from pyspark.sql import DataFrame, Window
from pyspark.sql import functions as F

__all__ = ["Report", "write_report"]

logger = logging.getLogger(__name__)

BUCKETS = 200  # time buckets of the histograms
WORST = 5  # partitions in the ISR/ELR plot
MAX_POINTS = 5000  # rows per partition in the ISR/ELR plot
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


@dataclass
class Report:
    """What the page shows; `plots` are file names relative to the page."""

    title: str
    summary: list[tuple[str, str]] = field(default_factory=list)
    plots: list[tuple[str, str]] = field(default_factory=list)  # (file, caption)
    sections: list[tuple[str, list[str], list[Sequence[Any]], str]] = field(default_factory=list)


def write_report(
    out_dir: str,
    tables: dict[str, DataFrame],
    summary: list[tuple[str, str]],
    title: str = "kraftpy metadata log analytics",
    log_end: Any = None,
) -> str:
    """Write the PNG plots and ``index.html`` into `out_dir`; return the page's path. `log_end`: the newest
    record's time (states still in force are drawn until then)."""
    os.makedirs(out_dir, exist_ok=True)
    rep = Report(title, list(summary))
    _plot_worst_partitions(rep, out_dir, tables["partition_history"], tables["under_min_isr"])
    _plot_under_min_isr(rep, out_dir, tables["under_min_isr"])
    _plot_elections(rep, out_dir, tables["elections"])
    _plot_brokers(rep, out_dir, tables["brokers"], log_end)
    _plot_quorum(rep, out_dir, tables["quorum"])
    _sections(rep, tables)
    path = os.path.join(out_dir, "index.html")
    with open(path, "w", encoding="utf-8") as f:
        f.write(render(rep))
    return path


# ================================================================================================ plots


def _save(fig: Any, out_dir: str, name: str) -> str:
    fig.tight_layout()
    fig.savefig(os.path.join(out_dir, name), dpi=100)
    plt.close(fig)
    return name


def _time_axis(ax: Any) -> None:
    locator = mdates.AutoDateLocator()
    ax.xaxis.set_major_locator(locator)
    ax.xaxis.set_major_formatter(mdates.ConciseDateFormatter(locator))


def _empty(ax: Any, text: str) -> None:
    ax.text(0.5, 0.5, text, ha="center", va="center", transform=ax.transAxes, color="#666666")
    ax.set_xticks([])
    ax.set_yticks([])


def _plot_worst_partitions(rep: Report, out_dir: str, history: DataFrame, under: DataFrame) -> None:
    worst = (
        under.groupBy("topic_id", "partition")
        .agg(F.first("topic_name").alias("topic_name"), F.sum("duration_ms").alias("exposure"))
        .orderBy(F.desc("exposure"), "topic_name", "partition")
        .limit(WORST)
        .collect()
    )
    fig, axes = plt.subplots(max(1, len(worst)), 1, figsize=(10, 2.2 * max(1, len(worst))), squeeze=False)
    if not worst:
        _empty(axes[0][0], "no partition was ever below its min ISR")
    else:
        keys = [(w["topic_id"], w["partition"]) for w in worst]
        cond = None
        for topic_id, index in keys:
            c = (F.col("topic_id") == topic_id) & (F.col("partition") == index)
            cond = c if cond is None else cond | c
        assert cond is not None  # worst is not empty
        wn = Window.partitionBy("topic_id", "partition").orderBy(F.desc("log_offset"))
        rows = (
            history.where(cond)
            .withColumn("_n", F.row_number().over(wn))
            .where(F.col("_n") <= MAX_POINTS)
            .select("topic_id", "partition", "timestamp", "isr_size", "elr_size", "deleted")
            .orderBy("topic_id", "partition", "timestamp")
            .collect()
        )
        for ax, w in zip((a[0] for a in axes), worst):
            pts = [
                r
                for r in rows
                if (r["topic_id"], r["partition"]) == (w["topic_id"], w["partition"]) and r["timestamp"] is not None
            ]
            times = [r["timestamp"] for r in pts]
            ax.step(times, [r["isr_size"] for r in pts], where="post", label="ISR", color="#4c72b0")
            ax.step(times, [r["elr_size"] for r in pts], where="post", label="ELR", color="#55a868")
            ax.set_title(f"{w['topic_name']}-{w['partition']}: {w['exposure'] / 1000:.1f} s below min ISR", fontsize=10)
            ax.set_ylabel("replicas")
            ax.legend(loc="upper right", fontsize=8)
            _time_axis(ax)
    rep.plots.append(
        (
            _save(fig, out_dir, "isr_elr_worst_partitions.png"),
            "ISR and ELR sizes over time of the partitions longest below their min ISR",
        )
    )


def _bucketed(df: DataFrame, ts: str, extra: list[str], value: Any) -> tuple[list[Any], list[Any]]:
    """Rows of (bucket start, *extra, value) over BUCKETS equal time buckets of `df`."""
    seconds = F.col(ts).cast("double")
    bounds = df.agg(F.min(seconds).alias("lo"), F.max(seconds).alias("hi")).collect()[0]
    if bounds["lo"] is None:
        return [], []
    lo = float(bounds["lo"])
    hi = float(bounds["hi"])
    width = max((hi - lo) / BUCKETS, 0.001)
    bucket = F.floor((seconds - F.lit(lo)) / F.lit(width))
    rows = df.withColumn("_b", bucket).groupBy("_b", *extra).agg(value.alias("_v")).orderBy("_b").collect()
    return [lo, width], rows


def _plot_under_min_isr(rep: Report, out_dir: str, under: DataFrame) -> None:
    starts = under.select(F.col("start").alias("t"), F.lit(1).alias("d"))
    ends = under.where(F.col("end").isNotNull()).select(F.col("end").alias("t"), F.lit(-1).alias("d"))
    deltas = starts.unionByName(ends).groupBy("t").agg(F.sum("d").alias("d")).orderBy("t").limit(100_000).collect()
    fig, ax = plt.subplots(figsize=(10, 3))
    if not deltas:
        _empty(ax, "no partition was ever below its min ISR")
    else:
        level = 0
        times, levels = [], []
        for r in deltas:
            level += r["d"]
            times.append(r["t"])
            levels.append(level)
        ax.step(times, levels, where="post", color="#c44e52")
        ax.fill_between(times, levels, step="post", alpha=0.3, color="#c44e52")
        ax.set_ylabel("partitions")
        _time_axis(ax)
    ax.set_title("Partitions below their min ISR (KIP-966's exposure)", fontsize=10)
    rep.plots.append(
        (_save(fig, out_dir, "under_min_isr.png"), "Partitions whose ISR was below the effective min ISR, over time")
    )


def _plot_elections(rep: Report, out_dir: str, elections: DataFrame) -> None:
    params, rows = _bucketed(elections, "timestamp", ["kind"], F.count(F.lit(1)))
    fig, ax = plt.subplots(figsize=(10, 3))
    if not rows:
        _empty(ax, "no elections in the log")
    else:
        lo, width = params
        kinds = sorted({r["kind"] for r in rows}, key=lambda k: list(KIND_COLORS).index(k) if k in KIND_COLORS else 99)
        bottoms: dict[int, int] = {}
        bar_width = dt.timedelta(seconds=width * 0.9)
        for kind in kinds:
            xs = [r["_b"] for r in rows if r["kind"] == kind]
            ys = [r["_v"] for r in rows if r["kind"] == kind]
            times = [dt.datetime.fromtimestamp(lo + b * width) for b in xs]  # local time, as collected timestamps
            # matplotlib takes datetimes and a timedelta width; its stubs want numbers
            ax.bar(
                times,  # type: ignore[arg-type]
                ys,
                width=bar_width,  # type: ignore[arg-type]
                bottom=[bottoms.get(b, 0) for b in xs],
                align="edge",
                label=kind,
                color=KIND_COLORS.get(kind, "#777777"),
            )
            for b, y in zip(xs, ys):
                bottoms[b] = bottoms.get(b, 0) + y
        ax.set_ylabel("elections")
        ax.legend(loc="upper right", fontsize=8)
        _time_axis(ax)
    ax.set_title("Leader elections by kind", fontsize=10)
    rep.plots.append((_save(fig, out_dir, "elections.png"), "Leader elections by kind over time"))


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


def _plot_brokers(rep: Report, out_dir: str, brokers: DataFrame, log_end: Any = None) -> None:
    rows = (
        brokers.select("broker_id", "timestamp", "event", "shutdown")
        .orderBy("broker_id", "timestamp")
        .limit(100_000)
        .collect()
    )
    ids = sorted({r["broker_id"] for r in rows})
    fig, ax = plt.subplots(figsize=(10, max(2.0, 0.5 * len(ids) + 1)))
    if not rows:
        _empty(ax, "no broker records in the log")
    else:
        row_of = {b: y for y, b in enumerate(ids)}
        for b, start, until, color in broker_bars(rows, log_end):
            ax.barh(row_of[b], until - start, left=start, color=color, height=0.6)
        for r in rows:
            if r["timestamp"] is not None and r["event"] == "registered" and r["shutdown"] in ("clean", "unclean"):
                ax.plot(
                    r["timestamp"],
                    row_of[r["broker_id"]],
                    marker="x" if r["shutdown"] == "unclean" else "o",
                    color="#c44e52" if r["shutdown"] == "unclean" else "#4c72b0",
                    markersize=9,
                )
        ax.set_yticks(range(len(ids)), [f"broker {b}" for b in ids])
        _time_axis(ax)
    ax.set_title(
        "Broker lifecycles: unfenced (green), fenced (grey), controlled shutdown (orange); "
        "re-registration after a clean (o) or unclean (x) shutdown",
        fontsize=9,
    )
    rep.plots.append((_save(fig, out_dir, "brokers.png"), "Broker lifecycles"))


def _plot_quorum(rep: Report, out_dir: str, quorum: DataFrame) -> None:
    rows = (
        quorum.where(F.col("event") == "leader_change")
        .select("timestamp", "leader_id", "raft_epoch")
        .orderBy("timestamp")
        .limit(100_000)
        .collect()
    )
    fig, ax = plt.subplots(figsize=(10, 2.5))
    if not rows:
        _empty(ax, "no raft leader changes in the segments")
    else:
        ax.step([r["timestamp"] for r in rows], [r["leader_id"] for r in rows], where="post", color="#4c72b0")
        ax.plot([r["timestamp"] for r in rows], [r["leader_id"] for r in rows], "o", color="#4c72b0")
        ax.set_ylabel("leader id")
        _time_axis(ax)
    ax.set_title("Metadata quorum leader", fontsize=10)
    rep.plots.append((_save(fig, out_dir, "quorum.png"), "Raft leader of the metadata quorum over time"))


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
    for name, caption in rep.plots:
        parts.append(f'<figure><img src="{e(name)}" alt="{e(caption)}"><figcaption>{e(caption)}</figcaption></figure>')
    for title, cols, rows, note in rep.sections:
        parts.append(f"<h2>{e(title)}</h2>")
        if note:
            parts.append(f'<p class="note">{e(note)}</p>')
        if rows:
            parts.append("<table><tr>" + "".join(f"<th>{e(c)}</th>" for c in cols) + "</tr>")
            parts += ["<tr>" + "".join(f"<td>{e(_cell(v))}</td>" for v in row) + "</tr>" for row in rows]
            parts.append("</table>")
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"
