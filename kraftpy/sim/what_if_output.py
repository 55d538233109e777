"""What-if results as a table on the terminal, as plain rows, and as Parquet tables; and `what_if()`, the whole
command as one function (for notebooks and the analytics job).

Tables (one directory, ``what_if/`` under the output directory, beside the analytics job's tables):

* ``summary``: one row per policy and seed (acknowledged records and those lost, leaderless partitions and interval
  statistics, unclean / ELR / recovery elections, recoveries started and how they ended);
* ``intervals``: one row per policy x seed x partition x leaderless interval (start, end, duration, what ended it:
  ``clean``, ``elr``, ``unclean`` (a recovery's election under the recovery policies) or ``open`` at the end);
* ``partitions``: one row per policy x seed x partition with acknowledged records, records lost and the final
  leader (only partitions that had a leaderless interval or lost records, to keep it small).
"""

from __future__ import annotations

import json
import os
import statistics
from collections.abc import Sequence
from typing import Any

from kraftpy.sim.what_if import POLICIES, Policy, PolicyResult, WhatIfOptions, WhatIfResult, run_what_if
from kraftpy.sim.what_if_input import Schedule, derive_schedule, load_schedule, read_metadata_log

__all__ = [
    "SUMMARY_COLUMNS",
    "format_table",
    "interval_rows",
    "partition_rows",
    "summary_rows",
    "to_arrow",
    "what_if",
    "write_tables",
]

SUMMARY_COLUMNS = (
    "policy",
    "seed",
    "partitions",
    "acked_records",
    "acked_lost",
    "partitions_with_loss",
    "leaderless_partitions",
    "leaderless_intervals",
    "leaderless_total_ms",
    "leaderless_p50_ms",
    "leaderless_max_ms",
    "leaderless_at_end",
    "unclean_elections",
    "elr_elections",
    "recovery_elections",
    "recoveries_started",
    "recoveries_elected",
    "recoveries_superseded",
    "recoveries_pending",
    "sim_ms",
)


def what_if(
    log_path: str,
    schedule: Schedule | str | None = None,
    *,
    from_log: bool = False,
    seeds: Sequence[int] = (0,),
    policies: Sequence[Policy] = POLICIES,
    options: WhatIfOptions | None = None,
    unclean_as: str = "kill",
) -> WhatIfResult:
    """Read a node's metadata log (a directory or a snapshot file), take `schedule` (a `Schedule`, a schedule file,
    or, with `from_log`, the faults the log recorded) and run it under every policy for every seed."""
    history = read_metadata_log(log_path)
    options = options or WhatIfOptions()
    if from_log:
        sched = derive_schedule(history, session_timeout_ms=options.session_timeout_ms, unclean_as=unclean_as)
    elif isinstance(schedule, str):
        sched = load_schedule(schedule)
    elif schedule is not None:
        sched = schedule
    else:
        raise ValueError("a schedule (or from_log=True) is needed")
    result = run_what_if(history.image, sched, seeds=seeds, policies=policies, options=options)
    result.notes[:0] = history.problems
    return result


# ================================================================================================= rows


def summary_rows(result: WhatIfResult) -> list[dict[str, Any]]:
    return [r.summary() for r in result.results]


def interval_rows(result: WhatIfResult) -> list[dict[str, Any]]:
    rows = []
    for r in result.results:
        for i in r.intervals:
            end = i.end_ms if i.end_ms is not None else r.sim_ms
            rows.append(
                {
                    "policy": r.policy.name,
                    "seed": r.seed,
                    "topic": i.topic,
                    "partition": i.partition,
                    "start_ms": i.start_ms,
                    "end_ms": end,
                    "duration_ms": end - i.start_ms,
                    "ended_by": i.ended_by if i.end_ms is not None else "open",
                }
            )
    return rows


def partition_rows(result: WhatIfResult) -> list[dict[str, Any]]:
    rows = []
    for r in result.results:
        touched = {(i.topic, i.partition) for i in r.intervals} | set(r.lost_by_partition)
        for topic, index in sorted(touched):
            rows.append(
                {
                    "policy": r.policy.name,
                    "seed": r.seed,
                    "topic": topic,
                    "partition": index,
                    "acked_records": r.acked_by_partition.get((topic, index), 0),
                    "acked_lost": r.lost_by_partition.get((topic, index), 0),
                    "final_leader": r.final_leaders.get((topic, index), -1),
                }
            )
    return rows


def to_arrow(result: WhatIfResult) -> dict[str, Any]:
    """The three tables as pyarrow Tables (pyarrow is needed here only)."""
    import pyarrow as pa  # (optional: the analytics extra brings pyarrow; the rows above need nothing)

    out: dict[str, Any] = {}
    for name, rows, columns in (
        ("summary", summary_rows(result), SUMMARY_COLUMNS),
        ("intervals", interval_rows(result), _INTERVAL_COLUMNS),
        ("partitions", partition_rows(result), _PARTITION_COLUMNS),
    ):
        schema = pa.schema([(c, pa.string() if c in _TEXT else pa.int64()) for c in columns])
        out[name] = pa.Table.from_pylist([{c: row[c] for c in columns} for row in rows], schema=schema)
    return out


_INTERVAL_COLUMNS = ("policy", "seed", "topic", "partition", "start_ms", "end_ms", "duration_ms", "ended_by")
_PARTITION_COLUMNS = ("policy", "seed", "topic", "partition", "acked_records", "acked_lost", "final_leader")
_TEXT = frozenset({"policy", "topic", "ended_by"})


def write_tables(result: WhatIfResult, out_dir: str) -> list[str]:
    """``out_dir/what_if/{summary,intervals,partitions}.parquet`` (JSON lines when pyarrow is missing) and the
    schedule as ``schedule.json``; returns the paths written."""
    directory = os.path.join(out_dir, "what_if")
    os.makedirs(directory, exist_ok=True)
    paths = []
    try:
        import pyarrow.parquet as pq  # (optional: Parquet needs pyarrow)

        tables = to_arrow(result)
        for name, table in tables.items():
            path = os.path.join(directory, f"{name}.parquet")
            pq.write_table(table, path)
            paths.append(path)
    except ImportError:
        for name, rows in (
            ("summary", summary_rows(result)),
            ("intervals", interval_rows(result)),
            ("partitions", partition_rows(result)),
        ):
            path = os.path.join(directory, f"{name}.jsonl")
            with open(path, "w", encoding="utf-8") as fh:
                for row in rows:
                    fh.write(json.dumps(row, sort_keys=True) + "\n")
            paths.append(path)
    path = os.path.join(directory, "schedule.json")
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(result.schedule.to_json(), fh, indent=2)
        fh.write("\n")
    paths.append(path)
    return paths


# ================================================================================================= the terminal

_COLUMNS = (
    ("policy", "policy"),
    ("acked", "acked_records"),
    ("lost", "acked_lost"),
    ("leaderless", "leaderless_partitions"),
    ("total s", "leaderless_total_ms"),
    ("p50 s", "leaderless_p50_ms"),
    ("max s", "leaderless_max_ms"),
    ("at end", "leaderless_at_end"),
    ("unclean", "unclean_elections"),
    ("from ELR", "elr_elections"),
    ("recov.", "recoveries_started"),
    ("elected", "recoveries_elected"),
    ("superseded", "recoveries_superseded"),
)


def _cell(values: list[int], key: str) -> str:
    def one(v: float) -> str:
        return f"{v / 1000:.1f}" if key.endswith("_ms") else str(int(v))

    lo, hi = min(values), max(values)
    if lo == hi:
        return one(lo)
    return f"{one(statistics.median(values))} [{one(lo)}-{one(hi)}]"


def format_table(result: WhatIfResult) -> str:
    """One line per policy; with several seeds each cell is the median and [min-max] over the seeds."""
    by_policy: dict[str, list[PolicyResult]] = {}
    for r in result.results:
        by_policy.setdefault(r.policy.name, []).append(r)
    header = [title for title, _key in _COLUMNS]
    rows = []
    for name, runs in by_policy.items():
        summaries = [r.summary() for r in runs]
        row = [name]
        for _title, key in _COLUMNS[1:]:
            row.append(_cell([s[key] for s in summaries], key))
        rows.append(row)
    if not rows:
        return "no runs"
    widths = [max(len(header[i]), *(len(cells[i]) for cells in rows)) for i in range(len(header))]
    lines = [
        "  ".join(h.ljust(w) if i == 0 else h.rjust(w) for i, (h, w) in enumerate(zip(header, widths, strict=True)))
    ]
    for cells in rows:
        lines.append(
            "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(cells, widths, strict=True)))
        )
    seeds = sorted({r.seed for r in result.results})
    first = result.results[0] if result.results else None
    legend = (
        f"{first.partitions if first else 0} partitions; seeds {seeds[0]}..{seeds[-1]} ({len(seeds)}); "
        "acked/lost: acks=all records acknowledged / not in the final leader's log; leaderless: partitions without "
        "a leader at some point, total/p50/max over their intervals; at end: still leaderless after the settle "
        "time; recov.: unclean recoveries started, elected, superseded by a clean or ELR election"
    )
    return "\n".join(lines) + "\n" + legend
