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

Structure: `RaftNode` is the facade. It keeps the shared state (role `_state`, high watermark `_hwm`, next offset
to apply, the output being built `_out`, the request manager), the role transitions (`_to_*`, `_resign`,
`_maybe_transition`), the poll loop, request/response dispatch with the prelude all responses share, persistence
and metrics (`RaftMetrics.observe`). The rest lives in pure functions and in four helpers the node owns:

* `elections.py`: election decisions as pure functions (start-up role, vote granting, pre-vote and election
  outcomes, backoffs, leader and epoch checks, the response prelude, Fetch validation).
* `quorum.py`: who votes and what a majority is (`Quorum`, the node's `quorum`). Elections, check-quorum and the
  high watermark count only through it, so a joint voter set plugs in there (`quorum_of`).
* `voting.py` (`Voting`): Vote, BeginQuorumEpoch and EndQuorumEpoch on both sides; the polls of the prospective,
  candidate, unattached and resigned roles and the leader's BeginQuorumEpoch.
* `replication.py` (`Replication`): the append accumulator, Fetch on both sides (parked fetches, replica progress,
  truncation, the follower's high watermark), delivery of committed batches.
* `snapshots.py` (`SnapshotTransfer`): creating and loading snapshots, FetchSnapshot on both sides.
* `voter_changes.py` (`VoterChanges`): the voter history of the log and the voters in effect (published as
  `voters`, `target_voters`, `quorum`), voter change requests and the leader's reassignment engine, endpoints.

The helpers hold their node and work on its shared state; they change role only through its transitions. The node
calls them from `handle` (dispatch by API key), `_poll` (the role's turn) and `_finish` (parked fetches, commits,
committed voters, voter change requests); they call each other where work hands over (a Fetch answer starting a
snapshot download, appended or truncated voter records, a voter record appended after the accumulator drains).
"""

from __future__ import annotations

import logging
import random
import uuid
from collections.abc import Callable, Sequence
from dataclasses import replace

from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode

from .assignment import VoterAssignment, directory_matches
from .config import QuorumConfig
from .elections import LeaderClaim, ResponseStep, StartRole, initial_role, leader_claim, response_step
from .log import RaftLog, log_str
from .messages import (
    API_BEGIN_QUORUM_EPOCH,
    API_END_QUORUM_EPOCH,
    API_FETCH,
    API_FETCH_SNAPSHOT,
    API_VOTE,
    AppendResult,
    LeaderAndEpoch,
    RaftOutput,
    RaftRequest,
    RaftResponse,
    RequestFailure,
)
from .metrics import RaftMetrics
from .quorum import Quorum, quorum_of
from .quorum_state import ElectionState
from .records import build_leader_change_batch
from .replication import Replication
from .requests import RequestManager, Sent
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
from .snapshots import SnapshotTransfer
from .types import NO_LEADER, ZERO_UUID, NotLeaderError, OffsetAndEpoch, RaftError, RaftStateError
from .voter_changes import VoterChanges
from .voters import Endpoint, Voter, VoterSet
from .voting import Voting

__all__ = ["RaftNode"]

logger = logging.getLogger(__name__)

_NONE = ErrorCode.NONE
_MAX_POLL_ROUNDS = 8


class RaftNode:
    """The KRaft state machine of one node. See the module docstring and `RaftOutput` for the contract."""

    __slots__ = (
        "_bootstrap_peers",
        "_election_started_ms",
        "_endpoints_sent",
        "_hwm",
        "_last_leader",
        "_last_persisted",
        "_next_apply",
        "_next_correlation_id",
        "_now",
        "_out",
        "_random",
        "_replication",
        "_requests",
        "_snapshots",
        "_started_empty",
        "_state",
        "_voter_changes",
        "_voting",
        "_wall_clock",
        "cluster_id",
        "config",
        "directory_id",
        "endpoints",
        "log",
        "metrics",
        "node_id",
        "quorum",
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
        wall_clock: Callable[[], int] | None = None,
    ) -> None:
        """`voters`: the voters of the configuration (`controller.quorum.voters`), in force only while neither the
        log nor a snapshot holds a VoterAssignmentMessage (may be empty). `endpoints`: this node's controller
        listeners (a controller that can be made a voter announces them when it fetches). `bootstrap_peers`: peer
        ids (negative) the driver maps to `controller.quorum.bootstrap.servers`, asked when no voter is known.
        `wall_clock`: wall-clock milliseconds, the timestamp of the batches this node writes (as Kafka's, so that
        tools and the analytics show when a record was written); without it, the monotonic `now` the node is polled
        with (tests that need no calendar)."""
        if node_id < 0:
            raise ValueError(f"node.id must be >= 0, got {node_id}")
        self.node_id = node_id
        self.directory_id = directory_id
        self.static_voters = voters
        self.endpoints = tuple(endpoints)
        self._bootstrap_peers = tuple(bootstrap_peers)
        self.voters = voters
        self.target_voters: VoterSet | None = None
        self.quorum: Quorum = quorum_of(voters)
        self.log = log
        self.config = config if config is not None else QuorumConfig()
        self.cluster_id = cluster_id
        self.metrics = RaftMetrics(number_of_voters=len(voters))
        self._random = random
        self._now = now
        self._wall_clock = wall_clock
        self._requests = RequestManager(self.config.request_timeout_ms, self.config.retry_backoff_ms)
        self._out = RaftOutput()
        self._hwm: int | None = None
        self._next_correlation_id = 0
        self._last_leader: LeaderAndEpoch | None = None
        self._election_started_ms: int | None = None
        self._last_persisted = election_state
        self._started_empty = election_state is None
        self._endpoints_sent: dict[int, tuple[Endpoint, ...]] | None = None
        self._voting = Voting(self)
        self._replication = Replication(self)
        self._snapshots = SnapshotTransfer(self)

        # A snapshot frozen just before a crash may lie beyond the log: start the log at it.
        latest = log.latest_snapshot_id()
        if latest is not None and latest.offset > log.end_offset:
            log.truncate_to_latest_snapshot()
        self._next_apply = log.start_offset
        snapshot_voters = self._snapshots.load(latest, set_hwm=False) if latest is not None else None
        self._voter_changes = VoterChanges(self, election_state, latest, snapshot_voters)

        self._state = self._initial_state(election_state)
        self._persist()
        self.metrics.observe(self, self._now)
        logger.info("[RaftNode %d] Starting as %r with log %s", node_id, self._state, log_str(log))

    # ================================================================================================ public

    def batch_timestamp(self) -> int:
        """The timestamp of a batch written now: wall-clock milliseconds (the monotonic clock without one)."""
        wall = self._wall_clock
        return wall() if wall is not None else self._now

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
        return self._voter_changes.history.latest

    @property
    def assignment_offset(self) -> int:
        """Offset of the latest VoterAssignmentMessage of the log (-1: from the bootstrap snapshot or config)."""
        return self._voter_changes.history.latest_offset

    @property
    def committed_assignment(self) -> tuple[int, VoterAssignment]:
        """The latest voter assignment below the high watermark, with its offset."""
        return self._voter_changes.committed_assignment

    def assignment_history(self) -> list[tuple[int, VoterAssignment]]:
        """The voter assignments of the log (offset, assignment), the committed one it started from first."""
        return self._voter_changes.history.entries()

    @property
    def voter_change_pending(self) -> bool:
        """Kafka's `uncommitted-voter-change`: the log's latest voter record is above the high watermark."""
        return self._voter_changes.change_pending

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
        base = self._replication.accumulate(st, records, now)
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
        self._snapshots.create(snapshot_id, records, last_contained_log_timestamp)
        return self._finish()

    def replica_states(self) -> dict[str, list[tuple[int, int, int, int]]]:
        """Leader only: (node id, log end offset, last fetch ms, last caught-up ms) of voters and observers, for
        DescribeQuorum. Empty lists on other roles."""
        return self._replication.replica_states()

    def replica_details(self) -> dict[str, list[tuple[int, int, int, int, uuid.UUID]]]:
        """Leader only: (node id, log end offset, last fetch ms, last caught-up ms, directory id) of the voters, of
        the target voters of a reassignment in progress, and of the observers, for DescribeQuorum. The directory id
        of a voter is the record's, else the one it fetches with."""
        return self._replication.replica_details()

    def known_endpoints(self) -> dict[int, tuple[Endpoint, ...]]:
        """Controller endpoints of the voters (current and target) and of the leader learned from responses."""
        return self._voter_changes.known_endpoints()

    def describe(self) -> str:
        st = self._state
        snap = self.log.latest_snapshot_id()
        return (
            f"{st.name} epoch={st.epoch} leader={st.leader_id} voted={st.voted_id} "
            f"hwm={'-' if self._hwm is None else self._hwm} log=[{self.log.start_offset},{self.log.end_offset}) "
            f"last_epoch={self.log.last_fetched_epoch}"
            + (f" snapshot={snap.offset}@{snap.epoch}" if snap is not None else "")
            + (f" voters={list(self.voters.ids)}" if self._voter_changes.voters_shown else "")
            + (f" target={list(self.target_voters.ids)}" if self.target_voters is not None else "")
        )

    # --------------------------------------------------------------------------------- voter change requests

    def reassign(self, target: Sequence[int] | None, now: int, timeout_ms: int) -> tuple[int, RaftOutput]:
        """Seed 003: AlterPartitionReassignments on `__cluster_metadata-0`. Make `target` the TargetVoters (None
        cancels the reassignment in progress, leaving the current voters). Answered (`output.voter_results`, by
        ticket) once a record with that target is committed; the leader then moves the quorum one member at a
        time."""
        self._advance(now)
        ticket = self._voter_changes.reassign(target, now, timeout_ms)
        return ticket, self._finish()

    def add_voter(
        self, voter: Voter, now: int, timeout_ms: int, ack_when_committed: bool = True
    ) -> tuple[int, RaftOutput]:
        """KIP-853 AddRaftVoter as a one-member reassignment: answered once `voter` is in the committed voters
        (or, with `ack_when_committed` false, once the change is accepted)."""
        self._advance(now)
        ticket = self._voter_changes.add_voter(voter, now, timeout_ms, ack_when_committed)
        return ticket, self._finish()

    def remove_voter(self, node_id: int, directory_id: uuid.UUID, now: int, timeout_ms: int) -> tuple[int, RaftOutput]:
        """KIP-853 RemoveRaftVoter as a one-member reassignment: answered once the voter left the committed voters
        (the leader removing itself resigns first and the next leader removes it, as seed 003 does)."""
        self._advance(now)
        ticket = self._voter_changes.remove_voter(node_id, directory_id, now, timeout_ms)
        return ticket, self._finish()

    def update_voter(self, voter: Voter, now: int, timeout_ms: int) -> tuple[int, RaftOutput]:
        """KIP-853 UpdateRaftVoter: a voter's new endpoints, answered once committed."""
        self._advance(now)
        ticket = self._voter_changes.update_voter(voter, now, timeout_ms)
        return ticket, self._finish()

    # ========================================================================================== plumbing

    def _advance(self, now: int) -> None:
        if now > self._now:
            self._now = now

    def _finish(self) -> RaftOutput:
        self._poll()
        hwm_before = self._hwm
        self._replication.complete_parked()
        if self._hwm != hwm_before:
            self._replication.complete_parked()
        self._replication.deliver_commits()
        self._voter_changes.update_committed()
        self._voter_changes.check_requests()
        leader = LeaderAndEpoch(self._state.leader_id, self._state.epoch)
        if leader != self._last_leader:
            self._last_leader = leader
            self._out.leader_change = leader
        endpoints = self._voter_changes.known_endpoints()
        if endpoints != self._endpoints_sent:
            self._endpoints_sent = endpoints
            self._out.endpoints = endpoints
        self.metrics.observe(self, self._now)
        out = self._out
        out.next_deadline = self._next_deadline()
        self._out = RaftOutput()
        return out

    def _election(self) -> ElectionState:
        """What quorum-state holds: the role's election state plus the committed voter assignment (from a record
        of the log; voters of the bootstrap snapshot or the configuration are not written)."""
        e = self._state.election()
        offset, committed = self._voter_changes.committed
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
            self._replication.on_leadership_lost()
        self._out.events.append(f"{old.name}(epoch={old.epoch}) -> {new.name}(epoch={new.epoch})")
        logger.info("[RaftNode %d] Completed transition to %r from %r", self.node_id, new, old)

    def _random_election_timeout(self) -> int:
        et = self.config.election_timeout_ms
        return et + self._random.randrange(et)

    def _send_request(self, peer: int, body: Message, sent: Sent) -> None:
        cid = self._next_correlation_id
        self._next_correlation_id += 1
        self._requests.on_sent(peer, cid, self._now, sent)
        self._out.messages.append(RaftRequest(peer, cid, body))

    # ====================================================================================== initial state

    def _initial_state(self, stored: ElectionState | None) -> EpochState:
        start = initial_role(stored, self.log.last_fetched_epoch, self.is_voter, self.node_id)
        now = self._now
        if start.role is StartRole.OBSERVER:
            return ObserverState(start.epoch, start.leader_id, now + self.config.fetch_timeout_ms, start.voted_id)
        if start.stale_quorum_state:
            logger.warning(
                "[RaftNode %d] Epoch from the quorum-state file (%d) is below the last epoch in the log (%d)",
                self.node_id,
                stored.epoch if stored is not None else 0,
                start.epoch,
            )
        if start.role is StartRole.RESIGNED:
            # A former leader restarts resigned in its epoch: it must not lead (or vote) again in that epoch,
            # since records it lost with unflushed data may exist elsewhere with the same offsets and epoch.
            return ResignedState(
                start.epoch, self.node_id, self.quorum.members, now + self._random_election_timeout(), []
            )
        if start.role is StartRole.FOLLOWER:
            return FollowerState(start.epoch, start.leader_id, start.voted_id, now + self.config.fetch_timeout_ms)
        return UnattachedState(start.epoch, start.voted_id, now + self._random_election_timeout())

    # ========================================================================================= transitions

    def _to_prospective(self) -> None:
        st = self._state
        retries = st.retries + 1 if isinstance(st, CandidateState) else 1
        leader = st.leader_id if isinstance(st, FollowerState | ProspectiveState) else NO_LEADER
        votes = EpochElection(self.quorum, self.node_id)
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
        votes = EpochElection(self.quorum, self.node_id)
        new = CandidateState(st.epoch + 1, self.node_id, votes, self._now + self._random_election_timeout(), st.retries)
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
            self.quorum,
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
            timestamp=self.batch_timestamp(),
        )
        self.log.append_as_leader(batch, new.epoch)
        self._out.flush = True
        if new.update_local_end_offset(self.log.end_offset, self._now):
            self._hwm = new.high_watermark
        self._voter_changes.on_elected(new)
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
        if self._voter_changes.is_removing():
            # leaving the quorum: let the voters that stay elect one of them first
            deadline += self.config.election_timeout_ms
        new = ResignedState(st.epoch, self.node_id, self.quorum.members, deadline, successors)
        logger.info(
            "[RaftNode %d] Resigning leadership of epoch %d; preferred successors %s",
            self.node_id,
            st.epoch,
            successors,
        )
        self._become(new, durable=False)

    def _maybe_transition(self, leader_id: int, epoch: int) -> None:
        """Act on a message naming `leader_id` (-1: none) as the leader of `epoch` (see `elections.leader_claim`)."""
        st = self._state
        claim = leader_claim(st, self.node_id, self._started_empty, epoch, leader_id)
        if claim is LeaderClaim.DISOWN or claim is LeaderClaim.DISOWN_NEWER:
            # a node that started without a quorum-state file (a new disk, a wiped metadata directory) hears that
            # it led an epoch it has no memory of: an earlier incarnation did. It must not believe it; it joins a
            # newer epoch without a leader, and ignores the claim otherwise
            logger.warning(
                "[RaftNode %d] Told that this node leads epoch %d, which an earlier incarnation of it (another "
                "metadata directory) must have led; not taking it",
                self.node_id,
                epoch,
            )
            if claim is LeaderClaim.DISOWN_NEWER:
                self._to_unattached(epoch)
        elif claim is LeaderClaim.INCONSISTENT:
            raise RaftStateError(
                f"[RaftNode {self.node_id}] message names leader {leader_id} for epoch {epoch}, inconsistent with "
                f"the local state {st!r}"
            )
        elif claim is LeaderClaim.FOLLOW:
            self._to_follower(epoch, leader_id)
        elif claim is LeaderClaim.UNATTACHED:
            self._to_unattached(epoch)

    # ================================================================================================= poll

    def _poll(self) -> None:
        for _ in range(_MAX_POLL_ROUNDS):
            st = self._state
            if isinstance(st, LeaderState):
                self._poll_leader(st)
            elif isinstance(st, FollowerState):
                self._replication.poll_follower(st)
            elif isinstance(st, ObserverState):
                self._replication.poll_observer(st)
            elif isinstance(st, CandidateState):
                self._voting.poll_candidate(st)
            elif isinstance(st, ProspectiveState):
                self._voting.poll_prospective(st)
            elif isinstance(st, UnattachedState):
                self._voting.poll_unattached(st)
            elif isinstance(st, ResignedState):
                self._voting.poll_resigned(st)
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
            self._replication.drain(st)
        self._voter_changes.maybe_reassign(st)
        if self._state is not st:
            return
        self._voting.poll_leader(st)

    def _next_deadline(self) -> int:
        st = self._state
        now = self._now
        times: list[int] = []
        if isinstance(st, LeaderState):
            if len(st.voters) > 1:
                times.append(st.check_quorum_deadline)
                times.append(max(self._voting.probe_start(st), st.probe_deadline))
            times.append(st.begin_deadline)
            if st.transfer_deadline is not None:
                times.append(st.transfer_deadline)
            if st.linger_deadline is not None:
                times.append(st.linger_deadline)
            times.extend(self._replication.parked_deadlines())
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
            response = self._replication.on_fetch_request(req)
        elif api == API_VOTE:
            response = self._voting.on_vote_request(body)  # type: ignore[arg-type]
        elif api == API_BEGIN_QUORUM_EPOCH:
            response = self._voting.on_begin_request(body)  # type: ignore[arg-type]
        elif api == API_END_QUORUM_EPOCH:
            response = self._voting.on_end_request(body)  # type: ignore[arg-type]
        elif api == API_FETCH_SNAPSHOT:
            response = self._snapshots.on_fetch_snapshot_request(body)  # type: ignore[arg-type]
        else:
            raise RaftError(f"API key {api} is not a raft request", error_code=ErrorCode.INVALID_REQUEST)
        if response is not None:
            self._out.messages.append(RaftResponse(req.peer, req.correlation_id, response))

    def _cluster_id_ok(self, cluster_id: str | None) -> bool:
        return cluster_id is None or self.cluster_id is None or cluster_id == self.cluster_id

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
                ok = self._replication.on_fetch_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            elif api == API_VOTE:
                ok = self._voting.on_vote_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            elif api == API_BEGIN_QUORUM_EPOCH:
                ok = self._voting.on_begin_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            elif api == API_END_QUORUM_EPOCH:
                ok = self._voting.on_end_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            elif api == API_FETCH_SNAPSHOT:
                ok = self._snapshots.on_fetch_snapshot_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
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
        """Epoch and leader discovery common to all responses (see `elections.response_step`). None: not handled,
        the API handler goes on; True/False: handled (False puts the peer in backoff)."""
        st = self._state
        step = response_step(st, self.node_id, error, leader_id, epoch)
        if step is ResponseStep.STALE:
            return True
        if step is ResponseStep.NEWER_EPOCH:
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
        if step is ResponseStep.NEW_LEADER:
            self._maybe_transition(leader_id, epoch)
            return None if error == _NONE else True
        if step is ResponseStep.BACK_OFF:
            return False
        if step is ResponseStep.DONE:
            return True
        return None

    def _top_level_error(self, peer: int, resp: Message) -> bool:
        code = getattr(resp, "error_code", -1)
        if code != ErrorCode.BROKER_NOT_AVAILABLE:
            logger.error("[RaftNode %d] %s from %d failed with %s", self.node_id, resp.NAME, peer, ErrorCode.of(code))
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
