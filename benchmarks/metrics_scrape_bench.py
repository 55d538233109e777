"""What scraping /metrics costs the node's request path: Metadata latency with and without 16 scrapers in a loop.

Targets, each one combined node (controller + broker) started as its own `kraftpy server start` process on
127.0.0.1, formatted in a temporary directory, with ``--topics`` topics (one partition each) that have each been
written to once, so that the registry carries per-topic series as a busy broker's does:

* ``after``: the node as it is in this working tree (the metrics endpoint of `kraftpy.metrics.http`, with its
  defaults: the rendered page cached for 1 s, at most 8 scrape connections);
* ``before`` (with ``--before REV|FILE``): the same node whose endpoint is the `MetricsServer` of another version of
  ``kraftpy/metrics/http.py``, read with ``git show REV:kraftpy/metrics/http.py`` (or from FILE) into a temporary
  module that the node process loads in place of the current one. Everything else is the working tree's code.

Method: the nodes start once. In each of ``--rounds`` rounds, the targets come in a new random order, and for each
the probe measures ``--seconds`` of Metadata v12 requests for one topic, one at a time on one connection (the
latency of a cheap request, which is what a busy event loop delays), first with no scraper and then while
``--scrapers`` scrapers (one asyncio process of their own, uvloop when installed) fetch /metrics in a loop, each on
its keep-alive connection with Prometheus's request headers (OpenMetrics preferred, gzip), reconnecting at once
when the connection closes (a refused one included). The table shows, per target, the medians over the rounds of
the Metadata p50 and p99 without and with the scrapers, the median of the rounds' p50 ratios (with / without), and
what the scrapers got: complete scrapes per second, refusals (an error status or a closed connection) per second,
and how many of the scrapers got a page at all (the others waited for a connection slot all along).

Usage::

    .venv/bin/python benchmarks/metrics_scrape_bench.py --before HEAD      # 3 rounds x 3 s per cell
    .venv/bin/python benchmarks/metrics_scrape_bench.py --quick            # 1 round x 1 s, the working tree only
    .venv/bin/python benchmarks/metrics_scrape_bench.py --before 54f3cba --json out.json
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import shutil
import socket
import statistics
import struct
import subprocess
import sys
import tempfile
import textwrap
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from kraftpy.protocol.api import decode_response, encode_request  # noqa: E402
from kraftpy.protocol.messages.metadata import MetadataRequest  # noqa: E402

CLUSTER_ID = "MkU3OEVBNTcwNTJENDM2Qk"
METADATA_VERSION = 12

# the node process: optionally swaps the metrics endpoint for another version's MetricsServer, then runs
# `kraftpy server start CONFIG`
_NODE_MAIN = textwrap.dedent(
    """
    import importlib.util, sys
    module_path, config = sys.argv[1], sys.argv[2]
    if module_path:
        spec = importlib.util.spec_from_file_location("kraftpy_metrics_http_other", module_path)
        other = sys.modules[spec.name] = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(other)

        class Other(other.MetricsServer):
            @classmethod
            def serving(cls, registry, endpoint):
                return cls(registry, endpoint.host, endpoint.port)

        import kraftpy.node.server
        kraftpy.node.server.MetricsServer = Other
    from kraftpy.tools.main import main
    sys.exit(main(["server", "start", config]))
    """
)

_PROMETHEUS_ACCEPT = (
    "application/openmetrics-text;version=1.0.0;q=0.5,application/openmetrics-text;version=0.0.1;q=0.4,"
    "text/plain;version=0.0.4;q=0.3,*/*;q=0.2"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_port(port: int, proc: subprocess.Popen[bytes], log: Path, timeout: float = 60.0) -> None:
    log_tail = ""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            with contextlib.suppress(OSError):
                log_tail = ": " + " | ".join(log.read_text(errors="replace").strip().splitlines()[-5:])
            raise SystemExit(f"the node exited with {proc.returncode} before it listened on {port}{log_tail}")
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
            return
        except OSError:
            time.sleep(0.1)
    raise SystemExit(f"the node did not listen on {port} within {timeout} s")


@dataclass
class Node:
    name: str
    root: Path
    port: int
    metrics_port: int
    settings: tuple[str, ...] = ()
    proc: subprocess.Popen[bytes] | None = None

    @property
    def bootstrap(self) -> str:
        return f"127.0.0.1:{self.port}"

    def start(self, module: Path | None) -> None:
        cport = free_port()
        config = self.root / "server.properties"
        config.write_text(
            "process.roles=broker,controller\nnode.id=1\n"
            f"controller.quorum.voters=1@127.0.0.1:{cport}\n"
            f"listeners=PLAINTEXT://127.0.0.1:{self.port},CONTROLLER://127.0.0.1:{cport}\n"
            "controller.listener.names=CONTROLLER\nnum.partitions=1\n"
            f"log.dirs={self.root / 'data'}\nkraftpy.metrics.listener=127.0.0.1:{self.metrics_port}\n"
            "kraftpy.log.level=WARNING\n" + "".join(f"{s}\n" for s in self.settings)
        )
        fmt = subprocess.run(
            [sys.executable, "-m", "kraftpy", "storage", "format", "-c", str(config), "-t", CLUSTER_ID],
            capture_output=True,
            text=True,
            cwd=ROOT,
        )
        if fmt.returncode != 0:
            raise SystemExit(f"format failed: {fmt.stderr}")
        self.proc = subprocess.Popen(
            [sys.executable, "-c", _NODE_MAIN, str(module or ""), str(config)],
            cwd=ROOT,
            stdout=open(self.root / "server.log", "wb"),  # noqa: SIM115
            stderr=subprocess.STDOUT,
        )
        wait_port(self.port, self.proc, self.root / "server.log")
        wait_port(self.metrics_port, self.proc, self.root / "server.log")

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(30)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


def populate(node: Node, topics: int) -> None:
    """`topics` topics of one partition, each written to once (the per-topic series of the registry)."""
    from confluent_kafka import Producer
    from confluent_kafka.admin import AdminClient, NewTopic

    admin = AdminClient({"bootstrap.servers": node.bootstrap})
    names = [f"bench-{i}" for i in range(topics)]
    for i in range(0, len(names), 100):
        futures = admin.create_topics([NewTopic(n, 1, 1) for n in names[i : i + 100]], operation_timeout=30)
        for f in futures.values():
            f.result(60)
    producer = Producer({"bootstrap.servers": node.bootstrap, "linger.ms": 5})
    for n in names:
        producer.produce(n, b"x" * 100)
    if producer.flush(60):
        raise SystemExit("the setup records were not all delivered")


def _frame(payload: bytes) -> bytes:
    return struct.pack(">i", len(payload)) + payload


def metadata_latencies(port: int, topic: str, seconds: float) -> list[float]:
    """Metadata v12 for one topic, one request at a time; the round trips in seconds."""
    out: list[float] = []
    with socket.create_connection(("127.0.0.1", port), timeout=10) as s:
        s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        correlation = 0
        request = MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name=topic)])
        end = time.perf_counter() + seconds
        while time.perf_counter() < end:
            correlation += 1
            frame = _frame(encode_request(request, METADATA_VERSION, correlation, "metrics-bench"))
            t0 = time.perf_counter()
            s.sendall(frame)
            size = struct.unpack(">i", s.recv(4, socket.MSG_WAITALL))[0]
            data = s.recv(size, socket.MSG_WAITALL)
            out.append(time.perf_counter() - t0)
            cid, body = decode_response(data, 3, METADATA_VERSION)
            if cid != correlation or body.topics[0].error_code != 0:
                raise SystemExit(f"bad Metadata response: correlation {cid}, {body.topics[0].error_code}")
    return out


# -- the scrapers' process ------------------------------------------------------------------------------------------


async def _scraper(port: int, stop: asyncio.Event, counts: dict[str, int]) -> None:
    request = (
        f"GET /metrics HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nAccept: {_PROMETHEUS_ACCEPT}\r\n"
        "Accept-Encoding: gzip\r\nUser-Agent: Prometheus/2.55.1\r\n\r\n"
    ).encode()
    served = False
    while not stop.is_set():
        try:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
        except OSError:
            counts["refused"] += 1
            await asyncio.sleep(0.01)
            continue
        try:
            while not stop.is_set():
                writer.write(request)
                head = await reader.readuntil(b"\r\n\r\n")
                status = head.split(b" ", 2)[1]
                length = 0
                for line in head.split(b"\r\n")[1:]:
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value)
                await reader.readexactly(length)
                if status != b"200":
                    counts["refused"] += 1
                    break
                counts["scrapes"] += 1
                if not served:
                    served = True
                    counts["served"] += 1
        except (OSError, asyncio.IncompleteReadError, asyncio.LimitOverrunError, ValueError):
            counts["refused"] += 1
        finally:
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()


async def _scrapers(port: int, n: int) -> None:
    stop = asyncio.Event()
    counts = {"scrapes": 0, "refused": 0, "served": 0}
    loop = asyncio.get_running_loop()
    loop.add_reader(sys.stdin.fileno(), stop.set)  # the parent closes our stdin to stop us
    t0 = time.perf_counter()
    tasks = [asyncio.create_task(_scraper(port, stop, counts)) for _ in range(n)]
    await stop.wait()
    elapsed = time.perf_counter() - t0
    for t in tasks:
        t.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)
    print(json.dumps({**counts, "seconds": elapsed}), flush=True)


def scraper_child(port: int, n: int) -> None:
    try:
        import uvloop

        uvloop.install()
    except ImportError:
        pass
    asyncio.run(_scrapers(port, n))


# -- the run --------------------------------------------------------------------------------------------------------


def p(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))]


def cell(node: Node, seconds: float, scrapers: int) -> dict[str, float]:
    child = None
    if scrapers:
        child = subprocess.Popen(
            [sys.executable, __file__, "--scraper-child", str(node.metrics_port), str(scrapers)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        time.sleep(0.5)  # the scrapers connected and busy
    try:
        lat = metadata_latencies(node.port, "bench-0", seconds)
    finally:
        got: dict[str, float] = {}
        if child is not None:
            out, _ = child.communicate("", timeout=30)  # stdin closed: the scrapers stop and report
            got = json.loads(out.strip().splitlines()[-1])
    result = {"p50_ms": p(lat, 0.5) * 1e3, "p99_ms": p(lat, 0.99) * 1e3, "requests": float(len(lat))}
    if got:
        result["scrapes_per_s"] = got["scrapes"] / got["seconds"]
        result["refused_per_s"] = got["refused"] / got["seconds"]
        result["scrapers_served"] = got["served"]
    return result


def old_module(spec: str, tmp: Path) -> Path:
    path = Path(spec)
    if path.is_file():
        return path
    text = subprocess.run(
        ["git", "show", f"{spec}:kraftpy/metrics/http.py"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    out = tmp / "metrics_http_before.py"
    out.write_text(text)
    return out


def run(args: argparse.Namespace) -> dict[str, Any]:
    tmp = Path(tempfile.mkdtemp(prefix="kraftpy-metrics-bench-"))
    nodes: list[tuple[Node, Path | None]] = []
    try:
        targets: list[tuple[str, Path | None]] = [("after", None)]
        if args.before:
            targets.insert(0, ("before", old_module(args.before, tmp)))
        for name, module in targets:
            root = tmp / name
            root.mkdir()
            node = Node(name, root, free_port(), free_port(), tuple(args.setting))
            node.start(module)
            nodes.append((node, module))
            populate(node, args.topics)
        sizes = {}
        for node, _ in nodes:
            with socket.create_connection(("127.0.0.1", node.metrics_port)) as s:
                s.sendall(b"GET /metrics HTTP/1.1\r\nConnection: close\r\n\r\n")
                data = b""
                while chunk := s.recv(65536):
                    data += chunk
            sizes[node.name] = len(data)
        rounds: dict[str, list[dict[str, dict[str, float]]]] = {node.name: [] for node, _ in nodes}
        for _ in range(args.rounds):
            order = [node for node, _ in nodes]
            random.shuffle(order)
            for node in order:
                quiet = cell(node, args.seconds, 0)
                loaded = cell(node, args.seconds, args.scrapers)
                rounds[node.name].append({"without": quiet, "with": loaded})
        return {"rounds": rounds, "exposition_bytes": sizes}
    finally:
        for node, _ in nodes:
            node.stop()
        shutil.rmtree(tmp, ignore_errors=True)


def report(result: dict[str, Any], args: argparse.Namespace) -> str:
    lines = [
        f"Metadata v12 (one topic, one request at a time) on a combined node with {args.topics} topics; "
        f"{args.scrapers} scrapers in a loop; {args.rounds} rounds x {args.seconds} s per cell; medians over rounds",
        f"load average {os.getloadavg()[0]:.2f}; /metrics page: "
        + ", ".join(f"{k} {v} bytes" for k, v in result["exposition_bytes"].items()),
        "",
        f"{'target':<8} {'p50 without':>12} {'p50 with':>10} {'ratio':>7} {'p99 without':>12} {'p99 with':>10} "
        f"{'scrapes/s':>10} {'refused/s':>10} {'served':>7}",
    ]
    for name, rounds in result["rounds"].items():

        def med(which: str, key: str, rounds: list[dict[str, dict[str, float]]] = rounds) -> float:
            return statistics.median(r[which].get(key, 0.0) for r in rounds)

        ratio = statistics.median(r["with"]["p50_ms"] / r["without"]["p50_ms"] for r in rounds)
        lines.append(
            f"{name:<8} {med('without', 'p50_ms'):>9.3f} ms {med('with', 'p50_ms'):>7.3f} ms {ratio:>6.1f}x "
            f"{med('without', 'p99_ms'):>9.3f} ms {med('with', 'p99_ms'):>7.3f} ms "
            f"{med('with', 'scrapes_per_s'):>10.0f} {med('with', 'refused_per_s'):>10.0f} "
            f"{med('with', 'scrapers_served'):>4.0f}/{args.scrapers}"
        )
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    if argv is None and len(sys.argv) == 4 and sys.argv[1] == "--scraper-child":
        scraper_child(int(sys.argv[2]), int(sys.argv[3]))
        return 0
    parser = argparse.ArgumentParser(
        prog="metrics_scrape_bench.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--before", metavar="REV|FILE", help="also run a node with this version's metrics endpoint")
    parser.add_argument("--topics", type=int, default=300)
    parser.add_argument("--scrapers", type=int, default=16)
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument(
        "--setting", action="append", default=[], metavar="KEY=VALUE", help="a node setting (every target)"
    )
    parser.add_argument("--quick", action="store_true", help="1 round x 1 s, 20 topics")
    parser.add_argument("--json", nargs="?", const="-", metavar="PATH", help="write the results as JSON")
    args = parser.parse_args(argv)
    if args.quick:
        args.rounds, args.seconds, args.topics = 1, 1.0, 20
    result = run(args)
    text = report(result, args)
    result["args"] = {k: v for k, v in vars(args).items() if k != "json"}
    if args.json == "-":
        print(text, file=sys.stderr)
        print(json.dumps(result, indent=2))
    else:
        print(text)
        if args.json:
            Path(args.json).write_text(json.dumps(result, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
