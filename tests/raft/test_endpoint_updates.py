"""When a voter asks the leader to record its endpoints (KIP-853 UpdateRaftVoter): `endpoints_differ`, and only
with controller hosts the node names itself (`controller_endpoints_explicit`)."""

from kraftpy.node.config import config_from_properties
from kraftpy.node.raft_role import controller_endpoints_explicit
from kraftpy.raft.endpoint_updates import endpoints_differ
from kraftpy.raft.voters import Endpoint

A = Endpoint("CONTROLLER", "127.0.0.1", 9093)
B = Endpoint("CONTROLLER", "127.0.0.1", 9094)
C = Endpoint("SSL_CONTROLLER", "127.0.0.1", 9095)


def test_a_voter_on_another_port_differs() -> None:
    assert endpoints_differ((A,), (B,))


def test_the_same_listeners_in_another_order_do_not() -> None:
    assert not endpoints_differ((A, C), (C, A))


def test_a_listener_added_or_dropped_differs() -> None:
    assert endpoints_differ((A,), (A, C))
    assert endpoints_differ((A, C), (A,))


def test_a_node_without_controller_listeners_never_asks() -> None:
    assert not endpoints_differ((A,), ())


def test_a_node_corrects_its_record_only_with_explicit_controller_hosts() -> None:
    """A controller listening on a wildcard or empty host (compose.yaml's `CONTROLLER://:9093`) announces
    "localhost", which must never replace the host its voter record holds: no UpdateRaftVoter from it."""
    base = {
        "process.roles": "controller",
        "node.id": "1",
        "controller.quorum.voters": "1@controller-1:9093",
        "controller.listener.names": "CONTROLLER",
    }
    assert controller_endpoints_explicit(config_from_properties({**base, "listeners": "CONTROLLER://127.0.0.1:9093"}))
    assert not controller_endpoints_explicit(config_from_properties({**base, "listeners": "CONTROLLER://:9093"}))
    assert not controller_endpoints_explicit(config_from_properties({**base, "listeners": "CONTROLLER://0.0.0.0:9093"}))
    advertised = {**base, "listeners": "CONTROLLER://0.0.0.0:9093", "advertised.listeners": "CONTROLLER://c1:9093"}
    assert controller_endpoints_explicit(config_from_properties(advertised))
