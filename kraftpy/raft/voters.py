"""The voter set as a value: who votes and what a majority is.

Voters are data, not constants: the set changes through the log (seed 003's VoterAssignmentMessage, see
`assignment.py`), so every decision asks the current `VoterSet` instead of a number fixed at start-up. A node that
knows no voters yet (a controller formatted with --no-initial-controllers, a broker with only
`controller.quorum.bootstrap.servers`) holds `VoterSet.none()`.
"""

from __future__ import annotations

import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from kraftpy.protocol.uuids import ZERO_UUID

__all__ = ["Endpoint", "Voter", "VoterSet"]


@dataclass(frozen=True, slots=True)
class Endpoint:
    name: str
    host: str
    port: int

    def __str__(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{self.name}://{host}:{self.port}"


@dataclass(frozen=True, slots=True)
class Voter:
    node_id: int
    directory_id: uuid.UUID = ZERO_UUID
    endpoints: tuple[Endpoint, ...] = ()


class VoterSet:
    """An immutable set of voters keyed by node id."""

    __slots__ = ("_ids", "_majority", "_voters")

    def __init__(self, voters: Iterable[Voter | int], *, allow_empty: bool = False) -> None:
        table: dict[int, Voter] = {}
        for v in voters:
            voter = Voter(v) if isinstance(v, int) else v
            if voter.node_id < 0:
                raise ValueError(f"invalid voter id {voter.node_id}: ids are >= 0")
            if voter.node_id in table:
                raise ValueError(f"voter {voter.node_id} is listed twice")
            table[voter.node_id] = voter
        if not table and not allow_empty:
            raise ValueError("a voter set needs at least one voter")
        self._voters = dict(sorted(table.items()))
        self._ids = tuple(self._voters)
        self._majority = len(self._ids) // 2 + 1

    @classmethod
    def none(cls) -> VoterSet:
        """No known voter (a majority can never be reached)."""
        return cls((), allow_empty=True)

    @classmethod
    def parse(cls, text: str, listener_name: str = "CONTROLLER") -> VoterSet:
        """Parse `controller.quorum.voters`: ``id@host:port,id@host:port`` (IPv6 hosts in brackets)."""
        voters = []
        for item in text.split(","):
            item = item.strip()
            if not item:
                continue
            node, sep, address = item.partition("@")
            host, colon, port = address.rpartition(":")
            if not sep or not colon or not node.strip().isdigit() or not port.isdigit() or not host:
                raise ValueError(
                    f"controller.quorum.voters: {item!r} is not of the form id@host:port (e.g. 1@localhost:9093)"
                )
            if host.startswith("[") and host.endswith("]"):
                host = host[1:-1]
            voters.append(Voter(int(node), endpoints=(Endpoint(listener_name, host, int(port)),)))
        return cls(voters)

    @property
    def ids(self) -> tuple[int, ...]:
        """Voter ids in ascending order."""
        return self._ids

    @property
    def majority(self) -> int:
        """Votes (or replicas) needed for a majority."""
        return self._majority

    def __contains__(self, node_id: object) -> bool:
        return node_id in self._voters

    def __iter__(self) -> Iterator[Voter]:
        return iter(self._voters.values())

    def __len__(self) -> int:
        return len(self._ids)

    def voter(self, node_id: int) -> Voter | None:
        return self._voters.get(node_id)

    def others(self, node_id: int) -> tuple[int, ...]:
        return tuple(i for i in self._ids if i != node_id)

    def is_majority(self, node_ids: Iterable[int]) -> bool:
        return sum(1 for i in set(node_ids) if i in self._voters) >= self._majority

    def is_only_voter(self, node_id: int) -> bool:
        return self._ids == (node_id,)

    def same_ids(self, other: VoterSet | None) -> bool:
        return other is not None and self._ids == other._ids

    def replace(self, voter: Voter) -> VoterSet:
        """The set with `voter` in place of the voter with its id (added when absent)."""
        return VoterSet([*(v for v in self._voters.values() if v.node_id != voter.node_id), voter], allow_empty=True)

    def with_voter(self, voter: Voter) -> VoterSet:
        if voter.node_id in self._voters:
            raise ValueError(f"voter {voter.node_id} is already in the set")
        return VoterSet([*self._voters.values(), voter])

    def without_voter(self, node_id: int) -> VoterSet:
        if node_id not in self._voters:
            raise ValueError(f"voter {node_id} is not in the set")
        return VoterSet(v for v in self._voters.values() if v.node_id != node_id)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, VoterSet) and self._voters == other._voters

    def __hash__(self) -> int:
        return hash(tuple(self._voters.values()))

    def __repr__(self) -> str:
        return f"VoterSet({list(self._ids)})"
