"""The log cleaner inside the cluster simulator (3 controllers + 3 brokers, their real code): every broker's
`LogTasks` drives its cleaner from the simulated reactor, so a seed replays every cleaning exactly, and replicas
that clean their own logs independently keep serving and replicating a compacted topic (followers fetching from a
leader whose log has gaps, through a leader change and a power loss)."""

from __future__ import annotations

from collections.abc import Callable

from kraftpy.protocol.records import decode_batches
from kraftpy.sim.client import SimClient, produce_error
from kraftpy.sim.cluster import SimCluster, SimClusterConfig, fast_settings
from kraftpy.sim.scenarios import wait_online
from kraftpy.storage import Log

TOPIC = "compacted"
KEYS = 12


def cluster(seed: int) -> tuple[SimCluster, SimClient]:
    properties = fast_settings()
    properties["log.cleaner.backoff.ms"] = "300"
    c = SimCluster(seed, SimClusterConfig(properties=properties))
    c.start()
    c.run_until(
        lambda: (
            (img := c.committed_image()) is not None
            and all(b in img.brokers and not img.brokers[b].fenced for b in c.broker_ids)
        ),
        30_000,
        "unfenced",
    )
    client = c.client()
    call = client.create_topic(
        TOPIC,
        assignments={0: [0, 1, 2]},
        configs={"cleanup.policy": "compact", "segment.bytes": "1200", "min.cleanable.dirty.ratio": "0.2"},
    )
    assert call is not None
    c.run_until(lambda: call.done, 20_000)
    assert call.ok and call.response.topics[0].error_code == 0, call.response
    wait_online(c, client, TOPIC)
    return c, client


def produce(c: SimCluster, client: SimClient, start: int, n: int, latest: dict[bytes, bytes]) -> None:
    """`n` records over KEYS keys, one at a time, acks=all; `latest` gets the acknowledged values."""
    for i in range(start, start + n):
        key = b"key-%d" % (i % KEYS)
        value = b"value-%d" % i
        for _attempt in range(50):
            call = client.produce(TOPIC, 0, [value], acks=-1, key=key)
            if call is None:
                c.run_for(100)
                continue
            c.run_until(lambda call=call: call.done, 10_000)  # type: ignore[misc]
            if produce_error(call) == 0:
                latest[key] = value
                break
            c.run_for(100)
        else:
            raise AssertionError(f"could not produce record {i}")


def records(log: Log, upto: int) -> list[tuple[int, bytes | None, bytes | None]]:
    out = []
    offset = log.log_start_offset
    while offset < upto:
        data = bytes(log.read(offset, 1 << 20, max_offset=upto).records)
        if not data:
            break
        for batch in decode_batches(data):
            for r in batch.records:
                out.append(
                    (r.offset, None if r.key is None else bytes(r.key), None if r.value is None else bytes(r.value))
                )
            offset = batch.last_offset + 1
    return out


def replicas(c: SimCluster) -> list[Log]:
    out = []
    for b in c.broker_ids:
        part = c.replica(b, TOPIC)
        if part is not None:
            out.append(part.log)
    return out


def converged(c: SimCluster) -> Callable[[], bool]:
    def check() -> bool:
        logs = replicas(c)
        return len(logs) == 3 and len({log.log_end_offset for log in logs}) == 1

    return check


def run(seed: int, *, fault: bool) -> tuple[list[list[tuple[int, bytes]]], dict[bytes, bytes]]:
    c, client = cluster(seed)
    latest: dict[bytes, bytes] = {}
    produce(c, client, 0, 150, latest)
    if fault:
        reg = c.partition_state(TOPIC)
        assert reg is not None
        c.power_loss(reg.leader)  # a leader change; the old leader comes back and catches up from a compacted log
        c.run_for(3_000)
        c.restart(reg.leader)
    produce(c, client, 150, 150, latest)
    c.run_until(converged(c), 60_000, "replicas caught up")
    c.run_for(5_000)  # backoffs pass: every replica cleans its own log
    logs = replicas(c)
    hwm = min(log.high_watermark for log in logs)
    for log in logs:
        got = records(log, hwm)
        assert len(got) < 150, "the replica's log was not compacted"
        kept = {k: v for _o, k, v in got if k is not None}
        assert kept == latest, "a replica lost a latest value"
        assert [o for o, _k, _v in got] == sorted({o for o, _k, _v in got})
        assert log.num_segments < 10
    return [[(s.base_offset, s.pread(0, s.size)) for s in log.segments] for log in logs], latest


def test_replicas_clean_their_own_logs_and_keep_the_latest_values() -> None:
    first, _ = run(3, fault=False)
    again, _ = run(3, fault=False)
    assert again == first, "a seed must replay the cleanings exactly"


def test_a_leader_change_and_a_power_loss_during_compaction() -> None:
    run(4, fault=True)
