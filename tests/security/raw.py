"""A client that speaks Kafka frames by hand, for attacks a well-behaved client library never makes: requests out of
order, frames cut short, bytes of the wrong protocol, SASL steps of one's own choosing."""

from __future__ import annotations

import contextlib
import socket
import ssl
import struct
from typing import Any

from kraftpy.protocol.api import encode_request
from kraftpy.protocol.codec import Message
from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest, SaslAuthenticateResponse
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeRequest, SaslHandshakeResponse
from kraftpy.security.scram import MECHANISMS, ScramClient

SASL_FAILED = 58


def frame(payload: bytes) -> bytes:
    return struct.pack(">i", len(payload)) + payload


def request(body: Message, version: int, correlation_id: int = 1) -> bytes:
    return frame(encode_request(body, version, correlation_id, "raw"))


class RawClient:
    """One TCP (or TLS) connection; frames in and out by hand."""

    def __init__(self, host: str, port: int, tls: ssl.SSLContext | None = None, timeout: float = 10.0) -> None:
        raw = socket.create_connection((host, port), timeout=timeout)
        self.sock: socket.socket = tls.wrap_socket(raw, server_hostname=host) if tls is not None else raw
        self._cid = 0

    def __enter__(self) -> RawClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        with contextlib.suppress(OSError):
            self.sock.close()

    def send_bytes(self, data: bytes) -> None:
        self.sock.sendall(data)

    def send(self, body: Message, version: int) -> None:
        self._cid += 1
        self.sock.sendall(request(body, version, self._cid))

    def read(self, timeout: float = 10.0) -> bytes | None:
        """The next response frame (correlation id onward), None once the connection is closed."""
        self.sock.settimeout(timeout)
        head = self._exactly(4)
        if head is None:
            return None
        (n,) = struct.unpack(">i", head)
        return self._exactly(n)

    def _exactly(self, n: int) -> bytes | None:
        data = b""
        while len(data) < n:
            try:
                chunk = self.sock.recv(n - len(data))
            except (ConnectionResetError, ssl.SSLError):
                return None
            if not chunk:
                return None
            data += chunk
        return data

    def closed(self, timeout: float = 5.0) -> bool:
        """Whether the peer closes the connection within `timeout` seconds (reading and dropping what it sends)."""
        self.sock.settimeout(timeout)
        try:
            while True:
                if not self.sock.recv(65536):
                    return True
        except (ConnectionResetError, BrokenPipeError, ssl.SSLError):
            return True
        except TimeoutError:
            return False
        except OSError:
            return True

    # -- SASL ------------------------------------------------------------------------------------------------

    def handshake(self, mechanism: str) -> int:
        self.send(SaslHandshakeRequest(mechanism=mechanism), 1)
        answer = self.read()
        if answer is None:
            raise ConnectionError("closed after SaslHandshake")
        return int(SaslHandshakeResponse.decode(answer[4:], 1).error_code)

    def authenticate(self, token: bytes) -> SaslAuthenticateResponse | None:
        self.send(SaslAuthenticateRequest(auth_bytes=token), 2)
        answer = self.read()
        return None if answer is None else SaslAuthenticateResponse.decode(answer[5:], 2)

    def login(self, mechanism: str, user: str, password: str) -> int:
        """A whole SASL exchange; the error code of its last step (0: authenticated)."""
        code = self.handshake(mechanism)
        if code:
            return code
        if mechanism == "PLAIN":
            answer = self.authenticate(b"\x00" + user.encode() + b"\x00" + password.encode())
            return SASL_FAILED if answer is None else int(answer.error_code)
        client = ScramClient(MECHANISMS[mechanism], user, password)
        first = self.authenticate(client.first())
        if first is None or first.error_code:
            return SASL_FAILED if first is None else int(first.error_code)
        final = self.authenticate(client.final(first.auth_bytes))
        return SASL_FAILED if final is None else int(final.error_code)

    def scram_server_first(self, mechanism: str, user: str) -> dict[str, Any]:
        """The attributes of the server-first message a SCRAM exchange for `user` gets (salt, iterations, nonce)."""
        assert self.handshake(mechanism) == 0
        first = self.authenticate(ScramClient(MECHANISMS[mechanism], user, "guess").first())
        assert first is not None and first.error_code == 0, first
        return dict(part.split("=", 1) for part in bytes(first.auth_bytes).decode().split(","))
