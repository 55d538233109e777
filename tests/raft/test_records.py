from kraftpy.protocol.messages.raft_records import LeaderChangeMessage, SnapshotHeaderRecord
from kraftpy.protocol.records import ControlRecordType, decode_batch, parse_control_key
from kraftpy.raft.records import (
    build_data_batch,
    build_leader_change_batch,
    build_snapshot,
    decode_log_batches,
    read_snapshot,
)


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
    data = build_snapshot(
        records, epoch=3, timestamp=99, last_contained_log_timestamp=42, max_batch_bytes=200
    )
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
    header, payloads = read_snapshot(
        build_snapshot([], epoch=1, timestamp=0, last_contained_log_timestamp=-1)
    )
    assert payloads == [] and header.version == 0
