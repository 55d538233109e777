"""The persisted election state: the `quorum-state` file of `__cluster_metadata-0`.

The file holds one line of JSON: the fields of `QuorumStateData` present in the data version, with Kafka's
camelCase names, plus ``"data_version"``. kraftpy writes data version 1 (kraft.version 1)::

    {"leaderId":1,"leaderEpoch":5,"votedId":1,"votedDirectoryId":"AAAAAAAAAAAAAAAAAAAAAA","data_version":1}

and reads versions 0 and 1. When the node knows a committed VoterAssignmentMessage (seed 003), version 1 also holds
kraftpy's tagged fields `appliedOffset` (the record's offset), `currentVoters` and `targetVoters`; they are left out
otherwise, so such a file is exactly Kafka's. The core never touches files: it returns the `ElectionState` to persist in
its output
and the driver's `QuorumStateStore` writes it with the atomic-write contract: write ``quorum-state.tmp``, fsync,
rename over ``quorum-state`` (and fsync the directory), all before any message of the same output is sent.
"""

from __future__ import annotations

import json
import uuid
from dataclasses import dataclass
from typing import Protocol

from kraftpy.protocol.json_form import from_json_object, to_json_object
from kraftpy.protocol.messages.raft_records import QuorumStateData
from kraftpy.protocol.uuids import ZERO_UUID, uuid_to_str

from .assignment import NO_OFFSET, VoterAssignment, voters_from_quorum_state, voters_to_quorum_state
from .types import NO_LEADER, RaftError

__all__ = [
    "DATA_VERSION",
    "QUORUM_STATE_FILE",
    "ElectionState",
    "MemoryQuorumStateStore",
    "QuorumStateStore",
]

QUORUM_STATE_FILE = "quorum-state"
DATA_VERSION = 1
_NOT_VOTED = -1


@dataclass(frozen=True, slots=True)
class ElectionState:
    """What a node must remember across restarts: its epoch, the leader it knows and whom it voted for; and the
    last committed voter assignment it knows with the offset of its record (seed 003: only committed voter state
    is persisted; a restart scans the log forward from `voters_offset`)."""

    epoch: int
    leader_id: int = NO_LEADER
    voted_id: int = _NOT_VOTED
    voted_directory_id: uuid.UUID = ZERO_UUID
    voters_offset: int = NO_OFFSET
    voters: VoterAssignment | None = None

    @property
    def has_leader(self) -> bool:
        return self.leader_id >= 0

    @property
    def has_voted(self) -> bool:
        return self.voted_id >= 0

    def to_data(self, version: int = DATA_VERSION) -> QuorumStateData:
        data = QuorumStateData(leader_id=self.leader_id, leader_epoch=self.epoch, voted_id=self.voted_id)
        if version >= 1:
            data.voted_directory_id = self.voted_directory_id
            if self.voters is not None:
                voters_to_quorum_state(data, self.voters_offset, self.voters)
        else:
            data.applied_offset = 0
        return data

    @classmethod
    def from_data(cls, data: QuorumStateData, version: int = DATA_VERSION) -> ElectionState:
        committed = voters_from_quorum_state(data) if version >= 1 else None
        return cls(
            epoch=data.leader_epoch,
            leader_id=data.leader_id,
            voted_id=data.voted_id,
            voted_directory_id=data.voted_directory_id,
            voters_offset=committed[0] if committed is not None else NO_OFFSET,
            voters=committed[1] if committed is not None else None,
        )

    def to_json(self, version: int = DATA_VERSION) -> str:
        """The file content (one line, Kafka's field order and names)."""
        if version not in (0, 1):
            raise ValueError(f"quorum-state data_version {version} is not supported (0 or 1)")
        out = to_json_object(self.to_data(version), version)
        out["data_version"] = version
        return json.dumps(out, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | bytes) -> ElectionState:
        """Parse a `quorum-state` file; raises `RaftError` with a one-line reason for a bad file."""
        try:
            obj = json.loads(text.splitlines()[0] if text else text)
        except (ValueError, IndexError) as exc:
            raise RaftError(f"quorum-state: not valid JSON ({exc})") from None
        if not isinstance(obj, dict):
            raise RaftError("quorum-state: expected a JSON object")
        version = obj.get("data_version")
        if not isinstance(version, int) or version not in (0, 1):
            raise RaftError(f"quorum-state: data_version {version!r} is not within the supported 0-1")
        try:
            data = from_json_object(QuorumStateData, obj, version)
        except (TypeError, ValueError, KeyError) as exc:
            raise RaftError(f"quorum-state: {exc}") from None
        try:
            return cls.from_data(data, version)
        except (TypeError, ValueError) as exc:
            raise RaftError(f"quorum-state: bad voters: {exc}") from None

    def __str__(self) -> str:
        return (
            f"ElectionState(epoch={self.epoch}, leaderId={self.leader_id}, votedId={self.voted_id}"
            + (f", votedDirectoryId={uuid_to_str(self.voted_directory_id)}" if self.voted_directory_id.int else "")
            + (f", voters@{self.voters_offset}: {self.voters.describe()}" if self.voters is not None else "")
            + ")"
        )


class QuorumStateStore(Protocol):
    """Where a driver keeps the election state. `write` must be atomic and durable when it returns."""

    def read(self) -> ElectionState | None: ...

    def write(self, state: ElectionState) -> None: ...


class MemoryQuorumStateStore:
    """An in-memory store (simulator, tests): every write is durable at once. Keeps the serialized form, so
    what is read back went through the same JSON a file would hold."""

    __slots__ = ("_text", "writes")

    def __init__(self, initial: ElectionState | None = None) -> None:
        self._text: str | None = None if initial is None else initial.to_json()
        self.writes = 0

    def read(self) -> ElectionState | None:
        return None if self._text is None else ElectionState.from_json(self._text)

    def write(self, state: ElectionState) -> None:
        self._text = state.to_json()
        self.writes += 1

    @property
    def text(self) -> str | None:
        return self._text
