"""TxnOffsetCommit on the group coordinator: offsets written as a producer's transactional batch stay pending until
that producer's COMMIT (materialized) or ABORT (dropped) marker is appended to the `__consumer_offsets` partition;
OffsetFetch with RequireStable answers UNSTABLE_OFFSET_COMMIT meanwhile; a load replays transactional batches and
markers (a producer without a marker yet stays pending). On `TxnFakeLog` (the broker's transactional append and
marker append played by the test)."""

from __future__ import annotations

from typing import Any

from kraftpy.coordinator.coordinator import GroupCoordinator
from kraftpy.coordinator.records import CONSUMER_OFFSETS
from kraftpy.coordinator.settings import GroupCoordinatorSettings
from kraftpy.protocol.api import API_BY_KEY
from kraftpy.protocol.error_codes import ErrorCode as E
from kraftpy.protocol.messages.offset_commit import OffsetCommitRequest
from kraftpy.protocol.messages.offset_fetch import OffsetFetchRequest
from kraftpy.protocol.messages.txn_offset_commit import TxnOffsetCommitRequest
from kraftpy.runtime import Deferred, RequestInfo
from tests.broker.helpers import Meta
from tests.controller.fakes import ManualReactor
from tests.coordinator.txn_harness import TxnFakeLog

TXN_COMMIT, FETCH, COMMIT = 28, 9, 8


class Groups:
    def __init__(self, log: TxnFakeLog | None = None, meta: Meta | None = None) -> None:
        self.reactor = ManualReactor()
        if meta is None:
            meta = Meta()
            meta.topic(CONSUMER_OFFSETS, [{"replicas": [0]}])
            meta.topic("t", [{"replicas": [0]}] * 2)
        self.meta = meta
        self.log = log or TxnFakeLog(1)
        self.gc = GroupCoordinator(
            self.reactor,
            0,
            self.log,
            lambda: self.meta.image,
            GroupCoordinatorSettings(group_initial_rebalance_delay_ms=0),
        )
        self.gc.on_image(self.meta.image)
        self.reactor.advance(10)

    def call(self, api: int, version: int, req: Any) -> Any:
        body = type(req).decode(req.encode(version), version)
        info = RequestInfo(api, version, 1, "client", "PLAINTEXT", client_host="/127.0.0.1")
        result = self.gc.handlers()[api](info, body)
        self.reactor.advance(0)
        if isinstance(result, Deferred):
            assert result.done
            result = result.result()
        return API_BY_KEY[api].response_class.decode(result.encode(version), version)

    def txn_commit(
        self,
        group: str,
        producer_id: int,
        offsets: dict[tuple[str, int], int],
        *,
        version: int = 3,
        generation: int = -1,
    ) -> dict[tuple[str, int], int]:
        T = TxnOffsetCommitRequest
        by_topic: dict[str, list[Any]] = {}
        for (t, p), off in offsets.items():
            by_topic.setdefault(t, []).append(
                T.TxnOffsetCommitRequestPartition(partition_index=p, committed_offset=off, committed_metadata="m")
            )
        req = T(
            transactional_id="tx",
            group_id=group,
            producer_id=producer_id,
            producer_epoch=0,
            generation_id=generation,
            member_id="",
            topics=[T.TxnOffsetCommitRequestTopic(name=t, partitions=ps) for t, ps in by_topic.items()],
        )
        resp = self.call(TXN_COMMIT, version, req)
        return {(t.name, p.partition_index): p.error_code for t in resp.topics for p in t.partitions}

    def fetch(self, group: str, topic: str, partition: int, *, stable: bool = True) -> tuple[int, int]:
        F = OffsetFetchRequest
        req = F(
            group_id=group,
            topics=[F.OffsetFetchRequestTopic(name=topic, partition_indexes=[partition])],
            require_stable=stable,
        )
        resp = self.call(FETCH, 7, req)
        assert resp.error_code == 0, resp
        p = resp.topics[0].partitions[0]
        return p.committed_offset, p.error_code

    def marker(self, producer_id: int, commit: bool) -> None:
        """The broker's WriteTxnMarkers handler appends the marker and tells the group coordinator."""
        offset = self.log.append_marker(0, producer_id, 0, commit)
        self.gc.on_txn_marker(CONSUMER_OFFSETS, 0, producer_id, commit, offset)
        self.reactor.advance(0)


UNSTABLE = int(E.UNSTABLE_OFFSET_COMMIT)


def test_transactional_offsets_wait_for_the_commit_marker() -> None:
    g = Groups()
    assert g.txn_commit("g", 4000, {("t", 0): 5, ("t", 1): 7}) == {("t", 0): 0, ("t", 1): 0}
    # one transactional batch of producer 4000
    assert [e[2] for e in g.log.entries[0]] == [4000, 4000]
    assert g.fetch("g", "t", 0) == (-1, UNSTABLE)
    assert g.fetch("g", "t", 0, stable=False) == (-1, 0)
    g.marker(4000, commit=True)
    assert g.fetch("g", "t", 0) == (5, 0)
    assert g.fetch("g", "t", 1) == (7, 0)
    assert g.gc.metrics.txn_offset_commits == 2 and g.gc.metrics.txn_markers == 1


def test_an_abort_marker_drops_them() -> None:
    g = Groups()
    g.call(COMMIT, 8, _plain_commit("g", ("t", 0), 3))
    g.txn_commit("g", 4000, {("t", 0): 5})
    assert g.fetch("g", "t", 0) == (-1, UNSTABLE)
    assert g.fetch("g", "t", 0, stable=False) == (3, 0)
    g.marker(4000, commit=False)
    assert g.fetch("g", "t", 0) == (3, 0)
    # a marker of another producer changes nothing
    g.txn_commit("g", 4001, {("t", 0): 9})
    g.marker(4000, commit=True)
    assert g.fetch("g", "t", 0) == (-1, UNSTABLE)


def test_a_plain_commit_written_after_the_transactional_one_wins() -> None:
    g = Groups()
    g.txn_commit("g", 4000, {("t", 0): 5})
    g.call(COMMIT, 8, _plain_commit("g", ("t", 0), 8))
    g.marker(4000, commit=True)
    assert g.fetch("g", "t", 0) == (8, 0)


def test_materialized_offsets_are_committed_once_the_marker_is() -> None:
    g = Groups()
    g.txn_commit("g", 4000, {("t", 0): 5})
    g.log.auto_commit = False
    offset = g.log.append_marker(0, 4000, 0, True)
    g.gc.on_txn_marker(CONSUMER_OFFSETS, 0, 4000, True, offset)
    # replayed into the working state, not committed yet: OffsetFetch still sees the pending offset
    assert g.fetch("g", "t", 0) == (-1, UNSTABLE)
    g.log.commit()
    g.reactor.advance(0)
    assert g.fetch("g", "t", 0) == (5, 0)


def test_a_load_replays_transactional_batches_and_markers() -> None:
    g = Groups()
    g.txn_commit("g", 4000, {("t", 0): 5})  # no marker yet
    g.txn_commit("g", 4001, {("t", 1): 6})
    g.marker(4001, commit=True)
    g.txn_commit("h", 4002, {("t", 0): 1})
    g.marker(4002, commit=False)
    again = Groups(g.log, g.meta)
    assert again.fetch("g", "t", 0) == (-1, UNSTABLE)
    assert again.fetch("g", "t", 1) == (6, 0)
    assert again.fetch("h", "t", 0) == (-1, 0)
    again.marker(4000, commit=True)
    assert again.fetch("g", "t", 0) == (5, 0)


def test_a_marker_while_the_partition_loads_is_replayed_in_order() -> None:
    log = TxnFakeLog(1)
    g = Groups(log)
    g.txn_commit("g", 4000, {("t", 0): 5})
    # a new leader epoch: the partition loads again; the marker arrives before the load finished
    log.epochs[0] = 6
    log.auto_commit = False
    g.gc.on_image(g.meta.image)
    offset = log.append_marker(0, 4000, 0, True)
    g.gc.on_txn_marker(CONSUMER_OFFSETS, 0, 4000, True, offset)
    g.reactor.advance(0)
    log.commit()
    g.reactor.advance(100)
    assert g.fetch("g", "t", 0) == (5, 0)


def test_txn_offset_commit_bad_input() -> None:
    g = Groups()
    # an unknown group with a generation: ILLEGAL_GENERATION (with -1: a simple group, accepted)
    assert g.txn_commit("nogroup", 4000, {("t", 0): 1}, generation=3) == {("t", 0): int(E.ILLEGAL_GENERATION)}
    assert g.txn_commit("", 4000, {("t", 0): 1}) == {("t", 0): int(E.INVALID_GROUP_ID)}
    assert g.txn_commit("g", 4000, {("nosuch", 0): 1, ("t", 9): 1}) == {
        ("nosuch", 0): int(E.UNKNOWN_TOPIC_OR_PARTITION),
        ("t", 9): int(E.UNKNOWN_TOPIC_OR_PARTITION),
    }
    assert g.log.entries[0] == []  # nothing written
    # a refused append answers its error for every partition and leaves nothing pending
    g.log.refuse = int(E.NOT_ENOUGH_REPLICAS)
    assert g.txn_commit("g", 4000, {("t", 0): 1}) == {("t", 0): int(E.COORDINATOR_NOT_AVAILABLE)}
    assert g.fetch("g", "t", 0) == (-1, 0)


def _plain_commit(group: str, tp: tuple[str, int], offset: int) -> OffsetCommitRequest:
    C = OffsetCommitRequest
    return C(
        group_id=group,
        generation_id_or_member_epoch=-1,
        member_id="",
        topics=[
            C.OffsetCommitRequestTopic(
                name=tp[0], partitions=[C.OffsetCommitRequestPartition(partition_index=tp[1], committed_offset=offset)]
            )
        ],
    )
