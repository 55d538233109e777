"""`RaftDriver` on a small fake reactor: the order outputs are carried out in (durable before sent), requests and
their responses or transport failures, the runtime handlers, listeners and DescribeQuorum."""

from __future__ import annotations

import heapq
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import pytest

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.begin_quorum_epoch import BeginQuorumEpochRequest, BeginQuorumEpochResponse
from kraftpy.protocol.messages.describe_quorum import DescribeQuorumRequest
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.messages.vote import VoteRequest, VoteResponse
from kraftpy.raft import (
    METADATA_TOPIC,
    ElectionState,
    MemoryQuorumStateStore,
    MemoryRaftLog,
    NotLeaderError,
    QuorumConfig,
    VoterSet,
)
from kraftpy.raft import driver as driver_module
from kraftpy.raft.driver import RaftDriver, RaftListener
from kraftpy.raft.messages import RAFT_API_VERSIONS, LeaderAndEpoch, LoadedSnapshot
from kraftpy.raft.records import Batch, build_data_batch, decode_log_batches
from kraftpy.raft.types import OffsetAndEpoch
from kraftpy.raft.voters import Endpoint, Voter
from kraftpy.runtime import CONTROLLER_LISTENER, Deferred, RequestInfo, TransportError

from .helpers import CLUSTER, fetch, vote

WALL_OFFSET = 1_700_000_000_000


# ============================================================================================== fakes


class FakeTimer:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


@dataclass
class Sent:
    peer: int
    listener: str
    body: Any
    callback: Callable[[Any, TransportError | None], None]
    timeout_ms: int
    version: int | None
    answered: bool = False

    @property
    def api(self) -> int:
        return int(self.body.API_KEY)

    def respond(self, body: Any) -> None:
        assert not self.answered
        self.answered = True
        self.callback(body, None)

    def fail(self, reason: str = "connection refused") -> None:
        assert not self.answered
        self.answered = True
        self.callback(None, TransportError(reason))


class FakeReactor:
    """Time moves only when the test says so; sends are recorded and answered by the test."""

    def __init__(self, node_id: int, events: list[tuple[Any, ...]]) -> None:
        self.node_id = node_id
        self.rng = random.Random(node_id)
        self.now = 0
        self.events = events
        self.sent: list[Sent] = []
        self._timers: list[tuple[int, int, FakeTimer, Callable[[], None]]] = []
        self._seq = 0

    def now_ms(self) -> int:
        return self.now

    def wall_ms(self) -> int:
        return self.now + WALL_OFFSET

    def call_at(self, when_ms: int, fn: Callable[[], None]) -> FakeTimer:
        timer = FakeTimer()
        self._seq += 1
        heapq.heappush(self._timers, (when_ms, self._seq, timer, fn))
        return timer

    def call_soon(self, fn: Callable[[], None]) -> None:
        self.call_at(self.now, fn)

    def send(
        self,
        node_id: int,
        listener: str,
        request: Any,
        callback: Any,
        *,
        timeout_ms: int,
        version: int | None = None,
    ) -> None:
        self.events.append(("send", node_id, request.NAME, _pre_vote(request)))
        self.sent.append(Sent(node_id, listener, request, callback, timeout_ms, version))

    def run_until(self, t: int) -> None:
        """Fire every timer due up to `t`, in time order, advancing the clock."""
        while self._timers and self._timers[0][0] <= t:
            when, _, timer, fn = heapq.heappop(self._timers)
            self.now = max(self.now, when)
            if not timer.cancelled:
                fn()
        self.now = max(self.now, t)

    def advance(self, ms: int) -> None:
        self.run_until(self.now + ms)

    @property
    def pending_timers(self) -> int:
        return sum(1 for _, _, t, _ in self._timers if not t.cancelled)

    def unanswered(self, api_name: str | None = None) -> list[Sent]:
        return [s for s in self.sent if not s.answered and (api_name is None or api_name == s.body.NAME)]


def _pre_vote(request: Any) -> bool | None:
    if isinstance(request, VoteRequest):
        return bool(request.topics[0].partitions[0].pre_vote)
    return None


class RecordingStore(MemoryQuorumStateStore):
    def __init__(self, events: list[tuple[Any, ...]], initial: ElectionState | None = None) -> None:
        super().__init__(initial)
        self.events = events
        self.fail_with: Exception | None = None

    def write(self, state: ElectionState) -> None:
        if self.fail_with is not None:
            raise self.fail_with
        super().write(state)
        self.events.append(("persist", state.epoch, state.leader_id, state.voted_id))


class RecordingLog(MemoryRaftLog):
    def __init__(self, events: list[tuple[Any, ...]]) -> None:
        super().__init__()
        self.events = events

    def flush(self) -> None:
        super().flush()
        self.events.append(("flush", self.end_offset))


class RecordingListener(RaftListener):
    def __init__(self, events: list[tuple[Any, ...]], name: str = "sm") -> None:
        self.events = events
        self.name = name
        self.records: list[bytes] = []
        self.offsets: list[tuple[int, int]] = []
        self.snapshots: list[OffsetAndEpoch] = []
        self.leaders: list[tuple[int, int]] = []

    def handle_load_snapshot(self, snapshot: LoadedSnapshot) -> None:
        self.snapshots.append(snapshot.snapshot_id)
        self.records = list(snapshot.records)
        self.events.append(("snapshot", self.name, snapshot.snapshot_id.offset))

    def handle_commit(self, batches: Sequence[Batch]) -> None:
        for b in batches:
            if self.offsets:
                assert b.base_offset == self.offsets[-1][1] + 1, "batches delivered out of order or twice"
            self.offsets.append((b.base_offset, b.last_offset))
            self.records.extend(b.records)
        self.events.append(("commit", self.name, batches[0].base_offset, batches[-1].last_offset))

    def handle_leader_change(self, leader_id: int, epoch: int) -> None:
        self.leaders.append((leader_id, epoch))
        self.events.append(("leader", self.name, leader_id, epoch))


class RecordingDeferred(Deferred):
    events: list[tuple[Any, ...]] = []  # set per test

    def resolve(self, value: Any) -> None:
        RecordingDeferred.events.append(("respond", type(value).__name__))
        super().resolve(value)


@dataclass
class World:
    events: list[tuple[Any, ...]] = field(default_factory=list)
    reactor: FakeReactor = field(init=False)
    store: RecordingStore = field(init=False)
    log: RecordingLog = field(init=False)
    driver: RaftDriver = field(init=False)
    listener: RecordingListener = field(init=False)
    fatal: list[BaseException] = field(default_factory=list)


def world(
    node_id: int = 1,
    voters: Sequence[int] = (1, 2, 3),
    *,
    state: ElectionState | None = None,
    prefill: Sequence[int] = (),
    config: QuorumConfig | None = None,
    start: bool = True,
) -> World:
    w = World()
    w.reactor = FakeReactor(node_id, w.events)
    w.store = RecordingStore(w.events, state)
    w.log = RecordingLog(w.events)
    for i, epoch in enumerate(prefill):
        w.log.append_as_leader(build_data_batch([b"old%d" % i], base_offset=0, epoch=epoch, timestamp=0), epoch)
    w.log.flush()
    w.events.clear()
    voter_set = VoterSet(Voter(i, endpoints=(Endpoint("CONTROLLER", "127.0.0.1", 9000 + i),)) for i in voters)
    w.driver = RaftDriver(
        w.reactor,
        voters=voter_set,
        log=w.log,
        store=w.store,
        cluster_id=CLUSTER,
        config=config if config is not None else QuorumConfig(),
        on_fatal=w.fatal.append,
        rng=random.Random(7),
    )
    w.listener = RecordingListener(w.events)
    w.driver.register_listener(w.listener)
    if start:
        w.driver.start()
    return w


def info(api: int, version: int | None = None) -> RequestInfo:
    return RequestInfo(api, RAFT_API_VERSIONS.get(api, 0) if version is None else version, 1, "peer", "CONTROLLER")


def index(events: list[tuple[Any, ...]], predicate: Callable[[tuple[Any, ...]], bool]) -> int:
    for i, e in enumerate(events):
        if predicate(e):
            return i
    raise AssertionError(f"no such event in {events}")


def grant(sent: Sent, epoch: int) -> None:
    sent.respond(
        VoteResponse(
            topics=[
                VoteResponse.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        VoteResponse.PartitionData(
                            partition_index=0, leader_id=-1, leader_epoch=epoch, vote_granted=True
                        )
                    ],
                )
            ]
        )
    )


def grant_all(w: World) -> None:
    """Grant every pre-vote, then every vote, node 1 asks for."""
    for pre_vote in (True, False):
        for s in w.reactor.unanswered("VoteRequest"):
            if bool(s.body.topics[0].partitions[0].pre_vote) == pre_vote:
                grant(s, s.body.topics[0].partitions[0].replica_epoch)


def elect(w: World) -> None:
    """Make node 1 the leader: its election timeout passes, every voter grants."""
    w.reactor.advance(2 * w.driver.config.election_timeout_ms)
    grant_all(w)
    assert w.driver.is_leader


# ============================================================================================== tests


def test_single_voter_elects_itself_and_orders_its_outputs() -> None:
    w = world(voters=[1])
    assert w.driver.is_leader and w.driver.epoch == 1
    ev = w.events
    persist = index(ev, lambda e: e[0] == "persist" and e[3] == 1)
    flush = index(ev, lambda e: e[0] == "flush")
    commit = index(ev, lambda e: e[0] == "commit")
    leader = index(ev, lambda e: e[0] == "leader" and e[2] == 1)
    # the vote is durable before the leader writes; the leader's first entry is durable before it is applied;
    # the state machine learns it leads only once it holds everything committed before the epoch
    assert persist < flush < commit < leader
    result = w.driver.append([b"a", b"b"])
    assert (result.base_offset, result.last_offset, result.epoch) == (1, 2, 1)
    assert w.listener.records == []  # lingering for append.linger.ms
    w.reactor.advance(w.driver.config.append_linger_ms)
    assert w.listener.records == [b"a", b"b"]
    assert w.log.flushed_offset == w.log.end_offset == 3


def test_vote_is_persisted_before_the_vote_requests_go_out_and_flush_before_begin_epoch() -> None:
    w = world()
    w.reactor.advance(2 * w.driver.config.election_timeout_ms)
    pre_votes = w.reactor.unanswered("VoteRequest")
    assert {s.peer for s in pre_votes} == {2, 3}
    assert all(s.body.topics[0].partitions[0].pre_vote for s in pre_votes)
    assert all(s.listener == CONTROLLER_LISTENER and s.version == 2 and s.timeout_ms == 2000 for s in pre_votes)
    grant(pre_votes[0], 0)
    votes = [s for s in w.reactor.unanswered("VoteRequest") if not s.body.topics[0].partitions[0].pre_vote]
    assert {s.peer for s in votes} == {2, 3}
    persisted = index(w.events, lambda e: e[0] == "persist" and e[1] == 1 and e[3] == 1)
    first_vote = index(w.events, lambda e: e[0] == "send" and e[2] == "VoteRequest" and e[3] is False)
    assert persisted < first_vote
    grant(votes[0], 1)
    assert w.driver.is_leader
    begins = [s for s in w.reactor.sent if isinstance(s.body, BeginQuorumEpochRequest)]
    assert {s.peer for s in begins} == {2, 3} and all(s.version == 1 for s in begins)
    flushed = index(w.events, lambda e: e[0] == "flush" and e[1] == 1)
    first_begin = index(w.events, lambda e: e[0] == "send" and e[2] == "BeginQuorumEpochRequest")
    assert flushed < first_begin
    assert w.listener.leaders[-1] == (1, 1)  # nothing was committed before epoch 1: announced at once


def test_transport_failures_are_retried_after_the_backoff() -> None:
    w = world()
    w.reactor.advance(2 * w.driver.config.election_timeout_ms)
    to_3 = [s for s in w.reactor.unanswered("VoteRequest") if s.peer == 3]
    assert len(to_3) == 1
    to_3[0].fail("connection refused")
    assert not w.reactor.unanswered("VoteRequest") or all(s.peer != 3 for s in w.reactor.unanswered())
    w.reactor.advance(w.driver.config.retry_backoff_ms)
    retried = [s for s in w.reactor.unanswered("VoteRequest") if s.peer == 3]
    assert len(retried) == 1, "the pre-vote to node 3 is sent again after controller.quorum.retry.backoff.ms"


def test_a_late_response_after_close_is_ignored_and_timers_stop() -> None:
    w = world()
    w.reactor.advance(2 * w.driver.config.election_timeout_ms)
    pending = w.reactor.unanswered("VoteRequest")
    w.driver.close()
    assert w.reactor.pending_timers == 0
    sent_before = len(w.reactor.sent)
    grant(pending[0], 0)
    w.reactor.advance(10_000)
    assert len(w.reactor.sent) == sent_before
    assert w.driver.epoch == 0


def test_inbound_vote_is_persisted_before_it_is_answered(monkeypatch: pytest.MonkeyPatch) -> None:
    w = world()
    RecordingDeferred.events = w.events
    monkeypatch.setattr(driver_module, "Deferred", RecordingDeferred)
    result = w.driver.handle_request(info(52), vote(2, 1, 0, 0).body)
    assert isinstance(result, Deferred) and result.done
    body = result.result()
    assert isinstance(body, VoteResponse) and body.topics[0].partitions[0].vote_granted
    persisted = index(w.events, lambda e: e[0] == "persist" and e[1] == 1 and e[3] == 2)
    answered = index(w.events, lambda e: e[0] == "respond" and e[1] == "VoteResponse")
    assert persisted < answered
    assert w.store.read() == ElectionState(1, -1, 2)


def test_begin_quorum_epoch_makes_a_follower_that_fetches_and_applies() -> None:
    w = world()
    req = BeginQuorumEpochRequest(
        cluster_id=CLUSTER,
        topics=[
            BeginQuorumEpochRequest.TopicData(
                topic_name=METADATA_TOPIC,
                partitions=[BeginQuorumEpochRequest.PartitionData(partition_index=0, leader_id=2, leader_epoch=3)],
            )
        ],
    )
    resp = w.driver.handle_request(info(53), req)
    assert isinstance(resp, Deferred)
    assert isinstance(resp.result(), BeginQuorumEpochResponse)
    assert w.driver.leader_and_epoch == LeaderAndEpoch(2, 3)
    assert w.listener.leaders[-1] == (2, 3)
    fetches = w.reactor.unanswered("FetchRequest")
    assert len(fetches) == 1 and fetches[0].peer == 2 and fetches[0].version == 18
    # the leader sends two batches and a high watermark covering the first
    leader_log = MemoryRaftLog()
    leader_log.append_as_leader(build_data_batch([b"x"], base_offset=0, epoch=3, timestamp=0), 3)
    leader_log.append_as_leader(build_data_batch([b"y"], base_offset=0, epoch=3, timestamp=0), 3)
    fetches[0].respond(
        FetchResponse(
            responses=[
                FetchResponse.FetchableTopicResponse(
                    topic_id=fetches[0].body.topics[0].topic_id,
                    partitions=[
                        FetchResponse.PartitionData(
                            partition_index=0,
                            high_watermark=1,
                            current_leader=FetchResponse.LeaderIdAndEpoch(leader_id=2, leader_epoch=3),
                            records=leader_log.read(0, 1 << 20),
                        )
                    ],
                )
            ]
        )
    )
    assert w.log.end_offset == 2
    flushed = index(w.events, lambda e: e[0] == "flush" and e[1] == 2)
    applied = index(w.events, lambda e: e[0] == "commit")
    assert flushed < applied
    assert w.listener.records == [b"x"]  # only what the high watermark covers
    assert w.driver.high_watermark == 1
    next_fetch = w.reactor.unanswered("FetchRequest")
    assert len(next_fetch) == 1 and next_fetch[0].body.topics[0].partitions[0].fetch_offset == 2


def test_a_parked_fetch_is_answered_when_data_arrives() -> None:
    w = world(voters=[1, 2])
    elect(w)
    end = w.log.end_offset
    first = w.driver.handle_request(info(1), fetch(2, 1, end, 1, max_wait=500).body)
    assert isinstance(first, Deferred)
    assert first.done  # the follower's fetch at the leader's end moves the high watermark: answered at once
    parked = w.driver.handle_request(info(1), fetch(2, 1, end, 1, hwm=end, max_wait=500).body)
    assert isinstance(parked, Deferred) and not parked.done
    w.driver.append([b"new"])
    w.reactor.advance(w.driver.config.append_linger_ms)
    assert parked.done
    part = parked.result().responses[0].partitions[0]
    assert part.error_code == 0 and part.records  # the appended batch
    # closing answers what is still parked, with BROKER_NOT_AVAILABLE
    waiting = w.driver.handle_request(
        info(1), fetch(2, 1, w.log.end_offset, 1, hwm=w.log.end_offset, max_wait=500).body
    )
    assert isinstance(waiting, Deferred) and not waiting.done
    w.driver.close()
    assert waiting.done and waiting.result().error_code == ErrorCode.BROKER_NOT_AVAILABLE


def test_requests_before_start_or_after_close_get_broker_not_available() -> None:
    w = world(start=False)
    resp = w.driver.handle_request(info(52), vote(2, 1).body)
    assert isinstance(resp, VoteResponse) and resp.error_code == ErrorCode.BROKER_NOT_AVAILABLE
    w.driver.start()
    w.driver.close()
    resp2 = w.driver.handle_request(info(1), fetch(2, 0, 0, 0).body)
    assert isinstance(resp2, FetchResponse) and resp2.error_code == ErrorCode.BROKER_NOT_AVAILABLE
    with pytest.raises(NotLeaderError):
        w.driver.append([b"x"])


def test_leader_is_announced_after_the_previous_epochs_entries_are_applied() -> None:
    # node 1 holds three entries of epoch 1 (leader 2) that it never learnt were committed
    w = world(state=ElectionState(1, 2, -1), prefill=[1, 1, 1])
    assert w.listener.records == []
    w.reactor.advance(w.driver.config.fetch_timeout_ms + 1)  # leader 2 is silent: pre-vote
    grant_all(w)
    assert w.driver.is_leader and w.driver.epoch == 2
    assert w.driver.epoch_start_offset == 3
    assert all(e[2] != 1 for e in w.events if e[0] == "leader"), "not announced before the old entries apply"
    # follower 2 fetches past the leader-change entry: the epoch's entry commits, the old ones with it
    w.driver.handle_request(info(1), fetch(2, 2, 4, 2).body)
    commit = index(w.events, lambda e: e[0] == "commit")
    announced = index(w.events, lambda e: e[0] == "leader" and e[2] == 1 and e[3] == 2)
    assert commit < announced
    assert w.listener.records == [b"old0", b"old1", b"old2"]


def test_a_listener_appending_from_handle_commit_keeps_the_order() -> None:
    w = world(voters=[1], config=QuorumConfig(append_linger_ms=0))

    class Echo(RaftListener):
        def __init__(self) -> None:
            self.seen: list[bytes] = []

        def handle_commit(self, batches: Sequence[Batch]) -> None:
            for b in batches:
                for r in b.records:
                    self.seen.append(r)
                    if r.startswith(b"ping") and len(r) < 8:
                        w.driver.append([r + b"!"])  # re-entrant append from inside a delivery

    echo = Echo()
    w.driver.register_listener(echo)
    w.driver.append([b"ping"])
    assert echo.seen == [b"ping", b"ping!", b"ping!!", b"ping!!!", b"ping!!!!"]
    assert w.listener.records == echo.seen
    offsets = [o for o in w.listener.offsets]
    assert offsets == sorted(offsets)


def test_a_late_listener_gets_the_committed_history_first() -> None:
    w = world(voters=[1], config=QuorumConfig(append_linger_ms=0))
    for i in range(5):
        w.driver.append([b"r%d" % i])
    late = RecordingListener(w.events, "late")
    w.driver.register_listener(late)
    assert late.records == w.listener.records == [b"r0", b"r1", b"r2", b"r3", b"r4"]
    assert late.leaders == [(1, 1)]
    w.driver.append([b"r5"])
    assert late.records[-1] == b"r5"


def test_a_late_listener_starts_from_the_snapshot() -> None:
    w = world(voters=[1], config=QuorumConfig(append_linger_ms=0))
    for i in range(4):
        w.driver.append([b"r%d" % i])
    applied = w.driver.applied_offset
    created = w.driver.create_snapshot(OffsetAndEpoch(applied, 1), list(w.listener.records))
    assert created == OffsetAndEpoch(applied, 1) and w.log.start_offset == applied
    w.driver.append([b"after"])
    late = RecordingListener(w.events, "late")
    w.driver.register_listener(late)
    assert late.snapshots == [OffsetAndEpoch(applied, 1)]
    assert late.records == [b"r0", b"r1", b"r2", b"r3", b"after"]


def test_a_failed_quorum_state_write_stops_raft_before_anything_is_sent() -> None:
    w = world()
    w.store.fail_with = OSError(28, "No space left on device")
    sent_before = len(w.reactor.sent)
    w.reactor.advance(2 * w.driver.config.election_timeout_ms)
    for s in w.reactor.unanswered("VoteRequest"):
        grant(s, 0)  # the pre-vote wins: the candidate must persist its vote, which fails
    assert len(w.fatal) == 1 and isinstance(w.fatal[0], OSError)
    assert not any(
        s.body.NAME == "VoteRequest" and not s.body.topics[0].partitions[0].pre_vote for s in w.reactor.sent
    ), "no vote request may leave before the vote is durable"
    assert len(w.reactor.sent) >= sent_before
    resp = w.driver.handle_request(info(52), vote(3, 5).body)
    assert isinstance(resp, VoteResponse) and resp.error_code == ErrorCode.BROKER_NOT_AVAILABLE
    assert w.reactor.pending_timers == 0


def test_next_offset_and_not_leader_errors() -> None:
    w = world(voters=[1])
    with pytest.raises(ValueError):
        w.driver.append([])
    before = w.driver.next_offset
    w.driver.append([b"a", b"b", b"c"])
    assert w.driver.next_offset == before + 3  # lingering records count
    other = world()
    with pytest.raises(NotLeaderError):
        other.driver.append([b"x"])
    with pytest.raises(NotLeaderError):
        _ = other.driver.next_offset


def _describe_request(topic: str = METADATA_TOPIC, partition: int = 0) -> DescribeQuorumRequest:
    return DescribeQuorumRequest(
        topics=[
            DescribeQuorumRequest.TopicData(
                topic_name=topic, partitions=[DescribeQuorumRequest.PartitionData(partition_index=partition)]
            )
        ]
    )


def test_describe_quorum_from_the_leader_and_elsewhere() -> None:
    w = world()
    follower_answer = w.driver.describe_quorum(_describe_request())
    part = follower_answer.topics[0].partitions[0]
    assert part.error_code == ErrorCode.NOT_LEADER_OR_FOLLOWER
    elect(w)
    end = w.log.end_offset
    w.reactor.advance(5)
    w.driver.handle_request(info(1), fetch(2, 1, end, 1).body)  # voter 2 caught up
    w.reactor.advance(100)
    w.driver.handle_request(info(1), fetch(7, 1, 0, 0).body)  # an observer (a broker) far behind
    w.reactor.advance(10)
    resp = w.driver.describe_quorum(_describe_request())
    part = resp.topics[0].partitions[0]
    assert part.error_code == 0 and part.leader_id == 1 and part.leader_epoch == 1
    assert part.high_watermark == end
    now_wall = w.reactor.wall_ms()
    voters = {v.replica_id: v for v in part.current_voters}
    assert set(voters) == {1, 2, 3}
    assert voters[1].last_fetch_timestamp == voters[1].last_caught_up_timestamp == now_wall
    assert voters[1].log_end_offset == end
    assert voters[2].log_end_offset == end
    assert voters[2].last_fetch_timestamp == now_wall - 110 and voters[2].last_caught_up_timestamp == now_wall - 110
    assert voters[3].log_end_offset == -1 and voters[3].last_fetch_timestamp == -1
    [observer] = part.observers
    assert observer.replica_id == 7 and observer.log_end_offset == 0 and observer.last_fetch_timestamp == now_wall - 10
    assert [(n.node_id, [(lst.name, lst.host, lst.port) for lst in n.listeners]) for n in resp.nodes] == [
        (1, [("CONTROLLER", "127.0.0.1", 9001)]),
        (2, [("CONTROLLER", "127.0.0.1", 9002)]),
        (3, [("CONTROLLER", "127.0.0.1", 9003)]),
    ]
    # what is not the metadata partition
    bad = w.driver.describe_quorum(_describe_request("other", 0))
    assert bad.topics[0].topic_name == "other"
    assert bad.topics[0].partitions[0].error_code == ErrorCode.UNKNOWN_TOPIC_OR_PARTITION
    # every version encodes, with what the version carries
    for version in (0, 1, 2):
        answer = w.driver.describe_quorum(_describe_request(), version)
        decoded = type(answer).decode(answer.encode(version), version)
        voter = {v.replica_id: v for v in decoded.topics[0].partitions[0].current_voters}[2]
        assert voter.log_end_offset == end
        assert voter.last_fetch_timestamp == (-1 if version == 0 else now_wall - 110)
        assert len(decoded.nodes) == (3 if version == 2 else 0)


def test_fetch_requests_record_the_observers_directory_ids() -> None:
    import uuid

    w = world(voters=[1])
    body: FetchRequest = fetch(9, 1, 0, 0).body
    dir_id = uuid.UUID(int=0xABC)
    body.topics[0].partitions[0].replica_directory_id = dir_id
    w.driver.handle_request(info(1), body)
    part = w.driver.describe_quorum(_describe_request(), 2).topics[0].partitions[0]
    assert [(o.replica_id, o.replica_directory_id) for o in part.observers] == [(9, dir_id)]
    v1 = w.driver.describe_quorum(_describe_request(), 1)
    v1.encode(1)  # no directory ids before v2


def test_the_leader_appends_a_noop_only_when_idle() -> None:
    from kraftpy.metadata.records import decode_record
    from kraftpy.node.raft_role import NoOpAppender
    from kraftpy.protocol.messages.metadata_records import NoOpRecord

    w = world(voters=[1], config=QuorumConfig(append_linger_ms=0), start=False)
    noop = NoOpAppender(w.reactor, w.driver, 500)
    w.driver.register_listener(noop)
    w.driver.start()  # leader at t=0
    w.reactor.advance(499)
    assert w.listener.records == []
    w.reactor.advance(1)
    assert [type(decode_record(r)[0]) for r in w.listener.records] == [NoOpRecord]
    w.reactor.advance(200)  # t=700: the state machine appends
    w.driver.append([b"user"])
    w.reactor.advance(499)  # t=1199: 1000 was due, but something was appended at 700
    assert len(w.listener.records) == 2
    w.reactor.advance(1)  # t=1200: idle for 500 ms
    assert len(w.listener.records) == 3 and noop.appended == 2
    # a follower never appends; 0 disables
    quiet = world(voters=[1], config=QuorumConfig(append_linger_ms=0), start=False)
    quiet.driver.register_listener(NoOpAppender(quiet.reactor, quiet.driver, 0))
    quiet.driver.start()
    quiet.reactor.advance(10_000)
    assert quiet.listener.records == []


def test_batches_carry_the_wall_clock_as_their_timestamp() -> None:
    """The batches a node writes (leader change, data, the snapshot's) carry wall-clock milliseconds, as Kafka's:
    `kraftpy dump-log` and the analytics show when a record was written, not the event loop's monotonic time."""
    w = world(voters=[1], config=QuorumConfig(append_linger_ms=0))
    w.reactor.advance(5_000)
    w.driver.append([b"a"])
    batches = decode_log_batches(w.log.read(w.log.start_offset, 1 << 20))
    assert [b.records for b in batches if b.records][-1] == (b"a",)
    leader_change, *_, data = batches
    assert leader_change.append_timestamp >= WALL_OFFSET
    assert data.append_timestamp == w.reactor.wall_ms() != w.reactor.now_ms()
    applied = w.driver.applied_offset
    w.reactor.advance(1_000)
    assert w.driver.create_snapshot(OffsetAndEpoch(applied, 1), list(w.listener.records)) is not None
    snapshot = w.log.read_snapshot(OffsetAndEpoch(applied, 1), 0, 1 << 20)
    assert snapshot is not None
    assert {b.append_timestamp for b in decode_log_batches(snapshot)} == {w.reactor.wall_ms()}
