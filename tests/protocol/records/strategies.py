"""Hypothesis strategies shared by the record batch tests."""

from __future__ import annotations

from dataclasses import dataclass, field

from hypothesis import strategies as st

from kraftpy.protocol.records import RecordBatchBuilder

payloads = st.none() | st.binary(max_size=48)
header_lists = st.lists(st.tuples(st.text(max_size=8), st.none() | st.binary(max_size=12)), max_size=3)
timestamps = st.integers(min_value=-1, max_value=1 << 45)
codecs = st.integers(min_value=0, max_value=4)


@dataclass
class BatchSpec:
    """Everything needed to build a batch with the builder, and the expected decoded content."""

    compression: int = 0
    base_offset: int = 0
    timestamp_type: int = 0
    log_append_time: int | None = None
    producer_id: int = -1
    producer_epoch: int = -1
    base_sequence: int = -1
    is_transactional: bool = False
    is_control: bool = False
    partition_leader_epoch: int = -1
    delete_horizon_ms: int | None = None
    # (offset_delta, timestamp, key, value, headers)
    records: list[tuple[int, int, bytes | None, bytes | None, list[tuple[str, bytes | None]]]] = field(
        default_factory=list
    )

    def builder(self) -> RecordBatchBuilder:
        b = RecordBatchBuilder(
            compression=self.compression,
            base_offset=self.base_offset,
            timestamp_type=self.timestamp_type,
            log_append_time=self.log_append_time,
            producer_id=self.producer_id,
            producer_epoch=self.producer_epoch,
            base_sequence=self.base_sequence,
            is_transactional=self.is_transactional,
            is_control=self.is_control,
            partition_leader_epoch=self.partition_leader_epoch,
            delete_horizon_ms=self.delete_horizon_ms,
        )
        for delta, ts, key, value, headers in self.records:
            b.append(ts, key, value, headers, offset_delta=delta)
        return b

    def build(self) -> bytes:
        return self.builder().build()

    @property
    def attributes(self) -> int:
        return (
            self.compression
            | (8 if self.timestamp_type else 0)
            | (16 if self.is_transactional else 0)
            | (32 if self.is_control else 0)
            | (64 if self.delete_horizon_ms is not None else 0)
        )

    @property
    def base_timestamp(self) -> int:
        return self.delete_horizon_ms if self.delete_horizon_ms is not None else self.records[0][1]

    @property
    def max_timestamp(self) -> int:
        if self.timestamp_type == 1 and self.log_append_time is not None:
            return self.log_append_time
        return max(r[1] for r in self.records)

    def expected_timestamp(self, ts: int) -> int:
        return self.max_timestamp if self.timestamp_type == 1 else ts


@st.composite
def batch_specs(draw: st.DrawFn, codec: st.SearchStrategy[int] = codecs, max_records: int = 12) -> BatchSpec:
    n = draw(st.integers(min_value=1, max_value=max_records))
    gaps = draw(st.lists(st.integers(min_value=1, max_value=3), min_size=n, max_size=n))
    deltas = []
    delta = draw(st.integers(min_value=0, max_value=3))
    for gap in gaps:
        deltas.append(delta)
        delta += gap
    records = [(d, draw(timestamps), draw(payloads), draw(payloads), draw(header_lists)) for d in deltas]
    timestamp_type = draw(st.integers(min_value=0, max_value=1))
    has_pid = draw(st.booleans())
    return BatchSpec(
        compression=draw(codec),
        base_offset=draw(st.integers(min_value=0, max_value=1 << 60)),
        timestamp_type=timestamp_type,
        log_append_time=draw(timestamps) if timestamp_type else None,
        producer_id=draw(st.integers(min_value=0, max_value=1 << 50)) if has_pid else -1,
        producer_epoch=draw(st.integers(min_value=0, max_value=32767)) if has_pid else -1,
        base_sequence=draw(st.integers(min_value=0, max_value=(1 << 31) - 1)) if has_pid else -1,
        is_transactional=has_pid and draw(st.booleans()),
        is_control=draw(st.booleans()) and draw(st.booleans()),
        partition_leader_epoch=draw(st.integers(min_value=-1, max_value=(1 << 31) - 1)),
        delete_horizon_ms=draw(st.none() | timestamps) if draw(st.booleans()) else None,
        records=records,
    )


def simple_batch(n: int = 3, compression: int = 0, base_offset: int = 0, **kwargs: object) -> bytes:
    """A small valid batch of `n` records."""
    b = RecordBatchBuilder(compression=compression, base_offset=base_offset, **kwargs)  # type: ignore[arg-type]
    for i in range(n):
        b.append(1_700_000_000_000 + i, b"key-%d" % i, b"value-%d" % i, [("h", b"%d" % i), ("null", None)])
    return b.build()
