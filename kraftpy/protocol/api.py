"""The API registry: API key -> name, request/response classes, valid and flexible versions, header versions.

Built from the generated tables in `kraftpy.protocol.messages`; message modules are imported on first use so that
importing the registry stays cheap.
"""

from __future__ import annotations

import importlib
import struct
from dataclasses import dataclass, field
from typing import Any

from kraftpy.protocol.codec import Message
from kraftpy.protocol.errors import DecodeError
from kraftpy.protocol.messages import APIS, CONTROL_RECORDS, METADATA_RECORDS, ApiKey
from kraftpy.protocol.messages.header import RequestHeader, ResponseHeader

__all__ = [
    "API_VERSIONS_KEY",
    "ENDPOINT_TYPE_BROKER",
    "ENDPOINT_TYPE_CONTROLLER",
    "ApiKey",
    "API_BY_KEY",
    "API_BY_NAME",
    "ApiInfo",
    "RequestHeader",
    "ResponseHeader",
    "api",
    "control_record_class",
    "decode_request_header",
    "encode_request",
    "encode_response",
    "metadata_record_class",
]

_KEY_VERSION = struct.Struct(">hh")
API_VERSIONS_KEY: int = ApiKey.API_VERSIONS
#: DescribeCluster's EndpointType: the brokers' endpoints, or the controllers'
ENDPOINT_TYPE_BROKER = 1
ENDPOINT_TYPE_CONTROLLER = 2


@dataclass(frozen=True, slots=True)
class ApiInfo:
    key: int
    name: str  # e.g. "Produce"
    module: str
    request_name: str
    response_name: str
    min_version: int
    max_version: int
    flexible: tuple[int, int] | None
    listeners: tuple[str, ...]
    _classes: dict[str, type[Message]] = field(default_factory=dict, compare=False, repr=False)

    def _load(self, name: str) -> type[Message]:
        cls = self._classes.get(name)
        if cls is None:
            mod = importlib.import_module(f"kraftpy.protocol.messages.{self.module}")
            cls = getattr(mod, name)
            self._classes[name] = cls
        return cls

    @property
    def request_class(self) -> type[Message]:
        return self._load(self.request_name)

    @property
    def response_class(self) -> type[Message]:
        return self._load(self.response_name)

    def is_valid(self, version: int) -> bool:
        return self.min_version <= version <= self.max_version

    def is_flexible(self, version: int) -> bool:
        return self.flexible is not None and self.flexible[0] <= version <= self.flexible[1]

    def request_header_version(self, version: int) -> int:
        """Request header v2 (with tagged fields) for flexible versions, otherwise v1."""
        return 2 if self.is_flexible(version) else 1

    def response_header_version(self, version: int) -> int:
        """Response header v1 for flexible versions, otherwise v0; ApiVersions always answers with v0."""
        if self.key == API_VERSIONS_KEY:
            return 0
        return 1 if self.is_flexible(version) else 0


API_BY_KEY: dict[int, ApiInfo] = {
    key: ApiInfo(key, name, module, req, resp, valid[0], valid[1], flex, tuple(listeners))
    for key, (name, module, req, resp, valid, flex, listeners) in APIS.items()
}
API_BY_NAME: dict[str, ApiInfo] = {a.name: a for a in API_BY_KEY.values()}


def api(key: int) -> ApiInfo | None:
    return API_BY_KEY.get(key)


def decode_request_header(buf: bytes | bytearray | memoryview) -> tuple[RequestHeader, int, ApiInfo | None]:
    """Decode the request header at the start of a request frame.

    Returns the header, the position where the body starts, and the API (None when the key is unknown, in which
    case the header was read as v1, the only layout every request shares).
    """
    if len(buf) < 4:
        raise DecodeError("frame shorter than a request header", message="RequestHeader")
    key, version = _KEY_VERSION.unpack_from(buf, 0)
    info = API_BY_KEY.get(key)
    header_version = 1 if info is None else info.request_header_version(version)
    header, pos = RequestHeader.decode_from(buf, 0, header_version)
    return header, pos, info


def encode_request(body: Message, version: int, correlation_id: int, client_id: str | None = "kraftpy") -> bytes:
    """Header + body of a request (without the size prefix)."""
    info = API_BY_KEY[body.API_KEY]  # type: ignore[index]
    header = RequestHeader(
        request_api_key=info.key,
        request_api_version=version,
        correlation_id=correlation_id,
        client_id=client_id,
    )
    return header.encode(info.request_header_version(version)) + body.encode(version)


def encode_response(body: Message, version: int, correlation_id: int) -> bytes:
    """Header + body of a response (without the size prefix)."""
    info = API_BY_KEY[body.API_KEY]  # type: ignore[index]
    head = ResponseHeader(correlation_id=correlation_id).encode(info.response_header_version(version))
    return head + body.encode(version)


def decode_response(buf: bytes | bytearray | memoryview, api_key: int, version: int) -> tuple[int, Any]:
    """Decode a response frame for a request we sent; returns (correlation id, body)."""
    info = API_BY_KEY[api_key]
    header, pos = ResponseHeader.decode_from(buf, 0, info.response_header_version(version))
    body = info.response_class.decode(memoryview(buf)[pos:] if pos else buf, version)
    return header.correlation_id, body


def metadata_record_class(record_type: int) -> type[Message] | None:
    entry = METADATA_RECORDS.get(record_type)
    if entry is None:
        return None
    mod = importlib.import_module("kraftpy.protocol.messages.metadata_records")
    return getattr(mod, entry[0])  # type: ignore[no-any-return]


def control_record_class(control_type: int) -> type[Message] | None:
    entry = CONTROL_RECORDS.get(control_type)
    if entry is None:
        return None
    mod = importlib.import_module("kraftpy.protocol.messages.raft_records")
    return getattr(mod, entry[0])  # type: ignore[no-any-return]
