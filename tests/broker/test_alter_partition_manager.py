"""AlterPartitionManager: batching, one request in flight, retries, per-partition answers."""

from __future__ import annotations

import uuid
from typing import Any

from kraftpy.broker.alter_partition_manager import AlterPartitionItem, AlterPartitionManager
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.alter_partition import AlterPartitionRequest, AlterPartitionResponse
from kraftpy.runtime import TransportError
from tests.broker.helpers import roundtrip
from tests.controller.fakes import ManualReactor

E = ErrorCode
R = AlterPartitionResponse
T = uuid.UUID(int=9)


class Setup:
    def __init__(self, controller: int = 100) -> None:
        self.reactor = ManualReactor(node_id=1)
        self.controller = controller
        self.m = AlterPartitionManager(self.reactor, 1, lambda: 55, lambda: self.controller, retry_backoff_ms=100)
        self.answers: list[tuple[int, int, Any]] = []

    def item(self, partition: int, isr: list[int] = [1, 2]) -> AlterPartitionItem:  # noqa: B006
        def cb(error: int, data: Any) -> None:
            self.answers.append((partition, error, data))

        return AlterPartitionItem(T, partition, 3, 7, [(b, 50 + b) for b in isr], cb)

    def last(self) -> AlterPartitionRequest:
        dst, listener, req = self.reactor.sent[-1]
        assert (dst, listener) == (self.controller, "controller")
        return roundtrip(req, 3)


def ok(partition: int, isr: list[int]) -> R.PartitionData:
    return R.PartitionData(partition_index=partition, leader_id=1, leader_epoch=3, isr=isr, partition_epoch=8)


def test_queued_changes_go_out_together_one_request_at_a_time() -> None:
    s = Setup()
    assert s.m.submit(s.item(0))
    assert len(s.reactor.sent) == 1
    assert s.m.submit(s.item(1))
    assert s.m.submit(s.item(2))
    assert not s.m.submit(s.item(1))  # already queued
    assert not s.m.submit(s.item(0))  # in flight
    assert len(s.reactor.sent) == 1
    req = s.last()
    assert req.broker_id == 1 and req.broker_epoch == 55
    pd = req.topics[0].partitions[0]
    assert [(b.broker_id, b.broker_epoch) for b in pd.new_isr_with_epochs] == [(1, 51), (2, 52)]
    assert (pd.leader_epoch, pd.partition_epoch, pd.leader_recovery_state) == (3, 7, 0)
    s.reactor.callbacks[-1](R(topics=[R.TopicData(topic_id=T, partitions=[ok(0, [1, 2])])]), None)
    assert [(p, e) for p, e, _ in s.answers] == [(0, 0)]
    assert sorted(p.partition_index for p in s.last().topics[0].partitions) == [1, 2]


def test_failed_requests_are_retried_after_a_backoff() -> None:
    s = Setup()
    s.m.submit(s.item(0))
    s.reactor.callbacks[-1](None, TransportError("gone"))
    assert s.answers == [] and len(s.reactor.sent) == 1
    s.reactor.advance(100)
    assert len(s.reactor.sent) == 2
    s.reactor.callbacks[-1](R(error_code=E.NOT_CONTROLLER), None)
    s.reactor.advance(100)
    assert len(s.reactor.sent) == 3
    s.reactor.callbacks[-1](R(topics=[R.TopicData(topic_id=T, partitions=[ok(0, [1])])]), None)
    assert [(p, e) for p, e, _ in s.answers] == [(0, 0)]


def test_partition_errors_go_to_the_callback_and_missing_partitions_are_resent() -> None:
    s = Setup()
    s.m.submit(s.item(0))
    s.m.submit(s.item(1))  # queued behind the first request
    s.reactor.callbacks[-1](R(topics=[R.TopicData(topic_id=T, partitions=[])]), None)  # 0 left out
    assert s.answers == []
    req = s.last()
    assert sorted(p.partition_index for p in req.topics[0].partitions) == [0, 1]
    s.reactor.callbacks[-1](
        R(
            topics=[
                R.TopicData(
                    topic_id=T,
                    partitions=[R.PartitionData(partition_index=0, error_code=E.INVALID_UPDATE_VERSION), ok(1, [1, 2])],
                )
            ]
        ),
        None,
    )
    answers = sorted(s.answers, key=lambda a: a[0])
    assert [(p, e) for p, e, _ in answers] == [(0, E.INVALID_UPDATE_VERSION), (1, 0)]
    assert answers[0][2] is None and list(answers[1][2].isr) == [1, 2]


def test_waits_for_a_controller_and_cancels() -> None:
    s = Setup(controller=-1)
    s.m.submit(s.item(0))
    s.m.submit(s.item(1))
    assert s.reactor.sent == []
    s.m.cancel(T, 1)
    s.controller = 100
    s.reactor.advance(100)
    assert [p.partition_index for p in s.last().topics[0].partitions] == [0]
