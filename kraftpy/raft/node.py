"""`RaftNode`: the sans-IO KRaft core of one node (voter or observer).

One object per node. Inputs: decoded raft RPCs (`handle`), the passage of time (`tick`), local appends
(`append`), snapshot requests from the state machine (`create_snapshot`) and graceful resignation (`resign`).
Every call returns a `RaftOutput` telling the driver what to persist, what to send, what to apply and when to
call again. Time is the `now` argument (milliseconds); randomness comes from the injected `random.Random`; the
log and its snapshots are the injected `RaftLog`; the election state is read by the driver and passed in.

Behaviour follows KIP-595 (Fetch-based replication, Vote/BeginQuorumEpoch/EndQuorumEpoch, the high-watermark
rule), KIP-630 (snapshots, FetchSnapshot) and KIP-996 (pre-vote), as Apache Kafka's raft module implements them.
"""

from __future__ import annotations

import logging
import random
import uuid
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.begin_quorum_epoch import BeginQuorumEpochRequest, BeginQuorumEpochResponse
from kraftpy.protocol.messages.end_quorum_epoch import EndQuorumEpochRequest, EndQuorumEpochResponse
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.messages.fetch_snapshot import FetchSnapshotRequest, FetchSnapshotResponse
from kraftpy.protocol.messages.vote import VoteRequest, VoteResponse

from .config import QuorumConfig
from .log import RaftLog, ValidationKind, truncate_to_end_offset, validate_offset_and_epoch
from .messages import (
    API_BEGIN_QUORUM_EPOCH,
    API_END_QUORUM_EPOCH,
    API_FETCH,
    API_FETCH_SNAPSHOT,
    API_VOTE,
    AppendResult,
    LeaderAndEpoch,
    LoadedSnapshot,
    RaftOutput,
    RaftRequest,
    RaftResponse,
    RequestFailure,
)
from .metrics import RaftMetrics
from .quorum_state import ElectionState
from .records import (
    MAX_BATCH_BYTES,
    build_data_batch,
    build_leader_change_batch,
    build_snapshot,
    decode_log_batches,
    read_snapshot,
)
from .requests import RequestManager
from .roles import (
    CandidateState,
    EpochElection,
    EpochState,
    FollowerState,
    LeaderState,
    ObserverState,
    ProspectiveState,
    ResignedState,
    UnattachedState,
    _FetchingState,
)
from .types import (
    METADATA_PARTITION,
    METADATA_TOPIC,
    METADATA_TOPIC_ID,
    NO_LEADER,
    ZERO_UUID,
    NotLeaderError,
    OffsetAndEpoch,
    RaftError,
    RaftStateError,
    compare_log_ends,
)
from .voters import VoterSet

__all__ = ["RaftNode"]

logger = logging.getLogger(__name__)

_NONE = ErrorCode.NONE
_RETRY_BACKOFF_BASE_MS = (
    100  # base of the binary exponential election backoff (Kafka's RETRY_BACKOFF_BASE_MS)
)
_NO_HWM = -1
_MAX_POLL_ROUNDS = 8


@dataclass(slots=True)
class _ParkedFetch:
    peer: int
    correlation_id: int
    replica_id: int
    partition: Any  # FetchRequest.FetchPartition
    max_bytes: int
    deadline: int
    request_hwm: int


@dataclass(frozen=True, slots=True)
class _Sent:
    api_key: int
    epoch: int
    pre_vote: bool = False
    snapshot_id: OffsetAndEpoch | None = None
    position: int = 0


class RaftNode:
    """The KRaft state machine of one node. See the module docstring and `RaftOutput` for the contract."""

    __slots__ = (
        "_append_times",
        "_election_started_ms",
        "_hwm",
        "_last_leader",
        "_last_persisted",
        "_next_apply",
        "_next_correlation_id",
        "_now",
        "_out",
        "_parked",
        "_random",
        "_requests",
        "_state",
        "cluster_id",
        "config",
        "directory_id",
        "log",
        "metrics",
        "node_id",
        "voters",
    )

    def __init__(
        self,
        *,
        node_id: int,
        voters: VoterSet,
        log: RaftLog,
        election_state: ElectionState | None,
        cluster_id: str | None,
        random: random.Random,
        now: int,
        config: QuorumConfig | None = None,
        directory_id: uuid.UUID = ZERO_UUID,
    ) -> None:
        if node_id < 0:
            raise ValueError(f"node.id must be >= 0, got {node_id}")
        self.node_id = node_id
        self.directory_id = directory_id
        self.voters = voters
        self.log = log
        self.config = config if config is not None else QuorumConfig()
        self.cluster_id = cluster_id
        self.metrics = RaftMetrics(number_of_voters=len(voters))
        self._random = random
        self._now = now
        self._requests = RequestManager(self.config.request_timeout_ms, self.config.retry_backoff_ms)
        self._out = RaftOutput()
        self._hwm: int | None = None
        self._parked: list[_ParkedFetch] = []
        self._next_correlation_id = 0
        self._last_leader: LeaderAndEpoch | None = None
        self._append_times: deque[tuple[int, int]] = deque()
        self._election_started_ms: int | None = None
        self._last_persisted = election_state

        # A snapshot frozen just before a crash may lie beyond the log: start the log at it.
        latest = log.latest_snapshot_id()
        if latest is not None and latest.offset > log.end_offset:
            log.truncate_to_latest_snapshot()
        self._next_apply = log.start_offset
        if latest is not None:
            self._load_snapshot(latest, set_hwm=False)

        self._state = self._initial_state(election_state)
        self._persist()
        self._update_metrics()
        logger.info("[RaftNode %d] Starting as %r with log %s", node_id, self._state, _log_str(log))

    # ================================================================================================ public

    @property
    def state(self) -> EpochState:
        return self._state

    @property
    def epoch(self) -> int:
        return self._state.epoch

    @property
    def leader_id(self) -> int:
        return self._state.leader_id

    @property
    def high_watermark(self) -> int | None:
        return self._hwm

    @property
    def is_voter(self) -> bool:
        return self.node_id in self.voters

    @property
    def is_leader(self) -> bool:
        return isinstance(self._state, LeaderState)

    @property
    def applied_offset(self) -> int:
        """The next offset the state machine will be handed (everything below was delivered)."""
        return self._next_apply

    def tick(self, now: int) -> RaftOutput:
        """Let time pass: expire timers, send what is due."""
        self._advance(now)
        return self._finish()

    def handle(self, message: RaftRequest | RaftResponse | RequestFailure, now: int) -> RaftOutput:
        self._advance(now)
        if isinstance(message, RaftRequest):
            self._handle_request(message)
        elif isinstance(message, RaftResponse):
            self._handle_response(message)
        elif isinstance(message, RequestFailure):
            self._handle_failure(message)
        else:
            raise TypeError(f"cannot handle {type(message).__name__}")
        return self._finish()

    def append(self, records: Sequence[bytes], now: int, epoch: int | None = None) -> RaftOutput:
        """Append data records as the leader (batched for `append.linger.ms`). `output.appended` tells the
        offsets they get if they commit in that epoch. Raises `NotLeaderError` on a non-leader or when `epoch`
        is given and is not the current one."""
        self._advance(now)
        st = self._state
        if (
            not isinstance(st, LeaderState)
            or st.resign_requested
            or (epoch is not None and epoch != st.epoch)
        ):
            raise NotLeaderError(
                f"node {self.node_id} is not the leader of epoch {st.epoch if epoch is None else epoch} "
                f"(leader {st.leader_id}, epoch {st.epoch})"
            )
        if not records:
            raise ValueError("append needs at least one record")
        base = self.log.end_offset + len(st.pending)
        for r in records:
            value = bytes(r)
            st.pending.append(value)
            st.pending_bytes += len(value)
        if st.linger_deadline is None:
            st.linger_deadline = now + self.config.append_linger_ms
        if self.config.append_linger_ms == 0 or st.pending_bytes >= MAX_BATCH_BYTES // 2:
            self._drain(st)
        self._out.appended = AppendResult(base, base + len(records) - 1, st.epoch)
        return self._finish()

    def resign(self, now: int) -> RaftOutput:
        """Graceful resignation: a leader stops leading and tells the voters (EndQuorumEpoch), naming the most
        caught-up followers as preferred successors. No effect on other roles."""
        self._advance(now)
        if isinstance(self._state, LeaderState):
            self._state.resign_requested = True
        return self._finish()

    def create_snapshot(
        self,
        snapshot_id: OffsetAndEpoch,
        records: Sequence[bytes],
        now: int,
        last_contained_log_timestamp: int = -1,
    ) -> RaftOutput:
        """Store a snapshot of the state machine at `snapshot_id` (end offset, and epoch of the last batch it
        covers), then delete the log prefix behind it. The offset must be committed and already applied."""
        self._advance(now)
        sid = snapshot_id
        if self._hwm is None or sid.offset > self._hwm:
            raise RaftError(
                f"snapshot {sid} is above the high watermark {self._hwm}",
                error_code=ErrorCode.INVALID_REQUEST,
            )
        if sid.offset > self._next_apply:
            raise RaftError(
                f"snapshot {sid} is beyond the applied offset {self._next_apply}",
                error_code=ErrorCode.INVALID_REQUEST,
            )
        latest = self.log.latest_snapshot_id()
        if (latest is not None and sid.offset <= latest.offset) or sid.offset <= self.log.start_offset:
            return self._finish()
        valid = validate_offset_and_epoch(self.log, sid.offset, sid.epoch)
        if valid.kind is not ValidationKind.VALID:
            raise RaftError(
                f"snapshot id {sid} is not an offset and epoch of the log",
                error_code=ErrorCode.INVALID_REQUEST,
            )
        data = build_snapshot(
            records,
            epoch=sid.epoch,
            timestamp=now,
            last_contained_log_timestamp=last_contained_log_timestamp,
            max_batch_bytes=min(MAX_BATCH_BYTES, self.config.fetch_snapshot_max_bytes),
        )
        writer = self.log.create_snapshot(sid)
        if writer is None:
            return self._finish()
        writer.append(data)
        writer.freeze()
        self.log.delete_before_snapshot(sid)
        self.metrics.snapshots_created_total += 1
        self._out.created_snapshot = sid
        logger.info(
            "[RaftNode %d] Created snapshot %s; log now starts at %d",
            self.node_id,
            sid,
            self.log.start_offset,
        )
        return self._finish()

    def replica_states(self) -> dict[str, list[tuple[int, int, int, int]]]:
        """Leader only: (node id, log end offset, last fetch ms, last caught-up ms) of voters and observers, for
        DescribeQuorum. Empty lists on other roles."""
        st = self._state
        if not isinstance(st, LeaderState):
            return {"voters": [], "observers": []}
        st.expire_observers(self._now)

        def rows(states: Any) -> list[tuple[int, int, int, int]]:
            return [(s.node_id, s.end_offset, s.last_fetch_ms, s.last_caught_up_ms) for s in states]

        return {"voters": rows(st.voter_states.values()), "observers": rows(st.observers.values())}

    def describe(self) -> str:
        st = self._state
        snap = self.log.latest_snapshot_id()
        return (
            f"{st.name} epoch={st.epoch} leader={st.leader_id} voted={st.voted_id} "
            f"hwm={'-' if self._hwm is None else self._hwm} log=[{self.log.start_offset},{self.log.end_offset}) "
            f"last_epoch={self.log.last_fetched_epoch}"
            + (f" snapshot={snap.offset}@{snap.epoch}" if snap is not None else "")
        )

    # ========================================================================================== plumbing

    def _advance(self, now: int) -> None:
        if now > self._now:
            self._now = now

    def _finish(self) -> RaftOutput:
        self._poll()
        hwm_before = self._hwm
        self._complete_parked()
        if self._hwm != hwm_before:
            self._complete_parked()
        self._deliver_commits()
        leader = LeaderAndEpoch(self._state.leader_id, self._state.epoch)
        if leader != self._last_leader:
            self._last_leader = leader
            self._out.leader_change = leader
        self._update_metrics()
        out = self._out
        out.next_deadline = self._next_deadline()
        self._out = RaftOutput()
        return out

    def _persist(self) -> None:
        election = self._state.election()
        if election != self._last_persisted:
            self._out.quorum_state = election
            self._last_persisted = election

    def _become(self, new: EpochState, *, durable: bool, reset_requests: bool = True) -> None:
        old = self._state
        self._state = new
        if isinstance(old, _FetchingState) and old is not new:
            old.abort_snapshot()
        if reset_requests:
            self._requests.reset_all()
        if durable:
            self._persist()
        if isinstance(old, LeaderState) and not isinstance(new, LeaderState):
            self._complete_parked(force=True)
            self._append_times.clear()
        self._out.events.append(f"{old.name}(epoch={old.epoch}) -> {new.name}(epoch={new.epoch})")
        logger.info("[RaftNode %d] Completed transition to %r from %r", self.node_id, new, old)

    def _random_election_timeout(self) -> int:
        et = self.config.election_timeout_ms
        return et + self._random.randrange(et)

    def _send_request(self, peer: int, body: Message, sent: _Sent) -> None:
        cid = self._next_correlation_id
        self._next_correlation_id += 1
        self._requests.on_sent(peer, cid, self._now, sent)
        self._out.messages.append(RaftRequest(peer, cid, body))

    # ====================================================================================== initial state

    def _initial_state(self, stored: ElectionState | None) -> EpochState:
        election = stored if stored is not None else ElectionState(0)
        now = self._now
        log_epoch = self.log.last_fetched_epoch
        if not self.is_voter:
            epoch = max(election.epoch, log_epoch)
            leader = (
                election.leader_id
                if epoch == election.epoch and election.leader_id != self.node_id
                else NO_LEADER
            )
            return ObserverState(epoch, leader, now + self.config.fetch_timeout_ms)
        if election.epoch < log_epoch:
            logger.warning(
                "[RaftNode %d] Epoch from the quorum-state file (%d) is below the last epoch in the log (%d)",
                self.node_id,
                election.epoch,
                log_epoch,
            )
            return UnattachedState(log_epoch, -1, now + self._random_election_timeout())
        if election.leader_id == self.node_id:
            # A former leader restarts resigned in its epoch: it must not lead (or vote) again in that epoch,
            # since records it lost with unflushed data may exist elsewhere with the same offsets and epoch.
            return ResignedState(
                election.epoch, self.node_id, self.voters, now + self._random_election_timeout(), []
            )
        if election.has_leader:
            return FollowerState(
                election.epoch, election.leader_id, election.voted_id, now + self.config.fetch_timeout_ms
            )
        return UnattachedState(election.epoch, election.voted_id, now + self._random_election_timeout())

    # ========================================================================================= transitions

    def _to_prospective(self) -> None:
        st = self._state
        retries = st.retries + 1 if isinstance(st, CandidateState) else 1
        leader = st.leader_id if isinstance(st, FollowerState | ProspectiveState) else NO_LEADER
        votes = EpochElection(self.voters, self.node_id)
        new = ProspectiveState(
            st.epoch, leader, st.voted_id, votes, self._now + self._random_election_timeout(), retries
        )
        self._become(new, durable=False)
        if self._election_started_ms is None:
            self._election_started_ms = self._now
        if votes.is_granted:
            self._to_candidate()

    def _to_candidate(self) -> None:
        st = self._state
        assert isinstance(st, ProspectiveState)
        votes = EpochElection(self.voters, self.node_id)
        new = CandidateState(
            st.epoch + 1, self.node_id, votes, self._now + self._random_election_timeout(), st.retries
        )
        self.metrics.elections_started += 1
        self._become(new, durable=True)
        if votes.is_granted:
            self._to_leader()

    def _to_leader(self) -> None:
        st = self._state
        assert isinstance(st, CandidateState)
        start = self.log.end_offset
        new = LeaderState(
            st.epoch,
            self.node_id,
            start,
            self.voters,
            st.votes.granted,
            self._now,
            self.config.fetch_timeout_ms,
        )
        self._hwm = None  # re-learned in the new epoch (HWM monotonic across leaders, see LeaderState)
        self._become(new, durable=True)
        batch = build_leader_change_batch(
            self.node_id,
            self.voters.ids,
            sorted(st.votes.granted),
            base_offset=start,
            epoch=new.epoch,
            timestamp=self._now,
        )
        self.log.append_as_leader(batch, new.epoch)
        self._out.flush = True
        if new.update_local_end_offset(self.log.end_offset, self._now):
            self._hwm = new.high_watermark
        self.metrics.times_elected += 1
        if self._election_started_ms is not None:
            self.metrics.record_election_latency(self._now - self._election_started_ms)
            self._election_started_ms = None
        logger.info(
            "[RaftNode %d] Elected leader of epoch %d with votes from %s; epoch starts at offset %d",
            self.node_id,
            new.epoch,
            sorted(st.votes.granted),
            start,
        )

    def _to_follower(self, epoch: int, leader_id: int) -> None:
        st = self._state
        voted = st.voted_id if epoch == st.epoch else -1
        deadline = self._now + self.config.fetch_timeout_ms
        new: EpochState
        if self.is_voter:
            new = FollowerState(epoch, leader_id, voted, deadline)
        else:
            new = ObserverState(epoch, leader_id, deadline)
        self._become(new, durable=True)
        if self._election_started_ms is not None:
            self.metrics.record_election_latency(self._now - self._election_started_ms)
            self._election_started_ms = None

    def _to_unattached(self, epoch: int, deadline: int | None = None) -> None:
        st = self._state
        new: EpochState
        if not self.is_voter:
            new = ObserverState(epoch, NO_LEADER, self._now)
        else:
            voted = st.voted_id if epoch == st.epoch else -1
            if deadline is None:
                if isinstance(st, CandidateState | UnattachedState | ResignedState):
                    deadline = st.election_deadline
                else:
                    deadline = self._now + self._random_election_timeout()
            new = UnattachedState(epoch, voted, deadline)
        self._become(new, durable=True)

    def _resign(self, st: LeaderState) -> None:
        successors = st.followers_by_end_offset()
        new = ResignedState(
            st.epoch, self.node_id, self.voters, self._now + self._random_election_timeout(), successors
        )
        logger.info(
            "[RaftNode %d] Resigning leadership of epoch %d; preferred successors %s",
            self.node_id,
            st.epoch,
            successors,
        )
        self._become(new, durable=False)

    def _consistent_leader(self, epoch: int, leader_id: int) -> bool:
        st = self._state
        if leader_id < 0:
            return True
        if leader_id == self.node_id:
            return epoch == st.epoch and st.voted_id == self.node_id
        if epoch != st.epoch:
            return True
        return st.leader_id < 0 or st.leader_id == leader_id

    def _maybe_transition(self, leader_id: int, epoch: int) -> None:
        st = self._state
        if not self._consistent_leader(epoch, leader_id):
            raise RaftStateError(
                f"[RaftNode {self.node_id}] message names leader {leader_id} for epoch {epoch}, inconsistent with "
                f"the local state {st!r}"
            )
        if epoch > st.epoch:
            if leader_id >= 0:
                self._to_follower(epoch, leader_id)
            else:
                self._to_unattached(epoch)
        elif leader_id >= 0 and leader_id != self.node_id and st.leader_id < 0:
            self._to_follower(epoch, leader_id)

    # ================================================================================================= poll

    def _poll(self) -> None:
        for _ in range(_MAX_POLL_ROUNDS):
            st = self._state
            if isinstance(st, LeaderState):
                self._poll_leader(st)
            elif isinstance(st, FollowerState):
                self._poll_follower(st)
            elif isinstance(st, ObserverState):
                self._poll_observer(st)
            elif isinstance(st, CandidateState):
                self._poll_candidate(st)
            elif isinstance(st, ProspectiveState):
                self._poll_prospective(st)
            elif isinstance(st, UnattachedState):
                self._poll_unattached(st)
            elif isinstance(st, ResignedState):
                self._poll_resigned(st)
            if self._state is st:
                return

    def _poll_leader(self, st: LeaderState) -> None:
        now = self._now
        if len(st.voters) > 1 and now >= st.check_quorum_deadline:
            logger.info(
                "[RaftNode %d] Did not receive fetches from a majority of the voters within %d ms",
                self.node_id,
                st.check_quorum_timeout,
            )
            self._resign(st)
            return
        if st.resign_requested:
            self._resign(st)
            return
        if st.pending and st.linger_deadline is not None and now >= st.linger_deadline:
            self._drain(st)
        if now >= st.begin_deadline:
            half = max(1, self.config.fetch_timeout_ms // 2)
            for voter in st.voters.others(self.node_id):
                rs = st.voter_states[voter]
                if rs.last_fetch_ms >= 0 and now - rs.last_fetch_ms < half:
                    continue
                if self._requests.is_ready(voter, now):
                    self._send_request(
                        voter, self._begin_request(voter), _Sent(API_BEGIN_QUORUM_EPOCH, st.epoch)
                    )
            st.begin_deadline = now + half

    def _drain(self, st: LeaderState) -> None:
        records = st.pending
        st.pending = []
        st.pending_bytes = 0
        st.linger_deadline = None
        chunk: list[bytes] = []
        size = 0
        for r in records:
            if chunk and size + len(r) > MAX_BATCH_BYTES // 2:
                self._append_leader_batch(st, chunk)
                chunk, size = [], 0
            chunk.append(r)
            size += len(r) + 8
        if chunk:
            self._append_leader_batch(st, chunk)

    def _append_leader_batch(self, st: LeaderState, records: list[bytes]) -> None:
        batch = build_data_batch(
            records, base_offset=self.log.end_offset, epoch=st.epoch, timestamp=self._now
        )
        _, last = self.log.append_as_leader(batch, st.epoch)
        self._out.flush = True
        self.metrics.append_records_total += len(records)
        self._append_times.append((last, self._now))
        if st.update_local_end_offset(self.log.end_offset, self._now):
            self._hwm = st.high_watermark

    def _poll_candidate(self, st: CandidateState) -> None:
        now = self._now
        if st.backoff_until is None and now >= st.election_deadline:
            backoff = self._binary_exponential_backoff(st.retries)
            logger.info(
                "[RaftNode %d] Election of epoch %d timed out; backing off %d ms",
                self.node_id,
                st.epoch,
                backoff,
            )
            st.backoff_until = now + backoff
        if st.backoff_until is not None:
            if now >= st.backoff_until:
                logger.info("[RaftNode %d] Election backoff over; pre-voting again", self.node_id)
                self._to_prospective()
            return
        for voter in st.votes.unrecorded():
            if self._requests.is_ready(voter, now):
                self._send_request(
                    voter, self._vote_request(voter, pre_vote=False), _Sent(API_VOTE, st.epoch)
                )

    def _poll_prospective(self, st: ProspectiveState) -> None:
        now = self._now
        rejected = st.votes.is_rejected
        if rejected or now >= st.election_deadline:
            if st.leader_id >= 0 and st.leader_id != self.node_id:
                self._to_follower(st.epoch, st.leader_id)
            else:
                self._to_unattached(st.epoch, None if rejected else now)
            return
        for voter in st.votes.unrecorded():
            if self._requests.is_ready(voter, now):
                self._send_request(
                    voter, self._vote_request(voter, pre_vote=True), _Sent(API_VOTE, st.epoch, True)
                )

    def _poll_unattached(self, st: UnattachedState) -> None:
        if self._now >= st.election_deadline or self.voters.is_only_voter(self.node_id):
            self._to_prospective()

    def _poll_resigned(self, st: ResignedState) -> None:
        now = self._now
        for voter in sorted(st.unacked):
            if self._requests.is_ready(voter, now):
                self._send_request(voter, self._end_request(st), _Sent(API_END_QUORUM_EPOCH, st.epoch))
        if now >= st.election_deadline:
            if self.is_voter:
                self._to_prospective()
            else:
                self._to_unattached(st.epoch + 1)

    def _poll_follower(self, st: FollowerState) -> None:
        now = self._now
        if now >= st.fetch_deadline or self.voters.is_only_voter(self.node_id):
            logger.info(
                "[RaftNode %d] No successful fetch from leader %d within the fetch timeout; pre-voting",
                self.node_id,
                st.leader_id,
            )
            self._to_prospective()
            return
        if self._requests.is_ready(st.leader_id, now):
            self._send_fetch(st, st.leader_id)

    def _poll_observer(self, st: ObserverState) -> None:
        now = self._now
        if self._requests.any_inflight(now):
            return
        leader = st.leader_id
        if leader >= 0 and now < st.fetch_deadline and not self._requests.is_backing_off(leader, now):
            self._send_fetch(st, leader)
            return
        ready = [v for v in self.voters.ids if v != self.node_id and self._requests.is_ready(v, now)]
        if ready:
            target = ready[self._random.randrange(len(ready))]
            self._send_fetch(st, target)

    def _send_fetch(self, st: _FetchingState, peer: int) -> None:
        writer = st.fetching_snapshot
        if writer is not None and peer == st.leader_id:
            sid = writer.snapshot_id
            body: Message = self._fetch_snapshot_request(st.epoch, sid, writer.size)
            self._send_request(
                peer, body, _Sent(API_FETCH_SNAPSHOT, st.epoch, snapshot_id=sid, position=writer.size)
            )
        else:
            self._send_request(peer, self._fetch_request(st.epoch), _Sent(API_FETCH, st.epoch))

    def _binary_exponential_backoff(self, retries: int) -> int:
        retries = max(1, retries)
        return min(
            _RETRY_BACKOFF_BASE_MS * self._random.randrange(2 << min(20, retries - 1)),
            self.config.election_backoff_max_ms,
        )

    def _strict_exponential_backoff(self, position: int, total: int) -> int:
        if position == 0:
            return 0
        max_ms = self.config.election_backoff_max_ms
        if position < 0 or position >= total:
            return max_ms
        base = max_ms >> (total - 1)
        return min(max_ms, base << (position - 1))

    def _next_deadline(self) -> int:
        st = self._state
        now = self._now
        times: list[int] = []
        if isinstance(st, LeaderState):
            if len(st.voters) > 1:
                times.append(st.check_quorum_deadline)
            times.append(st.begin_deadline)
            if st.linger_deadline is not None:
                times.append(st.linger_deadline)
            times.extend(p.deadline for p in self._parked)
        elif isinstance(st, CandidateState):
            times.append(st.backoff_until if st.backoff_until is not None else st.election_deadline)
        elif isinstance(st, ProspectiveState | UnattachedState | ResignedState):
            times.append(st.election_deadline)
        elif isinstance(st, _FetchingState) and st.leader_id >= 0:
            times.append(st.fetch_deadline)
        pending = self._requests.next_event(now)
        if pending is not None:
            times.append(pending)
        # a timer that already expired without anything to do waits for something else (e.g. a response)
        future = [t for t in times if t > now]
        return min(future) if future else now + self.config.fetch_timeout_ms

    # ============================================================================================ requests

    def _handle_request(self, req: RaftRequest) -> None:
        api = req.api_key
        body = req.body
        response: Message | None
        if api == API_FETCH:
            response = self._on_fetch_request(req)
        elif api == API_VOTE:
            response = self._on_vote_request(body)  # type: ignore[arg-type]
        elif api == API_BEGIN_QUORUM_EPOCH:
            response = self._on_begin_request(body)  # type: ignore[arg-type]
        elif api == API_END_QUORUM_EPOCH:
            response = self._on_end_request(body)  # type: ignore[arg-type]
        elif api == API_FETCH_SNAPSHOT:
            response = self._on_fetch_snapshot_request(body)  # type: ignore[arg-type]
        else:
            raise RaftError(f"API key {api} is not a raft request", error_code=ErrorCode.INVALID_REQUEST)
        if response is not None:
            self._out.messages.append(RaftResponse(req.peer, req.correlation_id, response))

    def _cluster_id_ok(self, cluster_id: str | None) -> bool:
        return cluster_id is None or self.cluster_id is None or cluster_id == self.cluster_id

    # ---------------------------------------------------------------------------------------------- Vote

    def _on_vote_request(self, req: VoteRequest) -> VoteResponse:
        if not self._cluster_id_ok(req.cluster_id):
            return VoteResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID)
        part = _single(req.topics, "topic_name", "partition_index")
        if part is None:
            return VoteResponse(error_code=ErrorCode.INVALID_REQUEST)
        candidate, epoch, pre_vote = part.replica_id, part.replica_epoch, part.pre_vote
        last_epoch, last_offset = part.last_offset_epoch, part.last_offset
        illegal_epoch = last_epoch > epoch if pre_vote else last_epoch >= epoch
        if last_offset < 0 or last_epoch < 0 or illegal_epoch or candidate < 0:
            return self._vote_response(ErrorCode.INVALID_REQUEST, False)
        if epoch < self._state.epoch:
            return self._vote_response(ErrorCode.FENCED_LEADER_EPOCH, False)
        if not pre_vote and epoch > self._state.epoch:
            self._to_unattached(epoch)
        if req.voter_id >= 0 and req.voter_id != self.node_id:
            return self._vote_response(ErrorCode.INVALID_VOTER_KEY, False)
        up_to_date = (
            compare_log_ends(last_epoch, last_offset, self.log.last_fetched_epoch, self.log.end_offset) >= 0
        )
        st = self._state
        if not self.is_voter or candidate == self.node_id or candidate not in self.voters:
            granted = False
        elif pre_vote and epoch > st.epoch:
            granted = up_to_date  # our view is of an older epoch: nothing of it to protect
        else:
            granted = st.can_grant_vote(candidate, up_to_date, pre_vote)
        if granted and not pre_vote and st.voted_id < 0:
            if isinstance(st, UnattachedState):
                self._become(
                    UnattachedState(st.epoch, candidate, self._now + self._random_election_timeout()),
                    durable=True,
                    reset_requests=False,
                )
            elif isinstance(st, ProspectiveState):
                self._become(
                    ProspectiveState(
                        st.epoch,
                        st.leader_id,
                        candidate,
                        st.votes,
                        self._now + self._random_election_timeout(),
                        st.retries,
                    ),
                    durable=True,
                    reset_requests=False,
                )
            else:  # pragma: no cover - only unattached and prospective voters grant standard votes
                raise RaftStateError(f"[RaftNode {self.node_id}] {st!r} granted a vote it cannot persist")
        logger.info(
            "[RaftNode %d] %s request from %d for epoch %d (last %d@%d) is %s",
            self.node_id,
            "Pre-vote" if pre_vote else "Vote",
            candidate,
            epoch,
            last_offset,
            last_epoch,
            "granted" if granted else "rejected",
        )
        return self._vote_response(ErrorCode.NONE, granted)

    def _vote_response(self, error: int, granted: bool) -> VoteResponse:
        st = self._state
        return VoteResponse(
            topics=[
                VoteResponse.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        VoteResponse.PartitionData(
                            partition_index=METADATA_PARTITION,
                            error_code=error,
                            leader_id=st.leader_id,
                            leader_epoch=st.epoch,
                            vote_granted=granted,
                        )
                    ],
                )
            ]
        )

    def _vote_request(self, voter: int, pre_vote: bool) -> VoteRequest:
        v = self.voters.voter(voter)
        return VoteRequest(
            cluster_id=self.cluster_id,
            voter_id=voter,
            topics=[
                VoteRequest.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        VoteRequest.PartitionData(
                            partition_index=METADATA_PARTITION,
                            replica_epoch=self._state.epoch,
                            replica_id=self.node_id,
                            replica_directory_id=self.directory_id,
                            voter_directory_id=v.directory_id if v is not None else ZERO_UUID,
                            last_offset_epoch=self.log.last_fetched_epoch,
                            last_offset=self.log.end_offset,
                            pre_vote=pre_vote,
                        )
                    ],
                )
            ],
        )

    def _on_vote_response(self, peer: int, resp: VoteResponse, sent: _Sent) -> bool:
        part = self._election_partition(peer, resp, "Vote")
        if isinstance(part, bool):
            return part
        st = self._state
        if sent.pre_vote and isinstance(st, ProspectiveState) and st.epoch == sent.epoch:
            st.votes.record(peer, part.vote_granted)
            if st.votes.is_granted:
                logger.info("[RaftNode %d] Pre-vote won in epoch %d (%s)", self.node_id, st.epoch, st.votes)
                self._to_candidate()
        elif not sent.pre_vote and isinstance(st, CandidateState) and st.epoch == sent.epoch:
            st.votes.record(peer, part.vote_granted)
            if st.votes.is_granted:
                self._to_leader()
            elif st.votes.is_rejected and st.backoff_until is None:
                backoff = self._binary_exponential_backoff(st.retries)
                logger.info(
                    "[RaftNode %d] Election of epoch %d lost (%s); backing off %d ms",
                    self.node_id,
                    st.epoch,
                    st.votes,
                    backoff,
                )
                st.backoff_until = self._now + backoff
        return True

    # ------------------------------------------------------------------------------------ BeginQuorumEpoch

    def _on_begin_request(self, req: BeginQuorumEpochRequest) -> BeginQuorumEpochResponse:
        if not self._cluster_id_ok(req.cluster_id):
            return BeginQuorumEpochResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID)
        part = _single(req.topics, "topic_name", "partition_index")
        if part is None:
            return BeginQuorumEpochResponse(error_code=ErrorCode.INVALID_REQUEST)
        error = self._validate_voter_only(part.leader_id, part.leader_epoch)
        if error == _NONE:
            self._maybe_transition(part.leader_id, part.leader_epoch)
            if req.voter_id >= 0 and req.voter_id != self.node_id:
                error = ErrorCode.INVALID_VOTER_KEY
        st = self._state
        return BeginQuorumEpochResponse(
            topics=[
                BeginQuorumEpochResponse.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        BeginQuorumEpochResponse.PartitionData(
                            partition_index=METADATA_PARTITION,
                            error_code=error,
                            leader_id=st.leader_id,
                            leader_epoch=st.epoch,
                        )
                    ],
                )
            ]
        )

    def _begin_request(self, voter: int) -> BeginQuorumEpochRequest:
        v = self.voters.voter(voter)
        return BeginQuorumEpochRequest(
            cluster_id=self.cluster_id,
            voter_id=voter,
            topics=[
                BeginQuorumEpochRequest.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        BeginQuorumEpochRequest.PartitionData(
                            partition_index=METADATA_PARTITION,
                            voter_directory_id=v.directory_id if v is not None else ZERO_UUID,
                            leader_id=self.node_id,
                            leader_epoch=self._state.epoch,
                        )
                    ],
                )
            ],
        )

    def _on_begin_response(self, peer: int, resp: BeginQuorumEpochResponse, sent: _Sent) -> bool:
        part = self._election_partition(peer, resp, "BeginQuorumEpoch")
        if isinstance(part, bool):
            return part
        st = self._state
        if isinstance(st, LeaderState) and peer in st.voter_states:
            st.voter_states[peer].acknowledged = True
        return True

    # -------------------------------------------------------------------------------------- EndQuorumEpoch

    def _on_end_request(self, req: EndQuorumEpochRequest) -> EndQuorumEpochResponse:
        if not self._cluster_id_ok(req.cluster_id):
            return EndQuorumEpochResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID)
        part = _single(req.topics, "topic_name", "partition_index")
        if part is None:
            return EndQuorumEpochResponse(error_code=ErrorCode.INVALID_REQUEST)
        error = self._validate_voter_only(part.leader_id, part.leader_epoch)
        if error == _NONE:
            self._maybe_transition(part.leader_id, part.leader_epoch)
            st = self._state
            if isinstance(st, FollowerState) and st.leader_id == part.leader_id:
                candidates = [c.candidate_id for c in part.preferred_candidates] or list(
                    part.preferred_successors
                )
                position = candidates.index(self.node_id) if self.node_id in candidates else -1
                backoff = self._strict_exponential_backoff(position, len(candidates))
                st.fetch_deadline = self._now + backoff
                st.has_fetched = False  # the leader is leaving: pre-votes for a successor are welcome now
                logger.info(
                    "[RaftNode %d] Leader %d resigned epoch %d; electing after %d ms",
                    self.node_id,
                    part.leader_id,
                    part.leader_epoch,
                    backoff,
                )
        st = self._state
        return EndQuorumEpochResponse(
            topics=[
                EndQuorumEpochResponse.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        EndQuorumEpochResponse.PartitionData(
                            partition_index=METADATA_PARTITION,
                            error_code=error,
                            leader_id=st.leader_id,
                            leader_epoch=st.epoch,
                        )
                    ],
                )
            ]
        )

    def _end_request(self, st: ResignedState) -> EndQuorumEpochRequest:
        candidates = []
        for c in st.preferred_successors:
            v = self.voters.voter(c)
            candidates.append(
                EndQuorumEpochRequest.ReplicaInfo(
                    candidate_id=c, candidate_directory_id=v.directory_id if v is not None else ZERO_UUID
                )
            )
        return EndQuorumEpochRequest(
            cluster_id=self.cluster_id,
            topics=[
                EndQuorumEpochRequest.TopicData(
                    topic_name=METADATA_TOPIC,
                    partitions=[
                        EndQuorumEpochRequest.PartitionData(
                            partition_index=METADATA_PARTITION,
                            leader_id=self.node_id,
                            leader_epoch=st.epoch,
                            preferred_candidates=candidates,
                        )
                    ],
                )
            ],
        )

    def _on_end_response(self, peer: int, resp: EndQuorumEpochResponse, sent: _Sent) -> bool:
        part = self._election_partition(peer, resp, "EndQuorumEpoch")
        if isinstance(part, bool):
            return part
        st = self._state
        if isinstance(st, ResignedState):
            st.unacked.discard(peer)
        return True

    # ----------------------------------------------------------------------------------------------- Fetch

    def _on_fetch_request(self, req: RaftRequest) -> FetchResponse | None:
        body: FetchRequest = req.body  # type: ignore[assignment]
        if not self._cluster_id_ok(body.cluster_id):
            return FetchResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID)
        part = _fetch_partition(body)
        if part is None:
            return FetchResponse(error_code=ErrorCode.INVALID_REQUEST)
        if (
            body.max_wait_ms < 0
            or part.fetch_offset < 0
            or part.last_fetched_epoch < 0
            or part.last_fetched_epoch > part.current_leader_epoch
        ):
            return self._fetch_response(ErrorCode.INVALID_REQUEST)
        replica_id = body.replica_state.replica_id if body.replica_state.replica_id >= 0 else body.replica_id
        max_bytes = max(
            1, min(body.max_bytes, part.partition_max_bytes or body.max_bytes, self.config.fetch_max_bytes)
        )
        response, waitable = self._try_complete_fetch(replica_id, part, max_bytes)
        request_hwm = part.high_watermark
        if waitable and body.max_wait_ms > 0 and (self._hwm is None or self._hwm <= request_hwm):
            self._parked.append(
                _ParkedFetch(
                    req.peer,
                    req.correlation_id,
                    replica_id,
                    part,
                    max_bytes,
                    self._now + body.max_wait_ms,
                    request_hwm,
                )
            )
            return None
        return response

    def _try_complete_fetch(self, replica_id: int, part: Any, max_bytes: int) -> tuple[FetchResponse, bool]:
        """The answer to a fetch now, and whether it is an empty answer that could wait for data."""
        error = self._validate_leader_only(part.current_leader_epoch)
        if error != _NONE:
            return self._fetch_response(error), False
        st = self._state
        assert isinstance(st, LeaderState)
        if replica_id == self.node_id:
            return self._fetch_response(ErrorCode.INVALID_REQUEST), False
        fetch_offset = part.fetch_offset
        latest = self.log.latest_snapshot_id()
        if fetch_offset == 0 and latest is not None and latest.offset > 0:
            # an empty follower: a snapshot is always cheaper than the log from the start
            return self._fetch_response(_NONE, snapshot=latest, hwm=self._hwm), False
        valid = validate_offset_and_epoch(self.log, fetch_offset, part.last_fetched_epoch)
        if valid.kind is ValidationKind.SNAPSHOT:
            return self._fetch_response(_NONE, snapshot=valid.offset_and_epoch, hwm=self._hwm), False
        if valid.kind is ValidationKind.DIVERGING:
            return self._fetch_response(_NONE, diverging=valid.offset_and_epoch, hwm=self._hwm), False
        records = self.log.read(fetch_offset, max_bytes)
        if replica_id >= 0 and st.update_replica(replica_id, fetch_offset, self._now, self.log.end_offset):
            self._hwm = st.high_watermark
        return self._fetch_response(_NONE, records=records, hwm=self._hwm), not records

    def _complete_parked(self, force: bool = False) -> None:
        if not self._parked:
            return
        now = self._now
        end = self.log.end_offset
        hwm = self._hwm
        leader = isinstance(self._state, LeaderState)
        keep = []
        ready = []
        for p in self._parked:
            if (
                force
                or not leader
                or now >= p.deadline
                or end > p.partition.fetch_offset
                or (hwm is not None and hwm > p.request_hwm)
            ):
                ready.append(p)
            else:
                keep.append(p)
        self._parked = keep
        for p in ready:
            response, _ = self._try_complete_fetch(p.replica_id, p.partition, p.max_bytes)
            self._out.messages.append(RaftResponse(p.peer, p.correlation_id, response))

    def _fetch_response(
        self,
        error: int,
        records: bytes = b"",
        diverging: OffsetAndEpoch | None = None,
        snapshot: OffsetAndEpoch | None = None,
        hwm: int | None = None,
    ) -> FetchResponse:
        st = self._state
        p = FetchResponse.PartitionData(
            partition_index=METADATA_PARTITION,
            error_code=error,
            high_watermark=_NO_HWM if hwm is None else hwm,
            log_start_offset=self.log.start_offset,
            current_leader=FetchResponse.LeaderIdAndEpoch(leader_id=st.leader_id, leader_epoch=st.epoch),
            records=records,
        )
        if diverging is not None:
            p.diverging_epoch = FetchResponse.EpochEndOffset(
                epoch=diverging.epoch, end_offset=diverging.offset
            )
        if snapshot is not None:
            p.snapshot_id = FetchResponse.SnapshotId(end_offset=snapshot.offset, epoch=snapshot.epoch)
        return FetchResponse(
            responses=[FetchResponse.FetchableTopicResponse(topic_id=METADATA_TOPIC_ID, partitions=[p])]
        )

    def _fetch_request(self, epoch: int) -> FetchRequest:
        cfg = self.config
        return FetchRequest(
            cluster_id=self.cluster_id,
            replica_state=FetchRequest.ReplicaState(replica_id=self.node_id, replica_epoch=-1),
            max_wait_ms=cfg.fetch_max_wait_ms,
            min_bytes=0,
            max_bytes=cfg.fetch_max_bytes,
            topics=[
                FetchRequest.FetchTopic(
                    topic_id=METADATA_TOPIC_ID,
                    partitions=[
                        FetchRequest.FetchPartition(
                            partition=METADATA_PARTITION,
                            current_leader_epoch=epoch,
                            fetch_offset=self.log.end_offset,
                            last_fetched_epoch=self.log.last_fetched_epoch,
                            log_start_offset=self.log.start_offset,
                            partition_max_bytes=cfg.fetch_max_bytes,
                            replica_directory_id=self.directory_id,
                            high_watermark=_NO_HWM if self._hwm is None else self._hwm,
                        )
                    ],
                )
            ],
        )

    def _on_fetch_response(self, peer: int, resp: FetchResponse, sent: _Sent) -> bool:
        if resp.error_code != _NONE:
            return self._top_level_error(peer, resp)
        part = _fetch_response_partition(resp)
        if part is None:
            return False
        leader = part.current_leader
        handled = self._maybe_handle_common_response(part.error_code, leader.leader_id, leader.leader_epoch)
        if handled is not None:
            return handled
        if part.error_code != _NONE:
            return self._unexpected_error(peer, "Fetch", part.error_code)
        st = self._state
        if not isinstance(st, _FetchingState) or st.epoch != sent.epoch:
            return True
        if part.diverging_epoch.epoch >= 0:
            target = OffsetAndEpoch(part.diverging_epoch.end_offset, part.diverging_epoch.epoch)
            if self._hwm is not None and target.offset < self._hwm:
                raise RaftStateError(
                    f"[RaftNode {self.node_id}] leader {peer} asked to truncate to {target}, below the high "
                    f"watermark {self._hwm}"
                )
            new_end = truncate_to_end_offset(self.log, target)
            if self._hwm is not None and new_end < self._hwm:
                raise RaftStateError(
                    f"[RaftNode {self.node_id}] truncation to {new_end} went below the high watermark {self._hwm}"
                )
            self.metrics.truncations_total += 1
            logger.info(
                "[RaftNode %d] Truncated to offset %d after DivergingEpoch %s from leader %d",
                self.node_id,
                new_end,
                target,
                peer,
            )
        elif part.snapshot_id.epoch >= 0 or part.snapshot_id.end_offset >= 0:
            sid = OffsetAndEpoch(part.snapshot_id.end_offset, part.snapshot_id.epoch)
            if sid.epoch < 0 or sid.offset < 0:
                logger.error(
                    "[RaftNode %d] Leader %d sent an invalid snapshot id %s", self.node_id, peer, sid
                )
                return False
            writer = self.log.create_snapshot(sid)
            if writer is None:  # already stored (downloaded before a restart): start the log at it
                self._finish_snapshot_install(sid)
            else:
                st.abort_snapshot()
                st.fetching_snapshot = writer
                logger.info("[RaftNode %d] Fetching snapshot %s from leader %d", self.node_id, sid, peer)
        else:
            records = part.records
            if records:
                first, last = self.log.append_as_follower(records)
                self.metrics.fetch_records_total += last - first + 1
                if self.is_voter:
                    self._out.flush = True
            if part.high_watermark >= 0:
                self._update_follower_hwm(part.high_watermark)
        if isinstance(st, FollowerState):
            st.has_fetched = True
        st.fetch_deadline = self._now + self.config.fetch_timeout_ms
        return True

    def _update_follower_hwm(self, leader_hwm: int) -> None:
        new = min(leader_hwm, self.log.end_offset)
        if self._hwm is None or new > self._hwm:
            self._hwm = new

    # --------------------------------------------------------------------------------------- FetchSnapshot

    def _on_fetch_snapshot_request(self, req: FetchSnapshotRequest) -> FetchSnapshotResponse:
        if not self._cluster_id_ok(req.cluster_id):
            return FetchSnapshotResponse(error_code=ErrorCode.INCONSISTENT_CLUSTER_ID)
        if len(req.topics) != 1 or len(req.topics[0].partitions) != 1:
            return FetchSnapshotResponse(error_code=ErrorCode.INVALID_REQUEST)
        part = req.topics[0].partitions[0]
        if req.topics[0].name != METADATA_TOPIC or part.partition != METADATA_PARTITION:
            return self._fetch_snapshot_response(ErrorCode.UNKNOWN_TOPIC_OR_PARTITION)
        error = self._validate_leader_only(part.current_leader_epoch)
        if error != _NONE:
            return self._fetch_snapshot_response(error)
        sid = OffsetAndEpoch(part.snapshot_id.end_offset, part.snapshot_id.epoch)
        size = self.log.snapshot_size(sid)
        if size is None or sid.offset == 0:
            return self._fetch_snapshot_response(ErrorCode.SNAPSHOT_NOT_FOUND)
        if part.position < 0 or part.position >= size:
            return self._fetch_snapshot_response(ErrorCode.POSITION_OUT_OF_RANGE)
        chunk = self.log.read_snapshot(sid, part.position, max(1, min(req.max_bytes, size))) or b""
        st = self._state
        if isinstance(st, LeaderState):
            st.update_check_quorum(req.replica_id, self._now)
        return self._fetch_snapshot_response(_NONE, sid, size, part.position, chunk)

    def _fetch_snapshot_response(
        self,
        error: int,
        sid: OffsetAndEpoch | None = None,
        size: int = 0,
        position: int = 0,
        chunk: bytes = b"",
    ) -> FetchSnapshotResponse:
        st = self._state
        p = FetchSnapshotResponse.PartitionSnapshot(
            index=METADATA_PARTITION,
            error_code=error,
            current_leader=FetchSnapshotResponse.LeaderIdAndEpoch(
                leader_id=st.leader_id, leader_epoch=st.epoch
            ),
            size=size,
            position=position,
            unaligned_records=chunk,
        )
        if sid is not None:
            p.snapshot_id = FetchSnapshotResponse.SnapshotId(end_offset=sid.offset, epoch=sid.epoch)
        else:
            p.snapshot_id = FetchSnapshotResponse.SnapshotId(end_offset=-1, epoch=-1)
        return FetchSnapshotResponse(
            topics=[FetchSnapshotResponse.TopicSnapshot(name=METADATA_TOPIC, partitions=[p])]
        )

    def _fetch_snapshot_request(self, epoch: int, sid: OffsetAndEpoch, position: int) -> FetchSnapshotRequest:
        return FetchSnapshotRequest(
            cluster_id=self.cluster_id,
            replica_id=self.node_id,
            max_bytes=self.config.fetch_snapshot_max_bytes,
            topics=[
                FetchSnapshotRequest.TopicSnapshot(
                    name=METADATA_TOPIC,
                    partitions=[
                        FetchSnapshotRequest.PartitionSnapshot(
                            partition=METADATA_PARTITION,
                            current_leader_epoch=epoch,
                            snapshot_id=FetchSnapshotRequest.SnapshotId(
                                end_offset=sid.offset, epoch=sid.epoch
                            ),
                            position=position,
                            replica_directory_id=self.directory_id,
                        )
                    ],
                )
            ],
        )

    def _on_fetch_snapshot_response(self, peer: int, resp: FetchSnapshotResponse, sent: _Sent) -> bool:
        if resp.error_code != _NONE:
            return self._top_level_error(peer, resp)
        if len(resp.topics) != 1 or len(resp.topics[0].partitions) != 1:
            return False
        part = resp.topics[0].partitions[0]
        if resp.topics[0].name != METADATA_TOPIC or part.index != METADATA_PARTITION:
            return False
        leader = part.current_leader
        handled = self._maybe_handle_common_response(part.error_code, leader.leader_id, leader.leader_epoch)
        if handled is not None:
            return handled
        st = self._state
        if not isinstance(st, _FetchingState) or st.epoch != sent.epoch:
            return True
        writer = st.fetching_snapshot
        sid = OffsetAndEpoch(part.snapshot_id.end_offset, part.snapshot_id.epoch)
        if (
            part.error_code in (ErrorCode.SNAPSHOT_NOT_FOUND, ErrorCode.POSITION_OUT_OF_RANGE)
            or sid.offset < 0
            or sid.epoch < 0
        ):
            logger.info(
                "[RaftNode %d] Leader %d cannot serve snapshot %s (error %d); fetching again",
                self.node_id,
                peer,
                sent.snapshot_id,
                part.error_code,
            )
            st.abort_snapshot()
            st.fetch_deadline = self._now + self.config.fetch_timeout_ms
            return True
        if part.error_code != _NONE:
            return self._unexpected_error(peer, "FetchSnapshot", part.error_code)
        if writer is None or writer.snapshot_id != sid or writer.size != part.position:
            return True  # an answer for a download we no longer run
        writer.append(part.unaligned_records)
        if writer.size > part.size:
            logger.error(
                "[RaftNode %d] Snapshot %s from leader %d is longer than announced", self.node_id, sid, peer
            )
            st.abort_snapshot()
        elif writer.size == part.size:
            st.fetching_snapshot = None
            writer.freeze()
            self._finish_snapshot_install(sid)
        st.fetch_deadline = self._now + self.config.fetch_timeout_ms
        return True

    def _finish_snapshot_install(self, sid: OffsetAndEpoch) -> None:
        if not self.log.truncate_to_latest_snapshot():
            latest = self.log.latest_snapshot_id()
            if latest != sid or self.log.start_offset != sid.offset:
                raise RaftStateError(
                    f"[RaftNode {self.node_id}] snapshot {sid} does not replace the log {_log_str(self.log)}"
                )
        self._load_snapshot(sid, set_hwm=True)
        logger.info(
            "[RaftNode %d] Installed snapshot %s; log is now %s", self.node_id, sid, _log_str(self.log)
        )

    def _load_snapshot(self, sid: OffsetAndEpoch, *, set_hwm: bool) -> None:
        size = self.log.snapshot_size(sid)
        data = self.log.read_snapshot(sid, 0, size or 0)
        if data is None:
            raise RaftStateError(f"[RaftNode {self.node_id}] snapshot {sid} cannot be read")
        header, records = read_snapshot(data)
        self._out.snapshot = LoadedSnapshot(sid, header.last_contained_log_timestamp, records)
        self._out.committed.clear()
        self._next_apply = sid.offset
        self.metrics.snapshots_loaded_total += 1
        if set_hwm and (self._hwm is None or self._hwm < sid.offset):
            self._hwm = sid.offset

    # ============================================================================================ responses

    def _handle_response(self, msg: RaftResponse) -> None:
        expected, sent = self._requests.take(msg.peer, msg.correlation_id)
        if not expected or sent.api_key != msg.api_key:
            logger.debug(
                "[RaftNode %d] Ignoring unexpected response %d from %d",
                self.node_id,
                msg.correlation_id,
                msg.peer,
            )
            return
        api = msg.api_key
        try:
            if api == API_FETCH:
                ok = self._on_fetch_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            elif api == API_VOTE:
                ok = self._on_vote_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            elif api == API_BEGIN_QUORUM_EPOCH:
                ok = self._on_begin_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            elif api == API_END_QUORUM_EPOCH:
                ok = self._on_end_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            elif api == API_FETCH_SNAPSHOT:
                ok = self._on_fetch_snapshot_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            else:
                ok = False
        except RaftStateError:
            raise
        except RaftError as exc:
            logger.error("[RaftNode %d] Failed to handle a response from %d: %s", self.node_id, msg.peer, exc)
            ok = False
        self._requests.on_response(msg.peer, msg.correlation_id, ok, self._now)

    def _handle_failure(self, failure: RequestFailure) -> None:
        expected, _ = self._requests.take(failure.peer, failure.correlation_id)
        if expected:
            logger.debug(
                "[RaftNode %d] Request %d to %d failed: %s",
                self.node_id,
                failure.correlation_id,
                failure.peer,
                failure.reason,
            )
            self._requests.on_response(failure.peer, failure.correlation_id, False, self._now)

    def _maybe_handle_common_response(self, error: int, leader_id: int, epoch: int) -> bool | None:
        """Epoch and leader discovery common to all responses. None: not handled, the API handler goes on;
        True/False: handled (False puts the peer in backoff)."""
        st = self._state
        if epoch < st.epoch or error == ErrorCode.UNKNOWN_LEADER_EPOCH:
            return True
        if epoch > st.epoch or error in (ErrorCode.FENCED_LEADER_EPOCH, ErrorCode.NOT_LEADER_OR_FOLLOWER):
            self._maybe_transition(leader_id, epoch)
            # nothing learned (e.g. a resigned leader answering its followers): back off before asking again
            return self._state is not st
        if leader_id >= 0 and leader_id != self.node_id and st.leader_id < 0:
            self._maybe_transition(leader_id, epoch)
            return None if error == _NONE else True
        if error == ErrorCode.BROKER_NOT_AVAILABLE:
            return False
        if error == ErrorCode.INVALID_VOTER_KEY:
            return True
        return None

    def _election_partition(
        self, peer: int, resp: VoteResponse | BeginQuorumEpochResponse | EndQuorumEpochResponse, api: str
    ) -> Any:
        """The metadata partition of a Vote, BeginQuorumEpoch or EndQuorumEpoch response, free of errors; or the
        handler's result (a bool) when an error, a leader change or a malformed answer decided it."""
        if resp.error_code != _NONE:
            return self._top_level_error(peer, resp)
        part = _single(resp.topics, "topic_name", "partition_index")
        if part is None:
            return False
        handled = self._maybe_handle_common_response(part.error_code, part.leader_id, part.leader_epoch)
        if handled is not None:
            return handled
        if part.error_code != _NONE:
            return self._unexpected_error(peer, api, part.error_code)
        return part

    def _top_level_error(self, peer: int, resp: Message) -> bool:
        code = getattr(resp, "error_code", -1)
        if code != ErrorCode.BROKER_NOT_AVAILABLE:
            logger.error(
                "[RaftNode %d] %s from %d failed with %s", self.node_id, resp.NAME, peer, ErrorCode.of(code)
            )
        return False

    def _unexpected_error(self, peer: int, api: str, code: int) -> bool:
        logger.error(
            "[RaftNode %d] Unexpected error %s in %s response from %d",
            self.node_id,
            ErrorCode.of(code),
            api,
            peer,
        )
        return False

    def _validate_voter_only(self, remote_id: int, epoch: int) -> int:
        if epoch < self._state.epoch:
            return ErrorCode.FENCED_LEADER_EPOCH
        if remote_id < 0:
            return ErrorCode.INVALID_REQUEST
        return _NONE

    def _validate_leader_only(self, epoch: int) -> int:
        st = self._state
        if epoch < st.epoch:
            return ErrorCode.FENCED_LEADER_EPOCH
        if epoch > st.epoch:
            return ErrorCode.UNKNOWN_LEADER_EPOCH
        if not isinstance(st, LeaderState):
            return ErrorCode.NOT_LEADER_OR_FOLLOWER
        return _NONE

    # ============================================================================================== commits

    def _deliver_commits(self) -> None:
        hwm = self._hwm
        pos = self._next_apply
        if hwm is None or hwm <= pos:
            return
        if pos < self.log.start_offset:
            raise RaftStateError(
                f"[RaftNode {self.node_id}] next offset to apply {pos} is below the log start {self.log.start_offset}"
            )
        out = self._out.committed
        done = False
        while pos < hwm and not done:
            data = self.log.read(pos, self.config.fetch_max_bytes)
            if not data:
                break
            for batch in decode_log_batches(data):
                if batch.last_offset < pos:
                    continue
                if batch.last_offset >= hwm:
                    done = True
                    break
                out.append(batch)
                pos = batch.last_offset + 1
        self._next_apply = pos
        self.metrics.committed_batches_total += len(out)
        times = self._append_times
        while times and times[0][0] < pos:
            _, appended_ms = times.popleft()
            self.metrics.record_commit_latency(self._now - appended_ms)

    def _update_metrics(self) -> None:
        m = self.metrics
        st = self._state
        m.current_state = st.name
        m.current_leader = st.leader_id
        m.current_vote = st.voted_id
        m.current_epoch = st.epoch
        m.high_watermark = -1 if self._hwm is None else self._hwm
        m.log_end_offset = self.log.end_offset
        m.log_end_epoch = self.log.last_fetched_epoch
        m.log_start_offset = self.log.start_offset
        m.number_of_voters = len(self.voters)
        m.number_of_observers = len(st.observers) if isinstance(st, LeaderState) else 0


def _single(topics: list[Any], name_attr: str, index_attr: str) -> Any:
    if len(topics) != 1 or getattr(topics[0], name_attr) != METADATA_TOPIC:
        return None
    parts = topics[0].partitions
    if len(parts) != 1 or getattr(parts[0], index_attr) != METADATA_PARTITION:
        return None
    return parts[0]


def _fetch_partition(req: FetchRequest) -> Any:
    if len(req.topics) != 1:
        return None
    topic = req.topics[0]
    if topic.topic_id != METADATA_TOPIC_ID and topic.topic != METADATA_TOPIC:
        return None
    if len(topic.partitions) != 1 or topic.partitions[0].partition != METADATA_PARTITION:
        return None
    return topic.partitions[0]


def _fetch_response_partition(resp: FetchResponse) -> Any:
    if len(resp.responses) != 1:
        return None
    topic = resp.responses[0]
    if topic.topic_id != METADATA_TOPIC_ID and topic.topic != METADATA_TOPIC:
        return None
    if len(topic.partitions) != 1 or topic.partitions[0].partition_index != METADATA_PARTITION:
        return None
    return topic.partitions[0]


def _log_str(log: RaftLog) -> str:
    snap = log.latest_snapshot_id()
    return f"[{log.start_offset}, {log.end_offset}) last epoch {log.last_fetched_epoch}" + (
        f", snapshot {snap}" if snap is not None else ""
    )
