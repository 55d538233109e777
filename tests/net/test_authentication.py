"""The authentication state machine inside the sans-IO server connection (kraftpy.net.authentication): a table of
what each state reads, the SASL steps, sessions that end, re-authentication, timeouts, and what a connection that
fails holds afterwards (nothing: its buffered bytes and its room in the request memory pool go back at once).

Each test drives a real `ServerConnection` and a real `Dispatcher` (the SASL answers are encoded and ordered as a
node does) with a clock passed in, as the asyncio adapter and the simulator do."""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from typing import Any

import pytest

from kraftpy.net import ApiVersionsHandler, Dispatcher
from kraftpy.net.authentication import (
    AUTHENTICATED,
    AUTHENTICATION_TIMEOUT,
    REAUTHENTICATE,
    SESSION_EXPIRED,
    Authentication,
    register_sasl,
)
from kraftpy.net.connection import ConnectionInfo, InboundRequest, RequestMemoryPool, ServerConnection
from kraftpy.protocol.api import ApiKey, decode_response, encode_request
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest
from kraftpy.protocol.messages.metadata import MetadataRequest, MetadataResponse
from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeRequest
from kraftpy.security.sasl import SaslClient, SaslServerAuthenticator
from kraftpy.security.scram import MECHANISMS, credential_from_password

LISTENER = "SASL"
USERS = {"bob": "bob-pw", "eve": "eve-pw"}
SCRAM = {("SCRAM-SHA-256", "alice"): credential_from_password(MECHANISMS["SCRAM-SHA-256"], "alice-pw")}
KEYS = {17: "SaslHandshake", 36: "SaslAuthenticate", 18: "ApiVersions", 3: "Metadata"}


def size_prefixed(payload: bytes) -> bytes:
    return struct.pack(">i", len(payload)) + payload


def handshake(cid: int, mechanism: str = "PLAIN") -> bytes:
    return size_prefixed(encode_request(SaslHandshakeRequest(mechanism=mechanism), 1, cid, "t"))


def authenticate(cid: int, token: bytes) -> bytes:
    return size_prefixed(encode_request(SaslAuthenticateRequest(auth_bytes=token), 2, cid, "t"))


def plain(user: str, password: str) -> bytes:
    return b"\x00" + user.encode() + b"\x00" + password.encode()


def api_versions(cid: int) -> bytes:
    return size_prefixed(
        encode_request(ApiVersionsRequest(client_software_name="t", client_software_version="1"), 3, cid, "t")
    )


def metadata(cid: int) -> bytes:
    return size_prefixed(encode_request(MetadataRequest(topics=[]), 12, cid, "t"))


def login(cid: int, user: str = "bob") -> bytes:
    return handshake(cid) + authenticate(cid + 1, plain(user, USERS[user]))


@dataclass
class Harness:
    """One SASL connection with a node's dispatcher: feed bytes at a time, collect (api, correlation id, answer)."""

    reauth_ms: int = 0
    timeout: float | None = 30.0
    pool: RequestMemoryPool = field(default_factory=lambda: RequestMemoryPool(10_000_000, 1_000_000))
    served: list[tuple[str, float]] = field(default_factory=list)  # (principal, time) of each Metadata served
    events: list[str] = field(default_factory=list)
    now: float = 0.0

    def __post_init__(self) -> None:
        d = Dispatcher(clock=lambda: self.now)
        d.register(ApiKey.API_VERSIONS, ApiVersionsHandler(d))
        register_sasl(d, [LISTENER])

        def metadata_handler(ctx: InboundRequest, body: Any) -> Message:
            self.served.append((ctx.principal, self.now))
            return MetadataResponse(brokers=[], topics=[])

        d.register(ApiKey.METADATA, metadata_handler, listeners=[LISTENER])
        self.dispatcher = d
        sasl = SaslServerAuthenticator(
            ("PLAIN", "SCRAM-SHA-256"), USERS, lambda m, u: SCRAM.get((m, u)), self.reauth_ms, lambda: 0
        )
        self.auth = Authentication(
            sasl,
            reauth_ms=self.reauth_ms,
            timeout=self.timeout,
            max_receive_size=4096,
            now=0.0,
            on_event=self.events.append,
        )
        self.conn = ServerConnection(
            routes=d.routes(LISTENER),
            info=ConnectionInfo("c-1", LISTENER, "SASL_PLAINTEXT", ("10.0.0.7", 5000)),
            pool=self.pool,
            authentication=self.auth,
        )
        self.versions: dict[int, tuple[int, int]] = {}  # correlation id -> (api key, version)

    def send(self, data: bytes, at: float | None = None) -> list[tuple[str, int, Any]]:
        """Feed `data` at time `at`; returns the answers written (api name, correlation id, body) in order."""
        if at is not None:
            self.now = at
        self._remember(data)
        reqs = self.conn.receive_data(data, self.now)
        self.dispatcher.dispatch_many(reqs, self.conn, self.conn.close, self.conn)
        return self.answers()

    def answers(self) -> list[tuple[str, int, Any]]:
        out = []
        data = b"".join(bytes(p) for p in self.conn.data_to_send())
        pos = 0
        while pos < len(data):
            (n,) = struct.unpack_from(">i", data, pos)
            payload = data[pos + 4 : pos + 4 + n]
            (cid,) = struct.unpack_from(">i", payload, 0)
            key, version = self.versions[cid]
            out.append((KEYS[key], *decode_response(payload, key, version)))
            pos += 4 + n
        return out

    def _remember(self, data: bytes) -> None:
        pos = 0
        while pos + 12 <= len(data):
            (n,) = struct.unpack_from(">i", data, pos)
            if n < 8:
                break
            key, version, cid = struct.unpack_from(">hhi", data, pos + 4)
            if key in KEYS:
                self.versions[cid] = (key, version)
            pos += 4 + max(n, 0)

    def check(self, at: float) -> str | None:
        self.now = at
        return self.conn.check_timeouts(at)

    @property
    def closed(self) -> bool:
        return self.conn.should_close


def errors(answers: list[tuple[str, int, Any]]) -> list[tuple[str, int]]:
    return [(name, body.error_code) for name, _cid, body in answers]


# -- what each state reads -----------------------------------------------------------------------------------------

#: (case, bytes sent in one go after the connection was accepted, answers expected (api, error code), closed,
#: Metadata requests served). Kafka's behaviour in each row: requests other than ApiVersions / SaslHandshake /
#: SaslAuthenticate before authentication close the connection without an answer; a failed SASL step is answered
#: and then the connection closes; nothing read after a failure is served.
TABLE = [
    (
        "ApiVersions then PLAIN, then a request",
        api_versions(1) + login(2) + metadata(4),
        [("ApiVersions", 0), ("SaslHandshake", 0), ("SaslAuthenticate", 0), ("Metadata", 0)],
        False,
        1,
    ),
    ("a request before authentication", metadata(1), [], True, 0),
    (
        "a request after the handshake, before SaslAuthenticate",
        handshake(1) + metadata(2),
        [("SaslHandshake", 0)],
        True,
        0,
    ),
    ("ApiVersions after the handshake", handshake(1) + api_versions(2), [("SaslHandshake", 0)], True, 0),
    (
        "unsupported mechanism, then a pipelined frame",
        handshake(1, "GSSAPI") + metadata(2),
        [("SaslHandshake", 33)],
        True,
        0,
    ),
    (
        "unsupported mechanism, then a pipelined login",
        handshake(1, "GSSAPI") + login(2),
        [("SaslHandshake", 33)],
        True,
        0,
    ),
    (
        "wrong password, then a pipelined request",
        handshake(1) + authenticate(2, plain("bob", "nope")) + metadata(3),
        [("SaslHandshake", 0), ("SaslAuthenticate", 58)],
        True,
        0,
    ),
    (
        "unknown user",
        handshake(1) + authenticate(2, plain("mallory", "x")),
        [("SaslHandshake", 0), ("SaslAuthenticate", 58)],
        True,
        0,
    ),
    (
        "SaslAuthenticate before SaslHandshake",
        authenticate(1, plain("bob", "bob-pw")) + metadata(2),
        [("SaslAuthenticate", 34)],
        True,
        0,
    ),
    (
        "a second SaslHandshake in the exchange",
        handshake(1) + handshake(2),
        [("SaslHandshake", 0), ("SaslHandshake", 34)],
        True,
        0,
    ),
    (
        "five ApiVersions before the handshake",
        b"".join(api_versions(i) for i in range(5)),
        [("ApiVersions", 0)] * 4,
        True,
        0,
    ),
    ("an unknown API key before authentication", size_prefixed(struct.pack(">hhih", 999, 0, 1, 1) + b"t"), [], True, 0),
    (
        "an unsupported version before authentication",
        size_prefixed(struct.pack(">hhih", 17, 9, 1, 1) + b"t"),
        [],
        True,
        0,
    ),
    ("a truncated header before authentication", size_prefixed(struct.pack(">hhi", 17, 1, 1) + b"\x00"), [], True, 0),
    ("a frame above sasl.server.max.receive.size", struct.pack(">i", 5000) + b"\x00" * 100, [], True, 0),
    (
        "a malformed SaslHandshake body",
        size_prefixed(struct.pack(">hhih", 17, 1, 1, 1) + b"t" + b"\x00\x09ab"),
        [],
        True,
        0,
    ),
]


@pytest.mark.parametrize(
    ("sent", "expected", "closed", "served"), [row[1:] for row in TABLE], ids=[r[0] for r in TABLE]
)
def test_what_each_state_reads(sent: bytes, expected: list[tuple[str, int]], closed: bool, served: int) -> None:
    h = Harness()
    assert errors(h.send(sent, 0.1)) == expected
    assert h.closed == closed
    assert len(h.served) == served
    if closed:  # nothing held: no buffered byte, no room in the pool
        assert h.conn.buffered_bytes == 0 and h.conn.reserved_bytes == 0
        assert h.pool.used == 0 and h.pool.unauthenticated_used == 0
        assert h.conn.receive_data(login(50) + metadata(52), 0.2) == []  # and nothing more is read


def test_a_failed_handshake_followed_by_a_pipelined_frame_leaves_nothing_behind() -> None:
    """The defect of issue 27: a failed SaslHandshake and a frame pipelined behind it left a connection that
    outlived its client, holding its socket and its pool bytes. Now the frame is never handed out: the connection
    is due to close as soon as the answer is taken, and its bytes went back to the pool at once."""
    h = Harness()
    partial = struct.pack(">i", 3000) + b"\x00" * 1000  # a big frame behind it, partly there
    answers = h.send(handshake(1, "NOPE") + metadata(2) + partial, 0.1)
    assert errors(answers) == [("SaslHandshake", 33)]
    assert h.conn.should_close and h.conn.inflight == 0
    assert h.pool.used == 0 and h.conn.reserved_bytes == 0 and h.conn.buffered_bytes == 0
    assert h.events == ["authentication-failure"]


def test_a_successful_login_serves_what_is_pipelined_behind_it_as_the_principal() -> None:
    h = Harness()
    h.send(login(1) + metadata(3) + metadata(4), 0.1)
    assert [p for p, _t in h.served] == ["User:bob", "User:bob"]
    assert h.auth.state == AUTHENTICATED and h.conn.authenticated
    assert h.conn.info.principal == "User:bob"
    assert h.pool.unauthenticated_used == 0  # its bytes left the unauthenticated share
    assert h.events == ["authentication"]


def test_scram_in_two_steps() -> None:
    h = Harness()
    client = SaslClient("SCRAM-SHA-256", "alice", "alice-pw")
    h.send(handshake(1, "SCRAM-SHA-256"), 0.1)
    ((_n, _cid, first),) = h.send(authenticate(2, client.first()))
    assert first.error_code == 0 and h.auth.guarded  # not yet
    ((_n, _cid, final),) = h.send(authenticate(4, client.next(first.auth_bytes) or b""))
    assert final.error_code == 0 and not h.auth.guarded
    h.send(metadata(5))
    assert h.served == [("User:alice", 0.1)]


# -- sessions that end ---------------------------------------------------------------------------------------------


def test_an_expired_session_is_closed_at_its_end_and_its_requests_are_not_served() -> None:
    h = Harness(reauth_ms=5000)
    (_, _, _), (_, _, auth) = h.send(login(1), 1.0)
    assert auth.session_lifetime_ms == 5000
    h.send(metadata(3), 5.9)
    assert len(h.served) == 1
    assert h.send(metadata(4), 6.0) == [] and h.closed and len(h.served) == 1  # read at the end: closed
    h2 = Harness(reauth_ms=5000)
    h2.send(login(1), 1.0)
    assert h2.check(5.999) is None
    assert h2.check(6.0) == SESSION_EXPIRED and h2.closed  # the timer closes it without a request
    assert "session-expired" in h2.events


def test_a_bare_handshake_does_not_keep_an_expired_session_alive() -> None:
    """The bypass of issue 27: after a SaslHandshake that is never completed, an expired connection kept being
    served (a user whose credentials were deleted kept fetching). Now a re-authentication reads only SASL frames,
    and the session's end closes the connection whatever state it is in."""
    h = Harness(reauth_ms=5000)
    h.send(login(1), 1.0)
    assert errors(h.send(handshake(10), 4.0)) == [("SaslHandshake", 0)]
    assert h.auth.state == REAUTHENTICATE
    assert h.check(5.5) is None
    assert h.check(6.0) == SESSION_EXPIRED and h.closed
    assert h.served == []
    # the same with requests after the bare handshake: the first one closes the connection
    h = Harness(reauth_ms=5000)
    h.send(login(1), 1.0)
    assert errors(h.send(handshake(10) + metadata(11), 4.0)) == [("SaslHandshake", 0)]
    assert h.closed and h.served == [] and h.pool.used == 0
    # and after the end, a late handshake does not re-open it either
    h = Harness(reauth_ms=5000)
    h.send(login(1), 1.0)
    assert h.send(handshake(10) + metadata(11), 6.5) == [] and h.closed and h.served == []


def test_re_authentication_reads_only_sasl_frames_and_renews_the_session() -> None:
    h = Harness(reauth_ms=5000)
    h.send(login(1), 1.0)
    answers = h.send(login(10) + metadata(12), 5.0)  # re-authenticate at 80%, then go on
    assert errors(answers) == [("SaslHandshake", 0), ("SaslAuthenticate", 0), ("Metadata", 0)]
    assert answers[1][2].session_lifetime_ms == 5000
    assert h.auth.expires_at == 10.0 and h.auth.state == AUTHENTICATED
    h.send(metadata(13), 9.0)  # within the new session
    assert [t for _p, t in h.served] == [5.0, 9.0]
    assert h.events == ["authentication", "reauthentication"]
    assert h.check(10.0) == SESSION_EXPIRED


def test_re_authentication_pipelined_in_the_middle_of_requests_keeps_their_order() -> None:
    h = Harness(reauth_ms=5000)
    h.send(login(1), 1.0)
    answers = h.send(metadata(10) + login(11) + metadata(13), 4.5)
    assert [(n, cid) for n, cid, _b in answers] == [
        ("Metadata", 10),
        ("SaslHandshake", 11),
        ("SaslAuthenticate", 12),
        ("Metadata", 13),
    ]


@pytest.mark.parametrize(
    ("second", "why"),
    [(login(10, "eve"), "another principal"), (handshake(10, "SCRAM-SHA-256"), "another mechanism")],
)
def test_re_authentication_as_someone_else_fails_and_closes(second: bytes, why: str) -> None:
    h = Harness(reauth_ms=5000)
    h.send(login(1), 1.0)
    answers = h.send(second + metadata(20), 4.0)
    assert answers[-1][2].error_code in (33, 58), why
    assert h.closed and h.served == [] and h.pool.used == 0
    assert h.events[-1] == "reauthentication-failure"


def test_without_reauthentication_a_handshake_is_answered_illegal_state_and_the_session_goes_on() -> None:
    """connections.max.reauth.ms = 0 (sessions never end): a SaslHandshake or SaslAuthenticate on an authenticated
    connection is answered ILLEGAL_SASL_STATE, as Kafka's KafkaApis does, and changes nothing."""
    h = Harness(reauth_ms=0)
    h.send(login(1), 1.0)
    answers = h.send(handshake(10) + authenticate(11, plain("eve", "eve-pw")) + metadata(12), 100.0)
    assert errors(answers) == [("SaslHandshake", 34), ("SaslAuthenticate", 34), ("Metadata", 0)]
    assert h.served == [("User:bob", 100.0)] and not h.closed
    assert h.check(1e9) is None


def test_re_authentication_at_most_once_a_second() -> None:
    """As Kafka's KafkaChannel: a SaslHandshake less than a second after the last re-authentication began is not
    one (answered ILLEGAL_SASL_STATE, the session goes on)."""
    h = Harness(reauth_ms=5000)
    h.send(login(1), 1.0)
    assert errors(h.send(login(10), 1.2)) == [("SaslHandshake", 0), ("SaslAuthenticate", 0)]
    answers = h.send(handshake(20) + metadata(21), 2.1)
    assert errors(answers) == [("SaslHandshake", 34), ("Metadata", 0)] and not h.closed
    assert errors(h.send(login(30), 2.3)) == [("SaslHandshake", 0), ("SaslAuthenticate", 0)]


# -- time limits ---------------------------------------------------------------------------------------------------


def test_a_connection_that_does_not_authenticate_in_time_is_closed() -> None:
    h = Harness(timeout=10.0)
    h.send(api_versions(1) + handshake(2), 1.0)
    assert h.check(9.9) is None
    assert h.check(10.0) == AUTHENTICATION_TIMEOUT and h.closed
    assert h.events[-1] == "authentication-timeout"
    h = Harness(timeout=10.0)
    h.send(handshake(1), 1.0)
    assert h.send(authenticate(2, plain("bob", "bob-pw")), 10.5) == [] and h.closed  # too late, even if right
    h = Harness(timeout=10.0)
    h.send(login(1), 9.0)
    assert h.check(100.0) is None  # authenticated: no deadline any more


def test_idle_connections_are_closed_when_nothing_is_in_flight() -> None:
    h = Harness()
    h.send(login(1), 1.0)
    assert h.conn.check_timeouts(500.0, idle_timeout=600.0) is None
    assert h.conn.check_timeouts(601.0, idle_timeout=600.0) is not None and h.closed


# -- memory before authentication ----------------------------------------------------------------------------------


def test_unauthenticated_connections_hold_only_what_arrived_and_share_a_small_budget() -> None:
    """A thousand connections that send a size prefix and stop hold four bytes each; all the connections that have
    not authenticated together never hold more than their share, and an authenticated client keeps its room."""
    pool = RequestMemoryPool(1_000_000, 64 * 1024)
    conns = []
    for _ in range(1000):
        h = Harness(pool=pool)
        assert h.send(struct.pack(">i", 4000), 0.1) == []
        conns.append(h)
    assert pool.used == pool.unauthenticated_used == 4000
    # connections that keep sending fill the share, then wait: the share is a bound
    for h in conns[:40]:
        data = b"\x00" * 3000
        while data:
            n = h.conn.read_size(len(data))
            if not n:
                break
            h.conn.receive_data(data[:n], 0.2)
            data = data[n:]
    assert pool.unauthenticated_used <= 64 * 1024
    assert any(h.conn.pool_blocked for h in conns[:40])
    # an authenticated client still reads and is served
    ok = Harness(pool=pool)
    ok.send(login(1), 0.3)
    n = ok.conn.read_size(100_000)
    assert n > 0
    ok.conn.receive_data(metadata(3)[:n], 0.3)
    ok.dispatcher.dispatch_many([], ok.conn, ok.conn.close)
    for h in conns:
        h.conn.close()
    ok.conn.close()
    assert pool.used == 0 and pool.unauthenticated_used == 0
