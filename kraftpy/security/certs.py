"""A small certificate authority for local clusters and tests: a CA and certificates it signs, written as PEM
(and PKCS12 on request), made with the `cryptography` package.

    ca = CertificateAuthority.create("kraftpy local CA")
    ca.write_ca(d / "ca.pem")
    ca.issue("node-1", hosts=["127.0.0.1", "localhost"]).write_pem(d / "node-1.pem")   # chain + key, one file

A certificate's subject is `CN=<name>` (plus `O=<organization>` when given), so a client certificate of `alice`
gives the SSL principal `User:CN=alice`. Keys are EC P-256: fast to make and to handshake with.
"""

from __future__ import annotations

import datetime
import ipaddress
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.serialization import pkcs12
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

__all__ = ["CertificateAuthority", "IssuedCertificate"]


def _name(common_name: str, organization: str | None) -> x509.Name:
    attrs = [x509.NameAttribute(NameOID.COMMON_NAME, common_name)]
    if organization:
        attrs.insert(0, x509.NameAttribute(NameOID.ORGANIZATION_NAME, organization))
    return x509.Name(attrs)


def _write_private(path: Path, data: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "wb") as f:
        f.write(data)


@dataclass(frozen=True)
class IssuedCertificate:
    certificate: x509.Certificate
    key: ec.EllipticCurvePrivateKey
    ca: x509.Certificate

    @property
    def cert_pem(self) -> bytes:
        return self.certificate.public_bytes(serialization.Encoding.PEM)

    def key_pem(self, password: str | None = None) -> bytes:
        enc: serialization.KeySerializationEncryption = (
            serialization.BestAvailableEncryption(password.encode()) if password else serialization.NoEncryption()
        )
        return self.key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, enc)

    def write_pem(self, path: Path, password: str | None = None) -> Path:
        """Certificate, CA certificate and private key in one PEM file (a PEM keystore)."""
        _write_private(path, self.cert_pem + self.ca.public_bytes(serialization.Encoding.PEM) + self.key_pem(password))
        return path

    def write_pkcs12(self, path: Path, password: str) -> Path:
        data = pkcs12.serialize_key_and_certificates(
            b"kraftpy", self.key, self.certificate, [self.ca], serialization.BestAvailableEncryption(password.encode())
        )
        _write_private(path, data)
        return path


class CertificateAuthority:
    def __init__(self, certificate: x509.Certificate, key: ec.EllipticCurvePrivateKey) -> None:
        self.certificate = certificate
        self.key = key

    @classmethod
    def create(cls, name: str = "kraftpy CA", days: int = 3650) -> CertificateAuthority:
        key = ec.generate_private_key(ec.SECP256R1())
        now = datetime.datetime.now(datetime.UTC)
        subject = _name(name, None)
        cert = (
            x509.CertificateBuilder()
            .subject_name(subject)
            .issuer_name(subject)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=days))
            .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
            .add_extension(
                x509.KeyUsage(
                    digital_signature=True,
                    key_cert_sign=True,
                    crl_sign=True,
                    content_commitment=False,
                    key_encipherment=False,
                    data_encipherment=False,
                    key_agreement=False,
                    encipher_only=False,
                    decipher_only=False,
                ),
                critical=True,
            )
            .sign(key, hashes.SHA256())
        )
        return cls(cert, key)

    @property
    def pem(self) -> bytes:
        return self.certificate.public_bytes(serialization.Encoding.PEM)

    def write_ca(self, path: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(self.pem)
        return path

    def issue(
        self,
        common_name: str,
        *,
        hosts: Iterable[str] = (),
        organization: str | None = None,
        days: int = 825,
        expired: bool = False,
    ) -> IssuedCertificate:
        """A certificate for a server (its host names and addresses as subject alternative names) or a client;
        `expired` makes one whose validity ended yesterday."""
        key = ec.generate_private_key(ec.SECP256R1())
        now = datetime.datetime.now(datetime.UTC)
        if expired:
            start, end = now - datetime.timedelta(days=30), now - datetime.timedelta(days=1)
        else:
            start, end = now - datetime.timedelta(minutes=5), now + datetime.timedelta(days=days)
        builder = (
            x509.CertificateBuilder()
            .subject_name(_name(common_name, organization))
            .issuer_name(self.certificate.subject)
            .public_key(key.public_key())
            .serial_number(x509.random_serial_number())
            .not_valid_before(start)
            .not_valid_after(end)
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
            .add_extension(
                x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH, ExtendedKeyUsageOID.CLIENT_AUTH]),
                critical=False,
            )
        )
        names: list[x509.GeneralName] = []
        for h in hosts:
            try:
                names.append(x509.IPAddress(ipaddress.ip_address(h)))
            except ValueError:
                names.append(x509.DNSName(h))
        if names:
            builder = builder.add_extension(x509.SubjectAlternativeName(names), critical=False)
        return IssuedCertificate(builder.sign(self.key, hashes.SHA256()), key, self.certificate)
