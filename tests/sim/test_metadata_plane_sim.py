"""The metadata plane of whole simulated clusters (issue 6): 3 controllers and 3 brokers under controller crashes,
clean and unclean broker restarts and network partitions, while admin requests (CreateTopics, IncrementalAlterConfigs
of min.insync.replicas, CreatePartitions, DeleteTopics) go through brokers to the active controller.

Each randomized run (`kraftpy.sim.metadata_sim.MetadataSimulation`) checks: every broker's image and every
controller's committed image converge to the active controller's; every acknowledged decision is in the final
image and no refused creation is (no committed decision is lost across controller failovers); the committed
metadata log is the same on every node; ELR ∩ ISR = ∅, ELR ⊆ replicas, leader ∈ ISR and the ELR only below the
min ISR on every committed image; no node hit a fatal error.
"""

from __future__ import annotations

import pytest

from kraftpy.sim.cluster import SimCluster, SimClusterConfig, fast_settings
from kraftpy.sim.cluster_invariants import MetadataInvariants, partition_violations
from kraftpy.sim.metadata_sim import MetadataSimConfig, MetadataSimulation


def _started(seed: int = 0) -> tuple[SimCluster, MetadataInvariants]:
    c = SimCluster(seed, SimClusterConfig(properties=fast_settings()))
    inv = MetadataInvariants(c)
    c.start()
    c.run_until(
        lambda: (
            (img := c.committed_image()) is not None
            and all(b in img.brokers and not img.brokers[b].fenced for b in c.broker_ids)
        ),
        30_000,
        "unfenced",
    )
    return c, inv


def test_a_decision_acknowledged_before_a_controller_power_loss_survives_the_failover() -> None:
    c, inv = _started()
    client = c.client()
    call = client.create_topic("kept", 3, 3)
    assert call is not None
    c.run_until(lambda: call.done, 20_000)
    assert call.ok and call.response.topics[0].error_code == 0
    topic_id = call.response.topics[0].topic_id
    active = c.active_controller()
    assert active is not None
    c.power_loss(active.node_id)  # right after the answer: nothing the quorum committed may be lost
    c.run_until(lambda: (n := c.active_controller()) is not None and n.node_id != active.node_id, 20_000, "failover")
    image = c.committed_image()
    assert image is not None and image.topic("kept") is not None and image.topic("kept").id == topic_id
    c.restart(active.node_id)
    inv.check_converged()
    assert inv.violations == []
    for b in c.broker_ids:
        img = c.broker_image(b)
        assert img is not None and img.topic("kept") is not None and len(img.topic("kept").partitions) == 3


def test_images_converge_after_a_partition_heals() -> None:
    c, inv = _started(1)
    client = c.client()
    c.isolate(0)  # broker 0 misses everything that follows
    call = client.create_topic("while-cut", 2, 2, broker=1)
    assert call is not None
    c.run_until(lambda: call.done, 20_000)
    assert call.ok and call.response.topics[0].error_code == 0
    img = c.broker_image(0)
    assert img is not None and img.topic("while-cut") is None
    assert not inv.converged()
    c.heal_all()
    inv.check_converged()
    assert inv.violations == []
    img = c.broker_image(0)
    assert img is not None and img.topic("while-cut") is not None


def test_the_partition_checker_finds_broken_states() -> None:
    """The invariant checker itself: a hand-made image that breaks each rule."""
    from kraftpy.metadata.image import MetadataImage, TopicImage
    from kraftpy.metadata.partition import PartitionRegistration

    bad = {
        0: PartitionRegistration(replicas=(0, 1, 2), isr=(0, 1), leader=0, elr=(1,)),  # ELR ∩ ISR
        1: PartitionRegistration(replicas=(0, 1, 2), isr=(0,), leader=1, elr=(3,)),  # leader ∉ ISR, ELR ⊄ replicas
        2: PartitionRegistration(replicas=(0, 1, 2), isr=(0, 1), leader=0, elr=(2,)),  # ELR while ISR >= min ISR
    }
    import uuid

    t = TopicImage("x", uuid.UUID(int=7), bad)
    image = MetadataImage(
        features={"eligible.leader.replicas.version": 1}, topics_by_id={t.id: t}, topics_by_name={"x": t}
    )
    problems = partition_violations(image, lambda _t: 2)
    assert any("overlap" in p for p in problems)
    assert any("leader 1 is not in the ISR" in p for p in problems)
    assert any("not within the replicas" in p for p in problems)
    assert any("x-2: ELR [2] is not empty" in p for p in problems)


@pytest.mark.parametrize("seed", range(12))
def test_randomized_metadata_plane(seed: int) -> None:
    result = MetadataSimulation(seed).run()  # raises ClusterSimFailure on any violation
    assert result.acknowledged > 0


def test_randomized_metadata_plane_covers_failovers_and_elr() -> None:
    results = [MetadataSimulation(seed).run() for seed in range(12, 16)]
    assert sum(r.controller_failovers for r in results) > 0
    assert sum(r.elr_elections for r in results) > 0
    assert sum(r.refused for r in results) + sum(r.unknown for r in results) > 0


@pytest.mark.parametrize("seed", range(3))
def test_randomized_metadata_plane_without_elr(seed: int) -> None:
    MetadataSimulation(seed, MetadataSimConfig(elr=False)).run()


@pytest.mark.parametrize("seed", range(3))
def test_randomized_metadata_plane_combined_nodes_over_the_wire(seed: int) -> None:
    MetadataSimulation(seed, MetadataSimConfig(combined=True)).run()


def _soak(config: MetadataSimConfig, seeds: range) -> None:
    failures = []
    for seed in seeds:
        try:
            MetadataSimulation(seed, config).run()
        except AssertionError as e:
            failures.append(str(e))
    assert not failures, "\n\n".join(failures)


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(20))
def test_randomized_metadata_plane_soak(chunk: int) -> None:
    _soak(MetadataSimConfig(), range(100 + chunk * 50, 150 + chunk * 50))


@pytest.mark.soak
@pytest.mark.parametrize("chunk", range(6))
def test_randomized_metadata_plane_combined_nodes_soak(chunk: int) -> None:
    _soak(MetadataSimConfig(combined=True), range(100 + chunk * 50, 150 + chunk * 50))


def test_simulated_clusters_run_with_elr_on_and_the_elr_off_mode_means_off() -> None:
    """A node's default is ELR off (KIP-966); the simulator's settings turn it on, and `--elr off`
    (ClusterSimConfig(elr=False), MetadataSimConfig(elr=False)) still means off."""
    from kraftpy.sim.cluster_sim import ClusterSimConfig, ClusterSimulation

    c, _ = _started(2)
    image = c.committed_image()
    assert image is not None and image.elr_enabled
    assert fast_settings()["eligible.leader.replicas.enabled"] == "true"
    for sim in (ClusterSimulation(3, ClusterSimConfig(elr=False)), MetadataSimulation(3, MetadataSimConfig(elr=False))):
        assert sim.cluster.config.properties["eligible.leader.replicas.enabled"] == "false"
    assert ClusterSimulation(3).cluster.config.properties["eligible.leader.replicas.enabled"] == "true"
    off = SimCluster(4, SimClusterConfig(properties={**fast_settings(), "eligible.leader.replicas.enabled": "false"}))
    off.start()
    off.run_until(
        lambda: (img := off.committed_image()) is not None and "metadata.version" in img.features, 30_000, "bootstrap"
    )
    assert not off.committed_image().elr_enabled  # type: ignore[union-attr]
