"""`ssl.principal.mapping.rules`: client certificate subjects to principal names, as Kafka's rules map them."""

from __future__ import annotations

import pytest

from kraftpy.security.config import SecurityConfigError, SecuritySettings
from kraftpy.security.tls import (
    NoMatchingRule,
    PrincipalMapper,
    TlsConfigError,
    distinguished_name,
    principal_of_certificate,
)

SERVICE = "CN=billing,OU=ServiceUsers,O=acme"
PERSON = "CN=Duke,OU=JavaSoft,O=Sun Microsystems,L=Palo Alto,ST=CA,C=US"


def test_default_is_the_distinguished_name() -> None:
    assert PrincipalMapper().name(PERSON) == PERSON
    assert PrincipalMapper("DEFAULT").name(SERVICE) == SERVICE


@pytest.mark.parametrize(
    ("rules", "dn", "name"),
    [
        # the first rule that applies wins; DEFAULT catches the rest
        ("RULE:^CN=(.*?),OU=ServiceUsers.*$/$1/,DEFAULT", SERVICE, "billing"),
        ("RULE:^CN=(.*?),OU=ServiceUsers.*$/$1/,DEFAULT", PERSON, PERSON),
        ("RULE:^CN=(.*?),OU=(.*?),O=(.*?),L=(.*?),ST=(.*?),C=(.*?)$/$1@$2/L", PERSON, "duke@javasoft"),
        ("RULE:^CN=(.*?),OU=(.*?),O=(.*?),L=(.*?),ST=(.*?),C=(.*?)$/$1@$2/U", PERSON, "DUKE@JAVASOFT"),
        ("RULE:^.*[Cc][Nn]=([a-zA-Z0-9.]*).*$/$1/L, DEFAULT", "cn=Alice.Smith,ou=x", "alice.smith"),
        # spaces around rules and empty rules are skipped
        ("  RULE:^CN=(.*?),.*$/$1/ ,, DEFAULT ,", SERVICE, "billing"),
        # a pattern with commas in it; a rule that does not apply leaves the next one to try
        ("RULE:^CN=(.*?),OU=(.*?),O=acme$/$2:$1/,RULE:^CN=(.*?),.*$/$1/", SERVICE, "ServiceUsers:billing"),
        ("RULE:^CN=(.*?),OU=(.*?),O=acme$/$2:$1/,RULE:^CN=(.*?),.*$/$1/", PERSON, "Duke"),
        # an escaped slash in the pattern and in the replacement; an escaped dollar
        (r"RULE:^CN=(.*?)\/(.*?),.*$/$2\/$1\$/", "CN=a/b,O=x", "b/a$"),
        # a group number beyond the pattern's groups: as many digits as still name a group, the rest is text
        ("RULE:^CN=(.*?),OU=(.*?),O=(.*)$/$1-$4-$12/", SERVICE, "billing-$4-billing2"),
        # named groups, and $0 (the whole match)
        ("RULE:^CN=(?P<user>[^,]*),.*$/${user}|$0/", "CN=z,O=y", "z|CN=z,O=y"),
        # every match of the pattern is replaced, as Kafka does once the whole name matched
        ("RULE:a|ab/X/", "ab", "Xb"),
    ],
)
def test_rules_map_names_as_kafka_does(rules: str, dn: str, name: str) -> None:
    assert PrincipalMapper(rules).name(dn) == name


@pytest.mark.parametrize("rules", ["RULE:^CN=(.*?),OU=ServiceUsers.*$/$1/", "", "   "])
def test_a_name_no_rule_applies_to_is_refused(rules: str) -> None:
    with pytest.raises(NoMatchingRule, match=r"no rule of ssl\.principal\.mapping\.rules applies to"):
        PrincipalMapper(rules).name(PERSON)


@pytest.mark.parametrize(
    ("rules", "problem"),
    [
        ("RULE:abc", "does not end with '/'"),
        ("RULE:^CN=(.*)$/$1", "replacement does not end with '/'"),
        ("DEFAULTS", "invalid rule 'DEFAULTS'"),
        ("RULE:^CN=(.*)$/$1/X", "invalid rule 'RULE:^CN=(.*)$/$1/X'"),
        ("DEFAULT,FOO", "invalid rule 'FOO'"),
        ("RULE:^CN=(.*$/$1/", "invalid pattern"),
        (r"RULE:^CN=\p{Alpha}*$/x/", "invalid pattern"),  # Java-only: refused at start-up
        ("RULE:^CN=.*$/$1/", "has no groups"),
        ("RULE:^CN=(.*)$/$x/", "'$' must be followed by a group number"),
        ("RULE:^CN=(.*)$/${who}/", "has no group named 'who'"),
    ],
)
def test_bad_rules_are_refused_naming_the_setting(rules: str, problem: str) -> None:
    with pytest.raises(TlsConfigError) as info:
        PrincipalMapper(rules)
    assert info.value.key == "ssl.principal.mapping.rules"
    assert problem in str(info.value)


def test_listener_rules_win_and_errors_name_the_listener_key() -> None:
    s = SecuritySettings(
        {
            "ssl.principal.mapping.rules": "RULE:^CN=([^,]*),.*$/$1/,DEFAULT",
            "listener.name.ext.ssl.principal.mapping.rules": "RULE:^CN=([^,]*),.*$/ext-$1/",
            "listener.name.bad.ssl.principal.mapping.rules": "RULE:oops",
        },
        {"EXT": "SSL", "INT": "SSL", "BAD": "SSL", "PLAIN": "PLAINTEXT"},
    )
    ext, internal = s.principal_mapper("EXT"), s.principal_mapper("INT")
    assert ext is not None and internal is not None
    assert ext.name(SERVICE) == "ext-billing"
    assert internal.name(SERVICE) == "billing"
    assert s.principal_mapper("PLAIN") is None
    with pytest.raises(SecurityConfigError) as info:
        s.principal_mapper("BAD")
    assert info.value.key == "listener.name.bad.ssl.principal.mapping.rules"
    # start-up checks the rules of every listener
    with pytest.raises(SecurityConfigError) as info:
        s.validate(["BAD"], None, None)
    assert info.value.key == "listener.name.bad.ssl.principal.mapping.rules"


def test_certificates_are_named_by_the_rules() -> None:
    from cryptography.hazmat.primitives import serialization

    from kraftpy.security.certs import CertificateAuthority

    ca = CertificateAuthority.create("x")
    der = ca.issue("Alice", organization="acme").certificate.public_bytes(serialization.Encoding.DER)
    mapper = PrincipalMapper("RULE:^CN=([^,]*),O=acme$/$1@acme/L")
    assert principal_of_certificate(der, mapper) == "User:alice@acme"
    assert principal_of_certificate(None, mapper) == "User:ANONYMOUS"  # no certificate: no rule is applied
    other = ca.issue("bob", organization="other").certificate.public_bytes(serialization.Encoding.DER)
    with pytest.raises(NoMatchingRule):
        principal_of_certificate(other, mapper)


def test_distinguished_names_are_spelled_as_kafka_spells_them() -> None:
    """Java's RFC 2253 form, which Kafka's principals carry: keywords for CN, L, ST, O, OU, C, STREET, DC and UID
    only, any other type as its OID with the hex of its encoded value; the last RDN first; specials escaped."""
    from cryptography import x509
    from cryptography.x509.oid import NameOID, ObjectIdentifier

    name = x509.Name(
        [
            x509.NameAttribute(NameOID.COUNTRY_NAME, "US"),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Acme, Inc."),
            x509.NameAttribute(NameOID.EMAIL_ADDRESS, "alice@x.org"),  # an IA5String: tag 0x16, 11 bytes
            x509.NameAttribute(NameOID.COMMON_NAME, "#alice+ops "),
            x509.NameAttribute(ObjectIdentifier("2.999.1"), "q"),  # a UTF8String under a first arc of 2
        ]
    )
    assert distinguished_name(name.public_bytes()) == (
        f"2.999.1=#0c0171,CN=\\#alice\\+ops\\ ,1.2.840.113549.1.9.1=#160b{b'alice@x.org'.hex()},O=Acme\\, Inc.,C=US"
    )
    multi = x509.Name(
        [
            x509.RelativeDistinguishedName(
                [x509.NameAttribute(NameOID.COMMON_NAME, "a"), x509.NameAttribute(NameOID.USER_ID, "u1")]
            ),
            x509.RelativeDistinguishedName([x509.NameAttribute(NameOID.DOMAIN_COMPONENT, "org")]),
        ]
    )
    assert distinguished_name(multi.public_bytes()) == "DC=org,CN=a+UID=u1"
    # the rules see that spelling
    mapper = PrincipalMapper(r"RULE:^.*,CN=([^,]*),1\.2\.840\.113549\.1\.9\.1=#160b.*$/$1/L")
    assert mapper.name(distinguished_name(name.public_bytes())) == "\\#alice\\+ops\\ "
