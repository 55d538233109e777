"""The ApiVersions (key 18) handler, v0-4, as real clients need it.

- The advertised table is the dispatcher's registry for the request's listener: an API appears once a handler
  for it is registered there, with the registered version range (`Dispatcher.api_versions`).
- A version that is not served is answered in the **v0** format with error 35 UNSUPPORTED_VERSION and a table
  holding only ApiVersions itself with the served range, whose max is therefore below the rejected version.
  kafka-python 3 and librdkafka retry with that max; without it kafka-python resends the same version forever.
  (The dispatcher marks such requests `ctx.unsupported_version` and encodes the response as v0.)
- The response header is always v0, even for the flexible versions 3-4 (`ApiInfo.response_header_version`).
- v3+ requests carry ClientSoftwareName / ClientSoftwareVersion; as in Kafka, values that do not match
  `[a-zA-Z0-9](?:[a-zA-Z0-9\\-.]*[a-zA-Z0-9])?` are answered with 42 INVALID_REQUEST and an empty table.
- v3+ responses carry SupportedFeatures, FinalizedFeaturesEpoch and FinalizedFeatures when the node provides
  them (`features` callable returning a `Features`), and ZkMigrationReady=false. As in Kafka (KAFKA-17011), only
  v4+ may carry a supported MinVersion of 0: a v3 answer gives such a feature MinVersion 1, and leaves it out when
  its MaxVersion is 0 too (older clients reject a range starting at 0).

The handler is a plain function (no coroutine), so the dispatcher runs it inline; successful responses are cached
encoded per (listener, version, registry generation, features), and answered from that cache as an `EncodedBody`.
`respond_encoded` answers from the same cache without decoding the request (the dispatcher's fast path): v0-2
bodies carry nothing the answer depends on; v3+ bodies are checked once per distinct body (software name and
version valid) and remembered.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from kraftpy.protocol.api import API_VERSIONS_KEY
from kraftpy.protocol.error_codes import ErrorCode
from kraftpy.protocol.messages.api_versions import ApiVersionsRequest, ApiVersionsResponse

from .dispatch import Dispatcher, EncodedBody, RequestContext

__all__ = ["ApiVersionsHandler", "Features", "SOFTWARE_NAME_VERSION_PATTERN", "unsupported_version_response"]

SOFTWARE_NAME_VERSION_PATTERN = re.compile(r"[a-zA-Z0-9](?:[a-zA-Z0-9\-.]*[a-zA-Z0-9])?")

_ApiVersion = ApiVersionsResponse.ApiVersion
_Supported = ApiVersionsResponse.SupportedFeatureKey
_Finalized = ApiVersionsResponse.FinalizedFeatureKey


@dataclass(frozen=True, slots=True)
class Features:
    """Feature levels for ApiVersions v3+: what this node supports and what the cluster has finalized."""

    supported: tuple[tuple[str, int, int], ...] = ()  # (name, min version, max version)
    finalized_epoch: int = -1  # the metadata offset of the finalized levels; -1 when unknown
    finalized: tuple[tuple[str, int, int], ...] = ()  # (name, min version level, max version level)


def unsupported_version_response(min_version: int, max_version: int) -> ApiVersionsResponse:
    """The answer to an ApiVersions version that is not served (to be encoded as v0)."""
    return ApiVersionsResponse(
        error_code=int(ErrorCode.UNSUPPORTED_VERSION),
        api_keys=[_ApiVersion(api_key=API_VERSIONS_KEY, min_version=min_version, max_version=max_version)],
    )


class ApiVersionsHandler:
    """Register with `dispatcher.register(ApiKey.API_VERSIONS, ApiVersionsHandler(dispatcher, features=...))`."""

    __slots__ = ("_cache", "_checked", "_plain", "_plain_generation", "dispatcher", "features")

    #: distinct v3+ request bodies remembered by `respond_encoded` (the set is emptied when it reaches this size)
    MAX_CHECKED_BODIES = 1024

    def __init__(self, dispatcher: Dispatcher, features: Callable[[], Features | None] | None = None) -> None:
        self.dispatcher = dispatcher
        self.features = features
        # (listener, version) -> (registry generation, features, the encoded answer, the same as the handler's result)
        self._cache: dict[tuple[str, int], tuple[int, Features | None, bytes, EncodedBody]] = {}
        self._checked: dict[tuple[int, bytes], bool] = {}  # (version, v3+ body) -> software fields are valid
        # the v0-2 answers of _cache by listener and version, all of registry generation _plain_generation
        self._plain: dict[str, dict[int, bytes]] = {}
        self._plain_generation = -1

    def respond_encoded(self, ctx: RequestContext, body: bytes | memoryview) -> bytes | None:
        """The encoded successful response when it is cached and the request's body allows it; None otherwise
        (the dispatcher then decodes the request and calls the handler, which fills the cache)."""
        version = ctx.api_version
        if version < 3:  # no field of the request or of the features changes these answers
            if self._plain_generation != self.dispatcher.generation:
                return None
            by_version = self._plain.get(ctx.connection.listener)
            return None if by_version is None else by_version.get(version)
        key = (version, bytes(body))
        ok = self._checked.get(key)
        if ok is None:
            ok = self._valid_body(body, version)
            if len(self._checked) >= self.MAX_CHECKED_BODIES:
                self._checked.clear()
            self._checked[key] = ok
        if not ok:
            return None
        features = self.features() if self.features is not None else None
        cached = self._cache.get((ctx.connection.listener, version))
        if cached is not None and cached[0] == self.dispatcher.generation and cached[1] == features:
            return cached[2]
        return None

    @staticmethod
    def _valid_body(body: bytes | memoryview, version: int) -> bool:
        try:
            request, _end = ApiVersionsRequest.decode_from(body, 0, version)
        except Exception:
            return False
        return bool(
            SOFTWARE_NAME_VERSION_PATTERN.fullmatch(request.client_software_name)
            and SOFTWARE_NAME_VERSION_PATTERN.fullmatch(request.client_software_version)
        )

    def __call__(self, ctx: RequestContext, request: ApiVersionsRequest | None) -> ApiVersionsResponse | EncodedBody:
        dispatcher = self.dispatcher
        listener = ctx.connection.listener
        if request is None or ctx.unsupported_version:
            for key, lo, hi in dispatcher.api_versions(listener):
                if key == API_VERSIONS_KEY:
                    return unsupported_version_response(lo, hi)
            return unsupported_version_response(0, 0)  # not reachable: the dispatcher found this handler
        version = ctx.api_version
        features = None
        if version >= 3:
            if not (
                SOFTWARE_NAME_VERSION_PATTERN.fullmatch(request.client_software_name)
                and SOFTWARE_NAME_VERSION_PATTERN.fullmatch(request.client_software_version)
            ):
                return ApiVersionsResponse(error_code=int(ErrorCode.INVALID_REQUEST))
            if self.features is not None:
                features = self.features()
        cache_key = (listener, version)
        cached = self._cache.get(cache_key)
        if cached is not None and cached[0] == dispatcher.generation and cached[1] == features:
            return cached[3]
        encoded = self.response(listener, version, features).encode(version)
        generation = dispatcher.generation
        answer = EncodedBody(encoded)
        self._cache[cache_key] = (generation, features, encoded, answer)
        if version < 3:
            if self._plain_generation != generation:
                self._plain.clear()
                self._plain_generation = generation
            self._plain.setdefault(listener, {})[version] = encoded
        return answer

    def response(self, listener: str, version: int, features: Features | None = None) -> ApiVersionsResponse:
        """The successful response for `listener` (not encoded)."""
        resp = ApiVersionsResponse(
            api_keys=[
                _ApiVersion(api_key=k, min_version=lo, max_version=hi)
                for k, lo, hi in self.dispatcher.api_versions(listener)
            ]
        )
        if features is not None and version >= 3:
            resp.supported_features = [
                _Supported(name=n, min_version=lo if lo > 0 or version >= 4 else 1, max_version=hi)
                for n, lo, hi in features.supported
                if hi > 0 or version >= 4
            ]
            resp.finalized_features_epoch = features.finalized_epoch
            resp.finalized_features = [
                _Finalized(name=n, min_version_level=lo, max_version_level=hi) for n, lo, hi in features.finalized
            ]
        return resp
