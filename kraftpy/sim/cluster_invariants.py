"""Invariants of the metadata plane of a simulated cluster, checked as the cluster runs.

`MetadataInvariants` attaches to a `SimCluster` and, for every node incarnation:

* on every image a controller commits, checks each partition (KIP-966 and Kafka's rules):
  ELR ∩ ISR = ∅; ELR ⊆ replicas; ISR ⊆ replicas; leader ∈ ISR (or no leader); with ELR enabled, a non-empty ELR
  only while |ISR| < effective min ISR (min(min.insync.replicas, RF)); without ELR, the ELR and LastKnownELR stay
  empty;
* on every committed batch any node's raft hands to its state machines, that committed entries never change: the
  records committed at an offset are the same on every node and in every incarnation (a controller failover loses
  no committed decision, and no node replays a different history);
* `check_converged()` (once the faults stopped): every running broker's image and every running controller's
  committed image become equal to the active controller's committed image.

Violations are collected (`violations`), each with the simulated time and the node, so a run reports them all.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kraftpy.controller.settings import resolver
from kraftpy.metadata.configs import effective_min_isr_value, elr_enabled_in
from kraftpy.metadata.image import MetadataDelta, MetadataImage
from kraftpy.raft.driver import RaftListener
from kraftpy.raft.messages import LoadedSnapshot
from kraftpy.raft.records import Batch
from kraftpy.sim.cluster import SimCluster, SimNode

__all__ = ["MetadataInvariants", "Violation", "partition_violations"]


@dataclass(frozen=True, slots=True)
class Violation:
    time_ms: int
    node: int  # -1: the cluster as a whole
    what: str
    # "metadata"; "data-loss" (a protected acknowledged or consumed record lost or changed); "data" (other data
    # rules: a record at two offsets, replicas that disagree below the HWM); "liveness"
    kind: str = "metadata"

    def __str__(self) -> str:
        where = f"node {self.node}" if self.node >= 0 else "cluster"
        return f"t={self.time_ms} {where} [{self.kind}]: {self.what}"


def partition_violations(image: MetadataImage, min_isr_of: Callable[[str], int] | None = None) -> list[str]:
    """The partition invariants broken in `image` (see the module docstring). `min_isr_of(topic)`: its configured
    min.insync.replicas (None: the ELR rule on the ISR size is not checked)."""
    out: list[str] = []
    elr_on = elr_enabled_in(image)
    for t in image.topics_by_id.values():
        for index, p in t.partitions.items():
            name = f"{t.name}-{index}"
            replicas = set(p.replicas)
            isr = set(p.isr)
            elr = set(p.elr)
            if isr & elr:
                out.append(f"{name}: ELR {list(p.elr)} and ISR {list(p.isr)} overlap")
            if not elr <= replicas:
                out.append(f"{name}: ELR {list(p.elr)} is not within the replicas {list(p.replicas)}")
            if not isr <= replicas:
                out.append(f"{name}: ISR {list(p.isr)} is not within the replicas {list(p.replicas)}")
            if p.leader >= 0 and p.leader not in isr:
                out.append(f"{name}: leader {p.leader} is not in the ISR {list(p.isr)}")
            if len(set(p.isr)) != len(p.isr) or len(set(p.elr)) != len(p.elr):
                out.append(f"{name}: duplicates in ISR {list(p.isr)} or ELR {list(p.elr)}")
            if not elr_on:
                if p.elr or p.last_known_elr:
                    out.append(f"{name}: ELR {list(p.elr)} / LastKnownELR {list(p.last_known_elr)} while ELR is off")
            elif min_isr_of is not None and elr:
                min_isr = effective_min_isr_value(min_isr_of(t.name), len(p.replicas))
                if len(isr) >= min_isr:
                    out.append(
                        f"{name}: ELR {list(p.elr)} is not empty while the ISR {list(p.isr)} has at least "
                        f"the min ISR {min_isr}"
                    )
    return out


class _CommitRecorder(RaftListener):
    """Remembers what a node's raft commits, offset by offset, in the shared history."""

    def __init__(self, checker: MetadataInvariants, node: SimNode) -> None:
        self.checker = checker
        self.node = node

    def handle_load_snapshot(self, snapshot: LoadedSnapshot) -> None:
        return None

    def handle_commit(self, batches: Sequence[Batch]) -> None:
        for b in batches:
            if b.is_control or not b.records:
                continue
            self.checker._committed(self.node, b.base_offset, b.records)


class MetadataInvariants:
    def __init__(self, cluster: SimCluster, *, check_images: bool = True) -> None:
        self.cluster = cluster
        self.check_images = check_images
        self.violations: list[Violation] = []
        self.history: dict[int, bytes] = {}  # offset -> digest of the committed record
        self.committed_images = 0
        self.max_offset = -1
        # what the committed history shows (each committed image counted once, whichever controller saw it first)
        self.elr_elections = 0  # a partition's new leader came from its ELR
        self.last_known_leader_elections = 0  # a new leader that was in neither the ISR nor the ELR
        self.images_with_elr = 0
        self._last_image: MetadataImage | None = None
        self._checked_offset = -1
        cluster.on_node_started(self._attach)

    def _violation(self, node: int, what: str) -> None:
        self.violations.append(Violation(self.cluster.now, node, what))

    def _attach(self, node: SimNode) -> None:
        assert node.driver is not None
        node.driver.register_listener(_CommitRecorder(self, node))
        if node.controller is not None and self.check_images:
            qc = node.controller.role.controller
            settings = node.controller.role.settings

            def on_commit(image: MetadataImage, _delta: MetadataDelta) -> None:
                # every committed image once (controllers commit the same history, which `_committed` checks)
                if image.offset <= self._checked_offset:
                    return
                self._checked_offset = image.offset
                self.committed_images += 1
                self._history_stats(image)
                r = resolver(image, settings)
                for problem in partition_violations(image, r.min_insync_replicas):
                    self._violation(node.node_id, f"committed image at offset {image.offset}: {problem}")

            qc.on_commit(on_commit)

    def _history_stats(self, image: MetadataImage) -> None:
        last = self._last_image
        self._last_image = image
        if any(p.elr for t in image.topics_by_id.values() for p in t.partitions.values()):
            self.images_with_elr += 1
        if last is None:
            return
        for topic_id, t in image.topics_by_id.items():
            before = last.topics_by_id.get(topic_id)
            if before is None:
                continue
            for index, p in t.partitions.items():
                q = before.partitions.get(index)
                if q is None or p.leader < 0 or p.leader == q.leader:
                    continue
                if p.leader in q.elr:
                    self.elr_elections += 1
                elif p.leader not in q.isr:
                    self.last_known_leader_elections += 1

    def _committed(self, node: SimNode, base_offset: int, records: Sequence[bytes]) -> None:
        history = self.history
        for i, value in enumerate(records):
            offset = base_offset + i
            digest = hashlib.blake2b(value, digest_size=16).digest()
            known = history.get(offset)
            if known is None:
                history[offset] = digest
                if offset > self.max_offset:
                    self.max_offset = offset
            elif known != digest:
                self._violation(
                    node.node_id,
                    f"committed metadata record at offset {offset} differs from the one other nodes committed",
                )

    # -- convergence ---------------------------------------------------------------------------------------------

    def converged(self) -> bool:
        """Every running node's view equals the active controller's committed image."""
        return not self.divergence()

    def divergence(self) -> list[str]:
        c = self.cluster
        active = c.active_controller()
        if active is None or active.controller is None:
            return ["no active controller"]
        reference = active.controller.role.controller.committed
        out = []
        for node in c.nodes.values():
            if not node.running:
                continue
            if node.controller is not None and node is not active:
                img = node.controller.role.controller.committed
                if img != reference:
                    out.append(
                        f"controller {node.node_id} committed image at offset {img.offset} differs from the "
                        f"active controller's at {reference.offset}"
                    )
            if node.broker is not None:
                img = node.broker.publisher.image
                if img != reference:
                    out.append(
                        f"broker {node.node_id} image at offset {img.offset} differs from the active "
                        f"controller's at {reference.offset}"
                    )
        return out

    def check_converged(self, max_ms: int = 10_000) -> None:
        """Run the cluster until every running node's view equals the active controller's committed image (new
        records, e.g. the idle NoOpRecords, keep committing meanwhile); report the divergence after `max_ms`."""
        if self.cluster.world.run_for(max_ms, self.converged) or self.converged():
            return
        for problem in self.divergence():
            self._violation(-1, problem)
