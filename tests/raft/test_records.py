import struct

import pytest
from crc32c import crc32c

from kraftpy.protocol.messages.raft_records import (
    LeaderChangeMessage,
    SnapshotFooterRecord,
    SnapshotHeaderRecord,
)
from kraftpy.protocol.records import (
    CompressionType,
    ControlRecordType,
    RecordBatchBuilder,
    build_control_batch,
    check_batch,
    decode_batch,
    parse_control_key,
    read_records_count,
)
from kraftpy.raft.records import (
    build_data_batch,
    build_leader_change_batch,
    build_snapshot,
    decode_log_batches,
    read_snapshot,
)
from kraftpy.raft.types import RaftError


def test_leader_change_batch_is_a_kafka_control_batch() -> None:
    data = build_leader_change_batch(2, [1, 2, 3], [3, 2], base_offset=10, epoch=4, timestamp=1234)
    batch = decode_batch(data)
    assert batch.header.is_control and not batch.header.is_transactional
    assert batch.header.base_offset == 10 and batch.header.partition_leader_epoch == 4
    (record,) = batch.records
    assert bytes(record.key) == b"\x00\x00\x00\x02"  # key version 0, type LEADER_CHANGE
    assert parse_control_key(record.key) == (0, ControlRecordType.LEADER_CHANGE)
    message = LeaderChangeMessage.decode(record.value, 0)
    assert message.leader_id == 2
    assert [v.voter_id for v in message.voters] == [1, 2, 3]
    assert [v.voter_id for v in message.granting_voters] == [2, 3]
    (decoded,) = decode_log_batches(data)
    assert decoded.is_control and decoded.control_records[0].message == message


def test_data_batch_carries_opaque_payloads() -> None:
    data = build_data_batch([b"a", b"\x00\xff"], base_offset=7, epoch=2, timestamp=5)
    (batch,) = decode_log_batches(data)
    assert (batch.base_offset, batch.last_offset, batch.epoch) == (7, 8, 2)
    assert batch.records == (b"a", b"\x00\xff") and not batch.is_control


def test_snapshot_has_header_and_footer() -> None:
    records = [f"r{i}".encode() * 20 for i in range(30)]
    data = build_snapshot(records, epoch=3, timestamp=99, last_contained_log_timestamp=42, max_batch_bytes=200)
    batches = decode_log_batches(data)
    assert len(batches) > 3  # split into several data batches
    assert batches[0].control_records[0].type == ControlRecordType.SNAPSHOT_HEADER
    assert batches[-1].control_records[0].type == ControlRecordType.SNAPSHOT_FOOTER
    assert all(b.epoch == 3 for b in batches)
    assert [b.base_offset for b in batches] == sorted(b.base_offset for b in batches)
    header, payloads = read_snapshot(data)
    assert isinstance(header, SnapshotHeaderRecord) and header.last_contained_log_timestamp == 42
    assert payloads == records


def test_empty_snapshot() -> None:
    header, payloads = read_snapshot(build_snapshot([], epoch=1, timestamp=0, last_contained_log_timestamp=-1))
    assert payloads == [] and header.version == 0


def test_data_batch_null_values_and_keys() -> None:
    builder = RecordBatchBuilder(base_offset=3, partition_leader_epoch=1)
    builder.append(10, b"key", b"v1", [("h", b"x")])
    builder.append(10, None, None)
    builder.append(10, None, b"")
    (batch,) = decode_log_batches(builder.build())
    assert batch.records == (b"v1", b"", b"") and all(type(v) is bytes for v in batch.records)


def _snapshot_with(data_batches: list[bytes], epoch: int = 2) -> bytes:
    """A snapshot whose data batches are `data_batches` (built by hand: build_snapshot never compresses)."""
    plain = build_snapshot([], epoch=epoch, timestamp=0, last_contained_log_timestamp=7)
    header_batch = plain[: check_batch(memoryview(plain), 0).end]  # type: ignore[union-attr]
    footer = build_control_batch(
        ControlRecordType.SNAPSHOT_FOOTER,
        SnapshotFooterRecord(version=0).encode(0),
        timestamp=0,
        base_offset=1 + sum(read_records_count(b) for b in data_batches),
        partition_leader_epoch=epoch,
    )
    return header_batch + b"".join(data_batches) + footer


@pytest.mark.parametrize("codec", list(CompressionType))
def test_snapshot_with_compressed_data_batches(codec: int) -> None:
    values = [b"%d" % i * (i % 50) for i in range(200)]
    batches = []
    for start in (0, 120):
        builder = RecordBatchBuilder(compression=codec, base_offset=1 + start, partition_leader_epoch=2)
        for v in values[start : start + 120]:
            builder.append(0, None, v)
        batches.append(builder.build())
    header, payloads = read_snapshot(_snapshot_with(batches))
    assert header.last_contained_log_timestamp == 7
    assert payloads == values


def test_corrupt_data_batch_is_a_raft_error() -> None:
    good = build_data_batch([b"abc", b"defg"], base_offset=0, epoch=1, timestamp=5)
    bad_crc = bytearray(good)
    bad_crc[-1] ^= 1
    framing = bytearray(good)
    framing[61] += 2  # the first record's length no longer matches its content
    struct.pack_into(">I", framing, 17, crc32c(bytes(framing[21:])))
    for data in (bytes(bad_crc), bytes(framing), good[:-1], good + b"\x00" * 3):
        with pytest.raises(RaftError) as info:
            decode_log_batches(data)
        assert info.value.error_code == 2
        with pytest.raises(RaftError):
            read_snapshot(_snapshot_with([data]))
