"""SCRAM-SHA-256 and SCRAM-SHA-512 (RFC 5802, RFC 7677) as Kafka uses them: credentials, server and client (sans-IO).

A credential is what the metadata log stores (UserScramCredentialRecord): salt, StoredKey, ServerKey and the
iteration count; never the password. `ScramServer` runs the server side of one exchange: client-first ->
server-first, client-final -> server-final. Every failure (unknown user, wrong proof, malformed message) raises
`AuthenticationFailed` with the same text.

**Unknown users** are answered exactly as a real user with a wrong password: a server-first message with a salt
and an iteration count, then SASL_AUTHENTICATION_FAILED at the proof. The made-up credential (`decoy_credential`)
must look the same on every node and stay the same over time, or an attacker who asks two nodes (or one node
twice) about a name tells unknown names from real ones (a real user's salt is the same everywhere). So:

- its **salt** is HMAC(key, mechanism + user), stretched or cut to the length most salts of that mechanism have
  in the metadata image (32 bytes without any), in the same alphabet (Kafka's own tools write salts as base-36
  text, kraftpy's as random bytes); its **iteration count** is the one most credentials of that mechanism have
  (the larger on a tie; 4096 without any): `decoy_params`;
- the **key** must be secret to clients yet the same on every node. Every node holds the same secret material:
  the SCRAM credentials of the metadata image (StoredKey and ServerKey are never sent to anyone). The key is
  derived from one of them, the *anchor*: the credential whose SHA-256 of (StoredKey, ServerKey) is the smallest.
  Only when the image holds no SCRAM credential at all is the key a random one of the process (then no name is a
  real SCRAM user, and there is nothing to tell apart).

What an attacker learns when the key changes: all unknown names' salts change at once while real users' salts do
not (the anchor's own excepted), so someone who asked about the same names before and after the change can tell
which were real. The anchor changes only when its own credential changes or is deleted, or when a new
credential happens to rank first (one chance in n+1 with n credentials): rarely, and never because of anything a
client does. A key derived from *every* credential would change with each user added or password changed; a fixed
per-node secret would differ between nodes. A node whose image lags behind another's may use the previous anchor
for that moment. The key is recomputed only when the image changes (the node caches it per image).
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import os
import secrets
import string
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

__all__ = [
    "DEFAULT_ITERATIONS",
    "MAX_ITERATIONS",
    "MECHANISMS",
    "AuthenticationFailed",
    "DecoyParams",
    "ScramClient",
    "ScramCredential",
    "ScramMechanism",
    "ScramServer",
    "credential_from_password",
    "decoy_credential",
    "decoy_key",
    "decoy_params",
    "process_decoy",
    "salted_password",
]


class AuthenticationFailed(Exception):
    """A SASL exchange failed; the text is the same whatever the reason."""


@dataclass(frozen=True, slots=True)
class ScramMechanism:
    name: str
    id: int  # the mechanism id of UserScramCredentialRecord and the SCRAM credential APIs
    hash_name: str
    min_iterations: int = 4096

    def digest(self, data: bytes) -> bytes:
        return hashlib.new(self.hash_name, data).digest()

    def hmac(self, key: bytes, data: bytes) -> bytes:
        return hmac.new(key, data, self.hash_name).digest()


SCRAM_SHA_256 = ScramMechanism("SCRAM-SHA-256", 1, "sha256")
SCRAM_SHA_512 = ScramMechanism("SCRAM-SHA-512", 2, "sha512")
MECHANISMS: dict[str, ScramMechanism] = {m.name: m for m in (SCRAM_SHA_256, SCRAM_SHA_512)}
BY_ID: dict[int, ScramMechanism] = {m.id: m for m in (SCRAM_SHA_256, SCRAM_SHA_512)}
#: the most iterations AlterUserScramCredentials accepts (Kafka's bound)
MAX_ITERATIONS = 16384
#: Kafka's default iteration count (kafka-configs, the admin client)
DEFAULT_ITERATIONS = 4096
DEFAULT_SALT_LENGTH = 32
_BASE36 = frozenset((string.digits + string.ascii_lowercase).encode())


@dataclass(frozen=True, slots=True)
class ScramCredential:
    salt: bytes
    stored_key: bytes
    server_key: bytes
    iterations: int


def salted_password(mechanism: ScramMechanism, password: bytes, salt: bytes, iterations: int) -> bytes:
    """Hi(password, salt, i) of RFC 5802: PBKDF2 with the mechanism's HMAC."""
    return hashlib.pbkdf2_hmac(mechanism.hash_name, password, salt, iterations)


def credential_from_salted(mechanism: ScramMechanism, salted: bytes, salt: bytes, iterations: int) -> ScramCredential:
    client_key = mechanism.hmac(salted, b"Client Key")
    return ScramCredential(salt, mechanism.digest(client_key), mechanism.hmac(salted, b"Server Key"), iterations)


def credential_from_password(
    mechanism: ScramMechanism, password: str, iterations: int = 4096, salt: bytes | None = None
) -> ScramCredential:
    salt = os.urandom(32) if salt is None else salt
    return credential_from_salted(
        mechanism, salted_password(mechanism, password.encode(), salt, iterations), salt, iterations
    )


@dataclass(frozen=True, slots=True)
class DecoyParams:
    """How the made-up credentials of unknown users of one mechanism look (see the module text)."""

    key: bytes = b""
    iterations: int = DEFAULT_ITERATIONS
    salt_length: int = DEFAULT_SALT_LENGTH
    base36: bool = False  # salts written as base-36 text (Kafka's tools) rather than random bytes


def decoy_key(credentials: Iterable[ScramCredential]) -> bytes | None:
    """The key of the made-up salts: derived from the anchor credential (None: no credential at all)."""
    anchor: tuple[bytes, ScramCredential] | None = None
    for c in credentials:
        rank = hashlib.sha256(b"kraftpy-scram-anchor\x00" + c.stored_key + b"\x00" + c.server_key).digest()
        if anchor is None or rank < anchor[0]:
            anchor = (rank, c)
    if anchor is None:
        return None
    c = anchor[1]
    return hmac.new(c.server_key, b"kraftpy-scram-decoy\x00" + c.stored_key, "sha256").digest()


def decoy_params(
    credentials: Iterable[tuple[int, ScramCredential]], fallback_key: bytes
) -> Callable[[str], DecoyParams]:
    """mechanism name -> how its unknown users look, from every (mechanism id, credential) of the metadata image;
    `fallback_key` (a random one of the process) serves only when there is no credential at all."""
    creds = list(credentials)
    key = decoy_key(c for _m, c in creds) or fallback_key
    out: dict[str, DecoyParams] = {}
    for mech in MECHANISMS.values():
        mine = [c for m, c in creds if m == mech.id]
        if not mine:
            out[mech.name] = DecoyParams(key)
            continue
        counts = Counter(c.iterations for c in mine)
        iterations = max(counts, key=lambda i: (counts[i], i))
        lengths = Counter(len(c.salt) for c in mine)
        length = max(lengths, key=lambda n: (lengths[n], n))
        text = sum(1 for c in mine if c.salt and set(c.salt) <= _BASE36)
        out[mech.name] = DecoyParams(key, iterations, length, text * 2 > len(mine))
    default = DecoyParams(key)
    return lambda name: out.get(name, default)


def process_decoy() -> Callable[[str], DecoyParams]:
    """Made-up credentials from a key of this process (no metadata image to derive one from)."""
    params = DecoyParams(os.urandom(32))
    return lambda _name: params


def decoy_credential(mechanism: ScramMechanism, user: str, params: DecoyParams) -> ScramCredential:
    """The made-up credential of an unknown user: a salt that is the same wherever `params` are, and keys that
    match no password (they are never shown)."""
    seed = f"{mechanism.name}\x00{user}".encode()
    stream = b""
    block = 0
    while len(stream) < params.salt_length:
        stream += hmac.new(params.key, seed + block.to_bytes(4, "big"), "sha256").digest()
        block += 1
    if params.base36:
        alphabet = string.digits + string.ascii_lowercase
        salt = "".join(alphabet[b % 36] for b in stream[: params.salt_length]).encode()
    else:
        salt = stream[: params.salt_length]
    size = len(mechanism.digest(b""))
    return ScramCredential(salt, os.urandom(size), os.urandom(size), params.iterations)


def _b64(data: bytes) -> str:
    return base64.b64encode(data).decode("ascii")


def _unb64(text: str) -> bytes:
    try:
        return base64.b64decode(text.encode("ascii"), validate=True)
    except (ValueError, UnicodeEncodeError):
        raise AuthenticationFailed("malformed base64") from None


def _attributes(message: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in message.split(","):
        if len(part) < 2 or part[1] != "=":
            raise AuthenticationFailed(f"malformed attribute {part[:20]!r}")
        out.setdefault(part[0], part[2:])
    return out


def _unescape_name(name: str) -> str:
    if "=" in name.replace("=2C", "").replace("=3D", ""):
        raise AuthenticationFailed("malformed user name")
    return name.replace("=2C", ",").replace("=3D", "=")


def _escape_name(name: str) -> str:
    return name.replace("=", "=3D").replace(",", "=2C")


class ScramServer:
    """The server side of one SCRAM exchange.

    `lookup(user)` returns the user's credential for this mechanism or None; `decoy` says how an unknown user's
    made-up credential looks (`DecoyParams`; bytes: a key, with Kafka's defaults for the rest). `step(token)`
    returns the next server message; after the last one `complete` is true and `user` names the authenticated
    user.
    """

    def __init__(
        self, mechanism: ScramMechanism, lookup: object, decoy: DecoyParams | bytes, nonce: str | None = None
    ) -> None:
        self.mechanism = mechanism
        self.lookup = lookup
        self.decoy = decoy if isinstance(decoy, DecoyParams) else DecoyParams(decoy)
        self._nonce = nonce if nonce is not None else secrets.token_urlsafe(24)
        self._state = 0
        self.complete = False
        self.user: str | None = None
        self._credential: ScramCredential | None = None
        self._real = False
        self._first_bare = ""
        self._server_first = ""
        self._gs2 = ""
        self._client_nonce = ""
        self._full_nonce = ""

    def step(self, token: bytes) -> bytes:
        try:
            text = token.decode("utf-8")
        except UnicodeDecodeError:
            raise AuthenticationFailed("not UTF-8") from None
        if self._state == 0:
            return self._client_first(text)
        if self._state == 1:
            return self._client_final(text)
        raise AuthenticationFailed("exchange already complete")

    def _client_first(self, text: str) -> bytes:
        # gs2-header: "n," or "y," (no channel binding), optional "a=authzid", then ","; "p=" is refused
        parts = text.split(",", 2)
        if len(parts) != 3 or parts[0] not in ("n", "y") or (parts[1] and not parts[1].startswith("a=")):
            raise AuthenticationFailed("malformed client-first message")
        self._gs2 = f"{parts[0]},{parts[1]},"
        bare = parts[2]
        attrs = _attributes(bare)
        if "m" in attrs or "n" not in attrs or "r" not in attrs or not attrs["r"]:
            raise AuthenticationFailed("malformed client-first message")
        user = _unescape_name(attrs["n"])
        authzid = parts[1][2:] if parts[1] else ""
        if authzid and authzid != user:
            raise AuthenticationFailed("authorization id differs from the user name")
        self.user = user
        credential = self.lookup(user)  # type: ignore[operator]
        if credential is None:  # a made-up one: the exchange goes on and fails at the proof
            credential = decoy_credential(self.mechanism, user, self.decoy)
        else:
            self._real = True
        self._credential = credential
        self._first_bare = bare
        self._client_nonce = attrs["r"]
        self._full_nonce = attrs["r"] + self._nonce
        self._server_first = f"r={self._full_nonce},s={_b64(credential.salt)},i={credential.iterations}"
        self._state = 1
        return self._server_first.encode()

    def _client_final(self, text: str) -> bytes:
        self._state = 2
        proof_at = text.rfind(",p=")
        if proof_at < 0:
            raise AuthenticationFailed("client-final message without proof")
        without_proof = text[:proof_at]
        attrs = _attributes(without_proof)
        nonce = attrs.get("r")
        # RFC 5802: the client echoes the whole nonce. librdkafka before 2.6.1 (kcat 1.7.1's 2.0.2 among them) puts
        # its own nonce in front of it once more; that form still echoes the server's part, so it is accepted too
        if nonce != self._full_nonce and nonce != self._client_nonce + self._full_nonce:
            raise AuthenticationFailed("nonce mismatch")
        if _unb64(attrs.get("c", "")) != self._gs2.encode():
            raise AuthenticationFailed("channel binding mismatch")
        proof = _unb64(text[proof_at + 3 :])
        cred = self._credential
        assert cred is not None
        m = self.mechanism
        auth_message = f"{self._first_bare},{self._server_first},{without_proof}".encode()
        signature = m.hmac(cred.stored_key, auth_message)
        if len(proof) != len(signature):
            raise AuthenticationFailed("bad proof length")
        client_key = bytes(a ^ b for a, b in zip(proof, signature, strict=True))
        if not hmac.compare_digest(m.digest(client_key), cred.stored_key) or not self._real:
            raise AuthenticationFailed("invalid credentials")
        self.complete = True
        return f"v={_b64(m.hmac(cred.server_key, auth_message))}".encode()


class ScramClient:
    """The client side of one SCRAM exchange (inter-node connections and the admin tools)."""

    def __init__(self, mechanism: ScramMechanism, user: str, password: str, nonce: str | None = None) -> None:
        self.mechanism = mechanism
        self.user = user
        self.password = password
        self._nonce = nonce if nonce is not None else secrets.token_urlsafe(24)
        self._first_bare = f"n={_escape_name(user)},r={self._nonce}"
        self._server_signature = b""
        self.complete = False

    def first(self) -> bytes:
        return ("n,," + self._first_bare).encode()

    def final(self, server_first: bytes) -> bytes:
        text = server_first.decode("utf-8", "replace")
        attrs = _attributes(text)
        nonce = attrs.get("r", "")
        if not nonce.startswith(self._nonce) or "s" not in attrs or "i" not in attrs:
            raise AuthenticationFailed("malformed server-first message")
        iterations = int(attrs["i"])
        if iterations < self.mechanism.min_iterations:
            raise AuthenticationFailed("too few iterations")
        m = self.mechanism
        salted = salted_password(m, self.password.encode(), _unb64(attrs["s"]), iterations)
        client_key = m.hmac(salted, b"Client Key")
        without_proof = f"c={_b64(b'n,,')},r={nonce}"
        auth_message = f"{self._first_bare},{text},{without_proof}".encode()
        signature = m.hmac(m.digest(client_key), auth_message)
        proof = bytes(a ^ b for a, b in zip(client_key, signature, strict=True))
        self._server_signature = m.hmac(m.hmac(salted, b"Server Key"), auth_message)
        return f"{without_proof},p={_b64(proof)}".encode()

    def verify(self, server_final: bytes) -> None:
        attrs = _attributes(server_final.decode("utf-8", "replace"))
        if "e" in attrs or not hmac.compare_digest(_unb64(attrs.get("v", "")), self._server_signature):
            raise AuthenticationFailed("the server's signature does not match")
        self.complete = True
