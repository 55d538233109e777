"""A whole cluster in one process for broker tests: the real controller core (on an in-memory metadata log that
commits a millisecond after each append), brokers with their real lifecycle, metadata publisher, replica manager,
fetchers and AlterPartition manager on simulated disks, and a network with a shared simulated clock.

Every request and response crosses the network as bytes: it is encoded at the chosen version and decoded again,
so the codecs and the version-specific fields are exercised as with real sockets. Links can be cut (a request
over a cut link fails with a timeout after its timeout_ms) and nodes stopped.
"""

from __future__ import annotations

import heapq
import random
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kraftpy.broker.lifecycle import BrokerLifecycle, ListenerInfo
from kraftpy.broker.producer_state import controller_producer_id_allocator
from kraftpy.broker.replica_manager import API_VERSIONS, ReplicaManager, ReplicaManagerSettings
from kraftpy.controller.role import ControllerRole
from kraftpy.controller.settings import ControllerSettings
from kraftpy.metadata.publisher import MetadataPublisher
from kraftpy.protocol.api import API_BY_KEY
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest
from kraftpy.protocol.records import RecordBatchBuilder
from kraftpy.runtime import BROKER_LISTENER, CONTROLLER_LISTENER, Deferred, RequestInfo, TransportError
from kraftpy.storage import LogConfig, LogManager, SimFileSystem
from tests.controller.fakes import LogView, SharedLog

CLUSTER_ID = "MkU3OEVBNTcwNTJENDM2Qk"
CONTROLLER_ID = 100
CLIENT_ID = -1000
LISTENER_NAMES = {BROKER_LISTENER: "PLAINTEXT", CONTROLLER_LISTENER: "CONTROLLER"}


class _Timer:
    __slots__ = ("cancelled",)

    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class Net:
    """The shared clock, the event queue and message delivery."""

    def __init__(self, seed: int = 0, latency_ms: int = 1) -> None:
        self.now = 0
        self.rng = random.Random(seed)
        self.latency_ms = latency_ms
        self._heap: list[tuple[int, int, Callable[[], None], _Timer]] = []
        self._seq = 0
        self.handlers: dict[int, dict[str, dict[int, Callable[[RequestInfo, Any], Any]]]] = {}
        self.down: set[int] = set()
        self.cut: set[frozenset[int]] = set()
        self.sent: list[tuple[int, int, str]] = []  # (src, dst, request class name)

    # -- time ------------------------------------------------------------------------------------------------------

    def call_at(self, when: int, fn: Callable[[], None]) -> _Timer:
        t = _Timer()
        self._seq += 1
        heapq.heappush(self._heap, (max(when, self.now), self._seq, fn, t))
        return t

    def step(self) -> bool:
        while self._heap:
            when, _, fn, t = heapq.heappop(self._heap)
            if t.cancelled:
                continue
            self.now = max(self.now, when)
            fn()
            return True
        return False

    def advance(self, ms: int) -> None:
        end = self.now + ms
        while self._heap and self._heap[0][0] <= end:
            when, _, fn, t = heapq.heappop(self._heap)
            if t.cancelled:
                continue
            self.now = max(self.now, when)
            fn()
        self.now = end

    def run_until(self, pred: Callable[[], bool], max_ms: int = 60_000, what: str = "condition") -> None:
        end = self.now + max_ms
        while not pred():
            if not self._heap or self._heap[0][0] > end:
                raise AssertionError(f"{what} not reached within {max_ms} ms (now {self.now})")
            self.step()

    # -- links -----------------------------------------------------------------------------------------------------

    def linked(self, a: int, b: int) -> bool:
        return a not in self.down and b not in self.down and frozenset((a, b)) not in self.cut

    def cut_link(self, a: int, b: int) -> None:
        self.cut.add(frozenset((a, b)))

    def heal(self) -> None:
        self.cut.clear()

    # -- messages --------------------------------------------------------------------------------------------------

    def send(
        self,
        src: int,
        dst: int,
        listener: str,
        request: Message,
        callback: Callable[[Any, Any], None],
        *,
        timeout_ms: int,
        version: int | None = None,
    ) -> None:
        api = API_BY_KEY[request.API_KEY]
        if version is None:
            version = API_VERSIONS.get(api.key, (api.min_version, api.max_version))[1]
        wire = request.encode(version)
        self.sent.append((src, dst, type(request).__name__))
        state = {"answered": False}

        def fail() -> None:
            if not state["answered"]:
                state["answered"] = True
                callback(None, TransportError(f"request to {dst} timed out", timed_out=True))

        timeout = self.call_at(self.now + timeout_ms, fail)
        if not self.linked(src, dst):
            return
        incarnation = self.handlers.get(dst)  # a restarted node does not get requests sent to its predecessor

        def deliver() -> None:
            if not self.linked(src, dst) or self.handlers.get(dst) is not incarnation:
                return
            handler = self.handlers.get(dst, {}).get(listener, {}).get(api.key)
            if handler is None:
                return
            body = api.request_class.decode(wire, version)
            info = RequestInfo(api.key, version, self._seq, f"node-{src}", LISTENER_NAMES.get(listener, listener))
            result = handler(info, body)
            if isinstance(result, Deferred):
                result.add_callback(lambda d: reply(d.result()) if d.error is None else failed(d.error))
            else:
                reply(result)

        def failed(error: BaseException) -> None:
            # a real node answers with an error response; here the caller sees a failed request
            def back() -> None:
                if not state["answered"]:
                    state["answered"] = True
                    timeout.cancel()
                    callback(None, TransportError(f"request to {dst} failed: {error}"))

            self.call_at(self.now + self.latency_ms, back)

        def reply(response: Message | None) -> None:
            if response is None:
                return  # acks=0 produce: no response, the caller times out (it should not wait)
            data = response.encode(version)

            def back() -> None:
                if state["answered"] or not self.linked(src, dst):
                    return
                state["answered"] = True
                timeout.cancel()
                callback(api.response_class.decode(data, version), None)

            self.call_at(self.now + self.latency_ms, back)

        self.call_at(self.now + self.latency_ms, deliver)


class NetReactor:
    """A node's Reactor on the shared network."""

    def __init__(self, net: Net, node_id: int) -> None:
        self.net = net
        self.node_id = node_id
        self.rng = random.Random(net.rng.getrandbits(64))
        self.alive = True  # False once this incarnation of the node crashed

    def now_ms(self) -> int:
        return self.net.now

    def wall_ms(self) -> int:
        return 1_700_000_000_000 + self.net.now

    def call_at(self, when_ms: int, fn: Callable[[], None]) -> _Timer:
        if not self.alive:
            return _Timer()

        def run() -> None:
            if self.alive:
                fn()

        return self.net.call_at(when_ms, run)

    def call_soon(self, fn: Callable[[], None]) -> None:
        self.call_at(self.net.now, fn)

    def send(
        self,
        node_id: int,
        listener: str,
        request: Message,
        callback: Any,
        *,
        timeout_ms: int,
        version: int | None = None,
        channel: str = "",
    ) -> None:
        if not self.alive:
            return

        def deliver(resp: Any, error: Any) -> None:
            if self.alive:
                callback(resp, error)

        self.net.send(self.node_id, node_id, listener, request, deliver, timeout_ms=timeout_ms, version=version)


class _AutoCommitView(LogView):
    """The controller's view of the metadata log: every append commits 1 ms later (a healthy quorum)."""

    net: Net | None = None

    def append(self, records: list[bytes]) -> tuple[int, int]:
        result = super().append(records)
        assert self.net is not None
        self.net.call_at(self.net.now + 1, self.log.commit)
        return result


@dataclass
class _BrokerFeed:
    publisher: MetadataPublisher

    def handle_commit(self, base: int, values: list[bytes], epoch: int) -> None:
        self.publisher.commit(base, values, epoch)


@dataclass
class Broker:
    node_id: int
    reactor: NetReactor
    fs: SimFileSystem
    logs: LogManager
    publisher: MetadataPublisher
    lifecycle: BrokerLifecycle
    rm: ReplicaManager
    feed: _BrokerFeed


@dataclass
class Result:
    done: bool = False
    value: Any = None
    error: Any = None


@dataclass
class Cluster:
    """Controller 100 and brokers 0..n-1."""

    brokers_count: int = 3
    settings: ReplicaManagerSettings = field(default_factory=ReplicaManagerSettings)
    controller_settings: dict[str, Any] = field(default_factory=dict)
    seed: int = 0

    def __post_init__(self) -> None:
        self.net = Net(self.seed)
        self.log = SharedLog()
        self.log.leader = CONTROLLER_ID
        view = _AutoCommitView(self.log, CONTROLLER_ID)
        view.net = self.net
        self.controller_reactor = NetReactor(self.net, CONTROLLER_ID)
        # the scenarios are KIP-966's: ELR on unless a test says otherwise (a node's default is off)
        cs = ControllerSettings(
            node_id=CONTROLLER_ID,
            cluster_id=CLUSTER_ID,
            **{"eligible_leader_replicas_enabled": True, **self.controller_settings},
        )
        self.controller = ControllerRole(cs, self.controller_reactor, view)  # type: ignore[arg-type]
        self.log.listeners.append(self.controller.controller)
        self.net.handlers[CONTROLLER_ID] = {CONTROLLER_LISTENER: self.controller.handlers()}
        self.controller.controller.handle_leader_change(CONTROLLER_ID, 1)
        self.log.commit()
        self.brokers: dict[int, Broker] = {}
        for b in range(self.brokers_count):
            self.start_broker(b)

    # -- nodes -------------------------------------------------------------------------------------------------

    def start_broker(self, b: int, fs: SimFileSystem | None = None) -> Broker:
        """Start broker `b` (again, on `fs` after a restart): it registers, replays the metadata log, unfences."""
        self.net.down.discard(b)
        reactor = NetReactor(self.net, b)
        fs = fs or SimFileSystem()
        logs = LogManager(fs, ["/data"], clock=reactor.wall_ms, default_config=LogConfig(), node_id=b)
        logs.startup()
        publisher = MetadataPublisher()
        holder: dict[str, BrokerLifecycle] = {}
        rm = ReplicaManager(
            reactor,
            b,
            logs,
            self.settings,
            broker_epoch=lambda: holder["lc"].broker_epoch,
            controller_leader=lambda: CONTROLLER_ID,
            allocate_producer_ids=controller_producer_id_allocator(
                reactor, b, lambda: holder["lc"].broker_epoch, lambda: CONTROLLER_ID, 5000
            ),
        )
        lifecycle = BrokerLifecycle(
            reactor,
            node_id=b,
            cluster_id=CLUSTER_ID,
            listeners=[ListenerInfo("PLAINTEXT", "127.0.0.1", 9092 + b)],
            rack=None,
            log_dirs=[uuid.UUID(int=b + 1)],
            previous_broker_epoch=logs.previous_broker_epoch if logs.previous_broker_epoch is not None else -1,
            heartbeat_interval_ms=500,
            request_timeout_ms=2000,
            controller_leader=lambda: CONTROLLER_ID,
            metadata_offset=lambda: publisher.last_offset,
        )
        holder["lc"] = lifecycle
        publisher.subscribe(rm.on_image)
        # act on the metadata only once it includes this incarnation's registration (and what came with it)
        lifecycle.on_unfenced(rm.start)
        feed = _BrokerFeed(publisher)
        # catch up with what is committed, then follow new commits
        if self.log.committed >= 0:
            publisher.commit(0, self.log.values[: self.log.committed + 1], 1)
        self.log.listeners.append(feed)
        self.net.handlers[b] = {BROKER_LISTENER: rm.handlers()}
        broker = Broker(b, reactor, fs, logs, publisher, lifecycle, rm, feed)
        self.brokers[b] = broker
        lifecycle.start()
        return broker

    def crash_broker(self, b: int) -> SimFileSystem:
        """kill -9: the node stops at once; its disk keeps what was written."""
        broker = self.brokers.pop(b)
        broker.reactor.alive = False
        self.net.down.add(b)
        self.log.listeners.remove(broker.feed)
        broker.fs.crash()
        return broker.fs

    def stop_broker(self, b: int) -> SimFileSystem:
        """A clean stop (no controlled shutdown): logs flushed and closed, the clean-shutdown marker written with
        the broker epoch, so the next registration is clean."""
        broker = self.brokers[b]
        broker.lifecycle.stop()
        broker.rm.shutdown(broker.lifecycle.broker_epoch)
        return self.crash_broker(b)

    def wait_unfenced(self, *brokers: int) -> None:
        ids = brokers or tuple(self.brokers)
        self.net.run_until(
            lambda: all(
                (reg := self.controller.controller.committed.brokers.get(b)) is not None and not reg.fenced for b in ids
            ),
            what=f"brokers {ids} unfenced",
        )

    # -- requests ------------------------------------------------------------------------------------------------

    def request(
        self,
        dst: int,
        request: Message,
        version: int | None = None,
        listener: str = BROKER_LISTENER,
        timeout_ms: int = 30_000,
    ) -> Result:
        box = Result()

        def done(resp: Any, error: Any) -> None:
            box.done, box.value, box.error = True, resp, error

        self.net.send(CLIENT_ID, dst, listener, request, done, timeout_ms=timeout_ms, version=version)
        return box

    def call(
        self,
        dst: int,
        request: Message,
        version: int | None = None,
        listener: str = BROKER_LISTENER,
        max_ms: int = 30_000,
    ) -> Any:
        box = self.request(dst, request, version, listener)
        self.net.run_until(lambda: box.done, max_ms, what=f"answer to {type(request).__name__}")
        assert box.error is None, box.error
        return box.value

    def create_topic(self, name: str, partitions: int = 1, rf: int = 3, **configs: str) -> uuid.UUID:
        T = CreateTopicsRequest
        req = T(
            topics=[
                T.CreatableTopic(
                    name=name,
                    num_partitions=partitions,
                    replication_factor=rf,
                    configs=[T.CreatableTopicConfig(name=k.replace("_", "."), value=v) for k, v in configs.items()],
                )
            ],
            timeout_ms=30000,
        )
        resp = self.call(CONTROLLER_ID, req, 7, CONTROLLER_LISTENER)
        assert resp.topics[0].error_code == 0, resp
        topic_id: uuid.UUID = resp.topics[0].topic_id
        self.net.run_until(
            lambda: all(
                self._hosted(b, name, p) for p in range(partitions) for b in self.replicas(name, p) if b in self.brokers
            ),
            what=f"topic {name} hosted",
        )
        return topic_id

    def _hosted(self, b: int, topic: str, p: int) -> bool:
        part = self.brokers[b].rm.partition(topic, p)
        reg = self.registration(topic, p)
        return part is not None and reg is not None and part.leader_epoch == reg.leader_epoch

    def registration(self, topic: str, p: int = 0):  # type: ignore[no-untyped-def]
        t = self.controller.controller.committed.topic(topic)
        return None if t is None else t.partitions.get(p)

    def replicas(self, topic: str, p: int = 0) -> tuple[int, ...]:
        reg = self.registration(topic, p)
        return () if reg is None else reg.replicas

    def leader(self, topic: str, p: int = 0) -> int:
        reg = self.registration(topic, p)
        return -1 if reg is None else reg.leader

    def isr(self, topic: str, p: int = 0) -> tuple[int, ...]:
        reg = self.registration(topic, p)
        return () if reg is None else reg.isr


def batch(
    values: list[bytes],
    *,
    producer_id: int = -1,
    producer_epoch: int = -1,
    base_sequence: int = -1,
    key: bytes | None = b"k",
    timestamp: int = 1_700_000_000_000,
    compression: int = 0,
) -> bytes:
    b = RecordBatchBuilder(
        producer_id=producer_id, producer_epoch=producer_epoch, base_sequence=base_sequence, compression=compression
    )
    for i, v in enumerate(values):
        b.append(timestamp + i, key, v)
    return b.build()
