"""SASL on Kafka connections (sans-IO): JAAS-style settings, PLAIN, the server's authenticator, the client's.

Server side, per connection (`SaslServerAuthenticator`): the mechanisms' steps, SaslHandshake (v1: the
mechanism) and SaslAuthenticate (the mechanism's tokens). A failure is answered SASL_AUTHENTICATION_FAILED with one
message whatever went wrong (unknown user, wrong password, malformed token), and the connection is closed after
the answer. With `connections.max.reauth.ms` > 0 the SaslAuthenticate response (v1+) carries the session
lifetime; a client re-authenticates with SaslHandshake + SaslAuthenticate on the same connection (the principal
and the mechanism must stay the same; KIP-368). What a connection may read in each state, when its session ends
and how long it has to authenticate is the state machine in `kraftpy.net.authentication`, which drives this
class from inside the sans-IO connection.

PLAIN users come from the listener's JAAS config as Kafka reads it,
`listener.name.<listener>.plain.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required
username="admin" password="admin-secret" user_admin="admin-secret" user_alice="alice-secret";` (`user_<name>` are
the users the server accepts; `username`/`password` are what the node sends when it is the client, on an
inter-broker or controller listener). SCRAM users are the UserScramCredentialRecords of the metadata image.
"""

from __future__ import annotations

import hmac
import logging
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest, SaslAuthenticateResponse
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeResponse

from .scram import MECHANISMS, AuthenticationFailed, DecoyParams, ScramClient, ScramCredential, ScramServer

log = logging.getLogger(__name__)

__all__ = [
    "SUPPORTED_MECHANISMS",
    "JaasConfig",
    "SaslClient",
    "SaslConfigError",
    "SaslServerAuthenticator",
    "parse_jaas",
]

SUPPORTED_MECHANISMS = ("PLAIN", "SCRAM-SHA-256", "SCRAM-SHA-512")
PLAIN_MODULE = "org.apache.kafka.common.security.plain.PlainLoginModule"
SCRAM_MODULE = "org.apache.kafka.common.security.scram.ScramLoginModule"
#: Kafka's `sasl.server.max.receive.size`: the largest frame read before a connection is authenticated
DEFAULT_MAX_RECEIVE_SIZE = 524288


class SaslConfigError(Exception):
    def __init__(self, key: str, problem: str) -> None:
        self.key = key
        super().__init__(f"{key}: {problem}")


@dataclass(frozen=True, slots=True)
class JaasConfig:
    module: str
    flag: str
    options: Mapping[str, str]


_JAAS = re.compile(r"\s*([A-Za-z0-9_.$]+)\s+(required|requisite|sufficient|optional)\s*(.*?)\s*;\s*$", re.S)
_OPTION = re.compile(r"\s*([A-Za-z0-9_.\-]+)\s*=\s*(\"((?:[^\"\\]|\\.)*)\"|[^\s\";]+)")


def parse_jaas(key: str, text: str) -> JaasConfig:
    """`<LoginModule> <flag> name="value" ...;` -> JaasConfig; SaslConfigError naming `key` otherwise."""
    m = _JAAS.fullmatch(text.strip())
    if not m:
        raise SaslConfigError(key, "expected '<LoginModule class> required key=\"value\" ...;' (one login module)")
    options: dict[str, str] = {}
    rest = m.group(3)
    pos = 0
    while pos < len(rest):
        om = _OPTION.match(rest, pos)
        if om is None:
            if rest[pos:].strip():
                raise SaslConfigError(key, f"cannot read the login module options at {rest[pos : pos + 20]!r}")
            break
        value = om.group(3) if om.group(3) is not None else om.group(2)
        options[om.group(1)] = re.sub(r"\\(.)", r"\1", value)
        pos = om.end()
    return JaasConfig(m.group(1), m.group(2), options)


_FAILED = "Authentication failed during authentication due to invalid credentials with SASL mechanism {}"


class SaslServerAuthenticator:
    """The SASL state of one server-side connection.

    `plain_users` are the PLAIN users of the listener (name -> password); `scram_lookup(mechanism, user)` returns
    a SCRAM credential from the current metadata image; `reauth_ms` is connections.max.reauth.ms (0: sessions
    never expire); `now_ms` the clock; `decoy(mechanism)` how unknown SCRAM users' made-up credentials look
    (`kraftpy.security.scram.decoy_params`; bytes: a key; None: a random key).

    The connection's state machine around it (what may be read when, session ends, re-authentication rules) is
    `kraftpy.net.authentication.Authentication`'s.
    """

    def __init__(
        self,
        mechanisms: tuple[str, ...],
        plain_users: Mapping[str, str],
        scram_lookup: Callable[[str, str], ScramCredential | None],
        reauth_ms: int,
        now_ms: Callable[[], int],
        decoy: Callable[[str], DecoyParams] | bytes | None = None,
    ) -> None:
        self.mechanisms = mechanisms
        self.plain_users = plain_users
        self.scram_lookup = scram_lookup
        self.reauth_ms = reauth_ms
        self.now_ms = now_ms
        if decoy is None or isinstance(decoy, bytes):
            params = DecoyParams(decoy if decoy is not None else os.urandom(32))
            decoy = lambda _m: params  # noqa: E731
        self.decoy: Callable[[str], DecoyParams] = decoy
        self.mechanism: str | None = None  # chosen by the (last) handshake
        self.principal: str | None = None  # set once authenticated
        self.authenticated = False
        self.failed = False
        self.expires_at_ms: int | None = None
        self._scram: ScramServer | None = None
        self._session_mechanism: str | None = None

    @property
    def in_exchange(self) -> bool:
        """A handshake was answered and its exchange is not finished."""
        return self.mechanism is not None

    def expired(self) -> bool:
        return self.expires_at_ms is not None and self.now_ms() >= self.expires_at_ms

    def handshake(self, mechanism: str) -> SaslHandshakeResponse:
        enabled = list(self.mechanisms)
        if self.authenticated and mechanism != self._session_mechanism:
            self.failed = True  # re-authentication must keep the mechanism
            return SaslHandshakeResponse(error_code=int(ErrorCode.UNSUPPORTED_SASL_MECHANISM), mechanisms=enabled)
        if mechanism not in self.mechanisms:
            self.failed = True
            return SaslHandshakeResponse(error_code=int(ErrorCode.UNSUPPORTED_SASL_MECHANISM), mechanisms=enabled)
        self.mechanism = mechanism
        self._scram = None
        return SaslHandshakeResponse(error_code=0, mechanisms=enabled)

    def authenticate(self, request: SaslAuthenticateRequest, version: int) -> SaslAuthenticateResponse:
        """One SaslAuthenticate; `failed` is set when the connection must close after this answer."""
        mechanism = self.mechanism
        if mechanism is None:
            self.failed = True
            return SaslAuthenticateResponse(
                error_code=int(ErrorCode.ILLEGAL_SASL_STATE), error_message="SaslAuthenticate before SaslHandshake"
            )
        token = bytes(request.auth_bytes)
        try:
            if mechanism == "PLAIN":
                user = self._plain(token)
                return self._done(mechanism, user, b"", version)
            scram = self._scram
            if scram is None:
                mech = MECHANISMS[mechanism]
                scram = self._scram = ScramServer(
                    mech, lambda u: self.scram_lookup(mechanism, u), self.decoy(mechanism)
                )
            out = scram.step(token)
            if scram.complete:
                assert scram.user is not None
                return self._done(mechanism, scram.user, out, version)
            return SaslAuthenticateResponse(error_code=0, auth_bytes=out)
        except AuthenticationFailed as e:
            log.debug("SASL %s authentication failed: %s", mechanism, e)  # never told to the client
            self.failed = True
            self.mechanism = None
            return SaslAuthenticateResponse(
                error_code=int(ErrorCode.SASL_AUTHENTICATION_FAILED), error_message=_FAILED.format(mechanism)
            )

    def _plain(self, token: bytes) -> str:
        parts = token.split(b"\x00")
        if len(parts) != 3:
            raise AuthenticationFailed("malformed PLAIN token")
        try:
            authzid, user, password = (p.decode("utf-8") for p in parts)
        except UnicodeDecodeError:
            raise AuthenticationFailed("malformed PLAIN token") from None
        expected = self.plain_users.get(user)
        # compared in constant time against something even for an unknown user
        ok = hmac.compare_digest(password.encode(), (expected if expected is not None else "\x00" * 16).encode())
        if expected is None or not ok or not user or (authzid and authzid != user):
            raise AuthenticationFailed("invalid credentials")
        return user

    def _done(self, mechanism: str, user: str, out: bytes, version: int) -> SaslAuthenticateResponse:
        principal = f"User:{user}"
        if self.authenticated and principal != self.principal:
            self.failed = True
            self.mechanism = None
            return SaslAuthenticateResponse(
                error_code=int(ErrorCode.SASL_AUTHENTICATION_FAILED), error_message=_FAILED.format(mechanism)
            )
        self.principal = principal
        self.authenticated = True
        self._session_mechanism = mechanism
        self.mechanism = None
        self._scram = None
        lifetime = 0
        if self.reauth_ms > 0:
            self.expires_at_ms = self.now_ms() + self.reauth_ms
            lifetime = self.reauth_ms
        return SaslAuthenticateResponse(
            error_code=0, auth_bytes=out, session_lifetime_ms=lifetime if version >= 1 else 0
        )


class SaslClient:
    """The client side of PLAIN and SCRAM: tokens to send, given the server's answers."""

    def __init__(self, mechanism: str, username: str, password: str) -> None:
        if mechanism not in SUPPORTED_MECHANISMS:
            raise SaslConfigError("sasl.mechanism", f"{mechanism} is not supported ({', '.join(SUPPORTED_MECHANISMS)})")
        self.mechanism = mechanism
        self.username = username
        self.password = password
        self._scram = ScramClient(MECHANISMS[mechanism], username, password) if mechanism != "PLAIN" else None
        self._step = 0

    def first(self) -> bytes:
        if self._scram is None:
            return b"\x00" + self.username.encode() + b"\x00" + self.password.encode()
        return self._scram.first()

    def next(self, server: bytes) -> bytes | None:
        """The next token after the server's answer, or None when the exchange is over."""
        if self._scram is None:
            return None
        self._step += 1
        if self._step == 1:
            return self._scram.final(server)
        self._scram.verify(server)
        return None


def client_credentials(props: Mapping[str, str], key: str = "sasl.jaas.config") -> tuple[str, str]:
    """(username, password) of a client's SASL settings: `sasl.jaas.config` with a PLAIN or SCRAM login module,
    or librdkafka's `sasl.username` / `sasl.password`."""
    text = props.get(key)
    if text:
        jaas = parse_jaas(key, text)
        if jaas.module not in (PLAIN_MODULE, SCRAM_MODULE):
            raise SaslConfigError(key, f"login module {jaas.module} is not supported ({PLAIN_MODULE}, {SCRAM_MODULE})")
        user = jaas.options.get("username")
        password = jaas.options.get("password")
        if user is None or password is None:
            raise SaslConfigError(key, "needs username and password options")
        return user, password
    user = props.get("sasl.username")
    password = props.get("sasl.password")
    if user is None or password is None:
        raise SaslConfigError(key, "is required for SASL (or sasl.username and sasl.password)")
    return user, password
