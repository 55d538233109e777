"""The voter set as replicated state (seed 003, the KIP-642 draft): `VoterAssignment` values, the history of them in
a node's log, and the reassignment algorithm as a pure function.

A `VoterAssignmentMessage` control record (kraftpy control type 1000) carries the voters in effect (`CurrentVoters`,
with their directory ids and controller endpoints) and, during a reassignment, the voter set the quorum is moving
to (`TargetVoters`). A node acts on the latest one in its log as soon as it is appended, committed or not, and goes
back to the previous one when a truncation removes it; `VoterHistory` keeps what that needs: every assignment at or
above the log start, above the committed one the node started from.

`plan_step` is the seed's "Reassignment Algorithm": from CurrentVoters and TargetVoters it computes RemovingVoters,
RetainedVoters and NewVoters and picks the next single-member step: add a caught-up new voter while
|NewVoters| >= |RemovingVoters|, otherwise remove a removing voter other than the leader; the leader resigns when it
is the last one to go, and the target is cleared once CurrentVoters = TargetVoters.
"""

from __future__ import annotations

import enum
import uuid
from collections.abc import Iterable
from dataclasses import dataclass

from kraftpy.protocol.messages.raft_records import QuorumStateData, VoterAssignmentMessage
from kraftpy.protocol.uuids import ZERO_UUID

from .voters import Endpoint, Voter, VoterSet

__all__ = [
    "NO_OFFSET",
    "Step",
    "StepKind",
    "VoterAssignment",
    "VoterHistory",
    "directory_matches",
    "plan_step",
    "voters_from_quorum_state",
    "voters_to_quorum_state",
]

NO_OFFSET = -1  # an assignment that does not come from a record of the log (bootstrap snapshot or configuration)


def _voter_from_struct(v: VoterAssignmentMessage.Voter | QuorumStateData.Voter) -> Voter:
    return Voter(
        v.voter_id,
        v.voter_directory_id,
        tuple(Endpoint(e.name, e.host, e.port) for e in v.endpoints),
    )


@dataclass(frozen=True, slots=True)
class VoterAssignment:
    """CurrentVoters, TargetVoters (None: no reassignment in progress) and the cluster id of one record."""

    current: VoterSet
    target: VoterSet | None = None
    cluster_id: str = ""

    @property
    def reassigning(self) -> bool:
        return self.target is not None

    def to_message(self) -> VoterAssignmentMessage:
        def voters(vs: VoterSet) -> list[VoterAssignmentMessage.Voter]:
            return [
                VoterAssignmentMessage.Voter(
                    voter_id=v.node_id,
                    voter_directory_id=v.directory_id,
                    endpoints=[
                        VoterAssignmentMessage.Endpoint(name=e.name, host=e.host, port=e.port) for e in v.endpoints
                    ],
                )
                for v in vs
            ]

        return VoterAssignmentMessage(
            version=0,
            cluster_id=self.cluster_id,
            current_voters=voters(self.current),
            target_voters=None if self.target is None else voters(self.target),
        )

    @classmethod
    def from_message(cls, msg: VoterAssignmentMessage) -> VoterAssignment:
        current = VoterSet(_voter_from_struct(v) for v in msg.current_voters)
        target = None if msg.target_voters is None else VoterSet(_voter_from_struct(v) for v in msg.target_voters)
        return cls(current, target, msg.cluster_id or "")

    def describe(self) -> str:
        target = "null" if self.target is None else str(list(self.target.ids))
        return f"current={list(self.current.ids)} target={target}"


def voters_to_quorum_state(data: QuorumStateData, offset: int, assignment: VoterAssignment) -> None:
    """Fill the kraftpy fields of a quorum-state file (data version 1) with a committed assignment."""

    def voters(vs: VoterSet) -> list[QuorumStateData.Voter]:
        return [
            QuorumStateData.Voter(
                voter_id=v.node_id,
                voter_directory_id=v.directory_id,
                endpoints=[QuorumStateData.Endpoint(name=e.name, host=e.host, port=e.port) for e in v.endpoints],
            )
            for v in vs
        ]

    data.applied_offset = offset
    data.current_voters = voters(assignment.current)
    data.target_voters = None if assignment.target is None else voters(assignment.target)


def voters_from_quorum_state(data: QuorumStateData) -> tuple[int, VoterAssignment] | None:
    """The committed assignment a quorum-state file (data version 1) holds, with its offset; None without one."""
    if not data.current_voters:
        return None
    current = VoterSet(_voter_from_struct(v) for v in data.current_voters)
    target = None if data.target_voters is None else VoterSet(_voter_from_struct(v) for v in data.target_voters)
    return data.applied_offset, VoterAssignment(current, target)


class VoterHistory:
    """The assignments of a node's log: `(offset, assignment)` in ascending offsets. The first entry is the base:
    the committed assignment the node knows from below its log (a snapshot, the quorum-state file, or the
    bootstrap/static voters at offset -1); the others are records of the log, committed or not."""

    __slots__ = ("_entries", "_floor")

    def __init__(self, offset: int, assignment: VoterAssignment) -> None:
        self._entries: list[tuple[int, VoterAssignment]] = [(offset, assignment)]
        self._floor = offset  # entries at or below it are committed: no truncation removes them

    @property
    def latest(self) -> VoterAssignment:
        return self._entries[-1][1]

    @property
    def latest_offset(self) -> int:
        return self._entries[-1][0]

    @property
    def base_offset(self) -> int:
        return self._floor

    def entries(self) -> list[tuple[int, VoterAssignment]]:
        return list(self._entries)

    def append(self, offset: int, assignment: VoterAssignment) -> None:
        """A record appended to the log. One at or below the committed base is a record the node knew committed
        already (a node whose unflushed log suffix was lost re-fetches it): it is kept for `at`, the latest stays."""
        last = self._entries[-1][0]
        if offset > last:
            self._entries.append((offset, assignment))
            return
        if offset > self._floor:
            raise ValueError(f"voter assignment at offset {offset} is not after {last}")
        if any(o == offset for o, _ in self._entries):
            return
        self._entries.append((offset, assignment))
        self._entries.sort(key=lambda e: e[0])

    def reset(self, offset: int, assignment: VoterAssignment) -> None:
        self._entries = [(offset, assignment)]
        self._floor = offset

    def truncate(self, end_offset: int) -> bool:
        """Forget the records at or above `end_offset` (a log truncation); true when the latest one changed.
        Committed ones (the base the node started from) stay."""
        keep = [e for e in self._entries if e[0] < end_offset or e[0] <= self._floor]
        if len(keep) == len(self._entries):
            return False
        self._entries = keep
        return True

    def at(self, offset: int) -> tuple[int, VoterAssignment]:
        """The assignment in effect for an entry at `offset` (the latest record below it)."""
        found = self._entries[0]
        for entry in self._entries:
            if entry[0] < offset:
                found = entry
            else:
                break
        return found

    def compact(self, committed_end: int) -> None:
        """Drop records that later committed records replaced: keep the one in effect at `committed_end` (the high
        watermark, or the log start) as the base, and everything after it."""
        base_index = 0
        for i, entry in enumerate(self._entries):
            if entry[0] < committed_end:
                base_index = i
        if base_index:
            self._entries = self._entries[base_index:]
            self._floor = max(self._floor, self._entries[0][0])

    def __len__(self) -> int:
        return len(self._entries)

    def __repr__(self) -> str:
        return "VoterHistory(" + ", ".join(f"{o}: {a.describe()}" for o, a in self._entries) + ")"


class StepKind(enum.Enum):
    ADD = "add"  # append CurrentVoters + node
    REMOVE = "remove"  # append CurrentVoters - node
    RESIGN = "resign"  # the leader is the last removing voter: step down with EndQuorumEpoch
    FINISH = "finish"  # CurrentVoters = TargetVoters: append TargetVoters = null
    WAIT = "wait"  # nothing to do until a new voter catches up


@dataclass(frozen=True, slots=True)
class Step:
    kind: StepKind
    node_id: int = -1
    reason: str = ""


def plan_step(current: Iterable[int], target: Iterable[int], leader_id: int, caught_up: Iterable[int]) -> Step:
    """The next single-member change of a reassignment from `current` to `target` (seed 003).

    `caught_up`: observers the leader promotes (a fetch round within the election timeout). Among several candidates
    the lowest id is chosen, so the plan is deterministic."""
    cur, tgt, ready_set = set(current), set(target), set(caught_up)
    removing = sorted(cur - tgt)
    new = sorted(tgt - cur)
    if not removing and not new:
        return Step(StepKind.FINISH, reason="CurrentVoters = TargetVoters")
    if len(new) >= len(removing):
        ready = [n for n in new if n in ready_set]
        if ready:
            return Step(StepKind.ADD, ready[0], f"|NewVoters| {len(new)} >= |RemovingVoters| {len(removing)}")
        return Step(StepKind.WAIT, reason=f"none of the new voters {new} has caught up")
    others = [r for r in removing if r != leader_id]
    if others:
        return Step(StepKind.REMOVE, others[0], f"|NewVoters| {len(new)} < |RemovingVoters| {len(removing)}")
    return Step(StepKind.RESIGN, leader_id, "the leader is the last removing voter")


def directory_matches(voter: Voter | None, directory_id: uuid.UUID) -> bool:
    """A replica with `directory_id` is `voter`: the same directory, or either side does not know it (a static
    voter, a node without a directory id)."""
    return voter is not None and (
        voter.directory_id == ZERO_UUID or directory_id == ZERO_UUID or voter.directory_id == directory_id
    )
