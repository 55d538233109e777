"""The cost of validating every record on the produce path: the Python check against the native fast path.

A leader checks each batch a producer sends before it appends it: the header and the CRC-32C
(``validate_batches(strict=True)``), then every record (``validate_batch_records``: decompression bounded by
max.message.bytes, the record count against the records present, offset deltas, lengths, varints, keys, headers,
the timestamps). The records are walked by the C extension (``kraftpy/protocol/records/_native.c``) when it is
built, in Python otherwise. This script times, per batch:

* ``header+crc``: the header check;
* ``python``: the per-record check in Python (``validate_batch_records_python``, the reference and the fallback);
* ``native``: the same check through the C extension (what the leader runs when it is built);
* ``append``: ``Log.append_as_leader`` of the checked batch to a log on a temp dir (page cache, no fsync), the
  storage work the produce path does anyway;
* ``kafka-python``: a full decode of the same batch by kafka-python 3's ``DefaultRecordBatch`` (what a client does
  with a fetched batch), as a peer doing comparable per-record work.

and prints the per-record check in us per record (Python, native, their ratio) and the leader's whole path per
batch, header+crc + records + append, with each.

Cases: batches of 16 KB and 1 MB with 100 B and 1 KB values (sizes of the ``--mix``, by default ``varied``:
0.5-1.5x the mean, 8-24 byte keys, a header on every 4th record; see benchmarks/workload.py), uncompressed, and
1 KB values compressed with lz4 and zstd (the records check includes the decompression); the ``same-`` cases hold
identical records (no key, one size), for comparison. Interleaved rounds, medians, GC off while timing.

Usage::

    .venv/bin/python benchmarks/validate_bench.py            # 7 rounds
    .venv/bin/python benchmarks/validate_bench.py --quick    # 3 short rounds
    .venv/bin/python benchmarks/validate_bench.py --mix bimodal --case 16KB-100B
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
from pathlib import Path

from kafka.record.default_records import DefaultRecordBatch

sys.path.insert(0, str(Path(__file__).resolve().parent))  # benchmarks/workload.py, also when loaded by path

import workload

from kraftpy.protocol.records import (
    CompressionType,
    RecordBatchBuilder,
    validate_batches,
)
from kraftpy.protocol.records import record as record_module
from kraftpy.storage import Log, LogConfig, RealFileSystem

CASES: dict[str, tuple[int, int, int, bool]] = {  # name -> (batch bytes, value bytes, codec, identical records)
    "16KB-100B": (16 * 1024, 100, CompressionType.NONE, False),
    "16KB-1KB": (16 * 1024, 1000, CompressionType.NONE, False),
    "1MB-100B": (1024 * 1024, 100, CompressionType.NONE, False),
    "1MB-1KB": (1024 * 1024, 1000, CompressionType.NONE, False),
    "1MB-1KB-lz4": (1024 * 1024, 1000, CompressionType.LZ4, False),
    "1MB-1KB-zstd": (1024 * 1024, 1000, CompressionType.ZSTD, False),
    "same-16KB-100B": (16 * 1024, 100, CompressionType.NONE, True),
    "same-1MB-1KB": (1024 * 1024, 1000, CompressionType.NONE, True),
}
LIMIT = 4 * 1024 * 1024  # max.message.bytes for the cases (the 1 MB uncompressed batches exceed the default)
NOW = 1_700_000_000_000


def build(total: int, value_size: int, codec: int, identical: bool, mix: str, seed: int) -> bytes:
    pool = workload.records("identical" if identical else mix, value_size, seed=seed)
    b = RecordBatchBuilder(compression=codec)
    i = 0
    while True:
        key, value, headers = pool[i % len(pool)]
        b.append(NOW + i // 8, key, value, headers)
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
    ap.add_argument("--mix", choices=workload.MIXES, default=workload.DEFAULT_MIX, help="records of the cases")
    args = ap.parse_args(argv)
    if args.quick:
        args.rounds, args.target_ms = 3, 20.0
    cases = args.case or list(CASES)
    native = record_module._native
    tmp = tempfile.mkdtemp(prefix="kraftpy-validate-bench-")
    fs = RealFileSystem()
    print(f"load average before: {os.getloadavg()[0]:.2f}; {args.rounds} rounds, GC off while timing")
    print(f"mix: {args.mix}; native fast path: {native.__file__ if native is not None else 'NOT BUILT'}")
    results: dict[tuple[str, str], list[float]] = {}
    try:
        batches = {name: build(*CASES[name], mix=args.mix, seed=i) for i, name in enumerate(cases)}
        logs: dict[str, Log] = {}

        def cells(name: str) -> dict[str, Callable[[], object]]:
            raw = batches[name]
            view = memoryview(raw)
            header = validate_batches(raw, strict=True)[0]
            log = logs[name]

            def append() -> None:
                buf = bytearray(raw)  # a produce request arrives in its own buffer
                log.append_as_leader(buf, leader_epoch=1, batches=[header])

            out: dict[str, Callable[[], object]] = {
                "header+crc": lambda: validate_batches(view, strict=True),
                "python": lambda: record_module.validate_batch_records_python(view, header, max_size=LIMIT),
                "append": append,
                "kafka-python": lambda: list(DefaultRecordBatch(raw)),
            }
            if native is not None:
                check = native.check_records
                out["native"] = lambda: record_module._validate_with(check, view, header, LIMIT, False)
            return out

        for name in cases:  # the same work, checked first: every side sees every record of the batch
            raw = batches[name]
            header = validate_batches(raw, strict=True)[0]
            expected = record_module.validate_batch_records_python(memoryview(raw), header, max_size=LIMIT)
            if native is not None and cells_check(raw, header, native.check_records) != expected:
                print(f"check failed: the native check does not agree with Python on {name}")
                return 1
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
        values = results.get((name, cell))
        return statistics.median(values) if values else float("nan")

    print(
        f"{'case':<16}{'batch':>9}{'records':>9}{'hdr+crc':>9}{'python':>9}{'native':>9}{'append':>9}"
        f"{'kafka-py':>9}   | per record:{'python':>8}{'native':>8}{'py/nat':>8}"
        f"   | path:{'python':>8}{'native':>8}{'nat/py':>8}"
    )
    print(f"{'':<16}{'bytes':>9}{'':>9}{'(us per batch)':>45}   | {'(us)':>19}{'':>16}   | {'(us per batch)':>22}")
    for name in cases:
        raw = batches[name]
        count = validate_batches(raw, strict=True)[0].records_count
        hdr, py, nat, app, kp = (
            med(name, c) * 1e6 for c in ("header+crc", "python", "native", "append", "kafka-python")
        )
        path_py, path_nat = hdr + py + app, hdr + nat + app
        print(
            f"{name:<16}{len(raw):>9}{count:>9}{hdr:>9.1f}{py:>9.1f}{nat:>9.1f}{app:>9.1f}{kp:>9.1f}"
            f"   | {'':>11}{py / count:>8.3f}{nat / count:>8.3f}{py / nat:>7.1f}x"
            f"   | {'':>5}{path_py:>8.1f}{path_nat:>8.1f}{path_nat / path_py:>7.2f}x"
        )
    spreads = [(max(v) - min(v)) / statistics.median(v) for v in results.values()]
    print(f"spread (max-min)/median over cells: median {statistics.median(spreads):.0%}, max {max(spreads):.0%}")
    print(f"load average after: {os.getloadavg()[0]:.2f}")
    return 0


def cells_check(raw: bytes, header: object, check: Callable[..., object]) -> object:
    return record_module._validate_with(check, memoryview(raw), header, LIMIT, False)  # type: ignore[arg-type]


if __name__ == "__main__":
    sys.exit(main())
