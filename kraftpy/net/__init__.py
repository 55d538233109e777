"""The network layer: the sans-IO Kafka connection, its asyncio adapter and server, request dispatch, the
ApiVersions handler, and the client side used between nodes.

Imports only `kraftpy.protocol` (metrics are reported through the `NetworkMetrics` interface, implemented by
`kraftpy.metrics.NodeMetrics`).
"""

from __future__ import annotations

from .api_versions import ApiVersionsHandler, Features
from .client import (
    ChannelManager,
    DisconnectedError,
    NodeClient,
    NodeUnavailableError,
    RequestTimedOutError,
    UnsupportedVersionError,
)
from .client_connection import ClientConnection, ClientProtocolError
from .connection import DEFAULT_MAX_REQUEST_SIZE, InboundRequest, ServerConnection
from .dispatch import ConnectionInfo, Dispatcher, EncodedBody, HandlerResult, NetworkMetrics, RequestContext
from .error_responses import build_error_response
from .server import KafkaServer, Listener

__all__ = [
    "DEFAULT_MAX_REQUEST_SIZE",
    "ApiVersionsHandler",
    "ChannelManager",
    "ClientConnection",
    "ClientProtocolError",
    "ConnectionInfo",
    "DisconnectedError",
    "Dispatcher",
    "EncodedBody",
    "Features",
    "HandlerResult",
    "InboundRequest",
    "KafkaServer",
    "Listener",
    "NetworkMetrics",
    "NodeClient",
    "NodeUnavailableError",
    "RequestContext",
    "RequestTimedOutError",
    "ServerConnection",
    "UnsupportedVersionError",
    "build_error_response",
]
