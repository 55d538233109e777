from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kraftpy.protocol.errors import CorruptRecordError, EncodeError
from kraftpy.protocol.records import (
    ControlRecordType,
    Record,
    RecordBatchBuilder,
    build_control_batch,
    build_end_txn_marker,
    decode_batch,
    decode_batches,
    decode_end_txn_value,
    decode_records,
    iter_records,
    layout,
    parse_control_key,
    validate_batches,
)

from .strategies import BatchSpec, batch_specs, header_lists, payloads, simple_batch

HEADER_FIELDS = (
    "base_offset",
    "batch_length",
    "partition_leader_epoch",
    "magic",
    "crc",
    "attributes",
    "last_offset_delta",
    "base_timestamp",
    "max_timestamp",
    "producer_id",
    "producer_epoch",
    "base_sequence",
    "records_count",
)


def _b(view: object) -> bytes | None:
    return None if view is None else bytes(view)  # type: ignore[call-overload]


def _plain(record: Record) -> tuple:
    return (
        record.offset,
        record.timestamp,
        _b(record.key),
        _b(record.value),
        [(k, _b(v)) for k, v in record.headers],
    )


@settings(max_examples=120, deadline=None)
@given(batch_specs())
def test_builder_fast_parser_and_oracle_agree(spec: BatchSpec) -> None:
    raw = spec.build()
    (header,) = validate_batches(raw)
    assert header.size == len(raw)
    assert header.base_offset == spec.base_offset
    assert header.attributes == spec.attributes
    assert header.last_offset_delta == spec.records[-1][0]
    assert header.records_count == len(spec.records)
    assert header.base_timestamp == spec.base_timestamp
    assert header.max_timestamp == spec.max_timestamp
    assert (header.producer_id, header.producer_epoch, header.base_sequence) == (
        spec.producer_id,
        spec.producer_epoch,
        spec.base_sequence,
    )
    assert header.partition_leader_epoch == spec.partition_leader_epoch

    batch = decode_batch(raw)
    assert batch.header == header
    expected = [
        (spec.base_offset + delta, spec.expected_timestamp(ts), key, value, headers)
        for delta, ts, key, value, headers in spec.records
    ]
    assert [_plain(r) for r in batch.records] == expected
    assert all(r.attributes == 0 for r in batch.records)

    oracle = layout.parse_batch(raw)
    for name in HEADER_FIELDS:
        assert oracle[name] == getattr(header, name), name
    assert len(oracle.records) == len(batch.records)
    for parsed, record in zip(oracle.records, batch.records, strict=True):
        assert parsed.offset_delta == record.offset - header.base_offset
        if not header.timestamp_type:
            assert parsed.timestamp_delta == record.timestamp - header.base_timestamp
        assert parsed.key == _b(record.key) and parsed.value == _b(record.value)
        assert [(h.key, h.value) for h in parsed.headers] == [(k, _b(v)) for k, v in record.headers]

    rebuilt = layout.build_batch(oracle)
    if spec.compression == 0:
        assert rebuilt == raw
    else:
        assert [_plain(r) for r in decode_batch(rebuilt)] == [_plain(r) for r in batch.records]


record_containers = st.fixed_dictionaries(
    {
        "attributes": st.integers(min_value=-128, max_value=127),
        "timestamp_delta": st.integers(min_value=-(1 << 40), max_value=1 << 40),
        "key": payloads,
        "value": payloads,
        "headers": header_lists.map(lambda hs: [{"key": k, "value": v} for k, v in hs]),
    }
)


@settings(max_examples=80, deadline=None)
@given(
    st.lists(record_containers, min_size=0, max_size=8),
    st.lists(st.integers(min_value=1, max_value=5), min_size=8, max_size=8),
    st.integers(min_value=0, max_value=4),
    st.integers(min_value=0, max_value=7).map(lambda f: f << 3),
    st.integers(min_value=0, max_value=10),
    st.integers(min_value=-(1 << 63), max_value=(1 << 63) - 1),
    st.integers(min_value=-(1 << 45), max_value=1 << 45),
)
def test_oracle_built_batches_decode(
    records: list[dict],
    gaps: list[int],
    codec: int,
    flags: int,
    extra_span: int,
    base_offset: int,
    base_ts: int,
) -> None:
    delta = gaps[0] - 1
    for record, gap in zip(records, gaps, strict=False):
        delta += gap
        record["offset_delta"] = delta
    last_offset_delta = (records[-1]["offset_delta"] if records else 0) + extra_span
    fields = {
        "base_offset": base_offset,
        "partition_leader_epoch": 3,
        "attributes": codec | flags,
        "last_offset_delta": last_offset_delta,
        "base_timestamp": base_ts,
        "max_timestamp": base_ts + 5,
        "producer_id": 17,
        "producer_epoch": 2,
        "base_sequence": 40,
        "records": records,
    }
    raw = layout.build_batch(fields)
    (header,) = validate_batches(raw)
    assert header.attributes == codec | flags and header.records_count == len(records)
    assert header.last_offset_delta == last_offset_delta and header.base_offset == base_offset
    decoded = decode_batch(raw).records
    log_append = flags & 0x08
    assert [
        (r.offset, r.timestamp, _b(r.key), _b(r.value), [(k, _b(v)) for k, v in r.headers], r.attributes)
        for r in decoded
    ] == [
        (
            base_offset + rec["offset_delta"],
            base_ts + 5 if log_append else base_ts + rec["timestamp_delta"],
            rec["key"],
            rec["value"],
            [(h["key"], h["value"]) for h in rec["headers"]],
            rec["attributes"],
        )
        for rec in records
    ]


def test_payloads_are_views_of_the_batch() -> None:
    raw = simple_batch(2)
    records = decode_records(raw)
    assert isinstance(records[0].key, memoryview) and isinstance(records[0].value, memoryview)
    assert records[0].key.obj is raw  # no copy: a slice of the input
    assert list(iter_records(raw)) == records
    assert records[1].headers == [("h", b"1"), ("null", None)]


def test_decode_batches_and_partial() -> None:
    a, b = simple_batch(2, base_offset=0), simple_batch(3, base_offset=2, compression=1)
    assert [len(x) for x in decode_batches(a + b)] == [2, 3]
    assert [len(x) for x in decode_batches(a + b[:-1], allow_partial=True)] == [2]
    with pytest.raises(CorruptRecordError):
        decode_batches(a + b[:-1])


def test_record_at_position() -> None:
    a, b = simple_batch(2), simple_batch(3, base_offset=2)
    assert [r.offset for r in decode_records(a + b, len(a))] == [2, 3, 4]


def test_builder_offsets_and_timestamps() -> None:
    b = RecordBatchBuilder(base_offset=10)
    assert b.append(500, b"k", None) == 10
    assert b.append(400, None, b"v") == 11  # timestamps may go backwards: negative delta
    assert b.append(600, None, None, offset_delta=5) == 15
    with pytest.raises(EncodeError):
        b.append(600, None, None, offset_delta=5)
    assert len(b) == 3 and b.uncompressed_size > 61
    batch = decode_batch(b.build())
    assert batch.header.last_offset_delta == 5 and batch.header.records_count == 3
    assert batch.header.base_timestamp == 500 and batch.header.max_timestamp == 600
    assert [(r.offset, r.timestamp) for r in batch] == [(10, 500), (11, 400), (15, 600)]


def test_builder_rejects_bad_input() -> None:
    with pytest.raises(EncodeError):
        RecordBatchBuilder(magic=1)
    with pytest.raises(EncodeError):
        RecordBatchBuilder(compression=9)
    with pytest.raises(EncodeError):
        RecordBatchBuilder().build()
    b = RecordBatchBuilder(producer_epoch=1 << 20)
    b.append(0, None, None)
    with pytest.raises(EncodeError):
        b.build()


def test_end_txn_markers() -> None:
    raw = build_end_txn_marker(
        commit=True, producer_id=5, producer_epoch=1, coordinator_epoch=12, timestamp=99, base_offset=7
    )
    batch = decode_batch(raw)
    assert batch.is_control and batch.is_transactional
    assert batch.header.producer_id == 5 and batch.base_offset == 7
    (record,) = batch.records
    assert parse_control_key(record.key) == (0, ControlRecordType.COMMIT)
    assert decode_end_txn_value(record.value) == (0, 12)
    abort = decode_batch(
        build_end_txn_marker(commit=False, producer_id=5, producer_epoch=1, coordinator_epoch=3, timestamp=1)
    )
    assert parse_control_key(abort.records[0].key)[1] == ControlRecordType.ABORT


def test_raft_control_batch_values_are_opaque() -> None:
    raw = build_control_batch(ControlRecordType.LEADER_CHANGE, b"\x00\x01opaque", timestamp=5, base_offset=3)
    batch = decode_batch(raw)
    assert batch.is_control and not batch.is_transactional and batch.header.producer_id == -1
    (record,) = batch.records
    assert parse_control_key(record.key) == (0, 2)
    assert bytes(record.value) == b"\x00\x01opaque"
    unknown = decode_batch(build_control_batch(42, None, timestamp=5)).records[0]
    assert parse_control_key(unknown.key) == (0, 42)


@pytest.mark.parametrize("key", [None, b"", b"\x00\x00\x00", b"\xff\xff\x00\x01"])
def test_bad_control_keys(key: bytes | None) -> None:
    with pytest.raises(CorruptRecordError):
        parse_control_key(key)


@pytest.mark.parametrize("value", [None, b"", b"\x00\x00\x00\x00\x01", b"\xff\xff\x00\x00\x00\x01"])
def test_bad_end_txn_values(value: bytes | None) -> None:
    with pytest.raises(CorruptRecordError):
        decode_end_txn_value(value)
