"""Randomized fault schedules on the three-broker cluster harness (real controller core, replica managers,
fetchers, AlterPartition): producers write with acks=all and acks=1 while links are cut and healed and brokers
stop and restart. The first stop is a power loss (an unclean shutdown that loses the unflushed data); later stops
are clean (the clean-shutdown marker is written), so at most min.insync.replicas - 1 = 1 unclean shutdown
happens. (A kill -9 is an unclean shutdown too: the controller cannot tell that it lost nothing, removes the
broker from the ELR, and with two of them the LastKnownLeader election of the delivery plan may pick a replica
that lost data; that case belongs to unclean recovery.) After the faults stop and the cluster recovers:

* every record acknowledged with acks=all is in the leader's log (KIP-966's promise);
* every replica's log equals the leader's below the high watermark.

A few seeds run by default; ``-m soak`` runs many more. The whole-cluster simulator (kraftpy.sim) is where the
full proof lives; this guards the broker's own logic against regressions.
"""

from __future__ import annotations

import random

import pytest

from kraftpy.protocol.records import decode_batches
from tests.broker.cluster import CONTROLLER_ID, Cluster, Result, batch
from tests.broker.test_replication_cluster import cluster, produce_req


def run_schedule(seed: int, steps: int = 60) -> tuple[list[bytes], Cluster]:
    rng = random.Random(seed)
    c = cluster(seed=seed)
    c.create_topic("t", 1, 3, min_insync_replicas="2")
    acked: list[bytes] = []
    pending: list[tuple[Result, bytes, int]] = []
    crashed: dict[int, object] = {}
    power_lost = False
    n = 0
    for step in range(steps):
        act = rng.random()
        if act < 0.45:
            leader = c.leader("t")
            if leader in c.brokers:
                n += 1
                value = b"v%d" % n
                acks = rng.choice([-1, -1, 1])
                box = c.request(
                    leader, produce_req("t", batch([value]), acks=acks, timeout_ms=5000), 9, timeout_ms=6000
                )
                pending.append((box, value, acks))
        elif act < 0.55 and not crashed:
            b = rng.choice(sorted(c.brokers))
            if not power_lost:
                fs = c.crash_broker(b)
                fs.power_loss(random.Random(seed * 31 + step))
                power_lost = True
            else:
                fs = c.stop_broker(b)
            crashed[b] = fs
        elif act < 0.65 and crashed:
            b, fs = crashed.popitem()
            c.start_broker(b, fs)  # type: ignore[arg-type]
        elif act < 0.75:
            x, y = rng.sample([0, 1, 2, CONTROLLER_ID], 2)
            c.net.cut_link(x, y)
        elif act < 0.85:
            c.net.heal()
        c.net.advance(rng.randint(10, 3000))
        for item in list(pending):
            box, value, acks = item
            if box.done:
                pending.remove(item)
                if box.error is None and acks == -1 and box.value.responses[0].partition_responses[0].error_code == 0:
                    acked.append(value)
    c.net.heal()
    for b, fs in list(crashed.items()):
        c.start_broker(b, fs)  # type: ignore[arg-type]
    c.net.advance(30_000)
    c.net.run_until(
        lambda: len(c.isr("t")) == 3 and c.leader("t") in c.brokers, max_ms=120_000, what=f"recovery of seed {seed}"
    )
    c.net.advance(5_000)
    return acked, c


def check(seed: int) -> None:
    acked, c = run_schedule(seed)
    leader = c.brokers[c.leader("t")].rm.partition("t", 0)
    assert leader is not None and leader.is_leader
    data = bytes(leader.log.read(0, 1 << 24).records)
    stored = [bytes(r.value) for b in decode_batches(data) for r in b.records]
    assert [v for v in acked if v not in stored] == [], f"seed {seed}: acknowledged records lost"
    hwm = leader.high_watermark
    reference = bytes(leader.log.read(0, 1 << 24, max_offset=hwm).records)
    for b, broker in c.brokers.items():
        part = broker.rm.partition("t", 0)
        assert part is not None
        assert bytes(part.log.read(0, 1 << 24, max_offset=hwm).records) == reference, (
            f"seed {seed}: broker {b} disagrees below the HWM {hwm}"
        )


@pytest.mark.parametrize("seed", range(20))
def test_acked_records_survive_random_faults(seed: int) -> None:
    check(seed)


@pytest.mark.soak
@pytest.mark.parametrize("seed", range(20, 2000))
def test_acked_records_survive_random_faults_soak(seed: int) -> None:
    check(seed)
