"""A tiny asyncio HTTP/1.1 server for Prometheus scrapes: `GET /metrics` in the text exposition format.

No threads (prometheus-client's own server runs one): the registry is collected on the event loop, which is cheap
for a node's registry. Supports keep-alive, HEAD, `Accept` negotiation (Prometheus text or OpenMetrics) and gzip
when the scraper asks for it. Anything else gets 404 / 405 / 400.
"""

from __future__ import annotations

import asyncio
import contextlib
import gzip
import logging

from prometheus_client import CollectorRegistry
from prometheus_client.exposition import choose_encoder

__all__ = ["MetricsServer"]

log = logging.getLogger(__name__)

_MAX_HEAD = 16 * 1024
_IDLE_TIMEOUT = 60.0
_REASONS = {
    200: "OK",
    400: "Bad Request",
    404: "Not Found",
    405: "Method Not Allowed",
    431: "Request Header Fields Too Large",
}


class MetricsServer:
    """Serves one registry on host:port (port 0 picks a free port; `port` reports it after `start`)."""

    def __init__(
        self, registry: CollectorRegistry, host: str = "0.0.0.0", port: int = 0, path: str = "/metrics"
    ) -> None:
        self.registry = registry
        self.host = host
        self.requested_port = port
        self.path = path
        self._server: asyncio.Server | None = None
        self._clients: set[asyncio.Task[None]] = set()
        self.port: int | None = None

    async def start(self) -> None:
        try:
            self._server = await asyncio.start_server(self._serve, self.host or None, self.requested_port)
        except OSError as e:
            raise OSError(
                e.errno,
                f"Metrics endpoint failed to bind to {self.host}:{self.requested_port}: {e.strerror or e}",
            ) from e
        self.port = int(self._server.sockets[0].getsockname()[1])
        log.info("Serving metrics on http://%s:%d%s", self.host or "0.0.0.0", self.port, self.path)

    @property
    def url(self) -> str:
        host = self.host if self.host not in ("", "0.0.0.0", "::") else "127.0.0.1"
        return f"http://{host}:{self.port}{self.path}"

    async def close(self) -> None:
        if self._server is not None:
            self._server.close()
            for t in list(self._clients):
                t.cancel()
            for t in list(self._clients):
                with contextlib.suppress(BaseException):
                    await t
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 1.0)
            self._server = None

    async def __aenter__(self) -> MetricsServer:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- HTTP ----------------------------------------------------------------------------------------------------

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        if task is not None:
            self._clients.add(task)
        try:
            while True:
                try:
                    head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), _IDLE_TIMEOUT)
                except asyncio.LimitOverrunError:
                    await self._send(writer, 431, b"request head too large\n", close=True)
                    return
                except (TimeoutError, asyncio.IncompleteReadError, ConnectionError):
                    return
                if len(head) > _MAX_HEAD:
                    await self._send(writer, 431, b"request head too large\n", close=True)
                    return
                keep_alive = await self._handle(head, reader, writer)
                if not keep_alive:
                    return
        except asyncio.CancelledError:
            pass
        except Exception:
            log.exception("Metrics endpoint: unexpected error")
        finally:
            if task is not None:
                self._clients.discard(task)
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()

    async def _handle(self, head: bytes, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> bool:
        try:
            lines = head.decode("latin-1").split("\r\n")
            method, target, proto = lines[0].split(" ")
        except ValueError:
            await self._send(writer, 400, b"bad request line\n", close=True)
            return False
        headers: dict[str, str] = {}
        for line in lines[1:]:
            if not line:
                continue
            name, sep, value = line.partition(":")
            if not sep:
                await self._send(writer, 400, b"bad header line\n", close=True)
                return False
            headers[name.strip().lower()] = value.strip()
        if not proto.startswith("HTTP/1."):
            await self._send(writer, 400, b"unsupported protocol\n", close=True)
            return False
        conn_hdr = headers.get("connection", "").lower()
        keep_alive = (proto == "HTTP/1.1" and conn_hdr != "close") or (proto == "HTTP/1.0" and conn_hdr == "keep-alive")
        length = headers.get("content-length")
        if length:  # a body we have no use for: read and drop it so keep-alive stays in sync
            try:
                n = int(length)
                if n < 0 or n > 1024 * 1024:
                    raise ValueError
                await reader.readexactly(n)
            except (ValueError, asyncio.IncompleteReadError):
                await self._send(writer, 400, b"bad content-length\n", close=True)
                return False
        path = target.split("?", 1)[0]
        if path != self.path:
            await self._send(writer, 404, f"not found; metrics are at {self.path}\n".encode(), close=not keep_alive)
            return keep_alive
        if method not in ("GET", "HEAD"):
            await self._send(writer, 405, b"method not allowed\n", close=not keep_alive, extra={"Allow": "GET, HEAD"})
            return keep_alive
        encoder, content_type = choose_encoder(headers.get("accept", ""))
        body = encoder(self.registry)
        extra = {}
        if "gzip" in headers.get("accept-encoding", ""):
            body = gzip.compress(body, compresslevel=5)
            extra["Content-Encoding"] = "gzip"
        await self._send(
            writer,
            200,
            body,
            close=not keep_alive,
            content_type=content_type,
            extra=extra,
            head_only=method == "HEAD",
        )
        return keep_alive

    @staticmethod
    async def _send(
        writer: asyncio.StreamWriter,
        status: int,
        body: bytes,
        *,
        close: bool,
        content_type: str = "text/plain; charset=utf-8",
        extra: dict[str, str] | None = None,
        head_only: bool = False,
    ) -> None:
        lines = [
            f"HTTP/1.1 {status} {_REASONS.get(status, '')}",
            f"Content-Type: {content_type}",
            f"Content-Length: {len(body)}",
        ]
        for k, v in (extra or {}).items():
            lines.append(f"{k}: {v}")
        if close:
            lines.append("Connection: close")
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode("latin-1"))
        if not head_only:
            writer.write(body)
        await writer.drain()
