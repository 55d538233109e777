"""The controller scenario tests' cluster on a shared in-memory log: kraftpy.sim.controller_harness's (also the
controller benchmark's)."""

from kraftpy.sim.controller_harness import (
    BROKER_RESOURCE,
    CLUSTER_ID,
    TOPIC_RESOURCE,
    FakeBrokers,
    Harness,
    ReplicaLog,
)

__all__ = ["BROKER_RESOURCE", "CLUSTER_ID", "TOPIC_RESOURCE", "FakeBrokers", "Harness", "ReplicaLog"]
