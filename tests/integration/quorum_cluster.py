"""Real-process clusters whose controller quorum changes (seed 003, KIP-853): `QuorumCluster` extends `Cluster` with

* how each controller finds the quorum and how its storage is formatted, spare controllers that start as
  observers (kraftpy.tools.quorum_cluster);
* an acks=all producer thread (`Producer`) that records every acknowledged record, and a full read back of a topic;
* dumps of the committed metadata log of stopped nodes, for "no committed metadata record lost" comparisons.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
import time

from kraftpy.raft.assignment import VoterAssignment
from kraftpy.raft.records import Batch
from kraftpy.tools import quorum_cluster

from .cluster import Cluster

__all__ = ["Producer", "QuorumCluster", "committed_records"]


class QuorumCluster(quorum_cluster.QuorumCluster, Cluster):
    """kraftpy.tools.quorum_cluster's cluster with the tests' faults (`power_loss`)."""


def committed_records(batches: list[Batch], end: int) -> list[tuple[int, tuple[bytes, ...], tuple[str, ...]]]:
    """(base offset, data records, control record kinds) of every batch below `end`: a metadata log's content
    that other logs must hold the same."""
    out = []
    for b in batches:
        if b.last_offset >= end:
            break
        kinds = tuple(
            (
                VoterAssignment.from_message(c.message).describe()
                if type(c.message).__name__ == "VoterAssignmentMessage"
                else type(c.message).__name__
            )
            for c in b.control_records
        )
        out.append((b.base_offset, b.records, kinds))
    return out


class Producer:
    """An acks=all producer (kafka-python, its own thread) sending numbered records to `topic` until stopped;
    `acked` holds every value the cluster acknowledged."""

    def __init__(self, bootstrap: str, topic: str, *, interval: float = 0.02) -> None:
        self.bootstrap = bootstrap
        self.topic = topic
        self.interval = interval
        self.acked: list[bytes] = []
        self.failed = 0
        self._stop = threading.Event()
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, name="acks-all-producer", daemon=True)
        self.error: BaseException | None = None

    def start(self) -> Producer:
        self._thread.start()
        return self

    def _run(self) -> None:
        from kafka import KafkaProducer

        try:
            producer = KafkaProducer(
                bootstrap_servers=self.bootstrap,
                acks="all",
                retries=2**31 - 1,
                request_timeout_ms=15_000,
                max_block_ms=30_000,
                linger_ms=5,
                enable_idempotence=False,
            )
        except BaseException as exc:
            self.error = exc
            return
        i = 0
        try:
            while not self._stop.is_set():
                value = f"r{i:07d}".encode()
                i += 1
                future = producer.send(self.topic, value=value)
                future.add_callback(lambda _md, v=value: self._ack(v))
                future.add_errback(lambda _e: self._fail())
                time.sleep(self.interval)
            producer.flush(60)
        finally:
            with contextlib.suppress(Exception):
                producer.close(10)

    def _ack(self, value: bytes) -> None:
        with self._lock:
            self.acked.append(value)

    def _fail(self) -> None:
        with self._lock:
            self.failed += 1

    def count(self) -> int:
        with self._lock:
            return len(self.acked)

    def stop(self) -> list[bytes]:
        self._stop.set()
        self._thread.join(120)
        if self.error is not None:
            raise self.error
        with self._lock:
            return list(self.acked)


def read_all(bootstrap: str, topic: str, partitions: int, timeout: float = 60.0) -> list[bytes]:
    """Every record of `topic` from the beginning (kafka-python, read_committed not needed: acks=all)."""
    from kafka import KafkaConsumer, TopicPartition

    consumer = KafkaConsumer(bootstrap_servers=bootstrap, enable_auto_commit=False, consumer_timeout_ms=5_000)
    try:
        tps = [TopicPartition(topic, p) for p in range(partitions)]
        consumer.assign(tps)
        consumer.seek_to_beginning(*tps)
        ends = consumer.end_offsets(tps)
        values: list[bytes] = []
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for records in consumer.poll(timeout_ms=1000).values():
                values.extend(r.value for r in records)
            if all(consumer.position(tp) >= ends[tp] for tp in tps):
                break
        return values
    finally:
        consumer.close()


def run(coro: object) -> object:
    return asyncio.run(coro)  # type: ignore[arg-type]
