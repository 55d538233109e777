"""Who votes and what a majority is: the one place the raft core asks.

A `Quorum` answers every counting question of the core: which nodes are voters (`members`: whose votes are asked,
whose fetches count for the high watermark and check-quorum), whether a set of nodes is a majority (`is_majority`:
an election won, check-quorum satisfied), whether an election can no longer be won (`is_lost`), and up to which
offset a majority holds the log (`committed_offset`: the high watermark's rule). The roles (`EpochElection`,
`LeaderState`) and `RaftNode` hold a `Quorum` and never count voters themselves.

`MajorityQuorum` is Raft's simple majority over one `VoterSet`: all that seed 003 needs, since its reassignment
changes one member at a time and any two majorities of consecutive voter sets intersect. `quorum_of` is the single
place a quorum is made from the voters in effect; a joint voter set (a majority of the old set and of the new one,
as joint consensus requires) is another `Quorum` implementation returned there, and nothing else changes.

Not to be confused with `quorum_state.py` (the persisted election state) and `quorum_api.py` (DescribeQuorum and
the voter-change RPCs of the driver).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol

from .voters import VoterSet

__all__ = ["MajorityQuorum", "Quorum", "as_quorum", "majority_end_offset", "majority_size", "quorum_of"]


def majority_size(voters: int) -> int:
    """Members needed for a majority of `voters` members."""
    return voters // 2 + 1


def majority_end_offset(end_offsets: Iterable[int]) -> int:
    """The largest offset that a majority of the replicas whose log ends are `end_offsets` has reached (-1 for no
    replica): with the ends sorted from the highest, the one at the position of the majority."""
    ordered = sorted(end_offsets, reverse=True)
    if not ordered:
        return -1
    return ordered[majority_size(len(ordered)) - 1]


class Quorum(Protocol):
    """The counting rules of one voter configuration."""

    @property
    def members(self) -> VoterSet:
        """Every voter (for a joint configuration, the union of its sets)."""
        ...

    def is_majority(self, node_ids: Iterable[int]) -> bool:
        """`node_ids` (non-members ignored) are enough to win an election or to commit."""
        ...

    def is_lost(self, rejected: Iterable[int]) -> bool:
        """With `rejected` against, a majority can no longer be reached."""
        ...

    def committed_offset(self, end_offsets: Mapping[int, int]) -> int:
        """The largest offset a majority has reached, given the log end offset of each member (-1: unknown)."""
        ...

    def is_only_voter(self, node_id: int) -> bool:
        """`node_id` alone is the quorum (it wins and commits by itself)."""
        ...


class MajorityQuorum:
    """A simple majority of one voter set."""

    __slots__ = ("_majority", "_voters")

    def __init__(self, voters: VoterSet) -> None:
        self._voters = voters
        self._majority = majority_size(len(voters))

    @property
    def members(self) -> VoterSet:
        return self._voters

    @property
    def majority(self) -> int:
        return self._majority

    def is_majority(self, node_ids: Iterable[int]) -> bool:
        voters = self._voters
        return sum(1 for i in set(node_ids) if i in voters) >= self._majority

    def is_lost(self, rejected: Iterable[int]) -> bool:
        voters = self._voters
        against = sum(1 for i in set(rejected) if i in voters)
        return against > len(voters) - self._majority

    def committed_offset(self, end_offsets: Mapping[int, int]) -> int:
        return majority_end_offset(end_offsets.get(i, -1) for i in self._voters.ids)

    def is_only_voter(self, node_id: int) -> bool:
        return self._voters.ids == (node_id,)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, MajorityQuorum) and self._voters == other._voters

    def __hash__(self) -> int:
        return hash(self._voters)

    def __repr__(self) -> str:
        return f"MajorityQuorum({list(self._voters.ids)})"


def quorum_of(voters: VoterSet) -> Quorum:
    """The quorum of the voters in effect. The plug point for other configurations: a joint voter set is built
    here from the sets it joins (and `RaftNode` passes what it needs from its voter assignment)."""
    return MajorityQuorum(voters)


def as_quorum(voters: VoterSet | Quorum) -> Quorum:
    """Roles accept a `Quorum`, or a `VoterSet` (its simple majority) as tests and older callers pass."""
    return quorum_of(voters) if isinstance(voters, VoterSet) else voters
