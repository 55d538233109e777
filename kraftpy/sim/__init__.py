"""Deterministic simulation: a simulated clock, network and disk driving the real sans-IO cores.

`RaftSimulation` runs a KRaft quorum (voters + observers) under a seeded fault schedule and checks Raft's
safety invariants after every step; `python -m kraftpy.sim raft --seeds N` is the soak.
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
