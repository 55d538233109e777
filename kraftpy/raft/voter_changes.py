"""The voter set of `RaftNode` as replicated state (seed 003, the KIP-642 draft), and the leader's engine that
changes it.

Which voters are in effect: the latest `VoterAssignment` of the node's log (`history`, a `VoterHistory`), acted on
as soon as it is appended (`on_log_appended`) and reverted when a truncation removes it (`on_log_truncated`), reset
by an installed snapshot (`reset_to_snapshot`); at start-up it comes from the quorum-state file, the snapshot and a
scan of the log (`_start_history`). `set_voters_from_history` publishes it in the node's `RaftContext` (`voters`,
`target_voters`, and the `quorum` that `quorum.quorum_of` makes of them), and `after_voters_changed` makes the
node's role follow it (a voter that is no longer one becomes an observer, and the other way round). The committed
assignment (below the high watermark) is what the node persists in quorum-state (`RaftContext.committed_voters`).

How they change: voter change requests (`reassign` for seed 003's AlterPartitionReassignments on
`__cluster_metadata-0`; `add_voter`, `remove_voter`, `update_voter` for KIP-853) become a target; the leader
(`maybe_reassign`) writes one VoterAssignmentMessage at a time, each only once the previous one and an entry of
its epoch are committed (`voter_change_allowed`), following `assignment.plan_step`, and hands leadership over when
it removes itself last (`maybe_transfer`). Requests are answered in `RaftOutput.voter_results` by ticket
(`check_requests`). Also here: the controller endpoints the node knows of (of the voters, and of leaders learned
from responses), which the driver connects to.

`VoterChanges` is owned by its `RaftNode`; it keeps the voter history, the requests and the endpoints learned from
responses, and works on the node's `RaftContext` (role, log, output); it changes role through the node's
`Transitions`, and writes its records after what waits in the leader's `Accumulator`.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.raft_records import VoterAssignmentMessage
from kraftpy.protocol.records import iter_batches
from kraftpy.protocol.uuids import ZERO_UUID

from .accumulator import Accumulator
from .assignment import NO_OFFSET, StepKind, VoterAssignment, VoterHistory, directory_matches, plan_step
from .context import RaftContext
from .messages import VoterChangeResult
from .quorum import quorum_of
from .quorum_state import ElectionState
from .records import build_voter_assignment_batch, voter_assignments_in
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
from .transitions import Transitions
from .types import NO_LEADER, OffsetAndEpoch, RaftStateError
from .voters import Endpoint, Voter, VoterSet

__all__ = [
    "ADD_VOTER",
    "REASSIGN",
    "REMOVE_VOTER",
    "UPDATE_VOTER",
    "VoterChanges",
    "VoterRequest",
    "voter_change_allowed",
]

logger = logging.getLogger(__name__)

_NONE = ErrorCode.NONE

# kinds of voter change requests
REASSIGN = "reassign"  # seed 003: AlterPartitionReassignments on __cluster_metadata-0, answered once the target commits
ADD_VOTER = "add"  # KIP-853 AddRaftVoter: a one-member target, answered once the voter is in the committed set
REMOVE_VOTER = "remove"  # KIP-853 RemoveRaftVoter: likewise, once the voter left the committed set
UPDATE_VOTER = "update"  # KIP-853 UpdateRaftVoter: new endpoints of a voter, answered once committed


@dataclass(slots=True)
class VoterRequest:
    ticket: int
    kind: str
    target: VoterSet | None  # REASSIGN: TargetVoters (None cancels); others: the voter set asked for
    deadline: int
    ack_when_committed: bool = True
    offset: int = -1  # offset of the record written for it (-1: not written yet)
    written: VoterAssignment | None = None
    note: str = field(default="")


def voter_change_allowed(hwm: int | None, latest_offset: int) -> bool:
    """Raft's single-server changes, as seed 003 uses them: the leader writes a voter change only once an entry of
    its epoch is committed (its high watermark is known) and the latest change (at `latest_offset`) is committed."""
    return hwm is not None and latest_offset < hwm


def _differs_by_one(a: VoterSet, b: VoterSet | None) -> bool:
    return b is not None and len(set(a.ids) ^ set(b.ids)) == 1


class VoterChanges:
    """The voter set of one `RaftNode` and its changes (see the module docstring)."""

    __slots__ = (
        "_accumulator",
        "_ctx",
        "_learned_endpoints",
        "_next_ticket",
        "_roles",
        "history",
        "requests",
        "voters_from_config",
        "write_bootstrap_assignment",
    )

    def __init__(
        self,
        ctx: RaftContext,
        roles: Transitions,
        accumulator: Accumulator,
        stored: ElectionState | None,
        snapshot_id: OffsetAndEpoch | None,
        snapshot_voters: VoterAssignment | None,
    ) -> None:
        """Start from what the node knows at start-up: the quorum-state file (`stored`), the latest snapshot of its
        log and the voters it carries, and the log itself (see `_start_history`)."""
        self._ctx = ctx
        self._roles = roles
        self._accumulator = accumulator
        self.requests: list[VoterRequest] = []
        self._next_ticket = 0
        self._learned_endpoints: dict[int, tuple[Endpoint, ...]] = {}
        self.write_bootstrap_assignment = False  # the first leader writes the bootstrap snapshot's voters
        self.voters_from_config = False  # the voters are the configured ones (no record, no snapshot holds any)
        self.history = self._start_history(stored, snapshot_id, snapshot_voters)
        # the committed assignment quorum-state holds (from a record of the log), with its offset
        ctx.committed_voters = (
            (stored.voters_offset, replace(stored.voters, cluster_id=ctx.cluster_id or ""))
            if stored is not None and stored.voters is not None
            else (NO_OFFSET, None)
        )
        self.set_voters_from_history()

    # ========================================================================================== the history

    @property
    def committed_assignment(self) -> tuple[int, VoterAssignment]:
        hwm = self._ctx.hwm
        if hwm is None:
            committed = self._ctx.committed_voters
            if committed[1] is not None:
                return committed[0], committed[1]
            return self.history.entries()[0]
        return self.history.at(hwm)

    @property
    def change_pending(self) -> bool:
        hwm = self._ctx.hwm
        latest = self.history.latest_offset
        return latest >= (hwm if hwm is not None else 0) and latest >= 0

    @property
    def voters_shown(self) -> bool:
        """`describe` names the voters once they are not the configured ones (keeps static-quorum output as it
        always was)."""
        return not self.voters_from_config or len(self.history) > 1

    def _start_history(
        self,
        stored: ElectionState | None,
        snapshot_id: OffsetAndEpoch | None,
        snapshot_voters: VoterAssignment | None,
    ) -> VoterHistory:
        """The node's knowledge of the voters at start-up (seed 003's bootstrapping procedure): the latest committed
        assignment it knows (the quorum-state file's, or the loaded snapshot's), then every record of the log after
        it. Without either, the configured voters, or none."""
        ctx = self._ctx
        base: tuple[int, VoterAssignment] | None = None
        if stored is not None and stored.voters is not None:
            base = (stored.voters_offset, replace(stored.voters, cluster_id=ctx.cluster_id or ""))
        if snapshot_id is not None and snapshot_voters is not None:
            offset = snapshot_id.offset - 1
            if base is None or offset > base[0]:
                base = (offset, snapshot_voters)
                # the format tool's bootstrap snapshot
                self.write_bootstrap_assignment = snapshot_id.offset == 0
        if base is None:
            base = (NO_OFFSET, VoterAssignment(ctx.static_voters, None, ctx.cluster_id or ""))
            self.voters_from_config = True
        self.check_cluster_id(base[1])
        history = VoterHistory(*base)
        start = max(base[0] + 1, ctx.log.start_offset, snapshot_id.offset if snapshot_id is not None else 0)
        self._scan_log(history, start)
        if len(history) > 1:
            self.write_bootstrap_assignment = False
        return history

    def _scan_log(self, history: VoterHistory, start: int) -> None:
        log = self._ctx.log
        pos = start
        end = log.end_offset
        while pos < end:
            data = log.read(pos, 1 << 20)
            if not data:
                break
            for offset, msg in voter_assignments_in(data):
                if offset >= pos:
                    a = VoterAssignment.from_message(msg)
                    self.check_cluster_id(a)
                    history.append(offset, a)
            last = -1
            for _, h in iter_batches(data):
                last = h.last_offset
            if last < pos:
                break
            pos = last + 1

    def check_cluster_id(self, a: VoterAssignment) -> None:
        ctx = self._ctx
        if a.cluster_id and ctx.cluster_id and a.cluster_id != ctx.cluster_id:
            raise RaftStateError(
                f"[RaftNode {ctx.node_id}] the metadata log belongs to cluster {a.cluster_id}, "
                f"not to this node's cluster {ctx.cluster_id}"
            )

    def set_voters_from_history(self) -> bool:
        """Make the latest assignment of the log the one in effect; true when the voter set changed."""
        ctx = self._ctx
        a = self.history.latest
        changed = a.current != ctx.voters
        ctx.voters = a.current
        ctx.target_voters = a.target
        ctx.quorum = quorum_of(a.current)
        return changed

    def on_log_appended(self, data: bytes | memoryview) -> None:
        """Records appended from the leader: a VoterAssignmentMessage takes effect at once (seed 003)."""
        found = voter_assignments_in(data)
        if not found:
            return
        for offset, msg in found:
            a = VoterAssignment.from_message(msg)
            self.check_cluster_id(a)
            self.history.append(offset, a)
            logger.info(
                "[RaftNode %d] Appended voter assignment at offset %d: %s",
                self._ctx.node_id,
                offset,
                a.describe(),
            )
        self.write_bootstrap_assignment = False
        self.after_voters_changed()

    def on_log_truncated(self, end: int) -> None:
        ctx = self._ctx
        if self.history.truncate(end):
            ctx.metrics.voter_truncations_total += 1
            logger.info(
                "[RaftNode %d] Truncation to %d removed voter assignments; back to %s",
                ctx.node_id,
                end,
                self.history.latest.describe(),
            )
            self.after_voters_changed()
        for req in list(self.requests):
            if req.offset >= end:
                self.complete_request(
                    req,
                    ErrorCode.NOT_LEADER_OR_FOLLOWER,
                    "the voter change was lost in a leader change; retry",
                )

    def snapshot_voters(self, offset: int) -> VoterAssignmentMessage | None:
        """The voters a snapshot at `offset` carries: those in effect there. Configured voters are not written
        (they are not state of the log); the bootstrap snapshot's and the records' are."""
        voters_offset, voters = self.history.at(offset)
        return None if voters_offset == NO_OFFSET and self.voters_from_config else voters.to_message()

    def compact(self, log_start: int) -> None:
        self.history.compact(log_start)

    def reset_to_snapshot(self, sid: OffsetAndEpoch, voters: VoterAssignment | None) -> None:
        """An installed snapshot replaced the log: its voters (or, when it carries none, the configured ones) are
        now those in effect."""
        ctx = self._ctx
        if voters is not None:
            self.check_cluster_id(voters)
            self.history.reset(sid.offset - 1, voters)
            self.voters_from_config = False
        else:
            # a leader whose voters still are the configured ones writes none: so are ours (an assignment this
            # node had appended below the snapshot's offset was on a branch the leader's log does not have)
            self.history.reset(NO_OFFSET, VoterAssignment(ctx.static_voters, None, ctx.cluster_id or ""))
            self.voters_from_config = True
        self.after_voters_changed()

    def after_voters_changed(self) -> None:
        """The latest assignment changed (appended, truncated, or from a snapshot): the node's role follows it. A
        voter that is no longer one becomes an observer; an observer named a voter becomes a follower (of the leader
        it fetches from)."""
        ctx = self._ctx
        self.set_voters_from_history()
        st = ctx.state
        voter = ctx.is_voter
        now = ctx.now
        if isinstance(st, LeaderState):
            if not st.voters.same_ids(ctx.voters) or st.voters != ctx.voters:
                st.set_voters(ctx.quorum, now)
                st.begin_deadline = now
            if not voter:  # pragma: no cover - a leader never removes itself (it resigns first)
                self._roles.resign(st)
            return
        fetch_deadline = (
            max(st.fetch_deadline, now + ctx.config.fetch_timeout_ms) if isinstance(st, _FetchingState) else 0
        )
        if isinstance(st, FollowerState) and not voter:
            new: EpochState = ObserverState(st.epoch, st.leader_id, fetch_deadline, st.voted_id)
        elif isinstance(st, ObserverState) and voter:
            if st.leader_id >= 0:
                new = FollowerState(st.epoch, st.leader_id, st.voted_id, fetch_deadline)
            else:
                new = UnattachedState(st.epoch, st.voted_id, now + ctx.random_election_timeout())
        elif not voter and isinstance(st, UnattachedState | ProspectiveState | CandidateState | ResignedState):
            new = ObserverState(st.epoch, st.leader_id if st.leader_id != ctx.node_id else NO_LEADER, now, st.voted_id)
        else:
            return
        if isinstance(st, _FetchingState) and isinstance(new, _FetchingState):
            new.fetching_snapshot, st.fetching_snapshot = st.fetching_snapshot, None
            new.last_leader_fetch_ms = st.last_leader_fetch_ms
        logger.info(
            "[RaftNode %d] The voters are now %s: %s",
            ctx.node_id,
            list(ctx.voters.ids),
            "a voter" if voter else "an observer",
        )
        self._roles.become(new, durable=True, reset_requests=False)
        if voter:
            ctx.out.flush = True  # a voter's log is durable before its next fetch counts

    def update_committed(self) -> None:
        """Persist the committed assignment when the high watermark passed a new VoterAssignmentMessage."""
        ctx = self._ctx
        hwm = ctx.hwm
        if hwm is None:
            return
        offset, a = self.history.at(hwm)
        if offset >= 0 and (offset, a) != ctx.committed_voters:
            ctx.committed_voters = (offset, a)
            logger.info("[RaftNode %d] Committed voter assignment at offset %d: %s", ctx.node_id, offset, a.describe())
            self._roles.persist()

    # ============================================================================================ endpoints

    def known_endpoints(self) -> dict[int, tuple[Endpoint, ...]]:
        """Controller endpoints of the voters (current and target) and of the leader learned from responses."""
        ctx = self._ctx
        out: dict[int, tuple[Endpoint, ...]] = dict(self._learned_endpoints)
        a = self.history.latest
        for vs in (a.current, a.target):
            if vs is None:
                continue
            for v in vs:
                if v.endpoints:
                    out[v.node_id] = v.endpoints
        if isinstance(ctx.state, LeaderState):
            for rs in ctx.state.observers.values():
                if rs.endpoints and rs.node_id not in out:
                    out[rs.node_id] = rs.endpoints
        out.pop(ctx.node_id, None)
        return out

    def leader_endpoints(self, leader_id: int) -> tuple[Endpoint, ...]:
        ctx = self._ctx
        if leader_id == ctx.node_id:
            return ctx.endpoints
        v = ctx.voters.voter(leader_id)
        if v is not None and v.endpoints:
            return v.endpoints
        return self._learned_endpoints.get(leader_id, ())

    def learn_leader_endpoint(self, leader_id: int, host: str, port: int) -> None:
        ctx = self._ctx
        if leader_id < 0 or leader_id == ctx.node_id or not host or port <= 0:
            return
        if self.leader_endpoints(leader_id):
            return
        name = ctx.endpoints[0].name if ctx.endpoints else "CONTROLLER"
        self._learned_endpoints[leader_id] = (Endpoint(name, host, port),)

    # ================================================================================ voter change requests

    def _refuse(self, ticket: int, error: tuple[int, str]) -> int:
        self._ctx.out.voter_results.append(VoterChangeResult(ticket, error[0], error[1]))
        return ticket

    def reassign(self, target: Sequence[int] | None, now: int, timeout_ms: int) -> int:
        """`RaftNode.reassign`; returns the ticket."""
        ctx = self._ctx
        ticket = self._new_ticket()
        error = self._leader_error()
        req = VoterRequest(ticket, REASSIGN, None, now + timeout_ms)
        if error is None and target is not None:
            error = self._validate_target(target)
        if error is not None:
            return self._refuse(ticket, error)
        a = self.history.latest
        if target is None:
            if a.target is None:
                return self._refuse(
                    ticket, (ErrorCode.NO_REASSIGNMENT_IN_PROGRESS, "No quorum reassignment is in progress.")
                )
        else:
            ids = tuple(sorted(set(target)))
            if (a.target is not None and a.target.ids == ids) or (a.target is None and a.current.ids == ids):
                # the same target again (or the voters already are it): answered once it is committed
                req.offset, req.written = self.history.latest_offset, a
                self.requests.append(req)
                return ticket
            req.target = self._target_set(ids)
        self.requests.append(req)
        logger.info(
            "[RaftNode %d] Quorum reassignment requested: target %s",
            ctx.node_id,
            "null (cancel)" if req.target is None else list(req.target.ids),
        )
        return ticket

    def add_voter(self, voter: Voter, now: int, timeout_ms: int, ack_when_committed: bool) -> int:
        """`RaftNode.add_voter`; returns the ticket."""
        ticket = self._new_ticket()
        error = self._leader_error() or self._busy_error()
        a = self.history.latest
        if error is None and voter.node_id in a.current:
            error = (
                ErrorCode.DUPLICATE_VOTER,
                f"The voter id for ReplicaKey(id={voter.node_id}) is already part of the set of voters.",
            )
        if error is None and not voter.endpoints:
            error = (ErrorCode.INVALID_REQUEST, f"Voter {voter.node_id} has no endpoints")
        if error is not None:
            return self._refuse(ticket, error)
        final = a.current.with_voter(voter)
        self.requests.append(
            VoterRequest(ticket, ADD_VOTER, final, now + timeout_ms, ack_when_committed=ack_when_committed)
        )
        return ticket

    def remove_voter(self, node_id: int, directory_id: uuid.UUID, now: int, timeout_ms: int) -> int:
        """`RaftNode.remove_voter`; returns the ticket."""
        ticket = self._new_ticket()
        error = self._leader_error() or self._busy_error()
        a = self.history.latest
        v = a.current.voter(node_id)
        if error is None and (v is None or (v.directory_id.int and v.directory_id != directory_id)):
            error = (
                ErrorCode.VOTER_NOT_FOUND,
                f"Cannot remove voter ReplicaKey(id={node_id}) since it is not a voter.",
            )
        if error is None and len(a.current) == 1:
            error = (ErrorCode.INVALID_REQUEST, f"Cannot remove voter {node_id}: it is the only voter")
        if error is not None:
            return self._refuse(ticket, error)
        self.requests.append(VoterRequest(ticket, REMOVE_VOTER, a.current.without_voter(node_id), now + timeout_ms))
        return ticket

    def update_voter(self, voter: Voter, now: int, timeout_ms: int) -> int:
        """`RaftNode.update_voter`; returns the ticket."""
        ticket = self._new_ticket()
        error = self._leader_error()
        a = self.history.latest
        v = a.current.voter(voter.node_id)
        if error is None and (v is None or not directory_matches(v, voter.directory_id)):
            error = (ErrorCode.VOTER_NOT_FOUND, f"Voter {voter.node_id} is not a voter")
        if error is None and not voter.endpoints:
            error = (ErrorCode.INVALID_REQUEST, f"Voter {voter.node_id} has no endpoints")
        if error is not None:
            return self._refuse(ticket, error)
        assert v is not None
        updated = Voter(v.node_id, v.directory_id if v.directory_id.int else voter.directory_id, voter.endpoints)
        if updated == v:
            self._ctx.out.voter_results.append(VoterChangeResult(ticket, _NONE))
            return ticket
        self.requests.append(VoterRequest(ticket, UPDATE_VOTER, a.current.replace(updated), now + timeout_ms))
        return ticket

    def _new_ticket(self) -> int:
        self._next_ticket += 1
        return self._next_ticket

    def _leader_error(self) -> tuple[int, str] | None:
        ctx = self._ctx
        st = ctx.state
        if not isinstance(st, LeaderState) or st.resign_requested or st.transfer_deadline is not None:
            leader = st.leader_id if st.leader_id != ctx.node_id else NO_LEADER
            return (
                ErrorCode.NOT_LEADER_OR_FOLLOWER,
                f"Node {ctx.node_id} is not the quorum leader"
                + (f"; the leader is {leader} (epoch {st.epoch})" if leader >= 0 else "; the leader is not known"),
            )
        if ctx.hwm is None:
            return (
                ErrorCode.REQUEST_TIMED_OUT,
                "The leader has not committed an entry of its epoch yet; retry",
            )
        return None

    def _busy_error(self) -> tuple[int, str] | None:
        a = self.history.latest
        if a.target is not None or any(r.written is None for r in self.requests):
            target = list(a.target.ids) if a.target is not None else "another request"
            return (
                ErrorCode.REQUEST_TIMED_OUT,
                f"A quorum reassignment (to {target}) is in progress; retry later",
            )
        if self.change_pending:
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
        st = self._ctx.state
        assert isinstance(st, LeaderState)
        a = self.history.latest
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
        a = self.history.latest
        st = self._ctx.state
        voters = []
        for i in ids:
            v = a.current.voter(i) or (a.target.voter(i) if a.target is not None else None)
            if v is None:
                obs = st.observers.get(i) if isinstance(st, LeaderState) else None
                v = Voter(i, ZERO_UUID, obs.endpoints if obs is not None else ())
            voters.append(v)
        return VoterSet(voters)

    def complete_request(self, req: VoterRequest, error: int, message: str | None = None) -> None:
        if req in self.requests:
            self.requests.remove(req)
        self._ctx.out.voter_results.append(VoterChangeResult(req.ticket, error, message))

    def check_requests(self) -> None:
        """Answer the requests that completed, failed (the node stopped leading before writing them) or timed out."""
        if not self.requests:
            return
        ctx = self._ctx
        now = ctx.now
        hwm = ctx.hwm
        leader = isinstance(ctx.state, LeaderState)
        _, committed = self.committed_assignment
        for req in list(self.requests):
            if req.offset >= 0 and hwm is not None and hwm > req.offset:
                if req.kind in (REASSIGN, UPDATE_VOTER) or not req.ack_when_committed:
                    self.complete_request(req, _NONE)
                    continue
                if committed.target is None and req.target is not None and committed.current.same_ids(req.target):
                    self.complete_request(req, _NONE)
                    continue
            elif req.offset >= 0 and not req.ack_when_committed:
                self.complete_request(req, _NONE)
                continue
            if req.offset < 0 and not leader:
                error = self._leader_error()
                self.complete_request(
                    req, error[0] if error else ErrorCode.NOT_LEADER_OR_FOLLOWER, error[1] if error else None
                )
                continue
            if now >= req.deadline:
                self.complete_request(
                    req,
                    ErrorCode.REQUEST_TIMED_OUT,
                    "The voter change did not complete within the request's timeout",
                )

    # ======================================================================================= leader's engine

    def on_elected(self, st: LeaderState) -> None:
        """seed 003: the first leader of a log whose voters come from the bootstrap snapshot writes them to the log
        (with the cluster id), so they travel with it from now on."""
        if self.write_bootstrap_assignment and self.history.latest_offset == NO_OFFSET:
            a = self.history.latest
            self.append_voter_record(
                st, VoterAssignment(a.current, a.target, a.cluster_id or self._ctx.cluster_id or "")
            )

    def append_voter_record(self, st: LeaderState, a: VoterAssignment) -> int:
        """Append a VoterAssignmentMessage as the leader (after whatever waits in the accumulator, whose offsets
        were promised) and act on it at once."""
        ctx = self._ctx
        if st.pending:
            self._accumulator.drain(st)
        batch = build_voter_assignment_batch(
            a.to_message(), base_offset=ctx.log.end_offset, epoch=st.epoch, timestamp=ctx.batch_timestamp()
        )
        base, _ = ctx.log.append_as_leader(batch, st.epoch)
        ctx.out.flush = True
        self.history.append(base, a)
        self.write_bootstrap_assignment = False
        logger.info("[RaftNode %d] Appended voter assignment at offset %d: %s", ctx.node_id, base, a.describe())
        self.after_voters_changed()
        if st.update_local_end_offset(ctx.log.end_offset, ctx.now):
            ctx.hwm = st.high_watermark
        ctx.metrics.voter_changes_total += 1
        return base

    def _with_known_directories(self, voters: VoterSet, st: LeaderState) -> VoterSet:
        """Voters of the configuration carry no directory id; the first record written by a leader fills in the ones
        it knows (its own, and those its voters fetch with), so a wiped voter is not taken for the old one."""
        ctx = self._ctx
        out = []
        for v in voters:
            if v.directory_id.int:
                out.append(v)
                continue
            if v.node_id == ctx.node_id:
                d = ctx.directory_id
            else:
                rs = st.voter_states.get(v.node_id)
                d = rs.directory_id if rs is not None else ZERO_UUID
            out.append(Voter(v.node_id, d, v.endpoints))
        return VoterSet(out, allow_empty=True)

    def maybe_reassign(self, st: LeaderState) -> None:
        """The leader's side of seed 003: one voter change at a time, each only once the previous one and an entry of
        this epoch are committed. Requests (new targets) come first, then the next step of the reassignment."""
        if st.resign_requested:
            return
        if st.transfer_deadline is not None:
            self.maybe_transfer(st)
            return
        ctx = self._ctx
        if not voter_change_allowed(ctx.hwm, self.history.latest_offset):
            return
        now = ctx.now
        a = self.history.latest
        cluster_id = a.cluster_id or ctx.cluster_id or ""
        for req in self.requests:
            if req.written is not None:
                continue
            if req.kind == REASSIGN:
                new = VoterAssignment(self._with_known_directories(a.current, st), req.target, cluster_id)
            elif req.kind in (ADD_VOTER, REMOVE_VOTER):
                if a.target is not None or not _differs_by_one(a.current, req.target):
                    self.complete_request(req, ErrorCode.REQUEST_TIMED_OUT, "The voters changed meanwhile; retry")
                    return
                new = VoterAssignment(self._with_known_directories(a.current, st), req.target, cluster_id)
            else:  # UPDATE_VOTER
                assert req.target is not None
                if not a.current.same_ids(req.target):
                    self.complete_request(req, ErrorCode.REQUEST_TIMED_OUT, "The voters changed meanwhile; retry")
                    return
                new = VoterAssignment(req.target, a.target, cluster_id)
            req.offset = self.append_voter_record(st, new)
            req.written = new
            return
        target = a.target
        if target is None:
            return
        round_ms = ctx.config.election_timeout_ms
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
        step = plan_step(a.current.ids, target.ids, ctx.node_id, caught_up)
        if step.kind is StepKind.ADD:
            rs = st.observers[step.node_id]
            voter = Voter(step.node_id, rs.directory_id, rs.endpoints)
            self.append_voter_record(st, VoterAssignment(a.current.with_voter(voter), target, cluster_id))
        elif step.kind is StepKind.REMOVE:
            self.append_voter_record(st, VoterAssignment(a.current.without_voter(step.node_id), target, cluster_id))
        elif step.kind is StepKind.FINISH:
            self.append_voter_record(st, VoterAssignment(a.current, None, cluster_id))
        elif step.kind is StepKind.RESIGN:
            logger.info(
                "[RaftNode %d] The reassignment to %s removes this leader last: handing leadership over",
                ctx.node_id,
                list(target.ids),
            )
            if st.pending:
                self._accumulator.drain(st)
            st.transfer_deadline = now + ctx.config.election_timeout_ms
            ctx.metrics.handovers_total += 1
            self.maybe_transfer(st)

    def maybe_transfer(self, st: LeaderState) -> None:
        """Resign once a voter that stays has the whole log (so it can win the election), or at the deadline."""
        ctx = self._ctx
        target = self.history.latest.target
        end = ctx.log.end_offset
        staying = [i for i in st.voters.others(ctx.node_id) if target is None or i in target]
        ready = [i for i in staying if st.voter_states[i].end_offset >= end]
        if ready or ctx.now >= st.transfer_deadline:  # type: ignore[operator]
            ranked = sorted(
                st.voter_states.values(),
                key=lambda s: (s.node_id not in ready, s.node_id not in staying, -s.end_offset, s.node_id),
            )
            successors = [s.node_id for s in ranked if s.node_id != ctx.node_id]
            self._roles.resign(st, successors)
