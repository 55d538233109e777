"""Envelope (API key 58): a client's request forwarded by a broker to the active controller, with the client's
principal and address, so that the controller authorizes the client and not the broker that forwards it.

`wrap` puts a request (header and body, in the version the client used) into an EnvelopeRequest with the principal
(`Type:Name`, carried as a version-prefixed DefaultPrincipalData) and the client's IP address (4 or 16 bytes);
`unwrap` reads them back on the controller (`DecodeError` with the Kafka error code to answer when they cannot be
read). `response_of` turns the controller's EnvelopeResponse back into the inner response: an error of the envelope
itself (the broker may not forward: CLUSTER_AUTHORIZATION_FAILED; NOT_CONTROLLER) raises `ProtocolError` with it.
"""

from __future__ import annotations

import ipaddress
import struct
from dataclasses import dataclass
from typing import Any

from .api import ApiInfo, decode_request_header, decode_response, encode_request
from .codec import Message
from .error_codes import ErrorCode
from .errors import DecodeError, ProtocolError
from .messages.default_principal_data import DefaultPrincipalData
from .messages.envelope import EnvelopeRequest, EnvelopeResponse

__all__ = ["Unwrapped", "decode_principal", "encode_principal", "response_of", "unwrap", "wrap"]

_VERSION = struct.Struct(">h")
_PRINCIPAL_VERSION = 0


def encode_principal(principal: str) -> bytes:
    """`User:alice` -> the version-prefixed DefaultPrincipalData a Kafka broker puts in RequestPrincipal."""
    kind, _, name = principal.partition(":")
    data = DefaultPrincipalData(type=kind, name=name, token_authenticated=False)
    return _VERSION.pack(_PRINCIPAL_VERSION) + data.encode(_PRINCIPAL_VERSION)


def decode_principal(data: bytes | bytearray | memoryview) -> str:
    """The principal of a RequestPrincipal, `Type:Name`; DecodeError (PRINCIPAL_DESERIALIZATION_FAILURE) if the
    bytes are not a DefaultPrincipalData of a known version."""
    failure = int(ErrorCode.PRINCIPAL_DESERIALIZATION_FAILURE)
    if len(data) < 2:
        raise DecodeError("no principal version", message="DefaultPrincipalData", error_code=failure)
    (version,) = _VERSION.unpack_from(data, 0)
    if version != _PRINCIPAL_VERSION:
        raise DecodeError(f"unknown principal version {version}", message="DefaultPrincipalData", error_code=failure)
    try:
        p = DefaultPrincipalData.decode(memoryview(data)[2:], version)
    except DecodeError as e:
        raise DecodeError(str(e), message="DefaultPrincipalData", error_code=failure) from e
    if not p.type or p.token_authenticated:  # (delegation tokens are not served)
        raise DecodeError("not a principal kraftpy serves", message="DefaultPrincipalData", error_code=failure)
    return f"{p.type}:{p.name}"


def wrap(
    request: Message, version: int, correlation_id: int, client_id: str | None, principal: str, client_host: str
) -> EnvelopeRequest:
    """The EnvelopeRequest that forwards `request` (in `version`) for `principal` connected from `client_host`."""
    try:
        address = ipaddress.ip_address(client_host).packed
    except ValueError:
        address = b""  # (no address known: the controller authorizes the principal from any host)
    return EnvelopeRequest(
        request_data=encode_request(request, version, correlation_id, client_id),
        request_principal=encode_principal(principal),
        client_host_address=address,
    )


@dataclass(frozen=True, slots=True)
class Unwrapped:
    """A forwarded request as the controller reads it."""

    api: ApiInfo
    version: int
    correlation_id: int
    client_id: str | None
    body: Any
    principal: str
    client_host: str
    size: int


def unwrap(envelope: EnvelopeRequest) -> Unwrapped:
    """Read the request, principal and client address out of an EnvelopeRequest; DecodeError carrying the code to
    answer with (INVALID_REQUEST, UNSUPPORTED_VERSION, PRINCIPAL_DESERIALIZATION_FAILURE) when they cannot be."""
    invalid = int(ErrorCode.INVALID_REQUEST)
    if envelope.request_principal is None:
        raise DecodeError("no principal", message="EnvelopeRequest", error_code=invalid)
    principal = decode_principal(envelope.request_principal)
    try:
        host = str(ipaddress.ip_address(bytes(envelope.client_host_address))) if envelope.client_host_address else ""
    except ValueError:
        raise DecodeError("not an IP address", message="EnvelopeRequest", error_code=invalid) from None
    data = envelope.request_data
    header, pos, api = decode_request_header(data)
    version = header.request_api_version
    if api is None or not api.min_version <= version <= api.max_version:
        code = invalid if api is None else int(ErrorCode.UNSUPPORTED_VERSION)
        raise DecodeError(
            f"cannot read API key {header.request_api_key} v{version}", message="EnvelopeRequest", error_code=code
        )
    body = api.request_class.decode(memoryview(data)[pos:], version)
    return Unwrapped(api, version, header.correlation_id, header.client_id, body, principal, host, len(data))


def response_of(api_key: int, version: int, envelope: EnvelopeResponse) -> Any:
    """The forwarded request's response out of the controller's EnvelopeResponse; ProtocolError with the envelope's
    error code when the envelope itself failed."""
    if envelope.error_code:
        raise ProtocolError(
            f"the controller refused the envelope: error {envelope.error_code}", error_code=envelope.error_code
        )
    if envelope.response_data is None:
        raise ProtocolError(
            "the controller's envelope carries no response", error_code=int(ErrorCode.UNKNOWN_SERVER_ERROR)
        )
    return decode_response(envelope.response_data, api_key, version)[1]
