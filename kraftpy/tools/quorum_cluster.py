"""Real-process clusters whose controller quorum changes (seed 003, KIP-853): `QuorumCluster` extends
kraftpy.tools.process_cluster's `Cluster` with

* how each controller finds the quorum: `controller.quorum.voters` (the initial static voters, `static`) or
  `controller.quorum.bootstrap.servers` (pointing at the initial voters), with the storage format of a dynamic
  quorum (`--standalone`, `--initial-controllers`, `--no-initial-controllers`);
* spare controllers (controller-only nodes that start as observers), a node's disk wiped and formatted again;
* DescribeQuorum through the controllers, and a wait for a given voter set.
"""

from __future__ import annotations

import shutil
import uuid
from collections.abc import Iterable
from pathlib import Path

from kraftpy.admin.client import QuorumEndpoint, QuorumInfo
from kraftpy.node.config import load_config
from kraftpy.protocol.uuids import random_uuid, uuid_from_str, uuid_to_str
from kraftpy.storage.fs import RealFileSystem
from kraftpy.storage.meta_properties import read_meta_properties
from kraftpy.tools.process_cluster import Cluster, ClusterNode
from kraftpy.tools.storage import format_command

__all__ = ["QuorumCluster"]


class QuorumCluster(Cluster):
    """Controllers 1..C, brokers C+1..C+B. `initial`: the ids of the first voters. `mode`:

    * "static": the initial voters are `controller.quorum.voters` of the initial voters and the brokers; the other
      controllers use `controller.quorum.bootstrap.servers` (a controller outside a static voter list is refused);
    * "standalone": one initial voter formatted with `--standalone`;
    * "initial": `--initial-controllers` with the initial voters' directory ids.

    Every other controller is formatted with `--no-initial-controllers` and starts as an observer.
    """

    def __init__(
        self,
        root: Path,
        *,
        controllers: int,
        brokers: int = 0,
        initial: Iterable[int] = (1,),
        mode: str = "standalone",
        **kw: object,
    ) -> None:
        super().__init__(root, controllers=controllers, brokers=brokers, **kw)  # type: ignore[arg-type]
        self.initial = list(initial)
        self.mode = mode
        if mode == "standalone" and len(self.initial) != 1:
            raise ValueError("a standalone quorum has one initial voter")
        self.directory_ids = {n.node_id: random_uuid() for n in self.controllers}

    @property
    def initial_nodes(self) -> list[ClusterNode]:
        return [self.nodes[i] for i in self.initial]

    def config_text(self, node: ClusterNode) -> str:
        text = super().config_text(node)
        lines = [line for line in text.splitlines() if not line.startswith("controller.quorum.voters=")]
        static = self.mode == "static" and (not node.is_controller or node.node_id in self.initial)
        if static:
            voters = ",".join(f"{n.node_id}@{n.controller_address}" for n in self.initial_nodes)
            lines.append(f"controller.quorum.voters={voters}")
        else:
            servers = ",".join(n.controller_address for n in self.initial_nodes)
            lines.append(f"controller.quorum.bootstrap.servers={servers}")
        return "\n".join(lines) + "\n"

    def format(self) -> None:
        for node in self.nodes.values():
            self.format_node(node)
        self._formatted = True

    def format_node(self, node: ClusterNode, *, ignore_formatted: bool = True) -> list[str]:
        node.home.mkdir(parents=True, exist_ok=True)
        node.config_path.write_text(self.config_text(node))
        config = load_config(node.config_path)
        kwargs: dict[str, object] = {}
        if node.is_controller and not (self.mode == "static" and node.node_id in self.initial):
            if node.node_id in self.initial and self.mode == "standalone":
                kwargs["standalone"] = True
            elif node.node_id in self.initial:
                kwargs["initial_controllers"] = ",".join(
                    f"{n.node_id}@{n.host}:{n.controller_port}:{uuid_to_str(self.directory_ids[n.node_id])}"
                    for n in self.initial_nodes
                )
            else:
                kwargs["no_initial_controllers"] = True
        return format_command(config, self.cluster_id, ignore_formatted=ignore_formatted, **kwargs)  # type: ignore[arg-type]

    def wipe(self, node_id: int) -> None:
        """The node's disk is gone (it must be stopped): its directories are removed and formatted again, as a
        controller joining an existing quorum (`--no-initial-controllers`: a new directory id)."""
        node = self.nodes[node_id]
        assert not node.running, f"node {node_id} is running"
        shutil.rmtree(node.data_dir, ignore_errors=True)
        saved = self.initial
        self.initial = [i for i in self.initial if i != node_id] or self.initial
        try:
            self.format_node(node)
        finally:
            self.initial = saved

    def directory_id(self, node_id: int) -> uuid.UUID:
        meta = read_meta_properties(RealFileSystem(), str(self.nodes[node_id].data_dir))
        assert meta is not None and meta.directory_id
        return uuid_from_str(meta.directory_id)

    def endpoints(self, node_id: int) -> list[QuorumEndpoint]:
        node = self.nodes[node_id]
        return [QuorumEndpoint("CONTROLLER", node.host, node.controller_port or 0)]

    def quorum(self, timeout_ms: int = 3000) -> QuorumInfo:
        return self.describe_quorum(timeout_ms=timeout_ms)

    def wait_for_voters(self, voters: Iterable[int], timeout: float = 60.0) -> QuorumInfo:
        """DescribeQuorum shows exactly `voters` and no reassignment in progress."""
        want = sorted(voters)

        def check() -> QuorumInfo | None:
            q = self.quorum(timeout_ms=2000)
            ok = sorted(v.replica_id for v in q.voters) == want and q.target_voters is None and q.high_watermark >= 0
            return q if ok else None

        return self.wait_until(f"voters {want}", check, timeout=timeout, interval=0.2)

    @property
    def bootstrap_controllers(self) -> str:  # every controller: any of them can name the leader
        return ",".join(n.controller_address for n in self.controllers if n.running) or super().bootstrap_controllers
