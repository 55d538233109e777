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
host name is checked against the certificate; empty: not) are honoured.

The principal of a client certificate on an SSL listener is `User:` + a name made from its subject's distinguished
name by `ssl.principal.mapping.rules` (`PrincipalMapper`), as Kafka's default principal builder does. The name is
spelled in the RFC 2253 form Java gives and Kafka's principals carry (`distinguished_name`): `CN=alice,OU=eng,O=acme`,
and an attribute type without an RFC 2253 keyword, such as emailAddress, as its OID and the hex of its value.
The rules are a comma-separated list, tried in order, the first that applies wins:

* `DEFAULT`: the distinguished name itself (the setting's default is this one rule);
* `RULE:pattern/replacement/` with an optional `L` or `U` after the last slash: when the regular expression
  `pattern` matches the whole name, the name with every match of `pattern` replaced by `replacement` (`$1`, `$2`
  ... name the pattern's groups, a backslash escapes the next character; a `/` inside the pattern or the
  replacement is written backslash-slash), then lower-cased (`L`) or upper-cased (`U`).

A name no rule applies to fails authentication: the connection is closed. Bad rules are refused at start-up, also
some that Kafka would only find wrong when a client comes: a `$1` in a rule whose pattern has no group, a `$`
followed by neither a digit nor `{name}`, a pattern Python's `re` cannot read (Kafka's patterns are Java regular
expressions; `re` reads their common syntax alike, and refuses Java-only constructs such as `\\p{Alpha}`).
"""

from __future__ import annotations

import contextlib
import os
import re
import ssl
import tempfile
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.serialization import pkcs12

__all__ = [
    "NoMatchingRule",
    "PrincipalMapper",
    "TlsConfigError",
    "client_context",
    "distinguished_name",
    "principal_mapper",
    "principal_of_certificate",
    "server_context",
]

CLIENT_AUTH = {"none": ssl.CERT_NONE, "requested": ssl.CERT_OPTIONAL, "required": ssl.CERT_REQUIRED}
_PROTOCOLS = {"TLSv1.2": ssl.TLSVersion.TLSv1_2, "TLSv1.3": ssl.TLSVersion.TLSv1_3}


class TlsConfigError(Exception):
    """A TLS setting that cannot be used: `key` names it."""

    def __init__(self, key: str, problem: str) -> None:
        self.key = key
        self.problem = problem
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


# -- principals of client certificates -------------------------------------------------------------------------

MAPPING_RULES_KEY = "ssl.principal.mapping.rules"


class NoMatchingRule(Exception):
    """No rule of `ssl.principal.mapping.rules` applies to a certificate's distinguished name."""


@dataclass(frozen=True)
class _Rule:
    """One rule: DEFAULT (`pattern` None), or a pattern, its replacement (literal text and group numbers or names)
    and the case to turn the result into."""

    pattern: re.Pattern[str] | None = None
    replacement: tuple[str | int, ...] = ()
    case: str = ""  # "", "L" or "U"

    def apply(self, name: str) -> str | None:
        pattern = self.pattern
        if pattern is None:
            return name
        if pattern.fullmatch(name) is None:
            return None
        parts = self.replacement

        def expand(m: re.Match[str]) -> str:
            return "".join(p if isinstance(p, str) else (m.group(p) or "") for p in parts)

        out = pattern.sub(expand, name)
        if self.case == "L":
            return out.lower()
        if self.case == "U":
            return out.upper()
        return out


class PrincipalMapper:
    """`ssl.principal.mapping.rules`: certificate subjects to principal names (see the module docstring)."""

    def __init__(self, rules: str = "DEFAULT") -> None:
        self.text = rules
        self.rules: tuple[_Rule, ...] = tuple(_parse_rules(rules))

    def name(self, distinguished_name: str) -> str:
        for rule in self.rules:
            out = rule.apply(distinguished_name)
            if out is not None:
                return out
        raise NoMatchingRule(f"no rule of {MAPPING_RULES_KEY} applies to {distinguished_name!r}")

    def __repr__(self) -> str:
        return f"PrincipalMapper({self.text!r})"


def _bad(problem: str) -> TlsConfigError:
    return TlsConfigError(MAPPING_RULES_KEY, problem)


def _until_slash(text: str, pos: int, what: str, rule: str) -> tuple[str, int]:
    """The part of a RULE from `pos` up to the next unescaped `/` (escapes kept), and the position after it."""
    i = pos
    while i < len(text):
        c = text[i]
        if c == "\\":
            if i + 1 >= len(text):
                break
            i += 2
            continue
        if c == "/":
            return text[pos:i], i + 1
        i += 1
    raise _bad(f"invalid rule {rule!r}: its {what} does not end with '/'")


def _parse_rules(text: str) -> list[_Rule]:
    rules: list[_Rule] = []
    s = text.strip()
    pos = 0
    n = len(s)
    while pos < n:
        while pos < n and s[pos].isspace():
            pos += 1
        start = pos
        if s.startswith("DEFAULT", pos):
            rule: _Rule | None = _Rule()
            pos += len("DEFAULT")
        elif s.startswith("RULE:", pos):
            pattern, pos = _until_slash(s, pos + len("RULE:"), "pattern", s[start:])
            replacement, pos = _until_slash(s, pos, "replacement", s[start:])
            case = ""
            if pos < n and s[pos] in "LU":
                case = s[pos]
                pos += 1
            rule = _compile_rule(pattern, replacement, case)
        else:
            rule = None  # an empty rule (two commas in a row, a trailing comma) is skipped, anything else is wrong
        while pos < n and s[pos].isspace():
            pos += 1
        if pos < n and s[pos] != ",":
            end = s.find(",", pos)
            bad = s[start : end if end >= 0 else n].strip()
            raise _bad(f"invalid rule {bad!r}: expected DEFAULT or RULE:pattern/replacement/[LU]")
        pos += 1  # the comma
        if rule is not None:
            rules.append(rule)
    return rules


def _compile_rule(pattern: str, replacement: str, case: str) -> _Rule:
    try:
        compiled = re.compile(pattern)
    except re.error as e:
        raise _bad(f"invalid pattern {pattern!r}: {e}") from None
    return _Rule(compiled, _parse_replacement(replacement, compiled), case)


def _parse_replacement(text: str, pattern: re.Pattern[str]) -> tuple[str | int, ...]:
    """A replacement as Kafka reads it: `\\x` is x, `$n` the group n (taking as many digits as still name a group;
    a first digit above the number of groups is literal text, as Kafka makes it), `${name}` a named group."""
    groups = pattern.groups
    parts: list[str | int] = []
    lit: list[str] = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\\":
            if i + 1 >= n:
                raise _bad(f"replacement {text!r} ends with an escape character")
            lit.append(text[i + 1])
            i += 2
        elif c != "$":
            lit.append(c)
            i += 1
        elif i + 1 < n and "0" <= text[i + 1] <= "9":
            ref = ord(text[i + 1]) - 48
            if ref > groups:
                if groups == 0:
                    raise _bad(f"replacement {text!r} refers to group ${ref}, but {pattern.pattern!r} has no groups")
                lit.append("$")  # not a group: the dollar and the digits are text
                i += 1
                continue
            j = i + 2
            while j < n and "0" <= text[j] <= "9" and ref * 10 + ord(text[j]) - 48 <= groups:
                ref = ref * 10 + ord(text[j]) - 48
                j += 1
            if lit:
                parts.append("".join(lit))
                lit = []
            parts.append(ref)
            i = j
        elif text.startswith("${", i):
            end = text.find("}", i)
            name = text[i + 2 : end] if end > 0 else ""
            if not name or name not in pattern.groupindex:
                raise _bad(f"replacement {text!r}: {pattern.pattern!r} has no group named {name!r}")
            if lit:
                parts.append("".join(lit))
                lit = []
            parts.append(pattern.groupindex[name])
            i = end + 1
        else:
            raise _bad(f"replacement {text!r}: '$' must be followed by a group number or {{name}} (write \\$)")
    if lit:
        parts.append("".join(lit))
    return tuple(parts)


def principal_mapper(props: Mapping[str, str]) -> PrincipalMapper:
    """The `ssl.principal.mapping.rules` of a listener (its settings with the listener prefix already applied)."""
    return PrincipalMapper(props.get(MAPPING_RULES_KEY, "DEFAULT"))


DEFAULT_MAPPER = PrincipalMapper()


# the attribute types RFC 2253 names by keyword (Java's X500Principal names these and no others)
_KEYWORDS = {
    "2.5.4.3": "CN",
    "2.5.4.7": "L",
    "2.5.4.8": "ST",
    "2.5.4.10": "O",
    "2.5.4.11": "OU",
    "2.5.4.6": "C",
    "2.5.4.9": "STREET",
    "0.9.2342.19200300.100.1.25": "DC",
    "0.9.2342.19200300.100.1.1": "UID",
}
# how the string types of an attribute value decode, by their universal tag
_STRING_CODECS = {
    12: "utf-8",
    19: "latin-1",
    20: "latin-1",
    22: "latin-1",
    26: "latin-1",
    30: "utf-16-be",
    28: "utf-32-be",
}


def _tlv(data: bytes, pos: int) -> tuple[int, int, int]:
    """The DER element at `pos`: (tag, start of its content, end of its content)."""
    tag = data[pos]
    length = data[pos + 1]
    head = pos + 2
    if length & 0x80:
        count = length & 0x7F
        length = int.from_bytes(data[head : head + count], "big")
        head += count
    return tag, head, head + length


def _oid(content: bytes) -> str:
    arcs: list[int] = []
    value = 0
    for b in content:  # base-128 subidentifiers, the high bit set on all but the last byte of each
        value = (value << 7) | (b & 0x7F)
        if not b & 0x80:
            arcs.append(value)
            value = 0
    first = min(arcs[0] // 40, 2)  # the first subidentifier holds the first two arcs
    return ".".join(map(str, [first, arcs[0] - 40 * first, *arcs[1:]]))


def _escape_rfc2253(value: str) -> str:
    out = []
    for i, ch in enumerate(value):
        if ch in ',+"\\<>;' or (ch == "#" and i == 0) or (ch == " " and (i == 0 or i == len(value) - 1)):
            out.append("\\" + ch)
        else:
            out.append(ch)
    return "".join(out)


def distinguished_name(name_der: bytes) -> str:
    """A certificate subject (the DER of its Name) as Kafka's principals spell it, Java's RFC 2253 form: the RDNs
    last first, `,` between them and `+` inside one; CN, L, ST, O, OU, C, STREET, DC and UID by keyword with their
    string escaped; any other attribute type as its dotted OID with `#` and the hex of its encoded value (an
    emailAddress is `1.2.840.113549.1.9.1=#16...`)."""
    _tag, pos, end = _tlv(name_der, 0)
    rdns: list[str] = []
    while pos < end:  # each RelativeDistinguishedName: a SET of AttributeTypeAndValue
        _t, apos, aend = _tlv(name_der, pos)
        avas: list[str] = []
        while apos < aend:
            _t, spos, send = _tlv(name_der, apos)  # SEQUENCE { type, value }
            _t, opos, oend = _tlv(name_der, spos)
            oid = _oid(name_der[opos:oend])
            vtag, vpos, vend = _tlv(name_der, oend)
            keyword = _KEYWORDS.get(oid)
            codec = _STRING_CODECS.get(vtag)
            if keyword is not None and codec is not None:
                avas.append(f"{keyword}={_escape_rfc2253(name_der[vpos:vend].decode(codec, 'replace'))}")
            else:
                avas.append(f"{keyword or oid}=#{name_der[oend:vend].hex()}")
            apos = send
        rdns.append("+".join(avas))
        pos = aend
    return ",".join(reversed(rdns))


def principal_of_certificate(der: bytes | None, mapper: PrincipalMapper | None = None) -> str:
    """`User:<name>` of a verified peer certificate (DER), the name mapped by `mapper` (None: DEFAULT) from its
    subject (as `distinguished_name` spells it), or `User:ANONYMOUS` without a certificate. Raises `NoMatchingRule`
    when no rule applies."""
    if not der:
        return "User:ANONYMOUS"
    cert = x509.load_der_x509_certificate(der)
    return "User:" + (mapper or DEFAULT_MAPPER).name(distinguished_name(cert.subject.public_bytes()))
