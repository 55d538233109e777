"""The top-level compose.yaml, unchanged, on a real Docker engine: 3 controllers, 3 brokers and Prometheus.

One cluster for the module (project `kraftpytest`; it takes the host ports of compose.yaml: 9090, 9092-9094). The
tests run in order and share it:

* compose up to healthy; kafka-python 3 and confluent-kafka on the host create a topic (RF 3, min ISR 2), produce
  with acks=all and consume; a client in another container uses the internal listeners; `kraftpy topics
  --describe` and `kraftpy metadata-quorum describe --status` from the host, and --bootstrap-controller inside;
* Prometheus: every target up, the alert rules loaded (and promtool's checks and unit tests pass);
* while a producer writes with acks=all in the background: brokers stopped cleanly until the partitions have no
  leader (a cleanly stopped broker stays in the ELR and is elected when it returns; the under-min-ISR alert fires
  while two brokers are stopped and clears after), a broker killed (unclean: no marker, an unclean registration),
  a broker and then the active controller cut off with `docker network disconnect`, and a restart of every
  container. After each: partitions led again, the metrics show what happened; at the end no acknowledged record
  is missing;
* every query of the Grafana dashboard (docker/grafana/dashboards/kraftpy.json) returns data from this Prometheus.
"""

from __future__ import annotations

import json
import subprocess
import sys
import threading
import time
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import kafka
import pytest
from confluent_kafka import Consumer as CkConsumer
from confluent_kafka import KafkaError
from confluent_kafka import Producer as CkProducer
from confluent_kafka import TopicPartition as CkTopicPartition
from kafka import KafkaConsumer, KafkaProducer
from kafka import TopicPartition as KpTopicPartition
from kafka.admin import KafkaAdminClient, NewTopic

from .conftest import IMAGE, REPO, Docker, DockerError, port_free

pytestmark = [pytest.mark.docker, pytest.mark.timeout(1200)]  # the first test also prepares the engine and images

T = TypeVar("T")
PROJECT = "kraftpytest"
CONTROLLERS = {1: "controller-1", 2: "controller-2", 3: "controller-3"}
BROKERS = {4: "broker-4", 5: "broker-5", 6: "broker-6"}
HOST_PORTS = {4: 9092, 5: 9093, 6: 9094}
PROMETHEUS = "http://localhost:9090"
TOPIC = "orders"
PARTITIONS = 3
DASHBOARD = REPO / "docker" / "grafana" / "dashboards" / "kraftpy.json"
FIGURES: dict[str, float] = {}


def wait_for(
    what: str,
    check: Callable[[], T | None],
    timeout: float = 60.0,
    interval: float = 0.5,
    details: Callable[[], str] | None = None,
) -> T:
    """The first truthy value of `check()`; exceptions count as not yet (the cluster may be changing)."""
    deadline = time.monotonic() + timeout
    last: object = None
    while True:
        try:
            value = check()
            if value:
                return value
            last = value
        except Exception as e:  # a broker restarting, a controller failing over: ask again
            last = e
        if time.monotonic() > deadline:
            extra = f"\n{details()}" if details is not None else ""
            raise AssertionError(f"timed out after {timeout:.0f} s waiting for {what}; last: {last!r}{extra}")
        time.sleep(interval)


# ============================================================================================ the cluster


@dataclass
class ComposeCluster:
    docker: Docker
    project: str = PROJECT
    names: dict[str, str] = field(default_factory=dict)
    network: str = ""

    def compose(self, *args: str, check: bool = True, timeout: float = 300.0) -> subprocess.CompletedProcess[str]:
        return self.docker.compose(self.project, *args, check=check, timeout=timeout)

    def container(self, service: str) -> str:
        name = self.names.get(service)
        if name is None:
            r = self.docker.run(
                "ps",
                "-a",
                "--filter",
                f"label=com.docker.compose.project={self.project}",
                "--filter",
                f"label=com.docker.compose.service={service}",
                "--format",
                "{{.Names}}",
            )
            found = r.stdout.split()
            assert len(found) == 1, f"containers of {service}: {found}"
            name = self.names[service] = found[0]
        return name

    def node(self, node_id: int) -> str:
        return self.container({**CONTROLLERS, **BROKERS}[node_id])

    def running(self, node_id: int) -> bool:
        return bool(self.docker.inspect(self.node(node_id))["State"]["Running"])

    def bootstrap(self, exclude: set[int] = frozenset()) -> str:  # type: ignore[assignment]
        return ",".join(f"localhost:{HOST_PORTS[b]}" for b in BROKERS if b not in exclude and self.running(b))

    def wait_healthy(self, node_ids: list[int] | None = None, timeout: float = 180.0) -> float:
        ids = list(CONTROLLERS) + list(BROKERS) if node_ids is None else node_ids
        return self.docker.wait_healthy([self.node(i) for i in ids], timeout=timeout)

    def logs(self) -> str:
        parts = []
        for node_id in [*CONTROLLERS, *BROKERS]:
            parts.append(f"----- node {node_id} -----\n{self.docker.logs(self.node(node_id), tail=25)}")
        return "\n".join(parts)

    # -- partitions ----------------------------------------------------------------------------------------

    def partitions(self, topic: str = TOPIC, exclude: set[int] = frozenset()) -> list[dict[str, Any]]:  # type: ignore[assignment]
        """DescribeTopicPartitions through kafka-python 3 (leader, ISR, ELR, last known ELR)."""
        admin = KafkaAdminClient(bootstrap_servers=self.bootstrap(exclude), request_timeout_ms=5000)
        try:
            result = admin.describe_topic_partitions([topic])
        finally:
            admin.close()
        (t,) = result["topics"]
        assert t["error_code"] == 0, t
        return sorted(t["partitions"], key=lambda p: p["partition_index"])

    def wait_partitions(
        self, what: str, check: Callable[[dict[str, Any]], bool], timeout: float = 60.0, exclude: set[int] = frozenset()
    ) -> list[dict[str, Any]]:  # type: ignore[assignment]
        def every() -> list[dict[str, Any]] | None:
            ps = self.partitions(exclude=exclude)
            return ps if len(ps) == PARTITIONS and all(check(p) for p in ps) else None

        return wait_for(what, every, timeout, details=lambda: f"{self.describe()}\n{self.logs()}")

    def describe(self) -> str:
        r = kraftpy("topics", "--bootstrap-server", self.bootstrap(), "--describe", "--topic", TOPIC, check=False)
        return r.stdout + r.stderr

    def wait_full_isr(self, timeout: float = 90.0) -> list[dict[str, Any]]:
        return self.wait_partitions(
            "every partition led with ISR 4,5,6 and no ELR",
            lambda p: (
                p["leader_id"] in BROKERS and sorted(p["isr_nodes"]) == [4, 5, 6] and not p["eligible_leader_replicas"]
            ),
            timeout,
        )

    # -- quorum --------------------------------------------------------------------------------------------

    def quorum_status(self) -> dict[str, str]:
        r = kraftpy("metadata-quorum", "--bootstrap-server", self.bootstrap(), "describe", "--status")
        return {line[:24].strip().rstrip(":"): line[24:].strip() for line in r.stdout.splitlines()}

    def quorum_leader(self) -> int:
        return int(self.quorum_status()["LeaderId"])


def kraftpy(*args: str, check: bool = True, timeout: float = 60.0) -> subprocess.CompletedProcess[str]:
    r = subprocess.run(
        [sys.executable, "-m", "kraftpy", *args], capture_output=True, text=True, timeout=timeout, cwd=str(REPO)
    )
    if check and r.returncode != 0:
        raise AssertionError(f"kraftpy {' '.join(args)} exited with {r.returncode}:\n{r.stdout}\n{r.stderr}")
    return r


# ============================================================================================ Prometheus


def prometheus(path: str, **params: str) -> Any:
    url = f"{PROMETHEUS}{path}" + (f"?{urllib.parse.urlencode(params)}" if params else "")
    with urllib.request.urlopen(url, timeout=10) as response:
        body = json.loads(response.read())
    assert body["status"] == "success", body
    return body["data"]


def query(expr: str) -> list[dict[str, Any]]:
    return prometheus("/api/v1/query", query=expr)["result"]  # type: ignore[no-any-return]


def scalar(expr: str) -> float | None:
    result = query(expr)
    return float(result[0]["value"][1]) if result else None


def firing(alert: str) -> bool:
    return any(
        a["labels"]["alertname"] == alert and a["state"] == "firing" for a in prometheus("/api/v1/alerts")["alerts"]
    )


# ============================================================================================ records


@dataclass
class Ledger:
    """What a producer was told: acknowledged records (value -> (partition, offset)) and failures."""

    lock: threading.Lock = field(default_factory=threading.Lock)
    acked: dict[bytes, tuple[int, int]] = field(default_factory=dict)
    failed: dict[bytes, str] = field(default_factory=dict)

    def ok(self, value: bytes, partition: int, offset: int) -> None:
        with self.lock:
            self.acked[value] = (partition, offset)

    def fail(self, value: bytes, error: str) -> None:
        with self.lock:
            self.failed[value] = error

    def count(self) -> int:
        with self.lock:
            return len(self.acked)

    def wait_more(self, n: int, what: str, timeout: float = 60.0) -> None:
        base = self.count()
        wait_for(f"{n} more acknowledged records ({what})", lambda: self.count() >= base + n, timeout)


class BackgroundProducer(threading.Thread):
    """confluent-kafka, acks=all and idempotent, about 100 records a second until stopped."""

    def __init__(self, bootstrap: str, ledger: Ledger) -> None:
        super().__init__(daemon=True, name="background-producer")
        self.bootstrap = bootstrap
        self.ledger = ledger
        self.halt = threading.Event()
        self.error: BaseException | None = None
        self.sent = 0

    def run(self) -> None:
        try:
            producer = CkProducer(
                {
                    "bootstrap.servers": self.bootstrap,
                    "acks": "all",
                    "enable.idempotence": True,
                    "linger.ms": 5,
                    "message.timeout.ms": 30000,
                    "retry.backoff.ms": 100,
                    "topic.metadata.refresh.interval.ms": 2000,
                    "reconnect.backoff.max.ms": 1000,
                }
            )

            def delivered(err: KafkaError | None, msg: Any) -> None:
                if err is None:
                    self.ledger.ok(msg.value(), msg.partition(), msg.offset())
                else:
                    self.ledger.fail(msg.value(), str(err))

            while not self.halt.is_set():
                if len(producer) < 2000:
                    value = f"background-{self.sent:07d}".encode()
                    producer.produce(TOPIC, value=value, key=value, on_delivery=delivered)
                    self.sent += 1
                producer.poll(0.01)
            producer.flush(60)
        except BaseException as e:
            self.error = e

    def stop(self) -> None:
        self.halt.set()
        self.join(90)
        assert not self.is_alive(), "the background producer did not finish"
        if self.error is not None:
            raise self.error


def cluster_partitions(bootstrap: str) -> int:
    """Partitions of every topic the brokers' metadata lists (internal topics included)."""
    from confluent_kafka.admin import AdminClient

    topics = AdminClient({"bootstrap.servers": bootstrap}).list_topics(timeout=20).topics
    return sum(len(t.partitions) for t in topics.values())


def consume_all(bootstrap: str, topic: str = TOPIC) -> dict[bytes, tuple[int, int]]:
    """Every record of the topic (confluent-kafka, assigned partitions from offset 0 up to the high watermarks)."""
    consumer = CkConsumer(
        {
            "bootstrap.servers": bootstrap,
            "group.id": "unused-assign-only",
            "enable.auto.commit": False,
            "fetch.wait.max.ms": 100,
        }
    )
    try:
        ends = {p: consumer.get_watermark_offsets(CkTopicPartition(topic, p), timeout=20)[1] for p in range(PARTITIONS)}
        consumer.assign([CkTopicPartition(topic, p, 0) for p in range(PARTITIONS)])
        got: dict[bytes, tuple[int, int]] = {}
        positions = dict.fromkeys(ends, 0)
        deadline = time.monotonic() + 120
        while any(positions[p] < ends[p] for p in ends) and time.monotonic() < deadline:
            for m in consumer.consume(1000, 0.5):
                if m.error() is not None:
                    assert not m.error().fatal(), m.error()
                    continue
                got[m.value()] = (m.partition(), m.offset())
                positions[m.partition()] = max(positions[m.partition()], m.offset() + 1)
        assert all(positions[p] >= ends[p] for p in ends), (positions, ends)
        return got
    finally:
        consumer.close()


# ============================================================================================ fixtures


@pytest.fixture(scope="module")
def cluster(docker: Docker) -> Iterator[ComposeCluster]:
    c = ComposeCluster(docker)
    c.compose("down", "-v", "--remove-orphans", check=False)
    busy = [p for p in (9090, *HOST_PORTS.values()) if not port_free(p)]
    if busy:
        raise DockerError(f"host ports {busy} are in use: compose.yaml publishes 9090 and 9092-9094")
    start = time.monotonic()
    try:
        c.compose("up", "-d", timeout=600)
        c.wait_healthy(timeout=240)
        FIGURES["compose up to healthy (s)"] = time.monotonic() - start
        c.network = next(iter(docker.inspect(c.node(1))["NetworkSettings"]["Networks"]))
        yield c
    finally:
        c.compose("down", "-v", "--remove-orphans", "-t", "10", check=False, timeout=300)
        for name, value in FIGURES.items():
            print(f"{name}: {value:.1f}")


@pytest.fixture(scope="module")
def ledger() -> Ledger:
    return Ledger()


@pytest.fixture(scope="module")
def producer(cluster: ComposeCluster, ledger: Ledger) -> Iterator[BackgroundProducer]:
    p = BackgroundProducer(cluster.bootstrap(), ledger)
    p.start()
    yield p
    if p.is_alive():
        p.stop()


@pytest.fixture
def restore(cluster: ComposeCluster) -> Iterator[None]:
    """After a fault test, whatever happened in it: every node running and on the network again."""
    yield
    for node_id in [*CONTROLLERS, *BROKERS]:
        name = cluster.node(node_id)
        info = cluster.docker.inspect(name)
        if cluster.network not in info["NetworkSettings"]["Networks"]:
            alias = {**CONTROLLERS, **BROKERS}[node_id]
            cluster.docker.run("network", "connect", "--alias", alias, cluster.network, name, check=False)
        if not info["State"]["Running"]:
            cluster.docker.run("start", name, check=False)


# ============================================================================================ the tests


def test_compose_up_to_healthy(cluster: ComposeCluster) -> None:
    for node_id in [*CONTROLLERS, *BROKERS]:
        log = cluster.docker.inspect(cluster.node(node_id))["State"]["Health"]["Log"][-1]
        assert log["ExitCode"] == 0
        role = "controller" if node_id in CONTROLLERS else "broker registered and unfenced"
        assert log["Output"].startswith(f"node {node_id} is healthy: {role}"), log
    assert cluster.docker.inspect(cluster.container("prometheus"))["State"]["Running"]
    # the same network, one id per node
    for node_id in [*CONTROLLERS, *BROKERS]:
        assert cluster.network in cluster.docker.inspect(cluster.node(node_id))["NetworkSettings"]["Networks"]


def test_host_clients_create_produce_consume(cluster: ComposeCluster, ledger: Ledger) -> None:
    bootstrap = cluster.bootstrap()
    admin = KafkaAdminClient(bootstrap_servers=bootstrap, request_timeout_ms=20000)
    try:
        admin.create_topics([NewTopic(TOPIC, PARTITIONS, 3, topic_configs={"min.insync.replicas": "2"})])
    finally:
        admin.close()
    cluster.wait_full_isr()

    # kafka-python 3 and confluent-kafka produce with acks=all
    kp = KafkaProducer(bootstrap_servers=bootstrap, acks="all")
    futures = [
        (f"kafka-python-{i}".encode(), kp.send(TOPIC, value=f"kafka-python-{i}".encode(), partition=i % 3))
        for i in range(60)
    ]
    for value, future in futures:
        md = future.get(timeout=30)
        ledger.ok(value, md.partition, md.offset)
    kp.close()
    ck = CkProducer({"bootstrap.servers": bootstrap, "acks": "all", "enable.idempotence": True})
    for i in range(60):
        value = f"confluent-{i}".encode()
        ck.produce(
            TOPIC,
            value=value,
            partition=i % 3,
            on_delivery=lambda err, msg: (
                ledger.ok(msg.value(), msg.partition(), msg.offset())
                if err is None
                else ledger.fail(msg.value(), str(err))
            ),
        )
    assert ck.flush(30) == 0
    assert ledger.count() == 120 and not ledger.failed

    # both read every record back, at the offsets the producers were told
    got = consume_all(bootstrap)
    assert {v: got.get(v) for v in ledger.acked} == ledger.acked
    consumer = KafkaConsumer(bootstrap_servers=bootstrap, consumer_timeout_ms=10000, enable_auto_commit=False)
    consumer.assign([KpTopicPartition(TOPIC, p) for p in range(PARTITIONS)])
    consumer.seek_to_beginning()
    read = {m.value: (m.partition, m.offset) for m in consumer if m.value is not None}
    consumer.close()
    assert {v: read.get(v) for v in ledger.acked} == ledger.acked

    # a client in another container on the compose network, through the brokers' internal listener
    kafka_python = Path(kafka.__file__).parent
    script = (
        "from kafka import KafkaProducer, KafkaConsumer, TopicPartition\n"
        "p = KafkaProducer(bootstrap_servers='broker-4:19092', acks='all')\n"
        "md = [p.send('orders', value=b'inside-%d' % i, partition=i).get(timeout=30) for i in range(3)]\n"
        "print(' '.join(f'{m.partition}:{m.offset}' for m in md))\n"
    )
    r = cluster.docker.run(
        "run",
        "--rm",
        "--network",
        cluster.network,
        "-v",
        f"{kafka_python}:/opt/clients/kafka:ro",
        "-e",
        "PYTHONPATH=/opt/clients",
        "--entrypoint",
        "python",
        IMAGE,
        "-c",
        script,
        timeout=120,
    )
    for i, item in enumerate(r.stdout.split()):
        partition, offset = (int(x) for x in item.split(":"))
        assert partition == i
        ledger.ok(f"inside-{i}".encode(), partition, offset)


def test_tools_from_the_host_and_inside(cluster: ComposeCluster) -> None:
    r = kraftpy("topics", "--bootstrap-server", cluster.bootstrap(), "--describe", "--topic", TOPIC)
    lines = r.stdout.splitlines()
    assert lines[0].startswith(f"Topic: {TOPIC}\tTopicId: ")
    assert "\tPartitionCount: 3\tReplicationFactor: 3" in lines[0]
    assert "min.insync.replicas=2" in lines[0]
    for p, line in enumerate(lines[1:]):
        assert line.startswith(f"\tTopic: {TOPIC}\tPartition: {p}\tLeader: "), line
        fields = dict(f.split(": ", 1) if ": " in f else (f.rstrip(":"), "") for f in line.strip().split("\t"))
        assert sorted(int(x) for x in fields["Isr"].split(",")) == [4, 5, 6]
        assert fields["Elr"] == "" and fields["LastKnownElr"] == ""

    status = cluster.quorum_status()
    assert int(status["LeaderId"]) in CONTROLLERS
    assert int(status["LeaderEpoch"]) >= 1 and int(status["HighWatermark"]) > 0
    voters = [v["id"] for v in json.loads(status["CurrentVoters"])]
    observers = [o["id"] for o in json.loads(status["CurrentObservers"])]
    assert sorted(voters) == [1, 2, 3] and sorted(observers) == [4, 5, 6], status

    # inside the compose network the controllers are reachable too
    r = cluster.docker.run(
        "exec",
        cluster.node(2),
        "kraftpy",
        "metadata-quorum",
        "--bootstrap-controller",
        "controller-1:9093,controller-2:9093,controller-3:9093",
        "describe",
        "--replication",
    )
    rows = [line.split("\t") for line in r.stdout.splitlines()[1:]]
    assert sorted(int(row[0].strip()) for row in rows) == [1, 2, 3, 4, 5, 6]
    assert sum(1 for row in rows if row[6].strip() == "Leader") == 1


def test_prometheus_targets_and_rules(cluster: ComposeCluster) -> None:
    def targets() -> dict[str, str] | None:
        active = prometheus("/api/v1/targets")["activeTargets"]
        health = {t["labels"]["instance"]: t["health"] for t in active if t["labels"]["job"].startswith("kraftpy-")}
        return health if len(health) == 6 and set(health.values()) == {"up"} else None

    health = wait_for("every kraftpy target up", targets, 60)
    assert sorted(health) == [
        "broker-4:9404",
        "broker-5:9404",
        "broker-6:9404",
        "controller-1:9404",
        "controller-2:9404",
        "controller-3:9404",
    ]
    groups = prometheus("/api/v1/rules")["groups"]
    rules = {r["name"]: r for g in groups for r in g["rules"]}
    assert set(rules) == {
        "KraftpyUnderMinIsrPartitions",
        "KraftpyOfflinePartitions",
        "KraftpyUncleanRecoveryInProgress",
        "KraftpyManualLeaderElectionRequired",
        "KraftpyActiveControllerCount",
        "KraftpyFencedBrokers",
        "KraftpyNodeDown",
    }
    assert all(r["health"] == "ok" and r["type"] == "alerting" for r in rules.values()), rules

    def evaluated_quietly() -> bool:
        evaluated = all(
            not r["lastEvaluation"].startswith("0001-")
            for g in prometheus("/api/v1/rules")["groups"]
            for r in g["rules"]
        )
        return evaluated and not any(a["state"] == "firing" for a in prometheus("/api/v1/alerts")["alerts"])

    wait_for("every rule evaluated, no alert firing", evaluated_quietly, 60)
    # the metrics behind the rules exist and say the cluster is well
    assert scalar("sum(kafka_controller_active_controller_count)") == 1
    assert scalar("max(kafka_controller_active_broker_count)") == 3
    assert scalar("max(kafka_controller_global_partition_count)") == cluster_partitions(cluster.bootstrap())
    assert scalar("max(kafka_controller_global_under_min_isr_partition_count)") == 0

    # promtool, from the Prometheus image: configuration, rules, and the rules' unit tests
    prom_image = cluster.docker.inspect(cluster.container("prometheus"))["Config"]["Image"]
    config_dir = REPO / "docker" / "prometheus"
    for args in (
        ["check", "config", "/etc/prometheus/prometheus.yml"],
        ["check", "rules", "/etc/prometheus/alerts.yml"],
        ["test", "rules", "/etc/prometheus/alerts_test.yml"],
    ):
        r = cluster.docker.run(
            "run",
            "--rm",
            "-v",
            f"{config_dir}:/etc/prometheus:ro",
            "--entrypoint",
            "promtool",
            prom_image,
            *args,
            check=False,
        )
        assert r.returncode == 0 and "SUCCESS" in r.stdout + r.stderr, (args, r.stdout, r.stderr)


def test_clean_stops_keep_the_elr_and_the_under_min_isr_alert(
    cluster: ComposeCluster, ledger: Ledger, producer: BackgroundProducer, restore: None
) -> None:
    ledger.wait_more(100, "the background producer running")
    elections_before = scalar("max(kafka_controller_election_from_eligible_leader_replicas_total)") or 0.0

    # broker 5 stops cleanly: ISR {4,6} is still min ISR, so it is not eligible, and writes go on
    start = time.monotonic()
    cluster.docker.run("stop", cluster.node(5))
    assert time.monotonic() - start < 10.0
    assert cluster.docker.inspect(cluster.node(5))["State"]["ExitCode"] == 0
    assert cluster.docker.file(cluster.node(5), "/var/lib/kafka/data/.kafka_cleanshutdown") is not None
    cluster.wait_partitions(
        "broker 5 out of the ISR",
        lambda p: sorted(p["isr_nodes"]) == [4, 6] and not p["eligible_leader_replicas"] and p["leader_id"] in (4, 6),
        30,
    )
    ledger.wait_more(50, "acks=all with ISR 4,6")

    # broker 6 stops cleanly: ISR {4} < min ISR 2, so 6 joins the ELR; acks=all writes stop
    cluster.docker.run("stop", cluster.node(6))
    assert cluster.docker.file(cluster.node(6), "/var/lib/kafka/data/.kafka_cleanshutdown") is not None
    cluster.wait_partitions(
        "broker 6 in the ELR",
        lambda p: p["isr_nodes"] == [4] and p["eligible_leader_replicas"] == [6] and p["leader_id"] == 4,
        30,
    )
    time.sleep(1.0)
    stalled = ledger.count()
    wait_for("the under-min-ISR alert firing", lambda: firing("KraftpyUnderMinIsrPartitions"), 90)
    # every partition of `orders` (other topics, e.g. an internal one, may be under min ISR too)
    assert (scalar("max(kafka_controller_global_under_min_isr_partition_count)") or 0) >= PARTITIONS
    assert scalar("max(kafka_controller_fenced_broker_count)") == 2
    assert (scalar('sum(kafka_server_replicamanager_under_min_isr_partition_count{node_id="4"})') or 0) >= PARTITIONS
    assert ledger.count() == stalled, "records were acknowledged while the ISR was below min.insync.replicas"

    # broker 4, the last ISR member, stops cleanly: no leader; every replica is in the ELR
    cluster.docker.run("stop", cluster.node(4))
    # no broker runs to describe the partitions: the controllers' metrics say it
    wait_for(
        "offline partitions in the metrics",
        lambda: (scalar("max(kafka_controller_offline_partitions_count)") or 0) >= PARTITIONS,
        60,
    )

    # broker 6 comes back: a cleanly stopped ELR member, it is elected leader of every partition
    cluster.docker.run("start", cluster.node(6))
    ps = cluster.wait_partitions("broker 6 elected from the ELR", lambda p: p["leader_id"] == 6, 90)
    assert all(p["isr_nodes"] == [6] and sorted(p["eligible_leader_replicas"]) == [4] for p in ps), ps
    wait_for(
        "the ELR elections in the metrics",
        lambda: (
            (scalar("max(kafka_controller_election_from_eligible_leader_replicas_total)") or 0)
            >= elections_before + PARTITIONS
        ),
        60,
    )
    wait_for(
        "no offline partition in the metrics", lambda: scalar("max(kafka_controller_offline_partitions_count)") == 0, 60
    )

    # brokers 4 and 5 come back: full ISR, writes go on, the alert clears
    cluster.docker.run("start", cluster.node(4), cluster.node(5))
    cluster.wait_healthy([4, 5, 6])
    cluster.wait_full_isr()
    ledger.wait_more(50, "acks=all after the brokers came back")
    wait_for(
        "the under-min-ISR alert cleared",
        lambda: (
            not firing("KraftpyUnderMinIsrPartitions")
            and scalar("max(kafka_controller_global_under_min_isr_partition_count)") == 0
        ),
        60,
    )


def test_kill_is_an_unclean_shutdown(
    cluster: ComposeCluster, ledger: Ledger, producer: BackgroundProducer, restore: None
) -> None:
    cluster.wait_full_isr()
    cluster.docker.run("kill", cluster.node(4))  # SIGKILL: no controlled shutdown
    assert cluster.docker.inspect(cluster.node(4))["State"]["ExitCode"] == 137
    # the marker is removed when a node starts and written only by a clean stop
    assert cluster.docker.file(cluster.node(4), "/var/lib/kafka/data/.kafka_cleanshutdown") is None
    # the controller fences it when its session expires; ISR {5,6} is min ISR: no ELR, writes go on
    cluster.wait_partitions(
        "broker 4 fenced out of the ISR",
        lambda p: sorted(p["isr_nodes"]) == [5, 6] and p["leader_id"] in (5, 6) and not p["eligible_leader_replicas"],
        60,
        exclude={4},
    )
    ledger.wait_more(50, "acks=all while broker 4 is down")
    wait_for("the fenced broker in the metrics", lambda: scalar("max(kafka_controller_fenced_broker_count)") == 1, 30)

    cluster.docker.run("start", cluster.node(4))
    cluster.wait_healthy([4])
    cluster.wait_full_isr()
    controller_logs = "".join(cluster.docker.logs(cluster.node(c), tail=2000) for c in CONTROLLERS)
    assert "Broker 4 registers again" in controller_logs and "after an unclean shutdown" in controller_logs
    wait_for("no fenced broker in the metrics", lambda: scalar("max(kafka_controller_fenced_broker_count)") == 0, 30)


def test_network_disconnect_of_a_broker(
    cluster: ComposeCluster, ledger: Ledger, producer: BackgroundProducer, restore: None
) -> None:
    cluster.wait_full_isr()
    name = cluster.node(5)
    cluster.docker.run("network", "disconnect", cluster.network, name)
    try:
        cluster.wait_partitions(
            "broker 5 fenced out of the ISR",
            lambda p: sorted(p["isr_nodes"]) == [4, 6] and p["leader_id"] in (4, 6),
            60,
            exclude={5},
        )
        ledger.wait_more(50, "acks=all while broker 5 is cut off")
        wait_for("broker 5 down in Prometheus", lambda: scalar('up{node_id="5"}') == 0, 30)
        r = cluster.docker.run(
            "exec", name, "kraftpy", "healthcheck", "--config", "/etc/kraftpy/server.properties", check=False
        )
        assert r.returncode == 1, r.stdout
    finally:
        cluster.docker.run("network", "connect", "--alias", "broker-5", cluster.network, name)
    cluster.wait_healthy([5])
    cluster.wait_full_isr()
    wait_for("broker 5 up in Prometheus", lambda: scalar('up{node_id="5"}') == 1, 30)
    # its published port works again: a client that knows only broker 5
    admin = KafkaAdminClient(bootstrap_servers=f"localhost:{HOST_PORTS[5]}", request_timeout_ms=10000)
    try:
        brokers = admin.describe_cluster()["brokers"]
        assert sorted((b["broker_id"], b["is_fenced"]) for b in brokers) == [(4, False), (5, False), (6, False)]
    finally:
        admin.close()


def test_network_disconnect_of_the_active_controller(
    cluster: ComposeCluster, ledger: Ledger, producer: BackgroundProducer, restore: None
) -> None:
    leader = cluster.quorum_leader()
    name = cluster.node(leader)
    cluster.docker.run("network", "disconnect", cluster.network, name)
    try:
        new_leader = wait_for("a new quorum leader", lambda: (lid := cluster.quorum_leader()) != leader and lid, 60)
        assert new_leader in CONTROLLERS
        # the new active controller makes metadata changes
        admin = KafkaAdminClient(bootstrap_servers=cluster.bootstrap(), request_timeout_ms=30000)
        try:
            admin.create_topics([NewTopic("after-failover", 1, 3)])
        finally:
            admin.close()
        ledger.wait_more(50, "acks=all during the controller failover")
        wait_for(
            "one active controller among those Prometheus reaches",
            lambda: (
                scalar(f'up{{node_id="{leader}"}}') == 0
                and scalar("sum(kafka_controller_active_controller_count)") == 1
                and scalar(f'kafka_controller_active_controller_count{{node_id="{new_leader}"}}') == 1
            ),
            60,
        )
    finally:
        cluster.docker.run("network", "connect", "--alias", CONTROLLERS[leader], cluster.network, name)
    cluster.wait_healthy(list(CONTROLLERS))
    status = cluster.quorum_status()
    assert sorted(v["id"] for v in json.loads(status["CurrentVoters"])) == [1, 2, 3]
    wait_for(
        "the old leader back as a follower, one active controller",
        lambda: (
            scalar(f'kafka_controller_active_controller_count{{node_id="{leader}"}}') == 0
            and scalar("sum(kafka_controller_active_controller_count)") == 1
        ),
        60,
    )
    topics = kraftpy("topics", "--bootstrap-server", cluster.bootstrap(), "--list").stdout.split()
    assert "after-failover" in topics


def test_restart_of_everything_loses_no_acknowledged_record(
    cluster: ComposeCluster, ledger: Ledger, producer: BackgroundProducer, restore: None
) -> None:
    cluster.wait_full_isr()
    nodes = [cluster.node(i) for i in [*CONTROLLERS, *BROKERS]]
    start = time.monotonic()
    cluster.docker.run("restart", *nodes, timeout=300)
    cluster.wait_healthy()
    FIGURES["docker restart of every node to healthy (s)"] = time.monotonic() - start
    cluster.wait_full_isr()
    ledger.wait_more(50, "acks=all after the restart")
    producer.stop()

    got = consume_all(cluster.bootstrap())
    missing = {v: where for v, where in ledger.acked.items() if got.get(v) != where}
    assert not missing, (
        f"{len(missing)} of {len(ledger.acked)} acknowledged records are missing or moved: "
        f"{sorted(missing.items())[:10]}"
    )
    FIGURES["acknowledged records checked"] = len(ledger.acked)
    FIGURES["records the producer was not told were written"] = len(ledger.failed)
    assert len(ledger.acked) > 500
    wait_for(
        "every target up after the restart",
        lambda: (
            scalar('sum(up{job=~"kraftpy-.*"})') == 6 and scalar("sum(kafka_controller_active_controller_count)") == 1
        ),
        60,
    )


def test_every_dashboard_query_returns_data(cluster: ComposeCluster) -> None:
    dashboard = json.loads(DASHBOARD.read_text())
    exprs = [t["expr"] for p in dashboard["panels"] for t in p.get("targets", [])]
    assert len(exprs) >= 20
    for panel in dashboard["panels"]:
        for target in panel.get("targets", []):
            assert target["datasource"]["uid"] == "prometheus"

    def empty() -> list[str] | None:
        missing = [e for e in exprs if not query(e)]
        return None if missing else []

    # rates need two scrapes after the restart: wait until every query has samples
    wait_for(
        "every dashboard query to return data",
        lambda: empty() is not None,
        90,
        details=lambda: "empty: " + "\n".join(e for e in exprs if not query(e)),
    )
    # and the values make sense for this cluster
    assert scalar('sum(up{job=~"kraftpy-.*"})') == 6
    assert scalar("max(kafka_controller_global_partition_count)") == cluster_partitions(cluster.bootstrap())


def test_container_bench_runs_on_this_cluster(cluster: ComposeCluster) -> None:
    """benchmarks/container_bench.py in its quickest form, on this compose cluster and a local cluster."""
    r = subprocess.run(
        [
            sys.executable,
            str(REPO / "benchmarks" / "container_bench.py"),
            "--quick",
            "--messages",
            "500",
            "--case",
            "rf3-acksall-1KB",
            "--reuse-project",
            cluster.project,
            "--json",
            "-",
        ],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=str(REPO),
    )
    assert r.returncode == 0, r.stdout + r.stderr
    out = json.loads(r.stdout)
    row = out["cases"]["rf3-acksall-1KB"]
    assert row["compose"]["mb_per_s"] > 0 and row["local"]["mb_per_s"] > 0
    assert row["ratio_compose_local"] == row["compose"]["mb_per_s"] / row["local"]["mb_per_s"]
    assert out["image_size_mb"] > 50
    assert "check: compose (localhost:9092,localhost:9093,localhost:9094) returned 200 records" in r.stderr
