"""Envelope on the controller: a request a broker forwarded for a client (`kraftpy.protocol.envelope`) is served as
if the client had sent it to this controller listener: with the client's principal and address, through the same
handlers and the same authorization rules (Kafka's ControllerApis does the same). The envelope itself needs
CLUSTER_ACTION (its rule), so only brokers forward; only the APIs brokers forward may come this way."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import Any

from kraftpy.net.error_responses import build_error_response
from kraftpy.protocol.api import encode_response
from kraftpy.protocol.envelope import Unwrapped, unwrap
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.errors import DecodeError, ProtocolError
from kraftpy.protocol.messages.envelope import EnvelopeRequest, EnvelopeResponse
from kraftpy.runtime import Deferred, RequestHandler, RequestInfo

__all__ = ["EnvelopeHandler"]

log = logging.getLogger(__name__)
E = ErrorCode


class EnvelopeHandler:
    """Serves EnvelopeRequest with `handlers`: the forwardable APIs' handlers as this listener serves them (each
    behind its authorization rule)."""

    def __init__(self, handlers: Mapping[int, RequestHandler]) -> None:
        self.handlers = dict(handlers)

    def __call__(self, info: RequestInfo, req: EnvelopeRequest) -> EnvelopeResponse | Deferred:
        try:
            inner = unwrap(req)
        except DecodeError as e:
            log.info("Refusing an envelope from %s: %s", info.principal, e)
            return EnvelopeResponse(error_code=e.error_code)
        handler = self.handlers.get(inner.api.key)
        if handler is None:
            log.info("Refusing an envelope from %s: %s is not forwarded", info.principal, inner.api.name)
            return EnvelopeResponse(error_code=int(E.INVALID_REQUEST))
        forwarded = RequestInfo(
            inner.api.key,
            inner.version,
            inner.correlation_id,
            inner.client_id,
            info.listener,
            inner.principal,
            inner.client_host,
            info.access,
        )
        try:
            result = handler(forwarded, inner.body)
        except Exception as e:
            return self._answer(inner, self._error(inner, e))
        if isinstance(result, Deferred):
            out = Deferred()

            def done(d: Deferred) -> None:
                error = d.error
                out.resolve(self._answer(inner, d.result() if error is None else self._error(inner, error)))

            result.add_callback(done)
            return out
        return self._answer(inner, result)

    @staticmethod
    def _error(inner: Unwrapped, error: BaseException) -> Any:
        """The inner response for a failed handler, as the dispatcher answers a client (the error in every error
        field the response has)."""
        code = getattr(error, "error_code", None)
        if not (isinstance(error, ProtocolError) and isinstance(code, int) and code != 0):
            log.error("Unexpected error handling a forwarded %s", inner.api.name, exc_info=error)
            code = int(E.UNKNOWN_SERVER_ERROR)
        return build_error_response(inner.api, inner.version, code, inner.body)

    @staticmethod
    def _answer(inner: Unwrapped, response: Any) -> EnvelopeResponse:
        if response is None:
            return EnvelopeResponse(error_code=int(E.UNKNOWN_SERVER_ERROR))
        return EnvelopeResponse(response_data=encode_response(response, inner.version, inner.correlation_id))
