"""Deterministic simulation: a simulated clock, network and disk driving the real sans-IO cores.

`RaftSimulation` runs a KRaft quorum (voters + observers, each the real `RaftDriver` serving raft through the
real request path on `kraftpy.sim.world`) under a seeded fault schedule and checks Raft's safety invariants after
every step; `python -m kraftpy.sim raft --seeds N` is the soak.

Whole clusters (import the modules directly; they pull in the node, controller and broker code):

* `kraftpy.sim.world` - one clock, a TCP-like network, per-node reactors (`SimWorld`, `SimReactor`);
* `kraftpy.sim.cluster` - `SimCluster`: controllers and brokers assembled as real nodes, with clean stops, kill -9,
  power losses, restarts and network cuts; `kraftpy.sim.client` - `SimClient` (metadata, admin, produce, fetch);
* `kraftpy.sim.cluster_invariants`, `kraftpy.sim.data_invariants` - the metadata-plane and data-plane checkers;
* `kraftpy.sim.cluster_faults`, `kraftpy.sim.workload`, `kraftpy.sim.cluster_sim`, `kraftpy.sim.metadata_sim` -
  randomized fault schedules over whole clusters (`python -m kraftpy.sim cluster --seeds N`);
* `kraftpy.sim.txn_workload`, `kraftpy.sim.txn_invariants`, `kraftpy.sim.txn_sim` - transactional producers and
  read_committed / read_uncommitted readers under the same faults, with the transaction invariants
  (`python -m kraftpy.sim txn --seeds N`);
* `kraftpy.sim.scenarios` - KIP-966's motivating scenario and the unclean-recovery setups, step by step.
* `kraftpy.sim.group_sim` - committed offsets under faults while the controller quorum changes
  (`python -m kraftpy.sim.group_sim --seeds N`).

Controllers without raft or network: `kraftpy.sim.manual` (a reactor whose time moves by hand, a shared in-memory
metadata log) and `kraftpy.sim.controller_harness` (`Harness`: controller roles on that log, driven request by
request, and fake brokers answering GetReplicaLogInfo), for the controller tests and the controller benchmark.
"""

from .clock import SimClock
from .faults import Fault, FaultSchedule, generate_schedule
from .invariants import InvariantViolation, RaftInvariants
from .network import NetworkConfig, SimNetwork
from .raft_sim import RaftSimConfig, RaftSimulation, SimFailure, SimResult, run_seed
from .soak import SoakSummary, run_soak

__all__ = [
    "Fault",
    "FaultSchedule",
    "InvariantViolation",
    "NetworkConfig",
    "RaftInvariants",
    "RaftSimConfig",
    "RaftSimulation",
    "SimClock",
    "SimFailure",
    "SimNetwork",
    "SimResult",
    "SoakSummary",
    "generate_schedule",
    "run_seed",
    "run_soak",
]
