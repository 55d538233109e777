"""The broker lifecycle against the real controller core: register, unfence, re-register, controlled shutdown."""

from __future__ import annotations

from kraftpy.broker.lifecycle import BrokerLifecycle, BrokerState, ListenerInfo
from kraftpy.runtime import RequestInfo
from tests.controller.fakes import ManualReactor
from tests.controller.test_quorum_controller import Harness


def lifecycle(h: Harness, broker: int, reactor: ManualReactor, previous_epoch: int = -1) -> BrokerLifecycle:
    return BrokerLifecycle(
        reactor,
        node_id=broker,
        cluster_id="MkU3OEVBNTcwNTJENDM2Qk",
        listeners=[ListenerInfo("PLAINTEXT", "127.0.0.1", 9090 + broker)],
        rack=None,
        log_dirs=[],
        previous_broker_epoch=previous_epoch,
        heartbeat_interval_ms=2000,
        request_timeout_ms=5000,
        controller_leader=lambda: h.log.leader,
        metadata_offset=lambda: h.log.committed,
    )


def pump(h: Harness, reactor: ManualReactor, ms: int = 0) -> None:
    """Deliver the broker's requests to the active controller and the answers back, committing as we go."""
    reactor.advance(ms)
    for _ in range(20):
        if not reactor.sent:
            return
        sent, callbacks = list(reactor.sent), list(reactor.callbacks)
        reactor.sent.clear()
        reactor.callbacks.clear()
        for (node, _listener, req), cb in zip(sent, callbacks):
            role = h.roles[node]
            d = role.handlers()[req.API_KEY](
                RequestInfo(req.API_KEY, 4 if req.API_KEY == 62 else 1, 1, "b", "CONTROLLER"), req
            )
            h.log.commit()
            d.add_callback(lambda d, cb=cb: cb(None if d.error else d.result(), None))
        reactor.advance(0)


def test_register_unfence_and_controlled_shutdown() -> None:
    h = Harness()
    reactor = ManualReactor(node_id=1)
    lc = lifecycle(h, 1, reactor)
    unfenced: list[bool] = []
    lc.on_unfenced(lambda: unfenced.append(True))
    lc.start()
    pump(h, reactor)
    assert lc.broker_epoch == h.image.brokers[1].epoch
    pump(h, reactor)
    assert lc.state is BrokerState.RUNNING and unfenced == [True] and not h.image.brokers[1].fenced
    # heartbeats keep it alive past the session timeout
    for _ in range(10):
        pump(h, reactor, 2000)
    assert lc.state is BrokerState.RUNNING
    granted: list[bool] = []
    lc.begin_controlled_shutdown(lambda: granted.append(True))
    pump(h, reactor)
    assert granted == [True] and lc.state is BrokerState.SHUTTING_DOWN
    assert h.image.brokers[1].in_controlled_shutdown


def test_previous_epoch_from_a_clean_shutdown_is_sent() -> None:
    h = Harness()
    first = lifecycle(h, 1, ManualReactor(node_id=1))
    r1 = first.reactor
    first.start()
    pump(h, r1)  # type: ignore[arg-type]
    epoch = first.broker_epoch
    first.stop()
    second_reactor = ManualReactor(node_id=1, seed=9)
    second = lifecycle(h, 1, second_reactor, previous_epoch=epoch)
    second.start()
    second_reactor.advance(0)
    (_, _, req) = second_reactor.sent[0]
    assert req.previous_broker_epoch == epoch and req.incarnation_id != first.incarnation_id


def test_stale_epoch_sends_the_broker_back_to_registration() -> None:
    h = Harness()
    reactor = ManualReactor(node_id=1)
    lc = lifecycle(h, 1, reactor)
    lc.start()
    pump(h, reactor)
    pump(h, reactor)
    old = lc.broker_epoch
    # the broker is cut off long enough to be fenced, and another incarnation of broker 1 registers meanwhile
    h.expire_session(1)
    h.register(1, previous_epoch=-1)
    pump(h, reactor, 2000)  # heartbeat -> STALE_BROKER_EPOCH -> register again
    pump(h, reactor)
    assert lc.broker_epoch != old and lc.broker_epoch == h.image.brokers[1].epoch
