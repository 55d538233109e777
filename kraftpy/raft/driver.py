"""`RaftDriver`: runs one `RaftNode` on a `kraftpy.runtime.Reactor` (asyncio in a node, simulated in `kraftpy.sim`).

The driver is the only place where the sans-IO core meets time, the network, the disk and the state machine. It
feeds the core its inputs (inbound requests served as runtime handlers, responses and transport failures of the
requests it sent, timer ticks, local appends) and carries out every `RaftOutput` strictly in the documented
order, one output at a time and in the order the core returned them:

1. the election state is written to the `QuorumStateStore` (atomically, fsynced) when the output carries one;
2. the log is flushed (`RaftLog.flush`) when the output asks for it;
3. requests are sent with `reactor.send` on the controller listener (at the versions of `RAFT_API_VERSIONS`, with
   `controller.quorum.request.timeout.ms`); responses complete the `Deferred` returned for the inbound request;
4. a snapshot to load, then the committed batches, are handed to the registered `RaftListener`s;
5. the next tick is scheduled with `reactor.call_at` at the output's deadline.

Nothing of an output leaves the node before steps 1 and 2 of it (and of every earlier output) are durable: the
storage calls are synchronous, and an output produced while another is being carried out (a listener appending
from `handle_commit`, a reactor that completes a send at once) waits in a queue until the current one is done.

A leader change is announced to the listeners (`handle_leader_change`) as Kafka's raft client does it: at once for
another node, but for this node only once the listeners have received every committed batch below the start of
its epoch, so that a state machine that starts acting as the leader has the complete state first.

A failure that makes continuing unsafe (the core's `RaftStateError`, an I/O error while persisting) stops the
driver: timers are cancelled, requests are answered with BROKER_NOT_AVAILABLE, and `on_fatal` is called (the node
exits). An exception raised by a listener is logged and does not stop raft; listeners that must stop the node on
such errors do so themselves.
"""

from __future__ import annotations

import logging
import random
import uuid
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from kraftpy.protocol.api import API_BY_KEY, ApiKey
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.describe_quorum import DescribeQuorumRequest, DescribeQuorumResponse
from kraftpy.protocol.uuids import ZERO_UUID
from kraftpy.runtime import CONTROLLER_LISTENER, Deferred, Reactor, RequestInfo, Timer, TransportError

from .config import QuorumConfig
from .describe import (
    ReplicaDescription,
    describe_quorum_error,
    describe_quorum_response,
    is_metadata_partition_request,
)
from .log import RaftLog
from .messages import (
    RAFT_API_VERSIONS,
    AppendResult,
    LeaderAndEpoch,
    LoadedSnapshot,
    RaftOutput,
    RaftRequest,
    RaftResponse,
    RequestFailure,
    VoterChangeResult,
)
from .node import RaftNode
from .quorum_state import QuorumStateStore
from .records import Batch, decode_log_batches, read_snapshot
from .roles import LeaderState, ResignedState
from .types import NO_LEADER, NotLeaderError, OffsetAndEpoch, RaftError, RaftStateError
from .voters import Endpoint, Voter, VoterSet

__all__ = ["BOOTSTRAP_PEER_BASE", "RAFT_APIS", "RaftDriver", "RaftListener", "bootstrap_peer_ids"]

BOOTSTRAP_PEER_BASE = -2  # `controller.quorum.bootstrap.servers` entry i is raft peer -2 - i (Kafka does the same)


def bootstrap_peer_ids(count: int) -> list[int]:
    return [BOOTSTRAP_PEER_BASE - i for i in range(count)]


logger = logging.getLogger(__name__)

RAFT_APIS = (ApiKey.FETCH, ApiKey.VOTE, ApiKey.BEGIN_QUORUM_EPOCH, ApiKey.END_QUORUM_EPOCH, ApiKey.FETCH_SNAPSHOT)
_REPLAY_READ_BYTES = 1 << 20


class RaftListener:
    """What the state machine above raft (the controller, a broker's metadata image) implements. Subclass it and
    override what you need; every method runs on the reactor thread and must not block."""

    def handle_load_snapshot(self, snapshot: LoadedSnapshot) -> None:
        """Replace the whole state with `snapshot` (its records are the payloads of its data records); later
        commits continue at `snapshot.snapshot_id.offset`."""

    def handle_commit(self, batches: Sequence[Batch]) -> None:
        """Apply committed batches, in offset order, each exactly once (data and control batches)."""

    def handle_leader_change(self, leader_id: int, epoch: int) -> None:
        """The quorum leader is now `leader_id` (-1: unknown) in `epoch`. For this node it is called once every
        batch committed before its epoch started has been delivered."""


def _sender(body: Any) -> int:
    """The replica that sent a raft request, for logs and bookkeeping (-1 if the body does not say)."""
    try:
        api = body.API_KEY
        if api == ApiKey.FETCH:
            rid = body.replica_state.replica_id
            return int(rid if rid >= 0 else body.replica_id)
        if api == ApiKey.FETCH_SNAPSHOT:
            return int(body.replica_id)
        part = body.topics[0].partitions[0]
        if api == ApiKey.VOTE:
            return int(part.replica_id)
        return int(part.leader_id)
    except (AttributeError, IndexError):
        return -1


class RaftDriver:
    """Drives one `RaftNode` on a `Reactor`. See the module docstring for the processing contract."""

    def __init__(
        self,
        reactor: Reactor,
        *,
        voters: VoterSet,
        log: RaftLog,
        store: QuorumStateStore,
        cluster_id: str | None,
        config: QuorumConfig | None = None,
        directory_id: uuid.UUID = ZERO_UUID,
        listener: str = CONTROLLER_LISTENER,
        on_fatal: Callable[[BaseException], None] | None = None,
        rng: random.Random | None = None,
        endpoints: Sequence[Endpoint] = (),
        bootstrap_servers: int = 0,
        on_endpoints: Callable[[dict[int, tuple[Endpoint, ...]]], None] | None = None,
    ) -> None:
        """`endpoints`: this controller's listeners (a controller announces them when it fetches, so the leader
        can make it a voter). `bootstrap_servers`: how many `controller.quorum.bootstrap.servers` the reactor
        reaches as peers -2, -3, ... `on_endpoints`: told the controller endpoints of the voters and of the leader
        whenever they change, before any request to them is sent."""
        self.reactor = reactor
        self.node_id = reactor.node_id
        self.config = config if config is not None else QuorumConfig()
        self.log = log
        self.store = store
        self.listener = listener
        self.on_fatal = on_fatal
        self.raft = RaftNode(
            node_id=self.node_id,
            voters=voters,
            log=log,
            election_state=store.read(),
            cluster_id=cluster_id,
            random=rng if rng is not None else random.Random(reactor.rng.getrandbits(64)),
            now=reactor.now_ms(),
            config=self.config,
            directory_id=directory_id,
            endpoints=endpoints,
            bootstrap_peers=bootstrap_peer_ids(bootstrap_servers),
            wall_clock=reactor.wall_ms,
        )
        self.on_endpoints = on_endpoints
        self._voter_waiters: dict[int, Deferred] = {}
        self._listeners: list[RaftListener] = []
        self._queue: deque[RaftOutput] = deque()
        self._processing = False
        self._inbound: dict[int, tuple[Deferred, int]] = {}  # driver-assigned id -> (response, api key)
        self._next_inbound_id = 0
        self._timer: Timer | None = None
        self._timer_at: int | None = None
        self._started = False
        self._closed = False
        self.failure: BaseException | None = None
        self._notified: LeaderAndEpoch | None = None
        self.last_append_ms: int | None = None
        self.appended_records = 0

    # =================================================================================================== state

    @property
    def voters(self) -> VoterSet:
        return self.raft.voters

    @property
    def is_voter(self) -> bool:
        return self.raft.is_voter

    @property
    def is_leader(self) -> bool:
        return self.raft.is_leader and self.failure is None and not self._closed

    @property
    def leader_and_epoch(self) -> LeaderAndEpoch:
        return LeaderAndEpoch(self.raft.leader_id, self.raft.epoch)

    @property
    def epoch(self) -> int:
        return self.raft.epoch

    def leader_endpoints(self) -> tuple[Endpoint, ...]:
        """The controller endpoints of the leader this node knows (its voter record, or those its fetches learnt
        from the leader's answers, as an observer does); empty when none is known."""
        leader = self.raft.leader_id
        if leader < 0:
            return ()
        if leader == self.node_id:
            return self.raft.endpoints
        return self.raft.known_endpoints().get(leader, ())

    @property
    def high_watermark(self) -> int | None:
        return self.raft.high_watermark

    @property
    def applied_offset(self) -> int:
        """Every batch below this offset was handed to the listeners (or is covered by the loaded snapshot)."""
        return self.raft.applied_offset

    @property
    def next_offset(self) -> int:
        """The offset the next appended record will get (the leader's log end plus what waits in its append
        accumulator), e.g. for broker epochs. Raises `NotLeaderError` on a non-leader."""
        st = self.raft.state
        if (
            not isinstance(st, LeaderState)
            or not self.is_leader
            or st.resign_requested
            or st.transfer_deadline is not None
        ):
            raise NotLeaderError(f"node {self.node_id} is not the quorum leader (leader {st.leader_id})")
        return self.log.end_offset + len(st.pending)

    @property
    def epoch_start_offset(self) -> int | None:
        """Leader only: the offset of the first entry of this leader's epoch."""
        st = self.raft.state
        return st.epoch_start_offset if isinstance(st, LeaderState) else None

    @property
    def resignation_acknowledged(self) -> bool:
        """A resigning leader has told every other voter (or is not resigning any more)."""
        st = self.raft.state
        if isinstance(st, ResignedState):
            return not st.unacked
        return not isinstance(st, LeaderState)

    def describe(self) -> str:
        return self.raft.describe()

    # ============================================================================================== lifecycle

    def register_listener(self, listener: RaftListener) -> None:
        """Add a state machine. One registered after `start` first gets what was already delivered (the snapshot
        at the log start, then the committed batches after it) and the current leader."""
        nested = self._processing
        self._processing = True  # outputs produced meanwhile wait, so the new listener sees them too
        try:
            if self._started and self.failure is None:
                self._replay(listener)
            self._listeners.append(listener)
            if self._notified is not None:
                self._call_listener(listener.handle_leader_change, self._notified.leader_id, self._notified.epoch)
        finally:
            self._processing = nested
        if not nested and self._queue:
            self._drain()

    def start(self) -> None:
        """Deliver what the core already has (the snapshot it loaded), then run: the first tick happens now."""
        if self._started:
            return
        self._started = True
        logger.info("[RaftDriver %d] Starting: %s", self.node_id, self.raft.describe())
        self._call(self.raft.tick, self.reactor.now_ms())

    def resign(self) -> None:
        """Graceful resignation before a shutdown: a leader tells the voters it is leaving (EndQuorumEpoch) so a
        successor is elected without waiting for the fetch timeout. No effect on other roles."""
        if self._started and not self._closed and self.failure is None:
            self._call(self.raft.resign, self.reactor.now_ms())

    def close(self) -> None:
        """Stop: no more ticks, sends or deliveries. Requests still waiting (parked fetches) are answered with
        BROKER_NOT_AVAILABLE. The log and the store are the owner's to flush and close."""
        if self._closed:
            return
        self._closed = True
        self._cancel_timer()
        self._drop_inbound()
        logger.info("[RaftDriver %d] Closed: %s", self.node_id, self.raft.describe())

    @property
    def closed(self) -> bool:
        return self._closed

    # ================================================================================================= inputs

    def append(self, records: Sequence[bytes], *, epoch: int | None = None) -> AppendResult:
        """Append data records as the leader (batched for `append.linger.ms`); they are committed once the high
        watermark passes `result.last_offset`. Raises `NotLeaderError` when this node is not the leader (of
        `epoch`, when given), `ValueError` for an empty list."""
        if self._closed or self.failure is not None:
            raise NotLeaderError(f"raft on node {self.node_id} is not running")
        now = self.reactor.now_ms()
        out = self.raft.append(records, now, epoch)
        appended = out.appended
        self.last_append_ms = now
        self.appended_records += len(records)
        self._enqueue(out)
        assert appended is not None
        return appended

    def create_snapshot(
        self, snapshot_id: OffsetAndEpoch, records: Sequence[bytes], last_contained_log_timestamp: int = -1
    ) -> OffsetAndEpoch | None:
        """Store a snapshot of the state machine at a committed, applied offset and delete the log prefix behind
        it; returns the snapshot id when one was created."""
        if self._closed or self.failure is not None:
            raise RaftError(f"raft on node {self.node_id} is not running", error_code=ErrorCode.BROKER_NOT_AVAILABLE)
        out = self.raft.create_snapshot(snapshot_id, records, self.reactor.now_ms(), last_contained_log_timestamp)
        created = out.created_snapshot
        self._enqueue(out)
        return created

    # ========================================================================================= voter changes

    def _voter_change(self, call: Callable[[int], tuple[int, RaftOutput]]) -> Deferred:
        """Run a voter change of the core; the Deferred resolves to its `VoterChangeResult`."""
        d = Deferred()
        if self._closed or self.failure is not None or not self._started:
            d.resolve(VoterChangeResult(-1, ErrorCode.BROKER_NOT_AVAILABLE, "raft is not running"))
            return d
        try:
            ticket, out = call(self.reactor.now_ms())
        except RaftStateError as exc:
            self._fail(exc)
            d.resolve(VoterChangeResult(-1, ErrorCode.BROKER_NOT_AVAILABLE, "raft stopped"))
            return d
        self._voter_waiters[ticket] = d
        self._enqueue(out)
        if not d.done and (self._closed or self.failure is not None):
            self._voter_waiters.pop(ticket, None)
            d.resolve(VoterChangeResult(ticket, ErrorCode.BROKER_NOT_AVAILABLE, "raft stopped"))
        return d

    def reassign(self, target: Sequence[int] | None, timeout_ms: int) -> Deferred:
        """Seed 003: make `target` the quorum's TargetVoters (None cancels); resolves once it is committed."""
        return self._voter_change(lambda now: self.raft.reassign(target, now, timeout_ms))

    def add_voter(self, voter: Voter, timeout_ms: int, ack_when_committed: bool = True) -> Deferred:
        return self._voter_change(lambda now: self.raft.add_voter(voter, now, timeout_ms, ack_when_committed))

    def remove_voter(self, node_id: int, directory_id: uuid.UUID, timeout_ms: int) -> Deferred:
        return self._voter_change(lambda now: self.raft.remove_voter(node_id, directory_id, now, timeout_ms))

    def update_voter(self, voter: Voter, timeout_ms: int) -> Deferred:
        return self._voter_change(lambda now: self.raft.update_voter(voter, now, timeout_ms))

    def handle_request(self, info: RequestInfo, body: Message) -> Message | Deferred:
        """The runtime handler of Vote, BeginQuorumEpoch, EndQuorumEpoch, FetchSnapshot and Fetch (of
        `__cluster_metadata`): the response, or a Deferred completed by a later output (a parked Fetch)."""
        api = int(body.API_KEY)  # type: ignore[arg-type]
        if self._closed or self.failure is not None or not self._started:
            return _unavailable(api)
        peer = _sender(body)
        cid = self._next_inbound_id
        self._next_inbound_id += 1
        deferred = Deferred()
        self._inbound[cid] = (deferred, api)
        try:
            self._call(self.raft.handle, RaftRequest(peer, cid, body), self.reactor.now_ms())
        except BaseException:
            self._inbound.pop(cid, None)
            raise
        if self.failure is not None and not deferred.done:
            self._inbound.pop(cid, None)
            return _unavailable(api)
        return deferred

    def _on_response(
        self, peer: int, correlation_id: int, response: Message | None, error: TransportError | None
    ) -> None:
        if self._closed or self.failure is not None:
            return
        msg: RaftResponse | RequestFailure
        if error is not None or response is None:
            msg = RequestFailure(peer, correlation_id, str(error) if error is not None else "no response")
        else:
            msg = RaftResponse(peer, correlation_id, response)
        self._call(self.raft.handle, msg, self.reactor.now_ms())

    def _on_timer(self, deadline: int) -> None:
        if self._timer_at != deadline:
            return
        self._timer = None
        self._timer_at = None
        if self._closed or self.failure is not None:
            return
        # the reactor fired the timer, so its deadline has passed (a clock read may round a hair below it)
        self._call(self.raft.tick, max(self.reactor.now_ms(), deadline))

    # ============================================================================================= processing

    def _call(self, fn: Callable[..., RaftOutput], *args: Any) -> None:
        try:
            out = fn(*args)
        except RaftStateError as exc:
            self._fail(exc)
            return
        self._enqueue(out)

    def _enqueue(self, out: RaftOutput) -> None:
        if self.failure is not None or self._closed:
            return
        self._queue.append(out)
        if not self._processing:
            self._drain()

    def _drain(self) -> None:
        self._processing = True
        try:
            while self._queue and self.failure is None and not self._closed:
                self._process(self._queue.popleft())
        finally:
            self._processing = False
            if self.failure is not None or self._closed:
                self._queue.clear()

    def _process(self, out: RaftOutput) -> None:
        for event in out.events:
            logger.debug("[RaftDriver %d] %s", self.node_id, event)
        # 1 + 2: durable before anything of this output is sent
        try:
            if out.quorum_state is not None:
                self.store.write(out.quorum_state)
            if out.flush:
                self.log.flush()
        except Exception as exc:
            self._fail(exc)
            return
        # 3: messages (after the endpoints they may need)
        if out.endpoints is not None and self.on_endpoints is not None:
            try:
                self.on_endpoints(dict(out.endpoints))
            except Exception:
                logger.exception("[RaftDriver %d] Updating the quorum's endpoints failed", self.node_id)
        for m in out.messages:
            if isinstance(m, RaftRequest):
                self._send(m)
            else:
                self._respond(m)
        # 4: the state machine
        if out.snapshot is not None:
            for listener in list(self._listeners):
                self._call_listener(listener.handle_load_snapshot, out.snapshot)
        if out.committed:
            batches = list(out.committed)
            for listener in list(self._listeners):
                self._call_listener(listener.handle_commit, batches)
        self._maybe_fire_leader_change()
        for result in out.voter_results:
            waiter = self._voter_waiters.pop(result.ticket, None)
            if waiter is not None and not waiter.done:
                waiter.resolve(result)
        # 5: the next tick
        if not self._closed and self.failure is None:
            self._schedule(out.next_deadline)

    def _send(self, m: RaftRequest) -> None:
        peer, cid = m.peer, m.correlation_id
        api = m.api_key

        def callback(response: Message | None, error: TransportError | None) -> None:
            self._on_response(peer, cid, response, error)

        try:
            self.reactor.send(
                peer,
                self.listener,
                m.body,
                callback,
                timeout_ms=self.config.request_timeout_ms,
                version=RAFT_API_VERSIONS.get(api),
            )
        except Exception as exc:  # a reactor refusing the send outright: a transport failure
            logger.debug("[RaftDriver %d] Cannot send %s to %d: %s", self.node_id, m.body.NAME, peer, exc)
            failure = TransportError(f"{type(exc).__name__}: {exc}")
            self.reactor.call_soon(lambda: self._on_response(peer, cid, None, failure))

    def _respond(self, m: RaftResponse) -> None:
        entry = self._inbound.pop(m.correlation_id, None)
        if entry is None:
            logger.debug("[RaftDriver %d] No request waits for response %d", self.node_id, m.correlation_id)
            return
        entry[0].resolve(m.body)

    def _call_listener(self, fn: Callable[..., None], *args: Any) -> None:
        try:
            fn(*args)
        except Exception:
            logger.exception("[RaftDriver %d] Listener %r failed", self.node_id, fn)

    def _maybe_fire_leader_change(self) -> None:
        raft = self.raft
        current = LeaderAndEpoch(raft.leader_id, raft.epoch)
        if current == self._notified:
            return
        st = raft.state
        if current.leader_id == self.node_id and (
            not isinstance(st, LeaderState) or raft.applied_offset < st.epoch_start_offset
        ):
            return  # announced once the listeners hold everything committed before this epoch
        self._notified = current
        logger.info("[RaftDriver %d] Leader is now %d in epoch %d", self.node_id, current.leader_id, current.epoch)
        for listener in list(self._listeners):
            self._call_listener(listener.handle_leader_change, current.leader_id, current.epoch)

    def _schedule(self, deadline: int) -> None:
        if self._timer_at == deadline:
            return
        self._cancel_timer()
        self._timer_at = deadline
        self._timer = self.reactor.call_at(deadline, lambda: self._on_timer(deadline))

    def _cancel_timer(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._timer = None
        self._timer_at = None

    def _drop_inbound(self) -> None:
        pending, self._inbound = self._inbound, {}
        for deferred, api in pending.values():
            if not deferred.done:
                deferred.resolve(_unavailable(api))
        waiters, self._voter_waiters = self._voter_waiters, {}
        for ticket, deferred in waiters.items():
            if not deferred.done:
                deferred.resolve(VoterChangeResult(ticket, ErrorCode.BROKER_NOT_AVAILABLE, "raft stopped"))

    def _fail(self, exc: BaseException) -> None:
        if self.failure is not None:
            return
        self.failure = exc
        logger.critical(
            "[RaftDriver %d] Stopping raft after a fatal error: %s (%s)",
            self.node_id,
            exc,
            self.raft.describe(),
            exc_info=exc,
        )
        self._cancel_timer()
        self._queue.clear()
        self._drop_inbound()
        if self.on_fatal is not None:
            try:
                self.on_fatal(exc)
            except Exception:
                logger.exception("[RaftDriver %d] on_fatal failed", self.node_id)

    def _replay(self, listener: RaftListener) -> None:
        log = self.log
        applied = self.raft.applied_offset
        pos = log.start_offset
        sid = log.log_start_snapshot_id()
        if sid is not None:
            data = log.read_snapshot(sid, 0, log.snapshot_size(sid) or 0)
            if data is None:
                raise RaftError(f"snapshot {sid} at the log start cannot be read")
            header, records = read_snapshot(data)
            self._call_listener(
                listener.handle_load_snapshot,
                LoadedSnapshot(sid, header.last_contained_log_timestamp, records),
            )
        while pos < applied:
            data = log.read(pos, _REPLAY_READ_BYTES)
            if not data:
                break
            batches = [b for b in decode_log_batches(data) if b.last_offset >= pos and b.last_offset < applied]
            if not batches:
                break
            self._call_listener(listener.handle_commit, batches)
            pos = batches[-1].last_offset + 1

    # ========================================================================================= DescribeQuorum

    def describe_quorum(self, request: DescribeQuorumRequest, version: int = 2) -> DescribeQuorumResponse:
        """DescribeQuorum (in `version`) as the quorum leader answers it; NOT_LEADER_OR_FOLLOWER (with the known
        leader) on any other node, UNKNOWN_TOPIC_OR_PARTITION for a partition that is not the metadata one."""
        if not is_metadata_partition_request(request):
            return describe_quorum_error(request, ErrorCode.UNKNOWN_TOPIC_OR_PARTITION)
        raft = self.raft
        if not self.is_leader:
            leader = raft.leader_id if raft.leader_id != self.node_id else NO_LEADER
            return describe_quorum_error(
                request, ErrorCode.NOT_LEADER_OR_FOLLOWER, leader_id=leader, leader_epoch=raft.epoch
            )
        now = self.reactor.now_ms()
        wall = self.reactor.wall_ms()

        def wall_of(t: int) -> int:
            return -1 if t < 0 else wall - max(0, now - t)

        details = raft.replica_details()

        def rows(
            entries: list[tuple[int, int, int, int, uuid.UUID]], observers: bool = False
        ) -> list[ReplicaDescription]:
            out = []
            for node_id, end, last_fetch, last_caught_up, directory_id in entries:
                is_self = node_id == self.node_id and not observers
                out.append(
                    ReplicaDescription(
                        node_id,
                        end,
                        wall if is_self else wall_of(last_fetch),
                        wall if is_self else wall_of(last_caught_up),
                        directory_id,
                    )
                )
            return out

        target = raft.target_voters
        nodes: dict[int, tuple[Endpoint, ...]] = {v.node_id: v.endpoints for v in raft.voters}
        if target is not None:
            for v in target:
                nodes.setdefault(v.node_id, v.endpoints)
        hwm = raft.high_watermark
        return describe_quorum_response(
            version,
            leader_id=self.node_id,
            leader_epoch=raft.epoch,
            high_watermark=-1 if hwm is None else hwm,
            voters=rows(details["voters"]),
            observers=rows(details["observers"], observers=True),
            target_voters=rows(details["target_voters"]) if target is not None else None,
            nodes=sorted(nodes.items()),
        )


def _unavailable(api: int) -> Message:
    """A raft response carrying only BROKER_NOT_AVAILABLE (every raft response has a top-level ErrorCode)."""
    cls: Any = API_BY_KEY[api].response_class
    return cls(error_code=ErrorCode.BROKER_NOT_AVAILABLE)  # type: ignore[no-any-return]
