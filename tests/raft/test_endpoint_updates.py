"""`endpoints_differ`: when a voter asks the leader to record its endpoints (KIP-853 UpdateRaftVoter)."""

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
