"""The roles a node plays in an epoch, as classes holding that role's timers and bookkeeping.

Voters move between Unattached (possibly having voted), Prospective (KIP-996 pre-vote), Candidate, Leader,
Follower and Resigned; observers (non-voters, e.g. brokers) only ever are Observer, with or without a known
leader. Timers are absolute deadlines in milliseconds of the injected clock; transitions are made by
`RaftNode`, which also persists what must survive a restart (`ElectionState`) before acting on it.
"""

from __future__ import annotations

import uuid
from dataclasses import dataclass

from kraftpy.protocol.uuids import ZERO_UUID

from .assignment import directory_matches
from .log import SnapshotWriter
from .quorum import Quorum, as_quorum
from .quorum_state import ElectionState
from .types import NO_LEADER
from .voters import Endpoint, VoterSet

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
    """Tally of the votes (or pre-votes) of one election; the quorum decides when it is won or lost."""

    __slots__ = ("granted", "quorum", "rejected")

    def __init__(self, quorum: Quorum | VoterSet, local_id: int) -> None:
        self.quorum = as_quorum(quorum)
        self.granted: set[int] = set()
        self.rejected: set[int] = set()
        if local_id in self.quorum.members:
            self.granted.add(local_id)

    @property
    def voters(self) -> VoterSet:
        return self.quorum.members

    def record(self, node_id: int, granted: bool) -> None:
        if node_id not in self.quorum.members or node_id in self.granted or node_id in self.rejected:
            return
        (self.granted if granted else self.rejected).add(node_id)

    @property
    def is_granted(self) -> bool:
        return self.quorum.is_majority(self.granted)

    @property
    def is_rejected(self) -> bool:
        """No majority is possible any more."""
        return self.quorum.is_lost(self.rejected)

    def unrecorded(self) -> list[int]:
        return [i for i in self.quorum.members.ids if i not in self.granted and i not in self.rejected]

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
        return _unattached_or_prospective_can_grant(NO_LEADER, self._voted_id, candidate_id, log_up_to_date, pre_vote)


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

    def __init__(self, epoch: int, local_id: int, votes: EpochElection, election_deadline: int, retries: int) -> None:
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
    directory_id: uuid.UUID = ZERO_UUID
    endpoints: tuple[Endpoint, ...] = ()  # controller listeners a fetching controller announced (seed 003)


class LeaderState(EpochState):
    """Leader of its epoch: tracks replicas, the high watermark and the append accumulator."""

    __slots__ = (
        "begin_deadline",
        "check_quorum_deadline",
        "check_quorum_timeout",
        "commit_quorum",
        "epoch_start_offset",
        "fetched_voters",
        "granting",
        "high_watermark",
        "linger_deadline",
        "local_id",
        "observers",
        "pending",
        "pending_bytes",
        "probe_deadline",
        "quorum",
        "resign_requested",
        "transfer_deadline",
        "unnotified",
        "voter_states",
    )

    name = "leader"

    def __init__(
        self,
        epoch: int,
        local_id: int,
        epoch_start_offset: int,
        voters: VoterSet | Quorum,
        granting: set[int],
        now: int,
        fetch_timeout_ms: int,
    ) -> None:
        super().__init__(epoch)
        self.local_id = local_id
        self.epoch_start_offset = epoch_start_offset
        self.quorum = as_quorum(voters)
        self.granting = frozenset(granting)
        self.voter_states = {i: ReplicaState(i, acknowledged=(i == local_id)) for i in self.quorum.members.ids}
        self.observers: dict[int, ReplicaState] = {}
        self.high_watermark: int | None = None
        self.commit_quorum: tuple[frozenset[int], frozenset[int]] | None = None
        self.check_quorum_timeout = int(fetch_timeout_ms * CHECK_QUORUM_TIMEOUT_FACTOR)
        self.check_quorum_deadline = now + self.check_quorum_timeout
        self.fetched_voters: set[int] = set()
        self.begin_deadline = now
        self.pending: list[bytes] = []
        self.pending_bytes = 0
        self.linger_deadline: int | None = None
        self.resign_requested = False
        # seed 003: the leader is the last voter a reassignment removes; it stops taking appends and resigns once
        # a successor has its whole log (or at this deadline)
        self.transfer_deadline: int | None = None
        self.probe_deadline = 0
        self.unnotified: set[int] = set()  # voters added in this epoch not yet sent a BeginQuorumEpoch

    @property
    def leader_id(self) -> int:
        return self.local_id

    @property
    def voted_id(self) -> int:
        return self.local_id

    @property
    def voters(self) -> VoterSet:
        """The voters of the leader's quorum (whose fetches count)."""
        return self.quorum.members

    def set_voters(self, voters: VoterSet | Quorum, now: int) -> None:
        """The voter set changed (a record appended by this leader): voters keep their states, an observer that
        becomes a voter brings its fetch state along, a removed voter becomes an observer. Check-quorum starts
        over with the new majority."""
        quorum = as_quorum(voters)
        old = self.voter_states
        states: dict[int, ReplicaState] = {}
        for v in quorum.members:
            state = old.get(v.node_id)
            if state is None:
                observer = self.observers.get(v.node_id)
                if observer is not None and directory_matches(v, observer.directory_id):
                    state = self.observers.pop(v.node_id)
                else:
                    state = ReplicaState(v.node_id, directory_id=v.directory_id)
                if v.node_id != self.local_id:
                    self.unnotified.add(v.node_id)
            states[v.node_id] = state
        for node_id, state in old.items():
            if node_id not in states and node_id != self.local_id:
                self.observers[node_id] = state
        self.unnotified &= set(states)
        self.voter_states = states
        self.quorum = quorum
        self.fetched_voters.clear()
        self.check_quorum_deadline = now + self.check_quorum_timeout

    def is_caught_up(self, node_id: int, now: int, round_ms: int) -> bool:
        """Leader-based promotion (seed 003): the replica fetched the leader's log end of its previous fetch within
        `round_ms` (one replication round shorter than the election timeout) and is still fetching."""
        state = self.voter_states.get(node_id) or self.observers.get(node_id)
        return (
            state is not None
            and state.last_caught_up_ms >= 0
            and now - state.last_caught_up_ms <= round_ms
            and now - state.last_fetch_ms <= round_ms
        )

    def update_local_end_offset(self, end_offset: int, now: int) -> bool:
        state = self.voter_states.get(self.local_id)
        if state is not None:
            state.end_offset = end_offset
            state.last_fetch_ms = state.last_caught_up_ms = now
        return self.maybe_update_high_watermark()

    def update_replica(
        self,
        node_id: int,
        fetch_offset: int,
        now: int,
        leader_end: int,
        directory_id: uuid.UUID = ZERO_UUID,
        endpoints: tuple[Endpoint, ...] | None = None,
    ) -> bool:
        """Record a valid Fetch from `node_id` (with its metadata directory) at `fetch_offset`; true when the high
        watermark moved. A replica whose directory is not the voter's (a voter whose disk was wiped) fetches as an
        observer: what it fetches counts for nothing."""
        state = self.voter_states.get(node_id)
        is_voter = state is not None and directory_matches(self.voters.voter(node_id), directory_id)
        if is_voter:
            assert state is not None
            if directory_id.int:
                state.directory_id = directory_id
        else:
            state = self.observers.get(node_id)
            if state is None or state.directory_id != directory_id:
                state = self.observers[node_id] = ReplicaState(node_id, directory_id=directory_id)
        if endpoints is not None:
            state.endpoints = endpoints
        if fetch_offset >= leader_end:
            state.last_caught_up_ms = now
        elif state.last_fetch_leader_end >= 0 and fetch_offset >= state.last_fetch_leader_end:
            state.last_caught_up_ms = state.last_fetch_ms
        state.end_offset = fetch_offset
        state.last_fetch_ms = now
        state.last_fetch_leader_end = leader_end
        state.acknowledged = True
        if not is_voter:
            return False
        self.update_check_quorum(node_id, now)
        return self.maybe_update_high_watermark()

    def update_check_quorum(self, node_id: int, now: int) -> None:
        if node_id not in self.voter_states or node_id == self.local_id:
            return
        self.fetched_voters.add(node_id)
        # the leader counts itself (when it is a voter of its quorum)
        if self.quorum.is_majority([self.local_id, *self.fetched_voters]):
            self.fetched_voters.clear()
            self.check_quorum_deadline = now + self.check_quorum_timeout

    def maybe_update_high_watermark(self) -> bool:
        """Raise the HWM to the largest offset a majority of voters has fetched, but only past the epoch start
        (an entry of this epoch must be committed before anything else is exposed)."""
        candidate = self.quorum.committed_offset({i: s.end_offset for i, s in self.voter_states.items()})
        if candidate > self.epoch_start_offset and (self.high_watermark is None or candidate > self.high_watermark):
            self.high_watermark = candidate
            # who holds it, out of which voters: for the simulator's "no two disjoint majorities" check
            self.commit_quorum = (
                frozenset(i for i, s in self.voter_states.items() if s.end_offset >= candidate),
                frozenset(self.voter_states),
            )
            return True
        return False

    def followers_by_end_offset(self) -> list[int]:
        """Other voters, most caught up first (the preferred successors when resigning)."""
        others = [s for s in self.voter_states.values() if s.node_id != self.local_id]
        others.sort(key=lambda s: (-s.end_offset, s.node_id))
        return [s.node_id for s in others]

    def expire_observers(self, now: int) -> None:
        for node_id in [i for i, s in self.observers.items() if now - s.last_fetch_ms >= OBSERVER_SESSION_TIMEOUT_MS]:
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

    def can_grant_vote(self, candidate_id: int, log_up_to_date: bool, pre_vote: bool) -> bool:
        # It stepped down so that another voter leads: a pre-vote for an up-to-date successor is welcome (with only
        # two voters the successor cannot win its pre-vote without it). A standard vote comes in a newer epoch,
        # which this node handles as unattached.
        return pre_vote and log_up_to_date


class _FetchingState(EpochState):
    __slots__ = ("_leader_id", "fetch_deadline", "fetching_snapshot", "last_leader_fetch_ms")

    def __init__(self, epoch: int, leader_id: int, fetch_deadline: int) -> None:
        super().__init__(epoch)
        self._leader_id = leader_id
        self.fetch_deadline = fetch_deadline
        self.fetching_snapshot: SnapshotWriter | None = None
        self.last_leader_fetch_ms = -1  # the last successful fetch from the leader (-1: none in this state)

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
    """A non-voter (broker, or a controller outside the voter set of its log): fetches. It votes only when a
    candidate asks it as one of its voters (the candidate's log may already hold the record that adds it; KIP-853's
    voter key), and then remembers the vote like a voter."""

    __slots__ = ("_voted_id",)

    name = "observer"

    def __init__(self, epoch: int, leader_id: int, fetch_deadline: int, voted_id: int = -1) -> None:
        super().__init__(epoch, leader_id, fetch_deadline)
        self._voted_id = voted_id

    @property
    def voted_id(self) -> int:
        return self._voted_id

    def can_grant_vote(self, candidate_id: int, log_up_to_date: bool, pre_vote: bool) -> bool:
        # pre-votes: the node also checks that the leader it follows went quiet
        return _unattached_or_prospective_can_grant(
            self._leader_id, self._voted_id, candidate_id, log_up_to_date, pre_vote
        )
