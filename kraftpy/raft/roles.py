"""The roles a node plays in an epoch, as classes holding that role's timers and bookkeeping.

Voters move between Unattached (possibly having voted), Prospective (KIP-996 pre-vote), Candidate, Leader,
Follower and Resigned; observers (non-voters, e.g. brokers) only ever are Observer, with or without a known
leader. Timers are absolute deadlines in milliseconds of the injected clock; transitions are made by
`RaftNode`, which also persists what must survive a restart (`ElectionState`) before acting on it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .log import SnapshotWriter
from .quorum_state import ElectionState
from .types import NO_LEADER
from .voters import VoterSet

__all__ = [
    "CandidateState",
    "EpochElection",
    "EpochState",
    "FollowerState",
    "LeaderState",
    "ObserverState",
    "ProspectiveState",
    "ReplicaState",
    "ResignedState",
    "UnattachedState",
]

CHECK_QUORUM_TIMEOUT_FACTOR = 1.5
OBSERVER_SESSION_TIMEOUT_MS = 300_000


class EpochElection:
    """Tally of the votes (or pre-votes) of one election."""

    __slots__ = ("granted", "rejected", "voters")

    def __init__(self, voters: VoterSet, local_id: int) -> None:
        self.voters = voters
        self.granted: set[int] = set()
        self.rejected: set[int] = set()
        if local_id in voters:
            self.granted.add(local_id)

    def record(self, node_id: int, granted: bool) -> None:
        if node_id not in self.voters or node_id in self.granted or node_id in self.rejected:
            return
        (self.granted if granted else self.rejected).add(node_id)

    @property
    def is_granted(self) -> bool:
        return len(self.granted) >= self.voters.majority

    @property
    def is_rejected(self) -> bool:
        """No majority is possible any more."""
        return len(self.rejected) > len(self.voters) - self.voters.majority

    def unrecorded(self) -> list[int]:
        return [i for i in self.voters.ids if i not in self.granted and i not in self.rejected]

    def __repr__(self) -> str:
        return f"granted={sorted(self.granted)} rejected={sorted(self.rejected)}"


def _unattached_or_prospective_can_grant(
    leader_id: int, voted_id: int, candidate_id: int, log_up_to_date: bool, pre_vote: bool
) -> bool:
    if pre_vote:
        return log_up_to_date
    if voted_id >= 0:
        return voted_id == candidate_id
    if leader_id >= 0:
        return False
    return log_up_to_date


class EpochState:
    """Base of the roles. `name` is the `current-state` metric value."""

    __slots__ = ("epoch",)

    name = "unknown"

    def __init__(self, epoch: int) -> None:
        self.epoch = epoch

    @property
    def leader_id(self) -> int:
        return NO_LEADER

    @property
    def voted_id(self) -> int:
        return -1

    def election(self) -> ElectionState:
        return ElectionState(self.epoch, self.leader_id, self.voted_id)

    def can_grant_vote(self, candidate_id: int, log_up_to_date: bool, pre_vote: bool) -> bool:
        return False

    def __repr__(self) -> str:
        return f"{type(self).__name__}(epoch={self.epoch}, leader={self.leader_id}, voted={self.voted_id})"


class UnattachedState(EpochState):
    """A voter that knows no leader in its epoch; it may have voted. Starts pre-voting at the deadline."""

    __slots__ = ("_voted_id", "election_deadline")

    def __init__(self, epoch: int, voted_id: int, election_deadline: int) -> None:
        super().__init__(epoch)
        self._voted_id = voted_id
        self.election_deadline = election_deadline

    @property
    def name(self) -> str:  # type: ignore[override]
        return "unattached-voted" if self._voted_id >= 0 else "unattached"

    @property
    def voted_id(self) -> int:
        return self._voted_id

    def can_grant_vote(self, candidate_id: int, log_up_to_date: bool, pre_vote: bool) -> bool:
        return _unattached_or_prospective_can_grant(
            NO_LEADER, self._voted_id, candidate_id, log_up_to_date, pre_vote
        )


class ProspectiveState(EpochState):
    """KIP-996: asks for pre-votes without bumping the epoch; becomes Candidate only with a majority."""

    __slots__ = ("_leader_id", "_voted_id", "election_deadline", "retries", "votes")

    def __init__(
        self,
        epoch: int,
        leader_id: int,
        voted_id: int,
        votes: EpochElection,
        election_deadline: int,
        retries: int,
    ) -> None:
        super().__init__(epoch)
        self._leader_id = leader_id
        self._voted_id = voted_id
        self.votes = votes
        self.election_deadline = election_deadline
        self.retries = retries

    @property
    def name(self) -> str:  # type: ignore[override]
        return "prospective-voted" if self._voted_id >= 0 else "prospective"

    @property
    def leader_id(self) -> int:
        return self._leader_id

    @property
    def voted_id(self) -> int:
        return self._voted_id

    def can_grant_vote(self, candidate_id: int, log_up_to_date: bool, pre_vote: bool) -> bool:
        return _unattached_or_prospective_can_grant(
            self._leader_id, self._voted_id, candidate_id, log_up_to_date, pre_vote
        )


class CandidateState(EpochState):
    """Has bumped the epoch, voted for itself (persisted) and asks for votes."""

    __slots__ = ("backoff_until", "election_deadline", "local_id", "retries", "votes")

    name = "candidate"

    def __init__(
        self, epoch: int, local_id: int, votes: EpochElection, election_deadline: int, retries: int
    ) -> None:
        super().__init__(epoch)
        self.local_id = local_id
        self.votes = votes
        self.election_deadline = election_deadline
        self.retries = retries
        self.backoff_until: int | None = None

    @property
    def voted_id(self) -> int:
        return self.local_id

    def can_grant_vote(self, candidate_id: int, log_up_to_date: bool, pre_vote: bool) -> bool:
        # A pre-vote grants nothing durable; a candidate has no leader to protect.
        return pre_vote and log_up_to_date


@dataclass(slots=True)
class ReplicaState:
    """The leader's view of one replica."""

    node_id: int
    end_offset: int = -1
    last_fetch_ms: int = -1
    last_caught_up_ms: int = -1
    last_fetch_leader_end: int = -1
    acknowledged: bool = False


class LeaderState(EpochState):
    """Leader of its epoch: tracks replicas, the high watermark and the append accumulator."""

    __slots__ = (
        "begin_deadline",
        "check_quorum_deadline",
        "check_quorum_timeout",
        "epoch_start_offset",
        "fetched_voters",
        "granting",
        "high_watermark",
        "linger_deadline",
        "local_id",
        "observers",
        "pending",
        "pending_bytes",
        "resign_requested",
        "voter_states",
        "voters",
    )

    name = "leader"

    def __init__(
        self,
        epoch: int,
        local_id: int,
        epoch_start_offset: int,
        voters: VoterSet,
        granting: set[int],
        now: int,
        fetch_timeout_ms: int,
    ) -> None:
        super().__init__(epoch)
        self.local_id = local_id
        self.epoch_start_offset = epoch_start_offset
        self.voters = voters
        self.granting = frozenset(granting)
        self.voter_states = {i: ReplicaState(i, acknowledged=(i == local_id)) for i in voters.ids}
        self.observers: dict[int, ReplicaState] = {}
        self.high_watermark: int | None = None
        self.check_quorum_timeout = int(fetch_timeout_ms * CHECK_QUORUM_TIMEOUT_FACTOR)
        self.check_quorum_deadline = now + self.check_quorum_timeout
        self.fetched_voters: set[int] = set()
        self.begin_deadline = now
        self.pending: list[bytes] = []
        self.pending_bytes = 0
        self.linger_deadline: int | None = None
        self.resign_requested = False

    @property
    def leader_id(self) -> int:
        return self.local_id

    @property
    def voted_id(self) -> int:
        return self.local_id

    def update_local_end_offset(self, end_offset: int, now: int) -> bool:
        state = self.voter_states.get(self.local_id)
        if state is not None:
            state.end_offset = end_offset
            state.last_fetch_ms = state.last_caught_up_ms = now
        return self.maybe_update_high_watermark()

    def update_replica(self, node_id: int, fetch_offset: int, now: int, leader_end: int) -> bool:
        """Record a valid Fetch from `node_id` at `fetch_offset`; true when the high watermark moved."""
        state = self.voter_states.get(node_id)
        is_voter = state is not None
        if state is None:
            state = self.observers.get(node_id)
            if state is None:
                state = self.observers[node_id] = ReplicaState(node_id)
        if fetch_offset >= leader_end:
            state.last_caught_up_ms = now
        elif state.last_fetch_leader_end >= 0 and fetch_offset >= state.last_fetch_leader_end:
            state.last_caught_up_ms = state.last_fetch_ms
        state.end_offset = fetch_offset
        state.last_fetch_ms = now
        state.last_fetch_leader_end = leader_end
        state.acknowledged = True
        self.update_check_quorum(node_id, now)
        return is_voter and self.maybe_update_high_watermark()

    def update_check_quorum(self, node_id: int, now: int) -> None:
        if node_id not in self.voter_states or node_id == self.local_id:
            return
        self.fetched_voters.add(node_id)
        needed = self.voters.majority - (1 if self.local_id in self.voter_states else 0)
        if len(self.fetched_voters) >= needed:
            self.fetched_voters.clear()
            self.check_quorum_deadline = now + self.check_quorum_timeout

    def maybe_update_high_watermark(self) -> bool:
        """Raise the HWM to the largest offset a majority of voters has fetched, but only past the epoch start
        (an entry of this epoch must be committed before anything else is exposed)."""
        offsets = sorted((s.end_offset for s in self.voter_states.values()), reverse=True)
        candidate = offsets[len(offsets) // 2]
        if candidate > self.epoch_start_offset and (
            self.high_watermark is None or candidate > self.high_watermark
        ):
            self.high_watermark = candidate
            return True
        return False

    def followers_by_end_offset(self) -> list[int]:
        """Other voters, most caught up first (the preferred successors when resigning)."""
        others = [s for s in self.voter_states.values() if s.node_id != self.local_id]
        others.sort(key=lambda s: (-s.end_offset, s.node_id))
        return [s.node_id for s in others]

    def expire_observers(self, now: int) -> None:
        for node_id in [
            i for i, s in self.observers.items() if now - s.last_fetch_ms >= OBSERVER_SESSION_TIMEOUT_MS
        ]:
            del self.observers[node_id]


class ResignedState(EpochState):
    """A leader stepping down (or a former leader after a restart): tells the voters with EndQuorumEpoch and
    starts an election after its election timeout, unless a new leader shows up first."""

    __slots__ = ("election_deadline", "local_id", "preferred_successors", "unacked")

    name = "resigned"

    def __init__(
        self,
        epoch: int,
        local_id: int,
        voters: VoterSet,
        election_deadline: int,
        preferred_successors: list[int],
    ) -> None:
        super().__init__(epoch)
        self.local_id = local_id
        self.election_deadline = election_deadline
        self.preferred_successors = preferred_successors
        self.unacked = set(voters.others(local_id))

    @property
    def leader_id(self) -> int:
        return self.local_id

    @property
    def voted_id(self) -> int:
        return self.local_id


class _FetchingState(EpochState):
    __slots__ = ("_leader_id", "fetch_deadline", "fetching_snapshot")

    def __init__(self, epoch: int, leader_id: int, fetch_deadline: int) -> None:
        super().__init__(epoch)
        self._leader_id = leader_id
        self.fetch_deadline = fetch_deadline
        self.fetching_snapshot: SnapshotWriter | None = None

    @property
    def leader_id(self) -> int:
        return self._leader_id

    def abort_snapshot(self) -> None:
        if self.fetching_snapshot is not None:
            self.fetching_snapshot.abort()
            self.fetching_snapshot = None


class FollowerState(_FetchingState):
    """A voter replicating from the leader of its epoch; pre-votes once the leader goes quiet."""

    __slots__ = ("_voted_id", "has_fetched")

    name = "follower"

    def __init__(self, epoch: int, leader_id: int, voted_id: int, fetch_deadline: int) -> None:
        super().__init__(epoch, leader_id, fetch_deadline)
        self._voted_id = voted_id
        self.has_fetched = False

    @property
    def voted_id(self) -> int:
        return self._voted_id

    def can_grant_vote(self, candidate_id: int, log_up_to_date: bool, pre_vote: bool) -> bool:
        # KIP-996: a follower that has heard from its leader protects it by rejecting pre-votes.
        return pre_vote and not self.has_fetched and log_up_to_date


class ObserverState(_FetchingState):
    """A non-voter (broker, or a controller outside the voter set): fetches, never votes."""

    __slots__ = ()

    name = "observer"
