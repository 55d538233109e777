"""SCRAM against RFC 7677's example, the server authenticator's state machine, JAAS parsing."""

from __future__ import annotations

import base64

import pytest

from kraftpy.protocol.messages.sasl_authenticate import SaslAuthenticateRequest
from kraftpy.security.sasl import SaslClient, SaslConfigError, SaslServerAuthenticator, parse_jaas
from kraftpy.security.scram import (
    MECHANISMS,
    AuthenticationFailed,
    ScramClient,
    ScramCredential,
    ScramServer,
    credential_from_password,
    decoy_key,
    decoy_params,
    salted_password,
)

SHA256 = MECHANISMS["SCRAM-SHA-256"]


def test_rfc7677_example() -> None:
    """The exchange of RFC 7677 section 3 (user "user", password "pencil"), both sides."""
    salt = base64.b64decode("W22ZaJ0SNY7soEsUEjb6gQ==")
    cred = credential_from_password(SHA256, "pencil", 4096, salt)
    client = ScramClient(SHA256, "user", "pencil", nonce="rOprNGfwEbeRWgbNEkqO")
    server = ScramServer(SHA256, lambda u: cred if u == "user" else None, b"k", nonce="%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0")
    assert client.first() == b"n,,n=user,r=rOprNGfwEbeRWgbNEkqO"
    first = server.step(client.first())
    assert first == b"r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096"
    final = client.final(first)
    assert final == (
        b"c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,p=dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ="
    )
    verdict = server.step(final)
    assert verdict == b"v=6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4="
    client.verify(verdict)
    assert server.complete and server.user == "user"


def _exchange(mech: str, cred_pw: str, pw: str, user: str = "alice", known: bool = True) -> bool:
    m = MECHANISMS[mech]
    cred = credential_from_password(m, cred_pw)
    server = ScramServer(m, lambda u: cred if known and u == user else None, b"secret")
    client = ScramClient(m, user, pw)
    try:
        client.verify(server.step(client.final(server.step(client.first()))))
    except AuthenticationFailed:
        return False
    return server.complete


@pytest.mark.parametrize("mech", ["SCRAM-SHA-256", "SCRAM-SHA-512"])
def test_scram_accepts_only_the_right_password(mech: str) -> None:
    assert _exchange(mech, "pw", "pw")
    assert not _exchange(mech, "pw", "other")
    assert not _exchange(mech, "pw", "pw", known=False)


def test_unknown_users_get_a_plausible_first_answer() -> None:
    server = ScramServer(SHA256, lambda u: None, b"secret")
    first = server.step(ScramClient(SHA256, "ghost", "x").first()).decode()
    assert first.startswith("r=") and ",s=" in first and first.endswith(",i=4096")
    again = ScramServer(SHA256, lambda u: None, b"secret").step(ScramClient(SHA256, "ghost", "x").first()).decode()
    assert first.split(",s=")[1] == again.split(",s=")[1]  # the same made-up salt every time: no tell


def _server_first(creds: dict[str, ScramCredential], user: str, fallback: bytes = b"node-a") -> dict[str, str]:
    """The attributes of the server-first message a node with `creds` (the image's SCRAM-SHA-256 credentials,
    by user) answers for `user`; `fallback` is the node's own random key."""
    params = decoy_params([(SHA256.id, c) for c in creds.values()], fallback)
    server = ScramServer(SHA256, creds.get, params(SHA256.name))
    text = server.step(ScramClient(SHA256, user, "guess").first()).decode()
    return dict(part.split("=", 1) for part in text.split(","))


def test_unknown_users_look_the_same_on_every_node_and_like_real_ones() -> None:
    """Issue 27: unknown SCRAM users could be told from real ones, their made-up salt differing per node. Now two
    nodes with the same metadata image (and different process keys) answer the same salt and iteration count for
    an unknown name, of the length, alphabet and count real users have; only the proof fails."""
    creds = {f"u{i}": credential_from_password(SHA256, f"pw{i}", 8192) for i in range(5)}
    creds["odd"] = credential_from_password(SHA256, "x", 4096)
    a = _server_first(creds, "ghost", b"node-a")
    b = _server_first(creds, "ghost", b"node-b")
    assert a["s"] == b["s"] and a["i"] == b["i"] == "8192"  # the most common count among real users
    real = _server_first(creds, "u1")
    assert len(base64.b64decode(a["s"])) == len(base64.b64decode(real["s"])) == 32
    assert _server_first(creds, "ghost2")["s"] != a["s"]  # each name its own
    # Kafka's tools write salts as base-36 text: made-up ones follow the image
    text_salts = {
        f"t{i}": credential_from_password(SHA256, "p", 4096, salt=b"k3j5h2m9x0q" + bytes([97 + i])) for i in range(3)
    }
    salt = base64.b64decode(_server_first(text_salts, "ghost")["s"])
    assert len(salt) == 12 and salt.isalnum() and salt == salt.lower()
    # the exchange fails only at the proof, with the same message as a wrong password
    server = ScramServer(
        SHA256, creds.get, decoy_params([(SHA256.id, c) for c in creds.values()], b"k")("SCRAM-SHA-256")
    )
    client = ScramClient(SHA256, "ghost", "pw1")
    with pytest.raises(AuthenticationFailed, match="invalid credentials"):
        server.step(client.final(server.step(client.first())))


def test_the_decoy_key_changes_only_with_its_anchor() -> None:
    """The key comes from one credential of the image (the anchor), secret to clients: adding or changing the
    other users leaves it; only without any credential is it the node's own."""
    creds = [credential_from_password(SHA256, f"pw{i}") for i in range(6)]
    key = decoy_key(creds)
    assert key is not None and key == decoy_key(list(reversed(creds)))
    anchor = next(c for c in creds if decoy_key([c]) == key)
    others = [c for c in creds if c is not anchor]
    assert decoy_key([anchor, *others[:2]]) == key  # users deleted: the same
    for n in range(20):  # a user added: the key stays, unless the new credential ranks first
        new = credential_from_password(SHA256, f"new{n}")
        assert decoy_key([*creds, new]) in (key, decoy_key([new]))
    assert decoy_key([*others]) != key  # the anchor gone: another one
    assert decoy_key([]) is None
    assert all(key not in (c.salt, c.stored_key, c.server_key) for c in creds)
    # without any credential, each node its own key (no name is a real SCRAM user then)
    assert _server_first({}, "ghost", b"a")["s"] != _server_first({}, "ghost", b"b")["s"]


def _final_with_nonce(server_first: bytes, nonce: str, password: str) -> bytes:
    """A client-final message naming `nonce`, with the proof computed over the messages as exchanged."""
    attrs = dict(part.split("=", 1) for part in server_first.decode().split(","))
    salted = salted_password(SHA256, password.encode(), base64.b64decode(attrs["s"]), int(attrs["i"]))
    client_key = SHA256.hmac(salted, b"Client Key")
    without_proof = f"c=biws,r={nonce}"
    auth = f"n=alice,r=CLIENT,{server_first.decode()},{without_proof}".encode()
    proof = bytes(x ^ y for x, y in zip(client_key, SHA256.hmac(SHA256.digest(client_key), auth), strict=True))
    return f"{without_proof},p={base64.b64encode(proof).decode()}".encode()


@pytest.mark.parametrize(
    ("nonce", "accepted"),
    [
        ("CLIENTSERVER", True),  # RFC 5802
        ("CLIENTCLIENTSERVER", True),  # librdkafka before 2.6.1 repeats its own nonce in front
        ("OTHERCLIENTSERVER", False),
        ("CLIENT", False),  # the server's part must be echoed
        ("CLIENTSERVERX", False),
    ],
)
def test_nonce_forms(nonce: str, accepted: bool) -> None:
    cred = credential_from_password(SHA256, "pw")
    server = ScramServer(SHA256, lambda u: cred, b"k", nonce="SERVER")
    first = server.step(b"n,,n=alice,r=CLIENT")
    final = _final_with_nonce(first, nonce, "pw")
    if accepted:
        assert server.step(final).startswith(b"v=") and server.complete
    else:
        with pytest.raises(AuthenticationFailed):
            server.step(final)


@pytest.mark.parametrize(
    "bad", [b"", b"x", b"p=tls-unique,,n=a,r=b", b"n,,r=abc", b"n,,n=a", "n,,n=\xe9,r=1".encode("latin-1")]
)
def test_malformed_client_first_messages_fail(bad: bytes) -> None:
    with pytest.raises(AuthenticationFailed):
        ScramServer(SHA256, lambda u: None, b"k").step(bad)


def _authenticator(reauth_ms: int = 0, clock: list[int] | None = None) -> SaslServerAuthenticator:
    t = clock if clock is not None else [0]
    creds = {("SCRAM-SHA-256", "alice"): credential_from_password(SHA256, "alice-pw")}
    return SaslServerAuthenticator(
        ("PLAIN", "SCRAM-SHA-256"), {"bob": "bob-pw"}, lambda m, u: creds.get((m, u)), reauth_ms, lambda: t[0]
    )


def test_plain_success_and_failures_say_the_same() -> None:
    a = _authenticator()
    assert a.handshake("PLAIN").error_code == 0
    ok = a.authenticate(SaslAuthenticateRequest(auth_bytes=b"\x00bob\x00bob-pw"), 2)
    assert ok.error_code == 0 and a.authenticated and a.principal == "User:bob" and not a.failed
    texts = set()
    for token in (b"\x00bob\x00nope", b"\x00eve\x00bob-pw", b"bob\x00bob-pw", b"\x00bob", b"alice\x00bob\x00bob-pw"):
        b = _authenticator()
        b.handshake("PLAIN")
        r = b.authenticate(SaslAuthenticateRequest(auth_bytes=token), 2)
        assert r.error_code == 58 and b.failed and not b.authenticated
        texts.add(r.error_message)
    assert len(texts) == 1


def test_unsupported_mechanism_and_authenticate_before_handshake() -> None:
    a = _authenticator()
    r = a.handshake("GSSAPI")
    assert r.error_code == 33 and r.mechanisms == ["PLAIN", "SCRAM-SHA-256"] and a.failed
    b = _authenticator()
    assert b.authenticate(SaslAuthenticateRequest(auth_bytes=b"x"), 2).error_code == 34 and b.failed


def test_scram_through_the_authenticator_and_reauthentication() -> None:
    clock = [1000]
    a = _authenticator(reauth_ms=5000, clock=clock)
    client = SaslClient("SCRAM-SHA-256", "alice", "alice-pw")
    a.handshake("SCRAM-SHA-256")
    r1 = a.authenticate(SaslAuthenticateRequest(auth_bytes=client.first()), 2)
    r2 = a.authenticate(SaslAuthenticateRequest(auth_bytes=client.next(r1.auth_bytes)), 2)
    assert r2.error_code == 0 and r2.session_lifetime_ms == 5000 and a.principal == "User:alice"
    assert client.next(r2.auth_bytes) is None  # the server's signature checks out
    clock[0] = 5999
    assert not a.expired()
    clock[0] = 6000
    assert a.expired()
    # re-authentication as someone else is refused
    assert a.handshake("PLAIN").error_code == 33  # the mechanism must stay the same
    b = _authenticator(reauth_ms=5000, clock=clock)
    b.handshake("PLAIN")
    b.authenticate(SaslAuthenticateRequest(auth_bytes=b"\x00bob\x00bob-pw"), 1)
    b.handshake("PLAIN")
    assert b.authenticate(SaslAuthenticateRequest(auth_bytes=b"\x00bob\x00bob-pw"), 1).error_code == 0
    assert b.expires_at_ms == clock[0] + 5000
    # v0 of SaslAuthenticate has no session lifetime
    c = _authenticator(reauth_ms=5000, clock=clock)
    c.handshake("PLAIN")
    assert c.authenticate(SaslAuthenticateRequest(auth_bytes=b"\x00bob\x00bob-pw"), 0).session_lifetime_ms == 0


def test_jaas_parsing() -> None:
    j = parse_jaas(
        "k",
        'org.apache.kafka.common.security.plain.PlainLoginModule required username="admin" '
        'password="a\\"b" user_admin="x y";',
    )
    assert j.flag == "required" and j.options == {"username": "admin", "password": 'a"b', "user_admin": "x y"}
    for bad in ("PlainLoginModule", "x required a=1", 'x required a="1" ; extra;'):
        with pytest.raises(SaslConfigError):
            parse_jaas("k", bad)
