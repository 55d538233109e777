"""Interoperability with the record codecs of kafka-python 3.0.12 and aiokafka 0.14.0 (no network)."""

from __future__ import annotations

import aiokafka.record.default_records as aiokafka_records
import aiokafka.record.memory_records as aiokafka_memory
import kafka.codec as kafka_codec
import kafka.record.default_records as kafka_records
import kafka.record.memory_records as kafka_memory
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kraftpy.protocol.records import (
    ControlRecordType,
    RecordBatchBuilder,
    build_end_txn_marker,
    decode_batch,
    decode_batches,
    set_log_append_time,
    validate_batches,
)

from .strategies import header_lists, payloads

CODECS = [0, 1, 2, 3, 4]
_KAFKA_HAS = {
    0: lambda: True,
    1: kafka_codec.has_gzip,
    2: kafka_codec.has_snappy,
    3: kafka_codec.has_lz4,
    4: kafka_codec.has_zstd,
}


def needs_kafka_python_codec(codec: int) -> None:
    # python-snappy, lz4 and zstandard are test dependencies (pyproject.toml), so every codec is available.
    assert _KAFKA_HAS[codec](), f"kafka-python lacks the library for codec {codec}: install the test extras"


records_strategy = st.lists(
    st.tuples(st.integers(min_value=0, max_value=1 << 42), payloads, payloads, header_lists),
    min_size=1,
    max_size=8,
)


def _b(x: object) -> bytes | None:
    return None if x is None else bytes(x)  # type: ignore[call-overload]


def build_kraftpy(codec: int, records: list, **kwargs: object) -> bytes:
    b = RecordBatchBuilder(compression=codec, **kwargs)  # type: ignore[arg-type]
    for ts, key, value, headers in records:
        b.append(ts, key, value, headers)
    return b.build()


def expected(records: list, base_offset: int = 0) -> list:
    return [(base_offset + i, ts, k, v, [(hk, hv) for hk, hv in hs]) for i, (ts, k, v, hs) in enumerate(records)]


def plain_kraftpy(data: bytes) -> list:
    return [
        (r.offset, r.timestamp, _b(r.key), _b(r.value), [(k, _b(v)) for k, v in r.headers])
        for b in decode_batches(data)
        for r in b.records
    ]


def plain_client(batch: object) -> list:
    return [
        (r.offset, r.timestamp, _b(r.key), _b(r.value), [(k, _b(v)) for k, v in r.headers])
        for r in batch  # type: ignore[attr-defined]
    ]


# ----------------------------------------------------------------------------------- kraftpy -> clients


@pytest.mark.parametrize("codec", CODECS)
@settings(max_examples=15, deadline=None)
@given(records=records_strategy, base_offset=st.integers(min_value=0, max_value=1 << 50))
def test_kraftpy_batches_decode_in_kafka_python(codec: int, records: list, base_offset: int) -> None:
    needs_kafka_python_codec(codec)
    raw = build_kraftpy(codec, records, base_offset=base_offset, producer_id=9, producer_epoch=1, base_sequence=4)
    batch = kafka_records.DefaultRecordBatch(bytearray(raw))
    assert batch.validate_crc()
    assert (batch.base_offset, batch.producer_id, batch.producer_epoch, batch.base_sequence) == (
        base_offset,
        9,
        1,
        4,
    )
    assert batch.compression_type == codec and batch.records_count == len(records)
    assert plain_client(batch) == expected(records, base_offset)


@pytest.mark.parametrize("codec", CODECS)
@settings(max_examples=15, deadline=None)
@given(records=records_strategy, base_offset=st.integers(min_value=0, max_value=1 << 50))
def test_kraftpy_batches_decode_in_aiokafka(codec: int, records: list, base_offset: int) -> None:
    raw = build_kraftpy(codec, records, base_offset=base_offset, producer_id=9, producer_epoch=1, base_sequence=4)
    batch = aiokafka_records.DefaultRecordBatch(raw)
    assert batch.validate_crc()
    assert (batch.base_offset, batch.producer_id, batch.compression_type) == (base_offset, 9, codec)
    assert plain_client(batch) == expected(records, base_offset)


@pytest.mark.parametrize("codec", CODECS)
def test_memory_records_walk_kraftpy_log(codec: int) -> None:
    needs_kafka_python_codec(codec)
    batches = [build_kraftpy(codec, [(1000 + i, b"k", b"v%d" % i, [])], base_offset=i) for i in range(5)]
    log = b"".join(batches)
    partial = log + batches[0][:30]  # a Fetch response may end with a partial batch
    for memory_records in (kafka_memory.MemoryRecords(partial), aiokafka_memory.MemoryRecords(partial)):
        offsets = []
        while memory_records.has_next():
            batch = memory_records.next_batch()
            offsets.extend(r.offset for r in batch)
        assert offsets == [0, 1, 2, 3, 4]
    assert validate_batches(partial, allow_partial=True).end == len(log)


def test_log_append_time_and_leader_epoch_seen_by_clients() -> None:
    buf = bytearray(build_kraftpy(1, [(5, None, b"a", []), (6, None, b"b", [])], partition_leader_epoch=3))
    set_log_append_time(buf, 0, 123456)
    k = kafka_records.DefaultRecordBatch(bytearray(buf))
    assert k.validate_crc() and k.timestamp_type == 1 and k.leader_epoch == 3
    assert [(r.timestamp, r.timestamp_type) for r in k] == [(123456, 1), (123456, 1)]
    a = aiokafka_records.DefaultRecordBatch(bytes(buf))
    assert a.validate_crc() and a.timestamp_type == 1
    assert [r.timestamp for r in a] == [123456, 123456]


def test_end_txn_marker_seen_by_clients() -> None:
    raw = build_end_txn_marker(commit=False, producer_id=5, producer_epoch=2, coordinator_epoch=1, timestamp=7)
    k = kafka_records.DefaultRecordBatch(bytearray(raw))
    assert k.is_control_batch and k.is_transactional
    (marker,) = list(k)
    assert marker.abort and marker.type == ControlRecordType.ABORT
    a = aiokafka_records.DefaultRecordBatch(raw)
    assert a.is_control_batch and a.is_transactional
    from aiokafka.record.control_record import ABORT_MARKER, ControlRecord

    (record,) = list(a)
    assert ControlRecord.parse(record.key) == ABORT_MARKER


# ----------------------------------------------------------------------------------- clients -> kraftpy


@pytest.mark.parametrize("codec", CODECS)
@settings(max_examples=15, deadline=None)
@given(records=records_strategy, transactional=st.booleans())
def test_kafka_python_batches_decode_in_kraftpy(codec: int, records: list, transactional: bool) -> None:
    needs_kafka_python_codec(codec)
    builder = kafka_records.DefaultRecordBatchBuilder(
        magic=2,
        compression_type=codec,
        is_transactional=transactional,
        producer_id=77 if transactional else -1,
        producer_epoch=3 if transactional else -1,
        base_sequence=10 if transactional else -1,
        batch_size=1 << 20,
    )
    for i, (ts, key, value, headers) in enumerate(records):
        builder.append(i, ts, key, value, headers)
    raw = bytes(builder.build())
    (header,) = validate_batches(raw, strict=True)
    # kafka-python leaves a batch uncompressed when compression does not make it smaller
    assert header.compression in (0, codec) and header.is_transactional == transactional
    assert header.producer_id == (77 if transactional else -1)
    assert plain_kraftpy(raw) == expected(records)


@pytest.mark.parametrize("codec", CODECS)
@settings(max_examples=15, deadline=None)
@given(records=records_strategy)
def test_aiokafka_batches_decode_in_kraftpy(codec: int, records: list) -> None:
    builder = aiokafka_records.DefaultRecordBatchBuilder(2, codec, 0, 1234, 5, 0, 1 << 20)
    for i, (ts, key, value, headers) in enumerate(records):
        builder.append(i, ts, key, value, headers)
    raw = bytes(builder.build())
    (header,) = validate_batches(raw, strict=True)
    assert (header.compression, header.producer_id, header.producer_epoch, header.base_sequence) == (
        codec,
        1234,
        5,
        0,
    )
    assert plain_kraftpy(raw) == expected(records)


@pytest.mark.parametrize("codec", CODECS)
def test_large_client_batches(codec: int) -> None:
    # Several compression blocks (snappy 32 KiB, lz4 64 KiB) and many records.
    needs_kafka_python_codec(codec)
    records = [(1000 + i, b"key-%d" % i, (b"value-%d-" % i) * 20, [("n", b"%d" % i)]) for i in range(3000)]
    for builder in (
        kafka_records.DefaultRecordBatchBuilder(2, codec, 0, -1, -1, -1, 1 << 24),
        aiokafka_records.DefaultRecordBatchBuilder(2, codec, 0, -1, -1, -1, 1 << 24),
    ):
        for i, (ts, key, value, headers) in enumerate(records):
            builder.append(i, ts, key, value, headers)
        raw = bytes(builder.build())
        assert plain_kraftpy(raw) == expected(records)
    ours = build_kraftpy(codec, records)
    k = kafka_records.DefaultRecordBatch(bytearray(ours))
    assert plain_client(k) == expected(records)
    assert len(decode_batch(ours).records) == 3000
