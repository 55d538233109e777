"""The authentication state machine in the simulator: seeded runs of clients that authenticate (PLAIN, SCRAM),
re-authenticate, let their sessions expire, send a bare SaslHandshake and go on, lose their credentials, fail and
pipeline, send requests before authenticating, trickle size prefixes or garbage, against a node's real server
connections and dispatcher (`kraftpy.sim.world.SimWorld.connect` on a secured listener), on the simulated clock.

Invariants, checked from what the node answered and served (not from the state machine's own bookkeeping):

* no request is served outside an authenticated, unexpired session: every Metadata served on a connection comes
  after a completed SaslAuthenticate on it (its answer carries the session lifetime), before that session's end,
  not while a re-authentication is under way, and never after a failed SASL step;
* a user whose credentials were deleted is served no more once her last session ends;
* the request memory pool never holds more than its capacity, nor the unauthenticated ones more than their share,
  and everything goes back once every connection is closed.

`KRAFTPY_SIM_SEED_START` moves the seeds; `-m soak` runs many more.
"""

from __future__ import annotations

import random
import struct
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest

from kraftpy.net import ApiVersionsHandler
from kraftpy.net.authentication import Authentication, answer_from_connection
from kraftpy.net.connection import InboundRequest, RequestMemoryPool
from kraftpy.protocol.api import ApiKey, decode_response, encode_request
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeRequest
from kraftpy.security.sasl import SaslClient, SaslServerAuthenticator
from kraftpy.security.scram import MECHANISMS, AuthenticationFailed, ScramCredential, credential_from_password
from kraftpy.sim.world import SimSocket, SimWorld
from tests.sim.test_data_plane_sim import rotating_start

NODE = 1
LISTENER = "SASL"
REAUTH_MS = 4000
AUTH_TIMEOUT = 3.0
KINDS = ("honest", "lazy", "bare", "deleted", "failing", "pipeliner", "early", "slowloris", "garbage", "quitter")


def frame(body: Message, version: int, cid: int) -> bytes:
    payload = encode_request(body, version, cid, "sim")
    return struct.pack(">i", len(payload)) + payload


@dataclass
class Observed:
    """What the node answered on one connection, in the order it read the requests."""

    session_start: float | None = None
    in_exchange: bool = False  # a SaslHandshake after a session began, not completed yet
    failed: bool = False
    user: str | None = None


@dataclass
class Run:
    seed: int
    world: SimWorld = field(init=False)
    pool: RequestMemoryPool = field(init=False)
    plain: dict[str, str] = field(default_factory=dict)
    scram: dict[tuple[str, str], ScramCredential] = field(default_factory=dict)
    deleted_at: dict[str, float] = field(default_factory=dict)
    observed: dict[str, Observed] = field(default_factory=dict)
    violations: list[str] = field(default_factory=list)
    served: int = 0
    sasl_answers: int = 0
    closes: dict[str, int] = field(default_factory=dict)
    sockets: list[SimSocket] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.rng = random.Random(f"{self.seed}/auth-sim")
        self.world = SimWorld(self.seed)
        self.world.start_node(NODE)
        self.pool = RequestMemoryPool(2_000_000, 200_000)
        self.world.memory_pool(NODE, self.pool)
        for i in range(12):
            self.plain[f"p{i}"] = f"p{i}-pw"
            self.scram[("SCRAM-SHA-256", f"s{i}")] = credential_from_password(
                MECHANISMS["SCRAM-SHA-256"], f"s{i}-pw", iterations=4096
            )
        d = self.world.slots[NODE].dispatcher
        d.register(ApiKey.API_VERSIONS, ApiVersionsHandler(d))
        d.register(ApiKey.SASL_HANDSHAKE, self._sasl, listeners=[LISTENER])
        d.register(ApiKey.SASL_AUTHENTICATE, self._sasl, listeners=[LISTENER])
        d.register(ApiKey.METADATA, self._metadata, listeners=[LISTENER])

        def authentication(now: float) -> Authentication:
            sasl = SaslServerAuthenticator(
                ("PLAIN", "SCRAM-SHA-256"), self.plain, lambda m, u: self.scram.get((m, u)), REAUTH_MS, lambda: 0
            )
            return Authentication(sasl, reauth_ms=REAUTH_MS, timeout=AUTH_TIMEOUT, max_receive_size=8192, now=now)

        self.world.secure_listener(NODE, LISTENER, authentication)

    @property
    def now(self) -> float:
        return self.world.clock.now / 1000.0

    # -- the node's handlers, observed -----------------------------------------------------------------------

    def _sasl(self, ctx: InboundRequest, body: Any) -> Any:
        answer = answer_from_connection(ctx, body)
        self.sasl_answers += 1
        o = self.observed.setdefault(ctx.connection_id, Observed())
        code = answer.error_code
        if ctx.api.key == ApiKey.SASL_HANDSHAKE:
            if code == 0 and o.session_start is not None:
                o.in_exchange = True
            elif code not in (0, 34) or (code == 34 and o.session_start is None):
                o.failed = True
        elif code == 0 and answer.session_lifetime_ms > 0:  # an exchange completed: a session (re)starts
            o.session_start = self.now
            o.in_exchange = False
        elif code != 0 and not (code == 34 and o.session_start is not None and not o.in_exchange):
            o.failed = True
        return answer

    def _metadata(self, ctx: InboundRequest, body: Any) -> Message:
        self.served += 1
        now = self.now
        o = self.observed.get(ctx.connection_id)
        where = f"seed {self.seed}: Metadata served at {now:.3f} on {ctx.connection_id} ({ctx.principal})"
        if o is None or o.session_start is None:
            self.violations.append(f"{where} before any authentication")
        elif o.failed:
            self.violations.append(f"{where} after a failed SASL step")
        elif o.in_exchange:
            self.violations.append(f"{where} during a re-authentication")
        elif now >= o.session_start + REAUTH_MS / 1000.0:
            self.violations.append(f"{where} after its session ended ({o.session_start + REAUTH_MS / 1000.0:.3f})")
        user = ctx.principal.partition(":")[2]
        gone = self.deleted_at.get(user)
        if gone is not None and now >= gone + REAUTH_MS / 1000.0:
            self.violations.append(f"{where}: {user}'s credentials were deleted at {gone:.3f}")
        return MetadataResponse(brokers=[], topics=[])

    def check_pool(self) -> bool:
        if self.pool.used > self.pool.capacity or self.pool.unauthenticated_used > self.pool.unauth_capacity:
            self.violations.append(
                f"seed {self.seed}: the pool holds {self.pool.used} (unauthenticated {self.pool.unauthenticated_used})"
            )
        return False

    # -- clients ---------------------------------------------------------------------------------------------

    def start_client(self, kind: str, at: int) -> None:
        self.world.at(at, lambda: Client(self, kind).start())

    def play(self, clients: int, duration_ms: int) -> None:
        for _ in range(clients):
            self.start_client(self.rng.choice(KINDS), self.rng.randrange(0, duration_ms // 2))
        self.world.run_until(duration_ms, self.check_pool)
        for sock in self.sockets:
            sock.close()
        self.world.run_for(20_000, self.check_pool)


class Client:
    """One scripted client on a raw connection; its behaviour is its `kind`."""

    def __init__(self, run: Run, kind: str) -> None:
        self.run = run
        self.kind = kind
        self.rng = random.Random(run.rng.random())
        self.world = run.world
        self.sock = run.world.connect(NODE, LISTENER)
        run.sockets.append(self.sock)
        self.sock.on_data = self._data
        self.sock.on_close = self._closed
        self.buf = b""
        self.cid = 0
        self.expect: dict[int, tuple[int, int, Callable[[Any], None] | None]] = {}
        self.closed = False
        self.reauthenticating = False
        if self.rng.random() < 0.5:
            self.user = f"p{self.rng.randrange(12)}"
            self.mechanism = "PLAIN"
            self.password = run.plain.get(self.user, "?")
        else:
            self.user = f"s{self.rng.randrange(12)}"
            self.mechanism = "SCRAM-SHA-256"
            self.password = f"{self.user}-pw"

    # -- wire ------------------------------------------------------------------------------------------------

    def request(self, body: Message, version: int, then: Callable[[Any], None] | None = None) -> bytes:
        self.cid += 1
        self.expect[self.cid] = (body.API_KEY, version, then)  # type: ignore[attr-defined]
        return frame(body, version, self.cid)

    def send(self, data: bytes) -> None:
        if not self.closed:
            self.sock.send(data)

    def _data(self, data: bytes) -> None:
        self.buf += data
        while len(self.buf) >= 4:
            (n,) = struct.unpack_from(">i", self.buf)
            if len(self.buf) < 4 + n:
                return
            payload, self.buf = self.buf[4 : 4 + n], self.buf[4 + n :]
            (cid,) = struct.unpack_from(">i", payload)
            key, version, then = self.expect.pop(cid)
            _cid, body = decode_response(payload, key, version)
            if then is not None:
                then(body)

    def _closed(self, reason: str) -> None:
        self.closed = True
        self.run.closes[self.kind] = self.run.closes.get(self.kind, 0) + 1

    def later(self, ms: int, fn: Callable[[], None]) -> None:
        self.world.at(self.world.clock.now + ms, lambda: None if self.closed else fn())

    # -- behaviours ------------------------------------------------------------------------------------------

    def start(self) -> None:
        kind = self.kind
        if kind == "failing":
            bad = self.rng.choice(["mechanism", "password", "before"])
            if bad == "mechanism":
                data = self.request(SaslHandshakeRequest(mechanism="GSSAPI"), 1)
            elif bad == "password":
                data = self.request(SaslHandshakeRequest(mechanism="PLAIN"), 1) + self.request(
                    SaslAuthenticateRequest(auth_bytes=b"\x00" + self.user.encode() + b"\x00wrong"), 2
                )
            else:
                data = self.request(SaslAuthenticateRequest(auth_bytes=b"\x00x\x00y"), 2)
            self.send(data + b"".join(self.metadata() for _ in range(self.rng.randrange(1, 4))))
        elif kind == "early":
            self.send(
                self.request(ApiVersionsRequest(client_software_name="s", client_software_version="1"), 3)
                + self.metadata()
            )
        elif kind == "slowloris":
            self.send(struct.pack(">i", self.rng.randrange(100, 8000)) + b"\x00" * self.rng.randrange(0, 50))
        elif kind == "garbage":
            self.send(bytes(self.rng.randrange(256) for _ in range(self.rng.randrange(1, 200))))
        elif kind == "pipeliner" and self.mechanism == "PLAIN":
            token = b"\x00" + self.user.encode() + b"\x00" + self.password.encode()
            self.send(
                self.request(ApiVersionsRequest(client_software_name="s", client_software_version="1"), 3)
                + self.request(SaslHandshakeRequest(mechanism="PLAIN"), 1)
                + self.request(SaslAuthenticateRequest(auth_bytes=token), 2, self._authenticated)
                + b"".join(self.metadata() for _ in range(self.rng.randrange(1, 5)))
            )
        else:
            self.authenticate()
        if kind == "quitter":
            self.later(self.rng.randrange(10, 5000), self.quit)

    def quit(self) -> None:
        self.closed = True
        self.sock.close()

    def metadata(self) -> bytes:
        return self.request(MetadataRequest(topics=[]), 12)

    def authenticate(self) -> None:
        client = SaslClient(self.mechanism, self.user, self.password)

        def handshake_done(resp: Any) -> None:
            if resp.error_code == 0:
                self.send(self.request(SaslAuthenticateRequest(auth_bytes=client.first()), 2, step))

        def step(resp: Any) -> None:
            if resp.error_code != 0:
                return
            try:
                nxt = client.next(resp.auth_bytes)
            except AuthenticationFailed:
                return
            if nxt is None:
                self._authenticated(resp)
            else:
                self.send(self.request(SaslAuthenticateRequest(auth_bytes=nxt), 2, step))

        self.send(self.request(SaslHandshakeRequest(mechanism=self.mechanism), 1, handshake_done))

    def _authenticated(self, resp: Any) -> None:
        if resp.error_code != 0:
            return
        first = not hasattr(self, "_sessions")
        self._sessions = getattr(self, "_sessions", 0) + 1
        self.reauthenticating = False
        lifetime = resp.session_lifetime_ms
        kind = self.kind
        if first:
            self.later(self.rng.randrange(1, 200), self.traffic)
            if kind == "deleted":
                self.later(self.rng.randrange(100, 6000), self.lose_credentials)
            if kind == "bare":
                self.later(self.rng.randrange(1000, lifetime), self.bare_handshake)
        if kind in ("honest", "deleted", "pipeliner", "quitter") and lifetime > 0:
            self.later(int(lifetime * self.rng.uniform(0.8, 0.9)), self.reauthenticate)

    def reauthenticate(self) -> None:
        self.reauthenticating = True  # (requests wait meanwhile, as real clients hold them)
        self.authenticate()

    def bare_handshake(self) -> None:
        self.send(self.request(SaslHandshakeRequest(mechanism=self.mechanism), 1))

    def lose_credentials(self) -> None:
        run = self.run
        run.plain.pop(self.user, None)
        run.scram.pop((self.mechanism, self.user), None)
        run.deleted_at.setdefault(self.user, run.now)

    def traffic(self) -> None:
        if not self.reauthenticating:
            n = self.rng.randrange(1, 4)
            self.send(b"".join(self.metadata() for _ in range(n)))
        self.later(self.rng.randrange(20, 400), self.traffic)


def run_seed(seed: int, clients: int = 40, duration_ms: int = 30_000) -> Run:
    r = Run(seed)
    r.play(clients, duration_ms)
    return r


SEEDS = 200  # in CI (a few seconds); the soak runs thousands
BATCH = 50


@pytest.mark.parametrize("offset", range(0, SEEDS, BATCH))
def test_no_request_is_served_outside_an_authenticated_unexpired_session(offset: int) -> None:
    start = rotating_start()
    for seed in range(start + offset, start + offset + BATCH):
        r = run_seed(seed)
        assert r.violations == [], f"replay: KRAFTPY_SIM_SEED_START={seed} ({r.violations[:3]})"
        assert r.pool.used == 0 and r.pool.unauthenticated_used == 0, f"seed {seed}: the pool kept bytes"
        assert all(s.server is None or s.server.closed for s in r.sockets), f"seed {seed}: a connection stayed open"
        assert r.served > 0 and r.sasl_answers > 0


def test_the_runs_exercise_every_kind_of_client_and_replay_exactly() -> None:
    seed = rotating_start() + 1000
    a = run_seed(seed, clients=80)
    b = run_seed(seed, clients=80)
    assert (a.served, a.sasl_answers, a.closes, a.world.events) == (b.served, b.sasl_answers, b.closes, b.world.events)
    # the node closed connections of every kind that must be closed (expired, failed, early, slow, bad bytes)
    for kind in ("lazy", "bare", "failing", "early", "slowloris", "garbage"):
        assert a.closes.get(kind, 0) > 0, (kind, a.closes)


@pytest.mark.soak
def test_authentication_soak() -> None:
    start = rotating_start() + 10_000
    for seed in range(start, start + 2000):
        r = run_seed(seed, clients=60, duration_ms=60_000)
        assert r.violations == [], f"replay: KRAFTPY_SIM_SEED_START={seed} ({r.violations[:3]})"
        assert r.pool.used == 0
