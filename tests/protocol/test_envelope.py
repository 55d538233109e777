"""Envelope: a forwarded request with the client's principal and address, as Kafka's brokers write them."""

from __future__ import annotations

import pytest

from kraftpy.protocol.api import encode_response
from kraftpy.protocol.envelope import decode_principal, encode_principal, response_of, unwrap, wrap
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import DecodeError, ProtocolError
from kraftpy.protocol.messages.create_topics import CreateTopicsRequest, CreateTopicsResponse
from kraftpy.protocol.messages.envelope import EnvelopeRequest, EnvelopeResponse

E = ErrorCode


def test_principal_bytes_are_kafkas_version_prefixed_default_principal_data() -> None:
    # int16 version 0, then DefaultPrincipalData v0 (flexible): compact strings Type and Name, TokenAuthenticated,
    # an empty tagged-field section
    assert encode_principal("User:alice") == b"\x00\x00" + b"\x05User" + b"\x06alice" + b"\x00" + b"\x00"
    assert decode_principal(encode_principal("User:CN=a:b,O=c")) == "User:CN=a:b,O=c"
    for bad in (b"", b"\x00\x01" + encode_principal("User:x")[2:], b"\x00\x00\x05Us", encode_principal(":x")):
        with pytest.raises(DecodeError) as err:
            decode_principal(bad)
        assert err.value.error_code == E.PRINCIPAL_DESERIALIZATION_FAILURE
    token = b"\x00\x00" + b"\x05User" + b"\x06alice" + b"\x01" + b"\x00"  # authenticated with a delegation token
    with pytest.raises(DecodeError):
        decode_principal(token)


def test_wrap_and_unwrap_round_trip_on_the_wire() -> None:
    req = CreateTopicsRequest(topics=[CreateTopicsRequest.CreatableTopic(name="t", num_partitions=3)], timeout_ms=9)
    env = wrap(req, 7, 42, "admin-1", "User:alice", "10.1.2.3")
    env = EnvelopeRequest.decode(env.encode(0), 0)
    inner = unwrap(env)
    assert (inner.api.name, inner.version, inner.correlation_id, inner.client_id) == ("CreateTopics", 7, 42, "admin-1")
    assert (inner.principal, inner.client_host) == ("User:alice", "10.1.2.3")
    assert inner.body == req
    assert unwrap(wrap(req, 7, 1, None, "User:bob", "::1")).client_host == "::1"


def test_unwrap_names_what_is_wrong() -> None:
    req = CreateTopicsRequest()
    good = wrap(req, 7, 1, None, "User:alice", "10.1.2.3")
    cases = [
        (EnvelopeRequest(request_data=good.request_data, request_principal=None, client_host_address=b""), 42),
        (EnvelopeRequest(request_data=good.request_data, request_principal=b"\x00", client_host_address=b""), 97),
        (
            EnvelopeRequest(
                request_data=good.request_data, request_principal=good.request_principal, client_host_address=b"\x01"
            ),
            42,
        ),
        (
            EnvelopeRequest(
                request_data=b"\x00\x13\x00\x63" + bytes(good.request_data)[4:],  # CreateTopics v99
                request_principal=good.request_principal,
                client_host_address=b"",
            ),
            35,
        ),
    ]
    for env, code in cases:
        with pytest.raises(DecodeError) as err:
            unwrap(env)
        assert err.value.error_code == code


def test_response_of() -> None:
    answer = CreateTopicsResponse(topics=[CreateTopicsResponse.CreatableTopicResult(name="t")])
    assert response_of(19, 7, EnvelopeResponse(response_data=encode_response(answer, 7, 3))) == answer
    with pytest.raises(ProtocolError) as err:
        response_of(19, 7, EnvelopeResponse(error_code=int(E.CLUSTER_AUTHORIZATION_FAILED)))
    assert err.value.error_code == E.CLUSTER_AUTHORIZATION_FAILED
