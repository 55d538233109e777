"""Message and record codecs side by side: kraftpy vs kafka-python 3.0.12 vs kio 0.6.5, in one run.

Every case is built from the SAME logical content in each library, and before anything is timed the script
checks that the three libraries write byte-identical encodings, that each library decodes the common bytes
back to the same content, and that each library re-encodes what it decoded to the same bytes. A benchmark over
different bytes would compare different work, so a failed check stops the run (exit status 1).

Cases (each is timed in both directions):

* ``metadata``: MetadataResponse v12, 3 brokers, 10 topics (with ids) x 100 partitions, RF 3 (replicas = ISR).
* ``produce``: ProduceRequest v9, one topic, 10 partitions, each with a ~10 KB record batch (opaque bytes to
  the message codec).
* ``fetch``: FetchResponse v16, 2 topics by id x 10 partitions with ~10 KB record batches, the tagged fields
  (DivergingEpoch, CurrentLeader, SnapshotId, NodeEndpoints) at their defaults so none is written.
* ``batch``: a RecordBatch (magic 2) of 100 records as producers send them (benchmarks/workload.py's ``varied``
  mix: values of 50-150 B, keys of 8-24 B, a header on every 4th record), no compression: build it, and decode it
  fully into records (CRC checked by all three).
* ``batch-same``: the same with identical records (10 B keys, 100 B values, no headers), for comparison.

Method: each (case, library, direction) cell is warmed up and calibrated to a fixed iteration count (about
``--target-ms`` of work; ``--iterations`` fixes it for every cell instead). After one untimed interleaved
round, ``--rounds`` rounds run; in each round every cell is timed once for its iteration count, in a freshly
shuffled order, so that machine load and ordering affect all libraries alike. The garbage collector is
disabled while timing (``gc.collect()`` runs before every round) for all libraries equally. The table shows
the median ops/s over the rounds, the spread of the rounds ((max - min) / median) and the ratios
kraftpy/kafka-python and kraftpy/kio of the medians.

Usage::

    .venv/bin/python benchmarks/codec_bench.py            # 7 rounds, ~150 ms per cell and round
    .venv/bin/python benchmarks/codec_bench.py --quick    # smoke run: 3 rounds, ~15 ms per cell and round
    .venv/bin/python benchmarks/codec_bench.py --json out.json   # also write machine-readable results
    .venv/bin/python benchmarks/codec_bench.py --json     # JSON on stdout, the table on stderr
"""

from __future__ import annotations

import argparse
import datetime
import gc
import io
import json
import os
import platform
import random
import statistics
import sys
import time
import uuid
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import metadata as importlib_metadata
from pathlib import Path
from typing import Any, TextIO

sys.path.insert(0, str(Path(__file__).resolve().parent))  # benchmarks/workload.py, also when loaded by path
import workload

LIBS = ("kraftpy", "kafka-python", "kio")
DIRECTIONS = ("encode", "decode")
PINNED = {"kafka-python": "3.0.12", "kio": "0.6.5"}

# Content constants shared by every library.
CLUSTER_ID = "MkU3OEVBNTcwNTJENDM2Qk"
BROKERS = [(node, f"broker-{node}.kafka.internal", 9092, f"rack-{node}") for node in (1, 2, 3)]
BASE_TIMESTAMP = 1_700_000_000_000  # ms; whole seconds, see batch_content()
SEED = 20240611

# Issue targets (reported, never asserted): (case, direction, peer, minimum kraftpy/peer ratio).
TARGETS = (
    ("metadata", "encode", "kafka-python", 2.0),
    ("metadata", "decode", "kafka-python", 1.5),
    ("metadata", "encode", "kio", 1.5),
)


class BenchmarkError(Exception):
    """The libraries disagree about a case (or one is missing): timing it would be meaningless."""


# ------------------------------------------------------------------------------------------------ content


@dataclass(frozen=True, slots=True)
class PartitionMeta:
    index: int
    leader: int
    leader_epoch: int
    replicas: tuple[int, ...]
    isr: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TopicMeta:
    name: str
    topic_id: uuid.UUID
    partitions: tuple[PartitionMeta, ...]


@dataclass(frozen=True, slots=True)
class FetchPartition:
    index: int
    high_watermark: int
    last_stable_offset: int
    log_start_offset: int
    records: bytes


@dataclass(frozen=True, slots=True)
class FetchTopic:
    topic_id: uuid.UUID
    partitions: tuple[FetchPartition, ...]


def _uuid(rng: random.Random) -> uuid.UUID:
    return uuid.UUID(int=rng.getrandbits(128), version=4)


def metadata_content(rng: random.Random, topics: int = 10, partitions: int = 100) -> list[TopicMeta]:
    nodes = [b[0] for b in BROKERS]
    result = []
    for t in range(topics):
        parts = []
        for p in range(partitions):
            replicas = tuple(nodes[(p + t + i) % len(nodes)] for i in range(3))
            parts.append(PartitionMeta(p, replicas[0], rng.randrange(0, 50), replicas, replicas))
        result.append(TopicMeta(f"orders.events-{t:02d}", _uuid(rng), tuple(parts)))
    return result


BatchRecord = tuple[int, bytes, bytes, list[tuple[str, bytes]]]


def batch_content(rng: random.Random, count: int = 100, *, identical: bool = False) -> list[BatchRecord]:
    """(timestamp ms, key, value, headers) per record: the ``varied`` mix of benchmarks/workload.py, or identical
    records (10 B keys, 100 B values, no headers).

    Timestamps are whole seconds apart because kio's record reader truncates timestamps to whole seconds; with
    these values every library decodes the same timestamps and the content check is exact.
    """
    if identical:
        return [(BASE_TIMESTAMP + 1000 * i, b"key-%06d" % i, rng.randbytes(100), []) for i in range(count)]
    pool = workload.records("varied", 100, count=count, seed=rng.randrange(1 << 30))
    return [(BASE_TIMESTAMP + 1000 * i, key or b"", value, headers) for i, (key, value, headers) in enumerate(pool)]


def blob(rng: random.Random, base_offset: int) -> bytes:
    """A ~10 KB record batch (90 records x 100 B); the message codecs treat it as opaque bytes."""
    from kraftpy.protocol.records import RecordBatchBuilder

    builder = RecordBatchBuilder(base_offset=base_offset, partition_leader_epoch=0)
    for i in range(90):
        builder.append(BASE_TIMESTAMP + i, b"k%08d" % i, rng.randbytes(100))
    return builder.build()


def fetch_content(rng: random.Random) -> list[FetchTopic]:
    topics = []
    for _ in range(2):
        parts = []
        for p in range(10):
            hwm = 1_000_000 + 1000 * p
            parts.append(FetchPartition(p, hwm, hwm, 0, blob(rng, hwm - 90)))
        topics.append(FetchTopic(_uuid(rng), tuple(parts)))
    return topics


# ------------------------------------------------------------------------------------------------ cases


@dataclass(slots=True)
class Case:
    """One benchmark case: per library an encode and a decode callable over the same content."""

    name: str
    title: str
    note: str
    encode: dict[str, Callable[[], Any]]
    decode: dict[str, Callable[[], Any]]
    # Correctness hooks (not timed): content summary of a decoded value, and re-encoding of a decoded value.
    summary: Callable[[Any], Any]
    expected: Any
    reencode: dict[str, Callable[[Any], Any]] = field(default_factory=dict)
    wire: bytes = b""


def _kio_encoder(writer: Callable[[Any, Any], None], obj: Any) -> Callable[[], bytes]:
    def encode() -> bytes:
        buf = io.BytesIO()
        writer(buf, obj)
        return buf.getvalue()

    return encode


def _kio_reencode(writer: Callable[[Any, Any], None]) -> Callable[[Any], bytes]:
    def encode(obj: Any) -> bytes:
        buf = io.BytesIO()
        writer(buf, obj)
        return buf.getvalue()

    return encode


def _kio_decoder(reader: Callable[[Any, int], tuple[Any, int]], wire: bytes) -> Callable[[], Any]:
    def decode() -> Any:
        return reader(wire, 0)[0]

    return decode


def _kafka_python_reencode(version: int) -> Callable[[Any], Any]:
    def encode(obj: Any) -> Any:
        obj._header = None  # a decoded kafka-python message has no _header slot set; encode() reads it
        return obj.encode(version=version)

    return encode


def _kraftpy_reencode(version: int) -> Callable[[Any], bytes]:
    def encode(obj: Any) -> bytes:
        return obj.encode(version)

    return encode


def _reencoders(version: int, kio_writer: Callable[[Any, Any], None]) -> dict[str, Callable[[Any], Any]]:
    return {
        "kraftpy": _kraftpy_reencode(version),
        "kafka-python": _kafka_python_reencode(version),
        "kio": _kio_reencode(kio_writer),
    }


def metadata_case(rng: random.Random) -> Case:
    from kafka.protocol.metadata import MetadataResponse as KpMetadataResponse
    from kio.schema.errors import ErrorCode
    from kio.schema.metadata.v12 import response as kio_md
    from kio.schema.types import BrokerId, TopicName
    from kio.serial import entity_reader, entity_writer
    from kio.static.primitive import i32, i32Timedelta

    from kraftpy.protocol.messages.metadata import MetadataResponse

    version = 12
    topics = metadata_content(rng)

    r = MetadataResponse
    ours = r(
        throttle_time_ms=0,
        brokers=[r.MetadataResponseBroker(node_id=n, host=h, port=p, rack=k) for n, h, p, k in BROKERS],
        cluster_id=CLUSTER_ID,
        controller_id=1,
        topics=[
            r.MetadataResponseTopic(
                error_code=0,
                name=t.name,
                topic_id=t.topic_id,
                is_internal=False,
                partitions=[
                    r.MetadataResponsePartition(
                        error_code=0,
                        partition_index=p.index,
                        leader_id=p.leader,
                        leader_epoch=p.leader_epoch,
                        replica_nodes=list(p.replicas),
                        isr_nodes=list(p.isr),
                        offline_replicas=[],
                    )
                    for p in t.partitions
                ],
            )
            for t in topics
        ],
    )

    k = KpMetadataResponse
    kp_partition = k.MetadataResponseTopic.MetadataResponsePartition
    theirs = k(
        version=version,
        throttle_time_ms=0,
        brokers=[k.MetadataResponseBroker(node_id=n, host=h, port=p, rack=rk) for n, h, p, rk in BROKERS],
        cluster_id=CLUSTER_ID,
        controller_id=1,
        topics=[
            k.MetadataResponseTopic(
                error_code=0,
                name=t.name,
                topic_id=t.topic_id,
                is_internal=False,
                partitions=[
                    kp_partition(
                        error_code=0,
                        partition_index=p.index,
                        leader_id=p.leader,
                        leader_epoch=p.leader_epoch,
                        replica_nodes=list(p.replicas),
                        isr_nodes=list(p.isr),
                        offline_replicas=[],
                    )
                    for p in t.partitions
                ],
                authorized_operations=None,  # kafka-python's bitfield for INT32_MIN ("not requested")
            )
            for t in topics
        ],
    )

    # kio's phantom types (i32(...), BrokerId(...), ...) check the value and return it unchanged.
    kio_obj = kio_md.MetadataResponse(
        throttle_time=i32Timedelta.parse(datetime.timedelta(0)),
        brokers=tuple(
            kio_md.MetadataResponseBroker(node_id=BrokerId(n), host=h, port=i32(p), rack=rk) for n, h, p, rk in BROKERS
        ),
        cluster_id=CLUSTER_ID,
        controller_id=BrokerId(1),
        topics=tuple(
            kio_md.MetadataResponseTopic(
                error_code=ErrorCode.none,
                name=TopicName(t.name),
                topic_id=t.topic_id,
                is_internal=False,
                partitions=tuple(
                    kio_md.MetadataResponsePartition(
                        error_code=ErrorCode.none,
                        partition_index=i32(p.index),
                        leader_id=BrokerId(p.leader),
                        leader_epoch=i32(p.leader_epoch),
                        replica_nodes=tuple(BrokerId(n) for n in p.replicas),
                        isr_nodes=tuple(BrokerId(n) for n in p.isr),
                        offline_replicas=(),
                    )
                    for p in t.partitions
                ),
            )
            for t in topics
        ),
    )
    kio_writer = entity_writer(kio_md.MetadataResponse)
    kio_reader = entity_reader(kio_md.MetadataResponse)
    wire = ours.encode(version)

    def summary(obj: Any) -> Any:
        return (
            [(int(b.node_id), b.host, int(b.port), b.rack) for b in obj.brokers],
            obj.cluster_id,
            int(obj.controller_id),
            [
                (
                    t.name,
                    t.topic_id,
                    [
                        (
                            int(p.partition_index),
                            int(p.leader_id),
                            int(p.leader_epoch),
                            tuple(p.replica_nodes),
                            tuple(p.isr_nodes),
                        )
                        for p in t.partitions
                    ],
                )
                for t in obj.topics
            ],
        )

    expected = (
        [(n, h, p, rk) for n, h, p, rk in BROKERS],
        CLUSTER_ID,
        1,
        [
            (
                t.name,
                t.topic_id,
                [(p.index, p.leader, p.leader_epoch, p.replicas, p.isr) for p in t.partitions],
            )
            for t in topics
        ],
    )
    n_parts = sum(len(t.partitions) for t in topics)
    return Case(
        name="metadata",
        title=f"MetadataResponse v12, {len(topics)} topics x {n_parts // len(topics)} partitions, RF 3",
        note="",
        encode={
            "kraftpy": lambda: ours.encode(version),
            "kafka-python": lambda: theirs.encode(version=version),
            "kio": _kio_encoder(kio_writer, kio_obj),
        },
        decode={
            "kraftpy": lambda: MetadataResponse.decode(wire, version),
            "kafka-python": lambda: KpMetadataResponse.decode(wire, version=version),
            "kio": _kio_decoder(kio_reader, wire),
        },
        summary=summary,
        expected=expected,
        reencode=_reencoders(version, kio_writer),
        wire=wire,
    )


def produce_case(rng: random.Random) -> Case:
    from kafka.protocol.producer import ProduceRequest as KpProduceRequest
    from kio.schema.produce.v9 import request as kio_pr
    from kio.schema.types import TopicName
    from kio.serial import entity_reader, entity_writer
    from kio.static.primitive import Records, i16, i32, i32Timedelta

    from kraftpy.protocol.messages.produce import ProduceRequest

    version = 9
    topic = "orders.events"
    blobs = [blob(rng, 0) for _ in range(10)]

    r = ProduceRequest
    ours = r(
        transactional_id=None,
        acks=-1,
        timeout_ms=30000,
        topic_data=[
            r.TopicProduceData(
                name=topic,
                partition_data=[r.PartitionProduceData(index=i, records=b) for i, b in enumerate(blobs)],
            )
        ],
    )
    k = KpProduceRequest
    theirs = k(
        version=version,
        transactional_id=None,
        acks=-1,
        timeout_ms=30000,
        topic_data=[
            k.TopicProduceData(
                name=topic,
                partition_data=[
                    k.TopicProduceData.PartitionProduceData(index=i, records=b) for i, b in enumerate(blobs)
                ],
            )
        ],
    )
    kio_obj = kio_pr.ProduceRequest(
        transactional_id=None,
        acks=i16(-1),
        timeout=i32Timedelta.parse(datetime.timedelta(milliseconds=30000)),
        topic_data=(
            kio_pr.TopicProduceData(
                name=TopicName(topic),
                partition_data=tuple(
                    kio_pr.PartitionProduceData(index=i32(i), records=Records(b)) for i, b in enumerate(blobs)
                ),
            ),
        ),
    )
    kio_writer = entity_writer(kio_pr.ProduceRequest)
    kio_reader = entity_reader(kio_pr.ProduceRequest)
    wire = ours.encode(version)

    def summary(obj: Any) -> Any:
        return (
            obj.transactional_id,
            int(obj.acks),
            [(t.name, [(int(p.index), bytes(p.records)) for p in t.partition_data]) for t in obj.topic_data],
        )

    expected = (None, -1, [(topic, list(enumerate(blobs)))])
    return Case(
        name="produce",
        title=f"ProduceRequest v9, 1 topic x 10 partitions x {len(blobs[0]) / 1000:.1f} KB records",
        note="records: kraftpy decodes them zero-copy (memoryview); kafka-python and kio copy them to bytes",
        encode={
            "kraftpy": lambda: ours.encode(version),
            "kafka-python": lambda: theirs.encode(version=version),
            "kio": _kio_encoder(kio_writer, kio_obj),
        },
        decode={
            "kraftpy": lambda: ProduceRequest.decode(wire, version),
            "kafka-python": lambda: KpProduceRequest.decode(wire, version=version),
            "kio": _kio_decoder(kio_reader, wire),
        },
        summary=summary,
        expected=expected,
        reencode=_reencoders(version, kio_writer),
        wire=wire,
    )


def _absent_is(tagged: Any, attr: str) -> int:
    """A field of a tagged struct; kafka-python leaves an absent tagged struct as None (all defaults: -1)."""
    return -1 if tagged is None else int(getattr(tagged, attr))


def fetch_case(rng: random.Random) -> Case:
    from kafka.protocol.consumer import FetchResponse as KpFetchResponse
    from kio.schema.errors import ErrorCode
    from kio.schema.fetch.v16 import response as kio_fr
    from kio.schema.types import BrokerId
    from kio.serial import entity_reader, entity_writer
    from kio.static.primitive import Records, i32, i32Timedelta, i64

    from kraftpy.protocol.messages.fetch import FetchResponse

    version = 16
    session_id = 1_234_567
    topics = fetch_content(rng)

    r = FetchResponse
    ours = r(
        throttle_time_ms=0,
        error_code=0,
        session_id=session_id,
        responses=[
            r.FetchableTopicResponse(
                topic_id=t.topic_id,
                partitions=[
                    r.PartitionData(
                        partition_index=p.index,
                        error_code=0,
                        high_watermark=p.high_watermark,
                        last_stable_offset=p.last_stable_offset,
                        log_start_offset=p.log_start_offset,
                        aborted_transactions=None,
                        preferred_read_replica=-1,
                        records=p.records,
                    )
                    for p in t.partitions
                ],
            )
            for t in topics
        ],
    )
    k = KpFetchResponse
    kp_partition = k.FetchableTopicResponse.PartitionData
    theirs = k(
        version=version,
        throttle_time_ms=0,
        error_code=0,
        session_id=session_id,
        responses=[
            k.FetchableTopicResponse(
                topic_id=t.topic_id,
                partitions=[
                    kp_partition(
                        partition_index=p.index,
                        error_code=0,
                        high_watermark=p.high_watermark,
                        last_stable_offset=p.last_stable_offset,
                        log_start_offset=p.log_start_offset,
                        aborted_transactions=None,
                        preferred_read_replica=-1,
                        records=p.records,
                    )
                    for p in t.partitions
                ],
            )
            for t in topics
        ],
    )
    kio_obj = kio_fr.FetchResponse(
        throttle_time=i32Timedelta.parse(datetime.timedelta(0)),
        error_code=ErrorCode.none,
        session_id=i32(session_id),
        responses=tuple(
            kio_fr.FetchableTopicResponse(
                topic_id=t.topic_id,
                partitions=tuple(
                    kio_fr.PartitionData(
                        partition_index=i32(p.index),
                        error_code=ErrorCode.none,
                        high_watermark=i64(p.high_watermark),
                        last_stable_offset=i64(p.last_stable_offset),
                        log_start_offset=i64(p.log_start_offset),
                        aborted_transactions=None,
                        preferred_read_replica=BrokerId(-1),
                        records=Records(p.records),
                    )
                    for p in t.partitions
                ),
            )
            for t in topics
        ),
    )
    kio_writer = entity_writer(kio_fr.FetchResponse)
    kio_reader = entity_reader(kio_fr.FetchResponse)
    wire = ours.encode(version)

    def summary(obj: Any) -> Any:
        return (
            int(obj.error_code),
            int(obj.session_id),
            [
                (
                    t.topic_id,
                    [
                        (
                            int(p.partition_index),
                            int(p.high_watermark),
                            int(p.last_stable_offset),
                            int(p.log_start_offset),
                            p.aborted_transactions,
                            (
                                _absent_is(p.diverging_epoch, "epoch"),
                                _absent_is(p.current_leader, "leader_id"),
                                _absent_is(p.snapshot_id, "end_offset"),
                            ),
                            bytes(p.records),
                        )
                        for p in t.partitions
                    ],
                )
                for t in obj.responses
            ],
            len(obj.node_endpoints),
        )

    expected = (
        0,
        session_id,
        [
            (
                t.topic_id,
                [
                    (
                        p.index,
                        p.high_watermark,
                        p.last_stable_offset,
                        p.log_start_offset,
                        None,
                        (-1, -1, -1),
                        p.records,
                    )
                    for p in t.partitions
                ],
            )
            for t in topics
        ],
        0,
    )
    blob_kb = len(topics[0].partitions[0].records) / 1000
    return Case(
        name="fetch",
        title=f"FetchResponse v16, 2 topic ids x 10 partitions x {blob_kb:.1f} KB records, tags at defaults",
        note=(
            "records: kraftpy decodes them zero-copy (memoryview); kafka-python and kio copy them to bytes. "
            "Absent tagged structs: kraftpy and kio build 3 default objects per partition, "
            "kafka-python leaves None"
        ),
        encode={
            "kraftpy": lambda: ours.encode(version),
            "kafka-python": lambda: theirs.encode(version=version),
            "kio": _kio_encoder(kio_writer, kio_obj),
        },
        decode={
            "kraftpy": lambda: FetchResponse.decode(wire, version),
            "kafka-python": lambda: KpFetchResponse.decode(wire, version=version),
            "kio": _kio_decoder(kio_reader, wire),
        },
        summary=summary,
        expected=expected,
        reencode=_reencoders(version, kio_writer),
        wire=wire,
    )


def batch_case(rng: random.Random, *, identical: bool = False) -> Case:
    from kafka.record.default_records import DefaultRecordBatch, DefaultRecordBatchBuilder
    from kio.records.readers import read_batch
    from kio.records.schema import NewRecordBatch, RecordHeader
    from kio.records.schema import Record as KioRecord
    from kio.records.writers import write_batch
    from kio.static.primitive import TZAwareMicros, i8, i16, i32, i64

    from kraftpy.protocol.records import RecordBatchBuilder, decode_batch

    records = batch_content(rng, identical=identical)

    def kraftpy_build() -> bytes:
        # kafka-python and kio write PartitionLeaderEpoch 0 in a client batch; kraftpy's default is -1.
        builder = RecordBatchBuilder(partition_leader_epoch=0)
        append = builder.append
        for ts, key, value, headers in records:
            append(ts, key, value, headers)
        return builder.build()

    def kafka_python_build() -> Any:
        builder = DefaultRecordBatchBuilder(
            magic=2,
            compression_type=0,
            is_transactional=False,
            producer_id=-1,
            producer_epoch=-1,
            base_sequence=-1,
            batch_size=1 << 20,
        )
        append = builder.append
        for offset, (ts, key, value, headers) in enumerate(records):
            append(offset, ts, key, value, headers)
        return builder.build()

    # kio's writer takes a NewRecordBatch of Record objects (timestamps as datetimes), its equivalent of the
    # message objects the other cases build beforehand; building them is not timed.
    kio_batch = NewRecordBatch(
        producer_id=i64(-1),
        producer_epoch=i16(-1),
        base_sequence=i32(-1),
        attributes=i16(0),
        records=tuple(
            KioRecord(
                attributes=i8(0),
                timestamp=TZAwareMicros.parse(datetime.datetime.fromtimestamp(ts / 1000, datetime.UTC)),
                offset=i64(i),
                key=key,
                value=value,
                headers=tuple(RecordHeader(key=k.encode(), value=v) for k, v in headers),
            )
            for i, (ts, key, value, headers) in enumerate(records)
        ),
    )

    def kio_build() -> bytes:
        buf = io.BytesIO()
        write_batch(buf, kio_batch)
        return buf.getvalue()

    wire = kraftpy_build()

    def kafka_python_decode() -> list[Any]:
        batch = DefaultRecordBatch(wire)
        if not batch.validate_crc():  # kraftpy and kio check the CRC while decoding; kafka-python on request
            raise ValueError("CRC mismatch")
        return list(batch)

    def summary(recs: Any) -> Any:
        out = []
        for rec in recs:
            ts = rec.timestamp
            if isinstance(ts, datetime.datetime):
                ts = round(ts.timestamp() * 1000)
            out.append((int(rec.offset), ts, bytes(rec.key), bytes(rec.value), len(rec.headers)))
        return out

    expected = [(i, ts, key, value, len(headers)) for i, (ts, key, value, headers) in enumerate(records)]
    shape = "10 B key + 100 B value" if identical else "8-24 B key + 50-150 B value, a header on every 4th (varied)"
    return Case(
        name="batch-same" if identical else "batch",
        title=f"RecordBatch, {len(records)} records x {shape}, uncompressed",
        note=(
            "encode = build the batch from (timestamp, key, value) (kio: from prebuilt Record objects); "
            "decode = CRC check + all records "
            "(kraftpy: memoryview payloads, kafka-python/kio: bytes copies). "
            "kafka-python and kio write PartitionLeaderEpoch 0 where kraftpy (like the Java producer) "
            "defaults to -1, so kraftpy builds with partition_leader_epoch=0 here; timestamps are whole "
            "seconds apart because kio's reader truncates timestamps to seconds"
        ),
        encode={"kraftpy": kraftpy_build, "kafka-python": kafka_python_build, "kio": kio_build},
        decode={
            "kraftpy": lambda: decode_batch(wire).records,
            "kafka-python": kafka_python_decode,
            "kio": lambda: read_batch(wire, 0)[0].records,
        },
        summary=summary,
        expected=expected,
        wire=wire,
    )


CASE_BUILDERS: dict[str, Callable[[random.Random], Case]] = {
    "metadata": metadata_case,
    "produce": produce_case,
    "fetch": fetch_case,
    "batch": batch_case,
    "batch-same": lambda rng: batch_case(rng, identical=True),
}


def build_cases(names: Sequence[str]) -> list[Case]:
    missing = []
    for dist in ("kafka-python", "kio"):
        try:
            importlib_metadata.version(dist)
        except importlib_metadata.PackageNotFoundError:
            missing.append(dist)
    if missing:
        raise BenchmarkError(f"not installed: {', '.join(missing)} (pip install -e '.[test]')")
    with warnings.catch_warnings():
        # kafka-python 3.0.12 loads its bundled schemas through a deprecated importlib.resources call
        warnings.simplefilter("ignore", DeprecationWarning)
        return [CASE_BUILDERS[name](random.Random(f"{SEED}-{name}")) for name in names]


# ------------------------------------------------------------------------------------------------ checks


def check_case(case: Case) -> list[str]:
    """Verify that the libraries agree on the bytes and the content; return notes; raise on disagreement."""
    notes = []
    encodings = {lib: bytes(case.encode[lib]()) for lib in LIBS}
    reference = encodings["kraftpy"]
    if reference != case.wire:
        raise BenchmarkError(f"{case.name}: kraftpy's encoding is not deterministic")
    for lib in LIBS[1:]:
        if encodings[lib] != reference:
            pos = next((i for i, (a, b) in enumerate(zip(reference, encodings[lib])) if a != b), None)
            raise BenchmarkError(
                f"{case.name}: {lib} writes different bytes than kraftpy ({len(encodings[lib])} vs "
                f"{len(reference)} bytes, first difference at offset "
                f"{pos if pos is not None else min(len(reference), len(encodings[lib]))})"
            )
    notes.append(f"{len(reference):,} bytes, byte-identical in all three libraries")
    for lib in LIBS:
        decoded = case.decode[lib]()
        if case.summary(decoded) != case.expected:
            raise BenchmarkError(f"{case.name}: {lib} decodes the common bytes to different content")
        if lib in case.reencode:
            again = bytes(case.reencode[lib](decoded))
            if again != reference:
                raise BenchmarkError(f"{case.name}: {lib} re-encodes what it decoded to different bytes")
    if case.reencode:
        notes.append("each library decodes them to the same content and re-encodes that to the same bytes")
    else:
        notes.append("each library decodes them to the same records")
    if case.note:
        notes.append(case.note)
    return notes


# ------------------------------------------------------------------------------------------------ timing


@dataclass(slots=True)
class Cell:
    case: str
    lib: str
    direction: str
    fn: Callable[[], Any]
    iterations: int = 1
    rounds: list[float] = field(default_factory=list)  # ops/s per round

    @property
    def key(self) -> str:
        return f"{self.case}/{self.direction}/{self.lib}"

    @property
    def median(self) -> float:
        return statistics.median(self.rounds)

    @property
    def spread(self) -> float:
        """(max - min) / median of the rounds."""
        return (max(self.rounds) - min(self.rounds)) / self.median if self.rounds else 0.0


def _time(fn: Callable[[], Any], iterations: int) -> float:
    loop = range(iterations)
    start = time.perf_counter()
    for _ in loop:
        fn()
    return time.perf_counter() - start


def calibrate(cell: Cell, target: float, fixed_iterations: int | None) -> None:
    """Warm the cell up and fix its iteration count (about `target` seconds of work)."""
    if fixed_iterations is not None:
        _time(cell.fn, fixed_iterations)
        cell.iterations = fixed_iterations
        return
    n = 1
    elapsed = _time(cell.fn, n)
    while elapsed < target / 2:
        n *= 2 if elapsed * 4 >= target / 2 else 8
        elapsed = _time(cell.fn, n)
    cell.iterations = max(1, round(n * target / elapsed))


def run_rounds(cells: list[Cell], rounds: int, seed: int, progress: TextIO | None) -> None:
    """One untimed interleaved round (warm-up), then `rounds` recorded ones, each in a new shuffled order."""
    order = list(cells)
    shuffler = random.Random(seed)
    for r in range(rounds + 1):
        shuffler.shuffle(order)
        gc.collect()
        gc.disable()
        try:
            timings = [(cell, _time(cell.fn, cell.iterations)) for cell in order]
        finally:
            gc.enable()
        if r == 0:
            continue
        for cell, elapsed in timings:
            cell.rounds.append(cell.iterations / elapsed if elapsed > 0 else float("inf"))
        if progress is not None:
            print(f"  round {r}/{rounds} done", file=progress, flush=True)


# ------------------------------------------------------------------------------------------------ report


def _versions() -> dict[str, str]:
    out = {}
    for dist in ("kraftpy", *PINNED):
        try:
            out[dist] = importlib_metadata.version(dist)
        except importlib_metadata.PackageNotFoundError:
            out[dist] = "?"
    return out


def _ratio(cells: dict[str, Cell], case: str, direction: str, peer: str) -> float:
    ours = cells[f"{case}/{direction}/kraftpy"].median
    theirs = cells[f"{case}/{direction}/{peer}"].median
    return ours / theirs if theirs else float("inf")


def results(cases: list[Case], cells: list[Cell], meta: dict[str, Any], notes: dict[str, list[str]]) -> dict:
    by_key = {c.key: c for c in cells}
    out_cases = []
    for case in cases:
        entry: dict[str, Any] = {
            "name": case.name,
            "title": case.title,
            "bytes": len(case.wire),
            "checks": notes[case.name],
            "cells": {},
            "ratios": {},
        }
        for direction in DIRECTIONS:
            entry["cells"][direction] = {
                lib: {
                    "median_ops_per_s": by_key[f"{case.name}/{direction}/{lib}"].median,
                    "median_us_per_op": 1e6 / by_key[f"{case.name}/{direction}/{lib}"].median,
                    "spread": by_key[f"{case.name}/{direction}/{lib}"].spread,
                    "iterations": by_key[f"{case.name}/{direction}/{lib}"].iterations,
                    "rounds_ops_per_s": by_key[f"{case.name}/{direction}/{lib}"].rounds,
                }
                for lib in LIBS
            }
            entry["ratios"][direction] = {
                f"kraftpy/{peer}": _ratio(by_key, case.name, direction, peer) for peer in LIBS[1:]
            }
        out_cases.append(entry)
    targets = []
    for target_case, direction, peer, minimum in TARGETS:
        if f"{target_case}/{direction}/kraftpy" in by_key:
            ratio = _ratio(by_key, target_case, direction, peer)
            targets.append(
                {
                    "case": target_case,
                    "direction": direction,
                    "ratio": f"kraftpy/{peer}",
                    "target": minimum,
                    "measured": ratio,
                    "met": ratio >= minimum,
                }
            )
    return {"meta": meta, "cases": out_cases, "targets": targets}


def print_table(res: dict, out: TextIO) -> None:
    meta = res["meta"]
    v = meta["versions"]
    print(
        f"Codec benchmark: kraftpy {v['kraftpy']} vs kafka-python {v['kafka-python']} vs kio {v['kio']} "
        f"(Python {meta['python']}, {meta['machine']}, {meta['cpus']} CPUs, "
        f"load average {meta['load_before']})",
        file=out,
    )
    print(
        f"{meta['rounds']} rounds after a warm-up round; every cell timed once per round for a fixed "
        f"iteration count ({meta['iterations']}), cells interleaved in a new random order each round.",
        file=out,
    )
    print(f"GC: {meta['gc']}. Figures: median ops/s over the rounds, ±(max-min)/median.", file=out)
    print(file=out)
    for case in res["cases"]:
        print(f"[{case['name']}] {case['title']}", file=out)
        for line in case["checks"]:
            print(f"    {line}", file=out)
    print(file=out)
    head = ("case", "dir", "kraftpy", "kafka-python", "kio", "kp/kafka-python", "kp/kio")
    rows = []
    for case in res["cases"]:
        for direction in DIRECTIONS:
            cells = case["cells"][direction]
            ratios = case["ratios"][direction]
            rows.append(
                (
                    case["name"],
                    direction,
                    *(_fmt_ops(cells[lib]["median_ops_per_s"], cells[lib]["spread"]) for lib in LIBS),
                    f"{ratios['kraftpy/kafka-python']:.2f}x",
                    f"{ratios['kraftpy/kio']:.2f}x",
                )
            )
    widths = [max(len(str(r[i])) for r in (head, *rows)) for i in range(len(head))]
    align = ["<", "<", ">", ">", ">", ">", ">"]
    sep = "  "
    print(sep.join(f"{h:{a}{w}}" for h, a, w in zip(head, align, widths)), file=out)
    print(sep.join("-" * w for w in widths), file=out)
    for row in rows:
        print(sep.join(f"{c:{a}{w}}" for c, a, w in zip(row, align, widths)), file=out)
    if res["targets"]:
        print(file=out)
        print("Issue targets (reported, not asserted):", file=out)
        for t in res["targets"]:
            status = "met" if t["met"] else "NOT met"
            print(
                f"  {t['case']} {t['direction']:<6} {t['ratio']:<20} >= {t['target']:.1f}x: "
                f"{t['measured']:.2f}x  {status}",
                file=out,
            )
    print(f"\nLoad average after the run: {meta['load_after']}", file=out)


def _fmt_ops(ops: float, spread: float) -> str:
    text = f"{ops:,.0f}" if ops >= 100 else f"{ops:,.1f}"
    return f"{text} ±{spread * 100:.0f}%"


def _load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:  # pragma: no cover - not on every platform
        return "n/a"


# ------------------------------------------------------------------------------------------------ main


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="codec_bench.py",
        description="Compare kraftpy's message and record codecs with kafka-python and kio in one run.",
    )
    p.add_argument("--rounds", type=int, help="timing rounds (default 7, --quick 3)")
    p.add_argument("--target-ms", type=float, help="work per cell and round in ms (default 150, --quick 15)")
    p.add_argument("--iterations", type=int, help="fixed iterations for every cell (skips calibration)")
    p.add_argument("--quick", action="store_true", help="smoke run: fewer rounds, shorter cells")
    p.add_argument("--case", action="append", choices=list(CASE_BUILDERS), help="run only this case (repeatable)")
    p.add_argument("--seed", type=int, default=SEED, help="seed of the per-round cell order")
    p.add_argument(
        "--json",
        nargs="?",
        const="-",
        metavar="PATH",
        help="write results as JSON to PATH (or stdout without PATH; the table then goes to stderr)",
    )
    args = p.parse_args(argv)
    if args.rounds is None:
        args.rounds = 3 if args.quick else 7
    if args.target_ms is None:
        args.target_ms = 15.0 if args.quick else 150.0
    if args.rounds < 1:
        p.error("--rounds must be at least 1")
    if args.iterations is not None and args.iterations < 1:
        p.error("--iterations must be at least 1")
    if args.target_ms <= 0:
        p.error("--target-ms must be positive")
    return args


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    out = sys.stderr if args.json == "-" else sys.stdout
    names = args.case or list(CASE_BUILDERS)
    load_before = _load()
    try:
        cases = build_cases(names)
        notes = {case.name: check_case(case) for case in cases}
    except BenchmarkError as exc:
        print(f"codec_bench: {exc}", file=sys.stderr)
        return 1

    cells = [
        Cell(case.name, lib, direction, getattr(case, direction)[lib])
        for case in cases
        for direction in DIRECTIONS
        for lib in LIBS
    ]
    print(f"Warming up and calibrating {len(cells)} cells...", file=out, flush=True)
    gc.collect()
    gc.disable()
    try:
        for cell in cells:
            calibrate(cell, args.target_ms / 1000, args.iterations)
    finally:
        gc.enable()
    run_rounds(cells, args.rounds, args.seed, out)

    meta = {
        "python": platform.python_version(),
        "implementation": platform.python_implementation(),
        "machine": platform.machine(),
        "cpus": os.cpu_count(),
        "versions": _versions(),
        "rounds": args.rounds,
        "iterations": f"fixed at {args.iterations}"
        if args.iterations is not None
        else f"calibrated to ~{args.target_ms:g} ms per cell and round",
        "gc": "disabled while timing for all libraries, gc.collect() before every round",
        "seed": args.seed,
        "load_before": load_before,
        "load_after": _load(),
    }
    res = results(cases, cells, meta, notes)
    print(file=out)
    print_table(res, out)
    if args.json == "-":
        json.dump(res, sys.stdout, indent=2)
        print()
    elif args.json:
        with open(args.json, "w", encoding="utf-8") as f:
            json.dump(res, f, indent=2)
            f.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
