"""A frame fuzzer against a live node: random and mutated request frames for every API and version, record batch
mutations and hostile lengths, on its broker and controller listeners.

Each case opens a connection, sends one or a few frames and reads whatever comes back for a short while (an answer,
a close, nothing). Every `check_every` cases the fuzzer checks the node: the process is alive, a well-formed client
gets answers on each listener (ApiVersions, and Metadata on the broker listener) within `answer_timeout` seconds,
its resident memory stays under `rss_limit_mb`, and its log holds no traceback and no CRITICAL line. A failed check
stops the run and names the seed and case that came before it.

Case kinds (drawn at random, `FuzzStats.kinds` counts them):

* ``valid``: a well-filled random request of a random API and version (`tests/protocol/samples.py`), framed as a
  client would; refusals are fine, crashes are not;
* ``mutated``: the same with 1-8 random bytes changed (the size prefix kept);
* ``truncated``: a valid frame cut short, then the connection closed;
* ``random``: a size prefix and random bytes;
* ``hostile-length``: size prefixes above socket.request.max.bytes, negative, or far beyond the bytes sent;
* ``batch``: a Produce request for a real topic whose record batch was mutated (CRC fixed up half the time);
* ``pipelined``: several valid and mutated frames back to back on one connection.

    python -m tests.fuzz.frames --minutes 60                 # a one-node cluster of its own, for an hour
    python -m tests.fuzz.frames --cases 20000 --seed 7       # a fixed number of cases
    python -m tests.fuzz.frames --bootstrap 127.0.0.1:9092 --controller 127.0.0.1:19092 --pid 1234 --cases 5000
"""

from __future__ import annotations

import argparse
import os
import random
import socket
import struct
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from crc32c import crc32c

from kraftpy.protocol.api import API_BY_KEY, ApiInfo, encode_request
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest
from kraftpy.protocol.messages.metadata import MetadataRequest
from kraftpy.protocol.messages.produce import ProduceRequest
from kraftpy.protocol.records import RecordBatchBuilder
from tests.protocol.samples import sample

KINDS = ("valid", "valid", "mutated", "mutated", "truncated", "random", "hostile-length", "batch", "batch", "pipelined")
# requests that would take the node or the quorum out of service by design (not by a defect): a forged controlled
# shutdown or unregistration of the node itself, and raft's own RPCs with random epochs (a forged Vote makes any
# Raft node step down; KRaft relies on the controller listener being private)
EXCLUDED_APIS = frozenset({52, 53, 54, 62, 63, 64, 59, 1000})
TOPIC = "fuzz-target"


@dataclass
class FuzzStats:
    cases: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    answered: int = 0  # cases that got at least one response frame
    closed: int = 0  # cases the node closed the connection on
    checks: int = 0
    max_rss_mb: float = 0.0
    apis: set[tuple[int, int]] = field(default_factory=set)  # (api key, version) sent

    def summary(self) -> str:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.kinds.items()))
        return (
            f"{self.cases} cases ({kinds}); {len(self.apis)} API versions; answered {self.answered}, "
            f"closed by the node {self.closed}; {self.checks} health checks, max RSS {self.max_rss_mb:.0f} MB"
        )


class FuzzFailure(AssertionError):
    pass


def _frame(payload: bytes) -> bytes:
    return struct.pack(">i", len(payload)) + payload


def _request(info: ApiInfo, version: int, rng: random.Random) -> bytes:
    msg = sample(info.request_class, version, rng)
    return _frame(encode_request(msg, version, rng.randrange(1 << 31), rng.choice(["fuzz", None, "x" * 40])))


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def check_process(pid: int, rss_limit_mb: float, what: str, where: str) -> float:
    """The process is alive and within its memory limit (FuzzFailure otherwise); its resident size in MB."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        raise FuzzFailure(f"the {what} process exited {where}") from None
    rss = rss_mb(pid)
    if rss > rss_limit_mb:
        raise FuzzFailure(f"the {what} uses {rss:.0f} MB, above {rss_limit_mb:.0f} MB {where}")
    return rss


class FrameFuzzer:
    def __init__(
        self,
        broker: tuple[str, int],
        controller: tuple[str, int] | None,
        *,
        seed: int,
        pid: int | None = None,
        log_path: Path | None = None,
        rss_limit_mb: float = 600.0,
        answer_timeout: float = 10.0,
        check_every: int = 200,
        read_timeout: float = 0.05,
    ) -> None:
        self.broker = broker
        self.controller = controller
        self.seed = seed
        self.rng = random.Random(seed)
        self.pid = pid
        self.log_path = log_path
        self.rss_limit_mb = rss_limit_mb
        self.answer_timeout = answer_timeout
        self.check_every = check_every
        self.read_timeout = read_timeout
        self.stats = FuzzStats()
        self.apis = [
            (info, v)
            for info in API_BY_KEY.values()
            if info.key not in EXCLUDED_APIS
            for v in range(info.min_version, info.max_version + 1)
        ]
        self._deck: list[tuple[ApiInfo, int]] = []  # the API versions not drawn yet in this round
        self._last_case = ""

    # -- cases -----------------------------------------------------------------------------------------------

    def _target(self, info: ApiInfo | None = None) -> tuple[str, int]:
        if self.controller is not None and (
            (info is not None and "broker" not in info.listeners) or self.rng.random() < 0.2
        ):
            return self.controller
        return self.broker

    def _next_api(self) -> tuple[ApiInfo, int]:
        """Every API version once per round, in a new random order each round: a slice of a few thousand cases sends
        each of them (drawn independently, some would be missed now and then)."""
        if not self._deck:
            self._deck = list(self.apis)
            self.rng.shuffle(self._deck)
        return self._deck.pop()

    def _valid(self) -> tuple[tuple[str, int], bytes]:
        info, version = self._next_api()
        self.stats.apis.add((info.key, version))
        self._last_case = f"{info.name} v{version}"
        return self._target(info), _request(info, version, self.rng)

    def _mutated(self) -> tuple[tuple[str, int], bytes]:
        target, data = self._valid()
        b = bytearray(data)
        for _ in range(self.rng.choice((1, 1, 2, 4, 8))):
            if len(b) > 4:
                b[self.rng.randrange(4, len(b))] = self.rng.randrange(256)
        return target, bytes(b)

    def _batch(self) -> tuple[tuple[str, int], bytes]:
        rng = self.rng
        builder = RecordBatchBuilder(compression=rng.choice((0, 0, 1, 2, 3, 4)))
        for i in range(rng.randrange(1, 20)):
            builder.append(int(time.time() * 1000) + i, b"k%d" % i, rng.randbytes(rng.randrange(1, 300)))
        batch = bytearray(builder.build())
        for _ in range(rng.choice((1, 2, 4, 16))):
            batch[rng.randrange(len(batch))] = rng.randrange(256)
        if rng.random() < 0.5 and len(batch) >= 61:  # a correct CRC over the damage: the deep checks must catch it
            batch[17:21] = crc32c(bytes(batch[21:])).to_bytes(4, "big")
        version = rng.choice((3, 7, 9, 11))
        req = ProduceRequest(
            acks=rng.choice((-1, 0, 1)),
            timeout_ms=1000,
            topic_data=[
                ProduceRequest.TopicProduceData(
                    name=TOPIC, partition_data=[ProduceRequest.PartitionProduceData(index=0, records=bytes(batch))]
                )
            ],
        )
        self.stats.apis.add((0, version))
        self._last_case = f"Produce v{version} with a mutated batch"
        return self.broker, _frame(encode_request(req, version, 1, "fuzz"))

    def _case(self) -> tuple[tuple[str, int], bytes, bool]:
        """(where, bytes, close right after sending)"""
        rng = self.rng
        kind = rng.choice(KINDS)
        self.stats.kinds[kind] += 1
        if kind == "valid":
            return (*self._valid(), False)
        if kind == "mutated":
            return (*self._mutated(), False)
        if kind == "truncated":
            target, data = self._valid()
            return target, data[: rng.randrange(1, len(data))], True
        if kind == "random":
            self._last_case = "random bytes"
            body = rng.randbytes(rng.randrange(0, 200))
            return self._target(), _frame(body) if rng.random() < 0.7 else body, False
        if kind == "hostile-length":
            self._last_case = "hostile length"
            size = rng.choice((2**31 - 1, -1, -(2**31), 104857601, 50 * 1024 * 1024, 9, 0))
            return self._target(), struct.pack(">i", size) + rng.randbytes(rng.randrange(0, 64)), True
        if kind == "batch":
            return (*self._batch(), False)
        # pipelined
        target = self.broker
        parts = []
        for _ in range(rng.randrange(2, 8)):
            _t, data = self._mutated() if rng.random() < 0.4 else self._valid()
            parts.append(data)
        self._last_case = "pipelined frames"
        return target, b"".join(parts), False

    def _send(self, target: tuple[str, int], data: bytes, close_now: bool) -> None:
        st = self.stats
        try:
            with socket.create_connection(target, timeout=2.0) as s:
                s.sendall(data)
                if close_now:
                    return
                s.settimeout(self.read_timeout)
                got = b""
                try:
                    while True:
                        chunk = s.recv(65536)
                        if not chunk:
                            st.closed += 1
                            break
                        got += chunk
                except TimeoutError:
                    pass
                if len(got) >= 4:
                    st.answered += 1
        except (ConnectionError, TimeoutError, OSError):
            st.closed += 1

    # -- health ------------------------------------------------------------------------------------------------

    def check(self) -> None:
        st = self.stats
        st.checks += 1
        where = f"(seed {self.seed}, after case {st.cases}: {self._last_case})"
        if self.pid is not None:
            st.max_rss_mb = max(st.max_rss_mb, check_process(self.pid, self.rss_limit_mb, "node", where))
        targets = [(self.broker, True)] + ([(self.controller, False)] if self.controller is not None else [])
        for target, is_broker in targets:
            for attempt in range(3):
                try:
                    self._well_formed(target, is_broker)
                    break
                except (OSError, FuzzFailure) as e:
                    if attempt == 2:
                        raise FuzzFailure(f"a well-formed client got no answer from {target}: {e} {where}") from e
                    time.sleep(1)
        if self.log_path is not None and self.log_path.exists():
            text = self.log_path.read_text(errors="replace")
            for bad in ("Traceback", "] CRITICAL "):
                if bad in text:
                    at = text.index(bad)
                    raise FuzzFailure(
                        f"the node logged {bad.strip('] ')} {where}:\n{text[max(0, at - 1500) : at + 1500]}"
                    )

    def _well_formed(self, target: tuple[str, int], is_broker: bool) -> None:
        reqs = [
            _frame(
                encode_request(
                    ApiVersionsRequest(client_software_name="probe", client_software_version="1"), 3, 1, "probe"
                )
            )
        ]
        if is_broker:
            reqs.append(_frame(encode_request(MetadataRequest(topics=None), 12, 2, "probe")))
        with socket.create_connection(target, timeout=self.answer_timeout) as s:
            s.settimeout(self.answer_timeout)
            s.sendall(b"".join(reqs))
            for _ in reqs:
                head = _recv_exactly(s, 4)
                (size,) = struct.unpack(">i", head)
                _recv_exactly(s, size)

    # -- running -----------------------------------------------------------------------------------------------

    def run(
        self,
        *,
        cases: int | None = None,
        seconds: float | None = None,
        progress: Callable[[FuzzStats], None] | None = None,
    ) -> FuzzStats:
        deadline = None if seconds is None else time.monotonic() + seconds
        self.check()
        while (cases is None or self.stats.cases < cases) and (deadline is None or time.monotonic() < deadline):
            target, data, close_now = self._case()
            self._send(target, data, close_now)
            self.stats.cases += 1
            if self.stats.cases % self.check_every == 0:
                self.check()
                if progress is not None:
                    progress(self.stats)
        self.check()
        return self.stats


def _recv_exactly(s: socket.socket, n: int) -> bytes:
    data = b""
    while len(data) < n:
        chunk = s.recv(n - len(data))
        if not chunk:
            raise FuzzFailure("the connection closed before the answer")
        data += chunk
    return data


def run_against_own_node(
    root: Path,
    *,
    seed: int,
    cases: int | None = None,
    seconds: float | None = None,
    progress: Callable[[FuzzStats], None] | None = None,
) -> FuzzStats:
    """Start a one-node cluster (broker + controller) under `root`, create the produce target, fuzz it."""
    from tests.integration.cluster import Cluster

    with Cluster(root, controllers=1, combined=True) as cluster:
        cluster.start_all()
        cluster.wait_for_brokers()
        cluster.create_topic(TOPIC, 1, 1)
        node = cluster.nodes[1]
        assert node.broker_port is not None and node.controller_port is not None and node.proc is not None
        fuzzer = FrameFuzzer(
            (node.host, node.broker_port),
            (node.host, node.controller_port),
            seed=seed,
            pid=node.proc.pid,
            log_path=node.log_path,
        )
        return fuzzer.run(cases=cases, seconds=seconds, progress=progress)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m tests.fuzz.frames", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--minutes", type=float, help="run this long")
    ap.add_argument("--cases", type=int, help="run this many cases")
    ap.add_argument("--seed", type=int, default=int(time.time()))
    ap.add_argument("--bootstrap", help="HOST:PORT of a running node's broker listener (default: start one)")
    ap.add_argument("--controller", help="HOST:PORT of its controller listener")
    ap.add_argument("--pid", type=int, help="the running node's process id (for the liveness and RSS checks)")
    ap.add_argument("--rss-limit-mb", type=float, default=600.0)
    args = ap.parse_args(argv)
    if args.minutes is None and args.cases is None:
        args.minutes = 10.0
    seconds = None if args.minutes is None else args.minutes * 60

    def progress(st: FuzzStats) -> None:
        if st.cases % 5000 == 0:
            print(st.summary(), flush=True)

    def hostport(text: str) -> tuple[str, int]:
        host, _, port = text.rpartition(":")
        return host, int(port)

    print(f"frame fuzzer: seed {args.seed}", flush=True)
    try:
        if args.bootstrap:
            fuzzer = FrameFuzzer(
                hostport(args.bootstrap),
                hostport(args.controller) if args.controller else None,
                seed=args.seed,
                pid=args.pid,
                rss_limit_mb=args.rss_limit_mb,
            )
            stats = fuzzer.run(cases=args.cases, seconds=seconds, progress=progress)
        else:
            with tempfile.TemporaryDirectory(prefix="kraftpy-fuzz-") as tmp:
                stats = run_against_own_node(
                    Path(tmp), seed=args.seed, cases=args.cases, seconds=seconds, progress=progress
                )
    except FuzzFailure as e:
        print(
            f"FAILED: {e}\nreplay: python -m tests.fuzz.frames --seed {args.seed} --cases <the case count>",
            file=sys.stderr,
        )
        return 1
    print(stats.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
