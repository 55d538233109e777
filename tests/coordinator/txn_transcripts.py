"""The transaction manager's operations as pure functions of (shard, request) -> (records, answer, posts, timers), run
from readable commands (`tests/coordinator/testdata/transactions/*.txt`, see `test_txn_transcripts`).

No runtime, no log, no marker sender: a `TxnShard` of partition 0, the `TransactionManager` on a fixed metadata image,
producer ids handed out from 1000 when an operation asks for one, a clock the commands move and the timers the
operations set. The markers an operation posts are shown; ``markers T`` plays the marker sender having written every
marker of the id's last posted job (the coordinator then completes it). A frame with records stays pending until
``replicate`` (DescribeTransactions reads committed state: ``describe``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Hashable
from typing import Any

from kraftpy.coordinator.runtime import Result, execute
from kraftpy.coordinator.txn_manager import NEED_PRODUCER_ID, TransactionManager, TxnResult
from kraftpy.coordinator.txn_markers import MarkerJob
from kraftpy.coordinator.txn_records import TxnRecord
from kraftpy.coordinator.txn_settings import TransactionCoordinatorSettings
from kraftpy.coordinator.txn_state import TxnEnv, TxnShard
from kraftpy.metadata.coordinator_keys import partition_for
from kraftpy.protocol.error_codes import ErrorCode as E
from tests.broker.helpers import Meta

WALL = 1_700_000_000_000
COORDINATOR_EPOCH = 7


def kv(args: list[str]) -> dict[str, str]:
    return dict(a.split("=", 1) for a in args if "=" in a)


def parts(text: str) -> list[tuple[str, int]]:
    """t:0,1/u:2 -> [(t, 0), (t, 1), (u, 2)]"""
    out = []
    for item in text.split("/"):
        topic, indexes = item.split(":")
        out += [(topic, int(i)) for i in indexes.split(",")]
    return out


def _tps(tps: Any) -> str:
    return ",".join(f"{t}-{p}" for t, p in sorted(tps)) or "-"


class TxnManagers:
    """A shard and the transaction manager, driven by transcript commands."""

    def __init__(self) -> None:
        self.meta = Meta()
        self.settings = TransactionCoordinatorSettings(
            transaction_max_timeout_ms=900_000,
            transactional_id_expiration_ms=3_600_000,
            transaction_abort_timed_out_transaction_cleanup_interval_ms=10_000,
            transaction_remove_expired_transaction_cleanup_interval_ms=600_000,
        )
        self.tv = 0
        env = TxnEnv(0, lambda: self.settings, lambda: self.meta.image, lambda: self.tv, lambda g: partition_for(g, 50))
        self.manager = TransactionManager(env)
        self.shard = TxnShard(0)
        self.now = 0
        self.rng = random.Random(1)
        self.next_pid = 1000
        self.log_end = 0
        self.timers: dict[Hashable, tuple[int, int, Any]] = {}
        self.order = 0
        self.jobs: dict[str, MarkerJob] = {}  # transactional id -> its last posted markers

    def run(self, line: str) -> list[str]:
        cmd, *args = line.split()
        a = kv(args)
        positional = [x for x in args if "=" not in x]
        if cmd == "topics":
            for name, n in a.items():
                self.meta.topic(name, [{"replicas": [0]}] * int(n))
            return [f"{name}: {n} partitions" for name, n in a.items()]
        if cmd == "feature":
            self.tv = int(a["transaction.version"])
            return [f"transaction.version={self.tv}"]
        if cmd == "advance":
            return self.advance(int(a["ms"]))
        if cmd == "replicate":
            self.shard.timeline.committed_up_to(self.log_end)
            return [f"committed up to offset {self.log_end}"]
        if cmd == "load":  # the shard finished loading (the runtime's on_active): timers, markers of prepared ones
            return self.execute("Loaded", lambda pid: lambda s, c: self.manager.on_loaded(s, c))
        if cmd == "describe":
            return self.describe(positional[0])
        if cmd == "markers":
            job = self.jobs.pop(positional[0], None)
            if job is None:
                return ["(no markers posted)"]
            return self.execute("Complete", lambda pid: lambda s, c: self.manager.complete(s, c, job))
        tid = positional[0]
        pid, epoch = int(a.get("pid", "-1")), int(a.get("epoch", "-1"))
        tv = int(a.get("tv", "0"))
        m = self.manager
        if cmd == "init":
            timeout = int(a.get("timeout", "60000"))
            expected = None if "pid" not in a else (pid, epoch)
            return self.execute(
                "InitProducerId", lambda new: lambda s, c: m.init_producer_id(s, c, tid, timeout, expected, new)
            )
        if cmd == "add":
            tps = parts(a["parts"])
            return self.execute(
                "AddPartitionsToTxn", lambda new: lambda s, c: m.add_partitions(s, c, tid, pid, epoch, tps, tv)
            )
        if cmd == "verify":
            tps = parts(a["parts"])
            return self.execute(
                "AddPartitionsToTxn(VerifyOnly)",
                lambda new: lambda s, c: m.verify_partitions(s, c, tid, pid, epoch, tps),
            )
        if cmd == "offsets":
            group = a["group"]
            return self.execute("AddOffsetsToTxn", lambda new: lambda s, c: m.add_offsets(s, c, tid, pid, epoch, group))
        if cmd in ("commit", "abort"):
            commit = cmd == "commit"
            return self.execute(
                f"EndTxn({cmd.upper()})", lambda new: lambda s, c: m.end_txn(s, c, tid, pid, epoch, commit, tv, new)
            )
        raise ValueError(f"unknown command {cmd!r}")

    # ============================================================================================ running

    def execute(self, name: str, op_for: Callable[[int | None], Any]) -> list[str]:
        out: list[str] = []
        result = self._run(op_for(None))
        if result.response is NEED_PRODUCER_ID:
            pid = self.next_pid
            self.next_pid += 1
            out.append(f"  (asks for a producer id: {pid})")
            result = self._run(op_for(pid))
        return [*self.render(name, result), *out]

    def _run(self, op: Any) -> Result:
        timeline = self.shard.timeline
        timeline.begin()
        result = execute(
            self.shard, op, now_ms=self.now, wall_ms=WALL + self.now, rng=self.rng, shard_epoch=COORDINATOR_EPOCH
        )
        frame = timeline.end()
        if result.records:
            self.log_end += len(result.records)
            timeline.keep(self.log_end, frame)
        elif result.response is NEED_PRODUCER_ID:
            timeline.revert(frame)
        for key, when, timer_op in result.timers:
            self.timers.pop(key, None)
            if timer_op is not None:
                self.order += 1
                self.timers[key] = (when, self.order, timer_op)
        for post in result.posts:
            if isinstance(post, MarkerJob):
                self.jobs[post.transactional_id] = post
        return result

    def advance(self, ms: int) -> list[str]:
        target = self.now + ms
        out: list[str] = []
        while True:
            due = [(when, order, key) for key, (when, order, _op) in self.timers.items() if when <= target]
            if not due:
                break
            when, _order, key = min(due)
            op = self.timers.pop(key)[2]
            self.now = when
            result = self._run(op)
            lines = self.render(f"t={when} timer {key[0]}", result)
            if len(lines) > 1 or not any(k == key for k, _w, _o in result.timers):
                out += lines
        self.now = target
        return out or ["(nothing)"]

    # =========================================================================================== rendering

    def render(self, name: str, result: Result) -> list[str]:
        r = result.response
        if isinstance(r, TxnResult):
            head = f"{name} {E.name_of(r.error) if r.error else 'ok'}"
            if r.error == 0:
                head += f" producer={r.producer_id} epoch={r.producer_epoch}"
        elif isinstance(r, int):
            head = f"{name} {E.name_of(r) if r else 'ok'}"
        elif isinstance(r, dict):
            head = f"{name} " + " ".join(f"{t}-{p}:{E.name_of(c) if c else 'ok'}" for (t, p), c in sorted(r.items()))
        else:
            head = name
        lines = [head]
        for rec in result.records:
            lines.append("  write " + self.record(rec))
        for post in result.posts:
            if isinstance(post, MarkerJob):
                lines.append(
                    f"  post {post.result} markers of {post.transactional_id} producer={post.producer_id} "
                    f"epoch={post.producer_epoch} tv={post.transaction_version} to {_tps(post.partitions)}"
                )
        for name_, n in sorted(result.counts.items()):
            lines.append(f"  count {name_} +{n}")
        return lines

    @staticmethod
    def record(rec: TxnRecord) -> str:
        m = rec.metadata
        if m is None:
            return f"{rec.transactional_id} = tombstone"
        text = (
            f"{rec.transactional_id} = {m.state.display} producer={m.producer_id} epoch={m.producer_epoch} "
            f"timeout={m.timeout_ms} partitions={_tps(m.partitions)}"
        )
        if m.prev_producer_id >= 0:
            text += f" prev={m.prev_producer_id}"
        if m.next_producer_id >= 0:
            text += f" next={m.next_producer_id}"
        if m.client_version:
            text += f" tv={m.client_version}"
        if m.start_ms >= 0:
            text += f" started=t{m.start_ms - WALL}"
        return text + f" (v{rec.version})"

    def describe(self, tid: str) -> list[str]:
        meta = self.shard.committed(tid)
        if meta is None:
            return [f"{tid}: TRANSACTIONAL_ID_NOT_FOUND"]
        return ["committed " + self.record(TxnRecord(tid, meta, 1 if self.tv else 0))]
