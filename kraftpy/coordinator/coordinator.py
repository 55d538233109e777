"""The group coordinator of one broker: the group requests, routed to the shards of `__consumer_offsets` this broker
leads on the coordinator runtime.

The coordinator of a group is the leader of the group's partition of `__consumer_offsets` (`records.partition_for`).
After every metadata image (and lazily on each request) the runtime compares the partitions this broker leads with
the shards it has: a partition led in a new leader epoch is loaded, a partition no longer led is closed (its parked
requests answer NOT_COORDINATOR). Requests for a group whose partition is not led here answer NOT_COORDINATOR; while
it loads, COORDINATOR_LOAD_IN_PROGRESS.

This module decides nothing about groups: it checks what can be checked before a shard is chosen (group ids, the
topics of an OffsetCommit), submits the managers' operations (`classic`, `consumer`, `offsets`) to the runtime,
and reads shards for the requests that only read (OffsetFetch, DescribeGroups, ConsumerGroupDescribe, ListGroups).

Requests served (the version ranges of released clients, see `API_VERSIONS`): FindCoordinator (key type 0, batched
keys from v4; it creates `__consumer_offsets` on first use; other key types go to the coordinator registered for
them in `finders`: 1, the transaction coordinator's), JoinGroup, SyncGroup, Heartbeat, LeaveGroup, OffsetCommit,
OffsetFetch (RequireStable from v7), TxnOffsetCommit, DescribeGroups, ListGroups, DeleteGroups, OffsetDelete,
ConsumerGroupHeartbeat and ConsumerGroupDescribe (KIP-848).

Transactional offsets: TxnOffsetCommit is verified with the transaction coordinator first when the node gives a
`verify_transaction` (KIP-890: the `__consumer_offsets` partition must be in the producer's transaction; with
TxnOffsetCommit v5 under transactions v2 it is added), then written as the producer's transactional batch and kept
pending until the producer's marker; the broker's WriteTxnMarkers handler appends the markers and tells
`on_txn_marker` (the node wires it).

Not implemented: FindCoordinator for share groups (INVALID_REQUEST), the migration of a non-empty group between the
classic and the consumer protocol (INCONSISTENT_GROUP_PROTOCOL / GROUP_ID_NOT_FOUND, as Kafka with
group.consumer.migration.policy disabled), streams and share groups.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kraftpy.coordinator.classic import ClassicManager, join_response, sync_response
from kraftpy.coordinator.consumer import ConsumerManager
from kraftpy.coordinator.env import GroupEnv
from kraftpy.coordinator.errors import coordinator_error, group_id_error
from kraftpy.coordinator.groups import Group
from kraftpy.coordinator.lookup import CoordinatorTopic, FindResult
from kraftpy.coordinator.offsets import EXPIRY_TIMER, OffsetManager, PreparedTxnCommit, txn_offset_error
from kraftpy.coordinator.records import CONSUMER_OFFSETS, GROUP_RECORD_SERDE, partition_for
from kraftpy.coordinator.runtime import CoordinatorRuntime, Op, OpContext, PartitionLog, ShardState
from kraftpy.coordinator.settings import GroupCoordinatorSettings
from kraftpy.coordinator.state import GroupShard
from kraftpy.metadata.image import MetadataImage
from kraftpy.protocol.api import ApiKey
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.consumer_group_describe import (
    ConsumerGroupDescribeRequest,
    ConsumerGroupDescribeResponse,
)
from kraftpy.protocol.messages.consumer_group_heartbeat import (
    ConsumerGroupHeartbeatRequest,
    ConsumerGroupHeartbeatResponse,
)
from kraftpy.protocol.messages.delete_groups import DeleteGroupsRequest, DeleteGroupsResponse
from kraftpy.protocol.messages.describe_groups import DescribeGroupsRequest, DescribeGroupsResponse
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest, FindCoordinatorResponse
from kraftpy.protocol.messages.heartbeat import HeartbeatRequest, HeartbeatResponse
from kraftpy.protocol.messages.join_group import JoinGroupRequest
from kraftpy.protocol.messages.leave_group import LeaveGroupRequest, LeaveGroupResponse
from kraftpy.protocol.messages.list_groups import ListGroupsRequest, ListGroupsResponse
from kraftpy.protocol.messages.offset_commit import OffsetCommitRequest
from kraftpy.protocol.messages.offset_delete import OffsetDeleteRequest, OffsetDeleteResponse
from kraftpy.protocol.messages.offset_fetch import OffsetFetchRequest, OffsetFetchResponse
from kraftpy.protocol.messages.sync_group import SyncGroupRequest
from kraftpy.protocol.messages.txn_offset_commit import TxnOffsetCommitRequest
from kraftpy.runtime import Deferred, Reactor, RequestHandler, RequestInfo

__all__ = ["API_VERSIONS", "CoordinatorMetrics", "GroupCoordinator", "VerifyTransaction"]

log = logging.getLogger(__name__)
E = ErrorCode
DeletableGroupResult = DeleteGroupsResponse.DeletableGroupResult

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
TXN_OFFSET_COMMIT: int = ApiKey.TXN_OFFSET_COMMIT

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
    TXN_OFFSET_COMMIT: (0, 5),
}

#: the broker's check of a transactional offset commit with the transaction coordinator (KIP-890): (transactional id,
#: producer id, producer epoch, __consumer_offsets partition, TxnOffsetCommit version) -> an error code, or a Deferred
#: of one: 0 when the partition is in the producer's ongoing transaction (v5 under transactions v2: once added)
VerifyTransaction = Callable[[str, int, int, int, int], Any]


@dataclass(slots=True)
class CoordinatorMetrics:
    """The coordinator's counters; the runtime reports to it (`RuntimeMetrics`)."""

    rebalances: int = 0  # classic rebalances started (PreparingRebalance entered)
    consumer_group_rebalances: int = 0  # KIP-848 group epoch bumps
    offset_commits: int = 0  # offsets committed (partitions)
    offset_commit_requests: int = 0
    txn_offset_commits: int = 0  # transactional offsets written (pending until their marker)
    txn_markers: int = 0  # COMMIT/ABORT markers appended to __consumer_offsets partitions led here
    offset_deletions: int = 0
    offsets_expired: int = 0
    groups_deleted: int = 0
    partitions_loaded: int = 0
    load_time_ms_total: int = 0
    load_time_ms_max: int = 0
    write_failures: int = 0  # writes refused, or failed after their append
    last_load_ms: dict[int, int] = field(default_factory=dict)

    def shard_loaded(self, partition: int, took_ms: int, records: int) -> None:
        self.partitions_loaded += 1
        self.load_time_ms_total += took_ms
        self.load_time_ms_max = max(self.load_time_ms_max, took_ms)
        self.last_load_ms[partition] = took_ms

    def write_failed(self, partition: int, error: int) -> None:
        self.write_failures += 1

    def count(self, name: str, n: int) -> None:
        setattr(self, name, getattr(self, name) + n)


class GroupCoordinator:
    def __init__(
        self,
        reactor: Reactor,
        node_id: int,
        offsets_log: PartitionLog,
        image: Callable[[], MetadataImage],
        settings: GroupCoordinatorSettings | None = None,
        *,
        create_offsets_topic: Callable[[int, int, dict[str, str]], None] | None = None,
        verify_transaction: VerifyTransaction | None = None,
    ) -> None:
        self.reactor = reactor
        self.verify_transaction = verify_transaction
        self.node_id = node_id
        self.image = image
        self.settings = settings or GroupCoordinatorSettings()
        self.topic = CONSUMER_OFFSETS
        self.create_offsets_topic = create_offsets_topic
        self.coordinator_topic = CoordinatorTopic(
            CONSUMER_OFFSETS, self.prefix, reactor, self._offsets_topic_layout, create_offsets_topic
        )
        # FindCoordinator for other key types (1: the transaction coordinator's), key -> result by listener
        self.finders: dict[int, Callable[[str, str], FindResult]] = {}
        self.metrics = CoordinatorMetrics()
        env = GroupEnv(node_id, lambda: self.settings, image)
        self.classic = ClassicManager(env)
        self.consumer = ConsumerManager(env)
        self.offsets = OffsetManager(env)
        self.runtime: CoordinatorRuntime[GroupShard] = CoordinatorRuntime(
            f"GroupCoordinator {node_id}",
            reactor,
            CONSUMER_OFFSETS,
            offsets_log,
            GROUP_RECORD_SERDE,
            lambda partition: GroupShard(partition, reactor.wall_ms),
            self.metrics,
            write_timeout_ms=lambda: self.settings.offsets_commit_timeout_ms,
            load_buffer_bytes=lambda: self.settings.offsets_load_buffer_size,
            on_active=self._on_active,
        )

    @property
    def prefix(self) -> str:
        return f"[GroupCoordinator {self.node_id}]"

    def handlers(self) -> dict[int, RequestHandler]:
        return {
            FIND_COORDINATOR: self.handle_find_coordinator,
            JOIN_GROUP: self.handle_join_group,
            SYNC_GROUP: self.handle_sync_group,
            HEARTBEAT: self.handle_heartbeat,
            LEAVE_GROUP: self.handle_leave_group,
            OFFSET_COMMIT: self.handle_offset_commit,
            OFFSET_FETCH: self.handle_offset_fetch,
            OFFSET_DELETE: self.handle_offset_delete,
            DESCRIBE_GROUPS: self.handle_describe_groups,
            LIST_GROUPS: self.handle_list_groups,
            DELETE_GROUPS: self.handle_delete_groups,
            CONSUMER_GROUP_HEARTBEAT: self.handle_consumer_group_heartbeat,
            CONSUMER_GROUP_DESCRIBE: self.handle_consumer_group_describe,
            TXN_OFFSET_COMMIT: self.handle_txn_offset_commit,
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

    @property
    def shards(self) -> dict[int, GroupShard]:
        """The shards of the partitions this broker leads (loading or active), by partition."""
        return {p: host.shard for p, host in self.runtime.hosts.items()}

    def active_shard(self, partition: int) -> GroupShard | None:
        host = self.runtime.hosts.get(partition)
        return host.shard if host is not None and host.active else None

    def on_image(self, image: MetadataImage, changes: Any = None) -> None:
        """After every new metadata image (subscribe after the replica manager): load and drop shards."""
        t = image.topic(self.topic)
        self.runtime.sync_all(t.partitions if t is not None else ())

    def _on_active(self, shard: GroupShard, ctx: OpContext) -> None:
        """A shard finished loading: its members' sessions and the offsets' expiry start."""
        self.classic.on_loaded(shard, ctx)
        self.consumer.on_loaded(shard, ctx)
        interval = self.settings.offsets_retention_check_interval_ms
        ctx.schedule(EXPIRY_TIMER, ctx.now_ms + interval, self.offsets.expire)

    def _lookup(self, group_id: str) -> tuple[GroupShard | None, int]:
        host, code = self.runtime.acquire(self.partition_of(group_id))
        return (host.shard if host is not None else None), code

    def close(self) -> None:
        self.runtime.close()

    # ======================================================================================== FindCoordinator

    def handle_find_coordinator(self, info: RequestInfo, req: FindCoordinatorRequest) -> FindCoordinatorResponse:
        """Key type 0 (group): the leader of the group's partition of __consumer_offsets, on the listener the
        request came in on. The topic is created on the first lookup (COORDINATOR_NOT_AVAILABLE until it has a
        leader). Other key types go to their coordinator's finder (1, transactions: the transaction coordinator,
        when the broker registered it); without one (share groups, 2): INVALID_REQUEST."""
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

    def _find(self, key: str, key_type: int, listener: str) -> FindResult:
        if key_type != 0:
            finder = self.finders.get(key_type)
            if finder is None:
                return (int(E.INVALID_REQUEST), f"kraftpy has no coordinator for key type {key_type}", -1, "", -1)
            return finder(key, listener)
        if key is None or group_id_error(key, empty_ok=True):
            return (int(E.INVALID_REQUEST), "invalid group id", -1, "", -1)
        return self.coordinator_topic.find(self.image(), key, listener)

    def _offsets_topic_layout(self) -> tuple[int, int, dict[str, str]]:
        s = self.settings
        configs = {
            "cleanup.policy": "compact",
            "compression.type": "producer",
            "segment.bytes": str(s.offsets_topic_segment_bytes),
        }
        return s.offsets_topic_num_partitions, s.offsets_topic_replication_factor, configs

    # =========================================================================================== classic groups

    def handle_join_group(self, info: RequestInfo, req: JoinGroupRequest) -> Any:
        v = info.api_version
        code = group_id_error(req.group_id)
        if code:
            return join_response(v, code, member_id=req.member_id)
        return self.runtime.write(
            self.partition_of(req.group_id),
            lambda shard, ctx: self.classic.join(shard, ctx, info, req),
            lambda code: join_response(v, coordinator_error(code), member_id=req.member_id),
        )

    def handle_sync_group(self, info: RequestInfo, req: SyncGroupRequest) -> Any:
        v = info.api_version
        code = group_id_error(req.group_id)
        if code:
            return sync_response(v, code)
        return self.runtime.write(
            self.partition_of(req.group_id),
            lambda shard, ctx: self.classic.sync(shard, ctx, info, req),
            lambda code: sync_response(v, coordinator_error(code)),
        )

    def handle_heartbeat(self, info: RequestInfo, req: HeartbeatRequest) -> Any:
        code = group_id_error(req.group_id)
        if code:
            return HeartbeatResponse(error_code=code)
        return self.runtime.write(
            self.partition_of(req.group_id),
            lambda shard, ctx: self.classic.heartbeat(shard, ctx, info, req),
            lambda code: HeartbeatResponse(error_code=coordinator_error(code)),
        )

    def handle_leave_group(self, info: RequestInfo, req: LeaveGroupRequest) -> Any:
        code = group_id_error(req.group_id)
        if code:
            return LeaveGroupResponse(error_code=code)
        return self.runtime.write(
            self.partition_of(req.group_id),
            lambda shard, ctx: self.classic.leave(shard, ctx, info, req),
            lambda code: LeaveGroupResponse(error_code=coordinator_error(code)),
        )

    def handle_describe_groups(self, info: RequestInfo, req: DescribeGroupsRequest) -> DescribeGroupsResponse:
        v = info.api_version
        resp = DescribeGroupsResponse()
        include = bool(req.include_authorized_operations) if v >= 3 else False
        for gid in req.groups:
            code = group_id_error(gid, empty_ok=True)
            shard, code = (None, code) if code else self._lookup(gid)
            resp.groups.append(self.classic.describe(shard, code, gid, v, include))
        return resp

    # ============================================================================================ KIP-848 groups

    def handle_consumer_group_heartbeat(self, info: RequestInfo, req: ConsumerGroupHeartbeatRequest) -> Any:
        problem = self.consumer.check(req, info.api_version)
        if problem is not None:
            return problem
        return self.runtime.write(
            self.partition_of(req.group_id),
            lambda shard, ctx: self.consumer.heartbeat(shard, ctx, info, req),
            lambda code: ConsumerGroupHeartbeatResponse(
                error_code=coordinator_error(code), member_epoch=-1, heartbeat_interval_ms=0
            ),
        )

    def handle_consumer_group_describe(
        self, info: RequestInfo, req: ConsumerGroupDescribeRequest
    ) -> ConsumerGroupDescribeResponse:
        resp = ConsumerGroupDescribeResponse()
        for gid in req.group_ids:
            code = group_id_error(gid)
            shard, code = (None, code) if code else self._lookup(gid)
            resp.groups.append(
                self.consumer.describe(shard, code, gid, info.api_version, req.include_authorized_operations)
            )
        return resp

    # ================================================================================================== offsets

    def handle_offset_commit(self, info: RequestInfo, req: OffsetCommitRequest) -> Any:
        prepared = self.offsets.prepare_commit(req, info.api_version)
        self.metrics.offset_commit_requests += 1
        code = group_id_error(req.group_id, empty_ok=True)
        if code:
            return prepared.fail(code)
        return self.runtime.write(
            self.partition_of(req.group_id),
            lambda shard, ctx: self.offsets.commit(shard, ctx, prepared),
            lambda code: prepared.fail(coordinator_error(code, offsets=True)),
        )

    def handle_txn_offset_commit(self, info: RequestInfo, req: TxnOffsetCommitRequest) -> Any:
        """TxnOffsetCommit: the group id, the topics, the transaction's verification (when the broker gives one),
        then the offsets as the producer's transactional batch (`OffsetManager.commit_transactional`)."""
        v = info.api_version
        prepared = self.offsets.prepare_txn_commit(req, v)
        code = group_id_error(req.group_id)
        if code:
            return prepared.fail(code)
        if not prepared.entries:
            return prepared.response
        partition = self.partition_of(req.group_id)
        verify = self.verify_transaction
        if verify is None:
            return self._txn_commit(partition, prepared)
        verdict = verify(req.transactional_id, req.producer_id, req.producer_epoch, partition, v)
        if not isinstance(verdict, Deferred):
            return prepared.fail(verdict) if verdict else self._txn_commit(partition, prepared)
        out = Deferred()

        def verified(d: Deferred) -> None:
            code = int(E.UNKNOWN_SERVER_ERROR) if d.error is not None else int(d.result())
            answer = prepared.fail(code) if code else self._txn_commit(partition, prepared)
            if isinstance(answer, Deferred):
                answer.add_callback(lambda a: out.resolve(a.result()))
            else:
                out.resolve(answer)

        verdict.add_callback(verified)
        return out

    def _txn_commit(self, partition: int, prepared: PreparedTxnCommit) -> Any:
        return self.runtime.write(
            partition,
            lambda shard, ctx: self.offsets.commit_transactional(shard, ctx, prepared),
            lambda code: prepared.fail(txn_offset_error(code)),
        )

    def on_txn_marker(self, topic: str, partition: int, producer_id: int, committed: bool, offset: int) -> None:
        """The broker appended a COMMIT/ABORT marker of a producer at `offset` of a partition it leads (its
        WriteTxnMarkers handler; Kafka's onTransactionCompleted): for a `__consumer_offsets` partition, the
        producer's pending offsets there materialize (COMMIT) or go (ABORT), in log order, committed state once the
        high watermark passes the marker."""
        if topic != CONSUMER_OFFSETS:
            return
        self.metrics.txn_markers += 1
        self.runtime.marker_appended(partition, producer_id, -1, committed, offset)

    def handle_offset_fetch(self, info: RequestInfo, req: OffsetFetchRequest) -> OffsetFetchResponse:
        return self.offsets.fetch(self._lookup, info, req)

    def handle_offset_delete(self, info: RequestInfo, req: OffsetDeleteRequest) -> Any:
        code = group_id_error(req.group_id, empty_ok=True)
        if code:
            return OffsetDeleteResponse(error_code=code)
        return self.runtime.write(
            self.partition_of(req.group_id),
            lambda shard, ctx: self.offsets.delete_offsets(shard, ctx, req),
            lambda code: OffsetDeleteResponse(error_code=coordinator_error(code)),
        )

    def handle_delete_groups(self, info: RequestInfo, req: DeleteGroupsRequest) -> Any:
        """Each group: GROUP_ID_NOT_FOUND if unknown, NON_EMPTY_GROUP if it has members, else its offsets and its
        group record are deleted (tombstones); the answer waits until every group's are committed."""
        R = DeleteGroupsResponse
        resp = R()
        waits: list[Deferred] = []
        for gid in req.groups_names:
            res = R.DeletableGroupResult(group_id=gid, error_code=0)
            resp.results.append(res)
            code = group_id_error(gid, empty_ok=True)
            if code:
                res.error_code = code
                continue

            answer = self.runtime.write(self.partition_of(gid), self._delete_group_op(gid, res), _failer(res))
            if isinstance(answer, Deferred):
                waits.append(answer)
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

    def _delete_group_op(self, gid: str, res: DeletableGroupResult) -> Op[GroupShard]:
        return lambda shard, ctx: self.offsets.delete_group(shard, ctx, gid, res)

    # ================================================================================================== listing

    def all_groups(self) -> list[tuple[GroupShard, Group]]:
        out: list[tuple[GroupShard, Group]] = []
        for host in self.runtime.hosts.values():
            if host.active:
                out.extend((host.shard, g) for g in host.shard.groups.values())
        return out

    def handle_list_groups(self, info: RequestInfo, req: ListGroupsRequest) -> ListGroupsResponse:
        """Every group of the partitions this broker coordinates; v4 StatesFilter and v5 TypesFilter
        (case-insensitive). COORDINATOR_LOAD_IN_PROGRESS while one of them loads (with the groups of the rest)."""
        v = info.api_version
        R = ListGroupsResponse
        states = {s.lower() for s in req.states_filter} if v >= 4 and req.states_filter else None
        types = {t.lower() for t in req.types_filter} if v >= 5 and req.types_filter else None
        resp = R(error_code=0)
        if any(h.state is ShardState.LOADING for h in self.runtime.hosts.values()):
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

    # ================================================================================================== metrics

    def gauges(self) -> dict[str, Any]:
        """Groups by state and type, and the partitions being loaded / served."""
        by_state: dict[tuple[str, str], int] = {}
        for _shard, g in self.all_groups():
            key = (g.type_name, g.state.value)
            by_state[key] = by_state.get(key, 0) + 1
        hosts = self.runtime.hosts.values()
        return {
            "groups": by_state,
            "partitions_loading": sum(1 for h in hosts if h.state is ShardState.LOADING),
            "partitions_active": sum(1 for h in hosts if h.state is ShardState.ACTIVE),
            "offsets": sum(len(o) for h in hosts if h.active for o in h.shard.offsets.values()),
        }


def _failer(res: DeletableGroupResult) -> Callable[[int], DeletableGroupResult]:
    def fail(code: int) -> DeletableGroupResult:
        res.error_code = coordinator_error(code)
        return res

    return fail
