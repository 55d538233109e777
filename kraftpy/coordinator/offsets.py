"""Committed offsets and the deletion of groups: OffsetCommit, OffsetFetch, OffsetDelete, DeleteGroups and the
expiry of old offsets (the offsets manager: operations on a `GroupShard` that return their answer and write
records through the `OpContext`; it never writes itself).

OffsetCommit (Kafka's checks, in order): the group id; the coordinator; for a classic group a commit from outside the
group (generation < 0, no member id) is accepted only while the group is Empty, otherwise the member must be in the
group (UNKNOWN_MEMBER_ID; FENCED_INSTANCE_ID for a static member replaced meanwhile), the group must not be
CompletingRebalance (REBALANCE_IN_PROGRESS) and the generation must be the group's (ILLEGAL_GENERATION); a commit
with a generation for a group that does not exist is ILLEGAL_GENERATION. For a KIP-848 group the member epoch is
checked (STALE_MEMBER_EPOCH). Per partition: a topic or partition that does not exist is UNKNOWN_TOPIC_OR_PARTITION
(v10, by topic id: UNKNOWN_TOPIC_ID), metadata above offset.metadata.max.bytes is OFFSET_METADATA_TOO_LARGE. The
valid offsets are one write (acks=all), applied to the working state at once; OffsetFetch reads the committed state,
so a fetched offset can never be lost or go back, and the commit is answered once its write is committed.

Expiry (offsets.retention.minutes, checked every offsets.retention.check.interval.ms on each shard, KIP-211): offsets
of a group that uses a consumer protocol and is not Empty do not expire while the group subscribes to their topic;
otherwise an offset expires once retention has passed since the group became Empty (classic groups with a protocol)
or since it was committed (groups without one, and topics a group no longer subscribes to); an explicit expiry time
(v2-4 RetentionTimeMs) wins. An Empty classic group left without offsets is deleted.

TxnOffsetCommit (KIP-98, KIP-447; Kafka 4.x's rules): the group is checked as for an OffsetCommit, except that a
transactional commit needs no member (no member id, generation -1 and no instance id are accepted in any state), is
not refused during a rebalance, and a KIP-848 member's stale epoch is ILLEGAL_GENERATION; an unknown group is accepted
with generation -1 (a simple group) and ILLEGAL_GENERATION otherwise. The offsets are written as one transactional
batch of the producer and wait in the shard for the producer's marker (`GroupShard.pending_txn`); the broker's
WriteTxnMarkers handler appends the markers and the runtime replays them in log order
(`GroupCoordinator.on_txn_marker`). OffsetFetch with RequireStable (v7+) answers
UNSTABLE_OFFSET_COMMIT for a partition while a transactional offset of it is pending.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kraftpy.coordinator.env import GroupEnv
from kraftpy.coordinator.errors import coordinator_error, group_id_error
from kraftpy.coordinator.groups import ClassicGroup, ClassicState, ConsumerGroup, Group
from kraftpy.coordinator.records import OFFSET_COMMIT, CoordinatorRecord
from kraftpy.coordinator.runtime import OpContext
from kraftpy.coordinator.state import GroupShard, OffsetKey, group_tombstones, offset_tombstone, offset_tombstones
from kraftpy.coordinator.subscriptions import subscribed_topics
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.coordinator_records import OffsetCommitKey, OffsetCommitValue
from kraftpy.protocol.messages.delete_groups import DeleteGroupsResponse
from kraftpy.protocol.messages.offset_commit import OffsetCommitRequest, OffsetCommitResponse
from kraftpy.protocol.messages.offset_delete import OffsetDeleteRequest, OffsetDeleteResponse
from kraftpy.protocol.messages.offset_fetch import OffsetFetchRequest, OffsetFetchResponse
from kraftpy.protocol.messages.txn_offset_commit import TxnOffsetCommitRequest, TxnOffsetCommitResponse
from kraftpy.runtime import RequestInfo

__all__ = ["EXPIRY_TIMER", "OffsetManager", "PreparedCommit", "PreparedTxnCommit", "txn_offset_error"]

log = logging.getLogger(__name__)
E = ErrorCode
NO_OFFSET = -1
EXPIRY_TIMER = ("offsets-expiry",)

FoundPartition = tuple[int, int, int, str, int]  # index, offset, leader epoch, metadata, error
FoundTopic = tuple[str | None, uuid.UUID | None, list[FoundPartition]]
TopicQuery = tuple[str | None, uuid.UUID | None, list[int]]
ShardLookup = Callable[[str], tuple[GroupShard | None, int]]


@dataclass(slots=True)
class PreparedCommit:
    """An OffsetCommit checked against the metadata: its response (unknown topics and partitions answered) and the
    partitions left to write: (partition response, topic name, index, request partition)."""

    version: int
    group_id: str
    generation: int
    member_id: str
    instance_id: str | None
    retention_time_ms: int
    response: OffsetCommitResponse
    entries: list[tuple[Any, str, int, Any]] = field(default_factory=list)

    def fail(self, code: int, partitions: list[Any] | None = None) -> OffsetCommitResponse:
        """Every partition left to write (or `partitions`) answers `code`."""
        for rp in [e[0] for e in self.entries] if partitions is None else partitions:
            rp.error_code = code
        return self.response


@dataclass(slots=True)
class PreparedTxnCommit:
    """A TxnOffsetCommit checked against the metadata: its response (unknown topics and partitions answered) and the
    partitions left to write: (partition response, topic name, index, request partition)."""

    version: int
    transactional_id: str
    group_id: str
    producer_id: int
    producer_epoch: int
    generation: int
    member_id: str
    instance_id: str | None
    response: TxnOffsetCommitResponse
    entries: list[tuple[Any, str, int, Any]] = field(default_factory=list)

    def fail(self, code: int, partitions: list[Any] | None = None) -> TxnOffsetCommitResponse:
        for rp in [e[0] for e in self.entries] if partitions is None else partitions:
            rp.error_code = code
        return self.response


_PRODUCER_ERRORS = frozenset(
    {
        int(E.INVALID_PRODUCER_EPOCH),
        int(E.PRODUCER_FENCED),
        int(E.INVALID_TXN_STATE),
        int(E.INVALID_PRODUCER_ID_MAPPING),
        int(E.TRANSACTION_COORDINATOR_FENCED),
        int(E.TRANSACTION_ABORTABLE),
        int(E.CONCURRENT_TRANSACTIONS),
    }
)


def txn_offset_error(code: int) -> int:
    """A failed transactional offset write as TxnOffsetCommit answers it: the producer's errors (from the
    partition's producer state, or the transaction's verification) as they are, the others as an offset commit's."""
    return code if code in _PRODUCER_ERRORS else coordinator_error(code, offsets=True)


class OffsetManager:
    def __init__(self, env: GroupEnv) -> None:
        self.env = env

    # ============================================================================================= OffsetCommit

    def prepare_commit(self, req: OffsetCommitRequest, v: int) -> PreparedCommit:
        R = OffsetCommitResponse
        image = self.env.image()
        p = PreparedCommit(
            v,
            req.group_id,
            req.generation_id_or_member_epoch,
            req.member_id,
            req.group_instance_id if v >= 7 else None,
            req.retention_time_ms if 2 <= v <= 4 else -1,
            R(),
        )
        for t in req.topics:
            if v >= 10:
                timg = image.topics_by_id.get(t.topic_id)
                rt = R.OffsetCommitResponseTopic(topic_id=t.topic_id)
                unknown = int(E.UNKNOWN_TOPIC_ID)
            else:
                timg = image.topic(t.name)
                rt = R.OffsetCommitResponseTopic(name=t.name)
                unknown = int(E.UNKNOWN_TOPIC_OR_PARTITION)
            p.response.topics.append(rt)
            for part in t.partitions:
                rp = R.OffsetCommitResponsePartition(partition_index=part.partition_index, error_code=0)
                rt.partitions.append(rp)
                if timg is None:
                    rp.error_code = unknown
                elif part.partition_index not in timg.partitions:
                    rp.error_code = int(E.UNKNOWN_TOPIC_OR_PARTITION)
                else:
                    p.entries.append((rp, timg.name, part.partition_index, part))
        return p

    def commit(self, shard: GroupShard, ctx: OpContext, p: PreparedCommit) -> OffsetCommitResponse:
        """The offsets of a prepared OffsetCommit: one record per valid partition."""
        code = self._validate_commit(shard, p.group_id, p.generation, p.member_id, p.instance_id, p.version)
        if code:
            return p.fail(code)
        now = ctx.wall_ms
        expire = now + p.retention_time_ms if p.retention_time_ms != -1 else -1
        entries = self._offset_records(p.group_id, p.entries, p.version >= 6, now, expire)
        written = [rp for rp, _record in entries]
        records = [record for _rp, record in entries]
        g = shard.groups.get(p.group_id)
        if isinstance(g, ClassicGroup):
            m = g.members.get(p.member_id)
            if m is not None:
                m.touch(ctx.now_ms)
        if not records:
            return p.response
        for r in records:
            ctx.write(r)
        ctx.count("offset_commits", len(records))
        ctx.error = lambda code: p.fail(coordinator_error(code, offsets=True), written)
        return p.response

    def _offset_records(
        self, group_id: str, entries: Any, with_leader_epoch: bool, now: int, expire: int
    ) -> list[tuple[Any, CoordinatorRecord]]:
        """The offset record of each partition of a prepared commit (`entries`: partition response, topic, index,
        request partition), with its partition response; a partition whose metadata is over
        offset.metadata.max.bytes gets OFFSET_METADATA_TOO_LARGE instead."""
        limit = self.env.settings().offset_metadata_max_bytes
        out: list[tuple[Any, CoordinatorRecord]] = []
        for rp, topic, index, part in entries:
            meta = part.committed_metadata
            if meta is not None and len(meta.encode("utf-8", "surrogatepass")) > limit:
                rp.error_code = int(E.OFFSET_METADATA_TOO_LARGE)
                continue
            value = OffsetCommitValue(
                offset=part.committed_offset,
                leader_epoch=part.committed_leader_epoch if with_leader_epoch else -1,
                metadata=meta or "",
                commit_timestamp=now,
                expire_timestamp=expire,
            )
            key = OffsetCommitKey(group=group_id, topic=topic, partition=index)
            out.append((rp, CoordinatorRecord(OFFSET_COMMIT, key, value)))
        return out

    @staticmethod
    def _validate_commit(
        shard: GroupShard, group_id: str, generation: int, member_id: str, instance_id: str | None, version: int
    ) -> int:
        g = shard.groups.get(group_id)
        if g is None:
            if generation < 0 and not member_id:
                return 0  # offsets stored for a client that manages its own group
            return int(E.ILLEGAL_GENERATION)
        if isinstance(g, ConsumerGroup):
            if generation < 0 and not member_id:
                return 0 if g.is_empty else int(E.UNKNOWN_MEMBER_ID)
            m = g.members.get(member_id)
            if m is None:
                return int(E.UNKNOWN_MEMBER_ID)
            if version < 9:
                return int(E.UNSUPPORTED_VERSION)
            if generation != m.member_epoch:
                return int(E.STALE_MEMBER_EPOCH)
            return 0
        if g.state is ClassicState.DEAD:
            return int(E.COORDINATOR_NOT_AVAILABLE)
        if generation < 0 and not member_id and g.state is ClassicState.EMPTY:
            return 0
        if instance_id is not None and g.static_members.get(instance_id, member_id) != member_id:
            return int(E.FENCED_INSTANCE_ID)
        if g.state is ClassicState.COMPLETING_REBALANCE and member_id in g.members:
            return int(E.REBALANCE_IN_PROGRESS)
        if member_id not in g.members:
            return int(E.UNKNOWN_MEMBER_ID)
        if generation != g.generation:
            return int(E.ILLEGAL_GENERATION)
        return 0

    # =========================================================================================== TxnOffsetCommit

    def prepare_txn_commit(self, req: TxnOffsetCommitRequest, v: int) -> PreparedTxnCommit:
        R = TxnOffsetCommitResponse
        image = self.env.image()
        p = PreparedTxnCommit(
            v,
            req.transactional_id,
            req.group_id,
            req.producer_id,
            req.producer_epoch,
            req.generation_id if v >= 3 else -1,
            req.member_id if v >= 3 else "",
            req.group_instance_id if v >= 3 else None,
            R(),
        )
        for t in req.topics:
            timg = image.topic(t.name)
            rt = R.TxnOffsetCommitResponseTopic(name=t.name)
            p.response.topics.append(rt)
            for part in t.partitions:
                rp = R.TxnOffsetCommitResponsePartition(partition_index=part.partition_index, error_code=0)
                rt.partitions.append(rp)
                if timg is None or part.partition_index not in timg.partitions:
                    rp.error_code = int(E.UNKNOWN_TOPIC_OR_PARTITION)
                else:
                    p.entries.append((rp, timg.name, part.partition_index, part))
        return p

    def commit_transactional(self, shard: GroupShard, ctx: OpContext, p: PreparedTxnCommit) -> TxnOffsetCommitResponse:
        """The offsets of a prepared TxnOffsetCommit: one transactional batch of the producer, pending in the shard
        until the producer's marker."""
        code = self._validate_txn_commit(shard, p.group_id, p.generation, p.member_id, p.instance_id)
        if code:
            return p.fail(code)
        written: list[Any] = []
        for rp, record in self._offset_records(p.group_id, p.entries, p.version >= 2, ctx.wall_ms, -1):
            ctx.write_transactional(record, p.producer_id, p.producer_epoch)
            written.append(rp)
        if written:
            ctx.count("txn_offset_commits", len(written))
            ctx.error = lambda code: p.fail(txn_offset_error(code), written)
        return p.response

    @staticmethod
    def _validate_txn_commit(
        shard: GroupShard, group_id: str, generation: int, member_id: str, instance_id: str | None
    ) -> int:
        g = shard.groups.get(group_id)
        if g is None:
            return 0 if generation < 0 else int(E.ILLEGAL_GENERATION)
        anonymous = generation < 0 and not member_id and instance_id is None
        if isinstance(g, ConsumerGroup):
            if (generation < 0 and g.is_empty) or anonymous:
                return 0
            m = g.members.get(member_id)
            if m is None:
                return int(E.UNKNOWN_MEMBER_ID)
            return 0 if generation == m.member_epoch else int(E.ILLEGAL_GENERATION)
        if g.state is ClassicState.DEAD:
            return int(E.COORDINATOR_NOT_AVAILABLE)
        if (generation < 0 and g.state is ClassicState.EMPTY) or anonymous:
            return 0
        if instance_id is not None:
            known = g.static_members.get(instance_id)
            if known is None:
                return int(E.UNKNOWN_MEMBER_ID)
            if known != member_id:
                return int(E.FENCED_INSTANCE_ID)
        elif member_id not in g.members:
            return int(E.UNKNOWN_MEMBER_ID)
        if generation != g.generation:
            return int(E.ILLEGAL_GENERATION)
        return 0

    # ============================================================================================== OffsetFetch

    def fetch(self, lookup: ShardLookup, info: RequestInfo, req: OffsetFetchRequest) -> OffsetFetchResponse:
        """v1-7: one group; v8+: several. Topics null (v2+): every committed offset of the group. A partition
        without a committed offset answers offset -1 and metadata "". Reads committed state only. `lookup` finds a
        group's active shard (or the error to answer)."""
        v = info.api_version
        R = OffsetFetchResponse
        topics: list[TopicQuery] | None
        stable = bool(req.require_stable) if v >= 7 else False
        if v < 8:
            topics = None if req.topics is None else [(t.name, None, list(t.partition_indexes)) for t in req.topics]
            code, found = self._fetch_group(lookup, req.group_id, topics, None, -1, v, stable)
            resp = R(error_code=code if v >= 2 else 0)
            if code and v < 2:
                found = [
                    (name, tid, [(i, NO_OFFSET, -1, "", code) for i in parts]) for name, tid, parts in (topics or [])
                ]
            for name, _tid, found_parts in found:
                rt = R.OffsetFetchResponseTopic(name=name or "")  # before v8 topics are named, never by id
                resp.topics.append(rt)
                for index, offset, epoch, meta, perr in found_parts:
                    rt.partitions.append(
                        R.OffsetFetchResponsePartition(
                            partition_index=index,
                            committed_offset=offset,
                            committed_leader_epoch=epoch,
                            metadata=meta,
                            error_code=perr,
                        )
                    )
            return resp
        resp = R()
        for rg in req.groups:
            if rg.topics is None:
                topics = None
            elif v >= 10:
                topics = [(None, t.topic_id, list(t.partition_indexes)) for t in rg.topics]
            else:
                topics = [(t.name, None, list(t.partition_indexes)) for t in rg.topics]
            member_id = rg.member_id if v >= 9 else None
            epoch = rg.member_epoch if v >= 9 else -1
            code, found = self._fetch_group(lookup, rg.group_id, topics, member_id, epoch, v, stable)
            group = R.OffsetFetchResponseGroup(group_id=rg.group_id, error_code=code)
            resp.groups.append(group)
            for name, tid, found_parts in found:
                rts = R.OffsetFetchResponseTopics(name=name or "", topic_id=tid or uuid.UUID(int=0))
                group.topics.append(rts)
                for index, offset, lepoch, meta, perr in found_parts:
                    rts.partitions.append(
                        R.OffsetFetchResponsePartitions(
                            partition_index=index,
                            committed_offset=offset,
                            committed_leader_epoch=lepoch,
                            metadata=meta,
                            error_code=perr,
                        )
                    )
        return resp

    def _fetch_group(
        self,
        lookup: ShardLookup,
        group_id: str,
        topics: list[TopicQuery] | None,
        member_id: str | None,
        member_epoch: int,
        version: int,
        require_stable: bool = False,
    ) -> tuple[int, list[FoundTopic]]:
        code = group_id_error(group_id, empty_ok=True)
        if code:
            return code, []
        shard, code = lookup(group_id)
        if shard is None:
            return code, []
        return self.fetch_group(shard, group_id, topics, member_id, member_epoch, version, require_stable)

    def fetch_group(
        self,
        shard: GroupShard,
        group_id: str,
        topics: list[TopicQuery] | None,
        member_id: str | None,
        member_epoch: int,
        version: int,
        require_stable: bool = False,
    ) -> tuple[int, list[FoundTopic]]:
        """One group's committed offsets: (error, [(topic name, topic id, [(index, offset, leader epoch, metadata,
        error)])]). With `require_stable`, a partition with a transactional offset pending answers
        UNSTABLE_OFFSET_COMMIT (offset -1)."""
        g = shard.groups.get(group_id)
        if isinstance(g, ConsumerGroup) and member_id:
            m = g.members.get(member_id)
            if m is None:
                return int(E.UNKNOWN_MEMBER_ID), []
            if member_epoch != m.member_epoch:
                return int(E.STALE_MEMBER_EPOCH), []
        offsets = shard.committed_offsets(group_id)
        unstable = shard.pending_partitions(group_id) if require_stable else set()
        unstable_code = int(E.UNSTABLE_OFFSET_COMMIT)
        image = self.env.image()
        out: list[FoundTopic] = []
        if topics is None:
            by_topic: dict[str, list[FoundPartition]] = {}
            for (topic, index), om in sorted(offsets.items()):
                if (topic, index) in unstable:
                    by_topic.setdefault(topic, []).append((index, NO_OFFSET, -1, "", unstable_code))
                    continue
                by_topic.setdefault(topic, []).append((index, om.offset, om.leader_epoch, om.metadata, 0))
            for topic, found_parts in by_topic.items():
                tid = None
                if version >= 10:
                    timg = image.topic(topic)
                    if timg is None:
                        continue
                    tid = timg.id
                out.append((topic, tid, found_parts))
            return 0, out
        for name, tid, indexes in topics:
            if name is None:
                timg = image.topics_by_id.get(tid) if tid is not None else None
                if timg is None:
                    out.append((None, tid, [(i, NO_OFFSET, -1, "", int(E.UNKNOWN_TOPIC_ID)) for i in indexes]))
                    continue
                name = timg.name
            parts: list[FoundPartition] = []
            for i in indexes:
                found_om = offsets.get((name, i))
                if (name, i) in unstable:
                    parts.append((i, NO_OFFSET, -1, "", unstable_code))
                elif found_om is None:
                    parts.append((i, NO_OFFSET, -1, "", 0))
                else:
                    parts.append((i, found_om.offset, found_om.leader_epoch, found_om.metadata, 0))
            out.append((name, tid, parts))
        return 0, out

    # ============================================================================================= OffsetDelete

    def delete_offsets(self, shard: GroupShard, ctx: OpContext, req: OffsetDeleteRequest) -> OffsetDeleteResponse:
        """Deletes committed offsets of partitions the group does not subscribe to (GROUP_SUBSCRIBED_TO_TOPIC for
        the others). GROUP_ID_NOT_FOUND for an unknown group, NON_EMPTY_GROUP for a live group whose
        subscriptions cannot be read."""
        R = OffsetDeleteResponse
        resp = R(error_code=0)
        g = shard.groups.get(req.group_id)
        if g is None:
            resp.error_code = int(E.GROUP_ID_NOT_FOUND)
            return resp
        subscribed = subscribed_topics(g, self.env.image())
        if subscribed is None:
            resp.error_code = int(E.NON_EMPTY_GROUP)
            return resp
        offsets: dict[OffsetKey, Any] = shard.offsets.get(req.group_id) or {}
        records: list[CoordinatorRecord] = []
        for t in req.topics:
            rt = R.OffsetDeleteResponseTopic(name=t.name)
            resp.topics.append(rt)
            for p in t.partitions:
                rp = R.OffsetDeleteResponsePartition(partition_index=p.partition_index, error_code=0)
                rt.partitions.append(rp)
                if t.name in subscribed:
                    rp.error_code = int(E.GROUP_SUBSCRIBED_TO_TOPIC)
                elif (t.name, p.partition_index) in offsets:
                    records.append(offset_tombstone(req.group_id, t.name, p.partition_index))
        for r in records:
            ctx.write(r)
        if records:
            ctx.count("offset_deletions", len(records))

            def failed(code: int) -> OffsetDeleteResponse:
                resp.error_code = coordinator_error(code)
                return resp

            ctx.error = failed
        return resp

    # ============================================================================================= DeleteGroups

    def delete_group(
        self, shard: GroupShard, ctx: OpContext, group_id: str, result: DeleteGroupsResponse.DeletableGroupResult
    ) -> DeleteGroupsResponse.DeletableGroupResult:
        """GROUP_ID_NOT_FOUND if unknown, NON_EMPTY_GROUP if it has members, else tombstones for its offsets and
        its records."""
        g = shard.groups.get(group_id)
        if g is None:
            result.error_code = int(E.GROUP_ID_NOT_FOUND)
            return result
        if not g.is_empty or (isinstance(g, ClassicGroup) and g.state is not ClassicState.EMPTY):
            result.error_code = int(E.NON_EMPTY_GROUP)
            return result
        for r in offset_tombstones(shard, group_id, None) + group_tombstones(g):
            ctx.write(r)
        ctx.count("groups_deleted")
        log.info("%s Deleted group %s", self.env.prefix, group_id)

        def failed(code: int) -> DeleteGroupsResponse.DeletableGroupResult:
            result.error_code = coordinator_error(code)
            return result

        ctx.error = failed
        return result

    # ================================================================================================== expiry

    def expire(self, shard: GroupShard, ctx: OpContext) -> None:
        """Tombstones for the offsets past their retention (and the Empty classic groups left without any); then
        again after offsets.retention.check.interval.ms."""
        settings = self.env.settings()
        ctx.schedule(EXPIRY_TIMER, ctx.now_ms + settings.offsets_retention_check_interval_ms, self.expire)
        image = self.env.image()
        now = ctx.wall_ms
        records: list[CoordinatorRecord] = []
        emptied: list[str] = []
        for group_id, offsets in list(shard.offsets.items()):
            expired = self._expired(shard.groups.get(group_id), offsets, now, settings.offsets_retention_ms, image)
            if expired:
                records += [offset_tombstone(group_id, t, p) for t, p in expired]
                if len(expired) == len(offsets):
                    emptied.append(group_id)
        if not records:
            return
        count = len(records)
        for group_id in emptied:
            g = shard.groups.get(group_id)
            if isinstance(g, ClassicGroup) and g.state is ClassicState.EMPTY:
                records += group_tombstones(g)
        for r in records:
            ctx.write(r)
        ctx.count("offsets_expired", count)
        log.info("%s Removing %d expired offsets in partition %d", self.env.prefix, count, shard.partition)

    @staticmethod
    def _expired(
        g: Group | None, offsets: dict[OffsetKey, Any], now: int, retention: int, image: Any
    ) -> list[OffsetKey]:
        subscribed: set[str] | None = set()
        base_state_ts = None
        if isinstance(g, ConsumerGroup):
            subscribed = subscribed_topics(g, image)
        elif isinstance(g, ClassicGroup):
            if g.protocol_type and g.state is not ClassicState.EMPTY:
                subscribed = g.subscribed_topics()
                if subscribed is None:
                    return []  # a live group whose subscriptions are unknown keeps its offsets
            elif g.protocol_type and g.state is ClassicState.EMPTY:
                base_state_ts = g.state_timestamp
        expired: list[OffsetKey] = []
        for (topic, index), om in offsets.items():
            if om.expire_timestamp >= 0:
                if now >= om.expire_timestamp:
                    expired.append((topic, index))
                continue
            if subscribed and topic in subscribed:
                continue
            base = base_state_ts if base_state_ts is not None and base_state_ts >= 0 else om.commit_timestamp
            if now - base >= retention:
                expired.append((topic, index))
        return expired
