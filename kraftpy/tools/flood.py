"""A connection flood against a secured broker while a well-behaved producer writes with acks=all.

The cluster is kraftpy.tools.secure_cluster's (one controller, two brokers; every listener authenticated)
with connection limits set on the target broker (`FLOOD_LIMITS`). Hostile connections come from their own
loopback addresses (127.0.1.x) to the target's SASL_PLAINTEXT listener, in two kinds, opened again as the node
closes them:

* ``prefix``: a 4-byte size prefix announcing a frame of up to sasl.server.max.receive.size, then nothing (a
  half-open authentication): before issue 27 each held 512 KiB of the request memory pool, and about a thousand
  emptied it;
* ``failed``: a SaslHandshake with a mechanism the node does not offer and a frame pipelined behind it: before,
  such connections outlived their clients, holding their sockets and pool bytes.

Each of the `connections` slots opens its next connection `RECONNECT_MS` (100 ms, a client's reconnect backoff)
after the node closed or refused the last; `--reconnect-ms 0` makes it a connection-rate flood as well.
`--creation-rate N` gives the target `max.connection.creation.rate` N (KIP-612): beyond it the node accepts no
faster, and the hostile connections wait in its listen backlog (or the kernel's SYN retries) instead of being
accepted and closed.

Meanwhile a confluent-kafka producer (admin over SASL PLAIN on the same listener, from 127.0.0.1) writes one record
at a time with acks=all to a topic with RF 2 and min.insync.replicas 2 led by the target (its follower replicates
over the protected inter-broker listener), recording each record's latency from produce() to its delivery report.
Afterwards every acknowledged record is read back. `FloodStats` holds what the node did (connections refused,
closed, pool available at its lowest, from the node's /metrics) and what the producer saw.

    python -m kraftpy.tools.flood --seconds 300 --connections 4000
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import re
import statistics
import struct
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from kraftpy.admin.client import AdminClient, NewTopic
from kraftpy.protocol.api import encode_request
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.metadata import MetadataRequest
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeRequest
from kraftpy.tools.process_cluster import SOURCE_ROOT, ClusterNode, free_port
from kraftpy.tools.secure_cluster import SecureCluster, password

__all__ = ["FLOOD_LIMITS", "RECONNECT_MS", "FloodFailure", "FloodStats", "flood_cluster", "run_flood"]

#: the target broker's limits during a flood (kept small so that a bounded run reaches them)
FLOOD_LIMITS = {
    "max.connections": "1500",
    "max.connections.per.ip": "350",
    "kraftpy.connections.authentication.timeout.ms": "6000",
    "connections.max.idle.ms": "60000",
}
HOSTILE_ADDRESSES = [f"127.0.1.{i}" for i in range(1, 7)]
#: a hostile connection's slot opens its next connection this long after the node closed or refused the last (a
#: client's reconnect backoff, librdkafka's reconnect.backoff.ms); 0 floods connection creation as fast as it can
RECONNECT_MS = 100


@dataclass
class FloodStats:
    opened: int = 0  # hostile connections the node accepted (and did not close at once)
    refused: int = 0  # hostile connections closed at once (a limit) or not accepted
    failed_answered: int = 0  # failed handshakes answered UNSUPPORTED_SASL_MECHANISM
    closed_by_node: int = 0  # hostile connections the node closed later (answers, timeouts)
    acked: int = 0
    lost: int = 0
    produce_errors: int = 0
    latencies: list[float] = field(default_factory=list)  # seconds, produce() to delivery report
    pool_capacity: float = 0.0
    pool_min_available: float = -1.0
    unauthenticated_max: float = 0.0
    refused_metric: float = 0.0
    connections_max: float = 0.0
    rss_max_mb: float = 0.0
    throttled_metric: float = 0.0  # connections whose acceptance max.connection.creation.rate delayed
    broker_cpu_s: float = 0.0  # CPU seconds the target broker used while the producer was measured
    attacker_cpu_s: float = 0.0  # CPU seconds the hostile process used

    def p(self, q: float) -> float:
        if not self.latencies:
            return float("nan")
        xs = sorted(self.latencies)
        return xs[min(len(xs) - 1, int(q * len(xs)))]

    def summary(self) -> str:
        return (
            f"hostile: {self.opened} accepted, {self.refused} refused, {self.failed_answered} failed handshakes "
            f"answered, {self.closed_by_node} closed by the node; producer: {self.acked} acked, {self.lost} lost, "
            f"{self.produce_errors} errors, p50 {self.p(0.5) * 1000:.1f} ms, p99 {self.p(0.99) * 1000:.1f} ms; "
            f"pool: lowest available {self.pool_min_available / 2**20:.1f} of {self.pool_capacity / 2**20:.1f} MiB, "
            f"unauthenticated at most {self.unauthenticated_max / 2**20:.2f} MiB; connections at most "
            f"{self.connections_max:.0f}, refused (metric) {self.refused_metric:.0f}, acceptance throttled "
            f"{self.throttled_metric:.0f}; broker RSS at most {self.rss_max_mb:.0f} MB; CPU: broker "
            f"{self.broker_cpu_s:.1f} s, hostile process {self.attacker_cpu_s:.1f} s"
        )


def _frame(body: object, version: int, cid: int) -> bytes:
    payload = encode_request(body, version, cid, "flood")  # type: ignore[arg-type]
    return struct.pack(">i", len(payload)) + payload


FAILED = _frame(SaslHandshakeRequest(mechanism="NOPE"), 1, 1) + _frame(MetadataRequest(topics=[]), 12, 2)


class FloodFailure(AssertionError):
    """The target broker died, outgrew its memory limit or logged a traceback; or the cluster never got ready."""


def rss_mb(pid: int) -> float:
    """A process's resident size in MB."""
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def check_process(pid: int, rss_limit_mb: float, what: str, where: str) -> float:
    """The process is alive and within its memory limit (FloodFailure otherwise); its resident size in MB."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        raise FloodFailure(f"the {what} process exited {where}") from None
    rss = rss_mb(pid)
    if rss > rss_limit_mb:
        raise FloodFailure(f"the {what} uses {rss:.0f} MB, above {rss_limit_mb:.0f} MB {where}")
    return rss


def cpu_seconds(pid: int) -> float:
    """User + system CPU time of a process so far (0 when it is gone)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class Flood:
    """The hostile side, in a process of its own (so that its work and its garbage collections do not stall the
    producer measured here): it keeps `connections` hostile connections open until told to stop, then reports
    its counts and the CPU time it used into `stats`. `nice` lowers its priority: on a machine with few cores the
    hostile process competes for them with the nodes and the producer, which an attacker on another machine
    does not."""

    def __init__(
        self,
        target: tuple[str, int],
        connections: int,
        stats: FloodStats,
        reconnect_ms: int = RECONNECT_MS,
        nice: int = 0,
    ) -> None:
        self.target = target
        self.connections = connections
        self.stats = stats
        self.reconnect_ms = reconnect_ms
        self.nice = nice
        self.proc: subprocess.Popen[str] | None = None

    def __enter__(self) -> Flood:
        self.proc = subprocess.Popen(
            [
                *(["nice", "-n", str(self.nice)] if self.nice else []),
                sys.executable,
                "-m",
                "kraftpy.tools.flood",
                "hostile",
                f"{self.target[0]}:{self.target[1]}",
                str(self.connections),
                str(self.reconnect_ms),
            ],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            cwd=SOURCE_ROOT,
        )
        return self

    def __exit__(self, *exc: object) -> None:
        proc = self.proc
        assert proc is not None
        self.stats.attacker_cpu_s = cpu_seconds(proc.pid)
        try:
            out, _ = proc.communicate("stop\n", timeout=60)
        except subprocess.TimeoutExpired:
            proc.kill()
            out, _ = proc.communicate()
        with contextlib.suppress(ValueError, IndexError):
            counts = json.loads(out.strip().splitlines()[-1])
            for k, v in counts.items():
                setattr(self.stats, k, getattr(self.stats, k) + v)


class Hostile:
    """The hostile connections (run by `python -m kraftpy.tools.flood hostile HOST:PORT N`)."""

    def __init__(self, target: tuple[str, int], connections: int, reconnect_ms: int = RECONNECT_MS) -> None:
        self.target = target
        self.connections = connections
        self.reconnect = reconnect_ms / 1000.0
        self.counts = {"opened": 0, "refused": 0, "failed_answered": 0, "closed_by_node": 0}
        self.stop = asyncio.Event()

    def _count(self, name: str) -> None:
        self.counts[name] += 1

    @staticmethod
    def _finished(tasks: set[asyncio.Task[None]], sem: asyncio.Semaphore) -> Callable[[asyncio.Task[None]], None]:
        """A connection's task ended: forget it and free its slot."""

        def done(t: asyncio.Task[None]) -> None:
            tasks.discard(t)
            sem.release()

        return done

    async def run(self) -> dict[str, int]:
        loop = asyncio.get_running_loop()
        loop.add_reader(sys.stdin.fileno(), self.stop.set)  # any line (or the end) on stdin: stop
        sem = asyncio.Semaphore(self.connections)
        tasks: set[asyncio.Task[None]] = set()
        i = 0
        while not self.stop.is_set():
            await sem.acquire()
            kind = "failed" if i % 3 == 0 else "prefix"
            local = HOSTILE_ADDRESSES[i % len(HOSTILE_ADDRESSES)]
            i += 1
            t = asyncio.ensure_future(self._one(kind, local))
            tasks.add(t)
            t.add_done_callback(self._finished(tasks, sem))
            if i % 50 == 0:
                await asyncio.sleep(0.01)  # (a flood, not a busy loop)
        loop.remove_reader(sys.stdin.fileno())
        for t in list(tasks):
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        return self.counts

    async def _one(self, kind: str, local: str) -> None:
        try:
            await self._connection(kind, local)
        finally:
            if self.reconnect and not self.stop.is_set():  # the slot waits before it connects again
                with contextlib.suppress(asyncio.CancelledError):
                    await asyncio.sleep(self.reconnect)

    async def _connection(self, kind: str, local: str) -> None:
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection(*self.target, local_addr=(local, 0)), timeout=10
            )
        except (OSError, TimeoutError):
            self._count("refused")
            return
        try:
            if kind == "failed":
                writer.write(FAILED)
            else:
                writer.write(struct.pack(">i", 400_000))
            data = b""
            start = time.monotonic()
            while not self.stop.is_set():
                try:
                    chunk = await asyncio.wait_for(reader.read(4096), timeout=0.5)
                except TimeoutError:
                    continue
                except (ConnectionResetError, BrokenPipeError):
                    chunk = b""
                if not chunk:
                    if not data and time.monotonic() - start < 0.2 and kind == "prefix":
                        self._count("refused")  # closed at once: a limit
                    else:
                        self._count("opened")
                        self._count("closed_by_node")
                    return
                data += chunk
                if kind == "failed" and len(data) >= 10 and struct.unpack_from(">h", data, 8)[0] == 33:
                    self._count("failed_answered")
            self._count("opened")
        finally:
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()


def scrape(url: str) -> dict[str, float]:
    """name{labels} -> value of a /metrics page (summed over labels by name)."""
    out: dict[str, float] = {}
    with urllib.request.urlopen(url, timeout=5) as resp:
        for line in resp.read().decode().splitlines():
            if not line or line.startswith("#"):
                continue
            m = re.match(r"([a-zA-Z_:][a-zA-Z0-9_:]*)(\{[^}]*\})?\s+(\S+)", line)
            if m:
                out[m.group(1)] = out.get(m.group(1), 0.0) + float(m.group(3))
    return out


class Watcher:
    """Polls the target's /metrics and resident memory while the flood runs."""

    def __init__(self, url: str, pid: int, stats: FloodStats, rss_limit_mb: float) -> None:
        self.url = url
        self.pid = pid
        self.stats = stats
        self.rss_limit_mb = rss_limit_mb
        self.stop = threading.Event()
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, name="watcher", daemon=True)

    def __enter__(self) -> Watcher:
        self.thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop.set()
        self.thread.join(30)

    def sample(self) -> None:
        st = self.stats
        m = scrape(self.url)
        avail = m.get("kafka_network_memory_pool_available_bytes", -1.0)
        used = m.get("kafka_network_memory_pool_used_bytes", 0.0)
        st.pool_capacity = max(st.pool_capacity, avail + used)
        st.pool_min_available = avail if st.pool_min_available < 0 else min(st.pool_min_available, avail)
        st.unauthenticated_max = max(
            st.unauthenticated_max, m.get("kafka_network_memory_pool_unauthenticated_bytes", 0)
        )
        st.refused_metric = max(st.refused_metric, m.get("kafka_network_connections_refused_total", 0.0))
        st.connections_max = max(st.connections_max, m.get("kafka_network_connections", 0.0))
        st.throttled_metric = max(st.throttled_metric, m.get("kafka_network_connections_throttled_total", 0.0))
        st.rss_max_mb = max(st.rss_max_mb, check_process(self.pid, self.rss_limit_mb, "broker", "during the flood"))

    def _run(self) -> None:
        while not self.stop.wait(0.5):
            try:
                self.sample()
            except FloodFailure as e:
                self.error = e
                return
            except OSError:
                continue  # (a scrape that timed out under load: the next one counts)


def produce(config: dict[str, str], topic: str, seconds: float, stats: FloodStats) -> list[bytes]:
    """One record at a time with acks=all for `seconds`: their latencies; returns the values acknowledged."""
    from confluent_kafka import Producer  # an optional dependency (a test extra), needed only here

    producer = Producer({**config, "acks": "all", "linger.ms": "0", "message.timeout.ms": "30000"})
    acked: list[bytes] = []
    end = time.monotonic() + seconds
    n = 0
    while time.monotonic() < end:
        value = f"{topic}-{n}".encode()
        n += 1
        result: list[object] = []
        start = time.monotonic()
        producer.produce(topic, value, partition=0, on_delivery=lambda err, _msg, got=result: got.append(err))  # type: ignore[misc]
        while not result:
            producer.poll(0.05)
            if time.monotonic() - start > 40:
                break
        if result and result[0] is None:
            stats.latencies.append(time.monotonic() - start)
            acked.append(value)
        else:
            stats.produce_errors += 1
        time.sleep(0.005)
    producer.flush(30)
    stats.acked = len(acked)
    return acked


def read_back(config: dict[str, str], topic: str, expected: list[bytes]) -> int:
    """How many of the acknowledged values are missing from the topic."""
    from confluent_kafka import Consumer, TopicPartition  # an optional dependency (a test extra)

    consumer = Consumer({**config, "group.id": f"flood-{uuid.uuid4().hex[:6]}", "enable.auto.commit": "false"})
    consumer.assign([TopicPartition(topic, 0, 0)])
    want = set(expected)
    seen: set[bytes] = set()
    end = time.monotonic() + 60
    while want - seen and time.monotonic() < end:
        msg = consumer.poll(0.5)
        value = None if msg is None or msg.error() is not None else msg.value()
        if value is not None:
            seen.add(value)
    consumer.close()
    return len(want - seen)


@contextlib.contextmanager
def flood_cluster(
    root: Path, limits: bool = True, creation_rate: int | None = None
) -> Iterator[tuple[SecureCluster, ClusterNode, dict[str, str], str, str]]:
    """A secured cluster (one controller, two brokers) whose first broker has the flood limits (and
    `max.connection.creation.rate` when `creation_rate` is given) and a metrics endpoint; yields (cluster, target
    broker, producer config, topic, metrics url)."""
    with SecureCluster(root, controllers=1, brokers=2) as cluster:
        target = cluster.brokers[0]
        metrics_port = free_port(target.host)
        target.overrides.update({"kraftpy.metrics.listener": f"{target.host}:{metrics_port}"})
        if limits:
            target.overrides.update(FLOOD_LIMITS)
        if creation_rate is not None:
            target.overrides["max.connection.creation.rate"] = str(creation_rate)
        cluster.start_all()
        topic = f"flood-{uuid.uuid4().hex[:6]}"
        asyncio.run(_create_topic(cluster, topic, [target.node_id, cluster.brokers[1].node_id]))
        config = {
            "bootstrap.servers": cluster.address(target, "SASLPLAIN"),
            "security.protocol": "SASL_PLAINTEXT",
            "sasl.mechanisms": "PLAIN",
            "sasl.username": "admin",
            "sasl.password": password("admin"),
        }
        yield cluster, target, config, topic, f"http://{target.host}:{metrics_port}/metrics"


async def _create_topic(cluster: SecureCluster, topic: str, replicas: list[int]) -> None:
    """One partition on `replicas` (the first leads), min.insync.replicas 2; until both are in sync."""
    async with AdminClient(config=cluster.admin_config()) as admin:
        end = time.monotonic() + 60
        while True:
            result = (
                await admin.create_topics(
                    [NewTopic(topic, replica_assignments={0: replicas}, configs={"min.insync.replicas": "2"})]
                )
            )[topic]
            exists = result.error is not None and result.error.error_code == ErrorCode.TOPIC_ALREADY_EXISTS
            if result.error is None or exists or time.monotonic() > end:
                break
            await asyncio.sleep(0.5)
        while time.monotonic() < end:
            (desc,) = await admin.describe_topic_partitions([topic])
            parts = [] if desc.error is not None else desc.partitions
            if parts and parts[0].leader == replicas[0] and sorted(parts[0].isr) == sorted(replicas):
                return
            await asyncio.sleep(0.2)
        raise FloodFailure(f"topic {topic} did not get its two in-sync replicas")


def run_flood(
    root: Path,
    *,
    seconds: float,
    connections: int,
    limits: bool = True,
    rss_limit_mb: float = 900.0,
    reconnect_ms: int = RECONNECT_MS,
    creation_rate: int | None = None,
    attacker_nice: int = 0,
) -> FloodStats:
    """Start the cluster, flood its first broker with `connections` hostile connections (0: none) while producing
    for `seconds`; read everything back. FloodFailure when the broker dies or grows past `rss_limit_mb`.
    `creation_rate`: the target's max.connection.creation.rate (None: Kafka's default, no limit); `attacker_nice`:
    the hostile process's nice value."""
    stats = FloodStats()
    with flood_cluster(root, limits, creation_rate) as (cluster, target, config, topic, url):
        host, port = cluster.address(target, "SASLPLAIN").split(":")
        assert target.proc is not None
        with Watcher(url, target.proc.pid, stats, rss_limit_mb) as watcher:
            produce(config, topic, 1.0, FloodStats())  # warm up: metadata, connections
            cpu_before = cpu_seconds(target.proc.pid)
            with (
                Flood((host, int(port)), connections, stats, reconnect_ms, attacker_nice)
                if connections
                else contextlib.nullcontext()
            ):
                acked = produce(config, topic, seconds, stats)
                stats.broker_cpu_s = cpu_seconds(target.proc.pid) - cpu_before
            watcher.sample()
        if watcher.error is not None:
            raise watcher.error
        stats.lost = read_back(config, topic, acked)
        check_process(target.proc.pid, rss_limit_mb, "broker", "after the flood")
        log = target.log_path.read_text(errors="replace")
        if "Traceback" in log or " CRITICAL " in log:
            raise FloodFailure("the broker logged a traceback or a CRITICAL line during the flood")
    return stats


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["hostile"]:  # the flood's own process (see `Flood`)
        host, _, port = argv[1].rpartition(":")
        counts = asyncio.run(Hostile((host, int(port)), int(argv[2]), int(argv[3])).run())
        print(json.dumps(counts), flush=True)
        return 0
    ap = argparse.ArgumentParser(
        prog="python -m kraftpy.tools.flood", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--seconds", type=float, default=60.0)
    ap.add_argument("--connections", type=int, default=3000)
    ap.add_argument("--reconnect-ms", type=int, default=RECONNECT_MS)
    ap.add_argument(
        "--creation-rate", type=int, default=None, help="the target's max.connection.creation.rate (default: none)"
    )
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="kraftpy-flood-") as tmp:
        stats = run_flood(
            Path(tmp),
            seconds=args.seconds,
            connections=args.connections,
            reconnect_ms=args.reconnect_ms,
            creation_rate=args.creation_rate,
        )
    print(stats.summary())
    if stats.latencies:
        print(f"median latency {statistics.median(stats.latencies) * 1000:.1f} ms")
    return 0 if stats.lost == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
