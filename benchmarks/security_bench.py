"""What security costs: produce throughput over SASL_SSL against PLAINTEXT, and new connections per second with TLS.

Targets, started in the same run, each three combined nodes (controller + broker) on 127.0.0.1 as their own
processes:

* ``plaintext``: every listener PLAINTEXT, no authorizer (kraftpy/tools/process_cluster.py);
* ``sasl_ssl``: the secured cluster of kraftpy/tools/secure_cluster.py: clients on a SASL_SSL listener with
  SCRAM-SHA-512, replication between brokers over SASL_SSL (PLAIN) and to the controllers too, TLS with EC P-256
  certificates, the StandardAuthorizer checking every request against ACLs (the producer's principal has ALL on
  the `bench-` topics).

Produce: confluent-kafka (librdkafka), ``--messages`` values of 1 KB, acks=all, a new topic per cell with RF 3,
min.insync.replicas 2 and 3 partitions written round robin, ``linger.ms`` 5, idempotence off; one acks=all record
per partition before the clock starts. Figures: MB/s of values from the first produce() to the last delivery
report, and the CPU spent over the same span per GB of values, user and system apart: by the three node processes
(from /proc) and by the producer (this process: librdkafka's threads). With the producer on the same cores as the
nodes, both targets run out of CPU, so the throughput ratio follows the ratio of total CPU per GB. ``--rounds``
rounds, each running both targets in a new random order; the table shows medians, the spread ((max - min) /
median), the ratio sasl_ssl/plaintext of the medians and the paired ratio (the median of the same-round ratios, less
sensitive to other load on the machine). The issue's target (SASL_SSL >= 0.7x PLAINTEXT)
is reported as met when both ratios reach it, never asserted.

Connections/s (one Python client, sequential, ``--seconds`` each): a new TCP connection + ApiVersions on PLAINTEXT;
a new TLS connection (handshake with a client certificate on the SSL listener) + ApiVersions; a new SASL_SSL
connection with a full SCRAM-SHA-512 login (4096 iterations: both sides derive keys) + ApiVersions. Each count
includes the client's own work.

Then the cost of authorization on the Fetch path (benchmarks/fetch_acl_bench.py: incremental fetches of a
1,000-partition session with ACLs on against off; ``--no-fetch-acl`` leaves it out).

Usage::

    .venv/bin/python benchmarks/security_bench.py                 # 5 rounds of 100,000 x 1 KB
    .venv/bin/python benchmarks/security_bench.py --quick         # 2 rounds of 5,000 x 1 KB, 1 s of connections
    .venv/bin/python benchmarks/security_bench.py --json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import shutil
import socket
import ssl
import statistics
import struct
import sys
import tempfile
import time
import uuid
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))  # fetch_acl_bench, however this script is loaded

import fetch_acl_bench  # benchmarks/fetch_acl_bench.py, beside this script
from confluent_kafka import KafkaError, Producer

from kraftpy.admin.client import AdminClient, NewTopic
from kraftpy.metadata.acls import AclBinding, AclOperation, AclPermissionType, PatternType, ResourceType
from kraftpy.protocol.api import encode_request
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest
from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest, SaslAuthenticateResponse
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeRequest
from kraftpy.security.scram import MECHANISMS, ScramClient
from kraftpy.tools.process_cluster import Cluster
from kraftpy.tools.secure_cluster import SecureCluster, password

VALUE = 1024
PARTITIONS = 3
TARGET_RATIO = 0.7
CPU_PARTS = ("nodes_user", "nodes_sys", "producer_user", "producer_sys", "total")


def _frame(payload: bytes) -> bytes:
    return struct.pack(">i", len(payload)) + payload


def _read_frame(s: socket.socket | ssl.SSLSocket) -> bytes:
    def exactly(n: int) -> bytes:
        data = b""
        while len(data) < n:
            chunk = s.recv(n - len(data))
            if not chunk:
                raise ConnectionError("closed")
            data += chunk
        return data

    (n,) = struct.unpack(">i", exactly(4))
    return exactly(n)


# -- the targets ---------------------------------------------------------------------------------------------------


class Target:
    name = ""
    cluster: Any  # a kraftpy.tools.process_cluster Cluster or a SecureCluster

    def __init__(self, root: Path) -> None:
        self.root = root

    def bootstrap(self) -> str:
        raise NotImplementedError

    def producer_config(self) -> dict[str, Any]:
        return {"bootstrap.servers": self.bootstrap()}

    def admin_config(self) -> dict[str, str]:
        return {"bootstrap.servers": self.bootstrap()}

    def create_topic(self, topic: str) -> None:
        async def run() -> None:
            async with AdminClient(config=self.admin_config()) as admin:
                await admin.create_topics([NewTopic(topic, PARTITIONS, 3, configs={"min.insync.replicas": "2"})])

        asyncio.run(run())

    def delete_topic(self, topic: str) -> None:
        async def run() -> None:
            async with AdminClient(config=self.admin_config()) as admin:
                await admin.delete_topics([topic])

        asyncio.run(run())

    def close(self) -> None:
        raise NotImplementedError

    def node_pids(self) -> list[int]:
        return [n.proc.pid for n in self.cluster.nodes.values() if n.proc is not None]


class Plain(Target):
    name = "plaintext"

    def __init__(self, root: Path) -> None:
        super().__init__(root)
        self.cluster = Cluster(root, controllers=3, combined=True)
        self.cluster.start_all()
        self.cluster.wait_for_brokers(3)

    def bootstrap(self) -> str:
        return self.cluster.bootstrap_servers

    def close(self) -> None:
        self.cluster.close()


class Secured(Target):
    name = "sasl_ssl"

    def __init__(self, root: Path) -> None:
        super().__init__(root)
        self.cluster = SecureCluster(root, controllers=3, brokers=0, combined=True)
        self.cluster.start_all()
        self.cluster.wait_for_brokers(3)
        self.client_pem = self.cluster.client_certificate("bench").write_pem(root / "bench.pem")

        async def setup() -> None:
            async with AdminClient(config=self.cluster.admin_config()) as admin:
                await admin.alter_user_scram_credentials([("bench", "SCRAM-SHA-512", password("bench"), 4096)])
                await admin.create_acls(
                    [
                        AclBinding(
                            ResourceType.TOPIC,
                            "bench-",
                            PatternType.PREFIXED,
                            "User:bench",
                            "*",
                            AclOperation.ALL,
                            AclPermissionType.ALLOW,
                        )
                    ]
                )

        asyncio.run(setup())

    def bootstrap(self) -> str:
        return self.cluster.bootstrap_on("SASLSSL")

    def producer_config(self) -> dict[str, Any]:
        return {
            "bootstrap.servers": self.bootstrap(),
            "security.protocol": "SASL_SSL",
            "sasl.mechanisms": "SCRAM-SHA-512",
            "sasl.username": "bench",
            "sasl.password": password("bench"),
            "ssl.ca.location": str(self.cluster.ca_file),
        }

    def admin_config(self) -> dict[str, str]:
        return self.cluster.admin_config()

    def close(self) -> None:
        self.cluster.close()


# -- the work --------------------------------------------------------------------------------------------------------


@dataclass
class Cell:
    seconds: float  # from the first produce() to the last delivery report
    nodes_cpu: tuple[float, float]  # user, system seconds of the node processes over that span
    producer_cpu: tuple[float, float]  # user, system seconds of this process (the producer) over it


def _process_cpu(pid: int) -> tuple[float, float]:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return int(fields[11]) / tick, int(fields[12]) / tick


def _nodes_cpu(pids: list[int]) -> tuple[float, float]:
    per = [_process_cpu(p) for p in pids]
    return sum(u for u, _ in per), sum(s for _, s in per)


def produce(target: Target, topic: str, count: int) -> Cell:
    """`count` 1 KB values: the time from the first produce() to the last delivery report, and the CPU spent."""
    producer = Producer(
        {
            **target.producer_config(),
            "acks": "all",
            "enable.idempotence": False,
            "linger.ms": 5,
            "queue.buffering.max.messages": 1_000_000,
            "queue.buffering.max.kbytes": 1_048_576,
            "log_level": 3,
        }
    )
    failures: list[str] = []
    last = [0.0]

    def on_delivery(err: KafkaError | None, _msg: Any) -> None:
        if err is not None:
            failures.append(str(err))
        last[0] = time.perf_counter()

    for p in range(PARTITIONS):  # connections, metadata and one acknowledged record per partition first
        producer.produce(topic, b"warm", partition=p, on_delivery=on_delivery)
    if producer.flush(60) or failures:
        raise RuntimeError(f"warm-up failed: {failures[:3]}")
    value = os.urandom(VALUE)
    pids = target.node_pids()
    nodes0 = _nodes_cpu(pids)
    self0 = resource.getrusage(resource.RUSAGE_SELF)
    start = time.perf_counter()
    for i in range(count):
        while True:
            try:
                producer.produce(topic, value, partition=i % PARTITIONS, on_delivery=on_delivery)
                break
            except BufferError:
                producer.poll(0.001)
        if i & 1023 == 0:
            producer.poll(0)
    if producer.flush(180) or failures:
        raise RuntimeError(f"deliveries failed: {failures[:3]}")
    nodes1 = _nodes_cpu(pids)
    self1 = resource.getrusage(resource.RUSAGE_SELF)
    return Cell(
        last[0] - start,
        (nodes1[0] - nodes0[0], nodes1[1] - nodes0[1]),
        (self1.ru_utime - self0.ru_utime, self1.ru_stime - self0.ru_stime),
    )


def connections_per_second(connect: Callable[[], None], seconds: float) -> float:
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        connect()
        n += 1
    return n / (time.perf_counter() - start)


def _api_versions(s: socket.socket | ssl.SSLSocket) -> None:
    s.sendall(_frame(encode_request(ApiVersionsRequest(), 0, 1, "bench")))
    _read_frame(s)


def connect_plain(host: str, port: int) -> Callable[[], None]:
    def go() -> None:
        with socket.create_connection((host, port), timeout=10) as s:
            _api_versions(s)

    return go


def connect_tls(host: str, port: int, ctx: ssl.SSLContext) -> Callable[[], None]:
    def go() -> None:
        with socket.create_connection((host, port), timeout=10) as raw, ctx.wrap_socket(raw, server_hostname=host) as s:
            _api_versions(s)

    return go


def connect_scram(host: str, port: int, ctx: ssl.SSLContext) -> Callable[[], None]:
    def go() -> None:
        client = ScramClient(MECHANISMS["SCRAM-SHA-512"], "bench", password("bench"))
        with socket.create_connection((host, port), timeout=10) as raw, ctx.wrap_socket(raw, server_hostname=host) as s:
            s.sendall(_frame(encode_request(SaslHandshakeRequest(mechanism="SCRAM-SHA-512"), 1, 1, "bench")))
            _read_frame(s)
            s.sendall(_frame(encode_request(SaslAuthenticateRequest(auth_bytes=client.first()), 2, 2, "bench")))
            first = SaslAuthenticateResponse.decode(_read_frame(s)[5:], 2)
            s.sendall(
                _frame(
                    encode_request(SaslAuthenticateRequest(auth_bytes=client.final(first.auth_bytes)), 2, 3, "bench")
                )
            )
            final = SaslAuthenticateResponse.decode(_read_frame(s)[5:], 2)
            if final.error_code:
                raise RuntimeError(f"SCRAM login failed: {final.error_code}")
            _api_versions(s)

    return go


# -- the run -----------------------------------------------------------------------------------------------------


def spread(values: list[float]) -> float:
    med = statistics.median(values)
    return (max(values) - min(values)) / med if med else 0.0


def run(args: argparse.Namespace) -> dict[str, Any]:
    root = Path(args.dir) if args.dir else Path(tempfile.mkdtemp(prefix="kraftpy-security-bench-"))
    targets: list[Target] = []
    try:
        targets = [Plain(root / "plaintext"), Secured(root / "sasl_ssl")]
        rates: dict[str, list[float]] = {t.name: [] for t in targets}
        cpu: dict[str, dict[str, list[float]]] = {t.name: {k: [] for k in CPU_PARTS} for t in targets}
        rng = random.Random(args.seed)
        for rnd in range(args.rounds + 1):  # round 0 warms up
            order = list(targets)
            rng.shuffle(order)
            for t in order:
                topic = f"bench-{uuid.uuid4().hex[:8]}"
                t.create_topic(topic)
                cell = produce(t, topic, args.messages)
                if rnd > 0:
                    gb = args.messages * VALUE / 1e9
                    rates[t.name].append(gb * 1e3 / cell.seconds)
                    parts = (*cell.nodes_cpu, *cell.producer_cpu)
                    for k, v in zip(CPU_PARTS[:4], parts, strict=True):
                        cpu[t.name][k].append(v / gb)
                    cpu[t.name]["total"].append(sum(parts) / gb)
                t.delete_topic(topic)
        plain, secure = targets
        assert isinstance(secure, Secured)
        node = secure.cluster.brokers[0]
        host = node.host
        tls_ctx = ssl.create_default_context(cafile=str(secure.cluster.ca_file))
        cert_ctx = ssl.create_default_context(cafile=str(secure.cluster.ca_file))
        cert_ctx.load_cert_chain(str(secure.client_pem))
        plain_host, plain_port = plain.bootstrap().split(",")[0].split(":")
        conns = {
            "plaintext": connections_per_second(connect_plain(plain_host, int(plain_port)), args.seconds),
            "tls": connections_per_second(
                connect_tls(host, int(secure.cluster.address(node, "SSL").split(":")[1]), cert_ctx), args.seconds
            ),
            "sasl_ssl_scram": connections_per_second(
                connect_scram(host, int(secure.cluster.address(node, "SASLSSL").split(":")[1]), tls_ctx), args.seconds
            ),
        }
        medians = {name: statistics.median(v) for name, v in rates.items()}
        ratio = medians["sasl_ssl"] / medians["plaintext"]
        # the same-round ratios: less sensitive to load from outside that comes and goes between rounds
        paired = statistics.median(s / p for s, p in zip(rates["sasl_ssl"], rates["plaintext"], strict=True))
        cpu_medians = {name: {k: statistics.median(v) for k, v in parts.items()} for name, parts in cpu.items()}
        return {
            "messages": args.messages,
            "rounds": args.rounds,
            "value_bytes": VALUE,
            "produce_mb_s": {
                name: {"median": medians[name], "spread": spread(v), "all": v} for name, v in rates.items()
            },
            "cpu_s_per_gb": cpu_medians,
            # None when a run too short for the clock ticks of /proc measured no CPU
            "cpu_ratio": (
                cpu_medians["plaintext"]["total"] / cpu_medians["sasl_ssl"]["total"]
                if cpu_medians["sasl_ssl"]["total"]
                else None
            ),
            "ratio_sasl_ssl_to_plaintext": ratio,
            "paired_ratio": paired,
            "target": TARGET_RATIO,
            "target_met": ratio >= TARGET_RATIO and paired >= TARGET_RATIO,
            "connections_per_s": conns,
            "cpus": os.cpu_count(),
        }
    finally:
        for t in targets:
            t.close()
        if not args.dir:  # each run writes gigabytes of segments
            shutil.rmtree(root, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="security_bench.py", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--messages", type=int, default=100_000)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=5.0, help="seconds of each connections/s measurement")
    ap.add_argument("--quick", action="store_true", help="2 rounds of 5,000 messages, 1 s of connections")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--dir", help="where the clusters live (default: a temporary directory)")
    ap.add_argument("--json", action="store_true", help="print the results as JSON")
    ap.add_argument("--no-fetch-acl", action="store_true", help="leave out the Fetch path's ACL cost (fetch_acl_bench)")
    ap.add_argument("--fetch-topics", type=int, default=10, help="topics of the fetch session (fetch_acl_bench)")
    ap.add_argument("--fetch-partitions", type=int, default=100, help="partitions per topic of the fetch session")
    args = ap.parse_args(argv)
    if args.quick:
        args.messages, args.rounds, args.seconds = 5_000, 2, 1.0
        args.fetch_topics, args.fetch_partitions = 2, 50
    res = run(args)
    if not args.no_fetch_acl:
        # authorization on the Fetch path: every partition of a fetch session authorized on every fetch
        fetch = fetch_acl_bench.run(args.rounds, args.seconds, args.fetch_topics, args.fetch_partitions)
        res["fetch_acl"] = {k: v for k, v in fetch.items() if k != "raw"}
    if args.json:
        print(json.dumps(res, indent=2))
        return 0
    print(f"produce, {args.messages} x 1 KB, RF 3, acks=all, {args.rounds} rounds (medians):")
    for name, r in res["produce_mb_s"].items():
        print(f"  {name:10s} {r['median']:8.1f} MB/s   spread {r['spread'] * 100:5.1f}%")
    verdict = "met" if res["target_met"] else "not met"
    print(
        f"  sasl_ssl / plaintext = {res['ratio_sasl_ssl_to_plaintext']:.2f} (medians), "
        f"{res['paired_ratio']:.2f} (paired)  (target >= {TARGET_RATIO} both ways: {verdict})"
    )
    print("CPU seconds per GB of values (medians; nodes = the three node processes, producer = librdkafka):")
    print(f"  {'':10s} {'nodes user':>10s} {'nodes sys':>10s} {'prod user':>10s} {'prod sys':>10s} {'total':>8s}")
    for name, c in res["cpu_s_per_gb"].items():
        print(
            f"  {name:10s} {c['nodes_user']:10.2f} {c['nodes_sys']:10.2f} {c['producer_user']:10.2f} "
            f"{c['producer_sys']:10.2f} {c['total']:8.2f}"
        )
    if res["cpu_ratio"] is not None:
        print(f"  plaintext / sasl_ssl CPU per GB = {res['cpu_ratio']:.2f}")
    print("new connections per second (one client, sequential, ApiVersions answered on each):")
    for name, rate in res["connections_per_s"].items():
        print(f"  {name:16s} {rate:8.1f}/s")
    fetch = res.get("fetch_acl")
    if fetch is not None:
        print(
            f"incremental fetches of a {fetch['partitions']:,}-partition session, ACLs on / off: throughput "
            f"{fetch['ratio_throughput']:.2f}x, node CPU {fetch['ratio_cpu']:.2f}x "
            f"(target >= {fetch_acl_bench.TARGET_RATIO}x: {'met' if fetch['met'] else 'not met'}; "
            f"benchmarks/fetch_acl_bench.py)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
