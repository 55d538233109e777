"""The authentication state machine of one server connection on a SASL listener (sans-IO; KIP-152, KIP-368).

`ServerConnection` owns one `Authentication` per SASL connection and drives it from `receive_data` and its
timer check, with the driver's clock (`now`, seconds) passed in: the asyncio adapter and the simulator run the
same code. The mechanisms themselves (PLAIN, SCRAM) are `kraftpy.security.sasl.SaslServerAuthenticator`'s.

States and what each reads (anything else closes the connection at once, as Kafka's SaslServerAuthenticator
does with an IllegalSaslStateException):

| state | reads | then |
|---|---|---|
| `START` | ApiVersions (up to 4, for clients that retry an unsupported version), SaslHandshake | `AUTHENTICATE` |
| `AUTHENTICATE` | SaslAuthenticate (SCRAM takes two) | `AUTHENTICATED`, or closed after the failure answer |
| `AUTHENTICATED` | every API the listener serves; SaslHandshake starts a re-authentication | `REAUTHENTICATE` |
| `REAUTHENTICATE` | SaslAuthenticate only | `AUTHENTICATED` (a new session), or closed after the failure answer |

- A failed step (unknown mechanism, bad credentials, malformed token, SaslAuthenticate before a handshake, a
  re-authentication as another principal or with another mechanism) is answered with its error and closes the
  connection: nothing read after it is handed out, and its buffered bytes go back to the pool at once.
- **Re-authentication** (KIP-368) is allowed when `connections.max.reauth.ms` > 0, at most once a second (as
  Kafka): otherwise a SaslHandshake on an authenticated connection is answered ILLEGAL_SASL_STATE and changes
  nothing, as is a SaslAuthenticate outside an exchange (Kafka's KafkaApis answers both so). While a
  re-authentication runs, only SaslAuthenticate is read: another request **closes the connection** (Kafka mutes
  the channel for other requests and its authenticator fails on a non-SASL frame; the clients — the Java client,
  librdkafka, kafka-python — hold their requests back meanwhile, so they never send one). Requests read before
  the SaslHandshake are still answered.
- **Sessions end**: with `connections.max.reauth.ms` > 0 a session lasts that long from its authentication; at
  its end the connection is closed whatever state it is in, in the middle of a re-authentication included (the
  clients start re-authenticating at 85-95% of the session). Kafka checks only when a request arrives and lets a
  SaslHandshake that arrives after the end begin a re-authentication; kraftpy closes at the end (the timer check
  as well as the next read).
- **Authentication timeout**: a connection that has not authenticated within `timeout` seconds of being accepted
  is closed (`kraftpy.connections.authentication.timeout.ms`; Kafka has no such limit and relies on
  `connections.max.idle.ms`).
- Before authentication a frame may be at most `sasl.server.max.receive.size` bytes, and the connection's bytes
  count in the request memory pool's unauthenticated share (`kraftpy.net.memory`).

SaslHandshake and SaslAuthenticate are answered by the connection itself: it runs the step when it reads the
frame (so that what comes after it is read in the new state) and hands the request out carrying its answer
(`SaslRequest.answer`); the handler registered for the two APIs (`answer_from_connection`, see
`register_sasl`) returns that answer, and the dispatcher encodes it in order with the other responses and counts
it in the metrics like any request.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable, Iterable
from typing import Any, Final

from kraftpy.protocol.api import ApiKey
from kraftpy.protocol.codec import Message
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest, SaslAuthenticateResponse
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeRequest, SaslHandshakeResponse
from kraftpy.security.sasl import SaslServerAuthenticator

__all__ = [
    "AUTHENTICATE",
    "AUTHENTICATED",
    "AUTHENTICATION_TIMEOUT",
    "EVENTS",
    "REAUTHENTICATE",
    "SASL_KEYS",
    "SESSION_EXPIRED",
    "START",
    "Authentication",
    "answer_from_connection",
    "register_sasl",
]

log = logging.getLogger(__name__)

SASL_HANDSHAKE_KEY: Final = int(ApiKey.SASL_HANDSHAKE)
SASL_AUTHENTICATE_KEY: Final = int(ApiKey.SASL_AUTHENTICATE)
API_VERSIONS_KEY: Final = int(ApiKey.API_VERSIONS)
SASL_KEYS: Final = frozenset({SASL_HANDSHAKE_KEY, SASL_AUTHENTICATE_KEY})
#: ApiVersions requests read before the SaslHandshake (a client may retry with a lower version)
MAX_API_VERSIONS_BEFORE_AUTHENTICATION: Final = 4
#: Kafka's KafkaChannel: a re-authentication may start at most once a second
MIN_REAUTHENTICATION_INTERVAL: Final = 1.0

START: Final = "START"
AUTHENTICATE: Final = "AUTHENTICATE"
AUTHENTICATED: Final = "AUTHENTICATED"
REAUTHENTICATE: Final = "REAUTHENTICATE"
FAILED: Final = "FAILED"

_INF = math.inf

#: what an `on_event` callback is told: the four outcomes of Kafka's successful-authentication-total,
#: failed-authentication-total, successful-reauthentication-total, failed-reauthentication-total, and the two
#: closes (Kafka's expired-connections-killed-count, and the authentication timeout)
EVENTS: Final = (
    "authentication",
    "authentication-failure",
    "reauthentication",
    "reauthentication-failure",
    "session-expired",
    "authentication-timeout",
)
SESSION_EXPIRED: Final = "SASL session expired (connections.max.reauth.ms)"
AUTHENTICATION_TIMEOUT: Final = (
    "SASL authentication not completed in time (kraftpy.connections.authentication.timeout.ms)"
)


class Authentication:
    """The SASL state of one connection: what may be read now, the SASL steps, the session's end.

    `sasl` runs the mechanisms; `reauth_ms` is connections.max.reauth.ms (0: sessions never end); `timeout` the
    seconds a connection has to authenticate (None: no limit); `now` the driver's clock when the connection was
    accepted. `on_event(outcome)` (optional) is told of each authentication and re-authentication (`EVENTS`).
    """

    __slots__ = (
        "_api_versions",
        "_last_start",
        "deadline",
        "expires_at",
        "failure",
        "guarded",
        "label",
        "max_receive_size",
        "on_event",
        "principal",
        "reauth_ms",
        "sasl",
        "state",
    )

    def __init__(
        self,
        sasl: SaslServerAuthenticator,
        *,
        reauth_ms: int = 0,
        timeout: float | None = None,
        max_receive_size: int = 524288,
        now: float = 0.0,
        on_event: Callable[[str], None] | None = None,
    ) -> None:
        self.sasl = sasl
        self.reauth_ms = reauth_ms
        self.max_receive_size = max_receive_size
        self.on_event = on_event
        self.state = START
        # True while only the SASL exchange is read (not authenticated, or re-authenticating): the connection's
        # hot path is left for its guarded one
        self.guarded = True
        self.expires_at = _INF  # the end of the session (connections.max.reauth.ms); inf: none
        self.deadline = _INF if timeout is None else now + timeout  # authenticate before this
        self.principal: str | None = None
        self.failure: str | None = None  # why the connection must close (a failed step), once it failed
        self.label = "-"  # the connection's, for log lines
        self._api_versions = 0
        self._last_start = -_INF  # when the last re-authentication began

    # -- state ---------------------------------------------------------------------------------------------------

    @property
    def authenticated(self) -> bool:
        """A session is established (re-authenticating included)."""
        return self.principal is not None and self.state != FAILED

    def next_deadline(self) -> float:
        """When `check` will close the connection unless something happens first (inf: never)."""
        return self.expires_at if self.expires_at < self.deadline else self.deadline

    def check(self, now: float) -> str | None:
        """The reason to close the connection now (`SESSION_EXPIRED`, `AUTHENTICATION_TIMEOUT`), else None; the
        first time, `on_event` is told ("session-expired", "authentication-timeout")."""
        if now >= self.expires_at:
            reason = SESSION_EXPIRED
        elif now >= self.deadline:
            reason = AUTHENTICATION_TIMEOUT
        else:
            return None
        if self.state != FAILED:
            self.state = FAILED
            self.guarded = True
            self.failure = reason
            if self.on_event is not None:
                self.on_event("session-expired" if reason is SESSION_EXPIRED else "authentication-timeout")
        return reason

    # -- reading -------------------------------------------------------------------------------------------------

    def admit(self, api_key: int, api_name: str) -> str | None:
        """Whether a request of `api_key` may be read in this state: None, or why the connection closes."""
        state = self.state
        if state == AUTHENTICATED:
            return None
        if api_key in SASL_KEYS:
            if state == REAUTHENTICATE and api_key == SASL_HANDSHAKE_KEY:
                return "SaslHandshake during SASL re-authentication"
            return None  # (the step decides: an out-of-order one is answered with its error, then closes)
        if api_key == API_VERSIONS_KEY and state == START:
            self._api_versions += 1
            if self._api_versions > MAX_API_VERSIONS_BEFORE_AUTHENTICATION:
                return "too many ApiVersions requests before SASL authentication"
            return None
        if state == REAUTHENTICATE:
            return f"{api_name} request during SASL re-authentication"
        return f"{api_name} request before SASL authentication"

    def step(self, api_key: int, version: int, body: bytes | memoryview, now: float) -> Message | None:
        """Run a SaslHandshake or SaslAuthenticate read now; returns its answer (None: the body does not decode,
        the connection closes). Afterwards `failure` says whether the connection closes after the answer."""
        try:
            if api_key == SASL_HANDSHAKE_KEY:
                return self._handshake(SaslHandshakeRequest.decode(body, version).mechanism, now)
            return self._authenticate(SaslAuthenticateRequest.decode(body, version), version, now)
        except DecodeError as e:
            self._fail(f"malformed {'SaslHandshake' if api_key == SASL_HANDSHAKE_KEY else 'SaslAuthenticate'}: {e}")
            return None

    def _handshake(self, mechanism: str, now: float) -> Message:
        state = self.state
        sasl = self.sasl
        if state == AUTHENTICATED:
            if self.reauth_ms <= 0 or now - self._last_start < MIN_REAUTHENTICATION_INTERVAL:
                # not a re-authentication: answered as Kafka's KafkaApis does, the session goes on
                return SaslHandshakeResponse(error_code=int(ErrorCode.ILLEGAL_SASL_STATE), mechanisms=[])
            self.state = REAUTHENTICATE
            self.guarded = True
            self._last_start = now
            resp = sasl.handshake(mechanism)
            if sasl.failed:
                self._fail("re-authentication with another SASL mechanism", reauth=True)
            return resp
        if state != START:  # a second handshake in the middle of an exchange
            self._fail("SaslHandshake during the SASL exchange")
            return SaslHandshakeResponse(error_code=int(ErrorCode.ILLEGAL_SASL_STATE), mechanisms=list(sasl.mechanisms))
        resp = sasl.handshake(mechanism)
        if sasl.failed:
            self._fail("unsupported SASL mechanism")
        else:
            self.state = AUTHENTICATE
        return resp

    def _authenticate(self, request: SaslAuthenticateRequest, version: int, now: float) -> Message:
        state = self.state
        sasl = self.sasl
        if state == AUTHENTICATED:  # outside an exchange: answered, the session goes on (Kafka's KafkaApis)
            return SaslAuthenticateResponse(
                error_code=int(ErrorCode.ILLEGAL_SASL_STATE),
                error_message="SaslAuthenticate request received after successful authentication",
            )
        reauth = state == REAUTHENTICATE
        if state == START:
            self._fail("SaslAuthenticate before SaslHandshake")
            return SaslAuthenticateResponse(
                error_code=int(ErrorCode.ILLEGAL_SASL_STATE), error_message="SaslAuthenticate before SaslHandshake"
            )
        sasl.now_ms = lambda: int(now * 1000)
        resp = sasl.authenticate(request, version)
        if sasl.failed:
            self._fail("invalid credentials", reauth=reauth)
        elif sasl.mechanism is None and sasl.authenticated:  # the exchange completed
            self.principal = sasl.principal
            self.state = AUTHENTICATED
            self.guarded = False
            self.deadline = _INF
            self.expires_at = now + self.reauth_ms / 1000.0 if self.reauth_ms > 0 else _INF
            if self.on_event is not None:
                self.on_event("reauthentication" if reauth else "authentication")
        return resp

    def _fail(self, reason: str, reauth: bool = False) -> None:
        self.state = FAILED
        self.guarded = True
        self.failure = reason
        if self.on_event is not None:
            self.on_event("reauthentication-failure" if reauth else "authentication-failure")


# -- the handler of the two SASL APIs -----------------------------------------------------------------------------


def answer_from_connection(ctx: Any, body: Any) -> Any:
    """The handler of SaslHandshake and SaslAuthenticate: the answer the connection computed when it read the
    request (`SaslRequest.answer`)."""
    answer = getattr(ctx, "answer", None)
    if answer is None:
        raise RuntimeError(f"{ctx.api.name} reached the dispatcher without the connection's answer")
    return answer


def register_sasl(dispatcher: Any, listeners: Iterable[str]) -> None:
    """Serve SaslHandshake and SaslAuthenticate on `listeners` (`kraftpy.net.dispatch.Dispatcher`), answered by
    the connections. SaslHandshake v0 is offered (librdkafka looks for it), but the unframed tokens that follow a
    v0 handshake are not spoken: clients that know v1 use it."""
    names = list(listeners)
    dispatcher.register(SASL_HANDSHAKE_KEY, answer_from_connection, listeners=names)
    dispatcher.register(SASL_AUTHENTICATE_KEY, answer_from_connection, listeners=names)
