"""Consumer groups on real node processes: the `kraftpy consumer-groups` tool, and kill -9 of the coordinator.

* The tool against a live confluent-kafka group and then the same group without members: --list (with --state and
  --type), --describe (offsets, members, state) with Kafka's columns and values, --reset-offsets refused while the
  group is active, then --dry-run (nothing committed), --execute with --to-earliest / --shift-by / --to-offset
  (clamped to the log end) / --to-latest, and --delete.
* kill -9 of the broker that coordinates a group while two members consume and commit every record: the group moves
  to another broker, every offset committed before the kill is still there (not lower), the members carry on and
  consume what is produced after the kill, and no record whose consumption was committed is consumed again.
"""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Iterator

import pytest
from confluent_kafka import Consumer as CkConsumer
from confluent_kafka import KafkaException
from kafka import KafkaProducer

from kraftpy.admin.client import AdminClient
from kraftpy.admin.groups import GroupAdmin

from .cluster import REPO, Cluster

pytestmark = [pytest.mark.clients, pytest.mark.timeout(300)]


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    overrides = {
        "broker.session.timeout.ms": "3000",
        "broker.heartbeat.interval.ms": "500",
        "group.initial.rebalance.delay.ms": "0",
    }
    with Cluster(tmp_path_factory.mktemp("groups-tool"), controllers=3, combined=True, overrides=overrides) as c:
        c.start_all()
        c.wait_for_leader(timeout=30)
        c.wait_for_brokers(timeout=30)
        yield c


def produce(cluster: Cluster, topic: str, per_partition: int, partitions: int, *, create: bool = True) -> None:
    if create:
        cluster.create_topic(topic, partitions=partitions, replication_factor=3)
    p = KafkaProducer(bootstrap_servers=cluster.bootstrap_servers, acks="all", retries=10)
    for i in range(per_partition * partitions):
        p.send(topic, value=f"{topic}-{i}".encode(), partition=i % partitions)
    p.flush()
    p.close()


def tool(cluster: Cluster, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kraftpy", "consumer-groups", "--bootstrap-server", cluster.bootstrap_servers, *args],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=REPO,
    )


def table(text: str) -> list[dict[str, str]]:
    """The rows of the tool's table as dicts by column (columns split on runs of spaces)."""
    lines = [line for line in text.splitlines() if line.strip()]
    start = next(i for i, line in enumerate(lines) if line.startswith("GROUP"))
    header = re.split(r" +", lines[start].strip())
    header = [h for h in header if h != "(ID)"]
    rows = []
    for line in lines[start + 1 :]:
        if line.startswith(("WARN", "Warning", "Consumer group")):
            break
        cells = re.split(r" +", line.strip())
        if "COORDINATOR" in header:  # "host:port (id)" is one cell
            cells = [cells[0], f"{cells[1]} {cells[2]}", *cells[3:]]
        rows.append(dict(zip(header, cells, strict=True)))
    return rows


def group_offsets(cluster: Cluster, group: str) -> dict[int, int]:
    async def go() -> dict[int, int]:
        async with AdminClient(cluster.bootstrap_servers) as admin:
            got = await GroupAdmin(admin).list_group_offsets(group)
        return {tp.partition: o.offset for tp, o in got.items()}

    return asyncio.run(go())


def coordinator_of(cluster: Cluster, group: str) -> int:
    async def go() -> int:
        async with AdminClient(cluster.bootstrap_servers) as admin:
            return (await GroupAdmin(admin).coordinator(group)).node_id

    return asyncio.run(go())


def test_consumer_groups_tool(cluster: Cluster) -> None:
    topic, group = "tool-topic", "tool-group"
    produce(cluster, topic, 10, 3)
    consumer = CkConsumer(
        {
            "bootstrap.servers": cluster.bootstrap_servers,
            "group.id": group,
            "client.id": "tool-client",
            "enable.auto.commit": False,
            "auto.offset.reset": "earliest",
        }
    )
    consumer.subscribe([topic])
    got = 0
    deadline = time.monotonic() + 60
    while got < 15 and time.monotonic() < deadline:
        m = consumer.poll(0.5)
        if m is not None and not m.error():
            got += 1
            consumer.commit(message=m, asynchronous=False)
    assert got == 15
    try:
        listed = tool(cluster, "--list")
        assert listed.returncode == 0 and group in listed.stdout.split(), listed
        with_state = table(tool(cluster, "--list", "--state", "--type").stdout)
        assert {"GROUP": group, "STATE": "Stable", "TYPE": "Classic"} in with_state
        d = tool(cluster, "--describe", "--group", group)
        assert d.returncode == 0, d
        header = d.stdout.strip().splitlines()[0].split()
        assert header == [
            "GROUP",
            "TOPIC",
            "PARTITION",
            "CURRENT-OFFSET",
            "LOG-END-OFFSET",
            "LAG",
            "CONSUMER-ID",
            "HOST",
            "CLIENT-ID",
        ]
        rows = table(d.stdout)
        assert [r["PARTITION"] for r in rows] == ["0", "1", "2"]
        assert all(r["LOG-END-OFFSET"] == "10" and r["CLIENT-ID"] == "tool-client" for r in rows)
        assert all(r["CONSUMER-ID"].startswith("tool-client-") for r in rows)
        current = {int(r["PARTITION"]): (0 if r["CURRENT-OFFSET"] == "-" else int(r["CURRENT-OFFSET"])) for r in rows}
        assert sum(current.values()) == 15
        assert all(int(r["LAG"]) == 10 - current[int(r["PARTITION"])] for r in rows if r["LAG"] != "-")
        members = table(tool(cluster, "--describe", "--group", group, "--members", "--verbose").stdout)
        assert len(members) == 1 and members[0]["#PARTITIONS"] == "3"
        assert members[0]["ASSIGNMENT"] == f"{topic}(0,1,2)"
        state = table(tool(cluster, "--describe", "--group", group, "--state").stdout)
        assert state[0]["STATE"] == "Stable" and state[0]["#MEMBERS"] == "1"
        assert state[0]["ASSIGNMENT-STRATEGY"] in ("range", "roundrobin")
        busy = tool(cluster, "--reset-offsets", "--group", group, "--topic", topic, "--to-earliest", "--execute")
        assert busy.returncode == 1
        assert f"Assignments can only be reset if the group '{group}' is inactive" in busy.stdout
    finally:
        consumer.close()
    d = tool(cluster, "--describe", "--group", group)
    assert f"Consumer group '{group}' has no active members." in d.stdout
    assert all(r["CONSUMER-ID"] == "-" for r in table(d.stdout))
    dry = tool(cluster, "--reset-offsets", "--group", group, "--topic", topic, "--to-earliest", "--dry-run")
    assert dry.returncode == 0 and [r["NEW-OFFSET"] for r in table(dry.stdout)] == ["0", "0", "0"]
    assert sum(group_offsets(cluster, group).values()) == 15  # a dry run commits nothing
    for args, expected in (
        (["--to-earliest"], {0: 0, 1: 0, 2: 0}),
        (["--shift-by", "4"], {0: 4, 1: 4, 2: 4}),
        (["--to-offset", "100"], {0: 10, 1: 10, 2: 10}),
        (["--shift-by", "-3"], {0: 7, 1: 7, 2: 7}),
        (["--to-latest"], {0: 10, 1: 10, 2: 10}),
    ):
        r = tool(cluster, "--reset-offsets", "--group", group, "--topic", topic, *args, "--execute")
        assert r.returncode == 0, r
        assert {int(x["PARTITION"]): int(x["NEW-OFFSET"]) for x in table(r.stdout)} == expected
        assert group_offsets(cluster, group) == expected
    r = tool(cluster, "--reset-offsets", "--group", group, "--topic", f"{topic}:1", "--to-offset", "2", "--execute")
    assert r.returncode == 0 and group_offsets(cluster, group) == {0: 10, 1: 2, 2: 10}
    deleted = tool(cluster, "--delete", "--group", group)
    assert deleted.returncode == 0
    assert deleted.stdout.strip() == f"Deletion of requested consumer groups ('{group}') was successful."
    assert f"Consumer group '{group}' does not exist." in tool(cluster, "--describe", "--group", group).stdout
    again = tool(cluster, "--delete", "--group", group)
    assert again.returncode == 1 and "GROUP_ID_NOT_FOUND" in again.stdout


def test_kill_9_of_the_coordinator_moves_the_group_and_keeps_its_offsets(cluster: Cluster) -> None:
    topic, group = "kill-topic", "kill-group"
    partitions, per_partition = 6, 60
    produce(cluster, topic, per_partition, partitions)
    coordinator = coordinator_of(cluster, group)
    consumed: list[tuple[int, int, bool, float]] = []
    lock = threading.Lock()
    stop = threading.Event()
    errors: list[BaseException] = []

    def member(name: str) -> None:
        c = CkConsumer(
            {
                "bootstrap.servers": cluster.bootstrap_servers,
                "group.id": group,
                "client.id": name,
                "enable.auto.commit": False,
                "auto.offset.reset": "earliest",
                "session.timeout.ms": 10_000,
                "heartbeat.interval.ms": 500,
                "partition.assignment.strategy": "cooperative-sticky",
            }
        )
        c.subscribe([topic])
        try:
            while not stop.is_set():
                m = c.poll(0.2)
                if m is None or m.error():
                    continue
                at = time.monotonic()
                ok = True
                try:
                    c.commit(message=m, asynchronous=False)
                except KafkaException:
                    ok = False
                with lock:
                    consumed.append((m.partition(), m.offset(), ok, at))
                time.sleep(0.01)
        except BaseException as e:
            errors.append(e)
        finally:
            c.close()

    def distinct() -> int:
        with lock:
            return len({(p, o) for p, o, _ok, _at in consumed})

    threads = [threading.Thread(target=member, args=(f"member-{i}",), daemon=True) for i in range(2)]
    for t in threads:
        t.start()
    deadline = time.monotonic() + 90
    while distinct() < 150 and time.monotonic() < deadline:
        time.sleep(0.1)
    assert distinct() >= 150
    before = group_offsets(cluster, group)
    cluster.kill(coordinator)
    killed_at = time.monotonic()
    try:
        # the group moves; the offsets committed before the kill are there
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            try:
                if coordinator_of(cluster, group) != coordinator:
                    break
            except Exception:
                pass
            time.sleep(0.5)
        new_coordinator = coordinator_of(cluster, group)
        assert new_coordinator != coordinator
        after = group_offsets(cluster, group)
        assert all(after.get(p, -1) >= o for p, o in before.items()), (before, after)
        # the members carry on, with records produced after the kill too
        produce(cluster, topic, 10, partitions, create=False)
        total = (per_partition + 10) * partitions
        deadline = time.monotonic() + 120
        while distinct() < total and time.monotonic() < deadline:
            time.sleep(0.2)
        assert distinct() == total, f"consumed {distinct()} of {total}"
        assert any(at > killed_at for _p, _o, ok, at in consumed if ok)
    finally:
        stop.set()
        for t in threads:
            t.join(60)
        cluster.start(coordinator)
    assert not errors, errors
    committed_before: set[tuple[int, int]] = set()
    seen: Counter[tuple[int, int]] = Counter()
    for p, o, _at, ok in sorted((p, o, at, ok) for p, o, ok, at in consumed):
        assert (p, o) not in committed_before, f"record {(p, o)} consumed again after its commit"
        seen[(p, o)] += 1
        if ok:
            committed_before.add((p, o))
    assert group_offsets(cluster, group) == {p: per_partition + 10 for p in range(partitions)}


def test_bad_group_requests_get_kafkas_errors_and_harm_nothing(cluster: Cluster) -> None:
    """Over the wire to a real coordinator: a 10,000-character group id works; unknown members, stale generations,
    commits to partitions that do not exist, too much offset metadata and member metadata too large to store get
    Kafka's error codes, and the groups around keep working."""
    from kraftpy.coordinator.records import encode_assignment, encode_subscription
    from kraftpy.protocol.error_codes import ErrorCode as E
    from kraftpy.protocol.messages.heartbeat import HeartbeatRequest
    from kraftpy.protocol.messages.join_group import JoinGroupRequest
    from kraftpy.protocol.messages.offset_commit import OffsetCommitRequest
    from kraftpy.protocol.messages.offset_fetch import OffsetFetchRequest
    from kraftpy.protocol.messages.sync_group import SyncGroupRequest

    topic = "bad-input-topic"
    produce(cluster, topic, 1, 2)
    J, S, C, F = JoinGroupRequest, SyncGroupRequest, OffsetCommitRequest, OffsetFetchRequest

    def join(group: str, member: str = "", meta: bytes | None = None) -> JoinGroupRequest:
        return J(
            group_id=group,
            session_timeout_ms=30_000,
            rebalance_timeout_ms=10_000,
            member_id=member,
            protocol_type="consumer",
            protocols=[
                J.JoinGroupRequestProtocol(
                    name="range", metadata=meta if meta is not None else encode_subscription([topic])
                )
            ],
        )

    async def go() -> None:
        async with AdminClient(cluster.bootstrap_servers) as admin:
            groups = GroupAdmin(admin)

            async def send(group: str, req: object, version: int) -> object:
                node = (await groups.coordinator(group)).node_id
                return await admin._send(node, req, version=version)  # type: ignore[arg-type]

            async def member_of(group: str, meta: bytes | None = None) -> tuple[str, int]:
                r = await send(group, join(group), 7)
                assert r.error_code == E.MEMBER_ID_REQUIRED  # type: ignore[attr-defined]
                r = await send(group, join(group, r.member_id, meta), 7)  # type: ignore[attr-defined]
                assert r.error_code == 0, r  # type: ignore[attr-defined]
                return r.member_id, r.generation_id  # type: ignore[attr-defined]

            long_id = "L" * 10_000
            mid, gen = await member_of(long_id)
            s = await send(
                long_id,
                S(
                    group_id=long_id,
                    generation_id=gen,
                    member_id=mid,
                    assignments=[
                        S.SyncGroupRequestAssignment(member_id=mid, assignment=encode_assignment({topic: [0, 1]}))
                    ],
                ),
                5,
            )
            assert s.error_code == 0  # type: ignore[attr-defined]

            def commit(group: str, member: str, generation: int, partition: int, meta: str = "") -> object:
                return C(
                    group_id=group,
                    generation_id_or_member_epoch=generation,
                    member_id=member,
                    topics=[
                        C.OffsetCommitRequestTopic(
                            name=topic,
                            partitions=[
                                C.OffsetCommitRequestPartition(
                                    partition_index=partition, committed_offset=1, committed_metadata=meta
                                )
                            ],
                        )
                    ],
                )

            codes = {}
            for name, req in (
                ("ok", commit(long_id, mid, gen, 0)),
                ("no partition", commit(long_id, mid, gen, 99)),
                ("stale", commit(long_id, mid, gen - 1, 0)),
                ("stranger", commit(long_id, "x", gen, 0)),
                ("metadata", commit(long_id, mid, gen, 1, "m" * 5000)),
            ):
                r = await send(long_id, req, 8)
                codes[name] = r.topics[0].partitions[0].error_code  # type: ignore[attr-defined]
            assert codes == {
                "ok": 0,
                "no partition": E.UNKNOWN_TOPIC_OR_PARTITION,
                "stale": E.ILLEGAL_GENERATION,
                "stranger": E.UNKNOWN_MEMBER_ID,
                "metadata": E.OFFSET_METADATA_TOO_LARGE,
            }
            hb = await send(long_id, HeartbeatRequest(group_id=long_id, generation_id=gen, member_id="ghost"), 4)
            assert hb.error_code == E.UNKNOWN_MEMBER_ID  # type: ignore[attr-defined]
            hb = await send(long_id, HeartbeatRequest(group_id=long_id, generation_id=gen + 5, member_id=mid), 4)
            assert hb.error_code == E.ILLEGAL_GENERATION  # type: ignore[attr-defined]
            # member metadata larger than a record of __consumer_offsets may be
            big = "big-metadata-group"
            bmid, bgen = await member_of(big, b"\x00\x00" + b"x" * 1_200_000)
            s = await send(big, S(group_id=big, generation_id=bgen, member_id=bmid, assignments=[]), 5)
            assert s.error_code == E.UNKNOWN_SERVER_ERROR  # type: ignore[attr-defined]
            # the group with the long id is untouched
            hb = await send(long_id, HeartbeatRequest(group_id=long_id, generation_id=gen, member_id=mid), 4)
            assert hb.error_code == 0  # type: ignore[attr-defined]
            f = await send(long_id, F(groups=[F.OffsetFetchRequestGroup(group_id=long_id, topics=None)]), 8)
            got = {
                p.partition_index: p.committed_offset
                for t in f.groups[0].topics  # type: ignore[attr-defined]
                for p in t.partitions
            }
            assert got == {0: 1}

    asyncio.run(go())
