"""Real kraftpy node processes for integration tests: kraftpy.tools.process_cluster's `Cluster` (also the
benchmarks' launcher) with the faults only tests use.

    with Cluster(tmp_path, controllers=3) as cluster:
        cluster.start_all()
        quorum = cluster.wait_for_leader()

* `lab=NetworkLab(n)` (tests/integration/netcut.py, set up by the caller) runs node i in the lab's network
  namespace i with its own address (ports 9092 for brokers, 9093 for controllers), so that the lab can cut its
  connections (`lab.isolate(i)`, `lab.cut(i, j)`);
* `fsync_journal=True` starts every node with ``KRAFTPY_FSYNC_JOURNAL=<home>/fsync.journal``
  (kraftpy/storage/fsync_journal.py), and `power_loss(node_id)` cuts a killed node's files back to what it had
  made durable (tests/integration/power_loss.py).
"""

from __future__ import annotations

from pathlib import Path

from kraftpy.storage.fsync_journal import ENV_VAR as FSYNC_JOURNAL_ENV
from kraftpy.tools import process_cluster
from kraftpy.tools.process_cluster import ClusterNode, free_port
from kraftpy.tools.process_cluster import listening as _listening

from .power_loss import PowerLossReport, power_loss

__all__ = ["REPO", "Cluster", "ClusterNode", "_listening", "free_port"]

REPO = Path(__file__).resolve().parents[2]


class Cluster(process_cluster.Cluster):
    """Controllers get ids 1..C, brokers C+1..C+B; `combined` makes the controllers brokers too."""

    def power_loss(self, node_id: int) -> PowerLossReport:
        """Emulate a power loss on a stopped node started with `fsync_journal=True`: every file is cut back to
        its last fsync, files and directories never made durable are removed (tests/integration/power_loss.py)."""
        node = self.nodes[node_id]
        assert not node.running, f"node {node_id} is running: kill it first"
        assert FSYNC_JOURNAL_ENV in node.env, f"node {node_id} runs without an fsync journal"
        return power_loss(node.fsync_journal, [node.data_dir])
