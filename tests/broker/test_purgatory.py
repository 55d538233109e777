"""The broker's purgatory: parked Produce (acks=all), Fetch and DeleteRecords complete themselves when the part that
changed a partition publishes it; the parts of the replica manager are built in layers, without `bind()`."""

from __future__ import annotations

import inspect

from kraftpy.broker import (
    fetch_handler,
    follower_replicas,
    isr_manager,
    offset_handlers,
    partition_roles,
    produce_handler,
    purgatory,
)
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.delete_records import DeleteRecordsRequest
from kraftpy.runtime import Deferred
from tests.broker.helpers import Node, batch

E = ErrorCode
D = DeleteRecordsRequest


def test_no_part_is_wired_after_it_was_built() -> None:
    parts = [
        fetch_handler.FetchHandler,
        follower_replicas.FollowerReplicas,
        isr_manager.IsrManager,
        offset_handlers.OffsetHandlers,
        partition_roles.PartitionRoles,
        produce_handler.ProduceHandler,
        purgatory.ReplicaPurgatory,
    ]
    assert [p.__name__ for p in parts if hasattr(p, "bind")] == []


def test_the_purgatory_knows_no_part_that_parks_requests() -> None:
    source = inspect.getsource(purgatory)
    for part in ("fetch_handler", "produce_handler", "offset_handlers", "isr_manager", "partition_roles"):
        assert f"kraftpy.broker.{part}" not in source


def rf2() -> Node:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1]}], min_insync_replicas="2")
    return n


def test_one_hwm_move_completes_a_parked_write_and_a_parked_long_poll() -> None:
    n = rf2()
    poll = n.fetch("t", 0, max_wait_ms=1000)  # a consumer waiting at the HWM
    write = n.produce("t", batch([b"a", b"b"]))
    assert not poll.done and not write.done  # the append alone moves the log end, not the HWM
    n.follower_fetch("t", 1, 2)  # the follower has both records: the HWM moves to 2
    assert write.done and poll.done
    assert n.answer(write, 9).responses[0].partition_responses[0].error_code == 0
    assert n.answer(poll, 12).responses[0].partitions[0].high_watermark == 2


def test_a_parked_delete_records_answers_not_leader_when_leadership_moves() -> None:
    n = Node(0)
    n.meta.topic("t", [{"replicas": [0, 1]}], min_insync_replicas="1")
    n.produce_answer("t", batch([b"a", b"b"]), acks=1)
    n.follower_fetch("t", 1, 2, log_start_offset=0)
    req = D(
        topics=[D.DeleteRecordsTopic(name="t", partitions=[D.DeleteRecordsPartition(partition_index=0, offset=1)])],
        timeout_ms=5000,
    )
    d = n.handle(21, 2, req)
    assert isinstance(d, Deferred) and not d.done
    n.meta.change("t", leader=1, isr=[1])
    assert n.answer(d, 2).topics[0].partitions[0].error_code == E.NOT_LEADER_OR_FOLLOWER
    part = n.rm.partition("t", 0)
    assert part is not None and not part.delete_watch and not part.fetch_watch


def test_a_failed_log_reported_by_a_part_takes_the_replica_offline_and_answers_what_waits() -> None:
    n = rf2()
    write = n.produce("t", batch([b"a"]))
    assert not write.done
    part = n.rm.partition("t", 0)
    assert part is not None
    n.rm.shared.log_failed(part, OSError("disk gone"))  # what Produce, Fetch, DeleteRecords and the fetchers report
    assert n.rm.partition("t", 0) is None and part.key in n.rm.offline
    assert n.answer(write, 9).responses[0].partition_responses[0].error_code == E.NOT_LEADER_OR_FOLLOWER
    assert not part.produce_queue
