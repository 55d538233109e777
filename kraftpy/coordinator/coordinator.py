"""The group coordinator of one broker: which `__consumer_offsets` partitions it serves, and the group requests.

The coordinator of a group is the leader of the group's partition of `__consumer_offsets`
(`records.partition_for`). After every metadata image (and lazily on each request) the coordinator compares the
partitions this broker leads with the shards it has: a partition led in a new leader epoch is loaded
(`Shard.start_load`), a partition no longer led is dropped (its parked requests answer NOT_COORDINATOR). Requests for
a group whose partition is not led here answer NOT_COORDINATOR; while it loads, COORDINATOR_LOAD_IN_PROGRESS.

Requests served (the version ranges of released clients, see `API_VERSIONS`): FindCoordinator (key type 0, batched
keys from v4; it creates `__consumer_offsets` on first use), JoinGroup, SyncGroup, Heartbeat, LeaveGroup,
OffsetCommit, OffsetFetch, DescribeGroups, ListGroups, DeleteGroups, OffsetDelete (`classic.py`, `offsets.py` and
this module), ConsumerGroupHeartbeat and ConsumerGroupDescribe (KIP-848, `consumer.py`).

Not implemented: transactional offset commits (TxnOffsetCommit; kraftpy has no transactions), FindCoordinator for
transactions and share groups (INVALID_REQUEST), the migration of a non-empty group between the classic and the
consumer protocol (INCONSISTENT_GROUP_PROTOCOL / GROUP_ID_NOT_FOUND, as Kafka with group.consumer.migration.policy
disabled), streams and share groups.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kraftpy.coordinator.groups import ClassicGroup, ClassicState, ConsumerGroup
from kraftpy.coordinator.log import OffsetsLog
from kraftpy.coordinator.records import CONSUMER_OFFSETS, partition_for
from kraftpy.coordinator.settings import GroupCoordinatorSettings
from kraftpy.coordinator.shard import Shard, ShardState
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.api import ApiKey
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.delete_groups import DeleteGroupsRequest, DeleteGroupsResponse
from kraftpy.protocol.messages.describe_groups import DescribeGroupsRequest, DescribeGroupsResponse
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest, FindCoordinatorResponse
from kraftpy.protocol.messages.list_groups import ListGroupsRequest, ListGroupsResponse
from kraftpy.runtime import Deferred, Reactor, RequestHandler, RequestInfo

__all__ = ["API_VERSIONS", "CoordinatorMetrics", "GroupCoordinator"]

log = logging.getLogger(__name__)
E = ErrorCode

OFFSET_COMMIT: int = ApiKey.OFFSET_COMMIT
OFFSET_FETCH: int = ApiKey.OFFSET_FETCH
FIND_COORDINATOR: int = ApiKey.FIND_COORDINATOR
JOIN_GROUP: int = ApiKey.JOIN_GROUP
HEARTBEAT: int = ApiKey.HEARTBEAT
LEAVE_GROUP: int = ApiKey.LEAVE_GROUP
SYNC_GROUP: int = ApiKey.SYNC_GROUP
DESCRIBE_GROUPS: int = ApiKey.DESCRIBE_GROUPS
LIST_GROUPS: int = ApiKey.LIST_GROUPS
DELETE_GROUPS: int = ApiKey.DELETE_GROUPS
OFFSET_DELETE: int = ApiKey.OFFSET_DELETE
CONSUMER_GROUP_HEARTBEAT: int = ApiKey.CONSUMER_GROUP_HEARTBEAT
CONSUMER_GROUP_DESCRIBE: int = ApiKey.CONSUMER_GROUP_DESCRIBE

#: api key -> (min version, max version) served
API_VERSIONS: dict[int, tuple[int, int]] = {
    OFFSET_COMMIT: (2, 10),
    OFFSET_FETCH: (1, 10),
    FIND_COORDINATOR: (0, 6),
    JOIN_GROUP: (0, 9),
    HEARTBEAT: (0, 4),
    LEAVE_GROUP: (0, 5),
    SYNC_GROUP: (0, 5),
    DESCRIBE_GROUPS: (0, 6),
    LIST_GROUPS: (0, 5),
    DELETE_GROUPS: (0, 2),
    OFFSET_DELETE: (0, 0),
    CONSUMER_GROUP_HEARTBEAT: (0, 1),
    CONSUMER_GROUP_DESCRIBE: (0, 1),
}

GROUP_OPERATIONS = sum(1 << op for op in (3, 6, 8))  # READ, DELETE, DESCRIBE
INT32_MIN = -(2**31)
MAX_GROUP_ID_BYTES = 32_767  # a __consumer_offsets key holds the group id as an int16-length string


@dataclass(slots=True)
class CoordinatorMetrics:
    rebalances: int = 0  # classic rebalances started (PreparingRebalance entered)
    consumer_group_rebalances: int = 0  # KIP-848 group epoch bumps
    offset_commits: int = 0  # offsets committed (partitions)
    offset_commit_requests: int = 0
    offset_deletions: int = 0
    offsets_expired: int = 0
    groups_deleted: int = 0
    partitions_loaded: int = 0
    load_time_ms_total: int = 0
    load_time_ms_max: int = 0
    write_failures: int = 0
    last_load_ms: dict[int, int] = field(default_factory=dict)


def group_id_error(group_id: str | None, *, empty_ok: bool = False) -> int:
    if group_id is None or (not group_id and not empty_ok):
        return int(E.INVALID_GROUP_ID)
    if len(group_id.encode("utf-8", "surrogatepass")) > MAX_GROUP_ID_BYTES:
        return int(E.INVALID_GROUP_ID)
    return 0


class GroupCoordinator:
    def __init__(
        self,
        reactor: Reactor,
        node_id: int,
        offsets_log: OffsetsLog,
        image: Callable[[], MetadataImage],
        settings: GroupCoordinatorSettings | None = None,
        *,
        create_offsets_topic: Callable[[int, int, dict[str, str]], None] | None = None,
    ) -> None:
        from kraftpy.coordinator.classic import ClassicProtocol
        from kraftpy.coordinator.consumer import ConsumerProtocol
        from kraftpy.coordinator.offsets import OffsetManager

        self.reactor = reactor
        self.node_id = node_id
        self.log = offsets_log
        self.image = image
        self.settings = settings or GroupCoordinatorSettings()
        self.topic = CONSUMER_OFFSETS
        self.create_offsets_topic = create_offsets_topic
        self.shards: dict[int, Shard] = {}
        self.metrics = CoordinatorMetrics()
        self.classic = ClassicProtocol(self)
        self.consumer = ConsumerProtocol(self)
        self.offsets = OffsetManager(self)
        self._closed = False
        self._creating_since = -1
        self._expiry_timer = reactor.call_at(
            reactor.now_ms() + self.settings.offsets_retention_check_interval_ms, self._expire_offsets
        )

    @property
    def prefix(self) -> str:
        return f"[GroupCoordinator {self.node_id}]"

    def handlers(self) -> dict[int, RequestHandler]:
        return {
            FIND_COORDINATOR: self.handle_find_coordinator,
            JOIN_GROUP: self.classic.handle_join_group,
            SYNC_GROUP: self.classic.handle_sync_group,
            HEARTBEAT: self.classic.handle_heartbeat,
            LEAVE_GROUP: self.classic.handle_leave_group,
            OFFSET_COMMIT: self.offsets.handle_offset_commit,
            OFFSET_FETCH: self.offsets.handle_offset_fetch,
            OFFSET_DELETE: self.offsets.handle_offset_delete,
            DESCRIBE_GROUPS: self.handle_describe_groups,
            LIST_GROUPS: self.handle_list_groups,
            DELETE_GROUPS: self.handle_delete_groups,
            CONSUMER_GROUP_HEARTBEAT: self.consumer.handle_heartbeat,
            CONSUMER_GROUP_DESCRIBE: self.consumer.handle_describe,
        }

    def api_versions(self) -> dict[int, tuple[int, int]]:
        versions = dict(API_VERSIONS)
        if not self.settings.consumer_protocol_enabled:
            del versions[CONSUMER_GROUP_HEARTBEAT]
            del versions[CONSUMER_GROUP_DESCRIBE]
        return versions

    # ============================================================================================ partitions

    def partition_of(self, group_id: str) -> int:
        return partition_for(group_id, self.num_partitions())

    def num_partitions(self) -> int:
        t = self.image().topic(self.topic)
        if t is not None and t.partitions:
            return len(t.partitions)
        return self.settings.offsets_topic_num_partitions

    def on_image(self, image: MetadataImage, changes: Any = None) -> None:
        """After every new metadata image (subscribe after the replica manager): load and drop shards."""
        if self._closed:
            return
        t = image.topic(self.topic)
        indexes = set(t.partitions) if t is not None else set()
        for i in sorted(indexes | set(self.shards)):
            self._sync_partition(i)

    def _sync_partition(self, index: int) -> Shard | None:
        epoch = self.log.leader_epoch(index)
        shard = self.shards.get(index)
        if shard is not None and (epoch is None or shard.epoch != epoch):
            self._drop(shard, "leadership moved" if epoch is None else f"new leader epoch {epoch}")
            shard = None
        if shard is None and epoch is not None and not self._closed:
            shard = Shard(self, index, epoch)
            self.shards[index] = shard
            shard.start_load()
        return shard

    def _drop(self, shard: Shard, reason: str) -> None:
        if self.shards.get(shard.index) is shard:
            del self.shards[shard.index]
        if shard.state is not ShardState.CLOSED:
            log.info("%s Unloading %s (leader epoch %d): %s", self.prefix, shard.name, shard.epoch, reason)
            shard.close()

    def shard_lost(self, shard: Shard, reason: str) -> None:
        self._drop(shard, reason)
        self._sync_partition(shard.index)

    def shard_loaded(self, shard: Shard, took_ms: int) -> None:
        m = self.metrics
        m.partitions_loaded += 1
        m.load_time_ms_total += took_ms
        m.load_time_ms_max = max(m.load_time_ms_max, took_ms)
        m.last_load_ms[shard.index] = took_ms
        self.classic.on_loaded(shard)
        self.consumer.on_loaded(shard)

    def shard_write_failed(self, shard: Shard, code: int) -> None:
        """A write failed after it may have been appended, or after its change was applied: start again from
        the log."""
        self.metrics.write_failures += 1
        log.warning(
            "%s A write to %s failed with %s; reloading it from the log", self.prefix, shard.name, E.name_of(code)
        )
        self._drop(shard, f"write failed with {E.name_of(code)}")
        index = shard.index

        def again() -> None:
            self._sync_partition(index)

        self.reactor.call_soon(again)

    def shard_for(self, group_id: str) -> tuple[Shard | None, int]:
        """The active shard of a group, or the error to answer: NOT_COORDINATOR (not led here),
        COORDINATOR_LOAD_IN_PROGRESS (loading)."""
        index = self.partition_of(group_id)
        shard = self._sync_partition(index)
        if shard is None:
            return None, int(E.NOT_COORDINATOR)
        if shard.state is ShardState.LOADING:
            return None, int(E.COORDINATOR_LOAD_IN_PROGRESS)
        if shard.state is not ShardState.ACTIVE:
            return None, int(E.NOT_COORDINATOR)
        return shard, 0

    def close(self) -> None:
        self._closed = True
        self._expiry_timer.cancel()
        for shard in list(self.shards.values()):
            self._drop(shard, "shutting down")

    # ======================================================================================== FindCoordinator

    def handle_find_coordinator(self, info: RequestInfo, req: FindCoordinatorRequest) -> FindCoordinatorResponse:
        """Key type 0 (group) only: the leader of the group's partition of __consumer_offsets, on the listener the
        request came in on. The topic is created on the first lookup (COORDINATOR_NOT_AVAILABLE until it has a
        leader). Transaction (1) and share (2) keys: INVALID_REQUEST (kraftpy has neither)."""
        v = info.api_version
        R = FindCoordinatorResponse
        key_type = req.key_type if v >= 1 else 0
        keys = list(req.coordinator_keys) if v >= 4 else [req.key]
        results = [self._find(k, key_type, info.listener) for k in keys]
        if v >= 4:
            return R(
                coordinators=[
                    R.Coordinator(key=k, node_id=n, host=h, port=p, error_code=e, error_message=msg)
                    for k, (e, msg, n, h, p) in zip(keys, results, strict=True)
                ]
            )
        e, msg, n, h, p = results[0]
        return R(error_code=e, error_message=msg if v >= 1 else None, node_id=n, host=h, port=p)

    def _find(self, key: str, key_type: int, listener: str) -> tuple[int, str | None, int, str, int]:
        if key_type != 0:
            return (int(E.INVALID_REQUEST), f"kraftpy has no coordinator for key type {key_type}", -1, "", -1)
        if key is None or group_id_error(key, empty_ok=True):
            return (int(E.INVALID_REQUEST), "invalid group id", -1, "", -1)
        image = self.image()
        t = image.topic(self.topic)
        if t is None or not t.partitions:
            self._create_topic(image)
            return (int(E.COORDINATOR_NOT_AVAILABLE), "The coordinator is not available.", -1, "", -1)
        p = t.partitions.get(partition_for(key, len(t.partitions)))
        if p is None or p.leader < 0:
            return (int(E.COORDINATOR_NOT_AVAILABLE), "The coordinator is not available.", -1, "", -1)
        reg = image.brokers.get(p.leader)
        ep = None if reg is None or reg.fenced else reg.listener(listener)
        if ep is None:
            return (int(E.COORDINATOR_NOT_AVAILABLE), "The coordinator is not available.", -1, "", -1)
        return (0, None, p.leader, ep.host, ep.port)

    def _create_topic(self, image: MetadataImage) -> None:
        if self.create_offsets_topic is None:
            return
        now = self.reactor.now_ms()
        if self._creating_since >= 0 and now - self._creating_since < 5_000:
            return
        self._creating_since = now
        brokers = sum(1 for b in image.brokers.values() if not b.fenced)
        rf = max(1, min(self.settings.offsets_topic_replication_factor, brokers))
        configs = {
            "cleanup.policy": "compact",
            "compression.type": "producer",
            "segment.bytes": str(self.settings.offsets_topic_segment_bytes),
        }
        log.info(
            "%s Creating %s with %d partitions and replication factor %d",
            self.prefix,
            self.topic,
            self.settings.offsets_topic_num_partitions,
            rf,
        )
        self.create_offsets_topic(self.settings.offsets_topic_num_partitions, rf, configs)

    # =========================================================================================== groups

    def all_groups(self) -> list[tuple[Shard, ClassicGroup | ConsumerGroup]]:
        out: list[tuple[Shard, ClassicGroup | ConsumerGroup]] = []
        for shard in self.shards.values():
            if shard.active:
                out.extend((shard, g) for g in shard.groups.values())
        return out

    def handle_list_groups(self, info: RequestInfo, req: ListGroupsRequest) -> ListGroupsResponse:
        """Every group of the partitions this broker coordinates; v4 StatesFilter and v5 TypesFilter
        (case-insensitive). COORDINATOR_LOAD_IN_PROGRESS while one of them loads (with the groups of the rest)."""
        v = info.api_version
        R = ListGroupsResponse
        states = {s.lower() for s in req.states_filter} if v >= 4 and req.states_filter else None
        types = {t.lower() for t in req.types_filter} if v >= 5 and req.types_filter else None
        resp = R(error_code=0)
        if any(s.state is ShardState.LOADING for s in self.shards.values()):
            resp.error_code = int(E.COORDINATOR_LOAD_IN_PROGRESS)
        for _shard, g in sorted(self.all_groups(), key=lambda x: x[1].group_id):
            state = g.state.value
            if states is not None and state.lower() not in states:
                continue
            if types is not None and g.type_name not in types:
                continue
            resp.groups.append(
                R.ListedGroup(
                    group_id=g.group_id, protocol_type=g.protocol_type or "", group_state=state, group_type=g.type_name
                )
            )
        return resp

    def handle_describe_groups(self, info: RequestInfo, req: DescribeGroupsRequest) -> DescribeGroupsResponse:
        """Classic groups. A group that does not exist is Dead with no members (v6: GROUP_ID_NOT_FOUND); a KIP-848
        group answers GROUP_ID_NOT_FOUND ("not a classic group", ConsumerGroupDescribe describes it).
        ProtocolData, MemberMetadata and MemberAssignment are given for Stable groups, as Kafka does."""
        v = info.api_version
        R = DescribeGroupsResponse
        resp = R()
        for gid in req.groups:
            dg = R.DescribedGroup(
                group_id=gid,
                group_state="",
                protocol_type="",
                protocol_data="",
                authorized_operations=GROUP_OPERATIONS if v >= 3 and req.include_authorized_operations else INT32_MIN,
            )
            resp.groups.append(dg)
            err = group_id_error(gid, empty_ok=True)
            shard, serr = (None, err) if err else self.shard_for(gid)
            if shard is None:
                dg.error_code = serr
                continue
            g = shard.groups.get(gid)
            if g is None or (isinstance(g, ClassicGroup) and g.state is ClassicState.DEAD):
                dg.group_state = "Dead"
                if v >= 6:
                    dg.error_code = int(E.GROUP_ID_NOT_FOUND)
                    dg.error_message = f"Group {gid} not found."
                continue
            if isinstance(g, ConsumerGroup):
                dg.error_code = int(E.GROUP_ID_NOT_FOUND)
                dg.group_state = "Dead"
                if v >= 6:
                    dg.error_message = f"Group {gid} is not a classic group."
                continue
            dg.group_state = g.state.value
            dg.protocol_type = g.protocol_type or ""
            stable = g.state is ClassicState.STABLE
            dg.protocol_data = (g.protocol or "") if stable else ""
            for m in g.members.values():
                dg.members.append(
                    R.DescribedGroupMember(
                        member_id=m.member_id,
                        group_instance_id=m.instance_id,
                        client_id=m.client_id,
                        client_host=m.client_host,
                        member_metadata=m.metadata_for(g.protocol) if stable and g.protocol else b"",
                        member_assignment=m.assignment if stable else b"",
                    )
                )
        return resp

    def handle_delete_groups(self, info: RequestInfo, req: DeleteGroupsRequest) -> DeleteGroupsResponse | Deferred:
        """Each group: GROUP_ID_NOT_FOUND if unknown, NON_EMPTY_GROUP if it has members, else its offsets and
        its group record are deleted (tombstones) and it answers once they are committed."""
        R = DeleteGroupsResponse
        resp = R()
        waits: list[Deferred] = []
        for gid in req.groups_names:
            res = R.DeletableGroupResult(group_id=gid, error_code=0)
            resp.results.append(res)
            err = group_id_error(gid, empty_ok=True)
            shard, serr = (None, err) if err else self.shard_for(gid)
            if shard is None:
                res.error_code = serr
                continue
            g = shard.groups.get(gid)
            if g is None:
                res.error_code = int(E.GROUP_ID_NOT_FOUND)
                continue
            if not g.is_empty or (isinstance(g, ClassicGroup) and g.state is not ClassicState.EMPTY):
                res.error_code = int(E.NON_EMPTY_GROUP)
                continue
            waits.append(self.delete_group(shard, g, res))
        if not waits:
            return resp
        out = Deferred()
        remaining = [len(waits)]

        def one_done(_d: Deferred) -> None:
            remaining[0] -= 1
            if remaining[0] == 0:
                out.resolve(resp)

        for d in waits:
            d.add_callback(one_done)
        return out

    def delete_group(self, shard: Shard, g: ClassicGroup | ConsumerGroup, res: Any = None) -> Deferred:
        """Tombstones for the group's offsets and its records; applied once committed."""
        records = self.offsets.tombstones(shard, g.group_id, None)
        records += self.group_tombstones(g)
        d = Deferred()
        gid = g.group_id

        def done(code: int) -> None:
            if code == 0:
                for r in records:
                    shard.replay(r)
                shard.groups.pop(gid, None)
                shard.offsets.pop(gid, None)
                self.metrics.groups_deleted += 1
                log.info("%s Deleted group %s", self.prefix, gid)
            elif res is not None:
                res.error_code = _group_write_error(code)
            d.resolve(code)

        shard.append(records, done, applied=False)
        return d

    def group_tombstones(self, g: ClassicGroup | ConsumerGroup) -> list[Any]:
        from kraftpy.coordinator.records import (
            CONSUMER_GROUP_METADATA,
            CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA,
            GROUP_METADATA,
            CoordinatorRecord,
        )
        from kraftpy.protocol.messages.coordinator_records import (
            ConsumerGroupMetadataKey,
            ConsumerGroupTargetAssignmentMetadataKey,
            GroupMetadataKey,
        )

        if isinstance(g, ConsumerGroup):
            return [
                CoordinatorRecord(
                    CONSUMER_GROUP_TARGET_ASSIGNMENT_METADATA,
                    ConsumerGroupTargetAssignmentMetadataKey(group=g.group_id),
                    None,
                ),
                CoordinatorRecord(CONSUMER_GROUP_METADATA, ConsumerGroupMetadataKey(group=g.group_id), None),
            ]
        return [CoordinatorRecord(GROUP_METADATA, GroupMetadataKey(group=g.group_id), None)]

    # ============================================================================================ expiry

    def _expire_offsets(self) -> None:
        if self._closed:
            return
        try:
            for shard in list(self.shards.values()):
                if shard.active:
                    self.offsets.expire(shard)
        except Exception:
            log.exception("%s Offset expiry failed", self.prefix)
        finally:
            if not self._closed:
                self._expiry_timer = self.reactor.call_at(
                    self.reactor.now_ms() + self.settings.offsets_retention_check_interval_ms, self._expire_offsets
                )

    # ============================================================================================ metrics

    def gauges(self) -> dict[str, Any]:
        """Groups by state and type, and the partitions being loaded / served."""
        by_state: dict[tuple[str, str], int] = {}
        for _shard, g in self.all_groups():
            key = (g.type_name, g.state.value)
            by_state[key] = by_state.get(key, 0) + 1
        return {
            "groups": by_state,
            "partitions_loading": sum(1 for s in self.shards.values() if s.state is ShardState.LOADING),
            "partitions_active": sum(1 for s in self.shards.values() if s.state is ShardState.ACTIVE),
            "offsets": sum(len(o) for s in self.shards.values() if s.active for o in s.offsets.values()),
        }


def _group_write_error(code: int) -> int:
    from kraftpy.coordinator.shard import coordinator_error

    return coordinator_error(code)
