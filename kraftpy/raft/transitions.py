"""The role changes of a `RaftNode`, and the prelude every response goes through.

KIP-595's roles with KIP-996's prospective one: `to_prospective` (pre-vote), `to_candidate`, `to_leader` (which
writes the LeaderChange entry that starts its epoch), `to_follower`, `to_unattached`, `resign`; `maybe_transition`
acts on a message naming a leader and epoch, `common_response` on the epoch and leader of any response. `become` is
the one place the role changes: it aborts a snapshot download of the old role, resets the requests in flight,
persists the election state (with the committed voter assignment, see `persist`) and records the event.

`Transitions` works on the node's `RaftContext` and decides nothing itself (`elections` decides; the parts call a
transition when they act). It reaches the rest of the node at two moments only, which the node connects to its
parts (`connect`): a new leader's start (`on_elected`: `VoterChanges` writes the bootstrap voters to the log) and a
leader's end (`on_leadership_lost`: `Replication` answers the fetches it parked).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import replace

from kraftpy.protocol.error_codes import ErrorCode

from .context import RaftContext
from .elections import LeaderClaim, ResponseStep, leader_claim, response_step
from .quorum_state import ElectionState
from .records import build_leader_change_batch
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
from .types import NO_LEADER, RaftStateError

__all__ = ["Transitions"]

# the node's logger: the transitions report as they did when they were methods of RaftNode
logger = logging.getLogger("kraftpy.raft.node")

_NONE = ErrorCode.NONE


def _elected(st: LeaderState) -> None:
    pass


def _leadership_lost() -> None:
    pass


class Transitions:
    """The role changes of one `RaftNode` (see the module docstring)."""

    __slots__ = (
        "_ctx",
        "_election_started_ms",
        "_last_persisted",
        "_on_elected",
        "_on_leadership_lost",
        "_started_empty",
    )

    def __init__(self, ctx: RaftContext, election_state: ElectionState | None) -> None:
        """`election_state`: what the quorum-state file held at start-up (None: no file, a new or wiped
        directory)."""
        self._ctx = ctx
        self._last_persisted = election_state
        self._started_empty = election_state is None
        self._election_started_ms: int | None = None
        self._on_elected: Callable[[LeaderState], None] = _elected
        self._on_leadership_lost: Callable[[], None] = _leadership_lost

    def connect(self, on_elected: Callable[[LeaderState], None], on_leadership_lost: Callable[[], None]) -> None:
        """What to do when this node was just elected (its LeaderChange entry appended) and when it stops leading
        (its new role already in place)."""
        self._on_elected = on_elected
        self._on_leadership_lost = on_leadership_lost

    # ========================================================================================= transitions

    def to_prospective(self) -> None:
        ctx = self._ctx
        st = ctx.state
        retries = st.retries + 1 if isinstance(st, CandidateState) else 1
        leader = st.leader_id if isinstance(st, FollowerState | ProspectiveState) else NO_LEADER
        votes = EpochElection(ctx.quorum, ctx.node_id)
        new = ProspectiveState(st.epoch, leader, st.voted_id, votes, ctx.now + ctx.random_election_timeout(), retries)
        self.become(new, durable=False)
        if self._election_started_ms is None:
            self._election_started_ms = ctx.now
        if votes.is_granted:
            self.to_candidate()

    def to_candidate(self) -> None:
        ctx = self._ctx
        st = ctx.state
        assert isinstance(st, ProspectiveState)
        votes = EpochElection(ctx.quorum, ctx.node_id)
        new = CandidateState(st.epoch + 1, ctx.node_id, votes, ctx.now + ctx.random_election_timeout(), st.retries)
        ctx.metrics.elections_started += 1
        self.become(new, durable=True)
        if votes.is_granted:
            self.to_leader()

    def to_leader(self) -> None:
        ctx = self._ctx
        st = ctx.state
        assert isinstance(st, CandidateState)
        log = ctx.log
        start = log.end_offset
        new = LeaderState(
            st.epoch,
            ctx.node_id,
            start,
            ctx.quorum,
            st.votes.granted,
            ctx.now,
            ctx.config.fetch_timeout_ms,
        )
        ctx.hwm = None  # re-learned in the new epoch (HWM monotonic across leaders, see LeaderState)
        self.become(new, durable=True)
        batch = build_leader_change_batch(
            ctx.node_id,
            ctx.voters.ids,
            sorted(st.votes.granted),
            base_offset=start,
            epoch=new.epoch,
            timestamp=ctx.batch_timestamp(),
        )
        log.append_as_leader(batch, new.epoch)
        ctx.out.flush = True
        if new.update_local_end_offset(log.end_offset, ctx.now):
            ctx.hwm = new.high_watermark
        self._on_elected(new)
        ctx.metrics.times_elected += 1
        if self._election_started_ms is not None:
            ctx.metrics.record_election_latency(ctx.now - self._election_started_ms)
            self._election_started_ms = None
        logger.info(
            "[RaftNode %d] Elected leader of epoch %d with votes from %s; epoch starts at offset %d",
            ctx.node_id,
            new.epoch,
            sorted(st.votes.granted),
            start,
        )

    def to_follower(self, epoch: int, leader_id: int) -> None:
        ctx = self._ctx
        st = ctx.state
        voted = st.voted_id if epoch == st.epoch else -1
        deadline = ctx.now + ctx.config.fetch_timeout_ms
        new: EpochState
        if ctx.is_voter:
            new = FollowerState(epoch, leader_id, voted, deadline)
        else:
            new = ObserverState(epoch, leader_id, deadline, voted)
        self.become(new, durable=True)
        if self._election_started_ms is not None:
            ctx.metrics.record_election_latency(ctx.now - self._election_started_ms)
            self._election_started_ms = None

    def to_unattached(self, epoch: int, deadline: int | None = None) -> None:
        ctx = self._ctx
        st = ctx.state
        new: EpochState
        if not ctx.is_voter:
            new = ObserverState(epoch, NO_LEADER, ctx.now, st.voted_id if epoch == st.epoch else -1)
        else:
            voted = st.voted_id if epoch == st.epoch else -1
            if deadline is None:
                if isinstance(st, CandidateState | UnattachedState | ResignedState):
                    deadline = st.election_deadline
                else:
                    deadline = ctx.now + ctx.random_election_timeout()
            new = UnattachedState(epoch, voted, deadline)
        self.become(new, durable=True)

    def resign(self, st: LeaderState, successors: list[int] | None = None) -> None:
        """The leader steps down (EndQuorumEpoch to the voters, naming `successors`; by default the followers, most
        caught-up first)."""
        ctx = self._ctx
        if successors is None:
            successors = st.followers_by_end_offset()
        deadline = ctx.now + ctx.random_election_timeout()
        target = ctx.target_voters
        if target is not None and ctx.node_id in ctx.voters and ctx.node_id not in target:
            # leaving the quorum (a voter the reassignment in progress removes): let the voters that stay elect one
            # of them first
            deadline += ctx.config.election_timeout_ms
        new = ResignedState(st.epoch, ctx.node_id, ctx.quorum.members, deadline, successors)
        logger.info(
            "[RaftNode %d] Resigning leadership of epoch %d; preferred successors %s",
            ctx.node_id,
            st.epoch,
            successors,
        )
        self.become(new, durable=False)

    def maybe_transition(self, leader_id: int, epoch: int) -> None:
        """Act on a message naming `leader_id` (-1: none) as the leader of `epoch` (see `elections.leader_claim`)."""
        ctx = self._ctx
        st = ctx.state
        claim = leader_claim(st, ctx.node_id, self._started_empty, epoch, leader_id)
        if claim is LeaderClaim.DISOWN or claim is LeaderClaim.DISOWN_NEWER:
            # a node that started without a quorum-state file (a new disk, a wiped metadata directory) hears that
            # it led an epoch it has no memory of: an earlier incarnation did. It must not believe it; it joins a
            # newer epoch without a leader, and ignores the claim otherwise
            logger.warning(
                "[RaftNode %d] Told that this node leads epoch %d, which an earlier incarnation of it (another "
                "metadata directory) must have led; not taking it",
                ctx.node_id,
                epoch,
            )
            if claim is LeaderClaim.DISOWN_NEWER:
                self.to_unattached(epoch)
        elif claim is LeaderClaim.INCONSISTENT:
            raise RaftStateError(
                f"[RaftNode {ctx.node_id}] message names leader {leader_id} for epoch {epoch}, inconsistent with "
                f"the local state {st!r}"
            )
        elif claim is LeaderClaim.FOLLOW:
            self.to_follower(epoch, leader_id)
        elif claim is LeaderClaim.UNATTACHED:
            self.to_unattached(epoch)

    def common_response(self, error: int, leader_id: int, epoch: int) -> bool | None:
        """Epoch and leader discovery common to all responses (see `elections.response_step`). None: not handled,
        the API handler goes on; True/False: handled (False puts the peer in backoff)."""
        ctx = self._ctx
        st = ctx.state
        step = response_step(st, ctx.node_id, error, leader_id, epoch)
        if step is ResponseStep.STALE:
            return True
        if step is ResponseStep.NEWER_EPOCH:
            self.maybe_transition(leader_id, epoch)
            if (
                ctx.state is st
                and isinstance(st, ObserverState)
                and leader_id >= 0
                and leader_id == st.leader_id
                and epoch == st.epoch
                and ctx.now >= st.fetch_deadline
            ):
                # another node points this observer back at the leader it stopped fetching from: try it again
                st.fetch_deadline = ctx.now + ctx.config.fetch_timeout_ms
            # nothing learned (e.g. a resigned leader answering its followers): back off before asking again
            return ctx.state is not st
        if step is ResponseStep.NEW_LEADER:
            self.maybe_transition(leader_id, epoch)
            return None if error == _NONE else True
        if step is ResponseStep.BACK_OFF:
            return False
        if step is ResponseStep.DONE:
            return True
        return None

    # ========================================================================================= persistence

    def become(self, new: EpochState, *, durable: bool, reset_requests: bool = True) -> None:
        ctx = self._ctx
        old = ctx.state
        ctx.state = new
        if isinstance(old, _FetchingState) and old is not new:
            old.abort_snapshot()
        if reset_requests:
            ctx.requests.reset_all()
        if durable:
            self.persist()
        if isinstance(old, LeaderState) and not isinstance(new, LeaderState):
            self._on_leadership_lost()
        ctx.out.events.append(f"{old.name}(epoch={old.epoch}) -> {new.name}(epoch={new.epoch})")
        logger.info("[RaftNode %d] Completed transition to %r from %r", ctx.node_id, new, old)

    def persist(self) -> None:
        """Have the driver write quorum-state when what it holds changed."""
        election = self._election()
        if election != self._last_persisted:
            self._ctx.out.quorum_state = election
            self._last_persisted = election

    def _election(self) -> ElectionState:
        """What quorum-state holds: the role's election state plus the committed voter assignment (from a record
        of the log; voters of the bootstrap snapshot or the configuration are not written)."""
        ctx = self._ctx
        e = ctx.state.election()
        offset, committed = ctx.committed_voters
        if committed is None:
            return e
        return replace(e, voters_offset=offset, voters=committed)
