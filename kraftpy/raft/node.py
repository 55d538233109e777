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

Structure: `RaftNode` is the facade. The state its parts share is plain data in a `RaftContext` it owns (role,
high watermark, next offset to apply, the output being built, the request manager, the voters in effect); the node
keeps the poll loop, the dispatch of requests and responses by API key, and the end of every call (`_finish`:
parked fetches, commits, committed voters, voter change requests, leader and endpoint changes, metrics). The rest
lives in pure functions and in parts the node owns, each given the context and the parts it calls:

* `elections.py`: election decisions as pure functions (start-up role, vote granting, pre-vote and election
  outcomes, backoffs, leader and epoch checks, the response prelude, Fetch validation).
* `quorum.py`: who votes and what a majority is (`Quorum`, the context's `quorum`). Elections, check-quorum and the
  high watermark count only through it, so a joint voter set plugs in there (`quorum_of`).
* `transitions.py` (`Transitions`): the role changes (`to_*`, `resign`, `maybe_transition`, `become`, `persist`)
  and the prelude all responses share (`common_response`).
* `accumulator.py` (`Accumulator`): the leader's append accumulator (records batched for `append.linger.ms`).
* `voter_changes.py` (`VoterChanges`): the voter history of the log and the voters in effect (published in the
  context as `voters`, `target_voters`, `quorum`), voter change requests and the leader's reassignment engine,
  endpoints.
* `snapshots.py` (`SnapshotTransfer`, `load_snapshot`): creating and loading snapshots, FetchSnapshot on both sides.
* `replication.py` (`Replication`): Fetch on both sides (parked fetches, replica progress, truncation, the
  follower's high watermark), delivery of committed batches.
* `voting.py` (`Voting`): Vote, BeginQuorumEpoch and EndQuorumEpoch on both sides; the polls of the prospective,
  candidate, unattached and resigned roles and the leader's BeginQuorumEpoch.

Each part imports only those listed before it, and none imports the node. They change role only through
`Transitions`, which reaches back at two moments the node connects (`Transitions.connect`): an election won
(`VoterChanges` writes the bootstrap voters) and a leadership lost (`Replication` answers its parked fetches).
"""

from __future__ import annotations

import logging
import random
import uuid
from collections.abc import Callable, Sequence

from kraftpy.protocol.api import ApiKey
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.uuids import ZERO_UUID

from .accumulator import Accumulator
from .assignment import VoterAssignment
from .config import QuorumConfig
from .context import RaftContext
from .elections import StartRole, initial_role
from .log import RaftLog, log_str
from .messages import AppendResult, LeaderAndEpoch, RaftOutput, RaftRequest, RaftResponse, RequestFailure
from .quorum import Quorum
from .quorum_state import ElectionState
from .replication import Replication
from .roles import (
    CandidateState,
    EpochState,
    FollowerState,
    LeaderState,
    ObserverState,
    ProspectiveState,
    ResignedState,
    UnattachedState,
    _FetchingState,
)
from .snapshots import SnapshotTransfer, load_snapshot
from .transitions import Transitions
from .types import NotLeaderError, OffsetAndEpoch, RaftError, RaftStateError
from .voter_changes import VoterChanges
from .voters import Endpoint, Voter, VoterSet
from .voting import Voting

__all__ = ["RaftNode"]

logger = logging.getLogger(__name__)

_MAX_POLL_ROUNDS = 8


class RaftNode:
    """The KRaft state machine of one node. See the module docstring and `RaftOutput` for the contract."""

    __slots__ = (
        "_accumulator",
        "_ctx",
        "_endpoints_sent",
        "_last_leader",
        "_replication",
        "_roles",
        "_snapshots",
        "_voter_changes",
        "_voting",
        "cluster_id",
        "config",
        "directory_id",
        "endpoints",
        "log",
        "metrics",
        "node_id",
        "static_voters",
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
        config = config if config is not None else QuorumConfig()
        self._ctx = ctx = RaftContext(
            node_id=node_id,
            directory_id=directory_id,
            cluster_id=cluster_id,
            endpoints=tuple(endpoints),
            bootstrap_peers=tuple(bootstrap_peers),
            voters=voters,
            log=log,
            config=config,
            random=random,
            now=now,
            wall_clock=wall_clock,
        )
        # what the node is and is given, as it was given (the context holds the same objects)
        self.node_id = node_id
        self.directory_id = directory_id
        self.static_voters = voters
        self.endpoints = ctx.endpoints
        self.log = log
        self.config = config
        self.cluster_id = cluster_id
        self.metrics = ctx.metrics
        self._last_leader: LeaderAndEpoch | None = None
        self._endpoints_sent: dict[int, tuple[Endpoint, ...]] | None = None

        # A snapshot frozen just before a crash may lie beyond the log: start the log at it.
        latest = log.latest_snapshot_id()
        if latest is not None and latest.offset > log.end_offset:
            log.truncate_to_latest_snapshot()
        ctx.next_apply = log.start_offset
        snapshot_voters = load_snapshot(ctx, latest, set_hwm=False) if latest is not None else None

        self._roles = roles = Transitions(ctx, election_state)
        self._accumulator = accumulator = Accumulator(ctx)
        self._voter_changes = voter_changes = VoterChanges(
            ctx, roles, accumulator, election_state, latest, snapshot_voters
        )
        self._snapshots = snapshots = SnapshotTransfer(ctx, roles, voter_changes)
        self._replication = replication = Replication(ctx, roles, accumulator, snapshots, voter_changes)
        self._voting = Voting(ctx, roles, voter_changes)
        roles.connect(on_elected=voter_changes.on_elected, on_leadership_lost=replication.on_leadership_lost)

        ctx.state = self._initial_state(election_state)
        roles.persist()
        self._observe_metrics()
        logger.info("[RaftNode %d] Starting as %r with log %s", node_id, ctx.state, log_str(log))

    # ================================================================================================ public

    def batch_timestamp(self) -> int:
        """The timestamp of a batch written now: wall-clock milliseconds (the monotonic clock without one)."""
        return self._ctx.batch_timestamp()

    @property
    def state(self) -> EpochState:
        return self._ctx.state

    @property
    def epoch(self) -> int:
        return self._ctx.state.epoch

    @property
    def leader_id(self) -> int:
        return self._ctx.state.leader_id

    @property
    def high_watermark(self) -> int | None:
        return self._ctx.hwm

    @property
    def voters(self) -> VoterSet:
        """The voters in effect: those of the latest voter assignment of the log (committed or not)."""
        return self._ctx.voters

    @property
    def target_voters(self) -> VoterSet | None:
        """The TargetVoters of the latest voter assignment of the log (None: no reassignment in progress)."""
        return self._ctx.target_voters

    @property
    def quorum(self) -> Quorum:
        """Who votes and what a majority is, for the voters in effect."""
        return self._ctx.quorum

    @property
    def is_voter(self) -> bool:
        """This node (its id and its metadata directory) is in the voter set of its log."""
        return self._ctx.is_voter

    @property
    def voters_recorded(self) -> bool:
        """The voters come from the log or the bootstrap snapshot, not from `controller.quorum.voters` alone."""
        return self._voter_changes.voters_shown

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
        return isinstance(self._ctx.state, LeaderState)

    @property
    def applied_offset(self) -> int:
        """The next offset the state machine will be handed (everything below was delivered)."""
        return self._ctx.next_apply

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
        ctx = self._ctx
        st = ctx.state
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
        base = self._accumulator.accumulate(st, records, now)
        ctx.out.appended = AppendResult(base, base + len(records) - 1, st.epoch)
        return self._finish()

    def resign(self, now: int) -> RaftOutput:
        """Graceful resignation: a leader stops leading and tells the voters (EndQuorumEpoch), naming the most
        caught-up followers as preferred successors. No effect on other roles."""
        self._advance(now)
        st = self._ctx.state
        if isinstance(st, LeaderState):
            st.resign_requested = True
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
        ctx = self._ctx
        st = ctx.state
        hwm = ctx.hwm
        target = ctx.target_voters
        snap = self.log.latest_snapshot_id()
        return (
            f"{st.name} epoch={st.epoch} leader={st.leader_id} voted={st.voted_id} "
            f"hwm={'-' if hwm is None else hwm} log=[{self.log.start_offset},{self.log.end_offset}) "
            f"last_epoch={self.log.last_fetched_epoch}"
            + (f" snapshot={snap.offset}@{snap.epoch}" if snap is not None else "")
            + (f" voters={list(ctx.voters.ids)}" if self._voter_changes.voters_shown else "")
            + (f" target={list(target.ids)}" if target is not None else "")
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
        ctx = self._ctx
        if now > ctx.now:
            ctx.now = now

    def _finish(self) -> RaftOutput:
        ctx = self._ctx
        replication = self._replication
        voter_changes = self._voter_changes
        self._poll()
        hwm_before = ctx.hwm
        replication.complete_parked()
        if ctx.hwm != hwm_before:
            replication.complete_parked()
        replication.deliver_commits()
        voter_changes.update_committed()
        voter_changes.check_requests()
        st = ctx.state
        leader = LeaderAndEpoch(st.leader_id, st.epoch)
        if leader != self._last_leader:
            self._last_leader = leader
            ctx.out.leader_change = leader
        endpoints = voter_changes.known_endpoints()
        if endpoints != self._endpoints_sent:
            self._endpoints_sent = endpoints
            ctx.out.endpoints = endpoints
        self._observe_metrics()
        out = ctx.out
        out.next_deadline = self._next_deadline()
        ctx.out = RaftOutput()
        return out

    def _observe_metrics(self) -> None:
        ctx = self._ctx
        ctx.metrics.observe(
            ctx.state,
            ctx.log,
            ctx.hwm,
            ctx.voters,
            ctx.target_voters,
            self._voter_changes.change_pending,
            ctx.is_voter,
            ctx.config.election_timeout_ms,
            ctx.now,
        )

    # ====================================================================================== initial state

    def _initial_state(self, stored: ElectionState | None) -> EpochState:
        ctx = self._ctx
        start = initial_role(stored, self.log.last_fetched_epoch, ctx.is_voter, self.node_id)
        now = ctx.now
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
            return ResignedState(start.epoch, self.node_id, ctx.quorum.members, now + ctx.random_election_timeout(), [])
        if start.role is StartRole.FOLLOWER:
            return FollowerState(start.epoch, start.leader_id, start.voted_id, now + self.config.fetch_timeout_ms)
        return UnattachedState(start.epoch, start.voted_id, now + ctx.random_election_timeout())

    # ================================================================================================= poll

    def _poll(self) -> None:
        ctx = self._ctx
        for _ in range(_MAX_POLL_ROUNDS):
            st = ctx.state
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
            if ctx.state is st:
                return

    def _poll_leader(self, st: LeaderState) -> None:
        ctx = self._ctx
        now = ctx.now
        if len(st.voters) > 1 and now >= st.check_quorum_deadline:
            logger.info(
                "[RaftNode %d] Did not receive fetches from a majority of the voters within %d ms",
                self.node_id,
                st.check_quorum_timeout,
            )
            self._roles.resign(st)
            return
        if st.resign_requested:
            self._roles.resign(st)
            return
        if st.pending and st.linger_deadline is not None and now >= st.linger_deadline:
            self._accumulator.drain(st)
        self._voter_changes.maybe_reassign(st)
        if ctx.state is not st:
            return
        self._voting.poll_leader(st)

    def _next_deadline(self) -> int:
        ctx = self._ctx
        st = ctx.state
        now = ctx.now
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
        pending = ctx.requests.next_event(now)
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
        if api == ApiKey.FETCH:
            response = self._replication.on_fetch_request(req)
        elif api == ApiKey.VOTE:
            response = self._voting.on_vote_request(body)  # type: ignore[arg-type]
        elif api == ApiKey.BEGIN_QUORUM_EPOCH:
            response = self._voting.on_begin_request(body)  # type: ignore[arg-type]
        elif api == ApiKey.END_QUORUM_EPOCH:
            response = self._voting.on_end_request(body)  # type: ignore[arg-type]
        elif api == ApiKey.FETCH_SNAPSHOT:
            response = self._snapshots.on_fetch_snapshot_request(body)  # type: ignore[arg-type]
        else:
            raise RaftError(f"API key {api} is not a raft request", error_code=ErrorCode.INVALID_REQUEST)
        if response is not None:
            self._ctx.out.messages.append(RaftResponse(req.peer, req.correlation_id, response))

    # ============================================================================================ responses

    def _handle_response(self, msg: RaftResponse) -> None:
        requests = self._ctx.requests
        expected, sent = requests.take(msg.peer, msg.correlation_id)
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
            if api == ApiKey.FETCH:
                ok = self._replication.on_fetch_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            elif api == ApiKey.VOTE:
                ok = self._voting.on_vote_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            elif api == ApiKey.BEGIN_QUORUM_EPOCH:
                ok = self._voting.on_begin_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            elif api == ApiKey.END_QUORUM_EPOCH:
                ok = self._voting.on_end_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            elif api == ApiKey.FETCH_SNAPSHOT:
                ok = self._snapshots.on_fetch_snapshot_response(msg.peer, msg.body, sent)  # type: ignore[arg-type]
            else:
                ok = False
        except RaftStateError:
            raise
        except RaftError as exc:
            logger.error("[RaftNode %d] Failed to handle a response from %d: %s", self.node_id, msg.peer, exc)
            ok = False
        requests.on_response(msg.peer, msg.correlation_id, ok, self._ctx.now)

    def _handle_failure(self, failure: RequestFailure) -> None:
        requests = self._ctx.requests
        expected, _ = requests.take(failure.peer, failure.correlation_id)
        if expected:
            logger.debug(
                "[RaftNode %d] Request %d to %d failed: %s",
                self.node_id,
                failure.correlation_id,
                failure.peer,
                failure.reason,
            )
            requests.on_response(failure.peer, failure.correlation_id, False, self._ctx.now)
