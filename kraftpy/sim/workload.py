"""Client traffic for simulated clusters: producers (acks 0, 1 and all) and consumers that feed `DataInvariants`.

`Workload` runs on a `SimClient`'s timers: every few milliseconds it produces one uniquely-valued record to a
random partition with a random acks setting (to the leader its metadata names; without a known leader the attempt
is skipped and the metadata refreshed), and per partition a consumer fetches from its position (one fetch in flight
per partition), passes what it is returned to the invariants, and now and then starts over from offset 0 as a new
consumer would, so records that vanished or changed are noticed. `final_read` reads every partition from offset 0
up to its high watermark once the cluster has settled.
"""

from __future__ import annotations

import functools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.sim.client import Call, SimClient, fetched, produce_error, produce_offset
from kraftpy.sim.cluster import SimCluster
from kraftpy.sim.data_invariants import DataInvariants, ProducedRecord
from kraftpy.sim.world import SimReactor

__all__ = ["Workload", "WorkloadConfig"]

E = ErrorCode


@dataclass(slots=True)
class WorkloadConfig:
    produce_every_ms: tuple[int, int] = (20, 80)
    acks_weights: tuple[tuple[int, int], ...] = ((-1, 6), (1, 3), (0, 1))  # (acks, weight)
    produce_timeout_ms: int = 2_000
    consume_every_ms: tuple[int, int] = (40, 120)
    reread_every_ms: int = 3_000
    metadata_every_ms: int = 500


class Workload:
    def __init__(
        self,
        cluster: SimCluster,
        client: SimClient,
        invariants: DataInvariants,
        partitions: Sequence[tuple[str, int]],
        rng: random.Random,
        config: WorkloadConfig | None = None,
        value_prefix: str = "",
    ) -> None:
        self.cluster = cluster
        self.client = client
        self.invariants = invariants
        self.partitions = list(partitions)
        self.rng = rng
        self.config = config or WorkloadConfig()
        self.prefix = value_prefix
        self.producing = False
        self.consuming = False
        self.sequence = 0
        self.skipped = 0  # produce attempts without a known leader
        self.positions: dict[tuple[str, int], int] = {tp: 0 for tp in self.partitions}
        self._in_flight: dict[tuple[str, int], Call] = {}
        self._acks: list[int] = []
        self._weights: list[int] = []
        self.set_acks(self.config.acks_weights)

    @property
    def reactor(self) -> SimReactor:
        return self.client.reactor

    def _after(self, delay: int, fn: Callable[[], None]) -> None:
        r = self.reactor
        r.call_at(r.now_ms() + delay, fn)

    # -- control ---------------------------------------------------------------------------------------------

    def start(self, produce: bool = True, consume: bool = True) -> None:
        if produce and not self.producing:
            self.producing = True
            self._after(self.rng.randint(*self.config.produce_every_ms), self._produce_tick)
        if consume and not self.consuming:
            self.consuming = True
            for tp in self.partitions:
                self._after(self.rng.randint(*self.config.consume_every_ms), functools.partial(self._consume_tick, tp))
            self._after(self.config.reread_every_ms, self._reread_tick)
        self._after(0, self._metadata_tick)

    def set_acks(self, weights: tuple[tuple[int, int], ...]) -> None:
        """Change the mix of acks settings: ((acks, weight), ...)."""
        acks, w = zip(*weights, strict=True)
        self._acks, self._weights = list(acks), list(w)

    def stop_producing(self) -> None:
        self.producing = False

    def stop(self) -> None:
        self.producing = False
        self.consuming = False

    @property
    def pending_produces(self) -> int:
        return sum(1 for r in self.invariants.produced.values() if r.error is None and r.acks != 0)

    # -- ticks -----------------------------------------------------------------------------------------------

    def _metadata_tick(self) -> None:
        if not (self.producing or self.consuming):
            return
        if self.client.metadata_stale or self.rng.random() < 0.5:
            self.client.refresh_metadata()
        self._after(self.config.metadata_every_ms, self._metadata_tick)

    def _produce_tick(self) -> None:
        if not self.producing:
            return
        self._after(self.rng.randint(*self.config.produce_every_ms), self._produce_tick)
        self.produce_one()

    def produce_one(self, acks: int | None = None, tp: tuple[str, int] | None = None) -> ProducedRecord | None:
        topic, partition = tp if tp is not None else self.rng.choice(self.partitions)
        if acks is None:
            acks = self.rng.choices(self._acks, self._weights)[0]
        self.sequence += 1
        value = f"{self.prefix}{self.sequence}:{'a' if acks == -1 else acks}".encode()
        call = self.client.produce(topic, partition, [value], acks=acks, timeout_ms=self.config.produce_timeout_ms)
        if call is None:
            self.skipped += 1
            return None
        rec = ProducedRecord(value, topic, partition, acks, self.cluster.now)
        self.invariants.sent(rec)
        if acks != 0:
            call.add_callback(lambda c: self._produced(rec, c))
        return rec

    def _produced(self, rec: ProducedRecord, call: Call) -> None:
        code = produce_error(call)
        assert code is not None
        self.invariants.answered(rec, code, produce_offset(call) if code == 0 else -1)

    def _consume_tick(self, tp: tuple[str, int]) -> None:
        if not self.consuming:
            return
        self._after(self.rng.randint(*self.config.consume_every_ms), lambda: self._consume_tick(tp))
        self.consume_once(tp)

    def consume_once(self, tp: tuple[str, int]) -> Call | None:
        current = self._in_flight.get(tp)
        if current is not None and not current.done:
            return current
        call = self.client.fetch(tp[0], tp[1], self.positions[tp])
        if call is None:
            return None
        self._in_flight[tp] = call
        call.add_callback(lambda c: self._consumed(tp, c))
        return call

    def _consumed(self, tp: tuple[str, int], call: Call) -> None:
        code, _hwm, records = fetched(call)
        if code == 0:
            if records:
                self.invariants.fetched(tp[0], tp[1], records)
                self.positions[tp] = max(self.positions[tp], records[-1].offset + 1)
        elif code == E.OFFSET_OUT_OF_RANGE:
            self.positions[tp] = 0  # auto.offset.reset=earliest: re-read, the invariants compare

    def _reread_tick(self) -> None:
        if not self.consuming:
            return
        tp = self.rng.choice(self.partitions)
        self.positions[tp] = 0
        self._after(self.config.reread_every_ms, self._reread_tick)

    # -- the end -----------------------------------------------------------------------------------------------

    def final_read(self, tp: tuple[str, int], max_ms: int = 30_000) -> dict[int, bytes]:
        """Read `tp` from offset 0 up to its high watermark through the network, as a new consumer."""
        out: dict[int, bytes] = {}
        position = 0
        deadline = self.cluster.now + max_ms
        while self.cluster.now < deadline:
            call = self.client.fetch(tp[0], tp[1], position)
            if call is None:
                self.cluster.run_for(100)
                continue
            self.cluster.wait_for(call, max_ms, f"final fetch of {tp}")
            code, hwm, records = fetched(call)
            if code != 0:
                self.cluster.run_for(100)
                continue
            self.invariants.fetched(tp[0], tp[1], records)
            for r in records:
                out[r.offset] = r.value
            if records:
                position = records[-1].offset + 1
            if position >= hwm:
                return out
        raise AssertionError(f"could not read {tp} to its high watermark within {max_ms} ms")
