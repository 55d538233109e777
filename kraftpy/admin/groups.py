"""Consumer group calls on top of `AdminClient`: what `kraftpy consumer-groups` and the tests use.

    async with AdminClient("localhost:9092") as admin:
        groups = GroupAdmin(admin)
        listings = await groups.list_groups()
        described = await groups.describe_groups(["my-group"])
        offsets = await groups.list_group_offsets("my-group")

Each call finds the group's coordinator with FindCoordinator (retrying COORDINATOR_NOT_AVAILABLE,
COORDINATOR_LOAD_IN_PROGRESS and NOT_COORDINATOR, like Kafka's admin client) and talks to it. ListGroups goes to
every broker. KIP-848 groups are described with ConsumerGroupDescribe, classic ones with DescribeGroups (their
member assignments decoded when the protocol type is "consumer"). `list_offsets` asks partition leaders for the
earliest / latest offsets (ListOffsets), for lags and resets.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kraftpy.coordinator.records import decode_assignment
from kraftpy.net.client import UnsupportedVersionError
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.consumer_group_describe import ConsumerGroupDescribeRequest
from kraftpy.protocol.messages.delete_groups import DeleteGroupsRequest
from kraftpy.protocol.messages.describe_groups import DescribeGroupsRequest
from kraftpy.protocol.messages.find_coordinator import FindCoordinatorRequest
from kraftpy.protocol.messages.list_groups import ListGroupsRequest
from kraftpy.protocol.messages.list_offsets import ListOffsetsRequest
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.protocol.messages.offset_commit import OffsetCommitRequest
from kraftpy.protocol.messages.offset_fetch import OffsetFetchRequest

from .client import AdminClient, AdminError, TopicPartition

__all__ = ["GroupAdmin", "GroupDescription", "GroupListing", "MemberDescription", "OffsetInfo"]

E = ErrorCode
_COORDINATOR_ERRORS = (E.COORDINATOR_NOT_AVAILABLE, E.COORDINATOR_LOAD_IN_PROGRESS, E.NOT_COORDINATOR)
EARLIEST, LATEST = -2, -1


@dataclass(frozen=True, slots=True)
class GroupListing:
    group_id: str
    protocol_type: str
    state: str
    type: str  # classic | consumer


@dataclass(frozen=True, slots=True)
class MemberDescription:
    member_id: str
    instance_id: str | None
    client_id: str
    host: str
    assignment: tuple[TopicPartition, ...]


@dataclass(frozen=True, slots=True)
class GroupDescription:
    group_id: str
    state: str
    type: str
    protocol_type: str
    assignor: str
    coordinator: tuple[int, str, int]  # id, host, port
    members: tuple[MemberDescription, ...] = ()
    group_epoch: int = -1
    assignment_epoch: int = -1


@dataclass(frozen=True, slots=True)
class OffsetInfo:
    offset: int
    metadata: str
    leader_epoch: int


@dataclass(slots=True)
class _Coordinator:
    node_id: int
    host: str
    port: int


@dataclass(slots=True)
class _Topics:
    partitions: dict[str, list[int]] = field(default_factory=dict)
    leaders: dict[tuple[str, int], int] = field(default_factory=dict)
    brokers: dict[int, tuple[str, int]] = field(default_factory=dict)


class GroupAdmin:
    def __init__(self, admin: AdminClient) -> None:
        self.admin = admin

    # ----------------------------------------------------------------------------------------- coordinator

    async def coordinator(self, group_id: str) -> _Coordinator:
        async def attempt() -> _Coordinator:
            try:
                resp = await self.admin._send_any(
                    FindCoordinatorRequest(key_type=0, coordinator_keys=[group_id]), version=4
                )
            except UnsupportedVersionError:
                resp = await self.admin._send_any(FindCoordinatorRequest(key=group_id, key_type=0), version=1)
            if resp.coordinators:
                c = resp.coordinators[0]
                code, msg, node, host, port = c.error_code, c.error_message, c.node_id, c.host, c.port
            else:
                code, msg, node, host, port = resp.error_code, resp.error_message, resp.node_id, resp.host, resp.port
            if code:
                raise AdminError.of(code, msg)
            self.admin._node_at(host, port, node)
            return _Coordinator(node, host, port)

        return await self.admin._retrying("FindCoordinator", attempt)

    async def _to_coordinator(
        self, name: str, group_id: str, build: Any, check: Any, version: int | None = None, fallback: Any = None
    ) -> Any:
        """Send `build()` (at `version`; `fallback()` at the highest version served when that one is not) to the
        group's coordinator and return `check(response)`; coordinator errors (raised by `check` as AdminError)
        make it look the coordinator up again."""

        async def attempt() -> Any:
            c = await self.coordinator(group_id)
            try:
                resp = await self.admin._send(c.node_id, build(), version=version)
            except UnsupportedVersionError:
                if fallback is None:
                    raise
                resp = await self.admin._send(c.node_id, fallback())
            return check(resp, c)

        return await self.admin._retrying(name, attempt)

    # ------------------------------------------------------------------------------------------------ lists

    async def _metadata(self, topics: Iterable[str] | None = None) -> MetadataResponse:
        R = MetadataRequest
        req = R(
            topics=None if topics is None else [R.MetadataRequestTopic(name=t) for t in topics],
            allow_auto_topic_creation=False,
        )
        return await self.admin._retrying("Metadata", lambda: self.admin._send_any(req))

    async def list_groups(self, states: Sequence[str] = (), types: Sequence[str] = ()) -> list[GroupListing]:
        """Every group of every broker (ListGroups to each one)."""
        meta = await self._metadata([])
        out: dict[str, GroupListing] = {}
        for b in meta.brokers:
            node = self.admin._node_at(b.host, b.port, b.node_id)

            async def attempt(node: int = node) -> list[GroupListing]:
                resp = await self.admin._send(
                    node, ListGroupsRequest(states_filter=list(states), types_filter=list(types))
                )
                if resp.error_code:
                    raise AdminError.of(resp.error_code)
                return [
                    GroupListing(g.group_id, g.protocol_type, g.group_state or "", g.group_type or "classic")
                    for g in resp.groups
                ]

            for g in await self.admin._retrying("ListGroups", attempt):
                out[g.group_id] = g
        return [out[k] for k in sorted(out)]

    # ------------------------------------------------------------------------------------------- describe

    async def describe_group(self, group_id: str) -> GroupDescription:
        """A classic or KIP-848 group. A group that does not exist is described as Dead with no members."""

        def classic(resp: Any, c: _Coordinator) -> GroupDescription | None:
            g = resp.groups[0]
            if g.error_code in _COORDINATOR_ERRORS:
                raise AdminError.of(g.error_code, g.error_message)
            if g.error_code == E.GROUP_ID_NOT_FOUND and (g.error_message or "").endswith("not a classic group."):
                return None
            if g.error_code and g.error_code != E.GROUP_ID_NOT_FOUND:
                raise AdminError.of(g.error_code, g.error_message)
            members = []
            for m in g.members:
                parts: list[TopicPartition] = []
                if g.protocol_type == "consumer" and m.member_assignment:
                    try:
                        for t, ps in decode_assignment(m.member_assignment).items():
                            parts.extend(TopicPartition(t, p) for p in sorted(ps))
                    except Exception:  # a client's own assignment format
                        parts = []
                members.append(
                    MemberDescription(m.member_id, m.group_instance_id, m.client_id, m.client_host, tuple(parts))
                )
            state = "Dead" if g.error_code == E.GROUP_ID_NOT_FOUND else g.group_state
            return GroupDescription(
                g.group_id,
                state,
                "classic",
                g.protocol_type,
                g.protocol_data,
                (c.node_id, c.host, c.port),
                tuple(members),
            )

        found = await self._to_coordinator(
            "DescribeGroups", group_id, lambda: DescribeGroupsRequest(groups=[group_id]), classic
        )
        if found is not None:
            return found

        def consumer(resp: Any, c: _Coordinator) -> GroupDescription:
            g = resp.groups[0]
            if g.error_code:
                raise AdminError.of(g.error_code, g.error_message)
            members = tuple(
                MemberDescription(
                    m.member_id,
                    m.instance_id,
                    m.client_id,
                    m.client_host,
                    tuple(
                        TopicPartition(tp.topic_name, p)
                        for tp in m.assignment.topic_partitions
                        for p in sorted(tp.partitions)
                    ),
                )
                for m in g.members
            )
            return GroupDescription(
                g.group_id,
                g.group_state,
                "consumer",
                "consumer",
                g.assignor_name,
                (c.node_id, c.host, c.port),
                members,
                g.group_epoch,
                g.assignment_epoch,
            )

        return await self._to_coordinator(
            "ConsumerGroupDescribe", group_id, lambda: ConsumerGroupDescribeRequest(group_ids=[group_id]), consumer
        )

    # -------------------------------------------------------------------------------------------- offsets

    async def list_group_offsets(self, group_id: str) -> dict[TopicPartition, OffsetInfo]:
        def check(resp: Any, _c: _Coordinator) -> dict[TopicPartition, OffsetInfo]:
            groups = resp.groups
            if groups:
                g = groups[0]
                if g.error_code:
                    raise AdminError.of(g.error_code)
                topics = [(t.name, t.partitions) for t in g.topics]
            else:
                if resp.error_code:
                    raise AdminError.of(resp.error_code)
                topics = [(t.name, t.partitions) for t in resp.topics]
            out = {}
            for name, parts in topics:
                for p in parts:
                    if p.error_code:
                        raise AdminError.of(p.error_code)
                    if p.committed_offset >= 0:
                        out[TopicPartition(name, p.partition_index)] = OffsetInfo(
                            p.committed_offset, p.metadata or "", p.committed_leader_epoch
                        )
            return out

        F = OffsetFetchRequest
        return await self._to_coordinator(
            "OffsetFetch",
            group_id,
            lambda: F(groups=[F.OffsetFetchRequestGroup(group_id=group_id, topics=None)]),
            check,
            version=8,
            fallback=lambda: F(group_id=group_id, topics=None),
        )

    async def alter_group_offsets(
        self, group_id: str, offsets: Mapping[TopicPartition, int]
    ) -> dict[TopicPartition, AdminError | None]:
        """Commit `offsets` for the group from outside it (generation -1): the group must be empty."""
        C = OffsetCommitRequest

        def build() -> OffsetCommitRequest:
            by_topic: dict[str, list[Any]] = {}
            for tp, off in sorted(offsets.items()):
                by_topic.setdefault(tp.topic, []).append(
                    C.OffsetCommitRequestPartition(
                        partition_index=tp.partition, committed_offset=off, committed_metadata=""
                    )
                )
            return C(
                group_id=group_id,
                generation_id_or_member_epoch=-1,
                member_id="",
                topics=[C.OffsetCommitRequestTopic(name=t, partitions=ps) for t, ps in by_topic.items()],
            )

        def check(resp: Any, _c: _Coordinator) -> dict[TopicPartition, AdminError | None]:
            out: dict[TopicPartition, AdminError | None] = {}
            for t in resp.topics:
                for p in t.partitions:
                    if p.error_code in _COORDINATOR_ERRORS:
                        raise AdminError.of(p.error_code)
                    out[TopicPartition(t.name, p.partition_index)] = (
                        AdminError.of(p.error_code) if p.error_code else None
                    )
            return out

        return await self._to_coordinator("OffsetCommit", group_id, build, check, version=9, fallback=build)

    async def delete_groups(self, group_ids: Sequence[str]) -> dict[str, AdminError | None]:
        out: dict[str, AdminError | None] = {}
        for gid in group_ids:

            def check(resp: Any, _c: _Coordinator) -> AdminError | None:
                r = resp.results[0]
                if r.error_code in _COORDINATOR_ERRORS:
                    raise AdminError.of(r.error_code)
                return AdminError.of(r.error_code) if r.error_code else None

            out[gid] = await self._to_coordinator(
                "DeleteGroups", gid, lambda gid=gid: DeleteGroupsRequest(groups_names=[gid]), check
            )
        return out

    # ----------------------------------------------------------------------------------------- partitions

    async def topic_partitions(self, topics: Iterable[str] | None = None) -> _Topics:
        meta = await self._metadata(topics)
        out = _Topics()
        for b in meta.brokers:
            out.brokers[b.node_id] = (b.host, b.port)
        for t in meta.topics:
            if t.error_code or t.name is None:
                continue
            out.partitions[t.name] = sorted(p.partition_index for p in t.partitions)
            for p in t.partitions:
                out.leaders[(t.name, p.partition_index)] = p.leader_id
        return out

    async def list_offsets(self, partitions: Iterable[TopicPartition], spec: int) -> dict[TopicPartition, int]:
        """The earliest (`spec` -2) or latest (-1) offset of each partition, from its leader."""
        wanted = list(partitions)
        result: dict[TopicPartition, int] = {}
        for _ in range(20):
            missing = [tp for tp in wanted if tp not in result]
            if not missing:
                return result
            info = await self.topic_partitions({tp.topic for tp in missing})
            by_leader: dict[int, list[TopicPartition]] = {}
            for tp in missing:
                leader = info.leaders.get((tp.topic, tp.partition), -1)
                if leader >= 0 and leader in info.brokers:
                    by_leader.setdefault(leader, []).append(tp)
            for leader, tps in by_leader.items():
                host, port = info.brokers[leader]
                node = self.admin._node_at(host, port, leader)
                L = ListOffsetsRequest
                by_topic: dict[str, list[Any]] = {}
                for tp in tps:
                    by_topic.setdefault(tp.topic, []).append(
                        L.ListOffsetsPartition(partition_index=tp.partition, timestamp=spec, current_leader_epoch=-1)
                    )
                req = L(
                    replica_id=-1,
                    isolation_level=0,
                    topics=[L.ListOffsetsTopic(name=t, partitions=ps) for t, ps in by_topic.items()],
                )
                try:
                    resp = await self.admin._send(node, req)
                except (ConnectionError, TimeoutError):
                    continue
                for t in resp.topics:
                    for p in t.partitions:
                        if p.error_code == 0:
                            result[TopicPartition(t.name, p.partition_index)] = p.offset
            await asyncio.sleep(0.1)
        absent = [str(tp) for tp in wanted if tp not in result]
        raise AdminError(f"no offsets for {', '.join(absent)}", error_code=int(E.LEADER_NOT_AVAILABLE))
