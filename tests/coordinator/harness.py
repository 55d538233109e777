"""A group coordinator on one broker's real replica manager (manual clock, simulated disk), for table tests.

`__consumer_offsets` has `partitions` partitions led by broker 0; with `replicas=(0, 1)` the test plays the follower
(`follow()`), so that acks=all writes wait for it and the high watermark is in the test's hands.
"""

from __future__ import annotations

from typing import Any

from kraftpy.coordinator.coordinator import GroupCoordinator
from kraftpy.coordinator.log import ReplicaManagerLog
from kraftpy.coordinator.records import CONSUMER_OFFSETS, partition_for
from kraftpy.coordinator.settings import GroupCoordinatorSettings
from kraftpy.metadata.image import ImageChanges
from kraftpy.protocol.api import API_BY_KEY
from kraftpy.protocol.codec import Message
from kraftpy.runtime import ALLOW_ALL, Access, Deferred, RequestInfo
from tests.broker.helpers import Node

FAST = GroupCoordinatorSettings(
    group_initial_rebalance_delay_ms=0, group_min_session_timeout_ms=100, offsets_retention_check_interval_ms=60_000
)


class Harness:
    def __init__(
        self,
        partitions: int = 3,
        replicas: tuple[int, ...] = (0,),
        settings: GroupCoordinatorSettings = FAST,
        topics: dict[str, int] | None = None,
    ) -> None:
        self.node = Node(0, brokers=(0, 1, 2))
        self.meta = self.node.meta
        self.reactor = self.node.reactor
        self.partitions = partitions
        self.meta.topic(CONSUMER_OFFSETS, [{"replicas": list(replicas)}] * partitions, cleanup_policy="compact")
        for name, n in (topics if topics is not None else {"t": 4, "u": 2}).items():
            self.meta.topic(name, [{"replicas": [0]}] * n)
        self.gc = self.new_coordinator(settings)
        self.run(20)

    def new_coordinator(self, settings: GroupCoordinatorSettings = FAST) -> GroupCoordinator:
        gc = GroupCoordinator(
            self.reactor, 0, ReplicaManagerLog(self.node.rm, CONSUMER_OFFSETS), lambda: self.meta.image, settings
        )
        self.meta.listeners.append(gc.on_image)
        gc.on_image(self.meta.image, ImageChanges())
        return gc

    def run(self, ms: int = 1) -> None:
        self.reactor.advance(ms)

    def partition_of(self, group: str) -> int:
        return partition_for(group, self.partitions)

    def send(
        self,
        api: int,
        version: int,
        req: Message,
        *,
        client_id: str = "client",
        gc: GroupCoordinator | None = None,
        access: Access = ALLOW_ALL,
    ) -> Any:
        """The handler's result for `req` as decoded from the wire at `version`: a response or a Deferred.
        `access`: the principal's authorization, as the node's authorizer gives it."""
        body = type(req).decode(req.encode(version), version)
        info = RequestInfo(api, version, 1, client_id, "PLAINTEXT", client_host="/127.0.0.1", access=access)
        return (gc or self.gc).handlers()[api](info, body)

    def call(self, api: int, version: int, req: Message, *, wait_ms: int = 0, **kw: Any) -> Any:
        """Send and run the clock until answered (at most `wait_ms` more ms); the response as the client decodes
        it, or None if there is still no answer."""
        result = self.send(api, version, req, **kw)
        return self.answer(result, api, version, wait_ms)

    def answer(self, result: Any, api: int, version: int, wait_ms: int = 0) -> Any:
        if isinstance(result, Deferred):
            self.run(0)
            step = 0
            while not result.done and step < wait_ms:
                self.run(1)
                step += 1
            if not result.done:
                return None
            result = result.result()
        resp_cls = API_BY_KEY[api].response_class
        return resp_cls.decode(result.encode(version), version)

    def follow(self, partition: int, replica: int = 1) -> None:
        """The follower fetches everything the leader has of a __consumer_offsets partition (and again, to learn
        the high watermark)."""
        part = self.node.rm.partition(CONSUMER_OFFSETS, partition)
        leo = part.log.log_end_offset
        self.node.follower_fetch(
            CONSUMER_OFFSETS, replica, leo, partition=partition, current_leader_epoch=part.leader_epoch
        )
        self.run(0)


# ------------------------------------------------------------------------------------------ request builders

from kraftpy.coordinator.records import encode_assignment, encode_subscription  # noqa: E402
from kraftpy.protocol.messages.heartbeat import HeartbeatRequest  # noqa: E402
from kraftpy.protocol.messages.join_group import JoinGroupRequest  # noqa: E402
from kraftpy.protocol.messages.leave_group import LeaveGroupRequest  # noqa: E402
from kraftpy.protocol.messages.offset_commit import OffsetCommitRequest  # noqa: E402
from kraftpy.protocol.messages.offset_fetch import OffsetFetchRequest  # noqa: E402
from kraftpy.protocol.messages.sync_group import SyncGroupRequest  # noqa: E402

JOIN, SYNC, HEARTBEAT, LEAVE, COMMIT, FETCH = 11, 14, 12, 13, 8, 9


def join_req(
    group: str,
    member_id: str = "",
    *,
    topics: tuple[str, ...] = ("t",),
    session_ms: int = 10_000,
    rebalance_ms: int = 5_000,
    instance_id: str | None = None,
    protocols: list[tuple[str, bytes]] | None = None,
    protocol_type: str = "consumer",
) -> JoinGroupRequest:
    J = JoinGroupRequest
    meta = encode_subscription(topics)
    return J(
        group_id=group,
        session_timeout_ms=session_ms,
        rebalance_timeout_ms=rebalance_ms,
        member_id=member_id,
        group_instance_id=instance_id,
        protocol_type=protocol_type,
        protocols=[
            J.JoinGroupRequestProtocol(name=n, metadata=m)
            for n, m in (protocols if protocols is not None else [("range", meta)])
        ],
    )


def sync_req(
    group: str,
    member_id: str,
    generation: int,
    assignments: dict[str, dict[str, list[int]]] | None = None,
    instance_id: str | None = None,
) -> SyncGroupRequest:
    S = SyncGroupRequest
    return S(
        group_id=group,
        generation_id=generation,
        member_id=member_id,
        group_instance_id=instance_id,
        protocol_type="consumer",
        protocol_name="range",
        assignments=[
            S.SyncGroupRequestAssignment(member_id=m, assignment=encode_assignment(a))
            for m, a in (assignments or {}).items()
        ],
    )


def heartbeat_req(group: str, member_id: str, generation: int, instance_id: str | None = None) -> HeartbeatRequest:
    return HeartbeatRequest(
        group_id=group, generation_id=generation, member_id=member_id, group_instance_id=instance_id
    )


def leave_req(group: str, *members: tuple[str, str | None]) -> LeaveGroupRequest:
    L = LeaveGroupRequest
    return L(group_id=group, members=[L.MemberIdentity(member_id=m, group_instance_id=i) for m, i in members])


def commit_req(
    group: str,
    offsets: dict[tuple[str, int], int],
    *,
    generation: int = -1,
    member_id: str = "",
    metadata: str | None = "",
    instance_id: str | None = None,
    topic_ids: dict[str, Any] | None = None,
) -> OffsetCommitRequest:
    C = OffsetCommitRequest
    by_topic: dict[str, list[Any]] = {}
    for (t, p), off in offsets.items():
        by_topic.setdefault(t, []).append(
            C.OffsetCommitRequestPartition(
                partition_index=p, committed_offset=off, committed_leader_epoch=3, committed_metadata=metadata
            )
        )
    return C(
        group_id=group,
        generation_id_or_member_epoch=generation,
        member_id=member_id,
        group_instance_id=instance_id,
        topics=[
            C.OffsetCommitRequestTopic(name=t, topic_id=(topic_ids or {}).get(t), partitions=ps)
            if topic_ids
            else C.OffsetCommitRequestTopic(name=t, partitions=ps)
            for t, ps in by_topic.items()
        ],
    )


def fetch_req(group: str, partitions: dict[str, list[int]] | None) -> OffsetFetchRequest:
    F = OffsetFetchRequest
    return F(
        group_id=group,
        topics=None
        if partitions is None
        else [F.OffsetFetchRequestTopic(name=t, partition_indexes=ps) for t, ps in partitions.items()],
    )


def committed(h: Harness, group: str, topic: str, partition: int, version: int = 7) -> tuple[int, str, int]:
    """(offset, metadata, error) of one partition through OffsetFetch v7 (top-level error wins)."""
    resp = h.call(FETCH, version, fetch_req(group, {topic: [partition]}))
    if resp.error_code:
        return -1, "", resp.error_code
    p = resp.topics[0].partitions[0]
    return p.committed_offset, p.metadata or "", p.error_code


def join_group(h: Harness, group: str, n: int, *, version: int = 7, **kw: Any) -> tuple[int, list[str], str]:
    """`n` members join (MEMBER_ID_REQUIRED first) and complete the rebalance: (generation, member ids, leader)."""
    ids = []
    for i in range(n):
        r = h.call(JOIN, version, join_req(group, **kw), client_id=f"c{i}")
        assert r.error_code == 79, r  # MEMBER_ID_REQUIRED
        ids.append(r.member_id)
    pending = [h.send(JOIN, version, join_req(group, mid, **kw), client_id=f"c{i}") for i, mid in enumerate(ids)]
    resps = [h.answer(p, JOIN, version, wait_ms=10_000) for p in pending]
    assert all(r is not None and r.error_code == 0 for r in resps), resps
    gen = resps[0].generation_id
    leader = resps[0].leader
    assign = {mid: {"t": [i]} for i, mid in enumerate(ids)}
    syncs = [h.send(SYNC, 5, sync_req(group, mid, gen, assign if mid == leader else None)) for mid in ids]
    for s in syncs:
        r = h.answer(s, SYNC, 5, wait_ms=1000)
        assert r is not None and r.error_code == 0, r
    return gen, ids, leader
