"""A fuzzer of the SASL exchange and of TLS handshakes against a live secured node (tests/integration/
secure_cluster.py: a controller and a broker; the broker's SASL_PLAINTEXT, SASL_SSL and SSL listeners are the
targets).

Each case opens a connection, sends a few frames or handshake bytes and reads whatever comes back for a short
while. Every `check_every` cases the fuzzer checks the broker: the process is alive, its resident memory stays
under `rss_limit_mb`, its log holds no traceback and no CRITICAL line, and well-formed clients still get in: a
SCRAM-SHA-256 exchange then Metadata on SASL_PLAINTEXT, a TLS handshake with a client certificate then ApiVersions
on SSL. A failed check stops the run and names the seed and the case before it.

Case kinds (`FuzzStats.kinds` counts them):

* ``handshake``: SaslHandshake with a random or hostile mechanism name (long, empty, non-ASCII), or a version the
  node refuses;
* ``plain``: SaslHandshake PLAIN then SaslAuthenticate with random or mutated PLAIN tokens;
* ``scram``: a real SCRAM client-first, then a mutated or random client-final (or a mutated client-first);
* ``out-of-order``: SaslAuthenticate before any handshake, a second handshake mid-exchange, requests of other APIs
  before authentication;
* ``big-token``: a SaslAuthenticate frame around sasl.server.max.receive.size (512 KiB) and far beyond;
* ``raw``: random frames and bytes on the SASL port;
* ``tls-hello``: a real TLS ClientHello with bytes changed, cut short, or random bytes, to the SSL and SASL_SSL ports;
* ``tls-inside``: a completed TLS handshake, then random or mutated Kafka/SASL frames inside it.

    python -m tests.fuzz.handshakes --minutes 30 --seed 7
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import os
import random
import socket
import ssl
import struct
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from kraftpy.protocol.api import encode_request
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest
from kraftpy.protocol.messages.metadata import MetadataRequest
from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest, SaslAuthenticateResponse
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeRequest
from kraftpy.security.scram import MECHANISMS, ScramClient

from .frames import FuzzFailure, check_process

KINDS = (
    "handshake",
    "plain",
    "plain",
    "scram",
    "scram",
    "out-of-order",
    "big-token",
    "raw",
    "tls-hello",
    "tls-hello",
    "tls-inside",
)
MAX_RECEIVE = 524288


@dataclass
class HandshakeStats:
    cases: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    answered: int = 0
    closed: int = 0
    checks: int = 0
    max_rss_mb: float = 0.0

    def summary(self) -> str:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.kinds.items()))
        return (
            f"{self.cases} cases ({kinds}); answered {self.answered}, closed by the node {self.closed}; "
            f"{self.checks} health checks, max RSS {self.max_rss_mb:.0f} MB"
        )


def _frame(payload: bytes) -> bytes:
    return struct.pack(">i", len(payload)) + payload


def _req(msg: object, version: int, cid: int = 1) -> bytes:
    return _frame(encode_request(msg, version, cid, "fuzz"))  # type: ignore[arg-type]


def _recv_frame(s: socket.socket | ssl.SSLSocket) -> bytes:
    def exactly(n: int) -> bytes:
        data = b""
        while len(data) < n:
            chunk = s.recv(n - len(data))
            if not chunk:
                raise FuzzFailure("the connection closed before the answer")
            data += chunk
        return data

    (size,) = struct.unpack(">i", exactly(4))
    return exactly(size)


class HandshakeFuzzer:
    def __init__(
        self,
        sasl: tuple[str, int],
        sasl_ssl: tuple[str, int],
        ssl_port: tuple[str, int],
        *,
        ca: Path,
        client_pem: Path,
        seed: int,
        user: str = "alice",
        password: str = "alice-secret",
        pid: int | None = None,
        log_path: Path | None = None,
        rss_limit_mb: float = 600.0,
        check_every: int = 100,
        read_timeout: float = 0.05,
    ) -> None:
        self.sasl, self.sasl_ssl, self.ssl_port = sasl, sasl_ssl, ssl_port
        self.seed = seed
        self.rng = random.Random(seed)
        self.user, self.password = user, password
        self.pid, self.log_path = pid, log_path
        self.rss_limit_mb = rss_limit_mb
        self.check_every = check_every
        self.read_timeout = read_timeout
        self.stats = HandshakeStats()
        self._last = ""
        self.trusting = ssl.create_default_context(cafile=str(ca))
        self.with_cert = ssl.create_default_context(cafile=str(ca))
        self.with_cert.load_cert_chain(str(client_pem))
        self.hello = self._client_hello()

    def _client_hello(self) -> bytes:
        incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
        obj = self.trusting.wrap_bio(incoming, outgoing, server_hostname=self.sasl_ssl[0])
        with contextlib.suppress(ssl.SSLWantReadError):
            obj.do_handshake()
        return outgoing.read()

    # -- cases ---------------------------------------------------------------------------------------------------

    def _mutate(self, data: bytes, start: int = 4) -> bytes:
        b = bytearray(data)
        for _ in range(self.rng.choice((1, 2, 4, 8))):
            if len(b) > start:
                b[self.rng.randrange(start, len(b))] = self.rng.randrange(256)
        return bytes(b)

    def _token(self) -> bytes:
        rng = self.rng
        return rng.choice(
            (
                b"",
                rng.randbytes(rng.randrange(1, 200)),
                b"\x00" * rng.randrange(1, 5),
                b"\x00alice\x00" + rng.randbytes(rng.randrange(0, 40)),
                b"n,,n=alice,r=" + rng.randbytes(20),
                ("\x00" + "é" * rng.randrange(1, 100) + "\x00pw").encode(),
                b"c=biws,r=x,p=" + rng.randbytes(30),
            )
        )

    def _case(self) -> tuple[str, tuple[str, int], list[bytes], bool]:
        """(kind, where, chunks to send, over TLS)"""
        rng = self.rng
        kind = rng.choice(KINDS)
        self.stats.kinds[kind] += 1
        hs = SaslHandshakeRequest
        if kind == "handshake":
            mech = rng.choice(("", "PLAIN" * 1000, "GSSAPI", "scram-sha-256", "\u2603", rng.randbytes(30).hex()))
            version = rng.choice((0, 1, 1, 2, 7))
            data = _req(hs(mechanism=mech), min(version, 1))
            if version > 1:  # an unknown version: patch it in
                data = data[:6] + struct.pack(">h", version) + data[8:]
            self._last = f"SaslHandshake v{version} mechanism {mech[:20]!r}"
            return kind, self.sasl, [data, _req(SaslAuthenticateRequest(auth_bytes=self._token()), 2, 2)], False
        if kind == "plain":
            token = b"\x00" + self.user.encode() + b"\x00" + self.password.encode()
            token = self._mutate(token, 0) if rng.random() < 0.6 else self._token()
            self._last = "PLAIN with a mutated token"
            where, tls = rng.choice(((self.sasl, False), (self.sasl_ssl, True)))
            return (
                kind,
                where,
                [
                    _req(hs(mechanism="PLAIN"), 1),
                    self._mutate(_req(SaslAuthenticateRequest(auth_bytes=token), 2, 2))
                    if rng.random() < 0.3
                    else _req(SaslAuthenticateRequest(auth_bytes=token), 2, 2),
                    _req(MetadataRequest(topics=None), 12, 3),
                ],
                tls,
            )
        if kind == "scram":
            mech = rng.choice(tuple(MECHANISMS))
            client = ScramClient(MECHANISMS[mech], self.user if rng.random() < 0.7 else "nobody", self.password)
            first = client.first()
            if rng.random() < 0.3:
                first = self._mutate(first, 0)
            final = (
                self._mutate(b"c=biws,r=" + first[-32:] + b",p=" + os.urandom(32), 0)
                if rng.random() < 0.5
                else self._token()
            )
            self._last = f"{mech} with a mutated exchange"
            return (
                kind,
                self.sasl,
                [
                    _req(hs(mechanism=mech), 1),
                    _req(SaslAuthenticateRequest(auth_bytes=first), 2, 2),
                    _req(SaslAuthenticateRequest(auth_bytes=final), 2, 3),
                ],
                False,
            )
        if kind == "out-of-order":
            choice = rng.randrange(3)
            self._last = ("authenticate before handshake", "two handshakes", "Metadata before authentication")[choice]
            chunks = [
                [_req(SaslAuthenticateRequest(auth_bytes=self._token()), rng.choice((0, 1, 2)))],
                [
                    _req(hs(mechanism="SCRAM-SHA-256"), 1),
                    _req(hs(mechanism="PLAIN"), 1, 2),
                    _req(SaslAuthenticateRequest(auth_bytes=b"\x00a\x00b"), 2, 3),
                ],
                [_req(ApiVersionsRequest(), 0), _req(MetadataRequest(topics=None), 12, 2)],
            ][choice]
            return kind, self.sasl, chunks, False
        if kind == "big-token":
            size = rng.choice((MAX_RECEIVE - 100, MAX_RECEIVE + 1, 10 * MAX_RECEIVE, 2**31 - 1))
            self._last = f"SaslAuthenticate of {size} bytes"
            head = _req(hs(mechanism="PLAIN"), 1)
            if size <= 2 * MAX_RECEIVE:
                return kind, self.sasl, [head, _req(SaslAuthenticateRequest(auth_bytes=b"\x00" * size), 2, 2)], False
            return kind, self.sasl, [head, struct.pack(">i", size) + os.urandom(1000)], False
        if kind == "raw":
            self._last = "random bytes on the SASL port"
            body = rng.randbytes(rng.randrange(0, 300))
            return kind, self.sasl, [_frame(body) if rng.random() < 0.7 else body], False
        if kind == "tls-hello":
            where = rng.choice((self.ssl_port, self.sasl_ssl))
            form = rng.randrange(3)
            data = (
                self._mutate(self.hello, 0),
                self.hello[: rng.randrange(1, len(self.hello))],
                rng.randbytes(rng.randrange(1, 600)),
            )[form]
            self._last = ("mutated ClientHello", "truncated ClientHello", "random bytes to a TLS port")[form]
            return kind, where, [data], False
        # tls-inside: a good handshake, then mutated frames
        self._last = "mutated frames inside TLS"
        frames = [
            _req(hs(mechanism=rng.choice(("PLAIN", "SCRAM-SHA-512"))), 1),
            _req(SaslAuthenticateRequest(auth_bytes=self._token()), 2, 2),
        ]
        return kind, self.sasl_ssl, [self._mutate(f) if rng.random() < 0.5 else f for f in frames], True

    def _send(self, where: tuple[str, int], chunks: list[bytes], tls: bool) -> None:
        st = self.stats
        try:
            with socket.create_connection(where, timeout=2.0) as raw:
                s: socket.socket | ssl.SSLSocket = raw
                if tls:
                    s = self.trusting.wrap_socket(raw, server_hostname=where[0])
                for chunk in chunks:
                    s.sendall(chunk)
                s.settimeout(self.read_timeout)
                got = b""
                try:
                    while True:
                        c = s.recv(65536)
                        if not c:
                            st.closed += 1
                            break
                        got += c
                except (TimeoutError, ssl.SSLWantReadError):
                    pass
                if len(got) >= 4:
                    st.answered += 1
        except (ConnectionError, TimeoutError, OSError, ssl.SSLError):
            st.closed += 1

    # -- health --------------------------------------------------------------------------------------------------

    def check(self) -> None:
        st = self.stats
        st.checks += 1
        where = f"(seed {self.seed}, after case {st.cases}: {self._last})"
        if self.pid is not None:
            st.max_rss_mb = max(st.max_rss_mb, check_process(self.pid, self.rss_limit_mb, "broker", where))
        for attempt in range(3):
            try:
                self._well_formed()
                break
            except (OSError, FuzzFailure, ssl.SSLError) as e:
                if attempt == 2:
                    raise FuzzFailure(f"a well-formed client could not get in: {e} {where}") from e
                time.sleep(1)
        if self.log_path is not None and self.log_path.exists():
            text = self.log_path.read_text(errors="replace")
            for bad in ("Traceback", "] CRITICAL "):
                if bad in text:
                    at = text.index(bad)
                    raise FuzzFailure(
                        f"the broker logged {bad.strip('] ')} {where}:\n{text[max(0, at - 1500) : at + 1500]}"
                    )

    def _well_formed(self) -> None:
        client = ScramClient(MECHANISMS["SCRAM-SHA-256"], self.user, self.password)
        with socket.create_connection(self.sasl, timeout=10) as s:
            s.settimeout(10)
            s.sendall(_req(SaslHandshakeRequest(mechanism="SCRAM-SHA-256"), 1))
            _recv_frame(s)
            s.sendall(_req(SaslAuthenticateRequest(auth_bytes=client.first()), 2, 2))
            first = SaslAuthenticateResponse.decode(_recv_frame(s)[5:], 2)
            s.sendall(_req(SaslAuthenticateRequest(auth_bytes=client.final(first.auth_bytes)), 2, 3))
            final = SaslAuthenticateResponse.decode(_recv_frame(s)[5:], 2)
            if final.error_code != 0:
                raise FuzzFailure(f"SCRAM authentication failed with {final.error_code}")
            client.verify(final.auth_bytes)
            s.sendall(_req(MetadataRequest(topics=None), 12, 4))
            _recv_frame(s)
        with (
            socket.create_connection(self.ssl_port, timeout=10) as raw,
            self.with_cert.wrap_socket(raw, server_hostname=self.ssl_port[0]) as t,
        ):
            t.settimeout(10)
            t.sendall(_req(ApiVersionsRequest(), 0))
            _recv_frame(t)

    def run(
        self,
        *,
        cases: int | None = None,
        seconds: float | None = None,
        progress: Callable[[HandshakeStats], None] | None = None,
    ) -> HandshakeStats:
        deadline = None if seconds is None else time.monotonic() + seconds
        self.check()
        while (cases is None or self.stats.cases < cases) and (deadline is None or time.monotonic() < deadline):
            _kind, where, chunks, tls = self._case()
            self._send(where, chunks, tls)
            self.stats.cases += 1
            if self.stats.cases % self.check_every == 0:
                self.check()
                if progress is not None:
                    progress(self.stats)
        self.check()
        return self.stats


def run_against_secure_node(
    root: Path,
    *,
    seed: int,
    cases: int | None = None,
    seconds: float | None = None,
    progress: Callable[[HandshakeStats], None] | None = None,
) -> HandshakeStats:
    """Start a secured controller and broker under `root`, give `alice` a SCRAM credential, fuzz the broker."""
    from kraftpy.admin.client import AdminClient
    from tests.integration.secure_cluster import SecureCluster, password

    with SecureCluster(root, controllers=1, brokers=1) as cluster:
        cluster.start_all()

        async def setup() -> None:
            async with AdminClient(config=cluster.admin_config()) as admin:
                await admin.alter_user_scram_credentials([("alice", "SCRAM-SHA-256", password("alice"), 4096)])

        asyncio.run(setup())
        broker = cluster.brokers[0]
        assert broker.proc is not None
        pem = cluster.client_certificate("fuzz").write_pem(root / "fuzz.pem")

        def at(listener: str) -> tuple[str, int]:
            host, port = cluster.address(broker, listener).split(":")
            return host, int(port)

        fuzzer = HandshakeFuzzer(
            at("SASLPLAIN"),
            at("SASLSSL"),
            at("SSL"),
            ca=cluster.ca_file,
            client_pem=pem,
            seed=seed,
            password=password("alice"),
            pid=broker.proc.pid,
            log_path=broker.log_path,
        )
        return fuzzer.run(cases=cases, seconds=seconds, progress=progress)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m tests.fuzz.handshakes",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ap.add_argument("--minutes", type=float, help="run this long")
    ap.add_argument("--cases", type=int, help="run this many cases")
    ap.add_argument("--seed", type=int, default=int(time.time()))
    args = ap.parse_args(argv)
    if args.minutes is None and args.cases is None:
        args.minutes = 10.0
    print(f"handshake fuzzer: seed {args.seed}", flush=True)
    try:
        with tempfile.TemporaryDirectory(prefix="kraftpy-fuzz-") as tmp:
            stats = run_against_secure_node(
                Path(tmp),
                seed=args.seed,
                cases=args.cases,
                seconds=None if args.minutes is None else args.minutes * 60,
                progress=lambda st: print(st.summary(), flush=True) if st.cases % 2000 == 0 else None,
            )
    except FuzzFailure as e:
        print(
            f"FAILED: {e}\nreplay: python -m tests.fuzz.handshakes --seed {args.seed} --cases <the case count>",
            file=sys.stderr,
        )
        return 1
    print(stats.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main())
