"""The cost of validating every record on the produce path, before and after, in one run.

A leader checks each batch a producer sends before it appends it. Before full validation it checked the batch
header and the CRC-32C only (``validate_batches(strict=True)``); now it also checks every record
(``validate_batch_records``: decompression bounded by max.message.bytes, the record count against the records
present, offset deltas, lengths, varints, headers). This script times, per batch:

* ``header+crc``: the old check;
* ``records``: the new per-record check alone;
* ``append``: ``Log.append_as_leader`` of the checked batch to a log on a temp dir (page cache, no fsync), the
  storage work the produce path does anyway;
* ``before`` = header+crc + append, ``after`` = header+crc + records + append, and their ratio: how much slower the
  leader's produce path got for that shape of batch;
* ``kafka-python``: a full decode of the same batch by kafka-python 3's ``DefaultRecordBatch`` (what a client does
  with a fetched batch), as a peer doing comparable per-record work.

Cases: batches of 16 KB and 1 MB with 100 B and 1 KB values, uncompressed, and 1 KB values compressed with lz4
and zstd (the records check includes the decompression). Interleaved rounds, medians, GC off while timing.

Usage::

    .venv/bin/python benchmarks/validate_bench.py            # 7 rounds
    .venv/bin/python benchmarks/validate_bench.py --quick    # 3 short rounds
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable

from kafka.record.default_records import DefaultRecordBatch

from kraftpy.protocol.records import (
    CompressionType,
    RecordBatchBuilder,
    validate_batch_records,
    validate_batches,
)
from kraftpy.storage import Log, LogConfig, RealFileSystem

CASES: dict[str, tuple[int, int, int]] = {  # name -> (batch bytes, value bytes, codec)
    "16KB-100B": (16 * 1024, 100, CompressionType.NONE),
    "16KB-1KB": (16 * 1024, 1000, CompressionType.NONE),
    "1MB-100B": (1024 * 1024, 100, CompressionType.NONE),
    "1MB-1KB": (1024 * 1024, 1000, CompressionType.NONE),
    "1MB-1KB-lz4": (1024 * 1024, 1000, CompressionType.LZ4),
    "1MB-1KB-zstd": (1024 * 1024, 1000, CompressionType.ZSTD),
}
LIMIT = 4 * 1024 * 1024  # max.message.bytes for the cases (the 1 MB uncompressed batches exceed the default)
NOW = 1_700_000_000_000


def build(total: int, value_size: int, codec: int, seed: int) -> bytes:
    rng = random.Random(seed)
    words = [bytes(rng.choice(b"abcdefghij ") for _ in range(16)) for _ in range(64)]
    b = RecordBatchBuilder(compression=codec)
    i = 0
    while True:
        value = b"".join(rng.choice(words) for _ in range(value_size // 16 + 1))[:value_size]
        b.append(NOW + i, b"key-%08d" % i, value)
        i += 1
        if b.uncompressed_size + (b.uncompressed_size - 61) // i > total:
            return b.build()


def per_call(fn: Callable[[], object], iterations: int) -> float:
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        for _ in range(iterations):
            fn()
        return (time.perf_counter() - start) / iterations
    finally:
        gc.enable()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=7)
    ap.add_argument("--target-ms", type=float, default=150.0, help="work per cell and round")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--case", action="append", choices=sorted(CASES))
    args = ap.parse_args(argv)
    if args.quick:
        args.rounds, args.target_ms = 3, 20.0
    cases = args.case or list(CASES)
    tmp = tempfile.mkdtemp(prefix="kraftpy-validate-bench-")
    fs = RealFileSystem()
    print(f"load average before: {os.getloadavg()[0]:.2f}; {args.rounds} rounds, GC off while timing")
    results: dict[tuple[str, str], list[float]] = {}
    try:
        batches = {name: build(*CASES[name], seed=i) for i, name in enumerate(cases)}
        logs: dict[str, Log] = {}

        def cells(name: str) -> dict[str, Callable[[], object]]:
            raw = batches[name]
            view = memoryview(raw)
            header = validate_batches(raw, strict=True)[0]
            log = logs[name]

            def append() -> None:
                buf = bytearray(raw)  # a produce request arrives in its own buffer
                log.append_as_leader(buf, leader_epoch=1, batches=[header])

            return {
                "header+crc": lambda: validate_batches(view, strict=True),
                "records": lambda: validate_batch_records(view, header, max_size=LIMIT),
                "append": append,
                "kafka-python": lambda: list(DefaultRecordBatch(raw)),
            }

        for name in cases:  # the same work, checked first: both sides see every record of the batch
            raw = batches[name]
            header = validate_batches(raw, strict=True)[0]
            validate_batch_records(memoryview(raw), header, max_size=LIMIT)
            if len(list(DefaultRecordBatch(raw))) != header.records_count:
                print(f"check failed: kafka-python does not read {header.records_count} records in {name}")
                return 1
        for name in cases:
            d = os.path.join(tmp, f"bench.{name}-0")
            logs[name] = Log.open(
                fs, d, LogConfig(segment_bytes=64 * 1024 * 1024, max_message_bytes=LIMIT), lambda: NOW
            )
            logs[name].assign_epoch_start_offset(1, 0)
        plan: list[tuple[str, str, Callable[[], object], int]] = []
        for name in cases:
            for cell, fn in cells(name).items():
                fn()  # warm-up, and the calibration below
                single = per_call(fn, 3)
                plan.append((name, cell, fn, max(3, int(args.target_ms / 1000 / max(single, 1e-7)))))
        rng = random.Random(1)
        for _ in range(args.rounds):
            rng.shuffle(plan)
            for name, cell, fn, n in plan:
                results.setdefault((name, cell), []).append(per_call(fn, n))
            for log in logs.values():
                log.truncate_fully_and_start_at(0)
                log.assign_epoch_start_offset(1, 0)
        for log in logs.values():
            log.close()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    def med(name: str, cell: str) -> float:
        return statistics.median(results[(name, cell)])

    print(
        f"{'case':<14}{'batch':>9}{'records':>9}{'hdr+crc':>10}{'records':>10}{'append':>10}"
        f"{'before':>10}{'after':>10}{'after/bef':>10}{'kafka-py':>10}{'kp/records':>11}   (us per batch)"
    )
    for name in cases:
        raw = batches[name]
        count = validate_batches(raw, strict=True)[0].records_count
        hdr, rec, app, kp = (med(name, c) * 1e6 for c in ("header+crc", "records", "append", "kafka-python"))
        before, after = hdr + app, hdr + rec + app
        print(
            f"{name:<14}{len(raw):>9}{count:>9}{hdr:>10.1f}{rec:>10.1f}{app:>10.1f}{before:>10.1f}{after:>10.1f}"
            f"{after / before:>9.2f}x{kp:>10.1f}{kp / rec:>10.1f}x"
        )
    spreads = [(max(v) - min(v)) / statistics.median(v) for v in results.values()]
    print(f"spread (max-min)/median over cells: median {statistics.median(spreads):.0%}, max {max(spreads):.0%}")
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
