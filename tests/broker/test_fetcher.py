"""Replica fetchers against a scripted leader: requests, appends, divergence, out-of-range recovery, backoff."""

from __future__ import annotations

import uuid
from typing import Any

from kraftpy.broker.fetcher import FetcherSettings, ReplicaFetcherManager
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.fetch import FetchRequest, FetchResponse
from kraftpy.protocol.messages.list_offsets import ListOffsetsRequest, ListOffsetsResponse
from kraftpy.runtime import TransportError
from kraftpy.storage.errors import LogOfflineError
from tests.broker.helpers import batch, roundtrip
from tests.controller.fakes import ManualReactor

E = ErrorCode
R = FetchResponse
T1 = uuid.UUID(int=1)
T2 = uuid.UUID(int=2)


class FakeLogs:
    """The replica manager side: log end offsets, appends and truncations, recorded."""

    def __init__(self) -> None:
        self.leo: dict[tuple[uuid.UUID, int], int] = {(T1, 0): 5, (T2, 0): 0}
        self.epoch: dict[tuple[uuid.UUID, int], int] = {(T1, 0): 2, (T2, 0): -1}
        self.calls: list[tuple[Any, ...]] = []
        self.fail_append: Exception | None = None
        self.divergence_done = True

    def follower_fetch_position(self, key: tuple[uuid.UUID, int]) -> tuple[int, int, int] | None:
        if key not in self.leo:
            return None
        return self.leo[key], self.epoch[key], 0

    def append_as_follower(self, key: Any, leader_epoch: int, records: Any, hwm: int, log_start: int) -> int:
        if self.fail_append is not None:
            raise self.fail_append
        self.calls.append(("append", key, leader_epoch, bytes(records), hwm, log_start))
        if len(records):
            self.leo[key] += 1
        return self.leo[key]

    def truncate_for_divergence(self, key: Any, epoch: int, end_offset: int) -> bool:
        self.calls.append(("diverge", key, epoch, end_offset))
        self.leo[key] = min(self.leo[key], end_offset)
        return self.divergence_done

    def truncate_to(self, key: Any, offset: int) -> None:
        self.calls.append(("truncate", key, offset))
        self.leo[key] = offset

    def truncate_fully_and_start_at(self, key: Any, offset: int) -> None:
        self.calls.append(("restart", key, offset))
        self.leo[key] = offset

    def fetch_failed(self, key: Any, error: BaseException) -> None:
        self.calls.append(("failed", key, type(error).__name__))


def setup(version: int = 17) -> tuple[ManualReactor, FakeLogs, ReplicaFetcherManager]:
    reactor = ManualReactor(node_id=3)
    logs = FakeLogs()
    m = ReplicaFetcherManager(reactor, 3, logs, lambda: 33, FetcherSettings(backoff_ms=1000, fetch_version=version))
    return reactor, logs, m


def last_fetch(reactor: ManualReactor, version: int = 17) -> tuple[int, FetchRequest, Any]:
    dst, listener, req = reactor.sent[-1]
    assert listener == "broker"
    return dst, roundtrip(req, version), reactor.callbacks[-1]


def answer(parts: list[tuple[uuid.UUID, R.PartitionData]]) -> R:
    return R(responses=[R.FetchableTopicResponse(topic_id=t, partitions=[p]) for t, p in parts])


def test_one_request_per_leader_with_replica_state_and_epochs() -> None:
    reactor, _logs, m = setup()
    m.add_partition(7, T1, 0, "a", leader_epoch=4)
    m.add_partition(7, T2, 0, "b", leader_epoch=1)
    reactor.advance(0)
    assert len(reactor.sent) == 1
    dst, req, _ = last_fetch(reactor)
    assert dst == 7
    assert (req.replica_state.replica_id, req.replica_state.replica_epoch, req.session_epoch) == (3, 33, -1)
    got = {
        (t.topic_id, p.partition): (p.fetch_offset, p.last_fetched_epoch, p.current_leader_epoch)
        for t in req.topics
        for p in t.partitions
    }
    assert got == {(T1, 0): (5, 2, 4), (T2, 0): (0, -1, 1)}
    assert req.max_wait_ms == 500 and req.max_bytes == 10 * 1024 * 1024


def test_records_are_appended_and_fetching_goes_on() -> None:
    reactor, logs, m = setup()
    m.add_partition(7, T1, 0, "a", leader_epoch=4)
    reactor.advance(0)
    _, _, cb = last_fetch(reactor)
    data = batch([b"x"])
    cb(
        roundtrip(
            answer([(T1, R.PartitionData(partition_index=0, high_watermark=6, log_start_offset=1, records=data))]), 17
        ),
        None,
    )
    assert logs.calls == [("append", (T1, 0), 4, data, 6, 1)]
    reactor.advance(0)
    _, req, _ = last_fetch(reactor)
    assert req.topics[0].partitions[0].fetch_offset == 6


def test_diverging_epoch_truncates_and_fetches_again() -> None:
    reactor, logs, m = setup()
    m.add_partition(7, T1, 0, "a", leader_epoch=4)
    reactor.advance(0)
    _, _, cb = last_fetch(reactor)
    p = R.PartitionData(partition_index=0, diverging_epoch=R.EpochEndOffset(epoch=1, end_offset=3))
    cb(roundtrip(answer([(T1, p)]), 17), None)
    assert logs.calls == [("diverge", (T1, 0), 1, 3)]
    reactor.advance(0)
    _, req, _ = last_fetch(reactor)
    assert req.topics[0].partitions[0].fetch_offset == 3


def test_out_of_range_with_a_shorter_leader_log_truncates_to_its_end() -> None:
    reactor, logs, m = setup()
    m.add_partition(7, T1, 0, "a", leader_epoch=4)
    reactor.advance(0)
    _, _, cb = last_fetch(reactor)
    cb(answer([(T1, R.PartitionData(partition_index=0, error_code=E.OFFSET_OUT_OF_RANGE))]), None)
    _dst, _listener, req = reactor.sent[-1]
    assert isinstance(req, ListOffsetsRequest) and req.replica_id == 3
    assert req.topics[0].partitions[0].timestamp == -1
    LR = ListOffsetsResponse
    reactor.callbacks[-1](
        LR(
            topics=[
                LR.ListOffsetsTopicResponse(
                    name="a", partitions=[LR.ListOffsetsPartitionResponse(partition_index=0, offset=3)]
                )
            ]
        ),
        None,
    )
    assert logs.calls == [("truncate", (T1, 0), 3)]
    reactor.advance(0)
    assert isinstance(reactor.sent[-1][2], FetchRequest)


def test_out_of_range_below_the_leader_log_start_restarts_there() -> None:
    reactor, logs, m = setup()
    m.add_partition(7, T1, 0, "a", leader_epoch=4)
    reactor.advance(0)
    _, _, cb = last_fetch(reactor)
    cb(answer([(T1, R.PartitionData(partition_index=0, error_code=E.OFFSET_OUT_OF_RANGE))]), None)
    LR = ListOffsetsResponse

    def offsets(offset: int) -> LR:
        return LR(
            topics=[
                LR.ListOffsetsTopicResponse(
                    name="a", partitions=[LR.ListOffsetsPartitionResponse(partition_index=0, offset=offset)]
                )
            ]
        )

    reactor.callbacks[-1](offsets(100), None)  # the leader's end is above ours
    assert reactor.sent[-1][2].topics[0].partitions[0].timestamp == -2
    reactor.callbacks[-1](offsets(40), None)  # and its start too
    assert logs.calls == [("restart", (T1, 0), 40)]


def test_errors_back_off() -> None:
    reactor, _logs, m = setup()
    m.add_partition(7, T1, 0, "a", leader_epoch=4)
    m.add_partition(7, T2, 0, "b", leader_epoch=1)
    reactor.advance(0)
    _, _, cb = last_fetch(reactor)
    cb(
        answer(
            [
                (T1, R.PartitionData(partition_index=0, error_code=E.FENCED_LEADER_EPOCH)),
                (T2, R.PartitionData(partition_index=0, high_watermark=0)),
            ]
        ),
        None,
    )
    reactor.advance(0)
    _, req, _ = last_fetch(reactor)
    assert [t.topic_id for t in req.topics] == [T2]  # T1 waits
    reactor.callbacks[-1](None, TransportError("down", timed_out=True))
    sent = len(reactor.sent)
    reactor.advance(999)
    assert len(reactor.sent) == sent
    reactor.advance(1)
    _, req, _ = last_fetch(reactor)
    assert {t.topic_id for t in req.topics} == {T1, T2}


def test_stale_answers_are_ignored_after_the_partition_moved() -> None:
    reactor, logs, m = setup()
    m.add_partition(7, T1, 0, "a", leader_epoch=4)
    reactor.advance(0)
    _, _, cb = last_fetch(reactor)
    m.add_partition(8, T1, 0, "a", leader_epoch=5)  # new leader
    assert m.fetching(T1, 0) == 8 and 7 not in m.fetchers
    cb(answer([(T1, R.PartitionData(partition_index=0, records=batch([b"old"])))]), None)
    assert logs.calls == []
    reactor.advance(0)
    dst, req, _ = last_fetch(reactor)
    assert dst == 8 and req.topics[0].partitions[0].current_leader_epoch == 5
    m.remove_partition(T1, 0)
    assert m.fetchers == {}


def test_a_failing_local_log_stops_the_partition() -> None:
    reactor, logs, m = setup()
    m.add_partition(7, T1, 0, "a", leader_epoch=4)
    reactor.advance(0)
    logs.fail_append = LogOfflineError("disk gone")
    reactor.callbacks[-1](answer([(T1, R.PartitionData(partition_index=0, records=batch([b"x"])))]), None)
    assert logs.calls == [("failed", (T1, 0), "LogOfflineError")]
    assert m.fetching(T1, 0) is None


def test_fetch_by_name_before_v13() -> None:
    reactor, logs, m = setup(version=12)
    m.add_partition(7, T1, 0, "a", leader_epoch=4)
    reactor.advance(0)
    _, req, cb = last_fetch(reactor, 12)
    assert req.topics[0].topic == "a" and req.replica_id == 3
    cb(
        R(
            responses=[
                R.FetchableTopicResponse(
                    topic="a", partitions=[R.PartitionData(partition_index=0, high_watermark=5, records=batch([b"x"]))]
                )
            ]
        ),
        None,
    )
    assert logs.calls[0][:2] == ("append", (T1, 0))
