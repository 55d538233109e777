"""The log cleaner (issue 30): its throughput against a plain read + write of the same bytes, where it runs (event-loop
steps against a thread), and what a running cleaning does to produce latency on a node, all in one run.

Parts (``--parts``, default all three):

* ``throughput``: a dirty compacted log of ``--mb`` MB per value size (``--sizes``, default 100 B and 1 KB values;
  1,000 keys updated over and over; producer-like batches of ~16 KB, uncompressed; 64 MB segments) on the real file
  system, page cache warm. The cleaner cleans it once (``LogCleaner.clean_until_idle``: map the dirty section,
  rewrite it, fsync and swap the cleaned segments), against a plain read + write of the same bytes (``os.pread``
  1 MB at a time, ``os.write`` into a new file, ``fdatasync`` at the end, as the cleaner fsyncs what it writes). MB/s
  of dirty log; target: cleaner >= 0.5x the plain copy. Each round builds the log again outside the clock and times
  both, in alternating order.
* ``placement``: where a node's cleaner should run. An asyncio loop (this process) answers 16-byte pings on a
  loopback connection from a client process at ``--ping-rate`` a second (open loop, latency from the scheduled send
  time) while the same cleaning runs (1 KB values) in each of three ways: not at
  all (``idle``), in steps on the event loop as a node runs it (``loop``: the node's slice,
  ``kraftpy.node.data_plane.CLEANER_SLICE_MS``, each followed by the rest of a node serving requests,
  ``cleaner_rest_ms``), and in a thread of the same process, as Kafka's LogCleaner threads (``thread``). Reported:
  the pings' p50/p99 and the cleaner's MB/s.
* ``node``: one combined kraftpy node (``kraftpy server start``), confluent-kafka producing 1 KB values with
  acks=all to a topic at 50% of the node's maximum (sustained: the median of three runs of 200,000 messages) for
  ``--seconds``; meanwhile a compacted topic filled
  beforehand with ``--node-mb`` MB of updates of 1,000 keys becomes cleanable (its min.cleanable.dirty.ratio goes
  from 1.0 to 0.01 through IncrementalAlterConfigs a third into the window). The node's log says when the cleaning
  started and ended; the messages scheduled during it are the "with cleaner" cell, those before and after it the
  "without" cell: same producer, same topic, same run. Target: p99 with <= 1.5x p99 without.

Figures are medians over ``--rounds``; ratios are of the medians. GC is off in the timed parts of this process (the
load generators, and the cleaner in ``throughput``). Nothing is asserted.

Usage::

    .venv/bin/python benchmarks/cleaner_bench.py                  # 5 rounds, 256 MB logs, 8 s node windows
    .venv/bin/python benchmarks/cleaner_bench.py --quick          # 1 round, small logs (a smoke run)
    .venv/bin/python benchmarks/cleaner_bench.py --parts throughput --mb 512 --rounds 9
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime
import gc
import json
import os
import platform
import re
import shutil
import socket
import statistics
import struct
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TextIO

MB = 1024 * 1024
KEYS = 1000
BATCH_BYTES = 16 * 1024
TARGET_THROUGHPUT = 0.5
TARGET_P99 = 1.5
PARTS = ("throughput", "placement", "node")
HERE = Path(__file__).resolve().parent


def _storage() -> Any:
    """kraftpy's storage layer (imported late so that --help is quick)."""
    import kraftpy.storage as storage

    return storage


# =================================================================================================== helpers


def percentile(sorted_values: Sequence[float], p: float) -> float:
    if not sorted_values:
        return float("nan")
    return sorted_values[min(len(sorted_values) - 1, int(p * len(sorted_values)))]


def med(values: Sequence[float]) -> float:
    return statistics.median(values) if values else float("nan")


def build_log(root: str, total: int, value_bytes: int, segment_bytes: int = 64 * MB) -> tuple[Any, Any, int]:
    """A LogManager in `root` with one compacted log of about `total` bytes of updates of KEYS keys, rolled; returns
    (manager, log, dirty bytes)."""
    from kraftpy.protocol.records import RecordBatchBuilder

    st = _storage()
    cfg = st.LogConfig(segment_bytes=segment_bytes, cleanup_policy=("compact",))
    m = st.LogManager(st.RealFileSystem(), [root], clock=lambda: 1_700_000_000_000, default_config=cfg)
    m.startup()
    log = m.get_or_create_log("dirty", 0)
    per = max(1, BATCH_BYTES // (value_bytes + 20))
    value = (b"0123456789abcdef" * (value_bytes // 16 + 1))[:value_bytes]
    i = 0
    written = 0
    while written < total:
        b = RecordBatchBuilder()
        for _ in range(per):
            b.append(1_700_000_000_000 + i // per, b"key-%06d" % (i % KEYS), value)
            i += 1
        data = bytearray(b.build())
        written += len(data)
        log.append_as_leader(data, leader_epoch=0)
    log.roll()
    log.update_high_watermark(log.log_end_offset)
    log.flush()
    return m, log, sum(s.size for s in log.segments[:-1])


def new_cleaner(m: Any) -> Any:
    from kraftpy.storage.cleaner import CleanerConfig, LogCleaner

    c = LogCleaner(m, CleanerConfig(), clock=lambda: 1_700_000_000_000)
    c.startup()
    return c


def plain_copy(paths: list[str]) -> None:
    """Read every file 1 MB at a time and write it into a new one, fdatasync at the end."""
    for path in paths:
        src = os.open(path, os.O_RDONLY)
        dst = os.open(path + ".copy", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        try:
            pos = 0
            while True:
                data = os.pread(src, MB, pos)
                if not data:
                    break
                os.write(dst, data)
                pos += len(data)
            os.fdatasync(dst)
        finally:
            os.close(src)
            os.close(dst)
        os.remove(path + ".copy")


def timed(fn: Callable[[], object]) -> float:
    os.sync()
    gc.collect()
    gc.disable()
    try:
        start = time.perf_counter()
        fn()
        return time.perf_counter() - start
    finally:
        gc.enable()


# ================================================================================================ throughput


def throughput(root: Path, sizes: list[int], total: int, rounds: int, err: TextIO) -> dict[str, Any]:
    results: dict[str, Any] = {}
    for size in sizes:
        cleaner_mbs: list[float] = []
        copy_mbs: list[float] = []
        for rnd in range(rounds):
            d = tempfile.mkdtemp(dir=root)
            m, log, dirty = build_log(d, total, size)
            # the copy reads the dirty segments as they were, also after the cleaner replaced them (hard links)
            paths = []
            for seg in log.segments[:-1]:
                os.link(seg.log_path, seg.log_path + ".orig")
                paths.append(seg.log_path + ".orig")
            c = new_cleaner(m)
            order = ("copy", "cleaner") if rnd % 2 == 0 else ("cleaner", "copy")
            for which in order:
                if which == "copy":
                    copy_mbs.append(dirty / MB / timed(lambda paths=paths: plain_copy(paths)))
                else:
                    cleaner_mbs.append(dirty / MB / timed(c.clean_until_idle))
            kept = log.size_in_bytes
            m.shutdown()
            shutil.rmtree(d)
            print(
                f"  {size} B values, round {rnd + 1}: {dirty / MB:.0f} MB dirty -> {kept / MB:.2f} MB; cleaner "
                f"{cleaner_mbs[-1]:.0f} MB/s, plain read + write {copy_mbs[-1]:.0f} MB/s",
                file=err,
            )
        results[str(size)] = {
            "dirty_mb": total / MB,
            "cleaner_mb_s": med(cleaner_mbs),
            "copy_mb_s": med(copy_mbs),
            "ratio": med(cleaner_mbs) / med(copy_mbs),
            "rounds": {"cleaner": cleaner_mbs, "copy": copy_mbs},
        }
    return results


# ================================================================================================= placement


def ping_client(port: int, rate: float, stop_file: str, out_file: str) -> None:
    """A process sending 16-byte pings at `rate` a second until `stop_file` exists, open loop (a ping goes at its
    scheduled time whether or not earlier ones were answered, as many clients' requests arrive at a node); (scheduled
    send time, latency of the reply from it) pairs written to `out_file` as doubles (time.perf_counter:
    CLOCK_MONOTONIC on Linux, the same in every process)."""
    sock = socket.create_connection(("127.0.0.1", port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    lat: list[float] = []
    clock = time.perf_counter
    sent = [0]
    stopped = threading.Event()

    def receive() -> None:
        buf = b""
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                return
            now = clock()
            buf += chunk
            while len(buf) >= 16:
                i, due = struct.unpack_from(">qd", buf, 0)
                buf = buf[16:]
                lat.extend((due, now - due))
                if stopped.is_set() and i == sent[0] - 1:
                    return

    reader = threading.Thread(target=receive, daemon=True)
    reader.start()
    start = clock()
    i = 0
    while not os.path.exists(stop_file):
        due = start + i / rate
        now = clock()
        if due > now:
            time.sleep(due - now)
        sock.sendall(struct.pack(">qd", i, due))
        i += 1
        sent[0] = i
    stopped.set()
    reader.join(10)
    sock.close()
    with open(out_file, "wb") as f:
        f.write(struct.pack(f"{len(lat)}d", *lat))


class _Echo(asyncio.Protocol):
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        self.transport.write(data)  # type: ignore[attr-defined]


def placement(
    root: Path, total: int, rate: float, rounds: int, err: TextIO, slice_ms: float | None = None
) -> dict[str, Any]:
    from kraftpy.node.data_plane import CLEANER_SLICE_BYTES, CLEANER_SLICE_MS, cleaner_rest_ms

    slice_s = (CLEANER_SLICE_MS if slice_ms is None else slice_ms) / 1000

    cells: dict[str, dict[str, list[float]]] = {
        m: {"p50": [], "p99": [], "mb_s": []} for m in ("idle", "loop", "thread")
    }

    async def one(mode: str, duration: float | None) -> tuple[list[float], float, float]:
        d = tempfile.mkdtemp(dir=root)
        m, _log, dirty = build_log(d, total, 1024)
        c = new_cleaner(m)
        loop = asyncio.get_running_loop()
        server = await loop.create_server(_Echo, "127.0.0.1", 0)
        port = server.sockets[0].getsockname()[1]
        stop_file = os.path.join(d, "stop")
        out_file = os.path.join(d, "lat")
        # the client runs this script in its own process (a spawned function would need this module importable)
        cmd = [
            sys.executable,
            str(Path(__file__).resolve()),
            "--ping-client",
            str(port),
            str(rate),
            stop_file,
            out_file,
        ]
        proc = subprocess.Popen(cmd)
        await asyncio.sleep(1.0)  # connected and steady
        done = loop.create_future()
        start = time.perf_counter()
        if mode == "loop":

            def step() -> None:
                began = time.perf_counter()
                until = began + slice_s
                c.step(CLEANER_SLICE_BYTES, lambda: time.perf_counter() >= until)
                if c.busy or c.cleanings == 0:
                    # the node's rest after a step (its CLEANER_LOOP_SHARE of the loop)
                    loop.call_later(cleaner_rest_ms((time.perf_counter() - began) * 1000) / 1000, step)
                elif not done.done():
                    done.set_result(None)

            c.wake()
            loop.call_soon(step)
        elif mode == "thread":

            def run() -> None:
                c.wake()
                while c.busy or c.cleanings == 0:
                    c.step()
                loop.call_soon_threadsafe(lambda: done.done() or done.set_result(None))

            threading.Thread(target=run, daemon=True).start()
        else:
            loop.call_later(duration or 1.0, lambda: done.done() or done.set_result(None))
        await done
        finish = time.perf_counter()
        elapsed = finish - start
        Path(stop_file).touch()
        await loop.run_in_executor(None, proc.wait)
        server.close()
        raw = Path(out_file).read_bytes()
        pairs = struct.unpack(f"{len(raw) // 8}d", raw)
        # only the pings sent while the cleaning ran (the client started 1 s before)
        lat = sorted(pairs[i + 1] for i in range(0, len(pairs), 2) if start <= pairs[i] <= finish)
        m.shutdown()
        shutil.rmtree(d)
        return lat, elapsed, dirty / MB / elapsed if mode != "idle" else 0.0

    for rnd in range(rounds):
        loop_secs = None
        for mode in ("loop", "thread", "idle") if rnd % 2 == 0 else ("idle", "thread", "loop"):
            lat, elapsed, mbs = asyncio.run(one(mode, loop_secs or 3.0))
            if mode == "loop":
                loop_secs = elapsed
            cells[mode]["p50"].append(percentile(lat, 0.5) * 1000)
            cells[mode]["p99"].append(percentile(lat, 0.99) * 1000)
            cells[mode]["mb_s"].append(mbs)
            c = cells[mode]
            print(
                f"  round {rnd + 1} {mode:>6}: ping p50 {c['p50'][-1]:.2f} ms, p99 {c['p99'][-1]:.2f} ms over "
                f"{len(lat)} pings; cleaner {mbs:.0f} MB/s",
                file=err,
            )
    return {
        mode: {"p50_ms": med(v["p50"]), "p99_ms": med(v["p99"]), "mb_s": med(v["mb_s"]), "rounds": v}
        for mode, v in cells.items()
    }


# ====================================================================================================== node


def fixed_rate(
    p: Any,
    value: bytes,
    rate: float,
    n: int,
    partitions: int,
    clock0: float,
    lat: list[tuple[float, float]],
    tick: Callable[[float], None],
) -> None:
    """Produce `n` values to "load" (round robin over `partitions`) at `rate` a second from `clock0` (perf_counter);
    `lat` gets (scheduled time, latency from it) per delivery, so a late message counts its whole delay (latency_bench's
    method)."""
    clock = time.perf_counter
    i = 0
    while i < n:
        now = clock()
        due = min(n, int((now - clock0) * rate) + 1)
        while i < due:
            t0 = clock0 + i / rate
            try:
                p.produce(
                    "load",
                    value,
                    partition=i % partitions,
                    on_delivery=lambda _e, _m, t0=t0: lat.append((t0, clock() - t0)),
                )
            except BufferError:
                p.poll(0.001)
                continue
            i += 1
        tick(now)
        p.poll(0)
        delay = clock0 + i / rate - clock()
        if delay > 0:
            p.poll(min(delay, 0.001))


_LOG_TIME = re.compile(r"^\[(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3})\]")


def _log_times(path: Path, needle: str) -> list[float]:
    out = []
    for line in path.read_text(errors="replace").splitlines():
        if needle in line:
            m = _LOG_TIME.match(line)
            if m:
                t = datetime.datetime.strptime(m.group(1), "%Y-%m-%d %H:%M:%S,%f")
                out.append(t.timestamp())
    return out


def _bench_module(name: str) -> Any:
    """Another script of benchmarks/ as a module (produce_bench's cluster target and maximum, latency_bench's cell)."""
    import importlib.util

    if name in sys.modules:
        return sys.modules[name]
    sys.path.insert(0, str(HERE.parent))
    spec = importlib.util.spec_from_file_location(name, HERE / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


def node(
    root: Path,
    total: int,
    seconds: float,
    rounds: int,
    err: TextIO,
    max_messages: int,
    load: float,
    fixed: float | None,
    io_rate: float | None = None,
) -> dict[str, Any]:
    import confluent_kafka
    from confluent_kafka.admin import AlterConfigOpType, ConfigEntry, ConfigResource

    pb = _bench_module("produce_bench")
    lb = _bench_module("latency_bench")
    partitions = 3
    value = (b"0123456789abcdef" * 64)[:1024]
    settings = {"log.cleaner.backoff.ms": "200"}
    if io_rate is not None:
        settings["log.cleaner.io.max.bytes.per.second"] = str(io_rate)
    target = pb.KraftpyTarget(settings)
    cells: dict[str, list[float]] = {k: [] for k in ("p50_without", "p99_without", "p50_with", "p99_with", "clean_s")}
    try:
        target.start(root / "node", err)
        bootstrap = target.bootstrap
        admin = target.admin()
        if fixed is None:
            max_rate = lb.measure_max(target, partitions, max_messages, 1 if max_messages < 100_000 else 3)
            rate = max_rate * load
        else:
            rate = fixed
            max_rate = fixed / load
        print(
            f"  maximum {max_rate:,.0f} msgs/s (produce_bench's rf3-acksall-1KB); {load:.0%}: {rate:,.0f} msgs/s",
            file=err,
        )
        target.create_topic("load", partitions, 3)
        pb.warm(bootstrap, "load", partitions)
        logs = [n.log_path for n in target.cluster.nodes.values()]
        for rnd in range(rounds):
            topic = f"compacted-{rnd}"
            target.create_topic(
                topic,
                1,
                3,
                {"cleanup.policy": "compact", "segment.bytes": str(8 * MB), "min.cleanable.dirty.ratio": "1.0"},
            )
            filler = confluent_kafka.Producer(
                {"bootstrap.servers": bootstrap, "acks": "all", "linger.ms": 5, "log_level": 3}
            )
            for i in range(total // 1024):
                while True:
                    try:
                        filler.produce(topic, value, key=b"key-%06d" % (i % KEYS))
                        break
                    except BufferError:
                        filler.poll(0.001)
                if i & 1023 == 0:
                    filler.poll(0)
            assert filler.flush(120) == 0
            time.sleep(2.0)  # replicated, segments rolled
            resource = ConfigResource(ConfigResource.Type.TOPIC, topic)
            entry = ConfigEntry("min.cleanable.dirty.ratio", "0.01", incremental_operation=AlterConfigOpType.SET)
            resource.add_incremental_config(entry)
            switched = [False]

            def switch(elapsed: float, resource: Any = resource, switched: list[bool] = switched) -> None:
                if not switched[0] and elapsed > seconds / 3:
                    admin.incremental_alter_configs([resource])
                    switched[0] = True

            p = confluent_kafka.Producer(
                {
                    "bootstrap.servers": bootstrap,
                    "acks": "all",
                    "enable.idempotence": False,
                    "linger.ms": 5,
                    "queue.buffering.max.messages": 1_000_000,
                    "queue.buffering.max.kbytes": 1_048_576,
                    "log_level": 3,
                }
            )
            p.list_topics("load", timeout=10)
            lat: list[tuple[float, float]] = []  # (scheduled time, latency)
            gc.collect()
            gc.disable()
            start = time.time()
            clock0 = time.perf_counter()
            fixed_rate(
                p, value, rate, int(rate * seconds), partitions, clock0, lat, lambda now, c0=clock0: switch(now - c0)
            )
            assert p.flush(120) == 0
            gc.enable()
            name = f"{topic}-0"
            began = [t - start for path in logs for t in _log_times(path, f"Cleaning log {name} ") if t >= start]
            ended = [t - start for path in logs for t in _log_times(path, f"Cleaned log {name} ") if t >= start]
            if not began:
                print(f"  round {rnd + 1}: no cleaning started within the window", file=err)
                continue
            c0, c1 = min(began), max(ended) if len(ended) >= len(began) else seconds
            inside = sorted(v for t, v in lat if c0 <= t - clock0 <= c1)
            outside = sorted(v for t, v in lat if not c0 - 0.05 <= t - clock0 <= c1 + 0.05)
            cells["p50_with"].append(percentile(inside, 0.5) * 1000)
            cells["p99_with"].append(percentile(inside, 0.99) * 1000)
            cells["p50_without"].append(percentile(outside, 0.5) * 1000)
            cells["p99_without"].append(percentile(outside, 0.99) * 1000)
            cells["clean_s"].append(c1 - c0)
            print(
                f"  round {rnd + 1}: {len(began)} replicas cleaning from {c0:.2f} s to {c1:.2f} s; p50/p99 without "
                f"{cells['p50_without'][-1]:.1f}/{cells['p99_without'][-1]:.1f} ms ({len(outside)} msgs), with "
                f"{cells['p50_with'][-1]:.1f}/{cells['p99_with'][-1]:.1f} ms ({len(inside)} msgs)",
                file=err,
            )
            target.delete_topic(topic)
    finally:
        target.stop()
    out: dict[str, Any] = {k: med(v) for k, v in cells.items()}
    out["max_rate"] = max_rate
    out["ratio_p99"] = out["p99_with"] / out["p99_without"]
    out["rounds"] = cells
    return out


# ====================================================================================================== main


def main(argv: Sequence[str] | None = None) -> int:
    raw = list(sys.argv[1:] if argv is None else argv)
    if raw[:1] == ["--ping-client"]:  # the placement part's client process
        ping_client(int(raw[1]), float(raw[2]), raw[3], raw[4])
        return 0
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--quick", action="store_true", help="1 round, small logs, short windows")
    p.add_argument("--parts", nargs="+", choices=PARTS, default=list(PARTS))
    p.add_argument("--rounds", type=int, default=None, help="rounds (default 5, --quick 1)")
    p.add_argument("--mb", type=int, default=None, help="MB of dirty log per cleaning (default 256, --quick 8)")
    p.add_argument("--sizes", type=int, nargs="+", default=[100, 1024], help="value sizes (default 100 1024)")
    p.add_argument("--ping-rate", type=float, default=1000.0, help="pings a second in the placement part")
    p.add_argument("--slice-ms", type=float, default=None, help="the loop's step in the placement part (the node's)")
    p.add_argument("--node-mb", type=int, default=None, help="MB the node's compacted topic gets (default 512)")
    p.add_argument("--seconds", type=float, default=None, help="the node's produce window (default 8, --quick 3)")
    p.add_argument("--load", type=float, default=0.5, help="the node part's rate, a fraction of the maximum (0.5)")
    p.add_argument("--node-rate", type=float, default=None, help="the node part's rate in msgs/s (skips the maximum)")
    p.add_argument(
        "--cleaner-io-rate",
        type=float,
        default=None,
        help="the node part's log.cleaner.io.max.bytes.per.second (default: unlimited)",
    )
    p.add_argument("--dir", help="where the files go (default: a temporary directory)")
    p.add_argument("--json", nargs="?", const="-", help="write results as JSON to PATH (or stdout)")
    args = p.parse_args(argv)
    rounds = args.rounds if args.rounds is not None else (1 if args.quick else 5)
    total = (args.mb if args.mb is not None else (8 if args.quick else 256)) * MB
    node_total = (args.node_mb if args.node_mb is not None else (16 if args.quick else 512)) * MB
    seconds = args.seconds if args.seconds is not None else (3.0 if args.quick else 8.0)
    err = sys.stderr if args.json == "-" else sys.stdout
    own = args.dir is None
    root = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="kraftpy-cleaner-bench-"))
    root.mkdir(parents=True, exist_ok=True)
    print(
        f"kraftpy cleaner_bench on {platform.python_implementation()} {platform.python_version()}, {os.cpu_count()} "
        f"CPUs, load average {os.getloadavg()[0]:.2f}; {rounds} round(s), medians",
        file=err,
    )
    out: dict[str, Any] = {"rounds": rounds}
    try:
        if "throughput" in args.parts:
            print(f"throughput: {total // MB} MB of dirty log, 1,000 keys, GC off", file=err)
            res = throughput(root, args.sizes, total, rounds, err)
            out["throughput"] = res
            print(f"{'values':>8} {'cleaner MB/s':>13} {'read+write MB/s':>16} {'ratio':>7}", file=err)
            for size, r in res.items():
                print(
                    f"{size + ' B':>8} {r['cleaner_mb_s']:>13.0f} {r['copy_mb_s']:>16.0f} {r['ratio']:>6.2f}x", file=err
                )
            for size, r in res.items():
                ok = r["ratio"] >= TARGET_THROUGHPUT
                print(
                    f"target: cleaner >= {TARGET_THROUGHPUT}x a plain read + write ({size} B values): "
                    f"{r['ratio']:.2f}x, {'met' if ok else 'NOT met'}",
                    file=err,
                )
        if "placement" in args.parts:
            print(
                f"placement: pings at {args.ping_rate:.0f}/s while {total // MB} MB (1 KB values) are cleaned", file=err
            )
            res = placement(root, total, args.ping_rate, rounds, err, args.slice_ms)
            out["placement"] = res
            print(f"{'where':>8} {'ping p50 ms':>12} {'ping p99 ms':>12} {'cleaner MB/s':>13}", file=err)
            for mode, r in res.items():
                print(f"{mode:>8} {r['p50_ms']:>12.2f} {r['p99_ms']:>12.2f} {r['mb_s']:>13.0f}", file=err)
        if "node" in args.parts:
            print(
                f"node: 1 KB acks=all at {args.load:.0%} of the maximum for {seconds:g} s while {node_total // MB} "
                "MB of a compacted topic are cleaned",
                file=err,
            )
            res = node(
                root,
                node_total,
                seconds,
                rounds,
                err,
                20_000 if args.quick else 100_000,
                args.load,
                args.node_rate,
                args.cleaner_io_rate,
            )
            out["node"] = res
            print(
                f"produce p50 without {res['p50_without']:.1f} ms, with {res['p50_with']:.1f} ms; p99 without "
                f"{res['p99_without']:.1f} ms, with {res['p99_with']:.1f} ms ({res['ratio_p99']:.2f}x)",
                file=err,
            )
            ok = res["ratio_p99"] <= TARGET_P99
            print(
                f"target: produce p99 with a running cleaner <= {TARGET_P99}x without: {res['ratio_p99']:.2f}x, "
                f"{'met' if ok else 'NOT met'}",
                file=err,
            )
    finally:
        if own:
            shutil.rmtree(root, ignore_errors=True)
    print(f"load average after: {os.getloadavg()[0]:.2f}", file=err)
    if args.json == "-":
        json.dump(out, sys.stdout, indent=1)
        print()
    elif args.json:
        with open(args.json, "w") as f:
            json.dump(out, f, indent=1)
    return 0


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        sys.exit(main())
