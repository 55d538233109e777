"""Request round trips: pipelined ApiVersions against kraftpy, a canned-response floor and librdkafka's mock broker.

Targets, each a separate server process on 127.0.0.1:

* ``kraftpy``: `kraftpy.net.KafkaServer` with the real `Dispatcher`, the `ApiVersionsHandler` and per-node
  metrics (`kraftpy.metrics.NodeMetrics`), i.e. what a node runs for every request: framing, header decoding,
  version check, body decoding, handler, response header + body, ordering, metrics.
* ``canned``: the smallest asyncio Protocol server that speaks the same framing: it cuts frames, copies the
  correlation id and answers with precomputed bytes (kraftpy's own ApiVersions response, so both send the same
  bytes). No Python server can answer faster; it is the floor kraftpy is compared with.
* ``mock``: librdkafka's in-process mock cluster bundled in confluent-kafka (``test.mock.num.brokers=1``; its
  bootstrap address comes from the metadata it returns). A C broker: a reference point, not a target.
  It advertises its full API table, so its ApiVersions answers are larger (the table shows the bytes).

Scenarios: ``10x16`` (10 connections with 16 requests in flight each, pipelined: every response is answered by a
new request) and ``1x1`` (one connection, one request at a time: latency-bound). The requests are ApiVersions v2
by default, written as raw frames with increasing correlation ids; the load generator checks every response's
correlation id and size. v2 because librdkafka's mock broker serves ApiVersions v0-2 only (it answers v3, which
librdkafka and kcat send first to real brokers, with UNSUPPORTED_VERSION); `--api-version 3` times the flexible
version on kraftpy and the canned server (the mock is then left out).

Method: the servers start once and are checked first (each must answer ApiVersions with error 0, the right
correlation id and a body that decodes); a failed check stops the run (exit status 1). The load generator is one
asyncio process (uvloop when installed, as are the Python servers). After a warm-up, ``--rounds`` rounds run; in
each round the scenarios come in a shuffled order, and a scenario's targets are measured back to back for
``--seconds`` each, in a shuffled order. The table shows the median req/s over the rounds, the spread
((max - min) / median), mean latency (connections x depth / rate), response bytes, the ratio of the medians to
canned's, and the paired ratio: the median of the same-round ratios, less sensitive to other load on the machine.
The issue's target (kraftpy >= 0.5x the canned floor on the pipelined case, paired) is reported as met or not,
never asserted. The garbage collector is off in the load generator while timing.

Usage::

    .venv/bin/python benchmarks/request_bench.py            # 5 rounds x 2 s per cell
    .venv/bin/python benchmarks/request_bench.py --quick    # 2 rounds x 0.5 s per cell
    .venv/bin/python benchmarks/request_bench.py --json out.json
    .venv/bin/python benchmarks/request_bench.py --target kraftpy --target canned --rounds 9
"""

from __future__ import annotations

import argparse
import asyncio
import datetime
import gc
import json
import os
import platform
import random
import statistics
import struct
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from importlib import metadata as importlib_metadata
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

TARGETS = ("kraftpy", "canned", "mock")
SCENARIOS = {"10x16": (10, 16), "1x1": (1, 1)}
API_VERSIONS_VERSION = 2  # --api-version
SOFTWARE = ("request-bench", "1.0")

_I = struct.Struct(">i")


def _use_uvloop(enabled: bool) -> str:
    if not enabled:
        return "asyncio"
    try:
        import uvloop
    except ImportError:
        return "asyncio"
    asyncio.set_event_loop_policy(uvloop.EventLoopPolicy())
    return f"uvloop {uvloop.__version__}"


# ---------------------------------------------------------------------------------------------------------------
# Request and response bytes
# ---------------------------------------------------------------------------------------------------------------


def request_parts() -> tuple[bytes, bytes]:
    """An ApiVersions request frame split around its correlation id: (size + key + version, rest)."""
    from kraftpy.protocol.api import encode_request
    from kraftpy.protocol.messages.api_versions import ApiVersionsRequest

    req = ApiVersionsRequest(client_software_name=SOFTWARE[0], client_software_version=SOFTWARE[1])
    payload = encode_request(req, API_VERSIONS_VERSION, 0, "request-bench")
    frame = _I.pack(len(payload)) + payload
    return frame[:8], frame[12:]


def kraftpy_response_body() -> bytes:
    """What kraftpy answers (header v0 excluded): the canned server sends exactly these bytes."""
    from kraftpy.net import ApiVersionsHandler, Dispatcher

    d = Dispatcher()
    h = ApiVersionsHandler(d)
    d.register(18, h)
    return h.response("PLAINTEXT", API_VERSIONS_VERSION).encode(API_VERSIONS_VERSION)


# ---------------------------------------------------------------------------------------------------------------
# Servers (each runs in its own process: `request_bench.py --serve NAME`)
# ---------------------------------------------------------------------------------------------------------------


class CannedProtocol(asyncio.Protocol):
    """Same framing as a Kafka server, no decoding: answer every frame with precomputed bytes."""

    def __init__(self, body: bytes) -> None:
        self.size = _I.pack(4 + len(body))
        self.body = body
        self.buf = bytearray()
        self.transport: Any = None

    def connection_made(self, transport: Any) -> None:
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        buf = self.buf
        buf += data
        pos = 0
        n = len(buf)
        out = []
        size_b, body = self.size, self.body
        while n - pos >= 4:
            (size,) = _I.unpack_from(buf, pos)
            end = pos + 4 + size
            if end > n:
                break
            out.append(size_b)
            out.append(bytes(buf[pos + 8 : pos + 12]))  # correlation id
            out.append(body)
            pos = end
        if pos:
            del buf[:pos]
        if out:
            self.transport.write(b"".join(out))


async def _serve(name: str) -> None:
    loop = asyncio.get_running_loop()
    stop = loop.create_future()
    loop.add_reader(sys.stdin.fileno(), lambda: stop.done() or stop.set_result(None))  # parent closed our stdin
    if name == "kraftpy":
        from kraftpy.metrics import NodeMetrics
        from kraftpy.net import ApiVersionsHandler, Dispatcher, KafkaServer, Listener

        metrics = NodeMetrics(node_id=1)
        d = Dispatcher(metrics=metrics)
        d.register(18, ApiVersionsHandler(d))
        server = KafkaServer(d, [Listener("PLAINTEXT", "127.0.0.1", 0)], node_id=1)
        await server.start()
        host, port = server.address("PLAINTEXT")
        print(f"LISTENING {host}:{port}", flush=True)
        await stop
        await server.shutdown(timeout=1)
    elif name == "canned":
        body = kraftpy_response_body()
        srv = await loop.create_server(lambda: CannedProtocol(body), "127.0.0.1", 0)
        host, port = srv.sockets[0].getsockname()[:2]
        print(f"LISTENING {host}:{port}", flush=True)
        await stop
        srv.close()
    elif name == "mock":
        from confluent_kafka import Producer

        p = Producer({"test.mock.num.brokers": 1, "bootstrap.servers": "", "log_level": 3})
        md = p.list_topics(timeout=10)
        (broker,) = md.brokers.values()
        print(f"LISTENING {broker.host}:{broker.port}", flush=True)
        await stop
        del p
    else:
        raise SystemExit(f"unknown server {name}")


@dataclass
class ServerProcess:
    name: str
    proc: subprocess.Popen[str]
    host: str
    port: int

    @classmethod
    def start(cls, name: str, uvloop: bool) -> ServerProcess:
        argv = [
            sys.executable,
            str(Path(__file__).resolve()),
            "--serve",
            name,
            "--api-version",
            str(API_VERSIONS_VERSION),
        ]
        if not uvloop:
            argv.append("--no-uvloop")
        proc = subprocess.Popen(
            argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
            cwd=ROOT,
        )
        assert proc.stdout is not None
        line = proc.stdout.readline().strip()
        if not line.startswith("LISTENING "):
            proc.kill()
            raise RuntimeError(f"{name} server did not start (said {line!r})")
        host, port = line.split()[1].rsplit(":", 1)
        return cls(name, proc, host, int(port))

    def stop(self) -> None:
        if self.proc.stdin is not None:
            self.proc.stdin.close()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


# ---------------------------------------------------------------------------------------------------------------
# Load generator
# ---------------------------------------------------------------------------------------------------------------


class LoadProtocol(asyncio.Protocol):
    """Keeps `depth` requests in flight; every response is answered with a new request."""

    def __init__(self, head: bytes, tail: bytes, depth: int, expected_size: int) -> None:
        self.head = head
        self.tail = tail
        self.depth = depth
        self.expected_size = expected_size
        self.next_cid = 0
        self.expect_cid = 0
        self.done = 0
        self.buf = b""
        self.running = True
        self.transport: Any = None
        self.error: str | None = None
        self.lost: asyncio.Future[None] = asyncio.get_running_loop().create_future()

    def _requests(self, n: int) -> bytes:
        head, tail, pack = self.head, self.tail, _I.pack
        cid = self.next_cid
        parts = []
        for i in range(cid, cid + n):
            parts.append(head)
            parts.append(pack(i))
            parts.append(tail)
        self.next_cid = cid + n
        return b"".join(parts)

    def connection_made(self, transport: Any) -> None:
        self.transport = transport
        transport.write(self._requests(self.depth))

    def data_received(self, data: bytes) -> None:
        buf = self.buf + data if self.buf else data
        n = len(buf)
        pos = 0
        got = 0
        expect = self.expect_cid
        unpack = _I.unpack_from
        while n - pos >= 4:
            (size,) = unpack(buf, pos)
            end = pos + 4 + size
            if end > n:
                break
            (cid,) = unpack(buf, pos + 4)
            if cid != expect or size != self.expected_size:
                self.error = f"got correlation id {cid} size {size}, expected {expect} size {self.expected_size}"
                self.transport.abort()
                return
            expect += 1
            got += 1
            pos = end
        self.expect_cid = expect
        self.buf = buf[pos:] if pos < n else b""
        if got:
            self.done += got
            if self.running:
                self.transport.write(self._requests(got))

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.lost.done():
            self.lost.set_result(None)


async def probe(host: str, port: int) -> tuple[int, int]:
    """One ApiVersions round trip, checked; returns (response frame size, number of APIs advertised)."""
    from kraftpy.protocol.messages.api_versions import ApiVersionsResponse

    head, tail = request_parts()
    reader, writer = await asyncio.open_connection(host, port)
    try:
        writer.write(head + _I.pack(4242) + tail)
        async with asyncio.timeout(10):
            (size,) = _I.unpack(await reader.readexactly(4))
            payload = await reader.readexactly(size)
    finally:
        writer.close()
    (cid,) = _I.unpack_from(payload)
    if cid != 4242:
        raise RuntimeError(f"correlation id {cid}, expected 4242")
    body = ApiVersionsResponse.decode(payload[4:], API_VERSIONS_VERSION)  # header v0: 4 bytes
    if body.error_code != 0 or not any(k.api_key == 18 for k in body.api_keys):
        raise RuntimeError(f"bad ApiVersions answer: {body!r}")
    return size, len(body.api_keys)


async def measure(host: str, port: int, conns: int, depth: int, expected: int, warmup: float, seconds: float) -> float:
    loop = asyncio.get_running_loop()
    head, tail = request_parts()
    protos: list[LoadProtocol] = []
    for _ in range(conns):
        _t, p = await loop.create_connection(lambda: LoadProtocol(head, tail, depth, expected), host, port)
        protos.append(p)
    await asyncio.sleep(warmup)
    c0 = sum(p.done for p in protos)
    t0 = loop.time()
    await asyncio.sleep(seconds)
    c1 = sum(p.done for p in protos)
    t1 = loop.time()
    for p in protos:
        p.running = False
    for p in protos:
        p.transport.close()
    await asyncio.gather(*(asyncio.wait_for(p.lost, 5) for p in protos), return_exceptions=True)
    errors = [p.error for p in protos if p.error]
    if errors:
        raise RuntimeError(errors[0])
    return (c1 - c0) / (t1 - t0)


# ---------------------------------------------------------------------------------------------------------------
# Run and report
# ---------------------------------------------------------------------------------------------------------------


@dataclass
class Cell:
    scenario: str
    target: str
    rounds: list[float] = field(default_factory=list)

    @property
    def median(self) -> float:
        return statistics.median(self.rounds)

    @property
    def spread(self) -> float:
        return (max(self.rounds) - min(self.rounds)) / self.median if self.median else 0.0


def _paired(cell: Cell, floor: Cell | None) -> float | None:
    """Median over the rounds of cell / floor measured in the same round (back to back)."""
    if floor is None or len(floor.rounds) != len(cell.rounds):
        return None
    return statistics.median(a / b for a, b in zip(cell.rounds, floor.rounds) if b)


def _loadavg() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "n/a"


def _librdkafka() -> str:
    try:
        import confluent_kafka
    except ImportError:
        return "not installed"
    return str(confluent_kafka.libversion()[0])


def _version(dist: str) -> str:
    try:
        return importlib_metadata.version(dist)
    except importlib_metadata.PackageNotFoundError:
        return "not installed"


async def run(args: argparse.Namespace, loop_name: str, out: TextIO) -> dict[str, Any]:
    targets = args.target or list(TARGETS)
    servers: dict[str, ServerProcess] = {}
    info: dict[str, tuple[int, int]] = {}
    try:
        for name in targets:
            servers[name] = await asyncio.to_thread(ServerProcess.start, name, not args.no_uvloop)
        for name, srv in servers.items():
            try:
                info[name] = await probe(srv.host, srv.port)
            except Exception as e:
                print(f"check failed: {name} did not answer ApiVersions v{API_VERSIONS_VERSION}: {e}", file=out)
                raise SystemExit(1) from None
            print(
                f"check: {name} at {srv.host}:{srv.port} answers ApiVersions v{API_VERSIONS_VERSION}: error 0, "
                f"{info[name][1]} APIs, {info[name][0] + 4} bytes per response",
                file=out,
            )
        cells = {(s, t): Cell(s, t) for s in SCENARIOS for t in servers}
        rng = random.Random(args.seed)
        # warm-up round (not recorded)
        for key in cells:
            s, t = key
            c, d = SCENARIOS[s]
            await measure(servers[t].host, servers[t].port, c, d, info[t][0], 0.05, min(0.2, args.seconds))
        scenarios = list(SCENARIOS)
        targets_run = list(servers)
        for r in range(args.rounds):
            # a scenario's targets run back to back (in a fresh random order) so that each round gives a paired
            # kraftpy / canned ratio measured under the same machine load
            rng.shuffle(scenarios)
            gc.collect()
            gc.disable()
            try:
                for s in scenarios:
                    rng.shuffle(targets_run)
                    c, d = SCENARIOS[s]
                    for t in targets_run:
                        rate = await measure(
                            servers[t].host, servers[t].port, c, d, info[t][0], args.warmup, args.seconds
                        )
                        cells[(s, t)].rounds.append(rate)
            finally:
                gc.enable()
            print(f"round {r + 1}/{args.rounds} done", file=out, flush=True)
    finally:
        for srv in servers.values():
            srv.stop()

    lines = []
    header = (
        f"{'scenario':<10} {'target':<8} {'req/s':>10} {'spread':>7} {'latency':>9} {'resp B':>7} "
        f"{'vs canned':>10} {'paired':>7}"
    )
    lines.append(header)
    lines.append("-" * len(header))
    results: dict[str, Any] = {"scenarios": {}}
    for s, (c, d) in SCENARIOS.items():
        floor = cells.get((s, "canned"))
        res: dict[str, Any] = {}
        for t in servers:
            cell = cells[(s, t)]
            ratio = cell.median / floor.median if floor is not None and floor.median else None
            paired = _paired(cell, floor)
            latency_us = c * d / cell.median * 1e6 if cell.median else float("nan")
            lines.append(
                f"{s:<10} {t:<8} {cell.median:>10,.0f} {cell.spread:>6.0%} {latency_us:>7.0f}us "
                f"{info[t][0] + 4:>7} {f'{ratio:.2f}x' if ratio is not None else '-':>10} "
                f"{f'{paired:.2f}x' if paired is not None else '-':>7}"
            )
            res[t] = {
                "median_rps": cell.median,
                "rounds_rps": cell.rounds,
                "spread": cell.spread,
                "mean_latency_us": latency_us,
                "response_bytes": info[t][0] + 4,
                "ratio_vs_canned": ratio,
                "paired_ratio_vs_canned": paired,
            }
        results["scenarios"][s] = {"connections": c, "in_flight": d, "targets": res}
    print("\n".join(lines), file=out)
    k = cells.get(("10x16", "kraftpy"))
    f = cells.get(("10x16", "canned"))
    if k is not None and f is not None:
        ratio = k.median / f.median
        paired = _paired(k, f) or ratio
        verdict = "met" if paired >= 0.5 else "NOT met"
        print(
            f"target: kraftpy >= 0.5x the canned floor on 10x16 pipelined: {ratio:.2f}x of the medians, "
            f"{paired:.2f}x median of the paired rounds ({verdict})",
            file=out,
        )
        results["target"] = {"ratio": ratio, "paired_ratio": paired, "met": paired >= 0.5}
    return results


def main(argv: Sequence[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0], formatter_class=argparse.RawTextHelpFormatter)
    p.add_argument("--rounds", type=int, default=5, help="measured rounds (default 5)")
    p.add_argument("--seconds", type=float, default=2.0, help="measured seconds per cell and round (default 2)")
    p.add_argument("--warmup", type=float, default=0.3, help="seconds of load before each measurement (default 0.3)")
    p.add_argument("--target", action="append", choices=TARGETS, help="restrict to these targets (repeatable)")
    p.add_argument("--seed", type=int, default=1, help="seed of the cell order")
    p.add_argument(
        "--api-version", type=int, default=2, choices=(0, 1, 2, 3, 4), help="ApiVersions version (default 2)"
    )
    p.add_argument("--quick", action="store_true", help="2 rounds x 0.5 s: a smoke run")
    p.add_argument("--no-uvloop", action="store_true", help="use the default asyncio loop everywhere")
    p.add_argument("--json", nargs="?", const="-", metavar="PATH", help="also write results as JSON (- = stdout)")
    p.add_argument("--serve", choices=TARGETS, help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    global API_VERSIONS_VERSION
    API_VERSIONS_VERSION = args.api_version
    loop_name = _use_uvloop(not args.no_uvloop)
    if args.serve:
        asyncio.run(_serve(args.serve))
        return 0
    if args.quick:
        args.rounds, args.seconds, args.warmup = 2, 0.5, 0.1
    if args.api_version > 2:
        args.target = [t for t in (args.target or TARGETS) if t != "mock"]
    out = sys.stderr if args.json == "-" else sys.stdout
    print(
        f"request_bench {datetime.datetime.now().isoformat(timespec='seconds')}: python {platform.python_version()}, "
        f"{loop_name}, kraftpy {_version('kraftpy')}, confluent-kafka {_version('confluent-kafka')} "
        f"(librdkafka {_librdkafka()}), {os.cpu_count()} CPUs, load {_loadavg()}",
        file=out,
    )
    print(
        f"{args.rounds} rounds x {args.seconds}s per cell; requests: ApiVersions v{API_VERSIONS_VERSION}; "
        f"GC off in the load generator while timing",
        file=out,
    )
    t0 = time.monotonic()
    results = asyncio.run(run(args, loop_name, out))
    print(f"load after: {_loadavg()}; {time.monotonic() - t0:.0f}s", file=out)
    results.update(
        {
            "python": platform.python_version(),
            "loop": loop_name,
            "rounds": args.rounds,
            "seconds": args.seconds,
            "cpus": os.cpu_count(),
        }
    )
    if args.json == "-":
        json.dump(results, sys.stdout, indent=2)
        print()
    elif args.json:
        Path(args.json).write_text(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
