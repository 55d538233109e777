"""A partition's replicated state as the metadata log defines it, and the replay of partition records.

`PartitionRegistration` is immutable. `from_record` builds it from a PartitionRecord; `merge` applies a
PartitionChangeRecord and returns the next registration. Replay rules:

* every change bumps the partition epoch;
* the leader epoch is bumped only when the record changes the leader (`Leader` != -2, which includes a change to
  -1 = no leader, and the "same leader" that a reassignment uses to force a bump); an ELR-only change bumps only the
  partition epoch (KIP-966 "Other behaviors");
* null lists and the "no change" sentinels (-2 for `Leader` and `LastKnownLeader`, -1 for `LeaderRecoveryState`)
  leave a field as it is.
"""

from __future__ import annotations

import uuid
from typing import NamedTuple

from kraftpy.protocol.messages.metadata_records import PartitionChangeRecord, PartitionRecord

NO_LEADER = -1
NO_LEADER_CHANGE = -2
NO_LAST_KNOWN_LEADER = -1
NO_LAST_KNOWN_LEADER_CHANGE = -2
RECOVERED = 0
RECOVERING = 1
NO_RECOVERY_STATE_CHANGE = -1

_new = tuple.__new__

# Record versions: v2 carries the KIP-966 fields (ELR, LastKnownElr, and kraftpy's LastKnownLeader tag).
PARTITION_RECORD_VERSION = 2


class PartitionRegistration(NamedTuple):
    """A partition's state. A `NamedTuple` (immutable, hashable, cheap to build: a snapshot of a million partitions
    builds a million of them); it compares equal only to another `PartitionRegistration`."""

    replicas: tuple[int, ...]
    isr: tuple[int, ...]
    leader: int = NO_LEADER
    leader_epoch: int = 0
    partition_epoch: int = 0
    leader_recovery_state: int = RECOVERED
    elr: tuple[int, ...] = ()
    last_known_elr: tuple[int, ...] = ()
    last_known_leader: int = NO_LAST_KNOWN_LEADER
    adding_replicas: tuple[int, ...] = ()
    removing_replicas: tuple[int, ...] = ()
    directories: tuple[uuid.UUID, ...] = ()

    def __eq__(self, other: object) -> bool:
        return type(other) is PartitionRegistration and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return tuple.__hash__(self)

    # -- queries -------------------------------------------------------------------------------------------------

    @property
    def has_leader(self) -> bool:
        return self.leader != NO_LEADER

    @property
    def preferred_leader(self) -> int:
        return self.replicas[0] if self.replicas else NO_LEADER

    @property
    def is_reassigning(self) -> bool:
        return bool(self.adding_replicas or self.removing_replicas)

    @property
    def target_replicas(self) -> tuple[int, ...]:
        """The replica set once an ongoing reassignment completes."""
        if not self.removing_replicas:
            return self.replicas
        return tuple(r for r in self.replicas if r not in self.removing_replicas)

    # -- records -------------------------------------------------------------------------------------------------

    @classmethod
    def from_record(cls, r: PartitionRecord) -> PartitionRegistration:
        elr = r.eligible_leader_replicas
        lke = r.last_known_elr
        return _new(
            cls,
            (
                tuple(r.replicas),
                tuple(r.isr),
                r.leader,
                r.leader_epoch,
                r.partition_epoch,
                r.leader_recovery_state,
                tuple(elr) if elr else (),
                tuple(lke) if lke else (),
                r.last_known_leader,
                tuple(r.adding_replicas),
                tuple(r.removing_replicas),
                tuple(r.directories),
            ),
        )

    def to_record(self, topic_id: uuid.UUID, partition_id: int, elr_enabled: bool = True) -> PartitionRecord:
        """The PartitionRecord that recreates this registration (snapshots; topic creation).

        With ELR disabled (KIP-966 downgrade rule), the ELR fields are left out.
        """
        return PartitionRecord(
            partition_id=partition_id,
            topic_id=topic_id,
            replicas=list(self.replicas),
            isr=list(self.isr),
            removing_replicas=list(self.removing_replicas),
            adding_replicas=list(self.adding_replicas),
            leader=self.leader,
            leader_recovery_state=self.leader_recovery_state,
            leader_epoch=self.leader_epoch,
            partition_epoch=self.partition_epoch,
            directories=list(self.directories),
            eligible_leader_replicas=list(self.elr) if elr_enabled and self.elr else None,
            last_known_elr=list(self.last_known_elr) if elr_enabled and self.last_known_elr else None,
            last_known_leader=self.last_known_leader if elr_enabled else NO_LAST_KNOWN_LEADER,
        )

    def merge(self, c: PartitionChangeRecord) -> PartitionRegistration:
        """The registration after a PartitionChangeRecord."""
        (
            replicas,
            isr,
            leader,
            leader_epoch,
            partition_epoch,
            recovery,
            elr,
            lke,
            lkl,
            adding,
            removing,
            directories,
        ) = self
        if c.isr is not None:
            isr = tuple(c.isr)
        if c.leader != NO_LEADER_CHANGE:
            leader = c.leader
            leader_epoch += 1
        if c.replicas is not None:
            replicas = tuple(c.replicas)
        if c.removing_replicas is not None:
            removing = tuple(c.removing_replicas)
        if c.adding_replicas is not None:
            adding = tuple(c.adding_replicas)
        if c.leader_recovery_state != NO_RECOVERY_STATE_CHANGE:
            recovery = c.leader_recovery_state
        if c.directories is not None:
            directories = tuple(c.directories)
        if c.eligible_leader_replicas is not None:
            elr = tuple(c.eligible_leader_replicas)
        if c.last_known_elr is not None:
            lke = tuple(c.last_known_elr)
        if c.last_known_leader != NO_LAST_KNOWN_LEADER_CHANGE:
            lkl = c.last_known_leader
        return _new(
            PartitionRegistration,
            (
                replicas,
                isr,
                leader,
                leader_epoch,
                partition_epoch + 1,
                recovery,
                elr,
                lke,
                lkl,
                adding,
                removing,
                directories,
            ),
        )

    def without_elr(self) -> PartitionRegistration:
        """ClearElrRecord: ELR and LastKnownELR emptied, partition epoch bumped."""
        return self._replace(elr=(), last_known_elr=(), partition_epoch=self.partition_epoch + 1)

    def describe(self) -> str:
        return (
            f"leader={self.leader} epoch={self.leader_epoch} partitionEpoch={self.partition_epoch} "
            f"replicas={list(self.replicas)} isr={list(self.isr)} elr={list(self.elr)} "
            f"lastKnownElr={list(self.last_known_elr)} lastKnownLeader={self.last_known_leader}"
            + (" RECOVERING" if self.leader_recovery_state == RECOVERING else "")
        )
