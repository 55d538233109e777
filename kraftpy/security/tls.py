"""TLS contexts from Kafka's `ssl.*` settings, and principals from client certificates.

Key and trust stores:

| type (`ssl.keystore.type`, `ssl.truststore.type`) | read with |
|---|---|
| PEM: `ssl.keystore.location` (certificate chain and private key in one file) or `ssl.keystore.certificate.chain` + `ssl.keystore.key` (the PEM text itself); `ssl.truststore.location` or `ssl.truststore.certificates` | Python's `ssl` |
| PKCS12 (`ssl.keystore.password`, `ssl.truststore.password`) | `cryptography`, converted to PEM in memory |
| JKS | not supported (Python can read neither JKS nor its key protection): a start-up error names the setting |

Kafka's default store type is JKS; when a store's type is not set, kraftpy looks at the file instead (PEM text, or
PKCS12), and refuses a JKS file with a message that says to convert it. `ssl.key.password` decrypts an encrypted
PEM key. `ssl.client.auth` (none, requested, required), `ssl.enabled.protocols` (TLSv1.2, TLSv1.3),
`ssl.cipher.suites` (OpenSSL names) and, on the client side, `ssl.endpoint.identification.algorithm` (https: the
host name is checked against the certificate; empty: not) are honoured. Only `ssl.principal.mapping.rules=DEFAULT`
is supported: the principal of a client certificate is `User:` + its subject's distinguished name in RFC 4514
form (`CN=alice,OU=eng,O=acme`), as Kafka's default builder gives.
"""

from __future__ import annotations

import contextlib
import os
import ssl
import tempfile
from collections.abc import Iterator, Mapping
from pathlib import Path

__all__ = ["TlsConfigError", "client_context", "principal_of_certificate", "server_context"]

CLIENT_AUTH = {"none": ssl.CERT_NONE, "requested": ssl.CERT_OPTIONAL, "required": ssl.CERT_REQUIRED}
_PROTOCOLS = {"TLSv1.2": ssl.TLSVersion.TLSv1_2, "TLSv1.3": ssl.TLSVersion.TLSv1_3}


class TlsConfigError(Exception):
    """A TLS setting that cannot be used: `key` names it."""

    def __init__(self, key: str, problem: str) -> None:
        self.key = key
        super().__init__(f"{key}: {problem}")


def _store_type(props: Mapping[str, str], prefix: str, data: bytes | None) -> str:
    given = props.get(f"{prefix}.type")
    if given:
        kind = given.strip().upper()
    elif data is None or data.lstrip().startswith(b"-----BEGIN"):
        kind = "PEM"
    elif data[:4] == b"\xfe\xed\xfe\xed":
        kind = "JKS"
    else:
        kind = "PKCS12"
    if kind == "JKS":
        raise TlsConfigError(
            f"{prefix}.type",
            "JKS stores cannot be read by kraftpy; convert the store to PKCS12 "
            "(keytool -importkeystore -deststoretype PKCS12) or PEM and set "
            f"{prefix}.type accordingly",
        )
    if kind not in ("PEM", "PKCS12"):
        raise TlsConfigError(f"{prefix}.type", f"unknown store type {given!r} (PEM, PKCS12)")
    return kind


def _read(key: str, path: str) -> bytes:
    try:
        return Path(path).read_bytes()
    except OSError as e:
        raise TlsConfigError(key, f"cannot read {path}: {e.strerror or e}") from None


def _password(props: Mapping[str, str], key: str) -> bytes | None:
    value = props.get(key)
    return value.encode() if value else None


@contextlib.contextmanager
def _private_files(*contents: bytes) -> Iterator[list[str]]:
    """PEM text in files readable by this user only, for `load_cert_chain` (which reads files), removed after."""
    with tempfile.TemporaryDirectory(prefix="kraftpy-tls-") as d:
        os.chmod(d, 0o700)
        paths = []
        for i, data in enumerate(contents):
            p = os.path.join(d, f"{i}.pem")
            fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            paths.append(p)
        yield paths


def _pkcs12_to_pem(key: str, data: bytes, password: bytes | None) -> tuple[bytes, bytes | None, list[bytes]]:
    """(certificate chain PEM, private key PEM or None, other certificates PEM) of a PKCS12 store."""
    from cryptography.hazmat.primitives import serialization
    from cryptography.hazmat.primitives.serialization import pkcs12

    try:
        store = pkcs12.load_pkcs12(data, password)
    except (ValueError, TypeError) as e:
        raise TlsConfigError(key, f"cannot open the PKCS12 store (wrong password or not PKCS12): {e}") from None
    chain = b""
    pem_key = None
    if store.cert is not None:
        chain += store.cert.certificate.public_bytes(serialization.Encoding.PEM)
    if store.key is not None:
        pem_key = store.key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    others = [c.certificate.public_bytes(serialization.Encoding.PEM) for c in store.additional_certs]
    return chain, pem_key, others


def _load_keystore(ctx: ssl.SSLContext, props: Mapping[str, str], required: bool) -> bool:
    location = props.get("ssl.keystore.location")
    chain = props.get("ssl.keystore.certificate.chain")
    key = props.get("ssl.keystore.key")
    if location and (chain or key):
        raise TlsConfigError(
            "ssl.keystore.location",
            "give either a keystore file or ssl.keystore.certificate.chain and ssl.keystore.key, not both",
        )
    key_password = props.get("ssl.key.password") or props.get("ssl.keystore.password") or None
    if chain or key:
        if not (chain and key):
            raise TlsConfigError(
                "ssl.keystore.key" if chain else "ssl.keystore.certificate.chain",
                "is needed with the other one (PEM certificate chain and private key)",
            )
        _store_type(props, "ssl.keystore", b"-----BEGIN")
        with _private_files(chain.encode(), key.encode()) as (c, k):
            try:
                ctx.load_cert_chain(c, k, password=key_password)
            except (ssl.SSLError, OSError, ValueError) as e:
                raise TlsConfigError("ssl.keystore.key", f"cannot load the certificate chain and key: {e}") from None
        return True
    if not location:
        if required:
            raise TlsConfigError(
                "ssl.keystore.location",
                "a TLS listener needs a keystore (ssl.keystore.location, "
                "or ssl.keystore.certificate.chain and ssl.keystore.key)",
            )
        return False
    data = _read("ssl.keystore.location", location)
    kind = _store_type(props, "ssl.keystore", data)
    if kind == "PEM":
        try:
            ctx.load_cert_chain(location, password=key_password)
        except (ssl.SSLError, OSError, ValueError) as e:
            raise TlsConfigError("ssl.keystore.location", f"cannot load {location}: {e}") from None
        return True
    cert, pem_key, others = _pkcs12_to_pem("ssl.keystore.location", data, _password(props, "ssl.keystore.password"))
    if not cert or pem_key is None:
        raise TlsConfigError("ssl.keystore.location", f"{location} holds no private key with its certificate")
    with _private_files(cert + b"".join(others), pem_key) as (c, k):
        try:
            ctx.load_cert_chain(c, k)
        except (ssl.SSLError, OSError) as e:
            raise TlsConfigError("ssl.keystore.location", f"cannot load {location}: {e}") from None
    return True


def _load_truststore(ctx: ssl.SSLContext, props: Mapping[str, str]) -> bool:
    location = props.get("ssl.truststore.location")
    inline = props.get("ssl.truststore.certificates")
    try:
        if inline:
            _store_type(props, "ssl.truststore", b"-----BEGIN")
            ctx.load_verify_locations(cadata=inline)
            return True
        if not location:
            return False
        data = _read("ssl.truststore.location", location)
        if _store_type(props, "ssl.truststore", data) == "PEM":
            ctx.load_verify_locations(cafile=location)
            return True
        cert, _key, others = _pkcs12_to_pem(
            "ssl.truststore.location", data, _password(props, "ssl.truststore.password")
        )
        pem = cert + b"".join(others)
        if not pem:
            raise TlsConfigError("ssl.truststore.location", f"{location} holds no certificate")
        ctx.load_verify_locations(cadata=pem.decode())
        return True
    except (ssl.SSLError, ValueError) as e:
        raise TlsConfigError(
            "ssl.truststore.location" if location else "ssl.truststore.certificates",
            f"cannot load the trusted certificates: {e}",
        ) from None


def _common(ctx: ssl.SSLContext, props: Mapping[str, str]) -> None:
    protocols = [p.strip() for p in props.get("ssl.enabled.protocols", "TLSv1.2,TLSv1.3").split(",") if p.strip()]
    versions = []
    for p in protocols:
        if p not in _PROTOCOLS:
            raise TlsConfigError("ssl.enabled.protocols", f"unsupported protocol {p!r} (TLSv1.2, TLSv1.3)")
        versions.append(_PROTOCOLS[p])
    if not versions:
        raise TlsConfigError("ssl.enabled.protocols", "is empty")
    ctx.minimum_version = min(versions)
    ctx.maximum_version = max(versions)
    ciphers = props.get("ssl.cipher.suites", "").strip()
    if ciphers:
        try:
            ctx.set_ciphers(":".join(c.strip() for c in ciphers.split(",")))
        except ssl.SSLError as e:
            raise TlsConfigError("ssl.cipher.suites", str(e)) from None
    rules = props.get("ssl.principal.mapping.rules", "DEFAULT").strip()
    if rules != "DEFAULT":
        raise TlsConfigError("ssl.principal.mapping.rules", "only DEFAULT is supported")


def server_context(props: Mapping[str, str]) -> ssl.SSLContext:
    """The context of a TLS listener (its settings with the listener prefix already applied)."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    _common(ctx, props)
    _load_keystore(ctx, props, required=True)
    auth = props.get("ssl.client.auth", "none").strip().lower()
    if auth not in CLIENT_AUTH:
        raise TlsConfigError("ssl.client.auth", f"expected required, requested or none, got {auth!r}")
    trusted = _load_truststore(ctx, props)
    if auth != "none" and not trusted:
        raise TlsConfigError("ssl.truststore.location", f"ssl.client.auth={auth} needs a truststore")
    ctx.verify_mode = CLIENT_AUTH[auth]
    return ctx


def client_context(props: Mapping[str, str]) -> ssl.SSLContext:
    """The context of a client connection (inter-node channels, the admin tools). Without a truststore the
    system's default CAs are trusted."""
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_CLIENT)
    _common(ctx, props)
    if not _load_truststore(ctx, props):
        ctx.load_default_certs()
    _load_keystore(ctx, props, required=False)
    algorithm = props.get("ssl.endpoint.identification.algorithm", "https").strip().lower()
    ctx.check_hostname = algorithm == "https"
    ctx.verify_mode = ssl.CERT_REQUIRED
    return ctx


def principal_of_certificate(der: bytes | None) -> str:
    """`User:<subject DN>` of a verified peer certificate (DER), or `User:ANONYMOUS` without one."""
    if not der:
        return "User:ANONYMOUS"
    from cryptography import x509

    cert = x509.load_der_x509_certificate(der)
    return "User:" + cert.subject.rfc4514_string()
