"""The bytes raft writes: record batches of the metadata log and of snapshots.

Everything is built with `kraftpy.protocol.records.RecordBatchBuilder`, so a log or snapshot written here is
byte-for-byte what a Kafka node writes: data batches carry opaque payloads (the value of each record, no key);
control batches carry one raft control record (key = int16 version + int16 type, value = the control message
encoded in its own `Version`).

A snapshot is a sequence of batches starting at offset 0 in the snapshot's epoch: a control batch with a
`SnapshotHeaderRecord`, a control batch with the `VoterAssignmentMessage` in effect at the snapshot's offset (when
the voters are known: seed 003's CurrentVoters and TargetVoters), the data batches, and a control batch with a
`SnapshotFooterRecord`.
"""

from __future__ import annotations

import struct
from collections.abc import Sequence
from dataclasses import dataclass, field

from kraftpy.protocol.api import control_record_class
from kraftpy.protocol.codec import Message
from kraftpy.protocol.errors import ProtocolError
from kraftpy.protocol.messages.raft_records import (
    LeaderChangeMessage,
    SnapshotFooterRecord,
    SnapshotHeaderRecord,
    VoterAssignmentMessage,
)
from kraftpy.protocol.records import (
    ControlRecordType,
    RecordBatch,
    RecordBatchBuilder,
    batch_values,
    build_control_batch,
    check_batch,
    decode_batch,
    iter_batches,
    parse_control_key,
)

from .types import RaftError

__all__ = [
    "LEADER_CHANGE_VERSION",
    "MAX_BATCH_BYTES",
    "Batch",
    "ControlRecord",
    "build_data_batch",
    "VOTER_ASSIGNMENT",
    "build_leader_change_batch",
    "build_snapshot",
    "build_voter_assignment_batch",
    "decode_control_value",
    "decode_log_batches",
    "read_snapshot",
    "read_snapshot_with_voters",
    "voter_assignments_in",
]

VOTER_ASSIGNMENT = 1000  # kraftpy control record type of VoterAssignmentMessage (schemas/raft/README.md)

LEADER_CHANGE_VERSION = 0  # kraft.version 0 (static voters): no directory ids
MAX_BATCH_BYTES = 1 << 20  # upper bound of one batch built by the leader or a snapshot writer
_VERSION = struct.Struct(">h")


@dataclass(frozen=True, slots=True)
class ControlRecord:
    type: int
    message: Message


@dataclass(frozen=True, slots=True)
class Batch:
    """A committed batch handed to the state machine (data payloads, or control records)."""

    base_offset: int
    last_offset: int
    epoch: int
    append_timestamp: int
    size_in_bytes: int
    records: tuple[bytes, ...] = ()
    control_records: tuple[ControlRecord, ...] = field(default=())

    @property
    def is_control(self) -> bool:
        return bool(self.control_records)


def build_data_batch(records: Sequence[bytes], *, base_offset: int, epoch: int, timestamp: int) -> bytes:
    builder = RecordBatchBuilder(base_offset=base_offset, partition_leader_epoch=epoch)
    for value in records:
        builder.append(timestamp, None, value)
    return builder.build()


def build_leader_change_batch(
    leader_id: int,
    voters: Sequence[int],
    granting_voters: Sequence[int],
    *,
    base_offset: int,
    epoch: int,
    timestamp: int,
) -> bytes:
    message = LeaderChangeMessage(
        version=LEADER_CHANGE_VERSION,
        leader_id=leader_id,
        voters=[LeaderChangeMessage.Voter(voter_id=v) for v in voters],
        granting_voters=[LeaderChangeMessage.Voter(voter_id=v) for v in sorted(granting_voters)],
    )
    return build_control_batch(
        ControlRecordType.LEADER_CHANGE,
        message.encode(LEADER_CHANGE_VERSION),
        timestamp=timestamp,
        base_offset=base_offset,
        partition_leader_epoch=epoch,
    )


def build_voter_assignment_batch(
    message: VoterAssignmentMessage, *, base_offset: int, epoch: int, timestamp: int
) -> bytes:
    return build_control_batch(
        VOTER_ASSIGNMENT,
        message.encode(0),
        timestamp=timestamp,
        base_offset=base_offset,
        partition_leader_epoch=epoch,
    )


def voter_assignments_in(buf: bytes | memoryview) -> list[tuple[int, VoterAssignmentMessage]]:
    """The VoterAssignmentMessages of a run of log batches, with their offsets. Only control batches are decoded
    (data batches are skipped by their headers), so this is cheap on metadata batches."""
    out: list[tuple[int, VoterAssignmentMessage]] = []
    view = buf if type(buf) is memoryview else memoryview(buf)
    try:
        for pos, h in iter_batches(view):
            if not h.is_control:
                continue
            b = decode_batch(view, pos, verify_crc=False)
            for i, r in enumerate(b.records):
                _, control_type = parse_control_key(r.key)
                if control_type == VOTER_ASSIGNMENT:
                    msg = decode_control_value(control_type, r.value)
                    assert isinstance(msg, VoterAssignmentMessage)
                    out.append((h.base_offset + i, msg))
    except ProtocolError as exc:
        raise RaftError(f"corrupt batch in the metadata log: {exc}", error_code=2) from None
    return out


def decode_control_value(control_type: int, value: bytes | bytearray | memoryview | None) -> Message:
    cls = control_record_class(control_type)
    if cls is None:
        raise RaftError(f"unknown control record type {control_type}", error_code=2)
    if value is None or len(value) < 2:
        raise RaftError(f"control record of type {control_type} without a value", error_code=2)
    (version,) = _VERSION.unpack_from(value, 0)
    try:
        return cls.decode(value, version)
    except ProtocolError as exc:
        raise RaftError(f"corrupt control record of type {control_type}: {exc}", error_code=2) from None


def decode_log_batches(buf: bytes | memoryview) -> list[Batch]:
    """Decode log batches (CRC-checked) into `Batch` values for the state machine.

    Data batches take the values-only path (`batch_values`: no record objects); control batches are decoded in
    full for their keys.
    """
    view = buf if type(buf) is memoryview else memoryview(buf)
    # every batch is checked first (a damaged one is a RaftError about the batch), then the control records of
    # the control batches are decoded
    decoded: list[Batch | RecordBatch] = []
    try:
        pos = 0
        n = len(view)
        while pos < n:
            h = check_batch(view, pos)
            if h is None:  # pragma: no cover - check_batch returns None only with allow_partial
                break
            if h.is_control:
                decoded.append(decode_batch(view, pos, verify_crc=False))
            else:
                values = tuple(batch_values(view, pos, verify_crc=False)[1])
                epoch, timestamp = h.partition_leader_epoch, h.max_timestamp
                decoded.append(Batch(h.base_offset, h.last_offset, epoch, timestamp, h.size, values))
            pos = h.end
    except ProtocolError as exc:
        raise RaftError(f"corrupt batch in the metadata log: {exc}", error_code=2) from None
    out = []
    for b in decoded:
        if isinstance(b, Batch):
            out.append(b)
            continue
        h = b.header
        controls = []
        for r in b.records:
            _, control_type = parse_control_key(r.key)
            controls.append(ControlRecord(control_type, decode_control_value(control_type, r.value)))
        out.append(
            Batch(
                h.base_offset,
                h.last_offset,
                h.partition_leader_epoch,
                h.max_timestamp,
                h.size,
                control_records=tuple(controls),
            )
        )
    return out


def build_snapshot(
    records: Sequence[bytes],
    *,
    epoch: int,
    timestamp: int,
    last_contained_log_timestamp: int,
    max_batch_bytes: int = MAX_BATCH_BYTES,
    voters: VoterAssignmentMessage | None = None,
) -> bytes:
    """The bytes of a snapshot file holding `records` (payloads of data records) and, when given, the voter
    assignment in effect at the snapshot's offset."""
    header = SnapshotHeaderRecord(version=0, last_contained_log_timestamp=last_contained_log_timestamp)
    parts = [
        build_control_batch(
            ControlRecordType.SNAPSHOT_HEADER,
            header.encode(0),
            timestamp=timestamp,
            partition_leader_epoch=epoch,
        )
    ]
    offset = 1
    if voters is not None:
        parts.append(build_voter_assignment_batch(voters, base_offset=offset, epoch=epoch, timestamp=timestamp))
        offset += 1
    builder: RecordBatchBuilder | None = None
    for value in records:
        if builder is not None and builder.uncompressed_size + len(value) + 32 > max_batch_bytes:
            parts.append(builder.build())
            offset += len(builder)
            builder = None
        if builder is None:
            builder = RecordBatchBuilder(base_offset=offset, partition_leader_epoch=epoch)
        builder.append(timestamp, None, value)
    if builder is not None:
        parts.append(builder.build())
        offset += len(builder)
    parts.append(
        build_control_batch(
            ControlRecordType.SNAPSHOT_FOOTER,
            SnapshotFooterRecord(version=0).encode(0),
            timestamp=timestamp,
            base_offset=offset,
            partition_leader_epoch=epoch,
        )
    )
    return b"".join(parts)


def read_snapshot(data: bytes | memoryview) -> tuple[SnapshotHeaderRecord, list[bytes]]:
    """Check a snapshot's framing (header first, footer last, CRCs) and return its header and payloads."""
    header, payloads, _ = read_snapshot_with_voters(data)
    return header, payloads


def read_snapshot_with_voters(
    data: bytes | memoryview,
) -> tuple[SnapshotHeaderRecord, list[bytes], VoterAssignmentMessage | None]:
    """`read_snapshot`, plus the voter assignment the snapshot carries (None in a snapshot without one)."""
    batches = decode_log_batches(data)
    if len(batches) < 2:
        raise RaftError("snapshot has no header and footer batches", error_code=2)
    first, last = batches[0], batches[-1]
    if not first.control_records or first.control_records[0].type != ControlRecordType.SNAPSHOT_HEADER:
        raise RaftError("snapshot does not start with a SnapshotHeaderRecord", error_code=2)
    if not last.control_records or last.control_records[-1].type != ControlRecordType.SNAPSHOT_FOOTER:
        raise RaftError("snapshot does not end with a SnapshotFooterRecord", error_code=2)
    payloads: list[bytes] = []
    voters: VoterAssignmentMessage | None = None
    for b in batches[1:-1]:
        payloads.extend(b.records)
        for c in b.control_records:
            if isinstance(c.message, VoterAssignmentMessage):
                voters = c.message
    header = first.control_records[0].message
    assert isinstance(header, SnapshotHeaderRecord)
    return header, payloads, voters
