"""Leader elections against real node processes (KIP-183 ElectLeaders, KIP-966 Unclean Recovery).

* confluent-kafka's `AdminClient.elect_leaders` and kafka-python 3's `KafkaAdminClient.elect_leaders` run preferred
  elections (after a broker restart moved leadership away from the preferred replica, with
  auto.leader.rebalance.enable=false) and unclean elections (a leaderless partition whose ISR and ELR members are
  gone: the live replica becomes leader, RECOVERING, as the committed metadata log shows);
* `python -m kraftpy leader-election` with the five election types (preferred, unclean, longest_log_aggressive,
  longest_log_balanced, designation), `--topic/--partition`, `--all-topic-partitions` and `--path-to-json-file`,
  checking its output lines and exit codes;
* the unclean recovery manager (unclean.recovery.manager.enabled=true): replicas that hold different amounts of
  data are all killed; Balanced waits for its LastKnownELR members (unclean_recovery_partitions_count shows the
  wait), then elects the longest log, whose records are all still there (unclean_recovery_finished_count counts
  it); with strategy None a leaderless partition waits for an operator
  (manual_leader_election_required_partition_count) until `kraftpy leader-election --election-type designation`.

One cluster for the module: controller 1 (alone, so that every broker can die; its Prometheus endpoint is scraped)
and brokers 2, 3, 4. The tests run in file order; each one deletes its topic at the end.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import subprocess
import sys
import time
import urllib.request
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest
from confluent_kafka import ElectionType as CkElectionType
from confluent_kafka import KafkaError, Producer
from confluent_kafka import TopicPartition as CkTopicPartition
from confluent_kafka.admin import AdminClient as CkAdminClient
from kafka import KafkaConsumer
from kafka import TopicPartition as KpTopicPartition
from kafka.admin import KafkaAdminClient

from kraftpy.admin.client import (
    AdminClient,
    AlterConfigOp,
    ConfigResource,
    NewTopic,
    PartitionInfo,
)
from kraftpy.metadata.records import decode_record
from kraftpy.node.metadata_log import METADATA_PARTITION_DIR, MetadataLog
from kraftpy.protocol.messages.metadata_records import PartitionChangeRecord
from kraftpy.raft.records import decode_log_batches
from kraftpy.storage.fs import RealFileSystem

from .cluster import REPO, Cluster, free_port

pytestmark = [pytest.mark.clients, pytest.mark.timeout(300)]

T = TypeVar("T")
BROKER = 4  # config resource type
RECOVERING = 1  # LeaderRecoveryState

OVERRIDES = {
    # brokers that die are fenced within ~2 s
    "broker.session.timeout.ms": "2000",
    "broker.heartbeat.interval.ms": "300",
    # leadership stays where elections put it (the preferred-election test needs it away from the preferred replica)
    "auto.leader.rebalance.enable": "false",
    "replica.fetch.wait.max.ms": "100",
    "replica.fetch.backoff.ms": "200",
}


# ============================================================================================== helpers


def poll(what: str, fn: Callable[[], T | None], cluster: Cluster, timeout: float = 30.0) -> T:
    """`fn()` until it returns something other than None/False; errors (a broker restarting) count as no."""
    deadline = time.monotonic() + timeout
    last: object = None
    while time.monotonic() < deadline:
        value: T | None = None
        try:
            value = fn()
        except Exception as e:  # a node restarting, a client timing out: ask again
            last = e
        else:
            last = value
        if value is not None and value is not False:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out waiting for {what} (last: {last!r})\n{cluster.logs()}")


def bootstrap(cluster: Cluster) -> str:
    """The broker listeners of the running brokers."""
    running = [n.broker_address for n in cluster.brokers if n.running]
    assert running, "no broker is running"
    return ",".join(running)


def admin_call(cluster: Cluster, fn: Callable[[AdminClient], Any]) -> Any:
    async def run() -> Any:
        async with AdminClient(bootstrap(cluster), request_timeout_ms=5000, default_api_timeout_ms=20000) as admin:
            return await fn(admin)

    return asyncio.run(run())


def describe(cluster: Cluster, topic: str) -> dict[int, PartitionInfo]:
    (desc,) = admin_call(cluster, lambda a: a.describe_topic_partitions([topic]))
    assert desc.error is None, desc.error
    return {p.partition: p for p in desc.partitions}


def topic_id(cluster: Cluster, topic: str) -> uuid.UUID:
    (desc,) = admin_call(cluster, lambda a: a.describe_topic_partitions([topic]))
    return desc.topic_id  # type: ignore[no-any-return]


def unfenced_brokers(cluster: Cluster) -> set[int]:
    desc = admin_call(cluster, lambda a: a.describe_cluster())
    return {n.node_id for n in desc.nodes if not n.is_fenced}


def wait_partitions(
    cluster: Cluster,
    topic: str,
    what: str,
    check: Callable[[dict[int, PartitionInfo]], bool],
    timeout: float = 30.0,
) -> dict[int, PartitionInfo]:
    def probe() -> dict[int, PartitionInfo] | None:
        parts = describe(cluster, topic)
        return parts if check(parts) else None

    return poll(f"{topic}: {what}", probe, cluster, timeout)


def wait_brokers(cluster: Cluster, what: str, check: Callable[[set[int]], bool]) -> None:
    poll(what, lambda: check(unfenced_brokers(cluster)), cluster)


def create_topic(cluster: Cluster, topic: NewTopic) -> None:
    results = admin_call(cluster, lambda a: a.create_topics([topic]))
    assert results[topic.name].error is None, results[topic.name].error


def delete_topic(cluster: Cluster, topic: str) -> None:
    results = admin_call(cluster, lambda a: a.delete_topics([topic]))
    assert results[topic].error is None, results[topic].error


def scrape(cluster: Cluster) -> dict[str, float]:
    """The controller's Prometheus metrics (name -> value, unlabelled samples)."""
    address = cluster.nodes[1].overrides["kraftpy.metrics.listener"]
    with urllib.request.urlopen(f"http://{address}/metrics", timeout=5) as r:
        text = r.read().decode()
    out = {}
    for line in text.splitlines():
        if line and not line.startswith("#") and "{" not in line:
            name, value = line.split()[:2]
            out[name] = float(value)
    return out


UNCLEAN_ELECTIONS = "kafka_controller_unclean_leader_elections_total"
RECOVERIES = "kafka_controller_unclean_recovery_partitions_count"
RECOVERIES_FINISHED = "kafka_controller_unclean_recovery_finished_count_total"
MANUAL = "kafka_controller_manual_leader_election_required_partition_count"


def wait_metric(cluster: Cluster, name: str, value: float) -> dict[str, float]:
    def probe() -> dict[str, float] | None:
        m = scrape(cluster)
        return m if m.get(name) == value else None

    return poll(f"{name} == {value}", probe, cluster)


def produce(cluster: Cluster, topic: str, partition: int, values: list[bytes], acks: str) -> None:
    producer = Producer(
        {"bootstrap.servers": bootstrap(cluster), "acks": acks, "linger.ms": 0, "message.timeout.ms": 30000}
    )
    errors: list[Any] = []
    for v in values:
        producer.produce(topic, v, partition=partition, on_delivery=lambda err, _msg: errors.append(err))
    assert producer.flush(40) == 0, "records still undelivered"
    assert errors == [None] * len(values), errors


def read_partition(cluster: Cluster, topic: str, partition: int) -> list[bytes]:
    """Every record value of the partition up to its high watermark (kafka-python, no consumer group)."""
    consumer = KafkaConsumer(
        bootstrap_servers=bootstrap(cluster),
        group_id=None,
        enable_auto_commit=False,
        request_timeout_ms=10000,
    )
    try:
        tp = KpTopicPartition(topic, partition)
        consumer.assign([tp])
        end = consumer.end_offsets([tp])[tp]
        consumer.seek_to_beginning(tp)
        values: list[bytes] = []
        deadline = time.monotonic() + 20
        while consumer.position(tp) < end and time.monotonic() < deadline:
            for records in consumer.poll(timeout_ms=500).values():
                values.extend(r.value for r in records if r.offset < end)
        assert consumer.position(tp) >= end, f"could not read {topic}-{partition} up to {end}"
        return values
    finally:
        consumer.close()


def end_offset(cluster: Cluster, topic: str, partition: int) -> int:
    consumer = KafkaConsumer(bootstrap_servers=bootstrap(cluster), group_id=None, request_timeout_ms=10000)
    try:
        tp = KpTopicPartition(topic, partition)
        return int(consumer.end_offsets([tp])[tp])
    finally:
        consumer.close()


def leader_election(cluster: Cluster, *args: str) -> subprocess.CompletedProcess[str]:
    """`python -m kraftpy leader-election --bootstrap-server <running brokers> ARGS`."""
    env = dict(os.environ)
    env["PYTHONPATH"] = str(REPO) + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run(
        [sys.executable, "-m", "kraftpy", "leader-election", "--bootstrap-server", bootstrap(cluster), *args],
        capture_output=True,
        text=True,
        cwd=str(REPO),
        env=env,
        timeout=120,
        check=False,
    )


def write_json(directory: Path, name: str, partitions: list[dict[str, Any]]) -> str:
    path = directory / name
    path.write_text(json.dumps({"partitions": partitions}))
    return str(path)


def partition_changes(cluster: Cluster, scratch: Path, tid: uuid.UUID) -> list[PartitionChangeRecord]:
    """The PartitionChangeRecords of topic `tid` in controller 1's metadata log, read from a copy of its log
    directory (the controller keeps running; recovery of the copy drops a batch being written)."""
    copy = scratch / f"metadata-{time.monotonic_ns()}"
    shutil.copytree(cluster.nodes[1].data_dir / METADATA_PARTITION_DIR, copy)
    log = MetadataLog.open(RealFileSystem(), str(copy), lambda: time.time_ns() // 1_000_000)
    try:
        out = []
        pos = log.start_offset
        while pos < log.end_offset:
            data = log.read(pos, 1 << 20)
            if not data:
                break
            batches = [b for b in decode_log_batches(data) if b.last_offset >= pos]
            for batch in batches:
                for value in batch.records:
                    record, _ = decode_record(value)
                    if isinstance(record, PartitionChangeRecord) and record.topic_id == tid:
                        out.append(record)
            pos = batches[-1].last_offset + 1
        return out
    finally:
        log.close()


def elected_recovering(changes: list[PartitionChangeRecord], partition: int, leader: int) -> bool:
    """A change of `partition` that made `leader` the leader and marked it RECOVERING."""
    return any(
        c.partition_id == partition and c.leader == leader and c.leader_recovery_state == RECOVERING for c in changes
    )


# ============================================================================================== cluster


@pytest.fixture(scope="module")
def cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Cluster]:
    root = tmp_path_factory.mktemp("elections")
    with Cluster(root, controllers=1, brokers=3, overrides=OVERRIDES) as c:
        c.nodes[1].overrides["kraftpy.metrics.listener"] = f"127.0.0.1:{free_port()}"
        c.start_all()
        wait_brokers(c, "brokers 2, 3 and 4 unfenced", lambda b: b == {2, 3, 4})
        # KIP-966 unclean recovery instead of the delivery-plan elections, for the whole cluster (dynamic)
        answer = admin_call(
            c,
            lambda a: a.incremental_alter_configs(
                {ConfigResource(BROKER, ""): [AlterConfigOp("unclean.recovery.manager.enabled", "true")]}
            ),
        )
        assert answer == {ConfigResource(BROKER, ""): None}
        yield c


# ================================================================================================ tests


def test_preferred_elections(cluster: Cluster, tmp_path: Path) -> None:
    # broker 2 is the preferred replica of every partition
    assignment = {0: [2, 3, 4], 1: [2, 4, 3], 2: [2, 3, 4], 3: [2, 4, 3]}
    create_topic(cluster, NewTopic("pref", replica_assignments=assignment))
    wait_partitions(
        cluster,
        "pref",
        "led by 2 with full ISRs",
        lambda ps: len(ps) == 4 and all(p.leader == 2 and len(p.isr) == 3 for p in ps.values()),
    )

    # broker 2 restarts (controlled shutdown): leadership moves away, and stays away once it is back
    assert cluster.stop(2) == 0
    wait_partitions(cluster, "pref", "led by 3 or 4", lambda ps: all(p.leader in (3, 4) for p in ps.values()))

    # the preferred replica is down: Kafka's error line for the partition, exit code 1
    run = leader_election(cluster, "--election-type", "preferred", "--topic", "pref", "--partition", "0")
    assert run.returncode == 1, run
    assert run.stdout.startswith(
        "Error completing leader election (PREFERRED) for partition: pref-0: PREFERRED_LEADER_NOT_AVAILABLE"
    ), run
    assert run.stderr.endswith("1 replica(s) could not be elected\n"), run

    cluster.start(2)
    parts = wait_partitions(cluster, "pref", "2 back in every ISR", lambda ps: all(2 in p.isr for p in ps.values()))
    assert all(p.leader in (3, 4) for p in parts.values()), parts

    # confluent-kafka: a preferred election of pref-0
    ck = CkAdminClient({"bootstrap.servers": bootstrap(cluster)})
    result = ck.elect_leaders(CkElectionType.PREFERRED, [CkTopicPartition("pref", 0)]).result(30)
    assert {(tp.topic, tp.partition): err for tp, err in result.items()} == {("pref", 0): None}
    wait_partitions(cluster, "pref", "pref-0 led by 2", lambda ps: ps[0].leader == 2, timeout=10)
    # again: nothing to do (ELECTION_NOT_NEEDED for the partition)
    result = ck.elect_leaders(CkElectionType.PREFERRED, [CkTopicPartition("pref", 0)]).result(30)
    (err,) = result.values()
    assert isinstance(err, KafkaError) and err.code() == KafkaError.ELECTION_NOT_NEEDED, result

    # kafka-python 3: a preferred election of pref-1
    kp = KafkaAdminClient(bootstrap_servers=bootstrap(cluster), request_timeout_ms=30000)
    try:
        response = kp.elect_leaders(0, {"pref": [1]})
    finally:
        kp.close()
    assert response.error_code == 0
    (topic_result,) = response.replica_election_results
    assert topic_result.topic == "pref"
    assert [(p.partition_id, p.error_code) for p in topic_result.partition_result] == [(1, 0)]
    wait_partitions(cluster, "pref", "pref-1 led by 2", lambda ps: ps[1].leader == 2, timeout=10)

    # kraftpy leader-election --topic/--partition
    run = leader_election(cluster, "--election-type", "preferred", "--topic", "pref", "--partition", "2")
    assert (run.returncode, run.stdout, run.stderr) == (
        0,
        "Successfully completed leader election (PREFERRED) for partitions pref-2\n",
        "",
    ), run
    # a JSON file naming partitions already led by their preferred replica
    path = write_json(
        tmp_path, "preferred.json", [{"topic": "pref", "partition": 0}, {"topic": "pref", "partition": 2}]
    )
    run = leader_election(cluster, "--election-type", "PREFERRED", "--path-to-json-file", path)
    assert (run.returncode, run.stdout, run.stderr) == (
        0,
        "Valid replica already elected for partitions pref-0, pref-2\n",
        "",
    ), run
    # --all-topic-partitions: only pref-3 still needs the election (partitions that need none are not listed)
    run = leader_election(cluster, "--election-type", "preferred", "--all-topic-partitions")
    assert (run.returncode, run.stdout, run.stderr) == (
        0,
        "Successfully completed leader election (PREFERRED) for partitions pref-3\n",
        "",
    ), run
    parts = wait_partitions(
        cluster, "pref", "every partition led by 2", lambda ps: all(p.leader == 2 for p in ps.values())
    )
    # nothing left to do: no output, success
    run = leader_election(cluster, "--election-type", "preferred", "--all-topic-partitions")
    assert (run.returncode, run.stdout, run.stderr) == (0, "", ""), run
    delete_topic(cluster, "pref")


def test_unclean_and_operator_elections(cluster: Cluster, tmp_path: Path) -> None:
    """Brokers 3 and 4 hold "elect" (strategy None: leaderless partitions wait for an operator)."""
    create_topic(
        cluster,
        NewTopic(
            "elect",
            replica_assignments={i: [3, 4] for i in range(6)},
            configs={"unclean.recovery.strategy": "None"},
        ),
    )
    wait_partitions(
        cluster, "elect", "ISR [3, 4]", lambda ps: len(ps) == 6 and all(p.isr == (3, 4) for p in ps.values())
    )
    tid = topic_id(cluster, "elect")
    before = {i: [f"p{i}-before-{j}".encode() for j in range(5)] for i in range(6)}
    after = {i: [f"p{i}-after-{j}".encode() for j in range(5)] for i in range(6)}
    for i in range(6):
        produce(cluster, "elect", i, before[i], "all")

    # 4 stops cleanly; 3 alone takes more records; then 3 is killed: ISR [], ELR [3]
    assert cluster.stop(4) == 0
    wait_partitions(cluster, "elect", "ISR [3]", lambda ps: all(p.isr == (3,) for p in ps.values()))
    for i in range(6):
        produce(cluster, "elect", i, after[i], "all")
    cluster.kill(3)
    parts = wait_partitions(cluster, "elect", "no leader", lambda ps: all(p.leader is None for p in ps.values()))
    assert all((p.isr, p.elr, p.last_known_leader) == ((), (3,), 3) for p in parts.values()), parts
    # 4 comes back: it is neither in the ISR nor in the ELR, so nothing elects it by itself
    cluster.start(4)
    wait_brokers(cluster, "4 unfenced", lambda b: b == {2, 4})
    assert all(p.leader is None for p in describe(cluster, "elect").values())
    m0 = scrape(cluster)

    # confluent-kafka: unclean election of elect-0 -> 4, the only live replica
    ck = CkAdminClient({"bootstrap.servers": bootstrap(cluster)})
    result = ck.elect_leaders(CkElectionType.UNCLEAN, [CkTopicPartition("elect", 0)]).result(30)
    assert {(tp.topic, tp.partition): err for tp, err in result.items()} == {("elect", 0): None}
    # kafka-python 3: unclean election of elect-1
    kp = KafkaAdminClient(bootstrap_servers=bootstrap(cluster), request_timeout_ms=30000)
    try:
        response = kp.elect_leaders(1, {"elect": [1]})
    finally:
        kp.close()
    assert [(p.partition_id, p.error_code) for r in response.replica_election_results for p in r.partition_result] == [
        (1, 0)
    ]
    # kraftpy: unclean (elect-2) and longest-log aggressive (elect-3: an unclean recovery asking the live replicas)
    run = leader_election(cluster, "--election-type", "unclean", "--topic", "elect", "--partition", "2")
    assert (run.returncode, run.stdout, run.stderr) == (
        0,
        "Successfully completed leader election (UNCLEAN) for partitions elect-2\n",
        "",
    ), run
    run = leader_election(cluster, "--election-type", "longest_log_aggressive", "--topic", "elect", "--partition", "3")
    assert (run.returncode, run.stdout, run.stderr) == (
        0,
        "Successfully completed leader election (LONGEST_LOG_AGGRESSIVE) for partitions elect-3\n",
        "",
    ), run
    # longest-log balanced waits while an ELR member (3) is fenced: the election is refused
    run = leader_election(cluster, "--election-type", "longest_log_balanced", "--topic", "elect", "--partition", "4")
    assert run.returncode == 1, run
    assert run.stdout.startswith(
        "Error completing leader election (LONGEST_LOG_BALANCED) for partition: elect-4: ELIGIBLE_LEADERS_NOT_AVAILABLE"
    ), run
    assert run.stderr == "1 replica(s) could not be elected\n", run

    parts = wait_partitions(
        cluster,
        "elect",
        "elect-0..3 led by 4",
        lambda ps: all(ps[i].leader == 4 for i in range(4)),
        timeout=10,
    )
    for i in range(4):
        assert parts[i].isr == (4,) and parts[i].elr == (), parts[i]
    assert parts[4].leader is None and parts[5].leader is None
    m1 = scrape(cluster)
    assert m1[UNCLEAN_ELECTIONS] - m0[UNCLEAN_ELECTIONS] == 4
    assert m1[RECOVERIES_FINISHED] - m0[RECOVERIES_FINISHED] == 1  # elect-3's recovery
    # each new leader was elected RECOVERING (as controller 1's metadata log shows)
    changes = partition_changes(cluster, tmp_path, tid)
    for i in range(4):
        assert elected_recovering(changes, i, 4), (i, changes)
    # unclean: what only 3 had is gone from elect-0
    assert read_partition(cluster, "elect", 0) == before[0]

    # 3 comes back after its kill -9: an unclean shutdown takes it out of the ELR (into LastKnownELR), so elect-4
    # and elect-5 have no ISR, no ELR, and with strategy None wait for an operator
    cluster.start(3)
    parts = wait_partitions(
        cluster,
        "elect",
        "3 in LastKnownELR",
        lambda ps: all(ps[i].elr == () and ps[i].last_known_elr == (3,) for i in (4, 5)),
    )
    assert parts[4].leader is None and parts[5].leader is None
    wait_metric(cluster, MANUAL, 2)

    # longest-log balanced, from a JSON file: 3 and 4 are asked; 3's log is the longest, every record is there
    path = write_json(tmp_path, "balanced.json", [{"topic": "elect", "partition": 4}])
    run = leader_election(cluster, "--election-type", "longest_log_balanced", "--path-to-json-file", path)
    assert (run.returncode, run.stdout, run.stderr) == (
        0,
        "Successfully completed leader election (LONGEST_LOG_BALANCED) for partitions elect-4\n",
        "",
    ), run
    wait_partitions(cluster, "elect", "elect-4 led by 3", lambda ps: ps[4].leader == 3, timeout=10)
    wait_metric(cluster, MANUAL, 1)
    poll("elect-4 readable to its end", lambda: end_offset(cluster, "elect", 4) == 10, cluster)
    assert read_partition(cluster, "elect", 4) == before[4] + after[4]

    # designation: the operator picks 4 for elect-5 (the shorter log: the operator's call)
    path = write_json(tmp_path, "designation.json", [{"topic": "elect", "partition": 5, "desiredLeader": 4}])
    run = leader_election(cluster, "--election-type", "designation", "--path-to-json-file", path)
    assert (run.returncode, run.stdout, run.stderr) == (
        0,
        "Successfully completed leader election (DESIGNATION) for partitions elect-5\n",
        "",
    ), run
    wait_partitions(cluster, "elect", "elect-5 led by 4", lambda ps: ps[5].leader == 4, timeout=10)
    m2 = wait_metric(cluster, MANUAL, 0)
    assert m2[RECOVERIES_FINISHED] - m0[RECOVERIES_FINISHED] == 2  # elect-3 and elect-4
    assert elected_recovering(partition_changes(cluster, tmp_path, tid), 5, 4)
    delete_topic(cluster, "elect")


def test_unclean_recovery_manager_elects_the_longest_log(cluster: Cluster) -> None:
    """RF 3 on 2, 3, 4 with min ISR 2 and the Balanced strategy (the default). Records are produced while the
    replicas die one by one, so 2 holds A+B+C, 3 holds A+B and 4 holds A."""
    create_topic(cluster, NewTopic("longest", replica_assignments={0: [2, 3, 4]}, configs={"min.insync.replicas": "2"}))
    wait_partitions(cluster, "longest", "ISR [2, 3, 4]", lambda ps: ps[0].isr == (2, 3, 4))
    a = [f"a{j}".encode() for j in range(10)]
    b = [f"b{j}".encode() for j in range(10)]
    c = [f"c{j}".encode() for j in range(10)]
    produce(cluster, "longest", 0, a, "all")
    cluster.kill(4)
    wait_partitions(cluster, "longest", "ISR [2, 3]", lambda ps: ps[0].isr == (2, 3))
    produce(cluster, "longest", 0, b, "all")
    cluster.kill(3)
    wait_partitions(cluster, "longest", "ISR [2], ELR [3]", lambda ps: ps[0].isr == (2,) and ps[0].elr == (3,))
    produce(cluster, "longest", 0, c, "1")  # below min ISR: only acks=1 succeeds, the HWM stays behind
    cluster.kill(2)
    # every replica is gone uncleanly; 4 comes back first (not eligible) to show the state
    cluster.start(4)
    parts = wait_partitions(
        cluster, "longest", "no leader, ELR [2, 3]", lambda ps: ps[0].leader is None and ps[0].elr == (2, 3)
    )
    assert parts[0].isr == () and parts[0].last_known_leader == 2
    m0 = scrape(cluster)

    # 3 comes back (unclean): out of the ELR into LastKnownELR; then it dies again and is fenced
    cluster.start(3)
    wait_partitions(
        cluster,
        "longest",
        "ELR [2], LastKnownELR [3]",
        lambda ps: ps[0].elr == (2,) and ps[0].last_known_elr == (3,),
    )
    wait_brokers(cluster, "3 unfenced", lambda brokers: 3 in brokers)
    cluster.kill(3)
    wait_brokers(cluster, "3 fenced", lambda brokers: 3 not in brokers)
    # 2 comes back (unclean): ELR empty, LastKnownELR [2, 3], 3 fenced: Balanced waits for it (a live recovery)
    cluster.start(2)
    parts = wait_partitions(
        cluster,
        "longest",
        "ELR [], LastKnownELR [2, 3]",
        lambda ps: ps[0].elr == () and set(ps[0].last_known_elr) == {2, 3},
    )
    assert parts[0].leader is None
    wait_metric(cluster, RECOVERIES, 1)
    assert describe(cluster, "longest")[0].leader is None

    # 3 is back: the recovery asks 2, 3 and 4 and elects 2, the longest log, though it was not the last to return
    cluster.start(3)
    parts = wait_partitions(cluster, "longest", "2 elected", lambda ps: ps[0].leader == 2)
    m1 = wait_metric(cluster, RECOVERIES, 0)
    assert m1[RECOVERIES_FINISHED] - m0[RECOVERIES_FINISHED] == 1
    # the followers catch up, the ISR reaches min ISR again and the high watermark covers every record
    poll("longest-0 readable to its end", lambda: end_offset(cluster, "longest", 0) == 30, cluster)
    assert read_partition(cluster, "longest", 0) == a + b + c
    delete_topic(cluster, "longest")
