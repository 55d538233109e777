"""The report's "What-if" section: the comparison of the election policies that ``kraftpy what-if`` (or
:func:`kraftpy.sim.what_if_output.what_if` with :func:`~kraftpy.sim.what_if_output.write_tables`) wrote as Parquet
into ``<out>/what_if/``.

`render(out_dir)` reads those tables, draws one PNG (acknowledged records lost, and leaderless time per policy,
with the seeds' range when there are several) into `out_dir`, and returns the section as an HTML fragment (a
heading, the plot, the comparison table, the slowest leaderless intervals); None when there is no what-if output.
Nothing here imports Spark: the tables are small (one row per policy and seed; intervals are bounded below).
"""

from __future__ import annotations

import html
import os
import statistics
from collections.abc import Callable, Sequence
from typing import Any

import matplotlib

matplotlib.use("Agg")
import matplotlib.pyplot as plt
import pyarrow.parquet as pq

__all__ = ["PLOT", "load", "render", "report_section"]

PLOT = "what_if_policies.png"
SLOWEST = 10  # leaderless intervals listed
COLUMNS = (
    ("policy", "policy"),
    ("acks=all acknowledged", "acked_records"),
    ("lost", "acked_lost"),
    ("partitions leaderless", "leaderless_partitions"),
    ("leaderless total (s)", "leaderless_total_ms"),
    ("p50 (s)", "leaderless_p50_ms"),
    ("max (s)", "leaderless_max_ms"),
    ("still leaderless", "leaderless_at_end"),
    ("unclean elections", "unclean_elections"),
    ("from the ELR", "elr_elections"),
    ("recoveries started", "recoveries_started"),
    ("recoveries elected", "recoveries_elected"),
)


def load(out_dir: str) -> tuple[list[dict[str, Any]], list[dict[str, Any]]] | None:
    """(summary rows, interval rows) from ``out_dir/what_if/``, or None when the what-if tables are not there."""
    directory = os.path.join(out_dir, "what_if")
    summary = os.path.join(directory, "summary.parquet")
    if not os.path.exists(summary):
        return None
    intervals = os.path.join(directory, "intervals.parquet")
    rows = pq.read_table(summary).to_pylist()
    interval_rows = pq.read_table(intervals).to_pylist() if os.path.exists(intervals) else []
    return rows, interval_rows


def _by_policy(rows: Sequence[dict[str, Any]]) -> dict[str, list[dict[str, Any]]]:
    out: dict[str, list[dict[str, Any]]] = {}
    for r in rows:
        out.setdefault(str(r["policy"]), []).append(r)
    return out


def _cell(values: list[int], key: str) -> str:
    def one(v: float) -> str:
        return f"{v / 1000:,.1f}" if key.endswith("_ms") else f"{int(v):,}"

    lo, hi = min(values), max(values)
    if lo == hi:
        return one(lo)
    return f"{one(statistics.median(values))} ({one(lo)}-{one(hi)})"


def _plot(out_dir: str, policies: dict[str, list[dict[str, Any]]]) -> str:
    names = list(policies)
    fig, (ax_lost, ax_time) = plt.subplots(1, 2, figsize=(11, 3.6))
    for ax, key, scale, title, unit in (
        (ax_lost, "acked_lost", 1.0, "Acknowledged records lost", "records"),
        (ax_time, "leaderless_total_ms", 1000.0, "Leaderless time, all partitions", "partition-seconds"),
    ):
        med = [statistics.median(r[key] for r in policies[n]) / scale for n in names]
        lo = [m - min(r[key] for r in policies[n]) / scale for m, n in zip(med, names, strict=True)]
        hi = [max(r[key] for r in policies[n]) / scale - m for m, n in zip(med, names, strict=True)]
        bars = ax.bar(names, med, color=["#8c1c13", "#55a868", "#4c72b0", "#dd8452"][: len(names)])
        if any(lo) or any(hi):
            ax.errorbar(names, med, yerr=[lo, hi], fmt="none", ecolor="#333333", capsize=4)
        ax.bar_label(bars, labels=[f"{m:,.0f}" for m in med], padding=2, fontsize=8)
        ax.set_title(title)
        ax.set_ylabel(unit)
        ax.margins(y=0.15)
    seeds = len(next(iter(policies.values())))
    fig.suptitle(f"What-if per election policy (median over {seeds} seed(s); bars: min-max)", fontsize=10)
    fig.tight_layout()
    fig.savefig(os.path.join(out_dir, PLOT), dpi=100)
    plt.close(fig)
    return PLOT


def render(out_dir: str, plot_dir: str | None = None) -> str | None:
    """The section as an HTML fragment (its plot written into `plot_dir`, the page's directory, by default
    `out_dir`), or None without what-if tables in `out_dir`."""
    loaded = load(out_dir)
    if loaded is None or not loaded[0]:
        return None
    rows, intervals = loaded
    policies = _by_policy(rows)
    plot = _plot(plot_dir or out_dir, policies)
    e = html.escape
    parts = [
        "<section id='what-if'>",
        "<h2>What-if: the same faults under each election policy</h2>",
        f"<p>{rows[0]['partitions']:,} partitions; {len(next(iter(policies.values())))} seed(s). Cells show the "
        "median and, with several seeds, the range. Lost: records acknowledged with acks=all that are not in "
        "the final leader's log.</p>",
        f"<img src='{e(plot)}' alt='acknowledged records lost and leaderless time per policy'>",
        "<table><thead><tr>" + "".join(f"<th>{e(t)}</th>" for t, _k in COLUMNS) + "</tr></thead><tbody>",
    ]
    for name, runs in policies.items():
        cells = [e(name)] + [e(_cell([int(r[k]) for r in runs], k)) for _t, k in COLUMNS[1:]]
        parts.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    parts.append("</tbody></table>")
    slowest = sorted(intervals, key=lambda r: (-int(r["duration_ms"]), r["policy"], r["topic"], r["partition"]))
    if slowest:
        parts.append(f"<h3>Longest leaderless intervals (of {len(intervals):,})</h3>")
        parts.append(
            "<table><thead><tr><th>policy</th><th>seed</th><th>partition</th><th>from (s)</th><th>to (s)</th>"
            "<th>ended by</th></tr></thead><tbody>"
        )
        for r in slowest[:SLOWEST]:
            parts.append(
                f"<tr><td>{e(str(r['policy']))}</td><td>{r['seed']}</td><td>{e(str(r['topic']))}-{r['partition']}</td>"
                f"<td>{r['start_ms'] / 1000:.1f}</td><td>{r['end_ms'] / 1000:.1f}</td>"
                f"<td>{e(str(r['ended_by']))}</td></tr>"
            )
        parts.append("</tbody></table>")
    else:
        parts.append("<p>No partition was ever without a leader under any policy.</p>")
    parts.append("</section>")
    return "\n".join(parts)


def report_section(out_dir: str) -> Callable[[Any], None]:
    """The section as the analytics report takes it (`write_report(extend=...)`, `run_job(report_sections=...)`):
    a function adding the fragment of `out_dir`'s what-if tables to the report, its plot beside the page."""

    def add(report: Any) -> None:
        fragment = render(out_dir, report.out_dir)
        if fragment is not None:
            report.html.append(fragment)

    return add
