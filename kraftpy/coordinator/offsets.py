"""Committed offsets: OffsetCommit, OffsetFetch, OffsetDelete and the expiry of old offsets.

OffsetCommit (Kafka's checks, in order): the group id; the coordinator; for a classic group a commit from outside the
group (generation < 0, no member id) is accepted only while the group is Empty, otherwise the member must be in the
group (UNKNOWN_MEMBER_ID; FENCED_INSTANCE_ID for a static member replaced meanwhile), the group must not be
CompletingRebalance (REBALANCE_IN_PROGRESS) and the generation must be the group's (ILLEGAL_GENERATION); a commit
with a generation for a group that does not exist is ILLEGAL_GENERATION. For a KIP-848 group the member epoch is
checked (STALE_MEMBER_EPOCH). Per partition: a topic or partition that does not exist is UNKNOWN_TOPIC_OR_PARTITION
(v10, by topic id: UNKNOWN_TOPIC_ID), metadata above offset.metadata.max.bytes is OFFSET_METADATA_TOO_LARGE. The
valid offsets are written with acks=all and become visible (OffsetFetch) only once committed, so that a fetched
offset can never be lost or go back.

Expiry (offsets.retention.minutes, checked every offsets.retention.check.interval.ms, KIP-211): offsets of a group
that uses a consumer protocol and is not Empty do not expire while the group subscribes to their topic; otherwise an
offset expires once retention has passed since the group became Empty (classic groups with a protocol) or since it
was committed (groups without one, and topics a group no longer subscribes to); an explicit expiry time (v2-4
RetentionTimeMs) wins. An Empty classic group left without offsets is deleted.
"""

from __future__ import annotations

import logging
import uuid
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from kraftpy.coordinator.groups import ClassicGroup, ClassicState, ConsumerGroup, OffsetAndMetadata
from kraftpy.coordinator.records import OFFSET_COMMIT, CoordinatorRecord
from kraftpy.coordinator.shard import Shard, coordinator_error
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.coordinator_records import OffsetCommitKey, OffsetCommitValue
from kraftpy.protocol.messages.offset_commit import OffsetCommitRequest, OffsetCommitResponse
from kraftpy.protocol.messages.offset_delete import OffsetDeleteRequest, OffsetDeleteResponse
from kraftpy.protocol.messages.offset_fetch import OffsetFetchRequest, OffsetFetchResponse
from kraftpy.runtime import Deferred, RequestInfo

if TYPE_CHECKING:
    from kraftpy.coordinator.coordinator import GroupCoordinator

__all__ = ["OffsetManager"]

log = logging.getLogger(__name__)
E = ErrorCode
NO_OFFSET = -1


class OffsetManager:
    def __init__(self, coordinator: GroupCoordinator) -> None:
        self.c = coordinator

    # ============================================================================================= OffsetCommit

    def handle_offset_commit(self, info: RequestInfo, req: OffsetCommitRequest) -> OffsetCommitResponse | Deferred:
        from kraftpy.coordinator.coordinator import group_id_error

        v = info.api_version
        R = OffsetCommitResponse
        image = self.c.image()
        resp = R()
        entries: list[tuple[Any, str, int, Any]] = []  # (partition response, topic name, index, request partition)
        for t in req.topics:
            if v >= 10:
                timg = image.topics_by_id.get(t.topic_id)
                rt = R.OffsetCommitResponseTopic(topic_id=t.topic_id)
                unknown = int(E.UNKNOWN_TOPIC_ID)
            else:
                timg = image.topic(t.name)
                rt = R.OffsetCommitResponseTopic(name=t.name)
                unknown = int(E.UNKNOWN_TOPIC_OR_PARTITION)
            resp.topics.append(rt)
            for p in t.partitions:
                rp = R.OffsetCommitResponsePartition(partition_index=p.partition_index, error_code=0)
                rt.partitions.append(rp)
                if timg is None:
                    rp.error_code = unknown
                elif p.partition_index not in timg.partitions:
                    rp.error_code = int(E.UNKNOWN_TOPIC_OR_PARTITION)
                else:
                    entries.append((rp, timg.name, p.partition_index, p))

        def fail_all(code: int) -> OffsetCommitResponse:
            for rp, _t, _i, _p in entries:
                rp.error_code = code
            return resp

        self.c.metrics.offset_commit_requests += 1
        code = group_id_error(req.group_id, empty_ok=True)
        if code:
            return fail_all(code)
        shard, code = self.c.shard_for(req.group_id)
        if shard is None:
            return fail_all(code)
        instance_id = req.group_instance_id if v >= 7 else None
        code = self._validate_commit(
            shard, req.group_id, req.generation_id_or_member_epoch, req.member_id, instance_id, v
        )
        if code:
            return fail_all(code)
        now = self.c.reactor.wall_ms()
        expire = -1
        if 2 <= v <= 4 and req.retention_time_ms != -1:
            expire = now + req.retention_time_ms
        records: list[CoordinatorRecord] = []
        written: list[Any] = []
        limit = self.c.settings.offset_metadata_max_bytes
        for rp, topic, index, p in entries:
            meta = p.committed_metadata
            if meta is not None and len(meta.encode("utf-8", "surrogatepass")) > limit:
                rp.error_code = int(E.OFFSET_METADATA_TOO_LARGE)
                continue
            value = OffsetCommitValue(
                offset=p.committed_offset,
                leader_epoch=p.committed_leader_epoch if v >= 6 else -1,
                metadata=meta or "",
                commit_timestamp=now,
                expire_timestamp=expire,
            )
            records.append(
                CoordinatorRecord(
                    OFFSET_COMMIT, OffsetCommitKey(group=req.group_id, topic=topic, partition=index), value
                )
            )
            written.append(rp)
        g = shard.groups.get(req.group_id)
        if isinstance(g, ClassicGroup) and req.member_id in g.members:
            self.c.classic.heartbeat(g.members[req.member_id])
        if not records:
            return resp
        out = Deferred()

        def done(code: int) -> None:
            if code == 0:
                for r in records:
                    shard.replay(r)
                self.c.metrics.offset_commits += len(records)
            else:
                err = coordinator_error(code, offsets=True)
                for rp in written:
                    rp.error_code = err
            out.resolve(resp)

        shard.append(records, done, applied=False)
        return out

    def _validate_commit(
        self, shard: Shard, group_id: str, generation: int, member_id: str, instance_id: str | None, version: int
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

    # ============================================================================================== OffsetFetch

    def handle_offset_fetch(self, info: RequestInfo, req: OffsetFetchRequest) -> OffsetFetchResponse:
        """v1-7: one group; v8+: several. Topics null (v2+): every committed offset of the group. A partition
        without a committed offset answers offset -1 and metadata ""."""
        v = info.api_version
        R = OffsetFetchResponse
        topics: list[tuple[str | None, uuid.UUID | None, list[int]]] | None
        if v < 8:
            topics = None if req.topics is None else [(t.name, None, list(t.partition_indexes)) for t in req.topics]
            code, found = self._fetch_group(req.group_id, topics, None, -1, v)
            resp = R(error_code=code if v >= 2 else 0)
            if code and v < 2:
                found = [
                    (name, tid, [(i, NO_OFFSET, -1, "", code) for i in parts]) for name, tid, parts in (topics or [])
                ]
            for name, _tid, parts in found:
                rt = R.OffsetFetchResponseTopic(name=name or "")  # before v8 topics are named, never by id
                resp.topics.append(rt)
                for index, offset, epoch, meta, perr in parts:
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
            code, found = self._fetch_group(rg.group_id, topics, member_id, epoch, v)
            group = R.OffsetFetchResponseGroup(group_id=rg.group_id, error_code=code)
            resp.groups.append(group)
            for name, tid, parts in found:
                rts = R.OffsetFetchResponseTopics(name=name or "", topic_id=tid or uuid.UUID(int=0))
                group.topics.append(rts)
                for index, offset, lepoch, meta, perr in parts:
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
        group_id: str,
        topics: list[tuple[str | None, uuid.UUID | None, list[int]]] | None,
        member_id: str | None,
        member_epoch: int,
        version: int,
    ) -> tuple[int, list[tuple[str | None, uuid.UUID | None, list[tuple[int, int, int, str, int]]]]]:
        from kraftpy.coordinator.coordinator import group_id_error

        code = group_id_error(group_id, empty_ok=True)
        if code:
            return code, []
        shard, code = self.c.shard_for(group_id)
        if shard is None:
            return code, []
        g = shard.groups.get(group_id)
        if isinstance(g, ConsumerGroup) and member_id:
            m = g.members.get(member_id)
            if m is None:
                return int(E.UNKNOWN_MEMBER_ID), []
            if member_epoch != m.member_epoch:
                return int(E.STALE_MEMBER_EPOCH), []
        offsets = shard.offsets.get(group_id, {})
        image = self.c.image()
        out: list[tuple[str | None, uuid.UUID | None, list[tuple[int, int, int, str, int]]]] = []
        if topics is None:
            by_topic: dict[str, list[tuple[int, int, int, str, int]]] = {}
            for (topic, index), om in sorted(offsets.items()):
                by_topic.setdefault(topic, []).append((index, om.offset, om.leader_epoch, om.metadata, 0))
            for topic, parts in by_topic.items():
                tid = None
                if version >= 10:
                    timg = image.topic(topic)
                    if timg is None:
                        continue
                    tid = timg.id
                out.append((topic, tid, parts))
            return 0, out
        for name, tid, indexes in topics:
            if name is None:
                timg = image.topics_by_id.get(tid) if tid is not None else None
                if timg is None:
                    out.append((None, tid, [(i, NO_OFFSET, -1, "", int(E.UNKNOWN_TOPIC_ID)) for i in indexes]))
                    continue
                name = timg.name
            parts = []
            for i in indexes:
                found_om = offsets.get((name, i))
                if found_om is None:
                    parts.append((i, NO_OFFSET, -1, "", 0))
                else:
                    parts.append((i, found_om.offset, found_om.leader_epoch, found_om.metadata, 0))
            out.append((name, tid, parts))
        return 0, out

    # ============================================================================================= OffsetDelete

    def handle_offset_delete(self, info: RequestInfo, req: OffsetDeleteRequest) -> OffsetDeleteResponse | Deferred:
        """Deletes committed offsets of partitions the group does not subscribe to (GROUP_SUBSCRIBED_TO_TOPIC for
        the others). GROUP_ID_NOT_FOUND for an unknown group, NON_EMPTY_GROUP for a live group whose
        subscriptions cannot be read."""
        from kraftpy.coordinator.coordinator import group_id_error

        R = OffsetDeleteResponse
        resp = R(error_code=0)
        code = group_id_error(req.group_id, empty_ok=True)
        if code:
            resp.error_code = code
            return resp
        shard, code = self.c.shard_for(req.group_id)
        if shard is None:
            resp.error_code = code
            return resp
        g = shard.groups.get(req.group_id)
        if g is None:
            resp.error_code = int(E.GROUP_ID_NOT_FOUND)
            return resp
        subscribed = self.subscribed_topics(g)
        if subscribed is None:
            resp.error_code = int(E.NON_EMPTY_GROUP)
            return resp
        records: list[CoordinatorRecord] = []
        for t in req.topics:
            rt = R.OffsetDeleteResponseTopic(name=t.name)
            resp.topics.append(rt)
            for p in t.partitions:
                rp = R.OffsetDeleteResponsePartition(partition_index=p.partition_index, error_code=0)
                rt.partitions.append(rp)
                if t.name in subscribed:
                    rp.error_code = int(E.GROUP_SUBSCRIBED_TO_TOPIC)
                elif (t.name, p.partition_index) in shard.offsets.get(req.group_id, {}):
                    records.append(_tombstone(req.group_id, t.name, p.partition_index))
        if not records:
            return resp
        out = Deferred()

        def done(code: int) -> None:
            if code == 0:
                for r in records:
                    shard.replay(r)
                self.c.metrics.offset_deletions += len(records)
            else:
                resp.error_code = coordinator_error(code)
            out.resolve(resp)

        shard.append(records, done, applied=False)
        return out

    def subscribed_topics(self, g: ClassicGroup | ConsumerGroup) -> set[str] | None:
        """Topics a group's members subscribe to; empty for an Empty group; None when unknown."""
        if isinstance(g, ConsumerGroup):
            return self.c.consumer.subscribed_names(g)
        if g.state is ClassicState.EMPTY or not g.members:
            return set()
        return g.subscribed_topics()

    # ================================================================================================== expiry

    def tombstones(
        self, shard: Shard, group_id: str, keys: Iterable[tuple[str, int]] | None
    ) -> list[CoordinatorRecord]:
        offsets = shard.offsets.get(group_id, {})
        chosen = sorted(offsets) if keys is None else [k for k in keys if k in offsets]
        return [_tombstone(group_id, t, p) for t, p in chosen]

    # complex on purpose: Kafka's expiry rules per group state and protocol, kept in one place
    def expire(self, shard: Shard) -> None:  # noqa: C901
        now = self.c.reactor.wall_ms()
        retention = self.c.settings.offsets_retention_ms
        records: list[CoordinatorRecord] = []
        emptied: list[str] = []
        for group_id, offsets in list(shard.offsets.items()):
            g = shard.groups.get(group_id)
            subscribed: set[str] | None = set()
            base_state_ts = None
            if isinstance(g, ConsumerGroup):
                subscribed = self.c.consumer.subscribed_names(g)
            elif isinstance(g, ClassicGroup):
                if g.protocol_type and g.state is not ClassicState.EMPTY:
                    subscribed = g.subscribed_topics()
                    if subscribed is None:
                        continue  # a live group whose subscriptions are unknown keeps its offsets
                elif g.protocol_type and g.state is ClassicState.EMPTY:
                    base_state_ts = g.state_timestamp
            expired = []
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
            if expired:
                records += [_tombstone(group_id, t, p) for t, p in expired]
                if len(expired) == len(offsets):
                    emptied.append(group_id)
        if not records:
            return
        count = len(records)
        for group_id in emptied:
            g = shard.groups.get(group_id)
            if isinstance(g, ClassicGroup) and g.state is ClassicState.EMPTY:
                records += self.c.group_tombstones(g)

        def done(code: int) -> None:
            if code:
                log.info("%s Expiring %d offsets in %s failed: %s", self.c.prefix, count, shard.name, E.name_of(code))
                return
            for r in records:
                shard.replay(r)
            for group_id in emptied:
                g = shard.groups.get(group_id)
                if isinstance(g, ClassicGroup) and g.state is ClassicState.EMPTY and group_id not in shard.offsets:
                    del shard.groups[group_id]
            self.c.metrics.offsets_expired += count
            log.info("%s Removed %d expired offsets in %s", self.c.prefix, count, shard.name)

        shard.append(records, done, applied=False)


def _tombstone(group_id: str, topic: str, partition: int) -> CoordinatorRecord:
    return CoordinatorRecord(OFFSET_COMMIT, OffsetCommitKey(group=group_id, topic=topic, partition=partition), None)


def offset_of(om: OffsetAndMetadata | None) -> int:
    return NO_OFFSET if om is None else om.offset
