"""The state of one `__transaction_state` partition (`TxnShard`): its transactional ids and their transactions,
changed only by replaying records (`replay`), for a partition being loaded and for an operation's records alike.

Each id's `TxnMetadata` is immutable and replaced whole by its record, on the shard's timeline: a failed write
reverts it, and `committed` reads the state whose records the log has committed (DescribeTransactions,
ListTransactions). What the coordinator's managers read besides the shard is `TxnEnv`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from kraftpy.coordinator.timeline import Timeline, TimelineDict
from kraftpy.coordinator.txn_records import TxnMetadata, TxnRecord
from kraftpy.coordinator.txn_settings import TransactionCoordinatorSettings
from kraftpy.metadata.image import MetadataImage

__all__ = ["TxnEnv", "TxnShard"]


class TxnShard:
    """The transactional ids of one `__transaction_state` partition."""

    __slots__ = ("partition", "timeline", "txns")

    def __init__(self, partition: int) -> None:
        self.partition = partition
        self.timeline = tl = Timeline()
        self.txns: TimelineDict[str, TxnMetadata] = TimelineDict(tl)

    def __repr__(self) -> str:
        return f"TxnShard({self.partition}: {len(self.txns)} transactional ids)"

    def replay(self, rec: TxnRecord) -> None:
        """Apply one record: the id's new state, or its removal (a tombstone)."""
        if rec.metadata is None:
            self.txns.pop(rec.transactional_id, None)
        else:
            self.txns[rec.transactional_id] = rec.metadata

    def committed(self, transactional_id: str) -> TxnMetadata | None:
        """The id's state as committed (a change still waiting for its replicas not included)."""
        meta: TxnMetadata | None = self.txns.committed_get(transactional_id)
        return meta

    def committed_all(self) -> Iterator[TxnMetadata]:
        for _tid, meta in self.txns.committed_items():
            yield meta


@dataclass(frozen=True, slots=True)
class TxnEnv:
    """What the transaction manager reads besides a shard (each call reads the current value): the configs, the
    metadata image, the cluster's finalized `transaction.version`, the `__consumer_offsets` partition of a group
    (AddOffsetsToTxn), and the node id for the logs."""

    node_id: int
    settings: Callable[[], TransactionCoordinatorSettings]
    image: Callable[[], MetadataImage]
    transaction_version: Callable[[], int]
    offsets_partition: Callable[[str], int]

    @property
    def prefix(self) -> str:
        return f"[TransactionCoordinator id={self.node_id}]"
