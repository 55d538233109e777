"""Which partition of a coordinator's internal topic holds a key: a group id in `__consumer_offsets`, a transactional
id in `__transaction_state` (Kafka's rule for both: abs(String.hashCode(key)) mod the topic's partition count).

Shared by the coordinators (`kraftpy.coordinator`: the group coordinator, the transaction coordinator) and the broker
(the replica manager sends AddPartitionsToTxn to the coordinator of a transactional id, and routes the transaction
markers of a `__consumer_offsets` partition to the group coordinator), so it sits below both. The partition count is
the topic's in the metadata image once the topic exists, else the configured one (`offsets.topic.num.partitions`,
`transaction.state.log.num.partitions`): `partition_count`.
"""

from __future__ import annotations

from kraftpy.metadata.image import MetadataImage

__all__ = [
    "CONSUMER_OFFSETS",
    "TRANSACTION_STATE",
    "java_string_hash",
    "partition_count",
    "partition_for",
    "transaction_partition",
]

CONSUMER_OFFSETS = "__consumer_offsets"
TRANSACTION_STATE = "__transaction_state"


def java_string_hash(s: str) -> int:
    """Java's String.hashCode: 31-based over the UTF-16 code units, as a signed 32-bit int."""
    h = 0
    data = s.encode("utf-16-be", "surrogatepass")
    for i in range(0, len(data), 2):
        h = (31 * h + ((data[i] << 8) | data[i + 1])) & 0xFFFFFFFF
    return h - (1 << 32) if h & 0x80000000 else h


def partition_for(key: str, partitions: int) -> int:
    """The partition of `key`: abs(hashCode(key)) mod partitions, where the absolute value of Integer.MIN_VALUE
    counts as 0 (Kafka's Utils.abs)."""
    h = java_string_hash(key)
    return (0 if h == -(1 << 31) else abs(h)) % partitions


def partition_count(image: MetadataImage, topic: str, configured: int) -> int:
    """The partitions of an internal topic: the image's once it exists, else the configured count."""
    t = image.topic(topic)
    if t is not None and t.partitions:
        return len(t.partitions)
    return configured


def transaction_partition(image: MetadataImage, transactional_id: str, configured: int = 50) -> int:
    """The `__transaction_state` partition of a transactional id (`configured`:
    transaction.state.log.num.partitions)."""
    return partition_for(transactional_id, partition_count(image, TRANSACTION_STATE, configured))
