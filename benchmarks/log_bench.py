"""Storage engine throughput: kraftpy's Log against plain file I/O of the same bytes, in one run.

Cases:

* ``append``: 1 MB record batches (~1000 records of 1 KB, uncompressed) appended with ``Log.append_as_leader``
  (offset assignment by patching, epoch stamping, one write per batch, sparse index entries), against
  ``os.write`` of the same buffers to a plain file. Two rows: the Log validating each batch itself (header and
  CRC-32C: reading 1 MB once more, about 0.08 ms per MB here when it is not in the CPU caches), and the Produce
  path's case where the request handler already validated the batches and passes their headers (``batches=``),
  so nothing is read twice.
  Default config: no fsync on the append path (``flush.messages``/``flush.ms`` off, as in Kafka), so both sides
  write to the page cache. Each side's buffers are made just before its clock starts (a produce request arrives
  in its own buffer), so no side reads buffers another has just read. Opening and closing the log are outside
  the clock, and so is becoming leader: the log records the start of its leader epoch (a durable checkpoint, a
  few ms of fsyncs) before the first append, as a broker does when it becomes leader.
* ``read``: the whole log read back with ``Log.read(offset, 1 MB)`` (offset index lookup, whole batches only),
  against ``os.pread`` of the same file in 1 MB chunks.
* ``recovery``: a 1 GB log (``--quick``: 64 MB) left without a clean shutdown and reopened with
  ``Log.open(recovery_point=0)``: every batch validated (CRC-32C), indexes and epoch cache rebuilt. Measured with
  1 MB batches and with 16 KB batches (per-batch overhead), page cache warm; plus the clean-shutdown load of the
  same log for comparison.
* ``roll``: the append that rolls a full segment (``--roll-mb``, default 512 MB, written in 1 MB batches paced at
  ``--roll-rate`` MB/s, default 300: a busy partition, not a burst) fsyncs the old segment on the caller's
  thread - the event loop, in a node. Timed with the segments' write-back hint (``WRITEBACK_BYTES`` appended,
  the kernel is asked to start writing them: Linux's ``sync_file_range``) and without it, in alternating
  rounds; also the longest single append while the segment filled (what the hint itself may cost).

Each figure is the median of ``--rounds`` rounds (kraftpy and baseline interleaved; the three append cases take
each place in the order equally often over every 3 rounds, and all 6 orders come in 6 rounds; dirty pages written
back before each cell; the files of a round deleted before the next, so every round writes into recycled
page-cache memory), with the spread (max - min) / median. Rounds of 64 MB are steadier than bigger ones on small
VMs, where writing fresh guest memory and background writeback make big rounds noisy. The issue's target (append
>= 0.8x plain writes) is reported, not asserted.

Usage::

    .venv/bin/python benchmarks/log_bench.py            # 9 rounds, 64 MB appended per round, 1 GB recovery
    .venv/bin/python benchmarks/log_bench.py --quick    # smoke run: 3 rounds, 16 MB per round, 64 MB recovery
    .venv/bin/python benchmarks/log_bench.py --dir /mnt/nvme/tmp   # where the files go (default: a temp dir)
"""

from __future__ import annotations

import argparse
import gc
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from kraftpy.protocol.records import Batches, RecordBatchBuilder, validate_batches
from kraftpy.storage import Log, LogConfig, RealFileSystem
from kraftpy.storage import fs as storage_fs

MB = 1024 * 1024


def build_batch(total_size: int, record_value: int) -> bytes:
    """A batch of about `total_size` bytes made of records with `record_value`-byte values."""
    b = RecordBatchBuilder()
    value = (bytes(range(256)) * (record_value // 256 + 1))[:record_value]
    i = 0
    while True:
        b.append(1_700_000_000_000 + i, b"key-%08d" % i, value)
        i += 1
        if b.uncompressed_size + (b.uncompressed_size - 61) // i > total_size:
            return b.build()


def clock() -> int:
    return 1_700_000_000_000


def timed(fn: Callable[[], object]) -> float:
    """Seconds `fn` takes; dirty pages of earlier cells are written back first so every cell starts alike."""
    os.sync()
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        fn()
        return time.perf_counter() - start
    finally:
        gc.enable()


def med(values: list[float]) -> tuple[float, float]:
    m = statistics.median(values)
    spread = (max(values) - min(values)) / m if m else 0.0
    return m, spread


def append_log(log: Log, buffers: list[bytearray]) -> None:
    append = log.append_as_leader
    for buf in buffers:
        append(buf, leader_epoch=1)


def append_prevalidated(log: Log, buffers: list[bytearray], headers: list[Batches]) -> None:
    append = log.append_as_leader
    for buf, h in zip(buffers, headers, strict=True):
        append(buf, leader_epoch=1, batches=h)


def write_plain(path: str, buffers: list[bytearray]) -> None:
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    try:
        for buf in buffers:
            os.write(fd, buf)
    finally:
        os.close(fd)


def read_log(log: Log, max_bytes: int) -> None:
    offset = log.log_start_offset
    leo = log.log_end_offset
    while offset < leo:
        data = log.read(offset, max_bytes).records
        offset = int.from_bytes(data[:8], "big") + int.from_bytes(data[23:27], "big") + 1


def read_plain(path: str, chunk: int) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        pos = 0
        while True:
            data = os.pread(fd, chunk, pos)
            if not data:
                break
            pos += len(data)
    finally:
        os.close(fd)


def prepare_append(log: Log, batch: bytes, n: int) -> Callable[[], object]:
    return partial(append_log, log, [bytearray(batch) for _ in range(n)])


def prepare_plain(path: str, batch: bytes, n: int) -> Callable[[], object]:
    return partial(write_plain, path, [bytearray(batch) for _ in range(n)])


def prepare_prevalidated(log: Log, batch: bytes, n: int) -> Callable[[], object]:
    # what a Produce handler hands over after validating the request (header + CRC checked once there)
    buffers = [bytearray(batch) for _ in range(n)]
    headers = [validate_batches(buf, strict=True) for buf in buffers]
    return partial(append_prevalidated, log, buffers, headers)


def bench_append_read(root: str, batch: bytes, per_round: int, rounds: int) -> dict[str, list[float]]:
    n = per_round // len(batch)
    volume = n * len(batch)
    results: dict[str, list[float]] = {
        "log_append": [],
        "log_append_prevalidated": [],
        "plain_write": [],
        "log_read": [],
        "plain_read": [],
    }
    fs = RealFileSystem()
    for r in range(-1, rounds):  # round -1 warms up (page cache memory, code paths) and is not recorded
        log_dir = os.path.join(root, "bench-0")
        log_dir2 = os.path.join(root, "bench-1")
        plain = os.path.join(root, "plain.bin")
        # opening (directory creation, fsync of the new dir) and closing (fsync of the indexes) are not part of
        # the append path: they stay outside the clock; so is becoming leader, where a broker records the start of
        # its epoch (a durable leader-epoch checkpoint) before it appends anything (PartitionRoles._become_leader)
        log1 = Log.open(fs, log_dir, LogConfig(), clock)
        log2 = Log.open(fs, log_dir2, LogConfig(), clock)
        for log in (log1, log2):
            log.assign_epoch_start_offset(1, log.log_end_offset)

        # each cell gets its own buffers, made just before its clock starts, so that no cell reads buffers another
        # cell has just read (cache-warm) and every cell starts from the same state
        cells: list[tuple[str, Callable[[], Callable[[], object]]]] = [
            ("log_append", partial(prepare_append, log1, batch, n)),
            ("plain_write", partial(prepare_plain, plain, batch, n)),
            ("log_append_prevalidated", partial(prepare_prevalidated, log2, batch, n)),
        ]
        # every cell takes every place in the order equally often (all 6 orders in 6 rounds): the place matters
        # (memory the previous cell freed, caches), and a fixed place biased the comparison
        k = max(r, 0) % 3
        cells = cells[k:] + cells[:k]
        if r % 2:
            cells.reverse()
        for name, prepare in cells:
            fn = prepare()
            seconds = timed(fn)
            del fn
            if r >= 0:
                results[name].append(volume / MB / seconds)
        log2.close()
        reads: list[tuple[str, Callable[[], object]]] = [
            ("log_read", partial(read_log, log1, MB)),
            ("plain_read", partial(read_plain, plain, len(batch))),
        ]
        if r % 2:
            reads.reverse()
        for name, fn in reads:
            seconds = timed(fn)
            if r >= 0:
                results[name].append(volume / MB / seconds)
        log1.close()
        # free the page cache for the next round, so every round writes into the same kind of memory (this
        # matters on VMs, where guest memory touched for the first time is slow)
        shutil.rmtree(log_dir)
        shutil.rmtree(log_dir2)
        os.remove(plain)
    return results


def open_log(log_dir: str, holder: list[Log], **kwargs: Any) -> None:
    holder.append(Log.open(RealFileSystem(), log_dir, LogConfig(), clock, **kwargs))


def bench_recovery(root: str, total: int, batch: bytes, rounds: int) -> dict[str, list[float]]:
    log_dir = os.path.join(root, "recovery-0")
    log = Log.open(RealFileSystem(), log_dir, LogConfig(), clock)
    for _ in range(total // len(batch)):
        log.append_as_leader(bytearray(batch), leader_epoch=1)
    leo = log.log_end_offset
    log.close_handles()  # the process dies: no flush, no clean-shutdown marker, indexes never written
    size = sum(os.path.getsize(os.path.join(log_dir, f)) for f in os.listdir(log_dir) if f.endswith(".log"))
    out: dict[str, list[float]] = {"unclean": [], "clean": [], "bytes": [float(size)]}
    holder: list[Log] = []
    for _ in range(rounds):
        out["unclean"].append(timed(partial(open_log, log_dir, holder, recovery_point=0)))
        recovered = holder.pop()
        assert recovered.log_end_offset == leo, (recovered.log_end_offset, leo)
        recovered.flush()
        recovered.close()
        out["clean"].append(timed(partial(open_log, log_dir, holder, recovery_point=leo, had_clean_shutdown=True)))
        holder.pop().close_handles()
    shutil.rmtree(log_dir)
    return out


def bench_roll(root: str, segment_mb: int, rate_mb: float, batch: bytes, rounds: int) -> dict[str, list[float]]:
    """Per mode (`hint`, `no_hint`): the rolling append's seconds and the longest other append's, per round."""
    out: dict[str, list[float]] = {"hint": [], "no_hint": [], "hint_max": [], "no_hint_max": []}
    hint = storage_fs._start_writeback
    cfg = LogConfig.from_properties({"segment.bytes": str(segment_mb * MB)})
    try:
        for r in range(rounds):
            for mode in ("hint", "no_hint") if r % 2 == 0 else ("no_hint", "hint"):
                storage_fs._start_writeback = hint if mode == "hint" else None
                log_dir = os.path.join(root, f"roll-{mode}-0")
                log = Log.open(RealFileSystem(), log_dir, cfg, clock)
                log.assign_epoch_start_offset(1, 0)
                longest = 0.0
                start = time.perf_counter()
                sent = 0
                while True:
                    due = start + sent / (rate_mb * MB)
                    wait = due - time.perf_counter()
                    if wait > 0:
                        time.sleep(wait)
                    segments = log.num_segments
                    t = time.perf_counter()
                    log.append_as_leader(bytearray(batch), leader_epoch=1)
                    took = time.perf_counter() - t
                    sent += len(batch)
                    if log.num_segments > segments:
                        out[mode].append(took)
                        break
                    longest = max(longest, took)
                out[f"{mode}_max"].append(longest)
                log.close()
                shutil.rmtree(log_dir)
    finally:
        storage_fs._start_writeback = hint
    return out


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description="kraftpy Log throughput vs plain file I/O (same run, same bytes)")
    p.add_argument("--quick", action="store_true", help="smoke run: 3 rounds, 16 MB per round, 64 MB recovery")
    p.add_argument("--rounds", type=int, help="rounds per figure (default 9, --quick 3)")
    p.add_argument("--append-mb", type=int, help="MB appended per round (default 64, --quick 16)")
    p.add_argument("--recovery-mb", type=int, help="size of the recovered log in MB (default 1024, --quick 64)")
    p.add_argument("--roll-mb", type=int, help="segment size of the roll case in MB (default 512, --quick 64)")
    p.add_argument("--roll-rate", type=float, default=300.0, help="MB/s appended in the roll case (default 300)")
    p.add_argument("--dir", help="directory for the files (default: a new temp dir, removed afterwards)")
    args = p.parse_args(argv)
    rounds = args.rounds or (3 if args.quick else 9)
    per_round = (args.append_mb or (16 if args.quick else 64)) * MB
    recovery_total = (args.recovery_mb or (64 if args.quick else 1024)) * MB
    roll_mb = args.roll_mb or (64 if args.quick else 512)
    root = tempfile.mkdtemp(prefix="kraftpy-log-bench-", dir=args.dir)
    try:
        big = build_batch(MB, 1000)
        small = build_batch(16 * 1024, 1000)
        print(
            f"kraftpy log_bench: Python {platform.python_version()} on {platform.platform()}, "
            f"{os.cpu_count()} CPUs, files in {root}"
        )
        print(
            f"batches: {len(big)} bytes, {len(small)} bytes; rounds: {rounds}; "
            f"{per_round // MB} MB appended per round; recovery of {recovery_total // MB} MB",
            flush=True,
        )
        ar = bench_append_read(root, big, per_round, rounds)
        rec_rounds = min(rounds, 5)
        rec_big = bench_recovery(root, recovery_total, big, rec_rounds)
        rec_small = bench_recovery(root, recovery_total, small, rec_rounds)
        roll = bench_roll(root, roll_mb, args.roll_rate, big, min(rounds, 6))
    finally:
        shutil.rmtree(root, ignore_errors=True)

    rows: list[tuple[str, str, str, str, str]] = []

    def ratio_row(name: str, ours: str, base: str, target: float | None) -> None:
        m, s = med(ar[ours])
        bm, bs = med(ar[base])
        ratio = m / bm
        verdict = "" if target is None else (f">= {target:.1f}x: {'met' if ratio >= target else 'NOT met'}")
        rows.append((name, f"{m:8.0f} MB/s ±{s:.0%}", f"{bm:8.0f} MB/s ±{bs:.0%}", f"{ratio:.2f}x", verdict))

    ratio_row("append, 1 MB batches, CRC checked by the Log", "log_append", "plain_write", 0.8)
    ratio_row("append, 1 MB batches, checked by the caller", "log_append_prevalidated", "plain_write", 0.8)
    ratio_row("read, 1 MB per read", "log_read", "plain_read", None)
    for label, rec in (("1 MB batches", rec_big), ("16 KB batches", rec_small)):
        size_mb = rec["bytes"][0] / MB
        m, s = med(rec["unclean"])
        cm, cs = med(rec["clean"])
        rows.append(
            (
                f"recovery {size_mb:.0f} MB, {label}",
                f"{m:8.3f} s ±{s:.0%}",
                f"{size_mb / m:8.0f} MB/s",
                "",
                f"clean load {cm * 1000:.1f} ms ±{cs:.0%}",
            )
        )

    hm, hs = med(roll["hint"])
    nm, ns = med(roll["no_hint"])
    rows.append(
        (
            f"roll of a {roll_mb} MB segment at {args.roll_rate:.0f} MB/s",
            f"{hm * 1000:8.1f} ms ±{hs:.0%}",
            f"{nm * 1000:8.1f} ms ±{ns:.0%}",
            f"{hm / nm:.2f}x",
            f"longest other append {max(roll['hint_max']) * 1000:.1f} / {max(roll['no_hint_max']) * 1000:.1f} ms",
        )
    )
    head = ("case", "kraftpy (median)", "plain file I/O", "ratio", "target / note")
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(head)]
    print()
    print("  ".join(h.ljust(w) for h, w in zip(head, widths, strict=True)))
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)))
    print("\nrecovery: page cache warm; every batch CRC-checked, indexes and leader-epoch cache rebuilt.")
    print(
        "roll: the append that rolls (the old segment's fsync) with the segments' write-back hint (kraftpy column) "
        "and without it (baseline column); longest other append: with / without."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
