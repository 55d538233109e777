"""A cluster of real kraftpy node processes on this machine: the launcher of the integration tests and the
benchmarks (`kraftpy local-cluster` starts its nodes with the same `start_node_process`).

`Cluster` writes a `server.properties` per node, formats the directories, starts each node as its own
`python -m kraftpy server start` process (output in `<home>/server.log`), and can stop it gracefully (SIGTERM),
kill it (`kill -9`), restart it and read its metadata log after it stopped. Nodes listen on 127.0.0.1 (or the
addresses given) with ports chosen free at creation. `describe_quorum()` asks the controllers with kraftpy's
`AdminClient`.

    with Cluster(tmp_path, controllers=3) as cluster:
        cluster.start_all()
        quorum = cluster.wait_for_leader()

Faults beyond a kill:

* `lab=` a set of network namespaces (`Namespaces`: the integration tests' `NetworkLab`, set up by the caller)
  runs node i in namespace i with its own address (ports 9092 for brokers, 9093 for controllers), so that the lab
  can cut its connections;
* `fsync_journal=True` starts every node with ``KRAFTPY_FSYNC_JOURNAL=<home>/fsync.journal``
  (kraftpy/storage/fsync_journal.py), from which a power loss of a killed node can be emulated afterwards.

For the data plane: `wait_for_brokers()`, `create_topic()` (retried until enough brokers are unfenced, then waits
for a leader and the full ISR of every partition), `describe_topic()`, `wait_for_partition()`.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol, Self, TypeVar

from kraftpy.admin.client import AdminClient, AdminError, NewTopic, PartitionInfo, QuorumInfo, TopicPartition
from kraftpy.node.config import load_config
from kraftpy.node.metadata_log import MetadataLog, metadata_partition_dir
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.uuids import random_uuid, uuid_to_str
from kraftpy.raft.records import Batch, decode_log_batches
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.fsync_journal import ENV_VAR as FSYNC_JOURNAL_ENV
from kraftpy.tools.storage import format_node

__all__ = ["SOURCE_ROOT", "Cluster", "ClusterNode", "Namespaces", "free_port", "listening", "start_node_process"]

T = TypeVar("T")
#: the directory holding the kraftpy package: the node processes' working directory and first PYTHONPATH entry
SOURCE_ROOT = Path(__file__).resolve().parents[2]
LAB_BROKER_PORT = 9092
LAB_CONTROLLER_PORT = 9093


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def listening(host: str, port: int, timeout: float = 0.2) -> bool:
    """Whether something accepts TCP connections on host:port."""
    with contextlib.suppress(OSError), socket.create_connection((host, port), timeout=timeout):
        return True
    return False


def start_node_process(
    config_path: Path,
    log_path: Path,
    *,
    command_prefix: Iterable[str] = (),
    env: dict[str, str] | None = None,
    cwd: Path | None = None,
) -> subprocess.Popen[bytes]:
    """`python -m kraftpy server start <config_path>` as a process of its own session (a Ctrl-C of the caller does
    not reach it), its output appended to `log_path`; `env` replaces the environment, `cwd` the directory."""
    with open(log_path, "ab") as log:  # the child keeps its own descriptor
        return subprocess.Popen(
            [*command_prefix, sys.executable, "-m", "kraftpy", "server", "start", str(config_path)],
            stdout=log,
            stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL,
            cwd=None if cwd is None else str(cwd),
            env=env,
            start_new_session=True,
        )


class Namespaces(Protocol):
    """Network namespaces the nodes run in, one per node (node ids from 1): `size` of them, node i's address and
    the command line that runs `argv` inside its namespace."""

    @property
    def size(self) -> int: ...

    def address(self, i: int) -> str: ...

    def command(self, i: int, argv: list[str]) -> list[str]: ...


@dataclass
class ClusterNode:
    node_id: int
    roles: tuple[str, ...]
    host: str
    controller_port: int | None
    broker_port: int | None
    home: Path
    proc: subprocess.Popen[bytes] | None = None
    starts: int = 0
    overrides: dict[str, str] = field(default_factory=dict)
    env: dict[str, str] = field(default_factory=dict)  # extra environment of the node process
    command_prefix: list[str] = field(default_factory=list)  # e.g. `ip netns exec <namespace>`

    @property
    def is_controller(self) -> bool:
        return "controller" in self.roles

    @property
    def is_broker(self) -> bool:
        return "broker" in self.roles

    @property
    def config_path(self) -> Path:
        return self.home / "server.properties"

    @property
    def data_dir(self) -> Path:
        return self.home / "data"

    @property
    def log_path(self) -> Path:
        return self.home / "server.log"

    @property
    def fsync_journal(self) -> Path:
        return self.home / "fsync.journal"

    @property
    def controller_address(self) -> str:
        return f"{self.host}:{self.controller_port}"

    @property
    def broker_address(self) -> str:
        return f"{self.host}:{self.broker_port}"

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def log_tail(self, lines: int = 40) -> str:
        try:
            text = self.log_path.read_text(errors="replace")
        except OSError:
            return "(no log)"
        return "\n".join(text.splitlines()[-lines:])


class Cluster:
    """Controllers get ids 1..C, brokers C+1..C+B; `combined` makes the controllers brokers too."""

    def __init__(
        self,
        root: Path,
        *,
        controllers: int = 3,
        brokers: int = 0,
        combined: bool = False,
        hosts: Iterable[str] | None = None,
        overrides: dict[str, str] | None = None,
        cluster_id: str | None = None,
        lab: Namespaces | None = None,
        fsync_journal: bool = False,
    ) -> None:
        self.root = Path(root)
        self.cluster_id = cluster_id or uuid_to_str(random_uuid())
        self.overrides = dict(overrides or {})
        self.lab = lab
        host_list = list(hosts or ["127.0.0.1"])
        self.nodes: dict[int, ClusterNode] = {}
        total = controllers + brokers
        if lab is not None and lab.size < total:
            raise ValueError(f"the network lab has {lab.size} namespaces for {total} nodes")
        for i in range(1, total + 1):
            host = lab.address(i) if lab is not None else host_list[(i - 1) % len(host_list)]
            is_controller = i <= controllers
            roles = (
                ("broker", "controller")
                if is_controller and combined
                else (("controller",) if is_controller else ("broker",))
            )
            if lab is not None:  # a namespace of its own: fixed ports
                controller_port = LAB_CONTROLLER_PORT if is_controller else None
                broker_port = LAB_BROKER_PORT if "broker" in roles else None
            else:
                controller_port = free_port(host) if is_controller else None
                broker_port = free_port(host) if "broker" in roles else None
            node = ClusterNode(
                node_id=i,
                roles=roles,
                host=host,
                controller_port=controller_port,
                broker_port=broker_port,
                home=self.root / f"node-{i}",
                command_prefix=lab.command(i, []) if lab is not None else [],
            )
            if fsync_journal:
                node.env[FSYNC_JOURNAL_ENV] = str(node.fsync_journal)
            self.nodes[i] = node
        self._formatted = False

    # ---------------------------------------------------------------------------------------------- setup

    @property
    def controllers(self) -> list[ClusterNode]:
        return [n for n in self.nodes.values() if n.is_controller]

    @property
    def brokers(self) -> list[ClusterNode]:
        return [n for n in self.nodes.values() if n.is_broker]

    @property
    def bootstrap_controllers(self) -> str:
        return ",".join(n.controller_address for n in self.controllers)

    @property
    def bootstrap_servers(self) -> str:
        return ",".join(n.broker_address for n in self.brokers)

    def config_text(self, node: ClusterNode) -> str:
        voters = ",".join(f"{n.node_id}@{n.controller_address}" for n in self.controllers)
        listeners = []
        if node.is_broker:
            listeners.append(f"PLAINTEXT://{node.broker_address}")
        if node.is_controller:
            listeners.append(f"CONTROLLER://{node.controller_address}")
        props = {
            "process.roles": ",".join(node.roles),
            "node.id": str(node.node_id),
            "controller.quorum.voters": voters,
            "controller.listener.names": "CONTROLLER",
            "listeners": ",".join(listeners),
            "log.dirs": str(node.data_dir),
            "kraftpy.log.level": "INFO",
            # the integration scenarios are KIP-966's: ELR on unless a test's overrides say otherwise
            "eligible.leader.replicas.enabled": "true",
            **self.overrides,
            **node.overrides,
        }
        if node.is_broker:
            props.setdefault("advertised.listeners", f"PLAINTEXT://{node.broker_address}")
            props.setdefault("inter.broker.listener.name", "PLAINTEXT")
        return "".join(f"{k}={v}\n" for k, v in props.items())

    def format(self) -> None:
        for node in self.nodes.values():
            node.home.mkdir(parents=True, exist_ok=True)
            node.config_path.write_text(self.config_text(node))
            format_node(load_config(node.config_path), self.cluster_id, ignore_formatted=True)
        self._formatted = True

    # ------------------------------------------------------------------------------------------ processes

    def start(self, node_id: int, *, wait: bool = True) -> ClusterNode:
        if not self._formatted:
            self.format()
        node = self.nodes[node_id]
        if node.running:
            return node
        node.config_path.write_text(self.config_text(node))
        with open(node.log_path, "ab") as log:
            log.write(f"----- start #{node.starts + 1} -----\n".encode())
        env = dict(os.environ)
        env["PYTHONPATH"] = str(SOURCE_ROOT) + os.pathsep + env.get("PYTHONPATH", "")
        env.update(node.env)
        node.proc = start_node_process(
            node.config_path, node.log_path, command_prefix=node.command_prefix, env=env, cwd=SOURCE_ROOT
        )
        node.starts += 1
        if wait:
            self.wait_listening(node_id)
        return node

    def start_all(self) -> None:
        for node_id in self.nodes:
            self.start(node_id, wait=False)
        for node_id in self.nodes:
            self.wait_listening(node_id)

    def wait_listening(self, node_id: int, timeout: float = 30.0) -> None:
        node = self.nodes[node_id]
        port = node.controller_port if node.controller_port is not None else node.broker_port
        assert port is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if not node.running:
                raise AssertionError(
                    f"node {node_id} exited with {node.proc and node.proc.returncode}:\n{node.log_tail()}"
                )
            if listening(node.host, port):
                return
            time.sleep(0.05)
        raise AssertionError(f"node {node_id} did not start listening within {timeout}s:\n{node.log_tail()}")

    def kill(self, node_id: int) -> None:
        """kill -9: no shutdown, nothing flushed that the kernel did not have already."""
        node = self.nodes[node_id]
        if node.proc is not None and node.proc.poll() is None:
            node.proc.send_signal(signal.SIGKILL)
            node.proc.wait(10)
        node.proc = None

    def stop(self, node_id: int, timeout: float = 30.0, *, signalled: bool = False) -> int:
        """Graceful stop (one SIGTERM: a second one forces an exit); returns the exit code."""
        node = self.nodes[node_id]
        proc = node.proc
        if proc is None:
            return 0
        if proc.poll() is None and not signalled:
            proc.send_signal(signal.SIGTERM)
        try:
            code = proc.wait(timeout)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
            raise AssertionError(f"node {node_id} did not stop within {timeout}s:\n{node.log_tail()}") from None
        node.proc = None
        return code

    def stop_all(self) -> dict[int, int]:
        """Stop every node gracefully at once; exit codes by node id."""
        for node in self.nodes.values():
            if node.running and node.proc is not None:
                node.proc.send_signal(signal.SIGTERM)
        return {node_id: self.stop(node_id, signalled=True) for node_id in self.nodes}

    def close(self) -> None:
        for node in self.nodes.values():
            if node.proc is not None and node.proc.poll() is None:
                node.proc.kill()
                with contextlib.suppress(subprocess.TimeoutExpired):
                    node.proc.wait(10)
            node.proc = None

    def __enter__(self) -> Self:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def logs(self) -> str:
        return "\n".join(f"===== node {n.node_id} =====\n{n.log_tail()}" for n in self.nodes.values())

    # ------------------------------------------------------------------------------------------- queries

    def describe_quorum(self, *, via: str | None = None, timeout_ms: int = 5000) -> QuorumInfo:
        """DescribeQuorum through the controllers (or `via`: a host:port of a broker listener)."""

        async def run() -> QuorumInfo:
            async with AdminClient(
                via,
                bootstrap_controllers=self.bootstrap_controllers if via is None else None,
                request_timeout_ms=min(timeout_ms, 2000),
                default_api_timeout_ms=timeout_ms,
            ) as admin:
                return await admin.describe_quorum()

        return asyncio.run(run())

    def wait_until(self, what: str, fn: Callable[[], T | None], timeout: float = 20.0, interval: float = 0.05) -> T:
        deadline = time.monotonic() + timeout
        last: object = None
        while time.monotonic() < deadline:
            try:
                value = fn()
            except (AdminError, OSError) as exc:
                last = exc
                value = None
            if value is not None and value is not False:
                return value
            time.sleep(interval)
        raise AssertionError(f"timed out waiting for {what} (last: {last})\n{self.logs()}")

    def wait_for_leader(
        self,
        *,
        exclude: Iterable[int] = (),
        min_epoch: int = 0,
        committed: bool = True,
        timeout: float = 20.0,
        interval: float = 0.05,
    ) -> QuorumInfo:
        """A quorum leader not in `exclude`, of an epoch >= `min_epoch`, that has committed an entry of its epoch
        (its high watermark is known) unless `committed` is false."""
        excluded = set(exclude)

        def probe() -> QuorumInfo | None:
            q = self.describe_quorum(timeout_ms=1000)
            if q.leader_id in excluded or q.leader_epoch < min_epoch:
                return None
            if committed and q.high_watermark < 0:
                return None
            return q

        return self.wait_until("a quorum leader", probe, timeout, interval)

    def read_log(self, node_id: int) -> tuple[int, list[Batch]]:
        """(log start offset, batches) of a stopped node's metadata log, opened and recovered as the node would."""
        node = self.nodes[node_id]
        assert not node.running, f"node {node_id} is running"
        log = MetadataLog.open(
            RealFileSystem(), metadata_partition_dir(str(node.data_dir)), lambda: time.time_ns() // 1_000_000
        )
        try:
            batches: list[Batch] = []
            pos = log.start_offset
            while pos < log.end_offset:
                data = log.read(pos, 1 << 20)
                if not data:
                    break
                decoded = [b for b in decode_log_batches(data) if b.last_offset >= pos]
                batches.extend(decoded)
                pos = decoded[-1].last_offset + 1
            return log.start_offset, batches
        finally:
            log.close()

    # ---------------------------------------------------------------------------------------------- data

    def bootstrap(self, exclude: Iterable[int] = ()) -> str:
        """The broker listeners of the running brokers not in `exclude`."""
        excluded = set(exclude)
        addresses = [n.broker_address for n in self.brokers if n.node_id not in excluded and n.running]
        assert addresses, "no running broker to bootstrap from"
        return ",".join(addresses)

    def admin(
        self, call: Callable[[AdminClient], Awaitable[T]], *, via: str | None = None, timeout_ms: int = 10000
    ) -> T:
        """Run `call(admin)` with kraftpy's AdminClient on `via` (default: every running broker)."""

        async def run() -> T:
            async with AdminClient(
                via or self.bootstrap(), request_timeout_ms=min(timeout_ms, 3000), default_api_timeout_ms=timeout_ms
            ) as admin:
                return await call(admin)

        return asyncio.run(run())

    def wait_for_brokers(self, count: int | None = None, timeout: float = 30.0) -> None:
        """Until `count` (default: all) brokers are registered and unfenced."""
        want = len(self.brokers) if count is None else count

        def probe() -> bool:
            described = self.admin(lambda a: a.describe_cluster(), timeout_ms=3000)
            return sum(not n.is_fenced for n in described.nodes) >= want

        self.wait_until(f"{want} unfenced brokers", probe, timeout, 0.2)

    def describe_topic(self, topic: str, *, via: str | None = None) -> list[PartitionInfo]:
        """The partitions of `topic` (leader, ISR, ELR, ...) by DescribeTopicPartitions, in partition order."""
        (description,) = self.admin(lambda a: a.describe_topic_partitions([topic]), via=via, timeout_ms=5000)
        if description.error is not None:
            raise description.error
        return sorted(description.partitions, key=lambda p: p.partition)

    def wait_for_partition(
        self,
        topic: str,
        partition: int,
        what: str,
        check: Callable[[PartitionInfo], bool],
        *,
        via: Callable[[], str] | None = None,
        timeout: float = 30.0,
    ) -> PartitionInfo:
        """Until `check` holds for the partition (asked through `via()`, default: every running broker)."""

        def probe() -> PartitionInfo | None:
            parts = self.describe_topic(topic, via=via() if via is not None else None)
            p = next((p for p in parts if p.partition == partition), None)
            return p if p is not None and check(p) else None

        return self.wait_until(f"{topic}-{partition}: {what}", probe, timeout, 0.1)

    def move_partition(self, topic: str, partition: int, replicas: list[int], *, timeout: float = 60.0) -> float:
        """Reassign the partition to `replicas` (AlterPartitionReassignments) and wait until the move completed (the
        replicas are those, led by the first); the seconds it took."""

        async def reassign(admin: AdminClient) -> None:
            result = await admin.alter_partition_reassignments({TopicPartition(topic, partition): replicas})
            failed = {k: v for k, v in result.items() if v is not None}
            if failed:
                raise AssertionError(f"AlterPartitionReassignments failed: {failed}")

        started = time.monotonic()
        self.admin(reassign)
        self.wait_for_partition(
            topic,
            partition,
            f"moved to {replicas}",
            lambda p: list(p.replicas) == replicas and p.leader == replicas[0],
            timeout=timeout,
        )
        return time.monotonic() - started

    def metric(self, node_id: int, name: str) -> float:
        """One unlabelled sample of the node's Prometheus metrics (0 when absent); the node needs
        `kraftpy.metrics.listener` among its overrides."""
        listener = self.nodes[node_id].overrides["kraftpy.metrics.listener"]
        with urllib.request.urlopen(f"http://{listener}/metrics", timeout=5) as r:
            text = r.read().decode()
        m = re.search(rf"^{re.escape(name)} ([0-9.e+-]+)$", text, re.M)
        return float(m.group(1)) if m else 0.0

    def create_topic(
        self,
        topic: str,
        partitions: int = 1,
        replication_factor: int = 1,
        *,
        configs: dict[str, str] | None = None,
        assignments: dict[int, list[int]] | None = None,
        timeout: float = 30.0,
    ) -> list[PartitionInfo]:
        """Create a topic (retried while too few brokers are unfenced), then wait until every partition has a
        leader and its whole replica set in the ISR; returns the partitions."""
        new = NewTopic(
            topic,
            -1 if assignments else partitions,
            -1 if assignments else replication_factor,
            replica_assignments=assignments,
            configs=configs,
        )

        def create() -> bool:
            result = self.admin(lambda a: a.create_topics([new]), timeout_ms=5000)[topic]
            if result.error is None or result.error.error_code == ErrorCode.TOPIC_ALREADY_EXISTS:  # an earlier attempt
                return True
            if (
                result.error.retriable or result.error.error_code == ErrorCode.INVALID_REPLICATION_FACTOR
            ):  # brokers to come
                return False
            raise result.error

        self.wait_until(f"topic {topic} created", create, timeout, 0.2)
        count = len(assignments) if assignments else partitions

        def ready() -> list[PartitionInfo] | None:
            parts = self.describe_topic(topic)
            if len(parts) == count and all(
                p.leader is not None and p.leader >= 0 and sorted(p.isr) == sorted(p.replicas) for p in parts
            ):
                return parts
            return None

        return self.wait_until(f"topic {topic} ready", ready, timeout, 0.1)
