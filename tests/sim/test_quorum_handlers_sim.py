"""The simulated cluster serves what a node serves (one assembly, `kraftpy.node.roles.assemble`): KIP-853's
RemoveRaftVoter and AddRaftVoter run under a seed, sent to a broker (which forwards them to the quorum leader) and to
the leader's controller listener, and DescribeQuorum answers from a broker. The simulator registered none of the
voter-change handlers before, so these paths never ran under a seed."""

from __future__ import annotations

import pytest

from kraftpy.protocol.messages.add_raft_voter import AddRaftVoterRequest
from kraftpy.protocol.messages.describe_quorum import DescribeQuorumRequest
from kraftpy.protocol.messages.remove_raft_voter import RemoveRaftVoterRequest
from kraftpy.raft.types import METADATA_TOPIC
from kraftpy.runtime import CONTROLLER_LISTENER
from kraftpy.sim.cluster import SimCluster, SimClusterConfig
from kraftpy.sim.cluster_invariants import MetadataInvariants


def voters_everywhere(c: SimCluster) -> set[tuple[int, ...]]:
    return {c.nodes[n].driver.voters.ids for n in c.controller_ids if c.nodes[n].running}  # type: ignore[union-attr]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_voter_changes_through_a_broker_and_the_leader(seed: int) -> None:
    c = SimCluster(seed, SimClusterConfig())
    invariants = MetadataInvariants(c)
    c.start()
    c.run_until(lambda: c.active_controller() is not None and len(c.running_brokers()) == 3, 30_000, "a cluster")
    leader = c.active_controller()
    assert leader is not None and leader.driver is not None
    cluster_id = c.nodes[leader.node_id].controller.role.settings.cluster_id  # type: ignore[union-attr]
    leaving = next(v for v in leader.driver.voters if v.node_id != leader.node_id)
    client = c.client()

    # RemoveRaftVoter to a broker: forwarded to the quorum leader, answered once the change is committed
    remove = RemoveRaftVoterRequest(
        cluster_id=cluster_id, voter_id=leaving.node_id, voter_directory_id=leaving.directory_id
    )
    call = c.wait_for(client.request(c.running_brokers()[0], remove), 30_000, "RemoveRaftVoter")
    assert call.ok and call.response.error_code == 0, call.response
    c.run_until(lambda: voters_everywhere(c) == {tuple(sorted(set(leader.driver.voters.ids)))}, 30_000, "the change")
    assert leaving.node_id not in leader.driver.voters

    # DescribeQuorum on a broker: answered by the quorum leader, two voters, the removed one an observer
    describe = DescribeQuorumRequest(
        topics=[
            DescribeQuorumRequest.TopicData(
                topic_name=METADATA_TOPIC, partitions=[DescribeQuorumRequest.PartitionData(partition_index=0)]
            )
        ]
    )
    call = c.wait_for(client.request(c.running_brokers()[0], describe), 30_000, "DescribeQuorum")
    partition = call.response.topics[0].partitions[0]
    assert sorted(v.replica_id for v in partition.current_voters) == sorted(leader.driver.voters.ids)
    assert leaving.node_id in {o.replica_id for o in partition.observers}

    # AddRaftVoter to the leader's controller listener: the removed controller, still fetching, comes back
    active = c.active_controller()
    assert active is not None and active.driver is not None
    add = AddRaftVoterRequest(
        cluster_id=cluster_id,
        timeout_ms=20_000,
        voter_id=leaving.node_id,
        voter_directory_id=leaving.directory_id,
        listeners=[AddRaftVoterRequest.Listener(name=e.name, host=e.host, port=e.port) for e in leaving.endpoints],
    )
    call = c.wait_for(
        client.request(active.node_id, add, listener=CONTROLLER_LISTENER, timeout_ms=30_000), 40_000, "AddRaftVoter"
    )
    assert call.ok and call.response.error_code == 0, call.response
    c.run_until(lambda: all(leaving.node_id in ids for ids in voters_everywhere(c)), 30_000, "the voter back")
    invariants.check_converged()
    assert invariants.violations == []
