"""Unknown SCRAM users on real nodes (tests/integration/secure_cluster.py: one controller, two brokers): both
brokers answer an unknown name's client-first message with the same made-up salt and an iteration count real
users have, as they answer a real user's, so that comparing nodes tells nothing (issue 27: the salt differed per
node); the exchange then fails as a wrong password does."""

from __future__ import annotations

import asyncio
import socket
import struct
import time
from pathlib import Path

import pytest

from kraftpy.admin.client import AdminClient
from kraftpy.protocol.api import encode_request
from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest, SaslAuthenticateResponse
from kraftpy.protocol.messages.sasl_handshake import SaslHandshakeRequest
from kraftpy.security.scram import MECHANISMS, ScramClient

from .secure_cluster import SecureCluster, password

pytestmark = [pytest.mark.timeout(180)]

MECH = "SCRAM-SHA-256"


def _frame(payload: bytes) -> bytes:
    return struct.pack(">i", len(payload)) + payload


def _read(s: socket.socket) -> bytes:
    head = b""
    while len(head) < 4:
        chunk = s.recv(4 - len(head))
        if not chunk:
            raise ConnectionError("closed")
        head += chunk
    (n,) = struct.unpack(">i", head)
    data = b""
    while len(data) < n:
        chunk = s.recv(n - len(data))
        if not chunk:
            raise ConnectionError("closed")
        data += chunk
    return data


def server_first(address: str, user: str, pw: str = "guess") -> tuple[dict[str, str], int]:
    """(attributes of the server-first message, error code of the final step) for `user` on a SASL listener."""
    host, port = address.split(":")
    client = ScramClient(MECHANISMS[MECH], user, pw)
    with socket.create_connection((host, int(port)), timeout=10) as s:
        s.sendall(_frame(encode_request(SaslHandshakeRequest(mechanism=MECH), 1, 1, "t")))
        _read(s)
        s.sendall(_frame(encode_request(SaslAuthenticateRequest(auth_bytes=client.first()), 2, 2, "t")))
        first = SaslAuthenticateResponse.decode(_read(s)[5:], 2)
        attrs = dict(part.split("=", 1) for part in first.auth_bytes.decode().split(","))
        s.sendall(_frame(encode_request(SaslAuthenticateRequest(auth_bytes=client.final(first.auth_bytes)), 2, 3, "t")))
        final = SaslAuthenticateResponse.decode(_read(s)[5:], 2)
    return attrs, final.error_code


def test_unknown_users_get_the_same_answer_from_every_broker(tmp_path: Path) -> None:
    with SecureCluster(tmp_path, controllers=1, brokers=2) as cluster:
        cluster.start_all()

        async def setup() -> None:
            async with AdminClient(config=cluster.admin_config()) as admin:
                await admin.alter_user_scram_credentials(
                    [("alice", MECH, password("alice"), 8192), ("bob", MECH, password("bob"), 8192)]
                )

        asyncio.run(setup())
        addresses = [cluster.address(b, "SASLPLAIN") for b in cluster.brokers]
        end = time.monotonic() + 30
        while True:  # until both brokers' images hold the credentials
            answers = [server_first(a, "alice", password("alice")) for a in addresses]
            if all(code == 0 for _a, code in answers) or time.monotonic() > end:
                break
            time.sleep(0.2)
        assert [code for _a, code in answers] == [0, 0]
        real = answers[0][0]
        ghosts = [server_first(a, "ghost") for a in addresses]
        (g0, c0), (g1, c1) = ghosts
        assert g0["s"] == g1["s"] and g0["i"] == g1["i"] == real["i"] == "8192"
        assert len(g0["s"]) == len(real["s"])  # (base64 of salts of the same length)
        assert c0 == c1 == 58  # SASL_AUTHENTICATION_FAILED, as a wrong password
        assert server_first(addresses[0], "alice", "wrong")[1] == 58
        # the same later (another exchange, the same image)
        assert server_first(addresses[1], "ghost")[0]["s"] == g0["s"]
