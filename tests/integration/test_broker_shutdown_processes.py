"""A broker stopped after its controllers: it asks for a controlled shutdown, no controller answers, and it stops
once its session would have expired (`broker.session.timeout.ms`: the active controller fences such a broker,
which takes its leaderships away as the grant would), not after the 30 s it waits for a controller that answers.
Stopping a whole cluster at once (every node signalled together) ends the same way."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from .cluster import Cluster

pytestmark = pytest.mark.timeout(120)


def test_a_broker_whose_controllers_are_gone_stops_after_its_session_timeout(tmp_path: Path) -> None:
    with Cluster(tmp_path, controllers=1, brokers=1, overrides={"broker.session.timeout.ms": "3000"}) as c:
        c.start_all()
        c.wait_for_brokers()
        c.create_topic("kept", partitions=1, replication_factor=1)
        assert c.stop(1) == 0  # the controller
        started = time.monotonic()
        assert c.stop(2, timeout=25) == 0
        took = time.monotonic() - started
        log = c.nodes[2].log_path.read_text(errors="replace")
        assert "shutting down without the controller's grant" in log, c.nodes[2].log_tail()
        assert 2.5 <= took < 15, took
