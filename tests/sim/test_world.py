"""The simulated world: FIFO delivery, timeouts across partitions, crashes, deferred answers, determinism."""

from __future__ import annotations

from typing import Any

from kraftpy.protocol.messages.describe_cluster import DescribeClusterRequest, DescribeClusterResponse
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.runtime import BROKER_LISTENER, Deferred, RequestInfo
from kraftpy.sim.world import NodeCrash, SimWorld


def echo_world(seed: int = 1) -> tuple[SimWorld, Any, Any, list[str]]:
    world = SimWorld(seed)
    a = world.start_node(1)
    b = world.start_node(2)
    seen: list[str] = []

    def metadata(info: RequestInfo, req: MetadataRequest) -> MetadataResponse:
        seen.append(req.topics[0].name)
        return MetadataResponse(cluster_id=req.topics[0].name)

    def describe(info: RequestInfo, req: DescribeClusterRequest) -> Deferred:
        d = Deferred()
        b.call_at(b.now_ms() + 50, lambda: d.resolve(DescribeClusterResponse(cluster_id="late")))
        return d

    world.serve(b, BROKER_LISTENER, {3: metadata, 60: describe})
    return world, a, b, seen


def test_requests_arrive_in_order_and_answers_come_back() -> None:
    world, a, _, seen = echo_world()
    answers: list[str] = []
    for i in range(20):
        req = MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name=f"t{i}")])
        a.send(2, BROKER_LISTENER, req, lambda r, e: answers.append(r.cluster_id), timeout_ms=1000, version=12)
    world.run_for(1000)
    assert seen == [f"t{i}" for i in range(20)]
    assert sorted(answers) == sorted(seen)
    got: list[Any] = []
    a.send(2, BROKER_LISTENER, DescribeClusterRequest(), lambda r, e: got.append(r), timeout_ms=1000)
    world.run_for(1000)
    assert got[0].cluster_id == "late"


def test_partition_means_timeout_and_crash_silences_a_node() -> None:
    world, a, b, _ = echo_world()
    errors: list[Any] = []
    cut = world.network.partition([[1], [2]])
    a.send(
        2,
        BROKER_LISTENER,
        MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name="x")]),
        lambda r, e: errors.append(e),
        timeout_ms=500,
    )
    world.run_for(1000)
    assert errors[0] is not None and errors[0].timed_out
    world.network.unblock(cut)
    fired: list[int] = []
    b.call_at(world.clock.now + 10, lambda: fired.append(1))
    world.crash(2)
    a.send(
        2,
        BROKER_LISTENER,
        MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name="y")]),
        lambda r, e: errors.append(e),
        timeout_ms=500,
    )
    world.run_for(1000)
    assert fired == [] and errors[1] is not None and not errors[1].timed_out  # refused
    b2 = world.start_node(2)
    assert b2.incarnation == 2 and not b.alive


def test_same_seed_same_run() -> None:
    def run(seed: int) -> list[int]:
        world, a, _, _ = echo_world(seed)
        times: list[int] = []
        for i in range(10):
            a.send(
                2,
                BROKER_LISTENER,
                MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name=str(i))]),
                lambda r, e: times.append(world.clock.now),
                timeout_ms=1000,
            )
        world.run_for(1000)
        return times

    assert run(7) == run(7)
    assert run(7) != run(8)


def test_versions_are_negotiated_and_closed_listeners_refuse() -> None:
    world = SimWorld(3)
    a = world.start_node(1)
    b = world.start_node(2)
    versions: list[int] = []

    def metadata(info: RequestInfo, req: MetadataRequest) -> MetadataResponse:
        versions.append(info.api_version)
        return MetadataResponse()

    world.serve(b, BROKER_LISTENER, {3: metadata}, versions=(4, 9))
    got: list[Any] = []
    a.send(2, BROKER_LISTENER, MetadataRequest(topics=None), lambda r, e: got.append((r, e)), timeout_ms=1000)
    world.run_for(100)
    assert versions == [9] and got[0][1] is None  # the highest version both sides support, as after ApiVersions
    world.serve(a, BROKER_LISTENER, {3: metadata})
    world.close_listeners(2)  # a clean shutdown closes the listeners first
    a.send(2, BROKER_LISTENER, MetadataRequest(topics=None), lambda r, e: got.append((r, e)), timeout_ms=1000)
    answered: list[Any] = []
    b.send(1, BROKER_LISTENER, MetadataRequest(topics=None), lambda r, e: answered.append((r, e)), timeout_ms=1000)
    world.run_for(100)
    assert got[1][1] is not None and not got[1][1].timed_out  # refused at once
    assert isinstance(answered[0][0], MetadataResponse)  # its own requests still go out and get answers


def test_a_node_crashes_from_inside_its_own_code() -> None:
    # a handler that raises NodeCrash (as a wrapped disk would, half-way through a write) kills the node at once:
    # its error handling does not swallow it, the request goes unanswered and the node's timers never fire
    world = SimWorld(3)
    a = world.start_node(1)
    b = world.start_node(2)
    crashes: list[NodeCrash] = []
    world.on_crash = crashes.append
    fired: list[int] = []

    def metadata(info: RequestInfo, req: MetadataRequest) -> MetadataResponse:
        b.call_at(b.now_ms() + 10, lambda: fired.append(1))
        raise NodeCrash(2, "disk write")

    world.serve(b, BROKER_LISTENER, {3: metadata})
    errors: list[Any] = []
    a.send(
        2,
        BROKER_LISTENER,
        MetadataRequest(topics=[MetadataRequest.MetadataRequestTopic(name="x")]),
        lambda r, e: errors.append(e),
        timeout_ms=500,
    )
    world.run_for(1000)
    assert [(c.node_id, c.reason) for c in crashes] == [(2, "disk write")]
    assert not b.alive and a.alive and fired == []
    assert errors[0] is not None and errors[0].timed_out
