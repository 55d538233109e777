"""`RaftNode`: the sans-IO KRaft core of one node (voter or observer).

One object per node. Inputs: decoded raft RPCs (`handle`), the passage of time (`tick`), local appends
(`append`), snapshot requests from the state machine (`create_snapshot`) and graceful resignation (`resign`).
Every call returns a `RaftOutput` telling the driver what to persist, what to send, what to apply and when to
call again. Time is the `now` argument (milliseconds); randomness comes from the injected `random.Random`; the
log and its snapshots are the injected `RaftLog`; the election state is read by the driver and passed in.

Behaviour follows KIP-595 (Fetch-based replication, Vote/BeginQuorumEpoch/EndQuorumEpoch, the high-watermark
rule), KIP-630 (snapshots, FetchSnapshot) and KIP-996 (pre-vote), as Apache Kafka's raft module implements them,
and seed 003 (the KIP-642 draft) for the voter set: it is replicated state in the log (VoterAssignmentMessage
records, see `assignment.py`), acted on as soon as it is appended and reverted when truncated, changed by the leader
one member at a time (`reassign`, `add_voter`, `remove_voter`, `update_voter`).
"""

from __future__ import annotations

import logging
import random
import uuid
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.begin_quorum_epoch import BeginQuorumEpochRequest, BeginQuorumEpochResponse
from kraftpy.protocol.messages.end_quorum_epoch import EndQuorumEpochRequest, EndQuorumEpochResponse
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.messages.fetch_snapshot import FetchSnapshotRequest, FetchSnapshotResponse
from kraftpy.protocol.messages.vote import VoteRequest, VoteResponse
from kraftpy.protocol.records import iter_batches

from .assignment import (
    NO_OFFSET,
    StepKind,
    VoterAssignment,
    VoterHistory,
    directory_matches,
    plan_step,
)
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
    VoterChangeResult,
)
from .metrics import RaftMetrics
from .quorum_state import ElectionState
from .records import (
    MAX_BATCH_BYTES,
    build_data_batch,
    build_leader_change_batch,
    build_snapshot,
    build_voter_assignment_batch,
    decode_log_batches,
    read_snapshot_with_voters,
    voter_assignments_in,
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
    ReplicaState,
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
from .voters import Endpoint, Voter, VoterSet

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


# kinds of voter change requests
REASSIGN = "reassign"  # seed 003: AlterPartitionReassignments on __cluster_metadata-0, answered once the target commits
ADD_VOTER = (
    "add"  # KIP-853 AddRaftVoter: a one-member target, answered once the voter is in the committed set
)
REMOVE_VOTER = "remove"  # KIP-853 RemoveRaftVoter: likewise, once the voter left the committed set
UPDATE_VOTER = "update"  # KIP-853 UpdateRaftVoter: new endpoints of a voter, answered once committed


@dataclass(slots=True)
class _VoterRequest:
    ticket: int
    kind: str
    target: VoterSet | None  # REASSIGN: TargetVoters (None cancels); others: the voter set asked for
    deadline: int
    ack_when_committed: bool = True
    offset: int = -1  # offset of the record written for it (-1: not written yet)
    written: VoterAssignment | None = None
    note: str = field(default="")


class RaftNode:
    """The KRaft state machine of one node. See the module docstring and `RaftOutput` for the contract."""

    __slots__ = (
        "_append_times",
        "_bootstrap_peers",
        "_committed_voters",
        "_election_started_ms",
        "_endpoints_sent",
        "_history",
        "_hwm",
        "_last_leader",
        "_last_persisted",
        "_learned_endpoints",
        "_next_apply",
        "_next_correlation_id",
        "_next_ticket",
        "_now",
        "_out",
        "_parked",
        "_random",
        "_requests",
        "_started_empty",
        "_state",
        "_voter_requests",
        "_voters_from_config",
        "_write_bootstrap_assignment",
        "cluster_id",
        "config",
        "directory_id",
        "endpoints",
        "log",
        "metrics",
        "node_id",
        "static_voters",
        "target_voters",
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
        endpoints: Sequence[Endpoint] = (),
        bootstrap_peers: Sequence[int] = (),
    ) -> None:
        """`voters`: the voters of the configuration (`controller.quorum.voters`), in force only while neither the
        log nor a snapshot holds a VoterAssignmentMessage (may be empty). `endpoints`: this node's controller
        listeners (a controller that can be made a voter announces them when it fetches). `bootstrap_peers`: peer
        ids (negative) the driver maps to `controller.quorum.bootstrap.servers`, asked when no voter is known."""
        if node_id < 0:
            raise ValueError(f"node.id must be >= 0, got {node_id}")
        self.node_id = node_id
        self.directory_id = directory_id
        self.static_voters = voters
        self.endpoints = tuple(endpoints)
        self._bootstrap_peers = tuple(bootstrap_peers)
        self.voters = voters
        self.target_voters: VoterSet | None = None
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
        self._started_empty = election_state is None
        self._voter_requests: list[_VoterRequest] = []
        self._next_ticket = 0
        self._learned_endpoints: dict[int, tuple[Endpoint, ...]] = {}
        self._endpoints_sent: dict[int, tuple[Endpoint, ...]] | None = None

        # A snapshot frozen just before a crash may lie beyond the log: start the log at it.
        latest = log.latest_snapshot_id()
        if latest is not None and latest.offset > log.end_offset:
            log.truncate_to_latest_snapshot()
        self._next_apply = log.start_offset
        snapshot_voters: VoterAssignment | None = None
        if latest is not None:
            snapshot_voters = self._load_snapshot(latest, set_hwm=False)
        self._write_bootstrap_assignment = False
        self._voters_from_config = False
        self._history = self._start_history(election_state, latest, snapshot_voters)
        self._committed_voters = (
            (election_state.voters_offset, replace(election_state.voters, cluster_id=self.cluster_id or ""))
            if election_state is not None and election_state.voters is not None
            else (NO_OFFSET, None)
        )
        self._set_voters_from_history()

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
        """This node (its id and its metadata directory) is in the voter set of its log."""
        return directory_matches(self.voters.voter(self.node_id), self.directory_id)

    @property
    def assignment(self) -> VoterAssignment:
        """The latest voter assignment of the log (committed or not)."""
        return self._history.latest

    @property
    def assignment_offset(self) -> int:
        """Offset of the latest VoterAssignmentMessage of the log (-1: from the bootstrap snapshot or config)."""
        return self._history.latest_offset

    @property
    def committed_assignment(self) -> tuple[int, VoterAssignment]:
        """The latest voter assignment below the high watermark, with its offset."""
        hwm = self._hwm
        if hwm is None:
            committed = self._committed_voters
            if committed[1] is not None:
                return committed[0], committed[1]
            return self._history.entries()[0]
        return self._history.at(hwm)

    def assignment_history(self) -> list[tuple[int, VoterAssignment]]:
        """The voter assignments of the log (offset, assignment), the committed one it started from first."""
        return self._history.entries()

    @property
    def voter_change_pending(self) -> bool:
        """Kafka's `uncommitted-voter-change`: the log's latest voter record is above the high watermark."""
        hwm = self._hwm
        return (
            self._history.latest_offset >= (hwm if hwm is not None else 0)
            and self._history.latest_offset >= 0
        )

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
            or st.transfer_deadline is not None  # handing leadership over (seed 003): no new entries
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
        voters_offset, voters = self._history.at(sid.offset)
        data = build_snapshot(
            records,
            epoch=sid.epoch,
            timestamp=now,
            last_contained_log_timestamp=last_contained_log_timestamp,
            max_batch_bytes=min(MAX_BATCH_BYTES, self.config.fetch_snapshot_max_bytes),
            # the voters in effect at the snapshot's offset; configured voters are not written (they are not state
            # of the log), the bootstrap snapshot's and the records' are
            voters=None if voters_offset == NO_OFFSET and self._voters_from_config else voters.to_message(),
        )
        writer = self.log.create_snapshot(sid)
        if writer is None:
            return self._finish()
        writer.append(data)
        writer.freeze()
        self.log.delete_before_snapshot(sid)
        self._history.compact(self.log.start_offset)
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

    def replica_details(self) -> dict[str, list[tuple[int, int, int, int, uuid.UUID]]]:
        """Leader only: (node id, log end offset, last fetch ms, last caught-up ms, directory id) of the voters, of
        the target voters of a reassignment in progress, and of the observers, for DescribeQuorum. The directory id
        of a voter is the record's, else the one it fetches with."""
        st = self._state
        if not isinstance(st, LeaderState):
            return {"voters": [], "target_voters": [], "observers": []}
        st.expire_observers(self._now)

        def row(v: Voter) -> tuple[int, int, int, int, uuid.UUID]:
            rs = st.voter_states.get(v.node_id) or st.observers.get(v.node_id)
            d = v.directory_id
            if not d.int:
                d = (
                    self.directory_id
                    if v.node_id == self.node_id
                    else (rs.directory_id if rs is not None else d)
                )
            if rs is None:
                return (v.node_id, -1, -1, -1, d)
            return (v.node_id, rs.end_offset, rs.last_fetch_ms, rs.last_caught_up_ms, d)

        target = self.target_voters
        return {
            "voters": [row(v) for v in self.voters],
            "target_voters": [row(v) for v in target] if target is not None else [],
            "observers": [
                (s.node_id, s.end_offset, s.last_fetch_ms, s.last_caught_up_ms, s.directory_id)
                for s in sorted(st.observers.values(), key=lambda s: s.node_id)
            ],
        }

    def describe(self) -> str:
        st = self._state
        snap = self.log.latest_snapshot_id()
        return (
            f"{st.name} epoch={st.epoch} leader={st.leader_id} voted={st.voted_id} "
            f"hwm={'-' if self._hwm is None else self._hwm} log=[{self.log.start_offset},{self.log.end_offset}) "
            f"last_epoch={self.log.last_fetched_epoch}"
            + (f" snapshot={snap.offset}@{snap.epoch}" if snap is not None else "")
            + (f" voters={list(self.voters.ids)}" if self._voters_shown() else "")
            + (f" target={list(self.target_voters.ids)}" if self.target_voters is not None else "")
        )

    def _voters_shown(self) -> bool:
        """`describe` names the voters once they are not the configured ones (keeps static-quorum output as it
        always was)."""
        return not self._voters_from_config or len(self._history) > 1

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
        self._update_committed_voters()
        self._check_voter_requests()
        leader = LeaderAndEpoch(self._state.leader_id, self._state.epoch)
        if leader != self._last_leader:
            self._last_leader = leader
            self._out.leader_change = leader
        endpoints = self.known_endpoints()
        if endpoints != self._endpoints_sent:
            self._endpoints_sent = endpoints
            self._out.endpoints = endpoints
        self._update_metrics()
        out = self._out
        out.next_deadline = self._next_deadline()
        self._out = RaftOutput()
        return out

    def _election(self) -> ElectionState:
        """What quorum-state holds: the role's election state plus the committed voter assignment (from a record
        of the log; voters of the bootstrap snapshot or the configuration are not written)."""
        e = self._state.election()
        offset, committed = self._committed_voters
        if committed is None:
            return e
        return replace(e, voters_offset=offset, voters=committed)

    def _persist(self) -> None:
        election = self._election()
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
            voted = election.voted_id if epoch == election.epoch else -1
            return ObserverState(epoch, leader, now + self.config.fetch_timeout_ms, voted)
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
        if self._write_bootstrap_assignment and self._history.latest_offset == NO_OFFSET:
            # seed 003: the first leader of a log whose voters come from the bootstrap snapshot writes them to the
            # log (with the cluster id), so they travel with it from now on
            a = self._history.latest
            self._append_voter_record(
                new, VoterAssignment(a.current, a.target, a.cluster_id or self.cluster_id or "")
            )
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
            new = ObserverState(epoch, leader_id, deadline, voted)
        self._become(new, durable=True)
        if self._election_started_ms is not None:
            self.metrics.record_election_latency(self._now - self._election_started_ms)
            self._election_started_ms = None

    def _to_unattached(self, epoch: int, deadline: int | None = None) -> None:
        st = self._state
        new: EpochState
        if not self.is_voter:
            new = ObserverState(epoch, NO_LEADER, self._now, st.voted_id if epoch == st.epoch else -1)
        else:
            voted = st.voted_id if epoch == st.epoch else -1
            if deadline is None:
                if isinstance(st, CandidateState | UnattachedState | ResignedState):
                    deadline = st.election_deadline
                else:
                    deadline = self._now + self._random_election_timeout()
            new = UnattachedState(epoch, voted, deadline)
        self._become(new, durable=True)

    def _resign(self, st: LeaderState, successors: list[int] | None = None) -> None:
        if successors is None:
            successors = st.followers_by_end_offset()
        deadline = self._now + self._random_election_timeout()
        if self._is_removing():
            # leaving the quorum: let the voters that stay elect one of them first
            deadline += self.config.election_timeout_ms
        new = ResignedState(st.epoch, self.node_id, self.voters, deadline, successors)
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
        if (
            leader_id == self.node_id
            and self._started_empty
            and not self._consistent_leader(epoch, leader_id)
        ):
            # a node that started without a quorum-state file (a new disk, a wiped metadata directory) hears that
            # it led an epoch it has no memory of: an earlier incarnation did. It must not believe it; it joins a
            # newer epoch without a leader, and ignores the claim otherwise
            logger.warning(
                "[RaftNode %d] Told that this node leads epoch %d, which an earlier incarnation of it (another "
                "metadata directory) must have led; not taking it",
                self.node_id,
                epoch,
            )
            if epoch > st.epoch:
                self._to_unattached(epoch)
            return
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
        self._maybe_reassign(st)
        if self._state is not st:
            return
        for voter in sorted(st.unnotified):
            # seed 003: BeginQuorumEpoch tells a new voter of its new status
            if self._requests.is_ready(voter, now):
                st.unnotified.discard(voter)
                self._send_request(voter, self._begin_request(voter), _Sent(API_BEGIN_QUORUM_EPOCH, st.epoch))
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
        if len(st.voters) > 1 and now >= self._probe_start(st) and now >= st.probe_deadline:
            # seed 003's zombie-leader probe: no fetch from a majority for a fetch timeout. Ask the observers and the
            # bootstrap servers too (a leader whose voters moved on may only reach them): an answer naming a newer
            # epoch makes this leader step down at once, before check-quorum would
            for peer in [*sorted(st.observers), *self._bootstrap_peers]:
                if peer != self.node_id and self._requests.is_ready(peer, now):
                    self._send_request(
                        peer, self._begin_request(peer), _Sent(API_BEGIN_QUORUM_EPOCH, st.epoch)
                    )
            st.probe_deadline = now + max(1, self.config.election_timeout_ms // 4)

    def _probe_start(self, st: LeaderState) -> int:
        """When the zombie probe starts: a fetch timeout after the last fetch from a majority of the voters."""
        return st.check_quorum_deadline - st.check_quorum_timeout + self.config.fetch_timeout_ms

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
        # (data only; voter records go through _append_voter_record)
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
        reachable = leader >= 0 and (not self._bootstrap_peers or bool(self._leader_endpoints(leader)))
        if reachable and now < st.fetch_deadline and not self._requests.is_backing_off(leader, now):
            self._send_fetch(st, leader)
            return
        peers = [v for v in self.voters.ids if v != self.node_id]
        if reachable and leader != self.node_id and leader not in peers:
            peers.append(leader)  # a leader outside the voters this node knows of (its log is behind)
        if not peers or not reachable:
            peers += [p for p in self._bootstrap_peers if p not in peers]
        ready = [p for p in peers if self._requests.is_ready(p, now)]
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
                times.append(max(self._probe_start(st), st.probe_deadline))
            times.append(st.begin_deadline)
            if st.transfer_deadline is not None:
                times.append(st.transfer_deadline)
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
        elif pre_vote and epoch > self._state.epoch and isinstance(self._state, LeaderState):
            # a zombie leader: the candidate is in a newer epoch, so this leader was replaced; step down at once
            logger.info(
                "[RaftNode %d] A pre-vote from %d in epoch %d shows this leader of epoch %d was replaced",
                self.node_id,
                candidate,
                epoch,
                self._state.epoch,
            )
            self._to_unattached(epoch)
        if req.voter_id >= 0 and req.voter_id != self.node_id:
            return self._vote_response(ErrorCode.INVALID_VOTER_KEY, False)
        if (
            part.voter_directory_id.int
            and self.directory_id.int
            and part.voter_directory_id != self.directory_id
        ):
            return self._vote_response(ErrorCode.INVALID_VOTER_KEY, False)
        up_to_date = (
            compare_log_ends(last_epoch, last_offset, self.log.last_fetched_epoch, self.log.end_offset) >= 0
        )
        st = self._state
        candidate_is_voter = directory_matches(self.voters.voter(candidate), part.replica_directory_id)
        # a candidate whose log is ahead of ours may hold voter records we have not appended yet: our view of the
        # voters is the stale one then, and Raft's rule applies (a vote for an up-to-date log is always safe)
        candidate_ahead = (
            compare_log_ends(last_epoch, last_offset, self.log.last_fetched_epoch, self.log.end_offset) > 0
        )
        # a node the candidate asks as one of its voters (KIP-853's voter key) votes even when its own log does not
        # list it yet: the record that adds it may not have reached it, and the candidate may need its vote
        addressed = (
            not self.is_voter
            and isinstance(st, ObserverState)
            and bool(self.endpoints)
            and req.voter_id == self.node_id
            and directory_matches(Voter(self.node_id, part.voter_directory_id), self.directory_id)
        )
        if addressed and candidate != self.node_id:
            assert isinstance(st, ObserverState)
            live_leader = (
                st.leader_id >= 0
                and st.last_leader_fetch_ms >= 0
                and self._now - st.last_leader_fetch_ms < self.config.fetch_timeout_ms
            )
            if pre_vote and (epoch > st.epoch or not live_leader):
                granted = up_to_date
            else:
                granted = st.can_grant_vote(candidate, up_to_date, pre_vote) and not (
                    pre_vote and live_leader
                )
        elif not self.is_voter or candidate == self.node_id or not (candidate_is_voter or candidate_ahead):
            granted = False
            if (
                not pre_vote
                and not candidate_is_voter
                and self.is_voter
                and isinstance(st, UnattachedState)
                and st.voted_id < 0
            ):
                # seed 003: a vote from a node this voter does not count as a voter (its log may hold a newer voter
                # set than ours, or an older one): reject it, and stand for election ourselves (KIP-996 pre-vote first)
                logger.info(
                    "[RaftNode %d] Vote request from %d, which is not a voter of %s: standing for election",
                    self.node_id,
                    candidate,
                    list(self.voters.ids),
                )
                self._to_prospective()
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
            elif isinstance(st, ObserverState):
                new_obs = ObserverState(st.epoch, st.leader_id, st.fetch_deadline, candidate)
                new_obs.fetching_snapshot, st.fetching_snapshot = st.fetching_snapshot, None
                new_obs.last_leader_fetch_ms = st.last_leader_fetch_ms
                self._become(new_obs, durable=True, reset_requests=False)
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
            for e in req.leader_endpoints[
                :1
            ]:  # KIP-853: how to reach the leader (a node that knows no voters yet)
                self._learn_leader_endpoint(part.leader_id, e.host, e.port)
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
            leader_endpoints=[
                BeginQuorumEpochRequest.LeaderEndpoint(name=e.name, host=e.host, port=e.port)
                for e in self.endpoints
            ],
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
        st = self._state
        if isinstance(st, LeaderState) and replica_id >= 0 and body.replica_endpoints:
            self._note_fetcher_endpoints(st, replica_id, part.replica_directory_id, body.replica_endpoints)
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
        if replica_id >= 0 and st.update_replica(
            replica_id, fetch_offset, self._now, self.log.end_offset, part.replica_directory_id
        ):
            self._hwm = st.high_watermark
        return self._fetch_response(_NONE, records=records, hwm=self._hwm), not records

    def _note_fetcher_endpoints(
        self, st: LeaderState, replica_id: int, directory_id: uuid.UUID, endpoints: Any
    ) -> None:
        """A controller fetching with its listeners (kraftpy's Fetch tag): the leader can make it a voter."""
        eps = tuple(Endpoint(e.name, e.host, e.port) for e in endpoints)
        rs = st.voter_states.get(replica_id)
        if rs is None or not directory_matches(st.voters.voter(replica_id), directory_id):
            rs = st.observers.get(replica_id)
            if rs is None or rs.directory_id != directory_id:
                rs = st.observers[replica_id] = ReplicaState(replica_id, directory_id=directory_id)
        rs.endpoints = eps

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
        response = FetchResponse(
            responses=[FetchResponse.FetchableTopicResponse(topic_id=METADATA_TOPIC_ID, partitions=[p])]
        )
        leader_endpoints = self._leader_endpoints(st.leader_id) if st.leader_id >= 0 else ()
        if leader_endpoints:
            # KIP-951's NodeEndpoints: how to reach the leader named in CurrentLeader (an observer that came in
            # through controller.quorum.bootstrap.servers learns it here)
            e = leader_endpoints[0]
            response.node_endpoints = [
                FetchResponse.NodeEndpoint(node_id=st.leader_id, host=e.host, port=e.port)
            ]
        return response

    def _fetch_request(self, epoch: int) -> FetchRequest:
        cfg = self.config
        return FetchRequest(
            cluster_id=self.cluster_id,
            replica_endpoints=[
                FetchRequest.ReplicaEndpoint(name=e.name, host=e.host, port=e.port) for e in self.endpoints
            ],
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
        for ne in resp.node_endpoints:
            self._learn_leader_endpoint(ne.node_id, ne.host, ne.port)
        part = _fetch_response_partition(resp)
        if part is None:
            return False
        leader = part.current_leader
        if leader.leader_epoch < self._state.epoch or part.error_code == ErrorCode.UNKNOWN_LEADER_EPOCH:
            return (
                False  # the peer is behind this node's epoch: ask it (or another) again only after a backoff
            )
        handled = self._maybe_handle_common_response(part.error_code, leader.leader_id, leader.leader_epoch)
        if handled is not None:
            return handled
        if part.error_code != _NONE:
            return self._unexpected_error(peer, "Fetch", part.error_code)
        st = self._state
        if not isinstance(st, _FetchingState) or st.epoch != sent.epoch:
            return True
        truncated_to: int | None = None
        appended: bytes | memoryview | None = None
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
            truncated_to = new_end
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
                appended = records
            if part.high_watermark >= 0:
                self._update_follower_hwm(part.high_watermark)
        if isinstance(st, FollowerState):
            st.has_fetched = True
        st.fetch_deadline = self._now + self.config.fetch_timeout_ms
        st.last_leader_fetch_ms = self._now
        # voter records act at once, after the bookkeeping of this fetch (the role may change with them)
        if truncated_to is not None:
            self._on_log_truncated(truncated_to)
        if appended is not None:
            self._on_log_appended(appended)
            if self.is_voter or self.endpoints:
                # a voter's fetch offset counts towards the high watermark: what it fetched is durable before it
                # asks again. A controller observer does the same, since the leader may make it a voter at any time
                # and count the fetch it already sent
                self._out.flush = True
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
        voters = self._load_snapshot(sid, set_hwm=True)
        logger.info(
            "[RaftNode %d] Installed snapshot %s; log is now %s", self.node_id, sid, _log_str(self.log)
        )
        # the log now starts at the snapshot: its voters replace whatever the old log held (seed 003: snapshots
        # carry CurrentVoters and TargetVoters)
        self._on_log_truncated(sid.offset)
        if voters is not None:
            self._check_cluster_id(voters)
            self._history.reset(sid.offset - 1, voters)
            self._voters_from_config = False
        else:
            # a leader whose voters still are the configured ones writes none: so are ours (an assignment this
            # node had appended below the snapshot's offset was on a branch the leader's log does not have)
            self._history.reset(NO_OFFSET, VoterAssignment(self.static_voters, None, self.cluster_id or ""))
            self._voters_from_config = True
        self._after_voters_changed()

    def _load_snapshot(self, sid: OffsetAndEpoch, *, set_hwm: bool) -> VoterAssignment | None:
        size = self.log.snapshot_size(sid)
        data = self.log.read_snapshot(sid, 0, size or 0)
        if data is None:
            raise RaftStateError(f"[RaftNode {self.node_id}] snapshot {sid} cannot be read")
        header, records, voters = read_snapshot_with_voters(data)
        self._out.snapshot = LoadedSnapshot(sid, header.last_contained_log_timestamp, records)
        self._out.committed.clear()
        self._next_apply = sid.offset
        self.metrics.snapshots_loaded_total += 1
        if set_hwm and (self._hwm is None or self._hwm < sid.offset):
            self._hwm = sid.offset
        return None if voters is None else VoterAssignment.from_message(voters)

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
            if (
                self._state is st
                and isinstance(st, ObserverState)
                and leader_id >= 0
                and leader_id == st.leader_id
                and epoch == st.epoch
                and self._now >= st.fetch_deadline
            ):
                # another node points this observer back at the leader it stopped fetching from: try it again
                st.fetch_deadline = self._now + self.config.fetch_timeout_ms
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

    # ============================================================================================== voters

    def _start_history(
        self,
        stored: ElectionState | None,
        snapshot_id: OffsetAndEpoch | None,
        snapshot_voters: VoterAssignment | None,
    ) -> VoterHistory:
        """The node's knowledge of the voters at start-up (seed 003's bootstrapping procedure): the latest committed
        assignment it knows (the quorum-state file's, or the loaded snapshot's), then every record of the log after
        it. Without either, the configured voters, or none."""
        base: tuple[int, VoterAssignment] | None = None
        if stored is not None and stored.voters is not None:
            base = (stored.voters_offset, replace(stored.voters, cluster_id=self.cluster_id or ""))
        if snapshot_id is not None and snapshot_voters is not None:
            offset = snapshot_id.offset - 1
            if base is None or offset > base[0]:
                base = (offset, snapshot_voters)
                self._write_bootstrap_assignment = (
                    snapshot_id.offset == 0
                )  # the format tool's bootstrap snapshot
        if base is None:
            base = (NO_OFFSET, VoterAssignment(self.static_voters, None, self.cluster_id or ""))
            self._voters_from_config = True
        self._check_cluster_id(base[1])
        history = VoterHistory(*base)
        start = max(base[0] + 1, self.log.start_offset, snapshot_id.offset if snapshot_id is not None else 0)
        self._scan_log(history, start)
        if len(history) > 1:
            self._write_bootstrap_assignment = False
        return history

    def _scan_log(self, history: VoterHistory, start: int) -> None:
        pos = start
        end = self.log.end_offset
        while pos < end:
            data = self.log.read(pos, 1 << 20)
            if not data:
                break
            for offset, msg in voter_assignments_in(data):
                if offset >= pos:
                    a = VoterAssignment.from_message(msg)
                    self._check_cluster_id(a)
                    history.append(offset, a)
            last = -1
            for _, h in iter_batches(data):
                last = h.last_offset
            if last < pos:
                break
            pos = last + 1

    def _check_cluster_id(self, a: VoterAssignment) -> None:
        if a.cluster_id and self.cluster_id and a.cluster_id != self.cluster_id:
            raise RaftStateError(
                f"[RaftNode {self.node_id}] the metadata log belongs to cluster {a.cluster_id}, "
                f"not to this node's cluster {self.cluster_id}"
            )

    def _set_voters_from_history(self) -> bool:
        """Make the latest assignment of the log the one in effect; true when the voter set changed."""
        a = self._history.latest
        changed = a.current != self.voters
        self.voters = a.current
        self.target_voters = a.target
        return changed

    def _on_log_appended(self, data: bytes | memoryview) -> None:
        """Records appended from the leader: a VoterAssignmentMessage takes effect at once (seed 003)."""
        found = voter_assignments_in(data)
        if not found:
            return
        for offset, msg in found:
            a = VoterAssignment.from_message(msg)
            self._check_cluster_id(a)
            self._history.append(offset, a)
            logger.info(
                "[RaftNode %d] Appended voter assignment at offset %d: %s", self.node_id, offset, a.describe()
            )
        self._write_bootstrap_assignment = False
        self._after_voters_changed()

    def _on_log_truncated(self, end: int) -> None:
        if self._history.truncate(end):
            self.metrics.voter_truncations_total += 1
            logger.info(
                "[RaftNode %d] Truncation to %d removed voter assignments; back to %s",
                self.node_id,
                end,
                self._history.latest.describe(),
            )
            self._after_voters_changed()
        for req in list(self._voter_requests):
            if req.offset >= end:
                self._complete_request(
                    req,
                    ErrorCode.NOT_LEADER_OR_FOLLOWER,
                    "the voter change was lost in a leader change; retry",
                )

    def _after_voters_changed(self) -> None:
        """The latest assignment changed (appended, truncated, or from a snapshot): the node's role follows it. A
        voter that is no longer one becomes an observer; an observer named a voter becomes a follower (of the leader
        it fetches from)."""
        self._set_voters_from_history()
        st = self._state
        voter = self.is_voter
        now = self._now
        if isinstance(st, LeaderState):
            if not st.voters.same_ids(self.voters) or st.voters != self.voters:
                st.set_voters(self.voters, now)
                st.begin_deadline = now
            if not voter:  # pragma: no cover - a leader never removes itself (it resigns first)
                self._resign(st)
            return
        fetch_deadline = (
            max(st.fetch_deadline, now + self.config.fetch_timeout_ms)
            if isinstance(st, _FetchingState)
            else 0
        )
        if isinstance(st, FollowerState) and not voter:
            new: EpochState = ObserverState(st.epoch, st.leader_id, fetch_deadline, st.voted_id)
        elif isinstance(st, ObserverState) and voter:
            if st.leader_id >= 0:
                new = FollowerState(st.epoch, st.leader_id, st.voted_id, fetch_deadline)
            else:
                new = UnattachedState(st.epoch, st.voted_id, now + self._random_election_timeout())
        elif not voter and isinstance(
            st, UnattachedState | ProspectiveState | CandidateState | ResignedState
        ):
            new = ObserverState(
                st.epoch, st.leader_id if st.leader_id != self.node_id else NO_LEADER, now, st.voted_id
            )
        else:
            return
        if isinstance(st, _FetchingState) and isinstance(new, _FetchingState):
            new.fetching_snapshot, st.fetching_snapshot = st.fetching_snapshot, None
            new.last_leader_fetch_ms = st.last_leader_fetch_ms
        logger.info(
            "[RaftNode %d] The voters are now %s: %s",
            self.node_id,
            list(self.voters.ids),
            "a voter" if voter else "an observer",
        )
        self._become(new, durable=True, reset_requests=False)
        if voter:
            self._out.flush = True  # a voter's log is durable before its next fetch counts

    def _update_committed_voters(self) -> None:
        """Persist the committed assignment when the high watermark passed a new VoterAssignmentMessage."""
        hwm = self._hwm
        if hwm is None:
            return
        offset, a = self._history.at(hwm)
        if offset >= 0 and (offset, a) != self._committed_voters:
            self._committed_voters = (offset, a)
            logger.info(
                "[RaftNode %d] Committed voter assignment at offset %d: %s",
                self.node_id,
                offset,
                a.describe(),
            )
            self._persist()

    def known_endpoints(self) -> dict[int, tuple[Endpoint, ...]]:
        """Controller endpoints of the voters (current and target) and of the leader learned from responses."""
        out: dict[int, tuple[Endpoint, ...]] = dict(self._learned_endpoints)
        a = self._history.latest
        for vs in (a.current, a.target):
            if vs is None:
                continue
            for v in vs:
                if v.endpoints:
                    out[v.node_id] = v.endpoints
        if isinstance(self._state, LeaderState):
            for rs in self._state.observers.values():
                if rs.endpoints and rs.node_id not in out:
                    out[rs.node_id] = rs.endpoints
        out.pop(self.node_id, None)
        return out

    def _leader_endpoints(self, leader_id: int) -> tuple[Endpoint, ...]:
        if leader_id == self.node_id:
            return self.endpoints
        v = self.voters.voter(leader_id)
        if v is not None and v.endpoints:
            return v.endpoints
        return self._learned_endpoints.get(leader_id, ())

    def _learn_leader_endpoint(self, leader_id: int, host: str, port: int) -> None:
        if leader_id < 0 or leader_id == self.node_id or not host or port <= 0:
            return
        if self._leader_endpoints(leader_id):
            return
        name = self.endpoints[0].name if self.endpoints else "CONTROLLER"
        self._learned_endpoints[leader_id] = (Endpoint(name, host, port),)

    # --------------------------------------------------------------------------------- voter change requests

    def reassign(self, target: Sequence[int] | None, now: int, timeout_ms: int) -> tuple[int, RaftOutput]:
        """Seed 003: AlterPartitionReassignments on `__cluster_metadata-0`. Make `target` the TargetVoters (None
        cancels the reassignment in progress, leaving the current voters). Answered (`output.voter_results`, by
        ticket) once a record with that target is committed; the leader then moves the quorum one member at a
        time."""
        self._advance(now)
        ticket = self._new_ticket()
        error = self._leader_error()
        req = _VoterRequest(ticket, REASSIGN, None, now + timeout_ms)
        if error is None and target is not None:
            error = self._validate_target(target)
        if error is not None:
            self._out.voter_results.append(VoterChangeResult(ticket, error[0], error[1]))
            return ticket, self._finish()
        a = self._history.latest
        if target is None:
            if a.target is None:
                self._out.voter_results.append(
                    VoterChangeResult(
                        ticket,
                        ErrorCode.NO_REASSIGNMENT_IN_PROGRESS,
                        "No quorum reassignment is in progress.",
                    )
                )
                return ticket, self._finish()
        else:
            ids = tuple(sorted(set(target)))
            if (a.target is not None and a.target.ids == ids) or (a.target is None and a.current.ids == ids):
                # the same target again (or the voters already are it): answered once it is committed
                req.offset, req.written = self._history.latest_offset, a
                self._voter_requests.append(req)
                return ticket, self._finish()
            req.target = self._target_set(ids)
        self._voter_requests.append(req)
        logger.info(
            "[RaftNode %d] Quorum reassignment requested: target %s",
            self.node_id,
            "null (cancel)" if req.target is None else list(req.target.ids),
        )
        return ticket, self._finish()

    def add_voter(
        self, voter: Voter, now: int, timeout_ms: int, ack_when_committed: bool = True
    ) -> tuple[int, RaftOutput]:
        """KIP-853 AddRaftVoter as a one-member reassignment: answered once `voter` is in the committed voters
        (or, with `ack_when_committed` false, once the change is accepted)."""
        self._advance(now)
        ticket = self._new_ticket()
        error = self._leader_error() or self._busy_error()
        a = self._history.latest
        if error is None and voter.node_id in a.current:
            error = (
                ErrorCode.DUPLICATE_VOTER,
                f"The voter id for ReplicaKey(id={voter.node_id}) is already part of the set of voters.",
            )
        if error is None and not voter.endpoints:
            error = (ErrorCode.INVALID_REQUEST, f"Voter {voter.node_id} has no endpoints")
        if error is not None:
            self._out.voter_results.append(VoterChangeResult(ticket, error[0], error[1]))
            return ticket, self._finish()
        final = a.current.with_voter(voter)
        self._voter_requests.append(
            _VoterRequest(ticket, ADD_VOTER, final, now + timeout_ms, ack_when_committed=ack_when_committed)
        )
        return ticket, self._finish()

    def remove_voter(
        self, node_id: int, directory_id: uuid.UUID, now: int, timeout_ms: int
    ) -> tuple[int, RaftOutput]:
        """KIP-853 RemoveRaftVoter as a one-member reassignment: answered once the voter left the committed voters
        (the leader removing itself resigns first and the next leader removes it, as seed 003 does)."""
        self._advance(now)
        ticket = self._new_ticket()
        error = self._leader_error() or self._busy_error()
        a = self._history.latest
        v = a.current.voter(node_id)
        if error is None and (v is None or (v.directory_id.int and v.directory_id != directory_id)):
            error = (
                ErrorCode.VOTER_NOT_FOUND,
                f"Cannot remove voter ReplicaKey(id={node_id}) since it is not a voter.",
            )
        if error is None and len(a.current) == 1:
            error = (ErrorCode.INVALID_REQUEST, f"Cannot remove voter {node_id}: it is the only voter")
        if error is not None:
            self._out.voter_results.append(VoterChangeResult(ticket, error[0], error[1]))
            return ticket, self._finish()
        self._voter_requests.append(
            _VoterRequest(ticket, REMOVE_VOTER, a.current.without_voter(node_id), now + timeout_ms)
        )
        return ticket, self._finish()

    def update_voter(self, voter: Voter, now: int, timeout_ms: int) -> tuple[int, RaftOutput]:
        """KIP-853 UpdateRaftVoter: a voter's new endpoints, answered once committed."""
        self._advance(now)
        ticket = self._new_ticket()
        error = self._leader_error()
        a = self._history.latest
        v = a.current.voter(voter.node_id)
        if error is None and (v is None or not directory_matches(v, voter.directory_id)):
            error = (ErrorCode.VOTER_NOT_FOUND, f"Voter {voter.node_id} is not a voter")
        if error is None and not voter.endpoints:
            error = (ErrorCode.INVALID_REQUEST, f"Voter {voter.node_id} has no endpoints")
        if error is not None:
            self._out.voter_results.append(VoterChangeResult(ticket, error[0], error[1]))
            return ticket, self._finish()
        assert v is not None
        updated = Voter(
            v.node_id, v.directory_id if v.directory_id.int else voter.directory_id, voter.endpoints
        )
        if updated == v:
            self._out.voter_results.append(VoterChangeResult(ticket, _NONE))
            return ticket, self._finish()
        self._voter_requests.append(
            _VoterRequest(ticket, UPDATE_VOTER, a.current.replace(updated), now + timeout_ms)
        )
        return ticket, self._finish()

    def _new_ticket(self) -> int:
        self._next_ticket += 1
        return self._next_ticket

    def _leader_error(self) -> tuple[int, str] | None:
        st = self._state
        if not isinstance(st, LeaderState) or st.resign_requested or st.transfer_deadline is not None:
            leader = st.leader_id if st.leader_id != self.node_id else NO_LEADER
            return (
                ErrorCode.NOT_LEADER_OR_FOLLOWER,
                f"Node {self.node_id} is not the quorum leader"
                + (
                    f"; the leader is {leader} (epoch {st.epoch})"
                    if leader >= 0
                    else "; the leader is not known"
                ),
            )
        if self._hwm is None:
            return (
                ErrorCode.REQUEST_TIMED_OUT,
                "The leader has not committed an entry of its epoch yet; retry",
            )
        return None

    def _busy_error(self) -> tuple[int, str] | None:
        a = self._history.latest
        if a.target is not None or any(r.written is None for r in self._voter_requests):
            target = list(a.target.ids) if a.target is not None else "another request"
            return (
                ErrorCode.REQUEST_TIMED_OUT,
                f"A quorum reassignment (to {target}) is in progress; retry later",
            )
        if self.voter_change_pending:
            return ErrorCode.REQUEST_TIMED_OUT, "A voter change is not committed yet; retry"
        return None

    def _validate_target(self, target: Sequence[int]) -> tuple[int, str] | None:
        ids = list(target)
        if not ids:
            return ErrorCode.INVALID_REPLICA_ASSIGNMENT, "The target voter set is empty."
        if any(i < 0 for i in ids):
            return ErrorCode.INVALID_REPLICA_ASSIGNMENT, f"Invalid voter id in {ids}."
        if len(set(ids)) != len(ids):
            return ErrorCode.INVALID_REPLICA_ASSIGNMENT, f"Duplicate voter id in {ids}."
        st = self._state
        assert isinstance(st, LeaderState)
        a = self._history.latest
        unknown = [
            i
            for i in ids
            if i not in a.current
            and (a.target is None or i not in a.target)
            and not (i in st.observers and st.observers[i].endpoints)
        ]
        if unknown:
            return (
                ErrorCode.INVALID_REPLICA_ASSIGNMENT,
                f"Nodes {unknown} are not controllers known to the quorum leader (a controller that fetches the "
                "metadata log as an observer becomes known).",
            )
        return None

    def _target_set(self, ids: Sequence[int]) -> VoterSet:
        """TargetVoters for `ids`: current and target voters as they are, others from their fetches (directory left
        open: whichever directory the node fetches with when it is promoted)."""
        a = self._history.latest
        st = self._state
        voters = []
        for i in ids:
            v = a.current.voter(i) or (a.target.voter(i) if a.target is not None else None)
            if v is None:
                obs = st.observers.get(i) if isinstance(st, LeaderState) else None
                v = Voter(i, ZERO_UUID, obs.endpoints if obs is not None else ())
            voters.append(v)
        return VoterSet(voters)

    def _complete_request(self, req: _VoterRequest, error: int, message: str | None = None) -> None:
        if req in self._voter_requests:
            self._voter_requests.remove(req)
        self._out.voter_results.append(VoterChangeResult(req.ticket, error, message))

    def _check_voter_requests(self) -> None:
        if not self._voter_requests:
            return
        now = self._now
        hwm = self._hwm
        leader = isinstance(self._state, LeaderState)
        _, committed = self.committed_assignment
        for req in list(self._voter_requests):
            if req.offset >= 0 and hwm is not None and hwm > req.offset:
                if req.kind in (REASSIGN, UPDATE_VOTER) or not req.ack_when_committed:
                    self._complete_request(req, _NONE)
                    continue
                if (
                    committed.target is None
                    and req.target is not None
                    and committed.current.same_ids(req.target)
                ):
                    self._complete_request(req, _NONE)
                    continue
            elif req.offset >= 0 and not req.ack_when_committed:
                self._complete_request(req, _NONE)
                continue
            if req.offset < 0 and not leader:
                error = self._leader_error()
                self._complete_request(
                    req, error[0] if error else ErrorCode.NOT_LEADER_OR_FOLLOWER, error[1] if error else None
                )
                continue
            if now >= req.deadline:
                self._complete_request(
                    req,
                    ErrorCode.REQUEST_TIMED_OUT,
                    "The voter change did not complete within the request's timeout",
                )

    def _append_voter_record(self, st: LeaderState, a: VoterAssignment) -> int:
        """Append a VoterAssignmentMessage as the leader (after whatever waits in the accumulator, whose offsets
        were promised) and act on it at once."""
        if st.pending:
            self._drain(st)
        batch = build_voter_assignment_batch(
            a.to_message(), base_offset=self.log.end_offset, epoch=st.epoch, timestamp=self._now
        )
        base, _ = self.log.append_as_leader(batch, st.epoch)
        self._out.flush = True
        self._history.append(base, a)
        self._write_bootstrap_assignment = False
        logger.info(
            "[RaftNode %d] Appended voter assignment at offset %d: %s", self.node_id, base, a.describe()
        )
        self._after_voters_changed()
        if st.update_local_end_offset(self.log.end_offset, self._now):
            self._hwm = st.high_watermark
        self.metrics.voter_changes_total += 1
        return base

    def _with_known_directories(self, voters: VoterSet, st: LeaderState) -> VoterSet:
        """Voters of the configuration carry no directory id; the first record written by a leader fills in the ones
        it knows (its own, and those its voters fetch with), so a wiped voter is not taken for the old one."""
        out = []
        for v in voters:
            if v.directory_id.int:
                out.append(v)
                continue
            if v.node_id == self.node_id:
                d = self.directory_id
            else:
                rs = st.voter_states.get(v.node_id)
                d = rs.directory_id if rs is not None else ZERO_UUID
            out.append(Voter(v.node_id, d, v.endpoints))
        return VoterSet(out, allow_empty=True)

    def _maybe_reassign(self, st: LeaderState) -> None:
        """The leader's side of seed 003: one voter change at a time, each only once the previous one and an entry of
        this epoch are committed. Requests (new targets) come first, then the next step of the reassignment."""
        if st.resign_requested:
            return
        if st.transfer_deadline is not None:
            self._maybe_transfer(st)
            return
        if not self._voter_change_allowed():
            return
        now = self._now
        a = self._history.latest
        for req in self._voter_requests:
            if req.written is not None:
                continue
            if req.kind == REASSIGN:
                new = VoterAssignment(
                    self._with_known_directories(a.current, st),
                    req.target,
                    a.cluster_id or self.cluster_id or "",
                )
            elif req.kind in (ADD_VOTER, REMOVE_VOTER):
                if a.target is not None or not _differs_by_one(a.current, req.target):
                    self._complete_request(
                        req, ErrorCode.REQUEST_TIMED_OUT, "The voters changed meanwhile; retry"
                    )
                    return
                new = VoterAssignment(
                    self._with_known_directories(a.current, st),
                    req.target,
                    a.cluster_id or self.cluster_id or "",
                )
            else:  # UPDATE_VOTER
                assert req.target is not None
                if not a.current.same_ids(req.target):
                    self._complete_request(
                        req, ErrorCode.REQUEST_TIMED_OUT, "The voters changed meanwhile; retry"
                    )
                    return
                new = VoterAssignment(req.target, a.target, a.cluster_id or self.cluster_id or "")
            req.offset = self._append_voter_record(st, new)
            req.written = new
            return
        target = a.target
        if target is None:
            return
        round_ms = self.config.election_timeout_ms
        caught_up = []
        for v in target:
            if v.node_id in a.current:
                continue
            rs = st.observers.get(v.node_id)
            if (
                rs is not None
                and rs.endpoints
                and directory_matches(v, rs.directory_id)
                and st.is_caught_up(v.node_id, now, round_ms)
            ):
                caught_up.append(v.node_id)
        step = plan_step(a.current.ids, target.ids, self.node_id, caught_up)
        cluster_id = a.cluster_id or self.cluster_id or ""
        if step.kind is StepKind.ADD:
            rs = st.observers[step.node_id]
            voter = Voter(step.node_id, rs.directory_id, rs.endpoints)
            self._append_voter_record(st, VoterAssignment(a.current.with_voter(voter), target, cluster_id))
        elif step.kind is StepKind.REMOVE:
            self._append_voter_record(
                st, VoterAssignment(a.current.without_voter(step.node_id), target, cluster_id)
            )
        elif step.kind is StepKind.FINISH:
            self._append_voter_record(st, VoterAssignment(a.current, None, cluster_id))
        elif step.kind is StepKind.RESIGN:
            logger.info(
                "[RaftNode %d] The reassignment to %s removes this leader last: handing leadership over",
                self.node_id,
                list(target.ids),
            )
            if st.pending:
                self._drain(st)
            st.transfer_deadline = now + self.config.election_timeout_ms
            self.metrics.handovers_total += 1
            self._maybe_transfer(st)

    def _voter_change_allowed(self) -> bool:
        """Raft's single-server changes, as seed 003 uses them: the leader writes a voter change only once an entry
        of its epoch is committed (its high watermark is known) and the latest change is committed."""
        hwm = self._hwm
        return hwm is not None and self._history.latest_offset < hwm

    def _maybe_transfer(self, st: LeaderState) -> None:
        """Resign once a voter that stays has the whole log (so it can win the election), or at the deadline."""
        target = self._history.latest.target
        end = self.log.end_offset
        staying = [i for i in st.voters.others(self.node_id) if target is None or i in target]
        ready = [i for i in staying if st.voter_states[i].end_offset >= end]
        if ready or self._now >= st.transfer_deadline:  # type: ignore[operator]
            ranked = sorted(
                st.voter_states.values(),
                key=lambda s: (s.node_id not in ready, s.node_id not in staying, -s.end_offset, s.node_id),
            )
            successors = [s.node_id for s in ranked if s.node_id != self.node_id]
            self._resign(st, successors)

    def _is_removing(self) -> bool:
        target = self._history.latest.target
        return target is not None and self.node_id in self.voters and self.node_id not in target

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
        target = self.target_voters
        m.number_of_target_voters = len(target) if target is not None else 0
        m.reassignment_in_progress = int(target is not None)
        m.uncommitted_voter_change = int(self.voter_change_pending)
        m.is_voter = int(self.is_voter)
        if isinstance(st, LeaderState):
            round_ms = self.config.election_timeout_ms
            m.observers_caught_up = sum(
                1
                for i, rs in st.observers.items()
                if rs.endpoints and st.is_caught_up(i, self._now, round_ms)
            )
        else:
            m.observers_caught_up = 0


def _differs_by_one(a: VoterSet, b: VoterSet | None) -> bool:
    return b is not None and len(set(a.ids) ^ set(b.ids)) == 1


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
