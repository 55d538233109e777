"""What authorization costs on the Fetch path: incremental fetches of a 1,000-partition fetch session with the
StandardAuthorizer on (every partition of the session is authorized on every fetch) against the same node without
an authorizer, measured in the same run.

Targets, each one combined node (controller + broker) as its own process (kraftpy/tools/secure_cluster.py,
the same listeners and TLS between the roles in both): ``acls-off`` without an authorizer, ``acls-on`` with the
StandardAuthorizer and ACLs that let the consumer `alice` READ the `bench-` topics (a prefixed ACL, the common
shape; no super user shortcut). The consumer connects over SASL_PLAINTEXT (PLAIN), opens a fetch session over
``--topics`` topics of ``--partitions`` partitions each (one record per partition, fetched from the log end so the
answers carry no records), then sends incremental fetches (no partitions named, MaxWaitMs 0) one after another for
``--seconds``. Figures per target: fetches per second, and the node's CPU time (user + system, from /proc) per
1,000 fetches. ``--rounds`` rounds, each running both targets in a new random order; the table shows medians and
the ratio acls-on/acls-off (throughput; for CPU, off/on so that higher is better too). The issue's target (>= 0.9x)
is reported, never asserted.

Usage::

    .venv/bin/python benchmarks/fetch_acl_bench.py            # 5 rounds of 5 s
    .venv/bin/python benchmarks/fetch_acl_bench.py --quick    # 1 round of 1 s, 2 topics of 50 partitions
    .venv/bin/python benchmarks/fetch_acl_bench.py --json
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kraftpy.admin.client import AdminClient, NewTopic
from kraftpy.metadata.acls import AclBinding, AclOperation, AclPermissionType, PatternType, ResourceType
from kraftpy.net.client import NodeClient
from kraftpy.protocol.messages.fetch import FetchRequest
from kraftpy.protocol.messages.produce import ProduceRequest
from kraftpy.protocol.records import RecordBatchBuilder
from kraftpy.security.config import ClientSecurity
from kraftpy.tools.secure_cluster import SecureCluster, password

TARGET_RATIO = 0.9
FETCH_VERSION = 12
TARGETS = ("acls-off", "acls-on")
F = FetchRequest


def _cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def _client(cluster: SecureCluster, user: str = "alice") -> NodeClient:
    host, port = cluster.address(cluster.brokers[0], "SASLPLAIN").split(":")
    security = ClientSecurity("SASL_PLAINTEXT", None, "PLAIN", user, password(user))
    return NodeClient(-1, host, int(port), rng=random.Random(0), security=security, request_timeout=30)


async def _prepare(cluster: SecureCluster, topics: int, partitions: int, acls: bool) -> dict[str, int]:
    names = [f"bench-{i}" for i in range(topics)]
    async with AdminClient(config=cluster.admin_config(listener="SASLPLAIN")) as admin:
        await admin.create_topics([NewTopic(n, partitions, 1) for n in names])
        if acls:
            await admin.create_acls(
                [
                    AclBinding(
                        ResourceType.TOPIC,
                        "bench-",
                        PatternType.PREFIXED,
                        "User:alice",
                        "*",
                        AclOperation.READ,
                        AclPermissionType.ALLOW,
                    )
                ]
            )
    client = await _client(cluster, "admin")
    try:
        batch = RecordBatchBuilder()
        batch.append(0, b"k", b"v" * 100)
        records = batch.build()
        P = ProduceRequest
        for _ in range(100):  # until every partition has a leader and takes the record
            req = P(
                acks=1,
                timeout_ms=10_000,
                topic_data=[
                    P.TopicProduceData(
                        name=n,
                        partition_data=[P.PartitionProduceData(index=i, records=records) for i in range(partitions)],
                    )
                    for n in names
                ],
            )
            resp = await client.send(req, 9)
            if all(p.error_code == 0 for t in resp.responses for p in t.partition_responses):
                break
            await asyncio.sleep(0.2)
        else:
            codes = {p.error_code for t in resp.responses for p in t.partition_responses}
            raise RuntimeError(f"the bench topics never took a record: {codes}")
    finally:
        await client.close()
    return dict.fromkeys(names, partitions)


async def _measure(cluster: SecureCluster, topics: dict[str, int], seconds: float) -> tuple[float, float]:
    """(incremental fetches per second, node CPU seconds per 1,000 fetches)."""
    client = await _client(cluster)
    try:
        full = F(
            max_wait_ms=0,
            min_bytes=1,
            max_bytes=1 << 20,
            session_id=0,
            session_epoch=0,
            topics=[
                F.FetchTopic(
                    topic=name,
                    partitions=[
                        F.FetchPartition(partition=i, fetch_offset=1, partition_max_bytes=1 << 20) for i in range(n)
                    ],
                )
                for name, n in topics.items()
            ],
        )
        resp = await client.send(full, FETCH_VERSION)
        errors = {p.error_code for t in resp.responses for p in t.partitions}
        if resp.error_code or errors != {0} or resp.session_id == 0:
            raise RuntimeError(f"the full fetch failed: {resp.error_code} {errors} session {resp.session_id}")
        session, epoch = resp.session_id, 1
        pid = cluster.nodes[cluster.brokers[0].node_id].proc.pid  # type: ignore[union-attr]
        cpu0 = _cpu_seconds(pid)
        start = time.perf_counter()
        end = start + seconds
        count = 0
        while time.perf_counter() < end:
            inc = F(max_wait_ms=0, min_bytes=1, max_bytes=1 << 20, session_id=session, session_epoch=epoch, topics=[])
            resp = await client.send(inc, FETCH_VERSION)
            if resp.error_code or resp.session_id != session:
                raise RuntimeError(f"incremental fetch failed: {resp.error_code}")
            epoch += 1
            count += 1
        elapsed = time.perf_counter() - start
        cpu = _cpu_seconds(pid) - cpu0
        return count / elapsed, cpu / count * 1000
    finally:
        await client.close()


def run(rounds: int, seconds: float, topics: int, partitions: int) -> dict[str, Any]:
    results: dict[str, list[tuple[float, float]]] = {t: [] for t in TARGETS}
    with tempfile.TemporaryDirectory(prefix="fetch-acl-bench-") as tmp:
        clusters = {}
        prepared = {}
        try:
            for target in TARGETS:
                c = SecureCluster(
                    Path(tmp) / target, controllers=1, brokers=0, combined=True, authorizer=target == "acls-on"
                )
                clusters[target] = c
                c.__enter__()
                c.start_all()
                c.wait_for_brokers(1, timeout=60)
                prepared[target] = asyncio.run(_prepare(c, topics, partitions, target == "acls-on"))
            order = list(TARGETS)
            for r in range(rounds):
                random.shuffle(order)
                for target in order:
                    rate, cpu = asyncio.run(_measure(clusters[target], prepared[target], seconds))
                    results[target].append((rate, cpu))
                    print(
                        f"round {r + 1} {target}: {rate:,.0f} fetches/s, {cpu:.3f} CPU s per 1,000",
                        file=sys.stderr,
                        flush=True,
                    )
        finally:
            for c in clusters.values():
                c.__exit__(None, None, None)
    med = {t: (statistics.median(x[0] for x in v), statistics.median(x[1] for x in v)) for t, v in results.items()}
    rate_ratio = med["acls-on"][0] / med["acls-off"][0]
    cpu_ratio = med["acls-off"][1] / med["acls-on"][1]
    return {
        "partitions": topics * partitions,
        "rounds": rounds,
        "seconds": seconds,
        "fetches_per_s": {t: m[0] for t, m in med.items()},
        "cpu_s_per_1000": {t: m[1] for t, m in med.items()},
        "ratio_throughput": rate_ratio,
        "ratio_cpu": cpu_ratio,
        "target": TARGET_RATIO,
        "met": rate_ratio >= TARGET_RATIO and cpu_ratio >= TARGET_RATIO,
        "raw": results,
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--seconds", type=float, default=5.0)
    ap.add_argument("--topics", type=int, default=10)
    ap.add_argument("--partitions", type=int, default=100, help="partitions per topic")
    ap.add_argument("--quick", action="store_true", help="1 round of 1 s over 2 topics of 50 partitions")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    if a.quick:
        a.rounds, a.seconds, a.topics, a.partitions = 1, 1.0, 2, 50
    out = run(a.rounds, a.seconds, a.topics, a.partitions)
    if a.json:
        print(json.dumps(out, indent=2))
        return
    print()
    print(f"incremental fetches of a {out['partitions']:,}-partition session, medians of {out['rounds']} rounds")
    print(f"{'target':<10} {'fetches/s':>12} {'CPU s / 1,000':>15}")
    for t in TARGETS:
        print(f"{t:<10} {out['fetches_per_s'][t]:>12,.0f} {out['cpu_s_per_1000'][t]:>15.3f}")
    print(
        f"acls-on / acls-off: throughput {out['ratio_throughput']:.2f}x, CPU {out['ratio_cpu']:.2f}x "
        f"(target >= {TARGET_RATIO}x: {'met' if out['met'] else 'not met'})"
    )


if __name__ == "__main__":
    main()
