"""The records of `__transaction_state`: one per transactional id, its latest state (the topic is compacted).

A record's key is an int16 version (0) followed by `TransactionLogKey` (the transactional id); its value an int16
version followed by `TransactionLogValue`, or null: a tombstone, the transactional id expired. Values are written at
version 1 (flexible, with the tagged PreviousProducerId, NextProducerId and ClientTransactionVersion) once the
cluster's `transaction.version` is 1 or more, at version 0 before (Kafka's rule); both are read. The schemas are in
`schemas/coordinator/TransactionLog*.json`.

`TxnMetadata` is a transactional id's state as the coordinator holds it: immutable, replaced on every change (so the
shard's timeline keeps the committed state of each id, and a failed write reverts it). Its `last_producer_epoch`
is not in the record (Kafka does not write it either): it is the epoch before the last InitProducerId bump, kept in
memory for a producer's retry of that InitProducerId, -1 after a load.
"""

from __future__ import annotations

import enum
import struct
from dataclasses import dataclass

from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages.coordinator_records import TransactionLogKey, TransactionLogValue

__all__ = [
    "MAX_EPOCH",
    "TXN_RECORD_SERDE",
    "TxnMetadata",
    "TxnRecord",
    "TxnRecordSerde",
    "TxnState",
    "decode_txn_record",
    "encode_txn_record",
    "epoch_exhausted",
]

MAX_EPOCH = 32767  # Short.MAX_VALUE
_H = struct.Struct(">h")


def epoch_exhausted(epoch: int) -> bool:
    """Kafka's isEpochExhausted: no bump is left for a fence after this epoch."""
    return epoch >= MAX_EPOCH - 1


class TxnState(enum.IntEnum):
    """TransactionStatus, as Kafka numbers and names them."""

    EMPTY = 0
    ONGOING = 1
    PREPARE_COMMIT = 2
    PREPARE_ABORT = 3
    COMPLETE_COMMIT = 4
    COMPLETE_ABORT = 5
    DEAD = 6
    PREPARE_EPOCH_FENCE = 7

    @property
    def display(self) -> str:
        """Kafka's state name (DescribeTransactions, ListTransactions, kafka-transactions.sh)."""
        return _NAMES[self]

    @classmethod
    def by_name(cls, name: str) -> TxnState | None:
        for state, text in _NAMES.items():
            if text == name:
                return state
        return None

    @property
    def prepared(self) -> bool:
        return self in (TxnState.PREPARE_COMMIT, TxnState.PREPARE_ABORT)

    @property
    def completed(self) -> bool:
        """Empty, CompleteCommit or CompleteAbort: no transaction open."""
        return self in (TxnState.EMPTY, TxnState.COMPLETE_COMMIT, TxnState.COMPLETE_ABORT)


_NAMES = {
    TxnState.EMPTY: "Empty",
    TxnState.ONGOING: "Ongoing",
    TxnState.PREPARE_COMMIT: "PrepareCommit",
    TxnState.PREPARE_ABORT: "PrepareAbort",
    TxnState.COMPLETE_COMMIT: "CompleteCommit",
    TxnState.COMPLETE_ABORT: "CompleteAbort",
    TxnState.DEAD: "Dead",
    TxnState.PREPARE_EPOCH_FENCE: "PrepareEpochFence",
}

TopicPartition = tuple[str, int]


@dataclass(frozen=True, slots=True)
class TxnMetadata:
    """One transactional id's state (see the module docstring)."""

    transactional_id: str
    producer_id: int
    producer_epoch: int = -1
    prev_producer_id: int = -1  # the producer id before the last rotation (an exhausted epoch), or -1
    next_producer_id: int = -1  # TV2: the producer id the transaction being completed hands over to, or -1
    timeout_ms: int = 60_000
    state: TxnState = TxnState.EMPTY
    partitions: frozenset[TopicPartition] = frozenset()
    start_ms: int = -1  # when the open transaction started (wall clock), or -1
    update_ms: int = -1  # the last state change (wall clock)
    client_version: int = 0  # the client's transaction version: 0/1 classic, 2 KIP-890 part 2
    last_producer_epoch: int = -1  # not persisted (module docstring)

    def value(self) -> TransactionLogValue:
        V = TransactionLogValue
        by_topic: dict[str, list[int]] = {}
        for topic, index in sorted(self.partitions):
            by_topic.setdefault(topic, []).append(index)
        return V(
            producer_id=self.producer_id,
            previous_producer_id=self.prev_producer_id,
            next_producer_id=self.next_producer_id,
            producer_epoch=self.producer_epoch,
            next_producer_epoch=-1,
            transaction_timeout_ms=self.timeout_ms,
            transaction_status=int(self.state),
            transaction_partitions=None
            if self.state is TxnState.EMPTY
            else [V.PartitionsSchema(topic=t, partition_ids=ps) for t, ps in by_topic.items()],
            transaction_last_update_timestamp_ms=self.update_ms,
            transaction_start_timestamp_ms=self.start_ms,
            client_transaction_version=self.client_version,
        )

    @classmethod
    def from_value(cls, transactional_id: str, v: TransactionLogValue) -> TxnMetadata:
        try:
            state = TxnState(v.transaction_status)
        except ValueError:
            raise DecodeError(f"transaction status {v.transaction_status} of {transactional_id!r}") from None
        parts = frozenset((p.topic, i) for p in v.transaction_partitions or () for i in p.partition_ids)
        return cls(
            transactional_id,
            v.producer_id,
            v.producer_epoch,
            v.previous_producer_id,
            v.next_producer_id,
            v.transaction_timeout_ms,
            state,
            parts,
            v.transaction_start_timestamp_ms,
            v.transaction_last_update_timestamp_ms,
            v.client_transaction_version,
        )


@dataclass(frozen=True, slots=True)
class TxnRecord:
    """A `__transaction_state` record: the id's new state (None: a tombstone), and the value version to write."""

    transactional_id: str
    metadata: TxnMetadata | None
    version: int = 1


def encode_txn_record(rec: TxnRecord) -> tuple[bytes, bytes | None]:
    key = _H.pack(0) + TransactionLogKey(transactional_id=rec.transactional_id).encode(0)
    if rec.metadata is None:
        return key, None
    version = 1 if rec.version >= 1 else 0
    return key, _H.pack(version) + rec.metadata.value().encode(version)


def decode_txn_record(key: bytes | memoryview, value: bytes | memoryview | None) -> TxnRecord | None:
    """The record of a key and value; None for a key version kraftpy does not know. Raises DecodeError."""
    if len(key) < 2:
        raise DecodeError("a __transaction_state record key shorter than its version")
    if _H.unpack_from(key, 0)[0] != 0:
        return None
    k = TransactionLogKey.decode(bytes(key[2:]), 0)
    if value is None:
        return TxnRecord(k.transactional_id, None)
    if len(value) < 2:
        raise DecodeError("a __transaction_state record value shorter than its version")
    version = _H.unpack_from(value, 0)[0]
    lo, hi = TransactionLogValue.VALID_VERSIONS
    if not lo <= version <= hi:
        raise DecodeError(f"TransactionLogValue version {version} is not supported")
    v = TransactionLogValue.decode_from(bytes(value), 2, version)[0]
    return TxnRecord(k.transactional_id, TxnMetadata.from_value(k.transactional_id, v), version)


class TxnRecordSerde:
    """The transaction coordinator's records for the coordinator runtime (`RecordSerde`)."""

    __slots__ = ()

    def encode(self, record: TxnRecord) -> tuple[bytes, bytes | None]:
        return encode_txn_record(record)

    def decode(self, key: bytes, value: bytes | None) -> TxnRecord | None:
        return decode_txn_record(key, value)


TXN_RECORD_SERDE = TxnRecordSerde()
